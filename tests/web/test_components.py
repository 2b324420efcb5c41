"""The component editor: a table enters its own copy once, saves, exports, edits, deletes."""
from __future__ import annotations

import io
import json

import pytest

from companion.extensions import db
from companion.games import GAMES
from companion.models import ComponentSet
from tests.conftest import csrf_of


def saved(app):
    with app.app_context():
        return [(s.game_key, s.name) for s in db.session.query(ComponentSet).order_by(ComponentSet.id)]


@pytest.mark.parametrize("key", ["mayan_curse", "ohio_bob"])
def test_the_sample_exports_labelled_as_a_sample(client, key):
    response = client.get(f"/components/{key}/sample.json")
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    document = json.loads(response.data)
    assert document["sample"] is True
    page = client.get(f"/components/{key}").get_data(as_text=True)
    assert "not the real game" in page


@pytest.mark.parametrize("key", ["mayan_curse", "ohio_bob"])
def test_a_set_is_uploaded_saved_exported_and_edited(app, client, key):
    sample = GAMES[key].sample_components()
    own = dict(sample, sample=False, label="Our copy")
    page = client.get(f"/components/{key}").get_data(as_text=True)
    response = client.post(f"/components/{key}", data={
        "csrf_token": csrf_of(page), "name": "Our copy",
        "file": (io.BytesIO(json.dumps(own).encode()), "ours.json")},
        content_type="multipart/form-data")
    assert response.status_code == 302, response.get_data(as_text=True)[-800:]
    assert saved(app) == [(key, "Our copy")]
    with app.app_context():
        set_id = db.session.query(ComponentSet).one().id
    exported = json.loads(client.get(f"/components/{key}/{set_id}.json").data)
    assert exported["label"] == "Our copy" and exported["sample"] is False
    edit = client.get(f"/components/{key}/{set_id}/edit").get_data(as_text=True)
    assert "Our copy" in edit
    response = client.post(f"/components/{key}/{set_id}/edit", data={
        "csrf_token": csrf_of(edit), "name": "Renamed", "text": json.dumps(own)})
    assert response.status_code == 302 and saved(app) == [(key, "Renamed")]
    listing = client.get(f"/components/{key}").get_data(as_text=True)
    response = client.post(f"/components/{key}/{set_id}/delete",
                           data={"csrf_token": csrf_of(listing)})
    assert response.status_code == 302 and saved(app) == []


@pytest.mark.parametrize("text, message", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ("", "Choose a JSON file or paste the JSON"),
    ('{"sample": false}', ""),
])
def test_a_bad_document_is_refused_with_the_reason_and_nothing_saved(app, client, text, message):
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Broken", "text": text})
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert saved(app) == []


def test_a_damaged_entry_is_named(app, client):
    document = GAMES["mayan_curse"].sample_components()
    document["slabs"][0]["spaces"] = "nonsense"
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Broken", "text": json.dumps(document)})
    assert response.status_code == 422
    assert ("The spaces of the 1st slab (S01): a list is needed, not “nonsense”."
            in response.get_data(as_text=True))


def test_games_without_components_to_enter_and_unknown_sets_are_404(client):
    assert client.get("/components/tzolkin").status_code == 404
    assert client.get("/components/chess").status_code == 404
    assert client.get("/components/mayan_curse/99.json").status_code == 404
    assert client.get("/components/mayan_curse/abc.json").status_code == 404
    assert client.get("/components/mayan_curse/99/edit").status_code == 404


def test_a_deeply_nested_document_is_refused_not_a_500(app, client):
    page = client.get("/components/ohio_bob").get_data(as_text=True)
    response = client.post("/components/ohio_bob", data={
        "csrf_token": csrf_of(page), "name": "Deep", "text": "[" * 20_000 + "]" * 20_000})
    assert response.status_code == 422
    assert "not valid JSON" in response.get_data(as_text=True) and saved(app) == []


def test_only_the_device_that_saved_a_set_changes_it(app, client):
    sample = GAMES["mayan_curse"].sample_components()
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    assert client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Ours", "text": json.dumps(sample)}).status_code == 302
    with app.app_context():
        set_id = db.session.query(ComponentSet).one().id
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    assert "(sample data)" in listing  # the sample saved unchanged is still labelled a sample
    other = app.test_client()
    other_page = other.get("/components/mayan_curse").get_data(as_text=True)
    assert f"/components/mayan_curse/{set_id}/edit" not in other_page
    assert other.get(f"/components/mayan_curse/{set_id}/edit").status_code == 403
    response = other.post(f"/components/mayan_curse/{set_id}/delete",
                          data={"csrf_token": csrf_of(other_page)})
    assert response.status_code == 403 and saved(app) == [("mayan_curse", "Ours")]
    assert other.get(f"/components/mayan_curse/{set_id}.json").status_code == 200
