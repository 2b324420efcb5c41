"""The host screen's move number is the log's (issue 38): the header counted placements
(「N手目」 = turns + 1) while the log numbers every record, the tiles dealt and the undos
included, so after the deals of the setup and one placement the header said 2手目 where the
log's next line is 3.  Now the header names the move the table is at as the log will number
it; a past view names its move once, in its banner (「2手目の直後」), not again in the header
(issue 38: the host screen said the move twice, in two forms)."""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, state_and_version
from tests.web.test_bravest_at_the_table import deals, text_of
from tests.web.test_bravest_web import new_bravest, place

#: The 12 tiles dealt around the board at the setup (sample copies: S01 3, S02 2, S03 2, S06 4).
SETUP = {1: "S01", 2: "S01", 3: "S01", 4: "S02", 5: "S02", 6: "S03", 7: "S03", 8: "S06",
         9: "S06", 10: "S06", 11: "S06", 12: "S05"}


def _header(html: str) -> str:
    return text_of(re.search(r'<section id="bravest-turn">\s*<p>(.*?)</p>', html, re.S).group(1))


def _log_numbers(html: str) -> list[int]:
    log = re.search(r'<ol class="log" id="move-log"[^>]*>(.*?)</ol>', html, re.S).group(1)
    return [int(n) for n in re.findall(r'<li [^>]*value="(\d+)"', log)]


def test_the_header_numbers_the_move_as_the_log_does(app, client):
    """Real tiles: record 1 the 12 tiles of the setup, record 2 Ben's placement (he starts),
    record 3 the tile dealt onto the place he emptied; the header says 4手目 (Ana's turn, the
    log's next line), not 2手目.  The host takes Ana's placement (record 4) back (record 5):
    6手目.  The table as it was after record 2 says 3手目."""
    client.set_cookie("lang", "ja")
    code = new_bravest(client, mode="table_deals")
    ben = join_seat(app, code, 1, lang="ja")
    assert "1手目" in _header(client.get(f"/t/{code}").get_data(as_text=True))
    assert deals(client, code, 0, SETUP).status_code == 302
    state, version = state_and_version(app, code)
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    slot = state["selectors"][0]
    assert place(ben, code, f"/t/{code}/me", version, slot, cell).status_code == 302
    assert deals(client, code, 2, {slot + 1: "S04"}).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _log_numbers(host) == [3, 2, 1]
    assert "4手目" in _header(host) and "2手目" not in _header(host)

    state, version = state_and_version(app, code)
    assert version == 3 and state["current"] == 0
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    cell = re.search(r'name="place-cell" value="([^"]+)"', page).group(1)
    assert place(client, code, f"/t/{code}/seat/0", 3, state["selectors"][0], cell,
                 seat=0).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": "4"}).status_code == 302
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert _log_numbers(host) == [5, 4, 3, 2, 1]
    assert "6手目" in _header(host)
    assert _header(host) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する · 6手目"
    past = client.get(f"/t/{code}?at=2").get_data(as_text=True)
    assert _header(past) == "光の面 · テーブルで実物のタイルを配り、出たタイルを入力する"
    assert "2手目の直後のテーブルを表示しています。" in text_of(past)
    assert len(re.findall(r"\d+手目", text_of(past.split('id="move-log"')[0]))) == 1
    client.set_cookie("lang", "en")
    past = client.get(f"/t/{code}?at=2").get_data(as_text=True)
    assert _header(past) == "light side · the table deals real tiles and enters what came up"
    assert "You are looking at the table as it was after move 2." in text_of(past)

