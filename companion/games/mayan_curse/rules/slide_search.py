"""Mayan Curse's turn builder (turn_steps.py): the slides a turn may still start with, in a
game of two or more (「a. 床ボードのスライド」: only boards the adventurer stands on or moves onto
this turn).  A search over the turn's possible moves decides lazily how far each board it
steps onto is slid (a board's position matters only once the adventurer steps onto it, or
crosses into a temple tier), so a slide is offered exactly when some whole turn starts with
it.  Reading of the slide check: docs/rulings (T4).
"""
from __future__ import annotations

from typing import Any

from companion.games.mayan_curse.rules import play
from companion.games.mayan_curse.rules.boulders import work_copy
from companion.games.mayan_curse.rules.movement import (
    DIRECTIONS, free_targets, line_step, lines, pos_of, relay_entry, start_phase,
)
from companion.games.mayan_curse.rules.turn_moves import (
    _bys, _key, _key_slide, _Moves, _region, _slide_key,
)

#: Nodes the slide search may visit before it gives the steps found so far (every one of them
#: stays sound); never reached on the sample set's positions (bench/, tests).
SEARCH_LIMIT = 60_000


class _Slides:
    """The slides a turn may still start with (「a. 床ボードのスライド」: only boards the
    adventurer stands on or moves onto this turn).  A search over the turn's possible moves
    where a board's further slide is chosen when the adventurer first steps onto it (a slab) or
    first crosses into it (a temple tier: turning tier t changes only how it meets tier t-1),
    within the slides left; each way the turn can end (every slid board visited) tells which
    first slides lead to it."""

    def __init__(self, s: dict[str, Any], run: play.TurnRun, machete: bool,
                 partial: dict[str, Any], left: int):
        self.ws = work_copy(s)
        self.base = s
        self.hand = run.hand
        self.symbols = list(s["components"]["symbols"])
        self.left = left
        self.limit = s["components"]["passage"]["max_slide"]
        self.lines = lines(s)
        self.must = {_slide_key(sl) for sl in partial["slides"]}
        self.facts: set[tuple] = set()
        self._fixed: dict[frozenset, _Moves] = {}
        self._recorded: set[tuple] = set()
        self._lines: dict[tuple, list] = {}
        self._regions: dict[str, tuple] = {}
        self.decided: dict[tuple, int] = {}
        self.spent = 0
        self.nodes = 0
        self.seen: dict[tuple, list[frozenset]] = {}
        self.start = pos_of(run.adv)
        self.used = frozenset(run.used)
        self.machete = machete
        self.entered = run.adv["entered"]
        self.visited = ({("r", y) for y in run.rows_visited if s["rows"][y]["kind"] == "slab"}
                        | {("t", t) for t in run.tiers_visited})

    # -- the result
    def offered(self) -> list[dict[str, int]]:
        """[{"row" | "tier", "by"}]: every slide some whole turn may start with now."""
        key = _key(self.base, self.start)
        if key is not None and key[0] == "r":      # standing on a slab: it may slide first
            for n in self._deltas(key):
                # standing there after it is a turn of its own: each slide of the slab stood
                # on is found before the search below may reach SEARCH_LIMIT
                self._decide(key, n)
                self._record(self.visited)
                self._undecide(key, n)
            for n in self._deltas(key):
                self._decide(key, n)
                pos = ("p", self.start[1], self.start[2] + n)
                self._node(pos, self.used, self.machete, self.entered, self.visited)
                self._undecide(key, n)
        else:
            self._node(self.start, self.used, self.machete, self.entered, self.visited)
        keys = sorted({k for k, _ in self.facts}, key=lambda k: (k[0] == "t", k[1]))
        return [_key_slide(k, by) for k in keys for by in _bys(self.left) if (k, by) in self.facts]

    # -- board positions chosen as the adventurer meets them
    def _cost(self, key: tuple, n: int) -> int:
        if key[0] == "r":
            return abs(n)
        n %= self.lines
        return min(n, self.lines - n)

    def _deltas(self, key: tuple) -> list[int]:
        room = self.left - self.spent
        if key[0] == "r":
            offset = self.ws["rows"][key[1]]["offset"]
            return [n for n in range(-room, room + 1) if abs(offset + n) <= self.limit]
        seen, out = set(), []
        for n in sorted(range(-room, room + 1), key=abs):
            if n % self.lines not in seen:
                seen.add(n % self.lines)
                out.append(n)
        return out

    def _decide(self, key: tuple, n: int) -> None:
        self.decided[key] = n
        self.spent += self._cost(key, n)
        if n:
            self._shift(key, n)

    def _undecide(self, key: tuple, n: int) -> None:
        if n:
            self._shift(key, -n)
        self.spent -= self._cost(key, n)
        del self.decided[key]

    def _shift(self, key: tuple, n: int) -> None:
        if key[0] == "r":
            # only what movement reads moves with the slab: its offset and its boulders
            self.ws["rows"][key[1]]["offset"] += n
            for b in self.ws["boulders"]:
                if not b["at_entrance"] and b["row"] == key[1]:
                    b["col"] += n
        else:
            rot = self.ws["temple"]["rotation"]
            for t in range(key[1], len(rot) + 1):
                rot[t - 1] = (rot[t - 1] + n) % self.lines

    def _boundary(self, pos: tuple, direction: str) -> tuple | None:
        """The board whose slide decides where a step from ``pos`` lands (None: none)."""
        if pos[0] == "t":
            tier = pos[1]
            if direction == "up" and tier < len(self.ws["temple"]["rotation"]):
                return ("t", tier + 1)
            if direction == "down":
                return ("t", tier)
            return None
        row = pos[1]
        if direction == "up" and row == len(self.ws["rows"]) - 1:
            return ("t", 1)
        if direction in ("up", "down"):
            y = row + (1 if direction == "up" else -1)
            if 0 <= y < len(self.ws["rows"]) and self.ws["rows"][y]["kind"] == "slab":
                return ("r", y)
        return None

    # -- the search
    def _node(self, pos, used, machete, entered, visited, gone=False) -> None:
        self.nodes += 1
        if self.nodes > SEARCH_LIMIT:
            return
        region = None if gone else _region(self.ws, pos, self._regions)
        core = (region[0] if region else pos,
                tuple(sorted(self.hand[i] for i in range(len(self.hand)) if i not in used)),
                machete, entered, gone, frozenset(self.decided.items()))
        # a node met before with as many boards visited leads to all this one leads to
        earlier = self.seen.setdefault(core, [])
        if any(v >= visited for v in earlier):
            return
        earlier.append(frozenset(visited))
        if self.spent == self.left:
            # no slide left to choose: the passage is fixed from here on, so only whether the
            # boards still to visit can be reached matters (a fixed search), and boards met
            # later, not slid, add no first slide
            todo = (self.must | {k for k, n in self.decided.items() if n}) - visited
            if not todo:
                self._record(visited)
                return
            config = frozenset((k, n) for k, n in self.decided.items() if n)
            moves = self._fixed.get(config)
            if moves is None:
                moves = self._fixed[config] = _Moves.on(self.ws, self.hand, self.symbols)
            if not gone and moves.good((pos, used, machete, entered, frozenset(todo), gone)):
                self._record(visited | todo)
            return
        self._record(visited)
        if gone:
            return
        by_symbol: dict[str, dict[tuple, tuple]] = {}
        for stones, sym, with_machete in _Moves.stone_choices(self, used, machete):
            after = used | frozenset(stones)
            m = machete and not with_machete
            key = (tuple(sorted(self.hand[i] for i in range(len(self.hand)) if i not in after)), m)
            by_symbol.setdefault(sym, {}).setdefault(key, (after, m))
        for at in (region[1] if region else (pos,)):
            phase = start_phase(self.ws, at)
            for sym, variants in by_symbol.items():
                for d in DIRECTIONS:
                    for made, stop, inside, escape, crossed in self._outcomes(
                            at, sym, d, phase, entered):
                        for k, n in made:
                            self._decide(k, n)
                        seen = visited | crossed
                        for used_after, machete_after in variants.values():
                            self._node(stop, used_after, machete_after, inside, seen, escape)
                        for k, n in reversed(made):
                            self._undecide(k, n)
        if region is None:
            self._free_steps(pos, used, machete, entered, visited)

    def _outcomes(self, pos, sym, d, phase, entered) -> list[tuple]:
        """Where a line may stop with the boards decided so far: [(boards it decides on the
        way, stop, been inside, escaped, boards crossed)] (cached: lines repeat)."""
        key = (pos, sym, d, phase, entered, frozenset(self.decided.items()))
        got = self._lines.get(key)
        if got is None:
            got = []
            self._walk(pos, sym, d, phase, entered, (), frozenset(), got)
            self._lines[key] = got
        return got

    def _walk(self, pos, sym, d, phase, entered, made, crossed, out) -> None:
        key = self._boundary(pos, d)
        if key is not None and key not in self.decided:
            for n in self._deltas(key):
                self._decide(key, n)
                self._walk_on(pos, sym, d, phase, entered, made + ((key, n),), crossed, out)
                self._undecide(key, n)
        else:
            self._walk_on(pos, sym, d, phase, entered, made, crossed, out)

    def _walk_on(self, pos, sym, d, phase, entered, made, crossed, out) -> None:
        got = line_step(self.ws, pos, sym, d, phase, entered)
        if got[0] is None:
            return
        step, phase, inside = got
        key = _key(self.ws, step.pos)
        crossed = crossed | {key} if key else crossed
        if step.stop_ok:
            out.append((made, step.pos, inside, step.escape, crossed))
        if not step.escape:
            self._walk(step.pos, sym, d, phase, inside, made, crossed, out)

    def _free_steps(self, pos, used, machete, entered, visited) -> None:
        if relay_entry(self.ws) == "free" and pos[0] == "t":
            # older tables: a free step from a tier onto the blank space above or below
            keys = [k for k in (self._boundary(pos, "up"), self._boundary(pos, "down"))
                    if k is not None and k not in self.decided]
            if keys:
                key = keys[0]
                for n in self._deltas(key):
                    self._decide(key, n)
                    self._free_fixed(pos, used, machete, entered, visited)
                    self._undecide(key, n)
                return
        self._free_fixed(pos, used, machete, entered, visited)

    def _free_fixed(self, pos, used, machete, entered, visited) -> None:
        for dest, via in free_targets(self.ws, pos):
            now = [p for p in (via, dest) if p is not None]
            gone = next((p for p in now if entered and p[0] == "p"
                         and self.ws["rows"][p[1]]["board"] == "entrance"), None)
            if gone is not None:
                now = now[:now.index(gone) + 1]
            inside = entered or any(p[0] == "t" or self.ws["rows"][p[1]]["board"] != "entrance"
                                    for p in now)
            seen = visited | {k for k in (_key(self.ws, p) for p in now) if k}
            self._node(now[-1], used, machete, inside, seen, gone is not None)

    def _record(self, visited: set[tuple]) -> None:
        """A turn may end here if every board slid (before and in the search) was visited:
        note the first slides that lead to it."""
        if not self.must <= visited:
            return
        if any(n and k not in visited for k, n in self.decided.items()):
            return
        memo = (frozenset(self.decided.items()), frozenset(visited))
        if memo in self._recorded:
            return
        self._recorded.add(memo)
        spent = self.spent
        for key in visited:
            n = self.decided.get(key)
            for by in _bys(self.left):
                if key[0] == "r" and abs(self.base["rows"][key[1]]["offset"] + by) > self.limit:
                    continue
                if n is None:
                    need = self._cost(key, by) + spent
                else:
                    need = (self._cost(key, by) + self._cost(key, n - by) + spent
                            - self._cost(key, n))
                if need <= self.left:
                    self.facts.add((key, by))
