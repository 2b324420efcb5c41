"""Issue 37's leftovers, item 1, on a phone (375×812, Japanese): a reload or a closed tab in the
middle of a placement or a pick-up keeps the counts and choices the player set
(static/js/tzolkin_draft.js: localStorage, keyed by table, seat and move number), with no page
load other than the one opening the page; the draft goes once the move is recorded, and a draft
of an older move number is never put back.

Hand-worked from seed 003 「手番は置くか取り上げるか」: Ana's first turn, no worker on the gears,
2 workers on Palenque (spots 0 and 1) and 1 on Yaxchilan (spot 0) cost the spots 0 + 1 + 0 = 1
plus the fee for 3 workers, 3: 4 corn, 6 − 4 = 2 left.  The market (seed 「ティカルとウシュマル」,
Uxmal 2): 1 wood sold for 2 corn, 4 + 2 = 6 corn."""
from __future__ import annotations

import json

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import ASKED, choose, count_loads
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_pickup_one_page import _ana_now, _ana_phone, _edit_ana
from tests.browser.test_tzolkin_pickup_phone import market_table, three_workers_table

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

DRAFTS = ("Object.keys(localStorage).filter(k => k.startsWith('tz-draft:')).sort()")


def _plus(phone, gear: str) -> None:
    row = phone.locator("#tz-place .tz-gear-row",
                        has=phone.locator(f'input[name="place-n_{gear}"]'))
    row.get_by_role("button", name="+1").click()


@pytest.mark.browser
def test_a_placement_survives_a_reload_and_a_closed_tab(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)

    def fresh(state):
        ana = state["seats"][0]
        ana.update(corn=6, workers_hand=ana["workers_hand"] + 3)
    _edit_ana(live_server.app, code, fresh)
    ctx, phone = _ana_phone(browser, base, code)
    try:
        place = phone.locator("#tz-place")
        key = place.get_attribute("data-draft-key")
        version = int(key.split(":")[2])
        assert key == f"{code}:0:{version}" and version == 4  # the 4 starting wealth choices
        # a draft of an older move number (the table moved on since) is never put back, and goes
        old = f"tz-draft:{code}:0:{version - 1}:tz-place"
        phone.evaluate("([k, v]) => localStorage.setItem(k, v)", [old, json.dumps(
            {"saved": 1e13, "values": {"place-n_palenque": ["2"]}})])
        phone.reload()
        expect(place.locator(".tz-out-workers")).to_have_text("0")
        expect(place.locator('input[name="place-n_palenque"]')).to_have_value("0")
        phone.wait_for_function(f"() => ({DRAFTS}).length === 0")

        loads = count_loads(phone)
        _plus(phone, "palenque")
        _plus(phone, "palenque")
        _plus(phone, "yaxchilan")
        expect(place.locator(".tz-out-workers")).to_have_text("3")
        phone.reload()
        expect(place.locator('input[name="place-n_palenque"]')).to_have_value("2")
        expect(place.locator('input[name="place-n_yaxchilan"]')).to_have_value("1")
        # drawn again by the page's script: the workers and the cost count the counts put back
        expect(place.locator(".tz-out-workers")).to_have_text("3")
        expect(place.locator(".tz-out-cost")).to_have_text("4（位置1＋人数料金3）")
        assert len(loads) == 1  # the reload alone
        assert phone.evaluate(DRAFTS) == [f"tz-draft:{key}:tz-place"]

        # a closed tab: the next one opens on the same counts
        phone.close()
        phone = ctx.new_page()
        phone.goto(f"{base}/t/{code}/me")
        place = phone.locator("#tz-place")
        expect(place.locator('input[name="place-n_palenque"]')).to_have_value("2")
        expect(place.locator(".tz-out-workers")).to_have_text("3")

        with answered(phone):
            place.get_by_role("button", name="置く", exact=True).click()
        expect(phone.locator("#tz-done")).to_be_visible()
        assert phone.evaluate(DRAFTS) == []  # recorded: the draft is gone
    finally:
        close_contexts(ctx)
    assert _ana_now(live_server.app, code)["corn"] == 2


@pytest.mark.browser
def test_a_pick_up_survives_a_closed_tab(chromium, live_server):
    """Ana's worker on Uxmal 2 picked up, its market selling 1 wood: a new tab of the seat's
    page (its address holds no choice) puts both back, the market's fields drawn by the server
    for the action put back, and counts the corn after the trade again."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = market_table(live_server.app)
    ctx, phone = _ana_phone(browser, base, code)
    try:
        choose(phone, 'input[name="pick_uxmal_2"][value="2"]')
        form = phone.locator("#tz-pickup")
        before = phone.evaluate(ASKED)
        form.locator('label[data-role="sell"]').first.get_by_role("button", name="+1").click()
        expect(form.locator(".tz-out-corn")).to_have_text("6")
        phone.wait_for_function(f"b => ({ASKED}) !== b", arg=before)
        phone.close()
        phone = ctx.new_page()
        loads = count_loads(phone)
        phone.goto(f"{base}/t/{code}/me")
        form = phone.locator("#tz-pickup")
        expect(form.locator('input[name="pick_uxmal_2"][value="2"]')).to_be_checked()
        expect(form.locator('input[name="pickup-w0_sell_wood"]')).to_have_value("1")
        expect(form.locator(".tz-out-corn")).to_have_text("6")
        assert len(loads) == 1
        with answered(phone):
            form.get_by_role("button", name="取り上げる", exact=True).click()
        expect(phone.locator("#tz-done")).to_contain_text("木材1を売")
        assert phone.evaluate(DRAFTS) == []
    finally:
        close_contexts(ctx)
    ana = _ana_now(live_server.app, code)
    assert (ana["corn"], ana["wood"]) == (6, 0)
