"""Ohio Bob components: the sample catalogue and the checks on a table's own copy.

Seed 002, "1人プレイのセットアップ" (17 temple cards per set, 4 starting cards, easy/hard sides,
the Super Gear without a hard side) and "装備カード" (gem colour, options A and B).
"""
import copy
import json

import pytest

from companion.games.ohio_bob.components import (
    ComponentError, barrier, load_catalogue, load_catalogue_json, load_sample, space_at)
from ohio_bob_kit import card, catalogue


def test_sample_is_labelled_as_a_sample_and_complete():
    cat = load_sample()
    assert cat["sample"] is True
    assert "sample" in cat["label"].lower() and "not" in cat["label"].lower()
    assert [len(cat["sets"][s]) for s in ("green", "blue")] == [17, 17]
    start = cat["starting_sets"][0]
    assert start["level"]["easy"]["levels"][0]["rooms"] == 5      # 部屋&階層: 1階は5部屋
    assert start["level"]["easy"]["levels"][0]["energy"] == 6      # セットアップ 2): LVL1 → 6
    assert start["level"]["easy"]["levels"][1]["rest"] == 2        # 休憩する: 階層2で2
    assert len(start["amulet"]["easy"]["challenges"]) == 2         # セットアップ 3): 2つのチャレンジ
    assert "hard" not in start["super_gear"]                       # 難易度: no hard Super Gear


def test_sample_is_a_fresh_copy_each_time():
    a = load_sample()
    a["sets"]["green"].clear()
    assert len(load_sample()["sets"]["green"]) == 17


def test_a_valid_own_copy_is_normalized():
    cat = load_catalogue(catalogue([card("G1", A=[{"type": "move", "dirs": "WE"}])]))
    g1 = cat["sets"]["green"][0]
    assert g1["set"] == "green"
    assert g1["options"]["A"] == [{"type": "move", "dirs": "EW", "explore": True,
                                   "ignore": [], "opens_doors": False}]


def _bad(mutate):
    data = catalogue([card("G1")])
    mutate(data)
    with pytest.raises(ComponentError) as err:
        load_catalogue(data)
    return err.value.message


def test_bad_gem_colour_names_the_card():
    msg = _bad(lambda d: d["sets"]["green"][0].update(gem="pink"))
    assert "green card G1" in msg and "pink" in msg


def test_wrong_row_length_names_the_card_and_row():
    msg = _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][1].pop())
    assert "green card G1" in msg and "row 2" in msg


def test_stairs_must_be_one_and_in_the_bottom_row():
    def top_stairs(d):
        g = d["sets"]["green"][0]["room"]["grid"]
        g[0][0], g[2][0] = "stairs", "empty"
    assert "bottom row" in _bad(top_stairs)
    assert "exactly one stairs" in _bad(
        lambda d: d["sets"]["green"][0]["room"]["grid"][2].__setitem__(0, "empty"))


def test_unknown_space_and_effect_are_refused():
    assert "'lava'" in _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][0].__setitem__(0, "lava"))
    msg = _bad(lambda d: d["sets"]["green"][0]["options"]["A"].append({"type": "jetpack"}))
    assert "G1 option A effect #2" in msg and "jetpack" in msg
    assert "dirs" in _bad(lambda d: d["sets"]["green"][0]["options"]["B"].__setitem__(
        0, {"type": "move", "dirs": "NX"}))


def test_coloured_chest_needs_a_known_colour():
    assert "chest:<colour>" in _bad(
        lambda d: d["sets"]["green"][0]["room"]["grid"][0].__setitem__(0, "chest:pink"))


def test_set_sizes_and_ids():
    assert "17 temple cards" in _bad(lambda d: d["sets"]["blue"].pop())
    msg = _bad(lambda d: d["sets"]["blue"][0].update(id="G1"))
    assert "used twice" in msg and "blue card G1" in msg


def test_starting_cards_need_both_sides_and_known_challenge_colours():
    assert "energy card needs an 'easy' and a 'hard' side" in _bad(
        lambda d: d["starting_sets"][0]["energy"].pop("hard"))
    msg = _bad(lambda d: d["starting_sets"][0]["amulet"]["easy"]["challenges"][0]["gems"]
               .update(pink=1))
    assert "amulet card easy side challenge #1" in msg and "pink" in msg
    assert "level 2 rest" in _bad(
        lambda d: d["starting_sets"][0]["level"]["hard"]["levels"][1].update(rest=-1))


def test_door_on_a_wall_edge_and_sample_label():
    def door_on_wall(d):
        room = d["sets"]["green"][0]["room"]
        room["walls"] = [{"row": 0, "col": 0, "side": "E"}]
        room["doors"] = [{"row": 0, "col": 1, "side": "W"}]
    assert "already a wall" in _bad(door_on_wall)
    assert "say 'sample'" in _bad(lambda d: d.update(sample=True, label="my cards"))


def test_odd_values_give_a_component_error_not_a_crash():
    msg = _bad(lambda d: d["sets"]["green"][0]["room"].update(
        walls=[{"row": 0, "col": 0, "side": ["E"]}]))
    assert "G1 wall #1" in msg and "side" in msg
    assert "must be an object" in _bad(lambda d: d["sets"]["green"].__setitem__(2, 7))
    assert "whole number" in _bad(lambda d: d["room_size"].update(rows="3"))


def test_json_text_errors_are_clear():
    with pytest.raises(ComponentError, match="not valid JSON"):
        load_catalogue_json("{nope")
    with pytest.raises(ComponentError, match="JSON object"):
        load_catalogue_json("[]")
    good = json.dumps(catalogue())
    assert load_catalogue_json(good)["room_size"] == {"rows": 3, "cols": 3}


def test_a_turned_room_reads_upside_down():
    """部屋&階層: the last room is placed with its stairs in the top row (turned 180°)."""
    c = load_catalogue(catalogue([card("G1", rows=("T..", "...", ".S."),
                                       walls=[(0, 0, "E")], doors=[(1, 2, "S")])]))["sets"]["green"][0]
    assert space_at(c, 2, 1, 0) == "stairs" and space_at(c, 0, 1, 180) == "stairs"
    assert space_at(c, 2, 2, 180) == "trap"
    assert barrier(c, 0, 0, "E", 0) == "wall" and barrier(c, 0, 1, "W", 0) == "wall"
    assert barrier(c, 2, 2, "W", 180) == "wall" and barrier(c, 2, 1, "E", 180) == "wall"
    assert barrier(c, 1, 2, "S", 0) == "door" and barrier(c, 1, 0, "N", 180) == "door"
    assert barrier(c, 1, 1, "N", 0) == "open"


def test_sample_file_round_trips_through_json():
    cat = load_sample()
    again = load_catalogue_json(json.dumps(copy.deepcopy(cat)))
    assert again["sets"] == cat["sets"]
