"""Mayan Curse on a phone-sized page in a real browser, in Japanese and in English (issue 12):
the app draws the stones (the pouch said only as a count), the turn is built by tapping the
choices offered, one step a page, and played; the page never scrolls sideways; the calculator's
player count changes without losing what was typed (issue 13 item 7).  Screenshots go to
MC_SHOTS when it is set."""
from __future__ import annotations

import os

import pytest

from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {"ja": {"name": "はなこ", "draw": "3つの石を引く", "turn": "あなたの手番",
                "play": "このターンを確定", "pass": "パス"},
         "en": {"name": "Ana", "draw": "Draw my three stones", "turn": "Your turn",
                "play": "Play this turn", "pass": "Pass"}}


def _shot(page, name):
    if os.environ.get("MC_SHOTS"):
        page.screenshot(path=os.path.join(os.environ["MC_SHOTS"], name), full_page=True)


def _no_sideways_scroll(page):
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= page.viewport_size["width"] + 1, wide


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
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
        with host.expect_navigation():
            host.locator('form button[type="submit"]').last.click()
        join_url = host.locator("#join-url").get_attribute("href")

        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with phone.expect_navigation():
            phone.locator("button.seat-button").first.click()
        _shot(phone, f"{lang}-1-draw.png")
        with phone.expect_navigation():
            phone.get_by_role("button", name=words["draw"]).click()
        expect(phone.locator("#turn h2")).to_contain_text(words["turn"])
        _shot(phone, f"{lang}-2-turn.png")
        _no_sideways_scroll(phone)
        # tap the first choice of each page (slides, stones, free steps ...) to the last page
        for k in range(30):
            if phone.locator("#turn-play").count():
                break
            with phone.expect_navigation():
                phone.locator("a.mc-choice").first.click()
            if k < 3:
                _shot(phone, f"{lang}-3-step{k}.png")
            _no_sideways_scroll(phone)
        expect(phone.locator("#turn-after")).to_be_visible()
        _shot(phone, f"{lang}-4-end.png")
        with phone.expect_navigation():
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
        host_ctx.close()
        phone_ctx.close()
