"""Hand-built boards for the Mayan Curse tests.

The sample geometry: width 7, slabs of 7 spaces, entrance board rows 0-1 (marked spaces in
row 0, columns 1, 3, 5), river 1 slabs 1-7 in rows 2-8, middle relay rows 9-11 (boulders in
row 10, columns 1, 3, 5), river 2 slabs 8-16 in rows 12-20, temple relay rows 21-22.
"""
from __future__ import annotations

import random

from companion.games.mayan_curse.setup import setup

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
