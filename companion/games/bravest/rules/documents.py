"""Bravest island documents (ISLAND.json, docs/formats/bravest.md): a finished island typed in
or saved — for ``companion score bravest ISLAND.json`` and the standalone calculator — read into
an ``island.Island`` and scored as one island.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt ("コンポーネント": a set's tiles and their
copies; "スコアリング" through ``scoring.score_island``).
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.rules.components import (
    ComponentDataError, check_paths, check_content, check_geometry, load_catalogue,
    sample_catalogue, sample_island, tiles_by_id,
)
from companion.games.bravest.rules.names import cell_msg, label_text, looks_msg
from companion.games.bravest.rules.island import Island, placed_tile
from companion.games.bravest.rules.scoring import score_island
from companion.message import Msg

#: The ``format`` of an island document.
LAYOUT_FORMAT = "bravest-layout"


def island_from_document(doc: Any) -> Island:
    """An Island from an ISLAND.json document (docs/formats/bravest.md).

    Shape: ``{"format": "bravest-layout", "version": 1, "side": "light"|"dark",
    "geometry": side geometry (optional: the sample island's side), "catalogue": tile
    catalogue (optional: the sample catalogue; used by placements that name a "tile"),
    "placements": [{"cell": [r, c], "tile": id, "rotation": 0..3} |
    {"cell": [r, c], "face_down": true} |
    {"cell": [r, c], "paths": [[edge, ...]], "content": content, "rotation": 0..3}]}``.
    Raises ComponentDataError naming the bad entry (a placement by its cell, as a player
    counts it: "the tile on row 1, column 2"), or a catalogue tile placed more often than the
    set has copies of it (seed 004 コンポーネント: the 10 special tiles are one of each).
    """
    if not isinstance(doc, dict) or doc.get("format") != LAYOUT_FORMAT:
        raise ComponentDataError(Msg("bravest.component.wrong_format",
                                     what=Msg("bravest.doc.layout")))
    side = doc.get("side")
    if side not in ("light", "dark"):
        raise ComponentDataError(Msg("bravest.layout.bad_side"))
    if "geometry" in doc:
        geo = check_geometry(doc["geometry"], Msg("bravest.where.layout_geometry"))
    else:
        geo = sample_island()["sides"][side]
    catalogue = load_catalogue(doc["catalogue"], draft=True) if "catalogue" in doc else None
    placements = doc.get("placements")
    if not isinstance(placements, list):
        raise ComponentDataError(Msg("bravest.layout.placements"))
    island = Island(side, geo, {})
    used: dict[str, list[int]] = {}    # catalogue tile -> [copies in the set, on the island]
    named: dict[str, dict[str, Any]] = {}  # catalogue tile id -> the tile (to say what it shows)
    for k, p in enumerate(placements, 1):
        cell = p.get("cell") if isinstance(p, dict) else None
        if not (isinstance(cell, list) and len(cell) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)):
            raise ComponentDataError(Msg("bravest.layout.placement_shape",
                                         where=Msg("bravest.where.layout_number", n=k)))
        cell_t = (cell[0], cell[1])
        if cell_t not in island.cells:
            raise ComponentDataError(Msg("bravest.layout.off_island", cell=cell_msg(cell_t)))
        if cell_t in island.tiles:
            raise ComponentDataError(Msg("bravest.layout.cell_twice", cell=cell_msg(cell_t)))
        where = Msg("bravest.where.layout_cell", cell=cell_msg(cell_t))
        rot = p.get("rotation", 0)
        if not isinstance(rot, int) or isinstance(rot, bool) or rot not in range(4):
            raise ComponentDataError(Msg("bravest.layout.bad_rotation", where=where))
        face_down = p.get("face_down", False)
        if not isinstance(face_down, bool):
            raise ComponentDataError(Msg("bravest.layout.bad_face_down", where=where))
        tile: dict[str, Any] | None
        if "tile" in p:
            cat = catalogue or sample_catalogue()
            tile = tiles_by_id(cat).get(p["tile"])
            if tile is None:
                raise ComponentDataError(Msg("bravest.layout.unknown_tile", where=where,
                                             tile=str(p["tile"])[:20],
                                             catalogue=label_text(cat["label"])))
        elif face_down:
            tile = None
        else:
            tile = {"id": p.get("id"), "paths": check_paths(p.get("paths", []), where),
                    "content": check_content(p.get("content"), where)}
        island.tiles[cell_t] = placed_tile(tile, rot, face_down)
        if tile is not None and "tile" in p:
            used.setdefault(tile["id"], [tile.get("count", 1), 0])[1] += 1
            named[tile["id"]] = tile
    for tid, (copies, n) in used.items():
        if n > copies:   # the tile named as it looks, as the log names it (never by its id)
            raise ComponentDataError(Msg("bravest.layout.too_many_copies",
                                         what=looks_msg(named[tid]), count=copies, n=n))
    return island


def score_island_document(doc: Any) -> dict[str, Any]:
    """Score an ISLAND.json document (for ``companion score bravest ISLAND.json``).

    Returns ``score_island``'s result plus ``"sample_geometry": bool`` (True when the document
    gave no geometry and the sample island's shape was used) and ``"full": bool``.
    Raises ComponentDataError for a bad document.
    """
    island = island_from_document(doc)
    result = score_island(island)
    result["sample_geometry"] = "geometry" not in doc
    result["full"] = island.is_full()
    return result
