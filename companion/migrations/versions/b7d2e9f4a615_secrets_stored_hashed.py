"""the host, seat and share-link secrets stored as their SHA-256

No secret token is kept as it is any more: the host token (``game_table.host_token`` becomes
``host_hash``), the seat tokens (``seat.token`` becomes ``token_hash``) and the share-link
secrets (``component_set.share_token`` becomes ``share_hash``) are replaced by their SHA-256
in hex, and looked up by it.  The tokens already handed out (host screens' and phones' cookies,
share links sent) hash to what is stored, so they keep working.

Downgrading cannot give the secrets back: it leaves the hashes where the secrets were (the
code of before matches no token against them: under it every host screen and phone must be
given its table again); upgrading again keeps them as they are (a value that is already a hash,
64 hex digits, is no token the app made: those are 32 characters), so every token handed out
works again.

Revision ID: b7d2e9f4a615
Revises: e9c4b7a2d513
Create Date: 2026-12-07 01:30:00.000000
"""
import hashlib
import re

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7d2e9f4a615'
down_revision = 'e9c4b7a2d513'
branch_labels = None
depends_on = None

#: (table, column as it was, column holding the hash)
COLUMNS = [('game_table', 'host_token', 'host_hash'), ('seat', 'token', 'token_hash'),
           ('component_set', 'share_token', 'share_hash')]


#: A value that is a hash already (left by a downgrade): 64 hex digits.
_HASHED = re.compile(r'[0-9a-f]{64}')


def _sha256(secret: str) -> str:
    return hashlib.sha256(secret.encode('utf-8')).hexdigest()


def _hash_secrets(table: str, column: str) -> None:
    """Every secret held in ``table.column`` becomes its SHA-256 (hex), row by row (neither
    database hashes in SQL alike: SQLite has no SHA-256); a hash already there stays."""
    conn = op.get_bind()
    rows = conn.execute(sa.text(f'SELECT id, {column} FROM {table} '
                                f'WHERE {column} IS NOT NULL')).all()
    for row_id, value in rows:
        if not _HASHED.fullmatch(value):
            conn.execute(sa.text(f'UPDATE {table} SET {column} = :v WHERE id = :id'),
                         {'v': _sha256(value), 'id': row_id})


def upgrade():
    # the host token: a plain RENAME COLUMN (SQLite 3.25 and PostgreSQL have it): a batch would
    # copy game_table, which the seats' and records' foreign keys refuse once it holds tables
    op.execute('ALTER TABLE game_table RENAME COLUMN host_token TO host_hash')
    # the others are unique, their constraint named after the column: a batch (SQLite copies
    # these tables, which no foreign key points at)
    for table, old, new in COLUMNS[1:]:
        with op.batch_alter_table(table) as batch:
            batch.drop_constraint(f'uq_{table}_{old}', type_='unique')
            batch.alter_column(old, new_column_name=new)
        with op.batch_alter_table(table) as batch:  # (in the same batch it is lost)
            batch.create_unique_constraint(f'uq_{table}_{new}', [new])
    for table, _old, new in COLUMNS:
        _hash_secrets(table, new)


def downgrade():
    for table, old, new in COLUMNS[1:]:
        with op.batch_alter_table(table) as batch:
            batch.drop_constraint(f'uq_{table}_{new}', type_='unique')
            batch.alter_column(new, new_column_name=old)
        with op.batch_alter_table(table) as batch:
            batch.create_unique_constraint(f'uq_{table}_{old}', [old])
    op.execute('ALTER TABLE game_table RENAME COLUMN host_hash TO host_token')
