"""Ohio Bob with a table's own copy, on a phone-sized page in a real browser, in Japanese (the
same pages in English: tests/web/test_ohio_bob_editor.py and test_ohio_bob_language.py) (issue 11): a set made by tapping only (the room size and gem colours, the starting
cards of the easy side, one temple card's room as its grid and its equipment as effect
buttons), a table set up with it and real cards, the second card drawn entered on the spot,
then a turn played on the card entered.

The card entered (green floor, first card: G01): a room of 3 × 3 spaces, the stairs at row 3,
column 1, a trap at row 1, column 1, a wall east of the stairs (between columns 1 and 2 of
row 3); a yellow gem; option A ⇕ (a move up or down), option B a key then ✥.  The card
entered on the spot (G02): stairs at row 3, column 3, a pit at row 2, column 2; a red gem;
option A ⇔, option B a rock (first sent without option B: refused, naming it "the card
revealed", never by the app's id for it: issue 38).
The turn: the Super Gear (one step any way) cannot go east from the stairs (the wall), goes
north to row 2, column 1, an empty space."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SHOTS = Path("/tmp/ob11shots")
WORDS = {"new": "入力を始める", "save": "保存", "submit": "テーブルを準備する",
         "green_1": "緑の床の神殿カード 1/17", "start": "開始カードの面 4/14",
         "green_2": "緑の床の神殿カード 2/17",
         "enter": "セットにないカードを入力する", "save_card": "このカードを保存",
         "place": "最初の部屋を置く", "play_a": "Aでプレイ",
         "north": "↑ 北", "no_b": "公開されたカードのオプションBに効果がありません"}


def _shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _paint(page, brush: str, *cells: str) -> None:
    """Choose what a tap puts, then tap the spaces ("3-1": row 3, column 1)."""
    page.locator(f'.obe-brush:has(input[value="{brush}"])').click()
    for at in cells:
        page.locator(f'button.obe-cell[value="c{at}"]').click()


def _add(page, option: str, *tokens: str) -> None:
    page.locator(f'.obe-target:has(input[value="{option}"])').click()
    for token in tokens:
        page.locator(f'.obe-add[data-token="{token}"]').click()


@pytest.mark.browser
@pytest.mark.long
def test_ohio_bob_set_entered_by_tapping_then_played(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    lang, words = "ja", WORDS
    expect.set_options(timeout=WAIT_MS)
    ctx = browser.new_context(**phone_options(pw))
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    try:
        page = ctx.new_page()
        page.goto(f"{base}/components/ohio_bob")
        page.fill('#new-set input[name="name"]', "Our copy")
        with answered(page):
            page.get_by_role("button", name=words["new"]).click()
        set_url = page.url

        # room size and gem colours
        page.locator("#kind-basics a.button").first.click()
        page.locator('.obe-size-choice:has(input[name="rows"][value="3"])').click()
        page.locator('.obe-size-choice:has(input[name="cols"][value="3"])').click()
        for colour in ("yellow", "red"):
            page.locator(f'input[name="colour"][value="{colour}"]').check()
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()

        # one temple card: its room by taps on spaces and an edge, its equipment by buttons
        page.goto(set_url)
        page.locator("#kind-green a.button").first.click()
        _paint(page, "stairs", "3-1")
        _paint(page, "trap", "1-1")
        page.locator('button.obe-edge[value="v3-1"]').click()
        page.locator('.obe-gem-choice:has(input[value="yellow"])').click()
        _add(page, "A", "move:NS")
        _add(page, "B", "key", "move:NESW")
        expect(page.locator('.obe-chips[data-option="B"] .obe-chip')).to_have_count(2)
        expect(page.locator('button.obe-edge[value="v3-1"]')).to_have_class(
            "obe-edge obe-v obe-wall")
        _shot(page, f"{lang}-card-entry")
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        page.goto(set_url)
        expect(page.locator("#kind-green h2")).to_have_text(words["green_1"])

        # the starting cards of the first set, easy side (the rules' values are filled in)
        start = page.locator("#kind-start a.button")
        start.nth(0).click()
        for lv in (1, 2, 3):
            for field, value in (("rooms", "5"), ("rest", str(lv)), ("max_cards", "5"),
                                 ("energy", "6")):
                page.select_option(f'select[name="easy-{lv}-{field}"]', value)
        _shot(page, f"{lang}-level-card")
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        page.goto(set_url)
        start.nth(1).click()
        page.select_option('select[name="easy-max"]', "6")
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        page.goto(set_url)
        start.nth(2).click()
        page.select_option('select[name="easy-1-yellow"]', "1")
        page.select_option('select[name="easy-2-red"]', "1")
        _shot(page, f"{lang}-amulet-card")
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        page.goto(set_url)
        start.nth(3).click()                 # the Super Gear, as the rules describe it
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        page.goto(set_url)
        expect(page.locator("#kind-start h2")).to_have_text(words["start"])
        _shot(page, f"{lang}-set")

        # a table with this set and real cards
        page.goto(f"{base}/new/ohio_bob")
        page.select_option("#player_count", "1")
        page.fill('input[name="name_0"]', "Bob")
        page.select_option('select[name="components"]', label="Our copy")
        page.select_option('select[name="mode"]', "table")
        page.select_option('select[name="card_set"]', "green")
        page.select_option('select[name="challenge"]', "0")
        with answered(page):
            page.locator('form button[type="submit"]').last.click()
        join_url = page.locator("#join-url").get_attribute("href")
        page.goto(join_url)
        with answered(page):
            page.locator("button.seat-button").first.click()

        # the second card drawn is new to the set: entered on the spot, by taps
        with answered(page):
            page.get_by_role("link", name=words["enter"]).click()
        _paint(page, "stairs", "3-2")            # a slip, then the stairs where they are
        _paint(page, "empty", "3-2")
        _paint(page, "stairs", "3-3")
        _paint(page, "pit", "2-2")
        page.locator('.obe-gem-choice:has(input[value="red"])').click()
        _add(page, "A", "move:EW")
        _shot(page, f"{lang}-enter-on-the-spot")
        with answered(page):               # option B forgotten: refused, kept
            page.get_by_role("button", name=words["save_card"]).click()
        expect(page.locator(".flash, .error, [role=alert]").first).to_contain_text(
            words["no_b"])
        expect(page.locator('button.obe-cell[value="c3-3"]')).to_have_attribute(
            "data-symbol", "▤")
        _add(page, "B", "rock")
        with answered(page):
            page.get_by_role("button", name=words["save_card"]).click()
        _shot(page, f"{lang}-after-entry")

        # real cards: the two cards drawn are chosen by their pictures (the one entered just
        # now chosen first as the room; the list stays hidden behind the pictures)
        room = page.locator('.ob-pick-box:has(select[name="first_room-room"])')
        hand = page.locator('.ob-pick-box:has(select[name="first_room-hand"])')
        expect(room.locator('.ob-pick-card[data-card="G02"]')).to_have_attribute(
            "aria-pressed", "true")
        expect(page.locator('select[name="first_room-room"]')).to_be_hidden()
        room.locator('.ob-pick-card[data-card="G01"]').click()
        hand.locator('.ob-pick-card[data-card="G02"]').click()
        expect(page.locator('select[name="first_room-room"]')).to_have_value("G01")
        expect(page.locator('select[name="first_room-hand"]')).to_have_value("G02")
        with answered(page):
            page.get_by_role("button", name=words["place"]).click()
        # the turn: the Super Gear; east is walled off, north is open
        with answered(page):
            page.locator('.ob-card[data-card="super_gear"]').get_by_role(
                "button", name=words["play_a"]).click()
        expect(page.locator(".ob-refused")).to_be_visible()
        with answered(page):
            page.get_by_role("button", name=words["north"]).click()
        _shot(page, f"{lang}-turn")
        cell = page.locator(".ob-cell:has(.ob-pawn)")
        expect(cell).to_have_count(1)

        # the card entered in play joined the saved set
        page.goto(set_url)
        expect(page.locator("#kind-green h2")).to_have_text(words["green_2"])
    finally:
        close_contexts(ctx)
