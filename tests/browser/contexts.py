"""A browser context as the browser tests open one: the page language's cookie set for the live
server, every wait bounded by ``WAIT_MS``."""
from __future__ import annotations

from contextlib import contextmanager

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.test_table_in_browser import WAIT_MS


def open_context(browser, base: str, lang: str, **options):
    """A new context of ``browser`` (Playwright ``new_context`` options, e.g. a phone's) whose
    pages ask ``base`` for ``lang`` ("ja" or "en") and wait at most ``WAIT_MS`` for anything."""
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    return ctx


def new_set(page, base: str, game: str, name: str = "うちの箱") -> int:
    """On ``page`` (a Japanese page), a new component set of ``game`` named ``name`` through
    the editor's own form ("Start entering it"); the page is left at the set's page.  Returns
    the set's id."""
    page.goto(f"{base}/components/{game}")
    page.fill("#new-set input[name=name]", name)
    with answered(page):
        page.locator("#new-set button[type=submit]").click()
    return int(page.url.rstrip("/").rsplit("/", 1)[-1])


@contextmanager
def set_being_entered(chromium, live_server, game: str, **options):
    """A Japanese context (Playwright ``new_context`` ``options``) whose page has just made a
    new component set of ``game`` (``new_set``), closed afterwards: yields (the context, the
    page at the set's page, the set's id).  The test sets Playwright's ``expect`` timeout itself
    (Playwright is imported by the browser tests only when it is installed)."""
    _pw, browser = chromium
    base = live_server.url
    ctx = open_context(browser, base, "ja", **options)
    try:
        page = ctx.new_page()
        yield ctx, page, new_set(page, base, game)
    finally:
        close_contexts(ctx)
