"""Issue 38 item 1, in a 375 × 812 Japanese phone: the set's 12 tiles are all dealt at the setup;
Ana's placement empties place 1 and the tile she draws is one the set does not know yet.  Her
phone shows the new tile's entry first (open, the place held by the form) and 「なし」 after it,
apart; she enters a blob on a bend (north to east) there, without the host screen, and it lies
on place 1 as the set's third kind (seed 004, ゲームの仕組み 2).

Taps counted (tests/browser/taps.py): road 1 at north, road 1 at east, ブロブ, the send = 4.
On the way (not counted) the lava piece is tried: the line next to the send says, plainly, a
whole circle while no side is ticked and "goes on" once one is; it goes away with the blob.
"""
from __future__ import annotations

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.taps import Taps
from tests.browser.test_bravest_deals_in_browser import (ana_places_first, japanese_contexts,
                                                          twelve_tile_table)
from tests.driver import state_and_version

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect


@pytest.mark.browser
def test_a_tile_new_to_the_set_is_entered_on_the_phone(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    host_ctx, ana_ctx = japanese_contexts(browser, base)
    try:
        host = host_ctx.new_page()
        code = twelve_tile_table(host, base)
        phone = ana_places_first(ana_ctx, base, code)
        entry = phone.locator("#new-tile-form")
        expect(entry).to_be_visible()
        expect(phone.locator("body")).to_contain_text(
            "入力済みのタイルはすべて配られました。引いたタイルは、ここで道とタイルの上にある"
            "ものを入力してください。")
        # no picture to tap (a verification trial read 「下でその絵をタップ」 over an empty
        # picker counting 「選んだタイル：0/1」): the draw is entered below, nothing counted
        expect(phone.locator("section:has(#new-tile-form) > p > strong")).to_contain_text(
            "デッキからタイルを1枚引いてそこに表向きに置き、下で入力してください。")
        expect(phone.locator("#deal-form .bv-picks-line")).to_be_hidden()
        expect(phone.get_by_text("配ったタイルの絵をタップしてください。")).to_be_hidden()
        # the entry first, "none" after it and apart
        none = phone.locator(".bv-none-apart .bv-pick-none")
        expect(none).to_contain_text("なし：山札が本当に空のときだけ")
        assert entry.bounding_box()["y"] < none.bounding_box()["y"]
        expect(entry.locator(".bv-slot-picks")).to_have_count(0)   # one place: none asked

        taps, extra = Taps(), Taps()
        loads = []
        phone.on("load", lambda _page: loads.append(1))

        def road(edge):
            return entry.locator(f'label:has(input[name="new-road_{edge}"][value="1"])')

        def kind(name):
            return entry.locator(f'label:has(input[name="new-content"][value="{name}"])')

        taps.tap(road("N"), "roads")
        taps.tap(road("E"), "roads")
        # the host's script draws the tile as tapped: one road from north to east
        expect(entry.locator("[data-te-roads] line.bv-road.bv-net-1")).to_have_count(2)
        # the lava piece: what it will be is said next to the send, no silent default
        said = entry.locator(".bv-lava-said")
        expect(said).to_be_hidden()
        extra.tap(kind("lava"), "lava tried")
        expect(said.locator(".bv-lava-whole")).to_be_visible()
        expect(said.locator(".bv-lava-whole")).to_contain_text(
            "溶岩の円：このタイル1枚で完成する円")
        extra.tap(entry.locator('label:has(input[name="new-lava_E"])'), "lava tried")
        expect(said.locator(".bv-lava-whole")).to_be_hidden()
        expect(said.locator(".bv-lava-open")).to_contain_text(
            "溶岩の円：印をつけた辺から隣のタイルへ続いていきます。")
        taps.tap(kind("blob"), "content")
        expect(said).to_be_hidden()
        with answered(phone):
            taps.tap(entry.locator('button[type="submit"]'), "send")
        assert taps.total == 4, taps.counts
        assert len(loads) <= 1        # the answer to the send
        state, _version = state_and_version(live_server.app, code)
        assert state["pending"] == [] and state["market"][0] == "3"
        assert state["catalogue"]["tiles"][2]["content"] == {"kind": "blob"}
        assert state["catalogue"]["tiles"][2]["paths"] == [["N", "E"]]
        expect(phone.locator("#new-tile-form")).to_have_count(0)
    finally:
        close_contexts(host_ctx, ana_ctx)
