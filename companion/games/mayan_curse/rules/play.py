"""Mayan Curse's rules of play: the round (draw, turns, boulders, end of round) replayed from
what the table enters.  ``apply_move(state, move)`` (a move normalized by
``moves.parse_move``) never mutates ``state``.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「ラウンド&ターン」, 「ステップ1:ドロー」,
「a. 床ボードのスライド」 (+ 重要な注意事項:スライド), 「b. 移動」 (+ 重要な注意事項:移動),
「中継地点」, 「石碑の発見」, 「バックパックを使う」, 「c. 神聖な石を捨てる」, 「ステップ3:岩」
(boulders.py), 「ステップ4:ラウンド終了」, 「通路を離れる」, 「寺院床ボードのスライド」,
「寺院での移動」, 「頂上に到達する」, 「帰還を遂げる」, 「ゲーム終了」, 「ソロモード」.
The move shapes are moves.py's; the lines of a stone and free steps movement.py's; the turn
builder's steps turn_steps.py's; the chance of the app's pouch draw.py's.  Readings:
docs/rulings/mayan_curse.md.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from companion.engine import IllegalMove
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.boulders import (
    clear_trigger_tokens, is_floor, remove_trigger_token, roll_boulders, shift_row, work_copy,
)
from companion.games.mayan_curse.rules.components import STELA_RANGES, WILD, stone_label
from companion.games.mayan_curse.rules.draw import (
    draw_outcomes, drawn_stones, pouch_mode, stone_kinds,
)
from companion.games.mayan_curse.rules.moves import is_int
from companion.games.mayan_curse.rules.movement import (
    RULE_ESCAPE, RULE_MOVE, RULE_RELAY, board_of, boulder_on, free_step, line_error, lines,
    pos_dict, pos_of, set_pos, stela_on, trace_line,
)
from companion.message import Msg

RULE_DRAW = "seed 000, 「ステップ1:ドロー」"
RULE_SLIDE = "seed 000, 「a. 床ボードのスライド」"
RULE_STELA = "seed 000, 「石碑の発見」"
RULE_BACKPACK = "seed 000, 「バックパックを使う」"
RULE_TEMPLE_SLIDE = "seed 000, 「寺院床ボードのスライド」"
RULE_TURN = "seed 000, 「ラウンド&ターン」"
RULE_END = "seed 000, 「ゲーム終了」"
SLIDES_PER_TURN = 3


# ---------------------------------------------------------------- turn order
def active_seats(state: dict[str, Any]) -> list[int]:
    """Seats still in the game (not escaped), in turn order from the first player."""
    n = len(state["players"])
    order = [(state["first_player"] + k) % n for k in range(n)]
    return [s for s in order if not state["adventurers"][s]["escaped"]]



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
    if not is_int(seat) or not 0 <= seat < len(s["players"]):
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
    """「ステップ1:ドロー」: three stones into the seat's hand, drawn by the engine where the app
    is the pouch (draw.py), else as the seat entered them."""
    if s["phase"] != "draw":
        raise IllegalMove(Msg("mayan_curse.draw.not_now"), RULE_DRAW)
    if seat not in active_seats(s):
        raise IllegalMove(Msg("mayan_curse.turn.escaped"), RULE_ESCAPE)
    kinds = dict(stone_kinds(s))
    if pouch_mode(s) == "app":
        if "stones" in move:
            raise IllegalMove(Msg("mayan_curse.draw.app_draws"), RULE_DRAW)
        if s["hands"][seat] is not None:
            raise IllegalMove(Msg("mayan_curse.draw.already"), RULE_DRAW)
        # a draw recorded with its outcomes keeps them; else the engine draws (draw.py)
        hand = drawn_stones(s, move["draws"] if "draws" in move else draw_outcomes(s, seat))
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
        raise IllegalMove(Msg("mayan_curse.stela.revealed", stela=names.stela_name(entry)),
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
