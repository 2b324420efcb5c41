"""Tzolk'in's end-state entry: the form a host or the calculator fills in with each player's
final position (points, goods, temples, technologies, buildings, workers; ../shared/seeds/
003_*.txt 「ゲームの終了」), prefilled from a document and read back into one.  The form only
shapes the input: the document's checks are ``scoring.validate_end_state``.
"""
from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (BooleanField, FieldList, Form, FormField, SelectField,
                     SelectMultipleField, StringField)
from wtforms.validators import InputRequired, Length, NumberRange, Optional, ValidationError
from wtforms.widgets import CheckboxInput, ListWidget

from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.web import presenter
from companion.games.tzolkin.web.fields import WholeNumberField
from companion.i18n import render
from companion.message import Msg
from companion.web.form_messages import form_translations
from companion.web.forms import VersionedForm, choices

TEMPLE_KEYS = ("chaac", "quetzalcoatl", "kukulcan")
TECH_KEYS = ("agriculture", "resources", "architecture", "theology")
FRAME_KEYS = ("brown", "green", "blue", "farm")
GOODS = ("corn", "wood", "stone", "gold", "skulls")

LABELS = {
    "vp": _l("Points on the track"), "corn": _l("Corn"), "wood": _l("Wood"),
    "stone": _l("Stone"), "gold": _l("Gold"), "skulls": _l("Crystal skulls"),
    "chaac": _l("Chaac (brown)"), "quetzalcoatl": _l("Quetzalcoatl (yellow)"),
    "kukulcan": _l("Kukulcan (green)"), "agriculture": _l("Agriculture"),
    "resources": _l("Resources"), "architecture": _l("Architecture"),
    "theology": _l("Theology"), "brown": _l("Brown buildings"), "green": _l("Green buildings"),
    "blue": _l("Blue buildings"), "farm": _l("Farms"), "harvest_corn": _l("Corn harvest tiles"),
    "harvest_wood": _l("Wood harvest tiles (not burned)"), "workers": _l("Workers (hired in all)"),
    "workers_on_gears": _l("Own workers left on the gears (tie-break)"),
}


class MultiCheckboxField(SelectMultipleField):
    """A multiple choice shown as checkboxes (phone-friendly)."""

    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


def _count(label, low: int = 0, high: int = 999) -> WholeNumberField:
    """A count typed on a phone (full-width digits read; a minus sign when ``low`` < 0)."""
    return WholeNumberField(label, default=0, allow_negative=low < 0, empty_default=False,
                            validators=[InputRequired(), NumberRange(min=low, max=high)])


class _SubFormMeta:
    """A sub-form's WTForms messages ("Not a valid integer value.") in the page language, as
    Flask-WTF gives its own forms (a FormField's form does not inherit them)."""

    def get_translations(self, form):
        return form_translations()


def _player_end_form_class():
    """One player's end state (a sub-form: no CSRF of its own)."""
    comps = load_components()
    attrs: dict[str, Any] = {
        "Meta": _SubFormMeta,
        "name": StringField(_l("Name"), validators=[Optional(), Length(max=40)]),
        "vp": _count(LABELS["vp"], -999),
        "workers": SelectField(LABELS["workers"], choices=choices((n, str(n)) for n in range(3, 7)),
                               coerce=int, default=3),
        "workers_on_gears": _count(LABELS["workers_on_gears"], 0, 6),
        "harvest_corn": _count(LABELS["harvest_corn"], 0, 28),
        "harvest_wood": _count(LABELS["harvest_wood"], 0, 12),
        "monuments": MultiCheckboxField(_l("Monuments built"), choices=choices([])),
    }
    for key in GOODS:
        attrs[key] = _count(LABELS[key], 0, 13 if key == "skulls" else 999)
    for key in FRAME_KEYS:
        attrs[key] = _count(LABELS[key], 0, 32)
    for key in TEMPLE_KEYS:
        top = len(comps.temples[key].vp) - 1
        attrs[key] = SelectField(LABELS[key], choices=choices((s, str(s)) for s in range(top + 1)),
                                 coerce=int, default=1)
    for key in TECH_KEYS:
        attrs[key] = SelectField(LABELS[key], choices=choices((s, str(s)) for s in range(4)),
                                 coerce=int, default=0)
    return type("PlayerEndForm", (Form,), attrs)


def _player_document(sub: Form, name: str) -> dict[str, Any]:
    """One player's entry of the end-state document from a validated sub-form."""
    return {
        "name": name,
        "vp": sub.vp.data, **{k: sub[k].data for k in GOODS},
        "monuments": list(sub.monuments.data or []),
        "buildings": {k: sub[k].data for k in FRAME_KEYS},
        "temples": {k: sub[k].data for k in TEMPLE_KEYS},
        "technologies": {k: sub[k].data for k in TECH_KEYS},
        "harvest_tiles": {"corn": sub.harvest_corn.data, "wood": sub.harvest_wood.data},
        "workers": sub.workers.data, "workers_on_gears": sub.workers_on_gears.data,
    }


def monument_choices(ids: list[str]) -> list[tuple[str, str]]:
    """(id, what the tile shows: its scoring · frame · cost) for the monuments a player could
    own, in the page language (the tiles have no printed id)."""
    return choices((i, presenter.monument_option_text(i)) for i in ids)


def _validate_shown_rows(form, extra_validators=None) -> bool:
    """Validate the CSRF token, the shared entries and the first ``form.count`` players only
    (the calculator keeps the other rows, hidden, with what was typed in them)."""
    ok = True
    for name, field in form._fields.items():
        if name == "players":
            for entry in field.entries[:form.count]:
                ok = entry.validate(form) and ok
        else:
            ok = field.validate(form, (extra_validators or {}).get(name, ())) and ok
    return ok


def end_state_form(players: int, monument_ids: list[str], *, versioned: bool,
                   names: list[str] | None = None, bound: bool = True,
                   prefix: str = "end_state", rows: int | None = None,
                   confirm: Msg | None = None):
    """The end-state form for ``players`` players (monuments offered: ``monument_ids``).
    ``versioned``: a table move (carries ``seen``) rather than the calculator; ``bound``: bind
    to the posted request (else a blank form with defaults); ``rows``: how many player rows
    it holds (the calculator holds every seat's, ``players`` of them counted, ``form.count``);
    ``confirm``: the game is not over as the app follows it (a ``Msg`` saying so, shown above
    the box): a box ``confirm_over`` must be ticked."""
    base = VersionedForm if versioned else FlaskForm
    rows = max(rows or players, players)
    attrs: dict[str, Any] = {
        "players": FieldList(FormField(_player_end_form_class()), min_entries=rows,
                             max_entries=rows),
        "skulls_on_chichen_itza": _count(_l("Crystal skulls placed on Chichen Itza (by anyone)"),
                                         0, 13),
        "validate": _validate_shown_rows,
    }
    if confirm is not None:
        def must_tick(form, field):
            if not field.data:
                raise ValidationError(_l("Tick this box to end the game here with these "
                                         "numbers."))
        attrs["confirm_over"] = BooleanField(
            _l("The game on the table is over (the 4th food day and the last turn of the "
               "calendar are done): end it here with these numbers"), validators=[must_tick])
    cls = type("EndStateForm", (base,), attrs)
    form = cls(prefix=prefix, **({} if bound else {"formdata": None}))
    form.count = players
    form.confirm_message = confirm
    choices = monument_choices(monument_ids)
    for i, entry in enumerate(form.players):
        entry.form.monuments.choices = choices
        if names and not entry.form.name.data:
            entry.form.name.data = names[i]
    return form


def prefill_end_state(form, document: dict) -> None:
    """Fill an unbound end-state form with an end-state document (``end_state_document``
    of the state the app follows)."""
    for entry, p in zip(form.players, document["players"]):
        sub = entry.form
        for key in ("vp", *GOODS, "workers", "workers_on_gears"):
            sub[key].data = p.get(key, sub[key].data)
        for group, keys in (("buildings", FRAME_KEYS), ("temples", TEMPLE_KEYS),
                            ("technologies", TECH_KEYS)):
            for key in keys:
                sub[key].data = p.get(group, {}).get(key, sub[key].data)
        sub.harvest_corn.data = p.get("harvest_tiles", {}).get("corn", 0)
        sub.harvest_wood.data = p.get("harvest_tiles", {}).get("wood", 0)
        sub.monuments.data = list(p.get("monuments", []))
    form.skulls_on_chichen_itza.data = document.get("skulls_on_chichen_itza", 0)


def end_state_document(form, names: list[str] | None = None) -> dict[str, Any]:
    """The end-state document (docs/formats/tzolkin.md) from a validated end-state form: the
    first ``form.count`` players; a player left unnamed is "Player 2" / 「プレイヤー2」 (the
    seat's number, in the page language)."""
    players = []
    for i, entry in enumerate(form.players[:getattr(form, "count", len(form.players))]):
        name = ((names[i] if names else (entry.form.name.data or "").strip())
                or render(Msg("tzolkin.player.numbered", n=i + 1)))
        players.append(_player_document(entry.form, name))
    return {"players": players, "skulls_on_chichen_itza": form.skulls_on_chichen_itza.data}
