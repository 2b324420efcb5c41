"""Cards drawn as the real box shows them, for picking a card revealed from the real deck by
its picture (real-cards mode): the temple side (the room, stairs in the bottom row) and the
equipment side (the gem and options A and B), never the app's own card ids.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt, 1人プレイのセットアップ 6) (cards drawn
equipment side up, one turned over to its temple side) and 探索 (the top card turned over to
its temple side); the drawing is the map's (presenter.map_cells), one card wide.
"""
from __future__ import annotations

from typing import Any

from companion.i18n import render

from ..rules import names
from ..rules.components import DIRECTIONS, barrier, space_at
from ..rules.queries import card_of


def room_cells(card: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """A card's temple side as rows of spaces, stairs at the bottom (as printed):
    ``[[{"kind": "chest", "colour": "red"|"", "walls": {"N": "wall"|"door"|"open", ...},
    "edges": "NW"}, ...], ...]``; ``[]`` for a card without a room (the Super Gear)."""
    room = card.get("room")
    if not room or not room.get("grid"):
        return []
    grid = room["grid"]
    rows, cols = len(grid), len(grid[0])
    out = []
    for r in range(rows):
        line = []
        for c in range(cols):
            kind, _, colour = space_at(card, r, c, 0).partition(":")
            line.append({
                "kind": kind, "colour": colour,
                "walls": {d: barrier(card, r, c, d, 0) for d in DIRECTIONS},
                "edges": "".join(d for d, on in (("N", r == 0), ("E", c == cols - 1),
                                                ("S", r == rows - 1), ("W", c == 0)) if on),
            })
        out.append(line)
    return out


def picture(view: dict, p: dict, cid: str) -> dict[str, Any]:
    """One card as its two sides show it: ``{"id", "gem": "yellow"|"", "gem_name", "options":
    [("A", label), ("B", label)], "room": room_cells, "cols": n}`` (``id`` is only the form's
    value, never shown)."""
    card = card_of(view, p, cid)
    gem = card.get("gem") or ""
    room = room_cells(card)
    return {"id": cid, "gem": gem, "gem_name": render(names.colour(gem)) if gem else "",
            "options": [(o, render(names.option(card["options"][o])))
                        for o in sorted(card.get("options") or {})],
            "room": room, "cols": len(room[0]) if room else 0}


def pictures(view: dict, p: dict, cids: list[str]) -> dict[str, Any]:
    """The cards a revealed card is picked from, grouped for a row of gem colour filters:
    ``{"cards": [picture, ...] (by the set's gem colours, multicolour last, then as given),
    "gems": [(gem, gem_name, count), ...] (the colours among them, in that order)}``."""
    order = list(view.get("gem_colours") or []) + ["multi"]
    cards = [picture(view, p, c) for c in dict.fromkeys(cids)]
    rank = {g: i for i, g in enumerate(order)}
    cards.sort(key=lambda c: rank.get(c["gem"], len(order)))
    gems: dict[str, list] = {}
    for c in cards:
        if c["gem"]:
            gems.setdefault(c["gem"], [c["gem"], c["gem_name"], 0])[2] += 1
    return {"cards": cards, "gems": [tuple(g) for g in gems.values()]}
