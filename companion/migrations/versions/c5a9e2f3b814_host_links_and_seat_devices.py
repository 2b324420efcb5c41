"""one-time host links; the device holding each seat

Revision ID: c5a9e2f3b814
Revises: b3e8c1d27f40
Create Date: 2026-12-01 15:00:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'c5a9e2f3b814'
down_revision = 'b3e8c1d27f40'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'host_link',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('secret_hash', sa.String(length=64), nullable=False),
        sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(['table_id'], ['game_table.id'],
                                name=op.f('fk_host_link_table_id_game_table'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_host_link')),
        sa.UniqueConstraint('secret_hash', name=op.f('uq_host_link_secret_hash')),
    )
    with op.batch_alter_table('host_link', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_host_link_table_id'), ['table_id'], unique=False)
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.add_column(sa.Column('device', sa.String(length=64), nullable=True))
        batch_op.create_unique_constraint(batch_op.f('uq_seat_table_id_device'), ['table_id', 'device'])


def downgrade():
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_seat_table_id_device'), type_='unique')
        batch_op.drop_column('device')
    with op.batch_alter_table('host_link', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_host_link_table_id'))
    op.drop_table('host_link')
