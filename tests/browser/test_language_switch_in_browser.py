"""The header's language switch keeps what was typed in a form on the page: the page opens in
the other language with the same entries (a new-table form, a seat's placement being typed, a
placement sent back with an error), and the live summary follows them."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_contexts
from tests.browser.test_live_updates import keep, mark, seated_table_ja
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PALENQUE = '#tz-place input[name$="n_palenque"]'
TIKAL = '#tz-place input[name$="n_tikal"]'


def switch(page, to: str) -> None:
    with answered(page):
        page.locator(".topbar .lang a").click()
    expect(page.locator("html")).to_have_attribute("lang", to)


@pytest.mark.browser
def test_the_language_switch_keeps_a_new_table_form(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = browser.new_context(**DESKTOP, locale="ja")
    try:
        page = ctx.new_page()
        page.goto(f"{base}/new/tzolkin")
        page.select_option("#player_count", "3")
        page.fill('input[name="name_0"]', "Ana")
        page.fill('input[name="name_2"]', "Cleo")
        page.select_option('select[name="colour_2"]', "red")
        page.fill('input[name="seed"]', "42")
        switch(page, "en")
        expect(page.get_by_role("button", name="Set up the table")).to_be_visible()
        expect(page.locator("#player_count")).to_have_value("3")
        expect(page.locator('input[name="name_0"]')).to_have_value("Ana")
        expect(page.locator('input[name="name_2"]')).to_have_value("Cleo")
        expect(page.locator('select[name="colour_2"]')).to_have_value("red")
        expect(page.locator('input[name="seed"]')).to_have_value("42")
        # kept once: opened again, the page shows its own defaults
        page.goto(f"{base}/new/tzolkin")
        expect(page.locator('input[name="name_0"]')).to_have_value("")
    finally:
        close_contexts(ctx)


@pytest.mark.browser
def test_the_language_switch_keeps_a_placement_typed_or_sent_back(chromium, live_server):
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        host, ana, ben, code, errors = table.host, table.ana, table.ben, table.code, table.errors
        keep(ana, "ja")
        keep(ben, "ja")
        expect(ana.locator("#tz-turn")).to_be_visible()
        mover = ana if ana.locator("#tz-place").count() else ben

        # typed, not sent: パレンケ 2 → the English page holds 2, its summary says 2 workers
        mover.fill(PALENQUE, "2")
        expect(mover.locator(".tz-out-workers")).to_have_text("2")
        switch(mover, "en")
        expect(mover.get_by_role("heading", name="Your turn")).to_be_visible()
        expect(mover.locator(PALENQUE)).to_have_value("2")
        expect(mover.locator(".tz-out-workers")).to_have_text("2")
        assert mover.url.endswith(f"/t/{code}/me")

        # sent back with an error: the Japanese page holds what was typed
        mover.fill(TIKAL, "abc")
        with answered(mover):
            mover.locator("#tz-place button[type=submit]").click()
        expect(mover.locator("#tz-place .field-error")).to_have_count(1)
        switch(mover, "ja")
        assert mover.url.endswith(f"/t/{code}/me")
        expect(mover.get_by_role("heading", name="あなたの手番 · 第1ラウンド")).to_be_visible()
        expect(mover.locator(PALENQUE)).to_have_value("2")
        expect(mover.locator(TIKAL)).to_have_value("abc")
        # ...and counts as being filled in: the table moving on shows the banner, keeps it
        mark(mover)
        host.goto(f"{base}/t/{code}")
        host.once("dialog", lambda dialog: dialog.accept())
        with answered(host):
            host.locator('form[action$="/undo"] button[type=submit]').click()
        expect(mover.locator("#stale-banner")).to_be_visible()
        expect(mover.locator(PALENQUE)).to_have_value("2")
        assert errors == []
