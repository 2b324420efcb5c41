"""Mayan Curse as one plug-in (companion.plugin.GamePlugin), listed once in
companion/registry.py: its rules, its web side, its words."""
from __future__ import annotations

from pathlib import Path

from companion.games.mayan_curse.cli import setup_text, sheet_text
from companion.games.mayan_curse.messages import MESSAGES
from companion.games.mayan_curse.rules import GAME
from companion.games.mayan_curse.web.editor import EDITOR
from companion.games.mayan_curse.web.forms import WEB
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
