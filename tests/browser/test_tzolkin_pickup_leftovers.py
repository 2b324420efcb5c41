"""Issue 37's leftovers on a phone (375×812, Japanese): a technology step's payment cannot be
overpaid with its steppers, and says what the step costs; the suggested choices are marked
「おすすめ」.

Seed 003 「技術の費用と4種類の効き方」: a step from level 0 costs 1 resource.  Ana (2 wood, 1 stone,
every technology at 0) picks up her worker on Tikal 1 (one step).  The page suggests a track
and pays it with 1 wood; the wood's + stops there, so does the stone's; once the wood is taken
off, the stone's + adds 1 and stops.  Sent: 2 wood kept, the stone paid, one track 0 → 1.
The server still checks the payment (tests/web/test_tzolkin_trial_leftovers.py)."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import ASKED, choose
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_pickup_one_page import _ana_now, _ana_phone, _edit_ana, _put
from tests.browser.test_tzolkin_pickup_phone import three_workers_table

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def _step(phone, field: str, sign: str) -> None:
    """Tap the stepper ``sign`` ("+1" or "−1") of the payment ``field`` and wait until the
    pick-up part asked for by it is in place (tzolkin.js asks once the player stops)."""
    before = phone.evaluate(ASKED)
    box = phone.locator(f'label[data-key="{field}"]')
    box.get_by_role("button", name=sign).click()
    phone.wait_for_function(f"b => ({ASKED}) !== b", arg=before)


@pytest.mark.browser
def test_the_payment_steppers_stop_at_what_the_step_costs(chromium, live_server):
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    before = {}

    def one_step(state):
        ana = state["seats"][0]
        ana.update(corn=0, wood=2, stone=1, gold=0, workers_hand=ana["workers_hand"] + 2)
        ana["technologies"] = {t: 0 for t in ana["technologies"]}
        _put(state, "tikal", 1)
    _edit_ana(live_server.app, code, one_step)
    ctx, phone = _ana_phone(browser, live_server.url, code)
    try:
        choose(phone, 'input[name="pick_tikal_1"][value="1"]')
        form = phone.locator("#tz-pickup")
        track = form.locator('fieldset[data-key="w0_t0"]')
        chosen = track.locator("input:checked")
        before["track"] = chosen.get_attribute("value")
        # the suggested track is marked, and so is the suggested payment
        expect(track.locator("label:has(input:checked) .tz-suggested")).to_have_text("おすすめ")
        expect(form.locator(".tz-suggested-note")).to_be_visible()
        wood = form.locator('input[name="pickup-w0_t0_pay_wood"]')
        stone = form.locator('input[name="pickup-w0_t0_pay_stone"]')
        line = form.locator(".tz-pay-sum")
        expect(wood).to_have_value("1")
        expect(line).to_have_text("この段階の費用は資源1個：いま1個を払います。")
        plus = {r: form.locator(f'label[data-key="w0_t0_pay_{r}"]').get_by_role("button", name="+1")
                for r in ("wood", "stone", "gold")}
        for r in plus:  # paid in full: no + adds more
            expect(plus[r]).to_be_disabled()
        _step(phone, "w0_t0_pay_wood", "−1")
        expect(wood).to_have_value("0")
        expect(line).to_have_text("この段階の費用は資源1個：いま0個を払います。")
        expect(plus["stone"]).to_be_enabled()
        _step(phone, "w0_t0_pay_stone", "+1")
        expect(stone).to_have_value("1")
        expect(plus["stone"]).to_be_disabled()
        expect(line).to_have_text("この段階の費用は資源1個：いま1個を払います。")
        expect(form.locator(".tz-refused")).to_have_count(0)
        with answered(phone):
            phone.get_by_role("button", name="取り上げる", exact=True).click()
        expect(phone.locator("#tz-done")).to_be_visible()
    finally:
        close_contexts(ctx)
    ana = _ana_now(live_server.app, code)
    assert (ana["wood"], ana["stone"], ana["technologies"][before["track"]]) == (2, 0, 1)
