"""A game as one declared plug-in: its rules, its web side, its words.

Each game's ``games/<key>/plugin.py`` builds one ``GamePlugin``; ``companion/registry.py``
lists them once.  Nothing else finds a game: no naming convention, no directory scan, no
``importlib``.  How to write one: docs/adding-a-game.md.

This module imports nothing of Flask: the plug-in's ``web`` is typed loosely here and
declared by ``companion.web.game_web.GameWeb``.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from companion.engine import Game


@dataclass(frozen=True)
class GamePlugin:
    """One game, declared.

    * ``rules``: the engine (``companion.engine.Game``): setup, moves, view, score, and the
      game's nature (simultaneous or independent moves, hidden information, chance).
    * ``web``: its web side (``companion.web.game_web.GameWeb``): forms, the presenter its
      templates call (``templates/games/<key>/``), the calculator.
    * ``messages``: its message catalogue, {code: entry} (codes start with the key).
    * ``directory``: the game's package folder; its Babel catalogue is ``translations/``
      there (its engine's texts and its templates' words).
    * ``editor``: the tap editor of the components (``companion.web.editor.ComponentEditor``),
      or None for a game with nothing to enter.
    * ``setup_text``: the setup to lay out as command-line text (``companion setup``).
    * ``sheet_text``: the score sheet as command-line text (``companion score``), or None
      for the platform's plain table.
    * ``templates``: the folder of the game's templates, or None for the app's
      ``templates/games/<key>/`` (a game shipped with the app); its templates are named
      ``games/<key>/...`` either way.
    """

    rules: Game
    web: Any
    messages: Mapping[str, Any]
    directory: Path
    setup_text: Callable[[Any], str]
    editor: Any | None = None
    sheet_text: Callable[[Any], str] | None = None
    templates: Path | None = None

    @property
    def key(self) -> str:
        """The registry and URL key ("tzolkin")."""
        return self.rules.key

    @property
    def title(self) -> str:
        """The published English title."""
        return self.rules.title

    @property
    def title_ja(self) -> str:
        """The published Japanese title."""
        return self.rules.title_ja

    @property
    def translations(self) -> Path:
        """The game's Babel catalogue folder."""
        return self.directory / "translations"
