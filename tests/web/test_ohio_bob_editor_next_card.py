"""Ohio Bob's tap editor: a temple card saved with the next card's gem colour and stairs column
tapped in one (issue 38 item 2: a save, a gem and a stairs tap become one), through its pages
without JS.  The buttons are submit buttons named "next" with the value "gem:column" (the gem
by its place among the set's colours, then multicolour: no English word in the page); the card
is checked and saved as by "Save, then the next one", and the next card (not entered yet) opens
with that gem and its stairs in that column, unsaved; the next page checks both again and drops
what the set does not offer.

The set (tests/web/test_ohio_bob_editor.py ``entered_set``): rooms of 3 × 3, gems yellow and
red; G01 entered (yellow, stairs in column 1)."""
from __future__ import annotations

import re

from tests.driver import stored_set
from tests.web.test_ohio_bob_editor import BASE, G01, G02, entered_set, send


def test_a_card_saved_with_the_next_cards_gem_and_stairs_opens_it_with_them(app, client):
    set_id = entered_set(client)
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}/green/2").get_data(as_text=True)
    # a row a gem colour of the set (yellow, red, then multicolour), a column a stairs column
    for value in ("1:1", "2:3", "3:2"):       # yellow, stairs 1; red, 3; multicolour, 2
        assert f'name="next" value="{value}"' in html
    assert 'name="next" value="4:1"' not in html and 'name="next" value="2:4"' not in html
    assert "保存して次のカードへ：赤、階段は3列目" in html
    response = send(client, set_id, "green", 2, {**G02, "next": "2:2"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/{set_id}/green/3?gem=2&stairs=2")
    assert stored_set(app, set_id)["sets"]["green"][1]["gem"] == "red"      # G02 saved
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'name="gem" value="red" checked' in html
    assert 'name="cell-3-2" value="stairs"' in html
    assert 'value="s2" class="secondary obe-stairs-at" aria-pressed="true"' in html
    assert "宝石の色と階段は、前のカードの保存といっしょにタップしたものです" in html
    assert "obe-copied" not in html          # the gem is the one tapped, not a copy
    assert stored_set(app, set_id)["sets"]["green"][2] is None              # G03 not saved


def test_a_gem_or_a_column_the_set_does_not_offer_is_dropped(app, client):
    set_id = entered_set(client)
    for query in ("gem=4&stairs=2", "gem=red&stairs=2", "gem=2&stairs=4", "gem=2&stairs=x",
                  "gem=2"):
        html = client.get(f"{BASE}/{set_id}/green/2?{query}").get_data(as_text=True)
        assert 'name="gem" value="yellow" checked' in html      # G01's, copied as before
        assert not re.search(r'name="cell-[^"]*" value="stairs"', html)     # no stairs put
        assert "obe-tapped" not in html and "obe-copied" in html
    # a card entered already shows itself, whatever the query says
    html = client.get(f"{BASE}/{set_id}/green/1?gem=2&stairs=3").get_data(as_text=True)
    assert 'name="gem" value="yellow" checked' in html
    assert 'name="cell-3-1" value="stairs"' in html and "obe-tapped" not in html


def test_a_card_that_cannot_be_saved_is_refused_and_nothing_opens(app, client):
    set_id = entered_set(client)
    response = send(client, set_id, "green", 2, {**G02, "cell-3-3": "empty", "next": "2:2"})
    assert response.status_code == 422                  # no stairs: refused, as any save
    assert stored_set(app, set_id)["sets"]["green"][1] is None


def test_the_buttons_are_offered_only_before_a_temple_card_not_entered_yet(app, client):
    set_id = entered_set(client, cards=(G01, G02))
    # G01's next (G02) is entered: only "save, then the next one"
    html = client.get(f"{BASE}/{set_id}/green/1").get_data(as_text=True)
    assert 'name="next" value="1"' in html and "obe-next-at" not in html
    assert "obe-next-at" in client.get(f"{BASE}/{set_id}/green/2").get_data(as_text=True)
    # the green set's last: the blue set's first not entered yet comes next
    html = client.get(f"{BASE}/{set_id}/green/17").get_data(as_text=True)
    assert "obe-next-at" in html
    response = send(client, set_id, "green", 17, {**G01, "cell-1-1": "pit", "next": "2:1"})
    assert response.headers["Location"].endswith(f"/{set_id}/blue/1?gem=2&stairs=1")
    # the blue set's last: the starting cards come next
    assert "obe-next-at" not in client.get(f"{BASE}/{set_id}/blue/17").get_data(as_text=True)
