"""Database models: Table, Seat, MoveRecord.  Nothing here is game-specific.

A table's whole history is its setup snapshot plus its move records, numbered 1..n without gaps
and never updated or deleted: an undo is itself a record (``kind = "undo"``) that takes back the
last effective move.  The one exception is a log brought to a later reading of its game's rules
by the game's checked migration (companion/tables/rules.py): its setup, payloads, states and
lines are rewritten once, in one transaction, with ``Table.rules_version``.
``UNIQUE (table_id, number)`` is what makes two simultaneous submissions store exactly one move.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from sqlalchemy import (JSON, DateTime, Double, ForeignKey, Index, String, UniqueConstraint,
                        bindparam, func, select, text)
from sqlalchemy.orm import Mapped, mapped_column, relationship
from sqlalchemy.orm.attributes import set_committed_value

from companion.extensions import db
from companion.snapshots import PackedJSON


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(timezone.utc)


class Table(db.Model):
    """One game being played: game key, options, seed, setup snapshot, join code, the hash of
    its host token (``host_hash``; the token itself, ``host_token``, is known only to the
    object that made it: companion/tables/codes.py)."""

    __tablename__ = "game_table"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(12), unique=True, index=True)
    game_key: Mapped[str] = mapped_column(String(40))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[str] = mapped_column(String(64))
    setup: Mapped[dict[str, Any]] = mapped_column(JSON, deferred=True)
    #: The SHA-256 (hex) of the host token: the token is never stored.
    host_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_activity: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    #: The saved component set the table was set up with (its copy is in the options); a card
    #: first met in play joins that set too (companion.web.saved_sets.take_pieces_met).
    component_set_id: Mapped[int | None]
    #: The device that created the table (SHA-256 hex of its device key), None when unknown
    #: (created before it was recorded, imported, or from a device without a key): when it is
    #: the saved set's owner, pieces met in play join that set whoever records the move.
    creator_device: Mapped[str | None] = mapped_column(String(64))
    #: The version of the game's rules reading the table was created under
    #: (``Game.rules_version``; 1 for the tables created before versions were recorded), moved
    #: on only when its log is brought to a later reading (companion/tables/rules.py).
    rules_version: Mapped[int] = mapped_column(default=1, server_default="1")

    seats: Mapped[list["Seat"]] = relationship(
        back_populates="table", order_by="Seat.position", cascade="all, delete-orphan")
    moves: Mapped[list["MoveRecord"]] = relationship(
        back_populates="table", order_by="MoveRecord.number", cascade="all, delete-orphan")

    # The table service reads a table as one type, ``companion.tables.TableRef`` (what every
    # page reads).  The row itself, in the hands of whoever just created or imported it (a
    # command, a script, a test), reads the same way: its last record is not known with it,
    # so the service asks the database (``version``) where a ``TableRef`` knows.
    #: The host token itself, on the object that made it (created, imported, or signed the
    #: other host screens out), for the device it is given to; None on a row read back.
    host_token = None
    #: The seats made with it, on that object (their tokens with them: ``Seat.token``).
    given_seats = ()
    last_kind = None
    last_at = None
    last_by_host = False
    last_seat = None

    @property
    def version(self) -> int:
        """The number of the table's last log record (0 for none), read now."""
        return db.session.scalar(_VERSION, {"t": self.id})

    def state(self, version: int) -> None:
        """Nothing is read with the row: the state of record ``version`` is read elsewhere."""
        return None

    def moved_on(self, version: int, kind: str, at: datetime | None = None,
                 by_host: bool = False, seat: int | None = None) -> None:
        """The service wrote record ``version``: nothing kept here to move on."""

    def read_under(self, rules_version: int, setup: dict[str, Any]) -> None:
        """The service brought the table's log to rules ``rules_version`` (the row as it is
        now in the database)."""
        set_committed_value(self, "rules_version", rules_version)
        set_committed_value(self, "setup", setup)


class Seat(db.Model):
    """One player at a table: position (0-based turn order), name, colour, the hash of its
    secret token (``token_hash``; the token itself, ``token``, only on the object that made
    it)."""

    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("table_id", "position"),
                      UniqueConstraint("table_id", "device"))

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"), index=True)
    position: Mapped[int]
    name: Mapped[str] = mapped_column(String(40))
    colour: Mapped[str] = mapped_column(String(20))
    #: The SHA-256 (hex) of the seat's token: the token is never stored.
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    claimed: Mapped[bool] = mapped_column(default=False)
    #: The device that holds the seat (SHA-256 hex of its device key), None when free or
    #: claimed before devices were recorded: one device holds at most one seat of a table.
    device: Mapped[str | None] = mapped_column(String(64))

    table: Mapped[Table] = relationship(back_populates="seats")

    #: The token itself, on the object that made it; None on a row read back.
    token = None


class MoveRecord(db.Model):
    """One entry of a table's append-only log.

    ``kind`` is "move" (``payload`` = the parsed move, ``seat`` = who it is for, None for a
    table-wide entry) or "undo" (``payload`` = {"undoes": number}, and ``undoes`` = that
    number); ``message`` is its log line as a stored message (companion.message), said in the
    reader's language.  ``by_host`` says whether the host screen entered it.
    """

    __tablename__ = "move_record"
    __table_args__ = (UniqueConstraint("table_id", "number"),
                      # which moves of a table are undone, read a page of the log at a time
                      Index("ix_move_record_undone", "table_id", "undoes",
                            sqlite_where=text("undoes IS NOT NULL"),
                            postgresql_where=text("undoes IS NOT NULL")))

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"), index=True)
    number: Mapped[int]
    kind: Mapped[str] = mapped_column(String(10), default="move")
    seat: Mapped[int | None]
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: The log line as a message in its stored form (``Msg.to_json()``, or a list of them; a
    #: plain string for the records stored before messages, whose English line it is),
    #: written when the move was stored (None: worked out on replay).
    message: Mapped[Any | None] = mapped_column(JSON)
    #: The table's state after this record (a snapshot, so that no request replays the whole
    #: log), stored compressed (companion/snapshots.py); None when unknown (then the log is
    #: replayed).
    state: Mapped[dict[str, Any] | None] = mapped_column(PackedJSON, deferred=True)
    by_host: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    #: For an undo record, the number of the move it took back (None for a move).
    undoes: Mapped[int | None]

    table: Mapped[Table] = relationship(back_populates="moves")

    def __init__(self, **fields: Any):
        super().__init__(**fields)
        if self.kind == "undo" and self.undoes is None and isinstance(self.payload, dict):
            undone = self.payload.get("undoes")
            if isinstance(undone, int) and not isinstance(undone, bool):
                self.undoes = undone


#: The owner of the component sets saved before sets had owners: no device's (a device's
#: owner is 64 hex digits), offered to every device and changed by none.
SHARED = "shared"


class ComponentSet(db.Model):
    """A table's own copy of a game's components (tiles, cards, boards), entered once and
    chosen at table creation.  ``data`` is the game's component document (validated by the
    game's ``validate_components``); a table stores a copy of it in its options, so changing
    or deleting a set never changes a table already set up.

    ``owner``: the SHA-256 (hex) of the device key of the device that saved it
    (companion/web/device.py): only that device changes or deletes it and sees it offered at
    table creation; ``SHARED`` for the sets saved before sets had owners (offered to every
    device, changed by none: docs/component-sets.md).
    ``share_hash``: the SHA-256 (hex) of the secret of its share link (another device saves a
    copy through it; companion/web/share_links.py): the secret itself is not stored.
    ``is_sample``, ``size`` (characters of JSON) and ``summary`` are kept beside ``data`` so
    that lists and forms never load the documents themselves."""

    __tablename__ = "component_set"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_key: Mapped[str] = mapped_column(String(40), index=True)
    name: Mapped[str] = mapped_column(String(80))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, deferred=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=utcnow)
    owner: Mapped[str] = mapped_column(String(64), index=True)
    share_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    #: The network it was saved from (companion/web/quotas.py ``network_key``: a keyed hash,
    #: never the address itself), for the quota of sets per address; None before quotas.
    network: Mapped[str | None] = mapped_column(String(64), index=True)
    is_sample: Mapped[bool] = mapped_column(default=False)
    size: Mapped[int] = mapped_column(default=0)
    #: What forms and lists need of the document without loading it (the game's
    #: ``component_summary(doc)``, e.g. the faces of a boulder cube), or None.
    summary: Mapped[dict[str, Any] | None] = mapped_column(JSON)


class LimitCounter(db.Model):
    """One fixed-window count of a request limit (companion/limit_store.py: the store of every
    limit by default, shared by every server process through the database): ``hits`` in the
    window that ends at ``expires_at`` (seconds since the epoch)."""

    __tablename__ = "limit_counter"

    key: Mapped[str] = mapped_column(String(250), primary_key=True)
    hits: Mapped[int] = mapped_column(default=0)
    expires_at: Mapped[float] = mapped_column(Double, index=True)


class HostLink(db.Model):
    """A one-time link that makes another device a table's host screen.  Only the SHA-256
    (hex) of its secret is kept; it works once (``used_at``) and until ``expires_at``."""

    __tablename__ = "host_link"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id", ondelete="CASCADE"),
                                          index=True)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


#: A table's last record number (``Table.version``).
_VERSION = (select(func.coalesce(func.max(MoveRecord.number), 0))
            .where(MoveRecord.table_id == bindparam("t")))
