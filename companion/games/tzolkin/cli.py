"""Tzolk'in's command-line text: the setup to lay out and the score sheet, as plain text.

``setup_text(state)``: what to lay out on the table, in the order of the seed's setup sections
(「盤と共通の準備」, 「個人の準備と少人数の中立コマ」); never the secret wealth tiles.
``sheet_text(sheet)``: a score table.  The texts are said in the reader's language
(``companion.i18n``: ``companion --lang ja`` or LANG=ja_JP.UTF-8), with the rules text's
Japanese terms (messages/setup.py).  Plugged in as ``PLUGIN.setup_text`` / ``sheet_text``.
"""
from __future__ import annotations

import unicodedata

from companion.engine import ScoreSheet, format_points
from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.setup import (
    harvest_message, player_message, reveal_message, start_player_message, unconfirmed_message,
    wealth_dealt_message,
)
from companion.i18n import render
from companion.message import Msg


def _component_line(frame: str, cost: dict, text) -> str:
    """A building or monument as its tile shows it (no printed id): effect, frame, cost."""
    return "  " + render(Msg("tzolkin.sheet.component_named", frame=names.frame(frame),
                             cost=names.goods_list(cost), text=text))


def _unconfirmed_line(component) -> list[str]:
    if component.unconfirmed is None:
        return []
    return ["    " + render(unconfirmed_message(component))]


def setup_text(state: dict) -> str:
    """The setup as plain text a person lays out (harvest tiles, buildings row with their
    text, monuments, neutral workers with how each revealed tile was used, start player,
    how many wealth tiles each seat got), in the reader's language."""
    comps = load_components()
    players = state["players"]
    n = len(players)
    who = [player_message(p) for p in players]
    lines = [render(Msg("tzolkin.sheet.title", n=n, players=who)), ""]
    lines.append(render(Msg("tzolkin.sheet.harvest_heading")))
    for action, tiles in state["harvest_tiles"].items():
        lines.append("  " + render(harvest_message(action, tiles)))
    lines.append("")
    lines.append(render(Msg("tzolkin.sheet.buildings_heading")))
    for bid in state["buildings_row"]:
        b = comps.buildings[bid]
        lines.append(_component_line(b.frame, b.cost, b.text))
        lines += _unconfirmed_line(b)
    decks = state["building_decks"]
    lines.append("  " + render(Msg("tzolkin.sheet.decks", age1=len(decks["1"]),
                                   age2=len(decks["2"]))))
    lines.append("")
    lines.append(render(Msg("tzolkin.sheet.monuments_heading", n=len(state["monuments"]))))
    for mid in state["monuments"]:
        m = comps.monuments[mid]
        lines.append(_component_line(m.frame, m.cost, m.text))
        lines += _unconfirmed_line(m)
    lines.append("")
    if state["neutral_reveal"]:
        lines.append(render(Msg("tzolkin.sheet.neutral_heading")))
        for i, e in enumerate(state["neutral_reveal"], 1):
            lines.append("  " + render(Msg("tzolkin.reveal.line_named", number=i,
                                           reward=comps.wealth_tiles[e["tile"]].text,
                                           what=reveal_message(e))))
        lines.append("  " + render(Msg("tzolkin.sheet.neutral_by_gear")))
        by_gear: dict[str, list[Msg]] = {}
        for w in state["neutral_workers"]:
            by_gear.setdefault(w["gear"], []).append(
                Msg("tzolkin.sheet.neutral_spot", spot=w["spot"], colour=names.colour(w["colour"])))
        for gear in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza"):
            if gear in by_gear:
                lines.append("    " + render(Msg("tzolkin.sheet.neutral_gear",
                                                 gear=names.gear(gear), spots=by_gear[gear])))
        if state.get("neutral_shortfall"):
            lines.append("  " + render(Msg("tzolkin.sheet.shortfall",
                                           n=state["neutral_shortfall"])))
        lines.append("")
    lines.append(render(Msg("tzolkin.sheet.each_player")))
    lines.append(render(Msg("tzolkin.sheet.wealth", dealt=wealth_dealt_message(state))))
    lines.append(render(start_player_message(state)))
    return "\n".join(lines) + "\n"


def _width(text: str) -> int:
    """Columns a text takes in a terminal (a Japanese character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    gap = " " * max(0, width - _width(text))
    return gap + text if right else text + gap


def sheet_text(sheet: ScoreSheet) -> str:
    """A ScoreSheet as a plain-text table in the reader's language: one row per category,
    one column per player, then the totals, the ranking and the tie-breaks."""
    labels = {c: render(names.category(c)) for c in sheet.categories}
    total = render(Msg("tzolkin.sheet.total"))
    width = max([_width(t) for t in labels.values()] + [_width(total), 8])
    cols = [max(_width(name), 6) for name in sheet.players]

    def row(label: str, values: list[str]) -> str:
        return (_pad(label, width) + "  "
                + "  ".join(_pad(v, w, right=True) for v, w in zip(values, cols))).rstrip()

    out = [row("", list(sheet.players))]
    for c in sheet.categories:
        cells = []
        for s in range(len(sheet.players)):
            has = any(r.seat == s and r.category == c for r in sheet.rows)
            cells.append(str(format_points(sheet.cell(s, c))) if has else "-")
        out.append(row(labels[c], cells))
    totals = sheet.totals
    out.append(row(total, [str(format_points(totals[s])) for s in range(len(sheet.players))]))
    out.append("")
    for place, seats in enumerate(sheet.ranking, 1):
        out.append(render(Msg("tzolkin.sheet.place", place=place,
                              names=[sheet.players[s] for s in seats])))
    out.extend(render(t) for t in sheet.tie_breaks)
    return "\n".join(out) + "\n"
