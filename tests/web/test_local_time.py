"""Dates a person reads, and the BG Stats play date, in the players' own time zone
(companion/web/local_time.py): the page's zone from the ``tz`` cookie that
static/js/time_zone.js sets, else the server's zone."""
from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from urllib.parse import parse_qs, urlsplit

import pytest

from companion import plays
from companion.extensions import db
from companion.web.local_time import known_zone, server_zone
from tests.driver import new_table
from tests.test_records import END_STATE
from tests.web.test_history import TZ_PLAYERS, finish_tzolkin, table_of

#: The table is set up on 2026-11-20 at 19:30 UTC and its play ends at 23:45 UTC: in Tokyo
#: (UTC+9) that is 2026-11-21, 04:30 and 08:45, another day than in UTC.
SET_UP = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc)
ENDED = datetime(2026, 11, 20, 23, 45, tzinfo=timezone.utc)


@pytest.fixture
def finished(app, client, monkeypatch):
    """A Tzolk'in table of this host set up at ``SET_UP`` and finished at ``ENDED``."""
    monkeypatch.setenv("TZ", "UTC")
    monkeypatch.setattr(plays, "utcnow", lambda: ENDED)
    code = new_table(client, TZ_PLAYERS)
    with app.app_context():
        table_of(app, code).created_at = SET_UP
        db.session.commit()
    finish_tzolkin(app, code, END_STATE)
    return code


def _play_date(client, code: str) -> str:
    html = client.get(f"/t/{code}").get_data(as_text=True)
    link = re.search(r'href="(bgstats://[^"]+)"', html).group(1).replace("&amp;", "&")
    return json.loads(parse_qs(urlsplit(link).query)["data"][0])["playDate"]


def test_a_tokyo_page_reads_the_tokyo_day_and_bg_stats_gets_tokyo_time(client, finished):
    client.set_cookie("tz", "Asia/Tokyo")
    client.set_cookie("lang", "ja")
    assert '<span class="play-date">2026/11/21</span>' in client.get("/history").get_data(
        as_text=True)
    assert "2026/11/21" in client.get("/history/stats").get_data(as_text=True)
    assert _play_date(client, finished) == "2026-11-21 04:30:00"
    download = json.loads(client.get(f"/t/{finished}/results.json").get_data(as_text=True))
    assert download["playDate"] == "2026-11-21 04:30:00"


def test_without_a_page_zone_the_server_zone_is_used(client, finished, monkeypatch):
    client.set_cookie("lang", "ja")
    assert '<span class="play-date">2026/11/20</span>' in client.get("/history").get_data(
        as_text=True)
    assert _play_date(client, finished) == "2026-11-20 19:30:00"
    monkeypatch.setenv("TZ", "Asia/Tokyo")  # a server in Japan
    assert '<span class="play-date">2026/11/21</span>' in client.get("/history").get_data(
        as_text=True)
    assert _play_date(client, finished) == "2026-11-21 04:30:00"


@pytest.mark.parametrize("cookie", ["Mars/Olympus", "../../etc/passwd", "x" * 200, "",
                                    "Asia/Tokyo\x00", "アジア/東京"])
def test_a_zone_cookie_the_server_does_not_know_is_ignored(client, finished, cookie):
    client.set_cookie("tz", cookie)
    client.set_cookie("lang", "ja")
    response = client.get("/history")
    assert response.status_code == 200
    assert '<span class="play-date">2026/11/20</span>' in response.get_data(as_text=True)


def test_zone_names():
    assert known_zone("Asia/Tokyo") == "Asia/Tokyo" and known_zone("UTC") == "UTC"
    assert known_zone("Nowhere/Town") is None and known_zone(None) is None
    assert known_zone("/etc/passwd") is None
    assert isinstance(server_zone(), str)
