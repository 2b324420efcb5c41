"""The Japanese table trial on phones, Tzolk'in: a whole number too long to read is told the
field's range, not to be a whole number; a past view's ``?at=`` that is empty or no number;
the board of a finished game announces no food day."""
from __future__ import annotations

import re

from tests.driver import csrf_of, page, state_of, version_of
from tests.web.test_tzolkin_play import place, playing_table

from companion.games.tzolkin.rules.play_state import current_seat
JA = {"Accept-Language": "ja"}
HUGE = "99999999999999999999"  # 20 digits: past what the app reads as a number


def field_errors(body: str) -> list[str]:
    """The messages shown under the fields of a page."""
    return re.findall(r'<span class="field-error">([^<]*)</span>', body)


def test_a_huge_placement_count_is_told_the_range(app, client):
    """The trial: パレンケ 「99999999999999999999」 was told 「整数を入れてください（例：3）」."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    first = current_seat(state)
    hand = state["seats"][first]["workers_hand"]
    phone = phones[first]
    phone.set_cookie("lang", "ja")
    html = page(phone, f"/t/{code}/me")
    refused = place(phone, code, html, {"palenque": HUGE})
    assert refused.status_code == 400
    body = refused.get_data(as_text=True)
    assert field_errors(body) == [f"0～{hand}の数を入れてください。"]
    assert re.search(rf'name="place-n_palenque"[^>]*value="{HUGE}"', body)  # kept as typed
    # a huge negative count is told to be 0 or more, as 「-1」 is
    refused = place(phone, code, html, {"palenque": "-" + HUGE})
    body = refused.get_data(as_text=True)
    assert refused.status_code == 400
    assert field_errors(body) == ["0以上の数を入れてください（マイナスにはできません）。"]
    phone.set_cookie("lang", "en")
    body = place(phone, code, html, {"palenque": HUGE}).get_data(as_text=True)
    assert field_errors(body) == [f"Give a number from 0 to {hand}."]
    assert state_of(app, code) == state  # nothing stored


def test_a_huge_score_in_the_calculator_is_told_the_range(app, client):
    """The trial: a 20-digit score (the track's range is −999 to 999) was told
    「整数を入れてください（例：3、−3）」; 1000 said the range with a hyphen 「-999」."""
    client.set_cookie("lang", "ja")
    form = page(client, "/calc/tzolkin?players=2")
    for typed in (HUGE, "-" + HUGE, "1000"):
        response = client.post("/calc/tzolkin?players=2", data={
            "csrf_token": csrf_of(form), "calc-players-0-vp": typed})
        body = response.get_data(as_text=True)
        assert response.status_code == 400
        errors = field_errors(body)  # the other fields, left empty, say so too
        assert errors[0] == "−999～999の数を入れてください。", typed
        assert not any("整数" in e or "-999" in e for e in errors)
    client.set_cookie("lang", "en")
    response = client.post("/calc/tzolkin?players=2", data={
        "csrf_token": csrf_of(form), "calc-players-0-vp": HUGE})
    assert field_errors(response.get_data(as_text=True))[0] == "Give a number from −999 to 999."


def test_a_finished_game_announces_no_food_day(app, client):
    """The trial: after the host ended the game, the board still said 「食料供給日 4回中0回済み ·
    次はラウンド8の終わり（あと7ラウンド）」 beside 「ゲームは終了しました。」.  In play it says the
    next food day (seed 「4回の食料日と神殿の報酬」: the first at the end of round 8); over, only
    how many were held, on the host screen and the phones."""
    from tests.web.test_flow import end_state_data

    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    client.set_cookie("lang", "ja")
    for phone in phones:
        phone.set_cookie("lang", "ja")
    host = page(client, f"/t/{code}")
    assert "次はラウンド8の終わり（あと7ラウンド）" in host
    v = version_of(app, code)
    opened = page(client, f"/t/{code}?open=end_state")
    data = end_state_data(opened, v, [{"vp": 20}, {"vp": 3}])
    assert client.post(f"/t/{code}/move/end_state", data=data).status_code == 302
    assert state_of(app, code)["phase"] == "over"
    for who, url in ((client, f"/t/{code}"), (phones[0], f"/t/{code}/me"),
                     (phones[1], f"/t/{code}/me")):
        html = page(who, url)
        assert "ゲームは終了しました。" in html, url
        assert "4回中0回済み" in html or who is not client, url  # a phone folds the board
        assert "次はラウンド" not in html and "あと7ラウンド" not in html, url
