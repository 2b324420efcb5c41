"""How a game's web side plugs in: each game package has a ``forms.py`` with ``WEB``, an
object of this shape, that builds the move forms from the state and turns a valid form into
a move payload.  The web layer holds no rules: the engine decides what is legal."""
from __future__ import annotations

import importlib
from typing import Any, Protocol

from flask_wtf import FlaskForm

from companion.engine import State


class GameWeb(Protocol):
    """A game's forms.

    * ``colours``: [(value, label)] for the new-table form.
    * ``option_fields()``: extra new-table fields (name -> unbound field);
      ``options_from_form(form)``: the game options from a valid new-table form.
    * ``seat_forms(state, seat, seen)``: forms a seat may submit now, {move_type: form}.
    * ``table_forms(state, seen)``: forms for table-wide entries (host only).
    * ``bind(move_type, state, seat)``: the form for a POST of ``move_type`` bound to the
      request, or None when that move type does not exist.
    * ``to_data(move_type, form, table)``: the move payload from a validated form (``table``:
      the table it is for, for a game whose payload holds chance outcomes the app draws).
    * ``after_move(table, data)`` (optional): called once a move built from a form is
      recorded, with its payload — e.g. a card first met in play joins the saved component
      set the table was set up with (``companion.web.components.add_to_saved_set``).
    """

    colours: list[tuple[str, str]]

    def option_fields(self) -> dict[str, Any]: ...

    def options_from_form(self, form: FlaskForm) -> dict[str, Any]: ...

    def seat_forms(self, state: State, seat: int, seen: int) -> dict[str, FlaskForm]: ...

    def table_forms(self, state: State, seen: int) -> dict[str, FlaskForm]: ...

    def bind(self, move_type: str, state: State, seat: int | None) -> FlaskForm | None: ...

    def to_data(self, move_type: str, form: FlaskForm, table: Any = None) -> dict[str, Any]: ...


def get_web(game_key: str) -> GameWeb:
    """The ``WEB`` object of ``companion.games.<game_key>.forms``."""
    return importlib.import_module(f"companion.games.{game_key}.forms").WEB
