"""The turn builder's options remembered per process (``options``): a page of the builder
asks the rules what may follow the steps so far (turn_steps.options), and before any move of
the turn that includes the search for the slides a turn may start with, about 0.3 s of the
server's time on the sample set (bench/bench_mayan_curse_builder.py). A player going back a
step, reloading the page, switching its language or sent back by a refused turn asks for
steps already worked out; they are answered from here.

The key is the state's content (a digest of its pickle: a state is plain data), the seat, the
steps so far and the two switches, so an answer can only be given again for the same question.
What is handed out is a copy: nothing a page does to it reaches the next page.
"""
from __future__ import annotations

import hashlib
import json
import pickle
from typing import Any

from companion.games.mayan_curse.rules import turn_steps
from companion.replay_cache import LruCache

#: The answers kept, pickled (each a few kilobytes).
_answers = LruCache(size=64)


def _key(state: dict[str, Any], seat: int, partial: dict[str, Any], slides: bool,
         machete: bool) -> tuple:
    digest = hashlib.blake2b(pickle.dumps(state, pickle.HIGHEST_PROTOCOL),
                             digest_size=20).digest()
    return digest, seat, json.dumps(partial, sort_keys=True), slides, machete


def options(state: dict[str, Any], seat: int, partial: dict[str, Any], slides: bool = True,
            machete: bool = True) -> turn_steps.Options:
    """``turn_steps.options(state, seat, partial, slides, machete)``, answered again from the
    process's memory when asked before (a copy each time). Raises what it raises
    (``IllegalMove``), never remembered."""
    key = _key(state, seat, partial, slides, machete)
    kept = _answers.get(key)
    if kept is None:
        kept = pickle.dumps(turn_steps.options(state, seat, partial, slides, machete),
                            pickle.HIGHEST_PROTOCOL)
        _answers.put(key, kept)
    return pickle.loads(kept)


def clear() -> None:
    """Forget every answer (benchmarks)."""
    _answers.clear()
