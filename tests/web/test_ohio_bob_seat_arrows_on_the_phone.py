"""Ohio Bob, two players at the table: the second player's phone offers the ways of a card as
they read its arrows from their seat (issue 38; docs/rulings/ohio_bob.md 30, rules version 3).

The table: real cards, the sample's cards as a table's own copy (levels of 5 rooms), Ana (seat 0,
green floor: G01 the room, G02 to the hand) and Ben (seat 1, blue floor, sitting across: his
rooms turned 180°, his phone draws the map south up).  Ben keeps B01 (B: 「移動 ↑」) and turns
over the other card as his first room, his pawn on its stairs (printed row 3, column 1 of 3 × 4).
His ↑ points away from him, up on his card and on his screen: the table's south, 「↑ 南」.
"""
from __future__ import annotations

import re

from companion import tables
from tests.driver import join_seat, post_move, seat_page, state_of
from tests.web.test_ohio_bob_web import short_temple
from tests.web.test_ohio_bob_ways_and_map import text_of


def across_the_table(app, room: str, doc: dict | None = None) -> tuple[str, str]:
    """Ana (green floor: G01 the room, G02 to the hand) and Ben (blue floor: ``room`` the room,
    B01 kept; B01 is 「赤の宝石のカード（A：スレッジハンマー、B：移動 ↑）」) across the table, Ben
    playing B01 with B, on ``doc`` (short_temple's by default).  Returns (code, host token)."""
    doc = doc or short_temple()
    with app.app_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "Ana", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            seed="3", options={"mode": "table", "difficulty": "easy", "sides": {},
                               "challenge": 0, "card_set": "green", "components": doc})
        tables.record_move(table, 0, {"type": "first_room", "room": "G01", "hand": "G02",
                                      "seat": 0}, 0)
        tables.record_move(table, 1, {"type": "first_room", "room": room, "hand": "B01",
                                      "seat": 1}, 1)
        tables.record_move(table, 1, {"type": "play", "card": "B01", "option": "B", "seat": 1},
                           2)
        return table.code, table.host_token


def _table(app, room: str) -> str:
    """The table of ``across_the_table`` with five rooms on every level: its code."""
    doc = short_temple()
    for start in doc["starting_sets"]:
        for side in ("easy", "hard"):
            for level in start["level"][side]["levels"]:
                level["rooms"] = 5
    return across_the_table(app, room, doc)[0]


def _ways(page: str) -> list[tuple[str, str]]:
    """The direction buttons of a page: (the table's direction sent, the words shown)."""
    return re.findall(r'name="effect-dir" value="(\w)" class="ob-dir ob-dir-\w">([^<]*)<', page)


def test_the_second_player_s_up_arrow_is_up_on_his_screen_the_table_s_south(app):
    """Ben's room B02: from its stairs (printed row 3, column 1) the printed row 2 above is open.
    His card's ↑ goes there: the table's south, shown 「↑ 南」 / "↑ south" (before: only
    「↓ 北」, toward himself, off his room's edge)."""
    code = _table(app, "B02")
    ben = join_seat(app, code, 1)
    for lang, words in (("ja", "↑ 南"), ("en", "↑ south")):
        ben.set_cookie("lang", lang)
        page = seat_page(ben, code)
        assert _ways(page) == [("S", words)], text_of(page)[-1500:]
        assert 'class="ob-refused' not in page
    pawn = state_of(app, code)["players"][1]["pawn"]
    ben.set_cookie("lang", "ja")
    page = seat_page(ben, code)
    assert post_move(ben, code, "effect", page, {"dir": "S"}, seat=1).status_code == 302
    assert state_of(app, code)["players"][1]["pawn"] == [pawn[0] + 1, pawn[1]]


def test_a_locked_door_where_the_arrow_points_says_why(app):
    """Ben's room B03: a locked door on the printed south side of row 2, column 1, between the
    stairs and the space above them.  B01's 「移動 ↑」 has no key, the Super Gear in Ben's hand
    has one (スーパーギア: "鍵のかかったドアを開けること(鍵)もできます"): no way is left (only 「この
    効果を飛ばす」), and the page says why where the way would be, as for a wall: 「↑ 南
    ロックされたドアがあって進めません。…」 (before, with no way left, nothing was said)
    (「鍵」: "一部の壁にはロックされたドアがあります。これらのドアは鍵を使って開けることができます")."""
    code = _table(app, "B03")
    ben = join_seat(app, code, 1)
    for lang, why in (("ja", "↑ 南 ロックされたドアがあって進めません。手札のスーパーギアの鍵で開けられます。"),
                      ("en", "↑ south A locked door blocks the way: Super Gear in your hand opens it "
                             "with its key.")):
        ben.set_cookie("lang", lang)
        page = seat_page(ben, code)
        assert _ways(page) == []
        refused = re.search(r'<ul class="ob-refused small">(.*?)</ul>', page, re.S)
        assert refused, text_of(page)[-1500:]
        assert text_of(refused.group(1)) == why

