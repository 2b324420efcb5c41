"""Two phones submitting at once, with real concurrent HTTP requests on a file database:
exactly one move is stored (UNIQUE (table, number)), the others are told the table moved on."""
from __future__ import annotations

import http.client
import re
import threading
import time
import urllib.parse

import pytest
from werkzeug.serving import make_server

from companion import tables
from companion.extensions import db
from companion.games.tzolkin.rules import GAME
from companion.games.tzolkin.rules.play_state import current_seat
from companion.models import MoveRecord, Table
from tests.conftest import session_cookie
from tests.test_served_races import LOSER_SECONDS

CSRF_RE = re.compile(r'name="choose_wealth-csrf_token"[^>]*value="([^"]+)"')


@pytest.fixture
def server(app):
    srv = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv.server_port
    srv.shutdown()
    thread.join(5)


def request(port, method, path, cookies, body=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())}
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        body = urllib.parse.urlencode(body, doseq=True)
    conn.request(method, path, body=body, headers=headers)
    response = conn.getresponse()
    data = response.read().decode()
    set_cookie = response.getheader("Set-Cookie") or ""
    conn.close()
    return response.status, data, set_cookie


def fire(port, code, cookies, bodies, path):
    """POST every body at the same instant (a barrier), one thread each; the statuses."""
    barrier = threading.Barrier(len(bodies))
    results = []

    def submit(body):
        barrier.wait()
        results.append(request(port, "POST", path, cookies, body)[0])

    threads = [threading.Thread(target=submit, args=(b,)) for b in bodies]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return sorted(results)


def numbers(app, code):
    with app.app_context():
        return [(m.number, m.seat) for m in db.session.query(MoveRecord).join(Table)
                .filter(Table.code == code).order_by(MoveRecord.number)]


def host_session(app, port, code, host_token):
    """Cookies of a host screen with a session (so its CSRF tokens are valid)."""
    cookies = {"session": session_cookie(app, code, host_token)}
    status, html, set_cookie = request(port, "GET", f"/t/{code}/seat/0", cookies)
    assert status == 200
    renewed = re.search(r"session=([^;]+)", set_cookie)
    if renewed:
        cookies["session"] = renewed.group(1)
    return cookies, CSRF_RE.search(html).group(1)


def test_simultaneous_wealth_choices_are_all_stored_once(app, server):
    """Four phones keep their starting wealth at the same instant from the same page version:
    the choices are made at the same time by the rules, so each is stored once, numbered
    1..4 without gaps."""
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="3")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookies, token = host_session(app, server, code, host_token)
    bodies = [{"choose_wealth-csrf_token": token, "choose_wealth-seen": "0", "seat": str(seat),
               "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]} for seat in range(4)]
    assert fire(server, code, cookies, bodies, f"/t/{code}/move/choose_wealth") == [302] * 4
    stored = numbers(app, code)
    assert [n for n, _seat in stored] == [1, 2, 3, 4]
    assert sorted(seat for _n, seat in stored) == [0, 1, 2, 3]


def test_simultaneous_exclusive_moves_store_exactly_one(app, server):
    """Three screens enter the end state at the same instant from the same version: exactly
    one is stored (UNIQUE (table, number)), the others are told the table moved on (409)."""
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="4")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookies, token = host_session(app, server, code, host_token)
    for seat in range(4):
        status = request(server, "POST", f"/t/{code}/move/choose_wealth", cookies, {
            "choose_wealth-csrf_token": token, "choose_wealth-seen": str(seat), "seat": str(seat),
            "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]})[0]
        assert status == 302
    for round_ in range(3):
        bodies = []
        for vp in (10, 20, 30):
            body = {"end_state-csrf_token": token, "end_state-seen": "4",
                    "end_state-skulls_on_chichen_itza": "0", "end_state-confirm_over": "y"}
            for i in range(4):
                fields = dict.fromkeys(
                    ("corn", "wood", "stone", "gold", "skulls", "agriculture", "resources",
                     "architecture", "theology", "brown", "green", "blue", "farm",
                     "harvest_corn", "harvest_wood", "workers_on_gears"), "0")
                fields.update(vp=str(vp), workers="3", chaac="1", quetzalcoatl="1", kukulcan="1")
                body.update({f"end_state-players-{i}-{k}": v for k, v in fields.items()})
            bodies.append(body)
        if round_:
            # undo the stored end state, then race again from the new version
            seen = len(numbers(app, code))
            assert request(server, "POST", f"/t/{code}/undo", cookies,
                           {"csrf_token": token, "seen": str(seen)})[0] == 302
            for body in bodies:
                body["end_state-seen"] = str(seen + 1)
        statuses = fire(server, code, cookies, bodies, f"/t/{code}/move/end_state")
        assert statuses == [302, 409, 409], statuses
    assert [n for n, _s in numbers(app, code)] == list(range(1, 10))


PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
           {"name": "Cai", "colour": "yellow"}, {"name": "Dee", "colour": "green"}]


def test_a_take_back_racing_the_next_move_stores_one_and_answers_the_other_at_once(app, server):
    """A seat takes back its move (issue 37) at the instant the next seat's move is sent from
    the same version: exactly one is stored, the other is told that the table moved on (409)
    without waiting for a database connection (within LOSER_SECONDS; the one-second target is
    bench/bench_races.py's: a timed assertion here failed at a load of 34 on 2 cores); never a
    500, no gap in the log.  Raced five times, the take-back
    and the move each sent from the table's version then."""
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="5")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookies, token = host_session(app, server, code, host_token)
    for seat in range(4):
        assert request(server, "POST", f"/t/{code}/move/choose_wealth", cookies, {
            "choose_wealth-csrf_token": token, "choose_wealth-seen": str(seat), "seat": str(seat),
            "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]})[0] == 302

    def place_body(seat: int, seen: int) -> dict:
        return {"place-csrf_token": token, "place-seen": str(seen), "seat": str(seat),
                "place-n_palenque": "1"}

    raced = 0
    for _race in range(8):
        with app.app_context():
            found = tables.find_table(code)
            state, seen = tables.current(found).state, tables.current_version(found)
        mover = current_seat(state)
        if {"type": "place", "seat": mover, "gears": ["palenque"]} \
                not in GAME.legal_moves(state, mover):
            break  # the seat to move cannot place on Palenque now: the races end here
        assert request(server, "POST", f"/t/{code}/move/place", cookies,
                       place_body(mover, seen))[0] == 302
        with app.app_context():  # the seat to move after it (the round may end with it)
            after = tables.current(tables.find_table(code)).state
        following = current_seat(after)
        if following == mover or {"type": "place", "seat": following, "gears": ["palenque"]} \
                not in GAME.legal_moves(after, following):
            continue  # the next move is no placement on Palenque: no race this time
        raced += 1
        barrier = threading.Barrier(2)
        answers = {}

        def send(name, path, body):
            barrier.wait()
            started = time.monotonic()
            status = request(server, "POST", path, cookies, body)[0]
            answers[name] = (status, time.monotonic() - started)

        threads = [threading.Thread(target=send, args=(
                       "take_back", f"/t/{code}/take-back",
                       {"csrf_token": token, "seen": str(seen + 1), "seat": str(mover)})),
                   threading.Thread(target=send, args=(
                       "move", f"/t/{code}/move/place", place_body(following, seen + 1)))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        statuses = sorted(s for s, _t in answers.values())
        assert statuses == [302, 409], answers
        assert all(t < LOSER_SECONDS for s, t in answers.values() if s == 409), answers
        stored = numbers(app, code)
        assert [n for n, _s in stored] == list(range(1, len(stored) + 1))
    assert raced >= 2, raced
