"""Bravest's placement survives a reload (issue 38), in Japanese: on Ana's phone (375 × 812)
the tile of the second selected place and its half turn are tapped, the page reloaded, and
both are still chosen, so one more tap (the cell) places it so; the host (1280 × 800), acting
for Ben, the same with a quarter turn face down.  Once a move is recorded nothing is kept.
Taps and page loads are counted: the reload costs the table no tap."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "is_mobile": True, "has_touch": True}
HOST = {"viewport": {"width": 1280, "height": 800}}


def _drafts(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('bravest-place:'))")


def _choose_reload_place(page, app, code: str, seat: int, rotation: int, face_down: bool):
    """Tap the second selected tile, a turn (and face down), reload, check they are still
    chosen, tap the first highlighted cell; returns (taps, page loads, the slot chosen)."""
    loads = []
    page.on("load", lambda _page: loads.append(page.url))
    taps = 0
    slot = page.locator('input[name="place-slot"]').nth(1).get_attribute("value")
    page.locator("label.bv-choice").nth(1).click()
    taps += 1
    page.locator(".bv-rotations label").nth(rotation).click()
    taps += 1
    if face_down:
        page.locator(".bv-face-down-check").click()
        taps += 1
    page.reload()
    expect(page.locator(f'input[name="place-slot"][value="{slot}"]')).to_be_checked()
    expect(page.locator(f'input[name="place-rotation"][value="{rotation}"]')).to_be_checked()
    if face_down:
        expect(page.locator('input[name="place-face_down"]')).to_be_checked()
    else:
        expect(page.locator('input[name="place-face_down"]')).not_to_be_checked()
    before = state_of(app, code)
    with answered(page):
        page.locator("button.bv-legal").first.click()
    taps += 1
    after = state_of(app, code)
    placed = [v for k, v in after["islands"][seat].items() if k not in before["islands"][seat]]
    # a tile face down is a crossroads: stored unturned
    assert placed == [{"tile": before["market"][int(slot)],
                       "rotation": 0 if face_down else rotation, "face_down": face_down}]
    assert _drafts(page) == []
    return taps, len(loads), slot


@pytest.mark.browser
def test_the_tile_and_turn_chosen_survive_a_reload(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    app = live_server.app
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **HOST)
    ana_ctx = open_context(browser, base, "ja", **PHONE)
    try:
        host = host_ctx.new_page()
        host.goto(f"{base}/new/bravest")
        host.select_option("#player_count", "2")
        host.fill('input[name="name_0"]', "アナ")
        host.fill('input[name="name_1"]', "ベン")
        host.select_option('select[name="start_player"]', "0")
        host.fill('input[name="seed"]', "7")
        with answered(host):
            host.get_by_role("button", name="テーブルを作る").click()
        code = host.locator("#join-code").inner_text().strip()
        join_url = host.locator("#join-url").get_attribute("href")

        ana = ana_ctx.new_page()
        ana.goto(join_url)
        with answered(ana):
            ana.get_by_role("button", name=re.compile("アナ")).click()
        expect(ana.locator("#place-form")).to_be_visible()
        taps, loads, _slot = _choose_reload_place(ana, app, code, 0, rotation=2,
                                                  face_down=False)
        assert taps == 3      # the tile, its turn, the cell: nothing tapped again
        assert loads == 1     # the reload itself; the move's answer is put in place

        host.goto(f"{base}/t/{code}/seat/1")
        expect(host.locator("#place-form")).to_be_visible()
        taps, loads, _slot = _choose_reload_place(host, app, code, 1, rotation=1,
                                                  face_down=True)
        assert taps == 4 and loads == 1
        # a draft of an earlier turn is never put back: the next form starts afresh
        ana.reload()
        expect(ana.locator('input[name="place-rotation"][value="0"]')).to_be_checked()
    finally:
        close_contexts(host_ctx, ana_ctx)
