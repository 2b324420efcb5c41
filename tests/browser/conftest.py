"""Browser-test fixtures: the real app served over HTTP in a background thread, and Debian's
chromium driven through Playwright (never a browser that Playwright downloads).

The long flows (a whole set entered, a whole turn built) run in Japanese, the tables' language;
their pages in English are drawn by the web tests (tests/web/*_language.py and the editors'),
and a browser test runs in both languages where English changes what the browser lays out (a
header's lines, a fold, a finger-sized control)."""
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
#: The features Playwright (1.65, chromiumSwitches.ts) turns off itself.  Chromium keeps only
#: the LAST --disable-features it is given, so the one below must carry these as well as ours,
#: or they would all be on again.
PLAYWRIGHT_DISABLED = ("AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,"
                       "HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,"
                       "PaintHolding,ThirdPartyStoragePartitioning,"
                       "AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,"
                       "OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,"
                       "msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion")
#: Ours: site isolation off (every page here comes from one server, and a process per site
#: cost the browser tests about a tenth of chromium's CPU), and no address-bar popup: chromium
#: 156 readies one for every window (a page here), drawn by a renderer process of its own
#: (chrome://omnibox-popup.top-chrome/) that no headless test ever shows, as much CPU as the
#: page's own renderer (bench/README.md, "The test suite").
OURS_DISABLED = "site-per-process,IsolateOrigins,WebUIOmniboxPopup,WebUIOmniboxAimPopup"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-site-isolation-trials",
                 f"--disable-features={PLAYWRIGHT_DISABLED},{OURS_DISABLED}"]


class LiveServer:
    """The app served by werkzeug on 127.0.0.1: ``url`` is its base address (no slash)."""

    def __init__(self, app, server, thread):
        self.app = app
        self.server = server
        self.thread = thread
        self.url = f"http://127.0.0.1:{server.server_port}"


@pytest.fixture
def live_server(sqlite_template, tmp_path, template_code):
    """The real app on a migrated SQLite file in ``tmp_path`` (a copy of the run's template),
    served on a free port (so tests running at once never share one), with PUBLIC_URL set to
    that server's own address (so the join URL and QR code work here); its templates compiled
    once a run and worker (tests/conftest.py ``template_code``), as the web tests' are."""
    REPLAYS.clear()
    path = tmp_path / "companion.sqlite3"
    shutil.copy(sqlite_template, path)
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}", "SECRET_KEY": "browser",
                      "POLL_SECONDS": 1})
    app.jinja_env.bytecode_cache = template_code
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


class _Browsers:
    """The one headless chromium of this run (and worker), launched on first use and again
    whenever the one before is gone (killed by the closing watchdog, or crashed)."""

    def __init__(self, pw):
        self.pw = pw
        self.browser = None

    def get(self):
        """A connected browser: the one kept, or a new one launched with its marker."""
        if self.browser is None or not self.browser.is_connected():
            marker = marker_for()
            self.browser = self.pw.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                                   args=CHROMIUM_ARGS + [marker])
            remember(self.browser, marker)
        return self.browser

    def close(self) -> None:
        """Close the kept browser, if any, under the watchdog (closing.py)."""
        if self.browser is not None and self.browser.is_connected():
            close_watched(self.browser, self.browser.close)
        self.browser = None


@pytest.fixture(scope="session")
def _browsers():
    """Playwright started once per run (and worker), with the chromium the tests share:
    starting both for every test cost about a second each, and every test opens contexts of
    its own anyway (no cookie, storage, cache or permission crosses from one to another)."""
    if not CHROMIUM.exists():
        pytest.skip(f"Debian's chromium is not installed at {CHROMIUM} "
                    "(apt-get install -y chromium); Playwright's own browsers are not used")
    # imported here: only the browser tests need Playwright, and only when chromium is there
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browsers = _Browsers(pw)
        try:
            yield browsers
        finally:
            browsers.close()


@pytest.fixture
def chromium(_browsers):
    """A headless Debian chromium, shared by the tests of this worker (the test is skipped when
    /usr/bin/chromium is missing): every context a test leaves open is closed after it, under
    the watchdog, so each test starts with a browser holding no context."""
    browser = _browsers.get()
    try:
        yield _browsers.pw, browser
    finally:
        for ctx in list(browser.contexts):
            close_watched(browser, ctx.close)  # never waits forever (closing.py)
