"""Bravest speaks the page's language all the way (issue 10): a table played through its pages in
Japanese with Japanese names, and the same tour in English with Latin names.

Visited, each page checked with ``LanguageTour`` (no English word on a Japanese page, no
Japanese on an English one, no programming notation): the new-table form, the component editor
with bad component documents, the host screen (distribution board, selectors, islands), the
setup sheet, each phone's seat page, refusals (a placement that does not fit, a cell that
already holds a tile, a place no selector faces, out of turn, a tile with no copy left, a form
error), the move log and past states (``?at=N``), a game driven to its end (the score sheet
with both heroes' courses drawn and explained step by step), the island calculator with errors
and a result, and the command line's setup and score in both languages.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt; terms as the seed writes them in Japanese.
"""
from __future__ import annotations

import json
import re
from functools import partial

import pytest
from click.testing import CliRunner

from companion.cli import main
from companion.games.bravest.rules.turn import selected_slots
from tests.driver import csrf_of, join_seat, new_component_set, state_and_version
from tests.language_check import LanguageTour
from tests.web.test_bravest_web import new_bravest, play_to_the_end

#: Per language: the players' names, component sets' names, roads typed in the calculator (the
#: sides each road joins, in the page's own words).
PEOPLE = {
    "ja": {"names": ("はなこ", "たろう", "ゆき"), "set": "うちの小さなセット",
           "bad_set": "こわれたセット", "west_east": "西東", "north_south": "北・南"},
    "en": {"names": ("Hana", "Taro", "Yuki"), "set": "Our small copy", "bad_set": "Broken copy",
           "west_east": "WE", "north_south": "N-S"},
}

#: A 1 × 3 island on both sides: the Agile enters (0,0) from the west, the Invincible (0,2)
#: from the east.
SMALL_GEO = {"rows": 1, "cols": 3,
             "camps": {"agile": {"cell": [0, 0], "edge": "W"},
                       "invincible": {"cell": [0, 2], "edge": "E"}}}


def small_set(label: str) -> dict:
    """A table's own small copy: a great sword, a wizard and four ghosts (one name each)."""
    return {
        "format": "bravest-components", "version": 1, "label": label,
        "tiles": {"format": "bravest-tiles", "version": 1, "label": label, "tiles": [
            {"id": "G", "paths": [["N", "S"]], "content": {"kind": "great_sword"}},
            {"id": "W", "paths": [["N", "S"]], "content": {"kind": "wizard"}},
            {"id": "F", "count": 4, "paths": [["N", "S"]], "content": {"kind": "ghost"}}]},
        "island": {"format": "bravest-island", "version": 1, "label": label,
                   "sides": {"light": SMALL_GEO, "dark": SMALL_GEO}},
    }


def bad_documents(label: str) -> list[dict]:
    """Component documents a table might get wrong, one mistake each."""
    out = []
    doc = small_set(label)
    doc["tiles"]["tiles"][1]["paths"] = [["N", "X"]]          # an edge that is no edge
    out.append(doc)
    doc = small_set(label)
    doc["tiles"]["tiles"].append({"id": "G", "paths": [["N", "S"]]})  # an id used twice
    out.append(doc)
    doc = small_set(label)
    doc["island"]["sides"]["light"] = {"rows": 1, "cols": 3, "camps": {
        "agile": {"cell": [0, 1], "edge": "E"}, "invincible": {"cell": [0, 2], "edge": "E"}}}
    out.append(doc)                                           # a camp inside the island
    doc = small_set(label)
    doc["tiles"]["tiles"][0]["content"] = {"kind": "dragon"}  # a creature the game lacks
    out.append(doc)
    doc = small_set(label)
    doc["format"] = "bravest-tiles"                           # not a component set
    out.append(doc)
    doc = small_set(label)
    doc["island"]["sides"]["light"] = dict(SMALL_GEO, cells=["#.#"])  # two islands
    out.append(doc)
    return out


# --------------------------------------------------------------------------- helpers

def place(phone, code, seen, slot, cell, rotation=0, face_down=False, seat=None):
    """Post a placement as the seat page's form does."""
    html = phone.get(f"/t/{code}/me" if seat is None else f"/t/{code}/seat/{seat}")
    html = html.get_data(as_text=True)
    if "csrf_token" not in html:
        html = phone.get("/join").get_data(as_text=True)
    data = {"place-csrf_token": csrf_of(html), "place-seen": str(seen),
            "place-slot": str(slot), "place-rotation": str(rotation), "place-cell": cell}
    if face_down:
        data["place-face_down"] = "y"
    if seat is not None:
        data["seat"] = str(seat)
    return phone.post(f"/t/{code}/move/place", data=data)


def deal(client, code, seen, slot, tile):
    html = client.get(f"/t/{code}").get_data(as_text=True)
    return client.post(f"/t/{code}/move/deal", data={
        "deal-csrf_token": csrf_of(html), "deal-seen": str(seen), "deal-slot": str(slot),
        "deal-tile": tile, "seat": "table"})


def calc_post(client, query, cells):
    page = client.get(f"/calc/bravest{query}")
    data = {"calc-csrf_token": csrf_of(page.get_data(as_text=True))}
    for key, fields in cells.items():
        for name, value in fields.items():
            data[f"calc-{key}_{name}"] = value
    return client.post(f"/calc/bravest{query}", data=data)


def deals(client, code, seen, tiles):
    """The host's deals form: {place (from 1): tile id}."""
    html = client.get(f"/t/{code}").get_data(as_text=True)
    data = {"deals-csrf_token": csrf_of(html), "deals-seen": str(seen), "seat": "table"}
    data.update({f"deals-tile_{place - 1}": tile for place, tile in tiles.items()})
    return client.post(f"/t/{code}/move/deals", data=data)


#: What the pages say about what changed at the table (issue 13), in each language.
SAID = {
    "ja": {"dealt": "配ったタイル：タイル（魔法使い・北と南をつなぐ道）を2番の場所に、タイル（幽霊・北と南をつなぐ道）を3番の場所に",
           "copies": ("タイル（大剣・南から入る行き止まり）が3マスに置かれていますが、このセットには"
                      "1枚しかありません。"),
           "read": "こう読み取りました：道2本：北から入る行き止まり、南から入る行き止まり",
           "special": "★ 4行目・1列目：特殊タイル：+2", "turns": "6手番で終了"},
    "en": {"dealt": ("Tiles dealt: a tile (wizard, a road joining north and south) on place 2, a "
                     "tile (ghost, a road joining north and south) on place 3"),
           "copies": ("The tile (great sword, a dead end from the south) is placed on 3 cells, "
                      "but the set has 1 copy of it."),
           "read": "Read as 2 roads: a dead end from the north; a dead end from the south",
           "special": "★ row 4, column 1: special tile: +2", "turns": "6 turns played"},
}


def words(html: str) -> str:
    """A page's words, tags removed and spaces collapsed."""
    import html as h
    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def refused(tour, response, where, status=422):
    """A refusal: answered with ``status`` and checked."""
    assert response.status_code == status, (where, response.status_code)
    tour.check(response, where)


# --------------------------------------------------------------------------- the tour

@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_bravest_table_reads_in_its_language_from_setup_to_score_sheet(app, client, lang,
                                                                        tmp_path):
    tour = LanguageTour(lang)
    people = PEOPLE[lang]
    names = people["names"]
    client.set_cookie("lang", lang)

    # -- the component editor: bad documents named as a player sees them, then a good one
    tour.check(client.get("/components/bravest"), "component editor")
    for k, doc in enumerate(bad_documents(people["bad_set"]), 1):
        page = client.get("/components/bravest").get_data(as_text=True)
        response = client.post("/components/bravest", data={
            "csrf_token": csrf_of(page), "name": people["bad_set"], "text": json.dumps(doc)})
        refused(tour, response, f"component editor, bad document {k}")
    page = client.get("/components/bravest").get_data(as_text=True)
    response = client.post("/components/bravest", data={
        "csrf_token": csrf_of(page), "name": people["set"],
        "text": json.dumps(small_set(people["set"]))})
    assert response.status_code == 302
    tour.check(client.get("/components/bravest"), "component editor with a saved set")

    # -- a sample table for three: host screen, setup sheet, phones
    code = new_bravest(client, names, "3", start_player="0",
                       check=partial(tour.check, where="new-table form"))
    tour.check(client.get(f"/t/{code}"), "host screen")
    tour.check(client.get(f"/t/{code}/setup"), "setup sheet")
    phones = [join_seat(app, code, i, lang=lang,
                        check=partial(tour.check, where=f"join page, seat {i + 1}"))
              for i in range(3)]
    for i, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"seat page {i + 1}")
    state, version = state_and_version(app, code)
    slot = selected_slots(state)[0]
    # refusals: a cell that joins nothing, a place no selector faces, out of turn, a form error
    refused(tour, place(phones[0], code, version, slot, "1,1"), "refusal: does not fit")
    free = next(s for s in range(12) if s not in state["selectors"])
    refused(tour, place(phones[0], code, version, free, "3,0"), "refusal: no selector")
    refused(tour, place(phones[1], code, version, slot, "3,0"), "refusal: out of turn")
    refused(tour, place(phones[0], code, version, slot, ""), "refusal: no cell tapped", 400)
    refused(tour, place(phones[0], code, version, slot, "9,9"), "refusal: off the island")
    # three placements: face up turned, face down, from the host acting for a seat
    assert place(phones[0], code, version, slot, "3,0", rotation=1).status_code == 302
    state, version = state_and_version(app, code)
    assert place(phones[1], code, version, selected_slots(state)[1], "0,3",
                 face_down=True).status_code == 302
    state, version = state_and_version(app, code)
    refused(tour, place(phones[2], code, version - 1, selected_slots(state)[0], "3,0"),
            "refusal: page out of date", 409)
    tour.check(client.get(f"/t/{code}/seat/2"), "host acting for seat 3")
    assert place(client, code, version, selected_slots(state)[2], "3,0", rotation=2,
                 seat=2).status_code == 302
    state, version = state_and_version(app, code)
    refused(tour, place(phones[0], code, version, selected_slots(state)[0], "3,0"),
            "refusal: the cell holds a tile")
    for i, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"seat page {i + 1} after three moves")
    tour.check(client.get(f"/t/{code}"), "host screen with a log")
    for at in (0, 1, 2, 3):
        tour.check(client.get(f"/t/{code}?at={at}"), f"host screen at move {at}")
    # undo, then drive the table to its end through the table service
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(page),
                                                "seen": str(version)}).status_code == 302
    version = play_to_the_end(app, code, lambda turn, selected, cells: (
        selected[turn % len(selected)], cells[(turn * 5) % len(cells)], turn % 4, turn % 9 == 8))
    tour.check(client.get(f"/t/{code}"), "host screen at the end")
    tour.check(client.get(f"/t/{code}/score"), "score sheet")
    tour.check(client.get(f"/t/{code}?at={version - 1}"), "host screen before the last move")
    for i, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"seat page {i + 1} at the end")
    refused(tour, place(phones[0], code, version, 0, "0,0"), "refusal: the game is over")

    # -- the table deals real tiles, on the table's own small set (dark side)
    code = new_bravest(client, names[:2], "3", mode="table_deals", components="1", side="dark",
                       start_player="0", check=partial(tour.check, where="new-table form"))
    tour.check(client.get(f"/t/{code}"), "host screen, the table deals")
    tour.check(client.get(f"/t/{code}/setup"), "setup sheet, the table deals")
    phones = [join_seat(app, code, i, lang=lang,
                        check=partial(tour.check, where=f"join page, seat {i + 1}"))
              for i in range(2)]
    tour.check(phones[0].get(f"/t/{code}/me"), "seat page while the host enters tiles")
    assert deal(client, code, 0, 0, "G").status_code == 302
    refused(tour, deal(client, code, 1, 1, "G"), "refusal: no copy of the tile left")
    refused(tour, deals(client, code, 1, {2: "W", 3: "W"}), "refusal: W dealt twice at once")
    refused(tour, deals(client, code, 1, {}), "refusal: no tile chosen", 400)
    assert deals(client, code, 1, {2: "W", 3: "F", 4: "F", 5: "F", 6: "F", 7: "none"}
                 ).status_code == 302
    host = tour.check(client.get(f"/t/{code}"), "host screen after the tiles dealt at once")
    assert SAID[lang]["dealt"] in words(host)
    state, version = state_and_version(app, code)
    plan = [(0, 0, "0,0", 1, False), (1, 3, "0,0", 0, True), (0, 1, "0,2", 1, False),
            (1, 4, "0,1", 0, True), (0, 2, "0,1", 0, True), (1, 5, "0,2", 0, True)]
    for seat, slot, cell, rot, down in plan:
        response = place(phones[seat], code, version, slot, cell, rot, down)
        assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
        version += 1
    host = tour.check(client.get(f"/t/{code}"), "host screen at the end, the table deals")
    assert SAID[lang]["turns"] in words(host)
    tour.check(client.get(f"/t/{code}/score"), "score sheet, the table deals")
    for i, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"seat page {i + 1} at the end, the table deals")
    tour.check(client.get(f"/t/{code}?at=3"), "host screen at move 3, the table deals")

    # -- the island calculator: form errors, an engine refusal, results
    tour.check(client.get("/calc/bravest"), "calculator")
    tour.check(client.get("/calc/bravest?side=dark"), "calculator, dark side")
    refused(tour, calc_post(client, "", {"c3_0": {"tile": "S01", "rot": "5"}}),
            "calculator: a form error", 400)
    refused(tour, calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "NX", "rot": "0"}}),
            "calculator: roads that are not roads", 400)
    refused(tour, calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "NS NE",
                                                  "rot": "0"}}),
            "calculator: two roads reaching one side")
    response = calc_post(client, "", {
        "c3_0": {"tile": "custom", "paths": people["west_east"], "content": "great_sword",
                 "rot": "0"},
        "c3_1": {"tile": "S17", "rot": "0"}, "c2_1": {"tile": "X", "rot": "0"},
        "c0_3": {"tile": "S01", "rot": "1"}, "c0_2": {"tile": "S34", "rot": "0"},
        "c1_2": {"tile": "custom", "paths": people["north_south"], "content": "lava:N",
                 "rot": "0"}})
    assert response.status_code == 200
    html = tour.check(response, "calculator result")
    assert "bv-route-agile" in html
    # the great sword typed in (roads west–east) scores the Agile 3, then S17's great sword 3
    assert 'data-seat="0">9<' in html
    winner_line = re.search(r'class="winner"', html)  # a lone island wins nothing
    response = calc_post(client, "?set=1&side=light", {
        "c0_0": {"tile": "G", "rot": "1"}, "c0_1": {"tile": "X", "rot": "0"},
        "c0_2": {"tile": "W", "rot": "1"}})
    assert response.status_code == 200
    tour.check(response, "calculator result, the table's own set")
    # issue 13: more copies than the set has, the roads said back, a special tile's effect,
    # the island switched keeping what was typed
    copies = calc_post(client, "", {f"c0_{c}": {"tile": "S18", "rot": "0"} for c in range(3)})
    refused(tour, copies, "calculator: three S18")
    assert SAID[lang]["copies"] in words(copies.get_data(as_text=True))
    read = tour.check(calc_post(client, "", {
        "c3_0": {"tile": "S39", "rot": "0"},
        "c3_1": {"tile": "custom", "paths": "北、南" if lang == "ja" else "N, S", "rot": "0"}}),
        "calculator: roads said back, a special tile")
    assert SAID[lang]["read"] in words(read) and SAID[lang]["special"] in words(read)
    page = client.get("/calc/bravest").get_data(as_text=True)
    switched = client.post("/calc/bravest", data={
        "calc-csrf_token": csrf_of(page), "set": "sample", "side": "dark", "calc_switch": "1",
        "calc-c0_0_tile": "S01", "calc-c0_0_rot": "1"})
    assert switched.status_code == 200
    tour.check(switched, "calculator: the dark side chosen, a cell kept")

    # -- the command line: setup and score in the tour's language
    runner = CliRunner()
    args = ["--lang", lang, "setup", "bravest", "-p", "3", "--seed", "3"]
    for name in names:
        args += ["--name", name]
    result = runner.invoke(main, args)
    assert result.exit_code == 0, result.output
    tour.check_text(result.output.split("\n", 1)[1], "command line: setup")
    island = {"format": "bravest-layout", "version": 1, "side": "light",
              "geometry": SMALL_GEO,
              "placements": [{"cell": [0, 0], "paths": [["N", "S"]],
                              "content": {"kind": "great_sword"}, "rotation": 1},
                             {"cell": [0, 1], "face_down": True},
                             {"cell": [0, 2], "tile": "S01", "rotation": 1}]}
    path = tmp_path / "island.json"
    path.write_text(json.dumps(island))
    result = runner.invoke(main, ["--lang", lang, "score", "bravest", str(path)])
    assert result.exit_code == 0, result.output
    tour.check_text(result.output, "command line: score")
    path.write_text(json.dumps(dict(island, side="grey")))
    result = runner.invoke(main, ["--lang", lang, "score", "bravest", str(path)])
    assert result.exit_code == 2
    tour.check_text(result.output, "command line: a bad island file")
    sample = tmp_path / "sample.json"
    sample.write_text(json.dumps({"format": "bravest-layout", "version": 1, "side": "dark",
                                  "placements": [{"cell": [3, 1], "tile": "S41"}]}))
    result = runner.invoke(main, ["--lang", lang, "score", "bravest", str(sample)])
    assert result.exit_code == 0, result.output
    tour.check_text(result.output, "command line: score on the sample island")

    assert tour.pages > 40
    tour.assert_clean()
    assert winner_line is None


# --------------------------------------------------------------------------- the tap editor

@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_bravest_tap_editor_reads_in_its_language(app, client, lang):
    """The copy entered by tapping (issue 11): the sets, a new set, a side tapped (a redraw, a
    side with no cell refused, saved), tiles (a new one, saved, the same tile refused, too many
    copies refused, a special tile's page), then a table dealing real tiles from that set with
    a tile first met entered on the host screen (and one refused)."""
    from tests.web.test_bravest_editor import enter_side, enter_tile, hidden, new_tile

    tour = LanguageTour(lang)
    client.set_cookie("lang", lang)
    names = PEOPLE[lang]["names"]
    set_id = new_component_set(client, "bravest", PEOPLE[lang]["set"])
    base = f"/components/bravest/{set_id}"
    tour.check(client.get("/components/bravest"), "tap editor: the sets")
    tour.check(client.get(base), "tap editor: an empty set")
    page = tour.check(client.get(f"{base}/side/1"), "tap editor: a side")
    tapped = client.post(f"{base}/side/1", data={
        "csrf_token": csrf_of(page), "cells": hidden(page, "cells"), "redraw": "0,0"})
    tour.check(tapped, "tap editor: a side after a tap")
    refused(tour, client.post(f"{base}/side/1", data={
        "csrf_token": csrf_of(page), "cells": "." * 64}), "tap editor: a side with no cell")
    assert enter_side(client, set_id, 1).status_code == 302
    tour.check(client.get(f"{base}/side/1"), "tap editor: a side saved")
    tour.check(client.get(f"{base}/tile/1"), "tap editor: a new tile")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "ghost", "3").status_code == 302
    assert enter_tile(client, set_id, 2, {"N": "1", "E": "2", "S": "1"}, "lava",
                      lava_W="1").status_code == 302
    tour.check(client.get(f"{base}/tile/2"), "tap editor: a saved lava piece")
    refused(tour, enter_tile(client, set_id, 3, {"E": "1", "W": "1"}, "ghost"),
            "tap editor: the same tile turned")
    refused(tour, enter_tile(client, set_id, 3, {"N": "1"}, "blob", "63"),
            "tap editor: more tiles than a box holds")
    tour.check(client.get(f"{base}/special/1"), "tap editor: a special tile")
    tour.check(client.get(base), "tap editor: the set, part entered")

    code = new_bravest(client, names[:2], "3", mode="table_deals", components=str(set_id),
                       start_player="0", check=partial(tour.check, where="new-table form"))
    tour.check(client.get(f"/t/{code}"), "host screen, a tile the set does not know")
    state, version = state_and_version(app, code)
    refused(tour, new_tile(client, code, version, 0, {"N": "1"}, "special", effect="nonsense"),
            "host screen: a new tile refused")
    assert new_tile(client, code, version, 0, {"N": "1", "E": "1"}, "blob").status_code == 302
    tour.check(client.get(f"/t/{code}"), "host screen after a new tile")
    tour.check(client.get(base), "tap editor: the set after the table's new tile")
