"""request limits counted in the database; the network a component set was saved from

``limit_counter``: the fixed-window counts of every request limit (companion/limit_store.py),
shared by every server process; it replaces ``guess_counter`` (the join-code guesses are one
of those limits now).  ``component_set.network``: a keyed hash of the network a set was saved
from, for the quota of sets per address (NULL for the sets saved before).

Revision ID: e9c4b7a2d513
Revises: b7c2e4f9a613
Create Date: 2026-12-07 01:40:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'e9c4b7a2d513'
down_revision = 'b7c2e4f9a613'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'limit_counter',
        sa.Column('key', sa.String(length=250), nullable=False),
        sa.Column('hits', sa.Integer(), nullable=False),
        sa.Column('expires_at', sa.Double(), nullable=False),
        sa.PrimaryKeyConstraint('key', name=op.f('pk_limit_counter')),
    )
    op.create_index(op.f('ix_limit_counter_expires_at'), 'limit_counter', ['expires_at'],
                    unique=False)
    op.drop_table('guess_counter')
    # a plain ADD COLUMN (SQLite has it for a nullable column), then its index
    op.add_column('component_set', sa.Column('network', sa.String(length=64), nullable=True))
    op.create_index(op.f('ix_component_set_network'), 'component_set', ['network'],
                    unique=False)


def downgrade():
    op.drop_index(op.f('ix_component_set_network'), table_name='component_set')
    op.drop_column('component_set', 'network')
    op.create_table(
        'guess_counter',
        sa.Column('key', sa.String(length=100), nullable=False),
        sa.Column('window', sa.Integer(), nullable=False),
        sa.Column('hits', sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint('key', name=op.f('pk_guess_counter')),
    )
    op.drop_index(op.f('ix_limit_counter_expires_at'), table_name='limit_counter')
    op.drop_table('limit_counter')
