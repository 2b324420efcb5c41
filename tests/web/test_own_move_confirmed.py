"""The phone trial: Mayan Curse, Ohio Bob and Bravest phones showed nothing after a move,
where Tzolk'in says 「記録しました。…」.  Every game's seat page now confirms the move it just
stored, with the log's line, until the next record (or while only other seats' moves made at
the same time follow it: tests/web/test_own_move_at_once.py): 「記録しました」 on the device
that entered it, 「ホスト画面があなたの手を入力しました」 on the phone when the host screen
entered it for the seat; the other seats say nothing."""
from __future__ import annotations

import re

from companion.games.bravest.rules import turn as bravest_rules
from tests.driver import join_seat, page, post_move, seat_page, state_and_version
from tests.web.test_bravest_web import new_bravest, place
from tests.web.test_mayan_curse_web import draw, new_mc_table
from tests.web.test_ohio_bob_web import new_ob_table


def confirmed(html: str) -> str | None:
    """The confirmation of the seat's own move on a seat page, or None."""
    found = re.search(r'<p class="banner own-move" id="own-move" role="status">(.*?)</p>', html,
                      re.S)
    return found.group(1) if found else None


def test_mayan_curse_confirms_a_draw_on_the_phone_that_sent_it(app, client):
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert draw(ana, code, page(ana, f"/t/{code}/me"), 0,
                ["dog", "dog/jaguar", "eagle"]).status_code == 302
    assert confirmed(page(ana, f"/t/{code}/me")) == "Recorded: Ana drew three sacred stones."
    assert confirmed(page(ben, f"/t/{code}/me")) is None
    ana.set_cookie("lang", "ja")
    assert confirmed(page(ana, f"/t/{code}/me")).startswith("記録しました。")
    # the host screen enters Ben's draw: it says it recorded it, Ben's phone that the host did
    host = page(client, f"/t/{code}/seat/1")
    assert draw(client, code, host, 1, ["monkey", "serpent", "jaguar"], seat=1).status_code == 302
    assert confirmed(page(client, f"/t/{code}/seat/1")) == \
        "Recorded: Ben drew three sacred stones."
    assert confirmed(page(ben, f"/t/{code}/me")) == \
        "The host screen entered your move: Ben drew three sacred stones."
    ben.set_cookie("lang", "ja")
    assert confirmed(page(ben, f"/t/{code}/me")).startswith(
        "ホスト画面があなたの手を入力しました。")
    # Ana's move is no longer the last, but only Ben's draw, made at the same time, came after
    # it: her page still confirms it (tests/web/test_own_move_at_once.py)
    assert confirmed(page(ana, f"/t/{code}/me")) == "記録しました。Anaが神聖な石を3つ引きました。"


def test_ohio_bob_confirms_the_first_room(app, client):
    """Seed 3 of the sample: the first two cards are G14 and G07 (tests/web/
    test_ohio_bob_at_the_table.py); G14 becomes the room, G07 goes to the hand."""
    code = new_ob_table(client)
    phone = join_seat(app, code, 0)
    assert post_move(phone, code, "first_room", seat_page(phone, code), {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    # G14: a purple gem, a ration, a trap and the stairs (reading order), named by its room;
    # G07 (the sample set): a blue gem, A the temple map, B a move ✥, named as the hand shows
    # it (issue 38)
    assert confirmed(seat_page(phone, code)) == (
        "Recorded: Places the purple-gem card (room: ration, trap, and stairs) as the first room "
        "of level 1 and takes the blue-gem card (A: Temple map and B: Move ✥) into the hand")


def test_bravest_confirms_a_placement(app, client):
    """Seed 3 of the sample, Ana to start: the first selected tile, S06 (blob), on the last
    legal cell of her island, row 4, column 1."""
    code = new_bravest(client, seed="3", start_player="0")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    state, version = state_and_version(app, code)
    slot = bravest_rules.selected_slots(state)[0]
    cell = bravest_rules.legal_cells(state, 0)[-1]
    assert place(ana, code, f"/t/{code}/me", version, slot,
                 f"{cell[0]},{cell[1]}").status_code == 302
    # S06 of the sample: a blob, one road from north to east (issue 38: named by what it shows)
    # then the selector that faced place 1 passes places 2 and 3 (selectors there) to place 4
    # (seed 004, ゲームの仕組み 2), which holds a special tile (+2 per complete lava circle, a fork)
    assert confirmed(page(ana, f"/t/{code}/me")) == (
        "Recorded: Ana places a tile (blob, a road joining north and east) on row 4, column 1."
        '<br><strong class="after-hint">Move the tile selector that faced the tile taken '
        "(blob, a road joining north and east) clockwise: tile selectors already face the next "
        "2 tiles, so put it before the tile after them: the tile (special tile: +2 per complete "
        "lava circle, a fork joining north, east and west) on place 4.</strong>")
    assert confirmed(page(ben, f"/t/{code}/me")) is None
    ana.set_cookie("lang", "ja")
    assert confirmed(page(ana, f"/t/{code}/me")).startswith(
        "記録しました。Anaがタイル（ブロブ・北と東をつなぐ道）を4行目・1列目に置きました。"
        '<br><strong class="after-hint">選んだタイル（ブロブ・北と東をつなぐ道）に向いていた'
        "タイルセレクターを時計回りに動かします。次の2枚のタイルにはすでにタイルセレクターが向いて"
        "いるので、さらにその次のタイル、開始位置から数えて4番目の場所のタイル（特殊タイル：")
