"""The games this server knows: one plug-in each (companion.plugin.GamePlugin), listed once.

Adding a game is adding its plug-in to ``_LISTED`` (docs/adding-a-game.md).  Nothing else
finds a game.  Importing this module also gives each game's message catalogue to
``companion.i18n`` (and the platform's own), so that a message of any game can be said.

Tests may add a game of their own for a while with ``registered(plugin)``.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from companion import core_messages, i18n
from companion.engine import Game
from companion.games.bravest.plugin import PLUGIN as bravest
from companion.games.mayan_curse.plugin import PLUGIN as mayan_curse
from companion.games.ohio_bob.plugin import PLUGIN as ohio_bob
from companion.games.tzolkin.plugin import PLUGIN as tzolkin
from companion.plugin import GamePlugin
from companion.web.game_web import GameWeb

#: The games in the order the home page lists them.
_LISTED = (tzolkin, mayan_curse, ohio_bob, bravest)

#: {key: plug-in} of every game this server knows, in the order the home page lists them.
PLUGINS: dict[str, GamePlugin] = {}
#: {key: rules} of the same games (``plugin.rules``, the engine), in the same order.
GAMES: dict[str, Game] = {}


def _add(plugin: GamePlugin) -> None:
    if not isinstance(plugin.rules, Game) or not isinstance(plugin.web, GameWeb):
        raise TypeError(f"{plugin.key}: a plug-in's rules are a companion.engine.Game and its "
                        f"web side a companion.web.game_web.GameWeb")
    PLUGINS[plugin.key] = plugin
    GAMES[plugin.key] = plugin.rules
    i18n.add_catalogue(plugin.key, plugin.messages, plugin.translations,
                       [plugin.directory, i18n.ROOT / "templates" / "games" / plugin.key])


i18n.add_catalogue("core", core_messages.MESSAGES)
for _plugin in _LISTED:
    _add(_plugin)


def plugin(key: str) -> GamePlugin | None:
    """The plug-in registered under ``key``, or None."""
    return PLUGINS.get(key) if isinstance(key, str) else None


def get_game(key: str) -> Game | None:
    """The rules (engine) of the game registered under ``key``, or None."""
    return GAMES.get(key) if isinstance(key, str) else None


def get_web(key: str) -> GameWeb:
    """The web side of the game registered under ``key``; raises ``KeyError`` for none."""
    return PLUGINS[key].web


@contextmanager
def registered(extra: GamePlugin) -> Iterator[GamePlugin]:
    """``extra`` registered while the block runs (a game of the tests' own), then removed."""
    if extra.key in PLUGINS:
        raise ValueError(f"a game called {extra.key} is registered already")
    _add(extra)
    try:
        yield extra
    finally:
        PLUGINS.pop(extra.key, None)
        GAMES.pop(extra.key, None)
        i18n.remove_catalogue(extra.key)
