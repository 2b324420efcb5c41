"""Ohio Bob with a set being completed and real cards (entering.py): the cards not entered yet
wait in the deck as places, a card revealed is entered by the move ``enter_card`` and takes the
lowest such place, then is named as usual; impossible, known or untimely entries are refused.

Rules source: 002 "探索" (the card drawn is turned over to its temple side), "1人プレイのセット
アップ" 6) (two cards drawn: one to the hand, one as the first room)."""
import random

import pytest

from companion.engine import InvalidMove, InvalidOptions
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.setup import setup
from companion.i18n import render
from tests.games.ohio_bob.kit import P, card, catalogue, refused


def _entry(c):
    return {k: c[k] for k in ("gem", "options", "room")}


def _draft():
    """G01 and G02 entered, the other 15 green places not yet (the blue set complete)."""
    cat = catalogue([card("G01"), card("G02", gem="yellow")])
    cat["sets"]["green"][2:] = [None] * 15
    return cat


def _table(**options):
    return setup({"components": _draft(), "card_set": "green", "mode": "table",
                  "challenge": 0, **options}, random.Random(0))


NEW = card("X", rows=("T..", "...", ".S."), gem="blue")


def test_the_cards_not_entered_yet_wait_in_the_deck_as_places():
    s = _table()
    assert sorted(s["cards"]) == ["G01", "G02"]
    assert s["unknown"]["G03"] == {"set": "green", "n": 3} and len(s["unknown"]) == 15
    assert sorted(P(s)["deck"]) == [f"G{i:02d}" for i in range(1, 18)]


def test_the_app_as_the_deck_needs_every_card_of_the_set():
    with pytest.raises(InvalidOptions) as err:
        setup({"components": _draft(), "card_set": "green", "mode": "app", "challenge": 0},
              random.Random(0))
    assert render(err.value.message, "en").startswith(
        "The green floor set has 2 of its 17 temple cards entered")


def test_a_card_revealed_is_entered_then_named_as_usual():
    s = _table()
    # only the known cards are offered for the two first cards, the places are not
    assert {m["room"] for m in legal_moves(s)} == {"G01", "G02"}
    s = apply_move(s, {"type": "enter_card", "entry": _entry(NEW)})
    assert s["cards"]["G03"]["room"]["grid"][0][0] == "trap" and "G03" not in s["unknown"]
    assert s["cards"]["G03"]["set"] == "green" and len(s["unknown"]) == 14
    s = apply_move(s, {"type": "first_room", "room": "G03", "hand": "G01"})
    assert P(s)["rooms"][0]["card"] == "G03" and P(s)["pawn"] is not None
    assert P(s)["hand"] == ["super_gear", "G01"]


def test_a_card_the_set_knows_is_refused_naming_it():
    s = _table()
    with refused("ohio_bob.enter.known") as err:
        apply_move(s, {"type": "enter_card", "entry": _entry(card("G02", gem="yellow"))})
    # named by what G02 shows (a yellow gem, a room with only its stairs), not by "G02"
    assert render(err.value.message, "en") == (
        "This card is already in your set, as the yellow-gem card (room: stairs): choose it "
        "from the list of cards.")
    assert render(err.value.message, "ja") == (
        "このカードはすでにセットに黄の宝石のカード（部屋：階段）としてあります。カードの一覧から選んでください。")


def test_an_impossible_card_is_refused_naming_its_place_and_the_space():
    s = _table()
    bad = _entry(NEW)
    bad["room"] = {"grid": [["trap", "empty", "empty"], ["empty", "stairs", "empty"],
                            ["empty", "stairs", "empty"]], "walls": [], "doors": []}
    with pytest.raises(InvalidMove) as err:
        apply_move(s, {"type": "enter_card", "entry": bad})
    text = render(err.value.message, "en")
    # the card revealed, never the app's id for the place it takes (issue 38)
    assert text.startswith("The card revealed, 2nd row from the top, 2nd space from the "
                           "left"), text
    assert "G03" not in text
    assert "上から2行目・左から2列目" in render(err.value.message, "ja")


def test_nothing_to_enter_when_no_card_is_being_revealed():
    s = _table()
    s = apply_move(s, {"type": "first_room", "room": "G01", "hand": "G02"})
    assert P(s)["await"]["kind"] == "turn"
    with refused("ohio_bob.enter.none"):
        apply_move(s, {"type": "enter_card", "entry": _entry(NEW)})


def test_a_room_explored_is_entered_at_the_moment_it_is_revealed():
    """探索: G01's stairs at row 3, column 1; the Super Gear west leaves the card, so a new room
    is revealed: the card the set does not know is entered, then placed to the west."""
    s = _table()
    s = apply_move(s, {"type": "first_room", "room": "G01", "hand": "G02"})
    s = apply_move(s, {"type": "play", "card": "super_gear", "option": "A"})
    assert P(s)["await"]["kind"] == "effect"
    assert not [m for m in legal_moves(s) if m.get("dir") == "W"]   # no known card to reveal
    s = apply_move(s, {"type": "enter_card", "entry": _entry(NEW)})
    west = [m for m in legal_moves(s) if m.get("dir") == "W"]
    assert west == [{"type": "effect", "dir": "W", "card": "G03"}]
    s = apply_move(s, west[0])
    assert P(s)["rooms"][-1]["card"] == "G03" and "G03" not in P(s)["deck"]
