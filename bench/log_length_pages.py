"""The live pages at record 10 and at record 200, in one process: target 3 of issue 14 without
the scatter of gunicorn's workers (bench/run_all.py measures it under gunicorn).

    python bench/log_length_pages.py [--long 200] [--rounds 40]

Two 4-player Tzolk'in tables at the same position of the game, one with 10 records, the
other with ``--long`` (its last move undone and entered again, over and over, as in
run_all.py); the host screen, the phone of the seat to move and a waiting phone, each drawn
whole (as on a first visit), called directly (the app in this process, SQLite in a temporary
file), over ``--rounds`` interleaved rounds, the table drawn first alternating from round to
round.  Reported: each page's median CPU time (µs) at both lengths, their ratio, and the size
of the page drawn."""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import SECRET, device_cookies, play_table  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--long", type=int, default=200, help="the long log's record")
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    os.environ["SECRET_KEY"] = SECRET
    from werkzeug.test import EnvironBuilder

    from companion.app import create_app
    from companion.cli import upgrade_database

    url = f"sqlite:///{Path(tempfile.mkdtemp()) / 'pages.sqlite3'}"
    app = create_app({"SQLALCHEMY_DATABASE_URI": url, "PUBLIC_URL": "http://table.test"})
    upgrade_database(app)
    tables = {n: play_table(app, 10, random.Random(10), pad_to=n, upcoming=1, seed="long-log")
              for n in (10, args.long)}

    def draw(played, seat) -> tuple[int, int]:
        """(CPU ns, bytes) of the page of ``seat`` (None: the host screen), drawn whole."""
        cookie = "; ".join(f"{k}={v}" for k, v in device_cookies(played, seat).items())
        path = f"/t/{played.code}" if seat is None else f"/t/{played.code}/me"
        environ = EnvironBuilder(path=path, headers={"Cookie": cookie,
                                                     "Accept-Language": "ja"}).get_environ()
        start = time.thread_time_ns()
        body = app(environ, lambda status, headers, exc_info=None: None)
        size = len(b"".join(body))
        getattr(body, "close", lambda: None)()
        return time.thread_time_ns() - start, size

    spent: dict[tuple[int, str], list[float]] = {}
    sizes: dict[tuple[int, str], int] = {}
    order = list(tables.items())
    for round_ in range(args.rounds):
        for n, played in (order if round_ % 2 == 0 else order[::-1]):
            seat = played.upcoming[0][0]
            for label, who in (("host page", None), ("phone page, to move", seat),
                               ("phone page, waiting", (seat + 1) % 4)):
                ns, size = draw(played, who)
                spent.setdefault((n, label), []).append(ns / 1000)
                sizes[(n, label)] = size
    print(f"# bench/log_length_pages.py: one process, SQLite, {args.rounds} rounds\n")
    print(f"| page | record 10 (µs) | record {args.long} (µs) | {args.long} / 10 | bytes |")
    print("|---|---|---|---|---|")
    for label in ("host page", "phone page, to move", "phone page, waiting"):
        a = statistics.median(spent[(10, label)])
        b = statistics.median(spent[(args.long, label)])
        print(f"| {label} | {a:.0f} | {b:.0f} | {b / a:.2f} | "
              f"{sizes[(10, label)]}, {sizes[(args.long, label)]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
