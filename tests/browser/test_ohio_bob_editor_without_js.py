"""Ohio Bob's card editor works on a phone without scripts (issue 11): each tap on a space, an
edge or an effect button sends the form, and the page comes back with the tap applied and
nothing stored; "Save" then stores the card.  The card: rooms of 2 × 2 spaces, the stairs at
row 2, column 2, a locked door on the top border above row 1, column 1 (two taps: wall, then
locked door), a red gem, option A ⇔, option B a rock."""
from __future__ import annotations

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered
from tests.browser.contexts import open_context

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


@pytest.mark.browser
def test_a_card_entered_by_taps_without_scripts(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "en", **phone_options(pw), java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(f"{base}/components/ohio_bob")
        page.fill('#new-set input[name="name"]', "No scripts")
        with answered(page):
            page.get_by_role("button", name="Start entering it").click()
        set_url = page.url
        page.goto(f"{set_url}/basics/1")
        page.locator('.obe-size-choice:has(input[name="rows"][value="2"])').click()
        page.locator('.obe-size-choice:has(input[name="cols"][value="2"])').click()
        page.locator('input[name="colour"][value="red"]').check()
        with answered(page):
            page.get_by_role("button", name="Save", exact=True).click()
        page.goto(f"{set_url}/green/1")
        expect(page.locator(".obe-stroke-hint")).to_be_hidden()    # no strokes without scripts
        page.locator('.obe-brush:has(input[value="stairs"])').click()
        with answered(page):
            page.locator('button.obe-cell[value="c2-2"]').click()
        expect(page.locator('button.obe-cell[value="c2-2"]')).to_have_attribute(
            "data-symbol", "▤")
        for _ in range(2):
            with answered(page):
                page.locator('button.obe-edge[value="h0-1"]').click()
        expect(page.locator('button.obe-edge[value="h0-1"]')).to_have_class(
            "obe-edge obe-h obe-door")
        page.locator('.obe-gem-choice:has(input[value="red"])').click()
        with answered(page):
            page.locator('.obe-add[data-token="move:EW"]').click()
        page.locator('.obe-target:has(input[value="B"])').click()
        with answered(page):
            page.locator('.obe-add[data-token="rock"]').click()
        expect(page.locator('.obe-chips[data-option="A"] .obe-chip')).to_contain_text(["Move ⇔"])
        # nothing is stored before "Save"
        page2 = ctx.new_page()
        page2.goto(set_url)
        expect(page2.locator("#kind-green h2")).to_have_text("green floor temple cards 0/17")
        with answered(page):
            page.get_by_role("button", name="Save", exact=True).click()
        page2.goto(set_url)
        expect(page2.locator("#kind-green h2")).to_have_text("green floor temple cards 1/17")
        # the card is named by what it shows, not by the app's id (issue 38)
        expect(page2.locator("#kind-green li").first).to_contain_text(
            "red gem — A: Move ⇔ · B: Rock")
        # the next card: the options seen are chips, each a submit that fills the option
        # chosen (A, then B), the page drawn again by the server
        page.goto(f"{set_url}/green/2")
        with answered(page):
            page.locator('.obe-seen-option[data-tokens="rock"]').click()
        expect(page.locator('input[name="opt-A"]')).to_have_value("rock")
        expect(page.locator('input[name="target"][value="B"]')).to_be_checked()
        with answered(page):
            page.locator('.obe-seen-option[data-tokens="move:EW"]').click()
        expect(page.locator('input[name="opt-B"]')).to_have_value("move:EW")
    finally:
        close_contexts(ctx)
