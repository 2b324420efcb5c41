"""Ohio Bob's tap editor through its pages (issue 11): a set entered card by card says how
complete it is; taps without JS come back changed and store nothing; impossible cards are
refused naming the card and the space, and nothing stored changes; a card first met in play is
entered on the seat's page, joins the saved set and is known at the next game; a set goes out
as its file and comes back the same.

The set used (worked out from the editor's form, see companion/games/ohio_bob/card_entry.py):
rooms of 3 rows of 3 spaces, gems yellow and red; G01 with its stairs at row 3, column 1, a trap
at row 1, column 1, a wall east of the stairs, a yellow gem, A ⇕, B a key then ✥; the easy side
of the first set of starting cards (5 rooms, rests 1/2/3, MAX 5, energy 6 on each level; energy
card 6; challenges 1 yellow / 1 red; the Super Gear as the rules describe it)."""
from __future__ import annotations

import json
import re

import pytest

from companion.extensions import db
from companion.models import ComponentSet
from tests.driver import (csrf_of, join_seat, new_component_set, post_form, seat_page, state_of,
                          stored_set)
from tests.web.test_ohio_bob_web import new_ob_table

BASE = "/components/ohio_bob"
G01 = {"cell-3-1": "stairs", "cell-1-1": "trap", "e-v3-1": "wall", "gem": "yellow",
       "opt-A": "move:NS", "opt-B": "key move:NESW"}
G02 = {"cell-3-3": "stairs", "cell-2-2": "pit", "gem": "red", "opt-A": "move:EW",
       "opt-B": "rock"}
START = [  # (entry n, fields): the level card, the energy card, the amulet, the Super Gear
    (1, {f"easy-{lv}-{f}": v for lv in (1, 2, 3)
         for f, v in (("rooms", "5"), ("rest", str(lv)), ("max_cards", "5"), ("energy", "6"))}),
    (2, {"easy-max": "6"}),
    (3, {"easy-1-yellow": "1", "easy-2-red": "1"}),
    (4, {"opt-A": "move:NESW:pto"}),
]


def send(client, set_id, kind, n, fields):
    """Post entry ``n`` of ``kind`` of the set ``set_id`` (its editor page's form) with
    ``fields``; the response."""
    return post_form(client, f"{BASE}/{set_id}/{kind}/{n}", fields)


def entered_set(client, name="Our copy", cards=(G01,)) -> int:
    """A set entered through the editor's pages: the basics, the given green cards, the first
    set of starting cards (easy side)."""
    set_id = new_component_set(client, "ohio_bob", name)
    assert send(client, set_id, "basics", 1, {"rows": "3", "cols": "3",
                                              "colour": ["yellow", "red"]}).status_code == 302
    for n, card in enumerate(cards, 1):
        assert send(client, set_id, "green", n, card).status_code == 302
    for n, fields in START:
        assert send(client, set_id, "start", n, fields).status_code == 302
    return set_id


def test_a_set_entered_card_by_card_says_how_complete_it_is(app, client):
    set_id = entered_set(client)
    doc = stored_set(app, set_id)
    g01 = doc["sets"]["green"][0]
    assert g01["id"] == "G01" and g01["gem"] == "yellow"
    assert g01["room"]["grid"] == [["trap", "empty", "empty"], ["empty"] * 3,
                                   ["stairs", "empty", "empty"]]
    assert g01["room"]["walls"] == [{"row": 2, "col": 1, "side": "W"}]  # east of the stairs
    assert [e["type"] for e in g01["options"]["B"]] == ["key", "move"]
    assert doc["sets"]["green"][1:] == [None] * 16
    listing = client.get(BASE).get_data(as_text=True)
    assert "green floor temple cards 1/17" in listing
    assert "blue floor temple cards 0/17" in listing and "sides of the starting cards 4/14" in listing
    client.set_cookie("lang", "ja")
    assert "緑の床の神殿カード 1/17" in client.get(f"{BASE}/{set_id}").get_data(as_text=True)


def test_a_tap_without_js_comes_back_changed_and_stores_nothing(app, client):
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    response = send(client, set_id, "green", 2, {**G02, "brush": "trap", "tap": "c1-3"})
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'name="cell-1-3" value="trap"' in html and 'name="cell-3-3" value="stairs"' in html
    response = send(client, set_id, "green", 2, {**G02, "tap": "v2-1"})   # an edge: a wall
    assert 'name="e-v2-1" value="wall"' in response.get_data(as_text=True)
    response = send(client, set_id, "green", 2, {**G02, "e-v2-1": "wall", "tap": "v2-1"})
    assert 'name="e-v2-1" value="door"' in response.get_data(as_text=True)
    response = send(client, set_id, "green", 2, {**G02, "target": "B", "tap": "a9"})  # key
    assert 'name="opt-B" value="rock key"' in response.get_data(as_text=True)
    assert stored_set(app, set_id) == before


@pytest.mark.parametrize("lang, change, message", [
    # the card is named by its place in the editor's list, never by the app's id for it
    # (issue 38): the 2nd card of the green floor set's list, the page being sent
    ("en", {"cell-3-1": "stairs"}, "The 2nd temple card of the green floor set, 3rd row "
     "from the top, "),
    ("ja", {"cell-1-2": "stairs"}, "緑の床のセットの2枚目の神殿カード、上から1行目・左から"
     "2列目：階段は部屋の一番下の行に置きます"),
    ("en", {"cell-3-3": "empty"}, "The 2nd temple card of the green floor set: the room "
     "needs its stairs"),
    ("ja", {"opt-B": ""}, "緑の床のセットの2枚目の神殿カードのオプションBに効果がありません"),
    ("en", {"cell-2-2": "lava"}, "The 2nd temple card of the green floor set, 2nd row from the "
     "top, 2nd space from the left"),
    ("en", {"gem": "purple"}, "The 2nd temple card of the green floor set: its gem is neither "
     "one of the set&#39;s gem colours nor multicolour."),
    ("en", {"gem": ""}, "The 2nd temple card of the green floor set: no gem is chosen: "
     "pick the gem printed on the card."),
    ("ja", {"gem": ""}, "緑の床のセットの2枚目の神殿カード：宝石が選ばれていません。カードに描かれた"
     "宝石を選んでください。"),
])
def test_impossible_cards_are_refused_naming_the_card_and_the_space(app, client, lang, change,
                                                                    message):
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    client.set_cookie("lang", lang)
    response = send(client, set_id, "green", 2, {**G02, **change})
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert message in html
    alert = html.split('role="alert"')[1].split("</div>")[0]
    assert "[" not in alert and "G02" not in alert   # no field path, no app id
    assert stored_set(app, set_id) == before


def test_a_card_entered_twice_is_refused_naming_the_other(app, client):
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    response = send(client, set_id, "green", 2, G01)
    assert response.status_code == 422
    assert ("The 2nd temple card of the green floor set shows the same as the 1st card "
            "of the set") in response.get_data(as_text=True)
    assert stored_set(app, set_id) == before


def _enter_in_play(client, url, code, fields):
    """Open the entry of a card new to the set on a seat's page (``url``) and send it."""
    html = client.get(url + "?new_card=1").get_data(as_text=True)
    form = html.split('id="ob-enter-form"')[1]
    seen = re.search(r'name="enter_card-seen"[^>]*value="(\d+)"', form).group(1)
    return client.post(f"/t/{code}/move/enter_card", data={
        "enter_card-csrf_token": csrf_of(form), "enter_card-seen": seen, "seat": "0",
        **fields})


def test_a_card_first_met_in_play_joins_the_set_and_the_next_game_knows_it(app, client):
    """A phone enters G02 when it is revealed; the host device saved the set and set the table
    up with it, so the card joins it when the phone's move is recorded (showing the host
    screen writes nothing); a new table with the set knows G02."""
    set_id = entered_set(client)
    code = new_ob_table(client, components=str(set_id), mode="table")
    phone = join_seat(app, code, 0)
    html = seat_page(phone, code)
    assert "Enter a card new to the set" in html and "16 cards of your deck" in html
    html = phone.get(f"/t/{code}/me?new_card=1").get_data(as_text=True)
    assert 'id="ob-enter-form"' in html and "it joins your set (green floor)" in html
    assert "G02" not in html.split('id="ob-enter"')[1]   # the app's id for it is never said
    # a bad entry: refused naming the card, nothing stored, the set unchanged
    response = _enter_in_play(phone, f"/t/{code}/me", code, {**G02, "opt-B": ""})
    assert response.status_code == 422
    assert "The card revealed, option B has no effect" in response.get_data(as_text=True)
    assert "unknown" in state_of(app, code) and "G02" in state_of(app, code)["unknown"]
    # the same card as G01: refused
    response = _enter_in_play(phone, f"/t/{code}/me", code, G01)
    assert response.status_code == 422
    # named by what G01 shows (a yellow gem; a trap at row 1, the stairs at row 3)
    assert ("already in your set, as the yellow-gem card (room: trap and stairs)"
            in response.get_data(as_text=True))
    response = _enter_in_play(phone, f"/t/{code}/me", code, G02)
    assert response.status_code == 302
    state = state_of(app, code)
    assert state["cards"]["G02"]["gem"] == "red" and "G02" not in state["unknown"]
    # the device that saved the set set the table up with it: the phone's move adds the card
    doc = stored_set(app, set_id)
    assert doc["sets"]["green"][1]["id"] == "G02" and doc["sets"]["green"][1]["gem"] == "red"
    assert doc["sets"]["green"][2:] == [None] * 15
    assert "green floor temple cards 2/17" in client.get(BASE).get_data(as_text=True)
    client.get(f"/t/{code}")                                  # shown again: nothing changes
    assert stored_set(app, set_id) == doc
    # the next game knows it: no entry needed for G02
    code = new_ob_table(client, components=str(set_id), mode="table")
    state = state_of(app, code)
    assert sorted(state["cards"]) == ["G01", "G02"] and "G02" not in state["unknown"]
    assert len(state["unknown"]) == 15


def test_a_set_goes_out_as_its_file_and_comes_back_the_same(app, client):
    set_id = entered_set(client)
    exported = client.get(f"{BASE}/{set_id}.json")
    assert exported.status_code == 200
    text = exported.get_data(as_text=True)
    other = app.test_client()
    html = other.get(BASE).get_data(as_text=True)
    response = other.post(BASE, data={"csrf_token": csrf_of(html), "name": "Copied",
                                      "text": text})
    assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
    # the file carries the set's name (table trial s45 item 5), the rest as stored
    with app.app_context():
        copy = db.session.query(ComponentSet).filter_by(name="Copied").one()
        name = db.session.get(ComponentSet, set_id).name
        assert copy.data == {**stored_set(app, set_id), "label": name} == json.loads(text)
    listing = other.get(BASE).get_data(as_text=True)
    assert "green floor temple cards 1/17" in listing and "sides of the starting cards 4/14" in listing


def test_a_set_being_completed_needs_real_cards_and_says_why(app, client):
    """With the app as the deck every card of the set played must be entered (setup.py): the
    new-table form says how many are, and nothing is created."""
    set_id = entered_set(client)
    html = client.get("/new/ohio_bob").get_data(as_text=True)
    response = client.post("/new/ohio_bob", data={
        "csrf_token": csrf_of(html), "player_count": "1", "seed": "3", "name_0": "Ana",
        "colour_0": "red", "components": str(set_id), "mode": "app", "difficulty": "easy",
        "side_level": "", "side_energy": "", "side_amulet": "", "challenge": "0",
        "card_set": "green"})
    assert 400 <= response.status_code < 500
    assert "The green floor set has 1 of its 17 temple cards entered" in \
        response.get_data(as_text=True)
    response = client.post("/new/ohio_bob", data={
        "csrf_token": csrf_of(html), "player_count": "1", "seed": "3", "name_0": "Ana",
        "colour_0": "red", "components": str(set_id), "mode": "table", "difficulty": "hard",
        "side_level": "", "side_energy": "", "side_amulet": "", "challenge": "0",
        "card_set": "green"})
    assert 400 <= response.status_code < 500    # the hard sides are not entered
    assert "hard side" in response.get_data(as_text=True)


def test_a_card_entered_on_the_host_screen_joins_the_set_at_once(app, client):
    set_id = entered_set(client)
    code = new_ob_table(client, components=str(set_id), mode="table")
    response = _enter_in_play(client, f"/t/{code}/seat/0", code, G02)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    assert stored_set(app, set_id)["sets"]["green"][1]["gem"] == "red"
    assert state_of(app, code)["entered"] == ["G02"]


def test_the_setup_page_names_a_set_made_in_the_editor_by_its_name(app, client):
    """A set made in the editor has no label (""): the printable setup page says the name the
    table saved it under, 「カード：Our copy」, never 「カード：」 with nothing after it; once
    the set is deleted the line is left out."""
    set_id = entered_set(client, name="Our copy")
    assert stored_set(app, set_id)["label"] == ""
    code = new_ob_table(client, components=str(set_id), mode="table")
    client.set_cookie("lang", "ja")
    html = client.get(f"/t/{code}/setup").get_data(as_text=True)
    assert '<p class="ob-set-name">カード：Our copy</p>' in html
    with app.app_context():
        db.session.delete(db.session.get(ComponentSet, set_id))
        db.session.commit()
    html = client.get(f"/t/{code}/setup").get_data(as_text=True)
    assert "ob-set-name" not in html, html[html.find("ob-set-name") - 200:][:400]
    assert "<p>カード：" not in html


def test_the_rooms_spaces_hold_no_bare_symbols_in_the_page_text(app, client):
    """Trial 45, item 5: the page's text read 「◎ テレポーター ▣ ▤ 階段（一番下の行）の列：」, the
    room's spaces as bare symbols after the brush list.  A space's symbol is drawn by the
    stylesheet (data-symbol); its words are its label (where it is and what it holds)."""
    set_id = entered_set(client)
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}/green/1").get_data(as_text=True)
    cells = re.findall(r'<button type="submit" name="tap" value="c(\d-\d)" class="obe-cell[^"]*"'
                       r'[^>]*data-symbol="([^"]*)" aria-label="([^"]*)"[^>]*>(.*?)</button>',
                       html)
    assert len(cells) == 9                                   # 3 rows of 3 spaces
    assert all(text == "" for _at, _symbol, _label, text in cells)
    by_place = {at: (symbol, label) for at, symbol, label, _text in cells}
    # G01: its stairs at row 3, column 1, a trap at row 1, column 1
    assert by_place["3-1"][0] == "▤" and by_place["3-1"][1].endswith("· 階段")
    assert by_place["1-1"][0] == "✕" and by_place["1-1"][1].endswith("· 罠")


def test_a_card_with_three_faults_names_all_three_at_once(app, client):
    """Trial 45, item 6: G02 sent without its gem, without option B's effects and without its
    stairs (row 3, column 3 emptied): one refusal names the three faults, each with its place,
    in the card's order (gem, options, room); nothing is stored."""
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    client.set_cookie("lang", "ja")
    response = send(client, set_id, "green", 2,
                    {**G02, "gem": "", "opt-B": "", "cell-3-3": "empty"})
    assert response.status_code == 422
    problem = re.search(r'<p class="form-problem" id="form-problem">(.*?)</p>',
                        response.get_data(as_text=True), re.S).group(1)
    card = "緑の床のセットの2枚目の神殿カード"
    assert problem == (
        f"{card}：宝石が選ばれていません。カードに描かれた宝石を選んでください。"
        f"{card}のオプションBに効果がありません。印刷されている効果を左から右の順に入力してください。"
        f"{card}：部屋には階段が必要です（一番下の行のマスの1つ）。")
    assert stored_set(app, set_id) == before


def test_the_multicolour_gem_card_is_saved_with_its_one_option(app, client):
    """多色の宝石 (docs/rulings/ohio_bob.md 41): the multicolour card entered with option A
    only (B left empty on the page) is saved with A alone; a yellow card with B empty is
    refused (422) naming its option B, and nothing is stored for it."""
    set_id = entered_set(client)
    multi = {"cell-3-2": "stairs", "gem": "multi", "opt-A": "move:EW", "opt-B": ""}
    assert send(client, set_id, "green", 2, multi).status_code == 302
    g02 = stored_set(app, set_id)["sets"]["green"][1]
    assert g02["gem"] == "multi"
    assert g02["options"] == {"A": [{"type": "move", "dirs": "EW", "explore": True,
                                     "ignore": [], "opens_doors": False}]}
    yellow = dict(multi, gem="yellow")
    refused = send(client, set_id, "green", 3, yellow)
    assert refused.status_code == 422
    assert ("The 3rd temple card of the green floor set, option B has no effect: give its "
            "effects as printed, from left to right.") in refused.get_data(as_text=True)
    assert stored_set(app, set_id)["sets"]["green"][2] is None
