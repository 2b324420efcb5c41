"""What a page costs the browser tests' chromium with the arguments tests/browser/conftest.py
gives it, against a baseline, measured in one run: why the suite launches chromium as it does.

A phone-sized context (375 x 812, Japanese) opens a page on the app's join page, taps its field
and closes, ``--pages`` times, once per set of arguments: the baseline (site isolation off in a
--disable-features of its own, which drops every feature Playwright turns off: chromium keeps the
last such switch), and the suite's (CHROMIUM_ARGS: one switch with Playwright's features and ours,
the address-bar popup that chromium 156 readies per window included).  The report gives, for each,
the CPU time of chromium's processes a page (browser, renderers, GPU, network...) and the wall
time a page.

    .venv/bin/python bench/browser_pages.py [--pages 30]
"""
from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

from flask_migrate import upgrade
from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from companion.app import create_app  # noqa: E402
from companion.extensions import db  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

#: The arguments of the suite before (commit ec0e64c).
BASELINE = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-site-isolation-trials", "--disable-features=site-per-process,IsolateOrigins"]
HZ = os.sysconf("SC_CLK_TCK")


def descendants_cpu(root: int) -> float:
    """CPU seconds (user + system, children reaped included) of every process under ``root``."""
    children: dict[int, list[tuple[int, int]]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        children.setdefault(int(fields[1]), []).append(
            (int(name), sum(int(x) for x in fields[11:15])))
    total, stack = 0, [root]
    while stack:
        for pid, ticks in children.get(stack.pop(), []):
            total += ticks
            stack.append(pid)
    return total / HZ


def _served(folder: Path):
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite3'}",
                      "SECRET_KEY": "bench"})
    with app.app_context():
        upgrade()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return app, server


def _run(pw, base: str, args: list[str], pages: int) -> dict:
    browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=args)
    cpu0, wall0 = descendants_cpu(os.getpid()), time.perf_counter()
    for _ in range(pages):
        context = browser.new_context(viewport={"width": 375, "height": 812},
                                      device_scale_factor=2, is_mobile=True, has_touch=True,
                                      locale="ja-JP")
        page = context.new_page()
        page.goto(f"{base}/join")
        page.locator("input[type=text]").first.click()
        context.close()
    cpu, wall = descendants_cpu(os.getpid()) - cpu0, time.perf_counter() - wall0
    browser.close()
    return {"chromium CPU ms a page": 1000 * cpu / pages, "wall ms a page": 1000 * wall / pages}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=30)
    options = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        app, server = _served(Path(tmp))
        base = f"http://127.0.0.1:{server.server_port}"
        before = _run(pw, base, BASELINE, options.pages)
        after = _run(pw, base, CHROMIUM_ARGS, options.pages)
        server.shutdown()
        with app.app_context():
            db.engine.dispose()
    print(f"{'':24}{'baseline':>10}{'suite':>10}{'ratio':>8}")
    for key in before:
        print(f"{key:24}{before[key]:10.0f}{after[key]:10.0f}{after[key] / before[key]:8.2f}")


if __name__ == "__main__":
    main()
