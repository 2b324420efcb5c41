"""Bravest's new-table form in a phone's browser, in Japanese (issue 38): the dealings offered
follow the component set chosen without a reload; a set too small for the app to deal is
offered the table's dealing alone."""
from __future__ import annotations

import json

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of
from tests.web.test_bravest_new_table import _draft

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

APP = "アプリがタイルを配る"
TABLE = "テーブルで実物のタイルを配り、出たタイルを入力する"


@pytest.mark.browser
def test_the_dealings_follow_the_set_chosen_on_a_phone(chromium, live_server):
    """The device saves a copy of 25 tiles (two 16-cell islands need 32): on the form the
    sample offers both dealings; choosing the copy leaves 「テーブルで…」 alone, chosen, with
    no page load; back to the sample, both again.  The table set up with the copy deals real
    tiles."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    context = open_context(browser, base, "ja", viewport={"width": 375, "height": 812},
                           is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{base}/components/bravest")
        page.locator("details.no-print > summary").first.click()   # a set as a file
        page.locator('input[name="name"]').last.fill("Few")
        page.locator('textarea[name="text"]').fill(json.dumps(_draft(25)))
        with answered(page):
            page.locator('form:has(textarea[name="text"]) button[type="submit"]').click()
        expect(page.locator(".error")).to_have_count(0)
        page.goto(f"{base}/new/bravest")
        loads = []
        page.on("load", lambda _page: loads.append(1))
        modes = page.locator('select[name="mode"]')
        expect(modes.locator("option")).to_have_text([APP, TABLE])
        page.locator('select[name="components"]').select_option(label="Few")
        expect(modes.locator("option")).to_have_text([TABLE])
        expect(modes).to_have_value("table_deals")
        page.locator('select[name="components"]').select_option("sample")
        expect(modes.locator("option")).to_have_text([APP, TABLE])
        page.locator('select[name="components"]').select_option(label="Few")
        assert loads == []   # the lists followed without a page load
        page.locator("#player_count").select_option("2")
        page.locator("#name_0").fill("Ana")
        page.locator("#name_1").fill("Ben")
        with answered(page):
            page.get_by_role("button", name="テーブルを作る").click()
        code = page.url.rsplit("/", 1)[-1]
        assert state_of(live_server.app, code)["mode"] == "table_deals"
    finally:
        close_contexts(context)
