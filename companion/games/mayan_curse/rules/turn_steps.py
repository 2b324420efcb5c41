"""Mayan Curse's turn builder: what a turn being built may do next, one step at a time, each
step only what the rules allow now, worked out with the engine's own rules (play.run_turn,
movement.trace_line, movement.free_step, play.jump_problem).

A turn being built is a turn move as moves.py reads it (``backpack``, ``slides``, ``moves``),
grown one step at a time: a backpack item (the map or the compass before any slide), a slide,
a stone's line (one stone, two as a wild, or one with the machete) or a free step over blank
spaces.  ``options(state, seat, partial)`` says what may follow ``partial``:

* every step it offers leads to at least one turn that ``apply`` accepts (no dead end: a slide
  of a board is offered only when the adventurer can still stand on or move onto it this turn,
  「a. 床ボードのスライド」; a line only when the turn can still end after it);
* every turn ``apply`` accepts is built by a sequence of offered steps, in its own order;
* ``can_end`` is True exactly when ``apply`` accepts ``partial`` as the whole turn.

Tests: tests/games/mayan_curse/test_turn_steps.py compares the steps with turns enumerated
through ``apply`` on random positions.  Reading of the slide check: docs/rulings (T4).

The work: with no slide still to be justified, every line and free step ``apply`` accepts is
offered.  Otherwise a search over the moves that may follow (positions, stones left, the
machete) keeps the steps after which every slid board can still be reached.  For slides in a
game of two or more, a search over the turn's possible moves decides lazily how far each board
it steps onto is slid (a board's position matters only once the adventurer steps onto it, or
crosses into a temple tier), so a slide is offered exactly when some whole turn starts with it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse.rules import play
from companion.games.mayan_curse.rules.boulders import work_copy
from companion.games.mayan_curse.rules.movement import (
    DIRECTIONS, free_targets, line_step, lines, pos_dict, pos_of, relay_entry,
    start_phase,
)
from companion.message import Msg

#: Nodes the slide search may visit before it gives the steps found so far (every one of them
#: stays sound); never reached on the sample set's positions (bench/, tests).
SEARCH_LIMIT = 60_000


@dataclass
class Options:
    """What may follow a turn being built (see the module docstring).

    * ``state``: the table after the steps so far (the turn not ended: stones not discarded);
      ``position``: where the adventurer stands then (a position dict; None once escaped);
    * ``can_end``: the turn may end here; ``end_problem``: else why not (an IllegalMove);
    * ``jumps``: {"map" | "compass": [position dicts]} (before any slide);
    * ``items``: backpack items that may be used now without a step of their own effect
      ("machete": lines with one stone as a wild; "elixir": a 4th slide);
    * ``slides``: [{"row" | "tier", "by"}] allowed now; ``slides_left``: slides still to use;
    * ``segments``: stone lines allowed now (segment dicts, ``distance`` included; a line with
      ``"machete": True`` uses the machete, declared with it if not yet);
    * ``free``: destinations of a free step (position dicts);
    * ``to_visit``: the slides of boards still to stand on or move onto (two or more
      players);
    * ``machete_only``: the lines and free steps offered (segments, destinations) after which
      the turn can end only by taking the machete out, the backpack's once-a-game item not
      declared yet (「バックパックを使う」 マチェーテ): a page says so before the step is taken."""

    state: dict[str, Any]
    position: dict[str, int] | None
    can_end: bool
    end_problem: IllegalMove | None
    jumps: dict[str, list[dict[str, int]]] = field(default_factory=dict)
    items: list[str] = field(default_factory=list)
    slides: list[dict[str, int]] = field(default_factory=list)
    slides_left: int = 0
    segments: list[dict[str, Any]] = field(default_factory=list)
    free: list[dict[str, int]] = field(default_factory=list)
    to_visit: list[dict[str, int]] = field(default_factory=list)
    escaped: bool = False
    machete_only: list[dict[str, Any]] = field(default_factory=list)


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


def options(state: dict[str, Any], seat: int, partial: dict[str, Any],
            slides: bool = True, machete: bool = True) -> Options:
    """What may follow ``partial`` (a turn as ``moves.parse_move`` normalizes it) for
    ``seat`` now; raises ``IllegalMove`` (the engine's reason) when ``partial`` itself is not
    the start of a turn ``apply`` accepts, or when it is not this seat's turn.  ``slides``:
    False leaves the slides out (they take the longest to work out).  ``machete``: False
    works out the steps as if the machete, not declared yet, stayed in the backpack (which
    slides only the machete can finish: the builder's slide page says so)."""
    play.start_turn(state, seat)
    s = work_copy(state)
    run = play.run_turn(s, seat, partial)
    problem = play.end_problem(run, partial)
    escaped = run.adv["escaped"]
    out = Options(state=s, position=None if escaped else pos_dict(pos_of(run.adv)),
                  can_end=problem is None, end_problem=problem, escaped=escaped)
    out.to_visit = run.unvisited_slides(partial["slides"])
    if run.gone:
        return out
    unused = state["adventurers"][seat]["backpack"] is None
    item = run.item
    moved, slid = bool(partial["moves"]), bool(partial["slides"])
    here = pos_of(run.adv)
    if unused and item is None:
        if not moved and not slid:
            for jump in ("map", "compass"):
                targets = play.jump_targets(s, here, jump)
                if targets:
                    out.jumps[jump] = [pos_dict(p) for p in targets]
        out.items = ["machete"] + ([] if moved else ["elixir"])
    open_machete = item is None and unused and machete
    machete = (item == "machete" and not run.machete_used) or open_machete
    to_visit = {_slide_key(sl) for sl in out.to_visit}
    search = _Moves(s, run, machete, to_visit)
    # the machete not declared yet: the finishes without it, to say which steps need it
    plain = _Moves(s, run, False, to_visit) if open_machete else None
    for seg, child in search.transitions(search.root):
        if search.good(child):
            step = pos_dict(seg["to"]) if "to" in seg else seg
            (out.free if "to" in seg else out.segments).append(step)
            if plain is not None and not seg.get("machete") \
                    and not plain.good(child[:2] + (False,) + child[3:]):
                out.machete_only.append(step)
    if not moved:
        left = play.slide_budget(item) - sum(abs(sl["by"]) for sl in partial["slides"])
        out.slides_left = left
        if left > 0 and slides:
            if s["solo"]:
                out.slides = _all_slides(s, left)
            else:
                out.slides = _Slides(s, run, machete, partial, left).offered()
    return out


# ---------------------------------------------------------------- steps
def steps_offered(opts: Options) -> list[dict[str, Any]]:
    """Every step ``opts`` offers, as step dicts for ``add_step``: ``{"kind": "jump", "item",
    "to"}``, ``{"kind": "item", "item"}``, ``{"kind": "slide", "row" | "tier", "by"}``,
    ``{"kind": "line", **segment}``, ``{"kind": "free", "to"}``."""
    out: list[dict[str, Any]] = []
    for item, targets in opts.jumps.items():
        out += [{"kind": "jump", "item": item, "to": t} for t in targets]
    out += [{"kind": "item", "item": i} for i in opts.items]
    out += [{"kind": "slide", **sl} for sl in opts.slides]
    out += [{"kind": "line", **seg} for seg in opts.segments]
    out += [{"kind": "free", "to": t} for t in opts.free]
    return out


def add_step(partial: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    """``partial`` (a turn being built) with one more step (a new dict): a jump or an item
    becomes the turn's backpack item, a line with the machete declares it if not yet.

    Raises ``InvalidMove`` for a second backpack item: the backpack is used once
    (seed 000 「バックパックを使う」), so no turn holds two (a typed address may try)."""
    new = {"type": partial.get("type", "turn"), "seat": partial.get("seat"),
           "backpack": partial["backpack"], "slides": list(partial["slides"]),
           "moves": list(partial["moves"])}
    kind = step["kind"]
    if kind in ("jump", "item") and new["backpack"] is not None:
        raise InvalidMove(Msg("mayan_curse.backpack.used"))
    if kind == "jump":
        new["backpack"] = {"item": step["item"], "to": dict(step["to"])}
    elif kind == "item":
        new["backpack"] = {"item": step["item"]}
    elif kind == "slide":
        new["slides"].append({k: v for k, v in step.items() if k != "kind"})
    elif kind == "line":
        seg = {k: step[k] for k in ("stones", "symbol", "direction", "distance", "machete")}
        seg["stones"] = list(seg["stones"])
        if seg["machete"] and new["backpack"] is None:
            new["backpack"] = {"item": "machete"}
        new["moves"].append(seg)
    else:
        new["moves"].append({"to": dict(step["to"])})
    return new


def _all_slides(s: dict[str, Any], left: int) -> list[dict[str, int]]:
    """Solo (「ソロモード」 スライド): any slab within its limit, any tier, up to ``left``."""
    limit = s["components"]["passage"]["max_slide"]
    out = []
    for y, info in enumerate(s["rows"]):
        if info["kind"] == "slab":
            out += [{"row": y, "by": by} for by in _bys(left)
                    if abs(info["offset"] + by) <= limit]
    for t in range(1, len(s["temple"]["rotation"]) + 1):
        out += [{"tier": t, "by": by} for by in _bys(left)]
    return out


def _bys(left: int) -> list[int]:
    return [by for by in range(-left, left + 1) if by]


# ---------------------------------------------------------------- the moves that may follow
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


# ---------------------------------------------------------------- slides (two or more players)
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
