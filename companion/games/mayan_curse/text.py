"""Mayan Curse as plain text: the passage as a person copies it onto the table.

``passage_text(state)`` draws the grid from the temple (top) to the entrance (bottom) as seen
from the entrance, then lists each slab, stela and boulder in words.  Stelae values never
appear (nobody knows them).  Seed 000, 「セットアップ」.
"""
from __future__ import annotations

from typing import Any

from companion.games.mayan_curse.boulders import (
    adventurers_at, boulder_at, is_floor, stela_at, symbol_at,
)

_COLOUR_MARK = {"brown": "b", "grey": "g", "beige": "e"}


def abbreviations(symbols: list[str]) -> dict[str, str]:
    """A short (at most 3 characters) distinct name per symbol, for the grid."""
    out: dict[str, str] = {}
    for i, s in enumerate(symbols):
        short = s[:3]
        if short in out.values():
            short = f"{s[:2]}{i}"[:3]
        out[s] = short
    return out


def _cell(state: dict[str, Any], row: int, col: int, abbr: dict[str, str]) -> str:
    if not is_floor(state, row, col):
        info = state["rows"][row]
        return "  ~~~ " if info["kind"] == "slab" else "      "
    b = boulder_at(state, row, col)
    if b is not None:
        face = abbr.get(b["face"], "**")[:2]
        return f"[B{b['id'] + 1}{face:<2}]"
    seats = adventurers_at(state, row, col)
    st = stela_at(state, row, col)
    sym = symbol_at(state, row, col)
    body = abbr[sym] if sym else " . "
    left = _COLOUR_MARK[st["colour"]] if st else " "
    right = str(seats[0] + 1) if seats else " "
    if len(seats) > 1:
        right = "+"
    return f"{left}{body:<3}{right} "


def passage_text(state: dict[str, Any]) -> str:
    """The passage grid and a list of what goes where (JSON state from setup or later)."""
    comps = state["components"]
    p = comps["passage"]
    abbr = abbreviations(comps["symbols"])
    lo = -p["max_slide"]
    hi = max(p["width"], p["slab_length"]) + p["max_slide"]
    lines = []
    if comps.get("sample"):
        lines.append(f"*** {comps['label']} ***")
    lines.append("The passage seen from the entrance (temple at the top).")
    lines.append("Legend: symbol names shortened; b/g/e before a symbol = brown/grey/beige "
                 "stela; a digit after = adventurer; [B1..] = boulder and its face; ~~~ = river.")
    lines.append("")
    for y in range(len(state["rows"]) - 1, -1, -1):
        info = state["rows"][y]
        name = {"entrance": "entrance", "middle": "middle relay", "temple_relay": "temple relay"}
        label = (f"slab {info['position']:>2} {info['slab']:>4}" if info["kind"] == "slab"
                 else f"{name[info['board']]:>13}")
        lines.append(f"{label:<13}|" + "".join(_cell(state, y, c, abbr) for c in range(lo, hi)))
    lines.append("")
    for info in state["rows"]:
        if info["kind"] != "slab":
            continue
        where = "river 1" if info["board"] == "river1" else "river 2"
        slab = next(s for s in comps["slabs"] if s["id"] == info["slab"])
        shift = ("aligned" if info["offset"] == 0 else
                 f"slid {abs(info['offset'])} to the {'right' if info['offset'] > 0 else 'left'}")
        lines.append(f"Slab {info['position']} ({where}): {info['slab']} ({slab['dots']} dot{'s' if slab['dots'] != 1 else ''} "
                     f"on the right), {shift}.")
    for st in state["stelae"]:
        if "row" in st:
            info = state["rows"][st["row"]]
            end = "left" if st["col"] == info["offset"] else "right"
            lines.append(f"{st['colour'].capitalize()} stela face down on the {end} end of "
                         f"slab {info['position']}.")
        else:
            lines.append(f"{st['colour'].capitalize()} stela face down on temple tier "
                         f"{st['tier']}, space {st['index'] + 1}.")
    for b in state["boulders"]:
        where = "an entrance space" if b["at_entrance"] else f"row {b['row']}, column {b['col']}"
        lines.append(f"Boulder {b['id'] + 1}: face {b['face']}, {b['tokens']} trigger "
                     f"token(s), on {where}.")
    return "\n".join(lines)


def temple_text(state: dict[str, Any]) -> str:
    """The temple tiers as text: each tier's spaces from its dot (index 0) clockwise, its
    turn from the setup position, the stelae still on it."""
    comps = state["components"]
    abbr = abbreviations(comps["symbols"])
    lines = []
    for k, tier in enumerate(comps["temple"]["tiers"]):
        spaces = " ".join(abbr[x] if x else " . " for x in tier["spaces"])
        on = [f"{st['colour']} on space {st['index'] + 1}" for st in state["stelae"]
              if st.get("tier") == k + 1]
        turn = state["temple"]["rotation"][k]
        lines.append(f"Tier {k + 1}: {spaces}" + (f"; turned {turn} clockwise" if turn else "")
                     + (f"; stelae: {', '.join(on)}" if on else ""))
    t = comps["temple"]
    pairs = ", ".join(f"column {c} -> line {line + 1}"
                      for c, line in zip(t["entry_cols"], t["entry_lines"]))
    lines.append(f"The temple relay meets tier 1 at: {pairs}.")
    return "\n".join(lines)


def _seat_names(state: dict[str, Any], seats: list[int]) -> str:
    return ", ".join(state["players"][s]["name"] for s in seats)


def boulder_text(state: dict[str, Any], records: list[dict[str, Any]]) -> list[str]:
    """One sentence per roll record (``state["last_boulders"]`` or ``preview_boulders``):
    where the boulder goes, whom it swaps with, what it crushes.  ``state`` gives the names."""
    out = []
    for r in records:
        start = r["from"]
        head = (f"Boulder {r['boulder'] + 1} ({r['face']}) from row {start['row']}, "
                f"column {start['col']}")
        if not r["steps"]:
            out.append(f"{head} is blocked and stays.")
            continue
        end = r["steps"][-1]
        where = (f"onto the entrance space in column {r['entrance_col']}"
                 if r["reached_entrance"] else f"to row {end['row']}, column {end['col']}")
        parts = [f"{head} rolls {len(r['steps'])} space(s) {where}"]
        for st in r["steps"]:
            if st["swapped"]:
                parts.append(f"{_seat_names(state, st['swapped'])} swapped to the space it left "
                             f"before row {st['row']}, column {st['col']}")
            for sid in st["crushed"]:
                parts.append(f"stela {sid} crushed")
        if r["stopped"] == "blocked":
            parts.append("then it is blocked sideways and stops")
        if r["reset_river1"]:
            parts.append("the 7 slabs of river 1 go back in line")
        if r["entrance_sealed"]:
            parts.append("all three entrance spaces are blocked: the game ends")
        out.append("; ".join(parts) + ".")
    return out


def passage_grid(state: dict[str, Any], seat: int | None = None) -> list[dict[str, Any]]:
    """The passage as data for a drawing, temple end first (as ``passage_text``)::

        [{"row": r, "board": str, "kind": "relay"|"slab", "position": int|None,
          "slab": id|None, "offset": int,
          "cells": [{"col": c, "floor": bool, "symbol": str|None, "stela": colour|None,
                     "boulder": {"id", "face", "tokens"}|None, "adventurers": [seat, ...],
                     "marked": bool (an entrance or boulder start space)}, ...]}, ...]

    Columns run from ``-max_slide`` to ``max(width, slab_length) + max_slide - 1``.  Nothing
    hidden is in it (``seat`` is accepted for symmetry with ``view``)."""
    comps = state["components"]
    p = comps["passage"]
    lo = -p["max_slide"]
    hi = max(p["width"], p["slab_length"]) + p["max_slide"]
    middle = [y for y, r in enumerate(state["rows"]) if r["board"] == "middle"]
    marked = {(0, c) for c in p["entrance_relay"]["marked"]}
    if middle:
        marked |= {(middle[0] + p["middle_relay"]["boulder_row"], c)
                   for c in p["middle_relay"]["boulder_cols"]}
    out = []
    for y in range(len(state["rows"]) - 1, -1, -1):
        info = state["rows"][y]
        cells = []
        for c in range(lo, hi):
            floor = is_floor(state, y, c)
            b = boulder_at(state, y, c) if floor else None
            st = stela_at(state, y, c) if floor else None
            cells.append({"col": c, "floor": floor,
                          "symbol": symbol_at(state, y, c) if floor else None,
                          "stela": st["colour"] if st else None,
                          "boulder": ({"id": b["id"], "face": b["face"], "tokens": b["tokens"]}
                                      if b else None),
                          "adventurers": adventurers_at(state, y, c) if floor else [],
                          "marked": (y, c) in marked})
        out.append({"row": y, "board": info["board"], "kind": info["kind"],
                    "position": info.get("position"), "slab": info.get("slab"),
                    "offset": info.get("offset", 0), "cells": cells})
    return out
