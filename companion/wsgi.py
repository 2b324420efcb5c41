"""The WSGI entry point for production servers: ``gunicorn -c gunicorn.conf.py companion.wsgi:app``
(docs/production.md).

``app`` is built from the environment (``DATABASE_URL``, ``SECRET_KEY``, ``PUBLIC_URL``, ...).
Behind a reverse proxy set ``TRUSTED_PROXIES`` to the number of proxies in front of the app (1
for one nginx): the app then takes the client address, scheme (https), host and port from the
``X-Forwarded-*`` headers those proxies set (werkzeug's ProxyFix).  The default 0 trusts no such
header, which is right when the app is reached directly: a client could otherwise forge them.
"""
from __future__ import annotations

import os
from collections.abc import Mapping

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from companion.app import create_app
from companion.raw_sql import pool_for

#: gunicorn's threads per worker when ``THREADS`` is not set (gunicorn.conf.py's default).
DEFAULT_THREADS = 4


def trusted_proxies(environ: Mapping[str, str]) -> int:
    """The number of trusted proxies from ``TRUSTED_PROXIES`` (0 when unset); raises
    ``ValueError`` with a clear message for anything but a whole number from 0 to 10."""
    raw = (environ.get("TRUSTED_PROXIES") or "0").strip()
    if not raw.isdigit() or int(raw) > 10:
        raise ValueError(f"TRUSTED_PROXIES must be the number of proxies in front of the app "
                         f"(0 to 10), not {raw!r}.")
    return int(raw)


def build_app(environ: Mapping[str, str] = os.environ) -> Flask:
    """The production app: ``create_app()`` wrapped in ProxyFix when proxies are trusted, its
    database pool sized for the worker's ``THREADS`` (gunicorn.conf.py; default 4) so that no
    thread waits for a connection (``raw_sql.pool_for``)."""
    raw = (environ.get("THREADS") or "").strip()
    threads = int(raw) if raw.isdigit() and int(raw) > 0 else DEFAULT_THREADS
    flask_app = create_app({"SQLALCHEMY_ENGINE_OPTIONS": pool_for(threads)})
    count = trusted_proxies(environ)
    if count:
        flask_app.wsgi_app = ProxyFix(flask_app.wsgi_app, x_for=count, x_proto=count,
                                      x_host=count, x_port=count, x_prefix=count)
    return flask_app


def __getattr__(name: str) -> Flask:
    """``companion.wsgi.app``: built on first use (so that importing this module for its
    helpers builds nothing), then kept."""
    if name == "app":
        globals()["app"] = built = build_app()
        return built
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
