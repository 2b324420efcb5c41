"""Plays remembered (companion/plays.py, companion/web/history.py): a finished table becomes one
play of the history of the devices that held it, undo after the end takes it back, the
statistics per game and per player, a device's regular players and BG Stats' link."""
from __future__ import annotations

import json
import re
from html import unescape
from datetime import datetime, timezone
from fractions import Fraction
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
from sqlalchemy import func, select

from companion import plays, tables, transactions
from companion.extensions import db
from companion.models import Table
from companion.plays import Play, PlayHolder, PlayScore, RegularPlayer
from tests.driver import csrf_of, join_seat, new_table, post_move, seat_page
from tests.test_records import END_STATE
from tests.web.test_ohio_bob_web import new_ob_table

#: The seed's worked example (tests/test_records.py): Ana 59.5, Ben 41, Cai 41 (Ben second on
#: the tie-break), Ana wins.
TZ_PLAYERS = ("Ana", "Ben", "Cai")


@pytest.fixture(autouse=True)
def _server_in_utc(monkeypatch):
    """The server's zone is UTC here, whatever the machine's (companion/web/local_time.py):
    the dates below are read without a page zone."""
    monkeypatch.setenv("TZ", "UTC")


def at(day: int):
    """A clock stopped on 2026-11-``day`` 20:00 UTC (the time a play ends)."""
    return lambda: datetime(2026, 11, day, 20, 0, tzinfo=timezone.utc)


def table_of(app, code: str) -> Table:
    return db.session.scalar(select(Table).where(Table.code == code))


def finish_tzolkin(app, code: str, document: dict) -> None:
    """Every seat chooses its starting wealth, then the host enters the end state."""
    with app.app_context():
        table = table_of(app, code)
        dealt = table.setup["wealth_dealt"]
        seen = tables.current_version(table)
        for seat in range(len(table.seats)):
            tables.record_move(table, seat, {"type": "choose_wealth",
                                             "tiles": dealt[str(seat)][:2]}, seen)
            seen += 1
        tables.record_move(table, None, {"type": "end_state", "document": document}, seen,
                           by_host=True)


def end_again(app, code: str, document: dict) -> None:
    with app.app_context():
        table = table_of(app, code)
        tables.record_move(table, None, {"type": "end_state", "document": document},
                           tables.current_version(table), by_host=True)


def undo(app, code: str) -> None:
    with app.app_context():
        table = table_of(app, code)
        tables.undo_last(table, tables.current_version(table))


def lose_ohio_bob(app, client, name: str = "Ana") -> str:
    """A solo Ohio Bob table (``name``) lost: six rests on level 1 leave no energy (seed 002
    ゲーム終了 (敗北); tests/web/test_ohio_bob_web.py)."""
    code = new_ob_table(client, players=(name,))
    phone = join_seat(app, code, 0)
    assert post_move(phone, code, "first_room", seat_page(phone, code), {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    for seen in range(1, 7):
        assert post_move(phone, code, "rest", seat_page(phone, code), seen=seen,
                         seat=0).status_code == 302
    return code


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(model))


def three_plays(app, client, monkeypatch) -> list[str]:
    """Three finished tables hosted by ``client``:

    1. Tzolk'in, ends 2026-11-20: Ana 59.5, Ben 41, Cai 41 (seed example); Ana wins.
    2. Tzolk'in, ends 2026-11-27, Ben and Ana: Ben 45 VP, Ana 30 VP (nothing else counts);
       Ben wins.
    3. Ohio Bob, ends 2026-11-29: Ana alone, lost (no energy): no score, no winner.
    """
    monkeypatch.setattr(plays, "utcnow", at(20))
    first = new_table(client, TZ_PLAYERS)
    finish_tzolkin(app, first, END_STATE)
    monkeypatch.setattr(plays, "utcnow", at(27))
    second = new_table(client, ("Ben", "Ana"))
    finish_tzolkin(app, second, {"players": [{"name": "Ben", "vp": 45}, {"name": "Ana", "vp": 30}],
                                 "skulls_on_chichen_itza": 0})
    monkeypatch.setattr(plays, "utcnow", at(29))
    third = lose_ohio_bob(app, client)
    return [first, second, third]


# --- a play per finished table ----------------------------------------------------------------

def test_a_finished_table_is_one_play_with_its_date_game_players_scores_and_winner(
        app, client, monkeypatch):
    monkeypatch.setattr(plays, "utcnow", at(20))
    code = new_table(client, TZ_PLAYERS)
    with app.app_context():
        assert plays.play_of(table_of(app, code)) is None  # not over: no play
    finish_tzolkin(app, code, END_STATE)
    with app.app_context():
        play = plays.play_of(table_of(app, code))
        assert (play.game_key, play.code, play.points) == ("tzolkin", code, True)
        assert plays.finished_date(play) == datetime(2026, 11, 20, 20, 0, tzinfo=timezone.utc)
        assert [(s.name, s.points, s.rank, s.winner) for s in play.scores] == [
            ("Ana", Fraction(119, 2), 1, True), ("Ben", Fraction(41), 2, False),
            ("Cai", Fraction(41), 3, False)]


def test_undo_after_the_end_takes_the_play_back_and_ending_again_counts_once(app, client):
    """End, undo, end again: one play.  Its scores follow the last end state entered: Cai at
    60 VP instead of 40 has 60 + 4 corn / 4 = 61 and beats Ana's 59.5."""
    code = new_table(client, TZ_PLAYERS)
    finish_tzolkin(app, code, END_STATE)
    assert count(app, Play) == 1 and count(app, PlayScore) == 3
    undo(app, code)                                   # the end state is taken back
    assert count(app, Play) == 0 and count(app, PlayScore) == 0
    end_again(app, code, END_STATE)
    assert count(app, Play) == 1 and count(app, PlayScore) == 3
    with pytest.raises(tables.Refused):               # the game is over: no second end
        end_again(app, code, END_STATE)
    assert count(app, Play) == 1
    with app.app_context():                           # the same end stored twice: one play
        table = table_of(app, code)
        state = tables.replay(table).state
        with transactions.write_transaction():
            plays.after_change(table, tables.get_game("tzolkin"), state, state)
        assert len(plays.plays_for(_device(client))) == 1
    undo(app, code)
    changed = json.loads(json.dumps(END_STATE))
    changed["players"][2]["vp"] = 60
    end_again(app, code, changed)
    assert count(app, Play) == 1 and count(app, PlayScore) == 3
    with app.app_context():
        play = plays.play_of(table_of(app, code))
        assert [(s.name, s.points, s.rank, s.winner) for s in play.scores] == [
            ("Ana", Fraction(119, 2), 2, False), ("Ben", Fraction(41), 3, False),
            ("Cai", Fraction(61), 1, True)]
        assert [p["winner"] for p in play.document["players"]] == [False, False, True]
    undo(app, code)
    undo(app, code)                                   # and a wealth choice: still none
    assert count(app, Play) == 0


def _device(client) -> str:
    """What is stored for a test client's device (the SHA-256 of its device key)."""
    import hashlib

    from companion.web.device import COOKIE

    return hashlib.sha256(client.get_cookie(COOKIE).value.encode()).hexdigest()


def test_the_history_is_the_devices_that_held_the_table(app, client):
    code = new_table(client, TZ_PLAYERS)
    phone = join_seat(app, code, 1)
    finish_tzolkin(app, code, END_STATE)
    stranger = app.test_client()
    for device in (client, phone):
        html = device.get("/history").get_data(as_text=True)
        assert 'id="no-plays"' not in html and "Ana" in html and "59.5 points" in html
        assert f"/t/{code}/score" in html and f"/t/{code}/results.json" in html
    html = stranger.get("/history").get_data(as_text=True)
    assert 'id="no-plays"' in html and "Ana" not in html
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(PlayHolder)) == 2


# --- statistics -------------------------------------------------------------------------------

def test_statistics_per_game_and_per_player_from_three_finished_tables(app, client, monkeypatch):
    """Worked by hand from ``three_plays``:

    Tzolk'in, 2 plays, last played 2026-11-27:
      Ana: 2 plays, 1 win, average (59.5 + 30) / 2 = 44.75, best 59.5, last 2026-11-27
      Ben: 2 plays, 1 win, average (41 + 45) / 2 = 43, best 45, last 2026-11-27
      Cai: 1 play, 0 wins, average 41, best 41, last 2026-11-20
    Ohio Bob, 1 play, last 2026-11-29: Ana 1 play, 0 wins, no score.
    Every game: Ana 3 plays, 1 win, last 2026-11-29; Ben 2, 1, 2026-11-27; Cai 1, 0, 2026-11-20.
    """
    three_plays(app, client, monkeypatch)
    with app.app_context():
        stats = plays.statistics(plays.plays_for(_device(client)))
    day = lambda d: datetime(2026, 11, d, 20, 0, tzinfo=timezone.utc)  # noqa: E731
    assert [(g.game_key, g.plays, g.last, g.points) for g in stats.games] == [
        ("tzolkin", 2, day(27), True), ("ohio_bob", 1, day(29), False)]
    tz = stats.games[0].players
    assert [(p.name, p.plays, p.wins, p.average, p.best, p.last) for p in tz] == [
        ("Ana", 2, 1, Fraction(179, 4), Fraction(119, 2), day(27)),
        ("Ben", 2, 1, Fraction(43), Fraction(45), day(27)),
        ("Cai", 1, 0, Fraction(41), Fraction(41), day(20))]
    ob = stats.games[1].players
    assert [(p.name, p.plays, p.wins, p.average, p.best) for p in ob] == [
        ("Ana", 1, 0, None, None)]
    assert [(p.name, p.plays, p.wins, p.last) for p in stats.players] == [
        ("Ana", 3, 1, day(29)), ("Ben", 2, 1, day(27)), ("Cai", 1, 0, day(20))]

    html = client.get("/history/stats").get_data(as_text=True)
    rows = [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", r)).strip()
            for r in re.findall(r"<tr>(.*?)</tr>", html, re.S)]
    assert "Ana 3 1 Nov 29, 2026" in rows
    assert "Ana 2 1 44.75 59.5 Nov 27, 2026" in rows
    assert "Ben 2 1 43 45 Nov 27, 2026" in rows
    assert "Cai 1 0 41 41 Nov 20, 2026" in rows
    assert "Ana 1 0 Nov 29, 2026" in rows            # Ohio Bob: no score columns
    assert "2 plays" in html and "1 play " in html
    client.set_cookie("lang", "ja")
    html = client.get("/history/stats").get_data(as_text=True)
    assert "2026/11/27" in html and "平均得点" in html


def test_the_history_lists_the_latest_first_and_filters_by_game(app, client, monkeypatch):
    first, second, third = three_plays(app, client, monkeypatch)
    html = client.get("/history").get_data(as_text=True)
    assert html.index(f"/t/{third}/score") < html.index(f"/t/{second}/score") \
        < html.index(f"/t/{first}/score")
    assert "No winner" in html                        # the lost temple
    only = client.get("/history?game=tzolkin").get_data(as_text=True)
    assert f"/t/{third}/score" not in only and f"/t/{first}/score" in only
    response = client.get("/history?game=chess")
    assert response.status_code == 404 and "This server has no such game." in \
        response.get_data(as_text=True)


# --- BG Stats ---------------------------------------------------------------------------------

def test_the_bgstats_link_is_its_documented_create_play_link(app, client, monkeypatch):
    """BG Stats' "push plays from other apps": bgstats://app.bgstatsapp.com/createPlay.html
    with ``data`` = the URL-encoded JSON play (sourceName, sourcePlayId, playDate, durationMin,
    board, game {name, bggId, highestWins, noPoints, sourceGameId}, players {name, score,
    winner, rank, startPlayer, role, sourcePlayerId})."""
    monkeypatch.setattr(plays, "utcnow", at(20))
    code = new_table(client, TZ_PLAYERS)
    finish_tzolkin(app, code, END_STATE)
    html = client.get(f"/t/{code}").get_data(as_text=True)
    link = re.search(r'<a href="([^"]+)" id="bgstats-link">Send to BG Stats</a>', html).group(1)
    assert f'/t/{code}/results.json' in html          # beside the file
    parts = urlsplit(link.replace("&amp;", "&"))
    assert (parts.scheme, parts.netloc, parts.path) == ("bgstats", "app.bgstatsapp.com",
                                                        "/createPlay.html")
    query = parse_qs(parts.query)
    assert list(query) == ["data"]
    play = json.loads(query["data"][0])
    assert json.loads(unquote(parts.query[len("data="):])) == play
    with app.app_context():
        created = table_of(app, code).created_at.replace(tzinfo=None)
    assert play["sourceName"] == "Table Companion" and play["sourcePlayId"] == code
    assert play["playDate"] == created.strftime("%Y-%m-%d %H:%M:%S")
    assert play["board"] == "" and isinstance(play["durationMin"], int)
    assert play["game"] == {"name": "Tzolk'in: The Mayan Calendar", "bggId": 126163,
                            "highestWins": True, "noPoints": False, "sourceGameId": "tzolkin"}
    assert [(p["name"], p["score"], p["winner"], p["rank"], p["role"], p["sourcePlayerId"])
            for p in play["players"]] == [
        ("Ana", 59.5, True, 1, "", f"{code}-0"), ("Ben", 41, False, 2, "", f"{code}-1"),
        ("Cai", 41, False, 3, "", f"{code}-2")]
    assert [p["startPlayer"] for p in play["players"]].count(True) == 1
    # the same link on the score sheet and in the history
    assert link in client.get(f"/t/{code}/score").get_data(as_text=True)
    assert link in client.get("/history").get_data(as_text=True)


def test_no_bgstats_link_before_the_end(app, client):
    code = new_table(client, TZ_PLAYERS)
    assert "bgstats://" not in client.get(f"/t/{code}").get_data(as_text=True)


# --- regular players --------------------------------------------------------------------------

def add(client, name, csrf=True):
    html = client.get("/players").get_data(as_text=True)
    data = {"name": name}
    if csrf:
        data["csrf_token"] = csrf_of(html)
    return client.post("/players", data=data)


def test_regular_players_are_added_once_and_ticked_on_the_new_table_form(app, client):
    assert 'id="no-regulars"' in client.get("/players").get_data(as_text=True)
    for name in ("Ana", "Ben", "さくら"):
        assert add(client, name).status_code == 302
    html = client.get("/players").get_data(as_text=True)
    assert [n for n in re.findall(r"<li><strong>([^<]+)</strong>", html)] == ["Ana", "Ben",
                                                                              "さくら"]
    form = client.get("/new/tzolkin").get_data(as_text=True)
    assert re.findall(r'<input type="checkbox" value="([^"]+)" data-regular>', form) == [
        "Ana", "Ben", "さくら"]
    # another device has none of them
    other = app.test_client()
    assert "data-regular" not in other.get("/new/tzolkin").get_data(as_text=True)
    assert 'id="no-regulars"' in other.get("/players").get_data(as_text=True)


@pytest.mark.parametrize("name, message", [
    ("", "Type the player's name."),
    ("   ", "Type the player's name."),
    ("x" * 41, "The name can be at most 40 characters."),
    ("A\u200bna", "Names cannot contain invisible or control characters."),
    ("ａｎａ", "ａｎａ is already one of the regular players."),
])
def test_a_bad_regular_player_is_refused_with_a_message(app, client, name, message):
    assert add(client, "Ana").status_code == 302
    response = add(client, name)
    assert response.status_code == 400
    assert message in unescape(response.get_data(as_text=True))
    assert count(app, RegularPlayer) == 1


def test_regular_players_without_the_form_key_or_of_another_device_are_refused(app, client):
    assert add(client, "Ana", csrf=False).status_code == 400
    assert add(client, "Ana").status_code == 302
    with app.app_context():
        regular = db.session.scalar(select(RegularPlayer))
    other = app.test_client()
    token = csrf_of(other.get("/players").get_data(as_text=True))
    for target in (str(regular.id), "99999999999999999999", "x"):
        response = other.post(f"/players/{target}/remove", data={"csrf_token": token})
        assert response.status_code == 404
        assert "This device has no such regular player." in response.get_data(as_text=True)
    assert client.post(f"/players/{regular.id}/remove", data={}).status_code == 400
    assert count(app, RegularPlayer) == 1
    token = csrf_of(client.get("/players").get_data(as_text=True))
    assert client.post(f"/players/{regular.id}/remove",
                       data={"csrf_token": token}).status_code == 302
    assert count(app, RegularPlayer) == 0


def test_a_device_keeps_at_most_thirty_regular_players(app, client):
    for i in range(plays.MAX_REGULARS):
        assert add(client, f"P{i}").status_code == 302
    response = add(client, "One more")
    assert response.status_code == 400
    assert "at most 30 regular players" in response.get_data(as_text=True)


def test_the_home_page_links_to_the_history(client):
    html = client.get("/").get_data(as_text=True)
    for url in ('href="/history"', 'href="/history/stats"', 'href="/players"'):
        assert url in html


def test_a_bravest_play_says_its_score_in_its_seeds_word(app):
    """Trial 3: the play history said every game's score in 「点」, but Bravest's seed 004
    counts 「ポイント」 (「最大のポイント」), as its own pages do.  Each game keeps its seed's
    word: a Bravest play reads 「12ポイント」, a Tzolk'in play 「59.5点」 (the platform's)."""
    from fractions import Fraction

    from companion.i18n import use_language
    from companion.web.helpers import game_points, points

    with app.test_request_context(), use_language("ja"):
        assert game_points("bravest", 12) == "12ポイント"
        assert game_points("tzolkin", Fraction(119, 2)) == ""
        assert app.jinja_env.from_string(
            '{{ game_points(k, p) or _("%(points)s points", points=p|points) }}').render(
            k="tzolkin", p=Fraction(119, 2)) == "59.5点"
    with app.test_request_context(), use_language("en"):
        assert game_points("bravest", 1) == "1 point"
        assert points(Fraction(119, 2)) == "59.5"
