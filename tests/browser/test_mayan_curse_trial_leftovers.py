"""Mayan Curse, issue 38's leftovers found by a Japanese table trial (two phones, 375 × 812),
in a real browser, taps counted as tests/browser/taps.py counts them: the draw from the real
pouch entered by taps (seed 000 「ステップ1:ドロー」)."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.taps import Taps
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "is_mobile": True, "has_touch": True}
#: The draw with three dropdowns (before): each 2 taps (open it, pick), then the button.
DRAW_TAPS_BEFORE = 3 * 2 + 1
DRAW_TAPS_AFTER = 3 + 1
#: A pass (before): the menu's last choice 「パス：移動せずにターンを終える」, below every step, then
#: the last page's 「パス」; now the first page's button.
PASS_TAPS_BEFORE = 2
PASS_TAPS_AFTER = 1


def _no_sideways_scroll(page):
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= page.viewport_size["width"] + 1, wide


def _whose_turn(phones) -> int:
    """The phone whose page offers the turn, once its page has followed the last draw (a
    page refreshes by itself when the table changes: poll.js)."""
    for _ in range(WAIT_MS // 100):
        for k, phone in enumerate(phones):
            if phone.locator("#turn-pass").count():
                return k
        phones[0].wait_for_timeout(100)
    raise AssertionError("no phone offers the turn")


def _new_table(browser, base):
    """A two-player table (the sample set, the real pouch) and the two phones seated:
    (host context, [phone contexts], [phone pages], code)."""
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    host = host_ctx.new_page()
    host.goto(f"{base}/new/mayan_curse")
    host.select_option("#player_count", "2")
    host.fill('input[name="name_0"]', "はなこ")
    host.fill('input[name="name_1"]', "たろう")
    host.fill('input[name="seed"]', "4")
    host.select_option('select[name="pouch"]', "table")
    with answered(host):
        host.locator('form button[type="submit"]').last.click()
    code = host.url.rsplit("/", 1)[-1]
    join_url = host.locator("#join-url").get_attribute("href")
    contexts, pages = [], []
    for k in range(2):
        ctx = open_context(browser, base, "ja", **PHONE)
        page = ctx.new_page()
        page.goto(join_url)
        with answered(page):
            page.locator("button.seat-button").nth(0).tap()
        contexts.append(ctx)
        pages.append(page)
    return host_ctx, contexts, pages, code


@pytest.mark.browser
def test_the_stones_drawn_from_the_real_pouch_are_entered_by_taps(chromium, live_server):
    """Each phone enters the three stones it drew by tapping them (no dropdown): one tap a
    stone and the button, 4 taps where the three dropdowns took 7; the buttons are finger
    sized and the page never scrolls sideways; a stone tapped again in the same row is
    replaced, and the phone's hand shows the stones entered."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx, contexts, phones, _code = _new_table(browser, base)
    try:
        hands = [("dog/jaguar", "eagle", "monkey"), ("dog", "dog", "serpent")]
        for phone in phones:     # both looked at before either draws (a draw redraws parts)
            expect(phone.locator("#draw")).to_be_visible()
            assert phone.locator("#draw select").count() == 0
            _no_sideways_scroll(phone)
            for k in range(3):
                picks = phone.locator(f"#draw-stone_{k} .mc-pick span")
                assert picks.count() == 9   # the sample set's kinds: 5 symbols, 4 duals
                box = picks.first.bounding_box()
                assert box["height"] >= 44 and box["width"] >= 44, box
        for phone, hand in zip(phones, hands):
            taps = Taps()
            for k, stone in enumerate(hand):
                taps.tap(phone.locator(f'#draw-stone_{k} span[data-stone="{stone}"]'), "stone")
            with answered(phone):
                taps.tap(phone.locator("#draw button[type=submit]"), "button")
            assert taps.total == DRAW_TAPS_AFTER < DRAW_TAPS_BEFORE, taps.report()
            print(f"draw from the real pouch: {taps.report()} (three dropdowns: "
                  f"{DRAW_TAPS_BEFORE})")
            expect(phone.locator("#my-stones li")).to_have_count(3)
            shown = phone.locator("#my-stones li strong").evaluate_all(
                "els => els.map(e => e.dataset.stone)")
            assert shown == list(hand)
        # -- the first to play passes from the first page of the turn, in one tap: the offer
        # is on the turn's first screen (from its heading: the builder's links open at #turn),
        # saying what it leads to
        first = _whose_turn(phones)
        phone, other = phones[first], phones[1 - first]
        offer = phone.locator("#turn-pass")
        expect(offer).to_contain_text("パスできます。")
        expect(offer).to_contain_text("3つの石は使わずに神聖な財布に戻り")
        box, head = offer.bounding_box(), phone.locator("#turn h2").bounding_box()
        assert box["y"] + box["height"] - head["y"] <= PHONE["viewport"]["height"], (box, head)
        _no_sideways_scroll(phone)
        taps = Taps()
        with answered(phone):
            taps.tap(offer.get_by_role("button", name="パスする（このターンは何もしない）"), "pass")
        assert taps.total == PASS_TAPS_AFTER < PASS_TAPS_BEFORE, taps.report()
        print(f"pass: {taps.report()} (before: {PASS_TAPS_BEFORE})")
        expect(phone.locator("#turn-pass")).to_have_count(0)
        expect(other.locator("#turn-pass")).to_have_count(1)
    finally:
        close_contexts(*contexts, host_ctx)


@pytest.mark.browser
def test_stones_tapped_while_the_page_follows_the_other_phone_are_kept(chromium, live_server):
    """ステップ1:ドロー: every player draws at the same time.  The first phone sends its three
    stones; the second phone's page hears of it and asks for its new parts (poll.js), and while
    they are on their way (held here) its player taps a first stone; the parts come, then the
    other two stones are tapped and sent: the first stone is still chosen and the three are
    stored.  Before, the draw form had no id, so the new part took its place without the stone
    tapped, and the send was refused 400 ("fields need fixing")."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx, contexts, phones, code = _new_table(browser, base)
    try:
        first, second = phones
        expect(second.locator("#draw")).to_be_visible()
        held = []

        def hold(route):    # the second page's request for its parts, held until let go
            if route.request.headers.get("x-parts") and not held:
                held.append(route)
            else:
                route.continue_()
        second.route(f"**/t/{code}/me*", hold)
        for k, stone in enumerate(("eagle", "monkey", "serpent")):
            first.locator(f'#draw-stone_{k} span[data-stone="{stone}"]').tap()
        with answered(first):
            first.locator("#draw button[type=submit]").tap()
        for _ in range(WAIT_MS // 100):
            if held:
                break
            second.wait_for_timeout(100)
        assert held, "the second page never asked for its parts"
        second.locator('#draw-stone_0 span[data-stone="dog"]').tap()
        held[0].continue_()
        second.unroute(f"**/t/{code}/me*")
        expect(second.locator("body")).not_to_have_attribute("data-version", "0")
        expect(second.locator('#draw-stone_0 input[value="dog"]')).to_be_checked()
        second.locator('#draw-stone_1 span[data-stone="jaguar"]').tap()
        second.locator('#draw-stone_2 span[data-stone="dog"]').tap()
        with answered(second):
            second.locator("#draw button[type=submit]").tap()
        expect(second.locator("#my-stones li")).to_have_count(3)
        shown = second.locator("#my-stones li strong").evaluate_all(
            "els => els.map(e => e.dataset.stone)")
        assert shown == ["dog", "jaguar", "dog"]
    finally:
        close_contexts(*contexts, host_ctx)
