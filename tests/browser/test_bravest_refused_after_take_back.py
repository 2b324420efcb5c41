"""A refused move after a take-back, on a phone in Japanese (table trial s45 item 4): Ana
places a tile, takes it back (「あなたの手を取り消しました：…」), ticks the second tile offered,
and the page is tampered with (that tile's place changed to place 10, which no selector faces)
before she taps a cell.  The move is refused (nothing stored); the answer showed no tile
ticked and still the take-back banner.  Now the tile she ticked is ticked again, and the
banner, which the refused page no longer concerns, is gone (the refusal is said instead).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの流れ (take one of the three tiles the
selectors face); the table deals (セットアップ 5) so that the move can be taken back."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import stored_moves
from tests.web.test_bravest_web import SMALL_SET, deal, new_bravest, save_set

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "is_mobile": True, "has_touch": True}


@pytest.mark.browser
def test_a_refused_move_keeps_the_tile_ticked_and_drops_the_take_back_banner(chromium,
                                                                             live_server):
    _pw, browser = chromium
    base = live_server.url
    host = live_server.app.test_client()
    assert save_set(host, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(host, seed="5", start_player="0", mode="table_deals", components="1")
    for n, tile in enumerate(["G", "W", "F", "F", "F", "F"]):
        assert deal(host, code, n, n, tile).status_code == 302
    assert deal(host, code, 6, 6, "").status_code == 302
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **PHONE)
    try:
        ana = ctx.new_page()
        ana.on("dialog", lambda dialog: dialog.accept())
        ana.goto(f"{base}/j/{code}")
        with answered(ana):
            ana.get_by_role("button", name=re.compile("Ana")).click()
        ana.locator("label.bv-choice").nth(0).click()
        with answered(ana):
            ana.locator("button.bv-legal").first.click()
        with answered(ana):
            ana.locator("form#take-back button[type=submit]").click()
        expect(ana.locator("#undo-notice")).to_contain_text("あなたの手を取り消しました")
        moves = len(stored_moves(live_server.app, code))
        second = ana.locator('input[name="place-slot"]').nth(1)
        slot = second.get_attribute("value")
        ana.locator("label.bv-choice").nth(1).click()
        second.evaluate("radio => { radio.value = '9'; }")
        with answered(ana):
            ana.locator("button.bv-legal").first.click()
        expect(ana.locator(".alert, [role=alert]").first).to_contain_text("10")
        expect(ana.locator(f'input[name="place-slot"][value="{slot}"]')).to_be_checked()
        expect(ana.locator("#undo-notice")).to_have_count(0)
        assert len(stored_moves(live_server.app, code)) == moves
    finally:
        close_contexts(ctx)
