"""Mayan Curse movement: positions, neighbours, a stone's straight line and free steps over
blank spaces, shared by the rules (play.py applies a turn) and the turn builder's step
generator (turn_steps.py), so that both read the movement rules one way.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「b. 移動」 (+ 重要な注意事項:移動: no
diagonals, dual stones, other adventurers, no river, boulders), 「中継地点」, 「寺院での移動」,
「頂上に到達する」 (the top's blank spaces work like a relay board) and 「帰還を遂げる」.
Readings: docs/rulings/mayan_curse.md (T5, T6, T9).

Positions are tuples: ``("p", row, col)`` on the passage (absolute column, see setup.py) and
``("t", tier, index)`` in the temple (index = space on that tier board; it turns with it).

The relay boards (「中継地点」): ``relay_entry(state)`` is ``"stone"`` for tables set up since
the reading was settled (T5: entering a relay board or the temple top from a symbol space is the
end of a stone's line; free steps are only over the blank spaces of the board one stands on) and
``"free"`` for older tables, which keep the reading they were played with (a free step from a
symbol space onto the blank board next to it).  Every table says which in its state (the
migration c8e1f5a3b706 wrote ``"free"`` into the tables set up before the reading was
recorded).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from companion.engine import IllegalMove
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.boulders import boulder_at, is_floor, stela_at, symbol_at
from companion.games.mayan_curse.rules.components import WILD
from companion.message import Msg

RULE_MOVE = "seed 000, 「b. 移動」"
RULE_RELAY = "seed 000, 「中継地点」"
RULE_TEMPLE = "seed 000, 「寺院での移動」"
RULE_ESCAPE = "seed 000, 「帰還を遂げる」"
DIRECTIONS = ("up", "down", "left", "right")
_DELTA = {"up": (1, 0), "down": (-1, 0), "left": (0, -1), "right": (0, 1)}


def relay_entry(state: dict[str, Any]) -> str:
    """How a relay board is entered at this table, as its state records it: ``"stone"`` (T5)
    or ``"free"`` (tables set up before T5)."""
    return state["relay_entry"]


# ---------------------------------------------------------------- positions
def pos_of(adv: dict[str, Any]) -> tuple:
    """An adventurer's position tuple."""
    if adv["tier"] is not None:
        return ("t", adv["tier"], adv["index"])
    return ("p", adv["row"], adv["col"])


def set_pos(adv: dict[str, Any], pos: tuple) -> None:
    """Put an adventurer on a position tuple (mutates ``adv``)."""
    if pos[0] == "t":
        adv.update(tier=pos[1], index=pos[2], row=None, col=None)
    else:
        adv.update(tier=None, index=None, row=pos[1], col=pos[2])


def pos_dict(pos: tuple) -> dict[str, int]:
    """A position tuple as its JSON form."""
    return {"tier": pos[1], "index": pos[2]} if pos[0] == "t" else {"row": pos[1], "col": pos[2]}


def pos_tuple(pos: dict[str, int]) -> tuple:
    """A position's JSON form as a tuple."""
    return ("t", pos["tier"], pos["index"]) if "tier" in pos else ("p", pos["row"], pos["col"])


def lines(state: dict[str, Any]) -> int:
    """Spaces around every temple tier."""
    return state["components"]["temple"]["lines"]


def tier_index(state: dict[str, Any], tier: int, line: int) -> int:
    """The space of ``tier`` on the fixed ``line`` around the temple."""
    return (line - state["temple"]["rotation"][tier - 1]) % lines(state)


def tier_line(state: dict[str, Any], tier: int, index: int) -> int:
    """The fixed line around the temple that space ``index`` of ``tier`` is on now."""
    return (index + state["temple"]["rotation"][tier - 1]) % lines(state)


def neighbour(state: dict[str, Any], pos: tuple, direction: str) -> tuple | None:
    """The space next to ``pos`` in ``direction`` (up = toward the temple), or None (river,
    edge, or sideways in the temple: 「寺院での移動」 spaces of one tier are not adjacent)."""
    t = state["components"]["temple"]
    if pos[0] == "t":
        _, tier, index = pos
        line = tier_line(state, tier, index)
        if direction == "up" and tier < len(t["tiers"]):
            return ("t", tier + 1, tier_index(state, tier + 1, line))
        if direction == "down":
            if tier > 1:
                return ("t", tier - 1, tier_index(state, tier - 1, line))
            if line in t["entry_lines"]:
                return ("p", len(state["rows"]) - 1, t["entry_cols"][t["entry_lines"].index(line)])
        return None
    _, row, col = pos
    if direction == "up" and row == len(state["rows"]) - 1:
        if col in t["entry_cols"]:
            return ("t", 1, tier_index(state, 1, t["entry_lines"][t["entry_cols"].index(col)]))
        return None
    dy, dx = _DELTA[direction]
    if is_floor(state, row + dy, col + dx):
        return ("p", row + dy, col + dx)
    return None


def space_symbol(state: dict[str, Any], pos: tuple) -> str | None:
    """Symbol of a space; None for a blank space (relay boards, the top of the temple)."""
    if pos[0] == "t":
        return state["components"]["temple"]["tiers"][pos[1] - 1]["spaces"][pos[2]]
    return symbol_at(state, pos[1], pos[2])


def boulder_on(state: dict[str, Any], pos: tuple) -> dict[str, Any] | None:
    """The boulder on a position (never in the temple), or None."""
    return boulder_at(state, pos[1], pos[2]) if pos[0] == "p" else None


def stela_on(state: dict[str, Any], pos: tuple) -> dict[str, Any] | None:
    """The stela lying on a position, or None."""
    if pos[0] == "p":
        return stela_at(state, pos[1], pos[2])
    for st in state["stelae"]:
        if st.get("tier") == pos[1] and st.get("index") == pos[2]:
            return st
    return None


def board_of(state: dict[str, Any], pos: tuple) -> str:
    """The board a position is on: "temple", a relay board or a river."""
    return "temple" if pos[0] == "t" else state["rows"][pos[1]]["board"]


def place_of(state: dict[str, Any], pos: tuple) -> Msg:
    """A position tuple said as a place on the table (names.py)."""
    if pos[0] == "t":
        return names.temple_place(pos[1], pos[2])
    return names.place(state, pos[1], pos[2])


def on_relay(state: dict[str, Any], pos: tuple) -> bool:
    """Whether ``pos`` is a space of a relay board (entrance, middle, temple relay)."""
    return pos[0] == "p" and state["rows"][pos[1]]["kind"] == "relay"


# ---------------------------------------------------------------- a stone's line
class Step(NamedTuple):
    """One space of a stone's line: ``pos``; ``jumped`` (a boulder there is jumped over);
    ``stop_ok`` (the line may end here: not on a boulder, and not a line of blank spaces
    only from a blank start, which is free movement); ``escape`` (the adventurer leaves by the
    entrance board here: the line ends)."""

    pos: tuple
    jumped: bool
    stop_ok: bool
    escape: bool


def start_phase(state: dict[str, Any], pos: tuple) -> str:
    """The line's pattern state where it starts (「中継地点」): "symbol" when it starts on a
    symbol space and a relay board is entered with a stone (T5), else "start"."""
    if relay_entry(state) == "stone" and space_symbol(state, pos) is not None:
        return "symbol"
    return "start"


def line_step(state: dict[str, Any], pos: tuple, symbol: str, direction: str, phase: str,
              entered: bool, last: bool = False) -> tuple[Step, str, bool] | tuple[None, tuple]:
    """One more space of a stone's line from ``pos`` (see ``trace_line``): ``(step, phase,
    entered)`` after it, or ``(None, reason)`` when the line cannot go on there.  ``last``:
    this space is to be the line's last (a boulder cannot be)."""
    nxt = neighbour(state, pos, direction)
    if nxt is None:
        return None, ("edge", pos, direction)
    b = boulder_on(state, nxt)
    sym = space_symbol(state, nxt)
    to_entrance = nxt[0] == "p" and state["rows"][nxt[1]]["board"] == "entrance"
    if b is not None:
        if b["face"] != WILD and b["face"] != symbol:
            return None, ("face", nxt, b["face"], symbol)
        if last:
            return None, ("stop_on_boulder",)
        if sym is not None:        # a boulder on a relay space stays blank
            if phase == "after":
                return None, ("new_stone",)
            phase = "symbol"
        step = Step(nxt, True, False, entered and to_entrance)
    elif sym is None:
        if phase == "symbol":
            phase = "after"
        step = Step(nxt, False, phase != "start", entered and to_entrance)
    else:
        if phase == "after":
            return None, ("new_stone_same",)
        if sym != symbol:
            return None, ("symbol", nxt, sym, symbol)
        step = Step(nxt, False, True, False)
        phase = "symbol"
    return step, phase, entered or not to_entrance


def trace_line(state: dict[str, Any], start: tuple, symbol: str, direction: str,
               entered: bool, limit: int | None = None) -> tuple[list[Step], tuple | None]:
    """The spaces a stone's straight line from ``start`` crosses with ``symbol`` in
    ``direction``, up to ``limit`` spaces (None: as far as it can go), and why it cannot go on
    (None when the limit was reached).  ``entered``: the adventurer has been into the passage
    (the entrance board is then left at once: the line ends there).

    A line crosses spaces of its symbol; a boulder whose face is the symbol or the wild face
    is jumped (it cannot be the line's last space, nor a symbol space after the relay
    board: 重要な注意事項:移動 岩); its blank spaces are a relay board's (or the temple top's),
    crossed at its start or at its end but not between symbol spaces (「中継地点」: one stone
    does not take you both into and out of a relay board).  The reason is a tuple read by
    ``line_error``."""
    steps: list[Step] = []
    phase = start_phase(state, start)
    pos = start
    while limit is None or len(steps) < limit:
        out = line_step(state, pos, symbol, direction, phase, entered,
                        last=limit is not None and len(steps) == limit - 1)
        if out[0] is None:
            return steps, out[1]
        step, phase, entered = out
        steps.append(step)
        if step.escape:
            return steps, ("left",)
        pos = step.pos
    return steps, None


def line_error(state: dict[str, Any], reason: tuple) -> IllegalMove:
    """The refusal for a line that cannot go on (a reason of ``trace_line``)."""
    comps = state["components"]
    kind = reason[0]
    if kind == "edge":
        _, pos, direction = reason
        here, way = place_of(state, pos), names.direction(direction)
        if pos[0] == "t" and direction in ("left", "right"):
            return IllegalMove(Msg("mayan_curse.move.temple_sideways"), RULE_TEMPLE)
        if pos[0] == "t" or (direction == "up" and pos[1] == len(state["rows"]) - 1):
            return IllegalMove(Msg("mayan_curse.move.no_temple_space", direction=way,
                                   place=here), RULE_TEMPLE if pos[0] == "t" else RULE_MOVE)
        return IllegalMove(Msg("mayan_curse.move.no_floor", direction=way, place=here),
                           RULE_MOVE)
    if kind == "face":
        _, pos, face, symbol = reason
        return IllegalMove(Msg("mayan_curse.move.boulder_face", place=place_of(state, pos),
                               face=names.symbol_text(comps, face),
                               symbol=names.symbol_text(comps, symbol)), RULE_MOVE)
    if kind == "symbol":
        _, pos, shown, symbol = reason
        return IllegalMove(Msg("mayan_curse.move.wrong_symbol", place=place_of(state, pos),
                               shown=names.symbol_text(comps, shown),
                               symbol=names.symbol_text(comps, symbol)), RULE_MOVE)
    if kind == "stop_on_boulder":
        return IllegalMove(Msg("mayan_curse.move.stop_on_boulder"), RULE_MOVE)
    if kind == "new_stone":
        return IllegalMove(Msg("mayan_curse.relay.new_stone"), RULE_RELAY)
    if kind == "new_stone_same":
        return IllegalMove(Msg("mayan_curse.relay.new_stone_same"), RULE_RELAY)
    return IllegalMove(Msg("mayan_curse.move.left_entrance"), RULE_ESCAPE)


# ---------------------------------------------------------------- free steps
def _same_relay(state: dict[str, Any], a: tuple, b: tuple) -> bool:
    return (a[0] == "p" and b[0] == "p" and state["rows"][a[1]]["kind"] == "relay"
            and state["rows"][a[1]]["board"] == state["rows"][b[1]]["board"])


def free_step(state: dict[str, Any], here: tuple, dest: tuple) -> tuple | None:
    """Check a free step over blank spaces (「中継地点」) from ``here`` to ``dest``; return the
    blank space entered first on the way when the step starts on a symbol space (older
    tables' reading, ``relay_entry == "free"``), else None.  Raises ``IllegalMove``.

    Since T5: anywhere on the relay board one stands on, no stone, not onto a boulder nor
    one's own space.  Older tables: also from a symbol space onto the blank board (or temple
    top space) next to it and on over that board."""
    if dest[0] == "p" and not is_floor(state, dest[1], dest[2]):
        raise IllegalMove(Msg("mayan_curse.relay.no_floor"), RULE_RELAY)
    if dest[0] == "t" and not (1 <= dest[1] <= len(state["temple"]["rotation"])
                               and 0 <= dest[2] < lines(state)):
        raise IllegalMove(Msg("mayan_curse.relay.no_temple_space"), RULE_RELAY)
    if space_symbol(state, dest) is not None:
        raise IllegalMove(Msg("mayan_curse.relay.symbol_space"), RULE_RELAY)
    if dest == here:
        raise IllegalMove(Msg("mayan_curse.relay.same_space"), RULE_RELAY)
    via = None
    ok = space_symbol(state, here) is None and _same_relay(state, here, dest)
    if not ok and relay_entry(state) == "free":
        for d in DIRECTIONS:
            n = neighbour(state, here, d)
            if (n is not None and space_symbol(state, n) is None and not boulder_on(state, n)
                    and (n == dest or _same_relay(state, n, dest))):
                ok = True
                via = None if n == dest else n
                break
    if not ok:
        if relay_entry(state) == "stone" and space_symbol(state, here) is not None:
            raise IllegalMove(Msg("mayan_curse.relay.enter_with_stone"), RULE_RELAY)
        raise IllegalMove(Msg("mayan_curse.relay.not_reachable"), RULE_RELAY)
    if boulder_on(state, dest):
        raise IllegalMove(Msg("mayan_curse.move.stop_on_boulder"), RULE_MOVE)
    return via


def free_targets(state: dict[str, Any], here: tuple) -> list[tuple[tuple, tuple | None]]:
    """Every (destination, space entered on the way) a free step from ``here`` may take
    (``free_step`` accepts exactly these), in board order."""
    out = []
    seen = set()
    boards = set()
    if on_relay(state, here) and space_symbol(state, here) is None:
        boards.add(state["rows"][here[1]]["board"])
    tops = []
    if relay_entry(state) == "free":
        for d in DIRECTIONS:
            n = neighbour(state, here, d)
            if n is not None and space_symbol(state, n) is None and not boulder_on(state, n):
                if on_relay(state, n):
                    boards.add(state["rows"][n[1]]["board"])
                else:
                    tops.append(n)
    width = state["components"]["passage"]["width"]
    candidates = [("p", y, c) for y, info in enumerate(state["rows"])
                  if info["kind"] == "relay" and info["board"] in boards for c in range(width)]
    for dest in candidates + tops:
        if dest in seen:
            continue
        seen.add(dest)
        try:
            via = free_step(state, here, dest)
        except IllegalMove:
            continue
        out.append((dest, via))
    return out
