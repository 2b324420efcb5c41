"""Every Tzolk'in message: code -> how it is said in the reader's language (companion.i18n).

The texts live by area: names and places (names.py), the turn engine's refusals (rules.py),
the move log, notices, starting wealth and end-state entry (log.py), setup and its text
(setup.py), the score sheet and the end-state checks (score.py).  ``MESSAGES`` holds them
all; a code appears in one area only.
"""
from __future__ import annotations

from companion.games.tzolkin.messages import log, names, rules, score, setup

_AREAS = (names, rules, log, setup, score)

MESSAGES: dict = {}
for _area in _AREAS:
    _twice = set(MESSAGES) & set(_area.MESSAGES)
    if _twice:  # pragma: no cover - caught by the tests at once
        raise ValueError(f"message codes defined twice: {sorted(_twice)}")
    MESSAGES.update(_area.MESSAGES)
