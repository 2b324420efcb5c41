"""What a Japanese table trial of Tzolk'in found (3 players on phones), seen from the phones:
a seat freed by the host, looking back at past states, a move confirmed after it is sent, the
start player said with its reason, the setup sheet naming tiles by what they show."""
from __future__ import annotations

import html as markup
import re

from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import csrf_of, join_seat, new_table, page, state_of, version_of
from tests.web.test_live_pages import held
from tests.web.test_tzolkin_play import place, playing_table

JA = {"Accept-Language": "ja"}


def test_a_phone_whose_seat_was_freed_is_told_what_happened(app, client):
    """The trial: the old phone landed on 「あなたの席はどれですか？」 with every seat taken, no
    explanation and no next step."""
    code = new_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    join_seat(app, code, 1)
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/seats/release", data={"csrf_token": csrf_of(host),
                                                         "position": "0"}).status_code == 302
    freed = ana.get(f"/j/{code}").get_data(as_text=True)
    assert 'id="seat-freed"' in freed and "take your seat again below" in freed
    join_seat(app, code, 0)  # another phone takes it: now every seat is taken
    full = ana.get(f"/j/{code}", headers=JA).get_data(as_text=True)
    assert "ホスト画面であなたの席を空けてもらってから" in full
    # a phone that never held a seat is not told so
    stranger = app.test_client().get(f"/j/{code}").get_data(as_text=True)
    assert 'id="seat-freed"' not in stranger


def test_a_phone_looks_back_at_past_states_move_by_move(app, client):
    """The trial: ?at= redirected to the phone's page.  A phone sees the table as it was after
    move N, that move's log line, and no form to act on the past."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert 'id="tz-look-back"' in html
    assert place(phones[first], code, html, {"yaxchilan": 2}).status_code == 302
    v = version_of(app, code)
    past = page(phones[1 - first], f"/t/{code}/me?at={v}")  # now: the ordinary page
    assert 'id="past-banner"' not in past and 'id="tz-place"' in past
    before = page(phones[1 - first], f"/t/{code}/me?at={v - 1}")
    assert 'id="past-banner"' in before and 'id="tz-place"' not in before
    assert f"after move {v - 1}" in before
    name = state_of(app, code)["players"][first]["name"]
    # move v-1 is the last starting wealth choice: its line; the board shows no worker placed
    assert "chose 2 starting wealth tiles" in before
    assert phones[1 - first].get(f"/t/{code}/me?at={v + 5}").status_code == 400
    after = page(phones[first], f"/t/{code}/me?at={v - 1}")
    assert f'href="/t/{code}/me?at={v}"' in after  # next →
    assert name


def test_a_placement_is_confirmed_on_the_phone(app, client):
    """The trial: no confirmation after placing or begging."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"tikal": 1}).status_code == 302
    done = page(phones[first], f"/t/{code}/me")
    assert re.search(r'id="tz-done">Recorded: \w+ places a worker on Tikal \d and pays \d+ corn',
                     done)
    other = page(phones[1 - first], f"/t/{code}/me?open=board")  # the whole board, opened
    assert 'id="tz-done"' not in other and "Last move:" in other


def test_a_move_the_host_entered_for_a_seat_is_not_recorded_by_its_phone(app, client):
    """Trial 2, item 6f: a move the host screen entered for a seat showed 「記録しました」 on that
    seat's phone, as if the phone had sent it.  The phone says the host screen entered its
    move, with the move's line; the host screen acting for the seat says it recorded it; a move
    the phone sends itself is 「記録しました」 again."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    name = state_of(app, code)["players"][first]["name"]
    html = page(client, f"/t/{code}/seat/{first}")
    assert place(client, code, html, {"tikal": 1}, seat=first).status_code == 302
    line = rf"{name} places a worker on Tikal \d and pays \d+ corn\."
    on_host = page(client, f"/t/{code}/seat/{first}")
    assert re.search(rf'id="tz-done">Recorded: {line}</p>', on_host)
    phone = page(phones[first], f"/t/{code}/me")
    assert re.search(rf'id="tz-done">The host screen entered your move: {line}</p>', phone)
    assert "Recorded:" not in phone
    phones[first].set_cookie("lang", "ja")
    phone = page(phones[first], f"/t/{code}/me")
    assert re.search(rf'id="tz-done">ホスト画面があなたの手を入力しました。{name}：ティカル\dに置き、'
                     rf'コーン\d+を払う。</p>', phone)
    assert "記録しました" not in phone
    # the other seat's phone sends its own move: 「記録しました」 there
    other = 1 - first
    html = page(phones[other], f"/t/{code}/me")
    assert place(phones[other], code, html, {"palenque": 1}).status_code == 302
    phones[other].set_cookie("lang", "ja")
    assert 'id="tz-done">記録しました。' in page(phones[other], f"/t/{code}/me")


def test_the_start_player_is_chosen_when_setting_up(app, client):
    """The trial: the form said 「手番順のプレイヤー」 but the app silently made seat 3 start."""
    form = page(client, "/new/tzolkin")
    assert 'name="start_player"' in form and "the first player in the list" in form
    code = new_table(client, players=("Ana", "Ben", "Cho"))
    setup = page(client, f"/t/{code}/setup")
    assert "Start player: Ana, as chosen when the table was set up." in setup
    code = new_table(client, players=("Ana", "Ben", "Cho"), start_player="2")
    assert "Start player: Cho, as chosen" in page(client, f"/t/{code}")
    code = new_table(client, players=("Ana", "Ben", "Cho"), start_player="random")
    assert "drawn by the app" in page(client, f"/t/{code}/setup")
    refused = client.post("/new/tzolkin", data={
        "csrf_token": csrf_of(form), "player_count": "2", "name_0": "Ana", "name_1": "Ben",
        "colour_0": "blue", "colour_1": "red", "start_player": "3"})
    assert refused.status_code in (400, 422)
    assert "The start player must be one of the 2 players" in refused.get_data(as_text=True)


def test_the_setup_sheet_names_tiles_by_what_they_show(app, client):
    """Issue 10, point 3: 「w04（コーン9、石材1）：パレンケ7に中立コマ」 and 「b12 · 緑枠 · …」: no
    printed ids exist, so none is shown; the tile's reward, effect, frame and cost are."""
    code = new_table(client, players=("Ana", "Ben"))
    for headers in ({}, JA):
        sheet = client.get(f"/t/{code}/setup", headers=headers).get_data(as_text=True)
        text = re.sub(r"<[^>]+>", " ", sheet)
        assert not re.search(r"\b[bmw]\d\d\b", text), re.search(r"\b[bmw]\d\d\b", text)


def test_a_placement_count_is_checked_against_the_workers_at_hand(app, client):
    """The trial: typing more workers than one holds said 「6 以下」 with 3 workers at hand.
    The count's limit is the workers at hand; a full-width 「２」 is read as 2 (two workers on
    Palenque 0 and 1: 0 + 1 spots + 1 fee = 2 corn)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    first = current_seat(state)
    hand = state["seats"][first]["workers_hand"]
    html = page(phones[first], f"/t/{code}/me")
    refused = place(phones[first], code, html, {"palenque": hand + 2})
    assert refused.status_code == 400
    body = refused.get_data(as_text=True)
    assert f"from 0 to {hand}." in body and "from 0 to 6." not in body
    assert re.search(rf'name="place-n_palenque"[^>]*value="{hand + 2}"', body)  # kept as typed
    corn = state["seats"][first]["corn"]
    spots = [w["spot"] for w in state["gears"]["palenque"]]
    assert place(phones[first], code, html, {"palenque": "２"}).status_code == 302
    after = state_of(app, code)
    placed = sorted(w["spot"] for w in after["gears"]["palenque"] if w["owner"] == first)
    free = [s for s in range(8) if s not in spots][:2]
    assert placed == free and after["seats"][first]["corn"] == corn - sum(free) - 1


def test_every_phone_is_told_when_the_host_takes_a_move_back(app, client):
    """The table trial: after the host's undo the phones said nothing, and the phone whose
    move had come before showed 「記録しました」 again for it (the state went back to it).  Now
    every phone says which move was taken back, in its language, until the next move."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    second = 1 - first
    names = [p["name"] for p in state_of(app, code)["players"]]
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"tikal": 1}).status_code == 302
    # the second seat's one worker goes to the lowest free Palenque space (a neutral worker may
    # hold some), which costs its number in corn (seed 003: placing workers)
    spot = min(set(range(10)) - {w["spot"] for w in state_of(app, code)["gears"]["palenque"]})
    assert place(phones[second], code, page(phones[second], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    assert 'id="undo-notice"' not in page(phones[second], f"/t/{code}/me")
    ja_line = f"パレンケ{spot}に置く。" if spot == 0 else f"パレンケ{spot}に置き、コーン{spot}を払う。"
    en_line = (f"places a worker on Palenque {spot}" +
               ("" if spot == 0 else f" and pays {spot} corn"))
    before = page(phones[first], f"/t/{code}/me")  # what it holds when the host undoes
    v = version_of(app, code)
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(v)}).status_code == 302
    # the line the log stored with the move taken back, on every phone
    ja = phones[second].get(f"/t/{code}/me", headers=JA).get_data(as_text=True)
    assert f'id="undo-notice">ホスト画面が最後の手を取り消しました：{names[second]}：{ja_line}<' in ja
    assert 'id="tz-place"' in ja  # its turn again
    assert "Host" not in ja.split('id="undo-notice"')[1][:200]
    en = page(phones[first], f"/t/{code}/me")
    assert (f'id="undo-notice">The host screen took back the last move: {names[second]} '
            f'{en_line}' in en)
    # the first seat's move is the last one in effect again: not 「記録しました」 once more
    assert state_of(app, code)["last_move"]["seat"] == first
    assert 'id="tz-done"' not in en
    # a page updated in parts (poll.js) gets the notice as a part of its own
    parts = phones[first].get(f"/t/{code}/me", headers=held(before)).get_data(as_text=True)
    assert '<header' not in parts and 'poll.js' not in parts and 'data-part="undone"' in parts
    assert 'id="undo-notice">The host screen took back the last move' in parts
    # the next move ends the notice; the phone that sent it is told it was recorded
    assert place(phones[second], code, page(phones[second], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    again = page(phones[second], f"/t/{code}/me")
    assert 'id="undo-notice"' not in again and 'id="tz-done">Recorded:' in again
    assert 'id="undo-notice"' not in page(phones[first], f"/t/{code}/me")


def _palenque_line(name: str, spot: int) -> str:
    """The Japanese log line of one worker placed on Palenque ``spot``: the space costs its
    number in corn, the first worker placed nothing more (seed 003: placing workers)."""
    return (f"{name}：パレンケ{spot}に置く。" if spot == 0
            else f"{name}：パレンケ{spot}に置き、コーン{spot}を払う。")


def _two_palenque_moves(app, client):
    """A 2-player table where each seat, in turn order, put one worker on the lowest free
    Palenque space: (code, phones, first seat, second seat, the two Japanese log lines)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    names = [p["name"] for p in state_of(app, code)["players"]]
    lines = []
    for seat in (first, 1 - first):
        spot = min(set(range(10)) - {w["spot"] for w in state_of(app, code)["gears"]["palenque"]})
        lines.append(_palenque_line(names[seat], spot))
        assert place(phones[seat], code, page(phones[seat], f"/t/{code}/me"),
                     {"palenque": 1}).status_code == 302
    return code, phones, first, 1 - first, lines


def test_undos_in_a_row_name_every_move_taken_back(app, client):
    """The second trial: after two undos in a row the phones named only the second move
    taken back, so the first mover was never told.  Now the notice lists them all, in the
    order the table takes them back: the latest first, and says so (table trials s48)."""
    code, phones, first, second, lines = _two_palenque_moves(app, client)
    for _ in range(2):
        host = page(client, f"/t/{code}")
        assert client.post(f"/t/{code}/undo", data={
            "csrf_token": csrf_of(host), "seen": str(version_of(app, code))}).status_code == 302
    ja = phones[second].get(f"/t/{code}/me", headers=JA).get_data(as_text=True)
    notice = ja.split('id="undo-notice">')[1].split("</div>")[0]
    assert "ホスト画面が最後の2手を取り消しました：" in notice
    assert "テーブルでは上から順に、新しい手から戻してください。" in notice
    assert re.findall(r"<li>([^<]*)</li>", notice) == lines[::-1]
    en = page(phones[first], f"/t/{code}/me")
    assert "The host screen took back the last 2 moves:" in en and 'id="tz-place"' in en
    # the first seat's move entered again: one undo of it now ends the notice's list there
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    assert 'id="undo-notice"' not in page(phones[second], f"/t/{code}/me")
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/undo", data={
        "csrf_token": csrf_of(host), "seen": str(version_of(app, code))}).status_code == 302
    ja = phones[second].get(f"/t/{code}/me", headers=JA).get_data(as_text=True)
    assert f'id="undo-notice">ホスト画面が最後の手を取り消しました：{lines[0]}<' in ja


def test_the_host_log_and_the_undo_confirmation_name_the_move(app, client):
    """The trials: the host log said only 「7手目を取り消し」 and the confirmation only
    「最後の手を取り消しますか？」, so the table had to count records to know which move (the
    line follows the question: a 。 inside brackets read badly, the third trial)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    name = state_of(app, code)["players"][first]["name"]
    spot = min(set(range(10)) - {w["spot"] for w in state_of(app, code)["gears"]["palenque"]})
    line = _palenque_line(name, spot)
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    v = version_of(app, code)  # 2 wealth choices, then this move: record 3
    assert v == 3
    host = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    assert f'data-confirm="最後の手を取り消しますか？ {line}"' in host
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(v)}).status_code == 302
    host = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    assert f"3手目を取り消し：{line}" in host
    # the last move in effect is now seat 1's choice of starting wealth (seats chose in order)
    chooser = state_of(app, code)["players"][1]["name"]
    assert f'data-confirm="最後の手を取り消しますか？ {chooser}が初期財産タイルを2枚選びました。' in host
    en = page(client, f"/t/{code}")
    assert "Undo of move 3: " in en and f'data-confirm="Undo the last move ({chooser} ' in en


def test_the_host_screen_says_what_it_took_back_and_what_to_do_on_the_table(app, client):
    """The trials: after its own undo the host screen showed no notice (only its log), and
    nothing said that the pieces on the real board must go back too.  Now the host screen
    names the moves taken back and asks for the pieces to be set as it shows them, until the
    next move."""
    code, phones, first, second, lines = _two_palenque_moves(app, client)
    host = page(client, f"/t/{code}")
    assert 'id="undo-notice"' not in host
    assert client.post(f"/t/{code}/undo", data={
        "csrf_token": csrf_of(host), "seen": str(version_of(app, code))}).status_code == 302
    # named by its number and what it did, its own log line (issue 37's leftovers): records 1
    # and 2 are the wealth choices, the two placements records 3 and 4
    names = [p["name"] for p in state_of(app, code)["players"]]
    ja = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    notice = ja.split('id="undo-notice">')[1].split("</div>")[0]
    assert f"<p>最後の手を取り消しました：4手目「{lines[1][:-1]}」</p>" in notice
    assert "<p>テーブルの駒を、この画面のとおりに戻してください。</p>" in notice
    en = page(client, f"/t/{code}")
    assert f"You took back the last move: move 4, “{names[second]} places a worker on Palenque" in en
    assert "Set the pieces on the table back as this screen shows them." in en
    # a second undo: both moves, the latest first (the order the table takes them back)
    assert client.post(f"/t/{code}/undo", data={
        "csrf_token": csrf_of(en), "seen": str(version_of(app, code))}).status_code == 302
    ja = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    notice = ja.split('id="undo-notice">')[1].split("</div>")[0]
    assert "最後の2手を取り消しました：" in notice
    assert re.findall(r"<li>([^<]*)</li>", notice) == [f"4手目「{lines[1][:-1]}」",
                                                        f"3手目「{lines[0][:-1]}」"]
    # a look at a past state shows no notice; the next move ends it
    assert 'id="undo-notice"' not in page(client, f"/t/{code}?at=1")
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    assert 'id="undo-notice"' not in page(client, f"/t/{code}")


def test_a_move_from_a_seat_freed_meanwhile_links_to_the_join_page(app, client):
    """Trial 2, item 2: the host frees a seat on its turn; the phone, still showing its
    placement form, presses 置く: the 403 says its seat was freed and that nothing was stored,
    and links to the table's join page (where it takes its seat again), not only to the games.
    Its seat page follows the seats (``data-seats``), so an open page learns of it at once."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert 'data-seats="11"' in html and 'id="tz-place"' in html
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/seats/release", data={
        "csrf_token": csrf_of(host), "position": str(first)}).status_code == 302
    before = version_of(app, code)
    refused = place(phones[first], code, html, {"yaxchilan": 2})
    assert refused.status_code == 403 and version_of(app, code) == before
    text = markup.unescape(refused.get_data(as_text=True))
    assert "freed this phone's seat, so this move was not stored" in text
    assert re.search(rf'<a href="/j/{code}" id="error-back"[^>]*>Take your seat again</a>', text)
    phones[first].set_cookie("lang", "ja")
    text = place(phones[first], code, html, {"yaxchilan": 2}).get_data(as_text=True)
    assert "ホスト画面がこのスマホの席を空けたため、この手は保存されていません。" in text
    assert re.search(rf'<a href="/j/{code}" id="error-back"[^>]*>もう一度席を選ぶ</a>', text)
    # its seat page sends it to the join page, which says why and offers the seat again
    moved = phones[first].get(f"/t/{code}/me")
    assert moved.status_code == 302 and moved.headers["Location"].endswith(f"/j/{code}")
    assert 'id="seat-freed"' in page(phones[first], f"/j/{code}")
    # a device that never held a seat is asked to join, with the same way there
    stranger = app.test_client()
    page(stranger, f"/j/{code}")
    text = place(stranger, code, page(stranger, f"/j/{code}"), {"yaxchilan": 2},
                 seen=before).get_data(as_text=True)
    assert re.search(rf'<a href="/j/{code}" id="error-back"[^>]*>Join this table</a>', text)


def test_the_language_switch_never_leads_to_an_address_that_only_takes_a_post(app, client):
    """Trial 2, item 2: 「English」 on the page answering a refused move linked back to
    ``/t/<code>/move/place`` (POST only): 405.  The switch brings the reader to the table's
    page instead (which sends each device where it belongs); a page that a GET opens is kept."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    for post_only in (f"/t/{code}/move/place?", f"/t/{code}/undo?", f"/t/{code}/seats/release",
                      f"/t/{code}/host-link?", f"/t/{code}/host-rotate"):
        r = phones[0].get("/lang/en", query_string={"next": post_only})
        assert r.status_code == 302 and r.headers["Location"] == f"/t/{code}", post_only
    r = phones[0].get("/lang/ja", query_string={"next": "/lang/en"})   # a GET page: kept
    assert r.headers["Location"] == "/lang/en"
    r = phones[0].get("/lang/en", query_string={"next": f"/t/{code}/me?at=1"})
    assert r.headers["Location"] == f"/t/{code}/me?at=1"
    r = phones[0].get("/lang/en", query_string={"next": "/import"})
    assert r.status_code == 302
    assert phones[0].get(r.headers["Location"]).status_code != 405
    # the page answering a refused move (the seat to play, from a page older than the
    # table): its switch, followed, opens a page
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    answer = place(phones[first], code, html, {"yaxchilan": 2}, seen=0).get_data(as_text=True)
    switch = re.search(r'href="(/lang/ja\?next=[^"]+)"', answer).group(1).replace("&amp;", "&")
    r = phones[first].get(switch)
    assert r.status_code == 302
    assert phones[first].get(r.headers["Location"]).status_code in (200, 302)
