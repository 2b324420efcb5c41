"""The forms every game shares: a new table, joining by code, taking a seat, undo, freeing a
seat.  Every form is a Flask-WTF form, so every POST carries a CSRF token."""
from __future__ import annotations

import unicodedata

from flask import g, request
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import DataRequired, InputRequired, Length, NumberRange, Optional

from companion.inputs import name_key, name_problem

MAX_SEATS = 6


def choices(pairs) -> list[SelectChoice]:
    """WTForms choices from (value, label) pairs."""
    return [SelectChoice(value, label) for value, label in pairs]


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
                            validators=[Optional(), Length(max=64)]),
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
            form[f"name_{i}"].errors.append(_l("Names cannot contain invisible or control "
                                               "characters."))
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


class VersionedForm(FlaskForm):
    """A table action that says which version of the table the page showed (``seen``)."""

    seen = IntegerField(validators=[InputRequired(), NumberRange(min=0)])


class UndoForm(VersionedForm):
    """The host takes back the last move."""


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
