"""Taking a move back, from the Ohio Bob table trial 45.  Item 1: the host's undo names the move
its question names: the form carries that move's number (hidden ``undoes``), and the server takes
back only that move: when the last effective move is another, the undo is refused (409, the host
screen shown again, nothing stored).  Item 3: a phone's page shown again after a refused move
still offers the take-back of the seat's last move.  Item 4: 「手札が空です…」 only when resting is
what is left.  Item 7: a new level with one card left in the real deck says to draw that card."""
from __future__ import annotations

import re
from types import SimpleNamespace

from flask import render_template

from companion.games.ohio_bob.rules.game import GAME
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.registry import get_web
from tests.driver import csrf_of, join_seat, post_move, seat_page, state_of, stored_moves
from tests.games.ohio_bob.test_ohio_bob_top_card import _level_2
from tests.web.test_ohio_bob_web import first_rooms_of_two, new_ob_table


def undo_form(html: str) -> str:
    found = re.search(r'<form method="post" action="/t/\w+/undo".*?</form>', html, re.S)
    assert found, html[-2000:]
    return found.group(0)


def hidden(form: str, name: str) -> str | None:
    found = re.search(rf'name="{name}" [^>]*value="(\d+)"', form)
    return found.group(1) if found else None


def three_moves(app, client) -> tuple[str, object]:
    """Ana's solo table after three moves: her first room (G14), the Super Gear's option A
    (move 2), north (move 3); its join code and Ana's phone."""
    code = new_ob_table(client)
    phone = join_seat(app, code, 0)
    html = seat_page(phone, code)
    assert post_move(phone, code, "first_room", html, {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    assert post_move(phone, code, "play", seat_page(phone, code),
                     {"card": "super_gear", "option": "A"}, seen=1, seat=0).status_code == 302
    assert post_move(phone, code, "effect", seat_page(phone, code), {"dir": "N"}, seen=2,
                     seat=0).status_code == 302
    return code, phone


def test_the_undo_form_names_the_move_it_takes_back_and_no_other_is_taken(app, client):
    code, _phone = three_moves(app, client)
    html = client.get(f"/t/{code}").get_data(as_text=True)
    form = undo_form(html)
    assert hidden(form, "seen") == "3" and hidden(form, "undoes") == "3"
    # a form naming move 2 while move 3 is the last: refused, nothing stored
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html), "seen": "3",
                                                    "undoes": "2"})
    assert response.status_code == 409
    page = response.get_data(as_text=True)
    assert "Move 2 is no longer the last move: nothing was taken back." in page
    assert hidden(undo_form(page), "undoes") == "3"  # the form as it stands now
    assert [kind for _n, kind, _s in stored_moves(app, code)] == ["move"] * 3
    # the form as drawn takes back move 3 only; the form drawn after it names move 2
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html), "seen": "3",
                                                    "undoes": "3"})
    assert response.status_code == 302
    assert stored_moves(app, code)[-1][1] == "undo"
    html = client.get(f"/t/{code}").get_data(as_text=True)
    form = undo_form(html)
    assert hidden(form, "seen") == "4" and hidden(form, "undoes") == "2"
    # the same press sent again (seen 3, undoes 3): the table moved on, nothing more undone
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html), "seen": "4",
                                                    "undoes": "3"})
    assert response.status_code == 409
    assert len(stored_moves(app, code)) == 4
    # a tampered ``undoes``: not a move number (400, the request malformed) or no such move
    # (409, not the last move); nothing stored either way
    for bad, status in (("abc", 400), ("0", 400), ("-2", 400), ("2.5", 400),
                        ("9" * 30, 409)):
        response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html),
                                                        "seen": "4", "undoes": bad})
        assert response.status_code == status, (bad, response.status_code)
    assert len(stored_moves(app, code)) == 4


def test_the_refusal_is_said_in_japanese(app, client):
    code, _phone = three_moves(app, client)
    client.set_cookie("lang", "ja")
    html = client.get(f"/t/{code}").get_data(as_text=True)
    response = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html), "seen": "3",
                                                    "undoes": "1"})
    assert response.status_code == 409
    assert ("1手目はもう最後の手ではありません。何も取り消していません。いまのテーブルを表示します。"
            in response.get_data(as_text=True))


# --- item 3: a refused move keeps the take-back of the seat's last move ------------------------

def test_a_page_shown_again_after_a_refused_move_still_offers_the_take_back(app, client):
    """Ana played the Super Gear's option A (move 2), then sends a direction no button offers
    (a tampered form): the page shown again says why, offers the same take-back of move 2 as
    the normal page, and stores nothing."""
    code = new_ob_table(client)
    phone = join_seat(app, code, 0)
    phone.set_cookie("lang", "ja")
    assert post_move(phone, code, "first_room", seat_page(phone, code), {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    assert post_move(phone, code, "play", seat_page(phone, code),
                     {"card": "super_gear", "option": "A"}, seen=1, seat=0).status_code == 302
    normal = seat_page(phone, code)
    assert 'id="take-back"' in normal and "この手を取り消す" in normal
    response = post_move(phone, code, "effect", normal, {"dir": "X"}, seen=2, seat=0)
    assert response.status_code in (400, 422)
    html = response.get_data(as_text=True)
    assert 'role="alert"' in html
    form = re.search(r'<form [^>]*id="take-back".*?</form>', html, re.S)
    assert form and "この手を取り消す" in form.group(0) and 'name="seen"' in form.group(0)
    assert hidden(form.group(0), "seen") == "2"
    assert 'id="own-move"' not in html  # the refusal is what the page says on top
    assert len(stored_moves(app, code)) == 2


# --- item 4: the empty hand's hint only when resting is what is left ---------------------------

EMPTY = "手札が空です：休憩して解決スタックのカードを戻してください。"


def test_the_empty_hand_says_rest_only_once_the_card_is_resolved(app, client):
    """As test_a_solo_game_played_through_the_forms: G14 the first room, the Super Gear north,
    then G07's option A (the temple map), the last card of the hand: while its effect waits,
    no rest is offered and nothing says to rest; once it is applied (west), resting is what is
    left, and the page says so."""
    code, phone = three_moves(app, client)
    phone.set_cookie("lang", "ja")
    assert post_move(phone, code, "play", seat_page(phone, code), {"card": "G07", "option": "A"},
                     seen=3, seat=0).status_code == 302
    html = seat_page(phone, code)
    assert "神殿マップ" in html and 'move/rest"' not in html
    assert EMPTY not in html
    assert post_move(phone, code, "effect", html, {"dir": "W"}, seen=4, seat=0).status_code == 302
    html = seat_page(phone, code)
    assert 'move/rest"' in html and EMPTY in html


# --- item 7: real cards, a new level with one card left in the deck --------------------------------

def test_a_new_level_with_one_card_left_says_to_draw_that_card(app):
    """Real cards (the top-card kit: tests/games/ohio_bob/test_ohio_bob_top_card.py), level 2
    begins with one card left in the deck (its other cards went to rooms and hands earlier: the
    kit's deck is cut to one card, the smallest way to that position).  Seed 002 「階段」: the
    first room of a level is drawn from the deck; with one card left that card is the room, and
    nothing goes back on top: the page says 「山札の最後の1枚を引いてください。裏返して最初の部屋に
    します。」, not to draw two.  The seat page's Ohio Bob part is drawn as the seat's page draws
    it (templates/games/ohio_bob/seat.html)."""
    s = _level_2()
    p = s["players"][0]
    p["deck"] = p["deck"][:1]
    assert p["await"]["kind"] == "first_room" and p.get("top") is None
    assert [m for m in legal_moves(s, 0) if m["type"] == "first_room"] == [
        {"type": "first_room", "room": p["deck"][0]}]
    with app.test_request_context("/", headers={"Accept-Language": "ja"}):
        web = get_web("ohio_bob")
        html = render_template(
            "games/ohio_bob/seat.html", view=GAME.view(s, 0), forms=web.seat_forms(s, 0, 7),
            seat=SimpleNamespace(position=0, name="Ana"), table=SimpleNamespace(code="ABCDEF"),
            web=web, game=GAME, by_host=False, over=False, past=None)
    text = " ".join(re.sub(r"<[^>]+>", " ", html).split())
    assert "山札の最後の1枚を引いてください。裏返して最初の部屋にします。" in text
    assert "2枚を引いて" not in text and "山札の一番上に戻" not in text
    assert 'name="first_room-room"' in html and 'name="first_room-top"' not in html


def test_two_rests_sent_at_the_same_time_are_both_stored(app, client):
    """2人プレイの特別ルール: 「いずれかのプレイヤーが休憩して…一時停止してチームメイトも休憩する
    のを待ってから続行する」.  Both players press rest on pages drawn at the same move: Ana's
    comes first (she waits for Ben's), Ben's is the very rest she waits for, so it is stored
    too (a table trial: it was refused as "the table changed" and had to be pressed again),
    releasing both: each lost the sample level card's rest cost on level 1 (1): 6 → 5."""
    code, ana, ben = first_rooms_of_two(app, client)
    a_page, b_page = seat_page(ana, code), seat_page(ben, code)                  # both at move 2
    assert post_move(ana, code, "rest", a_page, {}, seen=2, seat=0).status_code == 302
    assert state_of(app, code)["players"][0]["await"] == {"kind": "wait_rest"}
    response = post_move(ben, code, "rest", b_page, {}, seen=2, seat=1)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    state = state_of(app, code)
    assert len(stored_moves(app, code)) == 4
    assert [p["await"] for p in state["players"]] == [{"kind": "turn"}, {"kind": "turn"}]
    assert [p["energy"] for p in state["players"]] == [5, 5]
