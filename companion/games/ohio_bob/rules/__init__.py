"""Ohio Bob's rules (seed 002: ../shared/seeds/002_3fc55720af9e78a8.txt), a library: it imports
nothing of the web, the database or Flask (tests/test_layers.py).

Modules: game (``GAME``, the companion.engine.Game), setup, components (+ data/), moves (one
handler per move) and steps (what the moves are made of), legal (the moves allowed now),
queries (questions that change nothing), entering (a card first met in play), explain (why a
choice is refused), log (the move log's lines), scoring (the result sheet), names (names of
things as messages).
"""
from .game import GAME

__all__ = ["GAME"]
