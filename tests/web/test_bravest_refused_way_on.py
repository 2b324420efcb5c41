"""Issue 38: a browser refused a seat's page (a seat address not its own, a seat cookie
altered) got the 403 page with only "back" links: 「テーブルに戻る」 led to the host screen,
which sends a browser without a seat on to the join page anyway.  The page now leads on: to
the table's join page, 「このテーブルに参加」, beside the home page's link; the message in
Japanese."""
from __future__ import annotations

import re

from tests.driver import join_seat
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_web import new_bravest


def _links(html: str) -> list[tuple[str, str]]:
    """The links under the error message: (address, words)."""
    tail = html.split('role="alert"', 1)[1]
    return [(a, text_of(w)) for a, w in re.findall(r'<a href="([^"]+)"[^>]*>(.*?)</a>', tail)]


def test_a_seat_address_not_ones_own_leads_to_the_join_page(app, client):
    """A browser with no seat at the table opens seat 2's address (/t/<code>/seat/1)."""
    code = new_bravest(client)
    other = app.test_client()
    other.set_cookie("lang", "ja")
    refused = other.get(f"/t/{code}/seat/1")
    assert refused.status_code == 403
    html = refused.get_data(as_text=True)
    assert "<h1>許可されていません</h1>" in html
    assert "ほかの席の代わりに操作できるのはホスト画面だけです。" in text_of(html)
    assert _links(html) == [(f"/j/{code}", "このテーブルに参加"), ("/", "ゲーム一覧に戻る")]
    other.set_cookie("lang", "en")
    html = other.get(f"/t/{code}/seat/1").get_data(as_text=True)
    assert _links(html) == [(f"/j/{code}", "Join this table"), ("/", "Back to the games")]


def test_an_altered_seat_cookie_leads_to_the_join_page(app, client):
    """Ana's phone holds seat 1; its cookie altered, the table no longer knows it: the page
    that moves her seat to another browser (/t/<code>/me/move) is refused, leading on to the
    join page; another seat's address leads her phone, with its cookie intact, back to her
    own seat."""
    code = new_bravest(client)
    ana = join_seat(app, code, 0, lang="ja")
    refused = ana.get(f"/t/{code}/seat/1")
    assert refused.status_code == 403
    assert _links(refused.get_data(as_text=True)) == [(f"/t/{code}/me", "テーブルに戻る"),
                                                      ("/", "ゲーム一覧に戻る")]
    ana.set_cookie("session", "altered." + "x" * 40)
    refused = ana.get(f"/t/{code}/me/move")
    assert refused.status_code == 403
    html = refused.get_data(as_text=True)
    assert "席を移せるのは、その席を持っているブラウザだけです。" in text_of(html)
    assert _links(html) == [(f"/j/{code}", "このテーブルに参加"), ("/", "ゲーム一覧に戻る")]
