"""Mayan Curse's copy entered on a phone-sized page through the tap editor only (issue 11), in
Japanese (the same pages in English: tests/web/test_mayan_curse_editor.py and
test_mayan_curse_language.py): the symbols named, the boards' sizes, the 16 floor boards (the
drawing of the passage following each pick), the 6 temple tiers, the 20 stones, the boulder cube
and the six stelae tables; the stelae values left for another evening.  Then a solo table is set up
with that copy on the same phone and the adventurer's phone draws its three stones from it.

What is entered is worked out by hand: floor board n, space j shows symbol (n + j) mod 5 + 1
(the names below in that order); tier n space j symbol (3n + j) mod 5 + 1, its 8th space blank.
"""
from __future__ import annotations

import os

import pytest

from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.web.test_mayan_curse_editor import SIZES, slab_spaces, stones, tier_spaces
from tests.browser.closing import close_contexts
from tests.browser.answers import answered
from tests.browser.contexts import set_being_entered
from tests.browser.mayan_curse_entry import chip, count_stones, paint_table, shown, tap_row
from tests.driver import stored_set
from tests.browser.taps import Taps

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WORDS = {"names": ("犬", "ジャガー", "蛇", "鷲", "猿"), "set": "うちのセット",
         "start": "入力を始める", "next": "保存して次へ", "save": "保存",
         "boards": "床ボード 16/16", "stelae": "石碑 0/60", "player": "はなこ",
         "mine": "この3つを引いた", "boulder_row": "中央の中継ボードは3行です。岩の行は"}
SHOTS = os.environ.get("MC_EDITOR_SHOTS")  # a folder: keep screenshots to look at


def _shot(page, name):
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def _entry(page, base, set_id, kind, n):
    page.goto(f"{base}/components/mayan_curse/{set_id}/{kind}/{n}")


def _save(page, words, following=False):
    with answered(page):
        page.get_by_role("button", name=words["next"] if following else words["save"],
                         exact=True).click()
    expect(page.locator(".error")).to_have_count(0)


@pytest.mark.browser
@pytest.mark.long
def test_a_whole_passage_entered_on_a_phone_then_played(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    lang, words = "ja", WORDS
    expect.set_options(timeout=WAIT_MS)
    phone_ctx = browser.new_context(**phone_options(pw))
    other_ctx = browser.new_context(**phone_options(pw))
    for ctx in (phone_ctx, other_ctx):
        ctx.set_default_timeout(WAIT_MS)
        ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    try:
        page = phone_ctx.new_page()
        page.goto(f"{base}/components/mayan_curse")
        page.fill('#new-set input[name="name"]', words["set"])
        with answered(page):
            page.get_by_role("button", name=words["start"]).click()
        set_id = page.url.rsplit("/", 1)[-1]

        with answered(page):
            page.locator("#kind-symbols a.button").first.click()
        for k, name in enumerate(words["names"], 1):
            page.fill(f'input[name="name_{k}"]', name)
        _save(page, words)

        _entry(page, base, set_id, "boards", 1)
        # on a touch screen the back link and the small buttons are a finger's size
        for link in (page.locator("a.tap").first, page.locator(".button.small").first):
            if link.count():
                assert link.bounding_box()["height"] >= 44, link.inner_text()
        taps = Taps()
        for field, value in SIZES.items():
            chip(page, taps, field, value, "sizes")
        # a refused save: the pick at fault is named, every pick stays as it was made
        chip(page, taps, "boulder_row", "5", "sizes")
        with answered(page):
            page.get_by_role("button", name=words["save"], exact=True).click()
        expect(page.locator(".error")).to_contain_text(words["boulder_row"])
        _shot(page, f"{lang}-boards-refused")
        for field, value in SIZES.items():
            expect(page.locator(f'select[name="{field}"]')).to_have_value(
                "5" if field == "boulder_row" else value)
        chip(page, taps, "boulder_row", SIZES["boulder_row"], "sizes")
        _save(page, words)

        _entry(page, base, set_id, "slab", 1)
        for n in range(1, 17):
            tap_row(page, taps, slab_spaces(n), "slab")
            if n == 1:  # the drawing follows the picks before anything is saved
                cell = page.locator('.mce-current [data-cell="space_1"]')
                expect(cell).to_have_text(words["names"][1][:2])  # (1 + 0) mod 5 + 1 = 2, cut to 2
                _shot(page, f"{lang}-slab-1")
            _save(page, words, following=n < 16)
        _entry(page, base, set_id, "tier", 1)
        for n in range(1, 7):
            if n < 6:
                tap_row(page, taps, tier_spaces(n), "tier")
            if n <= 4:  # the 2nd light space faces the 6th: a tick on one ticks both
                page.check('input[name="stela"][value="2"]')
                expect(page.locator('input[name="stela"][value="6"]')).to_be_checked()
            if n == 2:
                _shot(page, f"{lang}-tier-2")
            _save(page, words, following=n < 6)

        _entry(page, base, set_id, "stones", 1)
        singles = [a for a, b in stones() if not b]
        count_stones(page, taps, {s: singles.count(s) for s in dict.fromkeys(singles)},
                     [(a, b) for a, b in stones() if b], "stones")
        _save(page, words)
        _entry(page, base, set_id, "faces", 1)
        tap_row(page, taps, ["sym1", "sym2", "sym3", "sym4", "wild", "sym5"], "cube",
                prefix="face_")
        _save(page, words)
        _entry(page, base, set_id, "table", 1)
        for players in range(1, 7):
            paint_table(page, taps, ["" if k < 3 else "brown-1" if k <= 7 else
                                     "grey-1" if k <= 13 else "beige-1"
                                     for k in range(1, 17)], "table")
            _save(page, words, following=players < 6)

        page.goto(f"{base}/components/mayan_curse")
        expect(page.locator("#sets")).to_contain_text(words["boards"])
        expect(page.locator("#sets")).to_contain_text(words["stelae"])
        _shot(page, f"{lang}-sets")

        # a solo table with this copy, set up on the phone that entered it
        page.goto(f"{base}/new/mayan_curse")
        page.select_option("#player_count", "1")
        page.fill('input[name="name_0"]', words["player"])
        page.select_option('select[name="components"]', set_id)
        with answered(page):
            page.locator('form button[type="submit"]').last.click()
        assert "/t/" in page.url, page.locator(".field-error").all_inner_texts()
        expect(page.locator(".mc-passage").first).to_contain_text(words["names"][1])
        join_url = page.locator("#join-url").get_attribute("href")

        seat = other_ctx.new_page()
        seat.goto(join_url)
        with answered(seat):
            seat.locator("button.seat-button").first.click()
        dual = f"{words['names'][0]}/{words['names'][1]}"
        for k in range(3):
            options = seat.locator(f'#draw-stone_{k} .mc-pick span').all_inner_texts()
            assert any(words["names"][0] in o and words["names"][1] in o for o in options), \
                (dual, options)
            seat.locator(f'#draw-stone_{k} .mc-pick span').nth(k).click()
        with answered(seat):
            seat.get_by_role("button", name=words["mine"]).click()
        expect(seat.locator("#my-stones li")).to_have_count(3)
        _shot(seat, f"{lang}-seat")
    finally:
        close_contexts(phone_ctx)
        close_contexts(other_ctx)


def _idea(page, word):
    """The name idea ``word`` on the symbols page."""
    return page.locator(f'.mce-name-ideas button[data-name="{word}"]')


@pytest.mark.browser
def test_a_name_idea_fills_the_first_empty_field_and_is_saved(chromium, live_server):
    """On the symbols page a tap on a name idea puts it in the first empty field (one typed
    before it is left alone), or in the field tapped just before; the word shows pressed while
    a field holds it, and a tap on it takes it out again.  Saved, the names are the set's."""
    pw, _browser = chromium
    expect.set_options(timeout=WAIT_MS)
    with set_being_entered(chromium, live_server, "mayan_curse",
                           **phone_options(pw)) as (_ctx, page, set_id):
        page.goto(f"{live_server.url}/components/mayan_curse/{set_id}/symbols/1")
        expect(page.locator(".mce-name-ideas")).to_contain_text("名前の候補（タップで入ります）")
        fields = [f"name_{k}" for k in range(1, 5)]
        page.fill('input[name="name_2"]', "石板")
        _idea(page, "犬").click()
        _idea(page, "ジャガー").click()
        assert shown(page, fields) == ["犬", "石板", "ジャガー", ""]
        expect(_idea(page, "犬")).to_have_attribute("aria-pressed", "true")
        expect(_idea(page, "蛇")).to_have_attribute("aria-pressed", "false")
        page.locator('input[name="name_1"]').click()   # this field, then the word
        _idea(page, "蛇").click()
        assert shown(page, fields) == ["蛇", "石板", "ジャガー", ""]
        expect(_idea(page, "犬")).to_have_attribute("aria-pressed", "false")
        _idea(page, "ジャガー").click()                  # pressed: taken out
        assert shown(page, fields) == ["蛇", "石板", "", ""]
        _idea(page, "鷲").click()
        assert shown(page, fields) == ["蛇", "石板", "鷲", ""]
        _save(page, WORDS)
        doc = stored_set(live_server.app, set_id)
        assert doc["symbols"] == ["sym1", "sym2", "sym3"]
        assert doc["symbol_names"] == {"sym1": "蛇", "sym2": "石板", "sym3": "鷲"}
