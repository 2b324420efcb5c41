"""Tzolk'in's score sheet: how each cell was counted, the tie-break sentences and the checks of
an end-state document (the calculator, the host's end-state entry, ``companion score``).

Message code -> how it is said (``companion.i18n``).  Seed 「記念碑13枚の採点の読み方」 and
「終了と後半の手番例」.
"""
from __future__ import annotations

from companion.i18n import P_, T_, by_params, gettext, ngettext


def _buildings_and_monuments(p: dict) -> str:
    buildings = ngettext("%(num)d building × 2", "%(num)d buildings × 2", p["buildings"])
    monuments = ngettext("%(num)d monument × 2", "%(num)d monuments × 2", p["monuments"])
    return gettext("%(buildings)s + %(monuments)s", buildings=buildings, monuments=monuments)


def _all_monuments(p: dict) -> str:
    built = ngettext("%(num)d monument built by all players", "%(num)d monuments built by all "
                     "players", p["total"])
    return gettext("%(built)s × %(each)d (%(players)d players)", built=built, each=p["each"],
                   players=p["players"])


MESSAGES = {
    # --- how a cell was counted
    "tzolkin.score.track": T_("score track"),
    "tzolkin.score.frames": P_("%(count)d building or monument with a %(frame)s × 4",
                               "%(count)d buildings and monuments with a %(frame)s × 4",
                               "count"),
    "tzolkin.score.buildings_and_monuments": by_params(_buildings_and_monuments),
    "tzolkin.score.corn_tiles": P_("%(count)d corn harvest tile × 4",
                                   "%(count)d corn harvest tiles × 4", "count"),
    "tzolkin.score.wood_tiles": P_("%(count)d wood harvest tile × 4",
                                   "%(count)d wood harvest tiles × 4", "count"),
    "tzolkin.score.all_monuments": by_params(_all_monuments),
    "tzolkin.score.techs_at_top": P_("%(count)d technology at level 3",
                                     "%(count)d technologies at level 3", "count"),
    "tzolkin.score.tech_levels": P_("%(count)d technology level × 3",
                                    "%(count)d technology levels × 3", "count"),
    "tzolkin.score.workers": P_("%(count)d worker hired", "%(count)d workers hired", "count"),
    "tzolkin.score.temple_vp_again": T_("Chaac %(chaac)d + Quetzalcoatl %(quetzalcoatl)d + "
                                        "Kukulcan %(kukulcan)d"),
    "tzolkin.score.best_temple": P_("%(temple)s: %(steps)d step above the start × 3",
                                    "%(temple)s: %(steps)d steps above the start × 3", "steps"),
    "tzolkin.score.chichen_skulls": P_("%(count)d crystal skull on Chichen Itza × 3",
                                       "%(count)d crystal skulls on Chichen Itza × 3", "count"),
    "tzolkin.score.goods": T_("%(corn)d corn + %(wood)d wood × 2 + %(stone)d stone × 3 + "
                              "%(gold)d gold × 4 = %(total)d corn ÷ 4"),
    "tzolkin.score.skulls": P_("%(count)d crystal skull × 3", "%(count)d crystal skulls × 3",
                               "count"),

    # --- tie-breaks (seed 「終了と後半の手番例」: more own workers on the gears, then shared)
    "tzolkin.tie.shared": T_("%(names)s tie on %(points)s points and have the same number of "
                             "own workers on the gears (%(workers)d): they share the place."),
    "tzolkin.tie.decided": T_("%(names)s tie on %(points)s points; more own workers on the gears "
                              "decides, in this order: %(order)s."),
    "tzolkin.tie.then": T_("%(before)s, then %(after)s"),
    "tzolkin.tie.one": P_("%(names)s (%(workers)d worker)", "%(names)s (%(workers)d workers)",
                          "workers"),
    "tzolkin.tie.several": P_("%(names)s (%(workers)d worker each, sharing the place)",
                              "%(names)s (%(workers)d workers each, sharing the place)",
                              "workers"),

    # --- checks of an end-state document (scoring.validate_end_state)
    "tzolkin.end.doc_not_object": T_("The end state cannot be read: it needs the players."),
    "tzolkin.end.unknown_fields": T_("The end state holds entries this game does not know: "
                                     "%(names)s."),
    "tzolkin.end.player_count": T_("The end state needs 2 to 4 players."),
    "tzolkin.end.name_missing": T_("Player %(n)d: the name is missing."),
    "tzolkin.end.same_name": T_("%(player)s: two players have this name."),
    "tzolkin.end.player_unknown_fields": T_("%(player)s: the entry holds things this game does "
                                            "not know: %(names)s."),
    "tzolkin.end.whole_number": T_("%(player)s: %(field)s must be a whole number."),
    "tzolkin.end.negative": T_("%(player)s: %(field)s cannot be negative (%(value)d)."),
    "tzolkin.end.at_least": T_("%(player)s: %(field)s must be at least %(low)d (%(value)d)."),
    "tzolkin.end.at_most": T_("%(player)s: %(field)s can be at most %(high)d (%(value)d)."),
    "tzolkin.end.counts_shape": T_("%(player)s: the %(field)s cannot be read."),
    "tzolkin.end.counts_unknown": T_("%(player)s: the %(field)s hold something this game does "
                                     "not know (%(names)s); they are %(known)s."),
    "tzolkin.end.on_gears_over": T_("%(player)s: %(on_gears)d own workers left on the gears is "
                                    "more than the %(workers)d workers hired."),
    "tzolkin.end.monuments_list": T_("%(player)s: the monuments cannot be read: list their ids "
                                     "(m01 to m13)."),
    "tzolkin.end.monument_unknown": T_("%(player)s: %(monument)s is not a Tzolk'in monument "
                                       "(m01 to m13)."),
    "tzolkin.end.monument_owned": T_("%(player)s: monument %(monument)s is already owned by "
                                     "%(owner)s."),
    "tzolkin.end.temple_above_top": T_("%(player)s: step %(step)d of %(temple)s is above its "
                                       "top step (%(top)d)."),
    "tzolkin.end.temple_top_shared": T_("%(player)s: %(temple)s is on the top step, where "
                                        "%(other)s already stands (only one player fits "
                                        "there)."),
    "tzolkin.end.tech_above_top": T_("%(player)s: %(tech)s at level %(level)d is above its top "
                                     "level %(top)d. Research past level %(top)d takes the "
                                     "track's bonus and adds no level: enter %(top)d."),
    "tzolkin.end.monuments_total": T_("Monuments: %(total)d built in all, but a game of "
                                      "%(players)d players reveals only %(limit)d, and they are "
                                      "never refilled."),
    "tzolkin.end.monument_not_revealed": T_("%(player)s: the monument %(monument)s was not "
                                            "revealed at this table."),
    "tzolkin.end.confirm": T_("The app has followed this game to round %(round)d, with "
                              "%(done)d of 4 food days done: for the app it is not over."),
    "tzolkin.end.confirm_no_turns": T_("No turn was entered here: the app cannot tell whether "
                                       "the game on the table is over."),
    "tzolkin.end.skulls_total": T_("Crystal skulls: %(held)d held and %(placed)d on Chichen Itza "
                                   "make %(total)d; the game has only %(limit)d."),
    "tzolkin.end.harvest_total": T_("%(kind)s: %(total)d collected in all, but a game of "
                                    "%(players)d players has only %(limit)d."),
    "tzolkin.end.buildings_total": T_("%(kind)s: %(total)d in all, but the game has only "
                                      "%(limit)d."),
}
