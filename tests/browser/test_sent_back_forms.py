"""A form sent back with an error holds what the player entered: the table changing afterwards
never draws it away.  A choice the seats make at the same time (the starting wealth) is carried
through the update with its ticks and its message; any other form stays as it is, with the
stale banner when the table moved on (on a Japanese table, as at the trial)."""
from __future__ import annotations

import pytest

from tests.browser.test_live_updates import keep, mark, seated_table_ja, still_marked
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

TILES = '#choose-wealth input[name="choose_wealth-tiles"]'
BANNER = "修正が必要な項目があります。下のメッセージを確認してください。"


@pytest.mark.browser
@pytest.mark.long
def test_a_form_sent_back_with_an_error_survives_the_table_changing(chromium, live_server):
    base = live_server.url
    with seated_table_ja(chromium, base) as table:
        host, ana, ben, code, errors = table.host, table.ana, table.ben, table.code, table.errors

        # Ana ticks three tiles and presses 「この2枚を残す」: refused, her ticks kept
        boxes = ana.locator(TILES)
        for i in range(3):
            boxes.nth(i).check()
        with answered(ana):
            ana.get_by_role("button", name="この2枚を残す").click()
        expect(ana.locator("#choose-wealth .field-error")).to_have_text("ちょうど2枚を選んでください。")
        mark(ana)
        # Ben chooses: Ana's page follows the table (the choice is checked again when sent),
        # her three ticks and the message still there, never reloaded
        keep(ben, "ja")
        expect(ana.locator("body")).to_have_attribute("data-version", "1")
        ana.wait_for_timeout(2500)  # two more polls
        expect(ana.locator(f"{TILES}:checked")).to_have_count(3)
        expect(ana.locator("#choose-wealth .field-error")).to_have_text("ちょうど2枚を選んでください。")
        expect(ana.locator("[role=alert]")).to_have_text(BANNER)
        assert still_marked(ana)
        # ...and her form, now answering to the new version, is accepted once put right
        boxes.nth(2).uncheck()
        with answered(ana):
            ana.get_by_role("button", name="この2枚を残す").click()
        expect(ana.locator("#tz-turn")).to_be_visible()

        # the seat to move types パレンケ 2, ティカル abc: 「整数を入れてください」, all kept
        mover, other = (ana, ben) if ana.locator("#tz-place").count() else (ben, ana)
        other_seat = 1 if other is ben else 0
        mover.fill('#tz-place input[name$="n_palenque"]', "2")
        mover.fill('#tz-place input[name$="n_tikal"]', "abc")
        with answered(mover):
            mover.locator("#tz-place button[type=submit]").click()
        expect(mover.locator("#tz-place .field-error")).to_contain_text("整数を入れてください")
        mark(mover)
        # the host frees the other seat: the page follows the seats, the form stays as typed
        host.goto(f"{base}/t/{code}")
        host.locator("#join-fold > summary").click()  # every seat is taken: folded away
        host.once("dialog", lambda dialog: dialog.accept())
        with answered(host):
            host.locator(f'form[action$="/seats/release"]:has(input[name="position"]'
                         f'[value="{other_seat}"]) button[type=submit]').click()
        expect(mover.locator("body")).to_have_attribute("data-seats", "10" if other_seat else "01")
        mover.wait_for_timeout(2500)
        expect(mover.locator("#stale-banner")).to_be_hidden()
        expect(mover.locator('#tz-place input[name$="n_palenque"]')).to_have_value("2")
        expect(mover.locator('#tz-place input[name$="n_tikal"]')).to_have_value("abc")
        expect(mover.locator("#tz-place .field-error")).to_contain_text("整数を入れてください")
        expect(mover.locator("[role=alert]")).to_have_text(BANNER)
        assert still_marked(mover)
        # the host takes a move back: the table moved on, so the banner says so; the form stays
        host.once("dialog", lambda dialog: dialog.accept())
        with answered(host):
            host.locator('form[action$="/undo"] button[type=submit]').click()
        expect(mover.locator("#stale-banner")).to_be_visible()
        expect(mover.locator("#stale-banner")).to_contain_text("テーブルの状況が変わりました。")
        expect(mover.locator("#stale-form-gone")).to_be_visible()
        # ...and the banner of the error, which it could no longer be sent to fix, goes with
        # its field's message: the two banners never contradict each other
        expect(mover.locator("[role=alert]")).to_be_hidden()
        expect(mover.locator("#tz-place .field-error")).to_be_hidden()
        expect(mover.locator('#tz-place input[name$="n_palenque"]')).to_have_value("2")
        expect(mover.locator('#tz-place input[name$="n_tikal"]')).to_have_value("abc")
        # ...and so does the red mark of the field whose message went (the last phone trial)
        tikal = mover.locator('#tz-place input[name$="n_tikal"]')
        expect(tikal).to_have_css("outline-style", "none")
        expect(tikal).not_to_have_attribute("aria-invalid", "true")
        assert still_marked(mover)
        assert errors == []
