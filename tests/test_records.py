"""Records (companion.records): a table exported as one document and imported on another
server to the identical state; bad documents refused with nothing stored; BG Stats results;
the SQLite backup; the ``companion export/import/backup/results`` commands."""
from __future__ import annotations

import copy
import json
import re
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import func, select

from companion import records, tables
from companion.app import create_app
from companion.cli import main, upgrade_database
from companion.engine import Game
from companion.extensions import db
from companion.i18n import render
from companion.message import Msg
from companion.models import MoveRecord, Seat, Table
from companion.plugin import GamePlugin
from companion.records import RecordError, bgstats_play, export_table, import_table
from companion.registry import get_game, registered
from companion.tables import REPLAYS
from companion.web.game_web import GameWeb
from tests.conftest import ON_SERVER

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
           {"name": "Cai", "colour": "yellow"}]
# The seed's worked example for Ana (seed 003 「終了と後半の手番例」): 50 VP, 5 corn + 1 wood +
# 1 stone + 1 gold = 14 corn -> 3.5 VP, 2 skulls -> 6 VP: 59.5.  Ben and Cai: 40 VP + 4 corn
# -> 41 each; Ben has 2 workers on the gears, Cai 1, so Ben is second.
END_STATE = {"players": [
    {"name": "Ana", "vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1, "skulls": 2,
     "workers_on_gears": 1},
    {"name": "Ben", "vp": 40, "corn": 4, "workers_on_gears": 2},
    {"name": "Cai", "vp": 40, "corn": 4, "workers_on_gears": 1},
], "skulls_on_chichen_itza": 0}


def play_table(finish: bool = True) -> Table:
    """A table (in the current app context) with wealth chosen by all three seats, one undo
    and its redo on the way, and (``finish``) the end state entered: 5 or 6 records."""
    table = tables.create_table("tzolkin", PLAYERS, seed="11")
    dealt = table.setup["wealth_dealt"]
    seen = 0
    for seat in range(3):
        tables.record_move(table, seat, {"type": "choose_wealth", "tiles": dealt[str(seat)][:2]},
                           seen, by_host=seat == 2)
        seen += 1
    tables.undo_last(table, seen)
    seen += 1
    tables.record_move(table, 2, {"type": "choose_wealth", "tiles": dealt["2"][1:3]}, seen)
    seen += 1
    if finish:
        tables.record_move(table, None, {"type": "end_state", "document": END_STATE}, seen,
                           by_host=True)
    return table


@pytest.fixture
def other_app(tmp_path):
    """A second server: its own, freshly migrated SQLite database."""
    app = create_app({"TESTING": True, "SECRET_KEY": "other",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'other.sqlite3'}"})
    upgrade_database(app)
    yield app
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


def exported(app, finish=True) -> dict:
    with app.app_context():
        return export_table(play_table(finish))


def table_count(app) -> tuple[int, int, int]:
    with app.app_context():
        return (db.session.scalar(select(func.count()).select_from(Table)),
                db.session.scalar(select(func.count()).select_from(Seat)),
                db.session.scalar(select(func.count()).select_from(MoveRecord)))


# --- export -----------------------------------------------------------------------------------

def test_export_holds_the_whole_table_and_the_score_sheet(app):
    document = exported(app)
    assert document["format"] == "table-companion.table" and document["format_version"] == 1
    assert document["game"] == "tzolkin" and document["seed"] == "11"
    assert document["options"]["players"] == PLAYERS
    assert [s["name"] for s in document["seats"]] == ["Ana", "Ben", "Cai"]
    assert [(m["number"], m["kind"], m["seat"], m["by_host"]) for m in document["moves"]] == [
        (1, "move", 0, False), (2, "move", 1, False), (3, "move", 2, True),
        (4, "undo", None, True), (5, "move", 2, False), (6, "move", None, True)]
    assert document["moves"][3]["payload"] == {"undoes": 3}
    assert document["moves"][0]["created_at"].endswith("+00:00")
    assert document["version"] == 6 and document["over"] is True
    assert document["score_sheet"]["totals"] == {"0": 59.5, "1": 41, "2": 41}
    assert document["score_sheet"]["ranking"] == [[0], [1], [2]]
    json.dumps(document)  # JSON all the way down


def test_export_never_holds_a_token_or_the_join_code(app):
    with app.app_context():
        table = play_table()
        secrets_ = ([table.host_token, table.host_hash, table.code]
                    + [s.token_hash for s in table.seats])
        text = json.dumps(export_table(table))
    for secret in secrets_:
        assert secret not in text
    assert "token" not in text


def test_an_unfinished_table_exports_without_a_score_sheet(app):
    document = exported(app, finish=False)
    assert document["over"] is False and document["score_sheet"] is None
    assert document["version"] == 5


# --- round trip -------------------------------------------------------------------------------

def replayed(app, code: str):
    REPLAYS.clear()  # the cache is per process and keyed by table id: force a real replay
    with app.app_context():
        table = tables.find_table(code)
        rep = tables.replay(table)
        game = get_game(table.game_key)
        sheet = game.score(rep.state).to_json() if game.is_over(rep.state) else None
        log = [(e.number, e.kind, e.seat, e.message, e.by_host, e.undone) for e in rep.entries]
        return rep.state, rep.version, rep.effective, log, sheet


def test_round_trip_to_another_server_gives_the_identical_table(app, other_app):
    with app.app_context():
        table = play_table()
        code, host_token = table.code, table.host_hash
        seat_tokens = {s.token_hash for s in table.seats}
        document = export_table(table)
    with other_app.app_context():
        new = import_table(json.loads(json.dumps(document)))
        new_code, new_host = new.code, new.host_hash
        new_tokens = {s.token_hash for s in new.seats}
        assert all(not s.claimed for s in new.seats)
        assert export_table(new)["moves"] == document["moves"]  # timestamps kept too
    assert new_host != host_token and not new_tokens & seat_tokens and len(new_tokens) == 3
    source = replayed(app, code)
    target = replayed(other_app, new_code)
    assert target == source
    assert target[4]["totals"] == {"0": 59.5, "1": 41, "2": 41}


def test_an_unfinished_table_imports_and_plays_on(app, other_app):
    document = exported(app, finish=False)
    with other_app.app_context():
        table = import_table(document)
        rec = tables.record_move(table, None, {"type": "end_state", "document": END_STATE}, 5)
        assert rec.number == 6
        assert get_game("tzolkin").score(tables.replay(table).state).winners == [0]


def test_import_on_the_same_server_makes_a_second_table(app):
    document = exported(app)
    with app.app_context():
        table = import_table(document)
        assert table.code != document.get("code")
        assert tables.replay(table).version == 6
    assert table_count(app)[0] == 2


# --- refused documents ------------------------------------------------------------------------

def _drop_move(doc, number):
    del doc["moves"][number - 1]


BAD_DOCUMENTS = {
    "not an object": (lambda d: [], Msg("records.file.no_object")),
    "another format": (lambda d: d.update(format="something.else"), Msg("records.not_ours")),
    "newer format": (lambda d: d.update(format_version=2),
                     Msg("records.newer_version", version=2, known=1)),
    "unknown game": (lambda d: d.update(game="chess"), Msg("records.unknown_game")),
    "game not playable": (lambda d: d.update(game="coming_soon"), "records.not_playable"),
    "no seed": (lambda d: d.update(seed=""), Msg("records.bad_seed", most=64)),
    "seed too long": (lambda d: d.update(seed="x" * 65), Msg("records.bad_seed", most=64)),
    "other seed": (lambda d: d.update(seed="12"), Msg("records.setup_differs")),
    "altered setup": (lambda d: d["setup"].update(skulls_in_bank=99),
                      Msg("records.setup_differs")),
    "bad options": (lambda d: d["options"].update(agriculture_fishing_level=7),
                    "records.options_refused"),
    "players differ": (lambda d: d["seats"][1].update(name="Bob"), Msg("records.players_differ")),
    "too many seats": (lambda d: d["seats"].extend(
        [{"position": 3, "name": "Dee", "colour": "green"},
         {"position": 4, "name": "Eli", "colour": "red"}]), "records.seat_count"),
    "long name": (lambda d: d["seats"][0].update(name="A" * 41),
                  Msg("records.seat_name", seat=1, most=40)),
    "a token": (lambda d: d["seats"][0].update(token="abc"), Msg("records.has_token")),
    "gap in numbers": (lambda d: _drop_move(d, 2), Msg("records.numbering", number=2)),
    "doubled move": (lambda d: d["moves"].insert(1, copy.deepcopy(d["moves"][0])),
                     Msg("records.numbering", number=2)),
    "moves not a list": (lambda d: d.update(moves={}), Msg("records.no_log")),
    "unknown kind": (lambda d: d["moves"][0].update(kind="redo"),
                     Msg("records.move_kind", number=1)),
    "bad seat": (lambda d: d["moves"][0].update(seat=7), Msg("records.move_seat", number=1)),
    "seat and payload disagree": (lambda d: d["moves"][0].update(seat=1),
                                  Msg("records.move_seat_differs", number=1)),
    "illegal move": (lambda d: d["moves"][1]["payload"].update(tiles=["w01", "w01"]),
                     "records.move_refused"),
    "not a tile": (lambda d: d["moves"][1]["payload"].update(tiles=["w99", "w01"]),
                   "records.move_refused"),
    "undo of the wrong move": (lambda d: d["moves"][3]["payload"].update(undoes=1),
                               Msg("records.undo_not_last", number=4, last=3)),
    "undo with nothing to undo": (lambda d: d["moves"].__setitem__(0, {
        "number": 1, "kind": "undo", "seat": None, "by_host": True,
        "created_at": d["moves"][0]["created_at"], "payload": {"undoes": 0}}),
        Msg("records.undo_nothing", number=1)),
    "bad time": (lambda d: d["moves"][0].update(created_at="yesterday"),
                 Msg("records.time.bad", what=Msg("records.time.move", number=1))),
    "payload not an object": (lambda d: d["moves"][0].update(payload="w01"),
                              Msg("records.move_unreadable", number=1)),
    "version disagrees": (lambda d: d.update(version=9), Msg("records.version_differs",
                                                             records=6)),
    "altered score sheet": (lambda d: d["score_sheet"]["totals"].update({"1": 99}),
                            Msg("records.sheet_differs")),
    "score sheet of a game not over": (lambda d: (d["moves"].pop(), d.update(version=5)),
                                       Msg("records.sheet_before_end")),
}


class ComingSoon(Game):
    """A game that is listed but cannot be played yet."""

    key = "coming_soon"
    title = title_ja = "Coming Soon"
    player_counts = range(2, 5)
    playable = False


@pytest.mark.parametrize("name", BAD_DOCUMENTS)
def test_each_kind_of_bad_document_is_refused_and_nothing_is_stored(app, other_app, name,
                                                                    monkeypatch):
    with registered(GamePlugin(rules=ComingSoon(), web=GameWeb(), messages={},
                               directory=Path(__file__).parent, setup_text=str)):
        _bad_document_refused(app, other_app, name)


def _bad_document_refused(app, other_app, name):
    change, message = BAD_DOCUMENTS[name]
    document = exported(app)
    result = change(document)
    if isinstance(result, list) and name == "not an object":
        document = result
    before = table_count(other_app)
    with other_app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(document)
    got = caught.value.message
    if isinstance(message, str):  # only the code: its parameters come from the engine
        assert got.code == message, got
    else:
        assert got == message
    assert render(got, "en") and render(got, "ja")  # said in either language
    assert isinstance(caught.value, ValueError)
    assert table_count(other_app) == before == (0, 0, 0)


def test_a_failure_while_storing_leaves_nothing_half_stored(app, other_app, monkeypatch):
    document = exported(app)
    stored = []

    def failing(table, move):
        if move["number"] == 4:
            raise RuntimeError("the disk filled up")
        stored.append(move["number"])
        return real(table, move)

    real = records._move_record
    monkeypatch.setattr(records, "_move_record", failing)
    with other_app.app_context():
        with pytest.raises(RuntimeError):
            import_table(document)
    assert stored == [1, 2, 3]
    assert table_count(other_app) == (0, 0, 0)


@pytest.mark.parametrize("raw, message", [
    (b"\xff\xfe\x00", Msg("records.file.not_utf8")),
    (b"{not json", Msg("records.file.not_json_at", line=1, column=2)),
    (b"[1, 2]", Msg("records.file.no_object")),
    (b"[" * 100_000, Msg("records.file.not_json")),
])
def test_an_unreadable_file_is_refused_clearly(raw, message):
    with pytest.raises(RecordError) as caught:
        records.parse_document(raw)
    assert caught.value.message == message


# --- BG Stats results -------------------------------------------------------------------------

def test_results_in_the_bg_stats_play_format(app):
    with app.app_context():
        table = play_table()
        play = bgstats_play(table)
        code = table.code
    assert play["sourceName"] == "Table Companion" and play["sourcePlayId"] == code
    assert play["game"] == {"name": "Tzolk'in: The Mayan Calendar", "highestWins": True,
                            "noPoints": False, "sourceGameId": "tzolkin", "bggId": 126163}
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]] == [
        ("Ana", 59.5, 1, True), ("Ben", 41, 2, False), ("Cai", 41, 3, False)]
    assert sum(p["startPlayer"] for p in play["players"]) == 1
    assert len(play["playDate"]) == 19 and play["durationMin"] >= 1


def test_shared_places_share_a_rank_and_the_next_rank_skips(app):
    tie = copy.deepcopy(END_STATE)
    tie["players"][2]["workers_on_gears"] = 2  # Ben and Cai now tie completely
    with app.app_context():
        table = play_table(finish=False)
        tables.record_move(table, None, {"type": "end_state", "document": tie}, 5)
        play = bgstats_play(table)
    assert [p["rank"] for p in play["players"]] == [1, 2, 2]
    tie["players"][0]["vp"] = 30  # 39.5: Ben and Cai share first place, Ana third
    with app.app_context():
        table = play_table(finish=False)
        tables.record_move(table, None, {"type": "end_state", "document": tie}, 5)
        play = bgstats_play(table)
    assert [(p["rank"], p["winner"]) for p in play["players"]] == [(3, False), (1, True),
                                                                    (1, True)]


def test_results_of_an_unfinished_game_are_refused(app):
    with app.app_context():
        table = play_table(finish=False)
        with pytest.raises(RecordError) as caught:
            bgstats_play(table)
    assert caught.value.message == Msg("records.results_before_end")


# --- backup -----------------------------------------------------------------------------------

def test_backup_copies_a_live_database_that_opens_and_holds_the_tables(other_app, tmp_path):
    with other_app.app_context():
        play_table()
        code = db.session.scalar(select(Table.code))
        path = db.engine.url.database
    (tmp_path / "backups").mkdir()
    copy_path = records.backup_sqlite(path, tmp_path / "backups")
    assert copy_path.parent == tmp_path / "backups" and copy_path.suffix == ".sqlite3"
    with sqlite3.connect(copy_path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert conn.execute("SELECT code FROM game_table").fetchall() == [(code,)]
        assert conn.execute("SELECT count(*) FROM move_record").fetchone()[0] == 6
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{copy_path}", "SECRET_KEY": "x"})
    REPLAYS.clear()
    with app.app_context():
        assert tables.replay(tables.find_table(code)).version == 6
        db.engine.dispose()
    with pytest.raises(RecordError) as caught:
        records.backup_sqlite(path, copy_path)
    assert caught.value.message == Msg("records.backup.exists", path=str(copy_path))
    with pytest.raises(RecordError) as caught:
        records.backup_sqlite(tmp_path / "missing.sqlite3", tmp_path / "x.sqlite3")
    assert caught.value.message == Msg("records.backup.no_database",
                                       path=str(tmp_path / "missing.sqlite3"))


# --- the command line -------------------------------------------------------------------------

def run(args, database_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("SECRET_KEY", "cli-test")
    return CliRunner().invoke(main, args, catch_exceptions=False)


def test_cli_export_import_and_results(app, other_app, tmp_path, monkeypatch):
    with app.app_context():
        code = play_table().code
        source_url = str(db.engine.url.render_as_string(hide_password=False))
    out = tmp_path / "table.json"
    result = run(["export", code.lower(), "-o", str(out)], source_url, monkeypatch)
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text())["version"] == 6
    printed = run(["export", code], source_url, monkeypatch)
    assert json.loads(printed.output)["seed"] == "11"
    with other_app.app_context():
        other_url = db.engine.url.render_as_string(hide_password=False)
    result = run(["import", str(out)], other_url, monkeypatch)
    assert result.exit_code == 0, result.output
    assert "Imported Tzolk'in: The Mayan Calendar as table" in result.output
    assert re.search(r"/t/\w+/handoff/[\w-]+\n", result.output)  # a one-time host link
    assert table_count(other_app) == (1, 3, 6)
    results = run(["results", code], source_url, monkeypatch)
    assert json.loads(results.output)["players"][0]["score"] == 59.5


def test_cli_refuses_bad_input_clearly(app, tmp_path, monkeypatch):
    with app.app_context():
        url = db.engine.url.render_as_string(hide_password=False)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "nope"}')
    result = run(["import", str(bad)], url, monkeypatch)
    assert result.exit_code == 1 and "not a table exported from Table Companion" in result.output
    result = run(["export", "ZZZZZZ"], url, monkeypatch)
    assert result.exit_code == 1 and "No table has that join code" in result.output


@pytest.mark.skipif(ON_SERVER, reason="backs up the SQLite test database")
def test_cli_backup_of_sqlite(app, tmp_path, monkeypatch):
    with app.app_context():
        play_table()
        url = db.engine.url.render_as_string(hide_password=False)
    dest = tmp_path / "copy.sqlite3"
    result = run(["backup", str(dest)], url, monkeypatch)
    assert result.exit_code == 0, result.output
    assert f"Backed up to {dest}" in result.output
    with sqlite3.connect(dest) as conn:
        assert conn.execute("SELECT count(*) FROM move_record").fetchone()[0] == 6


def test_cli_backup_on_postgresql_points_to_pg_dump(monkeypatch):
    result = run(["backup"], "postgresql+psycopg://nobody@127.0.0.1:1/none", monkeypatch)
    assert result.exit_code == 1
    assert "SQLite" in result.output and "pg_dump" in result.output


# --- every playable game ----------------------------------------------------------------------

def _playable_keys() -> list[str]:
    from companion.registry import GAMES

    return sorted(key for key, game in GAMES.items() if getattr(game, "playable", False))


@pytest.mark.parametrize("game_key", _playable_keys())
def test_every_playable_game_round_trips_a_new_table(app, other_app, game_key):
    """The setup of every game is reproducible from its options and seed on another server, so
    its tables can be imported there (a game whose setup is not would be refused)."""
    from companion.registry import get_web

    game = get_game(game_key)
    count = max(2, min(game.player_counts)) if 2 in game.player_counts else min(game.player_counts)
    colours = [value for value, _label in get_web(game_key).colours]
    players = [{"name": f"Player {i + 1}", "colour": colours[i]} for i in range(count)]
    with app.app_context():
        document = export_table(tables.create_table(game_key, players, seed="r1"))
    with other_app.app_context():
        table = import_table(json.loads(json.dumps(document)))
        assert table.setup == document["setup"] and table.game_key == game_key
