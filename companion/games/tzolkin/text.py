"""Plain-text and JSON renderings of a Tzolk'in setup and score sheet (command line, setup page).

``setup_text(state)``: what to lay out on the table, in the order of the seed's setup sections
(「盤と共通の準備」, 「個人の準備と少人数の中立コマ」); never the secret wealth tiles.
``setup_json(state)``: the public part of the snapshot.  ``sheet_text(sheet)``: a score table.
"""
from __future__ import annotations

from companion.engine import ScoreSheet, format_points
from companion.games.tzolkin.components import load_components

GEAR_NAMES = {"palenque": "Palenque", "yaxchilan": "Yaxchilan", "tikal": "Tikal",
              "uxmal": "Uxmal", "chichen_itza": "Chichen Itza"}
RESULT_TEXT = {
    "placed": "a neutral worker on {gear} {spot}",
    "placed_with_opposite": "a neutral worker on {gear} {spot}, the first on {gear}, so another "
                            "on the opposite spot {opposite}",
    "placed_first_on_chichen_itza": "a neutral worker on {gear} {spot} (the first on Chichen "
                                    "Itza, but Chichen Itza gets no opposite worker)",
    "placed_opposite_taken": "a neutral worker on {gear} {spot}; the opposite spot {opposite} "
                             "is taken, so no second worker",
    "placed_last_worker": "the last neutral worker on {gear} {spot} (none left for the "
                          "opposite spot)",
    "skipped_spot_taken": "{gear} {spot} is already taken: tile skipped",
}

PUBLIC_KEYS = ("game", "options", "players", "start_player", "phase", "buildings_row",
               "monuments", "harvest_tiles", "neutral_workers", "neutral_reveal",
               "neutral_shortfall")


def _cost(cost: dict) -> str:
    return " ".join(f"{n} {r}" for r, n in cost.items())


def setup_json(state: dict) -> dict:
    """The public part of a setup snapshot (``companion setup tzolkin --json``): no dealt,
    chosen or unrevealed tiles, only how many tiles each seat was dealt, and deck sizes."""
    out = {k: state[k] for k in PUBLIC_KEYS if k in state}
    out["wealth_dealt_counts"] = {s: len(t) for s, t in state["wealth_dealt"].items()}
    out["building_decks"] = {age: len(ids) for age, ids in state["building_decks"].items()}
    return out


def setup_text(state: dict) -> str:
    """The setup as plain text a person lays out (harvest tiles, buildings row with their
    text, monuments, neutral workers with how each revealed tile was used, start player,
    how many wealth tiles each seat got)."""
    comps = load_components()
    players = state["players"]
    n = len(players)
    lines = [f"Tzolk'in setup for {n} players: "
             + ", ".join(f"{p['name']} ({p['colour']})" for p in players), ""]
    lines.append("Harvest tiles on Palenque:")
    for action, tiles in state["harvest_tiles"].items():
        if "wood" in tiles:
            lines.append(f"  action {action}: {tiles['corn']} corn tiles, each under a wood tile")
        else:
            lines.append(f"  action {action}: {tiles['corn']} corn tiles")
    lines.append("")
    lines.append("Buildings row (Age I):")
    for bid in state["buildings_row"]:
        b = comps.buildings[bid]
        lines.append(f"  {bid} {b.frame:5} cost {_cost(b.cost)}: {b.text}")
    decks = state["building_decks"]
    lines.append(f"  Deck: Age I {len(decks['1'])} face down, Age II {len(decks['2'])} face down.")
    lines.append("")
    lines.append(f"Monuments ({len(state['monuments'])} revealed, the rest back in the box):")
    for mid in state["monuments"]:
        m = comps.monuments[mid]
        lines.append(f"  {mid} {m.frame:5} cost {_cost(m.cost)}: {m.text}")
    lines.append("")
    if state["neutral_reveal"]:
        lines.append("Neutral workers: turn over the undealt starting wealth tiles in this order:")
        for i, e in enumerate(state["neutral_reveal"], 1):
            gear = GEAR_NAMES[e["gear"]]
            what = RESULT_TEXT[e["result"]].format(gear=gear, spot=e["spot"],
                                                   opposite=(e["spot"] + 5) % 10)
            lines.append(f"  {i}. {e['tile']} ({comps.wealth_tiles[e['tile']].text}): {what}")
        lines.append("  Neutral workers by gear:")
        by_gear: dict[str, list[str]] = {}
        for w in state["neutral_workers"]:
            by_gear.setdefault(w["gear"], []).append(f"{w['spot']} ({w['colour']})")
        for gear in GEAR_NAMES:
            if gear in by_gear:
                lines.append(f"    {GEAR_NAMES[gear]}: " + ", ".join(by_gear[gear]))
        if state.get("neutral_shortfall"):
            lines.append(f"  The tiles ran out: {state['neutral_shortfall']} neutral worker(s) "
                         "stay in the box.")
        lines.append("")
    lines.append("Each player: personal board light side up, 3 workers at hand, 3 unhired in the "
                 "bank, a marker on step 1 of each temple and at the start of each technology, "
                 "score at 0.")
    lines.append("Starting wealth: "
                 + ", ".join(f"{players[int(s)]['name']} {len(t)} tiles"
                             for s, t in state["wealth_dealt"].items())
                 + " (each sees them on their own device and keeps 2).")
    lines.append(f"Start player (proposed): {players[state['start_player']]['name']}.")
    return "\n".join(lines) + "\n"


def sheet_text(sheet: ScoreSheet) -> str:
    """A ScoreSheet as a plain-text table: one row per category, one column per player,
    then totals, the ranking and the tie-breaks."""
    cats = list(sheet.categories)
    width = max([len(c) for c in cats] + [len("total"), 8])
    cols = [max(len(name), 6) for name in sheet.players]

    def row(label: str, values: list[str]) -> str:
        return f"{label:<{width}}  " + "  ".join(f"{v:>{w}}" for v, w in zip(values, cols))

    out = [row("", sheet.players)]
    for c in cats:
        cells = []
        for s in range(len(sheet.players)):
            has = any(r.seat == s and r.category == c for r in sheet.rows)
            cells.append(str(format_points(sheet.cell(s, c))) if has else "-")
        out.append(row(c, cells))
    totals = sheet.totals
    out.append(row("total", [str(format_points(totals[s])) for s in range(len(sheet.players))]))
    out.append("")
    for place, seats in enumerate(sheet.ranking, 1):
        out.append(f"{place}. " + ", ".join(sheet.players[s] for s in seats))
    out.extend(sheet.tie_breaks)
    return "\n".join(out) + "\n"
