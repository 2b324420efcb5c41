"""The new-table forms of Mayan Curse and Ohio Bob start on the set this device set its last
table up with (a table trial: "the form goes back to the sample set every time, even after our
set was sent to the host"), as Bravest's did: each game says when a saved set can set up a
table (GameWeb.can_make_table) from the summary stored with it."""
from __future__ import annotations

import copy
import json

from companion.registry import get_game, get_web
from tests.driver import csrf_of
from tests.web.test_bravest_trial_s48 import _chosen_set
from tests.web.test_mayan_curse_found_in_play import own_copy, table_with
from tests.web.test_ohio_bob_web import new_ob_table


def _progress(*rows) -> dict:
    return {"progress": [list(r) for r in rows]}


def test_mayan_curse_a_set_with_every_part_but_the_stelae_values_can_make_a_table():
    """「石碑の発見」: each owner enters a stela's value when taking it, so a set lacking stelae
    values sets up a table (components.check_playable); one floor board missing, it cannot;
    a summary without progress (saved before summaries) is not known to."""
    web = get_web("mayan_curse")
    whole = [("symbols", 5, None), ("boards", 1, 1), ("slab", 16, 16), ("tier", 6, 6),
             ("stones", 20, 20), ("faces", 6, 6), ("stelae", 0, 60), ("table", 6, 6)]
    assert web.can_make_table(_progress(*whole))
    assert not web.can_make_table(_progress(*[("slab", 15, 16) if r[0] == "slab" else r
                                              for r in whole]))
    assert not web.can_make_table(_progress(*[("symbols", 0, None) if r[0] == "symbols"
                                              else r for r in whole]))
    assert not web.can_make_table({})


def test_ohio_bob_a_set_with_its_basics_and_starting_cards_can_make_a_table():
    """With the real cards a temple card is entered when revealed (setup.py): the basics (room
    size, gem colours) and the 14 starting-card entries are what a table needs."""
    web = get_web("ohio_bob")
    assert web.can_make_table(_progress(("basics", 1, 1), ("green", 0, 17), ("blue", 3, 17),
                                        ("start", 14, 14)))
    assert not web.can_make_table(_progress(("basics", 1, 1), ("green", 17, 17),
                                            ("blue", 17, 17), ("start", 13, 14)))
    assert not web.can_make_table(_progress(("basics", 0, 1), ("start", 14, 14)))
    assert not web.can_make_table({})


def test_mayan_curse_the_form_starts_on_the_set_of_the_last_table(app, client):
    """This device's copy (every part entered, no stelae values yet): never used and not
    complete (0/60 stelae), the form starts on the sample; once a table is set up with it,
    on the copy; a table set up with the sample since brings the sample back."""
    set_id = own_copy(client)
    assert _chosen_set(client.get("/new/mayan_curse").get_data(as_text=True)) == "sample"
    table_with(client, set_id)
    assert _chosen_set(client.get("/new/mayan_curse").get_data(as_text=True)) == str(set_id)
    table_with(client, "sample")
    assert _chosen_set(client.get("/new/mayan_curse").get_data(as_text=True)) == "sample"


def test_ohio_bob_the_form_starts_on_the_set_of_the_last_table(app, client):
    """This device's copy of the whole sample saved as a file (complete: the newest complete
    set is where a device with no table of the game starts); after a table with the sample,
    the sample; after one with the copy, the copy."""
    doc = copy.deepcopy(get_game("ohio_bob").sample_components())
    doc.update(sample=False, label="", name="Our cards")
    page = client.get("/components/ohio_bob").get_data(as_text=True)
    assert client.post("/components/ohio_bob", data={
        "csrf_token": csrf_of(page), "name": "Our cards",
        "text": json.dumps(doc)}).status_code == 302
    assert _chosen_set(client.get("/new/ohio_bob").get_data(as_text=True)) == "1"
    new_ob_table(client)                                   # the sample (OB_OPTIONS)
    assert _chosen_set(client.get("/new/ohio_bob").get_data(as_text=True)) == "sample"
    new_ob_table(client, components="1")
    assert _chosen_set(client.get("/new/ohio_bob").get_data(as_text=True)) == "1"
