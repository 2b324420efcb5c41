"""Serving under gunicorn (the production command of docs/production.md): migrations applied
once before the workers start, several workers serving one table, the live-refresh poll right
from every worker; ProxyFix only when proxies are trusted.

The helpers here (``Gunicorn``, ``Browser``) are shared with tests/test_faults.py."""
from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import pytest

from tests.conftest import ON_SERVER
from tests.driver import csrf_of

ROOT = Path(__file__).resolve().parents[1]
HAVE_GUNICORN = subprocess.run([sys.executable, "-c", "import gunicorn"],
                               capture_output=True).returncode == 0
needs_gunicorn = pytest.mark.skipif(not HAVE_GUNICORN, reason="gunicorn is not installed")
TILE_RE = re.compile(r'value="(w\d\d)"')
ACCESS_RE = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d+) '
                       r'.*pid=<?(?P<pid>\d+)')


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Gunicorn:
    """The production command on 127.0.0.1 and a free port, its output in ``log``."""

    def __init__(self, database_url: str, log: Path, workers: int = 2, threads: int = 2,
                 **env: str):
        self.database_url, self.log, self.workers, self.threads = (database_url, log, workers,
                                                                   threads)
        self.env = env
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 40) -> "Gunicorn":
        """Start the server and wait until it answers with all its workers.  The port is free
        when chosen, but another process (a test running at the same time) may bind it before
        gunicorn does: then another port is taken, up to three times."""
        for _attempt in range(3):
            if self._launch(timeout):
                return self
            self.port = free_port()
        raise RuntimeError(f"gunicorn found no free port:\n{self.log.read_text()[-3000:]}")

    def _launch(self, timeout: float) -> bool:
        """One start on ``self.port``: True once it serves, False when the port was taken
        (the server stopped); raises ``RuntimeError`` if it fails otherwise."""
        env = dict(os.environ, DATABASE_URL=self.database_url, SECRET_KEY="serving-test",
                   WEB_CONCURRENCY=str(self.workers), THREADS=str(self.threads),
                   PUBLIC_URL="http://table.test", **self.env)
        self._out = open(self.log, "ab")
        logged = self.log.stat().st_size
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"),
             "-b", f"127.0.0.1:{self.port}", "companion.wsgi:app"],
            cwd=ROOT, env=env, stdout=self._out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            said = self.log.read_bytes()[logged:]
            if b"Connection in use" in said:  # gunicorn's word for a port already bound
                self.proc.kill()  # no worker started yet: nothing to stop gracefully
                self.proc.wait(5)
                self._out.close()
                return False
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited:\n{self.log.read_text()[-3000:]}")
            try:
                if get(self.port, "/")[0] == 200 and len(self.worker_pids()) == self.workers:
                    return True
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"gunicorn did not start:\n{self.log.read_text()[-3000:]}")

    def worker_pids(self) -> list[int]:
        """The pids of the master's current worker processes."""
        path = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        try:
            return [int(p) for p in path.read_text().split()]
        except OSError:
            return []

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 25 s) and close its log."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(25)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None and not self._out.closed:
            self._out.close()

    def access(self) -> list[dict]:
        """The access log lines so far: method, path, status, pid."""
        return [m.groupdict() for m in ACCESS_RE.finditer(self.log.read_text(errors="replace"))]


def request(port: int, method: str, path: str, cookies: dict | None = None,
            form: dict | None = None, timeout: float = 30, extra: dict | None = None):
    """One request on a new connection: (status, body text, {cookie: value} it set);
    ``extra``: more request headers."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    headers = {"Connection": "close", **(extra or {})}
    if cookies:
        headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    body = None
    if form is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        body = urllib.parse.urlencode(form, doseq=True)
    try:
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        text = response.read().decode("utf-8", "replace")
        set_cookies = {}
        for header in response.msg.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            set_cookies[name] = rest.split(";", 1)[0]
        return response.status, text, set_cookies
    finally:
        conn.close()


def get(port: int, path: str, cookies: dict | None = None):
    return request(port, "GET", path, cookies)


class Browser:
    """A host screen talking to a server: keeps its cookies, acts for seats."""

    def __init__(self, port: int):
        self.port = port
        self.cookies: dict[str, str] = {}

    def get(self, path: str):
        status, text, set_cookies = request(self.port, "GET", path, self.cookies)
        self.cookies.update(set_cookies)
        return status, text

    def post(self, path: str, form: dict):
        status, text, set_cookies = request(self.port, "POST", path, self.cookies, form)
        self.cookies.update(set_cookies)
        return status, text

    def new_table(self, players=("Ana", "Ben"), seed="5") -> str:
        status, page = self.get("/new/tzolkin")
        assert status == 200
        colours = ["blue", "red", "yellow", "green"]
        form = {"csrf_token": csrf_of(page), "player_count": str(len(players)),
                "seed": seed}
        for i, name in enumerate(players):
            form[f"name_{i}"], form[f"colour_{i}"] = name, colours[i]
        status, text = self.post("/new/tzolkin", form)
        assert status == 302
        return re.search(r'href="/t/([A-Z0-9]+)"', text).group(1)

    def version(self, code: str) -> int:
        status, text = self.get(f"/t/{code}/version")
        assert status == 200, text[:500]
        return int(re.search(r'"version":\s*(\d+)', text).group(1))


def test_gunicorn_workers_share_one_table(db_url, tmp_path):
    """Migrations run once before the workers; moves entered through different workers all
    land in the one log; every worker's poll sees each new version at once."""
    if not HAVE_GUNICORN:
        pytest.skip("gunicorn is not installed")
    # On SQLite: a new, empty database file, so that the start-up migrations are seen to work.
    url = db_url if ON_SERVER else f"sqlite:///{tmp_path / 'served.sqlite3'}"
    # LOG_POLLS: the answered polls in the access log too, to see which worker answered each
    server = Gunicorn(url, tmp_path / "gunicorn.log", LOG_POLLS="1").start()
    try:
        log = server.log.read_text()
        assert log.count("Database schema is up to date") == 1
        assert log.count("Booting worker") == 2
        host = Browser(server.port)
        code = host.new_table()
        tiles = {seat: TILE_RE.findall(host.get(f"/t/{code}/seat/{seat}")[1])[:3]
                 for seat in (0, 1)}
        # the pages' own poll (with its key), answered in front of Flask by every worker
        poll_path = re.search(r'data-version-url="([^"]+)"', host.get(f"/t/{code}")[1]) \
            .group(1).replace("&amp;", "&")
        stop = threading.Event()

        def poll():  # another phone's live refresh, keeping the workers busy
            while not stop.is_set():
                get(server.port, f"/t/{code}/version")
                get(server.port, poll_path)

        def polled() -> int:
            status, text, _cookies = get(server.port, poll_path)
            assert status == 200, text[:500]
            return int(re.search(r'"version":\s*(\d+)', text).group(1))

        pollers = [threading.Thread(target=poll) for _ in range(2)]
        for t in pollers:
            t.start()
        try:
            version = 0
            for cycle in range(60):
                version = enter_next_move(host, code, version, tiles)
                seen = {host.version(code) for _ in range(4)} | {polled() for _ in range(4)}
                assert seen == {version}  # no worker answers with an old version
                move_pids = {a["pid"] for a in server.access()
                             if a["method"] == "POST" and "/t/" in a["path"]}
                if len(move_pids) >= 2 and version >= 6:
                    break
        finally:
            stop.set()
            for t in pollers:
                t.join(10)
        assert len(move_pids) == 2, "every move was served by the same worker"
        assert len({a["pid"] for a in server.access() if a["path"] == poll_path
                    and a["status"] == "200"}) == 2
        statuses = {a["status"] for a in server.access() if a["method"] == "POST"}
        assert statuses == {"302"}
        assert host.version(code) == version
    finally:
        server.stop()


def test_answered_polls_stay_out_of_the_access_log(db_url, tmp_path):
    """The live pages' polls answered 200/304 are not logged (companion/access_log.py); a poll
    of a table that does not exist is, and so is every other request."""
    if not HAVE_GUNICORN:
        pytest.skip("gunicorn is not installed")
    url = db_url if ON_SERVER else f"sqlite:///{tmp_path / 'served.sqlite3'}"
    server = Gunicorn(url, tmp_path / "gunicorn.log", workers=1).start()
    try:
        host = Browser(server.port)
        code = host.new_table()
        poll_path = re.search(r'data-version-url="([^"]+)"', host.get(f"/t/{code}")[1]) \
            .group(1).replace("&amp;", "&")
        assert get(server.port, poll_path)[0] == 200
        assert host.version(code) == 0  # the poll without its key, through Flask
        assert get(server.port, "/t/NOSUCH/version")[0] == 404
        # the page asked for in parts (a live page's update): answered, not logged; a
        # malformed X-Parts is a whole page, and a page of no table a 404: both logged
        held = " ".join(f"{n}={k}" for n, k in re.findall(
            r'data-part="([a-z0-9_-]+)" data-key="([0-9a-z]+)"', host.get(f"/t/{code}")[1]))
        assert request(server.port, "GET", f"/t/{code}?log=1", host.cookies,
                       extra={"X-Parts": held})[0] == 200
        assert request(server.port, "GET", "/t/NOSUCH", host.cookies,
                       extra={"X-Parts": held})[0] == 404
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not any(
                a["path"] == "/t/NOSUCH" for a in server.access()):  # the last request
            time.sleep(0.1)
        logged = [(a["method"], a["path"].split("?")[0], a["status"]) for a in server.access()]
        assert ("GET", "/t/NOSUCH/version", "404") in logged
        assert ("GET", "/t/NOSUCH", "404") in logged
        assert not [a for a in server.access() if a["path"] == f"/t/{code}?log=1"]
        assert ("GET", f"/t/{code}", "200") in logged
        assert ("POST", "/new/tzolkin", "302") in logged
        assert not [line for line in logged if line[1] == f"/t/{code}/version"]
    finally:
        server.stop()


def test_only_answered_gets_in_parts_count_as_updates():
    from companion.access_log import is_answered_update

    update = {"REQUEST_METHOD": "GET", "PATH_INFO": "/t/AB12CD/me", "HTTP_X_PARTS": "game=1a"}
    assert is_answered_update(update, 200)
    assert not is_answered_update(update, 404)
    assert not is_answered_update(update, 302)
    assert not is_answered_update(dict(update, REQUEST_METHOD="POST"), 200)  # a move
    assert not is_answered_update(dict(update, HTTP_X_PARTS=""), 200)  # a page loaded whole
    assert not is_answered_update({"REQUEST_METHOD": "GET", "PATH_INFO": "/t/AB12CD"}, 200)


def test_only_answered_polls_count_as_polls():
    from companion.access_log import is_answered_poll

    assert is_answered_poll("/t/AB12CD/version", 200)
    assert is_answered_poll("/t/AB12CD/version", 304)
    assert not is_answered_poll("/t/AB12CD/version", 404)
    assert not is_answered_poll("/t/AB12CD/version", 429)
    assert not is_answered_poll("/t/AB12CD", 200)
    assert not is_answered_poll("/t/AB12CD/version/x", 200)
    assert not is_answered_poll("", None)


def test_a_worker_leaves_what_it_loaded_out_of_the_collector():
    """gunicorn.conf.py's post_worker_init freezes the objects of the loaded app (gc.freeze),
    so that the full collections a request triggers do not scan them."""
    import gc
    import runpy

    settings = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    before = gc.get_freeze_count()
    try:
        settings["post_worker_init"](None)
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()


def enter_next_move(host: Browser, code: str, version: int, tiles: dict) -> int:
    """Enter the next move of a 2-player table as the host: both seats choose their starting
    wealth, then the last choice is undone and chosen again, over and over.  Returns the new
    version (asserting the move was accepted)."""
    if version < 2:
        seat = version
    elif version % 2 == 0:
        status, page = host.get(f"/t/{code}")
        status, _ = host.post(f"/t/{code}/undo", {"csrf_token": csrf_of(page),
                                                  "seen": str(version)})
        assert status == 302, f"undo refused: {status}"
        return version + 1
    else:
        seat = 1
    status, page = host.get(f"/t/{code}/seat/{seat}")
    form = {"choose_wealth-csrf_token": csrf_of(page),
            "choose_wealth-seen": str(version), "seat": str(seat),
            "choose_wealth-tiles": tiles[seat][:2]}
    status, _ = host.post(f"/t/{code}/move/choose_wealth", form)
    assert status == 302, f"move refused: {status}"
    return version + 1


@pytest.mark.parametrize("value, expected", [(None, 0), ("", 0), ("0", 0), ("2", 2)])
def test_trusted_proxies_setting(value, expected):
    from companion.wsgi import trusted_proxies

    env = {} if value is None else {"TRUSTED_PROXIES": value}
    assert trusted_proxies(env) == expected


@pytest.mark.parametrize("value", ["-1", "yes", "11"])
def test_a_bad_trusted_proxies_setting_is_refused_clearly(value):
    from companion.wsgi import trusted_proxies

    with pytest.raises(ValueError, match="TRUSTED_PROXIES must be the number of proxies"):
        trusted_proxies({"TRUSTED_PROXIES": value})


def test_proxy_headers_are_used_only_behind_a_trusted_proxy(db_url, monkeypatch):
    from companion.wsgi import build_app

    monkeypatch.setenv("DATABASE_URL", db_url)
    monkeypatch.setenv("SECRET_KEY", "proxy-test")
    monkeypatch.setenv("PUBLIC_URL", "")
    monkeypatch.setenv("TRUSTED_HOSTS", "tables.example.org")
    headers = {"X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https",
               "X-Forwarded-Host": "tables.example.org"}
    for trusted, scheme, host in ((0, "http", "localhost"), (1, "https", "tables.example.org")):
        app = build_app({"TRUSTED_PROXIES": str(trusted)})
        seen = {}

        @app.get("/_probe")
        def probe():
            from flask import request as flask_request
            seen.update(scheme=flask_request.scheme, host=flask_request.host,
                        addr=flask_request.remote_addr)
            return "ok"

        assert app.test_client().get("/_probe", headers=headers).status_code == 200
        assert (seen["scheme"], seen["host"]) == (scheme, host)
        assert seen["addr"] == ("203.0.113.9" if trusted else "127.0.0.1")
        from companion.extensions import db
        with app.app_context():
            db.engine.dispose()


def test_companion_upgrade_migrates_a_new_database(tmp_path, monkeypatch):
    """``companion upgrade``: the migrations as a separate step (several machines)."""
    import sqlite3

    from click.testing import CliRunner

    from companion.cli import main

    path = tmp_path / "new.sqlite3"
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{path}")
    monkeypatch.setenv("SECRET_KEY", "upgrade-test")
    result = CliRunner().invoke(main, ["upgrade"], catch_exceptions=False)
    assert result.exit_code == 0 and "up to date" in result.output
    with sqlite3.connect(path) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"game_table", "seat", "move_record", "alembic_version"} <= names
    again = CliRunner().invoke(main, ["upgrade"], catch_exceptions=False)
    assert again.exit_code == 0


def test_a_worker_compiles_every_template_before_its_first_request(tmp_path):
    """post_worker_init warms the worker's app (companion/web/warm_up.py): every HTML
    template is compiled into the app's template cache before any request, and the games'
    web sides and messages are imported."""
    import gc
    import runpy
    import sys
    from types import SimpleNamespace

    from companion.app import create_app
    from companion.registry import PLUGINS

    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'w.sqlite3'}",
                      "SECRET_KEY": "warm"})
    templates = sorted(n for n in app.jinja_env.list_templates() if n.endswith(".html"))
    assert "tables/host.html" in templates and "games/tzolkin/turn.html" in templates
    assert len(app.jinja_env.cache) == 0
    settings = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    try:
        settings["post_worker_init"](SimpleNamespace(wsgi=app))
    finally:
        gc.unfreeze()
    cached = sorted(name for _loader, name in app.jinja_env.cache.keys())
    assert cached == templates
    for key in ("tzolkin", "mayan_curse", "ohio_bob", "bravest"):
        assert type(PLUGINS[key].web).__module__ in sys.modules  # the game's forms
        assert f"companion.games.{key}.messages" in sys.modules


# --- the product's settings -------------------------------------------------------------------

def test_the_product_settings_name_gunicorns_threaded_worker():
    settings: dict = {}
    exec(compile((ROOT / "gunicorn.conf.py").read_text(), "gunicorn.conf.py", "exec"), settings)
    assert settings["worker_class"] == "gthread"
