"""The migrations build exactly the schema the models describe, and an old database upgrades
to the current forms of its data and reads the same."""
from __future__ import annotations

import copy
import json
import random
import re
import zlib

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import select, text

from companion import snapshots, tables, transactions
from companion.extensions import db
from companion.registry import get_game
from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.random_player import random_move
from companion.i18n import render
from companion.message import Msg, decode
from companion.models import SHARED, ComponentSet, MoveRecord, Table
from companion.web.moves import UNDONE
from tests.conftest import as_host
from tests.driver import csrf_of, join_seat, new_table
from tests.games.mayan_curse.kit import ready as mayan_ready
from tests.games.mayan_curse.kit import turn as mayan_turn


def test_the_migrated_schema_matches_the_models(app):
    with app.app_context():
        with db.engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            assert compare_metadata(context, db.metadata) == []


def test_states_stored_before_packing_stay_readable(db_url, tmp_path):
    """A log stored as JSON states (the schema before e3b7c5d1f920) is packed by the upgrade
    and reads back the same; undo records get the number they undid; the downgrade restores
    the JSON."""
    import json

    from flask_migrate import downgrade, upgrade
    from sqlalchemy import select, text

    from companion.app import create_app
    from companion.models import MoveRecord

    app = create_app({"SQLALCHEMY_DATABASE_URI": db_url, "SECRET_KEY": "test"})
    state = {"phase": "playing", "seats": [{"corn": 3, "name": "Ana"}], "round": 2}
    with app.app_context():
        downgrade(revision="e2b6c8d0f391")
        with db.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO game_table (id, code, game_key, options, seed, setup, host_token, "
                "created_at, last_activity) VALUES (1, 'AB23CD', 'tzolkin', '{}', '1', '{}', "
                "'h', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"))
            for number, kind, payload in ((1, "move", {"type": "x"}),
                                          (2, "undo", {"undoes": 1})):
                conn.execute(text(
                    "INSERT INTO move_record (table_id, number, kind, payload, state, by_host, "
                    "created_at) VALUES (1, :n, :k, :p, :s, false, '2026-01-01 00:00:00')"),
                    {"n": number, "k": kind, "p": json.dumps(payload),
                     "s": json.dumps(state)})
        upgrade()
        records = db.session.scalars(select(MoveRecord).order_by(MoveRecord.number)).all()
        assert [r.state for r in records] == [state, state]
        assert [r.undoes for r in records] == [None, 1]
        raw = db.session.scalar(text("SELECT state FROM move_record WHERE number = 1"))
        assert bytes(raw)[0] == 2 and len(bytes(raw)) < len(json.dumps(state))
        db.session.remove()
        downgrade(revision="e2b6c8d0f391")
        with db.engine.connect() as conn:
            stored = conn.execute(text("SELECT state FROM move_record ORDER BY number")).all()
        assert [json.loads(s) if isinstance(s, str) else s for (s,) in stored] == [state] * 2
        upgrade()
        with db.engine.begin() as conn:
            conn.execute(text("DELETE FROM move_record"))
            conn.execute(text("DELETE FROM game_table"))
        db.engine.dispose()


# --- c8e1f5a3b706: the old data in the current forms --------------------------------------------

#: The revision before the old data were converted (c8e1f5a3b706).
BEFORE_CONVERSION = "f4a1c7e2b938"
_TOKENS = re.compile(r'(name="(?:[\w-]*-)?csrf_token"[^>]*value=")[^"]+(")')
_NOW = re.compile(r'(data-now=")\d+(")')


def _pack_format_1(value) -> bytes:
    """``value`` packed as the code packed states with snapshot format 1 (before format 2;
    companion/snapshots.py then, with the dictionary the migration keeps)."""
    preset = (snapshots.HERE / "migrations" / "snapshot_dictionary_1.txt").read_bytes()
    packer = zlib.compressobj(6, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, preset)
    return b"\x01" + packer.compress(snapshots.dumps(value)) + packer.flush()


def _pages(client, code: str, version: int, phone) -> dict[str, str]:
    """What the host screen and a seat's phone show of a table, in English: every page of the
    log, the table after each record, the setup sheet, the phone's page (CSRF tokens and the
    turn timer's clock left out: they change with every session and second)."""
    paths = [f"/t/{code}?log={page}" for page in range(1, -(-version // 10) + 1)]
    paths += [f"/t/{code}?at={n}" for n in range(version + 1)]
    paths += [f"/t/{code}/setup"]
    out = {}
    for who, path in [(client, p) for p in paths] + [(phone, f"/t/{code}/me")]:
        response = who.get(path)
        assert response.status_code == 200, (path, response.status_code)
        html = _TOKENS.sub(r"\1\2", response.get_data(as_text=True))
        out[path if who is client else "phone " + path] = _NOW.sub(r"\1\2", html)
    return out


def _states(table) -> list:
    """The table after every record (0: the setup), read as the pages read them."""
    tables.REPLAYS.clear()
    version = tables.current_version(table)
    return [tables.state_after(table, n) for n in range(version + 1)]


def _play_tzolkin(code: str, moves: int) -> int:
    """``moves`` records at table ``code``: each seat's starting wealth, then random moves
    (one taken back and entered again); returns the table's version."""
    table = tables.find_table(code)
    game = get_game("tzolkin")
    rng = random.Random(35)
    state, version = table.setup, 0
    seats = len(state["players"])
    while version < moves:
        if version < seats:
            seat, move = version, {"type": "choose_wealth",
                                   "tiles": state["wealth_dealt"][str(version)][:2]}
        else:
            seat = current_seat(state)
            move = random_move(state, seat, rng)
        tables.record_move(table, seat, move, version)
        version += 1
        if version == seats + 3:  # the host takes it back, the seat enters it again
            tables.undo_last(table, version)
            tables.record_move(table, seat, move, version + 1)
            version += 2
        state = game.apply(state, game.parse_move(seat, move))
    return version


def _mayan_curse_before_t5(players) -> tuple[str, int, str, str]:
    """A Mayan Curse table played by the reading of the tables set up before T5 (a free step
    from a symbol space onto the relay board next to it), as the current code stores it:
    (join code, version, its host token, seat 0's token)."""
    table = tables.create_table("mayan_curse", players, seed="35")
    host_token, seat_token = table.host_token, table.seats[0].token  # given once, not stored
    setup = copy.deepcopy(table.setup)
    for info in setup["rows"]:
        if info["kind"] == "slab":
            info["spaces"] = ["monkey"] * len(info["spaces"])
    setup["stelae"] = []
    mayan_ready(setup, 0, ["monkey", "monkey", "eagle"], row=8, col=0)
    setup["relay_entry"] = "free"
    with transactions.write_transaction():
        db.session.get(Table, table.id).setup = setup
    free_step = mayan_turn(0, [{"to": {"row": 10, "col": 0}}])
    tables.record_move(table, 0, free_step, 0)
    tables.undo_last(table, 1)
    tables.record_move(table, 0, free_step, 2)
    return table.code, 3, host_token, seat_token


def _into_old_forms(code_tzolkin: str, code_mayan: str, text_records: int) -> None:
    """Rewrite the stored rows as the code before c8e1f5a3b706 left them (the schema at
    BEFORE_CONVERSION): the first ``text_records`` records of the Tzolk'in table with their
    English line in ``text`` and no message (stored before messages, 4a88c2ba73bd); every state
    packed with format 1 (e3b7c5d1f920); the Mayan Curse table without ``relay_entry`` in its
    setup and states (set up before T5)."""
    with db.engine.begin() as conn:
        for code in (code_tzolkin, code_mayan):
            table_id, setup = conn.execute(
                text("SELECT id, setup FROM game_table WHERE code = :c"), {"c": code}).one()
            setup = json.loads(setup) if isinstance(setup, str) else setup
            old_relay = code == code_mayan
            if old_relay:
                setup.pop("relay_entry")
                conn.execute(text("UPDATE game_table SET setup = :s WHERE id = :t"),
                             {"s": json.dumps(setup), "t": table_id})
            rows = conn.execute(text("SELECT id, number, kind, message, state FROM move_record "
                                     "WHERE table_id = :t ORDER BY number"),
                                {"t": table_id}).all()
            for rid, number, kind, message, state in rows:
                value = snapshots.unpack(state)
                if old_relay:
                    value.pop("relay_entry")
                conn.execute(text("UPDATE move_record SET state = :s WHERE id = :r"),
                             {"s": _pack_format_1(value), "r": rid})
                if code == code_tzolkin and number <= text_records:
                    stored = json.loads(message) if isinstance(message, str) else message
                    line = render(decode(stored), "en") if kind == "move" else None
                    conn.execute(text("UPDATE move_record SET message = NULL, text = :x "
                                      "WHERE id = :r"), {"x": line, "r": rid})


def _shared_set(owned_id: int) -> int:
    """A component set saved before sets had owners, as 9d4b2f6e1a37 and d7f1a4c9e256 left it
    (no owner, its share token, no summary), a copy of set ``owned_id``'s document; its id."""
    with db.engine.begin() as conn:
        data = conn.execute(text("SELECT data FROM component_set WHERE id = :i"),
                            {"i": owned_id}).scalar_one()
        data = data if isinstance(data, str) else json.dumps(data)
        conn.execute(text(
            "INSERT INTO component_set (game_key, name, data, created_at, owner, share_token, "
            "is_sample, size) VALUES ('mayan_curse', 'Our old copy', :d, '2026-11-30 20:00:00', "
            "NULL, 'old-share-token-0123456789abcdef', false, :n)"),
            {"d": data, "n": len(data)})
        return conn.execute(text("SELECT id FROM component_set WHERE owner IS NULL")).scalar_one()


def test_an_old_database_upgrades_and_reads_the_same(app, client):
    """A database holding every old form c8e1f5a3b706 converts (log lines as English text,
    states packed with format 1, a Mayan Curse table set up before T5, a set saved before sets
    had owners), upgraded from the revision before it: every table replays to the same states
    and its pages show the same things as before its rows were put in the old forms; the
    English lines are messages now, the old relay reading holds, the set is shared."""
    from flask_migrate import downgrade, upgrade

    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    code = new_table(client, players=("Ana", "Ben"), seed="35")
    phone = join_seat(app, code, 1)
    owner_client = app.test_client()
    page = owner_client.get("/components/mayan_curse").get_data(as_text=True)
    sample = get_game("mayan_curse").sample_components()
    assert owner_client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "The set of Ana",
        "text": json.dumps(sample)}).status_code == 302
    with app.app_context():
        version = _play_tzolkin(code, 16)
        mayan, mayan_version, host_token, seat_token = _mayan_curse_before_t5(players[:1])
        owned_id = db.session.scalar(select(ComponentSet.id))
        before = {c: _states(tables.find_table(c)) for c in (code, mayan)}
        db.session.remove()
    mayan_host = as_host(app.test_client(), mayan, host_token)
    mayan_phone = app.test_client()
    with mayan_phone.session_transaction() as session:
        session["tables"] = [[mayan, "", seat_token]]
    pages = {code: _pages(client, code, version, phone),
             mayan: _pages(mayan_host, mayan, mayan_version, mayan_phone)}
    assert before[mayan][-1]["relay_entry"] == "free" and version == 16

    with app.app_context():
        downgrade(revision=BEFORE_CONVERSION)
        _into_old_forms(code, mayan, text_records=9)
        shared_id = _shared_set(owned_id)
        with db.engine.connect() as conn:
            raw = conn.execute(text("SELECT state FROM move_record")).scalars().all()
            assert {bytes(r)[0] for r in raw} == {1}
            assert conn.execute(text(
                "SELECT count(*) FROM move_record WHERE text IS NOT NULL AND message IS NULL"
            )).scalar_one() == 8  # records 1-9 but the undo (record 6)
        upgrade()
        # the Tzolk'in table was created under its current rules (its setup carries their
        # mark); the revisions below b7c2e4f9a613 forget versions, so it is put back here
        with db.engine.begin() as conn:
            conn.execute(text("UPDATE game_table SET rules_version = :v WHERE code = :c"),
                         {"v": get_game("tzolkin").rules_version, "c": code})
        db.engine.dispose()

    tables.REPLAYS.clear()
    UNDONE.clear()
    with app.app_context():
        assert {c: _states(tables.find_table(c)) for c in (code, mayan)} == before
        for c in (code, mayan):
            assert tables.replay(tables.find_table(c)).state == before[c][-1]
        with db.engine.connect() as conn:
            raw = conn.execute(text("SELECT state FROM move_record")).scalars().all()
            assert {bytes(r)[0] for r in raw} == {snapshots.CURRENT}
            setup = conn.execute(text("SELECT setup FROM game_table WHERE code = :c"),
                                 {"c": mayan}).scalar_one()
            assert (json.loads(setup) if isinstance(setup, str) else setup)[
                "relay_entry"] == "free"
        first = db.session.scalars(
            select(MoveRecord.message).join(Table).where(Table.code == code)
            .order_by(MoveRecord.number).limit(2)).all()
        assert all(isinstance(m, str) and m for m in first)  # the English lines, as messages
    tables.REPLAYS.clear()
    UNDONE.clear()
    assert _pages(client, code, version, phone) == pages[code]
    assert _pages(mayan_host, mayan, mayan_version, mayan_phone) == pages[mayan]
    # Japanese pages say the old lines as they were stored: in English
    client.get("/lang/ja")
    assert first[0] in client.get(f"/t/{code}?log=2").get_data(as_text=True)

    with app.app_context():  # the table set up before T5 keeps its reading
        table = tables.find_table(mayan)
        tables.undo_last(table, mayan_version)
        tables.record_move(table, 0, mayan_turn(0, [{"to": {"row": 10, "col": 0}}]),
                           mayan_version + 1)
        assert tables.current(table).state == before[mayan][-1]

    # the set saved before owners: every device lists it and sets a table up with it, none
    # changes it; a copy through its share link is the copier's own
    for device in (owner_client, app.test_client()):
        listed = device.get("/components/mayan_curse").get_data(as_text=True)
        assert "Our old copy" in listed
        new_table_form = device.get("/new/mayan_curse").get_data(as_text=True)
        assert f'value="{shared_id}"' in new_table_form
        assert device.get(f"/components/mayan_curse/{shared_id}/edit").status_code == 403
        assert device.post(f"/components/mayan_curse/{shared_id}/delete", data={
            "csrf_token": csrf_of(listed)}).status_code == 403
    assert "The set of Ana" not in app.test_client().get("/components/mayan_curse").get_data(
        as_text=True)  # an owned set stays its device's
    with app.app_context():
        found = db.session.get(ComponentSet, shared_id)
        assert found.owner == SHARED and found.data == sample
        assert db.session.get(ComponentSet, owned_id).owner != SHARED
    copier = app.test_client()
    shared_page = copier.get("/components/mayan_curse/shared/old-share-token-0123456789abcdef")
    assert copier.post("/components/mayan_curse/shared/old-share-token-0123456789abcdef",
                       data={"csrf_token": csrf_of(shared_page.get_data(as_text=True))}
                       ).status_code == 302
    with app.app_context():
        copies = db.session.scalars(select(ComponentSet).where(
            ComponentSet.id.not_in([shared_id, owned_id]))).all()
        assert [(c.data, c.owner != SHARED) for c in copies] == [(sample, True)]


# --- b7c2e4f9a613: the rules version of a table -------------------------------------------------

def test_tables_stored_before_rules_versions_are_version_1(app, client):
    """A table stored before tables recorded their rules version (the schema at a6d3f8b1c402)
    is version 1 once upgraded, opens and replays to the same states; a table created
    afterwards records its game's version."""
    from flask_migrate import downgrade, upgrade

    code = new_table(client, players=("Ana", "Ben"), seed="35")
    with app.app_context():
        _play_tzolkin(code, 8)  # an undo among its records
        before = _states(tables.find_table(code))
        db.session.remove()
        downgrade(revision="a6d3f8b1c402")
        with db.engine.connect() as conn:
            columns = [row[1] for row in conn.execute(text("PRAGMA table_info(game_table)"))] \
                if db.engine.dialect.name == "sqlite" else [
                row[0] for row in conn.execute(text(
                    "SELECT column_name FROM information_schema.columns "
                    "WHERE table_name = 'game_table'"))]
        assert "rules_version" not in columns
        upgrade()
        db.engine.dispose()
    tables.REPLAYS.clear()
    with app.app_context():
        assert db.session.scalar(select(Table.rules_version).where(Table.code == code)) == 1
        table = tables.find_table(code)
        current = get_game("tzolkin").rules_version  # a later version keeps version 1's reading
        assert table.rules_version == 1 and tables.rules_notice(table) == (
            None if current == 1 else Msg("table.rules.kept", started=1, current=current))
        assert _states(table) == before and tables.check(table) is None
    assert client.get(f"/t/{code}").status_code == 200
    other = new_table(client, players=("Ana", "Ben"), seed="36")
    with app.app_context():
        assert tables.find_table(other).rules_version == get_game("tzolkin").rules_version
