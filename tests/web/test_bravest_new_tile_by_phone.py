"""Bravest, the table dealing real tiles from a set not complete (issue 38 item 1): the tile
drawn into the place a turn emptied, when the set does not know it yet, is entered on the phone
of the player whose turn it was (seed 004, ゲームの仕組み 2: "新しいタイル1枚を引いて、配布ボードの
空いたスロットに表向きに置きます" is a step of that player's turn), with the host's own entry and
the same ``new_tile`` move, so the host is not the bottleneck.  Another seat's phone is refused
(403, in its language); the setup's 12 places stay the host's; a bad entry is a 4xx, never a
500, and stores nothing.

Worked by hand: the twelve-tile set (6 × "1" wizard north–south, 6 × "2" ghost north–east) is
dealt whole onto the 12 places; Ana takes place 1 and puts it face down: place 1 waits and no
tile of the set is left.  Ana's phone enters a blob on a bend (north to east): it lies on place 1
as the set's third kind ("3"), recorded as Ana's move, and Ben has the placement form.
"""
from __future__ import annotations

from tests.driver import csrf_of, join_seat, state_and_version, stored_moves
from tests.language_check import page_problems
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_incomplete_set_deals import (NAMES, TWELVE_SET,
                                                         twelve_after_first_turn)
from tests.web.test_bravest_web import new_bravest, save_set


def phone_new_tile(phone, code, html, seen, seat, slot="0", roads=None, content="", **extra):
    """Post the new-tile form from the page ``html`` (a phone's): ``roads`` {side: number}."""
    data = {"new-csrf_token": csrf_of(html), "new-seen": str(seen), "new-slot": slot,
            "new-content": content, "seat": str(seat)}
    data.update({f"new-road_{e}": (roads or {}).get(e, "") for e in "NESW"})
    data.update({f"new-{k}": v for k, v in extra.items()})
    return phone.post(f"/t/{code}/move/new_tile", data=data)


def test_the_phone_that_emptied_the_place_enters_a_tile_new_to_the_set(app, client):
    code, ana, ben, version = twelve_after_first_turn(app, client)
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="new-tile-form"' in mine
    response = phone_new_tile(ana, code, mine, version, 0, roads={"N": "1", "E": "1"},
                              content="blob")
    assert response.status_code == 302, text_of(response.get_data(as_text=True))[-600:]
    state, _ = state_and_version(app, code)
    assert state["pending"] == [] and state["market"][0] == "3"
    assert [t["content"] for t in state["catalogue"]["tiles"]] == [
        {"kind": "wizard"}, {"kind": "ghost"}, {"kind": "blob"}]
    assert state["catalogue"]["tiles"][2]["paths"] == [["N", "E"]]
    assert stored_moves(app, code)[-1] == (3, "move", 0)     # recorded as Ana's
    assert 'id="place-form"' in ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="new-tile-form"' not in ana.get(f"/t/{code}/me").get_data(as_text=True)


def test_another_seat_is_refused_in_japanese(app, client):
    """Ben did not empty the place waiting: his crafted entry is 403, said in Japanese, nothing
    stored; his page offers no new-tile entry."""
    code, _ana, ben, version = twelve_after_first_turn(app, client)
    ben.set_cookie("lang", "ja")
    assert 'id="new-tile-form"' not in ben.get(f"/t/{code}/me").get_data(as_text=True)
    # a crafted request: Ben's page offers no such form (a token from the join page)
    token_page = ben.get("/join").get_data(as_text=True)
    response = phone_new_tile(ben, code, token_page, version, 1, roads={"N": "1", "E": "1"},
                              content="blob")
    assert response.status_code == 403
    assert ("タイルを待っている場所に配られたタイルを入力できるのは、そのターンで場所を空けた"
            "Anaとホスト画面だけです。") in text_of(response.get_data(as_text=True))
    assert len(stored_moves(app, code)) == 2


def test_bad_entries_from_the_phone_are_4xx_and_store_nothing(app, client):
    """Another place than the one waiting, no place, a place that is no number, an unknown
    content, a special tile with no effect, a version that is no number, no token: each a 4xx
    (never 500), nothing stored; the page says what to fix in Japanese."""
    code, ana, _ben, version = twelve_after_first_turn(app, client)
    ana.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    bad = [dict(slot="5", roads={"N": "1"}), dict(slot="", roads={"N": "1"}),
           dict(slot="x", roads={"N": "1"}), dict(roads={"N": "1"}, content="dragon"),
           dict(roads={"N": "1"}, content="special"), dict(roads={"N": "1"}, seen="abc")]
    for entry in bad:
        seen = entry.pop("seen", version)
        response = phone_new_tile(ana, code, mine, seen, 0, **entry)
        assert 400 <= response.status_code < 500, (entry, response.status_code)
        assert page_problems(response.get_data(as_text=True), "ja", NAMES) == [], entry
    response = ana.post(f"/t/{code}/move/new_tile", data={"new-seen": str(version),
                                                          "new-slot": "0", "seat": "0"})
    assert response.status_code == 400
    assert len(stored_moves(app, code)) == 2
    state, _ = state_and_version(app, code)
    assert state["pending"] == [0] and len(state["catalogue"]["tiles"]) == 2


def test_the_setup_places_stay_the_host_screens(app, client):
    """セットアップ 5: no turn emptied the 12 places; a phone's new tile is refused (403)."""
    assert save_set(client, TWELVE_SET, "Twelve").status_code == 302
    code = new_bravest(client, players=NAMES, seed="5", start_player="0", mode="table_deals",
                       components="1")
    ana = join_seat(app, code, 0)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="new-tile-form"' not in page
    response = phone_new_tile(ana, code, ana.get("/join").get_data(as_text=True), 0, 0,
                              roads={"N": "1"})
    assert response.status_code == 403
    assert "Only the host screen can enter this." in text_of(response.get_data(as_text=True))
    assert stored_moves(app, code) == []


def test_the_phone_with_no_tile_left_reads_in_japanese(app, client):
    """The phone's page with the new tile's entry first: Japanese only, the kinds by the seed's
    names, the lava line by the seed's 溶岩の円."""
    code, ana, _ben, _version = twelve_after_first_turn(app, client)
    ana.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert page_problems(mine, "ja", NAMES) == []
    words = text_of(mine)
    assert "ブロブ" in words and "溶岩の円：このタイル1枚で完成する円" in words
