"""gunicorn's access log without the live pages' polls and updates (gunicorn.conf.py:
``logger_class``).

Every open host screen and phone asks ``/t/<code>/version`` every 2 seconds, and after every
move asks for its page again in parts (a GET with the ``X-Parts`` header, static/js/poll.js):
at a few hundred tables these automatic requests are most of the requests, and logging each
one costs a large share of answering it (about a fifth of a phone's update in parts).  An
answered poll (200 or 304) and an answered update in parts (200) are therefore not logged; a
poll or update answered with anything else (an unknown table, a limit reached, an error) is,
as is every other request (the moves, the pages loaded whole).  ``LOG_POLLS=1`` in the
environment logs the answered polls and updates too.
"""
from __future__ import annotations

import os
import re

from gunicorn.glogging import Logger

#: The poll's address (companion/web/poll.py).
_POLL = re.compile(r"/t/[^/]+/version\Z")


def is_answered_poll(path: str, status: int | None) -> bool:
    """Whether a request for ``path`` answered with ``status`` is a poll that was answered."""
    return status in (200, 304) and _POLL.match(path or "") is not None


def is_answered_update(environ: dict, status: int | None) -> bool:
    """Whether the request of WSGI ``environ`` answered with ``status`` is a live page's
    update in parts that was answered: a GET naming the parts it holds (``X-Parts``), 200."""
    return (status == 200 and environ.get("REQUEST_METHOD") == "GET"
            and bool(environ.get("HTTP_X_PARTS")))


class AccessLogger(Logger):
    """gunicorn's logger, leaving answered polls and updates in parts out of the access log
    (see the module docstring)."""

    def __init__(self, cfg) -> None:
        super().__init__(cfg)
        self.log_polls = os.environ.get("LOG_POLLS", "").strip() == "1"

    def access(self, resp, req, environ, request_time) -> None:
        status = getattr(resp, "status_code", None)
        if not self.log_polls and (is_answered_poll(environ.get("PATH_INFO", ""), status)
                                   or is_answered_update(environ, status)):
            return
        super().access(resp, req, environ, request_time)
