"""The Tzolk'in test kit (no tests here): hand-built play states, a worker put on a gear, a
one-worker pick-up, and the conservation checks every engine test may run."""
import random

from companion.games.tzolkin.rules import setup as S
from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.play_state import own_workers_on_gears, start_play
from companion.games.tzolkin.rules.turn import apply_move

NAMES = ["Ana", "Ben", "Cho", "Dev"]


def setup_snapshot(n=4, seed=0):
    """The setup.py snapshot of an n-player table, starting wealth not yet taken."""
    return S.setup({"players": [{"name": NAMES[i], "colour": S.COLOURS[i]} for i in range(n)]},
                   random.Random(seed))


def play_state(n=4, seed=0, neutral=False, start_player=0, **stock):
    """A play state: seat stocks set from ``stock`` (e.g. corn=[6, 6, 6, 6]), no neutral
    workers unless ``neutral``, seat ``start_player`` first."""
    snap = setup_snapshot(n, seed)
    if not neutral:
        snap["neutral_workers"] = []
    snap["start_player"] = start_player
    for key, values in stock.items():
        for i, v in enumerate(values):
            snap["seats"][i][key] = v
    snap["phase"] = "playing"
    return start_play(snap)


def with_wealth(n, seed):
    """A play state after each seat took its first two dealt wealth tiles."""
    snap = setup_snapshot(n, seed)
    comps = load_components()
    for i in range(n):
        for t in snap["wealth_dealt"][str(i)][:2]:
            S.apply_reward(snap["seats"][i], comps.wealth_tiles[t])
        snap["skulls_in_bank"] -= snap["seats"][i]["skull"]
    snap["phase"] = "playing"
    return start_play(snap)


def put(state, seat, gear, spot):
    """Put a worker of ``seat`` (from its hand) on ``gear`` ``spot`` directly (test setup)."""
    state["gears"][gear].append({"owner": seat, "spot": spot})
    state["seats"][seat]["workers_hand"] -= 1


def pick(state, gear, spot, action=None, **choices):
    """Apply a one-worker pick-up for the current seat."""
    return apply_move(state, {"type": "pickup", "workers": [
        {"gear": gear, "spot": spot, "action": action, "choices": choices}]})


def check_invariants(state):
    """Workers (6 per seat), skulls (13) and harvest tiles conserved; nothing negative."""
    skulls = state["skulls_in_bank"] + sum(p["skull"] for p in state["seats"]) + len(state["chichen_itza"])
    assert skulls == 13
    assert state["skulls_in_bank"] >= 0
    for i, p in enumerate(state["seats"]):
        on = len(own_workers_on_gears(state, i)) + (1 if state["start_space"] == i else 0)
        assert p["workers_hand"] + on + p["workers_unhired"] == 6
        for key in ("corn", "wood", "stone", "gold", "skull", "workers_hand", "workers_unhired"):
            assert p[key] >= 0, (i, key, p[key])
    start = state["harvest_tiles_start"]
    taken = {k: sum(p["harvest_tiles"][k] for p in state["seats"]) for k in ("corn", "wood")}
    burned = state["burned_wood_tiles"]
    left = {k: sum(f.get(k, 0) for f in state["harvest_tiles"].values()) for k in ("corn", "wood")}
    total = {k: sum(f.get(k, 0) for f in start.values()) for k in ("corn", "wood")}
    assert left["corn"] + taken["corn"] == total["corn"]
    assert left["wood"] + taken["wood"] + burned == total["wood"]
    for f in state["harvest_tiles"].values():
        assert 0 <= f.get("wood", 0) <= f["corn"]
    neutral = sum(1 for g in state["gears"].values() for w in g if w["owner"] == "neutral")
    assert neutral == len(state.get("neutral_workers") or [])
    for g, workers in state["gears"].items():
        spots = [w["spot"] for w in workers]
        assert len(spots) == len(set(spots)), (g, spots)


def check_ledger(state):
    """Every seat's VP track equals the sum of its sources (rules/vp_sources.py)."""
    for i, p in enumerate(state["seats"]):
        assert sum(p["vp_from"].values()) == p["vp"], (i, p["vp_from"], p["vp"])
