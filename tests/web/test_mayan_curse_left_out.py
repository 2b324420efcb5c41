"""Mayan Curse, a Japanese table trial (issue 44): what the turn builder leaves out because of
the board (not because of a slide just taken) is said, one line each, in the menu (a stone) and
on a board's slide page (a distance).  Positions set up by hand on a passage whose slabs all
show monkeys (kit.blank_state's); the lines worked out from seed 000 「b. 移動」 (a stone moves in
a straight line over spaces of its symbol), 「中継地点」 (free movement over a relay board's blank
spaces) and 「a. 床ボードのスライド」 (3 spaces in all, a floor board at most 3 spaces off its
river board, a slid board stood on or moved onto this turn)."""
from __future__ import annotations

import re

from tests.driver import join_seat, state_of
from tests.web.test_mayan_curse_trial_leftovers import _ana_to_play, _builder_page, _text
from tests.web.test_mayan_curse_web import edit_setup, new_mc_table


def _left_out(page: str) -> list[str]:
    """The page's lines saying what is left out and why."""
    return [_text(x).strip() for x in re.findall(r'<p class="small mc-left-out">(.*?)</p>',
                                                 page, re.S)]


def _table(app, client, change):
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, change)
    return code, hanako, state_of(app, code)["components"]


def test_a_stone_with_no_space_of_its_symbol_around_says_so(app, client):
    """Hanako stands on river 1's 2nd slab, leftmost space (row 3, column 1), every space
    around her a monkey (up, down and right; the passage's edge on the left), holding monkey,
    serpent, serpent/eagle.  Only stone 1 (monkey) has a line; the menu says of stone 2 that
    no serpent space can be moved onto now, of stone 3 neither a serpent nor an eagle one."""
    code, hanako, comps = _table(app, client, _ana_to_play(
        ["monkey", "serpent", "serpent/eagle"], row=3, col=0))
    page = _builder_page(hanako, code, [], comps)
    words = _text(page)
    assert "石1：猿" in words and "石2：蛇" not in words and "石3：蛇/鷲" not in words
    assert _left_out(page) == ["石2（蛇）：いま進める蛇のマスがありません。",
                               "石3（蛇/鷲）：いま進める蛇か鷲のマスがありません。"]


def _serpent_off_to_the_side(setup):
    """Hanako at the entrance (row 1, column 1; Taro on column 2), holding monkey, serpent,
    jaguar; river 1's 1st slab all monkeys but a serpent on its 4th space (row 2, column
    4)."""
    _ana_to_play(["monkey", "serpent", "jaguar"], row=1, col=0)(setup)
    rows = [dict(r) for r in setup["rows"]]
    rows[2]["spaces"] = list(rows[2]["spaces"])
    rows[2]["spaces"][3] = "serpent"
    setup["rows"] = rows


def test_on_the_entrance_a_stone_usable_after_a_free_step_names_where_to_step(app, client):
    """The trial's case: on the entrance board only the space straight ahead counts for a
    stone; the serpent is three columns to the right, reached by moving freely over the
    entrance's blank spaces first (「中継地点」), the nearest being row 2 of the entrance,
    column 4.  The menu offers stone 1 (monkey ahead), says of stone 2 where to step first,
    and of stone 3 (jaguar: none on the slab) that no jaguar space can be moved onto."""
    code, hanako, comps = _table(app, client, _serpent_off_to_the_side)
    page = _builder_page(hanako, code, [], comps)
    words = _text(page)
    assert "石1：猿" in words and "石2：蛇" not in words and "石3：ジャガー" not in words
    assert "この中継ボードを自由に移動（石なし）" in words
    assert _left_out(page) == [
        "石2（蛇）：いる場所から進める蛇のマスがありません。先にこの中継ボードを自由に移動して"
        "ください（例：入口の中継ボードの入口側から2段目、左から4マス目へ）。",
        "石3（ジャガー）：いま進めるジャガーのマスがありません。"]
    # after that free step stone 2 is offered; now stone 1 (monkey) needs a step first, to
    # either side (the 3rd column and the 5th as near: the leftmost named)
    step = {"kind": "free", "to": {"row": 1, "col": 3}}
    page = _builder_page(hanako, code, [step], comps)
    assert "石2：蛇" in _text(page) and "石1：猿" not in _text(page)
    assert _left_out(page) == [
        "石1（猿）：いる場所から進める猿のマスがありません。先にこの中継ボードを自由に移動して"
        "ください（例：入口の中継ボードの入口側から2段目、左から3マス目へ）。",
        "石3（ジャガー）：いま進めるジャガーのマスがありません。"]


def _eagle_ahead(setup):
    """Hanako on river 1's 1st slab (row 2), column 4, holding eagle, monkey, monkey; every
    slab shows monkeys but the 2nd slab's 4th space (row 3, column 4), an eagle."""
    _ana_to_play(["eagle", "monkey", "monkey"], row=2, col=3)(setup)
    rows = [dict(r) for r in setup["rows"]]
    rows[3]["spaces"] = list(rows[3]["spaces"])
    rows[3]["spaces"][3] = "eagle"
    setup["rows"] = rows


def test_a_stone_whose_every_move_leaves_the_slid_board_out_of_reach_says_so(app, client):
    """Hanako slides river 1's 2nd slab one space right (its eagle now on column 5), then
    moves stone 2 (monkey) one space right, to column 5 under the eagle.  Stone 1 (eagle) goes
    up onto the slid slab.  Stone 3 (monkey) has moves (left and right along her slab, down
    out by the entrance) but after any of them only the eagle is left, and above every other
    column of her slab is a monkey: the slid slab could not be reached (her backpack used,
    no machete makes the eagle a wild).  The menu says so."""
    def used_backpack(setup):
        _eagle_ahead(setup)
        setup["adventurers"][0]["backpack"] = "map"
    code, hanako, comps = _table(app, client, used_backpack)
    steps = [{"kind": "slide", "row": 3, "by": 1},
             {"kind": "line", "stones": [1], "symbol": "monkey", "direction": "right",
              "distance": 1, "machete": False}]
    page = _builder_page(hanako, code, steps, comps)
    assert "石1：鷲" in _text(page) and "石3：猿" not in _text(page)
    assert _left_out(page) == [
        "石3（猿）：川1の2枚目の床ボードをスライドしたので、このターン中にその上にいるか移動する"
        "必要がありますが、この石の移動のあとではそこに届きません。"]


def _dogs_below_monkeys(setup):
    """Hanako on river 1's 1st slab (row 2), leftmost column, all its spaces dogs, holding
    eagle, jaguar, serpent, her backpack used; river 1's 2nd slab (row 3, all monkeys) slid
    two spaces left on an earlier turn (columns 1 to 5 on the drawing)."""
    _ana_to_play(["eagle", "jaguar", "serpent"], row=2, col=0, backpack="map")(setup)
    rows = [dict(r) for r in setup["rows"]]
    rows[2]["spaces"] = ["dog"] * len(rows[2]["spaces"])
    rows[3] = dict(rows[3], offset=-2)
    setup["rows"] = rows


def test_the_slide_page_says_why_each_missing_distance_is_missing(app, client):
    """No stone of Hanako's matches a dog or a monkey: only two of them as a wild move her,
    once, so she reaches river 1's 2nd slab only straight up from column 1.  Sliding it left
    1 (3 off its river board) keeps a monkey above her; left 2 or 3 would put it 4 or 5 off
    (「3スペースより多くスライドすることはできません」).  Right 1 and 2 keep a monkey above her;
    right 3 leaves the river above her, so the slid slab could not be reached.  After sliding
    it right 1, 2 spaces are left: right 2 leaves the river above her, and 3 spaces either
    way is past what is left."""
    code, hanako, comps = _table(app, client, _dogs_below_monkeys)
    page = _builder_page(hanako, code, [], comps, pick="slide.r.3")
    labels = [_text(x).strip() for x in re.findall(
        r'<a class="button mc-choice[^"]*"[^>]*>(.*?)</a>', page, re.S)]
    assert labels == ["← 1マス", "→ 1マス", "→ 2マス"], labels
    assert _left_out(page) == [
        "← 2マス、← 3マス：床ボードは川ボードからどちらの方向にも3マスより多くスライドできません"
        "（いま左に2マスずれています）。",
        "→ 3マス：そのあとは石で川1の2枚目の床ボードに移動できず、ターンを終えられません（スライドした"
        "床ボードには、このターン中にいるか移動する必要があります）。"]
    page = _builder_page(hanako, code, [{"kind": "slide", "row": 3, "by": 1}], comps,
                         pick="slide.r.3")
    labels = [_text(x).strip() for x in re.findall(
        r'<a class="button mc-choice[^"]*"[^>]*>(.*?)</a>', page, re.S)]
    assert labels == ["← 1マス", "← 2マス", "→ 1マス"], labels
    assert _left_out(page) == [
        "→ 2マス：そのあとは石で川1の2枚目の床ボードに移動できず、ターンを終えられません（スライドした"
        "床ボードには、このターン中にいるか移動する必要があります）。",
        "3マス（左右とも）：このターンのスライドは合計3マスまでで、残りは2マスです。"]
