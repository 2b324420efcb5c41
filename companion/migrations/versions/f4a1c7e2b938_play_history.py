"""the play history: plays, their scores, the devices that held each table, regular players

Revision ID: f4a1c7e2b938
Revises: e3b7c5d1f920
Create Date: 2026-12-01 13:40:00.000000
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'f4a1c7e2b938'
down_revision = 'e3b7c5d1f920'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'play',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('game_key', sa.String(length=40), nullable=False),
        sa.Column('code', sa.String(length=12), nullable=False),
        sa.Column('finished_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('points', sa.Boolean(), nullable=False),
        sa.Column('document', sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['game_table.id'],
                                name=op.f('fk_play_table_id_game_table'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_play')),
        sa.UniqueConstraint('table_id', name=op.f('uq_play_table_id')),
    )
    with op.batch_alter_table('play', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_play_game_key'), ['game_key'], unique=False)
    op.create_table(
        'play_score',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('play_id', sa.Integer(), nullable=False),
        sa.Column('position', sa.Integer(), nullable=False),
        sa.Column('name', sa.String(length=40), nullable=False),
        sa.Column('score', sa.String(length=40), nullable=True),
        sa.Column('rank', sa.Integer(), nullable=False),
        sa.Column('winner', sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(['play_id'], ['play.id'],
                                name=op.f('fk_play_score_play_id_play'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_play_score')),
        sa.UniqueConstraint('play_id', 'position', name=op.f('uq_play_score_play_id_position')),
    )
    with op.batch_alter_table('play_score', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_play_score_play_id'), ['play_id'], unique=False)
    op.create_table(
        'play_holder',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('device', sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['game_table.id'],
                                name=op.f('fk_play_holder_table_id_game_table'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_play_holder')),
        sa.UniqueConstraint('table_id', 'device', name=op.f('uq_play_holder_table_id_device')),
    )
    with op.batch_alter_table('play_holder', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_play_holder_device'), ['device'], unique=False)
        batch_op.create_index(batch_op.f('ix_play_holder_table_id'), ['table_id'], unique=False)
    op.create_table(
        'regular_player',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('owner', sa.String(length=64), nullable=False),
        sa.Column('name', sa.String(length=40), nullable=False),
        sa.Column('name_key', sa.String(length=160), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_regular_player')),
        sa.UniqueConstraint('owner', 'name_key', name=op.f('uq_regular_player_owner_name_key')),
    )
    with op.batch_alter_table('regular_player', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_regular_player_owner'), ['owner'], unique=False)


def downgrade():
    with op.batch_alter_table('regular_player', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_regular_player_owner'))
    op.drop_table('regular_player')
    with op.batch_alter_table('play_holder', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_play_holder_table_id'))
        batch_op.drop_index(batch_op.f('ix_play_holder_device'))
    op.drop_table('play_holder')
    with op.batch_alter_table('play_score', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_play_score_play_id'))
    op.drop_table('play_score')
    with op.batch_alter_table('play', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_play_game_key'))
    op.drop_table('play')
