"""Bravest scoring: both heroes' best courses on each island, as the end-of-game score sheet
(and the one-island sheet of the calculator), with each step of a course said as a message.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "スコアリング" and "ゲーム終了" (a tie is a shared
win).  The island is ``island``, what a pass scores ``trials``, the search ``courses``.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from companion.engine import ScoreRow, ScoreSheet, rank_by
from companion.games.bravest.rules.components import HEROES
from companion.games.bravest.rules.courses import best_course
from companion.games.bravest.rules.island import Island, island_counts
from companion.games.bravest.rules.names import cell_msg
from companion.message import Msg

#: The score sheet's categories: one per hero (said by ``web.presenter``'s ``category_label``).
CATEGORIES = {"agile": "Agile", "invincible": "Invincible"}


def score_island(island: Island) -> dict[str, Any]:
    """Both heroes' best courses on one island.

    Returns ``{"side", "agile": course, "invincible": course, "points": int, "counts": {...}}``
    with each course as in ``best_course`` and ``counts`` the island totals the points used
    (ghosts, ghost towers, great swords, wizards, blobs, specials, complete and incomplete lava
    circles).
    """
    counts = island_counts(island)
    a = best_course(island, "agile", counts)
    i = best_course(island, "invincible", counts)
    summary = {k: counts[k] for k in ("wizard", "blob", "ghost", "great_sword", "ghost_tower",
                                      "special", "lava_complete", "lava_incomplete")}
    return {"side": island.side, "agile": a, "invincible": i,
            "points": a["points"] + i["points"], "counts": summary}


def score_sheet(names: list[str], results: list[dict[str, Any]]) -> ScoreSheet:
    """A ScoreSheet from each seat's ``score_island`` result: categories "Agile" and
    "Invincible"; each hero's cell holds one row per step of its course (the points of that
    pass, ``course_step_msg``) and a last row of 0 points saying how the course ended
    (``course_end_msg``), so the cell's total is the course's points and its details explain
    it step by step.  A tie is a shared win (seed 004, ゲーム終了: "同点の場合は勝利を分け合い")."""
    sheet = ScoreSheet(players=list(names), categories=list(CATEGORIES.values()))
    for seat, res in enumerate(results):
        for hero in HEROES:
            course = res[hero]
            for k, step in enumerate(course["steps"], 1):
                sheet.rows.append(ScoreRow(seat, CATEGORIES[hero], Fraction(step["points"]),
                                           course_step_msg(k, step)))
            sheet.rows.append(ScoreRow(seat, CATEGORIES[hero], Fraction(0),
                                       course_end_msg(course)))
    sheet.ranking = rank_by(sheet.totals)
    if any(len(place) > 1 for place in sheet.ranking[:1]):
        sheet.tie_breaks.append(Msg("bravest.score.shared_win"))
    return sheet


def island_sheet(result: dict[str, Any]) -> ScoreSheet:
    """The score sheet of one island (the calculator, ``companion score bravest``): as
    ``score_sheet`` for one seat, but not ranked — a lone island is no player, and wins
    nothing (``ranking`` and ``winners`` are empty).  Its one "player" is named "island" (a
    key: the pages and the command line say "the island" in their language)."""
    sheet = score_sheet(["island"], [result])
    sheet.ranking = []
    sheet.tie_breaks = []
    return sheet


def course_step_msg(number: int, step: dict[str, Any]) -> Msg:
    """One step of a course as a message: its number (from 1), the cell (as a player counts
    it), the tile's id ("" for a tile typed in), why it scores what it scores, and the points:
    "3. row 2, column 4, tile S17: great sword: 3 points — 3 points." """
    return Msg("bravest.course.step", n=number, cell=cell_msg(step["cell"]),
               tile=step.get("tile") or "", why=step["why"], points=step["points"])


def course_end_msg(course: dict[str, Any]) -> Msg:
    """How a course ended ("Then the hero leaves the island."; no road at the camp: the hero
    does not move)."""
    return Msg(END_CODES[course["end"]["kind"]])


#: How a course ends -> its message code.
END_CODES = {
    "left_island": "bravest.course.end.left_island",
    "blocked": "bravest.course.end.blocked",
    "dead_end": "bravest.course.end.dead_end",
    "other_camp": "bravest.course.end.other_camp",
    "no_start": "bravest.course.end.no_start",
}

