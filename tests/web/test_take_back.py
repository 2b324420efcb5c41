"""A seat takes back its own last move from its phone (issue 37, item 5): one tap on
「この手を取り消す」 and its question, until the next record.  The log keeps the move, marked
undone, as for the host's undo; every refusal says why in the reader's language, with 403
(not this seat's move, another seat's phone, a move the game keeps) or 409 (another move
recorded since, a page out of date, taken back already), never 500.

Tzolk'in, four players, the start player drawn from the seed (tests/web/test_tzolkin_play.py
``playing_table``: Cai starts with 6 corn).  A placement of one worker on Palenque's spot 0
costs 0 corn (spot 0, fee 0 for one worker: seed 003 「手番は置くか取り上げるか」), so Cai keeps
6 corn and has one worker less in hand; taken back, the state is the one before it."""
from __future__ import annotations

import copy
import re

import pytest

from companion import records, tables
from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import (csrf_of, join_seat, new_table, page, post_move, seat_page, state_of,
                          stored_moves, version_of)
from tests.web.test_flow import choose
from tests.web.test_mayan_curse_web import draw, new_mc_table
from tests.web.test_tzolkin_play import place, playing_table

FORM = re.compile(r'<form method="post" action="/t/(\w+)/take-back"[^>]*id="take-back"'
                  r'[^>]*data-confirm="([^"]*)">(.*?)</form>', re.S)


def take_back_form(html: str) -> dict | None:
    """The take-back form of a seat page: its question and fields, or None when not offered."""
    found = FORM.search(html)
    if not found:
        return None
    fields = dict(re.findall(r'name="(\w+)"[^>]*value="([^"]*)"', found.group(3)))
    fields.update(re.findall(r'name="(\w+)" value="([^"]*)"', found.group(3)))
    return {"question": found.group(2), **fields}


def send(client, code: str, fields: dict, **changes):
    """Post the take-back with ``fields`` (as the form has them), ``changes`` replacing some."""
    data = {k: v for k, v in fields.items() if k != "question"}
    data.update({k: str(v) for k, v in changes.items() if v is not None})
    for k in [k for k, v in changes.items() if v is None]:
        data.pop(k, None)
    return client.post(f"/t/{code}/take-back", data=data)


def cai_placed(app, client):
    """The table after Cai's placement of one worker on Palenque; (code, phones, cai)."""
    code, phones = playing_table(app, client)
    cai = current_seat(state_of(app, code))
    assert place(phones[cai], code, seat_page(phones[cai], code),
                 {"palenque": 1}).status_code == 302
    return code, phones, cai


def test_a_phone_takes_back_its_own_move_and_every_page_says_so(app, client):
    code, phones = playing_table(app, client)
    cai = current_seat(state_of(app, code))
    before = state_of(app, code)
    assert before["seats"][cai]["corn"] == 6 and before["seats"][cai]["workers_hand"] == 3
    assert place(phones[cai], code, seat_page(phones[cai], code),
                 {"palenque": 1}).status_code == 302
    after = state_of(app, code)
    assert after["seats"][cai]["corn"] == 6 and after["seats"][cai]["workers_hand"] == 2
    html = seat_page(phones[cai], code)
    form = take_back_form(html)
    assert form is not None and form["seen"] == "5" and form["seat"] == str(cai)
    assert form["question"].startswith("Take back your move (Cai places")
    # the other phones offer nothing
    assert all(take_back_form(seat_page(p, code)) is None
               for i, p in enumerate(phones) if i != cai)
    response = send(phones[cai], code, form)
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/t/{code}/me")
    # the log keeps the move, and an undo record of Cai's seat
    assert stored_moves(app, code)[-2:] == [(5, "move", cai), (6, "undo", cai)]
    assert state_of(app, code) == before
    mine = seat_page(phones[cai], code)
    assert "You took back your move: Cai places" in mine and take_back_form(mine) is None
    assert 'id="tz-place"' in mine  # Cai's turn again
    other = seat_page(phones[(cai + 1) % 4], code)
    assert "Cai took their move back on their phone: Cai places" in other
    host = page(client, f"/t/{code}")  # named there by its number and what it did
    assert ("Cai took their move back on their phone: move 5, “Cai places a worker on "
            "Palenque 0.”") in host
    assert re.search(r'<li[^>]*value="5" class="undone', host)
    phones[cai].set_cookie("lang", "ja")
    assert "取り消しました" in seat_page(phones[cai], code)


def test_a_second_tap_is_told_the_move_is_taken_back_already(app, client):
    code, phones, cai = cai_placed(app, client)
    form = take_back_form(seat_page(phones[cai], code))
    assert send(phones[cai], code, form).status_code == 302
    again = send(phones[cai], code, form)
    assert again.status_code == 409
    assert "Your move is already taken back" in again.get_data(as_text=True)
    assert [kind for _n, kind, _s in stored_moves(app, code)].count("undo") == 1


def test_refused_once_another_move_was_recorded(app, client):
    code, phones, cai = cai_placed(app, client)
    form = take_back_form(seat_page(phones[cai], code))
    dan = (cai + 1) % 4
    assert place(phones[dan], code, seat_page(phones[dan], code),
                 {"palenque": 1}).status_code == 302
    response = send(phones[cai], code, form)
    assert response.status_code == 409
    assert "Another move was recorded since" in response.get_data(as_text=True)
    assert stored_moves(app, code)[-1] == (6, "move", dan)
    assert take_back_form(seat_page(phones[cai], code)) is None
    phones[cai].set_cookie("lang", "ja")
    ja = send(phones[cai], code, form)
    assert ja.status_code == 409 and "別の手が記録されました" in ja.get_data(as_text=True)


def test_refused_when_the_last_move_is_not_the_seats(app, client):
    code, phones, cai = cai_placed(app, client)
    dan = (cai + 1) % 4
    form = take_back_form(seat_page(phones[cai], code))
    # Dan's phone, with its own session's token, for its own seat
    response = send(phones[dan], code, form, seat=None,
                    csrf_token=csrf_of(seat_page(phones[dan], code)))
    assert response.status_code == 403
    assert "The last move is not yours" in response.get_data(as_text=True)
    assert stored_moves(app, code)[-1] == (5, "move", cai)


def test_a_phone_cannot_name_another_seat(app, client):
    code, phones, cai = cai_placed(app, client)
    dan = (cai + 1) % 4
    form = take_back_form(seat_page(phones[cai], code))
    response = send(phones[dan], code, form,  # the form names Cai's seat
                    csrf_token=csrf_of(seat_page(phones[dan], code)))
    assert response.status_code == 403
    assert "A phone can only take back its own move." in response.get_data(as_text=True)
    assert version_of(app, code) == 5


def test_an_onlooker_is_refused(app, client):
    code, phones, cai = cai_placed(app, client)
    form = take_back_form(seat_page(phones[cai], code))
    stranger = app.test_client()
    token = csrf_of(page(stranger, "/join"))
    response = send(stranger, code, form, csrf_token=token)
    assert response.status_code == 403
    assert "Join the table first" in response.get_data(as_text=True)
    assert version_of(app, code) == 5


def test_a_stale_or_malformed_page_is_refused(app, client):
    code, phones, cai = cai_placed(app, client)
    form = take_back_form(seat_page(phones[cai], code))
    # no version, or not a number: the page is out of date
    assert send(phones[cai], code, form, seen=None).status_code == 409
    assert send(phones[cai], code, form, seen="abc").status_code == 409
    # a version the table never had
    assert send(phones[cai], code, form, seen=9).status_code == 409
    # no CSRF token
    response = send(phones[cai], code, form, csrf_token=None)
    assert response.status_code == 400 and "expired" in response.get_data(as_text=True)
    # an older page (before Cai's move): out of date, nothing taken back
    response = send(phones[cai], code, form, seen=4)
    assert response.status_code == 409
    assert version_of(app, code) == 5


def test_after_the_hosts_undo_the_page_is_stale(app, client):
    code, phones, cai = cai_placed(app, client)
    form = take_back_form(seat_page(phones[cai], code))
    host = page(client, f"/t/{code}")
    token = re.search(r'action="/t/\w+/undo".*?name="csrf_token" type="hidden" value="([^"]+)"',
                      host, re.S).group(1)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": token, "seen": "5"}) \
        .status_code == 302
    response = send(phones[cai], code, form)
    assert response.status_code == 409
    assert stored_moves(app, code)[-1] == (6, "undo", None)


def test_the_host_screen_acting_for_the_seat_may_take_it_back(app, client):
    code, phones, cai = cai_placed(app, client)
    html = page(client, f"/t/{code}/seat/{cai}")
    form = take_back_form(html)
    assert form is not None
    response = send(client, code, form)
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/t/{code}/seat/{cai}")
    assert stored_moves(app, code)[-1] == (6, "undo", cai)
    # entered by the host screen: the phones say the host screen took it back
    assert "The host screen took back the last move" in seat_page(phones[cai], code)


def test_the_last_wealth_choice_revealed_the_others_and_is_kept(app, client):
    """Tzolk'in's starting wealth (seed 003 「準備」): chosen in secret, shown once all have
    chosen.  The first choice may be taken back (nothing was shown); the last one showed the
    others' choices: not offered, and refused with 403."""
    code = new_table(client, players=("Ana", "Ben"))
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert choose(ana, code, seat_page(ana, code), seen=0).status_code == 302
    form = take_back_form(seat_page(ana, code))
    assert form is not None and form["question"] == "Take back your move?"
    assert send(ana, code, form).status_code == 302
    assert stored_moves(app, code) == [(1, "move", 0), (2, "undo", 0)]
    assert choose(ana, code, seat_page(ana, code), seen=2).status_code == 302
    choosing = seat_page(ben, code)
    assert choose(ben, code, choosing, seen=3).status_code == 302
    assert take_back_form(seat_page(ben, code)) is None
    response = send(ben, code, {"csrf_token": csrf_of(choosing), "seen": "4", "seat": "1"})
    assert response.status_code == 403
    assert "cannot be taken back from a phone" in response.get_data(as_text=True)
    assert version_of(app, code) == 4


def test_a_mayan_curse_draw_from_the_apps_pouch_is_kept(app, client):
    """Mayan Curse (seed 000 「ステップ1:ドロー」) with the app as the pouch: the stones drawn
    leave the pouch, which nobody sees; the draw brought them to light, so the phone does not
    offer to take it back and a take-back sent anyway is refused (403) with the reason (the
    host's undo still may).  With a real pouch the phone types what it drew: nothing of the
    app's was shown, and the entry may be taken back (a typo put right)."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7", pouch="app")
    ana = join_seat(app, code, 0)
    html = seat_page(ana, code)
    assert ana.post(f"/t/{code}/move/draw", data={"draw-csrf_token": csrf_of(html),
                                                  "draw-seen": "0"}).status_code == 302
    after = seat_page(ana, code)
    assert "Recorded: Ana drew three sacred stones." in after and take_back_form(after) is None
    response = send(ana, code, {"csrf_token": csrf_of(html), "seen": "1", "seat": "0"})
    assert response.status_code == 403
    assert "cannot be taken back from a phone" in response.get_data(as_text=True)
    ana.set_cookie("lang", "ja")
    ja = send(ana, code, {"csrf_token": csrf_of(html), "seen": "1", "seat": "0"})
    # the game's own words for what it hides (MayanCurseGame.hidden_things), not "a card, a
    # tile or a stone" of every game
    assert ja.status_code == 403 and (
        "この手で、まだ誰も見ていなかったもの（神聖な財布から引いた神聖な石、ほかのプレイヤーの石、"
        "石碑の価値）が明らかになりました。スマホからは取り消せません。") in ja.get_data(as_text=True)
    assert stored_moves(app, code) == [(1, "move", 0)]

    typed = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ben = join_seat(app, typed, 1)
    assert draw(ben, typed, seat_page(ben, typed), 0,
                ["dog", "dog/jaguar", "eagle"]).status_code == 302
    form = take_back_form(seat_page(ben, typed))
    assert form is not None and send(ben, typed, form).status_code == 302
    assert stored_moves(app, typed) == [(1, "move", 1), (2, "undo", 1)]


def test_an_exported_table_with_a_take_back_imports(app, client):
    """The export keeps the take-back as an undo record of the seat's own move (docs/formats/
    records.md); importing it gives the same log.  An undo naming another seat is refused."""
    code, phones, cai = cai_placed(app, client)
    assert send(phones[cai], code, take_back_form(seat_page(phones[cai], code))).status_code == 302
    with app.app_context():
        document = records.export_table(tables.find_table(code))
    assert document["moves"][-1]["kind"] == "undo" and document["moves"][-1]["seat"] == cai
    with app.app_context():
        imported = records.import_table(copy.deepcopy(document))
        assert [(m[0], m[1], m[2]) for m in stored_moves(app, imported.code)] == \
            stored_moves(app, code)
    document["moves"][-1]["seat"] = (cai + 1) % 4
    with app.app_context(), pytest.raises(records.RecordError):
        records.import_table(document)


def test_a_move_that_cannot_be_taken_back_says_why_on_the_phone(app, client):
    """The trial's finding: after a move the game keeps (the last starting-wealth choice shows
    every seat's tiles: 「開始時の財産」), the phone offered no take-back and said nothing. It
    now says why, and that the host screen can undo it."""
    code = new_table(client, players=("Ana", "Ben"))
    phones = [join_seat(app, code, seat) for seat in (0, 1)]
    for seat, phone in enumerate(phones):
        html = page(phone, f"/t/{code}/me")
        tiles = re.findall(r'name="choose_wealth-tiles"[^>]*value="([^"]+)"', html)
        assert post_move(phone, code, "choose_wealth", html, {"tiles": tiles[:2]},
                         seat=seat).status_code == 302
    last = page(phones[1], f"/t/{code}/me")
    assert 'id="take-back"' not in last
    assert 'id="take-back-refused"' in last and "brought to light" in last
    first = page(phones[0], f"/t/{code}/me")
    assert 'id="take-back-refused"' not in first  # not this seat's move
