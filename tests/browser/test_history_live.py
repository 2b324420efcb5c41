"""The play history open while a table ends (issue 37's leftovers): the table trial's history
page stayed as it was until reloaded.  It now follows its plays as a table page follows moves
(static/js/poll.js polls /history/version): the play shows up in place, no page load."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import count_loads
from tests.browser.test_history_in_browser import PHONE, finish

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


@pytest.mark.browser
def test_the_history_shows_a_table_that_ends_while_it_is_open(live_server, chromium):
    _pw, browser = chromium
    context = browser.new_context(viewport=PHONE, locale="ja", is_mobile=True, has_touch=True)
    context.add_cookies([{"name": "lang", "value": "ja", "url": live_server.url}])
    try:
        host = context.new_page()
        host.goto(f"{live_server.url}/new/tzolkin")
        host.select_option("#player_count", "2")
        for i, name in enumerate(("はなこ", "たろう")):
            host.fill(f"#name_{i}", name)
        with answered(host):
            host.click("form.stack button[type=submit]")
        host.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
        code = host.url.rsplit("/", 1)[-1]
        host.goto("about:blank")  # the table page's own poll is not what is tested
        history = context.new_page()
        history.goto(f"{live_server.url}/history")
        expect(history.locator("#no-plays")).to_be_visible()
        loads = count_loads(history)
        finish(live_server.app, code, [30, 45])  # はなこ 30, たろう 45: たろう wins
        expect(history.locator(".play-card")).to_have_count(1, timeout=20_000)
        expect(history.locator(".play-card .winner strong")).to_have_text("たろう")
        expect(history.locator("#no-plays")).to_have_count(0)
        assert loads == [], loads
    finally:
        close_contexts(context)
