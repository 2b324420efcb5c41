"""Races through the real servers: many moves or undos sent at the same instant on one table,
through ``companion serve`` (waitress, in a subprocess) and through gunicorn (the production
command), on SQLite or on PostgreSQL (DATABASE_URL).  Exactly one of each race is stored; every
other answer is the "table moved on" page (409) at once, never after waiting for a database
connection; no answer is a 500 and the log has no gap. How fast "at once" is (issue 36: within
a second) is measured by bench/bench_races.py on a quiet machine, not asserted here: a timed
assertion fails on a loaded one.

Before, ``companion serve`` (werkzeug's development server, a thread per connection) let 20
racing requests each hold a pooled database connection while drawing the loser's page asked
for another: the pool (5 + 10) ran dry, losers waited its 30 s and answered 500.

The helper ``Serve`` (``companion serve`` on a free port) is shared with
tests/test_slow_clients.py."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import event

from companion import tables
from companion.app import create_app
from companion.extensions import db
from companion.models import MoveRecord, Table
from tests.conftest import session_cookie
from tests.test_serving import HAVE_GUNICORN, ROOT, Gunicorn, free_port, get, request

#: Requests in each race (the issue's "about 20" at once on one table).
RACERS = 20
#: The longest a loser may wait for its 409 here, from the instant all were sent: far below the
#: 30 s that losers waited for a pooled connection before (what this test catches), far above
#: what a loaded machine adds (4 s seen at a load of 20 on 2 cores). The target itself, a
#: second, is bench/bench_races.py's.
LOSER_SECONDS = 10.0
SECRET = "serving-test"  # the servers' SECRET_KEY (tests/test_serving.py's Gunicorn too)


class Serve:
    """``companion serve`` on 127.0.0.1 and a free port, its output in ``log``."""

    def __init__(self, database_url: str, log: Path, **env: str):
        self.database_url, self.log, self.env = database_url, log, env
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 60) -> "Serve":
        """Start the command and wait until it answers (another port, up to three times, when
        another process took the chosen one meanwhile)."""
        for _attempt in range(3):
            if self._launch(timeout):
                return self
            self.port = free_port()
        raise RuntimeError(f"companion serve found no free port:\n{self.output()[-3000:]}")

    def _launch(self, timeout: float) -> bool:
        env = dict(os.environ, DATABASE_URL=self.database_url, SECRET_KEY=SECRET,
                   PUBLIC_URL="http://table.test", **self.env)
        self._out = open(self.log, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from companion.cli import main; main()", "serve",
             "--host", "127.0.0.1", "--port", str(self.port)],
            cwd=ROOT, env=env, stdout=self._out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self._out.close()
                if "in use" in self.output():
                    return False
                raise RuntimeError(f"companion serve exited:\n{self.output()[-3000:]}")
            try:
                if get(self.port, "/")[0] == 200:
                    return True
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"companion serve did not start:\n{self.output()[-3000:]}")

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self) -> None:
        """Stop the command (SIGTERM, then SIGKILL after 20 s)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None and not self._out.closed:
            self._out.close()


def fire(port: int, path: str, cookies: dict, bodies: list[dict]) -> list[tuple[int, float]]:
    """POST every body at the same instant (a barrier), one thread and connection each: each
    answer's status and seconds from the instant they were all sent."""
    barrier = threading.Barrier(len(bodies))
    results: list[tuple[int, float]] = []

    def submit(body: dict) -> None:
        barrier.wait()
        start = time.monotonic()
        try:
            status = request(port, "POST", path, cookies, body, timeout=60)[0]
        except OSError:
            status = 0
        results.append((status, time.monotonic() - start))

    threads = [threading.Thread(target=submit, args=(b,)) for b in bodies]
    for t in threads:
        t.start()
    for t in threads:
        t.join(90)
    return results


def end_state(token: str, seen: int, vp: int) -> dict:
    """The host's end-state form of a 4-player Tzolk'in table (a move only one may store)."""
    body = {"end_state-csrf_token": token, "end_state-seen": str(seen),
            "end_state-skulls_on_chichen_itza": "0", "end_state-confirm_over": "y"}
    for i in range(4):
        fields = dict.fromkeys(
            ("corn", "wood", "stone", "gold", "skulls", "agriculture", "resources",
             "architecture", "theology", "brown", "green", "blue", "farm", "harvest_corn",
             "harvest_wood", "workers_on_gears"), "0")
        fields.update(vp=str(vp), workers="3", chaac="1", quetzalcoatl="1", kukulcan="1")
        body.update({f"end_state-players-{i}-{k}": v for k, v in fields.items()})
    return body


def race_on(port: int, url: str) -> list[float]:
    """A 4-player table with every starting wealth chosen, then races: RACERS end states at
    once, RACERS undos at once, RACERS end states again; one answer of each race 302, every
    other 409 within LOSER_SECONDS; the log numbered without a gap, the undos where they were
    stored. Returns each race's slowest loser, in seconds."""
    app = create_app({"SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": SECRET,
                      "PUBLIC_URL": "http://table.test"})
    try:
        with app.app_context():
            table = tables.create_table("tzolkin", PLAYERS, seed="4")
            code, host_token, setup = table.code, table.host_token, table.setup
        cookies = {"session": session_cookie(app, code, host_token)}
        status, page, set_cookies = request(port, "GET", f"/t/{code}/seat/0", cookies)
        assert status == 200
        cookies.update(set_cookies)
        token = page.split('name="choose_wealth-csrf_token"', 1)[1].split('value="', 1)[1] \
            .split('"', 1)[0]
        for seat in range(4):
            assert request(port, "POST", f"/t/{code}/move/choose_wealth", cookies, {
                "choose_wealth-csrf_token": token, "choose_wealth-seen": str(seat),
                "seat": str(seat),
                "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]})[0] == 302
        races = [(f"/t/{code}/move/end_state", [end_state(token, 4, 10 + i)
                                                for i in range(RACERS)]),
                 ("/t/%s/undo" % code, [{"csrf_token": token, "seen": "5"}] * RACERS),
                 (f"/t/{code}/move/end_state", [end_state(token, 6, 10 + i)
                                                for i in range(RACERS)])]
        slowest_of = []
        for race, (path, bodies) in enumerate(races):
            results = fire(port, path, cookies, bodies)
            statuses = sorted(s for s, _t in results)
            assert statuses == [302] + [409] * (RACERS - 1), statuses
            slowest = max(t for s, t in results if s == 409)
            assert slowest < LOSER_SECONDS, (
                f"race {race}: a loser waited {slowest:.2f} s for its 409: "
                f"{sorted(round(t, 2) for _s, t in results)}")
            slowest_of.append(slowest)
        with app.app_context():
            stored = [(m.number, m.kind) for m in db.session.query(MoveRecord).join(Table)
                      .filter(Table.code == code).order_by(MoveRecord.number)]
        assert stored == [(n, "move") for n in range(1, 6)] + [(6, "undo"), (7, "move")]
        return slowest_of
    finally:
        with app.app_context():
            db.session.remove()
            db.engine.dispose()


def test_companion_serve_answers_every_loser_of_a_race_at_once(db_url, tmp_path):
    server = Serve(db_url, tmp_path / "serve.log").start()
    try:
        race_on(server.port, db_url)
        said = server.output()
        assert "development server" not in said and "Traceback" not in said, said[-3000:]
    finally:
        server.stop()


@pytest.mark.skipif(not HAVE_GUNICORN, reason="gunicorn is not installed")
def test_gunicorn_answers_every_loser_of_a_race_at_once(db_url, tmp_path):
    url = db_url
    server = Gunicorn(url, tmp_path / "gunicorn.log", MIGRATE_ON_START="0").start()
    try:
        race_on(server.port, url)
        assert not [a for a in server.access() if a["status"].startswith("5")]
    finally:
        server.stop()


def test_a_losers_page_holds_one_database_connection_at_a_time(app, client):
    """A move or an undo refused because the table moved on (409): its page is drawn without
    holding a connection of the session while the log's reads take another (moves.post_move
    -> again -> render_host -> the log's rows).  (A page that reads ORM objects, a finished
    table's play, holds the session's connection while it is drawn: two at most, which
    ``raw_sql.pool_for`` gives every thread of a server.)"""
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="4")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookies = {"session": session_cookie(app, code, host_token)}
    client.set_cookie("session", cookies["session"])
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    token = page.split('name="choose_wealth-csrf_token"', 1)[1].split('value="', 1)[1] \
        .split('"', 1)[0]
    for seat in range(4):
        assert client.post(f"/t/{code}/move/choose_wealth", data={
            "choose_wealth-csrf_token": token, "choose_wealth-seen": str(seat),
            "seat": str(seat),
            "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]}).status_code == 302
    held, most = [0], [0]

    def checkout(*_args):
        held[0] += 1
        most[0] = max(most[0], held[0])

    def checkin(*_args):
        held[0] -= 1

    with app.app_context():
        pool = db.engine.pool
        db.session.remove()
    event.listen(pool, "checkout", checkout)
    event.listen(pool, "checkin", checkin)
    try:
        for path, body in ((f"/t/{code}/move/end_state", end_state(token, 3, 20)),
                           (f"/t/{code}/undo", {"csrf_token": token, "seen": "3"})):
            answer = client.post(path, data=body)
            assert answer.status_code == 409
            assert "The table changed while this page was open" in answer.get_data(as_text=True)
    finally:
        event.remove(pool, "checkout", checkout)
        event.remove(pool, "checkin", checkin)
    assert most[0] == 1


PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
           {"name": "Cai", "colour": "yellow"}, {"name": "Dee", "colour": "green"}]
