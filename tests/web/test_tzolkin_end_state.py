"""The Tzolk'in end-state entry and the calculator, as a table uses them (issue 13, points 3, 4
and 7, and the Japanese table trial).

Seed 003 「終了と後半の手番例」：the game ends after the 4th food day and the last turn of the
calendar; when the turns are entered the engine ends it by itself (docs/rulings E26), so the
host's entry is for a table that does not enter them: it starts from what the app follows, and
ending a game that is not over asks to be confirmed.  「盤と共通の準備」：6/5/4 monuments revealed
for 4/3/2 players, never refilled.  「記念碑13枚の採点の読み方」：research past level 3 adds no level.
"""
from __future__ import annotations

import re

from companion.games.tzolkin.rules.play_state import current_seat, end_state_document
from tests.driver import csrf_of, page, state_of, version_of
from tests.web.test_flow import end_state_data
from tests.web.test_tzolkin_play import place, playing_table

JA = {"Accept-Language": "ja"}


def value_of(html: str, name: str) -> str | None:
    match = re.search(rf'name="{re.escape(name)}"[^>]*value="([^"]*)"', html) or re.search(
        rf'value="([^"]*)"[^>]*name="{re.escape(name)}"', html)
    return match.group(1) if match else None


def test_once_turns_are_entered_the_host_page_shows_no_end_state_form(app, client):
    """The table trial: the form sat on every host page during play.  After one placement the
    host page links to it instead; the link opens it pre-filled from the state the app follows
    (seed 「終了と後半の手番例」: the game ends by itself when the turns are entered)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"yaxchilan": 1}).status_code == 302
    host = page(client, f"/t/{code}")
    assert 'id="end-state-form"' not in host
    assert 'id="tz-end-state-link"' in host and "open=end_state" in host
    opened = page(client, f"/t/{code}?open=end_state")
    assert 'id="end-state-form"' in opened
    state = state_of(app, code)
    doc = end_state_document(state)
    for i, p in enumerate(doc["players"]):  # pre-filled: what the app follows, seat by seat
        for key in ("vp", "corn", "wood", "stone", "gold", "skulls"):
            assert value_of(opened, f"end_state-players-{i}-{key}") == str(p[key]), (i, key)
        assert value_of(opened, f"end_state-players-{i}-workers_on_gears") == str(
            p["workers_on_gears"])
    assert doc["players"][first]["workers_on_gears"] == 1
    assert "followed this game to round 1, with 0 of 4 food days done" in opened
    # the help says when to use it (the game on the table is over) and that the box is ticked
    assert ("For a table that stopped entering its turns here and played on to the end: once "
            "the game on the table is over, type each player's end and tick the box at the "
            "bottom") in opened
    client.set_cookie("lang", "ja")
    assert ("アプリへの手番の入力をやめて卓上で最後まで遊んだときに使います。卓上のゲームが終わったら、"
            "各プレイヤーの終了時の状態を入力し、フォームの最後のチェックを入れてください"
            in page(client, f"/t/{code}?open=end_state"))
    client.set_cookie("lang", "en")


def test_ending_a_game_that_is_not_over_asks_for_confirmation(app, client):
    """The table trial: one tap ended a game in progress.  Without the box ticked the entry is
    refused (400), nothing is stored and what was typed stays; ticked, the game ends."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"yaxchilan": 1}).status_code == 302
    v = version_of(app, code)
    opened = page(client, f"/t/{code}?open=end_state")
    data = end_state_data(opened, v, [{"vp": 20, "corn": 5}, {"vp": 3}])
    del data["end_state-confirm_over"]
    refused = client.post(f"/t/{code}/move/end_state", data=data)
    assert refused.status_code == 400 and version_of(app, code) == v
    body = refused.get_data(as_text=True)
    assert "Tick this box to end the game here with these numbers." in body
    assert value_of(body, "end_state-players-0-vp") == "20"  # kept as typed
    # the answer shows the board first, the form far below: the box to tick takes the focus,
    # which brings it into view (the only field with autofocus)
    assert re.findall(r"<input[^>]*autofocus[^>]*>", body) == re.findall(
        r'<input[^>]*name="end_state-confirm_over"[^>]*>', body)
    assert len(re.findall(r"autofocus", body)) == 1
    # a count refused too: the first field with a message takes it, not the box
    data["end_state-players-1-corn"] = "abc"
    body = client.post(f"/t/{code}/move/end_state", data=data).get_data(as_text=True)
    assert re.findall(r'<input[^>]*autofocus[^>]*>', body) == re.findall(
        r'<input[^>]*name="end_state-players-1-corn"[^>]*>', body)
    data["end_state-players-1-corn"] = "0"
    # the page opened afresh focuses nothing
    assert "autofocus" not in page(client, f"/t/{code}?open=end_state")
    data["end_state-confirm_over"] = "y"
    assert client.post(f"/t/{code}/move/end_state", data=data).status_code == 302
    assert state_of(app, code)["phase"] == "over"


def test_a_table_that_enters_no_turns_sees_the_form_from_its_starting_wealth(app, client):
    """No turn entered: the entry is on the host page (folded), starting from each player's
    stock after the starting wealth, and offers the monuments revealed at this table."""
    code, _phones = playing_table(app, client, players=("Ana", "Ben", "Cai"))
    host = page(client, f"/t/{code}")
    assert 'id="tz-end-state"' in host and 'id="tz-end-state-link"' not in host
    assert 'id="end-state-form"' not in host  # drawn only when opened
    host = page(client, f"/t/{code}?open=end_state")
    assert 'id="end-state-form"' in host
    state = state_of(app, code)
    for i, seat in enumerate(state["seats"]):
        assert value_of(host, f"end_state-players-{i}-corn") == str(seat["corn"])
    offered = set(re.findall(r'name="end_state-players-0-monuments"[^>]*value="(m\d\d)"', host))
    assert offered == set(state["monuments"]) and len(offered) == 5
    assert "No turn was entered here" in host
    # the monuments are named by what the tiles show, never by an id
    assert not re.search(r">\s*m\d\d\b", host)


def test_monuments_beyond_those_revealed_are_refused(app, client):
    """Issue 13 point 4, the issue's example: 3 players, Ana m06 + m08, Ben m10 + m11, Cho m03 +
    m12 = 6 monuments; a 3-player game reveals 5 (seed 「盤と共通の準備」): refused, with why."""
    calc = page(client, "/calc/tzolkin?players=3")
    data = {"calc-csrf_token": csrf_of(calc), "players": "3",
            "calc-skulls_on_chichen_itza": "0"}
    for i, (name, mons) in enumerate((("Ana", ["m06", "m08"]), ("Ben", ["m10", "m11"]),
                                      ("Cho", ["m03", "m12"]))):
        for key, value in _blank_player(name).items():
            data[f"calc-players-{i}-{key}"] = value
        data[f"calc-players-{i}-monuments"] = mons
    refused = client.post("/calc/tzolkin", data=data)
    assert refused.status_code == 422
    assert ("Monuments: 6 built in all, but a game of 3 players reveals only 5, and they are "
            "never refilled.") in refused.get_data(as_text=True)
    ja = client.post("/calc/tzolkin", data=data, headers=JA)
    assert "3人戦で公開されるのは5枚だけ" in ja.get_data(as_text=True)
    data["calc-players-2-monuments"] = ["m03"]  # 5: accepted and scored
    assert client.post("/calc/tzolkin", data=data).status_code == 200


def _blank_player(name: str) -> dict[str, str]:
    return {"name": name, "vp": "0", "corn": "0", "wood": "0", "stone": "0", "gold": "0",
            "skulls": "0", "chaac": "1", "quetzalcoatl": "1", "kukulcan": "1",
            "agriculture": "0", "resources": "0", "architecture": "0", "theology": "0",
            "brown": "0", "green": "0", "blue": "0", "farm": "0", "harvest_corn": "0",
            "harvest_wood": "0", "workers": "3", "workers_on_gears": "0"}


# ---------------------------------------------------------------- the calculator (point 7)

def _calc_data(client, rows: list[dict], players: int, **extra) -> dict:
    calc = page(client, f"/calc/tzolkin?players={players}")
    data = {"calc-csrf_token": csrf_of(calc), "players": str(players),
            "calc-skulls_on_chichen_itza": "0"}
    for i, row in enumerate(rows):
        base = _blank_player(row.pop("name", ""))
        base.update(row)
        data.update({f"calc-players-{i}-{k}": v for k, v in base.items()})
    data.update(extra)
    return data


def test_the_calculator_holds_every_seat_and_shows_the_count(app, client):
    """Every seat's row is on the page; those past the count are hidden (no reload needed to
    change it: static/js/calculator.js shows them)."""
    html = page(client, "/calc/tzolkin?players=3")
    rows = re.findall(r'<fieldset class="player-block"[^>]*data-seat-row="(\d)"([^>]*)>', html)
    assert [(n, "hidden" in rest) for n, rest in rows] == [
        ("1", False), ("2", False), ("3", False), ("4", True)]
    assert re.findall(r'name="recount" value="(\d)"', html) == ["2", "3", "4"]
    assert 'js/calculator.js' in html


def test_changing_the_count_without_script_keeps_what_was_typed(app, client):
    """The count button sends the form (``recount``): the page comes back with the new count,
    every value typed still there (the hidden rows' too), and nothing scored."""
    data = _calc_data(client, [{"name": "Ana", "vp": "41"}, {"name": "Ben", "vp": "37"},
                               {"name": "Cho", "vp": "12"}], 3, recount="2")
    response = client.post("/calc/tzolkin", data=data)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'id="score-sheet"' not in html
    assert value_of(html, "players") == "2"
    assert value_of(html, "calc-players-2-vp") == "12"  # Cho's row: hidden, kept
    assert re.search(r'data-seat-row="3"[^>]*hidden', html)
    data.pop("recount")
    data["players"] = "3"
    back = client.post("/calc/tzolkin", data=data).get_data(as_text=True)
    assert re.search(r'<td class="total" data-seat="2">12<', back)


def test_only_the_players_counted_are_scored_and_checked(app, client):
    """Two players counted: a third row holding a bad value is neither checked nor scored."""
    data = _calc_data(client, [{"name": "Ana", "vp": "41"}, {"name": "Ben", "vp": "37"},
                               {"name": "Cho", "vp": "oops"}], 2)
    response = client.post("/calc/tzolkin", data=data)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "Cho" not in re.search(r'<table[^>]*id="score-sheet".*?</table>', html, re.S).group(0)


def test_unnamed_players_get_their_seat_number_in_the_page_language(app, client):
    data = _calc_data(client, [{"vp": "41"}, {"name": "Ben", "vp": "37"}], 2)
    en = client.post("/calc/tzolkin", data=data).get_data(as_text=True)
    assert re.search(r"Winner: Player 1", en)
    ja = client.post("/calc/tzolkin", data=data, headers=JA).get_data(as_text=True)
    assert "プレイヤー1" in ja and "Player 1" not in ja


def test_full_width_numbers_are_read_and_shown_back_plain(app, client):
    """The table trial: 「５０」 was counted but came back empty.  Read as 50, shown as 50; a
    minus typed as 「−」 or 「ー」 is read too (starvation can make the track negative)."""
    data = _calc_data(client, [{"name": "Ana", "vp": "５０"}, {"name": "Ben", "vp": "ー３"}], 2)
    html = client.post("/calc/tzolkin", data=data).get_data(as_text=True)
    assert re.search(r'<td class="total" data-seat="0">50<', html)
    assert re.search(r'<td class="total" data-seat="1">−3<', html)   # the minus sign 「−」
    assert value_of(html, "calc-players-0-vp") == "50"
    data["calc-players-1-vp"] = "３x"
    refused = client.post("/calc/tzolkin", data=data)
    assert refused.status_code == 400
    assert value_of(refused.get_data(as_text=True), "calc-players-1-vp") == "３x"  # as typed


def test_a_negative_count_is_told_to_be_0_or_more_not_to_be_a_whole_number(app, client):
    """The trial: 「-5」 corn in the end state and 「-1」 workers placed were told
    「整数を入れてください」, though they are whole numbers.  They are told to be 0 or more,
    once (not the field's range as well), and shown back as typed; a negative count that may
    be negative (victory points) is read."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    mover = current_seat(state_of(app, code))
    phones[mover].set_cookie("lang", "ja")
    html = page(phones[mover], f"/t/{code}/me")
    refused = place(phones[mover], code, html, {"palenque": "-1"})
    text = refused.get_data(as_text=True)
    assert refused.status_code == 400
    errors = re.findall(r'<span class="field-error">([^<]*)</span>', text)
    assert errors == ["0以上の数を入れてください（マイナスにはできません）。"]
    # (the page holds the words of the live line's hints, static/js/tzolkin.js, unshown)
    assert not re.search(r">[^<]*整数を入れてください", text)
    assert value_of(text, "place-n_palenque") == "-1"

    data = _calc_data(client, [{"name": "Ana", "corn": "-5", "vp": "-3"},
                               {"name": "Ben", "corn": "ー５"}], 2)
    refused = client.post("/calc/tzolkin", data=data, headers=JA)
    text = refused.get_data(as_text=True)
    assert refused.status_code == 400
    assert re.findall(r'<span class="field-error">([^<]*)</span>', text) == [
        "0以上の数を入れてください（マイナスにはできません）。"] * 2
    assert "整数を入れてください" not in text
    english = client.post("/calc/tzolkin", data=data).get_data(as_text=True)
    assert "Type 0 or more: this count cannot be negative." in english
