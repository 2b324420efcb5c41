"""Driving the Tzolk'in pick-up in a browser: a tap that asks for the pick-up part again
(static/js/tzolkin.js) and waits for it to be put in place, and the page loads counted."""
from __future__ import annotations

ASKED = "document.documentElement.getAttribute('data-tz-choices') || '0'"


def choose(page, selector: str, taps: list | None = None) -> None:
    """Tap the choice ``selector`` (a radio of the pick-up form) and wait until the pick-up
    part asked for by that choice is in place; the tap is counted in ``taps``.  A choice
    already checked (the page's suggestion) is left as it is: no tap."""
    if page.locator(selector).is_checked():
        return
    before = page.evaluate(ASKED)
    page.locator(selector).click()
    if taps is not None:
        taps.append(selector)
    page.wait_for_function(f"b => ({ASKED}) !== b", arg=before)


def count_loads(page) -> list[str]:
    """The page's main-frame loads from now on (their addresses), as a growing list: the
    documents the browser asks the server for (a navigation request), not a change of the
    address that loads nothing (the pick-up keeps its choices in the address, replaceState)."""
    loads: list[str] = []
    page.on("request", lambda request: loads.append(request.url)
            if request.is_navigation_request() and request.frame == page.main_frame else None)
    return loads
