"""Nim as one plug-in (companion.plugin.GamePlugin).  Never listed in companion/registry.py:
the tests register it for a while (``companion.registry.registered(PLUGIN)``)."""
from __future__ import annotations

from pathlib import Path

from companion.plugin import GamePlugin
from tests.tiny_game.cli import setup_text
from tests.tiny_game.messages import MESSAGES
from tests.tiny_game.rules import GAME
from tests.tiny_game.web.forms import WEB

HERE = Path(__file__).resolve().parent

PLUGIN = GamePlugin(
    rules=GAME,
    web=WEB,
    messages=MESSAGES,
    directory=HERE,
    setup_text=setup_text,
    templates=HERE / "templates",
)
