"""Table Companion: a web app beside the physical board game.

``create_app()`` builds the Flask app: configuration from the environment (with a SQLite file
in ``instance/`` as the zero-setup default), extensions, blueprints and error pages.
"""
from __future__ import annotations

import os
import secrets
import socket
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, Response, render_template, request
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError
from markupsafe import escape
from sqlalchemy.exc import OperationalError
from werkzeug.exceptions import HTTPException, SecurityError

from companion.extensions import babel, csrf, db, limiter, migrate
from companion.limit_store import URI as LIMIT_STORE_URI
from companion.i18n import (LANGUAGES, catalogue_dirs, install_template_gettext, language,
                            select_locale)
from companion.registry import PLUGINS
from companion.tables import TableError
from companion.transactions import configure_sqlite, private_folder
from companion.web import (calculators, components, editor, history, home, install, records,
                           seat_move, seats, set_give)
from companion.web import tables as tables_bp
from companion.web.converters import DigitsConverter
from companion.web.device import register_device_cookie
from companion.web.local_time import select_timezone
from companion.web.form_messages import install as install_form_messages
from companion.web.helpers import (SessionInterface, close_japanese_sentences, error_heading,
                                   error_way_back, error_way_back_label, lan_address,
                                   register_template_helpers)
from companion.web.poll import PollFastPath
from companion.web.quotas import settings as quota_settings
from companion.web.security import CONTENT_SECURITY_POLICY, security_headers
from companion.web import static_cache
from companion.web.templating import GameTemplates, PageEnvironment

ROOT = Path(__file__).resolve().parent.parent
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
#: Kept here for the callers that import them from the app (they live in companion.i18n and
#: companion.web.security, below every blueprint).
__all__ = ["create_app", "trusted_hosts", "select_locale", "LANGUAGES",
           "CONTENT_SECURITY_POLICY", "security_headers", "untrusted_host_page"]


@limiter.request_filter
def _reading() -> bool:
    """Only what changes something is limited (every limit is on a POST): a page read costs
    the limiter nothing."""
    return request.method in ("GET", "HEAD")


def _poll_cache_seconds(raw: str) -> int:
    """``POLL_CACHE_SECONDS`` as a number of seconds (10 when empty); raises ``ValueError``
    with a clear message for anything but a whole number from 0 to 600."""
    raw = raw.strip()
    if not raw:
        return 10
    if not raw.isdigit() or int(raw) > 600:
        raise ValueError(f"POLL_CACHE_SECONDS must be a whole number of seconds from 0 to 600, "
                         f"not {raw!r}.")
    return int(raw)


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app.  ``test_config`` overrides the configuration (tests pass a database URL).

    Environment: ``INSTANCE_PATH`` (default: ``instance/`` beside the package: the folder of
    the default SQLite file, the generated secret key and the change board; the tests give each
    run and each parallel worker its own), ``DATABASE_URL`` (default: SQLite
    ``instance/companion.sqlite3``),
    ``SECRET_KEY`` (default: generated once into ``instance/secret_key``), ``PUBLIC_URL``
    (the address phones use to reach this server; default: this machine's LAN address),
    ``POLL_CACHE_SECONDS`` (default 10: how long a poll may answer from memory while no
    write of this server changed the table, companion/change_board.py; 0 on several machines
    sharing one database)."""
    app = Flask(__name__, instance_path=os.environ.get("INSTANCE_PATH") or str(ROOT / "instance"),
                template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.jinja_environment = PageEnvironment  # before the environment is first built
    app.jinja_loader = GameTemplates(ROOT / "templates", PLUGINS)
    private_folder(app.instance_path)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI=_database_url(app),
        PUBLIC_URL=os.environ.get("PUBLIC_URL", ""),
        JOIN_CODE_TTL_HOURS=48,
        POLL_SECONDS=2,
        POLL_CACHE_SECONDS=_poll_cache_seconds(os.environ.get("POLL_CACHE_SECONDS", "")),
        MAX_CONTENT_LENGTH=256 * 1024,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        PERMANENT_SESSION_LIFETIME=30 * 24 * 3600,  # the tokens of a table unused for 30 days go
        WTF_CSRF_TIME_LIMIT=None,
        BABEL_DEFAULT_LOCALE="en",
        # Every request limit (join-code guessing included) counts in RATELIMIT_STORAGE_URI:
        # the app's database by default (companion/limit_store.py), shared by every server
        # process, or redis://... and the like.  The quotas: companion/web/quotas.py.
        **quota_settings(os.environ),
        RATELIMIT_STORAGE_URI=os.environ.get("RATELIMIT_STORAGE_URI") or LIMIT_STORE_URI,
        RATELIMIT_HEADERS_ENABLED=False,
        # the platform's catalogue and each game's (companion.i18n), merged by Flask-Babel
        BABEL_TRANSLATION_DIRECTORIES=";".join(str(d) for d in catalogue_dirs()),
    )
    if test_config:
        app.config.update(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY") or _instance_secret(app)
    if app.config.get("TRUSTED_HOSTS") is None:
        app.config["TRUSTED_HOSTS"] = trusted_hosts(app.config.get("PUBLIC_URL", ""),
                                                    os.environ.get("TRUSTED_HOSTS", ""))
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgres://"):
        app.config["SQLALCHEMY_DATABASE_URI"] = app.config["SQLALCHEMY_DATABASE_URI"].replace(
            "postgres://", "postgresql+psycopg://", 1)

    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql"):
        # reads run in autocommit (one round trip a statement, no BEGIN/ROLLBACK around a
        # page); every write is a transaction of its own (transactions.write_transaction)
        options = dict(app.config.get("SQLALCHEMY_ENGINE_OPTIONS") or {})
        options.setdefault("isolation_level", "AUTOCOMMIT")
        app.config["SQLALCHEMY_ENGINE_OPTIONS"] = options

    db.init_app(app)
    migrate.init_app(app, db, directory=str(MIGRATIONS), render_as_batch=True)
    csrf.init_app(app)
    babel.init_app(app, locale_selector=select_locale, timezone_selector=select_timezone)
    install_template_gettext(app)
    limiter.init_app(app)

    with app.app_context():
        if db.engine.dialect.name == "sqlite":
            configure_sqlite(db.engine)

    app.url_map.converters["digits"] = DigitsConverter
    app.register_blueprint(home.bp)
    app.register_blueprint(tables_bp.bp)
    app.register_blueprint(seats.bp)
    app.register_blueprint(calculators.bp)
    app.register_blueprint(records.bp)
    app.register_blueprint(components.bp)
    app.register_blueprint(editor.bp)
    app.register_blueprint(set_give.bp)
    app.register_blueprint(history.bp)
    app.register_blueprint(install.bp)
    app.register_blueprint(seat_move.bp)
    register_template_helpers(app)
    static_cache.init_app(app)
    register_device_cookie(app)
    install_form_messages()
    app.session_interface = SessionInterface()
    app.after_request(close_japanese_sentences)
    _register_error_pages(app)
    app.after_request(_security_headers)
    app.wsgi_app = PollFastPath(app, app.wsgi_app)
    return app


def trusted_hosts(public_url: str, extra: str) -> list[str]:
    """The host names this server answers to (others get 400, so that no address a client
    made up reaches a join link or a QR code): PUBLIC_URL's host, this machine's names and LAN
    address, loopback, and the comma-separated ``extra`` (TRUSTED_HOSTS; ".example.org" admits
    every subdomain)."""
    hosts = ["localhost", "127.0.0.1", "::1", "[::1]"]
    if public_url:
        hosts.append(urlsplit(public_url).hostname or "")
    name = socket.gethostname()
    hosts += [name, f"{name}.local", lan_address() or ""]
    hosts += [h.strip() for h in extra.split(",")]
    return [h for h in dict.fromkeys(hosts) if h]


def _security_headers(response):
    """Security headers on every answer (see ``security_headers``), each unless the answer
    set its own (the names it has are listed once: asking the headers for one it lacks raises
    and catches an exception inside werkzeug)."""
    has = {name.lower() for name, _value in response.headers}
    for name, value in security_headers(request.is_secure):
        if name.lower() not in has:
            response.headers.add(name, value)
    return response


def untrusted_host_page(message: str) -> str:
    """The whole page answering a request for a host this server does not answer to: the
    message in the page language, readable on a phone, with no address of the app in it."""
    return (f'<!doctype html><html lang="{language()}"><head><meta charset="utf-8"><meta '
            f'name="viewport" content="width=device-width, initial-scale=1"></head><body>'
            f'<p role="alert">{escape(message)}</p></body></html>')


def _generic_http_message(code: int | None) -> str:
    """A short message in the page language for an HTTP error without one of ours."""
    messages = {
        400: _("The request was malformed. Nothing was stored."),
        403: _("This device may not do that."),
        404: _("There is nothing at this address."),
        405: _("This address cannot be used that way. Go back and use the page's buttons."),
        413: _("What was sent is too large. Nothing was stored."),
        429: _("Too many requests from this device. Wait a moment and try again."),
    }
    return messages.get(code, _("That did not work. Nothing you entered before was lost."))


def _database_url(app: Flask) -> str:
    url = os.environ.get("DATABASE_URL")
    if url:
        return url
    return "sqlite:///" + os.path.join(app.instance_path, "companion.sqlite3")


def _instance_secret(app: Flask) -> str:
    """The SECRET_KEY kept in ``instance/secret_key``, generated on first run."""
    path = Path(app.instance_path) / "secret_key"
    if not path.exists():
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:  # another process made it first
            pass
        else:
            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_hex(32))
    for _attempt in range(50):  # another process may still be writing it
        key = path.read_text().strip()
        if key:
            return key
        time.sleep(0.02)
    raise RuntimeError(f"{path} is empty: delete it and start again")


def _register_error_pages(app: Flask) -> None:
    """Every error answers with a page that says what happened, never a stack trace (and, for
    a request that named its way back, ``helpers.error_way_back``, a link back to the table)."""
    @app.errorhandler(TableError)
    def table_error(exc: TableError):
        return render_template("error.html", status=exc.status, message=exc.message,
                               back=error_way_back(), heading=error_heading(),
                               back_label=error_way_back_label()), exc.status

    @app.errorhandler(CSRFError)
    def csrf_error(exc: CSRFError):
        message = _("This form has expired or did not come from this site. "
                    "Reload the page and try again: nothing was stored.")
        return render_template("error.html", status=400, message=message), 400

    @app.errorhandler(SecurityError)
    def untrusted_host(exc: SecurityError):
        # a bare page: with a host it does not answer to, the app builds no address at all;
        # what to set is for whoever runs the server (the log), not for the phone
        app.logger.warning("Refused a request for a host this server does not answer to: add "
                           "it to TRUSTED_HOSTS or set PUBLIC_URL if phones should use it "
                           "(README, Configuration)")
        return Response(untrusted_host_page(_("This server does not answer to the address that "
                                              "was used. Open the address shown on the host "
                                              "screen, or scan its QR code.")),
                        status=400, mimetype="text/html")

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        message = exc.description
        limit = getattr(exc, "limit", None)  # a refusal of the request limiter
        if message == type(exc).description or (
                exc.code == 429 and not getattr(limit, "error_message", None)):
            # werkzeug's own English text, or the request limiter's ("30 per 10 minute"):
            # say it our way, in the page language (a limit with a message of its own says it)
            message = _generic_http_message(exc.code)
        return render_template("error.html", status=exc.code, message=message,
                               back=error_way_back(), heading=error_heading(),
                               back_label=error_way_back_label()), exc.code

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        app.logger.exception("Unhandled error")
        db.session.rollback()
        if isinstance(exc, OperationalError):
            message = _("The database is not answering just now. Nothing was lost: "
                        "try again in a moment.")
            return render_template("error.html", status=503, message=message), 503
        message = _("Something went wrong on our side. Nothing you entered before was lost.")
        return render_template("error.html", status=500, message=message), 500
