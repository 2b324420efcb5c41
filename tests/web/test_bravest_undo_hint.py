"""Issue 38 item 1: a move taken back says WHICH real tile to put back where, by its looks, never
by the app's number for it: the undo's question and its notices (the host screen's, the
phones'), and a phone's take-back question.  The places of the distribution board keep their
numbers 1-12 (told at the setup and drawn on the screen).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 1-2 (a tile taken from a place
facing a selector and placed on the island; the place refilled from the deck) and
セットアップ 5 (the 12 tiles around the board)."""
from __future__ import annotations

import re
from html import unescape

from tests.driver import csrf_of, state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import after_first_turn, deals_post
from tests.web.test_bravest_web import new_bravest, place

#: The numbered set's tile "1" (a wizard on a road joining north and south) and "2" (a ghost on
#: a road joining north and east), as the pages name them.
WIZARD_JA, WIZARD_EN = "魔法使い・北と南をつなぐ道", "wizard, a road joining north and south"
GHOST_JA, GHOST_EN = "幽霊・北と東をつなぐ道", "ghost, a road joining north and east"


def _confirm(html: str, action: str) -> str:
    """The question (data-confirm) of the form posting to ``action``."""
    form = re.search(rf'<form method="post" action="{re.escape(action)}"[^>]*>', html).group(0)
    return unescape(re.search(r' data-confirm="([^"]*)"', form).group(1))


def _notice(html: str) -> str:
    return text_of(re.search(r'id="undo-notice">(.*?)</(?:div|p)>\s*</div>', html, re.S)
                   .group(1))


def test_undoing_a_tile_dealt_says_to_put_that_tile_back_in_the_deck(app, client):
    """After Ana's first turn (she took the wizard on the north-south road from place 1 and
    put it face down on row 1, column 1: ``after_first_turn``) the host enters the tile dealt
    onto place 1: a ghost on a road joining north and east (tile "2").  The undo's question
    and, once pressed, its notice say to put that ghost back in the deck (ja and en)."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert deals_post(client, code, host, version, {1: "2"}).status_code == 302
    client.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _confirm(host, f"/t/{code}/undo") == (
        f"最後の手を取り消しますか？ 配ったタイル：タイル（{GHOST_JA}）を1番の場所に。"
        f"開始位置から時計回りに1番目の場所のタイル（{GHOST_JA}）を裏向き（十字路の面）にしてデッキに戻して混ぜてください。")
    client.set_cookie("lang", "en")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _confirm(host, f"/t/{code}/undo") == (
        f"Undo the last move (Tiles dealt: a tile ({GHOST_EN}) on place 1.)? "
        f"Put the tile ({GHOST_EN}) on place 1 back in the deck face down (crossroads side up) "
        "and shuffle the deck.")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version + 1)}).status_code == 302
    notice = _notice(client.get(f"/t/{code}").get_data(as_text=True))
    assert (f"Put the tile ({GHOST_EN}) on place 1 back in the deck face down (crossroads side "
            "up) and shuffle the deck.") in notice
    client.set_cookie("lang", "ja")
    notice = _notice(client.get(f"/t/{code}").get_data(as_text=True))
    assert f"開始位置から時計回りに1番目の場所のタイル（{GHOST_JA}）を裏向き（十字路の面）にしてデッキに戻して混ぜてください。" in notice
    ana.set_cookie("lang", "ja")
    mine = text_of(ana.get(f"/t/{code}/me").get_data(as_text=True))
    assert f"開始位置から時計回りに1番目の場所のタイル（{GHOST_JA}）を裏向き（十字路の面）にしてデッキに戻して混ぜてください。" in mine


def test_taking_back_a_placement_says_which_tile_to_lift_from_which_square(app, client):
    """Ana's phone may take her placement back (nothing was dealt since): its question says
    to lift the face-down tile (a wizard on its face) off row 1, column 1 of her island and put
    it back on place 1; the host's undo says the same, and so does its notice."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    # the selector that faced place 1 turned clockwise past places 2 and 3 (selectors there)
    # to place 4 (ゲームの仕組み 2): it turns back
    lift_ja = (f"Anaの島の1行目・1列目から裏向きのタイル（表は{WIZARD_JA}）を取り、タイル配布ボード"
               f"の、開始位置から時計回りに1番目の場所に戻してください。そのあと、開始位置から時計回りに"
               f"4番目の場所のタイル（{WIZARD_JA}）に向いているタイルセレクターを、1番目の場所に戻した"
               f"タイル（{WIZARD_JA}）の前に戻してください。")
    lift_en = (f"Take the tile lying face down (its face: {WIZARD_EN}) off row 1, column 1 of "
               "Ana's island and put it back on place 1 of the distribution board. Then turn "
               f"the tile selector now facing the tile ({WIZARD_EN}) on place 4 back to the tile "
               f"({WIZARD_EN}) put back on place 1.")
    ana.set_cookie("lang", "ja")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert _confirm(mine, f"/t/{code}/take-back") == (
        "この手を取り消しますか？ Anaがタイルを裏向き（十字路）で1行目・1列目に置きました。" + lift_ja)
    ana.set_cookie("lang", "en")
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert _confirm(mine, f"/t/{code}/take-back").endswith("? " + lift_en)
    client.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _confirm(host, f"/t/{code}/undo").endswith("。" + lift_ja)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version)}).status_code == 302
    assert lift_ja in _notice(client.get(f"/t/{code}").get_data(as_text=True))
    client.set_cookie("lang", "en")
    assert lift_en in _notice(client.get(f"/t/{code}").get_data(as_text=True))


def test_undoing_a_placement_the_app_refilled_says_both_tiles(app, client):
    """The app deals (the sample, seed 7): Ben starts and takes the special tile at place 2
    (+1 per wizard, a road joining north and east: S36) onto row 1, column 4; the app deals the
    next tile of its deck onto place 2 (a ghost tower on a fork joining north, east and west:
    S21).  The host's undo says to put the ghost tower back in the deck, then the special tile
    from Ben's island back on place 2; then the selector that faced place 2, turned past
    place 3 (a selector there) to place 4, back to place 2."""
    code = new_bravest(client)
    state, version = state_and_version(app, code)
    assert state["market"][1] == "S36" and state["deck"][0] == "S21" and state["current"] == 1
    assert place(client, code, f"/t/{code}/seat/1", version, 1, "0,3", seat=1).status_code == 302
    client.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    hint_ja = ("開始位置から時計回りに2番目の場所のタイル（幽霊塔・北・東・西をつなぐ分かれ道）を裏向き（十字路の面）"
               "にしてデッキに戻して混ぜ、Benの島の1行目・4列目からタイル（特殊タイル：魔法使い1人につき+1・"
               "北と東をつなぐ道）を取って、その場所に戻してください。そのあと、開始位置から時計回りに4番目の場所のタイル（絵なし・"
               "北と南をつなぐ道）に向いているタイルセレクターを、2番目の場所に戻したタイル（特殊タイル："
               "魔法使い1人につき+1・北と東をつなぐ道）の前に戻してください。")
    assert _confirm(host, f"/t/{code}/undo").endswith("。" + hint_ja)
    client.set_cookie("lang", "en")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    hint_en = ("Put the tile (ghost tower, a fork joining north, east and west) on place 2 of "
               "the distribution board back in the deck face down (crossroads side up) and "
               "shuffle the deck, then take the tile (special tile: +1 per wizard, a road joining "
               "north and east) off row 1, column 4 of Ben's island and put it back on place 2. "
               "Then turn the tile selector now facing the tile (no figure, a road joining north "
               "and south) on place 4 back to the tile (special tile: +1 per wizard, a road "
               "joining north and east) put back on place 2.")
    assert _confirm(host, f"/t/{code}/undo").endswith(".)? " + hint_en)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version + 1)}).status_code == 302
    assert hint_en in _notice(client.get(f"/t/{code}").get_data(as_text=True))


def test_undoing_the_setup_deals_names_every_tile_by_its_looks(app, client):
    """The 12 tiles of the setup entered at once (5 wizards, 5 ghosts, 2 blobs of the numbered
    set): the undo's question names each tile to put back by its looks and its place."""
    code, _ana, _ben, _cai, _version = after_first_turn(app, client)
    client.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": "2"}).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    question = _confirm(host, f"/t/{code}/undo")
    assert question.endswith(
        f"配ったタイルを裏向き（十字路の面）にしてデッキに戻して混ぜてください：1番の場所のタイル（{WIZARD_JA}）、"
        f"2番の場所のタイル（{WIZARD_JA}）、3番の場所のタイル（{WIZARD_JA}）、"
        f"4番の場所のタイル（{WIZARD_JA}）、5番の場所のタイル（{WIZARD_JA}）、"
        f"6番の場所のタイル（{GHOST_JA}）、7番の場所のタイル（{GHOST_JA}）、"
        f"8番の場所のタイル（{GHOST_JA}）、9番の場所のタイル（{GHOST_JA}）、"
        f"10番の場所のタイル（{GHOST_JA}）、11番の場所のタイル（ブロブ・北・東・西をつなぐ分かれ道）、"
        "12番の場所のタイル（ブロブ・北・東・西をつなぐ分かれ道）。")
