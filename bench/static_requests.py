"""What a page load costs the table's Wi-Fi and the server with and without the static files'
digests (companion/web/static_cache.py), measured in one run.

A phone (Debian's chromium, 375 x 812) opens the new-table page of Tzolk'in and the join page, each ``--loads`` times, as a player goes from page to page: first with the app's
static addresses bare (``STATIC_DIGESTS`` off: the baseline, every static file asked again and
answered 304), then with them.  The report gives, for each, the requests that reached the
server per page load, the server's time answering them and the wall time of the loads.

    .venv/bin/python bench/static_requests.py [--loads 30]
"""
from __future__ import annotations

import argparse
import logging
import tempfile
import threading
import time
from pathlib import Path

from werkzeug.serving import make_server

from companion.app import create_app
from companion.extensions import db
from flask import g, request
from flask_migrate import upgrade
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"


def _served(digests: bool, folder: Path):
    """The app on a migrated SQLite file, served in a thread, counting what it answers."""
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite3'}",
                      "SECRET_KEY": "bench", "STATIC_DIGESTS": digests,
                      "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})
    counts = {"static": 0, "page": 0, "seconds": 0.0}

    @app.before_request
    def _start():
        g.bench_t0 = time.perf_counter()

    @app.after_request
    def _count(response):
        counts["static" if request.path.startswith("/static/") else "page"] += 1
        counts["seconds"] += time.perf_counter() - g.bench_t0
        return response

    with app.app_context():
        upgrade()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    app.config["PUBLIC_URL"] = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return app, server, counts


def _run(pw, digests: bool, loads: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        app, server, counts = _served(digests, Path(tmp))
        base = app.config["PUBLIC_URL"]
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_context(viewport={"width": 375, "height": 812},
                                   locale="ja-JP").new_page()
        page.goto(f"{base}/")
        for key in counts:
            counts[key] = 0 if key != "seconds" else 0.0
        started = time.perf_counter()
        for _ in range(loads):
            page.goto(f"{base}/new/tzolkin")
            page.goto(f"{base}/join")
        wall = time.perf_counter() - started
        browser.close()
        server.shutdown()
        with app.app_context():
            db.engine.dispose()
    n = 2 * loads
    return {"static a load": counts["static"] / n, "requests a load": (counts["static"] + counts["page"]) / n,
            "server ms a load": 1000 * counts["seconds"] / n, "wall ms a load": 1000 * wall / n}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=30)
    args = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    with sync_playwright() as pw:
        before = _run(pw, False, args.loads)
        after = _run(pw, True, args.loads)
    print(f"{'':20}{'without digests':>18}{'with digests':>15}{'ratio':>8}")
    for key in before:
        ratio = after[key] / before[key] if before[key] else float("nan")
        print(f"{key:20}{before[key]:18.2f}{after[key]:15.2f}{ratio:8.2f}")


if __name__ == "__main__":
    main()
