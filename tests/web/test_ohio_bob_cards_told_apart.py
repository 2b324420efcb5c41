"""Ohio Bob: two cards of a set that read alike on the side shown are told apart on the pages
(a table trial found them named alike; issue 38, ruling 42): by what their other side shows
(room or options), and only when both sides read alike by the card's place in its set as the
player entered it (「緑の床のセットの2枚目の神殿カード」), the app's id never said; a card no
other card of its set reads like keeps its name alone.  The set's page lists each card by both
its sides; the components page gives each field its own id.

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


#: A green card of the table trial: yellow gem, A: Move ↑ then Move ⇔, B: Torch.
TRIAL_OPTIONS = [{"type": "move", "dirs": "N"}, {"type": "move", "dirs": "EW"}]


def _grid(*spaces):
    """A 2 × 2 room with ``spaces`` from the top left (the rest empty)."""
    cells = list(spaces) + ["empty"] * (4 - len(spaces))
    return {"grid": [cells[:2], cells[2:]], "walls": [], "doors": []}


def test_cards_alike_on_one_side_are_told_apart_by_the_other_side(app):
    """Issue 38, a table tester: a place in the set is printed on no card, so two cards whose
    side shown reads alike are told apart by what their other side shows.  G02 and G03 have the
    same equipment side (yellow, A: Move ↑, Move ⇔ · B: Torch) and different rooms (trap and
    stairs; pit); G04 has G02's room with other options (A: Key · B: Rock); G05 and G06 read
    alike on both sides (only their place tells them apart)."""
    trial = {"A": TRIAL_OPTIONS, "B": [{"type": "torch"}]}
    other = {"A": [{"type": "key"}], "B": [{"type": "rock"}]}
    cards = {
        "G02": {"set": "green", "gem": "yellow", "options": trial, "room": _grid("trap", "stairs")},
        "G03": {"set": "green", "gem": "yellow", "options": trial, "room": _grid("pit")},
        "G04": {"set": "green", "gem": "yellow", "options": other, "room": _grid("trap", "stairs")},
        "G05": {"set": "green", "gem": "red", "options": other, "room": _grid("pit")},
        "G06": {"set": "green", "gem": "red", "options": other, "room": _grid("pit")},
    }

    def in_hand(cid, lang):
        with app.test_request_context():
            return render(names.apart(cid, names.equipment(cid, cards[cid]), cards, None,
                                      key=names.equipment_key), lang)

    def as_room(cid, lang):
        with app.test_request_context():
            return render(names.apart(cid, names.card(cid, cards[cid]), cards), lang)

    # in the hand: G02 and G03 read alike, their rooms (the back) tell them apart
    assert in_hand("G02", "ja") == "黄の宝石のカード（A：移動 ↑、移動 ⇔、B：トーチ／裏：罠、階段）"
    assert in_hand("G03", "ja") == "黄の宝石のカード（A：移動 ↑、移動 ⇔、B：トーチ／裏：ピット）"
    assert in_hand("G02", "en") == ("the yellow-gem card (A: Move ↑, Move ⇔ and B: Torch; back: "
                                    "trap and stairs)")
    assert in_hand("G04", "ja") == "黄の宝石のカード（A：鍵、B：岩）"     # no other card's
    # as rooms: G02 and G04 read alike, their equipment sides tell them apart
    assert as_room("G02", "ja") == "黄の宝石のカード（部屋：罠、階段／裏：A：移動 ↑、移動 ⇔、B：トーチ）"
    assert as_room("G04", "ja") == "黄の宝石のカード（部屋：罠、階段／裏：A：鍵、B：岩）"
    assert as_room("G04", "en") == ("the yellow-gem card (room: trap and stairs; back: A: Key "
                                    "and B: Rock)")
    assert as_room("G03", "ja") == "黄の宝石のカード（部屋：ピット）"       # no other card's
    # both sides alike: the place in the set is all that is left
    assert as_room("G06", "ja") == "赤の宝石のカード（部屋：ピット／緑の床の6枚目）"
    assert in_hand("G05", "ja") == "赤の宝石のカード（A：鍵、B：岩／緑の床の5枚目）"


def test_the_sets_page_lists_each_card_by_both_its_sides(client):
    """G01 and a card with its options but another room (a pit, the stairs at the right): the
    set's page says each one's equipment side and, compact, its room, so the tester fixing one
    does not open both (issue 38)."""
    same_options = {**G02, "gem": "yellow", "opt-A": "move:NS", "opt-B": "key move:NESW"}
    set_id = entered_set(client, cards=(G01, same_options))
    client.set_cookie("lang", "ja")
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", client.get(
        f"/components/ohio_bob/{set_id}").get_data(as_text=True)))
    assert "黄の宝石 — A：移動 ⇕ · B：鍵、移動 ✥／部屋：罠、階段" in text
    assert "黄の宝石 — A：移動 ⇕ · B：鍵、移動 ✥／部屋：ピット、階段" in text


def test_the_components_page_gives_each_field_its_own_id(client):
    """The editor's list of sets has two forms with a name field (a new set; a set as a
    file) and a delete form for each set: every id on the page differs."""
    entered_set(client, name="Ours")
    entered_set(client, name="Theirs")
    html = client.get("/components/ohio_bob").get_data(as_text=True)
    assert html.count('id="new-set-name"') == 1 and html.count('id="name"') == 1
    ids = re.findall(r'\bid="([^"]+)"', html)
    assert ids and len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
