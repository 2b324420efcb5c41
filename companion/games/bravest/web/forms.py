"""Bravest's web side (``WEB``, a ``companion.web.game_web.GameWeb``): new-table options, the
placement form (tile, rotation or face down, then a tap on a cell of the drawn island), the
host's entry of the tiles dealt when the table deals real tiles, and the move payloads they
give.  What the templates look up is ``presenter.py``'s (mixed into ``WEB``), the drawings
``drawing.py``'s, the standalone island calculator ``calculator.py``'s.

The forms only shape the input: legality is the engine's (``rules/turn.py``), scoring is
``rules/scoring.py``'s.
"""
from __future__ import annotations

from typing import Any

from flask import request
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, HiddenField, IntegerField, RadioField, SelectField, StringField
from wtforms.validators import AnyOf, InputRequired, NumberRange, Regexp

from companion.games.bravest.rules.components import is_special, sample_catalogue, sample_island
from companion.games.bravest.rules.setup import MARKET_SLOTS, modes_for, set_summary
from companion.games.bravest.rules.turn import dealing_seat, deck_left, selected_slots
from companion.games.bravest.web import tile_editor
from companion.games.bravest.web.calculator import CalculatorWeb
from companion.games.bravest.web.deal_picker import from_looks_value
from companion.games.bravest.web.drawing import roads_text, tile_label
from companion.games.bravest.web.editor import EDITOR, named
from companion.games.bravest.web.presenter import MODE_LABELS, SIDE_LABELS, BravestPresenter
from companion.web.forms import VersionedForm, choices
from companion.web.game_web import GameWeb
from companion.web.saved_sets import (SAMPLE, component_choices, component_document,
                                      summaries_by_choice)

CELL_RE = r"^\d{1,2},\d{1,2}$"

#: The shipped sample set's summary (``setup.set_summary``), for the new-table form.
SAMPLE_SUMMARY = set_summary(sample_catalogue(), sample_island())


# --------------------------------------------------------------------------- forms

#: What a place form without a tile of the distribution board chosen says.
_CHOOSE_TILE = _l("Say which place of the distribution board the tile is taken from: 1 to 12.")


class PlaceForm(VersionedForm):
    """Take the tile at a selected place of the distribution board and put it on a cell of
    your island, turned (quarter turns clockwise) or face down.  The cell comes from the
    tapped cell button (``place-cell`` = "row,col")."""

    slot = IntegerField(_l("Tile"), validators=[InputRequired(message=_CHOOSE_TILE),
                                                NumberRange(0, MARKET_SLOTS - 1,
                                                            message=_CHOOSE_TILE)])
    rotation = RadioField(_l("Turn the tile"), coerce=int, default=0, choices=choices(
        [(0, "0°"), (1, "90°"), (2, "180°"), (3, "270°")]))
    face_down = BooleanField(_l("Face down (a crossroads)"))
    cell = StringField(_l("Cell"), validators=[InputRequired(), Regexp(
        CELL_RE, message=_l("Tap a cell of your island."))])


class DealForm(VersionedForm):
    """The host enters the tile the table dealt onto an empty place of the board."""

    slot = HiddenField(validators=[InputRequired(), Regexp(r"^\d{1,2}$")])
    tile = SelectField(_l("Tile that came up"), choices=[])


def tile_choice_text(tile: dict, left: int) -> str:
    """A tile as a choice of the deals form without a script: what stands on it, its roads in
    words and the copies left ("wizard · a road joining north and south · 3 left"), never the
    name the app gave it (no number is printed on a tile)."""
    return " · ".join([tile_label(tile), roads_text(tile["paths"]), _("%(n)d left", n=left)])


def _deal_form(state: dict, bound: bool) -> DealForm:
    form = DealForm(prefix="deal", **({} if bound else {"formdata": None}))
    box = state["box"]
    opts = [(t["id"], tile_choice_text(t, box.get(t["id"], 0)))
            for t in state["catalogue"]["tiles"]]
    if not any(box.values()) or state.get("open_box"):
        opts.insert(0, ("", _("none: the deck is empty")))
    form.tile.choices = choices(opts)
    if not bound and state["pending"]:
        form.slot.data = str(state["pending"][0])
    return form


def tiles_left_choices(state: dict) -> list[tuple[str, str]]:
    """The tiles the table may still deal (a copy not yet dealt), each with its content and how
    many copies are left; when every copy the set knows has been dealt, only "none: the deck is
    empty".  With an open box (the set does not know every tile yet) "none" is the last choice,
    worded as what only an empty real deck allows (``NONE_OPEN_BOX``): a tile the set does not
    list is entered as a new one (``NewTileForm``: the host screen, or the phone whose turn
    emptied the place, issue 38)."""
    box = state["box"]
    left = [(t["id"], tile_choice_text(t, box[t["id"]]))
            for t in state["catalogue"]["tiles"] if box.get(t["id"], 0) > 0]
    if state.get("open_box"):
        left.append((NO_TILE, str(NONE_OPEN_BOX)))
    elif not left:
        left.append((NO_TILE, _("none: the deck is empty")))
    return left


#: The choice "no tile" (the deck is empty) of the deals form.
NO_TILE = "none"
#: "No tile" while the set is not complete (open box): the real deck may still hold tiles the
#: set does not list, so the choice says it is only for a deck really empty.
NONE_OPEN_BOX = _l("none: only when the real deck is empty")


class DealsForm(VersionedForm):
    """The host enters, in one go, the tiles the table dealt onto every place waiting for one
    (the 12 places of the setup, or the place just emptied): one choice per place, ``tile_<slot>``
    (fields added for the state's places, see ``deals_form``)."""

    def slots(self) -> list[int]:
        """The places (0..11) this form asks about."""
        return sorted(int(name[5:]) for name in self._fields if name.startswith("tile_"))

    def validate(self, extra_validators=None) -> bool:
        """Valid fields (a choice of the form's, or a tile given by its looks: one of the
        table's saved set, ``deal_picker.set_extras``, checked by the engine), and at least one
        place given a tile."""
        looks = [f for f in (self[f"tile_{slot}"] for slot in self.slots())
                 if from_looks_value(str(f.data or "")) is not None]
        for field in looks:
            field.choices = list(field.choices) + choices([(field.data, field.data)])
        if not super().validate(extra_validators):
            return False
        if not any(self[f"tile_{slot}"].data for slot in self.slots()):
            first = self[f"tile_{self.slots()[0]}"] if self.slots() else None
            if first is not None:
                first.errors = [_("Choose the tile dealt onto at least one place.")]
            return False
        return True


def deals_form(state: dict, bound: bool) -> DealsForm:
    """The deals form for the places of ``state`` waiting for a tile; each choice offers only
    the tiles still in the box."""
    opts = [("", _("the tile dealt here…"))] + tiles_left_choices(state)
    attrs = {f"tile_{slot}": SelectField(_l("Place %(n)d", n=slot + 1), default="",
                                         choices=choices(opts))
             for slot in state["pending"]}
    cls = type("BravestDealsForm", (DealsForm,), attrs)
    return cls(prefix="deals", **({} if bound else {"formdata": None}))


class NewTileForm(VersionedForm):
    """A tile the table dealt that its set does not know yet, entered as it lies with the tap
    editor (``tile_editor``: its inputs are read from the request as ``tile_values``) onto
    one of the places waiting for a tile."""

    slot = RadioField(_l("Dealt onto"), coerce=int, validators=[InputRequired()])


def new_tile_form(state: dict, bound: bool) -> NewTileForm:
    """The new-tile form for ``state``: the waiting places to choose from, and the tile as sent
    (``tile_values``; a fresh form: nothing entered)."""
    form = NewTileForm(prefix="new", **({} if bound else {"formdata": None}))
    form.slot.choices = choices([(slot, str(slot + 1)) for slot in state["pending"]])
    if not bound and state["pending"]:
        form.slot.data = state["pending"][0]
    form.tile_values = tile_editor.values_from(request.form, "new-") if bound \
        else tile_editor.blank_values()
    taken = {t["content"]["effect"] for t in state["catalogue"]["tiles"] if is_special(t)}
    form.effects = tile_editor.effect_choices(taken)
    return form


def takes_new_tiles(state: dict) -> bool:
    """Whether a tile the table's set does not know yet may be entered (the host screen, or the
    phone whose turn emptied the place): the table deals a box its set does not know whole,
    and tiles are left in it."""
    return bool(state.get("open_box")) and not state["catalogue"]["sample"] \
        and deck_left(state) > 0


def _deal_entry(slot: int, value: str) -> dict[str, Any]:
    """One entry of the deals move for the choice ``value`` of place ``slot``: a tile by its
    id, "no tile", or a tile by its looks (``deal_picker.looks_value``)."""
    looks = from_looks_value(value)
    if looks is not None:
        return {"slot": slot, **looks}
    return {"slot": slot, "tile": None if value == NO_TILE else value}


def _parse_cell(text: str) -> list[int]:
    r, c = text.split(",")
    return [int(r), int(c)]


class BravestWeb(BravestPresenter, CalculatorWeb, GameWeb):
    """The web side of Bravest (see ``companion.web.game_web.GameWeb``): its forms here, what its
    templates call from ``BravestPresenter``, the calculator from ``CalculatorWeb``."""

    has_calculator = True

    #: Table-wide entries (the tiles the table dealt): the host screen, or the phone whose turn
    #: emptied the place (``phone_refusal``).
    table_moves = ("deal", "deals", "new_tile")

    #: a table keeps its island side and its way of dealing from one table to the next
    remembered_options = ("side", "mode")
    colours = [("red", _l("red")), ("blue", _l("blue")), ("yellow", _l("yellow")),
               ("green", _l("green"))]

    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Island side, dealing mode, component set and start player."""
        return {
            # a side or a dealing the chosen set cannot be played with is not offered
            # (choices_by_set); sent all the same (the set changed without the page's
            # script), the game says why (rules/setup.py)
            "side": SelectField(_l("Island side (the same for everyone)"), default="light",
                                choices=choices(list(SIDE_LABELS.items())),
                                validate_choice=False, validators=[AnyOf(list(SIDE_LABELS))]),
            "mode": SelectField(_l("Dealing the tiles"), default="app_deals",
                                choices=choices(list(MODE_LABELS.items())),
                                validate_choice=False, validators=[AnyOf(list(MODE_LABELS))]),
            "components": SelectField(_l("Tiles and island"), default=SAMPLE,
                                      choices=choices(component_choices("bravest", EDITOR))),
            "start_player": SelectField(
                _l("Start player (who most recently visited an island)"), default="",
                choices=choices([("", _l("draw one"))] + [
                    (str(i), _l("player %(n)d", n=i + 1)) for i in range(4)]),
                render_kw={"data-seat-choice": "1"}),  # named as typed (static/js/poll.js)
        }

    def choices_by_set(self) -> dict[str, dict[str, list[tuple[str, str]]]]:
        """The island sides and the dealings follow the set: the sides it has entered (all
        while it has none: the game says why), the app dealing only from enough tiles
        (``setup.modes_for``).  A set whose stored summary lacks the counts (saved before
        they were kept) is read to count them, so that its lists are its own too."""
        sides, modes = {}, {}
        for choice, summary in [(SAMPLE, SAMPLE_SUMMARY)] + summaries_by_choice("bravest"):
            if not isinstance(summary.get("cells"), dict) or \
                    not isinstance(summary.get("tiles"), int):
                # a set saved before its counts were kept: its document says them (read for
                # such a set alone; saving it again stores them)
                doc = component_document("bravest", choice)
                summary = set_summary(doc["tiles"], doc["island"])
            entered = summary.get("cells") if isinstance(summary.get("cells"), dict) else {}
            sides[choice] = [(side, str(label)) for side, label in SIDE_LABELS.items()
                             if side in entered or not entered]
            modes[choice] = [(mode, str(MODE_LABELS[mode])) for mode in modes_for(summary)]
        return {"side": sides, "mode": modes}

    def can_make_table(self, summary: dict[str, Any]) -> bool:
        """A saved set sets up a table once a side of its island boards is entered (the table
        then deals from any tiles: an open box, ``setup.modes_for``); a summary without the
        counts (a set saved before they were kept) is not known to: never preselected."""
        cells = summary.get("cells")
        return isinstance(cells, dict) and any(cells.values()) \
            and isinstance(summary.get("tiles"), int) and bool(modes_for(summary))

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form (the chosen component set's document is
        passed as ``components``, named as the table named the set — a set entered by tapping
        carries no name of its own; the sample is the engine's default)."""
        options: dict[str, Any] = {"side": form.side.data, "mode": form.mode.data}
        doc = component_document("bravest", form.components.data)
        if doc is not None:
            name = dict(component_choices("bravest")).get(form.components.data)
            options["components"] = named(doc, name or "")
        if form.start_player.data:
            options["start_player"] = int(form.start_player.data)
        return options

    # -- forms offered now ----------------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """The placement form when it is this seat's turn (and no tile waits to be entered);
        the deals form when this seat's placement emptied the place waiting for a tile (its
        player draws the tile: ``turn.dealing_seat``), with — when the set does not know every
        tile yet — the entry of a tile new to it (issue 38: the host is not the bottleneck)."""
        if not state["over"] and state["pending"] and dealing_seat(state) == seat \
                and tiles_left_choices(state):
            forms: dict[str, FlaskForm] = {"deals": deals_form(state, bound=False)}
            if takes_new_tiles(state):
                forms["new_tile"] = new_tile_form(state, bound=False)
            for form in forms.values():
                form.seen.data = seen
            return forms
        if state["over"] or state["pending"] or state["current"] != seat:
            return {}
        form = PlaceForm(prefix="place", formdata=None)
        selected = selected_slots(state)
        form.slot.data = selected[0] if selected else None
        form.rotation.data = 0
        form.seen.data = seen
        return {"place": form}

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """The entry of the tiles dealt while places of the board wait for them (table deals):
        every waiting place in one form, and — when the set does not know every tile yet — a
        tile first met, entered with the tap editor."""
        if state["over"] or not state["pending"]:
            return {}
        forms: dict[str, FlaskForm] = {}
        if tiles_left_choices(state):
            forms["deals"] = deals_form(state, bound=False)
        if takes_new_tiles(state):
            forms["new_tile"] = new_tile_form(state, bound=False)
        for form in forms.values():
            form.seen.data = seen
        return forms

    def phone_refusal(self, move_type: str, state: dict, seat: int | None) -> str | None:
        """A phone may enter the tile dealt onto the place its player's placement emptied (the
        player draws it: ``turn.dealing_seat``), a tile of the set or one new to it (its form
        offers only that place); every other table-wide entry (the 12 tiles of the setup) is
        the host screen's."""
        dealer = dealing_seat(state)
        if move_type in self.table_moves and dealer is not None:
            if seat == dealer:
                return None
            # one place waits (the one the dealer's placement emptied): no number needed
            return _("Only %(name)s, whose turn emptied the place waiting for a tile, or the "
                     "host screen can enter the tile dealt onto it.", name=state["names"][dealer])
        return super().phone_refusal(move_type, state, seat)

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, bound to the request."""
        if move_type == "place":
            return PlaceForm(prefix="place")
        if move_type == "deal":
            return _deal_form(state, bound=True)
        if move_type == "deals":
            return deals_form(state, bound=True)
        if move_type == "new_tile":
            return new_tile_form(state, bound=True)
        return None

    def to_data(self, move_type: str, form, table: Any = None) -> dict[str, Any]:
        """The move payload of a validated form."""
        if move_type == "deal":
            return {"type": "deal", "slot": int(form.slot.data), "tile": form.tile.data or None}
        if move_type == "deals":
            return {"type": "deals", "deals": [
                _deal_entry(slot, form[f"tile_{slot}"].data)
                for slot in form.slots() if form[f"tile_{slot}"].data]}
        if move_type == "new_tile":
            values = form.tile_values
            return {"type": "new_tile", "slot": form.slot.data,
                    "paths": tile_editor.paths_of(values), "content": tile_editor.content_of(values)}
        return {"type": "place", "slot": form.slot.data, "cell": _parse_cell(form.cell.data),
                "rotation": form.rotation.data, "face_down": bool(form.face_down.data)}


WEB = BravestWeb()
