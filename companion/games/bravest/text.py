"""Bravest in words: the move log's messages and the command line's texts (``companion setup
bravest``, ``companion score bravest ISLAND.json``).

``describe_move`` returns a ``Msg`` (stored with the move; the page says it in its language).
The other functions build plain text in the current language (the command line's ``--lang``
or LANG, see ``companion.i18n``), every sentence through the game's catalogue.
"""
from __future__ import annotations

from typing import Any

from companion.games.bravest.components import find_same, new_tile_id, tiles_by_id
from companion.games.bravest.names import (
    cell_msg, content_msg, hero_msg, label_text, lava_msg, roads_msg, side_msg,
)
from companion.games.bravest.scoring import CATEGORIES
from companion.i18n import gettext, language, ngettext, render, say_param
from companion.message import Msg

#: A score sheet category ("Agile") -> the hero it counts.
HERO_OF_CATEGORY = {v: k for k, v in CATEGORIES.items()}


def _and(items: list[str]) -> str:
    """Items as a list in the current language: "A, B and C" / 「A、B、C」."""
    return str(say_param(list(items)))


def _sep() -> str:
    """Between the parts of one line: "; " / 「、」."""
    return "、" if language() == "ja" else "; "


def content_text(content: dict[str, Any] | None) -> str:
    """What is on a tile in words ("ghost", "lava circle: a piece of a lava circle, going on to
    the south and east", "special tile: +2")."""
    if content and content["kind"] == "lava":
        return render(lava_msg(content.get("open", [])))
    return render(content_msg(content))


def describe_move(move: dict[str, Any], state_before: dict[str, Any]) -> Msg:
    """The move log's line, e.g. Msg("bravest.log.place", name="Anna", tile="S07",
    what=<ghost>, cell=<row 3, column 2>, degrees=90): "Anna places S07 (ghost) on row 3,
    column 2, turned 90° clockwise."; a tile dealt by the table: Msg("bravest.log.deal")."""
    tiles = tiles_by_id(state_before.get("catalogue") or {"tiles": []})
    if move.get("type") == "deal":
        place = move["slot"] + 1
        if move.get("tile") is None:
            return Msg("bravest.log.deal_none", place=place)
        tile = tiles.get(move["tile"])
        return Msg("bravest.log.deal", tile=move["tile"], place=place,
                   what=content_msg(tile["content"] if tile else None))
    if move.get("type") == "deals":
        return Msg("bravest.log.deals", deals=[_dealt(d, tiles) for d in move["deals"]])
    if move.get("type") == "new_tile":
        return _new_tile(move, state_before)
    if move.get("type") == "place":
        names = state_before.get("names", [])
        seat = move["seat"]
        who = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        tid = state_before["market"][move["slot"]]
        cell = cell_msg(move["cell"])
        if move.get("face_down"):
            return Msg("bravest.log.place_face_down", name=who, tile=tid, cell=cell)
        tile = tiles.get(tid)
        return Msg("bravest.log.place", name=who, tile=tid, cell=cell,
                   what=content_msg(tile["content"] if tile else None),
                   degrees=90 * int(move.get("rotation") or 0))
    return Msg("bravest.move.unreadable")


def _new_tile(move: dict[str, Any], state_before: dict[str, Any]) -> Msg:
    """A tile entered as it came up: "Tile 12 (ghost), new to this set, dealt onto place 3.",
    or one more copy of a tile the set knows ("Tile 5 (ghost): one more copy (2 in all), dealt
    onto place 3.")."""
    tiles = (state_before.get("catalogue") or {}).get("tiles", [])
    box = state_before.get("box", {})
    place, what = move["slot"] + 1, content_msg(move.get("content"))
    same = find_same(tiles, move.get("paths", []), move.get("content"))
    if same is None:
        return Msg("bravest.log.new_tile", tile=new_tile_id(tiles, move.get("content")),
                   what=what, place=place)
    if box.get(same["id"], 0) > 0:
        return Msg("bravest.log.deal", tile=same["id"], what=what, place=place)
    return Msg("bravest.log.new_copy", tile=same["id"], what=what, place=place,
               count=same["count"] + 1)


def _dealt(deal: dict[str, Any], tiles: dict[str, dict]) -> Msg:
    """One entry of a "deals" move: "S07 (ghost) on place 3" (the deck empty: "nothing on place
    3")."""
    if deal.get("tile") is None:
        return Msg("bravest.log.dealt_none", place=deal["slot"] + 1)
    tile = tiles.get(deal["tile"])
    return Msg("bravest.log.dealt", tile=deal["tile"], place=deal["slot"] + 1,
               what=content_msg(tile["content"] if tile else None))


def tile_text(tile: dict[str, Any]) -> str:
    """A catalogue tile in words: "S07: ghost; a road joining north and south"."""
    roads = _sep().join(render(m) for m in roads_msg(tile["paths"]))
    return gettext("%(id)s: %(what)s; %(roads)s", id=tile["id"],
                   what=content_text(tile["content"]), roads=roads)


def course_text(course: dict[str, Any]) -> list[str]:
    """Lines for one hero's course: its points, each step (cell, tile, points, why), how it
    ended."""
    from companion.games.bravest.scoring import course_end_msg, course_step_msg

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
                text += " " + gettext("← selector %(n)d", n=state["selectors"].index(slot) + 1)
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
        lines.append(gettext("Ranking: %(places)s", places=_sep().join(
            f"{k + 1}. {p}" for k, p in enumerate(places))))
    lines.extend(render(t) for t in sheet.tie_breaks)
    return "\n".join(lines) + "\n"
