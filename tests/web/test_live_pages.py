"""Live pages: the poll answered before Flask (companion/web/poll.py), pages redrawn in parts
(companion/web/parts.py), parts drawn only when opened, and pages whose cost does not grow with
the log (one page of it read, undo from one stored state)."""
from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Iterator

import pytest

from companion.app import CONTENT_SECURITY_POLICY, create_app

from companion import tables
from companion.extensions import db
from companion.models import Table
from tests.conftest import ON_SERVER
from tests.driver import csrf_of, join_seat, new_table, page, state_of, version_of
from tests.web.test_flow import choose, dealt_tiles, end_state_data
from tests.web.test_tzolkin_play import place, playing_table

PART_RE = re.compile(r'data-part="([a-z0-9_-]+)" data-key="([0-9a-z]+)"[^>]*?( data-same)?>')


def poll_url(html: str) -> str:
    return re.search(r'data-version-url="([^"]+)"', html).group(1).replace("&amp;", "&")


def etag_of(html: str) -> str:
    return re.search(r'data-etag="([^"]+)"', html).group(1).replace("&#34;", '"')


def held(html: str) -> dict[str, str]:
    """The X-Parts header a browser holding ``html`` sends (poll.js)."""
    return {"X-Parts": " ".join(f"{n}={k}" for n, k, _same in PART_RE.findall(html))}


def drawn(html: str) -> set[str]:
    """The parts an answer in parts drew anew (the others are left empty: unchanged)."""
    return {n for n, _k, same in PART_RE.findall(html) if not same}


def boom(*_args, **_kwargs):
    raise AssertionError("the poll went through Flask")


# --- the poll ----------------------------------------------------------------------------------

def test_the_pages_poll_is_answered_before_flask_without_a_session(app, client, monkeypatch):
    code = new_table(client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    url = poll_url(host)
    assert url.startswith(f"/t/{code}/version?k=") and etag_of(host) == '"0-00"'
    with monkeypatch.context() as patched:
        patched.setitem(app.view_functions, "tables.version", boom)
        patched.setattr(app.session_interface, "open_session", boom)
        response = client.get(url)
        assert response.status_code == 200 and response.get_json() == {"version": 0,
                                                                        "seats": "00"}
        assert response.headers["ETag"] == '"0-00"'
        assert response.headers["Cache-Control"] == "no-store"
        assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert "Set-Cookie" not in response.headers
        unchanged = client.get(url, headers={"If-None-Match": '"0-00"'})
        assert unchanged.status_code == 304 and unchanged.data == b""
    join_seat(app, code, 1)
    html = page(client, f"/t/{code}/seat/0")
    assert choose(client, code, html, seen=0, seat=0).status_code == 302
    with monkeypatch.context() as patched:
        patched.setitem(app.view_functions, "tables.version", boom)
        changed = client.get(url, headers={"If-None-Match": '"0-00"'})
        assert changed.status_code == 200 and changed.headers["ETag"] == '"1-01"'
        assert changed.get_json() == {"version": 1, "seats": "01"}
        https = client.get(url, base_url="https://localhost")
        assert https.headers["Strict-Transport-Security"] == "max-age=31536000"


def test_a_poll_without_the_tables_key_goes_through_flask_as_before(app, client, monkeypatch):
    code = new_table(client, players=("Ana", "Ben"))
    other = new_table(app.test_client(), players=("Cai", "Dan"))
    key = poll_url(page(client, f"/t/{code}")).split("k=")[1]
    calls = []
    original = app.view_functions["tables.version"]
    monkeypatch.setitem(app.view_functions, "tables.version",
                        lambda **kw: calls.append(kw) or original(**kw))
    for url in (f"/t/{code}/version", f"/t/{other}/version?k={key}",
                f"/t/{code}/version?k=0123456789abcdef", f"/t/{code.lower()}/version?k={key}"):
        response = client.get(url)
        assert response.status_code == 200 and response.headers["ETag"].startswith('"0-')
    assert len(calls) == 4
    assert client.get(f"/t/{code}/version", headers={"If-None-Match": '"0-00"'}).status_code == 304


def test_a_poll_the_fast_path_cannot_answer_gets_flasks_answer_in_the_page_language(client):
    code = new_table(client, players=("Ana", "Ben"))
    url = poll_url(page(client, f"/t/{code}"))
    missing = client.get(url.replace(f"/t/{code}/", "/t/ZZ99ZZ/"),
                         headers={"Accept-Language": "ja"})
    assert missing.status_code == 404 and "参加コード" in missing.get_data(as_text=True)
    elsewhere = client.get(url, headers={"Host": "attacker.example"})
    assert elsewhere.status_code == 400


def test_polls_answer_from_memory_until_a_write_of_the_table_is_committed(app, client,
                                                                         monkeypatch):
    """After its first two polls (the second reads the table's counter on the change board
    before its query), a process answers a table's polls from memory, and asks the database
    again as soon as a move, an undo, a seat taken or a seat freed is committed."""
    code = new_table(client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    url = poll_url(host)
    fast = app.wsgi_app
    asked = []
    lookup = fast._lookup
    monkeypatch.setattr(fast, "_lookup", lambda c: asked.append(c) or lookup(c))

    def polled(tag: str) -> tuple[int, str]:
        response = client.get(url, headers={"If-None-Match": tag})
        return response.status_code, response.headers["ETag"]

    assert [polled('"0-00"') for _ in range(5)] == [(304, '"0-00"')] * 5
    assert len(asked) == 2
    join_seat(app, code, 1)  # a seat taken
    assert polled('"0-00"') == (200, '"0-01"') and len(asked) == 3
    assert polled('"0-01"') == (304, '"0-01"') and len(asked) == 3
    html = page(client, f"/t/{code}/seat/0")
    assert choose(client, code, html, seen=0, seat=0).status_code == 302  # a move
    assert polled('"0-01"') == (200, '"1-01"') and len(asked) == 4
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": "1"}).status_code == 302
    assert polled('"1-01"') == (200, '"2-01"') and len(asked) == 5
    with app.app_context():  # the host frees Ben's seat
        tables.release_seat(db.session.query(Table).filter_by(code=code).one(), 1)
    assert polled('"2-01"') == (200, '"2-00"') and len(asked) == 6
    assert [polled('"2-00"') for _ in range(3)] == [(304, '"2-00"')] * 3 and len(asked) == 6


def test_a_write_the_change_board_does_not_see_reaches_the_polls_within_the_cache_time(
        app, client, monkeypatch):
    """A change made outside the app's writes (another machine, a hand-made fix in the
    database) is answered at the latest POLL_CACHE_SECONDS later; with 0, every poll asks the
    database."""
    import companion.web.poll as poll_module

    assert app.config["POLL_CACHE_SECONDS"] == 10
    code = new_table(client, players=("Ana", "Ben"))
    url = poll_url(page(client, f"/t/{code}"))
    now = [1000.0]
    monkeypatch.setattr(poll_module.time, "monotonic", lambda: now[0])
    assert client.get(url).headers["ETag"] == '"0-00"'
    assert client.get(url).headers["ETag"] == '"0-00"'  # the counter read, then the database
    with app.app_context():
        db.session.execute(db.text("UPDATE seat SET claimed = :yes WHERE position = 0"),
                           {"yes": True})
        db.session.commit()
    now[0] += 9.9
    assert client.get(url).headers["ETag"] == '"0-00"'  # from memory
    now[0] += 0.1
    assert client.get(url).headers["ETag"] == '"0-10"'  # 10 s after the query: asked again

    other = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": app.config[
        "SQLALCHEMY_DATABASE_URI"], "SECRET_KEY": "test", "POLL_CACHE_SECONDS": 0})
    asked = []
    lookup = other.wsgi_app._lookup
    monkeypatch.setattr(other.wsgi_app, "_lookup", lambda c: asked.append(c) or lookup(c))
    for _ in range(3):
        assert other.test_client().get(url).headers["ETag"] == '"0-10"'
    assert len(asked) == 3
    with other.app_context():
        db.session.remove()
        db.engine.dispose()


# --- pages in parts ----------------------------------------------------------------------------

def test_a_page_asked_again_with_all_its_parts_draws_none_and_no_layout(app, client):
    code, phones = playing_table(app, client, players=("Ana", "Ben", "Cai"))
    for who, url in ((client, f"/t/{code}"), (phones[0], f"/t/{code}/me")):
        html = page(who, url)
        assert {"alert", "game"} <= drawn(html)
        again = who.get(url, headers=held(html)).get_data(as_text=True)
        assert drawn(again) == set() and PART_RE.findall(again)
        assert "<header" not in again and "poll.js" not in again
        assert 'data-version="3"' in again and 'data-etag="&#34;3-111&#34;"' in again


def test_a_malformed_parts_header_gets_the_whole_page(app, client):
    code = new_table(client)
    for junk in ("game", "=x" * 300, "GAME=ABC", "game=" + "a" * 40, "\u00e9=1"):
        html = client.get(f"/t/{code}", headers={"X-Parts": junk.encode("utf-8").decode(
            "latin-1")}).get_data(as_text=True)
        assert "<header" in html and "game" in drawn(html)


def test_after_a_move_only_what_changed_is_drawn(app, client):
    from companion.games.tzolkin.rules.play_state import current_seat
    code, phones = playing_table(app, client, players=("Ana", "Ben", "Cai"))
    mover = current_seat(state_of(app, code))
    before = {seat: page(phones[seat], f"/t/{code}/me") for seat in range(3)}
    host_before = page(client, f"/t/{code}")
    assert place(phones[mover], code, before[mover], {"palenque": 1}).status_code == 302
    state = state_of(app, code)
    following = current_seat(state)
    waiting = ({0, 1, 2} - {mover, following}).pop()

    host = client.get(f"/t/{code}", headers=held(host_before)).get_data(as_text=True)
    assert {"game", "log", "log-4", "tz-turn-line", "tz-gears", "tz-gear-palenque",
            f"tz-player-{mover}", f"tz-player-{following}"} <= drawn(host)
    # the first turn entered: the end-state entry becomes a link (the game ends by itself)
    assert "tz-end-state" in drawn(host) and 'id="tz-end-state-link"' in host
    assert not drawn(host) & {"join", "seats", "devices", "tz-offer", "alert",
                              "log-3", "tz-gear-tikal", f"tz-player-{waiting}"}
    assert host.count('<li data-part="log-') == 4 and "chose 2 starting wealth" not in host
    phone = phones[waiting].get(f"/t/{code}/me",
                                headers=held(before[waiting])).get_data(as_text=True)
    assert drawn(phone) == {"game", "tz-turn", "tz-look-back"}  # its link names the last move
    assert state["players"][following]["name"] in phone
    turn = phones[following].get(f"/t/{code}/me",
                                 headers=held(before[following])).get_data(as_text=True)
    assert {"game", "tz-turn"} <= drawn(turn) and 'id="tz-place"' in turn
    assert 'data-live' in page(phones[following], f"/t/{code}/me")  # tzolkin.js follows


@contextmanager
def statements_sent(app, monkeypatch) -> Iterator[list[str]]:
    """The statements sent to the database inside the block (ORM and plain SQL alike, the
    transactions' BEGIN left out): the list fills as requests run."""
    from sqlalchemy import event

    from companion import raw_sql

    sent: list[str] = []
    plain = raw_sql.rows

    def counted(engine, statement, params):
        sent.append(statement)
        return plain(engine, statement, params)

    def seen(_conn, _cursor, statement, *_args):
        if not statement.startswith("BEGIN"):
            sent.append(statement)

    with app.app_context():
        engine = db.engine
    monkeypatch.setattr(raw_sql, "rows", counted)
    event.listen(engine, "before_cursor_execute", seen)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", seen)


def test_a_move_and_the_pages_it_updates_each_read_the_table_once(app, client, monkeypatch):
    """As on a server of several processes, where each page is answered by a process that
    has not seen the new record yet (its caches emptied): the move reads its table, the
    version in its transaction, and writes the record and the table's last activity; a phone
    redrawn after it reads nothing but its table (its state and last record come with it);
    the host screen reads its table and its page of the log.  The pages still show the move."""
    from companion.games.tzolkin.rules.play_state import current_seat
    from companion.web import moves

    code, phones = playing_table(app, client, players=("Ana", "Ben", "Cai"))
    mover = current_seat(state_of(app, code))
    before = {seat: page(phones[seat], f"/t/{code}/me") for seat in range(3)}
    host_before = page(client, f"/t/{code}")
    with statements_sent(app, monkeypatch) as sent:
        def fresh_process() -> None:
            tables.REPLAYS.clear()
            moves.UNDONE.clear()
            sent.clear()

        fresh_process()
        assert place(phones[mover], code, before[mover], {"palenque": 1}).status_code == 302
        # on PostgreSQL the move locks its table's row first (tables.states.version_for_write)
        locked = [s for s in sent if "FOR NO KEY UPDATE" in s]
        assert len(locked) == (1 if ON_SERVER else 0), sent
        assert len(sent) == 4 + len(locked), sent
        assert sorted(s.split()[0] for s in sent[2 + len(locked):]) == ["INSERT", "UPDATE"]
        state = state_of(app, code)
        following = current_seat(state)
        waiting = ({0, 1, 2} - {mover, following}).pop()
        sent.clear()  # the mover's page comes from the process that stored the move
        mine = page(phones[mover], f"/t/{code}/me")
        assert len(sent) == 1 and "Palenque" in mine
        for seat in (following, waiting):
            fresh_process()
            phone = phones[seat].get(f"/t/{code}/me",
                                     headers=held(before[seat])).get_data(as_text=True)
            assert len(sent) == 1, sent
            assert "tz-turn" in drawn(phone) and 'data-version="4"' in phone
        fresh_process()
        host = client.get(f"/t/{code}", headers=held(host_before)).get_data(as_text=True)
        assert len(sent) == 3, sent
        assert "log-4" in drawn(host) and state["players"][following]["name"] in host


def test_a_seat_joining_redraws_only_the_hosts_seats(app, client):
    """One of two seats taken: only the way to join and the seats (still open, first on the
    page) are drawn again."""
    code = new_table(client, players=("Ana", "Ben"))
    before = page(client, f"/t/{code}")
    join_seat(app, code, 1)
    after = client.get(f"/t/{code}", headers=held(before)).get_data(as_text=True)
    assert drawn(after) == {"join-first"} and 'data-etag="&#34;0-01&#34;"' in after


def test_a_refused_move_page_holds_an_alert_that_the_next_update_clears(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = page(client, f"/t/{code}/seat/0")
    refused = client.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": "0", "seat": "0",
        "choose_wealth-tiles": []}).get_data(as_text=True)
    assert 'role="alert"' in refused
    again = client.get(f"/t/{code}/seat/0", headers=held(refused)).get_data(as_text=True)
    assert {"alert", "game"} <= drawn(again) and 'role="alert"' not in again


def test_a_move_sent_naming_its_parts_is_answered_whole_when_refused_and_in_parts_after(
        app, client):
    """static/js/poll.js sends a move with the X-Parts header: a refusal is the whole page
    (the header of a POST is not heeded for it), and a stored move is answered with the page
    after it, drawn in parts (only what changed: the phone's turn is over), its address in
    the X-Page header; the same move sent without the header is answered with a redirect."""
    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 0)
    html = page(phone, f"/t/{code}/me")
    naming = {**held(html), "X-Want-Page": "parts"}
    form = {"choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": "0"}
    empty = phone.post(f"/t/{code}/move/choose_wealth", headers=naming,
                       data={**form, "choose_wealth-tiles": []})
    refused = empty.get_data(as_text=True)
    assert empty.status_code == 400 and "<header" in refused and "poll.js" in refused
    assert 'role="alert"' in refused and "game" in drawn(refused)
    assert "X-Page" not in empty.headers
    stored = phone.post(f"/t/{code}/move/choose_wealth", headers=naming,
                        data={**form, "choose_wealth-tiles": dealt_tiles(html)[:2]})
    after = stored.get_data(as_text=True)
    assert stored.status_code == 200 and stored.headers["X-Page"] == f"/t/{code}/me"
    assert "Location" not in stored.headers
    assert stored.headers["Cache-Control"] == "no-store"
    assert "<header" not in after and "poll.js" not in after
    assert 'data-version="1"' in after and 'id="choose-wealth"' not in after
    assert drawn(after) == {"game"} and "You kept:" in after
    assert version_of(app, code) == 1
    # the same page asked for again with the same header draws the same parts
    again = phone.get(f"/t/{code}/me", headers=held(html)).get_data(as_text=True)
    assert drawn(again) == {"game"} and PART_RE.findall(again) == PART_RE.findall(after)
    # without asking for the page (a browser without the script, a page still running the
    # earlier script that names its parts only): the redirect, as always
    other = join_seat(app, code, 1)
    mine = page(other, f"/t/{code}/me")
    for headers in ({}, held(mine), {**held(mine), "X-Want-Page": "whole"}):
        plain = other.post(f"/t/{code}/move/choose_wealth", headers=headers, data={
            "choose_wealth-csrf_token": csrf_of(mine),
            "choose_wealth-seen": str(version_of(app, code)),
            "choose_wealth-tiles": dealt_tiles(mine)[:2]})
        assert plain.status_code == 302 and plain.headers["Location"].endswith(f"/t/{code}/me")
        assert "X-Page" not in plain.headers
        client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(page(client, f"/t/{code}")),
                                             "seen": str(version_of(app, code))})


def test_an_undo_sent_naming_its_parts_is_answered_with_the_host_screen_in_parts(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    assert choose(client, code, page(client, f"/t/{code}/seat/0"), seen=0,
                  seat=0).status_code == 302
    host = page(client, f"/t/{code}")
    undone = client.post(f"/t/{code}/undo", headers={**held(host), "X-Want-Page": "parts"},
                         data={"csrf_token": csrf_of(host), "seen": "1"})
    after = undone.get_data(as_text=True)
    assert undone.status_code == 200 and undone.headers["X-Page"] == f"/t/{code}"
    assert "<header" not in after and 'data-version="2"' in after
    assert "log-2" in drawn(after) and "log-1" in drawn(after)  # marked undone


def test_the_page_after_a_move_of_an_app_served_under_a_path(app):
    """Behind a proxy that serves the app under /tc (SCRIPT_NAME), the page after the move is
    the one at /tc/...: drawn in parts, its address with the prefix."""
    host = app.test_client()
    base = "http://localhost/tc/"
    form = host.get("/new/tzolkin", base_url=base).get_data(as_text=True)
    made = host.post("/new/tzolkin", base_url=base, data={
        "csrf_token": csrf_of(form), "player_count": "2", "seed": "7", "name_0": "Ana",
        "name_1": "Ben", "colour_0": "blue", "colour_1": "red"})
    assert made.headers["Location"].startswith("/tc/t/")
    code = made.headers["Location"].rsplit("/", 1)[-1]
    seat = host.get(f"/t/{code}/seat/0", base_url=base).get_data(as_text=True)
    assert f'data-page-url="/tc/t/{code}/seat/0"' in seat
    stored = host.post(f"/t/{code}/move/choose_wealth", base_url=base,
                       headers={**held(seat), "X-Want-Page": "parts"}, data={
                           "choose_wealth-csrf_token": csrf_of(seat), "choose_wealth-seen": "0",
                           "seat": "0", "choose_wealth-tiles": dealt_tiles(seat)[:2]})
    after = stored.get_data(as_text=True)
    assert stored.status_code == 200 and stored.headers["X-Page"] == f"/tc/t/{code}/seat/0"
    assert f'data-page-url="/tc/t/{code}/seat/0"' in after and "<header" not in after
    assert 'data-version="1"' in after and drawn(after) == {"game"}


def test_a_page_after_a_move_that_fails_to_draw_leaves_the_redirect(app, client, monkeypatch):
    """The move is stored; the page after it answering anything but 200 (here 503) makes
    the answer the redirect to it, as for a form sent without the script."""
    from flask import abort

    from companion.web import seats

    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 0)
    html = page(phone, f"/t/{code}/me")

    def unavailable(*_args, **_kwargs):
        abort(503)

    monkeypatch.setattr(seats.move_views, "render_seat", unavailable)
    stored = phone.post(f"/t/{code}/move/choose_wealth",
                        headers={**held(html), "X-Want-Page": "parts"}, data={
        "choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": "0",
        "choose_wealth-tiles": dealt_tiles(html)[:2]})
    assert stored.status_code == 302 and stored.headers["Location"].endswith(f"/t/{code}/me")
    assert "X-Page" not in stored.headers
    assert version_of(app, code) == 1


# --- parts drawn only when opened ------------------------------------------------------------

@pytest.mark.parametrize("lang, show", [("en", ">Show<"), ("ja", ">表示する<")])
def test_the_end_state_form_and_a_phones_whole_board_are_drawn_when_opened(app, client, lang,
                                                                            show):
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    for who in (client, *phones):
        who.set_cookie("lang", lang)
    host = page(client, f"/t/{code}")
    assert 'data-open="end_state"' in host and "end_state-players-0-vp" not in host
    assert show in host and f'href="/t/{code}?open=end_state"' in host
    opened = page(client, f"/t/{code}?open=end_state")
    assert "end_state-players-0-vp" in opened and 'data-open="end_state"' in opened
    assert re.search(r'data-open="end_state"[^>]*open', opened)
    phone = page(phones[0], f"/t/{code}/me")
    assert 'data-open="board"' in phone and '<div class="gears"' not in phone and show in phone
    board = page(phones[0], f"/t/{code}/me?open=board")
    assert '<div class="gears"' in board and 'data-page-url="/t/' in board
    assert f'data-page-url="/t/{code}/me?open=board"' in board


def test_a_refused_end_state_is_shown_open_with_its_errors(app, client):
    code, _phones = playing_table(app, client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    data = end_state_data(host, 2, [{"workers": 3, "workers_on_gears": 5}, {}])
    refused = client.post(f"/t/{code}/move/end_state", data=data)
    html = refused.get_data(as_text=True)
    assert refused.status_code in (400, 422)
    assert "end_state-players-0-vp" in html and re.search(r'data-open="end_state"[^>]*open', html)


# --- the cost does not grow with the log ----------------------------------------------------

def test_pages_moves_and_undo_read_one_page_of_a_long_log(app, client, monkeypatch):
    """A 2-player table whose log is lengthened by undoing the last choice and making it again:
    no page, move or undo reads the whole log or replays it, and the log reads a page at a
    time, latest first, with its undone marks."""
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        dealt = table.setup["wealth_dealt"]
        tables.record_move(table, 0, {"type": "choose_wealth", "tiles": dealt["0"][:2]}, 0)
        for version in range(1, 41, 2):
            tables.undo_last(table, version)
            tables.record_move(table, 0, {"type": "choose_wealth", "tiles": dealt["0"][:2]},
                               version + 1)
    tables.REPLAYS.clear()
    monkeypatch.setattr(tables.states, "_records", boom)
    monkeypatch.setattr(tables.states, "_fold", boom)
    host = page(client, f"/t/{code}")
    lines = re.findall(r'<li data-part="log-(\d+)"[^>]*value="\d+" class="([^"]*)"', host)
    assert [int(n) for n, _c in lines] == list(range(41, 31, -1))
    assert [("undone" in c, "undo" in c.split()) for _n, c in lines[:3]] == [
        (False, False), (False, True), (True, False)]
    # the pages count the moves that stand (issue 38): one move stands, each undo took back
    # move 1 (record 39 is move 1 again), and every line says 1
    assert "page 1 of 5" in host and "Undo of move 1:" in host and "move 39" not in host
    assert re.findall(r'<li data-part="log-\d+"[^>]*value="(\d+)"', host) == ["1"] * 10
    assert re.findall(r'<li data-part="log-(\d+)"', page(client, f"/t/{code}?log=4")) == [
        str(n) for n in range(11, 1, -1)]
    assert re.findall(r'<li data-part="log-(\d+)"', page(client, f"/t/{code}?log=5")) == ["1"]
    # an earlier page being read is the page that updates itself (the trial's jump back to
    # the first page when a move came in)
    assert f'data-page-url="/t/{code}?log=4"' in page(client, f"/t/{code}?log=4")
    assert f'data-page-url="/t/{code}"' in host
    assert page(ana, f"/t/{code}/me")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": "41"}).status_code == 302
    html = page(client, f"/t/{code}/seat/0")
    assert choose(client, code, html, seen=42, seat=0).status_code == 302
    assert page(client, f"/t/{code}?at=20")
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        assert tables.current_version(table) == 43 and tables.last_effective(table) == 43


# --- the states a process keeps are read, never changed --------------------------------------

def test_the_replay_cache_finds_a_reader_that_changed_its_state():
    from companion.replay_cache import ReplayCache

    cache = ReplayCache()
    cache.check = True
    state = {"players": [{"name": "Ana", "corn": 3}]}
    cache.put(("db", 1, 5), tables.Replay(state, 5))
    assert cache.get(("db", 1, 5)).state["players"][0]["corn"] == 3
    cache.get(("db", 1, 5)).state["players"][0]["corn"] = 4  # a reader changing it
    with pytest.raises(AssertionError, match="changed by its reader"):
        cache.get(("db", 1, 5))


def test_tzolkin_pages_share_the_cached_state_and_leave_it_as_it_was(app, client):
    import copy
    import pickle

    code, phones = playing_table(app, client, players=("Ana", "Ben", "Cai"))
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        rep = tables.current(table)
        before = copy.deepcopy(rep.state)
        from companion.registry import get_game
        view = get_game("tzolkin").view(rep.state, 0)
    # the view copies only what it hides or adds: the rest is the cached state's own
    assert view["players"] is rep.state["players"] and view is not rep.state
    assert "monuments_out" not in view and "monuments_out" in rep.state
    for seat in range(3):
        assert phones[seat].get(f"/t/{code}/me").status_code == 200
        assert client.get(f"/t/{code}/seat/{seat}").status_code == 200
    assert client.get(f"/t/{code}").status_code == 200
    assert client.get(f"/t/{code}?open=end_state").status_code == 200
    assert pickle.dumps(rep.state) == pickle.dumps(before)


def test_a_players_temples_and_technologies_keep_the_boards_order_from_cache_or_database(app,
                                                                                        client):
    """The trial's mixed orders: a state kept after a move in this process and the same state
    read back from the database (another worker, a restart) list a player's temples and
    technologies alike, in the board's order: Chaac, Quetzalcoatl, Kukulcan (茶・黄・緑) and
    agriculture, resources, architecture, theology (農業・資源採掘・建築・神学)."""
    import json
    import re as _re

    from companion.games.tzolkin.rules.play_state import current_seat
    from companion.snapshots import as_stored

    client.set_cookie("lang", "ja")
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    mover = current_seat(state_of(app, code))
    before = page(phones[mover], f"/t/{code}/me")
    assert place(phones[mover], code, before, {"palenque": 1}).status_code == 302

    def orders(html: str) -> list[list[str]]:
        return [_re.findall(r"<span>([^<]+?) <b>", dd) for dd in
                _re.findall(r'<dd class="tz-steps">(.*?)</dd>', html, _re.S)]

    temples = ["茶の神殿", "黄の神殿", "緑の神殿"]
    techs = ["農業", "資源採掘", "建築", "神学"]
    cached = page(client, f"/t/{code}")
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        kept = tables.current(table).state
        # keys in the stored order, as a worker reads them back
        assert json.dumps(kept) == json.dumps(as_stored(kept))
        assert list(kept["seats"][0]["temples"]) == sorted(kept["seats"][0]["temples"])
    tables.REPLAYS.clear()  # the next page reads the state from the database
    stored = page(client, f"/t/{code}")
    for html in (cached, stored):
        assert orders(html) == [temples, techs, temples, techs]
    phones[mover].set_cookie("lang", "ja")
    assert orders(page(phones[mover], f"/t/{code}/me")) == [temples, techs]


@pytest.mark.parametrize("lang, changed, gone", [
    ("en", "The table has changed.",
     "What you were entering cannot be sent as it is: nothing was stored."),
    ("ja", "テーブルの状況が変わりました。", "入力中の内容は、このままでは送れません（何も保存されていません）。")])
def test_the_stale_banner_says_why_before_what_it_means_for_the_form(app, client, lang, changed,
                                                                     gone):
    """Trial 2, item 3: the banner of a form being filled in when the table changed opened with
    「入力中の内容は、このままでは送れません…」 before saying why.  It says the reason first (the
    table changed, then a move taken back, filled in by poll.js), then what it means for the
    form, then the way on."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    phones[0].set_cookie("lang", lang)
    html = page(phones[0], f"/t/{code}/me")
    banner = re.search(r'<div id="stale-banner"[^>]*>(.*?)</div>', html, re.S).group(1)
    ids = re.findall(r'<p id="([a-z-]+)"', banner)
    assert ids == ["stale-changed", "stale-undo", "stale-form-gone", "stale-show",
                   "stale-seat-freed"]
    assert banner.index(changed) < banner.index(gone)
