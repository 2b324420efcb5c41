"""The phone trial: some refused forms came without the usual banner 「修正が必要な項目が
あります…」: a Mayan Curse new table with a name left empty (only 「全員に名前が必要です。」 by
the field), /calc/mayan_curse with a brown stela of 7 and Bravest's calculator with two roads
on one side (only the message, in the banner's place).  Every refused form now shows the
banner, and what no field says right below it, in the page language."""
from __future__ import annotations

import re

from tests.driver import csrf_of
from tests.web.test_bravest_web import calc_post

BANNER = "修正が必要な項目があります。下のメッセージを確認してください。"


def alert(body: str) -> tuple[str, str | None] | None:
    """The banner's first line and the problem said under it (None), or None: no banner."""
    found = re.search(r'<div class="error" role="alert">(.*?)</div>', body, re.S)
    if not found:
        return None
    inside = found.group(1)
    problem = re.search(r'<p class="form-problem" id="form-problem">(.*?)</p>', inside, re.S)
    return re.sub(r"<p .*", "", inside, flags=re.S).strip(), problem.group(1) if problem else None


def field_errors(body: str) -> list[str]:
    return re.findall(r'<span class="field-error">([^<]*)</span>', body)


def test_a_new_table_with_a_name_left_empty_shows_the_banner(app, client):
    client.set_cookie("lang", "ja")
    html = client.get("/new/mayan_curse").get_data(as_text=True)
    assert alert(html) is None
    response = client.post("/new/mayan_curse", data={
        "csrf_token": csrf_of(html), "player_count": "2", "name_0": "Ana", "name_1": "",
        "colour_0": "blue", "colour_1": "red"})
    body = response.get_data(as_text=True)
    assert response.status_code == 400
    assert alert(body) == (BANNER, None)
    assert "全員に名前が必要です。" in field_errors(body)


def test_the_mayan_curse_calculator_says_a_stela_value_under_the_banner(app, client):
    client.set_cookie("lang", "ja")
    html = client.get("/calc/mayan_curse?players=2").get_data(as_text=True)
    response = client.post("/calc/mayan_curse?players=2", data={
        "calc-csrf_token": csrf_of(html),
        "calc-players-0-name": "Ana", "calc-players-0-escaped": "y",
        "calc-players-0-brown": "7", "calc-players-0-grey": "5", "calc-players-0-beige": "",
        "calc-players-1-name": "Ben", "calc-players-1-escaped": "y",
        "calc-players-1-beige": "6", "calc-players-1-brown": "", "calc-players-1-grey": ""})
    body = response.get_data(as_text=True)
    assert response.status_code == 400
    # the banner on top, the value's message by the field it concerns
    assert alert(body) == (BANNER, None)
    assert field_errors(body) == ["茶色の石碑の知識値は1～4です（7は不可）。"]


def test_the_bravest_calculator_says_two_roads_on_a_side_under_the_banner(app, client):
    client.set_cookie("lang", "ja")
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "NS NE", "rot": "0"}})
    assert response.status_code == 422
    assert alert(response.get_data(as_text=True)) == (
        BANNER, "4行目・1列目のタイル：北の辺に2本以上の道が届いています（1つの辺に道は1本までです）。")
    client.set_cookie("lang", "en")
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "NS NE", "rot": "0"}})
    assert alert(response.get_data(as_text=True))[0] == \
        "Some fields need fixing: see the messages below."


def test_a_huge_stela_value_in_the_calculator_is_told_the_range(app, client):
    """The phone trial (item 3, as in Tzolk'in): a 20-digit value is a whole number: it is told
    the colour's range, not to type numbers."""
    client.set_cookie("lang", "ja")
    html = client.get("/calc/mayan_curse?players=2").get_data(as_text=True)
    response = client.post("/calc/mayan_curse?players=2", data={
        "calc-csrf_token": csrf_of(html),
        "calc-players-0-name": "Ana", "calc-players-0-escaped": "y",
        "calc-players-0-brown": "2 99999999999999999999", "calc-players-0-grey": "",
        "calc-players-0-beige": "", "calc-players-1-name": "Ben",
        "calc-players-1-escaped": "y", "calc-players-1-beige": "6", "calc-players-1-brown": "",
        "calc-players-1-grey": ""})
    body = response.get_data(as_text=True)
    assert response.status_code == 400
    assert alert(body) == (BANNER, None)
    assert field_errors(body) == ["茶色の石碑の知識値は1～4です（99999999999999999999は不可）。"]


def _stelae(client, lang: str, colour: str, typed: str):
    client.set_cookie("lang", lang)
    html = client.get("/calc/mayan_curse?players=2").get_data(as_text=True)
    values = {"brown": "", "grey": "", "beige": ""}
    values[colour] = typed
    data = {"calc-csrf_token": csrf_of(html),
            "calc-players-0-name": "Ana", "calc-players-0-escaped": "y",
            "calc-players-1-name": "Ben", "calc-players-1-escaped": "y",
            "calc-players-1-brown": "", "calc-players-1-grey": "", "calc-players-1-beige": ""}
    data.update({f"calc-players-0-{c}": v for c, v in values.items()})
    return client.post("/calc/mayan_curse?players=2", data=data)


def test_stela_values_out_of_their_colours_range_are_said_by_the_field(app, client):
    """The phone trial: 「1 2 3」 as beige stelae came back with the banner only."""
    response = _stelae(client, "ja", "beige", "1 2 3")
    body = response.get_data(as_text=True)
    assert response.status_code == 400
    assert alert(body) == (BANNER, None)
    assert field_errors(body) == ["ベージュの石碑の知識値は3～6です（1は不可）。"]
    response = _stelae(client, "en", "beige", "1 2 3")
    assert field_errors(response.get_data(as_text=True)) == [
        "A beige stela is worth 3 to 6 knowledge, not 1."]


def test_stela_values_that_are_not_numbers_are_told_the_colours_range(app, client):
    for typed in ("-5", "1.5", "abc", "1,2,x"):
        response = _stelae(client, "ja", "brown", typed)
        body = response.get_data(as_text=True)
        assert response.status_code == 400, typed
        assert alert(body) == (BANNER, None)
        assert field_errors(body) == [
            "茶色の石碑の知識値は1～4の数をスペースで区切って入力してください。"], typed
    response = _stelae(client, "ja", "grey", "abc")
    assert field_errors(response.get_data(as_text=True)) == [
        "灰色の石碑の知識値は2～5の数をスペースで区切って入力してください。"]
    response = _stelae(client, "en", "brown", "1.5")
    assert field_errors(response.get_data(as_text=True)) == [
        "Enter the knowledge values of the brown stelae as numbers from 1 to 4, separated "
        "by spaces."]
    # what fits is still scored: full-width digits and Japanese commas as typed at a table
    response = _stelae(client, "ja", "brown", "２、４")
    assert response.status_code == 200
