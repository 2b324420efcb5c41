"""Boulders.  Seed 000 「ステップ3:岩」 (order, target, path and the three examples),
「入口を塞ぐ」 (the entrance board, 5 vs 3 example, reset, sealed), 「重要な注意事項:岩」
(wild face, adventurers swapped, stelae crushed, obstacles), 「石碑の発見」/「通路を離れる」
(trigger tokens).  Boards: tests/games/mayan_curse/kit.py (rows 2-8 river 1, 9-11 middle
relay, boulders start in row 10)."""
from companion.games.mayan_curse.rules.boulders import (
    choose_target, clear_trigger_tokens, preview_boulders, release_order,
    remove_trigger_token, roll_boulders, shift_row,
)
from companion.i18n import use_language
from companion.message import Msg, Text

from .kit import blank_state, boulder, put


def _path(record):
    return [(s["row"], s["col"]) for s in record["steps"]]


def _example_board():
    """The three boulders of the 「ステップ3:岩」 example."""
    s = blank_state()
    # 1) a boulder already in the passage (row 5 = slab 4), dog face
    boulder(s, 0, 5, 3, "dog")
    put(s, 5, 5, "dog")        # two spaces sideways: same row, never a target
    put(s, 3, 2, "dog")        # between it and the entrance: 2 rows + 1 sideways = 3
    # 2) a boulder released from the middle relay, jaguar face
    boulder(s, 1, 10, 3, "jaguar")
    put(s, 8, 6, "jaguar")     # right end of the first slab met: 2 + 3 = 5
    put(s, 7, 3, "jaguar")     # on the next slab, straight ahead: 3
    # 3) a boulder that still has a trigger token
    boulder(s, 2, 10, 5, "eagle", tokens=1)
    return s


def test_rules_example_release_order_nearest_entrance_first():
    """Example 1/3: the boulder already in the passage rolls first; the one with a token
    stays."""
    assert release_order(_example_board()) == [0, 1]


def test_rules_example_1_target_must_lie_toward_the_entrance():
    s = _example_board()
    assert choose_target(s, s["boulders"][0]) == {"kind": "space", "row": 3, "col": 2,
                                                  "distance": 3, "space": 3}


def test_rules_example_2_nearer_symbol_on_the_second_slab_wins():
    s = _example_board()
    assert choose_target(s, s["boulders"][1]) == {"kind": "space", "row": 7, "col": 3,
                                                  "distance": 3, "space": 4}


def test_rules_examples_rolled_paths_toward_entrance_then_sideways():
    s, records = roll_boulders(_example_board())
    assert [r["boulder"] for r in records] == [0, 1]
    assert _path(records[0]) == [(4, 3), (3, 3), (3, 2)]
    assert _path(records[1]) == [(9, 3), (8, 3), (7, 3)]
    assert [(b["row"], b["col"]) for b in s["boulders"]] == [(3, 2), (7, 3), (10, 5)]
    assert s["boulders"][2]["tokens"] == 1


def test_roll_is_pure_and_preview_matches():
    s = _example_board()
    before = repr(s)
    assert preview_boulders(s) == roll_boulders(s)[1]
    assert repr(s) == before


def test_tie_goes_to_the_space_nearer_the_entrance_then_left():
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 5, 1, "dog")        # 1 + 2 = 3
    put(s, 3, 3, "dog")        # 3 + 0 = 3, nearer the entrance
    assert choose_target(s, s["boulders"][0])["row"] == 3
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 5, 1, "dog")
    put(s, 5, 5, "dog")        # same row, same distance: the left one
    assert choose_target(s, s["boulders"][0])["col"] == 1


def test_entrance_example_5_to_symbol_3_to_board():
    """入口を塞ぐ example: 5 spaces from the nearest symbol, 3 from the entrance board: it
    rolls onto the board and on to a marked space, and river 1 is realigned."""
    s = blank_state()
    boulder(s, 0, 4, 3, "dog")
    put(s, 2, 6, "dog")        # 2 rows + 3 sideways = 5
    shift_row(s, 7, 2)         # a slid slab of river 1 (slab 6), nobody on it
    shift_row(s, 4, 0)
    t = choose_target(s, s["boulders"][0])
    assert t == {"kind": "entrance", "distance": 3, "symbol_distance": 5}
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [(3, 3), (2, 3), (1, 3), (0, 3)]
    assert rec["reached_entrance"] and rec["entrance_col"] == 3 and rec["reset_river1"]
    assert s2["boulders"][0]["at_entrance"]
    assert all(r["offset"] == 0 for r in s2["rows"] if r["board"] == "river1")
    assert not s2["over"]
    # an entrance boulder never rolls again
    assert release_order(s2) == []


def test_equal_distance_goes_to_the_symbol_not_the_entrance():
    s = blank_state()
    boulder(s, 0, 4, 3, "dog")
    put(s, 2, 4, "dog")        # 2 + 1 = 3 = distance to the entrance board
    assert choose_target(s, s["boulders"][0])["kind"] == "space"


def test_no_matching_symbol_rolls_to_the_entrance_nearest_free_marked_space():
    s = blank_state()
    boulder(s, 0, 0, 3, "dog")
    s["boulders"][0]["at_entrance"] = True
    boulder(s, 1, 3, 4, "jaguar")    # no jaguar anywhere below
    s, [rec] = roll_boulders(s)
    assert rec["target"]["kind"] == "entrance"
    assert rec["entrance_col"] == 5  # 3 is taken; 5 is 1 away, 1 is 3 away
    assert _path(rec) == [(2, 4), (1, 4), (1, 5), (0, 5)]


def test_all_three_entrance_spaces_blocked_ends_the_game_at_once():
    s = blank_state()
    for bid, col in ((0, 1), (1, 3)):
        boulder(s, bid, 0, col, "dog")
        s["boulders"][bid]["at_entrance"] = True
    boulder(s, 2, 2, 5, "jaguar")
    s, [rec] = roll_boulders(s)
    assert rec["entrance_sealed"] and s["over"] and s["end_reason"] == "sealed"


def test_wild_face_rolls_one_space_to_the_next_slab():
    """重要な注意事項:岩 (a): the wild face stops on the nearest space of the next slab."""
    s = blank_state()
    boulder(s, 0, 6, 3, "wild")
    s, [rec] = roll_boulders(s)
    assert _path(rec) == [(5, 3)]


def test_wild_face_goes_sideways_first_when_no_slab_ahead():
    """重要な注意事項:岩 (b): no floor just ahead, so sideways first, then onto the slab."""
    s = blank_state()
    boulder(s, 0, 6, 1, "wild")
    shift_row(s, 5, 3)         # slab 4 now covers columns 3-9: column 1 is river
    s, [rec] = roll_boulders(s)
    assert _path(rec) == [(6, 2), (6, 3), (5, 3)]


def test_wild_face_from_the_middle_relay():
    s = blank_state()
    boulder(s, 0, 10, 3, "wild")
    s, [rec] = roll_boulders(s)
    assert _path(rec) == [(9, 3), (8, 3)]


def test_wild_face_on_the_first_slab_rolls_to_the_entrance():
    s = blank_state()
    boulder(s, 0, 2, 2, "wild")
    s, [rec] = roll_boulders(s)
    assert rec["target"]["kind"] == "entrance" and rec["entrance_col"] == 1
    assert _path(rec) == [(1, 2), (1, 1), (0, 1)]


def test_adventurer_swaps_with_the_boulder():
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 3, 3, "dog")
    a = s["adventurers"][1]
    a.update(row=5, col=3, entered=True)
    s, [rec] = roll_boulders(s)
    assert rec["steps"][0] == {"row": 5, "col": 3, "space": 4, "swapped": [1], "crushed": []}
    assert (s["adventurers"][1]["row"], s["adventurers"][1]["col"]) == (6, 3)


def test_stela_in_the_path_is_crushed_unseen():
    s = blank_state()
    boulder(s, 0, 6, 6, "dog")
    put(s, 3, 6, "dog")
    s["stelae"] = [{"id": "brown-1", "colour": "brown", "row": 4, "col": 6}]
    s, [rec] = roll_boulders(s)
    assert rec["steps"][1]["crushed"] == ["brown-1"]
    assert s["stelae"] == [] and s["crushed"] == [{"id": "brown-1", "colour": "brown"}]


def test_river_gap_ahead_goes_round_sideways_toward_the_target():
    """重要な注意事項:岩 障害物: a river gap straight ahead is gone round sideways, toward the
    target, then on toward the entrance first."""
    s = blank_state()
    boulder(s, 0, 8, 3, "dog")     # on slab 7
    put(s, 5, 5, "dog")            # 3 rows + 2 sideways = 5 (entrance board: 7)
    shift_row(s, 7, 4)             # slab 6 covers columns 4-10: column 3 is river
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [(8, 4), (7, 4), (6, 4), (5, 4), (5, 5)]


def test_detour_keeps_its_side_until_a_way_down_opens():
    s = blank_state()
    boulder(s, 0, 8, 5, "dog")
    put(s, 5, 2, "dog")            # 3 + 3 = 6 < 7
    shift_row(s, 7, -3)            # slab 6 covers -3..3: columns 4 and 5 are river
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [(8, 4), (8, 3), (7, 3), (6, 3), (5, 3), (5, 2)]


def test_blocked_sideways_stops_the_boulder():
    """障害物: blocked while moving sideways, the boulder stops (never away from the
    entrance)."""
    s = blank_state()
    boulder(s, 0, 8, 1, "dog")
    put(s, 5, 0, "dog")            # 3 + 1 = 4
    shift_row(s, 7, 3)             # slab 6 covers 3..9: (7,1) and (7,0) are river
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [(8, 0)] and rec["stopped"] == "blocked"
    assert (s2["boulders"][0]["row"], s2["boulders"][0]["col"]) == (8, 0)
    # another boulder ahead and another beside: stops where it is
    s = blank_state()
    boulder(s, 0, 8, 5, "dog")
    put(s, 5, 2, "dog")
    boulder(s, 1, 7, 5, "eagle", tokens=2)
    boulder(s, 2, 8, 4, "eagle", tokens=2)
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [] and rec["stopped"] == "blocked"


def test_blocked_at_target_column_picks_nearer_opening_side():
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 4, 3, "dog")
    boulder(s, 1, 5, 3, "eagle", tokens=2)   # straight ahead
    boulder(s, 2, 5, 2, "eagle", tokens=2)   # and left of it: the right side opens first
    s2, [rec] = roll_boulders(s)
    assert _path(rec) == [(6, 4), (5, 4), (4, 4), (4, 3)]


def test_reset_carries_adventurers_and_stelae():
    """入口を塞ぐ: river 1 realigned with what is on it."""
    s = blank_state()
    shift_row(s, 6, 0)
    s["adventurers"][0].update(row=6, col=4, entered=True)
    s["stelae"] = [{"id": "brown-1", "colour": "brown", "row": 6, "col": 0}]
    shift_row(s, 6, -2)
    assert (s["adventurers"][0]["col"], s["stelae"][0]["col"]) == (2, -2)
    boulder(s, 0, 2, 3, "jaguar")
    s2, [rec] = roll_boulders(s)
    assert rec["reset_river1"]
    assert (s2["adventurers"][0]["col"], s2["stelae"][0]["col"]) == (4, 0)


def test_trigger_tokens_leftmost_first_and_cleared():
    s = blank_state()
    assert [b["tokens"] for b in s["boulders"]] == [1, 2, 3]
    assert remove_trigger_token(s) == 0
    assert remove_trigger_token(s) == 1
    assert [b["tokens"] for b in s["boulders"]] == [0, 1, 3]
    clear_trigger_tokens(s)
    assert [b["tokens"] for b in s["boulders"]] == [0, 0, 0] and s["temple_relay_reached"]
    assert remove_trigger_token(s) is None


def test_boulder_text_says_it_in_words():
    from companion.games.mayan_curse.cli import boulder_text
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 3, 3, "dog")
    s["adventurers"][1].update(row=5, col=3, entered=True)
    s["stelae"] = [{"id": "grey-2", "colour": "grey", "row": 4, "col": 3}]
    s2, recs = roll_boulders(s)
    with use_language("en"):
        [line] = boulder_text(s2, recs)
    assert line == (
        "Boulder 1 (dog) rolls 3 spaces from river 1, 5th slab, 4th space from the left to "
        "river 1, 2nd slab, 4th space from the left. Adventurer 2 swaps places with it and "
        "stands on river 1, 5th slab, 4th space from the left. The grey stela on river 1, 3rd "
        "slab, 4th space from the left is crushed, its value never seen.")
    with use_language("ja"):
        [line] = boulder_text(s2, recs)
    assert line == (
        "岩1（犬）は川1の5枚目の床ボード、左から4マス目から川1の2枚目の床ボード、左から4マス目"
        "へ3スペース転がります。Adventurer 2は岩と入れ替わり、川1の5枚目の床ボード、左から4マス目"
        "に移ります。川1の3枚目の床ボード、左から4マス目の灰色の石碑は押しつぶされ、知識値は非公開"
        "のまま取り除かれます。")


def test_a_roll_is_told_where_it_happened_after_the_slab_slides_again():
    """The records keep each space's number on its slab: a later slide does not change
    where the last boulder step is said to have gone."""
    from companion.games.mayan_curse.rules.boulders import shift_row
    from companion.games.mayan_curse.rules.boulders import boulder_messages
    s = blank_state()
    boulder(s, 0, 6, 3, "dog")
    put(s, 3, 3, "dog")
    s2, recs = roll_boulders(s)
    shift_row(s2, 3, -2)
    [msgs] = boulder_messages(s2, recs)
    assert msgs[0] == Msg("mayan_curse.boulder.rolls", n=1, face=Text("dog", "犬"), spaces=3,
                          start=Msg("mayan_curse.place.slab_space", river=1, slab=5, space=4),
                          end=Msg("mayan_curse.place.slab_space", river=1, slab=2, space=4))


def test_random_boards_paths_keep_the_rules():
    """ステップ3:岩 / 障害物 on 300 random boards: each step is one space onto floor without
    another boulder, never away from the entrance, toward the entrance before sideways unless
    going round; the roll ends on its target, on an entrance space, or blocked."""
    import random as _random
    from companion.games.mayan_curse.rules.boulders import is_floor
    rng = _random.Random(42)
    symbols = ["dog", "jaguar", "serpent", "eagle", "monkey"]
    for _ in range(300):
        s = blank_state(seed=rng.randrange(1000))
        for info in s["rows"]:
            if info["kind"] == "slab":
                info["spaces"] = [rng.choice(symbols) for _ in range(7)]
        for y, info in enumerate(s["rows"]):
            if info["kind"] == "slab":
                shift_row(s, y, rng.randint(-3, 3))
        for b in s["boulders"]:
            b["face"] = rng.choice(symbols + ["wild"])
            b["tokens"] = rng.choice([0, 0, 1])
            if rng.random() < 0.5:
                y = rng.randrange(2, 21)
                info = s["rows"][y]
                lo = info.get("offset", 0)
                b["row"], b["col"] = y, rng.randrange(lo, lo + 7)
        cells = {(b["row"], b["col"]) for b in s["boulders"]}
        if len(cells) < 3 or not all(is_floor(s, *c) for c in cells):
            continue
        work = {k: v for k, v in s.items()}
        s2, recs = roll_boulders(work)
        for rec in recs:
            prev = (rec["from"]["row"], rec["from"]["col"])
            for st in rec["steps"]:
                cur = (st["row"], st["col"])
                assert abs(cur[0] - prev[0]) + abs(cur[1] - prev[1]) == 1
                assert cur[0] <= prev[0]
                prev = cur
            if rec["target"]["kind"] == "space" and rec["stopped"] is None:
                assert prev == (rec["target"]["row"], rec["target"]["col"])
            if rec["target"]["kind"] == "entrance" and rec["stopped"] is None:
                assert rec["reached_entrance"] and prev[0] == 0
        positions = [(b["row"], b["col"]) for b in s2["boulders"]]
        assert len(set(positions)) == 3
