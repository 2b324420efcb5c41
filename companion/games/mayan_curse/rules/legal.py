"""Mayan Curse's legal moves: what a seat (or the host screen, for the table-wide entries) may
enter now, each a move ``apply`` accepts, so that always taking one of them at random plays a
game to its end.  Rules as in play.py (seed 000); the steps of a longer turn are
turn_steps.py's.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from companion.engine import IllegalMove
from companion.games.mayan_curse.rules import play, turn_steps
from companion.games.mayan_curse.rules.boulders import work_copy
from companion.games.mayan_curse.rules.components import STELA_RANGES
from companion.games.mayan_curse.rules.draw import pouch_mode, stone_kinds
from companion.games.mayan_curse.rules.moves import HAND


def legal_moves(state: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """The moves ``seat`` may enter now, as normalized moves (``moves.parse_move``'s shapes),
    each accepted by ``apply``:

    * ``seat`` None (the host screen): ``clear_draws`` while a draw does not add up.
    * each value its owner may enter for each stela taken whose value is not entered yet
      (「石碑の発見」: any value of the colour's range; a value entered may be entered again
      until the end, left out here as it changes nothing another move depends on);
    * in the draw, for a seat still inside without stones: where the app is the pouch, the
      draw (the engine draws); where the table draws, every three stones still in the pouch
      once the other seats' stones are out of it (a representative set: a seat may enter any
      of the box's stones, and enter them again while the draw lasts);
    * on the seat's turn: the pass, and every turn of one line or one free step the turn
      builder offers that may end there (turn_steps.options gives every step of a longer
      turn, slides and backpack items included).
    """
    if seat is None:
        if not state["over"] and state["phase"] == "draw" and state.get("draw_conflict"):
            return [{"type": "clear_draws", "seat": None}]
        return []
    out: list[dict[str, Any]] = []
    for e in state["adventurers"][seat]["stelae"]:
        if e["value"] is None:
            lo, hi = STELA_RANGES[e["colour"]]
            out += [{"type": "stela_value", "seat": seat, "stela": e["id"], "value": v}
                    for v in range(lo, hi + 1)]
    if state["over"]:
        return out
    if (state["phase"] == "draw" and seat in play.active_seats(state)
            and state["hands"][seat] is None):
        if pouch_mode(state) == "app":
            out.append({"type": "draw", "seat": seat})
        else:
            out += [{"type": "draw", "seat": seat, "stones": list(stones)}
                    for stones in _draws_left(state)]
    if state["phase"] == "turns" and state["turn"] == seat:
        empty = {"type": "turn", "seat": seat, "backpack": None, "slides": [], "moves": []}
        out.append(empty)
        opts = turn_steps.options(state, seat, empty, slides=False)
        for step in turn_steps.steps_offered(opts):
            if step["kind"] in ("line", "free"):
                turn = turn_steps.add_step(empty, step)
                if _may_end(state, seat, turn):
                    out.append(turn)
    return out


def _draws_left(state: dict[str, Any]) -> list[tuple[str, ...]]:
    """Every three stones (labels in the set's order) still in the pouch once the stones the
    seats entered are out of it."""
    left = Counter(dict(stone_kinds(state)))
    for hand in state["hands"]:
        left.subtract(hand or ())
    kinds = [label for label, n in stone_kinds(state) if left[label] > 0]
    return [combo for combo in combinations_with_replacement(kinds, HAND)
            if all(n <= left[label] for label, n in Counter(combo).items())]


def _may_end(state: dict[str, Any], seat: int, turn: dict[str, Any]) -> bool:
    """Whether ``turn`` is played and may end where it stands (play.end_problem)."""
    try:
        run = play.run_turn(work_copy(state), seat, turn)
    except IllegalMove:
        return False
    return play.end_problem(run, turn) is None
