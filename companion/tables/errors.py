"""What the table service refuses, and the HTTP status a page answers with: ``NotFound`` 404,
``Gone`` 410 (expired join code), ``Forbidden`` 403, ``Stale`` 409 (the table moved on since
the page was drawn; ``AlreadyRecorded`` when the very move is stored already), ``Refused`` 422
(the game refused the move)."""
from __future__ import annotations

from companion.message import Msg


class TableError(Exception):
    """A request the table service refuses; ``status`` is the HTTP status to answer with.

    ``message`` is text already in the page language or a ``Msg`` from a game's engine (the
    page says it with ``companion.i18n.render``)."""

    status = 400

    def __init__(self, message: str | Msg, rule: str = ""):
        super().__init__(message)
        self.message = message
        self.rule = rule


class NotFound(TableError):
    """No such table (wrong join code) or no such seat."""

    status = 404


class Gone(TableError):
    """The join code has expired."""

    status = 410


class Forbidden(TableError):
    """The requester may not do this (not the host, not this seat, seat taken)."""

    status = 403


class Stale(TableError):
    """The table moved on since the requester last saw it (another move got in first)."""

    status = 409


class AlreadyRecorded(Stale):
    """The very move sent is already stored (a second tap, the same page sent again)."""


class Refused(TableError):
    """The game refused the move: a bad shape (InvalidMove) or against the rules (IllegalMove)."""

    status = 422
