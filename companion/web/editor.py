"""Entering a table's own components by tapping, a card or board at a time: the pages every
game with an editor shares (the JSON export and upload stay, for people who script).

A game offers an editor by a module ``companion/games/<key>/editor.py`` holding ``EDITOR``, an
object of this shape (see ``ComponentEditor``):

* ``kinds`` — the kinds of entries, in order ("slab", "tier", "stone"...);
* ``kind_label(kind, done, expected) -> Msg`` — a kind and how complete it is
  ("floor boards 16/16" / 「床ボード 16/16」); ``expected`` None when a box holds any number;
* ``progress(doc) -> [(kind, done, expected)]``;
* ``entries(doc, kind) -> [(n, label Msg, done bool)]`` — n from 1, as a person counts them;
* ``blank() -> dict`` — a new, empty set to fill in (the game's own draft document);
* ``template(kind) -> str`` and ``context(doc, kind, n, sent) -> dict`` — the entry page
  (``sent``: the values just submitted, to show again after a refusal; None on a first view);
* ``update(doc, kind, n, form) -> dict`` — the document with entry n of ``kind`` as the
  submitted form says; raises ``ComponentError`` naming the card and the place on it;
* ``named(doc, name) -> dict`` — a copy of a set that is not a sample labelled with the
  set's name, as its file (``/components/<key>/<id>.json``) says it: a set entered by
  tapping starts with no name of its own (its document is stored as entered).

The set's document is then checked whole by the game's ``validate_components`` (which takes the
game's drafts) and stored; nothing is stored when either refuses.  Only the device that saved a
set changes it (companion/web/components.py).

A tap that must redraw the entry before it is saved (a page that works without a script) is a
submit button named ``redraw``: the page is shown again with what was sent (``context(doc,
kind, n, sent)``, ``sent`` holding the button's value), nothing checked or stored, and such a
redraw does not count against the saving limit.  A context may set ``offer_next`` to offer
"Save, then the next one" on the last entry too (a kind whose entries grow: the next one is
then the new entry); on the last entry of a kind it opens the first entry not entered yet of the
following kind (``kinds`` order), on the last kind's the set's page; a context may instead
set ``offer_back`` on the last entry of the last kind, whose button says where it goes ("Save,
then back to the set", posted as "next": the set's page).  Two hooks have defaults
in ``EditorHooks`` (companion/web/editor_hooks.py), which every game's editor derives from:
``following(doc, kind, n, form) -> int``, the entry it opens instead of n + 1 (an entry whose
button saved the ones after it too), and ``next_args(form)``, what it carries to that entry's
page as its query (Ohio Bob: the next card's gem and stairs tapped with the save).  The set's
page shows a small picture beside each entry a game draws one of (``pictures(doc, kind) ->
{n: picture}``, drawn by the macros of its ``pictures_template``: Ohio Bob's rooms), none by
default.
A form carrying ``tap`` (the button name of Ohio Bob's card editor) is such a redraw too.

A save sent by a page's script in the background (``background`` in the form: Bravest's pile
page saves its counts shortly after the last tap and when the page is left) is checked and
stored as any save and answered 204 No Content (a refusal as usual, 4xx with the page); it
counts against the entry limit like any save (a whole Bravest box: about 50 such saves and
30 entries, well under 200 in 10 minutes).

Picks not yet saved survive a closed tab (static/js/entry_draft.js, loaded by
templates/components/entry.html): every named input of the entry form is kept in the browser
per set, kind and entry, and put back on the next visit with ``input`` and ``change`` fired on
each input it restores, so a game's script must draw its entry from the form's inputs (hidden
or not) when they fire.
"""
from __future__ import annotations

from typing import Any, Protocol

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_wtf import FlaskForm

from companion.engine import ComponentError
from companion.extensions import limiter
from companion.inputs import has_hidden, number
from companion.message import Msg
from companion.registry import plugin
from companion.transactions import write_transaction
from companion.web.components import (NewSetForm, _changeable_set, _editable_game, _new_set,
                                      _save_limit, _share, _store)
from companion.web.quotas import check_set_room
from companion.web.helpers import fields_need_fixing
from companion.web.saved_sets import owned

bp = Blueprint("editor", __name__, url_prefix="/components")


class ComponentEditor(Protocol):
    """What a game's ``editor.EDITOR`` provides (see the module docstring)."""

    kinds: list[str]

    def kind_label(self, kind: str, done: int, expected: int | None) -> Msg: ...

    def progress(self, doc: dict) -> list[tuple[str, int, int | None]]: ...

    def entries(self, doc: dict, kind: str) -> list[tuple[int, Msg, bool]]: ...

    def blank(self) -> dict: ...

    def template(self, kind: str) -> str: ...

    def context(self, doc: dict, kind: str, n: int, sent: Any | None) -> dict: ...

    def update(self, doc: dict, kind: str, n: int, form: Any) -> dict: ...

    def named(self, doc: dict, name: str) -> dict: ...

    # optional, with defaults in companion/web/editor_hooks.py EditorHooks (a game's editor
    # derives from it)
    def following(self, doc: dict, kind: str, n: int, form: Any) -> int: ...

    def next_args(self, form: Any) -> dict[str, str]: ...

    pictures_template: str

    def pictures(self, doc: dict, kind: str) -> dict[int, Any]: ...


class EntryForm(FlaskForm):
    """The CSRF token of an entry page (its fields are the game's own)."""


def editor_for(game_key: str) -> ComponentEditor | None:
    """A game's tap editor (its plug-in's ``editor``), or None (no game, or nothing to tap)."""
    found = plugin(game_key)
    return found.editor if found is not None else None


def progress_lines(game_key: str, doc: dict) -> list[Msg]:
    """How complete a set is, a message per kind ("floor boards 16/16"); [] without an editor."""
    editor = editor_for(game_key)
    if editor is None:
        return []
    return [editor.kind_label(kind, done, expected)
            for kind, done, expected in editor.progress(doc)]


def _editor_or_404(game_key: str) -> ComponentEditor:
    _editable_game(game_key)
    editor = editor_for(game_key)
    if editor is None:
        abort(404, _("This game's components are entered as a file for now."))
    return editor


@bp.post("/<game_key>/new")
@limiter.limit(_save_limit)
def new_set(game_key: str):
    """Start a new set to fill in by tapping (from the game's blank draft)."""
    editor = _editor_or_404(game_key)
    form = NewSetForm()
    if not form.validate_on_submit():
        if has_hidden(form.name.data or ""):
            abort(400, _("Names cannot contain invisible or control characters."))
        abort(400, _("Give the new set a name (at most 80 characters)."))
    check_set_room()
    found = _new_set(game_key, form.name.data.strip(), editor.blank())
    return redirect(url_for("editor.set_page", game_key=game_key, set_id=found.id))


@bp.get("/<game_key>/<digits:set_id>")
def set_page(game_key: str, set_id: str):
    """A set: how complete it is, and every card or board to enter or change (with a small
    picture of each entry the game draws one of)."""
    editor = _editor_or_404(game_key)
    found = _changeable_set(game_key, set_id)
    doc = found.data
    kinds = [(kind, editor.kind_label(kind, done, expected), editor.entries(doc, kind),
              editor.pictures(doc, kind))
             for kind, done, expected in editor.progress(doc)]
    return render_template("components/set.html", game=_editable_game(game_key), found=found,
                           kinds=kinds, share=_share(found), owned=owned(found),
                           pictures_template=editor.pictures_template
                           if any(pics for *_, pics in kinds) else "")


def _entry_limit() -> str:
    """Saves of single entries: a whole copy is many of them in one sitting (Mayan Curse: 35
    pages), so they have their own, wider limit (``COMPONENT_ENTRY_LIMIT``)."""
    return current_app.config.get("COMPONENT_ENTRY_LIMIT", "200 per 10 minutes")


def _redrawing() -> bool:
    """Whether this request is a tap that only redraws an entry (nothing is stored)."""
    return request.method == "POST" and ("redraw" in request.form or "tap" in request.form)


def _first_to_enter(editor: ComponentEditor, doc: dict, kind: str) -> int:
    """The first entry of ``kind`` not entered yet (1 when all are)."""
    return next((n for n, _label, done in editor.entries(doc, kind) if not done), 1)


def _following(editor: ComponentEditor, doc: dict, kind: str, n: int) -> int | None:
    """The entry of ``kind`` that "Save, then the next one" opens after entry ``n`` (the
    editor's ``following``); None past the kind's last."""
    after = editor.following(doc, kind, n, request.form)
    return after if after <= len(editor.entries(doc, kind)) else None


@bp.route("/<game_key>/<digits:set_id>/<kind>/<n>", methods=["GET", "POST"])
@limiter.limit(_entry_limit, methods=["POST"], exempt_when=_redrawing)
def entry(game_key: str, set_id: str, kind: str, n: str):
    """One card or board of a set, entered by tapping; saved as a whole, or not at all."""
    editor = _editor_or_404(game_key)
    game = _editable_game(game_key)
    found = _changeable_set(game_key, set_id)
    count = len(editor.entries(found.data, kind)) if kind in editor.kinds else 0
    index = number(n, most=count)
    if not index:
        abort(404, _("This set has no such card or board."))
    form = EntryForm()
    error, problem, status, sent = None, None, 200, None
    if _redrawing():
        sent = request.form
    elif request.method == "POST":
        sent = request.form
        if not form.validate_on_submit():
            error, status = _("This form has expired: reload the page and try again."), 400
        else:
            try:
                doc = game.validate_components(editor.update(found.data, kind, index, sent))
            except ComponentError as exc:  # the usual banner, then what is wrong
                error, problem, status = fields_need_fixing(), exc.message, 422
            else:
                with write_transaction():
                    _store(found, found.name, doc)
                if request.form.get("background"):
                    return "", 204
                following = _following(editor, doc, kind, index)
                then = editor.next_args(request.form)
                if following and "next" in request.form:
                    return redirect(url_for("editor.entry", game_key=game_key, set_id=set_id,
                                            kind=kind, n=following, **then))
                if "next" in request.form and kind != editor.kinds[-1]:
                    after = editor.kinds[editor.kinds.index(kind) + 1]
                    return redirect(url_for("editor.entry", game_key=game_key, set_id=set_id,
                                            kind=after, n=_first_to_enter(editor, doc, after),
                                            **then))
                return redirect(url_for("editor.set_page", game_key=game_key, set_id=set_id))
    context = editor.context(found.data, kind, index, sent)
    return render_template(editor.template(kind), game=game, found=found, kind=kind, n=index,
                           count=count, form=form, error=error, problem=problem,
                           **context), status
