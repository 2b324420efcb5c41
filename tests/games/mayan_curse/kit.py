"""The Mayan Curse tests' kit: hand-built boards and random positions.

Hand-built boards (``blank_state``, ``put``, ``boulder``, ``ready``, ``turn``, ``seg``) on the
sample geometry: width 7, slabs of 7 spaces, entrance board rows 0-1 (marked spaces in row 0,
columns 1, 3, 5), river 1 slabs 1-7 in rows 2-8, middle relay rows 9-11 (boulders in row 10,
columns 1, 3, 5), river 2 slabs 8-16 in rows 12-20, temple relay rows 21-22; names and places
as the pages say them (``name``, ``slab_space``, ``slab_of``) and ``refused``.

Random positions for the turn builder's tests, and two independent ways to list turns:

* ``tiny_components(rng)``: a valid component set (the rules' counts: 16 slabs with the 1-dot
  and 2-dot slabs, 6 tiers with a blank top, 20 stones of which 4 dual, 6 boulder faces with
  one wild) but small (3 columns, 3-space slabs, 2 or 3 symbols), so that every turn of a
  position can be listed through ``apply``.
* ``random_position(rng, ...)``: a table in the turns phase for seat 0: slabs slid at random,
  boulders and stelae on random spaces, the adventurer anywhere (a relay board, a slab, a
  temple tier), three random stones, the backpack used or not, the temple turned.
* ``apply_turns(...)``: every turn ``apply`` accepts in a domain (depth-first over the moves of
  the turn format, a prefix kept while ``apply`` accepts it or refuses it only for the end-of-turn
  slide check; a line's distance grows until ``apply`` refuses it for a reason longer lines
  share).  It never calls the step generator.
* ``builder_turns(...)``: every turn the steps offered build in the same domain.
"""
from __future__ import annotations

import json
import random
from contextlib import contextmanager
from typing import Any

import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse.rules import GAME, turn_steps
from companion.games.mayan_curse.rules.components import stone_label, validate_components
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


# ---------------------------------------------------------------- random positions
#: Refusals that only the end of a turn gives: a longer turn may still be accepted.
END_ONLY = {"mayan_curse.slide.not_your_slab", "mayan_curse.slide.not_your_tier",
            "mayan_curse.turn.end_on_boulder"}
#: Refusals of a line that a longer line of the same stones, symbol and direction gets too.
LINE_ENDS = {"mayan_curse.move.no_floor", "mayan_curse.move.no_temple_space",
             "mayan_curse.move.temple_sideways", "mayan_curse.move.boulder_face",
             "mayan_curse.move.wrong_symbol", "mayan_curse.relay.new_stone",
             "mayan_curse.relay.new_stone_same", "mayan_curse.move.left_entrance",
             "mayan_curse.stone.wrong_symbol", "mayan_curse.stone.wrong_symbols",
             "mayan_curse.stone.used", "mayan_curse.stone.no_such", "mayan_curse.machete.needed",
             "mayan_curse.machete.once", "mayan_curse.move.unknown_symbol",
             "mayan_curse.move.already_left"}


def tiny_components(rng: random.Random, symbols: int = 2) -> dict[str, Any]:
    """A small valid component set (see the module docstring)."""
    names = ["sun", "moon", "star"][:symbols]
    slabs = [{"id": f"T{k + 1:02d}", "dots": k + 1,
              "spaces": [rng.choice(names) for _ in range(3)]} for k in range(16)]
    tiers = [{"spaces": [rng.choice(names) for _ in range(3)],
              "stela_spaces": [0, 1] if k < 4 else []} for k in range(5)]
    tiers.append({"spaces": [None, None, None], "stela_spaces": []})
    singles = [[names[k % symbols]] for k in range(16)]
    duals = [[names[0], names[1]], [names[1], names[0 if symbols == 2 else 2]],
             [names[0], names[-1]] if symbols > 2 else [names[1], names[0]],
             [names[0], names[1]]]
    doc = {
        "name": "tiny", "sample": False, "label": "", "symbols": names,
        "passage": {"width": 3, "slab_length": 3, "max_slide": 1,
                    "entrance_relay": {"rows": 2, "marked": [0, 1, 2]},
                    "middle_relay": {"rows": 1, "boulder_row": 0, "boulder_cols": [0, 1, 2]},
                    "temple_relay": {"rows": 1}},
        "slabs": slabs,
        "temple": {"lines": 3, "entry_cols": [0, 1, 2], "entry_lines": [0, 1, 2],
                   "tiers": tiers},
        "stones": singles + duals,
        "boulder_faces": names + ["wild"] + [names[0]] * (5 - symbols),
        "stelae": {"brown": [2] * 10, "grey": [3] * 10, "beige": [4] * 10},
        "stelae_table": {str(n): [None] * 16 for n in range(1, 7)},
    }
    return validate_components(doc)


def _floor(state) -> list[tuple]:
    out = []
    for y, info in enumerate(state["rows"]):
        width = state["components"]["passage"]["width"]
        cols = range(width) if info["kind"] == "relay" else range(
            info["offset"], info["offset"] + len(info["spaces"]))
        out += [("p", y, c) for c in cols]
    return out


def random_position(rng: random.Random, players: int = 2, tiny: bool = True,
                    old_relay: bool = False) -> dict[str, Any]:
    """A table in the turns phase, seat 0 to play (see the module docstring)."""
    options: dict[str, Any] = {"players": players, "first_player": 0}
    if tiny:
        options["components"] = tiny_components(rng, rng.choice((2, 2, 3)))
    s = setup(options, random.Random(rng.random()))
    if old_relay:
        s["relay_entry"] = "free"
    limit = s["components"]["passage"]["max_slide"]
    for info in s["rows"]:
        if info["kind"] == "slab":
            info["offset"] = rng.randint(-limit, limit)
    s["temple"]["rotation"] = [rng.randrange(s["components"]["temple"]["lines"])
                               for _ in range(6)]
    floor = _floor(s)
    inside = rng.random() < 0.8
    if rng.random() < 0.2:       # in the temple
        tier = rng.randint(1, 6)
        s["adventurers"][0].update(row=None, col=None, tier=tier,
                                   index=rng.randrange(s["components"]["temple"]["lines"]),
                                   entered=True)
        here = None
    else:
        here = rng.choice([p for p in floor if p[1] >= 2] if inside else
                          [p for p in floor if p[1] < 2])
        s["adventurers"][0].update(row=here[1], col=here[2], tier=None, index=None,
                                   entered=here[1] >= 2)
    entrance = s["components"]["passage"]["entrance_relay"]["rows"]
    for b in s["boulders"]:
        spot = rng.choice([p for p in floor if p != here and p[1] >= entrance])
        b.update(row=spot[1], col=spot[2], face=rng.choice(s["components"]["boulder_faces"]),
                 tokens=rng.randint(0, 2), at_entrance=False)
    taken = {(b["row"], b["col"]) for b in s["boulders"]}
    if len(taken) < 3:             # two boulders on one space: move one off the board
        s["boulders"][2].update(row=0, col=0, at_entrance=True)
    s["stelae"] = [st for st in s["stelae"] if "tier" in st]
    for k, p in enumerate(rng.sample(floor, 3)):
        if p[1] >= 2 and p != here:
            s["stelae"].append({"id": f"grey-{90 + k}", "colour": "grey", "row": p[1],
                                "col": p[2]})
    labels = [stone_label(x) for x in s["components"]["stones"]]
    hand = rng.sample(labels, 3)
    for label in hand:
        s["pouch"].remove(label)
    s["hands"][0] = hand
    if players > 1:
        s["hands"][1] = None
    s["phase"], s["turn"] = "turns", 0
    if rng.random() < 0.5:
        s["adventurers"][0]["backpack"] = "map"
    if rng.random() < 0.3:
        s["temple_relay_reached"] = True
    return json.loads(json.dumps(s))


def key(move: dict[str, Any]) -> str:
    """A turn as a canonical text (what two ways of listing turns compare)."""
    return json.dumps({"backpack": move["backpack"], "slides": move["slides"],
                       "moves": move["moves"]}, sort_keys=True)


def _try(state, move) -> str | None:
    """None if ``apply`` accepts ``move``, else its refusal's code."""
    try:
        GAME.apply(state, GAME.parse_move(0, move))
        return None
    except (IllegalMove, InvalidMove) as exc:
        return exc.message.code


def _blank_spaces(state) -> list[dict]:
    spaces = [{"row": y, "col": c} for y, info in enumerate(state["rows"])
              if info["kind"] == "relay" for c in range(state["components"]["passage"]["width"])]
    tiers = state["components"]["temple"]["tiers"]
    spaces += [{"tier": t + 1, "index": i} for t, tier in enumerate(tiers)
               for i, sym in enumerate(tier["spaces"]) if sym is None]
    return spaces


def apply_turns(state, base: dict[str, Any], segments: int = 3) -> set[str]:
    """Every turn ``apply`` accepts that starts as ``base`` (its backpack and slides) and goes
    on with at most ``segments`` lines, never two free steps in a row."""
    hand = state["hands"][0]
    symbols = state["components"]["symbols"]
    blanks = _blank_spaces(state)
    found: set[str] = set()

    def lines(used: set[int]):
        free = [i for i in range(len(hand)) if i not in used]
        for i in free:
            for sym in symbols:
                yield [i], sym, False
                yield [i], sym, True
        for a in free:
            for b in free:
                if a < b:
                    for sym in symbols:
                        yield [a, b], sym, False

    def grow(moves: list, used: set[int], count: int, last_free: bool) -> None:
        move = {**base, "type": "turn", "moves": moves}
        code = _try(state, move)
        if code is None:
            found.add(key(GAME.parse_move(0, move)))
        elif code not in END_ONLY:
            return
        if count < segments:
            for stones, sym, machete in lines(used):
                for d in ("up", "down", "left", "right"):
                    for distance in range(1, 40):
                        seg = {"stones": stones, "symbol": sym, "direction": d,
                               "distance": distance, "machete": machete}
                        got = _try(state, {**base, "type": "turn", "moves": moves + [seg]})
                        if got in LINE_ENDS:
                            break
                        if got is None or got in END_ONLY:
                            grow(moves + [seg], used | set(stones), count + 1, False)
        if not last_free:
            for to in blanks:
                got = _try(state, {**base, "type": "turn", "moves": moves + [{"to": to}]})
                if got is None or got in END_ONLY:
                    grow(moves + [{"to": to}], used, count, True)

    grow([], set(), 0, False)
    return found


def builder_turns(state, base: dict[str, Any], segments: int = 3,
                  slides: bool = False) -> set[str]:
    """Every turn the steps offered build from ``base`` in the domain of ``apply_turns``
    (lines, free steps, the machete; with ``slides`` also further slides)."""
    found: set[str] = set()

    def walk(partial: dict, count: int, last_free: bool) -> None:
        opts = turn_steps.options(state, 0, partial, slides=slides)
        if opts.can_end:
            found.add(key(partial))
        for step in turn_steps.steps_offered(opts):
            kind = step["kind"]
            if kind == "line" and count < segments:
                walk(turn_steps.add_step(partial, step), count + 1, False)
            elif kind == "free" and not last_free:
                walk(turn_steps.add_step(partial, step), count, True)
            elif kind == "item" and step["item"] == "machete" and not partial["moves"]:
                walk(turn_steps.add_step(partial, step), count, last_free)
            elif kind == "slide" and slides:
                walk(turn_steps.add_step(partial, step), count, last_free)

    walk({"type": "turn", "seat": 0, "moves": [], **base}, 0, False)
    return found
