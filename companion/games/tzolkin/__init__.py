"""Tzolk'in: The Mayan Calendar (seed 003_33e329f624a6e484.txt), one game's package: its rules
(rules/, a library), its web side (web/), its words (messages/, translations/), its
command-line text (cli.py) and its plug-in (plugin.py, listed in companion/registry.py)."""
