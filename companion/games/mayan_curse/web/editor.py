"""Mayan Curse's tap editor (companion.web.editor's ``ComponentEditor``): a table enters its own
copy a board at a time, as the boards lie on the table, and may finish it over several
evenings (the set is a *draft*, components.py's module docstring).

Kinds, in the order a table meets them (seed 「セットアップ」):

* ``symbols`` (1 entry): the names the table gives the symbols its copy shows;
* ``boards`` (1 entry): the sizes of the boards (spaces on a floor board, the relay boards'
  width and rows, the entrance's marked spaces, the boulders' spaces, the temple's spaces per
  tier and where the temple relay board meets it);
* ``slab`` (16): each passage floor board as a row of spaces, a symbol picked for each; the
  1st is the board with one dot icon, the 2nd the one with two (「セットアップ」 3a);
* ``tier`` (6): each temple tier from the largest, a symbol or a blank per space and, on
  tiers 1-4, its two stela spaces (「セットアップ」 5); the top tier is blank;
* ``stones`` (1 entry, 20 stones): one symbol, or two for a dual stone;
* ``faces`` (1 entry): the six faces of the boulder cube, one of them the wild;
* ``stelae`` (3: brown, grey, beige): how many stelae of the box show each knowledge value
  (「石碑の発見」 ranges); progress counts them against the 60 the box holds;
* ``table`` (6: 1 to 6 players): the stelae table, per slab from the entrance none, or one or
  two stelae of a colour (「セットアップ」 4).

The pages post ordinary dropdowns and boxes (one a pick, without a script);
static/js/mayan_curse_editor.js lets them be tapped instead: name ideas for the symbols'
names (templates/games/mayan_curse/editor_symbols.html: common words, not the printed
symbols), a palette and a framed space for floor boards, tiers and the cube, chips for sizes
and counts (a place's chips only within the size chosen on the page; a colour's stelae
counted as they are tapped), steppers and count chips for the stones (written into the
stones' dropdowns), a palette for the stelae table.

A form is read with companion.inputs; a value that is not one of the page's choices, or an
entry left incomplete, raises ``ComponentError`` with a message naming the board and the
space as on the table ("the 3rd floor board, space 2 from the left"); the whole document is
then checked by ``validate_components``.  Forms are ``request.form``-like (``get``,
``getlist``).
"""
from __future__ import annotations

import copy
from typing import Any

from companion.engine import ComponentError
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.components import (COLOURS, PLAYER_COUNTS, SLAB_COUNT,
                                                    STELA_RANGES, STONE_COUNT,
                                                    TEMPLE_STELAE, TEMPLE_TIERS, WILD)
from companion.i18n import render
from companion.inputs import number, text
from companion.message import Msg, Text
from companion.web.editor_hooks import EditorHooks

#: The stelae a box holds in all (reference: 60 stelae in three colours).
STELAE_TOTAL = 60
#: Symbol names a set may give (the editor's slots).
SYMBOL_SLOTS = 8
#: The longest symbol name.
NAME_LENGTH = 20
#: The largest board sizes the editor offers.
MOST_SPACES = 12
MOST_ROWS = 6
MOST_LINES = 16
#: Stelae of one value a colour may hold.
MOST_OF_A_VALUE = 20
MAX_SLIDE = 3  # 「重要な注意事項:スライド」
#: The size fields of the ``boards`` entry: (form name, first, last).
SIZE_FIELDS = (("slab_length", 3, MOST_SPACES), ("width", 3, MOST_SPACES),
               ("entrance_rows", 2, MOST_ROWS), ("middle_rows", 1, MOST_ROWS),
               ("boulder_row", 1, MOST_ROWS), ("temple_relay_rows", 1, MOST_ROWS),
               ("lines", 2, MOST_LINES))
#: The three-place fields of the ``boards`` entry: (form name, the size field it is counted
#: along, the most the page offers).  A place beyond the size chosen on the same page (the
#: 12th space on a board 7 wide) is refused naming the place and that size; the page's script
#: hides such chips as the size is chosen.
PLACE_FIELDS = (("marked", "width", MOST_SPACES), ("boulder_col", "width", MOST_SPACES),
                ("entry_col", "width", MOST_SPACES), ("entry_line", "lines", MOST_LINES))


def _m(code: str, **params: Any) -> Msg:
    return Msg(f"mayan_curse.editor.{code}", **params)


def _refuse(code: str, **params: Any) -> None:
    raise ComponentError(_m(code, **params))


def _pick(form: Any, field: str, allowed: list[str] | tuple[str, ...],
          where: Msg) -> str | None:
    """A choice of the form ("" or missing: None); a value not offered: ComponentError naming
    the pick (``where``: the board and the space, as on the table)."""
    value = form.get(field, "")
    if value in ("", None):
        return None
    if value not in allowed:
        _refuse("not_offered", where=where)
    return value


def _count(form: Any, field: str, low: int, high: int, where: Msg) -> int | None:
    """A whole number of the form within [low, high] (missing: None); another value:
    ComponentError naming the pick (``where``)."""
    raw = form.get(field, "")
    if raw in ("", None):
        return None
    value = number(raw, most=high, digits=3)
    if value is None or value < low:
        _refuse("not_offered", where=where)
    return value


def _cell_of_table(entry: dict | None) -> str:
    """A stelae-table entry as a choice value: "" (none) or "<colour>-<count>"."""
    return "" if entry is None else f"{entry['colour']}-{entry['count']}"


TABLE_CHOICES = [f"{c}-{k}" for c in COLOURS for k in (1, 2)]


def _stelae_done(doc: dict) -> int:
    return sum(len(doc["stelae"][c]) for c in COLOURS)


class MayanCurseEditor(EditorHooks):
    """Mayan Curse's ``ComponentEditor`` (module docstring)."""

    kinds = ["symbols", "boards", "slab", "tier", "stones", "faces", "stelae", "table"]

    # -- how complete --------------------------------------------------------------------------
    def kind_label(self, kind: str, done: int, expected: int | None) -> Msg:
        """"floor boards 16/16" / 「床ボード 16/16」 (``components.progress``)."""
        if expected is None:
            return Msg("components.progress_open", kind=_m(f"kind.{kind}"), done=done)
        return Msg("components.progress", kind=_m(f"kind.{kind}"), done=done,
                   expected=expected)

    def progress(self, doc: dict) -> list[tuple[str, int, int | None]]:
        """(kind, entered, expected) per kind; the symbols have no expected count."""
        t = doc["temple"]
        return [
            ("symbols", len(doc["symbols"]), None),
            ("boards", int(doc["passage"] is not None and t["lines"] is not None), 1),
            ("slab", sum(s["spaces"] is not None for s in doc["slabs"]), SLAB_COUNT),
            ("tier", sum(x["spaces"] is not None for x in t["tiers"]), TEMPLE_TIERS),
            ("stones", sum(s is not None for s in doc["stones"]), STONE_COUNT),
            ("faces", 0 if doc["boulder_faces"] is None else 6, 6),
            ("stelae", _stelae_done(doc), STELAE_TOTAL),
            ("table", sum(doc["stelae_table"][str(n)] is not None for n in PLAYER_COUNTS),
             len(PLAYER_COUNTS)),
        ]

    def entries(self, doc: dict, kind: str) -> list[tuple[int, Msg, bool]]:
        """The entries of a kind: (n from 1, its name, entered)."""
        t = doc["temple"]
        if kind == "symbols":
            return [(1, _m("entry.symbols"), bool(doc["symbols"]))]
        if kind == "boards":
            return [(1, _m("entry.boards"), doc["passage"] is not None
                     and t["lines"] is not None)]
        if kind == "slab":
            return [(n, self.slab_name(s, n), s["spaces"] is not None)
                    for n, s in enumerate(doc["slabs"], 1)]
        if kind == "tier":
            return [(n, _m("entry.tier", n=n), x["spaces"] is not None)
                    for n, x in enumerate(t["tiers"], 1)]
        if kind == "stones":
            return [(1, _m("entry.stones"), all(s is not None for s in doc["stones"]))]
        if kind == "faces":
            return [(1, _m("entry.faces"), doc["boulder_faces"] is not None)]
        if kind == "stelae":
            return [(n, _m("entry.stelae", colour=names.colour(c)), bool(doc["stelae"][c]))
                    for n, c in enumerate(COLOURS, 1)]
        if kind == "table":
            return [(n, _m("entry.table", players=n), doc["stelae_table"][str(n)] is not None)
                    for n in PLAYER_COUNTS]
        return []

    @staticmethod
    def slab_name(slab: dict, n: int) -> Msg:
        """"floor board 1 (one dot icon)" / "floor board 5"."""
        if slab["dots"] in (1, 2):
            return _m("entry.slab_dots", n=n, dots=slab["dots"])
        return _m("entry.slab", n=n)

    def named(self, doc: dict, name: str) -> dict:
        """A copy of a set that is not a sample with the set's name as its ``name`` (a new set
        is called "A table's own copy" until then, ``blank``; its empty ``label`` says the
        name, docs/formats/mayan_curse.md)."""
        if doc.get("sample") or not name:
            return doc
        return {**copy.deepcopy(doc), "name": name}

    def blank(self) -> dict:
        """A new draft: nothing entered; the 1st floor board is the one-dot board, the 2nd
        the two-dot board (「セットアップ」 3a)."""
        return {
            "name": {"en": "A table's own copy", "ja": "お手持ちのセット"},
            "sample": False, "label": "", "draft": True,
            "symbols": [], "symbol_names": {},
            "passage": None,
            "slabs": [{"id": f"F{n:02d}", "dots": n if n <= 2 else 0, "spaces": None}
                      for n in range(1, SLAB_COUNT + 1)],
            "temple": {"lines": None, "entry_cols": None, "entry_lines": None,
                       "tiers": [{"spaces": None, "stela_spaces": []}
                                 for _ in range(TEMPLE_TIERS)]},
            "stones": [None] * STONE_COUNT,
            "boulder_faces": None,
            "stelae": {c: [] for c in COLOURS},
            "stelae_table": {str(n): None for n in PLAYER_COUNTS},
        }

    def template(self, kind: str) -> str:
        """The entry page of a kind."""
        return f"games/mayan_curse/editor_{kind}.html"

    # -- an entry page -------------------------------------------------------------------------
    def symbol_choices(self, doc: dict) -> list[tuple[str, Any]]:
        """The symbols of the set, (id, name) in the list's order."""
        return [(s, names.symbol_text(doc, s)) for s in doc["symbols"]]

    def context(self, doc: dict, kind: str, n: int, sent: Any | None) -> dict:
        """What an entry page shows: the current values (or those just sent, after a
        refusal), the choices, and the drawing of the passage as entered.  A floor board, a
        tier (2 to 5) or a player count's stelae table not entered yet opens as a copy of the
        one before when that one is entered (``copied`` True, said on the page; the stela
        spaces copied only between tiers that both hold stelae): only what differs is
        tapped, and nothing is stored until it is saved."""
        # "Save, then the next one" goes on from a kind's last entry to the next kind's
        # first entry not entered yet (companion/web/editor.py), as a box is entered; the
        # last entry of all (the stelae table for 6 players) goes back to the set's page
        last = kind == self.kinds[-1]
        ctx: dict[str, Any] = {"symbols": self.symbol_choices(doc), "doc": doc,
                               "drawing": drawing(doc, kind, n), "offer_next": not last,
                               "offer_back": last and n == len(self.entries(doc, kind))}
        if kind == "symbols":
            have = [render(names.symbol_text(doc, s)) for s in doc["symbols"]]
            ctx["slots"] = [sent.get(f"name_{k}", "") if sent is not None else (
                have[k - 1] if k <= len(have) else "") for k in range(1, SYMBOL_SLOTS + 1)]
        elif kind == "boards":
            ctx.update(size_fields=SIZE_FIELDS, place_fields=PLACE_FIELDS,
                       sizes=_sizes_of(doc) if sent is None else dict(sent.items()))
        elif kind == "slab":
            slab = doc["slabs"][n - 1]
            length = doc["passage"]["slab_length"] if doc["passage"] else 0
            before = doc["slabs"][n - 2]["spaces"] if n > 1 else None
            copied = slab["spaces"] is None and before is not None and sent is None
            values = slab["spaces"] or (list(before) if copied else [""] * length)
            if sent is not None:
                values = [sent.get(f"space_{j}", "") for j in range(1, length + 1)]
            ctx.update(slab=slab, slab_label=self.slab_name(slab, n), values=values,
                       copied=copied)
        elif kind == "tier":
            t = doc["temple"]
            tier = t["tiers"][n - 1]
            lines = t["lines"] or 0
            before = t["tiers"][n - 2] if 1 < n < TEMPLE_TIERS else None
            copied = (tier["spaces"] is None and sent is None and before is not None
                      and before["spaces"] is not None)
            shown = before if copied else tier
            values = [("blank" if x is None else x) for x in shown["spaces"]] \
                if shown["spaces"] is not None else [""] * lines
            # the stela spaces are copied only between tiers that both hold stelae
            stela = [j + 1 for j in shown["stela_spaces"]] if n in TEMPLE_STELAE else []
            if sent is not None:
                values = [sent.get(f"space_{j}", "") for j in range(1, lines + 1)]
                stela = [number(x, most=lines) for x in sent.getlist("stela")]
            ctx.update(values=values, stela=stela, holds_stelae=n in TEMPLE_STELAE,
                       copied=copied,
                       top=n == TEMPLE_TIERS, stela_colour=names.colour(TEMPLE_STELAE[n])
                       if n in TEMPLE_STELAE else "")
        elif kind == "stones":
            rows = [(s or [None])[:1] + (s or [None, None])[1:2] for s in doc["stones"]]
            rows = [((r[0] or ""), (r[1] if len(r) > 1 and r[1] else "")) for r in rows]
            if sent is not None:
                rows = [(sent.get(f"stone_{k}_a", ""), sent.get(f"stone_{k}_b", ""))
                        for k in range(1, STONE_COUNT + 1)]
            ctx["rows"] = rows
        elif kind == "faces":
            faces = doc["boulder_faces"] or [""] * 6
            if sent is not None:
                faces = [sent.get(f"face_{k}", "") for k in range(1, 7)]
            ctx.update(faces=faces, wild_name=names.symbol_text(doc, WILD))
        elif kind == "stelae":
            colour = COLOURS[n - 1]
            lo, hi = STELA_RANGES[colour]
            held = doc["stelae"][colour]
            counts = {v: (sent.get(f"value_{v}", "0") if sent is not None
                          else str(held.count(v))) for v in range(lo, hi + 1)}
            # the seed gives each colour's values, not a total: a set holding more stelae
            # than the reference box (STELAE_TOTAL) is told so, never refused
            total = _stelae_done(doc)
            # this colour's stelae as the page holds them (a count the page did not offer,
            # sent back after a refusal, counts none): the script keeps it up to date
            in_colour = sum(number(c, most=MOST_OF_A_VALUE, digits=3) or 0
                            for c in counts.values())
            ctx.update(colour=colour, colour_name=names.colour(colour), counts=counts,
                       most=MOST_OF_A_VALUE, total=total, in_colour=in_colour,
                       over_total=STELAE_TOTAL if total > STELAE_TOTAL else None)
        elif kind == "table":
            before = doc["stelae_table"].get(str(n - 1))
            copied = doc["stelae_table"][str(n)] is None and before is not None \
                and sent is None
            row = doc["stelae_table"][str(n)] or (before if copied else [None] * SLAB_COUNT)
            cells = [_cell_of_table(e) for e in row]
            if sent is not None:
                cells = [sent.get(f"slab_{k}", "") for k in range(1, SLAB_COUNT + 1)]
            ctx.update(cells=cells, players=n, copied=copied, table_choices=[
                (v, _m("table_cell", colour=names.colour(v.split("-")[0]),
                       count=int(v.split("-")[1]))) for v in TABLE_CHOICES])
        return ctx

    # -- saving an entry -----------------------------------------------------------------------
    def update(self, doc: dict, kind: str, n: int, form: Any) -> dict:
        """The document with entry n of ``kind`` as the form says (a new document; ``doc``
        is not changed).  ComponentError names the board and the space at fault."""
        out = copy.deepcopy(doc)
        if kind == "symbols":
            _update_symbols(out, form)
        elif kind == "boards":
            _update_boards(out, form)
        elif kind == "slab":
            _update_slab(out, n, form)
        elif kind == "tier":
            _update_tier(out, n, form)
        elif kind == "stones":
            _update_stones(out, form)
        elif kind == "faces":
            faces = [_pick(form, f"face_{k}", out["symbols"] + [WILD], _m("at.face", n=k))
                     for k in range(1, 7)]
            for k, f in enumerate(faces, 1):
                if f is None:
                    _refuse("face_missing", n=k)
            if faces.count(WILD) != 1:
                _refuse("one_wild")
            out["boulder_faces"] = faces
        elif kind == "stelae":
            colour = COLOURS[n - 1]
            lo, hi = STELA_RANGES[colour]
            values: list[int] = []
            for v in range(lo, hi + 1):
                values += [v] * (_count(form, f"value_{v}", 0, MOST_OF_A_VALUE, _m(
                    "at.stelae_value", colour=names.colour(colour), value=v)) or 0)
            out["stelae"][colour] = values   # more than the reference box: a warning only
        elif kind == "table":
            row = []
            for k in range(1, SLAB_COUNT + 1):
                cell = _pick(form, f"slab_{k}", TABLE_CHOICES,
                             _m("at.table_cell", players=n, slab=k))
                row.append(None if cell is None else {"colour": cell.split("-")[0],
                                                      "count": int(cell.split("-")[1])})
            out["stelae_table"][str(n)] = row
        return out


def _symbol_uses(doc: dict, symbol: str) -> Msg | None:
    """Where a symbol is used (the first board or stone found), or None."""
    for n, s in enumerate(doc["slabs"], 1):
        if symbol in (s["spaces"] or []):
            return MayanCurseEditor.slab_name(s, n)
    for n, t in enumerate(doc["temple"]["tiers"], 1):
        if symbol in (t["spaces"] or []):
            return _m("entry.tier", n=n)
    for n, s in enumerate(doc["stones"], 1):
        if s and symbol in s:
            return _m("stone", n=n)
    if symbol in (doc["boulder_faces"] or []):
        return _m("entry.faces")
    return None


def _update_symbols(doc: dict, form: Any) -> None:
    """Slot k names the k-th symbol of the list; a new name gets a new id ("sym<k>")."""
    old = list(doc["symbols"])
    symbols, names_ = [], {}
    taken = set(old)
    seen: dict[str, int] = {}
    for k in range(1, SYMBOL_SLOTS + 1):
        raw = text(form.get(f"name_{k}", ""), NAME_LENGTH)
        if raw is None:
            _refuse("name_too_long", n=k, most=NAME_LENGTH)
        name = " ".join(raw.split())
        existing = old[k - 1] if k <= len(old) else None
        if not name:
            if existing is not None:
                used = _symbol_uses(doc, existing)
                if used is not None:
                    _refuse("symbol_in_use", n=k, where=used)
            continue
        if name.casefold() in seen:
            _refuse("name_twice", n=k, first=seen[name.casefold()])
        seen[name.casefold()] = k
        ident = existing
        if ident is not None and name == render(names.symbol_text(doc, ident)):
            symbols.append(ident)  # unchanged: its names in both languages are kept
            names_[ident] = doc.get("symbol_names", {}).get(ident, name)
            continue
        if ident is None:
            ident = next(f"sym{i}" for i in range(1, 100) if f"sym{i}" not in taken)
            taken.add(ident)
        symbols.append(ident)
        names_[ident] = name
    doc["symbols"] = symbols
    doc["symbol_names"] = names_


def _sizes_of(doc: dict) -> dict[str, str]:
    """The ``boards`` form's values of a set (as a person counts: from 1)."""
    p, t = doc["passage"], doc["temple"]
    if p is None or t["lines"] is None:
        return {}
    out = {"slab_length": p["slab_length"], "width": p["width"],
           "entrance_rows": p["entrance_relay"]["rows"], "middle_rows": p["middle_relay"]["rows"],
           "boulder_row": p["middle_relay"]["boulder_row"] + 1,
           "temple_relay_rows": p["temple_relay"]["rows"], "lines": t["lines"]}
    for name, values in (("marked", p["entrance_relay"]["marked"]),
                         ("boulder_col", p["middle_relay"]["boulder_cols"]),
                         ("entry_col", t["entry_cols"]), ("entry_line", t["entry_lines"])):
        for k, v in enumerate(values or [], 1):
            out[f"{name}_{k}"] = v + 1
    return {k: str(v) for k, v in out.items()}


def _update_boards(doc: dict, form: Any) -> None:
    sizes: dict[str, int] = {}
    for name, low, high in SIZE_FIELDS:
        value = _count(form, name, low, high, _m(f"size.{name}"))
        if value is None:
            _refuse("size_missing", what=_m(f"size.{name}"))
        sizes[name] = value
    places: dict[str, list[int]] = {}
    for name, along, most in PLACE_FIELDS:
        values = []
        for k in range(1, 4):
            where = _m("at.place", what=_m(f"size.{name}"), n=k)
            value = _count(form, f"{name}_{k}", 1, most, where)
            if value is None:
                _refuse("place_missing", what=_m(f"size.{name}"), n=k)
            if value > sizes[along]:   # offered by the page, beyond the size chosen on it
                _refuse(f"place_beyond_{along}", where=where, space=value, size=sizes[along])
            values.append(value - 1)
        places[name] = values
    if sizes["boulder_row"] > sizes["middle_rows"]:
        _refuse("boulder_row_outside", rows=sizes["middle_rows"])
    p, t = doc["passage"], doc["temple"]
    if p is not None and sizes["slab_length"] != p["slab_length"]:
        entered = sum(s["spaces"] is not None for s in doc["slabs"])
        if entered:
            _refuse("length_fixed", boards=entered, length=p["slab_length"])
    if t["lines"] is not None and sizes["lines"] != t["lines"]:
        entered = sum(x["spaces"] is not None for x in t["tiers"])
        if entered:
            _refuse("lines_fixed", tiers=entered, lines=t["lines"])
    doc["passage"] = {
        "width": sizes["width"], "slab_length": sizes["slab_length"], "max_slide": MAX_SLIDE,
        "entrance_relay": {"rows": sizes["entrance_rows"], "marked": places["marked"]},
        "middle_relay": {"rows": sizes["middle_rows"], "boulder_row": sizes["boulder_row"] - 1,
                         "boulder_cols": sorted(places["boulder_col"])},
        "temple_relay": {"rows": sizes["temple_relay_rows"]}}
    t["lines"] = sizes["lines"]
    t["entry_cols"], t["entry_lines"] = places["entry_col"], places["entry_line"]


def _update_slab(doc: dict, n: int, form: Any) -> None:
    if doc["passage"] is None:
        _refuse("sizes_first")
    slab = doc["slabs"][n - 1]
    spaces = []
    for j in range(1, doc["passage"]["slab_length"] + 1):
        value = _pick(form, f"space_{j}", doc["symbols"], _m("at.slab_space", n=n, space=j))
        if value is None:
            _refuse("slab_space_missing", n=n, space=j)
        spaces.append(value)
    slab["spaces"] = spaces


def _update_tier(doc: dict, n: int, form: Any) -> None:
    t = doc["temple"]
    if t["lines"] is None:
        _refuse("sizes_first")
    tier = t["tiers"][n - 1]
    if n == TEMPLE_TIERS:  # the top: all blank (「頂上に到達する」)
        tier["spaces"], tier["stela_spaces"] = [None] * t["lines"], []
        return
    spaces = []
    for j in range(1, t["lines"] + 1):
        value = _pick(form, f"space_{j}", doc["symbols"] + ["blank"],
                      _m("at.tier_space", tier=n, space=j))
        if value is None:
            _refuse("tier_space_missing", tier=n, space=j)
        spaces.append(None if value == "blank" else value)
    stela = []
    for raw in form.getlist("stela"):
        value = number(raw, most=t["lines"], digits=3)
        if not value:
            _refuse("not_offered", where=_m("at.tier_stela", tier=n))
        stela.append(value - 1)
    stela = sorted(set(stela))
    if n in TEMPLE_STELAE and len(stela) != 2:
        _refuse("tier_stelae", tier=n, found=len(stela))
    if n not in TEMPLE_STELAE and stela:
        _refuse("tier_no_stelae", tier=n)
    tier["spaces"], tier["stela_spaces"] = spaces, stela


def _update_stones(doc: dict, form: Any) -> None:
    stones: list[list[str] | None] = []
    for k in range(1, STONE_COUNT + 1):
        a = _pick(form, f"stone_{k}_a", doc["symbols"], _m("at.stone_a", n=k))
        b = _pick(form, f"stone_{k}_b", doc["symbols"], _m("at.stone_b", n=k))
        if a is None and b is not None:
            _refuse("stone_first", n=k)
        if a is not None and a == b:
            _refuse("stone_same", n=k)
        stones.append(None if a is None else [a] + ([b] if b else []))
    duals = sum(1 for s in stones if s and len(s) == 2)
    if duals > 4:
        _refuse("duals", duals=duals)
    doc["stones"] = stones


def drawing(doc: dict, kind: str = "", n: int = 0) -> dict[str, Any]:
    """The passage as entered, for the entry pages: ``{"rows": [{"kind": "relay"|"slab",
    "label": Msg, "cells": [{"short": Text|None, "stela": bool}], "current": bool,
    "slab": n}], "tiers": [...], "width": int}``, temple end first (as seen from the
    entrance, the entrance at the bottom).  Slabs in the order entered (the 1-dot and 2-dot
    boards nearest the entrance; the others are shuffled at setup)."""
    p = doc["passage"]
    length = p["slab_length"] if p else 7
    rows: list[dict[str, Any]] = []

    def relay(board: str, count: int) -> None:
        rows.append({"kind": "relay", "label": names.board(board), "count": count,
                     "cells": [], "current": False})

    def slab(k: int) -> None:
        s = doc["slabs"][k - 1]
        cells = [{"short": None if s["spaces"] is None else names.symbol_short(doc, x),
                  "stela": j in (0, length - 1)} for j, x in enumerate(
                      s["spaces"] or [None] * length)]
        rows.append({"kind": "slab", "label": MayanCurseEditor.slab_name(s, k),
                     "cells": cells, "current": kind == "slab" and k == n, "slab": k,
                     "dots": s["dots"] if s["dots"] in (1, 2) else 0})
    if p:
        relay("temple_relay", p["temple_relay"]["rows"])
    for k in range(SLAB_COUNT, 7, -1):
        slab(k)
    if p:
        relay("middle", p["middle_relay"]["rows"])
    for k in range(7, 0, -1):
        slab(k)
    if p:
        relay("entrance", p["entrance_relay"]["rows"])
    tiers = []
    for k, tier in enumerate(doc["temple"]["tiers"], 1):
        lines = doc["temple"]["lines"] or 0
        tiers.append({"n": k, "current": kind == "tier" and k == n, "cells": [
            {"short": (None if tier["spaces"] is None else
                       (None if tier["spaces"][j] is None else
                        names.symbol_short(doc, tier["spaces"][j]))),
             "entered": tier["spaces"] is not None,
             "stela": j in tier["stela_spaces"]} for j in range(lines)]})
    return {"rows": rows, "tiers": list(reversed(tiers)), "length": length}


EDITOR = MayanCurseEditor()

__all__ = ["EDITOR", "MayanCurseEditor", "drawing", "Text"]
