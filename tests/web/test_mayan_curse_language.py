"""Mayan Curse through its pages in Japanese (Japanese names) and in English (Latin names):
every page a table meets, from the new-table form to the score sheet, the calculator, the
component editor and the command line, is checked by LanguageTour (tests/language_check.py):
no English word on a Japanese page, no Japanese on an English one, no programming notation.

The tour: the new-table form (the sample set's banner), the host screen (the passage and the
temple drawn with the set's names), the setup sheet, each phone (its stones, its stela and
value), refusals of five kinds (a stone count the pouch does not have, a move through a wrong
symbol, a turn out of order, slides beyond the three a turn has, a stela value out of its
colour's range), a turn no page made (posted, and in the address), each page of the
step-by-step turn builder on the way to a turn, the boulder preview and the last boulder step, the
move log and past states (?at=N), the score sheet of a two-player table (a tie decided by the
stelae) and the verdict of a solo table, the calculator (an error and a result), the component
editor refusing a document with a bad slab space, and ``companion setup`` / ``score``.
"""
from __future__ import annotations

import html as htmllib
import json
import re
from functools import partial

import pytest
from click.testing import CliRunner

from companion.cli import main
from companion.extensions import db
from companion.games.mayan_curse.rules.game import GAME
from companion.models import Table
from companion.tables import REPLAYS
from tests.driver import csrf_of, join_seat, new_component_set, state_and_version, state_of
from tests.language_check import LanguageTour
from tests.web.test_mayan_curse_web import new_mc_table, turn_data

KEY = "mayan_curse"
NAMES = {"ja": ("はなこ", "たろう", "じろう"), "en": ("Ana", "Ben", "Cai")}
#: What each language's table calls a symbol it typed wrongly in its own component set.
TYPO = {"ja": "ねこ", "en": "cat"}


Tour = LanguageTour


def _client(app, lang):
    client = app.test_client()
    client.set_cookie("lang", lang)
    return client


def _edit_setup(app, code, change):
    with app.app_context():
        table = db.session.query(Table).filter_by(code=code).one()
        setup = json.loads(json.dumps(table.setup))
        change(setup)
        table.setup = setup
        db.session.commit()
    REPLAYS.clear()


def _draw(phone, code, seen, stones):
    page = phone.get(f"/t/{code}/me").get_data(as_text=True)
    data = {"draw-csrf_token": csrf_of(page), "draw-seen": str(seen)}
    data.update({f"draw-stone_{k}": s for k, s in enumerate(stones)})
    return phone.post(f"/t/{code}/move/draw", data=data)


def _turn(phone, code, seen, moves=(), slides=()):
    """A turn as the phone's builder posts it (``turn-steps``: turn_form.py's encoding), from the
    builder's last page; moves as (stones "0"/"01"/"free", symbol, direction, distance, to)."""
    page = phone.get(f"/t/{code}/me?pick=end").get_data(as_text=True)
    data = turn_data(page, seen, slides=slides,
                     moves=[(stones if stones == "free" else "+".join(stones), symbol,
                             direction, distance, to)
                            for stones, symbol, direction, distance, to in moves])
    return phone.post(f"/t/{code}/move/turn", data=data)


def _built(tour, phone, code, what):
    """The builder's pages from the seat page to its last, by the first choice of each page,
    each checked by the tour; the last page."""
    page = tour.check(phone.get(f"/t/{code}/me"), f"{what}: the builder's first page")
    for k in range(40):
        if 'id="turn-play"' in page:
            return page
        links = [htmllib.unescape(h) for h in
                 re.findall(r'class="button mc-choice[^"]*" href="([^"]+)"', page)]
        assert links, page[-3000:]
        page = tour.check(phone.get(links[0].split("#")[0]), f"{what}: builder page {k + 2}")
    raise AssertionError("the builder has no last page")


def _stela_value(phone, code, seen, stela, value):
    page = phone.get(f"/t/{code}/me").get_data(as_text=True)
    return phone.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(page), "stela_value-seen": str(seen),
        "stela_value-stela": stela, "stela_value-value": str(value)})


def _near_the_exit(stelae_by_seat, camera=()):
    """Adventurers who have been inside, standing on the 1st slab of river 1 (row 2), one
    free step from the entrance board, holding the given stelae (values entered)."""
    def change(setup):
        for seat, adv in enumerate(setup["adventurers"]):
            adv.update(row=2, col=seat, entered=True, camera=seat in camera,
                       stelae=[{"id": f"{c}-{90 + k}", "colour": c, "origin": "passage",
                                "value": v} for k, (c, v) in enumerate(stelae_by_seat[seat])])
        setup["first_player"] = 0
        if camera:
            setup["cameras"] = {"top": 1, "beside": 0}
    return change


def _step_out(phone, code, seat):
    """The seat's first stone's line one space down, onto the entrance board (ruling T5:
    entering a relay board takes a stone), and out."""
    state, version = state_and_version(app_of(phone), code)
    symbol = state["hands"][seat][0].split("/")[0]
    response = _turn(phone, code, version, moves=[("0", symbol, "down", 1, "")])
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]


def app_of(client):
    return client.application


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_table_plays_through_its_pages_in_one_language(app, lang):
    tour = Tour(lang)
    host = _client(app, lang)
    first, second, _third = NAMES[lang]
    code = new_mc_table(host, (first, second), check=partial(tour.check, where="new-table form"))
    html = tour.check(host.get(f"/new/{KEY}"), "new-table form")
    assert ("サンプル" if lang == "ja" else "Sample") in html

    # boulder 1 is released (no trigger token), and each adventurer holds a stela already
    def prepare(setup):
        setup["boulders"][0]["tokens"] = 0
        setup["first_player"] = 0
        setup["adventurers"][0]["stelae"] = [{"id": "grey-9", "colour": "grey",
                                              "origin": "passage", "value": None}]
        setup["adventurers"][1]["stelae"] = [{"id": "brown-9", "colour": "brown",
                                              "origin": "passage", "value": None}]
    _edit_setup(app, code, prepare)
    tour.check(host.get(f"/t/{code}"), "host screen")
    html = tour.check(host.get(f"/t/{code}/setup"), "setup sheet")
    assert ("川1の1枚目の床ボード" if lang == "ja" else "1st slab of river 1") in html
    phones = [join_seat(app, code, 0, lang=lang), join_seat(app, code, 1, lang=lang)]
    for k, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"phone {k + 1}, the draw")

    # refused: a stone the set does not have (each phone is checked against the set, never
    # against another hand)
    assert _draw(phones[0], code, 0, ["dog", "dog", "eagle"]).status_code == 302
    response = _draw(phones[1], code, 1, ["dragon", "dog", "eagle"])
    assert 400 <= response.status_code < 500
    tour.check(response, "refusal: a stone the set does not have")
    assert _draw(phones[1], code, 1, ["monkey", "serpent", "jaguar"]).status_code == 302
    state, version = state_and_version(app, code)
    assert state["phase"] == "turns" and state["turn"] == 0
    for k, phone in enumerate(phones):
        html = tour.check(phone.get(f"/t/{code}/me"), f"phone {k + 1}, stones and stelae")
    html = phones[0].get(f"/t/{code}/me").get_data(as_text=True)
    assert ('data-stone="eagle">鷲<' if lang == "ja" else 'data-stone="eagle">eagle<') in html

    # refused: a turn out of order
    response = _turn(phones[1], code, version)
    assert response.status_code == 422
    tour.check(response, "refusal: not your turn")
    # refused: a move through a space of another symbol
    adv = state["adventurers"][0]
    ahead = state["rows"][adv["row"] + 1]
    shown = ahead["spaces"][adv["col"] - ahead["offset"]] if ahead["kind"] == "slab" else None
    hand = state["hands"][0]
    stone = next(i for i, s in enumerate(hand) if "/" not in s and s != shown)
    response = _turn(phones[0], code, version,
                     moves=[(str(stone), hand[stone], "up", 1 if shown else 2, "")])
    assert response.status_code == 422
    tour.check(response, "refusal: a wrong symbol")
    # refused: four slides where a turn has three
    response = _turn(phones[0], code, version, slides=[("row:2", 3), ("row:3", 1)])
    assert response.status_code == 422
    tour.check(response, "refusal: too many slides")
    # a turn no page made: said on the page, posted or in the address
    page = phones[0].get(f"/t/{code}/me?pick=end").get_data(as_text=True)
    response = phones[0].post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "turn-steps": "m.0.abc"})
    assert response.status_code == 400
    tour.check(response, "form error")
    html = tour.check(phones[0].get(f"/t/{code}/me?turn=m.0.abc"), "builder: a bad address")
    assert 'id="turn-problem"' in html
    # refused: a grey stela's value out of 2-5, then the value noted
    response = _stela_value(phones[0], code, version, "grey-9", 6)
    assert response.status_code == 422
    tour.check(response, "refusal: a stela value out of range")
    assert _stela_value(phones[0], code, version, "grey-9", 4).status_code == 302
    tour.check(phones[0].get(f"/t/{code}/me"), "phone 1, a stela value noted")
    tour.check(host.get(f"/t/{code}"), "host screen, the boulder preview")

    # a legal move, a pass: the round ends and the released boulder rolls
    state, version = state_and_version(app, code)
    page = _built(tour, phones[0], code, "phone 1")
    steps = re.search(r'name="turn-steps"[^>]*value="([^"]*)"', page)
    response = phones[0].post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version),
        "turn-steps": htmllib.unescape(steps.group(1)) if steps else ""})
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    assert _turn(phones[1], code, version + 1).status_code == 302
    state, version = state_and_version(app, code)
    assert state["round"] == 2 and state["last_boulders"]
    html = tour.check(host.get(f"/t/{code}"), "host screen, the last boulder step")
    assert 'id="last-boulders"' in html
    for k, phone in enumerate(phones):
        tour.check(phone.get(f"/t/{code}/me"), f"phone {k + 1}, round 2")
    for n in range(version + 1):
        tour.check(host.get(f"/t/{code}?at={n}"), f"host screen ?at={n}")
    html = host.get(f"/t/{code}").get_data(as_text=True)
    log = re.search(r'<ol class="log" id="move-log" reversed>(.*?)</ol>', html, re.S).group(1)
    assert (f"{first}が神聖な石を3つ引きました。" if lang == "ja"
            else f"{first} drew three sacred stones.") in log

    # a two-player end: both escape tied at 11 knowledge, the one with more stelae wins
    code = new_mc_table(host, (first, second), check=partial(tour.check, where="new-table form"))
    _edit_setup(app, code, _near_the_exit([[("brown", 1), ("grey", 3), ("beige", 5)],
                                          [("brown", 3), ("beige", 6)]]))
    phones = [join_seat(app, code, 0, lang=lang), join_seat(app, code, 1, lang=lang)]
    state, version = state_and_version(app, code)
    for k, phone in enumerate(phones):
        stones = sorted(state["pouch"])[k * 3:k * 3 + 3]      # stones no other seat holds
        assert _draw(phone, code, version + k, stones).status_code == 302
    _step_out(phones[0], code, 0)
    _step_out(phones[1], code, 1)
    html = tour.check(host.get(f"/t/{code}/score"), "score sheet")
    assert ("知識11で同点" if lang == "ja" else "Tied at 11 knowledge") in html
    tour.check(host.get(f"/t/{code}"), "host screen at the end")
    tour.check(phones[1].get(f"/t/{code}/me"), "phone 2 at the end")

    # a solo table: escaped with the camera and no stela: scenario 5 met (ruling K2)
    code = new_mc_table(host, (first,), difficulty="easy", scenario="5",
                        check=partial(tour.check, where="new-table form"))
    _edit_setup(app, code, _near_the_exit([[]], camera=(0,)))
    phone = join_seat(app, code, 0, lang=lang)
    assert _draw(phone, code, 0, sorted(state_of(app, code)["pouch"])[:3]).status_code == 302
    _step_out(phone, code, 0)
    html = tour.check(host.get(f"/t/{code}"), "solo host screen with the verdict")
    # ruling K2: the scenario played is the goal, whatever the difficulty asks
    assert ("シナリオ5、知識17（シナリオに知識の目標はありません）。" if lang == "ja"
            else "scenario 5, 17 knowledge (the scenario asks for no amount).") in html
    assert ("シナリオをプレイする場合はそのシナリオが目標です。難易度は使いません。" if lang == "ja"
            else "A scenario played is the goal: the difficulty does not count then.") in html
    tour.check(host.get(f"/t/{code}/score"), "solo score sheet")
    tour.check(phone.get(f"/t/{code}/me"), "solo phone at the end")

    # the calculator: a value out of range, then a result (and a solo verdict)
    page = host.get(f"/calc/{KEY}?players=2")
    tour.check(page, "calculator")
    data = {"calc-csrf_token": csrf_of(page.get_data(as_text=True)),
            "calc-players-0-name": first, "calc-players-0-escaped": "y",
            "calc-players-0-camera": "y", "calc-players-0-brown": "2 4",
            "calc-players-0-grey": "5", "calc-players-0-beige": "",
            "calc-players-1-name": second, "calc-players-1-escaped": "y",
            "calc-players-1-beige": "7", "calc-players-1-brown": "", "calc-players-1-grey": ""}
    response = host.post(f"/calc/{KEY}?players=2", data=data)
    assert response.status_code == 400  # said by the field
    tour.check(response, "calculator: a value out of range")
    data["calc-players-1-beige"] = "6 6"
    response = host.post(f"/calc/{KEY}?players=2", data=data)
    assert response.status_code == 200
    tour.check(response, "calculator: the sheet")
    page = host.get(f"/calc/{KEY}?players=1")
    response = host.post(f"/calc/{KEY}?players=1", data={
        "calc-csrf_token": csrf_of(page.get_data(as_text=True)), "calc-players-0-name": first,
        "calc-players-0-escaped": "y", "calc-players-0-grey": "5 5",
        "calc-players-0-beige": "", "calc-players-0-brown": "",
        "calc-difficulty": "thrill_seeker"})
    assert response.status_code == 200
    tour.check(response, "calculator: a solo verdict")

    # the component editor: a slab space that is not one of the set's symbols
    page = host.get(f"/components/{KEY}")
    tour.check(page, "component editor")
    document = GAME.sample_components()
    document["slabs"][2]["spaces"][3] = TYPO[lang]
    response = host.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)), "name": first,
        "text": json.dumps(document, ensure_ascii=False)})
    assert response.status_code == 422
    html = tour.check(response, "component editor: a bad slab space")
    assert ("3枚目の床ボード（S03）の左から4マス目：「ねこ」はシンボルの一覧にありません。"
            if lang == "ja" else
            "The 3rd slab (S03), space 4 from the left: “cat” is not one of the symbols."
            ) in html
    del document["temple"]
    document["slabs"][2]["spaces"][3] = "dog"
    response = host.post(f"/components/{KEY}", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)), "name": first,
        "text": json.dumps(document)})
    assert response.status_code == 422
    tour.check(response, "component editor: the temple missing")
    tour.assert_clean()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_command_line_speaks_the_language_asked_for(tmp_path, lang):
    """``companion --lang ja setup mayan_curse`` and ``score``.  The first line of the setup
    ("<title> — seed <seed>") is the platform's (companion/cli.py) and is left out."""
    tour = LanguageTour(lang)
    result = CliRunner().invoke(main, ["--lang", lang, "setup", KEY, "--players", "3",
                                       "--seed", "3", "--name", NAMES[lang][0],
                                       "--name", NAMES[lang][1], "--name", NAMES[lang][2]])
    assert result.exit_code == 0, result.output
    body = result.output.split("\n", 1)[1]
    tour.check_text(body, "companion setup")
    assert ("川1の1枚目の床ボード（右端の点のアイコン1個）" if lang == "ja"
            else "The 1st slab of river 1 (1 dot icon on the right end)") in body
    assert "S01" not in body   # the boards print no ids
    document = {"players": [
        {"name": NAMES[lang][0], "escaped": True, "camera": True,
         "stelae": [{"colour": "brown", "value": 2}, {"colour": "grey", "value": 5}]},
        {"name": NAMES[lang][1], "escaped": False, "stelae": [{"colour": "beige", "value": 6}]}]}
    path = tmp_path / "end.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    result = CliRunner().invoke(main, ["--lang", lang, "score", KEY, str(path)])
    assert result.exit_code == 0, result.output
    tour.check_text(result.output, "companion score")
    by_locale = CliRunner().invoke(main, ["score", KEY, str(path)], env={
        "LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8" if lang == "ja" else "C.UTF-8"})
    assert by_locale.output == result.output
    # brown 2 + grey 5 + camera 15 + unused backpack 2 = 24
    assert (f"合計：{NAMES[lang][0]} 24" if lang == "ja"
            else f"Total: {NAMES[lang][0]} 24") in result.output
    tour.assert_clean()


#: The symbols each language's table names in its own copy (the tap editor).
SYMBOL_NAMES = {"ja": ("犬", "ジャガー", "蛇", "鷲", "猿"),
                "en": ("dog", "jaguar", "serpent", "eagle", "monkey")}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_tap_editor_speaks_one_language(app, lang):
    """Mayan Curse's tap editor: the list of sets with its progress, a new set's page, every
    entry page (empty, then filled), refusals naming the board and the space, and a table set
    up with the copy entered."""
    from tests.web import test_mayan_curse_editor as entering

    tour = Tour(lang)
    host = _client(app, lang)
    first, second, _third = NAMES[lang]
    set_id = new_component_set(host, KEY, first)
    tour.check(host.get(f"/components/{KEY}"), "the sets, one just started")
    html = tour.check(host.get(f"/components/{KEY}/{set_id}"), "a new set's page")
    assert ("床ボード 0/16" if lang == "ja" else "floor boards 0/16") in html
    for kind, n in (("slab", 1), ("tier", 1), ("stones", 1), ("faces", 1)):
        tour.check(host.get(f"/components/{KEY}/{set_id}/{kind}/{n}"),
                   f"{kind} {n} before the symbols and sizes")
    entering.post(host, set_id, "symbols", 1,
                  {f"name_{k}": s for k, s in enumerate(SYMBOL_NAMES[lang], 1)})
    entering.post(host, set_id, "boards", 1, entering.SIZES)
    spaces = {f"space_{j}": s for j, s in enumerate(entering.slab_spaces(3), 1)}
    spaces["space_2"] = ""
    html = tour.check(entering.post(host, set_id, "slab", 3, spaces, status=422),
                      "a floor board space not picked")
    assert ("3枚目の床ボード、左から2マス目：シンボルを選んでください。" if lang == "ja" else
            "The 3rd floor board, space 2 from the left: pick its symbol.") in html
    tier = {f"space_{j}": s for j, s in enumerate(entering.tier_spaces(2), 1)}
    tier["stela"] = ["1", "3", "5"]
    tour.check(entering.post(host, set_id, "tier", 2, tier, status=422),
               "a tier with three stela spaces")
    tour.check(entering.post(host, set_id, "stones", 1,
                             {"stone_1_a": "sym1", "stone_1_b": "sym1"}, status=422),
               "a dual stone with the same symbol twice")
    tour.check(entering.post(host, set_id, "faces", 1, {"face_1": "wild"}, status=422),
               "a boulder face not picked")
    # a pick the page does not offer: named with the board and the space (issue 11)
    for kind, change in (("boards", dict(entering.SIZES, width="99")),
                         ("slab", dict(spaces, space_2="cat")),
                         ("table", {"slab_4": "gold-3"}), ("stones", {"stone_2_b": "cat"}),
                         ("stelae", {"value_3": "x"})):
        html = tour.check(entering.post(host, set_id, kind, 2 if kind == "stelae" else 1,
                                        change, status=422), f"{kind}: a pick not offered")
        assert ("この選択肢はこのページにありません" if lang == "ja" else
                "that choice is not on this page") in html
    entering.post(host, set_id, "stelae", 2, {"value_2": "20", "value_3": "20",
                                              "value_4": "20", "value_5": "20"})
    html = tour.check(host.get(f"/components/{KEY}/{set_id}/stelae/2"),
                      "more stelae than the reference box: kept, with a warning")
    assert 'id="stelae-over"' in html
    entering.enter_passage(host, set_id, symbols=SYMBOL_NAMES[lang],
                           seen=lambda response, what: tour.check(response, what))
    for kind, n in (("slab", 1), ("slab", 2), ("slab", 9), ("tier", 1), ("tier", 6),
                    ("stones", 1), ("faces", 1), ("stelae", 3), ("table", 4),
                    ("symbols", 1), ("boards", 1)):
        tour.check(host.get(f"/components/{KEY}/{set_id}/{kind}/{n}"), f"{kind} {n} entered")
    removed = {f"name_{k}": s for k, s in enumerate(SYMBOL_NAMES[lang], 1)}
    removed["name_2"] = ""
    tour.check(entering.post(host, set_id, "symbols", 1, removed, status=422),
               "a symbol still on a board removed")
    tour.check(entering.post(host, set_id, "boards", 1, dict(entering.SIZES, lines="9"),
                             status=422), "a tier size changed after the tiers")
    html = tour.check(host.get(f"/components/{KEY}/{set_id}"), "the whole set's page")
    assert ("床ボード 16/16" if lang == "ja" else "floor boards 16/16") in html
    tour.check(host.get(f"/components/{KEY}"), "the sets, one complete")
    page = host.get(f"/new/{KEY}")
    response = host.post(f"/new/{KEY}", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)), "player_count": "2", "seed": "7",
        "components": str(set_id), "difficulty": "normal", "scenario": "0",
        "boulder_0": "", "boulder_1": "", "boulder_2": "",
        "name_0": first, "colour_0": "red", "name_1": second, "colour_1": "blue"})
    assert response.status_code == 302
    code = response.headers["Location"].rsplit("/", 1)[-1]
    tour.check(host.get(f"/t/{code}"), "the host screen of the copy entered")
    tour.check(host.get(f"/t/{code}/setup"), "the setup sheet of the copy entered")
    tour.assert_clean()
