"""Mayan Curse components entered as they turn up (issue 11, item 4): the stela values noted at
a table join the saved set it was set up with once the game is over (stelae_found.py), from
the device that saved the set only; a refused editor pick is named and every other pick kept
(item 3); the calculator takes what any copy lays out (item 6)."""
from __future__ import annotations

import copy
import json
import re
from collections import Counter

import pytest

from companion.extensions import db
from companion.games.mayan_curse.rules.components import sample_components
from companion.games.mayan_curse.rules.stelae_found import adding, values_noted
from companion.models import ComponentSet
from companion.web.share_links import share_secret
from tests.driver import (csrf_of, join_seat, new_component_set, post_move, seat_page, state_of,
                          stored_set)
from tests.web.test_mayan_curse_editor import SIZES, post
from tests.web.test_mayan_curse_web import (KEY, draw_all, edit_setup, near_the_exit, new_mc_table,
                                            step_out)

PROGRESS = {"en": "stelae %d/60", "ja": "石碑 %d/60"}


def own_copy(client, name="Our copy", stelae=None) -> int:
    """A copy of this device's own (the sample's boards, not labelled a sample), a draft
    whose stelae are counted as ``stelae`` (none by default), saved through the JSON form."""
    doc = copy.deepcopy(sample_components())
    doc.update(sample=False, label="", draft=True, name=name,
               stelae=stelae or {"brown": [], "grey": [], "beige": []})
    page = client.get(f"/components/{KEY}").get_data(as_text=True)
    response = client.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page), "name": name, "text": json.dumps(doc)})
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    with client.application.app_context():
        return db.session.scalar(db.select(ComponentSet.id).where(ComponentSet.name == name))


def table_with(client, set_id, players=("Ana", "Ben")) -> str:
    """A Mayan Curse table (seed 11) set up with the saved set ``set_id``, which its new-table
    form must offer on this device; returns the join code."""
    def offered(form: str) -> None:
        assert f'value="{set_id}"' in form              # the set is offered on its device
    return new_mc_table(client, players, "11", components=str(set_id), check=offered)


def note(phone, code, stela, value):
    """The phone notes the knowledge under one of its stelae (the seat page's buttons)."""
    response = post_move(phone, code, "stela_value", seat_page(phone, code),
                         {"stela": stela, "value": value})
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]


def over_with_a_value_left(app, client, set_id):
    """A table of the saved set ``set_id`` near the exit, Ana holding two brown stelae and Ben
    a grey one worth 2; Ana notes her first brown stela's value (3), both step out: the game is
    over with Ana's second stela not yet valued.  Returns (join code, Ana's phone)."""
    code = table_with(client, set_id)
    ana = join_seat(app, code, 0)
    edit_setup(app, code, near_the_exit([[("brown", None), ("brown", None)], [("grey", 2)]]))
    draw_all(app, client, code, 2)
    note(ana, code, "brown-90", 3)
    step_out(app, client, code, 0)
    step_out(app, client, code, 1)
    return code, ana


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_values_noted_at_a_finished_game_join_the_set_of_the_device_that_saved_it(
        app, client, lang):
    """Ana's phone notes brown 3 and grey 4, Ben's beige 6 (the phones did not save the set);
    while the game lasts the set shows nothing (the values are secret: 「石碑の発見」); once
    both escape and the host screen shows the table, the set holds the three values, its page
    says 3/60, and the next game is set up with them (the stelae page already counts them)."""
    client.set_cookie("lang", lang)
    set_id = own_copy(client)
    code = table_with(client, set_id)
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    edit_setup(app, code, near_the_exit([[("brown", None), ("grey", None)],
                                         [("beige", None)]]))
    note(ana, code, "brown-90", 3)
    note(ana, code, "grey-91", 4)
    note(ben, code, "beige-90", 6)
    assert client.get(f"/t/{code}").status_code == 200
    assert stored_set(app, set_id)["stelae"] == {"brown": [], "grey": [], "beige": []}   # still secret
    draw_all(app, client, code, 2)
    step_out(app, client, code, 0)
    step_out(app, client, code, 1)
    assert state_of(app, code)["over"]
    # the last turn was entered on the host device for the seat: the set took the values
    assert stored_set(app, set_id)["stelae"] == {"brown": [3], "grey": [4], "beige": [6]}
    page = client.get(f"/components/{KEY}/{set_id}").get_data(as_text=True)
    assert PROGRESS[lang] % 3 in page
    assert PROGRESS[lang] % 3 in client.get(f"/components/{KEY}").get_data(as_text=True)
    client.get(f"/t/{code}")                                    # shown again: nothing changes
    assert stored_set(app, set_id)["stelae"] == {"brown": [3], "grey": [4], "beige": [6]}
    # the next game: its copy holds the values, the editor's stelae page counts them
    second = table_with(client, set_id)
    assert state_of(app, second)["components"]["stelae"] == {
        "brown": [3], "grey": [4], "beige": [6]}
    brown = client.get(f"/components/{KEY}/{set_id}/stelae/1").get_data(as_text=True)
    select = re.search(r'<select name="value_3"[^>]*>.*?</select>', brown, re.S).group(0)
    assert 'value="1" selected' in select
    select = re.search(r'<select name="value_1"[^>]*>.*?</select>', brown, re.S).group(0)
    assert 'value="0" selected' in select


def test_a_phone_changes_no_set_and_the_host_screen_of_the_owner_does(app, client):
    """The phones' values of a finished game reach the set of the device that saved it and set
    the table up with it when they are noted (showing the host screen writes nothing); another
    device's copy (its own, from the share link) and its tables
    never change this device's set."""
    set_id = own_copy(client, stelae={"brown": [3], "grey": [], "beige": []})
    code, ana = over_with_a_value_left(app, client, set_id)
    assert stored_set(app, set_id)["stelae"] == {"brown": [3], "grey": [2], "beige": []}
    note(ana, code, "brown-91", 3)          # a value noted after the end, on the phone
    assert stored_set(app, set_id)["stelae"] == {"brown": [3, 3], "grey": [2], "beige": []}
    assert client.get(f"/t/{code}").status_code == 200        # shown: nothing changes
    assert stored_set(app, set_id)["stelae"] == {"brown": [3, 3], "grey": [2], "beige": []}
    # another device: a copy of its own by the share link; its finished table changes its
    # copy, never this one
    other = app.test_client()
    with app.app_context():
        token = share_secret(db.session.get(ComponentSet, set_id))
    page = other.get(f"/components/{KEY}/shared/{token}").get_data(as_text=True)
    assert other.post(f"/components/{KEY}/shared/{token}",
                      data={"csrf_token": csrf_of(page)}).status_code == 302
    with app.app_context():
        copy_id = db.session.scalar(db.select(ComponentSet.id).order_by(ComponentSet.id.desc()))
    assert copy_id != set_id
    code = table_with(other, copy_id)
    edit_setup(app, code, near_the_exit([[("beige", 5)], [("grey", 5)]]))
    draw_all(app, other, code, 2)
    step_out(app, other, code, 0)
    step_out(app, other, code, 1)
    assert stored_set(app, copy_id)["stelae"] == {"brown": [3, 3], "grey": [2, 5], "beige": [5]}
    assert stored_set(app, set_id)["stelae"] == {"brown": [3, 3], "grey": [2], "beige": []}


def test_the_set_takes_as_many_of_a_value_as_a_game_showed_and_never_more_than_the_box():
    """Two brown 3s noted and a set knowing one: it takes the second; a set knowing both takes
    none (ValueError: left as it is); a set that would exceed the box's 60 takes none."""
    state = {"adventurers": [
        {"stelae": [{"colour": "brown", "value": 3}, {"colour": "grey", "value": None}]},
        {"stelae": [{"colour": "brown", "value": 3}, {"colour": "beige", "value": 6},
                    {"colour": "beige", "value": 9}]}]}          # 9: out of range, left out
    found = values_noted(state)
    assert found == {"brown": Counter({3: 2}), "grey": Counter(), "beige": Counter({6: 1})}
    doc = {"stelae": {"brown": [1, 3], "grey": [], "beige": []}}
    assert adding(found)(doc)["stelae"] == {"brown": [1, 3, 3], "grey": [], "beige": [6]}
    assert doc["stelae"]["brown"] == [1, 3]                     # not changed in place
    with pytest.raises(ValueError):
        adding(found)({"stelae": {"brown": [3, 3], "grey": [], "beige": [6]}})
    with pytest.raises(ValueError):
        adding(found)({"stelae": {"brown": [1] * 20, "grey": [2] * 20, "beige": [3] * 20}})


# ---------------------------------------------------------------- item 3: a refused pick
@pytest.mark.parametrize("lang, message", [
    ("en", "The spaces across a relay board: that choice is not on this page; pick again. "
           "Nothing was saved."),
    ("ja", "中継ボードの横のマス数：この選択肢はこのページにありません。選び直してください。"
           "何も保存されていません。"),
])
def test_a_refused_board_sizes_page_names_the_pick_and_keeps_the_others(app, client, lang,
                                                                          message):
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {"name_1": "dog", "name_2": "eagle", "name_3": "cat"})
    client.set_cookie("lang", lang)
    html = post(client, set_id, "boards", 1, {**SIZES, "width": "99"},
                status=422).get_data(as_text=True)
    assert message in html
    for name, value in SIZES.items():          # every other pick is shown as it was sent
        if name != "width":
            select = re.search(rf'<select name="{name}".*?</select>', html, re.S).group(0)
            assert f'value="{value}" selected' in select, name
    html = post(client, set_id, "boards", 1, {**SIZES, "boulder_row": "4"},
                status=422).get_data(as_text=True)   # the middle board has 3 rows
    select = re.search(r'<select name="boulder_row".*?</select>', html, re.S).group(0)
    assert 'value="4" selected' in select


@pytest.mark.parametrize("lang, kind, n, change, message", [
    ("en", "slab", 3, {"space_2": "cat"}, "The 3rd floor board, space 2 from the left: that "
     "choice is not on this page"),
    ("ja", "slab", 3, {"space_2": "cat"}, "3枚目の床ボード、左から2マス目：この選択肢は"),
    ("en", "table", 2, {"slab_5": "gold-3"}, "The stelae table for 2 players, the 5th floor "
     "board from the entrance: that choice"),
    ("ja", "table", 2, {"slab_5": "gold-3"}, "2人プレイの石碑の配置表、入口から5枚目の床ボード："),
    ("en", "stones", 1, {"stone_4_b": "cat"}, "Stone 4, the symbol of its other side: that "
     "choice"),
    ("ja", "faces", 1, {"face_6": "cat"}, "岩キューブの6面目：この選択肢は"),
    ("en", "stelae", 2, {"value_3": "x"}, "The grey stelae worth 3 knowledge: that "
     "choice"),
])
def test_a_refused_pick_is_named_in_the_page_language_and_nothing_is_stored(
        app, client, lang, kind, n, change, message):
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {"name_1": "dog", "name_2": "eagle", "name_3": "cat"})
    post(client, set_id, "boards", 1, SIZES)
    with app.app_context():
        before = db.session.get(ComponentSet, set_id).data
    sent = {"slab": {f"space_{j}": f"sym{j % 3 + 1}" for j in range(1, 8)},
            "table": {f"slab_{k}": "brown-1" for k in range(3, 17)},
            "stones": {"stone_1_a": "sym1", "stone_4_a": "sym2"},
            "faces": {f"face_{k}": "sym1" for k in range(1, 6)},
            "stelae": {"value_2": "3"}}[kind]
    client.set_cookie("lang", lang)
    html = post(client, set_id, kind, n, {**sent, **change}, status=422).get_data(as_text=True)
    assert message in html
    if kind == "slab":                         # the other spaces keep their symbols
        assert html.count('" selected>') >= 6
    with app.app_context():
        assert db.session.get(ComponentSet, set_id).data == before


# ---------------------------------------------------------------- item 6: the calculator
def test_the_calculator_takes_what_a_copy_of_its_own_lays_out(client):
    """A table whose own stelae table lays out ten brown stelae for 2 players (the sample lays
    out fewer) scores them all: Ana 4 + 4 + 4 + 4 + 1 + 1 + 1 + 1 + 1 + 1 = 22, + 2 for the
    unused backpack = 24; beyond what a game can lay out (36 brown) is refused."""
    page = client.get(f"/calc/{KEY}?players=2").get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "players": "2", "calc-difficulty": "normal",
            "calc-players-0-name": "Ana", "calc-players-0-escaped": "y",
            "calc-players-0-brown": "4 4 4 4 1 1 1 1 1 1",
            "calc-players-1-name": "Ben", "calc-players-1-escaped": "y",
            "calc-players-1-grey": "5"}
    response = client.post(f"/calc/{KEY}", data=data)
    assert response.status_code == 200, response.get_data(as_text=True)[-2000:]
    html = response.get_data(as_text=True)
    assert 'data-seat="0">24<' in html and 'data-seat="1">7<' in html
    data["calc-players-0-brown"] = " ".join(["1"] * 30)
    data["calc-players-1-brown"] = " ".join(["2"] * 7)
    response = client.post(f"/calc/{KEY}", data=data)
    assert response.status_code == 400
    assert "Brown stelae: 37 entered, but a game lays out at most 36." in \
        response.get_data(as_text=True)


def test_the_end_says_first_that_a_stela_value_is_still_to_enter(app, client):
    """Game over with Ana's second brown stela not valued (over_with_a_value_left): the host
    screen and both phones say first, before the ranking, that the result is not final and
    whose stela waits; only Ana's phone offers the way to its value buttons.  Her value
    entered (2), nothing is pending and the result is final."""
    client.set_cookie("lang", "ja")
    set_id = own_copy(client)
    code, ana = over_with_a_value_left(app, client, set_id)
    ben = join_seat(app, code, 1)
    ana.set_cookie("lang", "ja")
    ben.set_cookie("lang", "ja")
    waiting = "Anaの石碑1枚の値がまだ入力されていません"
    for device, way in ((client, False), (ana, True), (ben, False)):
        page = client.get(f"/t/{code}").get_data(as_text=True) if device is client \
            else seat_page(device, code)
        assert "結果はまだ確定していません。" in page and waiting in page
        assert page.index('id="end-pending"') < page.index('id="end-ranking"')
        assert ('id="end-pending-go"' in page) is way
        assert ('href="#stela-value"' in page) is way
    # Ana's value buttons say the result waits for them (not that the values are all out)
    mine = seat_page(ana, code)
    assert "まだの値を入力すると結果が確定します" in mine
    assert "知識値は公開され、入力済みの値はもう変更できません" not in mine
    note(ana, code, "brown-91", 2)
    for page in (client.get(f"/t/{code}").get_data(as_text=True), seat_page(ana, code)):
        assert 'id="end-pending"' not in page and "暫定" not in page
    # the value entered after the end is not "the move that ended the game"
    mine = seat_page(ana, code)
    assert "ゲームはすでに終わっていました。終了後に入力したものはそのまま残り" in mine
    assert "この手でゲームが終わりました" not in mine
