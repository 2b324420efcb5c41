"""Driving a table of any game through the app, for the conformance suite: the new-table form
sent with the game's own defaults, seats taken, moves recorded by the table service, the
host's undo, what the service stored and replays.

Nothing here knows a game: a form is sent with the values its page shows (as a browser would
send it untouched), and a move is the payload the engine's ``legal_moves`` gave.  (The moves
of the real games go through the table service, as their forms are the game's own business;
the tiny game's go through its forms too: test_web.py.)
"""
from __future__ import annotations

import io
import json
import re
from html.parser import HTMLParser
from typing import Any

from companion import tables
from companion.replay_cache import REPLAYS
from tests.driver import csrf_of, new_table, page


class _Forms(HTMLParser):
    """The fields of each ``<form>`` of a page with the values a browser would send for
    them untouched: ``forms`` is [(action, {name: value})]."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[tuple[str, dict[str, str]]] = []
        self._select: str | None = None
        self._options: list[tuple[str, bool]] = []
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs) -> None:
        a = {k: (v if v is not None else "") for k, v in attrs}
        if tag == "form":
            self.forms.append((a.get("action", ""), {}))
        elif not self.forms or "name" not in a and tag != "option":
            return
        elif tag == "input":
            kind = a.get("type", "text")
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            if kind not in ("submit", "button", "file", "image", "reset"):
                self.forms[-1][1].setdefault(a["name"], a.get("value", "on" if kind in (
                    "checkbox", "radio") else ""))
        elif tag == "select":
            self._select, self._options = a["name"], []
        elif tag == "option" and self._select is not None:
            self._options.append((a.get("value", ""), "selected" in a))
        elif tag == "textarea":
            self._textarea = a["name"]
            self.forms[-1][1][a["name"]] = ""

    def handle_data(self, data: str) -> None:
        if self._textarea is not None:
            self.forms[-1][1][self._textarea] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "select" and self._select is not None:
            chosen = [v for v, sel in self._options if sel] or [v for v, _s in self._options]
            if chosen:
                self.forms[-1][1][self._select] = chosen[0]
            self._select = None
        elif tag == "textarea":
            self._textarea = None


def form_values(html: str, action: str, here: str = "") -> dict[str, str]:
    """The fields of the page's first form whose action ends with ``action`` (a form without
    one is sent to the page's own address, ``here``), with the values the page shows (a
    select's selected option, else its first; checked boxes only)."""
    parser = _Forms()
    parser.feed(html)
    for found, fields in parser.forms:
        if (found or here).split("?")[0].endswith(action):
            return dict(fields)
    raise AssertionError(f"no form sent to {action} on the page")


def offered_table(client, plugin, players: list[dict[str, str]], seed: str) -> str:
    """Create a table of the game through its new-table form (tests/driver.py's new_table),
    every game option left as the form offers it; returns the join code (``client`` becomes
    its host screen)."""
    here = f"/new/{plugin.key}"
    seats = {f"{field}_{i}" for i in range(len(players)) for field in ("name", "colour")}
    shown = form_values(page(client, here), here, here=here)
    offered = {name: value for name, value in shown.items()
               if name not in seats and name not in ("csrf_token", "player_count", "seed")}
    return new_table(client, [p["name"] for p in players], seed,
                     colours=[p["colour"] for p in players], game=plugin.key, **offered)


def table_of(code: str):
    """The table (the service's model) with this join code; inside an app context."""
    return tables.find_table(code)


def setup_of(app, code: str) -> dict:
    """The table's stored State0."""
    with app.app_context():
        return table_of(code).setup


def record(app, code: str, seat: int | None, payload: dict[str, Any]) -> int:
    """Record one move through the table service, from a page showing the table as it is
    (a table-wide move, ``seat`` None, by the host); returns the new version."""
    with app.app_context():
        table = table_of(code)
        seen = tables.current_version(table)
        tables.record_move(table, seat, payload, seen, by_host=seat is None)
        return seen + 1


def stored_state(app, code: str, number: int) -> dict:
    """The state the service stored with record ``number`` (0: the setup), read from the
    database (not this process's cache)."""
    with app.app_context():
        REPLAYS.clear()
        return tables.state_after(table_of(code), number)


def replayed_state(app, code: str, number: int | None = None) -> dict:
    """The state the service gets by replaying the log through the engine up to record
    ``number`` (None: every record, then from what is stored with the last one)."""
    with app.app_context():
        REPLAYS.clear()
        return tables.replay(table_of(code), upto=number).state


def undo(host, code: str) -> None:
    """The host screen takes the last move back through its undo form."""
    page = host.get(f"/t/{code}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    seen = re.search(r'name="seen"[^>]*value="(\d+)"', html)
    assert seen, "no undo form on the host screen"
    response = host.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html),
                                                  "seen": seen.group(1)})
    assert response.status_code in (302, 303), response.get_data(as_text=True)[-2000:]


def export_and_import(host, code: str) -> str:
    """The host exports the table and imports the document as a new table; returns the new
    table's join code (``host`` is its host screen too)."""
    exported = host.get(f"/t/{code}/export.json")
    assert exported.status_code == 200
    document = json.loads(exported.get_data(as_text=True))
    page = host.get("/import")
    response = host.post("/import", data={
        "csrf_token": csrf_of(page.get_data(as_text=True)),
        "file": (io.BytesIO(json.dumps(document).encode("utf-8")), "table.json")},
        content_type="multipart/form-data")
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    return response.headers["Location"].rsplit("/", 1)[-1]
