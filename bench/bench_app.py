"""The app the benchmarks serve: the production app (``companion.wsgi``) with two more
answers: ``GET /bench/ok``, a bare Flask view answering "ok" — the floor every request's cost
is compared with — and ``GET /bench/raw``, "ok" answered in front of Flask (what gunicorn
itself costs per request, its access log included).

    gunicorn -c gunicorn.conf.py bench.bench_app:app
"""
from __future__ import annotations

from companion.wsgi import build_app

app = build_app()


class RawAnswer:
    """WSGI middleware answering ``/bench/raw`` with "ok" before Flask sees the request."""

    def __init__(self, wsgi_app):
        self.wsgi_app = wsgi_app

    def __call__(self, environ, start_response):
        if environ.get("PATH_INFO") == "/bench/raw":
            start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", "2")])
            return [b"ok"]
        return self.wsgi_app(environ, start_response)


app.wsgi_app = RawAnswer(app.wsgi_app)


@app.get("/bench/ok")
def ok() -> str:
    """The floor: a Flask view that does nothing."""
    return "ok"
