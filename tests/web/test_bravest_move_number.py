"""The host screen's move number (issue 38; its header counts turns since table trial s47).  First the header counted placements (「N手目」 =
turns + 1) while the log numbered every record; then both numbered records, the undos included,
so that after 2 placements and an undo a page said 「5手目」 (a table trial).  Now every page
says the count of moves that stand (what the table did: the tiles dealt included, the undo
records and the moves taken back not), in the log's lines and a past view's banner (the
header and the host's undo notice count turns: test_bravest_undo_turn.py); addresses still name records (``?at=N``, the log's parts).  A past view
names its move once, in its banner (「2手目の直後」), not again in the header."""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, state_and_version
from tests.web.test_bravest_at_the_table import deals, text_of
from tests.web.test_bravest_web import new_bravest, place

#: The 12 tiles dealt around the board at the setup (sample copies: S01 3, S02 2, S03 2, S06 4).
SETUP = {1: "S01", 2: "S01", 3: "S01", 4: "S02", 5: "S02", 6: "S03", 7: "S03", 8: "S06",
         9: "S06", 10: "S06", 11: "S06", 12: "S05"}


def dealt_then_ben_placed(app, client, code: str, ben) -> None:
    """The host enters the 12 tiles dealt at setup (SETUP), Ben places the tile the first
    selector faces on the first cell his page offers (turn 1), and the host enters S04 dealt
    onto the place he emptied."""
    assert deals(client, code, 0, SETUP).status_code == 302
    state, version = state_and_version(app, code)
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    slot = state["selectors"][0]
    assert place(ben, code, f"/t/{code}/me", version, slot, cell).status_code == 302
    assert deals(client, code, 2, {slot + 1: "S04"}).status_code == 302


def _header(html: str) -> str:
    return text_of(re.search(r'<section id="bravest-turn">\s*<p>(.*?)</p>', html, re.S).group(1))


def _log_numbers(html: str) -> list[int]:
    log = re.search(r'<ol class="log" id="move-log"[^>]*>(.*?)</ol>', html, re.S).group(1)
    return [int(n) for n in re.findall(r'<li [^>]*value="(\d+)"', log)]


def _undo(client, code, seen):
    host = client.get(f"/t/{code}").get_data(as_text=True)
    return client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": str(seen)})


def test_the_pages_count_the_moves_that_stand(app, client):
    """Real tiles, worked by hand: record 1 the 12 tiles of the setup (move 1), record 2 Ben's
    placement (he starts: move 2), record 3 the tile dealt onto the place he emptied (move 3):
    the header counts turns (手番, placements, as the end's 「N手番で終了」: table trial s47), so
    it says 「2番目の手番」 (Ana's turn, the 2nd; the log says 4手目 for its records).  Ana places
    (record 4, move 4); the host takes it back (record 5): 3 moves stand, the header says
    「2番目の手番」 again; the log numbers its lines 4 (the undo of move 4), 4 (move 4, undone),
    3, 2, 1.  Ana places again (record 6: move 4 again): while the place she emptied waits for
    its tile the header still says 「2番目の手番」 (the refill is a step of her turn).  The view ?at=5 (record 5, after the undo) says 「3手目の直後」; ?at=2
    says 「2手目の直後」; the links still address records (?at=5)."""
    client.set_cookie("lang", "ja")
    code = new_bravest(client, mode="table_deals")
    ben, ana = join_seat(app, code, 1, lang="ja"), join_seat(app, code, 0, lang="ja")
    assert "1番目の手番" in _header(client.get(f"/t/{code}").get_data(as_text=True))
    dealt_then_ben_placed(app, client, code, ben)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _log_numbers(host) == [3, 2, 1]
    assert _header(host) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する · 2番目の手番"

    state, version = state_and_version(app, code)
    assert version == 3 and state["current"] == 0
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    assert place(ana, code, f"/t/{code}/me", 3, state["selectors"][0], cell).status_code == 302
    assert _undo(client, code, 4).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _log_numbers(host) == [4, 4, 3, 2, 1]
    assert _header(host) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する · 2番目の手番"
    log = text_of(re.search(r'id="move-log"[^>]*>(.*?)</ol>', host, re.S).group(1))
    assert "4手目を取り消し" in log and "5手目" not in log
    assert 'href="/t/%s?at=5"' % code in host  # the undo's line still links to its record
    phone = text_of(ana.get(f"/t/{code}/me").get_data(as_text=True))
    assert "5手目" not in phone

    client.set_cookie("lang", "ja")
    state, version = state_and_version(app, code)
    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    assert place(ana, code, f"/t/{code}/me", version, state["selectors"][0],
                 cell).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _log_numbers(host) == [4, 4, 4, 3, 2, 1]
    # Ana's turn is the 2nd: the tile for the place she emptied is a step of it
    assert _header(host) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する · 2番目の手番"

    past = client.get(f"/t/{code}?at=5").get_data(as_text=True)
    assert "3手目の直後のテーブルを表示しています。" in text_of(past)
    past = client.get(f"/t/{code}?at=2").get_data(as_text=True)
    assert _header(past) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する"
    assert "2手目の直後のテーブルを表示しています。" in text_of(past)
    assert len(re.findall(r"\d+手目", text_of(past.split('id="move-log"')[0]))) == 1
    client.set_cookie("lang", "en")
    past = client.get(f"/t/{code}?at=5").get_data(as_text=True)
    assert _header(past) == "light side · the table deals real tiles and enters what came up"
    assert "You are looking at the table as it was after move 3." in text_of(past)

