"""Findings of a fresh table trial of Bravest, with the scripts, on a phone 375 × 812 in
Japanese (the same findings without a script: tests/web/test_bravest_trial_br.py):

* item 2: a tile refused as the same as a known kind keeps its picks; the + of that kind (as
  the refusal asks) counts it and clears the picks, so that the new kind then tapped in (west
  1, east 1) is saved exactly as the page shows it, not merged with the refused picks;
* item 3: − stops at 1: it is disabled there (never 「保存しました」 for nothing);
* item 4: the first deal at a table with a set not complete: 4 pictures tapped for places 1–4,
  then a tile new to the set entered through 「セットにまだないタイルが出たら」: that form offers
  place 5 (the first with no pick), and the 4 picks are still on places 1–4 afterwards.

Seed 004: コンポーネント (75 tiles, 10 special), セットアップ 5 (12 tiles dealt around the board).
"""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import set_being_entered
from tests.browser.test_bravest_deals_in_browser import SET, _save_set, japanese_contexts, shown_picks
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import stored_set

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
LAVA = "溶岩の円の一部（東へ続く）・北と東をつなぐ道"


def road(page, edge, n="1"):
    page.locator(f".bv-te-{edge} .bv-road-{n}").click()


@pytest.mark.browser
def test_the_plus_of_the_refused_kind_clears_its_picks(chromium, live_server):
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "bravest", **PHONE) as (_ctx, page, set_id):
        set_url = page.url
        # kind 1: lava going on east, on a bend north–east
        page.goto(f"{set_url}/tile/1")
        road(page, "N")
        road(page, "E")
        page.locator(".bv-kind-pick-lava").click()
        page.locator("input[name='lava_E']").check()
        with answered(page):
            page.get_by_role("button", name="保存して次へ", exact=True).click()
        assert page.url.endswith("/tile/2")
        # the same tile turned a quarter: east–south, going on south: refused, picks kept
        road(page, "E")
        road(page, "S")
        page.locator(".bv-kind-pick-lava").click()
        page.locator("input[name='lava_S']").check()
        with answered(page):
            page.get_by_role("button", name="保存して次へ", exact=True).click()
        expect(page.locator("body")).to_contain_text("と同じです（向きが違うだけかもしれません）")
        expect(page.locator("input[name='lava_S']")).to_be_checked()
        # − at 1 is disabled; the + of kind 1 counts the tile and clears the picks
        minus = page.get_by_role("button", name=f"「{LAVA}」のタイルを1枚減らす", exact=True)
        expect(minus).to_be_disabled()
        page.get_by_role("button", name=f"「{LAVA}」のタイルを1枚増やす", exact=True).click()
        expect(page.locator("input[name='count-1']")).to_have_value("2")
        expect(minus).to_be_enabled()
        expect(page.locator("[data-pile-saved]")).to_have_text("保存しました")
        expect(page.locator(".bv-tile-editor input[type='radio'][value='1']:checked")).to_have_count(0)
        expect(page.locator(".bv-tile-editor input[name='content']:checked")).to_have_count(0)
        expect(page.locator(".bv-tile-editor input[type='checkbox']:checked")).to_have_count(0)
        # a new plain straight tile, west–east: saved as shown
        road(page, "W")
        road(page, "E")
        with answered(page):
            page.get_by_role("button", name="保存して次へ", exact=True).click()
        assert page.url.endswith("/tile/3")
        saved = stored_set(live_server.app, set_id)["tiles"]["tiles"]
        assert [(t["count"], t["paths"], t["content"]) for t in saved] == \
            [(2, [["N", "E"]], {"kind": "lava", "open": ["E"]}), (1, [["E", "W"]], None)]
        # − back to 1: disabled again, nothing said saved for it
        minus.click()
        expect(page.locator("input[name='count-1']")).to_have_value("1")
        expect(minus).to_be_disabled()
        expect(page.locator("[data-pile-saved]")).to_have_text("保存しました")
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 1


@pytest.mark.browser
def test_the_first_deal_keeps_its_picks_over_a_new_tile(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    host_ctx, other_ctx = japanese_contexts(browser, base)
    try:
        host = host_ctx.new_page()
        _save_set(host, base, "うちの箱", SET)
        host.goto(f"{base}/new/bravest")
        host.select_option("#player_count", "3")
        for i, name in enumerate(("Ana", "Ben", "Cai")):
            host.fill(f'input[name="name_{i}"]', name)
        host.select_option('select[name="mode"]', "table_deals")
        host.select_option('select[name="components"]', label="うちの箱")
        host.select_option('select[name="start_player"]', "0")
        with answered(host):
            host.get_by_role("button", name="テーブルを作る").click()
        picker = host.locator("#deal-form [data-picker]")
        expect(picker).to_be_visible()
        for tid in ("1", "2", "3", "4"):
            picker.locator(f'.bv-pick-tile[data-tile="{tid}"]').click()
        expect(picker.locator("[data-picked-count]")).to_have_text("4")
        # the new tile's form offers place 5, the first with no pick
        host.locator("#new-tile summary").click()
        form = host.locator("#new-tile-form")
        expect(form.locator("input[name='new-slot'][value='4']")).to_be_checked()
        # a blob on a dead end from the west (no kind of the set)
        form.locator(".bv-te-W .bv-road-1").click()
        form.locator(".bv-kind-pick-blob").click()
        with answered(host):
            form.locator("button[type='submit']").click()
        picker = host.locator("#deal-form [data-picker]")
        expect(picker.locator("[data-picked-count]")).to_have_text("4")
        assert shown_picks(host)[:4] == ["1", "2", "3", "4"]
        assert len(shown_picks(host)) == 11 and shown_picks(host)[4:] == [""] * 7
        # the next empty place is offered again: place 6 (place 5 holds the new tile)
        expect(host.locator("#new-tile-form input[name='new-slot'][value='5']")).to_be_checked()
    finally:
        close_contexts(host_ctx, other_ctx)
