"""The security headers of every answer: those of the Flask app (companion/app.py) and those
of the polls answered before it (companion/web/poll.py ``PollFastPath``)."""
from __future__ import annotations

CONTENT_SECURITY_POLICY = ("default-src 'self'; img-src 'self' data:; style-src 'self'; "
                           # the screen kept on by a tiny video where no wake lock exists
                           # (static/vendor/nosleep: its video is a data: address)
                           "media-src 'self' data:; "
                           "script-src 'self'; form-action 'self'; frame-ancestors 'none'; "
                           "base-uri 'self'; object-src 'none'")


def security_headers(secure: bool) -> list[tuple[str, str]]:
    """The security headers of every answer as (name, value) pairs (``secure``: it goes over
    HTTPS, and gets Strict-Transport-Security too): the pages load only their own scripts and
    styles."""
    headers = [("Content-Security-Policy", CONTENT_SECURITY_POLICY),
               ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
               ("Referrer-Policy", "same-origin")]
    if secure:
        headers.append(("Strict-Transport-Security", "max-age=31536000"))
    return headers
