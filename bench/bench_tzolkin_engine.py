"""Benchmark of the Tzolk'in rules engine (a report, not a test).

1. Replay one complete random 4-player game, computing ``legal_moves`` before each move, and
   print moves per second.
2. Play the issue's 500 complete random games (2, 3 and 4 players in turn) from ``legal_moves``
   with the conservation checks after every move (workers, 13 skulls, harvest tiles, nothing
   negative) and print how long it took.

Run: ``python bench/bench_tzolkin_engine.py [--games 500] [--seed 1]``.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games.tzolkin.rules.options import move_options  # noqa: E402
from companion.games.tzolkin.rules.play_state import (  # noqa: E402
    current_seat, end_state_document, is_over, own_workers_on_gears, start_play,
)
from companion.games.tzolkin.rules.random_player import random_move  # noqa: E402
from companion.games.tzolkin.rules.turn import apply_move  # noqa: E402
from companion.games.tzolkin.rules import setup as S  # noqa: E402
from companion.games.tzolkin.rules.components import load_components  # noqa: E402
from companion.games.tzolkin.rules.scoring import score_end_state  # noqa: E402

#: Complete random games the issue asks for.
PLAYOUT_GAMES = 500


def state_after_wealth(n: int, seed: int) -> dict:
    """Setup for n players, each seat taking its first two dealt wealth tiles, then start_play."""
    snap = S.setup({"players": [{"name": f"P{i + 1}", "colour": S.COLOURS[i]} for i in range(n)]},
                   random.Random(seed))
    comps = load_components()
    for i in range(n):
        for t in snap["wealth_dealt"][str(i)][:2]:
            S.apply_reward(snap["seats"][i], comps.wealth_tiles[t])
        snap["skulls_in_bank"] -= snap["seats"][i]["skull"]
    snap["phase"] = "playing"
    return start_play(snap)


def check(s: dict) -> None:
    """Conservation: 6 workers a seat, 13 skulls, harvest tiles; nothing negative."""
    skulls = s["skulls_in_bank"] + sum(p["skull"] for p in s["seats"]) + len(s["chichen_itza"])
    if skulls != 13:
        raise AssertionError(f"skulls: {skulls}")
    for i, p in enumerate(s["seats"]):
        on = len(own_workers_on_gears(s, i)) + (1 if s["start_space"] == i else 0)
        if p["workers_hand"] + on + p["workers_unhired"] != 6:
            raise AssertionError(f"workers of seat {i}")
        for key in ("corn", "wood", "stone", "gold", "skull"):
            if p[key] < 0:
                raise AssertionError(f"seat {i} {key} < 0")
    start = s["harvest_tiles_start"]
    for k in ("corn", "wood"):
        left = sum(f.get(k, 0) for f in s["harvest_tiles"].values())
        taken = sum(p["harvest_tiles"][k] for p in s["seats"])
        burned = s["burned_wood_tiles"] if k == "wood" else 0
        if left + taken + burned != sum(f.get(k, 0) for f in start.values()):
            raise AssertionError(f"{k} harvest tiles")


def random_game(n: int, seed: int, checks: bool = True) -> tuple[dict, list[dict], dict]:
    """(state0, moves, final state) of one complete random game."""
    state0 = state_after_wealth(n, seed)
    rng = random.Random(seed)
    s, moves = state0, []
    while not is_over(s):
        move = random_move(s, current_seat(s), rng)
        s = apply_move(s, move)
        if checks:
            check(s)
        moves.append(move)
    return state0, moves, s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=PLAYOUT_GAMES)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    state0, moves, final = random_game(4, args.seed, checks=False)
    moves = json.loads(json.dumps(moves))
    t0 = time.perf_counter()
    s = state0
    for m in moves:
        move_options(s, current_seat(s))
        s = apply_move(s, m)
    dt = time.perf_counter() - t0
    assert s == final
    print(f"replay of a 4-player game: {len(moves)} moves with legal_moves at each step in "
          f"{dt * 1000:.0f} ms = {len(moves) / dt:.0f} moves/s ({dt / len(moves) * 1000:.2f} ms/move)")
    print("final score sheet totals:", {k: float(v) for k, v in
                                       score_end_state(end_state_document(final)).totals.items()})

    t0 = time.perf_counter()
    total_moves = 0
    for g in range(args.games):
        n = 2 + g % 3
        _, ms, end = random_game(n, args.seed * 100000 + g)
        assert end["food_days_done"] == 4
        score_end_state(end_state_document(end))
        total_moves += len(ms)
    dt = time.perf_counter() - t0
    print(f"{args.games} complete random games (2/3/4 players) with conservation checks: "
          f"{total_moves} moves in {dt:.1f} s, no error")


if __name__ == "__main__":
    main()
