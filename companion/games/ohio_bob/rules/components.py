"""Ohio Bob components as data: temple cards, starting cards, the Super Gear, amulet challenges.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("1人プレイのセットアップ",
"装備カード", "スペシャルカード", "特別なスペース", "ゲーム終了").

The printed cards are not public.  The package ships a *sample* catalogue
(``data/sample_components.json``, ``"sample": true`` with a label saying so); a table enters its
own copy as JSON in the same format (see docs/formats/ohio_bob.md) and :func:`load_catalogue`
checks it, raising :class:`ComponentError` (companion.engine) with a message (``Msg``) naming the
card and the place on it as a person counts them (messages_components.py says it).

Catalogue shape (JSON)::

    {
      "sample": bool, "label": str | {"en": str, "ja": str},
      "gem_colours": ["yellow", "red", ...],          # "multi" is added implicitly
      "room_size": {"rows": int, "cols": int},         # every temple card has this grid
      "sets": {"green": [card x 17], "blue": [card x 17]},
      "starting_sets": [                               # one per player (2 for the mirror temple)
        {"id": str, "name": str | {"en": str, "ja": str},
         "level":  {"easy": LEVEL_SIDE, "hard": LEVEL_SIDE},
         "energy": {"easy": {"max": int}, "hard": {"max": int}},
         "amulet": {"easy": {"challenges": [CHALLENGE, CHALLENGE]}, "hard": {...}},
         "super_gear": {"id": str, "options": {"A": [EFFECT...], "B": [EFFECT...]?}}}
      ]
    }

* card: ``{"id": str, "gem": colour | "multi", "options": {"A": [EFFECT...], "B": [EFFECT...]},
  (the multicolour gem card may give A alone, or an empty B, taken as none),
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

A set may be a *draft*, completed over several evenings (the tap editor, editor.py, starts one
from :func:`blank`; a card first met in play joins it): a temple card not entered yet is
``null`` in its set's list (which keeps its 17 places), a starting card side not entered yet is
``null`` (``"level": {"easy": LEVEL_SIDE, "hard": null}``), a Super Gear not entered yet is
``null``, and ``room_size`` is ``null`` (with no temple card entered) until the room size is
given; ``gem_colours`` may then be empty.  :func:`progress` says how complete a set is;
setup.py says what a table needs of it (real cards: any temple cards; the app's deck: all).
"""
from __future__ import annotations

import json
from copy import deepcopy
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from companion.engine import ComponentError
from companion.message import Msg

from .names import MULTI, SETS, SIDES, SUPER_GEAR, WHITE, colour

DATA_DIR = Path(__file__).parent / "data"
SAMPLE_FILE = DATA_DIR / "sample_components.json"

DIRECTIONS = "NESW"
DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}  # (drow, dcol)
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
SPACE_KINDS = ("empty", "stairs", "ration", "chest", "pit", "trap", "teleporter")
EFFECT_TYPES = ("move", "rock", "key", "sledgehammer", "rope", "torch", "map")
SET_NAMES = ("green", "blue")
CARDS_PER_SET = 17
START_CARDS = {"level": Msg("ohio_bob.card.level"), "energy": Msg("ohio_bob.card.energy"),
               "amulet": Msg("ohio_bob.card.amulet")}



def _fail(code: str, **params: Any) -> ComponentError:
    """The ComponentError of ``Msg(code, **params)`` (messages_components.py says it)."""
    return ComponentError(Msg(code, **params))


def _noted(faults: list[Msg], check: Callable[[], Any]) -> Any:
    """``check()``, or None with its refusal's message added to ``faults``: the parts of a
    card that do not depend on each other (its gem, each option, each space, each edge) are
    all checked, so one refusal names every fault (a table fixing a card sends it once)."""
    try:
        return check()
    except ComponentError as exc:
        faults.append(exc.message)
        return None


def _refuse_all(faults: list[Msg]) -> None:
    """Raise the ComponentError naming every fault of ``faults`` (one after another, each
    with its place), if any."""
    if not faults:
        return
    said = faults[-1]
    for fault in reversed(faults[:-1]):
        said = Msg("ohio_bob.components.also", first=fault, then=said)
    raise ComponentError(said)


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
    except json.JSONDecodeError as exc:
        raise _fail("ohio_bob.components.not_json", line=exc.lineno, col=exc.colno) from None
    except (TypeError, RecursionError, ValueError):
        raise _fail("ohio_bob.components.not_object_file") from None
    return load_catalogue(data)


def load_catalogue(data: Any) -> dict[str, Any]:
    """Validate a catalogue dict (module docstring for the shape) and return a normalized copy.

    Normalization: effect defaults filled in (``explore``, ``ignore``, ``opens_doors``,
    ``dirs``), each card gets ``"set"``, walls and doors listed as given, the label kept as
    given (one string, or ``{"en", "ja"}``).  Raises :class:`ComponentError` whose message
    names the card and the place on it as a person counts them (1-based), e.g.
    ``Msg("ohio_bob.components.space_text", where=Msg("ohio_bob.place.space", card=Msg(
    "ohio_bob.place.file_card", set=..., n=3, id="G03"), row=1, col=1))`` (the file's own key
    for the card, which helps find it in the file; ``place.card`` without one).
    """
    if not isinstance(data, dict):
        raise _fail("ohio_bob.components.not_object_file")
    out: dict[str, Any] = {}
    out["sample"] = _bool(data.get("sample", False), "ohio_bob.components.sample_flag")
    out["label"] = _label(data.get("label", ""), out["sample"])
    colours = data.get("gem_colours")
    if (not isinstance(colours, list)
            or not all(isinstance(c, str) and c for c in colours)):
        raise _fail("ohio_bob.components.gem_colours")
    if len(set(colours)) != len(colours) or MULTI in colours or WHITE in colours:
        raise _fail("ohio_bob.components.gem_colours_distinct")
    out["gem_colours"] = list(colours)
    size = data.get("room_size")
    rows = cols = 0
    if size is None:  # a draft whose room size is not given yet
        out["room_size"] = None
    elif not isinstance(size, dict):
        raise _fail("ohio_bob.components.room_size")
    else:
        rows = _int(size.get("rows"), Msg("ohio_bob.field.room_rows"), 2, 9)
        cols = _int(size.get("cols"), Msg("ohio_bob.field.room_cols"), 2, 9)
        out["room_size"] = {"rows": rows, "cols": cols}

    sets = data.get("sets")
    if not isinstance(sets, dict) or set(sets) != set(SET_NAMES):
        raise _fail("ohio_bob.components.sets")
    out["sets"] = {}
    seen: set[str] = set()
    for set_name in SET_NAMES:
        cards = sets[set_name]
        if not isinstance(cards, list):
            raise _fail("ohio_bob.components.set_none", set=SETS[set_name],
                        count=CARDS_PER_SET)
        if len(cards) != CARDS_PER_SET:
            raise _fail("ohio_bob.components.set_count", set=SETS[set_name],
                        count=CARDS_PER_SET, found=len(cards))
        out["sets"][set_name] = []
        for i, card in enumerate(cards):
            if card is None:  # not entered yet (a draft)
                out["sets"][set_name].append(None)
                continue
            where = Msg("ohio_bob.place.card", set=SETS[set_name], n=i + 1)
            if isinstance(card, dict) and isinstance(card.get("id"), str) and card["id"]:
                # the file's own key for the card helps find it in the file
                where = Msg("ohio_bob.place.file_card", set=SETS[set_name], n=i + 1,
                            id=card["id"])
            if out["room_size"] is None:
                raise _fail("ohio_bob.components.size_first", where=where)
            norm = _card(card, where, colours, rows, cols)
            if norm["id"] in seen or norm["id"] == SUPER_GEAR:
                raise _fail("ohio_bob.components.duplicate_id", where=where, id=norm["id"])
            seen.add(norm["id"])
            norm["set"] = set_name
            out["sets"][set_name].append(norm)

    starts = data.get("starting_sets")
    if not isinstance(starts, list) or not starts:
        raise _fail("ohio_bob.components.starting_sets")
    out["starting_sets"] = [_starting(s, i, colours) for i, s in enumerate(starts)]
    return out


def _label(label: Any, sample: bool) -> str | dict[str, str]:
    """The set's label: one string (a table's own) or ``{"en", "ja"}``; a sample's says so in
    each language it is given in ("sample" / 「サンプル」)."""
    if isinstance(label, dict):
        if set(label) - {"en", "ja"} or not all(isinstance(v, str) for v in label.values()):
            raise _fail("ohio_bob.components.label")
        texts = {"en": label.get("en", ""), "ja": label.get("ja", "")}
    elif isinstance(label, str):
        texts = {"en": label, "ja": ""}
    else:
        raise _fail("ohio_bob.components.label")
    if sample and ("sample" not in texts["en"].lower()
                   or (texts["ja"] and "サンプル" not in texts["ja"])):
        raise _fail("ohio_bob.components.sample_label")
    return dict(label) if isinstance(label, dict) else label


# --------------------------------------------------------------------------- entries

def _card(card: Any, where: Msg, colours: list[str], rows: int, cols: int) -> dict[str, Any]:
    if not isinstance(card, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    cid = card.get("id")
    if not isinstance(cid, str) or not cid:
        raise _fail("ohio_bob.components.card_id", where=where)
    faults: list[Msg] = []
    gem = card.get("gem")
    if gem is None or gem == "":
        faults.append(Msg("ohio_bob.components.no_gem", where=where))
    elif gem != MULTI and gem not in colours:
        faults.append(Msg("ohio_bob.components.gem", where=where))
    # 多色の宝石 "…移動を1回与えます": option A alone (an empty B is none; ruling 41)
    given = card.get("options")
    if gem == MULTI and isinstance(given, dict) and given.get("B") == []:
        given = {k: v for k, v in given.items() if k != "B"}
    options = _noted(faults, lambda: _options(given, where, colours, need_b=gem != MULTI))
    room = _noted(faults, lambda: _room(card.get("room"), where, colours, rows, cols))
    _refuse_all(faults)
    return {"id": cid, "gem": gem, "options": options, "room": room}


def _options(options: Any, where: Msg, colours: list[str], need_b: bool) -> dict[str, Any]:
    if not isinstance(options, dict) or "A" not in options or (need_b and "B" not in options):
        raise _fail("ohio_bob.components.options_ab" if need_b
                    else "ohio_bob.components.option_a", where=where)
    if set(options) - {"A", "B"}:
        raise _fail("ohio_bob.components.options_extra", where=where)
    out = {}
    faults: list[Msg] = []
    for name in sorted(options):
        out[name] = _noted(faults, lambda name=name: _option(options[name], Msg(
            "ohio_bob.place.option", card=where, option=name)))
    _refuse_all(faults)
    return out


def _option(given: Any, place: Msg) -> list[dict[str, Any]]:
    effects = _list(given, place)
    if not effects:  # 装備カード: each option is a way to use the card
        raise _fail("ohio_bob.components.option_empty", where=place)
    faults: list[Msg] = []
    out = [_noted(faults, lambda i=i, e=e: _effect(e, Msg("ohio_bob.place.effect", option=place,
                                                          n=i + 1)))
           for i, e in enumerate(effects)]
    _refuse_all(faults)
    return out


def _effect(effect: Any, where: Msg) -> dict[str, Any]:
    if not isinstance(effect, dict) or effect.get("type") not in EFFECT_TYPES:
        raise _fail("ohio_bob.components.effect", where=where)
    kind = effect["type"]
    out: dict[str, Any] = {"type": kind}
    if kind in ("move", "sledgehammer", "rope"):
        dirs = effect.get("dirs", "NESW" if kind == "sledgehammer" else None)
        if (not isinstance(dirs, str) or not dirs or any(d not in DIRECTIONS for d in dirs)
                or len(set(dirs)) != len(dirs)):
            raise _fail("ohio_bob.components.dirs", where=where)
        out["dirs"] = "".join(d for d in DIRECTIONS if d in dirs)
    if kind == "move":
        out["explore"] = _bool(effect.get("explore", True), "ohio_bob.components.explore_flag",
                               where=where)
        ignore = effect.get("ignore", [])
        if not isinstance(ignore, list) or any(i not in ("pit", "trap") for i in ignore):
            raise _fail("ohio_bob.components.ignore", where=where)
        out["ignore"] = sorted(set(ignore))
        out["opens_doors"] = _bool(effect.get("opens_doors", False),
                                   "ohio_bob.components.doors_flag", where=where)
    if set(effect) - {"type", "dirs", "explore", "ignore", "opens_doors"}:
        raise _fail("ohio_bob.components.effect_fields", where=where)
    return out


def _room(room: Any, where: Msg, colours: list[str], rows: int, cols: int) -> dict[str, Any]:
    if not isinstance(room, dict):
        raise _fail("ohio_bob.components.room", where=where)
    grid = room.get("grid")
    if not isinstance(grid, list) or len(grid) != rows:
        raise _fail("ohio_bob.components.rows", where=where, rows=rows)
    if any(not isinstance(row, list) or len(row) != cols for row in grid):
        r = next(r for r, row in enumerate(grid) if not isinstance(row, list) or len(row) != cols)
        raise _fail("ohio_bob.components.row_spaces", card=where, row=r + 1, cols=cols)
    faults: list[Msg] = []
    stairs = []     # those of the bottom row
    anywhere = False
    for r, row in enumerate(grid):
        for c, space in enumerate(row):
            place = Msg("ohio_bob.place.space", card=where, row=r + 1, col=c + 1)
            if not isinstance(space, str):
                faults.append(Msg("ohio_bob.components.space_text", where=place))
                continue
            kind, _, col = space.partition(":")
            if kind not in SPACE_KINDS or (col and (kind != "chest" or col not in colours)):
                faults.append(Msg("ohio_bob.components.space_kind", where=place))
            elif kind == "stairs":
                anywhere = True
                if r != rows - 1:  # 1人プレイのセットアップ 6): stairs in the bottom row
                    faults.append(Msg("ohio_bob.components.stairs_not_bottom", where=place))
                    continue
                stairs.append(place)
                if len(stairs) > 1:
                    faults.append(Msg("ohio_bob.components.stairs_twice", where=place))
    if not anywhere:
        faults.append(Msg("ohio_bob.components.no_stairs", where=where))
    edges: dict[str, list] = {}
    for kind in ("wall", "door"):
        given = _noted(faults, lambda kind=kind: _list(room.get(kind + "s", []),
                                                       Msg(f"ohio_bob.place.{kind}s", card=where)))
        edges[kind] = [(i, _noted(faults, lambda i=i, e=e, kind=kind: _edge(
            e, Msg(f"ohio_bob.place.{kind}", card=where, n=i + 1), rows, cols)))
            for i, e in enumerate(given or [])]
    wall_keys = {_edge_key(w, rows, cols) for _i, w in edges["wall"] if w is not None}
    for i, d in edges["door"]:
        if d is not None and _edge_key(d, rows, cols) in wall_keys:
            faults.append(Msg("ohio_bob.components.door_on_wall",
                              where=Msg("ohio_bob.place.door", card=where, n=i + 1)))
    _refuse_all(faults)
    return {"grid": [list(row) for row in grid],
            "walls": [w for _i, w in edges["wall"]], "doors": [d for _i, d in edges["door"]]}


def _edge(edge: Any, where: Msg, rows: int, cols: int) -> dict[str, Any]:
    """A wall or door ``{"row", "col", "side"}`` (0-based in the file) on the card."""
    if not isinstance(edge, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    r, c = edge.get("row"), edge.get("col")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (r, c)) \
            or not (0 <= r < rows and 0 <= c < cols):
        raise _fail("ohio_bob.components.edge_off", where=where, rows=rows, cols=cols)
    side = edge.get("side")
    if not isinstance(side, str) or side not in DELTA:
        raise _fail("ohio_bob.components.edge_side", where=where)
    return {"row": r, "col": c, "side": side}


def _edge_key(edge: dict[str, Any], rows: int, cols: int) -> tuple:
    """One key per physical edge, whichever of its two spaces names it."""
    r, c, side = edge["row"], edge["col"], edge["side"]
    dr, dc = DELTA[side]
    r2, c2 = r + dr, c + dc
    return tuple(sorted([(r, c), (r2, c2)]))


def _starting(s: Any, i: int, colours: list[str]) -> dict[str, Any]:
    where = Msg("ohio_bob.place.starting", n=i + 1)
    if not isinstance(s, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    name = s.get("name", "")
    out: dict[str, Any] = {"id": str(s.get("id", f"set{i + 1}")),
                           "name": dict(name) if isinstance(name, dict) else str(name)}
    for card in ("level", "energy", "amulet"):
        place = Msg("ohio_bob.place.start_card", start=where, card=START_CARDS[card])
        sides = s.get(card)
        if not isinstance(sides, dict) or set(sides) != {"easy", "hard"}:
            raise _fail("ohio_bob.components.sides", where=place)
        out[card] = {}
        for side in ("easy", "hard"):
            w = Msg("ohio_bob.place.side", card=place, side=SIDES[side])
            if sides[side] is None:  # not entered yet (a draft)
                out[card][side] = None
                continue
            out[card][side] = {"level": _level_side, "energy": _energy_side,
                               "amulet": _amulet_side}[card](sides[side], w, colours)
    sg = s.get("super_gear")
    if sg is None and "super_gear" in s:  # not entered yet (a draft)
        out["super_gear"] = None
        return out
    if not isinstance(sg, dict):
        raise _fail("ohio_bob.components.super_gear", where=where)
    out["super_gear"] = {"id": SUPER_GEAR, "gem": None,
                         "options": _options(sg.get("options"),
                                             Msg("ohio_bob.place.super_gear", start=where),
                                             colours, need_b=False)}
    return out


def _level_side(side: Any, where: Msg, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    levels = side.get("levels")
    if not isinstance(levels, list) or len(levels) != 3:
        raise _fail("ohio_bob.components.levels", where=where)
    out = []
    for n, lv in enumerate(levels, start=1):
        w = Msg("ohio_bob.place.level", side=where, level=n)
        if not isinstance(lv, dict):
            raise _fail("ohio_bob.components.not_object", where=w)
        out.append({"rooms": _int(lv.get("rooms"), Msg("ohio_bob.field.rooms", place=w), 1, 17),
                    "rest": _int(lv.get("rest"), Msg("ohio_bob.field.rest", place=w), 0, 20),
                    "max_cards": _int(lv.get("max_cards"),
                                      Msg("ohio_bob.field.max_cards", place=w), 1, 20),
                    "energy": _int(lv.get("energy"), Msg("ohio_bob.field.energy", place=w),
                                   1, 20)})
    off = side.get("rations_off_levels", [])
    if not isinstance(off, list) or any(x not in (1, 2, 3) for x in off):
        raise _fail("ohio_bob.components.rations_off", where=where)
    return {"levels": out, "rations_off_levels": sorted(set(off))}


def _energy_side(side: Any, where: Msg, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    return {"max": _int(side.get("max"), Msg("ohio_bob.field.energy_max", place=where), 1, 20)}


def _amulet_side(side: Any, where: Msg, colours: list[str]) -> dict[str, Any]:
    if not isinstance(side, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    chals = side.get("challenges")
    if not isinstance(chals, list) or len(chals) != 2:
        raise _fail("ohio_bob.components.challenges", where=where)
    out = []
    for j, ch in enumerate(chals):
        w = Msg("ohio_bob.place.challenge", side=where, n=j + 1)
        if not isinstance(ch, dict) or not isinstance(ch.get("gems"), dict) or not ch["gems"]:
            raise _fail("ohio_bob.components.challenge_gems", where=w)
        gems = {}
        for name, count in ch["gems"].items():
            if name != WHITE and name not in colours:
                raise _fail("ohio_bob.components.challenge_colour", where=w)
            gems[name] = _int(count, Msg("ohio_bob.field.gem_count", place=w,
                                         colour=colour(name)), 1, 17)
        out.append({"id": str(ch.get("id", f"challenge{j + 1}")), "gems": gems})
    return {"challenges": out}


def _int(value: Any, what: Msg, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _fail("ohio_bob.components.whole_number", what=what, lo=lo, hi=hi)
    return value


def _bool(value: Any, code: str, **params: Any) -> bool:
    if not isinstance(value, bool):
        raise _fail(code, **params)
    return value


def _list(value: Any, where: Msg) -> list:
    if not isinstance(value, list):
        raise _fail("ohio_bob.components.not_list", where=where)
    return value


# --------------------------------------------------------------------------- drafts

#: The letter of a set's card ids ("G03", "B12"), as the sample numbers them.
SET_LETTERS = {"green": "G", "blue": "B"}
#: The two sets of starting cards a blank set has places for (solo and the partner's).
BLANK_STARTING_SETS = 2
#: The starting cards of a set of starting cards, as entries (the Super Gear has one side).
START_ENTRIES = ("level", "energy", "amulet", "super_gear")


def blank() -> dict[str, Any]:
    """A new, empty set to fill in (a draft): no room size or gem colours yet, 17 places per
    set of temple cards and two sets of starting cards, nothing entered."""
    return {
        "sample": False, "label": "", "gem_colours": [], "room_size": None,
        "sets": {name: [None] * CARDS_PER_SET for name in SET_NAMES},
        "starting_sets": [
            {"id": f"set{i}", "name": "", "level": {"easy": None, "hard": None},
             "energy": {"easy": None, "hard": None}, "amulet": {"easy": None, "hard": None},
             "super_gear": None}
            for i in range(1, BLANK_STARTING_SETS + 1)],
    }


def slot_id(doc: dict[str, Any], set_name: str, n: int) -> str:
    """The id of place ``n`` (from 1) of a set of temple cards: its card's id when one is
    entered, else "G04" / "B12" (with "-2", "-3"... if another card already has that id)."""
    card = doc["sets"][set_name][n - 1]
    if card is not None:
        return card["id"]
    used = {c["id"] for name in SET_NAMES for c in doc["sets"][name] if c is not None}
    base = f"{SET_LETTERS[set_name]}{n:02d}"
    found, k = base, 2
    while found in used:
        found, k = f"{base}-{k}", k + 1
    return found


def start_sides(start: dict[str, Any], entry: str) -> tuple[int, int]:
    """(sides entered, sides printed) of a starting card of a set of starting cards: the level,
    energy and amulet cards have an easy and a hard side, the Super Gear one side (難易度)."""
    if entry == "super_gear":
        return int(start.get("super_gear") is not None), 1
    return sum(start[entry][side] is not None for side in ("easy", "hard")), 2


def start_entry_done(start: dict[str, Any], entry: str) -> bool:
    """Whether a starting card of a set of starting cards is entered (all its sides)."""
    done, printed = start_sides(start, entry)
    return done == printed


def progress(doc: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """How complete a (validated) set is: ``{"basics": (done, 1), "green": (n, 17), "blue":
    (n, 17), "start": (sides, 7 per set of starting cards)}`` (basics: the room size and the
    gem colours; the starting cards by their sides: start_sides)."""
    basics = int(doc.get("room_size") is not None and bool(doc.get("gem_colours")))
    out = {"basics": (basics, 1)}
    for name in SET_NAMES:
        out[name] = (sum(c is not None for c in doc["sets"][name]), CARDS_PER_SET)
    starts = doc["starting_sets"]
    sides = [start_sides(s, e) for s in starts for e in START_ENTRIES]
    out["start"] = (sum(d for d, _ in sides), sum(p for _, p in sides))
    return out


def same_card(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two (normalized) temple cards show the same thing on both sides (ids aside):
    the same physical card entered twice."""
    def key(card):
        room = card["room"]
        return (card["gem"], card["options"], room["grid"],
                sorted(_edge_key(e, len(room["grid"]), len(room["grid"][0]))
                       for e in room["walls"]),
                sorted(_edge_key(e, len(room["grid"]), len(room["grid"][0]))
                       for e in room["doors"]))
    return key(a) == key(b)


def check_card(card: Any, doc: dict[str, Any], set_name: str, n: int) -> dict[str, Any]:
    """Temple card ``card`` (a dict without its id) checked as place ``n`` (from 1) of
    ``set_name`` in the set ``doc``: the normalized card with its id (``slot_id``) and set.
    Raises ComponentError naming the card by its place in the set (never by the app's id
    for it: issue 38) and the place on it."""
    cid = slot_id(doc, set_name, n)
    where = Msg("ohio_bob.place.card", set=SETS[set_name], n=n)
    norm = validate_entry(card, cid, where, doc["gem_colours"], doc.get("room_size"))
    norm["set"] = set_name
    return norm


def validate_entry(card: Any, cid: str, where: Msg, colours: list[str],
                   size: dict[str, int] | None) -> dict[str, Any]:
    """A temple card entered without its id (``{"gem", "options", "room"}``), checked as card
    ``cid`` of a set with these gem colours and room size and named ``where`` in refusals:
    the normalized card with its id.  Raises ComponentError."""
    if size is None:
        raise _fail("ohio_bob.components.size_first", where=where)
    if not isinstance(card, dict):
        raise _fail("ohio_bob.components.not_object", where=where)
    return _card(dict(card, id=cid), where, colours, size["rows"], size["cols"])


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


def slot_side(room_size: dict[str, int], pos: list[int] | None, to: list[int]) -> str:
    """The side ("N"/"E"/"S"/"W") of card slot ``to`` = [x, y] seen from the card holding
    table position ``pos`` = [y, x] ("" when it is not a neighbour or there is no pawn)."""
    if pos is None:
        return ""
    dx, dy = to[0] - pos[1] // room_size["cols"], to[1] - pos[0] // room_size["rows"]
    return next((d for d, v in DELTA.items() if v == (dy, dx)), "")
