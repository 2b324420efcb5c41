"""Ohio Bob: a DENSE box entered on a phone (375 × 812, Japanese), counted with
tests/browser/taps.py (a stroke, a press held still, is one tap) against at most 279 taps (issue
38 item 2 asks 300, 10 minutes at 2 s a tap; a tester's own dense box took 397): 273 with
strokes that turn corners, held presses, kinds dragged onto their first space and each card
saved with the next card's gem colour and stairs column tapped in one (one tap is the level
card's second save, asked once about values copied down; 269 while every option pair seen
was a chip: the pair chips are now the pairs entered twice or more and the two entered once
last, a design's second card taking its A and B by their option chips, 2 taps (+6), and the
room size two dropdowns, now two chips (−2); 270 while a stroke kept only its
first straight leg: green card 16's L, v2-1 round the corner into h1-2 h1-3, took a tap and a
stroke, now one stroke; 260 while the second set's amulet card opened as a copy
of the first set's: it opens empty now, the card that differs between the sets, 15 taps instead
of 5; 300 before the next card's gem and stairs went with the save: the 33 stairs taps of the
cards after the first and 8 gem taps; 281 without the held presses, 333 tapping each
edge and space as well; 307 before A's further effects were dragged onto option
A, the blue set's first card took the gem of the green set's first and the second set's level
card, energy card and Super Gear were taken from the first set's in one tap).  The test holds
that figure (it fails above 279; 280 while it was 270).

The box of tests/browser/test_ohio_bob_whole_box_taps.py has about one wall or door a card; a
tester's box had more (cards with 1-4 walls, often in runs along a line, a locked door on 30 %
of the cards, 1-3 special spaces).  This one (TEST DATA, from the rules' vocabulary, not the real
game's cards) keeps that test's gems, option designs, stairs and starting cards (imported) and
gives each temple card 2-4 walls, mostly runs of 2 or 3 edges along a line, some single, one
bent (an L: green card 16); a locked door on 12 of the 34 cards; 1-3 special spaces, some of the
same kind side by side.

How a room is entered here (the cheapest way the page offers): the stairs with the save of the
card before (the first card's by their column button); the special spaces kind by kind (the
kind the brush holds first), a run of the same kind side by side in one stroke over them,
others a tap each; a run of walls along a line in one stroke over its edges, runs that meet at
a corner (an L, a U) in one stroke round it (``_wall_strokes``), a single wall a tap; a locked
door a press held on its edge.  Strokes are drawn with the mouse through the edges' and spaces'
centres (and the corner where a stroke turns); one test draws with a finger (touch events
through the DevTools protocol).
"""
from __future__ import annotations

import pytest

from tests.browser.taps import Taps
from tests.browser.test_ohio_bob_whole_box_taps import (BLUE, COLS, GREEN, _new_set_on_a_phone,
                                                          _spaces, check_export,
                                                          enter_box, enter_stairs, expect, phone,
                                                          spaces_by_kind)
from tests.browser.answers import answered

#: (special spaces "row-col=kind", walls as runs along a line split by ",", locked doors) by
#: card, the edges named as in GREEN: hL-C the edge above row L+1 of column C, vR-L the edge
#: left of column L+1 in row R (the stairs, in row 3, come from GREEN and BLUE).
DENSE_GREEN = [
    ("1-1=trap 1-2=trap", "h1-1 h1-2 h1-3", ""),
    ("1-3=chest 2-1=trap", "v1-2 v2-2, h2-4", "v1-3"),
    ("2-3=pit", "h2-2 h2-3", ""),
    ("1-4=ration 2-2=trap 2-3=trap", "v1-1 v2-1 v3-1", ""),
    ("2-2=trap 1-4=trap", "h1-3 h1-4, v3-3", "h2-1"),
    ("1-2=teleporter 2-4=trap", "v2-2 v3-2", ""),
    ("2-1=chest:yellow", "h1-2 h1-3 h1-4", "v3-3"),
    ("1-1=pit 2-4=ration 1-3=trap", "v1-3, h2-1 h2-2", ""),
    ("2-3=trap", "h1-1 h1-2, h2-3 h2-4", ""),
    ("1-4=chest 2-1=pit", "v1-1 v2-1", "h2-3"),
    ("2-2=pit 2-3=pit", "v2-3 v3-3, h1-1", ""),
    ("1-3=teleporter 2-1=trap", "h2-2 h2-3 h2-4, v1-1", ""),
    ("1-2=chest:red 1-1=trap", "h1-2, v3-1", "v2-3"),
    ("2-4=trap", "v1-2 v2-2 v3-2", ""),
    ("1-1=ration 2-2=pit 1-4=trap", "h2-1 h2-2", ""),
    ("1-4=trap 2-4=trap", "v2-1, h1-2 h1-3", ""),
    ("2-1=chest", "h1-3 h1-4, v2-1", "h2-2"),
]
DENSE_BLUE = [
    ("1-3=trap 1-4=trap", "v2-1 v3-1", ""),
    ("2-4=pit 1-1=chest", "h1-2 h1-3 h1-4", "v2-2"),
    ("1-2=trap", "h2-3 h2-4, v1-1", ""),
    ("2-2=ration 1-3=trap", "v1-3 v2-3", ""),
    ("1-4=teleporter 2-1=trap 2-2=trap", "h1-1 h1-2, v3-2", ""),
    ("2-1=trap 1-3=trap", "v1-2 v2-2 v3-2", "h1-4"),
    ("1-1=pit", "h2-1 h2-2, h1-3 h1-4", ""),
    ("2-3=chest:blue 1-2=trap", "v2-1, v1-3", ""),
    ("1-2=trap 1-3=trap 2-4=ration", "h2-1 h2-2 h2-3", ""),
    ("2-4=ration", "h1-2 h1-3", "v1-1"),
    ("1-3=pit 2-1=trap", "v2-3 v3-3, h1-1", ""),
    ("1-1=chest 2-3=trap", "h2-2 h2-3 h2-4, v1-2", "v3-1"),
    ("2-2=trap 2-3=trap", "v1-1 v2-1", ""),
    ("1-4=teleporter", "h1-1 h1-2, v3-2", "h2-4"),
    ("2-3=pit 1-1=trap", "v1-3 v2-3 v3-3", ""),
    ("1-2=ration 2-4=trap", "h2-1, v1-2", ""),
    ("1-3=chest:purple 2-1=trap", "h1-3 h1-4", "v2-2"),
]


def _dense(cards: list, rooms: list) -> list:
    """Specs as GREEN (gem, design, stairs, spaces, walls, doors) with the dense rooms."""
    return [(gem, design, stairs, spaces, walls, doors)
            for (gem, design, stairs, *_), (spaces, walls, doors) in zip(cards, rooms)]


#: The dense box as the whole-box test's specs; the walls keep their runs (split by ",").
GREEN_D, BLUE_D = _dense(GREEN, DENSE_GREEN), _dense(BLUE, DENSE_BLUE)


def _flat(cards: list) -> list:
    """Specs whose walls are one list of edges (for check_export)."""
    return [(*spec[:4], spec[4].replace(",", ""), spec[5]) for spec in cards]


def _runs(ats: list[str]) -> list[list[str]]:
    """Spaces "row-col" of one kind in runs side by side along a row or a column (each drawn as
    one stroke); the others one by one."""
    cells = sorted(tuple(int(x) for x in at.split("-")) for at in ats)
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    line = (len(rows) == 1 and max(c for _, c in cells) - min(c for _, c in cells) ==
            len(cells) - 1) or (len(cols) == 1 and max(r for r, _ in cells) -
                                min(r for r, _ in cells) == len(cells) - 1)
    if len(cells) > 1 and line:
        return [[f"{r}-{c}" for r, c in cells]]
    return [[f"{r}-{c}"] for r, c in cells]


def _ends(name: str) -> set[tuple[int, int]]:
    """The two corners (row line, column line, from 0) an edge runs between."""
    a, b = (int(x) for x in name[1:].split("-"))
    return {(a, b - 1), (a, b)} if name[0] == "h" else {(a - 1, b), (a, b)}


def _wall_strokes(walls: str) -> list[list[str]]:
    """The walls of a card ("runs along a line split by ','") as a player draws them: the runs
    that meet at a corner (an L, a U) joined into one stroke, its edges in the order drawn,
    "c2-1" the corner (row line 2, column line 1) between two legs; a single wall alone (a
    tap).  Runs whose joining would not be one line without lifting the finger (three at a
    corner) stay as they are."""
    runs = [run.split() for run in walls.split(",") if run.strip()]
    groups: list[list[str]] = []
    for run in runs:          # runs sharing a corner with a group join it (and join groups)
        touching = [g for g in groups if any(_ends(a) & _ends(b) for a in g for b in run)]
        merged = [e for g in touching for e in g] + run
        groups = [g for g in groups if g not in touching] + [merged]
    out = []
    for group in groups:
        degree: dict[tuple[int, int], int] = {}
        for name in group:
            for corner in _ends(name):
                degree[corner] = degree.get(corner, 0) + 1
        if max(degree.values()) > 2:
            out += [run for run in runs if run[0] in group]
            continue
        # from an end of the path (a corner only one of its edges reaches), edge after edge
        ends = [c for c, n in degree.items() if n == 1]
        at, left, path = (ends[0] if ends else next(iter(degree))), list(group), []
        while left:
            name = next(e for e in left if at in _ends(e))
            if path and path[-1][0] != name[0]:
                path.append("c%d-%d" % at)             # the corner where the stroke turns
            path.append(name)
            left.remove(name)
            at = next(iter(_ends(name) - {at}))
        out.append(path)
    return out


def _edge(page, name: str):
    return page.locator(f'button.obe-edge[value="{name}"]')


def _corner(page, name: str):
    """Corner "cL-C" of the drawing (row line L, column line C: COLS + 1 corners a row)."""
    line, col = (int(x) for x in name[1:].split("-"))
    return page.locator(".obe-grid .obe-corner").nth(line * (COLS + 1) + col)


def _cell(page, at: str):
    return page.locator(f'button.obe-cell[value="c{at}"]')


def _enter_room_by_strokes(page, taps: Taps, spec, label: str) -> None:
    """The room of ``spec``: stairs by their button, runs of spaces and of walls by strokes; a
    kind the brush does not hold dragged from its button onto its first space."""
    _gem, _design, stairs, specials, walls, doors = spec
    enter_stairs(page, taps, stairs, f"{label} stairs")
    for kind, ats in spaces_by_kind(page, specials):
        runs = _runs(ats)
        if page.locator('input[name="brush"]:checked').input_value() != kind:
            brush = page.locator(f'.obe-brush:has(input[value="{kind}"])')
            taps.stroke(page, [brush, _cell(page, runs[0][0])], f"{label} spaces")
            expect(page.locator('input[name="brush"]:checked')).to_have_value(kind)
            if len(runs[0]) == 1:
                runs = runs[1:]
        for run in runs:
            if len(run) == 1:
                taps.tap(_cell(page, run[0]), f"{label} spaces")
            else:
                taps.stroke(page, [_cell(page, at) for at in run], f"{label} spaces")
    for names in _wall_strokes(walls):
        if len(names) == 1:
            taps.tap(_edge(page, names[0]), f"{label} walls")
        else:
            taps.stroke(page, [_corner(page, n) if n[0] == "c" else _edge(page, n)
                               for n in names], f"{label} walls")
    for name in doors.split():
        taps.hold(page, _edge(page, name), f"{label} doors")
    for name in walls.replace(",", "").split():
        expect(page.locator(f'input[name="e-{name}"]')).to_have_value("wall")
    for name in doors.split():
        expect(page.locator(f'input[name="e-{name}"]')).to_have_value("door")
    for (r, c), kind in _spaces(specials).items():
        expect(page.locator(f'input[name="cell-{r}-{c}"]')).to_have_value(kind)


def _saved(cards: list) -> tuple[int, int]:
    """The taps the strokes of ``cards`` save (a stroke over n edges or spaces is n taps when
    each is tapped) and those their held presses save (a locked door: two taps)."""
    strokes = 0
    for spec in cards:
        strokes += sum(len([n for n in path if n[0] != "c"]) - 1
                       for path in _wall_strokes(spec[4]))
        kinds: dict[str, list[str]] = {}
        for (r, c), kind in _spaces(spec[3]).items():
            kinds.setdefault(kind, []).append(f"{r}-{c}")
        strokes += sum(len(run) - 1 for ats in kinds.values() for run in _runs(ats))
    return strokes, sum(len(spec[5].split()) for spec in cards)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.long
def test_ohio_bob_dense_box_in_at_most_279_taps(chromium, live_server):
    base = live_server.url
    taps = Taps()
    with phone(chromium, live_server) as ctx:
        page = ctx.new_page()
        set_id = enter_box(page, taps, base, GREEN_D, BLUE_D, _enter_room_by_strokes)
        report = taps.report()
        strokes, holds = _saved(GREEN_D + BLUE_D)
        print(f"Ohio Bob, a dense box with strokes and held presses: {report}; "
              f"without the held presses {taps.total + holds}, tapping each edge and space "
              f"as well {taps.total + holds + strokes}")
        check_export(page, base, set_id, _flat(GREEN_D), _flat(BLUE_D))
        # what strokes, held presses, dragged kinds and effects and the next card's gem and
        # stairs tapped with the save bring it to; the rooms' floor is a gesture a run of
        # spaces, a wall run (straight or turning a corner), a door, and the rest (options, saves with the next card's gem and
        # stairs, the first card's gem and stairs, the starting cards: 189 - 41 = 148 taps) is
        # as in the sparse box
        assert taps.total <= 279, report


def _first_card(page) -> None:
    """From a fresh set's page: room size 3 × 4, yellow, then the first green card."""
    page.locator("#kind-basics a.button").first.click()
    page.locator('.obe-size-choice:has(input[name="rows"][value="3"])').click()
    page.locator('.obe-size-choice:has(input[name="cols"][value="4"])').click()
    page.locator('.obe-gem-choice:has(input[value="yellow"])').click()
    with answered(page):
        page.locator('.editor-buttons button[name="next"]').click()


def _centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _finger(page, points: list[tuple[float, float]], hold_ms: int = 0) -> None:
    """One finger pressed at the first point (held still ``hold_ms``), drawn through the
    others, lifted (touch events through the DevTools protocol, as a phone's screen sends
    them)."""
    cdp = page.context.new_cdp_session(page)
    x, y = points[0]
    cdp.send("Input.dispatchTouchEvent",
             {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    if hold_ms:
        page.wait_for_timeout(hold_ms)
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        for i in range(1, 6):
            cdp.send("Input.dispatchTouchEvent",
                     {"type": "touchMove", "touchPoints": [{"x": x0 + (x1 - x0) * i / 5,
                                                            "y": y0 + (y1 - y0) * i / 5}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@pytest.mark.browser
def test_a_finger_draws_a_wall_a_row_of_spaces_and_takes_a_wall_away(chromium, live_server):
    """With a finger (touch pointers, captured by the button first touched): drawn over the
    three edges above row 2 (h1-1, h1-2, h1-3) they become walls, the edge below them
    (h2-1) untouched; drawn over spaces 2-1, 2-2, 2-3 with the brush on pits, the three are pits;
    drawn again over h1-1 and h1-2 the first edge was a wall, so both are open again and h1-3
    stays a wall; a tap still cycles (h2-4: wall, locked door, open), also at once after a
    stroke (the browser drops the click of such a tap); the chest dragged from its button and
    let go on 1-4 puts a chest there alone and holds chests; a finger held still on v2-4 makes it a
    locked door, held again open.  Nothing was sent (no page load), and the line under the
    drawing says a finger draws."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").scroll_into_view_if_needed()
        expect(page.locator(".obe-stroke-hint")).to_be_visible()
        expect(page.locator(".obe-stroke-hint")).to_have_text(
            "壁や並んだマスは、指1本で線やマスの上をなぞると一度に描けます。"
            "なぞる線は角で曲がれます：マスを囲んで曲がる壁（L字、U字）も一筆で描けます。"
            "線を長押しするとロックされたドアになります。"
            "上の種類からマスへ指をすべらせると、そのマスにその種類を置けます。")
        loads: list[str] = []
        page.on("load", lambda p: loads.append(p.url))
        _finger(page, [_centre(_edge(page, f"h1-{c}")) for c in (1, 2, 3)])
        for c in (1, 2, 3):
            expect(page.locator(f'input[name="e-h1-{c}"]')).to_have_value("wall")
            expect(_edge(page, f"h1-{c}")).to_have_class("obe-edge obe-h obe-wall")
        for name in ("h1-4", "h2-1", "v1-1", "v2-1"):
            expect(page.locator(f'input[name="e-{name}"]')).to_have_value("open")
        page.locator('.obe-brush:has(input[value="pit"])').click()
        _finger(page, [_centre(_cell(page, f"2-{c}")) for c in (1, 2, 3)])
        for c in (1, 2, 3):
            expect(page.locator(f'input[name="cell-2-{c}"]')).to_have_value("pit")
        expect(page.locator('input[name="cell-2-4"]')).to_have_value("empty")
        _finger(page, [_centre(_edge(page, f"h1-{c}")) for c in (1, 2)])
        for c, state in ((1, "open"), (2, "open"), (3, "wall")):
            expect(page.locator(f'input[name="e-h1-{c}"]')).to_have_value(state)
        for state in ("wall", "door"):    # a finger's taps at once after a stroke
            _finger(page, [_centre(_edge(page, "h2-4"))])
            expect(page.locator('input[name="e-h2-4"]')).to_have_value(state)
        _edge(page, "h2-4").tap()           # and once more, a tap as Playwright makes it
        expect(page.locator('input[name="e-h2-4"]')).to_have_value("open")
        _finger(page, [_centre(_edge(page, "v2-4"))], hold_ms=700)     # held: a locked door
        expect(page.locator('input[name="e-v2-4"]')).to_have_value("door")
        expect(_edge(page, "v2-4")).to_have_class("obe-edge obe-v obe-door")
        _finger(page, [_centre(_edge(page, "v2-4"))], hold_ms=700)     # held again: open
        expect(page.locator('input[name="e-v2-4"]')).to_have_value("open")
        # the chest dragged from its button and let go on 1-4, passing over 1-1 on the way:
        # the brush holds chests now, and only 1-4 is a chest
        chest = _centre(page.locator('.obe-brush:has(input[value="chest"])'))
        _finger(page, [chest, _centre(_cell(page, "1-1")), _centre(_cell(page, "1-4"))])
        expect(page.locator('input[name="brush"]:checked')).to_have_value("chest")
        expect(page.locator('input[name="cell-1-4"]')).to_have_value("chest")
        for c in (1, 2, 3):
            expect(page.locator(f'input[name="cell-1-{c}"]')).to_have_value("empty")
        assert loads == []


@pytest.mark.browser
def test_a_mouse_stroke_is_not_also_a_tap_and_ends_where_it_leaves_the_drawing(chromium,
                                                                               live_server):
    """A mouse stroke over v1-1, v2-1 (a vertical line) sets both to walls and is not taken as
    a tap as well (the first edge stays a wall, not a locked door); one along the bottom border
    (h3-1, h3-2) and on out of the drawing sets those two to walls and ends there: drawn back
    in over h3-3 nothing changes.  A stroke from v1-3 round corner (1, 3) into h1-3 (an edge
    the other way: to its middle) and back down v2-3 makes all three walls: a stroke turns
    corners (it kept only its first straight leg before, and left h1-3 open).  A press held
    still on h0-4 makes it a locked door (its click is not a tap as well: still a door), also
    one held for 1.5 s (h0-3)."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        taps = Taps()
        taps.stroke(page, [_edge(page, "v1-1"), _edge(page, "v2-1")], "walls")
        for name in ("v1-1", "v2-1"):
            expect(page.locator(f'input[name="e-{name}"]')).to_have_value("wall")
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        grid = page.locator(".obe-grid").bounding_box()
        h31, h32, h33 = (_centre(_edge(page, f"h3-{c}")) for c in (1, 2, 3))
        page.mouse.move(*h31)
        page.mouse.down()
        page.mouse.move(*h32, steps=6)
        page.mouse.move(h32[0], grid["y"] + grid["height"] + 30, steps=6)   # out below
        page.mouse.move(*h33, steps=6)                                     # and back in
        page.mouse.up()
        for name, state in (("h3-1", "wall"), ("h3-2", "wall"), ("h3-3", "open")):
            expect(page.locator(f'input[name="e-{name}"]')).to_have_value(state)
        taps.stroke(page, [_edge(page, "v1-3"), _edge(page, "h1-3"), _edge(page, "v2-3")],
                    "walls")
        for name, state in (("v1-3", "wall"), ("h1-3", "wall"), ("v2-3", "wall")):
            expect(page.locator(f'input[name="e-{name}"]')).to_have_value(state)
        taps.hold(page, _edge(page, "h0-4"), "door")        # its click is not a tap too
        page.wait_for_timeout(300)
        expect(page.locator('input[name="e-h0-4"]')).to_have_value("door")
        taps.hold(page, _edge(page, "h0-3"), "door", ms=1500)   # held long: still one door
        page.wait_for_timeout(300)
        expect(page.locator('input[name="e-h0-3"]')).to_have_value("door")
        assert taps.total == 4


@pytest.mark.browser
def test_a_press_held_still_then_drawn_on_is_a_stroke(chromium, live_server):
    """A press held still on h2-1 past the hold (700 ms: a locked door, shown at once), then
    drawn on over h2-2 and h2-3, is a stroke after all (a slow start, or a busy phone whose
    first move comes late: a CI run once took a mouse stroke for a hold): the three are walls,
    no door stays.  Held on h2-4 and drawn out of the drawing, the door stays."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        points = [_centre(_edge(page, f"h2-{c}")) for c in (1, 2, 3)]
        page.mouse.move(*points[0])
        page.mouse.down()
        page.wait_for_timeout(700)
        expect(page.locator('input[name="e-h2-1"]')).to_have_value("door")
        for point in points[1:]:
            page.mouse.move(*point, steps=4)
        page.mouse.up()
        for c in (1, 2, 3):
            expect(page.locator(f'input[name="e-h2-{c}"]')).to_have_value("wall")
        grid = page.locator(".obe-grid").bounding_box()
        page.mouse.move(*_centre(_edge(page, "h2-4")))
        page.mouse.down()
        page.wait_for_timeout(700)
        page.mouse.move(grid["x"] + grid["width"] + 30, grid["y"] + grid["height"] / 2, steps=4)
        page.mouse.up()
        page.wait_for_timeout(300)
        expect(page.locator('input[name="e-h2-4"]')).to_have_value("door")


@pytest.mark.browser
def test_a_finger_slides_an_effect_onto_option_a(chromium, live_server):
    """Option A ⇔ then a key, option B a rock, as a finger enters them: ⇔ tapped (A's first
    effect: the choice moves on to B), the key slid from its button onto option A (added to A,
    the choice stays on B), the rock tapped (B).  The line above the effect buttons says a
    finger may slide them; nothing was sent."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        expect(page.locator(".obe-drag-hint")).to_have_text(
            "効果のボタンから指1本でオプションAまたはBへすべらせると、そのオプションに加わります。")
        loads: list[str] = []
        page.on("load", lambda p: loads.append(p.url))
        page.locator('.obe-add[data-token="move:EW"]').tap()
        expect(page.locator('input[name="target"][value="B"]')).to_be_checked()
        key = page.locator('.obe-add[data-token="key"]')
        option_a = page.locator('.obe-option:has(input[value="A"]) .obe-target')
        # option A at the top of the screen, the key below it in view, as a finger scrolls
        page.locator(".obe-option").first.evaluate("e => e.scrollIntoView({block: 'start'})")
        _finger(page, [_centre(key), _centre(option_a)])
        expect(page.locator('input[name="opt-A"]')).to_have_value("move:EW key")
        expect(page.locator('.obe-chips[data-option="A"] .obe-chip span')).to_have_text(
            ["移動 ⇔", "鍵"])
        expect(page.locator('input[name="target"][value="B"]')).to_be_checked()
        page.locator('.obe-add[data-token="rock"]').tap()
        expect(page.locator('input[name="opt-B"]')).to_have_value("rock")
        expect(page.locator('input[name="opt-A"]')).to_have_value("move:EW key")
        assert loads == []
