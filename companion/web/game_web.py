"""The web side of a game's plug-in: what the platform's pages ask of every game.

A game's web side (``games/<key>/forms.py`` ``WEB``, listed in its ``GamePlugin``) subclasses
``GameWeb``, sets the declared attributes and overrides the methods.  The platform calls only
what is declared here, never asking whether a game has something; every method that does not
raise ``NotImplementedError`` is a default.  The rest of a web side (the presenter methods its
own templates call: ``web.board(state)``, ``web.colour_name(...)``) is the game's business,
passed to its templates as ``web``.  How to write one: docs/adding-a-game.md.

The web layer holds no rules: the engine decides what is legal; a form only turns a page's
fields into a move payload, and the engine checks it again.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from flask_babel import gettext as _
from flask_wtf import FlaskForm

from companion.engine import State


class GameWeb:
    """A game's forms and the hooks the platform's pages call.

    Declared attributes:

    * ``colours``: [(value, label)] of the seats' colours offered on the new-table form.
    * ``default_players``: the seat count the new-table form starts with (None: the game's
      smallest count above one).
    * ``table_moves``: move types of table-wide entries: the host screen sends them, a phone
      only when ``phone_refusal`` lets it.
    * ``taps``: move types whose forms take taps without JS: a POST carrying ``tap`` shows
      the page again with the tap applied by the game's template, nothing stored.
    * ``says_own_move``: True when the game's own part of a seat's page confirms the move
      the seat just made (the platform then does not).
    * ``has_calculator``: True when the game offers a standalone score calculator
      (``calculator_form``, ``calculator_document``, ``calculator_extra``; template
      ``games/<key>/calculator.html``).
    * ``calculator_all_rows``: the calculator form holds every seat's row and keeps what was
      typed in the rows a smaller count hides.
    * ``move_kinds``: {move type: a short name of that kind of move, lazy (``_l("placing
      workers")``)}: the host screen's undo notice names a move taken back by its own log
      line (``own_line``), and one without a line by its player and kind.
    * ``remembered_options``: the new-table fields (``option_fields`` names, dropdowns) that
      are a table's habits (a deck, an island side, a difficulty; never what is drawn anew
      each game): the form opens with them as this device last sent them
      (static/js/new_table_habits.js), when the field still offers that value.
    """

    colours: list[tuple[str, str]] = []
    default_players: int | None = None
    table_moves: tuple[str, ...] = ()
    taps: tuple[str, ...] = ()
    says_own_move: bool = False
    has_calculator: bool = False
    calculator_all_rows: bool = False
    move_kinds: Mapping[str, Any] = MappingProxyType({})
    remembered_options: tuple[str, ...] = ()

    # -- the new-table form --------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Extra new-table fields, {name: unbound field}; default none."""
        return {}

    def options_from_form(self, form: FlaskForm) -> dict[str, Any]:
        """The game options from a valid new-table form; default none."""
        return {}

    def can_make_table(self, summary: dict[str, Any]) -> bool:
        """Whether a saved set whose stored ``summary`` is this (``Game.component_summary``
        with the editor's ``progress``; {} for a set saved before summaries) can set up a
        table: a new-table form starts on a set of this device only then
        (``saved_sets.remembered_set``).  Default: none is known to, the form starts on its
        own default (a game says what its sets need to preselect one: Bravest)."""
        return False

    def choices_by_set(self) -> dict[str, dict[str, list[tuple[str, str]]]]:
        """The new-table fields whose choices depend on the component set chosen (its
        ``components`` field): ``{field: {set choice: [(value, label)]}}``, every set the form
        offers included.  The form offers the chosen set's list (static/js/new_table.js swaps
        it when another set is chosen) and accepts no other; default none."""
        return {}

    # -- move forms ----------------------------------------------------------------------
    def seat_forms(self, state: State, seat: int, seen: int) -> dict[str, FlaskForm]:
        """The forms ``seat`` may submit now, {move_type: form}, drawn for record ``seen``."""
        raise NotImplementedError

    def table_forms(self, state: State, seen: int) -> dict[str, FlaskForm]:
        """The forms of table-wide entries (the host screen only); default none."""
        return {}

    def unchanged(self, data: dict[str, Any], state: State, seat: int | None) -> bool:
        """Whether the move ``data`` (``to_data``'s) would change nothing at ``state`` (a value
        entered again as it is): it is not stored, and the page after it is shown as after a
        move; default never."""
        return False

    def phone_refusal(self, move_type: str, state: State, seat: int | None) -> str | None:
        """Why the phone of ``seat`` may not send ``move_type``, one of ``table_moves``, now
        (a sentence in the page language, answered with 403), or None when it may (a
        table-wide entry that one seat makes, such as the tile its player drew).  Default:
        only the host screen enters table-wide moves."""
        return _("Only the host screen can enter this.")

    def bind(self, move_type: str, state: State, seat: int | None) -> FlaskForm | None:
        """The form of a POST of ``move_type`` bound to the request, or None when the game
        has no such move type."""
        raise NotImplementedError

    def to_data(self, move_type: str, form: FlaskForm, table: Any = None) -> dict[str, Any]:
        """The move payload from a validated form (``table``: the table it is for)."""
        raise NotImplementedError

    def refused_fields(self, move_type: str, form: FlaskForm) -> Any:
        """What is wrong with the form of a move that did not validate, for a page that shows
        no message under the field (a button's value, a hidden field): a message (``Msg`` or
        str) naming each field and why, shown instead of the usual banner; None (the default):
        that banner, the fields' own messages below it."""
        return None

    # -- the move log -------------------------------------------------------------------------
    def own_line(self, message: Any) -> Any:
        """A move's own line out of its stored log ``message`` (a ``Msg`` or a list of them),
        without the reports that followed it (a food day, the end): the undo notices name a
        move taken back by it.  Default: the first of a list, else the message."""
        return message[0] if isinstance(message, list) and message else message

    def undo_hint(self, line: Any) -> Any:
        """What to do on the real table to take back the move whose own line is ``line``
        (``own_line``'s answer): a ``Msg`` said with the undo's question and its notices
        (which tile to lift, from where, to where), or None (default: the notice's "set the
        pieces back as this screen shows them" is all)."""
        return None

    def undone_rows(self, undone: Any) -> list[dict[str, Any]]:
        """The moves undos in a row took back (``moves.undone_moves``: as played) as the
        notice lists them: ``{"move": UndoneMove, "hint": undo_hint of its line or None,
        "said": whether an earlier undo's notice already gave that hint}``, in the order the
        table takes the moves back: the latest first (table trials s48); the newest undo took
        back the earliest of them, its step is the new one."""
        rows = [{"move": u, "hint": self.undo_hint(u.line), "said": False} for u in undone]
        for row in rows[1:]:
            row["said"] = row["hint"] is not None
        return rows[::-1]

    def undone_turn(self, state: State) -> Any:
        """How the undo notices name the turn of a move taken back, made from ``state`` (the
        table as it stood just before the move), the way the game's header counts turns: a
        ``Msg``, or None (default: the notices say the move's number, as the log does).
        Bravest: "turn 3", as its header's 「3番目の手番」."""
        return None

    def after_hint(self, line: Any) -> Any:
        """What to do on the real table right after the move whose own line is ``line``
        (``own_line``'s answer), said with the phone's confirmation of it: a ``Msg``, or None
        (default: the line says it all)."""
        return None

    # -- the score sheet (templates/score/sheet.html) ---------------------------------------
    def category_label(self, category: str) -> str:
        """A score sheet category's name in the page language."""
        raise NotImplementedError

    def summary_label(self, group: str) -> str:
        """A line of the end-of-game summary (``ScoreSheet.summary``: a group's code) in the
        page language; default the score sheet category of that name."""
        return self.category_label(group)

    def cell_text(self, sheet: Any, seat: int, category: str) -> str | None:
        """What a cell of the sheet shows instead of its points (a fact, not a number), or
        None for the points; default the points."""
        return None

    def detail_summary(self, sheet: Any, seat: int, category: str) -> str | None:
        """A one-line summary under which a cell's details fold, or None to list them open;
        default open."""
        return None

    # -- the standalone calculator (``has_calculator``) -----------------------------------
    def calculator_form(self, players: int) -> FlaskForm:
        """The calculator's form for ``players`` seats."""
        raise NotImplementedError

    def calculator_document(self, form: FlaskForm) -> dict[str, Any]:
        """The end-state document typed into a valid calculator form (the engine's
        ``score_document`` scores it)."""
        raise NotImplementedError

    def calculator_extra(self, document: dict[str, Any]) -> dict[str, Any]:
        """What else the calculator page draws for a scored document (e.g. the routes);
        default nothing."""
        return {}
