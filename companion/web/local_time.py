"""Dates and times in the players' own time zone (Flask-Babel's time zone selector).

The browser tells its zone: static/js/time_zone.js keeps the page's IANA zone name
(``Intl.DateTimeFormat().resolvedOptions().timeZone``, e.g. "Asia/Tokyo") in the ``tz``
cookie. Every date a person reads (``format_date`` and the like rebase to it) and the BG Stats
play's ``playDate``, which BG Stats reads as the phone's local time, follow it. Where no zone
is known (a first page, a browser without the script), the server's own zone: ``TZ``, else the
zone /etc/localtime names, else UTC. What is stored stays UTC.
"""
from __future__ import annotations

import os
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from babel.dates import get_timezone
from flask import has_request_context, request
from flask_babel import to_user_timezone

#: The cookie the page's script sets.
COOKIE = "tz"
#: What an IANA zone name looks like (the cookie is checked against it before the zone list).
_ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+\-/]{0,63}")
#: The format of BG Stats' ``playDate`` (local time, no zone).
PLAY_DATE = "%Y-%m-%d %H:%M:%S"


def known_zone(name: object) -> str | None:
    """``name`` when it is a time zone the server knows (an IANA name), else None."""
    if not isinstance(name, str) or not _ZONE_NAME.fullmatch(name):
        return None
    try:
        get_timezone(name)
    except LookupError:
        return None
    return name


def server_zone() -> str:
    """The server's own zone name: ``TZ``, else what /etc/localtime points at, else "UTC"."""
    named = known_zone(os.environ.get("TZ", "").lstrip(":"))
    if named:
        return named
    try:
        target = str(Path("/etc/localtime").resolve())
    except OSError:
        return "UTC"
    _, found, zone = target.partition("/zoneinfo/")
    return (found and known_zone(zone)) or "UTC"


def select_timezone() -> str:
    """Flask-Babel's time zone selector: the page's zone (the ``tz`` cookie) when it is a
    known zone, else the server's."""
    if has_request_context():
        chosen = known_zone(request.cookies.get(COOKIE))
        if chosen:
            return chosen
    return server_zone()


def local_play(document: dict[str, Any]) -> dict[str, Any]:
    """A BG Stats play (its ``playDate`` stored as UTC, "YYYY-MM-DD HH:MM:SS") with its
    ``playDate`` in the reader's time zone, as BG Stats reads it; a play whose date is not in
    that form is returned as it is."""
    raw = document.get("playDate")
    try:
        moment = datetime.strptime(raw, PLAY_DATE) if isinstance(raw, str) else None
    except ValueError:
        moment = None
    if moment is None:
        return document
    local = to_user_timezone(moment.replace(tzinfo=timezone.utc))
    return {**document, "playDate": local.strftime(PLAY_DATE)}
