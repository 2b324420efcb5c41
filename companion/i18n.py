"""Saying messages in the reader's language: the web pages' and the command line's.

The engines return ``Msg`` values (companion.message); this module turns one into a sentence in
English or Japanese through the Babel catalogues, the same ones Flask-Babel uses for the pages:

* each game keeps its texts in ``companion/games/<key>/messages.py``: ``MESSAGES``, a dict from
  message code to an entry made with ``T_`` (one msgid), ``P_`` (singular, plural and the
  parameter that counts: ngettext) or ``by_params`` (a function of the parameters, for a
  sentence that changes shape); the platform's own codes ("table.", "records.", "components.",
  "common.") live in ``companion/core_messages.py``;
* each game has its own catalogue directory ``companion/games/<key>/translations`` (its
  engine's texts and its templates), the platform ``companion/translations``; Flask-Babel merges
  them all (``catalogue_dirs``);
* the language is the page's (Flask-Babel's locale) inside a request, else the one set with
  ``use_language`` (the command line: ``--lang``, else LANG).

``render(value)`` accepts a ``Msg``, its stored JSON form, a list of them (one sentence after
another), a plain or lazy string (already in the page language), or None.
"""
from __future__ import annotations

import logging
import os
import re
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

from babel.lists import format_list
from babel.support import NullTranslations, Translations
from flask import g, has_app_context, has_request_context, request
from flask_babel import force_locale, get_locale

from companion.message import Msg, Text, decode

LANGUAGES = ("en", "ja")
PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
DOMAIN = "messages"
#: What Babel extracts besides its defaults (_, gettext, ngettext, ...): lazy strings and the
#: catalogue entries of the messages modules.
KEYWORDS = {"_l": None, "lazy_gettext": None, "lazy_ngettext": (1, 2), "T_": None,
            "P_": (1, 2)}
#: In tests an unknown code or a missing parameter raises (set by tests/conftest.py); on a
#: live server the reader gets a general sentence instead of a crash.
STRICT = False

_language: ContextVar[str | None] = ContextVar("companion_language", default=None)
log = logging.getLogger(__name__)


#: The minus sign of a negative number in a sentence or on a page (−2), never the hyphen "-".
MINUS = "\u2212"
#: A whole-number field of a msgid: ``%(vp)d``.
_INT_FIELD = re.compile(r"%\(([A-Za-z_0-9]+)\)d")


class MissingMessage(LookupError):
    """A message code with no entry in any catalogue, or an entry missing a parameter."""


# --- catalogue entries --------------------------------------------------------------------------

class Entry:
    """How one message code is said: ``say(params) -> str`` in the current language."""

    def say(self, params: dict[str, Any]) -> str:  # pragma: no cover - interface
        raise NotImplementedError


class _Single(Entry):
    def __init__(self, msgid: str):
        self.msgid = msgid

    def say(self, params: dict[str, Any]) -> str:
        text = translations(language()).ugettext(self.msgid)
        return fill(text, params) if params else text


class _Plural(Entry):
    def __init__(self, singular: str, plural: str, count: str):
        self.singular, self.plural, self.count = singular, plural, count

    def say(self, params: dict[str, Any]) -> str:
        num = params[self.count]
        text = translations(language()).ungettext(self.singular, self.plural, num)
        return fill(text, dict(params, num=num))


class _Function(Entry):
    def __init__(self, function: Callable[[dict[str, Any]], str]):
        self.function = function

    def say(self, params: dict[str, Any]) -> str:
        return self.function(params)


def T_(msgid: str) -> Entry:
    """A catalogue entry said by one msgid (English, with ``%(name)s`` parameters).  Babel
    extracts it (keyword ``T_``)."""
    return _Single(msgid)


def P_(singular: str, plural: str, count: str) -> Entry:
    """A catalogue entry said with ngettext: ``count`` names the parameter that counts (also
    available as ``%(num)d``).  Babel extracts it (keyword ``P_:1,2``)."""
    return _Plural(singular, plural, count)


def by_params(function: Callable[[dict[str, Any]], str]) -> Entry:
    """A catalogue entry whose sentence depends on its parameters: ``function(params)`` gets
    the parameters already said (names, lists, nested messages as text; ints as ints) and
    returns the sentence, using ``gettext``/``ngettext`` below."""
    return _Function(function)


def gettext(msgid: str, **params: Any) -> str:
    """``msgid`` in the current language, with ``params`` filled in (for ``by_params``)."""
    text = translations(language()).ugettext(msgid)
    return fill(text, params) if params else text


def ngettext(singular: str, plural: str, num: int, **params: Any) -> str:
    """The singular or plural form for ``num`` in the current language (``%(num)d`` is set)."""
    text = translations(language()).ungettext(singular, plural, num)
    return fill(text, dict(params, num=num))


def fill(text: str, params: dict[str, Any]) -> str:
    """``text % params``, a negative whole number written with the minus sign: "Quetzalcoatl
    %(vp)d" with vp=-2 says "Quetzalcoatl −2", never "-2"."""
    negative = {k for k, v in params.items()
                if isinstance(v, int) and not isinstance(v, bool) and v < 0}
    if negative:
        text = _INT_FIELD.sub(lambda m: f"%({m.group(1)})s" if m.group(1) in negative
                              else m.group(0), text)
        params = {k: f"{MINUS}{-v}" if k in negative else v for k, v in params.items()}
    return text % params


# --- the language -------------------------------------------------------------------------------

def chosen_language() -> str | None:
    """The language set with ``use_language`` (the command line's), or None."""
    return _language.get()


def language() -> str:
    """The reader's language: "en" or "ja": the one set with ``use_language``, else the
    page's (Flask-Babel's locale, worked out once per request), else the environment's."""
    chosen = _language.get()
    if chosen:
        return chosen
    try:  # asked a few hundred times per page: one lookup once it is known
        return g._page_language
    except AttributeError:  # not worked out yet in this request
        pass
    except RuntimeError:  # no app context: the command line
        return language_from_environment()
    locale = get_locale()
    page = locale.language if locale is not None and locale.language in LANGUAGES else "en"
    g._page_language = page
    return page


def select_locale() -> str:
    """The page language (Flask-Babel's locale selector): the command line's (``--lang`` or
    LANG) when one was chosen, else the ``lang`` cookie set by the switch, else the browser's
    choice; "en" outside a request."""
    chosen = chosen_language()
    if chosen:
        return chosen
    if not has_request_context():
        return "en"
    chosen = request.cookies.get("lang")
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(LANGUAGES) or "en"


def template_gettext(msgid: str) -> str:
    """The templates' ``_()``: ``msgid`` in the reader's language, from the same merged
    catalogues Flask-Babel reads (``translations``), without its per-call lookups."""
    return translations(language()).ugettext(msgid)


def template_ngettext(singular: str, plural: str, num: int) -> str:
    """The templates' ``ngettext()`` (see ``template_gettext``)."""
    return translations(language()).ungettext(singular, plural, num)


def install_template_gettext(app) -> None:
    """Make the templates' ``_``/``gettext``/``ngettext`` say their texts through
    ``template_gettext``/``template_ngettext`` (Jinja's newstyle gettext, as Flask-Babel
    installs it), ``_`` and ``gettext`` being the same function (Jinja's ``_`` would look
    ``gettext`` up again on every call: a page says a hundred texts)."""
    env = app.jinja_env
    env.install_gettext_callables(gettext=template_gettext, ngettext=template_ngettext,
                                  newstyle=True)
    env.globals["_"] = env.globals["gettext"]


def language_from_environment(env: dict[str, str] | None = None) -> str:
    """The command line's language from LC_ALL, LC_MESSAGES, LANG or LANGUAGE: "ja" for a
    Japanese locale (ja_JP.UTF-8, ja), else "en"."""
    env = os.environ if env is None else env
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


@contextmanager
def use_language(lang: str) -> Iterator[None]:
    """Say everything inside the block in ``lang`` ("en" or "ja"; anything else is "en"),
    Flask-Babel's own ``_()`` included when a Flask context is active."""
    lang = lang if lang in LANGUAGES else "en"
    token = _language.set(lang)
    try:
        active = has_app_context()
        if active:
            with force_locale(lang):
                yield
        else:
            yield
    finally:
        _language.reset(token)


# --- catalogues ---------------------------------------------------------------------------------

class Catalogue:
    """One translation catalogue: ``name`` ("core" or a game key), its ``directory`` (holding
    ``messages.pot`` and ``<lang>/LC_MESSAGES/messages.po``), the ``sources`` it is extracted
    from and the directory names skipped there (``ignore``)."""

    def __init__(self, name: str, directory: Path, sources: list[Path], ignore: list[str]):
        self.name, self.directory, self.sources, self.ignore = name, directory, sources, ignore

    def __repr__(self) -> str:
        return f"Catalogue({self.name!r})"


#: The platform's catalogue: everything outside the games (its codes: "table.", "records.",
#: "components.", "common."; its entries in companion/core_messages.py).
CORE = Catalogue("core", PACKAGE / "translations", [PACKAGE, ROOT / "templates"], ["games"])
#: The catalogues in use, {name: Catalogue}, and their message entries, {name: {code: Entry}}:
#: the platform's and each registered game's (``add_catalogue``, called by companion.registry
#: for every plug-in it lists).
_CATALOGUES: dict[str, Catalogue] = {"core": CORE}
_ENTRIES: dict[str, Mapping[str, Entry]] = {}


def add_catalogue(name: str, entries: Mapping[str, Entry], directory: Path | None = None,
                  sources: list[Path] | None = None) -> None:
    """Say the codes ``name.*`` with ``entries`` ({code: Entry}), and translate with the Babel
    catalogue in ``directory`` (``<lang>/LC_MESSAGES/messages.po``), extracted from
    ``sources``.  ``name`` "core" gives the platform's entries (every code whose prefix is not
    a game's).  Adding again replaces."""
    if name != "core":
        _CATALOGUES[name] = Catalogue(name, directory or PACKAGE, list(sources or []), [])
    _ENTRIES[name] = entries
    translations.cache_clear()


def remove_catalogue(name: str) -> None:
    """Forget a game's catalogue (a game registered by a test and removed again)."""
    _CATALOGUES.pop(name, None)
    _ENTRIES.pop(name, None)
    translations.cache_clear()


def catalogues() -> list[Catalogue]:
    """The platform's catalogue (everything outside the games), then one per registered game
    (its package and its templates), by name."""
    return [CORE] + [_CATALOGUES[name] for name in sorted(_CATALOGUES) if name != "core"]


def catalogue_dirs() -> list[Path]:
    """Every translations directory that exists: the platform's first, then each game's."""
    return [c.directory for c in catalogues() if c.directory.is_dir()]


@lru_cache(maxsize=8)
def translations(lang: str) -> NullTranslations:
    """The merged catalogues of ``lang`` (English: the msgids themselves).  The merged
    catalogue takes the plural rule of the language's catalogues (their Plural-Forms), not the
    empty catalogue's English one, so that ngettext picks the language's own form."""
    if lang == "en":
        return NullTranslations()
    merged = Translations()
    for dirname in catalogue_dirs():
        catalog = Translations.load(str(dirname), [lang], DOMAIN)
        if isinstance(catalog, Translations):
            merged.merge(catalog)
            merged.plural = catalog.plural
    return merged


def _catalogue(prefix: str) -> Mapping[str, Entry]:
    """The entries of a registered game (``prefix`` its key) or of the platform."""
    found = _ENTRIES.get(prefix)
    return found if found is not None else _ENTRIES.get("core", {})


def entry(code: str) -> Entry | None:
    """The catalogue entry of a message code, or None."""
    return _catalogue(code.split(".", 1)[0]).get(code)


# --- rendering ----------------------------------------------------------------------------------

def render(value: Any, lang: str | None = None) -> str:
    """``value`` as text in ``lang`` (default: the reader's language): a Msg, a Text or their
    stored forms, a list of them (joined as sentences: ``join_sentences``), a string (as it
    is), None ("")."""
    if lang is not None and lang != _language.get():
        with use_language(lang):
            return render(value)
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return join_sentences(t for t in (render(v) for v in value) if t)
    if isinstance(value, dict):  # a stored Msg or Text
        try:
            value = decode(value)
        except ValueError:
            return _fallback("a stored message that cannot be read")
    if isinstance(value, Msg):
        return _say(value)
    if isinstance(value, Text):
        return value.get(language())
    return str(value)


def join_sentences(sentences) -> str:
    """Sentences one after another in the reader's language: a space between them in English,
    none after a Japanese sentence's 「。」 (「入力します。待っています」)."""
    japanese = language() == "ja"
    out = ""
    for text in sentences:
        if out and not (japanese and out[-1] == "。"):
            out += " "
        out += text
    return out


def _say(msg: Msg) -> str:
    found = entry(msg.code)
    if found is None:
        return _fallback(f"no text for message {msg.code}")
    params = {k: say_param(v) for k, v in msg.params.items()}
    try:
        return found.say(params)
    except (KeyError, TypeError, ValueError) as exc:
        return _fallback(f"message {msg.code} cannot be said with {sorted(params)}: {exc!r}")


def _fallback(problem: str) -> str:
    if STRICT:
        raise MissingMessage(problem)
    log.warning("i18n: %s", problem)
    return translations(language()).ugettext(
        "Something went wrong on our side. Nothing you entered before was lost.")


def say_param(value: Any) -> Any:
    """One parameter as it goes into a sentence: ints stay ints (for ``%d``), points as 12.25,
    nested messages and data texts as text, lists in the reader's language ("A, B and C")."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, Fraction):
        return points_text(value)
    if isinstance(value, (list, tuple)):
        items = tuple(str(say_param(v)) for v in value)
        return _list_text(items, language()) if items else ""
    if isinstance(value, (Msg, Text, dict)):
        return render(value)
    return value


@lru_cache(maxsize=4096)
def _list_text(items: tuple[str, ...], lang: str) -> str:
    """Babel's list of ``items`` in ``lang`` ("A, B and C", 「A、B、C」), kept for the same
    items (the same few lists are said many times on every page; Babel's own costs ~50 us)."""
    return format_list(list(items), locale=lang)


def ordinal(n: int) -> str:
    """A count as an ordinal in the reader's language: English "1st", "2nd", "23rd", "11th";
    in Japanese the number alone (the sentence adds its counter: 3枚目, 2マス目, 1人目)."""
    if language() == "ja":
        return str(n)
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def say_list(items) -> str:
    """Names or texts as one list in the reader's language ("Ana, Ben and Cai", 「A、B、C」)."""
    return say_param([str(i) for i in items])


def points_text(value: Fraction | int) -> str:
    """Points as a reader sees them: 7, 68.5, 12.25 (exact quarters stay exact), else n/d; a
    negative number with the minus sign 「−」 (−9), never the hyphen."""
    value = Fraction(value)
    sign, value = (MINUS, -value) if value < 0 else ("", value)
    if value.denominator == 1:
        return f"{sign}{value.numerator}"
    d = value.denominator
    while d % 2 == 0:
        d //= 2
    if d == 1:
        return f"{sign}{float(value):g}"
    return f"{sign}{value.numerator}/{value.denominator}"
