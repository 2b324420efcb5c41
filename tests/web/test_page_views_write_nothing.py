"""A page view never writes (issue 35, item 4): showing the host screen, a seat's page, a page
of the log or a past state leaves every row of the database as it was; pieces met in play join
a saved set when their move is recorded.  A table created before creators were recorded keeps
the rule of its time: only a move made on the set's own device adds to the set."""
from __future__ import annotations

from sqlalchemy import select, update

from companion.extensions import db
from companion.models import Table
from tests.driver import join_seat, state_of, stored_set
from tests.web.test_ohio_bob_editor import G02, _enter_in_play, entered_set
from tests.web.test_ohio_bob_web import new_ob_table


def everything(app) -> dict[str, list[tuple]]:
    """Every row of every table of the database, in primary-key order."""
    with app.app_context():
        return {t.name: [tuple(r) for r in db.session.execute(
            select(t).order_by(*t.primary_key.columns)).all()]
            for t in db.metadata.sorted_tables}


def from_before_creators(app, code: str) -> None:
    """The table as one created before its creator was recorded (creator_device NULL)."""
    with app.app_context():
        db.session.execute(update(Table).where(Table.code == code).values(creator_device=None))
        db.session.commit()


def test_showing_a_table_writes_nothing(app, client):
    """A table set up with this device's own set, where a phone entered G02 on a table from
    before creators (so the set did not take it): the host screen, its log and its past
    states, the seat's page on the phone and on the host, the setup, the score sheet and the
    poll leave every row as it was, the set's document included."""
    set_id = entered_set(client)
    code = new_ob_table(client, components=str(set_id), mode="table")
    with app.app_context():
        creator = db.session.scalar(select(Table.creator_device).where(Table.code == code))
    assert creator is not None and len(creator) == 64          # the device that created it
    from_before_creators(app, code)
    phone = join_seat(app, code, 0)
    assert _enter_in_play(phone, f"/t/{code}/me", code, G02).status_code == 302
    assert state_of(app, code)["entered"] == ["G02"]
    before = everything(app)
    assert stored_set(app, set_id)["sets"]["green"][1] is None     # a phone's move: not taken
    for who, url in [(client, f"/t/{code}"), (client, f"/t/{code}?log=2"),
                     (client, f"/t/{code}?at=0"), (client, f"/t/{code}?at=1"),
                     (client, f"/t/{code}/seat/0"), (client, f"/t/{code}/setup"),
                     (client, f"/t/{code}/score"), (phone, f"/t/{code}/me"),
                     (phone, f"/t/{code}/me?at=1"), (client, f"/t/{code}")]:
        assert who.get(url).status_code in (200, 409), url   # 409: no score before the end
        assert everything(app) == before, url


def test_a_table_from_before_creators_takes_the_pieces_of_the_owners_own_moves(app, client):
    """On a table whose creator is not known, a card entered on the device that saved the set
    (the host screen acting for the seat) joins the set when it is recorded."""
    set_id = entered_set(client)
    code = new_ob_table(client, components=str(set_id), mode="table")
    from_before_creators(app, code)
    response = _enter_in_play(client, f"/t/{code}/seat/0", code, G02)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    assert stored_set(app, set_id)["sets"]["green"][1]["id"] == "G02"
