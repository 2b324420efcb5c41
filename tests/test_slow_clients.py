"""Slow clients do not stall the other tables, on both ways of running the app that the docs
offer: ``companion serve`` (waitress reads each request whole in its I/O thread before a
thread sees it) and gunicorn behind nginx configured as docs/production.md says (nginx reads
each request whole before passing it on; gunicorn's own threads read theirs, so clients never
reach it directly: 12 clients sending their headers a line a second made every other table's
page wait 30 s).

While SLOW_HEADERS clients send their headers a line a second and SLOW_BODIES send a form
body a byte a second, another table's host page is asked for again and again: each answer
comes within PAGE_SECONDS."""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest

from tests.test_served_races import Serve
from tests.test_serving import HAVE_GUNICORN, ROOT, Browser, Gunicorn, free_port, request

SLOW_HEADERS = 12
SLOW_BODIES = 20
#: The bound on another table's page while the slow clients send (a page takes tens of ms;
#: the rest is room for a machine busy with other tests).
PAGE_SECONDS = 2.0
NGINX = shutil.which("nginx") or next(
    (p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx") if Path(p).exists()), None)


def slow_client(port: int, code: str, body: bool, stop: threading.Event) -> None:
    """One client that sends a request slowly until ``stop``: its headers a line a second,
    or (``body``) its headers at once and a form body of 200 bytes a byte a second."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            if body:
                sock.sendall(f"POST /t/{code}/undo HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                             "Content-Type: application/x-www-form-urlencoded\r\n"
                             "Content-Length: 200\r\n\r\n".encode())
            else:
                sock.sendall(f"GET /t/{code} HTTP/1.1\r\n".encode())
            n = 0
            while not stop.wait(1.0):
                sock.sendall(b"a" if body else f"X-Slow-{n}: {n}\r\n".encode())
                n += 1
    except OSError:
        pass  # dropped by the server: a slow client may be


def page_times_under_slow_clients(port: int) -> list[float]:
    """A host page of one table asked for six times, while the slow clients send to another
    table: the seconds each answer took (a failed or refused one counts as the bound
    missed)."""
    host = Browser(port)
    code, other = host.new_table(), host.new_table(seed="6")
    stop = threading.Event()
    clients = [threading.Thread(target=slow_client, args=(port, other, i >= SLOW_HEADERS, stop),
                                daemon=True)
               for i in range(SLOW_HEADERS + SLOW_BODIES)]
    for t in clients:
        t.start()
    times = []
    try:
        time.sleep(2.5)  # every slow client connected and sending
        for _ in range(6):
            start = time.monotonic()
            try:
                status = request(port, "GET", f"/t/{code}", host.cookies,
                                 timeout=PAGE_SECONDS + 10)[0]
            except OSError:
                status = 0
            times.append(time.monotonic() - start if status == 200 else float("inf"))
            time.sleep(0.3)
    finally:
        stop.set()
        for t in clients:
            t.join(5)
    return times


def test_companion_serve_is_not_stalled_by_slow_clients(db_url, tmp_path):
    server = Serve(db_url, tmp_path / "serve.log").start()
    try:
        times = page_times_under_slow_clients(server.port)
        assert max(times) < PAGE_SECONDS, times
    finally:
        server.stop()


def nginx_config(tmp: Path, port: int, upstream: int) -> str:
    """docs/production.md's nginx configuration, for a test on loopback: plain HTTP on
    ``port`` (no redirect, no certificate), gunicorn on ``upstream``, nginx's files in
    ``tmp``."""
    docs = (ROOT / "docs" / "production.md").read_text()
    conf = re.search(r"```nginx\n(.*?)```", docs, re.S).group(1)
    conf = re.sub(r"server \{\s*listen 80;.*?\n\}\n", "", conf, flags=re.S)
    conf = conf.replace("listen 443 ssl;", f"listen 127.0.0.1:{port};")
    conf = re.sub(r"\n\s*ssl_certificate\S*\s[^\n]*", "", conf)
    conf = conf.replace("server 127.0.0.1:8000;", f"server 127.0.0.1:{upstream};")
    temp = "\n".join(f"{kind}_temp_path {tmp / kind};"
                     for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    # nginx run by root hands its work to an unprivileged user, which cannot write in ``tmp``
    user = "user root;\n" if hasattr(os, "geteuid") and os.geteuid() == 0 else ""
    return (f"{user}daemon off;\nworker_processes 1;\npid {tmp / 'nginx.pid'};\n"
            f"error_log {tmp / 'error.log'};\nevents {{ worker_connections 512; }}\n"
            f"http {{\naccess_log off;\n{temp}\n{conf}\n}}\n")


@pytest.mark.skipif(not HAVE_GUNICORN or NGINX is None, reason="gunicorn or nginx is missing")
def test_gunicorn_behind_the_documented_nginx_is_not_stalled_by_slow_clients(db_url, tmp_path):
    server = Gunicorn(db_url, tmp_path / "gunicorn.log", MIGRATE_ON_START="0",
                      TRUSTED_PROXIES="1").start()
    tmp = tmp_path / "nginx"
    tmp.mkdir()
    port = free_port()
    (tmp / "nginx.conf").write_text(nginx_config(tmp, port, server.port))
    proxy = subprocess.Popen([NGINX, "-p", str(tmp), "-c", str(tmp / "nginx.conf")],
                             stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                if request(port, "GET", "/")[0] == 200:
                    break
            except OSError:
                pass
            assert proxy.poll() is None and time.monotonic() < deadline, \
                (tmp / "error.log").read_text() if (tmp / "error.log").exists() else "no nginx"
            time.sleep(0.2)
        times = page_times_under_slow_clients(port)
        assert max(times) < PAGE_SECONDS, times
    finally:
        proxy.terminate()
        proxy.wait(10)
        server.stop()
