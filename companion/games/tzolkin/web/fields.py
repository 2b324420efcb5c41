"""A whole-number form field for Tzolk'in's forms, as typed on a phone.

Phones type numbers in many ways: full-width digits from a Japanese keyboard (「５０」), a
minus sign as 「−」「－」「ー」 or "-".  ``WholeNumberField`` reads them all (NFKC, then
``companion.inputs``: ASCII digits only, so "²" or "١٢" are refused) and shows a value back
as it was read ("50"), or, when it could not be read, as it was typed, so that the player sees
what the message is about instead of a field reset to 0.  A negative number where none is
allowed (「-5」 corn, 「-1」 worker) is a whole number: it is told to be 0 or more, not to be a
whole number; a field that could not be read says only that (its range is not said as well).
A whole number too long to read (「99999999999999999999」) is told the field's range, as one
out of range is, with a negative bound written with the minus sign (「−999～999」).
"""
from __future__ import annotations

import re
import unicodedata

from flask_babel import lazy_gettext as _l
from wtforms import IntegerField
from wtforms.validators import NumberRange, StopValidation, ValidationError

from companion.i18n import MINUS
from companion.inputs import number, signed

#: Signs a phone keyboard types for "minus" (after NFKC): the minus sign, the katakana long
#: vowel mark and the dashes.
MINUS_SIGNS = "\u2212\u30fc\u2010\u2011\u2012\u2013\u2014\u2015\uff70"
#: A whole number written in ASCII digits, however long (too long to read: out of any range).
_LONG = re.compile(r"-?[0-9]+")


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


#: WTForms' range messages by (a lowest bound, a highest bound): the keys of
#: companion/web/form_messages.MESSAGES, not texts of this catalogue.
_WTFORMS_RANGE = {(True, True): "Number must be between %(min)s and %(max)s.",
                  (True, False): "Number must be at least %(min)s.",
                  (False, True): "Number must be at most %(max)s."}


def _shown(bound) -> str:
    """A bound of a range as a sentence says it: a negative one with the minus sign."""
    return f"{MINUS}{-bound}" if bound < 0 else str(bound)


def range_message(field, low, high) -> str:
    """What ``field`` says of a number outside ``low``..``high`` (either may be None), in the
    page language: WTForms' range messages in the app's words (companion/web/form_messages)."""
    # WTForms' own messages, which the field's translations say in the app's words
    text = field.gettext(_WTFORMS_RANGE[(low is not None, high is not None)])
    return text % {"min": _shown(low) if low is not None else "",
                   "max": _shown(high) if high is not None else ""}


class SignedRange(NumberRange):
    """``NumberRange`` whose message writes a negative bound with the minus sign."""

    def __call__(self, form, field):
        try:
            super().__call__(form, field)
        except ValidationError:
            raise ValidationError(range_message(field, self.min, self.max)) from None


class WholeNumberField(IntegerField):
    """A whole number (negative only when ``allow_negative``); empty gives the default when
    ``empty_default`` (else None).  Shown back normalized, or as typed when unreadable."""

    def __init__(self, label=None, validators=None, allow_negative: bool = False,
                 empty_default: bool = True, **kwargs):
        validators = [SignedRange(v.min, v.max) if type(v) is NumberRange else v
                      for v in (validators or [])]
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
        if value is None and _LONG.fullmatch(normalized(raw)):
            self.data = None
            if normalized(raw).startswith("-") and not self.allow_negative:
                raise ValueError(_l("Type 0 or more: this count cannot be negative."))
            bounds = [v for v in self.validators if isinstance(v, NumberRange)]
            if bounds and (bounds[0].min is not None or bounds[0].max is not None):
                raise ValueError(range_message(self, bounds[0].min, bounds[0].max))
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
        """The field's text: a number read written back with the minus sign 「−」 when
        negative (as every page writes one; it is read back as typed), else what was typed."""
        if self.raw_data:
            raw = self.raw_data[0] if isinstance(self.raw_data[0], str) else ""
            value = read_number(raw, self.allow_negative)
            return _shown(value) if value is not None else raw
        return "" if self.data is None else _shown(self.data)
