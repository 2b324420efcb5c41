"""The check that a game's views hide what it declares hidden (``Game.secrets``,
``Game.hidden``): markers put at the declared paths of a state must show only where the rules
let them (tests/conformance/test_views.py runs it on every game's random game; a game's own
tests run it on positions a random game does not reach)."""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from typing import Any

from companion.engine import Game, State

#: Markers at ints are this plus 1000 × the path's place plus the owner's seat (999: hidden from
#: all): numbers of one length, so one never reads inside another.
MARK_NUMBER = 97_000_000_000
#: The owner part of a marker for a value hidden from all.
ALL = 999


def marked(state: State, paths: list[tuple], owner: int) -> tuple[State, dict[str, tuple]]:
    """``state`` with a marker of its own at each of ``paths`` (the same kind of value as the
    one there: a number for a number, else a string; ``owner`` is the seat whose secrets they
    are, ``ALL`` for values hidden from all), and each marker as it reads in a view's JSON,
    with its path.  Fails on a path declared twice."""
    assert len(set(paths)) == len(paths), f"a path declared twice: {paths}"
    out = copy.deepcopy(state)
    texts: dict[str, tuple] = {}
    for place, path in enumerate(paths):
        *parents, last = path
        holder: Any = out
        for part in parents:
            holder = holder[part]
        marker: Any = (MARK_NUMBER + 1000 * place + owner if type(holder[last]) is int
                       else f"secret-mark-{owner}-{place}")
        holder[last] = marker
        texts[json.dumps(marker)] = path
    return out, texts


@dataclass
class Checked:
    """What ``check_views`` looked at: the paths of each kind, summed over the states."""

    secrets: int = 0
    hidden: int = 0


def at(state: State, path: tuple) -> Any:
    """The value at ``path`` in ``state``."""
    value: Any = state
    for part in path:
        value = value[part]
    return value


def look(game: Game, state: State, viewers: list[int | None]) -> dict[Any, str] | None:
    """Each viewer's view of ``state`` as JSON text, or None when a view fails on it (a marker
    where the view looks a value up: Ohio Bob's moves offered now play a coloured chest,
    which searches the deck)."""
    try:
        return {viewer: json.dumps(game.view(state, viewer)) for viewer in viewers}
    except Exception:  # noqa: BLE001 - any failure of a view on a marked state
        return None


def who(viewer: int | None) -> str:
    """A viewer as the check's messages name it."""
    return "the host screen" if viewer is None else f"seat {viewer}"


def check_paths(game: Game, state: State, paths: list[tuple], owner: int | None, seats: int,
                number: int) -> None:
    """The check of ``paths`` in ``state`` (after move ``number``): ``owner``'s secrets
    (``owner`` None: values hidden from all) marked together; where a view fails on the
    markers, each path on its own, and where it still fails, the value there changed into
    another one of those at ``paths`` must change no view but the owner's."""
    viewers = [None, *range(seats)]
    others = [v for v in viewers if owner is None or v != owner]
    secret, texts = marked(state, paths, ALL if owner is None else owner)
    views = look(game, secret, viewers)
    if views is None and len(paths) > 1:
        for path in paths:
            check_paths(game, state, [path], owner, seats, number)
        return
    if views is None:
        unchanged(game, state, paths[0], owner, others, number)
        return
    if owner is not None:
        missing = [path for marker, path in texts.items() if marker not in views[owner]]
        assert not missing, (
            f"after move {number}: seat {owner} does not see its own secret {missing[0]}")
    for viewer in others:
        leaks = [path for marker, path in texts.items() if marker in views[viewer]]
        whose = "hidden from all" if owner is None else f"seat {owner}'s secret"
        assert not leaks, f"after move {number}: {who(viewer)} sees {whose} at {leaks[0]}"


def unchanged(game: Game, state: State, path: tuple, owner: int | None,
              others: list[int | None], number: int) -> None:
    """A view fails with a marker at ``path``: the value there changed into another one the
    game declares beside it (of the same kind) changes no view of ``others``."""
    old = at(state, path)
    kin = game.hidden(state) if owner is None else game.secrets(state, owner)
    instead = next((at(state, tuple(p)) for p in kin
                    if type(at(state, tuple(p))) is type(old) and at(state, tuple(p)) != old),
                   None)
    assert instead is not None, (
        f"after move {number}: a view fails with a marker at {path}, and no other value "
        f"declared beside it to try there")
    changed = copy.deepcopy(state)
    *parents, last = path
    at(changed, tuple(parents))[last] = instead
    before, after = look(game, state, others), look(game, changed, others)
    assert before is not None and after is not None, (
        f"after move {number}: a view fails with {path} changed")
    for viewer in others:
        whose = "hidden from all" if owner is None else f"seat {owner}'s secret"
        assert before[viewer] == after[viewer], (
            f"after move {number}: {who(viewer)} sees {whose} at {path} (its view changes "
            f"with it)")


def check_views(game: Game, states: list[State], seats: int) -> Checked:
    """Every path ``game`` declares in ``states`` marked (each seat's secrets together, then
    what is hidden from all): a seat's secret shows in its own view only, a value hidden from
    all in no view.  Raises AssertionError naming the move number (0: the setup), the path
    and who sees it."""
    done = Checked()
    for number, state in enumerate(states):
        for owner in range(seats):
            paths = [tuple(p) for p in game.secrets(state, owner)]
            if paths:
                check_paths(game, state, paths, owner, seats, number)
                done.secrets += len(paths)
        paths = [tuple(p) for p in game.hidden(state)]
        if paths:
            check_paths(game, state, paths, None, seats, number)
            done.hidden += len(paths)
    return done
