"""The table service through the web: creating, joining, seats, moves, undo, bad input."""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

import pytest

from companion.extensions import db
from companion.models import Table
from companion.web.join_proof import join_proof
from tests.web.test_static_cache import digest_of
from tests.driver import csrf_of, join_seat, new_table, stored_moves
from tests.web.test_flow import choose, dealt_tiles, end_state_data


def host_chooses_for_every_seat(client, code, seats):
    """The host screen keeps the first two dealt tiles for each seat in turn (moves 1..seats)."""
    for seat in range(seats):
        html = client.get(f"/t/{code}/seat/{seat}").get_data(as_text=True)
        assert choose(client, code, html, seen=seat, seat=seat).status_code == 302


def setup_of(app, code):
    with app.app_context():
        return db.session.query(Table).filter_by(code=code).one().setup


# --- home and new table ----------------------------------------------------------------------

def test_home_lists_the_four_games_and_says_which_are_coming(client):
    from companion.registry import GAMES

    html = client.get("/").get_data(as_text=True)
    for title in ("Tzolk&#39;in: The Mayan Calendar", "Mayan Curse", "Ohio Bob", "Bravest"):
        assert title in html
    coming = [g for g in GAMES.values() if not g.playable]
    assert html.count("Coming soon") == len(coming)
    assert 'href="/new/tzolkin"' in html
    for game in GAMES.values():
        assert (f'href="/new/{game.key}"' in html) == game.playable


def test_a_game_that_is_coming_cannot_be_set_up(client):
    from companion.registry import GAMES

    for game in GAMES.values():
        if not game.playable:
            assert client.get(f"/new/{game.key}").status_code == 404
    assert client.get("/new/nonsense").status_code == 404


@pytest.mark.parametrize("change, message", [
    ({"name_1": ""}, "Every player needs a name."),
    ({"colour_1": "blue"}, "Two players have this colour."),
    ({"name_1": "ana"}, "Two players have this name."),
    ({"player_count": "9"}, "Choose one of the choices offered"),
    ({"player_count": "abc"}, "Choose one of the choices offered"),
])
def test_new_table_form_refuses_bad_input_with_a_message(client, change, message):
    page = client.get("/new/tzolkin").get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "player_count": "2", "seed": "1",
            "name_0": "Ana", "colour_0": "blue", "name_1": "Ben", "colour_1": "red"}
    data.update(change)
    response = client.post("/new/tzolkin", data=data)
    assert response.status_code == 400
    assert message in response.get_data(as_text=True)


def test_the_same_seed_gives_the_same_setup_and_another_seed_another(app, client):
    a = new_table(client, seed="42")
    b = new_table(client, seed="42")
    c = new_table(client, seed="43")
    assert setup_of(app, a) == setup_of(app, b)
    assert setup_of(app, a) != setup_of(app, c)


def test_an_empty_seed_is_drawn_and_stored(app, client):
    code = new_table(client, seed="")
    with app.app_context():
        assert db.session.query(Table).filter_by(code=code).one().seed.isdigit()


def test_setup_page_shows_the_layout_without_secret_tiles(app, client):
    code = new_table(client, players=("Ana", "Ben"), seed="5")
    html = client.get(f"/t/{code}/setup").get_data(as_text=True)
    state = setup_of(app, code)
    assert "Neutral workers (12)" in html
    assert html.count('class="worker') == 12
    for tile in state["wealth_dealt"]["0"] + state["wealth_dealt"]["1"]:
        assert f">{tile} (" not in html and f'value="{tile}"' not in html
    assert "start player" in html


# --- joining ---------------------------------------------------------------------------------

def test_the_qr_code_encodes_the_public_join_url(app, client):
    import io

    import qrcode
    from qrcode.image.svg import SvgPathImage

    code = new_table(client)
    svg = client.get(f"/t/{code}/qr.svg")
    assert svg.mimetype == "image/svg+xml"
    with app.test_request_context():
        proof = join_proof(code)  # the link's proof (companion/web/join_proof.py)
    assert re.fullmatch(r"[0-9a-f]{20}", proof)
    expected = io.BytesIO()
    qrcode.make(f"http://table.test/j/{code}?k={proof}", image_factory=SvgPathImage,
                box_size=12).save(expected)
    assert svg.data == expected.getvalue()
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert f"http://table.test/j/{code}?k={proof}" in host
    assert f'id="join-code" translate="no">{code}<' in host


def test_without_a_public_url_the_join_url_uses_the_lan_address(app, client, monkeypatch):
    from companion.web import helpers

    app.config["PUBLIC_URL"] = ""
    monkeypatch.setattr(helpers, "lan_address", lambda: "192.0.2.10")
    code = new_table(client)
    html = client.get(f"/t/{code}").get_data(as_text=True)  # the test client is "localhost"
    assert f"http://192.0.2.10/j/{code}" in html
    assert f"localhost/j/{code}" not in html


class _Probe:
    """A UDP socket whose route out leaves from ``address`` (None: no route)."""

    def __init__(self, address):
        self.address = address

    def __call__(self, *_args):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *_exc):
        return False

    def connect(self, _where):
        if self.address is None:
            raise OSError("Network is unreachable")

    def getsockname(self):
        return (self.address, 40000)


@pytest.mark.parametrize("routed, named, found", [
    ("192.168.1.20", ["127.0.1.1"], "192.168.1.20"),  # Debian: the host name is loopback
    (None, ["127.0.1.1", "10.0.0.5"], "10.0.0.5"),    # no route out: the host name's address
    (None, ["127.0.1.1"], None),                      # nothing but loopback
    ("127.0.0.1", ["127.0.0.1"], None)])
def test_the_lan_address_is_where_the_machines_traffic_leaves_from(monkeypatch, routed, named,
                                                                   found):
    import socket

    from companion.web import helpers

    monkeypatch.setattr(socket, "socket", _Probe(routed))
    monkeypatch.setattr(socket, "getaddrinfo", lambda *_a: [
        (socket.AF_INET, 0, 0, "", (a, 0)) for a in named])
    helpers.lan_address.cache_clear()
    try:
        assert helpers.lan_address() == found
    finally:
        helpers.lan_address.cache_clear()


def test_a_page_names_its_static_files_under_the_address_it_was_asked_at(client):
    """The addresses of static files, worked out once per process, follow the path the app is
    served under (a proxy's prefix, companion/wsgi.py)."""
    for root in ("", "/club", "", "/club"):
        html = client.get("/", base_url=f"http://localhost{root}").get_data(as_text=True)
        assert f'href="{root}/static/css/companion.css?v={digest_of("css/companion.css")}"' in html
        assert f'src="{root}/static/js/poll.js?v={digest_of("js/poll.js")}"' in html


def test_join_by_typed_code_forgives_case_and_spaces(client):
    code = new_table(client)
    phone_page = client.get("/join").get_data(as_text=True)
    typed = code[:3].lower() + " " + code[3:].lower()
    response = client.post("/join", data={"csrf_token": csrf_of(phone_page), "code": typed})
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/j/{code}")


def test_a_wrong_join_code_is_a_clear_404(client):
    page = client.get("/join").get_data(as_text=True)
    response = client.post("/join", data={"csrf_token": csrf_of(page), "code": "ZZZZZZ"})
    assert response.status_code == 404
    assert "No table has that join code" in response.get_data(as_text=True)
    assert client.get("/j/ZZZZZZ").status_code == 404


def test_an_expired_join_code_is_410(app, client):
    code = new_table(client)
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        table.last_activity = datetime.now(timezone.utc) - timedelta(hours=49)
        db.session.commit()
    phone = app.test_client()
    response = phone.get(f"/j/{code}")
    assert response.status_code == 410 and "expired" in response.get_data(as_text=True)


def test_a_seat_is_kept_across_reloads_and_cannot_be_taken_twice(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    for _ in range(2):
        assert "Ana" in ana.get(f"/t/{code}/me").get_data(as_text=True)
    # the join page sends a phone that holds a seat straight to it
    assert ana.get(f"/j/{code}").headers["Location"].endswith(f"/t/{code}/me")
    other = app.test_client()
    page = other.get(f"/j/{code}").get_data(as_text=True)
    response = other.post(f"/j/{code}", data={"csrf_token": csrf_of(page), "position": "0"})
    assert response.status_code == 403 and "already taken" in response.get_data(as_text=True)


def test_a_full_table_says_every_seat_is_taken(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    join_seat(app, code, 0)
    join_seat(app, code, 1)
    late = app.test_client()
    html = late.get(f"/j/{code}").get_data(as_text=True)
    assert html.count("taken") == 2 and "I am" not in html
    # and says what to do: the host frees a seat that is yours (a table trial found no hint)
    assert 'id="seats-all-held"' in html and "ask the host to free it" in html
    late.set_cookie("lang", "ja")
    html = late.get(f"/j/{code}").get_data(as_text=True)
    assert "ホスト画面でその席を空けてもらってから" in html
    response = late.post(f"/j/{code}", data={"csrf_token": csrf_of(
        client.get("/join").get_data(as_text=True)), "position": "1"})
    assert response.status_code in (400, 403)


@pytest.mark.parametrize("position", ["7", "-1", "x", ""])
def test_claiming_a_seat_that_does_not_exist_is_refused(app, client, position):
    code = new_table(client, players=("Ana", "Ben"))
    phone = app.test_client()
    page = phone.get(f"/j/{code}").get_data(as_text=True)
    response = phone.post(f"/j/{code}", data={"csrf_token": csrf_of(page), "position": position})
    assert response.status_code in (400, 404)


def test_the_host_frees_a_seat_and_the_old_phone_loses_it(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', host).group(1)
    assert client.post(f"/t/{code}/seats/release",
                       data={"csrf_token": token, "position": "0"}).status_code == 302
    assert ana.get(f"/t/{code}/me").status_code == 302  # back to the join page
    join_seat(app, code, 0)


# --- seats see and do only their own ---------------------------------------------------------

def test_a_phone_sees_only_its_own_wealth_tiles(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    state = setup_of(app, code)
    ana = join_seat(app, code, 0)
    html = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert sorted(dealt_tiles(html)) == sorted(state["wealth_dealt"]["0"])
    for tile in state["wealth_dealt"]["1"]:
        assert f'value="{tile}"' not in html
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert not dealt_tiles(host)


def test_a_phone_cannot_act_for_another_seat(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    state = setup_of(app, code)
    ana = join_seat(app, code, 0)
    html = ana.get(f"/t/{code}/me").get_data(as_text=True)
    response = choose(ana, code, html, seen=0, seat=1, tiles=state["wealth_dealt"]["1"][:2])
    assert response.status_code == 403
    assert ana.get(f"/t/{code}/seat/1").status_code == 403
    assert stored_moves(app, code) == []


def test_an_onlooker_cannot_enter_moves(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    stranger = app.test_client()
    response = stranger.post(f"/t/{code}/move/choose_wealth",
                             data={"choose_wealth-csrf_token": csrf_of(html),
                                   "choose_wealth-seen": "0", "seat": "0"})
    assert response.status_code in (400, 403)
    assert stored_moves(app, code) == []


def test_tiles_that_are_not_yours_are_refused(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    state = setup_of(app, code)
    ana = join_seat(app, code, 0)
    html = ana.get(f"/t/{code}/me").get_data(as_text=True)
    response = choose(ana, code, html, seen=0, tiles=state["wealth_dealt"]["1"][:2])
    assert response.status_code == 400
    assert stored_moves(app, code) == []


def test_choosing_one_tile_is_refused_with_the_reason(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    html = ana.get(f"/t/{code}/me").get_data(as_text=True)
    response = choose(ana, code, html, seen=0, tiles=dealt_tiles(html)[:1])
    assert response.status_code == 400
    assert "Choose exactly two tiles." in response.get_data(as_text=True)


def test_choosing_twice_is_refused_by_the_rules(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    state = setup_of(app, code)
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    assert choose(client, code, html, seen=0, seat=0).status_code == 302
    # the old page again: a choice is checked against the table as it is now
    response = choose(client, code, html, seen=0, seat=0)
    assert response.status_code == 422
    assert "Ana has already chosen starting wealth" in response.get_data(as_text=True)
    response = client.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": "1", "seat": "0",
        "choose_wealth-tiles": state["wealth_dealt"]["0"][2:]})
    assert response.status_code in (400, 422)
    assert stored_moves(app, code) == [(1, "move", 0)]


def test_players_choose_starting_wealth_at_the_same_time(app, client):
    """Seed 「個人の準備と少人数の中立コマ」: every player keeps 2 tiles at once; a choice made on a
    page drawn before another player's choice is still stored (they do not conflict)."""
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    phones = [join_seat(app, code, seat) for seat in range(3)]
    pages = [phone.get(f"/t/{code}/me").get_data(as_text=True) for phone in phones]
    for seat, (phone, page) in enumerate(zip(phones, pages)):
        assert choose(phone, code, page, seen=0).status_code == 302
    assert [m[2] for m in stored_moves(app, code)] == [0, 1, 2]


# --- forms: CSRF, stale, malformed -----------------------------------------------------------

def test_a_move_without_csrf_token_is_refused_and_nothing_stored(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    state = setup_of(app, code)
    response = client.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-seen": "0", "seat": "0",
        "choose_wealth-tiles": state["wealth_dealt"]["0"][:2]})
    assert response.status_code == 400
    assert "expired or did not come from this site" in response.get_data(as_text=True)
    assert stored_moves(app, code) == []


def test_a_forged_csrf_token_is_refused(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    response = client.post(f"/t/{code}/undo", data={"csrf_token": "forged", "seen": "0"})
    assert response.status_code == 400


def test_a_stale_page_is_told_the_table_moved_on_and_keeps_its_entries(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host_chooses_for_every_seat(client, code, 2)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    undo = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": "2"})
    assert undo.status_code == 302
    html = client.get(f"/t/{code}/seat/1").get_data(as_text=True)
    choose(client, code, html, seen=3, seat=1)
    # the host page drawn at version 2 enters an end state: the table is at 4 now
    response = client.post(f"/t/{code}/move/end_state",
                           data=end_state_data(host, 2, [{"vp": 55}, {"vp": 44}]))
    assert response.status_code == 409
    page = response.get_data(as_text=True)
    assert "The table changed while" in page and 'data-version="4"' in page
    # what was typed is still there, now for the current version: sending again stores it
    assert re.search(r'name="end_state-players-0-vp"[^>]*value="55"', page)
    assert re.search(r'name="end_state-seen"[^>]*value="4"', page)
    again = client.post(f"/t/{code}/move/end_state",
                        data=end_state_data(page, 4, [{"vp": 55}, {"vp": 44}]))
    assert again.status_code == 302
    # the page refreshes itself to the host page, not to the POST-only move address
    assert f'data-page-url="/t/{code}"' in page


def test_a_tampered_version_field_is_treated_as_out_of_date(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/choose_wealth", data={
        "choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": "abc", "seat": "0",
        "choose_wealth-tiles": dealt_tiles(html)[:2]})
    assert response.status_code == 409
    page = response.get_data(as_text=True)
    assert re.search(r'name="choose_wealth-seen"[^>]*value="0"', page)
    assert "out of date" in page
    assert stored_moves(app, code) == []


@pytest.mark.parametrize("field, value, message", [
    ("vp", "abc", "Type a whole number, for example 3 or −3."),
    ("corn", "-3", "Type 0 or more: this count cannot be negative."),
    ("workers", "9", "Choose one of the choices offered"),
    ("chaac", "99", "Choose one of the choices offered"),
])
def test_a_malformed_end_state_is_refused_and_nothing_stored(app, client, field, value, message):
    code = new_table(client, players=("Ana", "Ben"))
    host_chooses_for_every_seat(client, code, 2)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    data = end_state_data(host, 2, [{}, {}])
    data[f"end_state-players-0-{field}"] = value
    response = client.post(f"/t/{code}/move/end_state", data=data)
    assert response.status_code == 400
    assert message in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 2


def test_the_engine_refuses_two_players_on_a_top_step(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host_chooses_for_every_seat(client, code, 2)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/end_state",
                           data=end_state_data(host, 2, [{"chaac": 6}, {"chaac": 6}]))
    assert response.status_code == 422
    assert len(stored_moves(app, code)) == 2


def test_the_end_state_cannot_come_before_the_wealth_choice(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host = client.get(f"/t/{code}").get_data(as_text=True)
    data = end_state_data(host, 0, [{}, {}])
    data["end_state-csrf_token"] = csrf_of(host)
    response = client.post(f"/t/{code}/move/end_state", data=data)
    assert response.status_code == 422
    assert stored_moves(app, code) == []


def test_an_unknown_move_type_is_404(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/fly", data={"csrf_token": csrf_of(html)})
    assert response.status_code == 404


def test_a_phone_cannot_enter_the_end_state(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host_chooses_for_every_seat(client, code, 2)
    ana = join_seat(app, code, 0)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    data = end_state_data(host, 2, [{}, {}])
    data["end_state-csrf_token"] = csrf_of(ana.get("/join").get_data(as_text=True))
    response = ana.post(f"/t/{code}/move/end_state", data=data)
    assert response.status_code == 403
    assert len(stored_moves(app, code)) == 2


# --- undo, log, polling ----------------------------------------------------------------------

def test_undo_keeps_the_move_in_the_log_marked_undone(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    choose(client, code, html, seen=0, seat=0)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "Ana chose 2 starting wealth tiles" in host
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": "1"})
    assert response.status_code == 302
    assert stored_moves(app, code) == [(1, "move", 0), (2, "undo", None)]
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert re.search(r'class="undone\s*"', host) and "Undo of move 1" in host
    # Ana may choose again
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    assert choose(client, code, html, seen=2, seat=0).status_code == 302
    assert client.get(f"/t/{code}/version").get_json() == {"version": 3, "seats": "00"}


def test_only_the_host_can_undo_and_only_a_move(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": "0"})
    assert response.status_code == 422 and "no move to undo" in response.get_data(as_text=True)
    ana = join_seat(app, code, 0)
    own = ana.get(f"/t/{code}/me").get_data(as_text=True)
    response = ana.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(own), "seen": "0"})
    assert response.status_code == 403
    assert stored_moves(app, code) == []


def test_the_version_poll_answers_json_and_is_not_cached(client):
    code = new_table(client)
    response = client.get(f"/t/{code}/version")
    assert response.get_json() == {"version": 0, "seats": "000"}
    assert response.headers["Cache-Control"] == "no-store"
    assert client.get("/t/NOPE00/version").status_code == 404


def test_the_host_can_view_the_table_as_it_was(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    host_chooses_for_every_seat(client, code, 2)
    past = client.get(f"/t/{code}?at=1").get_data(as_text=True)
    assert "as it was after move 1" in past
    now = client.get(f"/t/{code}?at=999").get_data(as_text=True)
    assert "as it was" not in now


def test_other_pages_redirect_to_the_right_place(app, client):
    code = new_table(client)
    stranger = app.test_client()
    assert stranger.get(f"/t/{code}").headers["Location"].endswith(f"/j/{code}")
    assert stranger.get(f"/t/{code}/me").headers["Location"].endswith(f"/j/{code}")
    ana = join_seat(app, code, 0)
    assert ana.get(f"/t/{code}").headers["Location"].endswith(f"/t/{code}/me")
    assert client.get(f"/t/{code}/seat/9").status_code == 404
    assert client.get(f"/t/{code}/score").status_code == 409
    assert client.get(f"/t/{code}/handoff/wrong-but-long-enough").status_code == 410


def _host_link(client, code) -> str:
    page = client.get(f"/t/{code}").get_data(as_text=True)
    made = client.post(f"/t/{code}/host-link", data={"csrf_token": csrf_of(page)})
    assert made.status_code == 200 and made.headers["Cache-Control"] == "no-store"
    html = made.get_data(as_text=True)
    assert 'src="data:image/svg+xml;base64,' in html  # its QR code, never fetched again
    return re.search(r'id="host-link" translate="no">([^<]+)<', html).group(1)


def test_a_one_time_link_makes_another_device_a_host_once(app, client):
    code = new_table(client)
    url = _host_link(client, code)
    assert url.startswith(f"http://table.test/t/{code}/handoff/")
    path = url[len("http://table.test"):]
    with client.session_transaction() as kept:
        token = kept["tables"][0][1]  # the host token this device holds
    assert token not in url and token not in client.get(f"/t/{code}").get_data(as_text=True)
    tablet = app.test_client()
    confirm = tablet.get(path)
    assert confirm.status_code == 200  # opening it (a link preview too) changes nothing
    assert tablet.get(f"/t/{code}").status_code == 302
    assert tablet.post(path, data={"csrf_token": csrf_of(confirm.get_data(as_text=True))}
                       ).status_code == 302
    assert tablet.get(f"/t/{code}").status_code == 200
    thief = app.test_client()
    page = thief.get("/join").get_data(as_text=True)
    assert thief.get(path).status_code == 410
    assert thief.post(path, data={"csrf_token": csrf_of(page)}).status_code == 410
    assert thief.get(f"/t/{code}").status_code == 302


def test_signing_out_the_other_host_screens(app, client):
    code = new_table(client)
    url = _host_link(client, code)
    tablet = app.test_client()
    path = url[len("http://table.test"):]
    tablet.post(path, data={"csrf_token": csrf_of(tablet.get(path).get_data(as_text=True))})
    assert tablet.get(f"/t/{code}").status_code == 200
    unused = _host_link(client, code)[len("http://table.test"):]
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/host-rotate", data={"csrf_token": csrf_of(page)}
                       ).status_code == 302
    assert client.get(f"/t/{code}").status_code == 200  # this device stays the host
    assert tablet.get(f"/t/{code}").status_code == 302  # the other one does not
    assert app.test_client().get(unused).status_code == 410  # nor can a link made before
    stranger = app.test_client()
    page = stranger.get("/join").get_data(as_text=True)
    assert stranger.post(f"/t/{code}/host-rotate", data={"csrf_token": csrf_of(page)}
                         ).status_code == 403
    assert stranger.post(f"/t/{code}/host-link", data={"csrf_token": csrf_of(page)}
                         ).status_code == 403


def test_a_host_link_expires(app, client, monkeypatch):
    from companion import tables

    code = new_table(client)
    monkeypatch.setattr(tables, "HOST_LINK_MINUTES", 0)
    monkeypatch.setattr(tables.new_host_link, "__defaults__", (0,))
    path = _host_link(client, code)[len("http://table.test"):]
    assert app.test_client().get(path).status_code == 410


# --- language ----------------------------------------------------------------------------------

def test_pages_follow_the_browser_language_and_the_switch(client):
    ja = client.get("/", headers={"Accept-Language": "ja,en;q=0.5"}).get_data(as_text=True)
    assert "ツォルキン：マヤ神聖歴" in ja and "マヤン カース" in ja and 'lang="ja"' in ja
    en = client.get("/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "Tzolk&#39;in: The Mayan Calendar" in en
    response = client.get("/lang/en?next=/join", headers={"Accept-Language": "ja"})
    assert response.headers["Location"].endswith("/join")
    en = client.get("/", headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert 'lang="en"' in en
    assert client.get("/lang/en?next=//evil.example").headers["Location"] == "/"


# --- what a first real table found -----------------------------------------------------------

@pytest.mark.parametrize("target", ["/%09/evil.example", "/%0a", "/%0d/x", "/\\evil.example",
                                    "https://evil.example/", "//evil.example", "javascript:x"])
def test_the_language_switch_only_goes_back_to_this_site(client, target):
    response = client.get(f"/lang/ja?next={target}")
    assert response.status_code == 302 and response.headers["Location"] == "/"


def test_one_phone_holds_one_seat(app, client):
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    ana = join_seat(app, code, 0)
    page = client.get("/join").get_data(as_text=True)
    response = ana.post(f"/j/{code}", data={"csrf_token": csrf_of(
        ana.get(f"/t/{code}/me").get_data(as_text=True)), "position": "2"})
    assert response.status_code == 302 and response.headers["Location"].endswith("/me")
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        assert [s.claimed for s in table.seats] == [True, False, False]
    assert page  # the host's own join page still works


def test_the_poll_changes_when_a_phone_joins(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    assert client.get(f"/t/{code}/version").get_json()["seats"] == "00"
    join_seat(app, code, 1)
    assert client.get(f"/t/{code}/version").get_json() == {"version": 0, "seats": "01"}
    assert 'data-seats="01"' in client.get(f"/t/{code}").get_data(as_text=True)


def test_the_host_link_uses_the_public_address(app, client):
    code = new_table(client)
    assert _host_link(client, code).startswith(f"http://table.test/t/{code}/handoff/")


@pytest.mark.parametrize("typed", ["{code_fullwidth}", "http://table.test/j/{code}",
                                   " {code_lower} ", "{code}/"])
def test_join_codes_are_read_as_players_type_them(client, typed):
    code = new_table(client)
    fullwidth = "".join(chr(ord(c) + 0xFEE0) for c in code)
    text_ = typed.format(code=code, code_fullwidth=fullwidth, code_lower=code.lower())
    page = client.get("/join").get_data(as_text=True)
    response = client.post("/join", data={"csrf_token": csrf_of(page), "code": text_})
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/j/{code}")


@pytest.mark.parametrize("name", ["Ana\u200b", "A\x00na", "\u202eanA"])
def test_names_with_invisible_characters_are_refused(client, name):
    page = client.get("/new/tzolkin").get_data(as_text=True)
    response = client.post("/new/tzolkin", data={
        "csrf_token": csrf_of(page), "player_count": "2", "name_0": name, "colour_0": "blue",
        "name_1": "Ben", "colour_1": "red"})
    assert response.status_code == 400
    assert "invisible or control characters" in response.get_data(as_text=True)


def test_the_past_view_steps_through_the_log_without_live_controls(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    choose(client, code, html, seen=0, seat=0)
    setup_view = client.get(f"/t/{code}?at=0").get_data(as_text=True)
    assert "as it was set up, before the first move" in setup_view
    assert "Undo the last move" not in setup_view and "Act for" not in setup_view
    assert 'class="join-box"' not in setup_view
    live = client.get(f"/t/{code}?at=1").get_data(as_text=True)
    assert "Undo the last move" in live  # move 1 is now: the live page
    for bad in ("2", "-1", "abc", "1.5", "1e3", "99999"):  # no move of this table
        response = client.get(f"/t/{code}?at={bad}")
        assert response.status_code == 400, bad
        assert ("Give a move number from 0 to 1 (this table&#39;s log goes from the setup to "
                "move 1).") in response.get_data(as_text=True), bad
    # full-width digits, as a Japanese keyboard types them, are the move number
    assert "as it was set up, before the first move" in client.get(
        f"/t/{code}?at=０").get_data(as_text=True)
    assert "Undo the last move" in client.get(f"/t/{code}?at=１").get_data(as_text=True)


def test_a_phone_opening_its_own_act_page_goes_to_its_seat(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    assert ana.get(f"/t/{code}/seat/0").headers["Location"].endswith(f"/t/{code}/me")
    assert ana.get(f"/t/{code}/seat/1").status_code == 403


@pytest.mark.parametrize("players", ["0", "abc", "2.5", "99", "-1", "1"])
def test_the_calculator_refuses_a_bad_player_count(client, players):
    assert client.get(f"/calc/tzolkin?players={players}").status_code == 400


def test_a_seat_number_out_of_range_is_404(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    response = choose(client, code, html, seen=0, seat=7)
    assert response.status_code == 404
