"""Mayan Curse's turn builder (turn_steps.py): the moves of a turn after its slides, on a
fixed passage (``_Moves``: which lines and free steps may follow, and whether the turn can
still end after them with every slid board visited, 「a. 床ボードのスライド」), and the names of
the boards a slide moves.  Reading of the slide check: docs/rulings (T4); the free steps on a
relay board: T5.
"""
from __future__ import annotations

from typing import Any

from companion.games.mayan_curse.rules import play
from companion.games.mayan_curse.rules.movement import (
    DIRECTIONS, free_targets, line_step, pos_of, relay_entry, start_phase,
)


def _key(state: dict[str, Any], pos: tuple) -> tuple | None:
    """The board a position is on, as a slide names it: ("r", row) for a slab, ("t", tier);
    None for a relay board."""
    if pos[0] == "t":
        return ("t", pos[1])
    return ("r", pos[1]) if state["rows"][pos[1]]["kind"] == "slab" else None


def _slide_key(sl: dict[str, int]) -> tuple:
    return ("r", sl["row"]) if "row" in sl else ("t", sl["tier"])


def _key_slide(key: tuple, by: int) -> dict[str, int]:
    return {"row" if key[0] == "r" else "tier": key[1], "by": by}


def _bys(left: int) -> list[int]:
    return [by for by in range(-left, left + 1) if by]


def _region(s: dict[str, Any], pos: tuple, cache: dict) -> tuple[tuple, tuple] | None:
    """Since T5, the spaces of the relay board one stands on that free steps join (one
    region: the same moves follow from each): (its name, its spaces), or None elsewhere.
    ``cache``: regions already worked out (relay boards never move)."""
    if pos[0] != "p" or s["rows"][pos[1]]["kind"] != "relay" or relay_entry(s) != "stone":
        return None
    board = s["rows"][pos[1]]["board"]
    if board not in cache:
        spaces = tuple(sorted([pos] + [dest for dest, _via in free_targets(s, pos)]))
        cache[board] = (("region", board), spaces)
    region = cache[board]
    return region if pos in region[1] else None


class _Moves:
    """The moves of a turn after its slides, on a fixed passage: nodes are (position, stones
    left, machete available, been inside, boards still to visit); a node is good when the turn
    may end there or after some moves from it."""

    def __init__(self, s: dict[str, Any], run: play.TurnRun | None, machete: bool = False,
                 to_visit: set[tuple] = frozenset(), hand: list[str] | None = None):
        self.s = s
        self.hand = run.hand if run is not None else hand
        self.symbols = list(s["components"]["symbols"])
        self.root = None
        if run is not None:
            visited = ({("r", y) for y in run.rows_visited}
                       | {("t", t) for t in run.tiers_visited})
            self.root = (pos_of(run.adv), frozenset(run.used), machete, run.adv["entered"],
                         frozenset(set(to_visit) - visited), False)
        self._traces: dict[tuple, list] = {}
        self._good: dict[tuple, bool] = {}
        self._regions: dict[str, tuple] = {}

    @classmethod
    def on(cls, s: dict[str, Any], hand: list[str], symbols: list[str]) -> "_Moves":
        """A search on passage ``s`` as it is now, for ``hand`` (no root node)."""
        return cls(s, None, hand=hand)

    def stone_choices(self, used: frozenset, machete: bool):
        """(stones, symbol, machete) a line may use with the stones not ``used``."""
        free = [i for i in range(len(self.hand)) if i not in used]
        for i in free:
            for sym in self.hand[i].split("/"):
                yield [i], sym, False
        for a in free:
            for b in free:
                if a < b:
                    for sym in self.symbols:
                        yield [a, b], sym, False
        if machete:
            for i in free:
                for sym in self.symbols:
                    yield [i], sym, True

    def trace(self, pos: tuple, sym: str, direction: str, entered: bool) -> list:
        """The stops of a line: [(distance, step, spaces crossed, been inside after)]."""
        key = (pos, sym, direction, entered)
        if key not in self._traces:
            stops, crossed = [], []
            phase, inside, at = start_phase(self.s, pos), entered, pos
            while True:
                got = line_step(self.s, at, sym, direction, phase, inside)
                if got[0] is None:
                    break
                step, phase, inside = got
                crossed.append(step.pos)
                if step.stop_ok:
                    stops.append((len(crossed), step, tuple(crossed), inside))
                if step.escape:
                    break
                at = step.pos
            self._traces[key] = stops
        return self._traces[key]

    def transitions(self, node: tuple, free: bool = True):
        """(step, next node) for every line and (``free``) free step from ``node``."""
        pos, used, machete, entered, to_visit, gone = node
        if gone:
            return
        for stones, sym, with_machete in self.stone_choices(used, machete):
            for d in DIRECTIONS:
                for distance, step, crossed, inside in self.trace(pos, sym, d, entered):
                    seg = {"stones": stones, "symbol": sym, "direction": d,
                           "distance": distance, "machete": with_machete}
                    left = to_visit - {_key(self.s, p) for p in crossed}
                    yield seg, (step.pos, used | frozenset(stones),
                                machete and not with_machete, inside, left, step.escape)
        for dest, via in (free_targets(self.s, pos) if free else ()):
            entered_now = [p for p in (via, dest) if p is not None]
            gone_at = next((p for p in entered_now if entered and p[0] == "p"
                            and self.s["rows"][p[1]]["board"] == "entrance"), None)
            if gone_at is not None:
                entered_now = entered_now[:entered_now.index(gone_at) + 1]
            inside = entered or any(p[0] == "t" or self.s["rows"][p[1]]["board"] != "entrance"
                                    for p in entered_now)
            left = to_visit - {_key(self.s, p) for p in entered_now}
            yield {"to": dest}, (entered_now[-1], used, machete, inside, left,
                                 gone_at is not None)

    def good(self, node: tuple) -> bool:
        """Whether the turn may end at ``node`` or after some moves from it."""
        if not node[4]:
            return True
        key = self._canon(node)
        if key in self._good:
            return self._good[key]
        # explore what is reachable with boards left to visit, then propagate back
        seen: dict[tuple, list[tuple]] = {}
        stack = [node]
        found = False
        while stack:
            n = stack.pop()
            k = self._canon(n)
            if k in seen or k in self._good:
                continue
            seen[k] = []
            region = None if n[5] else _region(self.s, n[0], self._regions)
            around = ([(at,) + n[1:] for at in region[1]] if region else [n])
            children = (child for at in around
                        for _step, child in self.transitions(at, free=region is None))
            for child in children:
                if not child[4] or self._good.get(self._canon(child)):
                    found = True
                    seen[k].append(None)
                    break
                seen[k].append(self._canon(child))
                stack.append(child)
        good = {k for k, kids in seen.items() if None in kids}
        changed = found
        while changed:
            changed = False
            for k, kids in seen.items():
                if k not in good and any(c in good or self._good.get(c) for c in kids):
                    good.add(k)
                    changed = True
        for k in seen:
            self._good[k] = k in good
        return self._good[key]

    def _canon(self, node: tuple) -> tuple:
        pos, used, machete, entered, to_visit, gone = node
        left = tuple(sorted(self.hand[i] for i in range(len(self.hand)) if i not in used))
        region = None if gone else _region(self.s, pos, self._regions)
        return (region[0] if region else pos, left, machete, entered, to_visit, gone)
