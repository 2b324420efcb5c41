"""A camp tapped where it cannot go, on a phone in Japanese (table trial s45 item 2): on the
light side of the island boards (a full 4 × 4 rectangle), 「アジャイルの開始地点を置く」 then a
tap on an inner cell (row 2, column 2, every side of it touching another cell) changed
nothing and said nothing.  Now the page says at once, beside the squares, why and where a camp
goes: on a cell at the edge of the island, its start route coming in from outside (docs/rulings/
bravest.md 3: a start route reaches the island at one edge of one cell), the Agile's by the
rules at the bottom left and the Invincible's at the top right (seed 004, セットアップ 3); the
camp stays where it was (row 4, column 1, from the west).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, セットアップ 3)."""
from __future__ import annotations

import pytest

from tests.browser.contexts import set_being_entered
from tests.browser.test_table_in_browser import WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "locale": "ja-JP", "is_mobile": True,
         "has_touch": True}


@pytest.mark.browser
def test_a_camp_tapped_on_an_inner_cell_says_where_a_camp_goes(chromium, live_server):
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "bravest", **PHONE) as (_ctx, page, _set_id):
        page.goto(f"{page.url}/side/1")
        page.locator("details.bv-fill summary").click()
        page.select_option('select[name="fill_rows"]', "4")
        page.select_option('select[name="fill_cols"]', "4")
        page.locator('button[name="redraw"][value="fill"]').click()
        expect(page.locator(".bv-sq-in")).to_have_count(16)
        page.locator(".bv-pick-agile").click()
        inner = page.locator('button[name="redraw"][value="1,1"]')
        inner.click()
        note = page.locator("#bv-camp-note")
        expect(note).to_have_text(
            "アジャイルの開始地点は、島の外に面した辺のあるマス（島のふち）に置きます。"
            "このマスは4辺ともほかのマスに接しているので、開始ルートが外から入れません。"
            "ルールどおりなら、アジャイルは島の左下、インビンシブルは右上です。")
        expect(note).to_be_in_viewport()
        expect(page.locator(".bv-camp-lines")).to_contain_text(
            "アジャイルの開始地点：4行目・1列目（西から入る）")
        expect(page.locator('input[name="tool"][value="agile"]')).to_be_checked()
