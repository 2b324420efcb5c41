"""Live pages updated part by part: what the server renders when an open page asks again.

A host screen or a phone page is drawn in parts (``{% call part(name, key) %}`` of
templates/parts.html): each part is an element ``data-part="<name>" data-key="<key>"``, whose
key changes whenever what the part shows may have changed (the table's version, the seats
that hold a phone, the page's own address).  When the poll says the table changed,
static/js/poll.js asks for the page again with the header ``X-Parts: name=key name=key ...``
(the parts it holds); the page is then drawn with every part whose key is unchanged left
empty (``data-same``: not rendered at all), and the script puts the new parts in place of the
old ones.  A move sent from a live page goes the same way: the script sends its form with
the header, and the browser keeps it when it follows the redirect to the page after the move.
A page asked for without the header is drawn whole, as always.

Some parts are drawn only when opened (a ``<details>`` whose content costs more than the rest
of the page, e.g. an end-of-game form during play): ``is_open(name)`` says whether this
request opens it (``?open=<name>`` in the address, or a form shown again with its errors);
``open_url(name)`` is the page's address that opens it (a plain link, so that the page works
without scripts too).
"""
from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from flask import Flask, g, request, url_for

HEADER = "X-Parts"
_NAME = re.compile(r"[a-z0-9_-]{1,40}\Z")
_KEY = re.compile(r"[0-9a-z]{1,32}\Z")
MAX_PARTS = 60


def part_key(*values: Any) -> str:
    """A short key standing for ``values`` (JSON-compatible): equal values, equal keys."""
    raw = json.dumps(values, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=8).hexdigest()


def held_parts() -> dict[str, str]:
    """The parts the asking page holds, {name: key}, from the ``X-Parts`` header ({} for a
    page asked for whole; anything malformed in it is ignored).  Only a GET is answered in
    parts: a move sent with the header (static/js/poll.js) that is refused answers with its
    whole page, and the header goes on to the redirect after a move that was stored."""
    held = g.get("held_parts")
    if held is None:
        held = {}
        raw = request.headers.get(HEADER, "") if request.method == "GET" else ""
        for item in raw[:4000].split()[:MAX_PARTS]:
            name, _sep, key = item.partition("=")
            if _NAME.match(name) and _KEY.match(key):
                held[name] = key
        g.held_parts = held
    return held


def in_parts() -> bool:
    """Whether this request asks for the page in parts (then the page leaves out all but its
    parts: no header, no title, no scripts)."""
    return bool(held_parts())


def part_same(name: str, key: str) -> bool:
    """Whether the asking page already holds part ``name`` as ``key`` (then it is not drawn)."""
    return held_parts().get(name) == key


def open_parts(*names: str) -> None:
    """Draw these closed parts open on this page (a form shown again with its errors)."""
    g.open_parts = set(g.get("open_parts", set())) | set(names)


def is_open(name: str) -> bool:
    """Whether the closed part ``name`` is drawn (opened) on this page."""
    return request.args.get("open") == name or name in g.get("open_parts", ())


def live_page(endpoint: str, **values: Any) -> str:
    """This page's own address, what the poll asks for again (``values`` that are None are
    left out; an ``open`` of the request is kept); remembered for ``open_url``."""
    values = {k: v for k, v in values.items() if v is not None}
    g.live_page = (endpoint, values)
    opened = request.args.get("open", "")
    return url_for(endpoint, **values, **({"open": opened} if _NAME.match(opened) else {}))


def open_url(name: str) -> str:
    """The address of this page with the closed part ``name`` opened (``?open=<name>``);
    worked out once per request and name (a closed part asks for it twice)."""
    made = g.setdefault("open_urls", {})
    if name not in made:
        endpoint, values = g.get("live_page") or (request.endpoint,
                                                  dict(request.view_args or {}))
        made[name] = url_for(endpoint, **values, open=name)
    return made[name]


def register_parts(app: Flask) -> None:
    """The template globals of drawn-in-parts pages."""
    app.add_template_global(part_same, "part_same")
    app.add_template_global(in_parts, "in_parts")
    app.add_template_global(part_key, "part_key")
    app.add_template_global(is_open, "is_open")
    app.add_template_global(open_url, "open_url")
