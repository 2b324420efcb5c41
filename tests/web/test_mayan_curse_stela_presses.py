"""Mayan Curse's stela-value buttons (issue 38): a press on the value already noted stores
nothing and logs nothing (a real change, one line each); each button's label for a screen
reader names the stela and the value it enters, once (seed 000 「石碑の発見」)."""
from __future__ import annotations

import html as htmllib
import re

from tests.driver import csrf_of, join_seat, stored_moves
from tests.web.test_mayan_curse_web import edit_setup, new_mc_table


def _press(phone, code, value: int, seen: int):
    page = phone.get(f"/t/{code}/me").get_data(as_text=True)
    return phone.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(page), "stela_value-seen": str(seen), "seat": "0",
        "stela_value-stela": "grey-9", "stela_value-value": str(value)})


def _holding_a_grey_stela(setup):
    advs = [dict(a) for a in setup["adventurers"]]
    advs[0]["stelae"] = [{"id": "grey-9", "colour": "grey", "origin": "passage",
                          "value": None}]
    setup["adventurers"] = advs


def test_pressing_the_value_already_noted_logs_nothing(app, client):
    """Ana holds a grey stela (2 to 5 knowledge): 4, then 4 again three times, then 3, then
    3 again: two records, one per real change; each press answers as a move does (302)."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="5")
    ana = join_seat(app, code, 0)
    edit_setup(app, code, _holding_a_grey_stela)
    presses = [(4, 0), (4, 1), (4, 1), (4, 0), (3, 1), (3, 2)]
    for value, seen in presses:
        assert _press(ana, code, value, seen).status_code == 302, (value, seen)
    assert [kind for _n, kind, _seat in stored_moves(app, code)] == ["move", "move"]


def test_each_value_button_names_the_stela_and_its_value_once(app, client):
    """With 4 noted, the buttons read "grey stela …: 2 knowledge" … "…: 5 knowledge", the
    stela's name without its noted value, and the noted one is marked pressed."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="5")
    ana = join_seat(app, code, 0)
    edit_setup(app, code, _holding_a_grey_stela)
    assert _press(ana, code, 4, 0).status_code == 302
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    labels = [htmllib.unescape(x) for x in
              re.findall(r'<button[^>]*name="stela_value-value"[^>]*aria-label="([^"]*)"', page)]
    assert len(labels) == 4, labels
    for value, label in zip(range(2, 6), labels):
        assert label.count("knowledge") == 1 and label.endswith(f": {value} knowledge"), label
    pressed = re.findall(r'<button[^>]*value="(\d)"[^>]*aria-pressed="true"', page)
    assert pressed == ["4"]
