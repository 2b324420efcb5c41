"""Issue 37, item 2, on a phone: the gears drawn with each spot's action; a worker tapped says
what it does after the next turn of the calendar, and on the page of the seat to move it sets
that worker's row of the pick-up form to its own spot's action.

Ana (blue, seat 1) has 0 corn, 1 wood and workers on Palenque 1, Tikal 1 and Uxmal 1
(tests/browser/test_tzolkin_pickup_phone.py).  Seed 003: after a day each stands on 2 of its
gear: Palenque 2 is the corn harvest (4 corn), Tikal 2 builds a building, Uxmal 2 the market.
Palenque 1 (fishing) and Tikal 1 (a technology step, paid with the wood) are offered; Uxmal 1
(3 corn: a temple +1) is not while no worker above it is picked up (0 corn; workers act in
turn, seed 003 「取り上げる」), so, tapped first, its row stays as it was and is only brought up.
A choice redraws the one-page pick-up in place (static/js/tzolkin.js); the row is brought up
again once drawn anew.
What the table pays: one tap to open the board, then one tap a worker; no page load."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.test_tzolkin_pickup_phone import three_workers_table

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


@pytest.mark.browser
def test_a_worker_tapped_says_its_next_day_and_selects_its_pick_up_row(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    ctx = browser.new_context(**dict(phone_options(pw), viewport={"width": 375, "height": 740}))
    ctx.set_default_timeout(WAIT_MS)
    try:
        phone = ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.get_by_role("button", name="I am Ana").click()
        expect(phone.locator("h2.tz-your-turn")).to_be_visible()
        loads = []
        phone.on("request", lambda r: loads.append(r.url) if r.resource_type == "document" else None)
        taps = 0

        phone.locator("details.tz-whole-board > summary").click()
        taps += 1
        gears = phone.locator("details.tz-whole-board div.gears")
        expect(gears.locator('.worker[data-w="palenque.1"]')).to_be_visible()
        # the drawing says what each spot does; Ana's workers carry her seat's mark, number 1
        palenque = gears.locator('figure[data-gear="palenque"]')
        expect(palenque.locator("text.spot-label").first).to_have_text("Fish3 corn")
        expect(gears.locator('.worker[data-w="tikal.1"] .seat-no')).to_have_text("1")
        pick = phone.locator("#tz-pickup")
        redraws = phone.locator("html")

        def row(gear: str):
            return pick.locator(f'fieldset.tz-pick-row[data-gear="{gear}"][data-spot="1"]')

        def action(gear: str, value: str):
            return row(gear).locator(f'input[name="pick_{gear}_1"][value="{value}"]')

        gears.locator('.worker[data-w="uxmal.1"]').click()
        taps += 1
        info = gears.locator(".gear-info")
        expect(info).to_contain_text("After the next turn of the calendar: Uxmal 2: Market")
        # Uxmal 1 is not offered with 0 corn: its row stays as it was (left on the gear, no
        # redraw) and is brought up
        expect(row("uxmal").locator('input[value="1"]')).to_have_count(0)
        expect(action("uxmal", "")).to_be_checked()
        expect(row("uxmal").locator("input:checked")).to_be_focused()
        expect(row("uxmal")).to_be_in_viewport()
        assert redraws.get_attribute("data-tz-choices") is None

        gears.locator('.worker[data-w="palenque.1"]').click()
        taps += 1
        expect(info).to_contain_text("Ana: Palenque 1: Fishing: 3 corn")
        expect(info).to_contain_text(
            "After the next turn of the calendar: Palenque 2: Corn harvest: 4 corn")
        expect(palenque.locator('.spot-ring.next')).to_have_attribute("data-at", "2")
        # the choice redraws the pick-up in place; the row, drawn anew, is the one in view
        expect(redraws).to_have_attribute("data-tz-choices", "1")
        expect(action("palenque", "1")).to_be_checked()
        expect(action("palenque", "1")).to_be_focused()
        expect(row("palenque")).to_be_in_viewport()

        gears.locator('.worker[data-w="tikal.1"]').click()
        taps += 1
        expect(info).to_contain_text(
            "After the next turn of the calendar: Tikal 2: Build 1 building")
        expect(redraws).to_have_attribute("data-tz-choices", "2")
        expect(action("tikal", "1")).to_be_checked()
        expect(action("tikal", "1")).to_be_focused()
        expect(row("tikal")).to_be_in_viewport()
        expect(action("palenque", "1")).to_be_checked()
        expect(action("uxmal", "")).to_be_checked()

        assert (taps, loads) == (4, [])
        # legible on a 375 px phone: every action's words at 9 px or more, most at 11 px
        sizes = _label_sizes(phone)
        assert min(sizes) >= 9 and sorted(sizes)[len(sizes) // 4] >= 11, sizes
        # what was chosen by tapping goes on as if chosen in the form
        assert pick.locator('input[name="pickup-selection"]').input_value() == \
            "palenque.1.1 tikal.1.1"
    finally:
        close_contexts(ctx)


@pytest.mark.browser
def test_on_the_host_screen_a_worker_tapped_says_its_next_day_in_japanese(chromium, live_server):
    """The host screen (1280 × 800) has no pick-up form: a tapped worker only says where the
    next day takes it.  Ana's worker on Uxmal 1 reaches the market (市場)."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": "ja", "url": base}])
    try:
        host = ctx.new_page()
        host.goto(f"{base}/new/tzolkin")
        host.select_option("#player_count", "4")
        for i, (name, colour) in enumerate([("Ana", "blue"), ("Ben", "red"), ("Cho", "yellow"),
                                            ("Dev", "green")]):
            host.fill(f'input[name="name_{i}"]', name)
            host.select_option(f'select[name="colour_{i}"]', colour)
        with answered(host):
            host.get_by_role("button", name="テーブルを作る").click()
        code = host.locator("#join-code").inner_text().strip()
        _workers_on_the_gears(live_server.app, code)
        host.goto(f"{base}/t/{code}")
        worker = host.locator('div.gears .worker[data-w="uxmal.1"]')
        expect(worker).to_be_visible()
        worker.click()
        info = host.locator("div.gears .gear-info")
        expect(info).to_contain_text("Ana：ウシュマル1（コーン3を払い、神殿1つを+1）")
        expect(info).to_contain_text("暦が次に回った後：ウシュマル2（市場）")
        # legible, and no bigger than the drawing before (480 × 340 for the five gears)
        sizes = _label_sizes(host)
        assert min(sizes) >= 10 and sorted(sizes)[len(sizes) // 4] >= 11.5, sizes
        box = host.locator("div.gears").evaluate("""d => {
            const r = Array.from(d.querySelectorAll('figure.gear')).map(f => f.getBoundingClientRect());
            return [d.getBoundingClientRect().width, Math.max(...r.map(b => b.bottom)) - Math.min(...r.map(b => b.top))]; }""")
        assert box[1] <= box[0] * 340 / 480, box
        # a worker on 7 falls off with the next day
        host.locator('div.gears .worker[data-w="tikal.7"]').click()
        expect(info).to_contain_text("暦が次に回った後：歯車から外れてBenの手元へ")
    finally:
        close_contexts(ctx)


def _label_sizes(page) -> list[float]:
    """The font size on the screen (px) of every line of every spot's label."""
    return page.locator("div.gears").first.evaluate("""d => Array.from(d.querySelectorAll('text.spot-label tspan')).map(t =>
        parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a)""")


def _workers_on_the_gears(app, code: str) -> None:
    """Every seat's starting wealth chosen, then Ana's worker put on Uxmal 1 and Ben's on
    Tikal 7 (the state stored with the last record)."""
    from sqlalchemy import select
    from sqlalchemy.orm.attributes import flag_modified

    from companion import tables
    from companion.extensions import db
    from companion.models import MoveRecord, Table

    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        for seat in range(4):
            tiles = table.setup["wealth_dealt"][str(seat)][:2]
            tables.record_move(table, seat, {"type": "choose_wealth", "tiles": tiles}, seat)
        record = db.session.scalar(select(MoveRecord).where(
            MoveRecord.table_id == table.id).order_by(MoveRecord.number.desc()))
        state = dict(record.state)
        state["gears"] = {g: list(ws) for g, ws in state["gears"].items()}
        state["gears"]["uxmal"].append({"owner": 0, "spot": 1})
        state["gears"]["tikal"].append({"owner": 1, "spot": 7})
        record.state = state
        flag_modified(record, "state")
        db.session.commit()
        tables.REPLAYS.clear()
