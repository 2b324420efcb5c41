"""Ohio Bob as one plug-in (companion.plugin.GamePlugin), listed once in
companion/registry.py: its rules, its web side, its words."""
from __future__ import annotations

from pathlib import Path

from companion.plugin import GamePlugin

from .cli import setup_text
from .messages import MESSAGES
from .rules import GAME
from .web.editor import EDITOR
from .web.forms import WEB

PLUGIN = GamePlugin(
    rules=GAME,
    web=WEB,
    messages=MESSAGES,
    directory=Path(__file__).resolve().parent,
    setup_text=setup_text,
    editor=EDITOR,
)
