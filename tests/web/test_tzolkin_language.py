"""Tzolk'in in the reader's language all the way (issue 10): a real game played through its
pages in Japanese with Japanese names, and the same tour in English with Latin names.

The tour visits the new-table form, the host screen, each phone (join, starting wealth with a
refusal, its turns), the setup sheet, refusals of several kinds (the rules: too little corn,
out of turn, begging with too much corn, an end state that cannot be; the table service: a
stale page; a form error), the move log and past states (?at=N), the notices of the round's
end (food days, workers falling off), the end with the score sheet, the calculator (an error
and a result) and the command line's setup and score.  Most of the game is driven by the
engine's random player through the table service; the pages are checked as it goes.  Every
page goes through ``LanguageTour``: a Japanese page with an English word, an English page with
a Japanese character, or any programming notation fails the test.
"""
from __future__ import annotations

import json
import random
import re
from functools import partial

import pytest
from click.testing import CliRunner
from sqlalchemy import select

from companion import tables
from companion.cli import main
from companion.extensions import db
from companion.games.tzolkin.rules.components import GEARS
from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.play_state import current_seat, placement_cost
from companion.games.tzolkin.rules.random_player import random_move
from companion.games.tzolkin.rules.turn import forced_placement
from companion.models import Table
from tests.driver import csrf_of, join_seat, new_table, post_move, state_and_version, state_of
from tests.language_check import LanguageTour
from tests.web.test_flow import choose, dealt_tiles, end_state_data

NAMES = {"ja": ("たろう", "はなこ", "けんじ"), "en": ("Ana", "Ben", "Cai")}
#: The CLI's first line ("<title> — seed 7") is the platform's (companion/cli.py): checked
#: apart, see the report of issue 10.
PLATFORM_CLI_LINES = 0


def _table(code: str) -> Table:
    return db.session.scalar(select(Table).where(Table.code == code))


#: The last CSRF token each client was given (a page with no form, e.g. a phone waiting for
#: its turn, still posts with its session's token).
TOKENS: dict[int, str] = {}
CSRF = re.compile(r'name="(?:[\w-]*-)?csrf_token"[^>]*value="([^"]+)"')


def _get(client, url: str, tour: LanguageTour, where: str, status: int = 200) -> str:
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    html = tour.check(response, where)
    found = CSRF.search(html)
    if found:
        TOKENS[id(client)] = found.group(1)
    return html


def _post_turn(phone, code: str, move_type: str, html: str, fields: dict, seen: int):
    """post_move from ``html``; a page with no form (a phone waiting for its turn) posts with
    the last token its client was given (TOKENS)."""
    token = None if CSRF.search(html) else TOKENS[id(phone)]
    return post_move(phone, code, move_type, html, fields, seen=seen, token=token)


def _too_dear(state: dict, seat: int) -> list[str] | None:
    """Gears for a placement ``seat`` cannot pay now (the rules' own cost), or None."""
    p = state["seats"][seat]
    for gear in GEARS:
        for k in range(1, p["workers_hand"] + 1):
            try:
                cost, _spots = placement_cost(state, seat, [gear] * k)
            except Exception:  # the gear is full: not the refusal wanted here
                break
            if cost > p["corn"] and forced_placement(state, seat) is None:
                return [gear] * k
    return None


def _record(app, code: str, seat: int, move: dict, seen: int) -> None:
    with app.app_context():
        tables.record_move(_table(code), seat, move, seen, by_host=False)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_game_of_tzolkin_in_one_language(app, client, tmp_path, lang):
    TOKENS.clear()  # keyed by id(): only the clients of this test, all alive until its end
    tour = LanguageTour(lang)
    names = NAMES[lang]
    client.set_cookie("lang", lang)

    # --- a new table, the host screen, the phones and the starting wealth -------------------
    _get(client, "/new/tzolkin", tour, "new-table form")
    code = new_table(client, players=names, seed="7")
    _get(client, f"/t/{code}", tour, "host screen, choosing wealth")
    sheet = _get(client, f"/t/{code}/setup", tour, "setup sheet")
    # m07 is on offer at this seed: its frame is in doubt; players read that, never the data's
    # internal note ("frame: green in two public sources, brown in one"); no tile's id is shown
    # (issue 10: the tiles have none printed)
    from companion.games.tzolkin.rules.components import load_components

    m07 = load_components().monuments["m07"].text.ja if lang == "ja" else "Technologies at level 3"
    assert m07 in sheet and "m07" not in sheet
    assert "public sources" not in sheet and "要確認" not in sheet
    assert ("未確認です。枠の色が緑ではなく茶かもしれません。" if lang == "ja"
            else "Unconfirmed. Its frame may be brown instead of green") in sheet
    phones = [join_seat(app, code, i, lang=lang,
                        check=partial(tour.check, where=f"join page, seat {i + 1}"))
              for i in range(3)]
    for i, phone in enumerate(phones):
        html = _get(phone, f"/t/{code}/me", tour, f"seat {i + 1}, starting wealth")
        if i == 0:  # a form error: one tile only
            refused = choose(phone, code, html, seen=0, tiles=dealt_tiles(html)[:1])
            assert refused.status_code == 400
            tour.check(refused, "seat 1, one wealth tile only")
        assert choose(phone, code, html, seen=i).status_code == 302
        if i < 2:
            _get(phone, f"/t/{code}/me", tour, f"seat {i + 1}, waiting for the others")
    state, version = state_and_version(app, code)
    assert state["phase"] == "playing"
    _get(client, f"/t/{code}", tour, "host screen, the board")
    _get(client, f"/t/{code}/setup", tour, "setup sheet during play")

    # --- the first turns on the phones, and refusals of several kinds -----------------------
    first = current_seat(state)
    html = _get(phones[first], f"/t/{code}/me", tour, "the first player's turn")
    other = (first + 2) % 3
    other_html = _get(phones[other], f"/t/{code}/me", tour, "a phone waiting")
    _get(phones[other], f"/t/{code}/me?open=board", tour, "a phone, the whole board opened")
    # out of turn: the engine refuses the other phone's placement and says whose turn it is
    refused = _post_turn(phones[other], code, "place", other_html, {"n_palenque": 1}, version)
    assert refused.status_code == 422
    body = tour.check(refused, "placing out of turn")
    assert ("の手番です" if lang == "ja" else "It is the turn of") in body
    # begging with more than 2 corn
    if state["seats"][first]["corn"] > 2:
        refused = _post_turn(phones[first], code, "beg", html, {"temple": "chaac"}, version)
        assert refused.status_code == 422
        tour.check(refused, "begging with too much corn")
    # the first player places one worker on Palenque: the lowest free spot, paid in corn
    assert _post_turn(phones[first], code, "place", html, {"n_palenque": 1}, version).status_code == 302
    # a stale page: the next phone posts with the version it saw before that move
    nxt = current_seat(state_of(app, code))
    nxt_html = _get(phones[nxt], f"/t/{code}/me", tour, "the next player's turn")
    refused = _post_turn(phones[nxt], code, "place", nxt_html, {"n_yaxchilan": 1}, version)
    assert refused.status_code == 409
    tour.check(refused, "a stale page")
    _get(client, f"/t/{code}", tour, "host screen after the first move")
    _get(client, f"/t/{code}/seat/{nxt}", tour, "the host acting for a seat")

    # --- most of the game: the random player, the pages checked on the way ------------------
    rng = random.Random(11)
    done = {"too_dear": False, "pickup": False, "notices": 0, "host_end_state": False,
            "choices": set(), "order": False, "food_day": False, "past": False}
    for _ in range(3000):
        state, version = state_and_version(app, code)
        if state["phase"] != "playing":
            break
        seat = current_seat(state)
        legal = {m["type"]: m for m in move_options(state, seat)}
        dear = _too_dear(state, seat) if "place" in legal and not state["pending"] else None
        if dear and not done["too_dear"]:
            html = _get(phones[seat], f"/t/{code}/me", tour, "a turn short of corn")
            counts = {f"n_{g}": dear.count(g) for g in set(dear)}
            refused = _post_turn(phones[seat], code, "place", html, counts, version)
            assert refused.status_code == 422
            tour.check(refused, "a placement that costs more corn than the player has")
            done["too_dear"] = True
            continue
        if "pickup" in legal and not state["pending"]:
            # the second step of each kind of action that asks for choices (not sent)
            for worker in legal["pickup"]["workers"]:
                for action in worker["actions"]:
                    kind = (worker["gear"], action["action"])
                    if action["needs"] and kind not in done["choices"]:
                        pick = f"pick_{worker['gear']}_{worker['spot']}={action['action']}"
                        if worker["gear"] == "uxmal" and action["action"] == 5:
                            copy = action["needs"]["copy"][0]
                            pick = (f"pick_{worker['gear']}_{worker['spot']}=5:{copy['gear']}:"
                                    f"{copy['action']}")
                        _get(phones[seat], f"/t/{code}/me?{pick}", tour,
                             f"the choices of {worker['gear']} {action['action']}")
                        done["choices"].add(kind)
        if "pickup" in legal and not done["pickup"] and not state["pending"]:
            worker = legal["pickup"]["workers"][0]
            url = f"/t/{code}/me"
            pick = f"pick_{worker['gear']}_{worker['spot']}"
            step1 = _get(phones[seat], f"{url}?{pick}=none", tour, "picking up, step 2")
            selection = re.search(r'id="tz-pickup".*?name="pickup-selection"[^>]*value="([^"]*)"',
                                  step1, re.S).group(1)
            response = _post_turn(phones[seat], code, "pickup", step1,
                                  {"selection": selection}, version)
            assert response.status_code == 302
            _get(phones[seat], url, tour, "after a pick-up")
            done["pickup"] = True
            continue
        if ("pickup" in legal and not done["order"] and not state["pending"]
                and len(legal["pickup"]["workers"]) >= 2):
            # issue 13: step 1 in the order picked up (a row moved up), the reason a worker
            # cannot act, an action asked for that the order does not allow ("not kept")
            w = legal["pickup"]["workers"]
            keys = "+".join(f"{x['gear']}.{x['spot']}" for x in reversed(w))
            asks = "&".join(f"pick_{x['gear']}_{x['spot']}=5" for x in w)
            html = _get(phones[seat], f"/t/{code}/me?order={keys}&up=2&{asks}", tour,
                        "picking up: the order changed, actions not kept")
            assert 'name="up"' in html
            done["order"] = True
        if not done["host_end_state"] and state["round"] > 3:
            # the host's end-state entry is a link away once turns are entered (issue 13); it
            # starts from the state the app follows; not ticking the box is refused, as is
            # more workers on the gears than hired
            host_html = _get(client, f"/t/{code}", tour, "host screen mid-game")
            assert 'id="tz-end-state-link"' in host_html
            opened = _get(client, f"/t/{code}?open=end_state", tour, "the end-state entry mid-game")
            data = end_state_data(opened, version, [{}, {}, {}])
            del data["end_state-confirm_over"]
            refused = client.post(f"/t/{code}/move/end_state", data=data)
            assert refused.status_code == 400
            tour.check(refused, "an end state not confirmed")
            data = end_state_data(host_html, version,
                                  [{"workers": 3, "workers_on_gears": 5}, {}, {}])
            refused = client.post(f"/t/{code}/move/end_state", data=data)
            assert refused.status_code in (400, 422)
            tour.check(refused, "an end state that cannot be")
            done["host_end_state"] = True
        if state.get("food_day_report") and not done["food_day"] and not state.get("report"):
            # the last food day, kept on the board for the round after it
            board = _get(client, f"/t/{code}", tour, "host screen the round after a food day")
            assert "tz-food-day" in board
            _get(phones[seat], f"/t/{code}/me", tour, "a phone the round after a food day")
            done["food_day"] = True
        if not done["past"] and version > 20:
            # a phone looks back (the trial: ?at= led nowhere)
            _get(phones[seat], f"/t/{code}/me?at={version - 1}", tour, "a phone looking back")
            _get(phones[seat], f"/t/{code}/me?at=2", tour, "a phone looking at the wealth choice")
            done["past"] = True
        _record(app, code, seat, random_move(state, seat, rng), version)
        after = state_of(app, code)
        if after.get("report") and done["notices"] < 6:
            _get(client, f"/t/{code}", tour, "host screen with notices")
            _get(phones[current_seat(after) or 0], f"/t/{code}/me", tour,
                 "a phone with notices")
            done["notices"] += 1
    state, version = state_and_version(app, code)
    assert state["phase"] == "over" and all(done.values()), done
    assert len(done["choices"]) >= 5

    # --- the end: score sheet, log and past states ------------------------------------------
    _get(client, f"/t/{code}", tour, "host screen at the end")
    _get(client, f"/t/{code}/score", tour, "score sheet")
    for i, phone in enumerate(phones):
        _get(phone, f"/t/{code}/me", tour, f"seat {i + 1} at the end")
    for at in (0, 1, 3, 4, 5, version // 2, version - 1, version):
        _get(client, f"/t/{code}?at={at}", tour, f"the table after move {at}")
    _get(client, f"/t/{code}/setup", tour, "setup sheet at the end")

    # --- a phone whose seat the host frees is told so ------------------------------------------
    host_html = _get(client, f"/t/{code}", tour, "host screen before freeing a seat")
    assert client.post(f"/t/{code}/seats/release", data={"csrf_token": csrf_of(host_html),
                                                         "position": "2"}).status_code == 302
    freed = _get(phones[2], f"/j/{code}", tour, "the join page of a phone whose seat was freed")
    assert 'id="seat-freed"' in freed

    # --- the calculator: an error, then a result --------------------------------------------
    calc = _get(client, "/calc/tzolkin?players=2", tour, "calculator")
    data = {"calc-csrf_token": csrf_of(calc)}
    for i, (name, extra) in enumerate(((names[0], {"workers": "3", "workers_on_gears": "4"}),
                                       (names[1], {}))):
        base = {"name": name, "vp": "50", "corn": "5", "wood": "1", "stone": "1", "gold": "1",
                "skulls": "2", "chaac": "1", "quetzalcoatl": "1", "kukulcan": "1",
                "agriculture": "3", "resources": "0", "architecture": "0", "theology": "0",
                "brown": "0", "green": "0", "blue": "0", "farm": "0", "harvest_corn": "0",
                "harvest_wood": "0", "workers": "3", "workers_on_gears": "0"}
        base.update(extra)
        data.update({f"calc-players-{i}-{k}": v for k, v in base.items()})
    data["calc-players-0-monuments"] = "m07"
    data["calc-skulls_on_chichen_itza"] = "0"
    refused = client.post("/calc/tzolkin?players=2", data=data)
    assert refused.status_code == 422
    tour.check(refused, "calculator, an end state that cannot be")
    data["calc-players-0-workers_on_gears"] = "0"
    data["calc-players-1-vp"] = "-x"
    refused = client.post("/calc/tzolkin?players=2", data=data)
    assert refused.status_code == 400
    tour.check(refused, "calculator, a field to fix")
    data["calc-players-1-vp"] = "50"
    data["calc-players-1-corn"] = "19"
    result = client.post("/calc/tzolkin?players=2", data=data)
    assert result.status_code == 200
    html = tour.check(result, "calculator, the score sheet")
    assert "68.5" in html  # the seed's example: 50 + 14 corn ÷ 4 + 2 skulls + m07 9 VP
    # the count changed without script: the page comes back with what was typed (issue 13)
    recount = client.post("/calc/tzolkin", data={**data, "players": "2", "recount": "3"})
    assert recount.status_code == 200
    tour.check(recount, "calculator, the count changed")
    data["calc-players-0-monuments"] = ["m01", "m02", "m03", "m04", "m05"]
    refused = client.post("/calc/tzolkin?players=2", data=data)
    assert refused.status_code == 422
    tour.check(refused, "calculator, more monuments than revealed")

    # --- the command line -------------------------------------------------------------------
    args = ["--lang", lang, "setup", "tzolkin", "--players", "3", "--seed", "7"]
    for name in names:
        args += ["--name", name]
    runner = CliRunner()
    out = runner.invoke(main, args)
    assert out.exit_code == 0, out.output
    tour.check_text("\n".join(out.output.splitlines()[PLATFORM_CLI_LINES:]), "companion setup")
    # the language of LANG when no --lang is given
    env = {"LANG": "ja_JP.UTF-8" if lang == "ja" else "en_GB.UTF-8", "LC_ALL": "",
           "LC_MESSAGES": ""}
    by_env = runner.invoke(main, args[2:], env=env)
    assert by_env.output == out.output
    document = {"players": [{"name": names[0], "vp": 50, "corn": 5, "wood": 1, "stone": 1,
                             "gold": 1, "skulls": 2, "monuments": ["m07"],
                             "technologies": {"agriculture": 3}, "workers_on_gears": 1},
                            {"name": names[1], "vp": 55, "corn": 14, "workers_on_gears": 2,
                             "monuments": ["m05"]}]}
    path = tmp_path / "end.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    out = runner.invoke(main, ["--lang", lang, "score", "tzolkin", str(path)])
    assert out.exit_code == 0, out.output
    tour.check_text(out.output, "companion score")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": [document["players"][0]] * 2}), encoding="utf-8")
    out = runner.invoke(main, ["--lang", lang, "score", "tzolkin", str(bad)])
    assert out.exit_code == 2
    tour.check_text(out.output, "companion score, a refusal")

    assert tour.pages > 40
    tour.assert_clean()
