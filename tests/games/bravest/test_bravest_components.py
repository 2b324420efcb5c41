"""Bravest components as data (seed 004, コンポーネント): the tile catalogue and island geometry
formats, their validation, the shipped samples and JSON export/import."""
from __future__ import annotations

import copy
import json

import pytest

from companion.i18n import render
from companion.message import Msg, Text
from companion.games.bravest.rules.components import (
    MAX_CELLS, SPECIAL_EFFECTS, ComponentDataError, check_geometry, export_json, import_json,
    island_cells, load_catalogue, load_island, rotate_content, rotate_paths, sample_catalogue,
    sample_island, validate_catalogue, validate_island,
)


def test_sample_catalogue_is_marked_as_a_sample():
    """The real tiles are not public: the shipped set says it is a sample, in the data."""
    cat = sample_catalogue()
    assert cat["sample"] is True
    label = Text.of(cat["label"])
    assert "sample" in label.en.lower() and "not the real" in label.en
    assert "サンプル" in label.ja and "実際のゲーム" in label.ja


def test_sample_catalogue_has_75_tiles_and_one_of_each_special():
    """コンポーネント: "75枚のタイル(うち10枚は特殊タイル)" — the sample keeps those totals."""
    cat = sample_catalogue()
    assert sum(t["count"] for t in cat["tiles"]) == 75
    specials = [t["content"]["effect"] for t in cat["tiles"]
                if t["content"] and t["content"]["kind"] == "special" for _ in range(t["count"])]
    assert sorted(specials) == sorted(SPECIAL_EFFECTS)


def test_sample_island_is_marked_and_has_both_sides():
    """コンポーネント: island boards with a light and a dark side; the shipped shape is a sample."""
    isl = sample_island()
    assert isl["sample"] is True and "sample" in isl["label"]["en"].lower()
    assert "サンプル" in isl["label"]["ja"]
    assert set(isl["sides"]) == {"light", "dark"}
    light = isl["sides"]["light"]
    assert len(island_cells(light)) == 16
    # セットアップ 3): the Agile's camp is bottom-left, the Invincible's top-right
    assert light["camps"]["agile"]["cell"] == [3, 0]
    assert light["camps"]["invincible"]["cell"] == [0, 3]


def test_export_import_round_trip():
    """Export/import is plain JSON and gives back the same catalogue and island."""
    cat, isl = sample_catalogue(), sample_island()
    assert import_json(export_json(cat), "tiles") == cat
    assert import_json(export_json(isl), "island") == isl
    assert json.loads(export_json(cat))["tiles"][0]["id"] == "S01"


def test_import_refuses_text_that_is_not_json():
    with pytest.raises(ComponentDataError) as err:
        import_json("{nope", "tiles")
    assert err.value.message == Msg("bravest.component.not_json", line=1, col=2)
    assert render(err.value.message, "en") == \
        "The file is not valid JSON (line 1, column 2)."
    assert render(err.value.message, "ja") == \
        "ファイルが正しいJSONではありません（1行目、2文字目）。"


def test_rotation_turns_paths_and_lava_clockwise():
    """A quarter turn clockwise takes N to E, E to S, S to W, W to N."""
    assert rotate_paths([["N", "E"], ["S"]], 1) == [["E", "S"], ["W"]]
    assert rotate_paths([["N", "E"]], 3) == [["W", "N"]]
    assert rotate_content({"kind": "lava", "open": ["S", "E"]}, 2) == \
        {"kind": "lava", "open": ["N", "W"]}
    assert rotate_content({"kind": "ghost"}, 1) == {"kind": "ghost"}


def small_catalogue():
    return {"format": "bravest-tiles", "version": 1, "label": "My copy", "sample": False,
            "tiles": [{"id": "A", "paths": [["N", "S"]], "content": {"kind": "ghost"}},
                      {"id": "B", "count": 3, "paths": [], "content": None}]}


def test_a_table_catalogue_loads_with_defaults():
    cat = load_catalogue(small_catalogue())
    assert cat["tiles"][0]["count"] == 1
    assert cat["tiles"][1]["count"] == 3
    validate_catalogue(small_catalogue())


TILES = Msg("bravest.doc.tiles")
TILE_A = Msg("bravest.where.tile", tile="A")
TILE_B = Msg("bravest.where.tile", tile="B")


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d.update(format="other"), Msg("bravest.component.wrong_format", what=TILES)),
    (lambda d: d.update(label=""), Msg("bravest.component.no_label", what=TILES)),
    (lambda d: d.update(tiles=[]), Msg("bravest.component.no_tiles")),
    (lambda d: d["tiles"][1].update(id="A"), Msg("bravest.component.duplicate_id", tile="A")),
    (lambda d: d["tiles"][0].update(paths=[["N", "X"]]),
     Msg("bravest.component.road_bad_edge", where=TILE_A, road=1, edge="X")),
    (lambda d: d["tiles"][0].update(paths=[["N", "S"], ["N"]]),
     Msg("bravest.component.edge_twice", where=TILE_A, edge=Msg("bravest.edge.n"))),
    (lambda d: d["tiles"][0].update(paths=[[]]),
     Msg("bravest.component.road_empty", where=TILE_A, road=1)),
    (lambda d: d["tiles"][0].update(paths="NS"),
     Msg("bravest.component.paths_not_list", where=TILE_A)),
    (lambda d: d["tiles"][0].update(content={"kind": "dragon"}),
     Msg("bravest.component.unknown_kind", where=TILE_A)),
    (lambda d: d["tiles"][0].update(content={"kind": "special", "effect": "x"}),
     Msg("bravest.component.unknown_effect", where=TILE_A)),
    (lambda d: d["tiles"][0].update(content={"kind": "lava", "open": ["N", "N"]}),
     Msg("bravest.component.lava_open", where=TILE_A)),
    (lambda d: d["tiles"][1].update(count=0), Msg("bravest.component.tile_count", where=TILE_B)),
    (lambda d: d["tiles"][1].update(colour="red"),
     Msg("bravest.component.unknown_fields", where=TILE_B, fields=["colour"])),
    (lambda d: d["tiles"][1].pop("id"),
     Msg("bravest.component.tile_no_id", where=Msg("bravest.where.tile_number", n=2))),
    (lambda d: d.update(sample=True), Msg("bravest.component.sample_label", what=TILES)),
])
def test_bad_catalogues_name_the_bad_entry(mutate, expected):
    """A bad catalogue raises ComponentDataError (a ValueError) whose message names the entry
    as a player sees it (tile A, the 2nd tile of the catalogue), never a field path."""
    doc = small_catalogue()
    mutate(doc)
    with pytest.raises(ComponentDataError) as err:
        load_catalogue(doc)
    assert err.value.message == expected
    assert isinstance(err.value, ValueError)
    for lang in ("en", "ja"):
        assert render(err.value.message, lang)


def test_a_bad_road_is_said_in_either_language():
    doc = small_catalogue()
    doc["tiles"][0]["paths"] = [["N", "S"], ["E", "X"]]
    with pytest.raises(ComponentDataError) as err:
        load_catalogue(doc)
    assert render(err.value.message, "en") == (
        "Tile A: road 2 has “X”, which is not a side of a tile: write north, east, south and "
        "west as N, E, S and W.")
    assert render(err.value.message, "ja") == (
        "タイルA：2本目の道の「X」はタイルの辺ではありません。北・東・南・西はN・E・S・Wと書きます。")
    doc = small_catalogue()
    del doc["tiles"][1]["id"]
    with pytest.raises(ComponentDataError) as err:
        load_catalogue(doc)
    assert render(err.value.message, "en") == (
        "The 2nd tile of the catalogue has no name: give each tile a short name of its own.")
    assert render(err.value.message, "ja") == (
        "カタログの2枚目のタイルに名前がありません。タイルごとに短い名前をつけてください。")


def test_a_label_may_be_given_in_both_languages_and_a_sample_says_so_in_each():
    doc = small_catalogue()
    doc["label"] = {"en": "Our copy", "ja": "うちの一式"}
    assert load_catalogue(doc)["label"] == {"en": "Our copy", "ja": "うちの一式"}
    doc.update(sample=True, label={"en": "Sample copy", "ja": "うちの一式"})
    with pytest.raises(ComponentDataError):
        load_catalogue(doc)
    doc["label"] = {"en": "Sample copy", "ja": "サンプルの一式"}
    assert load_catalogue(doc)["sample"] is True
    doc["label"] = "サンプル"
    assert load_catalogue(doc)["label"] == "サンプル"


def small_island():
    return {"format": "bravest-island", "label": "My boards",
            "sides": {"light": {"rows": 2, "cols": 3, "cells": ["###", "##."],
                                "camps": {"agile": {"cell": [1, 0], "edge": "W"},
                                          "invincible": {"cell": [0, 2], "edge": "E"}}}}}


def test_a_table_island_loads():
    isl = load_island(small_island())
    assert island_cells(isl["sides"]["light"]) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]
    validate_island(small_island())


LIGHT = Msg("bravest.where.side", side=Msg("bravest.side.light"))
AGILE = Msg("bravest.hero.agile")


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d.update(sides={}), Msg("bravest.component.sides_missing")),
    (lambda d: d["sides"].update(grey={}), Msg("bravest.component.sides_missing")),
    (lambda d: d["sides"]["light"].update(rows=0),
     Msg("bravest.component.bad_rows", where=LIGHT, max=8)),
    (lambda d: d["sides"]["light"].update(cells=["###", "#"]),
     Msg("bravest.component.cells_shape", where=LIGHT, rows=2, cols=3)),
    (lambda d: d["sides"]["light"].update(cells=["#.#", "..."]),
     Msg("bravest.component.cell_apart", where=LIGHT,
         cell=Msg("bravest.place.cell", row=1, col=3))),
    (lambda d: d["sides"]["light"].update(cells=["...", "..."]),
     Msg("bravest.component.no_cells", where=LIGHT)),
    (lambda d: d["sides"]["light"]["camps"]["agile"].update(edge="E"),
     Msg("bravest.component.camp_inside", where=LIGHT, hero=AGILE,
         cell=Msg("bravest.place.cell", row=2, col=1), edge=Msg("bravest.edge.e"))),
    (lambda d: d["sides"]["light"]["camps"]["agile"].update(cell=[1, 2]),
     Msg("bravest.component.camp_off_island", where=LIGHT, hero=AGILE,
         cell=Msg("bravest.place.cell", row=2, col=3))),
    (lambda d: d["sides"]["light"]["camps"].pop("invincible"),
     Msg("bravest.component.camps_missing", where=LIGHT)),
    (lambda d: d["sides"]["light"]["camps"]["invincible"].update(cell=[1, 0], edge="W"),
     Msg("bravest.component.camps_same", where=LIGHT)),
])
def test_bad_islands_name_the_bad_entry(mutate, expected):
    """Island boards: a problem names the side of the boards, the hero and the cell as a player
    counts it (row and column from 1)."""
    doc = copy.deepcopy(small_island())
    mutate(doc)
    with pytest.raises(ComponentDataError) as err:
        load_island(doc)
    assert err.value.message == expected


def test_a_camp_inside_the_island_is_said_in_either_language():
    doc = copy.deepcopy(small_island())
    doc["sides"]["light"]["camps"]["agile"]["edge"] = "E"
    with pytest.raises(ComponentDataError) as err:
        load_island(doc)
    assert render(err.value.message, "en") == (
        "The light side of the island boards: the Agile's start route would come in by the "
        "east side of row 2, column 1, which is inside the island: a start route comes from "
        "outside.")
    assert render(err.value.message, "ja") == (
        "島ボードの光の面：アジャイルの開始ルートが2行目・1列目の東の辺から入ることになって"
        "いますが、そこは島の内側です。開始ルートは島の外から入ります。")


def test_island_size_is_bounded():
    """The format allows at most MAX_CELLS cells (the exact course search stays fast)."""
    geo = {"rows": 8, "cols": 8, "camps": {"agile": {"cell": [7, 0], "edge": "W"},
                                           "invincible": {"cell": [0, 7], "edge": "E"}}}
    with pytest.raises(ComponentDataError) as err:
        check_geometry(geo, "big")
    assert err.value.message == Msg("bravest.component.too_many_cells", where="big", n=64,
                                    max=MAX_CELLS)
