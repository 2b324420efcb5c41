"""Ohio Bob components as data: temple cards, starting cards, the Super Gear, amulet challenges.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("1人プレイのセットアップ",
"装備カード", "スペシャルカード", "特別なスペース", "ゲーム終了").

The printed cards are not public.  The package ships a *sample* catalogue
(``data/sample_components.json``, ``"sample": true`` with a label saying so); a table enters its
own copy as JSON in the same format (see docs/formats/ohio_bob.md) and :func:`load_catalogue`
checks it, raising :class:`ComponentError` with a message naming the bad entry.

Catalogue shape (JSON)::

    {
      "sample": bool, "label": str,
      "gem_colours": ["yellow", "red", ...],          # "multi" is added implicitly
      "room_size": {"rows": int, "cols": int},         # every temple card has this grid
      "sets": {"green": [card x 17], "blue": [card x 17]},
      "starting_sets": [                               # one per player (2 for the mirror temple)
        {"id": str, "name": str,
         "level":  {"easy": LEVEL_SIDE, "hard": LEVEL_SIDE},
         "energy": {"easy": {"max": int}, "hard": {"max": int}},
         "amulet": {"easy": {"challenges": [CHALLENGE, CHALLENGE]}, "hard": {...}},
         "super_gear": {"id": str, "options": {"A": [EFFECT...], "B": [EFFECT...]?}}}
      ]
    }

* card: ``{"id": str, "gem": colour | "multi", "options": {"A": [EFFECT...], "B": [EFFECT...]},
  "room": {"grid": [[SPACE...] per row, top row first], "walls": [EDGE...], "doors": [EDGE...]}}``.
  The room is given as printed with its stairs in the bottom row (the way a room is normally
  placed); exactly one stairs space.
* SPACE: ``"empty" | "stairs" | "ration" | "chest" | "chest:<colour>" | "pit" | "trap" |
  "teleporter"``.
* EDGE: ``{"row": r, "col": c, "side": "N"|"E"|"S"|"W"}`` (0-based, on the printed card); an
  edge on the card border blocks leaving (and exploring) that way.
* EFFECT: ``{"type": "move", "dirs": "NESW"-subset, "explore": bool=true,
  "ignore": ["pit", "trap"]=[], "opens_doors": bool=false}``, ``{"type": "rock"}``,
  ``{"type": "key"}``, ``{"type": "sledgehammer", "dirs": str="NESW"}``,
  ``{"type": "rope", "dirs": str}``, ``{"type": "torch"}``, ``{"type": "map"}``.
* LEVEL_SIDE: ``{"levels": [{"rooms": int, "rest": int, "max_cards": int, "energy": int} x 3],
  "rations_off_levels": [int...]}`` (levels 1..3 in order; ``rations_off_levels`` lists levels
  whose rations count as empty spaces — the hard-mode level-1 rule).
* CHALLENGE: ``{"id": str, "gems": {colour | "white": int}}`` — "white" icons may be any one
  colour, all the same.
"""
from __future__ import annotations

import json
from copy import deepcopy
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent / "data"
SAMPLE_FILE = DATA_DIR / "sample_components.json"

DIRECTIONS = "NESW"
DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}  # (drow, dcol)
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
SPACE_KINDS = ("empty", "stairs", "ration", "chest", "pit", "trap", "teleporter")
EFFECT_TYPES = ("move", "rock", "key", "sledgehammer", "rope", "torch", "map")
SET_NAMES = ("green", "blue")
CARDS_PER_SET = 17
MULTI = "multi"
WHITE = "white"
SUPER_GEAR = "super_gear"


class ComponentError(ValueError):
    """A component file that cannot be used; ``message`` names the bad entry and why."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


# --------------------------------------------------------------------------- loading

def load_sample() -> dict[str, Any]:
    """The shipped sample catalogue (validated, a fresh copy).  It is NOT the printed cards."""
    return deepcopy(_sample_cached())


@lru_cache(maxsize=1)
def _sample_cached() -> dict[str, Any]:
    with SAMPLE_FILE.open(encoding="utf-8") as fh:
        return load_catalogue(json.load(fh))


def load_catalogue_json(text: str) -> dict[str, Any]:
    """Parse and validate a catalogue given as JSON text; raises ComponentError."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise ComponentError(f"The component file is not valid JSON: {exc}") from None
    return load_catalogue(data)


def load_catalogue(data: Any) -> dict[str, Any]:
    """Validate a catalogue dict (module docstring for the shape) and return a normalized copy.

    Normalization: effect defaults filled in (``explore``, ``ignore``, ``opens_doors``,
    ``dirs``), each card gets ``"set"``, walls and doors listed as given.  Raises
    :class:`ComponentError` naming the entry ("green card G03: ...").
    """
    if not isinstance(data, dict):
        raise ComponentError("The component file must be a JSON object.")
    out: dict[str, Any] = {}
    out["sample"] = _bool(data.get("sample", False), "sample")
    label = data.get("label", "")
    if not isinstance(label, str):
        raise ComponentError("'label' must be text.")
    out["label"] = label
    if out["sample"] and "sample" not in label.lower():
        raise ComponentError("A sample catalogue must say 'sample' in its label.")
    colours = data.get("gem_colours")
    if (not isinstance(colours, list) or not colours
            or not all(isinstance(c, str) and c for c in colours)):
        raise ComponentError("'gem_colours' must be a non-empty list of colour names.")
    if len(set(colours)) != len(colours) or MULTI in colours or WHITE in colours:
        raise ComponentError("'gem_colours' must be distinct and may not use 'multi' or 'white'.")
    out["gem_colours"] = list(colours)
    size = data.get("room_size")
    if not isinstance(size, dict):
        raise ComponentError("'room_size' must be an object {\"rows\": n, \"cols\": n}.")
    rows = _int(size.get("rows"), "room_size rows", 2, 9)
    cols = _int(size.get("cols"), "room_size cols", 2, 9)
    out["room_size"] = {"rows": rows, "cols": cols}

    sets = data.get("sets")
    if not isinstance(sets, dict) or set(sets) != set(SET_NAMES):
        raise ComponentError("'sets' must hold exactly the two sets 'green' and 'blue'.")
    out["sets"] = {}
    seen: set[str] = set()
    for set_name in SET_NAMES:
        cards = sets[set_name]
        if not isinstance(cards, list) or len(cards) != CARDS_PER_SET:
            raise ComponentError(f"The {set_name} set must have {CARDS_PER_SET} temple cards "
                                 f"(found {len(cards) if isinstance(cards, list) else 'none'}).")
        out["sets"][set_name] = []
        for i, card in enumerate(cards):
            where = f"{set_name} card #{i + 1}"
            if isinstance(card, dict) and isinstance(card.get("id"), str):
                where = f"{set_name} card {card['id']}"
            norm = _card(card, where, colours, rows, cols)
            if norm["id"] in seen or norm["id"] == SUPER_GEAR:
                raise ComponentError(f"{where}: the id '{norm['id']}' is used twice.")
            seen.add(norm["id"])
            norm["set"] = set_name
            out["sets"][set_name].append(norm)

    starts = data.get("starting_sets")
    if not isinstance(starts, list) or not starts:
        raise ComponentError("'starting_sets' must list at least one set of 4 starting cards.")
    out["starting_sets"] = [_starting(s, i, colours) for i, s in enumerate(starts)]
    return out


# --------------------------------------------------------------------------- entries

def _card(card: Any, where: str, colours: list[str], rows: int, cols: int) -> dict[str, Any]:
    if not isinstance(card, dict):
        raise ComponentError(f"{where}: must be an object.")
    cid = card.get("id")
    if not isinstance(cid, str) or not cid:
        raise ComponentError(f"{where}: needs an 'id' (text).")
    gem = card.get("gem")
    if gem != MULTI and gem not in colours:
        raise ComponentError(f"{where}: gem '{gem}' is not one of {colours + [MULTI]}.")
    options = _options(card.get("options"), where, colours, need_b=True)
    room = _room(card.get("room"), where, colours, rows, cols)
    return {"id": cid, "gem": gem, "options": options, "room": room}


def _options(options: Any, where: str, colours: list[str], need_b: bool) -> dict[str, Any]:
    if not isinstance(options, dict) or "A" not in options:
        raise ComponentError(f"{where}: 'options' must give option A"
                             f"{' and option B' if need_b else ''}.")
    if need_b and "B" not in options:
        raise ComponentError(f"{where}: 'options' must give option A and option B.")
    extra = set(options) - {"A", "B"}
    if extra:
        raise ComponentError(f"{where}: unknown option(s) {sorted(extra)} (only A and B).")
    return {name: [_effect(e, f"{where} option {name} effect #{i + 1}")
                   for i, e in enumerate(_list(effects, f"{where} option {name}"))]
            for name, effects in options.items()}


def _effect(effect: Any, where: str) -> dict[str, Any]:
    if not isinstance(effect, dict) or effect.get("type") not in EFFECT_TYPES:
        got = effect.get("type") if isinstance(effect, dict) else effect
        raise ComponentError(f"{where}: unknown effect {got!r} (one of {', '.join(EFFECT_TYPES)}).")
    kind = effect["type"]
    out: dict[str, Any] = {"type": kind}
    if kind in ("move", "sledgehammer", "rope"):
        dirs = effect.get("dirs", "NESW" if kind == "sledgehammer" else None)
        if (not isinstance(dirs, str) or not dirs or any(d not in DIRECTIONS for d in dirs)
                or len(set(dirs)) != len(dirs)):
            raise ComponentError(f"{where}: 'dirs' must be letters from NESW, e.g. \"EW\".")
        out["dirs"] = "".join(d for d in DIRECTIONS if d in dirs)
    if kind == "move":
        out["explore"] = _bool(effect.get("explore", True), f"{where} explore")
        ignore = effect.get("ignore", [])
        if not isinstance(ignore, list) or any(i not in ("pit", "trap") for i in ignore):
            raise ComponentError(f"{where}: 'ignore' may list only \"pit\" and \"trap\".")
        out["ignore"] = sorted(set(ignore))
        out["opens_doors"] = _bool(effect.get("opens_doors", False), f"{where} opens_doors")
    unknown = set(effect) - {"type", "dirs", "explore", "ignore", "opens_doors"}
    if unknown:
        raise ComponentError(f"{where}: unknown field(s) {sorted(unknown)}.")
    return out


def _room(room: Any, where: str, colours: list[str], rows: int, cols: int) -> dict[str, Any]:
    if not isinstance(room, dict):
        raise ComponentError(f"{where}: needs a 'room' object (the temple side).")
    grid = room.get("grid")
    if not isinstance(grid, list) or len(grid) != rows:
        raise ComponentError(f"{where}: room grid must have {rows} rows.")
    stairs = []
    out_grid = []
    for r, row in enumerate(grid):
        if not isinstance(row, list) or len(row) != cols:
            raise ComponentError(f"{where}: room row {r + 1} must have {cols} spaces.")
        for c, space in enumerate(row):
            if not isinstance(space, str):
                raise ComponentError(f"{where}: space row {r + 1} col {c + 1} must be text.")
            kind, _, colour = space.partition(":")
            if kind not in SPACE_KINDS or (colour and (kind != "chest" or colour not in colours)):
                raise ComponentError(
                    f"{where}: space row {r + 1} col {c + 1} is {space!r}; use one of "
                    f"{', '.join(SPACE_KINDS)} or chest:<colour> with a gem colour.")
            if kind == "stairs":
                stairs.append((r, c))
        out_grid.append(list(row))
    if len(stairs) != 1 or stairs[0][0] != rows - 1:
        raise ComponentError(f"{where}: the room needs exactly one stairs space, in the bottom "
                             f"row (found {len(stairs)}{'' if not stairs else ' at row ' + str(stairs[0][0] + 1)}).")
    walls = [_edge(e, f"{where} wall #{i + 1}", rows, cols)
             for i, e in enumerate(_list(room.get("walls", []), f"{where} walls"))]
    doors = [_edge(e, f"{where} door #{i + 1}", rows, cols)
             for i, e in enumerate(_list(room.get("doors", []), f"{where} doors"))]
    wall_keys = {_edge_key(w, rows, cols) for w in walls}
    for i, d in enumerate(doors):
        if _edge_key(d, rows, cols) in wall_keys:
            raise ComponentError(f"{where}: door #{i + 1} is on an edge that is already a wall.")
    return {"grid": out_grid, "walls": walls, "doors": doors}


def _edge(edge: Any, where: str, rows: int, cols: int) -> dict[str, Any]:
    if not isinstance(edge, dict):
        raise ComponentError(f"{where}: must be {{\"row\": r, \"col\": c, \"side\": \"N\"}}.")
    r = _int(edge.get("row"), f"{where} row", 0, rows - 1)
    c = _int(edge.get("col"), f"{where} col", 0, cols - 1)
    side = edge.get("side")
    if not isinstance(side, str) or side not in DELTA:
        raise ComponentError(f"{where}: side must be N, E, S or W.")
    return {"row": r, "col": c, "side": side}


def _edge_key(edge: dict[str, Any], rows: int, cols: int) -> tuple:
    """One key per physical edge, whichever of its two spaces names it."""
    r, c, side = edge["row"], edge["col"], edge["side"]
    dr, dc = DELTA[side]
    r2, c2 = r + dr, c + dc
    return tuple(sorted([(r, c), (r2, c2)]))


def _starting(s: Any, i: int, colours: list[str]) -> dict[str, Any]:
    where = f"starting set #{i + 1}"
    if not isinstance(s, dict):
        raise ComponentError(f"{where}: must be an object.")
    out: dict[str, Any] = {"id": str(s.get("id", f"set{i + 1}")), "name": str(s.get("name", ""))}
    for card in ("level", "energy", "amulet"):
        sides = s.get(card)
        if not isinstance(sides, dict) or set(sides) != {"easy", "hard"}:
            raise ComponentError(f"{where}: the {card} card needs an 'easy' and a 'hard' side.")
        out[card] = {}
        for side in ("easy", "hard"):
            w = f"{where} {card} card {side} side"
            out[card][side] = {"level": _level_side, "energy": _energy_side,
                               "amulet": _amulet_side}[card](sides[side], w, colours)
    sg = s.get("super_gear")
    if not isinstance(sg, dict):
        raise ComponentError(f"{where}: needs a 'super_gear' card (it has no hard side).")
    out["super_gear"] = {"id": SUPER_GEAR, "gem": None,
                         "options": _options(sg.get("options"), f"{where} Super Gear",
                                             colours, need_b=False)}
    return out


def _level_side(side: Any, where: str, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise ComponentError(f"{where}: must be an object.")
    levels = side.get("levels")
    if not isinstance(levels, list) or len(levels) != 3:
        raise ComponentError(f"{where}: 'levels' must list the 3 levels in order.")
    out = []
    for n, lv in enumerate(levels, start=1):
        w = f"{where} level {n}"
        if not isinstance(lv, dict):
            raise ComponentError(f"{w}: must be an object.")
        out.append({"rooms": _int(lv.get("rooms"), f"{w} rooms", 1, 17),
                    "rest": _int(lv.get("rest"), f"{w} rest", 0, 20),
                    "max_cards": _int(lv.get("max_cards"), f"{w} max_cards", 1, 20),
                    "energy": _int(lv.get("energy"), f"{w} energy", 1, 20)})
    off = side.get("rations_off_levels", [])
    if not isinstance(off, list) or any(x not in (1, 2, 3) for x in off):
        raise ComponentError(f"{where}: 'rations_off_levels' must list levels 1, 2 or 3.")
    return {"levels": out, "rations_off_levels": sorted(set(off))}


def _energy_side(side: Any, where: str, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise ComponentError(f"{where}: must be an object.")
    return {"max": _int(side.get("max"), f"{where} max", 1, 20)}


def _amulet_side(side: Any, where: str, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise ComponentError(f"{where}: must be an object.")
    chals = side.get("challenges")
    if not isinstance(chals, list) or len(chals) != 2:
        raise ComponentError(f"{where}: 'challenges' must list the 2 challenges of the card.")
    out = []
    for j, ch in enumerate(chals):
        w = f"{where} challenge #{j + 1}"
        if not isinstance(ch, dict) or not isinstance(ch.get("gems"), dict) or not ch["gems"]:
            raise ComponentError(f"{w}: needs 'gems' {{colour: count}}.")
        gems = {}
        for colour, count in ch["gems"].items():
            if colour != WHITE and colour not in colours:
                raise ComponentError(f"{w}: '{colour}' is not a gem colour (or 'white').")
            gems[colour] = _int(count, f"{w} {colour}", 1, 17)
        out.append({"id": str(ch.get("id", f"challenge{j + 1}")), "gems": gems})
    return {"challenges": out}


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ComponentError(f"{where}: must be a whole number from {lo} to {hi} (got {value!r}).")
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ComponentError(f"{where}: must be true or false.")
    return value


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise ComponentError(f"{where}: must be a list.")
    return value


# --------------------------------------------------------------------------- room geometry

def space_at(card: dict[str, Any], r: int, c: int, rot: int) -> str:
    """The space at visual (row r, col c) of a placed card turned by ``rot`` (0 or 180)."""
    grid = card["room"]["grid"]
    if rot == 180:
        return grid[len(grid) - 1 - r][len(grid[0]) - 1 - c]
    return grid[r][c]


def barrier(card: dict[str, Any], r: int, c: int, side: str, rot: int) -> str:
    """"wall", "door" or "open" on ``side`` of visual space (r, c) of a placed card."""
    grid = card["room"]["grid"]
    rows, cols = len(grid), len(grid[0])
    if rot == 180:
        r, c, side = rows - 1 - r, cols - 1 - c, OPPOSITE[side]
    key = _edge_key({"row": r, "col": c, "side": side}, rows, cols)
    for kind, edges in (("wall", card["room"]["walls"]), ("door", card["room"]["doors"])):
        for e in edges:
            if _edge_key(e, rows, cols) == key:
                return kind
    return "open"
