"""Nim, a tiny game that exists only for the tests: the proof that a game plugs in by
docs/adding-a-game.md alone.  It is never shipped (it lives under tests/) and is registered only
inside the tests that use it (``companion.registry.registered``: tests/conformance/conftest.py).

Two players each make a secret bid of 1 to 3 (the higher bid plays first; equal bids: the first
seat), then take 1 to 3 counters in turn from one pile; whoever takes the last counter wins.
"""
