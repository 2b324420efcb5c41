"""Mayan Curse, what a fresh tester (Japanese, a phone) met entering a box and playing: a
space beyond the board's width on the sizes page refused as such (not as "not on this page"),
a colour's stelae counted as they are entered, the slides' budget said in spaces, the drawing's
spaces said to be tappable, and a two-symbol stone that can move by one symbol only taken
along it without a question (seed 000 「b. 移動」)."""
from __future__ import annotations

import html as htmllib
import re

from tests.driver import join_seat, new_component_set, state_of, stored_set
from tests.web.test_mayan_curse_editor import KEY, SIZES, SYMBOLS, post
from tests.web.test_mayan_curse_passage_taps import _map_table, taps
from tests.web.test_mayan_curse_trial_leftovers import _ana_to_play
from tests.web.test_mayan_curse_web import choices, edit_setup, follow, new_mc_table, title_of


def _words(html: str) -> str:
    """The page's words, tags dropped, spaces folded."""
    return " ".join(htmllib.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def _error(html: str) -> str:
    """The refusal an entry page shows (under the page's "Some fields need fixing")."""
    found = re.search(r'<p class="form-problem" id="form-problem">(.*?)</p>', html, re.S)
    assert found, html[-3000:]
    return _words(found.group(1))


def _set_with_symbols(client) -> int:
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {f"name_{k}": s for k, s in enumerate(SYMBOLS, 1)})
    return set_id


# ---------------------------------------------------------------- 1. the sizes page
def test_a_space_beyond_the_width_chosen_is_refused_naming_the_place_and_the_width(app, client):
    """The relay boards 7 spaces wide, tier 1 with 8 spaces around: the page still offers
    spaces 1 to 12 along a relay board and 1 to 16 around a tier (without its script every
    chip is there), but the 12th space of a board 7 wide is refused as outside a board 7
    wide, not as 「この選択肢はこのページにありません」; each of the four place fields is
    named in its own words, one refusal at a time, every pick kept and nothing stored."""
    set_id = _set_with_symbols(client)
    page = client.get(f"/components/{KEY}/{set_id}/boards/1").get_data(as_text=True)
    for name, most in (("marked_1", 12), ("boulder_col_2", 12), ("entry_col_3", 12),
                       ("entry_line_1", 16)):
        select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', page, re.S)
        assert re.findall(r'<option value="(\d+)"', select.group(1)) == [
            str(v) for v in range(1, most + 1)]
    cases = [
        ({"entry_col_1": "12"},
         "The temple relay board's spaces that meet the temple, number 1: space 12 from the "
         "left is outside the board, which is 7 spaces wide. Pick again; nothing was saved.",
         "寺院とつながる寺院の中継ボードのスペースの1番目：左から12マス目は、幅7マスの外です。"
         "選び直してください。何も保存されていません。"),
        ({"marked_2": "8"},
         "The marked spaces of the entrance relay board, number 2: space 8 from the left is "
         "outside the board, which is 7 spaces wide. Pick again; nothing was saved.",
         "入口の中継ボードのマークされたスペースの2番目：左から8マス目は、幅7マスの外です。"
         "選び直してください。何も保存されていません。"),
        ({"boulder_col_3": "9"},
         "The boulders' spaces on the middle relay board, number 3: space 9 from the left is "
         "outside the board, which is 7 spaces wide. Pick again; nothing was saved.",
         "中央の中継ボードの岩のスペースの3番目：左から9マス目は、幅7マスの外です。"
         "選び直してください。何も保存されていません。"),
        ({"entry_line_2": "16"},
         "The spaces of tier 1 that meet the temple relay board, number 2: space 16 from the "
         "black dot is past the 8 spaces around each tier. Pick again; nothing was saved.",
         "寺院の中継ボードに接する1層目のマスの2番目：黒い点から16マス目は、一周8マスの外です。"
         "選び直してください。何も保存されていません。"),
    ]
    for wrong, english, japanese in cases:
        sent = dict(SIZES, **wrong)
        html = post(client, set_id, "boards", 1, sent, status=422).get_data(as_text=True)
        assert _error(html) == english
        (name, value), = wrong.items()
        assert re.search(rf'<select name="{name}"[^>]*>.*?<option value="{value}" selected',
                         html, re.S), name      # the pick sent is shown again
        assert re.search(r'<select name="width"[^>]*>.*?<option value="7" selected', html,
                         re.S)
        client.set_cookie("lang", "ja")
        html = post(client, set_id, "boards", 1, sent, status=422).get_data(as_text=True)
        client.set_cookie("lang", "en")
        assert _error(html) == japanese
    # two places wrong: the first is said (one at a time, as before)
    html = post(client, set_id, "boards", 1, dict(SIZES, marked_3="10", entry_col_1="11"),
                status=422).get_data(as_text=True)
    assert _error(html).startswith("The marked spaces of the entrance relay board, number 3: "
                                   "space 10 from the left")
    assert stored_set(app, set_id)["passage"] is None
    # a board 12 wide takes its 12th space
    post(client, set_id, "boards", 1, dict(SIZES, width="12", entry_col_1="12"))
    assert stored_set(app, set_id)["temple"]["entry_cols"] == [11, 3, 4]


# ---------------------------------------------------------------- 2. a colour's stelae
def test_a_colour_s_stelae_page_says_how_many_it_holds(app, client):
    """The brown stelae (knowledge 1 to 4): 5 of each entered make 「この色：20枚」 / "This
    colour: 20 stelae"; a page not entered yet says 0; a refused page counts what it was
    sent, a count it does not offer (99) as none: 1 stela ("1 stela", singular)."""
    set_id = _set_with_symbols(client)
    url = f"/components/{KEY}/{set_id}/stelae/1"

    def total(html: str) -> str:   # as read: the tags inside add no space
        return htmllib.unescape(re.sub(r"<[^>]+>", "", re.search(
            r'<p class="mce-colour-total"[^>]*>(.*?)</p>', html, re.S).group(1)))
    assert total(client.get(url).get_data(as_text=True)) == "This colour: 0 stelae"
    post(client, set_id, "stelae", 1, {f"value_{v}": "5" for v in range(1, 5)})
    page = client.get(url).get_data(as_text=True)
    assert total(page) == "This colour: 20 stelae"
    # the script's words for one stela and for any other number (-1 standing for it)
    assert 'data-one="1 stela" data-other="-1 stelae"' in page
    client.set_cookie("lang", "ja")
    assert total(client.get(url).get_data(as_text=True)) == "この色：20枚"
    client.set_cookie("lang", "en")
    refused = post(client, set_id, "stelae", 1, {"value_1": "99", "value_2": "1"},
                   status=422).get_data(as_text=True)
    assert total(refused) == "This colour: 1 stela"
    assert stored_set(app, set_id)["stelae"]["brown"] == [1] * 5 + [2] * 5 + [3] * 5 + [4] * 5


# ---------------------------------------------------------------- 3. the slides' budget
def test_the_slides_left_are_said_in_spaces(app, client):
    """「a. 床ボードのスライド」: slides are 3 spaces in all a turn.  The menu says 「①スライド
    （残り3マス）」 / "1. Slides (3 spaces left)", never 回; after a slide of 2 spaces both the
    menu and the page choosing the next board say 1 space left."""
    code = _map_table(app, client)
    menu = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    assert "1. Slides (3 spaces left)" in _words(menu)
    page = follow(client, menu, "Slide a floor board or turn a temple tier")
    assert "Slides (3 spaces left)" in _words(page)
    page = follow(client, page, href="pick=slide.r.3")
    page = follow(client, page, "← 2 spaces")
    assert "1. Slides (1 space left)" in _words(page)
    page = follow(client, page, "Slide a floor board or turn a temple tier")
    assert "Slides (1 space left)" in _words(page)
    phone = join_seat(app, code, 0, lang="ja")
    menu = _words(phone.get(f"/t/{code}/me").get_data(as_text=True))
    assert "①スライド（残り3マス）" in menu and "残り3回" not in menu
    page = _words(phone.get(f"/t/{code}/me?pick=slide").get_data(as_text=True))
    assert "スライド（残り3マス）" in page


# ---------------------------------------------------------------- 4. tappable spaces said
def test_a_page_whose_choices_are_on_the_drawing_says_its_spaces_can_be_tapped(app, client):
    """The map's page (six spaces of the floor board stood on) and a free move over a relay
    board (Hanako on the middle relay board, row 9, 4th space: the 21 spaces of its three rows
    but her own and the three boulders' are links) say 「盤面のマスをタップしても選べます。」
    next to their buttons; the menu, whose choices go to no space, does not."""
    code = _map_table(app, client)
    hint = "You can also tap the spaces on the drawing to choose."
    menu = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    assert taps(menu) == {} and hint not in menu
    page = follow(client, menu, "Map: jump to another space of your floor board")
    assert len(taps(page)) == 6
    assert f'<p class="small mc-tap-hint" id="turn-tap-hint">{hint}</p>' in page

    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0, lang="ja")
    edit_setup(app, code, _ana_to_play(["monkey", "eagle", "eagle"], row=9, col=3))
    menu = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    assert "盤面のマスをタップしても選べます。" not in menu
    page = hanako.get(f"/t/{code}/me?pick=free").get_data(as_text=True)
    boulders = {f"{b['row']},{b['col']}" for b in state_of(app, code)["boulders"]}
    assert len(boulders) == 3 and all(9 <= int(p.split(",")[0]) <= 11 for p in boulders)
    blank = {f"{r},{c}" for r in range(9, 12) for c in range(7)} - {"9,3"} - boulders
    assert {c[2] for c in choices(page) if c[2]} == blank and set(taps(page)) == blank
    assert "盤面のマスをタップしても選べます。" in _words(page)


# ---------------------------------------------------------------- 5. a two-symbol stone
def test_a_two_symbol_stone_is_asked_its_symbol_only_when_both_can_move(app, client):
    """Hanako on river 1's 2nd slab, 1st space (row 3, column 0); every slab shows monkeys
    (a relay board, which any symbol steps onto, is two slabs away).  Her stone 1, monkey/dog:
    no dog space anywhere, so only monkey moves it: its button opens the monkey's ways at once
    (one tap less), the title saying which symbol.  With a dog printed on the slab's 2nd space
    (row 3, column 1), both symbols move it: she is asked which, as before.  The step names
    the symbol either way, and the server checks it."""
    code = new_mc_table(client, players=("はなこ", "たろう"), seed="5")
    hanako = join_seat(app, code, 0)
    edit_setup(app, code, _ana_to_play(["monkey/dog", "eagle", "eagle"], row=3))
    menu = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    page = follow(hanako, menu, "Stone 1: monkey/dog")
    assert title_of(page) == "stone 1 (monkey/dog) as monkey: which way and how far?"
    ways = choices(page)
    assert ("↑ 1 space: river 1, 3rd slab, 1st space from the left (monkey)", "4,0") in [
        c[1:] for c in ways]
    assert all("turn=m.0.4." in href for href, _label, _pos in ways)  # monkey: the 5th symbol
    hanako.set_cookie("lang", "ja")
    ja = hanako.get(f"/t/{code}/me?pick=stone.0").get_data(as_text=True)
    assert title_of(ja) == "石1（猿/犬）を猿として：どの方向に何マス進みますか？"
    hanako.set_cookie("lang", "en")
    # a made-up address asking for the dog, which leads nowhere: asked for again? no: the
    # one symbol that moves is taken
    assert title_of(hanako.get(f"/t/{code}/me?pick=stone.0.0").get_data(
        as_text=True)).startswith("stone 1 (monkey/dog) as monkey")

    def dog_beside(setup):
        rows = [dict(r) for r in setup["rows"]]
        rows[3] = dict(rows[3], spaces=list(rows[3]["spaces"]))
        rows[3]["spaces"][1 - rows[3]["offset"]] = "dog"
        setup["rows"] = rows
    edit_setup(app, code, dog_beside)
    row = state_of(app, code)["rows"][3]
    assert row["spaces"][1 - row["offset"]] == "dog"
    menu = hanako.get(f"/t/{code}/me").get_data(as_text=True)
    page = follow(hanako, menu, "Stone 1: monkey/dog")
    assert title_of(page) == "stone 1 (monkey/dog): which of its symbols?"
    assert [c[1] for c in choices(page)] == ["dog", "monkey"]
    page = follow(hanako, page, "dog")
    assert title_of(page) == "stone 1 (monkey/dog) as dog: which way and how far?"
    assert [c[1:] for c in choices(page)] == [
        ("→ 1 space: river 1, 2nd slab, 2nd space from the left (dog)", "3,1")]
