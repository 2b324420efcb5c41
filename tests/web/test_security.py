"""Security basics of every answer: headers, cookies, body size, no stack traces."""
from __future__ import annotations

import re

from companion.extensions import db
from companion.models import LimitCounter
from tests.driver import csrf_of, join_seat, new_table


def test_pages_carry_a_content_security_policy_and_no_inline_code(client):
    code = new_table(client)
    for path in ("/", f"/t/{code}", f"/t/{code}/setup", "/calc/tzolkin", "/join"):
        response = client.get(path)
        policy = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
        html = response.get_data(as_text=True)
        assert "onclick=" not in html and " style=" not in html and "<script>" not in html
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def _new(client, base_url="http://localhost"):
    page = client.get("/new/tzolkin", base_url=base_url).get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "player_count": "2", "name_0": "Ana", "colour_0": "blue",
            "name_1": "Ben", "colour_1": "red", "seed": "1"}
    return client.post("/new/tzolkin", data=data, base_url=base_url)


def test_tokens_live_in_one_httponly_samesite_cookie(app, client):
    response = _new(client)
    cookies = response.headers.getlist("Set-Cookie")
    # beside the session, only the device key (no token: what the device saved, its play
    # history), itself HttpOnly and SameSite
    device = [c for c in cookies if c.startswith("tc_device=")]
    assert all("HttpOnly" in c and "SameSite=Lax" in c for c in device)
    cookies = [c for c in cookies if not c.startswith("tc_device=")]
    assert [c.split("=")[0] for c in cookies] == ["session"]
    assert "HttpOnly" in cookies[0] and "SameSite=Lax" in cookies[0] and "Secure" not in cookies[0]
    assert "Expires=" in cookies[0]  # kept 30 days after the last use, not for ever
    assert "Strict-Transport-Security" not in response.headers


def test_over_https_the_cookies_are_secure_and_hsts_is_sent(app, client):
    response = _new(client, base_url="https://localhost")
    assert all("Secure" in c for c in response.headers.getlist("Set-Cookie"))
    assert response.headers["Strict-Transport-Security"] == "max-age=31536000"


def test_a_host_of_many_tables_keeps_one_bounded_cookie(app, client):
    codes = []
    for _ in range(25):
        codes.append(_new(client).headers["Location"].rsplit("/", 1)[-1])
    cookie = client.get_cookie("session")
    assert len(cookie.value) < 3000 and len(client._cookies) <= 3
    assert client.get(f"/t/{codes[-1]}").status_code == 200
    assert client.get(f"/t/{codes[5]}").status_code == 200
    assert client.get(f"/t/{codes[0]}").status_code == 302  # the oldest tables were forgotten


def test_pages_with_hidden_information_are_never_stored(app, client):
    code = new_table(client)
    phone = join_seat(app, code, 0)
    assert client.get(f"/t/{code}").headers["Cache-Control"] == "no-store"
    assert phone.get(f"/t/{code}/me").headers["Cache-Control"] == "no-store"
    assert client.get(f"/t/{code}/seat/1").headers["Cache-Control"] == "no-store"


def test_an_oversized_body_is_refused_with_413(client):
    code = new_table(client)
    response = client.post(f"/t/{code}/move/choose_wealth", data={"x": "a" * 400_000})
    assert response.status_code == 413


def test_an_unexpected_error_shows_no_stack_trace(app, client, monkeypatch):

    def broken():
        raise RuntimeError("secret internals")

    monkeypatch.setitem(app.view_functions, "home.index", broken)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = client.get("/")
    assert response.status_code == 500
    html = response.get_data(as_text=True)
    assert "secret internals" not in html and "Traceback" not in html
    assert "Nothing you entered before was lost" in html


def test_html_in_names_is_escaped(app, client):
    code = new_table(client, players=("<script>x</script>", "Ben"))
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert "<script>x</script>" not in html and "&lt;script&gt;x&lt;/script&gt;" in html
    phone = join_seat(app, code, 1)
    assert "<script>x" not in phone.get(f"/t/{code}/me").get_data(as_text=True)


def test_join_code_guessing_is_rate_limited(app, client):
    app.config["JOIN_GUESS_LIMIT"] = "3 per 10 minutes"
    code = new_table(client)
    phone = join_seat(app, code, 0)
    guesser = app.test_client()
    for guess in ("AAAAAA", "BBBBBB", "CCCCCC"):
        assert guesser.get(f"/j/{guess}").status_code == 404
    response = guesser.get("/j/DDDDDD")
    assert response.status_code == 429
    text = response.get_data(as_text=True)
    assert "Too many wrong join codes" in text
    assert "Scan the QR code on the host screen" in text
    assert re.search(r"wait (1 minute|([2-9]|10) minutes) and check the code", text)
    assert guesser.get(f"/j/{code}").status_code == 429  # a right code guessed: refused too
    # the same address: the host screen and a seated phone keep their table
    assert client.get(f"/t/{code}").status_code == 200
    assert phone.get(f"/t/{code}/me").status_code == 200
    assert phone.get(f"/t/{code}/version").status_code == 200
    # another address joins as usual
    other = app.test_client()
    assert other.get(f"/j/{code}", environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 200


def _join_link(client, code: str) -> str:
    """The join link of the host screen (the QR code's address), as a path with its query."""
    html = client.get(f"/t/{code}").get_data(as_text=True)
    found = re.search(r"https?://[^/\"<\s]+(/j/%s\?k=[0-9a-f]+)" % code, html)
    assert found, "the host screen shows no join link with its proof"
    return found.group(1)


def test_a_phone_scanning_the_qr_code_joins_behind_an_address_that_guessed_too_much(app, client):
    """Someone at the same address used up the wrong codes: a new phone that scans the host
    screen's QR code still opens the join page, takes a seat and plays; one that types the
    code waits, and told to scan the QR code; a made-up or another table's proof gains
    nothing."""
    app.config["JOIN_GUESS_LIMIT"] = "2 per 10 minutes"
    code = new_table(client)
    other_host = app.test_client()
    other_code = new_table(other_host, seed="another")
    link, other_link = _join_link(client, code), _join_link(other_host, other_code)
    guesser = app.test_client()
    for guess in ("AAAAAA", "BBBBBB"):
        assert guesser.get(f"/j/{guess}").status_code == 404
    assert guesser.get(f"/j/{code}").status_code == 429  # the code typed: waits
    assert guesser.get(f"/j/{code}?k=0123456789abcdef0123").status_code == 429
    assert guesser.get(f"/j/{code}?k=" + other_link.split("k=")[1]).status_code == 429
    assert guesser.get(f"/j/{code}?k=x&k=y").status_code == 429
    scanner = app.test_client()
    html = scanner.get(link).get_data(as_text=True)
    assert "csrf_token" in html
    response = scanner.post(f"/j/{code}", data={"csrf_token": csrf_of(html), "position": "0"})
    assert response.status_code == 302
    assert scanner.get(f"/t/{code}/me").status_code == 200
    assert scanner.get(f"/t/{code}/version").status_code == 200
    # the proof opens its own table only
    assert scanner.get(f"/j/{other_code}").status_code == 429


def test_the_request_limits_store_no_client_address(app, client):
    """Every request limit counts per network under a keyed hash: the limit store never holds
    the client's address as such (here an import, limited by the default key)."""
    address = "203.0.113.77"
    response = client.post("/import", data={}, environ_base={"REMOTE_ADDR": address})
    assert response.status_code == 400
    with app.app_context():
        keys = [row.key for row in db.session.query(LimitCounter)]
    assert keys and not [k for k in keys if address in k]


def test_the_guess_count_is_shared_by_every_server_process(app, db_url):
    """Two apps on one database (two workers): the wrong codes of both count together."""
    from companion.app import create_app

    app.config["JOIN_GUESS_LIMIT"] = "3 per 10 minutes"
    second = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url,
                         "SECRET_KEY": "test", "JOIN_GUESS_LIMIT": "3 per 10 minutes"})
    one, two = app.test_client(), second.test_client()
    try:
        assert one.get("/j/AAAAAA").status_code == 404
        assert two.get("/j/BBBBBB").status_code == 404
        assert one.get("/j/CCCCCC").status_code == 404
        assert two.get("/j/DDDDDD").status_code == 429
    finally:
        from companion.extensions import db
        with second.app_context():
            db.session.remove()
            db.engine.dispose()


def test_http_errors_speak_the_page_language(client):
    response = client.get("/nothing-here", headers={"Accept-Language": "ja"})
    assert response.status_code == 404
    assert "このアドレスには何もありません" in response.get_data(as_text=True)
    response = client.get("/t/ABCDEF/undo")
    assert response.status_code == 405
    assert "cannot be used that way" in response.get_data(as_text=True)


def test_every_answer_gets_each_security_header_once_and_keeps_its_own(app):
    """The security headers are added to every answer, each once, and an answer that set one
    itself keeps its own value (case of the name aside)."""
    from flask import Response

    from companion.app import CONTENT_SECURITY_POLICY

    with app.test_request_context("/", base_url="https://localhost"):
        answer = app.process_response(Response("ok", headers={"x-frame-options": "SAMEORIGIN"}))
    assert answer.headers.getlist("X-Frame-Options") == ["SAMEORIGIN"]
    assert answer.headers.getlist("Content-Security-Policy") == [CONTENT_SECURITY_POLICY]
    assert answer.headers.getlist("Referrer-Policy") == ["same-origin"]
    assert answer.headers.getlist("Strict-Transport-Security") == ["max-age=31536000"]
