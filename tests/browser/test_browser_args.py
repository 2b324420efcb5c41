"""The chromium the browser tests launch (tests/browser/conftest.py CHROMIUM_ARGS) opens a page
and nothing else: no address-bar popup readied behind it (a renderer process of its own, as
much CPU as the page's: bench/browser_pages.py), and the features Playwright turns off stay
off beside ours (chromium keeps only the last --disable-features)."""
from __future__ import annotations

from tests.browser.conftest import CHROMIUM_ARGS, OURS_DISABLED, PLAYWRIGHT_DISABLED


def test_one_disable_features_carries_playwright_s_and_ours():
    """One --disable-features switch, naming Playwright's features and ours."""
    switches = [arg for arg in CHROMIUM_ARGS if arg.startswith("--disable-features=")]
    assert len(switches) == 1
    named = set(switches[0].split("=", 1)[1].split(","))
    assert {"PaintHolding", "MediaRouter", "OptimizationHints", "HttpsUpgrades"} <= named
    assert set(PLAYWRIGHT_DISABLED.split(",")) | set(OURS_DISABLED.split(",")) == named


def test_a_page_opens_without_a_browser_ui_behind_it(chromium):
    """A new page is the only target the browser holds: no chrome://…top-chrome/ WebUI."""
    _, browser = chromium
    context = browser.new_context()
    page = context.new_page()
    page.set_content("<p>x</p>")
    session = browser.new_browser_cdp_session()
    targets = session.send("Target.getTargets")["targetInfos"]
    assert [t["type"] for t in targets] == ["page"], [t["url"] for t in targets]
    session.detach()
    context.close()
