"""Waiting for the answer to a form pressed in a browser test."""
from __future__ import annotations

from contextlib import contextmanager


@contextmanager
def answered(page):
    """Wait, after the block, for the answer to a form pressed in it: a page loaded again (the
    browser's own navigation) or, for a move sent from a live table page, the answer put in
    part by part (static/js/poll.js counts them in ``data-answers`` on the root element)."""
    before = page.evaluate("document.documentElement.getAttribute('data-answers') || '0'")
    page.evaluate("window.__awaitingAnswer = true")
    yield
    page.wait_for_function(
        "before => !window.__awaitingAnswer || "
        "(document.documentElement.getAttribute('data-answers') || '0') !== before", arg=before)
    page.wait_for_load_state()
