"""component sets: an owner (the device that saved it), a share link, and what lists show

Revision ID: 9d4b2f6e1a37
Revises: 7c1e5a0d9b21
Create Date: 2026-12-01 11:00:00.000000

Sets saved before this have no owner: they stay offered to every device and changed by none
(their data can be copied through their share link or export).
"""
import json
import secrets

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '9d4b2f6e1a37'
down_revision = '7c1e5a0d9b21'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.add_column(sa.Column('updated_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('owner', sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column('share_token', sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column('is_sample', sa.Boolean(), nullable=False,
                                      server_default=sa.false()))
        batch_op.add_column(sa.Column('size', sa.Integer(), nullable=False,
                                      server_default='0'))
        batch_op.create_index(batch_op.f('ix_component_set_owner'), ['owner'], unique=False)
        batch_op.create_unique_constraint(batch_op.f('uq_component_set_share_token'),
                                          ['share_token'])
    bind = op.get_bind()
    sets = sa.table('component_set', sa.column('id', sa.Integer), sa.column('data', sa.JSON),
                    sa.column('share_token', sa.String), sa.column('is_sample', sa.Boolean),
                    sa.column('size', sa.Integer))
    for row in bind.execute(sa.select(sets.c.id, sets.c.data)).fetchall():
        data = row.data if isinstance(row.data, dict) else {}
        bind.execute(sets.update().where(sets.c.id == row.id).values(
            share_token=secrets.token_urlsafe(24), is_sample=bool(data.get('sample')),
            size=len(json.dumps(data, ensure_ascii=False))))


def downgrade():
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_component_set_share_token'), type_='unique')
        batch_op.drop_index(batch_op.f('ix_component_set_owner'))
        batch_op.drop_column('size')
        batch_op.drop_column('is_sample')
        batch_op.drop_column('share_token')
        batch_op.drop_column('owner')
        batch_op.drop_column('updated_at')
