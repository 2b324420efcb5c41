"""Bravest in a real browser on a phone-sized page, in Japanese and in English (issue 13):
the new-table form names the start-player choices as the names are typed (and offers only the
seats of the player count), and the island calculator keeps the cells typed when the island's
side is switched, then says back the roads it read and scores the island without ranking it.

The sample island: the light side is 4 × 4, the dark side 4 rows of 5 cells without row 4,
column 1 (so a cell typed there is dropped on the switch, row 1, column 1 is kept)."""
from __future__ import annotations

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {
    "ja": {"names": ("はなこ", "たろう", "ゆき"), "draw": "ランダムに決める",
           "use": "この島を使う", "find": "最高のコースを求める",
           "read": "道2本：北から入る行き止まり、南から入る行き止まり", "island": "島"},
    "en": {"names": ("Hana", "Taro", "Yuki"), "draw": "draw one",
           "use": "Use this island", "find": "Find the best courses",
           "read": "2 roads: a dead end from the north; a dead end from the south",
           "island": "The island"},
}


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
def test_bravest_forms_on_a_phone(chromium, live_server, lang):
    pw, browser = chromium
    base = live_server.url
    words = WORDS[lang]
    expect.set_options(timeout=WAIT_MS)
    ctx = browser.new_context(**phone_options(pw))
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    try:
        page = ctx.new_page()
        # -- the start player is chosen among the names typed, for the chosen player count
        page.goto(f"{base}/new/bravest")
        page.select_option("#player_count", "3")
        for i, name in enumerate(words["names"]):
            page.fill(f'input[name="name_{i}"]', name)
        start = page.locator('select[name="start_player"]')
        shown = start.locator("option:not([hidden])").all_inner_texts()
        assert [t.strip() for t in shown] == [words["draw"], *words["names"]]
        page.fill('input[name="name_1"]', words["names"][1] + "2")
        expect(start.locator('option[value="1"]')).to_have_text(words["names"][1] + "2")

        # -- the calculator: a tile on row 1, column 1 and roads typed on row 4, column 1
        page.goto(f"{base}/calc/bravest")
        page.locator("details.bv-edit-cell").first.evaluate("e => e.open = true")
        page.select_option('select[name="calc-c0_0_tile"]', "S01")
        cell = page.locator("details.bv-edit-cell:has(select[name='calc-c3_0_tile'])")
        cell.evaluate("e => e.open = true")
        page.select_option('select[name="calc-c3_0_tile"]', "custom")
        page.fill('input[name="calc-c3_0_paths"]', "北、南" if lang == "ja" else "N, S")
        page.select_option('#calc-form select[name="side"]', "dark")
        with answered(page):
            page.get_by_role("button", name=words["use"]).click()
        expect(page.locator('select[name="calc-c0_0_tile"]')).to_have_value("S01")
        expect(page.locator('select[name="calc-c3_0_tile"]')).to_have_count(0)
        expect(page.locator('#calc-form select[name="side"]')).to_have_value("dark")
        expect(page.locator("#score-sheet")).to_have_count(0)

        # back to the light side, roads typed again, then scored: said back, not ranked
        page.select_option('#calc-form select[name="side"]', "light")
        with answered(page):
            page.get_by_role("button", name=words["use"]).click()
        expect(page.locator('select[name="calc-c0_0_tile"]')).to_have_value("S01")
        page.locator("details.bv-edit-cell:has(select[name='calc-c3_0_tile'])").evaluate(
            "e => e.open = true")
        page.select_option('select[name="calc-c3_0_tile"]', "custom")
        page.fill('input[name="calc-c3_0_paths"]', "北、南" if lang == "ja" else "N, S")
        with answered(page):
            page.locator("#calc-form > button[type=submit]:not(.bv-default-submit)").click()
        expect(page.locator("#score-sheet thead th").nth(1)).to_have_text(words["island"])
        expect(page.locator("ol.ranking li")).to_have_count(0)
        expect(page.locator(".bv-read")).to_contain_text(words["read"])
    finally:
        close_contexts(ctx)
