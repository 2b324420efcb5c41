"""Tzolk'in's move options: what the seat to move may do now, as the forms and the random player
read it (``move_options``: each kind of move with what it may choose), and what each worker
picked up may do (``worker_actions``, ``action_options``).

Rules: seed 003_33e329f624a6e484.txt (every section that limits a move).  These are summaries to
build a move from; ``apply_move`` (turn.py) decides.  The moves themselves, each one ``apply``
accepts, are legal.py's.
"""
from __future__ import annotations

from typing import Any

from companion.engine import IllegalMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.actions import (
    affords, building_cost, palenque_options, total_resources,
)
from companion.games.tzolkin.rules.components import (
    GEARS, RESOURCES, TECHNOLOGIES, TEMPLES, load_components,
)
from companion.games.tzolkin.rules.play_state import (
    MARKET_PRICE, NORMAL_GEARS, WORKER_FEE, current_seat, lowest_free_spot, own_workers_on_gears,
)
from companion.games.tzolkin.rules.turn import action_corn_cost, can_beg, forced_placement

# ============================================================================== legal moves

def _can_step(p: dict, track: str, free: bool = False) -> bool:
    level = p["technologies"][track]
    return free or total_resources(p) >= (1 if level >= 3 else level + 1)


def buildable(state: dict, seat: int, *, corn_only: bool = False, corn: int | None = None) -> list[str]:
    """Buildings in the row the seat can pay for now (any Architecture discount choice)."""
    p = dict(state["seats"][seat])
    if corn is not None:
        p["corn"] = corn
    out = []
    for bid in state["buildings_row"]:
        if corn_only:
            if building_cost(state, seat, bid, corn_only=True)["corn"] <= p["corn"]:
                out.append(bid)
            continue
        b = load_components().buildings[bid]
        options = [None]
        if p["technologies"]["architecture"] >= 3:
            options = [r for r in RESOURCES if b.cost.get(r)]
        if any(affords(p, building_cost(state, seat, bid, discount=d)) for d in options):
            out.append(bid)
    return out


def monuments_affordable(state: dict, seat: int) -> list[str]:
    p = state["seats"][seat]
    comps = load_components()
    return [m for m in state["monuments"] if affords(p, comps.monuments[m].cost)]


def reward_needs(building_id: str) -> dict:
    """The reward choices a building asks for (keys of the ``reward`` object): "temples": n,
    "techs": n, "tech_bonus": tracks whose free step may reach the bonus, "build", "trades",
    "action": True.  Seed 「建物の絵と食料軽減」."""
    e = load_components().buildings[building_id].effect
    out: dict[str, Any] = {}
    if e.get("any_temple"):
        out["temples"] = e["any_temple"]
    if e.get("any_tech"):
        out["techs"] = e["any_tech"]
    if e.get("tech"):
        out["tech_bonus"] = sorted(e["tech"])
    for key, name in (("build", "build"), ("trade", "trades"), ("action", "action")):
        if e.get(key):
            out[name] = True
    return out


def action_options(state: dict, seat: int, gear: str, action: int, corn: int | None = None) -> dict | None:
    """What action ``action`` of ``gear`` asks for, or None if the seat cannot do it now
    (with ``corn`` corn left after paying to go back).  The dict names each choice and its
    legal values (module docstring for the choice shapes)."""
    p = state["seats"][seat]
    corn = p["corn"] if corn is None else corn
    total = total_resources(p)
    if gear == "palenque":
        opts = palenque_options(state, seat, action)
        return opts if action == 1 or opts["harvest"] else None
    if gear == "yaxchilan":
        return None if action == 4 and state["skulls_in_bank"] <= 0 else {}
    if gear == "tikal":
        if action in (1, 3):
            tracks = [t for t in TECHNOLOGIES if _can_step(p, t)]
            return {"techs": {"min": 1, "max": 1 if action == 1 else 2, "tracks": tracks}} if tracks else None
        if action == 2:
            ids = buildable(state, seat)
            return {"buildings": {"min": 1, "max": 1, "ids": ids}} if ids else None
        if action == 4:
            ids, mons = buildable(state, seat), monuments_affordable(state, seat)
            return {"buildings": {"min": 1, "max": 2, "ids": ids}, "monument": mons} if ids or mons else None
        return {"pay": [r for r in RESOURCES if p[r]], "temples": list(TEMPLES)} if total else None
    if gear == "uxmal":
        if action == 1:
            return {"temple": list(TEMPLES)} if corn >= 3 else None
        if action == 2:
            return {"trades": dict(MARKET_PRICE)}
        if action == 3:
            return {} if p["workers_unhired"] > 0 else None
        if action == 4:
            ids = buildable(state, seat, corn_only=True, corn=corn)
            return {"building": ids} if ids else None
        if corn < 1:
            return None
        copies = []
        for g in NORMAL_GEARS:
            for a in range(1, 6):
                if (g, a) != ("uxmal", 5) and action_options(state, seat, g, a, corn - 1) is not None:
                    copies.append({"gear": g, "action": a})
        return {"copy": copies}
    # Chichen Itza
    if p["skull"] < 1 or str(action) in state["chichen_itza"]:
        return None
    out: dict[str, Any] = {}
    if load_components().chichen_itza[action].resource:
        out["resource"] = list(RESOURCES)
    if p["technologies"]["theology"] >= 2:
        out["theology"] = {"temples": list(TEMPLES)}
    return out


def worker_actions(state: dict, seat: int, gear: str, spot: int) -> list[dict]:
    """The actions a worker of ``seat`` on (gear, spot) may take if picked up now:
    [{"action": a, "corn": corn to go back, "name": Msg, "needs": {...}}]; no action (None) is
    always allowed too.  Seed 「手番は置くか取り上げるか」."""
    corn = state["seats"][seat]["corn"]
    out = []
    top_action = 9 if gear == "chichen_itza" else 5
    for a in range(1, top_action + 1):
        try:
            cost = action_corn_cost(state, seat, gear, spot, a)
        except IllegalMove:
            continue
        if cost > corn:
            continue
        needs = action_options(state, seat, gear, a, corn - cost)
        if needs is None:
            continue
        out.append({"action": a, "corn": cost, "name": N.action(gear, a), "needs": needs})
    return out


def move_options(state: dict, seat: int) -> list[dict]:
    """What ``seat`` may do now, one entry per kind of move (a phone form is built from each):

    * ``{"type": "calendar", "days": [1, 2]}``: the start space holder turns the calendar.
    * ``{"type": "beg", "temples": [...]}``: begging, before the turn's move.
    * ``{"type": "place", "max_workers": n, "corn": c, "fees": [...], "gears": {gear:
      [spots the 1st, 2nd, ... worker placed there would take]}, "start_space": bool,
      "forced": None | {"gears", "spot", "pay"}}``: any sequence of gears (and the start space)
      whose spots plus the fee for the number of workers cost at most ``corn`` is legal; when
      ``forced`` is given only that single placement is (paying all corn).
    * ``{"type": "pickup", "workers": [{"gear", "spot", "actions": [worker_actions ...]}]}``:
      pick up one or more of these workers in any order; each may take one of its actions
      (checked against the state left by the earlier ones of the same move) or none.  The
      actions listed are those a worker may take first; what it may take after others of the
      same pick-up, with any of their choices, is ``pickup.offered``.

    An action's ``needs`` (``action_options``) names the choices its form asks, with their
    legal values: palenque ``{"harvest": ["corn", "wood"], "burn": [temples]}`` (burn listed when
    the corn is hidden under wood); tikal 1/3 ``{"techs": {"min", "max", "tracks"}}`` (each step
    also asks its payment: level+1 resources, 1 past level 3); tikal 2/4 ``{"buildings": {"min",
    "max", "ids"}, "monument": [ids]}`` (each building's reward choices: ``reward_needs``); tikal 5
    ``{"pay": [resources held], "temples": [...]}``; uxmal 1 ``{"temple": [...]}``; uxmal 2
    ``{"trades": prices}``; uxmal 4 ``{"building": [ids]}``; uxmal 5 ``{"copy": [{"gear",
    "action"}]}``; chichen itza ``{"resource": [...]}`` on spots with a cube and ``{"theology":
    {"temples"}}`` with Theology 2 (optional).  ``{}``: nothing to choose.

    Empty when it is not ``seat``'s turn or the game is over.
    """
    if current_seat(state) != seat:
        return []
    if state["pending"]:
        return [{"type": "calendar", "days": [1, 2]}]
    p = state["seats"][seat]
    out: list[dict] = []
    if can_beg(state, seat):
        out.append({"type": "beg", "temples": [t for t in TEMPLES if p["temples"][t] > 0]})
    hand = p["workers_hand"]
    if hand:
        spots = {}
        for g in GEARS:
            seq: list[int] = []
            while len(seq) < hand:
                spot = lowest_free_spot(state, g, tuple(seq))
                if spot is None:
                    break
                seq.append(spot)
            if seq:
                spots[g] = seq
        start_free = state["start_space"] is None
        cheapest = min((seq[0] for seq in spots.values()), default=None)
        entry = {"type": "place", "max_workers": hand, "corn": p["corn"], "fees": list(WORKER_FEE),
                 "gears": spots, "start_space": start_free, "forced": None}
        if start_free or (cheapest is not None and cheapest <= p["corn"]):
            out.append(entry)
        else:
            forced = forced_placement(state, seat)
            if forced:
                entry.update(max_workers=1, gears={g: [forced["spot"]] for g in forced["gears"]},
                             forced=forced)
                out.append(entry)
    workers = [{"gear": g, "spot": s, "actions": worker_actions(state, seat, g, s)}
               for g, s in own_workers_on_gears(state, seat)]
    if workers:
        out.append({"type": "pickup", "workers": workers})
    return out

