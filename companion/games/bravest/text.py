"""Bravest words: names of tile contents (English and Japanese), move lines for the log and the
plain-text report of a scored island (``companion score bravest ISLAND.json``)."""
from __future__ import annotations

from typing import Any

from companion.games.bravest.scoring import END_TEXT, _plural, hero_name

#: content kind / special effect -> (English, Japanese) as the seed names them.
CONTENT_LABELS = {
    "wizard": ("wizard", "魔法使い"),
    "blob": ("blob", "ブロブ"),
    "ghost": ("ghost", "幽霊"),
    "great_sword": ("great sword", "大剣"),
    "ghost_tower": ("ghost tower", "幽霊塔"),
    "lava": ("lava circle", "溶岩の円"),
    "special": ("special tile", "特殊タイル"),
}
SPECIAL_LABELS = {
    "ghost_tower_pairs": "2 per ghost/ghost tower pair on the island, per hero passing",
    "per_great_sword": "1 per great sword on the island, per hero passing",
    "per_wizard": "1 per wizard on the island, per hero passing",
    "per_complete_lava": "2 per complete lava circle on the island, per hero passing",
    "per_incomplete_lava": "1 per incomplete lava circle on the island, per hero passing",
    "flat_two": "2 per hero passing",
    "invincible_favoured": "Invincible +5, Agile -5",
    "agile_favoured": "Agile +5, Invincible -5",
    "invincible_link": "Invincible +5 if its course reaches the Agile's camp",
    "agile_link": "Agile +5 if its course reaches the Invincible's camp",
}
SIDE_LABELS = {"light": ("light side", "光の面"), "dark": ("dark side", "闇の面")}


def content_label(content: dict[str, Any] | None) -> str:
    """A tile content in words ("ghost", "special tile: Agile +5, Invincible -5")."""
    if not content:
        return "nothing"
    kind = content["kind"]
    label = CONTENT_LABELS[kind][0]
    if kind == "special":
        return f"{label}: {SPECIAL_LABELS[content['effect']]}"
    if kind == "lava":
        opens = content.get("open", [])
        return f"{label} piece" + (f" open to {', '.join(opens)}" if opens else " (whole)")
    return label


def describe_move(move: dict[str, Any], state_before: dict[str, Any]) -> str:
    """One line for the move log, e.g. "Anna places S07 face up on (2,1), turned 1/4"."""
    if move.get("type") == "deal":
        slot = move["slot"] + 1
        if move.get("tile") is None:
            return f"The deck is empty: place {slot} stays empty"
        return f"Tile {move['tile']} dealt onto place {slot}"
    if move.get("type") == "place":
        names = state_before.get("names", [])
        seat = move["seat"]
        who = names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"
        tile = state_before["market"][move["slot"]]
        r, c = move["cell"]
        if move.get("face_down"):
            return f"{who} places {tile} face down (a crossroads) on ({r},{c})"
        turn = f", turned {move['rotation']}/4" if move.get("rotation") else ""
        return f"{who} places {tile} on ({r},{c}){turn}"
    return "?"


def course_text(course: dict[str, Any]) -> list[str]:
    """Lines for one hero's course: header, each pass with its points, how it ended."""
    hero = hero_name(course["hero"])
    lines = [f"{hero}: {course['points']} points"]
    if not course["steps"]:
        lines.append("  no road at the camp: the hero does not move")
        return lines
    for k, st in enumerate(course["steps"], 1):
        r, c = st["cell"]
        way = f"{st['enter']}→{st['exit'] or '·'}"
        tile = f" {st['tile']}" if st.get("tile") else ""
        lines.append(f"  {k:2}. ({r},{c}){tile} [{way}] {st['points']:+d}  {st['why'] or 'nothing'}")
    lines.append(f"  end: {END_TEXT[course['end']['kind']]}")
    return lines


def result_text(result: dict[str, Any]) -> str:
    """The plain-text report of ``scoring.score_island_document``: island totals, both
    heroes' best courses pass by pass, and the island's points."""
    side = SIDE_LABELS[result["side"]]
    counts = result["counts"]
    lines = [f"Bravest island, {side[0]} ({side[1]})"]
    if result.get("sample_geometry"):
        lines.append("(island shape: the SAMPLE island, not the real game's board)")
    if result.get("full") is False:
        lines.append("(the island is not full yet)")
    held = [_plural(counts[k], w) for k, w in (
        ("wizard", "wizard"), ("blob", "blob"), ("ghost", "ghost"), ("great_sword", "great sword"),
        ("ghost_tower", "ghost tower"), ("special", "special tile"),
        ("lava_complete", "complete lava circle"), ("lava_incomplete", "incomplete lava circle"))]
    lines.append("On the island: " + ", ".join(held))
    lines.append("Best courses (exact search; cells are (row,col), row 0 at the top):")
    for hero in ("agile", "invincible"):
        lines.extend(course_text(result[hero]))
    lines.append(f"Island total: {result['points']} points")
    return "\n".join(lines) + "\n"


def tile_text(tile: dict[str, Any]) -> str:
    """A catalogue tile in words: "S07: ghost; roads N-S"."""
    roads = ", ".join("-".join(net) if len(net) > 1 else f"{net[0]} (dead end)"
                      for net in tile["paths"]) or "no road"
    return f"{tile['id']}: {content_label(tile['content'])}; roads {roads}"


def setup_json(state: dict[str, Any]) -> dict[str, Any]:
    """The public part of a setup snapshot (``companion setup bravest --json``): everything
    but the order of the app's deck (only its size) and the catalogue (only its label)."""
    out = {k: state[k] for k in ("mode", "side", "names", "island_label", "island_sample",
                                 "geometry", "market", "selectors", "pending", "start_player",
                                 "current")}
    out["catalogue_label"] = state["catalogue"]["label"]
    out["catalogue_sample"] = state["catalogue"]["sample"]
    out["deck_count"] = len(state["deck"]) if state["mode"] == "app_deals" \
        else sum(state["box"].values())
    return out


def setup_text(state: dict[str, Any]) -> str:
    """The setup as plain text for the table: side, islands, the 12 tiles to put around the
    distribution board (app_deals) or the places to deal (table_deals), the selectors and the
    start player."""
    from companion.games.bravest.components import tiles_by_id

    side = SIDE_LABELS[state["side"]]
    names = state["names"]
    lines = [f"Bravest for {len(names)} legendary characters: {', '.join(names)}",
             f"Every island on its {side[0]} ({side[1]}); island: {state['island_label']}",
             f"Tiles: {state['catalogue']['label']}"]
    tiles = tiles_by_id(state["catalogue"])
    if state["mode"] == "app_deals":
        lines.append("Put these 12 tiles face up around the distribution board, clockwise "
                     "from the selectors' start:")
        for slot, tid in enumerate(state["market"]):
            mark = " <- selector" if slot in state["selectors"] else ""
            lines.append(f"  {slot + 1:2}. " + (tile_text(tiles[tid]) if tid else "(empty)")
                         + mark)
    else:
        lines.append("Shuffle the tiles face down, deal 12 face up around the distribution "
                     "board and enter each one (places 1-12 clockwise from the selectors' "
                     "start).")
    lines.append("Selectors on places " + ", ".join(str(s + 1) for s in state["selectors"]
                                                     if s is not None))
    lines.append(f"Start player: {names[state['start_player']]}")
    return "\n".join(lines) + "\n"


def sheet_text(sheet: Any) -> str:
    """A ScoreSheet as plain text: each player's Agile and Invincible points with the course
    (tile by tile), the totals and the ranking."""
    from companion.engine import format_points

    lines = []
    totals = sheet.totals
    for seat, name in enumerate(sheet.players):
        lines.append(f"{name}: {format_points(totals[seat])} points")
        for cat in sheet.categories:
            lines.append(f"  {cat}: {format_points(sheet.cell(seat, cat))}")
            for d in sheet.details(seat, cat):
                lines.append(f"    {d}")
    places = ["/".join(sheet.players[s] for s in place) for place in sheet.ranking]
    lines.append("Ranking: " + ", ".join(f"{k + 1}. {p}" for k, p in enumerate(places)))
    lines.extend(sheet.tie_breaks)
    return "\n".join(lines) + "\n"
