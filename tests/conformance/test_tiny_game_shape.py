"""The tiny game has the declared shape (docs/adding-a-game.md): its rules are a library that
imports in a Python where Flask, the web, the database and Babel are missing, and its plug-in
is accepted by the registry and gone again after."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from companion.registry import PLUGINS, get_game
from tests.conformance.kit import TINY, tiny_registered
from tests.test_layers import FORBIDDEN

ROOT = Path(__file__).resolve().parents[2]

BLOCKER = """
import importlib.abc, sys
FORBIDDEN = {forbidden!r}
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
            raise ImportError(f"the tiny game's rules imported {{name}}")
        return None
sys.meta_path.insert(0, Block())
from tests.tiny_game.rules import GAME
assert GAME.key == "nim"
"""


def test_the_tiny_games_rules_import_without_the_web_the_database_or_flask():
    done = subprocess.run([sys.executable, "-c", BLOCKER.format(forbidden=FORBIDDEN)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_tiny_game_is_registered_only_while_a_test_needs_it():
    assert TINY not in PLUGINS
    with tiny_registered() as plugin:
        assert get_game(TINY) is plugin.rules
    assert TINY not in PLUGINS and get_game(TINY) is None
