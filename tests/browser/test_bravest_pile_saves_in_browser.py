"""A table trial's finding on Bravest's pile page, on a phone 375 × 812 in Japanese: tiles
counted with "+" were never saved when the page was left by its back link 「← うちの箱」 (the
set page said 「タイル 53/65」 after 「数えたタイル：65/65」).  Now each tap is saved in the
background: the page says 「保存しました」 a second after the last tap, and a tap followed at
once by the back link is stored before the set page opens.

Counted (tests/browser/taps.py, pickup_taps.count_loads): the 3 "+" taps and the back link are
4 taps and 1 page load (the set page); no save button is tapped.

Seed 004, コンポーネント: 65 tiles besides the 10 special ones.  Tile 1 (no figure, a road
north–south) is entered with 1 copy; + + + makes 4, then + once more, 5."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.contexts import set_being_entered
from tests.browser.pickup_taps import count_loads
from tests.browser.taps import Taps
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import stored_set

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
#: tile 1's + as a screen reader names it: by what the tile shows, never the app's number
PLUS = "「絵なし・北と南をつなぐ道」のタイルを1枚増やす"


@pytest.mark.browser
def test_counts_tapped_on_the_pile_page_are_saved_without_a_button(chromium, live_server):
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "bravest", **PHONE) as (_ctx, page, set_id):
        set_url = page.url
        # tile 1: no figure, a road from north to south, saved with one copy, back on the pile
        page.goto(f"{set_url}/tile/1")
        page.locator(".bv-te-N .bv-road-1").click()
        page.locator(".bv-te-S .bv-road-1").click()
        with answered(page):
            page.get_by_role("button", name="保存して次へ", exact=True).click()
        assert page.url.endswith("/tile/2")
        expect(page.locator("[data-pile-total]")).to_have_text("1")
        page.wait_for_load_state("load")

        # + three times, then the back link at once
        taps = Taps()
        loads = count_loads(page)
        for _ in range(3):
            taps.tap(page.get_by_role("button", name=PLUS, exact=True), "pile")
        expect(page.locator("[data-pile-total]")).to_have_text("4")
        with answered(page):
            taps.tap(page.get_by_role("link", name="← うちの箱"), "pile")
        expect(page.locator("main")).to_contain_text("タイル 4/65")
        expect(page.locator("main")).to_contain_text("絵なし・北と南をつなぐ道（4枚）")
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 4
        assert (taps.total, len(loads)) == (4, 1), (taps.report(), loads)

        # one more tap, then waiting: the page says it is saved, and it is
        page.goto(f"{set_url}/tile/2")
        expect(page.locator('input[name="count-1"]')).to_have_value("4")
        page.get_by_role("button", name=PLUS, exact=True).click()
        expect(page.locator("[data-pile-saved]")).to_have_text("保存しました")
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 5
        page.goto(set_url)
        expect(page.locator("main")).to_contain_text("タイル 5/65")
