"""The new-table forms (issue 38): a set-up the game refuses shows the form again with the
game's message and everything typed kept; lists that depend on the component set chosen
offer that set's choices only (the Mayan Curse boulder faces, the Ohio Bob deck), the server
checking them again; an Ohio Bob random draw of the temple cards takes a colour the app can be
the deck of (seed 002 「1人プレイのセットアップ」)."""
from __future__ import annotations

import copy
import html as htmllib
import json
import re

from companion.registry import get_game
from tests.driver import csrf_of, state_of


def _save_set(client, game: str, name: str, doc: dict) -> str:
    """Save ``doc`` as a component set of this device through the set page; its form value."""
    page = client.get(f"/components/{game}").get_data(as_text=True)
    response = client.post(f"/components/{game}", data={
        "csrf_token": csrf_of(page), "name": name, "text": json.dumps(doc, ensure_ascii=False)})
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    html = client.get(f"/new/{game}").get_data(as_text=True)
    return re.search(rf'<option (?:selected )?value="(\d+)">{name}</option>', html).group(1)


def _options(html: str, name: str) -> list[tuple[str, str]]:
    """The (value, label) choices a select of the page offers."""
    select = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    return [(v, htmllib.unescape(label)) for v, label in
            re.findall(r'<option[^>]*value="([^"]*)"[^>]*>([^<]*)</option>', select)]


def _selected(html: str, name: str) -> str:
    select = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    found = re.search(r'<option selected value="([^"]*)"', select) or \
        re.search(r'<option[^>]*value="([^"]*)"[^>]*selected', select)
    return found.group(1) if found else ""


def _hound_set() -> dict:
    """The Mayan Curse sample with its dog named by another id ("hound"), still called dog
    (犬): a copy whose cube has a dog, but not the sample's face."""
    text = re.sub(r"\bdog\b", "hound", json.dumps(get_game("mayan_curse").sample_components()))
    doc = json.loads(text)
    doc.update(sample=False, label="Our boards", name="Ours")
    doc["symbol_names"]["hound"] = {"en": "dog", "ja": "犬"}
    return doc


def _mc_form(page: str, **change) -> dict:
    data = {"csrf_token": csrf_of(page), "player_count": "2", "seed": "5", "name_0": "Ana",
            "colour_0": "red", "name_1": "Ben", "colour_1": "blue", "components": "sample",
            "pouch": "table", "difficulty": "normal", "scenario": "0",
            "boulder_0": "", "boulder_1": "", "boulder_2": ""}
    data.update(change)
    return data


def test_mayan_curse_boulder_faces_follow_the_chosen_set(app, client):
    """The boulder rolls list the chosen set's faces only, each once: the sample's by default
    (dog ... monkey, the wild), the page carrying every set's list for the script.  The
    sample's dog sent with the saved set is refused with the form kept (names, set, pouch)
    and its lists now the set's (hound, called dog); the set's dog is accepted."""
    set_id = _save_set(client, "mayan_curse", "Ours", _hound_set())
    # a complete set of this device: the form starts on it; asked for the sample, the sample
    assert _selected(client.get("/new/mayan_curse").get_data(as_text=True),
                     "components") == set_id
    page = client.get("/new/mayan_curse?components=sample").get_data(as_text=True)
    sample_faces = [v for v, _label in _options(page, "boulder_0")]
    assert sample_faces == ["", "dog", "jaguar", "serpent", "eagle", "monkey", "wild"]
    by_set = json.loads(htmllib.unescape(re.search(
        r'<select data-by-set="([^"]*)"[^>]*name="boulder_0"', page).group(1)))
    assert [v for v, _l in by_set[set_id]] == ["", "hound", "jaguar", "serpent", "eagle",
                                               "monkey", "wild"]
    assert dict(by_set[set_id])["hound"] == "dog"
    response = client.post("/new/mayan_curse", data=_mc_form(
        page, components=set_id, boulder_0="dog", boulder_1="wild", boulder_2="eagle"))
    assert response.status_code == 400
    again = response.get_data(as_text=True)
    assert [v for v, _l in _options(again, "boulder_0")] == [v for v, _l in by_set[set_id]]
    assert _selected(again, "components") == set_id
    assert 'value="Ana"' in again and 'value="Ben"' in again
    assert _selected(again, "boulder_1") == "wild" and _selected(again, "boulder_2") == "eagle"
    assert "Choose one of the choices offered." in again
    response = client.post("/new/mayan_curse", data=_mc_form(
        again, components=set_id, boulder_0="hound", boulder_1="wild",
        boulder_2="eagle"))
    assert response.status_code == 302
    code = response.headers["Location"].rsplit("/", 1)[-1]
    assert [b["face"] for b in state_of(app, code)["boulders"]] == ["hound", "wild", "eagle"]


def _bob_draft(blue_done: int) -> dict:
    """The Ohio Bob sample as a table's own draft: green complete, ``blue_done`` of the 17
    blue cards entered."""
    doc = copy.deepcopy(get_game("ohio_bob").sample_components())
    doc["sample"] = False
    doc["sets"]["blue"] = doc["sets"]["blue"][:blue_done] + [None] * (17 - blue_done)
    return doc


def _bob_form(page: str, **change) -> dict:
    data = {"csrf_token": csrf_of(page), "player_count": "1", "seed": "0", "name_0": "Ana",
            "colour_0": "yellow", "components": "sample", "mode": "app", "difficulty": "hard",
            "side_level": "", "side_energy": "", "side_amulet": "", "challenge": "1",
            "card_set": "random"}
    data.update(change)
    return data


def test_ohio_bob_a_refused_set_up_shows_the_form_again_with_everything_kept(client):
    """The blue floor chosen with the app as the deck, though 5 of its 17 cards are entered:
    the game's own message over the form (422), the name, set, deck, difficulty, challenge
    and colour kept, never a bare error page."""
    set_id = _save_set(client, "ohio_bob", "Draft", _bob_draft(5))
    page = client.get("/new/ohio_bob").get_data(as_text=True)
    response = client.post("/new/ohio_bob", data=_bob_form(page, components=set_id,
                                                           card_set="blue"))
    assert response.status_code == 422
    again = response.get_data(as_text=True)
    assert ("The blue floor set has 5 of its 17 temple cards entered: the app can be the deck "
            "only with all of them.") in again
    assert '<form method="post"' in again and 'value="Ana"' in again
    for name, value in (("components", set_id), ("mode", "app"), ("difficulty", "hard"),
                        ("challenge", "1"), ("card_set", "blue"), ("colour_0", "yellow")):
        assert _selected(again, name) == value, name


def test_ohio_bob_a_random_draw_takes_the_colour_the_app_can_deal(app, client):
    """Green complete, blue not: the app as the deck with the set drawn at random sets up on
    every seed (seeds 0 and 5 drew blue before, and were refused), always with green."""
    set_id = _save_set(client, "ohio_bob", "Draft", _bob_draft(5))
    for seed in ("0", "5", "1"):
        page = client.get("/new/ohio_bob").get_data(as_text=True)
        response = client.post("/new/ohio_bob", data=_bob_form(page, components=set_id,
                                                               seed=seed))
        assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
        code = response.headers["Location"].rsplit("/", 1)[-1]
        assert state_of(app, code)["players"][0]["card_set"] == "green"


def test_ohio_bob_the_deck_follows_the_set(client):
    """A set with neither colour complete is offered real cards only (the app sent all the
    same is refused with the game's reason, the form kept); the sample and a set with a
    colour complete both decks."""
    set_id = _save_set(client, "ohio_bob", "Draft", _bob_draft(5))
    none = _bob_draft(5)
    none["sets"]["green"] = none["sets"]["green"][:3] + [None] * 14
    bare = _save_set(client, "ohio_bob", "Bare", none)
    page = client.get("/new/ohio_bob").get_data(as_text=True)
    assert [v for v, _l in _options(page, "mode")] == ["app", "table"]
    by_set = json.loads(htmllib.unescape(re.search(
        r'<select data-by-set="([^"]*)"[^>]*name="mode"', page).group(1)))
    assert [v for v, _l in by_set["sample"]] == ["app", "table"]
    assert [v for v, _l in by_set[set_id]] == ["app", "table"]
    assert [v for v, _l in by_set[bare]] == ["table"]
    response = client.post("/new/ohio_bob", data=_bob_form(page, components=bare))
    assert response.status_code == 422   # the app sent all the same: the game says why
    again = response.get_data(as_text=True)
    assert "The green floor set has 3 of its 17 temple cards entered" in again
    assert [v for v, _l in _options(again, "mode")] == ["table"]
    assert 'value="Ana"' in again
