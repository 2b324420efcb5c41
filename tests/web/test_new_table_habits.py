"""The habits a new-table form keeps between tables (GameWeb.remembered_options): each game
names dropdowns of its own new-table form, never a field drawn anew each game, and the form
carries them for static/js/new_table_habits.js only when it is opened, not when it is sent
back with a message (the fields then show what was sent)."""
from __future__ import annotations

import pytest
from wtforms import SelectField

from companion.registry import get_web
from tests.driver import csrf_of

#: What each game keeps, worked out from its new-table form: a table's way of playing, not a
#: draw (start player, boulder rolls, scenario, challenge, card set) nor the component set
#: (kept by the server: saved_sets.remembered_set).
KEPT = {"tzolkin": ("agriculture_fishing_level",), "mayan_curse": ("pouch", "difficulty"),
        "ohio_bob": ("mode", "difficulty", "side_level", "side_energy", "side_amulet"),
        "bravest": ("side", "mode")}


@pytest.mark.parametrize("game_key", sorted(KEPT))
def test_each_game_keeps_dropdowns_of_its_own_form(app, game_key):
    web = get_web(game_key)
    assert web.remembered_options == KEPT[game_key]
    with app.test_request_context():   # the fields list the sets this device sees
        fields = web.option_fields()
    for name in web.remembered_options:
        assert fields[name].field_class is SelectField, name


@pytest.mark.parametrize("game_key", sorted(KEPT))
def test_an_opened_form_carries_them_a_sent_back_one_does_not(client, game_key):
    page = client.get(f"/new/{game_key}").get_data(as_text=True)
    assert f'data-habits="{game_key}"' in page
    assert f'data-habit-fields="{" ".join(KEPT[game_key])}"' in page
    assert "new_table_habits.js" in page
    back = client.post(f"/new/{game_key}", data={"csrf_token": csrf_of(page),
                                                 "player_count": "2", "name_0": "",
                                                 "name_1": ""})
    assert back.status_code == 400
    assert "data-habits" not in back.get_data(as_text=True)
