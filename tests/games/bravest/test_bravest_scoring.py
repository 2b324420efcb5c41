"""Bravest scoring (seed 004: スコアリング, 試練 – 光の面, 試練 ― 闇の面, 特殊タイル), checked on
small islands worked out by hand, and the exact search checked against plain enumeration."""
from __future__ import annotations

import json
import random

import pytest

from tests.games.bravest.kit import (
    EW, all_courses, assert_legal_course, corridor, enumerated_best, geometry, island,
)
from companion.games.bravest.rules.components import ComponentDataError, SPECIAL_EFFECTS
from companion.games.bravest.rules.documents import island_from_document, score_island_document
from companion.games.bravest.rules.courses import best_course, course_points
from companion.games.bravest.rules.island import island_counts
from companion.games.bravest.rules.scoring import score_island, score_sheet
from companion.games.bravest.cli import result_text
from companion.i18n import render, use_language
from companion.message import Msg

CROSS = [["N", "E", "S", "W"]]


def cells_of(course):
    return [tuple(s["cell"]) for s in course["steps"]]


# ----------------------------------------------------------------------- 試練 – 光の面 (light)

def light_agile_island():
    # row 0 (the road): great sword, ghost tower, lava piece open E, lava open W (these two make
    # a complete circle), lava open S (with (1,4) open N and E: an incomplete circle).
    # row 1 (no roads): 2 ghosts, 2 blobs, the lava piece open N and E.
    return corridor("light",
                    ["great_sword", "ghost_tower", "lava:E", "lava:W", "lava:S"],
                    ["ghost", "ghost", "blob", "blob", "lava:NE"])


def test_light_agile_sword_tower_and_lava_circles():
    """試練 – 光の面, アジャイル: great sword 3; ghost tower = ghosts on the island (2);
    lava circle 7 complete, 2 incomplete.  3 + 2 + 7 + 7 + 2 = 21."""
    isl = light_agile_island()
    counts = island_counts(isl)
    assert (counts["lava_complete"], counts["lava_incomplete"]) == (1, 1)
    course = best_course(isl, "agile")
    assert course["points"] == 21
    assert [s["points"] for s in course["steps"]] == [3, 2, 7, 7, 2]
    assert cells_of(course) == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]
    assert course["end"]["kind"] == "other_camp"  # it leaves by the Invincible's start route


def test_light_invincible_scores_nothing_for_agile_places():
    """試練 – 光の面: the Invincible's table has no great sword, ghost tower or lava line."""
    assert best_course(light_agile_island(), "invincible")["points"] == 0


def test_light_invincible_wizard_blob_group_and_ghost():
    """試練 – 光の面, インビンシブル: wizard 3; blob = blobs in its group, the group joining
    blobs through other blobs, not only direct neighbours ((0,1)-(1,1)-(1,2): 3); ghost = ghost
    towers on the island (2).  3 + 3 + 2 = 8."""
    isl = corridor("light", ["wizard", "blob", "ghost", None, None],
                   ["ghost_tower", "blob", "blob", "ghost_tower", "blob"])
    assert island_counts(isl)["blob_group"][(0, 1)] == 3
    assert island_counts(isl)["blob_group"][(1, 4)] == 1
    course = best_course(isl, "invincible")
    # the Invincible comes from the east: (0,4) first
    assert cells_of(course) == [(0, 4), (0, 3), (0, 2), (0, 1), (0, 0)]
    assert [s["points"] for s in course["steps"]] == [0, 0, 2, 3, 3]
    assert course["points"] == 8
    assert best_course(isl, "agile")["points"] == 0  # the Agile's light table has none of these


# ----------------------------------------------------------------------- 試練 ― 闇の面 (dark)

def dark_island():
    # road: wizard, blob, wizard, great sword, a whole lava circle on one tile (complete)
    # no roads: 2 special tiles, a blob, a ghost tower, a ghost
    return corridor("dark", ["wizard", "blob", "wizard", "great_sword", "lava:"],
                    ["sp:flat_two", "sp:per_wizard", "blob", "ghost_tower", "ghost"])


def test_dark_agile_blob_wizard_escalation_sword_and_complete_lava():
    """試練 ― 闇の面, アジャイル: blob -1; the n-th wizard met scores n (1 then 2); great sword =
    special tiles on the island (2); complete lava circle 4.  1 - 1 + 2 + 2 + 4 = 8."""
    course = best_course(dark_island(), "agile")
    assert [s["points"] for s in course["steps"]] == [1, -1, 2, 2, 4]
    assert course["points"] == 8


def test_dark_agile_wizard_met_twice_counts_twice():
    """試練 ― 闇の面: passing the same wizard again is the next encounter.  A 3x3 of crossroads
    with a wizard in the middle: the Agile passes it twice, 1 + 2 = 3."""
    geo = geometry(3, 3)
    tiles = {(r, c): (CROSS, None) for r in range(3) for c in range(3)}
    tiles[(1, 1)] = (CROSS, "wizard")
    course = best_course(island("dark", geo, tiles), "agile")
    assert course["points"] == 3
    assert cells_of(course).count((1, 1)) == 2


def test_dark_invincible_blob_and_complete_lava():
    """試練 ― 闇の面, インビンシブル: blob = blobs on the island (2), complete lava circle 4;
    wizards and great swords score it nothing.  4 + 0 + 0 + 2 + 0 = 6."""
    course = best_course(dark_island(), "invincible")
    assert [s["points"] for s in course["steps"]] == [4, 0, 0, 2, 0]
    assert course["points"] == 6


def test_dark_invincible_tower_and_ghost_adjacency():
    """試練 ― 闇の面, インビンシブル: ghost tower 1, +2 next to a great sword; ghost 1, +2 next to
    a ghost tower.  Road: tower|sword|ghost|tower|blank|ghost = 3 + 0 + 3 + 1 + 0 + 1 = 8."""
    isl = corridor("dark", ["ghost_tower", "great_sword", "ghost", "ghost_tower", None, "ghost"])
    course = best_course(isl, "invincible")
    assert [s["points"] for s in course["steps"]] == [1, 0, 1, 3, 0, 3]
    assert course["points"] == 8


def test_dark_incomplete_lava_scores_nothing():
    """試練 ― 闇の面: only a complete lava circle scores (4 for each hero)."""
    isl = corridor("dark", ["lava:E", "lava:WE"])
    assert island_counts(isl)["lava_incomplete"] == 1
    assert best_course(isl, "agile")["points"] == 0
    assert best_course(isl, "invincible")["points"] == 0


# ----------------------------------------------------------------------- 特殊タイル

def test_special_tiles_counting_the_island():
    """特殊タイル 1–6, for each hero passing: 2 per ghost/tower pair (min(2 ghosts, 1 tower) = 1
    pair: 2), 1 per great sword (1), 1 per wizard (1), 2 per complete lava circle (2), 1 per
    incomplete lava circle (1), a flat 2.  9 for each hero."""
    isl = corridor("light",
                   ["sp:ghost_tower_pairs", "sp:per_great_sword", "sp:per_wizard",
                    "sp:per_complete_lava", "sp:per_incomplete_lava", "sp:flat_two", None],
                   ["ghost", "ghost", "ghost_tower", "great_sword", "wizard", "lava:", "lava:E"])
    for hero in ("agile", "invincible"):
        course = best_course(isl, hero)
        pts = {tuple(s["cell"]): s["points"] for s in course["steps"]}
        assert [pts[(0, c)] for c in range(7)] == [2, 1, 1, 2, 1, 2, 0]
        assert course["points"] == 9


def test_special_tiles_favouring_one_hero_and_links():
    """特殊タイル 7–10: Invincible +5 / Agile -5; Agile +5 / Invincible -5; +5 to the Invincible
    whose course reaches the Agile's start; +5 to the Agile whose course reaches the
    Invincible's start.  On a road joining the two camps each hero scores -5+5+5 = 5."""
    isl = corridor("light", ["sp:invincible_favoured", "sp:agile_favoured", "sp:agile_link",
                             "sp:invincible_link"])
    a = best_course(isl, "agile")
    i = best_course(isl, "invincible")
    assert [s["points"] for s in a["steps"]] == [-5, 5, 5, 0]
    assert [s["points"] for s in i["steps"]] == [5, 0, -5, 5]
    assert (a["points"], i["points"]) == (5, 5)
    assert a["end"]["kind"] == i["end"]["kind"] == "other_camp"


def test_link_special_scores_nothing_when_the_course_misses_the_other_camp():
    """特殊タイル 10: the Invincible's start route is on the N edge of (0,3), which has no road
    there: the Agile leaves by the E edge, so its link tile gives 0: -5 + 5 + 0 + 0 = 0."""
    geo = geometry(1, 4, agile={"cell": [0, 0], "edge": "W"},
                   invincible={"cell": [0, 3], "edge": "N"})
    isl = island("light", geo, {(0, 0): (EW, "sp:invincible_favoured"),
                                (0, 1): (EW, "sp:agile_favoured"), (0, 2): (EW, "sp:agile_link"),
                                (0, 3): (EW, None)})
    a = best_course(isl, "agile")
    assert a["points"] == 0 and a["end"]["kind"] == "left_island"
    i = best_course(isl, "invincible")
    assert i["points"] == 0 and i["end"]["kind"] == "no_start" and i["steps"] == []


def test_link_special_the_hero_chooses_the_other_camp():
    """特殊タイル 10 with a fork at the end: the Agile may leave by the N edge (the Invincible's
    start route, +5) or the E edge; the best course takes the camp."""
    geo = geometry(1, 3, agile={"cell": [0, 0], "edge": "W"},
                   invincible={"cell": [0, 2], "edge": "N"})
    isl = island("light", geo, {(0, 0): (EW, "sp:agile_link"), (0, 1): (EW, None),
                                (0, 2): ([["W", "N", "E"]], None)})
    a = best_course(isl, "agile")
    assert a["points"] == 5
    assert a["end"] == {"cell": [0, 2], "edge": "N", "kind": "other_camp"}


def test_every_special_effect_is_tested_here():
    """All ten special tiles of 特殊タイル appear in the tests above."""
    import inspect
    import sys
    source = inspect.getsource(sys.modules[__name__])
    assert all(f"sp:{e}" in source for e in SPECIAL_EFFECTS)


# ----------------------------------------------------------------------- スコアリング (movement)

def test_fork_the_player_chooses_the_better_branch():
    """スコアリング: "勇者が分かれ道に立ったら、進む道はあなたが選びます".  At the fork on (1,0)
    the Agile turns north to the great sword (3, then a dead end) rather than east (nothing)."""
    geo = geometry(2, 2)
    isl = island("light", geo, {(1, 0): ([["W", "N", "E"]], None),
                                (0, 0): ([["S"]], "great_sword"),
                                (1, 1): (EW, None), (0, 1): "X"})
    course = best_course(isl, "agile")
    assert course["points"] == 3
    assert [(s["enter"], s["exit"]) for s in course["steps"]] == [("W", "N"), ("S", None)]
    assert course["end"]["kind"] == "dead_end"
    ends = sorted(course_points(isl, "agile", c, e) for c, e in all_courses(isl, "agile"))
    assert ends == [0, 3]


def test_no_reuse_the_same_road_is_not_taken_twice():
    """スコアリング: "同じ勇者で同じ道を二度通ることは禁止".  The road from the great sword to the
    dead end cannot be walked back: the sword scores once (3, not 6)."""
    isl = corridor("light", ["great_sword", None])
    isl.tiles[(0, 1)]["paths"] = [["W"]]
    course = best_course(isl, "agile")
    assert course["points"] == 3 and course["end"]["kind"] == "dead_end"


def test_a_crossroads_is_crossed_twice_on_different_arms():
    """スコアリング: a crossroads has four arms, so a hero may cross it twice (once per pair of
    arms) and scores it each time: great sword in the middle of a 3x3 of crossroads, 3 + 3."""
    geo = geometry(3, 3)
    tiles = {(r, c): "X" for r in range(3) for c in range(3)}
    tiles[(1, 1)] = (CROSS, "great_sword")
    course = best_course(island("light", geo, tiles), "agile")
    assert course["points"] == 6
    assert cells_of(course).count((1, 1)) == 2


def test_the_two_heroes_may_share_a_road():
    """スコアリング: "2人の勇者が順番に同じスペースを通ることは可能".  Both heroes walk the
    same east-west road (each in its own direction), each scores the special tile."""
    isl = corridor("light", [None, "sp:flat_two", None])
    res = score_island(isl)
    assert res["agile"]["points"] == res["invincible"]["points"] == 2
    assert res["points"] == 4


def test_must_continue_even_into_losses():
    """スコアリング: "勇者は、たとえあなたにとって都合が悪くても、常に自分の道を進み続けなければ
    なりません".  Dark side: wizard (+1) then a blob (-1) on a road with no way off: 0."""
    isl = corridor("dark", ["wizard", "blob", None])
    course = best_course(isl, "agile")
    assert course["points"] == 0
    assert len(course["steps"]) == 3


def test_choosing_a_dead_end_on_purpose():
    """スコアリング: "あえて行き止まりを選ぶこともできます".  Same road, but the wizard's tile
    also opens north off the island: the Agile leaves there and keeps its 1."""
    isl = corridor("dark", ["wizard", "blob", None])
    isl.tiles[(0, 0)]["paths"] = [["W", "E", "N"]]
    course = best_course(isl, "agile")
    assert course["points"] == 1
    assert course["end"] == {"cell": [0, 0], "edge": "N", "kind": "left_island"}


def test_blocked_by_a_tile_without_a_facing_road():
    """スコアリング: "道が…行き止まりで止まった場合、あなたの勇者はその進行を停止します".  The
    road of (0,0) runs into (0,1), whose road is north-south: the Agile stops and does not pass
    (0,1); the Invincible's camp edge (E of (0,1)) has no road: it does not move."""
    geo = geometry(1, 2, agile={"cell": [0, 0], "edge": "W"})
    isl = island("light", geo, {(0, 0): (EW, "great_sword"),
                                (0, 1): ([["N", "S"]], "wizard")})
    a = best_course(isl, "agile")
    assert a["points"] == 3
    assert a["end"] == {"cell": [0, 0], "edge": "E", "kind": "blocked"}
    assert cells_of(a) == [(0, 0)]
    assert best_course(isl, "invincible")["end"]["kind"] == "no_start"


def test_leaving_the_island_ends_the_course():
    """スコアリング: "道がボードから外に出る…場合、あなたの勇者はその進行を停止します"."""
    geo = geometry(2, 1, agile={"cell": [1, 0], "edge": "S"},
                   invincible={"cell": [0, 0], "edge": "N"})
    isl = island("light", geo, {(1, 0): ([["S", "E"]], "great_sword"), (0, 0): (EW, None)})
    a = best_course(isl, "agile")
    assert a["points"] == 3 and a["end"] == {"cell": [1, 0], "edge": "E", "kind": "left_island"}


def test_two_roads_on_one_tile_are_two_passes():
    """A tile with two separate roads (a bridge) is passed once on each road: the ghost tower
    scores twice for the light Agile (1 ghost on the island: 1 + 1)."""
    geo = geometry(3, 3, agile={"cell": [1, 0], "edge": "W"},
                   invincible={"cell": [0, 2], "edge": "N"})
    tiles = {(r, c): ([], None) for r in range(3) for c in range(3)}
    tiles[(0, 0)] = ([], "ghost")
    tiles[(1, 0)] = (EW, None)
    tiles[(1, 1)] = ([["W", "E"], ["N", "S"]], "ghost_tower")
    tiles[(1, 2)] = ([["W", "S"]], None)
    tiles[(2, 2)] = ([["N", "W"]], None)
    tiles[(2, 1)] = ([["E", "N"]], None)
    course = best_course(island("light", geo, tiles), "agile")
    assert cells_of(course) == [(1, 0), (1, 1), (1, 2), (2, 2), (2, 1), (1, 1)]
    assert course["points"] == 2
    assert course["end"]["kind"] == "blocked"  # (0,1) has no road facing south


def test_score_of_an_island_with_an_empty_cell():
    """An unfinished island (calculator use): an empty cell blocks like a tile without road."""
    geo = geometry(1, 3, agile={"cell": [0, 0], "edge": "W"})
    isl = island("light", geo, {(0, 0): (EW, "great_sword")})
    assert best_course(isl, "agile")["end"]["kind"] == "blocked"
    assert not isl.is_full()


# ----------------------------------------------------------------------- exact search check

SHAPES = [CROSS, CROSS, EW, [["N", "E"]], [["N", "E", "W"]], [["S"]], [["N", "E"], ["S", "W"]],
          [["N", "S"], ["E", "W"]], []]
CONTENTS = [None, None, "wizard", "wizard", "blob", "ghost", "great_sword", "ghost_tower",
            "lava:E", "lava:W", "lava:", "sp:ghost_tower_pairs", "sp:invincible_favoured",
            "sp:agile_favoured", "sp:agile_link", "sp:invincible_link", "sp:flat_two"]


def random_island(rng, rows, cols, side):
    geo = geometry(rows, cols)
    tiles = {}
    for r in range(rows):
        for c in range(cols):
            if rng.random() < 0.1:
                tiles[(r, c)] = "X"
            else:
                rot = rng.randrange(4)
                shape = [["NESW"[("NESW".index(e) + rot) % 4] for e in net]
                         for net in rng.choice(SHAPES)]
                tiles[(r, c)] = (shape, rng.choice(CONTENTS))
    return island(side, geo, tiles)


@pytest.mark.slow
def test_exact_search_matches_enumeration_of_every_course():
    """The branch-and-bound search finds the same best points as plain enumeration of every
    course (スコアリング), on 600 random islands from 1x2 to 3x4 (half of them nearly all
crossroads), both sides, both heroes."""
    rng = random.Random(2026)
    checked = courses = 0
    for k in range(600):
        rows, cols = rng.choice([(1, 2), (2, 2), (2, 3), (3, 2), (3, 3), (3, 3), (3, 4), (4, 3)])
        isl = random_island(rng, rows, cols, rng.choice(["light", "dark"]))
        if k % 2 == 0:  # many forks: most tiles with a crossroads road
            for cell in isl.tiles:
                if rng.random() < 0.85:
                    isl.tiles[cell]["paths"] = [list(net) for net in CROSS]
        for hero in ("agile", "invincible"):
            course = best_course(isl, hero)
            every = [course_points(isl, hero, c, e) for c, e in all_courses(isl, hero)]
            courses += len(every)
            assert course["points"] == max(every), (k, hero)
            # the reported course is a real course and scores what it says
            assert_legal_course(isl, hero, course)
            assert course_points(isl, hero, cells_of(course), course["end"]["kind"]) \
                == course["points"]
            checked += 1
    assert checked == 1200
    assert courses > 100_000, courses  # the enumeration really walks many courses


def test_exact_search_on_an_all_crossroads_island_with_values():
    """A 3x3 of face-up crossroads, every tile a great sword (light Agile, 3 each): the best
    course is found and equals enumeration (corners and edges can be passed once, the middle
    twice: at most 3 x 10 = 30)."""
    geo = geometry(3, 3)
    tiles = {(r, c): (CROSS, "great_sword") for r in range(3) for c in range(3)}
    isl = island("light", geo, tiles)
    best = best_course(isl, "agile")
    assert best["points"] == enumerated_best(isl, "agile")
    assert best["points"] <= 30


# ----------------------------------------------------------------------- documents, sheet, text

def layout_doc():
    return {
        "format": "bravest-layout", "version": 1, "side": "light",
        "geometry": {"rows": 1, "cols": 3,
                     "camps": {"agile": {"cell": [0, 0], "edge": "W"},
                               "invincible": {"cell": [0, 2], "edge": "E"}}},
        "placements": [
            {"cell": [0, 0], "paths": [["N", "S"]], "content": {"kind": "great_sword"},
             "rotation": 1},
            {"cell": [0, 1], "face_down": True},
            {"cell": [0, 2], "paths": [["W", "E"]], "content": {"kind": "wizard"}},
        ],
    }


def test_score_island_document_and_result_text():
    """ISLAND.json (docs/formats/bravest.md): a road sword - crossroads - wizard.  Light: the
    Agile scores the sword (3), the Invincible the wizard (3)."""
    res = score_island_document(json.loads(json.dumps(layout_doc())))
    assert (res["agile"]["points"], res["invincible"]["points"], res["points"]) == (3, 3, 6)
    assert res["full"] is True and res["sample_geometry"] is False
    with use_language("en"):
        text = result_text(res)
    assert text.splitlines() == [
        "Bravest island, light side",
        "On the island: 1 wizard, 0 blobs, 0 ghosts, 1 great sword, 0 ghost towers, "
        "0 special tiles, 0 complete lava circles, and 0 incomplete lava circles",
        "Best courses (exact search; rows are counted from the top, columns from the left):",
        "Agile: 3 points",
        "  1. Row 1, column 1: 3 points — great sword: 3 points.",
        "  2. Row 1, column 2: 0 points — face down: a crossroads, nothing to score.",
        "  Then the hero leaves the island.",
        "Invincible: 3 points",
        "  1. Row 1, column 3: 3 points — wizard: 3 points.",
        "  2. Row 1, column 2: 0 points — face down: a crossroads, nothing to score.",
        "  Then the hero leaves the island.",
        "Island total: 6 points"]
    with use_language("ja"):
        text = result_text(res)
    assert text.splitlines()[:5] == [
        "ブラヴェストの島（光の面）",
        "島全体：魔法使い1人、ブロブ0匹、幽霊0体、大剣1本、幽霊塔0基、特殊タイル0枚、"
        "完成した溶岩の円0個、未完成の溶岩の円0個",
        "最高のコース（全探索。行は上から、列は左から数えます）：",
        "アジャイル：3ポイント",
        "  1. 1行目・1列目：3ポイント — 大剣：3ポイント"]
    assert text.splitlines()[-1] == "島の合計：6ポイント"


def test_island_document_with_catalogue_tiles_uses_sample_by_default():
    """Placements may name catalogue tiles; without a geometry the sample island is used and
    the report says it is the sample."""
    doc = {"format": "bravest-layout", "side": "light",
           "placements": [{"cell": [3, 0], "tile": "S23"}]}
    res = score_island_document(doc)
    assert res["sample_geometry"] is True and res["full"] is False
    with use_language("en"):
        assert "the sample island's" in result_text(res)
    with use_language("ja"):
        assert "サンプルの島" in result_text(res)


def _on(row, col):
    return Msg("bravest.where.layout_cell", cell=Msg("bravest.place.cell", row=row, col=col))


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d.update(format="x"),
     Msg("bravest.component.wrong_format", what=Msg("bravest.doc.layout"))),
    (lambda d: d.update(side="grey"), Msg("bravest.layout.bad_side")),
    (lambda d: d["placements"].append({"cell": [0, 0], "face_down": True}),
     Msg("bravest.layout.cell_twice", cell=Msg("bravest.place.cell", row=1, col=1))),
    (lambda d: d["placements"].append({"cell": [5, 5], "face_down": True}),
     Msg("bravest.layout.off_island", cell=Msg("bravest.place.cell", row=6, col=6))),
    (lambda d: d["placements"].append({"face_down": True}),
     Msg("bravest.layout.placement_shape", where=Msg("bravest.where.layout_number", n=4))),
    (lambda d: d["placements"][0].update(rotation=4),
     Msg("bravest.layout.bad_rotation", where=_on(1, 1))),
    (lambda d: d["placements"][2].update(content={"kind": "dragon"}),
     Msg("bravest.component.unknown_kind", where=_on(1, 3))),
    (lambda d: d["placements"][2].update(paths=[["W", "Q"]]),
     Msg("bravest.component.road_bad_edge", where=_on(1, 3), road=1, edge="Q")),
])
def test_bad_island_documents_are_refused_clearly(mutate, expected):
    """A bad ISLAND.json raises ComponentDataError naming the bad entry: a placement by the
    cell it is on, as a player counts it."""
    doc = layout_doc()
    mutate(doc)
    with pytest.raises(ComponentDataError) as err:
        island_from_document(doc)
    assert err.value.message == expected


def test_an_unknown_tile_in_an_island_file_is_said_in_either_language():
    doc = layout_doc()
    doc["placements"][1] = {"cell": [0, 1], "tile": "nope"}
    with pytest.raises(ComponentDataError) as err:
        island_from_document(doc)
    assert render(err.value.message, "en") == (
        "The tile on row 1, column 2: tile nope is not one of the tiles of “Sample tiles (a "
        "made-up set for trying the app, not the real game's 75 tiles)”.")
    assert render(err.value.message, "ja") == (
        "1行目・2列目のタイル：タイルnopeは「サンプルのタイル（アプリを試すための架空のセットで、"
        "実際のゲームの75枚のタイルではありません）」のタイルにありません。")


def test_score_sheet_ranks_and_shares_a_tie():
    """ゲームの目的 / ゲーム終了: the most fame points wins; "同点の場合は勝利を分け合い"."""
    res = score_island_document(layout_doc())
    sheet = score_sheet(["Ann", "Bo"], [res, res])
    assert sheet.categories == ["Agile", "Invincible"]
    assert sheet.totals == {0: 6, 1: 6}
    assert sheet.winners == [0, 1]
    assert sheet.tie_breaks == [Msg("bravest.score.shared_win")]
    # each step of a course is a row of its own (its points), the last says how it ended
    step1 = Msg("bravest.course.step", n=1, cell=Msg("bravest.place.cell", row=1, col=1),
                tile="", why=Msg("bravest.why.great_sword"), points=3)
    step2 = Msg("bravest.course.step", n=2, cell=Msg("bravest.place.cell", row=1, col=2),
                tile="", why=Msg("bravest.why.face_down"), points=0)
    assert sheet.details(0, "Agile") == [step1, step2,
                                         Msg("bravest.course.end.left_island")]
    assert [r.points for r in sheet.rows if r.seat == 0 and r.category == "Agile"] == [3, 0, 0]
    assert render(step1, "en") == "1. Row 1, column 1: 3 points — great sword: 3 points."
    assert render(step1, "ja") == "1. 1行目・1列目：3ポイント — 大剣：3ポイント"
    assert render(sheet.tie_breaks[0], "ja") == \
        "同点で1位：勝利を分け合います（ルールに同点の決着方法はありません）。"


def test_each_kind_of_step_is_said_in_both_languages():
    """Every reason a pass scores what it scores (試練 – 光の面, 試練 ― 闇の面, 特殊タイル) has
    a sentence in each language, with its counts said by ngettext."""
    from companion.games.bravest.messages import MESSAGES
    for code in [c for c in MESSAGES if c.startswith("bravest.why.")]:
        params = {"ghosts": 2, "points": 7, "blobs": 1, "towers": 2, "number": 2,
                  "specials": 3, "pairs": 1, "swords": 2, "wizards": 1, "circles": 2,
                  "kind": Msg("bravest.kind.blob"), "hero": Msg("bravest.hero.agile"),
                  "other": Msg("bravest.hero.invincible")}
        for lang in ("en", "ja"):
            assert render(Msg(code, **params), lang)
    assert render(Msg("bravest.why.ghost_tower_ghosts", ghosts=1), "en") == \
        "ghost tower: 1 point per ghost on the island (1 ghost)"
    assert render(Msg("bravest.why.ghost_tower_ghosts", ghosts=2), "ja") == \
        "幽霊塔：島全体の幽霊1体につき1ポイント（2体）"
    assert render(Msg("bravest.why.wizard_escalating", number=3), "en") == \
        "wizard: the 3rd one of this course scores 3 points"
    assert render(Msg("bravest.why.wizard_escalating", number=3), "ja") == \
        "魔法使い：このコースで3人目なので3ポイント"


def test_course_polyline_for_drawing():
    """The route as points: (0,0) entered from W, to its centre, out E, into the crossroads
    (0,1), out by its N edge (leaving the island: as good as going on, 3 points either way, and
    found first)."""
    res = score_island_document(layout_doc())
    from companion.games.bravest.web.drawing import course_polyline
    assert course_polyline(res["agile"]) == [[0.0, 0.5], [0.5, 0.5], [1.0, 0.5], [1.5, 0.5],
                                             [1.5, 0.0]]
    assert course_polyline({"steps": []}) == []


def test_no_random_course_beats_the_best_on_full_size_islands():
    """On 4x4 and 4x5 islands (too many courses to list them all), 300 random courses each
    never score more than the best course found, which is itself a real course."""
    from tests.games.bravest.kit import random_course
    rng = random.Random(77)
    for k in range(16):
        rows, cols = (4, 4) if k % 2 else (4, 5)
        isl = random_island(rng, rows, cols, rng.choice(["light", "dark"]))
        for cell in isl.tiles:
            if rng.random() < 0.6:
                isl.tiles[cell]["paths"] = [list(net) for net in CROSS]
        for hero in ("agile", "invincible"):
            best = best_course(isl, hero)
            assert_legal_course(isl, hero, best)
            assert course_points(isl, hero, cells_of(best), best["end"]["kind"]) \
                == best["points"]
            for _ in range(300):
                cells, end = random_course(isl, hero, rng)
                assert course_points(isl, hero, cells, end) <= best["points"]


def test_an_island_document_holds_no_more_copies_of_a_tile_than_the_set():
    """コンポーネント: the sample set has one S18 (and one of each special tile); an island
    typed with S18 on three cells is refused, naming the tile and the copies; S01 has three
    copies: three S01 are accepted, a fourth is not."""
    doc = {"format": "bravest-layout", "version": 1, "side": "light", "placements": [
        {"cell": [0, c], "tile": "S18"} for c in range(3)]}
    with pytest.raises(ComponentDataError) as err:
        island_from_document(doc)
    msg = err.value.message
    assert msg == Msg("bravest.layout.too_many_copies", count=1, n=3, what=Msg(
        "bravest.tile.looks", what=Msg("bravest.kind.great_sword"),
        roads=[Msg("bravest.road.sides", sides="S")]))
    assert render(msg, "en") == ("The tile (great sword, a dead end from the south) is placed "
                                 "on 3 cells, but the set has 1 copy of it.")
    assert render(msg, "ja") == ("タイル（大剣・南から入る行き止まり）が3マスに置かれていますが、"
                                 "このセットには1枚しかありません。")
    doc["placements"] = [{"cell": [1, c], "tile": "S01"} for c in range(3)]
    assert len(island_from_document(doc).tiles) == 3
    doc["placements"].append({"cell": [2, 0], "tile": "S01"})
    with pytest.raises(ComponentDataError) as err:
        island_from_document(doc)
    assert render(err.value.message, "en") == (
        "The tile (wizard, a road joining north and south) is placed on 4 cells, but the set "
        "has 3 copies of it.")
