"""A seat moved to another browser of the same phone, in real browsers (issue 39): the Safari
tab that joined shows the move link; the app opened from the home screen (a browser context of
its own: cookies of its own) opens it and takes the seat with one tap; the tab that held it is
sent to the join page, which says the seat moved or was freed."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_device_in_browser import PHONE, a_phone_at_a_table
from tests.browser.test_table_in_browser import WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


@pytest.mark.browser
def test_a_seat_moves_to_the_home_screen_app_with_one_tap(chromium, live_server):
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    _host, code, tab, page = a_phone_at_a_table(browser, live_server, "ja")
    app = browser.new_context(**PHONE)
    app.set_default_timeout(WAIT_MS)
    app.add_cookies([{"name": "lang", "value": "ja", "url": live_server.url}])
    try:
        page.locator("#seat-move").click()
        expect(page.locator("h1")).to_contain_text("この席を別のブラウザに移す")
        link = page.locator("#move-link").inner_text().strip()
        expect(page.locator("img.qr")).to_be_visible()
        assert page.locator("#move-code").inner_text().strip().replace(" ", "")[:6] == code
        installed = app.new_page()
        installed.goto(link)
        with answered(installed):
            installed.locator("#move-here").click()   # the one tap
        assert installed.url == f"{live_server.url}/t/{code}/me"
        expect(installed.locator("h1")).to_contain_text("Ana")
        page.goto(f"{live_server.url}/t/{code}/me")
        assert page.url == f"{live_server.url}/j/{code}"
        expect(page.locator("#seat-freed")).to_contain_text("別のブラウザに移された")
    finally:
        close_contexts(app, tab)
