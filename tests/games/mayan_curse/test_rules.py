"""The rules engine.  Each test names the seed 000 section it covers.  Boards: kit.py
(slabs all 'monkey' unless printed otherwise; rows 2-8 river 1, 9-11 middle relay, 12-20
river 2, 21-22 temple relay; the temple meets columns 2, 3, 4 of row 22 on lines 0, 1, 2)."""

import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse.rules.game import GAME
from companion.games.mayan_curse.rules.moves import parse_move
from companion.message import Msg

from .kit import (
    DOG, EAGLE, JAGUAR, MONKEY, SERPENT, blank_state, boulder, put, ready, refused, seg,
    slab_of, slab_space, turn,
)


def _apply(state, move):
    return GAME.apply(state, move)


def _at(state, seat):
    a = state["adventurers"][seat]
    return (a["row"], a["col"]) if a["tier"] is None else ("tier", a["tier"], a["index"])


# ---------------------------------------------------------------- ステップ1:ドロー
def test_draw_three_from_the_pouch_then_turns_from_the_first_player():
    """ステップ1:ドロー: each draws three; the turns start with the first player."""
    s = blank_state(players=2)
    s["first_player"] = 1
    s = _apply(s, {"type": "draw", "seat": 0, "stones": ["dog", "dog", "dog"]})
    assert s["phase"] == "draw" and len(s["pouch"]) == 20     # nothing told from a draw
    # each phone enters its own stones, checked only against the set (never another's hand)
    with refused("mayan_curse.draw.three_stones"):
        _apply(s, {"type": "draw", "seat": 1, "stones": ["dog"] * 5})
    with refused("mayan_curse.draw.no_such_stone"):
        _apply(s, {"type": "draw", "seat": 1, "stones": ["dog", "dog", "llama"]})
    # 3 + 2 dogs: more than the set's 4 — the draw does not add up, nobody's stones are said
    s2 = _apply(s, {"type": "draw", "seat": 1, "stones": ["dog", "dog", "eagle"]})
    assert s2["phase"] == "draw" and s2["draw_conflict"]
    s = _apply(s2, {"type": "draw", "seat": 1, "stones": ["eagle", "eagle", "monkey"]})
    assert s["phase"] == "turns" and s["turn"] == 1 and not s["draw_conflict"]
    assert len(s["pouch"]) == 14


def test_bad_payloads_are_invalid_moves():
    """Bad shapes; 重要な注意事項:移動 対角は不可: a diagonal is not a direction; and
    重要な注意事項:スライド スライドの確定 / 移動する前にスライドを終了：a turn lists its slides
    before its movement, so none can follow a move."""
    with pytest.raises(InvalidMove):
        parse_move(0, {"type": "draw", "stones": ["dog"]})
    with pytest.raises(InvalidMove):
        parse_move(0, {"type": "turn", "moves": [{"stones": [0], "symbol": "dog",
                                                  "direction": "diagonal", "distance": 1}]})
    with pytest.raises(InvalidMove):
        parse_move(0, "hello")
    with pytest.raises(IllegalMove):
        GAME.apply(blank_state(), {"type": "fly", "seat": 0})


# ---------------------------------------------------------------- b. 移動
def test_stone_moves_any_number_of_matching_spaces_in_a_straight_line():
    """b. 移動: one stone, any number of matching spaces in a straight line."""
    s = blank_state(players=1)
    for row in (2, 3, 4):
        put(s, row, 3, "dog")
    ready(s, 0, ["dog", "eagle", "jaguar"], row=1, col=3)
    s2 = _apply(s, turn(0, [seg([0], "dog", "up", 3)]))
    assert _at(s2, 0) == (4, 3)
    with refused("mayan_curse.move.wrong_symbol", place=slab_space(1, 4, 4), shown=MONKEY,
                 symbol=DOG):
        _apply(s, turn(0, [seg([0], "dog", "up", 4)]))
    with refused("mayan_curse.stone.wrong_symbol", n=2, shown=EAGLE, symbol=DOG):
        _apply(s, turn(0, [seg([1], "dog", "up", 1)]))


def test_each_stone_once_any_order_and_two_stones_as_a_wild():
    """b. 移動: stones in any order, each once; any two together as a wild."""
    s = blank_state(players=1)
    put(s, 2, 3, "dog")
    put(s, 3, 3, "eagle")
    put(s, 4, 3, "jaguar")
    ready(s, 0, ["jaguar", "eagle", "dog"], row=1, col=3)
    s2 = _apply(s, turn(0, [seg([2], "dog", "up", 1), seg([1], "eagle", "up", 1),
                            seg([0], "jaguar", "up", 1)]))
    assert _at(s2, 0) == (4, 3)
    with refused("mayan_curse.stone.used", n=3, stone=DOG):
        _apply(s, turn(0, [seg([2], "dog", "up", 1), seg([2], "dog", "up", 1)]))
    s3 = _apply(s, turn(0, [seg([2], "dog", "up", 1), seg([0, 1], "eagle", "up", 1)]))
    assert _at(s3, 0) == (3, 3)
    # the wild names one symbol for its whole line: (3,3) is eagle, not monkey
    with pytest.raises(IllegalMove):
        _apply(s, turn(0, [seg([2], "dog", "up", 1), seg([0, 1], "monkey", "up", 1)]))


def test_dual_stone_chooses_one_of_its_symbols():
    """重要な注意事項:移動 デュアルシンボル."""
    s = blank_state(players=1)
    put(s, 2, 3, "jaguar")
    ready(s, 0, ["dog/jaguar", "eagle", "eagle"], row=1, col=3)
    assert _at(_apply(s, turn(0, [seg([0], "jaguar", "up", 1)])), 0) == (2, 3)
    with refused("mayan_curse.stone.wrong_symbols", n=1, first=DOG, second=JAGUAR,
                 symbol=SERPENT):
        _apply(s, turn(0, [seg([0], "serpent", "up", 1)]))


def test_no_river_spaces_and_no_diagonals():
    """重要な注意事項:移動 落ちてはいけません: river spaces under the slabs are not floor."""
    s = blank_state(players=1)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=6)
    s["rows"][3]["offset"] = -3        # slab 2 now covers columns -3..3
    with refused("mayan_curse.move.no_floor", place=slab_space(1, 1, 7),
                 direction=Msg("mayan_curse.direction.up")):
        _apply(s, turn(0, [seg([0], "monkey", "up", 1)]))


def test_other_adventurers_do_not_block():
    """重要な注意事項:移動 他の冒険者."""
    s = blank_state(players=2)
    s["adventurers"][1].update(row=3, col=3, entered=True)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=3)
    assert _at(_apply(s, turn(0, [seg([0], "monkey", "up", 2)])), 0) == (4, 3)
    assert _at(_apply(s, turn(0, [seg([0], "monkey", "up", 1)])), 0) == (3, 3)


def test_jump_a_boulder_of_the_stone_symbol_or_wild_never_stop_on_it():
    """重要な注意事項:移動 岩."""
    s = blank_state(players=1)
    boulder(s, 0, 3, 3, "monkey", tokens=1)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=3)
    assert _at(_apply(s, turn(0, [seg([0], "monkey", "up", 2)])), 0) == (4, 3)
    with refused("mayan_curse.move.stop_on_boulder"):
        _apply(s, turn(0, [seg([0], "monkey", "up", 1)]))
    s["boulders"][0]["face"] = "dog"
    with refused("mayan_curse.move.boulder_face", place=slab_space(1, 2, 4), face=DOG,
                 symbol=MONKEY):
        _apply(s, turn(0, [seg([0], "monkey", "up", 2)]))
    s["boulders"][0]["face"] = "wild"
    assert _at(_apply(s, turn(0, [seg([0], "monkey", "up", 2)])), 0) == (4, 3)


# ---------------------------------------------------------------- 中継地点
def test_relay_board_crossed_freely_but_a_new_stone_to_leave_it():
    """中継地点: free on the blank spaces of the relay board one is on; 「1つの石を、中継ボード
    に入るときと出るときの両方に使用することはできません」: entering takes a stone (T5), one
    stone cannot take you in and out."""
    s = blank_state(players=1)
    ready(s, 0, ["monkey", "monkey", "eagle"], row=7, col=0)
    # one stone onto slab 7, through the relay rows 9, 10, 11 and on to slab 8: refused
    with refused("mayan_curse.relay.new_stone_same"):
        _apply(s, turn(0, [seg([0], "monkey", "up", 6)]))
    s["adventurers"][0]["row"] = 8
    # a stone onto the relay, free across it, a new stone out
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 1), {"to": {"row": 11, "col": 6}},
                            seg([1], "monkey", "up", 2)]))
    assert _at(s2, 0) == (13, 6)
    # no free step from a slab onto the relay board next to it: entering takes a stone
    with refused("mayan_curse.relay.enter_with_stone"):
        _apply(s, turn(0, [{"to": {"row": 10, "col": 0}}]))
    with refused("mayan_curse.relay.symbol_space"):
        _apply(s, turn(0, [{"to": {"row": 12, "col": 0}}]))


# ---------------------------------------------------------------- 石碑の発見
def test_stela_taken_on_entry_grey_takes_a_token_from_the_leftmost_boulder():
    """石碑の発見: taken on entry; grey/beige remove a trigger token (leftmost first)."""
    s = blank_state(players=2)
    s["stelae"] = [{"id": "brown-1", "colour": "brown", "row": 3, "col": 3},
                   {"id": "grey-1", "colour": "grey", "row": 4, "col": 3}]
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=3)
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 3)]))
    mine = s2["adventurers"][0]["stelae"]
    assert [(e["id"], e["value"]) for e in mine] == [("brown-1", None), ("grey-1", None)]
    assert s2["stelae"] == []
    assert [b["tokens"] for b in s2["boulders"]] == [0, 2, 3]


def test_stela_value_entered_by_owner_in_colour_range():
    s = blank_state(players=2)
    s["adventurers"][0]["stelae"] = [{"id": "grey-1", "colour": "grey", "origin": "passage",
                                      "value": None}]
    with refused("mayan_curse.stela.range", colour=Msg("mayan_curse.colour.grey"), low=2,
                 high=5):
        _apply(s, {"type": "stela_value", "seat": 0, "stela": "grey-1", "value": 6})
    with refused("mayan_curse.stela.not_yours", stela=Msg(
            "mayan_curse.stela.plain", colour=Msg("mayan_curse.colour.grey"))):
        _apply(s, {"type": "stela_value", "seat": 1, "stela": "grey-1", "value": 3})
    s2 = _apply(s, {"type": "stela_value", "seat": 0, "stela": "grey-1", "value": 5})
    assert s2["adventurers"][0]["stelae"][0]["value"] == 5


def test_hidden_stones_and_stelae_values_in_views():
    """ステップ1:ドロー (stones secret) and 石碑の発見 (values secret until the end)."""
    s = blank_state(players=2)
    ready(s, 0, ["dog", "eagle", "eagle"])
    s["adventurers"][0]["stelae"] = [{"id": "grey-1", "colour": "grey", "origin": "passage",
                                      "value": 4}]
    own, other, host = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert own["hands"][0] == ["dog", "eagle", "eagle"]
    assert own["adventurers"][0]["stelae"][0]["value"] == 4
    for v in (other, host):
        assert v["hands"][0] is None and v["hand_sizes"][0] == 3
        assert v["adventurers"][0]["stelae"][0] == {"id": "grey-1", "colour": "grey",
                                                   "origin": "passage", "value": None}
    s["over"] = True
    assert GAME.view(s, 1)["adventurers"][0]["stelae"][0]["value"] == 4


# ---------------------------------------------------------------- a. 床ボードのスライド
def test_slides_up_to_three_spaces_on_own_or_next_slab_carrying_pieces():
    """a. 床ボードのスライド: up to 3 spaces in all, only the slab you are on or move onto;
    the slab carries what stands on it."""
    s = blank_state(players=2)
    put(s, 3, 4, "dog")
    ready(s, 0, ["dog", "eagle", "eagle"], row=2, col=3)
    s["adventurers"][1].update(row=2, col=4, entered=True)
    # red example: own slab left 1, the next slab right 2 to line up the dog
    s2 = _apply(s, turn(0, [seg([0], "dog", "up", 1)], slides=[{"row": 2, "by": -1},
                                                                {"row": 3, "by": -2}]))
    assert _at(s2, 0) == (3, 2)
    assert _at(s2, 1) == (2, 3)          # carried by slab 1
    assert s2["rows"][2]["offset"] == -1 and s2["rows"][3]["offset"] == -2
    with refused("mayan_curse.slide.budget", spent=4, budget=3):
        _apply(s, turn(0, slides=[{"row": 2, "by": -2}, {"row": 3, "by": 2}]))
    with refused("mayan_curse.slide.not_your_slab", slab=slab_of(1, 4)):
        _apply(s, turn(0, slides=[{"row": 5, "by": 1}]))


def test_slide_never_more_than_three_off_the_board():
    """重要な注意事項:スライド 川."""
    s = blank_state(players=2)
    s["rows"][2]["offset"] = 2
    ready(s, 0, ["dog", "eagle", "eagle"], row=2, col=4)
    with refused("mayan_curse.slide.too_far", slab=slab_of(1, 1), limit=3):
        _apply(s, turn(0, slides=[{"row": 2, "by": 2}]))
    assert _apply(s, turn(0, slides=[{"row": 2, "by": -3}]))["rows"][2]["offset"] == -1


def test_solo_slides_any_slab_and_elixir_gives_a_fourth():
    """ソロモード スライド; バックパックを使う エリクサー."""
    s = blank_state(players=1)
    ready(s, 0, ["dog", "eagle", "eagle"], row=2, col=4)
    s2 = _apply(s, turn(0, slides=[{"row": 15, "by": 3}]))
    assert s2["rows"][15]["offset"] == 3
    with refused("mayan_curse.slide.budget", spent=4, budget=3):
        _apply(s, turn(0, slides=[{"row": 15, "by": 3}, {"row": 16, "by": 1}]))
    s3 = _apply(s, turn(0, slides=[{"row": 15, "by": 3}, {"row": 16, "by": 1}],
                        backpack={"item": "elixir"}))
    assert s3["adventurers"][0]["backpack"] == "elixir"
    s3["phase"], s3["turn"] = "turns", 0
    with refused("mayan_curse.backpack.used"):
        _apply(s3, turn(0, backpack={"item": "elixir"}))


# ---------------------------------------------------------------- バックパックを使う
def test_machete_map_and_compass():
    """バックパックを使う: machete = one stone as a wild; map = any space of your slab
    before sliding; compass = an adjacent space, diagonals too; neither in the temple."""
    s = blank_state(players=1)
    put(s, 3, 3, "dog")
    ready(s, 0, ["eagle", "eagle", "eagle"], row=2, col=3)
    with refused("mayan_curse.machete.needed"):
        _apply(s, turn(0, [seg([0], "dog", "up", 1, machete=True)]))
    s2 = _apply(s, turn(0, [seg([0], "dog", "up", 1, machete=True)],
                        backpack={"item": "machete"}))
    assert _at(s2, 0) == (3, 3)
    put(s, 4, 3, "dog")
    with refused("mayan_curse.machete.once"):
        _apply(s, turn(0, [seg([0], "dog", "up", 1, machete=True),
                           seg([1], "dog", "up", 1, machete=True)], backpack={"item": "machete"}))
    assert _at(_apply(s, turn(0, backpack={"item": "map", "to": {"row": 2, "col": 6}})),
               0) == (2, 6)
    with refused("mayan_curse.backpack.map_own_slab"):
        _apply(s, turn(0, backpack={"item": "map", "to": {"row": 3, "col": 6}}))
    assert _at(_apply(s, turn(0, backpack={"item": "compass", "to": {"row": 3, "col": 4}})),
               0) == (3, 4)
    with refused("mayan_curse.backpack.compass_adjacent"):
        _apply(s, turn(0, backpack={"item": "compass", "to": {"row": 4, "col": 4}}))
    s["adventurers"][0].update(row=None, col=None, tier=1, index=0)
    with refused("mayan_curse.backpack.not_in_temple", item=Msg("mayan_curse.item.compass")):
        _apply(s, turn(0, backpack={"item": "compass", "to": {"tier": 2, "index": 0}}))


# ---------------------------------------------------------------- temple
def _temple_state():
    s = blank_state(players=2)
    tiers = s["components"]["temple"]["tiers"]
    for k in range(5):
        tiers[k]["spaces"] = ["monkey"] * 8
    tiers[0]["spaces"][0] = "dog"        # line 0 of tier 1 (column 2 of the relay)
    return s


def test_first_to_reach_the_temple_relay_clears_all_trigger_tokens():
    """通路を離れる."""
    s = blank_state(players=2)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=20, col=3)
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 1)]))     # entered with a stone (T5)
    assert _at(s2, 0) == (21, 3)
    assert [b["tokens"] for b in s2["boulders"]] == [0, 0, 0] and s2["temple_relay_reached"]


def test_temple_straight_up_and_down_only_camera_at_the_top():
    """寺院での移動 and 頂上に到達する: straight up only, camera taken once and refilled."""
    s = _temple_state()
    ready(s, 0, ["dog", "monkey", "eagle"], row=22, col=2)
    s2 = _apply(s, turn(0, [seg([0], "dog", "up", 1), seg([1], "monkey", "up", 5)]))
    assert _at(s2, 0) == ("tier", 6, 0)
    assert s2["adventurers"][0]["camera"] and s2["cameras"] == {"top": 1, "beside": 0}
    with refused("mayan_curse.move.temple_sideways"):
        _apply(s, turn(0, [seg([0], "dog", "up", 1), seg([1], "monkey", "left", 1)]))
    # the top is blank: a new stone takes you down again
    s["hands"][0] = ["dog", "monkey", "monkey"]
    s4 = _apply(s, turn(0, [seg([0], "dog", "up", 1), seg([1], "monkey", "up", 5),
                            seg([2], "monkey", "down", 2)]))
    assert _at(s4, 0) == ("tier", 4, 0) and s4["adventurers"][0]["camera"]


def test_temple_rotation_carries_the_tiers_above_one_slide_per_space():
    """寺院床ボードのスライド: turning a tier turns all above it; each space is one slide."""
    s = _temple_state()
    s["components"]["temple"]["tiers"][1]["spaces"][7] = "dog"   # tier 2, index 7
    s["adventurers"][0].update(row=None, col=None, tier=1, index=0, entered=True)
    ready(s, 0, ["dog", "eagle", "eagle"])
    # line 0 of tier 2 holds index 7 after turning tier 2 by +1 (clockwise one space)
    s2 = _apply(s, turn(0, [seg([0], "dog", "up", 1)], slides=[{"tier": 2, "by": 1}]))
    assert s2["temple"]["rotation"] == [0, 1, 1, 1, 1, 1]
    assert _at(s2, 0) == ("tier", 2, 7)
    # the rules' example: on tier 2, tier 3 by +1 and tier 4 by -2 = 3 slides, then up
    s["adventurers"][0]["tier"] = 2
    s["hands"][0] = ["monkey", "eagle", "eagle"]
    s3 = _apply(s, turn(0, [seg([0], "monkey", "up", 2)],
                        slides=[{"tier": 3, "by": 1}, {"tier": 4, "by": -2}]))
    assert s3["temple"]["rotation"] == [0, 0, 1, 7, 7, 7]
    assert _at(s3, 0) == ("tier", 4, 1)      # line 0 of tier 4 (turned -1 in all) is index 1
    with refused("mayan_curse.slide.budget", spent=4, budget=3):
        _apply(s, turn(0, slides=[{"tier": 3, "by": 2}, {"tier": 4, "by": -2}]))
    with refused("mayan_curse.slide.not_your_tier", tier=3):
        _apply(s, turn(0, slides=[{"tier": 3, "by": 1}]))


# ---------------------------------------------------------------- 帰還を遂げる / rounds
def test_escape_skips_turns_and_ends_when_all_are_back():
    """帰還を遂げる and ゲーム終了: reaching the entrance board removes the adventurer."""
    s = blank_state(players=2)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=3, col=3)
    s["adventurers"][1].update(escaped=True)
    s2 = _apply(s, turn(0, [seg([0], "monkey", "down", 2)]))
    assert s2["adventurers"][0]["escaped"] and s2["over"] and s2["end_reason"] == "all_escaped"
    with refused("mayan_curse.move.left_entrance"):
        _apply(s, turn(0, [seg([0], "monkey", "down", 3)]))


def test_round_ends_with_boulders_and_first_player_passes():
    """ラウンド&ターン and ステップ4:ラウンド終了."""
    s = blank_state(players=2)
    s["boulders"][0]["tokens"] = 0
    s["boulders"][0]["face"] = "dog"
    put(s, 6, 1, "dog")
    for seat in (0, 1):
        s = _apply(s, {"type": "draw", "seat": seat,
                       "stones": ["eagle", "eagle", "eagle"] if seat else ["dog"] * 3})
    before = GAME.preview_boulders(s)
    s = _apply(s, turn(0))
    assert s["turn"] == 1
    s = _apply(s, turn(1))
    assert s["round"] == 2 and s["phase"] == "draw" and s["first_player"] == 1
    assert s["last_boulders"] == before
    assert (s["boulders"][0]["row"], s["boulders"][0]["col"]) == (6, 1)
    assert len(s["pouch"]) == 20
    with refused("mayan_curse.turn.draw_first"):
        _apply(s, turn(1))


def test_solo_one_token_per_turn_not_for_stelae():
    """ソロモード 岩: no token for grey/beige; one at the end of each turn (2/1/1)."""
    s = blank_state(players=1)
    s["boulders"][0]["tokens"], s["boulders"][1]["tokens"], s["boulders"][2]["tokens"] = 2, 1, 1
    s["stelae"] = [{"id": "grey-1", "colour": "grey", "row": 3, "col": 3}]
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=3)
    s = _apply(s, turn(0, [seg([0], "monkey", "up", 1)]))
    assert [b["tokens"] for b in s["boulders"]] == [1, 1, 1]
    assert s["round"] == 2 and s["phase"] == "draw"


def test_discard_all_stones_back_to_the_pouch_used_or_not():
    """c. 神聖な石を捨てる: all three go back to the pouch at the end of the turn."""
    s = blank_state(players=2)
    ready(s, 0, ["monkey", "eagle", "dog/jaguar"], row=2, col=3)
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 1)]))
    assert s2["hands"][0] is None and len(s2["pouch"]) == 20
    assert sorted(s2["pouch"]) == sorted(s["components"]["stones"] and
                                         [("/".join(x)) for x in s["components"]["stones"]])


def test_slide_a_slab_another_adventurer_stands_on_only_if_you_use_it():
    """重要な注意事項:スライド その他の冒険者."""
    s = blank_state(players=2)
    s["adventurers"][1].update(row=4, col=3, entered=True)
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=3)
    with refused("mayan_curse.slide.not_your_slab", slab=slab_of(1, 3)):
        _apply(s, turn(0, slides=[{"row": 4, "by": 1}]))
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 2)], slides=[{"row": 4, "by": 1}]))
    assert _at(s2, 1) == (4, 4) and _at(s2, 0) == (4, 3)


def test_turn_out_of_order_and_escaped_seat_refused():
    """ステップ2:ターン: clockwise from the first player; 帰還を遂げる: escaped seats skip."""
    s = blank_state(players=2)
    ready(s, 0, ["monkey", "eagle", "eagle"])
    with refused("mayan_curse.turn.not_yours", name="Adventurer 1"):
        _apply(s, turn(1))
    s = blank_state(players=2)
    s["adventurers"][1]["escaped"] = True
    with refused("mayan_curse.turn.escaped"):
        _apply(s, {"type": "draw", "seat": 1, "stones": ["dog", "dog", "dog"]})
    s = _apply(s, {"type": "draw", "seat": 0, "stones": ["dog", "dog", "dog"]})
    assert s["phase"] == "turns" and s["turn"] == 0


def test_garbage_moves_never_crash():
    """Bad payloads give InvalidMove / IllegalMove with a message, never a raw error."""
    import random as _random
    rng = _random.Random(5)
    s = blank_state(players=2)
    ready(s, 0, ["monkey", "eagle", "dog/jaguar"], row=2, col=3)
    atoms = [None, 0, 1, -1, 99, "x", "up", "dog", [], {}, [0], [0, 0], [0, 1], True, 2.5,
             {"row": 3, "col": 3}, {"tier": 1, "index": 0}, {"tier": "a"}, {"row": 1}]
    keys = ["type", "seat", "stones", "moves", "slides", "backpack", "stela", "value"]
    inner = ["stones", "symbol", "direction", "distance", "to", "row", "by", "tier", "item",
             "machete"]
    for _ in range(400):
        m = {k: rng.choice(atoms) for k in rng.sample(keys, rng.randint(1, len(keys)))}
        m["type"] = rng.choice(["draw", "turn", "stela_value", "x", None])
        m["seat"] = rng.choice([0, 1, None, "0", 5])
        for k in ("moves", "slides"):
            if rng.random() < 0.6:
                m[k] = [{q: rng.choice(atoms) for q in rng.sample(inner, rng.randint(1, 5))}
                        for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.3:
            m["backpack"] = {"item": rng.choice(["map", "compass", "machete", "elixir", "x"]),
                             "to": rng.choice(atoms)}
        try:
            GAME.apply(s, GAME.parse_move(m["seat"], m) if isinstance(m["seat"], int) else m)
        except (InvalidMove, IllegalMove) as exc:
            assert exc.message


def test_boulder_on_a_relay_board_is_jumped_like_a_blank_space():
    """中継地点 and 重要な注意事項:移動 岩: a waiting boulder on the middle relay is jumped with
    a matching stone; it does not count as a symbol space of the line."""
    s = blank_state(players=2)
    s["boulders"][0]["face"] = "monkey"       # at (10, 1) with its token
    ready(s, 0, ["monkey", "eagle", "eagle"], row=9, col=1)     # on the middle relay
    s2 = _apply(s, turn(0, [seg([0], "monkey", "up", 4)]))    # (10 jumped), 11, 12, 13
    assert _at(s2, 0) == (13, 1)
    s["boulders"][0]["face"] = "dog"
    with refused("mayan_curse.move.boulder_face", place=Msg(
            "mayan_curse.place.relay_space", board=Msg("mayan_curse.board.middle"), row=2,
            space=2), face=DOG, symbol=MONKEY):
        _apply(s, turn(0, [seg([0], "monkey", "up", 4)]))


@pytest.mark.parametrize("data, part, keys", [
    ({"type": "turn", "seat": 0, "moves": [], "spot": 3}, "the move", "spot"),
    ({"type": "draw", "seat": 0, "stones": ["a", "b", "c"], "pouch": [1], "x": 1}, "the move",
     "pouch, x"),
    ({"type": "turn", "seat": 0, "backpack": {"item": "elixir", "to": {"row": 1, "col": 1}}},
     "the backpack", "to"),
    ({"type": "turn", "seat": 0, "slides": [{"row": 3, "by": 1, "tier": 2, "far": 1}]},
     "slide 1", "far"),
    ({"type": "turn", "seat": 0, "moves": [{"to": {"row": 9, "col": 1}, "free": True}]},
     "move 1", "free"),
    ({"type": "stela_value", "seat": 0, "stela": "s1", "value": 2, "colour": "brown"},
     "the move", "colour"),
])
def test_a_move_with_entries_no_move_has_is_refused_naming_them(data, part, keys):
    """Issue 13 item 5: an entry no Mayan Curse move reads is refused (never ignored), naming
    the part of the move and the entries; nothing is stored (apply refuses it too)."""
    from companion.i18n import render

    with pytest.raises(InvalidMove) as e:
        parse_move(0, data)
    msg = e.value.message
    assert msg.code == "mayan_curse.move.unknown_keys"
    assert render(msg.params["what"]) == part and msg.params["keys"] == keys
    s = blank_state()
    with pytest.raises(IllegalMove):
        GAME.apply(s, data)


def test_backpack_compass_then_slides_only_of_boards_reached_after_the_jump():
    """「a. 床ボードのスライド」 with 「コンパス:スライドする前に…移動します」: with two players
    the compass jump comes before the slides, so the floor board just left is no longer one
    the adventurer is on: sliding it is refused; the board jumped onto can be slid."""
    s = blank_state(players=2)
    ready(s, 0, ["eagle", "eagle", "eagle"], row=3, col=3)
    jump = {"item": "compass", "to": {"row": 4, "col": 3}}
    s2 = _apply(s, turn(0, slides=[{"row": 4, "by": 1}], backpack=jump))
    assert _at(s2, 0) == (4, 4)           # carried by its board's slide
    with refused("mayan_curse.slide.not_your_slab"):
        _apply(s, turn(0, slides=[{"row": 3, "by": 1}], backpack=jump))


def test_stela_value_entered_is_final_after_the_game_ends():
    """「ゲーム終了」: at the end the stelae are revealed and counted: a value already entered
    can no longer be changed (it would change the winner); one never entered may still be
    entered once."""
    s = blank_state(players=2)
    s["adventurers"][0]["stelae"] = [
        {"id": "brown-1", "colour": "brown", "origin": "passage", "value": 2},
        {"id": "grey-1", "colour": "grey", "origin": "passage", "value": None}]
    s["over"] = True
    with refused("mayan_curse.stela.revealed"):
        _apply(s, {"type": "stela_value", "seat": 0, "stela": "brown-1", "value": 4})
    s2 = _apply(s, {"type": "stela_value", "seat": 0, "stela": "grey-1", "value": 5})
    assert s2["adventurers"][0]["stelae"][1]["value"] == 5
    with refused("mayan_curse.stela.revealed"):
        _apply(s2, {"type": "stela_value", "seat": 0, "stela": "grey-1", "value": 2})
