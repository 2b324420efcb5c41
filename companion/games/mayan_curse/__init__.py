"""Mayan Curse (Sylvain Plante & Joe Slack, 1-6 players): components, setup, boulders, rules,
scoring.  Rules: seed 000_00ff7833d23f07f1.txt; readings in docs/rulings/mayan_curse.md."""
