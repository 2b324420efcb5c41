"""Questions about an Ohio Bob state that change nothing: the gems in hand and the amulet
challenge, the level card's line, the rooms on the table, whether (and why not) the player can
climb, the partner, the rooms shown.  The moves (moves.py, steps.py) and the pages use them.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("部屋&階層", "階段", "アミュレット",
"多色の宝石", "2人プレイの特別ルール", "2人プレイのセットアップ" 4-5 with "移動", "探索").
"""
from __future__ import annotations

from typing import Any

from companion.engine import State
from companion.message import Msg

from .components import DIRECTIONS, MULTI, OPPOSITE, SUPER_GEAR, WHITE, space_at
from .names import direction
from .setup import ARROWS_KEY


def gems_in_hand(state: State, p: dict[str, Any]) -> dict[str, int]:
    """Gem colours held in hand {colour: count}; "multi" counts multicolour gems (Super Gear
    has none).  Rules: "多色の宝石", "アミュレット"."""
    out: dict[str, int] = {}
    for cid in p["hand"]:
        gem = card_of(state, p, cid).get("gem")
        if gem:
            out[gem] = out.get(gem, 0) + 1
    return out


def challenge_met(gems: dict[str, int], challenge: dict[str, Any], colours: list[str]) -> bool:
    """Whether ``gems`` (from gems_in_hand) meet the amulet ``challenge``.

    Named colours need that many cards of the colour; "white" icons need that many cards of one
    colour, any colour (it may also be a named one, the cards being different ones); each
    multicolour gem counts as any one chosen colour.  Rule: "アミュレット" (白いアイコン).
    """
    need = {c: n for c, n in challenge["gems"].items() if c != WHITE}
    white = challenge["gems"].get(WHITE, 0)
    multi = gems.get(MULTI, 0)
    for w in (colours if white else [None]):
        req = dict(need)
        if w is not None:
            req[w] = req.get(w, 0) + white
        short = sum(max(0, n - gems.get(c, 0)) for c, n in req.items())
        if short <= multi:
            return True
    return False


def level_info(p: dict[str, Any]) -> dict[str, int]:
    """The current level's line of the level card: rooms, rest, max_cards, energy."""
    return p["levels"][p["level"] - 1]


def room_at(state: State, x: int, y: int) -> dict[str, Any] | None:
    """The room placed in card slot (x, y) by any player, or None."""
    for q in state["players"]:
        for room in q["rooms"]:
            if room["x"] == x and room["y"] == y:
                return room
    return None


def space_of(state: State, p: dict[str, Any], pos: list[int]) -> str | None:
    """The printed space at table position ``pos`` = [y, x] (None off the placed rooms)."""
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    y, x = pos
    room = room_at(state, x // cols, y // rows)
    if room is None:
        return None
    return space_at(state["cards"][room["card"]], y % rows, x % cols, room["rot"])


def can_climb(state: State, p: dict[str, Any]) -> bool:
    """The pawn stands on the stairs of the player's own last room of the level (its stairs
    turned to the far side: the top row for seat 0, the bottom row for seat 1)."""
    if p["pawn"] is None or p["left_level"]:
        return False
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    y, x = p["pawn"]
    room = room_at(state, x // cols, y // rows)
    return (room is not None and any(r is room for r in p["rooms"])
            and room["rot"] == turn_of(p, last=True)
            and space_of(state, p, p["pawn"]) == "stairs")


def climb_blocker(state: State, p: dict[str, Any]) -> Msg | None:
    """Why the player cannot climb now, as a message (None when they can: ``can_climb``).

    "階段": only the level's last room lies with its stairs in the top row, and only those
    stairs lead up; a room's bottom-row stairs do nothing; "部屋&階層": the last room is placed
    once the level's other rooms are explored.  So, in this order:

    * the level still has rooms to explore: ``Msg("ohio_bob.climb.rooms_left", level=1, n=2,
      rooms=5)`` ("Level 1: 2 of 5 rooms explored so far: you climb from the top-row stairs
      of the level's last room.");
    * two players, the pawn on the partner's last stairs: ``"ohio_bob.climb.partners_stairs"``;
    * the pawn on the bottom-row stairs of a partner's room (it lies toward the partner,
      across the table: 2人プレイのセットアップ 4-5): ``"ohio_bob.climb.partner_room"`` with
      ``card``, ``side`` (the compass side of its stairs, 北 for seat 1's rooms) and ``last``;
    * the pawn on a room's bottom-row stairs: ``"ohio_bob.climb.bottom_row"`` with ``card``
      (that room) and ``last`` (the last room's card);
    * elsewhere: ``"ohio_bob.climb.go_to_last"`` with ``last``;
    * the player has left the level or is out of the game: ``"ohio_bob.climb.not_here"``.
    """
    if can_climb(state, p):
        return None
    if p["pawn"] is None or p["left_level"]:
        return Msg("ohio_bob.climb.not_here")
    info = level_info(p)
    if len(p["rooms"]) < info["rooms"]:
        return Msg("ohio_bob.climb.rooms_left", level=p["level"], n=len(p["rooms"]),
                   rooms=info["rooms"])
    last = p["rooms"][-1]["card"]
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    y, x = p["pawn"]
    room = room_at(state, x // cols, y // rows)
    on_stairs = space_of(state, p, p["pawn"]) == "stairs"
    if on_stairs and room is not None and not any(r is room for r in p["rooms"]):
        q = partner(state, p)
        if q is not None and q["rooms"] and room is q["rooms"][-1] \
                and len(q["rooms"]) == level_info(q)["rooms"]:
            return Msg("ohio_bob.climb.partners_stairs", last=last)
    if on_stairs and room is not None and not any(r is room for r in p["rooms"]):
        # the partner's room lies with its stairs toward the partner, across the table: its
        # bottom row is at the top of this player's screen, so its side is said by the compass
        side = "N" if room.get("rot", 0) == 180 else "S"
        return Msg("ohio_bob.climb.partner_room", card=room["card"], side=direction(side),
                   last=last)
    if on_stairs and room is not None:
        return Msg("ohio_bob.climb.bottom_row", card=room["card"], last=last)
    return Msg("ohio_bob.climb.go_to_last", last=last)


def on_stairs(state: State, p: dict[str, Any]) -> bool:
    """Whether the player's pawn stands on a stairs space (any room's)."""
    return p["pawn"] is not None and space_of(state, p, p["pawn"]) == "stairs"


def partner_cards(s: State, p: dict) -> int:
    """Cards in ``p``'s hand that come from the partner's temple deck (2人 勝利条件)."""
    q = partner(s, p)
    if q is None:
        return 0
    return sum(1 for c in p["hand"] if c != SUPER_GEAR and s["cards"][c]["set"] == q["card_set"])


def partner(s: State, p: dict) -> dict | None:
    """The other player of a two-player game (None solo)."""
    if len(s["players"]) < 2:
        return None
    return s["players"][1 - p["seat"]]


def turn_of(p: dict, last: bool) -> int:
    """A room's turn on the table: seat 0 sees rooms as printed (stairs south), seat 1 sits
    opposite so its rooms lie turned (2人プレイのセットアップ 4-5); a last room is turned again."""
    base = 180 if p["seat"] == 1 else 0
    return (base + (180 if last else 0)) % 360


def card_of(s: State, p: dict, cid: str) -> dict[str, Any]:
    """The card ``cid`` of the catalogue, or the player's own Super Gear."""
    if cid == SUPER_GEAR:
        return p["super_gear"]
    return s["cards"][cid]


def rooms_shown(state: State, p: dict) -> list[dict]:
    """The player's rooms on the table; once the game is over after leaving level 3 (the
    rooms went back under the deck), that level's rooms as they lay (``final_rooms``)."""
    if p["rooms"] or state.get("status") == "playing":
        return p["rooms"]
    return p.get("final_rooms") or []


def reads_from_across(state: State, p: dict[str, Any]) -> bool:
    """True if ``p`` reads their cards' arrows from across the table: seat 1 of two at a table
    of rules version 3 or later (the ``arrows_from_seat`` mark; docs/rulings/ohio_bob.md 30,
    ``table_dirs``)."""
    return bool(state.get(ARROWS_KEY)) and p.get("seat") == 1


def table_dirs(state: State, p: dict[str, Any], dirs: str) -> str:
    """The table's directions (N/E/S/W as seat 0 sees the table, the engine's) for the arrows
    ``dirs`` printed on a card in ``p``'s hand, in the order N, E, S, W.

    Each player reads their cards' arrows from their own seat: seat 1 of two sits across from
    seat 0 ("2人プレイのセットアップ" 4: "互いに向かい合って座る"; 5: the connecting rooms between
    the players) and lays its rooms with the stairs toward itself ("探索": "階段を一番下の行に"),
    so its ↑ ("矢印で示されたいずれかの方向", "移動") points away from it, toward seat 0: the
    table's south; ↓ north, ← east, → west; ⇔ ⇕ ✥ stay as they are.  ``table_dirs(s, seat1,
    "N") == "S"``, ``"NE"`` gives ``"SW"``.  Seat 0, a solo game and a table started
    before rules version 3 (no ``arrows_from_seat`` mark: docs/rulings/ohio_bob.md 30) read
    the arrows as the table's directions."""
    if not reads_from_across(state, p):
        return dirs
    return "".join(d for d in DIRECTIONS if OPPOSITE[d] in dirs)
