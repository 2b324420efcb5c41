"""A seat taken to another browser of the same phone (companion/web/seat_move.py): the seat's
page gives a link, QR code and short code; the other browser opens the link or types the code
on the join page, and the seat moves there once; the browser that held it no longer opens it;
no second seat is ever made."""
from __future__ import annotations

import re
from html import unescape

from sqlalchemy import func, select

from companion.extensions import db
from companion.models import Seat
from companion.web import seat_move
from tests.driver import csrf_of, join_seat, new_table, page


def _move_page(phone, code: str) -> tuple[str, str]:
    """The seat's move page: its link (path and query) and its short code."""
    html = page(phone, f"/t/{code}/me/move")
    link = unescape(re.search(r'id="move-link" translate="no">https?://[^/]+([^<]+)<',
                              html).group(1))
    whole = re.search(r'id="move-code" translate="no">([A-Z0-9 ]+)<', html).group(1)
    table_code, short = whole[:6], whole[6:].replace(" ", "")
    assert table_code == code and re.fullmatch(r"[A-Z2-9]{4} [A-Z2-9]{4}", whole[7:])
    return link, short


def _seats(app) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Seat))


def test_the_link_moves_the_seat_once_and_the_old_browser_loses_it(app, client):
    code = new_table(client)
    old = join_seat(app, code, 1)
    assert 'id="seat-move"' in page(old, f"/t/{code}/me")
    link, short = _move_page(old, code)
    assert len(short) == 8 and f"/j/{code}/move/1/{short}?k=" in link
    seats_before = _seats(app)
    installed = app.test_client()   # the app on the home screen: cookies of its own
    asked = page(installed, link)
    assert "Ben" in asked and 'id="move-here"' in asked
    moved = installed.post(link, data={"csrf_token": csrf_of(asked)})
    assert moved.status_code == 302 and moved.headers["Location"].endswith(f"/t/{code}/me")
    assert "Ben" in page(installed, f"/t/{code}/me")
    # the old browser no longer opens the seat, and is told why on the join page
    gone = old.get(f"/t/{code}/me")
    assert gone.status_code == 302 and gone.headers["Location"].endswith(f"/j/{code}")
    assert 'id="seat-freed"' in page(old, f"/j/{code}")
    assert _seats(app) == seats_before   # the same seat moved: no second one
    # the link and the code work once
    third = app.test_client()
    assert third.get(link).status_code == 410
    html = page(third, f"/j/{code}")
    typed = third.post(f"/j/{code}/move", data={"csrf_token": csrf_of(html), "move_code": short})
    assert typed.status_code == 404


def test_the_short_code_typed_on_the_join_page_moves_the_seat(app, client):
    code = new_table(client)
    old = join_seat(app, code, 2)
    _link, short = _move_page(old, code)
    other = app.test_client()
    html = page(other, f"/j/{code}")
    assert 'id="seat-move-typed"' in html
    typed = " ".join(short[:4].lower()) + "  " + short[4:]  # any case, spaces
    moved = other.post(f"/j/{code}/move", data={"csrf_token": csrf_of(html), "move_code": typed})
    assert moved.status_code == 302
    assert "Cai" in page(other, f"/t/{code}/me")
    assert old.get(f"/t/{code}/me").status_code == 302


def test_refusals(app, client):
    code = new_table(client)
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    link, short = _move_page(ben, code)
    # a browser that holds another seat of the table: refused, nothing moves
    asked = page(ana, link)
    refused = ana.post(link, data={"csrf_token": csrf_of(asked)})
    assert refused.status_code == 403
    assert "already holds a seat" in refused.get_data(as_text=True)
    assert "Ben" in page(ben, f"/t/{code}/me")
    # a browser without a seat has no move page; the host screen neither
    assert app.test_client().get(f"/t/{code}/me/move").status_code in (403, 404)
    assert client.get(f"/t/{code}/me/move").status_code == 403
    # a wrong code, another seat's position, junk: 4xx, nothing moves
    stranger = app.test_client()
    assert stranger.get(f"/j/{code}/move/1/AAAAAAAA").status_code == 410
    assert stranger.get(f"/j/{code}/move/0/{short}").status_code == 410
    assert stranger.get(f"/j/{code}/move/99999999999999999999/{short}").status_code == 410
    html = page(stranger, f"/j/{code}")
    for junk in ("", "x" * 41, "\x00", "ＡＡＡＡ"):
        r = stranger.post(f"/j/{code}/move", data={"csrf_token": csrf_of(html), "move_code": junk})
        assert 400 <= r.status_code < 500
    assert "Ben" in page(ben, f"/t/{code}/me")


def test_a_freed_seat_s_code_moves_nothing(app, client):
    code = new_table(client)
    ben = join_seat(app, code, 1)
    link, _short = _move_page(ben, code)
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/seats/release", data={"csrf_token": csrf_of(host),
                                                          "position": "1"}).status_code == 302
    assert app.test_client().get(link).status_code == 410


def test_a_code_lasts_this_window_and_the_last(app, client, monkeypatch):
    code = new_table(client)
    ben = join_seat(app, code, 1)
    _link, short = _move_page(ben, code)
    now = seat_move._window()
    monkeypatch.setattr(seat_move, "_window", lambda: now + 1)
    other = app.test_client()
    html = page(other, f"/j/{code}")
    assert other.post(f"/j/{code}/move", data={"csrf_token": csrf_of(html),
                                               "move_code": short}).status_code == 302
    monkeypatch.setattr(seat_move, "_window", lambda: now + 3)
    cai = join_seat(app, code, 2)
    _link, old_short = _move_page(cai, code)
    monkeypatch.setattr(seat_move, "_window", lambda: now + 5)
    late = app.test_client()
    html = page(late, f"/j/{code}")
    assert late.post(f"/j/{code}/move", data={"csrf_token": csrf_of(html),
                                              "move_code": old_short}).status_code == 404


def test_the_whole_code_typed_on_the_join_a_table_page_moves_the_seat(app, client):
    """The move page's code (the table's code, then the seat's) typed where a player types a
    join code: the page that asks to move the seat, then one tap."""
    code = new_table(client)
    old = join_seat(app, code, 1)
    _link, short = _move_page(old, code)
    other = app.test_client()
    html = page(other, "/join")
    typed = f"{code.lower()} {short[:4]} {short[4:]}"
    asked = other.post("/join", data={"csrf_token": csrf_of(html), "code": typed})
    assert asked.status_code == 302 and f"/j/{code}/move/1/{short}" in asked.headers["Location"]
    confirm = page(other, asked.headers["Location"])
    assert other.post(asked.headers["Location"],
                      data={"csrf_token": csrf_of(confirm)}).status_code == 302
    assert "Ben" in page(other, f"/t/{code}/me")
    # a made-up whole code: the join page again, with why
    html = page(app.test_client(), "/join")
    wrong = app.test_client().post("/join", data={"csrf_token": csrf_of(html),
                                                  "code": f"{code}AAAAAAAA"})
    assert wrong.status_code in (400, 404)
