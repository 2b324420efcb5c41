"""Tzolk'in's confirmation of a seat's own move is never shown as this turn's (issue 37, item
4): while another seat is to move it says 「記録しました」; when the same seat is to move again
right after it (after begging, seed 003 「食料不足の救済と具体的な初手」: the turn goes on) it is
dated as the move before this one, in small type, not as the banner; and once another seat
moved it is gone.  The take-back is offered with it while it is the last record."""
from __future__ import annotations

from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import page, post_move, state_of
from tests.web.test_tzolkin_play import place, playing_table


def test_the_seats_move_before_this_one_is_dated_and_then_gone(app, client):
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    second = 1 - first
    # as tests/web/test_tzolkin_play.py test_begging_before_the_turn: the first player spends
    # down to 2 corn or less, the second places, the first begs
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1, "yaxchilan": 1, "tikal": 1}).status_code == 302
    mine = page(phones[first], f"/t/{code}/me")
    assert 'class="banner tz-done" id="tz-done">Recorded: ' in mine  # the other seat is to move
    assert place(phones[second], code, page(phones[second], f"/t/{code}/me"),
                 {"uxmal": 1}).status_code == 302
    assert 'id="tz-done"' not in page(phones[first], f"/t/{code}/me")  # another move since
    html = page(phones[first], f"/t/{code}/me")
    assert post_move(phones[first], code, "beg", html, {"temple": "chaac"}).status_code == 302
    again = page(phones[first], f"/t/{code}/me")
    assert "Your turn" in again and 'id="tz-pickup"' in again
    assert 'class="muted small tz-done tz-previous" id="tz-done">Your move before this one, ' \
           'recorded: ' in again
    assert "Recorded: " not in again
    assert 'id="take-back"' in again  # the beg is the last record: it may be taken back
    phones[first].set_cookie("lang", "ja")
    ja = page(phones[first], f"/t/{code}/me")
    assert "この前のあなたの手（記録済み）：" in ja and "記録しました" not in ja
