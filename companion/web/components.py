"""The component editor every game with unknown printed components shares: a table enters its
own copy's tiles, cards or boards once (uploaded or pasted as JSON, or edited), saves it, chooses
it when setting up a table, and exports it again.  The game checks a document with its
``validate_components(doc) -> doc`` (raising ``ValueError`` with a message naming the bad
entry) and offers its labelled sample with ``sample_components() -> doc``.
"""
from __future__ import annotations

import json
from typing import Any

from flask import (Blueprint, Response, abort, redirect, render_template, request, session,
                   url_for)
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from sqlalchemy import select
from wtforms import StringField, TextAreaField
from wtforms.validators import DataRequired, Length, Optional

from companion.extensions import db
from companion.games import get_game
from companion.models import ComponentSet
from companion.tables import write_transaction

bp = Blueprint("components", __name__, url_prefix="/components")

SAMPLE = "sample"
MAX_DOCUMENT = 200_000  # characters of JSON


class ComponentSetForm(FlaskForm):
    """A component document: uploaded as a file or pasted, with a name."""

    name = StringField(_l("Name of this set (e.g. “Our copy”)"),
                       validators=[DataRequired(), Length(max=80)])
    file = FileField(_l("JSON file"))
    text = TextAreaField(_l("…or paste or edit the JSON here"),
                         validators=[Optional(), Length(max=MAX_DOCUMENT)])


class DeleteForm(FlaskForm):
    """Delete a saved set (tables already set up keep their copy)."""


def _editable_game(game_key: str):
    game = get_game(game_key)
    if game is None or not hasattr(game, "validate_components"):
        abort(404, _("This game has no components to enter."))
    return game


def _set_or_404(game_key: str, set_id: int) -> ComponentSet:
    found = db.session.get(ComponentSet, set_id)
    if found is None or found.game_key != game_key:
        abort(404, _("There is no such component set."))
    return found


OWNED = "component_sets"


def _owned(set_id: int) -> bool:
    """Whether this device saved the set (only it may change or delete it)."""
    return set_id in session.get(OWNED, [])


def _own(set_id: int) -> None:
    session[OWNED] = sorted(set(session.get(OWNED, [])) | {set_id})[-200:]


def _changeable_set(game_key: str, set_id: int) -> ComponentSet:
    found = _set_or_404(game_key, set_id)
    if not _owned(set_id):
        abort(403, _("Only the device that saved this set can change or delete it. Export it "
                     "and save your own copy to change it."))
    return found


def parse_document(game, form: ComponentSetForm) -> tuple[dict[str, Any] | None, str | None]:
    """The validated component document of a submitted form, or (None, the reason)."""
    raw = ""
    upload = form.file.data
    if upload is not None and getattr(upload, "filename", ""):
        data = upload.read(MAX_DOCUMENT + 1)
        if len(data) > MAX_DOCUMENT:
            return None, _("The file is too large for a component set.")
        try:
            raw = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return None, _("The file is not UTF-8 text (a JSON file is).")
    elif form.text.data and form.text.data.strip():
        raw = form.text.data
    else:
        return None, _("Choose a JSON file or paste the JSON.")
    try:
        document = json.loads(raw)
    except json.JSONDecodeError as exc:
        return None, _("This is not valid JSON: it cannot be read past line %(line)d, "
                       "character %(col)d.", line=exc.lineno, col=exc.colno)
    except (RecursionError, ValueError):  # nested too deeply, or numbers too long
        return None, _("This is not valid JSON for a component set (nested too deeply).")
    if not isinstance(document, dict):
        return None, _("A component set is a JSON object ({ … }).")
    try:
        return game.validate_components(document), None
    except ValueError as exc:
        return None, getattr(exc, "message", None) or str(exc)


@bp.route("/<game_key>", methods=["GET", "POST"])
def index(game_key: str):
    """The saved sets of a game, its sample, and a form to add a set."""
    game = _editable_game(game_key)
    form = ComponentSetForm()
    error, status = None, 200
    if request.method == "POST":
        if form.validate_on_submit():
            document, error = parse_document(game, form)
            if document is not None:
                saved = ComponentSet(game_key=game_key, name=form.name.data.strip(),
                                     data=document)
                with write_transaction():
                    db.session.add(saved)
                _own(saved.id)
                return redirect(url_for("components.index", game_key=game_key))
            status = 422
        else:
            error, status = _("Some fields need fixing: see the messages below."), 400
    sets = db.session.scalars(select(ComponentSet).where(ComponentSet.game_key == game_key)
                              .order_by(ComponentSet.id)).all()
    return render_template("components/index.html", game=game, sets=sets, form=form,
                           delete_form=DeleteForm(), error=error, owned=_owned), status


@bp.route("/<game_key>/<int:set_id>/edit", methods=["GET", "POST"])
def edit(game_key: str, set_id: int):
    """Edit a saved set's JSON (tables already set up keep the copy they were made with)."""
    game = _editable_game(game_key)
    found = _changeable_set(game_key, set_id)
    form = ComponentSetForm()
    error, status = None, 200
    if request.method == "GET":
        form.name.data = found.name
        form.text.data = json.dumps(found.data, indent=2, ensure_ascii=False)
    elif form.validate_on_submit():
        document, error = parse_document(game, form)
        if document is not None:
            with write_transaction():
                found.name = form.name.data.strip()
                found.data = document
            return redirect(url_for("components.index", game_key=game_key))
        status = 422
    else:
        error, status = _("Some fields need fixing: see the messages below."), 400
    return render_template("components/edit.html", game=game, found=found, form=form,
                           error=error), status


@bp.post("/<game_key>/<int:set_id>/delete")
def delete(game_key: str, set_id: int):
    """Delete a saved set."""
    _editable_game(game_key)
    found = _changeable_set(game_key, set_id)
    if not DeleteForm().validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    with write_transaction():
        db.session.delete(found)
    return redirect(url_for("components.index", game_key=game_key))


@bp.get("/<game_key>/<set_id>.json")
def export(game_key: str, set_id: str):
    """A saved set (or the sample) as a JSON file to keep or to import elsewhere."""
    game = _editable_game(game_key)
    if set_id == SAMPLE:
        document, name = game.sample_components(), "sample"
    elif set_id.isdigit():
        found = _set_or_404(game_key, int(set_id))
        document, name = found.data, f"set-{found.id}"
    else:
        abort(404, _("There is no such component set."))
    body = json.dumps(document, indent=2, ensure_ascii=False)
    return Response(body, mimetype="application/json", headers={
        "Content-Disposition": f'attachment; filename="{game_key}-{name}.json"'})


def component_choices(game_key: str) -> list[tuple[str, str]]:
    """Choices for a new-table form: the sample (labelled as one) and every saved set."""
    sets = db.session.scalars(select(ComponentSet).where(ComponentSet.game_key == game_key)
                              .order_by(ComponentSet.id)).all()
    return [(SAMPLE, str(_l("Sample set (made up for trying the app, not the real game's)")))] + [
        (str(s.id), s.name + (" " + str(_l("(sample data)")) if s.data.get("sample") else ""))
        for s in sets]


def component_document(game_key: str, choice: str) -> dict[str, Any] | None:
    """The component document a new-table form chose: None for the sample (the game uses its
    own), a saved set's data otherwise.  Aborts 400 for an unknown choice."""
    if choice == SAMPLE:
        return None
    found = db.session.get(ComponentSet, int(choice)) if str(choice).isdigit() else None
    if found is None or found.game_key != game_key:
        abort(400, _("There is no such component set."))
    return found.data
