"""A two-player game played through by hand, every step worked out from seed 000: the grey
stela that releases a boulder (石碑の発見), the boulder swapping with an adventurer
(重要な注意事項:岩), the temple relay clearing the tokens (通路を離れる), the climb and the
camera (寺院での移動, 頂上に到達する), boulders to the entrance (入口を塞ぐ), both back
(帰還を遂げる, ゲーム終了) and the score.

Board (kit.py): every slab and tier 1-5 space is 'monkey' except a dog at (6, 2) and
eagles at (8, 3) and (8, 5).  Stelae: a grey one at (5, 0) and the temple's four pairs."""
import random

from companion.games.mayan_curse.rules.game import GAME

from .kit import blank_state, put, seg, turn


def _start():
    s = blank_state(players=2)
    s["stelae"] = ([{"id": "grey-1", "colour": "grey", "row": 5, "col": 0}]
                   + [st for st in GAME.setup({"players": 2}, random.Random(0))
                      ["stelae"] if "tier" in st])
    for tier in s["components"]["temple"]["tiers"][:5]:
        tier["spaces"] = ["monkey"] * 8
    put(s, 6, 2, "dog")
    put(s, 8, 3, "eagle")
    put(s, 8, 5, "eagle")
    for b, face in zip(s["boulders"], ("dog", "eagle", "eagle")):
        b["face"] = face
    return s


def _draw(s, seat, stones):
    return GAME.apply(s, {"type": "draw", "seat": seat, "stones": stones})


def _where(s, seat):
    a = s["adventurers"][seat]
    return (a["row"], a["col"]) if a["tier"] is None else ("tier", a["tier"], a["index"])


def test_two_player_game_by_hand():
    s = _start()
    assert [st["id"] for st in s["stelae"]] == ["grey-1", "brown-6", "brown-7", "brown-8",
                                                "brown-9", "grey-7", "grey-8", "grey-9",
                                                "grey-10"]
    # ---- round 1 (first player: seat 0)
    s = _draw(s, 0, ["monkey", "monkey/dog", "eagle"])
    s = _draw(s, 1, ["monkey", "dog", "dog"])
    # 「中継地点」 (ruling T5): the stone that crosses river 1 also enters the middle relay
    s = GAME.apply(s, turn(0, [seg([0], "monkey", "up", 8), {"to": {"row": 11, "col": 0}},
                               seg([1], "monkey", "up", 2)]))
    assert _where(s, 0) == (13, 0)
    assert [e["id"] for e in s["adventurers"][0]["stelae"]] == ["grey-1"]
    assert [b["tokens"] for b in s["boulders"]] == [0, 2, 3]      # grey: leftmost token
    s = GAME.apply(s, turn(1, [seg([0], "monkey", "up", 6)]))
    # boulder step: the dog boulder rolls (10,1) -> (6,2): down first, then sideways;
    # it enters (7,1) where seat 1 stands, who moves to (8,1)
    rec = s["last_boulders"]
    assert [(r["row"], r["col"]) for r in rec[0]["steps"]] == [(9, 1), (8, 1), (7, 1), (6, 1),
                                                               (6, 2)]
    assert rec[0]["steps"][2]["swapped"] == [1]
    assert _where(s, 1) == (8, 1)
    assert s["round"] == 2 and s["first_player"] == 1
    # ---- round 2 (first player: seat 1)
    s = _draw(s, 1, ["monkey", "eagle", "eagle"])
    s = _draw(s, 0, ["monkey", "monkey", "monkey/dog"])
    assert s["turn"] == 1
    s = GAME.apply(s, turn(1, [seg([0], "monkey", "down", 7)]))
    assert s["adventurers"][1]["escaped"] and not s["over"]
    s = GAME.apply(s, turn(0, [seg([0], "monkey", "up", 8), {"to": {"row": 22, "col": 3}},
                               seg([1], "monkey", "up", 6)]))
    # the temple relay cleared every token; line 1 of the temple holds the stelae spaces
    assert s["temple_relay_reached"]
    assert _where(s, 0) == ("tier", 6, 1)
    assert s["adventurers"][0]["camera"] and s["cameras"] == {"top": 1, "beside": 0}
    assert [e["id"] for e in s["adventurers"][0]["stelae"]] == ["grey-1", "brown-6", "brown-8",
                                                                "grey-7", "grey-9"]
    # boulder step: dog boulder (6,2) has no dog below: entrance board (5 rows), nearest
    # free marked space from column 2 is 1 (tie with 3 goes left); the eagles take (8,3),
    # (8,5)
    rec = s["last_boulders"]
    assert [r["boulder"] for r in rec] == [0, 1, 2]
    assert [(x["row"], x["col"]) for x in rec[0]["steps"]] == [(5, 2), (4, 2), (3, 2), (2, 2),
                                                               (1, 2), (1, 1), (0, 1)]
    assert rec[0]["reached_entrance"] and rec[0]["entrance_col"] == 1
    assert [(b["row"], b["col"], b["at_entrance"]) for b in s["boulders"]] == [
        (0, 1, True), (8, 3, False), (8, 5, False)]
    # ---- round 3 (first player: seat 0; seat 1 is out)
    s = _draw(s, 0, ["monkey", "monkey", "monkey/dog"])
    s = GAME.apply(s, turn(0, [seg([0], "monkey", "down", 6), seg([1], "monkey", "down", 11),
                               {"to": {"row": 9, "col": 0}}, seg([2], "monkey", "down", 8)]))
    assert s["over"] and s["end_reason"] == "all_escaped"
    for stela, value in (("grey-1", 4), ("brown-6", 3), ("brown-8", 2), ("grey-7", 5),
                         ("grey-9", 3)):
        s = GAME.apply(s, {"type": "stela_value", "seat": 0, "stela": stela, "value": value})
    sheet = GAME.score(s)
    # 4 + 3 + 2 + 5 + 3 = 17, camera 15, backpack unused 2
    assert sheet.totals == {0: 34, 1: 2}
    assert sheet.ranking == [[0], [1]]
