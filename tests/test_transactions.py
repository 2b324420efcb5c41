"""Reads and writes on the database: on PostgreSQL reads run in autocommit (no BEGIN/ROLLBACK
around a page) and every write is one transaction (companion/tables.py write_transaction);
on either engine a write that fails stores nothing."""
from __future__ import annotations

import re

import pytest
from sqlalchemy import event, select

from companion import tables
from companion.extensions import db
from companion.models import MoveRecord, Table
from tests.conftest import ON_SERVER, csrf_of, new_table

on_postgresql = pytest.mark.skipif(not ON_SERVER, reason="PostgreSQL only (DATABASE_URL)")


def _autocommit() -> bool:
    return db.session.connection().connection.driver_connection.autocommit


@on_postgresql
def test_reads_run_in_autocommit_and_writes_in_a_transaction(app):
    with app.app_context():
        assert _autocommit()
        with tables.write_transaction():
            assert not _autocommit()
            assert db.session.connection().get_isolation_level() == "READ COMMITTED"
        assert _autocommit()


@on_postgresql
def test_a_page_runs_every_statement_in_autocommit_and_a_move_in_a_transaction(app, client):
    """No BEGIN nor ROLLBACK is sent around a page (each statement of it in autocommit); the
    statements of a move's write run in one transaction."""
    code = new_table(client, players=("Ana", "Ben"))
    client.get(f"/t/{code}")  # the first load may write (this device holds the table)
    with app.app_context():
        engine = db.engine
    seen = []

    def statement(conn, cursor, text, *args):
        seen.append((conn.connection.driver_connection.autocommit, text.split()[0]))

    event.listen(engine, "before_cursor_execute", statement)
    try:
        assert client.get(f"/t/{code}").status_code == 200
        page = client.get(f"/t/{code}/seat/0")
        assert page.status_code == 200
        assert seen and all(autocommit for autocommit, _verb in seen)
        seen.clear()
        tiles = re.findall(r'value="(w\d\d)"', page.get_data(as_text=True))[:2]
        response = client.post(f"/t/{code}/move/choose_wealth", data={
            "choose_wealth-csrf_token": csrf_of(page.get_data(as_text=True)),
            "choose_wealth-seen": "0", "seat": "0", "choose_wealth-tiles": tiles})
        assert response.status_code == 302
    finally:
        event.remove(engine, "before_cursor_execute", statement)
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
            with tables.write_transaction():
                db.session.add(MoveRecord(table_id=table_id, number=1, kind="move", seat=0,
                                          payload={"type": "x"}, state={}, by_host=True))
                db.session.flush()
                raise RuntimeError("after the flush")
        db.session.remove()
        assert db.session.scalars(select(MoveRecord).where(
            MoveRecord.table_id == table_id)).all() == []
        assert db.session.get(Table, table_id) is not None
