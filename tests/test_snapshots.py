"""State snapshots stored compressed (companion/snapshots.py): what is packed reads back the
same, in every format this code knows, and a 4-player Tzolk'in game's records stay small."""
from __future__ import annotations

import hashlib
import json
import random

import pytest
from sqlalchemy import select, text

from companion import snapshots, tables
from companion.extensions import db
from companion.registry import get_game
from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.random_player import random_move
from companion.models import MoveRecord, Table

STATE = {"phase": "playing", "players": [{"name": "たろう", "colour": "blue"}],
         "seats": [{"corn": 3, "wood": 0}], "report": [{"code": "tzolkin.x", "params": {}}],
         "pending": None, "ratio": 0.25, "flags": [True, False]}


@pytest.mark.parametrize("version", [0, 2])
def test_a_packed_state_reads_back_the_same(version):
    data = snapshots.pack(STATE, version)
    assert data[0] == version and snapshots.unpack(data) == STATE
    assert snapshots.unpack(memoryview(data)) == STATE  # as a database driver may hand it


def test_a_state_stored_after_a_move_is_encoded_once_for_both_uses():
    """What a move keeps (the state as it reads back) and what it stores (packed with the
    current dictionary) come from one encoding, and are what the two functions give apart."""
    state = dict(STATE, pair=(1, 2), players=[{"name": "たろう", "colour": "blue", "b": 1, "a": 2}])
    kept, packed = snapshots.stored_and_packed(state)
    assert kept == snapshots.as_stored(state) and kept["pair"] == [1, 2]
    assert list(kept["players"][0]) == ["a", "b", "colour", "name"]
    assert packed == snapshots.pack(state) and packed[0] == snapshots.CURRENT
    assert snapshots.unpack(packed) == kept


def test_the_dictionary_makes_a_state_smaller_than_plain_zlib():
    game = get_game("tzolkin")
    players = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Ben", "red"),
                                                     ("Cai", "yellow"), ("Dee", "green"))]
    state = game.setup({"players": players}, tables.seeded_rng("tzolkin", "snapshots"))
    plain, packed = snapshots.pack(state, 0), snapshots.pack(state, 2)
    assert len(packed) < len(plain) * 0.6 < len(json.dumps(state)) * 0.6


@pytest.mark.parametrize("data", [b"", b"\x07abc", b"\x01not zlib", b"\x00" + b"x" * 10])
def test_bytes_that_are_no_snapshot_are_refused_clearly(data):
    with pytest.raises(snapshots.SnapshotError):
        snapshots.unpack(data)


def test_a_dictionary_in_use_is_the_one_shipped():
    """A dictionary never changes once states were packed with it: this is the file as it was
    first shipped (its length and its last bytes); format 1 is read no more (the migration
    c8e1f5a3b706 packed its states again, with its own copy of that dictionary)."""
    shipped = snapshots.dictionary(2)
    assert snapshots.CURRENT == 2 and len(shipped) == 32768
    assert hashlib.sha256(shipped).hexdigest() == (
        "bd36bd95500ef5c5b955fca770fcf3980d93a2c14fa98bf60dc20b0224494177")
    kept = snapshots.HERE / "migrations" / "snapshot_dictionary_1.txt"
    assert hashlib.sha256(kept.read_bytes()).hexdigest() == (
        "717635af8845c4f107fe97973ab82579c67b6ca1c89a155e248ad16634712222")
    with pytest.raises(snapshots.SnapshotError):
        snapshots.dictionary(1)


def test_a_complete_four_player_game_stores_under_a_kilobyte_per_record(app):
    """Every record of a complete random 4-player Tzolk'in game (its state after it, its
    move, its log line) takes at most 1 KB on average; each reads back to the state the
    engine gives."""
    game = get_game("tzolkin")
    players = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Ben", "red"),
                                                     ("Cai", "yellow"), ("Dee", "green"))]
    rng = random.Random(4)
    with app.app_context():
        table = tables.create_table("tzolkin", players, seed="1024")
        state, version = table.setup, 0
        while not game.is_over(state):
            if version < 4:
                seat, move = version, {"type": "choose_wealth",
                                       "tiles": state["wealth_dealt"][str(version)][:2]}
            else:
                seat = current_seat(state)
                move = random_move(state, seat, rng)
            tables.record_move(table, seat, move, version)
            version += 1
            state = game.apply(state, game.parse_move(seat, move))
        tables.REPLAYS.clear()
        stored = db.session.scalars(select(MoveRecord).where(
            MoveRecord.table_id == table.id).order_by(MoveRecord.number)).all()
        assert stored[-1].state == state and len(stored) == version > 100
        if db.engine.dialect.name == "postgresql":
            size = db.session.scalar(text(
                "SELECT avg(pg_column_size(m.*)) FROM move_record m WHERE table_id = :t"),
                {"t": table.id})
        else:
            size = db.session.scalar(text(
                "SELECT avg(length(CAST(payload AS BLOB)) + length(CAST(message AS BLOB)) + "
                "length(state) + length(CAST(created_at AS BLOB)) + length(kind) + 16) "
                "FROM move_record WHERE table_id = :t"), {"t": table.id})
        assert float(size) <= 1024
        raw = db.session.scalar(text("SELECT state FROM move_record WHERE table_id = :t AND "
                                     "number = :n"), {"t": table.id, "n": version})
        assert bytes(raw)[0] == snapshots.CURRENT
        assert db.session.get(Table, table.id).code == table.code
