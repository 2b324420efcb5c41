"""Bravest components as data: the tile catalogue and the island geometry.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "コンポーネント" (75 tiles, 10 of them
special; island boards with a light and a dark side) and "ゲームの仕組み" (a tile may be placed
face down as a crossroads).  The printed tiles and island shapes are not public, so both are
data a table enters; the package ships a *sample* of each, marked ``"sample": true`` with a
label saying so (``data/sample_tiles.json``, ``data/sample_island.json``).

Edges and paths
---------------
A tile's four edges are ``"N" "E" "S" "W"`` (top, right, bottom, left as printed, rotation 0).
A tile's ``paths`` is a list of *path networks*; each network is the list of edges whose
midpoints are joined by the drawn road at one junction inside the tile:

* ``["N", "S"]``: a straight road; ``["N", "E"]``: a bend;
* ``["N", "E", "W"]``: a T-fork; ``["N", "E", "S", "W"]``: a crossroads (the back of every tile);
* ``["N"]``: a road from the top edge that ends inside the tile (a dead end);
* two networks ``[["N", "S"], ["E", "W"]]``: two roads that cross without meeting (a bridge).

Each edge belongs to at most one network.  The piece of road from an edge midpoint to its
network's junction is an *arm*; a hero never uses the same arm twice (see ``scoring``).

Rotation ``r`` (0..3) turns a tile ``r`` quarter turns clockwise: N→E→S→W→N.

Everything here raises :class:`ComponentDataError` (a ``ValueError``) with a message naming the
bad entry.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

EDGES = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
#: (row, column) step across each edge; row 0 is the top row.
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}

CREATURES = ("wizard", "blob", "ghost")
PLACES = ("great_sword", "ghost_tower", "lava")
#: The ten special effects, in the order the seed lists them ("特殊タイル").
SPECIAL_EFFECTS = (
    "ghost_tower_pairs",    # 2 per ghost + ghost tower pair on the island, per hero passing
    "per_great_sword",      # 1 per great sword on the island, per hero passing
    "per_wizard",           # 1 per wizard on the island, per hero passing
    "per_complete_lava",    # 2 per complete lava circle on the island, per hero passing
    "per_incomplete_lava",  # 1 per incomplete lava circle on the island, per hero passing
    "flat_two",             # 2 per hero passing
    "invincible_favoured",  # Invincible +5, Agile -5
    "agile_favoured",       # Agile +5, Invincible -5
    "invincible_link",      # Invincible +5 if its course reaches the Agile's camp
    "agile_link",           # Agile +5 if its course reaches the Invincible's camp
)
CONTENT_KINDS = CREATURES + PLACES + ("special",)
SIDES = ("light", "dark")
HEROES = ("agile", "invincible")

#: Largest island grid the format allows (rows and columns each, and cells in all).
MAX_SIDE = 8
MAX_CELLS = 20

CATALOGUE_FORMAT = "bravest-tiles"
ISLAND_FORMAT = "bravest-island"

CROSSROADS_PATHS = [["N", "E", "S", "W"]]

DATA_DIR = Path(__file__).parent / "data"


class ComponentDataError(ValueError):
    """A tile catalogue or island geometry document that cannot be used; the message names
    the bad entry and says what is wrong."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


# --------------------------------------------------------------------------- geometry helpers

def rotate_edge(edge: str, rotation: int) -> str:
    """The edge ``edge`` lands on after ``rotation`` quarter turns clockwise."""
    return EDGES[(EDGES.index(edge) + rotation) % 4]


def rotate_paths(paths: list[list[str]], rotation: int) -> list[list[str]]:
    """Path networks after turning the tile ``rotation`` quarter turns clockwise."""
    return [[rotate_edge(e, rotation) for e in net] for net in paths]


def rotate_content(content: dict[str, Any] | None, rotation: int) -> dict[str, Any] | None:
    """A tile content after rotation (only a lava piece's open edges turn)."""
    if content is None:
        return None
    out = dict(content)
    if content.get("kind") == "lava":
        out["open"] = [rotate_edge(e, rotation) for e in content.get("open", [])]
    return out


def cell_key(cell: tuple[int, int] | list[int]) -> str:
    """The JSON key of a cell: ``"r,c"``."""
    return f"{cell[0]},{cell[1]}"


def parse_cell_key(key: str) -> tuple[int, int]:
    """``"r,c"`` -> ``(r, c)``."""
    r, c = key.split(",")
    return int(r), int(c)


# --------------------------------------------------------------------------- tiles

def _check_paths(paths: Any, where: str) -> list[list[str]]:
    if not isinstance(paths, list):
        raise ComponentDataError(f"{where}: \"paths\" must be a list of path networks, "
                                 f"each a list of edges N/E/S/W")
    seen: set[str] = set()
    out = []
    for i, net in enumerate(paths, 1):
        if not isinstance(net, list) or not net:
            raise ComponentDataError(f"{where}: path {i} must be a non-empty list of edges "
                                     f"N/E/S/W")
        for e in net:
            if e not in EDGES:
                raise ComponentDataError(f"{where}: path {i} has {e!r}, not one of the edges "
                                         f"N, E, S, W")
            if e in seen:
                raise ComponentDataError(f"{where}: edge {e} is used by more than one path "
                                         f"(each edge midpoint has at most one road)")
            seen.add(e)
        out.append(list(net))
    return out


def check_content(content: Any, where: str) -> dict[str, Any] | None:
    """Validate one tile content (None for a tile with nothing on it).

    Shapes: ``{"kind": "wizard"|"blob"|"ghost"|"great_sword"|"ghost_tower"}``,
    ``{"kind": "lava", "open": [edges]}`` (the edges across which this piece of a lava circle
    continues onto the next tile; ``[]`` = a whole circle on one tile),
    ``{"kind": "special", "effect": one of SPECIAL_EFFECTS}``.
    """
    if content is None:
        return None
    if not isinstance(content, dict):
        raise ComponentDataError(f"{where}: \"content\" must be an object like "
                                 f"{{\"kind\": \"ghost\"}} or null")
    kind = content.get("kind")
    if kind not in CONTENT_KINDS:
        raise ComponentDataError(f"{where}: content kind {kind!r} is not one of "
                                 f"{', '.join(CONTENT_KINDS)}")
    out: dict[str, Any] = {"kind": kind}
    if kind == "lava":
        open_edges = content.get("open", [])
        if not isinstance(open_edges, list) or any(e not in EDGES for e in open_edges) \
                or len(set(open_edges)) != len(open_edges):
            raise ComponentDataError(f"{where}: a lava piece's \"open\" must list distinct "
                                     f"edges N/E/S/W (where the circle continues)")
        out["open"] = list(open_edges)
    elif kind == "special":
        effect = content.get("effect")
        if effect not in SPECIAL_EFFECTS:
            raise ComponentDataError(f"{where}: special effect {effect!r} is not one of "
                                     f"{', '.join(SPECIAL_EFFECTS)}")
        out["effect"] = effect
    extra = set(content) - {"kind", "open", "effect"}
    if extra:
        raise ComponentDataError(f"{where}: unknown content field(s) {', '.join(sorted(extra))}")
    return out


def check_tile(tile: Any, where: str) -> dict[str, Any]:
    """Validate one catalogue tile; returns its normalized form
    ``{"id", "count", "paths", "content"}``."""
    if not isinstance(tile, dict):
        raise ComponentDataError(f"{where}: each tile must be an object")
    tid = tile.get("id")
    if not isinstance(tid, str) or not tid.strip():
        raise ComponentDataError(f"{where}: a tile needs an \"id\" (a non-empty text)")
    where = f"tile {tid!r}"
    count = tile.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 75:
        raise ComponentDataError(f"{where}: \"count\" must be a whole number from 1 to 75")
    paths = _check_paths(tile.get("paths", []), where)
    content = check_content(tile.get("content"), where)
    extra = set(tile) - {"id", "count", "paths", "content", "note"}
    if extra:
        raise ComponentDataError(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    out = {"id": tid, "count": count, "paths": paths, "content": content}
    if "note" in tile:
        out["note"] = str(tile["note"])
    return out


def _check_header(doc: Any, fmt: str, what: str) -> None:
    if not isinstance(doc, dict):
        raise ComponentDataError(f"A {what} file must be a JSON object")
    if doc.get("format") != fmt:
        raise ComponentDataError(f"This is not a {what} file: \"format\" must be {fmt!r}")
    if doc.get("version", 1) != 1:
        raise ComponentDataError(f"{what}: only version 1 is known")
    if not isinstance(doc.get("label"), str) or not doc["label"].strip():
        raise ComponentDataError(f"{what}: a \"label\" (its name, shown to the table) is needed")
    if not isinstance(doc.get("sample", False), bool):
        raise ComponentDataError(f"{what}: \"sample\" must be true or false")


def validate_catalogue(doc: Any) -> None:
    """Raise ComponentDataError if ``doc`` is not a valid tile catalogue (see load_catalogue)."""
    load_catalogue(doc)


def load_catalogue(doc: Any) -> dict[str, Any]:
    """A validated, normalized tile catalogue from its JSON document.

    Shape: ``{"format": "bravest-tiles", "version": 1, "label": str, "sample": bool,
    "source": str (optional), "tiles": [tile, ...]}`` with each tile
    ``{"id": str, "count": int (default 1), "paths": [[edge, ...], ...],
    "content": content or null}`` (see ``check_content``).  Ids are unique.  A sample
    catalogue's label must say it is a sample.  Raises ComponentDataError naming the bad entry.
    """
    _check_header(doc, CATALOGUE_FORMAT, "tile catalogue")
    tiles = doc.get("tiles")
    if not isinstance(tiles, list) or not tiles:
        raise ComponentDataError("tile catalogue: \"tiles\" must be a non-empty list")
    out_tiles = []
    ids: set[str] = set()
    for i, tile in enumerate(tiles, 1):
        t = check_tile(tile, f"tile {i}")
        if t["id"] in ids:
            raise ComponentDataError(f"tile {t['id']!r}: the id is used twice")
        ids.add(t["id"])
        out_tiles.append(t)
    total = sum(t["count"] for t in out_tiles)
    if total > 200:
        raise ComponentDataError(f"tile catalogue: {total} tiles in all is more than 200")
    out = {"format": CATALOGUE_FORMAT, "version": 1, "label": doc["label"],
           "sample": bool(doc.get("sample", False)), "tiles": out_tiles}
    if out["sample"] and "sample" not in out["label"].lower():
        raise ComponentDataError("tile catalogue: a sample catalogue's label must say it is a "
                                 "sample")
    if "source" in doc:
        out["source"] = str(doc["source"])
    return out


def tiles_by_id(catalogue: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """id -> tile of a loaded catalogue."""
    return {t["id"]: t for t in catalogue["tiles"]}


# --------------------------------------------------------------------------- island geometry

def check_geometry(geo: Any, where: str) -> dict[str, Any]:
    """Validate one island side's geometry; returns its normalized form.

    Shape: ``{"rows": int, "cols": int, "cells": [str per row, "#" = a cell of the island,
    "." = not part of it], "camps": {"agile": {"cell": [r, c], "edge": E},
    "invincible": {"cell": [r, c], "edge": E}}}``.  ``cells`` may be left out (a full
    rectangle).  A camp's start route reaches the island at ``edge`` of ``cell``: that edge
    must face out of the island.  The cells must be orthogonally connected; at most
    MAX_SIDE rows/columns and MAX_CELLS cells.
    """
    if not isinstance(geo, dict):
        raise ComponentDataError(f"{where}: must be an object with rows, cols, cells, camps")
    rows, cols = geo.get("rows"), geo.get("cols")
    for name, v in (("rows", rows), ("cols", cols)):
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= MAX_SIDE:
            raise ComponentDataError(f"{where}: \"{name}\" must be a whole number from 1 to "
                                     f"{MAX_SIDE}")
    cells_rows = geo.get("cells", ["#" * cols] * rows)
    if not isinstance(cells_rows, list) or len(cells_rows) != rows or any(
            not isinstance(line, str) or len(line) != cols or set(line) - {"#", "."}
            for line in cells_rows):
        raise ComponentDataError(f"{where}: \"cells\" must be {rows} texts of {cols} "
                                 f"characters, '#' for a cell and '.' for none")
    cells = [(r, c) for r in range(rows) for c in range(cols) if cells_rows[r][c] == "#"]
    if not cells:
        raise ComponentDataError(f"{where}: the island has no cells")
    if len(cells) > MAX_CELLS:
        raise ComponentDataError(f"{where}: {len(cells)} cells is more than {MAX_CELLS}")
    cellset = set(cells)
    seen = {cells[0]}
    todo = [cells[0]]
    while todo:
        r, c = todo.pop()
        for dr, dc in STEP.values():
            n = (r + dr, c + dc)
            if n in cellset and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(cells):
        raise ComponentDataError(f"{where}: the cells must form one orthogonally connected "
                                 f"island")
    camps = geo.get("camps")
    if not isinstance(camps, dict) or set(camps) != set(HEROES):
        raise ComponentDataError(f"{where}: \"camps\" must give the \"agile\" and "
                                 f"\"invincible\" camps")
    out_camps = {}
    for hero in HEROES:
        camp = camps[hero]
        cw = f"{where}: the {hero} camp"
        if not isinstance(camp, dict) or not isinstance(camp.get("cell"), list) \
                or len(camp["cell"]) != 2 or camp.get("edge") not in EDGES \
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in camp["cell"]):
            raise ComponentDataError(f"{cw} must be {{\"cell\": [row, col], \"edge\": "
                                     f"N/E/S/W}}")
        cell = (camp["cell"][0], camp["cell"][1])
        if cell not in cellset:
            raise ComponentDataError(f"{cw}: cell {list(cell)} is not a cell of the island")
        dr, dc = STEP[camp["edge"]]
        if (cell[0] + dr, cell[1] + dc) in cellset:
            raise ComponentDataError(f"{cw}: edge {camp['edge']} of cell {list(cell)} is "
                                     f"inside the island; a start route comes from outside")
        out_camps[hero] = {"cell": list(cell), "edge": camp["edge"]}
    if out_camps["agile"] == out_camps["invincible"]:
        raise ComponentDataError(f"{where}: the two camps must be at different places")
    return {"rows": rows, "cols": cols, "cells": list(cells_rows), "camps": out_camps}


def validate_island(doc: Any) -> None:
    """Raise ComponentDataError if ``doc`` is not a valid island geometry (see load_island)."""
    load_island(doc)


def load_island(doc: Any) -> dict[str, Any]:
    """A validated island geometry document.

    Shape: ``{"format": "bravest-island", "version": 1, "label": str, "sample": bool,
    "sides": {"light": geometry, "dark": geometry}}`` (at least one side; each geometry as in
    ``check_geometry``).  A sample's label must say it is a sample.
    """
    _check_header(doc, ISLAND_FORMAT, "island geometry")
    sides = doc.get("sides")
    if not isinstance(sides, dict) or not sides or set(sides) - set(SIDES):
        raise ComponentDataError("island geometry: \"sides\" must give the \"light\" and/or "
                                 "\"dark\" side")
    out = {"format": ISLAND_FORMAT, "version": 1, "label": doc["label"],
           "sample": bool(doc.get("sample", False)),
           "sides": {side: check_geometry(sides[side], f"{side} side")
                     for side in SIDES if side in sides}}
    if out["sample"] and "sample" not in out["label"].lower():
        raise ComponentDataError("island geometry: a sample's label must say it is a sample")
    if "source" in doc:
        out["source"] = str(doc["source"])
    return out


def island_cells(geo: dict[str, Any]) -> list[tuple[int, int]]:
    """The island's cells of a (validated) side geometry, row by row."""
    return [(r, c) for r in range(geo["rows"]) for c in range(geo["cols"])
            if geo["cells"][r][c] == "#"]


def start_cells(geo: dict[str, Any]) -> list[tuple[int, int]]:
    """The cells the two start routes join (Agile's first)."""
    return [tuple(geo["camps"][h]["cell"]) for h in HEROES]  # type: ignore[misc]


# --------------------------------------------------------------------------- samples, JSON

def _read(name: str) -> Any:
    with open(DATA_DIR / name, encoding="utf-8") as f:
        return json.load(f)


def sample_catalogue() -> dict[str, Any]:
    """The shipped sample tile catalogue (``"sample": true``; NOT the real game's tiles)."""
    return load_catalogue(_read("sample_tiles.json"))


def sample_island() -> dict[str, Any]:
    """The shipped sample island geometry (``"sample": true``; NOT the real game's boards)."""
    return load_island(_read("sample_island.json"))


def export_json(doc: dict[str, Any]) -> str:
    """A catalogue or island document as JSON text (plain, indented, UTF-8 safe)."""
    return json.dumps(doc, ensure_ascii=False, indent=2)


def import_json(text: str | bytes, kind: str) -> dict[str, Any]:
    """Load a catalogue (``kind="tiles"``) or island geometry (``kind="island"``) from JSON
    text; raises ComponentDataError for text that is not JSON or not valid."""
    try:
        doc = json.loads(text)
    except (ValueError, UnicodeDecodeError) as e:
        raise ComponentDataError(f"The file is not valid JSON: {e}") from None
    if kind == "tiles":
        return load_catalogue(doc)
    if kind == "island":
        return load_island(doc)
    raise ComponentDataError(f"Unknown component kind {kind!r} (tiles or island)")


def copy_doc(doc: dict[str, Any]) -> dict[str, Any]:
    """A deep copy (documents are plain JSON values)."""
    return copy.deepcopy(doc)
