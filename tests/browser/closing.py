"""Closing browsers that may not close: a browser context's ``close()`` can wait forever in
Debian's chromium (seen once in a whole run, in the Mayan Curse editor test), and one such wait
held a whole CI run.  Each test browser carries a marker in its command line; whatever is closed
here is closed under a watchdog that kills that browser's processes after ``GRACE`` seconds, so
that the close returns (with an error, swallowed) and the next test gets a new browser."""
from __future__ import annotations

import subprocess
import threading
import uuid

GRACE = 20.0
#: id(browser) -> its command-line marker.
_MARKERS: dict[int, str] = {}


def marker_for() -> str:
    """A new command-line switch to launch a browser with (chromium ignores unknown ones);
    ``remember`` it once the browser is launched."""
    return f"--companion-test-browser={uuid.uuid4().hex}"


def remember(browser, marker: str) -> None:
    """Note which marker ``browser`` was launched with."""
    _MARKERS[id(browser)] = marker


def _kill(marker: str) -> None:
    subprocess.run(["pkill", "-KILL", "-f", "--", marker], check=False)


def close_watched(browser, close) -> None:
    """Call ``close()`` (a context's or the browser's); if it takes longer than ``GRACE``
    seconds, ``browser``'s processes are killed and the error that follows is swallowed."""
    marker = _MARKERS.get(id(browser))
    # set before the kill: the close may fail while the watchdog's thread still waits for
    # pkill to return, so that thread being alive does not mean the watchdog did not fire
    fired = threading.Event()

    def watchdog() -> None:
        fired.set()
        _kill(marker)

    timer = threading.Timer(GRACE, watchdog) if marker else None
    if timer:
        timer.daemon = True
        timer.start()
    try:
        close()
    except Exception:  # noqa: BLE001 - a browser killed by the watchdog: nothing to keep
        if not fired.is_set():
            raise
    finally:
        if timer:
            timer.cancel()


def close_contexts(*contexts) -> None:
    """Close browser contexts at the end of a test, each under the watchdog."""
    for ctx in contexts:
        close_watched(ctx.browser, ctx.close)
