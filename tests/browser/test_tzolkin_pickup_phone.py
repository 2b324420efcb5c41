"""Issue 13, point 1, on a phone-sized page: the three-worker pick-up the table could not enter.

Seed 003 「手番は置くか取り上げるか」：each worker picked up acts in turn.  Ana has 0 corn and 1 wood
and workers on Palenque 1 (fishing: 3 corn), Tikal 1 (a technology step: 1 resource, a choice)
and Uxmal 1 (3 corn: a temple +1).  Choosing fishing and the technology must leave Uxmal 1 on
offer (it needs the fished corn, not Tikal's choice); the pick-up is entered with the defaults
the page suggests (each choice redraws the pick-up in place: tests/browser/pickup_taps.py).  Hand-worked result: corn 0 + 3 − 3 = 0, wood 0, Agriculture 1, Chaac 2."""
from __future__ import annotations

import re

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered
from tests.browser.pickup_taps import choose

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def three_workers_table(app) -> str:
    """A 4-player table (no neutral workers), Ana to start, the starting wealth chosen; then
    Ana's position set as the issue describes (the state stored with the last record)."""
    from sqlalchemy import select
    from sqlalchemy.orm.attributes import flag_modified

    from companion import tables
    from companion.extensions import db
    from companion.models import MoveRecord

    players = [{"name": n, "colour": c} for n, c in
               (("Ana", "blue"), ("Ben", "red"), ("Cho", "yellow"), ("Dev", "green"))]
    with app.app_context():
        table = tables.create_table("tzolkin", players, seed="13", options={"start_player": 0})
        for seat in range(4):
            tiles = table.setup["wealth_dealt"][str(seat)][:2]
            tables.record_move(table, seat, {"type": "choose_wealth", "tiles": tiles}, seat)
        record = db.session.scalar(select(MoveRecord).where(
            MoveRecord.table_id == table.id).order_by(MoveRecord.number.desc()))
        state = dict(record.state)
        seats = [dict(s) for s in state["seats"]]
        ana = seats[0]
        ana.update(corn=0, wood=1, stone=0, gold=0)
        ana["workers_hand"] -= 3
        state["seats"] = seats
        state["gears"] = {g: [w for w in ws] for g, ws in state["gears"].items()}
        for gear in ("palenque", "tikal", "uxmal"):
            state["gears"][gear].append({"owner": 0, "spot": 1})
        state["seats"][0]["technologies"] = dict(ana["technologies"], agriculture=0)
        state["seats"][0]["temples"] = dict(ana["temples"], chaac=1)
        record.state = state
        flag_modified(record, "state")
        db.session.commit()
        tables.REPLAYS.clear()
        return table.code


@pytest.mark.browser
def test_the_three_worker_pick_up_entered_on_a_phone(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = three_workers_table(live_server.app)
    ctx = browser.new_context(**phone_options(pw))
    ctx.set_default_timeout(WAIT_MS)
    try:
        phone = ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.get_by_role("button", name="I am Ana").click()
        expect(phone.locator("h2.tz-your-turn")).to_be_visible()
        pick = phone.locator("#tz-pickup")
        rows = pick.locator("fieldset.tz-pick-row[data-gear]")
        expect(rows).to_have_count(3)

        def values(gear):
            return pick.locator(f'input[name="pick_{gear}_1"]').evaluate_all(
                "os => os.map(o => o.value)")
        # alone, Uxmal 1 cannot be paid (0 corn): only "leave" and "no action", and why
        assert values("uxmal") == ["", "none"]
        expect(pick.locator(".tz-why")).to_contain_text("Uxmal 1 costs 3 corn")
        choose(phone, 'input[name="pick_palenque_1"][value="1"]')
        choose(phone, 'input[name="pick_tikal_1"][value="1"]')
        # Tikal's technology (a choice) does not hide what fishing pays for
        assert "1" in values("uxmal")
        choose(phone, 'input[name="pick_uxmal_1"][value="1"]')
        step2 = phone.locator("#tz-pickup")
        expect(step2.locator("fieldset.tz-pick-row > legend")).to_have_text([
            re.compile(r"^1\. Palenque 1"), re.compile(r"^2\. Tikal 1"),
            re.compile(r"^3\. Uxmal 1")])
        assert step2.locator('input[name="pickup-selection"]').input_value() == \
            "palenque.1.1 tikal.1.1 uxmal.1.1"
        # the suggested choices: the step paid with the wood held, a temple for Uxmal 1
        assert step2.locator('input[name="pickup-w1_t0"]:checked').input_value() == "agriculture"
        assert step2.locator('input[name="pickup-w1_t0_pay_wood"]').input_value() == "1"
        choose(phone, 'input[name="pickup-w2_temple"][value="chaac"]')
        with answered(phone):
            phone.locator("#tz-pickup").get_by_role("button", name="Pick up", exact=True).click()
        assert phone.url == f"{base}/t/{code}/me"
        expect(phone.locator("#tz-done")).to_contain_text(
            "Recorded: Ana picks up Palenque 1 (Fishing: 3 corn), Tikal 1 (1 technology step: "
            "Agriculture +1), and Uxmal 1 (Pay 3 corn: 1 temple +1: Chaac +1).")
        board = phone.locator("section", has=phone.get_by_role("heading", name="Your board"))
        expect(board.locator(".tz-goods")).to_contain_text("Corn 0")
        expect(board.locator(".tz-goods")).to_contain_text("Wood 0")
        expect(board.locator(".tz-steps").first).to_contain_text("Chaac 2/")
    finally:
        close_contexts(ctx)


def market_table(app) -> str:
    """The same table, Ana with 4 corn and 1 wood and a worker on Uxmal 2 (the market)."""
    from sqlalchemy import select
    from sqlalchemy.orm.attributes import flag_modified

    from companion import tables
    from companion.extensions import db
    from companion.models import MoveRecord

    code = three_workers_table(app)
    with app.app_context():
        record = db.session.scalar(select(MoveRecord).order_by(MoveRecord.id.desc()))
        state = dict(record.state)
        state["seats"] = [dict(s) for s in state["seats"]]
        state["seats"][0].update(corn=4, wood=1)
        state["gears"] = {g: [w for w in ws if w["owner"] != 0] for g, ws in state["gears"].items()}
        state["gears"]["uxmal"].append({"owner": 0, "spot": 2})
        state["seats"][0]["workers_hand"] += 2
        record.state = state
        flag_modified(record, "state")
        db.session.commit()
        tables.REPLAYS.clear()
    return code


@pytest.mark.browser
def test_the_market_and_the_placement_count_on_a_phone(chromium, live_server):
    """Issue 13 point 2: selling with steppers (no minus sign to type), the corn after the
    trades shown live: 4 corn + 1 wood sold (2 corn) − 1 gold bought (4 corn) = 2.  The trial:
    a full-width 「２」 typed in the placement form counts as 2 workers in the cost line."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = market_table(live_server.app)
    ctx = browser.new_context(**phone_options(pw))
    ctx.set_default_timeout(WAIT_MS)
    try:
        phone = ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.get_by_role("button", name="I am Ana").click()
        place = phone.locator("#tz-place")
        place.locator('input[name="place-n_palenque"]').fill("２")
        expect(place.locator(".tz-out-workers")).to_have_text("2")
        # spots 0 + 1, fee 1 (seed 「手番は置くか取り上げるか」), in words from the page
        expect(place.locator(".tz-out-cost")).to_have_text("2 (spots 1 + workers' fee 1)")
        # the trial: 9 typed showed 「労働者：1/1人」: the count is shown as typed, marked as the
        # server would refuse it (more than the gear's free spots, more than the workers)
        count = place.locator('input[name="place-n_palenque"]')
        count.fill("9")
        expect(place.locator(".tz-out-workers")).to_have_text("9")
        expect(place.locator(".tz-cost")).to_have_class(re.compile(r"\btoo-much\b"))
        expect(count).to_have_class(re.compile(r"\btz-wrong\b"))
        expect(count).to_have_value("9")
        hint = place.locator(".tz-count-hint")
        expect(hint).to_have_text(re.compile(r"^Give a number from 0 to \d\.$"))
        # the phone trial: 「-1」 showed 「労働者：-1/3人」 and a 20-digit count
        # 「100000000000000000000/3」: such a count adds nothing and says why, as the server will
        count.fill("-1")
        expect(place.locator(".tz-out-workers")).to_have_text("0")
        expect(count).to_have_class(re.compile(r"\btz-wrong\b"))
        expect(place.locator(".tz-cost")).to_have_class(re.compile(r"\btoo-much\b"))
        expect(hint).to_have_text("Type 0 or more: this count cannot be negative.")
        count.fill("99999999999999999999")
        expect(place.locator(".tz-out-workers")).to_have_text("0")
        expect(hint).to_have_text(re.compile(r"^Give a number from 0 to \d\.$"))
        count.fill("abc")
        expect(hint).to_have_text("Type a whole number, for example 3.")
        count.fill("1")
        expect(place.locator(".tz-out-workers")).to_have_text("1")
        expect(hint).to_be_hidden()
        expect(count).not_to_have_class(re.compile(r"\btz-wrong\b"))
        expect(place.locator(".tz-cost")).not_to_have_class(re.compile(r"\btoo-much\b"))
        choose(phone, 'input[name="pick_uxmal_2"][value="2"]')
        step2 = phone.locator("#tz-pickup")
        expect(step2.locator(".tz-out-corn")).to_have_text("4")
        step2.locator('label[data-role="sell"]').first.get_by_role("button", name="+1").click()
        step2.locator('label[data-role="buy"]').nth(2).get_by_role("button", name="+1").click()
        expect(step2.locator(".tz-out-corn")).to_have_text("2")
        with answered(phone):
            step2.get_by_role("button", name="Pick up", exact=True).click()
        expect(phone.locator("#tz-done")).to_contain_text("sold 1 wood and bought 1 gold")
        board = phone.locator("section", has=phone.get_by_role("heading", name="Your board"))
        expect(board.locator(".tz-goods")).to_contain_text("Corn 2")
        expect(board.locator(".tz-goods")).to_contain_text("Gold 1")
    finally:
        close_contexts(ctx)
