"""Issue 38 item 1: a refusal that names a place of the distribution board also names the tile
lying there by its looks (never by the app's name for it); the place keeps its number 1-12
(told at the setup and drawn).  A tile with no copy left is named by its looks
(tests/web/test_bravest_web.py, test_dealing_a_tile_with_no_copy_left_is_refused_by_the_engine).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 1 (a tile facing a selector is
taken) and 2 (only the place a turn emptied waits for a tile)."""
from __future__ import annotations

from tests.driver import state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import after_first_turn
from tests.web.test_bravest_web import deal, new_bravest, place


def test_a_tile_no_selector_faces_is_named_by_its_looks(app, client):
    """The sample, seed 7: the selectors face places 1, 2 and 3; place 5 holds a blob on a
    road joining north and east (S06).  A placement from it (a tampered form) is refused."""
    code = new_bravest(client)
    state, version = state_and_version(app, code)
    assert state["selectors"] == [0, 1, 2] and state["market"][4] == "S06"
    refused = place(client, code, f"/t/{code}/seat/1", version, 4, "0,3", seat=1)
    assert refused.status_code == 422
    assert ("No tile selector faces the tile (blob, a road joining north and east) on place 5 of "
            "the distribution board: take one of the three tiles the selectors face.") in \
        text_of(refused.get_data(as_text=True))
    client.set_cookie("lang", "ja")
    refused = place(client, code, f"/t/{code}/seat/1", version, 4, "0,3", seat=1)
    assert ("開始位置から時計回りに5番目の場所のタイル（ブロブ・北と東をつなぐ道）にはタイルセレクターが向いて"
            "いません。セレクターが向いている3枚のタイルから1枚を選んでください。") in \
        text_of(refused.get_data(as_text=True))


def test_a_tile_entered_for_a_place_not_waiting_names_the_tile_there(app, client):
    """After Ana's first turn only place 1 waits; place 2 holds the numbered set's tile "1" (a
    wizard on a road joining north and south).  A tile entered for place 2 is refused."""
    code, _ana, _ben, _cai, version = after_first_turn(app, client)
    refused = deal(client, code, version, 1, "2")
    assert refused.status_code == 422
    assert ("Place 2 of the distribution board is not waiting for a tile: the tile (wizard, a "
            "road joining north and south) lies there.") in text_of(
                refused.get_data(as_text=True))
    client.set_cookie("lang", "ja")
    refused = deal(client, code, version, 1, "2")
    assert ("開始位置から時計回りに2番目の場所は、タイルを待っていません。そこにはタイル（魔法使い・北と南を"
            "つなぐ道）があります。") in text_of(refused.get_data(as_text=True))
