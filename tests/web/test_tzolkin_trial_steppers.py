"""The placement without the script (a table trial's finding, item 1; the page with the script:
tests/browser/test_tzolkin_trial_steppers.py): nothing stops the counts, the server refuses
more workers than in hand with its message and a 4xx, and the form carries the words the
script says the reason with (Japanese ones on a Japanese page).

Seed 003 「手番は置くか取り上げるか」: a player places workers from hand only; at the start of
a 4-player game each player has 3 workers in hand and 6 corn (seed 「個人の準備」 as the app
sets it up, tests/web/test_tzolkin_play.py)."""
from __future__ import annotations

import html as htmllib

from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import page, state_of
from tests.web.test_tzolkin_play import place, playing_table


def test_more_workers_than_in_hand_is_refused_by_the_server(app, client):
    code, phones = playing_table(app, client)
    state = state_of(app, code)
    cai = current_seat(state)
    assert (state["seats"][cai]["workers_hand"], state["seats"][cai]["corn"]) == (3, 6)
    html = page(phones[cai], f"/t/{code}/me")
    form = html[html.index('id="tz-place"'):]
    form = htmllib.unescape(form[:form.index("</form>")])
    assert 'data-short="Not enough corn: %(n)s more needed."' in form
    assert 'data-too-many="You have 3 workers in hand: no more to place."' in form
    assert "data-beg=" not in form  # 6 corn: no begging
    assert 'class="tz-place-why" aria-live="polite" hidden' in form
    response = place(phones[cai], code, html, {"palenque": 2, "yaxchilan": 2})
    assert 400 <= response.status_code < 500
    assert state_of(app, code)["seats"][cai]["workers_hand"] == 3


def test_the_reasons_are_in_japanese_on_a_japanese_page(app, client):
    code, phones = playing_table(app, client)
    cai = current_seat(state_of(app, code))
    phones[cai].set_cookie("lang", "ja")
    html = htmllib.unescape(page(phones[cai], f"/t/{code}/me?lang=ja"))
    assert 'data-short="コーンが足りません：あと%(n)s必要です。"' in html
    assert 'data-too-many="手持ちの労働者は3人です：これ以上は置けません。"' in html
