"""Picks not yet saved survive a closed tab on the component editor's entry pages (issue 38
item 2; static/js/entry_draft.js), on a phone 375 × 812 in Japanese: on a Bravest tile page,
the pile page's steppers, a Bravest island side (drawn by the server from its hidden inputs)
and a Mayan Curse floor board, picks made, the page closed and the entry opened again: the
picks are back, drawn, with the notice 「保存していない入力を戻しました」; its button drops them
(the saved values come back); a save leaves no notice for the next visit; a draft older than
30 days is dropped.  The pile page's counts are saved as the tab closes (static/js/bravest.js):
they come back stored."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.mayan_curse_entry import tap_row
from tests.browser.taps import Taps
from tests.browser.contexts import set_being_entered
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import stored_set
from tests.web.test_mayan_curse_editor import SIZES

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
NOTICE = "保存していない入力を戻しました"
DISCARD = "入力を捨てる"


def _reopen(ctx, page, url):
    """Close the tab, open the entry again in a new one."""
    page.close()
    page = ctx.new_page()
    page.goto(url)
    return page


def _save(page, name="保存"):
    with answered(page):
        page.get_by_role("button", name=name, exact=True).click()


@pytest.mark.browser
def test_bravest_picks_survive_a_closed_tab(chromium, live_server):
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "bravest", **PHONE) as (ctx, page, set_id):
        url = f"{base}/components/bravest/{set_id}/tile/1"
        page.goto(url)
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        # a wizard on a road from north to south, not saved
        page.locator(".bv-te-N .bv-road-1").click()
        page.locator(".bv-te-S .bv-road-1").click()
        page.locator(".bv-kind-pick-wizard").click()
        page = _reopen(ctx, page, url)
        expect(page.locator(".entry-draft-notice")).to_contain_text(NOTICE)
        expect(page.locator('input[name="road_N"][value="1"]')).to_be_checked()
        expect(page.locator('input[name="road_S"][value="1"]')).to_be_checked()
        expect(page.locator('input[name="content"][value="wizard"]')).to_be_checked()
        # drawn again from the inputs: two road arms and the wizard's name on the tile
        expect(page.locator("[data-te-preview] .bv-road")).to_have_count(2)
        expect(page.locator("[data-te-label]")).to_have_text("魔法使い")
        # discarded: the saved entry (nothing tapped), and no notice
        with answered(page):
            page.get_by_role("button", name=DISCARD).click()
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        expect(page.locator('input[name="road_N"][value=""]')).to_be_checked()
        expect(page.locator("[data-te-preview] .bv-road")).to_have_count(0)
        page = _reopen(ctx, page, url)
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        # tapped again and saved: the next visit shows the saved tile, with no notice
        page.locator(".bv-te-N .bv-road-1").click()
        page.locator(".bv-te-S .bv-road-1").click()
        page.locator(".bv-kind-pick-ghost").click()
        _save(page)
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"] == [
            {"id": "1", "count": 1, "paths": [["N", "S"]], "content": {"kind": "ghost"}}]
        page = _reopen(ctx, page, url)
        expect(page.locator('input[name="content"][value="ghost"]')).to_be_checked()
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        # a draft 31 days old is dropped, not put back
        key = f"entry-draft:bravest:{set_id}:tile:1"
        page.evaluate("""key => localStorage.setItem(key, JSON.stringify({
            saved: Date.now() - 31 * 24 * 3600 * 1000, values: {content: ["blob"]}}))""", key)
        page.reload()
        expect(page.locator('input[name="content"][value="ghost"]')).to_be_checked()
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        assert page.evaluate("key => localStorage.getItem(key)", key) is None

        # the pile page: two taps on tile 1's + (3 copies), the tab closed, the count back
        pile = f"{base}/components/bravest/{set_id}/tile/2"
        page.goto(pile)
        plus = page.get_by_role("button", name="「幽霊・北と南をつなぐ道」のタイルを1枚増やす")
        plus.click()
        plus.click()
        expect(page.locator('input[name="count-1"]')).to_have_value("3")
        expect(page.locator("[data-pile-total]")).to_have_text("3")
        page = _reopen(ctx, page, pile)
        # closing the tab sent the counts (a beacon on pagehide, static/js/bravest.js): they
        # are stored, and the page shows 3 (drawn from the set, or put back from the draft
        # when the page was asked for before the beacon arrived)
        expect(page.locator('input[name="count-1"]')).to_have_value("3")
        expect(page.locator("[data-pile-total]")).to_have_text("3")
        for _ in range(50):
            if stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 3:
                break
            page.wait_for_timeout(100)
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 3
        _save(page)
        assert stored_set(live_server.app, set_id)["tiles"]["tiles"][0]["count"] == 3

        # an island side: a 1 × 2 rectangle drawn by the server, the tab closed, drawn again
        side = f"{base}/components/bravest/{set_id}/side/1"
        page.goto(side)
        page.locator("details.bv-fill").evaluate("e => e.open = true")
        page.select_option('select[name="fill_rows"]', "1")
        page.select_option('select[name="fill_cols"]', "2")
        page.locator('button[name="redraw"][value="fill"]').click()
        expect(page.locator(".bv-sq-in")).to_have_count(2)
        page.wait_for_function("() => Object.keys(localStorage).some(k => "
                               "k.endsWith(':side:1') && localStorage[k].includes('##'))")
        page = _reopen(ctx, page, side)
        expect(page.locator(".entry-draft-notice")).to_contain_text(NOTICE)
        expect(page.locator(".bv-sq-in")).to_have_count(2)
        expect(page.locator(".bv-side-summary")).to_contain_text("2")


def _post_form(page, url, data):
    """Post ``data`` as the entry page at ``url`` would (its CSRF token), from this browser
    (the set's device); the answer must be a redirect (the entry stored)."""
    page.goto(url)
    token = page.locator('input[name="csrf_token"]').first.input_value()
    response = page.request.post(url, form={"csrf_token": token, **data}, max_redirects=0)
    assert response.status == 302, response.text()[-2000:]


@pytest.mark.browser
def test_mayan_curse_floor_board_picks_survive_a_closed_tab(chromium, live_server):
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "mayan_curse", **PHONE) as (ctx, page, set_id):
        entries = f"{base}/components/mayan_curse/{set_id}"
        _post_form(page, f"{entries}/symbols/1",
                   {f"name_{k}": s for k, s in enumerate(("犬", "ジャガー", "蛇", "鷲", "猿"), 1)})
        _post_form(page, f"{entries}/boards/1", SIZES)
        url = f"{entries}/slab/3"
        page.goto(url)
        for j, symbol in ((1, "sym2"), (4, "sym5")):   # by the palette: the space, its symbol
            page.locator(".mce-taps .mce-cell").nth(j - 1).click()
            page.locator(f'.mce-taps + .mce-palette button[data-value="{symbol}"]').click()
        page = _reopen(ctx, page, url)
        expect(page.locator(".entry-draft-notice")).to_contain_text(NOTICE)
        expect(page.locator('select[name="space_1"]')).to_have_value("sym2")
        expect(page.locator('select[name="space_4"]')).to_have_value("sym5")
        expect(page.locator('select[name="space_2"]')).to_have_value("")
        # the frame stands after the last space put back (space 4), so the next symbol tapped
        # goes on the 5th space, not over the 1st (a trial's finding)
        expect(page.locator(".mce-taps .mce-cell").nth(4)).to_have_class(
            re.compile(r"\bmce-cursor\b"))
        # the drawing follows the restored picks
        drawn = page.locator('.mce-current [data-cell="space_1"]')
        expect(drawn).not_to_have_class(re.compile(r"\bmce-empty\b"))
        with answered(page):
            page.get_by_role("button", name=DISCARD).click()
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        expect(page.locator('select[name="space_1"]')).to_have_value("")
        expect(drawn).to_have_class(re.compile(r"\bmce-empty\b"))
        # every space picked and saved: no notice next time, the saved symbols shown
        tap_row(page, Taps(), [f"sym{j % 5 + 1}" for j in range(1, 8)], "slab")
        _save(page)
        assert stored_set(live_server.app, set_id)["slabs"][2]["spaces"] == \
            [f"sym{j % 5 + 1}" for j in range(1, 8)]
        page = _reopen(ctx, page, url)
        expect(page.locator(".entry-draft-notice")).to_have_count(0)
        expect(page.locator('select[name="space_1"]')).to_have_value("sym2")
