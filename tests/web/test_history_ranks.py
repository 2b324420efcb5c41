"""The play history lists a finished play's players by their places, the winner first, as the
score sheet ranks them (companion/web/history.py ``by_rank``; a table trial found them in seat
order with no places).

Hand-worked (seed 003 「得点計算」: the most points wins; a tie goes to the tie-break, and
with nothing else to tell them apart the place is shared): Ana 45, Ben 45, Cai 50, nothing else
counts: Cai 1st, Ana and Ben share 2nd (seat order within the place); Cai wins."""
from __future__ import annotations

import re

from tests.driver import new_table
from tests.web.test_history import finish_tzolkin

DOCUMENT = {"players": [{"name": "Ana", "vp": 45}, {"name": "Ben", "vp": 45},
                        {"name": "Cai", "vp": 50}], "skulls_on_chichen_itza": 0}


def _players(html: str) -> list[str]:
    block = re.search(r'<ul class="play-players">(.*?)</ul>', html, re.S).group(1)
    return [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", li)).strip()
            for li in re.findall(r"<li[^>]*>(.*?)</li>", block, re.S)]


def test_the_history_lists_the_players_by_place_the_winner_first(app, client):
    code = new_table(client, ("Ana", "Ben", "Cai"))
    finish_tzolkin(app, code, DOCUMENT)
    html = client.get("/history").get_data(as_text=True)
    assert _players(html) == ["#1 Cai 50 points winner", "#2 (shared) Ana 45 points",
                              "#2 (shared) Ben 45 points"]
    client.set_cookie("lang", "ja")
    html = client.get("/history").get_data(as_text=True)
    rows = _players(html)
    assert [r.split(" ")[0] for r in rows] == ["1位", "2位", "2位"]
    assert rows[0].startswith("1位 Cai") and "（同順位） Ana" in rows[1] and "Ben" in rows[2]
