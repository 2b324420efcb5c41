"""One side of a Bravest island board entered by tapping: its cells on a canvas of 8 × 8
squares, and the two camps (where each hero's start route comes into the island).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, セットアップ 1)–3) (each island board has a
light and a dark side; "アジャイルは島の左下、インビンシブルは右上").  The shape of the real
boards is not public: the table taps its own.

What the page sends (the shared editor's entry form; a tap is a button named ``redraw``, so
that the page is drawn again without storing anything — with a script the tap is sent in the
background and only the form is redrawn):

* ``cells``: the canvas, 8 rows of 8 marks ("#" a cell of the island, "." none), row by row;
* ``agile``, ``invincible``: a camp chosen by tapping, "row,col,edge" on the canvas (from 0),
  or "" — then the camp is where the rules put it: the Agile at the bottom left (the leftmost
  cell of the lowest row, coming in from the west), the Invincible at the top right (the
  rightmost cell of the top row, from the east);
* ``tool``: what a tap on a square does: "cell" (add or take away a cell), "agile" or
  "invincible" (put that hero's camp on the tapped cell; tapping it again turns the start
  route to the next side of the cell that faces out of the island);
* ``redraw``: "r,c" a tapped square, or "fill" with ``fill_rows`` and ``fill_cols``: start
  again from a full rectangle of that size.
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.games.bravest.rules.components import EDGES, HEROES, MAX_SIDE, STEP
from companion.games.bravest.rules.names import hero_msg
from companion.inputs import number
from companion.message import Msg

CANVAS = MAX_SIDE
TOOLS = ("cell", "agile", "invincible")
#: The sides a camp's start route is tried on, in turn: the Agile's camp is at the bottom
#: left, the Invincible's at the top right (セットアップ 3).
CAMP_ORDER = {"agile": ("W", "S", "N", "E"), "invincible": ("E", "N", "S", "W")}


def _empty() -> list[list[bool]]:
    return [[False] * CANVAS for _ in range(CANVAS)]


def values_of(geo: dict[str, Any] | None) -> dict[str, Any]:
    """The editor's values for a (checked) side geometry, drawn from the canvas's top left."""
    grid = _empty()
    camps = {"agile": "", "invincible": ""}
    if geo:
        for r in range(geo["rows"]):
            for c in range(geo["cols"]):
                grid[r][c] = geo["cells"][r][c] == "#"
        camps = {h: "{},{},{}".format(*geo["camps"][h]["cell"], geo["camps"][h]["edge"])
                 for h in HEROES}
    return {"grid": grid, "camps": camps, "tool": "cell", "note": None}


def values_from(form: Mapping[str, Any]) -> dict[str, Any]:
    """The values a form sent, with its tap (if any) applied."""
    raw = str(form.get("cells") or "")[:CANVAS * CANVAS]
    grid = _empty()
    for i, mark in enumerate(raw):
        grid[i // CANVAS][i % CANVAS] = mark == "#"
    tool = str(form.get("tool") or "cell")
    values = {"grid": grid, "tool": tool if tool in TOOLS else "cell", "note": None,
              "camps": {h: _camp_text(form.get(h)) for h in HEROES}}
    tap = str(form.get("redraw") or "")
    if tap == "fill":
        rows = number(str(form.get("fill_rows") or ""), most=CANVAS) or 0
        cols = number(str(form.get("fill_cols") or ""), most=CANVAS) or 0
        values["grid"] = [[r < rows and c < cols for c in range(CANVAS)] for r in range(CANVAS)]
        values["camps"] = {h: "" for h in HEROES}
    elif tap:
        square = _square(tap)
        if square is not None:
            _tap(values, *square)
    _keep_camps(values)
    return values


def _square(text: str) -> tuple[int, int] | None:
    parts = text.split(",")
    if len(parts) != 2:
        return None
    r, c = number(parts[0], most=CANVAS - 1), number(parts[1], most=CANVAS - 1)
    return None if r is None or c is None else (r, c)


def _camp_text(raw: Any) -> str:
    """A camp as sent ("r,c,E"), or "" when it is not one."""
    parts = str(raw or "").split(",")
    if len(parts) == 3 and _square(",".join(parts[:2])) is not None and parts[2] in EDGES:
        return ",".join(parts)
    return ""


def _camp(text: str) -> tuple[int, int, str] | None:
    if not text:
        return None
    r, c, e = text.split(",")
    return int(r), int(c), e


def _outward(grid: list[list[bool]], r: int, c: int, edge: str) -> bool:
    dr, dc = STEP[edge]
    rr, cc = r + dr, c + dc
    return not (0 <= rr < CANVAS and 0 <= cc < CANVAS and grid[rr][cc])


def _tap(values: dict[str, Any], r: int, c: int) -> None:
    grid, tool = values["grid"], values["tool"]
    if tool == "cell":
        grid[r][c] = not grid[r][c]
        return
    if not grid[r][c]:
        values["note"] = Msg("bravest.editor.camp_on_cell", hero=hero_msg(tool))
        return
    order = CAMP_ORDER[tool]
    here = _camp(values["camps"][tool]) or camp_of(values, tool)
    start = order.index(here[2]) + 1 if here and here[:2] == (r, c) else 0
    for k in range(4):
        edge = order[(start + k) % 4]
        if _outward(grid, r, c, edge):
            values["camps"][tool] = f"{r},{c},{edge}"
            return
    values["note"] = Msg("bravest.editor.camp_enclosed", hero=hero_msg(tool))


def _keep_camps(values: dict[str, Any]) -> None:
    """A camp chosen on a cell taken away again, or whose side now faces a cell, is put back
    where the rules put it."""
    for hero in HEROES:
        camp = _camp(values["camps"][hero])
        if camp and not (values["grid"][camp[0]][camp[1]]
                         and _outward(values["grid"], *camp)):
            values["camps"][hero] = ""


def camp_of(values: dict[str, Any], hero: str) -> tuple[int, int, str] | None:
    """Where a hero's camp is: as tapped, else the bottom left (Agile, from the west) or the
    top right (Invincible, from the east) of the island; None without cells."""
    chosen = _camp(values["camps"][hero])
    if chosen:
        return chosen
    cells = [(r, c) for r in range(CANVAS) for c in range(CANVAS) if values["grid"][r][c]]
    if not cells:
        return None
    if hero == "agile":
        r = max(r for r, _c in cells)
        return r, min(c for rr, c in cells if rr == r), "W"
    r = min(r for r, _c in cells)
    return r, max(c for rr, c in cells if rr == r), "E"


def geometry_of(values: dict[str, Any], cut: bool = True) -> dict[str, Any]:
    """The side's geometry (``components.check_geometry``'s shape), cut to the rows and columns
    that hold cells (``cut`` False: the whole canvas, as tapped).  A side with no cell gives an
    empty one, which the check refuses."""
    grid = values["grid"]
    cells = [(r, c) for r in range(CANVAS) for c in range(CANVAS) if grid[r][c]]
    if not cells:
        return {"rows": 1, "cols": 1, "cells": ["."], "camps": {}}
    top, left = (min(r for r, _ in cells), min(c for _, c in cells)) if cut else (0, 0)
    rows = max(r for r, _ in cells) - top + 1 if cut else CANVAS
    cols = max(c for _, c in cells) - left + 1 if cut else CANVAS
    camps = {}
    for hero in HEROES:
        r, c, e = camp_of(values, hero)  # type: ignore[misc]
        camps[hero] = {"cell": [r - top, c - left], "edge": e}
    return {"rows": rows, "cols": cols, "camps": camps,
            "cells": ["".join("#" if grid[top + r][left + c] else "." for c in range(cols))
                      for r in range(rows)]}


def canvas(values: dict[str, Any]) -> dict[str, Any]:
    """The page's view of the values: ``squares`` (rows of {r, c, key "r,c", cell: bool, camps:
    [(hero, edge)]}), ``cells`` (the 64 marks to send back), ``camps`` {hero: "r,c,E" as
    tapped or ""}, ``where`` {hero: (r, c, edge) or None}, ``count`` (cells), ``size`` (rows,
    columns the cells span), ``tool``, ``note``."""
    where = {h: camp_of(values, h) for h in HEROES}
    squares = [[{"r": r, "c": c, "key": f"{r},{c}", "cell": values["grid"][r][c],
                 "camps": [(h, where[h][2]) for h in HEROES
                           if where[h] and where[h][:2] == (r, c)]}
                for c in range(CANVAS)] for r in range(CANVAS)]
    rows = [r for r in range(CANVAS) if any(values["grid"][r])]
    cols = [c for c in range(CANVAS) if any(values["grid"][r][c] for r in range(CANVAS))]
    return {"squares": squares, "tool": values["tool"], "note": values["note"],
            "size": (rows[-1] - rows[0] + 1, cols[-1] - cols[0] + 1) if rows else (1, 1),
            "cells": "".join("#" if x else "." for row in values["grid"] for x in row),
            "camps": values["camps"], "count": sum(map(sum, values["grid"])),
            "where": {h: (where[h][0], where[h][1], where[h][2]) if where[h] else None
                      for h in HEROES}}
