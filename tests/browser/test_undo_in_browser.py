"""The host's undo in a real browser, in Japanese: a double tap on its button asks its question
once and takes back one move (answered "no", it asks once and sends nothing); a tap a moment
after a "no" asks again."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_contexts
from tests.browser.answers import answered
from tests.browser.contexts import open_context
from tests.browser.test_live_updates import keep, new_table_ja
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

UNDO = 'form[action$="/undo"] button[type=submit]'


@pytest.mark.browser
def test_a_double_tap_on_undo_asks_once_and_undoes_once(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **DESKTOP)
    asked: list[str] = []
    errors: list[str] = []
    try:
        host = ctx.new_page()
        host.on("pageerror", lambda exc: errors.append(str(exc)))
        code = new_table_ja(host, base)
        host.goto(f"{base}/t/{code}/seat/0")  # the host screen keeps Ana's tiles for her
        keep(host, "ja")
        host.goto(f"{base}/t/{code}")
        expect(host.locator("#move-log li")).to_have_count(1)

        # a double tap answered "no": asked once, nothing sent
        replies = {"yes": False}

        def answer(dialog):
            asked.append(dialog.message)
            if replies["yes"]:
                dialog.accept()
            else:
                dialog.dismiss()

        host.on("dialog", answer)
        host.locator(UNDO).dblclick()
        host.wait_for_timeout(1200)
        assert len(asked) == 1 and asked[0].startswith("最後の手を取り消しますか？")
        expect(host.locator("#move-log li")).to_have_count(1)
        # ...a tap a moment later asks again, and a double tap answered "yes" asks once
        replies["yes"] = True
        with answered(host):
            host.locator(UNDO).dblclick()
        expect(host.locator("#undo-notice")).to_be_visible()
        host.wait_for_timeout(1500)  # a second question or a second undo would have come
        assert len(asked) == 2, asked
        expect(host.locator("#move-log li")).to_have_count(2)  # the move and one undo
        expect(host.locator("#move-log li.undo")).to_have_count(1)
        assert errors == []
    finally:
        close_contexts(ctx)
