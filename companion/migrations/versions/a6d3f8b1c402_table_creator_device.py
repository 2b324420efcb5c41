"""the device that created a table

The device (SHA-256 hex of its device key) that created a table, so that pieces met in play
join the saved set it chose when it saved that set, whichever device records the move; NULL
for the tables created before (they keep the rule of their time: only a move made on the
set's own device adds to it).

Revision ID: a6d3f8b1c402
Revises: c8e1f5a3b706
Create Date: 2026-12-06 22:30:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'a6d3f8b1c402'
down_revision = 'c8e1f5a3b706'
branch_labels = None
depends_on = None


def upgrade():
    # a plain ADD COLUMN (SQLite has it for a nullable column): a batch would copy the table,
    # which the seats' and records' foreign keys refuse once it holds tables
    op.add_column('game_table', sa.Column('creator_device', sa.String(length=64), nullable=True))


def downgrade():
    op.drop_column('game_table', 'creator_device')
