"""Ohio Bob: a card entered IN PLAY (real cards, a card revealed that the saved set does not hold
yet, entered on the seat's page) has the editor's helpers (issue 38, a trial finding): the gem
colour of the card before carried over, the options of the cards known as one-tap design chips
(the most recent first), the kind the set's rooms show most as what a tap puts; a design chip
tapped without JS comes back with A and B filled, nothing stored.

The set (tests/web/test_ohio_bob_editor.py ``entered_set``): rooms of 3 × 3, gems yellow and
red; G01 yellow, a trap at row 1, column 1, A ⇕ (move:NS), B a key then ✥ (key move:NESW).  A
table with it and real cards: the first card new to the set takes place G02 (the card before
it in the set: G01); G02 entered there (red, A ⇔, B a rock), the next one (G03) carries the
red of the card entered last at this table, and its first design chip is G02's."""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, state_of
from tests.web.test_ohio_bob_editor import G02, entered_set
from tests.web.test_ohio_bob_web import new_ob_table


def _form(phone, code: str) -> str:
    html = phone.get(f"/t/{code}/me?new_card=1").get_data(as_text=True)
    return html.split('id="ob-enter-form"')[1].split("</form>")[0]


def _post(phone, code: str, form: str, fields: dict):
    seen = re.search(r'name="enter_card-seen"[^>]*value="(\d+)"', form).group(1)
    return phone.post(f"/t/{code}/move/enter_card", data={
        "enter_card-csrf_token": csrf_of(form), "enter_card-seen": seen, "seat": "0",
        **fields})


def _chips(form: str) -> list[tuple[str, str, str]]:
    """The design chips of a form: (tap, A tokens, B tokens), in the page's order."""
    return re.findall(r'name="tap" value="(k\d+)" data-a="([^"]*)" data-b="([^"]*)"', form)


def test_a_card_entered_in_play_opens_with_the_gem_before_and_the_design_chips(app, client):
    set_id = entered_set(client)
    code = new_ob_table(client, components=str(set_id), mode="table")
    phone = join_seat(app, code, 0)
    form = _form(phone, code)
    # G02's place: the gem of G01 (yellow), the trap as what a tap puts (G01's room)
    assert '<input type="radio" name="gem" value="yellow" checked>' in form
    assert '<input type="radio" name="brush" value="trap" checked' in form
    assert _chips(form) == [("k1", "move:NS", "key move:NESW"), ("k0", "", "")]
    # the chip without JS: A and B filled, nothing stored
    before = state_of(app, code)
    response = _post(phone, code, form, {"gem": "yellow", "cell-3-3": "stairs", "tap": "k1"})
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'name="opt-A" value="move:NS"' in html and 'name="opt-B" value="key move:NESW"' in html
    assert state_of(app, code) == before
    # G02 entered; the next card new to the set: G02's red, G02's design first
    assert _post(phone, code, form, G02).status_code == 302
    form = _form(phone, code)
    assert '<input type="radio" name="gem" value="red" checked>' in form
    assert _chips(form) == [("k1", "move:EW", "rock"), ("k2", "move:NS", "key move:NESW"),
                            ("k0", "", "")]
    # Japanese: the chips' legend and text in the seeds' words
    phone.set_cookie("lang", "ja")
    form = _form(phone, code)
    assert "入力済みのカードと同じオプション" in form
    assert "A 移動 ⇔ / B 岩" in form
