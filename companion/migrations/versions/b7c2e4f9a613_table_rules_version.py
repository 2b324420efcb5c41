"""the rules version of a table

The version of its game's reading of the rules that a table was created under
(``Game.rules_version``, companion/tables/rules.py); every table stored before is version 1,
the first reading of every game.

Revision ID: b7c2e4f9a613
Revises: a6d3f8b1c402
Create Date: 2026-12-07 01:00:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7c2e4f9a613'
down_revision = 'a6d3f8b1c402'
branch_labels = None
depends_on = None


def upgrade():
    # a plain ADD COLUMN with its default (SQLite has it for a NOT NULL column with a
    # default): a batch would copy the table, which the seats' and records' foreign keys
    # refuse once it holds tables
    op.add_column('game_table', sa.Column('rules_version', sa.Integer(), nullable=False,
                                          server_default='1'))


def downgrade():
    op.drop_column('game_table', 'rules_version')
