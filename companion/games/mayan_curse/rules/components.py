"""Mayan Curse component catalogue: slabs, relay and river boards, temple tiers, stones,
boulder faces, stelae and the stelae-per-player-count table.

The printed symbols and several counts are not public (see the shared reference file), so a
component set is *data*: a JSON dict that a table enters once for its own copy.  The app ships
``data/sample_components.json``, marked ``"sample": true`` with a ``"label"`` saying that it is
invented, never the printed game.  ``validate_components(data)`` checks a set and returns a
normalised copy; a bad set raises ``ComponentError`` (companion.engine) whose message names
the part at fault as a person counts it (the 3rd slab, the 4th space from the left).  A set
saved before symbol names existed still validates: its symbol ids are then its names.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「セットアップ」 (boards, slabs with the dot icons,
stelae table, temple tiers, boulders, 20 sacred stones), 「石碑の発見」 (value ranges by
colour), 「重要な注意事項:移動」 (four stones with two symbols), 「重要な注意事項:岩」 (the
wild boulder face).

Shape of a component set (every key required unless said)::

    {
      "name": text, "sample": bool, "label": text (shown wherever the set is used),
                                          #   a text is one string (both languages) or
                                          #   {"en": str, "ja": str}
      "symbols": [str, ...]               # the symbol ids used below (not "wild")
      "symbol_names": {symbol: text | {"en", "ja", "short": text}}   # optional: what the
                                          #   players call each symbol (default: its id);
                                          #   "short" for the passage drawing
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

A *draft* (``"draft": true``, what the tap editor saves while a set is completed over several
evenings) may leave parts not entered yet, each said by ``null``: the ``passage`` (then every
slab's ``spaces``), the temple's ``lines`` (then ``entry_cols``, ``entry_lines`` and every
tier's ``spaces``), a slab's or a tier's ``spaces``, a stone, the ``boulder_faces``, a player
count's row of the ``stelae_table``; ``symbols`` may be empty.  What is entered is checked as in
a whole set; the counts that need every part (one slab each with 1 and 2 dots, 4 dual stones,
one wild face, enough stelae for the table) are checked as "at most".  ``check_playable(doc)``
says what a draft still lacks before a table can be set up with it (the stelae values are
not needed: each owner enters a stela's value when taking it).
"""
from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

from companion.engine import ComponentError
from companion.message import Msg

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


def _where(name: str, **params: Any) -> Msg:
    """What part of the set a message is about, in words ("the 3rd slab (S03)")."""
    return Msg(f"mayan_curse.components.where.{name}", **params)


def _fail(code: str, **params: Any) -> None:
    raise ComponentError(Msg(f"mayan_curse.components.{code}", **params))


def shown_value(value: Any) -> Msg:
    """A value found in the document, as a reader can see it: a text in quotes, a number, or
    what kind of thing it is (a list, a group of named entries, nothing, yes/no)."""
    if isinstance(value, bool):
        return Msg("mayan_curse.components.value.yes_no")
    if isinstance(value, int):
        return Msg("mayan_curse.components.value.number", number=str(value))
    if isinstance(value, float):
        return Msg("mayan_curse.components.value.number", number=f"{value:g}")
    if isinstance(value, str):
        return Msg("mayan_curse.components.value.text", text=value[:40])
    if isinstance(value, list):
        return Msg("mayan_curse.components.value.list")
    if isinstance(value, dict):
        return Msg("mayan_curse.components.value.object")
    return Msg("mayan_curse.components.value.nothing")


def _int(value: Any, where: Msg, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        _fail("not_whole_number", where=where, value=shown_value(value))
    if lo is not None and value < lo:
        _fail("too_small", where=where, value=value, low=lo)
    if hi is not None and value > hi:
        _fail("too_large", where=where, value=value, high=hi)
    return value


def _list(value: Any, where: Msg, length: int | None = None) -> list:
    if not isinstance(value, list):
        _fail("not_list", where=where, value=shown_value(value))
    if length is not None and len(value) != length:
        _fail("count", where=where, expected=length, found=len(value))
    return value


#: The words for each key a part of the set must have, when it is missing.
_KEYS = {
    "name": "name", "sample": "sample", "label": "label", "symbols": "symbols",
    "passage": "passage", "slabs": "slabs", "temple": "temple", "stones": "stones",
    "boulder_faces": "faces", "stelae": "stelae", "stelae_table": "table",
    "width": "width", "slab_length": "slab_length", "max_slide": "max_slide",
    "entrance_relay": "entrance_relay", "middle_relay": "middle_relay",
    "temple_relay": "temple_relay", "rows": "rows_key", "marked": "marked",
    "boulder_row": "boulder_row", "boulder_cols": "boulder_cols", "id": "id_key",
    "dots": "dots_key", "spaces": "spaces_key", "lines": "lines", "entry_cols": "entry_cols",
    "entry_lines": "entry_lines", "tiers": "tiers", "stela_spaces": "stela_spaces_key",
    "brown": "colour_brown", "grey": "colour_grey", "beige": "colour_beige",
    "colour": "colour_key", "count": "count_key",
}


def _dict(value: Any, where: Msg, keys: tuple[str, ...]) -> dict:
    if not isinstance(value, dict):
        _fail("not_object", where=where, value=shown_value(value))
    for key in keys:
        if key not in value:
            if key.isdigit():
                _fail("missing", where=where,
                      what=_where("table_players", players=int(key)))
            _fail("missing", where=where, what=_where(_KEYS.get(key, "entry")))
    return value


def _text_or_texts(value: Any) -> bool:
    """A name or label: one non-empty text, or texts by language ``{"en", "ja"}``."""
    if isinstance(value, str):
        return bool(value.strip())
    return (isinstance(value, dict) and bool(value)
            and set(value) <= {"en", "ja"}
            and all(isinstance(v, str) for v in value.values())
            and any(v.strip() for v in value.values()))


def _says_sample(label: Any) -> bool:
    texts = [label] if isinstance(label, str) else list(label.values())
    return all("sample" in t.lower() or "サンプル" in t for t in texts if t.strip())


def _check_names(names: Any, sym: set[str]) -> None:
    """``symbol_names``: for symbols of the list, a name (one text, or ``{"en", "ja"}``,
    optionally with a ``"short"`` text or texts for the passage drawing)."""
    where = _where("symbol_names")
    if not isinstance(names, dict):
        _fail("not_object", where=where, value=shown_value(names))
    for symbol, entry in names.items():
        if symbol not in sym:
            _fail("name_for_unknown_symbol", symbol=symbol)
        if isinstance(entry, dict) and "short" in entry:
            short = entry["short"]
            rest = {k: v for k, v in entry.items() if k != "short"}
            if not (_text_or_texts(rest) and _text_or_texts(short)):
                _fail("bad_symbol_name", symbol=symbol)
        elif not _text_or_texts(entry):
            _fail("bad_symbol_name", symbol=symbol)


def validate_components(data: Any) -> dict[str, Any]:
    """Check a component set or a draft (module docstring); return a deep copy.

    A whole set: see ``_validate``.  A draft (``"draft": true``) may leave parts ``null``."""
    draft = isinstance(data, dict) and data.get("draft", False)
    if not isinstance(draft, bool):
        _fail("draft_yes_no")
    return _validate(data, draft=draft)


def check_playable(doc: dict[str, Any]) -> dict[str, Any]:
    """A checked set (``validate_components``) that a table can be set up with, as a whole set:
    a draft must have every part entered but the stelae values (ComponentError naming the
    first part missing, ``mayan_curse.components.not_entered``).  Returns the set."""
    if not doc.get("draft"):
        return doc
    missing = _first_missing(doc)
    if missing is not None:
        raise ComponentError(Msg("mayan_curse.components.not_entered", what=missing))
    return _validate(doc, draft=False, stelae_counts=False)


def _first_missing(doc: dict[str, Any]) -> Msg | None:
    """The first part of a draft not entered yet (a ``where`` message), or None."""
    if not doc["symbols"]:
        return _where("symbols")
    if doc["passage"] is None or doc["temple"]["lines"] is None:
        return _where("passage")
    for i, s in enumerate(doc["slabs"]):
        if s["spaces"] is None:
            return _where("slab", n=i + 1)
    for k, tier in enumerate(doc["temple"]["tiers"]):
        if tier["spaces"] is None:
            return _where("tier", tier=k + 1)
    for i, s in enumerate(doc["stones"]):
        if s is None:
            return _where("stone", n=i + 1)
    if doc["boulder_faces"] is None:
        return _where("faces")
    for n in PLAYER_COUNTS:
        if doc["stelae_table"][str(n)] is None:
            return _where("table_players", players=n)
    return None


def _validate(data: Any, draft: bool = False, stelae_counts: bool = True) -> dict[str, Any]:
    """Check a component set (shape in the module docstring); return a deep copy.

    Raises ``ComponentError`` whose message (a ``Msg``) names the part at fault as a person
    counts it, e.g. ``Msg("mayan_curse.components.slab_symbol", slab=3, id="S03", space=4,
    value=...)``: "3rd slab (S03), 4th space from the left: “cat” is not one of the symbols".
    Counts fixed by the rules text (16 slabs, 6 tiers, 20 stones of which 4 dual, 6 boulder
    faces with one wild, 3 marked entrance spaces, value ranges) are checked.
    """
    d = _dict(data, _where("set"), ("name", "sample", "label", "symbols", "passage", "slabs",
                                    "temple", "stones", "boulder_faces", "stelae",
                                    "stelae_table"))
    d = copy.deepcopy(d)
    if not _text_or_texts(d["name"]):
        _fail("name_needed")
    if not isinstance(d["sample"], bool):
        _fail("sample_yes_no")
    if not (_text_or_texts(d["label"]) or d["label"] == ""):
        _fail("label_text")
    if d["sample"] and not (d["label"] and _says_sample(d["label"])):
        _fail("label_sample")
    symbols = _list(d["symbols"], _where("symbols"))
    if not symbols and not draft:
        _fail("no_symbols")
    for i, s in enumerate(symbols):
        if not isinstance(s, str) or not s.strip() or s == WILD:
            _fail("bad_symbol", n=i + 1, value=shown_value(s))
    for s in symbols:
        if symbols.count(s) > 1:
            _fail("symbol_twice", symbol=s)
    sym = set(symbols)
    if "symbol_names" in d:
        _check_names(d["symbol_names"], sym)

    if draft and d["passage"] is None:
        width = length = None
    else:
        width, length = _check_passage(d["passage"])

    slabs = _list(d["slabs"], _where("slabs"), SLAB_COUNT)
    ids = set()
    dots = []
    for i, s in enumerate(slabs):
        _dict(s, _where("slab", n=i + 1), ("id", "dots", "spaces"))
        if not isinstance(s["id"], str) or not s["id"].strip():
            _fail("slab_id", n=i + 1)
        where = _where("slab_id", n=i + 1, id=s["id"])
        if s["id"] in ids:
            _fail("slab_id_twice", n=i + 1, id=s["id"])
        ids.add(s["id"])
        dots.append(_int(s["dots"], _where("dots", slab=where), 0))
        if draft and s["spaces"] is None:
            continue
        if length is None:
            _fail("sizes_first")
        spaces = _list(s["spaces"], _where("slab_spaces", slab=where), length)
        for j, x in enumerate(spaces):
            if not (isinstance(x, str) and x in sym):
                _fail("slab_symbol", slab=i + 1, id=s["id"], space=j + 1,
                      value=shown_value(x))
    for n in (1, 2):
        if dots.count(n) != 1 and not (draft and dots.count(n) == 0):
            _fail("dots", dots=n, found=dots.count(n))

    t = _dict(d["temple"], _where("temple"), ("lines", "entry_cols", "entry_lines", "tiers"))
    lines = None
    if not (draft and t["lines"] is None):
        lines = _int(t["lines"], _where("lines"), 2)
    if not (draft and (lines is None or width is None)
            and t["entry_cols"] is None and t["entry_lines"] is None):
        if lines is None or width is None:
            _fail("sizes_first")
        ec = _list(t["entry_cols"], _where("entry_cols"), 3)
        el = _list(t["entry_lines"], _where("entry_lines"), 3)
        for i, c in enumerate(ec):
            _int(c, _where("entry_col", n=i + 1), 0, width - 1)
        for i, c in enumerate(el):
            _int(c, _where("entry_line", n=i + 1), 0, lines - 1)
        if len(set(ec)) != 3 or len(set(el)) != 3:
            _fail("entry_differ")
    tiers = _list(t["tiers"], _where("tiers"), TEMPLE_TIERS)
    for k, tier in enumerate(tiers):
        _dict(tier, _where("tier", tier=k + 1), ("spaces", "stela_spaces"))
        if draft and tier["spaces"] is None:
            continue
        if lines is None:
            _fail("sizes_first")
        sp = _list(tier["spaces"], _where("tier_spaces", tier=k + 1), lines)
        for j, x in enumerate(sp):
            if x is not None and not (isinstance(x, str) and x in sym):
                _fail("tier_symbol", tier=k + 1, space=j + 1, value=shown_value(x))
        st = _list(tier["stela_spaces"], _where("stela_spaces", tier=k + 1))
        if (k + 1) in TEMPLE_STELAE and len(st) != 2:
            _fail("tier_stelae", tier=k + 1)
        for j, x in enumerate(st):
            _int(x, _where("stela_space", tier=k + 1, n=j + 1), 0, lines - 1)
    if any(x is not None for x in tiers[-1]["spaces"] or []):
        _fail("top_blank", tier=TEMPLE_TIERS)

    stones = _list(d["stones"], _where("stones"), STONE_COUNT)
    for i, s in enumerate(stones):
        if draft and s is None:
            continue
        _list(s, _where("stone", n=i + 1))
        if len(s) not in (1, 2) or any(not (isinstance(x, str) and x in sym) for x in s) \
                or len(set(map(str, s))) != len(s):
            _fail("stone", n=i + 1)
    duals = sum(1 for s in stones if s is not None and len(s) == 2)
    if duals != DUAL_STONES and not (draft and duals < DUAL_STONES):
        _fail("duals", duals=duals, game=DUAL_STONES)

    if not (draft and d["boulder_faces"] is None):
        faces = _list(d["boulder_faces"], _where("faces"), 6)
        for i, f in enumerate(faces):
            if f != WILD and not (isinstance(f, str) and f in sym):
                _fail("face", n=i + 1, value=shown_value(f))
        if faces.count(WILD) != 1:
            _fail("one_wild")

    stelae = _dict(d["stelae"], _where("stelae"), COLOURS)
    for colour in COLOURS:
        lo, hi = STELA_RANGES[colour]
        vals = _list(stelae[colour], _where("stelae_colour", colour=_colour(colour)))
        for i, v in enumerate(vals):
            _int(v, _where("stela_value", colour=_colour(colour), n=i + 1), lo, hi)

    table = _dict(d["stelae_table"], _where("table"), tuple(str(n) for n in PLAYER_COUNTS))
    for n in PLAYER_COUNTS:
        if draft and table[str(n)] is None:
            continue
        entries = _list(table[str(n)], _where("table_players", players=n), SLAB_COUNT)
        need = {c: 0 for c in COLOURS}
        for i, e in enumerate(entries):
            where = _where("table_entry", players=n, slab=i + 1)
            if e is None:
                continue
            _dict(e, where, ("colour", "count"))
            if e["colour"] not in COLOURS:
                _fail("table_colour", players=n, slab=i + 1, value=shown_value(e["colour"]))
            _int(e["count"], _where("table_count", players=n, slab=i + 1), 1, 2)
            need[e["colour"]] += e["count"]
        for _tier, c in TEMPLE_STELAE.items():
            need[c] += 2
        for colour in COLOURS:
            if stelae_counts and not draft and need[colour] > len(stelae[colour]):
                _fail("table_short", players=n, needed=need[colour], colour=_colour(colour),
                      has=len(stelae[colour]))
    return d


def _check_passage(passage: Any) -> tuple[int, int]:
    """The passage's boards (module docstring); returns (width, slab_length)."""
    p = _dict(passage, _where("passage"), ("width", "slab_length", "max_slide",
                                           "entrance_relay", "middle_relay", "temple_relay"))
    width = _int(p["width"], _where("width"), 3)
    length = _int(p["slab_length"], _where("slab_length"), 3)
    _int(p["max_slide"], _where("max_slide"), 0)
    entrance = _where("entrance_relay")
    er = _dict(p["entrance_relay"], entrance, ("rows", "marked"))
    _int(er["rows"], _where("rows", board=entrance), 2)
    marked = _list(er["marked"], _where("marked"), 3)
    for i, c in enumerate(marked):
        _int(c, _where("marked_space", n=i + 1), 0, width - 1)
    if len(set(marked)) != 3:
        _fail("marked_differ")
    middle = _where("middle_relay")
    mr = _dict(p["middle_relay"], middle, ("rows", "boulder_row", "boulder_cols"))
    rows = _int(mr["rows"], _where("rows", board=middle), 1)
    _int(mr["boulder_row"], _where("boulder_row"), 0, rows - 1)
    bcols = _list(mr["boulder_cols"], _where("boulder_cols"), 3)
    for i, c in enumerate(bcols):
        _int(c, _where("boulder_col", n=i + 1), 0, width - 1)
    if sorted(set(bcols)) != list(bcols):
        _fail("boulder_cols_order")
    temple_relay = _where("temple_relay")
    tr = _dict(p["temple_relay"], temple_relay, ("rows",))
    _int(tr["rows"], _where("rows", board=temple_relay), 1)
    return width, length


def _colour(colour: str) -> Msg:
    return Msg(f"mayan_curse.colour.{colour}")


def load_components(path: str | Path) -> dict[str, Any]:
    """Read and validate a component set from a JSON file; ``ComponentError`` names the file
    and the part of the set when it is bad (``Msg("mayan_curse.components.in_file", file=...,
    reason=...)``)."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError:
        raise ComponentError(Msg("mayan_curse.components.file_unreadable",
                                 file=path.name)) from None
    except UnicodeDecodeError:
        raise ComponentError(Msg("mayan_curse.components.file_not_utf8",
                                 file=path.name)) from None
    except json.JSONDecodeError as exc:
        raise ComponentError(Msg("mayan_curse.components.file_not_json", file=path.name,
                                 line=exc.lineno)) from None
    try:
        return validate_components(data)
    except ComponentError as exc:
        raise ComponentError(Msg("mayan_curse.components.in_file", file=path.name,
                                 reason=exc.message)) from None


@functools.lru_cache(maxsize=1)
def _sample() -> str:
    return json.dumps(load_components(SAMPLE_FILE))


def sample_components() -> dict[str, Any]:
    """The shipped sample set (invented symbols, labelled as a sample), a fresh copy."""
    return json.loads(_sample())


def stone_label(stone: list[str]) -> str:
    """A stone as text: ``"dog"`` or, for a dual stone, ``"dog/jaguar"``."""
    return "/".join(stone)
