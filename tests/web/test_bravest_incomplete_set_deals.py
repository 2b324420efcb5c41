"""Bravest, the table dealing real tiles from a set not complete (fewer tiles entered than the
box's 75: seed 004, コンポーネント "75枚のタイル"; the state's ``open_box``), issue 38: a table
trial entered a set of 12 tiles; after the 12 tiles of the setup the host said 「デッキの残り0枚」
while the real deck held about 60, and the phone of the player who emptied a place offered only
「なし：デッキが空」 under the filters' "no tile matches" line, no filter tapped, while the host
said the phone could enter the tile.

Here: the phone says a tile it does not show is entered on it, under the entry named as the
host's (issue 38 item 1, the phone's new tile: tests/web/test_bravest_new_tile_by_phone.py),
"none" is a last choice apart, worded for a deck really empty; the host
says the phone can enter the tile (a tile of the set, or one new to it); the board
counts the set's tiles left, said as such.  A complete set keeps 「デッキの残り…枚」.
"""
from __future__ import annotations

import re

from tests.driver import join_seat, state_and_version
from tests.language_check import page_problems
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import NAMES, after_first_turn, deals_post
from tests.web.test_bravest_web import SMALL_GEO, new_bravest, place, save_set

#: The trial's set: 12 tiles entered (6 of "1", 6 of "2") of the box's 75.
TWELVE_SET = {
    "format": "bravest-components", "version": 1, "label": "Twelve tiles",
    "tiles": {"format": "bravest-tiles", "version": 1, "label": "Twelve tiles", "tiles": [
        {"id": "1", "count": 6, "paths": [["N", "S"]], "content": {"kind": "wizard"}},
        {"id": "2", "count": 6, "paths": [["N", "E"]], "content": {"kind": "ghost"}}]},
    "island": {"format": "bravest-island", "version": 1, "label": "Test island",
               "sides": {"light": SMALL_GEO, "dark": SMALL_GEO}},
}
HOST_BUTTON = "A tile your set does not know yet came up: enter it (any way round)"
HOST_BUTTON_JA = "セットにまだないタイルが出たら：入力（向きはどちらでも）"


def twelve_after_first_turn(app, client):
    """The trial: the host deals the set's 12 tiles onto the 12 places; Ana takes place 1 and
    puts it face down on (0,0): place 1 waits for the tile she draws, and no tile of the set is
    left (6 + 6 - 12 = 0).  Returns (code, Ana's phone, Ben's phone, the version)."""
    assert save_set(client, TWELVE_SET, "Twelve").status_code == 302
    code = new_bravest(client, players=NAMES, seed="5", start_player="0", mode="table_deals",
                       components="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    setup = {n: "1" if n <= 6 else "2" for n in range(1, 13)}
    assert deals_post(client, code, host, 0, setup).status_code == 302
    assert place(ana, code, f"/t/{code}/me", 1, 0, "0,0", 0, True).status_code == 302
    state, version = state_and_version(app, code)
    assert state["pending"] == [0] and state["open_box"] and not any(state["box"].values())
    return code, ana, ben, version


def test_no_tile_of_the_set_left_the_phone_enters_the_tile_drawn(app, client):
    """The set's 12 tiles are all dealt: the phone shows no tile of the set, says the tile drawn
    is entered there, shows the new tile's entry first (open) and "none" after it, apart, as
    the last choice for a deck really empty, with its explanation; the filters' line is not
    said (hidden, and no filter is drawn).  The host says the phone can enter the tile drawn
    (as a new one), and counts the set's tiles left (0), not the deck's."""
    code, ana, _ben, _version = twelve_after_first_turn(app, client)
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    words = text_of(mine)
    assert ("Every tile of your set has been dealt: enter the tile you drew here, by its roads "
            "and what stands on it.") in words
    assert 'id="new-tile-form"' in mine and '<details class="bv-new-tile" id="new-tile" open>' \
        in mine
    assert mine.index('id="new-tile-form"') < mine.index('class="bv-none-apart"') \
        < mine.index('id="deal-form"')
    # one place waits: the form holds it, no choice of place is asked
    assert '<input type="hidden" name="new-slot" value="0">' in mine
    assert 'name="new-slot" type="radio"' not in mine
    assert re.findall(r"<option[^>]*>([^<]*)</option>", mine)[1:] == [
        "none: only when the real deck is empty"]
    assert "none: the deck is empty" not in words
    assert ("Choose “none” only when the real deck on the table has no tile left: the places "
            "waiting then stay empty.") in words
    assert 'class="bv-pick-last"' in mine and 'data-none-found hidden' in mine
    assert 'data-filter=' not in mine
    assert "0 tiles of your entered set left" in words and "tiles left in the deck" not in words
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    # the phone enters a tile new to the set too: the host says so
    assert "Ana drew this tile and can enter it on their phone; or enter it here." in host
    assert "their phone has no tile of your set left to offer" not in host
    assert "0 tiles of your entered set left" in host and "tiles left in the deck" not in host
    assert HOST_BUTTON in host


def test_no_tile_of_the_set_left_in_japanese(app, client):
    """The same pages read in Japanese, with the host's button named as it reads there."""
    code, ana, _ben, _version = twelve_after_first_turn(app, client)
    ana.set_cookie("lang", "ja")
    client.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert page_problems(mine, "ja", NAMES) == []
    words = text_of(mine)
    assert ("入力済みのタイルはすべて配られました。引いたタイルは、ここで道とタイルの上にある"
            "ものを入力してください。") in words
    assert HOST_BUTTON_JA in words
    assert re.findall(r"<option[^>]*>([^<]*)</option>", mine)[1:] == [
        "なし：山札が本当に空のときだけ"]
    assert "なし：デッキが空" not in words
    assert ("「なし」は、テーブルの山札が本当に1枚も残っていないときだけ選んでください。"
            "タイルを待っている場所は空いたままになります。") in words
    assert "入力済みのタイルの残り0枚" in words and "デッキの残り" not in words
    host_html = client.get(f"/t/{code}").get_data(as_text=True)
    host = text_of(host_html)
    assert "Anaが引いたタイルです。Anaのスマホから入力できます（ここで入力することもできます）。" \
        in host
    assert "スマホに出せる入力済みのタイルが残っていない" not in host
    assert "入力済みのタイルの残り0枚" in host and "デッキの残り" not in host
    assert HOST_BUTTON_JA in host


def test_tiles_of_the_set_left_the_phone_names_the_host_for_the_others(app, client):
    """A set of 20 (open box) after the setup's 12: the phone offers the set's tiles and says a
    tile not shown is entered below them (the new tile's entry, closed); the host says the
    phone can enter it; the board counts 20 - 12 = 8 of the set left."""
    code, ana, _ben, _cai, _version = after_first_turn(app, client)
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    words = text_of(mine)
    assert ("A tile not shown here (a kind your set does not have yet, or one copy more than it "
            f"has): enter it below, under “{HOST_BUTTON}”.") in words
    assert mine.index('id="deal-form"') < mine.index('id="new-tile-form"')
    assert '<details class="bv-new-tile" id="new-tile">' in mine
    assert "8 tiles of your entered set left" in words
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert "Ana drew this tile and can enter it on their phone; or enter it here." in host
    assert "8 tiles of your entered set left" in host
    ana.set_cookie("lang", "ja")
    words = text_of(ana.get(f"/t/{code}/me").get_data(as_text=True))
    assert ("ここにないタイル（セットにまだない種類や、セットの枚数より多いもう1枚）は、"
            f"下の「{HOST_BUTTON_JA}」で入力します。") in words
    assert "入力済みのタイルの残り8枚" in words


def test_a_complete_set_keeps_the_decks_count(app, client):
    """The sample set is complete (75 tiles): the board says the deck's count as before, and
    the phone says nothing of the host screen."""
    code = new_bravest(client, players=NAMES, seed="5", start_player="0", mode="table_deals")
    state, _ = state_and_version(app, code)
    assert not state["open_box"]
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert "75 tiles left in the deck" in host and "entered set" not in host
