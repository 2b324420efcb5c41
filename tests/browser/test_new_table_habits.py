"""A table's habits on the new-table form (static/js/new_table_habits.js, GameWeb.
remembered_options): the next table of a game on the same device opens with the deck, the
sides and the difficulty it was set up with last; what is drawn anew each game (the amulet
challenge, the card set) opens on its default; a form sent back with a message shows what
was sent, not the habits; another device knows nothing of them."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

#: Ohio Bob's remembered fields as the first table sets them (each not the form's default).
HABITS = {"difficulty": "hard", "side_level": "easy", "side_amulet": "hard"}


def _values(page, names) -> dict[str, str]:
    return {n: page.locator(f'select[name="{n}"]').input_value() for n in names}


@pytest.mark.browser
def test_the_next_table_opens_with_the_last_tables_habits(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    first = browser.new_context(locale="ja-JP")
    other = browser.new_context(locale="ja-JP")
    try:
        page = first.new_page()
        page.goto(f"{base}/new/ohio_bob")
        defaults = _values(page, [*HABITS, "challenge", "card_set"])
        assert defaults == {"difficulty": "easy", "side_level": "", "side_amulet": "",
                            "challenge": "random", "card_set": "random"}
        for name, value in HABITS.items():
            page.locator(f'select[name="{name}"]').select_option(value)
        page.locator('select[name="challenge"]').select_option("1")
        page.locator("#name_0").fill("ボブ")
        with answered(page):
            page.locator('form[data-habits] button[type="submit"]').click()
        code = page.url.rsplit("/", 1)[-1]
        assert state_of(live_server.app, code)["players"][0]["name"] == "ボブ"

        page.goto(f"{base}/new/ohio_bob")
        expect(page.locator('select[name="difficulty"]')).to_have_value("hard")
        assert _values(page, [*HABITS, "side_energy", "challenge", "card_set"]) == {
            **HABITS, "side_energy": "", "challenge": "random", "card_set": "random"}

        # sent back with a message (the player's name left empty): the fields as sent
        page.locator('select[name="difficulty"]').select_option("easy")
        page.locator("#name_0").fill("")
        with answered(page):
            page.locator("form button[type='submit']").click()
        expect(page.locator(".error")).to_have_count(1)
        expect(page.locator("form[data-habits]")).to_have_count(0)
        expect(page.locator('select[name="difficulty"]')).to_have_value("easy")

        # another device: the form's own defaults
        elsewhere = other.new_page()
        elsewhere.goto(f"{base}/new/ohio_bob")
        expect(elsewhere.locator("form[data-habits]")).to_have_count(1)
        assert _values(elsewhere, list(HABITS)) == {n: defaults[n] for n in HABITS}
    finally:
        close_contexts(first, other)
