"""Mayan Curse's tap editor on a phone, in Japanese (static/js/mayan_curse_editor.js): the
sizes page offers only the spaces within the width and the tier's spaces chosen on it, and a
colour's stelae page counts the stelae as the chips are tapped (the same pages without their
script: tests/web/test_mayan_curse_fresh_tester.py)."""
from __future__ import annotations

import pytest

from tests.browser.contexts import set_being_entered
from tests.browser.mayan_curse_entry import shown
from tests.browser.test_table_in_browser import WAIT_MS, phone_options

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def _chip(page, name: str, value: int):
    return page.locator(f'.mce-chip-row[data-for="{name}"] button[data-value="{value}"]')


def _offered(page, name: str) -> list[int]:
    """The chips of the choice ``name`` a player sees (hidden ones left out)."""
    return [int(v) for v in page.locator(
        f'.mce-chip-row[data-for="{name}"] button:visible').evaluate_all(
            "bs => bs.map(b => b.getAttribute('data-value'))")]


@pytest.mark.browser
def test_the_place_chips_follow_the_width_and_a_colour_s_stelae_are_counted(chromium,
                                                                             live_server):
    """Sizes: before a width is chosen every space 1-12 is offered along a relay board; the
    width 7 tapped, spaces 1-7 only (8-12 hidden), the tier's 8 spaces tapped, spaces 1-8 of
    16 around it.  Width 9, the 9th space picked as the 1st marked space, then width 7 again:
    that pick is undone (no chip pressed, nothing sent beyond the board).  Brown stelae: the
    page opens with 「この色：0枚」; 5 worth 1 and 3 worth 2 tapped make 「この色：8枚」, 2 worth 1
    instead of 5 make 「この色：5枚」; in English, 1 worth 1 and none worth 2 make "This colour:
    1 stela", then 2 worth 2 "This colour: 3 stelae"."""
    pw, _browser = chromium
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "mayan_curse",
                           **phone_options(pw)) as (ctx, page, set_id):
        base = f"{live_server.url}/components/mayan_curse/{set_id}"
        page.goto(f"{base}/boards/1")
        expect(_chip(page, "entry_col_1", 12)).to_be_visible()
        assert _offered(page, "marked_1") == list(range(1, 13))
        _chip(page, "width", 7).click()
        for name in ("marked_1", "boulder_col_2", "entry_col_3"):
            assert _offered(page, name) == list(range(1, 8)), name
        expect(_chip(page, "entry_col_1", 12)).to_be_hidden()
        assert _offered(page, "entry_line_1") == list(range(1, 17))
        _chip(page, "lines", 8).click()
        assert _offered(page, "entry_line_1") == list(range(1, 9))
        _chip(page, "width", 9).click()
        _chip(page, "marked_1", 9).click()
        expect(_chip(page, "marked_1", 9)).to_have_attribute("aria-pressed", "true")
        _chip(page, "width", 7).click()
        assert shown(page, ["width", "marked_1"]) == ["7", ""]
        expect(_chip(page, "marked_1", 9)).to_be_hidden()
        assert page.locator('.mce-chip-row[data-for="marked_1"] '
                            'button[aria-pressed="true"]').count() == 0

        page.goto(f"{base}/stelae/1")
        total = page.locator("#colour-total")
        expect(total).to_have_text("この色：0枚")
        _chip(page, "value_1", 5).click()
        _chip(page, "value_2", 3).click()
        expect(total).to_have_text("この色：8枚")
        _chip(page, "value_1", 2).click()
        expect(total).to_have_text("この色：5枚")
        ctx.add_cookies([{"name": "lang", "value": "en", "url": live_server.url}])
        page.goto(f"{base}/stelae/1")
        total = page.locator("#colour-total")
        _chip(page, "value_1", 1).click()
        _chip(page, "value_2", 0).click()
        expect(total).to_have_text("This colour: 1 stela")
        _chip(page, "value_2", 2).click()
        expect(total).to_have_text("This colour: 3 stelae")
