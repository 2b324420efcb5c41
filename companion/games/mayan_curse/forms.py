"""Mayan Curse's web forms: new-table options (component set, who draws the stones, solo
difficulty and scenario, boulder rolls), the moves a phone enters (its three stones or the
app's draw, its turn built step by step in builder.py, a stela's value), the host screen's
answer to a draw that does not add up, the standalone score calculator, and the display
helpers the templates use (the passage and temple drawings, the boulder preview).

The forms only shape the input into the engine's move shapes (docs/formats/mayan_curse.md):
legality is the engine's (``rules.py``), which answers a refused move with its message.  What
a phone is offered never depends on another seat's stones.
"""
from __future__ import annotations

from typing import Any

import hashlib
import hmac
import unicodedata

from flask import current_app
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, FieldList, Form, FormField, SelectField, StringField
from wtforms.validators import AnyOf, InputRequired, Length, Optional, ValidationError

from companion.inputs import number, signed
from companion.games.mayan_curse import boulders as boulder_rules
from companion.games.mayan_curse import builder, names, rules, scoring, text
from companion.games.mayan_curse.components import (
    COLOURS, SLAB_COUNT, STELA_RANGES, TEMPLE_STELAE, WILD, sample_components,
)
from companion.games.mayan_curse.setup import DIFFICULTIES
from companion.i18n import render
from companion.message import Msg
from companion.web.forms import VersionedForm, choices
from companion.web.game_web import GameWeb
from companion.web.forms import turn_args
from companion.web.saved_sets import component_choices, component_document, component_summaries

GAME_KEY = "mayan_curse"
DIRECTIONS = ("up", "down", "left", "right")

LABELS = {
    "machete": _l("Machete: one stone as a wild"),
    "map": _l("Map: jump to a space of your slab (before sliding)"),
    "compass": _l("Compass: step to an adjacent space, diagonals too (before sliding)"),
    "elixir": _l("Elixir: a 4th slide this turn"),
    "up": _l("up (toward the temple)"), "down": _l("down (toward the entrance)"),
    "left": _l("left"), "right": _l("right"),
    "easy": _l("Easy: 20 knowledge"), "normal": _l("Normal: 25 knowledge"),
    "adventurer": _l("Adventurer: 28 knowledge"),
    "thrill_seeker": _l("Thrill seeker: 30 knowledge and the camera"),
}
SCENARIOS = {
    1: _l("Escape with 22+ knowledge and at least one beige stela"),
    2: _l("Escape with 25+ knowledge without using the backpack"),
    3: _l("Escape with 30+ knowledge"),
    4: _l("Escape with 25+ knowledge before two boulders reach the entrance"),
    5: _l("Escape with the camera and without taking a single stela"),
    6: _l("Escape with 30+ knowledge without using the backpack"),
    7: _l("Escape with 20+ knowledge before any boulder reaches the entrance"),
    8: _l("Escape with 28+ knowledge without the camera"),
    9: _l("Collect every brown stela of the passage and escape with 28+ knowledge"),
    10: _l("Collect every grey and beige stela of the passage and escape"),
    11: _l("Escape with 35+ knowledge"),
    12: _l("Escape with every beige stela and the camera"),
}


# ---------------------------------------------------------------- positions as form values
def pos_value(pos: dict[str, int]) -> str:
    """A position as a form value: ``"r,c"`` on the passage, ``"t6,3"`` in the temple."""
    if "tier" in pos:
        return f"t{pos['tier']},{pos['index']}"
    return f"{pos['row']},{pos['col']}"


def parse_pos_value(value: str) -> dict[str, int] | None:
    """The position of a form value made by ``pos_value`` (None if malformed)."""
    value = (value or "").strip()
    temple = value.startswith("t")
    parts = value[1:].split(",") if temple else value.split(",")
    numbers = [signed(p, digits=5) for p in parts]
    if len(parts) != 2 or None in numbers:
        return None
    a, b = numbers
    return {"tier": a, "index": b} if temple else {"row": a, "col": b}


def boulder_lines(state: dict, records: list[dict]) -> list[str]:
    """One paragraph per roll record in the page language (``text.boulder_text``), for the
    host screen and the phones."""
    return text.boulder_text(state, records)


def space_label(state: dict, pos: dict[str, int]) -> str:
    """A space in words, as on the table: "river 1, 3rd slab, 2nd space from the left
    (dog)" / "temple tier 6, space 4 from the black dot".  On a slab slid off its place the
    slab's own count and the drawing's column numbers (the relay boards' spaces) differ, so
    the space is said once, by the drawing's column and its symbol ("the 1st slab of river 1,
    column 2 on the drawing (dog)")."""
    msg = names.space_on_board(state, pos)
    if "tier" in pos:
        return render(msg)
    sym = boulder_rules.symbol_at(state, pos["row"], pos["col"])
    if sym is None:
        return render(msg)
    symbol = render(names.symbol_text(state["components"], sym))
    if msg.code == "mayan_curse.place.with_column":
        return _("%(slab)s, column %(col)d on the drawing (%(symbol)s)",
                 slab=render(names.slab_place(state, pos["row"])), symbol=symbol,
                 col=msg.params["col"])
    return _("%(place)s (%(symbol)s)", place=render(msg), symbol=symbol)


# ---------------------------------------------------------------- new table
def _component_doc(choice: str) -> dict[str, Any]:
    """The chosen component set (the sample for "sample")."""
    return component_document(GAME_KEY, choice) or sample_components()


def _face_choices() -> list[tuple[str, str]]:
    """Boulder faces of the sample and of every set this device sees (checked against the
    chosen set), read from the sets' summaries: no set's document is loaded."""
    from companion.games.mayan_curse.game import GAME
    faces: dict[str, str] = {}
    for summary in [GAME.component_summary(sample_components())] + component_summaries(GAME_KEY):
        for f in summary.get("boulder_faces", []):
            if isinstance(f, dict) and isinstance(f.get("id"), str) and f["id"] not in faces:
                faces[f["id"]] = render(f.get("name")) or f["id"]
    return [("", str(_l("rolled by the app")))] + list(faces.items())


def _check_boulders(form, field) -> None:
    """All three boulder rolls or none, each a face of the chosen set's cube."""
    values = [form[f"boulder_{k}"].data or "" for k in range(3)]
    if field.name != "boulder_0":
        return
    if any(values) and not all(values):
        raise ValidationError(_l("Enter all three boulder rolls, or none to let the app roll."))
    if all(values):
        faces = _component_doc(form.components.data).get("boulder_faces", [])
        bad = [v for v in values if v not in faces]
        if bad:  # a face of another saved set's cube: said by that set's name for it
            raise ValidationError(_l("%(face)s is not a face of this set's boulder cube.",
                                     face=dict(_face_choices()).get(bad[0], bad[0])))


# ---------------------------------------------------------------- move forms
_CHOOSE = _l("Choose one of the options offered.")


class DrawForm(VersionedForm):
    """The three stones a seat drew from the real pouch (any of the set's stones: what the
    others drew is never a reason to offer fewer)."""

    stone_0 = StringField(_l("Stone 1"), validators=[InputRequired(_l("Choose your stone."))])
    stone_1 = StringField(_l("Stone 2"), validators=[InputRequired(_l("Choose your stone."))])
    stone_2 = StringField(_l("Stone 3"), validators=[InputRequired(_l("Choose your stone."))])

    def validate(self, extra_validators=None) -> bool:
        """The three fields filled with stones of the set (the box counts are the engine's)."""
        ok = VersionedForm.validate(self, extra_validators)
        known = {label for label, _name in self.kinds}
        for k in range(3):
            f = self[f"stone_{k}"]
            if f.data and f.data not in known:
                f.errors = list(f.errors) + [_CHOOSE]
                ok = False
        return ok


class AppDrawForm(VersionedForm):
    """Ask the app to draw this seat's three stones from its pouch (``round`` and ``seat``:
    the draw it asks for, set when the form is built)."""

    round: int = 0
    seat: int | None = None


def app_draw(table: Any, round_number: int, seat: int) -> list[int]:
    """The three chance outcomes (whole numbers in [0, ``rules.DRAW_LIMIT``)) of ``seat``'s
    draw in round ``round_number`` at ``table`` (an object with ``id`` and ``seed``), where the
    app is the pouch.

    Seed 「ステップ1:ドロー」: each adventurer draws three stones at the start of the round and
    keeps them.  So a draw taken back (the host's undo) and asked for again draws the same
    stones from the same pouch: an undo cannot fish for other stones
    (docs/rulings/mayan_curse.md T11).  The outcomes are an HMAC of the table, the round and
    the seat under the server's secret key: no device can work them out beforehand."""
    key = str(current_app.secret_key).encode("utf-8")
    message = f"mayan_curse/draw/{table.id}/{table.seed}/{round_number}/{seat}".encode("utf-8")
    digest = hmac.new(key, message, hashlib.sha256).digest()
    return [int.from_bytes(digest[4 * k:4 * k + 4], "big") % rules.DRAW_LIMIT for k in range(3)]


class StelaValueForm(VersionedForm):
    """The knowledge printed under a stela the seat took (one button per value)."""

    stela = StringField(_l("Stela"), validators=[InputRequired(_CHOOSE)])
    value = StringField(_l("Knowledge printed under it"), validators=[
        AnyOf([str(v) for v in range(1, 7)], message=_CHOOSE)])


class ClearDrawsForm(VersionedForm):
    """The host screen puts every stone back into the pouch: everyone draws again."""


# ---------------------------------------------------------------- calculator
class _PlayerEndForm(Form):
    """One adventurer at the end (a sub-form)."""

    name = StringField(_l("Name"), validators=[Optional(), Length(max=40)])
    escaped = BooleanField(_l("Escaped by the entrance"))
    camera = BooleanField(_l("Has a camera"))
    backpack_used = BooleanField(_l("Used the backpack"))
    brown = StringField(_l("Brown stelae: values (e.g. 2 4)"), validators=[Length(max=80)])
    grey = StringField(_l("Grey stelae: values"), validators=[Length(max=80)])
    beige = StringField(_l("Beige stelae: values"), validators=[Length(max=80)])

    def validate_brown(self, field):
        _check_values(field, "brown")

    def validate_grey(self, field):
        _check_values(field, "grey")

    def validate_beige(self, field):
        _check_values(field, "beige")


def _words(text_value: str) -> list[str]:
    """The values typed, as written at a table: spaces, commas, Japanese commas (、，) or
    full-width digits ("６、３")."""
    text_value = unicodedata.normalize("NFKC", text_value or "")
    for mark in (",", "、", "､", ";", "・"):
        text_value = text_value.replace(mark, " ")
    return text_value.split()


def _check_values(field, colour: str) -> None:
    """Whole numbers in the colour's range (STELA_RANGES), said by the field: a word that is
    not a whole number is told the range and how to type the values; one out of the range
    (「99999999999999999999」 too) is named."""
    from companion.games.mayan_curse.components import STELA_RANGES

    words = _words(field.data)
    low, high = STELA_RANGES[colour]
    said = render(names.colour(colour))
    if not all(number(w, digits=80) is not None for w in words):
        raise ValidationError(_(
            "Enter the knowledge values of the %(colour)s stelae as numbers from %(low)d "
            "to %(high)d, separated by spaces.", colour=said, low=low, high=high))
    if len(words) > 30:
        raise ValidationError(_l("That is more stelae than the game has."))
    for w in words:
        if not low <= int(w) <= high:
            raise ValidationError(_(
                "A %(colour)s stela is worth %(low)d to %(high)d knowledge, not %(value)s.",
                colour=said, low=low, high=high, value=str(int(w))))


def _values(text_value: str) -> list[int]:
    return [int(w) for w in _words(text_value)]


def most_stelae() -> tuple[dict[str, int], int]:
    """How many stelae of each colour, and in all, a game can lay out whatever the copy
    (「セットアップ」 4-5: at most two on each of the 16 floor boards, two on each of temple
    tiers 1-4, brown on 1-2, grey on 3-4): more cannot be collected.  The stelae table of the
    printed game is not known (reference), so no copy's table, the sample's least of all, sets
    the calculator's limits."""
    passage = 2 * SLAB_COUNT
    out = {c: passage for c in COLOURS}
    for colour in TEMPLE_STELAE.values():
        out[colour] += 2
    return out, passage + 2 * len(TEMPLE_STELAE)


def _validate_calculator(form, extra_validators=None) -> bool:
    """The fields, then the stelae of each colour and in all against what a game can lay
    out (``most_stelae``); the values against the rules' ranges (scoring.score_document)."""
    ok = True
    for name, field in form._fields.items():
        if name == "players":       # only the rows counted; the hidden ones keep their text
            for entry in field.entries[:form.count]:
                ok = entry.validate(form) and ok
        else:
            ok = field.validate(form, (extra_validators or {}).get(name, ())) and ok
    if not ok:
        return False
    shown = form.players.entries[:form.count]
    limits, most = most_stelae()
    every = 0
    for colour in COLOURS:
        total = sum(len(_values(entry.form[colour].data)) for entry in shown)
        every += total
        if total > limits[colour]:
            field = shown[0].form[colour]
            field.errors = list(field.errors) + [_(
                "%(colour)s stelae: %(entered)d entered, but a game lays out at most "
                "%(most)d.", colour=render(names.colour(colour)).capitalize(),
                entered=total, most=limits[colour])]
            ok = False
    if ok and every > most:
        field = shown[0].form["brown"]
        field.errors = list(field.errors) + [_(
            "%(entered)d stelae entered in all, but a game lays out at most %(most)d.",
            entered=every, most=most)]
        ok = False
    return ok


# ---------------------------------------------------------------- the adapter
class MayanCurseWeb(GameWeb):
    """The web side of Mayan Curse (see ``companion.web.game_web.GameWeb``)."""

    has_calculator = True

    #: The host screen alone puts every stone back when a draw does not add up.
    table_moves: tuple[str, ...] = ("clear_draws",)

    colours = [("red", _l("red")), ("blue", _l("blue")), ("green", _l("green")),
               ("yellow", _l("yellow")), ("purple", _l("purple")), ("orange", _l("orange"))]

    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Component set, who draws the stones, solo difficulty and scenario (which of the two
        decides is said), the boulder rolls."""
        faces = choices(_face_choices())
        fields = {
            "components": SelectField(_l("Component set"),
                                      choices=choices(component_choices(GAME_KEY)),
                                      default="sample"),
            "pouch": SelectField(_l("Sacred stones"), default="table", choices=choices([
                ("table", _l("drawn from the real pouch: each phone enters its own")),
                ("app", _l("drawn by the app: no pouch needed"))])),
            "difficulty": SelectField(
                _l("Solo only: difficulty (decides the win when no scenario is chosen)"),
                default="normal", choices=choices((d, LABELS[d]) for d in DIFFICULTIES)),
            "scenario": SelectField(
                _l("Solo only: scenario (when one is chosen, it decides the win instead of "
                   "the difficulty)"), coerce=int, default=0,
                choices=choices([(0, _l("none"))] + [(n, f"{n}. {t}")
                                                     for n, t in SCENARIOS.items()])),
        }
        for k in range(3):
            fields[f"boulder_{k}"] = SelectField(
                _l("Boulder %(n)d roll (left to right)", n=k + 1), choices=faces, default="",
                validators=[_check_boulders])
        return fields

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form (docs/formats/mayan_curse.md)."""
        options: dict[str, Any] = {}
        doc = component_document(GAME_KEY, form.components.data)
        if doc is not None:
            options["components"] = doc
        rolls = [form[f"boulder_{k}"].data for k in range(3)]
        if all(rolls):
            options["boulders"] = rolls
        options["pouch"] = form.pouch.data
        if form.player_count.data == 1:
            options["difficulty"] = form.difficulty.data
            if form.scenario.data:
                options["scenario"] = form.scenario.data
        return options

    # -- forms offered now ----------------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, Any]:
        """A seat's forms now: ``draw`` (in the draw phase: its three stones, entered again
        while the draw lasts, or the app's draw), on its turn ``builder`` (this page of the
        turn builder, builder.Builder), ``turn`` and ``show_turn`` (post the turn built),
        ``stela_value`` (once it has a stela)."""
        from flask import request

        forms: dict[str, Any] = {}
        if state["over"]:
            return forms
        if state["phase"] == "draw" and seat in rules.active_seats(state):
            if rules.pouch_mode(state) == "table" or state["hands"][seat] is None:
                forms["draw"] = self._draw_form(state, seat, bound=False)
        if state["phase"] == "turns" and state["turn"] == seat:
            # the steps in the address, unless chosen before the table moved on (turn_args)
            args = turn_args()
            turn, pick = args.get("turn", ""), args.get("pick", "")
            if request.method == "POST":   # a refused turn: its steps again, on the last page
                turn = request.form.get("turn-steps") or request.form.get("show_turn-steps") \
                    or ""
                pick = "end"
            b = builder.Builder(state, seat, turn[:builder.MAX_LENGTH], pick[:40], seen)
            forms["builder"] = b
            forms["turn"] = builder.turn_form(builder.TurnForm, state, "turn", False, b.encoded)
            forms["show_turn"] = builder.turn_form(builder.ShowTurnForm, state, "show_turn",
                                                   False, b.encoded)
        if state["adventurers"][seat]["stelae"]:
            forms["stela_value"] = self._stela_form(state, seat, bound=False)
        for form in forms.values():
            if isinstance(form, FlaskForm):
                form.seen.data = seen
        return forms

    def late_stela_form(self, state: dict, seat: int, seen: int) -> FlaskForm | None:
        """The stela-value form after the end: only for values not entered yet (the stelae
        are revealed at the end: 「ゲーム終了」)."""
        if not any(e["value"] is None for e in state["adventurers"][seat]["stelae"]):
            return None
        form = self._stela_form(state, seat, bound=False)
        form.seen.data = seen
        return form

    def stelae_to_enter(self, state: dict, seat: int) -> list[dict]:
        """The stelae whose value the seat may enter now (all before the end, then only those
        not entered yet), each ``{"entry", "values"}``."""
        out = []
        for e in state["adventurers"][seat]["stelae"]:
            if state["over"] and e["value"] is not None:
                continue
            lo, hi = STELA_RANGES[e["colour"]]
            out.append({"entry": e, "values": list(range(lo, hi + 1))})
        return out

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """``clear_draws`` when the stones entered do not add up (the boulders roll by
        themselves)."""
        if state["over"] or state["phase"] != "draw" or not state.get("draw_conflict"):
            return {}
        form = ClearDrawsForm(prefix="clear_draws", formdata=None)
        form.seen.data = seen
        return {"clear_draws": form}

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, bound to the request."""
        if move_type == "draw":
            return self._draw_form(state, seat, bound=True)
        if move_type == "turn":
            return builder.turn_form(builder.TurnForm, state, "turn", True)
        if move_type == "show_turn":
            return builder.turn_form(builder.ShowTurnForm, state, "show_turn", True)
        if move_type == "stela_value":
            return self._stela_form(state, seat, bound=True)
        if move_type == "clear_draws":
            return ClearDrawsForm(prefix="clear_draws")
        return None

    def to_data(self, move_type: str, form, table: Any = None) -> dict[str, Any]:
        """The move payload of a validated form (docs/formats/mayan_curse.md).  The app's draw
        is three chance outcomes worked out here for ``table`` (``app_draw``), recorded with
        the move."""
        if move_type == "draw":
            if isinstance(form, AppDrawForm):
                return {"type": "draw", "draws": app_draw(table, form.round, form.seat)}
            return {"type": "draw", "stones": [form[f"stone_{k}"].data for k in range(3)]}
        if move_type == "stela_value":
            return {"type": "stela_value", "stela": form.stela.data,
                    "value": int(form.value.data)}
        if move_type == "clear_draws":
            return {"type": "clear_draws"}
        return builder.turn_data(form, move_type)

    # -- building the forms ---------------------------------------------------------------------
    def _draw_form(self, state: dict, seat: int | None, bound: bool):
        if rules.pouch_mode(state) == "app":
            app_form = AppDrawForm(prefix="draw", **({} if bound else {"formdata": None}))
            app_form.round, app_form.seat = state["round"], seat
            return app_form
        form = DrawForm(prefix="draw", **({} if bound else {"formdata": None}))
        comps = state["components"]
        form.kinds = [(label, render(names.stone_text(comps, label)))
                      for label, _n in rules.stone_kinds(state)]
        mine = state["hands"][seat] if seat is not None else None
        if not bound and mine:
            for k, label in enumerate(mine):
                form[f"stone_{k}"].data = label
        return form

    def _stela_form(self, state: dict, seat: int | None, bound: bool) -> StelaValueForm:
        return StelaValueForm(prefix="stela_value", **({} if bound else {"formdata": None}))

    # -- calculator -----------------------------------------------------------------------------
    #: The calculator's form holds a row for each of the 6 seats, the first ``players``
    #: counted (companion/web/calculators.py: changing the count keeps what was typed).
    calculator_all_rows = True

    def calculator_form(self, players: int):
        """The calculator: each adventurer's end (escaped, camera, backpack, stelae values),
        a row for every seat (6), the first ``players`` shown and counted (``form.count``);
        the difficulty counts for one player."""
        from flask import request

        rows = 6
        attrs = {
            "players": FieldList(FormField(_PlayerEndForm), min_entries=rows,
                                 max_entries=rows),
            "difficulty": SelectField(_l("Solo only: difficulty"), default="normal",
                                      choices=choices((d, LABELS[d]) for d in DIFFICULTIES)),
        }
        attrs["validate"] = _validate_calculator
        cls = type("MayanCurseCalculatorForm", (FlaskForm,), attrs)
        form = cls(prefix="calc", **({} if request.method == "POST" else {"formdata": None}))
        form.count = players
        return form

    def calculator_document(self, form) -> dict[str, Any]:
        """The end document (scoring.score_document) typed into the calculator."""
        players = []
        for i, entry in enumerate(form.players.entries[:form.count]):
            sub = entry.form
            stelae = [{"colour": c, "value": v} for c in ("brown", "grey", "beige")
                      for v in _values(sub[c].data)]
            players.append({"name": (sub.name.data or "").strip() or _("Adventurer %(n)d",
                                                                          n=i + 1),
                            "escaped": bool(sub.escaped.data), "camera": bool(sub.camera.data),
                            "backpack_used": bool(sub.backpack_used.data), "stelae": stelae})
        doc: dict[str, Any] = {"players": players}
        if len(players) == 1:
            doc["difficulty"] = form.difficulty.data
        return doc

    # -- what templates look up -----------------------------------------------------------------
    def say(self, value: Any) -> str:
        """A message, data text or name in the page language (companion.i18n.render)."""
        return render(value)

    def category_label(self, category: str) -> str:
        """A score sheet category in the page language."""
        return render(Msg(f"mayan_curse.category.{category}"))

    def colour_name(self, colour: str) -> str:
        """A stela colour in the page language."""
        return render(names.colour(colour))

    def item_name(self, item: str) -> str:
        """A backpack item in the page language."""
        return render(names.item(item))

    def board_name(self, board: str) -> str:
        """A relay board's or a river's name ("the middle relay board", "river 1")."""
        return render(names.board(board))

    def symbol_name(self, state: dict, symbol: str) -> str:
        """A symbol's (or the wild face's) name as the table's set gives it."""
        return render(names.symbol_text(state["components"], symbol))

    def stone_name(self, state: dict, label: str) -> str:
        """A sacred stone by its pouch label ("dog/jaguar"), in the table's names."""
        return render(names.stone_text(state["components"], label))

    def names_list(self, items: list[str]) -> str:
        """Names listed in the page language ("Ana, Ben and Cai" / 「アナ、ベン、カイ」)."""
        from companion.games.mayan_curse.messages import join_words

        return join_words(items)

    def difficulty_label(self, difficulty: str | None) -> str:
        """A solo difficulty with its target."""
        return str(LABELS.get(difficulty or "normal", difficulty))

    def scenario_label(self, number: int | None) -> str:
        """A solo scenario's goal."""
        return str(SCENARIOS.get(number, "")) if number else ""

    def stela_label(self, entry: dict) -> str:
        """A stela one holds: "grey stela 3" or, with its value known, "grey stela 3: 4
        knowledge"."""
        name = render(names.stela_name(entry["id"]))
        if entry.get("value") is None:
            return name
        return _("%(stela)s: %(value)d knowledge", stela=name, value=entry["value"])

    def is_sample(self, state: dict) -> bool:
        """Whether the table plays with the sample component set."""
        return bool(state["components"].get("sample"))

    def component_label(self, state: dict) -> str:
        """The component set's own label in the page language (the sample says it is one)."""
        return render(names.set_label(state["components"]))

    def grid(self, state: dict) -> list[dict]:
        """The passage as data (text.passage_grid), temple end first."""
        return text.passage_grid(state)

    def abbreviations(self, state: dict) -> dict[str, str]:
        """Each symbol's short name for the drawing in the page language (the set's own
        short form, else its name), the wild face as ✱."""
        return text.short_names(state["components"])

    def legend(self, state: dict) -> list[tuple[str, str]]:
        """(short name, full name) of each symbol and the wild, for the drawing's legend."""
        return text.legend_pairs(state["components"])

    def legend_text(self, state: dict) -> str:
        """The drawing's legend of symbols: "Symbols: dog, jaguar, ✱ = wild." (a short name
        is explained by its full name)."""
        pairs = [short if short == full else _("%(short)s = %(full)s", short=short, full=full)
                 for short, full in self.legend(state)]
        return _("Symbols: %(list)s.", list=self.names_list(pairs))

    def columns(self, state: dict) -> list[int]:
        """The passage drawing's column numbers."""
        p = state["components"]["passage"]
        return list(range(-p["max_slide"], max(p["width"], p["slab_length"]) + p["max_slide"]))

    def column_label(self, state: dict, col: int) -> str:
        """A drawing column's heading: the relay boards' space number from the left (1 ...),
        nothing beside them."""
        return str(col + 1) if 0 <= col < state["components"]["passage"]["width"] else ""

    def slab_line(self, state: dict, row: dict) -> Msg:
        """A slab to lay out, named by its place as the forms name it: "The 1st slab of river
        1: the board with 1 dot icon on its right end" (no id: the boards print none;
        ``row``: a ``state["rows"]`` entry)."""
        river, slab = names.river_slab(row)
        return Msg("mayan_curse.setup.slab_line", river=river, slab=slab,
                   dots=self.slab_dots(state, row["slab"]))

    def stela_place(self, state: dict, stela: dict) -> str:
        """Where a stela lies face down: "left end of the 3rd slab of river 1" or a temple
        space."""
        if "tier" in stela:
            return render(names.temple_place(stela["tier"], stela["index"]))
        info = state["rows"][stela["row"]]
        slab = render(names.slab_place(state, stela["row"]))
        if stela["col"] == info["offset"]:
            return _("left end of %(slab)s", slab=slab)
        return _("right end of %(slab)s", slab=slab)

    def temple_space(self, tier: int, index: int) -> Msg:
        """A temple space as the tier board counts it (from its black dot)."""
        return names.temple_place(tier, index)

    def slab_dots(self, state: dict, slab_id: str | None) -> int:
        """The orientation dots printed on a slab (on its right end, seen from the entrance)."""
        for slab in state["components"]["slabs"]:
            if slab["id"] == slab_id:
                return slab["dots"]
        return 0

    def row_label(self, state: dict, row: dict) -> str:
        """A drawing row's name: "river 1, slab 3" or "middle relay, row 2"."""
        return text.row_label(state, row["row"])

    def temple(self, state: dict) -> dict[str, Any]:
        """The temple unrolled: ``lines`` (fixed directions 0..lines-1), ``entry`` {line:
        relay column}, ``tiers`` top first, each ``{"tier", "rotation", "cells": [{"line",
        "index", "symbol", "stela", "adventurers"} per line]}``, ``top_camera``, ``beside``."""
        comps = state["components"]["temple"]
        lines = comps["lines"]
        on_tier: dict[tuple[int, int], list[int]] = {}
        for seat, adv in enumerate(state["adventurers"]):
            if adv.get("tier") is not None and not adv["escaped"]:
                on_tier.setdefault((adv["tier"], adv["index"]), []).append(seat)
        stelae = {(st["tier"], st["index"]): st["colour"] for st in state["stelae"]
                  if "tier" in st}
        tiers = []
        for t in range(len(comps["tiers"]), 0, -1):
            rot = state["temple"]["rotation"][t - 1]
            cells = []
            for line in range(lines):
                index = (line - rot) % lines
                cells.append({"line": line, "index": index,
                              "symbol": comps["tiers"][t - 1]["spaces"][index],
                              "stela": stelae.get((t, index)),
                              "adventurers": on_tier.get((t, index), [])})
            tiers.append({"tier": t, "rotation": rot, "cells": cells})
        return {"lines": list(range(lines)),
                "entry": dict(zip(comps["entry_lines"], comps["entry_cols"])),
                "tiers": tiers, "top_camera": state["cameras"]["top"],
                "beside": state["cameras"]["beside"]}

    def position_text(self, state: dict, seat: int) -> str:
        """Where an adventurer stands, in words."""
        adv = state["adventurers"][seat]
        if adv["escaped"]:
            return render(Msg("mayan_curse.place.escaped"))
        if adv["tier"] is not None:
            return space_label(state, {"tier": adv["tier"], "index": adv["index"]})
        return space_label(state, {"row": adv["row"], "col": adv["col"]})

    def boulder_place(self, state: dict, b: dict) -> str:
        """Where a boulder is, in words."""
        return render(text.boulder_place(state, b))

    def preview(self, state: dict) -> dict[str, Any]:
        """Where the boulders will roll: ``released`` (the boulder step as it would happen
        now, in order, with sentences and path cells) and ``held`` (each boulder still holding
        trigger tokens that does not roll this round: where it would roll if released alone
        now)."""
        from companion.games.mayan_curse.game import GAME

        out: dict[str, Any] = {"released": [], "held": [], "path": set(), "targets": set()}
        if state["over"]:
            return out
        records = GAME.preview_boulders(state)
        for rec, sentence in zip(records, boulder_lines(state, records)):
            out["released"].append({"record": rec, "text": sentence})
            out["path"] |= {f"{s['row']},{s['col']}" for s in rec["steps"]}
            if rec["target"]["kind"] == "space":
                out["targets"].add(f"{rec['target']['row']},{rec['target']['col']}")
        rolling = {rec["boulder"] for rec in records}
        for b in state["boulders"]:
            # a boulder that rolls this round is said once, with the others that roll
            if b["tokens"] and not b["at_entrance"] and b["id"] not in rolling:
                work = boulder_rules.work_copy(state)
                for other in work["boulders"]:
                    if other["id"] == b["id"]:
                        other["tokens"] = 0
                rec = boulder_rules.roll_boulder(work, b["id"])
                head = render(Msg("mayan_curse.boulder.held", n=b["id"] + 1, tokens=b["tokens"],
                                  face=names.symbol_text(state["components"], b["face"])))
                out["held"].append({"boulder": b, "head": head,
                                    "text": boulder_lines(state, [rec])[0]})
        return out

    def shown_turn(self, state: dict) -> dict[str, Any] | None:
        """The turn a phone showed before playing it, for the host screen (``state``: the
        table's full state, whose shown turn keeps its move; the words never name a stone):
        ``{"seat", "lines", "rolls", "path", "after_view", "last_of_round", "ends_game"}``, or
        None when no turn is shown now."""
        from companion.engine import IllegalMove, InvalidMove
        from companion.games.mayan_curse.game import GAME

        shown = state.get("shown_turn")
        if (not shown or state["over"] or state["phase"] != "turns" or "move" not in shown
                or state["turn"] != shown["seat"] or shown["round"] != state["round"]):
            return None
        seat = shown["seat"]
        try:
            move = rules.parse_move(seat, {"type": "turn", **shown["move"]})
            after, run = rules.after_turn(state, move)
        except (IllegalMove, InvalidMove):
            return None
        name = state["players"][seat]["name"]
        lines = [_("Slide: %(slide)s.", slide=builder.slide_words(state, sl))
                 for sl in move["slides"]]
        if run.item:
            lines.append(_("Backpack: the %(item)s.", item=self.item_name(run.item)))
        adv = after["adventurers"][seat]
        if adv["escaped"]:
            lines.append(_("%(name)s leaves the passage by the entrance.", name=name))
        else:
            pos = {"tier": adv["tier"], "index": adv["index"]} if adv["tier"] is not None \
                else {"row": adv["row"], "col": adv["col"]}
            lines.append(_("%(name)s ends on %(place)s.", name=name,
                           place=space_label(after, pos)))
        for sid in run.taken:
            lines.append(_("%(name)s takes a %(colour)s stela.", name=name,
                           colour=self.colour_name(sid.split("-")[0])))
        if run.camera:
            lines.append(_("%(name)s takes a camera.", name=name))
        lines += builder.token_lines(state, after)
        return {"seat": seat, "lines": lines, "rolls": boulder_lines(after, shown["rolls"]),
                "path": {f"{p[1]},{p[2]}" for p in run.path if p[0] == "p"},
                "after_view": GAME.view(after, None), "last_of_round": shown["last_of_round"],
                "ends_game": shown["ends_game"]}

    def last_rolls(self, state: dict) -> list[str]:
        """The step-by-step sentences of the last boulder step."""
        return boulder_lines(state, state.get("last_boulders") or [])

    def last_path(self, state: dict) -> set[str]:
        """The cells the last boulder step rolled over ("row,col")."""
        return {f"{s['row']},{s['col']}" for r in state.get("last_boulders") or []
                for s in r["steps"]}

    def solo(self, state: dict) -> dict[str, Any] | None:
        """The solo verdict (scoring.solo_result) once a solo game is over."""
        if not state.get("solo") or not state.get("over"):
            return None
        return scoring.solo_result(state)

    def knowledge(self, adv: dict) -> int:
        """An adventurer's knowledge so far (values entered, camera, unused backpack)."""
        return scoring.knowledge(adv)

    def value_range(self, colour: str) -> str:
        """A stela colour's knowledge range ("2-5")."""
        lo, hi = STELA_RANGES[colour]
        return f"{lo}–{hi}"

    def missing_values(self, state: dict, seat: int) -> int:
        """How many of a seat's stelae have no value entered yet."""
        return sum(e["value"] is None for e in state["adventurers"][seat]["stelae"])

    def wild(self) -> str:
        """The wild boulder face's name in the data."""
        return WILD


WEB = MayanCurseWeb()
