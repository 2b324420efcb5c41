"""Tzolk'in's rules, a library: setup, moves, the calendar, scoring and the components, with
no web, database or Flask (tests/test_layers.py checks it).  ``GAME`` is the engine
(``companion.engine.Game``); play_state.py says which module holds which rule."""
from .game import GAME

__all__ = ["GAME"]
