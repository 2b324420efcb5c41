"""Ohio Bob setup: starting card sides, the amulet challenge, the temple card set, the deck.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt, "1人プレイのセットアップ" (steps 1-8,
"難易度") and "2人プレイのセットアップ".

``setup(options, rng)`` returns State0 (a JSON-compatible dict, shape in docs/formats/ohio_bob.md).
Options (all optional):

* ``players``: 1 (solo) or 2 (the mirror temple: seat 0 takes ``card_set``, seat 1 the other
  set; starting sets 1 and 2 of the catalogue; the same sides for both).
* ``mode``: ``"app"`` (the app shuffles and is the deck) or ``"table"`` (real cards are shuffled
  at the table and each revealed card is entered in the move that reveals it).
* ``card_set``: ``"green"`` / ``"blue"`` / ``"random"`` (default random, drawn from ``rng``).
* ``difficulty``: ``"easy"`` (default) / ``"hard"`` — the side of every starting card;
  ``sides``: ``{"level": "easy"|"hard", "energy": ..., "amulet": ...}`` overrides per card.
* ``challenge``: 0 or 1 (which of the two challenges of the amulet card), a challenge id, or
  ``"random"`` (default, drawn from ``rng``); with two players one value for both or a list.
* ``starting_set``: index of the set of 4 starting cards (solo; default 0).
* ``components``: a catalogue (a table's own copy) as a dict or as JSON text; default: the
  shipped sample.  A draft (components.py) needs its room size, gem colours and the starting
  cards (the sides chosen) entered; with the app as the deck every temple card of the sets
  played too, while with real cards a temple card not entered yet is entered when it is
  revealed (the move ``enter_card``, entering.py): until then the state lists it in
  ``"unknown"`` (``{id: {"set": "green", "n": 4}}``: its place in the set) and not in
  ``"cards"``.

All randomness (set, challenge, deck order, and a seed for later shuffles) comes from ``rng``.
Raises :class:`companion.engine.InvalidOptions` with a message (``Msg("ohio_bob.options.*")``)
saying which option is wrong; a bad catalogue raises InvalidOptions carrying the ComponentError
message (``Msg("ohio_bob.options.components", reason=...)``).
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import InvalidOptions, State
from companion.message import Msg

from .components import (CARDS_PER_SET, SET_NAMES, START_CARDS, SUPER_GEAR, ComponentError,
                         load_catalogue, load_catalogue_json, load_sample, slot_id)
from .names import SETS, SIDES

#: The mark of rules version 2 in a real-cards table's state: the app keeps the card known on
#: top of each deck (steps.tracks_top); a state without it was set up under version 1.
READING_KEY = "top_tracked"
#: The mark of rules version 3: the app keeps the cards each climb put under a real deck
#: (under.tracks_under); a state without it was set up under version 1 or 2.
UNDER_KEY = "under_tracked"
#: Also rules version 3, two players: each reads the arrows of the cards in their hand from their
#: own seat (queries.table_dirs); a state without it reads them as seat 0 sees the table.
ARROWS_KEY = "arrows_from_seat"

KNOWN_OPTIONS = {"players", "mode", "card_set", "difficulty", "sides", "challenge",
                 "starting_set", "components"}
SIDE_CARDS = ("level", "energy", "amulet")


def setup(options: dict[str, Any] | None, rng: random.Random) -> State:
    """State0 for the options above; see module docstring.  Raises InvalidOptions."""
    options = dict(options or {})
    unknown = set(options) - KNOWN_OPTIONS
    if unknown:
        raise InvalidOptions(Msg("ohio_bob.options.unknown", names=sorted(unknown)))
    players = options.get("players", 1)
    if players not in (1, 2) or isinstance(players, bool):
        raise InvalidOptions(Msg("ohio_bob.options.players"))
    mode = options.get("mode", "app")
    if mode not in ("app", "table"):
        raise InvalidOptions(Msg("ohio_bob.options.mode"))
    if options.get("components") is None:
        catalogue = load_sample()
    else:
        try:
            given = options["components"]
            catalogue = (load_catalogue_json(given) if isinstance(given, str)
                         else load_catalogue(given))
        except ComponentError as exc:
            raise InvalidOptions(Msg("ohio_bob.options.components", reason=exc.message)) from None

    if catalogue["room_size"] is None or not catalogue["gem_colours"]:
        raise InvalidOptions(Msg("ohio_bob.options.basics"))
    card_set = options.get("card_set", "random")
    if card_set == "random":
        card_set = _draw_set(catalogue, mode, players, rng)
    if card_set not in SET_NAMES:
        raise InvalidOptions(Msg("ohio_bob.options.card_set"))

    difficulty = options.get("difficulty", "easy")
    if difficulty not in ("easy", "hard"):
        raise InvalidOptions(Msg("ohio_bob.options.difficulty"))
    sides = {card: difficulty for card in SIDE_CARDS}
    given = options.get("sides") or {}
    if not isinstance(given, dict) or set(given) - set(SIDE_CARDS):
        raise InvalidOptions(Msg("ohio_bob.options.sides"))
    for card, side in given.items():
        if side not in ("easy", "hard"):
            raise InvalidOptions(Msg("ohio_bob.options.side", card=START_CARDS[card]))
        sides[card] = side

    if players == 2:
        if len(catalogue["starting_sets"]) < 2:
            raise InvalidOptions(Msg("ohio_bob.options.two_starting"))
        indexes = [0, 1]
        sets = [card_set, "blue" if card_set == "green" else "green"]
    else:
        index = options.get("starting_set", 0)
        if (isinstance(index, bool) or not isinstance(index, int)
                or not 0 <= index < len(catalogue["starting_sets"])):
            raise InvalidOptions(Msg("ohio_bob.options.starting_set",
                                     count=len(catalogue["starting_sets"])))
        indexes = [index]
        sets = [card_set]
    choice = options.get("challenge", "random")
    choices = list(choice) if isinstance(choice, list) else [choice] * players
    if len(choices) != players:
        raise InvalidOptions(Msg("ohio_bob.options.one_challenge"))
    cards: dict[str, Any] = {}
    unknown: dict[str, Any] = {}
    player_states = []
    for seat, (index, set_name, ch) in enumerate(zip(indexes, sets, choices)):
        start = catalogue["starting_sets"][index]
        _check_start(start, index, sides)
        entered = [c for c in catalogue["sets"][set_name] if c is not None]
        if mode == "app" and len(entered) < CARDS_PER_SET:
            raise InvalidOptions(Msg("ohio_bob.options.incomplete", set=SETS[set_name],
                                     done=len(entered), count=CARDS_PER_SET))
        ids = [slot_id(catalogue, set_name, n) for n in range(1, CARDS_PER_SET + 1)]
        player_states.append(_player(seat, start, set_name, ids, sides, ch, mode, rng))
        cards.update({c["id"]: c for c in entered})
        unknown.update({cid: {"set": set_name, "n": n} for n, cid in enumerate(ids, 1)
                        if cid not in cards})
    shuffle_seed = rng.randrange(2 ** 31)
    return {
        "game": "ohio_bob",
        "version": 1,
        "mode": mode,
        "sample": catalogue["sample"],
        "label": catalogue["label"],
        "gem_colours": catalogue["gem_colours"],
        "room_size": catalogue["room_size"],
        "cards": cards,
        **({"unknown": unknown} if unknown else {}),
        # rules version 2: the app keeps the card known on top of a real deck (steps.tracks_top)
        **({READING_KEY: True} if mode == "table" else {}),
        # rules version 3: the cards a climb puts under a real deck lie under (under.py)
        **({UNDER_KEY: True} if mode == "table" else {}),
        # rules version 3: seat 1 of two reads its cards' arrows from its seat (ruling 30)
        **({ARROWS_KEY: True} if len(player_states) == 2 else {}),
        "shuffle_seed": shuffle_seed,
        "shuffles": 0,
        "traded": False,
        "players": player_states,
        "status": "playing",
        "end": None,
    }


def _draw_set(catalogue: dict[str, Any], mode: str, players: int,
              rng: random.Random) -> str:
    """The temple card set drawn at random (「1人プレイのセットアップ」: either colour): with
    the app as the deck and one player, a colour whose 17 cards are all entered when the other
    is not (a draw that could only be refused is never made); the draw itself is the same as
    ever, so a seed gives the same setup it gave before wherever that one was possible."""
    drawn = rng.choice(SET_NAMES)
    if mode != "app" or players != 1:
        return drawn
    complete = [name for name in SET_NAMES
                if sum(c is not None for c in catalogue["sets"][name]) == CARDS_PER_SET]
    return drawn if drawn in complete or not complete else complete[0]


def _check_start(start: dict[str, Any], index: int, sides: dict[str, str]) -> None:
    """The starting cards played are entered: the sides chosen and the Super Gear (a draft may
    lack them); raises InvalidOptions naming the card and its side."""
    where = Msg("ohio_bob.place.starting", n=index + 1)
    for card in SIDE_CARDS:
        if start[card][sides[card]] is None:
            place = Msg("ohio_bob.place.start_card", start=where, card=START_CARDS[card])
            raise InvalidOptions(Msg("ohio_bob.options.not_entered", where=Msg(
                "ohio_bob.place.side", card=place, side=SIDES[sides[card]])))
    if start["super_gear"] is None:
        raise InvalidOptions(Msg("ohio_bob.options.not_entered",
                                 where=Msg("ohio_bob.place.super_gear", start=where)))


def _player(seat: int, start: dict[str, Any], card_set: str, ids: list[str],
            sides: dict[str, str], choice: Any, mode: str,
            rng: random.Random) -> dict[str, Any]:
    """One player's starting state (setup steps 1-6 for that player)."""
    challenges = start["amulet"][sides["amulet"]]["challenges"]
    if choice == "random":
        challenge = rng.choice(challenges)
    elif choice in (0, 1) and not isinstance(choice, bool):
        challenge = challenges[choice]
    else:
        match = [c for c in challenges if c["id"] == choice]
        if not match:
            raise InvalidOptions(Msg("ohio_bob.options.challenge"))
        challenge = match[0]
    level_side = start["level"][sides["level"]]
    energy_max = start["energy"][sides["energy"]]["max"]
    deck = sorted(ids)
    if mode == "app":
        rng.shuffle(deck)
    return {
        "seat": seat,
        "card_set": card_set,
        "starting_set": start["id"],
        "sides": dict(sides),
        "levels": level_side["levels"],
        "rations_off_levels": level_side["rations_off_levels"],
        "energy_max": energy_max,
        "challenge": challenge,
        "super_gear": start["super_gear"],
        "level": 1,
        "energy": min(level_side["levels"][0]["energy"], energy_max),
        "deck": deck,
        "hand": [SUPER_GEAR],
        "stack": [],
        "out": [],
        "rooms": [],
        "returning": [],
        "pawn": None,
        "used": [],
        "resolve": None,
        "await": {"kind": "first_room", "options": deck[:2] if mode == "app" else None,
                  "to_hand": True},
        "left_level": False,
        "escaped": False,
        "rests": 0,
        "turns": 0,
    }
