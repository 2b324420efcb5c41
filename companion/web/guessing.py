"""The join-code guessing limit: wrong join codes per client address, counted in a store that
every server process shares (the database by default, or the storage named by
``RATELIMIT_STORAGE_URI`` when that is set, e.g. ``redis://``).

Only failed lookups count.  Past ``JOIN_GUESS_LIMIT`` wrong codes in the window, a lookup is
answered 429 with how long to wait, except for a device that holds a seat or the host token of
the table it asks for: a player who mistyped a code never loses their own table.
"""
from __future__ import annotations

import math
import time

from flask import current_app, request
from flask_babel import ngettext
from limits import parse as parse_limit
from limits.storage import storage_from_string
from sqlalchemy import case, select, update
from sqlalchemy.exc import IntegrityError

from companion import tables, transactions
from companion.extensions import db
from companion.models import GuessCounter
from companion.web.helpers import actor_for


class TooManyGuesses(tables.TableError):
    """Too many wrong join codes from this address: wait, then try again."""

    status = 429


def _rule():
    return parse_limit(current_app.config["JOIN_GUESS_LIMIT"])


def _address() -> str:
    return (request.remote_addr or "unknown")[:100]


class DatabaseCounter:
    """Fixed-window counts in the ``guess_counter`` table (one row per address)."""

    def hits(self, key: str, window: int) -> int:
        row = db.session.execute(select(GuessCounter.window, GuessCounter.hits).where(
            GuessCounter.key == key)).first()
        return row.hits if row is not None and row.window == window else 0

    def hit(self, key: str, window: int) -> None:
        for _attempt in range(3):
            try:
                with transactions.write_transaction():
                    changed = db.session.execute(update(GuessCounter).where(
                        GuessCounter.key == key).values(
                        hits=case((GuessCounter.window == window, GuessCounter.hits + 1),
                                  else_=1),
                        window=window)).rowcount
                    if not changed:
                        db.session.add(GuessCounter(key=key, window=window, hits=1))
                return
            except IntegrityError:  # another process inserted the row first: count again
                continue


class LimitsCounter:
    """Fixed-window counts in a ``limits`` storage (redis://, memcached://, ...)."""

    def __init__(self, uri: str):
        self.storage = storage_from_string(uri)

    def hits(self, key: str, window: int) -> int:
        return int(self.storage.get(f"join-guess/{key}/{window}") or 0)

    def hit(self, key: str, window: int) -> None:
        self.storage.incr(f"join-guess/{key}/{window}", expiry=_rule().get_expiry() * 2)


def _counter():
    uri = current_app.config.get("JOIN_GUESS_STORAGE_URI") or ""
    if uri and not uri.startswith("memory://"):
        store = current_app.extensions.get("join_guess_store")
        if store is None or store[0] != uri:
            store = (uri, LimitsCounter(uri))
            current_app.extensions["join_guess_store"] = store
        return store[1]
    return DatabaseCounter()


def _window() -> tuple[int, int]:
    """The current window's number and the seconds left in it."""
    period = _rule().get_expiry()
    now = time.time()
    return int(now // period), max(1, math.ceil(period - now % period))


def _refusal(seconds: int) -> TooManyGuesses:
    minutes = max(1, math.ceil(seconds / 60))
    return TooManyGuesses(ngettext(
        "Too many wrong join codes from this network. Wait %(num)d minute, then check the code "
        "on the host screen. Phones that already hold a seat keep playing.",
        "Too many wrong join codes from this network. Wait %(num)d minutes, then check the "
        "code on the host screen. Phones that already hold a seat keep playing.", minutes))


def find_table(code: str) -> tables.TableRef:
    """The table with this join code, for a request: raises ``tables.NotFound`` (counted as a
    wrong code) or ``TooManyGuesses`` (429) past the limit, unless this device holds a seat or
    the host token of that table."""
    counter = _counter()
    key = _address()
    window, left = _window()
    try:
        table = tables.find_table(code)
    except tables.NotFound:
        if counter.hits(key, window) >= _rule().amount:
            raise _refusal(left) from None
        counter.hit(key, window)
        raise
    # the counter is read only when it can matter: not for the table's own devices
    if actor_for(table).onlooker and counter.hits(key, window) >= _rule().amount:
        raise _refusal(left)
    return table


def live_table(code: str):
    """The table of a live page (the host screen, a seat's page) as pages read it
    (``tables.read_table``: one query, no ORM object) when this device is its host screen or
    holds one of its seats; anything else (no such table, an onlooker) goes through
    ``guessing.find_table``, which counts wrong join codes and applies their limit."""
    table = tables.read_table(code)
    if table is None or actor_for(table).onlooker:
        return find_table(code)
    return table
