"""A move sent from a page that fell behind sends one request (issue 38, item 3).

Ohio Bob solo on a phone at 375 × 812 in Japanese (the sample, seed 3: the first two cards are
G14 and G07).  The phone has the seat's page open twice; the second page does not hear that the
table changed (its version polls answer "nothing new").  The first page keeps the blue card
(G07) and turns the purple one over as the first room; then the second, out-of-date page taps
the same choice: it is refused ("the table moved on"), with exactly one POST from that page, and
the move is stored once."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS
from tests.driver import stored_moves

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
KEEP = "青の宝石のカード（A：神殿マップ、B：移動 ✥）を手札に加える"


def _solo_with_a_stale_page(host, phone_ctx, base: str, choice: tuple[str, str]):
    """A solo table (seed 3, ``choice``: one more (select, value) of the new-table form) made
    on ``host``, its seat taken on a first page of ``phone_ctx``, and a second page of the same
    phone that never hears of a new version.  Returns (code, first page, stale page)."""
    host.goto(f"{base}/new/ohio_bob")
    host.select_option("#player_count", "1")
    host.fill('input[name="name_0"]', "はなこ")
    host.fill('input[name="seed"]', "3")
    host.select_option(*choice)
    with answered(host):
        host.locator('form button[type="submit"]').last.click()
    join_url = host.locator("#join-url").get_attribute("href")
    code = join_url.split("?")[0].rstrip("/").split("/")[-1]
    first = phone_ctx.new_page()
    first.goto(join_url)
    with answered(first):
        first.locator("button.seat-button").first.click()
    stale = phone_ctx.new_page()
    stale.route("**/version*", lambda route: route.fulfill(status=304))
    stale.goto(f"{base}/t/{code}/me")
    return code, first, stale


@pytest.mark.browser
def test_a_move_from_a_stale_page_is_posted_once(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **PHONE)
    try:
        code, first, stale = _solo_with_a_stale_page(
            host_ctx.new_page(), phone_ctx, base, ('select[name="card_set"]', "green"))
        expect(stale.get_by_role("button", name=KEEP)).to_be_visible()

        with answered(first):
            first.get_by_role("button", name=KEEP).click()
        expect(first.locator(".ob-first-cards")).to_have_count(0)

        posts: list[str] = []
        stale.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
        stale.get_by_role("button", name=KEEP).click()
        expect(stale.locator(".ob-first-cards")).to_have_count(0)  # the new state shown
        stale.wait_for_timeout(1500)  # a second request, if any, would have gone by now
        assert [p.split("/t/")[1] for p in posts] == [f"{code}/move/first_room"], posts
        assert len(stored_moves(live_server.app, code)) == 1
    finally:
        close_contexts(host_ctx, phone_ctx)


@pytest.mark.browser
def test_a_move_from_a_page_behind_the_partner_is_posted_once(chromium, live_server):
    """Two players (seed 3): Ana's page does not hear of Ben's first room; Ana then chooses her
    own first room there: one POST from her page, and both first rooms stored (the partner's
    move left hers as it was: 2人プレイ, the two play at the same time)."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    ana_ctx = open_context(browser, base, "ja", **PHONE)
    ben_ctx = open_context(browser, base, "ja", **PHONE)
    try:
        host = host_ctx.new_page()
        host.goto(f"{base}/new/ohio_bob")
        host.select_option("#player_count", "2")
        host.fill('input[name="name_0"]', "はなこ")
        host.fill('input[name="name_1"]', "たろう")
        host.fill('input[name="seed"]', "3")
        with answered(host):
            host.locator('form button[type="submit"]').last.click()
        join_url = host.locator("#join-url").get_attribute("href")
        code = join_url.split("?")[0].rstrip("/").split("/")[-1]
        ana, ben = ana_ctx.new_page(), ben_ctx.new_page()
        for phone in (ana, ben):
            phone.goto(join_url)
            with answered(phone):
                phone.locator("button.seat-button").first.click()
        ana.route("**/version*", lambda route: route.fulfill(status=304))
        ana.reload()
        expect(ana.locator(".ob-choice button").first).to_be_visible()
        with answered(ben):
            ben.locator(".ob-choice button").first.click()
        expect(ben.locator(".ob-first-cards")).to_have_count(0)

        posts: list[str] = []
        ana.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
        ana.locator(".ob-choice button").first.click()
        expect(ana.locator(".ob-first-cards")).to_have_count(0)
        ana.wait_for_timeout(1500)
        assert [p.split("/t/")[1] for p in posts] == [f"{code}/move/first_room"], posts
        assert len(stored_moves(live_server.app, code)) == 2
    finally:
        close_contexts(host_ctx, ana_ctx, ben_ctx)


@pytest.mark.browser
def test_real_cards_a_choice_from_a_stale_page_is_posted_once(chromium, live_server):
    """Real cards, solo (seed 3): the first room chosen by pictures on one page, then again on
    a second page that did not hear of it: one POST from that page, one move stored."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **PHONE)
    try:
        code, first, stale = _solo_with_a_stale_page(
            host_ctx.new_page(), phone_ctx, base, ('select[name="mode"]', "table"))

        def choose(page):
            boxes = page.locator("#ob-first-room .ob-pick-box")
            boxes.nth(0).locator('.ob-pick-card[data-card="G14"]').click()
            boxes.nth(1).locator('.ob-pick-card[data-card="G07"]').click()
            page.locator("#ob-first-room button[type=submit]").last.click()

        with answered(first):
            choose(first)
        expect(first.locator("#ob-first-room")).to_have_count(0)
        posts: list[str] = []
        stale.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
        choose(stale)
        expect(stale.locator("#ob-first-room")).to_have_count(0)
        stale.wait_for_timeout(1500)
        assert [p.split("/t/")[1] for p in posts] == [f"{code}/move/first_room"], posts
        assert len(stored_moves(live_server.app, code)) == 1
    finally:
        close_contexts(host_ctx, phone_ctx)
