"""What a hero scores each time it passes a tile: the trials of each side of the island
boards and the ten special tiles.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "試練 – 光の面", "試練 ― 闇の面" and "特殊タイル";
readings in docs/rulings/bravest.md.  How a hero moves is ``courses``.
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.rules.island import Island, neighbours
from companion.games.bravest.rules.names import hero_msg, kind_msg
from companion.message import Msg

SEED = "seed 004"
RULE_LIGHT = f"{SEED}, 試練 – 光の面"
RULE_DARK = f"{SEED}, 試練 ― 闇の面"
RULE_SPECIAL = f"{SEED}, 特殊タイル"


def _adjacent_to(island: Island, cell: tuple[int, int], kind: str) -> bool:
    return any(island.kind(n) == kind for _, n in neighbours(cell))


def why(code: str, **params: Any) -> Msg:
    """Why a pass scores what it scores, as a message (``bravest.why.<code>``)."""
    return Msg(f"bravest.why.{code}", **params)


def pass_value(island: Island, counts: dict[str, Any], cell: tuple[int, int],
               hero: str) -> tuple[int, Msg, str | None]:
    """Points ``hero`` scores each time it passes the tile on ``cell``.

    Returns ``(points, why, special)``: ``why`` is a ``Msg`` saying what the tile holds and how
    it scores ("ghost tower: 1 point per ghost on the island (2 ghosts)"); ``special`` is None,
    ``"wizard_escalation"`` (dark-side Agile meeting a wizard: the n-th encounter of the course
    scores n; ``points`` is 0 and the search adds it) or ``"link"`` (the special tile that pays
    +5 when this hero's course reaches the other camp; ``points`` is 0 and the search adds 5
    per pass at the end).

    Sources: seed 004, 試練 – 光の面, 試練 ― 闇の面, 特殊タイル.
    """
    t = island.tiles.get(cell)
    content = t["content"] if t else None
    if not content:
        if t and t["face_down"]:
            return 0, why("face_down"), None
        return 0, why("nothing"), None
    kind = content["kind"]
    side = island.side
    if kind == "special":
        return _special_value(counts, content["effect"], hero)
    if side == "light" and hero == "agile":
        if kind == "great_sword":
            return 3, why("great_sword"), None
        if kind == "ghost_tower":
            g = counts["ghost"]
            return g, why("ghost_tower_ghosts", ghosts=g), None
        if kind == "lava":
            if counts["lava_circle_complete"][cell]:
                return 7, why("lava_complete", points=7), None
            return 2, why("lava_incomplete", points=2), None
    elif side == "light" and hero == "invincible":
        if kind == "wizard":
            return 3, why("wizard"), None
        if kind == "blob":
            n = counts["blob_group"][cell]
            return n, why("blob_group", blobs=n), None
        if kind == "ghost":
            n = counts["ghost_tower"]
            return n, why("ghost_towers", towers=n), None
    elif side == "dark" and hero == "agile":
        if kind == "blob":
            return -1, why("blob_loses"), None
        if kind == "wizard":
            return 0, why("wizard_escalating", number=1), "wizard_escalation"
        if kind == "great_sword":
            n = counts["special"]
            return n, why("great_sword_specials", specials=n), None
        if kind == "lava":
            if counts["lava_circle_complete"][cell]:
                return 4, why("lava_complete", points=4), None
            return 0, why("lava_incomplete_nothing"), None
    elif side == "dark" and hero == "invincible":
        if kind == "ghost_tower":
            if _adjacent_to(island, cell, "great_sword"):
                return 3, why("ghost_tower_by_sword"), None
            return 1, why("ghost_tower_one"), None
        if kind == "blob":
            n = counts["blob"]
            return n, why("blobs_on_island", blobs=n), None
        if kind == "ghost":
            if _adjacent_to(island, cell, "ghost_tower"):
                return 3, why("ghost_by_tower"), None
            return 1, why("ghost_one"), None
        if kind == "lava":
            if counts["lava_circle_complete"][cell]:
                return 4, why("lava_complete", points=4), None
            return 0, why("lava_incomplete_nothing"), None
    return 0, why("nothing_for_hero", kind=kind_msg(kind), hero=hero_msg(hero)), None


def _special_value(counts: dict[str, Any], effect: str, hero: str) -> tuple[int, Msg, str | None]:
    other = hero_msg(other_hero(hero))
    if effect == "ghost_tower_pairs":
        pairs = min(counts["ghost"], counts["ghost_tower"])
        return 2 * pairs, why("special_pairs", pairs=pairs), None
    if effect == "per_great_sword":
        n = counts["great_sword"]
        return n, why("special_swords", swords=n), None
    if effect == "per_wizard":
        n = counts["wizard"]
        return n, why("special_wizards", wizards=n), None
    if effect == "per_complete_lava":
        n = counts["lava_complete"]
        return 2 * n, why("special_complete_lava", circles=n), None
    if effect == "per_incomplete_lava":
        n = counts["lava_incomplete"]
        return n, why("special_incomplete_lava", circles=n), None
    if effect == "flat_two":
        return 2, why("special_two"), None
    if effect == "invincible_favoured":
        return (5, why("special_plus", hero=hero_msg(hero)), None) if hero == "invincible" \
            else (-5, why("special_minus", hero=hero_msg(hero)), None)
    if effect == "agile_favoured":
        return (5, why("special_plus", hero=hero_msg(hero)), None) if hero == "agile" \
            else (-5, why("special_minus", hero=hero_msg(hero)), None)
    if effect == f"{hero}_link":
        return 0, why("special_link", other=other), "link"
    return 0, why("special_nothing", hero=hero_msg(hero)), None


def other_hero(hero: str) -> str:
    """The other hero: "agile" <-> "invincible"."""
    return "invincible" if hero == "agile" else "agile"

