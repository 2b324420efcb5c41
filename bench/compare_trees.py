"""Before and after in one run: bench/run_all.py run in turn in several source trees (git
worktrees of the code before and after a change), rounds interleaved, each figure's median per
tree and its ratio to the first tree's.

    git worktree add --detach /tmp/before <commit>          # the code before
    python bench/compare_trees.py --rounds 6 /tmp/before . -- --games 3 --moves 40

Each round runs every tree once, in a new random order (a machine that slows down or speeds up
during the run weighs on every tree alike); each run is run_all.py of that tree (its server, its
code) driven by this Python.  The per-run reports are written beside ``--out``'s file; the table
printed compares the medians over the rounds.  A change whose figures stay within the trees'
round-to-round spread bought nothing measurable.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import subprocess
import sys
from pathlib import Path

#: The figures read from each report: name -> the pattern of its row (first group: the value).
FIGURES = {
    "floor (ms)": r"^\| floor \| ([\d.]+)",
    "gunicorn alone (ms)": r"^\| gunicorn alone \| ([\d.]+)",
    "poll (ms)": r"^\| poll \| ([\d.]+)",
    "home page (ms)": r"^\| home page \| ([\d.]+)",
    "the move, plain (ms)": r"^\| the move itself[^|]*\| ([\d.]+)",
    "the move, in parts (ms)": r"^\| the move as the phone's script[^|]*\| ([\d.]+)",
    "the mover's page (ms)": r"^\| the mover's page[^|]*\| ([\d.]+)",
    "host screen's update (ms)": r"^\| the host screen, its changed parts \| ([\d.]+)",
    "next phone's update (ms)": r"^\| the phone to move next[^|]*\| ([\d.]+)",
    "other phones' updates (ms)": r"^\| the other phones[^|]*\| ([\d.]+)",
    "all updates of a move (ms)": r"^\| all the updates of a move \| ([\d.]+)",
    "host page, record 10 (ms)": r"^\| host page \| ([\d.]+)",
    "phone page to move, record 10 (ms)": r"^\| phone page, to move \| ([\d.]+)",
    "phone page waiting, record 10 (ms)": r"^\| phone page, waiting \| ([\d.]+)",
    "stored bytes per record": r"stored: (\d+) B per record",
}


def figures(report: str) -> dict[str, float]:
    """The ``FIGURES`` found in one run_all.py report (markdown text)."""
    found = {}
    for name, pattern in FIGURES.items():
        match = re.search(pattern, report, re.M)
        if match:
            found[name] = float(match.group(1))
    return found


def run(tree: Path, out: Path, extra: list[str]) -> dict[str, float]:
    """One run_all.py of ``tree`` (its report written to ``out``): its figures."""
    subprocess.run([sys.executable, str(tree / "bench" / "run_all.py"), "--out", str(out),
                    *extra], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    return figures(out.read_text())


def table(trees: list[str], runs: dict[str, list[dict[str, float]]]) -> str:
    """The markdown table: each figure's median per tree, and its ratio to the first tree's."""
    lines = ["| figure | " + " | ".join(trees) + " |", "|---" * (len(trees) + 1) + "|"]
    for name in FIGURES:
        medians = [statistics.median(v) if (v := [r[name] for r in runs[t] if name in r])
                   else None for t in trees]
        if medians[0] is None:
            continue
        cells = [f"{medians[0]:.3f}"] + [
            "" if m is None else f"{m:.3f} ({m / medians[0]:.2f})" for m in medians[1:]]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="+", help="source trees; the first is the baseline")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent / "compare.md"))
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    args, extra = parser.parse_args(argv[:cut]), argv[cut + 1:]
    trees = [str(Path(t).resolve()) for t in args.trees]
    out = Path(args.out)
    runs: dict[str, list[dict[str, float]]] = {t: [] for t in trees}
    for number in range(args.rounds):
        order = trees[:]
        random.shuffle(order)
        for tree in order:
            report = out.with_name(f"{out.stem}-{trees.index(tree)}-{number}.md")
            runs[tree].append(run(Path(tree), report, extra))
            print(number, tree, json.dumps(runs[tree][-1]), flush=True)
    text = (f"# bench/compare_trees.py: {args.rounds} rounds, run_all.py {' '.join(extra)}\n\n"
            + "\n".join(f"* tree {i}: {t}" for i, t in enumerate(trees)) + "\n\n"
            + table(trees, runs) + "\n")
    out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
