"""Bravest components as data (seed 004, コンポーネント): the tile catalogue and island geometry
formats, their validation, the shipped samples and JSON export/import."""
from __future__ import annotations

import copy
import json

import pytest

from companion.games.bravest.components import (
    MAX_CELLS, SPECIAL_EFFECTS, ComponentDataError, check_geometry, export_json, import_json,
    island_cells, load_catalogue, load_island, rotate_content, rotate_paths, sample_catalogue,
    sample_island, validate_catalogue, validate_island,
)


def test_sample_catalogue_is_marked_as_a_sample():
    """The real tiles are not public: the shipped set says it is a sample, in the data."""
    cat = sample_catalogue()
    assert cat["sample"] is True
    assert "sample" in cat["label"].lower() and "not the real" in cat["label"]


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
    assert isl["sample"] is True and "sample" in isl["label"].lower()
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
    with pytest.raises(ComponentDataError, match="not valid JSON"):
        import_json("{nope", "tiles")


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


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(format="other"), "format"),
    (lambda d: d.update(label=""), "label"),
    (lambda d: d.update(tiles=[]), "non-empty"),
    (lambda d: d["tiles"][1].update(id="A"), "'A': the id is used twice"),
    (lambda d: d["tiles"][0].update(paths=[["N", "X"]]), "tile 'A': path 1 has 'X'"),
    (lambda d: d["tiles"][0].update(paths=[["N", "S"], ["N"]]), "tile 'A': edge N"),
    (lambda d: d["tiles"][0].update(paths=[[]]), "tile 'A': path 1"),
    (lambda d: d["tiles"][0].update(paths="NS"), "tile 'A'"),
    (lambda d: d["tiles"][0].update(content={"kind": "dragon"}), "tile 'A': content kind"),
    (lambda d: d["tiles"][0].update(content={"kind": "special", "effect": "x"}),
     "tile 'A': special effect"),
    (lambda d: d["tiles"][0].update(content={"kind": "lava", "open": ["N", "N"]}),
     "tile 'A': a lava piece"),
    (lambda d: d["tiles"][1].update(count=0), "tile 'B': \"count\""),
    (lambda d: d["tiles"][1].update(colour="red"), "tile 'B': unknown field"),
    (lambda d: d["tiles"][1].pop("id"), "tile 2"),
    (lambda d: d.update(sample=True), "sample"),
])
def test_bad_catalogues_name_the_bad_entry(mutate, words):
    """A bad catalogue raises ComponentDataError (a ValueError) naming the entry."""
    doc = small_catalogue()
    mutate(doc)
    with pytest.raises(ComponentDataError) as err:
        load_catalogue(doc)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)


def small_island():
    return {"format": "bravest-island", "label": "My boards",
            "sides": {"light": {"rows": 2, "cols": 3, "cells": ["###", "##."],
                                "camps": {"agile": {"cell": [1, 0], "edge": "W"},
                                          "invincible": {"cell": [0, 2], "edge": "E"}}}}}


def test_a_table_island_loads():
    isl = load_island(small_island())
    assert island_cells(isl["sides"]["light"]) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]
    validate_island(small_island())


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(sides={}), "sides"),
    (lambda d: d["sides"].update(grey={}), "sides"),
    (lambda d: d["sides"]["light"].update(rows=0), "light side: \"rows\""),
    (lambda d: d["sides"]["light"].update(cells=["###", "#"]), "light side: \"cells\""),
    (lambda d: d["sides"]["light"].update(cells=["#.#", "..."]), "connected"),
    (lambda d: d["sides"]["light"].update(cells=["...", "..."]), "no cells"),
    (lambda d: d["sides"]["light"]["camps"]["agile"].update(edge="E"), "agile camp: edge E"),
    (lambda d: d["sides"]["light"]["camps"]["agile"].update(cell=[1, 2]), "agile camp: cell"),
    (lambda d: d["sides"]["light"]["camps"].pop("invincible"), "camps"),
    (lambda d: d["sides"]["light"]["camps"]["invincible"].update(cell=[1, 0], edge="W"),
     "different"),
])
def test_bad_islands_name_the_bad_entry(mutate, words):
    doc = copy.deepcopy(small_island())
    mutate(doc)
    with pytest.raises(ComponentDataError) as err:
        load_island(doc)
    assert words in str(err.value)


def test_island_size_is_bounded():
    """The format allows at most MAX_CELLS cells (the exact course search stays fast)."""
    geo = {"rows": 8, "cols": 8, "camps": {"agile": {"cell": [7, 0], "edge": "W"},
                                           "invincible": {"cell": [0, 7], "edge": "E"}}}
    with pytest.raises(ComponentDataError, match=f"more than {MAX_CELLS}"):
        check_geometry(geo, "big")
