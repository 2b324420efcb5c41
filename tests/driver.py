"""The one test driver of the web tests: a table made, seats taken, moves posted, component
sets made and entered, and what the server shows or stored, through Flask's test client
(``app`` and ``client`` are the fixtures of tests/conftest.py).

Every function takes the app or a client first and, for a table, its join code next; a page
comes back as its HTML text (str), after the status is checked.  Nothing here knows a game's
rules: a game's own test helpers build its forms' fields (and its new-table options) and call
these.

    code = new_table(client)                        # the host screen's client makes the table
    ana = join_seat(app, code, 0)                   # a phone (a client of its own) in seat 0
    html = seat_page(ana, code)                     # its /t/CODE/me page
    post_move(ana, code, "choose_wealth", html, {"tiles": ["t1", "t2"]})
    state_of(app, code)["phase"], version_of(app, code), stored_moves(app, code)
    set_id = new_component_set(client, "bravest", "Our copy")   # the editor's new set
    post_form(client, f"/components/bravest/{set_id}/tile/1", {...}, status=302)
"""
from __future__ import annotations

import re
from typing import Any, Callable

from companion import tables
from companion.extensions import db
from companion.models import ComponentSet, MoveRecord

#: A form's CSRF field: ``csrf_token``, or ``<prefix>-csrf_token`` for a prefixed form (each
#: move form is prefixed with its move type).  Group 1: the prefix (or None); group 2: the token.
CSRF_RE = re.compile(r'name="(?:([\w-]*)-)?csrf_token"[^>]*value="([^"]+)"')


def csrf_of(html: str, form: str | None = None) -> str:
    """The CSRF token of the form prefixed ``form`` (a move type) in a page, or, when that form
    is not on the page or ``form`` is None, of its first form (one token serves a whole
    session, so a form the page does not offer can be posted with it, as a crafted request
    would be).  Fails the test when the page has no form at all."""
    found = [(m.group(1), m.group(2)) for m in CSRF_RE.finditer(html)]
    assert found, "no CSRF token on the page"
    return next((token for prefix, token in found if form and prefix == form), found[0][1])


def page(client, url: str, status: int = 200) -> str:
    """The page at ``url`` (a path such as ``/t/CODE``) as ``client`` sees it, as text; fails
    the test unless it answers ``status``."""
    response = client.get(url)
    assert response.status_code == status, (response.status_code, url)
    return response.get_data(as_text=True)


def seat_page(phone, code: str) -> str:
    """The seat's own page (``/t/CODE/me``) of the phone ``phone`` (a client holding a seat,
    see join_seat), as text; fails the test unless it answers 200."""
    return page(phone, f"/t/{code}/me")


def new_table(client, players=("Ana", "Ben", "Cai"), seed="7", colours=None, game="tzolkin",
              check: Callable[[str], Any] | None = None, **extra) -> str:
    """Create a table of ``game`` through its new-table form, as the host screen does (the
    client becomes the table's host): ``players`` their names in seat order, ``colours`` the
    seats' colours (blue, red, yellow, green by default), ``extra`` further form fields as
    strings (a game's own options, e.g. ``start_player="random"``), ``check`` called with the
    form's page (its HTML) before it is posted (a language tour's check, say).  Returns the
    join code; fails the test unless the form is accepted (a 302 to the host page)."""
    colours = colours or ["blue", "red", "yellow", "green"]
    form = page(client, f"/new/{game}")
    if check is not None:
        check(form)
    data = {"csrf_token": csrf_of(form),
            "player_count": str(len(players)), "seed": seed}
    for i, name in enumerate(players):
        data[f"name_{i}"] = name
        data[f"colour_{i}"] = colours[i]
    data.update(extra)
    response = client.post(f"/new/{game}", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)[-3000:]
    return response.headers["Location"].rsplit("/", 1)[-1]


def join_seat(app, code: str, position: int, *, lang: str | None = None,
              check: Callable[[str], Any] | None = None):
    """A new phone (a test client of its own, its cookies its own) that takes seat
    ``position`` (0 = the first seat) through the join page; returns that client.  ``lang``:
    the phone's page language (its ``lang`` cookie, as the header's switch sets it); ``check``
    called with the join page (its HTML) before the seat is taken.  Fails the test unless the
    seat is taken (a 302)."""
    phone = app.test_client()
    if lang is not None:
        phone.set_cookie("lang", lang)
    html = page(phone, f"/j/{code}")
    if check is not None:
        check(html)
    response = phone.post(f"/j/{code}", data={"csrf_token": csrf_of(html),
                                              "position": str(position)})
    assert response.status_code == 302, response.get_data(as_text=True)[-3000:]
    return phone


def post_form(client, url: str, fields: dict[str, Any] | None = None, *,
              status: int | None = None):
    """Post the form of the page at ``url`` back to ``url`` as that page would: its CSRF token
    (``csrf_token``) and ``fields`` as given (a list value sends the field once per item).
    Fails the test unless the page answers 200 and, when ``status`` is given, the post answers
    ``status``.  Returns the response."""
    html = page(client, url)
    response = client.post(url, data={"csrf_token": csrf_of(html), **(fields or {})})
    if status is not None:
        assert response.status_code == status, response.get_data(as_text=True)[-3000:]
    return response


def new_component_set(client, game: str, name: str) -> int:
    """A new, empty component set of ``game`` named ``name``, made on the component editor's
    page by this client's device (its owner); returns the set's id.  Fails the test unless it
    is made (a 302 to the set's page)."""
    html = page(client, f"/components/{game}")
    response = client.post(f"/components/{game}/new", data={"csrf_token": csrf_of(html),
                                                            "name": name})
    assert response.status_code == 302, response.get_data(as_text=True)[-3000:]
    return int(response.headers["Location"].rsplit("/", 1)[-1])


def seen_of(html: str, kind: str) -> int:
    """The table version a page's ``kind`` move form answers to (its ``<kind>-seen`` field);
    fails the test when the page has no such form."""
    found = re.search(rf'name="{re.escape(kind)}-seen"[^>]*value="(\d+)"', html)
    assert found, f"no {kind} form on the page"
    return int(found.group(1))


def post_move(client, code: str, kind: str, html: str, fields: dict[str, Any] | None = None, *,
              seen: int | None = None, seat: int | None = None,
              raw: dict[str, Any] | None = None, token: str | None = None):
    """Post the move form of type ``kind`` to ``/t/CODE/move/<kind>`` as the page ``html``
    (the page the form is on) would: its CSRF token, ``seen`` the table version the page
    answers to (read from the page's form when None), ``fields`` the form's own fields by their
    names without the ``<kind>-`` prefix (a list value sends the field once per item), ``seat``
    the seat the host screen acts for (None: the phone's own), ``raw`` fields sent as named
    (no prefix), ``token`` the CSRF token sent (None: the page's, see csrf_of; a page with no
    form, a phone waiting for its turn, posts with a token its session was given before).
    Values are sent as ``str``.  Returns the response (a 302 to the page after the move when
    stored; the form again with its message when refused)."""
    if seen is None:
        seen = seen_of(html, kind)
    data: dict[str, Any] = {f"{kind}-csrf_token": token or csrf_of(html, kind),
                            f"{kind}-seen": str(seen)}
    for name, value in (fields or {}).items():
        data[f"{kind}-{name}"] = [str(v) for v in value] if isinstance(value, list) else str(value)
    for name, value in (raw or {}).items():
        data[name] = [str(v) for v in value] if isinstance(value, list) else str(value)
    if seat is not None:
        data["seat"] = str(seat)
    return client.post(f"/t/{code}/move/{kind}", data=data)


def state_of(app, code: str) -> dict:
    """The table's current full state (not a seat's view: hidden information included), as the
    server has it after the log (a dict of the game's state)."""
    with app.app_context():
        return tables.replay(tables.find_table(code)).state


def state_and_version(app, code: str) -> tuple[dict, int]:
    """The table's current full state (as ``state_of``) and the version it is at (as
    ``version_of``), read together from one replay."""
    with app.app_context():
        replayed = tables.replay(tables.find_table(code))
        return replayed.state, replayed.version


def version_of(app, code: str) -> int:
    """The table's version: the number of its last record (0 before any), undo records
    included, read in the database."""
    with app.app_context():
        return tables.current_version(tables.find_table(code))


def stored_moves(app, code: str) -> list[tuple[int, str, int | None]]:
    """The table's stored records in number order, each as ``(number, kind, seat)``: ``kind``
    "move" or "undo", ``seat`` the seat that moved (None for a record of no seat).  Every record
    is there, those taken back included: its length is the count stored."""
    with app.app_context():
        table = tables.find_table(code)
        rows = db.session.query(MoveRecord.number, MoveRecord.kind, MoveRecord.seat) \
            .filter_by(table_id=table.id).order_by(MoveRecord.number)
        return [(number, kind, seat) for number, kind, seat in rows]


def stored_set(app, set_id: int) -> dict:
    """The stored document (``ComponentSet.data``) of the component set ``set_id``."""
    with app.app_context():
        return db.session.get(ComponentSet, set_id).data
