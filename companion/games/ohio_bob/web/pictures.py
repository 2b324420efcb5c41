"""Cards drawn as the real box shows them, for picking a card revealed from the real deck by
its picture (real-cards mode): the temple side (the room, stairs in the bottom row) and the
equipment side (the gem and options A and B), never the app's own card ids.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt, 1人プレイのセットアップ 6) (cards drawn
equipment side up, one turned over to its temple side) and 探索 (the top card turned over to
its temple side); the drawing is the map's (presenter.map_cells), one card wide.

Also the small drawing of a temple card's room on the set's page of the editor (``mini_room``,
templates/games/ohio_bob/_set_pictures.html): the same room as an inline SVG, a person checking
the box at a glance, 34 of them on a phone's page.
"""
from __future__ import annotations

from typing import Any

from companion.i18n import render

from ..rules import names
from ..rules.components import DIRECTIONS, barrier, space_at
from ..rules.queries import card_of
from .card_entry import edge_name

#: A space of the small drawing in SVG units (a room of 3 × 4 spaces is 40 × 30), and its
#: size on the page in pixels.
MINI_UNIT, MINI_PX = 10, 13
#: The chest symbol's colour by the gem of a coloured chest (those of static/css/ohio_bob.css).
CHEST_COLOURS = {"yellow": "#c9a227", "red": "#c8322c", "blue": "#2c5fc8",
                 "purple": "#7d3cb0", "green": "#3d9a3d"}


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


def mini_room(card: dict[str, Any]) -> dict[str, Any] | None:
    """A temple card's room as the small drawing of the set's page draws it, in SVG units
    (``MINI_UNIT`` a space, the origin at the room's top left corner): ``{"width", "height"}``
    (pixels on the page), ``"w"``, ``"h"`` (the room in units), ``"grid"`` (the path of the
    lines between the spaces), ``"spaces"`` (the special spaces and the stairs, ``{"at":
    "R-C", "kind", "x", "y", "colour"}``: the top left corner of the space, a coloured chest's
    colour or ""), ``"walls"`` and ``"doors"`` (``{"name", "x1", "y1", "x2", "y2"}``, named as
    the entry form names the edge, ``card_entry.edge_name``: "h1-2", "v3-0"), ``"unit"``
    (``MINI_UNIT``); None for a card without a room (the Super Gear)."""
    room = room_cells(card)
    if not room:
        return None
    rows, cols, u = len(room), len(room[0]), MINI_UNIT
    ends = {"N": (0, 0, u, 0), "S": (0, u, u, u), "W": (0, 0, 0, u), "E": (u, 0, u, u)}
    spaces, edges = [], {}
    for r, line in enumerate(room):
        for c, space in enumerate(line):
            if space["kind"] != "empty":
                spaces.append({"at": f"{r + 1}-{c + 1}", "kind": space["kind"], "x": c * u,
                               "y": r * u, "colour": CHEST_COLOURS.get(space["colour"], "")})
            for side, state in space["walls"].items():
                if state != "open":
                    x1, y1, x2, y2 = ends[side]
                    name = edge_name({"row": r, "col": c, "side": side}, rows, cols)
                    edges[name] = {"name": name, "state": state, "x1": c * u + x1,
                                   "y1": r * u + y1, "x2": c * u + x2, "y2": r * u + y2}
    grid = "".join(f"M0 {r * u}H{cols * u}" for r in range(1, rows)) + \
        "".join(f"M{c * u} 0V{rows * u}" for c in range(1, cols))
    drawn = sorted(edges.values(), key=lambda e: e["name"])
    return {"width": (cols * u + 2) * MINI_PX // u, "height": (rows * u + 2) * MINI_PX // u,
            "w": cols * u, "h": rows * u, "unit": u, "grid": grid, "spaces": spaces,
            "walls": [e for e in drawn if e["state"] == "wall"],
            "doors": [e for e in drawn if e["state"] == "door"]}
