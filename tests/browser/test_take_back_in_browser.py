"""A player takes back their own move on a Japanese phone (issue 37, item 5): one tap on
「この手を取り消す」 and one question answered, nothing more; the answer comes in parts, with no
page load; the host screen and the other phone follow by themselves (poll.js) and name who took
the move back."""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.test_live_updates import keep, seated_table_ja

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

TAKE_BACK = 'form#take-back button[type=submit]'


@pytest.mark.browser
def test_a_phone_takes_back_its_move_with_one_tap_and_its_question(chromium, live_server):
    with seated_table_ja(chromium, live_server.url) as t:
        ana = t.ana
        keep(ana, "ja")  # Ana keeps two tiles: the first choice of starting wealth
        button = ana.locator(TAKE_BACK)
        expect(button).to_be_visible()
        expect(button).to_have_text("この手を取り消す")
        assert button.bounding_box()["height"] >= 44  # a finger's size, as every phone control
        asked: list[str] = []

        def answer(dialog):
            asked.append(dialog.message)
            dialog.accept()

        ana.on("dialog", answer)
        loads: list[str] = []
        ana.on("framenavigated", lambda frame: loads.append(frame.url)
               if frame == ana.main_frame else None)
        taps = 0
        with answered(ana):
            button.click()
            taps += 1
        # taken back: her choice is offered again, and her page says so
        expect(ana.locator("#choose-wealth")).to_be_visible()
        expect(ana.locator("#undo-notice")).to_contain_text("あなたの手を取り消しました")
        expect(ana.locator(TAKE_BACK)).to_have_count(0)
        assert taps == 1 and asked == ["この手を取り消しますか？"], asked
        assert loads == [], loads  # answered in parts: no page load
        # the host screen and Ben's phone follow by themselves
        for other in (t.host, t.ben):
            expect(other.locator("#undo-notice")).to_contain_text(
                "Anaが自分のスマホで手を取り消しました")
        expect(t.host.locator("#move-log li.undo")).to_have_count(1)
        assert t.errors == []
