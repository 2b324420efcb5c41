"""Mayan Curse's turn builder on a phone 375 × 812 px in Japanese (issue 38 item 4): the
passage drawing's cells are big enough to tap (at least 40 px; the drawing scrolls sideways
inside its box, the page does not) and the space a step goes to, tapped on the drawing,
builds that step: one tap and no page load (put in place, static/js/poll.js), as its button
takes, to the same address.  Spaces no step reaches are no links.  Screenshots go to MC_SHOTS when it is set."""
from __future__ import annotations

import os

import pytest

from tests.browser.answers import answered, tap_step
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.pickup_taps import count_loads
from tests.browser.test_mayan_curse_phone import solo_small_table
from tests.browser.test_table_in_browser import DESKTOP, WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SIZE = {"width": 375, "height": 812}


def _shot(page, name, full=True):
    if os.environ.get("MC_SHOTS"):
        page.screenshot(path=os.path.join(os.environ["MC_SHOTS"], name), full_page=full)


def _tap_builds(phone, selector: str) -> tuple[int, list[str]]:
    """Tap ``selector`` and wait for the page it opens: (taps, page loads)."""
    loads = count_loads(phone)
    tap_step(phone, phone.locator(selector))
    return 1, loads


@pytest.mark.browser
def test_a_free_step_is_built_by_tapping_its_space_on_the_drawing(chromium, live_server):
    """The position of test_mayan_curse_phone (solo, はなこ on the middle relay board's 1st
    row, column 1 on the drawing: row 9, column 0), stones dog/jaguar, eagle, monkey.
    「中継地点」: 「移動（石なし）」 over the relay board's blank spaces.  On that page the
    drawing outlines the spaces the free step can go to; its 3rd row, column 1 (row 11,
    column 0), tapped on the drawing, builds the free step there — 1 tap, no page load, the
    same as its button (「…へ」), and the same address."""
    pw, browser = chromium
    base = live_server.url
    phone_opts = dict(phone_options(pw), viewport=SIZE, screen=SIZE)
    host_ctx = open_context(browser, base, "ja", **DESKTOP)
    phone_ctx = open_context(browser, base, "ja", **phone_opts)
    expect.set_options(timeout=WAIT_MS)
    try:
        host = host_ctx.new_page()
        solo_small_table(host, live_server)
        join_url = host.locator("#join-url").get_attribute("href")

        phone = phone_ctx.new_page()
        phone.goto(join_url)
        with answered(phone):
            phone.locator("button.seat-button").first.tap()
        for k, stone in enumerate(("dog/jaguar", "eagle", "monkey")):
            phone.locator(f'#draw-stone_{k} span[data-stone="{stone}"]').tap()
        with answered(phone):
            phone.locator("#draw button[type=submit]").tap()
        # the menu: its choices go to no space, so nothing on the drawing is a link
        expect(phone.locator("a.mc-choice").first).to_be_visible()
        expect(phone.locator("#turn a.mc-go")).to_have_count(0)

        # the free step's page
        tap_step(phone, phone.locator('a.mc-choice[href*="pick=free"]'))
        free_page = phone.url
        expect(phone.locator("#turn h3").first).to_contain_text("中継ボード")
        buttons = phone.locator("a.mc-choice[data-pos]")
        spaces = sorted(buttons.evaluate_all("els => els.map(e => e.dataset.pos)"))
        assert "11,0" in spaces and "9,0" not in spaces     # not where she stands
        cells = phone.locator("#turn td.mc-tap")
        assert sorted(cells.evaluate_all("els => els.map(e => e.dataset.pos)")) == spaces
        # each tappable space links where its button does; no other space is a link
        assert phone.locator("#turn td:not(.mc-tap) a").count() == 0
        for pos in spaces:
            assert (phone.locator(f'#turn td[data-pos="{pos}"] a.mc-go').get_attribute("href")
                    == phone.locator(f'a.mc-choice[data-pos="{pos}"]').get_attribute("href"))
        # big enough to tap, and the page itself does not scroll sideways
        target = phone.locator('#turn td[data-pos="11,0"]')
        box = target.bounding_box()
        assert box["width"] >= 40 and box["height"] >= 40, box
        sizes = phone.locator("#turn table.mc-passage td.mc-floor").evaluate_all(
            "els => els.map(e => [e.offsetWidth, e.offsetHeight])")
        assert min(w for w, _h in sizes) >= 40 and min(h for _w, h in sizes) >= 40, sizes
        assert phone.evaluate("document.documentElement.scrollWidth") <= SIZE["width"] + 1
        # sideways, the target is in sight in the drawing's box (not under the row names)
        sight = phone.evaluate("""(() => {
            const box = document.querySelector('#turn .mc-scroll').getBoundingClientRect();
            const head = document.querySelector('#turn .mc-passage tbody .mc-rowhead')
                .getBoundingClientRect();
            const cell = document.querySelector('#turn td[data-pos="11,0"]')
                .getBoundingClientRect();
            return [cell.left >= head.right - 1, cell.right <= box.right + 1]; })()""")
        assert sight == [True, True], sight
        target.scroll_into_view_if_needed()
        _shot(phone, "passage-taps-free.png")
        _shot(phone, "passage-taps-free-in-sight.png", full=False)

        # tapped on the drawing: the free step is built
        taps, loads = _tap_builds(phone, '#turn td[data-pos="11,0"] a.mc-go')
        assert (taps, len(loads)) == (1, 0)
        by_cell = phone.url
        steps = phone.locator("#turn-steps li")
        expect(steps).to_have_count(1)
        expect(steps.first).to_contain_text("中継")
        cell_steps = steps.first.inner_text()
        expect(phone.locator("#turn a.mc-go")).to_have_count(0)   # the menu again

        # the same with its button: as many taps and loads, the same address and step
        phone.goto(free_page)
        taps, loads = _tap_builds(phone, 'a.mc-choice[data-pos="11,0"]')
        assert (taps, len(loads)) == (1, 0)
        assert phone.url == by_cell
        expect(phone.locator("#turn-steps li")).to_have_count(1)
        assert phone.locator("#turn-steps li").first.inner_text() == cell_steps
    finally:
        close_contexts(host_ctx)
        close_contexts(phone_ctx)
