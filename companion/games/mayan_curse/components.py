"""Mayan Curse component catalogue: slabs, relay and river boards, temple tiers, stones,
boulder faces, stelae and the stelae-per-player-count table.

The printed symbols and several counts are not public (see the shared reference file), so a
component set is *data*: a JSON dict that a table enters once for its own copy.  The app ships
``data/sample_components.json``, marked ``"sample": true`` with a ``"label"`` saying that it is
invented, never the printed game.  ``validate_components(data)`` checks a set and returns a
normalised copy; a bad set raises ``ComponentError`` naming the entry at fault.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「セットアップ」 (boards, slabs with the dot icons,
stelae table, temple tiers, boulders, 20 sacred stones), 「石碑の発見」 (value ranges by
colour), 「重要な注意事項:移動」 (four stones with two symbols), 「重要な注意事項:岩」 (the
wild boulder face).

Shape of a component set (every key required unless said)::

    {
      "name": str, "sample": bool, "label": str (shown wherever the set is used),
      "symbols": [str, ...]               # the symbol names used below (not "wild")
      "passage": {
        "width": int,                     # columns of a relay board (column 0 = left, seen
                                          #   from the entrance)
        "slab_length": int,               # spaces on a slab; slab space i lies at column
                                          #   i + offset, offset 0 = aligned with the relays
        "max_slide": int,                 # 3 in the rules
        "entrance_relay": {"rows": int >= 2, "marked": [col, col, col]},
                                          #   the 3 marked spaces on the entrance board's outer
                                          #   edge (its row 0)
        "middle_relay": {"rows": int, "boulder_row": int, "boulder_cols": [c, c, c]},
        "temple_relay": {"rows": int}
      },
      "slabs": [ {"id": str, "dots": int, "spaces": [symbol, ...]}, ... 16 ],
                                          #   spaces read left to right seen from the
                                          #   entrance (dots on the right); the two end spaces
                                          #   are the shaded stela spaces
      "temple": {
        "lines": int,                     # spaces around every tier
        "entry_cols": [c, c, c],          # temple relay columns that meet the temple ...
        "entry_lines": [l, l, l],         # ... on these lines of tier 1
        "tiers": [ {"spaces": [symbol|null, ...lines], "stela_spaces": [i, j]}, ... 6 ]
                                          #   tier 1 = largest (bottom); null = a blank space
                                          #   (the top tier is all blank)
      },
      "stones": [ [symbol] | [symbol, symbol], ... 20 ],   # exactly 4 with two symbols
      "boulder_faces": [symbol|"wild", ... 6],             # exactly one "wild"
      "stelae": {"brown": [v, ...], "grey": [...], "beige": [...]},   # printed values
      "stelae_table": {"1": [entry x16], ..., "6": [...]}
                                          #   entry per slab from the entrance: null or
                                          #   {"colour": colour, "count": 1|2}
    }
"""
from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent / "data"
SAMPLE_FILE = DATA_DIR / "sample_components.json"

WILD = "wild"
COLOURS = ("brown", "grey", "beige")
#: 「石碑の発見」: the knowledge range printed on each colour.
STELA_RANGES = {"brown": (1, 4), "grey": (2, 5), "beige": (3, 6)}
SLAB_COUNT = 16          # 「セットアップ」 3: 2 placed first + 14 shuffled (5 + 9)
RIVER1_SLABS = 7         # the 1-dot slab, the 2-dot slab and 5 random ones
RIVER2_SLABS = 9
TEMPLE_TIERS = 6
STONE_COUNT = 20         # 「セットアップ」 8
DUAL_STONES = 4          # 「重要な注意事項:移動」 デュアルシンボル
BOULDERS = 3
PLAYER_COUNTS = range(1, 7)
#: 「セットアップ」 5: brown stelae on tiers 1-2, grey on tiers 3-4, two per tier.
TEMPLE_STELAE = {1: "brown", 2: "brown", 3: "grey", 4: "grey"}


class ComponentError(ValueError):
    """A component set that cannot be used; the message names the entry at fault, e.g.
    ``"slabs[4] (S05): space 3 'dgo' is not one of the symbols"``."""


def _fail(msg: str) -> None:
    raise ComponentError(msg)


def _int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        _fail(f"{where}: expected a whole number, got {value!r}")
    if lo is not None and value < lo:
        _fail(f"{where}: {value} is below {lo}")
    if hi is not None and value > hi:
        _fail(f"{where}: {value} is above {hi}")
    return value


def _list(value: Any, where: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        _fail(f"{where}: expected a list, got {type(value).__name__}")
    if length is not None and len(value) != length:
        _fail(f"{where}: expected {length} entries, got {len(value)}")
    return value


def _dict(value: Any, where: str, keys: tuple[str, ...]) -> dict:
    if not isinstance(value, dict):
        _fail(f"{where}: expected an object, got {type(value).__name__}")
    for key in keys:
        if key not in value:
            _fail(f"{where}: missing '{key}'")
    return value


def validate_components(data: Any) -> dict[str, Any]:
    """Check a component set (shape in the module docstring); return a deep copy.

    Raises ``ComponentError`` naming the bad entry (``"stones: 3 stones have two symbols,
    the game has 4"``).  Counts fixed by the rules text (16 slabs, 6 tiers, 20 stones of which
    4 dual, 6 boulder faces with one wild, 3 marked entrance spaces, value ranges) are checked.
    """
    d = _dict(data, "component set", ("name", "sample", "label", "symbols", "passage", "slabs",
                                      "temple", "stones", "boulder_faces", "stelae",
                                      "stelae_table"))
    d = copy.deepcopy(d)
    if not isinstance(d["name"], str) or not d["name"].strip():
        _fail("name: give the set a name")
    if not isinstance(d["sample"], bool):
        _fail("sample: expected true or false")
    if not isinstance(d["label"], str):
        _fail("label: expected a text")
    if d["sample"] and "sample" not in d["label"].lower():
        _fail("label: a sample set's label must say it is a sample")
    symbols = _list(d["symbols"], "symbols")
    if not symbols:
        _fail("symbols: at least one symbol is needed")
    for i, s in enumerate(symbols):
        if not isinstance(s, str) or not s or s == WILD:
            _fail(f"symbols[{i}]: {s!r} is not a usable symbol name")
    if len(set(symbols)) != len(symbols):
        _fail("symbols: a symbol is listed twice")
    sym = set(symbols)

    p = _dict(d["passage"], "passage", ("width", "slab_length", "max_slide", "entrance_relay",
                                        "middle_relay", "temple_relay"))
    width = _int(p["width"], "passage.width", 3)
    length = _int(p["slab_length"], "passage.slab_length", 3)
    _int(p["max_slide"], "passage.max_slide", 0)
    er = _dict(p["entrance_relay"], "passage.entrance_relay", ("rows", "marked"))
    _int(er["rows"], "passage.entrance_relay.rows", 2)
    marked = _list(er["marked"], "passage.entrance_relay.marked", 3)
    for i, c in enumerate(marked):
        _int(c, f"passage.entrance_relay.marked[{i}]", 0, width - 1)
    if len(set(marked)) != 3:
        _fail("passage.entrance_relay.marked: the three marked spaces must differ")
    mr = _dict(p["middle_relay"], "passage.middle_relay", ("rows", "boulder_row", "boulder_cols"))
    rows = _int(mr["rows"], "passage.middle_relay.rows", 1)
    _int(mr["boulder_row"], "passage.middle_relay.boulder_row", 0, rows - 1)
    bcols = _list(mr["boulder_cols"], "passage.middle_relay.boulder_cols", 3)
    for i, c in enumerate(bcols):
        _int(c, f"passage.middle_relay.boulder_cols[{i}]", 0, width - 1)
    if sorted(set(bcols)) != list(bcols):
        _fail("passage.middle_relay.boulder_cols: three different columns, left to right")
    tr = _dict(p["temple_relay"], "passage.temple_relay", ("rows",))
    _int(tr["rows"], "passage.temple_relay.rows", 1)

    slabs = _list(d["slabs"], "slabs", SLAB_COUNT)
    ids = set()
    dots = []
    for i, s in enumerate(slabs):
        where = f"slabs[{i}]"
        _dict(s, where, ("id", "dots", "spaces"))
        if not isinstance(s["id"], str) or not s["id"]:
            _fail(f"{where}: id must be a text")
        where = f"slabs[{i}] ({s['id']})"
        if s["id"] in ids:
            _fail(f"{where}: id used twice")
        ids.add(s["id"])
        dots.append(_int(s["dots"], f"{where}.dots", 0))
        spaces = _list(s["spaces"], f"{where}.spaces", length)
        for j, x in enumerate(spaces):
            if not (isinstance(x, str) and x in sym):
                _fail(f"{where}: space {j} {x!r} is not one of the symbols")
    for n in (1, 2):
        if dots.count(n) != 1:
            _fail(f"slabs: exactly one slab must have {n} dot{'s' if n > 1 else ''}, "
                  f"found {dots.count(n)}")

    t = _dict(d["temple"], "temple", ("lines", "entry_cols", "entry_lines", "tiers"))
    lines = _int(t["lines"], "temple.lines", 2)
    ec = _list(t["entry_cols"], "temple.entry_cols", 3)
    el = _list(t["entry_lines"], "temple.entry_lines", 3)
    for i, c in enumerate(ec):
        _int(c, f"temple.entry_cols[{i}]", 0, width - 1)
    for i, c in enumerate(el):
        _int(c, f"temple.entry_lines[{i}]", 0, lines - 1)
    if len(set(ec)) != 3 or len(set(el)) != 3:
        _fail("temple: the three entry columns and lines must differ")
    tiers = _list(t["tiers"], "temple.tiers", TEMPLE_TIERS)
    for k, tier in enumerate(tiers):
        where = f"temple.tiers[{k}] (tier {k + 1})"
        _dict(tier, where, ("spaces", "stela_spaces"))
        sp = _list(tier["spaces"], f"{where}.spaces", lines)
        for j, x in enumerate(sp):
            if x is not None and not (isinstance(x, str) and x in sym):
                _fail(f"{where}: space {j} {x!r} is not one of the symbols (or null = blank)")
        st = _list(tier["stela_spaces"], f"{where}.stela_spaces")
        if (k + 1) in TEMPLE_STELAE and len(st) != 2:
            _fail(f"{where}: tiers 1-4 hold two stelae, give two stela spaces")
        for j, x in enumerate(st):
            _int(x, f"{where}.stela_spaces[{j}]", 0, lines - 1)
    if any(x is not None for x in tiers[-1]["spaces"]):
        _fail("temple.tiers[5] (tier 6): the top of the temple is blank, use null")

    stones = _list(d["stones"], "stones", STONE_COUNT)
    for i, s in enumerate(stones):
        _list(s, f"stones[{i}]")
        if len(s) not in (1, 2) or any(not (isinstance(x, str) and x in sym) for x in s) \
                or len(set(s)) != len(s):
            _fail(f"stones[{i}]: {s!r} must be one symbol or two different symbols")
    duals = sum(1 for s in stones if len(s) == 2)
    if duals != DUAL_STONES:
        _fail(f"stones: {duals} stones have two symbols, the game has {DUAL_STONES}")

    faces = _list(d["boulder_faces"], "boulder_faces", 6)
    for i, f in enumerate(faces):
        if f != WILD and not (isinstance(f, str) and f in sym):
            _fail(f"boulder_faces[{i}]: {f!r} is not one of the symbols or 'wild'")
    if faces.count(WILD) != 1:
        _fail("boulder_faces: exactly one face is the wild symbol")

    stelae = _dict(d["stelae"], "stelae", COLOURS)
    for colour in COLOURS:
        lo, hi = STELA_RANGES[colour]
        vals = _list(stelae[colour], f"stelae.{colour}")
        for i, v in enumerate(vals):
            _int(v, f"stelae.{colour}[{i}]", lo, hi)

    table = _dict(d["stelae_table"], "stelae_table", tuple(str(n) for n in PLAYER_COUNTS))
    for n in PLAYER_COUNTS:
        entries = _list(table[str(n)], f"stelae_table.{n}", SLAB_COUNT)
        need = {c: 0 for c in COLOURS}
        for i, e in enumerate(entries):
            where = f"stelae_table.{n}[{i}] (slab {i + 1} from the entrance)"
            if e is None:
                continue
            _dict(e, where, ("colour", "count"))
            if e["colour"] not in COLOURS:
                _fail(f"{where}: colour {e['colour']!r} is not brown, grey or beige")
            _int(e["count"], f"{where}.count", 1, 2)
            need[e["colour"]] += e["count"]
        for colour, c in TEMPLE_STELAE.items():
            need[c] += 2
        for colour in COLOURS:
            if need[colour] > len(stelae[colour]):
                _fail(f"stelae_table.{n}: needs {need[colour]} {colour} stelae (temple "
                      f"included), the set has {len(stelae[colour])}")
    return d


def load_components(path: str | Path) -> dict[str, Any]:
    """Read and validate a component set from a JSON file; ``ComponentError`` names the file
    and the entry when it is bad."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ComponentError(f"{path.name}: cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ComponentError(f"{path.name}: not a UTF-8 text file") from None
    except json.JSONDecodeError as exc:
        raise ComponentError(f"{path.name}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    try:
        return validate_components(data)
    except ComponentError as exc:
        raise ComponentError(f"{path.name}: {exc}") from None


@functools.lru_cache(maxsize=1)
def _sample() -> str:
    return json.dumps(load_components(SAMPLE_FILE))


def sample_components() -> dict[str, Any]:
    """The shipped sample set (invented symbols, labelled as a sample), a fresh copy."""
    return json.loads(_sample())


def stone_label(stone: list[str]) -> str:
    """A stone as text: ``"dog"`` or, for a dual stone, ``"dog/jaguar"``."""
    return "/".join(stone)
