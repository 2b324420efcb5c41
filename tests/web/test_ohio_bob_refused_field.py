"""Ohio Bob: a value a move's form does not take (a trial changed a direction button's value to
"NE") is refused 400 with the field and the reason said in the page language, not only the
banner that points to messages below when none is there; nothing is stored (the state kept).
The table: tests/web/test_ohio_bob_web.py's solo game, the Super Gear's move awaiting its
direction (its ✥: N, E, S or W)."""
from __future__ import annotations

import re
from html import unescape

from tests.driver import post_move, seat_page, state_of
from tests.web.test_ohio_bob_web import first_room_laid


def _awaiting_a_direction(app, client):
    code, phone, html = first_room_laid(app, client)
    assert post_move(phone, code, "play", html, {"card": "super_gear", "option": "A"}, seen=1,
                     seat=0).status_code == 302
    return code, phone


def _text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_a_tampered_direction_is_said_with_its_field_and_why(app, client):
    code, phone = _awaiting_a_direction(app, client)
    before = state_of(app, code)
    for lang, said in (
            ("ja", "この手は記録されていません。方向「NE」：北・東・南・西のどれでもありません。"),
            ("en", "This move was not stored. For the direction, “NE”: not north, east, "
                   "south or west.")):
        phone.set_cookie("lang", lang)
        html = seat_page(phone, code)
        response = post_move(phone, code, "effect", html, {"dir": "NE"}, seen=2, seat=0)
        assert response.status_code == 400
        text = _text(response.get_data(as_text=True))
        assert said in text, text[:1500]
        assert "下のメッセージを確認" not in text and "see the messages below" not in text
        assert state_of(app, code) == before


def test_a_tampered_option_and_card_are_said_too(app, client):
    code, phone = _awaiting_a_direction(app, client)
    phone.set_cookie("lang", "ja")
    html = seat_page(phone, code)
    response = post_move(phone, code, "effect", html, {"option": "C"}, seen=2, seat=0)
    assert response.status_code == 400
    assert "オプション「C」：AでもBでもありません。" in _text(response.get_data(as_text=True))
    response = post_move(phone, code, "effect", html, {"card": "G<1>"}, seen=2, seat=0)
    assert response.status_code == 400
    text = _text(response.get_data(as_text=True))
    assert "この手は記録されていません。カード「G<1>」：" in text, text[:1500]
