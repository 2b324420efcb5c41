"""Ohio Bob: one card entered IN PLAY on a phone (real cards, a card revealed that the set does
not hold yet; 375 × 812, Japanese), counted with tests/browser/taps.py: 5 taps with the editor's
helpers the form now has (issue 38, a trial finding): the gem colour of the card before kept,
the kind the set's rooms show most as what a tap puts, options A and B of a card known as an
option chip each; the stairs by their column button; 「このカードを保存」.  Without those helpers
the same card took 8 (the gem, the kind, option A's and option B's effects); 4 while every
option pair known was a chip (G01's pair, entered once and not among the last two, is no pair
chip now: the pair chips are the pairs entered twice or more and the two entered once last).

The set: the sample's cards (TEST DATA, invented) with only G01-G03 of the green floor entered:
G01 yellow, a pit and a purple chest, A ⇔ / B ⇕; G02 purple, a red chest and a pit; G03 blue, a
teleporter and a ration (the pit: the kind shown most).  The table: one player, real cards, the
green floor; the first card new to the set takes place G04, the card before it G03 (blue).  The
card entered: blue, the stairs in column 1, a pit at row 1, column 4, options as G01's."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion import tables
from companion.games.ohio_bob import rules
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.taps import Taps
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_layout_in_browser import opened
from tests.driver import state_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}
SAMPLE = Path(rules.__file__).parent / "data" / "sample_components.json"


def _table(app) -> tuple[str, str]:
    """The table described above: (code, the seat's token)."""
    doc = json.loads(SAMPLE.read_text())
    doc["sample"] = False
    doc["sets"]["green"][3:] = [None] * 14
    with app.test_request_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "ボブ", "colour": "red"}], seed="5",
            options={"mode": "table", "difficulty": "easy", "sides": {}, "challenge": 0,
                     "card_set": "green", "components": doc})
        return table.code, tables.claim_seat(table, 0, "device-0").token


@pytest.mark.browser
def test_a_card_entered_in_play_takes_5_taps(chromium, live_server):
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, token = _table(app)
    ctx, page = opened(browser, base, app, code, PHONE, seat_token=token)
    taps = Taps()
    try:
        page.goto(f"{base}/t/{code}/me?new_card=1")
        form = page.locator("#ob-enter-form")
        expect(form.locator('input[name="gem"][value="blue"]')).to_be_checked()   # G03's
        expect(form.locator('input[name="brush"][value="pit"]')).to_be_checked()
        taps.tap(form.locator('.obe-stairs-at[value="s1"]'), "stairs")
        taps.tap(form.locator('button.obe-cell[value="c1-4"]'), "spaces")
        expect(form.locator('.obe-design[data-a="move:EW"][data-b="move:NS"]')).to_have_count(0)
        taps.tap(form.locator('.obe-seen-option[data-tokens="move:EW"]'), "options")
        taps.tap(form.locator('.obe-seen-option[data-tokens="move:NS"]'), "options")
        expect(form.locator('input[name="opt-A"]')).to_have_value("move:EW")
        expect(form.locator('input[name="opt-B"]')).to_have_value("move:NS")
        with answered(page):
            taps.tap(form.locator(".ob-enter-save"), "save")
        print(f"Ohio Bob, one card entered in play: {taps.report()}")
        assert taps.total == 5, taps.report()
        card = state_of(app, code)["cards"]["G04"]
        assert card["gem"] == "blue"
        assert card["room"]["grid"] == [["empty", "empty", "empty", "pit"], ["empty"] * 4,
                                        ["stairs", "empty", "empty", "empty"]]
        assert [e["dirs"] for e in card["options"]["A"] + card["options"]["B"]] == ["EW", "NS"]
    finally:
        close_contexts(ctx)
