"""Real cards (issue 38, item 1): a card revealed from the real deck is offered as its picture
(the room of its temple side and the gem and options of its equipment side), grouped by gem
colour, and a tap on a picture makes the same move as the list the page shows without JS.

The sample, seed 3, green floor (tests/web/test_ohio_bob_web.py): G14 (purple) is the first
room, G07 (blue, A: temple map) the card in the hand; the temple map west from the stairs
(row 3, column 2) reveals a new room, which may be any of the 15 green cards still in the deck.
G01 (yellow gem): a pit at row 1, column 2, a purple chest at row 2, column 4, the stairs at
row 3, column 3, no wall.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

from tests.driver import join_seat, post_move, seat_page, state_of
from tests.web.test_ohio_bob_web import new_ob_table


class _Pictures(HTMLParser):
    """The picture buttons of a page: [(form action, the card's id, its gem, its text)], and
    the gem filters: [gem]."""

    def __init__(self):
        super().__init__()
        self.cards: list[list[str]] = []
        self.filters: list[str] = []
        self._action = ""
        self._in = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "form":
            self._action = a.get("action", "")
        if tag == "button" and "ob-pick-card" in classes:
            assert a["type"] == "button"  # never sent by itself: the script or the list sends
            self.cards.append([self._action, a["data-card"], a["data-gem"], ""])
            self._in = 1
        elif tag == "button" and "ob-pick-filter" in classes:
            assert a["type"] == "button"
            self.filters.append(a["data-gem"])

    def handle_endtag(self, tag):
        if tag == "button":
            self._in = 0

    def handle_data(self, data):
        if self._in:
            self.cards[-1][3] += data


def pictures(html: str) -> _Pictures:
    parser = _Pictures()
    parser.feed(html)
    for card in parser.cards:
        card[3] = " ".join(card[3].split())
    return parser


def test_the_first_room_is_picked_from_pictures_of_both_sides(app, client):
    """1人プレイのセットアップ 6): the two cards drawn are picked among the green set's 17 cards
    (as room and as the card to the hand), each drawn without its id, filtered by the set's
    four gem colours and the multicolour (G17)."""
    code = new_ob_table(client, mode="table")
    html = seat_page(join_seat(app, code, 0), code)
    found = pictures(html)
    assert len(found.cards) == 2 * 17
    assert found.filters == 2 * ["", "yellow", "red", "blue", "purple", "multi"]
    assert all("/move/first_room" in action for action, *_ in found.cards)
    g14 = next(text for _a, cid, gem, text in found.cards if cid == "G14")
    # its room (3 rows of 4: ration, stairs and trap symbols) then its equipment side
    assert g14 == "♥✕▤ purple A Sledgehammer B Move ↑"
    # drawn as the map draws a room: the wall east of the trap (row 2, column 3), the locked
    # door south of row 1, column 4 (the sample's G14)
    drawing = html[html.index('data-card="G14"'):]
    drawing = drawing[:drawing.index("</button>")]
    assert re.search(r'class="ob-cell ob-trap ob-wall-E[" ]', drawing)
    cells = re.findall(r'class="ob-cell ([^"]*)"', drawing)
    assert len(cells) == 12 and "ob-door-S" in cells[3] and "ob-stairs" in cells[9]
    assert not any(re.search(r"\b[GB]\d\d\b", text) for *_x, text in found.cards)
    # the list stays for a page without JS: the same names, the same values
    assert 'name="first_room-room"' in html and 'name="first_room-hand"' in html


def test_a_revealed_room_tapped_as_a_picture_is_the_same_move_as_from_the_list(app, client):
    """探索: the temple map west from the stairs reveals a room; the picture of G01 carries the
    value the list carries, and the move it sends (the direction's button with the card the
    picture put in the list) places G01 west of G14, as the list did."""
    code = new_ob_table(client, mode="table")
    phone = join_seat(app, code, 0)
    assert post_move(phone, code, "first_room", seat_page(phone, code),
                     {"room": "G14", "hand": "G07"}, seen=0, seat=0).status_code == 302
    assert post_move(phone, code, "play", seat_page(phone, code), {"card": "G07", "option": "A"},
                     seen=1, seat=0).status_code == 302
    html = seat_page(phone, code)
    found = pictures(html)
    # one set of pictures per way that reveals a room, each of the 15 cards left once
    assert len(found.cards) % 15 == 0
    for start in range(0, len(found.cards), 15):
        chunk = found.cards[start:start + 15]
        assert {cid for _a, cid, _g, _t in chunk} == {
            f"G{n:02d}" for n in range(1, 18)} - {"G14", "G07"}
        # the pictures come grouped by gem: the yellow ones first
        gems = [gem for _a, _c, gem, _t in chunk]
        assert gems == sorted(gems, key=["yellow", "red", "blue", "purple", "multi"].index)
    assert all("/move/effect" in action for action, *_ in found.cards)
    g01 = next(card for card in found.cards if card[1] == "G01")
    assert g01[2] == "yellow"
    assert g01[3] == "●▣▤ yellow A Move ⇔ B Move ⇕"
    assert post_move(phone, code, "effect", html, {"dir": "W", "card": "G01"}, seen=2,
                     seat=0).status_code == 302
    s = state_of(app, code)["players"][0]
    assert s["rooms"][1] == {"card": "G01", "x": -1, "y": 0, "rot": 0}
