"""Bravest's copy entered by tapping (issue 11): a side of the island boards by tapping squares
(with the two camps), a tile by numbering its roads at each side and picking what stands on it,
how complete the set is, impossible tiles refused naming the tile and the place, a tile first
met while the table deals entered on the spot and found in the set at the next game, and a set
round-tripped through its file.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (コンポーネント：75 tiles, 10 of them special;
セットアップ 3: the Agile's camp bottom left, the Invincible's top right; 5: 12 tiles dealt).
"""
from __future__ import annotations

import json
import re

from companion.extensions import db
from companion.models import ComponentSet
from tests.driver import (csrf_of, new_component_set, state_and_version, state_of, stored_set,
                          version_of)
from tests.web.test_bravest_web import new_bravest

EDITOR = "/components/bravest"


def hidden(html: str, name: str) -> str:
    return re.search(rf'name="{name}" value="([^"]*)"', html).group(1)


def enter_side(client, set_id, n=1, rows=1, cols=3):
    """Side ``n`` as a full rectangle (the "fill" tap), then saved as the page shows it."""
    url = f"{EDITOR}/{set_id}/side/{n}"
    page = client.get(url).get_data(as_text=True)
    drawn = client.post(url, data={"csrf_token": csrf_of(page), "cells": hidden(page, "cells"),
                                   "redraw": "fill", "fill_rows": str(rows),
                                   "fill_cols": str(cols), "tool": "cell"})
    assert drawn.status_code == 200
    html = drawn.get_data(as_text=True)
    return client.post(url, data={"csrf_token": csrf_of(html), "cells": hidden(html, "cells"),
                                  "agile": hidden(html, "agile"),
                                  "invincible": hidden(html, "invincible"), "tool": "cell"})


def enter_tile(client, set_id, n, roads, content="", copies="1", **extra):
    """Tile ``n`` (``roads``: {side: road number}) posted as the tap editor sends it."""
    url = f"{EDITOR}/{set_id}/tile/{n}"
    page = client.get(url).get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "content": content, "copies": copies}
    data.update({f"road_{e}": roads.get(e, "") for e in "NESW"})
    data.update(extra)
    return client.post(url, data=data)


def test_a_side_is_tapped_with_its_camps_where_the_rules_put_them(app, client):
    """セットアップ 3: on a 2 × 3 side the Agile comes in at the bottom left (row 2, column 1)
    from the west, the Invincible at the top right (row 1, column 3) from the east."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_side(client, set_id, 1, rows=2, cols=3).status_code == 302
    side = stored_set(app, set_id)["island"]["sides"]["light"]
    assert (side["rows"], side["cols"]) == (2, 3)
    assert side["camps"] == {"agile": {"cell": [1, 0], "edge": "W"},
                             "invincible": {"cell": [0, 2], "edge": "E"}}
    page = client.get(f"{EDITOR}/{set_id}").get_data(as_text=True)
    assert "island sides 1/2" in page


def test_a_tile_is_entered_by_its_roads_and_what_stands_on_it(app, client):
    """A wizard on a road from north to south, 3 copies; a lava piece going on east; the set
    says how complete it is."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard", "3").status_code == 302
    assert enter_tile(client, set_id, 2, {"E": "1", "W": "2"}, "lava",
                      lava_E="1").status_code == 302
    tiles = stored_set(app, set_id)["tiles"]["tiles"]
    assert tiles == [
        {"id": "1", "count": 3, "paths": [["N", "S"]], "content": {"kind": "wizard"}},
        {"id": "2", "count": 1, "paths": [["E"], ["W"]],
         "content": {"kind": "lava", "open": ["E"]}}]
    page = client.get(f"{EDITOR}/{set_id}").get_data(as_text=True)
    assert "tiles 4/65" in page and "special tiles 0/10" in page


def test_impossible_tiles_are_refused_naming_the_tile_and_nothing_is_stored(app, client):
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "ghost", "60").status_code == 302
    before = stored_set(app, set_id)
    # the same tile turned a quarter (east-west) is the same tile: refused, naming the one
    # in the set by what it shows (no tile prints a number)
    response = enter_tile(client, set_id, 2, {"E": "1", "W": "1"}, "ghost")
    assert response.status_code == 422
    text = response.get_data(as_text=True)
    assert ("This tile is the same as the “ghost, a road joining north and south” tile "
            "already in the set (perhaps turned): give that one one more copy instead.") in text
    # more than the 65 tiles a box holds besides the 10 special ones (60 + 6)
    response = enter_tile(client, set_id, 2, {"N": "1"}, "blob", "6")
    assert response.status_code == 422
    assert ("The tiles other than the special ones add up to 66, but a box holds 65 of them "
            "(75 tiles, 10 of them special).") in response.get_data(as_text=True)
    # a special tile is entered on the special tiles' pages
    response = enter_tile(client, set_id, 2, {"N": "1"}, "special", effect="wizards")
    assert response.status_code == 422
    assert "Tile 2: a special tile is entered among the special tiles" in \
        response.get_data(as_text=True)
    # a side with no cell
    url = f"{EDITOR}/{set_id}/side/1"
    response = client.post(url, data={"csrf_token": csrf_of(client.get(url).get_data(
        as_text=True)), "cells": "." * 64})
    assert response.status_code == 422
    assert "The light side of the island boards: the island has no cells." in \
        response.get_data(as_text=True)
    assert stored_set(app, set_id) == before
    # the page shows what was sent again
    assert 'value="blob"' in enter_tile(client, set_id, 2, {"N": "1"}, "blob", "6") \
        .get_data(as_text=True)


def test_a_set_round_trips_through_its_file(app, client):
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_side(client, set_id, 1).status_code == 302
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "great_sword", "2").status_code \
        == 302
    body = client.get(f"{EDITOR}/{set_id}.json")
    assert body.status_code == 200
    doc = json.loads(body.get_data(as_text=True))
    page = client.get(EDITOR).get_data(as_text=True)
    response = client.post(EDITOR, data={"csrf_token": csrf_of(page), "name": "Copied",
                                         "text": json.dumps(doc)})
    assert response.status_code == 302
    # the file carries the set's name (table trial s45 item 5), the rest as stored
    named = stored_set(app, set_id)
    for part in (named, named["tiles"], named["island"]):
        part["label"] = "Kitchen box"
    with app.app_context():
        copied = db.session.query(ComponentSet).filter_by(name="Copied").one()
        assert copied.data == named == doc
        assert not copied.is_sample


def new_tile(client, code, seen, slot, roads, content="", **extra):
    """The host enters a tile its set does not know yet, dealt onto ``slot`` (from 0)."""
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'id="new-tile-form"' in html
    data = {"new-csrf_token": csrf_of(html), "new-seen": str(seen), "new-slot": str(slot),
            "new-content": content, "seat": "table"}
    data.update({f"new-road_{e}": roads.get(e, "") for e in "NESW"})
    data.update({f"new-{k}": v for k, v in extra.items()})
    return client.post(f"/t/{code}/move/new_tile", data=data)


def test_a_tile_first_met_in_play_joins_the_set_and_the_next_game_knows_it(app, client):
    """The table deals real tiles from a set that knows one tile: a blob on a bend (north to
    east) comes up on place 2, is entered on the spot and lies there; it is in the saved set;
    at the next table it is offered like any other tile, and entering it again as new (turned)
    adds no tile but is one more copy."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_side(client, set_id, 1).status_code == 302
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard").status_code == 302
    code = new_bravest(client, mode="table_deals", components=str(set_id), start_player="0")
    state, version = state_and_version(app, code)
    assert state["open_box"] and state["pending"] == list(range(12))
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "Kitchen box" in host
    response = new_tile(client, code, version, 1, {"N": "1", "E": "1"}, "blob")
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    state, version = state_and_version(app, code)
    assert state["market"][1] == "2" and 1 not in state["pending"]
    assert {"id": "2", "count": 1, "paths": [["N", "E"]], "content": {"kind": "blob"}} \
        in stored_set(app, set_id)["tiles"]["tiles"]
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "place 2" in host
    # an impossible tile at the table: a tenth road number; refused, naming the place
    response = new_tile(client, code, version, 2, {"N": "1"}, "special", effect="nonsense")
    assert response.status_code in (400, 422)
    assert version_of(app, code) == version
    # the next game: the blob is a tile of the set
    code2 = new_bravest(client, mode="table_deals", components=str(set_id), start_player="0")
    state2 = state_of(app, code2)
    assert "2" in state2["box"]
    offered = client.get(f"/t/{code2}").get_data(as_text=True)
    assert '<option value="2">blob · a road joining north and east · 1 left</option>' in offered
    assert 'data-tile="2"' in offered     # and as a picture


def test_the_calculator_takes_a_set_entered_by_tapping(client):
    """Issue 11 item 6, スコアリング / 試練 – 光の面 on a tapped 1 × 3 side: tile 1 a great sword
    and tile 2 a wizard, each on a road north–south, both turned once (east–west), a face-down
    crossroads between them.  The Agile from the west passes the great sword (3 ★), the
    Invincible from the east the wizard (3 ★): 6 for the island.  A set with no side entered
    yet borrows the sample island's shape, and says so."""
    from tests.web.test_bravest_web import calc_post

    set_id = new_component_set(client, "bravest", "Kitchen box")
    page = client.get(f"/calc/bravest?set={set_id}")
    assert page.status_code == 200
    assert "no side of its island boards entered yet: the sample island" in \
        page.get_data(as_text=True)
    assert enter_side(client, set_id, 1).status_code == 302
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "great_sword").status_code == 302
    assert enter_tile(client, set_id, 2, {"N": "1", "S": "1"}, "wizard").status_code == 302
    response = calc_post(client, f"?set={set_id}&side=light", {
        "c0_0": {"tile": "1", "rot": "1"}, "c0_1": {"tile": "X", "rot": "0"},
        "c0_2": {"tile": "2", "rot": "1"}})
    html = response.get_data(as_text=True)
    assert response.status_code == 200, html[-1500:]
    assert "Agile 3, Invincible 3, island 6 points" in html


def test_the_pile_page_counts_known_kinds_and_adds_a_new_one_in_one_save(app, client):
    """Issue 38: the box entered in one pass through the pile.  The pile page (the entry after
    the known kinds) shows tile 1 (a wizard, north–south, 1 copy) and tile 2 (a blob on a
    bend, 2 copies) with steppers; a save sends 3 wizards, 2 blobs and a new kind (a ghost on
    a dead end from the west): the counts change, the ghost joins with 1 copy (6 tiles), and
    "save, then the next one" comes back to the pile page, now entry 4."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard").status_code == 302
    assert enter_tile(client, set_id, 2, {"N": "1", "E": "1"}, "blob", "2").status_code == 302
    url = f"{EDITOR}/{set_id}/tile/3"
    page = client.get(url).get_data(as_text=True)
    assert 'name="count-1" value="1"' in page and 'name="count-2" value="2"' in page
    assert 'name="copies"' not in page
    assert 'data-pile-total>3</span>/65' in page
    # without a script, a stepper's tap draws the page again with one more (nothing stored)
    again = client.post(url, data={"csrf_token": csrf_of(page), "count-1": "1",
                                   "count-2": "2", "redraw": "+1"}).get_data(as_text=True)
    assert 'name="count-1" value="2"' in again and 'data-pile-total>4</span>' in again
    low = client.post(url, data={"csrf_token": csrf_of(page), "count-1": "1",
                                 "count-2": "2", "redraw": "-1"}).get_data(as_text=True)
    assert 'name="count-1" value="1"' in low   # never below one copy
    assert sum(t["count"] for t in stored_set(app, set_id)["tiles"]["tiles"]) == 3
    response = client.post(url, data={"csrf_token": csrf_of(page), "count-1": "3",
                                      "count-2": "2", "road_W": "1", "content": "ghost",
                                      "next": "1"})
    assert response.status_code == 302 and response.headers["Location"].endswith(
        f"/{set_id}/tile/4")
    assert stored_set(app, set_id)["tiles"]["tiles"] == [
        {"id": "1", "count": 3, "paths": [["N", "S"]], "content": {"kind": "wizard"}},
        {"id": "2", "count": 2, "paths": [["N", "E"]], "content": {"kind": "blob"}},
        {"id": "3", "count": 1, "paths": [["W"]], "content": {"kind": "ghost"}}]


def test_the_pile_page_saves_counts_alone_and_refuses_a_bad_count(app, client):
    """Nothing tapped in the tile editor: only the counts are saved (no empty tile); a count
    that is no number from 1 to 65 is refused naming the tile, and nothing is stored; counts
    past the box's 65 are refused by the set's check."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard").status_code == 302
    url = f"{EDITOR}/{set_id}/tile/2"
    token = csrf_of(client.get(url).get_data(as_text=True))
    assert client.post(url, data={"csrf_token": token, "count-1": "5"}).status_code == 302
    assert stored_set(app, set_id)["tiles"]["tiles"] == [
        {"id": "1", "count": 5, "paths": [["N", "S"]], "content": {"kind": "wizard"}}]
    for bad in ("0", "x", "", "66"):
        response = client.post(url, data={"csrf_token": token, "count-1": bad})
        assert response.status_code == 422
        assert "Tile 1: the number of copies" in response.get_data(as_text=True)
    assert client.post(url, data={"csrf_token": token, "count-1": "65", "road_N": "1",
                                  "content": "blob"}).status_code == 422
    assert stored_set(app, set_id)["tiles"]["tiles"][0]["count"] == 5


def test_the_other_tiles_of_the_set_are_named_by_what_they_show_not_a_number(app, client):
    """Issue 38 item 1: on tile 2's page the set's other tile (1: a wizard, north–south, 3
    copies) is listed by its picture, what stands on it and its copies, never the app's 1."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard", "3").status_code == 302
    assert enter_tile(client, set_id, 2, {"E": "1", "W": "2"}, "lava",
                      lava_E="1").status_code == 302
    page = client.get(f"{EDITOR}/{set_id}/tile/2").get_data(as_text=True)
    listed = re.search(r'<ul class="bv-tile-list">(.*?)</ul>', page, re.S).group(1)
    assert listed.count("<li>") == 1 and "<span>wizard ×3</span>" in listed
    assert "<strong>" not in listed
