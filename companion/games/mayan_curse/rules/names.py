"""Mayan Curse: how the engine names what a player sees, as messages (companion.message) that
the page or the command line says in its reader's language.  No Flask, no sentence.

* Component names are data: a component set may give its symbols names (``"symbol_names"``,
  one text for both languages or ``{"en", "ja"}``, optionally a ``"short"`` form for the
  passage drawing); without names a symbol's id is its name.  The shipped sample's invented
  symbols carry names in both languages.  ``symbol_text`` / ``stone_text`` give ``Text``
  values; the wild face is the seed's own term (``Msg("mayan_curse.symbol.wild")``).
* Places are said as on the table (seed 「セットアップ」): river 1 or 2 and the nth slab
  (床ボード) of that river, the nth space from the left; a relay board (中継ボード) by name,
  its rows counted from the entrance side; a temple tier (層) by number, its spaces counted
  from the tier board's black dot.  Never a zero-based index or a grid coordinate.

Positions are the engine's (``{"row", "col"}`` absolute, ``{"tier", "index"}`` in the
temple; see setup.py).
"""
from __future__ import annotations

import functools
import json
import re
from typing import Any

from companion.games.mayan_curse.rules.components import RIVER1_SLABS, SAMPLE_FILE, WILD
from companion.message import Msg, Text

#: The label the sample carried before it was given in both languages (tables set up then
#: keep that copy of the set): said as the current sample's label.
OLD_SAMPLE_LABEL = ("SAMPLE set: invented symbols and counts, not the printed Mayan Curse "
                    "components. Enter your own copy to play with the real boards.")

#: The jaguar's names in the sample before its drawing said it as the sentences do (「豹」 beside
#: 「ジャガー」; tables set up then keep that copy of the set): said as the current sample's.
OLD_SAMPLE_JAGUAR = {"en": "jaguar", "ja": "ジャガー", "short": {"ja": "豹"}}

COLOURS = ("brown", "grey", "beige")
ITEMS = ("machete", "map", "compass", "elixir")
DIRECTIONS = ("up", "down", "left", "right")
DIFFICULTIES = ("easy", "normal", "adventurer", "thrill_seeker")
BOARDS = ("entrance", "middle", "temple_relay")


@functools.lru_cache(maxsize=1)
def _sample_raw() -> dict[str, Any]:
    return json.loads(SAMPLE_FILE.read_text(encoding="utf-8"))


def _name_entries(comps: dict[str, Any]) -> dict[str, Any]:
    """The symbol names a set gives; a sample set stored before names existed, or with the
    jaguar's old short name, borrows the shipped sample's names for the ids they share."""
    names = comps.get("symbol_names")
    if isinstance(names, dict):
        if comps.get("sample") and names.get("jaguar") == OLD_SAMPLE_JAGUAR:
            return _sample_raw().get("symbol_names", {})
        return names
    if comps.get("sample"):
        return _sample_raw().get("symbol_names", {})
    return {}


def _texts(entry: Any, fallback: str) -> tuple[Text, Text]:
    """(full name, short name) of one ``symbol_names`` entry."""
    if isinstance(entry, str) and entry.strip():
        return Text(entry, entry), Text(entry, entry)
    if isinstance(entry, dict):
        full = Text(str(entry.get("en") or ""), str(entry.get("ja") or ""))
        if not (full.en or full.ja):
            full = Text(fallback, fallback)
        short = entry.get("short")
        if isinstance(short, str) and short.strip():
            return full, Text(short, short)
        if isinstance(short, dict):
            return full, Text(str(short.get("en") or "") or full.get("en"),
                              str(short.get("ja") or "") or full.get("ja"))
        return full, full
    return Text(fallback, fallback), Text(fallback, fallback)


def symbol_text(comps: dict[str, Any], symbol: str) -> Text | Msg:
    """A symbol's name (a boulder face may be the wild: the seed's term)."""
    if symbol == WILD:
        return Msg("mayan_curse.symbol.wild")
    return _texts(_name_entries(comps).get(symbol), str(symbol))[0]


def symbol_short(comps: dict[str, Any], symbol: str) -> Text | Msg:
    """A symbol's short name for the passage drawing (its name unless the set gives one);
    the wild face is drawn as ✱ (``Msg("mayan_curse.symbol.wild_mark")``)."""
    if symbol == WILD:
        return Msg("mayan_curse.symbol.wild_mark")
    return _texts(_name_entries(comps).get(symbol), str(symbol))[1]


def stone_text(comps: dict[str, Any], label: str) -> Text:
    """A sacred stone by its label in the pouch ("dog", "dog/jaguar" for a stone with two
    symbols): its symbols' names joined by "/"."""
    parts = [symbol_text(comps, s) for s in str(label).split("/")]
    texts = [p if isinstance(p, Text) else Text(str(p), str(p)) for p in parts]
    return Text("/".join(t.get("en") for t in texts), "/".join(t.get("ja") for t in texts))


def set_label(comps: dict[str, Any]) -> Text:
    """The label a component set carries (a sample says it is one), in both languages."""
    label = comps.get("label")
    if comps.get("sample") and (label == OLD_SAMPLE_LABEL or not label):
        label = _sample_raw().get("label")
    if not label:
        label = comps.get("name", "")
    return Text.of(label)


def colour(value: str) -> Msg:
    """A stela colour: brown, grey, beige (茶色, 灰色, ベージュ)."""
    return Msg(f"mayan_curse.colour.{value if value in COLOURS else 'unknown'}")


def item(value: str) -> Msg:
    """A backpack item (マチェーテ, マップ, コンパス, エリクサー)."""
    return Msg(f"mayan_curse.item.{value if value in ITEMS else 'unknown'}")


def direction(value: str) -> Msg:
    """A direction of movement (up = toward the temple)."""
    return Msg(f"mayan_curse.direction.{value if value in DIRECTIONS else 'unknown'}")


def difficulty(value: str | None) -> Msg:
    """A solo difficulty's name (「ソロモード」 難易度)."""
    value = value or "normal"
    return Msg(f"mayan_curse.difficulty.{value if value in DIFFICULTIES else 'normal'}")


def board(value: str) -> Msg:
    """A relay board's name (entrance, middle, temple relay) or a river's."""
    if value in ("river1", "river2"):
        return Msg("mayan_curse.board.river", river=1 if value == "river1" else 2)
    return Msg(f"mayan_curse.board.{value if value in BOARDS else 'unknown'}")


_STELA_ID = re.compile(r"^(brown|grey|beige)-(\d{1,4})$")


def stela_name(stela: Any) -> Msg:
    """A stela as its holder sees it in front of them: its colour and, once entered, its
    value ("brown stela", "brown stela (3 knowledge)").  ``stela``: an adventurer's stela entry
    (``{"id", "colour", "value"}``) or a stela id ("grey-3": the colour only).  The ids' numbers
    are the app's own (setup.py numbers each colour's stelae as laid out): no table sees them,
    so they are never said (issue 38).  An id of another shape is "that stela"."""
    if isinstance(stela, dict):
        colour_value, value = stela.get("colour"), stela.get("value")
    else:
        found = _STELA_ID.match(stela) if isinstance(stela, str) else None
        colour_value, value = (found.group(1) if found else None), None
    if colour_value not in COLOURS:
        return Msg("mayan_curse.stela.unknown")
    if isinstance(value, int):
        return Msg("mayan_curse.stela.valued", colour=colour(colour_value), value=value)
    return Msg("mayan_curse.stela.plain", colour=colour(colour_value))


def stela_where(state: dict[str, Any], stela: dict[str, Any]) -> Msg:
    """A stela still on the board (a ``state["stelae"]`` entry), by its colour and where it
    lies as the table sees it: "the brown stela at the left end of the 3rd slab of river 1"
    (stelae lie on the slabs' end spaces, seed 「セットアップ」 4, and slide with them), "the
    grey stela on temple tier 3"; elsewhere, by its space."""
    hue = colour(stela.get("colour", ""))
    if "tier" in stela:
        return Msg("mayan_curse.stela.temple", colour=hue, tier=stela["tier"])
    row, col = stela.get("row"), stela.get("col")
    rows = state.get("rows", [])
    if isinstance(row, int) and 0 <= row < len(rows) and rows[row]["kind"] == "slab":
        info = rows[row]
        space = col - info["offset"] if isinstance(col, int) else None
        if space in (0, len(info["spaces"]) - 1):
            river, slab = river_slab(info)
            return Msg("mayan_curse.stela.slab_end", colour=hue, river=river, slab=slab,
                       side="left" if space == 0 else "right")
    if isinstance(row, int) and isinstance(col, int):
        return Msg("mayan_curse.stela.on", colour=hue, place=place(state, row, col))
    return Msg("mayan_curse.stela.unknown")


# ---------------------------------------------------------------- places
def river_slab(info: dict[str, Any]) -> tuple[int, int]:
    """(river, nth slab of that river) of a slab row (``state["rows"]`` entry)."""
    position = info["position"]
    if info["board"] == "river1":
        return 1, position
    return 2, position - RIVER1_SLABS


def _board_row(state: dict[str, Any], row: int) -> int:
    """The row's number on its relay board, 1 = the row nearest the entrance."""
    board_name = state["rows"][row]["board"]
    first = next(y for y, r in enumerate(state["rows"]) if r["board"] == board_name)
    return row - first + 1


def slab_place(state: dict[str, Any], row: int) -> Msg:
    """The slab of a passage row: "river 1, 3rd slab" (川1の3枚目の床ボード)."""
    river, slab = river_slab(state["rows"][row])
    return Msg("mayan_curse.place.slab", river=river, slab=slab)


def row_place(state: dict[str, Any], row: int) -> Msg:
    """A passage row: its slab, or its relay board and the row on it."""
    info = state["rows"][row]
    if info["kind"] == "slab":
        return slab_place(state, row)
    return Msg("mayan_curse.place.relay_row", board=board(info["board"]),
               row=_board_row(state, row))


def place(state: dict[str, Any], row: int, col: int, space: int | None = None) -> Msg:
    """A passage space as the table sees it.  ``space``: its number from the left on its row
    when it was recorded (a boulder's roll), else worked out from the slab's position now.

    Slab: "river 1, 3rd slab, 2nd space from the left"; relay board: "the middle relay
    board, 2nd row from the entrance side, 4th space from the left"; the entrance board's
    outer row: "the entrance's marked spaces row …"."""
    if not (isinstance(row, int) and 0 <= row < len(state["rows"])):
        return Msg("mayan_curse.place.unknown")
    info = state["rows"][row]
    if info["kind"] == "slab":
        river, slab = river_slab(info)
        n = space if space is not None else col - info["offset"] + 1
        if not 1 <= n <= len(info["spaces"]):
            return Msg("mayan_curse.place.beside_slab", river=river, slab=slab)
        return Msg("mayan_curse.place.slab_space", river=river, slab=slab, space=n)
    n = space if space is not None else col + 1
    return Msg("mayan_curse.place.relay_space", board=board(info["board"]),
               row=_board_row(state, row), space=n)


def temple_place(tier: int, index: int) -> Msg:
    """A temple space: "temple tier 3, space 5 from the black dot" (the tier board's own
    numbering: it turns with the tier)."""
    return Msg("mayan_curse.place.temple_space", tier=tier, space=index + 1)


def position(state: dict[str, Any], pos: dict[str, Any]) -> Msg:
    """A position dict of the engine (``{"row", "col"}`` with an optional recorded
    ``"space"``, or ``{"tier", "index"}``) said as a place."""
    if "tier" in pos:
        return temple_place(pos["tier"], pos["index"])
    return place(state, pos["row"], pos["col"], pos.get("space"))


def space_on_board(state: dict[str, Any], pos: dict[str, Any]) -> Msg:
    """``position`` with, on a slab slid off its place, the drawing's column added ("river
    1, 3rd slab, 2nd space from the left (column 1 on the drawing)"): the slab's own count
    and the drawing's columns (the relay boards' spaces) then differ.  What the phones and
    the log say."""
    where = position(state, pos)
    if "tier" in pos:
        return where
    info = state["rows"][pos["row"]] if 0 <= pos["row"] < len(state["rows"]) else None
    if info is not None and info["kind"] == "slab" and info["offset"] and \
            0 <= pos["col"] < state["components"]["passage"]["width"]:
        return Msg("mayan_curse.place.with_column", place=where, col=pos["col"] + 1)
    return where


def row_space(state: dict[str, Any], row: int, col: int) -> int:
    """The number from the left (1-based) of a space on its row now: a slab's own space, a
    relay board's column.  Recorded with each boulder step (boulders.py)."""
    info = state["rows"][row] if 0 <= row < len(state["rows"]) else None
    if info is None or info["kind"] != "slab":
        return col + 1
    return col - info["offset"] + 1


def boulder_place(state: dict[str, Any], b: dict[str, Any]) -> Msg:
    """Where a boulder is: its space, or the marked entrance space it blocks."""
    if b["at_entrance"]:
        return Msg("mayan_curse.place.entrance_marked", space=b["col"] + 1)
    return place(state, b["row"], b["col"])
