"""Issue 36, item 9: host and seat tokens, share links' secrets and one-time host links are
never stored as they are: a copy of the database (a backup, a stolen file) hands out no seat,
no host screen and no set.  Every row of every table is read back as it is stored and none
holds a secret a device was handed (before a0467fe the host and seat tokens and the share
tokens were stored in clear)."""
from __future__ import annotations

import json
import re

from sqlalchemy import MetaData, select

from companion.extensions import db
from companion.models import ComponentSet
from companion.registry import GAMES
from tests.driver import csrf_of, join_seat, new_table


def _every_stored_row(app) -> str:
    with app.app_context():
        meta = MetaData()
        meta.reflect(bind=db.engine)
        rows = {name: [list(row) for row in db.session.execute(select(table))]
                for name, table in meta.tables.items()}
    return json.dumps(rows, default=str)


def test_no_secret_handed_to_a_device_is_found_in_any_stored_row(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    phone = join_seat(app, code, 1)
    page = client.get("/components/mayan_curse").get_data(as_text=True)
    assert client.post("/components/mayan_curse", data={
        "csrf_token": csrf_of(page), "name": "Ours",
        "text": json.dumps(GAMES["mayan_curse"].sample_components())}).status_code == 302
    with app.app_context():
        set_id = db.session.query(ComponentSet.id).scalar()
    edit = client.get(f"/components/mayan_curse/{set_id}/edit").get_data(as_text=True)
    share = re.search(r"/components/mayan_curse/shared/([A-Za-z0-9_\-.~]+)", edit).group(1)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    made = client.post(f"/t/{code}/host-link", data={"csrf_token": csrf_of(host)})
    handoff = re.search(r'id="host-link" translate="no">[^<]*/handoff/([^<"/]+)<',
                        made.get_data(as_text=True)).group(1)
    with client.session_transaction() as kept:
        host_token = kept["tables"][0][1]
    with phone.session_transaction() as kept:
        seat_token = kept["tables"][0][2]
    assert host_token and seat_token and share and handoff
    stored = _every_stored_row(app)
    for name, secret in (("host token", host_token), ("seat token", seat_token),
                         ("share link", share), ("host link", handoff)):
        assert secret not in stored, f"the {name} is stored as it is"
    # and every one of them still works
    assert phone.get(f"/t/{code}/me").status_code == 200
    assert client.get(f"/t/{code}").status_code == 200
    assert app.test_client().get(f"/components/mayan_curse/shared/{share}").status_code == 200
    assert app.test_client().get(f"/t/{code}/handoff/{handoff}").status_code == 200
