"""Faults: a server worker killed (kill -9) in the middle of move submissions, the whole server
killed and restarted, and the database going away and coming back.

Every move whose submission was acknowledged (302) must be in the log exactly once, the log
numbered 1..n without gaps and replaying through the engine (nothing half-stored, nothing
doubled); while the database is away every page is the clear 503 "try again" page, and the app
works again as soon as it is back.  Runs on SQLite and, with DATABASE_URL set to PostgreSQL,
on PostgreSQL."""
from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import signal
import socket
import threading
import time

import pytest
from sqlalchemy import select
from sqlalchemy.pool import NullPool

from companion.app import create_app

from companion import tables
from companion.extensions import db
from companion.models import MoveRecord, Table
from companion.tables import REPLAYS
from tests.conftest import ON_SERVER, SERVER_DB
from tests.driver import csrf_of, new_table
from tests.test_serving import TILE_RE, Browser, Gunicorn, needs_gunicorn

TABLES = 6
ACKED_PER_TABLE = 30
#: Pause between a host's submissions, so that the kills fall while moves are still coming
#: however fast the server answers.
PACE = 0.02


class Submitter(threading.Thread):
    """One host screen entering moves at one 2-player table as fast as the server answers:
    both seats choose starting wealth, then the last choice is undone and chosen again.

    ``acked``: {record number: (kind, seat, tiles)} of every submission answered 302.
    ``interrupted``: submissions that got no answer (connection dropped: the worker died)."""

    def __init__(self, port: int, deadline: float, enough: threading.Event | None = None):
        super().__init__(daemon=True)
        self.host = Browser(port)
        self.deadline = deadline
        #: Set by the test once its faults have happened: until then the submitter goes on
        #: past ACKED_PER_TABLE, so that a fault always falls while moves are coming.
        self.enough = enough
        self.acked: dict[int, tuple] = {}
        self.interrupted = 0
        self.refused: list[int] = []
        self.code = self.host.new_table()
        self.tiles = {s: TILE_RE.findall(self.host.get(f"/t/{self.code}/seat/{s}")[1])[:2]
                      for s in (0, 1)}
        self.csrf = csrf_of(self.host.get(f"/t/{self.code}")[1])
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            version = 0
            while ((len(self.acked) < ACKED_PER_TABLE
                    or (self.enough is not None and not self.enough.is_set()))
                   and time.monotonic() < self.deadline):
                time.sleep(PACE)
                path, form, what = self.next_move(version)
                try:
                    status, _ = self.host.post(path, form)
                except (OSError, http.client.HTTPException):  # the worker died under it
                    self.interrupted += 1
                    version = self.resync()
                    continue
                if status == 302:
                    self.acked[version + 1] = what
                    version += 1
                else:  # 409: an earlier unanswered submission was stored after all; 503
                    self.refused.append(status)
                    version = self.resync()
        except BaseException as exc:  # pragma: no cover - reported by the test
            self.error = exc

    def next_move(self, version: int):
        if version >= 2 and version % 2 == 0:
            return (f"/t/{self.code}/undo", {"csrf_token": self.csrf, "seen": str(version)},
                    ("undo", None, None))
        seat = version if version < 2 else 1
        form = {"choose_wealth-csrf_token": self.csrf, "choose_wealth-seen": str(version),
                "seat": str(seat), "choose_wealth-tiles": self.tiles[seat]}
        return f"/t/{self.code}/move/choose_wealth", form, ("move", seat, self.tiles[seat])

    def resync(self) -> int:
        """The table's version as the server has it now (retrying while it restarts)."""
        for _ in range(100):
            try:
                status, text = self.host.get(f"/t/{self.code}/version")
                if status == 200:
                    return json.loads(text)["version"]
            except (OSError, http.client.HTTPException):
                pass
            time.sleep(0.1)
        raise RuntimeError("the server did not come back")


def check_log(app, code: str, acked: dict[int, tuple]) -> int:
    """Assert the stored log of ``code``: numbers 1..n, every acknowledged move at its number,
    and the whole log replays.  Returns n."""
    REPLAYS.clear()
    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        records = db.session.scalars(select(MoveRecord).where(MoveRecord.table_id == table.id)
                                     .order_by(MoveRecord.number)).all()
        numbers = [r.number for r in records]
        assert numbers == list(range(1, len(records) + 1)), f"gaps or doubles: {numbers}"
        by_number = {r.number: r for r in records}
        for number, (kind, seat, tiles) in acked.items():
            rec = by_number.get(number)
            assert rec is not None, f"acknowledged move {number} of {code} is not stored"
            assert rec.kind == kind and rec.seat == seat
            if tiles:
                assert rec.payload["tiles"] == tiles
        rep = tables.replay(table)  # raises if anything stored is half-written or illegal
        assert rep.version == len(records)
        for undo in (r for r in records if r.kind == "undo"):
            assert undo.payload["undoes"] == undo.number - 1
        return len(records)


@needs_gunicorn
@pytest.mark.long
def test_killing_workers_mid_submission_loses_or_doubles_no_acknowledged_move(app, db_url,
                                                                              tmp_path):
    server = Gunicorn(db_url, tmp_path / "gunicorn.log", workers=2, threads=4).start()
    try:
        deadline = time.monotonic() + 120
        enough = threading.Event()
        submitters = [Submitter(server.port, deadline, enough) for _ in range(TABLES)]
        for s in submitters:
            s.start()
        kills = 0
        target = TABLES * ACKED_PER_TABLE
        while any(s.is_alive() for s in submitters) and time.monotonic() < deadline:
            done = sum(len(s.acked) for s in submitters)
            interrupted = sum(s.interrupted for s in submitters)
            # kill a busy worker at a third and at two thirds of the way, and again (the
            # submitters going on meanwhile) until a kill has cut a submission off: how busy
            # the machine is decides only how many kills that takes
            if (kills < 2 and done >= target * (kills + 1) // 3) or (kills >= 2 and not interrupted):
                pids = server.worker_pids()
                if len(pids) == 2:
                    os.kill(pids[kills % 2], signal.SIGKILL)
                    kills += 1
                    time.sleep(0.3)
            if kills >= 2 and interrupted:
                enough.set()
            time.sleep(0.05)
        enough.set()
        for s in submitters:
            s.join(30)
            assert s.error is None, repr(s.error)
        interrupted = sum(s.interrupted for s in submitters)
        print(f"workers killed: {kills}; submissions cut off: {interrupted}; refused: "
              f"{sorted(sum((s.refused for s in submitters), []))}")
        assert kills >= 2
        assert interrupted >= 1, "no submission was in flight when the workers were killed"
        assert all(len(s.acked) >= ACKED_PER_TABLE for s in submitters), \
            [len(s.acked) for s in submitters]
        assert set(sum((s.refused for s in submitters), [])) <= {409, 503}
        for s in submitters:
            check_log(app, s.code, s.acked)
        # the master replaced the dead workers
        assert len(server.worker_pids()) == 2
        assert server.log.read_text().count("Booting worker") >= 2 + kills
    finally:
        server.stop()

    # Kill the whole server (master and workers, no shutdown) and start it again: every table
    # is still there and takes its next move.
    server = Gunicorn(db_url, tmp_path / "gunicorn2.log").start()
    for pid in server.worker_pids() + [server.proc.pid]:
        os.kill(pid, signal.SIGKILL)
    server.proc.wait(10)
    server.stop()
    server = Gunicorn(db_url, tmp_path / "gunicorn3.log").start()
    try:
        for s in submitters:
            s.host.port = server.port
            version = s.resync()
            s.deadline = time.monotonic() + 30
            path, form, what = s.next_move(version)
            status, _ = s.host.post(path, form)
            assert status == 302
            s.acked[version + 1] = what
            assert check_log(app, s.code, s.acked) == version + 1
    finally:
        server.stop()


# --- the database going away -------------------------------------------------------------------

def assert_try_again_page(response) -> None:
    text = response.get_data(as_text=True)
    assert response.status_code == 503, text[:500]
    assert "Try again" in text and "The database is not answering just now" in text
    assert "Traceback" not in text


def exercise_outage(app, take_away, bring_back) -> None:
    """With a table hosted by ``client``: take the database away, check the host page, the
    poll and a move submission answer 503 "try again" and nothing is stored, bring it back and
    check everything works again (the refused move can then be entered)."""
    client = app.test_client()
    code = new_table(client, players=("Ana", "Ben"))
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    form = {"choose_wealth-csrf_token": csrf_of(page), "choose_wealth-seen": "0", "seat": "0",
            "choose_wealth-tiles": TILE_RE.findall(page)[:2]}
    # the pages' own poll (with its key) is answered before Flask: when that cannot reach the
    # database, Flask answers it as it answers the rest
    poll = re.search(r'data-version-url="([^"]+)"', page).group(1).replace("&amp;", "&")
    assert client.get(poll).status_code == 200
    take_away()
    try:
        assert_try_again_page(client.get(f"/t/{code}"))
        assert_try_again_page(client.get(f"/t/{code}/version"))
        assert_try_again_page(client.get(poll))
        assert_try_again_page(client.post(f"/t/{code}/move/choose_wealth", data=form))
    finally:
        bring_back()
    assert client.get(f"/t/{code}/version").get_json()["version"] == 0  # nothing stored
    assert client.get(poll).get_json()["version"] == 0
    assert client.get(f"/t/{code}").status_code == 200
    assert client.post(f"/t/{code}/move/choose_wealth", data=form).status_code == 302
    assert client.get(f"/t/{code}/version").get_json()["version"] == 1


@pytest.mark.skipif(ON_SERVER, reason="the SQLite variant runs in the SQLite run of the suite")
def test_sqlite_file_gone_gives_try_again_page_and_recovers(migrated_db, tmp_path):
    """The database file is moved away (a disk unmounted, a file restored by hand): with a
    connection opened per request and ``mode=rw`` (never create an empty file), every request
    answers 503 until the file is back."""
    path = tmp_path / "companion.sqlite3"
    shutil.copy(migrated_db, path)
    aside = tmp_path / "aside"
    aside.mkdir()
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "PUBLIC_URL": "http://table.test",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///file:{path}?mode=rw&uri=true",
                      "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool}})

    def files():
        return [p for p in tmp_path.iterdir() if p.name.startswith("companion.sqlite3")]

    def take_away():
        for p in files():
            p.rename(aside / p.name)

    def bring_back():
        for p in aside.iterdir():
            p.rename(tmp_path / p.name)

    try:
        exercise_outage(app, take_away, bring_back)
        assert not list(aside.iterdir())
    finally:
        with app.app_context():
            db.engine.dispose()


class TcpCut:
    """A loopback TCP relay to the PostgreSQL server that can be cut (every connection dropped,
    new ones refused) and restored on the same port: the database going away and coming back,
    without touching the server itself."""

    def __init__(self, target: tuple[str, int]):
        self.target = target
        self.port = 0
        self.listener: socket.socket | None = None
        self.conns: list[socket.socket] = []
        self.lock = threading.Lock()
        self.up()

    def up(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(32)
        self.port = listener.getsockname()[1]
        self.listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def down(self) -> None:
        try:
            self.listener.shutdown(socket.SHUT_RDWR)  # wakes the accepting thread (Linux)
        except OSError:
            pass
        self.listener.close()
        with self.lock:
            for conn in self.conns:
                try:
                    conn.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                conn.close()
            self.conns.clear()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            with self.lock:
                self.conns += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


@pytest.mark.skipif(not ON_SERVER, reason="needs PostgreSQL: set DATABASE_URL to a "
                    "postgresql+psycopg:// URL (the CI's second run does)")
def test_postgresql_unreachable_gives_try_again_page_and_recovers(db_url):
    """The PostgreSQL server becomes unreachable (every connection cut, new ones refused), then
    reachable again: 503 "try again" meanwhile, and the pooled app recovers by itself."""
    from sqlalchemy.engine import make_url

    url = make_url(SERVER_DB)
    cut = TcpCut((url.host or "127.0.0.1", url.port or 5432))
    relayed = url.set(host="127.0.0.1", port=cut.port).render_as_string(hide_password=False)
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "PUBLIC_URL": "http://table.test",
                      "SQLALCHEMY_DATABASE_URI": relayed})

    def bring_back():
        cut.up()

    try:
        exercise_outage(app, cut.down, bring_back)
    finally:
        with app.app_context():
            db.engine.dispose()
        cut.down()


@pytest.mark.skipif(not ON_SERVER, reason="needs PostgreSQL (DATABASE_URL)")
def test_postgresql_refusing_connections_gives_try_again_page():
    """A database URL where nothing listens: the clear 503 page, never a stack trace."""
    from sqlalchemy.engine import make_url

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead_port = sock.getsockname()[1]
    dead = make_url(SERVER_DB).set(host="127.0.0.1", port=dead_port)
    app = create_app({"TESTING": True, "SECRET_KEY": "test",
                      "SQLALCHEMY_DATABASE_URI": dead.render_as_string(hide_password=False)})
    try:
        assert_try_again_page(app.test_client().get("/t/ABCDEF"))
        assert_try_again_page(app.test_client().get("/t/ABCDEF/version"))
    finally:
        with app.app_context():
            db.engine.dispose()
