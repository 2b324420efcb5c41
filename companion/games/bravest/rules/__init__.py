"""Bravest's rules, a library: nothing of the web, the database or Flask.

``GAME`` is the engine (``companion.engine.Game``).  Modules: ``game`` (the Game), ``setup``,
``components`` (tile catalogue and island geometry as data, with the samples in ``data/``),
``turn`` (taking and placing a tile, the selectors, refilling the distribution board),
``legal`` (the moves a seat or the table may make now), ``island`` (an island as it is
scored), ``trials`` (what a pass scores), ``courses`` (each hero's best course, by exact
search), ``scoring`` (the score sheets), ``documents`` (island documents), ``log`` (the move
log's messages) and ``names`` (names of things as ``Msg`` values).  Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt; readings in
docs/rulings/bravest.md.
"""
from .game import GAME

__all__ = ["GAME"]
