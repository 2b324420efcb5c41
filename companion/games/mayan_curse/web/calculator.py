"""Mayan Curse's standalone score calculator: each adventurer's end (escaped, camera, backpack,
stelae values) typed in, checked against what a game can lay out, and turned into the end
document that the engine scores (``rules/scoring.py`` ``score_document``).  Seed 000
「ゲーム終了」, 「ソロモード」.
"""
from __future__ import annotations

import unicodedata
from typing import Any

from flask import request
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, FieldList, Form, FormField, SelectField, StringField
from wtforms.validators import Length, Optional, ValidationError

from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.components import (
    COLOURS, SLAB_COUNT, STELA_RANGES, TEMPLE_STELAE,
)
from companion.games.mayan_curse.rules.setup import DIFFICULTIES
from companion.games.mayan_curse.web.presenter import LABELS
from companion.i18n import render
from companion.inputs import number
from companion.web.forms import choices


class _PlayerEndForm(Form):
    """One adventurer at the end (a sub-form)."""

    name = StringField(_l("Name"), validators=[Optional(), Length(max=40)])
    escaped = BooleanField(_l("Escaped by the entrance"))
    camera = BooleanField(_l("Has a camera"))
    backpack_used = BooleanField(_l("Used the backpack"))
    brown = StringField(_l("Brown stelae: values (e.g. 2 4)"), validators=[Length(max=80)])
    grey = StringField(_l("Grey stelae: values"), validators=[Length(max=80)])
    beige = StringField(_l("Beige stelae: values"), validators=[Length(max=80)])

    def validate_brown(self, field):
        _check_values(field, "brown")

    def validate_grey(self, field):
        _check_values(field, "grey")

    def validate_beige(self, field):
        _check_values(field, "beige")


def _words(text_value: str) -> list[str]:
    """The values typed, as written at a table: spaces, commas, Japanese commas (、，) or
    full-width digits ("６、３")."""
    text_value = unicodedata.normalize("NFKC", text_value or "")
    for mark in (",", "、", "､", ";", "・"):
        text_value = text_value.replace(mark, " ")
    return text_value.split()


def _check_values(field, colour: str) -> None:
    """Whole numbers in the colour's range (STELA_RANGES), said by the field: a word that is
    not a whole number is told the range and how to type the values; one out of the range
    (「99999999999999999999」 too) is named."""
    words = _words(field.data)
    low, high = STELA_RANGES[colour]
    said = render(names.colour(colour))
    if not all(number(w, digits=80) is not None for w in words):
        raise ValidationError(_(
            "Enter the knowledge values of the %(colour)s stelae as numbers from %(low)d "
            "to %(high)d, separated by spaces.", colour=said, low=low, high=high))
    if len(words) > 30:
        raise ValidationError(_l("That is more stelae than the game has."))
    for w in words:
        if not low <= int(w) <= high:
            raise ValidationError(_(
                "A %(colour)s stela is worth %(low)d to %(high)d knowledge, not %(value)s.",
                colour=said, low=low, high=high, value=str(int(w))))


def _values(text_value: str) -> list[int]:
    return [int(w) for w in _words(text_value)]


def most_stelae() -> tuple[dict[str, int], int]:
    """How many stelae of each colour, and in all, a game can lay out whatever the copy
    (「セットアップ」 4-5: at most two on each of the 16 floor boards, two on each of temple
    tiers 1-4, brown on 1-2, grey on 3-4): more cannot be collected.  The stelae table of the
    printed game is not known (reference), so no copy's table, the sample's least of all, sets
    the calculator's limits."""
    passage = 2 * SLAB_COUNT
    out = {c: passage for c in COLOURS}
    for colour in TEMPLE_STELAE.values():
        out[colour] += 2
    return out, passage + 2 * len(TEMPLE_STELAE)


def _validate_calculator(form, extra_validators=None) -> bool:
    """The fields, then the stelae of each colour and in all against what a game can lay
    out (``most_stelae``); the values against the rules' ranges (scoring.score_document)."""
    ok = True
    for name, field in form._fields.items():
        if name == "players":       # only the rows counted; the hidden ones keep their text
            for entry in field.entries[:form.count]:
                ok = entry.validate(form) and ok
        else:
            ok = field.validate(form, (extra_validators or {}).get(name, ())) and ok
    if not ok:
        return False
    shown = form.players.entries[:form.count]
    limits, most = most_stelae()
    every = 0
    for colour in COLOURS:
        total = sum(len(_values(entry.form[colour].data)) for entry in shown)
        every += total
        if total > limits[colour]:
            field = shown[0].form[colour]
            field.errors = list(field.errors) + [_(
                "%(colour)s stelae: %(entered)d entered, but a game lays out at most "
                "%(most)d.", colour=render(names.colour(colour)).capitalize(),
                entered=total, most=limits[colour])]
            ok = False
    if ok and every > most:
        field = shown[0].form["brown"]
        field.errors = list(field.errors) + [_(
            "%(entered)d stelae entered in all, but a game lays out at most %(most)d.",
            entered=every, most=most)]
        ok = False
    return ok


class CalculatorWeb:
    """The calculator's side of the web side (``GameWeb.calculator_form`` /
    ``calculator_document``), inherited by forms.py ``WEB``."""

    has_calculator = True
    #: The calculator's form holds a row for each of the 6 seats, the first ``players``
    #: counted (companion/web/calculators.py: changing the count keeps what was typed).
    calculator_all_rows = True

    def calculator_form(self, players: int):
        """The calculator: each adventurer's end (escaped, camera, backpack, stelae values),
        a row for every seat (6), the first ``players`` shown and counted (``form.count``);
        the difficulty counts for one player."""
        rows = 6
        attrs = {
            "players": FieldList(FormField(_PlayerEndForm), min_entries=rows,
                                 max_entries=rows),
            "difficulty": SelectField(_l("Solo only: difficulty"), default="normal",
                                      choices=choices((d, LABELS[d]) for d in DIFFICULTIES)),
        }
        attrs["validate"] = _validate_calculator
        cls = type("MayanCurseCalculatorForm", (FlaskForm,), attrs)
        form = cls(prefix="calc", **({} if request.method == "POST" else {"formdata": None}))
        form.count = players
        return form

    def calculator_document(self, form) -> dict[str, Any]:
        """The end document (scoring.score_document) typed into the calculator."""
        players = []
        for i, entry in enumerate(form.players.entries[:form.count]):
            sub = entry.form
            stelae = [{"colour": c, "value": v} for c in ("brown", "grey", "beige")
                      for v in _values(sub[c].data)]
            players.append({"name": (sub.name.data or "").strip() or _("Adventurer %(n)d",
                                                                          n=i + 1),
                            "escaped": bool(sub.escaped.data), "camera": bool(sub.camera.data),
                            "backpack_used": bool(sub.backpack_used.data), "stelae": stelae})
        doc: dict[str, Any] = {"players": players}
        if len(players) == 1:
            doc["difficulty"] = form.difficulty.data
        return doc
