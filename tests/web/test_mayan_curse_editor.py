"""Mayan Curse's tap editor (companion/games/mayan_curse/editor.py): a whole copy entered a
board at a time, then a table set up with it; a draft played before its stelae are counted; a
set round-trips through its JSON file; impossible entries refused naming the board and the
space, with nothing stored."""
from __future__ import annotations

import json
import re

from companion.extensions import db
from companion.games.mayan_curse.rules.components import validate_components
from companion.models import ComponentSet, Table
from tests.driver import csrf_of, new_component_set, post_form, stored_set

KEY = "mayan_curse"
SYMBOLS = ("犬", "ジャガー", "蛇", "鷲", "猿")
SIZES = {"slab_length": "7", "width": "7", "entrance_rows": "2", "middle_rows": "3",
         "boulder_row": "2", "temple_relay_rows": "2", "lines": "8",
         "marked_1": "2", "marked_2": "4", "marked_3": "6",
         "boulder_col_1": "2", "boulder_col_2": "4", "boulder_col_3": "6",
         "entry_col_1": "3", "entry_col_2": "4", "entry_col_3": "5",
         "entry_line_1": "1", "entry_line_2": "2", "entry_line_3": "3"}


def slab_spaces(n: int) -> list[str]:
    """Floor board n's symbols (ids sym1..sym5, as the editor names the five symbols)."""
    return [f"sym{(n + j) % 5 + 1}" for j in range(7)]


def tier_spaces(n: int) -> list[str]:
    return ["blank" if j == 7 else f"sym{(n * 3 + j) % 5 + 1}" for j in range(8)]


def stones() -> list[tuple[str, str]]:
    single = [(f"sym{k % 5 + 1}", "") for k in range(16)]
    return single + [("sym1", "sym2"), ("sym3", "sym4"), ("sym5", "sym1"), ("sym2", "sym3")]


def post(client, set_id, kind, n, data, status=302):
    """Post entry ``n`` of ``kind`` of the set ``set_id`` (its editor page's form) with
    ``data``; fails the test unless it answers ``status``."""
    return post_form(client, f"/components/{KEY}/{set_id}/{kind}/{n}", data, status=status)


def enter_passage(client, set_id, stelae=True, symbols=SYMBOLS, seen=None):
    """Everything of a copy, as a table would tap it in; ``seen(response, what)`` is given
    every entry page before it is sent."""
    if seen is not None:
        global post
        plain = post

        def post(client, set_id, kind, n, data, status=302):  # noqa: F811
            seen(client.get(f"/components/{KEY}/{set_id}/{kind}/{n}"), f"{kind} {n}")
            return plain(client, set_id, kind, n, data, status)
        try:
            return enter_passage(client, set_id, stelae, symbols)
        finally:
            post = plain
    post(client, set_id, "symbols", 1, {f"name_{k}": s for k, s in enumerate(symbols, 1)})
    post(client, set_id, "boards", 1, SIZES)
    for n in range(1, 17):
        post(client, set_id, "slab", n, {f"space_{j}": s
                                         for j, s in enumerate(slab_spaces(n), 1)})
    for n in range(1, 7):
        data = {f"space_{j}": s for j, s in enumerate(tier_spaces(n), 1)}
        if n <= 4:
            data["stela"] = ["2", "6"]
        post(client, set_id, "tier", n, data)
    post(client, set_id, "stones", 1, {
        f"stone_{k}_{side}": v for k, pair in enumerate(stones(), 1)
        for side, v in zip("ab", pair)})
    post(client, set_id, "faces", 1, {"face_1": "sym1", "face_2": "sym2", "face_3": "sym3",
                                      "face_4": "sym4", "face_5": "wild", "face_6": "sym5"})
    for players in range(1, 7):
        row = {f"slab_{k}": ("brown-1" if k <= 7 else "grey-1" if k <= 13 else "beige-1")
               for k in range(3, 17)}
        post(client, set_id, "table", players, row)
    if stelae:
        for n, (lo, hi) in enumerate(((1, 4), (2, 5), (3, 6)), 1):
            post(client, set_id, "stelae", n, {f"value_{v}": "5" for v in range(lo, hi + 1)})


def test_a_whole_copy_is_entered_by_tapping_and_a_table_is_set_up_with_it(app, client):
    set_id = new_component_set(client, KEY, "うちのセット")
    page = client.get(f"/components/{KEY}/{set_id}").get_data(as_text=True)
    assert "floor boards 0/16" in page and "stelae 0/60" in page
    enter_passage(client, set_id)
    doc = stored_set(app, set_id)
    assert doc["slabs"][0] == {"id": "F01", "dots": 1, "spaces": slab_spaces(1)}
    assert doc["symbol_names"]["sym2"] == "ジャガー"
    assert doc["temple"]["tiers"][0]["stela_spaces"] == [1, 5]
    assert doc["temple"]["tiers"][5]["spaces"] == [None] * 8  # the top is blank
    assert doc["temple"]["tiers"][0]["spaces"][7] is None
    assert doc["stones"][16] == ["sym1", "sym2"] and doc["stones"][0] == ["sym1"]
    assert doc["stelae"]["brown"] == [1] * 5 + [2] * 5 + [3] * 5 + [4] * 5
    assert doc["passage"]["middle_relay"] == {"rows": 3, "boulder_row": 1,
                                              "boulder_cols": [1, 3, 5]}
    page = client.get(f"/components/{KEY}/{set_id}").get_data(as_text=True)
    assert "floor boards 16/16" in page and "stelae 60/60" in page
    assert "temple tiers 6/6" in page and "sacred stones 20/20" in page
    listing = client.get(f"/components/{KEY}").get_data(as_text=True)
    assert "floor boards 16/16 · " in listing

    form = client.get(f"/new/{KEY}").get_data(as_text=True)
    assert f'value="{set_id}"' in form
    response = client.post(f"/new/{KEY}", data={
        "csrf_token": csrf_of(form), "player_count": "2", "seed": "7",
        "components": str(set_id), "difficulty": "normal", "scenario": "0",
        "boulder_0": "", "boulder_1": "", "boulder_2": "",
        "name_0": "はなこ", "colour_0": "red", "name_1": "たろう", "colour_1": "blue"})
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    code = response.headers["Location"].rsplit("/", 1)[-1]
    with app.app_context():
        table = db.session.scalar(db.select(Table).where(Table.code == code))
        assert table.component_set_id == set_id
        rows = table.setup["rows"]
    slabs = [r for r in rows if r["kind"] == "slab"]
    assert [r["slab"] for r in slabs[:2]] == ["F01", "F02"]   # the 1-dot, then the 2-dot
    assert slabs[0]["spaces"] == slab_spaces(1)
    host = client.get(f"/t/{code}")
    assert host.status_code == 200 and "ジャガー" in host.get_data(as_text=True)


def test_a_draft_without_its_stelae_counted_sets_up_a_table_but_not_one_missing_a_board(
        app, client):
    set_id = new_component_set(client, KEY, "うちのセット")
    enter_passage(client, set_id, stelae=False)
    doc = stored_set(app, set_id)
    from companion.games.mayan_curse.rules.setup import setup
    import random

    state = setup({"players": 3, "components": doc}, random.Random(1))
    assert len(state["stelae"]) == 14 + 8
    doc["slabs"][4]["spaces"] = None
    assert validate_components(doc)["draft"] is True
    from companion.engine import InvalidOptions
    from companion.i18n import render

    try:
        setup({"players": 3, "components": doc}, random.Random(1))
    except InvalidOptions as exc:
        with app.test_request_context():
            said = render(exc.message)
        assert "the 5th slab is not entered yet" in said.lower()
    else:
        raise AssertionError("a draft missing a floor board set up a table")


def test_a_bad_entry_names_the_board_and_the_space_and_nothing_is_stored(app, client):
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {f"name_{k}": s for k, s in enumerate(SYMBOLS, 1)})
    post(client, set_id, "boards", 1, SIZES)
    before = stored_set(app, set_id)
    spaces = {f"space_{j}": s for j, s in enumerate(slab_spaces(3), 1)}
    spaces["space_2"] = ""
    response = post(client, set_id, "slab", 3, spaces, status=422)
    html = response.get_data(as_text=True)
    assert "The 3rd floor board, space 2 from the left: pick its symbol." in html
    assert 'value="sym1" data-short="犬" selected' in html  # what was sent is shown again
    ja = client.post(f"/components/{KEY}/{set_id}/slab/3", headers={"Accept-Language": "ja"},
                     data={"csrf_token": csrf_of(html), **spaces})
    assert ja.status_code == 422
    assert stored_set(app, set_id) == before

    # a symbol the page does not offer, a tier's stelae, a second wild, a stone's same sides
    spaces["space_2"] = "cat"
    assert "not on this page" in post(client, set_id, "slab", 3, spaces,
                                      status=422).get_data(as_text=True)
    tier = {f"space_{j}": s for j, s in enumerate(tier_spaces(1), 1)}
    tier["stela"] = ["2"]
    assert "Temple tier 1 holds two stelae" in post(client, set_id, "tier", 1, tier,
                                                    status=422).get_data(as_text=True)
    faces = {f"face_{k}": "wild" for k in range(1, 7)}
    assert "Exactly one face" in post(client, set_id, "faces", 1, faces,
                                      status=422).get_data(as_text=True)
    same = post(client, set_id, "stones", 1, {"stone_3_a": "sym1", "stone_3_b": "sym1"},
                status=422).get_data(as_text=True)
    assert "Stone 3: the two sides of a dual stone" in same
    five = {f"stone_{k}_{s}": v for k in range(1, 6) for s, v in (("a", "sym1"), ("b", "sym2"))}
    assert "5 stones have two symbols" in post(client, set_id, "stones", 1, five,
                                               status=422).get_data(as_text=True)
    # more stelae than the reference box: kept, with a warning (the seed gives each colour's
    # values, not a total: 80 brown stelae, the other colours not counted yet)
    post(client, set_id, "stelae", 1, {f"value_{v}": "20" for v in range(1, 5)})
    assert stored_set(app, set_id)["stelae"]["brown"] == [1] * 20 + [2] * 20 + [3] * 20 + [4] * 20
    over = client.get(f"/components/{KEY}/{set_id}/stelae/1").get_data(as_text=True)
    assert ("stelae now add up to 80, more than the 60 of the reference box. "
            "Check your counts: they are kept as you entered them.") in over
    post(client, set_id, "stelae", 1, {f"value_{v}": "5" for v in range(1, 5)})
    assert 'id="stelae-over"' not in client.get(
        f"/components/{KEY}/{set_id}/stelae/1").get_data(as_text=True)
    post(client, set_id, "slab", 3, {f"space_{j}": s for j, s in enumerate(slab_spaces(3), 1)})
    removed = {f"name_{k}": s for k, s in enumerate(SYMBOLS, 1)}
    removed["name_1"] = ""
    assert "Symbol 1 is on Floor board 3" in post(client, set_id, "symbols", 1, removed,
                                                   status=422).get_data(as_text=True)
    smaller = dict(SIZES, slab_length="6")
    assert "1 floor board is already entered with 7 spaces" in post(
        client, set_id, "boards", 1, smaller, status=422).get_data(as_text=True)
    assert stored_set(app, set_id)["slabs"][2]["spaces"] == slab_spaces(3)


def test_a_set_round_trips_through_its_file(app, client):
    set_id = new_component_set(client, KEY, "うちのセット")
    enter_passage(client, set_id)
    exported = client.get(f"/components/{KEY}/{set_id}.json")
    assert exported.status_code == 200
    document = json.loads(exported.get_data(as_text=True))
    other = app.test_client()
    page = other.get(f"/components/{KEY}").get_data(as_text=True)
    response = other.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page), "name": "コピー", "text": json.dumps(document)})
    assert response.status_code == 302
    with app.app_context():
        copies = db.session.scalars(db.select(ComponentSet).where(
            ComponentSet.name == "コピー")).all()
        assert len(copies) == 1 and copies[0].data == document
        copy_id = copies[0].id
    listing = other.get(f"/components/{KEY}").get_data(as_text=True)
    assert "floor boards 16/16" in listing
    # the copy is changed with the editor on its own device
    spaces = {f"space_{j}": s for j, s in enumerate(slab_spaces(9), 1)}
    post(other, copy_id, "slab", 4, spaces)
    assert stored_set(app, copy_id)["slabs"][3]["spaces"] == slab_spaces(9)
    assert stored_set(app, set_id)["slabs"][3]["spaces"] == slab_spaces(4)


def test_an_impossible_file_is_refused_with_a_message(client):
    page = client.get(f"/components/{KEY}").get_data(as_text=True)
    from companion.games.mayan_curse.web.editor import EDITOR

    doc = EDITOR.blank()
    doc["slabs"][1]["dots"] = 1  # two boards with one dot icon
    response = client.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page), "name": "x", "text": json.dumps(doc)})
    assert response.status_code == 422
    assert "Exactly one slab must have 1 orientation dot; 2 have." in re.sub(
        r"\s+", " ", response.get_data(as_text=True))


def test_the_calculator_takes_any_value_a_copy_can_have(client):
    """The sample holds five brown 4s; a copy may hold more: six brown 4s are scored, by the
    rules' ranges only (brown 1-4).  6 × 4 + 2 (backpack unused) = 26."""
    html = client.get(f"/calc/{KEY}?players=1").get_data(as_text=True)
    assert "not against any component set" in html and "sample component set" not in html
    response = client.post(f"/calc/{KEY}?players=1", data={
        "calc-csrf_token": csrf_of(html), "calc-players-0-name": "Ana",
        "calc-players-0-escaped": "y", "calc-players-0-brown": "4 4 4 4 4 4",
        "calc-players-0-grey": "", "calc-players-0-beige": "", "calc-difficulty": "easy"})
    assert response.status_code == 200
    assert 'data-seat="0">26<' in response.get_data(as_text=True)


def test_the_symbols_page_suggests_names_only_as_ideas_behind_a_script(client):
    """The symbols page offers words to tap into the name fields, headed as ideas for naming
    the table's own symbols (never as the game's): buttons that post nothing, hidden until
    the page's script shows them, in the page's language; the fields stay typed."""
    set_id = new_component_set(client, KEY, "うちのセット")
    page = client.get(f"/components/{KEY}/{set_id}/symbols/1",
                      headers={"Accept-Language": "ja"}).get_data(as_text=True)
    box = re.search(r'<div class="mce-name-ideas"[^>]*>(.*?)</div>\s*<p', page, re.S)
    assert box and " hidden" in box.group(0)[:box.group(0).index(">")]
    assert "名前の候補（タップで入ります）" in box.group(1)
    words = re.findall(r'<button type="button" class="mce-chip" data-name="([^"]+)"',
                       box.group(1))
    assert words == ["犬", "ジャガー", "蛇", "鷲", "猿", "蛙", "頭蓋骨", "太陽", "月", "星",
                     "雨", "羽根", "手", "目", "仮面", "トウモロコシ"]
    assert "ゲーム" not in box.group(1)   # not said to be the game's
    assert page.count('<input type="text" name="name_') == 8
    english = client.get(f"/components/{KEY}/{set_id}/symbols/1").get_data(as_text=True)
    assert "Name ideas (tap one to fill it in)" in english
    assert "game" not in re.search(r'<div class="mce-name-ideas".*?</div>\s*<p', english,
                                   re.S).group(0).lower()
    assert 'data-name="dog"' in english and 'data-name="maize"' in english
    assert "犬" not in english


def test_the_last_stelae_table_saves_back_to_the_set_page(app, client):
    """The stelae table for 6 players, the last entry of all, offers a save whose words say
    where it goes (the set's page) beside the plain save; the 5th offers the next one."""
    set_id = new_component_set(client, KEY, "うちのセット")
    fifth = client.get(f"/components/{KEY}/{set_id}/table/5").get_data(as_text=True)
    assert "Save, then the next one" in fifth and "Save, then back to the set" not in fifth
    last = client.get(f"/components/{KEY}/{set_id}/table/6",
                      headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert '<button type="submit" name="next" value="1">保存して一覧へ</button>' in last
    assert '<button type="submit" class="secondary">保存</button>' in last
    assert "保存して次へ" not in last
    row = {f"slab_{k}": "grey-1" for k in range(5, 9)}
    response = post(client, set_id, "table", 6, {**row, "next": "1"})
    assert response.headers["Location"].endswith(f"/components/{KEY}/{set_id}")
    assert stored_set(app, set_id)["stelae_table"]["6"] == [None] * 4 + [
        {"colour": "grey", "count": 1}] * 4 + [None] * 8
