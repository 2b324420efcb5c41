"""Issue 37, item 1: a Tzolk'in pick-up on one page, counted in taps and page loads on a phone
(375×812, Japanese).

Seed 003 「手番は置くか取り上げるか」：「取り上げる順番と人数は自由で」, each worker picked up does its
action in turn, on what the earlier ones left (「取り上げた人は手元へ戻り、その位置の仕事を1回行います」).
Every worker stays on the page with its actions, one tap each; a choice redraws the pick-up in
place (no page load); the move is sent by 「取り上げる」 (poll.js sends it without a page load
too).  Targets: two workers, one asking a choice, in at most 4 taps; wood harvested at
Palenque 5 and built with at Tikal 4 in at most 6; placing two workers stays at 3.  A tap on
a choice the page already suggests is not made (tests/browser/pickup_taps.py)."""
from __future__ import annotations

from contextlib import contextmanager

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.pickup_taps import choose, count_loads
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_pickup_phone import three_workers_table

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE_375 = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 3,
             "is_mobile": True, "has_touch": True, "locale": "ja-JP"}


def _edit_ana(app, code: str, change) -> None:
    """Change Ana's position in the table's last stored state (``change(state)``)."""
    from sqlalchemy import select
    from sqlalchemy.orm.attributes import flag_modified

    from companion import tables
    from companion.extensions import db
    from companion.models import MoveRecord

    with app.app_context():
        record = db.session.scalar(select(MoveRecord).order_by(MoveRecord.id.desc()))
        state = dict(record.state)
        state["seats"] = [dict(s) for s in state["seats"]]
        state["gears"] = {g: [w for w in ws if w["owner"] != 0] for g, ws in state["gears"].items()}
        state["harvest_tiles"] = {k: dict(v) for k, v in state["harvest_tiles"].items()}
        change(state)
        record.state = state
        flag_modified(record, "state")
        db.session.commit()
        tables.REPLAYS.clear()


def _put(state, gear: str, spot: int) -> None:
    state["gears"][gear].append({"owner": 0, "spot": spot})


def _ana_phone(browser, base: str, code: str):
    ctx = open_context(browser, base, "ja", **PHONE_375)
    phone = ctx.new_page()
    phone.goto(f"{base}/j/{code}")
    with answered(phone):
        phone.get_by_role("button", name="Anaです").click()
    expect(phone.locator("h2.tz-your-turn")).to_be_visible()
    return ctx, phone


@contextmanager
def ana_at_table(chromium, live_server, change):
    """The three-workers table (``three_workers_table``) with Ana's position changed by
    ``change(state)`` (``_edit_ana``) and Ana's phone (375 × 812, Japanese) at her seat, closed
    afterwards: yields (the table's code, the phone's page)."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    _edit_ana(live_server.app, code, change)
    ctx, phone = _ana_phone(browser, live_server.url, code)
    try:
        yield code, phone
    finally:
        close_contexts(ctx)


def _ana_now(app, code: str) -> dict:
    """Ana's board as the table stores it now."""
    from sqlalchemy import select

    from companion import tables
    from companion.extensions import db
    from companion.models import Table

    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        return tables.current(table).state["seats"][0]


@pytest.mark.browser
def test_two_workers_one_asking_a_choice_in_four_taps(chromium, live_server):
    """Ana: 0 corn, workers on Palenque 1 (fishing: 3 corn) and Uxmal 1 (pay 3 corn: a temple
    +1, the choice).  Taps: fishing, Uxmal 1, the yellow temple (Quetzalcoatl), 「取り上げる」 =
    4, no page load.  By hand: corn 0 + 3 − 3 = 0, Quetzalcoatl one step up."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    before = {}

    def two_workers(state):
        ana = state["seats"][0]
        ana.update(corn=0, wood=0, workers_hand=ana["workers_hand"] + 1)
        _put(state, "palenque", 1)
        _put(state, "uxmal", 1)
        before["quetzalcoatl"] = ana["temples"]["quetzalcoatl"]
    _edit_ana(live_server.app, code, two_workers)
    ctx, phone = _ana_phone(browser, base, code)
    try:
        loads = count_loads(phone)
        taps: list[str] = []
        choose(phone, 'input[name="pick_palenque_1"][value="1"]', taps)
        choose(phone, 'input[name="pick_uxmal_1"][value="1"]', taps)
        choose(phone, 'input[name="pickup-w1_temple"][value="quetzalcoatl"]', taps)
        assert loads == []
        with answered(phone):
            phone.get_by_role("button", name="取り上げる", exact=True).click()
        taps.append("取り上げる")
        expect(phone.locator("#tz-done")).to_contain_text(
            "Ana：パレンケ1（漁：コーン3）、ウシュマル1（コーン3を払い、神殿1つを+1：黄の神殿+1）")
        assert len(taps) <= 4, taps
        assert len(loads) <= 1, loads  # the submit at most (poll.js sends it in place)
    finally:
        close_contexts(ctx)
    ana = _ana_now(live_server.app, code)
    assert (ana["corn"], ana["temples"]["quetzalcoatl"]) == (0, before["quetzalcoatl"] + 1)


@pytest.mark.browser
def test_wood_harvested_and_built_with_in_the_same_pick_up_in_six_taps(chromium, live_server):
    """The issue's example: workers on Palenque 5 and Tikal 4, no wood (14 taps and two
    visits to the first step before).  Palenque 5 offers 2 visible corn or 4 wood (Resources
    0: seed 「パレンケとヤシュチラン」); once both workers are chosen Tikal 4 offers the farm
    costing 4 wood at once, and the suggested harvest is the wood it needs.  Taps: Palenque
    5, Tikal 4, the farm, 「取り上げる」 (the wood harvest already suggested): at most 6, no
    page load.  By hand: wood 0 + 4 − 4 = 0, the farm built."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)

    def wood_then_build(state):
        ana = state["seats"][0]
        ana.update(corn=5, wood=0, stone=0, gold=0, workers_hand=ana["workers_hand"] + 1)
        ana["technologies"] = {t: 0 for t in ana["technologies"]}
        state["harvest_tiles"]["5"] = {"corn": 4, "wood": 2}
        state["buildings_row"] = ["b13", "b18", "b27", "b04", "b28", "b29"]
        _put(state, "palenque", 5)
        _put(state, "tikal", 4)
    _edit_ana(live_server.app, code, wood_then_build)
    ctx, phone = _ana_phone(browser, base, code)
    try:
        loads = count_loads(phone)
        taps: list[str] = []
        choose(phone, 'input[name="pick_palenque_5"][value="5"]', taps)
        choose(phone, 'input[name="pick_tikal_4"][value="4"]', taps)
        form = phone.locator("#tz-pickup")
        # Tikal 4 builds with the wood Palenque 5 brings: offered and suggested at once
        expect(form.locator('input[name="pickup-w1_b1"][value="b04"]')).to_have_count(1)
        expect(form.locator('input[name="pickup-w0_harvest"][value="wood"]')).to_be_checked()
        choose(phone, 'input[name="pickup-w0_harvest"][value="wood"]', taps)
        choose(phone, 'input[name="pickup-w1_b1"][value="b04"]', taps)
        expect(form.locator(".tz-refused")).to_have_count(0)
        assert loads == []
        with answered(phone):
            phone.get_by_role("button", name="取り上げる", exact=True).click()
        taps.append("取り上げる")
        expect(phone.locator("#tz-done")).to_contain_text(
            "Ana：パレンケ5（コーン9か木材4：木材の収穫）、ティカル4（")
        assert len(taps) <= 6, taps
        assert len(loads) <= 1, loads
    finally:
        close_contexts(ctx)
    ana = _ana_now(live_server.app, code)
    assert (ana["wood"], ana["buildings"]) == (0, ["b04"])


@pytest.mark.browser
def test_placing_two_workers_stays_at_three_taps(chromium, live_server):
    """Ana's first turn (no worker on the gears): + on Palenque, + on Yaxchilan, 「置く」: 3
    taps, no page load before the move.  By hand: spots 0 + 0, fee 1 for 2 workers (seed
    「手番は置くか取り上げるか」): 1 corn."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    corn = {}

    def fresh(state):
        ana = state["seats"][0]
        ana.update(corn=6, workers_hand=ana["workers_hand"] + 3)
        corn["before"] = 6
    _edit_ana(live_server.app, code, fresh)
    ctx, phone = _ana_phone(browser, base, code)
    try:
        loads = count_loads(phone)
        taps = 0
        place = phone.locator("#tz-place")
        for gear in ("palenque", "yaxchilan"):
            row = place.locator(".tz-gear-row", has=phone.locator(f'input[name="place-n_{gear}"]'))
            row.get_by_role("button", name="+1").click()
            taps += 1
        expect(place.locator(".tz-out-workers")).to_have_text("2")
        assert loads == []
        with answered(phone):
            place.get_by_role("button", name="置く", exact=True).click()
        taps += 1
        expect(phone.locator("#tz-done")).to_be_visible()
        assert taps == 3 and len(loads) <= 1, (taps, loads)
    finally:
        close_contexts(ctx)
    ana = _ana_now(live_server.app, code)
    assert ana["corn"] == corn["before"] - 1



@pytest.mark.browser
def test_a_reload_in_the_middle_of_a_pick_up_keeps_the_choices(chromium, live_server):
    """The trial's finding: a phone reloaded while picking up lost what it had chosen. Each
    choice is kept in the page's address (as “Next” without script asks for it), so a reload
    draws the pick-up with the choices made, and the reload is the only page load."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    _edit_ana(live_server.app, code, lambda state: (_put(state, "palenque", 1),
                                                     _put(state, "uxmal", 1)))
    ctx, phone = _ana_phone(browser, live_server.url, code)
    try:
        loads = count_loads(phone)
        phone.locator('input[name="pick_palenque_1"][value="1"]').check()
        expect(phone.locator("html")).to_have_attribute("data-tz-choices", "1")
        assert loads == []
        phone.reload()
        expect(phone.locator('input[name="pick_palenque_1"][value="1"]')).to_be_checked()
        assert len(loads) == 1
    finally:
        close_contexts(ctx)
