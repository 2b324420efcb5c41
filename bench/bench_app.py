"""The app the benchmarks serve: the production app (``companion.wsgi``) with one more view,
``GET /bench/ok``, a bare Flask view answering "ok" — the floor every request's cost is
compared with.

    gunicorn -c gunicorn.conf.py bench.bench_app:app
"""
from __future__ import annotations

from companion.wsgi import build_app

app = build_app()


@app.get("/bench/ok")
def ok() -> str:
    """The floor: a Flask view that does nothing."""
    return "ok"
