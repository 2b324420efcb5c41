"""A set entered on a phone comes to the host screen in a real browser (companion/web/
set_give.py): the laptop shows a QR code from its new-table form, the phone opens its link
(the scan) and taps its set, and the laptop's page goes back to the form with the set chosen.
What the table pays is counted: one tap on the laptop, one on the phone, nothing typed; what
the laptop's form held before is kept."""
from __future__ import annotations

import json
import secrets

import pytest

from companion.registry import GAMES
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import count_loads
from tests.browser.taps import Taps
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import csrf_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 393, "height": 851}, "device_scale_factor": 2.75,
         "is_mobile": True, "has_touch": True}


def _phone_saves_a_set(live_server, key: str) -> None:
    """The phone (device key ``key``) has saved a Mayan Curse set 「うちの箱」."""
    client = live_server.app.test_client()
    client.set_cookie("tc_device", key)
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    assert client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "うちの箱",
        "text": json.dumps(GAMES["mayan_curse"].sample_components())}).status_code == 302


def test_a_phones_set_comes_to_the_laptop_with_one_tap_on_each(chromium, live_server):
    _pw, browser = chromium
    key = secrets.token_urlsafe(32)
    _phone_saves_a_set(live_server, key)
    laptop_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    phone_ctx = browser.new_context(**PHONE)
    try:
        for ctx in (laptop_ctx, phone_ctx):
            ctx.set_default_timeout(WAIT_MS)
            ctx.add_cookies([{"name": "lang", "value": "ja", "url": live_server.url}])
        phone_ctx.add_cookies([{"name": "tc_device", "value": key, "url": live_server.url}])
        laptop, phone = laptop_ctx.new_page(), phone_ctx.new_page()
        laptop_loads, phone_loads = count_loads(laptop), count_loads(phone)
        laptop_taps, phone_taps = Taps(), Taps()
        laptop.goto(f"{live_server.url}/new/mayan_curse")
        laptop.locator('input[name="name_0"]').fill("ハナコ")  # typed before: kept
        with answered(laptop):
            laptop_taps.tap(laptop.get_by_text("スマホで入力したセットをこの端末で使う"),
                            "open the QR code")
        expect(laptop.locator("#give-qr")).to_be_visible()
        url = laptop.locator("#give-url").get_attribute("href")
        phone.goto(url)  # the phone's camera scans the QR code
        expect(phone.locator("#give-sets")).to_contain_text("うちの箱")
        with answered(phone):
            phone_taps.tap(phone.get_by_role("button", name="うちの箱"), "the set")
        expect(phone.locator("#give-sent")).to_have_text("ホスト画面に送りました：うちの箱")
        laptop.wait_for_url("**/new/mayan_curse?components=*")
        chosen = laptop.locator('select[name="components"]')
        expect(chosen.locator("option:checked")).to_contain_text("うちの箱")
        expect(laptop.locator('input[name="name_0"]')).to_have_value("ハナコ")
        assert laptop_taps.total == 1 and phone_taps.total == 1
        assert not [u for u in laptop_loads if "/give/" in u]  # the polls load no page
        print(f"laptop: {laptop_taps.report()}, loads {laptop_loads}; "
              f"phone: {phone_taps.report()}, loads {phone_loads}")
        assert len(laptop_loads) == 3  # the form, the QR code page, the form with the set
        assert len(phone_loads) == 3  # the list (the scan), the tap's POST and its answer
    finally:
        close_contexts(laptop_ctx, phone_ctx)
