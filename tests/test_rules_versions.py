"""Rules versions (companion/tables/rules.py): a table recorded under an older reading of its
game's rules still opens and goes on after an upgrade, as the game declares: it keeps its
reading, or it is moved forward by a checked migration; a migration that does not check out
is refused and reported, and nothing stored changes.  ``companion check-tables`` replays
every stored table and reports those the current code does not replay as stored.

The game is the tests' Nim (tests/tiny_game), recorded under version 1, then read by its
version 2 (tests/tiny_game/rules/second_reading.py: on equal bids the second seat plays
first).  Seed "1": a pile of 11.  The log recorded under version 1: Ana bids 2, Ben bids 2
(equal: Ana plays first under version 1), Ana takes 1 (10 left, Ben's turn).
"""
from __future__ import annotations

import dataclasses
import json
from contextlib import contextmanager

import pytest
from click.testing import CliRunner
from sqlalchemy import select

from companion import registry, tables
from companion.cli import main
from companion.engine import KEEP, MIGRATE, SAME
from companion.extensions import db
from companion.models import MoveRecord, Table
from companion.message import Msg, Text
from companion.records import RecordError, export_table, import_table
from tests.conformance import driving
from tests.conformance.kit import TINY, players, tiny_registered
from tests.conformance.test_tiny_game import post
from tests.driver import csrf_of, join_seat
from tests.tiny_game.rules import GAME as FIRST_READING
from tests.tiny_game.rules.second_reading import MARK, NimSecondReading
from tests.web.test_page_views_write_nothing import everything

STARTED_EN = "This table was started under an earlier reading of the game"
STARTED_JA = "このテーブルは、ゲームのルールの以前の読み方"


@pytest.fixture
def app(app):
    """tests/conftest.py's app, created once the tiny game (version 1) is registered."""
    with tiny_registered():
        yield app


@contextmanager
def upgraded_to(rules):
    """The server upgraded: the tiny game's rules are ``rules`` while the block runs (its
    catalogue, templates and web side stay as registered), then version 1 again."""
    before = registry.PLUGINS[TINY]
    registry.PLUGINS[TINY] = dataclasses.replace(before, rules=rules)
    registry.GAMES[TINY] = rules
    tables.REPLAYS.clear()
    try:
        yield rules
    finally:
        registry.PLUGINS[TINY], registry.GAMES[TINY] = before, before.rules
        tables.REPLAYS.clear()


def recorded_under_version_1(app, client) -> tuple[str, object, object]:
    """A table created and played under version 1 (the module docstring's three records);
    (join code, Ana's phone, Ben's phone).  ``client`` is its host screen."""
    assert registry.GAMES[TINY] is FIRST_READING
    code = driving.offered_table(client, registry.PLUGINS[TINY],
                             players(registry.PLUGINS[TINY], 2), seed="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert post(ana, code, "bid", 2).status_code == 302
    assert post(ben, code, "bid", 2).status_code == 302
    assert post(ana, code, "take", 1).status_code == 302
    state = driving.stored_state(app, code, 3)
    assert (state["pile"], state["turn"], state["bids"]) == (10, 1, [2, 2])
    assert rules_version(app, code) == 1
    return code, ana, ben


def rules_version(app, code: str) -> int:
    with app.app_context():
        return db.session.scalar(select(Table.rules_version).where(Table.code == code))


def payloads(app, code: str) -> list[dict]:
    with app.app_context():
        return db.session.scalars(select(MoveRecord.payload).join(Table).where(
            Table.code == code).order_by(MoveRecord.number)).all()


def host_page(client, code: str, lang: str) -> str:
    client.set_cookie("lang", lang)
    response = client.get(f"/t/{code}")
    client.set_cookie("lang", "en")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def check_tables(app, monkeypatch, *args: str):
    """``companion check-tables`` on the app's database (click's runner)."""
    with app.app_context():
        url = db.engine.url.render_as_string(hide_password=False)
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setenv("SECRET_KEY", "cli-test")
    return CliRunner().invoke(main, ["--lang", "en", "check-tables", *args],
                              catch_exceptions=False)


def test_a_table_created_now_records_the_rules_version(app, client):
    code, _ana, _ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(KEEP)):
        new = driving.offered_table(client, registry.PLUGINS[TINY],
                                players(registry.PLUGINS[TINY], 2), seed="1")
        assert rules_version(app, new) == 2 and rules_version(app, code) == 1
        assert driving.setup_of(app, new)[MARK] == 2
        assert STARTED_EN not in host_page(client, new, "en")


def test_a_table_keeps_the_reading_it_was_started_with(app, client, monkeypatch):
    """(a) Version 2 keeps version 1's reading for the tables started under it: the host
    page says so in the page language, the table goes on under version 1's reading (Ben's
    turn after Ana's take), its version stays 1, ``check-tables`` finds nothing, and its
    export imports as a version 1 table again; a new table reads equal bids the new way."""
    code, ana, ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(KEEP)):
        english, japanese = host_page(client, code, "en"), host_page(client, code, "ja")
        assert STARTED_EN in english and "goes on under the reading it was started" in english
        assert STARTED_JA in japanese and STARTED_EN not in japanese
        assert post(ben, code, "take", 2).status_code == 302
        assert driving.stored_state(app, code, 4)["pile"] == 8
        assert rules_version(app, code) == 1
        result = check_tables(app, monkeypatch)
        assert result.exit_code == 0, result.output
        assert "1 table checked; 0 cannot be replayed as stored." in result.output
        with app.app_context():
            document = export_table(tables.find_table(code))
            assert document["rules_version"] == 1
            document.pop("rules_version")  # a document from before versions: version 1
            again = import_table(document)
            assert again.rules_version == 1
            assert tables.current(tables.find_table(again.code)).state["pile"] == 8
        # a table started under version 2: equal bids, the second seat plays first
        new = driving.offered_table(client, registry.PLUGINS[TINY],
                                players(registry.PLUGINS[TINY], 2), seed="1")
        driving.record(app, new, 0, {"type": "bid", "seat": 0, "bid": 2})
        driving.record(app, new, 1, {"type": "bid", "seat": 1, "bid": 2})
        assert driving.stored_state(app, new, 2)["turn"] == 1


def test_a_table_is_moved_forward_by_a_checked_migration(app, client, monkeypatch):
    """(b) Version 2 migrates version 1's tables: until a write, pages show the table as
    stored and say it will be brought forward (a page view writes nothing), and
    ``check-tables`` reports it (the current code reads record 2 differently); the next move
    brings it forward, checked (Ana's bid is 3 now, so she still played first), and goes on
    under version 2."""
    code, ana, ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(MIGRATE)):
        before = everything(app)
        english, japanese = host_page(client, code, "en"), host_page(client, code, "ja")
        assert STARTED_EN in english and "brought to the current reading" in english
        assert STARTED_JA in japanese
        assert ana.get(f"/t/{code}/me").status_code == 200
        assert client.get(f"/t/{code}?at=2").status_code == 200
        assert everything(app) == before                     # page views write nothing
        result = check_tables(app, monkeypatch)
        assert result.exit_code == 1
        assert f"{code} (Nim): record 2: The stored state differs: turn: 0 → 1." in result.output
        assert "--upgrade applies it" in result.output
        assert everything(app) == before

        assert post(ben, code, "take", 2).status_code == 302
        assert rules_version(app, code) == 2
        assert payloads(app, code)[0] == {"type": "bid", "seat": 0, "bid": 3}
        assert [driving.stored_state(app, code, n)["turn"] for n in (2, 3, 4)] == [0, 1, 0]
        assert driving.stored_state(app, code, 4)["pile"] == 8
        assert STARTED_EN not in host_page(client, code, "en")
        result = check_tables(app, monkeypatch)
        assert result.exit_code == 0, result.output


def test_check_tables_upgrade_applies_the_declared_migrations(app, client, monkeypatch):
    """``check-tables --upgrade`` moves a table forward as its game declares and checks it;
    a table declared to replay the same is marked current once it does."""
    code, _ana, _ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(MIGRATE)):
        result = check_tables(app, monkeypatch, "--upgrade")
        assert result.exit_code == 0, result.output
        assert f"{code} (Nim): brought from rules version 1 to 2." in result.output
        assert rules_version(app, code) == 2
        assert payloads(app, code)[0]["bid"] == 3
    other = driving.offered_table(client, registry.PLUGINS[TINY],
                              players(registry.PLUGINS[TINY], 2), seed="2")
    driving.record(app, other, 0, {"type": "bid", "seat": 0, "bid": 1})
    with upgraded_to(NimSecondReading(SAME)):
        result = check_tables(app, monkeypatch, "--upgrade")
        assert result.exit_code == 0, result.output
        assert rules_version(app, other) == 2


def test_a_migration_that_does_not_check_out_is_refused(app, client, monkeypatch):
    """(c) A migration that leaves Ana's take out of turn under the new reading is refused
    and reported: the host page says the table cannot go on (in the page language), its log
    and past states still show and it still exports; a move is refused (422) and
    ``check-tables --upgrade`` reports it; nothing stored changes."""
    code, ana, ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(MIGRATE, migration="unchecked")):
        before = everything(app)
        english, japanese = host_page(client, code, "en"), host_page(client, code, "ja")
        assert "cannot be brought to the current reading" in english
        assert "Record 3: It is Ben" in english
        assert STARTED_JA in japanese and STARTED_EN not in japanese
        assert client.get(f"/t/{code}?log=1").status_code == 200
        assert client.get(f"/t/{code}?at=1").status_code == 200
        exported = client.get(f"/t/{code}/export.json")
        assert exported.status_code == 200
        assert json.loads(exported.get_data(as_text=True))["rules_version"] == 1
        refused = post(ben, code, "take", 2)
        assert refused.status_code == 422
        assert "Nothing was stored" in refused.get_data(as_text=True)
        assert client.post(f"/t/{code}/undo", data={
            "csrf_token": csrf_of(host_page(client, code, "en")),
            "seen": "3"}).status_code == 422
        result = check_tables(app, monkeypatch, "--upgrade")
        assert result.exit_code == 1
        assert f"{code} (Nim): record 3: " in result.output
        assert everything(app) == before
        with app.app_context():
            with pytest.raises(tables.RulesRefused) as caught:
                tables.bring_forward(tables.find_table(code))
            assert caught.value.difference.number == 3
        assert everything(app) == before


def test_an_older_export_is_imported_as_its_game_declares(app, client):
    """An export of version 1 (without ``rules_version``, as written before versions were
    recorded) imports under version 2: moved forward by the checked migration (version 2,
    Ana's bid 3), refused when the migration does not check out; an export of a newer
    version than the server's is refused."""
    code, _ana, _ben = recorded_under_version_1(app, client)
    with app.app_context():
        document = export_table(tables.find_table(code))
    assert document.pop("rules_version") == 1
    with upgraded_to(NimSecondReading(MIGRATE)), app.app_context():
        imported = import_table(json.loads(json.dumps(document)))
        assert imported.rules_version == 2
        assert payloads(app, imported.code)[0] == {"type": "bid", "seat": 0, "bid": 3}
        assert tables.check(tables.find_table(imported.code)) is None
        with pytest.raises(RecordError) as caught:
            import_table(dict(document, rules_version=3))
        assert caught.value.message == Msg("records.newer_rules", game=Text("Nim", "ニム"),
                                           version=3, known=2)
    with upgraded_to(NimSecondReading(MIGRATE, migration="unchecked")), app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(json.loads(json.dumps(document)))
        assert caught.value.message.code == "records.move_refused"
        assert caught.value.message.params["number"] == 3


def test_a_table_brought_forward_by_another_request_is_read_again(app, client):
    """A request that read the table before another one brought it forward finds it moved
    on, and goes on from the table as it is now (its rules version and setup read again),
    never from the states of the earlier reading."""
    code, _ana, _ben = recorded_under_version_1(app, client)
    with upgraded_to(NimSecondReading(MIGRATE)), app.app_context():
        early = tables.find_table(code)
        assert tables.current(early).state["bids"] == [2, 2]   # cached under version 1
        assert tables.bring_forward(tables.find_table(code)) == MIGRATE
        assert tables.bring_forward(early) is None
        assert early.rules_version == 2
        tables.record_move(early, 1, {"type": "take", "seat": 1, "count": 2}, 3)
        assert tables.current(early).state["bids"] == [3, 2]
        assert tables.check(tables.find_table(code)) is None


class UnreadableFirstReading(NimSecondReading):
    """Version 2 kept under its reading, but whose host view cannot draw a version 1 state
    (it expects the mark): what a game's mistake would do to an old table."""

    def view(self, state, seat):
        if seat is None:
            state[MARK]  # a KeyError on a state of version 1
        return super().view(state, seat)


def test_a_table_the_current_code_cannot_draw_is_never_a_500(app, client):
    """A table of an older reading whose states the current code fails to draw: its host
    page says what happens to it, shows its log and links its export (200, never a 500); its
    export still works."""
    code, ana, _ben = recorded_under_version_1(app, client)
    app.logger.disabled = True  # the failure is logged: not this test's output
    try:
        with upgraded_to(UnreadableFirstReading(KEEP)):
            page = client.get(f"/t/{code}")
            assert page.status_code == 200
            html = page.get_data(as_text=True)
            assert STARTED_EN in html and 'id="rules-notice"' in html
            assert "Ana takes 1" in html and f"/t/{code}/export.json" in html
            assert client.get(f"/t/{code}/export.json").status_code == 200
            assert ana.get(f"/t/{code}/me").status_code == 200    # a phone draws its seat
    finally:
        app.logger.disabled = False
