"""The home page (the four games) and the language switch."""
from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, current_app, redirect, render_template, request, url_for
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from companion.i18n import LANGUAGES
from companion.registry import GAMES

bp = Blueprint("home", __name__)


def safe_next(target: str) -> str:
    """``target`` if it is a path on this site, else the home page: no scheme, no host, no
    backslash or control character (browsers drop tabs and newlines: "/<tab>/evil" -> "//evil")."""
    if (not target.startswith("/") or target.startswith("//") or "\\" in target
            or any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in target)):
        return url_for("home.index")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return url_for("home.index")
    return target


def openable(target: str) -> str:
    """``target`` (a path on this site, ``safe_next``) if a GET can open it; for an address
    that only takes a POST (a move, an undo: the page showing a refused move carries it),
    the page of the table it belongs to, else the home page.  An address no route knows is
    left as it is (its page says so)."""
    path = urlsplit(target).path
    adapter = current_app.url_map.bind("localhost")
    try:
        adapter.match(path, method="GET")
    except MethodNotAllowed:
        try:
            _endpoint, values = adapter.match(path, method="POST")
        except HTTPException:
            return url_for("home.index")
        code = values.get("code")
        return url_for("tables.host", code=code) if code else url_for("home.index")
    except HTTPException:  # not found, or a redirect of the route's own (a trailing slash)
        pass
    return target


@bp.get("/")
def index():
    """List the games: the playable ones link to a new table, the others say they are coming."""
    return render_template("home/index.html", games=list(GAMES.values()))


@bp.get("/lang/<code>")
def switch_language(code: str):
    """Remember the chosen page language in a cookie and go back where the switch was pressed
    (or, when that was the answer to a POST, to the table's page: ``openable``)."""
    target = openable(safe_next(request.args.get("next", "")))
    response = redirect(target)
    if code in LANGUAGES:
        response.set_cookie("lang", code, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response
