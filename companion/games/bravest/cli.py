"""Bravest on the command line: ``companion setup bravest`` (``setup_text``), ``companion score
bravest ISLAND.json`` (``sheet_text``, ``result_text``): plain text in the current language (the
command line's ``--lang`` or LANG, see ``companion.i18n``), every sentence through the game's
catalogue.  The move log's messages are ``rules/log.py``'s.
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.rules.components import tiles_by_id
from companion.games.bravest.rules.names import (
    content_msg, hero_msg, label_text, lava_msg, roads_msg, side_msg,
)
from companion.games.bravest.rules.scoring import CATEGORIES, course_end_msg, course_step_msg
from companion.i18n import gettext, language, ngettext, render, say_param

#: A score sheet category ("Agile") -> the hero it counts.
HERO_OF_CATEGORY = {v: k for k, v in CATEGORIES.items()}


def _and(items: list[str]) -> str:
    """Items as a list in the current language: "A, B and C" / 「A、B、C」."""
    return str(say_param(list(items)))


def separator() -> str:
    """Between the parts of one line: "; " / 「、」."""
    return "、" if language() == "ja" else "; "


def content_text(content: dict[str, Any] | None) -> str:
    """What is on a tile in words ("ghost", "lava circle: a piece of a lava circle, going on to
    the south and east", "special tile: +2")."""
    if content and content["kind"] == "lava":
        return render(lava_msg(content.get("open", [])))
    return render(content_msg(content))


def tile_text(tile: dict[str, Any]) -> str:
    """A catalogue tile in words: "S07: ghost; a road joining north and south"."""
    roads = separator().join(render(m) for m in roads_msg(tile["paths"]))
    return gettext("%(id)s: %(what)s; %(roads)s", id=tile["id"],
                   what=content_text(tile["content"]), roads=roads)


def course_text(course: dict[str, Any]) -> list[str]:
    """Lines for one hero's course: its points, each step (cell, tile, points, why), how it
    ended."""
    lines = [ngettext("%(hero)s: %(num)d point", "%(hero)s: %(num)d points", course["points"],
                      hero=render(hero_msg(course["hero"])))]
    for k, step in enumerate(course["steps"], 1):
        lines.append("  " + render(course_step_msg(k, step)))
    lines.append("  " + render(course_end_msg(course)))
    return lines


def result_text(result: dict[str, Any]) -> str:
    """The plain-text report of ``documents.score_island_document``: what the island holds, both
    heroes' best courses step by step, and the island's points."""
    counts = result["counts"]
    lines = [gettext("Bravest island, %(side)s", side=render(side_msg(result["side"])))]
    if result.get("sample_geometry"):
        lines.append(gettext("The island's shape is the sample island's (made up for trying the "
                             "app), not a real island board."))
    if result.get("full") is False:
        lines.append(gettext("The island is not full yet."))
    held = [
        ngettext("%(num)d wizard", "%(num)d wizards", counts["wizard"]),
        ngettext("%(num)d blob", "%(num)d blobs", counts["blob"]),
        ngettext("%(num)d ghost", "%(num)d ghosts", counts["ghost"]),
        ngettext("%(num)d great sword", "%(num)d great swords", counts["great_sword"]),
        ngettext("%(num)d ghost tower", "%(num)d ghost towers", counts["ghost_tower"]),
        ngettext("%(num)d special tile", "%(num)d special tiles", counts["special"]),
        ngettext("%(num)d complete lava circle", "%(num)d complete lava circles",
                 counts["lava_complete"]),
        ngettext("%(num)d incomplete lava circle", "%(num)d incomplete lava circles",
                 counts["lava_incomplete"]),
    ]
    lines.append(gettext("On the island: %(things)s", things=_and(held)))
    lines.append(gettext("Best courses (exact search; rows are counted from the top, columns "
                         "from the left):"))
    for hero in ("agile", "invincible"):
        lines.extend(course_text(result[hero]))
    lines.append(ngettext("Island total: %(num)d point", "Island total: %(num)d points",
                          result["points"]))
    return "\n".join(lines) + "\n"


def setup_text(state: dict[str, Any]) -> str:
    """The setup as plain text for the table: side, islands, the 12 tiles to put around the
    distribution board (app_deals) or the places to deal (table_deals), the selectors and the
    start player."""
    names = state["names"]
    sample = state["catalogue"]["sample"] or state.get("island_sample")
    lines = [ngettext("Bravest for %(num)d legendary character: %(names)s",
                      "Bravest for %(num)d legendary characters: %(names)s", len(names),
                      names=_and(names)),
             gettext("Everyone uses the %(side)s of their island board.",
                     side=render(side_msg(state["side"]))),
             gettext("Island: %(island)s", island=render(label_text(state["island_label"]))),
             gettext("Tiles: %(tiles)s", tiles=render(label_text(state["catalogue"]["label"])))]
    if sample:
        lines.append(gettext("These are sample components, made up for trying the app, not "
                             "the real game's: enter your own copy's tiles and island to play "
                             "with them."))
    tiles = tiles_by_id(state["catalogue"])
    if state["mode"] == "app_deals":
        lines.append(gettext("Put these 12 tiles face up around the distribution board, place 1 "
                             "to 12 clockwise; the three tile selectors face places 1, 2 and "
                             "3."))
        for slot, tid in enumerate(state["market"]):
            text = tile_text(tiles[tid]) if tid else gettext("empty")
            if slot in state["selectors"]:
                text += " " + gettext("← a tile selector")
            lines.append(f"  {slot + 1:2}. {text}")
    else:
        lines.append(gettext("Shuffle the tiles face down, deal 12 face up around the "
                             "distribution board, place 1 to 12 clockwise, and enter each one on "
                             "the host screen. The three tile selectors face places 1, 2 and "
                             "3."))
    lines.append(gettext("Start player: %(name)s", name=names[state["start_player"]]))
    return "\n".join(lines) + "\n"


def sheet_text(sheet: Any) -> str:
    """A ScoreSheet as plain text: each player's points, each hero's points with its course
    step by step, and the ranking (a one-island sheet, ``scoring.island_sheet``, is not
    ranked: it speaks of "the island")."""
    lines = []
    totals = sheet.totals
    ranked = bool(sheet.ranking)
    for seat, name in enumerate(sheet.players):
        who = name if ranked else gettext("The island")
        lines.append(ngettext("%(name)s: %(num)d point", "%(name)s: %(num)d points",
                              int(totals[seat]), name=who))
        for cat in sheet.categories:
            hero = render(hero_msg(HERO_OF_CATEGORY[cat])) if cat in HERO_OF_CATEGORY else cat
            points = sheet.cell(seat, cat)
            lines.append("  " + ngettext("%(hero)s: %(num)d point", "%(hero)s: %(num)d points",
                                         int(points), hero=hero))
            for d in sheet.details(seat, cat):
                lines.append(f"    {render(d)}")
    if ranked:
        places = ["/".join(sheet.players[s] for s in place) for place in sheet.ranking]
        lines.append(gettext("Ranking: %(places)s", places=separator().join(
            f"{k + 1}. {p}" for k, p in enumerate(places))))
    lines.extend(render(t) for t in sheet.tie_breaks)
    return "\n".join(lines) + "\n"
