"""the saved component set a table was set up with

Revision ID: e2b6c8d0f391
Revises: d7f1a4c9e256
Create Date: 2026-12-01 19:00:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'e2b6c8d0f391'
down_revision = 'd7f1a4c9e256'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.add_column(sa.Column('component_set_id', sa.Integer(), nullable=True))


def downgrade():
    with op.batch_alter_table('game_table', schema=None) as batch_op:
        batch_op.drop_column('component_set_id')
