"""Waiting for the answer to a form pressed, or a link followed in place, in a browser test."""
from __future__ import annotations

from contextlib import contextmanager


#: How long a form's answer may take (ms): the server's work for a move, which on a machine
#: loaded by other runs (CI beside other work: load 20 on 2 cores) once took over the pages'
#: usual 10 s; an answer that never comes still fails the test.
ANSWER_MS = 30_000


@contextmanager
def answered(page):
    """Wait, after the block, for the answer to a form pressed in it: a page loaded again (the
    browser's own navigation) or, for a move sent from a live table page or a link followed in
    place (``data-in-place``), the answer put in part by part (static/js/poll.js counts them in
    ``data-answers`` on the root element)."""
    before = page.evaluate("document.documentElement.getAttribute('data-answers') || '0'")
    page.evaluate("window.__awaitingAnswer = true")
    yield
    page.wait_for_function(
        "before => !window.__awaitingAnswer || "
        "(document.documentElement.getAttribute('data-answers') || '0') !== before", arg=before,
        timeout=ANSWER_MS)
    page.wait_for_load_state(timeout=ANSWER_MS)


#: How long a player waits at least between two steps of a page followed in place (ms): a tap
#: within 500 ms that the browser counts as a double tap's second is dropped (static/js/poll.js).
STEP_GAP_MS = 600


def tap_step(page, locator, tap: bool = True) -> None:
    """Tap (``tap``; else click) ``locator``, a link of a page followed in place (poll.js,
    ``data-in-place``: the Mayan Curse turn builder), and wait for its step to be put in (or its
    page loaded).  The taps are spaced as a player's are, at least ``STEP_GAP_MS`` apart as the
    page's own clock counts them: two taps sooner are a double tap, whose second the page
    drops so that no step is skipped.  The time of a tap is taken when the page handles its
    click (a listener before poll.js's), not when the test asks for it: on a loaded machine the
    click may come to the page a while after."""
    page.evaluate("""() => {
        if (window.__stepWatch) { return; }
        window.__stepWatch = true;
        document.addEventListener("click", () => { window.__stepTapped = Date.now(); }, true);
    }""")
    since = page.evaluate("Date.now() - (window.__stepTapped || 0)")
    if since < STEP_GAP_MS:
        page.wait_for_timeout(STEP_GAP_MS - since)
    with answered(page):
        if tap:
            locator.tap()
        else:
            locator.click()
