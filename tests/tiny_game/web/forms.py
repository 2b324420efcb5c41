"""Nim's forms: a bid and a take, each a number from 1 to 3 (the rules check it again)."""
from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import IntegerField
from wtforms.validators import InputRequired

from companion.web.forms import VersionedForm
from companion.web.game_web import GameWeb
from tests.tiny_game.web.presenter import NimPresenter


class BidForm(VersionedForm):
    """A seat's secret bid."""

    value = IntegerField(_l("Your bid (1 to 3)"), validators=[InputRequired()])


class TakeForm(VersionedForm):
    """Counters taken from the pile."""

    value = IntegerField(_l("Counters to take (1 to 3)"), validators=[InputRequired()])


FORMS = {"bid": BidForm, "take": TakeForm}


class NimWeb(NimPresenter, GameWeb):
    """Nim's web side (companion.web.game_web.GameWeb)."""

    colours = [("blue", _l("blue")), ("red", _l("red"))]
    default_players = 2

    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """The bid form until the seat has bid, then the take form on its turn."""
        if state["phase"] == "bid" and state["bids"][seat] is None:
            kind = "bid"
        elif state["phase"] == "take" and state["turn"] == seat:
            kind = "take"
        else:
            return {}
        form = FORMS[kind](prefix=kind, formdata=None)
        form.seen.data = seen
        return {kind: form}

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, or None for no such move."""
        found = FORMS.get(move_type)
        return found(prefix=move_type) if found else None

    def to_data(self, move_type: str, form: FlaskForm, table: Any = None) -> dict[str, Any]:
        """``{"type": "bid", "bid": n}`` or ``{"type": "take", "count": n}``."""
        return {"type": move_type, "bid" if move_type == "bid" else "count": form.value.data}


WEB = NimWeb()
