"""Hand-built boards for the Mayan Curse tests.

The sample geometry: width 7, slabs of 7 spaces, entrance board rows 0-1 (marked spaces in
row 0, columns 1, 3, 5), river 1 slabs 1-7 in rows 2-8, middle relay rows 9-11 (boulders in
row 10, columns 1, 3, 5), river 2 slabs 8-16 in rows 12-20, temple relay rows 21-22.
"""
from __future__ import annotations

import random
from contextlib import contextmanager

import pytest

from companion.engine import IllegalMove
from companion.games.mayan_curse.rules.setup import setup
from companion.i18n import render
from companion.message import Msg, Text

FILL = "monkey"


def blank_state(players: int = 2, seed: int = 0) -> dict:
    """A set-up state whose slabs all show FILL, with no stelae on the passage or temple,
    boulders on the middle relay with their setup tokens."""
    s = setup({"players": players, "first_player": 0}, random.Random(seed))
    for info in s["rows"]:
        if info["kind"] == "slab":
            info["spaces"] = [FILL] * 7
    s["stelae"] = []
    return s


def put(state: dict, row: int, col: int, symbol: str) -> None:
    """Print ``symbol`` on the slab space at absolute column ``col`` of ``row``."""
    info = state["rows"][row]
    info["spaces"][col - info["offset"]] = symbol


def boulder(state: dict, bid: int, row: int, col: int, face: str, tokens: int = 0) -> None:
    """Place boulder ``bid`` (0-2) on (row, col) with ``face`` and ``tokens``."""
    b = state["boulders"][bid]
    b.update(row=row, col=col, face=face, tokens=tokens, at_entrance=False)


def ready(state: dict, seat: int, hand: list[str], row: int | None = None,
          col: int | None = None) -> dict:
    """Make it ``seat``'s turn with ``hand`` (taken from the pouch), standing on (row, col)."""
    state["phase"] = "turns"
    state["turn"] = seat
    for label in hand:
        state["pouch"].remove(label)
    state["hands"][seat] = list(hand)
    if row is not None:
        state["adventurers"][seat].update(row=row, col=col, tier=None, index=None,
                                          entered=row >= 2)
    return state


def turn(seat: int, moves=(), slides=(), backpack=None) -> dict:
    """A turn move dict."""
    return {"type": "turn", "seat": seat, "moves": list(moves), "slides": list(slides),
            "backpack": backpack}


def seg(stones, symbol, direction, distance, machete=False) -> dict:
    """A stone segment."""
    return {"stones": list(stones), "symbol": symbol, "direction": direction,
            "distance": distance, "machete": machete}


# ---------------------------------------------------------------- messages
def name(en: str, ja: str) -> Text:
    """A sample symbol's name as the engine gives it (both languages)."""
    return Text(en, ja)


DOG, EAGLE, MONKEY, JAGUAR, SERPENT = (name("dog", "犬"), name("eagle", "鷲"),
                                       name("monkey", "猿"), name("jaguar", "ジャガー"),
                                       name("serpent", "蛇"))


def slab_space(river: int, slab: int, space: int) -> Msg:
    """The place "river R, nth slab, nth space from the left"."""
    return Msg("mayan_curse.place.slab_space", river=river, slab=slab, space=space)


def slab_of(river: int, slab: int) -> Msg:
    """The place "the nth slab of river R"."""
    return Msg("mayan_curse.place.slab", river=river, slab=slab)


@contextmanager
def refused(code: str, error: type = IllegalMove, **params):
    """Expect ``error`` whose message has ``code`` and (at least) ``params``; the message is
    said in both languages without a missing text or parameter."""
    with pytest.raises(error) as info:
        yield info
    msg = info.value.message
    assert isinstance(msg, Msg), msg
    assert msg.code == code, msg
    for key, value in params.items():
        assert msg.params.get(key) == value, (key, msg)
    for lang in ("en", "ja"):
        assert render(msg, lang)
