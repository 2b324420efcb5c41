"""The page where a phone picks its seat, in a real browser and in Japanese: left open, it keeps
itself fresh (a seat taken by another phone shows as taken, a seat the host frees is offered
again) without reloading, and the seat it still offers can be taken from it."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_contexts
from tests.browser.answers import answered
from tests.browser.contexts import open_context
from tests.browser.test_live_updates import mark, new_table_ja, still_marked
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def seat_button(page, name: str):
    """The button that takes ``name``'s seat, as a Japanese page words it."""
    return page.locator("button.seat-button", has_text=f"{name}です")


@pytest.mark.browser
def test_an_open_join_page_follows_the_seats_taken_and_freed(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    ana_ctx = open_context(browser, base, "ja", **phone_options(pw))
    late_ctx = open_context(browser, base, "ja", **phone_options(pw))
    errors: list[str] = []
    try:
        host = host_ctx.new_page()
        code = new_table_ja(host, base)
        ana, late = ana_ctx.new_page(), late_ctx.new_page()
        for p in (host, ana, late):
            p.on("pageerror", lambda exc: errors.append(str(exc)))
        late.goto(f"{base}/j/{code}")
        expect(seat_button(late, "Ana")).to_be_visible()
        mark(late)

        # another phone takes Ana's seat: the open page shows it taken, by itself
        ana.goto(f"{base}/j/{code}")
        with answered(ana):
            seat_button(ana, "Ana").click()
        expect(seat_button(late, "Ana")).to_have_count(0)
        expect(late.locator("#seat-pick li").nth(0)).to_contain_text("使用中")
        expect(seat_button(late, "Ben")).to_be_visible()
        assert still_marked(late)

        # the host frees it again: the open page offers it again
        host.goto(f"{base}/t/{code}")
        host.once("dialog", lambda dialog: dialog.accept())
        with answered(host):
            host.locator('form[action$="/seats/release"] button[type=submit]').first.click()
        expect(seat_button(late, "Ana")).to_be_visible()
        assert still_marked(late)

        # Ben's seat is taken from the page as it is now
        with answered(late):
            seat_button(late, "Ben").click()
        assert late.url.endswith(f"/t/{code}/me")
        expect(late.locator("#choose-wealth")).to_be_visible()
        assert errors == []
    finally:
        for ctx in (host_ctx, ana_ctx, late_ctx):
            close_contexts(ctx)
