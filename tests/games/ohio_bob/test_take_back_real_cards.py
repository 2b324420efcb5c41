"""With real cards, a move that drew a card from the deck is kept from a phone's take-back
(OhioBobGame.take_back_refused, docs/take-back.md): the player has seen the card, though the
app kept nothing of it hidden (seed 002 「探索」: a card is drawn and placed). Solo, the green
cards of the sample set (17 in the deck), seed 3."""
from __future__ import annotations

import random

from companion.games.ohio_bob.rules import GAME
from companion.games.ohio_bob.rules.moves import apply_move
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import P, go
from tests.games.ohio_bob.test_ohio_bob_top_card import _level_2, _table


def _solo_with_real_cards():
    return GAME.setup({"players": 1, "mode": "table", "card_set": "green"}, random.Random(3))


def test_the_first_room_drawn_from_the_real_deck_is_kept():
    start = _solo_with_real_cards()
    assert len(start["players"][0]["deck"]) == 17
    after = GAME.apply(start, GAME.parse_move(0, {"type": "first_room", "room": "G01",
                                                  "hand": "G02"}))
    # the two cards came off the real deck: 17 - 2 = 15 left, both seen
    assert len(after["players"][0]["deck"]) == 15
    assert GAME.take_back_refused(0, start, after, 1) == Msg(
        "table.take_back.revealed", things=Msg("ohio_bob.hidden_things"))
    assert render(GAME.take_back_refused(0, start, after, 1), "ja") == (
        "この手で、まだ誰も見ていなかったもの（山札から引いたカード）が明らかになりました。"
        "スマホからは取り消せません。全員が同意するなら、ホスト画面で取り消してください。")


def test_a_rest_draws_nothing_and_may_be_taken_back():
    start = _solo_with_real_cards()
    room = GAME.apply(start, GAME.parse_move(0, {"type": "first_room", "room": "G01",
                                                 "hand": "G02"}))
    rested = GAME.apply(room, GAME.parse_move(0, {"type": "rest"}))
    assert len(rested["players"][0]["deck"]) == 15      # nothing drawn
    assert GAME.take_back_refused(0, room, rested, 1) is None


# --- trial 45, item 4: the card a torch showed on top was seen already ----------------------------

def test_a_torch_naming_the_top_card_is_kept_and_exploring_with_a_known_top_card_is_not():
    """The top-card kit (tests/games/ohio_bob/test_ohio_bob_top_card.py).  Level 1: the torch
    looks at the top card (D1, seed 「トーチ」): seen, so kept from the take-back.  Level 2: T1,
    the other card drawn for the first room, went back on top (known); the torch copies it and
    the move west explores it: nothing unseen comes to light, so that move may be taken back
    (the phone says nothing of a reveal)."""
    s = apply_move(_table(), {"type": "play", "card": "H1", "option": "A"})
    looked = apply_move(s, {"type": "effect", "option": "A", "card": "D1"})
    assert P(looked)["top"] == "D1" and "D1" in P(looked)["deck"]
    assert GAME.take_back_refused(0, s, looked, 1) == Msg(
        "table.take_back.revealed", things=Msg("ohio_bob.hidden_things"))

    s = apply_move(_level_2(), {"type": "first_room", "room": "D1", "top": "T1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    s = apply_move(s, {"type": "effect", "option": "A"})      # T1's option A: a move any way
    explored = apply_move(s, go("W"))
    assert P(explored)["rooms"][-1]["card"] == "T1" and "T1" not in P(explored)["deck"]
    assert P(s)["top"] == "T1" and P(explored)["top"] is None
    assert GAME.take_back_refused(0, s, explored, 1) is None
