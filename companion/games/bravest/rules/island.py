"""A Bravest island as it is scored: the tiles as they lie (turned, face down as crossroads)
and what the whole island holds (creatures and places, blob groups, lava circles).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "ゲームの仕組み" (a tile placed face down is a
crossroads), "試練 – 光の面" (blob groups: "直接隣接するタイルに限らず") and lava circles as read in
docs/rulings/bravest.md.  What each pass scores is ``trials``; the courses, ``courses``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.games.bravest.rules.components import (
    CROSSROADS_PATHS, OPPOSITE, STEP, island_cells, rotate_content, rotate_paths,
)

# --------------------------------------------------------------------------- the island

@dataclass
class Island:
    """A (possibly unfinished) island ready to score.

    * ``side``: "light" or "dark"; ``geometry``: a validated side geometry
      (``components.check_geometry``);
    * ``tiles``: (row, col) -> ``{"tile": id or None, "paths": [[edge, ...], ...],
      "content": content or None, "face_down": bool}`` with paths and content already rotated.
    """

    side: str
    geometry: dict[str, Any]
    tiles: dict[tuple[int, int], dict[str, Any]]
    cells: set[tuple[int, int]] = field(init=False)

    def __post_init__(self) -> None:
        self.cells = set(island_cells(self.geometry))

    def kind(self, cell: tuple[int, int]) -> str | None:
        """The content kind of the tile on ``cell`` (None: empty cell or nothing on it)."""
        t = self.tiles.get(cell)
        return t["content"]["kind"] if t and t["content"] else None

    def is_full(self) -> bool:
        """Every cell holds a tile."""
        return all(c in self.tiles for c in self.cells)


def placed_tile(tile: dict[str, Any] | None, rotation: int = 0,
                face_down: bool = False) -> dict[str, Any]:
    """A tile as it lies on the island: face down it is a crossroads with nothing on it
    (seed 004, ゲームの仕組み: "タイルを裏返してコースに十字路を配置することも可能です")."""
    if face_down or tile is None:
        return {"tile": tile["id"] if tile else None, "paths": [list(p) for p in CROSSROADS_PATHS],
                "content": None, "face_down": True}
    return {"tile": tile.get("id"), "paths": rotate_paths(tile["paths"], rotation),
            "content": rotate_content(tile["content"], rotation), "face_down": False}



def neighbours(cell: tuple[int, int]):
    """The four cells next to ``cell``, as (edge, (row, col)) (they may lie off the island)."""
    for edge, (dr, dc) in STEP.items():
        yield edge, (cell[0] + dr, cell[1] + dc)


# --------------------------------------------------------------------------- island counts

def island_counts(island: Island) -> dict[str, Any]:
    """What the whole island holds (face-up tiles only; a crossroads back holds nothing).

    Returns ``{"wizard", "blob", "ghost", "great_sword", "ghost_tower", "special": int,
    "lava_complete", "lava_incomplete": int (circles), "blob_group": {cell: size},
    "lava_circle_complete": {cell: bool}}``.

    Blob groups: all blobs joined by orthogonal adjacency, "直接隣接するタイルに限らず" (seed
    004, 試練 – 光の面).  Lava circles: a lava piece continues across each edge in its ``open``
    list; two pieces facing each other with open edges are one circle; a circle is complete when
    every open edge of every piece meets such a piece (docs/rulings/bravest.md).
    """
    counts: dict[str, Any] = {k: 0 for k in ("wizard", "blob", "ghost", "great_sword",
                                             "ghost_tower", "special")}
    lava: dict[tuple[int, int], list[str]] = {}
    for cell, t in island.tiles.items():
        c = t["content"]
        if not c:
            continue
        if c["kind"] == "lava":
            lava[cell] = c.get("open", [])
        else:
            counts[c["kind"]] += 1
    # blob groups
    blob_group: dict[tuple[int, int], int] = {}
    blobs = {c for c in island.tiles if island.kind(c) == "blob"}
    for start in blobs:
        if start in blob_group:
            continue
        group, todo = {start}, [start]
        while todo:
            cur = todo.pop()
            for _, n in neighbours(cur):
                if n in blobs and n not in group:
                    group.add(n)
                    todo.append(n)
        for g in group:
            blob_group[g] = len(group)
    # lava circles
    complete_of: dict[tuple[int, int], bool] = {}
    n_complete = n_incomplete = 0
    for start in lava:
        if start in complete_of:
            continue
        group, todo, complete = {start}, [start], True
        while todo:
            cur = todo.pop()
            for edge in lava[cur]:
                dr, dc = STEP[edge]
                n = (cur[0] + dr, cur[1] + dc)
                if n in lava and OPPOSITE[edge] in lava[n]:
                    if n not in group:
                        group.add(n)
                        todo.append(n)
                else:
                    complete = False
        for g in group:
            complete_of[g] = complete
        if complete:
            n_complete += 1
        else:
            n_incomplete += 1
    counts.update(lava_complete=n_complete, lava_incomplete=n_incomplete,
                  blob_group=blob_group, lava_circle_complete=complete_of)
    return counts

