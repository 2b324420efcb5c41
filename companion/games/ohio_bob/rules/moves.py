"""The Ohio Bob engine, solo and the two-player mirror temple: ``apply_move(state, move)``, one
handler per move (the steps they are made of: steps.py; the moves allowed now: legal.py).

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt — "ゲームの原則", "部屋&階層",
"休憩する", "移動", "探索", "岩", "鍵", "スペシャルカード", "スーパーギア", "多色の宝石",
"特別なスペース", "階段", "ゲーム終了", "2人プレイの特別ルール".  Readings of unclear points: docs/rulings/ohio_bob.md.

The engine is a small state machine.  ``player["await"]`` says what the game waits for:

* ``{"kind": "first_room", "options": [id, id] | None, "to_hand": bool}`` — choose which of the
  first two cards becomes the level's first room (level 1: the other goes to the hand).
  Move ``{"type": "first_room", "room": id}`` (+ ``"hand": id`` on level 1 in table mode, +
  ``"top": id``, the other card left on the deck, on the next levels in table mode).
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
colours named through names.py; said in the reader's language by messages.py), and the end of a
game stores its notice as ``state["end"]["message"]`` (``Msg.to_json()``).

Positions: the pawn is ``[y, x]`` in spaces over the whole table (y down, x right); a placed
room is ``{"card": id, "x": X, "y": Y, "rot": 0|180}`` in card slots, so space (y, x) is in the
slot (x // cols, y // rows).  Directions N/E/S/W are as the table is seen (stairs row = south);
a card's arrows are read from its player's seat (queries.table_dirs: seat 1 of two, turned).
"""
from __future__ import annotations

import copy

from companion.engine import IllegalMove, InvalidMove, Move, State
from companion.message import Msg, decode

from .components import DELTA, SUPER_GEAR, slot_side, space_at
from .entering import enter_card
from .names import card as card_ref
from .names import directions, equipment, expecting
from .queries import card_of, climb_blocker, level_info, partner, table_dirs
from .steps import (R_END, R_MOVE, R_PRINCIPLE, R_SETUP, R_SPACES, R_SPECIAL, R_STAIRS, R_TWO,
                    after_landing, check_end, edge, effective_space, finish_climb, known, land,
                    next_effect, place_room, rest, say, step, teleport_to, temple_map, torch,
                    tracks_top)
from .under import refuse_under


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
    check_end(s, p)
    if s["status"] != "playing":
        say(p, f"ohio_bob.event.{s['status']}", why=decode(s["end"]["message"]))
    return s


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
        known(s, room)
        other = []
        if aw["to_hand"]:
            hand = move.get("hand")
            if hand == room:
                raise IllegalMove(Msg("ohio_bob.first_room.same_card",
                                      card=equipment(room, s["cards"].get(room) or {})), R_SETUP)
            if hand not in p["deck"]:
                raise IllegalMove(Msg("ohio_bob.first_room.enter_other"), R_SETUP)
            known(s, hand)
            other = [hand]
        elif move.get("hand") is not None:
            raise IllegalMove(Msg("ohio_bob.first_room.stays"), R_STAIRS)
        else:
            _first_room_top(s, p, room, move.get("top"))
        # "階段": the level's rooms went under the deck, the two cards come from the top
        refuse_under(s, p, [room, *other, *([move["top"]] if move.get("top") else [])])
    p["deck"].remove(room)
    if p.get("top") == room:
        p["top"] = None
    if aw["to_hand"]:
        for cid in other:
            p["deck"].remove(cid)
            p["hand"].append(cid)
    place_room(s, p, room, 0, -1 if p["seat"] == 1 else 0)
    p["pawn"] = _stairs_pos(s, p["rooms"][-1])
    p["used"] = []
    p["await"] = {"kind": "turn"}


def _first_room_top(s: State, p: dict, room: str, top: str | None) -> None:
    """"階段" (next level, real cards): of the first two cards drawn ("山札から最初の2枚のカード
    のうち1枚を選び") one is the room, the other stays on top of the deck (ruling 24): with the
    app keeping the top card (``tracks_top``) the move names it as ``top`` (needed while the
    deck holds another card besides the room), and the app then knows it; a card known on
    top already is one of the two."""
    if not tracks_top(s):
        if top is not None:
            raise IllegalMove(Msg("ohio_bob.first_room.stays"), R_STAIRS)
        return
    if top is None:
        if len(p["deck"]) > 1:
            raise IllegalMove(Msg("ohio_bob.first_room.enter_top"), R_STAIRS)
        return
    if top == room:
        raise IllegalMove(Msg("ohio_bob.first_room.same_top",
                              card=equipment(room, s["cards"].get(room) or {})), R_SETUP)
    if top not in p["deck"]:
        raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(top)), R_STAIRS)
    known(s, top)
    was = p.get("top")
    if was is not None and was not in (room, top):
        raise IllegalMove(Msg("ohio_bob.first_room.was_top", card=equipment(was, s["cards"][was])),
                          R_STAIRS)
    p["top"] = top


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
    next_effect(s, p)


def _rest_move(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"休憩する": the stack back to hand, lose the level's rest cost."""
    p["await"] = {"kind": "turn"}
    rest(s, p)
    say(p, "ohio_bob.event.energy_left", energy=p["energy"])


def _skip(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"ゲームの原則": each effect is optional; ``done`` drops all that remain."""
    if move["type"] == "done":
        p["resolve"]["effects"] = []
    next_effect(s, p)


def _effect(s: State, p: dict, move: Move, ctx: dict) -> None:
    """Apply the awaited effect (or the rope's second step)."""
    aw = p["await"]
    res = p["resolve"]
    if aw["kind"] == "rope":
        d, dirs = _dir(move), table_dirs(s, p, aw["dirs"])
        if d not in dirs:
            raise IllegalMove(Msg("ohio_bob.rope.dirs", dirs=directions(dirs)), R_SPECIAL)
        step(s, p, d, ctx, explore=False, ignore={"pit"}, opens_doors=False)
        land(s, p, ctx, ignore={"pit"})
        after_landing(s, p)
        return
    eff = aw["effect"]
    kind = eff["type"]
    if kind == "rock":
        res["rock"] += 1
    elif kind == "key":
        res["key"] += 1
    elif kind == "move":
        d, dirs = _dir(move), table_dirs(s, p, eff["dirs"])
        if d not in dirs:
            raise IllegalMove(Msg("ohio_bob.move.dirs", dirs=directions(dirs)), R_MOVE)
        moved = step(s, p, d, ctx, explore=eff["explore"], ignore=set(eff["ignore"]),
                      opens_doors=eff["opens_doors"])
        if moved:
            land(s, p, ctx, ignore=set(eff["ignore"]))
    elif kind == "sledgehammer":
        d, dirs = _dir(move), table_dirs(s, p, eff["dirs"])
        if d not in dirs:
            raise IllegalMove(Msg("ohio_bob.sledgehammer.dirs", dirs=directions(dirs)),
                              R_SPECIAL)
        if edge(s, p, p["pawn"], d) == "open":
            raise IllegalMove(Msg("ohio_bob.sledgehammer.no_wall"), R_SPECIAL)
        if step(s, p, d, ctx, explore=True, ignore=set(), opens_doors=True, through_walls=True):
            land(s, p, ctx, ignore=set())
    elif kind == "rope":
        d, dirs = _dir(move), table_dirs(s, p, eff["dirs"])
        if d not in dirs:
            raise IllegalMove(Msg("ohio_bob.rope.dirs", dirs=directions(dirs)), R_SPECIAL)
        step(s, p, d, ctx, explore=False, ignore={"pit"}, opens_doors=False)
        if effective_space(s, p) in ("empty", "pit"):
            p["await"] = {"kind": "rope", "dirs": eff["dirs"]}
            return
        land(s, p, ctx, ignore={"pit"})
    elif kind == "torch":
        torch(s, p, move, ctx)
    elif kind == "map":
        temple_map(s, p, _dir(move), ctx)
    after_landing(s, p)


def _teleport(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"テレポーター": several neighbouring cards — the player chooses (ruling)."""
    to = move.get("to")
    if to not in p["await"]["options"]:
        sides = "".join(slot_side(s["room_size"], p["pawn"], t) for t in p["await"]["options"])
        raise IllegalMove(Msg("ohio_bob.teleport.choose", sides=directions(sides)), R_SPACES)
    ignore = set(p["await"]["ignore"])
    p["await"] = {"kind": "landing"}
    teleport_to(s, p, to, ctx, ignore)
    after_landing(s, p)


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
    finish_climb(s, p, list(cards), p["await"]["final"])


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
        say(p, "ohio_bob.event.climb_energy", energy=p["energy"])
    excess = len(p["hand"]) - level_info(p)["max_cards"]
    if excess > 0:
        say(p, "ohio_bob.event.discard", count=excess, max=level_info(p)["max_cards"])
        p["await"] = {"kind": "discard", "count": excess, "final": final}
        return
    finish_climb(s, p, [], final)


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
    if d is None or edge(s, p, p["pawn"], d) != "open":
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
