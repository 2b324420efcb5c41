"""move log: states stored compressed; undo records say which move they took back

Revision ID: e3b7c5d1f920
Revises: e2b6c8d0f391
Create Date: 2026-12-02 10:00:00.000000

``move_record.state`` becomes a packed snapshot (companion/snapshots.py: a format byte and
zlib-compressed JSON with a preset dictionary) instead of JSON text; every stored state is
packed here, so old records stay readable.  ``move_record.undoes`` (the move an undo record
took back, from its payload) and a partial index on it let a page of the log say which moves
are undone without reading the whole log.
"""
from alembic import op
import sqlalchemy as sa

from companion.snapshots import pack, unpack

# revision identifiers, used by Alembic.
revision = 'e3b7c5d1f920'
down_revision = 'e2b6c8d0f391'
branch_labels = None
depends_on = None

#: States are converted this many records at a time (memory stays bounded).
CHUNK = 500
#: The dictionary this migration packs with: fixed, whatever the current one is later.  It
#: packed with format 1 until c8e1f5a3b706 retired that format (and packed those states again).
FORMAT = 2


def _records(column_type):
    return sa.table("move_record", sa.column("id", sa.Integer), sa.column("kind", sa.String),
                    sa.column("payload", sa.JSON), sa.column("state", column_type),
                    sa.column("state_new", sa.LargeBinary if column_type is sa.JSON
                              else sa.JSON),
                    sa.column("undoes", sa.Integer))


def _convert(convert, column_type, with_undoes: bool) -> None:
    """Write ``state_new`` = convert(state) (and ``undoes`` from undo payloads) for every
    record, CHUNK records at a time."""
    bind = op.get_bind()
    records = _records(column_type)
    last = 0
    while True:
        rows = bind.execute(sa.select(records.c.id, records.c.kind, records.c.payload,
                                      records.c.state)
                            .where(records.c.id > last).order_by(records.c.id)
                            .limit(CHUNK)).all()
        if not rows:
            return
        for row in rows:
            values = {}
            if row.state is not None:
                values["state_new"] = convert(row.state)
            if with_undoes and row.kind == "undo" and isinstance(row.payload, dict) and \
                    isinstance(row.payload.get("undoes"), int):
                values["undoes"] = row.payload["undoes"]
            if values:
                bind.execute(records.update().where(records.c.id == row.id).values(**values))
        last = rows[-1].id


def upgrade():
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.add_column(sa.Column('undoes', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('state_new', sa.LargeBinary(), nullable=True))
    _convert(lambda state: pack(state, FORMAT), sa.JSON, with_undoes=True)
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.drop_column('state')
        batch_op.alter_column('state_new', new_column_name='state')
        batch_op.create_index('ix_move_record_undone', ['table_id', 'undoes'], unique=False,
                              sqlite_where=sa.text('undoes IS NOT NULL'),
                              postgresql_where=sa.text('undoes IS NOT NULL'))


def downgrade():
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.drop_index('ix_move_record_undone')
        batch_op.add_column(sa.Column('state_new', sa.JSON(), nullable=True))
    _convert(lambda data: unpack(data), sa.LargeBinary, with_undoes=False)
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.drop_column('state')
        batch_op.alter_column('state_new', new_column_name='state')
        batch_op.drop_column('undoes')
