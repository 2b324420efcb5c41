"""gunicorn's access log without the live pages' polls (gunicorn.conf.py: ``logger_class``).

Every open host screen and phone asks ``/t/<code>/version`` every 2 seconds: at a few hundred
tables that is most of the requests, and logging each one costs about as much CPU as
answering it.  An answered poll (200 or 304) is therefore not logged; a poll answered with
anything else (an unknown table, a limit reached, an error) is, as is every other request.
``LOG_POLLS=1`` in the environment logs the answered polls too.
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


class AccessLogger(Logger):
    """gunicorn's logger, leaving answered polls out of the access log (see the module
    docstring)."""

    def __init__(self, cfg) -> None:
        super().__init__(cfg)
        self.log_polls = os.environ.get("LOG_POLLS", "").strip() == "1"

    def access(self, resp, req, environ, request_time) -> None:
        if not self.log_polls and is_answered_poll(environ.get("PATH_INFO", ""),
                                                   getattr(resp, "status_code", None)):
            return
        super().access(resp, req, environ, request_time)
