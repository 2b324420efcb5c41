"""The app's write transactions: one ``write_transaction()`` around every write, on SQLite
and on PostgreSQL, and the SQLite engine's settings that make several writers safe.

Every write of the app (a move, a seat taken, a component set saved) goes through
``write_transaction``; reads outside one run without a transaction of their own
(companion/raw_sql.py).
"""
from __future__ import annotations

import os
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

from flask import current_app
from sqlalchemy import event
from sqlalchemy.engine import Engine

from companion.change_board import board_for
from companion.extensions import db

_IMMEDIATE: ContextVar[bool] = ContextVar("immediate_transaction", default=False)


def private_folder(path: str) -> None:
    """Make the folder ``path`` (the instance folder: the database, the secret key) when it is
    missing, readable by its owner only (0700)."""
    if not os.path.isdir(path):
        os.makedirs(path, mode=0o700, exist_ok=True)
        os.chmod(path, 0o700)  # (makedirs' mode is masked by the umask)


def private_file(path: str) -> None:
    """Make the file ``path`` (a SQLite database) readable and writable by its owner only
    (0600), creating it empty when it is missing, before SQLite opens it: SQLite gives its
    journal files (-wal, -shm) the database file's permissions."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    os.close(fd)
    os.chmod(path, 0o600)


def configure_sqlite(engine: Engine) -> None:
    """Make a SQLite engine safe for several writers: WAL journal, 10 s busy timeout, and
    ``BEGIN IMMEDIATE`` for transactions opened inside ``write_transaction()`` so that a
    read-then-write never fails on a lock upgrade.  A database file is its owner's only
    (``private_file``)."""
    database = engine.url.database
    if database and database.startswith("file:"):  # a URI (``mode=rw``: SQLite never creates
        path = database[len("file:"):].split("?", 1)[0]  # it): only made private when there
        if os.path.exists(path):
            os.chmod(path, 0o600)
    elif database not in (None, "", ":memory:"):
        private_file(database)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):  # pragma: no cover - trivial
        dbapi_connection.isolation_level = None  # we emit BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA busy_timeout = 10000")
        cursor.execute("PRAGMA foreign_keys = ON")
        if engine.url.database not in (None, "", ":memory:"):
            cursor.execute("PRAGMA journal_mode = WAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):  # pragma: no cover - trivial
        conn.exec_driver_sql("BEGIN IMMEDIATE" if _IMMEDIATE.get() else "BEGIN")


#: The isolation level of a write transaction on PostgreSQL, whose reads run in autocommit
#: (companion/__init__.py): PostgreSQL's default, as before.
WRITE_ISOLATION = "READ COMMITTED"


@contextmanager
def write_transaction(changes: int | None = None) -> Iterator[None]:
    """One write transaction on ``db.session``: commits on success, rolls back on any error.
    Every write of the app goes through one.  ``changes``: the id of the table whose poll
    answer (its version, the seats held) this write may change; once committed, the
    server's other processes are told (companion/change_board.py).

    On SQLite the transaction begins IMMEDIATE (waits for the write lock up front).  On
    PostgreSQL the reads outside it run in autocommit (each statement sees what was committed
    before it, as in a READ COMMITTED transaction); this one is a real transaction."""
    db.session.rollback()  # end any read transaction so the next statement opens ours
    token = _IMMEDIATE.set(True)
    try:
        if db.session.get_bind().dialect.name == "postgresql":
            db.session.connection(execution_options={"isolation_level": WRITE_ISOLATION})
        yield
        db.session.commit()
    except BaseException:
        db.session.rollback()
        raise
    finally:
        _IMMEDIATE.reset(token)
    if changes is not None:
        board = board_for(current_app)
        if board is not None:
            board.bump(changes)
