"""Ohio Bob solo on a phone-sized page in a real browser, in Japanese and in English (issue 13):
the first two cards shown with their effects, the reason the first room's stairs do not lead
up, a map as wide as the phone allows with the pawn beside the space's symbol, and a trap said
after the move.

The sample, seed 3, green floor, first challenge: the first two cards are G14 and G07; G14's
stairs are at row 3, column 2 of its 3 × 4 spaces; a trap at row 2, column 3."""
from __future__ import annotations

import pytest

from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {
    "ja": {"name": "はなこ", "keep": "青の宝石のカード（A：神殿マップ、B：移動 ✥）を手札に加える",
           "stairs": "この階層（階層1）は5部屋中1部屋まで探索済み", "play_a": "Aでプレイ",
           "play_b": "Bでプレイ", "east": "→ 東", "north": "↑ 北",
           "trap": "罠：エネルギー−1（残り5）", "submit": "テーブルを準備する"},
    "en": {"name": "Ana", "keep": "Keep the blue-gem card (A: Temple map and B: Move ✥) in your hand",
           "stairs": "Level 1: 1 of 5 rooms explored so far", "play_a": "Play A",
           "play_b": "Play B", "east": "→ east", "north": "↑ north",
           "trap": "trap: −1 energy (5 left)", "submit": "Set up the table"},
}


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
def test_ohio_bob_on_a_phone(chromium, live_server, lang):
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
        host.goto(f"{base}/new/ohio_bob")
        host.select_option("#player_count", "1")
        host.fill('input[name="name_0"]', words["name"])
        host.fill('input[name="seed"]', "3")
        host.select_option('select[name="card_set"]', "green")
        host.select_option('select[name="challenge"]', "0")
        with answered(host):
            host.locator('form button[type="submit"]').last.click()
        join_url = host.locator("#join-url").get_attribute("href")

        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with answered(phone):
            phone.locator("button.seat-button").first.click()
        # both cards drawn, equipment side up, before choosing the one to keep
        expect(phone.locator(".ob-first-cards .ob-card")).to_have_count(2)
        with answered(phone):
            phone.get_by_role("button", name=words["keep"]).click()
        expect(phone.locator("#ob-climb-why")).to_contain_text(words["stairs"])
        expect(phone.locator(".ob-climb")).to_have_count(0)

        # the map uses the phone's width; the pawn leaves the stairs symbol seen
        width = phone.locator(".ob-map").bounding_box()["width"]
        assert width >= 200, width
        cell = phone.locator(".ob-cell:has(.ob-pawn)")
        assert cell.inner_text().startswith("▤")
        pawn_box, cell_box = cell.locator(".ob-pawn").bounding_box(), cell.bounding_box()
        assert pawn_box["width"] <= cell_box["width"] * 0.6

        # the Super Gear east, then G07 (B: one step any way) north onto the trap
        super_gear = phone.locator('.ob-card[data-card="super_gear"]')
        with answered(phone):
            super_gear.get_by_role("button", name=words["play_a"]).click()
        with answered(phone):
            phone.get_by_role("button", name=words["east"]).click()
        with answered(phone):
            phone.locator('.ob-card[data-card="G07"]').get_by_role(
                "button", name=words["play_b"]).click()
        with answered(phone):
            phone.get_by_role("button", name=words["north"]).click()
        expect(phone.locator("#ob-last")).to_contain_text(words["trap"])
        expect(phone.locator(".ob-energy")).to_contain_text("5")
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)
