"""Where Tzolk'in's secrets are (``GAME.secrets``, ``GAME.hidden``), from the view's rules (seed
003, 「個人の準備と少人数の中立コマ」, 「盤と共通の準備」): the four wealth tiles dealt to a seat
are its own for the whole game, its choice until every seat has chosen; the undealt tiles not
revealed for the neutral workers, the building decks and the monuments left out are nobody's.
The view check (tests/conformance/views.py) on every table size, before and after the choices.
"""
import pytest

from companion.games.tzolkin.rules import GAME
from tests.conformance.views import check_views
from tests.games.tzolkin.kit import setup_snapshot


def dealt(seat):
    """The paths of the four tiles dealt to ``seat``."""
    return [("wealth_dealt", str(seat), i) for i in range(4)]


def choose(state, seat):
    """``state`` after ``seat`` chose the first two tiles dealt to it."""
    tiles = state["wealth_dealt"][str(seat)][:2]
    return GAME.apply(state, GAME.parse_move(seat, {"type": "choose_wealth", "tiles": tiles}))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_seats_dealt_tiles_are_its_own_and_its_choice_until_all_have_chosen(n):
    s = setup_snapshot(n, seed=3)
    states = [s]
    assert [GAME.secrets(s, seat) for seat in range(n)] == [dealt(seat) for seat in range(n)]
    s = choose(s, 0)
    states.append(s)
    assert GAME.secrets(s, 0) == dealt(0) + [("wealth_chosen", "0", 0), ("wealth_chosen", "0", 1)]
    assert GAME.secrets(s, 1) == dealt(1)
    for seat in range(1, n):
        s = choose(s, seat)
        states.append(s)
    assert s["phase"] == "playing"          # every choice revealed, the dealt tiles never
    assert [GAME.secrets(s, seat) for seat in range(n)] == [dealt(seat) for seat in range(n)]
    check_views(GAME, states, n)


@pytest.mark.parametrize("n, monuments", [(2, 4), (3, 5), (4, 6)])
def test_the_undealt_tiles_the_decks_and_the_monuments_left_out_are_nobodys(n, monuments):
    """Of the 21 wealth tiles 4 per seat are dealt; those revealed for the neutral workers are
    shown, the other undealt ones hidden.  14 age 1 buildings, 6 of them on the row; 18 age 2
    ones; 13 monuments, 4/5/6 revealed with 2/3/4 players, the others back in the box."""
    s = setup_snapshot(n, seed=3)
    hidden = GAME.hidden(s)
    undealt = [s["wealth_undealt"][p[1]] for p in hidden if p[0] == "wealth_undealt"]
    revealed = {e["tile"] for e in s["neutral_reveal"]}
    assert sorted(undealt + [t for t in s["wealth_undealt"] if t in revealed]) \
        == sorted(s["wealth_undealt"]) and len(s["wealth_undealt"]) == 21 - 4 * n
    assert not revealed & set(undealt)
    assert [p for p in hidden if p[0] == "building_decks"] == \
        [("building_decks", "1", i) for i in range(14 - 6)] + \
        [("building_decks", "2", i) for i in range(18)]
    assert [p for p in hidden if p[0] == "monuments_out"] == \
        [("monuments_out", i) for i in range(13 - monuments)]
    check_views(GAME, [s], n)
