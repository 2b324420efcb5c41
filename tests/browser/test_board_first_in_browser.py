"""The host screen at the table in a real browser (issue 15 items 4, 6, 7): once both phones
have taken their seats the QR code and the seats fold away after the board, and one tap opens
them again; the turn timer, off at first, counts once switched on, stays on after the page
reloads for a new move and starts again from that move; the seat marks are drawn with their
shapes.  Japanese and English."""
from __future__ import annotations

import os
import re

import pytest

from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {
    "en": {"timer": "Turn timer", "ana": "I am Ana", "ben": "I am Ben", "keep": "Keep these two",
           "set_up": "Set up the table"},
    "ja": {"timer": "手番タイマー", "ana": "Anaです", "ben": "Benです", "keep": "この2枚を残す", "set_up": "テーブルを作る"},
}
SHOTS = os.environ.get("SHOTS")  # a folder: screenshots of the pages, to look at them


def _seconds(text: str) -> int:
    m, s = re.search(r"(\d+):(\d\d)", text).groups()
    return int(m) * 60 + int(s)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_first_the_fold_and_the_turn_timer(chromium, live_server, lang):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    words = WORDS[lang]
    cookie = [{"name": "lang", "value": lang, "url": base}]
    host_ctx = browser.new_context(**DESKTOP)
    phones = [browser.new_context(**phone_options(pw)) for _ in range(2)]
    for ctx in (host_ctx, *phones):
        ctx.set_default_timeout(WAIT_MS)
    try:
        host_ctx.add_cookies(cookie)
        host = host_ctx.new_page()
        host.goto(f"{base}/new/tzolkin")
        host.select_option("#player_count", "2")
        for i, (name, colour) in enumerate([("Ana", "red"), ("Ben", "green")]):
            host.fill(f'input[name="name_{i}"]', name)
            host.select_option(f'select[name="colour_{i}"]', colour)
        with answered(host):
            host.get_by_role("button", name=words["set_up"]).click()
        code = host.locator("#join-code").inner_text().strip()
        fold = host.locator("#join-fold")
        # a seat is free: the QR code is open and first
        expect(fold).to_have_attribute("open", "")
        expect(host.locator("img.qr")).to_be_visible()
        # red and green, told apart by their shapes: a circle and a square
        shapes = host.locator("#join-fold [data-seat-shape]").evaluate_all(
            "els => els.map(e => [e.dataset.seatShape,"
            " getComputedStyle(e.firstElementChild).clipPath,"
            " getComputedStyle(e.firstElementChild).borderRadius])")
        assert [s[0] for s in shapes] == ["circle", "square"], shapes
        assert shapes[0][2] != shapes[1][2], shapes
        for i, ctx in enumerate(phones):
            ctx.add_cookies(cookie)
            phone = ctx.new_page()
            phone.goto(f"{base}/j/{code}")
            with answered(phone):
                phone.get_by_role("button", name=words["ana" if i == 0 else "ben"]).click()
        # every seat taken: the host page reloads itself with the QR code folded after the board
        expect(fold).not_to_have_attribute("open", "")
        expect(host.locator("img.qr")).to_be_hidden()
        order = host.evaluate("() => [document.getElementById('tz-start-player'),"
                              " document.getElementById('join-fold')].map(e =>"
                              " e.getBoundingClientRect().top)")
        assert order[0] < order[1], order
        if SHOTS:
            host.screenshot(path=f"{SHOTS}/host-folded-{lang}.png", full_page=True)
        host.locator("#join-fold > summary").click()  # one tap opens it
        expect(host.locator("img.qr")).to_be_visible()
        expect(host.locator("#join-code")).to_have_text(code)

        # the timer: off by default, its switch labelled in the page language
        switch = host.get_by_label(words["timer"])
        expect(switch).not_to_be_checked()
        expect(host.locator("#turn-timer-shown")).to_be_hidden()
        switch.check()
        shown = host.locator("#turn-timer-time")
        expect(shown).to_be_visible()
        first = _seconds(shown.inner_text())
        host.wait_for_function(
            f"() => {{ const t = document.getElementById('turn-timer-time').textContent;"
            f" const [m, s] = t.split(':').map(Number); return m * 60 + s >= {first + 2}; }}")
        if SHOTS:
            host.screenshot(path=f"{SHOTS}/host-timer-{lang}.png")
        # a move: the page reloads, the switch is still on and the count starts again
        host.wait_for_timeout(1500)
        before = _seconds(shown.inner_text())
        assert before >= 3
        ana = phones[0].pages[0]
        ana.goto(f"{base}/t/{code}/me")
        for tile in ana.locator('#choose-wealth input[name="choose_wealth-tiles"]').all()[:2]:
            tile.check()
        with answered(ana):
            ana.get_by_role("button", name=words["keep"]).click()
        host.wait_for_function(
            "() => document.getElementById('turn-timer') &&"
            " document.getElementById('turn-timer').dataset.version === '1'")
        expect(host.get_by_label(words["timer"])).to_be_checked()
        expect(host.locator("#turn-timer-time")).to_be_visible()
        assert _seconds(host.locator("#turn-timer-time").inner_text()) < before
        # switched off, it stays off after a reload
        host.get_by_label(words["timer"]).uncheck()
        expect(host.locator("#turn-timer-shown")).to_be_hidden()
        host.reload()
        expect(host.get_by_label(words["timer"])).not_to_be_checked()
        expect(host.locator("#turn-timer-shown")).to_be_hidden()
    finally:
        for ctx in (host_ctx, *phones):
            close_contexts(ctx)
