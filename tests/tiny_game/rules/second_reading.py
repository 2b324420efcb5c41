"""Nim under a second reading of its rules (rules version 2), for the tests of rules versions
(tests/test_rules_versions.py): never registered but by them, in place of version 1.

Rule 2 read again: on equal bids the *second* seat plays first (version 1: the first seat).
A log of version 1 whose bids were equal reads differently under it: the first seat's take
after them is out of turn.  How a table started under version 1 goes on is given when the
game is made (``older``), as a real game declares it in ``older_rules``:

* ``KEEP``: the setup marks the reading (``"rules": 2``); a table whose setup and states have
  no mark was started under version 1 and is read as it was (the first seat on equal bids);
* ``MIGRATE``: every table is read the new way; ``upgrade_log`` brings a version 1 log
  forward by raising the first seat's equal bid by one (lowering the second seat's from 3),
  so that the first seat still plays first; ``migration="unchecked"`` gives a migration that
  changes nothing, which does not check out;
* ``SAME``: every table is read the new way, and nothing is migrated.
"""
from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

from companion.engine import KEEP, MIGRATE, Move, State
from tests.tiny_game.rules.game import MOST, Nim

#: The mark of the second reading in the setup and states (``KEEP`` only).
MARK = "rules"


class NimSecondReading(Nim):
    """Nim, rules version 2: on equal bids the second seat plays first (module docstring)."""

    rules_version = 2

    def __init__(self, older: str, migration: str = "checked"):
        self.older_rules = MappingProxyType({1: older})
        self.migration = migration

    def _first_reading(self, state: State) -> bool:
        """Whether ``state`` is read as version 1 read it (a kept table without the mark)."""
        return self.older_rules[1] == KEEP and state.get(MARK, 1) == 1

    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """Version 1's setup, marked with the reading when the older one is kept."""
        state = super().setup(options, rng)
        if self.older_rules[1] == KEEP:
            state[MARK] = 2
        return state

    def apply(self, state: State, move: Move) -> State:
        """Version 1's rules but rule 2's tie, read again (the second seat plays first)."""
        new = super().apply(state, move)
        if (state["phase"] == "bid" and new["phase"] == "take"
                and new["bids"][0] == new["bids"][1] and not self._first_reading(state)):
            new["turn"] = 1
        return new

    def older_setup(self, setup: State, version: int) -> State:
        """The setup as version 1 made it: without the mark."""
        return {k: v for k, v in setup.items() if k != MARK}

    def upgrade_log(self, setup: State, payloads: list[Move],
                    from_version: int) -> tuple[State, list[Move]]:
        """A version 1 log read the new way (``MIGRATE``): equal bids made unequal in the
        first seat's favour (each seat's last bid is its bid in effect)."""
        if self.older_rules[1] != MIGRATE or self.migration != "checked":
            return setup, payloads
        last = {m["seat"]: i for i, m in enumerate(payloads) if m.get("type") == "bid"}
        if len(last) == 2:
            first, second = payloads[last[0]], payloads[last[1]]
            if first["bid"] == second["bid"]:
                if first["bid"] < MOST:
                    first["bid"] += 1
                else:
                    second["bid"] -= 1
        return setup, payloads
