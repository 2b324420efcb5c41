"""Live pages updated part by part: what the server renders when an open page asks again.

A host screen or a phone page is drawn in parts (``{% part name, key %}...{% endpart %}``, the
tag of ``PartExtension``): each part is an element ``data-part="<name>" data-key="<key>"``, whose
key changes whenever what the part shows may have changed (the table's version, the seats
that hold a phone, the page's own address).  When the poll says the table changed,
static/js/poll.js asks for the page again with the header ``X-Parts: name=key name=key ...``
(the parts it holds); the page is then drawn with every part whose key is unchanged left
empty (``data-same``: not rendered at all), and the script puts the new parts in place of the
old ones.  A move sent from a live page goes the same way: the script sends its form with
the header, and the answer is the page after the move, in parts (companion/web/page_after.py).
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
from functools import lru_cache
from typing import Any

from flask import Flask, g, request
from jinja2 import nodes
from jinja2.ext import Extension
from markupsafe import Markup, escape

from companion.replay_cache import LruCache
from companion.web.urls import page_url_for

HEADER = "X-Parts"
_NAME = re.compile(r"[a-z0-9_-]{1,40}\Z")
_KEY = re.compile(r"[0-9a-z]{1,32}\Z")
MAX_PARTS = 60


def part_key(*values: Any) -> str:
    """A short key standing for ``values`` (JSON-compatible): equal values, equal keys.  Keys
    of plain values only (strings, whole numbers, booleans, None: a page's version, address,
    seats) are kept once worked out (``_plain_key``)."""
    if all(type(v) in _PLAIN for v in values):
        return _plain_key(*values)
    return _hashed(values)


#: The value types whose keys ``part_key`` keeps (told apart by type: True is not 1).
_PLAIN = frozenset((str, int, bool, type(None)))


def _hashed(values: tuple) -> str:
    raw = json.dumps(values, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=8).hexdigest()


@lru_cache(maxsize=4096, typed=True)
def _plain_key(*values: str | int | bool | None) -> str:
    """``part_key`` of plain ``values``, worked out once per process."""
    return _hashed(values)


#: part_key of values of shared table states, by the values' identities (``state_key``).
_STATE_KEYS = LruCache(1024)


def state_key(*values: Any) -> str:
    """``part_key(*values)`` for values nobody changes once made (those of a table state
    shared by the requests of a process, companion/replay_cache.py, and immutable scalars),
    worked out once per process and set of values: the pages that follow a move ask for the
    same pieces of the same state (a food day's report costs 60 µs to hash).  The values are
    held while their key is kept, so that no other object can take their identities."""
    ids = tuple(map(id, values))
    found = _STATE_KEYS.get(ids)
    if found is not None and all(a is b for a, b in zip(found[0], values)):
        return found[1]
    key = part_key(*values)
    _STATE_KEYS.put(ids, (values, key))
    return key


def held_parts() -> dict[str, str]:
    """The parts the asking page holds, {name: key}, from the ``X-Parts`` header ({} for a
    page asked for whole; anything malformed in it is ignored).  Only a GET is answered in
    parts: a move sent with the header (static/js/poll.js) that is refused answers with its
    whole page; one that was stored answers with the page after it, drawn in parts by a GET
    of its own (companion/web/page_after.py)."""
    held = g.get("held_parts")
    if held is None:
        held = g.held_parts = named_parts() if request.method == "GET" else {}
    return held


def named_parts() -> dict[str, str]:
    """The parts named by this request's ``X-Parts`` header, {name: key}, whatever its method
    (anything malformed in it is ignored; {} for none)."""
    held = {}
    for item in request.headers.get(HEADER, "")[:4000].split()[:MAX_PARTS]:
        name, _sep, key = item.partition("=")
        if _NAME.match(name) and _KEY.match(key):
            held[name] = key
    return held


def in_parts() -> bool:
    """Whether this request asks for the page in parts (then the page leaves out all but its
    parts: no header, no title, no scripts)."""
    return bool(held_parts())


def open_parts(*names: str) -> None:
    """Draw these closed parts open on this page (a form shown again with its errors)."""
    g.open_parts = set(g.get("open_parts", set())) | set(names)


def is_open(name: str) -> bool:
    """Whether the closed part ``name`` is drawn (opened) on this page."""
    args = request.args  # (a lookup of a name the address lacks raises inside werkzeug)
    return ("open" in args and args["open"] == name) or name in g.get("open_parts", ())


def live_page(endpoint: str, **values: Any) -> str:
    """This page's own address, what the poll asks for again (``values`` that are None are
    left out; an ``open`` of the request is kept); remembered for ``open_url``."""
    values = {k: v for k, v in values.items() if v is not None}
    g.live_page = (endpoint, values)
    opened = request.args.get("open", "")
    return page_url_for(endpoint, **values, **({"open": opened} if _NAME.match(opened) else {}))


def open_url(name: str) -> str:
    """The address of this page with the closed part ``name`` opened (``?open=<name>``);
    worked out once per request and name (a closed part asks for it twice)."""
    made = g.setdefault("open_urls", {})
    if name not in made:
        endpoint, values = g.get("live_page") or (request.endpoint,
                                                  dict(request.view_args or {}))
        made[name] = page_url_for(endpoint, **values, open=name)
    return made[name]


def part_tag(name: str, key: str, tag: str = "div", attrs: dict | None = None,
             **named: str) -> tuple[Markup, bool, Markup]:
    """The element of part ``name`` drawn as ``key`` (what ``{% part %}`` puts around its
    content): (its opening tag, whether the asking page holds it already, its closing tag).

    The opening tag carries ``data-part`` and ``data-key``, then ``class`` and ``id`` when
    given in ``named`` and not empty, then ``attrs`` ({attribute: value}) in their order,
    every value escaped; for a part held already it is the whole element, left empty and
    marked ``data-same`` (``<div data-part="p" data-key="k" data-same></div>``), and its
    content is not drawn.  Raises TypeError for a named attribute other than class and id."""
    if named and not named.keys() <= _NAMED:
        raise TypeError(f"part {name}: unknown attributes {sorted(named.keys() - _NAMED)}")
    head = f'<{tag} data-part="{_attr(name)}" data-key="{_attr(key)}"'
    if named:
        if named.get("class"):
            head += f' class="{_attr(named["class"])}"'
        if named.get("id"):
            head += f' id="{_attr(named["id"])}"'
    if attrs:
        head += "".join(f' {_attr(k)}="{_attr(v)}"' for k, v in attrs.items())
    if held_parts().get(name) == key:
        return Markup(f"{head} data-same></{tag}>"), True, _EMPTY
    return Markup(head + ">"), False, Markup(f"</{tag}>")


_NAMED = frozenset(("class", "id"))
_EMPTY = Markup("")
#: What ``escape`` would change in an attribute's value.
_UNSAFE = re.compile(r"[&<>\"']")


def _attr(value: Any) -> str:
    """``value`` as an attribute's text, escaped as ``markupsafe.escape`` does (a part's name,
    key and class have nothing to escape: the plain text is used without making Markup)."""
    if hasattr(value, "__html__"):
        return value.__html__()
    text = value if type(value) is str else str(value)
    return text if _UNSAFE.search(text) is None else str(escape(text))


class PartExtension(Extension):
    """The tag ``{% part name, key %}content{% endpart %}``: a part of a live page, drawn
    only when the asking page does not hold it already as ``key`` (``part_tag``; then the
    element is left empty).  After the name and the key come, optionally, ``tag="div"`` (the
    element), ``class``, ``id`` and ``attrs`` ({attribute: value}):
    ``{% part "tz-gears", gears_key, class="tz-gears" %}...{% endpart %}``.

    Compiled into the template itself (no macro call): one call of ``part_tag``, then the
    content inside an ``if``.  As in a macro's body, what the content sets stays inside it."""

    tags = {"part"}

    def parse(self, parser) -> nodes.Node:
        """The nodes of one ``{% part %}`` … ``{% endpart %}``."""
        lineno = next(parser.stream).lineno
        args: list[nodes.Expr] = []
        kwargs: list[nodes.Keyword] = []
        while parser.stream.current.type != "block_end":
            if args or kwargs:
                parser.stream.expect("comma")
            if parser.stream.current.type == "name" and parser.stream.look().type == "assign":
                key = parser.stream.current.value
                parser.stream.skip(2)
                kwargs.append(nodes.Keyword(key, parser.parse_expression(), lineno=lineno))
            else:
                args.append(parser.parse_expression())
        if len(args) != 2:
            parser.fail("part takes a name and a key, then named attributes", lineno)
        body = parser.parse_statements(("name:endpart",), drop_needle=True)
        opening, same, closing = (nodes.Name(n, "load", lineno=lineno)
                                  for n in ("part_open_", "part_same_", "part_close_"))
        target = nodes.Tuple([nodes.Name(n.name, "store", lineno=lineno)
                              for n in (opening, same, closing)], "store", lineno=lineno)
        call = nodes.Call(nodes.Name("part_tag", "load", lineno=lineno), args, kwargs,
                          None, None, lineno=lineno)
        drawn = body + [nodes.Output([closing], lineno=lineno)]
        return nodes.With([target], [call], [
            nodes.Output([opening], lineno=lineno),
            nodes.If(nodes.Not(same, lineno=lineno), drawn, [], [], lineno=lineno),
        ], lineno=lineno)


def register_parts(app: Flask) -> None:
    """The ``{% part %}`` tag and the template globals of drawn-in-parts pages."""
    app.jinja_env.add_extension(PartExtension)
    app.add_template_global(part_tag, "part_tag")
    app.add_template_global(in_parts, "in_parts")
    app.add_template_global(part_key, "part_key")
    app.add_template_global(state_key, "state_key")
    app.add_template_global(is_open, "is_open")
    app.add_template_global(open_url, "open_url")
