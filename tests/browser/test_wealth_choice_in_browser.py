"""Tzolk'in's starting wealth chosen on two Japanese phones at the same time, in a real browser:
a phone that has begun to tick its tiles when another player keeps theirs is not told that the
table changed (the choices cannot conflict): its page follows the table with the ticks kept, and
its choice is stored.  Only when its own choice was made elsewhere meanwhile (the host screen
acting for it) does it get the banner, saying that what it ticked cannot be sent."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_live_updates import WORDS, keep, mark, new_table_ja, still_marked, take_seat
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

TILES = '#choose-wealth input[name="choose_wealth-tiles"]'


@pytest.mark.browser
def test_a_phone_choosing_its_wealth_is_not_told_the_table_moved_on_by_another_choice(
        chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    ana_ctx = open_context(browser, base, "ja", **phone_options(pw))
    ben_ctx = open_context(browser, base, "ja", **phone_options(pw))
    errors: list[str] = []
    try:
        host = host_ctx.new_page()
        code = new_table_ja(host, base)
        ana, ben = ana_ctx.new_page(), ben_ctx.new_page()
        for p in (host, ana, ben):
            p.on("pageerror", lambda exc: errors.append(str(exc)))
        take_seat(ana, base, code, "Ana", "ja")
        take_seat(ben, base, code, "Ben", "ja")
        expect(ben.locator("body")).to_have_attribute("data-version", "0")

        # Ben has ticked one tile when Ana keeps hers: Ben's page follows, ticks kept, no banner
        ben.locator(TILES).nth(0).check()
        mark(ben)
        keep(ana, "ja")
        expect(host.locator("strong.chosen")).to_have_count(1)
        expect(ben.locator("body")).to_have_attribute("data-version", "1")
        expect(ben.locator('input[name="choose_wealth-seen"]')).to_have_value("1")
        expect(ben.locator(TILES).nth(0)).to_be_checked()
        expect(ben.locator("#stale-banner")).to_be_hidden()
        assert still_marked(ben)
        # ...and Ben's choice, sent from that page, is stored
        keep(ben, "ja")
        expect(ben.locator("#choose-wealth")).to_have_count(0)
        expect(ben.locator("[role=alert]")).to_have_count(0)
        expect(host.locator("#tz-board")).to_be_visible()
        assert errors == []
    finally:
        for ctx in (host_ctx, ana_ctx, ben_ctx):
            close_contexts(ctx)


@pytest.mark.browser
def test_a_phone_whose_wealth_was_chosen_elsewhere_meanwhile_gets_the_banner(chromium,
                                                                           live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    ben_ctx = open_context(browser, base, "ja", **phone_options(pw))
    try:
        host = host_ctx.new_page()
        code = new_table_ja(host, base)
        ben = ben_ctx.new_page()
        take_seat(ben, base, code, "Ben", "ja")
        ben.locator(TILES).nth(0).check()
        mark(ben)
        # the host screen, acting for Ben, keeps two of Ben's tiles
        host.goto(f"{base}/t/{code}/seat/1")
        keep(host, "ja")
        expect(ben.locator("#stale-banner")).to_be_visible()
        expect(ben.locator("#stale-banner")).to_contain_text(WORDS["ja"]["changed"])
        expect(ben.locator("#stale-form-gone")).to_have_text(WORDS["ja"]["gone"])
        expect(ben.locator(TILES).nth(0)).to_be_checked()  # what was ticked stays on the page
        assert still_marked(ben)
    finally:
        for ctx in (host_ctx, ben_ctx):
            close_contexts(ctx)
