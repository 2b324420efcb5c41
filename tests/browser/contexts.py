"""A browser context as the browser tests open one: the page language's cookie set for the live
server, every wait bounded by ``WAIT_MS``."""
from __future__ import annotations

from tests.browser.test_table_in_browser import WAIT_MS


def open_context(browser, base: str, lang: str, **options):
    """A new context of ``browser`` (Playwright ``new_context`` options, e.g. a phone's) whose
    pages ask ``base`` for ``lang`` ("ja" or "en") and wait at most ``WAIT_MS`` for anything."""
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": base}])
    return ctx
