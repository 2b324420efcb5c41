"""Ohio Bob's move log: the line of each move as a message (``describe_move``, a ``Msg``) and
what a move did beyond its own words (``what_happened``: the engine's notes).

Rules source for the words: ../shared/seeds/002_3fc55720af9e78a8.txt (its Japanese terms are
the catalogue's: messages.py, translations/ja).  Nothing here knows the reader's language.
"""
from __future__ import annotations

from typing import Any

from companion.engine import IllegalMove, InvalidMove, Move, State
from companion.message import Msg

from . import names
from .components import SUPER_GEAR, slot_side
from .entering import next_place
from .moves import apply_move
from .queries import reads_from_across


def describe_move(move: Move, state_before: State) -> Msg:
    """The move log's line for ``move`` played on ``state_before``, as a message: what the
    engine knows of it in words (the card played and its option, the direction, the card the
    teleporter reaches seen from the pawn's card, the level climbed to, the energy a rest
    costs on this level, the card entered in real-cards mode), e.g.
    ``Msg("ohio_bob.log.play", card=<the yellow-gem card (room: stairs)>, option="B")`` "Plays
    the yellow-gem card (room: stairs) (option B)": each card named by what it shows, never by
    the id the app gave it (issue 38; ``names.card``).  The second player of two, who reads
    their cards' arrows from across the table, has them said as printed and by the table's
    compass (``names.by_compass``: 「移動 ↑（南）」 for their 「移動 ↑」).  The mover's name is
    added by game.describe_move."""
    t = move.get("type")
    seat = move.get("seat", 0) or 0
    p = state_before["players"][seat]
    aw = p["await"]
    line = _line(t, move, state_before, p, aw)
    if t == "enter_card":  # the card named in full is what the move did
        return line
    happened = what_happened(move, state_before)
    events = [named(e, state_before) for e in happened]
    first = events[0].code if events else ""
    if first in ROOM_EVENTS and t == "effect" and _awaited_effect(aw).get("type") == "move":
        line = Msg("ohio_bob.log.explore", dir=names.direction(move.get("dir")))  # no step
    if move.get("card") and t in ("effect", "teleport") and not any(
            isinstance(e, Msg) and e.params.get("card") == move["card"] for e in happened):
        # the card a torch copies: the deck's top card, equipment side up
        shown = _equipment(state_before, p, move.get("card"))
        line = Msg("ohio_bob.log.with_card", action=line, card=shown)
    for event in events:
        line = Msg("ohio_bob.log.then", action=line, event=event)
    if reads_from_across(state_before, p):
        # the player across the table: its arrows said as printed and by the compass (ruling
        # 30), so the line holds on the host's north-up map and on that player's phone alike
        line = names.by_compass(line)
    return line


def named(event: Any, state: State) -> Any:
    """An engine's note (``player["last"]``, a Msg or its stored form) with the cards it names
    by id (``card``; ``last``, the level's last room; ``cards``, a list) named by what they
    show instead: by their equipment side where the card goes to the hand or lies on the deck
    (``EQUIPMENT_NOTES``, ``names.equipment``: gem and options, as the hand shows it), else by
    their room (``names.card``: gem and room); the catalogue is ``state["cards"]``; an id the
    catalogue does not hold (a tampered move) as it was sent.  Anything else as it is."""
    if not isinstance(event, Msg):
        event = names.nested(event)
    if not isinstance(event, Msg):
        return event
    cards = state.get("cards", {})

    equipment = event.code in EQUIPMENT_NOTES
    naming = names.equipment if equipment else names.card
    key = names.equipment_key if equipment else names.looks_key

    def one(cid: str) -> Msg | str:
        shown = naming(cid, cards.get(cid) if cid != SUPER_GEAR else None)
        return names.apart(cid, shown, cards, state.get("unknown"), key=key)

    ids = {k: one(v) for k, v in event.params.items() if k in CARD_PARAMS and isinstance(v, str)}
    ids.update({k: [one(c) for c in v] for k, v in event.params.items()
                if k in CARD_LIST_PARAMS and isinstance(v, list)
                and all(isinstance(c, str) for c in v)})
    if not ids:
        return event
    return Msg(event.code, **dict(event.params, **ids))


#: The parameters of an engine's note or refusal that hold a card's id.
CARD_PARAMS = ("card", "last")
#: ... and those that hold a list of them (the two cards drawn for a first room).
CARD_LIST_PARAMS = ("cards",)


#: The notes and refusals whose card is equipment side up (a chest's card to the hand, a card
#: not in the hand, the cards drawn for a first room: 「神殿の面を見ずに引きます」).
EQUIPMENT_NOTES = ("ohio_bob.event.chest", "ohio_bob.hand.not_in", "ohio_bob.first_room.choose")

#: The notes that a room was placed (探索, 神殿マップ).
ROOM_EVENTS = ("ohio_bob.event.room", "ohio_bob.event.last_room")


def what_happened(move: Move, state_before: State) -> list[Msg]:
    """What ``move`` did beyond its own words, as the engine noted it (``player["last"]``, see
    rules): a room explored and which card, a chest opened, a pit's rest, a trap, a ration, a
    teleporter, the energy after a climb, the end of the game.  [] for a move the rules refuse
    (a stored log that no longer replays says so elsewhere)."""
    try:
        after = apply_move(state_before, move)
    except (IllegalMove, InvalidMove, KeyError, TypeError, ValueError):
        return []
    seat = move.get("seat", 0) or 0
    return [names.nested(e) for e in after["players"][seat].get("last", [])]


def _line(t: Any, move: Move, state: State, p: dict, aw: dict) -> Msg:
    if t == "first_room":
        hand = move.get("hand")
        if hand is None and aw.get("to_hand") and aw.get("options"):
            hand = next((c for c in aw["options"] if c != move.get("room")), None)
        if hand:
            return Msg("ohio_bob.log.first_room_hand", room=_named(state, p, move.get("room")),
                       level=p["level"], hand=_equipment(state, p, hand))
        if move.get("top"):     # real cards, a new level: the other card drawn
            return Msg("ohio_bob.log.first_room_top", room=_named(state, p, move.get("room")),
                       level=p["level"],
                       top=_equipment(state, p, move["top"]))
        return Msg("ohio_bob.log.first_room", room=_named(state, p, move.get("room")),
                   level=p["level"])
    if t == "play":
        data = _card_data(state, p, move.get("card"))
        effects = (data.get("options") or {}).get(move.get("option"))
        if effects is None:
            return Msg("ohio_bob.log.play", card=_equipment(state, p, move.get("card")),
                       option=str(move.get("option")))
        return Msg("ohio_bob.log.play_effects", card=_equipment(state, p, move.get("card")),
                   option=str(move.get("option")), effects=names.option(effects))
    if t == "rest":
        return Msg("ohio_bob.log.rest", energy=p["levels"][p["level"] - 1]["rest"])
    if t == "climb":
        gift = bool(move.get("gift"))
        if p["level"] >= 3:
            return Msg("ohio_bob.log.amulet_gift" if gift else "ohio_bob.log.amulet")
        return Msg("ohio_bob.log.climb_gift" if gift else "ohio_bob.log.climb",
                   level=p["level"] + 1)
    if t == "trade":
        partner = state["players"][1 - p["seat"]] if len(state["players"]) > 1 else p
        return Msg("ohio_bob.log.trade",
                   give=_equipment(state, p, move.get("give")),
                   take=_equipment(state, partner, move.get("take")))
    if t == "skip":
        effect = _awaited_effect(aw)
        return (Msg("ohio_bob.log.skip", effect=names.effect(effect)) if effect
                else Msg("ohio_bob.log.skip_plain"))
    if t == "done":
        return Msg("ohio_bob.log.done")
    if t == "teleport":
        side = slot_side(state["room_size"], p["pawn"], move.get("to") or [0, 0])
        return (Msg("ohio_bob.log.teleport", side=names.direction(side)) if side
                else Msg("ohio_bob.log.teleport_plain"))
    if t == "discard":
        return Msg("ohio_bob.log.discard", cards=[_equipment(state, p, c)
                                                  for c in move.get("cards", [])])
    if t == "effect":
        return _effect_line(move, _awaited_effect(aw))
    if t == "enter_card":
        place = next_place(state, p)
        entry = move.get("entry") if isinstance(move.get("entry"), dict) else {}
        return Msg("ohio_bob.log.enter_card",
                   card=names.described(place[0] if place else "?", entry))
    return Msg("ohio_bob.log.other")


def _named(state: State, p: dict, cid: Any) -> Msg | str:
    """Card ``cid`` named by what it shows (``names.card``), with its place in its set when
    another card of the set shows the same (``names.apart``)."""
    shown = names.card(cid, _card_data(state, p, cid))
    if not isinstance(cid, str):
        return shown
    return names.apart(cid, shown, state["cards"], state.get("unknown"))


def _equipment(state: State, p: dict, cid: Any) -> Msg | str:
    """Card ``cid`` named by its equipment side (``names.equipment``: gem and options, as the
    hand shows it), with its place in its set when another card of the set shows the same."""
    shown = names.equipment(cid, _card_data(state, p, cid))
    if not isinstance(cid, str):
        return shown
    return names.apart(cid, shown, state["cards"], state.get("unknown"), key=names.equipment_key)


def _card_data(state: State, p: dict, cid: Any) -> dict:
    """The catalogue's card ``cid`` (or the player's Super Gear); {} for an unknown id."""
    if cid == SUPER_GEAR:
        return p.get("super_gear") or {}
    card = state["cards"].get(cid) if isinstance(cid, str) else None
    return card or {}


def _awaited_effect(aw: dict) -> dict:
    """The effect the player was asked to apply (the rope's second step is a rope); {} when
    the player was not asked for an effect."""
    if aw.get("kind") == "effect":
        return aw.get("effect") or {}
    if aw.get("kind") == "rope":
        return {"type": "rope", "dirs": aw.get("dirs", "")}
    return {}


def _effect_line(move: Move, eff: dict) -> Msg:
    kind = eff.get("type")
    d = names.direction(move.get("dir"))
    if kind == "rock":
        return Msg("ohio_bob.log.rock")
    if kind == "key":
        return Msg("ohio_bob.log.key")
    if kind == "torch":
        return Msg("ohio_bob.log.torch", option=str(move.get("option")))
    if kind == "map":
        return Msg("ohio_bob.log.map", dir=d)
    if kind == "sledgehammer":
        return Msg("ohio_bob.log.sledgehammer", dir=d)
    if kind == "rope":
        return Msg("ohio_bob.log.rope", dir=d)
    if move.get("dir"):
        return Msg("ohio_bob.log.move", dir=d)
    return Msg("ohio_bob.log.effect")
