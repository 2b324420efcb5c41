"""Random JSON move payloads to every game's engine: only InvalidMove or IllegalMove, never
another exception, and the state given to apply() is never changed (hypothesis)."""
from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.engine import IllegalMove, InvalidMove
from companion.registry import GAMES

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-1000, 1000),
                    st.floats(allow_nan=True), st.text(max_size=12),
                    st.sampled_from(["palenque", "tikal", "chichen_itza", "w01", "m01", "b01",
                                     "corn", "wood", "N", "E", "A", "B", "start"]))
JSON = st.recursive(SCALARS, lambda children: st.one_of(
    st.lists(children, max_size=4), st.dictionaries(st.text(max_size=10), children, max_size=4)),
    max_leaves=12)
TYPES = st.sampled_from(["choose_wealth", "end_state", "place", "pickup", "beg", "calendar",
                         "draw", "turn", "stela_value", "play", "rest", "climb", "effect",
                         "deal", "first_room", "trade", "discard", "teleport", "skip", "done"])
MOVES = st.one_of(JSON, st.builds(lambda t, rest: {**rest, "type": t}, TYPES,
                                  st.dictionaries(st.sampled_from(
                                      ["tiles", "gears", "workers", "temple", "days", "document",
                                       "slot", "cell", "rotation", "card", "option", "dir",
                                       "stones", "seat", "start", "face_down"]), JSON,
                                      max_size=4)))
SETUPS = {
    "tzolkin": {"players": [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]},
    "mayan_curse": {"players": [{"name": "Ana", "colour": "red"}, {"name": "Ben",
                                                                   "colour": "blue"}]},
    "ohio_bob": {"players": 1},
    "bravest": {"players": 2, "names": ["Ana", "Ben"]},
}
STATES = {key: GAMES[key].setup(options, random.Random(3)) for key, options in SETUPS.items()}


@pytest.mark.parametrize("key", sorted(SETUPS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=MOVES, seat=st.one_of(st.none(), st.integers(-2, 5)))
def test_random_payloads_only_raise_move_errors(key, data, seat):
    game, state = GAMES[key], STATES[key]
    before = copy.deepcopy(state)
    try:
        game.apply(state, game.parse_move(seat, data))
    except (InvalidMove, IllegalMove):
        pass
    assert state == before
