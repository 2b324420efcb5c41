"""The one strict layer every outside value goes through: numbers, texts, tokens and JSON
documents from forms, query strings, URLs, cookies, headers and uploaded files.

* ``number(raw, most)``: a whole number written in ASCII decimal digits ("12"), at most
  ``digits`` of them, not above ``most``; anything else ("²", "١٢", "1e3", " 12", a 5,000-digit
  number) is None.  ``int()`` alone takes Unicode digits and fails past 4,300 digits.
* ``row_id(raw)``: a database row's id from outside (a URL, a form): ASCII digits, 1 to
  ``MAX_ROW_ID`` (the largest id either database's integer column holds, PostgreSQL's 2^31 - 1);
  else None, so that no query is ever sent a number its column cannot hold.
* ``text(raw, longest)``: valid Unicode text (no lone surrogate such as "\\udcff", no control
  character but tab and newline), at most ``longest`` characters; else None.
* ``token(raw)``: a secret token as the app makes them (URL-safe ASCII, 16 to 64 characters);
  else None (a cookie holding anything else is no token).
* ``load_json(raw)``: a JSON document whose every string is valid Unicode and every number
  finite and short, nested at most ``MAX_DEPTH`` deep; raises ``BadInput`` otherwise.

Nothing here knows about Flask: the web layer turns ``BadInput`` and None into a 4xx answer
with a message in the page language, and stores nothing.
"""
from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

MAX_DEPTH = 64
MAX_NUMBER_DIGITS = 30
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


class BadInput(ValueError):
    """A value from outside that cannot be used; ``reason`` is a short English key for logs
    ("depth", "surrogate", "number", "syntax", "encoding"), never shown as it is."""

    def __init__(self, reason: str, line: int | None = None, column: int | None = None):
        super().__init__(reason)
        self.reason, self.line, self.column = reason, line, column


def number(raw: Any, most: int | None = None, digits: int = 9) -> int | None:
    """``raw`` (a str) as a whole number >= 0 when it is 1 to ``digits`` ASCII digits and not
    above ``most``; else None."""
    if not isinstance(raw, str) or not 0 < len(raw) <= digits:
        return None
    if not (raw.isascii() and raw.isdigit()):
        return None
    value = int(raw)
    if most is not None and value > most:
        return None
    return value


#: The largest row id a query is ever given: PostgreSQL's ``integer`` holds at most 2^31 - 1
#: (a larger number makes the statement fail), SQLite's 2^63 - 1.
MAX_ROW_ID = 2**31 - 1


def row_id(raw: Any) -> int | None:
    """``raw`` (a str, or an int from a route) as a row id: 1 to ``MAX_ROW_ID``, written in
    ASCII digits; else None ("0", "-1", "²", 10 digits past ``MAX_ROW_ID``)."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        raw = str(raw)
    value = number(raw, most=MAX_ROW_ID, digits=10)
    return value if value else None


def signed(raw: Any, digits: int = 9) -> int | None:
    """``raw`` (a str, spaces around allowed) as a whole number that may start with "-",
    written in 1 to ``digits`` ASCII digits; else None ("²", "1e3", a 5,000-digit number)."""
    if not isinstance(raw, str):
        return None
    text = raw.strip()
    negative = text.startswith("-")
    value = number(text[1:] if negative else text, digits=digits)
    if value is None:
        return None
    return -value if negative else value


def is_valid_text(value: str) -> bool:
    """Whether ``value`` is valid Unicode (encodable as UTF-8: no lone surrogate)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def text(raw: Any, longest: int) -> str | None:
    """``raw`` when it is valid Unicode text of at most ``longest`` characters without control
    characters (tab and newline allowed); else None."""
    if not isinstance(raw, str) or len(raw) > longest or not is_valid_text(raw):
        return None
    if any(ord(ch) < 0x20 and ch not in "\t\n\r" or ord(ch) == 0x7F for ch in raw):
        return None
    return raw


def token(raw: Any) -> str | None:
    """``raw`` when it has the shape of a token this app makes (URL-safe ASCII, 16-64
    characters); else None."""
    if isinstance(raw, str) and raw.isascii() and _TOKEN.fullmatch(raw):
        return raw
    return None


def _no_constant(name: str):
    raise BadInput("number")


def _short_number(raw: str):
    if len(raw) > MAX_NUMBER_DIGITS:
        raise BadInput("number")
    return int(raw)


def _short_float(raw: str):
    if len(raw) > MAX_NUMBER_DIGITS:
        raise BadInput("number")
    value = float(raw)
    if value != value or value in (float("inf"), float("-inf")):
        raise BadInput("number")
    return value


def load_json(raw: str | bytes) -> Any:
    """The JSON document in ``raw`` (bytes are read as UTF-8, a BOM allowed).

    Raises ``BadInput``: "encoding" (not UTF-8), "syntax" (with ``line`` and ``column``),
    "number" (NaN, Infinity, or more than 30 digits), "depth" (nested more than
    ``MAX_DEPTH`` deep), "surrogate" (a string or key holding a lone surrogate)."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BadInput("encoding") from None
    if not is_valid_text(raw):
        raise BadInput("surrogate")
    try:
        document = json.loads(raw, parse_constant=_no_constant, parse_int=_short_number,
                              parse_float=_short_float)
    except json.JSONDecodeError as exc:
        raise BadInput("syntax", exc.lineno, exc.colno) from None
    except RecursionError:
        raise BadInput("depth") from None
    _check(document, 0)
    return document


def _check(value: Any, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise BadInput("depth")
    if isinstance(value, str):
        if not is_valid_text(value):
            raise BadInput("surrogate")
    elif isinstance(value, dict):
        for key, item in value.items():
            if not is_valid_text(key):
                raise BadInput("surrogate")
            _check(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check(item, depth + 1)


#: Characters that draw nothing though Unicode counts them as letters or symbols (Hangul
#: fillers, the blank Braille pattern): a name made of them looks empty.
_BLANK_LETTERS = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"}
MAX_NAME = 40


#: The Unicode categories no name or seed may hold: controls (NUL, escape...), format
#: characters (the bidi overrides such as U+202E, zero-width spaces), surrogates, private use,
#: line and paragraph separators.
HIDDEN_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Zl", "Zp")


def has_hidden(raw: Any) -> bool:
    """Whether ``raw`` is no valid text (not a str, a lone surrogate) or holds a character of
    ``HIDDEN_CATEGORIES``: what a name a person types (a player's, a set's) or a seed may not
    hold."""
    if not isinstance(raw, str) or not is_valid_text(raw):
        return True
    return any(unicodedata.category(ch) in HIDDEN_CATEGORIES for ch in raw)


def name_problem(raw: Any, longest: int = MAX_NAME) -> str | None:
    """Why ``raw`` cannot be a name (a player's; a component set's with ``longest`` 80), or
    None when it can: "empty", "long" (more than ``longest`` characters), "invisible" (a
    control, format, private-use or surrogate character, or only characters that draw
    nothing)."""
    if not isinstance(raw, str) or not is_valid_text(raw):
        return "invisible"
    name = unicodedata.normalize("NFC", raw).strip()
    if not name:
        return "empty"
    if len(name) > longest:
        return "long"
    if has_hidden(name):
        return "invisible"
    if all(ch in _BLANK_LETTERS or ch.isspace() for ch in name):
        return "invisible"
    return None


def name_key(name: str) -> str:
    """What makes two names the same to a reader: full-width and half-width forms, case and
    spacing do not count ("ＡＮＡ" and "ana" are one name)."""
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())
