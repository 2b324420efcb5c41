"""Blueprints: home (game list, language switch), tables (the host screen), seats (phones),
calculators (score without a table)."""
