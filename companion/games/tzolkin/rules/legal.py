"""Tzolk'in's legal moves: the moves a seat may make now, each one the engine accepts.

``legal_moves(state, seat)`` lists concrete moves (``Game.legal_moves``; a random player that
takes any of them plays a game to its end, the conformance suite's playout):

* choosing the starting wealth (seed 「個人の準備と少人数の中立コマ」): every pair of the seat's
  four dealt tiles, until it has chosen;
* the start space holder's calendar choice (「スタート枠と暦の回転」): one day, and two when
  allowed;
* begging (「食料不足の救済と具体的な初手」): one move per temple it may step down;
* placing (「手番は置くか取り上げるか」): a representative set, not every multiset of gears:
  one worker on each gear, two workers on any two gears (the same one twice included), the
  start space alone and with one worker on a gear; the forced placement when it applies;
* picking up: each own worker alone, without an action and with each action it may take, for
  each action at most ``CHOICES_PER_ACTION`` of its concrete choices (pickup.py's
  ``pick_candidates``, the plainest first).

Each candidate is checked with ``turn.apply_move``; only the accepted ones are listed.  Moves
carry ``"seat"``, as ``Game.parse_move`` gives them.  The table-wide end-state entry (seat
None) is a document the table types, not a choice: it is never listed.
"""
from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.pickup import pick_candidates
from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.turn import apply_move

#: Concrete choices listed per action of a worker picked up (the plainest first).
CHOICES_PER_ACTION = 3


def legal_moves(state: dict, seat: int | None) -> list[dict]:
    """The moves ``seat`` (0-based; None: the table) may make in ``state`` now, each accepted
    by the engine, in a stable order; [] when it is not the seat's turn or the game is over."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return []
    phase = state.get("phase")
    if phase == "choose_wealth":
        return _wealth_choices(state, seat)
    if phase != "playing" or current_seat(state) != seat:
        return []
    return [m for m in _candidates(state, seat) if _accepted(state, m)]


def _wealth_choices(state: dict, seat: int) -> list[dict]:
    key = str(seat)
    if key in state.get("wealth_chosen", {}) or key not in state.get("wealth_dealt", {}):
        return []
    return [{"type": "choose_wealth", "seat": seat, "tiles": [a, b]}
            for a, b in combinations(state["wealth_dealt"][key], 2)]


def _candidates(state: dict, seat: int) -> list[dict]:
    out: list[dict] = []
    for option in move_options(state, seat):
        kind = option["type"]
        if kind == "calendar":
            out += [{"type": "calendar", "seat": seat, "days": d} for d in option["days"]]
        elif kind == "beg":
            out += [{"type": "beg", "seat": seat, "temple": t} for t in option["temples"]]
        elif kind == "place":
            out += _placements(seat, option)
        elif kind == "pickup":
            out += _pickups(state, seat, option)
    return out


def _placements(seat: int, option: dict) -> list[dict]:
    spots = option["gears"]
    gears = list(spots)
    if option["forced"]:
        return [{"type": "place", "seat": seat, "gears": [g]} for g in gears]
    out = [{"type": "place", "seat": seat, "gears": [g]} for g in gears]
    if option["max_workers"] >= 2:
        out += [{"type": "place", "seat": seat, "gears": [a, b]}
                for a, b in combinations_with_replacement(gears, 2)
                if a != b or len(spots[a]) >= 2]
    if option["start_space"]:
        out.append({"type": "place", "seat": seat, "gears": [], "start": True})
        if option["max_workers"] >= 2:
            out += [{"type": "place", "seat": seat, "gears": [g], "start": True} for g in gears]
    return out


def _pickups(state: dict, seat: int, option: dict) -> list[dict]:
    out = []
    for worker in option["workers"]:
        gear, spot = worker["gear"], worker["spot"]
        entries = [{"gear": gear, "spot": spot, "action": None}]
        for action in worker["actions"]:
            pick = {"gear": gear, "spot": spot, "action": action["action"]}
            entries += pick_candidates(state, seat, pick)[:CHOICES_PER_ACTION]
        out += [{"type": "pickup", "seat": seat, "workers": [e]} for e in entries]
    return out


def _accepted(state: dict, move: dict) -> bool:
    try:
        apply_move(state, move)
    except (IllegalMove, InvalidMove):
        return False
    return True
