"""Issue 37's leftovers, found at a Japanese table trial of a 3-player game (no browser: the
pages as the server draws them; the steppers' limits are in
tests/browser/test_tzolkin_pickup_leftovers.py).

* the pick-up's suggested choices are marked 「おすすめ」 until the player chooses;
* a technology step says what it costs (the payment's steppers stop there on the page);
* the host's undo notice names the move taken back briefly: which record and what it did,
  never the food day or the end that followed it;
* the gears say nothing of the next day in the last round;
* 「選ぶものはありません。」 only under an action that asks for choices;
* the play history follows a table that ends while it is open.

Values worked out by hand from seed 003."""
from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from sqlalchemy import select
from sqlalchemy.orm.attributes import flag_modified

from companion import tables
from companion.engine import IllegalMove
from companion.extensions import db
from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.turn import apply_move
from companion.models import MoveRecord, Table
from tests.driver import csrf_of, new_table, page, state_of, version_of
from tests.games.tzolkin.kit import play_state, put
from tests.test_records import END_STATE
from tests.web.test_history import TZ_PLAYERS, finish_tzolkin
from tests.web.test_tzolkin_pickup_one_page import ask
from tests.web.test_tzolkin_pickup_order import render
from tests.web.test_tzolkin_play import place, playing_table, second_step

JA = {"Accept-Language": "ja"}
SUGGESTED = '<span class="tz-suggested">suggested</span>'


def _label_of(html: str, name: str, value: str) -> str:
    """The label of the radio ``name``=``value`` (its text and marks)."""
    found = re.search(r'<label class="check-card"><input type="radio" name="%s" value="%s"'
                      r'[^>]*>(.*?)</label>' % (re.escape(name), re.escape(value)), html, re.S)
    assert found, (name, value)
    return found.group(1)


def _edit_last_state(app, code: str, change) -> None:
    """Change the table's last stored state (``change(state)``): a position the test needs."""
    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == code))
        record = db.session.scalar(select(MoveRecord).where(MoveRecord.table_id == table.id)
                                   .order_by(MoveRecord.number.desc()))
        state = dict(record.state)
        change(state)
        record.state = state
        flag_modified(record, "state")
        db.session.commit()
        tables.REPLAYS.clear()


# -- the pick-up -------------------------------------------------------------------------

def test_a_suggested_choice_is_marked_until_the_player_chooses(app):
    """Palenque 5 then Tikal 4, nothing held (the one-page test's position): the page
    suggests the wood harvest (4 wood, Resources 0, pays the farm b04's 4 wood) and the farm,
    each marked 「おすすめ」, with one line saying what the mark means.  Once the player chose
    the harvest (``touched``), the harvest is theirs: no mark on it, the farm's stays."""
    s = play_state(4, corn=[5, 0, 0, 0])
    s["seats"][0]["technologies"] = {t: 0 for t in s["seats"][0]["technologies"]}
    s["harvest_tiles"]["5"] = {"corn": 4, "wood": 2}
    s["buildings_row"] = ["b13", "b18", "b27", "b04", "b28", "b29"]
    put(s, 0, "palenque", 5)
    put(s, 0, "tikal", 4)
    rows = {"palenque_5": "5", "tikal_4": "4"}
    forms, html = render(app, s, urlencode({f"pick_{k}": v for k, v in rows.items()}))
    wood = _label_of(html, "pickup-w0_harvest", "wood")
    assert SUGGESTED in wood and SUGGESTED not in _label_of(html, "pickup-w0_harvest", "corn")
    assert SUGGESTED in _label_of(html, "pickup-w1_b1", "b04")
    assert 'class="muted small tz-suggested-note"' in html
    assert {"w0_harvest", "w1_b1"} <= forms["pickup"].suggested
    forms, html = ask(app, s, rows, "palenque.5.5 tikal.4.4",
                      {"w0_harvest": "wood", "w1_b1": "b04"}, ["w0_harvest"])
    assert ' checked' in re.search(r'name="pickup-w0_harvest" value="wood"[^>]*>', html).group(0)
    assert SUGGESTED not in _label_of(html, "pickup-w0_harvest", "wood")
    assert SUGGESTED in _label_of(html, "pickup-w1_b1", "b04")


def test_a_choice_with_one_option_is_no_suggestion(app):
    """Tikal 5 with 1 wood and nothing else: the resource paid can only be the wood (seed
    「ティカルとウシュマル」: pay 1 resource, two different temples +1), chosen and not marked;
    the two temples are choices among three, marked until the player chooses."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0])
    put(s, 0, "tikal", 5)
    forms, html = render(app, s, urlencode({"pick_tikal_5": "5"}))
    assert ' checked' in re.search(r'name="pickup-w0_pay" value="wood"[^>]*>', html).group(0)
    assert SUGGESTED not in _label_of(html, "pickup-w0_pay", "wood")
    assert forms["pickup"].suggested == {"w0_temple1", "w0_temple2"}


def test_a_technology_step_says_what_it_costs(app):
    """Tikal 1 (one step), Agriculture at 0 and Architecture at 1: the step costs 1 and 2
    resources (seed 「技術の費用と4種類の効き方」: from level n, n + 1); each option carries its cost
    and the suggested payment, and the choice the line the page fills in: 「この段階の費用は資源
    %(cost)s個：いま%(paid)s個を払います。」."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[2, 0, 0, 0], stone=[1, 0, 0, 0])
    s["seats"][0]["technologies"] = {"agriculture": 0, "resources": 0, "architecture": 1,
                                     "theology": 0}
    put(s, 0, "tikal", 1)
    forms, html = render(app, s, urlencode({"pick_tikal_1": "1"}))
    track = re.search(r'<fieldset class="tz-field tz-options"[^>]*data-role="track"[^>]*>', html)
    assert track and 'data-pay-text="This step costs %(cost)s resources; you pay %(paid)s."' \
        in track.group(0)
    agriculture = re.search(r'name="pickup-w0_t0" value="agriculture"[^>]*>', html).group(0)
    architecture = re.search(r'name="pickup-w0_t0" value="architecture"[^>]*>', html).group(0)
    assert 'data-cost="1"' in agriculture and 'data-cost="2"' in architecture
    assert 'data-pay="wood:2,stone:0,gold:0"' in architecture


def test_an_overpaid_step_is_still_refused_by_the_server(app):
    """The steppers stop at the cost on the page; a payment sent past it (typed, or without
    script) is refused by the engine: Agriculture 0 → 1 costs 1 resource, 2 wood sent."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[2, 0, 0, 0])
    s["seats"][0]["technologies"] = {t: 0 for t in s["seats"][0]["technologies"]}
    put(s, 0, "tikal", 1)
    _keys, payload = second_step(app, s, 0, {"tikal_1": "1"},
                                 {"w0_t0": "agriculture", "w0_t0_pay_wood": "2"})
    assert payload["workers"][0]["choices"] == {"techs": [{"track": "agriculture",
                                                           "pay": {"wood": 2}}]}
    with pytest.raises(IllegalMove):
        apply_move(s, {**payload, "seat": 0})


def test_nothing_to_choose_is_said_only_under_an_action_that_asks_for_choices(app):
    """The trial: 「選ぶものはありません。」 under Chichen Itza 1 (a skull placed, 4 VP: nothing
    to choose ever, seed 「チチェン・イツァ」).  It is said no more there, nor under a worker
    picked up with no action; Palenque 2, whose harvest is a choice elsewhere but only corn
    here, still says it."""
    s = play_state(4, corn=[0, 0, 0, 0])
    s["seats"][0]["skull"] = 1
    put(s, 0, "chichen_itza", 1)
    put(s, 0, "palenque", 2)
    put(s, 0, "yaxchilan", 1)
    forms, html = render(app, s, urlencode({"pick_chichen_itza_1": "1", "pick_yaxchilan_1":
                                            "none"}))
    assert len(forms["pickup"].sections) == 2 and "Nothing to choose." not in html
    forms, html = render(app, s, urlencode({"pick_palenque_2": "2"}))
    assert html.count("Nothing to choose.") == 1


# -- the undo notice -----------------------------------------------------------------------

def _last_round(state: dict) -> None:
    """The calendar at the 4th food day (day 26) with three food days held: this round's end
    holds the 4th and the last turn of the calendar ends the game (seed 「終了と後半の手番例」)."""
    state["day"], state["food_days_done"] = 26, 3


def test_the_host_undo_notice_names_the_move_briefly(app, client):
    """The trial: the host's notice repeated the whole log line of the move taken back, the
    4th food day's report and 「ゲームは終了しました。」 with it.  Two players in the last
    round, each places a worker on Palenque: the second placement ends the round, holds the
    food day and ends the game.  Undone, the host says which record and what it did (its own
    log line, issue 37's second leftovers), without the food day and the end:
    records 1-2 are the wealth choices, the placements 3 and 4."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    _edit_last_state(app, code, _last_round)
    first = current_seat(state_of(app, code))
    second = 1 - first
    names = [p["name"] for p in state_of(app, code)["players"]]
    for seat in (first, second):
        assert place(phones[seat], code, page(phones[seat], f"/t/{code}/me"),
                     {"palenque": 1}).status_code == 302
    assert state_of(app, code)["phase"] == "over"
    host = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    assert "ゲームは終了しました。" in host.split('data-part="log-4"')[1].split("</li>")[0]
    # the question before it (the third trial: about 500 characters of food day, temples and
    # tie bonuses in one dialog) names the move as briefly as the notice after it, below
    question = host.split('data-confirm="最後の手を取り消しますか？ ')[1].split('"')[0]
    assert client.post(f"/t/{code}/undo", data={
        "csrf_token": csrf_of(host), "seen": str(version_of(app, code))}).status_code == 302
    ja = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    notice = ja.split('id="undo-notice">')[1].split("</div>")[0]
    # what the move did, its own log line: one worker on Palenque's lowest free spot, which
    # costs its number in corn (seed 003 「手番は置くか取り上げるか」), never the food day after it
    spot = min(set(range(10)) - {w["spot"] for w in state_of(app, code)["gears"]["palenque"]})
    did = (f"{names[second]}：パレンケ{spot}に置く" if spot == 0
           else f"{names[second]}：パレンケ{spot}に置き、コーン{spot}を払う")
    assert f"<p>最後の手を取り消しました：4手目「{did}」</p>" in notice
    # and, the game being over, that its result goes with it (one sentence, no food day)
    assert question == (f"{did}。ゲームは終了しています。最後の手を取り消すと、その結果（勝者、"
                        "得点表、プレイ履歴の記録）も取り消されます。")
    assert "ゲームは終了" not in notice and "食料日" not in notice
    en = page(client, f"/t/{code}")
    assert (f"You took back the last move: move 4, “{names[second]} places a worker on "
            f"Palenque {spot}") in en


# -- the gears -----------------------------------------------------------------------------

def test_the_gears_say_nothing_of_the_next_day_in_the_last_round(app, client):
    """A worker on the gears says where the next turn of the calendar takes it, except in the
    last round (no day after it: seed 「終了と後半の手番例」)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    host = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    assert "data-next=" in host and "暦が次に回った後の仕事" in host
    _edit_last_state(app, code, _last_round)
    host = client.get(f"/t/{code}", headers=JA).get_data(as_text=True)
    assert 'class="worker' in host and "data-next=" not in host
    assert "最後のラウンド" in host and "暦が次に回った後の仕事を表示" not in host


# -- the play history ----------------------------------------------------------------------

def test_the_history_page_follows_a_table_that_ends(app, client):
    """The history page polls its version as a table page does (static/js/poll.js): the
    same version answers 304 to the page that holds it; a table ending changes it, and the
    page asked again in parts draws its list anew with the play."""
    html = page(client, "/history")
    body = re.search(r"<body ([^>]*)>", html).group(1)
    assert 'data-version-url="/history/version"' in body and 'data-page-url="/history"' in body
    held = re.search(r'data-version="([0-9a-f]+)"', body).group(1)
    answer = client.get("/history/version")
    assert answer.status_code == 200 and answer.get_json() == {"version": held}
    assert client.get("/history/version",
                      headers={"If-None-Match": answer.headers["ETag"]}).status_code == 304
    code = new_table(client, TZ_PLAYERS)
    finish_tzolkin(app, code, END_STATE)
    now = client.get("/history/version").get_json()["version"]
    assert now != held
    parts = client.get("/history", headers={"X-Parts": f"plays={held}"}).get_data(as_text=True)
    assert f'data-part="plays" data-key="{now}"' in parts and "59.5 points" in parts
    assert "<header" not in parts
    assert client.get("/history/version?game=nothing").status_code == 404


def test_the_phone_placing_in_the_last_round_is_told_no_turn_comes_after(app, client):
    """A second trial: in the last round nothing told the phone that a worker placed now never
    acts (the round ends with the 4th food day and the game: seed 「終了と後半の手番例」).  The
    place form says so in the last round only."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    before = phones[first].get(f"/t/{code}/me", headers=JA).get_data(as_text=True)
    assert 'id="tz-place"' in before and 'id="tz-last-round"' not in before
    _edit_last_state(app, code, _last_round)
    mine = phones[first].get(f"/t/{code}/me", headers=JA).get_data(as_text=True)
    assert 'id="tz-place"' in mine
    assert "最後のラウンドです：このあとにあなたの手番はないので" in mine
