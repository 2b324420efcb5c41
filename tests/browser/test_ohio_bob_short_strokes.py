"""Ohio Bob editor: a SHORT stroke on one edge (a trial's green card 9, a one-edge wall at
v2-3 drawn with a short stroke, was saved as a locked door).  A stroke that stays on the edge it
started on was not a stroke: a mouse's was left to its click (one more tap in the open → wall →
door cycle, a door where the edge was a wall), and one that took longer than the hold (a slow
finger, a busy 2-core machine) was taken for a press held still (a locked door).  A stroke,
short or long, sets each edge it passes over once (a wall where the first was open, open
otherwise), and the click after it is not a tap as well."""
from __future__ import annotations

import time

import pytest

from tests.browser.taps import Taps
from tests.browser.test_ohio_bob_dense_box_taps import _centre, _edge, _finger, _first_card
from tests.browser.test_ohio_bob_whole_box_taps import _new_set_on_a_phone, expect


def _value(page, name: str):
    return page.locator(f'input[name="e-{name}"]')


def _along(page, name: str, part: float = 1 / 3) -> list[tuple[float, float]]:
    """The centre of edge ``name`` and a point ``part`` of its length on along it."""
    box = _edge(page, name).bounding_box()
    x, y = _centre(_edge(page, name))
    if box["height"] >= box["width"]:
        return [(x, y), (x, y + box["height"] * part)]
    return [(x, y), (x + box["width"] * part, y)]


class _Hand:
    """Mouse events sent through the protocol (Input.dispatchMouseEvent) stamped with the times
    a hand makes them, ``at_ms`` after the press (as a phone stamps its input when it happens):
    sent one by one without them, each is stamped when the page takes it, and a busy machine
    stretches a short stroke past the 500 ms of a held press (a locked door, now and then)."""

    def __init__(self, page):
        self.cdp = page.context.new_cdp_session(page)
        self.t0 = time.time()

    def send(self, kind: str, x: float, y: float, at_ms: int, buttons: int = 1) -> None:
        self.cdp.send("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left",
            "buttons": 0 if kind == "mouseReleased" else buttons,
            "clickCount": 0 if kind == "mouseMoved" else 1,
            "timestamp": self.t0 + at_ms / 1000})

    def press(self, x: float, y: float) -> None:
        """The finger down at (x, y): time 0."""
        self.t0 = time.time()
        self.send("mouseMoved", x, y, 0, buttons=0)
        self.send("mousePressed", x, y, 0)

    def draw(self, start, end, from_ms: int, steps: int = 12) -> None:
        """Drawn from ``start`` to ``end`` in ``steps`` moves, one each 10 ms from ``from_ms``."""
        (x0, y0), (x1, y1) = start, end
        for k in range(1, steps + 1):
            self.send("mouseMoved", x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps,
                      from_ms + 10 * k)

    def release(self, x: float, y: float, at_ms: int) -> None:
        self.send("mouseReleased", x, y, at_ms)


@pytest.mark.browser
def test_a_short_mouse_stroke_on_one_edge_is_a_wall_once(chromium, live_server):
    """With the Taps helper (a short stroke along one edge, 1 tap): v2-3 open → a wall, not a
    door; drawn again it is open (a stroke takes a wall away), and drawn once more a wall
    again.  A short stroke that takes 950 ms (longer than a held press: a slow hand), drawn from
    150 ms on (``_Hand``: its events stamped as a hand makes them), on h1-2 makes a wall, not a
    locked door, and a press held still on h2-2 is still a locked door."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        taps = Taps()
        for state in ("wall", "open", "wall"):
            taps.stroke(page, [_edge(page, "v2-3")], "wall")
            page.wait_for_timeout(200)
            expect(_value(page, "v2-3")).to_have_value(state)
        start, end = _along(page, "h1-2")
        hand = _Hand(page)
        hand.press(*start)
        page.wait_for_timeout(150)
        hand.draw(start, end, 150)
        page.wait_for_timeout(650)
        hand.release(*end, 950)
        page.wait_for_timeout(200)
        expect(_value(page, "h1-2")).to_have_value("wall")
        expect(_edge(page, "h1-2")).to_have_class("obe-edge obe-h obe-wall")
        taps.hold(page, _edge(page, "h2-2"), "door")
        page.wait_for_timeout(200)
        expect(_value(page, "h2-2")).to_have_value("door")
        assert taps.total == 4


@pytest.mark.browser
def test_a_short_mouse_stroke_on_a_busy_machine_is_a_wall(chromium, live_server):
    """The trial's own stroke, on a browser slowed 6 times (Emulation.setCPUThrottlingRate, as a
    busy 2-core machine): a short mouse stroke along v2-3 in 12 steps is a wall, and a tap on
    v1-3 cycles once (a wall).  The stroke's events carry the times a hand makes them (down,
    then a move every 10 ms: ``_Hand``)."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        hand = _Hand(page)
        cdp = hand.cdp
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 6})
        try:
            start, end = _along(page, "v2-3")
            hand.press(*start)
            hand.draw(start, end, 0)
            hand.release(*end, 130)
            page.wait_for_timeout(700)
            expect(_value(page, "v2-3")).to_have_value("wall")
            _edge(page, "v1-3").click()
            page.wait_for_timeout(700)
            expect(_value(page, "v1-3")).to_have_value("wall")
        finally:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
            cdp.detach()


@pytest.mark.browser
def test_a_short_finger_stroke_on_one_edge_is_a_wall_once(chromium, live_server):
    """With a finger: a short stroke along v2-3 makes it a wall (its click, when the browser
    sends one, is not a tap as well); again: open.  A short stroke held at its start 700 ms
    (a locked door, shown at once) then drawn on along the same edge is a locked door still (the
    hold was meant); a tap after a stroke cycles once (h2-4: a wall)."""
    with _new_set_on_a_phone(chromium, live_server) as page:
        _first_card(page)
        page.locator(".obe-grid").evaluate("g => g.scrollIntoView({block: 'center'})")
        for state in ("wall", "open"):
            _finger(page, _along(page, "v2-3"))
            page.wait_for_timeout(300)
            expect(_value(page, "v2-3")).to_have_value(state)
        _finger(page, _along(page, "h1-1", 1 / 5), hold_ms=700)
        page.wait_for_timeout(300)
        expect(_value(page, "h1-1")).to_have_value("door")
        _finger(page, _along(page, "v1-1"))
        _finger(page, [_centre(_edge(page, "h2-4"))])
        page.wait_for_timeout(300)
        expect(_value(page, "v1-1")).to_have_value("wall")
        expect(_value(page, "h2-4")).to_have_value("wall")
