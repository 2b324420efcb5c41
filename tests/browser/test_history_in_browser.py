"""The play history in a phone-sized chromium: regular players named once, ticked on the
new-table form to fill the seats (taps, no typing), the finished table's BG Stats link, the
history and the statistics, in Japanese and in English."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from sqlalchemy import select

from companion import tables
from companion.extensions import db
from companion.models import Table
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

PHONE = {"width": 390, "height": 844}
#: Set to a folder to keep the screenshots of the tour (to look at them).
SHOTS = os.environ.get("HISTORY_SHOTS")


def shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def finish(app, code: str, vps: list[int]) -> None:
    """Every seat chooses its wealth, then the host enters each player's VP as the end."""
    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        dealt = table.setup["wealth_dealt"]
        seen = tables.current_version(table)
        for seat in range(len(table.seats)):
            tables.record_move(table, seat, {"type": "choose_wealth",
                                             "tiles": dealt[str(seat)][:2]}, seen)
            seen += 1
        tables.record_move(table, None, {"type": "end_state", "document": {
            "players": [{"vp": vp} for vp in vps], "skulls_on_chichen_itza": 0}}, seen,
            by_host=True)


@pytest.mark.parametrize("lang, names", [("ja", ["はなこ", "たろう", "じろう"]),
                                         ("en", ["Ana", "Ben", "Cai"])])
def test_regulars_fill_the_seats_and_the_result_is_remembered(live_server, chromium, lang,
                                                              names):
    _pw, browser = chromium
    context = browser.new_context(viewport=PHONE, locale=lang, is_mobile=True, has_touch=True)
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server.url}])
    page = context.new_page()
    page.goto(f"{live_server.url}/players")
    for name in names:
        page.fill("#add-regular input[name=name]", name)
        with answered(page):
            page.click("#add-regular button[type=submit]")
    assert page.locator("#regulars li").count() == 3
    shot(page, f"{lang}-players")

    page.goto(f"{live_server.url}/new/tzolkin")
    assert page.locator("#regular-pick").is_visible()
    boxes = page.locator("#regular-pick input[data-regular]")
    # tapped in turn order: the third, the first, the second
    for i in (2, 0, 1):
        boxes.nth(i).check()
    assert [page.input_value(f"#name_{i}") for i in range(3)] == [names[2], names[0], names[1]]
    assert page.input_value("#player_count") == "3"
    boxes.nth(0).uncheck()                       # the second seat's player leaves: seats close up
    assert [page.input_value(f"#name_{i}") for i in range(3)] == [names[2], names[1], ""]
    assert page.input_value("#player_count") == "2"
    boxes.nth(0).check()
    assert [page.input_value(f"#name_{i}") for i in range(3)] == [names[2], names[1], names[0]]
    shot(page, f"{lang}-new-table")
    with answered(page):
        page.click("form.stack button[type=submit]")
    page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
    code = page.url.rsplit("/", 1)[-1]

    # off the table page first: its poll reloads it when the table changes, and a reload
    # started meanwhile aborts the goto below (net::ERR_ABORTED, seen under a heavy load)
    page.goto("about:blank")
    finish(live_server.app, code, [30, 45, 20])  # seats: names[2] 30, names[1] 45, names[0] 20
    page.goto(f"{live_server.url}/t/{code}")
    link = page.locator("#bgstats-link")
    assert link.get_attribute("href").startswith("bgstats://app.bgstatsapp.com/createPlay.html?data=")
    page.goto(f"{live_server.url}/history")
    assert page.locator(".play-card").count() == 1
    assert page.locator(".play-card .winner strong").inner_text() == names[1]
    shot(page, f"{lang}-history")
    page.goto(f"{live_server.url}/history/stats")
    text = page.locator("#stats-tzolkin").inner_text()
    assert names[1] in text and "45" in text
    shot(page, f"{lang}-stats")
    # nothing wider than the phone
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    close_contexts(context)
