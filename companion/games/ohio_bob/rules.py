"""The Ohio Bob engine, solo and the two-player mirror temple: ``apply_move(state, move)``
and ``legal_moves(state, seat)``.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt — "ゲームの原則", "部屋&階層",
"休憩する", "移動", "探索", "岩", "鍵", "スペシャルカード", "スーパーギア", "多色の宝石",
"特別なスペース", "階段", "ゲーム終了", "2人プレイの特別ルール".  Readings of unclear points: docs/rulings/ohio_bob.md.

The engine is a small state machine.  ``player["await"]`` says what the game waits for:

* ``{"kind": "first_room", "options": [id, id] | None, "to_hand": bool}`` — choose which of the
  first two cards becomes the level's first room (level 1: the other goes to the hand).
  Move ``{"type": "first_room", "room": id}`` (+ ``"hand": id`` on level 1 in table mode).
* ``{"kind": "turn"}`` — play a card ``{"type": "play", "card": id, "option": "A"|"B"}``,
  rest ``{"type": "rest"}``, or climb ``{"type": "climb"}`` (on top-row stairs).
* ``{"kind": "effect", "effect": EFFECT}`` — apply the next effect of the card being resolved
  ``{"type": "effect", "dir": "N"|"E"|"S"|"W"?, "option": "A"|"B"?, "card": id?}`` or skip it
  ``{"type": "skip"}``, or skip all that remain ``{"type": "done"}``; ``climb`` also allowed.
* ``{"kind": "rope", "dirs": str}`` — the rope's optional second step (``effect`` with
  ``dir``, or ``skip``/``done``).
* ``{"kind": "teleport", "options": [[x, y], ...]}`` — ``{"type": "teleport", "to": [x, y]}``.
* ``{"kind": "discard", "count": n}`` — ``{"type": "discard", "cards": [id, ...]}``.
* ``{"kind": "wait_rest"}`` / ``{"kind": "wait_level"}`` (two players) — waiting for the
  partner's rest / for the partner to leave the level too.
* ``{"kind": "over"}``.

Two players (the mirror temple): moves carry ``"seat"``; both move in any order; extra moves
``{"type": "climb", "gift": true}`` and ``{"type": "trade", "give": id, "take": id}``.

In table mode (real cards), a move that draws or peeks at a deck card names it as ``"card"``;
the engine knows which cards are still in the deck and refuses one that is not.  A card the
table's set does not know yet is entered first, when it is revealed: ``{"type": "enter_card",
"entry": CARD}`` (entering.py), allowed while a card is being revealed (the first rooms, a
step, a teleporter) and the deck holds a card not entered yet.

What a move did beyond its own words (a room explored and which card, a chest opened, a pit's
forced rest, a trap, a ration, a teleporter, a door opened, the energy after a climb, the end)
is noted as ``player["last"]``: the mover's list of messages in their stored form
(``Msg("ohio_bob.event.room", card="G05", n=3, rooms=5, level=1).to_json()``), replaced by
each move of that player; the move log and the player's screen say them.

Every refusal carries a message, ``Msg("ohio_bob.<area>.<what>", ...)`` (cards, directions and
colours named through words.py; said in the reader's language by messages.py), and the end of a
game stores its notice as ``state["end"]["message"]`` (``Msg.to_json()``).

Positions: the pawn is ``[y, x]`` in spaces over the whole table (y down, x right); a placed
room is ``{"card": id, "x": X, "y": Y, "rot": 0|180}`` in card slots, so space (y, x) is in the
slot (x // cols, y // rows).  Directions N/E/S/W are as the table is seen (stairs row = south).
"""
from __future__ import annotations

import copy
import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove, Move, State
from companion.message import Msg, decode

from .components import (DELTA, DIRECTIONS, MULTI, OPPOSITE, SUPER_GEAR, barrier, slot_side,
                         space_at)
from .entering import enter_card
from .queries import (can_climb, card_of, challenge_met, climb_blocker, gems_in_hand,
                      level_info, partner, partner_cards, room_at, space_of, turn_of)
from .words import card as card_ref
from .words import colour as colour_ref
from .words import direction, directions, expecting, player

#: Given on for the pages and the other modules (``rules.can_climb`` ...).
QUERIES = (can_climb, challenge_met, gems_in_hand, partner_cards)

SEED = "002 Ohio Bob"
R_PRINCIPLE = f"{SEED}: ゲームの原則"
R_ROOMS = f"{SEED}: 部屋&階層"
R_REST = f"{SEED}: 休憩する"
R_MOVE = f"{SEED}: 移動"
R_EXPLORE = f"{SEED}: 探索"
R_KEY = f"{SEED}: 鍵"
R_SPECIAL = f"{SEED}: スペシャルカード"
R_SPACES = f"{SEED}: 特別なスペース"
R_STAIRS = f"{SEED}: 階段"
R_END = f"{SEED}: ゲーム終了"
R_SETUP = f"{SEED}: 1人プレイのセットアップ"
R_TWO = f"{SEED}: 2人プレイの特別ルール"

_BARRIER_ORDER = {"open": 0, "door": 1, "wall": 2}


class NeedCard(IllegalMove):
    """Table mode: the move draws (or peeks at) a deck card and must name it as ``card``."""


# =========================================================================== public API

def apply_move(state: State, move: Move) -> State:
    """The state after ``move`` (see module docstring for moves).  Never mutates ``state``.

    Raises IllegalMove (with the rule it comes from) when the rules forbid the move now — a
    move type the game is not waiting for included — and InvalidMove for a seat that does not
    exist.  (Payload shapes are checked by ``OhioBobGame.parse_move``.)
    """
    if state.get("status") != "playing":
        raise IllegalMove(Msg("ohio_bob.over"), R_END)
    seat = move.get("seat", 0) or 0
    if not isinstance(seat, int) or not 0 <= seat < len(state["players"]):
        raise InvalidMove(Msg("ohio_bob.no_player"))
    s = _copy(state)
    p = s["players"][seat]
    p["last"] = []
    kind = p["await"]["kind"]
    mtype = move.get("type")
    ctx = {"card": move.get("card") if mtype in ("effect", "teleport") else None, "used": False}
    handler = enter_card if mtype == "enter_card" else _HANDLERS.get((kind, mtype))
    if handler is None:
        if mtype == "climb" and kind in ("turn", "effect", "rope"):
            handler = _climb
        elif mtype in ("skip", "done") and kind in ("effect", "rope"):
            handler = _skip
        else:
            raise IllegalMove(expecting(p["await"]), R_PRINCIPLE)
    handler(s, p, move, ctx)
    if ctx["card"] is not None and not ctx["used"]:
        raise IllegalMove(Msg("ohio_bob.draw.not_needed"), R_PRINCIPLE)
    _check_end(s, p)
    if s["status"] != "playing":
        _say(p, f"ohio_bob.event.{s['status']}", why=decode(s["end"]["message"]))
    return s


def legal_moves(state: State, seat: int = 0,
                needing: list[Move] | None = None) -> list[Move]:
    """Every move the rules allow now for ``seat`` (each one accepted by apply_move); see
    legal.py.  In table mode, moves that draw a card are listed once per card still in the
    deck that the set knows; ``needing`` (a list) also receives each move that reveals a card,
    without its card (the page offers to enter a card not in the set yet).  ``enter_card``
    (its payload is a whole card) is not listed: entering.py says when it is allowed."""
    from .legal import legal_moves as listed

    return listed(state, seat, needing)


# =========================================================================== handlers

def _first_room(s: State, p: dict, move: Move, ctx: dict) -> None:
    """Setup step 6 / "階段" (next level): one of the first two cards becomes the first room."""
    aw = p["await"]
    room = move.get("room")
    if s["mode"] == "app":
        if room not in aw["options"]:
            raise IllegalMove(Msg("ohio_bob.first_room.choose", cards=list(aw["options"])),
                              R_SETUP)
        other = [c for c in aw["options"] if c != room]
        if move.get("hand") not in (None, *other[:1]):
            raise IllegalMove(Msg("ohio_bob.first_room.other_to_hand"), R_SETUP)
    else:
        if room not in p["deck"]:
            raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(room)), R_SETUP)
        _known(s, room)
        other = []
        if aw["to_hand"]:
            hand = move.get("hand")
            if hand == room:
                raise IllegalMove(Msg("ohio_bob.first_room.same_card", card=str(room)), R_SETUP)
            if hand not in p["deck"]:
                raise IllegalMove(Msg("ohio_bob.first_room.enter_other"), R_SETUP)
            _known(s, hand)
            other = [hand]
        elif move.get("hand") is not None:
            raise IllegalMove(Msg("ohio_bob.first_room.stays"), R_STAIRS)
    p["deck"].remove(room)
    if aw["to_hand"]:
        for cid in other:
            p["deck"].remove(cid)
            p["hand"].append(cid)
    _place_room(s, p, room, 0, -1 if p["seat"] == 1 else 0)
    p["pawn"] = _stairs_pos(s, p["rooms"][-1])
    p["used"] = []
    p["await"] = {"kind": "turn"}


def _stairs_pos(s: State, room: dict) -> list[int]:
    """Table position [y, x] of a placed room's stairs."""
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    card = s["cards"][room["card"]]
    for r in range(rows):
        for c in range(cols):
            if space_at(card, r, c, room["rot"]) == "stairs":
                return [room["y"] * rows + r, room["x"] * cols + c]
    raise ValueError("room without stairs")


def _play(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"ゲームの原則": one equipment card from hand to the resolution stack, option A or B."""
    cid, opt = move.get("card"), move.get("option")
    if cid not in p["hand"]:
        raise IllegalMove(Msg("ohio_bob.hand.not_in", card=card_ref(cid)), R_PRINCIPLE)
    card = card_of(s, p, cid)
    if opt not in card["options"]:
        raise IllegalMove(Msg("ohio_bob.play.no_option", option=str(opt)), R_PRINCIPLE)
    p["hand"].remove(cid)
    p["stack"].append(cid)
    p["turns"] += 1
    p["resolve"] = {"card": cid, "option": opt,
                    "effects": [dict(e) for e in card["options"][opt]], "rock": 0, "key": 0}
    _next_effect(s, p)


def _rest_move(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"休憩する": the stack back to hand, lose the level's rest cost."""
    p["await"] = {"kind": "turn"}
    _rest(s, p)
    _say(p, "ohio_bob.event.energy_left", energy=p["energy"])


def _skip(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"ゲームの原則": each effect is optional; ``done`` drops all that remain."""
    if move["type"] == "done":
        p["resolve"]["effects"] = []
    _next_effect(s, p)


def _effect(s: State, p: dict, move: Move, ctx: dict) -> None:
    """Apply the awaited effect (or the rope's second step)."""
    aw = p["await"]
    res = p["resolve"]
    if aw["kind"] == "rope":
        d = _dir(move)
        if d not in aw["dirs"]:
            raise IllegalMove(Msg("ohio_bob.rope.dirs", dirs=directions(aw["dirs"])), R_SPECIAL)
        _move(s, p, d, ctx, explore=False, ignore={"pit"}, opens_doors=False)
        _land(s, p, ctx, ignore={"pit"})
        _after_landing(s, p)
        return
    eff = aw["effect"]
    kind = eff["type"]
    if kind == "rock":
        res["rock"] += 1
    elif kind == "key":
        res["key"] += 1
    elif kind == "move":
        d = _dir(move)
        if d not in eff["dirs"]:
            raise IllegalMove(Msg("ohio_bob.move.dirs", dirs=directions(eff["dirs"])), R_MOVE)
        moved = _move(s, p, d, ctx, explore=eff["explore"], ignore=set(eff["ignore"]),
                      opens_doors=eff["opens_doors"])
        if moved:
            _land(s, p, ctx, ignore=set(eff["ignore"]))
    elif kind == "sledgehammer":
        d = _dir(move)
        if d not in eff["dirs"]:
            raise IllegalMove(Msg("ohio_bob.sledgehammer.dirs", dirs=directions(eff["dirs"])),
                              R_SPECIAL)
        if _edge(s, p, p["pawn"], d) == "open":
            raise IllegalMove(Msg("ohio_bob.sledgehammer.no_wall"), R_SPECIAL)
        if _move(s, p, d, ctx, explore=True, ignore=set(), opens_doors=True, through_walls=True):
            _land(s, p, ctx, ignore=set())
    elif kind == "rope":
        d = _dir(move)
        if d not in eff["dirs"]:
            raise IllegalMove(Msg("ohio_bob.rope.dirs", dirs=directions(eff["dirs"])), R_SPECIAL)
        _move(s, p, d, ctx, explore=False, ignore={"pit"}, opens_doors=False)
        if _effective_space(s, p) in ("empty", "pit"):
            p["await"] = {"kind": "rope", "dirs": eff["dirs"]}
            return
        _land(s, p, ctx, ignore={"pit"})
    elif kind == "torch":
        _torch(s, p, move, ctx)
    elif kind == "map":
        _temple_map(s, p, _dir(move), ctx)
    _after_landing(s, p)


def _teleport(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"テレポーター": several neighbouring cards — the player chooses (ruling)."""
    to = move.get("to")
    if to not in p["await"]["options"]:
        sides = "".join(slot_side(s["room_size"], p["pawn"], t) for t in p["await"]["options"])
        raise IllegalMove(Msg("ohio_bob.teleport.choose", sides=directions(sides)), R_SPACES)
    ignore = set(p["await"]["ignore"])
    p["await"] = {"kind": "landing"}
    _teleport_to(s, p, to, ctx, ignore)
    _after_landing(s, p)


def _discard(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"階段": discard down to the level card's MAX, then finish climbing."""
    cards = move.get("cards")
    n = p["await"]["count"]
    if not isinstance(cards, list) or len(cards) != n:
        raise IllegalMove(Msg("ohio_bob.discard.count", count=n), R_STAIRS)
    hand = list(p["hand"])
    for cid in cards:
        if cid not in hand:
            raise IllegalMove(Msg("ohio_bob.hand.not_in", card=card_ref(cid)), R_STAIRS)
        hand.remove(cid)
    p["hand"] = hand
    _finish_climb(s, p, list(cards), p["await"]["final"])


def _climb(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"階段": on the last room's top-row stairs, go up: level shift, energy reset, stack to
    hand, discard down to MAX (two players: optionally 1 energy to the partner first)."""
    why = climb_blocker(s, p)
    if why is not None:
        raise IllegalMove(why, R_STAIRS)
    q = partner(s, p)
    if move.get("gift"):
        if q is None:
            raise IllegalMove(Msg("ohio_bob.two.gift_solo"), R_TWO)
        if p["energy"] <= 1:
            raise IllegalMove(Msg("ohio_bob.two.gift_last"), R_TWO)
        p["energy"] -= 1
        q["energy"] = min(q["energy_max"], q["energy"] + 1)
    if q is not None and q["await"]["kind"] == "wait_rest":
        q["await"] = {"kind": "turn"}                             # no rest to wait for now
    p["resolve"] = None
    final = p["level"] == 3
    if not final:
        p["level"] += 1
        p["energy"] = min(level_info(p)["energy"], p["energy_max"])
    p["hand"] += p["stack"]
    p["stack"] = []
    if not final:
        _say(p, "ohio_bob.event.climb_energy", energy=p["energy"])
    excess = len(p["hand"]) - level_info(p)["max_cards"]
    if excess > 0:
        _say(p, "ohio_bob.event.discard", count=excess, max=level_info(p)["max_cards"])
        p["await"] = {"kind": "discard", "count": excess, "final": final}
        return
    _finish_climb(s, p, [], final)


# =========================================================================== steps

def _next_effect(s: State, p: dict) -> None:
    res = p["resolve"]
    if res is None or not res["effects"]:
        p["resolve"] = None
        if p["await"]["kind"] not in ("wait_rest", "over"):
            p["await"] = {"kind": "turn"}
        return
    eff = res["effects"].pop(0)
    p["await"] = {"kind": "effect", "effect": eff}


def _after_landing(s: State, p: dict) -> None:
    if p["await"]["kind"] in ("teleport", "over"):
        return
    _next_effect(s, p)


def _rest(s: State, p: dict) -> None:
    """Rest: stack to hand, lose the rest cost.  Two players: the one who rests waits until the
    partner has rested too ("2人プレイの特別ルール"); the partner's rest releases both."""
    p["hand"] += p["stack"]
    p["stack"] = []
    p["resolve"] = None
    p["rests"] += 1
    _lose_energy(p, level_info(p)["rest"])
    q = partner(s, p)
    if q is None or q["left_level"] or q["await"]["kind"] == "over":
        return
    if q["await"]["kind"] == "wait_rest":
        q["await"] = {"kind": "turn"}
    else:
        p["await"] = {"kind": "wait_rest"}


def _lose_energy(p: dict, n: int) -> None:
    p["energy"] = max(0, p["energy"] - n)


def _move(s: State, p: dict, d: str, ctx: dict, *, explore: bool, ignore: set,
          opens_doors: bool, through_walls: bool = False) -> bool:
    """One step of the pawn toward ``d`` ("移動", "鍵", "探索").  True if the pawn moved, False if
    it explored instead (a new room placed, the pawn stays).  Raises IllegalMove."""
    res = p["resolve"]
    b = _edge(s, p, p["pawn"], d)
    if b == "wall" and not through_walls:
        raise IllegalMove(Msg("ohio_bob.move.wall"), R_MOVE)
    if b == "door" and not (through_walls or opens_doors):
        if res["key"] <= 0:
            raise IllegalMove(Msg("ohio_bob.move.door"), R_KEY)
        res["key"] -= 1
    if b == "door" and not through_walls:
        _say(p, "ohio_bob.event.door")
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    dy, dx = DELTA[d]
    target = [p["pawn"][0] + dy, p["pawn"][1] + dx]
    tx, ty = target[1] // cols, target[0] // rows
    if room_at(s, tx, ty) is None:
        if not explore:
            raise IllegalMove(Msg("ohio_bob.move.no_explore"), R_SPECIAL)
        _explore_check(s, p, tx, ty)
        cid = _draw(s, p, ctx, "explore")
        _place_room(s, p, cid, tx, ty)
        _say_room(p, cid)
        return False
    q = partner(s, p)
    if q is not None and q["pawn"] == target:
        raise IllegalMove(Msg("ohio_bob.move.partner_there"), R_TWO)
    old = _slot(s, p["pawn"])
    p["pawn"] = target
    if _slot(s, target) != old:
        p["used"] = []
    return True


def _explore_check(s: State, p: dict, x: int, y: int) -> None:
    """A new room may go to slot (x, y) now ("探索": rooms left, a card in the deck; two
    players: the partner's first-room slot is kept free until that room is placed)."""
    q = partner(s, p)
    if (q is not None and q["await"]["kind"] == "first_room"
            and (x, y) == (0, -1 if q["seat"] == 1 else 0)):
        raise IllegalMove(Msg("ohio_bob.explore.partner_first_room"), R_TWO)
    info = level_info(p)
    if len(p["rooms"]) >= info["rooms"]:
        raise IllegalMove(Msg("ohio_bob.explore.level_full", level=p["level"],
                              rooms=info["rooms"]), R_EXPLORE)
    if not p["deck"]:
        raise IllegalMove(Msg("ohio_bob.explore.deck_empty"), R_EXPLORE)


def _place_room(s: State, p: dict, cid: str, x: int, y: int) -> None:
    """Place a temple card; the level's last room is turned with its stairs on top ("探索")."""
    last = len(p["rooms"]) + 1 == level_info(p)["rooms"]
    p["rooms"].append({"card": cid, "x": x, "y": y, "rot": turn_of(p, last)})


def _say_room(p: dict, cid: str) -> None:
    """Note the room just placed: which card, its number on the level, the last one turned."""
    info = level_info(p)
    n = len(p["rooms"])
    _say(p, "ohio_bob.event.last_room" if n == info["rooms"] else "ohio_bob.event.room",
         card=cid, n=n, rooms=info["rooms"], level=p["level"])


def _say(p: dict, code: str, **params: Any) -> None:
    """Note what the move did (``p["last"]``, see the module docstring)."""
    p.setdefault("last", []).append(Msg(code, **params).to_json())


def _land(s: State, p: dict, ctx: dict, ignore: set, via_teleport: bool = False) -> None:
    """Apply the space where the pawn ended its move ("特別なスペース")."""
    space = _effective_space(s, p)
    kind, _, colour = space.partition(":")
    pos = list(p["pawn"])
    res = p["resolve"]
    printed = (space_of(s, p, pos) or "").partition(":")[0]
    if kind == "empty" and printed in ("ration", "chest"):
        if pos in p["used"]:
            _say(p, f"ohio_bob.event.{printed}_spent")
        else:
            _say(p, "ohio_bob.event.ration_off", level=p["level"])
    if kind == "ration":
        p["used"].append(pos)
        q = partner(s, p)
        to = q if q is not None and not q["left_level"] else p     # 2人: to the partner
        before = to["energy"]
        to["energy"] = min(to["energy_max"], to["energy"] + 1)
        if to is not p:
            _say(p, "ohio_bob.event.ration_partner", player=player(to), energy=to["energy"])
        elif to["energy"] == before:
            _say(p, "ohio_bob.event.ration_full", energy=to["energy"])
        else:
            _say(p, "ohio_bob.event.ration", energy=to["energy"])
    elif kind == "chest":
        p["used"].append(pos)
        cid = _draw(s, p, ctx, "chest", colour or None)
        if cid is None:
            _say(p, "ohio_bob.event.chest_empty")
        else:
            p["hand"].append(cid)
            _say(p, "ohio_bob.event.chest", card=card_ref(cid))
    elif kind == "pit":
        if "pit" in ignore:
            _say(p, "ohio_bob.event.pit_ignored")
        else:
            _rest(s, p)
            _say(p, "ohio_bob.event.pit", cost=level_info(p)["rest"], energy=p["energy"])
    elif kind == "trap":
        if "trap" in ignore:
            _say(p, "ohio_bob.event.trap_ignored")
        elif res is not None and res["rock"] > 0:
            res["rock"] -= 1
            _say(p, "ohio_bob.event.trap_rock")
        else:
            _lose_energy(p, 1)
            _say(p, "ohio_bob.event.trap", energy=p["energy"])
    elif kind == "teleporter" and not via_teleport:
        opts = _teleport_options(s, p)
        if len(opts) == 1:
            _say(p, "ohio_bob.event.teleport",
                 side=direction(slot_side(s["room_size"], p["pawn"], opts[0])))
            _teleport_to(s, p, opts[0], ctx, ignore)
        elif len(opts) > 1:
            _say(p, "ohio_bob.event.teleport_choose")
            p["await"] = {"kind": "teleport", "options": opts, "ignore": sorted(ignore)}
        else:
            _say(p, "ohio_bob.event.teleport_none")


def _teleport_options(s: State, p: dict) -> list[list[int]]:
    x, y = _slot(s, p["pawn"])
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    q = partner(s, p)
    out = []
    for dy, dx in (DELTA[d] for d in DIRECTIONS):
        if room_at(s, x + dx, y + dy) is None:
            continue
        dest = [(y + dy) * rows + p["pawn"][0] % rows, (x + dx) * cols + p["pawn"][1] % cols]
        if q is None or q["pawn"] != dest:
            out.append([x + dx, y + dy])
    return out


def _teleport_to(s: State, p: dict, to: list[int], ctx: dict, ignore: set) -> None:
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    y, x = p["pawn"]
    p["pawn"] = [to[1] * rows + y % rows, to[0] * cols + x % cols]
    p["used"] = []
    _land(s, p, ctx, ignore, via_teleport=True)


def _torch(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"トーチ": copy option A or B of the deck's top card; empty deck: no effect."""
    res = p["resolve"]
    if res.get("copied"):
        return  # a torch copied by a torch does nothing (ruling)
    if not p["deck"]:
        return
    opt = move.get("option")
    if opt not in ("A", "B"):
        raise IllegalMove(Msg("ohio_bob.torch.which"), R_SPECIAL)
    if s["mode"] == "app":
        top = p["deck"][0]
    else:
        top = ctx["card"]
        if top is None:
            raise NeedCard(Msg("ohio_bob.draw.top"), R_SPECIAL)
        if top not in p["deck"]:
            raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(top)), R_SPECIAL)
        _known(s, top)
        ctx["used"] = True
    card = s["cards"][top]
    if opt not in card["options"]:
        raise IllegalMove(Msg("ohio_bob.torch.no_option", option=str(opt)), R_SPECIAL)
    res["effects"] = [dict(e) for e in card["options"][opt]] + res["effects"]
    res["copied"] = True


def _temple_map(s: State, p: dict, d: str, ctx: dict) -> None:
    """"神殿マップ": place the top card next to the current card, if no wall stands between the
    pawn and that edge; it counts as a room of the level (ruling)."""
    pos = list(p["pawn"])
    slot = _slot(s, pos)
    dy, dx = DELTA[d]
    while True:
        b = _edge(s, p, pos, d, own_card_only=True)
        if b != "open":
            raise IllegalMove(Msg("ohio_bob.map.wall"), R_SPECIAL)
        nxt = [pos[0] + dy, pos[1] + dx]
        if _slot(s, nxt) != slot:
            break
        pos = nxt
    tx, ty = slot[0] + dx, slot[1] + dy
    if room_at(s, tx, ty) is not None:
        raise IllegalMove(Msg("ohio_bob.map.taken"), R_SPECIAL)
    _explore_check(s, p, tx, ty)
    cid = _draw(s, p, ctx, "map")
    _place_room(s, p, cid, tx, ty)
    _say_room(p, cid)


def _finish_climb(s: State, p: dict, discards: list[str], final: bool) -> None:
    """"階段": the player leaves the level; when every player has left it, the explored rooms
    and the discards go shuffled under each deck, then the next level (or the amulet)."""
    p["returning"] = [c for c in discards if c != SUPER_GEAR]
    p["out"] += [c for c in discards if c == SUPER_GEAR]
    p["left_level"] = True
    p["escaped"] = final
    p["pawn"] = None
    p["used"] = []
    p["resolve"] = None
    if not all(q["left_level"] for q in s["players"]):
        p["await"] = {"kind": "wait_level"}
        return
    for q in s["players"]:
        if final:
            q["final_rooms"] = q["rooms"]      # the last map stays on the screen at the end
        back = [r["card"] for r in q["rooms"]] + q["returning"]
        if s["mode"] == "app":
            rng = random.Random(f"{s['shuffle_seed']}:{s['shuffles']}")
            rng.shuffle(back)
            q["deck"] += back
        else:
            q["deck"] = sorted(q["deck"] + back)
        s["shuffles"] += 1
        q["rooms"] = []
        q["returning"] = []
    s["traded"] = False
    if final:
        _amulet(s)
        return
    for q in s["players"]:
        q["left_level"] = False
        q["await"] = {"kind": "first_room",
                      "options": q["deck"][:2] if s["mode"] == "app" else None, "to_hand": False}


def _amulet(s: State) -> None:
    """"アミュレット" / 2人プレイ "勝利条件": every amulet challenge met with the gems in hand;
    with two players each also holds 3 cards from the partner's temple deck."""
    for p in s["players"]:
        if not challenge_met(gems_in_hand(s, p), p["challenge"], s["gem_colours"]):
            _end(s, "lost", "amulet_failed", Msg("ohio_bob.end.amulet_failed") if len(
                s["players"]) == 1 else Msg("ohio_bob.end.amulet_failed_of", player=player(p)))
            return
    for p in s["players"]:
        q = partner(s, p)
        if q is not None and partner_cards(s, p) < 3:
            _end(s, "lost", "partner_cards", Msg("ohio_bob.end.partner_cards",
                                                 player=player(p), n=partner_cards(s, p)))
            return
    _end(s, "won", "amulet", Msg("ohio_bob.end.won" if len(s["players"]) == 1
                                 else "ohio_bob.end.won_two"))


def _trade(s: State, p: dict, move: Move, ctx: dict) -> None:
    """2人プレイの特別ルール: once per level, after a card, with the pawns on adjacent spaces not
    separated by a wall or door, each player gives one card (hand or stack) to the other's hand."""
    q = partner(s, p)
    if q is None:
        raise IllegalMove(Msg("ohio_bob.trade.solo"), R_TWO)
    if s["traded"]:
        raise IllegalMove(Msg("ohio_bob.trade.done"), R_TWO)
    if q["pawn"] is None or q["await"]["kind"] not in ("turn", "wait_rest"):
        raise IllegalMove(Msg("ohio_bob.trade.busy"), R_TWO)
    dy, dx = q["pawn"][0] - p["pawn"][0], q["pawn"][1] - p["pawn"][1]
    d = next((k for k, v in DELTA.items() if v == (dy, dx)), None)
    if d is None or _edge(s, p, p["pawn"], d) != "open":
        raise IllegalMove(Msg("ohio_bob.trade.apart"), R_TWO)
    give, take = move.get("give"), move.get("take")
    if SUPER_GEAR in (give, take):
        raise IllegalMove(Msg("ohio_bob.trade.super_gear"), R_TWO)
    if give not in p["hand"] + p["stack"]:
        raise IllegalMove(Msg("ohio_bob.trade.not_mine", card=str(give)), R_TWO)
    if take not in q["hand"] + q["stack"]:
        raise IllegalMove(Msg("ohio_bob.trade.not_theirs", card=str(take)), R_TWO)
    (p["hand"] if give in p["hand"] else p["stack"]).remove(give)
    (q["hand"] if take in q["hand"] else q["stack"]).remove(take)
    p["hand"].append(take)
    q["hand"].append(give)
    s["traded"] = True


# =========================================================================== helpers

def _check_end(s: State, p: dict) -> None:
    """"敗北": energy 0; a deck empty while its level still has rooms to explore."""
    if s["status"] != "playing":
        return
    for q in s["players"]:
        solo = len(s["players"]) == 1
        if q["energy"] <= 0:
            _end(s, "lost", "energy", Msg("ohio_bob.end.energy") if solo
                 else Msg("ohio_bob.end.energy_of", player=player(q)))
            return
        if (not q["left_level"] and not q["deck"] and q["await"]["kind"] != "first_room"
                and len(q["rooms"]) < level_info(q)["rooms"]):
            _end(s, "lost", "deck_out", Msg("ohio_bob.end.deck_out", level=q["level"]) if solo
                 else Msg("ohio_bob.end.deck_out_of", player=player(q), level=q["level"]))
            return


def _end(s: State, status: str, reason: str, message: Msg) -> None:
    """The game ends: ``s["end"] = {"reason", "message": the notice in its stored form}``."""
    s["status"] = status
    s["end"] = {"reason": reason, "message": message.to_json()}
    for p in s["players"]:
        p["await"] = {"kind": "over"}


def _draw(s: State, p: dict, ctx: dict, purpose: str, colour: str | None = None) -> str | None:
    """Take a card from the deck (the top one, or the first of ``colour`` for a coloured chest:
    "色付きの宝箱").  None when the deck is empty (no effect)."""
    if not p["deck"]:
        return None
    if s["mode"] == "app":
        cid = p["deck"][0]
        if colour:
            for c in p["deck"]:
                if s["cards"][c]["gem"] in (colour, MULTI):
                    cid = c
                    break
    else:
        cid = ctx["card"]
        if cid is None:
            raise NeedCard(Msg("ohio_bob.draw.chest" if purpose == "chest"
                               else "ohio_bob.draw.room"), R_PRINCIPLE)
        if ctx["used"]:
            raise IllegalMove(Msg("ohio_bob.draw.one"), R_PRINCIPLE)
        if cid not in p["deck"]:
            raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(cid)), R_PRINCIPLE)
        _known(s, cid)
        if colour and s["cards"][cid]["gem"] not in (colour, MULTI) and any(
                s["cards"].get(c, {}).get("gem") in (colour, MULTI) for c in p["deck"]):
            raise IllegalMove(Msg("ohio_bob.draw.chest_colour", colour=colour_ref(colour)),
                              R_SPACES)
        ctx["used"] = True
    p["deck"].remove(cid)
    return cid


def _known(s: State, cid: str) -> None:
    """Real cards: a card revealed must be one the set knows (a card not entered yet is
    entered first: entering.py)."""
    if cid not in s["cards"]:
        raise IllegalMove(Msg("ohio_bob.deck.not_entered"), R_PRINCIPLE)


def _effective_space(s: State, p: dict) -> str:
    space = space_of(s, p, p["pawn"])
    if p["pawn"] in p["used"]:
        return "empty"
    if space == "ration" and p["level"] in p["rations_off_levels"]:
        return "empty"
    return space


def _edge(s: State, p: dict, pos: list[int], d: str, own_card_only: bool = False) -> str:
    """"open", "door" or "wall" between ``pos`` and its neighbour toward ``d`` (the stronger of
    the two cards' sides when the edge is between two cards; ruling)."""
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    y, x = pos
    a = room_at(s, x // cols, y // rows)
    ba = barrier(s["cards"][a["card"]], y % rows, x % cols, d, a["rot"])
    dy, dx = DELTA[d]
    y2, x2 = y + dy, x + dx
    b = room_at(s, x2 // cols, y2 // rows)
    if b is a or b is None or own_card_only:
        return ba
    bb = barrier(s["cards"][b["card"]], y2 % rows, x2 % cols, OPPOSITE[d], b["rot"])
    return max(ba, bb, key=_BARRIER_ORDER.__getitem__)


def _slot(s: State, pos: list[int]) -> tuple[int, int]:
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    return (pos[1] // cols, pos[0] // rows)


def _dir(move: Move) -> str:
    d = move.get("dir")
    if d not in DELTA:
        raise IllegalMove(Msg("ohio_bob.move.which_way"), R_MOVE)
    return d


def _copy(state: State) -> State:
    """A copy safe to change: everything but the (never changed) card catalogue is copied."""
    cards = state["cards"]
    shallow = {k: v for k, v in state.items() if k != "cards"}
    out = copy.deepcopy(shallow)
    out["cards"] = cards
    return out


_HANDLERS = {
    ("first_room", "first_room"): _first_room,
    ("turn", "play"): _play,
    ("turn", "rest"): _rest_move,
    ("effect", "effect"): _effect,
    ("rope", "effect"): _effect,
    ("teleport", "teleport"): _teleport,
    ("discard", "discard"): _discard,
    ("turn", "trade"): _trade,
    ("wait_rest", "trade"): _trade,
}
