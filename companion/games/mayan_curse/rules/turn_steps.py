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
machete: turn_moves.py) keeps the steps after which every slid board can still be reached.
For slides in a game of two or more, a search over the turn's possible moves decides lazily
how far each board it steps onto is slid (a board's position matters only once the adventurer
steps onto it, or crosses into a temple tier), so a slide is offered exactly when some whole
turn starts with it (slide_search.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse.rules import play
from companion.games.mayan_curse.rules.boulders import work_copy
from companion.games.mayan_curse.rules.movement import pos_dict, pos_of
from companion.games.mayan_curse.rules.slide_search import _Slides
from companion.games.mayan_curse.rules.turn_moves import _bys, _Moves, _slide_key
from companion.message import Msg


@dataclass
class Options:
    """What may follow a turn being built (see the module docstring).

    * ``state``: the table after the steps so far (the turn not ended: stones not discarded);
      ``position``: where the adventurer stands then (a position dict; None once escaped);
    * ``can_end``: the turn may end here; ``end_problem``: else why not (an IllegalMove);
    * ``jumps``: {"map" | "compass": [position dicts]} (before any slide);
    * ``items``: backpack items that may be used now without a step of their own effect
      ("machete": lines with one stone as a wild; "elixir": a 4th slide);
    * ``slides``: [{"row" | "tier", "by"}] allowed now; ``slides_left``: the spaces the slides
      may still go (a slide of 2 spaces uses 2);
    * ``segments``: stone lines allowed now (segment dicts, ``distance`` included; a line with
      ``"machete": True`` uses the machete, declared with it if not yet);
    * ``free``: destinations of a free step (position dicts);
    * ``to_visit``: the slides of boards still to stand on or move onto (two or more
      players);
    * ``machete_only``: the lines and free steps offered (segments, destinations) after which
      the turn can end only by taking the machete out, the backpack's once-a-game item not
      declared yet (「バックパックを使う」 マチェーテ): a page says so before the step is taken;
    * ``dead_ends``: the lines and free steps the rules allow now (segments, destinations)
      after which the turn can no longer end (a slid board out of reach): not offered, but a
      page says why a stone is missing."""

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
    dead_ends: list[dict[str, Any]] = field(default_factory=list)


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
        step = pos_dict(seg["to"]) if "to" in seg else seg
        if not search.good(child):
            out.dead_ends.append(step)
        else:
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
