"""A table's state after its records: the one stored with a record (so that no request replays
the log), this process's cache of them (companion/replay_cache.py), and the replay through
the game's engine for a log stored without states or messages (an export reads it whole).

``table``: a ``TableRef`` (companion/tables/reading.py): the table as pages read it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select, text
from sqlalchemy.orm import defer

from companion.engine import IllegalMove, InvalidMove, State
from companion.extensions import db
from companion.message import Msg, decode
from companion.models import MoveRecord
from companion.registry import get_game
from companion.replay_cache import REPLAYS
from companion.snapshots import as_stored
from companion.tables.errors import TableError
from companion.tables.reading import TableRef


@dataclass
class LogEntry:
    """One line of the readable move log: ``message`` is a ``Msg`` (or a list of them; the
    English text of a record stored before messages), said by the page in its language.

    ``number`` is the record's (what addresses and links use: ``?at=N``); ``shown`` is the
    number a page says, the count of moves that stand (issue 38: the log also holds undo
    records and moves taken back, which the table did not do): a move's is its place among
    the moves standing just after it was entered, an undo's that of the move it took back."""

    number: int
    kind: str  # "move" | "undo"
    seat: int | None
    message: Any
    by_host: bool
    created_at: datetime | None  # None in a page of the log (``log_lines``: no page shows it)
    undone: bool = False
    undoes: int | None = None
    shown: int = 0


@dataclass
class Replay:
    """A table replayed: ``state`` after the effective moves, ``version`` = the last record
    number (0 for none), the log ``entries`` and the effective move numbers."""

    state: State
    version: int
    entries: list[LogEntry] = field(default_factory=list)
    effective: list[int] = field(default_factory=list)


_STATE = select(MoveRecord.state).where(MoveRecord.table_id == bindparam("t"),
                                        MoveRecord.number == bindparam("n"))

_VERSION = text("SELECT coalesce(max(number), 0) FROM move_record WHERE table_id = :t")


def current_version(table: TableRef) -> int:
    """The number of the table's last log record (0 when nothing was entered)."""
    return db.session.scalar(_VERSION, {"t": table.id})


#: The table's row locked until the end of the transaction (PostgreSQL): the writers of one
#: table take their turns.
_LOCK = text("SELECT id FROM game_table WHERE id = :t FOR NO KEY UPDATE")


def version_for_write(table: TableRef) -> int:
    """Inside a write transaction: the table's version (``current_version``), once this
    transaction is the table's only writer.  On PostgreSQL the table's row is locked first: a
    request racing one that is writing waits for its commit (milliseconds), then reads the
    version it wrote and is told at once that the table moved on, without working out its
    move first; on SQLite the transaction holds the database's write lock already (BEGIN
    IMMEDIATE, companion/transactions.py)."""
    if db.session.get_bind().dialect.name == "postgresql":
        db.session.execute(_LOCK, {"t": table.id})
    return current_version(table)


def replay(table: TableRef, upto: int | None = None) -> Replay:
    """The table after its log, with every log line: every record in number order, undo
    records taking back the last effective move.  ``upto``: stop after that record number.

    For the whole log (an export, a results document): the current state is the one stored
    with the last record and the log lines are read without payloads; only a log stored
    without messages or states is replayed through the engine.  Pages use ``current`` and
    ``log_lines``, whose cost does not grow with the log.  Raises ``TableError`` if a stored
    move no longer applies."""
    if upto is None:  # the log lines need no payload: they are read without one
        light = _records(table, with_payload=False)
        if all(r.message is not None for r in light if r.kind == "move"):
            state = _stored_state(table, light)
            if state is not None:
                version = light[-1].number if light else 0
                entries, effective = _entries(light)
                rep = Replay(state=state, version=version, entries=entries,
                             effective=effective)
                REPLAYS.put(cache_key(table, version), Replay(state, version))
                return rep
    records = _records(table, upto)
    version = records[-1].number if records else 0
    rep = _fold(table, records)
    if upto is None:
        REPLAYS.put(cache_key(table, version), Replay(rep.state, version))
    return rep


def current(table: TableRef) -> Replay:
    """The table now without its log lines (``entries`` empty): its state and version, from
    this process's cache or the state stored with the last record (the one read with the
    table: no statement more)."""
    version = table.version
    cached = REPLAYS.get(cache_key(table, version))
    if cached is not None:
        return cached
    rep = Replay(state=current_state(table, version), version=version)
    REPLAYS.put(cache_key(table, version), rep)
    return rep


def _stored_state(table: TableRef, records: list[MoveRecord]) -> State | None:
    """The state after the last of ``records`` as stored with it (the setup when there is
    none), or None when it was not stored."""
    return records[-1].state if records else table.setup


def state_after(table: TableRef, number: int) -> State:
    """The table as it was after record ``number`` (0: the setup), from the state stored with
    that record: the cost does not grow with the log.  Replays only a record stored without
    its state (a table imported before states were stored)."""
    if number == 0:
        return table.setup
    key = cache_key(table, number)
    cached = REPLAYS.get(key)
    if cached is not None:
        return cached.state
    stored = table.state(number)  # read with the table when it is its last record
    if stored is None:
        stored = db.session.scalar(_STATE, {"t": table.id, "n": number})
    if stored is None:
        return replay(table, upto=number).state
    REPLAYS.put(key, Replay(stored, number))  # a record never changes: nor does its state
    return stored


def current_state(table: TableRef, version: int) -> State:
    """The state at ``version`` (the table's last record) without reading the log: from this
    process's cache or the state stored with that record; the cost of a move does not grow
    with the log.  Replays only a log stored without states."""
    cached = REPLAYS.get(cache_key(table, version))
    if cached is not None:
        return cached.state
    return state_after(table, version)


def cache_key(table: TableRef, version: int) -> tuple[str, int, int, int]:
    """States are cached per database (several apps may share one process), table, rules
    version (a log brought to a later reading has other states: every process reads them
    anew, companion/tables/rules.py) and record number."""
    return (str(db.engine.url), table.id, table.rules_version, version)


def _records(table: TableRef, upto: int | None = None,
             with_payload: bool = True) -> list[MoveRecord]:
    query = select(MoveRecord).where(MoveRecord.table_id == table.id)
    if not with_payload:
        query = query.options(defer(MoveRecord.payload))
    if upto is not None:
        query = query.where(MoveRecord.number <= upto)
    return list(db.session.scalars(query.order_by(MoveRecord.number)).all())


def _entries(records: list[MoveRecord]) -> tuple[list[LogEntry], list[int]]:
    """The log lines and the effective move numbers, from the records alone (no engine)."""
    entries: list[LogEntry] = []
    by_number: dict[int, LogEntry] = {}
    stack: list[int] = []
    for rec in records:
        if rec.kind == "undo":  # it takes back the last effective move
            shown = len(stack)
            undoes = stack.pop() if stack else None
            if undoes is not None:
                by_number[undoes].undone = True
            entries.append(LogEntry(rec.number, "undo", rec.seat,
                                    Msg("table.log.undo", move=shown),
                                    rec.by_host, rec.created_at, undoes=undoes, shown=shown))
        else:
            stack.append(rec.number)
            entry = LogEntry(rec.number, "move", rec.seat, _stored_message(rec), rec.by_host,
                             rec.created_at, shown=len(stack))
            by_number[rec.number] = entry
            entries.append(entry)
    return entries, stack


def _stored_message(rec) -> Any:
    """A record's log line: its stored message, else ""."""
    if rec.message is not None:
        try:
            return decode(rec.message)
        except ValueError:
            return ""
    return ""


def _fold(table: TableRef, records: list[MoveRecord]) -> Replay:
    """Replay ``records`` through the game's engine from the setup snapshot; every move's log
    message is worked out again from the state before it."""
    game = get_game(table.game_key)
    state = table.setup
    stack: list[tuple[int, State]] = []  # (record number, state before it)
    texts: dict[int, Any] = {}
    for rec in records:
        if rec.kind == "undo":
            if stack:
                _number, state = stack.pop()
            continue
        try:
            texts[rec.number] = game.describe_move(rec.payload, state)
            new_state = game.apply(state, rec.payload)
        except (IllegalMove, InvalidMove) as exc:  # stored data no longer valid
            raise TableError(Msg("table.replay_failed", number=rec.number,
                                 reason=exc.message)) from exc
        stack.append((rec.number, state))
        state = new_state
    entries, effective = _entries(records)
    for entry in entries:
        if entry.kind == "move":
            entry.message = texts[entry.number]
    version = records[-1].number if records else 0
    return Replay(state=as_stored(state), version=version, entries=entries, effective=effective)
