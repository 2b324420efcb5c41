"""Browser-test fixtures: the real app served over HTTP in a background thread, and Debian's
chromium driven through Playwright (never a browser that Playwright downloads)."""
from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from companion.app import create_app
from companion.extensions import db
from companion.tables import REPLAYS
from tests.browser.closing import close_watched, marker_for, remember

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]


class LiveServer:
    """The app served by werkzeug on 127.0.0.1: ``url`` is its base address (no slash)."""

    def __init__(self, app, server, thread):
        self.app = app
        self.server = server
        self.thread = thread
        self.url = f"http://127.0.0.1:{server.server_port}"


@pytest.fixture
def live_server(sqlite_template, tmp_path):
    """The real app on a migrated SQLite file in ``tmp_path`` (a copy of the run's template),
    served on a free port (so tests running at once never share one), with PUBLIC_URL set to
    that server's own address (so the join URL and QR code work here)."""
    REPLAYS.clear()
    path = tmp_path / "companion.sqlite3"
    shutil.copy(sqlite_template, path)
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}", "SECRET_KEY": "browser",
                      "POLL_SECONDS": 1})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    app.config["PUBLIC_URL"] = f"http://127.0.0.1:{server.server_port}"
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield LiveServer(app, server, thread)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        with app.app_context():
            db.session.remove()
            db.engine.dispose()
        REPLAYS.clear()


@pytest.fixture
def chromium():
    """A headless Debian chromium (the test is skipped when /usr/bin/chromium is missing)."""
    if not CHROMIUM.exists():
        pytest.skip(f"Debian's chromium is not installed at {CHROMIUM} "
                    "(apt-get install -y chromium); Playwright's own browsers are not used")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        marker = marker_for()
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                     args=CHROMIUM_ARGS + [marker])
        remember(browser, marker)
        try:
            yield pw, browser
        finally:
            close_watched(browser, browser.close)  # never waits forever (closing.py)
