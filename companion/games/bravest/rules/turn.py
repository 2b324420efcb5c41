"""Bravest turns: take one of the three selected tiles, place it on your island, move the
selector, refill the distribution board.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "ゲームの仕組み" (1. タイルを選んで島に配置,
2. タイルセレクターの移動とタイル配布ボードの補充) and "ゲーム終了".  Readings are in
docs/rulings/bravest.md.

Moves (JSON):

* ``{"type": "place", "seat": int, "slot": 0..11, "cell": [row, col], "rotation": 0..3,
  "face_down": bool}``: the seat whose turn it is takes the tile at distribution-board place
  ``slot`` (it must face a selector) and places it on ``cell`` of its island, turned
  ``rotation`` quarter turns clockwise, or face down as a crossroads.
* ``{"type": "deal", "slot": 0..11, "tile": tile id or null}`` (table_deals only, seat None):
  the table enters the tile it dealt onto an empty place; ``null`` only when the box is empty.
* ``{"type": "deals", "deals": [{"slot": 0..11, "tile": tile id or null}, ...]}``: several
  such entries at once (the 12 places of the setup in one go), applied in order.  An entry
  may instead give the tile by its looks, ``{"slot", "paths", "content"}`` (a tile of the
  table's saved set that its catalogue lacks, e.g. one whose entry as new was undone: issue 38,
  a table trial), applied as ``new_tile``.
* ``{"type": "new_tile", "slot": 0..11, "paths": [[edge, ...], ...], "content": content or
  null}`` (table_deals with an open box, seat None): the table dealt a tile its catalogue does
  not know yet and enters it as printed; it joins the table's catalogue (or, the same tile
  turned, is one more copy of it) and lies on that place.

A move carries only its own fields (``seat`` may be null on a deal): any other entry is
refused (``bravest.move.extra_fields``), never silently dropped.
"""
from __future__ import annotations

import copy
from typing import Any

from companion.engine import IllegalMove, InvalidMove, Move, State
from companion.games.bravest.rules.components import (
    BOX_TILES, STEP, ComponentDataError, catalogue_total, cell_key, check_box, check_content,
    check_paths, find_same, island_cells, new_tile_id, parse_cell_key, start_cells, tiles_by_id,
)
from companion.games.bravest.rules.island import Island, placed_tile
from companion.games.bravest.rules.names import cell_msg, label_text, looks_msg
from companion.games.bravest.rules.setup import MARKET_SLOTS
from companion.inputs import signed
from companion.message import Msg

RULE_PLACE = "seed 004, ゲームの仕組み, 1. タイルを選んで島に配置"
RULE_SELECTOR = "seed 004, ゲームの仕組み, 2. タイルセレクターの移動とタイル配布ボードの補充"
RULE_END = "seed 004, ゲーム終了"
RULE_DEAL = "seed 004, セットアップ 5)"

#: The fields each move may carry.
MOVE_FIELDS = {"deal": {"type", "slot", "tile", "seat"}, "deals": {"type", "deals", "seat"},
               "new_tile": {"type", "slot", "paths", "content", "seat"},
               "place": {"type", "seat", "slot", "cell", "rotation", "face_down"}}
#: The refusal of a payload field that is missing or out of range, by field.
FIELD_CODES = {"slot": "bravest.move.bad_slot", "rotation": "bravest.move.bad_rotation",
               "face_down": "bravest.move.bad_face_down", "cell": "bravest.move.bad_cell"}


# --------------------------------------------------------------------------- parsing

def _int(data: dict[str, Any], name: str, lo: int, hi: int, default: Any = ...) -> int:
    v = data.get(name, default)
    if v is ...:
        raise InvalidMove(Msg(FIELD_CODES[name]))
    if isinstance(v, str) and signed(v) is not None:
        v = signed(v)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise InvalidMove(Msg(FIELD_CODES[name]))
    return v


def _bool(v: Any, name: str) -> bool:
    if isinstance(v, bool):
        return v
    if v in ("true", "1", "on", "yes", 1):
        return True
    if v in ("false", "0", "off", "no", "", 0, None):
        return False
    raise InvalidMove(Msg(FIELD_CODES[name]))


def _only_fields(data: dict[str, Any], allowed: set[str]) -> None:
    """Refuse a payload carrying entries its move does not take (counted: a name typed by
    hand is not a word of the game)."""
    extra = [k for k in data if k not in allowed]
    if extra:
        raise InvalidMove(Msg("bravest.move.extra_fields", count=len(extra)))


def _parse_deal(data: dict[str, Any]) -> Move:
    tile = data.get("tile")
    if tile is not None and (not isinstance(tile, str) or not tile):
        raise InvalidMove(Msg("bravest.move.bad_tile"))
    return {"type": "deal", "slot": _int(data, "slot", 0, MARKET_SLOTS - 1), "tile": tile or None}


def _parse_new_tile(data: dict[str, Any]) -> Move:
    paths, content = data.get("paths", []), data.get("content")
    if not (isinstance(paths, list) and len(paths) <= 4
            and all(isinstance(net, list) and len(net) <= 4 for net in paths)) \
            or not (content is None or isinstance(content, dict) and len(content) <= 3):
        raise InvalidMove(Msg("bravest.move.bad_new_tile"))
    return {"type": "new_tile", "slot": _int(data, "slot", 0, MARKET_SLOTS - 1),
            "paths": paths, "content": content}


def parse_move(seat: int | None, data: Any) -> Move:
    """A normalized move from a payload (see the module docstring); raises InvalidMove.

    ``cell`` may be ``[row, col]`` or the text ``"row,col"``.
    """
    if not isinstance(data, dict):
        raise InvalidMove(Msg("bravest.move.unreadable"))
    kind = data.get("type")
    if not isinstance(kind, str):  # a list or an object is no move type (nor a dict key)
        raise InvalidMove(Msg("bravest.move.bad_type"))
    if kind in MOVE_FIELDS:
        _only_fields(data, MOVE_FIELDS[kind])
        if kind != "place" and data.get("seat") is not None:
            raise InvalidMove(Msg("bravest.move.deal_seat"))
    if kind == "deal":
        return _parse_deal(data)
    if kind == "deals":
        deals = data.get("deals")
        if not isinstance(deals, list) or not 1 <= len(deals) <= MARKET_SLOTS:
            raise InvalidMove(Msg("bravest.move.bad_deals"))
        out = []
        for d in deals:
            if not isinstance(d, dict):
                raise InvalidMove(Msg("bravest.move.bad_deals"))
            if "tile" not in d and ("paths" in d or "content" in d):
                _only_fields(d, {"slot", "paths", "content"})
                out.append({k: v for k, v in _parse_new_tile(d).items() if k != "type"})
                continue
            _only_fields(d, {"slot", "tile"})
            out.append({k: v for k, v in _parse_deal(d).items() if k != "type"})
        if len({d["slot"] for d in out}) != len(out):
            raise InvalidMove(Msg("bravest.move.deals_twice"))
        return {"type": "deals", "deals": out}
    if kind == "new_tile":
        return _parse_new_tile(data)
    if kind == "place":
        if seat is None:
            seat = data.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            raise InvalidMove(Msg("bravest.move.no_seat"))
        cell = data.get("cell")
        if isinstance(cell, str):
            try:
                cell = list(parse_cell_key(cell))
            except ValueError:
                raise InvalidMove(Msg("bravest.move.bad_cell")) from None
        if not (isinstance(cell, list) and len(cell) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)):
            raise InvalidMove(Msg("bravest.move.bad_cell"))
        return {"type": "place", "seat": seat, "slot": _int(data, "slot", 0, MARKET_SLOTS - 1),
                "cell": list(cell), "rotation": _int(data, "rotation", 0, 3, 0),
                "face_down": _bool(data.get("face_down", False), "face_down")}
    raise InvalidMove(Msg("bravest.move.bad_type"))


# --------------------------------------------------------------------------- queries

def island_of(state: State, seat: int) -> Island:
    """The seat's island as an ``island.Island`` (tiles rotated, face-down tiles as
    crossroads), for drawing and scoring."""
    tiles = tiles_by_id(state["catalogue"])
    island = Island(state["side"], state["geometry"], {})
    for key, p in state["islands"][seat].items():
        island.tiles[parse_cell_key(key)] = placed_tile(tiles[p["tile"]], p["rotation"],
                                                        p["face_down"])
    return island


def legal_cells(state: State, seat: int) -> list[list[int]]:
    """Cells where ``seat`` may place a tile now: a free island cell that a start route joins or
    that is orthogonally next to a tile already on the island (paths need not match)
    (seed 004, ゲームの仕組み 1)."""
    geo = state["geometry"]
    placed = {parse_cell_key(k) for k in state["islands"][seat]}
    starts = set(start_cells(geo))
    out = []
    for cell in island_cells(geo):
        if cell in placed:
            continue
        if cell in starts or any((cell[0] + dr, cell[1] + dc) in placed
                                 for dr, dc in STEP.values()):
            out.append(list(cell))
    return out


def tiles_dealt(state: State) -> int:
    """How many tiles have come out of the box so far (onto the board, then the islands)."""
    return catalogue_total(state["catalogue"]) - sum(state["box"].values())


def deck_left(state: State) -> int:
    """How many tiles are still in the deck: the copies of the catalogue not yet dealt, or,
    with an open box (the table deals a box the catalogue does not know whole), the 75 tiles
    of a box (seed 004, コンポーネント) less those dealt."""
    if state.get("open_box"):
        return max(0, BOX_TILES - tiles_dealt(state))
    return sum(state["box"].values())


def selected_slots(state: State) -> list[int]:
    """Distribution-board places that face a selector and hold a tile, in selector order."""
    return [s for s in state["selectors"] if s is not None and state["market"][s] is not None]


def dealing_seat(state: State) -> int | None:
    """The seat that draws the tile for the place now waiting: the player whose placement
    emptied it ("新しいタイル1枚を引いて、配布ボードの空いたスロットに表向きに置きます" is a step
    of that player's turn, seed 004, ゲームの仕組み 2), i.e. the seat before ``current``.  None
    while nothing waits, and at the setup (the 12 places of セットアップ 5 are the table's)."""
    if not state["pending"] or state["turn"] == 0 or state["over"]:
        return None
    return (state["current"] - 1) % len(state["islands"])


def is_over(state: State) -> bool:
    """Every island is full (seed 004, ゲーム終了)."""
    return bool(state["over"])


# --------------------------------------------------------------------------- applying

def next_selector_slot(market: list[str | None], selectors: list[int | None],
                       moving: int) -> int | None:
    """Where selector ``moving`` goes: clockwise to the next place with a tile and no
    selector ("もしすでにそのタイルに向いているタイルセレクターがあれば、さらに次のタイルの前に
    置きます"); None if there is none (the box and board are nearly empty)."""
    here = selectors[moving]
    assert here is not None
    others = {s for i, s in enumerate(selectors) if i != moving and s is not None}
    for step in range(1, len(market)):
        slot = (here + step) % len(market)
        if market[slot] is not None and slot not in others:
            return slot
    return None


def apply_move(state: State, move: Move) -> State:
    """The state after ``move`` (``state`` is not changed); raises IllegalMove.

    Place: the tile leaves the board and goes on the island; the selector that faced it moves
    clockwise to the next tile without a selector; the empty place is refilled (app_deals: from
    the app's deck; table_deals: the place waits for a ``deal`` move); the next seat clockwise
    plays.  The game is over when every island is full.
    """
    if not isinstance(move, dict):
        raise IllegalMove(Msg("bravest.move.unreadable"), RULE_PLACE)
    try:
        move = parse_move(move.get("seat"), move)
    except InvalidMove as e:
        raise IllegalMove(e.message, RULE_PLACE) from None
    if state["over"]:
        raise IllegalMove(Msg("bravest.rule.game_over"), RULE_END)
    s = copy.deepcopy(state)
    if move["type"] == "deal":
        _deal(s, move)
    elif move["type"] == "deals":
        for deal in move["deals"]:
            if "paths" in deal:
                _new_tile(s, {"type": "new_tile", **deal})
            else:
                _deal(s, {"type": "deal", **deal})
    elif move["type"] == "new_tile":
        _new_tile(s, move)
    else:
        _place(s, move)
    return s


def _deal(s: State, move: Move) -> None:
    if s["mode"] != "table_deals":
        raise IllegalMove(Msg("bravest.deal.app_deals"), RULE_DEAL)
    slot = move["slot"]
    if slot not in s["pending"]:
        raise IllegalMove(_not_waiting(s, slot), RULE_SELECTOR)
    tile = move["tile"]
    if tile is None:
        # the table says its deck is empty: only once every copy the set knows is dealt (an
        # open box may hold fewer than 75 tiles at this table: then it is closed)
        left = sum(s["box"].values())
        if left:
            raise IllegalMove(Msg("bravest.deal.deck_not_empty", left=left), RULE_SELECTOR)
        s["pending"] = []  # the box is empty: the other places stay empty too
        s["open_box"] = False
        return
    if tile not in s["box"]:
        raise IllegalMove(Msg("bravest.deal.unknown_tile", tile=tile[:20],
                              catalogue=label_text(s["catalogue"]["label"])), RULE_SELECTOR)
    if s["box"][tile] <= 0:
        raise IllegalMove(Msg("bravest.deal.no_copy_left", tile=tile,
                              what=looks_msg(tiles_by_id(s["catalogue"]).get(tile))),
                          RULE_SELECTOR)
    _put(s, slot, tile)


def _lying_on(s: State, slot: int) -> dict[str, Msg]:
    """For a refusal naming place ``slot``: ``{"what": <the tile lying there, by its looks>}``,
    or {} when the place is empty (issue 38 item 1: a tile is never named by its id)."""
    tile = tiles_by_id(s["catalogue"]).get(s["market"][slot] or "")
    return {"what": looks_msg(tile)} if tile is not None else {}


def _not_waiting(s: State, slot: int) -> Msg:
    """The refusal of a tile entered for place ``slot``, which waits for none: the place by
    its number and the tile lying there (``_lying_on``)."""
    return Msg("bravest.deal.not_waiting", place=slot + 1, **_lying_on(s, slot))


def _put(s: State, slot: int, tile: str) -> None:
    """One copy of ``tile`` leaves the box for the waiting place ``slot``; a selector left
    without a tile (the deck ran out before) faces a tile again."""
    s["box"][tile] -= 1
    s["market"][slot] = tile
    s["pending"].remove(slot)
    for i, sel in enumerate(s["selectors"]):
        if sel is None:
            s["selectors"][i] = _free_slot(s["market"], s["selectors"], slot - 1)


def _new_tile(s: State, move: Move) -> None:
    """A tile the table's catalogue does not know yet, dealt onto a waiting place: checked as
    a catalogue tile (named "the tile dealt onto place 3"), then added to the catalogue — or,
    when it is a catalogue tile turned, one more copy of it (a tile it knows with a copy left
    is simply that tile) — within what a box holds (75 tiles, one of each special tile)."""
    if s["mode"] != "table_deals":
        raise IllegalMove(Msg("bravest.deal.app_deals"), RULE_DEAL)
    if not s.get("open_box"):
        raise IllegalMove(Msg("bravest.deal.no_new_tiles",
                              catalogue=label_text(s["catalogue"]["label"])), RULE_DEAL)
    slot = move["slot"]
    if slot not in s["pending"]:
        raise IllegalMove(_not_waiting(s, slot), RULE_SELECTOR)
    if not deck_left(s):
        raise IllegalMove(Msg("bravest.deal.box_dealt", box=BOX_TILES), RULE_DEAL)
    where = Msg("bravest.where.dealt", place=slot + 1)
    try:
        paths = check_paths(move["paths"], where)
        content = check_content(move["content"], where)
        tiles = s["catalogue"]["tiles"]
        same = find_same(tiles, paths, content)
        known_special = content and content["kind"] == "special" \
            and any(t["content"] == content for t in tiles)
        if known_special and (same is None or not s["box"][same["id"]]):
            # each special tile is in a box once (コンポーネント, 特殊タイル)
            raise ComponentDataError(Msg("bravest.component.special_copies", where=where,
                                         effect=Msg(f"bravest.effect.{content['effect']}")))
        if same is None:
            same = {"id": new_tile_id(tiles, content), "count": 0, "paths": paths,
                    "content": content}
            tiles.append(same)
            s["box"][same["id"]] = 0
        if s["box"][same["id"]] == 0:
            same["count"] += 1
            s["box"][same["id"]] += 1
        check_box(tiles)
    except ComponentDataError as e:
        raise IllegalMove(e.message, RULE_DEAL) from None
    _put(s, slot, same["id"])


def _place(s: State, move: Move) -> None:
    seat = move["seat"]
    if not 0 <= seat < len(s["islands"]):
        raise IllegalMove(Msg("bravest.place.no_such_seat", seat=seat + 1), RULE_PLACE)
    if s["pending"]:
        raise IllegalMove(Msg("bravest.place.deal_first"), RULE_SELECTOR)
    if seat != s["current"]:
        raise IllegalMove(Msg("bravest.place.not_your_turn", name=s["names"][s["current"]]),
                          RULE_PLACE)
    slot = move["slot"]
    if slot not in s["selectors"] or s["market"][slot] is None:
        raise IllegalMove(Msg("bravest.place.not_selected", place=slot + 1,
                              **_lying_on(s, slot)), RULE_PLACE)
    cell = move["cell"]
    cells = set(island_cells(s["geometry"]))
    if (cell[0], cell[1]) not in cells:
        raise IllegalMove(Msg("bravest.place.off_island", cell=cell_msg(cell)), RULE_PLACE)
    if cell_key(cell) in s["islands"][seat]:
        raise IllegalMove(Msg("bravest.place.cell_taken", cell=cell_msg(cell)), RULE_PLACE)
    if cell not in legal_cells(s, seat):
        raise IllegalMove(Msg("bravest.place.not_connected", cell=cell_msg(cell)), RULE_PLACE)
    tile = s["market"][slot]
    s["islands"][seat][cell_key(cell)] = {"tile": tile, "rotation": 0 if move["face_down"]
                                          else move["rotation"], "face_down": move["face_down"]}
    s["market"][slot] = None
    moving = s["selectors"].index(slot)
    s["selectors"][moving] = next_selector_slot(s["market"], s["selectors"], moving)
    # refill the empty place
    if s["mode"] == "app_deals":
        if s["deck"]:
            new = s["deck"].pop(0)
            s["box"][new] -= 1
            s["market"][slot] = new
    elif deck_left(s) > 0:
        s["pending"].append(slot)
    # a selector left without a tile (only when the deck ran out) looks for one again
    for i, sel in enumerate(s["selectors"]):
        if sel is None:
            s["selectors"][i] = _free_slot(s["market"], s["selectors"], slot)
    s["turn"] += 1
    n_cells = len(cells)
    if all(len(isl) == n_cells for isl in s["islands"]):
        s["over"] = True
        s["pending"] = []
    else:
        s["current"] = (seat + 1) % len(s["islands"])


def _free_slot(market: list[str | None], selectors: list[int | None], after: int) -> int | None:
    taken = {x for x in selectors if x is not None}
    for step in range(1, len(market) + 1):
        slot = (after + step) % len(market)
        if market[slot] is not None and slot not in taken:
            return slot
    return None
