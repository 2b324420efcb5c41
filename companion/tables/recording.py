"""Recording moves: the table's next log record, checked by the game and stored in one
transaction, with the play history kept in step (companion/plays.py) and the pieces the move
met given to the table's saved set (companion/web/saved_sets.py); the host's undo; and whether
a page drawn at an earlier record may still send its move (companion/tables/stale.py); and a
seat taking back its own last move from its phone (``take_back``).
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from sqlalchemy import LargeBinary, bindparam, select, type_coerce, update
from sqlalchemy.exc import IntegrityError

from companion import plays, snapshots
from companion.engine import IllegalMove, InvalidMove
from companion.extensions import db
from companion.message import Msg, encode
from companion.models import MoveRecord, Table, utcnow
from companion.registry import get_game, plugin
from companion.replay_cache import REPLAYS
from companion.tables import rules
from companion.tables.errors import AlreadyRecorded, Forbidden, Refused, Stale
from companion.tables.log import _LAST_EFFECTIVE_NOW, last_record_kind
from companion.tables.reading import TableRef
from companion.tables.stale import (all_independent, already_message, already_recorded,
                                    moves_standing_at, only_at_once, only_others,
                                    records_after, stale_message)
from companion.tables.states import (Replay, cache_key, current_state, state_after,
                                     version_for_write)
from companion.transactions import write_transaction
from companion.web import saved_sets


def record_move(table: TableRef, seat: int | None, data: dict[str, Any], seen: int,
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
    of the sending device's key, None for none), in a transaction of their own.

    A table recorded under an older reading of its game's rules is first brought forward as
    the game declares (``rules.bring_forward``, its own transaction); when its log does not
    check out, ``RulesRefused`` (a ``Refused``) says why and nothing is stored."""
    game = get_game(table.game_key)
    rules.bring_forward(table)
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
                version = version_for_write(table)
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
            REPLAYS.put(cache_key(table, version + 1), Replay(new_state, version + 1))
            table.moved_on(version + 1, "move", rec.created_at, by_host, seat)
            break
        except IntegrityError as exc:  # another request stored the same number first
            if not retry or attempt == 4:
                raise _out_of_date(table, seat, move, seen, seen + 1) from exc
    # e.g. a card first met in play (nothing for a game without components of its own)
    saved_sets.take_pieces_met(table, new_state, move, plugin(table.game_key), device)
    return rec


def _unaffected(game, table: TableRef, seat: int | None, move: Any, behind: list, seen: int,
                version: int) -> bool:
    """Whether a move of ``seat`` from a page drawn at record ``seen`` may be checked against
    the table at ``version``: every record since (``behind``) is another seat's move
    (``stale.only_others``) and the game finds the move does for its seat just what it did on
    the page (``game.unaffected(move, before, now)``).  False when the game declares no such
    play."""
    if not game.seats_play_at_once or not only_others(behind, seen, version, seat):
        return False
    return game.unaffected(move, state_after(table, seen), current_state(table, version))


def moved_on_since(table: TableRef, seen: int, version: int) -> bool:
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


def made_at_once(table: TableRef, move_type: str, seat: int | None, seen: int,
                 version: int) -> bool:
    """Whether ``move_type`` is a move the seats make at the same time (``game.simultaneous``,
    which decides by the move's type) and the table, at ``version``, is past ``seen`` only by
    such moves of the other seats (``stale.only_at_once``): a form of it drawn at ``seen``
    still offers what it did, so what is wrong in it is said, not that the table moved on."""
    game = get_game(table.game_key)
    if not game.simultaneous({"type": move_type}):
        return False
    return only_at_once(game, records_after(table.id, seen, version), seen, version, seat)


def _out_of_date(table: TableRef, seat: int | None, move: Any, seen: int, version: int,
                 behind: list | None = None) -> Stale:
    """Why a move from a page that showed record ``seen`` is not stored: ``AlreadyRecorded``
    when this very move is stored already (stale.already_recorded), else ``Stale``.
    ``behind``: the records after ``seen`` when already read (stale.records_after)."""
    if behind is None:
        behind = records_after(table.id, seen, version)
    same = already_recorded(table.id, behind, seat, move)
    if same is not None:
        return AlreadyRecorded(already_message(moves_standing_at(table.id, same)))
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


def _touch(table: TableRef) -> None:
    """The table was active now (its join code stays open), inside the caller's write
    transaction: one UPDATE by id."""
    now = utcnow()
    db.session.execute(_TOUCH, {"t": table.id, "now": now})
    table.last_activity = now


#: A table's last activity set by id (a plain UPDATE, without the ORM's bulk-update steps).
_TOUCH = (update(Table.__table__).where(Table.__table__.c.id == bindparam("t"))
          .values(last_activity=bindparam("now")))


def _is_seat(value: Any, table: TableRef) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(table.seats)


def undo_last(table: TableRef, seen: int, undoes: int | None = None) -> MoveRecord:
    """Take back the last effective move (the host's undo) by appending an undo record, whose
    state is the one stored with the record before the undone move: the cost does not grow
    with the log.  ``undoes``: the number of the move the undo's question named (None: not
    said).  Raises ``Stale`` if the table moved on or the last effective move is not
    ``undoes`` (one press never takes back a move its question did not name), ``Refused`` if
    there is nothing to undo (or, as for a move, the table's log cannot be brought to the
    current reading of its game's rules: ``rules.bring_forward``)."""
    rules.bring_forward(table)
    try:
        with write_transaction(changes=table.id):
            version = version_for_write(table)
            if seen != version:
                raise Stale(stale_message())
            undone = db.session.scalar(_LAST_EFFECTIVE_NOW, {"t": table.id})  # in this transaction
            if undone is None:
                raise Refused(_("There is no move to undo."))
            if undoes is not None and undone != undoes:
                raise Stale(_("Move %(n)d is no longer the last move: nothing was taken back. "
                              "Here is the table as it is now.", n=undoes))
            # the state before the undone move is the state after the record before it
            state = state_after(table, undone - 1)
            rec = MoveRecord(table_id=table.id, number=version + 1, kind="undo", seat=None,
                             payload={"undoes": undone}, undoes=undone, state=state,
                             by_host=True, created_at=utcnow())
            db.session.add(rec)
            _touch(table)
            db.session.flush()
            plays.after_change(table, get_game(table.game_key), None, state)
            at = rec.created_at  # read now: the commit expires the record
    except IntegrityError as exc:
        raise Stale(stale_message()) from exc
    REPLAYS.put(cache_key(table, version + 1), Replay(state, version + 1))
    table.moved_on(version + 1, "undo", at, True, None)
    return rec


def take_back(table: TableRef, seat: int, seen: int, by_host: bool = False) -> MoveRecord:
    """Seat ``seat`` takes back its own last move from its phone (``by_host``: the host screen
    acting for the seat), until the next record: an undo record like the host's
    (``undo_last``), with the seat's number, so the log keeps the move, marked undone.

    ``seen``: the version the seat's page showed; only the record ``seen`` itself, a move of
    ``seat``, is taken back.  Raises ``AlreadyRecorded`` (409) when that move was taken back
    already (a second tap), ``Stale`` (409) when another record came since (another move: it
    can no longer be taken back, say so), ``Forbidden`` (403) when the last record is not
    ``seat``'s move, or the game refuses (``game.take_back_refused``: e.g. it drew a card the
    seat had not seen).  Races: like a move, it is stored only as record ``seen + 1``."""
    game = get_game(table.game_key)
    rules.bring_forward(table)
    try:
        with write_transaction(changes=table.id):
            version = version_for_write(table)
            if seen != version:
                raise _taken_over(table, seat, seen, version)
            last = db.session.execute(_RECORD, {"t": table.id, "n": version}).first()
            if last is None or last.kind != "move" or last.seat != seat:
                raise Forbidden(_("The last move is not yours: a phone can take back only its "
                                  "own move, before the next one is recorded."))
            before = state_after(table, version - 1)
            why = game.take_back_refused(seat, before, current_state(table, version),
                                         len(table.seats))
            if why is not None:
                raise Forbidden(why)
            rec = MoveRecord(table_id=table.id, number=version + 1, kind="undo", seat=seat,
                             payload={"undoes": version}, undoes=version, state=before,
                             by_host=by_host, created_at=utcnow())
            db.session.add(rec)
            _touch(table)
            db.session.flush()
            plays.after_change(table, game, None, before)
            at = rec.created_at  # read now: the commit expires the record
    except IntegrityError as exc:  # a move or an undo stored as the same number first
        raise Stale(stale_message()) from exc
    REPLAYS.put(cache_key(table, version + 1), Replay(before, version + 1))
    table.moved_on(version + 1, "undo", at, by_host, seat)
    return rec


#: One record's kind and seat.
_RECORD = (select(MoveRecord.kind, MoveRecord.seat)
           .where(MoveRecord.table_id == bindparam("t"), MoveRecord.number == bindparam("n")))


def _taken_over(table: TableRef, seat: int, seen: int, version: int) -> Stale:
    """Why a take-back from a page that showed record ``seen`` is refused, the table being at
    ``version``: the move was taken back already (``AlreadyRecorded``), another move was
    recorded since, or the page is simply out of date (``Stale``)."""
    behind = records_after(table.id, seen, version)
    if behind and behind[0].kind == "undo" and behind[0].payload == {"undoes": seen} \
            and behind[0].seat == seat:
        return AlreadyRecorded(_("Your move is already taken back: nothing more was done."))
    if any(r.kind == "move" for r in behind):
        return Stale(_("Another move was recorded since: yours can no longer be taken back "
                       "from this phone (the host screen can still undo). Here is the table "
                       "as it is now."))
    return Stale(stale_message())


def take_back_offered(table: TableRef, version: int, seat: int) -> bool:
    """Whether the page of ``seat``, drawn at record ``version``, offers to take back the
    seat's own last move (``take_back`` would store it): record ``version`` is a move of
    ``seat`` and the game lets it be taken back (``take_back_refusal``)."""
    own, refused = take_back_refusal(table, version, seat)
    return own and refused is None


def take_back_refusal(table: TableRef, version: int, seat: int) -> tuple[bool, Msg | None]:
    """(whether record ``version`` is a move of ``seat``, why the game refuses to let the seat
    take it back from its phone: ``game.take_back_refused``'s Msg, None when it may).  No
    statement when the table was read with that record (companion/tables/reading.py) and it
    is no move of this seat; else the states around it are read (cached, or the one stored
    before)."""
    if version == 0:
        return False, None
    if last_record_kind(table, version) is not None:
        kind, by = table.last_kind, table.last_seat
    else:
        found = db.session.execute(_RECORD, {"t": table.id, "n": version}).first()
        kind, by = (found.kind, found.seat) if found is not None else (None, None)
    if kind != "move" or by != seat:
        return False, None
    game = get_game(table.game_key)
    return True, game.take_back_refused(seat, state_after(table, version - 1),
                                        current_state(table, version), len(table.seats))
