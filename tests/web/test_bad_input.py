"""Random and malformed input to every route: the answer is never a 500, and a refused
request leaves the stored table unchanged (hypothesis)."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.extensions import db
from companion.models import MoveRecord, Seat, Table
from tests.conftest import as_host
from tests.driver import csrf_of, join_seat, new_table

FIELD_NAMES = ["seat", "seen", "position", "code", "player_count", "seed", "name_0", "colour_0",
               "name_1", "colour_1", "choose_wealth-seen", "choose_wealth-tiles",
               "end_state-seen", "end_state-players-0-vp", "end_state-players-0-workers",
               "end_state-players-1-chaac", "end_state-skulls_on_chichen_itza",
               "end_state-players-0-monuments", "place-seen", "pickup-seen", "players",
               "calc-players-0-vp", "calc-skulls_on_chichen_itza", "x" * 40]
VALUES = st.one_of(st.text(max_size=30), st.integers(-10**12, 10**12).map(str),
                   st.sampled_from(["", "0", "1", "-1", "1e9", "NaN", "w01", "m01", "abc",
                                    "\x00", "🙂", "<script>", "999999999999999999999"]))
FORMS = st.dictionaries(st.sampled_from(FIELD_NAMES), VALUES, max_size=8)

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


def snapshot(app) -> str:
    """Everything stored, as one comparable string."""
    with app.app_context():
        rows = [(t.code, t.setup, t.options) for t in db.session.query(Table).order_by(Table.id)]
        moves = [(m.table_id, m.number, m.kind, m.seat, m.payload)
                 for m in db.session.query(MoveRecord).order_by(MoveRecord.id)]
        seats = [(s.table_id, s.position, s.claimed, s.token_hash)
                 for s in db.session.query(Seat).order_by(Seat.id)]
        return json.dumps([rows, moves, seats], default=str, sort_keys=True)


@SETTINGS
@given(form=FORMS, move_type=st.sampled_from(["choose_wealth", "end_state", "place", "pickup",
                                              "beg", "calendar", "fly", "%00", "x" * 300]),
       with_token=st.booleans())
def test_random_moves_never_500_and_change_nothing_when_refused(app, client, form, move_type,
                                                                with_token):
    code = _table(app, client)
    page = client.get(f"/t/{code}").get_data(as_text=True)
    data = dict(form)
    if with_token:
        token = csrf_of(page)
        data["csrf_token"] = token
        data[f"{move_type}-csrf_token"] = token
    before = snapshot(app)
    response = client.post(f"/t/{code}/move/{move_type}", data=data)
    assert response.status_code < 500, response.get_data(as_text=True)[-500:]
    if response.status_code != 302:
        assert snapshot(app) == before


@SETTINGS
@given(form=FORMS, route=st.sampled_from(["/new/tzolkin", "/join", "/j/{code}", "/t/{code}/undo",
                                          "/t/{code}/seats/release", "/calc/tzolkin",
                                          "/new/bravest", "/lang/ja"]))
def test_random_forms_to_every_post_route_never_500(app, client, form, route):
    code = _table(app, client)
    page = client.get("/join").get_data(as_text=True)
    data = dict(form, csrf_token=csrf_of(page))
    before = snapshot(app)
    response = client.post(route.format(code=code), data=data)
    assert response.status_code < 500, response.get_data(as_text=True)[-500:]
    if response.status_code not in (200, 302):
        assert snapshot(app) == before


@SETTINGS
@given(path=st.sampled_from(["/t/{code}", "/t/{code}/setup", "/t/{code}/score", "/t/{code}/me",
                             "/t/{code}/seat/{n}", "/j/{code}", "/calc/tzolkin", "/lang/{n}",
                             "/t/{code}/version", "/new/{n}", "/t/{n}/qr.svg"]),
       n=st.text(min_size=1, max_size=20).filter(lambda s: "/" not in s and "?" not in s
                                                  and "#" not in s),
       query=st.dictionaries(st.sampled_from(["at", "players", "next", "x"]), VALUES, max_size=3))
def test_random_addresses_never_500(app, client, path, n, query):
    code = _table(app, client)
    response = client.get(path.format(code=code, n=n), query_string=query)
    assert response.status_code < 500


def _table(app, client) -> str:
    """One table per app, with a phone on seat 0 (made once, reused by the examples)."""
    code = app.config.get("_fuzz_table")
    if code is None:
        code = new_table(client, players=("Ana", "Ben"))
        join_seat(app, code, 0)
        app.config["_fuzz_table"] = code
    return code


GAME_KEYS = ["tzolkin", "mayan_curse", "ohio_bob", "bravest"]
MOVE_TYPES = ["choose_wealth", "end_state", "place", "pickup", "beg", "calendar", "draw", "turn",
              "stela_value", "first_room", "play", "rest", "climb", "effect", "skip", "done",
              "teleport", "discard", "trade", "deal", "fly"]


@SETTINGS
@given(key=st.sampled_from(GAME_KEYS), form=FORMS, move_type=st.sampled_from(MOVE_TYPES),
       as_phone=st.booleans())
def test_random_moves_to_every_game_never_500(app, client, key, form, move_type, as_phone):
    """Every game's move routes, from the host screen and from a phone: never a 500, and a
    refused move stores nothing."""
    from companion import tables as service

    codes = app.config.setdefault("_fuzz_games", {})
    if key not in codes:
        with app.app_context():
            table = service.create_table(key, [{"name": "Ana", "colour": "red"},
                                               {"name": "Ben", "colour": "blue"}], seed="1")
            codes[key] = (table.code, table.host_token)
        as_host(client, table.code, table.host_token)
        codes[key + ":phone"] = join_seat(app, table.code, 1)
    code, _token = codes[key]
    sender = codes[key + ":phone"] if as_phone else client
    page = sender.get("/join").get_data(as_text=True)
    token = csrf_of(page)
    data = dict(form, csrf_token=token, **{f"{move_type}-csrf_token": token})
    before = snapshot(app)
    response = sender.post(f"/t/{code}/move/{move_type}", data=data)
    assert response.status_code < 500, response.get_data(as_text=True)[-500:]
    if response.status_code != 302:
        assert snapshot(app) == before
