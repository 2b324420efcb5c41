"""Bravest drawn for a screen: a tile (its roads from edge midpoints to their junctions, dead
ends, a lava piece's open sides, what is on it), an island with the camps' start routes and each
hero's best route, as data for the inline SVG of templates/games/bravest/macros.html.

Drawings use an SVG unit system where a cell is ``CELL`` units wide and the island has a
``MARGIN`` around it for the camps' start routes.  Words are said in the page language.
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.cli import separator
from companion.games.bravest.rules.components import STEP, island_cells
from companion.games.bravest.rules.names import (
    cell_msg, hero_msg, kind_msg, looks_msg, roads_msg, what_msg,
)
from companion.games.bravest.rules.island import Island, placed_tile
from companion.i18n import render
from companion.message import Msg

CELL = 100
MARGIN = 34
#: Where each edge midpoint lies in a cell drawing (0..CELL).
EDGE_XY = {"N": (50, 0), "E": (100, 50), "S": (50, 100), "W": (0, 50)}
HERO_OFFSET = {"agile": -5, "invincible": 5}
#: How far a camp's dot stands out of the island (of MARGIN): its radius (6), a route's end
#: (7) and the widest offset (5) stay inside the picture.
CAMP_OUT = 20
#: Where the row and column numbers stand in the margin (from the picture's edge; the text's
#: centre): nearer the edge than the camps' dots (``MARGIN - CAMP_OUT``), off the middles.
AXIS_AT = 11


def tile_label(tile: dict[str, Any] | None) -> str:
    """A tile's content in words, in the page language ("ghost", "special tile: +2", "a piece
    of a lava circle, going on to the south")."""
    return render(what_msg((tile or {}).get("content")))


def tile_words(tile: dict[str, Any] | None) -> str:
    """A tile as it looks, in the page language ("ghost, a road joining north and south"):
    what tells it from the other tiles where no picture does (``names.looks_msg``)."""
    return render(looks_msg(tile))


def roads_text(paths: list[list[str]]) -> str:
    """A tile's roads in words, in the page language ("a road joining north and south")."""
    return separator().join(render(m) for m in roads_msg(paths))


def tile_drawing(placed: dict[str, Any] | None) -> dict[str, Any] | None:
    """What to draw in one cell (0..CELL units): ``lines`` [(x1, y1, x2, y2)] from each road's
    edge midpoint to its junction, ``ends`` [(x, y)] dead ends, ``lava`` [(x, y)] a lava
    piece's open edges, ``kind``, ``short`` (a one-word label), ``note`` (a special tile's
    effect in a few signs: "1/wizard", 「魔法使い1」; "" otherwise; ``note_lines`` it as drawn),
    ``label``, ``tile``, ``face_down``.  None for an empty cell."""
    if placed is None:
        return None
    lines, ends, bridges = [], [], []
    through_centre = 0
    for net in placed["paths"]:
        x, y = junction(net, alone=len(placed["paths"]) == 1)
        drawn = [(*EDGE_XY[e], x, y) for e in net]
        if (x, y) == (50, 50):
            through_centre += 1
        # a second road through the middle passes over the first: a bridge, not a crossing
        (bridges if (x, y) == (50, 50) and through_centre > 1 else lines).extend(drawn)
        if len(net) == 1:
            ends.append((x, y))
    content = placed.get("content")
    kind = content["kind"] if content else None
    short, note = "", ""
    if kind == "special":
        short = "★"
        note = render(Msg(f"bravest.effect_short.{content['effect']}"))
    elif kind:
        short = render(kind_msg(kind))
    lava = [EDGE_XY[e] for e in (content or {}).get("open", [])] if kind == "lava" else []
    return {"lines": lines, "bridges": bridges, "ends": ends, "lava": lava,
            "kind": kind or "none", "short": short, "note": note,
            "note_lines": _note_lines(note),
            "long": len(short) > 6,
            "label": tile_label(placed), "tile": placed.get("tile"),
            "face_down": placed.get("face_down", False)}


#: The widest a note may be drawn on a tile (of 100) before its letters are pressed together.
NOTE_WIDTH = 92


def _note_lines(note: str) -> list[tuple[str, int | None]]:
    """A special tile's note as the lines drawn on the tile: the page language's note may
    break its line ("\\n") to write an effect out (「インビンシブル+5」, then its condition)
    instead of abbreviating it; each line with the length to press it to when it would
    overrun the tile (None: as it is).  A full-width letter is taken as one em, another as
    0.6; a one-line note is 13 wide per em, a line of two 11."""
    lines = [line for line in note.split("\n") if line]
    size = 13 if len(lines) < 2 else 11
    out = []
    for line in lines:
        ems = sum(1 if ord(ch) > 0x2E7F else 0.6 for ch in line)
        out.append((line, NOTE_WIDTH if ems * size > NOTE_WIDTH else None))
    return out


def junction(net: list[str], alone: bool) -> tuple[int, int]:
    """Where one road's edges meet in the cell.  A tile's only road meets in the middle; of
    several roads on one tile (seed 004: roads that do not join are separate), each meets at
    the middle of its own edges — a bend near its corner, a dead end near its edge, a straight
    road across the middle — so that separate roads never look joined."""
    if alone or (len(net) == 2 and set(net) in ({"N", "S"}, {"E", "W"})):
        return 50, 50
    if len(net) == 1:
        ex, ey = EDGE_XY[net[0]]
        return (ex + 50) // 2, (ey + 50) // 2
    return (sum(EDGE_XY[e][0] for e in net) // len(net),
            sum(EDGE_XY[e][1] for e in net) // len(net))


#: Where each edge midpoint lies in a cell of side 1, as (x, y) from its top-left corner.
EDGE_POINT = {"N": (0.5, 0.0), "E": (1.0, 0.5), "S": (0.5, 1.0), "W": (0.0, 0.5)}


def course_polyline(course: dict[str, Any]) -> list[list[float]]:
    """The course as points to draw, in cell units (x to the right, y down, the island's top-left
    corner at (0, 0)): for each pass the entry edge midpoint, the tile centre, then the exit
    edge midpoint (none when it stops inside the tile).  [] when the hero does not move."""
    points: list[list[float]] = []
    for step in course["steps"]:
        r, c = step["cell"]
        for p in (EDGE_POINT[step["enter"]], (0.5, 0.5)) + (
                (EDGE_POINT[step["exit"]],) if step["exit"] else ()):
            pt = [c + p[0], r + p[1]]
            if not points or points[-1] != pt:
                points.append(pt)
    return points


def catalogue_drawing(tile: dict[str, Any], rotation: int = 0) -> dict[str, Any]:
    """A catalogue tile drawn as it would lie turned ``rotation`` quarter turns."""
    return tile_drawing(placed_tile(tile, rotation, False))  # type: ignore[return-value]


def island_picture(island: Island, result: dict[str, Any] | None = None) -> dict[str, Any]:
    """An island as SVG data: ``width``, ``height``, ``cells`` [{r, c, x, y, tile: drawing}],
    ``camps`` [{hero, x1, y1, x2, y2, tx, ty}] (the start route, outside the island),
    ``routes`` [{hero, points: "x,y x,y ..."}] when a ``score_island`` result is given,
    ``specials`` [{cell (as a player counts it), label}]: the special tiles on it, their
    effects in words (a tile shows only a few signs); ``rows`` [{n, x, y}] and ``cols``
    [{n, x, y}]: the numbers of the rows (left margin) and columns (top margin), from 1 as the
    sentences count them (``names.cell_msg``: 「1行目・3列目」), drawn a quarter of a cell
    from the row's top and the column's left, clear of the camps at the edges' middles."""
    geo = island.geometry
    cells = [{"r": r, "c": c, "x": MARGIN + c * CELL, "y": MARGIN + r * CELL,
              "tile": tile_drawing(island.tiles.get((r, c)))} for r, c in island_cells(geo)]
    camps = []
    for hero in ("agile", "invincible"):
        camp = geo["camps"][hero]
        (r, c), e = camp["cell"], camp["edge"]
        ex, ey = EDGE_XY[e]
        x2, y2 = MARGIN + c * CELL + ex, MARGIN + r * CELL + ey
        dr, dc = STEP[e]
        # the camp stands out of the island by less than the margin, so that its dot, the
        # route's start beside it (a hero's offset) and their round ends are all drawn inside
        # the picture (trial 3: at the right edge of a phone both were cut off)
        x1, y1 = x2 + dc * CAMP_OUT, y2 + dr * CAMP_OUT
        camps.append({"hero": hero, "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                      "label": render(hero_msg(hero))})
    routes = []
    if result is not None:
        for hero in ("agile", "invincible"):
            course = result[hero]
            pts = course_polyline(course)
            if not pts:
                continue
            off = HERO_OFFSET[hero]
            xy = [(MARGIN + x * CELL + off, MARGIN + y * CELL + off) for x, y in pts]
            camp = next(k for k in camps if k["hero"] == hero)
            xy.insert(0, (camp["x1"] + off, camp["y1"] + off))
            routes.append({"hero": hero,
                           "points": " ".join(f"{x:g},{y:g}" for x, y in xy),
                           "end": xy[-1]})
    specials = [{"cell": render(cell_msg((cell["r"], cell["c"]))), "label": cell["tile"]["label"]}
                for cell in cells if cell["tile"] and cell["tile"]["kind"] == "special"]
    axis_rows = [{"n": r + 1, "x": AXIS_AT, "y": MARGIN + r * CELL + CELL // 4}
                 for r in range(geo["rows"])]
    axis_cols = [{"n": c + 1, "x": MARGIN + c * CELL + CELL // 4, "y": AXIS_AT}
                 for c in range(geo["cols"])]
    return {"width": geo["cols"] * CELL + 2 * MARGIN, "height": geo["rows"] * CELL + 2 * MARGIN,
            "cells": cells, "camps": camps, "routes": routes, "specials": specials,
            "rows": axis_rows, "cols": axis_cols}
