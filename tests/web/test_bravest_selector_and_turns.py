"""Bravest, a fresh table tester (Japanese phones and the host screen, issue 38, table trial
s47), worked by hand from the rules (../shared/seeds/004_56bb1fd7cb2b43a4.txt):

1. After a placement the phone's confirmation and the host screen say which tile selector moves
   clockwise to which tile (ゲームの仕組み 2: 「選んだタイルに向いていたタイルセレクターを時計回りに
   動かし、次のタイルの前に置きます。もしすでにそのタイルに向いているタイルセレクターがあれば、
   さらに次のタイルの前に置きます。」), the place named by the tile lying there (no number is
   printed on the board; the screen's drawing numbers the places, so the number follows as an
   aid), and say so when it passes tiles another selector faces.
2. (tests/web/test_bravest_move_number.py: the header counts turns.)
3. A past view counts the set's tiles left as they stood then: a tile that joined the saved set
   later is not counted.
"""
from __future__ import annotations

import re

from tests.driver import state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import after_first_turn
from tests.web.test_bravest_editor import new_tile
from tests.web.test_bravest_web import new_bravest, place

WIZARD_JA, WIZARD_EN = "魔法使い・北と南をつなぐ道", "wizard, a road joining north and south"


def _turn_section(html: str) -> str:
    return text_of(re.search(r'<section id="bravest-turn">(.*?)</section>', html, re.S).group(1))


def test_after_a_placement_the_phone_and_the_host_say_where_the_selector_goes(app, client):
    """``after_first_turn``: the selectors face places 1, 2 and 3 (all holding the numbered
    set's tiles: 1-5 wizards on a north-south road); Ana takes the wizard on place 1.  Its
    selector turns clockwise past places 2 and 3 (selectors there) to place 4, a wizard on a
    north-south road.  Her phone's confirmation says it, and so does the host screen, in
    Japanese and in English."""
    code, ana, ben, _cai, _version = after_first_turn(app, client)
    said_ja = (f"選んだタイル（{WIZARD_JA}）に向いていたタイルセレクターを時計回りに動かします。"
               "次の2枚のタイルにはすでにタイルセレクターが向いているので、さらにその次のタイル、"
               f"開始位置から数えて4番目の場所のタイル（{WIZARD_JA}）の前に置いてください。")
    said_en = (f"Move the tile selector that faced the tile taken ({WIZARD_EN}) clockwise: tile "
               "selectors already face the next 2 tiles, so put it before the tile after them: "
               f"the tile ({WIZARD_EN}) on place 4.")
    ana.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    banner = text_of(re.search(r'id="own-move"[^>]*>(.*?)</p>', mine, re.S).group(1))
    assert banner == ("記録しました。Anaがタイルを裏向き（十字路）で1行目・1列目に置きました。 "
                      + said_ja)
    client.set_cookie("lang", "ja")
    assert said_ja in _turn_section(client.get(f"/t/{code}").get_data(as_text=True))
    ana.set_cookie("lang", "en")
    assert said_en in text_of(ana.get(f"/t/{code}/me").get_data(as_text=True))
    client.set_cookie("lang", "en")
    assert said_en in _turn_section(client.get(f"/t/{code}").get_data(as_text=True))
    # another phone has no confirmation of Ana's move
    ben.set_cookie("lang", "ja")
    assert "タイルセレクターを時計回りに" not in text_of(ben.get(f"/t/{code}/me")
                                                     .get_data(as_text=True))


def test_a_selector_passing_one_or_no_selector_is_told_so(app, client):
    """The app deals (the sample, seed 7; market S42, S36, S39, S28, S06, ...).  Ben starts
    and takes the special tile on place 2 (S36) onto row 1, column 4: its selector passes
    place 3 (a selector there) to place 4 (S28, a road joining north and south with no
    figure).  Ana then takes S28 from place 4 onto row 4, column 1: its selector goes on to
    place 5 (S06, a blob on a road joining north and east), which no selector faces."""
    code = new_bravest(client)
    state, version = state_and_version(app, code)
    assert state["market"][:5] == ["S42", "S36", "S39", "S28", "S06"]
    assert state["selectors"] == [0, 1, 2] and state["current"] == 1
    assert place(client, code, f"/t/{code}/seat/1", version, 1, "0,3", seat=1).status_code == 302
    client.set_cookie("lang", "ja")
    ben = client.get(f"/t/{code}/seat/1").get_data(as_text=True)
    assert ("選んだタイル（特殊タイル：魔法使い1人につき+1・北と東をつなぐ道）に向いていたタイル"
            "セレクターを時計回りに動かします。次のタイルにはすでにタイルセレクターが向いているので、"
            "さらに次のタイル、開始位置から数えて4番目の場所のタイル（絵なし・北と南をつなぐ道）の前に置いてください。"
            ) in text_of(ben)
    client.set_cookie("lang", "en")
    host = _turn_section(client.get(f"/t/{code}").get_data(as_text=True))
    assert ("Move the tile selector that faced the tile taken (special tile: +1 per wizard, a "
            "road joining north and east) clockwise: a tile selector already faces the next "
            "tile, so put it before the tile after that: the tile (no figure, a road joining "
            "north and south) on place 4.") in host

    state, version = state_and_version(app, code)
    assert state["selectors"] == [0, 3, 2] and state["current"] == 0
    assert place(client, code, f"/t/{code}/seat/0", version, 3, "3,0", seat=0).status_code == 302
    client.set_cookie("lang", "ja")
    said = ("選んだタイル（絵なし・北と南をつなぐ道）に向いていたタイルセレクターを時計回りに動かし、"
            "次のタイル、開始位置から数えて5番目の場所のタイル（ブロブ・北と東をつなぐ道）の前に置いてください。")
    assert said in text_of(client.get(f"/t/{code}/seat/0").get_data(as_text=True))
    assert said in _turn_section(client.get(f"/t/{code}").get_data(as_text=True))
    assert state_and_version(app, code)[0]["selectors"] == [0, 4, 2]


def test_the_host_says_no_selector_move_once_the_refill_is_entered(app, client):
    """The table deals: once the tile for the place Ana emptied is entered, the latest move is
    that refill, not a placement: the host screen no longer tells the selector's move (the
    table moved it before drawing: ゲームの仕組み 2), and a past view never does."""
    code, _ana, _ben, _cai, version = after_first_turn(app, client)
    client.set_cookie("lang", "ja")
    assert "タイルセレクターを時計回りに" in _turn_section(
        client.get(f"/t/{code}").get_data(as_text=True))
    past = client.get(f"/t/{code}?at=1").get_data(as_text=True)
    assert "タイルセレクターを時計回りに" not in _turn_section(past)
    assert new_tile(client, code, version, 0, {"N": "1", "E": "1"}, "blob").status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "タイルセレクターを時計回りに" not in _turn_section(host)


def test_a_past_view_counts_the_set_tiles_left_as_they_stood_then(app, client):
    """The numbered set holds 20 tiles (8 + 8 + 4); the 12 of the setup leave 8, and Ana's
    placement (record 2) leaves the box as it was: the live page said 「入力済みのタイルの残り8枚」.
    Then the host enters the tile drawn for place 1 as new to the set (a blob on a bend): it
    joins the saved set.  The view ?at=2 still says 8, not 9 (that blob was no tile of the set
    then), on the host screen and on Ana's phone; the live page now says 8 (the blob dealt,
    the box's 8 left)."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    client.set_cookie("lang", "ja")
    assert "入力済みのタイルの残り8枚" in text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert new_tile(client, code, version, 0, {"N": "1", "E": "1"}, "blob").status_code == 302
    ana.set_cookie("lang", "ja")
    for at in (1, 2):
        for past in (client.get(f"/t/{code}?at={at}"), ana.get(f"/t/{code}/me?at={at}")):
            past = text_of(past.get_data(as_text=True))
            assert "入力済みのタイルの残り8枚" in past, at
            assert "入力済みのタイルの残り9枚" not in past
    assert "入力済みのタイルの残り8枚" in text_of(client.get(f"/t/{code}").get_data(as_text=True))
