"""Shared fixtures: an app on a fresh SQLite file (migrated once per run and worker, copied
per test), a client and a CLI runner; each run, and each pytest-xdist worker of a parallel run,
gets an instance folder and a database of its own.  The helpers that drive the app (a table
made, seats joined, moves posted, what is stored) are in tests/driver.py."""
from __future__ import annotations

import os
import shutil
import tempfile

import pytest
from jinja2 import FileSystemBytecodeCache
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from companion import i18n
from companion.app import create_app
from companion.cli import upgrade_database
from companion.extensions import db
from companion.tables import REPLAYS
from companion.tables.rules import NOTICES
from companion.web.moves import UNDONE


#: The tests' files (above all the SQLite database each test copies) in memory where the machine
#: has a tmpfs and TMPDIR does not say otherwise: SQLite syncs every commit to the disk (3 ms a
#: commit here, measured; a serial run of four web test files spent 16 % of its time in SQLite's
#: commits and closes) and a test needs no durability.  The whole suite took 6 min 53 s on disk
#: and 6 min 38 s in memory, one run each on the quiet 2-core machine (2026-12-07).
MEMORY_FOLDER = "/dev/shm"
if "TMPDIR" not in os.environ and os.path.isdir(MEMORY_FOLDER) and os.access(MEMORY_FOLDER, os.W_OK):
    tempfile.tempdir = MEMORY_FOLDER


#: Workers per core for ``-n auto`` (the README's command). About half of the suite's time is
#: spent waiting (a browser drawing a page, a server started in a subprocess, a poll's
#: second): on 2 cores the whole suite took 411 s with 2 workers (user+sys 447 s: the cores
#: half idle) and 314 s with 4 (same CPU time), all passed, measured one after the other on
#: 2026-12-07.
WORKERS_PER_CORE = 2


def pytest_xdist_auto_num_workers(config):
    """pytest-xdist's hook: the workers ``-n auto`` starts, ``WORKERS_PER_CORE`` a core (an
    explicit ``-n N`` is left as given)."""
    if config.option.numprocesses in ("auto", "logical"):
        return WORKERS_PER_CORE * (os.cpu_count() or 1)
    return None

def pytest_collection_modifyitems(config, items):
    """In a parallel run, the tests marked ``long`` (15 s or more alone) are dealt out first,
    one each to the start of each worker's share: pytest-xdist's ``worksteal`` gives worker
    k the k-th of equal runs of the collected tests and lets idle workers take the end of
    another's run, so a long test left near the end of one makes the whole run wait for it
    (a run's last minute was three of them, each on its own worker).  Every worker collects
    the same order; a serial run keeps pytest's."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
    long = [item for item in items if item.get_closest_marker("long")]
    if workers < 2 or not long:
        return
    rest = iter([item for item in items if not item.get_closest_marker("long")])
    total = len(items)
    order = [None] * total
    for k, item in enumerate(long):     # worker k % workers, its (k // workers)-th test
        order[(k % workers) * total // workers + k // workers] = item
    items[:] = [item if item is not None else next(rest) for item in order]


#: The pytest-xdist worker running this process ("gw0", "gw1", ...), "" in a serial run.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
#: The suite runs on SQLite files by default; with DATABASE_URL set to a PostgreSQL database
#: (as CI's second run does) every app test runs against that server instead.
ON_SERVER = os.environ.get("DATABASE_URL", "").startswith("postgresql")
#: The PostgreSQL database of this process: DATABASE_URL's own in a serial run, and in a
#: parallel run a database of each worker's own beside it, named after it with the worker's
#: name added (``companion_ci_gw0``), made on first use (the role needs CREATEDB).  Every app
#: this process starts, gunicorn's included, is given it as DATABASE_URL.
BASE_DB = os.environ.get("DATABASE_URL", "")
SERVER_DB = (make_url(BASE_DB).set(database=f"{make_url(BASE_DB).database}_{WORKER}")
             .render_as_string(hide_password=False) if ON_SERVER and WORKER else BASE_DB)
if ON_SERVER:
    os.environ["DATABASE_URL"] = SERVER_DB
#: A message code without a text, or a text missing a parameter, fails the test that says it.
i18n.STRICT = True


#: The tables each test empties on the server database.
SERVER_TABLES = ("play_score, play, play_holder, regular_player, host_link, move_record, seat, "
                 "game_table, component_set, limit_counter")


@pytest.fixture(scope="session", autouse=True)
def instance_folder(tmp_path_factory):
    """An instance folder of this run's (and worker's) own for every app the tests start, in
    this process or as a server process (INSTANCE_PATH): the apps of two tests running at once
    never share the change board, whose counters the poll tests count, nor a secret key."""
    path = tmp_path_factory.mktemp("instance")
    before = os.environ.get("INSTANCE_PATH")
    os.environ["INSTANCE_PATH"] = str(path)
    yield path
    if before is None:
        os.environ.pop("INSTANCE_PATH", None)
    else:
        os.environ["INSTANCE_PATH"] = before


def _worker_database() -> None:
    """Make this worker's PostgreSQL database (SERVER_DB) when it is missing, from a session on
    DATABASE_URL's own database."""
    name = make_url(SERVER_DB).database
    app = create_app({"SQLALCHEMY_DATABASE_URI": BASE_DB, "SECRET_KEY": "test"})
    with app.app_context():
        with db.engine.connect() as conn:
            conn = conn.execution_options(isolation_level="AUTOCOMMIT")
            there = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :name"),
                                 {"name": name}).first()
            if not there:
                conn.execute(text(f'CREATE DATABASE "{name}"'))
        db.engine.dispose()


def _on_server_db(statement: str) -> None:
    """Run ``statement`` (a DROP or TRUNCATE, which waits for every other session's locks) on
    the server database.  A session that still holds a lock there (a process left over from
    another run, a server thread of an earlier test) would make it wait forever and the whole
    run hang: after 20 s without the lock, the other sessions are ended and it is run again."""
    app = create_app({"SQLALCHEMY_DATABASE_URI": SERVER_DB, "SECRET_KEY": "test"})
    with app.app_context():
        try:
            # a transaction (the app's engine runs in autocommit): SET LOCAL holds in it
            with db.engine.execution_options(isolation_level="READ COMMITTED").begin() as conn:
                conn.execute(text("SET LOCAL lock_timeout = '20s'"))
                conn.execute(text(statement))
        except OperationalError:
            with db.engine.begin() as conn:
                conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                  "WHERE datname = current_database() "
                                  "AND pid <> pg_backend_pid()"))
            with db.engine.begin() as conn:
                conn.execute(text(statement))
        db.engine.dispose()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory):
    """A SQLite file with the schema applied by the migrations, made once per run (and worker):
    the tests copy it rather than migrate a database of their own (the browser tests' live
    server too, on either database)."""
    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}", "SECRET_KEY": "test"})
    upgrade_database(app)
    with app.app_context():
        db.engine.dispose()
    return path


@pytest.fixture(scope="session")
def migrated_db(sqlite_template):
    """The schema applied by the migrations, once per run (and worker): the template SQLite
    file (sqlite_template, copied per test), or the PostgreSQL database emptied and migrated."""
    if ON_SERVER:
        if SERVER_DB != BASE_DB:
            _worker_database()
        _on_server_db("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
        app = create_app({"SQLALCHEMY_DATABASE_URI": SERVER_DB, "SECRET_KEY": "test"})
        upgrade_database(app)
        with app.app_context():
            db.engine.dispose()
        return SERVER_DB
    return sqlite_template


@pytest.fixture
def db_url(migrated_db, tmp_path):
    """A fresh, migrated, empty database for one test."""
    if ON_SERVER:
        _on_server_db(f"TRUNCATE {SERVER_TABLES} RESTART IDENTITY")
        return SERVER_DB
    path = tmp_path / "companion.sqlite3"
    shutil.copy(migrated_db, path)
    return f"sqlite:///{path}"


@pytest.fixture(scope="session")
def template_code(tmp_path_factory):
    """Jinja's own cache of compiled templates, in a folder of this run and worker: every test
    makes an app of its own, whose templates would otherwise each be compiled again (about a
    tenth of a web test's time)."""
    return FileSystemBytecodeCache(str(tmp_path_factory.mktemp("templates")))


@pytest.fixture
def app(db_url, template_code):
    REPLAYS.clear()
    UNDONE.clear()
    NOTICES.clear()  # a database on a server numbers its tables from 1 again in every test
    REPLAYS.check = True  # any reader changing a cached state fails its test
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url,
                      "SECRET_KEY": "test", "PUBLIC_URL": "http://table.test"})
    app.jinja_env.bytecode_cache = template_code
    yield app
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


def as_host(client, code: str, host_token: str):
    """``client`` becomes the host screen of table ``code``: its session keeps the host token
    (as companion.web.helpers.remember keeps it).  Returns the client."""
    with client.session_transaction() as session:
        session["tables"] = [[code, host_token, ""]]
        session.permanent = True
    return client


def session_cookie(app, code: str, host_token: str = "", seat_token: str = "") -> str:
    """The signed session cookie of a device that keeps table ``code``'s host and/or seat
    token, for a client that is no test client (one speaking HTTP to a served app)."""
    return app.session_interface.get_signing_serializer(app).dumps(
        {"tables": [[code, host_token, seat_token]], "_permanent": True})
