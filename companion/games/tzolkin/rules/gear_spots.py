"""What each spot of the five gears holds, as the board prints it beside the gear, and the spot
a worker reaches when the calendar turns.

Seed 003_33e329f624a6e484.txt:

* 「盤と共通の準備」: the small gears' numbers start at 0, the entrance of the actions.
* 「手番は置くか取り上げるか」: spot 0 has no action; 6 and 7 of the four normal gears and 10 of
  Chichen Itza let the worker take any action of its gear without paying the steps back.
* 「パレンケとヤシュチラン」, 「ティカルとウシュマル」: actions 1 to 5 of the four normal gears;
  「神殿とチチェン・イツァ」: Chichen Itza's actions 1 to 9 (what each gives: data/chichen_itza.json).
* 「スタート枠と暦の回転」 with 「個人の準備と少人数の中立コマ」: a day moves every worker one spot on;
  a player's worker past the last spot (7, Chichen Itza 10) falls off the gear and goes back to
  its owner; a neutral worker keeps turning with the gear and never falls (calendar._advance).

The teeth past the last spot (8 and 9, Chichen Itza 11 and 12) are under the board: no action
is printed there and only a neutral worker stands on one.
"""
from __future__ import annotations

from companion.games.tzolkin.rules.components import GEAR_TEETH, GEAR_TOP_SPOT

#: The kinds of spot: the entrance (0, no action), an action spot, the free choice of any
#: action of the gear, a tooth under the board.
ENTRANCE, ACTION, ANY, UNDER = "entrance", "action", "any", "under"

#: The last numbered action of each gear (the free-choice spots follow it).
LAST_ACTION = {"palenque": 5, "yaxchilan": 5, "tikal": 5, "uxmal": 5, "chichen_itza": 9}


def spot_kind(gear: str, spot: int) -> tuple[str, int | None]:
    """What spot ``spot`` of ``gear`` holds: ``(kind, action)``: ``(ENTRANCE, None)`` for 0,
    ``(ACTION, n)`` for action n (its own number: 1-5, Chichen Itza 1-9), ``(ANY, None)`` for
    the free choice (6-7, Chichen Itza 10), ``(UNDER, None)`` for a tooth under the board.
    Raises ``KeyError`` for a gear that does not exist, ``ValueError`` for a spot it has not."""
    teeth = GEAR_TEETH[gear]
    if not isinstance(spot, int) or isinstance(spot, bool) or not 0 <= spot < teeth:
        raise ValueError(f"{gear} has no spot {spot!r}")
    if spot == 0:
        return ENTRANCE, None
    if spot <= LAST_ACTION[gear]:
        return ACTION, spot
    if spot <= GEAR_TOP_SPOT[gear]:
        return ANY, None
    return UNDER, None


def spot_after(gear: str, spot: int, neutral: bool, days: int = 1) -> int | None:
    """The spot a worker on ``spot`` of ``gear`` stands on after the calendar turns ``days``
    days; None when a player's worker falls off the gear on the way (it goes back to its
    owner).  A ``neutral`` worker never falls: it goes round the gear's teeth."""
    spot_kind(gear, spot)  # the spot exists
    for _ in range(days):
        spot += 1
        if neutral:
            spot %= GEAR_TEETH[gear]
        elif spot > GEAR_TOP_SPOT[gear]:
            return None
    return spot
