"""The component editor every game with unknown printed components shares: a table enters its
own copy's tiles, cards or boards once (uploaded or pasted as JSON, or edited), saves it, chooses
it when setting up a table, and exports it again.  A set belongs to the device that saved it
(companion/web/device.py): only it lists, changes, deletes and offers the set at table
creation; another device gets its own copy through the set's share link or its file.  Saving
is rate-limited and capped per device and per network (companion/web/quotas.py).  The game
checks a document with its ``validate_components(doc) -> doc`` (raising ``ValueError`` with
a message naming the bad entry) and offers its labelled sample with
``sample_components() -> doc``.
"""
from __future__ import annotations

import json
from typing import Any

from flask import (Blueprint, Response, abort, current_app, redirect, render_template, request,
                   url_for)
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from sqlalchemy import select
from wtforms import StringField, TextAreaField
from wtforms.validators import DataRequired, Length, Optional

from companion.extensions import db, limiter
from companion.inputs import BadInput, load_json, row_id
from companion.models import ComponentSet
from companion.registry import get_game, plugin
from companion.transactions import write_transaction
from companion.web.device import device_id
from companion.client_network import network_key
from companion.web.quotas import check_set_room
from companion.web.forms import refuse_hidden
from companion.web.helpers import fields_need_fixing, join_url_is_reachable, public_url
from companion.web.saved_sets import SAMPLE, fresh_name, owned, store, visible
from companion.web.share_links import find_shared, give_share_hash, share_secret
from companion.web.qr import qr_data_uri

bp = Blueprint("components", __name__, url_prefix="/components")

MAX_DOCUMENT = 200_000  # characters of JSON


class ComponentSetForm(FlaskForm):
    """A component document: uploaded as a file or pasted, with a name."""

    name = StringField(_l("Name of this set (e.g. “Our copy”)"),
                       validators=[DataRequired(), refuse_hidden, Length(max=80)])
    file = FileField(_l("JSON file"))
    text = TextAreaField(_l("…or paste or edit the JSON here"),
                         validators=[Optional(), Length(max=MAX_DOCUMENT)])


class NewSetForm(FlaskForm):
    """A new set to enter by tapping: its name."""

    name = StringField(validators=[DataRequired(), refuse_hidden, Length(max=80)])


class DeleteForm(FlaskForm):
    """Delete a saved set (tables already set up keep their copy)."""


class CopyForm(FlaskForm):
    """Save a copy of a shared set on this device."""


def _editable_game(game_key: str):
    game = get_game(game_key)
    if game is None or not game.has_components:
        abort(404, _("This game has no components to enter."))
    return game


def _set_or_404(game_key: str, set_id: str | int) -> ComponentSet:
    """The set ``set_id`` (as the URL wrote it) that this device sees; else 404."""
    found, wanted = None, row_id(set_id)
    if wanted is not None:
        found = db.session.scalar(visible(game_key).where(ComponentSet.id == wanted))
    if found is None:
        abort(404, _("There is no such component set."))
    return found


def _changeable_set(game_key: str, set_id: str | int) -> ComponentSet:
    """The set ``set_id`` (as the URL wrote it) when this device may change it: else 404 (no
    such set, or an id no row can have) or 403 (another device's)."""
    found, wanted = None, row_id(set_id)
    if wanted is not None:
        found = db.session.scalar(select(ComponentSet).where(
            ComponentSet.game_key == game_key, ComponentSet.id == wanted))
    if found is None:
        abort(404, _("There is no such component set."))
    if not owned(found):
        abort(403, _("Only the device that saved this set can change or delete it. Save a "
                     "copy of it on this device to change it."))
    return found


def _save_limit() -> str:
    return current_app.config.get("COMPONENT_SAVE_LIMIT", "30 per 10 minutes")


def parse_document(game, form: ComponentSetForm) -> tuple[dict[str, Any] | None, Any]:
    """The validated component document of a submitted form, or (None, the reason: text in
    the page language or the game's ``Msg``)."""
    raw: str | bytes = ""
    upload = form.file.data
    if upload is not None and getattr(upload, "filename", ""):
        raw = upload.read(MAX_DOCUMENT + 1)
        if len(raw) > MAX_DOCUMENT:
            return None, _("The file is too large for a component set.")
    elif form.text.data and form.text.data.strip():
        raw = form.text.data
    else:
        return None, _("Choose a JSON file or paste the JSON.")
    try:
        document = load_json(raw)
    except BadInput as exc:
        if exc.reason == "encoding":
            return None, _("The file is not UTF-8 text (a JSON file is).")
        if exc.reason == "syntax":
            return None, _("This is not valid JSON: it cannot be read past line %(line)d, "
                           "character %(col)d.", line=exc.line, col=exc.column)
        return None, _("This is not valid JSON for a component set (nested too deeply, a "
                       "number too long, or a character that is not text).")
    if not isinstance(document, dict):
        return None, _("A component set is a JSON object ({ … }).")
    try:
        return game.validate_components(document), None
    except ValueError as exc:
        return None, getattr(exc, "message", None) or str(exc)


def _store(found: ComponentSet, name: str, document: dict[str, Any]) -> None:
    """Set a set's name and document (saved_sets.store, with its game's plug-in)."""
    store(found, name, document, plugin(found.game_key))


def _new_set(game_key: str, name: str, document: dict[str, Any],
             owner: str | None = None) -> ComponentSet:
    """Store a new set owned by ``owner`` (a device's SHA-256 hex; default this device) in
    one transaction; returns it."""
    saved = ComponentSet(game_key=game_key, owner=owner or device_id(create=True),
                         network=network_key())
    _store(saved, name, document)
    with write_transaction():
        db.session.add(saved)
        db.session.flush()
        give_share_hash(saved)
    return saved


def save_copy(found: ComponentSet, owner: str | None = None) -> ComponentSet:
    """Save a copy of ``found`` owned by ``owner`` (a device's SHA-256 hex; default this
    device), within that device's and this network's quotas (``check_set_room``: 409 past
    them): what a share link's "save a copy" does, and a set given to a host screen
    (companion/web/set_give.py).  Returns the copy."""
    check_set_room(owner)
    return _new_set(found.game_key, found.name, found.data, owner)


@bp.route("/<game_key>", methods=["GET", "POST"])
@limiter.limit(_save_limit, methods=["POST"])
def index(game_key: str):
    """The sets this device saved, the sample, and a form to add a set (a game with a tap
    editor: the new set's form opens with a name, ``fresh_name``)."""
    game = _editable_game(game_key)
    form = ComponentSetForm()
    error, problem, status = None, None, 200
    if request.method == "POST":
        if form.validate_on_submit():
            check_set_room()
            document, problem = parse_document(game, form)
            if document is not None:
                _new_set(game_key, form.name.data.strip(), document)
                return redirect(url_for("components.index", game_key=game_key))
            error, status = fields_need_fixing(), 422
        else:
            error, status = fields_need_fixing(), 400
    sets = db.session.scalars(visible(game_key).order_by(ComponentSet.id)).all()
    editor = plugin(game_key).editor
    # the new set's name is filled in ("Our copy", numbered when this device sees a set of
    # that name): starting one is a single tap, and the name stays editable
    new_form = NewSetForm(formdata=None, name=fresh_name(_("Our copy"),
                                                         [s.name for s in sets])) \
        if editor else None
    return render_template("components/index.html", game=game, sets=sets, form=form,
                           delete_form=DeleteForm(), error=error, problem=problem, owned=owned,
                           editor=editor, new_form=new_form), status


@bp.route("/<game_key>/<digits:set_id>/edit", methods=["GET", "POST"])
@limiter.limit(_save_limit, methods=["POST"])
def edit(game_key: str, set_id: str):
    """Edit a saved set's JSON (tables already set up keep the copy they were made with)."""
    game = _editable_game(game_key)
    found = _changeable_set(game_key, set_id)
    form = ComponentSetForm()
    error, problem, status = None, None, 200
    if request.method == "GET":
        form.name.data = found.name
        form.text.data = json.dumps(found.data, indent=2, ensure_ascii=False)
    elif form.validate_on_submit():
        document, problem = parse_document(game, form)
        if document is not None:
            with write_transaction():
                _store(found, form.name.data.strip(), document)
            return redirect(url_for("components.index", game_key=game_key))
        error, status = fields_need_fixing(), 422
    else:
        error, status = fields_need_fixing(), 400
    return render_template("components/edit.html", game=game, found=found, form=form,
                           error=error, problem=problem, share=_share(found)), status


@bp.post("/<game_key>/<digits:set_id>/delete")
def delete(game_key: str, set_id: str):
    """Delete a saved set."""
    _editable_game(game_key)
    found = _changeable_set(game_key, set_id)
    if not DeleteForm().validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    with write_transaction():
        db.session.delete(found)
    return redirect(url_for("components.index", game_key=game_key))


def _share_url(found: ComponentSet) -> str:
    return public_url(url_for("components.shared", game_key=found.game_key,
                              token=share_secret(found)))


def _share(found: ComponentSet) -> dict[str, Any]:
    """What the share section shows (templates/components/_share.html): ``url`` the share
    link, ``qr`` that link as a QR code (a data: URI of an SVG) for the other device's camera,
    ``reachable`` False when the link points at this machine's loopback."""
    url = _share_url(found)
    return {"url": url, "qr": qr_data_uri(url), "reachable": join_url_is_reachable(url)}


def _shared_or_404(game_key: str, token: str) -> ComponentSet:
    found = find_shared(game_key, token)
    if found is None:
        abort(404, _("This share link is not valid (the set may have been deleted)."))
    return found


@bp.route("/<game_key>/shared/<token>", methods=["GET", "POST"])
@limiter.limit(_save_limit, methods=["POST"])
def shared(game_key: str, token: str):
    """A set shared by its link: another device sees its name and saves a copy of its own."""
    game = _editable_game(game_key)
    found = _shared_or_404(game_key, token)
    form = CopyForm()
    if request.method == "POST":
        if not form.validate_on_submit():
            abort(400, _("The request was malformed. Nothing was stored."))
        save_copy(found)
        return redirect(url_for("components.index", game_key=game_key))
    return render_template("components/shared.html", game=game, found=found, form=form,
                           mine=owned(found))


@bp.get("/<game_key>/<set_id>.json")
def export(game_key: str, set_id: str):
    """A saved set (or the sample) as a JSON file to keep or to import elsewhere."""
    game = _editable_game(game_key)
    if set_id == SAMPLE:
        document, name = game.sample_components(), "sample"
    else:
        found = _set_or_404(game_key, set_id)
        document, name = found.data, f"set-{found.id}"
        editor = plugin(game_key).editor
        if editor is not None and not document.get("sample"):
            document = editor.named(document, found.name)  # the file carries the set's name
    body = json.dumps(document, indent=2, ensure_ascii=False)
    return Response(body, mimetype="application/json", headers={
        "Content-Disposition": f'attachment; filename="{game_key}-{name}.json"'})
