"""A move that ends the game is kept from a phone's take-back (Game.take_back_refused's
default, docs/take-back.md): the scores are out and the play is in the history, so only the
host screen's undo takes it back.  Played on Nim, the tests' tiny game (tests/tiny_game): a
pile of 3 counters after the bids, Ana to take."""
from __future__ import annotations

from companion.message import Msg
from tests.tiny_game.rules.game import GAME


def _pile_of(counters: int) -> dict:
    return {"names": ["Ana", "Ben"], "pile": counters, "start_pile": 9, "bids": [3, 1],
            "phase": "take", "turn": 0, "taken": [9 - counters, 0], "last": None}


def test_the_move_that_takes_the_last_counter_is_kept():
    before = _pile_of(3)
    after = GAME.apply(before, {"type": "take", "seat": 0, "count": 3})
    assert after["phase"] == "over" and GAME.is_over(after)     # rule 3: the last counter
    assert GAME.take_back_refused(0, before, after, 2) == Msg("table.take_back.over")


def test_a_move_that_leaves_counters_may_be_taken_back():
    before = _pile_of(3)
    after = GAME.apply(before, {"type": "take", "seat": 0, "count": 2})
    assert after["pile"] == 1 and not GAME.is_over(after)
    assert GAME.take_back_refused(0, before, after, 2) is None
