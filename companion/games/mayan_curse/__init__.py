"""Mayan Curse (Sylvain Plante & Joe Slack, 1-6 players): its rules (``rules/``, a library),
its web side (``web/``), its messages (``messages/``), its command-line text (``cli.py``) and
its plug-in (``plugin.py``).  Rules: seed 000_00ff7833d23f07f1.txt; readings in
docs/rulings/mayan_curse.md."""
