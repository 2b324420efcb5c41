"""A whole-number form field for Tzolk'in's forms, as typed on a phone.

Phones type numbers in many ways: full-width digits from a Japanese keyboard (「５０」), a
minus sign as 「−」「－」「ー」 or "-".  ``WholeNumberField`` reads them all (NFKC, then
``companion.inputs``: ASCII digits only, so "²" or "١٢" are refused) and shows a value back
as it was read ("50"), or, when it could not be read, as it was typed, so that the player sees
what the message is about instead of a field reset to 0.  A negative number where none is
allowed (「-5」 corn, 「-1」 worker) is a whole number: it is told to be 0 or more, not to be a
whole number; a field that could not be read says only that (its range is not said as well).
"""
from __future__ import annotations

import unicodedata

from flask_babel import lazy_gettext as _l
from wtforms import IntegerField
from wtforms.validators import StopValidation

from companion.inputs import number, signed

#: Signs a phone keyboard types for "minus" (after NFKC): the minus sign, the katakana long
#: vowel mark and the dashes.
MINUS_SIGNS = "\u2212\u30fc\u2010\u2011\u2012\u2013\u2014\u2015\uff70"


def normalized(raw: str) -> str:
    """``raw`` as plain ASCII where it can be: full-width digits and signs made half-width,
    any minus sign made "-", spaces around removed."""
    text = unicodedata.normalize("NFKC", raw or "").strip()
    for sign in MINUS_SIGNS:
        text = text.replace(sign, "-")
    return text


def read_number(raw: str, allow_negative: bool = False) -> int | None:
    """The whole number ``raw`` says (see ``normalized``), or None."""
    text = normalized(raw)
    if allow_negative:
        return signed(text)
    return number(text)


class WholeNumberField(IntegerField):
    """A whole number (negative only when ``allow_negative``); empty gives the default when
    ``empty_default`` (else None).  Shown back normalized, or as typed when unreadable."""

    def __init__(self, label=None, validators=None, allow_negative: bool = False,
                 empty_default: bool = True, **kwargs):
        super().__init__(label, validators, **kwargs)
        self.allow_negative = allow_negative
        self.empty_default = empty_default

    def process_formdata(self, valuelist):
        if not valuelist:
            return
        raw = valuelist[0] if isinstance(valuelist[0], str) else ""
        if not normalized(raw):
            self.data = self.default if self.empty_default else None
            return
        value = read_number(raw, allow_negative=True)
        if value is None:
            self.data = None
            raise ValueError(_l("Type a whole number, for example 3.") if not self.allow_negative
                             else _l("Type a whole number, for example 3 or −3."))
        if value < 0 and not self.allow_negative:
            self.data = None
            raise ValueError(_l("Type 0 or more: this count cannot be negative."))
        self.data = value

    def pre_validate(self, form):
        """What could not be read is said once: the validators (its range) are not run."""
        if self.process_errors:
            raise StopValidation()

    def _value(self):
        if self.raw_data:
            raw = self.raw_data[0] if isinstance(self.raw_data[0], str) else ""
            value = read_number(raw, self.allow_negative)
            return str(value) if value is not None else raw
        return "" if self.data is None else str(self.data)
