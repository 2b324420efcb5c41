"""Ohio Bob with real cards: the cards a climb puts under the deck (rules version 3, issue 38).

Seed 002 「階段」: "探索した階層の神殿カードと捨てられたカードを取り、すべてをシャッフルします。
シャッフルされたカードは、装備面を上にして山札の下に置きます。" then "次の階層に進む場合:山札から
最初の2枚のカードのうち1枚を選び" — the level's rooms lie under every card the deck held: the
next level's first two cards, and the cards drawn after them, are cards from above while any is
left (docs/rulings/ohio_bob.md 24b).

The cards (as test_ohio_bob_top_card.py; kit.py): R1 the level-1 room, H1 (a torch) to the hand,
D1 and T1 red cards, F01..F13 blue fillers; levels of 1, 2 and 1 rooms: the player climbs from
level 1 at once, putting R1 (its only room) under the deck."""
from __future__ import annotations

import random

from companion.games.ohio_bob.rules.game import GAME
from companion.games.ohio_bob.rules.legal import legal_moves, seat_now
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.setup import READING_KEY, UNDER_KEY, setup
from companion.games.ohio_bob.rules.under import (first_of_colour_under, lying_under, parts,
                                                  place_order)
from companion.i18n import render
from tests.games.ohio_bob.kit import P, card, catalogue, eff, go, refused

LEVELS = [{"rooms": 1, "rest": 1, "max_cards": 4, "energy": 6},
          {"rooms": 2, "rest": 1, "max_cards": 4, "energy": 6},
          {"rooms": 1, "rest": 1, "max_cards": 4, "energy": 6}]
CARDS = [card("R1"), card("H1", A=[eff("torch")]), card("D1", gem="red"), card("T1")]


def _table(reading=3, deck=None):
    """A real-cards table after level 1's first room (R1, H1 to the hand); ``reading``: the
    rules version the table was set up under; ``deck``: the cards left in the deck."""
    s = setup({"components": catalogue(CARDS, levels=LEVELS), "card_set": "green",
               "mode": "table", "challenge": 0}, random.Random(0))
    s = {k: v for k, v in s.items()
         if not (k == UNDER_KEY and reading < 3 or k == READING_KEY and reading < 2)}
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    if deck is not None:
        P(s)["deck"] = list(deck)
    return s


def _level_2(reading=3, deck=None):
    s = apply_move(_table(reading, deck), {"type": "climb"})
    assert P(s)["level"] == 2 and P(s)["await"]["kind"] == "first_room"
    return s


def _first_rooms(s):
    return [m for m in legal_moves(s) if m["type"] == "first_room"]


def test_the_level_s_rooms_are_not_offered_as_the_next_levels_first_two_cards():
    s = _level_2()
    assert P(s)["under"] == [["R1"]]
    above = sorted(["D1", "T1"] + [f"F{i:02d}" for i in range(1, 14)])
    assert parts(s, P(s)) == [above, ["R1"]]
    moves = _first_rooms(s)
    # 15 cards above R1: 15 × 14 ordered pairs (room, top), none naming R1
    assert len(moves) == 15 * 14
    assert all("R1" not in (m["room"], m["top"]) for m in moves)
    with refused("ohio_bob.deck.under") as err:
        apply_move(s, {"type": "first_room", "room": "R1", "top": "D1"})
    assert render(err.value.message, "ja") == (
        "赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥）は階層を出たときに山札の下に置かれました。"
        "その上のカードが先に引かれます。")
    with refused("ohio_bob.deck.under"):
        apply_move(s, {"type": "first_room", "room": "D1", "top": "R1"})


def test_one_card_above_is_one_of_the_two_and_the_other_comes_from_under():
    """The deck held only D1 when level 1 was left: the first two cards are D1 and R1."""
    s = _level_2(deck=["D1"])
    assert sorted((m["room"], m["top"]) for m in _first_rooms(s)) == [("D1", "R1"), ("R1", "D1")]
    s = apply_move(s, {"type": "first_room", "room": "R1", "top": "D1"})
    assert P(s)["top"] == "D1" and P(s)["deck"] == ["D1"]


def test_a_card_drawn_later_comes_from_above_while_one_is_left():
    """Level 2: D1 the room, T1 left on top; T1 explored (known on top: nothing asked); then
    the torch copies the top card: one of the fillers above, not R1 under them."""
    s = _level_2()
    s = apply_move(s, {"type": "first_room", "room": "D1", "top": "T1"})
    s = apply_move(apply_move(s, {"type": "play", "card": "H1", "option": "A"}),
                   {"type": "effect", "option": "A"})           # T1's A: a move any way
    s = apply_move(s, go("W"))                                  # explores: T1, known on top
    assert P(s)["rooms"][-1]["card"] == "T1" and P(s)["top"] is None
    s = apply_move(apply_move(s, {"type": "rest"}), {"type": "play", "card": "H1", "option": "A"})
    named = {m.get("card") for m in legal_moves(s) if m["type"] == "effect"}
    assert "R1" not in named and {f"F{i:02d}" for i in range(1, 14)} <= named
    with refused("ohio_bob.deck.under"):
        apply_move(s, {"type": "effect", "option": "A", "card": "R1"})
    assert P(apply_move(s, {"type": "effect", "option": "A", "card": "F01"}))["top"] == "F01"


def test_tables_of_rules_version_2_keep_their_reading():
    """A table started under version 2 (no ``under_tracked`` mark) replays as it did: R1 may be
    named as one of level 2's first two cards."""
    assert GAME.rules_version == 3 and dict(GAME.older_rules) == {1: "keep", 2: "keep"}
    s = _level_2(reading=2)
    assert "under" not in P(s)
    assert any("R1" in (m["room"], m["top"]) for m in _first_rooms(s))
    s = apply_move(s, {"type": "first_room", "room": "R1", "top": "D1"})
    assert P(s)["rooms"][0]["card"] == "R1"
    now = setup({"components": catalogue(CARDS, levels=LEVELS), "card_set": "green",
                 "mode": "table", "challenge": 0}, random.Random(0))
    assert UNDER_KEY in now and READING_KEY in now
    assert UNDER_KEY not in GAME.older_setup(now, 2) and READING_KEY in GAME.older_setup(now, 2)
    assert seat_now(s, 0)["moves"]


def _deck(above, under, cards):
    """A real-cards state of one player whose deck holds ``above`` and, put under by a climb,
    ``under`` (lists of ids); ``cards``: {id: gem}."""
    s = {"mode": "table", UNDER_KEY: True,
         "cards": {c: {"gem": g} for c, g in cards.items()}}
    return s, {"deck": sorted(above + under), "under": [sorted(under)]}


def test_a_coloured_chest_takes_from_under_only_without_the_colour_above():
    """「色付きの宝箱」: "山札の一番上から最初に見つかった、宝箱と同じ色のカード": a red card under
    the deck is not the first red card while a red card lies above it; with none above, it is."""
    s, p = _deck(["A1", "X1"], ["U1"], {"A1": "blue", "X1": "red", "U1": "red"})
    assert first_of_colour_under(s, p, "U1", "red") is True
    assert first_of_colour_under(s, p, "X1", "red") is False
    s, p = _deck(["A1"], ["U1"], {"A1": "blue", "U1": "red"})
    assert first_of_colour_under(s, p, "U1", "red") is False     # no red card above it
    assert lying_under(s, p, ["U1"]) == "U1"                     # but not the top card


def test_a_card_entered_takes_a_place_above_the_cards_put_under():
    """Entering (ruling 40): a card revealed from the top takes the lowest place not entered
    yet among the cards above, not a lower-numbered place lying under them."""
    s, p = _deck(["G05", "G09"], ["G02"], {})
    assert place_order(s, p, ["G02", "G05", "G09"]) == ["G05", "G09", "G02"]
