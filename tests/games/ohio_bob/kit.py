"""Hand-made Ohio Bob components for the tests: small 3x3 rooms drawn as text.

Room symbols: ``.`` empty, ``S`` stairs, ``R`` ration, ``C`` chest, ``y``/``r``/``b`` chest of
that colour, ``P`` pit, ``T`` trap, ``X`` teleporter.  Walls and doors are ``(row, col, side)``
on the printed card.
"""
from __future__ import annotations

import copy
import random
from contextlib import contextmanager

import pytest

from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.setup import setup

SYMBOLS = {".": "empty", "S": "stairs", "R": "ration", "C": "chest", "y": "chest:yellow",
           "r": "chest:red", "b": "chest:blue", "P": "pit", "T": "trap", "X": "teleporter"}
OPEN_ROOM = ("...", "...", "S..")


def mv(dirs="NESW", **kw):
    """A move effect."""
    return {"type": "move", "dirs": dirs, **kw}


def eff(kind, **kw):
    """Any other effect (rock, key, sledgehammer, rope, torch, map)."""
    return {"type": kind, **kw}


def card(cid, rows=OPEN_ROOM, gem="red", A=None, B=None, walls=(), doors=()):
    """A temple card; options default to A: one move any way, B: two moves any way."""
    return {
        "id": cid, "gem": gem,
        "options": {"A": A if A is not None else [mv()],
                    "B": B if B is not None else [mv(), mv()]},
        "room": {"grid": [[SYMBOLS[ch] for ch in row] for row in rows],
                 "walls": [{"row": r, "col": c, "side": s} for r, c, s in walls],
                 "doors": [{"row": r, "col": c, "side": s} for r, c, s in doors]},
    }


LEVELS = [{"rooms": 5, "rest": 1, "max_cards": 4, "energy": 6},
          {"rooms": 2, "rest": 2, "max_cards": 3, "energy": 6},
          {"rooms": 2, "rest": 2, "max_cards": 3, "energy": 5}]


def catalogue(cards=(), levels=LEVELS, hard_levels=None, energy_max=7, challenges=None,
              blue_cards=(), two=False):
    """A full catalogue: ``cards`` first in the green set, then fillers F.. (blue gems) up to
    17; ``blue_cards`` first in the blue set, then fillers B.. (red gems).  ``two``: a second
    set of starting cards (for the two-player game)."""
    cards, blue_cards = list(cards), list(blue_cards)
    green = cards + [card(f"F{i:02d}", gem="blue") for i in range(1, 18 - len(cards))]
    blue = blue_cards + [card(f"B{i:02d}") for i in range(1, 18 - len(blue_cards))]
    challenges = challenges or [{"id": "yellow", "gems": {"yellow": 2, "white": 2}},
                                {"id": "red", "gems": {"red": 2}}]

    def start(sid):
        return {
            "id": sid, "name": "test",
            "level": {"easy": {"levels": copy.deepcopy(levels), "rations_off_levels": []},
                      "hard": {"levels": copy.deepcopy(hard_levels or levels),
                               "rations_off_levels": [1]}},
            "energy": {"easy": {"max": energy_max}, "hard": {"max": energy_max}},
            "amulet": {"easy": {"challenges": copy.deepcopy(challenges)},
                       "hard": {"challenges": copy.deepcopy(challenges)}},
            "super_gear": {"options": {"A": [mv("NESW", ignore=["pit", "trap"],
                                                opens_doors=True)]}},
        }

    return {
        "sample": False, "label": "test set",
        "gem_colours": ["yellow", "red", "blue"],
        "room_size": {"rows": 3, "cols": 3},
        "sets": {"green": green, "blue": blue},
        "starting_sets": [start("t")] + ([start("t2")] if two else []),
    }


def new_game(cards, deck=None, first=None, hand=None, options=None, **cat_kw):
    """A solo game in app mode with the deck in the given order (top first).

    ``cards``: the test cards; ``deck``: ids top first (default: the cards in order, then the
    fillers); ``first``: the first room id (default: the top card, the second goes to hand).
    Returns the state after the first room is placed unless ``first`` is False.
    """
    cat = catalogue(cards, **cat_kw)
    opts = {"components": cat, "card_set": "green", "challenge": 0, **(options or {})}
    s = setup(opts, random.Random(0))
    p = s["players"][0]
    ids = deck if deck is not None else [c["id"] for c in cards]
    fillers = sorted(c for c in p["deck"] if c not in ids)
    p["deck"] = list(ids) + fillers
    p["await"]["options"] = p["deck"][:2] if s["mode"] == "app" else None
    if first is False:
        return s
    room = first or p["deck"][0]
    s = apply_move(s, {"type": "first_room", "room": room})
    if hand is not None:
        p = s["players"][0]
        p["deck"] += [c for c in p["hand"] if c != "super_gear"]
        p["hand"] = ["super_gear"]
        for c in hand:
            if c != "super_gear":
                p["deck"].remove(c)
            if c not in p["hand"]:
                p["hand"].append(c)
    return s


def play(s, cid, option="A", *effects):
    """Play ``cid`` and answer each awaited effect with the given move dicts."""
    s = apply_move(s, {"type": "play", "card": cid, "option": option})
    for m in effects:
        s = apply_move(s, m)
    return s


def go(d, **kw):
    """An effect move toward ``d``."""
    return {"type": "effect", "dir": d, **kw}


def P(s):
    """Player 0."""
    return s["players"][0]


def place(s, cid, x, y, rot=0):
    """Put a deck card into play as a room at slot (x, y) (builds a map for a test)."""
    p = s["players"][0]
    p["deck"].remove(cid)
    p["rooms"].append({"card": cid, "x": x, "y": y, "rot": rot})
    return s


def give(s, *cids):
    """Move cards from the deck to the hand (for a test's starting hand)."""
    p = s["players"][0]
    for c in cids:
        p["deck"].remove(c)
        p["hand"].append(c)
    return s


def new_game2(cards0, cards1, hand0=(), hand1=(), **cat_kw):
    """A two-player game (app mode): seat 0 plays the green set, seat 1 the blue set; each
    deck is its given cards (top first) then the fillers; the first card of each list is that
    player's first room and the hands are the Super Gear plus ``hand0``/``hand1``."""
    cat = catalogue(cards0, blue_cards=cards1, two=True, **cat_kw)
    s = setup({"components": cat, "card_set": "green", "challenge": 0, "players": 2},
              random.Random(0))
    for seat, cards, hand in ((0, cards0, hand0), (1, cards1, hand1)):
        p = s["players"][seat]
        ids = [c["id"] for c in cards]
        p["deck"] = ids + sorted(c for c in p["deck"] if c not in ids)
        p["await"]["options"] = p["deck"][:2]
        s = apply_move(s, {"type": "first_room", "room": ids[0], "seat": seat})
        p = s["players"][seat]
        p["deck"] += [c for c in p["hand"] if c != "super_gear"]
        p["hand"] = ["super_gear"]
        for c in hand:
            p["deck"].remove(c)
            p["hand"].append(c)
    return s


@contextmanager
def refused(code, exc=None, **params):
    """``with refused("ohio_bob.move.wall"):`` — the block raises ``exc`` (IllegalMove by
    default) whose message is ``Msg(code)`` with (at least) the given parameters."""
    from companion.engine import IllegalMove

    with pytest.raises(exc or IllegalMove) as err:
        yield err
    msg = err.value.message
    assert msg.code == code, msg
    for key, value in params.items():
        assert msg.params.get(key) == value, (key, msg)
