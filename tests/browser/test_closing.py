"""The watchdog of closing.py: a close that waits forever ends when the browser's processes
(found by their marker) are killed; a close that fails on its own still fails."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tests.browser import closing


class _Browser:
    """Stands for a Playwright browser (only its identity is used)."""


def test_a_close_that_never_returns_is_ended_by_killing_the_marked_processes(monkeypatch):
    monkeypatch.setattr(closing, "GRACE", 0.5)
    browser, marker = _Browser(), closing.marker_for()
    closing.remember(browser, marker)
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", marker])

    def close():  # a close waiting for a browser that does not go
        if proc.wait(timeout=30) != 0:
            raise RuntimeError("target closed")

    closing.close_watched(browser, close)
    assert proc.returncode == -9


def test_a_close_that_fails_by_itself_is_not_swallowed():
    browser = _Browser()
    closing.remember(browser, closing.marker_for())

    def close():
        raise RuntimeError("broken")

    with pytest.raises(RuntimeError):
        closing.close_watched(browser, close)
