"""Bravest's legal moves: what a seat (or the table, dealing) may do now, as move payloads
``turn.apply_move`` accepts, chosen so that always taking any of them ends the game (the
random playouts of the tests and of the conformance suite go through them).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "ゲームの仕組み" 1 and 2, "セットアップ 5)" and
"コンポーネント"; the reading of what is offered with a box the set does not know whole is in
docs/rulings/bravest.md (26b).
"""
from __future__ import annotations

from companion.engine import Move, State
from companion.games.bravest.rules.components import (
    CROSSROADS_PATHS, OTHER_TILES, SPECIAL_EFFECTS, is_special, island_cells,
)
from companion.games.bravest.rules.turn import deck_left, legal_cells, selected_slots


def legal_moves(state: State, seat: int | None) -> list[Move]:
    """The legal moves of ``seat`` now (``seat`` None: the table's deal moves), each one
    ``apply_move`` accepts, such that always taking any of them ends the game.

    Placements list each selected place × free legal cell × rotation 0..3, and face down.
    Deals fill the first waiting place: with each tile that has a copy left in the box; when
    every copy the set knows is dealt, the table's deck is empty (``tile`` None) — or, with an
    open box that still holds tiles (``deck_left``), a tile first met (``new_tile_moves``),
    and the deck said empty only while the tiles on the board can still fill every island."""
    if state["over"]:
        return []
    if state["pending"]:
        if seat is not None:
            return []
        slot = state["pending"][0]
        ids = [tid for tid, n in state["box"].items() if n > 0]
        if ids:
            return [{"type": "deal", "slot": slot, "tile": tid} for tid in ids]
        empty = [{"type": "deal", "slot": slot, "tile": None}]
        if not (state.get("open_box") and deck_left(state) > 0):
            return empty
        return new_tile_moves(state, slot) + (empty if _board_fills_islands(state) else [])
    if seat != state["current"]:
        return []
    moves = []
    for slot in selected_slots(state):
        for cell in legal_cells(state, seat):
            for rot in range(4):
                moves.append({"type": "place", "seat": seat, "slot": slot, "cell": cell,
                              "rotation": rot, "face_down": False})
            moves.append({"type": "place", "seat": seat, "slot": slot, "cell": cell,
                          "rotation": 0, "face_down": True})
    return moves


def new_tile_moves(state: State, slot: int) -> list[Move]:
    """Tiles first met that the table may enter on waiting place ``slot`` with an open box whose
    known copies are all dealt, one of each shape the box still has room for (コンポーネント:
    65 tiles that are not special, each of the 10 special tiles once): a face-up crossroads
    with nothing on it, and each special tile the set does not hold yet (as a crossroads).
    A representative choice (a table may meet any tile): enough for a game to go on."""
    tiles = state["catalogue"]["tiles"]
    crossroads = [list(net) for net in CROSSROADS_PATHS]
    moves = []
    if sum(t["count"] for t in tiles if not is_special(t)) < OTHER_TILES:
        moves.append({"type": "new_tile", "slot": slot, "paths": crossroads, "content": None})
    held = {t["content"]["effect"] for t in tiles if is_special(t)}
    moves.extend({"type": "new_tile", "slot": slot, "paths": crossroads,
                  "content": {"kind": "special", "effect": effect}}
                 for effect in SPECIAL_EFFECTS if effect not in held)
    return moves


def _board_fills_islands(state: State) -> bool:
    """Whether the tiles on the distribution board are enough for every free island cell (so
    that the table may say its deck is empty and the game still ends)."""
    cells = len(island_cells(state["geometry"]))
    free = sum(cells - len(island) for island in state["islands"])
    return sum(1 for tid in state["market"] if tid is not None) >= free
