"""Ohio Bob's tap editor, the set's page: each temple card entered shows a small drawing of its
room (an inline SVG: companion/games/ohio_bob/web/pictures.py mini_room), so a person checks the
box at a glance without opening each card; a card not entered yet shows none.  The set:
tests/web/test_ohio_bob_editor.py ``entered_set``, rooms of 3 × 3 spaces: G01 (a trap at 1-1,
the stairs at 3-1, one wall at v3-1, east of the stairs), G02 (a pit at 2-2, the stairs at
3-3) given walls at h1-1 and h1-2 and a locked door at v2-2 (tests/web/
test_ohio_bob_set_page_edges.py); green cards 3-17 and the blue set not entered."""
from __future__ import annotations

import re

from tests.web.test_ohio_bob_editor import BASE, G01, entered_set
from tests.web.test_ohio_bob_set_page_edges import G02_EDGES


def _entries(html: str, kind: str) -> list[str]:
    """The lines (<li>) of the entries of ``kind`` on the set's page, in order."""
    section = re.search(rf'<section class="editor-kind" id="kind-{kind}">(.*?)</section>',
                        html, re.S).group(1)
    return re.findall(r"<li>(.*?)</li>", section, re.S)


def _drawn(line: str) -> dict[str, object]:
    """What a line's drawing draws, as its markup names it: the walls and the locked doors (the
    edges by the entry form's names), the spaces ("row-col": symbol)."""
    svg = re.search(r'<span class="entry-picture"><svg class="ob-mini"(.*?)</svg></span>',
                    line, re.S).group(1)
    group = {g: re.search(rf'<g class="ob-mini-{g}"[^>]*>(.*?)</g>', svg, re.S)
             for g in ("walls", "doors")}
    return {g: sorted(re.findall(r'<line data-edge="([^"]+)"', m.group(1))) if m else []
            for g, m in group.items()} | {
        "spaces": dict((at, kind) for kind, at in
                       re.findall(r'<use href="#ob-mini-(\w+)" data-space="([^"]+)"', svg))}


def test_each_card_entered_shows_its_room_drawn_and_a_card_not_entered_none(app, client):
    set_id = entered_set(client, cards=(G01, G02_EDGES))
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}").get_data(as_text=True)
    green = _entries(html, "green")
    assert len(green) == 17
    assert _drawn(green[0]) == {"walls": ["v3-1"], "doors": [],
                                "spaces": {"1-1": "trap", "3-1": "stairs"}}
    assert _drawn(green[1]) == {"walls": ["h1-1", "h1-2"], "doors": ["v2-2"],
                                "spaces": {"2-2": "pit", "3-3": "stairs"}}
    # where they are drawn (a space 10 units): v3-1 the line x = 10 from y = 20 to 30; the
    # locked door v2-2 x = 20 from y = 10 to 20; a 3 × 3 room 41 px square
    assert '<line data-edge="v3-1" x1="10" y1="20" x2="10" y2="30"/>' in green[0]
    assert '<line data-edge="v2-2" x1="20" y1="10" x2="20" y2="20"/>' in green[1]
    assert 'width="41" height="41" viewBox="-1 -1 32 32"' in green[0]
    for line in green[2:] + _entries(html, "blue") + _entries(html, "basics") \
            + _entries(html, "start"):
        assert "<svg" not in line and "entry-picture" not in line
    assert "まだ入力していません" in green[2]
    # the spaces' symbols are drawn, never text of the page (the card's line says the room in
    # words); the symbols are defined once for every drawing
    assert html.count('<symbol id="ob-mini-trap"') == 1
    assert not re.search(r"<svg[^>]*>[^<]*[▤♥▣●✕◎]", html)
    assert html.count('<svg class="ob-mini"') == 2


def test_a_set_with_no_card_entered_draws_nothing(app, client):
    set_id = entered_set(client, cards=())
    html = client.get(f"{BASE}/{set_id}").get_data(as_text=True)
    assert "<svg" not in html and "entry-picture" not in html
