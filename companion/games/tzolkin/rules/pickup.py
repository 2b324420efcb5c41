"""Tzolk'in pick-up planning: what each worker of one pick-up may do after the earlier ones.

Seed 「手番は置くか取り上げるか」: 「取り上げる順番と人数は自由で」, and each worker picked up does its
action in turn (「取り上げた人は手元へ戻り、その位置の仕事を1回行います」), so what an earlier worker
of the same pick-up brings or spends decides what a later one may do: the corn fished at
Palenque 1 pays Uxmal 1, the wood of Yaxchilan 1 pays a technology.  An earlier worker's
action may itself need choices (which technology, paid with what; which building; corn or wood
at Palenque), and what it leaves depends on them.  The reading (docs/rulings/tzolkin-engine.md
E9): a later worker may take an action when **some** legal choices of the earlier workers let
it, and the forms suggest such choices.

This module searches those choices; it never changes a state.

* ``candidates(state, seat, gear, action, corn)``: concrete ``choices`` of one action (the
  plainest first: a visible corn tile before the wood above hidden corn, wood paid before
  stone and gold, no optional reward).  Every choice that changes what the player holds in a
  way a later action can use is among them (every harvest, every payment, every building,
  temple and technology; market trades of one resource, as many as can be paid, and selling
  everything); the long tails (two buildings with every reward, trades of several resources at
  once) are cut at ``MAX_CANDIDATES``.  Two buildings at Tikal 4 are tried in both orders,
  and with the Architecture effects on the second one when that may change something.
* ``frontier(state, seat, picks)``: the distinct states the picks (done in order with any of
  their candidates) may leave, each with the choices that led to it.
* ``offered(state, seat, earlier, gear, spot)``: ``options.worker_actions`` of a later worker,
  merged over that frontier (an action is listed when it is open after some choices).
* ``plan(state, seat, picks)``: choices for every pick that make the whole pick-up legal (the
  plainest found first), or None.
* ``refusal(state, seat, earlier, gear, spot, action)``: why a worker cannot take an action
  after the earlier ones (the engine's own ``Msg``), or None when it can.
* ``entry_refusal(state, seat, entry)``: why the rules refuse one worker's entry (the engine's
  own ``Msg``), or None.

The searches take ``fixed``: {pick index: choices the player made}, possibly partial (a value
not made yet is missing or None): such a pick is tried with those choices as they are, then
with its candidates that agree with them (``matches``), so that what the player chose for one
worker is what the workers after it act on.

A pick is ``{"gear", "spot", "action": a | None, "copy": (gear, action) | None}`` (``copy``:
the action Uxmal 5 copies); an entry with choices is the rules' pick-up entry.
"""
from __future__ import annotations

import json
from itertools import combinations, combinations_with_replacement
from typing import Any, Iterable

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.actions import palenque_options, total_resources
from companion.games.tzolkin.rules.components import (
    RESOURCES, TECHNOLOGIES, TEMPLES, load_components,
)
from companion.games.tzolkin.rules.options import (
    action_options, buildable, monuments_affordable, reward_needs, worker_actions,
)
from companion.games.tzolkin.rules.play_state import MARKET_PRICE, NORMAL_GEARS
from companion.games.tzolkin.rules.turn import action_corn_cost, pick_up
from companion.message import Msg


#: Distinct states kept after each worker of a pick-up (the plainest choices first).
MAX_STATES = 48
#: Choices tried for one action on one state.
MAX_CANDIDATES = 120
#: Applications of one action tried by one search (``plan``): beyond it the search stops.
MAX_TRIES = 6000
#: Trades of one resource the market offers in a candidate (1..this many, or all held).
MAX_TRADE = 6

#: The parts of the play state a pick-up changes (the rest is shared, never written).
_TOUCHED = ("seats", "gears", "harvest_tiles", "buildings_row", "monuments", "chichen_itza")


# ============================================================================ applying one pick

def _copy(state: dict) -> dict:
    """A copy of ``state`` whose parts a pick-up may change are its own."""
    out = dict(state)
    for key in _TOUCHED:
        if key in state:
            out[key] = json.loads(json.dumps(state[key]))
    return out


def entry_of(pick: dict, choices: dict | None = None) -> dict:
    """The rules' pick-up entry of ``pick`` with ``choices``."""
    entry = {"gear": pick["gear"], "spot": pick["spot"], "action": pick.get("action")}
    if entry["action"] is not None:
        entry["choices"] = choices or {}
    return entry


def apply_entry(state: dict, seat: int, entry: dict) -> dict | None:
    """The state after one worker of ``seat`` is picked up as ``entry`` says, or None when the
    rules refuse it."""
    s = _copy(state)
    try:
        pick_up(s, seat, {"workers": [entry]})
    except (IllegalMove, InvalidMove):
        return None
    return s


def _key(state: dict, seat: int) -> str:
    return json.dumps([state["seats"][seat], state["gears"], state["harvest_tiles"],
                       state["buildings_row"], state["monuments"], state["chichen_itza"],
                       state["skulls_in_bank"], state.get("burned_wood_tiles", 0)],
                      sort_keys=True)


# ============================================================================ candidates

def _bags(p: dict, size: int, taken: dict | None = None) -> list[dict[str, int]]:
    """Payments of ``size`` resources from what ``p`` holds (less ``taken``), wood first."""
    taken = taken or {}
    out = []
    for combo in combinations_with_replacement(RESOURCES, size):
        bag: dict[str, int] = {}
        for r in combo:
            bag[r] = bag.get(r, 0) + 1
        if all(p[r] - taken.get(r, 0) >= n for r, n in bag.items()):
            out.append(bag)
    return out


def _gains(size: int) -> list[list[str]]:
    return [list(c) for c in combinations_with_replacement(RESOURCES, size)]


def _bonus_choices(track: str) -> list[dict]:
    """What a step past level 3 of ``track`` asks (seed 「技術の費用と4種類の効き方」)."""
    if track == "agriculture":
        return [{"temple": t} for t in TEMPLES]
    if track == "resources":
        return [{"gain": g} for g in _gains(2)]
    return [{}]


def _step_options(p: dict, track: str, level: int, free: bool,
                  taken: dict | None = None) -> list[tuple[dict, dict]]:
    """(step spec, resources it pays) for one technology step of ``track`` from ``level``."""
    cost = 1 if level >= 3 else level + 1
    bags = [{}] if free else _bags(p, cost, taken)
    bonuses = _bonus_choices(track) if level >= 3 else [{}]
    return [({"track": track, **({} if free else {"pay": bag}), **bonus}, bag)
            for bag in bags for bonus in bonuses]


def _tech_candidates(p: dict, tracks: Iterable[str], low: int, high: int,
                     free: bool) -> list[list[dict]]:
    """Lists of ``low``..``high`` technology steps (each with its payment and bonus)."""
    levels = p["technologies"]
    out: list[list[dict]] = []
    if low <= 1 <= high:
        for t in tracks:
            out += [[spec] for spec, _bag in _step_options(p, t, levels[t], free)]
    if high >= 2:
        tracks = list(tracks)
        for i, a in enumerate(tracks):
            for b in tracks[i:]:
                for first, bag in _step_options(p, a, levels[a], free):
                    level_b = levels[b] + (1 if a == b and levels[a] < 3 else 0)
                    for second, _b in _step_options(p, b, level_b, free, bag):
                        out.append([first, second])
                        if len(out) >= MAX_CANDIDATES:
                            return out
    return out


def _trade_candidates(p: dict, corn: int) -> list[list[dict]]:
    """Market sessions (seed 「ティカルとウシュマル」, Uxmal 2): none, selling or buying 1 to
    ``MAX_TRADE`` of one resource (or all held), and selling every resource."""
    out: list[list[dict]] = [[]]
    for r in RESOURCES:
        held = p[r]
        for n in sorted({*range(1, min(held, MAX_TRADE) + 1), held} - {0}):
            out.append([{"resource": r, "n": -n}])
    for r in RESOURCES:
        most = corn // MARKET_PRICE[r]
        for n in range(1, min(most, MAX_TRADE) + 1):
            out.append([{"resource": r, "n": n}])
    if sum(1 for r in RESOURCES if p[r]) > 1:
        out.append([{"resource": r, "n": -p[r]} for r in RESOURCES if p[r]])
    return out


def _reward_candidates(state: dict, seat: int, bid: str, depth: int = 0) -> list[dict]:
    """A building's reward choices (``options.reward_needs``): every temple and free technology
    choice; the optional extra build, market session and paid action declined first."""
    needs = reward_needs(bid)
    p = state["seats"][seat]
    parts: list[list[dict]] = []
    if needs.get("temples"):
        parts.append([{"temples": list(c)}
                      for c in combinations_with_replacement(TEMPLES, needs["temples"])])
    if needs.get("techs"):
        n = needs["techs"]
        parts.append([{"techs": steps} for steps in _tech_candidates(p, TECHNOLOGIES, n, n, True)])
    bonus_tracks = [t for t in needs.get("tech_bonus", []) if p["technologies"][t] >= 3]
    if bonus_tracks:
        parts.append([{"tech_bonus": b} for t in bonus_tracks for b in _bonus_choices(t)][:9])
    if needs.get("build"):
        extra = [{}]
        if depth < 1:
            for other in state["buildings_row"]:
                if other != bid:
                    rewards = _reward_candidates(state, seat, other, depth + 1)[:1] or [{}]
                    extra.append({"build": {"id": other, **({"reward": rewards[0]}
                                                            if rewards[0] else {})}})
        parts.append(extra)
    if needs.get("trades"):
        parts.append([{"trades": t} if t else {} for t in _trade_candidates(p, p["corn"])])
    if needs.get("action"):
        extra = [{}]
        if depth < 1:
            for g in NORMAL_GEARS:
                for a in range(1, 6):
                    if (g, a) != ("uxmal", 5) and action_options(state, seat, g, a,
                                                                   p["corn"] - 1) is not None:
                        first = candidates(state, seat, g, a, p["corn"] - 1, depth + 1)[:1]
                        extra.append({"action": {"gear": g, "action": a,
                                                 "choices": first[0] if first else {}}})
        parts.append(extra)
    out: list[dict] = [{}]
    for options in parts:
        out = [{**a, **b} for a in out for b in options][:MAX_CANDIDATES]
    return out


def _build_candidates(state: dict, seat: int, ids: list[str], depth: int) -> list[dict]:
    """Build specs of each building in ``ids``: each Architecture 3 discount, each reward."""
    comps = load_components()
    arch3 = state["seats"][seat]["technologies"]["architecture"] >= 3
    out = []
    for bid in ids:
        cost = comps.buildings[bid].cost
        discounts = [r for r in ("gold", "stone", "wood") if cost.get(r)] if arch3 else [None]
        for reward in _reward_candidates(state, seat, bid, depth):
            for d in discounts:
                spec: dict[str, Any] = {"id": bid}
                if d:
                    spec["discount"] = d
                if reward:
                    spec["reward"] = reward
                out.append(spec)
    return out


def _architecture_matters(state: dict, seat: int, first: str) -> bool:
    """Whether Tikal 4's second building may gain by taking the Architecture effects (E14):
    the player has Architecture, or ``first`` may step it up."""
    effect = load_components().buildings[first].effect
    return (state["seats"][seat]["technologies"]["architecture"] >= 1
            or "architecture" in effect.get("tech", {}) or bool(effect.get("any_tech")))


def candidates(state: dict, seat: int, gear: str, action: int, corn: int | None = None,
               depth: int = 0, gate: bool = True) -> list[dict]:
    """Concrete ``choices`` of ``action`` of ``gear`` for ``seat`` now (``corn``: what is left
    after the corn to go back), the plainest first, at most ``MAX_CANDIDATES``; [] when the
    action cannot be taken (unless ``gate`` is false: then the choices it would take, for the
    engine to say why not).  They are not checked: the search applies each one."""
    if gate and action_options(state, seat, gear, action, corn) is None:
        return []
    p = state["seats"][seat]
    corn = p["corn"] if corn is None else corn
    out: list[dict]
    if gear == "palenque":
        opts = palenque_options(state, seat, action)
        if action == 1:
            return [{}]
        field = state["harvest_tiles"][str(action)]
        visible = field["corn"] - field["wood"]
        plain = []
        if visible > 0 or p["technologies"]["agriculture"] >= 2:
            plain.append({"harvest": "corn"} if action >= 3 else {})
        if "wood" in opts["harvest"]:
            plain.append({"harvest": "wood"})
        burns = [{"harvest": "corn", "burn": t} if action >= 3 else {"burn": t}
                 for t in opts.get("burn", [])]
        return plain + burns
    if gear == "yaxchilan":
        return [{}]
    if gear == "tikal":
        if action in (1, 3):
            return [{"techs": steps} for steps in
                    _tech_candidates(p, TECHNOLOGIES, 1, 1 if action == 1 else 2, False)]
        if action == 5:
            return [{"pay": r, "temples": list(pair)} for r in RESOURCES if p[r]
                    for pair in combinations(TEMPLES, 2)]
        ids = buildable(state, seat)
        out = [{"buildings": [spec]} for spec in _build_candidates(state, seat, ids, depth)]
        if action == 4:
            out += [{"monument": m} for m in monuments_affordable(state, seat)]
            for a, b in combinations(ids, 2):
                for first, second in ((a, b), (b, a)):
                    reward_a = _reward_candidates(state, seat, first, depth)[:1] or [{}]
                    reward_b = _reward_candidates(state, seat, second, depth)[:1] or [{}]
                    pair = {"buildings": [
                        {"id": first, **({"reward": reward_a[0]} if reward_a[0] else {})},
                        {"id": second, **({"reward": reward_b[0]} if reward_b[0] else {})}]}
                    out.append(pair)
                    if _architecture_matters(state, seat, first):
                        out.append({**pair, "architecture": second})
        return out[:MAX_CANDIDATES]
    if gear == "uxmal":
        if action == 1:
            return [{"temple": t} for t in TEMPLES]
        if action == 2:
            return [{"trades": t} for t in _trade_candidates(p, corn)]
        if action == 3:
            return [{}]
        if action == 4:
            ids = buildable(state, seat, corn_only=True, corn=corn)
            return [{"building": spec}
                    for spec in _build_candidates(state, seat, ids, depth)][:MAX_CANDIDATES]
        if depth >= 1 or corn < 1:
            return []
        out = []
        for target in action_options(state, seat, gear, action, corn)["copy"]:
            for inner in candidates(state, seat, target["gear"], target["action"], corn - 1,
                                    depth + 1)[:8]:
                out.append({"copy": {**target, "choices": inner}})
        return out[:MAX_CANDIDATES]
    # Chichen Itza: the resource of a spot with a cube, Theology 2's paid temple step
    spot = load_components().chichen_itza[action]
    base = [{"resource": r} for r in RESOURCES] if spot.resource else [{}]
    out = list(base)
    if p["technologies"]["theology"] >= 2:
        for b in base:
            for r in RESOURCES:
                if p[r] or b.get("resource") == r:
                    out += [{**b, "theology": {"pay": r, "temple": t}} for t in TEMPLES]
    return out[:MAX_CANDIDATES]


def matches(partial: Any, full: Any) -> bool:
    """Whether the choices ``full`` hold what ``partial`` says: every key of a dict (one missing,
    None, {} or [] says nothing), a list element by element (a shorter one: its first
    elements), any other value equal."""
    if partial in (None, {}, []):
        return True
    if isinstance(partial, dict):
        return isinstance(full, dict) and all(
            matches(v, full.get(k)) for k, v in partial.items())
    if isinstance(partial, list):
        return isinstance(full, list) and len(partial) <= len(full) and all(
            matches(a, b) for a, b in zip(partial, full))
    return partial == full


def pick_candidates(state: dict, seat: int, pick: dict,
                    fixed: dict | None = None) -> list[dict]:
    """The rules' entries ``pick`` may become on ``state`` (its candidates, with the corn to
    go back paid first; with ``fixed`` choices, those as they are first, then the candidates
    that agree with them); [] when its action cannot be taken there."""
    if pick.get("action") is None:
        return [entry_of(pick)]
    gear, spot, action = pick["gear"], pick["spot"], pick["action"]
    try:
        back = action_corn_cost(state, seat, gear, spot, action)
    except (IllegalMove, InvalidMove):
        return []
    corn = state["seats"][seat]["corn"] - back
    if corn < 0:
        return []
    options = candidates(state, seat, gear, action, corn)
    copy = pick.get("copy")
    if copy is not None:
        options = [c for c in options
                   if (c["copy"]["gear"], c["copy"]["action"]) == tuple(copy)]
    if fixed:
        options = [fixed] + [c for c in options if c != fixed and matches(fixed, c)]
    return [entry_of(pick, c) for c in options]


# ============================================================================ the searches

def frontier(state: dict, seat: int, picks: list[dict],
             fixed: dict[int, dict] | None = None) -> list[tuple[dict, list[dict]]]:
    """The distinct states ``picks`` (done in order; ``fixed``: the module docstring) may
    leave, with the entries that led to each: [(state, [entry, ...])], the plainest choices
    first, at most ``MAX_STATES``; [] when no choices make them all legal."""
    states: list[tuple[dict, list[dict]]] = [(state, [])]
    fixed = fixed or {}
    for n, pick in enumerate(picks):
        seen: set[str] = set()
        nxt: list[tuple[dict, list[dict]]] = []
        # each state's first choice, then each one's second...: the states kept stay varied
        options = [(s, path, pick_candidates(s, seat, pick, fixed.get(n)))
                   for s, path in states]
        depth = max((len(o[2]) for o in options), default=0)
        for i in range(depth):
            for s, path, entries in options:
                if i >= len(entries):
                    continue
                after = apply_entry(s, seat, entries[i])
                if after is None:
                    continue
                key = _key(after, seat)
                if key in seen:
                    continue
                seen.add(key)
                nxt.append((after, path + [entries[i]]))
                if len(nxt) >= MAX_STATES:
                    break
            if len(nxt) >= MAX_STATES:
                break
        states = nxt
        if not states:
            return []
    return states


def _merge(a: Any, b: Any) -> Any:
    """Two ``needs`` values as one: lists joined (first ones first), dicts merged key by key,
    a "min" the smaller and any other number the larger."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = dict(a)
        for k, v in b.items():
            if k not in out:
                out[k] = v
            elif k == "min" and isinstance(v, int):
                out[k] = min(out[k], v)
            else:
                out[k] = _merge(out[k], v)
        return out
    if isinstance(a, list) and isinstance(b, list):
        return a + [x for x in b if x not in a]
    if isinstance(a, int) and isinstance(b, int) and not isinstance(a, bool):
        return max(a, b)
    return a


def offered(state: dict, seat: int, earlier: list[dict], gear: str, spot: int,
            fixed: dict[int, dict] | None = None) -> list[dict]:
    """The actions the worker of ``seat`` on (``gear``, ``spot``) may take after the
    ``earlier`` picks of the same pick-up, with some of their choices (``fixed``: the module
    docstring): ``options.worker_actions`` merged over ``frontier`` (an action's ``needs``
    hold every value open after some choices; its ``corn`` is the least it costs to go
    back).  In action order."""
    states = frontier(state, seat, earlier, fixed) if earlier else [(state, [])]
    merged: dict[int, dict] = {}
    for s, _path in states:
        for a in worker_actions(s, seat, gear, spot):
            have = merged.get(a["action"])
            merged[a["action"]] = a if have is None else {
                **have, "corn": min(have["corn"], a["corn"]),
                "needs": _merge(have["needs"], a["needs"])}
    return [merged[k] for k in sorted(merged)]


def plan(state: dict, seat: int, picks: list[dict],
         fixed: dict[int, dict] | None = None) -> list[dict] | None:
    """Entries (with choices) for every pick, in order, that make the whole pick-up legal: the
    plainest choices first (``fixed``: the module docstring), found by a depth-first search
    of ``pick_candidates`` (a state already found to lead nowhere is not searched again; at
    most ``MAX_TRIES`` applications).  None when no such choices were found."""
    dead: set[tuple[int, str]] = set()
    fixed = fixed or {}
    tries = [0]

    def search(s: dict, i: int) -> list[dict] | None:
        if i == len(picks):
            return []
        key = (i, _key(s, seat))
        if key in dead:
            return None
        for entry in pick_candidates(s, seat, picks[i], fixed.get(i)):
            if tries[0] >= MAX_TRIES:
                return None
            tries[0] += 1
            after = apply_entry(s, seat, entry)
            if after is None:
                continue
            rest = search(after, i + 1)
            if rest is not None:
                return [entry] + rest
        dead.add(key)
        return None

    return search(state, 0)


def entry_refusal(state: dict, seat: int, entry: dict) -> Msg | None:
    """Why the rules refuse ``entry`` (one worker of ``seat`` picked up with its choices) on
    ``state``: the engine's own message, or None when they accept it."""
    try:
        pick_up(_copy(state), seat, {"workers": [entry]})
    except (IllegalMove, InvalidMove) as exc:
        return exc.message
    return None


def refusal(state: dict, seat: int, earlier: list[dict], gear: str, spot: int,
            action: int) -> Msg | None:
    """Why the worker on (``gear``, ``spot``) cannot take ``action`` after the ``earlier``
    picks (the engine's refusal, after the plainest choices of the earlier ones), or None when
    it can."""
    states = frontier(state, seat, earlier) if earlier else [(state, [])]
    if not states:
        return None
    if any(a["action"] == action for s, _p in states for a in worker_actions(s, seat, gear, spot)):
        return None
    s = states[0][0]
    try:
        back = action_corn_cost(s, seat, gear, spot, action)
    except (IllegalMove, InvalidMove) as exc:
        return exc.message
    p = s["seats"][seat]
    corn = p["corn"] - back
    if corn < 0:
        return Msg("tzolkin.pickup.back_cost", place=N.place(gear, spot),
                   action=N.place(gear, action), cost=back, corn=p["corn"])
    if gear == "tikal" and action in (1, 3, 5) and not total_resources(p):
        return Msg("tzolkin.pickup.no_resources")
    if (gear, action) in (("tikal", 2), ("tikal", 4), ("uxmal", 4)):
        if not (buildable(s, seat, corn_only=gear == "uxmal", corn=corn)
                or (action == 4 and gear == "tikal" and monuments_affordable(s, seat))):
            return Msg("tzolkin.pickup.nothing_to_build",
                       have=[N.goods(r, p[r]) for r in (("corn",) if gear == "uxmal"
                                                         else RESOURCES)])
    if (gear, action) == ("uxmal", 5) and corn < 1:
        return Msg("tzolkin.copy.no_corn")
    pick = {"gear": gear, "spot": spot, "action": action}
    tried = candidates(s, seat, gear, action, corn, gate=False)[:1] or [{}]
    t = _copy(s)
    try:
        pick_up(t, seat, {"workers": [entry_of(pick, tried[0])]})
    except (IllegalMove, InvalidMove) as exc:
        return exc.message
    return None
