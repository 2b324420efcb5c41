"""Mayan Curse through the web app: a table set up with the sample, joined by phones, stones
drawn in secret, turns, a refused move, the boulder preview, stela values, a solo table, the
calculator, and bad input answered 4xx."""
from __future__ import annotations

import html as htmllib
import json
import re

import pytest

from companion.extensions import db
from companion.games.mayan_curse.rules.game import GAME
from companion.message import Msg
from companion.models import MoveRecord, Table
from companion.tables import REPLAYS
from tests.driver import (csrf_of, join_seat, new_table, state_and_version, state_of,
                          stored_moves, version_of)

KEY = "mayan_curse"


# ---------------------------------------------------------------- helpers
#: The new-table form's Mayan Curse fields as the tests below were worked out (the sample, the
#: normal game, no scenario, the boulders drawn by the app).
MC_OPTIONS = {"components": "sample", "difficulty": "normal", "scenario": "0",
              "boulder_0": "", "boulder_1": "", "boulder_2": ""}
#: The seats' colours of a Mayan Curse table made by new_mc_table, in seat order.
MC_COLOURS = ["red", "blue", "green", "yellow", "purple", "orange"]


def new_mc_table(client, players=("Ana", "Ben"), seed="7", colours=None, **extra) -> str:
    """Create a Mayan Curse table through the form (MC_OPTIONS, ``extra`` changing them or
    adding the driver's ``check``); the client becomes the host.  Returns the join code."""
    return new_table(client, players, seed, colours=colours or MC_COLOURS, game=KEY,
                     **{**MC_OPTIONS, **extra})


def draw(client, code, html, seen, stones, seat=None):
    data = {"draw-csrf_token": csrf_of(html), "draw-seen": str(seen)}
    for k, label in enumerate(stones):
        data[f"draw-stone_{k}"] = label
    if seat is not None:
        data["seat"] = str(seat)
    return client.post(f"/t/{code}/move/draw", data=data)


SYMBOLS = ["dog", "jaguar", "serpent", "eagle", "monkey"]      # the sample set's order
DIRS = {"up": "u", "down": "d", "left": "l", "right": "r"}


def turn_data(html, seen, moves=(), slides=(), backpack="", backpack_to="", seat=None):
    """A turn as the phone's builder posts it (``turn-steps``, turn_form.py's encoding): moves
    as (stones "0"/"0+1"/"free", symbol, direction, distance, to "row,col"); slides as
    ("row:5", by) or ("tier:2", by); the backpack item and, for map or compass, "row,col"."""
    steps = []
    if backpack:
        steps.append(f"b.{backpack}" + (".{}.{}".format(*backpack_to.split(","))
                                        if backpack_to else ""))
    for what, by in slides:
        kind, n = what.split(":")
        steps.append(f"s.{'r' if kind == 'row' else 't'}.{n}.{by}")
    for stones, symbol, direction, distance, to in moves:
        if stones == "free":
            steps.append("f.p.{}.{}".format(*to.split(",")))
        else:
            sym = SYMBOLS.index(symbol) if symbol in SYMBOLS else 99
            steps.append(f"m.{stones.replace('+', '')}.{sym}.{DIRS[direction]}.{distance}")
    data = {"turn-csrf_token": csrf_of(html), "turn-seen": str(seen),
            "turn-steps": "_".join(steps)}
    if seat is not None:
        data["seat"] = str(seat)
    return data


def play_turn(client, code, seen, **kw):
    page = client.get(f"/t/{code}/me?pick=end").get_data(as_text=True)
    return client.post(f"/t/{code}/move/turn", data=turn_data(page, seen, **kw))


def hand_labels(html: str) -> list[str]:
    block = re.search(r'<ol class="mc-hand">(.*?)</ol>', html, re.S)
    return re.findall(r'<strong data-stone="([^"]+)">', block.group(1)) if block else []


# ---------------------------------------------------------------- tests
def test_the_sample_set_is_said_to_be_made_up_once_a_page(app, client):
    """Trial 2, item 6a: 「サンプルのコンポーネントセット：サンプルセット：シンボルも枚数も架空の
    もので…」 said the set was a sample twice.  The banner is the set's own label, which says it
    (the editor refuses a sample whose label does not): once on the setup sheet, the host screen
    and a phone, in either language."""
    code = new_mc_table(client)
    phone = join_seat(app, code, 0)
    said = {"en": ("SAMPLE set: invented symbols and counts, not the printed Mayan Curse "
                   "components. Enter your own copy to play with the real boards.", "SAMPLE"),
            "ja": ("サンプルセット：シンボルも枚数も架空のもので、マヤン カースの実物のコンポーネントでは"
                   "ありません。実物のボードで遊ぶには、お手持ちのセットを入力してください。", "サンプル")}
    for lang, (banner, word) in said.items():
        for who in (client, phone):
            who.set_cookie("lang", lang)
        for who, url in ((client, f"/t/{code}/setup"), (client, f"/t/{code}"),
                         (phone, f"/t/{code}/me")):
            text = who.get(url).get_data(as_text=True)
            found = re.search(r'<p class="banner mc-sample" id="mc-sample">([^<]*)</p>', text)
            assert found and found.group(1) == banner, (lang, url)
            assert text.count(word) == 1, (lang, url)


def test_new_table_form_offers_the_sample_solo_options_and_boulder_rolls(client):
    html = client.get(f"/new/{KEY}").get_data(as_text=True)
    assert "Sample set (made up for trying the app, not the real game" in html
    assert 'name="difficulty"' in html and 'name="scenario"' in html
    assert 'name="boulder_0"' in html and "rolled by the app" in html
    assert 'value="wild"' in html


def test_setup_page_draws_the_passage_labelled_as_a_sample(app, client):
    code = new_mc_table(client, players=("Ana", "Ben", "Cai"), boulder_0="wild",
                     boulder_1="dog", boulder_2="eagle")
    setup = state_of(app, code)
    assert [b["face"] for b in setup["boulders"]] == ["wild", "dog", "eagle"]
    assert [b["tokens"] for b in setup["boulders"]] == [1, 2, 3]
    html = client.get(f"/t/{code}/setup").get_data(as_text=True)
    assert ('<p class="banner mc-sample" id="mc-sample">SAMPLE set: invented symbols and counts, '
            "not the printed Mayan Curse components. Enter your own copy to play with the real "
            "boards.</p>") in html
    assert 'class="mc-passage"' in html and 'class="mc-temple"' in html
    # 23 rows of the sample passage, slab 1 is the 1-dot slab, slab 2 the 2-dot one
    assert html.count('<tr class="mc-row') == 23
    # boards are named by their place, never by an id (the boards print none)
    assert 'river 1, slab 1</span>' in html and 'river 1, slab 2</span>' in html
    assert "The 1st slab of river 1: the board with 1 dot icon on its right end" in html
    assert "The 2nd slab of river 1: the board with 2 dot icons on its right end" in html
    assert "mc-slabid" not in html and not re.search(r"\bS(0[1-9]|1[0-6])\b", html)
    # every passage stela drawn by colour, the boulders with faces and tokens
    passage = [st for st in setup["stelae"] if "row" in st]
    assert html.count("mc-stela mc-st-") >= len(passage)
    assert ("Boulder 1 on the middle relay board, 2nd row from the entrance side, 2nd space "
            "from the left (a marked space): face wild, 1 trigger token." in html)
    assert ("Boulder 3 on the middle relay board, 2nd row from the entrance side, 6th space "
            "from the left (a marked space): face eagle, 3 trigger tokens." in html)
    assert "Cameras: one on the top tier, 2 beside the temple." in html


def test_two_phones_draw_in_secret_play_and_a_refused_move_stores_nothing(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    state, version = state_and_version(app, code)
    assert version == 0 and state["phase"] == "draw"

    # each phone enters its three stones; the second from a page drawn before the first draw
    ana_page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    ben_page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert "Enter the three stones you drew" in ana_page
    assert draw(ana, code, ana_page, 0, ["dog", "dog/jaguar", "eagle"]).status_code == 302
    assert draw(ben, code, ben_page, 0, ["monkey", "serpent", "jaguar"]).status_code == 302
    state, version = state_and_version(app, code)
    assert version == 2 and state["phase"] == "turns"
    assert state["hands"] == [["dog", "dog/jaguar", "eagle"], ["monkey", "serpent", "jaguar"]]

    # one phone never sees the other's stones; the host sees neither
    ana_page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    ben_page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert hand_labels(ana_page) == ["dog", "dog/jaguar", "eagle"]
    assert hand_labels(ben_page) == ["monkey", "serpent", "jaguar"]
    assert "dog/jaguar" not in ben_page and "dog/jaguar" not in host
    assert 'class="mc-hand"' not in host and "3 stones in hand" in host

    first = state["turn"]
    mover, waiter = (ana, ben) if first == 0 else (ben, ana)
    # the phone not to play has no turn form; a turn posted by it is refused (422)
    waiting_page = waiter.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="turn"' not in waiting_page
    # a refused move: 422 with the engine's message, nothing stored
    seg = next(m for m in GAME.legal_moves(state, first) if m["type"] == "turn" and m["moves"])
    before = len(stored_moves(app, code))
    response = play_turn(mover, code, 2, moves=[("0", "", "left", 30, "")])
    assert response.status_code in (400, 422)
    response = play_turn(mover, code, 2, slides=[("row:2", 3), ("row:3", 1)])
    assert response.status_code == 422
    assert "Slides cost one per space: 4 is more than your 3." in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == before
    # a legal one-stone move found by the engine, entered through the form
    m = seg["moves"][0]
    response = play_turn(mover, code, 2, moves=[(str(m["stones"][0]), m["symbol"],
                                                 m["direction"], m["distance"], "")])
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    state, version = state_and_version(app, code)
    assert version == 3 and state["turn"] == 1 - first
    # the other adventurer passes: the round ends, boulders step, a new draw begins
    response = play_turn(waiter, code, 3)
    assert response.status_code == 302
    state, version = state_and_version(app, code)
    assert state["phase"] == "draw" and state["round"] == 2 and state["first_player"] == 1 - first


def test_host_shows_the_boulder_preview_before_it_happens_and_the_path_after(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="3")
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        setup = dict(table.setup)
        # the leftmost boulder is released: no trigger token left
        setup["boulders"] = [dict(b, tokens=0 if b["id"] == 0 else b["tokens"])
                             for b in setup["boulders"]]
        table.setup = setup
        db.session.commit()
    REPLAYS.clear()
    state = state_of(app, code)
    records = GAME.preview_boulders(state)
    assert len(records) == 1 and records[0]["boulder"] == 0
    end = records[0]["steps"][-1] if records[0]["steps"] else None
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'id="boulder-preview"' in host
    assert "At the end of this round these boulders roll" in host
    assert "Boulder 1 (" in host
    if end:
        assert 'mc-path' in host and f'data-pos="{end["row"]},{end["col"]}"' in host
    # boulders 2 and 3 still hold tokens: where they would roll if released
    assert "holds 2 trigger tokens" in host and "holds 3 trigger tokens" in host

    # play the round out (both draw, both pass): the host then shows the step-by-step path
    for seat in (0, 1):
        page = client.get(f"/t/{code}/seat/{seat}").get_data(as_text=True)
        _s, version = state_and_version(app, code)
        stones = sorted(_s["pouch"])[seat * 3:seat * 3 + 3]
        assert draw(client, code, page, version, stones, seat=seat).status_code == 302
    for _ in range(2):
        state, version = state_and_version(app, code)
        page = client.get(f"/t/{code}/seat/{state['turn']}?pick=end").get_data(as_text=True)
        response = client.post(f"/t/{code}/move/turn",
                               data=turn_data(page, version, seat=state["turn"]))
        assert response.status_code == 302
    state = state_of(app, code)
    assert state["last_boulders"]
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'id="last-boulders"' in host
    from companion.games.mayan_curse.cli import boulder_text
    sentence = boulder_text(state, state["last_boulders"])[0]
    assert sentence.replace("'", "&#39;") in host
    step = state["last_boulders"][0]["steps"][-1]
    assert re.search(rf'mc-lastpath[^"]*" (?:title="\w+" )?data-pos="{step["row"]},{step["col"]}"',
                     host)


def test_the_preview_says_each_boulder_once_and_no_roll_without_a_false_reason(app, client):
    """「ステップ3:岩」: a boulder rolls once it holds no trigger token.  A table trial found
    the host saying "each still holds a trigger token" after boulder 1, with none left, had
    blocked the entrance, and, in solo, boulder 1 both among those that roll and among those
    that hold a token.  Boulder 1 at the entrance and 2, 3 holding tokens: no boulder rolls,
    said as that; in solo, the boulder its last token leaves is said only as rolling."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="3")
    edit_setup(app, code, lambda setup: setup.update(boulders=[
        dict(b, tokens=0, at_entrance=True) if b["id"] == 0 else b for b in setup["boulders"]]))
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "No boulder rolls at the end of this round." in host
    assert "each still holds" not in host
    assert "Boulder 1 (" not in host
    assert "holds 2 trigger tokens" in host and "holds 3 trigger tokens" in host

    code = new_mc_table(client, players=("Ana",), seed="4", difficulty="easy")
    edit_setup(app, code, lambda setup: setup.update(boulders=[
        dict(b, tokens=1) if b["id"] == 0 else b for b in setup["boulders"]]))
    draw_all(app, client, code, 1)
    state = state_of(app, code)
    assert [r["boulder"] for r in GAME.preview_boulders(state)] == [0]   # its last token goes
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "At the end of this round these boulders roll" in host
    assert not re.search(r"Boulder 1 \([^)]*\) holds", host)
    assert "Boulder 2 (dog) holds 1 trigger token" in host


def test_stela_value_seen_only_by_its_owner_until_the_end(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="5")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        setup = dict(table.setup)
        advs = [dict(a) for a in setup["adventurers"]]
        advs[0]["stelae"] = [{"id": "grey-9", "colour": "grey", "origin": "passage",
                              "value": None}]
        setup["adventurers"] = advs
        table.setup = setup
        db.session.commit()
    REPLAYS.clear()
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="stela-value"' in page
    response = ana.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(page), "stela_value-seen": "0",
        "stela_value-stela": "grey-9", "stela_value-value": "6"})
    assert response.status_code == 422
    assert "A grey stela is worth 2 to 5 knowledge." in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 0
    response = ana.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(page), "stela_value-seen": "0",
        "stela_value-stela": "grey-9", "stela_value-value": "4"})
    assert response.status_code == 302
    assert "4 knowledge" in ana.get(f"/t/{code}/me").get_data(as_text=True)
    ben_page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "grey-9: 4" not in ben_page and "4 knowledge" not in ben_page
    assert re.search(r'mc-st-grey">grey</span>', host)
    assert not re.search(r'mc-st-grey">grey 4</span>', host)
    # Ben cannot enter a value for Ana's stela
    response = ben.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(ben_page), "stela_value-seen": "1",
        "stela_value-stela": "grey-9", "stela_value-value": "5"})
    assert response.status_code in (400, 422)
    assert len(stored_moves(app, code)) == 1


def edit_setup(app, code, change):
    """Change a table's stored setup snapshot (to build a small hand-made position)."""
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        setup = {k: v for k, v in table.setup.items()}
        change(setup)
        table.setup = setup
        db.session.commit()
    REPLAYS.clear()  # the per-process cache holds the unedited setup


def near_the_exit(stelae_by_seat, camera=(), solo=False):
    """Adventurers who have been inside standing on slab 1 (row 2), one step from the
    entrance board, holding the given stelae."""
    def change(setup):
        advs = []
        for seat, adv in enumerate(setup["adventurers"]):
            adv = dict(adv, row=2, col=seat, entered=True, camera=seat in camera,
                       stelae=[{"id": f"{c}-{90 + k}", "colour": c, "origin": "passage",
                                "value": v} for k, (c, v) in enumerate(stelae_by_seat[seat])])
            advs.append(adv)
        setup["adventurers"] = advs
        setup["first_player"] = 0
        if camera:
            setup["cameras"] = {"top": 1, "beside": 0}
    return change


def draw_all(app, client, code, players):
    for seat in range(players):
        state, version = state_and_version(app, code)
        page = client.get(f"/t/{code}/seat/{seat}").get_data(as_text=True)
        stones = sorted(state["pouch"])[seat * 3:seat * 3 + 3]    # kinds that add up
        assert draw(client, code, page, version, stones, seat=seat).status_code == 302
    assert state_of(app, code)["phase"] == "turns"


def step_out(app, client, code, seat):
    """The seat's turn: its first stone's line one space down, from slab 1 onto the entrance
    board (ruling T5: entering a relay board takes a stone), and out (escape)."""
    state, version = state_and_version(app, code)
    assert state["turn"] == seat
    symbol = state["hands"][seat][0].split("/")[0]
    page = client.get(f"/t/{code}/seat/{seat}?pick=end").get_data(as_text=True)
    data = turn_data(page, version, moves=[("0", symbol, "down", 1, "")], seat=seat)
    response = client.post(f"/t/{code}/move/turn", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]


def test_end_sheet_reveals_stelae_counts_camera_and_backpack_with_the_tie_break(app, client):
    """「ゲーム終了」: Ana brown 1 + grey 3 + beige 5 + unused backpack 2 = 11 with 3 stelae;
    Ben brown 3 + beige 6 + 2 = 11 with 2 stelae: tied, Ana has more stelae and wins."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="11")
    ben = join_seat(app, code, 1)
    edit_setup(app, code, near_the_exit([[("brown", 1), ("grey", 3), ("beige", 5)],
                                         [("brown", 3), ("beige", 6)]]))
    draw_all(app, client, code, 2)
    # before the end Ben's phone does not see Ana's values
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert "beige 5" not in page and "beige stela 92: 5" not in page
    step_out(app, client, code, 0)
    step_out(app, client, code, 1)
    state = state_of(app, code)
    assert state["over"] and state["end_reason"] == "all_escaped"
    sheet = client.get(f"/t/{code}/score").get_data(as_text=True)
    assert 'data-seat="0">11<' in sheet and 'data-seat="1">11<' in sheet
    assert "brown 1, grey 3, and beige 5" in sheet and "backpack never used" in sheet
    assert ("Tied at 11 knowledge; most stelae decides (Ana with 3 stelae and Ben with 2 "
            "stelae).") in sheet
    assert "Winner" in sheet and re.search(r"<li>\s*Ana\b[^<]*(<span[^<]*</span>)?\s*</li>\s*<li>\s*Ben", sheet)
    # at the end every value is revealed, on the host screen and on the other phone
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'mc-st-beige">beige 5</span>' in host and 'id="score-sheet"' in host
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert "brown 1, grey 3, and beige 5" in page
    # revealed and counted, a value entered is final (test_rules.py
    # test_stela_value_entered_is_final_after_the_game_ends): no form, a change refused
    assert 'id="stela-value"' not in page
    version = version_of(app, code)
    token = csrf_of(ben.get(f"/new/{KEY}").get_data(as_text=True))    # the page has no form
    response = ben.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": token, "stela_value-seen": str(version),
        "stela_value-stela": "beige-91", "stela_value-value": "5"})
    assert 400 <= response.status_code < 500
    assert version_of(app, code) == version
    sheet = client.get(f"/t/{code}/score").get_data(as_text=True)
    assert 'data-seat="1">11<' in sheet


def test_only_the_escaped_score_when_the_others_stay_inside(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="12")
    edit_setup(app, code, near_the_exit([[("grey", 4)], [("beige", 6)]]))
    # Ben never escapes: make the game end when the entrance is sealed is long; instead
    # check the sheet of a state where only Ana escaped and the entrance got sealed
    state = state_of(app, code)
    state = dict(state)
    advs = [dict(a) for a in state["adventurers"]]
    advs[0]["escaped"] = True
    state.update(adventurers=advs, over=True, end_reason="sealed")
    sheet = GAME.score(state)
    assert sheet.ranking == [[0]] and sheet.totals[0] == 6 and sheet.totals[1] == 0
    assert sheet.tie_breaks == [Msg("mayan_curse.score.lost", name="Ben")]


def test_a_solo_table_with_difficulty_scenario_and_its_verdict(app, client):
    """「ソロモード」: trigger tokens 2/1/1; easy needs 20; scenario 5 = the camera and no
    stela.  Camera 15 + unused backpack 2 = 17: short of easy's 20, but the scenario played
    is the goal on its own (ruling K2): scenario met, the game won."""
    code = new_mc_table(client, players=("Ana",), seed="4", difficulty="easy", scenario="5")
    state = state_of(app, code)
    assert state["solo"] and state["difficulty"] == "easy" and state["scenario"] == 5
    assert [b["tokens"] for b in state["boulders"]] == [2, 1, 1]
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "Solo game · difficulty: Easy: 20 knowledge" in host
    assert "scenario 5: Escape with the camera and without taking a single stela" in host
    edit_setup(app, code, near_the_exit([[]], camera=(0,)))
    draw_all(app, client, code, 1)
    step_out(app, client, code, 0)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'id="solo-verdict"' in host
    assert "Won:" in host and "Not won" not in host
    assert "scenario 5, 17 knowledge (the scenario asks for no amount)." in host
    assert "Scenario 5: met: the camera and no stela." in host
    assert "A scenario played is the goal: the difficulty does not count then." in host


def test_solo_options_are_refused_for_a_group_only_when_given_and_ignored_otherwise(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="4", difficulty="easy", scenario="3")
    state = state_of(app, code)
    assert state["difficulty"] is None and state["scenario"] is None


def test_calculator_scores_like_a_played_table(client):
    page = client.get(f"/calc/{KEY}?players=2")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    data = {"calc-csrf_token": csrf_of(html),
            "calc-players-0-name": "Ana", "calc-players-0-escaped": "y",
            "calc-players-0-camera": "y", "calc-players-0-brown": "2 4",
            "calc-players-0-grey": "5", "calc-players-0-beige": "",
            "calc-players-1-name": "Ben", "calc-players-1-escaped": "y",
            "calc-players-1-backpack_used": "y", "calc-players-1-beige": "6, 6",
            "calc-players-1-brown": "", "calc-players-1-grey": ""}
    response = client.post(f"/calc/{KEY}?players=2", data=data)
    body = response.get_data(as_text=True)
    assert response.status_code == 200, body[-2000:]
    # Ana 2 + 4 + 5 + 15 + 2 = 28; Ben 6 + 6 = 12 (backpack used)
    assert 'data-seat="0">28<' in body and 'data-seat="1">12<' in body
    assert "Winner" in body
    data["calc-players-1-beige"] = "7"
    response = client.post(f"/calc/{KEY}?players=2", data=data)
    assert response.status_code == 400
    assert "A beige stela is worth 3 to 6 knowledge, not 7." in response.get_data(as_text=True)
    data["calc-players-1-beige"] = "six"
    response = client.post(f"/calc/{KEY}?players=2", data=data)
    assert response.status_code == 400
    assert ("Enter the knowledge values of the beige stelae as numbers from 3 to 6, separated "
            "by spaces.") in response.get_data(as_text=True)


def test_calculator_solo_verdict(client):
    html = client.get(f"/calc/{KEY}?players=1").get_data(as_text=True)
    assert 'name="calc-difficulty"' in html
    response = client.post(f"/calc/{KEY}?players=1", data={
        "calc-csrf_token": csrf_of(html), "calc-players-0-name": "Ana",
        "calc-players-0-escaped": "y", "calc-players-0-camera": "y",
        "calc-players-0-grey": "5 5", "calc-players-0-beige": "", "calc-players-0-brown": "",
        "calc-difficulty": "thrill_seeker"})
    body = response.get_data(as_text=True)
    # 5 + 5 + 15 + 2 = 27 < 30
    assert response.status_code == 200
    assert "Solo (thrill seeker): 27 knowledge is short of 30." in body


@pytest.mark.parametrize("change, message", [
    ({"boulder_0": "dog"}, "Enter all three boulder rolls, or none"),
    ({"boulder_0": "dog", "boulder_1": "dog", "boulder_2": "nothing"}, "Choose one of the choices offered"),
    ({"components": "42"}, "Choose one of the choices offered"),
    ({"difficulty": "hardest"}, "Choose one of the choices offered"),
    ({"scenario": "13"}, "Choose one of the choices offered"),
])
def test_new_table_bad_options_are_refused(client, change, message):
    page = client.get(f"/new/{KEY}").get_data(as_text=True)
    data = {"csrf_token": csrf_of(page), "player_count": "1", "seed": "1", "name_0": "Ana",
            "colour_0": "red", "components": "sample", "difficulty": "normal", "scenario": "0",
            "boulder_0": "", "boulder_1": "", "boulder_2": ""}
    data.update(change)
    response = client.post(f"/new/{KEY}", data=data)
    assert 400 <= response.status_code < 500
    assert message in response.get_data(as_text=True)


def test_a_saved_component_set_is_used_by_a_new_table(app, client):
    own = dict(GAME.sample_components(), sample=False, label="Our copy of the boards",
               name="Ours")
    page = client.get(f"/components/{KEY}").get_data(as_text=True)
    response = client.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page), "name": "Our copy", "text": json.dumps(own)})
    assert response.status_code == 302
    html = client.get(f"/new/{KEY}").get_data(as_text=True)
    # this device's newest complete set: the form starts on it (GameWeb.can_make_table)
    set_id = re.search(r'<option selected value="(\d+)">Our copy</option>', html).group(1)
    code = new_mc_table(client, players=("Ana", "Ben"), components=set_id)
    state = state_of(app, code)
    assert state["components"]["label"] == "Our copy of the boards"
    setup_page = client.get(f"/t/{code}/setup").get_data(as_text=True)
    assert "Sample component set" not in setup_page and "Our copy of the boards" in setup_page


def test_bad_move_input_is_answered_4xx_and_stores_nothing(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="9")
    ana = join_seat(app, code, 0)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    token = csrf_of(page)
    cases = [
        ("draw", {"draw-csrf_token": token, "draw-seen": "0", "draw-stone_0": "dragon",
                  "draw-stone_1": "dog", "draw-stone_2": "dog"}),
        ("draw", {"draw-csrf_token": token, "draw-seen": "x"}),
        ("draw", {"draw-seen": "0", "draw-stone_0": "dog"}),
        ("stela_value", {"stela_value-csrf_token": token, "stela_value-seen": "0",
                         "stela_value-stela": "grey-1", "stela_value-value": "abc"}),
        ("turn", {"turn-csrf_token": token, "turn-seen": "0"}),
        ("nonsense", {"csrf_token": token}),
    ]
    for move_type, data in cases:
        response = ana.post(f"/t/{code}/move/{move_type}", data=data)
        assert 400 <= response.status_code < 500, (move_type, data, response.status_code)
    # each phone's stones are checked against the set only (「ステップ1:ドロー」: a draw is
    # secret): five dogs among the two phones are taken, and the draw then does not add up
    response = draw(ana, code, page, 0, ["dog", "dog", "dog"])
    assert response.status_code == 302
    ben = join_seat(app, code, 1)
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    response = draw(ben, code, page, 1, ["dog", "dog", "monkey"])
    assert response.status_code == 302 and len(stored_moves(app, code)) == 2
    state, version = state_and_version(app, code)
    assert state["phase"] == "draw" and state["draw_conflict"]
    assert "move/clear_draws" in client.get(f"/t/{code}").get_data(as_text=True)
    # two of the sample set's one dog/jaguar stone: the engine's message, 422
    response = draw(ben, code, page, version, ["dog/jaguar", "dog/jaguar", "eagle"])
    assert response.status_code == 422
    assert "The set has 1 dog/jaguar stone, you entered 2." in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 2
    # a turn with garbage choices: 4xx, never 500
    for steps in ("s.r.99.9_m.79.0.x.-3", "m.79.0.u.3", "s.r.99.9", ""):
        response = ben.post(f"/t/{code}/move/turn", data={
            "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "turn-steps": steps})
        assert response.status_code in (400, 409, 422), steps
    assert len(stored_moves(app, code)) == 2
    # the onlooker and the host pages never 500
    assert client.get(f"/t/{code}?at=1").status_code == 200
    assert client.get(f"/t/{code}?at=9").status_code == 400
    assert client.get(f"/t/{code}/score").status_code == 409


def choices(page: str) -> list[tuple[str, str, str]]:
    """The builder page's offered links: (address, label text, data-pos)."""
    out = []
    for attrs, label in re.findall(r'<a (class="button mc-choice[^"]*" href="[^"]+"[^>]*)>(.*?)</a>',
                                   page, re.S):
        href = htmllib.unescape(re.search(r'href="([^"]+)"', attrs).group(1)).split("#")[0]
        pos = re.search(r'data-pos="([^"]+)"', attrs)
        out.append((href, htmllib.unescape(re.sub(r"<[^>]+>", "", label)).strip(),
                    pos.group(1) if pos else ""))
    return out


def follow(client, page: str, label: str = "", pos: str = "", href: str = "") -> str:
    """Open the one offered link whose label starts with ``label`` (and/or whose space is
    ``pos``, whose address holds ``href``); the next builder page."""
    hits = [c for c in choices(page) if c[1].startswith(label) and (not pos or c[2] == pos)
            and href in c[0]]
    assert len(hits) == 1, (label, pos, href, choices(page))
    response = client.get(hits[0][0])
    assert response.status_code == 200
    return response.get_data(as_text=True)


def title_of(page: str) -> str:
    match = re.search(r'<section id="turn"[^>]*>.*?<h3>(.*?)</h3>', page, re.S)
    return htmllib.unescape(match.group(1)) if match else ""


def post_built(client, code, page, seen, seat):
    """Play the turn of the builder's last page as its form posts it."""
    steps = re.search(r'name="turn-steps"[^>]*value="([^"]*)"', page)
    return client.post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(seen), "seat": str(seat),
        "turn-steps": htmllib.unescape(steps.group(1)) if steps else ""})


def test_turn_builder_gives_the_engine_s_turn_shape_map_slide_and_a_wild(app, client):
    """「バックパックを使う」 map before the slides, 「a. 床ボードのスライド」 a slab one moves onto,
    「b. 移動」 two stones as a wild, all through the links the builder offers.  Sample slab
    S01 (row 2) reads eagle jaguar monkey serpent ...; S02 (row 3) reads monkey jaguar eagle
    serpent eagle monkey monkey: slid 1 left, its 5th space (eagle) lies in column 4."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="21")

    def start(setup):
        advs = [dict(a) for a in setup["adventurers"]]
        advs[0].update(row=2, col=0, entered=True)
        setup["adventurers"] = advs
        setup["first_player"] = 0
    edit_setup(app, code, start)
    state = state_of(app, code)
    assert state["rows"][3]["slab"] == "S02" and state["rows"][2]["slab"] == "S01"
    for seat, stones in ((0, ["dog", "monkey", "jaguar"]), (1, ["eagle", "eagle", "serpent"])):
        page = client.get(f"/t/{code}/seat/{seat}").get_data(as_text=True)
        assert draw(client, code, page, seat, stones, seat=seat).status_code == 302
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    labels = [c[1] for c in choices(page)]
    assert "Stones 1 + 2 together as a wild" in labels
    # the map: to the 4th space of slab 1 (serpent), the same floor board
    page = follow(client, page, "Map: jump to another space of your floor board")
    page = follow(client, page, pos="2,3")
    assert "Map: to river 1, 1st slab, 4th space from the left (serpent)." in page
    # a slide of the slab in front: river 1, 2nd slab, one space left
    page = follow(client, page, "Slide a floor board or turn a temple tier")
    page = follow(client, page, href="pick=slide.r.3")
    page = follow(client, page, "← 1 space")
    # stones 1 + 2 as a wild: its symbol is asked for first, then one line up onto the eagle
    page = follow(client, page, "Stones 1 + 2 together as a wild")
    assert title_of(page) == "Which symbol does the wild stand for?"
    page = follow(client, page, "eagle")
    assert title_of(page) == "stones 1 + 2 as a wild (eagle): which way and how far?"
    page = follow(client, page, "↑ 1 space: the 2nd slab of river 1, column 4 on the drawing (eagle)",
                  pos="3,3")
    page = follow(client, page, "End the turn here")
    response = post_built(client, code, page, 2, 0)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        rec = db.session.query(MoveRecord).filter_by(table_id=table.id, number=3).one()
        assert rec.payload == {
            "type": "turn", "seat": 0,
            "backpack": {"item": "map", "to": {"row": 2, "col": 3}},
            "slides": [{"row": 3, "by": -1}],
            "moves": [{"stones": [0, 1], "symbol": "eagle", "direction": "up", "distance": 1,
                       "machete": False}]}
    state = state_of(app, code)
    ana = state["adventurers"][0]
    assert (ana["row"], ana["col"], ana["backpack"]) == (3, 3, "map")
    assert state["rows"][3]["offset"] == -1 and state["turn"] == 1
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "used: map" in host


def test_a_wild_asks_for_the_symbol_and_a_stone_with_one_symbol_that_moves_needs_none(
        app, client):
    """「b. 移動」: a stone moves along its symbol, two stones together as a wild along any one
    symbol.  Ana stands on the entrance board, 1st space; straight up is slab S01's 1st space,
    eagle (the only space a line reaches from there), so the wild's symbol page offers eagle
    alone, and the two-symbol stone serpent/eagle, whose serpent leads nowhere, is taken along
    its eagle without a question (a two-symbol stone both of whose symbols move is asked:
    test_mayan_curse_fresh_tester.py)."""
    code = new_mc_table(client, players=("Ana",), seed="22")
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    hand = ["dog", "serpent/eagle", "eagle"]
    assert draw(client, code, page, 0, hand, seat=0).status_code == 302
    menu = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    labels = [c[1] for c in choices(menu)]
    # stone 1 (dog) has no dog space to go to: not offered alone
    assert "Stone 2: serpent/eagle" in labels and "Stone 3: eagle" in labels
    assert not any(label.startswith("Stone 1:") for label in labels)
    # a wild: its symbol is asked for, and only eagle leads anywhere
    page = follow(client, menu, "Stones 1 + 3 together as a wild")
    assert title_of(page) == "Which symbol does the wild stand for?"
    assert [c[1] for c in choices(page)] == ["eagle"]
    # a symbol the address names that leads nowhere (serpent) is asked for again
    again = client.get(f"/t/{code}/seat/0?pick=wild.02.2").get_data(as_text=True)
    assert title_of(again) == "Which symbol does the wild stand for?"
    # a stone with two symbols, only one of which moves it: that one, not asked
    page = follow(client, menu, "Stone 2: serpent/eagle")
    assert title_of(page) == "stone 2 (serpent/eagle) as eagle: which way and how far?"
    assert [c[1:] for c in choices(page)] == [
        ("↑ 1 space: river 1, 1st slab, 1st space from the left (eagle)", "2,0")]
    # a one-symbol stone needs none: straight to where it goes
    page = follow(client, menu, "Stone 3: eagle")
    assert title_of(page) == "stone 3 (eagle): which way and how far?"
    assert [c[1:] for c in choices(page)] == [
        ("↑ 1 space: river 1, 1st slab, 1st space from the left (eagle)", "2,0")]
    # posted without the builder, the dog stone left is the engine's to judge (422, its words)
    end = client.get(f"/t/{code}/seat/0?pick=end").get_data(as_text=True)
    response = client.post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(end), "turn-seen": "1", "seat": "0",
        "turn-steps": "m.0.0.l.1"})
    assert response.status_code == 422
    assert len(stored_moves(app, code)) == 1
    # the wild played from the offered links
    page = follow(client, menu, "Stones 1 + 3 together as a wild")
    page = follow(client, page, "eagle")
    page = follow(client, page, "↑ 1 space", pos="2,0")
    page = follow(client, page, "End the turn here")
    response = post_built(client, code, page, 1, 0)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        rec = db.session.query(MoveRecord).filter_by(table_id=table.id, number=2).one()
        assert rec.payload["moves"] == [{"stones": [0, 2], "symbol": "eagle",
                                         "direction": "up", "distance": 1, "machete": False}]
    ana = state_of(app, code)["adventurers"][0]
    assert (ana["row"], ana["col"], ana["entered"]) == (2, 0, True)


def test_calculator_count_changes_without_losing_what_was_typed(client):
    """Issue 13 item 7: the calculator holds a row for each of the 6 seats; the count button
    (sent without script) comes back with the rows typed, and a row hidden keeps its text."""
    html = client.get(f"/calc/{KEY}?players=3").get_data(as_text=True)
    assert html.count('data-seat-row="') == 6 and 'name="recount"' in html
    assert 'data-seat-row="4" hidden' in html and 'data-seat-row="3" hidden' not in html
    data = {"calc-csrf_token": csrf_of(html), "players": "3", "recount": "2",
            "calc-players-0-name": "Ana", "calc-players-0-brown": "2 4",
            "calc-players-2-name": "Cho", "calc-players-2-grey": "5"}
    back = client.post(f"/calc/{KEY}", data=data)
    body = back.get_data(as_text=True)
    assert back.status_code == 200
    assert 'value="Cho"' in body and 'data-seat-row="3" hidden' in body
    assert 'value="2 4"' in body and 'name="players" value="2"' in body
    # scored with 2 counted: Cho's hidden row is neither checked nor counted
    data.pop("recount")
    data.update({"players": "2", "calc-players-0-escaped": "y", "calc-players-1-name": "Ben",
                 "calc-players-1-escaped": "y", "calc-players-2-grey": "not a number"})
    scored = client.post(f"/calc/{KEY}", data=data)
    body = scored.get_data(as_text=True)
    assert scored.status_code == 200, body[-1500:]
    # Ana 2 + 4 + 2 (backpack kept) = 8; Ben 0 + 2 = 2
    assert 'data-seat="0">8<' in body and 'data-seat="1">2<' in body and "Cho</" not in body


def test_a_turn_built_while_another_seat_notes_a_stela_value_is_played(app, client):
    """「石碑の発見」: a stela's value is looked at any time and counts only at the end, so the
    other seat noting one does not make a turn being built out of date (ruling in
    docs/rulings/mayan_curse_components.md); any other record in between does."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    edit_setup(app, code, lambda setup: setup.update(adventurers=[
        dict(a, stelae=[{"id": f"grey-{i + 1}", "colour": "grey", "origin": "passage",
                         "value": None}]) for i, a in enumerate(setup["adventurers"])]))
    draw_all(app, client, code, 2)
    state, version = state_and_version(app, code)
    assert version == 2
    first = state["turn"]
    phones = (ana, ben)
    mover, noter = phones[first], phones[1 - first]
    seg = next(m for m in GAME.legal_moves(state, first) if m["type"] == "turn" and m["moves"])
    m = seg["moves"][0]   # an engine-legal first step (a two-stone wild at this seed)
    step = [("+".join(str(k) for k in m["stones"]), m["symbol"], m["direction"],
             m["distance"], "")]
    turn_page = mover.get(f"/t/{code}/me?pick=end").get_data(as_text=True)   # drawn at 2
    noter_page = noter.get(f"/t/{code}/me").get_data(as_text=True)
    response = noter.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(noter_page), "stela_value-seen": "2",
        "stela_value-stela": f"grey-{2 - first}", "stela_value-value": "3"})
    assert response.status_code == 302
    assert len(stored_moves(app, code)) == 3
    # the turn from the page drawn at record 2 is played as record 4
    response = mover.post(f"/t/{code}/move/turn", data=turn_data(turn_page, 2, moves=step))
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    state, version = state_and_version(app, code)
    assert version == 4 and state["turn"] == 1 - first
    # sent again from the same page (another tab): said to be recorded already, not stored
    response = mover.post(f"/t/{code}/move/turn", data=turn_data(turn_page, 2, moves=step))
    assert response.status_code == 409
    assert "This move is already recorded (move 4)" in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 4


def test_a_turn_from_before_another_turn_is_still_out_of_date(app, client):
    """Only independent records (a stela's value) let an older page's move through: a turn
    sent from the host screen's page drawn before the phone played is out of date (409); the
    very turn the phone played is said to be recorded already; nothing is stored twice."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)
    draw_all(app, client, code, 2)
    state, version = state_and_version(app, code)
    first = state["turn"]
    mover = (ana, ben)[first]
    seg = next(m for m in GAME.legal_moves(state, first) if m["type"] == "turn" and m["moves"])
    m = seg["moves"][0]
    step = [("+".join(str(k) for k in m["stones"]), m["symbol"], m["direction"],
             m["distance"], "")]
    host_page = client.get(f"/t/{code}/seat/{first}?pick=end").get_data(as_text=True)  # at 2
    assert play_turn(mover, code, 2).status_code == 302   # the phone passes: record 3
    # the host screen's turn for the same seat, another one: the table moved on
    response = client.post(f"/t/{code}/move/turn",
                           data=turn_data(host_page, 2, moves=step, seat=first))
    assert response.status_code == 409
    assert "The table changed while this page was open" in response.get_data(as_text=True)
    # the same pass sent from the host screen: already recorded
    response = client.post(f"/t/{code}/move/turn", data=turn_data(host_page, 2, seat=first))
    assert response.status_code == 409
    assert "This move is already recorded (move 3)" in response.get_data(as_text=True)
    assert len(stored_moves(app, code)) == 3


def test_a_draw_taken_back_and_drawn_again_gives_the_same_stones(app, client):
    """docs/rulings/mayan_curse.md T11 (seed 「ステップ1:ドロー」): where the app is the pouch, an
    undo cannot fish for other stones: the draw asked for again is the same three stones."""
    import hashlib

    code = new_mc_table(client, players=("Ana", "Ben"), seed="7", pouch="app")
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)

    def app_draw(phone, seen):
        page = phone.get(f"/t/{code}/me").get_data(as_text=True)
        return phone.post(f"/t/{code}/move/draw",
                          data={"draw-csrf_token": csrf_of(page), "draw-seen": str(seen)})

    assert app_draw(ana, 0).status_code == 302
    state, version = state_and_version(app, code)
    first_hand = state["hands"][0]
    assert version == 1 and len(first_hand) == 3 and len(state["pouch"]) == 17
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        record = db.session.query(MoveRecord).filter_by(table_id=table.id, number=1).one()
        # the move holds no stones: the engine draws them from the draw seed of the setup
        # (drawn by the new-table form, not from the table's seed "7"), round 1 and seat 0
        assert "draws" not in record.payload and "stones" not in record.payload
        draw_seed = table.setup["draw_seed"]
        assert table.options["draw_seed"] == draw_seed and 0 <= draw_seed < 2 ** 63
        pouch = list(table.setup["pouch"])
    # the three outcomes: SHA-256 of "mayan_curse/draw/<draw seed>/1/0" read as three 4-byte
    # numbers below 2**31, each taking the stone at its place (modulo the stones left) from
    # the pouch in the set's order (the sample's pouch lists its stones in that order)
    digest = hashlib.sha256(f"mayan_curse/draw/{draw_seed}/1/0".encode()).digest()
    expected = []
    for k in range(3):
        expected.append(pouch.pop(int.from_bytes(digest[4 * k:4 * k + 4], "big") % 2 ** 31
                                  % len(pouch)))
    assert first_hand == expected

    # the host takes the draw back: the stones are in the pouch again
    host_page = client.get(f"/t/{code}").get_data(as_text=True)
    undo = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host_page), "seen": "1"})
    assert undo.status_code == 302
    state, version = state_and_version(app, code)
    assert version == 2 and state["hands"][0] is None and len(state["pouch"]) == 20

    # drawn again, twice over (undo, draw): always the same three stones
    for seen in (2, 4):
        assert app_draw(ana, seen).status_code == 302
        state, version = state_and_version(app, code)
        assert state["hands"][0] == first_hand
        if seen == 2:
            host_page = client.get(f"/t/{code}").get_data(as_text=True)
            assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host_page),
                                                        "seen": "3"}).status_code == 302
    # the other seat's draw comes from what is left: the turns begin
    assert app_draw(ben, 5).status_code == 302
    state, version = state_and_version(app, code)
    assert state["phase"] == "turns" and state["hands"][0] == first_hand
    assert len(state["pouch"]) == 14 and len(state["hands"][1]) == 3


def test_the_draw_s_status_line_says_how_this_table_draws(app, client):
    """The trial: with the app as the pouch the status line still said to enter the stones
    drawn (the real pouch's way)."""
    for pouch, text in (("app", "第1ラウンド：まだ中にいる各冒険者は、自分のスマホでアプリに神聖な石を3つ引いて"
                                "もらいます。"),
                        ("table", "第1ラウンド：まだ中にいる各冒険者は神聖な石を3つ引き、自分のスマホに入力します。")):
        code = new_mc_table(client, players=("Ana", "Ben"), pouch=pouch)
        html = client.get(f"/t/{code}", headers={"Accept-Language": "ja"}).get_data(as_text=True)
        assert text in html


def test_mayan_curse_words_a_japanese_player_reads_as_the_seed_does(app, client):
    """A space on a slid slab is one place: the turn builder says it once, by the drawing's
    column and its symbol (「川1の1枚目の床ボード、図の2列目（鷲）」), never counted on the slab
    and on the drawing side by side (trial 3: 「左から1マス目（鷲、図では2列目）」).  The solo scenarios say
    「知識22以上」, not 「22+の知識」 (seed 000 「ソロシナリオ」 writes 22+: a count at least)."""
    import random

    from companion.games.mayan_curse.web.presenter import space_label
    from companion.i18n import use_language

    s = GAME.setup({"players": ["Ana", "Ben"], "pouch": "app"}, random.Random(2))
    for seat in range(2):
        s = GAME.apply(s, {"type": "draw", "seat": seat, "draws": [seat, 7, 11]})
    s = GAME.apply(s, {"type": "turn", "seat": 1, "backpack": None, "slides": [{"row": 2, "by": 1}],
                       "moves": [{"stones": [1], "symbol": "eagle", "direction": "up",
                                  "distance": 1, "machete": False}]})
    ben = s["adventurers"][1]
    with app.test_request_context(), use_language("ja"):
        assert space_label(s, {"row": ben["row"], "col": ben["col"]}) == (
            "川1の1枚目の床ボード、図の2列目（鷲）")
    with app.test_request_context(), use_language("en"):
        assert space_label(s, {"row": ben["row"], "col": ben["col"]}) == (
            "the 1st slab of river 1, column 2 on the drawing (eagle)")
    client.set_cookie("lang", "ja")
    form = client.get(f"/new/{KEY}").get_data(as_text=True)
    assert "知識22以上と、少なくとも1つのベージュの石碑を持って脱出" in form
    assert "知識35以上で脱出" in form and "+の知識" not in form


def test_a_slide_and_the_look_back_link_read_plainly_in_japanese(app, client):
    """Trial 3: 「スライド：川1の2枚目の床ボード：右に1マス。」 had two colons in one phrase; the
    slide is now said as one phrase (「川1の2枚目の床ボードを右に1マス」).  The look-back link
    said 「振り返る：直前の手の前の盤面から、1手ずつ」: it now says 「これまでの手を1手ずつ振り返る」."""
    import random

    from companion.games.mayan_curse.web.presenter import slide_words
    from companion.i18n import use_language

    s = GAME.setup({"players": ["Ana", "Ben"], "pouch": "app"}, random.Random(2))
    with app.test_request_context(), use_language("ja"):
        row = next(y for y, r in enumerate(s["rows"]) if r["kind"] == "slab")
        assert slide_words(s, {"row": row, "by": 1}) == "川1の1枚目の床ボードを右に1マス"
        assert slide_words(s, {"row": row, "by": -2}) == "川1の1枚目の床ボードを左に2マス"
        assert slide_words(s, {"tier": 3, "by": 1}).endswith("を時計回りに1マス")
        from flask_babel import gettext
        assert gettext("Look back: the table before the last move, move by move") == (
            "これまでの手を1手ずつ振り返る")


def test_a_solo_game_lost_says_its_verdict_first_where_a_winner_would_be(app, client):
    """Easy asks 20 knowledge; the camera 15 + the unused backpack 2 = 17: not won.  The host
    screen's end section (first on the page) says the verdict as its headline, not as a small
    line, and does not say it twice there."""
    code = new_mc_table(client, players=("Ana",), seed="4", difficulty="easy")
    edit_setup(app, code, near_the_exit([[]], camera=(0,)))
    draw_all(app, client, code, 1)
    step_out(app, client, code, 0)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    short = "Solo (easy): 17 knowledge is short of 20."
    end = host[host.index('id="end-result"'):host.index("</section>", host.index('id="end-result"'))]
    assert f'<p class="end-outcome" id="end-outcome">{short}</p>' in end
    assert end.count(short) == 1
    assert host.index('id="end-result"') < host.index('id="solo-verdict"')
