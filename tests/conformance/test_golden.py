"""A golden playthrough per game, compared move by move (as OpenSpiel's playthrough tests).

tests/conformance/golden/<key>.json holds a seeded random game: the options and seed, the
digest of State0, then each move (the seat, the payload, its log line as a stored message, the
digest of the state after it), and the totals at the end.  The test sets the game up again,
applies the same moves and compares after each one, so a change of the rules shows as the first
move whose state differs.

When a change of the rules is intended, write the files again and review the diff:

    COMPANION_GOLDEN=write .venv/bin/python -m pytest -q -p no:cacheprovider \
        tests/conformance/test_golden.py -k <key>

(the playthrough is chosen again through ``legal_moves`` with the same seed).
"""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from companion.engine import format_points
from companion.message import encode
from tests.conformance.kit import digest, games, options, player_count, playout

GOLDEN = Path(__file__).resolve().parent / "golden"
SEED = "1"


def golden_document(plugin) -> dict:
    """A new golden playthrough of the game: a random game with seed ``SEED``."""
    game = plugin.rules
    count = player_count(plugin)
    result = playout(plugin, seed=int(SEED), count=count)
    return {
        "game": plugin.key,
        "seed": SEED,
        "options": options(plugin, count),
        "state0": digest(result.state0),
        "moves": [{"seat": s.seat, "payload": s.payload,
                   "line": encode(game.describe_move(s.move, s.before)),
                   "state": digest(s.after)} for s in result.steps],
        "totals": {str(seat): format_points(points)
                   for seat, points in game.score(result.final).totals.items()},
    }


def write(path: Path, document: dict) -> None:
    """The document as JSON with one line per top-level entry and per move (a diff after a
    change of the rules then reads move by move)."""
    def one(value) -> str:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)

    lines = [f" {one(name)}: {one(value)}," for name, value in document.items()
             if name != "moves"]
    moves = ",\n".join(f"  {one(m)}" for m in document["moves"])
    lines.append(f' "moves": [\n{moves}\n ]')
    path.write_text("{\n" + "\n".join(lines) + "\n}\n", encoding="utf-8")


@pytest.mark.parametrize("key", games("plays"))
def test_the_golden_playthrough_replays_move_by_move(plugin):
    path = GOLDEN / f"{plugin.key}.json"
    if os.environ.get("COMPANION_GOLDEN") == "write":
        write(path, golden_document(plugin))
    if not path.exists():
        golden_document(plugin)  # a game that cannot play through legal_moves fails here
        pytest.fail(f"no golden playthrough {path.name}: write it with COMPANION_GOLDEN=write "
                    f"(see this module's docstring)")
    doc = json.loads(path.read_text(encoding="utf-8"))
    game = plugin.rules
    state = game.setup(doc["options"], random.Random(f"{plugin.key}:{doc['seed']}"))
    assert digest(state) == doc["state0"], "the setup differs from the golden one"
    for number, entry in enumerate(doc["moves"], start=1):
        move = game.parse_move(entry["seat"], entry["payload"])
        assert encode(game.describe_move(move, state)) == entry["line"], (
            f"move {number} ({entry['payload']}): its log line differs")
        state = game.apply(state, move)
        assert digest(state) == entry["state"], (
            f"move {number} ({entry['payload']}): the state after it differs")
    assert game.is_over(state)
    assert {str(s): format_points(p) for s, p in game.score(state).totals.items()} \
        == doc["totals"]
