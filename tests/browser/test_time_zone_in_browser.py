"""The page tells the server its time zone (static/js/time_zone.js): a browser set to Tokyo
keeps ``tz=Asia/Tokyo`` after its first page, and one set to New York ``America/New_York``."""
from __future__ import annotations

import pytest

from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import PHONE


@pytest.mark.browser
@pytest.mark.parametrize("zone", ["Asia/Tokyo", "America/New_York"])
def test_the_first_page_keeps_the_browser_s_zone_in_a_cookie(chromium, live_server, zone):
    _pw, browser = chromium
    ctx = open_context(browser, live_server.url, "ja", timezone_id=zone, **PHONE)
    page = ctx.new_page()
    page.goto(live_server.url + "/")
    page.wait_for_load_state("load")
    kept = {c["name"]: c["value"] for c in ctx.cookies()}
    assert kept.get("tz") == zone
