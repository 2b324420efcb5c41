"""The screen kept on over the plain LAN address (issue 39): a page reached by a host name that
is not this machine's own is no secure context, so the browser has no Screen Wake Lock there;
the switch is still shown, and switching it on (or the first tap on the page) starts the
fallback, NoSleep.js's looping video (static/js/wakelock.js, static/vendor/nosleep). Chromium
maps the name to 127.0.0.1 (``--host-resolver-rules``), as a phone's Wi-Fi would to the laptop."""
from __future__ import annotations

import pytest

from tests.browser.closing import close_watched, marker_for, remember
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.browser.contexts import open_context
from tests.browser.test_live_updates import new_table_ja
from tests.browser.test_table_in_browser import WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

LAN_NAME = "table-companion.lan"
PHONE = {"viewport": {"width": 375, "height": 812}, "is_mobile": True, "has_touch": True}


@pytest.mark.browser
def test_on_the_lan_address_the_switch_shows_and_starts_the_video_fallback(chromium, live_server):
    pw, _shared = chromium
    marker = marker_for()
    browser = pw.chromium.launch(
        executable_path=str(CHROMIUM), headless=True,
        args=CHROMIUM_ARGS + [marker, f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    remember(browser, marker)
    expect.set_options(timeout=WAIT_MS)
    base = f"http://{LAN_NAME}:{live_server.server.server_port}"
    live_server.app.config["PUBLIC_URL"] = base  # the address the QR code gives phones
    live_server.app.config["TRUSTED_HOSTS"] = [*live_server.app.config["TRUSTED_HOSTS"], LAN_NAME]
    try:
        ctx = open_context(browser, base, "ja", **PHONE)
        page = ctx.new_page()
        code = new_table_ja(page, base)
        page.goto(f"{base}/t/{code}")
        assert page.evaluate("window.isSecureContext") is False
        assert page.evaluate("'wakeLock' in navigator") is False
        label = page.locator("#wake-switch-label")
        expect(label).to_be_visible()
        expect(label).to_contain_text("画面を消さない")
        expect(page.locator("#wake-switch")).to_be_checked()
        # switched off, then on: the tap on the switch starts the looping video
        page.locator("#wake-switch").uncheck()
        expect(label).to_have_attribute("data-wake", "off")
        assert page.evaluate("localStorage.getItem('companion.wakeLock')") == "off"
        page.locator("#wake-switch").check()
        expect(label).to_have_attribute("data-wake", "video")
        assert page.evaluate("localStorage.getItem('companion.wakeLock')") == "on"
        # a new page (the next move): the video starts again at once or at the first tap
        page.reload()
        page.locator("h1").first.click()
        expect(label).to_have_attribute("data-wake", "video")
        expect(label.locator(".wake-refused")).to_have_count(0)
    finally:
        close_watched(browser, browser.close)
