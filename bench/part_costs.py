"""What each part of a live page costs to draw after a move, in one process: where the CPU of
a move's updates (bench/run_all.py, target 2 of issue 14) goes.

    python bench/part_costs.py                    # SQLite in a temporary file
    python bench/part_costs.py --database-url postgresql+psycopg://user:pw@127.0.0.1/scratch

A 4-player Tzolk'in table from record 40 (``--middle``), its host screen and four phones
open as in the browser (Japanese).  After each of ``--moves`` moves, for the host screen,
the phone to move next and a waiting phone, each measured as the thread's CPU time of the
request (the least of ``--repeats``), the app called directly (no server):

* **the update**: the page asked for in parts, as static/js/poll.js asks;
* **nothing drawn**: the same request with every part held as it is now (what any update
  costs before it draws a part: the request, its hooks, the table's statement, the frame);
* **each changed part**: the request with only that part drawn (and the parts it sits in,
  whose own cost is taken out: what drawing that part adds).

Reported per kind of page: the mean of each over the moves (µs per move: a part that changes
at every other move counts half), and the share of the update.  The parts' sum differs from
the update less nothing drawn by what the parts share (a value worked out once for two
parts) and by the measuring's noise (a few per cent)."""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import (SECRET, Page, device_cookies, move_type, parts_of,  # noqa: E402
                          play_table)


def cpu_us(client, url: str, headers: dict, repeats: int) -> float:
    """The least CPU time (µs) of ``repeats`` GETs of ``url`` with ``headers``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.thread_time_ns()
        client.get(url, headers=headers)
        best = min(best, time.thread_time_ns() - start)
    return best / 1000


def held(parts: dict[str, str], drawn: set[str]) -> dict[str, str]:
    """The X-Parts header holding ``parts`` but those ``drawn``."""
    return {"X-Parts": " ".join(f"{n}={k}" for n, k in parts.items() if n not in drawn)}


def containers(name: str, answer: dict) -> set[str]:
    """The parts ``name`` sits in, from the answer's tags (``parts_of``)."""
    out, within = set(), answer[name][2]
    while within:
        out.add(within)
        within = answer[within][2]
    return out


def measure(client, page: Page, answer: dict, repeats: int) -> dict[str, float]:
    """{"update", "nothing drawn", "<part>"...}: CPU µs of the page's update after a move
    (``answer``: what that update drew) and of each changed part on its own."""
    now = dict(page.parts)
    changed = {n for n, (_key, same, _w) in answer.items() if not same}
    out = {"nothing drawn": cpu_us(client, page.url, held(now, set()), repeats)}
    for name in sorted(changed):
        around = containers(name, answer)
        shells = (cpu_us(client, page.url, held(now, around), repeats) if around
                  else out["nothing drawn"])
        out[name] = max(0.0, cpu_us(client, page.url, held(now, around | {name}), repeats)
                        - shells)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default="",
                        help="default: a new SQLite file in a temporary directory")
    parser.add_argument("--middle", type=int, default=40, help="the record play starts from")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=5, help="per measure (the least kept)")
    args = parser.parse_args()
    os.environ["SECRET_KEY"] = SECRET
    from companion.app import create_app
    from companion.cli import upgrade_database

    url = args.database_url or f"sqlite:///{Path(tempfile.mkdtemp()) / 'parts.sqlite3'}"
    app = create_app({"SQLALCHEMY_DATABASE_URI": url, "PUBLIC_URL": "http://table.test"})
    upgrade_database(app)
    played = play_table(app, args.middle, random.Random(args.middle), upcoming=args.moves,
                        seed="part-costs")

    def device(seat):
        client = app.test_client()
        for name, value in device_cookies(played, seat).items():
            client.set_cookie(name, value, domain="localhost")
        client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "ja"
        page = Page(f"/t/{played.code}" if seat is None else f"/t/{played.code}/me")
        page.take(client.get(page.url).data)
        for _ in range(2):  # warm: the page as the browser holds it
            page.take(client.get(page.url, headers=page.parts_header()).data)
        return client, page

    devices = {seat: device(seat) for seat in (None, 0, 1, 2, 3)}
    costs: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    counted: dict[str, int] = defaultdict(int)
    for i, (seat, _payload, fields) in enumerate(played.upcoming):
        client, page = devices[seat]
        kind = move_type(fields)
        form = dict(fields, **{f"{kind}-csrf_token": page.csrf,
                               f"{kind}-seen": str(played.version)})
        answer = client.post(f"/t/{played.code}/move/{kind}", data=form,
                             headers=dict(page.parts_header(), **{"X-Want-Page": "parts"}))
        if answer.status_code != 200:
            raise RuntimeError(f"move {kind} answered {answer.status_code}")
        played.version += 1
        page.take(answer.data)
        following = played.upcoming[i + 1][0] if i + 1 < len(played.upcoming) else None
        waiting = next(s for s in range(4) if s not in (seat, following))
        for other, (c, p) in devices.items():
            if other == seat:
                continue
            label = ("host screen" if other is None else "phone to move next"
                     if other == following else "waiting phone" if other == waiting else None)
            header = p.parts_header()
            if label is None:
                p.take(c.get(p.url, headers=header).data)
                continue
            update = cpu_us(c, p.url, header, args.repeats)
            drawn = c.get(p.url, headers=header).data
            p.take(drawn)
            counted[label] += 1
            costs[label]["update"].append(update)
            for name, value in measure(c, p, parts_of(drawn), args.repeats).items():
                # numbered parts (a gear, a player, a log line) count as one kind
                bare = name.rstrip("0123456789")
                costs[label][bare + "N" if bare != name and bare.endswith("-") else name
                             ].append(value)

    engine = "PostgreSQL" if url.startswith("postgresql") else "SQLite"
    print(f"# bench/part_costs.py: {engine}, one process, {args.moves} moves from record "
          f"{args.middle} (µs of CPU per move, mean over the moves)\n")
    for label in ("host screen", "phone to move next", "waiting phone"):
        moves = counted[label]
        update = statistics.mean(costs[label]["update"])
        print(f"## {label} ({moves} moves): the update {update:.0f} µs\n")
        print("| | µs per move | share of the update | times drawn |")
        print("|---|---|---|---|")
        rows = [(n, sum(v) / moves, len(v)) for n, v in costs[label].items() if n != "update"]
        for name, per_move, times in sorted(rows, key=lambda r: (r[0] != "nothing drawn",
                                                                 -r[1])):
            print(f"| {name} | {per_move:.0f} | {per_move / update:.0%} | {times} |")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
