"""Records through the web: the host's export download, the import page (CSRF, a file upload,
bad files refused with 400/422 and nothing stored), the BG Stats results download."""
from __future__ import annotations

import io
import json

from sqlalchemy import func, select

from companion import tables
from companion.extensions import db
from companion.models import Table
from companion.records import export_table
from companion.tables import REPLAYS
from tests.conftest import as_host as host_client
from tests.driver import csrf_of, join_seat, new_table
from tests.test_records import play_table


def finished_table(app) -> tuple[str, str]:
    """A finished table made through the service: (join code, host token)."""
    with app.app_context():
        table = play_table()
        return table.code, table.host_token


def as_host(app, code: str, token: str):
    return host_client(app.test_client(), code, token)


def table_count(app) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Table))


def upload(client, content: bytes, filename="table.json", csrf=True):
    page = client.get("/import").get_data(as_text=True)
    data = {"file": (io.BytesIO(content), filename)}
    if csrf:
        data["csrf_token"] = csrf_of(page)
    return client.post("/import", data=data, content_type="multipart/form-data")


# --- export -----------------------------------------------------------------------------------

def test_the_host_downloads_the_export(app):
    code, token = finished_table(app)
    response = as_host(app, code, token).get(f"/t/{code}/export.json")
    assert response.status_code == 200 and response.mimetype == "application/json"
    assert response.headers["Content-Disposition"] == f'attachment; filename="tzolkin-{code}.json"'
    assert response.headers["Cache-Control"] == "no-store"
    document = response.get_json()
    assert document["version"] == 6 and document["score_sheet"]["winners"] == [0]
    assert token not in response.get_data(as_text=True)


def test_the_host_page_links_to_the_export_and_results(app, client):
    code = new_table(client)
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert f'href="/t/{code}/export.json"' in html
    assert "results.json" not in html  # only once the game is over
    code, token = finished_table(app)
    html = as_host(app, code, token).get(f"/t/{code}").get_data(as_text=True)
    assert f'href="/t/{code}/results.json"' in html


def test_only_the_host_may_export(app, client):
    code = new_table(client)
    assert app.test_client().get(f"/t/{code}/export.json").status_code == 403
    phone = join_seat(app, code, 0)
    response = phone.get(f"/t/{code}/export.json")
    assert response.status_code == 403 and "Only the host screen" in response.get_data(as_text=True)
    assert client.get("/t/ZZZZZZ/export.json").status_code == 404


# --- import -----------------------------------------------------------------------------------

def test_import_page_makes_this_device_the_host_of_an_identical_table(app):
    code, token = finished_table(app)
    exported = as_host(app, code, token).get(f"/t/{code}/export.json").get_data()
    browser = app.test_client()
    page = browser.get("/import").get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in page and 'type="file"' in page
    response = upload(browser, exported)
    assert response.status_code == 302, response.get_data(as_text=True)
    new_code = response.headers["Location"].rsplit("/", 1)[-1]
    assert new_code != code
    host_page = browser.get(f"/t/{new_code}")
    assert host_page.status_code == 200 and "Score sheet" in host_page.get_data(as_text=True)
    REPLAYS.clear()
    with app.app_context():
        old, new = tables.find_table(code), tables.find_table(new_code)
        assert tables.replay(new).state == tables.replay(old).state
        assert export_table(new)["moves"] == export_table(old)["moves"]
        assert new.host_hash != tables.secret_hash(token)
    assert table_count(app) == 2


def test_a_refused_document_answers_422_with_the_reason_and_stores_nothing(app):
    code, token = finished_table(app)
    document = as_host(app, code, token).get(f"/t/{code}/export.json").get_json()
    document["moves"][1]["number"] = 3
    response = upload(app.test_client(), json.dumps(document).encode())
    assert response.status_code == 422
    assert "without gaps" in response.get_data(as_text=True)
    assert table_count(app) == 1


def test_a_file_that_is_not_json_answers_422(app):
    response = upload(app.test_client(), b"PK\x03\x04 a zip file")
    assert response.status_code == 422
    assert "not a table export" in response.get_data(as_text=True)
    assert table_count(app) == 0


def test_no_file_answers_400(app):
    client = app.test_client()
    page = client.get("/import").get_data(as_text=True)
    response = client.post("/import", data={"csrf_token": csrf_of(page)},
                           content_type="multipart/form-data")
    assert response.status_code == 400
    assert "Choose the exported file." in response.get_data(as_text=True)


def test_import_without_csrf_token_is_refused(app):
    code, token = finished_table(app)
    exported = as_host(app, code, token).get(f"/t/{code}/export.json").get_data()
    response = upload(app.test_client(), exported, csrf=False)
    assert response.status_code == 400
    assert "did not come from this site" in response.get_data(as_text=True)
    assert table_count(app) == 1


def test_import_accepts_files_larger_than_other_forms_but_not_unbounded(app):
    # 300 kB is over the app-wide request limit (256 kB) but within the import page's 4 MB:
    # it is read and refused for what it holds, not for its size
    big = b'{"format": "x", "padding": "' + b"x" * 300_000 + b'"}'
    response = upload(app.test_client(), big)
    assert response.status_code == 422
    client = app.test_client()
    client.get("/import")
    huge = b"x" * (4 * 1024 * 1024 + 1)  # a raw body: the size alone is refused
    response = client.post("/import", data=huge,
                           content_type="multipart/form-data; boundary=frontier")
    assert response.status_code == 413


# --- results ----------------------------------------------------------------------------------

def test_results_download_in_bg_stats_format(app):
    code, _token = finished_table(app)
    response = app.test_client().get(f"/t/{code}/results.json")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"] == \
        f'attachment; filename="tzolkin-{code}-bgstats.json"'
    play = response.get_json()
    assert [(p["name"], p["score"], p["rank"]) for p in play["players"]] == [
        ("Ana", 59.5, 1), ("Ben", 41, 2), ("Cai", 41, 3)]


def test_results_of_a_game_not_over_answer_409(app, client):
    code = new_table(client)
    response = client.get(f"/t/{code}/results.json")
    assert response.status_code == 409
    assert "not over yet" in response.get_data(as_text=True)


def test_imports_are_rate_limited_per_client(app):
    app.config["IMPORT_LIMIT"] = "2 per minute"
    client = app.test_client()
    statuses = [upload(client, b"{}").status_code for _ in range(3)]
    assert statuses == [422, 422, 429]
    assert client.get("/import").status_code == 200  # the page itself is not limited
