"""Static files kept by the browser until they change.

Every address of a static file that the pages build (``url_for("static", ...)``) carries the
file's content digest (``/static/js/poll.js?v=3f2a9c41d0``); a request that names the current
digest is answered with a year-long, immutable cache lifetime, so a phone that loads a page
again asks for none of its style sheets and scripts.  Without the digest (an address typed or
built by a script) or with an old one, the answer stays as Flask gives it: revalidated each time
(``no-cache`` with ``ETag``), so a changed file is never served from an old copy.

Why: each page load of a phone at the table asked the server again for its dozen static files
(conditional requests answered 304), one round trip each over the table's Wi-Fi; entering a
whole box of Ohio Bob cards is about 90 page loads.  Measured in bench/static_requests.py."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from flask import Flask, request
from werkzeug.security import safe_join

#: The query parameter that carries the digest.
VERSION_ARG = "v"
#: How many hexadecimal digits of the file's SHA-256 the address carries.
DIGEST_LENGTH = 10
#: How long a browser keeps a versioned static file (s): a year, as for any immutable file.
YEAR_SECONDS = 365 * 24 * 3600


class StaticDigests:
    """The digest of each static file under ``folder``, worked out on first use and again
    whenever the file's modification time or size changes.  The pages' addresses are kept
    once per process (companion/web/urls.py ``page_url_for``), so a file changed while the
    server runs keeps its old address there: answered as a digest not current (revalidated),
    never kept as if immutable."""

    def __init__(self, folder: str):
        self.folder = folder
        self._known: dict[str, tuple[int, int, str]] = {}

    def digest(self, filename: str) -> str | None:
        """The first ``DIGEST_LENGTH`` hexadecimal digits of the SHA-256 of the file
        ``filename`` (a path relative to the static folder), or None when there is no such
        file (or the name leaves the folder)."""
        path = safe_join(self.folder, filename)
        if path is None:
            return None
        try:
            stat = os.stat(path)
        except OSError:
            return None
        known = self._known.get(filename)
        if known is not None and known[:2] == (stat.st_mtime_ns, stat.st_size):
            return known[2]
        try:
            data = Path(path).read_bytes()
        except OSError:      # a folder, or gone since the stat
            return None
        digest = hashlib.sha256(data).hexdigest()[:DIGEST_LENGTH]
        self._known[filename] = (stat.st_mtime_ns, stat.st_size, digest)
        return digest


def init_app(app: Flask) -> None:
    """Add the digest to every static address the app builds, and the year-long lifetime to
    every answer to an address naming the current digest; nothing when the configuration's
    ``STATIC_DIGESTS`` is false (bench/static_requests.py measures the app without them)."""
    if not app.config.get("STATIC_DIGESTS", True):
        return
    digests = StaticDigests(app.static_folder or "")

    @app.url_defaults
    def _add_digest(endpoint: str, values: dict) -> None:
        if endpoint == "static" and VERSION_ARG not in values and "filename" in values:
            digest = digests.digest(values["filename"])
            if digest is not None:
                values[VERSION_ARG] = digest

    @app.after_request
    def _keep_for_a_year(response):
        if request.endpoint != "static" or response.status_code != 200:
            return response
        asked = request.args.get(VERSION_ARG)
        filename = (request.view_args or {}).get("filename", "")
        if asked is not None and asked == digests.digest(filename):
            response.cache_control.no_cache = None
            response.cache_control.public = True
            response.cache_control.max_age = YEAR_SECONDS
            response.cache_control.immutable = True
            response.expires = None
        return response
