"""A move the server refuses with a page of another kind (a bare error page: an unknown move
type, a seat that is not the device's) is sent once, in a real browser: static/js/poll.js shows
that answer in place of the page without posting the form a second time, and a reload opens the
table's page again (issue 36's table trial: one press sent such a move twice, and the phone was
left on the error page's address, whose reload posted it once more)."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_live_updates import keep, new_table_ja
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

UNDO = 'form[action$="/undo"]'


@pytest.mark.browser
def test_a_move_refused_with_an_error_page_is_sent_once_and_the_page_stays(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **DESKTOP)
    posts: list[str] = []
    errors: list[str] = []
    try:
        host = ctx.new_page()
        host.on("pageerror", lambda exc: errors.append(str(exc)))
        code = new_table_ja(host, base)
        host.goto(f"{base}/t/{code}/seat/0")
        keep(host, "ja")
        host.goto(f"{base}/t/{code}")
        expect(host.locator("#move-log li")).to_have_count(1)
        host.on("dialog", lambda dialog: dialog.accept())
        host.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
        # the undo form made to post a move type that does not exist: the server answers 404
        host.locator(UNDO).evaluate(
            "(form, to) => form.setAttribute('action', to)", f"/t/{code}/move/no-such-move")
        host.locator('form[action$="/move/no-such-move"] button[type=submit]').click()
        expect(host.locator("#move-log")).to_have_count(0)  # the answer shown in its place
        host.wait_for_timeout(1500)  # a second post would have gone by now
        assert [u for u in posts if u.endswith("/move/no-such-move")] == [
            f"{base}/t/{code}/move/no-such-move"], posts
        assert host.url == f"{base}/t/{code}"
        host.reload()
        expect(host.locator("#move-log li")).to_have_count(1)  # the table's page, nothing stored
        assert errors == []
    finally:
        close_contexts(ctx)
