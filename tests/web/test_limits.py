"""Quotas and limits one person cannot fill for everyone (companion/web/quotas.py,
companion/web/guessing.py, companion/limit_store.py): per device and per network instead of
server-wide, the join-code guessing limit exact under a burst and never in the way of a device
that learnt the code from its table, and every limit counted once by every server process."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from companion.app import create_app
from companion.extensions import db
from companion.models import ComponentSet, Table
from companion.tables import JOIN_ALPHABET
from companion.registry import GAMES
from tests.driver import csrf_of, join_seat, new_table

ROOT = Path(__file__).resolve().parents[2]
ELSEWHERE = {"REMOTE_ADDR": "192.0.2.7"}


def _count(app, model) -> int:
    with app.app_context():
        return db.session.query(model).count()


def _post_table(client, environ=None, lang="en"):
    """The new-table form of Tzolk'in sent as it is offered, from ``client``."""
    page = client.get("/new/tzolkin", environ_base=environ or {}).get_data(as_text=True)
    return client.post("/new/tzolkin", environ_base=environ or {},
                       headers={"Accept-Language": lang},
                       data={"csrf_token": csrf_of(page), "player_count": "2", "seed": "",
                             "name_0": "Ana", "colour_0": "blue",
                             "name_1": "Ben", "colour_1": "red"})


def _save_set(client, environ=None, lang="en"):
    page = client.get("/components/mayan_curse", environ_base=environ or {}) \
        .get_data(as_text=True)
    return client.post("/components/mayan_curse", environ_base=environ or {},
                       headers={"Accept-Language": lang},
                       data={"csrf_token": csrf_of(page), "name": "Ours",
                             "text": json.dumps(GAMES["mayan_curse"].sample_components())})


# --- tables created ----------------------------------------------------------------------------

def test_tables_created_are_limited_per_device_and_per_network(app, client):
    app.config["TABLES_PER_DEVICE_LIMIT"] = "2 per hour"
    app.config["TABLES_PER_ADDRESS_LIMIT"] = "3 per hour"
    assert _post_table(client).status_code == 302
    assert _post_table(client).status_code == 302
    refused = _post_table(client)
    assert refused.status_code == 429
    assert "set up many tables in a short time" in refused.get_data(as_text=True)
    assert _count(app, Table) == 2  # the refusal stored nothing
    other = app.test_client()  # another device of the same network: room of its own ...
    assert _post_table(other).status_code == 302
    # ... until the network's limit
    japanese = _post_table(app.test_client(), lang="ja")
    assert japanese.status_code == 429
    assert "短時間に多くのテーブル" in japanese.get_data(as_text=True)
    assert _count(app, Table) == 3
    # another network is not held back
    assert _post_table(app.test_client(), environ=ELSEWHERE).status_code == 302


def test_a_new_table_form_sent_back_does_not_count(app, client):
    app.config["TABLES_PER_DEVICE_LIMIT"] = "1 per hour"
    page = client.get("/new/tzolkin").get_data(as_text=True)
    for _ in range(3):
        assert client.post("/new/tzolkin", data={"csrf_token": csrf_of(page),
                                                 "player_count": "9"}).status_code == 400
    assert _post_table(client).status_code == 302


# --- component sets ----------------------------------------------------------------------------

def test_component_sets_are_capped_per_network_not_per_server(app, client):
    app.config["COMPONENT_SETS_PER_ADDRESS"] = 2
    assert _save_set(client).status_code == 302
    assert _save_set(app.test_client()).status_code == 302
    refused = _save_set(app.test_client())
    assert refused.status_code == 409
    assert "the most one network may keep" in refused.get_data(as_text=True)
    japanese = _save_set(app.test_client(), lang="ja")
    assert japanese.status_code == 409 and "ネットワーク" in japanese.get_data(as_text=True)
    assert _count(app, ComponentSet) == 2
    # a device elsewhere saves as usual: no one network fills the server for everyone
    assert _save_set(app.test_client(), environ=ELSEWHERE).status_code == 302
    with app.app_context():
        networks = {s.network for s in db.session.query(ComponentSet)}
    assert len(networks) == 2 and all(n and "127.0.0.1" not in n for n in networks)


# --- the join-code guessing limit --------------------------------------------------------------

def _guess(client, code: str) -> int:
    return client.get(f"/j/{code}").status_code


def test_a_device_that_learnt_the_code_from_its_table_is_never_locked_out(app, client):
    """Another device at the same address used up the guesses: a phone whose seat the host
    freed and a device opening a host link still get in; a new device does not."""
    app.config["JOIN_GUESS_LIMIT"] = "3 per 10 minutes"
    code = new_table(client, players=("Ana", "Ben"))
    freed = join_seat(app, code, 1)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    made = client.post(f"/t/{code}/host-link", data={"csrf_token": csrf_of(host)})
    secret = re.search(r'id="host-link" translate="no">([^<]+)<',
                       made.get_data(as_text=True)).group(1).rsplit("/", 1)[-1]
    assert client.post(f"/t/{code}/seats/release", data={
        "csrf_token": csrf_of(host), "position": "1"}).status_code == 302
    guesser = app.test_client()
    for guess in ("AAAAAA", "BBBBBB", "CCCCCC"):
        assert _guess(guesser, guess) == 404
    assert _guess(guesser, "DDDDDD") == 429
    assert _guess(guesser, code) == 429  # the right code, guessed: refused
    assert _guess(app.test_client(), code) == 429  # a new device: as hard as before
    # the phone whose seat was freed takes a seat again
    page = freed.get(f"/j/{code}")
    assert page.status_code == 200
    assert freed.post(f"/j/{code}", data={"csrf_token": csrf_of(page.get_data(as_text=True)),
                                          "position": "1"}).status_code == 302
    assert freed.get(f"/t/{code}/me").status_code == 200
    # the device opening the host link becomes the host screen
    tablet = app.test_client()
    opened = tablet.get(f"/t/{code}/handoff/{secret}")
    assert opened.status_code == 200
    assert tablet.post(f"/t/{code}/handoff/{secret}", data={
        "csrf_token": csrf_of(opened.get_data(as_text=True))}).status_code == 302
    assert tablet.get(f"/t/{code}").status_code == 200
    # a made-up host link is a guess like any other
    assert app.test_client().get(f"/t/{code}/handoff/{'x' * 32}").status_code == 429


def test_a_burst_of_wrong_codes_gets_at_most_the_limit(app):
    """150 wrong codes sent at once from one address: exactly the limit are answered "no such
    table", every other one 429 (each is counted before it is answered)."""
    app.config["JOIN_GUESS_LIMIT"] = "30 per 10 minutes"
    with app.app_context():
        db.session.remove()
    start = threading.Barrier(30)
    answers: list[int] = []
    lock = threading.Lock()

    def guesser(n: int) -> None:
        client = app.test_client()
        start.wait()
        for i in range(5):
            status = _guess(client, "ZZ" + JOIN_ALPHABET[n] + JOIN_ALPHABET[i] + "22")
            with lock:
                answers.append(status)

    threads = [threading.Thread(target=guesser, args=(n,)) for n in range(30)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(answers) == 150 and set(answers) <= {404, 429}
    assert answers.count(404) == 30


def test_junk_seat_claims_hold_back_only_the_device_sending_them(app, client):
    app.config["SEAT_CLAIM_LIMIT"] = "3 per 10 minutes"
    code = new_table(client, players=("Ana", "Ben"))
    junk = app.test_client()
    page = junk.get(f"/j/{code}").get_data(as_text=True)
    for _ in range(3):
        assert junk.post(f"/j/{code}", data={"csrf_token": csrf_of(page),
                                             "position": "9"}).status_code == 400
    assert junk.post(f"/j/{code}", data={"csrf_token": csrf_of(page),
                                         "position": "9"}).status_code == 429
    join_seat(app, code, 0)  # another phone at the same address takes its seat


# --- one count for every server process --------------------------------------------------------

_SECOND_PROCESS = """
import json, sys
from companion.app import create_app
from tests.driver import csrf_of
from companion.registry import GAMES
config = json.loads(sys.argv[1])
app = create_app(config)
client = app.test_client()
page = client.get("/new/tzolkin").get_data(as_text=True)
table = client.post("/new/tzolkin", data={"csrf_token": csrf_of(page), "player_count": "2",
                    "seed": "", "name_0": "Ana", "colour_0": "blue", "name_1": "Ben",
                    "colour_1": "red"}).status_code
page = client.get("/components/mayan_curse").get_data(as_text=True)
saved = client.post("/components/mayan_curse", data={
    "csrf_token": csrf_of(page), "name": "Ours",
    "text": json.dumps(GAMES["mayan_curse"].sample_components())}).status_code
print(json.dumps([table, saved]))
"""


def test_every_limit_is_counted_once_by_every_server_process(app, client, db_url):
    """Another process on the same database (another gunicorn worker), with the default limit
    store: what it counted counts here too."""
    limits = {"TABLES_PER_ADDRESS_LIMIT": "2 per hour", "COMPONENT_SAVE_LIMIT": "2 per hour"}
    app.config.update(limits)
    assert _post_table(client).status_code == 302
    assert _save_set(client).status_code == 302
    config = {"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url, "SECRET_KEY": "test",
              "PUBLIC_URL": "http://table.test", **limits}
    done = subprocess.run([sys.executable, "-c", _SECOND_PROCESS, json.dumps(config)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [302, 302]
    assert _save_set(client).status_code == 429
    assert _post_table(client).status_code == 429


def test_the_quotas_are_set_in_the_environment(monkeypatch, db_url):
    monkeypatch.setenv("TABLES_PER_DEVICE_LIMIT", "1 per minute")
    monkeypatch.setenv("COMPONENT_SETS_PER_ADDRESS", "7")
    second = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url,
                         "SECRET_KEY": "test"})
    try:
        assert second.config["TABLES_PER_DEVICE_LIMIT"] == "1 per minute"
        assert second.config["COMPONENT_SETS_PER_ADDRESS"] == 7
        assert second.config["TABLES_PER_ADDRESS_LIMIT"] == "300 per hour"
        client = second.test_client()
        assert _post_table(client).status_code == 302
        assert _post_table(client).status_code == 429
    finally:
        with second.app_context():
            db.session.remove()
            db.engine.dispose()
    monkeypatch.setenv("COMPONENT_SETS_PER_ADDRESS", "many")
    with pytest.raises(ValueError, match="COMPONENT_SETS_PER_ADDRESS must be a whole number"):
        create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": db_url, "SECRET_KEY": "test"})
