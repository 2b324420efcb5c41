"""The pages every game's tap editor shares: a new set, how complete it is, one entry at a time,
refusals naming the entry, nothing stored on a bad entry, only the saving device changes it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.engine import ComponentError, Game
from companion.extensions import db
from companion.message import Msg
from companion.models import ComponentSet
from companion.plugin import GamePlugin
from companion.registry import registered
from companion.web import editor as editor_module
from companion.web.editor_hooks import EditorHooks
from companion.web.game_web import GameWeb
from tests.driver import csrf_of, stored_set

WORDS = ("dog", "cat", "owl")


class WordGame(Game):
    """A game whose copy is three cards, each showing one word (a stand-in for a real game)."""

    key = "words"
    title = title_ja = "Words"
    player_counts = range(1, 3)
    playable = False
    has_components = True

    def validate_components(self, doc):
        cards = doc.get("cards")
        if not isinstance(cards, list) or len(cards) != 3:
            raise ComponentError(Msg("records.no_log"))
        for card in cards:
            if card is not None and card not in WORDS:
                raise ComponentError(Msg("records.move_unreadable", number=cards.index(card) + 1))
        return {"cards": list(cards)}

    def sample_components(self):
        return {"cards": list(WORDS), "sample": True}


class WordEditor(EditorHooks):
    kinds = ["card"]

    def kind_label(self, kind, done, expected):
        return Msg("components.progress", kind=Msg("records.time.table"), done=done,
                   expected=expected)

    def progress(self, doc):
        return [("card", sum(c is not None for c in doc["cards"]), 3)]

    def entries(self, doc, kind):
        return [(n, Msg("records.time.move", number=n), c is not None)
                for n, c in enumerate(doc["cards"], 1)]

    def blank(self):
        return {"cards": [None, None, None]}

    def template(self, kind):
        return "components/entry.html"

    def context(self, doc, kind, n, sent):
        return {"word": (sent or {}).get("word", doc["cards"][n - 1])}

    def update(self, doc, kind, n, form):
        cards = list(doc["cards"])
        cards[n - 1] = form.get("word", "")
        return {"cards": cards}


@pytest.fixture
def words():
    with registered(GamePlugin(rules=WordGame(), web=GameWeb(), messages={},
                               directory=Path(__file__).parent, setup_text=str,
                               editor=WordEditor())):
        yield


def _new(client, name="Ours"):
    page = client.get("/components/words").get_data(as_text=True)
    assert 'id="new-set"' in page
    response = client.post("/components/words/new", data={"csrf_token": csrf_of(page),
                                                           "name": name})
    assert response.status_code == 302
    return int(response.headers["Location"].rsplit("/", 1)[-1])


def test_a_set_is_entered_one_card_at_a_time_and_says_how_complete_it_is(app, client, words):
    set_id = _new(client)
    assert stored_set(app, set_id) == {"cards": [None, None, None]}
    page = client.get(f"/components/words/{set_id}").get_data(as_text=True)
    assert "creation time 0/3" in page and page.count("not entered yet") == 3
    entry = client.get(f"/components/words/{set_id}/card/2")
    assert entry.status_code == 200
    response = client.post(f"/components/words/{set_id}/card/2", data={
        "csrf_token": csrf_of(entry.get_data(as_text=True)), "word": "cat", "next": "1"})
    assert response.headers["Location"].endswith(f"/components/words/{set_id}/card/3")
    assert stored_set(app, set_id) == {"cards": [None, "cat", None]}
    listing = client.get("/components/words").get_data(as_text=True)
    assert "creation time 1/3" in listing  # from the stored summary


def test_a_bad_entry_is_refused_naming_it_and_nothing_is_stored(app, client, words):
    set_id = _new(client)
    entry = client.get(f"/components/words/{set_id}/card/1").get_data(as_text=True)
    response = client.post(f"/components/words/{set_id}/card/1",
                           data={"csrf_token": csrf_of(entry), "word": "cow"})
    assert response.status_code == 422
    assert "Move 1 of the export cannot be read." in response.get_data(as_text=True)
    assert stored_set(app, set_id) == {"cards": [None, None, None]}
    assert client.post(f"/components/words/{set_id}/card/1",
                       data={"word": "dog"}).status_code == 400  # no form key
    assert stored_set(app, set_id) == {"cards": [None, None, None]}


@pytest.mark.parametrize("n", ["0", "4", "²", "9" * 50, "x"])
def test_an_entry_that_does_not_exist_is_404(client, words, n):
    set_id = _new(client)
    assert client.get(f"/components/words/{set_id}/card/{n}").status_code == 404
    assert client.get(f"/components/words/{set_id}/tile/1").status_code == 404


def test_only_the_saving_device_opens_and_changes_a_set(app, client, words):
    set_id = _new(client)
    other = app.test_client()
    assert other.get(f"/components/words/{set_id}").status_code == 403
    page = other.get("/components/words").get_data(as_text=True)
    assert other.post(f"/components/words/{set_id}/card/1",
                      data={"csrf_token": csrf_of(page), "word": "dog"}).status_code == 403
    assert stored_set(app, set_id) == {"cards": [None, None, None]}


def test_games_without_an_editor_keep_the_file_form(client):
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    if editor_module.editor_for("mayan_curse") is None:
        assert 'id="new-set"' not in page
        assert client.post("/components/mayan_curse/new", data={}).status_code in (400, 404)


def test_a_card_met_in_play_joins_the_saved_set_of_its_device(app, client, words):
    """companion.web.saved_sets.add_to_saved_set: the set the table was set up with takes the
    new card when this device saved it; another device's set is left alone."""
    from types import SimpleNamespace

    from companion.registry import plugin
    from companion.web.saved_sets import add_to_saved_set

    set_id = _new(client)
    table = SimpleNamespace(game_key="words", component_set_id=set_id)

    def with_owl(doc):
        return {"cards": ["owl", *doc["cards"][1:]]}

    other = app.test_client()
    with app.test_request_context():
        assert add_to_saved_set(table, with_owl, plugin("words")) is False  # no device key: not the owner
    cookie = client.get_cookie("tc_device").value
    with app.test_request_context(headers={"Cookie": f"tc_device={cookie}"}):
        assert add_to_saved_set(table, with_owl, plugin("words")) is True
        assert add_to_saved_set(table, lambda doc: {"cards": ["cow"] * 3}, plugin("words")) is False  # refused
        assert add_to_saved_set(SimpleNamespace(game_key="words", component_set_id=None),
                                with_owl, plugin("words")) is False
    assert stored_set(app, set_id) == {"cards": ["owl", None, None]}
    assert other.get(f"/components/words/{set_id}").status_code == 403


def _new_set_name(client, lang: str = "en") -> str:
    """The name the new-set form of the words game opens with (its field's value)."""
    page = client.get("/components/words", headers={"Accept-Language": lang}).get_data(
        as_text=True)
    field = re.search(r'<input[^>]*id="new-set-name"[^>]*>', page)
    assert field and "required" in field.group(0), page
    return re.search(r'value="([^"]*)"', field.group(0)).group(1)


def test_the_new_set_form_opens_named_and_numbers_a_name_taken(app, client, words):
    """Starting a set is one tap: the name is filled in ("Our copy" / 「うちの箱」), numbered
    from 2 when this device already has a set of that name; another device starts at the
    plain name; an empty name is still refused, nothing stored."""
    assert _new_set_name(client) == "Our copy"
    assert _new_set_name(client, "ja") == "うちの箱"
    _new(client, "Our copy")
    assert _new_set_name(client) == "Our copy 2"
    _new(client, "our copy 3 ")  # stored as "our copy 3": taken whatever its case
    assert _new_set_name(client) == "Our copy 2"
    _new(client, "Our copy 2")
    assert _new_set_name(client) == "Our copy 4"
    assert _new_set_name(app.test_client()) == "Our copy"   # another device's sets
    _new(client, "うちの箱")
    assert _new_set_name(client, "ja") == "うちの箱 2"
    page = client.get("/components/words").get_data(as_text=True)
    with app.app_context():
        before = db.session.query(ComponentSet).count()
    response = client.post("/components/words/new", data={"csrf_token": csrf_of(page),
                                                           "name": "  "})
    assert response.status_code == 400
    assert "Give the new set a name (at most 80 characters)." in response.get_data(
        as_text=True)
    with app.app_context():
        assert db.session.query(ComponentSet).count() == before
