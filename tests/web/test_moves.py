"""Entering a move and the pages that show a table (companion/web/moves.py): what a phone is
told when its page is out of date, for the choices the seats make at the same time (Tzolk'in's
starting wealth) and the rest; past views (``?at=N``) of moves taken back later."""
from __future__ import annotations

import re
from html import unescape

from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import csrf_of, join_seat, new_table, post_move, seat_page, seen_of, state_of
from tests.language_check import page_problems
from tests.web.test_flow import choose, dealt_tiles
from tests.web.test_tzolkin_play import place, playing_table

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
    assert seen_of(html, "choose_wealth") == 1  # the form shown again answers to the table as it is now
    # ...the tick added, it is stored
    assert choose(ben, code, html, seen=seen_of(html, "choose_wealth")).status_code == 302


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
    mover = current_seat(state_of(app, code))
    html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
    assert place(phones[mover], code, html, {"palenque": 1}).status_code == 302  # move 3
    undo(client, code, 3)  # record 4
    html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
    assert place(phones[mover], code, html, {"tikal": 1}).status_code == 302  # move 5
    other = current_seat(state_of(app, code))
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
        mover = current_seat(state_of(app, code))
        html = phones[mover].get(f"/t/{code}/me").get_data(as_text=True)
        assert place(phones[mover], code, html, {gear: 1}).status_code == 302
    undo(client, code, 4)  # record 5 takes back move 4
    undo(client, code, 5)  # record 6 takes back move 3
    past = client.get(f"/t/{code}?at=5").get_data(as_text=True)
    assert "パレンケ" in last_move_line(past) and last_move_line(past).endswith("（取り消し済み）")


# --- a past view that does not exist ------------------------------------------------------------

def back_link(html: str) -> tuple[str, str] | None:
    """The error page's link back to the table: (address, text), or None."""
    found = re.search(r'<a href="([^"]+)" id="error-back"[^>]*>([^<]+)</a>', html)
    return (found.group(1), found.group(2).strip()) if found else None


def test_a_past_view_of_no_such_move_links_back_to_the_tables_page(app, client):
    """``?at=`` of a move the table does not have: 400 in the page language, with a link back
    to the page it was asked of (the host screen, a phone's seat page, the host acting for a
    seat) as well as the one to the games."""
    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 1)
    japanese(client, phone)
    for who, url, back in ((client, f"/t/{code}?at=999", f"/t/{code}"),
                           (phone, f"/t/{code}/me?at=999", f"/t/{code}/me"),
                           (client, f"/t/{code}/seat/0?at=12345678901234567890",
                            f"/t/{code}/seat/0")):
        response = who.get(url)
        html = response.get_data(as_text=True)
        assert response.status_code == 400, url
        assert "<h1>その手は表示できません</h1>" in html, url
        assert "手の番号は0～0で指定してください（このテーブルの記録は準備から0手目まで）。" in html, url
        assert "その操作はできません" not in html, url
        assert back_link(html) == (back, "テーブルに戻る"), url
        assert page_problems(html, "ja", allow=NAMES) == [], url
        assert who.get(back).status_code == 200
    client.set_cookie("lang", "en")
    html = client.get(f"/t/{code}?at=999").get_data(as_text=True)
    assert back_link(html) == (f"/t/{code}", "Back to the table")
    assert page_problems(html, "en", allow=NAMES) == []
    # any other error page has no such link
    assert back_link(client.get("/t/ZZZZZZ").get_data(as_text=True)) is None


def test_a_past_view_without_a_move_number_shows_the_table_now_or_says_so(app, client):
    """The phone trial: ``?at=`` (empty) and ``?at=abc`` answered 404 「このテーブルにその手は
    ありません。記録は8手目までです。」.  An empty ``at`` shows the table now; a value that is
    no move number (abc, −1, 1.5) is 400, saying so in the page language, with the way back."""
    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 1)
    japanese(client, phone)
    for who, url in ((client, f"/t/{code}?at="), (phone, f"/t/{code}/me?at="),
                     (client, f"/t/{code}/seat/0?at=%20")):
        response = who.get(url)
        assert response.status_code == 200, url
        assert 'id="past-banner"' not in response.get_data(as_text=True)
    for who, url, back in ((client, f"/t/{code}?at=abc", f"/t/{code}"),
                           (phone, f"/t/{code}/me?at=abc", f"/t/{code}/me"),
                           (client, f"/t/{code}/seat/0?at=-1", f"/t/{code}/seat/0"),
                           (client, f"/t/{code}?at=1.5", f"/t/{code}"),
                           (client, f"/t/{code}?at=1e3", f"/t/{code}"),
                           (phone, f"/t/{code}/me?at=-1", f"/t/{code}/me")):
        response = who.get(url)
        html = response.get_data(as_text=True)
        assert response.status_code == 400, url
        # the same heading and words as a number past the log: the range to give
        assert "<h1>その手は表示できません</h1>" in html, url
        assert "手の番号は0～0で指定してください（このテーブルの記録は準備から0手目まで）。" in html, url
        assert "その操作はできません" not in html and "その手はありません" not in html, url
        assert back_link(html) == (back, "テーブルに戻る"), url
        assert page_problems(html, "ja", allow=NAMES) == [], url
    client.set_cookie("lang", "en")
    html = unescape(client.get(f"/t/{code}?at=abc").get_data(as_text=True))
    assert "<h1>That move can't be shown</h1>" in html
    assert ("Give a move number from 0 to 0 (this table's log goes from the setup to move 0)."
            in html)
    assert back_link(html) == (f"/t/{code}", "Back to the table")


# --- a past view while the table goes on ----------------------------------------------------------

#: What a past view says once the table has gone on since it was opened (id="past-moved-on").
GONE_ON = "このページを開いてからゲームは先に進んでいます。ここに表示しているのは過去の状態で、現在のテーブルではありません。"


def words(html: str) -> str:
    """The page's words, tags removed and spaces collapsed."""
    import html as h
    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def own_address(html: str) -> str:
    """The page's own address, which poll.js asks for again when the table changes."""
    import html as h
    return h.unescape(re.search(r'data-page-url="([^"]+)"', html).group(1))


def held(html: str) -> str:
    """The ``X-Parts`` header of a page holding the parts of ``html`` (as poll.js sends it)."""
    return " ".join(f"{n}={k}" for n, k in
                    re.findall(r'data-part="([\w-]+)" data-key="(\w+)"', html))


def test_a_phones_past_view_says_when_the_table_goes_on_and_not_whose_turn_it_is(app, client):
    """A phone left on a look-back page (``/me?at=1``) while the others choose and play: once
    the table has gone on since the page was opened, the page (as poll.js asks for it again,
    whole or in parts) says it shows the past, with 「現在に戻る」 as a button, and it never says
    「ほかのプレイヤーを待っています」 or whose turn it is, which would read as now."""
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    phones = japanese(*(join_seat(app, code, i) for i in range(3)))
    for i in range(2):  # moves 1 and 2
        assert choose(phones[i], code, seat_page(phones[i], code), seen=i).status_code == 302
    opened = phones[0].get(f"/t/{code}/me?at=1").get_data(as_text=True)
    assert "1手目の直後のテーブルを表示しています。" in past_banner(opened)
    assert f'<a class="button" id="past-now" href="/t/{code}/me">現在に戻る</a>' in opened
    assert 'id="past-moved-on"' not in opened              # nothing new since it was opened
    assert "ほかのプレイヤーを待っています" not in opened
    address = own_address(opened)
    assert address == f"/t/{code}/me?at=1&since=2"
    assert phones[0].get(address).get_data(as_text=True).count('id="past-moved-on"') == 0

    assert choose(phones[2], code, seat_page(phones[2], code), seen=2).status_code == 302
    mover = current_seat(state_of(app, code))
    html = seat_page(phones[mover], code)
    assert place(phones[mover], code, html, {"palenque": 1}).status_code == 302  # move 4
    for again in (phones[0].get(address).get_data(as_text=True),
                  phones[0].get(address, headers={"X-Parts": held(opened)}).get_data(
                      as_text=True)):
        moved_on = re.search(r'<p class="banner past-moved-on" id="past-moved-on" '
                             r'role="status">(.*?)</p>', again, re.S)
        assert moved_on and words(moved_on.group(1)) == GONE_ON + " 現在に戻る"
        assert f'<a class="button" href="/t/{code}/me">現在に戻る</a>' in moved_on.group(1)
        assert "1手目の直後のテーブルを表示しています。" in past_banner(again)
        assert "ほかのプレイヤーを待っています" not in again and "手番" not in words(again)
    whole = phones[0].get(address).get_data(as_text=True)
    assert page_problems(whole, "ja", allow=NAMES + ("Cai",)) == []
    # the phone's own page, now: no such banner
    assert 'id="past-moved-on"' not in seat_page(phones[0], code)


def test_a_past_view_opened_on_a_phone_at_the_tables_address_stays_a_past_view(app, client):
    """Trial 2, item 6e: a phone opening the table's address at a past move (``/t/CODE?at=1``,
    a link passed round the table) was sent to its seat page as it is now, the ``at`` lost.  It
    is sent to its seat page at that move; without ``at``, to its page now; a phone without a
    seat, to the join page."""
    code = new_table(client, players=NAMES)
    phones = japanese(*(join_seat(app, code, i) for i in range(2)))
    for i in range(2):  # moves 1 and 2
        assert choose(phones[i], code, seat_page(phones[i], code), seen=i).status_code == 302
    r = phones[1].get(f"/t/{code}?at=1")
    assert r.status_code == 302 and r.headers["Location"] == f"/t/{code}/me?at=1"
    assert "1手目の直後のテーブルを表示しています。" in past_banner(
        phones[1].get(r.headers["Location"]).get_data(as_text=True))
    assert phones[1].get(f"/t/{code}?at=0").headers["Location"] == f"/t/{code}/me?at=0"
    assert phones[1].get(f"/t/{code}").headers["Location"] == f"/t/{code}/me"
    assert app.test_client().get(f"/t/{code}?at=1").headers["Location"] == f"/j/{code}"


def test_the_host_screens_past_view_says_when_the_table_goes_on_and_not_whose_turn_it_is(
        app, client):
    """The host screen's ``?at=N`` the same way: no 「選択中…」 for a seat that had not chosen
    then (「まだ選んでいません」), no 「…の手番」 during play, and once the table has gone on
    since it was opened, the banner that this is the past with 「現在に戻る」."""
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    phones = japanese(client, *(join_seat(app, code, i) for i in range(3)))[1:]
    assert choose(phones[0], code, seat_page(phones[0], code), seen=0).status_code == 302
    assert choose(phones[1], code, seat_page(phones[1], code), seen=1).status_code == 302
    opened = client.get(f"/t/{code}?at=1").get_data(as_text=True)
    assert "Ana：選択済み" in words(opened) and "Ben：まだ選んでいません" in words(opened)
    assert "選択中" not in opened and 'id="past-moved-on"' not in opened
    address = own_address(opened)
    assert address == f"/t/{code}?at=1&since=2"
    assert choose(phones[2], code, seat_page(phones[2], code), seen=2).status_code == 302
    for again in (client.get(address).get_data(as_text=True),
                  client.get(address, headers={"X-Parts": held(opened)}).get_data(
                      as_text=True)):
        moved_on = re.search(r'id="past-moved-on" role="status">(.*?)</p>', again, re.S)
        assert moved_on and words(moved_on.group(1)) == GONE_ON + " 現在に戻る"
        assert f'<a class="button" href="/t/{code}">現在に戻る</a>' in moved_on.group(1)
    # during play: the table after move 3 (everyone has chosen) names no turn
    mover = current_seat(state_of(app, code))
    html = seat_page(phones[mover], code)
    assert place(phones[mover], code, html, {"palenque": 1}).status_code == 302  # move 4
    now = words(client.get(f"/t/{code}").get_data(as_text=True))
    assert "の手番" in now
    past = client.get(f"/t/{code}?at=3").get_data(as_text=True)
    board = words(past.split('id="move-log"')[0])
    assert "の手番" not in board and "代わりに操作" not in board
    assert page_problems(past, "ja", allow=NAMES + ("Cai",)) == []


def test_the_other_games_past_views_say_nothing_of_whose_turn_it_is(app, client):
    """Bravest, Mayan Curse and Ohio Bob: a past view (host screen and phone) shows the table
    as it was, without the turn or waiting lines that would read as now."""
    from tests.web import test_bravest_web as bv
    from tests.web import test_mayan_curse_web as mc
    from tests.web import test_ohio_bob_web as ob
    from companion.games.bravest.rules import turn as bv_rules

    code = bv.new_bravest(client, start_player="0")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    for seen, phone in enumerate((ana, ben)):
        state = state_of(app, code)
        cell = bv_rules.legal_cells(state, state["current"])[-1]
        assert bv.place(phone, code, f"/t/{code}/me", seen, bv_rules.selected_slots(state)[0],
                        f"{cell[0]},{cell[1]}").status_code == 302
    assert "Ana's turn" in words(client.get(f"/t/{code}").get_data(as_text=True))
    for who, url in ((client, f"/t/{code}?at=1"), (ana, f"/t/{code}/me?at=1")):
        past = words(who.get(url).get_data(as_text=True).split('id="move-log"')[0])
        assert "'s turn" not in past and "Act for" not in past, url

    code = mc.new_mc_table(client, seed="7")
    mc.draw_all(app, client, code, 2)                                 # moves 1 and 2
    ana = join_seat(app, code, 0)
    host_then = words(client.get(f"/t/{code}?at=1").get_data(as_text=True)
                      .split('id="move-log"')[0])
    assert "Waiting for" not in host_then and "draws three sacred stones" not in host_then
    assert "'s turn" in words(client.get(f"/t/{code}").get_data(as_text=True))
    phone_then = words(ana.get(f"/t/{code}/me?at=1").get_data(as_text=True))
    assert "Waiting for" not in phone_then and "'s turn" not in phone_then

    code = ob.new_ob_table(client, players=("Ana", "Ben"))
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    opts = [p["await"]["options"] for p in state_of(app, code)["players"]]
    assert post_move(ana, code, "first_room", seat_page(ana, code), {"room": opts[0][0]}, seen=0,
                     seat=0).status_code == 302
    assert post_move(ben, code, "first_room", seat_page(ben, code), {"room": opts[1][0]}, seen=1,
                     seat=1).status_code == 302
    now = words(seat_page(ben, code))
    assert "Play a card (option A or B) or rest." in now and "about to play a card" in now
    then = words(ben.get(f"/t/{code}/me?at=1").get_data(as_text=True))
    assert "Choose the first room of the level." not in then
    assert "about to play a card" not in then and "first room as" not in then
    host_then = words(client.get(f"/t/{code}?at=1").get_data(as_text=True)
                      .split('id="move-log"')[0])
    assert "Choose the first room" not in host_then and "Play a card" not in host_then
