"""the log line of each record as a message (code and parameters), said in the page language

Revision ID: 7c1e5a0d9b21
Revises: 4a88c2ba73bd
Create Date: 2026-12-01 09:00:00.000000

Records stored before this keep their English ``text``; a table whose records have no message
is replayed once through its engine, which gives every record its message again.
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '7c1e5a0d9b21'
down_revision = '4a88c2ba73bd'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.add_column(sa.Column('message', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.drop_column('message')
