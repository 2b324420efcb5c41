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
from tests.driver import join_seat, post_move, seat_page
from tests.web.test_ohio_bob_web import first_rooms_of_two, short_temple


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


# --------------------------------------------------------------- the second player's map

#: The arrow a phone shows for each of the table's directions, north up or turned (south up).
ARROWS = {False: {"N": "↑", "E": "→", "S": "↓", "W": "←"},
          True: {"S": "↑", "W": "→", "N": "↓", "E": "←"}}


def map_of(page: str) -> list[list[tuple[str, str, set[str]]]]:
    """The map of a page: per row, each cell as (kind class, card id, the wall/door/edge
    classes) ("" for a space where no room lies)."""
    wrap = re.search(r'<div class="ob-map-wrap">(.*?)<p class="ob-tapped', page, re.S).group(1)
    out = []
    for row in re.findall(r'<div class="ob-row">(.*?)</div>', wrap, re.S):
        cells = []
        for classes, cid in re.findall(r'<span class="ob-cell ([^"]*)"(?: data-card="(\w+)")?',
                                       row):
            parts = classes.split()
            sides = {c for c in parts if re.match(r"ob-(wall|door|edge)-[NESW]$", c)}
            cells.append((parts[0], cid, sides))
        out.append(cells)
    return out


def turned_classes(sides: set[str]) -> set[str]:
    """The side classes of a cell seen from across the table (N <-> S, E <-> W)."""
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    return {c[:-1] + opposite[c[-1]] for c in sides}


def test_the_second_player_sees_the_map_from_across_the_table(app, client):
    """2人プレイのセットアップ 4: "可能であれば、プレイヤーは互いに向かい合って座るべきです", 5:
    "神殿の接続部屋がプレイヤーの間に配置されます" (ruling 30).  Seed 3, two players: both first
    rooms placed, Ben plays the Super Gear.  Ben's phone draws the map the host screen draws
    north up turned half a turn (the last row first, each row from its end; a wall on a
    space's north side drawn below it), says "south is up", and its direction buttons point
    as his map shows them (the table's south is up on his screen), up-right-down-left; Ana's
    phone is as the host screen."""
    code, ana, ben = first_rooms_of_two(app, client)
    assert post_move(ben, code, "play", seat_page(ben, code),
                     {"card": "super_gear", "option": "A"}, seen=2, seat=1).status_code == 302
    host = map_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert len(host) == 6 and len(host[0]) == 4          # two rooms of 3 × 4, one above the other
    assert map_of(seat_page(ana, code)) == host
    ben_page = seat_page(ben, code)
    seen = map_of(ben_page)
    assert [[(k, c) for k, c, _ in row] for row in seen] == [
        [(k, c) for k, c, _ in reversed(row)] for row in reversed(host)]
    assert [[s for _, _, s in row] for row in seen] == [
        [turned_classes(s) for _, _, s in reversed(row)] for row in reversed(host)]
    assert "south is up" in text_of(ben_page) and "north is up" not in text_of(ben_page)
    assert "north is up" in text_of(seat_page(ana, code))
    buttons = re.findall(r'name="effect-dir" value="(\w)" class="ob-dir ob-dir-\w">([^<]*)<',
                         ben_page)
    assert buttons, text_of(ben_page)[-1500:]
    order = "SWNE"
    assert [d for d, _ in buttons] == sorted((d for d, _ in buttons), key=order.index)
    names = {"N": "north", "E": "east", "S": "south", "W": "west"}
    assert all(text == f"{ARROWS[True][d]} {names[d]}" for d, text in buttons)
    refused = re.search(r'<ul class="ob-refused small">(.*?)</ul>', ben_page, re.S)
    for d, arrow in re.findall(r'<span class="ob-dir-off">(\S) (\w+)</span>',
                               refused.group(1) if refused else ""):
        assert d == ARROWS[True][{v: k for k, v in names.items()}[arrow]]
