"""Two phones submitting at once, with real concurrent HTTP requests on a file database:
exactly one move is stored (UNIQUE (table, number)), the others are told the table moved on."""
from __future__ import annotations

import http.client
import re
import threading
import urllib.parse

import pytest
from werkzeug.serving import make_server

from companion import tables
from companion.extensions import db
from companion.models import MoveRecord, Table

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


def test_simultaneous_moves_store_exactly_one(app, server):
    with app.app_context():
        table = tables.create_table("tzolkin", [
            {"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
            {"name": "Cai", "colour": "yellow"}, {"name": "Dee", "colour": "green"}], seed="3")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookies = {f"tc_host_{code}": host_token}
    for round_ in range(3):
        # every seat's page, with the CSRF token of the host's session
        pages = {}
        for seat in range(4):
            status, html, set_cookie = request(server, "GET", f"/t/{code}/seat/{seat}", cookies)
            assert status == 200
            session = re.search(r"session=([^;]+)", set_cookie)
            if session:
                cookies["session"] = session.group(1)
            pages[seat] = CSRF_RE.search(html).group(1) if seat not in done(app, code) else None
        version = round_
        barrier = threading.Barrier(4 - round_)
        results = {}

        def submit(seat):
            body = {"choose_wealth-csrf_token": pages[seat], "choose_wealth-seen": str(version),
                    "seat": str(seat), "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]}
            barrier.wait()
            results[seat] = request(server, "POST", f"/t/{code}/move/choose_wealth", cookies,
                                    body)[0]

        waiting = [s for s in range(4) if pages[s]]
        threads = [threading.Thread(target=submit, args=(s,)) for s in waiting]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        statuses = sorted(results.values())
        assert statuses == [302] + [409] * (len(waiting) - 1), statuses
        with app.app_context():
            numbers = [m.number for m in db.session.query(MoveRecord).join(Table)
                       .filter(Table.code == code)]
        assert numbers == list(range(1, round_ + 2))


def done(app, code) -> set[int]:
    with app.app_context():
        return {m.seat for m in db.session.query(MoveRecord).join(Table).filter(Table.code == code)}
