"""join-code guess counters shared by every server process

Revision ID: b3e8c1d27f40
Revises: 9d4b2f6e1a37
Create Date: 2026-12-01 13:00:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b3e8c1d27f40'
down_revision = '9d4b2f6e1a37'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'guess_counter',
        sa.Column('key', sa.String(length=100), nullable=False),
        sa.Column('window', sa.Integer(), nullable=False),
        sa.Column('hits', sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint('key', name=op.f('pk_guess_counter')),
    )


def downgrade():
    op.drop_table('guess_counter')
