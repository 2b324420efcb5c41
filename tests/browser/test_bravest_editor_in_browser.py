"""Bravest's copy entered by tapping in a real browser on a phone-sized page (issue 11), in
Japanese and in English: a new set, one side of the island boards (a 1 × 2 rectangle, the
camps where the rules put them), one tile (a wizard on a road from north to south) by tapping
its sides' road numbers and what stands on it; then a table set up with that set where the
table deals: a tile the set does not know (a ghost) entered on the spot as it is dealt onto
place 2 with the same editor, the wizard dealt onto place 1 and a turn played with it; the
ghost is then in the saved set."""
from __future__ import annotations

import re

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {
    "ja": {"names": ("はなこ", "たろう"), "progress": "タイル 1/65", "sides": "島ボードの面 1/2",
           "wizard": "魔法使い", "ghost": "幽霊", "progress2": "タイル 2/65"},
    "en": {"names": ("Hana", "Taro"), "progress": "tiles 1/65", "sides": "island sides 1/2",
           "wizard": "wizard", "ghost": "ghost", "progress2": "tiles 2/65"},
}


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
def test_a_tile_entered_by_tapping_is_played(chromium, live_server, lang, tmp_path):
    pw, browser = chromium
    base = live_server.url
    words = WORDS[lang]
    expect.set_options(timeout=WAIT_MS)
    ctx = browser.new_context(**phone_options(pw))
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    try:
        page = ctx.new_page()
        page.goto(f"{base}/components/bravest")
        page.fill("#new-set input[name=name]", "Kitchen box")
        with answered(page):
            page.locator("#new-set button[type=submit]").click()
        set_url = page.url
        set_id = set_url.rstrip("/").rsplit("/", 1)[-1]

        # -- the light side: a full 1 × 2 rectangle, saved
        page.goto(f"{set_url}/side/1")
        page.locator("details.bv-fill").evaluate("e => e.open = true")
        page.select_option('select[name="fill_rows"]', "1")
        page.select_option('select[name="fill_cols"]', "2")
        page.locator('button[name="redraw"][value="fill"]').click()
        expect(page.locator(".bv-sq-in")).to_have_count(2)
        page.screenshot(path=str(tmp_path / f"side-{lang}.png"), full_page=True)
        with answered(page):
            page.locator(".editor-buttons button:not([name])").click()
        page.goto(set_url)
        expect(page.locator("main")).to_contain_text(words["sides"])

        # -- tile 1: road 1 leaves by the north and by the south; a wizard stands on it
        page.goto(f"{set_url}/tile/1")
        page.locator(".bv-te-N .bv-road-1").click()
        page.locator(".bv-te-S .bv-road-1").click()
        page.locator(".bv-kind-pick-wizard").click()
        expect(page.locator("[data-te-preview] .bv-road")).to_have_count(2)
        page.screenshot(path=str(tmp_path / f"tile-{lang}.png"), full_page=True)
        with answered(page):
            page.locator(".editor-buttons button:not([name])").click()
        page.goto(set_url)
        expect(page.locator("main")).to_contain_text(words["progress"])

        # -- a table with this set, the table dealing real tiles
        page.goto(f"{base}/new/bravest")
        page.select_option("#player_count", "2")
        for i, name in enumerate(words["names"]):
            page.fill(f'input[name="name_{i}"]', name)
        page.select_option('select[name="mode"]', "table_deals")
        page.select_option('select[name="components"]', set_id)
        page.select_option('select[name="start_player"]', "0")
        with answered(page):
            page.locator("form button[type=submit]").last.click()
        host_url = page.url
        # a ghost on a road from west to east comes up on place 2: the set does not know it
        page.locator("details#new-tile").evaluate("e => e.open = true")
        form = page.locator("#new-tile-form")
        form.locator('input[name="new-slot"][value="1"]').check()
        form.locator(".bv-te-W .bv-road-1").click()
        form.locator(".bv-te-E .bv-road-1").click()
        form.locator(".bv-kind-pick-ghost").click()
        page.screenshot(path=str(tmp_path / f"new-tile-{lang}.png"), full_page=True)
        with answered(page):
            form.locator("button[type=submit]").click()
        expect(page.locator("main")).to_contain_text(words["ghost"])
        # place 1 gets the wizard, place 3 nothing more: the box holds no other tile
        # (by their pictures: each tap deals onto the next place waiting, 1 then 3)
        page.locator('#deal-form .bv-pick-tile[data-tile="1"]').click()
        page.locator('#deal-form .bv-pick-tile[data-tile="none"]').click()
        with answered(page):
            page.locator("#deal-form button[type=submit]").click()
        expect(page.locator("main")).to_contain_text(words["wizard"])

        # -- Hana's turn, played from the host screen for her seat
        with answered(page):
            page.locator("a", has_text=re.compile(words["names"][0])).first.click()
        page.locator('input[name="place-slot"][value="0"]').check()
        with answered(page):
            page.locator('button[name="place-cell"]').first.click()
        page.goto(host_url)
        page.screenshot(path=str(tmp_path / f"host-{lang}.png"), full_page=True)
        expect(page.locator("main")).to_contain_text(words["names"][1])
        with live_server.app.app_context():
            from companion import tables
            state = tables.replay(tables.find_table(host_url.rsplit("/", 1)[-1])).state
        assert state["islands"][0] and next(iter(state["islands"][0].values()))["tile"] == "1"
        assert state["market"][1] == "2"
        # the ghost joined the saved set: the next game knows it
        page.goto(set_url)
        expect(page.locator("main")).to_contain_text(words["progress2"])
    finally:
        close_contexts(ctx)
