"""Security basics of every answer: headers, cookies, body size, no stack traces."""
from __future__ import annotations

import re

from tests.conftest import csrf_of, join_seat, new_table


def test_pages_carry_a_content_security_policy_and_no_inline_code(client):
    code = new_table(client)
    for path in ("/", f"/t/{code}", f"/t/{code}/setup", "/calc/tzolkin", "/join"):
        response = client.get(path)
        policy = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
        html = response.get_data(as_text=True)
        assert "onclick=" not in html and " style=" not in html and "<script>" not in html
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_token_cookies_are_httponly_and_samesite(app, client):
    page = client.get("/new/tzolkin").get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "player_count": "2", "name_0": "Ana", "colour_0": "blue",
            "name_1": "Ben", "colour_1": "red", "seed": "1"}
    response = client.post("/new/tzolkin", data=data)
    cookie = next(c for c in response.headers.getlist("Set-Cookie") if c.startswith("tc_host_"))
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie


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
    assert re.search(r"Wait (1 minute|([2-9]|10) minutes), then", text)
    assert guesser.get(f"/j/{code}").status_code == 429  # a right code guessed: refused too
    # the same address: the host screen and a seated phone keep their table
    assert client.get(f"/t/{code}").status_code == 200
    assert phone.get(f"/t/{code}/me").status_code == 200
    assert phone.get(f"/t/{code}/version").status_code == 200
    # another address joins as usual
    other = app.test_client()
    assert other.get(f"/j/{code}", environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 200


def test_the_guess_count_is_shared_by_every_server_process(app, db_url):
    """Two apps on one database (two workers): the wrong codes of both count together."""
    from companion import create_app

    app.config["JOIN_GUESS_LIMIT"] = "3 per 10 minutes"
    second = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url,
                         "SECRET_KEY": "test", "JOIN_GUESS_LIMIT": "3 per 10 minutes"})
    one, two = app.test_client(), second.test_client()
    assert one.get("/j/AAAAAA").status_code == 404
    assert two.get("/j/BBBBBB").status_code == 404
    assert one.get("/j/CCCCCC").status_code == 404
    assert two.get("/j/DDDDDD").status_code == 429


def test_http_errors_speak_the_page_language(client):
    response = client.get("/nothing-here", headers={"Accept-Language": "ja"})
    assert response.status_code == 404
    assert "このアドレスには何もありません" in response.get_data(as_text=True)
    response = client.get("/t/ABCDEF/undo")
    assert response.status_code == 405
    assert "cannot be used that way" in response.get_data(as_text=True)
