"""Every game's engine keeps the declared protocol (companion/engine.py ``Game``): setup
reproducible from the seed, ``apply`` never changes its input, bad payloads refused with
``InvalidMove``/``IllegalMove`` only, a random game through ``legal_moves`` that ends and scores.

Parametrised over every registered game and the tests' tiny game (tests/conformance/kit.py).
"""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from companion.engine import MIGRATE, READINGS, Game, IllegalMove, InvalidMove, ScoreSheet
from companion.registry import PLUGINS
from tests.conformance.kit import (KEYS, TINY_PLUGIN, choices, games, marks_for, player_count,
                                   playout, setup, snapshot)


def counts_of(*doing: str) -> list:
    """``pytest.param(key, count)`` for every game and every player count it allows."""
    out = []
    for key in KEYS:
        found = PLUGINS.get(key) or TINY_PLUGIN
        for count in found.rules.player_counts:
            out.append(pytest.param(key, count, marks=marks_for(key, *doing),
                                    id=f"{key}-{count}p"))
    return out


# --- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", games())
def test_setup_is_reproducible_from_the_seed(plugin):
    """The same options and seed give the same State0, JSON as it is stored; other seeds
    give another State0 (every game here has chance at setup: a shuffle, a draw)."""
    first = setup(plugin, "17")
    assert setup(plugin, "17") == first
    assert json.loads(json.dumps(first)) == first, "State0 is not plain JSON"
    others = [setup(plugin, str(seed)) for seed in range(5)]
    assert any(other != first for other in others), "no other seed changes the setup"


@pytest.mark.parametrize("key", games())
def test_every_player_count_sets_up(plugin):
    """Each allowed player count sets up, with one view per seat and the host's."""
    for count in plugin.rules.player_counts:
        state = setup(plugin, "3", count)
        for seat in [None, *range(count)]:
            assert isinstance(plugin.rules.view(state, seat), dict)


@pytest.mark.parametrize("key", games())
def test_rules_versions_are_declared(plugin):
    """The game's rules version is a whole number from 1, and every older version says how
    a table started under it goes on (docs/adding-a-game.md, "Rules versions"); a version
    kept under its reading gives its setup, a migrated one its log."""
    game = plugin.rules
    assert type(game.rules_version) is int and game.rules_version >= 1
    assert sorted(game.older_rules) == list(range(1, game.rules_version))
    assert set(game.older_rules.values()) <= set(READINGS)
    for version, reading in game.older_rules.items():
        if reading == MIGRATE:
            assert type(game).upgrade_log is not Game.upgrade_log, version


@pytest.mark.parametrize("key", games())
def test_moves_made_at_once_are_declared(plugin):
    """A game whose ``simultaneous`` names moves declares ``moves_at_once`` (the platform reads
    the declaration, not the method: companion/tables/log.py), and one that does not, not."""
    game = plugin.rules
    assert game.moves_at_once == (type(game).simultaneous is not Game.simultaneous)


# --- apply never changes its input --------------------------------------------------------------

@pytest.mark.parametrize("key", games("plays"))
def test_apply_never_mutates_its_input(plugin):
    """Over a random game (which compares each state with a deep copy as it goes), each move
    applied again to the state before it leaves that state as it was and gives the same
    state after: plain JSON, as it is stored, and so are the moves."""
    game = plugin.rules
    for step in playout(plugin, seed=5).steps:
        kept = snapshot(step.before)
        assert game.apply(step.before, step.move) == step.after
        assert step.before == kept
        assert json.loads(json.dumps(step.after)) == step.after, "a state that is not JSON"
        assert json.loads(json.dumps(step.move)) == step.move, "a move that is not JSON"


@pytest.mark.parametrize("key", games("plays"))
def test_every_move_legal_moves_offers_is_taken(plugin):
    """At every other one of the first 40 states of a random game, every move
    ``legal_moves`` offers any seat (and the table) is one ``parse_move`` and ``apply``
    take."""
    game = plugin.rules
    seats = player_count(plugin)
    refused = []
    for step in playout(plugin, seed=6).steps[:40:2]:
        for seat, payload in choices(game, step.before, seats):
            try:
                game.apply(step.before, game.parse_move(seat, payload))
            except (InvalidMove, IllegalMove) as exc:
                refused.append(f"seat {seat!r}, {payload!r}: {exc.message!r}")
    assert not refused, f"{len(refused)} offered moves refused:\n" + "\n".join(refused[:10])


# --- bad payloads -------------------------------------------------------------------------------

BAD_PAYLOADS = [
    None, [], [1, 2], "place", 7, 1.5, True, {}, {"type": None}, {"type": 3},
    {"type": ""}, {"type": "no_such_move"}, {"type": ["place"]}, {"type": {"x": 1}},
    {"type": "place", "seat": "x"}, {"type": "take", "count": 10**30},
    {"type": "bid", "bid": -10**30}, {"type": "turn", "moves": None},
    {"type": "draw", "stones": [None] * 3}, {"type": "deal", "slot": 10**18},
    {"seat": 0}, {"type": "x" * 10_000},
]


def refused_only(game, state, seat, payload, kept=None) -> str | None:
    """None when ``payload`` sent by ``seat`` is either a move ``apply`` takes or refused with
    ``InvalidMove``/``IllegalMove`` carrying a message, ``state`` unchanged (compared with
    ``kept``, a deep copy of it, taken here when not given); else what went wrong (the case,
    for the report)."""
    kept = snapshot(state) if kept is None else kept
    try:
        game.apply(state, game.parse_move(seat, payload))
    except (InvalidMove, IllegalMove) as exc:
        if not exc.message:
            return f"seat {seat!r}, {payload!r}: a refusal without a message"
    except Exception as exc:  # noqa: BLE001 - what the suite is looking for
        return f"seat {seat!r}, {_short(payload)}: {type(exc).__name__}: {exc}"
    if state != kept:
        return f"seat {seat!r}, {_short(payload)}: the state given to apply changed"
    return None


def _short(value) -> str:
    text = repr(value)
    return text if len(text) < 160 else text[:150] + "…"


def no_failures(found: list[str | None]) -> None:
    """Every case passed (a report of the first failing ones otherwise)."""
    failed = list(dict.fromkeys(f for f in found if f))
    assert not failed, f"{len(failed)} payloads not refused cleanly:\n" + "\n".join(failed[:12])


@pytest.mark.parametrize("key", games("payloads"))
def test_bad_payloads_are_refused_with_a_message(plugin):
    """Missing, unknown and wrongly typed fields, huge numbers, None, lists, strings."""
    state = setup(plugin, "1")
    no_failures([refused_only(plugin.rules, state, seat, payload)
                 for seat in [None, 0, player_count(plugin) - 1, -1, 99]
                 for payload in BAD_PAYLOADS])


JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
              st.text(max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=10)
PAYLOADS = st.one_of(JSON, st.dictionaries(
    st.sampled_from(["type", "seat", "count", "bid", "tiles", "slot", "cell", "rotation",
                     "stones", "stela", "value", "moves", "card", "document"]),
    JSON, max_size=5))


class Start:
    """A game's rules and a State0, named by the game's key alone in a report (hypothesis
    prints its arguments)."""

    def __init__(self, plugin):
        self.rules, self.state = plugin.rules, setup(plugin, "1")

    def __repr__(self) -> str:
        return f"Start({self.rules.key})"


@pytest.fixture
def start(plugin) -> Start:
    """The game under test and a State0 of it."""
    return Start(plugin)


@pytest.mark.parametrize("key", games("payloads"))
@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(payload=PAYLOADS, seat=st.one_of(st.none(), st.integers(-2, 7)))
@example(payload={"type": []}, seat=0)
def test_any_json_payload_is_refused_or_taken(start, payload, seat):
    """Any JSON value, as a whole payload or as the fields of one (hypothesis, the same
    examples on every run: a failure here must not come and go)."""
    no_failures([refused_only(start.rules, start.state, seat, payload)])


#: What each field of a legal move is replaced by, one at a time.
WRONG_VALUES = [None, 10**30, -(10**30), -1, 1.5, "x", "", [], {}, True, [None]]


@pytest.mark.parametrize("key", games("plays", "payloads"))
def test_legal_moves_with_a_wrong_field_are_refused_or_taken(plugin):
    """Each move a random game offered, with one field dropped or replaced by a value of
    another type or size, or with a field no move has: refused with a message (or taken,
    when still a move of the game), never another exception."""
    game = plugin.rules
    found = []
    for step in playout(plugin, seed=2).steps[:60]:
        payload, kept = step.payload, snapshot(step.before)
        cases = [{**payload, "no_such_field": 1}]
        for name in payload:
            cases.append({k: v for k, v in payload.items() if k != name})
            cases += [{**payload, name: wrong} for wrong in WRONG_VALUES]
        found += [refused_only(game, step.before, step.seat, case, kept) for case in cases]
    no_failures(found)


# --- a random game to its end -------------------------------------------------------------------

def ends_and_scores(plugin, count: int, seed: int) -> None:
    """A random game of ``count`` seats ends within the bound, and its score sheet has one
    total per seat, places no seat twice, and its places go down by total."""
    game = plugin.rules
    result = playout(plugin, seed=seed, count=count)
    assert game.is_over(result.final)
    sheet = game.score(result.final)
    assert isinstance(sheet, ScoreSheet)
    assert len(sheet.players) == count
    assert sorted(sheet.totals) == list(range(count))
    placed = [s for place in sheet.ranking for s in place]
    assert len(placed) == len(set(placed)) and set(placed) <= set(range(count))
    if game.sheet_has_total:  # places go down by total (a game may leave seats unranked:
        totals = [max(sheet.totals[s] for s in place) for place in sheet.ranking]  # Mayan
        assert totals == sorted(totals, reverse=True)  # Curse ranks only those who escaped)
    json.dumps(sheet.to_json())


@pytest.mark.parametrize(("key", "count"), counts_of("plays"))
def test_a_random_game_ends_and_scores(plugin, count):
    """One seeded random game per player count, through ``legal_moves`` only."""
    ends_and_scores(plugin, count, seed=1)


@pytest.mark.slow
@pytest.mark.parametrize(("key", "count"), counts_of("plays"))
def test_more_random_games_end_and_score(plugin, count):
    """Five more seeds per player count."""
    for seed in range(10, 15):
        ends_and_scores(plugin, count, seed)
