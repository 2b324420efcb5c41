"""old data in the current forms: log lines as messages, states in format 2, the relay reading
recorded, shared component sets

Revision ID: c8e1f5a3b706
Revises: f4a1c7e2b938
Create Date: 2026-12-06 22:00:00.000000

What the code used to read in older forms is rewritten once here, so that the code reads the
current form only:

* ``move_record.text``, the English log line of the records stored before messages (revisions
  4a88c2ba73bd to 7c1e5a0d9b21), becomes the record's ``message``: a plain string, which a
  page says as it is in either language (what the pages showed of it); the column goes.  A
  record with neither keeps no message (its line is worked out by a replay, as before).
* States packed with snapshot format 1 (by e3b7c5d1f920, and by the code until format 2) are
  packed again with format 2; no code reads format 1 any more.  Its dictionary is kept beside
  the migrations (``snapshot_dictionary_1.txt``) for this conversion only.
* Mayan Curse tables set up before the relay reading was recorded (no ``relay_entry`` in the
  setup) get ``relay_entry: "free"`` in their setup and in every state stored with their
  records: the reading they were played with, now said by the table itself
  (docs/rulings/mayan_curse.md, T5).
* Component sets saved before sets had owners (``owner`` NULL since 9d4b2f6e1a37) get the owner
  ``"shared"``: listed for every device, changed by none, as before (docs/component-sets.md);
  ``owner`` becomes NOT NULL.

Records and tables are read ``CHUNK`` rows at a time, in id order, so that memory stays bounded
whatever the size of the database; runs on SQLite and PostgreSQL.

The downgrade puts the schema back (an empty ``text`` column, ``owner`` nullable with "shared"
back to NULL); the rows keep their current forms, which the code before this revision reads
the same way (a stored message before any text, format 2, an explicit "free").
"""
import json
import zlib
from pathlib import Path

from alembic import op
import sqlalchemy as sa

from companion.snapshots import SnapshotError, pack, unpack

# revision identifiers, used by Alembic.
revision = 'c8e1f5a3b706'
down_revision = 'f4a1c7e2b938'
branch_labels = None
depends_on = None

#: Rows converted at a time (memory stays bounded).
CHUNK = 500
#: The snapshot format states are packed with here: fixed, whatever the current one is later.
FORMAT = 2
#: The owner of the sets saved before sets had owners (companion.models.SHARED).
SHARED = "shared"
#: How a Mayan Curse table set up before the reading was recorded enters a relay board.
OLD_RELAY_ENTRY = "free"

_FORMAT_1 = Path(__file__).resolve().parent.parent / "snapshot_dictionary_1.txt"


def _unpack(data: bytes):
    """A stored state in any format this migration meets (1, and what companion.snapshots
    reads)."""
    if data[:1] != b"\x01":
        return unpack(data)
    try:
        unpacker = zlib.decompressobj(zdict=_FORMAT_1.read_bytes())
        return json.loads(unpacker.decompress(data[1:]) + unpacker.flush())
    except (zlib.error, ValueError) as exc:
        raise SnapshotError(f"unreadable snapshot: {exc}") from None


def _records():
    return sa.table("move_record", sa.column("id", sa.Integer), sa.column("table_id", sa.Integer),
                    sa.column("message", sa.JSON), sa.column("text", sa.Text),
                    sa.column("state", sa.LargeBinary))


def _tables():
    return sa.table("game_table", sa.column("id", sa.Integer), sa.column("game_key", sa.String),
                    sa.column("setup", sa.JSON))


def _new_state(raw, game_key: str) -> bytes | None:
    """The state ``raw`` (stored bytes) packed again when it needs it (format 1, or a Mayan
    Curse state without its relay reading), else None."""
    if raw is None:
        return None
    data = bytes(raw)
    if data[:1] != b"\x01" and game_key != "mayan_curse":
        return None
    value = _unpack(data)
    changed = data[:1] == b"\x01"
    if game_key == "mayan_curse" and isinstance(value, dict) and "relay_entry" not in value:
        value["relay_entry"] = OLD_RELAY_ENTRY
        changed = True
    return pack(value, FORMAT) if changed else None


def _convert_records(bind) -> None:
    records, tables = _records(), _tables()
    query = (sa.select(records.c.id, records.c.message, records.c.text, records.c.state,
                       tables.c.game_key)
             .join(tables, tables.c.id == records.c.table_id))
    set_message = (records.update().where(records.c.id == sa.bindparam("rid"))
                   .values(message=sa.bindparam("new_message", type_=sa.JSON)))
    set_state = (records.update().where(records.c.id == sa.bindparam("rid"))
                 .values(state=sa.bindparam("new_state", type_=sa.LargeBinary)))
    last = 0
    while True:
        rows = bind.execute(query.where(records.c.id > last).order_by(records.c.id)
                            .limit(CHUNK)).all()
        if not rows:
            return
        messages, states = [], []
        for row in rows:
            if row.message is None and row.text:
                messages.append({"rid": row.id, "new_message": row.text})
            state = _new_state(row.state, row.game_key)
            if state is not None:
                states.append({"rid": row.id, "new_state": state})
        if messages:
            bind.execute(set_message, messages)
        if states:
            bind.execute(set_state, states)
        last = rows[-1].id


def _convert_setups(bind) -> None:
    tables = _tables()
    query = sa.select(tables.c.id, tables.c.setup).where(tables.c.game_key == "mayan_curse")
    set_setup = (tables.update().where(tables.c.id == sa.bindparam("tid"))
                 .values(setup=sa.bindparam("new_setup", type_=sa.JSON)))
    last = 0
    while True:
        rows = bind.execute(query.where(tables.c.id > last).order_by(tables.c.id)
                            .limit(CHUNK)).all()
        if not rows:
            return
        setups = [{"tid": row.id, "new_setup": {**row.setup, "relay_entry": OLD_RELAY_ENTRY}}
                  for row in rows
                  if isinstance(row.setup, dict) and "relay_entry" not in row.setup]
        if setups:
            bind.execute(set_setup, setups)
        last = rows[-1].id


def upgrade():
    bind = op.get_bind()
    _convert_records(bind)
    _convert_setups(bind)
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.drop_column('text')
    sets = sa.table("component_set", sa.column("owner", sa.String))
    bind.execute(sets.update().where(sets.c.owner.is_(None)).values(owner=SHARED))
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.alter_column('owner', existing_type=sa.String(length=64), nullable=False)


def downgrade():
    with op.batch_alter_table('component_set', schema=None) as batch_op:
        batch_op.alter_column('owner', existing_type=sa.String(length=64), nullable=True)
    sets = sa.table("component_set", sa.column("owner", sa.String))
    op.get_bind().execute(sets.update().where(sets.c.owner == SHARED).values(owner=None))
    with op.batch_alter_table('move_record', schema=None) as batch_op:
        batch_op.add_column(sa.Column('text', sa.Text(), nullable=True))
