"""Ohio Bob with real cards (table mode): each revealed card is entered in the move that
reveals it; the engine refuses cards that are not in the deck."""
import random

import pytest

from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.steps import NeedCard
from companion.games.ohio_bob.rules.setup import setup
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import P, card, catalogue, eff, go, refused


def _table(cards):
    s = setup({"components": catalogue(cards), "card_set": "green", "mode": "table",
               "challenge": 0}, random.Random(0))
    return s


def test_first_room_names_both_drawn_cards():
    s = _table([card("R1"), card("H1")])
    with refused("ohio_bob.first_room.enter_other"):
        apply_move(s, {"type": "first_room", "room": "R1"})
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    assert P(s)["hand"] == ["super_gear", "H1"] and len(P(s)["deck"]) == 15
    assert "R1" not in P(s)["deck"]


def test_the_same_card_twice_is_refused_as_the_same_card():
    """1人プレイのセットアップ 6): the two cards drawn are two cards: entering the room's card
    again for the hand says that it must be the other one (not "enter the other card")."""
    s = _table([card("R1"), card("H1")])
    # the card named by what it shows equipment side up (the two are drawn without looking at
    # the temple side: its gem and options), not by the app's id (issue 38)
    red = Msg("ohio_bob.card.side_up", gem=Msg("ohio_bob.colour.red"), sides=[
        Msg("ohio_bob.card.option", option="A", effects=Msg("ohio_bob.effect.move", arrows="✥")),
        Msg("ohio_bob.card.option", option="B", effects=Msg(
            "ohio_bob.option.then", first=Msg("ohio_bob.effect.move", arrows="✥"),
            rest=Msg("ohio_bob.effect.move", arrows="✥")))])
    with refused("ohio_bob.first_room.same_card", card=red) as err:
        apply_move(s, {"type": "first_room", "room": "R1", "hand": "R1"})
    assert render(err.value.message, "en") == ("The card for your hand is the other card "
                                               "drawn: the red-gem card (A: Move ✥ and "
                                               "B: Move ✥, Move ✥) is already the first "
                                               "room.")
    assert render(err.value.message, "ja") == ("手札に加えるのは引いたもう1枚のカードです："
                                               "赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥）はすでに最初の部屋です。")


def test_exploring_needs_the_revealed_card_from_the_deck():
    s = _table([card("R1"), card("H1")])
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    with pytest.raises(NeedCard):
        apply_move(s, go("W"))
    with refused("ohio_bob.deck.not_in", card="R1"):
        apply_move(s, go("W", card="R1"))
    with refused("ohio_bob.draw.not_needed"):
        apply_move(s, go("N", card="F03"))
    s2 = apply_move(s, go("W", card="F03"))
    assert P(s2)["rooms"][-1]["card"] == "F03" and "F03" not in P(s2)["deck"]
    listed = [m for m in legal_moves(s) if m.get("dir") == "W"]
    assert len(listed) == 15 and {m["card"] for m in listed} == set(P(s)["deck"])


def test_coloured_chest_checks_the_colour_against_the_deck():
    s = _table([card("R1", rows=("y..", "...", "S..")),
                card("H1", B=[{"type": "move", "dirs": "N"}] * 2),
                card("Y1", gem="yellow")])
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    s = apply_move(apply_move(s, {"type": "play", "card": "H1", "option": "B"}), go("N"))
    with refused("ohio_bob.draw.chest_colour", colour=Msg("ohio_bob.colour.yellow")):
        apply_move(s, go("N", card="F01"))
    s = apply_move(s, go("N", card="Y1"))
    assert P(s)["hand"][-1] == "Y1"


def test_torch_names_the_top_card():
    s = _table([card("R1"), card("H1", A=[eff("torch")]), card("D1", A=[{"type": "move", "dirs": "N"}])])
    s = apply_move(s, {"type": "first_room", "room": "R1", "hand": "H1"})
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    with pytest.raises(NeedCard):
        apply_move(s, {"type": "effect", "option": "A"})
    s = apply_move(s, {"type": "effect", "option": "A", "card": "D1"})
    assert P(s)["await"]["effect"]["dirs"] == "N" and "D1" in P(s)["deck"]
