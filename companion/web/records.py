"""Records: export a table as one JSON document and import it elsewhere; results export.

* ``GET /t/<code>/export.json``: the table document (host only: it holds the hidden
  information of every seat), as a download.
* ``GET /t/<code>/results.json``: a finished table's result as a BG Stats play, as a download.
* ``GET/POST /import``: upload a table document; the new table's host screen is this device.
"""
from __future__ import annotations

import json

from flask import (Blueprint, Response, abort, current_app, redirect, render_template, request,
                   url_for)
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField, FileRequired

from companion.i18n import render
from companion import records, tables
from companion.registry import get_game
from companion.extensions import csrf, limiter
from companion.web.guessing import find_table
from companion.web.helpers import actor_for, keep_host
from companion.web.local_time import local_play

bp = Blueprint("records", __name__)

#: Largest table document accepted by the import page (the app-wide request limit is smaller).
IMPORT_MAX_BYTES = 4 * 1024 * 1024


class ImportForm(FlaskForm):
    """Upload a table export (the JSON file from "Export this table")."""

    file = FileField(_l("Table export (.json)"),
                     validators=[FileRequired(_l("Choose the exported file."))])


@bp.get("/t/<code>/export.json")
def export_table(code: str):
    """The whole table as one JSON document, for the host to keep or import elsewhere."""
    table = find_table(code)
    if not actor_for(table).host:
        abort(403, _("Only the host screen can export the table: the export holds every "
                     "seat's hidden information."))
    if holds_secrets(table):
        abort(409, _("A seat's phone still keeps something no one else may see (a secret choice, "
                     "a hidden value): the export would show it on this screen. Export the table "
                     "once the game is over."))
    return _download(records.export_table(table), f"{table.game_key}-{table.code}.json")


def holds_secrets(table) -> bool:
    """Whether ``table``'s game is not over and some seat holds a secret now
    (``Game.secrets``): its log, which an export carries whole, would show it to the host."""
    game = get_game(table.game_key)
    state = tables.current(table).state
    return not game.is_over(state) and any(game.secrets(state, seat)
                                           for seat in range(len(table.seats)))


@bp.get("/t/<code>/results.json")
def results(code: str):
    """A finished table's result as a BG Stats play (JSON), to import into BG Stats."""
    table = find_table(code)
    try:
        play = records.bgstats_play(table)
    except records.RecordError as exc:
        abort(409, render(exc.message))
    return _download(local_play(play), f"{table.game_key}-{table.code}-bgstats.json")


def _import_limit() -> str:
    return current_app.config.get("IMPORT_LIMIT", "30 per 10 minutes")


@bp.route("/import", methods=["GET", "POST"])
@limiter.limit(_import_limit, methods=["POST"])
@csrf.exempt  # checked below, after the larger size limit of this page is set
def import_table():
    """Upload a table export: it becomes a new table hosted by this device."""
    if request.method == "POST":
        request.max_content_length = current_app.config.get("IMPORT_MAX_BYTES",
                                                            IMPORT_MAX_BYTES)
        csrf.protect()
    form = ImportForm()
    if not form.validate_on_submit():
        status = 400 if request.method == "POST" else 200
        return render_template("records/import.html", form=form), status
    try:
        document = records.parse_document(form.file.data.read())
        table = records.import_table(document)
    except records.RecordError as exc:
        return render_template("records/import.html", form=form, error=exc.message), 422
    keep_host(table)
    return redirect(url_for("tables.host", code=table.code))


def _download(document: dict, filename: str) -> Response:
    """``document`` as a JSON file download that is never cached."""
    body = json.dumps(document, indent=1, ensure_ascii=False)
    return Response(body, mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"',
                             "Cache-Control": "no-store"})
