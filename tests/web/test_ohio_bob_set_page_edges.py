"""Ohio Bob's tap editor, the set's page: each temple card's line counts its walls and locked
doors (a trial's card 9 had a wall saved as a locked door and the line said nothing of either,
so nobody noticed).  The set: tests/web/test_ohio_bob_editor.py ``entered_set`` (G01: one wall
at v3-1, no door), G02 given two walls and a locked door here."""
from __future__ import annotations

from tests.web.test_ohio_bob_editor import BASE, G01, G02, entered_set

G02_EDGES = {**G02, "e-h1-1": "wall", "e-h1-2": "wall", "e-v2-2": "door"}


def test_each_card_line_counts_its_walls_and_locked_doors(app, client):
    set_id = entered_set(client, cards=(G01, G02_EDGES))
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}").get_data(as_text=True)
    assert "黄の宝石 — A：移動 ⇕ · B：鍵、移動 ✥／部屋：罠、階段／壁1・ロックされたドア0" in html
    assert "部屋：罠、階段／壁1・ロックされたドア0" in html          # G01
    assert "部屋：ピット、階段／壁2・ロックされたドア1" in html      # G02
    client.set_cookie("lang", "en")
    html = client.get(f"{BASE}/{set_id}").get_data(as_text=True)
    assert "room: trap and stairs; walls 1, locked doors 0" in html
    assert "room: pit and stairs; walls 2, locked doors 1" in html
