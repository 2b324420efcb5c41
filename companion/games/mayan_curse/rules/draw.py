"""Mayan Curse's pouch: the stones by kind, who draws them, and the chance of the app's pouch.

Seed 「ステップ1:ドロー」: each adventurer draws three stones from the pouch at the start of the
round and keeps them.  At a table whose app is the pouch (``pouch_mode`` "app") the engine
draws them: the chance outcomes of a seat's draw come from the table's draw seed (recorded in
the setup snapshot, ``state["draw_seed"]``, and hidden from every seat by the view), the round
and the seat.  So a draw taken back (the host's undo) and drawn again is the same three
stones from the same pouch, and reloading or undoing cannot fish for others
(docs/rulings/mayan_curse.md T11).
"""
from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any

from companion.games.mayan_curse.rules.components import stone_label
from companion.games.mayan_curse.rules.moves import DRAW_LIMIT, HAND


def pouch_mode(state: dict[str, Any]) -> str:
    """``"app"`` when the app draws the stones, ``"table"`` when each phone enters the real
    stones it drew (tables set up before the option existed)."""
    return state.get("pouch_mode", "table")


def stone_kinds(state: dict[str, Any]) -> list[tuple[str, int]]:
    """The set's stones by kind, in the set's order: [(label, how many the box holds)]."""
    counts = Counter(stone_label(s) for s in state["components"]["stones"])
    out: list[tuple[str, int]] = []
    for stone in state["components"]["stones"]:
        label = stone_label(stone)
        if label not in dict(out):
            out.append((label, counts[label]))
    return out


def draw_seed(state: dict[str, Any]) -> str:
    """The table's draw seed: ``state["draw_seed"]`` (setup.py records it at a table whose app
    is the pouch).  A table set up before the engine drew its stones has none; its seed is
    then worked out from what its setup laid out and never changes during play (the slabs'
    order, the boulder faces, the players), a reading recorded in docs/rulings/mayan_curse.md
    T11."""
    if state.get("draw_seed") is not None:
        return str(state["draw_seed"])
    layout = {"slabs": [r.get("slab") for r in state["rows"]],
              "faces": [b["face"] for b in state["boulders"]],
              "players": [p.get("name") for p in state["players"]]}
    return hashlib.sha256(json.dumps(layout, sort_keys=True).encode("utf-8")).hexdigest()


def draw_outcomes(state: dict[str, Any], seat: int) -> list[int]:
    """The three chance outcomes (whole numbers in [0, ``DRAW_LIMIT``)) of ``seat``'s draw in
    the current round: SHA-256 of the draw seed, the round and the seat, read as three 4-byte
    numbers.  The same table, round and seat always give the same outcomes."""
    message = f"mayan_curse/draw/{draw_seed(state)}/{state['round']}/{seat}".encode("utf-8")
    digest = hashlib.sha256(message).digest()
    return [int.from_bytes(digest[4 * k:4 * k + 4], "big") % DRAW_LIMIT for k in range(HAND)]


def drawn_stones(state: dict[str, Any], outcomes: list[int]) -> list[str]:
    """The stones three chance outcomes pick from the pouch as it is now: the pouch in the
    set's order, each outcome taking the stone at its place (modulo the stones left)."""
    order = [label for label, _n in stone_kinds(state)]
    pool = sorted(state["pouch"], key=lambda label: (order.index(label)
                                                     if label in order else len(order), label))
    return [pool.pop(n % len(pool)) for n in outcomes]
