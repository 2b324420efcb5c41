"""The games' packages, one folder each: its rules, its web side, its words and its
plug-in (``plugin.py``).  The list of games is companion/registry.py; importing this package
imports nothing, so a game's rules import without the web, the database or Flask."""
