"""Findings of a table trial of Bravest's pile page (a whole box entered on a phone, then a
game): the counts tapped with "+" are saved in the background without another button (the
script's ``counts_only`` + ``background`` save, answered 204, checked again by the server and
within the entry limit for a whole box of taps); the page's words name the button that comes
back to it; tiles are named by what they show and their roads, never by a number the box does
not print (the refusal of the same tile turned, the set page's list); a course's negative
points are written with the minus sign 「−」.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (コンポーネント: 75 tiles, 10 of them special,
so 65 others; 特殊タイル: "アジャイル+5、インビンシブル-5").
"""
from __future__ import annotations

from companion.games.bravest.rules.components import OTHER_TILES
from tests.driver import csrf_of, new_component_set, stored_set
from tests.web.test_bravest_editor import EDITOR, enter_tile
from tests.web.test_bravest_web import SMALL_SET, calc_post, save_set


def pile_of_two(client):
    """A set with tile 1 (no figure, north–south, 1 copy) and tile 2 (a ghost on a dead end
    from the west, 2 copies); returns (set id, the pile page's url, its CSRF token)."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "").status_code == 302
    assert enter_tile(client, set_id, 2, {"W": "1"}, "ghost", "2").status_code == 302
    url = f"{EDITOR}/{set_id}/tile/3"
    return set_id, url, csrf_of(client.get(url).get_data(as_text=True))


def counts(app, set_id) -> list[int]:
    return [t["count"] for t in stored_set(app, set_id)["tiles"]["tiles"]]


def test_counts_tapped_are_saved_in_the_background_and_checked_again(app, client):
    """The script's save a second after the last tap: only the counts (7 and 2), answered 204,
    a new kind half tapped in below left for its own save; a count that is no number from 1 to
    65 is refused (422) and nothing stored; the set page then counts 7 + 2 = 9 of 65."""
    set_id, url, token = pile_of_two(client)
    response = client.post(url, data={"csrf_token": token, "count-1": "7", "count-2": "2",
                                      "road_N": "1", "content": "blob",
                                      "counts_only": "1", "background": "1"})
    assert response.status_code == 204 and response.get_data() == b""
    assert counts(app, set_id) == [7, 2]
    for bad in ("0", "", "66"):
        response = client.post(url, data={"csrf_token": token, "count-1": bad, "count-2": "2",
                                          "counts_only": "1", "background": "1"})
        assert response.status_code == 422
    assert counts(app, set_id) == [7, 2]
    # a stale or missing token stores nothing
    assert client.post(url, data={"count-1": "3", "counts_only": "1",
                                  "background": "1"}).status_code == 400
    assert counts(app, set_id) == [7, 2]
    assert "9/65" in client.get(f"{EDITOR}/{set_id}").get_data(as_text=True)


def test_a_whole_box_of_background_saves_stays_within_the_entry_limit(app, client):
    """About 50 stepper taps over ten minutes, each saved on its own (taps a second apart):
    with the 21 kinds, 10 special tiles and 2 sides of a box, 83 saves, under the entry limit's
    200 per 10 minutes: every one is stored (204), the last count is 1 + 50 = 51."""
    set_id, url, token = pile_of_two(client)
    for tap in range(2, 52):
        response = client.post(url, data={"csrf_token": token, "count-1": str(tap),
                                          "count-2": "2", "counts_only": "1",
                                          "background": "1"})
        assert response.status_code == 204, tap
    assert counts(app, set_id) == [51, 2]
    assert 51 + 2 <= OTHER_TILES


def test_the_pile_page_names_the_button_that_comes_back(client):
    """「1枚として保存すると、またこのページに戻ります」 named no button, and 「保存」 goes to the set
    page: the words name 「保存して次へ」, the page's primary button (the one not secondary)."""
    client.set_cookie("lang", "ja")
    _set_id, url, _token = pile_of_two(client)
    html = client.get(url).get_data(as_text=True)
    assert "「保存して次へ」を押すと1枚として保存され、またこのページに戻ります" in html
    assert '<button type="submit" name="next" value="1">保存して次へ</button>' in html
    assert '<button type="submit" class="secondary">保存</button>' in html
    assert 'data-saved="保存しました"' in html


def test_tiles_are_named_by_what_they_show_in_japanese(client):
    """The same tile turned (no figure, east–west: tile 1 turned a quarter) is refused naming
    the tile already in the set by what it shows; the set page lists each kind so, with its
    copies: 「絵なし・北と南をつなぐ道（1枚）」「幽霊・西から入る行き止まり（2枚）」, never 「タイル1」."""
    client.set_cookie("lang", "ja")
    set_id, _url, _token = pile_of_two(client)
    response = enter_tile(client, set_id, 3, {"E": "1", "W": "1"}, "")
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert ("このタイルは、もうある「絵なし・北と南をつなぐ道」のタイルと同じです（向きが違うだけかも"
            "しれません）。かわりにそのタイルの枚数を1枚増やしてください。") in html
    assert "タイル3" not in html.split("<h1>", 1)[1].split("</h1>", 1)[1]
    listed = client.get(f"{EDITOR}/{set_id}").get_data(as_text=True)
    assert "絵なし・北と南をつなぐ道（1枚）" in listed
    assert "幽霊・西から入る行き止まり（2枚）" in listed
    assert "タイル1：" not in listed and "タイル2：" not in listed


def test_a_course_with_negative_points_is_written_with_the_minus_sign(client):
    """The calculator's summary (スコアリング, 特殊タイル) of the docs' 1 × 3 island: the
    special tile 「インビンシブル+5、アジャイル-5」 on a road west–east at row 1, column 1, a
    face-down crossroads, a dead end from the east at column 3.  The Agile from the west passes
    the special tile (−5), crosses, and is blocked by the dead end: −5; the Invincible from the
    east stops at the dead end: 0; the island −5.  Written 「−5」 (U+2212) as every page writes a
    negative number, never the hyphen 「-5」."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    client.set_cookie("lang", "ja")
    response = calc_post(client, "?set=1&side=light", {
        "c0_0": {"tile": "custom", "paths": "NS", "content": "special:invincible_favoured",
                 "rot": "1"},
        "c0_1": {"tile": "X", "rot": "0"},
        "c0_2": {"tile": "custom", "paths": "E", "rot": "0"}})
    html = response.get_data(as_text=True)
    assert response.status_code == 200, html[-1500:]
    assert "アジャイル\u22125、インビンシブル0、島の合計\u22125ポイント。" in html
    assert "アジャイル：\u22125ポイント" in html
    assert "アジャイル-5" not in html and "合計-5" not in html and "：-5" not in html


def test_a_new_kind_on_the_pile_page_at_65_of_65_is_refused_with_the_page_again(app, client):
    """Trial s45 item 1: the pile page opened at 64/65, a + saved in the background (65/65),
    then a new kind saved from the same page answered 404 and lost the taps.  Now the page
    comes again (422) with what was tapped: a wizard from east to west is the wizard from
    north to south turned (「…と同じです」), a blob on a dead end is one tile past the box's 65
    (seed 004, コンポーネント: 75 tiles, 10 special, so 65 others); nothing is stored, and
    the pile page still opens at 65/65 (to lower a count)."""
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard", "64").status_code == 302
    url = f"{EDITOR}/{set_id}/tile/2"
    token = csrf_of(client.get(url).get_data(as_text=True))
    assert client.post(url, data={"csrf_token": token, "count-1": "65", "counts_only": "1",
                                  "background": "1"}).status_code == 204
    before = stored_set(app, set_id)
    turned = client.post(url, data={"csrf_token": token, "count-1": "65", "road_E": "1",
                                    "road_W": "1", "content": "wizard", "next": "1"})
    html = turned.get_data(as_text=True)
    assert turned.status_code == 422, html[-800:]
    assert ("このタイルは、もうある「魔法使い・北と南をつなぐ道」のタイルと同じです"
            "（向きが違うだけかもしれません）。") in html
    assert 'name="content" value="wizard" checked' in html
    assert 'name="road_E" value="1" checked' in html and 'name="road_W" value="1" checked' in html
    new = client.post(url, data={"csrf_token": token, "count-1": "65", "road_N": "1",
                                 "content": "blob", "next": "1"})
    html = new.get_data(as_text=True)
    assert new.status_code == 422, html[-800:]
    assert ("箱の特殊タイル以外の65枚は、もう全部数えてあります。このタイルが新しい種類なら、"
            "上のどれかの枚数が多すぎます。先に−で減らしてください。") in html
    assert 'name="content" value="blob" checked' in html
    assert stored_set(app, set_id) == before
    page = client.get(url)
    assert page.status_code == 200
    assert "65枚すべて数えました" in page.get_data(as_text=True)
    assert "山から入力（同じタイルの枚数・新しい種類）</a> <span class=\"muted\">✓" in \
        client.get(f"{EDITOR}/{set_id}").get_data(as_text=True)
