"""gunicorn settings for Table Companion (docs/production.md).

    gunicorn -c gunicorn.conf.py companion.wsgi:app

Environment: ``BIND`` (default ``127.0.0.1:8000``: only nginx in front reaches it),
``WEB_CONCURRENCY`` (worker processes; default 2 x cores + 1, at most 9), ``THREADS``
(threads per worker, default 4), ``GUNICORN_CONTROL_SOCKET`` (a path: enables gunicorn's
control socket),
``MIGRATE_ON_START`` (default 1: apply the database migrations once, in the master process,
before any worker starts; 0 when ``companion upgrade`` is run separately, e.g. with several
machines), ``LOG_POLLS`` (1: the access log also holds the live pages' answered polls and
updates in parts, left out by default).  Command-line options override these settings.

The workers hold no table state (every request reads the database; a poll is answered from
memory only while the machine's change board says the table did not change,
companion/change_board.py), so any worker serves any request, and several machines can serve
the same database behind a proxy (with ``POLL_CACHE_SECONDS=0``, docs/production.md).
"""
import multiprocessing
import os


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise SystemExit(f"{name} must be a whole number of at least 1, not {raw!r}")
    return int(raw)


# Loopback: clients never reach gunicorn directly.  Its threads read each request themselves,
# so a client sending slowly holds one; nginx in front reads every request whole first
# (docs/production.md, "Behind nginx (required)").
bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = _int("WEB_CONCURRENCY", min(2 * multiprocessing.cpu_count() + 1, 9))
threads = _int("THREADS", 4)
# gunicorn's threaded worker: each worker process serves up to THREADS requests at once
worker_class = "gthread"
timeout = 30
graceful_timeout = 20
keepalive = 5
# Workers start from a fresh import (no preload): no database connection crosses a fork.
preload_app = False
# gunicorn 25.1+ control socket (``gunicornc``): off unless GUNICORN_CONTROL_SOCKET names a
# path, so that several servers on one machine do not fight over the default one.
control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET", "") or None
control_socket_disable = control_socket is None
accesslog = "-"
errorlog = "-"
# answered polls of the live pages (every open page, every 2 s) are left out of it
logger_class = "companion.access_log.AccessLogger"
# The usual combined log, plus the request time in ms (%(M)s) and the worker pid (%(p)s).
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms pid=%(p)s "%(a)s"'


def on_starting(server) -> None:
    """Apply the database migrations once, before the workers start (and create the
    instance/secret_key file once, if no SECRET_KEY is given)."""
    if os.environ.get("MIGRATE_ON_START", "1").strip() in ("0", "false", "no"):
        return
    from companion.app import create_app
    from companion.cli import upgrade_database
    from companion.extensions import db

    app = create_app()
    upgrade_database(app)
    with app.app_context():
        db.engine.dispose()
    server.log.info("Database schema is up to date")


def post_worker_init(worker) -> None:
    """Once the app is loaded in a worker: compile its templates and load what its pages use
    (companion/web/warm_up.py: no request pays a first compile), then move everything it
    holds so far (modules, the app, its templates and catalogues) out of the garbage
    collector's reach, so that the collections a request triggers scan only what requests
    allocate (gc.freeze; nothing frozen is ever freed)."""
    import gc

    app = getattr(worker, "wsgi", None)
    if hasattr(app, "jinja_env"):
        from companion.web.warm_up import warm_up

        warm_up(app)
    gc.freeze()
