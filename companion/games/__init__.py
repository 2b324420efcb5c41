"""The games registry: every game the companion knows, playable or announced.

``GAMES`` maps a game key ("tzolkin") to its Game object (see ``companion.engine.Game``).
A game whose issue has not landed is listed with ``playable = False``: the home page says
it is coming and no table can be created for it.
"""
from __future__ import annotations

from companion.engine import Game


def _load() -> dict[str, Game]:
    from companion.games.tzolkin.game import GAME as tzolkin
    from companion.games import announced

    games: dict[str, Game] = {tzolkin.key: tzolkin}
    for game in announced.ANNOUNCED:
        games.setdefault(game.key, game)
    return games


GAMES: dict[str, Game] = _load()


def get_game(key: str) -> Game | None:
    """The game registered under ``key``, or None."""
    return GAMES.get(key)
