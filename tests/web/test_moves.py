"""Entering a move (companion/web/moves.py): what a phone is told when its page is out of date,
for the choices the seats make at the same time (Tzolk'in's starting wealth) and the rest."""
from __future__ import annotations

import re

from tests.conftest import csrf_of, join_seat, new_table
from tests.web.test_flow import choose, dealt_tiles

#: What a page out of date is told (tables.stale_message): 「このページを開いている間にテーブルが
#: 変わりました…」.  (The banner of poll.js, 「テーブルの状況が変わりました。」, is on every page,
#: hidden: tests/browser/test_wealth_choice_in_browser.py sees that it stays so.)
MOVED_ON = "このページを開いている間にテーブルが変わりました"


def japanese(*clients):
    """The clients read the pages in Japanese (the language switch's cookie)."""
    for c in clients:
        c.set_cookie("lang", "ja")
    return clients


def seat_page(phone, code: str) -> str:
    response = phone.get(f"/t/{code}/me")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def seen_of(html: str) -> str:
    return re.search(r'name="choose_wealth-seen"[^>]*value="(\d+)"', html).group(1)


def said(html: str) -> str:
    """What the page says in its alert (the message on top)."""
    found = re.search(r'<div class="error" role="alert">(.*?)</div>', html, re.S)
    return found.group(1).strip() if found else ""


def test_a_wealth_choice_sent_from_a_page_drawn_before_another_seat_chose_is_stored(app, client):
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    ana, ben = japanese(join_seat(app, code, 0), join_seat(app, code, 1))
    ana_page, ben_page = seat_page(ana, code), seat_page(ben, code)
    assert choose(ana, code, ana_page, seen=0).status_code == 302
    sent = choose(ben, code, ben_page, seen=0)  # Ben's page still shows the table before Ana's
    assert sent.status_code == 302 and sent.headers["Location"].endswith(f"/t/{code}/me")
    after = seat_page(ben, code)
    assert "残したタイル：" in after and 'id="choose-wealth"' not in after
    assert said(after) == "" and MOVED_ON not in after


def test_a_wealth_choice_to_fix_from_such_a_page_is_told_what_to_fix_not_that_the_table_moved_on(
        app, client):
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    ana, ben = japanese(join_seat(app, code, 0), join_seat(app, code, 1))
    ana_page, ben_page = seat_page(ana, code), seat_page(ben, code)
    assert choose(ana, code, ana_page, seen=0).status_code == 302
    one = choose(ben, code, ben_page, seen=0, tiles=dealt_tiles(ben_page)[:1])
    html = one.get_data(as_text=True)
    assert one.status_code == 400, said(html)
    assert said(html) == "修正が必要な項目があります。下のメッセージを確認してください。"
    assert "ちょうど2枚を選んでください。" in html
    assert MOVED_ON not in html
    assert seen_of(html) == "1"  # the form shown again answers to the table as it is now
    # ...the tick added, it is stored
    assert choose(ben, code, html, seen=int(seen_of(html))).status_code == 302


def test_a_wealth_choice_to_fix_behind_an_undo_is_told_the_table_moved_on(app, client):
    """Only other seats' choices made at the same time leave a page's form as it was: behind
    anything else (an undo, the seat's own choice), a form that fails its checks is told that
    the table moved on, as a valid one is."""
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    ana, ben = japanese(join_seat(app, code, 0), join_seat(app, code, 1))
    ana_page, ben_page = seat_page(ana, code), seat_page(ben, code)
    assert choose(ana, code, ana_page, seen=0).status_code == 302
    own = choose(ana, code, ana_page, seen=0, tiles=dealt_tiles(ana_page)[:1])
    assert own.status_code == 409  # behind its own choice (sent from another tab)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    undo = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": "1"})
    assert undo.status_code == 302
    one = choose(ben, code, ben_page, seen=0, tiles=dealt_tiles(ben_page)[:1])
    html = one.get_data(as_text=True)
    assert one.status_code == 409 and said(html).startswith(MOVED_ON)
