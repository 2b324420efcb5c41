"""The migrations build exactly the schema the models describe."""
from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from companion.extensions import db


def test_the_migrated_schema_matches_the_models(app):
    with app.app_context():
        with db.engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            assert compare_metadata(context, db.metadata) == []


def test_states_stored_before_packing_stay_readable(db_url, tmp_path):
    """A log stored as JSON states (the schema before e3b7c5d1f920) is packed by the upgrade
    and reads back the same; undo records get the number they undid; the downgrade restores
    the JSON."""
    import json

    from flask_migrate import downgrade, upgrade
    from sqlalchemy import select, text

    from companion import create_app
    from companion.models import MoveRecord

    app = create_app({"SQLALCHEMY_DATABASE_URI": db_url, "SECRET_KEY": "test"})
    state = {"phase": "playing", "seats": [{"corn": 3, "name": "Ana"}], "round": 2}
    with app.app_context():
        downgrade(revision="e2b6c8d0f391")
        with db.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO game_table (id, code, game_key, options, seed, setup, host_token, "
                "created_at, last_activity) VALUES (1, 'AB23CD', 'tzolkin', '{}', '1', '{}', "
                "'h', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"))
            for number, kind, payload in ((1, "move", {"type": "x"}),
                                          (2, "undo", {"undoes": 1})):
                conn.execute(text(
                    "INSERT INTO move_record (table_id, number, kind, payload, state, by_host, "
                    "created_at) VALUES (1, :n, :k, :p, :s, false, '2026-01-01 00:00:00')"),
                    {"n": number, "k": kind, "p": json.dumps(payload),
                     "s": json.dumps(state)})
        upgrade()
        records = db.session.scalars(select(MoveRecord).order_by(MoveRecord.number)).all()
        assert [r.state for r in records] == [state, state]
        assert [r.undoes for r in records] == [None, 1]
        raw = db.session.scalar(text("SELECT state FROM move_record WHERE number = 1"))
        assert bytes(raw)[0] == 2 and len(bytes(raw)) < len(json.dumps(state))
        db.session.remove()
        downgrade(revision="e2b6c8d0f391")
        with db.engine.connect() as conn:
            stored = conn.execute(text("SELECT state FROM move_record ORDER BY number")).all()
        assert [json.loads(s) if isinstance(s, str) else s for (s,) in stored] == [state] * 2
        upgrade()
        with db.engine.begin() as conn:
            conn.execute(text("DELETE FROM move_record"))
            conn.execute(text("DELETE FROM game_table"))
        db.engine.dispose()
