"""Issue 37's leftovers, item 2, on a phone (375×812, Japanese): the market's sale stops at what
the player holds at that point of the pick-up, and says why (static/js/tzolkin.js, the field's
data-held from the server); a count typed above it is marked.  Without the script the form
takes any count and the engine refuses the overdraft (tests/web/test_tzolkin_market_held.py).

Hand-worked from seed 003: Ana holds 4 corn and no resource, every technology at 0, and has
workers on Yaxchilan 1 (「ヤシュチラン1で木材1個を得て」) and Uxmal 2 (the market, 「木材1個と2コーン」).
Picked up in that order, the market sees 0 + 1 = 1 wood and no stone: 1 wood sold at most,
4 + 2 = 6 corn."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.pickup_taps import ASKED, choose
from tests.browser.test_tzolkin_pickup_one_page import _ana_now, ana_at_table, _put

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def wood_then_market(state) -> None:
    """Ana with 4 corn, no resource, no technology, one worker more in hand, and workers on
    Yaxchilan 1 (1 wood) and Uxmal 2 (the market), to pick up in that order."""
    ana = state["seats"][0]
    ana.update(corn=4, wood=0, stone=0, gold=0, workers_hand=ana["workers_hand"] + 1)
    ana["technologies"] = {t: 0 for t in ana["technologies"]}
    _put(state, "yaxchilan", 1)
    _put(state, "uxmal", 2)


@pytest.mark.browser
def test_the_sale_stops_at_what_the_earlier_workers_left(chromium, live_server):
    with ana_at_table(chromium, live_server, wood_then_market) as (code, phone):
        choose(phone, 'input[name="pick_yaxchilan_1"][value="1"]')
        choose(phone, 'input[name="pick_uxmal_2"][value="2"]')
        form = phone.locator("#tz-pickup")
        wood = form.locator('label[data-key="w1_sell_wood"]')
        stone = form.locator('label[data-key="w1_sell_stone"]')
        expect(wood).to_have_attribute("data-held", "1")
        expect(stone).to_have_attribute("data-held", "0")
        # no stone at this point: its + is off from the start, and the page says why
        expect(stone.get_by_role("button", name="+1")).to_be_disabled()
        expect(stone.locator(".tz-held-note")).to_have_text(
            "取り上げのこの時点で持っている石材は0個です。これより多くは売れません。")
        expect(wood.locator(".tz-held-note")).to_be_hidden()
        before = phone.evaluate(ASKED)
        wood.get_by_role("button", name="+1").click()
        phone.wait_for_function(f"b => ({ASKED}) !== b", arg=before)
        wood = form.locator('label[data-key="w1_sell_wood"]')
        expect(wood.locator("input")).to_have_value("1")
        expect(wood.get_by_role("button", name="+1")).to_be_disabled()
        expect(wood.locator(".tz-held-note")).to_have_text(
            "取り上げのこの時点で持っている木材は1個です。これより多くは売れません。")
        expect(form.locator(".tz-out-corn")).to_have_text("6")
        # a count typed above it is marked (the server would refuse it)
        count = wood.locator("input")
        count.fill("3")
        expect(count).to_have_class(re.compile(r"\btz-wrong\b"))
        expect(wood.locator(".tz-held-note")).to_have_class(re.compile(r"\bfield-error\b"))
        count.fill("1")
        expect(count).not_to_have_class(re.compile(r"\btz-wrong\b"))
        phone.wait_for_timeout(700)  # the pick-up asked for again once the player stops
        expect(form.locator(".tz-send")).to_be_enabled()
        with answered(phone):
            form.get_by_role("button", name="取り上げる", exact=True).click()
        expect(phone.locator("#tz-done")).to_contain_text("木材1を売")
    ana = _ana_now(live_server.app, code)
    assert (ana["corn"], ana["wood"]) == (6, 0)
