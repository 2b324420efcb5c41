"""Ohio Bob with real cards: the card known on top of the deck (rules version 2, issue 38).

Seed 002 「階段」: "次の階層に進む場合:山札から最初の2枚のカードのうち1枚を選び、神殿面に裏返して
テーブルの中央に配置します" — two cards are drawn, one becomes the room; the other stays on top of
the deck (docs/rulings/ohio_bob.md 24), so the move names both and the app knows the top card.
Seed 「トーチ」: "デッキの一番上のカードの効果をコピーします" — the torch only looks at the top
card, which stays there: once named (by a torch, or as the card left on the deck) the app does
not ask for it again, and the next card drawn from the top is that card.

The cards (kit.py; rooms of 3 × 3): R1 and H1 the first two cards (R1 the room, H1 to the hand,
its option A a torch); D1 (option A: a move north) and T1 (option A: a move any way, option B a
rock) red-gem cards; levels of 1, 2 and 1 rooms, so the level-1 room is also its last (its
stairs on top: the player climbs at once)."""
from __future__ import annotations

import random

import pytest

from companion.games.ohio_bob.rules.game import GAME
from companion.games.ohio_bob.rules.legal import legal_moves, seat_now
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.setup import READING_KEY, setup
from companion.games.ohio_bob.rules.steps import NeedCard
from companion.i18n import render
from tests.games.ohio_bob.kit import P, card, catalogue, eff, go, mv, refused

LEVELS = [{"rooms": 1, "rest": 1, "max_cards": 4, "energy": 6},
          {"rooms": 2, "rest": 1, "max_cards": 4, "energy": 6},
          {"rooms": 1, "rest": 1, "max_cards": 4, "energy": 6}]
CARDS = [card("R1"), card("H1", A=[eff("torch")]), card("D1", A=[mv("N")]),
         card("T1", A=[mv("NESW")], B=[eff("rock")])]


def _table(old_reading=False):
    """A real-cards table after the first room of level 1 (R1, H1 to the hand)."""
    s = setup({"components": catalogue(CARDS, levels=LEVELS), "card_set": "green",
               "mode": "table", "challenge": 0}, random.Random(0))
    if old_reading:                        # as rules version 1 set tables up
        del s[READING_KEY]
    return apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})


def _level_2(old_reading=False):
    """Level 1 has one room: its stairs are on top, the player climbs at once."""
    s = apply_move(_table(old_reading), {"type": "climb"})
    assert P(s)["level"] == 2 and P(s)["await"]["kind"] == "first_room"
    return s


def test_the_first_room_of_level_2_names_both_cards_drawn():
    s = _level_2()
    moves = [m for m in legal_moves(s) if m["type"] == "first_room"]
    assert moves and all("top" in m and m["top"] != m["room"] for m in moves)
    with refused("ohio_bob.first_room.enter_top") as err:
        apply_move(s, {"type": "first_room", "room": "D1"})
    assert render(err.value.message, "ja") == (
        "引いたもう1枚のカード（山札の一番上に戻すカード）も入力してください。")
    with refused("ohio_bob.first_room.same_top"):
        apply_move(s, {"type": "first_room", "room": "D1", "top": "D1"})
    move = {"type": "first_room", "room": "D1", "top": "T1"}
    # the log names both by what they show: D1 by its room (red gem, stairs only; T1's room
    # reads the same, so D1 has what its other side shows too: A: move north, B: two moves any
    # way, no other card's), T1, left on the deck equipment side up, by its options (A: move
    # ✥, B: rock: no other card's)
    assert render(GAME.describe_move(move, s), "ja") == (
        "赤の宝石のカード（部屋：階段／裏：A：移動 ↑、B：移動 ✥、移動 ✥）を階層2の最初の部屋に置き、"
        "赤の宝石のカード（A：移動 ✥、B：岩）を山札の一番上に戻す")
    s = apply_move(s, move)
    assert P(s)["rooms"][0]["card"] == "D1" and "D1" not in P(s)["deck"]
    assert P(s)["top"] == "T1" and "T1" in P(s)["deck"]       # it stays on the deck
    assert GAME.view(s, 0)["players"][0]["deck"]["top"] == "T1"   # shown as the top card


def test_the_torch_copies_the_card_known_on_top_without_asking():
    s = _level_2()
    s = apply_move(s, {"type": "first_room", "room": "D1", "top": "T1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    # nothing to enter: the torch's options are plain buttons, no card is revealed
    assert {"type": "effect", "option": "B"} in legal_moves(s)
    assert seat_now(s, 0)["revealing"] == []
    with refused("ohio_bob.deck.top_known") as err:
        apply_move(s, {"type": "effect", "option": "B", "card": "F01"})
    assert render(err.value.message, "en") == (
        "The card on top of the deck is the red-gem card (A: Move ✥ and B: Rock).")
    after = apply_move(s, {"type": "effect", "option": "B"})
    assert P(after)["await"]["effect"] == {"type": "rock"}     # T1's option B
    assert P(after)["top"] == "T1"                             # still on top
    # the next room explored is T1, the card on top: nothing is asked for it either
    s = apply_move(s, {"type": "effect", "option": "A"})
    s = apply_move(s, go("W"))                   # from the stairs, bottom left: off the card
    assert P(s)["rooms"][-1]["card"] == "T1" and "T1" not in P(s)["deck"]
    assert P(s)["top"] is None                                 # the next card is not known


def test_a_torch_names_the_top_card_once():
    """Level 1: the first torch asks for the top card (D1); it stays on top, so the torch
    played again after a rest copies it without asking."""
    s = _table()
    assert P(s).get("top") is None
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    with pytest.raises(NeedCard):
        apply_move(s, {"type": "effect", "option": "A"})
    s = apply_move(s, {"type": "effect", "option": "A", "card": "D1"})
    assert P(s)["top"] == "D1"
    s = apply_move(apply_move(s, {"type": "done"}), {"type": "rest"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    assert seat_now(s, 0)["revealing"] == []
    s = apply_move(s, {"type": "effect", "option": "A"})
    assert P(s)["await"]["effect"] == {"type": "move", "dirs": "N", "explore": True,
                                       "ignore": [], "opens_doors": False}


def test_the_card_known_on_top_is_one_of_the_next_levels_two_cards():
    """D1 named by a torch on level 1 stays on top through the climb (the level's rooms go
    under the deck: 「階段」): it is one of level 2's two first cards."""
    s = _table()
    s = apply_move(apply_move(s, {"type": "play", "card": "H1", "option": "A"}),
                   {"type": "effect", "option": "A", "card": "D1"})
    s = apply_move(s, {"type": "climb"})
    assert P(s)["top"] == "D1"
    with refused("ohio_bob.first_room.was_top"):
        apply_move(s, {"type": "first_room", "room": "T1", "top": "F01"})
    s = apply_move(s, {"type": "first_room", "room": "D1", "top": "T1"})
    assert P(s)["top"] == "T1"


def test_tables_of_rules_version_1_keep_asking():
    assert GAME.rules_version == 3 and dict(GAME.older_rules) == {1: "keep", 2: "keep"}
    s = _level_2(old_reading=True)
    assert all("top" not in m for m in legal_moves(s) if m["type"] == "first_room")
    s = apply_move(s, {"type": "first_room", "room": "D1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    with pytest.raises(NeedCard):
        apply_move(s, {"type": "effect", "option": "A"})
    setup_now = _table()
    assert READING_KEY not in GAME.older_setup(setup_now, 1)


@pytest.mark.parametrize("top_gem, asked", [("red", True), ("yellow", False)])
def test_a_coloured_chest_takes_the_known_top_card_only_if_of_its_colour(top_gem, asked):
    """「色付きの宝箱」: the first card of the chest's colour from the top.  The torch named D1
    (its A: two moves north, copied) and the pawn reaches the yellow chest at row 1: a red D1
    on top is not taken (the card taken, Y1, is named; D1 stays on top); a yellow D1 is the
    first yellow card, taken without asking."""
    cards = [card("R1", rows=("y..", "...", "S..")), card("H1", A=[eff("torch")]),
             card("D1", gem=top_gem, A=[mv("N"), mv("N")]), card("Y1", gem="yellow")]
    s = setup({"components": catalogue(cards), "card_set": "green", "mode": "table",
               "challenge": 0}, random.Random(0))
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    s = apply_move(apply_move(s, {"type": "effect", "option": "A", "card": "D1"}), go("N"))
    if asked:
        with pytest.raises(NeedCard):
            apply_move(s, go("N"))
        s = apply_move(s, go("N", card="Y1"))
        assert P(s)["hand"][-1] == "Y1" and P(s)["top"] == "D1"
    else:
        s = apply_move(s, go("N"))
        assert P(s)["hand"][-1] == "D1" and P(s)["top"] is None
