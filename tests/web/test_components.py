"""The component editor: a table enters its own copy once, saves, exports, edits, deletes."""
from __future__ import annotations

import io
import json

import pytest

from companion.extensions import db
from companion.registry import GAMES
from companion.models import ComponentSet
from companion.web.share_links import share_secret
from tests.driver import csrf_of


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


@pytest.mark.parametrize("name, status", [("", 400), ("Broken", 422)])
def test_a_refused_file_set_is_shown_in_its_opened_section(app, client, name, status):
    """The banner says "see the messages below": the folded section holding the file form
    and its messages is open (an empty name or a bad document alike)."""
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    assert '<details class="no-print"><summary>For people who script' in page
    response = client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": name, "text": "{not json"})
    assert response.status_code == status
    assert ('<details class="no-print" open><summary>For people who script: a set as a file'
            in response.get_data(as_text=True))


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


def _save(client, key="mayan_curse", name="Ours", document=None, environ_base=None):
    document = document or GAMES[key].sample_components()
    environ_base = environ_base or {}
    page = client.get(f"/components/{key}", environ_base=environ_base).get_data(as_text=True)
    return client.post(f"/components/{key}", environ_base=environ_base, data={
        "csrf_token": csrf_of(page), "name": name, "text": json.dumps(document)})


def _only_set(app):
    with app.app_context():
        found = db.session.query(ComponentSet).one()
        return found.id, share_secret(found), found.owner


def test_only_the_device_that_saved_a_set_sees_and_changes_it(app, client):
    assert _save(client).status_code == 302
    set_id, _token, owner = _only_set(app)
    assert len(owner) == 64 and client.get_cookie("tc_device").value not in owner
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    assert "(sample data)" in listing  # the sample saved unchanged is still labelled a sample
    assert f'href="/components/mayan_curse/{set_id}"' in listing  # its page in the editor
    assert f"/components/mayan_curse/{set_id}/edit" in client.get(
        f"/components/mayan_curse/{set_id}").get_data(as_text=True)  # the JSON, folded away
    other = app.test_client()
    other_page = other.get("/components/mayan_curse").get_data(as_text=True)
    assert "Ours" not in other_page
    assert other.get(f"/components/mayan_curse/{set_id}/edit").status_code == 403
    response = other.post(f"/components/mayan_curse/{set_id}/delete",
                          data={"csrf_token": csrf_of(other_page)})
    assert response.status_code == 403 and saved(app) == [("mayan_curse", "Ours")]
    assert other.get(f"/components/mayan_curse/{set_id}.json").status_code == 404
    assert client.get(f"/components/mayan_curse/{set_id}.json").status_code == 200


def test_a_forged_or_reused_device_cookie_owns_nothing(app, client):
    assert _save(client).status_code == 302
    set_id, _token, _owner = _only_set(app)
    other = app.test_client()
    for forged in ("", "x", "é" * 40, "A" * 43):
        other.set_cookie("tc_device", forged)
        assert other.get(f"/components/mayan_curse/{set_id}/edit").status_code == 403
    listing = client.get("/components/mayan_curse").get_data(as_text=True)
    assert client.post(f"/components/mayan_curse/{set_id}/delete",
                       data={"csrf_token": csrf_of(listing)}).status_code == 302
    assert _save(other, name="Theirs").status_code == 302  # may get the same id again
    with app.app_context():
        new_id = db.session.query(ComponentSet).one().id
    assert client.get(f"/components/mayan_curse/{new_id}/edit").status_code == 403


def test_a_set_is_copied_to_another_device_through_its_share_link(app, client):
    assert _save(client).status_code == 302
    set_id, token, _owner = _only_set(app)
    edit = client.get(f"/components/mayan_curse/{set_id}/edit").get_data(as_text=True)
    share = f"http://table.test/components/mayan_curse/shared/{token}"
    assert share in edit
    # the link as a QR code too, for the other device's camera (the set page and the JSON page)
    from companion.web.qr import qr_data_uri
    set_page = client.get(f"/components/mayan_curse/{set_id}").get_data(as_text=True)
    for page in (edit, set_page):
        assert f'id="share-qr" src="{qr_data_uri(share)}"' in page
        assert 'id="share-unreachable"' not in page
    # a server only this machine reaches: the link is said to be of no use elsewhere
    app.config["PUBLIC_URL"] = "http://127.0.0.1:5000"
    page = client.get(f"/components/mayan_curse/{set_id}").get_data(as_text=True)
    assert 'id="share-unreachable"' in page and "phones cannot reach localhost" in page
    app.config["PUBLIC_URL"] = "http://table.test"
    other = app.test_client()
    page = other.get(f"/components/mayan_curse/shared/{token}")
    assert page.status_code == 200 and "Save a copy on this device" in page.get_data(as_text=True)
    response = other.post(f"/components/mayan_curse/shared/{token}",
                          data={"csrf_token": csrf_of(page.get_data(as_text=True))})
    assert response.status_code == 302
    assert saved(app) == [("mayan_curse", "Ours"), ("mayan_curse", "Ours")]
    with app.app_context():
        first, copy = db.session.query(ComponentSet).order_by(ComponentSet.id).all()
        assert copy.data == first.data and copy.owner != first.owner
        assert copy.share_hash != first.share_hash
        copy_id = copy.id
    assert f'href="/components/mayan_curse/{copy_id}"' in other.get(
        "/components/mayan_curse").get_data(as_text=True)  # its page in the editor
    assert other.get("/components/mayan_curse/shared/not-a-token").status_code == 404
    assert other.get("/components/ohio_bob/shared/" + token).status_code == 404


def test_the_new_table_form_offers_only_this_devices_sets(app, client):
    assert _save(client, name="Our copy").status_code == 302
    assert "Our copy" in client.get("/new/mayan_curse").get_data(as_text=True)
    other = app.test_client()
    assert "Our copy" not in other.get("/new/mayan_curse").get_data(as_text=True)


def test_saving_is_capped_per_device(app, client):
    app.config["COMPONENT_SETS_PER_DEVICE"] = 2
    assert _save(client).status_code == 302
    assert _save(client).status_code == 302
    response = _save(client)
    assert response.status_code == 409 and "the most it may keep" in response.get_data(as_text=True)
    assert len(saved(app)) == 2
    assert _save(app.test_client()).status_code == 302  # another device has room of its own
    app.config["COMPONENT_SETS_PER_ADDRESS"] = 3  # a cap per network, none per server
    assert _save(app.test_client()).status_code == 409
    assert _save(app.test_client(), environ_base={"REMOTE_ADDR": "192.0.2.7"}) \
        .status_code == 302


def test_saving_is_rate_limited(app, client):
    app.config["COMPONENT_SAVE_LIMIT"] = "2 per minute"
    assert _save(client).status_code == 302
    assert _save(client).status_code == 302
    response = _save(client)
    assert response.status_code == 429 and len(saved(app)) == 2


def test_the_new_table_forms_never_load_a_sets_document(app, client):
    """The sets' documents may be large: lists and new-table forms read only names and
    summaries (the boulder faces of a Mayan Curse set come from its summary)."""
    from sqlalchemy import event

    assert _save(client, name="Ours").status_code == 302
    assert _save(client, key="ohio_bob", name="Ours").status_code == 302
    statements = []
    with app.app_context():
        engine = db.engine

        def seen(_conn, _cursor, statement, *_args):
            statements.append(statement)

        event.listen(engine, "before_cursor_execute", seen)
        try:
            for key in ("mayan_curse", "ohio_bob", "bravest"):
                page = client.get(f"/new/{key}")
                assert page.status_code == 200
                client.get(f"/components/{key}")
        finally:
            event.remove(engine, "before_cursor_execute", seen)
    reading = [s for s in statements if "component_set" in s and "component_set.data" in s]
    assert reading == []
    face = GAMES["mayan_curse"].sample_components()["boulder_faces"][0]
    assert f'value="{face}"' in client.get("/new/mayan_curse").get_data(as_text=True)
