"""Mayan Curse rules engine: the round (draw, turns, boulders, end of round) replayed from
what the table enters.  ``apply_move(state, move)`` never mutates ``state``.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「ラウンド&ターン」, 「ステップ1:ドロー」,
「a. 床ボードのスライド」 (+ 重要な注意事項:スライド), 「b. 移動」 (+ 重要な注意事項:移動),
「中継地点」, 「石碑の発見」, 「バックパックを使う」, 「c. 神聖な石を捨てる」, 「ステップ3:岩」
(boulders.py), 「ステップ4:ラウンド終了」, 「通路を離れる」, 「寺院床ボードのスライド」,
「寺院での移動」, 「頂上に到達する」, 「帰還を遂げる」, 「ゲーム終了」, 「ソロモード」.
Readings: docs/rulings/mayan_curse.md.  Move shapes: docs/formats/mayan_curse.md.

Moves (``seat`` 0-based; every move dict carries ``"seat"``):

* ``{"type": "draw", "seat", "stones": [label, label, label]}`` in phase "draw": the three
  stones this seat drew from the pouch (labels as in the pouch: "dog", "dog/jaguar").  When every
  adventurer still in the passage has drawn, phase -> "turns".
* ``{"type": "turn", "seat", "backpack": None | {"item": "machete"|"map"|"compass"|"elixir",
  "to": pos (map/compass)}, "slides": [{"row": r, "by": n} | {"tier": t, "by": n}, ...],
  "moves": [segment, ...]}`` by the seat whose turn it is, in phase "turns".  A segment is
  ``{"stones": [i] | [i, j], "symbol": s, "direction": d, "distance": n, "machete": bool}``
  (i, j = indices in the seat's hand; d = "up" (toward the temple) | "down" | "left" |
  "right") or ``{"to": {"row", "col"}}`` (free movement on the relay board one stands on).
  ``by`` > 0 slides right (seen from the entrance) / turns a tier clockwise (seen from above).
  After the last turn of a round the boulders roll (boulders.py) and the next round starts.
* ``{"type": "stela_value", "seat", "stela": id, "value": v}``: the owner enters the knowledge
  printed under a stela taken (any time; hidden from the other seats until the end).

Positions: ``{"row", "col"}`` on the passage, ``{"tier": 1..6, "index": i}`` in the temple
(index = space on that tier board; it turns with the tier).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse import names
from companion.games.mayan_curse.boulders import (
    boulder_at, clear_trigger_tokens, is_floor, remove_trigger_token,
    roll_boulders, shift_row, stela_at, symbol_at, work_copy,
)
from companion.games.mayan_curse.components import STELA_RANGES, WILD
from companion.games.mayan_curse.setup import BACKPACK_ITEMS
from companion.message import Msg

RULE_DRAW = "seed 000, 「ステップ1:ドロー」"
RULE_SLIDE = "seed 000, 「a. 床ボードのスライド」"
RULE_MOVE = "seed 000, 「b. 移動」"
RULE_RELAY = "seed 000, 「中継地点」"
RULE_STELA = "seed 000, 「石碑の発見」"
RULE_BACKPACK = "seed 000, 「バックパックを使う」"
RULE_TEMPLE = "seed 000, 「寺院での移動」"
RULE_TEMPLE_SLIDE = "seed 000, 「寺院床ボードのスライド」"
RULE_TOP = "seed 000, 「頂上に到達する」"
RULE_TURN = "seed 000, 「ラウンド&ターン」"
RULE_ESCAPE = "seed 000, 「帰還を遂げる」"
DIRECTIONS = ("up", "down", "left", "right")
SLIDES_PER_TURN = 3
HAND = 3


# ---------------------------------------------------------------- positions
def _pos_of(adv: dict[str, Any]) -> tuple:
    if adv["tier"] is not None:
        return ("t", adv["tier"], adv["index"])
    return ("p", adv["row"], adv["col"])


def _set_pos(adv: dict[str, Any], pos: tuple) -> None:
    if pos[0] == "t":
        adv.update(tier=pos[1], index=pos[2], row=None, col=None)
    else:
        adv.update(tier=None, index=None, row=pos[1], col=pos[2])


def _lines(state: dict[str, Any]) -> int:
    return state["components"]["temple"]["lines"]


def _tier_index(state: dict[str, Any], tier: int, line: int) -> int:
    return (line - state["temple"]["rotation"][tier - 1]) % _lines(state)


def _tier_line(state: dict[str, Any], tier: int, index: int) -> int:
    return (index + state["temple"]["rotation"][tier - 1]) % _lines(state)


def neighbour(state: dict[str, Any], pos: tuple, direction: str) -> tuple | None:
    """The space next to ``pos`` in ``direction`` (up = toward the temple), or None (river,
    edge, or sideways in the temple: 「寺院での移動」 spaces of one tier are not adjacent)."""
    t = state["components"]["temple"]
    tiers = len(t["tiers"])
    if pos[0] == "t":
        _, tier, index = pos
        line = _tier_line(state, tier, index)
        if direction == "up" and tier < tiers:
            return ("t", tier + 1, _tier_index(state, tier + 1, line))
        if direction == "down":
            if tier > 1:
                return ("t", tier - 1, _tier_index(state, tier - 1, line))
            if line in t["entry_lines"]:
                return ("p", len(state["rows"]) - 1, t["entry_cols"][t["entry_lines"].index(line)])
        return None
    _, row, col = pos
    if direction == "up" and row == len(state["rows"]) - 1:
        if col in t["entry_cols"]:
            return ("t", 1, _tier_index(state, 1, t["entry_lines"][t["entry_cols"].index(col)]))
        return None
    dy, dx = {"up": (1, 0), "down": (-1, 0), "left": (0, -1), "right": (0, 1)}[direction]
    if is_floor(state, row + dy, col + dx):
        return ("p", row + dy, col + dx)
    return None


def space_symbol(state: dict[str, Any], pos: tuple) -> str | None:
    """Symbol of a space; None for a blank space (relay boards, the top of the temple)."""
    if pos[0] == "t":
        return state["components"]["temple"]["tiers"][pos[1] - 1]["spaces"][pos[2]]
    return symbol_at(state, pos[1], pos[2])


def _boulder(state: dict[str, Any], pos: tuple) -> dict[str, Any] | None:
    return boulder_at(state, pos[1], pos[2]) if pos[0] == "p" else None


def _stela(state: dict[str, Any], pos: tuple) -> dict[str, Any] | None:
    if pos[0] == "p":
        return stela_at(state, pos[1], pos[2])
    for st in state["stelae"]:
        if st.get("tier") == pos[1] and st.get("index") == pos[2]:
            return st
    return None


def _board(state: dict[str, Any], pos: tuple) -> str:
    return "temple" if pos[0] == "t" else state["rows"][pos[1]]["board"]


def _parse_pos(data: Any, where: Msg) -> tuple:
    """A position tuple from its JSON form; ``InvalidMove(where)`` when it is none."""
    if isinstance(data, dict) and "tier" in data:
        t, i = data.get("tier"), data.get("index")
        if isinstance(t, int) and isinstance(i, int):
            return ("t", t, i)
    if isinstance(data, dict) and isinstance(data.get("row"), int) and isinstance(
            data.get("col"), int):
        return ("p", data["row"], data["col"])
    raise InvalidMove(where)


def _place(state: dict[str, Any], pos: tuple) -> Msg:
    """A position tuple said as a place on the table (names.py)."""
    if pos[0] == "t":
        return names.temple_place(pos[1], pos[2])
    return names.place(state, pos[1], pos[2])


def pos_dict(pos: tuple) -> dict[str, int]:
    """A position tuple as its JSON form."""
    return {"tier": pos[1], "index": pos[2]} if pos[0] == "t" else {"row": pos[1], "col": pos[2]}


# ---------------------------------------------------------------- turn order
def active_seats(state: dict[str, Any]) -> list[int]:
    """Seats still in the game (not escaped), in turn order from the first player."""
    n = len(state["players"])
    order = [(state["first_player"] + k) % n for k in range(n)]
    return [s for s in order if not state["adventurers"][s]["escaped"]]


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# ---------------------------------------------------------------- parse
def parse_move(seat: int | None, data: Any) -> dict[str, Any]:
    """A normalized move (shapes in the module docstring) or ``InvalidMove``."""
    if not isinstance(data, dict):
        raise InvalidMove(Msg("mayan_curse.move.unreadable"))
    if seat is None:
        raise InvalidMove(Msg("mayan_curse.move.no_seat"))
    kind = data.get("type")
    if kind == "draw":
        stones = data.get("stones")
        if not isinstance(stones, list) or len(stones) != HAND or not all(
                isinstance(x, str) for x in stones):
            raise InvalidMove(Msg("mayan_curse.draw.three_stones"))
        return {"type": "draw", "seat": seat, "stones": list(stones)}
    if kind == "stela_value":
        if not isinstance(data.get("stela"), str) or not _is_int(data.get("value")):
            raise InvalidMove(Msg("mayan_curse.stela.value_needed"))
        return {"type": "stela_value", "seat": seat, "stela": data["stela"],
                "value": data["value"]}
    if kind != "turn":
        raise InvalidMove(Msg("mayan_curse.move.unknown_type"))
    bp = data.get("backpack")
    if bp is not None:
        if not isinstance(bp, dict) or bp.get("item") not in BACKPACK_ITEMS:
            raise InvalidMove(Msg("mayan_curse.backpack.unknown_item"))
        bp = {"item": bp["item"]}
        if bp["item"] in ("map", "compass"):
            bp["to"] = pos_dict(_parse_pos(data["backpack"].get("to"), Msg(
                "mayan_curse.backpack.bad_space", item=names.item(bp["item"]))))
    slides = data.get("slides") or []
    if not isinstance(slides, list):
        raise InvalidMove(Msg("mayan_curse.slide.unreadable"))
    out_slides = []
    for k, sl in enumerate(slides):
        if not isinstance(sl, dict) or not _is_int(sl.get("by")) or sl["by"] == 0:
            raise InvalidMove(Msg("mayan_curse.slide.bad_by", n=k + 1))
        if _is_int(sl.get("row")):
            out_slides.append({"row": sl["row"], "by": sl["by"]})
        elif _is_int(sl.get("tier")):
            out_slides.append({"tier": sl["tier"], "by": sl["by"]})
        else:
            raise InvalidMove(Msg("mayan_curse.slide.bad_what", n=k + 1))
    moves = data.get("moves") or []
    if not isinstance(moves, list):
        raise InvalidMove(Msg("mayan_curse.segment.unreadable"))
    out_moves = []
    for k, m in enumerate(moves):
        if not isinstance(m, dict):
            raise InvalidMove(Msg("mayan_curse.segment.not_readable", n=k + 1))
        if "to" in m:
            out_moves.append({"to": pos_dict(_parse_pos(
                m["to"], Msg("mayan_curse.segment.bad_space", n=k + 1)))})
            continue
        stones = m.get("stones")
        if not isinstance(stones, list) or len(stones) not in (1, 2) or not all(
                _is_int(i) for i in stones) or len(set(stones)) != len(stones):
            raise InvalidMove(Msg("mayan_curse.segment.stones", n=k + 1))
        if m.get("direction") not in DIRECTIONS:
            raise InvalidMove(Msg("mayan_curse.segment.direction", n=k + 1))
        if not _is_int(m.get("distance")) or m["distance"] < 1:
            raise InvalidMove(Msg("mayan_curse.segment.distance", n=k + 1))
        if not isinstance(m.get("symbol"), str):
            raise InvalidMove(Msg("mayan_curse.segment.symbol", n=k + 1))
        out_moves.append({"stones": list(stones), "symbol": m["symbol"],
                          "direction": m["direction"], "distance": m["distance"],
                          "machete": bool(m.get("machete", False))})
    return {"type": "turn", "seat": seat, "backpack": bp, "slides": out_slides,
            "moves": out_moves}


# ---------------------------------------------------------------- apply
def apply_move(state: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """The state after ``move`` (normalized by ``parse_move``); raises ``IllegalMove``.
    ``state`` is not mutated."""
    if state["over"] and move.get("type") != "stela_value":
        raise IllegalMove(Msg("mayan_curse.game_over"), "seed 000, 「ゲーム終了」")
    s = work_copy(state)
    seat = move["seat"]
    if not isinstance(seat, int) or not 0 <= seat < len(s["players"]):
        raise IllegalMove(Msg("mayan_curse.move.no_such_seat"))
    kind = move["type"]
    if kind == "draw":
        _draw(s, seat, move["stones"])
    elif kind == "turn":
        _turn(s, seat, move)
    elif kind == "stela_value":
        _stela_value(s, seat, move["stela"], move["value"])
    else:
        raise IllegalMove(Msg("mayan_curse.move.unknown_type"))
    return s


def _draw(s: dict[str, Any], seat: int, stones: list[str]) -> None:
    """「ステップ1:ドロー」: three stones from the pouch into the seat's hand."""
    if s["phase"] != "draw":
        raise IllegalMove(Msg("mayan_curse.draw.not_now"), RULE_DRAW)
    if seat not in active_seats(s):
        raise IllegalMove(Msg("mayan_curse.turn.escaped"), RULE_ESCAPE)
    if s["hands"][seat] is not None:
        raise IllegalMove(Msg("mayan_curse.draw.already"), RULE_DRAW)
    pouch = Counter(s["pouch"])
    want = Counter(stones)
    for label, n in want.items():
        if pouch[label] < n:
            raise IllegalMove(Msg("mayan_curse.draw.not_in_pouch", left=pouch[label],
                                  stone=names.stone_text(s["components"], label), entered=n),
                              RULE_DRAW)
    for label in stones:
        s["pouch"].remove(label)
    s["hands"][seat] = list(stones)
    if all(s["hands"][x] is not None for x in active_seats(s)):
        s["phase"] = "turns"
        s["turn"] = active_seats(s)[0]


def _stela_value(s: dict[str, Any], seat: int, stela: str, value: int) -> None:
    """「石碑の発見」: the owner enters the knowledge printed under a stela taken."""
    adv = s["adventurers"][seat]
    entry = next((e for e in adv["stelae"] if e["id"] == stela), None)
    if entry is None:
        raise IllegalMove(Msg("mayan_curse.stela.not_yours", stela=names.stela_name(stela)),
                          RULE_STELA)
    lo, hi = STELA_RANGES[entry["colour"]]
    if not lo <= value <= hi:
        raise IllegalMove(Msg("mayan_curse.stela.range", colour=names.colour(entry["colour"]),
                              low=lo, high=hi), RULE_STELA)
    entry["value"] = value


class _TurnRun:
    """One turn worked out on a state copy (mutated)."""

    def __init__(self, s: dict[str, Any], seat: int, move: dict[str, Any]):
        self.s = s
        self.seat = seat
        self.adv = s["adventurers"][seat]
        self.hand = s["hands"][seat] or []
        self.used: set[int] = set()
        self.item = (move["backpack"] or {}).get("item")
        self.rows_visited: set[int] = set()
        self.tiers_visited: set[int] = set()
        self.gone = False
        self.machete_used = False
        self.taken: list[str] = []
        self._visit(_pos_of(self.adv))

    def _visit(self, pos: tuple) -> None:
        if pos[0] == "t":
            self.tiers_visited.add(pos[1])
        else:
            self.rows_visited.add(pos[1])

    # ---- entering a space
    def enter(self, pos: tuple, jumped: bool = False) -> None:
        """Step onto ``pos`` (or over it when ``jumped``): stelae, temple relay, camera,
        the entrance board."""
        s, adv = self.s, self.adv
        if self.gone:
            raise IllegalMove(Msg("mayan_curse.move.already_left"), RULE_ESCAPE)
        self._visit(pos)
        board = _board(s, pos)
        if board == "entrance":
            if adv["entered"]:
                _set_pos(adv, pos)
                adv["escaped"] = True
                adv["escaped_round"] = s["round"]
                adv["boulders_at_entrance_when_escaped"] = sum(
                    b["at_entrance"] for b in s["boulders"])
                self.gone = True
                return
        else:
            adv["entered"] = True
        if jumped:
            return
        _set_pos(adv, pos)
        st = _stela(s, pos)
        if st is not None:
            s["stelae"].remove(st)
            adv["stelae"].append({"id": st["id"], "colour": st["colour"],
                                  "origin": "temple" if "tier" in st else "passage",
                                  "value": None})
            self.taken.append(st["id"])
            if st["colour"] in ("grey", "beige") and not s["solo"]:
                remove_trigger_token(s)
        if board == "temple_relay" and not s["temple_relay_reached"]:
            clear_trigger_tokens(s)
        tiers = len(s["components"]["temple"]["tiers"])
        if pos[0] == "t" and pos[1] == tiers and not adv["camera"] and s["cameras"]["top"]:
            adv["camera"] = True
            s["cameras"]["top"] = 0
            if s["cameras"]["beside"]:
                s["cameras"]["beside"] -= 1
                s["cameras"]["top"] = 1

    # ---- backpack items used before sliding
    def backpack_jump(self, item: str, to: dict[str, int]) -> None:
        """Map: any space of the slab one stands on; compass: any adjacent space, diagonals
        too.  Neither in the temple.  「バックパックを使う」."""
        s, adv = self.s, self.adv
        here = _pos_of(adv)
        dest = ("p", to["row"], to["col"]) if "row" in to else ("t", to["tier"], to["index"])
        if here[0] == "t" or dest[0] == "t":
            raise IllegalMove(Msg("mayan_curse.backpack.not_in_temple",
                                  item=names.item(item)), RULE_BACKPACK)
        if not is_floor(s, dest[1], dest[2]):
            raise IllegalMove(Msg("mayan_curse.backpack.no_floor", item=names.item(item)),
                              RULE_BACKPACK)
        if _boulder(s, dest):
            raise IllegalMove(Msg("mayan_curse.backpack.on_boulder", item=names.item(item)),
                              RULE_BACKPACK)
        if item == "map":
            if s["rows"][here[1]]["kind"] != "slab" or dest[1] != here[1]:
                raise IllegalMove(Msg("mayan_curse.backpack.map_own_slab"), RULE_BACKPACK)
        elif max(abs(dest[1] - here[1]), abs(dest[2] - here[2])) != 1:
            raise IllegalMove(Msg("mayan_curse.backpack.compass_adjacent"), RULE_BACKPACK)
        self.enter(dest)

    # ---- slides
    def slide(self, sl: dict[str, int]) -> None:
        s = self.s
        if "row" in sl:
            row = sl["row"]
            info = s["rows"][row] if 0 <= row < len(s["rows"]) else None
            if info is None or info["kind"] != "slab":
                raise IllegalMove(Msg("mayan_curse.slide.not_a_slab"), RULE_SLIDE)
            limit = s["components"]["passage"]["max_slide"]
            if abs(info["offset"] + sl["by"]) > limit:
                raise IllegalMove(Msg("mayan_curse.slide.too_far",
                                      slab=names.slab_place(s, row), limit=limit), RULE_SLIDE)
            shift_row(s, row, sl["by"])
        else:
            tier = sl["tier"]
            tiers = len(s["temple"]["rotation"])
            if not 1 <= tier <= tiers:
                raise IllegalMove(Msg("mayan_curse.slide.no_tier", tiers=tiers),
                                  RULE_TEMPLE_SLIDE)
            for t in range(tier, tiers + 1):
                s["temple"]["rotation"][t - 1] = (s["temple"]["rotation"][t - 1]
                                                  + sl["by"]) % _lines(s)

    # ---- movement
    def stone_symbols(self, seg: dict[str, Any]) -> str:
        """The symbol the segment's stones allow (WILD for a wild)."""
        idx = seg["stones"]
        for i in idx:
            if not 0 <= i < len(self.hand):
                raise IllegalMove(Msg("mayan_curse.stone.no_such", n=i + 1), RULE_MOVE)
            if i in self.used:
                raise IllegalMove(Msg("mayan_curse.stone.used", n=i + 1, stone=names.stone_text(
                    self.s["components"], self.hand[i])), RULE_MOVE)
        if len(idx) == 2:
            return WILD
        if seg["machete"]:
            if self.item != "machete":
                raise IllegalMove(Msg("mayan_curse.machete.needed"), RULE_BACKPACK)
            if self.machete_used:
                raise IllegalMove(Msg("mayan_curse.machete.once"), RULE_BACKPACK)
            self.machete_used = True
            return WILD
        sides = self.hand[idx[0]].split("/")
        if seg["symbol"] not in sides:
            comps = self.s["components"]
            said = [names.symbol_text(comps, x) for x in sides]
            symbol = names.symbol_text(comps, seg["symbol"])
            if len(said) == 2:
                raise IllegalMove(Msg("mayan_curse.stone.wrong_symbols", n=idx[0] + 1,
                                      first=said[0], second=said[1], symbol=symbol), RULE_MOVE)
            raise IllegalMove(Msg("mayan_curse.stone.wrong_symbol", n=idx[0] + 1,
                                  shown=said[0], symbol=symbol), RULE_MOVE)
        return seg["symbol"]

    def stone_move(self, seg: dict[str, Any]) -> None:
        s = self.s
        allowed = self.stone_symbols(seg)
        symbol = seg["symbol"]
        if allowed == WILD and symbol not in s["components"]["symbols"]:
            raise IllegalMove(Msg("mayan_curse.move.unknown_symbol", symbol=str(symbol)[:40]),
                              RULE_MOVE)
        comps = s["components"]
        said = names.symbol_text(comps, symbol)
        pos = _pos_of(self.adv)
        phase = "start"   # blank* symbol* blank*: a stone cannot take you both in and out
        for k in range(seg["distance"]):
            nxt = neighbour(s, pos, seg["direction"])
            if nxt is None:
                here = _place(s, pos)
                way = names.direction(seg["direction"])
                if pos[0] == "t" and seg["direction"] in ("left", "right"):
                    msg = Msg("mayan_curse.move.temple_sideways")
                elif pos[0] == "t" or (seg["direction"] == "up"
                                       and pos[1] == len(s["rows"]) - 1):
                    msg = Msg("mayan_curse.move.no_temple_space", direction=way, place=here)
                else:
                    msg = Msg("mayan_curse.move.no_floor", direction=way, place=here)
                raise IllegalMove(msg, RULE_TEMPLE if pos[0] == "t" else RULE_MOVE)
            b = _boulder(s, nxt)
            sym = space_symbol(s, nxt)
            if b is not None:
                if b["face"] != WILD and b["face"] != symbol:
                    raise IllegalMove(Msg("mayan_curse.move.boulder_face", place=_place(s, nxt),
                                          face=names.symbol_text(comps, b["face"]),
                                          symbol=said), RULE_MOVE)
                if k == seg["distance"] - 1:
                    raise IllegalMove(Msg("mayan_curse.move.stop_on_boulder"), RULE_MOVE)
                if sym is not None:          # a boulder on a relay space stays blank
                    if phase == "after":
                        raise IllegalMove(Msg("mayan_curse.relay.new_stone"), RULE_RELAY)
                    phase = "symbol"
                self.enter(nxt, jumped=True)
            elif sym is None:
                if phase == "symbol":
                    phase = "after"
                self.enter(nxt)
            else:
                if phase == "after":
                    raise IllegalMove(Msg("mayan_curse.relay.new_stone_same"), RULE_RELAY)
                if sym != symbol:
                    raise IllegalMove(Msg("mayan_curse.move.wrong_symbol", place=_place(s, nxt),
                                          shown=names.symbol_text(comps, sym), symbol=said),
                                      RULE_MOVE)
                phase = "symbol"
                self.enter(nxt)
            if self.gone and k < seg["distance"] - 1:
                raise IllegalMove(Msg("mayan_curse.move.left_entrance"), RULE_ESCAPE)
            pos = nxt
        if phase == "start":
            raise IllegalMove(Msg("mayan_curse.relay.blank_only"), RULE_RELAY)
        self.used.update(seg["stones"])

    def relay_move(self, to: dict[str, int]) -> None:
        """Free movement over blank spaces (「中継地点」): anywhere on the relay board one
        stands on, or from a symbol space onto the blank board (or temple top) just next to
        it and on over that board."""
        s = self.s
        here = _pos_of(self.adv)
        dest = ("p", to["row"], to["col"]) if "row" in to else ("t", to["tier"], to["index"])
        if dest[0] == "p" and not is_floor(s, dest[1], dest[2]):
            raise IllegalMove(Msg("mayan_curse.relay.no_floor"), RULE_RELAY)
        if dest[0] == "t" and not (1 <= dest[1] <= len(s["temple"]["rotation"])
                                   and 0 <= dest[2] < _lines(s)):
            raise IllegalMove(Msg("mayan_curse.relay.no_temple_space"), RULE_RELAY)
        if space_symbol(s, dest) is not None:
            raise IllegalMove(Msg("mayan_curse.relay.symbol_space"), RULE_RELAY)

        def same_board(a: tuple, b: tuple) -> bool:
            return a == b or (a[0] == "p" and b[0] == "p" and s["rows"][a[1]]["kind"] == "relay"
                              and _board(s, a) == _board(s, b))

        ok = here[0] == "p" and space_symbol(s, here) is None and same_board(here, dest)
        if not ok:
            for d in DIRECTIONS:
                n = neighbour(s, here, d)
                if (n is not None and space_symbol(s, n) is None and not _boulder(s, n)
                        and same_board(n, dest)):
                    ok = True
                    if n != dest:
                        self.enter(n)
                    break
        if not ok:
            raise IllegalMove(Msg("mayan_curse.relay.not_reachable"), RULE_RELAY)
        if _boulder(s, dest):
            raise IllegalMove(Msg("mayan_curse.move.stop_on_boulder"), RULE_MOVE)
        if not self.gone:
            self.enter(dest)


def _turn(s: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    """One adventurer's turn: backpack, slides, moves, discard; then the next turn or, after
    the last one, the boulders and the end of the round.  「ステップ2:ターン」."""
    if s["phase"] != "turns":
        raise IllegalMove(Msg("mayan_curse.turn.draw_first"), RULE_TURN)
    if s["turn"] != seat:
        raise IllegalMove(Msg("mayan_curse.turn.not_yours", name=s["players"][s["turn"]]["name"]),
                          RULE_TURN)
    run = _TurnRun(s, seat, move)
    adv = run.adv
    bp = move["backpack"]
    if bp is not None:
        if adv["backpack"] is not None:
            raise IllegalMove(Msg("mayan_curse.backpack.used"), RULE_BACKPACK)
        adv["backpack"] = bp["item"]
        if bp["item"] in ("map", "compass"):
            run.backpack_jump(bp["item"], bp["to"])
    budget = SLIDES_PER_TURN + (1 if run.item == "elixir" else 0)
    spent = sum(abs(sl["by"]) for sl in move["slides"])
    if spent > budget:
        raise IllegalMove(Msg("mayan_curse.slide.budget", spent=spent, budget=budget),
                          RULE_SLIDE)
    for sl in move["slides"]:
        run.slide(sl)
    for seg in move["moves"]:
        if "to" in seg:
            run.relay_move(seg["to"])
        else:
            run.stone_move(seg)
    if not adv["escaped"] and _boulder(s, _pos_of(adv)):
        raise IllegalMove(Msg("mayan_curse.turn.end_on_boulder"), RULE_MOVE)
    if not s["solo"]:
        # 「a. 床ボードのスライド」: only the slab / tier you stand on or move onto
        for sl in move["slides"]:
            if "row" in sl and sl["row"] not in run.rows_visited:
                raise IllegalMove(Msg("mayan_curse.slide.not_your_slab",
                                      slab=names.slab_place(s, sl["row"])), RULE_SLIDE)
            if "tier" in sl and sl["tier"] not in run.tiers_visited:
                raise IllegalMove(Msg("mayan_curse.slide.not_your_tier", tier=sl["tier"]),
                                  RULE_TEMPLE_SLIDE)
    # c. discard
    s["pouch"].extend(s["hands"][seat] or [])
    s["hands"][seat] = None
    s["turns_taken"] += 1
    if s["solo"]:
        remove_trigger_token(s)          # 「ソロモード」 岩
    _next_turn(s, seat)


def _next_turn(s: dict[str, Any], seat: int) -> None:
    order = active_seats(s)
    n = len(s["players"])
    full = [(s["first_player"] + k) % n for k in range(n)]
    later = [x for x in full[full.index(seat) + 1:] if x in order]
    if not order:
        s["over"], s["end_reason"], s["phase"], s["turn"] = True, "all_escaped", "over", None
        return
    if later:
        s["turn"] = later[0]
        return
    # 「ステップ3:岩」 then 「ステップ4:ラウンド終了」
    new, records = roll_boulders(s)
    s.clear()
    s.update(new)
    s["last_boulders"] = records
    s["turn"] = None
    if s["over"]:
        return
    s["round"] += 1
    s["first_player"] = (s["first_player"] + 1) % n
    for x in range(n):
        s["hands"][x] = None
    s["phase"] = "draw"


def legal_segments(state: dict[str, Any], seat: int, used: list[int] | None = None
                   ) -> list[dict[str, Any]]:
    """Single stone segments the seat could play now from where it stands, with its hand and
    without slides (for hints and random playouts): each a segment dict as in ``moves``."""
    hand = state["hands"][seat] or []
    used = set(used or [])
    out = []
    for i, label in enumerate(hand):
        if i in used:
            continue
        for symbol in label.split("/"):
            for d in DIRECTIONS:
                for dist in range(1, 12):
                    seg = {"stones": [i], "symbol": symbol, "direction": d, "distance": dist,
                           "machete": False}
                    s = work_copy(state)
                    run = _TurnRun(s, seat, {"backpack": None})
                    run.used = set(used)
                    try:
                        run.stone_move(seg)
                    except IllegalMove:
                        if dist > 1 and neighbour_chain_ends(state, seat, d, dist):
                            break
                        continue
                    if not run.adv["escaped"] and _boulder(s, _pos_of(run.adv)):
                        continue
                    out.append(seg)
    return out


def neighbour_chain_ends(state: dict[str, Any], seat: int, direction: str, dist: int) -> bool:
    """True when there is no space ``dist`` steps away in ``direction`` (search can stop)."""
    pos = _pos_of(state["adventurers"][seat])
    for _ in range(dist):
        pos = neighbour(state, pos, direction)
        if pos is None:
            return True
    return False


def legal_moves(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """Moves the seat may enter now: the draw (with the stones left in the pouch as
    ``"choices"``), the stela values it still has to enter, and for the seat whose turn it is
    the empty turn plus each one-segment turn from ``legal_segments``."""
    out: list[dict[str, Any]] = []
    adv = state["adventurers"][seat]
    for e in adv["stelae"]:
        if e["value"] is None:
            out.append({"type": "stela_value", "seat": seat, "stela": e["id"],
                        "choices": list(range(STELA_RANGES[e["colour"]][0],
                                              STELA_RANGES[e["colour"]][1] + 1))})
    if state["over"]:
        return out
    if state["phase"] == "draw" and seat in active_seats(state) and state["hands"][seat] is None:
        out.append({"type": "draw", "seat": seat, "choices": sorted(state["pouch"])})
    if state["phase"] == "turns" and state["turn"] == seat:
        out.append({"type": "turn", "seat": seat, "backpack": None, "slides": [], "moves": []})
        for seg in legal_segments(state, seat):
            out.append({"type": "turn", "seat": seat, "backpack": None, "slides": [],
                        "moves": [seg]})
    return out
