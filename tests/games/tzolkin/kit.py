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


#: A 4-player table (seed "68", Ana first) whose first seat is dealt the Chichen Itza 0 tile
#: (w17: 4 corn, 1 wood, 1 skull) and a Theology tile (w18: 5 corn, 1 stone, Theology +1).
THEOLOGY_SEED = "68"
FILLER_GEAR = {1: "yaxchilan", 2: "tikal", 3: "uxmal"}


def theology_options(n=4):
    """The options of the ``THEOLOGY_SEED`` table: NAMES, the box's colours, Ana starts."""
    return {"players": [{"name": NAMES[i], "colour": S.COLOURS[i]} for i in range(n)],
            "start_player": 0}


def theology_log(state0, apply):
    """The moves of a game from ``state0`` (the ``THEOLOGY_SEED`` setup) to Ana's pick-up from
    Chichen Itza 9, applied with ``apply(state, move) -> state`` as they are made; returns
    (moves, states after each).  Ana keeps w17 and w18; the others their first two tiles.
    Round 1 Ana places a worker on Chichen Itza 0, then every round places one on Palenque 0 and
    picks it up the next without acting; the others do the same on Yaxchilan, Tikal and Uxmal.
    Nobody takes the start space: one day a round, Ana first; her Chichen Itza worker stands
    on 9 in round 10, where she picks it up for action 7 (10 VP, Quetzalcoatl +1, 2 steps
    back).  Ana's corn: 4 + 5 = 9; food day 1 (after round 8) feeds her 3 workers, 6 corn: 3."""
    moves, states, s = [], [], state0
    for seat in range(len(state0["players"])):
        dealt = state0["wealth_dealt"][str(seat)]
        tiles = ["w17", "w18"] if seat == 0 else dealt[:2]
        moves.append({"type": "choose_wealth", "seat": seat, "tiles": tiles})
        s = apply(s, moves[-1])
        states.append(s)
    while True:
        seat = s["turn"]["order"][s["turn"]["index"]]
        mine = own_workers_on_gears(s, seat)
        if seat == 0 and s["round"] == 10:
            assert ("chichen_itza", 9) in mine
            move = {"type": "pickup", "seat": 0, "workers": [
                {"gear": "chichen_itza", "spot": 9, "action": 7}]}
        elif seat == 0 and s["round"] == 1:
            move = {"type": "place", "seat": 0, "gears": ["chichen_itza"]}
        else:
            gear = "palenque" if seat == 0 else FILLER_GEAR[seat]
            spots = [spot for g, spot in mine if g == gear]
            move = ({"type": "pickup", "seat": seat, "workers": [
                {"gear": gear, "spot": spots[0], "action": None}]} if spots
                    else {"type": "place", "seat": seat, "gears": [gear]})
        moves.append(move)
        s = apply(s, move)
        states.append(s)
        if move["type"] == "pickup" and move["workers"][0]["gear"] == "chichen_itza":
            return moves, states
