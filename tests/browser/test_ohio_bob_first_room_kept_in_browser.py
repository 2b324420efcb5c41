"""Trial 45, Ohio Bob, item 2: two players with real cards choose their first rooms at the same
time.  Ken (seat 2) taps the card to turn over as his first room while Yuki's first room is
stored and his page is being brought up to date; his pick stays (the partner's move leaves his
choice as it was), he taps the card for his hand, and 「最初の部屋を置く」 sends both.  Before,
the page put in after Yuki's move drew his form anew and his first pick vanished without a word,
the button staying disabled.

The phone's request for the parts drawn anew is held until Ken has tapped, as on a slow network."""
from __future__ import annotations

import pytest

from companion import tables
from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS
from tests.browser.test_tzolkin_layout_in_browser import opened
from tests.driver import state_of

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}


def _table(app):
    """Yuki and Ken, real cards (sample, seed 5, green floor): (code, seat tokens)."""
    with app.test_request_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "ゆき", "colour": "red"}, {"name": "けん", "colour": "blue"}],
            seed="5", options={"mode": "table", "difficulty": "easy", "sides": {},
                               "challenge": 0, "card_set": "green"})
        tokens = [tables.claim_seat(table, seat, f"device-{seat}").token for seat in range(2)]
        return table.code, tokens


def _first_room(app, code: str, seat: int) -> None:
    """Seat ``seat`` places the first two cards of its deck (the first as the room)."""
    with app.test_request_context():
        table = tables.find_table(code)
        rep = tables.current(table)
        deck = rep.state["players"][seat]["deck"]
        tables.record_move(table, seat, {"type": "first_room", "seat": seat, "room": deck[0],
                                         "hand": deck[1]}, rep.version)


@pytest.mark.browser
def test_a_first_room_picked_while_the_partner_places_theirs_is_kept(chromium, live_server):
    _pw, browser = chromium
    base, app = live_server.url, live_server.app
    expect.set_options(timeout=WAIT_MS)
    code, tokens = _table(app)
    ctx, ken = opened(browser, base, app, code, PHONE, seat_token=tokens[1])
    errors: list[str] = []
    held: list = []
    try:
        ken.on("pageerror", lambda exc: errors.append(str(exc)))
        ken.goto(f"{base}/t/{code}/me")
        room_box = ken.locator('.ob-pick-box:has(select[name="first_room-room"])')
        hand_box = ken.locator('.ob-pick-box:has(select[name="first_room-hand"])')
        send = ken.get_by_role("button", name="最初の部屋を置く")
        expect(send).to_be_disabled()
        cards = room_box.locator(".ob-pick-card").evaluate_all(
            "bs => bs.map(b => b.getAttribute('data-card'))")
        room, hand = cards[2], cards[5]

        def hold(route):
            if route.request.headers.get("x-parts") is not None:
                held.append(route)
            else:
                route.continue_()
        ken.route(f"**/t/{code}/me*", hold)
        _first_room(app, code, 0)  # Yuki's first room, from her phone
        ken.wait_for_function("() => true")
        for _ in range(100):  # Ken's page heard of it and asks for its parts
            if held:
                break
            ken.wait_for_timeout(50)
        assert held, "the page never asked for its parts"
        room_box.locator(f'.ob-pick-card[data-card="{room}"]').click()
        held[0].continue_()
        ken.unroute(f"**/t/{code}/me*")
        expect(ken.locator("body")).to_have_attribute("data-version", "1")
        ken.wait_for_timeout(300)
        # the pick is still there, and nothing says the form can no longer be sent
        expect(room_box.locator(f'.ob-pick-card[data-card="{room}"]')).to_have_attribute(
            "aria-pressed", "true")
        expect(ken.locator("#stale-banner")).to_be_hidden()
        assert ken.locator('#ob-first-room input[name="first_room-seen"]').get_attribute(
            "value") == "1"
        hand_box.locator(f'.ob-pick-card[data-card="{hand}"]').click()
        expect(send).to_be_enabled()
        with answered(ken):
            send.click()
        expect(ken.locator(".ob-map .ob-cell").first).to_be_visible()
        ken_state = state_of(app, code)["players"][1]
        assert ken_state["rooms"][0]["card"] == room and hand in ken_state["hand"]
        assert errors == []
    finally:
        close_contexts(ctx)
