"""Mayan Curse's turn builder without a page load per step, on a phone 375 × 812 px in Japanese.

The guide: "no page change inside one turn".  Each step of the builder is a link to the seat
page with the partial turn in its address (companion/games/mayan_curse/web/builder.py); with
JavaScript a tap on it asks for that address in parts and puts the step in place
(static/js/poll.js, ``data-in-place`` on the builder), the address bar following it.  Counted:
the taps (tests/browser/taps.py) and the page loads (navigation requests, and a mark on the
window that a page load would wipe): 0 loads from the first step to the turn played, the same
taps as without JavaScript (one link a step), which loads one page a tap and ends on the
same page.  The phone's back button and the builder's own "back" link take a step back;
a double tap takes one step; a poll answered while steps are shown keeps them."""
from __future__ import annotations

from contextlib import contextmanager

import pytest

from tests.browser.answers import answered, tap_step
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.pickup_taps import count_loads
from tests.browser.taps import Taps
from tests.browser.test_mayan_curse_phone import TWO_SEATS, solo_small_table, two_seats_drawn
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SIZE = {"width": 375, "height": 812}

#: The turn of test_mayan_curse_phone's "turn of every kind", link by link (the builder's
#: choices, by their addresses): a slide (river 2's first slab one space left, so that its
#: column 1 shows the jaguar), a free step over the relay board to its 3rd row, the dual stone
#: dog/jaguar as jaguar one space up (only its jaguar can move: taken without a question),
#: stones 2 + 3 as a wild for serpent one space up, the end.
TURN = ('[href*="pick=slide"]', '[href*="pick=slide.r.12"]', '[href*="turn=s.r.12.-1#"]',
        '[href*="pick=free"]', '[data-pos="11,0"]',
        '[href*="pick=stone.0#"]', '[href$="_m.0.1.u.1#turn"]',
        '[href*="pick=wild.12#"]', '[href*="pick=wild.12.2#"]', '[href$="_m.12.2.u.1#turn"]',
        '[href*="pick=end"]')


def _solo_table(host, live_server) -> str:
    """A solo table of はなこ at test_mayan_curse_phone's small position (stones entered by
    the table); its join code."""
    return solo_small_table(host, live_server)


def _seated_phone(ctx, base: str, code: str):
    """はなこ's phone at her seat, her stones dog/jaguar, eagle, monkey entered: the builder."""
    phone = ctx.new_page()
    phone.goto(f"{base}/j/{code}")
    with answered(phone):
        phone.locator("button.seat-button").first.tap()
    for k, stone in enumerate(("dog/jaguar", "eagle", "monkey")):
        phone.locator(f'#draw-stone_{k} span[data-stone="{stone}"]').tap()
    with answered(phone):
        phone.locator("#draw button[type=submit]").tap()
    expect(phone.locator("#turn a.mc-choice").first).to_be_visible()
    return phone


@contextmanager
def _builder_on_a_phone(chromium, live_server):
    """はなこ's solo table (``_solo_table``, its host screen open on a laptop) and her phone at
    the builder (``_seated_phone``), both closed afterwards: yields (the phone's page, the
    table's code, the phone's context, the phone's context options)."""
    pw, browser = chromium
    base = live_server.url
    phone_opts = dict(phone_options(pw), viewport=SIZE, screen=SIZE)
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **phone_opts)
    try:
        code = _solo_table(host_ctx.new_page(), live_server)
        yield _seated_phone(phone_ctx, base, code), code, phone_ctx, phone_opts
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)


def _end_page(page) -> dict:
    """What the builder's last page shows and sends: its address, the steps, the passage
    after them, the turn posted (the hidden field of 「このターンを確定」)."""
    return {"url": page.url,
            "steps": page.locator("#turn-steps li").all_inner_texts(),
            "after": page.locator("#turn-after li").all_inner_texts(),
            "sent": page.locator('#turn-play input[type="hidden"][name$="steps"]').input_value()}


def _at_turn(page) -> tuple[float, str]:
    """The builder's top in the viewport (px) and the id of the element holding the focus."""
    return tuple(page.evaluate("""(() => [document.getElementById('turn').getBoundingClientRect().top,
                                          document.activeElement && document.activeElement.id])()"""))


def _adventurer(app, code: str) -> tuple[int, int]:
    """はなこ's space in the table's stored state: (row, column)."""
    from sqlalchemy import select

    from companion import tables
    from companion.extensions import db
    from companion.models import Table

    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        adv = tables.current(table).state["adventurers"][0]
        return adv["row"], adv["col"]


@pytest.mark.browser
@pytest.mark.long
def test_a_whole_turn_is_built_without_a_page_load(chromium, live_server):
    """The turn of TURN, 11 taps on the builder and 1 on 「このターンを確定」 (12 and 1 before
    the dual stone's one symbol that can move was taken without asking which): 0 page loads
    from the first tap to the turn played (before: one a tap, 11).  After each step the
    address is the step's (as its link's), the builder is at the top of the screen and holds
    the focus.
    Without JavaScript the same 11 links, tapped, load 11 pages and end on the same page: the
    same address, steps, passage and turn sent.  By hand (seed 「中継地点」「デュアルシンボル」
    「任意の2つの石を一緒にワイルド」): はなこ from the middle relay's 1st row (row 9, column 1)
    to its 3rd (row 11), up onto river 2's first slab's jaguar (row 12: slid one space left,
    its column 1 shows its 2nd space), up onto the second slab's serpent (row 13, column 1)."""
    _pw, browser = chromium
    base = live_server.url
    with _builder_on_a_phone(chromium, live_server) as (phone, code, phone_ctx, phone_opts):
        start = phone.url
        loads = count_loads(phone)
        phone.evaluate("window.sameDocument = 1")
        taps = Taps()
        for selector in TURN:
            link = phone.locator(f"#turn a.mc-choice{selector}").first
            href = link.get_attribute("href")
            tap_step(phone, link)
            taps.add("builder")
            assert phone.url.endswith(href), (phone.url, href)
            top, focused = _at_turn(phone)
            assert abs(top) <= 2 and focused == "turn", (selector, top, focused)
        expect(phone.locator("#turn-steps li")).to_have_count(4)
        expect(phone.locator("#turn-after")).to_contain_text("川2の2枚目の床ボード")
        in_place = _end_page(phone)
        assert loads == [] and phone.evaluate("window.sameDocument") == 1, loads
        assert taps.total == 11, taps.report()

        # the same links without JavaScript: a page load a tap, the same last page
        plain_ctx = open_context(browser, base, "ja", java_script_enabled=False, **phone_opts)
        plain_ctx.add_cookies(phone_ctx.cookies())
        plain = plain_ctx.new_page()
        plain.goto(start)
        plain_loads = count_loads(plain)
        for selector in TURN:
            with plain.expect_navigation():
                plain.locator(f"#turn a.mc-choice{selector}").first.tap()
        assert len(plain_loads) == len(TURN) == taps.total
        assert _end_page(plain) == in_place

        # played: in the background too (poll.js), still no page load
        with answered(phone):
            taps.tap(phone.locator("#turn-play button"), "play")
        expect(phone.locator("#turn-play")).to_have_count(0)
        assert loads == [] and phone.evaluate("window.sameDocument") == 1, loads
        assert taps.total == 12, taps.report()
        assert _adventurer(live_server.app, code) == (13, 0)

        # the phone's back button after the turn: its steps can no longer be taken, so they
        # are passed over, back to the page before them (the table as it is, nothing lost)
        phone.go_back()
        phone.wait_for_function("start => location.href.split('#')[0] === start",
                                arg=start.split("#")[0])
        expect(phone.locator("#draw")).to_be_visible()   # solo: the next turn's draw
        expect(phone.locator("#turn-moved-on")).to_have_count(0)
        assert loads == [] and phone.evaluate("window.sameDocument") == 1, loads
        close_contexts(plain_ctx)


@pytest.mark.browser
def test_a_step_taken_back_by_the_back_button_or_link_shows_the_earlier_step(
        chromium, live_server):
    """Three steps in place (「スライド」, river 2's first slab, one space left: one step done,
    the menu again), then 「移動（石なし）」's page.  The phone's back button shows the menu
    with the slide again (its address, one step, the free step offered), then the page of
    how far to slide (no step); forward, the menu again; the builder's 「最後のステップを取り消す」
    takes the slide back (no step).  A double tap on 「スライド」 takes one step: the page of
    which board, not a board chosen.  No page load."""
    with _builder_on_a_phone(chromium, live_server) as (phone, *_):
        loads = count_loads(phone)
        phone.evaluate("window.sameDocument = 1")
        addresses = []
        for selector in TURN[:4]:
            tap_step(phone, phone.locator(f"#turn a.mc-choice{selector}").first)
            addresses.append(phone.url)
        steps = phone.locator("#turn-steps li")
        expect(steps).to_have_count(1)
        assert "pick=free" in addresses[3]

        with answered(phone):
            phone.go_back()
        assert phone.url == addresses[2]
        expect(steps).to_have_count(1)
        expect(phone.locator('#turn a.mc-choice[href*="pick=free"]')).to_have_count(1)
        with answered(phone):
            phone.go_back()
        assert phone.url == addresses[1]
        expect(steps).to_have_count(0)
        expect(phone.locator('#turn a.mc-choice[href*="turn=s.r.12.-1#"]')).to_have_count(1)
        with answered(phone):
            phone.go_forward()
        assert phone.url == addresses[2]
        expect(steps).to_have_count(1)

        tap_step(phone, phone.locator("#turn-back"))
        expect(steps).to_have_count(0)
        assert "turn=" not in phone.url and phone.url.endswith("#turn")
        expect(phone.locator('#turn a.mc-choice[href*="pick=slide"]').first).to_be_visible()

        # a double tap: one step
        with answered(phone):
            phone.locator('#turn a.mc-choice[href*="pick=slide"]').first.dblclick()
        phone.wait_for_timeout(500)   # a second step, had it been taken, would be in by now
        assert phone.url.endswith("pick=slide#turn"), phone.url
        expect(phone.locator('#turn a.mc-choice[href*="pick=slide.r.12"]')).to_have_count(1)
        assert loads == [] and phone.evaluate("window.sameDocument") == 1, loads


@pytest.mark.browser
def test_the_back_button_after_a_reload_mid_turn_shows_the_earlier_step(chromium, live_server):
    """A table trial: four steps in place (「スライド」, river 2's first slab, one space left,
    then 「移動（石なし）」's page), the page reloaded, then the phone's back button: the
    address and the page both go back to the menu with the slide made (one step, the free
    step offered); before, the address changed and the page went on showing the later step
    (the reloaded page had taken no step itself and let the back button pass)."""
    with _builder_on_a_phone(chromium, live_server) as (phone, *_):
        addresses = []
        for selector in TURN[:4]:
            tap_step(phone, phone.locator(f"#turn a.mc-choice{selector}").first)
            addresses.append(phone.url)
        phone.reload()
        expect(phone.locator('#turn a.mc-choice[href*="pick=free"]')).to_have_count(0)
        with answered(phone):
            phone.go_back()
        assert phone.url == addresses[2]
        expect(phone.locator("#turn-steps li")).to_have_count(1)
        expect(phone.locator('#turn a.mc-choice[href*="pick=free"]')).to_have_count(1)


@pytest.mark.browser
def test_a_poll_answered_while_steps_are_shown_keeps_them(chromium, live_server):
    """Two seats; the one whose turn it is builds a step in place on its phone, then the other
    seat's phone joins (the seats change: the poll says so and the page is asked for again in
    parts).  The page asked for is the step's address: the builder stays as it was (the same
    element: the server left it out as held), its steps and address kept, no page load."""
    pw, browser = chromium
    base = live_server.url
    phone_opts = dict(phone_options(pw), viewport=SIZE, screen=SIZE)
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **phone_opts)
    other_ctx = open_context(browser, base, "ja", **phone_opts)
    try:
        host = host_ctx.new_page()
        code, who = two_seats_drawn(host, base)
        names = TWO_SEATS

        phone = phone_ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.locator("button.seat-button", has_text=names[who]).tap()
        loads = count_loads(phone)
        for _ in range(6):   # the first choice of each page, until a step is chosen
            if "turn=" in phone.url:
                break
            tap_step(phone, phone.locator("#turn a.mc-choice").first)
        assert "turn=" in phone.url
        shown = phone.url
        done = phone.locator("#turn-steps li").all_inner_texts()
        assert done
        phone.evaluate("window.sameDocument = 1; document.getElementById('turn').heldMark = 1")
        seats = phone.evaluate("document.body.getAttribute('data-seats')")

        other = other_ctx.new_page()
        other.goto(f"{base}/j/{code}")
        with answered(other):
            other.locator("button.seat-button", has_text=names[1 - who]).tap()
        phone.wait_for_function("s => document.body.getAttribute('data-seats') !== s", arg=seats)
        assert phone.url == shown
        assert phone.locator("#turn-steps li").all_inner_texts() == done
        assert phone.evaluate("document.getElementById('turn').heldMark === 1")
        assert loads == [] and phone.evaluate("window.sameDocument") == 1, loads
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)
        close_contexts(other_ctx)
