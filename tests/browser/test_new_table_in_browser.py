"""The Mayan Curse new-table form in a browser (issue 38): the boulder rolls list the chosen
set's faces only, and choosing another set swaps the lists (static/js/new_table.js) keeping a
face the new set also has; the server checks the choice again."""
from __future__ import annotations

import json

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of
from tests.web.test_new_table_choices import _hound_set

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SAMPLE_FACES = ["rolled by the app", "dog", "jaguar", "serpent", "eagle", "monkey", "wild"]


@pytest.mark.browser
def test_the_boulder_faces_follow_the_set_chosen(chromium, live_server):
    """The device saves its copy (the sample's dog under another id, "hound", still called
    dog); on the new-table form the boulder rolls show the sample's seven choices, each once;
    choosing the copy gives its own (dog is now the copy's hound), eagle chosen before still
    chosen; back to the sample, the sample's again.  The table set up with the copy's dog
    rolls it."""
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    try:
        page.goto(f"{base}/components/mayan_curse")
        page.get_by_text("For people who script: a set as a file").click()
        page.locator('input[name="name"]').last.fill("Ours")
        page.locator('textarea[name="text"]').fill(json.dumps(_hound_set()))
        with answered(page):
            page.get_by_role("button", name="Check and save").click()
        expect(page.locator(".error")).to_have_count(0)
        # the form starts on this device's complete set; the sample asked for by the address
        page.goto(f"{base}/new/mayan_curse?components=sample")
        rolls = [page.locator(f'select[name="boulder_{k}"]') for k in range(3)]
        expect(rolls[0].locator("option")).to_have_text(SAMPLE_FACES)
        assert rolls[0].locator('option[value="dog"]').count() == 1
        rolls[1].select_option("eagle")
        sets = page.locator('select[name="components"]')
        sets.select_option(label="Ours")
        for roll in rolls:
            expect(roll.locator("option")).to_have_text(SAMPLE_FACES)
        expect(rolls[0].locator('option[value="hound"]')).to_have_count(1)
        expect(rolls[0].locator('option[value="dog"]')).to_have_count(0)
        expect(rolls[1]).to_have_value("eagle")
        sets.select_option("sample")
        expect(rolls[0].locator('option[value="dog"]')).to_have_count(1)
        sets.select_option(label="Ours")
        page.locator("#player_count").select_option("2")
        page.locator("#name_0").fill("Ana")
        page.locator("#name_1").fill("Ben")
        rolls[0].select_option(label="dog")
        rolls[1].select_option("wild")
        rolls[2].select_option("eagle")
        with answered(page):
            page.get_by_role("button", name="Set up the table").click()
        expect(page.get_by_text("Seats", exact=True)).to_be_visible()
        code = page.url.rsplit("/", 1)[-1]
        assert [b["face"] for b in state_of(live_server.app, code)["boulders"]] == \
            ["hound", "wild", "eagle"]
    finally:
        close_contexts(context)
