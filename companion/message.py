"""Messages: what the engines say to a player, as data, never as a sentence.

An engine (rules, setup, scoring, component checks) never builds a sentence in any language.
A refusal, a log line, a notice or a score detail leaves it as a ``Msg``: a stable code and
its parameters, e.g. ``Msg("tzolkin.place.cost", workers=3, fee=3, spots=12, corn=6)``.  The web
layer and the command line turn it into the reader's language (``companion.i18n.render``);
stored logs keep the message itself (``to_json``), so an old table reads in either language.

Parameter values are JSON-like and say what they are, so that the page can name them:

* ``int``, ``str`` (a player's name, an id the table can see), ``bool``, ``None``;
* ``Fraction``: points (¼ VP corn); shown as 12.25;
* ``Msg``: a nested message, e.g. a place on the table ``Msg("mayan_curse.place.slab_space",
  river=1, slab=3, space=2)`` or a name ``Msg("tzolkin.gear.tikal")``;
* ``Text``: a data text in both languages (a building's effect, a table's own card name);
* ``list`` / ``tuple`` of these: shown as a list in the reader's language ("A, B and C").

Nothing here knows about Flask or Babel.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

#: Codes are dotted words: a game key (or "table", "records", "components", "common") first.
_CODE_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_.")


class Msg:
    """A message for a player: ``code`` (stable, dotted, e.g. "tzolkin.place.cost") and its
    keyword parameters (see the module docstring for the allowed values).

    Raises ``ValueError`` for a malformed code and ``TypeError`` for a parameter value that
    cannot be stored as JSON.  Equal messages compare equal (tests assert on them)."""

    __slots__ = ("code", "params")

    def __init__(self, code: str, /, **params: Any):
        if not isinstance(code, str) or not code or not set(code) <= _CODE_CHARS or "." not in code:
            raise ValueError(f"bad message code {code!r}")
        for value in params.values():
            _check(value)
        self.code = code
        self.params = params

    def to_json(self) -> dict[str, Any]:
        """The stored form: ``{"code": ..., "params": {...}}`` with nested values encoded."""
        return {"code": self.code, "params": {k: encode(v) for k, v in self.params.items()}}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.code == other.code and self.params == other.params

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"Msg({self.code!r}{', ' if inner else ''}{inner})"

    __str__ = __repr__


class Text:
    """A data text given in both languages, e.g. a building's effect from the component data or
    a name a table gave its own card.  ``en`` and ``ja``: the text in each (either may be
    empty; the reader's language is used when given, else the other)."""

    __slots__ = ("en", "ja")

    def __init__(self, en: str = "", ja: str = ""):
        if not isinstance(en, str) or not isinstance(ja, str):
            raise TypeError("Text takes strings")
        self.en = en
        self.ja = ja

    @classmethod
    def of(cls, value: Any) -> "Text":
        """A Text from component data: ``{"en": ..., "ja": ...}``, a ``Text``, or one string
        (the same in both languages: a name the table typed)."""
        if isinstance(value, Text):
            return value
        if isinstance(value, dict):
            return cls(str(value.get("en") or ""), str(value.get("ja") or ""))
        return cls(str(value or ""), str(value or ""))

    def get(self, language: str) -> str:
        """The text in ``language`` ("en" or "ja"), else in the other one."""
        if language.startswith("ja"):
            return self.ja or self.en
        return self.en or self.ja

    def to_json(self) -> dict[str, Any]:
        """The stored form: ``{"text": {"en": ..., "ja": ...}}``."""
        return {"text": {"en": self.en, "ja": self.ja}}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.en, self.ja) == (other.en, other.ja)

    def __hash__(self) -> int:
        return hash((self.en, self.ja))

    def __repr__(self) -> str:
        return f"Text(en={self.en!r}, ja={self.ja!r})"


def _check(value: Any) -> None:
    if value is None or isinstance(value, (bool, int, str, Fraction, Msg, Text)):
        return
    if isinstance(value, float):
        raise TypeError("message parameters take int or Fraction, not float")
    if isinstance(value, (list, tuple)):
        for item in value:
            _check(item)
        return
    raise TypeError(f"a message parameter cannot be a {type(value).__name__}")


def encode(value: Any) -> Any:
    """A message, parameter value or list of them as JSON (``decode`` gives it back).

    Msg -> {"code", "params"}; Text -> {"text": {"en", "ja"}}; Fraction -> {"fraction": "n/d"};
    list/tuple -> list; int, str, bool, None as they are."""
    if isinstance(value, (Msg, Text)):
        return value.to_json()
    if isinstance(value, Fraction):
        return {"fraction": f"{value.numerator}/{value.denominator}"}
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    return value


def decode(data: Any) -> Any:
    """The value ``encode`` stored.  A dict that is none of the encoded forms, or a malformed
    one, raises ``ValueError`` (stored data that was altered)."""
    if isinstance(data, list):
        return [decode(v) for v in data]
    if isinstance(data, dict):
        if set(data) == {"code", "params"} and isinstance(data["params"], dict):
            return Msg(data["code"], **{str(k): decode(v) for k, v in data["params"].items()})
        if set(data) == {"text"} and isinstance(data["text"], dict):
            return Text.of(data["text"])
        if set(data) == {"fraction"} and isinstance(data["fraction"], str):
            try:
                return Fraction(data["fraction"])
            except (ValueError, ZeroDivisionError):
                raise ValueError("bad fraction in a stored message") from None
        raise ValueError("not a stored message value")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    raise ValueError("not a stored message value")


def is_message(value: Any) -> bool:
    """Whether ``value`` is a Msg or its stored form (a dict with exactly "code" and "params")."""
    return isinstance(value, Msg) or (isinstance(value, dict) and set(value) == {"code", "params"})
