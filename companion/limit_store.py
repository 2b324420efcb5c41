"""A ``limits`` storage over the app's own database, so that every request limit is counted
once for the whole server (every gunicorn worker, every machine on one database) without a
server of its own (Redis, memcached).

It registers the storage scheme ``database://`` with the ``limits`` library: Flask-Limiter
(``RATELIMIT_STORAGE_URI``, its default in this app) and the join-code guessing limit
(companion/web/guessing.py) count in it through the library's own strategies.  It keeps the
fixed-window counts only (the app's strategy): one ``limit_counter`` row per key, with its
hits and the end of its window; an update of one row is atomic on SQLite and PostgreSQL, so
concurrent hits from any number of processes are all counted (``incr`` returns the count
including this hit, read in the same transaction, which the fixed-window strategy compares
with the limit).  No ``RETURNING``: it works on any SQLite Python ships with.

Every call needs the Flask app context (a request's): the counts live in the database of the
app that asks.  Each write is a short transaction of its own (``write_transaction``).
"""
from __future__ import annotations

import random
import time

from limits.storage import Storage
from sqlalchemy import case, delete, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from companion.extensions import db
from companion.models import LimitCounter
from companion.transactions import write_transaction

#: The storage URI of this store (``RATELIMIT_STORAGE_URI``).
URI = "database://"
#: How often a new window sweeps away the rows of windows over for an hour or more.
SWEEP_CHANCE = 0.05


def _sweep(now: float) -> None:
    """Delete the counts of windows over for an hour or more (a transaction of its own; two
    sweeps at once may get in each other's way: the loser leaves it to the next one)."""
    try:
        with write_transaction():
            db.session.execute(delete(LimitCounter).where(LimitCounter.expires_at < now - 3600))
    except SQLAlchemyError:
        pass


class DatabaseStorage(Storage):
    """Fixed-window counters in the ``limit_counter`` table (``limits`` storage API)."""

    STORAGE_SCHEME = ["database"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        """What the database raises when it fails."""
        return SQLAlchemyError

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        """Add ``amount`` to ``key``'s count (a new window of ``expiry`` seconds when the last
        one ended) and return the count, this hit included."""
        key = key[:250]
        for _attempt in range(5):
            now = time.time()
            live = LimitCounter.expires_at > now
            try:
                with write_transaction():
                    changed = db.session.execute(
                        update(LimitCounter).where(LimitCounter.key == key).values(
                            hits=case((live, LimitCounter.hits + amount), else_=amount),
                            expires_at=case((live, LimitCounter.expires_at),
                                            else_=now + expiry))).rowcount
                    if changed:
                        # the row stays locked by this transaction until it ends (SQLite: the
                        # whole database), so this is the count this hit made
                        hits = db.session.scalar(select(LimitCounter.hits).where(
                            LimitCounter.key == key))
                    else:
                        db.session.add(LimitCounter(key=key, hits=amount,
                                                    expires_at=now + expiry))
                        hits = amount
            except IntegrityError:  # another process added the row first: count again
                continue
            if hits == amount and random.random() < SWEEP_CHANCE:
                _sweep(now)
            return hits
        raise RuntimeError(f"the limit counter {key!r} could not be written")

    def get(self, key: str) -> int:
        """``key``'s count in its current window (0 when its window is over or it has none)."""
        hits = db.session.scalar(select(LimitCounter.hits).where(
            LimitCounter.key == key[:250], LimitCounter.expires_at > time.time()))
        return hits or 0

    def get_expiry(self, key: str) -> float:
        """When ``key``'s current window ends (seconds since the epoch; now when none)."""
        now = time.time()
        ends = db.session.scalar(select(LimitCounter.expires_at).where(
            LimitCounter.key == key[:250], LimitCounter.expires_at > now))
        return ends or now

    def check(self) -> bool:
        """Whether the database answers."""
        try:
            db.session.execute(select(1))
            return True
        except SQLAlchemyError:
            return False

    def reset(self) -> int | None:
        """Forget every count; returns how many were forgotten."""
        with write_transaction():
            return db.session.execute(delete(LimitCounter)).rowcount

    def clear(self, key: str) -> None:
        """Forget ``key``'s count."""
        with write_transaction():
            db.session.execute(delete(LimitCounter).where(LimitCounter.key == key[:250]))
