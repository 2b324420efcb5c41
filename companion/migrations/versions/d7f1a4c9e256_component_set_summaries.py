"""component sets: a summary of each document, for the forms that list sets

Revision ID: d7f1a4c9e256
Revises: c5a9e2f3b814
Create Date: 2026-12-01 16:00:00.000000

Sets saved before this get their summary the next time they are saved; until then a form
treats them as having none (e.g. the sample's boulder faces are offered).
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'd7f1a4c9e256'
down_revision = 'c5a9e2f3b814'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.add_column(sa.Column('summary', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.drop_column('summary')
