"""The move log as pages read it, a page of lines at a time, and what a page says of the last
move (who entered it, whether the seat's own, what an undo would take back): the cost is that
of the lines asked for, not of the log.  Plain SQL (companion/raw_sql.py) on a pooled
connection; ``table``: a ``TableRef`` (companion/tables/reading.py), whose last record read with
it answers without a statement where it can.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy import text

from companion import raw_sql
from companion.engine import Game
from companion.extensions import db
from companion.message import Msg, decode
from companion.models import MoveRecord
from companion.registry import get_game
from companion.tables.reading import Row, TableRef
from companion.tables.states import LogEntry, _stored_message, replay

_MESSAGES = ("SELECT number, message FROM move_record WHERE table_id = {mark} "
             "AND number IN ({numbers})")

def last_record_kind(table: TableRef, version: int) -> str | None:
    """The kind of record ``version`` ("move", "undo") when ``table`` was read with it as its
    last record, else None (not known without a statement)."""
    return table.last_kind if table.version == version else None


#: The table's version: the number of its last record (0 for none).
_VERSION_NOW = "SELECT coalesce(max(number), 0) FROM move_record WHERE table_id = {mark}"


def version_now(table: TableRef) -> int:
    """The number of the table's last record now (0 when nothing was entered), read on a
    pooled connection given back at once (companion/raw_sql.py), outside any transaction:
    what a page drawn after a write was refused reads, so that drawing it never holds a
    connection of the session while the log's reads take another (``current_version`` reads
    through the session, as a write transaction must)."""
    return raw_sql.rows(db.engine, _VERSION_NOW, (table.id,))[0][0]


#: The last move still in effect: the log read from its end, as far back as the moves that
#: were undone go (the partial index on ``undoes`` answers each "was it undone?").
_LAST_EFFECTIVE = (
    "SELECT m.number FROM move_record m WHERE m.table_id = {mark} AND m.kind = 'move' AND NOT "
    "EXISTS (SELECT 1 FROM move_record u WHERE u.table_id = {mark} AND u.undoes = m.number) "
    "ORDER BY m.number DESC LIMIT 1")

_LAST_EFFECTIVE_NOW = text(_LAST_EFFECTIVE.format(mark=":t"))


def last_effective(table: TableRef) -> int | None:
    """The number of the last move still in effect (what an undo would take back), or None;
    the cost does not grow with the log."""
    version = table.version
    if version and last_record_kind(table, version) == "move":
        return version  # nothing after it could have undone it
    found = raw_sql.rows(db.engine, _LAST_EFFECTIVE, (table.id, table.id))
    return found[0][0] if found else None


#: The last move in effect just after record N (no undo up to N took it back), and whether an
#: undo after N took it back since.
_LAST_MOVE_AT = (
    "SELECT m.number, m.seat, m.by_host, EXISTS (SELECT 1 FROM move_record u WHERE "
    "u.table_id = m.table_id AND u.undoes = m.number) FROM move_record m "
    "WHERE m.table_id = {mark} AND m.kind = 'move' AND m.number <= {mark} AND NOT EXISTS "
    "(SELECT 1 FROM move_record u WHERE u.table_id = m.table_id AND u.undoes = m.number "
    "AND u.number <= {mark}) ORDER BY m.number DESC LIMIT 1")


def last_move_at(table: TableRef, number: int) -> LogEntry | None:
    """The last move in effect just after record ``number`` (the last move of the table as a
    past view ``?at=number`` shows it), without its message, marked ``undone`` when an undo
    took it back since (as the log marks it); None when no move was in effect then."""
    found = raw_sql.rows(db.engine, _LAST_MOVE_AT, (table.id, number, number))
    if not found:
        return None
    move, seat, by_host, undone = found[0]
    return LogEntry(move, "move", seat, None, bool(by_host), None, undone=bool(undone))


def entered_by_host(table: TableRef, version: int) -> bool:
    """Whether the last move in effect at record ``version`` was entered on the host screen
    (acting for a seat): that seat's phone says so rather than that it recorded the move.  No
    statement when that move is the last record read with the table (companion/tables/reading.py)."""
    if last_record_kind(table, version) == "move":
        return bool(table.last_by_host)
    last = last_move_at(table, version)
    return bool(last and last.by_host)


#: The most records a seat's page looks back through for its own last move: the moves of the
#: other seats made at the same time after it, and that move (the cost of a page, not the log's).
AT_ONCE_BEHIND = 8

#: The last records of a table, newest first: whose they are and what kind of move.
_LAST_RECORDS = (
    "SELECT number, kind, seat, by_host, payload FROM move_record WHERE table_id = {mark} "
    "AND number BETWEEN {mark} AND {mark} ORDER BY number DESC")


def own_last_move(table: TableRef, version: int, seat: int) -> LogEntry | None:
    """The move of ``seat`` that its page confirms (its message read, and whether the host
    screen entered it), else None: record ``version`` when it is a move entered for ``seat``;
    in a game whose moves are made at the same time, also the seat's last move when every
    record after it is another seat's move made at the same time as it (``at_once``: Ohio
    Bob's two players, Mayan Curse's draws), no undo, no table-wide entry, at most
    ``AT_ONCE_BEHIND`` records back.  Only the message is read when the table was read with
    record ``version`` and it is this seat's move; nothing when it is not and the game plays
    nothing at once (a turn-based game such as Bravest); else one read of the last records."""
    if version == 0:
        return None
    game = get_game(table.game_key)
    at_once = _plays_at_once(game)
    if last_record_kind(table, version) is not None:
        kind, by, by_host = table.last_kind, table.last_seat, table.last_by_host
        if kind == "move" and by == seat:
            return LogEntry(version, "move", seat, move_message(table, version), bool(by_host),
                            None)
        if not at_once or kind != "move" or by is None:
            return None
    number = _own_move_behind(table, game, version, seat, AT_ONCE_BEHIND if at_once else 1)
    if number is None:
        return None
    number, by_host = number
    return LogEntry(number, "move", seat, move_message(table, number), bool(by_host), None)


def _plays_at_once(game: Game) -> bool:
    """Whether ``game`` declares any moves made at the same time: its seats play at once
    (``seats_play_at_once``) or some of its moves are (``moves_at_once``)."""
    return game.seats_play_at_once or game.moves_at_once


def _own_move_behind(table: TableRef, game: Game, version: int, seat: int,
                     behind: int) -> tuple[int, bool] | None:
    """(number, entered by the host screen) of the last move of ``seat`` among the last
    ``behind`` records up to ``version`` when every record after it is another seat's move made
    at the same time as it (``at_once``), else None; one statement."""
    engine = db.engine
    json = raw_sql.processors(engine, [MoveRecord.__table__.c.payload.type])[0]
    after = []
    for number, kind, by, by_host, payload in raw_sql.rows(
            engine, _LAST_RECORDS, (table.id, max(1, version - behind + 1), version)):
        if kind != "move" or by is None:
            return None
        payload = json(payload)
        if by == seat:
            if all(at_once(game, payload, later) for later in after):
                return number, bool(by_host)
            return None
        after.append(payload)
    return None


def at_once(game: Game, move: Any, later: Any) -> bool:
    """Whether the stored move ``later`` of one seat was made at the same time as ``move`` of
    another: the seats of ``game`` play at once (Ohio Bob's two players), or both are moves the
    game declares made at the same time (``game.simultaneous``: Mayan Curse's draws, seed
    「ステップ1:ドロー」)."""
    return game.seats_play_at_once or (game.simultaneous(move) and game.simultaneous(later))


def last_move_of(table: TableRef, version: int, seat: int) -> LogEntry | None:
    """The last move in effect at record ``version`` (undos in between skipped) when it was
    entered for ``seat``, with its message, else None: what a page says of the move that
    left the table waiting (Bravest names the place a placement emptied by the tile taken
    there).  Nothing read but the message when record ``version`` is that move, as
    ``own_last_move``; one more statement when it is an undo."""
    own = own_last_move(table, version, seat)
    if own is not None or version == 0 or last_record_kind(table, version) == "move":
        return own
    last = last_move_at(table, version)
    if last is None or last.seat != seat:
        return None
    last.message = move_message(table, last.number)
    return last


def log_lines(table: TableRef, first: int, last: int) -> list[LogEntry]:
    """The log lines of records ``first``..``last`` (in number order) with their undone marks
    and messages, read without payloads and without the rest of the log: the cost is that of
    the lines asked for."""
    entries = log_marks(table, first, last)
    messages = log_messages(table, [e.number for e in entries if e.kind == "move"])
    for e in entries:
        if e.kind == "move":
            e.message = messages[e.number]
    return entries


#: A page of the log without its messages: each record, and whether a later undo took it back.
_LOG_MARKS = (
    "SELECT m.number, m.kind, m.seat, m.by_host, m.undoes, EXISTS (SELECT 1 FROM move_record u "
    "WHERE u.table_id = m.table_id AND u.undoes = m.number) FROM move_record m "
    "WHERE m.table_id = {mark} AND m.number BETWEEN {mark} AND {mark} ORDER BY m.number")


def log_marks(table: TableRef, first: int, last: int) -> list[LogEntry]:
    """The log lines of records ``first``..``last`` without the messages of their moves
    (``message`` None; an undo's is known) nor their times: numbers, kinds, seats, undone
    marks and the numbers pages say (``LogEntry.shown``: counted from ``moves_standing``
    before ``first``), in two queries."""
    if last < first:
        return []
    entries = []
    standing = moves_standing(table, first - 1)
    for number, kind, seat, by_host, undoes, undone in raw_sql.rows(
            db.engine, _LOG_MARKS, (table.id, first, last)):
        if kind == "undo":
            shown = standing if undoes else 0
            standing -= 1 if undoes else 0
            entries.append(LogEntry(number, "undo", seat, Msg("table.log.undo", move=shown),
                                    bool(by_host), None, undoes=undoes, shown=shown))
        else:
            standing += 1
            entries.append(LogEntry(number, "move", seat, None, bool(by_host), None,
                                    undone=bool(undone), shown=standing))
    return entries


#: The moves standing just after record N: the moves up to N less those an undo up to N took
#: back (each undo up to N took back a move before it).
_STANDING = (
    "SELECT coalesce(sum(CASE WHEN kind = 'move' THEN 1 WHEN undoes IS NOT NULL THEN -1 "
    "ELSE 0 END), 0) FROM move_record WHERE table_id = {mark} AND number <= {mark}")


def moves_standing(table: TableRef, number: int) -> int:
    """How many moves stand just after record ``number`` (0 at the setup): what the table
    did, the moves taken back and the undo records not counted (issue 38: a page says this
    count, never the record number, which only addresses a record)."""
    if number <= 0:
        return 0
    return int(raw_sql.rows(db.engine, _STANDING, (table.id, number))[0][0])


def log_messages(table: TableRef, numbers: list[int]) -> dict[int, Any]:
    """The log messages of the moves ``numbers`` ({number: message}), as stored with them;
    only a log stored before messages were kept is replayed to work them out."""
    if not numbers:
        return {}
    engine = db.engine
    statement = _MESSAGES.format(mark="{mark}", numbers=raw_sql.marks(len(numbers)))
    json = raw_sql.processors(engine, [MoveRecord.__table__.c.message.type])[0]
    rows = [Row({"number": n, "message": json(m)})
            for n, m in raw_sql.rows(engine, statement, (table.id, *numbers))]
    if any(r.message is None for r in rows):
        wanted = set(numbers)
        return {e.number: e.message for e in replay(table).entries if e.number in wanted}
    return {r.number: _stored_message(r) for r in rows}


_HEADS = ("SELECT number, seat, payload FROM move_record WHERE table_id = {mark} "
          "AND kind = 'move' AND number IN ({numbers})")


def move_heads(table: TableRef, numbers: list[int]) -> dict[int, tuple[int | None, str | None]]:
    """Whose move each of the moves ``numbers`` was and what kind: {number: (seat, the
    payload's "type")}, seat None for a table-wide entry, type None for a payload without
    one; one statement."""
    if not numbers:
        return {}
    engine = db.engine
    statement = _HEADS.format(mark="{mark}", numbers=raw_sql.marks(len(numbers)))
    json = raw_sql.processors(engine, [MoveRecord.__table__.c.payload.type])[0]
    out = {}
    for number, seat, payload in raw_sql.rows(engine, statement, (table.id, *numbers)):
        payload = json(payload)
        kind = payload.get("type") if isinstance(payload, dict) else None
        out[number] = (seat, kind if isinstance(kind, str) else None)
    return out


_MESSAGE = "SELECT message FROM move_record WHERE table_id = {mark} AND number = {mark}"


def move_message(table: TableRef, number: int) -> Any:
    """The log line stored with record ``number`` (a ``Msg``, or None: an undo, a record
    without one); one record is read, as plain SQL (companion/raw_sql.py: the mover's page
    reads it after every move)."""
    engine = db.engine
    found = raw_sql.rows(engine, _MESSAGE, (table.id, number))
    json = raw_sql.processors(engine, [MoveRecord.__table__.c.message.type])[0]
    stored = json(found[0][0]) if found and found[0][0] is not None else None
    try:
        return decode(stored) if stored is not None else None
    except ValueError:
        return None
