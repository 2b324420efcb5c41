"""Mayan Curse boulders, computed by the app: release order, target, path, obstacles, the wild
face, adventurers swapped, stelae crushed, the entrance blocked.  Also the passage geometry the
rules engine shares (floor, symbols, pieces on a space, sliding a row), and the boulder step told
as messages (``boulder_messages``).

Rules: seed 000_00ff7833d23f07f1.txt, sections 「ステップ3:岩」, 「入口を塞ぐ」,
「重要な注意事項:岩」, 「石碑の発見」 (trigger tokens) and 「通路を離れる」 (all tokens go
when someone first reaches the temple relay board).  Readings: docs/rulings/mayan_curse.md.

Coordinates (see setup.py): ``row`` counts from the entrance board's outer edge (row 0) toward
the temple; ``col`` is an absolute column, 0 = the relay boards' left column seen from the
entrance.  A slab row with offset ``o`` has floor in columns ``o .. o + slab_length - 1``;
elsewhere on that row is the river (no floor).  A relay row has floor in ``0 .. width - 1``.

A roll record (what the host screen shows, ``roll_boulders`` / ``preview_boulders``)::

    {"boulder": id, "face": str, "from": {"row", "col", "space"},
     "target": {"kind": "space", "row", "col", "distance", "space"} |
               {"kind": "entrance", "distance", "symbol_distance": int|None},
     "steps": [{"row", "col", "space", "swapped": [seat, ...], "crushed": [stela id, ...]},
               ...],
     # "space": the space's number from the left on its slab or relay board at that moment
     # (1-based), so that the roll can be told as on the table after the slab slides again
     "stopped": None | "blocked",      # "blocked": stopped short (sideways move blocked)
     "reached_entrance": bool, "entrance_col": int|None, "reset_river1": bool,
     "entrance_sealed": bool}
"""
from __future__ import annotations

from typing import Any

from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.components import WILD
from companion.games.mayan_curse.rules.copying import plain_copy
from companion.games.mayan_curse.rules.names import row_space
from companion.message import Msg

RULE_BOULDERS = "seed 000, 「ステップ3:岩」"
RULE_ENTRANCE = "seed 000, 「入口を塞ぐ」"
RULE_NOTES = "seed 000, 「重要な注意事項:岩」"


# ---------------------------------------------------------------- geometry
def work_copy(state: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of ``state`` to change, sharing the (never changed) component set."""
    return {k: (v if k == "components" else plain_copy(v)) for k, v in state.items()}


def entrance_rows(state: dict[str, Any]) -> int:
    """Number of rows of the entrance relay board (rows 0 .. E-1)."""
    return state["components"]["passage"]["entrance_relay"]["rows"]


def row_info(state: dict[str, Any], row: int) -> dict[str, Any] | None:
    """The row dict of ``state["rows"]`` or None outside the passage."""
    if 0 <= row < len(state["rows"]):
        return state["rows"][row]
    return None


def is_floor(state: dict[str, Any], row: int, col: int) -> bool:
    """True if (row, col) is a space one can stand on (relay space or slab space)."""
    info = row_info(state, row)
    if info is None:
        return False
    if info["kind"] == "relay":
        return 0 <= col < state["components"]["passage"]["width"]
    return info["offset"] <= col < info["offset"] + len(info["spaces"])


def symbol_at(state: dict[str, Any], row: int, col: int) -> str | None:
    """The symbol of a slab space, None for a relay space or no floor."""
    info = row_info(state, row)
    if info is None or info["kind"] != "slab" or not is_floor(state, row, col):
        return None
    return info["spaces"][col - info["offset"]]


def boulder_at(state: dict[str, Any], row: int, col: int, exclude: int | None = None
               ) -> dict[str, Any] | None:
    """The boulder on (row, col) (on the passage or the entrance board), or None."""
    for b in state["boulders"]:
        if b["id"] != exclude and b["row"] == row and b["col"] == col:
            return b
    return None


def adventurers_at(state: dict[str, Any], row: int, col: int) -> list[int]:
    """Seats of the adventurers standing on passage space (row, col)."""
    return [s for s, a in enumerate(state["adventurers"])
            if not a["escaped"] and a["tier"] is None and a["row"] == row and a["col"] == col]


def stela_at(state: dict[str, Any], row: int, col: int) -> dict[str, Any] | None:
    """The stela lying on passage space (row, col), or None."""
    for st in state["stelae"]:
        if st.get("row") == row and st.get("col") == col:
            return st
    return None


def shift_row(state: dict[str, Any], row: int, delta: int) -> None:
    """Slide the slab of ``row`` by ``delta`` columns (+ = right seen from the entrance),
    carrying the adventurers, boulders and stelae on it.  Mutates ``state``; no checks."""
    info = state["rows"][row]
    info["offset"] += delta
    for a in state["adventurers"]:
        if not a["escaped"] and a["tier"] is None and a["row"] == row:
            a["col"] += delta
    for b in state["boulders"]:
        if not b["at_entrance"] and b["row"] == row:
            b["col"] += delta
    for st in state["stelae"]:
        if st.get("row") == row:
            st["col"] += delta


def reset_river1(state: dict[str, Any]) -> bool:
    """Align the 7 slabs of river 1 with the entrance board (offset 0), carrying what is on
    them; True if any slab moved.  Seed 「入口を塞ぐ」.  Mutates ``state``."""
    moved = False
    for y, info in enumerate(state["rows"]):
        if info["board"] == "river1" and info["offset"] != 0:
            shift_row(state, y, -info["offset"])
            moved = True
    return moved


# ---------------------------------------------------------------- trigger tokens
def remove_trigger_token(state: dict[str, Any]) -> int | None:
    """Take one trigger token from the leftmost boulder that still has one; its id or None.
    Seed 「石碑の発見」 (grey/beige stela) and 「ソロモード」 (end of each solo turn).
    Mutates ``state``."""
    for b in sorted(state["boulders"], key=lambda b: b["id"]):
        if b["tokens"] > 0:
            b["tokens"] -= 1
            return b["id"]
    return None


def clear_trigger_tokens(state: dict[str, Any]) -> None:
    """Remove every trigger token (someone first reached the temple relay board).
    Seed 「通路を離れる」.  Mutates ``state``."""
    for b in state["boulders"]:
        b["tokens"] = 0
    state["temple_relay_reached"] = True


# ---------------------------------------------------------------- order and target
def release_order(state: dict[str, Any]) -> list[int]:
    """Ids of the boulders that roll this boulder step, in order: no trigger token left and
    not yet on an entrance space; nearest the entrance (lowest row) first, ties left to right.
    Seed 「ステップ3:岩」."""
    free = [b for b in state["boulders"] if b["tokens"] == 0 and not b["at_entrance"]]
    return [b["id"] for b in sorted(free, key=lambda b: (b["row"], b["col"]))]


def _slab_rows_below(state: dict[str, Any], row: int) -> list[int]:
    E = entrance_rows(state)
    return [y for y in range(E, row) if state["rows"][y]["kind"] == "slab"]


def choose_target(state: dict[str, Any], boulder: dict[str, Any]) -> dict[str, Any]:
    """Where ``boulder`` rolls.  Seed 「ステップ3:岩」, 「入口を塞ぐ」, 「重要な注意事項:岩」.

    * A symbol face: the spaces of that symbol strictly nearer the entrance than the boulder
      (lower row), not under another boulder; distance = rows toward the entrance + columns
      sideways; the nearest, ties to the one nearer the entrance, then the left one.
    * The wild face: the nearest space of the next slab toward the entrance (same distance
      and ties).
    * The entrance board instead when its edge (row E-1) is strictly nearer (``row - (E-1)``
      rows) than that space, or when there is no such space.

    Returns ``{"kind": "space", "row", "col", "distance", "space"}`` or
    ``{"kind": "entrance", "distance", "symbol_distance"}``.
    """
    y, x = boulder["row"], boulder["col"]
    rows = _slab_rows_below(state, y)
    if boulder["face"] == WILD:
        rows = rows[-1:]
    best = None
    for r in rows:
        info = state["rows"][r]
        for i, sym in enumerate(info["spaces"]):
            c = info["offset"] + i
            if boulder["face"] != WILD and sym != boulder["face"]:
                continue
            if boulder_at(state, r, c, exclude=boulder["id"]):
                continue
            key = ((y - r) + abs(x - c), r, c)
            if best is None or key < best:
                best = key
    to_entrance = y - (entrance_rows(state) - 1)
    if best is None or to_entrance < best[0]:
        return {"kind": "entrance", "distance": to_entrance,
                "symbol_distance": None if best is None else best[0]}
    return {"kind": "space", "row": best[1], "col": best[2], "distance": best[0],
            "space": row_space(state, best[1], best[2])}


# ---------------------------------------------------------------- rolling
def _open(state: dict[str, Any], bid: int, row: int, col: int) -> bool:
    return is_floor(state, row, col) and boulder_at(state, row, col, exclude=bid) is None


def _choose_side(state: dict[str, Any], bid: int, row: int, col: int) -> int | None:
    """Blocked toward the entrance straight below the target column: the side (-1 left,
    +1 right) with the nearest way down reachable sideways; ties left; None if none."""
    best = None
    for d in (-1, 1):
        c, n = col, 0
        while True:
            c += d
            n += 1
            if not _open(state, bid, row, c):
                break
            if _open(state, bid, row - 1, c):
                if best is None or n < best[0]:
                    best = (n, d)
                break
    return None if best is None else best[1]


class _Roller:
    """One boulder's roll on a working copy of the state (mutated)."""

    def __init__(self, state: dict[str, Any], boulder: dict[str, Any]):
        self.state = state
        self.b = boulder
        self.steps: list[dict[str, Any]] = []
        self.stopped: str | None = None

    def step(self, row: int, col: int) -> None:
        """Roll one space: adventurers there swap to the space left, a stela is crushed."""
        s, b = self.state, self.b
        prev = (b["row"], b["col"])
        swapped = adventurers_at(s, row, col)
        for seat in swapped:
            s["adventurers"][seat]["row"], s["adventurers"][seat]["col"] = prev
            if prev[0] >= entrance_rows(s):
                s["adventurers"][seat]["entered"] = True
        crushed = []
        st = stela_at(s, row, col)
        if st is not None:
            s["stelae"].remove(st)
            s["crushed"].append({"id": st["id"], "colour": st["colour"]})
            crushed.append(st["id"])
        b["row"], b["col"] = row, col
        self.steps.append({"row": row, "col": col, "space": row_space(s, row, col),
                           "swapped": swapped, "crushed": crushed})

    def toward(self, ty: int, tx: int | None) -> bool:
        """Roll toward the entrance down to row ``ty``, then sideways to column ``tx`` (None:
        stop on reaching row ``ty``).  Obstacles (no floor, another boulder) straight ahead
        are gone round sideways (toward ``tx``, else the side with the nearer way down);
        a blocked sideways move stops the boulder.  True if the goal was reached."""
        s, b = self.state, self.b
        bid = b["id"]
        detour: int | None = None
        while True:
            y, x = b["row"], b["col"]
            if y == ty and (tx is None or x == tx):
                return True
            if y > ty:
                if _open(s, bid, y - 1, x):
                    self.step(y - 1, x)
                    detour = None
                    continue
                if detour is None:
                    if tx is not None and x != tx:
                        detour = 1 if tx > x else -1
                    else:
                        detour = _choose_side(s, bid, y, x)
                if detour is not None and _open(s, bid, y, x + detour):
                    self.step(y, x + detour)
                    continue
                self.stopped = "blocked"
                return False
            if tx is None:           # already nearer the entrance than row ty
                return True
            d = 1 if tx > x else -1
            if _open(s, bid, y, x + d):
                self.step(y, x + d)
                continue
            self.stopped = "blocked"
            return False


def roll_boulder(state: dict[str, Any], bid: int) -> dict[str, Any]:
    """Roll boulder ``bid`` once (mutates ``state``, a working copy); the roll record (module
    docstring).  Seed 「ステップ3:岩」, 「入口を塞ぐ」, 「重要な注意事項:岩」."""
    b = next(x for x in state["boulders"] if x["id"] == bid)
    start = {"row": b["row"], "col": b["col"], "space": row_space(state, b["row"], b["col"])}
    target = choose_target(state, b)
    roller = _Roller(state, b)
    E = entrance_rows(state)
    reached = False
    entrance_col = None
    reset = False
    if target["kind"] == "space":
        if b["face"] == WILD:
            # the next slab's nearest space: down to the row in front of it, sideways first
            # if there is no floor just ahead, then onto it
            if roller.toward(target["row"] + 1, None):
                if roller.toward(target["row"] + 1, target["col"]):
                    roller.toward(target["row"], target["col"])
        else:
            roller.toward(target["row"], target["col"])
    else:
        if roller.toward(E - 1, None):
            marked = state["components"]["passage"]["entrance_relay"]["marked"]
            free = [c for c in marked if boulder_at(state, 0, c, exclude=bid) is None]
            entrance_col = min(free, key=lambda c: (abs(c - b["col"]), c))
            # on the entrance board: along its row to the marked column, then to the edge
            # (the other boulders there sit only on the edge's marked spaces)
            if roller.toward(E - 1, entrance_col) and roller.toward(0, entrance_col):
                reached = True
                b["at_entrance"] = True
                reset = reset_river1(state)
    sealed = False
    if reached and all(x["at_entrance"] for x in state["boulders"]):
        sealed = True
        state["over"] = True
        state["end_reason"] = "sealed"
        state["phase"] = "over"
    return {"boulder": bid, "face": b["face"], "from": start, "target": target,
            "steps": roller.steps, "stopped": roller.stopped, "reached_entrance": reached,
            "entrance_col": entrance_col, "reset_river1": reset, "entrance_sealed": sealed}


def roll_boulders(state: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The boulder step of a round: every released boulder rolls once, in ``release_order``
    (fixed before the first roll); stops at once when the entrance is sealed.  Returns
    (new state, roll records); ``state`` is not mutated.  Seed 「ステップ3:岩」."""
    s = work_copy(state)
    records = []
    for bid in release_order(s):
        if s["over"]:
            break
        records.append(roll_boulder(s, bid))
    return s, records


def preview_boulders(state: dict[str, Any]) -> list[dict[str, Any]]:
    """What the boulder step would do now (the records of ``roll_boulders``), without
    changing ``state``: for the host screen before the table moves the cubes.  Solo, the turn
    still to end first takes its trigger token (「ソロモード」 岩: at the end of each turn,
    before the boulders roll)."""
    if state.get("solo") and state.get("phase") in ("draw", "turns"):
        s = work_copy(state)
        remove_trigger_token(s)
        return roll_boulders(s)[1]
    return roll_boulders(state)[1]


# ---------------------------------------------------------------- the step told
def boulder_messages(state: dict[str, Any], records: list[dict[str, Any]]
                     ) -> list[list[Msg]]:
    """The sentences of each roll record (``state["last_boulders"]`` or
    ``preview_boulders``): where the boulder goes, whom it swaps with, what it crushes, the
    reset of river 1, the sealed entrance.  Each record gives a list of ``Msg``; places are
    said as they were when the boulder rolled (the records' ``space``)."""
    comps = state["components"]
    out = []
    for r in records:
        face = names.symbol_text(comps, r["face"])
        start = names.position(state, r["from"])
        n = r["boulder"] + 1
        if not r["steps"]:
            out.append([Msg("mayan_curse.boulder.stays", n=n, face=face, place=start)])
            continue
        end = r["steps"][-1]
        where = (Msg("mayan_curse.place.entrance_marked", space=r["entrance_col"] + 1)
                 if r["reached_entrance"] else names.position(state, end))
        said = [Msg("mayan_curse.boulder.rolls", n=n, face=face, spaces=len(r["steps"]),
                    start=start, end=where)]
        before = r["from"]
        for st in r["steps"]:
            if st["swapped"]:
                who = [state["players"][x]["name"] for x in st["swapped"]]
                said.append(Msg("mayan_curse.boulder.swapped", names=who, count=len(who),
                                place=names.position(state, before)))
            for sid in st["crushed"]:
                said.append(Msg("mayan_curse.boulder.crushed",
                                colour=names.colour(sid.split("-")[0]),
                                place=names.position(state, st)))
            before = st
        if r["stopped"] == "blocked":
            said.append(Msg("mayan_curse.boulder.blocked"))
        if r["reset_river1"]:
            said.append(Msg("mayan_curse.boulder.reset"))
        if r["entrance_sealed"]:
            said.append(Msg("mayan_curse.boulder.sealed"))
        out.append(said)
    return out
