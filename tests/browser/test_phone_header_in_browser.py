"""The header on a phone (issue 38, item 2): at 375 × 812 in Japanese, on a seat's page where
every item shows (the name of the app, 「画面を消さない」, 「テーブルに参加」, the language switch),
the header takes one or two lines, never three; each of its links and the switch keep a tap
target 44 px high."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}


def header_lines(page) -> int:
    """How many lines the header's items lie on (items whose tops differ by more than half an
    item's height are on different lines)."""
    boxes = page.eval_on_selector_all(
        ".topbar .brand, .topbar nav > *:not([hidden])",
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.top, r.height, r.right]; })")
    tops: list[float] = []
    for top, height, _right in boxes:
        if not any(abs(top - t) < height / 2 for t in tops):
            tops.append(top)
    return len(tops)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_phone_header_takes_at_most_two_lines(chromium, live_server, lang):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, lang, **DESKTOP)
    phone_ctx = open_context(browser, base, lang, **PHONE)
    try:
        host = host_ctx.new_page()
        host.goto(f"{base}/new/ohio_bob")
        host.select_option("#player_count", "1")
        host.fill('input[name="name_0"]', "はなこ")
        with answered(host):
            host.locator('form button[type="submit"]').last.click()
        join_url = host.locator("#join-url").get_attribute("href")
        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with answered(phone):
            phone.locator("button.seat-button").first.click()
        expect(phone.locator("#wake-switch-label")).to_be_visible()
        assert phone.evaluate("document.documentElement.clientWidth") == 375
        assert header_lines(phone) <= 2, header_lines(phone)
        # nothing sticks out of the page's width, and each tap target stays 44 px high
        assert phone.evaluate("document.documentElement.scrollWidth") <= 375
        heights = phone.eval_on_selector_all(
            ".topbar a, .topbar .wake-switch",
            "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect().height)")
        assert heights and min(heights) >= 44, heights
        # what the switch says when a tap is needed to hold the screen (a page opened by a
        # LAN address, wakelock.js) wraps inside the phone's width (a trial saw it run off)
        phone.locator("#wake-switch-label").evaluate(
            "(l, words) => { const s = document.createElement('span');"
            " s.className = 'wake-refused'; s.textContent = words; l.appendChild(s); }",
            phone.locator("#wake-switch-label").get_attribute("data-tap"))
        assert phone.evaluate("document.documentElement.scrollWidth") <= 375
        right = phone.locator(".wake-refused").evaluate("e => e.getBoundingClientRect().right")
        assert right <= 375, right
    finally:
        close_contexts(host_ctx, phone_ctx)
