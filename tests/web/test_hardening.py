"""Crafted input that used to break pages: each is now a clear 4xx (or ignored, for a cookie
that is no token) and nothing stored changes.  Issue: "no 500 on any input"."""
from __future__ import annotations

import io
import json
import re

import pytest

from companion import inputs, records
from companion.extensions import db
from companion.message import Msg
from companion.models import ComponentSet
from companion.records import RecordError, export_table, import_table
from tests.driver import csrf_of, join_seat, new_table
from tests.test_records import play_table


# --- the strict layer itself --------------------------------------------------------------------

@pytest.mark.parametrize("raw, expected", [
    ("12", 12), ("0", 0), ("²", None), ("١٢", None), ("１２", None), ("1e3", None), (" 12", None),
    ("-1", None), ("", None), ("9" * 10, None), ("9" * 5000, None), (None, None), (12, None)])
def test_a_number_is_ascii_digits_of_bounded_length(raw, expected):
    assert inputs.number(raw) == expected


def test_a_number_above_its_bound_is_none():
    assert inputs.number("7", most=6) is None and inputs.number("6", most=6) == 6


@pytest.mark.parametrize("raw, reason", [
    ('{"a": "\\udcff"}', "surrogate"), ('{"\\ud800": 1}', "surrogate"),
    ('[NaN]', "number"), ('{"a": Infinity}', "number"), ("[" + "9" * 4400 + "]", "number"),
    ("[" * 100 + "]" * 100, "depth"), ("{not json", "syntax"), (b"\xff\xfe", "encoding")])
def test_json_documents_hold_only_text_and_short_finite_numbers(raw, reason):
    with pytest.raises(inputs.BadInput) as caught:
        inputs.load_json(raw)
    assert caught.value.reason == reason


def test_a_good_json_document_loads_as_it_is():
    assert inputs.load_json(b'\xef\xbb\xbf{"a": [1, 2.5, "\\u30c6"]}') == {"a": [1, 2.5, "テ"]}


@pytest.mark.parametrize("name, problem", [
    ("Ana", None), ("  はなこ ", None), ("", "empty"), ("   ", "empty"), ("\u3164", "invisible"),
    ("\u2800\u2800", "invisible"), ("A\u200bna", "invisible"), ("A\x00", "invisible"),
    ("x" * 41, "long"), ("\udcff", "invisible")])
def test_names_that_look_empty_or_hide_characters_are_refused(name, problem):
    assert inputs.name_problem(name) == problem


def test_full_width_and_case_do_not_make_another_name():
    assert inputs.name_key("ＡＮＡ") == inputs.name_key("ana") == inputs.name_key("A na")


# --- pages --------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw", ["²", "١", "9" * 5000, "3x", "-1"])
def test_numbers_in_query_strings_and_forms_are_4xx_never_500(app, client, raw):
    code = new_table(client)
    assert client.get(f"/calc/tzolkin?players={raw}").status_code == 400
    # a number past the log or anything else that is no move of it: 400, the range said
    assert client.get(f"/t/{code}?at={raw}").status_code == 400
    page = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/choose_wealth", data={
        "csrf_token": csrf_of(page), "seat": raw, "choose_wealth-seen": "0"})
    assert response.status_code == 404
    response = client.post(f"/t/{code}/seats/release", data={
        "csrf_token": csrf_of(page), "position": raw})
    assert response.status_code == 400
    assert client.get(f"/components/mayan_curse/{raw}.json").status_code == 404


@pytest.mark.parametrize("cookie", ["é" * 32, "\u3042" * 30, "x", "A" * 500])
def test_a_cookie_that_is_no_token_is_ignored(app, client, cookie):
    code = new_table(client)
    phone = app.test_client()
    with phone.session_transaction() as session:
        session["tables"] = [[code, cookie, cookie]]
    assert phone.get(f"/t/{code}").status_code == 302  # an onlooker: sent to pick a seat
    assert phone.get(f"/t/{code}/me").status_code == 302
    assert phone.get(f"/j/{code}").status_code == 200


def test_a_lone_surrogate_in_a_component_set_is_refused_and_nothing_saved(app, client):
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    text = json.dumps({"label": "x"}).replace('"x"', '"\\udcff"')
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Broken", "text": text})
    assert response.status_code == 422
    assert "not text" in response.get_data(as_text=True)
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Broken",
        "file": (io.BytesIO(text.encode()), "set.json")}, content_type="multipart/form-data")
    assert response.status_code == 422
    with app.app_context():
        assert db.session.query(ComponentSet).count() == 0


@pytest.mark.parametrize("names, error", [
    (("\u3164", "Ben"), "invisible"), (("Ana", "ＡＮＡ"), "Two players have this name"),
    (("\u2800", "Ben"), "invisible")])
def test_new_tables_refuse_invisible_and_look_alike_names(client, names, error):
    page = client.get("/new/tzolkin").get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "player_count": "2", "seed": "",
            "name_0": names[0], "colour_0": "blue", "name_1": names[1], "colour_1": "red"}
    response = client.post("/new/tzolkin", data=data)
    assert response.status_code == 400 and error in response.get_data(as_text=True)


# --- imports ------------------------------------------------------------------------------------

def _exported(app):
    with app.app_context():
        return export_table(play_table())


def _import_refused(app, text: str) -> Msg:
    with app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(records.parse_document(text.encode()))
    return caught.value.message


def test_imports_refuse_lone_surrogates_nan_and_huge_numbers(app):
    document = _exported(app)
    text = json.dumps(document)
    bad_move = text.replace('"choose_wealth"', '"choose_\\udcffwealth"', 1)
    assert _import_refused(app, bad_move) == Msg("records.file.not_json")
    bad_name = text.replace('"Ana"', '"A\\udcffna"')
    assert _import_refused(app, bad_name) == Msg("records.file.not_json")
    assert _import_refused(app, text.replace('"version": 6', '"version": NaN')) == Msg(
        "records.file.not_json")
    assert _import_refused(app, text.replace('"version": 6', '"version": ' + "9" * 4400)) == Msg(
        "records.file.not_json")


def test_imports_refuse_times_out_of_range_in_utc_and_names_the_form_refuses(app):
    document = _exported(app)
    document["moves"][0]["created_at"] = "9999-12-31T23:59:59-05:00"
    with app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(document)
    assert caught.value.message == Msg("records.time.bad", what=Msg("records.time.move",
                                                                    number=1))
    for name, code in (("\u3164", "records.seat_name"), ("ＡＮＡ", "records.seat_name_twice")):
        document = _exported(app)
        document["seats"][1]["name"] = name
        document["options"]["players"][1]["name"] = name
        with app.app_context():
            with pytest.raises(RecordError) as caught:
                import_table(document)
        assert caught.value.message.code == code


def test_a_join_with_a_bad_position_is_400(app, client):
    code = new_table(client)
    phone = app.test_client()
    page = phone.get(f"/j/{code}").get_data(as_text=True)
    for raw in ("²", "9" * 5000, "-1", "7"):
        response = phone.post(f"/j/{code}", data={"csrf_token": csrf_of(page), "position": raw})
        assert response.status_code == 400
    assert join_seat(app, code, 0)


# --- long logs: every page's cost bounded ---------------------------------------------------

def test_an_imported_table_has_each_records_state_and_message_and_pages_never_replay(
        app, monkeypatch):
    from companion import tables
    from companion.models import MoveRecord

    document = _exported(app)
    with app.app_context():
        table = import_table(document)
        code, token = table.code, table.host_token
        stored = db.session.query(MoveRecord).filter_by(table_id=table.id).order_by(
            MoveRecord.number).all()
        assert all(r.state is not None for r in stored)
        assert [r.message is not None for r in stored] == [r.kind == "move" for r in stored]
    tables.REPLAYS.clear()

    def no_replay(*_args, **_kwargs):
        raise AssertionError("a page replayed the log")

    monkeypatch.setattr(tables.states, "_fold", no_replay)
    host = app.test_client()
    with host.session_transaction() as kept:
        kept["tables"] = [[code, token, ""]]
    for at in range(0, 7):
        assert host.get(f"/t/{code}?at={at}").status_code == 200
    assert host.get(f"/t/{code}").status_code == 200


def test_the_host_log_shows_the_latest_moves_first_a_page_at_a_time(app, client):
    from companion import tables
    from companion.web import moves

    with app.test_request_context("/"):
        table = tables.create_table("tzolkin", [{"name": "Ana", "colour": "blue"},
                                                {"name": "Ben", "colour": "red"}], seed="1")
        assert moves.log_page(table, 0, None, size=2).pages == 1
        for seat in range(2):  # then undo the second choice and make it again
            tiles = table.setup["wealth_dealt"][str(seat)][:2]
            tables.record_move(table, seat, {"type": "choose_wealth", "tiles": tiles}, seat)
        tables.undo_last(table, 2)
        tables.record_move(table, 1, {"type": "choose_wealth", "tiles": tiles}, 3)
        tables.undo_last(table, 4)
        page = moves.log_page(table, 5, None, size=2)
        assert ([e.number for e in page.entries], page.page, page.pages) == ([5, 4], 1, 3)
        assert [(e.kind, e.undone, e.undoes) for e in page.entries] == [
            ("undo", False, 4), ("move", True, None)]
        third = moves.log_page(table, 5, "3", size=2)
        assert [(e.number, e.undone) for e in third.entries] == [(1, False)]
        assert moves.log_page(table, 5, "9", size=2).page == 1
        middle = moves.log_page(table, 5, "2", size=2).entries
        assert [(e.number, e.kind, e.undone) for e in middle] == [(3, "undo", False),
                                                                   (2, "move", True)]


def test_an_import_of_too_many_records_is_refused_before_any_replay(app):
    document = _exported(app)
    document["moves"] = document["moves"] * 400
    with app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(document)
    assert caught.value.message == Msg("records.too_many", records=2400, most=2000)


# --- hosts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("host", ["evil.example", "a" * 70 + ".com", "x" * 300, "bad host",
                                  "\u3042.jp", "localhost@evil.example"])
def test_a_host_this_server_does_not_answer_to_is_400_without_a_page(app, client, host):
    code = new_table(client)
    for url in ("/", f"/t/{code}", f"/t/{code}/qr.svg", "/no/such/page"):
        response = client.get(url, headers={"Host": host})
        assert response.status_code == 400
        assert "does not answer to the address" in response.get_data(as_text=True)
        assert host not in response.get_data(as_text=True)


def test_a_phone_on_an_address_not_answered_to_reads_why_in_its_language(app, client, caplog):
    """The answer is a small page a phone can read, in the page language, that says what to
    open instead; what to configure goes to the log, for whoever runs the server."""
    response = client.get("/", headers={"Host": "evil.example", "Accept-Language": "ja"})
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and response.mimetype == "text/html"
    assert '<html lang="ja">' in page and 'name="viewport"' in page
    assert "ホスト画面に表示されているアドレスを開くか、そのQRコードを読み取ってください。" in page
    assert "TRUSTED_HOSTS" not in page and "README" not in page and "evil.example" not in page
    assert any("TRUSTED_HOSTS" in r.getMessage() for r in caplog.records)


def test_the_hosts_answered_to_come_from_the_configuration(monkeypatch):
    from companion.app import trusted_hosts

    hosts = trusted_hosts("http://192.168.1.20:5000", " games.example.org, .club.example ")
    assert "192.168.1.20" in hosts and "games.example.org" in hosts and ".club.example" in hosts
    assert "localhost" in hosts and "127.0.0.1" in hosts


def test_the_join_address_uses_a_trusted_host_only(app):
    app.config["PUBLIC_URL"] = ""
    client = app.test_client()
    code = new_table(client)
    html = client.get(f"/t/{code}", headers={"Host": "localhost:5000"}).get_data(as_text=True)
    assert "evil" not in html
    assert client.get(f"/t/{code}", headers={"Host": "evil.example"}).status_code == 400


# --- seats: one per device, claims limited -----------------------------------------------------

def test_one_device_claiming_every_seat_at_once_gets_one(app, db_url, client):
    """Simultaneous claims carrying one device key: only one seat is taken."""
    import threading

    from companion.models import Seat

    code = new_table(client, players=("Ana", "Ben", "Cai"))
    phone = app.test_client()
    page = phone.get(f"/j/{code}").get_data(as_text=True)
    token = csrf_of(page)
    cookies = {c.key: c.value for c in phone._cookies.values()}
    statuses = []

    def claim(position):
        other = app.test_client()
        for name, value in cookies.items():
            other.set_cookie(name, value)
        statuses.append(other.post(f"/j/{code}", data={"csrf_token": token,
                                                       "position": str(position)}).status_code)

    threads = [threading.Thread(target=claim, args=(p,)) for p in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with app.app_context():
        claimed = db.session.query(Seat).filter_by(claimed=True).count()
    assert claimed == 1 and sorted(statuses) == [302, 403, 403]


def test_a_claim_without_the_join_pages_device_cookie_is_refused(app, client):
    code = new_table(client)
    phone = app.test_client()
    page = phone.get(f"/j/{code}").get_data(as_text=True)
    phone.delete_cookie("tc_device")
    response = phone.post(f"/j/{code}", data={"csrf_token": csrf_of(page), "position": "0"})
    assert response.status_code == 400 and "allow cookies" in response.get_data(as_text=True)


def test_seat_claims_are_limited_per_client_and_table(app, client):
    """Per device and table (issue 36: per address, one phone's junk claims locked every
    other phone at that address out of the table)."""
    app.config["SEAT_CLAIM_LIMIT"] = "3 per 10 minutes"
    code = new_table(client, players=("Ana", "Ben", "Cai", "Dee"))
    phone = app.test_client()
    page = phone.get(f"/j/{code}").get_data(as_text=True)
    statuses = [phone.post(f"/j/{code}", data={"csrf_token": csrf_of(page),
                                               "position": "9"}).status_code
                for _ in range(4)]
    assert statuses == [400, 400, 400, 429]
    for position in range(4):  # the other phones at the same address are counted apart
        assert join_seat(app, code, position)
    other = new_table(client, players=("Eve", "Fay"))  # another table is counted apart
    page = phone.get(f"/j/{other}").get_data(as_text=True)
    assert phone.post(f"/j/{other}", data={"csrf_token": csrf_of(page),
                                           "position": "0"}).status_code == 302


def test_a_freed_seat_on_an_idle_table_can_be_taken(app, client):
    from datetime import timedelta

    from companion.models import Table, utcnow

    code = new_table(client)
    join_seat(app, code, 0)
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        table.last_activity = utcnow() - timedelta(days=5)
        db.session.commit()
    assert app.test_client().get(f"/j/{code}").status_code == 410
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/seats/release", data={"csrf_token": csrf_of(page),
                                                         "position": "0"}).status_code == 302
    assert join_seat(app, code, 0)


def test_a_move_the_host_sends_without_a_seat_is_stored_for_the_seat_it_is_for(app):
    """Ohio Bob solo: the host sends "rest" without choosing a seat; the game makes it seat
    0's move, and so does the record: the table's own export imports again."""
    from companion import tables

    with app.app_context():
        table = tables.create_table("ohio_bob", [{"name": "Ana", "colour": "red"}], seed="1")
        from companion.games.ohio_bob.rules import GAME

        move = next(m for m in GAME.legal_moves(table.setup, 0) if m["type"] == "first_room")
        first = tables.record_move(table, None, move, 0)
        assert first.seat == 0
        document = export_table(table)
        again = import_table(json.loads(json.dumps(document)))
        assert again.code != table.code


@pytest.mark.parametrize("raw", ["²", "١٢", "9" * 5000, "-²"])
def test_the_engines_read_numbers_in_payloads_strictly(raw):
    from companion.engine import InvalidMove, InvalidOptions
    from companion.registry import get_game
    from companion.games.mayan_curse.web.forms import parse_pos_value

    assert inputs.signed(raw) is None
    with pytest.raises(InvalidMove):
        get_game("tzolkin").score_document({"players": [{"name": "A", "vp": raw},
                                                        {"name": "B"}]})
    with pytest.raises(InvalidOptions):
        get_game("bravest").setup({"players": raw}, __import__("random").Random(1))
    assert parse_pos_value(f"{raw},1") is None and parse_pos_value(f"t1,{raw}") is None


def test_signed_numbers():
    assert [inputs.signed(x) for x in ("-3", " 12 ", "0", "--1", "1-", "")] == [-3, 12, 0, None,
                                                                                 None, None]


def test_a_request_limit_is_said_in_the_page_language(app, client):
    app.config["IMPORT_LIMIT"] = "1 per minute"
    client.set_cookie("lang", "ja")
    page = client.get("/import").get_data(as_text=True)
    for _ in range(2):
        response = client.post("/import", data={"csrf_token": csrf_of(page),
                                                "file": (io.BytesIO(b"{}"), "t.json")},
                               content_type="multipart/form-data")
    text = response.get_data(as_text=True)
    assert response.status_code == 429 and "minute" not in text and "この端末" in text


def test_a_form_drawn_for_an_earlier_state_is_told_the_table_moved_on(app, client):
    """A page left open sends a choice the table no longer offers: 409 and the stale message
    (the table moved on), not a 400 pointing at fields that show no error.  (Behind only the
    other seats' starting-wealth choices, made at the same time, the form still offers what
    it did: it is told what to fix, tests/web/test_moves.py.)"""
    code = new_table(client, players=("Ana", "Ben"))
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    stale = {"choose_wealth-csrf_token": csrf_of(page), "choose_wealth-seen": "0", "seat": "0",
             "choose_wealth-tiles": ["w98", "w99"]}  # not offered: an invalid form
    assert client.post(f"/t/{code}/move/choose_wealth", data=stale).status_code == 400
    phone = join_seat(app, code, 1)
    mine = phone.get(f"/t/{code}/me").get_data(as_text=True)
    tiles = re.findall(r'value="(w\d+)"', mine)[:2]
    assert phone.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-csrf_token": csrf_of(mine), "choose_wealth-seen": "0",
        "choose_wealth-tiles": tiles}).status_code == 302
    assert client.post(f"/t/{code}/move/choose_wealth", data=stale).status_code == 400
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": "1"}).status_code == 302
    response = client.post(f"/t/{code}/move/choose_wealth", data=stale)
    assert response.status_code == 409
    assert "The table changed while this page was open" in response.get_data(as_text=True)


def test_bg_stats_names_the_start_player_of_every_game(app, monkeypatch):
    """Mayan Curse calls its start player "first_player": BG Stats marks that seat."""
    from companion import tables
    from companion.registry import get_game

    game = get_game("mayan_curse")
    monkeypatch.setattr(type(game), "is_over", lambda self, state: True)
    monkeypatch.setattr(type(game), "score", lambda self, state: __import__(
        "companion.engine", fromlist=["ScoreSheet"]).ScoreSheet(
        players=["Ana", "Ben"], categories=[], ranking=[[0], [1]]))
    with app.app_context():
        table = tables.create_table("mayan_curse", [{"name": "Ana", "colour": "red"},
                                                    {"name": "Ben", "colour": "blue"}], seed="2")
        first = table.setup["first_player"]
        play = records.bgstats_play(table)
    assert [p["startPlayer"] for p in play["players"]] == [s == first for s in (0, 1)]


@pytest.mark.parametrize("lang, expected", [
    ("ja", "送られた選択肢のうち2個は、ここでは選べません。"),
    ("en", "2 of the choices sent are not offered here.")])
def test_form_errors_are_said_in_the_apps_words(app, client, lang, expected):
    """WTForms' own "'w99' is not a valid choice for this field." (English words, a quoted
    id) is said in the app's words and the page language."""
    client.set_cookie("lang", lang)
    code = new_table(client, players=("Ana", "Ben"))
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-csrf_token": csrf_of(page), "choose_wealth-seen": "0", "seat": "0",
        "choose_wealth-tiles": ["w98", "w99"]})
    text = response.get_data(as_text=True)
    assert response.status_code == 400 and expected in text and "w99" not in text
    response = client.get("/calc/tzolkin?players=2")
    page = response.get_data(as_text=True)
    response = client.post("/calc/tzolkin?players=2", data={
        "csrf_token": csrf_of(page), "calc-players-0-vp": "abc"})
    assert ("整数を入れてください" if lang == "ja" else "Type a whole number") in \
        response.get_data(as_text=True)


def test_wtforms_own_messages_fall_back_to_its_catalogue_read_once(app, monkeypatch):
    """A WTForms message the app has no words for is said from WTForms' own catalogue in the
    page language, read from disk once per process and language, not once per request."""
    from babel import support

    from companion.i18n import use_language
    from companion.web.form_messages import form_translations

    loads = []
    real_load = support.Translations.load
    monkeypatch.setattr(support.Translations, "load",
                        lambda *a, **k: loads.append(a) or real_load(*a, **k))
    translations = form_translations()
    for _request in range(3):
        with app.test_request_context("/"):
            with use_language("ja"):
                assert translations.gettext("Not a valid date value.") == "無効な日付型です。"
            with use_language("en"):
                assert translations.gettext("Not a valid date value.") == \
                    "Not a valid date value."
                assert translations.gettext("This field is required.") == "Fill this in."
    assert len(loads) == 2


# --- issue 36: ids past the database's integer, NUL and hidden characters, secrets hashed ------

#: Row ids no row can have: past PostgreSQL's integer (2^31), past SQLite's (2^63), far past.
HUGE_IDS = ["2147483648", "4294967296", "9223372036854775808", "9" * 30]


def _saved_set(client, key="mayan_curse", name="Ours") -> None:
    from companion.registry import GAMES

    page = client.get(f"/components/{key}").get_data(as_text=True)
    assert client.post(f"/components/{key}", data={
        "csrf_token": csrf_of(page), "name": name,
        "text": json.dumps(GAMES[key].sample_components())}).status_code == 302


def _stored_sets(app) -> list:
    with app.app_context():
        return [(s.id, s.name, s.data, s.share_hash)
                for s in db.session.query(ComponentSet).order_by(ComponentSet.id)]


@pytest.mark.parametrize("huge", HUGE_IDS)
def test_set_ids_past_the_databases_integer_are_404_in_the_page_language(app, client, huge):
    _saved_set(client)
    before = _stored_sets(app)
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    for lang, said in (("en", "There is no such component set."),
                       ("ja", "そのコンポーネントセットはありません。")):
        client.set_cookie("lang", lang)
        for url in (f"/components/mayan_curse/{huge}/edit", f"/components/mayan_curse/{huge}",
                    f"/components/mayan_curse/{huge}/symbols/1",
                    f"/components/mayan_curse/{huge}.json"):
            response = client.get(url)
            assert response.status_code == 404, url
            assert said in response.get_data(as_text=True), url
        for url in (f"/components/mayan_curse/{huge}/delete",
                    f"/components/mayan_curse/{huge}/edit",
                    f"/components/mayan_curse/{huge}/symbols/1"):
            response = client.post(url, data={"csrf_token": csrf_of(listing), "name": "x",
                                              "text": "{}"})
            assert response.status_code == 404 and said in response.get_data(as_text=True)
    client.set_cookie("lang", "en")
    form = client.get("/new/mayan_curse").get_data(as_text=True)
    response = client.post("/new/mayan_curse", data={
        "csrf_token": csrf_of(form), "player_count": "1", "seed": "", "name_0": "Ana",
        "colour_0": "red", "components": huge})
    assert response.status_code == 400
    assert _stored_sets(app) == before


def test_seen_and_seat_numbers_past_the_databases_integer_are_refused(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    for huge in HUGE_IDS:
        response = client.post(f"/t/{code}/move/choose_wealth", data={
            "choose_wealth-csrf_token": csrf_of(page), "choose_wealth-seen": huge,
            "seat": "0", "choose_wealth-tiles": ["w98", "w99"]})
        assert 400 <= response.status_code < 500
        assert client.get(f"/t/{code}/seat/{huge}").status_code == 404
        assert client.get(f"/t/{code}?at={huge}").status_code == 400
        assert client.get(f"/t/{code}?log={huge}&since={huge}&v={huge}").status_code == 200
        response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(page),
                                                       "seen": huge})
        assert 400 <= response.status_code < 500
        assert client.post(f"/players/{huge}/remove", data={
            "csrf_token": csrf_of(page)}).status_code == 404


HIDDEN = ["Our\x00copy", "\x00", "abc\u202edcba", "a\x1b[2Jb", "\u2066x\u2069", "a\u200bb"]


@pytest.mark.parametrize("bad", HIDDEN)
def test_set_names_refuse_nul_control_and_bidi_characters_and_store_nothing(app, client, bad):
    from companion.registry import GAMES

    _saved_set(client)
    before = _stored_sets(app)
    set_id = before[0][0]
    said = "Names cannot contain invisible or control characters."
    document = json.dumps(GAMES["mayan_curse"].sample_components())
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(listing), "name": bad, "text": document})
    assert response.status_code == 400 and said in response.get_data(as_text=True)
    response = client.post(f"/components/mayan_curse/{set_id}/edit", data={
        "csrf_token": csrf_of(listing), "name": bad, "text": document})
    assert response.status_code == 400 and said in response.get_data(as_text=True)
    response = client.post("/components/mayan_curse/new", data={
        "csrf_token": csrf_of(listing), "name": bad})
    assert response.status_code == 400 and said in response.get_data(as_text=True)
    client.set_cookie("lang", "ja")
    response = client.post("/components/mayan_curse/new", data={
        "csrf_token": csrf_of(listing), "name": bad})
    assert response.status_code == 400
    assert "名前に見えない文字や制御文字は使えません。" in response.get_data(as_text=True)
    assert _stored_sets(app) == before


@pytest.mark.parametrize("bad", HIDDEN)
def test_seeds_refuse_nul_control_and_bidi_characters_and_store_nothing(app, client, bad):
    from companion.models import Table

    page = client.get("/new/tzolkin").get_data(as_text=True)
    response = client.post("/new/tzolkin", data={
        "csrf_token": csrf_of(page), "player_count": "2", "seed": bad, "name_0": "Ana",
        "colour_0": "blue", "name_1": "Ben", "colour_1": "red"})
    assert response.status_code == 400
    assert "Names cannot contain invisible or control characters." in response.get_data(
        as_text=True)
    document = _exported(app)
    document["seed"] = bad
    with app.app_context():
        with pytest.raises(RecordError) as caught:
            import_table(document)
        assert caught.value.message == Msg("records.seed_hidden")
        assert db.session.query(Table).count() == 1  # the exported one, nothing more


@pytest.mark.parametrize("bad", ["%00", "abc%00def", "a" * 31 + "%00", "%ED%B3%BF" * 6,
                                 "%1B" * 20, "\u202e" * 20, "x" * 200])
def test_a_share_link_holding_nul_or_no_token_is_404(app, client, bad):
    _saved_set(client)
    other = app.test_client()
    response = other.get(f"/components/mayan_curse/shared/{bad}")
    assert response.status_code == 404
    assert "This share link is not valid" in response.get_data(as_text=True)
    page = other.get("/components/mayan_curse").get_data(as_text=True)
    response = other.post(f"/components/mayan_curse/shared/{bad}",
                          data={"csrf_token": csrf_of(page)})
    assert response.status_code == 404 and len(_stored_sets(app)) == 1


def test_no_secret_is_stored_as_it_is_only_its_sha256(app, client):
    import hashlib

    from companion.models import HostLink, Seat, Table
    from companion.web.share_links import share_secret

    def sha(secret):
        return hashlib.sha256(secret.encode()).hexdigest()

    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 1)
    _saved_set(client)
    with client.session_transaction() as kept:
        host_token = kept["tables"][0][1]
    with phone.session_transaction() as kept:
        seat_token = kept["tables"][0][2]
    with app.app_context():
        set_id = db.session.query(ComponentSet.id).scalar()
        share = share_secret(db.session.get(ComponentSet, set_id))
        table = db.session.query(Table).filter_by(code=code).one()
        seats = db.session.query(Seat).order_by(Seat.position).all()
        stored = json.dumps([[table.host_hash, table.code, table.seed],
                             [s.token_hash for s in seats],
                             [s.share_hash for s in db.session.query(ComponentSet)]])
        assert table.host_hash == sha(host_token) and seats[1].token_hash == sha(seat_token)
        assert db.session.query(ComponentSet).one().share_hash == sha(share)
    for secret in (host_token, seat_token, share):
        assert secret not in stored
    assert phone.get(f"/t/{code}/me").status_code == 200
    edit = client.get(f"/components/mayan_curse/{set_id}/edit").get_data(as_text=True)
    assert f"/components/mayan_curse/shared/{share}" in edit  # shown again: worked out
    # a one-time host link: its secret is the new device's host token, until the host screen
    # signs the others out
    page = client.get(f"/t/{code}").get_data(as_text=True)
    made = client.post(f"/t/{code}/host-link", data={"csrf_token": csrf_of(page)})
    path = re.search(r'id="host-link" translate="no">http://table.test([^<]+)<',
                     made.get_data(as_text=True)).group(1)
    tablet = app.test_client()
    confirm = tablet.get(path).get_data(as_text=True)
    assert tablet.post(path, data={"csrf_token": csrf_of(confirm)}).status_code == 302
    assert tablet.get(f"/t/{code}").status_code == 200
    with app.app_context():
        assert path.rsplit("/", 1)[1] not in json.dumps(
            [h.secret_hash for h in db.session.query(HostLink)])
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/host-rotate",
                       data={"csrf_token": csrf_of(page)}).status_code == 302
    assert client.get(f"/t/{code}").status_code == 200
    assert tablet.get(f"/t/{code}").status_code == 302  # signed out
    assert tablet.post(path, data={"csrf_token": csrf_of(confirm)}).status_code == 410


def test_the_instance_folder_and_the_sqlite_file_are_their_owners_only(tmp_path, monkeypatch):
    import os
    import stat

    from companion.app import create_app
    from companion.cli import upgrade_database

    folder = tmp_path / "fresh-instance"
    monkeypatch.setenv("INSTANCE_PATH", str(folder))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    app = create_app({"SECRET_KEY": "test"})
    upgrade_database(app)
    with app.app_context():
        db.session.execute(db.text("SELECT 1"))
        database = folder / "companion.sqlite3"
        assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
        for path in [database] + [p for p in folder.iterdir()
                                  if p.name.startswith("companion.sqlite3-")]:
            assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, path
        db.engine.dispose()
    written = records.backup_sqlite(str(folder / "companion.sqlite3"), tmp_path / "copy.sqlite3")
    assert stat.S_IMODE(os.stat(written).st_mode) == 0o600


def test_a_deleted_sets_share_link_never_opens_a_set_given_its_id_again(app, client):
    """SQLite gives the id of the last set deleted to the next one saved: the old link's secret
    is worked out from the moment its set was saved too, so it opens nothing."""
    from companion.web.share_links import share_secret

    _saved_set(client, name="First")
    with app.app_context():
        first = db.session.query(ComponentSet).one()
        first_id, old_link = first.id, share_secret(first)
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    assert client.post(f"/components/mayan_curse/{first_id}/delete",
                       data={"csrf_token": csrf_of(listing)}).status_code == 302
    _saved_set(client, name="Second")
    other = app.test_client()
    assert other.get(f"/components/mayan_curse/shared/{old_link}").status_code == 404
    with app.app_context():
        second = db.session.query(ComponentSet).one()
        new_link = share_secret(second)
    assert new_link != old_link
    assert other.get(f"/components/mayan_curse/shared/{new_link}").status_code == 200
