"""Which tables changed, as every process of one server sees it: a board of counters in a
small memory-mapped file of the instance folder, one slot per table (by its id), bumped after
every committed write that changes what the table's poll answers (a move, an undo, a seat
taken or freed: ``transactions.write_transaction(changes=...)``).

The poll of the live pages (companion/web/poll.py) keeps each table's last answer with the
slot's counter as it read it *before* asking the database; while the counter is unchanged it
answers from that memory, without a database round trip (on PostgreSQL about 0.2 ms of CPU,
half of it in the database server, for each of the polls every open page sends every 2 s).
A bump comes after its commit, so a poll that sees the new counter reads a database that
holds the write.

Two tables may share a slot (ids modulo ``SLOTS``, or two databases served from the same
instance folder): a bump of one only makes the other's next poll ask the database.  A write
this board does not see (another machine serving the same database, a change made outside
the app) is seen by the polls at the latest ``POLL_CACHE_SECONDS`` later (companion/__init__.py;
0 turns the memory off: set it so on several machines sharing one database).  If the file
cannot be opened, every poll asks the database, as without it.
"""
from __future__ import annotations

import logging
import mmap
import os
import threading
from pathlib import Path

from flask import Flask

SLOTS = 8192  #: 64 KiB of 8-byte counters
_WIDTH = 8
_MASK = (1 << 64) - 1
_NAME = "change-board"
_log = logging.getLogger(__name__)


class ChangeBoard:
    """The counters of one board file (``path``, created when missing).  Raises ``OSError``
    when the file cannot be created, read or mapped."""

    def __init__(self, path: Path):
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            if os.fstat(fd).st_size < SLOTS * _WIDTH:
                os.ftruncate(fd, SLOTS * _WIDTH)  # the new bytes are zeros
            self._map = mmap.mmap(fd, SLOTS * _WIDTH)
        finally:
            os.close(fd)
        self._lock = threading.Lock()

    def counter(self, table_id: int) -> int:
        """The counter of ``table_id``'s slot (any whole number; what matters is whether it
        changed)."""
        at = (table_id % SLOTS) * _WIDTH
        return int.from_bytes(self._map[at:at + _WIDTH], "little")

    def bump(self, table_id: int) -> None:
        """Change the counter of ``table_id``'s slot (after a committed write).  Two processes
        bumping the same slot at once may raise it by one instead of two: it still changes,
        and each of their writes was committed before the counter it leaves."""
        at = (table_id % SLOTS) * _WIDTH
        with self._lock:
            value = (int.from_bytes(self._map[at:at + _WIDTH], "little") + 1) & _MASK
            self._map[at:at + _WIDTH] = value.to_bytes(_WIDTH, "little")


def board_for(app: Flask) -> ChangeBoard | None:
    """This process's board for ``app`` (opened on first use, in the instance folder), or None
    when it cannot be opened (a warning in the log, once) or ``POLL_CACHE_SECONDS`` is 0."""
    found = app.extensions.get("change_board", False)
    if found is not False:
        return found
    board = None
    if app.config.get("POLL_CACHE_SECONDS", 0) > 0:
        try:
            board = ChangeBoard(Path(app.instance_path) / _NAME)
        except OSError as exc:
            _log.warning("The polls ask the database every time: %s", exc)
    app.extensions["change_board"] = board
    return board
