"""Bravest, the table dealing real tiles: the tile drawn into the place a turn emptied is entered
by the phone of the player whose turn it was (seed 004, ゲームの仕組み 2: "新しいタイル1枚を
引いて、配布ボードの空いたスロットに表向きに置きます" is a step of that player's turn), or by the
host screen; another seat's phone is refused (403, in its language), and a page drawn before
the tile was entered elsewhere is told the table moved on (409).  The tiles are offered by
their pictures and in words, never by the app's names for them (issue 38).
"""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, state_and_version, stored_moves
from tests.language_check import page_problems
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_web import SMALL_GEO, new_bravest, place, save_set

#: A copy entered by tapping: the tiles got the app's numbers "1", "2", "3" (no number is
#: printed on a tile); 20 tiles of the box's 75 known, so every refill waits for the table.
NUMBERED_SET = {
    "format": "bravest-components", "version": 1, "label": "Our numbered copy",
    "tiles": {"format": "bravest-tiles", "version": 1, "label": "Numbered tiles", "tiles": [
        {"id": "1", "count": 8, "paths": [["N", "S"]], "content": {"kind": "wizard"}},
        {"id": "2", "count": 8, "paths": [["N", "E"]], "content": {"kind": "ghost"}},
        {"id": "3", "count": 4, "paths": [["N", "E", "W"]], "content": {"kind": "blob"}}]},
    "island": {"format": "bravest-island", "version": 1, "label": "Test island",
               "sides": {"light": SMALL_GEO, "dark": SMALL_GEO}},
}
#: The 12 places of the setup as the host entered them: 5 of "1", 5 of "2", 2 of "3".
#: The players' names, as typed (not words of the page).
NAMES = ("Ana", "Ben", "Cai")
SETUP = ["1"] * 5 + ["2"] * 5 + ["3"] * 2


def deals_post(phone, code, page_html, seen, tiles: dict[int, str], seat="table"):
    """Post the deals form from a page: {place (from 1): tile id}."""
    data = {"deals-csrf_token": csrf_of(page_html), "deals-seen": str(seen), "seat": str(seat)}
    data.update({f"deals-tile_{place - 1}": tile for place, tile in tiles.items()})
    return phone.post(f"/t/{code}/move/deals", data=data)


def after_first_turn(app, client):
    """Three seats; the host deals the 12 places of the setup; Ana (seat 0, the start player)
    takes the tile at place 1 and puts it face down on her island's (0,0): place 1 waits for
    the tile she draws.  Returns (code, Ana's, Ben's and Cai's phones, the version)."""
    assert save_set(client, NUMBERED_SET, "Numbered copy").status_code == 302
    code = new_bravest(client, players=("Ana", "Ben", "Cai"), seed="5", start_player="0",
                       mode="table_deals", components="1")
    ana, ben, cai = (join_seat(app, code, n) for n in range(3))
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert deals_post(client, code, host, 0, dict(enumerate(SETUP, start=1))).status_code == 302
    assert place(ana, code, f"/t/{code}/me", 1, 0, "0,0", 0, True).status_code == 302
    state, version = state_and_version(app, code)
    assert state["pending"] == [0] and state["current"] == 1 and version == 2
    return code, ana, ben, cai, version


def test_the_phone_whose_turn_emptied_the_place_enters_the_tile_drawn(app, client):
    """Ana's turn emptied place 1: her phone offers the tiles left (box: "1" 8 - 5 = 3 left,
    minus the one she placed, which left the box at the setup: still 3) as pictures and in
    words, with no app number; Ben's says whom it waits for.  Her entry stores "2" on place 1,
    leaving 8 - 5 - 1 = 2 copies of "2"."""
    code, ana, ben, _cai, version = after_first_turn(app, client)
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="deal-form"' in mine and "data-picker" in mine and 'name="deals-tile_0"' in mine
    assert 'id="place-form"' not in mine
    assert "wizard · a road joining north and south · 3 left" in mine
    assert "ghost · a road joining north and east · 3 left" in mine
    assert not re.search(r"<option[^>]*>\s*\d+ —", mine)
    waiting = text_of(ben.get(f"/t/{code}/me").get_data(as_text=True))
    # the place named by the tile Ana took from it, not by a number (issue 38 item 1)
    assert ("Waiting for Ana to draw a tile onto the place of the distribution board where they "
            "took the tile “wizard, a road joining north and south”.") in waiting
    assert 'id="deal-form"' not in ben.get(f"/t/{code}/me").get_data(as_text=True)
    response = deals_post(ana, code, mine, version, {1: "2"}, seat=0)
    assert response.status_code == 302
    state, _ = state_and_version(app, code)
    assert state["market"][0] == "2" and state["pending"] == [] and state["box"]["2"] == 2
    assert stored_moves(app, code)[-1] == (3, "move", 0)   # recorded as Ana's
    # now Ben's turn: his phone has the placement form
    assert 'id="place-form"' in ben.get(f"/t/{code}/me").get_data(as_text=True)


def test_both_phones_read_in_japanese(app, client):
    """The phone drawing the tile (the pictures, the filters, the places) and a phone waiting
    for it read in Japanese only, with the seed's words for the roads (十字路, 分かれ道,
    行き止まり)."""
    code, ana, ben, _cai, _version = after_first_turn(app, client)
    for phone in (ana, ben):
        phone.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert page_problems(mine, "ja", NAMES) == []
    # the place named by the tile taken from it, even put face down (table trial s45 item 6)
    assert ("あなたのターンで、タイル配布ボードの「魔法使い・北と南をつなぐ道」を取った場所が"
            "空きました。") in text_of(mine)
    assert all(f'data-value="{k}" aria-pressed="false">{w}<' in mine for k, w in (
        ("straight", "まっすぐな道"), ("bend", "曲がり道"), ("fork", "分かれ道")))
    # without a script: the tiles in words, never by the app's numbers
    assert re.findall(r"<option[^>]*>([^<]*)</option>", mine)[1:] == [
        "魔法使い · 北と南をつなぐ道 · 残り3枚", "幽霊 · 北と東をつなぐ道 · 残り3枚",
        "ブロブ · 北・東・西をつなぐ分かれ道 · 残り2枚", "なし：山札が本当に空のときだけ"]
    waiting = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert page_problems(waiting, "ja", NAMES) == []
    assert ("Anaがタイル配布ボードの「魔法使い・北と南をつなぐ道」を取った場所にタイルを引くのを"
            "待っています。") in text_of(waiting)


def test_another_seat_is_refused_in_its_language(app, client):
    """Ben did not empty the place waiting (one place waits: no number needed): 403, said in
    Japanese, nothing stored."""
    code, _ana, ben, _cai, version = after_first_turn(app, client)
    ben.set_cookie("lang", "ja")
    # a crafted request: Ben's page offers no such form (a token from the join page)
    response = deals_post(ben, code, ben.get("/join").get_data(as_text=True), version,
                          {1: "2"}, seat=1)
    assert response.status_code == 403
    said = text_of(response.get_data(as_text=True))
    assert ("タイルを待っている場所に配られたタイルを入力できるのは、そのターンで場所を空けた"
            "Anaとホスト画面だけです。") in said
    assert len(stored_moves(app, code)) == 2


def test_the_host_may_enter_it_and_a_phone_page_drawn_before_is_told_the_table_moved_on(
        app, client):
    """The host enters the tile Ana drew ("3"); Ana's page, drawn before, then sends its own
    entry: 409 (the table moved on), nothing stored twice; the 12 places of the setup stay
    the host screen's (a phone: 403)."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "Ana drew this tile and can enter it on their phone; or enter it here." in \
        text_of(host)
    assert deals_post(client, code, host, version, {1: "3"}).status_code == 302
    response = deals_post(ana, code, mine, version, {1: "2"}, seat=0)
    assert response.status_code == 409
    assert "The table changed while this page was open" in text_of(
        response.get_data(as_text=True))
    state, _ = state_and_version(app, code)
    assert state["market"][0] == "3" and state["box"]["3"] == 1
    assert len(stored_moves(app, code)) == 3


def test_the_setup_deals_stay_the_host_screens(app, client):
    """セットアップ 5: no turn emptied the 12 places; a phone's entry is refused (403)."""
    assert save_set(client, NUMBERED_SET, "Numbered copy").status_code == 302
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals", components="1")
    ana = join_seat(app, code, 0)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="deal-form"' not in page
    response = deals_post(ana, code, ana.get("/join").get_data(as_text=True), 0, {1: "1"},
                          seat=0)
    assert response.status_code == 403
    assert "Only the host screen can enter this." in text_of(response.get_data(as_text=True))
    assert stored_moves(app, code) == []
