"""The optional turn timer of the host screen (templates/tables/_turn_timer.html,
static/js/turn_timer.js).

The page gives the script when the current turn started (the time of the table's last log
record, or of its setup before any move) and the server's clock when the page was drawn, both
in whole seconds since the epoch (UTC): the script counts from there, so a device whose clock
is wrong still shows the right time.  Off by default; the switch is kept on the device.
"""
from __future__ import annotations

from datetime import datetime, timezone

from flask import Flask

from companion import raw_sql
from companion.models import MoveRecord, db


def _epoch(moment: datetime | None) -> int | None:
    if moment is None:
        return None
    if moment.tzinfo is None:  # SQLite gives back naive times: they are stored in UTC
        moment = moment.replace(tzinfo=timezone.utc)
    return int(moment.timestamp())


def turn_started(table) -> int:
    """When the current turn of ``table`` started: the time of its last log record (a move or
    an undo), else when the table was set up; seconds since the epoch (UTC).  A table read
    with its last record (companion/tables/reading.py) needs no statement."""
    if table.last_at is not None:  # read with the table
        return _epoch(table.last_at)
    if table.version == 0:
        return _epoch(table.created_at) or server_now()
    engine = db.engine
    found = raw_sql.rows(engine, _LAST_RECORD_TIME, (table.id,))
    when = raw_sql.processors(engine, [MoveRecord.__table__.c.created_at.type])[0]
    last = when(found[0][0]) if found and found[0][0] is not None else None
    return _epoch(last) or _epoch(table.created_at) or server_now()


_LAST_RECORD_TIME = "SELECT max(created_at) FROM move_record WHERE table_id = {mark}"


def server_now() -> int:
    """The server's clock now, in seconds since the epoch (UTC)."""
    return int(datetime.now(timezone.utc).timestamp())


def register(app: Flask) -> None:
    """Make the timer's helpers template globals."""
    app.add_template_global(turn_started, "turn_started")
    app.add_template_global(server_now, "server_now")
