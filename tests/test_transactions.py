"""Reads and writes on the database: on PostgreSQL reads run in autocommit (no BEGIN/ROLLBACK
around a page) and every write is one transaction (companion/transactions.py write_transaction);
on either engine a write that fails stores nothing."""
from __future__ import annotations

import re
from datetime import datetime, timedelta

import pytest
from sqlalchemy import event, select

from companion import tables, transactions
from companion.extensions import db
from companion.models import MoveRecord, Table
from tests.conftest import ON_SERVER
from tests.driver import csrf_of, join_seat, new_table

on_postgresql = pytest.mark.skipif(not ON_SERVER, reason="PostgreSQL only (DATABASE_URL)")


def _autocommit() -> bool:
    return db.session.connection().connection.driver_connection.autocommit


@on_postgresql
def test_reads_run_in_autocommit_and_writes_in_a_transaction(app):
    with app.app_context():
        assert _autocommit()
        with transactions.write_transaction():
            assert not _autocommit()
            assert db.session.connection().get_isolation_level() == "READ COMMITTED"
        assert _autocommit()


@on_postgresql
def test_a_page_runs_every_statement_in_autocommit_and_a_move_in_a_transaction(app, client):
    """No BEGIN nor ROLLBACK is sent around a page (each statement of it in autocommit, those
    read in plain SQL by companion/raw_sql.py too); the statements of a move's write run in one
    transaction.  Every statement sent on the engine's connections is seen by the driver's
    cursor, whoever sends it."""
    import psycopg

    code = new_table(client, players=("Ana", "Ben"))
    client.get(f"/t/{code}")  # the first load may write (this device holds the table)
    with app.app_context():
        engine = db.engine
    seen = []

    class Seen(psycopg.Cursor):
        def execute(self, query, *args, **kwargs):
            text = query if isinstance(query, str) else query.as_string(self.connection)
            seen.append((self.connection.autocommit, text.split()[0].upper()))
            return super().execute(query, *args, **kwargs)

    def checkout(dbapi_connection, _record, _proxy):
        dbapi_connection.cursor_factory = Seen

    def checkin(dbapi_connection, _record):
        dbapi_connection.cursor_factory = psycopg.Cursor

    engine.dispose()  # every connection from now on is checked out under the listener
    event.listen(engine.pool, "checkout", checkout)
    event.listen(engine.pool, "checkin", checkin)
    try:
        assert client.get(f"/t/{code}").status_code == 200
        page = client.get(f"/t/{code}/seat/0")
        assert page.status_code == 200
        assert len(seen) >= 2 and all(autocommit for autocommit, _verb in seen), seen
        assert {verb for _a, verb in seen} == {"SELECT"}
        seen.clear()
        tiles = re.findall(r'value="(w\d\d)"', page.get_data(as_text=True))[:2]
        response = client.post(f"/t/{code}/move/choose_wealth", data={
            "choose_wealth-csrf_token": csrf_of(page.get_data(as_text=True)),
            "choose_wealth-seen": "0", "seat": "0", "choose_wealth-tiles": tiles})
        assert response.status_code == 302
    finally:
        event.remove(engine.pool, "checkout", checkout)
        event.remove(engine.pool, "checkin", checkin)
    writes = [autocommit for autocommit, verb in seen if verb in ("INSERT", "UPDATE")]
    assert writes and not any(writes)


def test_a_write_that_fails_stores_nothing(app, client):
    """A move record flushed inside ``write_transaction`` and then an error: nothing of it is
    stored, on SQLite and on PostgreSQL alike."""
    code = new_table(client)
    with app.app_context():
        table = tables.find_table(code)
        table_id = table.id
        with pytest.raises(RuntimeError):
            with transactions.write_transaction():
                db.session.add(MoveRecord(table_id=table_id, number=1, kind="move", seat=0,
                                          payload={"type": "x"}, state={}, by_host=True))
                db.session.flush()
                raise RuntimeError("after the flush")
        db.session.remove()
        assert db.session.scalars(select(MoveRecord).where(
            MoveRecord.table_id == table_id)).all() == []
        assert db.session.get(Table, table_id) is not None


def test_a_page_reads_its_table_in_one_statement_as_the_orm_would(app, client):
    """``read_table`` (plain SQL on a pooled connection, companion/raw_sql.py) gives the
    values the ORM gives for the same table, types included, on SQLite and PostgreSQL."""
    code = new_table(client, players=("Ana", "Ben"))
    join_seat(app, code, 1)
    with app.app_context():
        orm = tables.find_table(code)
        ref = tables.read_table(code.lower())  # the code as typed: case forgiven
        for name in ("id", "code", "game_key", "options", "seed", "host_hash",
                     "component_set_id"):
            assert getattr(ref, name) == getattr(orm, name), name
        assert isinstance(ref.options, dict) and ref.options["players"][0]["name"] == "Ana"
        for name in ("created_at", "last_activity"):
            value = getattr(ref, name)
            assert isinstance(value, datetime) and value == getattr(orm, name), name
        assert [(s.position, s.name, s.claimed, s.token_hash) for s in ref.seats] == [
            (s.position, s.name, s.claimed, s.token_hash) for s in orm.seats]
        assert [s.claimed for s in ref.seats] == [False, True]
        assert all(type(s.claimed) is bool for s in ref.seats)
        assert ref.version == 0 and ref.setup == orm.setup
        assert tables.read_table("NOSUCH") is None


def test_a_page_reads_its_tables_last_record_with_it(app, client):
    """``read_table`` brings the last record's number, kind, time and stored state with the
    table (nothing more to read for a process that has not seen it yet), on SQLite and
    PostgreSQL; a move recorded through it moves it on to the new record."""
    from companion.web.turn_timer import turn_started

    code = new_table(client, players=("Ana", "Ben"))
    with app.app_context():
        table = tables.find_table(code)
        dealt = table.setup["wealth_dealt"]
        tables.record_move(table, 0, {"type": "choose_wealth", "tiles": dealt["0"][:2]}, 0)
        ref = tables.read_table(code)
        stored = db.session.scalars(select(MoveRecord).where(
            MoveRecord.table_id == ref.id)).one()
        assert (ref.version, ref.last_kind) == (1, "move")
        assert ref.last_at == stored.created_at and isinstance(ref.last_at, datetime)
        assert turn_started(ref) == turn_started(tables.find_table(code))
        assert ref.state(0) is None  # not the record read with it
        assert ref.state(1) == stored.state and ref.state(1) is not ref.state(1)
        assert tables.last_effective(ref) == 1 and tables.last_record_kind(ref, 1) == "move"
        tables.undo_last(tables.find_table(code), 1)
        ref = tables.read_table(code)
        assert (ref.version, ref.last_kind, tables.last_record_kind(ref, 2)) == (2, "undo", "undo")
        assert tables.last_effective(ref) is None and tables.current(ref).state["wealth_chosen"] == {}
        idle = tables.find_table(code).last_activity
        tables.record_move(ref, 0, {"type": "choose_wealth", "tiles": dealt["0"][:2]}, 2)
        assert (ref.version, ref.last_kind) == (3, "move") and ref.last_at is not None
        assert tables.current(ref).version == 3 and tables.current(ref).state["wealth_chosen"]
        db.session.remove()
        assert tables.find_table(code).last_activity >= idle
        assert tables.current_version(tables.find_table(code)) == 3


def test_the_log_reads_of_a_page_give_what_the_records_hold(app, client):
    """The host's page of the log and the turn timer read in plain SQL (companion/raw_sql.py):
    the undone marks, the stored messages (one a plain string: the English line of a record
    stored before messages), the last effective move and the time of the last record, as
    stored, on SQLite and PostgreSQL."""
    from datetime import timezone

    from companion.message import Msg
    from companion.web.turn_timer import turn_started

    code = new_table(client, players=("Ana", "Ben"))
    when = datetime(2026, 11, 30, 20, 15, 7, tzinfo=timezone.utc)
    with app.app_context():
        table = tables.find_table(code)
        records = [
            MoveRecord(table_id=table.id, number=1, kind="move", seat=0, payload={"type": "x"},
                       message=Msg("table.log.undo", move=7).to_json(), state=None,
                       by_host=False, created_at=when - timedelta(minutes=3)),
            MoveRecord(table_id=table.id, number=2, kind="move", seat=1, payload={"type": "x"},
                       message="Ben did it", state=None, by_host=True,
                       created_at=when - timedelta(minutes=1)),
            MoveRecord(table_id=table.id, number=3, kind="undo", seat=None,
                       payload={"undoes": 2}, undoes=2, state=None, by_host=True,
                       created_at=when)]
        with transactions.write_transaction():
            db.session.add_all(records)
        marks = tables.log_marks(table, 1, 3)
        assert [(e.number, e.kind, e.seat, e.by_host, e.undone, e.undoes) for e in marks] == [
            (1, "move", 0, False, False, None), (2, "move", 1, True, True, None),
            (3, "undo", None, True, False, 2)]
        messages = tables.log_messages(table, [1, 2])
        assert messages == {1: Msg("table.log.undo", move=7), 2: "Ben did it"}
        assert tables.last_effective(table) == 1
        assert tables.log_marks(table, 4, 3) == [] and tables.log_messages(table, []) == {}
        table = tables.find_table(code)  # read again: its records were added behind it
        assert turn_started(table) == int(when.timestamp())
