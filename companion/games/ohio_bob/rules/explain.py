"""Why a choice is not offered: the reasons the pages show next to what the engine refuses now.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("移動", "鍵", "探索", "スペシャルカード",
"階段").  Nothing here decides a rule: each reason is the refusal ``moves.apply_move`` itself
gives (or ``queries.climb_blocker``), so the page and the engine never disagree.
"""
from __future__ import annotations

from companion.engine import IllegalMove, State
from companion.message import Msg

from .components import DIRECTIONS
from .entering import can_enter, known_in_deck
from .moves import apply_move
from .queries import climb_blocker, level_info, on_stairs, table_dirs
from .steps import NeedCard

#: The effects whose answer is a direction (the rope's second step too).
DIRECTED = ("move", "sledgehammer", "rope", "map")


def refused_directions(state: State, seat: int) -> list[tuple[str, Msg]]:
    """The directions printed on the awaited effect (or the rope's second step) that the rules
    refuse now, each with the refusal: ``[("S", Msg("ohio_bob.move.door_no_key")), ...]`` in the
    order N, E, S, W (the table's directions: the card's arrows read from the player's seat,
    queries.table_dirs).  A direction the card does not print is not listed (the card shows its
    arrows); a direction that only needs the card drawn (real cards) is not refused, unless no
    card of the set still in the deck can be that card (``_no_card_fits`` says why: the page
    would otherwise hide the direction without a word).  Empty when the player is not
    answering such an effect."""
    p = state["players"][seat]
    aw = p["await"]
    if aw["kind"] == "rope":
        dirs = table_dirs(state, p, aw.get("dirs", ""))
    elif aw["kind"] == "effect" and aw["effect"].get("type") in DIRECTED:
        dirs = table_dirs(state, p, aw["effect"].get("dirs") or DIRECTIONS)
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
            why = _no_card_fits(state, p, move)
            if why is not None:
                out.append((d, why))
        except IllegalMove as exc:
            out.append((d, exc.message))
    return out


def _no_card_fits(state: State, p: dict, move: dict) -> Msg | None:
    """Why a move that reveals a card (real cards: "探索", a chest, the temple map) is not
    offered with any card, or None when a card of the set still in the deck fits (the page
    offers the move with it).  With places of the deck not entered yet, the card revealed can
    only be one of them: ``ohio_bob.draw.enter_first`` (draw it, enter it, then it is
    offered); else the refusal of the first card tried, or ``ohio_bob.draw.no_card``."""
    refusal = None
    for cid in known_in_deck(state, p):
        try:
            apply_move(state, dict(move, card=cid))
            return None
        except IllegalMove as exc:
            refusal = refusal or exc.message
    if can_enter(state, p):
        return Msg("ohio_bob.draw.enter_first")
    return refusal or Msg("ohio_bob.draw.no_card")


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
