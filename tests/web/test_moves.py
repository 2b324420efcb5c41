"""Entering a move and the pages that show a table (companion/web/moves.py): what a phone is
told when its page is out of date, for the choices the seats make at the same time (Tzolk'in's
starting wealth) and the rest; past views (``?at=N``) of moves taken back later."""
from __future__ import annotations

import re

from companion.games.tzolkin import rules
from tests.conftest import csrf_of, join_seat, new_table
from tests.language_check import page_problems
from tests.web.test_flow import choose, dealt_tiles
from tests.web.test_tzolkin_play import place, playing_table, state_of

#: What a page out of date is told (tables.stale_message): 「このページを開いている間にテーブルが
#: 変わりました…」.  (The banner of poll.js, 「テーブルの状況が変わりました。」, is on every page,
#: hidden: tests/browser/test_wealth_choice_in_browser.py sees that it stays so.)
MOVED_ON = "このページを開いている間にテーブルが変わりました"


NAMES = ("Ana", "Ben")


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


# --- past views of moves taken back -----------------------------------------------------------

def undo(client, code: str, seen: int) -> None:
    host = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                    "seen": str(seen)})
    assert response.status_code == 302


def last_move_line(html: str) -> str:
    """The Tzolk'in board's 「直前の手：…」 line, as text ("" when there is none)."""
    found = re.search(r'<p class="tz-last-move" id="tz-last-move">(.*?)</p>', html, re.S)
    return re.sub(r"<[^>]+>|\s+", " ", found.group(1)).strip() if found else ""


def past_banner(html: str) -> str:
    found = re.search(r'<p class="banner" id="past-banner">(.*?)</p>', html, re.S)
    return re.sub(r"<[^>]+>|\s+", " ", found.group(1)).strip()


def test_a_past_view_of_a_move_taken_back_later_says_it_was_undone(app, client):
    """The host screen's and a phone's ``?at=N`` of a move that was undone later mark it
    「（取り消し済み）」 where they name it (the banner, the board's last move), as the log does;
    a move still in effect is not marked."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    japanese(client, *phones)
    mover = rules.current_seat(state_of(app, code))
    html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
    assert place(phones[mover], code, html, {"palenque": 1}).status_code == 302  # move 3
    undo(client, code, 3)  # record 4
    html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
    assert place(phones[mover], code, html, {"tikal": 1}).status_code == 302  # move 5
    other = rules.current_seat(state_of(app, code))
    html = phones[other].get(f"/t/{code}/me").get_data(as_text=True)
    assert place(phones[other], code, html, {"uxmal": 1}).status_code == 302  # move 6

    log = client.get(f"/t/{code}").get_data(as_text=True)
    assert re.search(r'value="3" class="undone[^"]*">.*?（取り消し済み）', log, re.S)
    for url in (f"/t/{code}?at=3", f"/t/{code}/me?at=3"):
        who = client if url.startswith(f"/t/{code}?") else phones[mover]
        past = who.get(url).get_data(as_text=True)
        assert last_move_line(past).startswith("直前の手：") and "パレンケ" in last_move_line(past)
        assert last_move_line(past).endswith("（取り消し済み）"), url
        assert "パレンケ" in past_banner(past) and "（取り消し済み）" in past_banner(past), url
        assert page_problems(past, "ja", allow=NAMES) == [], url
    for url in (f"/t/{code}?at=5", f"/t/{code}/me?at=5"):
        who = client if url.startswith(f"/t/{code}?") else phones[mover]
        past = who.get(url).get_data(as_text=True)
        assert "ティカル" in last_move_line(past) and "取り消し済み" not in last_move_line(past)
        assert "ティカル" in past_banner(past) and "取り消し済み" not in past_banner(past)
    past = client.get(f"/t/{code}?at=4").get_data(as_text=True)  # the undo: before move 3
    assert last_move_line(past) == "" and "取り消し済み" not in past_banner(past)
    client.set_cookie("lang", "en")
    english = client.get(f"/t/{code}?at=3").get_data(as_text=True)
    assert last_move_line(english).startswith("Last move: ")
    assert last_move_line(english).endswith("(undone)") and "(undone)" in past_banner(english)
    assert page_problems(english, "en", allow=NAMES) == []


def test_a_past_view_after_an_undo_marks_the_last_move_it_shows_when_that_was_undone_too(
        app, client):
    """Two moves taken back one after the other: the table after the first undo shows the
    earlier move as its last, and that move was undone by the second undo."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    japanese(client)
    for gear in ("palenque", "tikal"):  # moves 3 and 4
        mover = rules.current_seat(state_of(app, code))
        html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
        assert place(phones[mover], code, html, {gear: 1}).status_code == 302
    undo(client, code, 4)  # record 5 takes back move 4
    undo(client, code, 5)  # record 6 takes back move 3
    past = client.get(f"/t/{code}?at=5").get_data(as_text=True)
    assert "パレンケ" in last_move_line(past) and last_move_line(past).endswith("（取り消し済み）")


# --- a past view that does not exist ------------------------------------------------------------

def back_link(html: str) -> tuple[str, str] | None:
    """The error page's link back to the table: (address, text), or None."""
    found = re.search(r'<a href="([^"]+)" id="error-back">([^<]+)</a>', html)
    return (found.group(1), found.group(2).strip()) if found else None


def test_a_past_view_of_no_such_move_links_back_to_the_tables_page(app, client):
    """``?at=`` of a move the table does not have: 404 in the page language, with a link back
    to the page it was asked of (the host screen, a phone's seat page, the host acting for a
    seat) as well as the one to the games."""
    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 1)
    japanese(client, phone)
    for who, url, back in ((client, f"/t/{code}?at=999", f"/t/{code}"),
                           (client, f"/t/{code}?at=x", f"/t/{code}"),
                           (phone, f"/t/{code}/me?at=999", f"/t/{code}/me"),
                           (client, f"/t/{code}/seat/0?at=-1", f"/t/{code}/seat/0")):
        response = who.get(url)
        html = response.get_data(as_text=True)
        assert response.status_code == 404, url
        assert "このテーブルにその手はありません。記録は0手目までです。" in html, url
        assert back_link(html) == (back, "テーブルに戻る"), url
        assert page_problems(html, "ja", allow=NAMES) == [], url
        assert who.get(back).status_code == 200
    client.set_cookie("lang", "en")
    html = client.get(f"/t/{code}?at=999").get_data(as_text=True)
    assert back_link(html) == (f"/t/{code}", "Back to the table")
    assert page_problems(html, "en", allow=NAMES) == []
    # any other error page has no such link
    assert back_link(client.get("/t/ZZZZZZ").get_data(as_text=True)) is None
