"""Issue 36, item 2: gunicorn's own threads read each request themselves, so clients that send
slowly reach it only through a proxy that reads every request whole first.  gunicorn as
configured listens on loopback (only the proxy on the same machine reaches it) and the
production docs give that proxy's configuration, in full, as the way to run it.

Before dda91bd gunicorn.conf.py listened on every interface (``0.0.0.0:8000``), the docs'
settings table offered that, and their nginx section gave no buffering or timeouts: 12
clients sending their headers a line a second made every other table's page wait 30 s.  (The
slow clients themselves are sent through that configuration by tests/test_slow_clients.py,
which cannot run on a tree whose docs hold no nginx configuration.)"""
from __future__ import annotations

import ipaddress
import re

from tests.test_serving import ROOT


def _default_bind(monkeypatch) -> str:
    monkeypatch.delenv("BIND", raising=False)
    settings: dict = {}
    exec(compile((ROOT / "gunicorn.conf.py").read_text(), "gunicorn.conf.py", "exec"), settings)
    bind = settings["bind"]
    return bind[0] if isinstance(bind, list) else bind


def test_gunicorn_as_configured_is_reached_only_through_the_documented_proxy(monkeypatch):
    host = _default_bind(monkeypatch).rsplit(":", 1)[0].strip("[]")
    assert host == "localhost" or ipaddress.ip_address(host).is_loopback, host
    docs = (ROOT / "docs" / "production.md").read_text()
    assert "0.0.0.0:8000" not in docs  # no setting offered that lets clients reach gunicorn
    found = re.search(r"```nginx\n(.*?)```", docs, re.S)
    assert found, "docs/production.md gives no nginx configuration"
    conf = found.group(1)
    for directive in ("proxy_request_buffering on", "client_header_timeout",
                      "client_body_timeout"):
        assert directive in conf, directive
    upstream = re.search(r"server (127\.0\.0\.1:8000);", conf)
    assert upstream, "the proxy does not pass requests to gunicorn on loopback"
