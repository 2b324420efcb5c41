"""The host screen at the table for a whole evening (issue 15 items 4, 6, 7): the board comes
first once every seat is taken (the QR code and the seats fold away), every seat drawn carries
its own shape and number beside its colour, and an optional turn timer, off by default.

The seat shapes are fixed by seat (companion/web/seat_marks.py): seat 1 a circle, 2 a square,
3 a triangle, 4 a diamond, 5 a star, 6 a cross."""
from __future__ import annotations

import re

import pytest

from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import join_seat, new_table, page, post_move, state_of
from tests.web.test_bravest_web import new_bravest
from tests.web.test_mayan_curse_web import new_mc_table
from tests.web.test_ohio_bob_web import new_ob_table
from tests.web.test_tzolkin_play import place, playing_table

SHAPE_OF = {1: "circle", 2: "square", 3: "triangle", 4: "diamond", 5: "star", 6: "cross"}
MARK = re.compile(r'data-seat-mark="(\d+)" data-seat-shape="(\w+)"')


def marks(html: str) -> set[tuple[int, str]]:
    """The (seat number, shape) of every seat mark in ``html``."""
    return {(int(n), s) for n, s in MARK.findall(html)}


def game_part(html: str, start: str) -> str:
    """The host page from the game's own part (``start``, an id or a heading) to the log."""
    assert start in html, start
    return html.split(start, 1)[1].split('id="move-log"')[0]


def assert_every_seat(found: set[tuple[int, str]], count: int) -> None:
    assert found >= {(n, SHAPE_OF[n]) for n in range(1, count + 1)}, found
    assert len({s for n, s in found}) == len({n for n, s in found})  # one shape a seat


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_seat_on_each_board_has_its_own_shape(app, client, lang):
    client.set_cookie("lang", lang)
    # Tzolk'in: the board during play (the turn line, legend, player cards) and a worker on
    # a gear drawn in its seat's shape
    code, phones = playing_table(app, client, players=("Ana", "Ben", "Cai", "Dan"))
    state = state_of(app, code)
    host = page(client, f"/t/{code}")
    board = game_part(host, 'id="tz-board"')
    assert_every_seat(marks(board), 4)
    first = current_seat(state)
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"palenque": 1}).status_code == 302
    gears = page(client, f"/t/{code}").split('class="gears"')[1].split("</svg>")[0]
    assert marks(gears) == {(first + 1, SHAPE_OF[first + 1])}
    # Mayan Curse: the passage and the adventurers, six seats
    code = new_mc_table(client, players=("A1", "B2", "C3", "D4", "E5", "F6"))
    host = page(client, f"/t/{code}")
    passage = host.split('class="mc-passage"')[1].split("</table>")[0]
    assert_every_seat(marks(passage), 6)
    assert_every_seat(marks(game_part(host, "mc-advs")), 6)
    # Bravest: each island's heading
    code = new_bravest(client, players=("Ana", "Ben", "Cai", "Dan"))
    islands = page(client, f"/t/{code}").split('class="bv-islands"')[1]
    assert_every_seat(marks(islands.split("</section>")[0]), 4)
    # Ohio Bob: both explorers, on the map and beside their hands
    code = new_ob_table(client, players=("Ana", "Ben"))
    for seat in (0, 1):  # each explorer lays the first room (the first card offered)
        phone = join_seat(app, code, seat)
        html = page(phone, f"/t/{code}/me")
        room = re.search(r'name="first_room-room"[^>]*value="(\w+)"', html)
        if room:
            seen = re.search(r'name="first_room-seen"[^>]*value="(\d+)"', html).group(1)
            assert post_move(phone, code, "first_room", html, {"room": room.group(1)}, seen=seen,
                             seat=seat).status_code == 302
    host = page(client, f"/t/{code}")
    assert_every_seat(marks(host[host.index('class="ob-map'):host.index("ob-legend")]), 2)
    assert_every_seat(marks(host.split('class="ob-players"')[1]), 2)
    # the seat list of the host screen, the pick page and a phone's own page
    fold = host[host.index('id="join-fold"'):]
    assert_every_seat(marks(fold[:fold.index("</details>")]), 2)
    onlooker = app.test_client()
    onlooker.set_cookie("lang", lang)
    assert_every_seat(marks(page(onlooker, f"/j/{code}")), 2)
    assert (2, "square") in marks(page(phone, f"/t/{code}/me").split("</h1>")[0])


def _details(html: str) -> str:
    match = re.search(r'<details class="join-fold" id="join-fold"( open)?>', html)
    assert match, "no folded QR code and seats"
    return match.group(0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_first_once_every_seat_is_taken(app, client, lang):
    client.set_cookie("lang", lang)
    code = new_table(client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    # the starting wealth being chosen: each seat listed with its mark
    assert_every_seat(marks(host[host.index("tz-start-player"):host.index('id="move-log"')]), 2)
    # a seat free: the QR code and the seats open, before the game's part
    assert " open" in _details(host)
    assert host.index('id="join-fold"') < host.index("tz-start-player")
    assert host.index('class="qr"') < host.index("tz-start-player")
    join_seat(app, code, 0)
    host = page(client, f"/t/{code}")
    assert " open" in _details(host)
    join_seat(app, code, 1)
    host = page(client, f"/t/{code}")
    # every seat taken: folded, after the board and whose turn it is
    assert " open" not in _details(host)
    assert host.index("tz-start-player") < host.index('id="join-fold"')
    assert host.index('id="join-fold"') < host.index('class="qr"')
    summary = host.split('id="join-fold">')[1].split("</summary>")[0]
    assert summary.strip() == {"en": "<summary>Every seat is taken: QR code and seats",
                               "ja": "<summary>全席が埋まりました：QRコードと席"}[lang]
    # the export links stay outside the fold
    assert host.index("</details>", host.index('id="join-fold"')) < host.index("/export")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_comes_first_during_play(app, client, lang):
    client.set_cookie("lang", lang)
    code, _phones = playing_table(app, client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    assert host.index('id="tz-board"') < host.index('id="tz-act"') < host.index('id="join-fold"')
    assert " open" not in _details(host)


@pytest.mark.parametrize("lang,label,shown", [
    ("en", "Turn timer", "This turn: "), ("ja", "手番タイマー", "この手番：")])
def test_the_turn_timer_is_off_by_default(app, client, lang, label, shown):
    client.set_cookie("lang", lang)
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    host = page(client, f"/t/{code}")
    box = re.search(r'<div class="turn-timer no-print" id="turn-timer" hidden '
                    r'data-started="(\d+)" data-now="(\d+)" data-version="(\d+)">(.*?)</div>',
                    host, re.S)
    assert box, "no turn timer"
    started, now, version = (int(box.group(i)) for i in (1, 2, 3))
    assert 0 <= now - started < 120 and version == 2  # the last wealth choice, just now
    inner = box.group(4)
    assert re.search(r'<input type="checkbox" id="turn-timer-on" role="switch">\s*' + label, inner)
    assert "checked" not in inner  # off by default
    assert 'id="turn-timer-shown" hidden' in inner and shown in inner
    assert "/static/js/turn_timer.js" in host
    assert host.index('id="turn-timer"') < host.index('id="tz-board"')
    # the past and a finished table have no timer
    assert 'id="turn-timer"' not in page(client, f"/t/{code}?at=1")
