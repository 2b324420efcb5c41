"""A table as the platform reads it (the read model): one statement on a pooled connection, no
ORM object.  ``TableRef`` is the one table type every function of the table service takes and
every page reads (``tables.find_table``, ``tables.read_table``, what ``tables.create_table``
and ``records.import_table`` give back).

Every request about a table starts by reading it.  ``read`` gets, in one statement (companion/raw_sql.py), the table, its
seats in seat order, and what the page needs of the table's last log record: its number (the
table's version), its kind (a move or an undo), its time (when the current turn started),
whether the host screen entered it and the state stored with it, still packed.  A process
that has not seen this version yet then draws the page without another statement: the state
is unpacked from what was read (``state``), an undo notice is looked for only when the last
record is an undo, and the last move in effect is the last record when that is a move
(companion/tables/log.py, companion/web/moves.py, companion/web/turn_timer.py).
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select

from companion import raw_sql
from companion.engine import State
from companion.extensions import db
from companion.models import MoveRecord, Seat, Table


class SeatRef:
    """A seat as read for a page (see ``TableRef``): ``id``, ``position``, ``name``,
    ``colour``, ``token_hash``, ``claimed``, ``device``; ``token``: the seat's token when
    this request gave it (``claim_seat``), else None."""

    __slots__ = ("id", "position", "name", "colour", "token_hash", "claimed", "device", "token")

    def __init__(self, **values: Any):
        for name in self.__slots__[:-1]:
            setattr(self, name, values[name])
        self.token = None


class TableRef:
    """A table as a page reads it, without an ORM object: the attributes of ``Table`` that
    pages use (``id``, ``code``, ``game_key``, ``options``, ``seed``, ``host_hash``,
    ``created_at``, ``last_activity``, ``component_set_id``, ``creator_device``,
    ``rules_version``, ``seats`` in seat order;
    ``setup`` read when first used; ``host_token``: the host token when this request gave it,
    else None), ``version`` (its last record number when it was read, 0
    for none), and of that last record: ``last_kind`` ("move", "undo"; None for none),
    ``last_at`` (its time, None for none), ``last_by_host`` (whether the host screen
    entered it) and ``last_seat`` (the seat it was entered for, None for none or the table).
    Changing a table goes through the table service (companion/tables/), which moves a
    ``TableRef`` on to what it wrote (``moved_on``, and the attributes it changed)."""

    __slots__ = ("id", "code", "game_key", "options", "seed", "host_hash", "created_at",
                 "last_activity", "component_set_id", "creator_device", "rules_version", "seats",
                 "version", "last_kind", "last_at", "last_by_host", "last_seat", "_setup",
                 "_packed", "host_token")

    def __init__(self, row, seats: list[SeatRef],
                 last: tuple = (0, None, None, None, False, None)):
        for name in self.__slots__[:11]:
            setattr(self, name, getattr(row, name))
        self.seats, self._setup, self.host_token = seats, None, None
        (self.version, self.last_kind, self.last_at, self._packed, self.last_by_host,
         self.last_seat) = last

    @property
    def setup(self) -> State:
        """The setup snapshot, read the first time it is asked for (then kept)."""
        if self._setup is None:
            self._setup = db.session.scalar(_SETUP, {"t": self.id})
        return self._setup

    def state(self, version: int) -> State | None:
        """The state stored with record ``version`` when that is the record read with the
        table (unpacked on each call: the caller keeps it, companion/tables/states.py), else None
        (to be read elsewhere)."""
        if self._packed is None or version != self.version or version == 0:
            return None
        return _unpack(db.engine)(self._packed)

    def moved_on(self, version: int, kind: str, at: datetime | None = None,
                 by_host: bool = False, seat: int | None = None) -> None:
        """This request wrote record ``version`` (a ``kind``, entered on the host screen or
        not, for ``seat``): the table as it stands now."""
        self.version, self.last_kind, self.last_at, self._packed = version, kind, at, None
        self.last_by_host, self.last_seat = by_host, seat

    def read_under(self, rules_version: int, setup: State) -> None:
        """The table's log was brought to rules ``rules_version`` with the setup ``setup``
        (companion/tables/rules.py): its last record's state is to be read again."""
        self.rules_version, self._setup, self._packed = rules_version, setup, None


_TABLE_COLUMNS = [c for c in Table.__table__.c if c.name != "setup"]
_SEAT_COLUMNS = [c for c in Seat.__table__.c if c.name != "table_id"]
_RECORD = MoveRecord.__table__.c
_TYPES = [c.type for c in _TABLE_COLUMNS + _SEAT_COLUMNS] + [_RECORD.created_at.type]
#: A table, its seats and its last record in one statement (a row per seat, in seat order;
#: the packed state only on the first seat's row).
_READ = ("SELECT " + ", ".join([f"t.{c.name}" for c in _TABLE_COLUMNS]
                               + [f"s.{c.name}" for c in _SEAT_COLUMNS])
         + ", m.created_at, m.number, m.kind, m.by_host, m.seat, "
         "CASE WHEN s.position = 0 THEN m.state END "
         "FROM game_table t JOIN seat s ON s.table_id = t.id "
         "LEFT JOIN move_record m ON m.table_id = t.id AND m.number = "
         "(SELECT max(n.number) FROM move_record n WHERE n.table_id = t.id) "
         "WHERE t.code = {mark} ORDER BY s.position")
_SETUP = select(Table.setup).where(Table.id == bindparam("t"))


class Row:
    """Columns by name (what ``TableRef`` and the log reads take from a plain-SQL row)."""

    def __init__(self, values: dict[str, Any]):
        self.__dict__.update(values)


def read(code: str) -> TableRef | None:
    """The table whose join code is ``code`` (as stored: normalized) as a page reads it, or
    None; one statement on a pooled connection (companion/raw_sql.py)."""
    engine = db.engine
    found = raw_sql.rows(engine, _READ, (code,))
    if not found:
        return None
    convert = raw_sql.processors(engine, _TYPES)
    n, k = len(_TABLE_COLUMNS), len(_TABLE_COLUMNS) + len(_SEAT_COLUMNS)
    first = found[0]
    table = Row({c.name: f(v) for c, f, v in zip(_TABLE_COLUMNS, convert, first)})
    seats = [SeatRef(**{c.name: f(v) for c, f, v in zip(_SEAT_COLUMNS, convert[n:k], r[n:k])})
             for r in found]
    at, number, kind, by_host, seat = first[k:k + 5]
    packed = next((r[-1] for r in found if r[-1] is not None), None)
    last = (number or 0, kind, convert[-1](at) if at is not None else None, packed,
            bool(by_host), seat)
    return TableRef(table, seats, last)


def _unpack(engine):
    """The function turning a packed state as the driver returns it into the state."""
    return raw_sql.processors(engine, [_RECORD.state.type])[0]
