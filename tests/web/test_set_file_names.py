"""A component set's file (``/components/<key>/<id>.json``) carries the set's name (table trial
s45 of Bravest, item 5): a set entered by tapping starts without one (Bravest: 「うちのセット」/
"Our copy", Mayan Curse: 「お手持ちのセット」, Ohio Bob: an empty label), and its file said so
rather than the name the table gave it (``ComponentEditor.named``)."""
from __future__ import annotations

import json

import pytest

from tests.driver import new_component_set
from tests.web.test_bravest_editor import EDITOR, enter_tile
from tests.web.test_bravest_web import save_set


def test_the_set_file_carries_the_sets_name(app, client):
    """Item 5: /components/bravest/<id>.json of a set named 「うちの箱」 was labelled 「うちの
    セット」/"Our copy" (its set, tiles and island boards).  Now all three labels are the set's
    name, and the file is taken back as a set of that label."""
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard").status_code == 302
    doc = json.loads(client.get(f"{EDITOR}/{set_id}.json").get_data(as_text=True))
    assert (doc["label"], doc["tiles"]["label"], doc["island"]["label"]) == ("うちの箱",) * 3
    response = save_set(client, doc, "うちの箱 2")
    assert response.status_code == 302


@pytest.mark.parametrize("game, field", [("mayan_curse", "name"), ("ohio_bob", "label")])
def test_the_other_games_set_files_carry_the_sets_name(client, game, field):
    """Item 5, the other games with a tap editor: a new Mayan Curse set's file was called
    「お手持ちのセット」 ("A table's own copy"), an Ohio Bob set's had an empty label; both now
    carry the set's name 「うちの箱」."""
    set_id = new_component_set(client, game, "うちの箱")
    doc = json.loads(client.get(f"/components/{game}/{set_id}.json").get_data(as_text=True))
    assert doc[field] == "うちの箱"
