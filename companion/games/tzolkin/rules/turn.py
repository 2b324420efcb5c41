"""Tzolk'in's turn: a move applied to the play state (place or pick up, begging, the forced
placement, the start space holder's calendar choice), then the end of the turn and the round.

Rules: seed 003_33e329f624a6e484.txt (each ``IllegalMove.rule`` is the heading of the section that
forbids the move).  The play state is described in play_state.py; the actions a worker picked up
does in actions.py; the end of a round and the food days in calendar.py.

Moves (JSON)::

    {"type": "beg", "temple": t}           # before the turn's move, corn <= 2: corn -> 3, t -1
    {"type": "place", "gears": [g, ...], "start": bool}   # lowest free spot of each gear in order
    {"type": "pickup", "workers": [{"gear": g, "spot": s, "action": a | None,
                                    "choices": {...}}, ...]}      # in the order given
    {"type": "calendar", "days": 1 | 2}    # the start space holder, light side: turn 1 or 2 days

Any move may carry ``"seat"``: it must then be the seat to move (``current_seat``).

Pick-up ``action``: the action spot performed (None = no action).  From spot s of a normal gear:
1..s (s-a corn), any 1..5 from 6/7 (free).  Chichen Itza: 1..s, s+1 free with Theology 1, any
from 10 (and from 9 with Theology 1, free: rules version 2).  ``choices`` by action (all keys
optional unless marked):

* palenque 2-5: ``{"harvest": "corn"|"wood" (3-5, default corn), "burn": temple}`` (burn: the
  wood tile on top is discarded to take the corn beneath, stepping ``temple`` down).
* tikal 1 / 3: ``{"techs": [step, ...]}`` (1 step; 1 or 2 steps); a step is
  ``{"track": t, "pay": {"wood": 1, ...} or ["wood", ...], "temple": t (Agriculture bonus),
  "gain": [r, r] (Resources bonus)}``.
* tikal 2: ``{"buildings": [build]}``; tikal 4: ``{"buildings": [build, build?],
  "architecture": id (which of the two gets the Architecture effects; default the one given the
  discount, else the first)}`` or ``{"monument": id}``; a build is ``{"id": b, "discount": r
  (Architecture 3), "reward": {...}}``.
* tikal 5: ``{"pay": r, "temples": [t1, t2]}``;  uxmal 1: ``{"temple": t}``;
  uxmal 2: ``{"trades": [{"resource": r, "n": +k buy / -k sell}, ...]}``;
  uxmal 4: ``{"building": build}`` (all corn); uxmal 5: ``{"copy": {"gear", "action", "choices"}}``.
* chichen itza: ``{"resource": r (spots with a cube), "theology": {"pay": r, "temple": t}}``.

A building's ``reward`` choices: ``{"temples": [t, ...] (any temple), "techs": [step, ...] (any
technology, free), "tech_bonus": {"temple", "gain"} (a fixed free step past level 3),
"build": build | None, "trades": [...], "action": {"gear", "action", "choices"} | None}``.
"""
from __future__ import annotations

from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.actions import do_action, refill_buildings
from companion.games.tzolkin.rules.calendar import calendar_choice, end_of_round
from companion.games.tzolkin.rules.components import GEARS, TEMPLES
from companion.games.tzolkin.rules.log import move_line, sentences
from companion.games.tzolkin.rules.move_shape import check_move
from companion.games.tzolkin.rules.play_state import (
    MAX_WORKERS, R_BEG, R_CALENDAR, R_END, R_TURN, WORKER_FEE, copy_state, current_seat, illegal,
    is_int, lowest_free_spot, own_workers_on_gears, placement_cost, player_name, reading,
)
from companion.message import Msg, decode

# ============================================================================== the turn

def apply_move(state: dict, move: dict) -> dict:
    """The state after ``move`` (shapes in the module docstring); never mutates ``state``.

    The move is made by ``current_seat(state)`` (a ``"seat"`` key, if given, must match).
    When the last player of a round has moved, the end of the round runs automatically: the
    food day if one is due (feeding, Age II buildings, temple rewards), then the calendar turns
    (unless the start space holder may choose 1 or 2 days: then ``pending`` asks for a
    ``calendar`` move).  Raises InvalidMove for a bad shape and IllegalMove (``rule`` = the seed
    section heading) for a move the rules forbid.
    """
    if not isinstance(move, dict):
        raise InvalidMove(Msg("tzolkin.move.not_object"))
    check_move(move)
    if state.get("phase") != "playing":
        raise illegal(Msg("tzolkin.move.game_over"), R_END)
    seat = current_seat(state)
    if "seat" in move and move["seat"] != seat:
        other = move["seat"]
        if is_int(other) and 0 <= other < len(state["seats"]):
            raise illegal(Msg("tzolkin.turn.not_yours", current=player_name(state, seat),
                               other=player_name(state, other)), R_TURN)
        raise illegal(Msg("tzolkin.turn.not_a_seat", current=player_name(state, seat)), R_TURN)
    kind = move.get("type")
    s = copy_state(state)
    s["report"] = []
    # what this move did, for the phone that sent it and the board: "last_move"
    last = {"seat": seat, "line": None}
    s["last_move"] = last
    if s["pending"]:
        if kind != "calendar":
            raise illegal(Msg("tzolkin.calendar.choose_first", name=player_name(s, seat)), R_CALENDAR)
        calendar_choice(s, seat, move)
        last["line"] = move_line(move, state).to_json()
        return s
    if kind == "beg":
        _beg(s, seat, move)
        last["line"] = move_line(move, state).to_json()
        return s
    if kind == "place":
        _place(s, seat, move)
    elif kind == "pickup":
        pick_up(s, seat, move)
    elif kind == "calendar":
        raise illegal(Msg("tzolkin.calendar.not_now"), R_CALENDAR)
    else:
        raise InvalidMove(Msg("tzolkin.move.unknown_turn"))
    last["line"] = move_line(move, state).to_json()
    _end_turn(s, seat)
    return s


def describe_move(move: dict, state_before: dict) -> Msg:
    """The move log's line for a turn's move (``move_line``), followed by the notices of the
    end of the round it closed, if it did (``report``)."""
    line = move_line(move, state_before)
    try:
        after = apply_move(state_before, move)
    except (IllegalMove, InvalidMove, KeyError, TypeError, ValueError):
        return line
    notices = [decode(n) for n in after.get("report") or []]
    return sentences([line] + [n for n in notices if isinstance(n, Msg)])


def _end_turn(s: dict, seat: int) -> None:
    """After a place/pick-up: the start space corn, the building row refill, the next player."""
    if s["start_space"] == seat and s.get("_start_placed_now"):
        s["seats"][seat]["corn"] += s["corn_on_teeth"]
        s["corn_on_teeth"] = 0
    s.pop("_start_placed_now", None)
    refill_buildings(s)
    s["turn"]["index"] += 1
    s["turn"]["begged"] = False
    if s["turn"]["index"] >= len(s["turn"]["order"]):
        end_of_round(s)


def can_beg(state: dict, seat: int) -> bool:
    """Begging (seed 「食料不足の救済と具体的な初手」): at the start of one's turn with at most 2
    corn, and some temple above the bottom step."""
    p = state["seats"][seat]
    return (not state["turn"]["begged"] and p["corn"] <= 2
            and any(p["temples"][t] > 0 for t in TEMPLES))


def _beg(s: dict, seat: int, move: dict) -> None:
    p = s["seats"][seat]
    temple = move.get("temple")
    if temple not in TEMPLES:
        raise InvalidMove(Msg("tzolkin.beg.temple_needed"))
    if s["turn"]["begged"]:
        raise illegal(Msg("tzolkin.beg.again"), R_BEG)
    if p["corn"] > 2:
        raise illegal(Msg("tzolkin.beg.too_much_corn", corn=p["corn"]), R_BEG)
    if p["temples"][temple] <= 0:
        raise illegal(Msg("tzolkin.beg.bottom", temple=N.temple(temple)), R_BEG)
    p["temples"][temple] -= 1
    p["corn"] = 3
    s["turn"]["begged"] = True


def forced_placement(state: dict, seat: int) -> dict | None:
    """The forced single placement, if it applies (seed 「食料不足の救済と具体的な初手」): no own
    worker on the gears, no placement affordable, begging impossible.  Returns
    ``{"gears": [cheapest gears], "spot": s, "pay": all corn}`` or None."""
    p = state["seats"][seat]
    if p["workers_hand"] < 1 or own_workers_on_gears(state, seat) or can_beg(state, seat):
        return None
    if state["start_space"] is None:
        return None  # the start space costs 0: always affordable
    best: dict[str, int] = {}
    for g in GEARS:
        spot = lowest_free_spot(state, g)
        if spot is not None:
            best[g] = spot
    if not best:
        return None
    low = min(best.values())
    if low <= p["corn"]:
        return None
    return {"gears": [g for g in GEARS if best.get(g) == low], "spot": low, "pay": p["corn"]}


def _place(s: dict, seat: int, move: dict) -> None:
    """Placement (seed 「手番は置くか取り上げるか」, 「スタート枠と暦の回転」)."""
    p = s["seats"][seat]
    gears = move.get("gears", [])
    start = move.get("start", False)
    if not isinstance(gears, list) or any(g not in GEARS for g in gears):
        raise InvalidMove(Msg("tzolkin.place.bad_gears"))
    if not isinstance(start, bool):
        raise InvalidMove(Msg("tzolkin.place.bad_start"))
    count = len(gears) + (1 if start else 0)
    if count == 0:
        raise illegal(Msg("tzolkin.place.none"), R_TURN)
    if count > p["workers_hand"]:
        raise illegal(Msg("tzolkin.place.too_many", hand=p["workers_hand"], count=count), R_TURN)
    if start and s["start_space"] is not None:
        raise illegal(Msg("tzolkin.place.start_taken"), R_CALENDAR)
    cost, spots = placement_cost(s, seat, gears, start)
    if cost > p["corn"]:
        forced = forced_placement(s, seat)
        if forced and count == 1 and not start and gears[0] in forced["gears"]:
            cost = p["corn"]
        else:
            fee = WORKER_FEE[min(count, MAX_WORKERS)]
            raise illegal(Msg("tzolkin.place.cost", workers=count, fee=fee, spots=cost - fee,
                               total=cost, corn=p["corn"]), R_TURN)
    p["corn"] -= cost
    p["workers_hand"] -= count
    for g, spot in spots:
        s["gears"][g].append({"owner": seat, "spot": spot})
    if start:
        s["start_space"] = seat
        s["_start_placed_now"] = True


def pick_up(s: dict, seat: int, move: dict) -> None:
    """Pick-up (seed 「手番は置くか取り上げるか」): each worker returns to hand and may do its
    spot's action, a lower one for 1 corn a step (paid first), or any from the free-choice
    spots; in the order given."""
    entries = move.get("workers")
    if not isinstance(entries, list) or not entries:
        raise illegal(Msg("tzolkin.pickup.none"), R_TURN)
    seen = set()
    for e in entries:
        if not isinstance(e, dict) or e.get("gear") not in GEARS or not is_int(e.get("spot")):
            raise InvalidMove(Msg("tzolkin.pickup.bad_worker"))
        key = (e["gear"], e["spot"])
        if key in seen:
            raise InvalidMove(Msg("tzolkin.pickup.twice", place=N.place(*key)))
        seen.add(key)
    for e in entries:
        gear, spot = e["gear"], e["spot"]
        workers = s["gears"][gear]
        mine = [w for w in workers if w["owner"] == seat and w["spot"] == spot]
        if not mine:
            raise illegal(Msg("tzolkin.pickup.no_worker", place=N.place(gear, spot)), R_TURN)
        workers.remove(mine[0])
        s["seats"][seat]["workers_hand"] += 1
        action = e.get("action")
        if action is None:
            continue
        choices = e.get("choices") or {}
        if not isinstance(choices, dict):
            raise InvalidMove(Msg("tzolkin.pickup.bad_choices"))
        corn = action_corn_cost(s, seat, gear, spot, action)
        p = s["seats"][seat]
        if corn > p["corn"]:
            raise illegal(Msg("tzolkin.pickup.back_cost", place=N.place(gear, spot),
                               action=N.place(gear, action), cost=corn, corn=p["corn"]), R_TURN)
        p["corn"] -= corn
        do_action(s, seat, gear, action, choices)


def after_pickups(state: dict, seat: int, workers: list[dict]) -> dict | None:
    """The state after ``seat`` picked up ``workers`` ([{"gear", "spot", "action", "choices"}],
    the first part of a pick-up, in order), before its turn ends: a later worker of the same
    pick-up acts on this state (seed 「手番は置くか取り上げるか」: each worker picked up does its
    action in turn, so the wood one brings can pay the next one's technology).  None when those
    workers cannot act so."""
    s = copy_state(state)
    try:
        pick_up(s, seat, {"workers": workers})
    except (IllegalMove, InvalidMove):
        return None
    return s


def action_corn_cost(state: dict, seat: int, gear: str, spot: int, action: Any) -> int:
    """Corn paid to take ``action`` from a worker on ``spot`` (seed 「手番は置くか取り上げるか」:
    1 a step back, any action free from 6/7 and Chichen Itza 10; Theology 1
    「技術の費用と4種類の効き方」: 「現在より1つ先の仕事を無料で」, from Chichen Itza 9 the free choice
    of 10 under rules version 2, docs/rulings/tzolkin-engine.md E10).  Raises IllegalMove if
    it cannot be taken."""
    if not is_int(action):
        raise InvalidMove(Msg("tzolkin.pickup.bad_action"))
    top_action = 9 if gear == "chichen_itza" else 5
    if not 1 <= action <= top_action:
        raise illegal(Msg("tzolkin.pickup.action_range", gear=N.gear(gear), top=top_action), R_TURN)
    free_from = 10 if gear == "chichen_itza" else 6
    if spot >= free_from:
        return 0
    theology = gear == "chichen_itza" and state["seats"][seat]["technologies"]["theology"] >= 1
    if theology and spot + 1 == free_from and reading(state) >= 2:
        return 0  # one further than 9 is 10, any action free (E10; version 1: 9 - a corn)
    if action <= spot:
        return spot - action
    if theology and action == spot + 1:
        return 0
    if spot == 0:
        raise illegal(Msg("tzolkin.pickup.spot_zero", place=N.place(gear, spot)), R_TURN)
    raise illegal(Msg("tzolkin.pickup.action_too_high", place=N.place(gear, spot),
                       action=N.place(gear, action)), R_TURN)
