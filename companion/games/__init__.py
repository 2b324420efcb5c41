"""The games registry: every game the companion knows, playable or announced.

``GAMES`` maps a game key ("tzolkin") to its Game object (see ``companion.engine.Game``).
A game whose web side has not landed has ``playable = False``: the home page says it is
coming and no table can be created for it (its engine, setup and scoring are usable from
Python and the command line).
"""
from __future__ import annotations

from companion.engine import Game


def _load() -> dict[str, Game]:
    from companion.games.bravest.game import GAME as bravest
    from companion.games.mayan_curse.game import GAME as mayan_curse
    from companion.games.ohio_bob.game import GAME as ohio_bob
    from companion.games.tzolkin.game import GAME as tzolkin

    return {game.key: game for game in (tzolkin, mayan_curse, ohio_bob, bravest)}


GAMES: dict[str, Game] = _load()


def get_game(key: str) -> Game | None:
    """The game registered under ``key``, or None."""
    return GAMES.get(key)
