"""Issue 38 (table trial s48): an undo after the game has ended takes its result back with it
(the winner, the score sheet, the play in the play history: README "Plays remembered"), and
the host's undo said nothing of it.  Now, while the game is over, the host screen says so next
to the undo button and in its question (before), and the notices of the host screen and the
phones say it was taken back (after), in the page language.  The shared path on Tzolk'in (the
end state entered by the host ends the game), then Bravest played to its end (ゲーム終了:
every island full)."""
from __future__ import annotations

import re
from html import unescape

from tests.driver import csrf_of, join_seat, new_table, state_of
from tests.test_records import END_STATE
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_web import new_bravest, play_to_the_end
from tests.web.test_history import TZ_PLAYERS, finish_tzolkin
from tests.web.test_mayan_curse_found_in_play import note, over_with_a_value_left, own_copy

BEFORE = {"en": "The game is over: undoing its last move takes back its result too (the "
                "winner, the score sheet and the play in the play history).",
          "ja": "ゲームは終了しています。最後の手を取り消すと、その結果（勝者、得点表、"
                "プレイ履歴の記録）も取り消されます。"}
AFTER = {"en": "That move ended the game: its result (the winner, the score sheet and the "
               "play in the play history) is taken back with it, and the game goes on.",
         "ja": "この手でゲームが終わっていました。その結果（勝者、得点表、プレイ履歴の記録）も"
               "一緒に取り消され、ゲームは続きます。"}


def _confirm(html: str, action: str) -> str:
    form = re.search(rf'<form method="post" action="{re.escape(action)}"[^>]*>', html).group(0)
    return unescape(re.search(r' data-confirm="([^"]*)"', form).group(1))


def _notice(html: str) -> str:
    found = re.search(r'id="undo-notice">(.*?)</div>', html, re.S)
    return text_of(found.group(1)) if found else ""


def _undo(client, code):
    host = client.get(f"/t/{code}").get_data(as_text=True)
    form = host.split(f'action="/t/{code}/undo"')[1].split("</form>")[0]
    fields = dict(re.findall(r'name="(seen|undoes)"[^>]*value="(\d+)"', form))
    return client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), **fields})


def _says_before_and_after(client, phone, code):
    """The host screen of the ended game says it before (next to the button and in the
    question), the notices after; a second undo lists both moves and says it once."""
    for lang in ("ja", "en"):
        client.set_cookie("lang", lang)
        host = client.get(f"/t/{code}").get_data(as_text=True)
        assert BEFORE[lang] in text_of(host.split('id="move-log"')[1])
        assert _confirm(host, f"/t/{code}/undo").endswith(BEFORE[lang])
        assert AFTER[lang] not in text_of(host)
    assert _undo(client, code).status_code == 302
    for lang in ("ja", "en"):
        client.set_cookie("lang", lang)
        phone.set_cookie("lang", lang)
        host = client.get(f"/t/{code}").get_data(as_text=True)
        assert AFTER[lang] in _notice(host)
        assert BEFORE[lang] not in text_of(host)  # the game goes on: nothing ended to take back
        assert AFTER[lang] in _notice(phone.get(f"/t/{code}/me").get_data(as_text=True))
    assert _undo(client, code).status_code == 302  # two undos in a row: both listed
    for lang in ("ja", "en"):
        client.set_cookie("lang", lang)
        assert _notice(client.get(f"/t/{code}").get_data(as_text=True)).count(AFTER[lang]) == 1


def test_an_undo_after_the_end_says_the_result_goes_with_it(app, client):
    """Tzolk'in: 3 wealth choices, then the host's end state (the seed's worked example:
    Ana wins with 59.5) ends the game.  Undoing it takes the result back; undoing Cai's
    wealth choice next lists both."""
    code = new_table(client, TZ_PLAYERS)
    ana = join_seat(app, code, 0)
    finish_tzolkin(app, code, END_STATE)
    _says_before_and_after(client, ana, code)


def test_a_bravest_undo_after_every_island_is_full_says_the_result_goes_with_it(app, client):
    """Bravest, two players, light side: the game ends after the turn that fills the last
    cell of the last island (ゲーム終了; rulings 27).  The last placement is taken back: the
    result goes with it; then the one before it."""
    code = new_bravest(client)
    ana = join_seat(app, code, 0)
    play_to_the_end(app, code)
    _says_before_and_after(client, ana, code)


def test_a_value_noted_after_the_end_is_undone_without_taking_the_result_back(app, client):
    """Mayan Curse (table trial s48): a stela's value noted after both adventurers escaped (the
    game already over: 「石碑の発見」 values count at the end) did not end the game; the host's
    undo of it said the result went with it and that the game goes on, though it stays over.
    Now only the undo of the move that ended the game (Ben's step out) says so: before it,
    next to the button and in its question, and after it, in the notices."""
    client.set_cookie("lang", "ja")
    code, ana = over_with_a_value_left(app, client, own_copy(client))
    assert state_of(app, code)["over"]
    note(ana, code, "brown-91", 3)          # noted after the end, on the phone
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert BEFORE["ja"] not in _confirm(host, f"/t/{code}/undo")
    assert BEFORE["ja"] not in text_of(host)
    assert _undo(client, code).status_code == 302
    assert state_of(app, code)["over"]      # still over: the value only
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert AFTER["ja"] not in _notice(host)
    assert AFTER["ja"] not in _notice(ana.get(f"/t/{code}/me").get_data(as_text=True))
    # the move before it, Ben's step out, ended the game: its undo takes the result back
    assert _confirm(host, f"/t/{code}/undo").endswith(BEFORE["ja"])
    assert _undo(client, code).status_code == 302
    assert not state_of(app, code)["over"]
    assert _notice(client.get(f"/t/{code}").get_data(as_text=True)).count(AFTER["ja"]) == 1
