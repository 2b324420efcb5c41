"""A Japanese table trial's findings on a phone (375×812, Japanese): the placement steppers
stop at the workers in hand and say in words when the corn does not reach (static/js/tzolkin.js;
without the script the server refuses, tests/web/test_tzolkin_trial_steppers.py); a sale the
pick-up order no longer allows is lowered to what is held, and a market trading nothing says so.

Seed 003 「手番は置くか取り上げるか」: workers go on the lowest free spot, the cost is the spots'
numbers plus the fee for the number of workers (0/0/1/3/6/10/15 corn for 0 to 6); begging
(「食料不足の救済と具体的な初手」): with 2 corn or less, at the start of the turn, take corn up to 3
and step one temple down.

The trial's worst placing turn (Ana, 2 workers in hand, 3 corn, every gear empty; she meant two
workers on Palenque): + Palenque twice, + Yaxchilan, + Tikal (「労働者：4/2人 · 費用：コーン7」:
spots 0+1+0+0 = 1, fee 6), 「置く」 (refused: a page load), − Yaxchilan, − Tikal, 「置く」: 8 taps,
2 page loads.  Now the third + is off (2 workers in hand), and 「置く」 sends Palenque 0 and 1:
spots 1 + fee 1 = 2 corn, in 3 taps and no page load before the move."""
from __future__ import annotations

import re

import pytest

from tests.browser.answers import answered
from tests.browser.pickup_taps import ASKED, choose, count_loads
from tests.browser.test_tzolkin_pickup_one_page import _ana_now, ana_at_table
from tests.browser.test_tzolkin_market_held import wood_then_market

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

BEFORE_TAPS, BEFORE_LOADS = 8, 2  # the trial's turn, counted by hand above


def _row(phone, gear: str):
    return phone.locator("#tz-place .tz-gear-row",
                         has=phone.locator(f'input[name="place-n_{gear}"]'))


@pytest.mark.browser
def test_plus_stops_at_the_workers_in_hand_and_the_worst_turn_takes_three_taps(chromium, live_server):
    def two_in_hand(state):
        state["seats"][0].update(corn=3, workers_hand=2)
    with ana_at_table(chromium, live_server, two_in_hand) as (code, phone):
        loads = count_loads(phone)
        place = phone.locator("#tz-place")
        taps = 0
        for _ in range(2):
            _row(phone, "palenque").get_by_role("button", name="+1").click()
            taps += 1
        expect(place.locator(".tz-out-workers")).to_have_text("2")
        # 2 of 2 workers: no + takes a third
        for gear in ("yaxchilan", "tikal", "palenque"):
            expect(_row(phone, gear).get_by_role("button", name="+1")).to_be_disabled()
        expect(place.locator(".tz-place-why")).to_be_hidden()
        expect(place.locator(".tz-out-cost")).to_have_text("2（位置1＋人数料金1）")
        assert loads == []
        with answered(phone):
            place.get_by_role("button", name="置く", exact=True).click()
        taps += 1
        expect(phone.locator("#tz-done")).to_be_visible()
        # the move itself may load the page once (as before); no refusal before it
        assert taps == 3 and len(loads) <= 1, (taps, loads)
        assert taps < BEFORE_TAPS and len(loads) < BEFORE_LOADS
    ana = _ana_now(live_server.app, code)
    assert (ana["corn"], ana["workers_hand"]) == (1, 0)


@pytest.mark.browser
def test_a_placement_above_the_corn_held_says_how_much_is_missing(chromium, live_server):
    """Ana: 3 workers in hand, 3 corn.  + Palenque three times: spots 0+1+2 = 3, fee 3 for 3
    workers: 6 corn, 3 more than held: 「置く」 is off and the line says so."""
    with ana_at_table(chromium, live_server, lambda s: s["seats"][0].update(corn=3, workers_hand=3)) as (code, phone):
        place = phone.locator("#tz-place")
        plus = _row(phone, "palenque").get_by_role("button", name="+1")
        plus.click()
        plus.click()
        # 2 workers: spots 0+1, fee 1: 2 corn, enough
        expect(place.locator(".tz-place-why")).to_be_hidden()
        expect(place.get_by_role("button", name="置く", exact=True)).to_be_enabled()
        plus.click()
        expect(place.locator(".tz-place-why")).to_have_text("コーンが足りません：あと3必要です。")
        expect(place.locator(".tz-place-why")).to_have_class(re.compile(r"\bfield-error\b"))
        expect(place.get_by_role("button", name="置く", exact=True)).to_be_disabled()
        _row(phone, "palenque").get_by_role("button", name="−1").click()
        expect(place.locator(".tz-place-why")).to_be_hidden()
        expect(place.get_by_role("button", name="置く", exact=True)).to_be_enabled()


@pytest.mark.browser
def test_short_of_corn_where_begging_would_cover_it_says_so(chromium, live_server):
    """Ana: 1 corn, 2 workers in hand, temples above the bottom: she may beg (corn up to 3).
    + Palenque twice: spots 0+1, fee 1: 2 corn, 1 more than held; begging brings 3."""
    with ana_at_table(chromium, live_server, lambda s: s["seats"][0].update(corn=1, workers_hand=2)) as (code, phone):
        place = phone.locator("#tz-place")
        plus = _row(phone, "palenque").get_by_role("button", name="+1")
        plus.click()
        plus.click()
        expect(place.locator(".tz-place-why")).to_have_text(
            "コーンが足りません：あと1必要です。 先に物乞い（下の「コーン不足？物乞い」、置く前に）"
            "をすればコーンが3になり、この置き方に足ります。")
        expect(place.get_by_role("button", name="置く", exact=True)).to_be_disabled()


@pytest.mark.browser
def test_moving_the_market_up_lowers_a_sale_no_longer_possible_and_says_so(chromium, live_server):
    """Item 2 and 3.  Ana: 4 corn, no resource, workers on Yaxchilan 1 (1 wood) and Uxmal 2 (the
    market, 「木材1個と2コーン」).  Yaxchilan first: 1 wood sold, 4 + 2 = 6 corn.  The market
    moved up with ↑: nothing gained before it, 0 wood held: the sale is lowered to 0 (and said),
    corn 4.  Trading nothing is allowed (「好きな回数、売買します」): said, not refused; sent so,
    Ana keeps her 4 corn and gets Yaxchilan's wood."""
    with ana_at_table(chromium, live_server, wood_then_market) as (code, phone):
        choose(phone, 'input[name="pick_yaxchilan_1"][value="1"]')
        choose(phone, 'input[name="pick_uxmal_2"][value="2"]')
        form = phone.locator("#tz-pickup")
        idle = form.locator(".tz-no-trade")
        expect(idle).to_have_text("何も売買しないと、この労働者の仕事はなくなります。")
        expect(idle).to_be_visible()
        before = phone.evaluate(ASKED)
        form.locator('label[data-key="w1_sell_wood"]').get_by_role("button", name="+1").click()
        phone.wait_for_function(f"b => ({ASKED}) !== b", arg=before)
        expect(form.locator(".tz-out-corn")).to_have_text("6")
        expect(form.locator(".tz-no-trade")).to_be_hidden()
        # the market up: it acts first, with no wood yet
        up = form.locator('.tz-pick-row[data-gear="uxmal"] .tz-up')
        before = phone.evaluate(ASKED)
        up.click()
        phone.wait_for_function(f"b => ({ASKED}) !== b", arg=before)
        wood = form.locator('label[data-key="w0_sell_wood"]')
        expect(wood).to_have_attribute("data-held", "0")
        expect(wood.locator("input")).to_have_value("0")
        expect(wood.locator(".tz-lowered-note")).to_have_text(
            "1から0に下げました：この労働者より先に取り上げる労働者の後では、ここでこれより多くは売れません。")
        expect(form.locator(".tz-out-corn")).to_have_text("4")
        expect(wood.locator("input")).not_to_have_class(re.compile(r"\btz-wrong\b"))
        expect(form.locator(".tz-no-trade")).to_be_visible()
        phone.wait_for_timeout(700)  # the pick-up asked for again with the lowered sale
        expect(wood.locator(".tz-lowered-note")).to_be_visible()
        expect(wood.locator("input")).to_have_value("0")
        expect(form.locator(".tz-send")).to_be_enabled()
        with answered(phone):
            form.get_by_role("button", name="取り上げる", exact=True).click()
        expect(phone.locator("#tz-done")).to_be_visible()
    ana = _ana_now(live_server.app, code)
    assert (ana["corn"], ana["wood"]) == (4, 1)
