"""Benchmark of the Mayan Curse turn builder's options (a report, not a test): what a builder
page asks the rules before the turn's first move (turn_steps.options, the slide search
included), on sample-set positions of two-player games, worked out afresh (the baseline) and
answered again from the page's memory (web/options_memo.py: a step taken back, a reload, a
language switch, a refused turn), in the same run.

Run: ``python bench/bench_mayan_curse_builder.py [--positions 20] [--seed 1]``.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games.mayan_curse.rules import turn_steps  # noqa: E402
from companion.games.mayan_curse.web import options_memo  # noqa: E402
from tests.games.mayan_curse.kit import random_position  # noqa: E402

EMPTY = {"type": "turn", "seat": 0, "backpack": None, "slides": [], "moves": []}


def _seconds(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    fresh, again = [], []
    for _ in range(args.positions):
        state = random_position(rng, players=2, tiny=False)
        options_memo.clear()
        fresh.append(_seconds(lambda: turn_steps.options(state, 0, EMPTY)))
        options_memo.options(state, 0, EMPTY)
        again.append(_seconds(lambda: options_memo.options(state, 0, EMPTY)))
    print(f"builder page options, {args.positions} sample-set positions: worked out "
          f"median {statistics.median(fresh) * 1000:.1f} ms (worst {max(fresh) * 1000:.1f}); "
          f"asked again median {statistics.median(again) * 1000:.2f} ms "
          f"(ratio {statistics.median(again) / statistics.median(fresh):.3f})")


if __name__ == "__main__":
    main(sys.argv[1:])
