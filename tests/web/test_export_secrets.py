"""A table's export carries its whole log: while a seat's phone keeps a secret (Mayan Curse's
stela knowledge value, 「石碑の知識値はゲーム終了まで持ち主のスマホにだけ」), the host screen may
not export it (409, nothing shown); a table with no secret held exports as before (the table
trial read a stela's value in a host's mid-game export)."""
from __future__ import annotations

from tests.driver import join_seat, new_table
from tests.test_records import END_STATE
from tests.web.test_history import finish_tzolkin
from tests.web.test_mayan_curse_stela_presses import _holding_a_grey_stela, _press
from tests.web.test_mayan_curse_web import edit_setup, new_mc_table


def test_a_stela_value_kept_secret_is_never_exported_mid_game(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="5")
    ana = join_seat(app, code, 0)
    edit_setup(app, code, _holding_a_grey_stela)
    assert _press(ana, code, 4, 0).status_code == 302
    response = client.get(f"/t/{code}/export.json")
    assert response.status_code == 409
    text = response.get_data(as_text=True)
    assert "Export the table once the game is over" in text and '"value": 4' not in text
    client.set_cookie("lang", "ja")
    assert "ゲームが終わってから" in client.get(f"/t/{code}/export.json").get_data(as_text=True)


def test_tzolkin_exports_once_the_starting_wealth_is_revealed(app, client):
    """Tzolk'in: each seat's dealt wealth tiles are its secret until every choice is made
    (seed 003 「開始時の財産」); then nothing is secret, and an ended table exports."""
    code = new_table(client)
    assert client.get(f"/t/{code}/export.json").status_code == 409
    finish_tzolkin(app, code, END_STATE)
    response = client.get(f"/t/{code}/export.json")
    assert response.status_code == 200 and response.mimetype == "application/json"
