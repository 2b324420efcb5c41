"""The table service: create a table, join a seat, record a move, undo, replay.

Everything that changes a table goes through here, in one database transaction each.  The
web views only decide *who* is acting (host or which seat) and render what comes back.

Errors are ``TableError`` subclasses carrying an HTTP status and a message for the player:
``NotFound`` 404, ``Gone`` 410 (expired join code), ``Forbidden`` 403, ``Stale`` 409 (the
table moved on since the page was drawn), ``Refused`` 422 (the game refused the move).
"""
from __future__ import annotations

import hashlib
import random
import secrets
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from flask import current_app
from flask_babel import gettext as _
from sqlalchemy import LargeBinary, bindparam, select, text, type_coerce, update
from sqlalchemy.orm import defer, joinedload
from sqlalchemy.exc import IntegrityError

from companion import inputs, plays, raw_sql, snapshots, table_ref
from companion.engine import IllegalMove, InvalidMove, InvalidOptions, State
from companion.extensions import db
from companion.registry import get_game, plugin
from companion.message import Msg, decode, encode
from companion.models import HostLink, MoveRecord, Seat, Table, utcnow
from companion.replay_cache import REPLAYS
from companion.snapshots import as_stored
from companion.stale import (all_independent, already_message, already_recorded, only_at_once,
                             only_others, records_after, stale_message)
from companion.table_ref import Row as _Row, TableRef
from companion.transactions import write_transaction
from companion.web import saved_sets

JOIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to type from a screen
JOIN_CODE_LENGTH = 6


class TableError(Exception):
    """A request the table service refuses; ``status`` is the HTTP status to answer with.

    ``message`` is text already in the page language or a ``Msg`` from a game's engine (the
    page says it with ``companion.i18n.render``)."""

    status = 400

    def __init__(self, message: str | Msg, rule: str = ""):
        super().__init__(message)
        self.message = message
        self.rule = rule


class NotFound(TableError):
    """No such table (wrong join code) or no such seat."""

    status = 404


class Gone(TableError):
    """The join code has expired."""

    status = 410


class Forbidden(TableError):
    """The requester may not do this (not the host, not this seat, seat taken)."""

    status = 403


class Stale(TableError):
    """The table moved on since the requester last saw it (another move got in first)."""

    status = 409


class AlreadyRecorded(Stale):
    """The very move sent is already stored (a second tap, the same page sent again)."""


class Refused(TableError):
    """The game refused the move: a bad shape (InvalidMove) or against the rules (IllegalMove)."""

    status = 422


# --- creating and finding tables ----------------------------------------------------------------

def new_code(length: int = JOIN_CODE_LENGTH) -> str:
    """A random join code of ``length`` characters from ``JOIN_ALPHABET``, holding at least
    one digit and one letter: read on a page in any language, it is a code, never a word."""
    while True:
        code = "".join(secrets.choice(JOIN_ALPHABET) for _ in range(length))
        if any(ch.isdigit() for ch in code) and any(ch.isalpha() for ch in code):
            return code


def normalize_code(code: str) -> str:
    """A typed join code as stored: full-width characters made plain (NFKC), upper case,
    spaces and dashes removed; a pasted join address gives its last part ("…/j/ABC234")."""
    text = unicodedata.normalize("NFKC", code or "").strip().rstrip("/")
    if "/" in text:
        text = text.rsplit("/", 1)[-1]
    return "".join(ch for ch in text.upper() if ch.isascii() and ch.isalnum())


def create_table(game_key: str, players: list[dict[str, str]], seed: str | None = None,
                 options: dict[str, Any] | None = None,
                 component_set: int | None = None, creator: str | None = None) -> Table:
    """Set up a new table and store it with its setup snapshot.

    ``players``: [{"name", "colour"}] in seat order.  ``seed``: any string; a random one is
    drawn when empty (and stored, so the setup can be reproduced).  Raises ``NotFound`` for an
    unknown game, ``Refused`` for options the game cannot set up with.  ``component_set``: the
    id of the saved component set chosen (its document is already in ``options``).
    ``creator``: the device creating it (SHA-256 hex of its device key, None for none): when
    it saved that set, pieces met in play join the set (``saved_sets.takes_pieces_met``)."""
    game = get_game(game_key)
    if game is None or not game.playable:
        raise NotFound(_("There is no playable game called %(key)s.", key=game_key))
    seed = (seed or "").strip() or str(secrets.randbelow(10**9))
    all_options = dict(options or {})
    all_options["players"] = [{"name": p["name"], "colour": p["colour"]} for p in players]
    try:
        state0 = game.setup(all_options, seeded_rng(game_key, seed))
    except InvalidOptions as exc:
        raise Refused(exc.message) from exc
    with write_transaction():
        for _attempt in range(20):
            code = new_code()
            if db.session.scalar(select(Table.id).where(Table.code == code)) is None:
                break
        table = Table(code=code, game_key=game_key, options=all_options, seed=seed,
                      setup=state0, component_set_id=component_set, creator_device=creator,
                      host_token=secrets.token_urlsafe(24))
        for position, player in enumerate(players):
            table.seats.append(Seat(position=position, name=player["name"],
                                    colour=player["colour"], token=secrets.token_urlsafe(24)))
        db.session.add(table)
    return table


def seeded_rng(game_key: str, seed: str) -> random.Random:
    """The random source for a setup: the same game key and seed always give the same rng."""
    return random.Random(f"{game_key}:{seed}")


#: The statements every request runs, built once (SQLAlchemy then reuses their compiled form).
_FIND = select(Table).options(joinedload(Table.seats)).where(Table.code == bindparam("code"))
_STATE = select(MoveRecord.state).where(MoveRecord.table_id == bindparam("t"),
                                        MoveRecord.number == bindparam("n"))
_MESSAGES = ("SELECT number, message FROM move_record WHERE table_id = {mark} "
             "AND number IN ({numbers})")


def find_table(code: str) -> Table:
    """The table with this join code (case and spacing forgiven), its seats read with it (one
    query: every request about a table asks who is sitting); raises ``NotFound``."""
    table = db.session.execute(_FIND, {"code": normalize_code(code)[:12]}) \
        .unique().scalar_one_or_none()
    if table is None:
        raise NotFound(_("No table has that join code. Check the code on the host screen."))
    return table


def read_table(code: str) -> TableRef | None:
    """The table with this join code (case and spacing forgiven) as a page reads it
    (``TableRef``: the table, its seats and its last record in one statement on a pooled
    connection, no ORM object; companion/table_ref.py), or None."""
    return table_ref.read(normalize_code(code)[:12])


def check_join_open(table: Table) -> None:
    """Raise ``Gone`` when the table's join code has expired (no activity for
    ``JOIN_CODE_TTL_HOURS``)."""
    ttl = timedelta(hours=current_app.config["JOIN_CODE_TTL_HOURS"])
    last = table.last_activity
    if last.tzinfo is None:
        last = last.replace(tzinfo=timezone.utc)
    if utcnow() - last > ttl:
        raise Gone(_("This join code has expired: the table has been idle too long. "
                     "Ask the host to start a new table."))


def claim_seat(table: Table, position: int, device: str | None = None) -> Seat:
    """Give the free seat at ``position`` to the requester's ``device`` (the SHA-256 of its
    device key, companion/web/device.py); returns it (its token goes in the requester's
    session).  One device holds at most one seat of a table, even when it sends several claims
    at once (UNIQUE (table, device)).  Raises ``NotFound`` (no such seat), ``Forbidden``
    (already taken, or this device holds another seat)."""
    check_join_open(table)
    seat = next((s for s in table.seats if s.position == position), None)
    if seat is None:
        raise NotFound(_("That seat does not exist at this table."))
    try:
        with write_transaction(changes=table.id):
            taken = db.session.execute(
                update(Seat).where(Seat.id == seat.id, Seat.claimed.is_(False))
                .values(claimed=True, device=device)).rowcount
    except IntegrityError:  # this device got another seat of this table first
        raise Forbidden(_("This phone already holds a seat at this table.")) from None
    if not taken:
        raise Forbidden(_("%(name)s's seat is already taken by another phone. "
                          "If that was you, ask the host to free the seat.", name=seat.name))
    db.session.refresh(seat)
    return seat


def release_seat(table: Table, position: int) -> None:
    """Free a seat so that another phone can take it (the host's remedy for a lost phone).
    The seat gets a new token, so the old phone can no longer act for it."""
    seat = next((s for s in table.seats if s.position == position), None)
    if seat is None:
        raise NotFound(_("That seat does not exist at this table."))
    with write_transaction(changes=table.id):
        seat.claimed = False
        seat.device = None
        seat.token = secrets.token_urlsafe(24)
        table.last_activity = utcnow()  # a freed seat can be taken, however long the pause


# --- the host screen: one-time links to another device, and signing the others out ------------

HOST_LINK_MINUTES = 15


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def new_host_link(table: Table, minutes: int = HOST_LINK_MINUTES) -> str:
    """A secret for a one-time link that makes another device this table's host screen
    (valid ``minutes``, once); only its hash is stored."""
    secret = secrets.token_urlsafe(24)
    with write_transaction():
        db.session.add(HostLink(table_id=table.id, secret_hash=_hash(secret),
                                expires_at=utcnow() + timedelta(minutes=minutes)))
    return secret


def host_link_usable(table: Table, secret: str | None) -> bool:
    """Whether ``secret`` is a one-time host link of ``table`` not used nor expired yet."""
    secret = inputs.token(secret)
    if not secret:
        return False
    link = db.session.scalar(select(HostLink).where(HostLink.table_id == table.id,
                                                    HostLink.secret_hash == _hash(secret)))
    return link is not None and link.used_at is None and _aware(link.expires_at) > utcnow()


def use_host_link(table: Table, secret: str | None) -> bool:
    """Spend a one-time host link: True once (then the device becomes the host), False for a
    link that is unknown, used or expired."""
    secret = inputs.token(secret)
    if not secret:
        return False
    with write_transaction():
        used = db.session.execute(update(HostLink).where(
            HostLink.table_id == table.id, HostLink.secret_hash == _hash(secret),
            HostLink.used_at.is_(None), HostLink.expires_at > utcnow()
        ).values(used_at=utcnow())).rowcount
    return bool(used)


def rotate_host_token(table: Table) -> str:
    """A new host token: every other device that was the host screen no longer is, and the
    table's unused host links are spent.  Returns the new token (for the device asking)."""
    with write_transaction():
        table.host_token = secrets.token_urlsafe(24)
        db.session.execute(update(HostLink).where(HostLink.table_id == table.id,
                                                  HostLink.used_at.is_(None))
                           .values(used_at=utcnow()))
    return table.host_token


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def seat_for_token(table: Table, token: str | None) -> Seat | None:
    """The seat of this table whose secret token is ``token`` (constant-time compare), or None
    (also for a cookie that is no token at all)."""
    token = inputs.token(token)
    if not token:
        return None
    for seat in table.seats:
        if secrets.compare_digest(seat.token, token):
            return seat
    return None


def is_host(table: Table, token: str | None) -> bool:
    """Whether ``token`` is this table's host token (constant-time compare)."""
    token = inputs.token(token)
    return bool(token) and secrets.compare_digest(table.host_token, token)


# --- replay -------------------------------------------------------------------------------------

@dataclass
class LogEntry:
    """One line of the readable move log: ``message`` is a ``Msg`` (or a list of them; the
    English text of a record stored before messages), said by the page in its language."""

    number: int
    kind: str  # "move" | "undo"
    seat: int | None
    message: Any
    by_host: bool
    created_at: datetime | None  # None in a page of the log (``log_lines``: no page shows it)
    undone: bool = False
    undoes: int | None = None


@dataclass
class Replay:
    """A table replayed: ``state`` after the effective moves, ``version`` = the last record
    number (0 for none), the log ``entries`` and the effective move numbers."""

    state: State
    version: int
    entries: list[LogEntry] = field(default_factory=list)
    effective: list[int] = field(default_factory=list)




_VERSION = text("SELECT coalesce(max(number), 0) FROM move_record WHERE table_id = :t")


def current_version(table: Table) -> int:
    """The number of the table's last log record (0 when nothing was entered)."""
    return db.session.scalar(_VERSION, {"t": table.id})


def replay(table: Table, upto: int | None = None) -> Replay:
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


def current(table: Table) -> Replay:
    """The table now without its log lines (``entries`` empty): its state and version, from
    this process's cache or the state stored with the last record (for a ``TableRef``, the
    one read with it: no statement more)."""
    version = getattr(table, "version", None)
    if version is None:
        version = current_version(table)
    cached = REPLAYS.get(cache_key(table, version))
    if cached is not None:
        return cached
    rep = Replay(state=current_state(table, version), version=version)
    REPLAYS.put(cache_key(table, version), rep)
    return rep


def last_record_kind(table: Table, version: int) -> str | None:
    """The kind of record ``version`` ("move", "undo") when ``table`` was read with it as its
    last record (a ``TableRef``), else None (not known without a statement)."""
    if getattr(table, "version", None) == version:
        return getattr(table, "last_kind", None)
    return None


#: The last move still in effect: the log read from its end, as far back as the moves that
#: were undone go (the partial index on ``undoes`` answers each "was it undone?").
_LAST_EFFECTIVE = (
    "SELECT m.number FROM move_record m WHERE m.table_id = {mark} AND m.kind = 'move' AND NOT "
    "EXISTS (SELECT 1 FROM move_record u WHERE u.table_id = {mark} AND u.undoes = m.number) "
    "ORDER BY m.number DESC LIMIT 1")
_LAST_EFFECTIVE_NOW = text(_LAST_EFFECTIVE.format(mark=":t"))


def last_effective(table: Table) -> int | None:
    """The number of the last move still in effect (what an undo would take back), or None;
    the cost does not grow with the log."""
    version = getattr(table, "version", None)
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


def last_move_at(table: Table, number: int) -> LogEntry | None:
    """The last move in effect just after record ``number`` (the last move of the table as a
    past view ``?at=number`` shows it), without its message, marked ``undone`` when an undo
    took it back since (as the log marks it); None when no move was in effect then."""
    found = raw_sql.rows(db.engine, _LAST_MOVE_AT, (table.id, number, number))
    if not found:
        return None
    move, seat, by_host, undone = found[0]
    return LogEntry(move, "move", seat, None, bool(by_host), None, undone=bool(undone))


def entered_by_host(table: Table, version: int) -> bool:
    """Whether the last move in effect at record ``version`` was entered on the host screen
    (acting for a seat): that seat's phone says so rather than that it recorded the move.  No
    statement when that move is the last record read with the table (companion/table_ref.py)."""
    if last_record_kind(table, version) == "move":
        return bool(getattr(table, "last_by_host", False))
    last = last_move_at(table, version)
    return bool(last and last.by_host)


def own_last_move(table: Table, version: int, seat: int) -> LogEntry | None:
    """Record ``version`` when it is a move entered for ``seat`` (its message read, and
    whether the host screen entered it), else None: what that seat's page confirms.  Only the
    message is read when the table was read with that record (companion/table_ref.py), and
    nothing when that record is not this seat's move."""
    if version == 0:
        return None
    if last_record_kind(table, version) is not None:
        kind, by, by_host = table.last_kind, table.last_seat, table.last_by_host
    else:
        found = db.session.execute(select(MoveRecord.kind, MoveRecord.seat, MoveRecord.by_host)
                                   .where(MoveRecord.table_id == table.id,
                                          MoveRecord.number == version)).first()
        if found is None:
            return None
        kind, by, by_host = found
    if kind != "move" or by != seat:
        return None
    return LogEntry(version, "move", seat, move_message(table, version), bool(by_host), None)


def log_lines(table: Table, first: int, last: int) -> list[LogEntry]:
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


def log_marks(table: Table, first: int, last: int) -> list[LogEntry]:
    """The log lines of records ``first``..``last`` without the messages of their moves
    (``message`` None; an undo's is known) nor their times: numbers, kinds, seats and undone
    marks, in one query."""
    if last < first:
        return []
    entries = []
    for number, kind, seat, by_host, undoes, undone in raw_sql.rows(
            db.engine, _LOG_MARKS, (table.id, first, last)):
        if kind == "undo":
            entries.append(LogEntry(number, "undo", seat, Msg("table.log.undo", move=undoes or 0),
                                    bool(by_host), None, undoes=undoes))
        else:
            entries.append(LogEntry(number, "move", seat, None, bool(by_host), None,
                                    undone=bool(undone)))
    return entries


def log_messages(table: Table, numbers: list[int]) -> dict[int, Any]:
    """The log messages of the moves ``numbers`` ({number: message}), as stored with them;
    only a log stored before messages were kept is replayed to work them out."""
    if not numbers:
        return {}
    engine = db.engine
    statement = _MESSAGES.format(mark="{mark}", numbers=raw_sql.marks(len(numbers)))
    json = raw_sql.processors(engine, [MoveRecord.__table__.c.message.type])[0]
    rows = [_Row({"number": n, "message": json(m)})
            for n, m in raw_sql.rows(engine, statement, (table.id, *numbers))]
    if any(r.message is None for r in rows):
        wanted = set(numbers)
        return {e.number: e.message for e in replay(table).entries if e.number in wanted}
    return {r.number: _stored_message(r) for r in rows}


def _stored_state(table: Table, records: list[MoveRecord]) -> State | None:
    """The state after the last of ``records`` as stored with it (the setup when there is
    none), or None when it was not stored."""
    return records[-1].state if records else table.setup


def state_after(table: Table, number: int) -> State:
    """The table as it was after record ``number`` (0: the setup), from the state stored with
    that record: the cost does not grow with the log.  Replays only a record stored without
    its state (a table imported before states were stored)."""
    if number == 0:
        return table.setup
    key = cache_key(table, number)
    cached = REPLAYS.get(key)
    if cached is not None:
        return cached.state
    stored = table.state(number) if isinstance(table, TableRef) else None  # read with it
    if stored is None:
        stored = db.session.scalar(_STATE, {"t": table.id, "n": number})
    if stored is None:
        return replay(table, upto=number).state
    REPLAYS.put(key, Replay(stored, number))  # a record never changes: nor does its state
    return stored


_MESSAGE = "SELECT message FROM move_record WHERE table_id = {mark} AND number = {mark}"


def move_message(table: Table, number: int) -> Any:
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


def current_state(table: Table, version: int) -> State:
    """The state at ``version`` (the table's last record) without reading the log: from this
    process's cache or the state stored with that record; the cost of a move does not grow
    with the log.  Replays only a log stored without states."""
    cached = REPLAYS.get(cache_key(table, version))
    if cached is not None:
        return cached.state
    return state_after(table, version)


def cache_key(table: Table, version: int) -> tuple[str, int, int]:
    """States are cached per database (several apps may share one process), table, version."""
    return (str(db.engine.url), table.id, version)


def _records(table: Table, upto: int | None = None,
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
            undoes = stack.pop() if stack else None
            if undoes is not None:
                by_number[undoes].undone = True
            entries.append(LogEntry(rec.number, "undo", rec.seat,
                                    Msg("table.log.undo", move=undoes or 0),
                                    rec.by_host, rec.created_at, undoes=undoes))
        else:
            entry = LogEntry(rec.number, "move", rec.seat, _stored_message(rec), rec.by_host,
                             rec.created_at)
            by_number[rec.number] = entry
            stack.append(rec.number)
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


def _fold(table: Table, records: list[MoveRecord]) -> Replay:
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


# --- recording moves ----------------------------------------------------------------------------

def record_move(table: Table, seat: int | None, data: dict[str, Any], seen: int,
                by_host: bool = False, device: str | None = None) -> MoveRecord:
    """Check and store one move as the table's next record, in one transaction.

    ``seat``: the seat the move is for (already authorized by the caller), None for a
    table-wide entry.  ``data``: the move payload.  ``seen``: the version the requester's page
    showed.  A move is stored only as record ``seen + 1``, so two submissions made from the same
    version cannot both be stored (UNIQUE (table, number)) — except moves the game declares
    simultaneous (``game.simultaneous(move)``: e.g. every seat choosing its starting wealth at
    once), which are checked again against the current state and stored if still legal, and
    moves from a page older only by records the game declares independent
    (``game.independent``) or by other seats' moves that change nothing the move does
    (``game.unaffected``: seats playing at the same time, each on their own).
    Raises ``Stale`` if the table moved on, ``Refused`` with the game's message if the move is
    malformed or illegal.  Nothing is stored unless the move was accepted.

    Once the move is stored, the pieces the game says it met join the table's saved component
    set when that set takes them (``saved_sets.take_pieces_met``; ``device``: the SHA-256 hex
    of the sending device's key, None for none), in a transaction of their own."""
    game = get_game(table.game_key)
    try:
        move = game.parse_move(seat, data)
    except InvalidMove as exc:
        raise Refused(exc.message) from exc
    if seat is None and isinstance(move, dict) and _is_seat(move.get("seat"), table):
        seat = move["seat"]  # the game gave a table-wide entry its seat: the record says so
    simultaneous = game.simultaneous(move)
    # another seat's move stored first may leave this one as it was: asked again
    retry = simultaneous or game.seats_play_at_once
    for attempt in range(5):
        try:
            with write_transaction(changes=table.id):
                version = current_version(table)
                if seen != version and not simultaneous:
                    behind = records_after(table.id, seen, version)
                    if not (all_independent(game, behind, seen, version)
                            or _unaffected(game, table, seat, move, behind, seen, version)):
                        raise _out_of_date(table, seat, move, seen, version, behind)
                state = current_state(table, version)
                try:
                    # the state as any worker reads it back, and as it is stored
                    new_state, packed = snapshots.stored_and_packed(game.apply(state, move))
                    message = encode(game.describe_move(move, state))
                except (InvalidMove, IllegalMove) as exc:
                    raise Refused(exc.message, getattr(exc, "rule", "")) from exc
                rec = MoveRecord(table_id=table.id, number=version + 1, kind="move", seat=seat,
                                 payload=move, message=message, state=new_state,
                                 by_host=by_host, created_at=utcnow())
                _touch(table)
                _insert(rec, packed)
                plays.after_change(table, game, state, new_state)  # the play history
                key = cache_key(table, version + 1)  # before the commit expires the table
            REPLAYS.put(key, Replay(new_state, version + 1))
            if isinstance(table, TableRef):
                table.moved_on(version + 1, "move", rec.created_at, by_host, seat)
            found = plugin(table.game_key)
            if found.rules.has_components:  # e.g. a card first met in play
                saved_sets.take_pieces_met(table, new_state, move, found, device)
            return rec
        except IntegrityError as exc:  # another request stored the same number first
            if not retry or attempt == 4:
                raise _out_of_date(table, seat, move, seen, seen + 1) from exc
    raise AssertionError("unreachable")


def _unaffected(game, table: Table, seat: int | None, move: Any, behind: list, seen: int,
                version: int) -> bool:
    """Whether a move of ``seat`` from a page drawn at record ``seen`` may be checked against
    the table at ``version``: every record since (``behind``) is another seat's move
    (``stale.only_others``) and the game finds the move does for its seat just what it did on
    the page (``game.unaffected(move, before, now)``).  False when the game declares no such
    play."""
    if not game.seats_play_at_once or not only_others(behind, seen, version, seat):
        return False
    return game.unaffected(move, state_after(table, seen), current_state(table, version))


def moved_on_since(table: Table, seen: int, version: int) -> bool:
    """Whether the table at ``version`` is past ``seen`` by more than moves the game declares
    independent of the others (``stale.all_independent``, e.g. a stela's value noted by its
    owner): what a page drawn at record ``seen`` offered may no longer hold.  False when
    ``seen`` is ``version``; True for a ``seen`` ahead of it (no page made it: an undo is a
    record too, the log never shrinks) or more than ``stale.INDEPENDENT_BEHIND`` behind."""
    if seen == version:
        return False
    if seen > version:
        return True
    game = get_game(table.game_key)
    return not all_independent(game, records_after(table.id, seen, version), seen, version)


def made_at_once(table: Table, move_type: str, seat: int | None, seen: int,
                 version: int) -> bool:
    """Whether ``move_type`` is a move the seats make at the same time (``game.simultaneous``,
    which decides by the move's type) and the table, at ``version``, is past ``seen`` only by
    such moves of the other seats (``stale.only_at_once``): a form of it drawn at ``seen``
    still offers what it did, so what is wrong in it is said, not that the table moved on."""
    game = get_game(table.game_key)
    if not game.simultaneous({"type": move_type}):
        return False
    return only_at_once(game, records_after(table.id, seen, version), seen, version, seat)


def _out_of_date(table: Table, seat: int | None, move: Any, seen: int, version: int,
                 behind: list | None = None) -> Stale:
    """Why a move from a page that showed record ``seen`` is not stored: ``AlreadyRecorded``
    when this very move is stored already (stale.already_recorded), else ``Stale``.
    ``behind``: the records after ``seen`` when already read (stale.records_after)."""
    if behind is None:
        behind = records_after(table.id, seen, version)
    same = already_recorded(table.id, behind, seat, move)
    if same is not None:
        return AlreadyRecorded(already_message(same))
    return Stale(stale_message())


def _insert(rec: MoveRecord, packed: bytes) -> None:
    """Store ``rec`` (a log record not added to the session: it stays as built, its ``id``
    unset) with its state already packed (``snapshots.stored_and_packed``): one plain INSERT,
    without the ORM's flush."""
    columns = MoveRecord.__table__.c
    values = {c.key: getattr(rec, c.key) for c in columns if c.key not in ("id", "state")}
    db.session.execute(_INSERT, dict(values, state=packed))


#: A log record's INSERT whose state comes packed (bytes, not the column's dict).
_INSERT = MoveRecord.__table__.insert().values(
    state=type_coerce(bindparam("state"), LargeBinary))


def _touch(table: Table | TableRef) -> None:
    """The table was active now (its join code stays open), inside the caller's write
    transaction: on the ORM object, or by one UPDATE for a table read as a ``TableRef``."""
    now = utcnow()
    if isinstance(table, TableRef):
        db.session.execute(_TOUCH, {"t": table.id, "now": now})
    table.last_activity = now


#: A table's last activity set by id (a plain UPDATE, without the ORM's bulk-update steps).
_TOUCH = (update(Table.__table__).where(Table.__table__.c.id == bindparam("t"))
          .values(last_activity=bindparam("now")))


def _is_seat(value: Any, table: Table) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(table.seats)


def undo_last(table: Table, seen: int) -> MoveRecord:
    """Take back the last effective move (the host's undo) by appending an undo record, whose
    state is the one stored with the record before the undone move: the cost does not grow
    with the log.  Raises ``Stale`` if the table moved on, ``Refused`` if there is nothing to
    undo."""
    try:
        with write_transaction(changes=table.id):
            version = current_version(table)
            if seen != version:
                raise Stale(stale_message())
            undone = db.session.scalar(_LAST_EFFECTIVE_NOW, {"t": table.id})  # in this transaction
            if undone is None:
                raise Refused(_("There is no move to undo."))
            # the state before the undone move is the state after the record before it
            state = state_after(table, undone - 1)
            rec = MoveRecord(table_id=table.id, number=version + 1, kind="undo", seat=None,
                             payload={"undoes": undone}, undoes=undone, state=state,
                             by_host=True)
            db.session.add(rec)
            table.last_activity = utcnow()
            db.session.flush()
            plays.after_change(table, get_game(table.game_key), None, state)
            key = cache_key(table, version + 1)  # before the commit expires the table
    except IntegrityError as exc:
        raise Stale(stale_message()) from exc
    REPLAYS.put(key, Replay(state, version + 1))
    return rec
