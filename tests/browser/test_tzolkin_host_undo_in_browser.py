"""Issue 37's leftovers, items 3 and 4, on the host screen (1280×800, Japanese) of a Tzolk'in
table, with a phone (375×812) playing:

* the undo question follows the table: pressed in the moment after a phone's move, before the
  host page's next poll, it names that move (the page asks the table's version first and
  draws itself anew), never the one before, and the undo takes that move back, with no page
  load on the host screen;
* the undo notice says what the move did, with its number: 「3手目「Ana：パレンケ…」」, not
  only whose and which kind.

The host page's poll is set to 30 seconds, so that nothing but the press brings it up to date.
Records 1 and 2 are the starting wealth choices; the phone's placement is record 3: one worker
on Palenque's lowest free spot, which costs its number in corn (seed 003 「手番は置くか取り上げるか」;
two players: neutral workers hold some spots)."""
from __future__ import annotations

import pytest

from companion import tables
from companion.games.tzolkin.rules.play_state import current_seat
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import count_loads
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_layout_in_browser import HOST, PLAYERS, opened
from tests.web.test_tzolkin_table_trial import _palenque_line

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}
UNDO = 'form[action$="/undo"] button[type=submit]'


def _table(app):
    """Two players, their starting wealth chosen (the first two tiles dealt): (code, host
    token, seat tokens, the seat to move, the line its placement on Palenque will have)."""
    with app.test_request_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="11")
        seat_tokens = [tables.claim_seat(table, seat, f"device-{seat}").token
                       for seat in range(2)]
        for seat in range(2):
            state = tables.current(table).state
            tables.record_move(table, seat, {"type": "choose_wealth",
                                             "tiles": state["wealth_dealt"][str(seat)][:2]},
                               tables.current(table).version)
        state = tables.current(table).state
        mover = current_seat(state)
        spot = min(set(range(10)) - {w["spot"] for w in state["gears"]["palenque"]})
        line = _palenque_line(PLAYERS[mover]["name"], spot)
        return table.code, table.host_token, seat_tokens, mover, line


@pytest.mark.browser
def test_the_undo_question_names_the_move_just_made_on_a_phone(chromium, live_server):
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, host_token, seat_tokens, mover, line = _table(app)
    app.config["POLL_SECONDS"] = 30  # the host page learns of the move only when pressed
    host_ctx, host = opened(browser, base, app, code, HOST, host_token=host_token)
    phone_ctx, phone = opened(browser, base, app, code, PHONE, seat_token=seat_tokens[mover])
    asked: list[str] = []
    errors: list[str] = []
    try:
        host.on("pageerror", lambda exc: errors.append(str(exc)))
        host.goto(f"{base}/t/{code}")
        expect(host.locator("#move-log li")).to_have_count(2)
        before = host.locator('form[action$="/undo"]').get_attribute("data-confirm")
        assert before.startswith("最後の手を取り消しますか？ ") and "初期財産" in before
        loads = count_loads(host)

        phone.goto(f"{base}/t/{code}/me")
        row = phone.locator("#tz-place .tz-gear-row",
                            has=phone.locator('input[name="place-n_palenque"]'))
        row.get_by_role("button", name="+1").click()
        with answered(phone):
            phone.get_by_role("button", name="置く", exact=True).click()
        expect(phone.locator("#tz-done")).to_be_visible()
        # the host page has not heard of it: it still offers to undo the wealth choice
        assert host.locator('form[action$="/undo"]').get_attribute("data-confirm") == before
        expect(host.locator("#move-log li")).to_have_count(2)

        def answer(dialog):
            asked.append(dialog.message)
            dialog.accept()
        host.on("dialog", answer)
        with answered(host):
            host.locator(UNDO).click()
        assert asked == [f"最後の手を取り消しますか？ {line}"]
        notice = host.locator("#undo-notice")
        expect(notice).to_contain_text(f"最後の手を取り消しました：3手目「{line[:-1]}」")
        expect(host.locator("#move-log li.undo")).to_have_count(1)
        expect(host.locator("#move-log li.undone")).to_contain_text(line)
        assert loads == [] and errors == []
    finally:
        close_contexts(host_ctx, phone_ctx)
