"""Findings of table trial s45 of Bravest (a whole box entered on a phone in Japanese, then two
3-player games): a reopened tile shows its roads with the numbers they were entered with
(the set's file: tests/web/test_set_file_names.py); a tile and a place of the distribution
board are named by what the tile shows, never by a number the box does not print (the place
waiting for a tile on every screen: issue 38 item 1).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (コンポーネント; スコアリング: a tile's roads);
docs/rulings/bravest.md 1 (separate roads stay separate: the number only tells them apart)."""
from __future__ import annotations

import itertools
import re

from companion.games.bravest.rules.components import EDGES
from companion.games.bravest.rules.turn import selected_slots
from companion.games.bravest.web import tile_editor
from tests.driver import (csrf_of, join_seat, new_component_set, state_and_version, stored_moves,
                          stored_set)
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import after_first_turn, deals_post
from tests.web.test_bravest_editor import EDITOR, enter_tile
from tests.web.test_bravest_web import deal, new_bravest, place


def test_a_reopened_tile_shows_its_roads_numbered_as_entered(app, client):
    """Item 3: saved with north on road 2 and south on road 1 (two dead ends, a wizard), it
    came back as north 1, south 2 (the tester's "fix" then changed nothing).  Stored as the
    roads of the numbers 1 then 2 ([["S"], ["N"]]), it opens as entered."""
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, {"N": "2", "S": "1"}, "wizard").status_code == 302
    assert stored_set(app, set_id)["tiles"]["tiles"][0]["paths"] == [["S"], ["N"]]
    page = client.get(f"{EDITOR}/{set_id}/tile/1").get_data(as_text=True)
    assert 'name="road_N" value="2" checked' in page
    assert 'name="road_S" value="1" checked' in page


def test_every_numbering_of_roads_1_to_k_comes_back_as_tapped():
    """Each side given a road 1..k or none, every number up to k used: the inputs of the tile
    as saved are the inputs tapped (east 1, west 1, north 2 stays so; north 3, east 1,
    south 2 too)."""
    for numbers in itertools.product(("", "1", "2", "3", "4"), repeat=4):
        used = {n for n in numbers if n}
        if used != {str(k) for k in range(1, len(used) + 1)}:
            continue
        values = tile_editor.blank_values()
        values["roads"] = dict(zip(EDGES, numbers))
        tile = {"id": "1", "count": 1, "paths": tile_editor.paths_of(values), "content": None}
        assert tile_editor.values_of(tile)["roads"] == values["roads"], numbers



def test_a_kinds_page_is_titled_by_what_the_tile_shows(client):
    """Item 6: a kind's own page was titled 「タイル1」, a number no tile prints; it is titled
    as the pile page lists it: 「魔法使い・北と南をつなぐ道」."""
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard").status_code == 302
    page = client.get(f"{EDITOR}/{set_id}/tile/1").get_data(as_text=True)
    assert "<h1>魔法使い・北と南をつなぐ道</h1>" in page
    assert "<h1>タイル1</h1>" not in page


def test_the_place_to_refill_is_named_by_the_tile_taken_from_it(app, client):
    """Item 6: the player whose turn emptied a place was told 「タイル配布ボードの1番の場所が空き
    ました」 (counting places on the real board).  The table deals the sample's tiles
    (セットアップ 5: 12 tiles around the board; ゲームの仕組み 2: the player draws a new tile for
    the place emptied): the first tile, a wizard on a road from north to south (S01), is dealt
    onto place 1, Ana takes it, and her phone names the place by it."""
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals")
    ana = join_seat(app, code, 0, lang="ja")
    for n, tile in enumerate(["S01", "S02", "S03", "S05", "S06", "S06", "S02", "S03", "S05",
                              "S06", "S06", "S01"]):
        assert deal(client, code, n, n, tile).status_code == 302
    state, version = state_and_version(app, code)
    assert 0 in selected_slots(state) and state["market"][0] == "S01"
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.findall(r'name="place-cell" value="([\d,]+)"', page)[0]
    assert place(ana, code, f"/t/{code}/me", version, 0, cell).status_code == 302
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert ("あなたのターンで、タイル配布ボードの「魔法使い・北と南をつなぐ道」を取った場所が空き"
            "ました。") in page
    assert "1番の場所が空きました" not in page


#: What the tile Ana took shows (the numbered set's tile "1": a wizard on a road joining north
#: and south), as the pages name it.
TAKEN_JA, TAKEN_EN = "魔法使い・北と南をつなぐ道", "wizard, a road joining north and south"


def test_every_screen_names_the_place_waiting_by_the_tile_taken_from_it(app, client):
    """Issue 38 item 1: the host screen and the other phones still said 「1番の場所」 (a number
    the board does not print) for the place Ana's turn emptied (ゲームの仕組み 2: she draws its
    new tile).  Ana took the wizard on the north-south road from it and put it face down
    (``after_first_turn``): the host's heading and entry form, Ben's phone (Japanese) and Cai's
    (English) name the place by that tile; a phone trying to enter it is refused without a
    number (one place waits)."""
    code, ana, ben, cai, version = after_first_turn(app, client)
    for who in (client, ana, ben):
        who.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert (f"タイル配布ボードの、Anaが「{TAKEN_JA}」を取った場所にタイルを1枚置き、下で入力して"
            "ください。") in text_of(host)
    assert f'<label class="bv-deal">「{TAKEN_JA}」を取った場所 <select' in host
    assert "1番の場所にタイルを1枚置き" not in host and 'class="bv-pick-place"' not in host
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert f'<label class="bv-deal">「{TAKEN_JA}」を取った場所 <select' in mine
    assert 'class="bv-pick-place"' not in mine
    waiting = text_of(ben.get(f"/t/{code}/me").get_data(as_text=True))
    assert f"Anaがタイル配布ボードの「{TAKEN_JA}」を取った場所にタイルを引くのを待っています。" \
        in waiting
    assert "1番の場所" not in waiting
    assert ("Waiting for Ana to draw a tile onto the place of the distribution board where they "
            f"took the tile “{TAKEN_EN}”.") in text_of(cai.get(f"/t/{code}/me").get_data(
                as_text=True))
    client.set_cookie("lang", "en")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert (f"Deal a tile onto the place of the distribution board where Ana took the tile "
            f"“{TAKEN_EN}” and enter it below.") in text_of(host)
    assert f'<label class="bv-deal">The place where the tile “{TAKEN_EN}” was taken <select' \
        in host
    refused = deals_post(ben, code, ben.get("/join").get_data(as_text=True), version,
                         {1: "2"}, seat=1)
    assert refused.status_code == 403
    assert ("タイルを待っている場所に配られたタイルを入力できるのは、そのターンで場所を空けたAnaと"
            "ホスト画面だけです。") in text_of(refused.get_data(as_text=True))


def test_the_place_keeps_its_name_after_an_undo_and_a_setup_place_keeps_its_number(app, client):
    """The host enters the tile Ana drew, then undoes it: place 1 waits again and the table's
    last record is the undo; the last move in effect is still Ana's placement, so the place is
    still named by the tile she took.  The 12 places of the setup wait for no one's move:
    they keep the numbers the board drawing shows."""
    code, ana, ben, _cai, version = after_first_turn(app, client)
    for who in (client, ana, ben):
        who.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert deals_post(client, code, host, version, {1: "2"}).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version + 1)}).status_code == 302
    state, _ = state_and_version(app, code)
    assert state["pending"] == [0] and stored_moves(app, code)[-1][1] == "undo"
    assert f"タイル配布ボードの、Anaが「{TAKEN_JA}」を取った場所にタイルを1枚置き" in \
        text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert f"Anaがタイル配布ボードの「{TAKEN_JA}」を取った場所にタイルを引くのを待っています。" \
        in text_of(ben.get(f"/t/{code}/me").get_data(as_text=True))
    assert f"あなたのターンで、タイル配布ボードの「{TAKEN_JA}」を取った場所が空きました。" in \
        text_of(ana.get(f"/t/{code}/me").get_data(as_text=True))
    fresh = new_bravest(client, seed="5", start_player="0", mode="table_deals")
    setup = client.get(f"/t/{fresh}").get_data(as_text=True)
    assert '<label class="bv-deal">1番の場所 <select' in setup
    assert '<label class="bv-deal">12番の場所 <select' in setup
