"""Bravest, the table dealing real tiles from a set not complete (issue 38, a table trial): a
refill entered as a tile new to the set, then undone, leaves that tile in the saved set (a real
tile of the box: fine), and it is back in the real pile; the picker of the tile that replaces it
(the phone of the player who draws it, and the host screen) must offer it again, so the host
need not enter it as new a second time (seed 004, ゲームの仕組み 2: "新しいタイル1枚を引いて").

Worked by hand: the twelve-tile set (6 × "1", 6 × "2") is dealt whole onto the 12 places; Ana's
placement empties place 1 and no tile of the set is left.  The host enters a blob on a bend
(north to east) as new: the saved set now holds 3 kinds.  The undo takes the entry back: the
table's copy knows 2 kinds again, the set still 3, so 1 copy of the blob is offered (1 left),
and dealt from the phone's picker it lies on place 1 with no new entry needed.
"""
from __future__ import annotations

import json
import re

from companion.extensions import db
from companion.models import ComponentSet
from tests.driver import csrf_of, state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import deals_post
from tests.web.test_bravest_editor import new_tile
from tests.web.test_bravest_incomplete_set_deals import twelve_after_first_turn

BLOB_BEND = {"paths": [["E", "N"]], "content": {"kind": "blob"}}


def _picker_tiles(html: str) -> list[tuple[str, str]]:
    """(data-tile, data-left) of each tile drawn in the picker."""
    return re.findall(r'class="bv-pick-tile" data-tile="([^"]+)" data-left="(\d+)"', html)


def _looks_tiles(html: str) -> list[str]:
    return [tile for tile, _left in _picker_tiles(html) if tile.startswith("looks:")]


def test_a_new_tile_undone_is_offered_again_on_the_phone_and_the_host(app, client):
    code, ana, _ben, version = twelve_after_first_turn(app, client)
    client.set_cookie("lang", "ja")
    ana.set_cookie("lang", "ja")
    assert new_tile(client, code, version, 0, {"N": "1", "E": "1"}, "blob").status_code == 302
    with app.app_context():
        saved = db.session.query(ComponentSet).filter_by(name="Twelve").one().data
    assert len(saved["tiles"]["tiles"]) == 3
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version + 1)}).status_code == 302
    state, version = state_and_version(app, code)
    assert len(state["catalogue"]["tiles"]) == 2 and state["pending"] == [0]

    for page in (ana.get(f"/t/{code}/me"), client.get(f"/t/{code}")):
        html = page.get_data(as_text=True)
        looks = _looks_tiles(html)
        assert len(looks) == 1, looks
        assert ("&#34;blob&#34;" in looks[0] or '"blob"' in looks[0])
        assert (looks[0], "1") in _picker_tiles(html)
        # without a script: the same tile is a choice of the place's select
        assert f'<option value="{looks[0]}"' in html
        # the set's tiles left are counted with it: 1 (not "every tile of your set dealt")
        assert "入力済みのタイルの残り1枚" in text_of(html)
    assert "Anaが引いたタイルです。Anaのスマホから入力できます（ここで入力することもできます）。" \
        in text_of(html)

    # the phone deals it by its picture: it lies on place 1, known to the table's copy again
    value = json.dumps({"content": BLOB_BEND["content"], "paths": BLOB_BEND["paths"]},
                       separators=(",", ":"), sort_keys=True)
    phone = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert deals_post(ana, code, phone, version, {1: "looks:" + value}, seat=0).status_code == 302
    state, version = state_and_version(app, code)
    blob = [t for t in state["catalogue"]["tiles"] if t["content"] == {"kind": "blob"}]
    assert len(blob) == 1 and blob[0]["count"] == 1
    assert state["market"][0] == blob[0]["id"] and state["pending"] == []
    with app.app_context():
        saved = db.session.query(ComponentSet).filter_by(name="Twelve").one().data
    assert [t["count"] for t in saved["tiles"]["tiles"]] == [6, 6, 1]
    # nothing more of it to offer: the set holds one copy and the table has dealt it
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _looks_tiles(host) == []


def test_a_tile_by_looks_not_readable_is_refused_cleanly(app, client):
    """A choice by looks that is no tile (typed by hand) is refused with a message, never a
    500: the engine checks the looks."""
    code, ana, _ben, version = twelve_after_first_turn(app, client)
    phone = ana.get(f"/t/{code}/me").get_data(as_text=True)
    for bad in ("looks:{", 'looks:{"paths":[["Q"]],"content":null}', "looks:[1]"):
        response = deals_post(ana, code, phone, version, {1: bad}, seat=0)
        assert 400 <= response.status_code < 500, (bad, response.status_code)
