"""Mayan Curse rules engine: the round (draw, turns, boulders, end of round) replayed from
what the table enters.  ``apply_move(state, move)`` never mutates ``state``.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「ラウンド&ターン」, 「ステップ1:ドロー」,
「a. 床ボードのスライド」 (+ 重要な注意事項:スライド), 「b. 移動」 (+ 重要な注意事項:移動),
「中継地点」, 「石碑の発見」, 「バックパックを使う」, 「c. 神聖な石を捨てる」, 「ステップ3:岩」
(boulders.py), 「ステップ4:ラウンド終了」, 「通路を離れる」, 「寺院床ボードのスライド」,
「寺院での移動」, 「頂上に到達する」, 「帰還を遂げる」, 「ゲーム終了」, 「ソロモード」.
The lines of a stone and free steps are movement.py's; the turn builder's steps are
turn_steps.py's.  Readings: docs/rulings/mayan_curse.md.  Move shapes:
docs/formats/mayan_curse.md.

Moves (``seat`` 0-based; every move dict carries ``"seat"``; a key a move never has is
refused):

* ``{"type": "draw", "seat", "stones": [label, label, label]}`` in phase "draw" at a table
  that draws real stones (``pouch_mode`` "table"): the three stones this seat drew (labels as
  the set names its stones: "dog", "dog/jaguar"), checked against the box only, never
  against what the others entered; a seat may enter them again while the draw lasts.  When
  every adventurer still in the passage has entered three and the kinds add up to the set,
  phase -> "turns"; if they do not, the draw stays open with ``draw_conflict`` (the host
  screen settles it without saying who holds what).
* ``{"type": "draw", "seat", "draws": [n, n, n]}`` at a table whose app is the pouch
  (``pouch_mode`` "app"): three chance outcomes (whole numbers drawn by the app when the phone
  asks) that pick the stones from the pouch in the set's order.
* ``{"type": "clear_draws", "seat": None}`` (the host): every stone back into the pouch, the
  draw starts again.
* ``{"type": "turn", "seat", "backpack": None | {"item": "machete"|"map"|"compass"|"elixir",
  "to": pos (map/compass)}, "slides": [{"row": r, "by": n} | {"tier": t, "by": n}, ...],
  "moves": [segment, ...]}`` by the seat whose turn it is, in phase "turns".  A segment is
  ``{"stones": [i] | [i, j], "symbol": s, "direction": d, "distance": n, "machete": bool}``
  (i, j = indices in the seat's hand; d = "up" (toward the temple) | "down" | "left" |
  "right") or ``{"to": {"row", "col"}}`` (free movement on the relay board one stands on).
  ``by`` > 0 slides right (seen from the entrance) / turns a tier clockwise (seen from above).
  After the last turn of a round the boulders roll (boulders.py) and the next round starts.
* ``{"type": "show_turn", ...the turn's keys}``: the seat whose turn it is shows the turn it
  built on the host screen before playing it (``state["shown_turn"]``: where it ends, what it
  takes, which boulders it releases and where they roll; never its stones).
* ``{"type": "stela_value", "seat", "stela": id, "value": v}``: the owner enters the knowledge
  printed under a stela taken (hidden from the other seats until the end); after the end
  only a value not yet entered (the stelae are then revealed).

Positions: ``{"row", "col"}`` on the passage, ``{"tier": 1..6, "index": i}`` in the temple
(index = space on that tier board; it turns with the tier).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse import names
from companion.games.mayan_curse.boulders import (
    clear_trigger_tokens, is_floor, remove_trigger_token, roll_boulders, shift_row, work_copy,
)
from companion.games.mayan_curse.components import STELA_RANGES, WILD, stone_label
from companion.games.mayan_curse.movement import (
    DIRECTIONS, RULE_ESCAPE, RULE_MOVE, RULE_RELAY, board_of, boulder_on, free_step,
    line_error, lines, pos_dict, pos_of, set_pos, stela_on, trace_line,
)
from companion.games.mayan_curse.setup import BACKPACK_ITEMS
from companion.message import Msg

RULE_DRAW = "seed 000, 「ステップ1:ドロー」"
RULE_SLIDE = "seed 000, 「a. 床ボードのスライド」"
RULE_STELA = "seed 000, 「石碑の発見」"
RULE_BACKPACK = "seed 000, 「バックパックを使う」"
RULE_TEMPLE_SLIDE = "seed 000, 「寺院床ボードのスライド」"
RULE_TURN = "seed 000, 「ラウンド&ターン」"
RULE_END = "seed 000, 「ゲーム終了」"
SLIDES_PER_TURN = 3
HAND = 3
#: The keys each kind of move has (「a key a move never has is refused」).
_KEYS = {"draw": {"type", "seat", "stones", "draws"}, "stela_value": {"type", "seat", "stela",
                                                                     "value"},
         "turn": {"type", "seat", "backpack", "slides", "moves"},
         "show_turn": {"type", "seat", "backpack", "slides", "moves"},
         "clear_draws": {"type", "seat"}}
_SEGMENT_KEYS = {"stones", "symbol", "direction", "distance", "machete"}
DRAW_LIMIT = 2 ** 31


# ---------------------------------------------------------------- turn order
def active_seats(state: dict[str, Any]) -> list[int]:
    """Seats still in the game (not escaped), in turn order from the first player."""
    n = len(state["players"])
    order = [(state["first_player"] + k) % n for k in range(n)]
    return [s for s in order if not state["adventurers"][s]["escaped"]]


def pouch_mode(state: dict[str, Any]) -> str:
    """``"app"`` when the app draws the stones, ``"table"`` when each phone enters the real
    stones it drew (tables set up before the option existed)."""
    return state.get("pouch_mode", "table")


def stone_kinds(state: dict[str, Any]) -> list[tuple[str, int]]:
    """The set's stones by kind, in the set's order: [(label, how many the box holds)]."""
    counts = Counter(stone_label(s) for s in state["components"]["stones"])
    out: list[tuple[str, int]] = []
    for stone in state["components"]["stones"]:
        label = stone_label(stone)
        if label not in dict(out):
            out.append((label, counts[label]))
    return out


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# ---------------------------------------------------------------- parse
def _unknown(part: Msg, extra: list) -> InvalidMove:
    """The refusal of entries no Mayan Curse move reads (issue 13 item 5), naming the part of
    the move and the entries (each cut to 20 characters, at most 5 named)."""
    keys = sorted(str(k)[:20] for k in extra)
    return InvalidMove(Msg("mayan_curse.move.unknown_keys", count=len(keys), what=part,
                           keys=", ".join(keys[:5]) + (" …" if len(keys) > 5 else "")))


def _no_other_keys(data: dict, allowed: set[str], part: Msg | None = None) -> None:
    """``InvalidMove`` when ``data`` holds a key outside ``allowed``: never ignored."""
    extra = [k for k in data if k not in allowed]
    if extra:
        raise _unknown(part or Msg("mayan_curse.part.move"), extra)


def _parse_pos(data: Any, where: Msg) -> tuple:
    """A position tuple from its JSON form; ``InvalidMove(where)`` when it is none."""
    if isinstance(data, dict) and "tier" in data:
        t, i = data.get("tier"), data.get("index")
        if _is_int(t) and _is_int(i) and set(data) == {"tier", "index"}:
            return ("t", t, i)
    if isinstance(data, dict) and _is_int(data.get("row")) and _is_int(
            data.get("col")) and set(data) == {"row", "col"}:
        return ("p", data["row"], data["col"])
    raise InvalidMove(where)


def parse_move(seat: int | None, data: Any) -> dict[str, Any]:
    """A normalized move (shapes in the module docstring) or ``InvalidMove``."""
    if not isinstance(data, dict):
        raise InvalidMove(Msg("mayan_curse.move.unreadable"))
    kind = data.get("type")
    if kind == "clear_draws":
        _no_other_keys(data, _KEYS[kind])
        return {"type": "clear_draws", "seat": None}
    if seat is None:
        raise InvalidMove(Msg("mayan_curse.move.no_seat"))
    if kind not in _KEYS:
        raise InvalidMove(Msg("mayan_curse.move.unknown_type"))
    _no_other_keys(data, _KEYS[kind])
    if kind == "draw":
        if "draws" in data:
            draws = data["draws"]
            if "stones" in data or not isinstance(draws, list) or len(draws) != HAND or not all(
                    _is_int(x) and 0 <= x < DRAW_LIMIT for x in draws):
                raise InvalidMove(Msg("mayan_curse.draw.three_stones"))
            return {"type": "draw", "seat": seat, "draws": list(draws)}
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
    return {"type": kind, "seat": seat, **parse_turn(data)}


def parse_turn(data: dict[str, Any]) -> dict[str, Any]:
    """The ``backpack``, ``slides`` and ``moves`` of a turn, normalized; ``InvalidMove``."""
    bp = data.get("backpack")
    if bp is not None:
        if not isinstance(bp, dict) or bp.get("item") not in BACKPACK_ITEMS:
            raise InvalidMove(Msg("mayan_curse.backpack.unknown_item"))
        _no_other_keys(bp, {"item", "to"}, Msg("mayan_curse.part.backpack"))
        item = bp["item"]
        if item in ("map", "compass"):
            bp = {"item": item, "to": pos_dict(_parse_pos(bp.get("to"), Msg(
                "mayan_curse.backpack.bad_space", item=names.item(item))))}
        elif "to" in bp:
            raise _unknown(Msg("mayan_curse.part.backpack"), ["to"])
        else:
            bp = {"item": item}
    slides = data.get("slides") or []
    if not isinstance(slides, list):
        raise InvalidMove(Msg("mayan_curse.slide.unreadable"))
    out_slides = []
    for k, sl in enumerate(slides):
        if not isinstance(sl, dict) or not _is_int(sl.get("by")) or sl["by"] == 0:
            raise InvalidMove(Msg("mayan_curse.slide.bad_by", n=k + 1))
        if _is_int(sl.get("row")) and set(sl) == {"row", "by"}:
            out_slides.append({"row": sl["row"], "by": sl["by"]})
        elif _is_int(sl.get("tier")) and set(sl) == {"tier", "by"}:
            out_slides.append({"tier": sl["tier"], "by": sl["by"]})
        elif set(sl) - {"row", "tier", "by"}:
            raise _unknown(Msg("mayan_curse.part.slide", n=k + 1),
                           list(set(sl) - {"row", "tier", "by"}))
        else:
            raise InvalidMove(Msg("mayan_curse.slide.bad_what", n=k + 1))
    moves = data.get("moves") or []
    if not isinstance(moves, list):
        raise InvalidMove(Msg("mayan_curse.segment.unreadable"))
    return {"backpack": bp, "slides": out_slides,
            "moves": [_parse_segment(k, m) for k, m in enumerate(moves)]}


def _parse_segment(k: int, m: Any) -> dict[str, Any]:
    if not isinstance(m, dict):
        raise InvalidMove(Msg("mayan_curse.segment.not_readable", n=k + 1))
    if "to" in m:
        _no_other_keys(m, {"to"}, Msg("mayan_curse.part.segment", n=k + 1))
        return {"to": pos_dict(_parse_pos(m["to"], Msg("mayan_curse.segment.bad_space",
                                                       n=k + 1)))}
    _no_other_keys(m, _SEGMENT_KEYS, Msg("mayan_curse.part.segment", n=k + 1))
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
    if not isinstance(m.get("machete", False), bool):
        raise InvalidMove(Msg("mayan_curse.segment.machete", n=k + 1))
    return {"stones": sorted(stones), "symbol": m["symbol"], "direction": m["direction"],
            "distance": m["distance"], "machete": m.get("machete", False)}


# ---------------------------------------------------------------- apply
def apply_move(state: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """The state after ``move`` (normalized by ``parse_move``); raises ``IllegalMove``.
    ``state`` is not mutated."""
    kind = move["type"]
    if state["over"] and kind != "stela_value":
        raise IllegalMove(Msg("mayan_curse.game_over"), RULE_END)
    s = work_copy(state)
    if kind == "clear_draws":
        _clear_draws(s)
        return s
    seat = move["seat"]
    if not _is_int(seat) or not 0 <= seat < len(s["players"]):
        raise IllegalMove(Msg("mayan_curse.move.no_such_seat"))
    if kind == "draw":
        _draw(s, seat, move)
    elif kind == "turn":
        _turn(s, seat, move)
    elif kind == "show_turn":
        _show_turn(s, seat, move)
    elif kind == "stela_value":
        _stela_value(s, seat, move["stela"], move["value"])
    else:
        raise IllegalMove(Msg("mayan_curse.move.unknown_type"))
    return s


def _draw(s: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    """「ステップ1:ドロー」: three stones into the seat's hand, drawn by the app or entered."""
    if s["phase"] != "draw":
        raise IllegalMove(Msg("mayan_curse.draw.not_now"), RULE_DRAW)
    if seat not in active_seats(s):
        raise IllegalMove(Msg("mayan_curse.turn.escaped"), RULE_ESCAPE)
    kinds = dict(stone_kinds(s))
    if pouch_mode(s) == "app":
        if "draws" not in move:
            raise IllegalMove(Msg("mayan_curse.draw.app_draws"), RULE_DRAW)
        if s["hands"][seat] is not None:
            raise IllegalMove(Msg("mayan_curse.draw.already"), RULE_DRAW)
        order = list(kinds)
        pool = sorted(s["pouch"], key=lambda label: (order.index(label)
                                                     if label in order else len(order), label))
        hand = [pool.pop(n % len(pool)) for n in move["draws"]]
        for label in hand:
            s["pouch"].remove(label)
        s["hands"][seat] = hand
    else:
        if "stones" not in move:
            raise IllegalMove(Msg("mayan_curse.draw.enter_yours"), RULE_DRAW)
        want = Counter(move["stones"])
        for label, n in want.items():
            if label not in kinds:
                raise IllegalMove(Msg("mayan_curse.draw.no_such_stone"), RULE_DRAW)
            if n > kinds[label]:
                raise IllegalMove(Msg("mayan_curse.draw.more_than_the_box", box=kinds[label],
                                      stone=names.stone_text(s["components"], label),
                                      entered=n), RULE_DRAW)
        s["hands"][seat] = list(move["stones"])
    s["shown_turn"] = None
    _end_of_draw(s)


def _end_of_draw(s: dict[str, Any]) -> None:
    """Turns start once every adventurer inside holds three stones (and, when the table
    enters its stones, the kinds entered add up to the set; else ``draw_conflict``)."""
    seats = active_seats(s)
    if not all(s["hands"][x] is not None for x in seats):
        s["draw_conflict"] = False
        return
    if pouch_mode(s) == "table":
        box = Counter(stone_label(st) for st in s["components"]["stones"])
        entered = Counter(label for x in seats for label in s["hands"][x])
        if any(n > box[label] for label, n in entered.items()):
            s["draw_conflict"] = True
            return
        pouch = box - entered
        s["pouch"] = sorted(pouch.elements())
    s["draw_conflict"] = False
    s["phase"] = "turns"
    s["turn"] = seats[0]


def draw_clash(s: dict[str, Any]) -> list[dict[str, Any]]:
    """The kinds of stone the seats entered more often than the set holds, in the set's
    order: ``{"stone": label, "entered": n, "in_set": n, "seats": how many seats entered
    it}`` (a draw that does not add up, ``draw_conflict``)."""
    seats = [x for x in active_seats(s) if s["hands"][x] is not None]
    entered = Counter(label for x in seats for label in s["hands"][x])
    return [{"stone": label, "entered": entered[label], "in_set": box,
             "seats": sum(1 for x in seats if label in s["hands"][x])}
            for label, box in stone_kinds(s) if entered[label] > box]


def _clear_draws(s: dict[str, Any]) -> None:
    """The host screen settles a draw that does not add up: every stone goes back into the
    pouch and every adventurer draws again (「ステップ1:ドロー」)."""
    if s["phase"] != "draw":
        raise IllegalMove(Msg("mayan_curse.draw.not_now"), RULE_DRAW)
    s["hands"] = [None] * len(s["players"])
    s["pouch"] = [stone_label(st) for st in s["components"]["stones"]]
    s["draw_conflict"] = False


def _stela_value(s: dict[str, Any], seat: int, stela: str, value: int) -> None:
    """「石碑の発見」: the owner enters the knowledge printed under a stela taken; after the end
    (「ゲーム終了」: the stelae are revealed) a value entered is final."""
    adv = s["adventurers"][seat]
    entry = next((e for e in adv["stelae"] if e["id"] == stela), None)
    if entry is None:
        raise IllegalMove(Msg("mayan_curse.stela.not_yours", stela=names.stela_name(stela)),
                          RULE_STELA)
    if s["over"] and entry["value"] is not None:
        raise IllegalMove(Msg("mayan_curse.stela.revealed", stela=names.stela_name(stela)),
                          RULE_END)
    lo, hi = STELA_RANGES[entry["colour"]]
    if not lo <= value <= hi:
        raise IllegalMove(Msg("mayan_curse.stela.range", colour=names.colour(entry["colour"]),
                              low=lo, high=hi), RULE_STELA)
    entry["value"] = value


# ---------------------------------------------------------------- one turn
class TurnRun:
    """One turn worked out on a state copy (mutated): the adventurer, the stones used, the
    backpack item of this turn, the boards stood on (for the slides' check), what was taken.
    ``run_turn`` builds it from a turn's backpack, slides and moves."""

    def __init__(self, s: dict[str, Any], seat: int, move: dict[str, Any]):
        self.s = s
        self.seat = seat
        self.adv = s["adventurers"][seat]
        self.hand = s["hands"][seat] or []
        self.used: set[int] = set()
        self.item = (move.get("backpack") or {}).get("item")
        self.rows_visited: set[int] = set()
        self.tiers_visited: set[int] = set()
        self.gone = False
        self.machete_used = False
        self.taken: list[str] = []
        self.camera = False
        self.path: list[tuple] = []
        self._visit(pos_of(self.adv))

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
        self.path.append(pos)
        board = board_of(s, pos)
        if board == "entrance":
            if adv["entered"]:
                set_pos(adv, pos)
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
        set_pos(adv, pos)
        st = stela_on(s, pos)
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
            self.camera = True
            s["cameras"]["top"] = 0
            if s["cameras"]["beside"]:
                s["cameras"]["beside"] -= 1
                s["cameras"]["top"] = 1

    # ---- backpack items used before sliding
    def backpack_jump(self, item: str, to: dict[str, int]) -> None:
        """Map: another space of the slab one stands on; compass: an adjacent space,
        diagonals too.  Neither in the temple.  「バックパックを使う」.  The board left is no
        longer one the adventurer stands on (the slides' check, T4)."""
        s = self.s
        here = pos_of(self.adv)
        dest = ("p", to["row"], to["col"]) if "row" in to else ("t", to["tier"], to["index"])
        problem = jump_problem(s, here, item, dest)
        if problem is not None:
            raise IllegalMove(problem, RULE_BACKPACK)
        self.rows_visited = set()
        self.tiers_visited = set()
        self.enter(dest)

    # ---- slides
    def slide(self, sl: dict[str, int]) -> None:
        """One slide of a slab (one slide per space, at most ``max_slide`` off its board) or
        a turn of a temple tier carrying the tiers above it."""
        s = self.s
        if self.gone:
            raise IllegalMove(Msg("mayan_curse.move.already_left"), RULE_ESCAPE)
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
                                                  + sl["by"]) % lines(s)

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
        """A stone's straight line (movement.trace_line), ``distance`` spaces."""
        s = self.s
        if self.gone:
            raise IllegalMove(Msg("mayan_curse.move.already_left"), RULE_ESCAPE)
        allowed = self.stone_symbols(seg)
        symbol = seg["symbol"]
        if allowed == WILD and symbol not in s["components"]["symbols"]:
            raise IllegalMove(Msg("mayan_curse.move.unknown_symbol", symbol=str(symbol)[:40]),
                              RULE_MOVE)
        steps, end = trace_line(s, pos_of(self.adv), symbol, seg["direction"],
                                self.adv["entered"], seg["distance"])
        if len(steps) < seg["distance"]:
            if steps and steps[-1].escape:
                raise IllegalMove(Msg("mayan_curse.move.left_entrance"), RULE_ESCAPE)
            raise line_error(s, end)
        last = steps[-1]
        if last.jumped:
            raise IllegalMove(Msg("mayan_curse.move.stop_on_boulder"), RULE_MOVE)
        if not last.stop_ok:
            raise IllegalMove(Msg("mayan_curse.relay.blank_only"), RULE_RELAY)
        for step in steps:
            self.enter(step.pos, jumped=step.jumped)
        self.used.update(seg["stones"])

    def relay_move(self, to: dict[str, int]) -> None:
        """Free movement over blank spaces (「中継地点」, movement.free_step)."""
        if self.gone:
            raise IllegalMove(Msg("mayan_curse.move.already_left"), RULE_ESCAPE)
        dest = ("p", to["row"], to["col"]) if "row" in to else ("t", to["tier"], to["index"])
        via = free_step(self.s, pos_of(self.adv), dest)
        if via is not None:
            self.enter(via)
        if not self.gone:
            self.enter(dest)

    # ---- the end of the turn
    def unvisited_slides(self, slides: list[dict[str, int]]) -> list[dict[str, int]]:
        """The slides of boards the adventurer neither stood on nor moved onto (allowed in
        solo only: 「a. 床ボードのスライド」, 「ソロモード」)."""
        if self.s["solo"]:
            return []
        return [sl for sl in slides
                if ("row" in sl and sl["row"] not in self.rows_visited)
                or ("tier" in sl and sl["tier"] not in self.tiers_visited)]


def jump_problem(s: dict[str, Any], here: tuple, item: str, dest: tuple) -> Msg | None:
    """Why the map or the compass cannot take the adventurer from ``here`` to ``dest``
    (None if it can).  「バックパックを使う」: the map, another space of the slab one stands on;
    the compass, an adjacent space (diagonals too); neither in the temple, nor onto a boulder
    or the river."""
    if here[0] == "t" or dest[0] == "t":
        return Msg("mayan_curse.backpack.not_in_temple", item=names.item(item))
    if not is_floor(s, dest[1], dest[2]):
        return Msg("mayan_curse.backpack.no_floor", item=names.item(item))
    if boulder_on(s, dest):
        return Msg("mayan_curse.backpack.on_boulder", item=names.item(item))
    if item == "map":
        if s["rows"][here[1]]["kind"] != "slab" or dest[1] != here[1]:
            return Msg("mayan_curse.backpack.map_own_slab")
        if dest == here:
            return Msg("mayan_curse.backpack.map_elsewhere")
    elif max(abs(dest[1] - here[1]), abs(dest[2] - here[2])) != 1:
        return Msg("mayan_curse.backpack.compass_adjacent")
    return None


def jump_targets(s: dict[str, Any], here: tuple, item: str) -> list[tuple]:
    """Every space the map or the compass may take the adventurer to (``jump_problem``
    accepts exactly these), by row then column."""
    if here[0] == "t":
        return []
    p = s["components"]["passage"]
    span = range(-p["max_slide"], max(p["width"], p["slab_length"]) + p["max_slide"])
    rows = [here[1]] if item == "map" else [here[1] - 1, here[1], here[1] + 1]
    return [("p", y, c) for y in rows if 0 <= y < len(s["rows"]) for c in span
            if jump_problem(s, here, item, ("p", y, c)) is None]


def start_turn(s: dict[str, Any], seat: int) -> None:
    """Refuse a turn now: not the turns phase, or another seat's turn."""
    if s["phase"] != "turns":
        raise IllegalMove(Msg("mayan_curse.turn.draw_first"), RULE_TURN)
    if s["turn"] != seat:
        raise IllegalMove(Msg("mayan_curse.turn.not_yours", name=s["players"][s["turn"]]["name"]),
                          RULE_TURN)


def run_turn(s: dict[str, Any], seat: int, move: dict[str, Any]) -> TurnRun:
    """Play a turn's backpack item, slides and moves on ``s`` (mutated), without the checks
    of the turn's end (``end_problem``); raises ``IllegalMove``.  Also used for a turn being
    built (turn_steps.py)."""
    run = TurnRun(s, seat, move)
    adv = run.adv
    bp = move["backpack"]
    if bp is not None:
        if adv["backpack"] is not None:
            raise IllegalMove(Msg("mayan_curse.backpack.used"), RULE_BACKPACK)
        adv["backpack"] = bp["item"]
        if bp["item"] in ("map", "compass"):
            run.backpack_jump(bp["item"], bp["to"])
    budget = slide_budget(run.item)
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
    return run


def slide_budget(item: str | None) -> int:
    """Slides a turn has: 3, 4 with the elixir (「バックパックを使う」 エリクサー)."""
    return SLIDES_PER_TURN + (1 if item == "elixir" else 0)


def end_problem(run: TurnRun, move: dict[str, Any]) -> IllegalMove | None:
    """Why a turn cannot end where ``run`` stands (None if it can): on a boulder, or a slid
    board neither stood on nor moved onto (「a. 床ボードのスライド」)."""
    s, adv = run.s, run.adv
    if not adv["escaped"] and boulder_on(s, pos_of(adv)):
        return IllegalMove(Msg("mayan_curse.turn.end_on_boulder"), RULE_MOVE)
    for sl in run.unvisited_slides(move["slides"]):
        if "row" in sl:
            return IllegalMove(Msg("mayan_curse.slide.not_your_slab",
                                   slab=names.slab_place(s, sl["row"])), RULE_SLIDE)
        return IllegalMove(Msg("mayan_curse.slide.not_your_tier", tier=sl["tier"]),
                           RULE_TEMPLE_SLIDE)
    return None


def _finish_turn(s: dict[str, Any], seat: int, move: dict[str, Any]) -> TurnRun:
    """The turn played and checked, the stones discarded (「c. 神聖な石を捨てる」) and, solo,
    the turn's trigger token removed; the next turn not begun."""
    start_turn(s, seat)
    run = run_turn(s, seat, move)
    problem = end_problem(run, move)
    if problem is not None:
        raise problem
    s["pouch"].extend(s["hands"][seat] or [])
    s["hands"][seat] = None
    s["turns_taken"] += 1
    s["shown_turn"] = None
    if s["solo"]:
        remove_trigger_token(s)          # 「ソロモード」 岩
    return run


def _turn(s: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    """One adventurer's turn: backpack, slides, moves, discard; then the next turn or, after
    the last one, the boulders and the end of the round.  「ステップ2:ターン」."""
    _finish_turn(s, seat, move)
    _next_turn(s, seat)


def after_turn(state: dict[str, Any], move: dict[str, Any]) -> tuple[dict[str, Any], TurnRun]:
    """The state once ``move`` (a normalized turn) is played, before the next turn begins
    and before the round's boulders roll, and its run; raises ``IllegalMove``."""
    s = work_copy(state)
    run = _finish_turn(s, move["seat"], move)
    return s, run


def last_of_round(state: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``'s turn is the round's last (the boulders roll after it)."""
    n = len(state["players"])
    full = [(state["first_player"] + k) % n for k in range(n)]
    order = active_seats(state)
    return not [x for x in full[full.index(seat) + 1:] if x in order]


def _show_turn(s: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    """The seat shows the turn it built before playing it: the host screen tells where it
    ends, what it takes, which boulders it releases and where they roll (no stones)."""
    before = [b["tokens"] for b in s["boulders"]]
    after, run = after_turn(s, move)
    over = not active_seats(after)
    rolls = [] if over else roll_boulders(after)[1]
    adv = after["adventurers"][seat]
    s["shown_turn"] = {
        "seat": seat, "round": s["round"], "escaped": adv["escaped"],
        "position": None if adv["escaped"] else pos_dict(pos_of(adv)),
        "path": [pos_dict(p) for p in run.path],
        "slides": [dict(sl) for sl in move["slides"]],
        "item": run.item, "stelae": [{"id": st, "colour": st.split("-")[0]}
                                     for st in run.taken],
        "camera": run.camera, "tokens_before": before,
        "tokens_after": [b["tokens"] for b in after["boulders"]],
        "released": [b["id"] for b, t in zip(after["boulders"], before)
                     if t and not b["tokens"] and not b["at_entrance"]],
        "last_of_round": last_of_round(s, seat), "ends_game": over, "rolls": rolls,
        "move": {"backpack": move["backpack"], "slides": move["slides"],
                 "moves": move["moves"]},     # for the seat's own phone only (view)
    }


def _next_turn(s: dict[str, Any], seat: int) -> None:
    order = active_seats(s)
    n = len(s["players"])
    if not order:
        s["over"], s["end_reason"], s["phase"], s["turn"] = True, "all_escaped", "over", None
        return
    if not last_of_round(s, seat):
        full = [(s["first_player"] + k) % n for k in range(n)]
        s["turn"] = [x for x in full[full.index(seat) + 1:] if x in order][0]
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


# ---------------------------------------------------------------- what may be entered now
def legal_moves(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """Moves the seat may enter now, none of them depending on another seat's stones: the
    stela values it may enter (``"choices"``: the colour's range), the draw (``"choices"``:
    the set's stones with how many the box holds, or ``"by_app": True``), and for the seat
    whose turn it is the pass and every turn of one line or free step the turn builder offers
    (turn_steps.options gives every step of a longer turn, slides included)."""
    from companion.games.mayan_curse import turn_steps

    out: list[dict[str, Any]] = []
    adv = state["adventurers"][seat]
    for e in adv["stelae"]:
        if e["value"] is None or not state["over"]:
            lo, hi = STELA_RANGES[e["colour"]]
            out.append({"type": "stela_value", "seat": seat, "stela": e["id"],
                        "choices": list(range(lo, hi + 1))})
    if state["over"]:
        return out
    if state["phase"] == "draw" and seat in active_seats(state):
        if pouch_mode(state) == "app":
            if state["hands"][seat] is None:
                out.append({"type": "draw", "seat": seat, "by_app": True})
        else:
            out.append({"type": "draw", "seat": seat, "choices": stone_kinds(state)})
    if state["phase"] == "turns" and state["turn"] == seat:
        empty = {"type": "turn", "seat": seat, "backpack": None, "slides": [], "moves": []}
        out.append(empty)
        opts = turn_steps.options(state, seat, empty, slides=False)
        for step in turn_steps.steps_offered(opts):
            if step["kind"] in ("line", "free"):
                out.append(turn_steps.add_step(empty, step))
    return out
