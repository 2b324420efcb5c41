"""Ohio Bob: two cards of a set with the same gem and the same special spaces (and here the same
options too) read apart on the pages (a table trial found them named alike: names were built
from gem + room): each such name adds the card's place in its set as the player entered it
(「緑の床のセットの2枚目の神殿カード」), the app's id never said (issue 38); a card no other card
of its set reads like keeps its name alone.

The set (tests/web/test_ohio_bob_editor.py ``entered_set``): rooms of 3 × 3, gems yellow and
red; G01 yellow, a trap at row 1, column 1, the stairs at row 3, column 1, a wall east of
them, A ⇕, B a key then ✥; its twin G02 the same but the wall is east of row 2, column 1
(what differs is a wall: the same gem, spaces and options); G03 red, a pit, A ⇔, B a rock."""
from __future__ import annotations

import re

from companion.games.ohio_bob.rules import names
from companion.i18n import render
from tests.driver import join_seat, seat_page
from tests.web.test_ohio_bob_editor import G01, G02, entered_set
from tests.web.test_ohio_bob_web import new_ob_table

TWIN = {**G01, "e-v3-1": "open", "e-v2-1": "wall"}
G03 = {**G02, "cell-1-1": "trap"}


def _options(html: str, name: str) -> list[str]:
    """The texts of a select's options, in order."""
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    return re.findall(r"<option [^>]*>([^<]*)</option>", select)


def test_two_cards_alike_are_named_by_their_place_in_the_set(app, client):
    set_id = entered_set(client, cards=(G01, TWIN, G03))
    code = new_ob_table(client, components=str(set_id), mode="table")
    phone = join_seat(app, code, 0)
    phone.set_cookie("lang", "ja")
    html = seat_page(phone, code)
    # the first room picked from the cards of the deck the set knows: G01, G02, G03
    texts = _options(html, "first_room-room")
    alike = "黄の宝石 — A：移動 ⇕ · B：鍵、移動 ✥／部屋：罠、階段"
    assert texts == [f"緑の床のセットの1枚目の神殿カード：{alike}",
                     f"緑の床のセットの2枚目の神殿カード：{alike}",
                     "赤の宝石 — A：移動 ⇔ · B：岩／部屋：罠、ピット、階段"]
    words = re.sub(r"<[^>]+>", " ", html.split('id="ob-actions"')[1])
    assert not re.search(r"\b[GB]\d\d\b", words)          # the app's ids never said


def test_a_name_says_the_place_only_when_another_card_of_the_set_reads_the_same(app):
    """names.apart on a catalogue as a state keeps it: G01 and G05 (green) alike, B01 (blue)
    alike to them but of the other set, G02 different; G03, G04 places not entered yet."""
    room = {"grid": [["trap", "empty"], ["stairs", "empty"]], "walls": [], "doors": []}
    other = {"grid": [["pit", "empty"], ["stairs", "empty"]], "walls": [], "doors": []}
    cards = {"G01": {"set": "green", "gem": "yellow", "room": room},
             "G02": {"set": "green", "gem": "yellow", "room": other},
             "G05": {"set": "green", "gem": "yellow", "room": {**room, "walls": [1]}},
             "B01": {"set": "blue", "gem": "yellow", "room": room}}
    unknown = {"G03": {"set": "green", "n": 3}, "G04": {"set": "green", "n": 4}}

    def said(cid):
        with app.test_request_context():
            return render(names.apart(cid, names.card(cid, cards[cid]), cards, unknown), "en")

    assert said("G05") == ("the yellow-gem card (room: trap and stairs; 5th of the green floor "
                           "set)")
    assert said("G01") == ("the yellow-gem card (room: trap and stairs; 1st of the green floor "
                           "set)")
    assert said("G02") == "the yellow-gem card (room: pit and stairs)"
    assert said("B01") == "the yellow-gem card (room: trap and stairs)"
