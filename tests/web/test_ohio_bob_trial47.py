"""Ohio Bob at the table, what fresh testers (Japanese, phones) found (issue 38, trial 47), on
the pages.

A way to explore that no card of the set left in the deck can be (a set being completed: the
cards there are not entered yet) was hidden without a word: the page now says why, where the
way would be (「探索」: the card drawn is turned over; docs/rulings/ohio_bob.md 40).

The set: the sample's cards as a table's own copy with only G01 and G02 of the green floor
entered (the other 15 places not yet), real cards.  G01 (yellow gem) the first room, its
stairs at row 3, column 3 of 3 × 4; G02 (purple gem, A: move ✥) to the hand."""
from __future__ import annotations

import html as h
import re

from companion import tables
from tests.driver import join_seat, seat_page
from tests.web.test_ohio_bob_web import short_temple


def text_of(page: str) -> str:
    """The page's words, tags removed and spaces collapsed."""
    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def draft_table(app) -> str:
    """A solo table (real cards) of a set with G01 and G02 entered: G01 the room, G02 to the
    hand, G02 played with option A (a move any way): the move's way is asked next."""
    doc = short_temple()
    doc["sets"]["green"][2:] = [None] * 15
    for start in doc["starting_sets"]:
        for side in ("easy", "hard"):
            start["level"][side]["levels"][0]["rooms"] = 5
    with app.app_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "はなこ", "colour": "red"}], seed="3",
            options={"mode": "table", "difficulty": "easy", "sides": {}, "challenge": 0,
                     "card_set": "green", "components": doc})
        tables.record_move(table, 0, {"type": "first_room", "room": "G01", "hand": "G02"}, 0)
        tables.record_move(table, 0, {"type": "play", "card": "G02", "option": "A"}, 1)
        return table.code


def test_a_way_no_entered_card_can_reveal_says_why_where_it_would_be(app):
    """From G01's stairs (bottom row) south leaves the card: exploring there reveals a card,
    and every card the set knows is out of the deck (G01 the room, G02 played), so no card is
    offered for it; north, east and west are steps on the card."""
    code = draft_table(app)
    phone = join_seat(app, code, 0)
    for lang, south, why in (
            ("en", "↓ south", "No card of your set left in the deck can be the card revealed "
                            "this way: it is one your set does not know yet. Draw it and enter "
                            "it first (“Enter a card new to the set”); this way is then "
                            "offered."),
            ("ja", "↓ 南", "山札に残っているセットのカードには、この方向で公開されるカードになれるもの"
                        "がありません。まだセットにないカードです。引いて先に入力してください"
                        "（「セットにないカードを入力する」）。入力するとこの方向を選べます。")):
        phone.set_cookie("lang", lang)
        page = seat_page(phone, code)
        refused = re.search(r'<ul class="ob-refused small">(.*?)</ul>', page, re.S)
        assert refused, text_of(page)[-2000:]
        assert text_of(refused.group(1)) == f"{south} {why}"
        buttons = re.findall(r'name="effect-dir" value="(\w)"', page)
        assert sorted(buttons) == ["E", "N", "W"]
