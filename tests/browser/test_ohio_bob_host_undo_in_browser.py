"""Trial 45, Ohio Bob, item 1, on the host screen (1280×800, Japanese): the tester's host undo
took back two moves.  The record shows two presses, each asked and answered yes: the first
press's question came late (the question waits for the table's version, and their browser
answered it late), so they pressed again once the first undo had been put in.  Now a press
marks the form busy at once (its button dims and says it is working), a second press while the
first is asked asks nothing and sends nothing, and the undo sent names the move its question
named (hidden ``undoes``), which the server alone takes back (tests/web/test_ohio_bob_host_undo.py).

Ana's solo table, the sample drawn by the app (seed 3): her first room, the Super Gear's
option A, then north (move 3: 「北へ移動」).  The table's version answer is held until the
test lets it go, as on a slow network."""
from __future__ import annotations

import pytest

from companion import tables
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.pickup_taps import count_loads
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_layout_in_browser import HOST, opened
from tests.driver import stored_moves

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

UNDO_FORM = 'form[action$="/undo"]'
UNDO = f"{UNDO_FORM} button[type=submit]"


def _table(app):
    """Ana's solo table after three moves: (code, host token)."""
    with app.test_request_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "Ana", "colour": "red"}], seed="3",
            options={"mode": "app", "difficulty": "easy", "sides": {}, "challenge": 0,
                     "card_set": "green"})
        for data in ({"type": "first_room", "room": "G14"},
                     {"type": "play", "card": "super_gear", "option": "A"},
                     {"type": "effect", "dir": "N"}):
            tables.record_move(table, 0, {**data, "seat": 0}, tables.current(table).version)
        return table.code, table.host_token


@pytest.mark.browser
def test_one_press_and_a_second_while_it_is_asked_take_back_one_move(chromium, live_server):
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, host_token = _table(app)
    app.config["POLL_SECONDS"] = 30  # nothing but the press asks the table
    ctx, host = opened(browser, base, app, code, HOST, host_token=host_token)
    asked: list[str] = []
    errors: list[str] = []
    held: list = []
    try:
        host.on("pageerror", lambda exc: errors.append(str(exc)))
        host.goto(f"{base}/t/{code}")
        form = host.locator(UNDO_FORM)
        question = form.get_attribute("data-confirm")
        assert question.startswith("最後の手を取り消しますか？ 北へ移動"), question
        assert form.locator('input[name="undoes"]').get_attribute("value") == "3"
        loads = count_loads(host)
        host.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
        host.route("**/version*", lambda route: held.append(route))

        host.locator(UNDO).click()
        # at once, before the table answers: the button shows that the press was taken
        expect(form).to_have_attribute("aria-busy", "true")
        assert host.locator(UNDO).evaluate("b => getComputedStyle(b, '::after').content") \
            == '" …"'
        # a second press while the first is asked: nothing more is asked of the table
        host.locator(UNDO).click()
        host.wait_for_timeout(300)
        assert len(held) == 1 and asked == []
        with answered(host):
            held[0].continue_()
        host.unroute("**/version*")
        assert asked == [question]
        expect(host.locator("#undo-notice")).to_contain_text("最後の手を取り消しました：3手目「北へ移動")
        host.wait_for_timeout(1500)  # a second question or a second undo would have come
        assert asked == [question]
        assert [kind for _n, kind, _s in stored_moves(app, code)] == ["move"] * 3 + ["undo"]
        expect(host.locator("#move-log li.undo")).to_have_count(1)
        # the form drawn after it names move 2, and is no longer busy
        expect(form.locator('input[name="undoes"]')).to_have_attribute("value", "2")
        expect(form).not_to_have_attribute("aria-busy", "true")
        assert loads == [] and errors == []
    finally:
        close_contexts(ctx)
