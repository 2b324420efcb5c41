"""The forms every game shares: a new table, joining by code, taking a seat, undo, freeing a
seat.  Every form is a Flask-WTF form, so every POST carries a CSRF token."""
from __future__ import annotations

import unicodedata

from flask import g, request
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup, escape
from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import (DataRequired, InputRequired, Length, NumberRange, Optional,
                                StopValidation)
from wtforms.widgets import HiddenInput, NumberInput

from companion.inputs import has_hidden, name_key, name_problem

MAX_SEATS = 6


def choices(pairs) -> list[SelectChoice]:
    """WTForms choices from (value, label) pairs."""
    return [SelectChoice(value, label) for value, label in pairs]


#: What a name a person types (a set's) or a seed holding a control, format (a bidi override)
#: or surrogate character is told: the words the player names are told.
HIDDEN_MESSAGE = _l("Names cannot contain invisible or control characters.")


def refuse_hidden(form, field) -> None:
    """A WTForms validator: the field's text holds no character a name may not hold
    (``inputs.has_hidden``: NUL and the other controls, bidi overrides, lone surrogates)."""
    if field.data and has_hidden(field.data):
        raise StopValidation(HIDDEN_MESSAGE)


def new_table_form_class(game, colours: list[tuple[str, str]], option_fields: dict,
                         default_players: int | None = None):
    """A NewTableForm class for ``game``: a player count in ``game.player_counts`` (preset to
    ``default_players``, else the second smallest), a name and a colour for each of up to
    ``max(player_counts)`` seats, an optional seed, and the game's own ``option_fields``
    (name -> unbound WTForms field)."""
    counts = list(game.player_counts)
    if default_players not in counts:
        default_players = counts[min(1, len(counts) - 1)]
    attrs = {
        "player_count": SelectField(_l("Players"), choices=choices((n, str(n)) for n in counts),
                                    coerce=int, default=default_players),
        "seed": StringField(_l("Seed (optional: the same seed gives the same setup)"),
                            validators=[Optional(), refuse_hidden, Length(max=64)]),
    }
    for i in range(max(counts)):
        attrs[f"name_{i}"] = StringField(_l("Name"), validators=[Optional(), Length(max=40)])
        attrs[f"colour_{i}"] = SelectField(_l("Colour"), choices=choices(colours),
                                           default=colours[i % len(colours)][0])
    attrs.update(option_fields)
    attrs["validate"] = _validate_new_table
    attrs["players"] = _players
    return type("NewTableForm", (FlaskForm,), attrs)


def _players(form) -> list[dict[str, str]]:
    """The seats the form asks for: [{"name", "colour"}] for the chosen player count."""
    return [{"name": unicodedata.normalize("NFC", (form[f"name_{i}"].data or "").strip()),
             "colour": form[f"colour_{i}"].data}
            for i in range(form.player_count.data)]


def _validate_new_table(form, extra_validators=None) -> bool:
    ok = FlaskForm.validate(form, extra_validators)
    if not ok or form.player_count.data is None:
        return False
    seen_names: set[str] = set()
    seen_colours: set[str] = set()
    for i in range(form.player_count.data):
        name = form[f"name_{i}"].data or ""
        problem = name_problem(name)
        if problem == "invisible":
            form[f"name_{i}"].errors.append(HIDDEN_MESSAGE)
            ok = False
        elif problem == "empty":
            form[f"name_{i}"].errors.append(_l("Every player needs a name."))
            ok = False
        elif name_key(name) in seen_names:
            form[f"name_{i}"].errors.append(_l("Two players have this name."))
            ok = False
        seen_names.add(name_key(name))
        colour = form[f"colour_{i}"].data
        if colour in seen_colours:
            form[f"colour_{i}"].errors.append(_l("Two players have this colour."))
            ok = False
        seen_colours.add(colour)
    return ok


class JoinForm(FlaskForm):
    """Type the short join code shown on the host screen."""

    code = StringField(_l("Join code"), validators=[DataRequired(), Length(max=300)])


class ClaimSeatForm(FlaskForm):
    """Take a free seat at the table."""

    position = IntegerField(validators=[InputRequired(), NumberRange(min=0, max=MAX_SEATS - 1)])


def quick_input(field, render_kw: dict) -> Markup | None:
    """The ``<input>`` WTForms draws for ``field`` with ``render_kw`` (the attributes given
    where it is drawn), when that is a hidden input or a plain number input drawn with no
    attribute but ``type`` (a form's CSRF token, its hidden ``seen``): the same text as the
    widget's (``Input.__call__`` and ``html_params``: id, name, type, value and the
    validation attributes the field's flags set, sorted by name, escaped), in a tenth of the
    time.  None for any other field or attribute: WTForms draws it."""
    widget = field.widget
    kind = type(widget)
    if kind is NumberInput:
        if widget.step is not None or widget.min is not None or widget.max is not None:
            return None
    elif kind is not HiddenInput:
        return None
    if (render_kw and render_kw.keys() != {"type"} or getattr(field, "render_kw", None)
            or getattr(field, "_datalist", None) is not None):
        return None
    attrs = {"id": field.id, "name": field.name,
             "type": render_kw.get("type", widget.input_type), "value": field._value()}
    flags = vars(field.flags)
    for name in widget.validation_attrs:
        if name in flags:
            value = flags[name]
            attrs[name] = value() if callable(value) else value
    drawn = []
    for name in sorted(attrs):
        value = attrs[name]
        if value is True:
            drawn.append(name)
        elif value is not False:
            drawn.append(f'{name}="{escape(value)}"')
    return Markup(f"<input {' '.join(drawn)}>")


class VersionedForm(FlaskForm):
    """A table action that says which version of the table the page showed (``seen``).  Its
    hidden fields are drawn by ``quick_input`` (a move's forms are drawn again after every
    move on the phone whose turn it is)."""

    seen = IntegerField(validators=[InputRequired(), NumberRange(min=0)])

    class Meta:
        """WTForms' settings of these forms: their fields drawn through ``quick_input``."""

        def render_field(self, field, render_kw):
            """``quick_input`` where it applies, else WTForms' own drawing."""
            return quick_input(field, render_kw) or super().render_field(field, render_kw)


class UndoForm(VersionedForm):
    """The host takes back the last move: ``undoes``, the number of the move its question
    named (a page drawn without it undoes the last move of version ``seen``)."""

    undoes = IntegerField(validators=[Optional(), NumberRange(min=1)])


class TakeBackForm(VersionedForm):
    """A seat takes back its own last move (drawn as ``undo_fields`` with a hidden ``seat``)."""


def undo_fields(seen: int, undoes: int | None = None) -> Markup:
    """The hidden fields of the host screen's undo form (``UndoForm``: its CSRF token,
    ``seen`` and, given, ``undoes``: the number of the move its question names), as the form
    draws them, without building the form: the host screen draws them again after every move,
    and building a FlaskForm there cost more than the rest of the log around it.  The posted
    form is checked by ``UndoForm`` as before."""
    named = (f'<input id="undoes" name="undoes" type="hidden" value="{int(undoes)}">'
             if undoes is not None else "")
    return Markup(f'<input id="csrf_token" name="csrf_token" type="hidden" '
                  f'value="{escape(generate_csrf())}"><input id="seen" min="0" name="seen" '
                  f'required type="hidden" value="{int(seen)}">{named}')


class HostForm(FlaskForm):
    """A host-screen action without fields (a one-time link, signing other hosts out)."""


class ReleaseSeatForm(FlaskForm):
    """The host frees a seat so a new phone can take it."""

    position = HiddenField(validators=[DataRequired()])


def turn_args():
    """The address's values of a turn being built step by step (Mayan Curse's builder:
    ``turn``, ``pick``), or none when they were chosen before the table moved on (``v``, the
    version they were chosen at, is behind: ``moves.render_seat`` marks it, ``g.steps_lost``);
    the page then says that nothing of them was stored and starts afresh.  An address whose
    ``v`` is no number (``g.steps_dropped``) starts afresh without a word."""
    return {} if g.get("steps_lost") or g.get("steps_dropped") else request.args
