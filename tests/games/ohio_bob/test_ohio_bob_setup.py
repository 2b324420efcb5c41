"""Ohio Bob setup (seed 002, "1人プレイのセットアップ", "難易度", "2人プレイのセットアップ")."""
import json
import random

import pytest

from companion.engine import InvalidOptions
from companion.games.ohio_bob.rules.setup import setup
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import catalogue


def _refused(options) -> Msg:
    with pytest.raises(InvalidOptions) as err:
        setup(options, random.Random(0))
    return err.value.message


def test_setup_is_reproducible_from_the_seed():
    a = setup({}, random.Random(42))
    b = setup({}, random.Random(42))
    c = setup({}, random.Random(43))
    assert a == b
    assert a["players"][0]["deck"] != c["players"][0]["deck"]


def test_solo_setup_steps():
    """Steps 1-6: easy starting cards, LVL1 on energy 6, the chosen challenge, Super Gear in
    hand, one 17-card set as the deck (equipment up), two cards drawn to choose from."""
    s = setup({"card_set": "blue", "challenge": 1}, random.Random(1))
    p = s["players"][0]
    assert s["sample"] is True and "sample" in s["label"]["en"].lower()
    assert "サンプル" in s["label"]["ja"]
    assert p["sides"] == {"level": "easy", "energy": "easy", "amulet": "easy"}
    assert p["level"] == 1 and p["energy"] == 6
    assert p["challenge"]["id"] == "red"
    assert p["hand"] == ["super_gear"] and p["stack"] == [] and p["rooms"] == []
    assert p["card_set"] == "blue" and len(p["deck"]) == 17
    assert all(c.startswith("B") for c in p["deck"])
    assert p["await"] == {"kind": "first_room", "options": p["deck"][:2], "to_hand": True}


def test_random_choices_come_from_the_rng():
    sets = {setup({}, random.Random(i))["players"][0]["card_set"] for i in range(12)}
    chals = {setup({}, random.Random(i))["players"][0]["challenge"]["id"] for i in range(12)}
    assert sets == {"green", "blue"} and chals == {"yellow", "red"}


def test_difficulty_hard_and_per_card_sides():
    """難易度: each starting card may be turned to its hard side (not the Super Gear)."""
    s = setup({"components": catalogue(), "difficulty": "hard", "sides": {"amulet": "easy"}},
              random.Random(0))
    p = s["players"][0]
    assert p["sides"] == {"level": "hard", "energy": "hard", "amulet": "easy"}
    assert p["rations_off_levels"] == [1]
    msg = _refused({"sides": {"super_gear": "hard"}})
    assert msg == Msg("ohio_bob.options.sides")
    assert render(msg, "en") == ("Only the level, energy and amulet cards have a side to choose "
                                 "(the Super Gear has no hard side).")


def test_challenge_by_id_and_errors():
    s = setup({"challenge": "red"}, random.Random(0))
    assert s["players"][0]["challenge"]["gems"] == {"red": 2, "blue": 1}
    for bad, msg in (({"challenge": 2}, Msg("ohio_bob.options.challenge")),
                     ({"card_set": "pink"}, Msg("ohio_bob.options.card_set")),
                     ({"mode": "x"}, Msg("ohio_bob.options.mode")),
                     ({"players": 3}, Msg("ohio_bob.options.players")),
                     ({"colour": 1}, Msg("ohio_bob.options.unknown", names=["colour"])),
                     ({"difficulty": "brutal"}, Msg("ohio_bob.options.difficulty")),
                     ({"starting_set": 5}, Msg("ohio_bob.options.starting_set", count=2)),
                     ({"sides": {"level": "x"}},
                      Msg("ohio_bob.options.side", card=Msg("ohio_bob.card.level")))):
        assert _refused(bad) == msg, bad
    assert render(Msg("ohio_bob.options.players"), "ja") == "オハイオ・ボブは1人か2人で遊びます。"


def test_two_player_setup_each_with_a_whole_set_and_own_starting_cards():
    """2人プレイのセットアップ 1)-3): each player takes a whole set of temple cards and a set of
    4 starting cards; both use the same difficulty."""
    s = setup({"players": 2, "card_set": "blue", "difficulty": "hard"}, random.Random(3))
    a, b = s["players"]
    assert (a["card_set"], b["card_set"]) == ("blue", "green")
    assert (a["starting_set"], b["starting_set"]) == ("bob", "joe")
    assert a["sides"] == b["sides"] == {"level": "hard", "energy": "hard", "amulet": "hard"}
    assert len(s["cards"]) == 34 and len(a["deck"]) == len(b["deck"]) == 17
    assert a["challenge"]["id"] in ("yellow", "purple") and b["challenge"]["id"] in ("blue", "red")
    assert _refused({"players": 2, "components": catalogue()}) == Msg(
        "ohio_bob.options.two_starting")
    assert _refused({"players": 2, "challenge": [0]}) == Msg("ohio_bob.options.one_challenge")


def test_own_components_are_checked_at_setup():
    bad = catalogue()
    bad["sets"]["green"][3]["gem"] = "pink"
    msg = _refused({"components": bad})
    assert msg == Msg("ohio_bob.options.components", reason=Msg(
        "ohio_bob.components.gem",
        where=Msg("ohio_bob.place.file_card", set=Msg("ohio_bob.set.green"), n=4, id="F04")))
    assert render(msg, "ja") == ("このコンポーネントファイルは使えません：緑の床のセットの4枚目の神殿カード"
                                 "（F04）：宝石が、セットの宝石の色でも多色でもありません。")
    s = setup({"components": catalogue(), "card_set": "green"}, random.Random(0))
    assert s["sample"] is False and s["room_size"] == {"rows": 3, "cols": 3}
    assert setup({"components": json.dumps(catalogue()), "card_set": "green"},
                 random.Random(0)) == s                          # JSON text works the same
    assert _refused({"components": "{oops"}) == Msg(
        "ohio_bob.options.components",
        reason=Msg("ohio_bob.components.not_json", line=1, col=2))


def test_table_mode_has_no_deck_order():
    """Table mode: real cards are shuffled at the table; the app knows only which remain."""
    s = setup({"mode": "table", "card_set": "green"}, random.Random(0))
    p = s["players"][0]
    assert p["deck"] == sorted(p["deck"]) and len(p["deck"]) == 17
    assert p["await"] == {"kind": "first_room", "options": None, "to_hand": True}


def test_a_random_draw_with_the_app_as_the_deck_takes_the_colour_all_entered():
    """「1人プレイのセットアップ」: the temple cards are one of the two sets.  A copy whose green
    floor set is entered whole and whose blue one has 5 of 17: with the app as the deck the
    random draw sets up with green on every seed (seeds 0 and 5 drew blue, refused before);
    where green was drawn the setup is the same as it was (the same draw); with real cards,
    or the blue set asked for, the draw and the refusal are as ever."""
    doc = json.loads(json.dumps(catalogue()))
    doc["sets"]["blue"] = doc["sets"]["blue"][:5] + [None] * 12
    solo = 1
    for seed in range(8):
        state = setup({"players": solo, "mode": "app", "components": doc},
                      random.Random(seed))
        assert state["players"][0]["card_set"] == "green"
    whole = setup({"players": solo, "mode": "app", "components": catalogue()},
                  random.Random(1))
    assert whole["players"][0]["card_set"] == "green"
    drafted = setup({"players": solo, "mode": "app", "components": doc}, random.Random(1))
    assert drafted["players"][0]["deck"] == whole["players"][0]["deck"]
    real = setup({"players": solo, "mode": "table", "components": doc}, random.Random(0))
    assert real["players"][0]["card_set"] == "blue"
    with pytest.raises(InvalidOptions) as err:
        setup({"players": solo, "mode": "app", "components": doc, "card_set": "blue"},
              random.Random(0))
    assert err.value.message.code == "ohio_bob.options.incomplete"
