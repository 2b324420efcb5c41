"""What WTForms says about a field, in the app's own words and the page language.

WTForms' built-in messages ("Not a valid integer value.", "'w99' is not a valid choice for
this field.") come from its own catalogue: English words in quotes, ASCII punctuation in its
Japanese.  Every form of the app takes its messages from here instead (``install`` sets the
translations of Flask-WTF's forms): each WTForms message that a player can meet has a text of
the app's catalogue, with the same parameters; any other falls back to WTForms' own.
"""
from __future__ import annotations

from babel import support
from flask_babel import lazy_gettext as _l
from flask_babel import lazy_ngettext
from flask_wtf import FlaskForm
from wtforms.i18n import messages_path
from wtforms.meta import DefaultMeta

from companion.i18n import language

#: WTForms' message -> the app's (same %-parameters, or fewer).
MESSAGES = {
    "This field is required.": _l("Fill this in."),
    "Invalid input.": _l("This cannot be read: check it."),
    "Not a valid integer value.": _l("Type a whole number (digits only)."),
    "Not a valid decimal value.": _l("Type a number."),
    "Not a valid float value.": _l("Type a number."),
    "Number must be at least %(min)s.": _l("Give at least %(min)s."),
    "Number must be at most %(max)s.": _l("Give at most %(max)s."),
    "Number must be between %(min)s and %(max)s.": _l("Give a number from %(min)s to "
                                                       "%(max)s."),
    "Field must be between %(min)d and %(max)d characters long.": _l(
        "Use %(min)d to %(max)d characters."),
    "Not a valid choice.": _l("Choose one of the choices offered."),
    "Invalid Choice: could not coerce.": _l("Choose one of the choices offered."),
    "Invalid choice(s): one or more data inputs could not be coerced.": _l(
        "Choose among the choices offered."),
    "Invalid value, must be one of: %(values)s.": _l("Choose one of the choices offered."),
    "Invalid value, can't be any of: %(values)s.": _l("This value cannot be used here."),
    "This field cannot be edited.": _l("This cannot be changed."),
    "This field is disabled and cannot have a value.": _l("This cannot be changed."),
    "Invalid CSRF Token.": _l("This form has expired: reload the page and try again."),
    "CSRF token missing.": _l("This form has expired: reload the page and try again."),
    "CSRF failed.": _l("This form has expired: reload the page and try again."),
    "CSRF token expired.": _l("This form has expired: reload the page and try again."),
}
#: WTForms' plural messages (by their singular) -> the app's (singular, plural).
PLURALS = {
    "'%(value)s' is not a valid choice for this field.": lambda n: lazy_ngettext(
        "One of the choices sent is not offered here.",
        "%(num)d of the choices sent are not offered here.", n),
    "Field must be at least %(min)d character long.": lambda n: lazy_ngettext(
        "Use at least %(num)d character.", "Use at least %(num)d characters.", n),
    "Field cannot be longer than %(max)d character.": lambda n: lazy_ngettext(
        "Use at most %(num)d character.", "Use at most %(num)d characters.", n),
    "Field must be exactly %(max)d character long.": lambda n: lazy_ngettext(
        "Use exactly %(num)d character.", "Use exactly %(num)d characters.", n),
}


class FormTranslations:
    """The gettext/ngettext WTForms calls, answering with the app's texts (in the page
    language) and falling back to Flask-WTF's own translations."""

    def __init__(self, fallback):
        self.fallback = fallback

    def gettext(self, string: str) -> str:
        """WTForms' ``string`` in the app's words, else as WTForms translates it."""
        if string in MESSAGES:
            return str(MESSAGES[string])
        return self.fallback.gettext(string) if self.fallback else string

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The singular or plural message for ``n``, in the app's words when it has them."""
        if singular in PLURALS:
            return str(PLURALS[singular](n)).replace("%(num)d", str(n))
        if self.fallback:
            return self.fallback.ngettext(singular, plural, n)
        return singular if n == 1 else plural


class WTFormsCatalogues:
    """WTForms' own catalogue in the reader's language (companion.i18n.language), each read
    from disk once per process (Flask-WTF's own fallback reads it again for every request
    that builds a form)."""

    def __init__(self):
        self._by_language: dict = {}

    def _catalogue(self):
        lang = language()
        found = self._by_language.get(lang)
        if found is None:  # a race only reads the same file twice
            found = support.Translations.load(messages_path(), [lang], domain="wtforms")
            self._by_language[lang] = found
        return found

    def gettext(self, string: str) -> str:
        return self._catalogue().ugettext(string)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._catalogue().ungettext(singular, plural, n)


def form_translations() -> FormTranslations:
    """The translations every form of the app uses (WTForms' own as the fallback)."""
    return FormTranslations(WTFormsCatalogues())


def install() -> None:
    """Make every form of the app take its messages from ``FormTranslations``: Flask-WTF's
    forms and the plain WTForms sub-forms of a FormField alike."""
    translations = form_translations()
    FlaskForm.Meta.get_translations = lambda self, form: translations
    DefaultMeta.get_translations = lambda self, form: translations
