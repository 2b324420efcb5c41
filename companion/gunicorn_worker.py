"""gunicorn's threaded worker, each answer sent in as few packets as it fills (gunicorn.conf.py).

gunicorn writes an answer's status line and headers, then its body, each with a write of its
own: without more, each write leaves as a packet of its own, which the sending machine and the
device both pay for (most answers here are a few kilobytes: a page's changed parts, a poll).
While a request is handled its connection is corked (Linux's ``TCP_CORK``, as nginx's
``tcp_nopush``): the kernel puts what is written into full packets and sends the rest when the
connection is uncorked, right after the answer (at the latest 200 ms after the first write,
the kernel's own bound).  Where ``TCP_CORK`` does not exist (not Linux), or the connection is
not TCP, this is gunicorn's own ``gthread`` worker.
"""
from __future__ import annotations

import socket

from gunicorn.workers.gthread import ThreadWorker

_CORK = getattr(socket, "TCP_CORK", None)


class CorkedThreadWorker(ThreadWorker):
    """gunicorn's ``gthread`` worker with each request's connection corked while the request
    is handled (see the module)."""

    def handle_request(self, req, conn):
        """gunicorn's handling of one request (``ThreadWorker.handle_request``: its result,
        whether the connection stays open) between corking and uncorking ``conn.sock``."""
        corked = _cork(conn.sock, 1)
        try:
            return super().handle_request(req, conn)
        finally:
            if corked:
                _cork(conn.sock, 0)


def _cork(sock, on: int) -> bool:
    """Set ``TCP_CORK`` of ``sock`` to ``on``; False when it cannot be (no such option, not a
    TCP socket, a connection closed meanwhile)."""
    if _CORK is None:
        return False
    try:
        sock.setsockopt(socket.IPPROTO_TCP, _CORK, on)
    except OSError:
        return False
    return True
