"""Issue 36, item 1 on PostgreSQL: the losers of a race are told at once that the table moved
on, without working out their move first (companion.tables.states.version_for_write locks the
table's row before its version is read).

Two moves from the same page are sent at once.  The first one to work out its move holds its
write transaction open for a while (its ``game.apply`` waits up to HOLD seconds for another
request to reach ``game.apply`` too).  With the row lock the second request waits for the
first one's commit, then reads the version it wrote and is refused without working out its
move: ``game.apply`` runs once.  Without it (before 7db8fa2), the second request read the
version the first had not committed yet and worked out its move too, to be refused only when
its record's number clashed: ``game.apply`` ran twice.

On SQLite a write transaction holds the database's write lock from its start (BEGIN
IMMEDIATE): the second request always waited, before and after; the test is PostgreSQL's."""
from __future__ import annotations

import threading

import pytest

from companion import tables
from companion.extensions import db
from companion.registry import GAMES
from tests.conftest import ON_SERVER, session_cookie
from tests.test_served_races import PLAYERS, end_state

#: The longest the first request's ``game.apply`` waits for a second one to reach it.
HOLD = 3.0


@pytest.mark.skipif(not ON_SERVER, reason="the row lock is PostgreSQL's (DATABASE_URL)")
def test_a_loser_of_a_race_on_postgresql_never_works_out_its_move(app, monkeypatch):
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed="4")
        code, host_token, setup = table.code, table.host_token, table.setup
    cookie = session_cookie(app, code, host_token)
    host = app.test_client()
    host.set_cookie("session", cookie)
    page = host.get(f"/t/{code}/seat/0").get_data(as_text=True)
    token = page.split('name="choose_wealth-csrf_token"', 1)[1].split('value="', 1)[1] \
        .split('"', 1)[0]
    for seat in range(4):
        assert host.post(f"/t/{code}/move/choose_wealth", data={
            "choose_wealth-csrf_token": token, "choose_wealth-seen": str(seat),
            "seat": str(seat),
            "choose_wealth-tiles": setup["wealth_dealt"][str(seat)][:2]}).status_code == 302
    cookie = host.get_cookie("session").value  # with the CSRF secret the token is made from
    with app.app_context():
        db.session.remove()

    game = GAMES["tzolkin"]
    apply = game.apply
    calls: list[int] = []
    second = threading.Event()
    lock = threading.Lock()

    def slow_apply(state, move):
        with lock:
            calls.append(1)
            first = len(calls) == 1
        if first:
            second.wait(HOLD)  # the transaction stays open: another request may come in
        else:
            second.set()
        return apply(state, move)

    monkeypatch.setattr(game, "apply", slow_apply)
    statuses: list[int] = []
    start = threading.Barrier(2)

    def send(vp: int) -> None:
        client = app.test_client()
        client.set_cookie("session", cookie)
        start.wait()
        statuses.append(client.post(f"/t/{code}/move/end_state",
                                    data=end_state(token, 4, vp)).status_code)

    racers = [threading.Thread(target=send, args=(vp,)) for vp in (10, 11)]
    for racer in racers:
        racer.start()
    for racer in racers:
        racer.join(60)
    assert sorted(statuses) == [302, 409]
    assert len(calls) == 1, "the loser worked out its move before being told the table moved on"
