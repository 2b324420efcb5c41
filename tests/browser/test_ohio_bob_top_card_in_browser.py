"""Issue 38 leftovers: with real Ohio Bob cards, level 2's first room asks for both cards drawn
and the torch then asks nothing more, on a phone (375×812, Japanese).

Seed 002 「階段」: "次の階層に進む場合:山札から最初の2枚のカードのうち1枚を選び、神殿面に裏返して
テーブルの中央に配置します" — the page says to draw two cards, so it offers two pickers: the room
and the other card, which goes back on top of the deck (docs/rulings/ohio_bob.md 24).
Seed 「トーチ」: "デッキの一番上のカードの効果をコピーします" — the card on top is then known: the
torch copies it without asking for it (ruling 29a).

The set: the sample's cards with one room per level (tests/web/test_ohio_bob_web.py
short_temple, MAX 5 on every level here so no discard comes between), real cards, green floor.
Level 1: G01 as the room, G06 (purple gem, A: the torch) to the hand; the room is the level's
last, so the player climbs at once (recorded by the table service).  On the phone: G02 (purple
gem, A: move ✥) as the room of level 2 and G12 (red gem, B: rock, move ⇔, move ⇔) back on the
deck — 3 taps (two pictures and the send); then G06 played with A (the torch) and "copy option
B" — 2 taps, no picture to find: the rock of G12's option B is the next effect.  No page load
(poll.js puts the page after each move in place)."""
from __future__ import annotations

import pytest

from companion import tables
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.pickup_taps import count_loads
from tests.browser.test_ohio_bob_card_pictures_in_browser import (APP_NUMBER, PHONE_375, tap,
                                                                   visible_text)
from tests.browser.test_table_in_browser import WAIT_MS
from tests.driver import state_of
from tests.web.test_ohio_bob_web import short_temple

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


def level_2_table(app) -> str:
    """Hanako's solo table (real cards), level 1 played: G01 the room, G06 to the hand, the
    climb; level 2's first room is next."""
    doc = short_temple()
    for start in doc["starting_sets"]:
        for side in ("easy", "hard"):
            for level in start["level"][side]["levels"]:
                level["max_cards"] = 5
    with app.app_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "はなこ", "colour": "red"}], seed="3",
            options={"mode": "table", "difficulty": "easy", "sides": {}, "challenge": 0,
                     "card_set": "green", "components": doc})
        tables.record_move(table, 0, {"type": "first_room", "room": "G01", "hand": "G06"}, 0)
        tables.record_move(table, 0, {"type": "climb"}, 1)
        return table.code


@pytest.mark.browser
def test_level_2_asks_for_both_cards_and_the_torch_asks_nothing_more(chromium, live_server):
    _pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    code = level_2_table(live_server.app)
    assert state_of(live_server.app, code)["players"][0]["level"] == 2
    ctx = open_context(browser, base, "ja", **PHONE_375)
    try:
        phone = ctx.new_page()
        phone.goto(f"{base}/j/{code}")
        with answered(phone):
            phone.get_by_role("button", name="はなこです").click()
        loads = count_loads(phone)

        # the page says two cards are drawn, and offers two pickers
        seen = visible_text(phone, "#ob-actions")
        assert "1枚を裏返して最初の部屋にし、もう1枚は山札の一番上に戻します" in seen, seen
        assert "もう1枚（山札の一番上に戻す）" in seen and not APP_NUMBER.search(seen), seen
        room_box = phone.locator('.ob-pick-box:has(select[name="first_room-room"])')
        top_box = phone.locator('.ob-pick-box:has(select[name="first_room-top"])')
        # the deck but G06 (in the hand) and G01 (level 1's room, put under the deck by the
        # climb: 「階段」 "山札の下に置きます"; ruling 24b): 15 cards
        expect(room_box.locator(".ob-pick-card")).to_have_count(15)
        expect(top_box.locator(".ob-pick-card")).to_have_count(15)
        expect(room_box.locator('.ob-pick-card[data-card="G01"]')).to_have_count(0)
        expect(top_box.locator('.ob-pick-card[data-card="G01"]')).to_have_count(0)
        taps: list[str] = []
        tap(phone, room_box.locator('.ob-pick-card[data-card="G02"]'), taps, "G02 as the room")
        expect(top_box.locator('.ob-pick-card[data-card="G02"]')).to_be_disabled()
        tap(phone, top_box.locator('.ob-pick-card[data-card="G12"]'), taps, "G12 on the deck")
        with answered(phone):
            tap(phone, phone.get_by_role("button", name="最初の部屋を置く"), taps, "send")
        assert len(taps) == 3, taps
        expect(phone.locator(".ob-top")).to_contain_text("赤")      # the top card, shown
        p = state_of(live_server.app, code)["players"][0]
        assert p["rooms"][0]["card"] == "G02" and p["top"] == "G12"

        # the torch: its options are plain buttons, no picture to find
        taps = []
        with answered(phone):
            tap(phone, phone.locator('.ob-card[data-card="G06"]').get_by_role(
                "button", name="Aでプレイ"), taps, "G06, option A")
        expect(phone.locator("form.ob-draw")).to_have_count(0)
        expect(phone.locator("#ob-new-card")).to_have_count(0)
        with answered(phone):
            tap(phone, phone.get_by_role("button", name="山札の一番上のカードのBをコピー"),
                taps, "copy B")
        expect(phone.locator(".ob-effect")).to_contain_text("岩")
        assert len(taps) == 2, taps
        assert loads == [], loads
        p = state_of(live_server.app, code)["players"][0]
        assert p["await"]["effect"]["type"] == "rock" and p["top"] == "G12"
    finally:
        close_contexts(ctx)
