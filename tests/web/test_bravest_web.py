"""Bravest through the web app: a table set up, joined and played until every island is full,
the score sheet against the engine and against hand-worked islands, illegal placements refused,
the table-deals mode, the component editor and the standalone island calculator.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (セットアップ, ゲームの仕組み, スコアリング,
試練 – 光の面, ゲーム終了); readings in docs/rulings/bravest.md.
"""
from __future__ import annotations

import json
import re
from html import unescape

from companion import tables
from companion.registry import GAMES
from companion.games.bravest.rules.turn import legal_cells, selected_slots
from companion.games.bravest.web.drawing import tile_words
from tests.driver import csrf_of, join_seat, new_table, state_and_version, stored_moves

GAME = GAMES["bravest"]

#: A 1 × 3 island (the docs' example): the Agile enters (0,0) from the west, the Invincible
#: (0,2) from the east.
SMALL_GEO = {"rows": 1, "cols": 3,
             "camps": {"agile": {"cell": [0, 0], "edge": "W"},
                       "invincible": {"cell": [0, 2], "edge": "E"}}}
SMALL_SET = {
    "format": "bravest-components", "version": 1, "label": "Our small test copy",
    "tiles": {"format": "bravest-tiles", "version": 1, "label": "Test tiles", "tiles": [
        {"id": "G", "paths": [["N", "S"]], "content": {"kind": "great_sword"}},
        {"id": "W", "paths": [["N", "S"]], "content": {"kind": "wizard"}},
        {"id": "F", "count": 4, "paths": [["N", "S"]], "content": {"kind": "ghost"}}]},
    "island": {"format": "bravest-island", "version": 1, "label": "Test island",
               "sides": {"light": SMALL_GEO, "dark": SMALL_GEO}},
}


# --------------------------------------------------------------------------- helpers

#: The new-table form's Bravest fields as the tests below were worked out (the light side, the
#: app dealing the tiles, the sample, the second seat starting).
BRAVEST_OPTIONS = {"side": "light", "mode": "app_deals", "components": "sample",
                   "start_player": "1"}


def new_bravest(client, players=("Ana", "Ben"), seed="7", **extra) -> str:
    """Create a Bravest table through the form (BRAVEST_OPTIONS, ``extra`` changing them or
    adding the driver's ``check``; seats red, blue, yellow, green); the client becomes the
    host.  Returns the join code."""
    return new_table(client, players, seed, colours=["red", "blue", "yellow", "green"],
                     game="bravest", **{**BRAVEST_OPTIONS, **extra})


def save_set(client, document, name="Our copy"):
    """Save a component set through the shared editor; returns the response."""
    page = client.get("/components/bravest").get_data(as_text=True)
    return client.post("/components/bravest", data={
        "csrf_token": csrf_of(page), "name": name, "text": json.dumps(document)})


def place(phone, code, page_url, seen, slot, cell, rotation=0, face_down=False, seat=None):
    """Post a placement from the seat page at ``page_url`` (the cell as the tapped button)."""
    html = phone.get(page_url).get_data(as_text=True)
    if "csrf_token" not in html:  # no form on this page (not this seat's turn)
        html = phone.get("/join").get_data(as_text=True)
    data = {"place-csrf_token": csrf_of(html), "place-seen": str(seen), "place-slot": str(slot),
            "place-rotation": str(rotation), "place-cell": cell}
    if face_down:
        data["place-face_down"] = "y"
    if seat is not None:
        data["seat"] = str(seat)
    return phone.post(f"/t/{code}/move/place", data=data)


def play_to_the_end(app, code: str, choose=None) -> int:
    """Every placement recorded through the table service until the game is over (every island
    full): ``choose(turn, selected slots, legal cells)`` gives (slot, cell, rotation, face
    down), by default the first selected tile on the first legal cell, unturned.  Returns the
    table's version at the end."""
    choose = choose or (lambda turn, selected, cells: (selected[0], cells[0], 0, False))
    with app.app_context():
        table = tables.find_table(code)
        rep = tables.replay(table)
        turn = 0
        while not rep.state["over"]:
            st = rep.state
            seat = st["current"]
            slot, cell, rotation, face_down = choose(turn, selected_slots(st),
                                                     legal_cells(st, seat))
            tables.record_move(table, seat, {"type": "place", "slot": slot, "cell": cell,
                                             "rotation": rotation, "face_down": face_down},
                               rep.version)
            rep = tables.replay(table)
            turn += 1
        return rep.version


def deal(client, code, seen, slot, tile):
    html = client.get(f"/t/{code}").get_data(as_text=True)
    return client.post(f"/t/{code}/move/deal", data={
        "deal-csrf_token": csrf_of(html), "deal-seen": str(seen), "deal-slot": str(slot),
        "deal-tile": tile, "seat": "table"})


# --------------------------------------------------------------------------- new table, setup

def test_the_new_table_form_offers_sides_modes_and_the_labelled_sample(client):
    """セットアップ: 2–4 legendary characters, one island side for all, two ways to deal."""
    page = client.get("/new/bravest").get_data(as_text=True)
    for text in ('value="light"', 'value="dark"', 'value="app_deals"', 'value="table_deals"',
                 'value="sample"', "not the real game"):
        assert text in page


def test_setup_page_shows_the_twelve_tiles_selectors_start_player_and_side(app, client):
    """セットアップ 4)–6): 12 tiles face up, three selectors on places 1–3, the start player."""
    code = new_bravest(client, seed="11", start_player="1")
    state, _ = state_and_version(app, code)
    page = client.get(f"/t/{code}/setup")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    # each tile drawn and said by what it shows, never by the app's name for it (issue 38)
    assert html.count('<div class="bv-place') == 12 and "bv-tile-id" not in html
    assert not re.search(r"\bS\d\d\b", unescape(re.sub(r"<[^>]+>", " ", html)))
    listed = re.search(r'<ol class="bv-market-list"[^>]*>(.*?)</ol>', html, re.S).group(1)
    tiles = {t["id"]: t for t in state["catalogue"]["tiles"]}
    with app.test_request_context():
        words = [tile_words(tiles[tid]) for tid in state["market"]]
    assert re.findall(r"<li>(.*?)(?: — |</li>)", unescape(listed)) == words
    assert html.count('class="bv-selector"') == 3
    # the three selectors are alike: marked where they stand, never numbered (issue 38)
    assert html.count("▲ a tile selector") == 3 and "selector 1" not in html
    assert re.search(r"Ben</li>|Ben — <strong>start player", html)
    assert state["start_player"] == 1 and state["current"] == 1
    assert "light side" in html
    assert ('<p class="banner bv-sample" id="bv-components">Sample tiles and island (made up for '
            "trying the app, not the real game's)</p>") in html
    assert "style=" not in html


def test_the_sample_components_are_said_to_be_made_up_once_a_page(app, client):
    """Trial 2, item 6a: the banner said 「サンプルのコンポーネント（…架空のもので…）：サンプルの
    タイル（…架空のセットで…） · サンプルの島（架空の形で…）」, the same thing three times.  The
    sample's tiles and island are said to be made up in one sentence, once on each page (the
    setup sheet, the host screen, a phone, the calculator), in either language; a table's own
    copy is named once by its name on the setup sheet, and nothing is said on the host screen."""
    code = new_bravest(client)
    phone = join_seat(app, code, 0)
    banner = {"en": "Sample tiles and island (made up for trying the app, not the real game's)",
              "ja": "サンプルのタイルと島（アプリを試すための架空のもので、実際のゲームのものではありません）"}
    made_up = {"en": "made up", "ja": "架空"}
    for lang in ("en", "ja"):
        for who in (client, phone):
            who.set_cookie("lang", lang)
        for who, url in ((client, f"/t/{code}/setup"), (client, f"/t/{code}"),
                         (phone, f"/t/{code}/me"), (client, "/calc/bravest")):
            text = unescape(who.get(url).get_data(as_text=True))
            said = re.search(r'<p class="banner bv-sample" id="bv-components">([^<]*)</p>', text)
            assert said and said.group(1) == banner[lang], (lang, url)
            # (the calculator's choice of set names the sample in its own list)
            assert re.sub(r"<select.*?</select>", "", text, flags=re.S).count(
                made_up[lang]) == 1, (lang, url)
    client.set_cookie("lang", "en")
    save_set(client, SMALL_SET)
    page = client.get("/new/bravest").get_data(as_text=True)
    set_id = re.search(r'<option value="(\d+)">Our copy</option>', page).group(1)
    own = new_bravest(client, components=set_id)
    setup = client.get(f"/t/{own}/setup").get_data(as_text=True)
    assert '<p id="bv-components">Components: Our copy</p>' in setup   # its name, once
    assert "bv-sample" not in client.get(f"/t/{own}").get_data(as_text=True)


def test_a_dark_side_table_for_four_deals_the_same_side_to_everyone(app, client):
    """セットアップ 2): every legendary character uses the same side (the sample dark side:
    18 cells)."""
    code = new_bravest(client, players=("Ana", "Ben", "Cai", "Dee"), side="dark",
                       start_player="")
    state, _ = state_and_version(app, code)
    assert state["side"] == "dark" and len(state["islands"]) == 4
    assert sum(row.count("#") for row in state["geometry"]["cells"]) == 18
    html = client.get(f"/t/{code}").get_data(as_text=True)
    assert html.count('class="bv-island"') == 4 and "dark side" in html
    assert client.get(f"/t/{code}/setup").status_code == 200


def test_a_bad_start_player_is_refused_not_crashed(client):
    page = client.get("/new/bravest")
    data = {"csrf_token": csrf_of(page.get_data(as_text=True)), "player_count": "2",
            "seed": "1", "side": "light", "mode": "app_deals", "components": "sample",
            "start_player": "3", "name_0": "Ana", "name_1": "Ben", "colour_0": "red",
            "colour_1": "blue"}
    response = client.post("/new/bravest", data=data)
    assert 400 <= response.status_code < 500
    data.update(start_player="", components="999")
    assert 400 <= client.post("/new/bravest", data=data).status_code < 500
    data.update(components="sample", side="purple")
    assert client.post("/new/bravest", data=data).status_code == 400


# --------------------------------------------------------------------------- a whole table

def test_a_sample_table_is_played_until_every_island_is_full(app, client):
    """ゲームの仕組み and ゲーム終了: players take turns placing a selected tile until every
    island (16 cells on the sample light side) is full; the score sheet is the engine's."""
    code = new_bravest(client, seed="3", start_player="0")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    phones = {0: ana, 1: ben}
    state, version = state_and_version(app, code)
    moves = 0
    while not state["over"]:
        seat = state["current"]
        slot = selected_slots(state)[moves % 3 if moves % 3 < len(
            selected_slots(state)) else 0]
        cell = legal_cells(state, seat)[-1]
        response = place(phones[seat], code, f"/t/{code}/me", version, slot,
                         f"{cell[0]},{cell[1]}", rotation=moves % 4, face_down=moves % 5 == 4)
        assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
        state, version = state_and_version(app, code)
        moves += 1
    assert moves == 32 and version == 32
    assert all(len(isl) == 16 for isl in state["islands"])
    sheet = GAME.score(state)
    html = client.get(f"/t/{code}/score").get_data(as_text=True)
    for seat in (0, 1):
        assert f'data-seat="{seat}">{int(sheet.totals[seat])}<' in html
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert host.count('class="bv-route bv-route-agile"') + host.count(
        'class="bv-route bv-route-invincible"') >= 1
    assert "Every island is full" in host
    me = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert "best courses" in me and 'id="place-form"' not in me
    # the table as it was set up and after move 5, the export and the results
    assert client.get(f"/t/{code}?at=0").status_code == 200
    assert client.get(f"/t/{code}?at=5").status_code == 200
    assert client.get(f"/t/{code}/export.json").status_code == 200
    assert client.get(f"/t/{code}/results.json").status_code == 200


def test_a_hand_worked_table_where_the_table_deals_the_tiles(app, client):
    """Table-deals mode (セットアップ 5), placement and the score sheet on the docs' 1 × 3
    island: great sword, crossroads, wizard on the light side (試練 – 光の面) gives the Agile 3
    (the great sword) and the Invincible 3 (the wizard); an island of crossroads scores 0."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals", components="1")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    state, version = state_and_version(app, code)
    # the set knows 6 tiles: the box holds 75, so all 12 places wait
    assert state["pending"] == list(range(12)) and state["market"] == [None] * 12
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'id="deal-form"' in host and "Place 1" in host and "Place 12" in host
    # the seat's phone is told to wait, and may not enter deals
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert "Waiting for the host" in page and 'id="place-form"' not in page
    assert ana.post(f"/t/{code}/move/deal", data={
        "deal-csrf_token": csrf_of(ana.get("/join").get_data(as_text=True)),
        "deal-seen": "0", "deal-slot": "0",
        "deal-tile": "G"}).status_code == 403
    # an unknown tile is refused by the form; a tile with no copy left by the engine
    assert deal(client, code, 0, 0, "Q").status_code == 400
    for n, tile in enumerate(["G", "W", "F", "F", "F", "F"]):
        assert deal(client, code, n, n, tile).status_code == 302
    # the set's copies are all dealt: the table says its deck holds no other tile
    assert deal(client, code, 6, 6, "").status_code == 302
    state, version = state_and_version(app, code)
    assert state["market"][:6] == ["G", "W", "F", "F", "F", "F"] and state["pending"] == []
    # Ana starts: G on (0,0) turned once (east-west)
    plan = [(ana, 0, "0,0", 1, False), (ben, 3, "0,0", 0, True), (ana, 1, "0,2", 1, False),
            (ben, 4, "0,1", 0, True), (ana, 2, "0,1", 0, True), (ben, 5, "0,2", 0, True)]
    for phone, slot, cell, rot, down in plan:
        response = place(phone, code, f"/t/{code}/me", version, slot, cell, rot, down)
        assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
        version += 1
    state, version = state_and_version(app, code)
    assert state["over"]
    html = client.get(f"/t/{code}/score").get_data(as_text=True)
    assert 'data-seat="0">6<' in html and 'data-seat="1">0<' in html
    assert "great sword: 3" in html
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "Agile 3, Invincible 3, island 6 points" in host
    # the Agile's route enters from its camp (west of (0,0)) and runs east: drawn as SVG
    assert re.search(r'<polyline class="bv-route bv-route-agile" points="[^"]+"', host)
    assert "style=" not in host


def test_dealing_a_tile_with_no_copy_left_is_refused_by_the_engine(app, client):
    """ルール 26: each copy of a tile can be entered once."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", mode="table_deals", components="1")
    assert deal(client, code, 0, 0, "G").status_code == 302
    response = deal(client, code, 1, 1, "G")
    assert response.status_code == 422
    # the tile named by its looks, never by the app's name for it (issue 38 item 1)
    assert ("Every copy of the tile (great sword, a road joining north and south) has already "
            "been dealt.") in response.get_data(as_text=True)
    client.set_cookie("lang", "ja")
    response = deal(client, code, 1, 1, "G")
    assert "タイル（大剣・北と南をつなぐ道）はすべて配り終えています。" in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 1


# --------------------------------------------------------------------------- refusals

def test_an_illegal_placement_is_refused_with_the_engines_message(app, client):
    """ゲームの仕組み 1: a tile joins a start route or lies next to a placed tile."""
    code = new_bravest(client, seed="9", start_player="0")
    ana = join_seat(app, code, 0)
    state, version = state_and_version(app, code)
    slot = selected_slots(state)[0]
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    # the legal cells (the two start cells) are the highlighted buttons
    assert sorted(re.findall(r'name="place-cell" value="([\d,]+)"', page)) == ["0,3", "3,0"]
    response = place(ana, code, f"/t/{code}/me", version, slot, "1,1")
    assert response.status_code == 422
    assert ("A tile on row 2, column 2 would join neither a start route nor a tile already on "
            "your island") in response.get_data(as_text=True)
    # a place without a selector, a cell off the grid
    assert place(ana, code, f"/t/{code}/me", version, 7, "3,0").status_code == 422
    assert place(ana, code, f"/t/{code}/me", version, slot, "9,9").status_code == 422
    assert len(stored_moves(app, code)) == 0
    # not this seat's turn
    ben = join_seat(app, code, 1)
    response = place(ben, code, f"/t/{code}/me", version, slot, "3,0")
    assert response.status_code == 422
    assert "It is Ana&#39;s turn: wait for yours." in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 0


def test_malformed_placements_are_answered_4xx(app, client):
    code = new_bravest(client, seed="9", start_player="0")
    ana = join_seat(app, code, 0)
    state, version = state_and_version(app, code)
    slot = selected_slots(state)[0]
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    base = {"place-csrf_token": csrf_of(page), "place-seen": str(version),
            "place-slot": str(slot), "place-rotation": "0", "place-cell": "3,0"}
    for field, bad in (("place-cell", "a,b"), ("place-cell", "-1,0"), ("place-cell", ""),
                       ("place-rotation", "7"), ("place-rotation", "x"), ("place-slot", "99"),
                       ("place-slot", "one"), ("place-seen", "x")):
        response = ana.post(f"/t/{code}/move/place", data=dict(base, **{field: bad}))
        assert 400 <= response.status_code < 500, (field, bad, response.status_code)
    assert ana.post(f"/t/{code}/move/fly", data=base).status_code == 404
    assert len(stored_moves(app, code)) == 0
    # the host may place for the seat whose turn it is
    response = place(client, code, f"/t/{code}/seat/0", version, slot, "3,0", seat=0)
    assert response.status_code == 302
    assert len(stored_moves(app, code)) == 1


# --------------------------------------------------------------------------- components

def test_the_component_editor_takes_a_set_and_names_a_bad_entry(app, client):
    """Components as data: the sample exports labelled as a sample; a bad tile is named."""
    sample = json.loads(client.get("/components/bravest/sample.json").data)
    assert sample["sample"] is True and "sample" in sample["label"]["en"].lower()
    assert "サンプル" in sample["label"]["ja"]
    assert GAME.validate_components(sample)["tiles"]["sample"] is True
    bad = json.loads(json.dumps(SMALL_SET))
    bad["tiles"]["tiles"][1]["paths"] = [["N", "X"]]
    response = save_set(client, bad)
    assert response.status_code == 422
    assert "Tile W: road 1 has “X”, which is not a side of a tile" in response.get_data(
        as_text=True)
    bad = dict(SMALL_SET, format="bravest-tiles")
    assert save_set(client, bad).status_code == 422
    assert save_set(client, SMALL_SET).status_code == 302


# --------------------------------------------------------------------------- calculator

def calc_post(client, query, cells):
    page = client.get(f"/calc/bravest{query}")
    assert page.status_code == 200
    data = {"calc-csrf_token": csrf_of(page.get_data(as_text=True))}
    for key, fields in cells.items():
        for name, value in fields.items():
            data[f"calc-{key}_{name}"] = value
    return client.post(f"/calc/bravest{query}", data=data)


def test_the_calculator_scores_the_docs_example_island(client):
    """スコアリング on the docs' 1 × 3 island: great sword typed in (roads N–S turned once),
    a face-down crossroads, the set's wizard tile turned once: Agile 3, Invincible 3."""
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    response = calc_post(client, "?set=1&side=light", {
        "c0_0": {"tile": "custom", "paths": "NS", "content": "great_sword", "rot": "1"},
        "c0_1": {"tile": "X", "rot": "0"},
        "c0_2": {"tile": "W", "rot": "1"}})
    html = response.get_data(as_text=True)
    assert response.status_code == 200, html[-1500:]
    assert 'data-seat="0">6<' in html
    assert "Agile 3, Invincible 3, island 6 points" in html
    assert re.search(r'<polyline class="bv-route bv-route-agile" points="[^"]+"', html)
    assert re.search(r'<polyline class="bv-route bv-route-invincible" points="[^"]+"', html)
    assert "style=" not in html


def test_the_calculator_on_the_sample_island_is_labelled_and_refuses_bad_input(client):
    page = client.get("/calc/bravest").get_data(as_text=True)
    assert "Sample tiles and island (made up" in page and 'name="calc-c3_3_tile"' in page
    # an empty cell says so, not with a bare 「·」 that read as a separator ending the line
    # (trial 2, item 6b)
    assert "<summary>row 1, column 1 <strong>empty</strong></summary>" in page
    assert "<strong>·</strong>" not in page
    client.set_cookie("lang", "ja")
    page = client.get("/calc/bravest").get_data(as_text=True)
    assert "<summary>1行目・1列目 <strong>空き</strong></summary>" in page
    client.set_cookie("lang", "en")
    assert client.get("/calc/bravest?side=dark").status_code == 200
    # a bad tile id, rotation or content is a form error; bad roads are the engine's 422
    for cell in ({"tile": "NOPE", "rot": "0"}, {"tile": "S01", "rot": "5"},
                 {"tile": "custom", "rot": "0", "content": "dragon"}):
        response = calc_post(client, "", {"c3_0": cell})
        assert response.status_code == 400, cell
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "NX", "rot": "0"}})
    assert response.status_code == 400
    assert ("“X” is not a side of a tile: type the sides each road joins as N, E, S and W "
            "(NS, NE SW).") in response.get_data(as_text=True)
    assert client.get("/calc/bravest?set=999").status_code == 400
    assert client.get("/calc/bravest?set=abc").status_code == 400
    # one great sword typed in at the Agile's camp on the sample island: 3 for the Agile, who
    # is then blocked by the empty cell east of it; no tile at the Invincible's camp: 0
    response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": "WE",
                                                "content": "great_sword", "rot": "0"}})
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Agile 3, Invincible 0, island 3 points" in html
    # an empty island: nobody moves
    response = calc_post(client, "", {})
    assert response.status_code == 200
    assert "Agile 0, Invincible 0, island 0 points" in response.get_data(as_text=True)


def test_the_calculator_takes_the_sides_as_a_japanese_player_types_them(client):
    """A tile typed in: its roads may be typed 北東南西 (with 「・」「ー」 inside a road, spaces or
    「、」 between roads) or N E S W in either case or full width; a character that is no side
    is named as it was typed (「a」, not 「A」), and the Japanese page asks for 北・東・南・西, no
    Latin letter."""
    import html as h

    from tests.language_check import page_problems

    def read(paths):
        response = calc_post(client, "", {"c3_0": {"tile": "custom", "paths": paths, "rot": "0"}})
        text = " ".join(h.unescape(re.sub(r"<[^>]+>", " ", response.get_data(as_text=True)))
                        .split())
        return response, text

    client.set_cookie("lang", "ja")
    for typed in ("北南", "北・南", "北ー南", "ＮＳ", "ns", "ｎ－ｓ"):
        response, text = read(typed)
        assert response.status_code == 200, typed
        assert "こう読み取りました：道1本：北と南をつなぐ道" in text, (typed, text[-3000:])
    response, text = read("北東、南西")
    assert response.status_code == 200 and "こう読み取りました：道2本：" in text
    response, text = read("abc")
    assert response.status_code == 400
    assert ("「a」はタイルの辺ではありません。道がつなぐ辺は北・東・南・西で入力してください"
            "（例：北南、北東 南西）。") in text
    assert "「A」" not in text and "N・E・S・W" not in text
    assert page_problems(response.get_data(as_text=True), "ja") == []
    response, text = read("きた")
    assert response.status_code == 400 and "「き」はタイルの辺ではありません。" in text
    client.set_cookie("lang", "en")
    response, text = read("abc")
    assert "“a” is not a side of a tile" in text
