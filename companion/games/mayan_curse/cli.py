"""Mayan Curse as command-line text, in the reader's language: the passage as a person copies
it onto the table and the temple (``setup_text``: ``companion setup mayan_curse``), the
boulder rolls told step by step, and the score sheet (``sheet_text``: ``companion score``).
The pages draw the passage with the same short names and row names (web/presenter.py).

Everything is said through companion.i18n: the language is the one set with
``use_language`` (the command line's ``--lang`` or LANG) or the page's.  Symbols are said by
the names the component set gives them (names.py).  Stelae values never appear (nobody
knows them).  Seed 000, 「セットアップ」, 「ステップ3:岩」.
"""
from __future__ import annotations

import unicodedata
from typing import Any

from companion.games.mayan_curse.messages import join_words
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.boulders import (
    adventurers_at, boulder_at, boulder_messages, is_floor, stela_at, symbol_at,
)
from companion.games.mayan_curse.rules.names import boulder_place
from companion.i18n import gettext, language, ngettext, ordinal, points_text, render
from companion.message import Msg

#: Marks of the text grid (not words: the legend says them).
STELA_MARK = {"brown": "*", "grey": "=", "beige": "^"}
BOULDER_MARK = "@"
RIVER = "~"
BLANK = "."


# ---------------------------------------------------------------- widths
def width(text: str) -> int:
    """Columns ``text`` takes in a terminal (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, cols: int, centre: bool = False) -> str:
    gap = max(0, cols - width(text))
    if centre:
        return " " * (gap // 2) + text + " " * (gap - gap // 2)
    return text + " " * gap


def _say(value: Any) -> str:
    return render(value)


def short_names(comps: dict[str, Any]) -> dict[str, str]:
    """Each symbol's short name in the current language (the passage drawing's words), the
    wild face's mark included."""
    out = {s: _say(names.symbol_short(comps, s)) for s in comps["symbols"]}
    out[names.WILD] = _say(names.symbol_short(comps, names.WILD))
    return out


def legend_pairs(comps: dict[str, Any]) -> list[tuple[str, str]]:
    """(short name, full name) of each symbol and of the wild face, in the current language."""
    short = short_names(comps)
    return [(short[s], _say(names.symbol_text(comps, s)))
            for s in list(comps["symbols"]) + [names.WILD]]


# ---------------------------------------------------------------- the passage
def _floor_columns(state: dict[str, Any]) -> range:
    """The columns that hold floor on some row now (the grid shows only those)."""
    p = state["components"]["passage"]
    lo, hi = 0, p["width"] - 1
    for info in state["rows"]:
        if info["kind"] == "slab":
            lo = min(lo, info["offset"])
            hi = max(hi, info["offset"] + len(info["spaces"]) - 1)
    return range(lo, hi + 1)


def row_label(state: dict[str, Any], y: int) -> str:
    """A passage row's short name for a drawing: "river 1, slab 3" (the 3rd slab of that
    river) or "middle relay, row 2" (counted from the entrance side)."""
    info = state["rows"][y]
    if info["kind"] == "slab":
        river, slab = names.river_slab(info)
        return gettext("river %(river)d, slab %(slab)d", river=river, slab=slab)
    board = {"entrance": gettext("entrance"), "middle": gettext("middle relay"),
             "temple_relay": gettext("temple relay")}[info["board"]]
    first = next(k for k, r in enumerate(state["rows"]) if r["board"] == info["board"])
    return gettext("%(board)s, row %(row)d", board=board, row=y - first + 1)


def _cell(state: dict[str, Any], row: int, col: int, short: dict[str, str], body: int) -> str:
    if not is_floor(state, row, col):
        fill = RIVER * 3 if state["rows"][row]["kind"] == "slab" else ""
        return " " + _pad(fill, body, centre=True) + "  "
    b = boulder_at(state, row, col)
    seats = adventurers_at(state, row, col)
    right = str(seats[0] + 1) if len(seats) == 1 else ("+" if seats else " ")
    if b is not None:
        text = f"{BOULDER_MARK}{b['id'] + 1}{short.get(b['face'], '')}"
        return " " + _pad(text, body) + right + " "
    st = stela_at(state, row, col)
    sym = symbol_at(state, row, col)
    left = STELA_MARK[st["colour"]] if st else " "
    return left + _pad(short[sym] if sym else BLANK, body, centre=not sym) + right + " "


def passage_text(state: dict[str, Any]) -> str:
    """The passage grid (temple end at the top, seen from the entrance), then in sentences
    each slab, stela and boulder: what a table lays out.  ``state``: setup's or later."""
    comps = state["components"]
    short = short_names(comps)
    body = max(width(s) for s in short.values()) + 2
    cols = _floor_columns(state)
    lines = []
    if comps.get("sample"):
        lines.append(f"*** {names.set_label(comps).get(language())} ***")
    lines.append(gettext("The passage seen from the entrance (the temple at the top)."))
    pairs = join_words([a if a == b else gettext("%(short)s = %(full)s", short=a, full=b)
                        for a, b in legend_pairs(comps)])
    lines.append(gettext("Symbols: %(list)s.", list=pairs))
    lines.append(gettext("Marks: * brown, = grey, ^ beige stela (face down); a digit after a "
                         "symbol: the adventurer of that seat, + several; @1 to @3: the "
                         "boulders with their face; ~~~: the river; . : a blank relay "
                         "space."))
    lines.append("")
    labels = [row_label(state, y) for y in range(len(state["rows"]))]
    label_width = max(width(x) for x in labels) + 1
    head = "".join(" " + _pad(str(c + 1) if 0 <= c < comps["passage"]["width"] else "",
                              body, centre=True) + "  " for c in cols)
    lines.append(_pad("", label_width) + "|" + head.rstrip())
    for y in range(len(state["rows"]) - 1, -1, -1):
        cells = "".join(_cell(state, y, c, short, body) for c in cols)
        lines.append(_pad(labels[y], label_width) + "|" + cells.rstrip())
    lines.append(gettext("The column numbers count the relay boards' spaces from the left."))
    lines.append("")
    for y, info in enumerate(state["rows"]):
        if info["kind"] != "slab":
            continue
        slab = next(s for s in comps["slabs"] if s["id"] == info["slab"])
        if info["offset"] == 0:
            shift = gettext("aligned with the relay boards")
        elif info["offset"] > 0:
            shift = ngettext("slid %(num)d space to the right", "slid %(num)d spaces to the "
                             "right", info["offset"])
        else:
            shift = ngettext("slid %(num)d space to the left", "slid %(num)d spaces to the "
                             "left", -info["offset"])
        symbols = " · ".join(_say(names.symbol_text(comps, x)) for x in info["spaces"])
        place = _cap(_say(names.slab_place(state, y)))  # no id: the boards print none
        if slab["dots"]:
            lines.append(ngettext(
                "%(slab)s (%(num)d dot icon on the right end), %(shift)s: %(symbols)s.",
                "%(slab)s (%(num)d dot icons on the right end), %(shift)s: %(symbols)s.",
                slab["dots"], slab=place, shift=shift, symbols=symbols))
        else:
            lines.append(gettext("%(slab)s, %(shift)s: %(symbols)s.", slab=place,
                                 shift=shift, symbols=symbols))
    for st in state["stelae"]:
        colour = _say(names.colour(st["colour"]))
        if "row" in st:
            info = state["rows"][st["row"]]
            slab = _say(names.slab_place(state, st["row"]))
            if st["col"] == info["offset"]:
                lines.append(_cap(gettext("%(colour)s stela face down on the left end of "
                                          "%(slab)s.", colour=colour, slab=slab)))
            else:
                lines.append(_cap(gettext("%(colour)s stela face down on the right end of "
                                          "%(slab)s.", colour=colour, slab=slab)))
        else:
            lines.append(_cap(gettext("%(colour)s stela face down on %(place)s.", colour=colour,
                                      place=_say(names.temple_place(st["tier"], st["index"])))))
    for b in state["boulders"]:
        lines.append(ngettext("Boulder %(n)d: face %(face)s, %(num)d trigger token, on "
                              "%(place)s.",
                              "Boulder %(n)d: face %(face)s, %(num)d trigger tokens, on "
                              "%(place)s.", b["tokens"], n=b["id"] + 1,
                              face=_say(names.symbol_text(comps, b["face"])),
                              place=_say(boulder_place(state, b))))
    return "\n".join(lines)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def setup_text(state: dict[str, Any]) -> str:
    """The passage and the temple as plain text to copy onto the table (no hidden values), in
    the current language (the command line's ``--lang`` / LANG)."""
    return passage_text(state) + "\n\n" + temple_text(state)


def temple_text(state: dict[str, Any]) -> str:
    """The temple tiers: each tier's spaces from its black dot clockwise (short names, "."
    blank), how far it is turned from the setup, the stelae still on it; then where the
    temple relay board meets tier 1."""
    comps = state["components"]
    short = short_names(comps)
    lines = []
    for k, tier in enumerate(comps["temple"]["tiers"]):
        spaces = " ".join(short[x] if x else BLANK for x in tier["spaces"])
        line = gettext("Tier %(tier)d: %(spaces)s", tier=k + 1, spaces=spaces)
        turn = state["temple"]["rotation"][k]
        if turn:
            line += gettext("; turned %(n)d clockwise", n=turn)
        on = [gettext("%(colour)s on space %(n)d", colour=_say(names.colour(st["colour"])),
                      n=st["index"] + 1)
              for st in state["stelae"] if st.get("tier") == k + 1]
        if on:
            line += gettext("; stelae: %(list)s", list=join_words(on))
        lines.append(line)
    t = comps["temple"]
    meets = [gettext("%(col)s space from the left → space %(space)d from the black dot",
                     col=ordinal(c + 1),
                     space=(line - state["temple"]["rotation"][0]) % t["lines"] + 1)
             for c, line in zip(t["entry_cols"], t["entry_lines"])]
    lines.append(gettext("Where the temple relay board (its last row) meets tier 1: "
                         "%(list)s.", list=join_words(meets)))
    return "\n".join(lines)


# ---------------------------------------------------------------- boulder rolls
def sentences(msgs: list[Msg]) -> str:
    """Messages said one after another: a space between English sentences, none between
    Japanese ones."""
    joiner = "" if language() == "ja" else " "
    return joiner.join(_say(m) for m in msgs)


def boulder_text(state: dict[str, Any], records: list[dict[str, Any]]) -> list[str]:
    """One paragraph per roll record, in the current language (``boulder_messages``)."""
    return [sentences(m) for m in boulder_messages(state, records)]


# ---------------------------------------------------------------- the score sheet
def sheet_text(sheet) -> str:
    """A score sheet as text in the current language (``companion score``): one line per
    category with each player's points and how they were counted, the totals, the ranking
    and the sentences that decided it."""
    comma = "、" if language() == "ja" else ", "
    lines = []
    for category in sheet.categories:
        cells = []
        for seat, name in enumerate(sheet.players):
            details = ("／" if language() == "ja" else "; ").join(
                _say(d) for d in sheet.details(seat, category))
            cell = f"{name} {points_text(sheet.cell(seat, category))}"
            cells.append(gettext("%(cell)s (%(details)s)", cell=cell, details=details)
                         if details else cell)
        label = _say(Msg(f"mayan_curse.category.{category}"))
        lines.append(gettext("%(category)s: %(cells)s", category=label,
                             cells=comma.join(cells)))
    totals = comma.join(f"{name} {points_text(sheet.totals[s])}"
                        for s, name in enumerate(sheet.players))
    lines.append(gettext("Total: %(list)s", list=totals))
    if sheet.ranking:
        places = comma.join(f"{k + 1}. " + " / ".join(sheet.players[s] for s in place)
                            for k, place in enumerate(sheet.ranking))
        lines.append(gettext("Ranking: %(list)s", list=places))
    else:
        lines.append(gettext("No winner."))
    lines.extend(_say(t) for t in sheet.tie_breaks)
    return "\n".join(lines)
