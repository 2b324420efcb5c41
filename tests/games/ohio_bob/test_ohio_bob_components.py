"""Ohio Bob components: the sample catalogue and the checks on a table's own copy.

Seed 002, "1人プレイのセットアップ" (17 temple cards per set, 4 starting cards, easy/hard sides,
the Super Gear without a hard side) and "装備カード" (gem colour, options A and B).
"""
import copy
import json

import pytest

from companion.games.ohio_bob.rules.components import (
    ComponentError, barrier, load_catalogue, load_catalogue_json, load_sample, space_at)
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import card, catalogue


def test_sample_is_labelled_as_a_sample_in_both_languages_and_complete():
    cat = load_sample()
    assert cat["sample"] is True
    label = cat["label"]
    assert "sample" in label["en"].lower() and "not" in label["en"].lower()
    assert "サンプル" in label["ja"] and "ではありません" in label["ja"]
    assert [len(cat["sets"][s]) for s in ("green", "blue")] == [17, 17]
    start = cat["starting_sets"][0]
    assert start["name"] == {"en": "Ohio Bob (sample)", "ja": "オハイオ・ボブ（サンプル）"}
    assert start["level"]["easy"]["levels"][0]["rooms"] == 5      # 部屋&階層：1階は5部屋
    assert start["level"]["easy"]["levels"][0]["energy"] == 6      # セットアップ 2): LVL1 → 6
    assert start["level"]["easy"]["levels"][1]["rest"] == 2        # 休憩する：階層2で2
    assert len(start["amulet"]["easy"]["challenges"]) == 2         # セットアップ 3): 2つのチャレンジ
    assert "hard" not in start["super_gear"]                       # 難易度：no hard Super Gear


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


def _bad(mutate) -> Msg:
    data = catalogue([card("G1")])
    mutate(data)
    with pytest.raises(ComponentError) as err:
        load_catalogue(data)
    return err.value.message


GREEN_1 = Msg("ohio_bob.place.file_card", set=Msg("ohio_bob.set.green"), n=1, id="G1")


def test_bad_gem_colour_names_the_card():
    msg = _bad(lambda d: d["sets"]["green"][0].update(gem="pink"))
    assert msg == Msg("ohio_bob.components.gem", where=GREEN_1)
    assert render(msg, "en") == ("The 1st temple card of the green floor set (G1): its gem is "
                                 "neither one of the set's gem colours nor multicolour.")
    assert render(msg, "ja") == ("緑の床のセットの1枚目の神殿カード（G1）：宝石が、セットの宝石の色でも"
                                 "多色でもありません。")


def test_wrong_row_length_names_the_card_and_row():
    msg = _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][1].pop())
    assert msg == Msg("ohio_bob.components.row_spaces", card=GREEN_1, row=2, cols=3)
    assert render(msg, "en") == ("The 1st temple card of the green floor set (G1): the 2nd row "
                                 "from the top must have 3 spaces.")


def test_a_bad_space_is_named_as_a_person_counts_it():
    """The brief's "cell [0, 0]": the card and the space counted from 1, top and left."""
    msg = _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][0].__setitem__(0, 5))
    place = Msg("ohio_bob.place.space", card=GREEN_1, row=1, col=1)
    assert msg == Msg("ohio_bob.components.space_text", where=place)
    assert render(msg, "ja") == ("緑の床のセットの1枚目の神殿カード（G1）、上から1行目・左から1列目："
                                 "マスは文字で書いてください。")
    assert render(msg, "en") == ("The 1st temple card of the green floor set (G1), 1st row from "
                                 "the top, 1st space from the left: the space must be written "
                                 "as text.")


def test_stairs_must_be_one_and_in_the_bottom_row():
    """1人プレイのセットアップ 6): a room lies with its stairs in the bottom row; the refusal
    names the space where the stairs are wrong (the kit's rooms are 3 x 3, stairs at row 3,
    column 1)."""
    def top_stairs(d):
        g = d["sets"]["green"][0]["room"]["grid"]
        g[0][0], g[2][0] = "stairs", "empty"
    msg = _bad(top_stairs)
    assert msg == Msg("ohio_bob.components.stairs_not_bottom",
                      where=Msg("ohio_bob.place.space", card=GREEN_1, row=1, col=1))
    assert render(msg, "ja") == ("緑の床のセットの1枚目の神殿カード（G1）、上から1行目・左から1列目："
                                 "階段は部屋の一番下の行に置きます（部屋は階段を下にして入力します）。")
    twice = _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][2].__setitem__(2, "stairs"))
    assert twice == Msg("ohio_bob.components.stairs_twice",
                        where=Msg("ohio_bob.place.space", card=GREEN_1, row=3, col=3))
    assert render(twice, "en") == ("The 1st temple card of the green floor set (G1), 3rd row "
                                   "from the top, 3rd space from the left: the room already "
                                   "has its stairs (a room has one).")
    assert _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][2].__setitem__(0, "empty")) \
        == Msg("ohio_bob.components.no_stairs", where=GREEN_1)


def test_an_option_without_effect_is_refused():
    """装備カード: each of the two options is a way to use the card, so it has effects."""
    msg = _bad(lambda d: d["sets"]["green"][0]["options"]["B"].clear())
    assert msg == Msg("ohio_bob.components.option_empty",
                      where=Msg("ohio_bob.place.option", card=GREEN_1, option="B"))
    assert render(msg, "en") == ("The 1st temple card of the green floor set (G1), option B "
                                 "has no effect: give its effects as printed, from left to "
                                 "right.")


def test_unknown_space_and_effect_are_refused():
    assert _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][0].__setitem__(0, "lava")) == \
        Msg("ohio_bob.components.space_kind",
            where=Msg("ohio_bob.place.space", card=GREEN_1, row=1, col=1))
    msg = _bad(lambda d: d["sets"]["green"][0]["options"]["A"].append({"type": "jetpack"}))
    option_a = Msg("ohio_bob.place.option", card=GREEN_1, option="A")
    assert msg == Msg("ohio_bob.components.effect",
                      where=Msg("ohio_bob.place.effect", option=option_a, n=2))
    assert render(msg, "en").startswith("The 1st temple card of the green floor set (G1), "
                                        "option A, 2nd effect is not an effect the app knows")
    assert _bad(lambda d: d["sets"]["green"][0]["options"]["B"].__setitem__(
        0, {"type": "move", "dirs": "NX"})).code == "ohio_bob.components.dirs"


def test_coloured_chest_needs_a_known_colour():
    assert _bad(lambda d: d["sets"]["green"][0]["room"]["grid"][0].__setitem__(
        0, "chest:pink")).code == "ohio_bob.components.space_kind"


def test_set_sizes_and_ids():
    assert _bad(lambda d: d["sets"]["blue"].pop()) == Msg(
        "ohio_bob.components.set_count", set=Msg("ohio_bob.set.blue"), count=17, found=16)
    msg = _bad(lambda d: d["sets"]["blue"][0].update(id="G1"))
    assert msg == Msg("ohio_bob.components.duplicate_id", id="G1", where=Msg(
        "ohio_bob.place.file_card", set=Msg("ohio_bob.set.blue"), n=1, id="G1"))


def test_starting_cards_need_both_sides_and_known_challenge_colours():
    first = Msg("ohio_bob.place.starting", n=1)
    energy = Msg("ohio_bob.place.start_card", start=first, card=Msg("ohio_bob.card.energy"))
    assert _bad(lambda d: d["starting_sets"][0]["energy"].pop("hard")) == Msg(
        "ohio_bob.components.sides", where=energy)
    msg = _bad(lambda d: d["starting_sets"][0]["amulet"]["easy"]["challenges"][0]["gems"]
               .update(pink=1))
    amulet = Msg("ohio_bob.place.start_card", start=first, card=Msg("ohio_bob.card.amulet"))
    easy = Msg("ohio_bob.place.side", card=amulet, side=Msg("ohio_bob.side.easy"))
    assert msg == Msg("ohio_bob.components.challenge_colour",
                      where=Msg("ohio_bob.place.challenge", side=easy, n=1))
    assert render(msg, "ja") == ("1組目の開始カードのアミュレットカード（イージー面）の1番目のチャレンジ："
                                 "宝石の色が、セットの宝石の色でも任意の色でもありません。")
    msg = _bad(lambda d: d["starting_sets"][0]["level"]["hard"]["levels"][1].update(rest=-1))
    assert render(msg, "en") == ("The rest cost of the level card of the 1st set of starting "
                                 "cards, hard side, level 2 must be a whole number from 0 to 20.")


def test_door_on_a_wall_edge_and_sample_label():
    def door_on_wall(d):
        room = d["sets"]["green"][0]["room"]
        room["walls"] = [{"row": 0, "col": 0, "side": "E"}]
        room["doors"] = [{"row": 0, "col": 1, "side": "W"}]
    assert _bad(door_on_wall) == Msg("ohio_bob.components.door_on_wall",
                                     where=Msg("ohio_bob.place.door", card=GREEN_1, n=1))
    assert _bad(lambda d: d.update(sample=True, label="my cards")) == Msg(
        "ohio_bob.components.sample_label")
    assert _bad(lambda d: d.update(sample=True, label={"en": "sample", "ja": "私のカード"})) \
        == Msg("ohio_bob.components.sample_label")


def test_odd_values_give_a_component_error_not_a_crash():
    wall = Msg("ohio_bob.place.wall", card=GREEN_1, n=1)
    assert _bad(lambda d: d["sets"]["green"][0]["room"].update(
        walls=[{"row": 0, "col": 0, "side": ["E"]}])) == Msg(
            "ohio_bob.components.edge_side", where=wall)
    assert _bad(lambda d: d["sets"]["green"][0]["room"].update(
        walls=[{"row": 3, "col": 0, "side": "E"}])) == Msg(
            "ohio_bob.components.edge_off", where=wall, rows=3, cols=3)
    assert _bad(lambda d: d["sets"]["green"].__setitem__(2, 7)) == Msg(
        "ohio_bob.components.not_object",
        where=Msg("ohio_bob.place.card", set=Msg("ohio_bob.set.green"), n=3))
    assert _bad(lambda d: d["room_size"].update(rows="3")) == Msg(
        "ohio_bob.components.whole_number", what=Msg("ohio_bob.field.room_rows"), lo=2, hi=9)


def test_json_text_errors_are_clear():
    with pytest.raises(ComponentError) as err:
        load_catalogue_json("{nope")
    assert err.value.message == Msg("ohio_bob.components.not_json", line=1, col=2)
    with pytest.raises(ComponentError) as err:
        load_catalogue_json("[]")
    assert err.value.message == Msg("ohio_bob.components.not_object_file")
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


def test_the_multicolour_gem_card_may_give_one_option_alone():
    """多色の宝石: "このカードは横方向の移動を1回与えます" (docs/rulings/ohio_bob.md 41): the
    multicolour card entered with option A only, or with an empty B, loads with A alone; a
    card of a gem colour with an empty B is refused, naming its option B."""
    move = {"type": "move", "dirs": "EW"}
    for options in ({"A": [move]}, {"A": [move], "B": []}):
        multi = card("G1", A=[move])
        multi["gem"] = "multi"
        multi["options"] = options
        g1 = load_catalogue(catalogue([multi]))["sets"]["green"][0]
        assert g1["options"] == {"A": [{"type": "move", "dirs": "EW", "explore": True,
                                        "ignore": [], "opens_doors": False}]}
    msg = _bad(lambda d: d["sets"]["green"][0]["options"].update(B=[]))
    assert msg == Msg("ohio_bob.components.option_empty",
                      where=Msg("ohio_bob.place.option", card=GREEN_1, option="B"))
