"""Bravest as it was found at the table (issue 13, item 7, and the table trials' findings), on
the pages: the host enters the tiles dealt in one go with only the tiles left offered, the
calculator scores one island without ranking it, keeps what was typed when the island is
switched, refuses more copies of a tile than the set has and says back the roads as it read
them, special tiles show their effect, the game's end is said instead of a turn number, the
score sheet folds each course's steps, and the start-player choice is named as typed.
"""
from __future__ import annotations

import re

from companion import tables
from companion.games.bravest.rules.turn import legal_cells, selected_slots
from companion.registry import GAMES
from tests.driver import csrf_of, join_seat, state_and_version, stored_moves
from tests.web.test_bravest_web import SMALL_SET, calc_post, new_bravest, place, save_set


def text_of(html: str) -> str:
    """The page's words, tags removed and spaces collapsed."""
    import html as h
    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def deals(client, code, seen, tiles: dict[int, str]):
    """Post the host's deals form: {place (from 1): tile id}."""
    html = client.get(f"/t/{code}").get_data(as_text=True)
    data = {"deals-csrf_token": csrf_of(html), "deals-seen": str(seen), "seat": "table"}
    data.update({f"deals-tile_{place - 1}": tile for place, tile in tiles.items()})
    return client.post(f"/t/{code}/move/deals", data=data)


def offered(html: str, place: int) -> list[str]:
    """The tile ids offered for ``place`` (from 1) by the host's deals form."""
    select = re.search(rf'<select[^>]*name="deals-tile_{place - 1}"[^>]*>(.*?)</select>', html,
                       re.S).group(1)
    return [v for v in re.findall(r'<option[^>]*value="([^"]*)"', select) if v]


def test_the_host_enters_the_tiles_dealt_in_one_go_offering_only_tiles_left(app, client):
    """セットアップ 5) with real tiles (the small set: G and W one copy each, F four; two
    players on a 1 × 3 island: 6 places wait).  One form: place 1 gets G; then G is no longer
    offered; two places given W's one copy are refused, nothing stored; then the rest at once."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals", components="1")
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert [f"Place {n}" in html for n in range(1, 7)] == [True] * 6
    assert offered(html, 1) == ["G", "W", "F", "none"]
    # each tile in words (what stands on it, its roads), never by the app's name for it
    assert "great sword · a road joining north and south · 1 left" in html
    assert "ghost · a road joining north and south · 4 left" in html
    assert not re.search(r"<option[^>]*>\s*[GWF] —", html)
    assert deals(client, code, 0, {1: "G"}).status_code == 302
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert offered(html, 2) == ["W", "F", "none"] and 'name="deals-tile_0"' not in html
    response = deals(client, code, 1, {2: "W", 3: "W"})
    assert response.status_code == 422
    assert ("Every copy of the tile (wizard, a road joining north and south) has already been "
            "dealt.") in text_of(
        response.get_data(as_text=True))
    assert len(stored_moves(app, code)) == 1
    # the set knows 6 tiles of the box's 75: the table says its deck holds no other
    assert deals(client, code, 1, {2: "W", 3: "F", 4: "F", 5: "F", 6: "F", 7: "none"}
                 ).status_code == 302
    state, _version = state_and_version(app, code)
    assert state["market"][:6] == ["G", "W", "F", "F", "F", "F"] and state["pending"] == []
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    ghost = "a tile (ghost, a road joining north and south)"
    assert ("Tiles dealt: a tile (wizard, a road joining north and south) on place 2, "
            f"{ghost} on place 3, {ghost} on place 4, {ghost} on place 5, {ghost} on place 6, "
            "and nothing on place 7 (the deck is empty).") in host
    assert 'id="deal-form"' not in client.get(f"/t/{code}").get_data(as_text=True)


def test_a_deals_form_with_no_tile_chosen_is_refused(app, client):
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", mode="table_deals", components="1")
    response = deals(client, code, 0, {})
    assert response.status_code == 400
    assert "Choose the tile dealt onto at least one place." in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 0


def test_the_end_is_said_instead_of_a_next_turn(app, client):
    """ゲーム終了: after the 6th placement on the 1 × 3 islands the host says how many turns
    were played, not "turn 7"."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals", components="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert deals(client, code, 0, dict(zip(range(1, 8), ["G", "W", "F", "F", "F", "F", "none"]))
                 ).status_code == 302
    _state, version = state_and_version(app, code)
    plan = [(ana, 0, "0,0"), (ben, 3, "0,0"), (ana, 1, "0,2"), (ben, 4, "0,1"),
            (ana, 2, "0,1"), (ben, 5, "0,2")]
    for phone, slot, cell in plan:
        assert place(phone, code, f"/t/{code}/me", version, slot, cell, 0, True).status_code \
            == 302
        version += 1
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert "6 turns played" in host and "turn 7" not in host
    sheet = client.get(f"/t/{code}/score").get_data(as_text=True)
    # one pass each (a face-down crossroads, then off the island): said as it is, not folded
    assert "detail-fold" not in sheet and "face down: a crossroads, nothing to score." in sheet


def test_the_score_sheet_folds_a_course_of_several_passes(client):
    """The docs' 1 × 3 island (great sword turned east–west, a face-down crossroads, the
    wizard turned east–west).  The Agile from the west passes the great sword (3) and the
    crossroads, then leaves (going on to the wizard adds nothing on the light side: of equal
    courses the first found is kept); the Invincible from the east passes the wizard (3) and
    the crossroads.  Each course's 2 passes fold under one line, so that several islands side
    by side stay short on a phone."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    response = calc_post(client, "?set=1&side=light", {
        "c0_0": {"tile": "custom", "paths": "NS", "content": "great_sword", "rot": "1"},
        "c0_1": {"tile": "X", "rot": "0"},
        "c0_2": {"tile": "W", "rot": "1"}})
    html = response.get_data(as_text=True)
    assert html.count('<details class="detail-fold"><summary>2 passes</summary>') == 2


def test_the_calculator_scores_one_island_and_ranks_nobody(client):
    """Issue 13, item 7: one island is scored; the sheet's one column is the island, with no
    ranking and no winner (a lone island is no player)."""
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "WE",
                                                "content": "great_sword", "rot": "0"}})
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    head = re.search(r'<thead><tr><th>Category</th>(.*?)</tr></thead>', html).group(1)
    assert text_of(head) == "The island"
    assert re.search(r'<ol class="ranking">\s*</ol>', html)
    assert "Winner" not in html and "1. Island" not in text_of(html)


def test_switching_the_island_keeps_what_was_typed(client):
    """Changing the side posts the cells typed: a cell the dark side also has (row 1, column 1)
    keeps its tile; row 4, column 1 is not a cell of the dark side.  No sheet is shown for
    the switch."""
    page = client.get("/calc/bravest").get_data(as_text=True)
    data = {"calc-csrf_token": csrf_of(page), "set": "sample", "side": "dark",
            "calc_switch": "1", "calc-c0_0_tile": "S01", "calc-c0_0_rot": "1",
            "calc-c3_0_tile": "custom", "calc-c3_0_paths": "北、南", "calc-c3_0_rot": "0"}
    response = client.post("/calc/bravest", data=data)
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Score sheet" not in html
    assert re.search(r'<select[^>]*name="calc-c0_0_tile".*?<option selected value="S01">', html,
                     re.S) or re.search(r'name="calc-c0_0_tile".*?value="S01" selected', html,
                                        re.S)
    assert 'name="calc-c1_4_tile"' in html and 'name="calc-c3_0_tile"' not in html
    assert re.search(r'<option selected value="dark">|<option value="dark" selected>', html)


def test_the_calculator_says_back_the_roads_it_read(client):
    """「北、南」: a comma parts two roads, read as two dead ends; 「北-南」: one road from north
    to south.  The page says which, next to the field."""
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "北、南", "rot": "0"},
                                      "c3_1": {"tile": "custom", "paths": "北-南", "rot": "0"}})
    text = text_of(response.get_data(as_text=True))
    assert ("Read as 2 roads: a dead end from the north; a dead end from the south" in text)
    assert "Read as 1 road: a road joining north and south" in text


def test_the_calculator_refuses_more_copies_than_the_set_has(client):
    """コンポーネント: the sample has one S18 (a great sword on a dead end from the south);
    typed on three cells it is refused (422), the tile named as it looks, as the log names it,
    never by the app's id for it."""
    response = calc_post(client, "", {f"c0_{c}": {"tile": "S18", "rot": "0"} for c in range(3)})
    assert response.status_code == 422
    text = text_of(response.get_data(as_text=True))
    assert ("The tile (great sword, a dead end from the south) is placed on 3 cells, but the "
            "set has 1 copy of it.") in text
    assert "Tile S18" not in text


def test_a_special_tile_shows_its_effect(client):
    """特殊タイル: S39 (+2 for each hero passing) shows ★ and "+2" on the tile, and its effect
    in words under the island."""
    response = calc_post(client, "", {"c3_0": {"tile": "S39", "rot": "0"}})
    html = response.get_data(as_text=True)
    assert '<text class="bv-note" x="50" y="46" text-anchor="middle">+2</text>' in html
    assert "★ row 4, column 1: special tile: +2" in text_of(html)


def test_the_start_player_choice_is_named_as_typed(client):
    """セットアップ: the start player (who most recently visited an island) is chosen among
    the players typed in the same form: the page marks the choice for it (static/js/poll.js
    names each seat by the name typed)."""
    html = client.get("/new/bravest").get_data(as_text=True)
    assert re.search(r'<select[^>]*data-seat-choice[^>]*name="start_player"|'
                     r'<select[^>]*name="start_player"[^>]*data-seat-choice', html)


def test_a_japanese_player_reads_a_special_tile_and_a_missing_tile_choice_in_words(app, client):
    """Trial 3: the market's S42 said 「イ+5（接続時）」, readable only with the line under it:
    on the tile it now says the hero and the condition written out, on two lines.  A placement
    sent without a tile of the distribution board (a tampered form) said only 「入力してくだ
    さい。」: it says to choose a tile."""
    from companion.games.bravest.web.drawing import tile_drawing
    from companion.i18n import use_language

    with app.test_request_context(), use_language("ja"):
        d = tile_drawing({"tile": "S42", "paths": [["N", "S"]], "rot": 0,
                          "content": {"kind": "special", "effect": "invincible_link"}})
    assert [line for line, _fit in d["note_lines"]] == ["インビンシブル+5", "アジャイルとつながれば"]
    code = new_bravest(client, seed="9", start_player="0")
    ana = join_seat(app, code, 0)
    ana.set_cookie("lang", "ja")
    _state, version = state_and_version(app, code)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    response = ana.post(f"/t/{code}/move/place", data={
        "place-csrf_token": csrf_of(page), "place-seen": str(version), "place-slot": "",
        "place-rotation": "0", "place-cell": "3,0"})
    said = text_of(response.get_data(as_text=True))
    assert "タイル配布ボードのタイルを1枚選んでください（1～12番の場所）。" in said
    assert "入力してください。" not in said


def test_no_two_sample_tiles_read_alike_in_the_list_without_a_script(app, client):
    """Issue 38: the deals form without a script lists each tile by what it shows; the sample's
    two lava tiles with a road joining north and east (S23 going on to the south and east, S27
    to the east only) read alike when the lava piece's open sides were not said.  Now every
    tile of the sample reads its own way, and no app id (S01…S43) is said."""
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals")
    html = client.get(f"/t/{code}", headers={"Accept-Language": "ja"}).get_data(as_text=True)
    select = re.search(r'<select[^>]*name="deals-tile_0"[^>]*>(.*?)</select>', html,
                       re.S).group(1)
    texts = [re.sub(r" · 残り\d+枚$", "", t.strip()) for t in re.findall(
        r"<option[^>]*value=\"S\d\d\"[^>]*>([^<]*)</option>", select)]
    assert len(texts) == 43 and len(set(texts)) == 43
    assert "溶岩の円の一部（南と東へ続く） · 北と東をつなぐ道" in texts      # S23
    assert "溶岩の円の一部（東へ続く） · 北と東をつなぐ道" in texts          # S27
    assert not re.search(r"\bS\d\d\b", text_of(select))


def test_the_move_that_ends_the_game_asks_for_no_selector_move(app, client):
    """A table-trial finding: the phone of the last placement said to move the tile selector
    on to the next tile, pointless at the end.  The sample game (seed 7) played by the table
    service up to its last placement, that one sent from Ben's or Ana's phone: confirmed
    ("Recorded"), with no step for the table after it; a placement before it had one."""
    code = new_bravest(client)
    phones = {0: join_seat(app, code, 0), 1: join_seat(app, code, 1)}
    game = GAMES["bravest"]
    with app.app_context():
        table = tables.find_table(code)
        rep = tables.replay(table)
        hinted = False
        while True:
            st = rep.state
            seat = st["current"]
            move = {"type": "place", "slot": selected_slots(st)[0],
                    "cell": legal_cells(st, seat)[0], "rotation": 0, "face_down": False}
            if game.is_over(game.apply(st, {**move, "seat": seat})):
                break
            tables.record_move(table, seat, move, rep.version)
            rep = tables.replay(table)
            if not hinted:   # a placement in the game: its phone says the selector's move
                page = phones[seat].get(f"/t/{code}/me").get_data(as_text=True)
                hinted = 'class="after-hint"' in page
        version = rep.version
    assert hinted
    row, col = move["cell"]
    assert place(phones[seat], code, f"/t/{code}/me", version, move["slot"], f"{row},{col}"
                 ).status_code == 302
    last = phones[seat].get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="end-result"' in last and 'id="own-move"' in last
    assert 'class="after-hint"' not in last
