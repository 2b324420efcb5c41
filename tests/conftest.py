"""Shared fixtures: an app on a fresh SQLite file (migrated once, copied per test), a client,
and helpers to set up a table and join phones."""
from __future__ import annotations

import os
import re
import shutil

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from companion import i18n
from companion.app import create_app
from companion.cli import upgrade_database
from companion.extensions import db
from companion.tables import REPLAYS
from companion.web.moves import UNDONE

CSRF_RE = re.compile(r'name="(?:[\w-]*-)?csrf_token"[^>]*value="([^"]+)"')


#: The suite runs on SQLite files by default; with DATABASE_URL set to a PostgreSQL database
#: (as CI's second run does) every app test runs against that server instead.
SERVER_DB = os.environ.get("DATABASE_URL", "")
#: A message code without a text, or a text missing a parameter, fails the test that says it.
i18n.STRICT = True
ON_SERVER = SERVER_DB.startswith("postgresql")


#: The tables each test empties on the server database.
SERVER_TABLES = ("play_score, play, play_holder, regular_player, host_link, move_record, seat, "
                 "game_table, component_set, guess_counter")


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
def migrated_db(tmp_path_factory):
    """The schema applied by the migrations, once per run: a template SQLite file (copied per
    test), or the PostgreSQL database emptied and migrated."""
    if ON_SERVER:
        _on_server_db("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
        app = create_app({"SQLALCHEMY_DATABASE_URI": SERVER_DB, "SECRET_KEY": "test"})
        upgrade_database(app)
        with app.app_context():
            db.engine.dispose()
        return SERVER_DB
    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}", "SECRET_KEY": "test"})
    upgrade_database(app)
    with app.app_context():
        db.engine.dispose()
    return path


@pytest.fixture
def db_url(migrated_db, tmp_path):
    """A fresh, migrated, empty database for one test."""
    if ON_SERVER:
        _on_server_db(f"TRUNCATE {SERVER_TABLES} RESTART IDENTITY")
        return SERVER_DB
    path = tmp_path / "companion.sqlite3"
    shutil.copy(migrated_db, path)
    return f"sqlite:///{path}"


@pytest.fixture
def app(db_url):
    REPLAYS.clear()
    UNDONE.clear()
    REPLAYS.check = True  # any reader changing a cached state fails its test
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url,
                      "SECRET_KEY": "test", "PUBLIC_URL": "http://table.test"})
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


def csrf_of(html: str) -> str:
    """The CSRF token of the first form in a page."""
    match = CSRF_RE.search(html)
    assert match, "no CSRF token on the page"
    return match.group(1)


def new_table(client, players=("Ana", "Ben", "Cai"), seed="7", colours=None, **extra):
    """Create a table through the form; returns its join code (the client becomes the host)."""
    colours = colours or ["blue", "red", "yellow", "green"]
    page = client.get("/new/tzolkin")
    data = {"csrf_token": csrf_of(page.get_data(as_text=True)),
            "player_count": str(len(players)), "seed": seed}
    for i, name in enumerate(players):
        data[f"name_{i}"] = name
        data[f"colour_{i}"] = colours[i]
    data.update(extra)
    response = client.post("/new/tzolkin", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return response.headers["Location"].rsplit("/", 1)[-1]


def join_seat(app, code: str, position: int):
    """A new phone (its own client) that takes seat ``position``; returns the client."""
    phone = app.test_client()
    page = phone.get(f"/j/{code}")
    assert page.status_code == 200
    response = phone.post(f"/j/{code}", data={"csrf_token": csrf_of(page.get_data(as_text=True)),
                                              "position": str(position)})
    assert response.status_code == 302, response.get_data(as_text=True)
    return phone


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
