"""Races answered at once (issue 36): RACERS moves or undos sent at the same instant on one
table through ``companion serve`` (waitress) and through gunicorn, as tests/test_served_races.py
sends them; the report gives each race's slowest loser (its "the table moved on" page, 409) in
seconds and as a ratio to the target of one second, and beside them one uncontended request of
the same server in the same run (the host page), as the baseline of what the machine gives.

    .venv/bin/python bench/bench_races.py            # both servers, 3 rounds each
    .venv/bin/python bench/bench_races.py serve 5    # one server, 5 rounds

The test asserts the behaviour (one stored, every other 409, no 500, no gap, no loser left
waiting for a database connection); this measures how fast, on a quiet machine.
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.app import create_app  # noqa: E402
from companion.extensions import db  # noqa: E402
from companion.cli import upgrade_database  # noqa: E402
from tests.test_served_races import Serve, race_on  # noqa: E402
from tests.test_serving import HAVE_GUNICORN, Gunicorn, request  # noqa: E402

TARGET_SECONDS = 1.0


def _database(folder: Path) -> str:
    url = f"sqlite:///{folder / 'bench.sqlite3'}"
    app = create_app({"SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "bench"})
    upgrade_database(app)
    with app.app_context():
        db.engine.dispose()
    return url


def _one_request(port: int) -> float:
    start = time.monotonic()
    request(port, "GET", "/", {})
    return time.monotonic() - start


def run(kind: str, rounds: int) -> None:
    """``rounds`` races (each three races) on a new server of ``kind`` ("serve", "gunicorn")."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = _database(folder)
        server = (Serve(url, folder / "serve.log") if kind == "serve"
                  else Gunicorn(url, folder / "gunicorn.log", MIGRATE_ON_START="0")).start()
        try:
            slowest, alone = [], []
            for _round in range(rounds):
                alone.append(_one_request(server.port))
                slowest.extend(race_on(server.port, url))
        finally:
            server.stop()
    worst, median = max(slowest), statistics.median(slowest)
    print(f"{kind:9s} slowest loser: median {median:.3f} s, worst {worst:.3f} s "
          f"(worst / target {worst / TARGET_SECONDS:.2f}); one page alone: "
          f"median {statistics.median(alone):.3f} s")


def main(argv: list[str]) -> None:
    kinds = [argv[0]] if argv else ["serve"] + (["gunicorn"] if HAVE_GUNICORN else [])
    rounds = int(argv[1]) if len(argv) > 1 else 3
    for kind in kinds:
        run(kind, rounds)


if __name__ == "__main__":
    main(sys.argv[1:])
