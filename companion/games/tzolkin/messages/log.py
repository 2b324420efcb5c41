"""Tzolk'in's move log lines, the notices of a round's end (food days, workers falling off the
gears, the end) and the refusals of the starting wealth choice and the end-state entry.

Message code -> how it is said (``companion.i18n``).  Log lines are stored with each move
(``MoveRecord.message``), notices in the state (``report``): a code never changes meaning.
"""
from __future__ import annotations

from companion.i18n import P_, T_, by_params, ngettext


def _placement(p: dict) -> str:
    """A placement's line: the corn it cost, left out when it cost none (seed 003
    「手番は置くか取り上げるか」: one worker on the lowest spot 0 pays nothing)."""
    if p["corn"]:
        return ngettext("%(name)s places a worker on %(places)s and pays %(corn)d corn.",
                        "%(name)s places workers on %(places)s and pays %(corn)d corn.",
                        p["count"], **p)
    return ngettext("%(name)s places a worker on %(places)s.",
                    "%(name)s places workers on %(places)s.", p["count"], **p)


MESSAGES = {
    # --- the move log (describe_move)
    "tzolkin.log.wealth": T_("%(name)s chose 2 starting wealth tiles."),
    "tzolkin.log.wealth_revealed": T_("%(name)s chose 2 starting wealth tiles; all choices are "
                                      "revealed."),
    "tzolkin.log.end_state": T_("The host entered the end state."),
    "tzolkin.log.beg": T_("%(name)s begs: 3 corn, %(temple)s −1."),
    "tzolkin.log.calendar": P_("%(name)s turns the calendar %(days)d day.",
                               "%(name)s turns the calendar %(days)d days.", "days"),
    "tzolkin.log.place": by_params(_placement),
    "tzolkin.log.place_gears": T_("%(name)s places workers on %(places)s."),
    "tzolkin.log.pickup": T_("%(name)s picks up %(workers)s."),
    #: a worker picked up: "Yaxchilan 1 (1 wood)"; from a higher spot: "Uxmal 6 → Uxmal 4 (…)"
    "tzolkin.log.worker_action": T_("%(place)s (%(action)s)"),
    "tzolkin.log.worker_other_action": T_("%(place)s → %(target)s (%(action)s)"),
    "tzolkin.log.worker_no_action": T_("%(place)s (no action)"),
    "tzolkin.log.other": T_("%(name)s made a move."),
    #: what a worker's action chose: "Tikal 1 (1 technology step: Agriculture +1)"
    "tzolkin.log.action_chose": T_("%(action)s: %(chosen)s"),
    "tzolkin.log.bought": T_("bought %(goods)s"),
    "tzolkin.log.sold": T_("sold %(goods)s"),
    "tzolkin.log.burned": T_("corn, the wood above it burned (%(temple)s −1)"),
    #: Tikal 4's two buildings: the one the Architecture effects went to
    "tzolkin.log.architecture_to": T_("Architecture effects on %(building)s"),
    #: a move's line followed by what the end of the round then did (one sentence after another)
    "tzolkin.log.then": T_("%(first)s %(then)s"),

    # --- notices of the round's end (state["report"]; seed 「4回の食料日と神殿の報酬」,
    # 「スタート枠と暦の回転」, 「終了と後半の手番例」)
    "tzolkin.notice.food_day": T_("Food day %(number)d."),
    "tzolkin.notice.food_day_held": T_("Food day %(number)d, at the end of round %(round)d:"),
    "tzolkin.notice.fed": P_("%(name)s feeds %(fed)d worker: %(corn)d corn.",
                             "%(name)s feeds %(fed)d workers: %(corn)d corn.", "fed"),
    "tzolkin.notice.fed_farms": P_("%(name)s feeds %(fed)d worker: %(corn)d corn (farms feed "
                                   "%(free)d).",
                                   "%(name)s feeds %(fed)d workers: %(corn)d corn (farms feed "
                                   "%(free)d).", "fed"),
    "tzolkin.notice.fed_by_farms": T_("%(name)s's farms feed every worker: no corn."),
    "tzolkin.notice.temple_goods": T_("%(name)s takes %(goods)s from the temples."),
    "tzolkin.notice.temple_goods_none": T_("%(name)s takes nothing from the temples."),
    "tzolkin.notice.temple_vp": T_("%(name)s: %(vp)d VP from the temples (%(parts)s)."),
    "tzolkin.notice.temple_step_vp": T_("%(temple)s %(vp)d"),
    "tzolkin.notice.bonus": T_("%(names)s: the %(temple)s majority bonus, %(vp)d VP."),
    "tzolkin.notice.bonus_shared": T_("%(names)s share the %(temple)s majority bonus: %(vp)d VP "
                                      "each (half of %(full)d)."),
    "tzolkin.notice.unfed": P_("%(name)s: %(unfed)d worker unfed, −%(vp)d VP.",
                               "%(name)s: %(unfed)d workers unfed, −%(vp)d VP.", "unfed"),
    "tzolkin.notice.age_2": T_("Age II buildings replace the row."),
    "tzolkin.notice.no_skulls": T_("Not enough crystal skulls in the bank for everyone: nobody "
                                   "gets the skull of %(temple)s."),
    "tzolkin.notice.falls": T_("A worker of %(name)s falls off %(gear)s."),
    "tzolkin.notice.over": T_("The game is over."),

    # --- the starting wealth (seed 「個人の準備と少人数の中立コマ」)
    #: a tile offered in the choice: its reward, then the neutral spot printed at its bottom
    "tzolkin.wealth.choice": T_("%(reward)s (neutral spot: %(place)s)"),
    "tzolkin.wealth.two": T_("Choose exactly 2 starting wealth tiles."),
    "tzolkin.wealth.unknown_tile": T_("One of the tiles chosen is not a starting wealth tile."),
    "tzolkin.wealth.different": T_("Choose two different starting wealth tiles."),
    "tzolkin.wealth.first": T_("Every player chooses starting wealth before the first turn."),
    "tzolkin.wealth.revealed": T_("Starting wealth has already been chosen and revealed."),
    "tzolkin.wealth.own_device": T_("Each player chooses their own starting wealth on their own "
                                    "device."),
    "tzolkin.wealth.already": T_("%(name)s has already chosen starting wealth."),
    "tzolkin.wealth.not_yours": T_("This tile (%(tile)s) is not one of the starting wealth tiles "
                                   "dealt to %(name)s."),

    # --- entering the end state on the host screen (seed 「終了と後半の手番例」)
    "tzolkin.end.not_object": T_("The end state cannot be read: enter each player's end state."),
    "tzolkin.end.host_only": T_("A player cannot do this: only the host enters the end state."),
    "tzolkin.end.too_early": T_("The end state can be entered once every player has chosen "
                                "starting wealth."),
    "tzolkin.end.already": T_("The end state has already been entered."),
    "tzolkin.end.per_player": P_("The end state needs one entry per player (%(n)d player).",
                                 "The end state needs one entry per player (%(n)d players).",
                                 "n"),
    "tzolkin.end.entry_not_object": T_("Player %(n)d: the entry cannot be read."),
    "tzolkin.end.wrong_name": T_("Player %(n)d at this table is %(name)s, not “%(given)s”."),
    "tzolkin.end.not_over": T_("The game is not over: enter the end state first."),
}
