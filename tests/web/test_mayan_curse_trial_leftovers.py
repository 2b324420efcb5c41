"""Mayan Curse, issue 38's leftovers from a Japanese table trial (two phones): what a phone
names and says, checked on its page in Japanese (seed 000 「石碑の発見」 and 「ラウンド&ターン」)."""
from __future__ import annotations

import html as htmllib
import re
from urllib.parse import urlencode

from companion.games.mayan_curse.web.turn_form import encode
from tests.driver import join_seat, state_of
from tests.games.mayan_curse.kit import FILL
from tests.web.test_mayan_curse_web import edit_setup, new_mc_table


def _text(html: str) -> str:
    """The page's words, tags dropped, spaces folded."""
    return re.sub(r"\s+", " ", htmllib.unescape(re.sub(r"<[^>]+>", " ", html)))


def _holding(stelae):
    def change(setup):
        advs = [dict(a) for a in setup["adventurers"]]
        advs[0]["stelae"] = [{"id": sid, "colour": sid.split("-")[0], "origin": "passage",
                              "value": value} for sid, value in stelae]
        setup["adventurers"] = advs
    return change


def test_stelae_held_are_named_by_colour_and_value_alike_ones_counted(app, client):
    """Hanako holds two brown stelae not entered yet (the app's ids brown-2 and brown-5),
    a grey one worth 4 and another grey one worth 4: her page names them 「茶色の石碑 ×2」 and
    「灰色の石碑（知識4） ×2」, never 「茶色の石碑2」; the brown pair has one row of value
    buttons (1 to 4, the brown range) saying the two are alike, posting for the first of them."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _holding([("brown-2", None), ("grey-1", 4), ("brown-5", None),
                                    ("grey-7", 4)]))
    page = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    held = _text(page[page.index('id="my-stelae"'):page.index('id="stela-value"')])
    assert "茶色の石碑 ×2" in held and "灰色の石碑（知識4） ×2" in held, held
    assert "（知識1–4：それぞれ底を見て1枚ずつ入力してください）" in held, held
    words = _text(page)
    for number in ("石碑2", "石碑5", "石碑1", "石碑7"):
        assert number not in words
    open_ = page[:page.index('<details class="mc-stela-change">')]
    forms = re.findall(r'<form[^>]*class="mc-stela-form".*?</form>', open_, re.S)
    assert len(forms) == 1  # the brown pair's (the grey ones are entered: behind a fold)
    assert 'name="stela_value-stela" value="brown-2"' in forms[0]
    assert re.findall(r'name="stela_value-value" value="(\d)"', forms[0]) == ["1", "2", "3", "4"]
    assert "同じものが2枚" in _text(forms[0])
    folds = re.findall(r'<details class="mc-stela-change">.*?</details>', page, re.S)
    assert len(folds) == 1 and "灰色の石碑（知識4） ×2" in _text(folds[0])


def _ana_to_play(hand, row=2, col=0, stelae=(), backpack=None):
    """Hanako (seat 0) to play with ``hand`` on (row, col) of a passage whose slabs all show
    monkeys (kit.blank_state's), with ``stelae`` lying on the board."""
    def change(setup):
        rows = [dict(r) for r in setup["rows"]]
        for info in rows:
            if info["kind"] == "slab":
                info["spaces"] = [FILL] * len(info["spaces"])
        setup["rows"] = rows
        setup["stelae"] = [dict(st) for st in stelae]
        pouch = list(setup["pouch"])
        for label in hand:
            pouch.remove(label)
        setup["pouch"] = pouch
        setup["hands"] = [list(hand)] + [None] * (len(setup["players"]) - 1)
        setup["phase"], setup["turn"], setup["first_player"] = "turns", 0, 0
        advs = [dict(a) for a in setup["adventurers"]]
        advs[0].update(row=row, col=col, tier=None, index=None, entered=row >= 2,
                       backpack=backpack)
        setup["adventurers"] = advs
    return change


def _builder_page(phone, code, steps, comps, pick=""):
    query = {"turn": encode(steps, comps)} if steps else {}
    if pick:
        query["pick"] = pick
    return phone.get(f"/t/{code}/me?{urlencode(query)}").get_data(as_text=True)


def test_the_turn_s_last_page_names_the_stela_taken_by_where_it_lies(app, client):
    """Hanako's monkey goes up one onto river 1's 2nd slab, whose left end holds a brown
    stela: the page before she plays the turn says 「川1の2枚目の床ボードの左端の茶色の石碑を
    取ります。」 (no number of the app's)."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _ana_to_play(["monkey", "eagle", "eagle"], stelae=[
        {"id": "brown-3", "colour": "brown", "row": 3, "col": 0}]))
    comps = state_of(app, code)["components"]
    step = {"kind": "line", "stones": [0], "symbol": "monkey", "direction": "up",
            "distance": 1, "machete": False}
    words = _text(_builder_page(hanako, code, [step], comps, pick="end"))
    assert "川1の2枚目の床ボードの左端の茶色の石碑を取ります。" in words, words
    assert "石碑3" not in words


def test_the_draw_is_three_rows_of_stone_buttons_that_work_without_script(app, client):
    """The draw from the real pouch (「ステップ1:ドロー」): no dropdown, each stone a row of the
    set's nine kinds (5 symbols, 4 dual stones) as radio buttons, so a phone without script
    posts it as it is; once entered, the rows come back with the stones ticked, ready to be
    corrected by one tap."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    page = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    draw = page[page.index('<section id="draw">'):page.index("</section>", page.index(
        '<section id="draw">'))]
    assert "<select" not in draw
    for k in range(3):
        values = re.findall(rf'<input type="radio" name="draw-stone_{k}" value="([^"]+)"', draw)
        assert values == ["dog", "jaguar", "serpent", "eagle", "monkey", "dog/jaguar",
                          "serpent/eagle", "monkey/dog", "jaguar/serpent"], values
    assert "犬/ジャガー" in _text(draw)
    token = re.search(r'name="draw-csrf_token"[^>]*value="([^"]+)"', draw) or re.search(
        r'id="draw-csrf_token"[^>]*value="([^"]+)"', draw)
    r = hanako.post(f"/t/{code}/move/draw", data={
        "draw-csrf_token": token.group(1), "draw-seen": "0", "seat": "0",
        "draw-stone_0": "monkey/dog", "draw-stone_1": "eagle", "draw-stone_2": "eagle"})
    assert r.status_code in (200, 302), r.get_data(as_text=True)[-2000:]
    assert state_of(app, code)["hands"][0] == ["monkey/dog", "eagle", "eagle"]
    page = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    checked = re.findall(r'name="draw-stone_(\d)" value="([^"]+)" checked', page)
    assert checked == [("0", "monkey/dog"), ("1", "eagle"), ("2", "eagle")]


def _form_data(form_html: str) -> dict[str, str]:
    """What a browser without script posts from a form: its inputs' names and values."""
    return {htmllib.unescape(n): htmllib.unescape(v) for n, v in re.findall(
        r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', form_html)}


def test_the_pass_is_offered_first_with_what_it_leads_to_and_plays_in_one_tap(app, client):
    """「b. 移動」: 「すべての石を使う必要はありません」 and slides are optional: a turn may end with
    no slide and no move.  Hanako's first page of the turn offers it at the top, says that the
    rules allow it, that her three stones go back unused and where she stays; its button posts
    the empty turn at once: logged 「はなこはパスしました。」, her stones back in the pouch, Taro's
    turn.  The steps' menu no longer has a pass of its own."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _ana_to_play(["monkey", "eagle", "dog/jaguar"], row=2, col=0))
    page = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    offer = page[page.index('id="turn-pass"'):page.index("</div>", page.index('id="turn-pass"'))]
    words = _text(offer)
    assert "パスできます。" in words
    assert "スライドも移動もせずにターンを終えられます" in words
    assert ("3つの石は使わずに神聖な財布に戻り、あなたは川1の1枚目の床ボード、左から1マス目（猿）に"
            "留まります。") in words
    assert page.index('id="turn-pass"') < page.index('class="mc-group"')   # before the steps
    assert "移動せずにターンを終える" not in _text(page)
    r = hanako.post(f"/t/{code}/move/turn", data=_form_data(offer))
    assert r.status_code == 302, r.get_data(as_text=True)[-2000:]
    state = state_of(app, code)
    assert state["turn"] == 1 and state["hands"][0] is None and len(state["pouch"]) == 20
    client.set_cookie("lang", "ja")
    log = _text(client.get(f"/t/{code}").get_data(as_text=True))
    assert "はなこはパスしました。" in log


def test_a_solo_pass_says_the_trigger_token_it_takes(app, client):
    """Solo (「ソロモード 岩」: a trigger token comes off at the end of every turn): the pass
    says which boulder loses it; with the leftmost boulder's last token it says the boulder
    rolls at the end of the round, and that this turn is the round's last."""
    code = new_mc_table(client, players=("はなこ",), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")

    def one_token_left(setup):
        _ana_to_play(["monkey", "eagle", "dog/jaguar"], row=2, col=0)(setup)
        setup["boulders"] = [dict(b, tokens=1 if k == 0 else 2)
                             for k, b in enumerate(setup["boulders"])]
    edit_setup(app, code, one_token_left)
    page = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    offer = _text(page[page.index('id="turn-pass"'):page.index("</div>", page.index(
        'id="turn-pass"'))])
    assert "岩1" in offer and "最後のトリガートークン" in offer, offer
    assert "このラウンド最後のターンです" in offer, offer


def _eagle_ahead(setup):
    """Hanako to play on river 1's 1st slab (row 2), column 4, holding eagle, monkey,
    monkey; every slab shows monkeys but the 2nd slab's 4th space (row 3, column 3), an eagle
    just ahead of her."""
    _ana_to_play(["eagle", "monkey", "monkey"], row=2, col=3)(setup)
    rows = [dict(r) for r in setup["rows"]]
    rows[3]["spaces"] = list(rows[3]["spaces"])
    rows[3]["spaces"][3] = "eagle"
    setup["rows"] = rows


def test_after_a_slide_the_page_says_which_choices_it_ruled_out_and_why(app, client):
    """「a. 床ボードのスライド」: a slid board must be stood on or moved onto this turn; the map
    and the compass act 「スライドする前に」.  Before sliding, Hanako may use the map, the
    compass, and stone 1 (eagle) one space up onto the eagle.  She slides river 1's 2nd slab one
    space right: the eagle leaves her column, so stone 1 has no move onto that slab any more
    (monkeys still go up onto it).  The menu says so in one line each: the map and the
    compass, only before sliding; stone 1, no move with it reaches the slid board."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _eagle_ahead)
    comps = state_of(app, code)["components"]
    menu = _text(_builder_page(hanako, code, [], comps))
    assert "石1：鷲" in menu and "マップ：" in menu and "コンパス：" in menu
    assert "もう選べません" not in menu
    slid = _text(_builder_page(hanako, code, [{"kind": "slide", "row": 3, "by": 1}], comps))
    assert "石1：鷲" not in slid and "石2：猿" in slid and "マップ：" not in slid
    assert "マップ、コンパスはもう選べません：スライドする前にしか使えません。" in slid, slid
    assert ("石1（鷲）はもう選べません：川1の2枚目の床ボードをスライドしたので、このターン中にその上に"
            "いるか移動する必要がありますが、これらの移動ではそこに届きません。") in slid, slid


def test_each_machete_button_says_what_it_does(app, client):
    """「マチェーテ：神聖な石1つをワイルドとして使用します」: the machete's page has a button per
    stone (that stone made a wild now, its symbol and line next) and one that only takes the
    machete out, the stone chosen when moving (slides first); each says so on it."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _eagle_ahead)
    comps = state_of(app, code)["components"]
    page = _builder_page(hanako, code, [], comps, pick="machete")
    labels = [_text(x).strip() for x in re.findall(r'<a class="button mc-choice[^"]*"[^>]*>(.*?)</a>',
                                                 page, re.S)]
    assert labels[0] == "石1（鷲） この石を今ワイルドにします：次にシンボルと進む列を選びます", labels
    assert labels[-1] == ("今はマチェーテを出すだけ（石は後で選ぶ） 石はまだ選びません：先にスライドでき"
                          "（ワイルドの石でしか終えられないスライドも表示されます）、移動するときに石を"
                          "1つワイルドにします。バックパックは使用済みになります"), labels


def test_after_a_move_the_machete_button_no_longer_offers_to_slide_first(app, client):
    """「ターンの流れ」: the slides come before the stones' moves.  Once Hanako's eagle went up
    one onto the eagle just ahead, no slide is left to make: the machete's button that only
    takes it out says nothing of sliding first (the trial found it offering that)."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _eagle_ahead)
    comps = state_of(app, code)["components"]
    step = {"kind": "line", "stones": [0], "symbol": "eagle", "direction": "up",
            "distance": 1, "machete": False}
    page = _builder_page(hanako, code, [step], comps, pick="machete")
    labels = [_text(x).strip() for x in re.findall(r'<a class="button mc-choice[^"]*"[^>]*>(.*?)</a>',
                                                 page, re.S)]
    assert labels[-1] == ("今はマチェーテを出すだけ（石は後で選ぶ） 石はまだ選びません：移動するときに石を"
                          "1つワイルドにします。バックパックは使用済みになります"), labels
