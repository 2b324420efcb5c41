"""The home page (the four games) and the language switch."""
from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for

from companion import LANGUAGES
from companion.games import GAMES

bp = Blueprint("home", __name__)


@bp.get("/")
def index():
    """List the games: the playable ones link to a new table, the others say they are coming."""
    return render_template("home/index.html", games=list(GAMES.values()))


@bp.get("/lang/<code>")
def switch_language(code: str):
    """Remember the chosen page language in a cookie and go back where the switch was pressed."""
    target = request.args.get("next", "")
    if not target.startswith("/") or target.startswith("//"):
        target = url_for("home.index")
    response = redirect(target)
    if code in LANGUAGES:
        response.set_cookie("lang", code, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response
