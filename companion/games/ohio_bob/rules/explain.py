"""Why a choice is not offered: the reasons the pages show next to what the engine refuses now.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("移動", "鍵", "探索", "スペシャルカード",
"階段").  Nothing here decides a rule: each reason is the refusal ``moves.apply_move`` itself
gives (or ``queries.climb_blocker``), so the page and the engine never disagree.
"""
from __future__ import annotations

from companion.engine import IllegalMove, State
from companion.message import Msg

from .components import DIRECTIONS
from .moves import apply_move
from .queries import climb_blocker, level_info, on_stairs
from .steps import NeedCard

#: The effects whose answer is a direction (the rope's second step too).
DIRECTED = ("move", "sledgehammer", "rope", "map")


def refused_directions(state: State, seat: int) -> list[tuple[str, Msg]]:
    """The directions printed on the awaited effect (or the rope's second step) that the rules
    refuse now, each with the refusal: ``[("S", Msg("ohio_bob.move.door")), ...]`` in the
    order N, E, S, W.  A direction the card does not print is not listed (the card shows its
    arrows); a direction that only needs the card drawn (real cards) is not refused.  Empty
    when the player is not answering such an effect."""
    p = state["players"][seat]
    aw = p["await"]
    if aw["kind"] == "rope":
        dirs = aw.get("dirs", "")
    elif aw["kind"] == "effect" and aw["effect"].get("type") in DIRECTED:
        dirs = aw["effect"].get("dirs") or DIRECTIONS
    else:
        return []
    out = []
    for d in DIRECTIONS:
        if d not in dirs:
            continue
        move = {"type": "effect", "dir": d}
        if len(state["players"]) > 1:
            move["seat"] = seat
        try:
            apply_move(state, move)
        except NeedCard:
            continue
        except IllegalMove as exc:
            out.append((d, exc.message))
    return out


def climb_hint(state: State, seat: int) -> Msg | None:
    """What the page says about climbing when the player cannot climb now but would look for
    it: the pawn on stairs (a room's bottom-row stairs, or before the level is explored), or
    every room of the level placed (where to go).  None otherwise, or when climbing is
    possible (``queries.climb_blocker``)."""
    p = state["players"][seat]
    if state.get("status") != "playing" or p["await"]["kind"] not in ("turn", "effect", "rope"):
        return None
    placed_all = len(p["rooms"]) >= level_info(p)["rooms"]
    if not (on_stairs(state, p) or placed_all):
        return None
    return climb_blocker(state, p)
