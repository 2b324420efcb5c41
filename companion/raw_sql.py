"""The few reads on every live page's path, run as plain SQL on a pooled DBAPI connection.

An ORM query costs about ten times its statement (the session, its transaction, the result
objects): 0.4–0.5 ms of CPU against 0.04 ms on SQLite, 0.7 against 0.2 on PostgreSQL.  What
every live page reads each time a table changes goes through ``rows``: the poll
(companion/web/poll.py), the table a page reads with its last record and the move sent from
it (companion/tables/reading.py), the host's page of the log (``tables.log_marks``,
``tables.log_messages``, ``tables.last_effective``) and the turn timer's start
(companion/web/turn_timer.py).  Everything else goes through the session, and so does every
read inside a write transaction (it must see that transaction).

The connection comes from the engine's pool and goes back to it at once.  It reads without a
transaction: the app's PostgreSQL connections run in autocommit (companion/__init__.py; a
connection of another configuration is switched for the statement), its SQLite connections
open no transaction unless asked (``transactions.configure_sqlite``).  Each statement therefore sees
what was committed before it, as the session's reads do.
"""
from __future__ import annotations

import weakref
from functools import lru_cache
from typing import Any, Callable, Sequence

from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.types import TypeEngine

_PROCESSORS: "weakref.WeakKeyDictionary[Any, dict]" = weakref.WeakKeyDictionary()


@lru_cache(maxsize=128)
def _for_driver(statement: str, paramstyle: str) -> str:
    return statement.format(mark="?" if paramstyle == "qmark" else "%s")


#: Pooled connections one request may hold at once: the session's (companion/transactions.py)
#: and one of ``rows``, which gives its own back before the next statement.
CONNECTIONS_PER_REQUEST = 2


def pool_for(threads: int) -> dict:
    """The engine options (``SQLALCHEMY_ENGINE_OPTIONS``) of a server process answering
    requests on ``threads`` threads at once: a pooled connection for every one each thread may
    hold (at least SQLAlchemy's default 5), so that no thread ever waits for one; SQLAlchemy's
    overflow of 10 beside them."""
    return {"pool_size": max(5, threads * CONNECTIONS_PER_REQUEST)}


def marks(n: int) -> str:
    """``n`` parameter places for an ``IN (...)`` list of a statement given to ``rows``."""
    return ", ".join(["{mark}"] * n)


def rows(engine: Engine, statement: str, params: Sequence[Any]) -> list[tuple]:
    """The rows of one ``statement`` with ``params``, as the driver returns them (see
    ``processors`` for the columns whose type needs converting).  ``statement`` writes each
    parameter's place as ``{mark}`` (the driver's own mark is put there: ``?`` for sqlite3,
    ``%s`` for psycopg).

    Raises SQLAlchemy's ``DBAPIError`` subclasses, as a session would (``OperationalError``
    for a database gone: the pages answer 503); a connection found broken is dropped from
    the pool."""
    dialect = engine.dialect
    base_error = dialect.loaded_dbapi.Error
    sql = _for_driver(statement, dialect.paramstyle)
    connection = cursor = None
    try:
        connection = engine.raw_connection()
        driver = connection.driver_connection
        toggle = dialect.name == "postgresql" and not driver.autocommit
        if toggle:
            driver.autocommit = True
        try:
            cursor = connection.cursor()
            cursor.execute(sql, tuple(params))
            found = cursor.fetchall()
            cursor.close()
        finally:
            if toggle:
                driver.autocommit = False
    except base_error as exc:
        lost = connection is not None and dialect.is_disconnect(
            exc, connection.driver_connection, cursor)
        if lost:
            connection.invalidate(exc)
        raise DBAPIError.instance(sql, tuple(params), exc, base_error,
                                  connection_invalidated=lost, dialect=dialect) from exc
    finally:
        if connection is not None:
            connection.close()
    return found


def processors(engine: Engine, kinds: Sequence[TypeEngine]) -> list[Callable[[Any], Any]]:
    """For each SQLAlchemy type of ``kinds`` (the columns of a statement, e.g. ``Column.type``
    of a model: objects that live as long as the process), the function turning what the
    driver returns into its Python value as the ORM converts it (JSON text into a dict on
    SQLite, a stored time into a datetime...), the identity where the driver's value is
    already right.  Worked out once per engine's dialect and list of types."""
    dialect = engine.dialect
    known = _PROCESSORS.setdefault(dialect, {})
    key = tuple(id(kind) for kind in kinds)
    found = known.get(key)
    if found is None:
        found = []
        for kind in kinds:
            convert = kind.dialect_impl(dialect).result_processor(dialect, None)
            found.append(convert or _same)
        known[key] = found
    return found


def _same(value: Any) -> Any:
    return value
