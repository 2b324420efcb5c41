"""Bravest as one plug-in (companion.plugin.GamePlugin), listed once in
companion/registry.py: its rules, its web side, its words."""
from __future__ import annotations

from pathlib import Path

from companion.games.bravest.cli import setup_text, sheet_text
from companion.games.bravest.messages import MESSAGES
from companion.games.bravest.rules import GAME
from companion.games.bravest.web.editor import EDITOR
from companion.games.bravest.web.forms import WEB
from companion.plugin import GamePlugin

PLUGIN = GamePlugin(
    rules=GAME,
    web=WEB,
    messages=MESSAGES,
    directory=Path(__file__).resolve().parent,
    setup_text=setup_text,
    editor=EDITOR,
    sheet_text=sheet_text,
)
