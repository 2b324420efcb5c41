"""Tzolk'in's turn forms: placement, begging and the calendar choice (the pick-up is in
pickup_forms.py, the fields of its workers' actions in pickup_plan.py and pickup_sections.py).

The web layer holds no rules.  What a form *offers* comes from ``move_options``; what a
posted form *accepts* is only checked for its shape (a temple is one of the three temples, a
count is a small whole number) so that a stale or illegal entry reaches the engine, which
refuses it with its own message (or the table service answers 409 for a stale page).

Forms (prefix = move type, each a ``VersionedForm`` with the hidden ``seen``):

* ``place``: ``n_<gear>`` workers per gear (0..the workers at hand) and ``start`` (the
  starting player space) -> ``{"type": "place", "gears": [g, g, ...], "start": bool}``; the
  forced single placement asks only ``gear``.
* ``beg``: ``temple`` -> ``{"type": "beg", "temple": t}``.
* ``calendar``: ``days`` 1 | 2 -> ``{"type": "calendar", "days": d}``.
"""
from __future__ import annotations

from typing import Any

from flask import request
from flask_babel import lazy_gettext as _l
from wtforms import BooleanField, IntegerField, StringField
from wtforms.validators import AnyOf, NumberRange, Optional

from companion.games.tzolkin.rules.components import GEARS, TEMPLES
from companion.games.tzolkin.rules.play_state import MAX_WORKERS
from companion.games.tzolkin.web import presenter
from companion.games.tzolkin.web.fields import WholeNumberField
from companion.games.tzolkin.web.pickup_forms import legal_by_type  # noqa: F401 (the forms' entry)
from companion.web.forms import VersionedForm

MAX_PLACED = MAX_WORKERS


def _choice(values, label=None, required: bool = False) -> StringField:
    """A choice among ``values`` sent as text ("" = none unless ``required``); the page offers
    the legal ones, the engine decides."""
    allowed = [str(v) for v in values] + ([] if required else [""])
    return StringField(label, default="", validators=[AnyOf(allowed, message=_l(
        "Choose one of the options offered."))])


def _number(label=None, low: int = 0, high: int = 99) -> WholeNumberField:
    """An optional whole number from ``low`` to ``high`` (empty = 0; full-width digits read)."""
    return WholeNumberField(label, default=0, validators=[Optional(),
                                                          NumberRange(min=low, max=high)])


# ============================================================================ placement

class PlaceForm(VersionedForm):
    """Workers per gear and the starting player space (fields ``n_<gear>``, ``start``)."""

    start = BooleanField(_l("Starting player space"))


for _g in GEARS:
    setattr(PlaceForm, f"n_{_g}", _number(None, 0, MAX_PLACED))

_PLACE_FORMS: dict[int, type] = {MAX_PLACED: PlaceForm}


def place_form_class(hand: int) -> type:
    """A placement form whose counts go up to ``hand`` (the workers at hand: a count above it
    is refused saying so, not with the game's 6)."""
    hand = max(1, min(hand, MAX_PLACED))
    if hand not in _PLACE_FORMS:
        attrs = {f"n_{g}": _number(None, 0, hand) for g in GEARS}
        _PLACE_FORMS[hand] = type("PlaceForm", (PlaceForm,), attrs)
    return _PLACE_FORMS[hand]


class ForcedPlaceForm(VersionedForm):
    """The forced single placement: only the gear (one of the cheapest)."""

    gear = _choice(GEARS, _l("Gear"), required=True)


def place_form(legal: dict | None, bound: bool):
    """The placement form for ``legal`` (the legal_moves "place" entry, or None when the seat
    may not place now) to show, or (``bound``) the posted one: its shape says which (the forced
    placement posts only ``place-gear``), whatever the state is now, so that a stale page gets
    409 and an illegal one the engine's reason."""
    hand = legal["max_workers"] if legal and not legal.get("forced") else MAX_PLACED
    if bound:
        forced = "place-gear" in request.form
        return (ForcedPlaceForm if forced else place_form_class(hand))(prefix="place")
    kwargs = {"formdata": None}
    if legal and legal.get("forced"):
        form = ForcedPlaceForm(prefix="place", **kwargs)
        form.gear.data = legal["forced"]["gears"][0]
        return form
    return place_form_class(hand)(prefix="place", **kwargs)


def place_data(form) -> dict[str, Any]:
    """The placement payload: each gear repeated for its number of workers, in gear order."""
    if isinstance(form, ForcedPlaceForm):
        return {"type": "place", "gears": [form.gear.data], "start": False}
    gears: list[str] = []
    for g in GEARS:
        gears += [g] * (form[f"n_{g}"].data or 0)
    return {"type": "place", "gears": gears, "start": bool(form.start.data)}


def place_rows(legal: dict, form) -> list[dict]:
    """What the placement form shows per gear: ``{"gear", "name", "field", "spots", "max"}``."""
    rows = []
    for g in GEARS:
        spots = legal["gears"].get(g)
        if spots:
            rows.append({"gear": g, "name": presenter.gear_name(g), "field": form[f"n_{g}"],
                         "spots": spots, "max": len(spots)})
    return rows


# ============================================================================ begging, calendar

class BegForm(VersionedForm):
    """Begging for corn: the temple to step down."""

    temple = _choice(TEMPLES, _l("Temple to step down"), required=True)


class CalendarForm(VersionedForm):
    """The start space holder: turn the calendar 1 or 2 days."""

    days = IntegerField(_l("Days"), validators=[NumberRange(min=1, max=2)])


