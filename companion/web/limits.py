"""Rate limits: wrong join codes per client address (join-code guessing)."""
from __future__ import annotations

from flask import Blueprint, current_app, g
from flask_babel import gettext as _

from companion.extensions import limiter


def _guess_limit() -> str:
    return current_app.config["JOIN_GUESS_LIMIT"]


def _too_many_guesses() -> str:
    return _("Too many wrong join codes from this device. Wait a few minutes, then check the "
             "code on the host screen.")


def limit_code_guessing(bp: Blueprint) -> None:
    """Count every answer "no table has that join code" of ``bp``'s pages against one shared
    limit per client (``JOIN_GUESS_LIMIT``); past it, the answer is 429 with a clear message."""
    limiter.shared_limit(_guess_limit, scope="join-code",
                         deduct_when=lambda response: bool(g.get("join_code_miss")),
                         error_message=_too_many_guesses)(bp)
