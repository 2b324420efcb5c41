"""Bravest's move log: each stored move as the message the log shows (a ``Msg``, stored with
the move; the page or the command line says it in its language).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "ゲームの仕組み" (a tile taken and placed) and
"セットアップ 5)" (the tiles the table deals).
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.rules.components import EDGES, find_same, new_tile_id, tiles_by_id
from companion.games.bravest.rules.island import placed_tile
from companion.games.bravest.rules.names import cell_msg, looks_msg
from companion.games.bravest.rules.turn import next_selector_slot
from companion.message import Msg


def describe_move(move: dict[str, Any], state_before: dict[str, Any]) -> Msg:
    """The move log's line, e.g. Msg("bravest.log.place", name="Anna", tile="S07",
    what=<ghost, a road joining north and south>, cell=<row 3, column 2>, degrees=90): "Anna
    places a tile on row 3, column 2, turned 90° clockwise (as it lies: ghost, a road joining
    east and west)." (the tile named by what it shows, never by its id: issue 38; ``tile`` is
    kept for a reader of the stored log; ``what`` names it as entered, as it lay on the
    distribution board, ``lies`` as it lies on the island, its roads turned: table trial s48
    item 1 — a line stored before has no ``lies``); ``place`` (1..12, the place it was taken from) and, the
    app dealing, ``refill`` (what the app dealt there) are not said by the line but by the
    undo's hint (web/undo_hint.py: what to put back where), as is ``selector`` (1..12, the
    place the selector that faced the tile turns to), with ``selector_what`` (the looks of the
    tile lying there) and ``skipped`` (how many places it passes that a selector faces: said
    by the placement's notice, web/after_hint.py); a tile dealt by the table:
    Msg("bravest.log.deal").  Logs stored before issue 38 item 1 lack ``place`` and
    ``refill`` (and ``what`` on a face-down line)."""
    tiles = tiles_by_id(state_before.get("catalogue") or {"tiles": []})
    if move.get("type") == "deal":
        place = move["slot"] + 1
        if move.get("tile") is None:
            return Msg("bravest.log.deal_none", place=place)
        tile = tiles.get(move["tile"])
        return Msg("bravest.log.deal", tile=move["tile"], place=place, what=looks_msg(tile))
    if move.get("type") == "deals":
        return Msg("bravest.log.deals", deals=_all_dealt(move["deals"], state_before))
    if move.get("type") == "new_tile":
        return _new_tile(move, state_before)
    if move.get("type") == "place":
        names = state_before.get("names", [])
        seat = move["seat"]
        who = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        tid = state_before["market"][move["slot"]]
        cell = cell_msg(move["cell"])
        # where it was taken from, and what the app dealt there: what an undo puts back
        back = {"place": move["slot"] + 1, "what": looks_msg(tiles.get(tid))}
        # where the selector that faced it goes (turn.next_selector_slot): what an undo
        # turns back
        selectors = state_before.get("selectors") or []
        if move["slot"] in selectors:
            market = list(state_before["market"])
            market[move["slot"]] = None
            to = next_selector_slot(market, selectors, selectors.index(move["slot"]))
            if to is not None:
                back["selector"] = to + 1
                # the tile it goes to, by its looks (what the table sees there), and how many
                # tiles it passes that a selector already faces (さらに次のタイルの前に置きます)
                back["selector_what"] = looks_msg(tiles.get(market[to]))
                back["skipped"] = _selectors_passed(move["slot"], to, selectors, len(market))
        if state_before.get("mode") == "app_deals" and state_before.get("deck"):
            back["refill"] = looks_msg(tiles.get(state_before["deck"][0]))
        if move.get("face_down"):
            return Msg("bravest.log.place_face_down", name=who, tile=tid, cell=cell, **back)
        rotation = int(move.get("rotation") or 0)
        return Msg("bravest.log.place", name=who, tile=tid, cell=cell, degrees=90 * rotation,
                   lies=looks_msg(_as_it_lies(tiles.get(tid), rotation)), **back)
    return Msg("bravest.move.unreadable")


def _as_it_lies(tile: dict[str, Any] | None, rotation: int) -> dict[str, Any]:
    """A catalogue tile {"paths", "content"} as it lies on the island after ``rotation``
    quarter turns clockwise (``island.placed_tile``: its roads and a lava piece's open sides
    turned), each road's sides said clockwise from the north as a tile entered is: a wizard
    on a road joining north and east, turned 90°, lies on a road joining east and south
    (table trial s48 item 1)."""
    tile = tile or {}
    lies = placed_tile({"paths": tile.get("paths", []), "content": tile.get("content")}, rotation)
    return {"paths": [sorted(net, key=EDGES.index) for net in lies["paths"]],
            "content": lies["content"]}


def _selectors_passed(start: int, to: int, selectors: list[int | None], size: int) -> int:
    """How many places strictly between ``start`` and ``to`` (clockwise, ``size`` places) another
    selector faces: the tiles the moving selector passes ("もしすでにそのタイルに向いている
    タイルセレクターがあれば、さらに次のタイルの前に置きます", ゲームの仕組み 2)."""
    between = {(start + step) % size for step in range(1, (to - start) % size)}
    return sum(1 for s in selectors if s is not None and s != start and s in between)


def _new_tile(move: dict[str, Any], state_before: dict[str, Any]) -> Msg:
    """A tile entered as it came up: "A tile new to this set (ghost, a road joining north and
    south) entered and dealt onto place 3.", or one more copy of a tile the set knows ("One
    more copy of a tile (ghost, ...), 2 in all, dealt onto place 3.")."""
    tiles = (state_before.get("catalogue") or {}).get("tiles", [])
    box = state_before.get("box", {})
    place, what = move["slot"] + 1, looks_msg(move)
    same = find_same(tiles, move.get("paths", []), move.get("content"))
    if same is None:
        return Msg("bravest.log.new_tile", tile=new_tile_id(tiles, move.get("content")),
                   what=what, place=place)
    if box.get(same["id"], 0) > 0:
        return Msg("bravest.log.deal", tile=same["id"], what=what, place=place)
    return Msg("bravest.log.new_copy", tile=same["id"], what=what, place=place,
               count=same["count"] + 1)


def _all_dealt(deals: list[dict[str, Any]], state_before: dict[str, Any]) -> list[Msg]:
    """Each entry of a "deals" move (``_dealt``); an entry giving its tile by its looks is
    named by the id the table's catalogue gives it then (a new one: the catalogue as the
    entries before it left it)."""
    tiles = list((state_before.get("catalogue") or {}).get("tiles", []))
    out = []
    for deal in deals:
        if "paths" in deal:
            same = find_same(tiles, deal.get("paths", []), deal.get("content"))
            if same is None:
                same = {"id": new_tile_id(tiles, deal.get("content")),
                        "paths": deal.get("paths", []), "content": deal.get("content")}
                tiles.append(same)
            deal = {"slot": deal["slot"], "tile": same["id"]}
        out.append(_dealt(deal, {t["id"]: t for t in tiles}))
    return out


def _dealt(deal: dict[str, Any], tiles: dict[str, dict]) -> Msg:
    """One entry of a "deals" move: "a tile (ghost, a road joining north
    and south) on place 3" (the deck empty: "nothing on place
    3")."""
    if deal.get("tile") is None:
        return Msg("bravest.log.dealt_none", place=deal["slot"] + 1)
    tile = tiles.get(deal["tile"])
    return Msg("bravest.log.dealt", tile=deal["tile"], place=deal["slot"] + 1,
               what=looks_msg(tile))


