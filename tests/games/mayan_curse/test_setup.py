"""Setup.  Seed 000 「セットアップ」 steps 1-9 and 「ソロモード」 (tokens 2/1/1, difficulty)."""
import random

import pytest

from companion.engine import InvalidOptions
from companion.games.mayan_curse.setup import setup
from companion.games.mayan_curse.text import passage_text, temple_text


def _setup(n=3, seed=7, **extra):
    return setup({"players": n, **extra}, random.Random(seed))


def test_same_seed_same_state_and_different_seed_differs():
    assert _setup(seed=7) == _setup(seed=7)
    order = lambda s: [r["slab"] for r in s["rows"] if r["kind"] == "slab"]
    assert any(order(_setup(seed=7)) != order(_setup(seed=k)) for k in range(8, 12))


def test_passage_order_one_dot_then_two_dots_then_5_and_9():
    """セットアップ 3a/3b: 1-dot slab next to the entrance, 2-dot slab second, the other 14
    shuffled 5 on river 1 and 9 on river 2, all aligned."""
    s = _setup()
    boards = [r["board"] for r in s["rows"]]
    assert boards == (["entrance"] * 2 + ["river1"] * 7 + ["middle"] * 3 + ["river2"] * 9
                      + ["temple_relay"] * 2)
    slabs = [r for r in s["rows"] if r["kind"] == "slab"]
    assert [r["slab"] for r in slabs[:2]] == ["S01", "S02"]
    assert sorted(r["slab"] for r in slabs) == [f"S{i:02d}" for i in range(1, 17)]
    assert all(r["offset"] == 0 for r in slabs)
    assert [r["position"] for r in slabs] == list(range(1, 17))


def test_stelae_one_per_slab_alternate_ends():
    """セットアップ 4: one per slab alternating left/right; sample table for 3 players:
    slabs 3-7 brown, 8-13 grey, 14-16 beige."""
    s = _setup(stela_first_side="left")
    passage = [st for st in s["stelae"] if "row" in st]
    assert [st["colour"] for st in passage] == ["brown"] * 5 + ["grey"] * 6 + ["beige"] * 3
    assert [st["row"] for st in passage] == [4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    assert [st["col"] for st in passage] == [0, 6] * 7
    assert "value" not in passage[0]


def test_stelae_two_per_slab_both_ends():
    """セットアップ 4: two per slab on both shaded ends (sample table, 5 players)."""
    s = _setup(n=5)
    passage = [st for st in s["stelae"] if "row" in st]
    assert len(passage) == 28
    assert {(st["row"], st["col"]) for st in passage if st["row"] == 4} == {(4, 0), (4, 6)}


def test_temple_stelae_brown_tiers_1_2_grey_3_4():
    """セットアップ 5: two per tier on facing spaces, none on the top two tiers."""
    s = _setup()
    temple = [(st["tier"], st["index"], st["colour"]) for st in s["stelae"] if "tier" in st]
    assert temple == [(1, 1, "brown"), (1, 5, "brown"), (2, 1, "brown"), (2, 5, "brown"),
                      (3, 1, "grey"), (3, 5, "grey"), (4, 1, "grey"), (4, 5, "grey")]


def test_cameras_one_per_player_one_on_top():
    """セットアップ 6."""
    assert _setup(n=4)["cameras"] == {"top": 1, "beside": 3}
    assert _setup(n=1)["cameras"] == {"top": 1, "beside": 0}


def test_boulders_left_to_right_with_tokens_1_2_3_and_solo_2_1_1():
    """セットアップ 7 and ソロモード 岩."""
    s = _setup(boulders=["dog", "wild", "eagle"])
    assert [(b["face"], b["tokens"], b["row"], b["col"]) for b in s["boulders"]] == [
        ("dog", 1, 10, 1), ("wild", 2, 10, 3), ("eagle", 3, 10, 5)]
    solo = _setup(n=1)
    assert [b["tokens"] for b in solo["boulders"]] == [2, 1, 1]


def test_stones_pouch_backpacks_first_player():
    """セットアップ 8-9: 20 stones in the pouch, adventurers on the entrance board, backpack
    unused, first player from the options or the rng."""
    s = _setup(n=6, first_player=4)
    assert len(s["pouch"]) == 20 and sum("/" in x for x in s["pouch"]) == 4
    assert s["first_player"] == 4
    for a in s["adventurers"]:
        assert a["row"] in (0, 1) and 0 <= a["col"] < 7
        assert a["backpack"] is None and not a["entered"] and not a["escaped"]
    assert len({(a["row"], a["col"]) for a in s["adventurers"]}) == 6
    assert 0 <= _setup(n=6)["first_player"] < 6


def test_solo_difficulty_default_normal():
    assert _setup(n=1)["difficulty"] == "normal"
    assert _setup(n=1, difficulty="thrill_seeker", scenario=3)["scenario"] == 3


@pytest.mark.parametrize("options, match", [
    ({"players": 0}, "1 to 6"),
    ({"players": 7}, "1 to 6"),
    ({"players": ["A", "A"]}, "same name"),
    ({"players": 2, "difficulty": "easy"}, "solo game only"),
    ({"players": 1, "difficulty": "hard"}, "Difficulty"),
    ({"players": 1, "scenario": 13}, "1 to 12"),
    ({"players": 2, "boulders": ["dog"]}, "three boulder rolls"),
    ({"players": 2, "first_player": 2}, "seat from 1 to 2"),
    ({"players": 2, "colour": "red"}, "Unknown option"),
    ({"players": 2, "components": {"name": "x"}}, "component set cannot be used"),
])
def test_bad_options(options, match):
    with pytest.raises(InvalidOptions, match=match):
        setup(options, random.Random(0))


def test_passage_text_says_sample_and_lists_each_slab():
    s = _setup(stela_first_side="right")
    t = passage_text(s)
    assert t.startswith("*** SAMPLE set")
    assert "Slab 1 (river 1): S01 (1 dot on the right), aligned." in t
    assert "Brown stela face down on the right end of slab 3." in t
    assert "Boulder 1:" in t


def test_temple_text_lists_tiers_and_stelae():
    s = _setup()
    t = temple_text(s)
    assert t.splitlines()[0].startswith("Tier 1: ")
    assert "stelae: brown on space 2, brown on space 6" in t
    assert "column 2 -> line 1" in t


def test_boards_and_temple_tiers_aligned_on_their_dots():
    """セットアップ 1 (boards in a line, entrance and temple at the two ends) and 2 (the six
    tiers stacked largest first, dots aligned: no tier turned; three lines meet the relay)."""
    s = _setup()
    assert s["rows"][0]["board"] == "entrance" and s["rows"][-1]["board"] == "temple_relay"
    assert s["temple"]["rotation"] == [0] * 6
    t = s["components"]["temple"]
    assert len(t["entry_cols"]) == 3 and len(t["entry_lines"]) == 3
    assert all(x is None for x in t["tiers"][5]["spaces"])


def test_passage_grid_for_drawing():
    """The same passage as data: river spaces have no floor, marked spaces flagged."""
    from companion.games.mayan_curse.text import passage_grid
    s = _setup(boulders=["dog", "wild", "eagle"], stela_first_side="left")
    grid = passage_grid(s)
    assert [r["row"] for r in grid] == list(range(22, -1, -1))
    entrance_edge = grid[-1]
    assert [c["col"] for c in entrance_edge["cells"] if c["marked"]] == [1, 3, 5]
    slab3 = next(r for r in grid if r["position"] == 3)
    cells = {c["col"]: c for c in slab3["cells"]}
    assert not cells[-1]["floor"] and cells[0]["floor"] and cells[0]["stela"] == "brown"
    boulder_row = next(r for r in grid if r["row"] == 10)
    assert [c["boulder"]["face"] for c in boulder_row["cells"] if c["boulder"]] == [
        "dog", "wild", "eagle"]
    start = next(r for r in grid if r["row"] == 1)
    assert [c["adventurers"] for c in start["cells"] if c["adventurers"]] == [[0], [1], [2]]
