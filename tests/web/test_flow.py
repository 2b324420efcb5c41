"""The whole Tzolk'in table through the web app: create, join, choose wealth, end state, score."""
from __future__ import annotations

import re

from tests.driver import csrf_of, join_seat, new_table

TILE_RE = re.compile(r'value="(w\d\d)"')


def dealt_tiles(html: str) -> list[str]:
    return TILE_RE.findall(html)


def choose(client, code: str, html: str, seen: int, seat: int | None = None, tiles=None):
    tiles = tiles or dealt_tiles(html)[:2]
    data = {"choose_wealth-csrf_token": csrf_of(html), "choose_wealth-seen": str(seen),
            "choose_wealth-tiles": tiles}
    if seat is not None:
        data["seat"] = str(seat)
    return client.post(f"/t/{code}/move/choose_wealth", data=data)


def end_state_data(html: str, seen: int, players: list[dict], skulls_on_ci: int = 0) -> dict:
    data = {"end_state-csrf_token": csrf_of(html), "end_state-seen": str(seen),
            "end_state-skulls_on_chichen_itza": str(skulls_on_ci),
            "end_state-confirm_over": "y"}  # the game on the table is over (issue 13)
    for i, p in enumerate(players):
        prefix = f"end_state-players-{i}-"
        base = {"vp": 0, "corn": 0, "wood": 0, "stone": 0, "gold": 0, "skulls": 0,
                "chaac": 1, "quetzalcoatl": 1, "kukulcan": 1, "agriculture": 0, "resources": 0,
                "architecture": 0, "theology": 0, "brown": 0, "green": 0, "blue": 0, "farm": 0,
                "harvest_corn": 0, "harvest_wood": 0, "workers": 3, "workers_on_gears": 0}
        base.update(p)
        for key, value in base.items():
            if key == "monuments":
                data[prefix + key] = value
            else:
                data[prefix + key] = str(value)
    return data


def test_a_table_from_setup_to_score_sheet(app, client):
    """Two phones and the host screen (acting for the third seat) play a table through."""
    code = new_table(client, players=("Ana", "Ben", "Cai"))
    ana = join_seat(app, code, 0)
    ben = join_seat(app, code, 1)

    page = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert len(dealt_tiles(page)) == 4
    assert choose(ana, code, page, seen=0).status_code == 302
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert choose(ben, code, page, seen=1).status_code == 302
    # the host acts for Cai, who has no phone
    page = client.get(f"/t/{code}/seat/2").get_data(as_text=True)
    assert choose(client, code, page, seen=2, seat=2).status_code == 302

    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert "End of the game" in host and "end_state-players-0-vp" not in host  # drawn folded
    host = client.get(f"/t/{code}?open=end_state").get_data(as_text=True)
    monuments = re.findall(r'name="end_state-players-0-monuments"[^>]*value="(m\d\d)"', host)
    assert len(monuments) == 5  # 3 players: 5 monuments on offer
    # The seed's worked example for Ana: 50 VP, 5 corn + 1 wood + 1 stone + 1 gold, 2 skulls.
    players = [
        {"vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1, "skulls": 2,
         "workers_on_gears": 1},
        {"vp": 40, "corn": 4, "workers_on_gears": 2},
        {"vp": 40, "corn": 4, "workers_on_gears": 1},
    ]
    response = client.post(f"/t/{code}/move/end_state", data=end_state_data(host, 3, players))
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    sheet = client.get(f"/t/{code}/score").get_data(as_text=True)
    # 50 + 14 corn / 4 = 3.5 + 2 skulls x 3 = 6  -> 59.5
    assert 'data-seat="0">59.5<' in sheet
    assert 'data-seat="1">41<' in sheet and 'data-seat="2">41<' in sheet
    assert "Winner" in sheet and "Ana" in sheet
    # Ben and Cai tie on 41: Ben has more workers on the gears
    assert re.search(r"<li>\s*Ben:.*?41 points.*?</li>\s*<li>\s*Cai", sheet, re.S)
