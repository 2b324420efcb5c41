"""Issue 38, item 1: with the real Ohio Bob cards, the card revealed is picked by its picture on
a phone (375×812, Japanese), never from a text list nor by the app's card numbers.

The sample, seed 3, green floor, real cards (tests/web/test_ohio_bob_card_pictures.py): the two
cards drawn are G14 (purple gem, A: sledgehammer) and G07 (blue gem, A: temple map); G14 is
turned over as the first room, G07 kept.  The temple map west from the stairs (row 3, column 2)
explores (探索): the card drawn, G01 (yellow gem, 移動 ⇔ / 移動 ⇕, a pit and a purple chest in its
room), is picked by its picture after the yellow filter; it lies west of G14.
Targets: the first room in 3 taps (two pictures and the send); the room revealed in 3 taps (the
direction, the gem filter, the picture, which sends); no page load (poll.js puts the page
after each move in place)."""
from __future__ import annotations

import re

import pytest

from companion import tables
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.pickup_taps import count_loads
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE_375 = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 3,
             "is_mobile": True, "has_touch": True, "locale": "ja-JP"}
#: A card number of the app's ("G14", "B03"): never what a player reads to pick a card.
APP_NUMBER = re.compile(r"[A-Z]\d{2}")


def real_cards_table(app) -> str:
    """Hanako's solo table with the sample in real-cards mode (seed 3, green floor)."""
    with app.app_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "はなこ", "colour": "red"}], seed="3",
            options={"mode": "table", "difficulty": "easy", "sides": {}, "challenge": 0,
                     "card_set": "green"})
        return table.code


def visible_text(page, selector: str) -> str:
    """The text a player sees in the elements ``selector`` (hidden ones left out)."""
    return " ".join(page.locator(selector).evaluate_all(
        "els => els.filter(e => e.offsetParent !== null).map(e => e.innerText)"))


def tap(page, locator, taps: list, what: str) -> None:
    locator.click()
    taps.append(what)


@pytest.mark.browser
def test_a_revealed_card_is_tapped_as_its_picture(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = real_cards_table(live_server.app)
    ctx = open_context(browser, base, "ja", **PHONE_375)
    try:
        phone = ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.get_by_role("button", name="はなこです").click()
        loads = count_loads(phone)

        # the first room: the pictures replace the lists; none of them shows an app number
        room_box = phone.locator('.ob-pick-box:has(select[name="first_room-room"])')
        hand_box = phone.locator('.ob-pick-box:has(select[name="first_room-hand"])')
        expect(room_box.locator(".ob-pick-card")).to_have_count(17)
        expect(phone.locator("select.ob-card-select")).to_have_count(2)
        expect(phone.locator("select.ob-card-select").first).to_be_hidden()
        send = phone.get_by_role("button", name="最初の部屋を置く")
        expect(send).to_be_disabled()  # nothing is chosen for the player
        seen = visible_text(phone, "#ob-actions")
        assert "多色" in seen and "移動 ⇔" in seen and not APP_NUMBER.search(seen), seen
        taps: list[str] = []
        tap(phone, room_box.locator('.ob-pick-card[data-card="G14"]'), taps, "G14 as the room")
        # the room chosen cannot also go to the hand
        expect(hand_box.locator('.ob-pick-card[data-card="G14"]')).to_be_disabled()
        tap(phone, hand_box.locator('.ob-pick-card[data-card="G07"]'), taps, "G07 to the hand")
        with answered(phone):
            tap(phone, send, taps, "send")
        assert len(taps) == 3, taps
        expect(phone.locator(".ob-map .ob-cell")).to_have_count(12)

        # G07, option A (the temple map), then west: the room revealed by its picture
        with answered(phone):
            phone.locator('.ob-card[data-card="G07"]').get_by_role("button", name="Aでプレイ").click()
        draw = phone.locator("form.ob-draw:has(button[value='W'])")
        expect(draw.locator(".ob-pick")).to_be_hidden()
        taps = []
        tap(phone, draw.get_by_role("button", name="← 西"), taps, "west")
        expect(draw.locator(".ob-pick")).to_be_visible()
        expect(draw.locator(".ob-pick-card")).to_have_count(15)
        seen = visible_text(phone, "#ob-actions")
        assert not APP_NUMBER.search(seen), seen
        tap(phone, draw.get_by_role("button", name="黄", exact=True), taps, "yellow")
        yellow = draw.locator(".ob-pick-card:visible")
        expect(yellow).to_have_count(4)  # G01, G05, G09, G13: the green floor's yellow gems
        picture = draw.locator('.ob-pick-card[data-card="G01"]')
        box = picture.bounding_box()
        assert box["width"] >= 140 and box["x"] + box["width"] <= 375, box
        with answered(phone):
            tap(phone, picture, taps, "G01's picture")
        expect(phone.locator(".ob-map .ob-cell")).to_have_count(24)
        assert len(taps) == 3, taps
        assert loads == [], loads
        rooms = state_of(live_server.app, code)["players"][0]["rooms"]
        assert rooms[1] == {"card": "G01", "x": -1, "y": 0, "rot": 0}
    finally:
        close_contexts(ctx)
