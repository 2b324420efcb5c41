"""Tzolk'in rules version 2 at the table (docs/rulings/tzolkin-engine.md, "Rules versions"):
a table recorded under version 1 replays as stored and goes on under version 1's reading;
the same log recorded under version 2 reads Theology 1 on Chichen Itza 9 the new way.

The log (tests/games/tzolkin/kit.py ``theology_log``, worked by hand there): seed "68", four
players, Ana (Theology 1, 1 skull) picks up her worker from Chichen Itza 9 in round 10 for
action 7 with 3 corn: 10 VP, Quetzalcoatl 1 → 2, skull 1 → 0; version 1 charges 2 corn to go
back (corn 1), version 2 none (corn 3: one further than 9 is 10, any action free).
"""
from __future__ import annotations

import io
import json

from companion import tables
from companion.games.tzolkin.rules.game import GAME
from companion.games.tzolkin.rules.play_state import READING_KEY
from companion.records import FORMAT, FORMAT_VERSION
from companion.tables.codes import seeded_rng
from companion.engine import KEEP
from tests.conformance import driving
from tests.driver import csrf_of
from tests.games.tzolkin.kit import THEOLOGY_SEED, theology_log, theology_options

STARTED_EN = "This table was started under an earlier reading of the game"
STARTED_JA = "このテーブルは、ゲームのルールの以前の読み方"


def document(version: int) -> dict:
    """The table as an export of rules ``version`` holds it (version 1: its setup without the
    mark, as version 1's code made it)."""
    options = theology_options()
    setup = GAME.setup(options, seeded_rng("tzolkin", THEOLOGY_SEED))
    if version == 1:
        setup = GAME.older_setup(setup, 1)
    moves, _states = theology_log(setup, GAME.apply)
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game": "tzolkin",
            "rules_version": version, "options": options, "seed": THEOLOGY_SEED,
            "setup": setup,
            "seats": [{"position": i, **p} for i, p in enumerate(options["players"])],
            "moves": [{"number": n, "kind": "move", "seat": m["seat"], "by_host": False,
                       "created_at": "2026-12-01T20:00:00+00:00", "payload": m}
                      for n, m in enumerate(moves, start=1)]}


def imported(client, doc: dict) -> str:
    """``doc`` imported through the import page by ``client`` (then its host screen)."""
    page = client.get("/import")
    response = client.post("/import", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)),
        "file": (io.BytesIO(json.dumps(doc).encode("utf-8")), "table.json")},
        content_type="multipart/form-data")
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    return response.headers["Location"].rsplit("/", 1)[-1]


def ana(app, code: str, number: int) -> tuple:
    p = driving.stored_state(app, code, number)["seats"][0]
    return p["corn"], p["skull"], p["vp"], p["temples"]["quetzalcoatl"]


def test_a_table_recorded_under_version_1_replays_and_keeps_its_reading(app, client):
    doc = document(1)
    last = len(doc["moves"])
    code = imported(client, doc)
    with app.app_context():
        table = tables.find_table(code)
        assert table.rules_version == 1
        assert tables.check(table) is None                   # replays as stored
    assert READING_KEY not in driving.setup_of(app, code)
    assert ana(app, code, last - 1) == (3, 1, 0, 1)
    assert ana(app, code, last) == (1, 0, 10, 2)             # version 1: 2 corn to go back
    english = client.get(f"/t/{code}").get_data(as_text=True)
    assert STARTED_EN in english and "goes on under the reading it was started" in english
    client.set_cookie("lang", "ja")
    japanese = client.get(f"/t/{code}").get_data(as_text=True)
    client.set_cookie("lang", "en")
    assert STARTED_JA in japanese and STARTED_EN not in japanese

    state = driving.stored_state(app, code, last)
    [move] = GAME.legal_moves(state, 1)[:1]
    driving.record(app, code, 1, move)                       # Ben's turn: the table goes on
    with app.app_context():
        table = tables.find_table(code)
        assert table.rules_version == 1
        assert tables.bring_forward(table) == KEEP            # nothing to write
        assert tables.check(table) is None
    after = driving.stored_state(app, code, last + 1)
    assert READING_KEY not in after and after["seats"][0]["corn"] == 1


def test_the_same_log_under_version_2_takes_the_action_free(app, client):
    doc = document(2)
    last = len(doc["moves"])
    code = imported(client, doc)
    with app.app_context():
        assert tables.find_table(code).rules_version == 2
    assert driving.setup_of(app, code)[READING_KEY] == 2
    assert ana(app, code, last) == (3, 0, 10, 2)
    assert STARTED_EN not in client.get(f"/t/{code}").get_data(as_text=True)
    # an export of version 1 whose setup carries the mark is not what version 1 made
    bad = dict(document(1), setup=doc["setup"])
    page = client.get("/import")
    response = client.post("/import", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)),
        "file": (io.BytesIO(json.dumps(bad).encode("utf-8")), "table.json")},
        content_type="multipart/form-data")
    assert response.status_code == 422
