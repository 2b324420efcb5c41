"""Ohio Bob, two players: the host screen draws the map north up (seat 0's side), and the second
player reads their cards' arrows from across the table (docs/rulings/ohio_bob.md 30: seat 1's ↑
is the table's south, 「↑ 南」 on its south-up phone).  The move log names seat 1's arrows as
printed AND where they go (「移動 ↑（南）」): the player finds the arrow of the card in their hand
(「A 移動 ↑、トーチ」) without translating back, and the host's north-up screen says where it
goes; seat 0's keep their printed arrows alone.
"""
from __future__ import annotations

import re

from tests.conftest import as_host
from tests.web.test_ohio_bob_seat_arrows_on_the_phone import across_the_table
from tests.web.test_ohio_bob_ways_and_map import text_of


def _host_table(app, client) -> str:
    """Ana (green floor: G01 the room, G02 to the hand) and Ben (blue floor: B02 the room, B01
    kept; B01 is 「赤の宝石のカード（A：スレッジハンマー、B：移動 ↑）」) across the table; Ben plays B01
    with B; ``client`` is the host screen.  Returns the table's code."""
    code, token = across_the_table(app, "B02")
    as_host(client, code, token)
    return code


def test_the_host_names_seat_1_s_arrows_as_printed_and_by_the_table_s_compass(app, client):
    """Ben's B01 prints 「移動 ↑」 (B) and sits across: his ↑ is the table's south, down on the
    host's north-up map.  The host's log says 「Ben：赤の宝石のカード（A：スレッジハンマー、B：移動 ↑
    （南））をオプションB（移動 ↑（南））でプレイ。」 (before: 「…B：移動 南）をオプションB（移動 南）で
    プレイ。」, the arrow Ben's card shows gone; before that 「移動 ↑」 alone, pointing up on the
    host's map); every arrow of Ben's lines has its compass word next to it; Ana's card keeps
    its printed ⇔ and ✥ (the same either way)."""
    code = _host_table(app, client)
    for lang, line in (("ja", "Ben：赤の宝石のカード（A：スレッジハンマー、B：移動 ↑（南））を"
                              "オプションB（移動 ↑（南））でプレイ。"),
                       ("en", "Ben: Plays the red-gem card (A: Sledgehammer and B: Move ↑ "
                              "(south)), option B: Move ↑ (south)")):
        client.set_cookie("lang", lang)
        text = text_of(client.get(f"/t/{code}").get_data(as_text=True))
        assert "上が北" in text or "north is up" in text.lower(), text[:600]
        assert line in text, text[-1500:]
        ben_lines = [m for m in re.findall(r"Ben[：:][^表]*", text)]
        assert ben_lines and all(re.search("[↑↓←→]", b) for b in ben_lines), ben_lines
        assert not any(re.search(r"[↑↓←→]+(?! ?[（(])", b) for b in ben_lines), ben_lines
        if lang == "ja":
            assert "紫の宝石のカード（A：移動 ✥、B：岩、移動 ⇔、移動 ⇔）" in text
