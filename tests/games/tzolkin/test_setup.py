"""Setup: seed 003 「盤と共通の準備」 and 「個人の準備と少人数の中立コマ」, rulings in docs/rulings/tzolkin.md."""
import json
import random

import pytest

from companion.engine import InvalidOptions
from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.setup import (
    LAST_WORKER, OPPOSITE_TAKEN, PLACED, PLACED_ON_CHICHEN_ITZA, PLACED_WITH_OPPOSITE,
    SKIPPED_TAKEN, opposite_spot, place_neutral_workers, setup,
)
from companion.i18n import render

COLS = ["blue", "red", "yellow", "green"]


def opts(n, **extra):
    return {"players": [{"name": f"P{i}", "colour": COLS[i]} for i in range(n)], **extra}


def test_same_seed_same_snapshot_and_json_compatible():
    a = setup(opts(3), random.Random(42))
    b = setup(opts(3), random.Random(42))
    assert a == b
    assert json.loads(json.dumps(a)) == a


def test_different_seeds_differ():
    snaps = {json.dumps(setup(opts(4), random.Random(s)), sort_keys=True) for s in range(5)}
    assert len(snaps) == 5


@pytest.mark.parametrize("n,per_field", [(2, 2), (3, 3), (4, 4)])
def test_harvest_tiles_per_player_count(n, per_field):
    """「盤と共通の準備」: action 2 corn only; actions 3-5 corn under wood; 4/3/2 per field."""
    s = setup(opts(n), random.Random(1))
    assert s["harvest_tiles"] == {"2": {"corn": per_field},
                                  "3": {"corn": per_field, "wood": per_field},
                                  "4": {"corn": per_field, "wood": per_field},
                                  "5": {"corn": per_field, "wood": per_field}}


@pytest.mark.parametrize("n,monuments", [(2, 4), (3, 5), (4, 6)])
def test_monuments_revealed_per_player_count(n, monuments):
    """「盤と共通の準備」: 6 monuments at 4 players, 5 at 3, 4 at 2."""
    s = setup(opts(n), random.Random(7))
    assert len(s["monuments"]) == monuments
    assert len(set(s["monuments"]) | set(s["monuments_out"])) == 13


def test_buildings_row_and_decks_by_age():
    """「盤と共通の準備」: 6 Age I buildings revealed, the rest of Age I and all of Age II face down."""
    c = load_components()
    s = setup(opts(4), random.Random(3))
    assert len(s["buildings_row"]) == 6
    assert len(s["building_decks"]["1"]) == 8 and len(s["building_decks"]["2"]) == 18
    assert all(c.buildings[b].age == 1 for b in s["buildings_row"] + s["building_decks"]["1"])
    assert all(c.buildings[b].age == 2 for b in s["building_decks"]["2"])
    assert len(set(s["buildings_row"] + s["building_decks"]["1"])) == 14


@pytest.mark.parametrize("n", [2, 3, 4])
def test_wealth_dealt_four_each_all_distinct(n):
    """「個人の準備と少人数の中立コマ」: 21 tiles shuffled, 4 dealt to each player in secret."""
    s = setup(opts(n), random.Random(n))
    dealt = [t for s_ in range(n) for t in s["wealth_dealt"][str(s_)]]
    assert all(len(s["wealth_dealt"][str(i)]) == 4 for i in range(n))
    assert len(set(dealt)) == 4 * n
    assert sorted(dealt + s["wealth_undealt"]) == sorted(load_components().wealth_tiles)
    assert s["wealth_chosen"] == {}
    assert s["phase"] == "choose_wealth"


@pytest.mark.parametrize("n,neutral", [(2, 12), (3, 6), (4, 0)])
def test_neutral_worker_counts_and_colours(n, neutral):
    """「個人の準備と少人数の中立コマ」: 3 players 6 neutral workers, 2 players 12, colours not in use."""
    for seed in range(20):
        s = setup(opts(n), random.Random(seed))
        assert len(s["neutral_workers"]) == neutral
        assert s["neutral_shortfall"] == 0
        used = set(COLS[:n])
        assert not {w["colour"] for w in s["neutral_workers"]} & used
        spots = {(w["gear"], w["spot"]) for w in s["neutral_workers"]}
        assert len(spots) == neutral
        # every revealed tile is an undealt one, in order
        assert [e["tile"] for e in s["neutral_reveal"]] == s["wealth_undealt"][:len(s["neutral_reveal"])]


def test_player_pieces_at_start():
    """「個人の準備と少人数の中立コマ」: 3 workers at hand, 3 unhired, temples step 1, techs 0, 0 VP, light side."""
    s = setup(opts(2), random.Random(0))
    p = s["seats"][0]
    assert (p["workers_hand"], p["workers_unhired"], p["vp"], p["corn"]) == (3, 3, 0, 0)
    assert p["temples"] == {"chaac": 1, "quetzalcoatl": 1, "kukulcan": 1}
    assert p["technologies"] == {"agriculture": 0, "resources": 0, "architecture": 0, "theology": 0}
    assert p["light_side"] is True
    assert s["players"] == [{"name": "P0", "colour": "blue"}, {"name": "P1", "colour": "red"}]
    assert s["game"] == "tzolkin"


def test_start_player_is_random_but_seeded():
    starts = {setup(opts(4), random.Random(s))["start_player"] for s in range(30)}
    assert starts == {0, 1, 2, 3}


def test_the_table_chooses_the_start_player_or_asks_the_app_to_draw():
    """Seed 「個人の準備と少人数の中立コマ」: 「最近何かを犠牲にした人を目安に決め、決まらなければ相談で1人を
    選びます」 (the table trial: the app silently chose seat 3).  A chosen seat starts; "random"
    draws it from the seed (the same draw as before); everything else is the same setup."""
    from companion.games.tzolkin.rules.setup import start_player_message

    drawn = setup(opts(4), random.Random(5))
    for seat in range(4):
        chosen = setup(opts(4, start_player=seat), random.Random(5))
        assert chosen["start_player"] == seat
        assert {k: v for k, v in chosen.items() if k not in ("start_player", "options")} == {
            k: v for k, v in drawn.items() if k not in ("start_player", "options")}
        assert render(start_player_message(chosen), "en") == (
            f"Start player: {chosen['players'][seat]['name']}, as chosen when the table was set "
            "up.")
    asked = setup(opts(4, start_player="random"), random.Random(5))
    assert asked["start_player"] == drawn["start_player"]
    assert render(start_player_message(asked), "ja").startswith("スタートプレイヤー：")
    assert "アプリが抽選しました" in render(start_player_message(asked), "ja")
    for bad in (4, -1, "1", True, None):
        with pytest.raises(InvalidOptions) as e:
            setup(opts(4, start_player=bad), random.Random(5))
        assert render(e.value.message, "en") == (
            "The start player must be one of the 4 players or drawn by the app.")


def test_fishing_level_option_is_stored():
    assert setup(opts(2), random.Random(0))["options"]["agriculture_fishing_level"] == 3
    s = setup(opts(2, agriculture_fishing_level=2), random.Random(0))
    assert s["options"]["agriculture_fishing_level"] == 2


@pytest.mark.parametrize("bad,message", [
    ({"players": [{"name": "A", "colour": "blue"}]}, "Tzolk'in is played by 2 to 4 players."),
    ({"players": [{"name": f"P{i}", "colour": "blue"} for i in range(5)]},
     "Tzolk'in is played by 2 to 4 players."),
    ({"players": [{"name": "A", "colour": "blue"}, {"name": "a", "colour": "red"}]},
     "Two players are called a: give each a different name."),
    ({"players": [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "blue"}]},
     "B: the colour blue is already taken."),
    ({"players": [{"name": "A", "colour": "pink"}, {"name": "B", "colour": "blue"}]},
     "A: choose one of the colours blue, red, yellow, and green."),
    ({"players": [{"name": "", "colour": "red"}, {"name": "B", "colour": "blue"}]},
     "Player 1 needs a name."),
    (opts(2, agriculture_fishing_level=1),
     "The Agriculture fishing bonus comes at level 3 (as the rules text says) or level 2 (the "
     "published reading)."),
    (opts(2, expansion=True), "Tzolk'in has no option called expansion."),
    ("x", "The table options cannot be read: give the players."),
])
def test_bad_options(bad, message):
    with pytest.raises(InvalidOptions) as e:
        setup(bad, random.Random(0))
    assert render(e.value.message, "en") == message


def test_bad_options_in_japanese():
    with pytest.raises(InvalidOptions) as e:
        setup({"players": [{"name": "たろう", "colour": "blue"},
                           {"name": "はなこ", "colour": "blue"}]}, random.Random(0))
    assert render(e.value.message, "ja") == "はなこ：青はもう使われています。"


# ---------------------------------------------------------------- neutral procedure

def test_opposite_spot():
    assert [opposite_spot(s) for s in (0, 1, 3, 5, 7)] == [5, 6, 8, 0, 2]


def test_neutral_first_on_gear_gets_opposite_3p():
    """「個人の準備と少人数の中立コマ」: the first neutral worker on a gear brings one on the opposite spot."""
    order = [("w01", "palenque", 1), ("w03", "palenque", 5), ("w09", "tikal", 1),
             ("w13", "uxmal", 1), ("w14", "uxmal", 3)]
    workers, log, short = place_neutral_workers(order, 6, ["green"])
    assert [(w["gear"], w["spot"]) for w in workers] == [
        ("palenque", 1), ("palenque", 6), ("palenque", 5), ("tikal", 1), ("tikal", 6),
        ("uxmal", 1)]
    assert [e["result"] for e in log] == [PLACED_WITH_OPPOSITE, PLACED, PLACED_WITH_OPPOSITE,
                                          LAST_WORKER]
    assert short == 0
    assert all(w["colour"] == "green" for w in workers)


def test_neutral_no_opposite_on_chichen_itza():
    """「個人の準備と少人数の中立コマ」: チチェン・イツァには反対側を追加しません."""
    order = [("w17", "chichen_itza", 0), ("w19", "chichen_itza", 5), ("w04", "palenque", 7)]
    workers, log, _ = place_neutral_workers(order, 6, ["green"])
    assert [(w["gear"], w["spot"]) for w in workers] == [
        ("chichen_itza", 0), ("chichen_itza", 5), ("palenque", 7), ("palenque", 2)]
    assert [e["result"] for e in log] == [PLACED_ON_CHICHEN_ITZA, PLACED, PLACED_WITH_OPPOSITE]


def test_neutral_skip_taken_spot_2p():
    """「個人の準備と少人数の中立コマ」: a spot already taken -> turn the next tile (hand-built order:
    the second tile names Palenque 6, filled as the opposite of Palenque 1)."""
    order = [("t1", "palenque", 1), ("t2", "palenque", 6), ("t3", "palenque", 6),
             ("t4", "yaxchilan", 3)]
    workers, log, short = place_neutral_workers(order, 12, ["yellow", "green"])
    assert [e["result"] for e in log] == [PLACED_WITH_OPPOSITE, SKIPPED_TAKEN, SKIPPED_TAKEN,
                                          PLACED_WITH_OPPOSITE]
    assert len(workers) == 4
    # ruling: the tiles ran out -> setup stops short and says by how many
    assert short == 8


def test_neutral_colours_split_six_each_2p():
    order = [(f"t{i}", g, s) for i, (g, s) in enumerate(
        [("palenque", 1), ("yaxchilan", 1), ("tikal", 1), ("uxmal", 1), ("palenque", 3),
         ("yaxchilan", 3), ("tikal", 3), ("uxmal", 3), ("chichen_itza", 5)])]
    workers, log, short = place_neutral_workers(order, 12, ["yellow", "green"])
    assert len(workers) == 12 and short == 0
    assert [w["colour"] for w in workers] == ["yellow"] * 6 + ["green"] * 6
    assert len(log) == 8  # the 9th tile is never turned over


def test_opposite_taken_cannot_happen_with_the_procedure():
    """Ruling: an opposite spot is only taken by a worker on the same gear, so the first worker
    on a gear always finds its opposite spot free; the code keeps a guard (OPPOSITE_TAKEN)."""
    for spot in range(10):
        workers, log, _ = place_neutral_workers([("t", "tikal", spot)], 12, ["red"])
        assert log[0]["result"] == PLACED_WITH_OPPOSITE
    assert OPPOSITE_TAKEN == "placed_opposite_taken"


def test_neutral_reveal_in_snapshot_explains_each_tile():
    s = setup(opts(2), random.Random(5))
    assert s["neutral_reveal"]
    for e in s["neutral_reveal"]:
        assert set(e) >= {"tile", "gear", "spot", "result"}
