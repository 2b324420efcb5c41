"""A browser context as the browser tests open one: the page language's cookie set for the live
server, every wait bounded by ``WAIT_MS``."""
from __future__ import annotations

from tests.browser.answers import answered
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
