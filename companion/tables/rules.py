"""Rules versions: a table recorded under an older reading of its game's rules, checked and
brought forward as the game declares (``Game.rules_version``, ``Game.older_rules``;
docs/adding-a-game.md, "Rules versions"; docs/rulings/README.md).

Every table records the version of its game's rules it was created under
(``Table.rules_version``).  A table whose version is older than the game's goes on as the game
declares for that version (``companion.engine.reading_of``):

* ``SAME``: its log is replayed with the current code and compared with the stored states;
  when they agree, the table is marked as read under the current version;
* ``MIGRATE``: the game's ``upgrade_log`` gives its setup and moves under the current reading;
  they are replayed from that setup, and stored (setup, payloads, states, log lines, the
  version) only when every record applies;
* ``KEEP``: nothing is written: the game's code reads the table as it was started.

``bring_forward`` does it, once, in a write transaction of its own: before the next move or
undo (``tables.record_move``, ``tables.undo_last``) or by ``companion check-tables
--upgrade``; never on a page view (pages never write).  A log that does not check out is
refused (``RulesRefused``) and nothing stored changes.  ``notice`` is what the host screen says
of such a table meanwhile, worked out without writing; ``check`` replays a table with the
current code and says where it differs from what is stored (``companion check-tables``).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, select, update

from companion import plays
from companion.engine import (KEEP, SAME, Game, IllegalMove, InvalidMove, State,
                              reading_of)
from companion.extensions import db
from companion.message import Msg, encode
from companion.models import MoveRecord, Table
from companion.registry import get_game
from companion.replay_cache import LruCache
from companion.snapshots import as_stored
from companion.tables.errors import Refused
from companion.tables.reading import TableRef
from companion.tables.states import cache_key
from companion.transactions import write_transaction


@dataclass
class Difference:
    """Where a table's log, replayed with the current code, parts from what is stored:
    record ``number`` (0: the setup) and ``what`` (a ``Msg``: the refusal, or the first
    value that differs)."""

    number: int
    what: Msg


class RulesRefused(Refused):
    """A table's log cannot be brought to the current reading of its game's rules (the
    game's migration does not check out, or a log declared to replay the same does not):
    nothing was stored.  ``difference`` says where."""

    def __init__(self, game: Game, started: int, difference: Difference):
        super().__init__(Msg("table.rules.refused", started=started,
                             current=game.rules_version, number=difference.number,
                             reason=difference.what))
        self.difference = difference


@dataclass
class Replayed:
    """A log replayed: per record (in number order) its payload, its state after and, for a
    move, its log line in stored form (None for an undo); ``difference``: where it stopped,
    None when every record applied."""

    payloads: list[Any]
    states: list[State]
    messages: list[Any]
    difference: Difference | None = None


@dataclass
class _Record:
    """One stored log record as the checks read it."""

    number: int
    kind: str
    payload: Any
    state: State | None


def _records(table_id: int) -> list[_Record]:
    """The table's whole log, in number order, with payloads and stored states."""
    rows = db.session.execute(
        select(MoveRecord.number, MoveRecord.kind, MoveRecord.payload, MoveRecord.state)
        .where(MoveRecord.table_id == table_id).order_by(MoveRecord.number)).all()
    return [_Record(*row) for row in rows]


def _setup(table_id: int) -> State:
    """The table's stored setup, read now."""
    return db.session.scalar(select(Table.setup).where(Table.id == table_id))


def replay_log(game: Game, setup: State, records: list[_Record],
               payloads: list[Any] | None = None) -> Replayed:
    """``records`` replayed with the current code from ``setup`` (the moves' own payloads,
    or ``payloads``, one per move record, in order): an undo takes back the last effective
    move, as ``tables.replay`` does.  Stops at the first record that does not apply."""
    moves = iter(payloads) if payloads is not None else None
    state = as_stored(setup)
    stack: list[State] = []
    out = Replayed([], [], [])
    for rec in records:
        if rec.kind == "undo":
            if not stack:
                out.difference = Difference(rec.number, Msg("table.rules.undo_nothing"))
                return out
            state = stack.pop()
            out.payloads.append(rec.payload)
            out.states.append(state)
            out.messages.append(None)
            continue
        payload = as_stored(next(moves)) if moves is not None else rec.payload
        try:
            after = as_stored(game.apply(state, payload))
            message = encode(game.describe_move(payload, state))
        except (IllegalMove, InvalidMove) as exc:
            out.difference = Difference(rec.number, exc.message)
            return out
        except Exception:  # an engine that crashes on an old payload must not crash the check
            out.difference = Difference(rec.number, Msg("table.rules.unreadable"))
            return out
        stack.append(state)
        state = after
        out.payloads.append(payload)
        out.states.append(state)
        out.messages.append(message)
    return out


def first_difference(stored: Any, replayed: Any, path: str = "") -> str | None:
    """The first place where two JSON values differ, as ``path: stored → replayed``
    ("pile: 5 → 6", "bids[1]: 2 → 3"), or None when they are equal."""
    if isinstance(stored, dict) and isinstance(replayed, dict):
        for key in sorted(set(stored) | set(replayed), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in stored or key not in replayed:
                return (f"{where}: {_short(stored.get(key, '∅'))} → "
                        f"{_short(replayed.get(key, '∅'))}")
            found = first_difference(stored[key], replayed[key], where)
            if found:
                return found
        return None
    if isinstance(stored, list) and isinstance(replayed, list) and len(stored) == len(replayed):
        for i, (a, b) in enumerate(zip(stored, replayed)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    if stored == replayed and type(stored) is type(replayed):
        return None
    return f"{path or 'state'}: {_short(stored)} → {_short(replayed)}"


def _short(value: Any, most: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= most else text[:most - 1] + "…"


def check(table: TableRef | Table) -> Difference | None:
    """Where the table's stored log, replayed with the current code from its stored setup,
    parts from its stored states (the first record whose move no longer applies, or whose
    state differs), or None when it replays the same.  Reads only."""
    game = get_game(table.game_key)
    records = _records(table.id)
    replayed = replay_log(game, _setup(table.id), records)
    for rec, state in zip(records, replayed.states):
        if rec.state is not None:
            found = first_difference(rec.state, state)
            if found:
                return Difference(rec.number, Msg("table.rules.differs", what=found))
    return replayed.difference


def _plan(table: TableRef | Table, game: Game, reading: str
          ) -> tuple[State, list[_Record], Replayed | None, Difference | None]:
    """What bringing the table forward would store: (setup, records, the replay of the new
    log or None when nothing is rewritten, the difference that refuses it or None)."""
    setup, records = _setup(table.id), _records(table.id)
    if reading == SAME:
        return setup, records, None, check(table)
    moves = [r.payload for r in records if r.kind == "move"]
    try:
        new_setup, new_moves = game.upgrade_log(copy.deepcopy(setup), copy.deepcopy(moves),
                                                table.rules_version)
    except (IllegalMove, InvalidMove) as exc:
        return setup, records, None, Difference(0, exc.message)
    except Exception:  # a migration that crashes is refused like one that does not check out
        return setup, records, None, Difference(0, Msg("table.rules.unreadable"))
    if not isinstance(new_setup, dict) or not isinstance(new_moves, list) \
            or len(new_moves) != len(moves) or not all(isinstance(m, dict) for m in new_moves):
        return setup, records, None, Difference(0, Msg("table.rules.not_a_log"))
    replayed = replay_log(game, new_setup, records, new_moves)
    return as_stored(new_setup), records, replayed, replayed.difference


#: (database, table id, rules version, record number) -> the host's notice of a table under
#: an older reading: a record never changes, so neither does the answer until it is moved on.
NOTICES = LruCache(256)


def notice(table: TableRef) -> Msg | None:
    """What the host screen says of a table recorded under an older reading of its game's
    rules (None for the current one): what happens to it, or why it cannot go on.  Worked
    out without writing (a page view), once per process and record."""
    game = get_game(table.game_key)
    reading = reading_of(game, table.rules_version) if game is not None else None
    if reading is None:
        return None
    params = {"started": table.rules_version, "current": game.rules_version}
    if reading == KEEP:
        return Msg("table.rules.kept", **params)
    key = cache_key(table, table.version)
    found = NOTICES.get(key)
    if found is None:
        difference = _plan(table, game, reading)[3]
        if difference is None:
            found = Msg("table.rules.same" if reading == SAME else "table.rules.migrate",
                        **params)
        else:
            found = Msg("table.rules.stuck", number=difference.number, reason=difference.what,
                        **params)
        NOTICES.put(key, found)
    return found


def bring_forward(table: TableRef | Table) -> str | None:
    """Apply, once, what the game declares for a table recorded under an older version of its
    rules, in a write transaction of its own: returns the reading applied (``SAME``,
    ``MIGRATE``), ``KEEP`` (nothing to write) or None (the table is current, or another
    request brought it forward first).  Raises ``RulesRefused`` when the log does not check
    out: nothing stored changes."""
    game = get_game(table.game_key)
    reading = reading_of(game, table.rules_version)
    if reading is None or reading == KEEP:
        return reading
    started = table.rules_version
    with write_transaction(changes=table.id):
        # the version moves on first: a second request doing the same finds it moved on
        moved = db.session.execute(_MOVE_ON, {"t": table.id, "old": started,
                                              "new": game.rules_version}).rowcount
        if moved == 1:
            setup, records, replayed, difference = _plan(table, game, reading)
            if difference is not None:
                raise RulesRefused(game, started, difference)
            if replayed is not None:
                _rewrite(table, game, setup, records, replayed)
    if moved != 1:  # another request brought it forward first: the table as it is now
        table.read_under(db.session.scalar(_RULES_VERSION, {"t": table.id}), _setup(table.id))
        return None
    table.read_under(game.rules_version, setup)
    return reading


def _rewrite(table, game: Game, setup: State, records: list[_Record],
             replayed: Replayed) -> None:
    """Store the log brought forward: the setup, and each record's payload, state and log
    line (inside the caller's transaction); the play history follows its last state."""
    db.session.execute(update(Table.__table__).where(Table.__table__.c.id == table.id)
                       .values(setup=setup))
    for rec, payload, state, message in zip(records, replayed.payloads, replayed.states,
                                            replayed.messages):
        values = {"state": state, "payload": payload}
        if rec.kind == "move":
            values["message"] = message
        db.session.execute(update(_RECORDS).where(_RECORDS.c.table_id == table.id,
                                                  _RECORDS.c.number == rec.number)
                           .values(**values))
    before = records[-1].state if records and records[-1].state is not None else None
    plays.after_change(table, game, before, replayed.states[-1] if records else setup)


_RECORDS = MoveRecord.__table__
_RULES_VERSION = select(Table.rules_version).where(Table.id == bindparam("t"))
#: A table's rules version moved on, only from the one it was read with.
_MOVE_ON = (update(Table.__table__)
            .where(Table.__table__.c.id == bindparam("t"),
                   Table.__table__.c.rules_version == bindparam("old"))
            .values(rules_version=bindparam("new")))
