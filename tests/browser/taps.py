"""Counting what entering something costs a player's hands, as the issues count it (a whole box
in ten minutes = 300 taps at 2 s a tap): a tap on a button, a picture or a link is 1; a
stroke (a finger drawn once over a drawing) or a press held still is 1; a dropdown is 2 (open
it, pick); a text field is 1 (focus it) and 1 for each character typed (a phone's keyboard)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Taps:
    """A tally of taps by what they were for: ``counts[label]`` taps (``total`` in all)."""

    counts: dict[str, int] = field(default_factory=dict)

    def add(self, label: str, n: int = 1) -> None:
        """Count ``n`` taps under ``label``."""
        self.counts[label] = self.counts.get(label, 0) + n

    @property
    def total(self) -> int:
        """Every tap counted."""
        return sum(self.counts.values())

    def tap(self, locator, label: str) -> None:
        """Tap ``locator`` (a Playwright locator): 1 tap.  The mouse presses the element's
        centre as a finger would (what lies on top of it there takes the tap), without
        Playwright's waits for the element to stand still, which a page that does not move
        between taps does not need."""
        locator.click(force=True)
        self.add(label)

    def pick(self, select, value: str, label: str) -> None:
        """Choose ``value`` in the dropdown ``select`` (a locator): 2 taps."""
        select.select_option(value)
        self.add(label, 2)

    def type(self, field_locator, text: str, label: str) -> None:
        """Type ``text`` in a text field: 1 tap and one a character."""
        field_locator.fill(text)
        self.add(label, 1 + len(text))

    def stroke(self, page, locators: list, label: str) -> None:
        """Draw one stroke with the mouse (down, move, up) through the centres of ``locators``
        (Playwright locators, in order): 1 tap, as a finger drawn once.  One locator: a short
        stroke along it, from its centre a third of its length on along its longer side (a
        one-edge wall drawn rather than tapped)."""
        locators[-1].scroll_into_view_if_needed()   # the drawing in view, as the player has it
        locators[0].scroll_into_view_if_needed()
        points = []
        for locator in locators:
            box = locator.bounding_box()
            points.append((box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
        if len(points) == 1:
            x, y = points[0]
            along = box["height"] >= box["width"]
            points.append((x, y + box["height"] / 3) if along else (x + box["width"] / 3, y))
        page.mouse.move(*points[0])
        page.mouse.down()
        for point in points[1:]:
            page.mouse.move(*point, steps=4)
        page.mouse.up()
        self.add(label)

    def hold(self, page, locator, label: str, ms: int = 700) -> None:
        """Press ``locator`` with the mouse and hold it still ``ms`` before letting go: 1 tap."""
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.wait_for_timeout(ms)
        page.mouse.up()
        self.add(label)

    def report(self) -> str:
        """"total 212 (slab 96, tier 40, ...)", for a test's failure message and its log."""
        parts = ", ".join(f"{k} {v}" for k, v in self.counts.items())
        return f"total {self.total} ({parts})"
