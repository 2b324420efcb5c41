"""Bravest words: names of tile contents (English and Japanese), move lines for the log and the
plain-text report of a scored island (``companion score bravest ISLAND.json``)."""
from __future__ import annotations

from typing import Any

from companion.games.bravest.scoring import END_TEXT, hero_name

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
    lines.append(
        "On the island: "
        f"{counts['wizard']} wizards, {counts['blob']} blobs, {counts['ghost']} ghosts, "
        f"{counts['great_sword']} great swords, {counts['ghost_tower']} ghost towers, "
        f"{counts['special']} special tiles, lava circles {counts['lava_complete']} complete / "
        f"{counts['lava_incomplete']} incomplete")
    lines.append("Best courses (exact search; cells are (row,col), row 0 at the top):")
    for hero in ("agile", "invincible"):
        lines.extend(course_text(result[hero]))
    lines.append(f"Island total: {result['points']} points")
    return "\n".join(lines) + "\n"
