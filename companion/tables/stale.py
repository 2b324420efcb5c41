"""A move sent from a page that is out of date: may it still be stored, was it stored already,
and what the sender is told (companion/tables/recording.py ``record_move``).

A page carries the number of the last record it showed (``seen``).  A move from it is stored
only as record ``seen + 1``, except

* when every record after ``seen`` is a move the game declares independent of the others
  (``game.independent``, e.g. a stela's value noted by its owner in Mayan Curse): the move is
  then checked against the table as it is now (``all_independent``);
* when the move is one the seats make at the same time (``game.simultaneous``, e.g. each
  seat's starting wealth in Tzolk'in): it is checked against the table as it is now
  (``tables.record_move``), and a form of it that fails its own checks is told what to fix,
  not that the table moved on, while every record after ``seen`` is such a move of another
  seat (``only_at_once``: they changed nothing the form offers);
* when every record after ``seen`` is a move of another seat and the game finds the move
  does for its seat just what it did on the page (``game.unaffected``, e.g. the two players
  of Ohio Bob, who play at the same time): it is checked against the table as it is now
  (``only_others``, ``tables.record_move``);
* and the sender of a move stored already (a second tap, the same page sent again from
  another tab) is told so, not that the table moved on (``already_recorded``).
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from sqlalchemy import case, func, select

from companion.extensions import db
from companion.models import MoveRecord

#: The most records after a page's own that are looked at: its move checked against the state
#: now (all of them independent) or found among them (already recorded).
INDEPENDENT_BEHIND = 20


def records_after(table_id: int, seen: int, version: int) -> list:
    """The records of table ``table_id`` after ``seen`` up to ``version``, at most
    ``INDEPENDENT_BEHIND`` of them, in number order: rows (number, kind, seat, payload); []
    for a page that is not behind."""
    if not 0 <= seen < version:
        return []
    return db.session.execute(select(MoveRecord.number, MoveRecord.kind, MoveRecord.seat,
                                     MoveRecord.payload).where(
        MoveRecord.table_id == table_id, MoveRecord.number > seen,
        MoveRecord.number <= min(version, seen + INDEPENDENT_BEHIND))
        .order_by(MoveRecord.number)).all()


def all_independent(game, rows: list, seen: int, version: int) -> bool:
    """Whether ``rows`` (``records_after``) are every record after ``seen`` up to ``version``
    and each is a move ``game.independent`` declares independent of the others: then a move
    from a page that showed record ``seen`` is checked against the state now rather than
    refused as stale.  False when the game declares none, or the page is more than
    ``INDEPENDENT_BEHIND`` records behind."""
    return bool(rows) and len(rows) == version - seen and all(
        r.kind == "move" and game.independent(r.payload) for r in rows)


def only_at_once(game, rows: list, seen: int, version: int, seat: int | None) -> bool:
    """Whether ``rows`` (``records_after``) are every record after ``seen`` up to ``version``
    and each is a move of a seat other than ``seat`` that ``game.simultaneous`` declares made
    at the same time as the others (a choice each seat makes in secret): a page drawn at
    ``seen`` for such a move of ``seat`` still offers what it did.  False when the game
    declares none, or the page is more than ``INDEPENDENT_BEHIND`` records behind."""
    return bool(rows) and len(rows) == version - seen and all(
        r.kind == "move" and r.seat is not None and r.seat != seat
        and game.simultaneous(r.payload) for r in rows)


def only_others(rows: list, seen: int, version: int, seat: int | None) -> bool:
    """Whether ``rows`` (``records_after``) are every record after ``seen`` up to ``version``
    and each is a move of a seat other than ``seat`` (no undo, no move of ``seat`` itself, none
    of the table as a whole): what ``game.unaffected`` is asked about.  False for a move of no
    seat, or a page more than ``INDEPENDENT_BEHIND`` records behind."""
    return seat is not None and bool(rows) and len(rows) == version - seen and all(
        r.kind == "move" and r.seat is not None and r.seat != seat for r in rows)


def already_recorded(table_id: int, rows: list, seat: int | None, move: Any) -> int | None:
    """The number of the record among ``rows`` (``records_after``) that is this very move
    (same seat, same normalized move) and is still in effect (not undone), or None."""
    same = next((r.number for r in rows if r.kind == "move" and r.seat == seat
                 and r.payload == move), None)
    if same is None or db.session.scalar(select(MoveRecord.number).where(
            MoveRecord.table_id == table_id, MoveRecord.undoes == same)) is not None:
        return None
    return same


def moves_standing_at(table_id: int, number: int) -> int:
    """How many moves stood just after record ``number``, read in the session (inside the
    write transaction): the number a page says of that move (issue 38: records also count
    undos and moves taken back; ``tables.log.moves_standing`` is the pages' reading)."""
    count = db.session.scalar(select(func.coalesce(func.sum(case(
        (MoveRecord.kind == "move", 1), (MoveRecord.undoes.is_not(None), -1), else_=0)), 0))
        .where(MoveRecord.table_id == table_id, MoveRecord.number <= number))
    return int(count or 0)


def already_message(number: int) -> str:
    """The message for a move sent again once it is stored (``number``: the move's count
    among the moves that stand, ``moves_standing_at``)."""
    return _("This move is already recorded (move %(n)d): it was not stored a second time. "
             "Here is the table as it is now.", n=number)


def stale_message() -> str:
    """The message for a request made from an out-of-date page (no record numbers: they
    count undos too, and a table that went back by an undo did not "move on")."""
    return _("The table changed while this page was open (a move was entered or taken back). "
             "Nothing of yours was stored: here is the table as it is now.")
