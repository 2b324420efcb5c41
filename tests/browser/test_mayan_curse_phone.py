"""Mayan Curse on a phone-sized page in a real browser, in Japanese (issue 12; the same pages in
English: tests/web/test_mayan_curse_language.py): the app draws the stones (the pouch said
only as a count), the turn is built by tapping the choices offered, one step at a time (put
in place, static/js/poll.js), and played; the page never scrolls sideways; the calculator's
player count changes without losing what was typed (issue 13 item 7).  Screenshots go to
MC_SHOTS when it is set."""
from __future__ import annotations

import os

import pytest

from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered, tap_step
from tests.browser.contexts import open_context
from tests.web.test_mayan_curse_web import edit_setup

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {"ja": {"name": "はなこ", "draw": "3つの石を引く", "turn": "あなたの手番",
                "play": "このターンを確定", "pass": "パス"}}


def _shot(page, name):
    if os.environ.get("MC_SHOTS"):
        page.screenshot(path=os.path.join(os.environ["MC_SHOTS"], name), full_page=True)


def _no_sideways_scroll(page):
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= page.viewport_size["width"] + 1, wide


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # in English: tests/web/test_mayan_curse_language.py
@pytest.mark.long
def test_mayan_curse_turn_tapped_on_a_phone(chromium, live_server, lang):
    pw, browser = chromium
    base = live_server.url
    words = WORDS[lang]
    expect.set_options(timeout=WAIT_MS)
    host_ctx = browser.new_context(**DESKTOP)
    phone_ctx = browser.new_context(**phone_options(pw))
    for ctx in (host_ctx, phone_ctx):
        ctx.set_default_timeout(WAIT_MS)
        ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    try:
        host = host_ctx.new_page()
        host.goto(f"{base}/new/mayan_curse")
        host.select_option("#player_count", "1")
        host.fill('input[name="name_0"]', words["name"])
        host.fill('input[name="seed"]', "4")
        host.select_option('select[name="pouch"]', "app")
        with answered(host):
            host.locator('form button[type="submit"]').last.click()
        join_url = host.locator("#join-url").get_attribute("href")

        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with answered(phone):
            phone.locator("button.seat-button").first.click()
        _shot(phone, f"{lang}-1-draw.png")
        with answered(phone):
            phone.get_by_role("button", name=words["draw"]).click()
        expect(phone.locator("#turn h2")).to_contain_text(words["turn"])
        _shot(phone, f"{lang}-2-turn.png")
        _no_sideways_scroll(phone)
        # tap the first choice of each page (slides, stones, free steps ...) to the last page
        for k in range(30):
            if phone.locator("#turn-play").count():
                break
            tap_step(phone, phone.locator("a.mc-choice").first, tap=False)
            if k < 3:
                _shot(phone, f"{lang}-3-step{k}.png")
            _no_sideways_scroll(phone)
        expect(phone.locator("#turn-after")).to_be_visible()
        _shot(phone, f"{lang}-4-end.png")
        with answered(phone):
            phone.locator("#turn-play button").click()
        _shot(phone, f"{lang}-5-after.png")
        expect(phone.locator("#turn-play")).to_have_count(0)

        calc = phone_ctx.new_page()
        calc.goto(f"{base}/calc/mayan_curse")
        calc.fill('input[name="calc-players-2-name"]', "Cho")
        calc.locator('button[name="recount"][value="2"]').click()
        expect(calc.locator('[data-seat-row="3"]')).to_be_hidden()
        calc.locator('button[name="recount"][value="4"]').click()
        expect(calc.locator('input[name="calc-players-2-name"]')).to_have_value("Cho")
        box = calc.locator('button[name="recount"][value="4"]').bounding_box()
        assert box["width"] >= 32 and box["height"] >= 32, box
        _shot(calc, f"{lang}-6-calc.png")
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)


def _small_position(setup):
    """Solo, the adventurer inside on the middle relay board's first row, 1st space from the
    left (row 9, column 0); river 2's first slab (row 12) shows eagle, jaguar, then monkeys,
    its second (row 13) serpent, then dogs; no stela on them; every boulder one trigger token
    (the turn's solo token then releases the leftmost, seed 000 「ソロモード 岩」)."""
    setup["adventurers"] = [dict(setup["adventurers"][0], row=9, col=0, entered=True)]
    setup["rows"][12] = dict(setup["rows"][12], offset=0,
                             spaces=["eagle", "jaguar"] + ["monkey"] * 5)
    setup["rows"][13] = dict(setup["rows"][13], offset=0, spaces=["serpent"] + ["dog"] * 6)
    setup["stelae"] = [s for s in setup["stelae"] if s.get("row") not in (12, 13)]
    setup["boulders"] = [dict(b, tokens=1) for b in setup["boulders"]]


@pytest.mark.browser
@pytest.mark.long
def test_mayan_curse_one_turn_of_every_kind_tapped_on_a_phone(chromium, live_server):
    """Issue 12: ONE turn entered on a phone-sized page by tapping only, in Japanese: a slide
    (solo, any board: river 2's first slab one space left, so that column 1 shows its jaguar),
    a free step over the relay board (rows 1 to 3 of the middle relay, 「中継地点」), the dual
    stone dog/jaguar along its jaguar side (「デュアルシンボル」; only that side can move, so it
    is taken without asking which) one space up onto that jaguar, and stones 2 + 3 as one
    wild (「任意の2つの石を一緒にワイルド」) standing for serpent one space up; shown on the host
    screen first (the boulder it releases and where it rolls), then played."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **phone_options(pw))
    try:
        host = host_ctx.new_page()
        solo_small_table(host, live_server)
        join_url = host.locator("#join-url").get_attribute("href")

        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with answered(phone):
            phone.locator("button.seat-button").first.tap()
        for k, stone in enumerate(("dog/jaguar", "eagle", "monkey")):
            phone.locator(f'#draw-stone_{k} span[data-stone="{stone}"]').tap()
        with answered(phone):
            phone.locator("#draw button[type=submit]").tap()

        # the drawing shows the slabs' dots column beside the boards without scrolling (a
        # Japanese table trial found it cut off on a phone)
        dots, edge = phone.evaluate("""(() => {
            const t = document.querySelector('#turn table.mc-passage');
            return [t.querySelector('td.mc-dots').getBoundingClientRect().right,
                    t.getBoundingClientRect().right]; })()""")
        assert dots <= edge + 1, (dots, edge)

        def tap(selector):
            tap_step(phone, phone.locator(f"a.mc-choice{selector}").first)
            _no_sideways_scroll(phone)

        # a. the slide: which board, then how far
        tap('[href*="pick=slide"]')
        tap('[href*="pick=slide.r.12"]')
        tap('[href*="turn=s.r.12.-1#"]')
        # b. a free step over the relay board, to its 3rd row, same column
        tap('[href*="pick=free"]')
        tap('[data-pos="11,0"]')
        # the dual stone: its jaguar side (the set's 2nd symbol, the only one that can move:
        # not asked), one space up
        tap('[href*="pick=stone.0#"]')
        tap('[href$="_m.0.1.u.1#turn"]')
        # stones 2 + 3 as a wild for serpent (the set's 3rd symbol), one space up
        tap('[href*="pick=wild.12#"]')
        tap('[href*="pick=wild.12.2#"]')
        tap('[href$="_m.12.2.u.1#turn"]')
        tap('[href*="pick=end"]')
        steps = phone.locator("#turn-steps li")
        expect(steps).to_have_count(4)
        expect(phone.locator("#turn-after")).to_contain_text("川2の2枚目の床ボード")
        _shot(phone, "turn-of-every-kind-end.png")
        with answered(phone):
            phone.locator("#turn-show button").tap()
        expect(phone.locator("#turn-shown")).to_be_visible()
        # the page after it opens where the turn goes on: the note and the button to play it
        expect(phone.locator("#turn-shown")).to_be_in_viewport()
        expect(phone.locator("#turn-play button")).to_be_in_viewport()
        shown = host.locator("#shown-turn")
        expect(shown).to_be_visible()
        expect(shown.locator(".mc-rolls li")).to_have_count(1)
        expect(shown.locator(".mc-rolls li").first).to_contain_text("岩1")
        _shot(host, "turn-of-every-kind-host.png")
        with answered(phone):
            phone.locator("#turn-play button").tap()
        expect(phone.locator("#turn-play")).to_have_count(0)
        expect(host.locator("#shown-turn")).to_have_count(0)
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)


def solo_small_table(host, live_server) -> str:
    """A solo table of はなこ (seed 4, stones entered by the table) set up on the host screen
    ``host`` and moved to the small position (_small_position); its join code.  The host
    page stays on the table."""
    host.goto(f"{live_server.url}/new/mayan_curse")
    host.select_option("#player_count", "1")
    host.fill('input[name="name_0"]', "はなこ")
    host.fill('input[name="seed"]', "4")
    host.select_option('select[name="pouch"]', "table")
    with answered(host):
        host.locator('form button[type="submit"]').last.click()
    code = host.url.rsplit("/", 1)[-1]
    edit_setup(live_server.app, code, _small_position)
    return code


#: The seats of the two-player tables below.
TWO_SEATS = ("ジョン", "はなこ")


def two_seats_drawn(host, base: str) -> tuple[str, int]:
    """A two-player table (TWO_SEATS, seed 4, the app's pouch) set up on the host screen
    ``host``, which draws the stones for both seats; returns (its code, the seat to play)."""
    host.goto(f"{base}/new/mayan_curse")
    host.select_option("#player_count", "2")
    for i, name in enumerate(TWO_SEATS):
        host.fill(f'input[name="name_{i}"]', name)
    host.fill('input[name="seed"]', "4")
    host.select_option('select[name="pouch"]', "app")
    with answered(host):
        host.locator('form button[type="submit"]').last.click()
    code = host.url.rsplit("/", 1)[-1]
    for seat in (0, 1):
        host.goto(f"{base}/t/{code}/seat/{seat}")
        with answered(host):
            host.get_by_role("button", name=WORDS["ja"]["draw"]).click()
    host.goto(f"{base}/t/{code}/seat/0")
    return code, (0 if host.locator("#turn-play, a.mc-choice").count() else 1)


@pytest.mark.browser
def test_a_phone_building_its_turn_is_told_where_it_looks_when_the_host_passes_it(
        chromium, live_server):
    """Trial 2, item 1: a phone half-way through its turn (``/me?...turn=...#turn``, scrolled
    to the builder) when the host screen passes that seat's turn 「…の代わりに操作」: within
    the poll, without a reload, the builder gives way to a notice in sight (where the player
    looks) saying that the table moved on and that the steps chosen were not stored, with a
    link to the table as it is now; no choice is left to tap."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **phone_options(pw))
    errors: list[str] = []
    try:
        host = host_ctx.new_page()
        code, who = two_seats_drawn(host, base)
        name = TWO_SEATS[who]

        phone = phone_ctx.new_page()
        phone.on("pageerror", lambda exc: errors.append(str(exc)))
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.locator("button.seat-button", has_text=name).tap()
        for _ in range(6):   # the first choice of each page, until a step is chosen
            if "turn=" in phone.url:
                break
            tap_step(phone, phone.locator("a.mc-choice").first)
        assert "turn=" in phone.url and phone.url.endswith("#turn")
        phone.evaluate("window.liveMark = 1")

        # the host screen acts for that seat and passes its turn
        host.goto(f"{base}/t/{code}/seat/{who}?pick=end")
        with answered(host):
            host.locator("#turn-play button").click()

        notice = phone.locator("#turn-moved-on")
        expect(notice).to_be_visible()
        expect(notice).to_contain_text("テーブルの状況が変わりました")
        expect(notice).to_contain_text("保存されていません")
        expect(notice).to_contain_text("もうあなたの手番ではありません。")
        expect(phone.locator("a.mc-choice")).to_have_count(0)
        assert phone.evaluate("window.liveMark === 1")   # put in place, not reloaded
        box = notice.bounding_box()
        height = phone.viewport_size["height"]
        assert box and box["y"] >= -1 and box["y"] < height, box   # in sight
        now = notice.locator("#turn-moved-on-now")
        tap_step(phone, now)
        assert phone.url.endswith(f"/t/{code}/me")
        expect(phone.locator("#turn-moved-on")).to_have_count(0)
        assert errors == []
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)
