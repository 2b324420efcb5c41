"""Mayan Curse's rules, a library: setup, the moves and their rules, the boulders, scoring and
the component sets, importing nothing of the web, the database or Flask
(tests/test_layers.py).  ``GAME`` is the engine (``companion.engine.Game``).

Rules: seed 000_00ff7833d23f07f1.txt; readings in docs/rulings/mayan_curse.md.
"""
from .game import GAME

__all__ = ["GAME"]
