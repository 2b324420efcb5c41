"""Live pages in a real browser: a host screen and two phones of a Tzolk'in table update part by
part when the table changes, never reloading (a mark left on each page survives), in English and
Japanese; the turn form that arrives by an update works with its buttons; folded parts open
without a reload; a phone filling in a form keeps it and gets the banner (saying when its form
can no longer be sent, and naming a move the host took back), except for a choice the seats
make at the same time, which the page carries through the update; the poll is answered 304
while nothing changes."""
from __future__ import annotations

from contextlib import contextmanager
from types import SimpleNamespace

import pytest

from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, new_table, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {
    "en": {"seat": "I am {}", "keep": "Keep these two", "turn": "Your turn",
           "changed": "The table has changed.", "show": "Show",
           "gone": "What you were entering cannot be sent as it is: nothing was stored.",
           "undone": "The host screen took back the last move: "},
    "ja": {"seat": "{}です", "keep": "この2枚を残す", "turn": "あなたの手番",
           "changed": "テーブルの状況が変わりました。", "show": "表示する",
           "gone": "入力中の内容は、このままでは送れません（何も保存されていません）。",
           "undone": "ホスト画面が最後の手を取り消しました："},
}


def take_seat(page, base: str, code: str, name: str, lang: str) -> None:
    page.goto(f"{base}/j/{code}")
    with answered(page):
        page.locator("form button[type=submit]", has_text=WORDS[lang]["seat"].format(name)) \
            .click()


@contextmanager
def seated_table_ja(chromium, base: str):
    """A two-player Tzolk'in table set up on a Japanese host screen (a desktop page) whose seats
    two Japanese phones have taken, Ana (seat 0) and Ben (seat 1), every page showing both
    seats taken; yields a namespace of
    ``host_ctx``, ``host``, ``ana``, ``ben`` (pages), ``code`` (the join code) and ``errors``
    (every uncaught script error of the three pages, as text), and closes the three browser
    contexts afterwards."""
    pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    contexts = [browser.new_context(**DESKTOP, locale="ja"),
                browser.new_context(**phone_options(pw), locale="ja"),
                browser.new_context(**phone_options(pw), locale="ja")]
    errors: list[str] = []
    try:
        host, ana, ben = (ctx.new_page() for ctx in contexts)
        for p in (host, ana, ben):
            p.on("pageerror", lambda exc: errors.append(str(exc)))
        code = new_table_ja(host, base)
        take_seat(ana, base, code, "Ana", "ja")
        take_seat(ben, base, code, "Ben", "ja")
        # every page has followed Ben taking his seat (Ana's and the host's by their polls),
        # so no update of theirs is still to come when a test begins
        for p in (host, ana, ben):
            expect(p.locator("body")).to_have_attribute("data-seats", "11")
        yield SimpleNamespace(host_ctx=contexts[0], host=host, ana=ana, ben=ben, code=code,
                              errors=errors)
    finally:
        close_contexts(*contexts)


def keep(page, lang: str) -> None:
    boxes = page.locator('#choose-wealth input[name="choose_wealth-tiles"]')
    boxes.nth(0).check()
    boxes.nth(1).check()
    with answered(page):
        page.get_by_role("button", name=WORDS[lang]["keep"]).click()


def mark(*pages) -> None:
    """Leave a mark on each page: a reload (or any navigation) would wipe it."""
    for p in pages:
        p.evaluate("window.liveMark = 1")


def still_marked(p) -> bool:
    return p.evaluate("window.liveMark === 1")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
@pytest.mark.long
def test_pages_update_part_by_part_without_reloading(chromium, live_server, lang, tmp_path):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    words = WORDS[lang]
    host_ctx = browser.new_context(**DESKTOP, locale=lang)
    ana_ctx = browser.new_context(**phone_options(pw), locale=lang)
    ben_ctx = browser.new_context(**phone_options(pw), locale=lang)
    errors: list[str] = []
    polls: list[int] = []
    try:
        host = host_ctx.new_page()
        code = new_table(host, base, [("Ana", "blue"), ("Ben", "red")]) if lang == "en" else \
            new_table_ja(host, base)
        ana, ben = ana_ctx.new_page(), ben_ctx.new_page()
        for p in (host, ana, ben):
            p.on("pageerror", lambda exc: errors.append(str(exc)))
        ana.on("response", lambda r: polls.append(r.status) if "/version?k=" in r.url else None)
        take_seat(ana, base, code, "Ana", lang)
        take_seat(ben, base, code, "Ben", lang)
        expect(host.locator("body")).to_have_attribute("data-seats", "11")
        mark(host, ana, ben)

        # starting wealth: each choice reaches the other pages in parts; a phone that has
        # begun to choose follows too, with what it ticked (the seats choose at once: its
        # choice is checked again when sent), and gets no banner
        ben.locator('#choose-wealth input[name="choose_wealth-tiles"]').nth(0).check()
        keep(ana, lang)
        mark(ana)
        expect(host.locator("strong.chosen")).to_have_count(1)
        expect(ben.locator("body")).to_have_attribute("data-version", "1")
        expect(ben.locator('#choose-wealth input[name="choose_wealth-tiles"]').nth(0)) \
            .to_be_checked()
        expect(ben.locator("#stale-banner")).to_be_hidden()
        keep(ben, lang)
        mark(ben)
        expect(host.locator("#tz-board")).to_be_visible()
        expect(ana.locator("#tz-turn")).to_be_visible()
        assert all(still_marked(p) for p in (host, ana, ben))

        # the phone to move plays with the form's buttons; the other phone gets its turn by an
        # update, and the buttons of its form work too
        mover, other = (ana, ben) if ana.locator("#tz-place").count() else (ben, ana)
        expect(mover.get_by_role("heading", name=words["turn"])).to_be_visible()
        mover.locator("button.tz-step").nth(1).click()
        expect(mover.locator(".tz-out-workers")).to_have_text("1")
        with answered(mover):
            mover.locator("#tz-place button[type=submit]").click()
        mark(mover)
        expect(other.locator("#tz-place")).to_be_visible()
        other.locator("button.tz-step").nth(1).click()
        expect(other.locator(".tz-out-workers")).to_have_text("1")
        expect(host.locator("#move-log li")).to_have_count(3)
        assert still_marked(host) and still_marked(other)

        # folded parts open in place: a phone's whole board, the host's end-state form
        board = mover.locator("details.tz-whole-board")
        expect(board.locator(".lazy-open")).to_have_text(words["show"])
        board.locator("summary").click()
        expect(board.locator("div.gears")).to_be_visible()
        assert still_marked(mover) and mover.url.endswith("/me?open=board")
        # turns are entered: the end-state entry is a link away (a page of its own address)
        with answered(host):
            host.locator("#tz-end-state-link a").click()
        expect(host.locator("#end-state-form")).to_be_visible()
        assert "?open=end_state" in host.url
        assert host.locator("body").get_attribute("data-page-url").endswith("?open=end_state")
        host.screenshot(path=str(tmp_path / f"host-{lang}.png"), full_page=True)

        # the other phone has started filling in its form: the table moving on shows the
        # banner and leaves the form alone (the host enters the move for it)
        host.goto(f"{base}/t/{code}/seat/{0 if other is ana else 1}")
        host.locator("button.tz-step").nth(3).click()
        with answered(host):
            host.locator("#tz-place button[type=submit]").click()
        expect(other.locator("#stale-banner")).to_be_visible()
        expect(other.locator("#stale-banner")).to_contain_text(words["changed"])
        # ...and says that what it holds can no longer be sent (the seat has moved), after why
        expect(other.locator("#stale-form-gone")).to_have_text(words["gone"])
        assert other.locator("#stale-banner").inner_text().strip().startswith(words["changed"])
        expect(other.locator("#stale-undo")).to_be_hidden()
        expect(other.locator(".tz-out-workers")).to_have_text("1")
        assert still_marked(other)
        # the host takes that move back (its confirmation accepted): the banner names it; the
        # seat is to move once more, but the form it holds was drawn before: still not sendable
        host.goto(f"{base}/t/{code}")
        host.once("dialog", lambda dialog: dialog.accept())
        with answered(host):
            host.locator('form[action$="/undo"] button[type=submit]').click()
        expect(host.locator("#undo-notice")).to_be_visible()
        expect(other.locator("#stale-undo")).to_be_visible()
        expect(other.locator("#stale-undo")).to_contain_text(words["undone"])
        expect(other.locator("#stale-form-gone")).to_have_text(words["gone"])
        expect(other.locator(".tz-out-workers")).to_have_text("1")
        assert still_marked(other)
        # the mover's page follows the move, with its board still open
        expect(mover.locator("details.tz-whole-board[open] div.gears")).to_be_visible()
        assert still_marked(mover)
        assert errors == []
        # while nothing changes, the poll is answered "not modified"
        with ana.expect_response(lambda r: "/version?k=" in r.url and r.status == 304):
            pass
        assert polls and 304 in polls
    finally:
        for ctx in (host_ctx, ana_ctx, ben_ctx):
            close_contexts(ctx)


def new_table_ja(page, base: str) -> str:
    """The same two-player table, set up from a Japanese page (buttons by their role)."""
    page.goto(f"{base}/new/tzolkin")
    page.select_option("#player_count", "2")
    for i, (name, colour) in enumerate((("Ana", "blue"), ("Ben", "red"))):
        page.fill(f'input[name="name_{i}"]', name)
        page.select_option(f'select[name="colour_{i}"]', colour)
    page.fill('input[name="seed"]', "7")
    with answered(page):
        page.locator("form button[type=submit]").last.click()
    return page.locator("#join-code").inner_text().strip()


@pytest.mark.browser
def test_a_past_view_left_open_says_when_the_table_goes_on(chromium, live_server):
    """A phone left on its look-back page (``/me?at=1``): when a move is entered elsewhere,
    the page (not reloaded) shows, kept in sight at the bottom of the screen, that it shows the
    past, with 「現在に戻る」 as a button that brings the table now; it never says whose turn
    it is."""
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        host, ana, ben, code, errors = table.host, table.ana, table.ben, table.code, table.errors
        keep(ana, "ja")
        keep(ben, "ja")
        ana.goto(f"{base}/t/{code}/me?at=1")
        expect(ana.locator("#past-banner")).to_contain_text("1手目の直後のテーブルを表示しています。")
        expect(ana.locator("#past-moved-on")).to_have_count(0)
        mark(ana)
        # the seat to move plays on the host screen, in a tab of its own: the host page's own
        # update (the seats taken) may still be reloading it, which would abort a navigation.
        # The first tab is left open: closing a tab in mid-reload once hung the browser.
        host = table.host_ctx.new_page()
        host.on("pageerror", lambda exc: errors.append(str(exc)))
        host.goto(f"{base}/t/{code}/seat/0")
        if not host.locator("#tz-place").count():
            host.goto(f"{base}/t/{code}/seat/1")
        host.locator("button.tz-step").nth(1).click()
        with answered(host):
            host.locator("#tz-place button[type=submit]").click()
        banner = ana.locator("#past-moved-on")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("このページを開いてからゲームは先に進んでいます。")
        assert still_marked(ana)
        box = banner.bounding_box()
        height = ana.viewport_size["height"]
        assert box and box["y"] + box["height"] <= height + 1 and box["y"] > height / 2
        now = banner.get_by_role("link", name="現在に戻る")
        assert now.bounding_box()["height"] >= 44
        assert "手番" not in ana.locator("main").inner_text()
        with answered(ana):
            now.click()
        assert ana.url.endswith(f"/t/{code}/me")
        expect(ana.locator("#past-moved-on")).to_have_count(0)
        assert errors == []


@pytest.mark.browser
def test_a_phone_whose_seat_is_freed_on_its_turn_learns_it_at_once(chromium, live_server):
    """Trial 2, item 2: the host frees a seat while it is that seat's turn 「この席を空ける」.
    The phone that has begun its placement (a step tapped) keeps what it entered and is told, in
    the banner, that its seat was freed and that nothing was stored, with the way to take a
    seat again (the table's join page); a phone that had begun nothing is taken to the join
    page, which says its seat was freed and offers it again."""
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        host, ana, ben, code, errors = table.host, table.ana, table.ben, table.code, table.errors
        keep(ana, "ja")
        keep(ben, "ja")
        expect(ana.locator("#tz-turn")).to_be_visible()
        mover, waiter = (ana, ben) if ana.locator("#tz-place").count() else (ben, ana)
        mover_seat, waiter_seat = (0, 1) if mover is ana else (1, 0)
        mover.locator("button.tz-step").nth(1).click()   # the placement begun
        mark(mover, waiter)

        def free(position):
            host.goto(f"{base}/t/{code}")
            host.evaluate("document.getElementById('join-fold').open = true")  # folded: all seated
            form = host.locator(f'form[action$="/seats/release"]:has(input[name="position"]'
                                f'[value="{position}"])')
            host.once("dialog", lambda dialog: dialog.accept())
            with answered(host):
                form.locator("button").click()

        free(mover_seat)
        told = mover.locator("#stale-seat-freed")
        expect(told).to_be_visible()
        expect(told).to_contain_text("席を空けました")
        expect(mover.locator("#stale-show")).to_be_hidden()
        assert told.locator("#stale-rejoin").get_attribute("href").endswith(f"/j/{code}")
        expect(mover.locator(".tz-out-workers")).to_have_text("1")   # what was entered stays
        assert still_marked(mover)
        with answered(mover):
            told.locator("#stale-rejoin").click()
        expect(mover.locator("#seat-freed")).to_be_visible()

        free(waiter_seat)
        expect(waiter.locator("#seat-freed")).to_be_visible()   # taken to the join page
        assert waiter.url.endswith(f"/j/{code}")
        assert errors == []


@pytest.mark.browser
def test_a_move_sent_from_a_phone_is_put_in_without_reloading(chromium, live_server):
    """A phone's move goes in the background and its page after the move, which comes in the
    move's answer, is put in part by part (a mark left on the page survives, the address stays
    the page's own); a refused move
    comes back in place with the message and what was ticked; a move whose answer never came
    keeps what was entered with a note saying so, then says it was not sent when the table did
    not change, or shows the page after the move when it was stored (once)."""
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        ana, ben, host = table.ana, table.ben, table.host
        mark(ana, ben)
        asked = []  # the move and the page after it come in one answer: no page asked for
        ana.on("response", lambda r: asked.append((r.request.method, r.url, r.status)))
        keep(ana, "ja")
        assert [a for a in asked if "/move/" in a[1] or a[1].endswith("/me")] == [
            ("POST", f"{base}/t/{table.code}/move/choose_wealth", 200)]
        assert still_marked(ana) and ana.url == f"{base}/t/{table.code}/me"
        expect(ana.get_by_text("残したタイル：")).to_be_visible()
        expect(ana.locator("#choose-wealth")).to_have_count(0)
        expect(ana.locator("body")).to_have_attribute("data-version", "1")

        # one tile only: refused in place, the tile still ticked, the form marked as sent back
        tiles = ben.locator('#choose-wealth input[name="choose_wealth-tiles"]')
        tiles.nth(2).check()
        with answered(ben):
            ben.get_by_role("button", name=WORDS["ja"]["keep"]).click()
        assert still_marked(ben) and ben.url == f"{base}/t/{table.code}/me"
        expect(ben.locator("main .error[role=alert]")).to_contain_text(
            "修正が必要な項目があります。")
        expect(tiles.nth(2)).to_be_checked()
        expect(ben.locator("#choose-wealth")).to_have_attribute("data-sent-back", "")

        # no answer, nothing stored: the ticks kept, a note says no answer came, then, the
        # table's version unchanged, that it was not sent
        tiles.nth(3).check()
        ben.route("**/move/choose_wealth", lambda route: route.abort())
        with answered(ben):
            ben.get_by_role("button", name=WORDS["ja"]["keep"]).click()
        note = ben.locator("p.offline-note")
        expect(note).to_have_text("返事が届きませんでした。接続が戻ると、この手が記録されたかどうかが"
                                  "このページに表示されます。")
        expect(note).to_have_text("接続が戻りました。入力した内容はまだ送信していません。"
                                  "送信するには、もう一度押してください。")
        expect(tiles.nth(2)).to_be_checked()
        expect(tiles.nth(3)).to_be_checked()
        expect(host.locator("strong.chosen")).to_have_count(1)

        # stored, but its answer lost: the note, then the page after the move by itself
        ben.unroute("**/move/choose_wealth")

        def stored_but_lost(route):
            route.fetch()
            route.abort()

        ben.route("**/move/choose_wealth", stored_but_lost)
        ben.set_viewport_size({"width": 393, "height": 300})  # the button pressed far down
        # where the page stood when the form was sent (the next poll may already have brought
        # the page after the move, at its top, when the answer's loss is known here)
        ben.evaluate("window.addEventListener('submit', () => { window.scrolledAtSend = "
                     "window.scrollY; }, true)")
        with answered(ben):
            ben.get_by_role("button", name=WORDS["ja"]["keep"]).click()
        assert ben.evaluate("window.scrolledAtSend") > 0
        # (the second choice starts the game: the phone shows the board) opened at its top,
        # as the move's own answer would have opened it
        expect(ben.locator("#tz-turn")).to_be_visible()
        ben.wait_for_function("() => window.scrollY === 0")
        expect(ben.locator("#choose-wealth")).to_have_count(0)
        expect(ben.locator("p.offline-note")).to_have_count(0)
        assert still_marked(ben)
        expect(ben.locator("main .error[role=alert]")).to_have_count(0)
        expect(host.locator("#move-log li")).to_have_count(2)
        assert still_marked(ana) and table.errors == []


@pytest.mark.browser
def test_a_tick_made_while_the_page_is_on_its_way_is_kept(chromium, live_server):
    """Ben's page, after Ana's move, asks for itself again; Ben ticks a starting wealth tile
    before that page arrives: the page put in keeps his tick (the choice is checked again when
    sent), with no banner, instead of drawing the form again empty under his finger."""
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        ana, ben, code = table.ana, table.ben, table.code
        held = []  # Ben's page asked for again after Ana's move, held until he has ticked
        ben.route(f"{base}/t/{code}/me", lambda route: held.append(route))
        keep(ana, "ja")
        waited = 0
        while not held:
            assert waited < WAIT_MS, "Ben's page never asked for itself after Ana's move"
            ben.wait_for_timeout(50)  # lets Playwright hand over the held request
            waited += 50
        tiles = ben.locator('#choose-wealth input[name="choose_wealth-tiles"]')
        tiles.nth(2).check()
        held[0].continue_()
        expect(ben.locator("body")).to_have_attribute("data-version", "1")
        expect(tiles.nth(2)).to_be_checked()
        expect(ben.locator("#stale-banner")).to_be_hidden()
        assert table.errors == []
