"""Every move the Ohio Bob rules allow now (``legal_moves``): candidate moves for what the
player's ``await`` asks, each kept if ``moves.apply_move`` accepts it.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt (see moves.py).  In table mode (real
cards) a move that reveals a card (a new room, a chest, the torch's top card, the temple map)
is listed once per card still in the deck that the set knows; a card not entered yet is not
listed (entering.py: the player enters it first, then reveals it).
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from companion.engine import IllegalMove, Move, State

from .components import DIRECTIONS, SUPER_GEAR
from .entering import can_enter, known_in_deck, next_place, unknown_in_deck
from .explain import climb_hint, refused_directions
from .moves import apply_move
from .queries import card_of
from .steps import NeedCard, tracks_top


def legal_moves(state: State, seat: int = 0,
                needing: list[Move] | None = None) -> list[Move]:
    """Every move the rules allow now for ``seat`` (each one accepted by ``apply_move``).  In
    table mode, moves that draw a card are listed once per card still in the deck that the set
    knows; ``needing`` (a list, when given) also receives each move that reveals a card,
    without its card (the page offers to enter a card not in the set yet).  ``enter_card``
    (its payload is a whole card) is not listed: entering.py says when it is allowed."""
    if state.get("status") != "playing" or not 0 <= seat < len(state["players"]):
        return []
    p = state["players"][seat]
    aw = p["await"]
    cands: list[Move] = []
    if aw["kind"] == "first_room":
        opts = aw["options"] if aw["options"] is not None else known_in_deck(state, p)
        for a in opts:
            if state["mode"] == "table" and aw["to_hand"]:
                cands += [{"type": "first_room", "room": a, "hand": b} for b in opts if b != a]
            elif tracks_top(state) and len(p["deck"]) > 1:   # the other card stays on top
                cands += [{"type": "first_room", "room": a, "top": b} for b in opts if b != a]
            else:
                cands.append({"type": "first_room", "room": a})
    elif aw["kind"] == "turn":
        for cid in dict.fromkeys(p["hand"]):
            for opt in sorted(card_of(state, p, cid)["options"]):
                cands.append({"type": "play", "card": cid, "option": opt})
        cands.append({"type": "rest"})
        cands.append({"type": "climb"})
    elif aw["kind"] in ("effect", "rope"):
        cands += [{"type": "skip"}, {"type": "done"}, {"type": "climb"}]
        eff = aw.get("effect", {})
        if aw["kind"] == "rope" or eff.get("type") in ("move", "sledgehammer", "rope", "map"):
            cands += [{"type": "effect", "dir": d} for d in DIRECTIONS]
        elif eff.get("type") == "torch":
            cands += [{"type": "effect", "option": o} for o in ("A", "B")]
        else:
            cands.append({"type": "effect"})
    elif aw["kind"] == "teleport":
        cands += [{"type": "teleport", "to": list(t)} for t in aw["options"]]
    elif aw["kind"] == "discard":
        for combo in sorted(set(combinations(sorted(p["hand"]), aw["count"]))):
            cands.append({"type": "discard", "cards": list(combo)})
    q = state["players"][1 - seat] if len(state["players"]) == 2 else None
    if (aw["kind"] in ("turn", "wait_rest") and q is not None and not state["traded"]
            and q["pawn"] is not None and p["pawn"] is not None
            and abs(q["pawn"][0] - p["pawn"][0]) + abs(q["pawn"][1] - p["pawn"][1]) == 1):
        for give in sorted(set(p["hand"] + p["stack"]) - {SUPER_GEAR}):
            for take in sorted(set(q["hand"] + q["stack"]) - {SUPER_GEAR}):
                cands.append({"type": "trade", "give": give, "take": take})
    if aw["kind"] in ("turn", "effect", "rope") and len(state["players"]) == 2:
        cands.append({"type": "climb", "gift": True})
    out = []
    for m in cands:
        m = dict(m, seat=seat) if len(state["players"]) > 1 else m
        try:
            apply_move(state, m)
            out.append(m)
        except NeedCard:
            if needing is not None:
                needing.append(m)
            for cid in known_in_deck(state, p):
                m2 = dict(m, card=cid)
                try:
                    apply_move(state, m2)
                    out.append(m2)
                except IllegalMove:
                    pass
        except IllegalMove:
            pass
    return out


def seat_now(state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` may do now, as its view gives it to its page (``OhioBobGame.view``): the
    moves and the reasons the page shows, worked out from what the seat may not see (the
    deck's order, which places of the deck are not entered yet) without showing it.

    ``{"moves": legal_moves(state, seat), "revealing": the moves that reveal a card, without
    it (``legal_moves``' ``needing``), "refused": [[direction, refusal]] (explain.
    refused_directions), "climb_why": why climbing is not possible here, or None (explain.
    climb_hint), "can_enter": whether a card new to the set may be entered now (entering.
    can_enter), "unknown": how many places of the deck are not entered yet, "place": [id, set,
    n] the place the next card entered takes, or None}``; messages in their stored form
    (``Msg.to_json()``)."""
    p = state["players"][seat]
    needing: list[Move] = []
    moves = legal_moves(state, seat, needing)
    why = climb_hint(state, seat)
    place = next_place(state, p)
    return {"moves": moves, "revealing": needing,
            "refused": [[d, msg.to_json()] for d, msg in refused_directions(state, seat)],
            "climb_why": why.to_json() if why is not None else None,
            "can_enter": can_enter(state, p), "unknown": len(unknown_in_deck(state, p)),
            "place": list(place) if place is not None else None}
