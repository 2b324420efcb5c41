"""The home page (the four games) and the language switch."""
from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, redirect, render_template, request, url_for

from companion import LANGUAGES
from companion.games import GAMES

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


@bp.get("/")
def index():
    """List the games: the playable ones link to a new table, the others say they are coming."""
    return render_template("home/index.html", games=list(GAMES.values()))


@bp.get("/lang/<code>")
def switch_language(code: str):
    """Remember the chosen page language in a cookie and go back where the switch was pressed."""
    target = safe_next(request.args.get("next", ""))
    response = redirect(target)
    if code in LANGUAGES:
        response.set_cookie("lang", code, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response
