"""Ohio Bob as one plug-in (companion.plugin.GamePlugin), listed once in
companion/registry.py: its rules, its web side, its words."""
from __future__ import annotations

from pathlib import Path

from companion.games.ohio_bob.editor import EDITOR
from companion.games.ohio_bob.forms import WEB
from companion.games.ohio_bob.game import GAME
from companion.games.ohio_bob.messages import MESSAGES
from companion.plugin import GamePlugin

PLUGIN = GamePlugin(
    rules=GAME,
    web=WEB,
    messages=MESSAGES,
    directory=Path(__file__).resolve().parent,
    setup_text=GAME.setup_text,
    editor=EDITOR,
)
