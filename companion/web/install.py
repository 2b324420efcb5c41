"""The app on a device's home screen: its web app manifest (in the page language), its icons
and favicon, the page it opens on (the tables this device holds), and the small answer a page
that lost the network asks for to know it is back (static/js/offline.js).

* ``GET /manifest.webmanifest?lang=ja``: the manifest, named in that language (else the page
  language); ``start_url`` is ``/mine``.
* ``GET /favicon.ico``: the icon browsers ask for on their own.
* ``GET /mine``: the tables this device hosts or holds a seat of, the latest first.
* ``GET /online``: 204, nothing read or stored.
"""
from __future__ import annotations

import json

from flask import (Blueprint, Response, current_app, render_template, request,
                   send_from_directory, url_for)
from flask_babel import gettext as _
from sqlalchemy import select

from companion.extensions import db
from companion.registry import GAMES
from companion.i18n import LANGUAGES, select_locale, use_language
from companion.models import Table
from companion.web.helpers import actor_for, kept_codes

bp = Blueprint("install", __name__)

#: The app's colours (static/css/companion.css: --accent, --paper).
THEME_COLOUR = "#2f6f4e"
BACKGROUND_COLOUR = "#fbf8f1"
#: The icon files in static/icons/ (drawn by tools/make_icons.py): (file, size, purpose).
ICONS = (("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"),
         ("icon-maskable-512.png", 512, "maskable"))


def manifest_data(lang: str) -> dict:
    """The web app manifest in ``lang`` ("en" or "ja"): names, start page, colours, icons."""
    with use_language(lang):
        return {
            "id": url_for("install.mine"),
            "name": _("Table Companion"),
            "short_name": _("Companion"),
            "description": _("One screen hosts the table; every player joins from a phone by "
                             "scanning its QR code."),
            "lang": lang,
            "dir": "ltr",
            "start_url": url_for("install.mine"),
            "scope": url_for("home.index"),
            "display": "standalone",
            "theme_color": THEME_COLOUR,
            "background_color": BACKGROUND_COLOUR,
            "icons": [{"src": url_for("static", filename=f"icons/{name}"),
                       "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
                      for name, size, purpose in ICONS],
        }


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest, in the language its link names (the page's), else the page's."""
    asked = request.args.get("lang", "")
    lang = asked if asked in LANGUAGES else select_locale()
    body = json.dumps(manifest_data(lang), ensure_ascii=False, indent=1)
    response = Response(body, mimetype="application/manifest+json")
    response.headers["Cache-Control"] = "public, max-age=3600"
    if asked not in LANGUAGES:
        response.headers["Vary"] = "Cookie, Accept-Language"
    return response


@bp.get("/favicon.ico")
def favicon():
    """The favicon at the address browsers ask for without being told."""
    return send_from_directory(current_app.static_folder, "icons/favicon.ico",
                               mimetype="image/vnd.microsoft.icon", max_age=24 * 3600)


@bp.get("/mine")
def mine():
    """The tables this device hosts or holds a seat of (the page the home-screen app opens)."""
    rows = []
    codes = kept_codes()
    found = {t.code: t for t in db.session.scalars(select(Table).where(Table.code.in_(codes)))}
    for code in codes:
        table = found.get(code)
        game = GAMES.get(table.game_key) if table else None
        if game is None:
            continue
        actor = actor_for(table)
        if actor.host:
            rows.append((table, game, None, url_for("tables.host", code=code)))
        if actor.seat is not None:
            rows.append((table, game, actor.seat, url_for("seats.my_seat", code=code)))
    return render_template("install/mine.html", rows=rows), 200, {"Cache-Control": "no-store"}


@bp.get("/online")
def online():
    """Nothing, quickly: a page that lost the network asks for it to know it is back."""
    return Response(status=204, headers={"Cache-Control": "no-store"})
