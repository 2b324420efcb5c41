"""Ohio Bob editor: a stroke turns corners (static/js/ohio_bob_path.js).  A tester entering a
real-looking box drew 2-4 strokes a card for walls that bend around a space (an L, a U), as a
stroke kept only its first straight leg.  Now the finger is followed along the lines, leg after
leg: every edge it runs along becomes a wall, and no other (jitter around a corner, an overshoot
past it or a finger crossing a space adds none).

The card: a fresh set's first green card, rooms of 3 rows of 4 spaces (31 edges: hL-C the edge
above row L+1 of column C, L 0-3, C 1-4; vR-L the edge left of column L+1 in row R, R 1-3,
L 0-4).  A corner is named (row line, column line), both from 0: corner (2, 2) is where v2-2
ends below and h2-3 begins."""
from __future__ import annotations

import json

import pytest

from tests.browser.answers import answered
from tests.browser.taps import Taps
from tests.browser.test_ohio_bob_dense_box_taps import _centre, _edge, _finger, _first_card
from tests.browser.test_ohio_bob_whole_box_taps import (COLS, ROWS, _file_edge,
                                                          _new_set_on_a_phone, expect)

EDGES = ([f"h{line}-{c}" for line in range(ROWS + 1) for c in range(1, COLS + 1)]
         + [f"v{r}-{line}" for r in range(1, ROWS + 1) for line in range(COLS + 1)])


def _corner(page, row_line: int, col_line: int):
    """The corner of the drawing where row line ``row_line`` meets column line ``col_line``
    (the corners come row by row in the page, COLS + 1 a row)."""
    return page.locator(".obe-grid .obe-corner").nth(row_line * (COLS + 1) + col_line)


def _key(edge: dict) -> tuple:
    """A wall of the set's file in an order to compare lists of them by."""
    return edge["row"], edge["col"], edge["side"]


def _walls_only(page, walls: set[str]) -> None:
    """Exactly ``walls`` are walls, in the form's fields and in the drawing; every other edge
    is open."""
    assert len(EDGES) == 31
    for name in EDGES:
        state = "wall" if name in walls else "open"
        expect(page.locator(f'input[name="e-{name}"]')).to_have_value(state)
        expect(_edge(page, name)).to_have_class(f"obe-edge obe-{name[0]} obe-{state}")


@pytest.mark.browser
def test_an_l_and_a_u_each_drawn_in_one_stroke_are_saved_as_drawn(chromium, live_server):
    """An L: down v1-2 and v2-2, round corner (2, 2), along h2-3 and h2-4 — one mouse stroke
    through those edges' centres and the corner.  A U around space 2-1 (open below): up v2-0,
    round corner (1, 0), along h1-1, round corner (1, 1), down v2-1 — one stroke.  2 taps
    (counted with Taps: a stroke is 1), and exactly these 7 edges are walls, in the fields and
    the drawing (the first edge of each stroke a wall: its click was not a tap as well).  Saved
    (stairs in column 1, yellow, A ⇔, B a key), the set's file holds these 7 walls and no
    locked door, and the set's page draws them on the card's small room."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        taps = Taps()
        taps.stroke(page, [_edge(page, "v1-2"), _edge(page, "v2-2"), _corner(page, 2, 2),
                           _edge(page, "h2-3"), _edge(page, "h2-4")], "L")
        taps.stroke(page, [_edge(page, "v2-0"), _corner(page, 1, 0), _edge(page, "h1-1"),
                           _corner(page, 1, 1), _edge(page, "v2-1")], "U")
        assert taps.total == 2, taps.report()
        walls = {"v1-2", "v2-2", "h2-3", "h2-4", "v2-0", "h1-1", "v2-1"}
        _walls_only(page, walls)
        page.locator('.obe-stairs-at[value="s1"]').click()
        page.locator('.obe-gem-choice:has(input[value="yellow"])').click()
        page.locator('.obe-add[data-token="move:EW"]').click()
        page.locator('.obe-add[data-token="key"]').click()
        expect(page.locator('input[name="opt-B"]')).to_have_value("key")
        with answered(page):
            page.locator(".editor-buttons button:not([name])").click()
        set_id = page.url.rstrip("/").split("/")[-1]
        doc = json.loads(page.request.get(
            f"{live_server.url}/components/ohio_bob/{set_id}.json").text())
        room = doc["sets"]["green"][0]["room"]
        assert sorted(room["walls"], key=_key) == sorted(
            [{"row": 0, "col": 2, "side": "W"}, {"row": 1, "col": 2, "side": "W"},   # v1-2 v2-2
             {"row": 2, "col": 2, "side": "N"}, {"row": 2, "col": 3, "side": "N"},   # h2-3 h2-4
             {"row": 1, "col": 0, "side": "W"}, {"row": 1, "col": 0, "side": "N"},   # v2-0 h1-1
             {"row": 1, "col": 1, "side": "W"}], key=_key)                            # v2-1
        assert sorted(room["walls"], key=_key) == sorted(map(_file_edge, walls), key=_key)
        assert room["doors"] == []
        # the set's page (where the save led) draws the card's room with these 7 walls
        drawing = page.locator("#kind-green li").first.locator("svg.ob-mini")
        assert sorted(drawing.locator(".ob-mini-walls line").evaluate_all(
            "lines => lines.map(l => l.dataset.edge)")) == sorted(walls)
        expect(drawing.locator(".ob-mini-doors line")).to_have_count(0)


@pytest.mark.browser
def test_a_finger_turns_corners_and_jitter_at_a_corner_adds_no_edge(chromium, live_server):
    """With a finger (touch events): along h1-1, then at corner (1, 1) jittering 5-8 px every
    way and overshooting 15 px along h1-2 (a spacing here is about 79 px), then down v2-1: h1-1
    and v2-1 are walls, and h1-2 and v1-1, the other two edges at that corner, stay open.  A
    stroke pressed on corner (3, 4) (the room's bottom right) and drawn up v3-4 and v2-4, round
    corner (1, 4), along h1-4: those three are walls.  A stroke from v1-3 straight across space
    1-3 (along no line) to v1-2 makes v1-3 alone a wall.  A tap on a wall still cycles (v2-1: a
    locked door), and a stroke drawn again over an L that starts on a wall takes it away (h1-1
    round corner (1, 1) onto v2-1: the first was a wall, so both are open).  The drawing
    follows a stroke as it is drawn (h2-1 round corner (2, 1) into v3-1: both walls before the
    mouse is let go)."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        cx, cy = _centre(_corner(page, 1, 1))
        jitter = [(cx + 6, cy - 5), (cx - 5, cy + 6), (cx + 7, cy + 4), (cx - 6, cy - 7),
                  (cx + 15, cy + 1), (cx + 3, cy + 3), (cx - 2, cy + 8), (cx + 5, cy - 2)]
        _finger(page, [_centre(_edge(page, "h1-1")), (cx - 20, cy), *jitter,
                       _centre(_edge(page, "v2-1"))])
        _walls_only(page, {"h1-1", "v2-1"})
        _finger(page, [_centre(_corner(page, 3, 4)), _centre(_edge(page, "v3-4")),
                       _centre(_edge(page, "v2-4")), _centre(_corner(page, 1, 4)),
                       _centre(_edge(page, "h1-4"))])
        _walls_only(page, {"h1-1", "v2-1", "v3-4", "v2-4", "h1-4"})
        _finger(page, [_centre(_edge(page, "v1-3")), _centre(_edge(page, "v1-2"))])
        _walls_only(page, {"h1-1", "v2-1", "v3-4", "v2-4", "h1-4", "v1-3"})
        _finger(page, [_centre(_edge(page, "v2-1"))])                 # a tap: a locked door
        expect(page.locator('input[name="e-v2-1"]')).to_have_value("door")
        _finger(page, [_centre(_edge(page, "h1-1")), _centre(_corner(page, 1, 1)),
                       _centre(_edge(page, "v2-1"))])
        _walls_only(page, {"v3-4", "v2-4", "h1-4", "v1-3"})
        # the drawing follows the stroke: round corner (2, 1) from h2-1 into v3-1, both drawn
        # as walls before the mouse is let go
        page.mouse.move(*_centre(_edge(page, "h2-1")))
        page.mouse.down()
        for point in (_centre(_corner(page, 2, 1)), _centre(_edge(page, "v3-1"))):
            page.mouse.move(*point, steps=4)
        for name in ("h2-1", "v3-1"):
            expect(_edge(page, name)).to_have_class(f"obe-edge obe-{name[0]} obe-wall")
        page.mouse.up()
        _walls_only(page, {"v3-4", "v2-4", "h1-4", "v1-3", "h2-1", "v3-1"})
