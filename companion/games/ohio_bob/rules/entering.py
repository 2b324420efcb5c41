"""A temple card first met in play, entered at the moment it is revealed (real cards, a set
still being completed): the move ``{"type": "enter_card", "entry": CARD}``.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("探索": the card drawn is turned over
to its temple side; "宝箱": a card drawn to the hand, equipment side up).  The app does not
know the deck's order with real cards: a card the set does not know yet lies in the deck as
one of its places not entered (``state["unknown"]``: ``{id: {"set", "n"}}``, setup.py).  When
such a card is revealed, the player enters both its sides (``CARD`` as in the component file,
without its id: components.py); it takes the id of the lowest such place of the player's deck
("G04"), joins ``state["cards"]`` (and ``state["entered"]``, the ids entered at this table in
order), and the move that reveals it then names it as usual.  The
web side adds it to the saved set the table was set up with (``pieces_met``), so that the next game
knows it.

Refusals: the card's entry itself (a ComponentError message naming "the card revealed" and
the place on it, raised as InvalidMove), a card identical to one the set knows
(``ohio_bob.enter.known``, naming it by what it shows: choose it from the list), and no card to enter (``ohio_bob.enter.none``: the deck holds only
known cards, or nothing is being revealed now).
"""
from __future__ import annotations

import copy
from typing import Any

from companion.engine import IllegalMove, InvalidMove, Move, State
from companion.message import Msg

from .components import ComponentError, check_card, same_card, validate_entry
from .names import card as card_ref
from .under import place_order

R_EXPLORE = "002 Ohio Bob: 探索"
#: What the player may be waiting for when a card is revealed: the first two cards of a level,
#: a step (a new room, a chest, the temple map, the torch's top card) or a teleporter (a chest
#: on arrival).
ENTER_KINDS = ("first_room", "effect", "rope", "teleport")


def unknown_in_deck(state: State, p: dict[str, Any]) -> list[str]:
    """The places of ``p``'s deck whose card is not entered yet, in order ("G04", "G05"...)."""
    unknown = state.get("unknown") or {}
    return sorted(c for c in p["deck"] if c in unknown)


def known_in_deck(state: State, p: dict[str, Any]) -> list[str]:
    """The cards of ``p``'s deck that the set knows, sorted (what a revealed card may be)."""
    return sorted(c for c in p["deck"] if c in state["cards"])


def can_enter(state: State, p: dict[str, Any]) -> bool:
    """Whether ``p`` may enter a card now: real cards, a place of the deck not entered yet, and
    a card being revealed (``ENTER_KINDS``)."""
    return (state.get("mode") == "table" and state.get("status") == "playing"
            and p["await"]["kind"] in ENTER_KINDS and bool(unknown_in_deck(state, p)))


def next_place(state: State, p: dict[str, Any]) -> tuple[str, str, int] | None:
    """(id, set, n) of the place the next card entered by ``p`` takes, or None: the lowest
    place of the deck's highest part holding one (under.place_order: a card revealed from the
    top does not lie under the cards a climb put there)."""
    places = place_order(state, p, unknown_in_deck(state, p))   # the highest part first
    if not places:
        return None
    place = state["unknown"][places[0]]
    return places[0], place["set"], place["n"]


def enter_card(s: State, p: dict[str, Any], move: Move, ctx: dict[str, Any]) -> None:
    """The handler of ``enter_card`` (moves.apply_move gives it a copy of the state)."""
    place = next_place(s, p) if can_enter(s, p) else None
    if place is None:
        raise IllegalMove(Msg("ohio_bob.enter.none"), R_EXPLORE)
    cid, set_name, _n = place
    where = Msg("ohio_bob.place.revealed")     # the app's id for it is never said (issue 38)
    try:
        card = validate_entry(move.get("entry"), cid, where, s["gem_colours"], s["room_size"])
    except ComponentError as exc:
        raise InvalidMove(exc.message) from None
    card["set"] = set_name
    for other, known in sorted(s["cards"].items()):
        if known.get("set") == set_name and same_card(known, card):
            raise IllegalMove(Msg("ohio_bob.enter.known", card=card_ref(other, known)),
                              R_EXPLORE)
    s["cards"] = {**s["cards"], cid: card}       # the catalogue is shared by earlier states
    s["entered"] = [*s.get("entered", []), cid]  # the cards entered at this table, in order
    del s["unknown"][cid]
    if not s["unknown"]:
        del s["unknown"]
    p.setdefault("last", []).append(Msg("ohio_bob.event.entered", card=cid).to_json())


def pieces_met(state: State, move: Move | None) -> Any:
    """The cards entered at this table (``state["entered"]``) as the change that makes a saved
    set show them (``Game.pieces_met``): after an ``enter_card`` move, or for the table as it
    is (``move`` None); None when there are none or after another move."""
    if move is not None and move.get("type") != "enter_card":
        return None
    entered = [state["cards"][cid] for cid in state.get("entered", []) if cid in state["cards"]]
    return _adding(entered) if entered else None


def _adding(cards: list[dict[str, Any]]):
    """The change of a saved set's document that adds each of ``cards`` (cards of the state,
    with their ``set``) not shown yet in its set, in the first place not entered yet; raises
    ValueError (the set left as it is) when it adds none."""
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        doc = copy.deepcopy(doc)
        added = 0
        for card in cards:
            places = doc["sets"][card["set"]]
            if any(c is not None and same_card(c, card) for c in places) or None not in places:
                continue                      # known already, or no place for it
            n = places.index(None) + 1
            entry = {key: card[key] for key in ("gem", "options", "room")}
            places[n - 1] = check_card(entry, doc, card["set"], n)
            added += 1
        if not added:
            raise ValueError("nothing to add")
        return doc
    return change
