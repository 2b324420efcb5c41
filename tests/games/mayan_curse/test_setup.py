"""Setup.  Seed 000 「セットアップ」 steps 1-9 and 「ソロモード」 (tokens 2/1/1, difficulty)."""
import random

import pytest

from companion.engine import InvalidOptions
from companion.games.mayan_curse.rules.setup import setup
from companion.games.mayan_curse.cli import passage_text, temple_text
from companion.i18n import render, use_language

from .kit import refused


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


@pytest.mark.parametrize("options, code, params", [
    ({"players": 0}, "mayan_curse.options.players", {}),
    ({"players": 7}, "mayan_curse.options.players", {}),
    ({"players": ["A", "A"]}, "mayan_curse.options.same_name", {}),
    ({"players": 2, "difficulty": "easy"}, "mayan_curse.options.solo_only", {}),
    ({"players": 1, "difficulty": "hard"}, "mayan_curse.options.difficulty", {}),
    ({"players": 1, "scenario": 13}, "mayan_curse.options.scenario", {}),
    ({"players": 2, "boulders": ["dog"]}, "mayan_curse.options.boulders", {}),
    ({"players": 2, "first_player": 2}, "mayan_curse.options.first_player", {"n": 2}),
    ({"players": 2, "colour": "red"}, "mayan_curse.options.unknown", {"count": 1}),
    ({"players": 2, "components": {"name": "x"}}, "mayan_curse.options.components", {}),
])
def test_bad_options(options, code, params):
    with refused(code, InvalidOptions, **params):
        setup(options, random.Random(0))


def test_bad_options_are_said_in_either_language():
    with pytest.raises(InvalidOptions) as info:
        setup({"players": 2, "boulders": ["dog"]}, random.Random(0))
    assert render(info.value.message, "en") == (
        "Give the three boulder rolls from left to right, each a face of the boulder cube "
        "(dog, jaguar, serpent, eagle, monkey, and wild).")
    assert render(info.value.message, "ja") == (
        "岩の出目を左から順に3つ入力してください。それぞれ岩キューブの面（犬、ジャガー、蛇、鷲、猿、"
        "ワイルド）のどれかです。")
    with pytest.raises(InvalidOptions) as info:
        setup({"players": 2, "components": {"name": "x"}}, random.Random(0))
    assert render(info.value.message, "en") == (
        "The component set cannot be used: The component set: whether the set is a sample is "
        "missing.")
    assert render(info.value.message, "ja") == (
        "このコンポーネントセットは使えません：コンポーネントセット：サンプルかどうかがありません。")


def test_passage_text_says_sample_and_lists_each_slab():
    s = _setup(stela_first_side="right")
    with use_language("en"):
        t = passage_text(s)
    assert t.startswith("*** SAMPLE set")
    assert ("The 1st slab of river 1 (1 dot icon on the right end), aligned with "
            "the relay boards: eagle · jaguar · monkey · serpent · jaguar · eagle · serpent."
            in t)
    assert "Brown stela face down on the right end of the 3rd slab of river 1." in t
    assert ("Boulder 1: face eagle, 1 trigger token, on the middle relay board, 2nd row from the "
            "entrance side, 2nd space from the left." in t)
    with use_language("ja"):
        t = passage_text(s)
    assert t.startswith("*** サンプルセット：")
    assert ("川1の1枚目の床ボード（右端の点のアイコン1個）、中継ボードと揃えた位置："
            "鷲 · ジャガー · 猿 · 蛇 · ジャガー · 鷲 · 蛇。" in t)
    assert "川1の3枚目の床ボードの右端に茶色の石碑を裏向きに置きます。" in t
    assert ("岩1：面は鷲、トリガートークン1個、中央の中継ボードの入口側から2段目、"
            "左から2マス目。" in t)
    assert "シンボル：犬、ジャガー、蛇、鷲、猿、✱＝ワイルド。" in t


def test_temple_text_lists_tiers_and_stelae():
    s = _setup()
    with use_language("en"):
        t = temple_text(s)
    assert t.splitlines()[0].startswith("Tier 1: eagle jaguar monkey ")
    assert "stelae: brown on space 2 and brown on space 6" in t
    assert "3rd space from the left → space 1 from the black dot" in t
    with use_language("ja"):
        t = temple_text(s)
    assert t.splitlines()[0].startswith("1層目：鷲 ジャガー 猿 ")
    # a table set up with the sample when it drew the jaguar as 「豹」 says 「ジャガー」 too
    s["components"]["symbol_names"]["jaguar"] = {"en": "jaguar", "ja": "ジャガー",
                                                 "short": {"ja": "豹"}}
    with use_language("ja"):
        assert temple_text(s).splitlines()[0].startswith("1層目：鷲 ジャガー 猿 ")
        assert "シンボル：犬、ジャガー、蛇、鷲、猿、✱＝ワイルド。" in passage_text(s)
    assert "石碑：2マス目に茶色、6マス目に茶色" in t
    assert "左から3マス目 → 黒い点から1マス目" in t


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
    from companion.games.mayan_curse.web.presenter import passage_grid
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
