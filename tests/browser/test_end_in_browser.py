"""The end of a Tzolk'in game in a real browser (issue 37 item 3, issue 39 items 3 and 5): on
the host screen (1280×800) and on each phone (375×812) the winner and the ranking are in the
first screen, without scrolling; beside them the ways to save the play: on a phone BG Stats'
link and the play history (one tap each), on the host a QR code a phone scans to open the
play's page with the same links.  Then the summary by where the points came from, adding up to
each total, then the score sheet.  Japanese, as the players read it."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from sqlalchemy import select

from companion import tables
from companion.extensions import db
from companion.games.tzolkin.rules.game import GAME
from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.random_player import random_move
from companion.models import Table
from tests.browser.answers import answered
from tests.browser.closing import close_contexts

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

HOST = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 375, "height": 812}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
WAIT_MS = 10_000
SHOTS = os.environ.get("SHOTS")  # a folder: screenshots of the pages, to look at them


def play_to_the_end(app, code: str, seed: int = 3) -> dict:
    """Every seat keeps its first two wealth tiles, then random legal turns (the engine's
    random player) are stored through the table service until the game ends by itself after
    the 4th food day.  Returns the last state."""
    rng = random.Random(seed)
    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        dealt = table.setup["wealth_dealt"]
        seen = tables.current_version(table)
        for seat in range(len(table.seats)):
            tables.record_move(table, seat, {"type": "choose_wealth",
                                             "tiles": dealt[str(seat)][:2]}, seen)
            seen += 1
        state = tables.current(table).state
        while not GAME.is_over(state):
            seat = current_seat(state)
            tables.record_move(table, seat, random_move(state, seat, rng), seen)
            seen += 1
            state = tables.current(table).state
            assert seen < 3000
        return state


def in_first_screen(page, selector: str, height: int) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)


@pytest.mark.browser
def test_the_ranking_comes_first_with_the_ways_to_save_the_play(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    cookie = [{"name": "lang", "value": "ja", "url": base}]
    host_ctx = browser.new_context(**HOST)
    phone_ctx = [browser.new_context(**PHONE) for _ in range(2)]
    try:
        for ctx in (host_ctx, *phone_ctx):
            ctx.set_default_timeout(WAIT_MS)
            ctx.add_cookies(cookie)
        host = host_ctx.new_page()
        host.goto(f"{base}/new/tzolkin")
        host.select_option("#player_count", "2")
        for i, name in enumerate(["はなこ", "たろう"]):
            host.fill(f'input[name="name_{i}"]', name)
        with answered(host):
            host.get_by_role("button", name="テーブルを作る").click()
        code = host.locator("#join-code").inner_text().strip()
        phones = []
        for i, ctx in enumerate(phone_ctx):
            phone = ctx.new_page()
            phone.goto(f"{base}/j/{code}")
            with answered(phone):
                phone.get_by_role("button", name=["はなこです", "たろうです"][i]).click()
            phones.append(phone)
        # off the live pages while the game is played out: closed, not sent to about:blank (a
        # page reloading itself because a seat was just taken aborted that goto under load)
        for page in (host, *phones):
            page.close()
        host = host_ctx.new_page()
        phones = [ctx.new_page() for ctx in phone_ctx]
        state = play_to_the_end(live_server.app, code)
        sheet = GAME.score(state)
        winner = sheet.players[sheet.winners[0]]

        # the host screen: the winner, the ranking and the QR code in the first screen
        host.goto(f"{base}/t/{code}")
        assert host.evaluate("window.scrollY") == 0
        expect(host.locator("#end-winner")).to_contain_text(winner)
        for selector in ("#end-winner", "#end-ranking", "#end-qr"):
            in_first_screen(host, selector, HOST["viewport"]["height"])
        assert host.locator("#end-ranking li").count() == 2
        qr = host.request.get(base + host.locator("#end-qr").get_attribute("src"))
        assert qr.ok and qr.headers["content-type"].startswith("image/svg+xml")
        # the summary: each player's groups add up to the total the sheet says
        assert host.locator("#end-summary tbody tr").count() == len(sheet.summary)
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            host.screenshot(path=f"{SHOTS}/end-host.png")

        # every phone: the winner, the ranking, BG Stats and the play history in the first screen
        for i, phone in enumerate(phones):
            phone.goto(f"{base}/t/{code}/me")
            assert phone.evaluate("window.scrollY") == 0
            expect(phone.locator("#end-winner")).to_contain_text(winner)
            for selector in ("#end-winner", "#end-ranking", "#end-bgstats", "#end-history"):
                in_first_screen(phone, selector, PHONE["viewport"]["height"])
            assert phone.locator("#end-bgstats").get_attribute("href").startswith(
                "bgstats://app.bgstatsapp.com/createPlay.html?data=")
            # nothing wider than the phone
            assert phone.evaluate("document.documentElement.scrollWidth") <= 375
            if SHOTS:
                phone.screenshot(path=f"{SHOTS}/end-phone-{i}.png")
        # the play history: one tap, and the play is there
        with answered(phones[0]):
            phones[0].locator("#end-history").click()
        expect(phones[0].locator(".play-card")).to_have_count(1)

        # the page the host's QR code opens, on a phone that held no seat: the same first screen
        stranger = browser.new_context(**PHONE)
        stranger.add_cookies(cookie)
        other = stranger.new_page()
        other.goto(f"{base}/t/{code}/score")
        for selector in ("#end-winner", "#end-ranking", "#end-bgstats"):
            in_first_screen(other, selector, PHONE["viewport"]["height"])
        if SHOTS:
            other.screenshot(path=f"{SHOTS}/end-score-page.png")
        close_contexts(stranger)
    finally:
        close_contexts(host_ctx, *phone_ctx)
