"""Bravest: places 1-12 around the distribution board are the app's numbering (the real board
prints none), so the setup sheet and every drawing of the board say which place is 1 and which
way the numbers run (issue 38, a table trial; docs/rulings/bravest.md 22; seed 004 セットアップ 6:
the selectors start at "中央の島と吊り橋でつながった空中の島で表現されている開始位置"; ゲームの
仕組み 2: selectors move clockwise).  Place 1 is the first place clockwise from that start
position; the numbers run clockwise."""
from __future__ import annotations

import re

from tests.driver import join_seat
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_web import new_bravest

PLACE_ONE_JA = ("1番の場所は、タイルセレクターの開始位置（中央の島と吊り橋でつながった空中の島）"
                "から時計回りに最初の場所です。番号はそこから時計回りに続きます。")


def _board(html: str) -> str:
    return re.search(r'<div class="bv-board">(.*?)<p class="small muted bv-board-key">', html,
                     re.S).group(1)


def test_the_setup_sheet_and_the_board_say_where_place_one_is(app, client):
    client.set_cookie("lang", "ja")
    code = new_bravest(client, mode="table_deals")
    setup = client.get(f"/t/{code}/setup").get_data(as_text=True)
    said = text_of(re.search(r'<p id="bv-place-one">(.*?)</p>', setup, re.S).group(1))
    assert said == PLACE_ONE_JA
    # the drawing: the numbers' way in its centre, the start position marked at place 1 only
    assert "↻ 1 → 12 時計回り" in text_of(setup)
    assert setup.count("▼ 開始位置") == 1
    places = re.findall(r'<div class="bv-place [^"]*">(.*?)</div>', setup, re.S)
    assert [("bv-start-mark" in p) for p in places] == [True] + [False] * 11
    assert '<span class="bv-place-no">1</span>' in places[0]
    # the setup sheet says it once, in its instructions
    assert text_of(setup).count(PLACE_ONE_JA) == 1

    host = client.get(f"/t/{code}").get_data(as_text=True)
    ana = join_seat(app, code, 0, lang="ja")
    phone = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert "↻ 1 → 12 時計回り" in text_of(_board(host)) and "▼ 開始位置" in _board(host)
    assert PLACE_ONE_JA in text_of(host)
    # a phone's drawing marks them too; its sentences name places by their tiles, never
    # 「1番の場所」 (test_bravest_trial_s45), so the sentence is the host's and the sheet's
    board = re.search(r'<div class="bv-board">(.*?)</details>', phone, re.S).group(1)
    assert "↻ 1 → 12 時計回り" in text_of(board) and "▼ 開始位置" in board
    assert PLACE_ONE_JA not in text_of(phone)


def test_in_english_too(app, client):
    client.set_cookie("lang", "en")
    code = new_bravest(client)
    setup = text_of(client.get(f"/t/{code}/setup").get_data(as_text=True))
    assert ("Place 1 is the first place clockwise from the tile selectors' start position (the "
            "floating island joined to the central island by a suspension bridge); the numbers "
            "go on clockwise from there.") in setup
    assert "↻ 1 → 12 clockwise" in setup and "▼ start position" in setup
