"""Tzolk'in's layout in a real browser (issue 37, item 4), in Japanese.

* The host screen at 1280×800 keeps the five gears in view in every round: on the round right
  after a food day its report no longer pushes the lower gears below the fold (it is folded in
  a <details>, its first line the summary).
* On the phone whose turn it is (375×812), the turn's form comes before the board.
* The confirmation of a seat's previous move (「記録しました」) is never shown as this turn's:
  once the other seat moved it is gone, and on the seat's next turn right after its own move
  it is dated as the previous turn's.

The table is played on the server by the rules' own legal moves (two players, the first move
offered each time) up to the first food day: Tzolk'in's food days come at the end of the
rounds the calendar marks (seed 003 「食料の日」)."""
from __future__ import annotations

import os

import pytest

from companion import tables
from companion.registry import get_game
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS
from tests.conftest import session_cookie

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SHOTS = os.environ.get("SHOTS")  # a folder: screenshots of the pages, to look at them
GEARS = ("palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza")
HOST = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]


def played_to_a_food_day(app) -> tuple[str, str, list[str]]:
    """A two-player table played by the rules' legal moves (the first one offered, for each
    seat) until the move after which the first food day's report is shown; returns the join
    code, the host token and the seat tokens (each seat claimed)."""
    game = get_game("tzolkin")
    with app.test_request_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="11")
        code, host_token = table.code, table.host_token
        seat_tokens = [tables.claim_seat(table, seat, f"device-{seat}").token
                       for seat in range(2)]
        for seat in range(2):  # the starting wealth: the first two tiles dealt
            state = tables.current(table).state
            tables.record_move(table, seat, {"type": "choose_wealth",
                                             "tiles": state["wealth_dealt"][str(seat)][:2]},
                               tables.current(table).version)
        for _n in range(200):
            rep = tables.current(table)
            if rep.state.get("food_day_report") and rep.state.get("report"):
                break
            seat, move = next((s, m) for s in range(2) for m in game.legal_moves(rep.state, s))
            tables.record_move(table, seat, move, rep.version)
        else:
            raise AssertionError("no food day in 200 moves")
    return code, host_token, seat_tokens


def opened(browser, base: str, app, code: str, size: dict, host_token: str = "",
           seat_token: str = ""):
    """A Japanese browser context holding the table's host or a seat, and its page."""
    ctx = browser.new_context(**size, locale="ja")
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": "ja", "url": base},
                     {"name": "session", "url": base,
                      "value": session_cookie(app, code, host_token, seat_token)}])
    return ctx, ctx.new_page()


def in_view(page, selector: str) -> bool:
    """Whether the element's box lies inside the viewport."""
    return page.eval_on_selector(selector, """e => { const r = e.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight
               && r.right <= window.innerWidth && r.height > 0; }""")


def gear_boxes(page) -> dict:
    return {g: in_view(page, f'div.gears figure[data-gear="{g}"]') for g in GEARS}


@pytest.mark.browser
def test_the_host_keeps_the_five_gears_in_view_after_a_food_day(chromium, live_server):
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, host_token, seat_tokens = played_to_a_food_day(app)
    ctx, host = opened(browser, base, app, code, HOST, host_token=host_token)
    try:
        host.goto(f"{base}/t/{code}")
        if SHOTS:
            host.screenshot(path=f"{SHOTS}/host-food-day.png")
        assert gear_boxes(host) == dict.fromkeys(GEARS, True)
        expect(host.locator("#tz-report summary")).to_contain_text("1回目の食料供給日")
        # the next move of that round: the report of the food day stays folded (food_day.html)
        version = next_move(app, code)
        expect(host.locator("body")).to_have_attribute("data-version", str(version))
        assert gear_boxes(host) == dict.fromkeys(GEARS, True)
    finally:
        close_contexts(ctx)


def next_move(app, code: str) -> int:
    """The first legal move of the seat to move, recorded on the server; the new version."""
    game = get_game("tzolkin")
    with app.test_request_context():
        table = tables.find_table(code)
        rep = tables.current(table)
        seat, move = next((s, m) for s in range(2) for m in game.legal_moves(rep.state, s))
        tables.record_move(table, seat, move, rep.version)
        return rep.version + 1


def top(page, selector: str) -> float:
    return page.eval_on_selector(selector, "e => e.getBoundingClientRect().top + window.scrollY")


TURN_FORMS = "#tz-calendar, #tz-place, #tz-pickup, #tz-beg"
BOARD = ".tz-own, .tz-whole-board, div.gears"


def form_before_board(page) -> None:
    """On the seat to move: its first turn form starts inside the first screen, and every turn
    form lies above every part of the board (the seat's own board, the whole board)."""
    forms = page.locator(TURN_FORMS)
    expect(forms.first).to_be_visible()
    tops = [b["y"] for b in (f.bounding_box() for f in forms.all()) if b]
    boards = [b["y"] for b in (f.bounding_box() for f in page.locator(BOARD).all()) if b]
    assert tops and boards and max(tops) < min(boards), (tops, boards)
    assert page.evaluate("window.scrollY") == 0 and tops[0] < 812, tops


@pytest.mark.browser
def test_the_phone_to_move_has_its_form_first_and_no_old_confirmation(chromium, live_server):
    """Right after the food day Ben's pick-up brought: Ana is to move, Ben's phone says it
    recorded his move.  Ana's form comes before the board, inside the first screen (the food
    day's report folded); once Ana placed, Ben's phone drops its 「記録しました」 by itself and
    shows his form before the board."""
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, _host_token, seat_tokens = played_to_a_food_day(app)
    contexts, phones = [], []
    try:
        for seat in range(2):
            ctx, phone = opened(browser, base, app, code, PHONE, seat_token=seat_tokens[seat])
            contexts.append(ctx)
            phone.goto(f"{base}/t/{code}/me")
            phones.append(phone)
        ana, ben = phones
        expect(ana.locator(".tz-your-turn")).to_be_visible()
        expect(ana.locator("#tz-done")).to_have_count(0)
        form_before_board(ana)
        expect(ben.locator("#tz-done")).to_contain_text("記録しました")
        if SHOTS:
            ana.screenshot(path=f"{SHOTS}/phone-ana.png", full_page=True)
        # Ana places one worker on Palenque: + then 置く
        ana.locator("#tz-place .tz-gear-row").first.get_by_role("button", name="+").click()
        with answered(ana):
            ana.locator("#tz-place button[type=submit]").click()
        expect(ben.locator(".tz-your-turn")).to_be_visible()
        expect(ben.locator("#tz-done")).to_have_count(0)
        expect(ben.get_by_text("記録しました")).to_have_count(0)
        form_before_board(ben)
        if SHOTS:
            ben.screenshot(path=f"{SHOTS}/phone-ben.png", full_page=True)
    finally:
        close_contexts(*contexts)
