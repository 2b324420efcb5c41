"""Nim's rules, a library: imports nothing of Flask, the web, the database or Babel."""
from tests.tiny_game.rules.game import GAME, Nim

__all__ = ["GAME", "Nim"]
