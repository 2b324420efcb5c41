"""Issue 38 (table trial s48): after a host undo in Bravest the notice named the move by its
place among the moves that stand (the tiles dealt included: 「4手目「…」」) while the header
counts turns (手番: the placements, 「2番目の手番」) and the end 「N手番で終了」.  The undo
notices now name the turn of the move taken back as the header does (the turn the table was
at when the move was made: a tile dealt onto a place a placement emptied belongs to that
placement's turn, ゲームの仕組み 2; the setup's deal to the first turn, as the header says
then).  Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 1-2."""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_move_number import _header, dealt_then_ben_placed
from tests.web.test_bravest_web import new_bravest, place


def _notice(html: str) -> str:
    return text_of(re.search(r'id="undo-notice">(.*?)</div>', html, re.S).group(1))


def _undo(client, code, seen):
    host = client.get(f"/t/{code}").get_data(as_text=True)
    return client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": str(seen)})


def test_the_undo_notice_names_the_turn_as_the_header_does(app, client):
    """Worked by hand: record 1 the setup's 12 tiles (move 1, turn 1 as the header says
    then), record 2 Ben's placement (turn 1), record 3 the tile dealt onto the place he emptied
    (a step of turn 1), record 4 Ana's placement (turn 2: the 4th move standing).  The host
    takes it back: the header says 「2番目の手番」 and the notice names the move taken back as
    turn 2 (「2番目の手番「…」」), never 「4手目」.  Taking back the tile dealt (record 3)
    next: it belongs to Ben's turn, 1; the header says 「1番目の手番」 (the place waits for it)
    and so does the notice, which now lists both moves: turn 2 then turn 1 (the latest first)."""
    client.set_cookie("lang", "ja")
    code = new_bravest(client, mode="table_deals")
    ben, ana = join_seat(app, code, 1, lang="ja"), join_seat(app, code, 0, lang="ja")
    dealt_then_ben_placed(app, client, code, ben)
    state, version = state_and_version(app, code)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    assert place(ana, code, f"/t/{code}/me", version, state["selectors"][0],
                 cell).status_code == 302
    assert _undo(client, code, 4).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _header(host).endswith("2番目の手番")
    notice = _notice(host)
    assert notice.startswith("最後の手を取り消しました：2番目の手番「Ana")
    assert "手目" not in notice
    assert "ゲームが終わって" not in notice  # nothing ended: no result to take back
    client.set_cookie("lang", "en")
    notice = _notice(client.get(f"/t/{code}").get_data(as_text=True))
    assert notice.startswith("You took back the last move: turn 2, “Ana")

    client.set_cookie("lang", "ja")
    assert _undo(client, code, 5).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _header(host).endswith("1番目の手番")
    notice = _notice(host)
    assert notice.startswith("最後の2手を取り消しました：")
    # the latest move first, the order the table takes them back (table trial s48 item 2)
    assert re.findall(r"(\d)番目の手番「", notice) == ["2", "1"]
    assert "手目" not in notice
