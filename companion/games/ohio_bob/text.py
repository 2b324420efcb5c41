"""Readable one-line descriptions of Ohio Bob moves for the move log."""
from __future__ import annotations

from companion.engine import Move, State

from .components import SUPER_GEAR

DIR_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def card_name(cid: str | None) -> str:
    """"Super Gear" or the card id."""
    return "Super Gear" if cid == SUPER_GEAR else str(cid)


def describe_move(move: Move, state_before: State) -> str:
    """One line for the log, e.g. "Plays G03 (option B)", "Moves east"."""
    t = move.get("type")
    seat = move.get("seat", 0) or 0
    p = state_before["players"][seat]
    drawn = f" (card {move['card']})" if move.get("card") else ""
    if t == "first_room":
        extra = f", {move['hand']} to hand" if move.get("hand") else ""
        return f"Places {move.get('room')} as the first room of level {p['level']}{extra}"
    if t == "play":
        return f"Plays {card_name(move.get('card'))} (option {move.get('option')})"
    if t == "rest":
        return f"Rests (loses {p['levels'][p['level'] - 1]['rest']} energy)"
    if t == "climb":
        gift = " and gives 1 energy to the partner" if move.get("gift") else ""
        return ("Climbs the stairs" if p["level"] < 3 else "Climbs to the amulet") + gift
    if t == "trade":
        return f"Trades {move.get('give')} for the partner's {move.get('take')}"
    if t == "skip":
        return "Skips an effect"
    if t == "done":
        return "Ends the card"
    if t == "teleport":
        return f"Teleports to the card at {move.get('to')}{drawn}"
    if t == "discard":
        return "Discards " + ", ".join(card_name(c) for c in move.get("cards", []))
    if t == "effect":
        eff = p["await"].get("effect", {}) if p["await"]["kind"] == "effect" else {"type": "rope"}
        kind = eff.get("type", "effect")
        if kind in ("rock", "key"):
            return f"Uses a {kind}"
        if kind == "torch":
            return f"Torch copies option {move.get('option')} of the top card{drawn}"
        if kind == "map":
            return f"Temple map: places a room to the {DIR_NAMES.get(move.get('dir'), '?')}{drawn}"
        verb = {"move": "Moves", "sledgehammer": "Sledgehammers", "rope": "Ropes"}.get(kind, "Moves")
        return f"{verb} {DIR_NAMES.get(move.get('dir'), '?')}{drawn}"
    return str(t)
