"""A seat's view hides what the rules hide (the declared ``Game.secrets``).

For a game declaring ``hidden_information``, at every state of a random game: a marker put
where seat A's secret is held (``game.secrets(state, A)``: paths into the state) shows in A's
own view and in no other seat's view, nor on the host screen (seat None).  Every view is plain
JSON.
"""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from tests.conformance.kit import games, player_count, playout


def marked(state: dict, path: tuple, seat: int) -> tuple[dict, str]:
    """``state`` with a marker at ``path`` (the same kind of value as the secret: a number
    for a number, else a string), and the marker as it reads in a view's JSON."""
    out = copy.deepcopy(state)
    *parents, last = path
    holder: Any = out
    for part in parents:
        holder = holder[part]
    old = holder[last]
    marker: Any = 97_531_864_200 + seat if type(old) is int else f"secret-mark-{seat}"
    holder[last] = marker
    return out, json.dumps(marker)


@pytest.mark.parametrize("key", games("plays"))
def test_a_seats_view_hides_the_other_seats_secrets(plugin):
    game = plugin.rules
    seats = player_count(plugin)
    result = playout(plugin, seed=4)
    states = [result.state0, *(step.after for step in result.steps)]
    for state in states:
        for seat in [None, *range(seats)]:
            json.dumps(game.view(state, seat))
    if not game.hidden_information:
        pytest.skip("open information: every seat may see everything")
    checked = 0
    for number, state in enumerate(states):
        for owner in range(seats):
            for path in game.secrets(state, owner):
                secret, text = marked(state, tuple(path), owner)
                assert text in json.dumps(game.view(secret, owner)), (
                    f"after move {number}: seat {owner} does not see its own secret {path}")
                for other in [None, *range(seats)]:
                    who = "the host screen" if other is None else f"seat {other}"
                    if other != owner:
                        assert text not in json.dumps(game.view(secret, other)), (
                            f"after move {number}: {who} sees seat {owner}'s secret at {path}")
                checked += 1
    if not checked:
        pytest.skip(f"{game.key} declares hidden_information but says nowhere where a secret is "
                    f"(Game.secrets)")
