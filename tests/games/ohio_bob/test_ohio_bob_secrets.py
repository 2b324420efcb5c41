"""What Ohio Bob hides from everyone (``GAME.hidden``), from the view's rule ("1人プレイの
セットアップ" step 5: the deck's top card lies with its equipment side up, the order below it is
unknown): with the app as the deck, every card of a deck but the face-up ones, and the seed of
the later shuffles.  The view check (tests/conformance/views.py) on two-player games too (the
conformance suite plays the solo game)."""
import random

import pytest

from companion.games.ohio_bob.rules import GAME
from tests.conformance.views import check_views


def test_the_cards_below_the_face_up_ones_and_the_shuffle_seed_are_nobodys():
    """At the start two cards are drawn face up for the first room and the one under them
    shows its equipment side: the rest of the deck is hidden.  Once the room is chosen the
    top card is face up, the cards below it hidden."""
    s = GAME.setup({"players": 1}, random.Random(2))
    deck = s["players"][0]["deck"]
    assert s["players"][0]["await"]["options"] == deck[:2]
    assert GAME.view(s, 0)["players"][0]["deck"] == {"count": len(deck), "top": deck[2]}
    assert GAME.hidden(s) == [("shuffle_seed",)] + [
        ("players", 0, "deck", i) for i in range(3, len(deck))]
    s = GAME.apply(s, GAME.parse_move(0, {"type": "first_room", "room": deck[0]}))
    left = s["players"][0]["deck"]
    assert left == deck[2:]
    assert GAME.hidden(s) == [("shuffle_seed",)] + [
        ("players", 0, "deck", i) for i in range(1, len(left))]


def test_with_real_cards_only_the_seed_is_hidden():
    """With real cards the app keeps the cards still in a deck in no order (the moves offered
    name them): no order to hide."""
    s = GAME.setup({"players": 2, "mode": "table"}, random.Random(2))
    assert GAME.hidden(s) == [("shuffle_seed",)]
    assert GAME.secrets(s, 0) == [] and GAME.secrets(s, 1) == []


@pytest.mark.parametrize("mode", ["app", "table"])
def test_two_players_views_hide_the_decks(mode):
    """A two-player game played at random through ``legal_moves``: no view shows a hidden
    card nor the seed, at any state (both decks checked)."""
    rng = random.Random(5)
    s = GAME.setup({"players": 2, "mode": mode}, random.Random(5))
    states = [s]
    while not GAME.is_over(s) and len(states) < 300:
        moves = [m for seat in range(2) for m in GAME.legal_moves(s, seat)]
        move = rng.choice(moves)
        s = GAME.apply(s, GAME.parse_move(move.get("seat"), move))
        states.append(s)
    done = check_views(GAME, states, 2)
    assert done.hidden >= len(states)
