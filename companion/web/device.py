"""This device: a random device key in a long-lived cookie, so that what a device saved (its
component sets) is its own without any account.

The key itself never leaves the cookie: what is stored is its SHA-256 (``device_id``), so a
database copy holds nothing that lets anyone act as the device.  A cookie that is not a
well-formed key is ignored (a new key is given the next time one is needed).
"""
from __future__ import annotations

import hashlib
import re
import secrets

from flask import Flask, Response, g, request

COOKIE = "tc_device"
MAX_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie
_KEY = re.compile(r"[A-Za-z0-9_-]{32,64}")


def device_key(create: bool = False) -> str | None:
    """This device's key from its cookie; with ``create``, a new one (set on the answer) when
    it has none yet.  None when it has none and ``create`` is False."""
    key = g.get("device_key")
    if key:
        return key
    raw = request.cookies.get(COOKIE, "")
    if raw and raw.isascii() and _KEY.fullmatch(raw):
        g.device_key = raw
        return raw
    if not create:
        return None
    g.device_key = g.new_device_key = secrets.token_urlsafe(32)
    return g.device_key


def device_id(create: bool = False) -> str | None:
    """What is stored for this device (the SHA-256 hex of its key), or None (see device_key)."""
    key = device_key(create)
    return hashlib.sha256(key.encode("ascii")).hexdigest() if key else None


def _set_new_key(response: Response) -> Response:
    new = g.get("new_device_key")
    if new:
        response.set_cookie(COOKIE, new, max_age=MAX_AGE, httponly=True, samesite="Lax",
                            secure=request.is_secure)
    return response


def register_device_cookie(app: Flask) -> None:
    """Give a new device key to the answer of the request that first needed one."""
    app.after_request(_set_new_key)
