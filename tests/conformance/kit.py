"""What the conformance suite does to every game: its games, their options, a seeded random
playout through ``legal_moves``, the messages it produced, the digest of a state.

The suite reaches the games only through ``companion.registry.PLUGINS`` (and the tests' own
tiny game, tests/tiny_game, registered for a while by ``tiny_registered``): it never imports a
game's modules, so it holds whatever a game's package looks like inside.
"""
from __future__ import annotations

import hashlib
import json
import os
import pickle
import random
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from companion.engine import Game, IllegalMove, InvalidMove, Move, State
from companion.message import Msg, Text
from companion.plugin import GamePlugin
from companion.registry import PLUGINS, registered
from tests.tiny_game.plugin import PLUGIN as TINY_PLUGIN

#: The tests' own game (tests/tiny_game): registered only while a test of it runs.
TINY = TINY_PLUGIN.key
#: Every game the suite runs: the registered ones, in the registry's order, then the tiny one.
KEYS = [*PLUGINS, TINY]
#: Players' names by seat (each different, as the new-table form requires).
NAMES = ("Ana", "Ben", "Cai", "Dai", "Emi", "Fumi")
#: The most moves a random playout makes before it is called endless (a failure).
MOVE_BOUND = 2_000

#: Known departures of the games from the declared protocol, found by this suite: per game,
#: (what the test does, the exception the test then fails with, the failing case).  Each is an
#: expected failure, strict: once the game is fixed the entry must go.  What a test does:
#: "plays" (a random game through ``legal_moves``), "payloads" (bad payloads).
KNOWN_GAPS: dict[str, list[tuple[str, tuple[type[BaseException], ...], str]]] = {}


def marks_for(key: str, *doing: str) -> list:
    """The expected-failure mark of game ``key`` for a test that does ``doing`` ("plays",
    "payloads"): a game whose ``legal_moves`` is still the declared default (it raises
    NotImplementedError: a game being written) fails every test that plays, for that reason only;
    and the game's ``KNOWN_GAPS``."""
    raises: list[type[BaseException]] = []
    reasons: list[str] = []
    if "plays" in doing and key in PLUGINS \
            and type(PLUGINS[key].rules).legal_moves is Game.legal_moves:
        raises.append(NotImplementedError)
        reasons.append("Game.legal_moves not written yet (issue 35 item 4)")
    else:
        for kind, errors, reason in KNOWN_GAPS.get(key, ()):
            if kind in doing:
                raises += errors
                reasons.append(reason)
    if not raises:
        return []
    return [pytest.mark.xfail(raises=tuple(raises), strict=True, reason="; ".join(reasons))]


def games(*doing: str) -> list:
    """``pytest.param`` of every game key with its marks for a test that does ``doing``
    (see ``marks_for``)."""
    return [pytest.param(key, marks=marks_for(key, *doing), id=key) for key in KEYS]


# --- the tiny game ------------------------------------------------------------------------------

TINY_DIR = Path(__file__).resolve().parent.parent / "tiny_game"


def compile_tiny_catalogue() -> None:
    """Compile the tiny game's Japanese .po into the .mo Babel reads (never committed); the
    file is replaced in one step, so parallel workers never read half of one."""
    folder = TINY_DIR / "translations" / "ja" / "LC_MESSAGES"
    po, mo = folder / "messages.po", folder / "messages.mo"
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return
    with po.open("rb") as f:
        catalogue = read_po(f, locale="ja")
    part = folder / f"messages.mo.{os.getpid()}"
    with part.open("wb") as f:
        write_mo(f, catalogue)
    part.replace(mo)


@contextmanager
def tiny_registered() -> Iterator[GamePlugin]:
    """The tiny game registered (its catalogue compiled) while the block runs."""
    compile_tiny_catalogue()
    with registered(TINY_PLUGIN) as plugin:
        yield plugin


# --- options and setup --------------------------------------------------------------------------

def player_count(plugin: GamePlugin) -> int:
    """The seats a test table has: the new-table form's default (the game's
    ``default_players``, else its second smallest count)."""
    counts = list(plugin.rules.player_counts)
    chosen = plugin.web.default_players
    return chosen if chosen in counts else counts[min(1, len(counts) - 1)]


def players(plugin: GamePlugin, count: int) -> list[dict[str, str]]:
    """``[{"name", "colour"}]`` for ``count`` seats, as the table service passes them."""
    colours = [value for value, _label in plugin.web.colours] or ["blue"]
    return [{"name": NAMES[i], "colour": colours[i % len(colours)]} for i in range(count)]


def options(plugin: GamePlugin, count: int | None = None) -> dict[str, Any]:
    """The options a table of the game gets from the table service with no game option set:
    its players only."""
    return {"players": players(plugin, count or player_count(plugin))}


def setup(plugin: GamePlugin, seed: str, count: int | None = None) -> State:
    """State0 of the game for ``seed``, drawn as the table service draws it."""
    return plugin.rules.setup(options(plugin, count), random.Random(f"{plugin.key}:{seed}"))


def digest(state: Any) -> str:
    """A short fingerprint of a state: the SHA-256 of its compact, key-sorted JSON."""
    raw = json.dumps(state, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:20]


# --- a random playout ---------------------------------------------------------------------------

@dataclass
class Step:
    """One move of a playout: who made it (``seat``, None: a table-wide entry), the payload
    as ``legal_moves`` gave it, the parsed move, and the states around it."""

    seat: int | None
    payload: Move
    move: Move
    before: State
    after: State


@dataclass
class Playout:
    """A random game: ``state0``, its ``steps``, the ``final`` state and every message it
    produced (log lines, refusals of a move sent again, the score sheet's details)."""

    state0: State
    steps: list[Step] = field(default_factory=list)
    messages: list[Any] = field(default_factory=list)

    @property
    def final(self) -> State:
        return self.steps[-1].after if self.steps else self.state0


def snapshot(state: State) -> State:
    """A deep copy of ``state`` to compare it with later: a pickle round trip, the same copy as
    ``copy.deepcopy`` gives of plain data (what states are) in a fraction of its time."""
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def choices(game: Game, state: State, seats: int) -> list[tuple[int | None, Move]]:
    """Every (seat, move) ``legal_moves`` offers now: each seat's, then the table-wide ones
    (None) that no seat was offered already."""
    found: list[tuple[int | None, Move]] = []
    seen: set[str] = set()
    for seat in [*range(seats), None]:
        for move in game.legal_moves(state, seat):
            key = json.dumps(move, sort_keys=True)
            if key not in seen:
                seen.add(key)
                found.append((seat, move))
    return found


def playout(plugin: GamePlugin, seed: int, count: int | None = None,
            bound: int = MOVE_BOUND, state0: State | None = None) -> Playout:
    """A game played to its end by always taking one of ``legal_moves`` at random (seeded by
    ``seed``), through ``parse_move`` and ``apply``; after each move, the move before it sent
    again (a refusal, usually) gives a refusal message.  Fails when no move is offered before
    the end, after ``bound`` moves, or when ``apply`` or ``view`` changed the state it was
    given (compared with a deep copy taken before)."""
    game = plugin.rules
    seats = count or player_count(plugin)
    rng = random.Random(seed)
    state = state0 if state0 is not None else setup(plugin, str(seed), seats)
    out = Playout(state0=state)
    while not game.is_over(state):
        assert len(out.steps) < bound, f"{plugin.key}: not over after {bound} moves"
        offered = choices(game, state, seats)
        assert offered, f"{plugin.key}: no legal move offered before the end (move " \
                        f"{len(out.steps) + 1})"
        seat, payload = rng.choice(offered)
        move = game.parse_move(seat, payload)
        kept = snapshot(state)
        out.messages.append(game.describe_move(move, state))
        after = game.apply(state, move)
        assert state == kept, f"{plugin.key}: apply changed the state it was given " \
                              f"(move {len(out.steps) + 1}: {payload})"
        for seat_seen in [None, *range(seats)]:
            game.view(state, seat_seen)
        assert state == kept, f"{plugin.key}: view changed the state it was given"
        out.steps.append(Step(seat, payload, move, state, after))
        kept = snapshot(after)
        try:  # the same move again, at once: usually refused (a message to say)
            game.apply(after, game.parse_move(seat, payload))
        except (InvalidMove, IllegalMove) as exc:
            out.messages.append(exc.message)
        assert after == kept, f"{plugin.key}: apply changed the state it was given " \
                              f"(move {len(out.steps)} sent again: {payload})"
        state = after
    sheet = game.score(state)
    out.messages += [r.detail for r in sheet.rows if r.detail is not None]
    out.messages += list(sheet.tie_breaks)
    return out


def flat_messages(values: list[Any]) -> list[Msg | Text]:
    """Every ``Msg`` in ``values`` (lists opened), nested ones included (each is said on its
    own too)."""
    out: list[Msg | Text] = []

    def walk(value: Any) -> None:
        if isinstance(value, (list, tuple)):
            for v in value:
                walk(v)
        elif isinstance(value, Msg):
            out.append(value)
            for v in value.params.values():
                walk(v)
    walk(values)
    return out
