"""The steps Ohio Bob's moves are made of (moves.py): the next effect of the card being
resolved, a pawn's step (and exploring a new room), landing on a special space, a teleporter,
the torch and the temple map, drawing a card, resting, leaving a level, the amulet and the end
of the game; the rules sources each refusal names (``R_*``) and ``NeedCard``.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt — "ゲームの原則", "移動", "探索", "鍵",
"スペシャルカード", "特別なスペース", "階段", "アミュレット", "ゲーム終了", "2人プレイの特別ルール".
Readings of unclear points: docs/rulings/ohio_bob.md.  Every function here changes the copy of
the state ``moves.apply_move`` made (``s``) and the mover ``p`` in it.
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import IllegalMove, Move, State
from companion.message import Msg

from .components import DELTA, DIRECTIONS, MULTI, OPPOSITE, SUPER_GEAR, barrier, slot_side
from .names import colour as colour_ref
from .names import card as card_ref
from .names import direction, equipment, player
from .queries import (challenge_met, gems_in_hand, level_info, partner, partner_cards, room_at,
                      space_of, turn_of)
from .setup import READING_KEY
from .under import put_under, refuse_under

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



# =========================================================================== steps

def next_effect(s: State, p: dict) -> None:
    """"ゲームの原則": the card being resolved asks for its next effect (``await`` becomes
    ``{"kind": "effect", "effect": EFFECT}``); with none left the card is done and the player's
    turn comes again (unless the player waits for the partner's rest or the game is over)."""
    res = p["resolve"]
    if res is None or not res["effects"]:
        p["resolve"] = None
        if p["await"]["kind"] not in ("wait_rest", "over"):
            p["await"] = {"kind": "turn"}
        return
    eff = res["effects"].pop(0)
    p["await"] = {"kind": "effect", "effect": eff}


def after_landing(s: State, p: dict) -> None:
    """After a step: on to the card's next effect, unless a teleporter asks where to go or
    the game ended."""
    if p["await"]["kind"] in ("teleport", "over"):
        return
    next_effect(s, p)


def rest(s: State, p: dict) -> None:
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


def opens_a_door(data: dict[str, Any]) -> bool:
    """True if a card (equipment side, ``{"options": {...}}``) prints a key: a key effect or a
    move that opens locked doors (鍵; スーパーギア: "鍵のかかったドアを開けること(鍵)もできます")."""
    return any(e.get("type") == "key" or (e.get("type") == "move" and e.get("opens_doors"))
               for effects in (data.get("options") or {}).values() for e in effects or [])


def door_refusal(s: State, p: dict) -> Msg:
    """Why a locked door stops the pawn, as true for this player ("鍵": "これらのドアは鍵を使って
    開けることができます"): a card in hand with a key →
    ``Msg("ohio_bob.move.door_key_in_hand", card=its name)`` (the first such card); none →
    ``Msg("ohio_bob.move.door_no_key")`` (a key is needed: a card's key or the Super Gear)."""
    for cid in p["hand"]:
        data = p["super_gear"] if cid == SUPER_GEAR else s["cards"].get(cid) or {}
        if opens_a_door(data):
            return Msg("ohio_bob.move.door_key_in_hand", card=equipment(cid, data))
    return Msg("ohio_bob.move.door_no_key")


def step(s: State, p: dict, d: str, ctx: dict, *, explore: bool, ignore: set,
          opens_doors: bool, through_walls: bool = False) -> bool:
    """One step of the pawn toward ``d`` ("移動", "鍵", "探索").  True if the pawn moved, False if
    it explored instead (a new room placed, the pawn stays).  Raises IllegalMove."""
    res = p["resolve"]
    b = edge(s, p, p["pawn"], d)
    if b == "wall" and not through_walls:
        raise IllegalMove(Msg("ohio_bob.move.wall"), R_MOVE)
    if b == "door" and not (through_walls or opens_doors):
        if res["key"] <= 0:
            raise IllegalMove(door_refusal(s, p), R_KEY)
        res["key"] -= 1
    if b == "door" and not through_walls:
        say(p, "ohio_bob.event.door")
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    dy, dx = DELTA[d]
    target = [p["pawn"][0] + dy, p["pawn"][1] + dx]
    tx, ty = target[1] // cols, target[0] // rows
    if room_at(s, tx, ty) is None:
        if not explore:
            raise IllegalMove(Msg("ohio_bob.move.no_explore"), R_SPECIAL)
        _explore_check(s, p, tx, ty)
        cid = _draw(s, p, ctx, "explore")
        place_room(s, p, cid, tx, ty)
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


def place_room(s: State, p: dict, cid: str, x: int, y: int) -> None:
    """Place a temple card; the level's last room is turned with its stairs on top ("探索")."""
    last = len(p["rooms"]) + 1 == level_info(p)["rooms"]
    p["rooms"].append({"card": cid, "x": x, "y": y, "rot": turn_of(p, last)})


def _say_room(p: dict, cid: str) -> None:
    """Note the room just placed: which card, its number on the level, the last one turned."""
    info = level_info(p)
    n = len(p["rooms"])
    say(p, "ohio_bob.event.last_room" if n == info["rooms"] else "ohio_bob.event.room",
         card=cid, n=n, rooms=info["rooms"], level=p["level"])


def say(p: dict, code: str, **params: Any) -> None:
    """Note what the move did (``p["last"]``, see the module docstring)."""
    p.setdefault("last", []).append(Msg(code, **params).to_json())


def land(s: State, p: dict, ctx: dict, ignore: set, via_teleport: bool = False) -> None:
    """Apply the space where the pawn ended its move ("特別なスペース")."""
    space = effective_space(s, p)
    kind, _, colour = space.partition(":")
    pos = list(p["pawn"])
    res = p["resolve"]
    printed = (space_of(s, p, pos) or "").partition(":")[0]
    if kind == "empty" and printed in ("ration", "chest"):
        if pos in p["used"]:
            say(p, f"ohio_bob.event.{printed}_spent")
        else:
            say(p, "ohio_bob.event.ration_off", level=p["level"])
    if kind == "ration":
        p["used"].append(pos)
        q = partner(s, p)
        to = q if q is not None and not q["left_level"] else p     # 2人: to the partner
        before = to["energy"]
        to["energy"] = min(to["energy_max"], to["energy"] + 1)
        if to is not p:
            say(p, "ohio_bob.event.ration_partner", player=player(to), energy=to["energy"])
        elif to["energy"] == before:
            say(p, "ohio_bob.event.ration_full", energy=to["energy"])
        else:
            say(p, "ohio_bob.event.ration", energy=to["energy"])
    elif kind == "chest":
        p["used"].append(pos)
        cid = _draw(s, p, ctx, "chest", colour or None)
        if cid is None:
            say(p, "ohio_bob.event.chest_empty")
        else:
            p["hand"].append(cid)
            say(p, "ohio_bob.event.chest", card=card_ref(cid))
    elif kind == "pit":
        if "pit" in ignore:
            say(p, "ohio_bob.event.pit_ignored")
        else:
            rest(s, p)
            say(p, "ohio_bob.event.pit", cost=level_info(p)["rest"], energy=p["energy"])
    elif kind == "trap":
        if "trap" in ignore:
            say(p, "ohio_bob.event.trap_ignored")
        elif res is not None and res["rock"] > 0:
            res["rock"] -= 1
            say(p, "ohio_bob.event.trap_rock")
        else:
            _lose_energy(p, 1)
            say(p, "ohio_bob.event.trap", energy=p["energy"])
    elif kind == "teleporter" and not via_teleport:
        opts = _teleport_options(s, p)
        if len(opts) == 1:
            say(p, "ohio_bob.event.teleport",
                 side=direction(slot_side(s["room_size"], p["pawn"], opts[0])))
            teleport_to(s, p, opts[0], ctx, ignore)
        elif len(opts) > 1:
            say(p, "ohio_bob.event.teleport_choose")
            p["await"] = {"kind": "teleport", "options": opts, "ignore": sorted(ignore)}
        else:
            say(p, "ohio_bob.event.teleport_none")


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


def teleport_to(s: State, p: dict, to: list[int], ctx: dict, ignore: set) -> None:
    """"テレポーター": the pawn goes to the same space of the card in slot ``to`` = [x, y] and
    lands there (a teleporter reached so does not teleport again)."""
    rows, cols = s["room_size"]["rows"], s["room_size"]["cols"]
    y, x = p["pawn"]
    p["pawn"] = [to[1] * rows + y % rows, to[0] * cols + x % cols]
    p["used"] = []
    land(s, p, ctx, ignore, via_teleport=True)


def torch(s: State, p: dict, move: Move, ctx: dict) -> None:
    """"トーチ": copy option A or B of the deck's top card ("デッキの一番上のカードの効果をコピー
    します": it stays on top); empty deck: no effect.  Real cards: the top card is named in the
    move unless the app knows it already (``p["top"]``, ``tracks_top``), and then known."""
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
    elif p.get("top") is not None:      # seen already: the torch does not ask again
        top = _known_top(s, p, ctx)
    else:
        top = ctx["card"]
        if top is None:
            raise NeedCard(Msg("ohio_bob.draw.top"), R_SPECIAL)
        if top not in p["deck"]:
            raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(top)), R_SPECIAL)
        known(s, top)
        refuse_under(s, p, [top])
        ctx["used"] = True
        if tracks_top(s):
            p["top"] = top              # the torch leaves it on top: now the app knows it
    card = s["cards"][top]
    if opt not in card["options"]:
        raise IllegalMove(Msg("ohio_bob.torch.no_option", option=str(opt)), R_SPECIAL)
    res["effects"] = [dict(e) for e in card["options"][opt]] + res["effects"]
    res["copied"] = True


def temple_map(s: State, p: dict, d: str, ctx: dict) -> None:
    """"神殿マップ": place the top card next to the current card, if no wall stands between the
    pawn and that edge; it counts as a room of the level (ruling)."""
    pos = list(p["pawn"])
    slot = _slot(s, pos)
    dy, dx = DELTA[d]
    while True:
        b = edge(s, p, pos, d, own_card_only=True)
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
    place_room(s, p, cid, tx, ty)
    _say_room(p, cid)


def finish_climb(s: State, p: dict, discards: list[str], final: bool) -> None:
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
            put_under(s, q, back)
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



# =========================================================================== helpers

def check_end(s: State, p: dict) -> None:
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
    "色付きの宝箱").  None when the deck is empty (no effect).  Real cards: the move names the
    card, unless it is the card known on top (``p["top"]``), which is then taken."""
    if not p["deck"]:
        return None
    if s["mode"] == "app":
        cid = p["deck"][0]
        if colour:
            for c in p["deck"]:
                if s["cards"][c]["gem"] in (colour, MULTI):
                    cid = c
                    break
    elif p.get("top") is not None and (not colour or s["cards"][p["top"]]["gem"] in (
            colour, MULTI)):            # the card on top is known: nothing to ask
        cid = _known_top(s, p, ctx)
    else:
        cid = ctx["card"]
        if cid is None:
            raise NeedCard(Msg("ohio_bob.draw.chest" if purpose == "chest"
                               else "ohio_bob.draw.room"), R_PRINCIPLE)
        if ctx["used"]:
            raise IllegalMove(Msg("ohio_bob.draw.one"), R_PRINCIPLE)
        if cid not in p["deck"]:
            raise IllegalMove(Msg("ohio_bob.deck.not_in", card=str(cid)), R_PRINCIPLE)
        known(s, cid)
        if colour and s["cards"][cid]["gem"] not in (colour, MULTI) and any(
                s["cards"].get(c, {}).get("gem") in (colour, MULTI) for c in p["deck"]):
            raise IllegalMove(Msg("ohio_bob.draw.chest_colour", colour=colour_ref(colour)),
                              R_SPACES)
        refuse_under(s, p, [cid], colour)
        ctx["used"] = True
    p["deck"].remove(cid)
    if p.get("top") == cid:
        p["top"] = None                 # the next card is not known
    return cid


def tracks_top(s: State) -> bool:
    """Whether the app keeps the card known to lie on top of each real deck (``p["top"]``:
    the card a torch copied, or the card left on the deck when a level's first room was
    chosen; None: not known).  Tables set up under rules version 1 did not (no
    ``top_tracked`` mark in their state): they name every card revealed."""
    return s.get("mode") == "table" and bool(s.get(READING_KEY))


def _known_top(s: State, p: dict, ctx: dict) -> str:
    """The card known on top of ``p``'s deck, for a move that reveals it: the move need not
    name it, and may not name another."""
    top = p["top"]
    if ctx["card"] is not None:
        if ctx["card"] != top:
            raise IllegalMove(Msg("ohio_bob.deck.top_known",
                                  card=equipment(top, s["cards"][top])), R_PRINCIPLE)
        ctx["used"] = True
    return top


def known(s: State, cid: str) -> None:
    """Real cards: a card revealed must be one the set knows (a card not entered yet is
    entered first: entering.py)."""
    if cid not in s["cards"]:
        raise IllegalMove(Msg("ohio_bob.deck.not_entered"), R_PRINCIPLE)


def effective_space(s: State, p: dict) -> str:
    """The space under the pawn as it acts now: "empty" for a bonus this player already took
    in this card ("特別なスペース") or a ration on a level whose rations give nothing."""
    space = space_of(s, p, p["pawn"])
    if p["pawn"] in p["used"]:
        return "empty"
    if space == "ration" and p["level"] in p["rations_off_levels"]:
        return "empty"
    return space


def edge(s: State, p: dict, pos: list[int], d: str, own_card_only: bool = False) -> str:
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
