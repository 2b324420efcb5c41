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
