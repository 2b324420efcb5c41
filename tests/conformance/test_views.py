"""A view hides what the rules hide (the declared ``Game.secrets`` and ``Game.hidden``).

For a game declaring ``hidden_information``, at every state of a random game, a marker of its own
at each declared path:

* a marker put where seat A's secret is held (``game.secrets(state, A)``: paths into the
  state) shows in A's own view and in no other seat's view, nor on the host screen (seat None);
* a marker put where the state holds what nobody may see (``game.hidden(state)``) shows in no
  view at all (a view may drop the value or give only how many there are).

Every view is plain JSON.  A game that declares ``hidden_information`` must say somewhere in
its playout where something is hidden; one that does not declare it may hide nothing.  A copy
of each game whose view is broken on purpose shows that the check finds a leak.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from companion.engine import Game, State
from tests.conformance.kit import games, player_count, playout
from tests.conformance.views import at, check_views

#: The states of a playout the deliberately broken views are tried on (the first ones).
BROKEN_STATES = 40


def played_states(plugin) -> list[State]:
    """The states of the suite's random game (seed 4): the setup, then after each move."""
    result = playout(plugin, seed=4)
    return [result.state0, *(step.after for step in result.steps)]


@pytest.mark.parametrize("key", games("plays"))
def test_a_view_hides_the_secrets_and_what_nobody_sees(plugin):
    """Every view of the suite's random game is JSON and hides what the game declares hidden
    (``check_views``); a game that declares ``hidden_information`` declares some path."""
    game = plugin.rules
    seats = player_count(plugin)
    states = played_states(plugin)
    for state in states:
        for seat in [None, *range(seats)]:
            json.dumps(game.view(state, seat))
    if not game.hidden_information:
        declared = [p for s in states for p in
                    [*game.hidden(s), *(q for o in range(seats) for q in game.secrets(s, o))]]
        assert not declared, f"{game.key} hides nothing (hidden_information) but declares " \
                             f"secrets at {declared[:3]}"
        pytest.skip("open information: every seat may see everything")
    done = check_views(game, states, seats)
    assert done.secrets or done.hidden, (
        f"{game.key} declares hidden_information but says nowhere where something is hidden "
        f"(Game.secrets, Game.hidden)")


# --- the check finds a leak ---------------------------------------------------------------------

def broken(game: Game, how: str, seats: int) -> Game:
    """A copy of ``game`` (a table of ``seats``) whose view is broken on purpose:
    ``"secrets"`` adds every other seat's secrets to a seat's view (all of them to the host
    screen's), ``"hidden"`` adds what nobody may see, ``"blind"`` gives every seat the host
    screen's view (a seat no longer sees its own secrets)."""

    class Broken(type(game)):
        """The game with its view broken (``how``)."""

        def view(self, state: State, seat: int | None) -> dict[str, Any]:
            """The game's view, broken as ``how`` says."""
            if how == "blind":
                return super().view(state, None)
            out = dict(super().view(state, seat))
            if how == "hidden":
                out["peek"] = [at(state, tuple(p)) for p in self.hidden(state)]
            else:
                out["peek"] = [at(state, tuple(p)) for other in range(seats) if other != seat
                               for p in self.secrets(state, other)]
            return out

    return Broken()


#: What each broken view makes the check say.
FOUND = {"secrets": "sees seat .*'s secret", "hidden": "hidden from all",
         "blind": "does not see its own secret"}


@pytest.mark.parametrize("key", games("plays"))
def test_the_check_finds_a_view_that_leaks(plugin):
    """Each kind of path the game declares in its playout: a view broken to leak it (or to
    hide a seat's own secret from it) fails the check, saying what it saw."""
    game = plugin.rules
    seats = player_count(plugin)
    states = played_states(plugin)[:BROKEN_STATES]
    if not game.hidden_information:
        pytest.skip("open information: nothing to leak")
    secrets = any(game.secrets(state, seat) for state in states for seat in range(seats))
    hidden = any(game.hidden(state) for state in states)
    kinds = (["secrets", "blind"] if secrets and seats > 1 else []) + (["hidden"] if hidden else [])
    assert kinds, f"{game.key}: nothing declared hidden in its first {BROKEN_STATES} states"
    for how in kinds:
        with pytest.raises(AssertionError, match=FOUND[how]):
            check_views(broken(game, how, seats), states, seats)
