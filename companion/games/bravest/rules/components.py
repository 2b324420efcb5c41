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
network's junction is an *arm*; a hero never uses the same arm twice (see ``courses``).

Rotation ``r`` (0..3) turns a tile ``r`` quarter turns clockwise: N→E→S→W→N.

Everything here raises :class:`ComponentDataError` (a ``ValueError``) whose ``message`` is a
``Msg`` naming the bad entry as a player sees it (``messages.py``): "tile B17", "the
3rd tile of the catalogue", "the light side of the island boards", "row 2, column 3".

Labels (``"label"`` of a catalogue, island geometry or component set) are one text (a table's
own name for its copy) or ``{"en": ..., "ja": ...}`` (the shipped samples); a sample's label
says so ("sample" / 「サンプル」) in each language it gives.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from companion.engine import ComponentError
from companion.games.bravest.rules.names import cell_msg, edge_msg, hero_msg, side_msg
from companion.message import Msg, Text

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

#: What a box holds (seed 004, コンポーネント: "75枚のタイル(うち10枚は特殊タイル)"): 75 tiles,
#: 10 of them special — one of each special effect the rules list (特殊タイル) — and so 65
#: others.  A catalogue holds at most that; one with fewer is a copy still being entered.
BOX_TILES = 75
SPECIAL_TILES = 10
OTHER_TILES = BOX_TILES - SPECIAL_TILES

CATALOGUE_FORMAT = "bravest-tiles"
ISLAND_FORMAT = "bravest-island"

CROSSROADS_PATHS = [["N", "E", "S", "W"]]

DATA_DIR = Path(__file__).parent / "data"


class ComponentDataError(ComponentError):
    """A tile catalogue or island geometry document that cannot be used; ``message`` is a
    ``Msg`` that names the bad entry and says what is wrong (a ``ComponentError``, so a
    ``ValueError``: the shared component editor shows it and stores nothing)."""

    def __init__(self, message: Msg):
        super().__init__(message)
        self.message = message


def _error(code: str, **params: Any) -> ComponentDataError:
    return ComponentDataError(Msg(code, **params))


def tile_where(tid: str) -> Msg:
    """"tile B17": a catalogue tile named by its id."""
    return Msg("bravest.where.tile", tile=tid)


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

def check_paths(paths: Any, where: Msg) -> list[list[str]]:
    """Validate a tile's roads (``where`` names the tile); returns them as lists of edges."""
    if not isinstance(paths, list):
        raise _error("bravest.component.paths_not_list", where=where)
    seen: set[str] = set()
    out = []
    for i, net in enumerate(paths, 1):
        if not isinstance(net, list) or not net:
            raise _error("bravest.component.road_empty", where=where, road=i)
        for e in net:
            if e not in EDGES:
                raise _error("bravest.component.road_bad_edge", where=where, road=i,
                             edge=str(e)[:12])
            if e in seen:
                raise _error("bravest.component.edge_twice", where=where, edge=edge_msg(e))
            seen.add(e)
        out.append(list(net))
    return out


def check_content(content: Any, where: Msg) -> dict[str, Any] | None:
    """Validate one tile content (None for a tile with nothing on it).

    Shapes: ``{"kind": "wizard"|"blob"|"ghost"|"great_sword"|"ghost_tower"}``,
    ``{"kind": "lava", "open": [edges]}`` (the edges across which this piece of a lava circle
    continues onto the next tile; ``[]`` = a whole circle on one tile),
    ``{"kind": "special", "effect": one of SPECIAL_EFFECTS}``.
    """
    if content is None:
        return None
    if not isinstance(content, dict):
        raise _error("bravest.component.content_not_object", where=where)
    kind = content.get("kind")
    if kind not in CONTENT_KINDS:
        raise _error("bravest.component.unknown_kind", where=where)
    out: dict[str, Any] = {"kind": kind}
    if kind == "lava":
        open_edges = content.get("open", [])
        if not isinstance(open_edges, list) or any(e not in EDGES for e in open_edges) \
                or len(set(open_edges)) != len(open_edges):
            raise _error("bravest.component.lava_open", where=where)
        out["open"] = list(open_edges)
    elif kind == "special":
        effect = content.get("effect")
        if effect not in SPECIAL_EFFECTS:
            raise _error("bravest.component.unknown_effect", where=where)
        out["effect"] = effect
    extra = set(content) - {"kind", "open", "effect"}
    if extra:
        raise _error("bravest.component.unknown_fields", where=where,
                     fields=[str(x)[:30] for x in sorted(extra)])
    return out


def check_tile(tile: Any, number: int) -> dict[str, Any]:
    """Validate the ``number``-th tile of a catalogue (1-based, named so until its id is
    known); returns its normalized form ``{"id", "count", "paths", "content"}``."""
    where = Msg("bravest.where.tile_number", n=number)
    if not isinstance(tile, dict):
        raise _error("bravest.component.tile_not_object", where=where)
    tid = tile.get("id")
    if not isinstance(tid, str) or not tid.strip():
        raise _error("bravest.component.tile_no_id", where=where)
    where = tile_where(tid)
    count = tile.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 75:
        raise _error("bravest.component.tile_count", where=where)
    paths = check_paths(tile.get("paths", []), where)
    content = check_content(tile.get("content"), where)
    extra = set(tile) - {"id", "count", "paths", "content", "note"}
    if extra:
        raise _error("bravest.component.unknown_fields", where=where,
                     fields=[str(x)[:30] for x in sorted(extra)])
    out = {"id": tid, "count": count, "paths": paths, "content": content}
    if "note" in tile:
        out["note"] = str(tile["note"])
    return out


def check_label(label: Any, what: Msg) -> str | dict[str, str]:
    """A document's label: one non-empty text, or ``{"en": ..., "ja": ...}`` with at least
    one of them given (the shipped samples).  ``what`` names the document."""
    if isinstance(label, str) and label.strip():
        return label
    if isinstance(label, dict) and set(label) <= {"en", "ja"} \
            and all(isinstance(v, str) for v in label.values()) \
            and any(v.strip() for v in label.values()):
        return {k: label[k] for k in ("en", "ja") if k in label}
    raise _error("bravest.component.no_label", what=what)


def says_sample(label: str | dict[str, str]) -> bool:
    """Whether a label says it is a sample: "sample" in English, 「サンプル」 in Japanese (a
    two-language label must say so in each)."""
    if isinstance(label, str):
        return "sample" in label.lower() or "サンプル" in label
    text = Text.of(label)
    return (not text.en or "sample" in text.en.lower()) and (not text.ja or "サンプル" in text.ja)


def _check_header(doc: Any, fmt: str, what: Msg) -> None:
    if not isinstance(doc, dict):
        raise _error("bravest.component.not_object", what=what)
    if doc.get("format") != fmt:
        raise _error("bravest.component.wrong_format", what=what)
    if doc.get("version", 1) != 1:
        raise _error("bravest.component.version", what=what)
    check_label(doc.get("label"), what)
    if not isinstance(doc.get("sample", False), bool):
        raise _error("bravest.component.sample_flag", what=what)


def validate_catalogue(doc: Any) -> None:
    """Raise ComponentDataError if ``doc`` is not a valid tile catalogue (see load_catalogue)."""
    load_catalogue(doc)


def is_special(tile: dict[str, Any]) -> bool:
    """Whether a (checked) catalogue tile is one of the special tiles."""
    return bool(tile.get("content")) and tile["content"]["kind"] == "special"


def check_box(tiles: list[dict[str, Any]]) -> None:
    """What one box can hold (seed 004, コンポーネント; see BOX_TILES): at most 75 tiles, 65 of
    them not special, and each special tile once."""
    total = sum(t["count"] for t in tiles)
    if total > BOX_TILES:
        raise _error("bravest.component.too_many_tiles", total=total, box=BOX_TILES)
    others = sum(t["count"] for t in tiles if not is_special(t))
    if others > OTHER_TILES:
        raise _error("bravest.component.too_many_others", total=others, most=OTHER_TILES)
    seen: dict[str, str] = {}
    for t in tiles:
        if not is_special(t):
            continue
        effect = t["content"]["effect"]
        if t["count"] != 1:
            raise _error("bravest.component.special_copies", where=tile_where(t["id"]),
                         effect=Msg(f"bravest.effect.{effect}"))
        if effect in seen:
            raise _error("bravest.component.special_twice", tile=t["id"], other=seen[effect],
                         effect=Msg(f"bravest.effect.{effect}"))
        seen[effect] = t["id"]


def catalogue_total(catalogue: dict[str, Any]) -> int:
    """The copies of every tile of a loaded catalogue (a full box: BOX_TILES)."""
    return sum(t["count"] for t in catalogue["tiles"])


def load_catalogue(doc: Any, draft: bool = False) -> dict[str, Any]:
    """A validated, normalized tile catalogue from its JSON document.

    Shape: ``{"format": "bravest-tiles", "version": 1, "label": str, "sample": bool,
    "source": str (optional), "tiles": [tile, ...]}`` with each tile
    ``{"id": str, "count": int (default 1), "paths": [[edge, ...], ...],
    "content": content or null}`` (see ``check_content``).  Ids are unique.  A box holds at
    most 75 tiles, 65 of them not special, each of the 10 special tiles once (``check_box``).
    A sample catalogue's label must say it is a sample.  ``draft``: a copy still being entered
    may list no tile yet.  Raises ComponentDataError naming the bad entry.
    """
    what = Msg("bravest.doc.tiles")
    _check_header(doc, CATALOGUE_FORMAT, what)
    tiles = doc.get("tiles")
    if not isinstance(tiles, list) or not (tiles or draft):
        raise _error("bravest.component.no_tiles")
    out_tiles = []
    ids: set[str] = set()
    for i, tile in enumerate(tiles, 1):
        t = check_tile(tile, i)
        if t["id"] in ids:
            raise _error("bravest.component.duplicate_id", tile=t["id"])
        ids.add(t["id"])
        out_tiles.append(t)
    check_box(out_tiles)
    out = {"format": CATALOGUE_FORMAT, "version": 1, "label": check_label(doc["label"], what),
           "sample": bool(doc.get("sample", False)), "tiles": out_tiles}
    if out["sample"] and not says_sample(out["label"]):
        raise _error("bravest.component.sample_label", what=what)
    if "source" in doc:
        out["source"] = str(doc["source"])
    return out


def tiles_by_id(catalogue: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """id -> tile of a loaded catalogue."""
    return {t["id"]: t for t in catalogue["tiles"]}


def _shape(paths: list[list[str]], content: dict[str, Any] | None) -> tuple:
    """What a tile shows, in a form where the order of roads and sides does not matter."""
    roads = frozenset(frozenset(net) for net in paths)
    if content and content.get("kind") == "lava":
        return roads, "lava", frozenset(content.get("open", []))
    return roads, content.get("kind") if content else None, (content or {}).get("effect")


def same_tile(tile: dict[str, Any], paths: list[list[str]],
              content: dict[str, Any] | None) -> bool:
    """Whether ``tile`` shows these roads and this content, turned some way (a tile is the
    same tile however it lies: a table may enter it turned)."""
    want = _shape(paths, content)
    return any(_shape(rotate_paths(tile["paths"], r), rotate_content(tile["content"], r))
               == want for r in range(4))


def find_same(tiles: list[dict[str, Any]], paths: list[list[str]],
              content: dict[str, Any] | None, but: str | None = None) -> dict[str, Any] | None:
    """The first tile of ``tiles`` (other than the one called ``but``) that is the same tile as
    these roads and this content (see ``same_tile``), or None."""
    return next((t for t in tiles if t["id"] != but and same_tile(t, paths, content)), None)


def new_tile_id(tiles: list[dict[str, Any]], content: dict[str, Any] | None) -> str:
    """The name a tile entered by tapping gets (no id is printed on a tile): a special tile
    "★n", n its place in the rules' list of special tiles (特殊タイル), else the next number
    after the numbers the catalogue already uses ("1", "2", ...)."""
    ids = {t["id"] for t in tiles}
    if content and content.get("kind") == "special" and content.get("effect") in SPECIAL_EFFECTS:
        name = f"★{SPECIAL_EFFECTS.index(content['effect']) + 1}"
        if name not in ids:
            return name
    numbers = [int(i) for i in ids if i.isascii() and i.isdigit() and len(i) < 6]
    n = max(numbers, default=0) + 1
    while str(n) in ids:
        n += 1
    return str(n)


# --------------------------------------------------------------------------- island geometry

def check_geometry(geo: Any, where: Msg) -> dict[str, Any]:
    """Validate one island side's geometry; returns its normalized form.

    Shape: ``{"rows": int, "cols": int, "cells": [str per row, "#" = a cell of the island,
    "." = not part of it], "camps": {"agile": {"cell": [r, c], "edge": E},
    "invincible": {"cell": [r, c], "edge": E}}}``.  ``cells`` may be left out (a full
    rectangle).  A camp's start route reaches the island at ``edge`` of ``cell``: that edge
    must face out of the island.  The cells must be orthogonally connected; at most
    MAX_SIDE rows/columns and MAX_CELLS cells.
    """
    if not isinstance(geo, dict):
        raise _error("bravest.component.geometry_not_object", where=where)
    rows, cols = geo.get("rows"), geo.get("cols")
    for name, v in (("rows", rows), ("cols", cols)):
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= MAX_SIDE:
            raise _error(f"bravest.component.bad_{name}", where=where, max=MAX_SIDE)
    cells_rows = geo.get("cells", ["#" * cols] * rows)
    if not isinstance(cells_rows, list) or len(cells_rows) != rows or any(
            not isinstance(line, str) or len(line) != cols or set(line) - {"#", "."}
            for line in cells_rows):
        raise _error("bravest.component.cells_shape", where=where, rows=rows, cols=cols)
    cells = [(r, c) for r in range(rows) for c in range(cols) if cells_rows[r][c] == "#"]
    if not cells:
        raise _error("bravest.component.no_cells", where=where)
    if len(cells) > MAX_CELLS:
        raise _error("bravest.component.too_many_cells", where=where, n=len(cells),
                     max=MAX_CELLS)
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
        apart = next(cell for cell in cells if cell not in seen)
        raise _error("bravest.component.cell_apart", where=where, cell=cell_msg(apart))
    camps = geo.get("camps")
    if not isinstance(camps, dict) or set(camps) != set(HEROES):
        raise _error("bravest.component.camps_missing", where=where)
    out_camps = {}
    for hero in HEROES:
        camp = camps[hero]
        if not isinstance(camp, dict) or not isinstance(camp.get("cell"), list) \
                or len(camp["cell"]) != 2 or camp.get("edge") not in EDGES \
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in camp["cell"]):
            raise _error("bravest.component.camp_shape", where=where, hero=hero_msg(hero))
        cell = (camp["cell"][0], camp["cell"][1])
        if cell not in cellset:
            raise _error("bravest.component.camp_off_island", where=where, hero=hero_msg(hero),
                         cell=cell_msg(cell))
        dr, dc = STEP[camp["edge"]]
        if (cell[0] + dr, cell[1] + dc) in cellset:
            raise _error("bravest.component.camp_inside", where=where, hero=hero_msg(hero),
                         cell=cell_msg(cell), edge=edge_msg(camp["edge"]))
        out_camps[hero] = {"cell": list(cell), "edge": camp["edge"]}
    if out_camps["agile"] == out_camps["invincible"]:
        raise _error("bravest.component.camps_same", where=where)
    return {"rows": rows, "cols": cols, "cells": list(cells_rows), "camps": out_camps}


def validate_island(doc: Any) -> None:
    """Raise ComponentDataError if ``doc`` is not a valid island geometry (see load_island)."""
    load_island(doc)


def load_island(doc: Any, draft: bool = False) -> dict[str, Any]:
    """A validated island geometry document.

    Shape: ``{"format": "bravest-island", "version": 1, "label": str, "sample": bool,
    "sides": {"light": geometry, "dark": geometry}}`` (at least one side — none yet in a
    ``draft``, a copy still being entered; each geometry as in ``check_geometry``).  A
    sample's label must say it is a sample.
    """
    what = Msg("bravest.doc.island")
    _check_header(doc, ISLAND_FORMAT, what)
    sides = doc.get("sides")
    if not isinstance(sides, dict) or not (sides or draft) or set(sides) - set(SIDES):
        raise _error("bravest.component.sides_missing")
    out = {"format": ISLAND_FORMAT, "version": 1, "label": check_label(doc["label"], what),
           "sample": bool(doc.get("sample", False)),
           "sides": {side: check_geometry(sides[side], Msg("bravest.where.side",
                                                           side=side_msg(side)))
                     for side in SIDES if side in sides}}
    if out["sample"] and not says_sample(out["label"]):
        raise _error("bravest.component.sample_label", what=what)
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
    except json.JSONDecodeError as e:
        raise _error("bravest.component.not_json", line=e.lineno, col=e.colno) from None
    except (ValueError, UnicodeDecodeError):
        raise _error("bravest.component.not_json", line=1, col=1) from None
    if kind == "tiles":
        return load_catalogue(doc)
    if kind == "island":
        return load_island(doc)
    raise _error("bravest.component.unknown_doc_kind")


def copy_doc(doc: dict[str, Any]) -> dict[str, Any]:
    """A deep copy (documents are plain JSON values)."""
    return copy.deepcopy(doc)


def joining_tile(tile: dict[str, Any]):
    """The change of a saved set's document that makes it hold ``tile`` (a tile of a table's
    catalogue, met in play) with at least its copies: one more copy of the same tile, or the
    tile added with a new id (``Game.pieces_met``)."""
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        doc = copy.deepcopy(doc)
        tiles = doc["tiles"]["tiles"]
        same = find_same(tiles, tile["paths"], tile["content"])
        if same is not None:
            same["count"] = max(same["count"], tile["count"])
        else:
            tiles.append({"id": new_tile_id(tiles, tile["content"]), "count": tile["count"],
                          "paths": tile["paths"], "content": tile["content"]})
        return doc
    return change
