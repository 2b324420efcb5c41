"""Tzolk'in's setup: the table options' refusals, what happened to each starting wealth tile
turned over for the neutral workers, the setup sheet (the command line's ``companion setup
tzolkin``) and the score sheet as text.

Message code -> how it is said (``companion.i18n``).  Seed sections 「盤と共通の準備」 and
「個人の準備と少人数の中立コマ」.
"""
from __future__ import annotations

from companion.i18n import P_, T_

MESSAGES = {
    # --- table options (setup.validate_options)
    "tzolkin.options.not_object": T_("The table options cannot be read: give the players."),
    "tzolkin.options.unknown": T_("Tzolk'in has no option called %(names)s."),
    "tzolkin.options.player_count": T_("Tzolk'in is played by 2 to 4 players."),
    "tzolkin.options.player_shape": T_("Player %(n)d must have a name and a colour."),
    "tzolkin.options.name_missing": T_("Player %(n)d needs a name."),
    "tzolkin.options.same_name": T_("Two players are called %(name)s: give each a different "
                                    "name."),
    "tzolkin.options.bad_colour": T_("%(name)s: choose one of the colours %(colours)s."),
    "tzolkin.options.colour_taken": T_("%(name)s: the colour %(colour)s is already taken."),
    "tzolkin.options.start_player": P_("The start player must be one of the %(n)d player or "
                                       "drawn by the app.",
                                       "The start player must be one of the %(n)d players or "
                                       "drawn by the app.", "n"),
    "tzolkin.options.fishing_level": T_("The Agriculture fishing bonus comes at level 3 (as the "
                                         "rules text says) or level 2 (the published reading)."),

    # --- the undealt starting wealth tiles turned over for the neutral workers
    "tzolkin.reveal.placed": T_("a neutral worker on %(place)s"),
    "tzolkin.reveal.placed_with_opposite": T_(
        "a neutral worker on %(place)s, the first on %(gear)s, so another on the opposite spot "
        "%(opposite)s"),
    "tzolkin.reveal.placed_first_on_chichen_itza": T_(
        "a neutral worker on %(place)s (no opposite worker on Chichen Itza)"),
    "tzolkin.reveal.placed_opposite_taken": T_(
        "a neutral worker on %(place)s; the opposite spot %(opposite)s is taken"),
    "tzolkin.reveal.placed_last_worker": T_(
        "the last neutral worker on %(place)s (none left for the opposite spot)"),
    "tzolkin.reveal.skipped_spot_taken": T_("%(place)s is already taken: tile skipped"),
    #: one line of the reveal list as the tile shows it (no printed id): its reward, then
    #: what happened: "1 wood, Kukulcan +1, Resources +1: a neutral worker on …"
    "tzolkin.reveal.item_named": T_("%(reward)s: %(what)s"),
    "tzolkin.reveal.line_named": T_("%(number)d. %(reward)s: %(what)s"),

    # --- a component fact that is not confirmed (a sentence of its own on the setup sheet)
    "tzolkin.unconfirmed": T_("Unconfirmed. %(reason)s"),

    # --- the setup sheet as text (cli.setup_text)
    "tzolkin.sheet.title": P_("Tzolk'in setup for %(n)d player: %(players)s",
                              "Tzolk'in setup for %(n)d players: %(players)s", "n"),
    "tzolkin.sheet.player": T_("%(name)s (%(colour)s)"),
    "tzolkin.sheet.harvest_heading": T_("Harvest tiles on Palenque:"),
    "tzolkin.sheet.harvest_corn": P_("%(place)s: %(n)d corn tile",
                                     "%(place)s: %(n)d corn tiles", "n"),
    "tzolkin.sheet.harvest_corn_wood": P_("%(place)s: %(n)d corn tile under a wood tile",
                                          "%(place)s: %(n)d corn tiles, each under a wood tile",
                                          "n"),
    "tzolkin.sheet.buildings_heading": T_("Buildings row (Age I):"),
    "tzolkin.sheet.component_named": T_("%(text)s (%(frame)s, cost %(cost)s)"),
    "tzolkin.sheet.decks": T_("Decks: Age I %(age1)d face down, Age II %(age2)d face down."),
    "tzolkin.sheet.monuments_heading": T_("Monuments (%(n)d revealed, the rest back in the "
                                          "box):"),
    "tzolkin.sheet.neutral_heading": T_("Neutral workers: turn over the undealt starting wealth "
                                        "tiles in this order:"),
    "tzolkin.sheet.neutral_by_gear": T_("Neutral workers by gear:"),
    "tzolkin.sheet.neutral_gear": T_("%(gear)s: %(spots)s"),
    "tzolkin.sheet.neutral_spot": T_("%(spot)d (%(colour)s)"),
    "tzolkin.sheet.shortfall": P_("The tiles ran out: %(n)d neutral worker stays in the box.",
                                  "The tiles ran out: %(n)d neutral workers stay in the box.",
                                  "n"),
    "tzolkin.sheet.each_player": T_(
        "Each player: personal board light side up, 3 workers at hand, 3 unhired in the bank, a "
        "marker on the start step of each temple and at the start of each technology, score at "
        "0."),
    "tzolkin.sheet.wealth": T_("Starting wealth: %(dealt)s (each sees them on their own device "
                               "and keeps 2)."),
    "tzolkin.sheet.wealth_list": T_("%(dealt)s."),
    "tzolkin.sheet.wealth_dealt": P_("%(name)s %(n)d tile", "%(name)s %(n)d tiles", "n"),
    "tzolkin.sheet.start_player": T_("Start player (proposed): %(name)s."),
    "tzolkin.sheet.start_player_chosen": T_("Start player: %(name)s, as chosen when the table "
                                            "was set up."),
    "tzolkin.sheet.start_player_drawn": T_("Start player: %(name)s, drawn by the app (the rules "
                                           "suggest whoever most recently sacrificed something, "
                                           "or an agreement)."),

    # --- the score sheet as text (cli.sheet_text)
    "tzolkin.sheet.total": T_("Total"),
    "tzolkin.sheet.place": T_("%(place)d. %(names)s"),
}
