"""Findings of table trial s45 of Bravest (a whole box entered on a phone in Japanese, then two
3-player games): a reopened tile shows its roads with the numbers they were entered with
(the set's file: tests/web/test_set_file_names.py); a tile and a place of the distribution
board are named by what the tile shows, never by a number the box does not print.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (コンポーネント; スコアリング: a tile's roads);
docs/rulings/bravest.md 1 (separate roads stay separate: the number only tells them apart)."""
from __future__ import annotations

import itertools
import re

from companion.games.bravest.rules.components import EDGES
from companion.games.bravest.rules.turn import selected_slots
from companion.games.bravest.web import tile_editor
from tests.driver import join_seat, new_component_set, state_and_version, stored_set
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
