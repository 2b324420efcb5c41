"""The pages' poll of a table's version, answered as cheaply as a request can be.

Every open host screen and phone asks ``/t/<code>/version`` every 2 seconds.  The address the
pages use carries a poll key (``k``), an HMAC of the join code under the app's secret key that
only the table's live pages are given: the host screen, the seats' pages and the page where a
phone picks its seat (opened with the join code, to which the key adds nothing).  With a valid
key the request is answered here, in front of Flask: no session, no translation, no request
limit, one indexed query (the table's seats and its last record number), and ``304 Not
Modified`` when the page's ``If-None-Match`` already names that version.  Without a valid key
(an old page, a made-up address), or for anything unusual (an unknown code, a host name the
app does not answer to, a database error), the request goes on to the Flask view, which says
what is wrong in the page language and counts wrong join codes as guesses.

Most polls are answered from memory: each process keeps a table's last answer with its
counter on the change board (companion/change_board.py), read before the query; while the
counter stays the same, and for at most ``POLL_CACHE_SECONDS``, no query is made.

The answer is the same either way: ``{"version": n, "seats": "0110"}`` (which seats hold a
phone), ``ETag: "<version>-<seats>"``, ``Cache-Control: no-store`` and the security headers of
every page.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import time
from functools import lru_cache
from typing import Any, Callable, Iterable

from flask import Flask
from werkzeug.sansio.utils import host_is_trusted

from companion import raw_sql
from companion.change_board import board_for
from companion.extensions import db
from companion.web.security import security_headers

#: What a version address looks like (the join code exactly as stored).
_PATH = re.compile(r"/t/([A-Z0-9]{1,12})/version\Z")
_KEY = re.compile(r"(?:^|&)k=([0-9a-f]{1,64})(?:&|$)")
#: The one query: one row per seat (in seat order), each with the last record number and the
#: table's id.
_QUERY = ("SELECT s.claimed, (SELECT MAX(m.number) FROM move_record m WHERE m.table_id = t.id), "
          "t.id FROM game_table t JOIN seat s ON s.table_id = t.id WHERE t.code = {mark} "
          "ORDER BY s.position")
#: At most this many tables' answers are kept per process (then they are all dropped).
_KEPT = 10_000


@lru_cache(maxsize=1024)
def poll_key(secret: str | bytes, code: str) -> str:
    """The poll key of the table with join ``code`` under the app's ``secret``: 16 hex
    digits, the same in every worker and on every machine sharing the secret (worked out
    once per process for the last thousand tables)."""
    if isinstance(secret, str):
        secret = secret.encode("utf-8")
    return hmac.new(secret, b"poll:" + code.encode("ascii"), hashlib.sha256).hexdigest()[:16]


def etag(version: int, seats: str) -> str:
    """The entity tag of a poll answer (quoted, as sent in ``ETag`` and ``If-None-Match``)."""
    return f'"{version}-{seats}"'


def answer(version: int, seats: str) -> bytes:
    """The body of a poll answer."""
    return json.dumps({"version": version, "seats": seats}).encode("ascii")


class PollFastPath:
    """WSGI middleware in front of the Flask app: answers ``GET /t/<code>/version?k=<key>``
    with a valid key itself (see the module docstring) and hands every other request to
    ``wsgi_app``."""

    def __init__(self, app: Flask, wsgi_app: Callable):
        self.app = app
        self.wsgi_app = wsgi_app
        self._engine = None
        #: {code: (table id, board counter read before the query or None, version, seats,
        #: time.monotonic() of the query)}
        self._answers: dict[str, tuple[int, int | None, int, str, float]] = {}

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") == "GET":
            match = _PATH.match(environ.get("PATH_INFO", ""))
            if match:
                answered = self._answer(match.group(1), environ, start_response)
                if answered is not None:
                    return answered
        return self.wsgi_app(environ, start_response)

    def _answer(self, code: str, environ: dict, start_response: Callable):
        config = self.app.config
        key = _KEY.search(environ.get("QUERY_STRING", ""))
        if key is None or not hmac.compare_digest(key.group(1),
                                                  poll_key(config["SECRET_KEY"], code)):
            return None
        trusted = config.get("TRUSTED_HOSTS")
        if trusted is not None:
            host = environ.get("HTTP_HOST") or environ.get("SERVER_NAME", "")
            if not host_is_trusted(host, trusted):
                return None
        known = self._known(code)
        if known is None:
            return None
        version, seats = known
        tag = etag(version, seats)
        headers = [("ETag", tag), ("Cache-Control", "no-store")]
        headers += security_headers(environ.get("wsgi.url_scheme") == "https")
        if environ.get("HTTP_IF_NONE_MATCH", "") == tag:
            start_response("304 NOT MODIFIED", headers)
            return [b""]
        body = answer(version, seats)
        start_response("200 OK", [("Content-Type", "application/json"),
                                  ("Content-Length", str(len(body)))] + headers)
        return [body]

    def _known(self, code: str) -> tuple[int, str] | None:
        """(version, seats) of the table ``code``: from memory while its counter on the
        change board is the one read before its last query (and that query is younger than
        ``POLL_CACHE_SECONDS``), else from the database; None for no such table or a
        database error."""
        board = board_for(self.app)
        kept = self._answers.get(code)
        counter = None  # the board's counter of the kept table, read before the query
        if kept is not None and board is not None:
            table_id, seen, version, seats, asked = kept
            counter = board.counter(table_id)
            if counter == seen and time.monotonic() - asked < self.app.config[
                    "POLL_CACHE_SECONDS"]:
                return version, seats
        asked = time.monotonic()
        try:
            rows = self._lookup(code)
        except Exception:  # the Flask view says what is wrong (e.g. 503 for a database down)
            return None
        if not rows:
            self._answers.pop(code, None)
            return None
        version = rows[0][1] or 0
        seats = "".join("1" if row[0] else "0" for row in rows)
        table_id = rows[0][2]
        if board is not None:
            if len(self._answers) >= _KEPT:
                self._answers.clear()
            if kept is None or kept[0] != table_id:
                # a first answer is kept without a counter: the next poll reads the counter,
                # then the database (a write between the two is seen either way)
                counter = None
            self._answers[code] = (table_id, counter, version, seats, asked)
        return version, seats

    def _lookup(self, code: str) -> list[tuple[Any, Any]]:
        """[(claimed, last record number, table id)] per seat of the table ``code`` ([] for
        none), on a pooled connection without a transaction (companion/raw_sql.py)."""
        if self._engine is None:
            with self.app.app_context():
                self._engine = db.engine
        return raw_sql.rows(self._engine, _QUERY, (code,))
