"""Tzolk'in random player: a random legal move built from ``options.move_options``.

Used by the tests (complete random games), the benchmark and the legal moves (legal.py).
Each candidate is checked with ``turn.apply_move``; after 30 refused candidates it falls back
to a pick-up without action or the cheapest placement, which are always legal when listed.
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.components import RESOURCES, TECHNOLOGIES, TEMPLES
from companion.games.tzolkin.rules.options import action_options, move_options, reward_needs
from companion.games.tzolkin.rules.play_state import (
    R_END, R_TURN, current_seat, illegal, player_name,
)
from companion.games.tzolkin.rules.turn import apply_move
from companion.message import Msg


def _random_step(p: dict, rng: random.Random, tracks: list[str], free: bool) -> dict:
    track = rng.choice(tracks)
    level = p["technologies"][track]
    cost = 1 if level >= 3 else level + 1
    pool = [r for r in RESOURCES for _ in range(p[r])]
    rng.shuffle(pool)
    spec: dict[str, Any] = {"track": track, "temple": rng.choice(TEMPLES),
                            "gain": [rng.choice(RESOURCES), rng.choice(RESOURCES)]}
    if not free:
        spec["pay"] = pool[:cost]
    return spec


def _random_reward(p: dict, bid: str, rng: random.Random) -> dict:
    needs = reward_needs(bid)
    r: dict[str, Any] = {"tech_bonus": {"temple": rng.choice(TEMPLES),
                                        "gain": [rng.choice(RESOURCES), rng.choice(RESOURCES)]}}
    if "temples" in needs:
        r["temples"] = [rng.choice(TEMPLES) for _ in range(needs["temples"])]
    if "techs" in needs:
        r["techs"] = [_random_step(p, rng, list(TECHNOLOGIES), True) for _ in range(needs["techs"])]
    if needs.get("action") and rng.random() < 0.7:
        r["action"] = {"gear": "palenque", "action": 1}
    if needs.get("trades") and p["wood"] and rng.random() < 0.5:
        r["trades"] = [{"resource": "wood", "n": -1}]
    return r


def _random_choices(state: dict, seat: int, gear: str, action: int, needs: dict,
                    rng: random.Random, depth: int = 0) -> dict:
    p = state["seats"][seat]
    if gear == "palenque" and action > 1:
        c: dict[str, Any] = {"harvest": rng.choice(needs["harvest"])}
        if c["harvest"] == "corn" and needs.get("burn") and (
                p["technologies"]["agriculture"] < 2 or rng.random() < 0.3):
            c["burn"] = rng.choice(needs["burn"])
        return c
    if gear == "tikal":
        if action in (1, 3):
            n = rng.randint(needs["techs"]["min"], needs["techs"]["max"])
            return {"techs": [_random_step(p, rng, needs["techs"]["tracks"], False) for _ in range(n)]}
        if action in (2, 4):
            ids = needs["buildings"]["ids"]
            if action == 4 and needs["monument"] and (not ids or rng.random() < 0.5):
                return {"monument": rng.choice(needs["monument"])}
            n = min(len(ids), rng.randint(1, needs["buildings"]["max"]))
            chosen = rng.sample(ids, n)
            return {"buildings": [{"id": b, "reward": _random_reward(p, b, rng)} for b in chosen]}
        return {"pay": rng.choice(needs["pay"]), "temples": rng.sample(list(TEMPLES), 2)}
    if gear == "uxmal":
        if action == 1:
            return {"temple": rng.choice(TEMPLES)}
        if action == 2:
            trades = []
            held = [r for r in RESOURCES if p[r]]
            if held and rng.random() < 0.5:
                trades.append({"resource": rng.choice(held), "n": -1})
            elif p["corn"] >= 6:
                trades.append({"resource": rng.choice(RESOURCES), "n": 1})
            return {"trades": trades}
        if action == 4:
            b = rng.choice(needs["building"])
            return {"building": {"id": b, "reward": _random_reward(p, b, rng)}}
        if action == 5:
            pick = rng.choice(needs["copy"])
            sub = action_options(state, seat, pick["gear"], pick["action"], p["corn"] - 1) or {}
            return {"copy": {**pick, "choices": _random_choices(state, seat, pick["gear"],
                                                                 pick["action"], sub, rng, depth + 1)}}
        return {}
    if gear == "chichen_itza":
        c = {}
        if "resource" in needs:
            c["resource"] = rng.choice(RESOURCES)
        if "theology" in needs and rng.random() < 0.5:
            held = [r for r in RESOURCES if p[r]] or [c.get("resource", "wood")]
            c["theology"] = {"pay": rng.choice(held), "temple": rng.choice(TEMPLES)}
        return c
    return {}


def _random_candidate(state: dict, seat: int, rng: random.Random, moves: list[dict]) -> dict:
    kinds = {m["type"]: m for m in moves}
    if "calendar" in kinds:
        return {"type": "calendar", "days": rng.choice([1, 2])}
    weights = {"beg": 1, "place": 5, "pickup": 6}
    pool = [k for k in kinds for _ in range(weights[k])]
    kind = rng.choice(pool)
    m = kinds[kind]
    if kind == "beg":
        return {"type": "beg", "temple": rng.choice(m["temples"])}
    if kind == "place":
        gears = list(m["gears"])
        if m["forced"]:
            return {"type": "place", "gears": [rng.choice(gears)]}
        start = m["start_space"] and rng.random() < 0.15
        n = rng.randint(0 if start else 1, min(m["max_workers"] - (1 if start else 0), 4))
        return {"type": "place", "gears": [rng.choice(gears) for _ in range(n)] if gears else [],
                "start": start}
    workers = m["workers"]
    ripe = [w for w in workers if w["actions"] and w["spot"] >= rng.randint(1, 6)]
    picked = rng.sample(ripe, rng.randint(1, len(ripe))) if ripe else [rng.choice(workers)]
    entries = []
    for w in picked:
        acts = w["actions"]
        if acts and rng.random() < 0.9:
            a = max(rng.sample(acts, min(2, len(acts))), key=lambda a: a["action"])
            entries.append({"gear": w["gear"], "spot": w["spot"], "action": a["action"],
                            "choices": _random_choices(state, seat, w["gear"], a["action"],
                                                       a["needs"], rng)})
        else:
            entries.append({"gear": w["gear"], "spot": w["spot"], "action": None})
    return {"type": "pickup", "workers": entries}


def random_move(state: dict, seat: int, rng: random.Random) -> dict:
    """A random legal move for ``seat`` (the random player): a candidate built from
    ``legal_moves`` and checked with ``apply_move``; after 30 refused candidates, a plain
    placement or pick-up without action.  Raises IllegalMove if ``seat`` has no move."""
    moves = move_options(state, seat)
    if not moves:
        current = current_seat(state)
        if current is None:
            raise illegal(Msg("tzolkin.move.game_over"), R_END)
        raise illegal(Msg("tzolkin.turn.not_yours", current=player_name(state, current),
                          other=player_name(state, seat)), R_TURN)
    for _ in range(30):
        cand = _random_candidate(state, seat, rng, moves)
        try:
            apply_move(state, cand)
        except (IllegalMove, InvalidMove):
            continue
        return cand
    for m in moves:
        if m["type"] == "pickup":
            w = m["workers"][0]
            return {"type": "pickup", "workers": [{"gear": w["gear"], "spot": w["spot"], "action": None}]}
    for m in moves:
        if m["type"] == "place":
            if m["start_space"]:
                return {"type": "place", "gears": [], "start": True}
            g = min(m["gears"], key=lambda g: m["gears"][g][0])
            return {"type": "place", "gears": [g]}
    return {"type": "beg", "temple": moves[0]["temples"][0]}
