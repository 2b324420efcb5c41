"""Mayan Curse's web side (``WEB``): new-table options (component set, who draws the stones,
solo difficulty and scenario, boulder rolls) and the moves a phone enters (its three stones or
the app's draw, its turn built step by step in builder.py, a stela's value), and the host
screen's answer to a draw that does not add up.  The templates' methods are the presenter's
(presenter.py), the calculator's calculator.py's; ``WEB`` inherits both.

The forms only shape the input into the engine's move shapes (docs/formats/mayan_curse.md):
legality is the engine's (``rules/``), which answers a refused move with its message.  What
a phone is offered never depends on another seat's stones.
"""
from __future__ import annotations

import secrets
from typing import Any

from flask import request
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import SelectField, StringField
from wtforms.validators import AnyOf, InputRequired, ValidationError

from companion.games.mayan_curse.rules import GAME, names
from companion.games.mayan_curse.rules.components import STELA_RANGES, sample_components
from companion.games.mayan_curse.rules.draw import pouch_mode, stone_kinds
from companion.games.mayan_curse.rules.play import active_seats
from companion.games.mayan_curse.rules.setup import DIFFICULTIES, DRAW_SEED_LIMIT
from companion.games.mayan_curse.web import builder, turn_form
from companion.games.mayan_curse.web.calculator import CalculatorWeb
from companion.games.mayan_curse.web.editor import EDITOR
from companion.games.mayan_curse.web.presenter import LABELS, SCENARIOS, MayanCursePresenter
from companion.i18n import render
from companion.inputs import signed
from companion.web.forms import VersionedForm, choices, turn_args
from companion.web.game_web import GameWeb
from companion.web.saved_sets import (SAMPLE, component_choices, component_document,
                                      progress_counts, summaries_by_choice)

GAME_KEY = "mayan_curse"


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


# ---------------------------------------------------------------- new table
def _component_doc(choice: str) -> dict[str, Any]:
    """The chosen component set (the sample for "sample")."""
    return component_document(GAME_KEY, choice) or sample_components()


def _faces_of(summary: dict[str, Any]) -> list[tuple[str, str]]:
    """A boulder roll's choices for a set, from its summary (``component_summary``): rolled
    by the app, or each face of its cube by the set's name for it."""
    faces: dict[str, str] = {}
    for f in summary.get("boulder_faces", []):
        if isinstance(f, dict) and isinstance(f.get("id"), str) and f["id"] not in faces:
            faces[f["id"]] = render(f.get("name")) or f["id"]
    return [("", str(_l("rolled by the app")))] + list(faces.items())


def _faces_by_set() -> dict[str, list[tuple[str, str]]]:
    """The boulder roll's choices for each set the new-table form offers (the sample and
    every set this device sees), read from the sets' summaries: no set's document is loaded."""
    out = {SAMPLE: _faces_of(GAME.component_summary(sample_components()))}
    for choice, summary in summaries_by_choice(GAME_KEY):
        out[choice] = _faces_of(summary)
    return out


def _face_choices() -> list[tuple[str, str]]:
    """Every face of every set offered, by the first set's name for it (a refusal names a
    face of another set's cube as that set does)."""
    faces: dict[str, str] = {}
    for pairs in _faces_by_set().values():
        for value, label in pairs:
            faces.setdefault(value, label)
    return list(faces.items())


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
    """Ask the app to draw this seat's three stones from its pouch (the engine draws them:
    rules/draw.py)."""


class StelaValueForm(VersionedForm):
    """The knowledge printed under a stela the seat took (one button per value)."""

    stela = StringField(_l("Stela"), validators=[InputRequired(_CHOOSE)])
    value = StringField(_l("Knowledge printed under it"), validators=[
        AnyOf([str(v) for v in range(1, 7)], message=_CHOOSE)])


class ClearDrawsForm(VersionedForm):
    """The host screen puts every stone back into the pouch: everyone draws again."""


# ---------------------------------------------------------------- the web side
class MayanCurseWeb(MayanCursePresenter, CalculatorWeb, GameWeb):
    """The web side of Mayan Curse (see ``companion.web.game_web.GameWeb``): the forms here,
    the templates' methods from ``MayanCursePresenter``, the calculator from
    ``CalculatorWeb``."""

    #: The host screen alone puts every stone back when a draw does not add up.
    table_moves: tuple[str, ...] = ("clear_draws",)

    #: a table keeps its pouch and its solo difficulty (not the rolls, not the scenario)
    remembered_options = ("pouch", "difficulty")
    colours = [("red", _l("red")), ("blue", _l("blue")), ("green", _l("green")),
               ("yellow", _l("yellow")), ("purple", _l("purple")), ("orange", _l("orange"))]

    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Component set, who draws the stones, solo difficulty and scenario (which of the two
        decides is said), the boulder rolls."""
        faces = choices(_faces_of(GAME.component_summary(sample_components())))
        fields = {
            "components": SelectField(_l("Component set"),
                                      choices=choices(component_choices(GAME_KEY, EDITOR)),
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

    def can_make_table(self, summary: dict[str, Any]) -> bool:
        """A saved set sets up a table once every part but the stelae values is entered
        (components.check_playable: each owner enters a stela's value when taking it), as its
        editor's progress says; a summary without it (a set saved before summaries) is not
        known to: never preselected."""
        counts = progress_counts(summary)
        return bool(counts) and all(
            (done > 0 if expected is None else done >= expected)
            for kind, (done, expected) in counts.items() if kind != "stelae")

    def choices_by_set(self) -> dict[str, dict[str, list[tuple[str, str]]]]:
        """The boulder rolls offer the faces of the chosen set's cube (``_check_boulders``
        checks them again)."""
        faces = _faces_by_set()
        return {f"boulder_{k}": faces for k in range(3)}

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
        if form.pouch.data == "app":   # the seed of the app's pouch, that nobody can work out
            options["draw_seed"] = secrets.randbelow(DRAW_SEED_LIMIT)
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
        forms: dict[str, Any] = {}
        if state["over"]:
            return forms
        if state["phase"] == "draw" and seat in active_seats(state):
            if pouch_mode(state) == "table" or state["hands"][seat] is None:
                forms["draw"] = self._draw_form(state, seat, bound=False)
        if state["phase"] == "turns" and state["turn"] == seat:
            # the steps in the address, unless chosen before the table moved on (turn_args)
            args = turn_args()
            turn, pick = args.get("turn", ""), args.get("pick", "")
            if request.method == "POST":   # a refused turn: its steps again, on the last page
                turn = request.form.get("turn-steps") or request.form.get("show_turn-steps") \
                    or ""
                pick = "end"
            b = builder.Builder(state, seat, turn[:turn_form.MAX_LENGTH], pick[:40], seen)
            forms["builder"] = b
            forms["turn"] = turn_form.turn_form(turn_form.TurnForm, state, "turn", False, b.encoded)
            forms["show_turn"] = turn_form.turn_form(turn_form.ShowTurnForm, state, "show_turn",
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
        not entered yet), alike ones (same colour and value entered) once, as the holder cannot
        tell them apart (``stela_groups``): each ``{"entry", "count", "label", "values"}``; a
        value posted goes to the group's first stela."""
        out = []
        for group in self.stela_groups(state["adventurers"][seat]["stelae"]):
            e = group["entry"]
            if state["over"] and e["value"] is not None:
                continue
            lo, hi = STELA_RANGES[e["colour"]]
            out.append({**group, "values": list(range(lo, hi + 1))})
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
            return turn_form.turn_form(turn_form.TurnForm, state, "turn", True)
        if move_type == "show_turn":
            return turn_form.turn_form(turn_form.ShowTurnForm, state, "show_turn", True)
        if move_type == "stela_value":
            return self._stela_form(state, seat, bound=True)
        if move_type == "clear_draws":
            return ClearDrawsForm(prefix="clear_draws")
        return None

    def to_data(self, move_type: str, form, table: Any = None) -> dict[str, Any]:
        """The move payload of a validated form (docs/formats/mayan_curse.md).  The app's draw
        is the bare move: the engine draws the stones (rules/draw.py)."""
        if move_type == "draw":
            if isinstance(form, AppDrawForm):
                return {"type": "draw"}
            return {"type": "draw", "stones": [form[f"stone_{k}"].data for k in range(3)]}
        if move_type == "stela_value":
            return {"type": "stela_value", "stela": form.stela.data,
                    "value": int(form.value.data)}
        if move_type == "clear_draws":
            return {"type": "clear_draws"}
        return turn_form.turn_data(form, move_type)

    def unchanged(self, data: dict[str, Any], state: dict, seat: int | None) -> bool:
        """A stela's value entered again as it is noted changes nothing: no log line (a
        press on the value already chosen)."""
        if data.get("type") != "stela_value" or seat is None \
                or not 0 <= seat < len(state["adventurers"]):
            return False
        return any(e["id"] == data.get("stela") and e["value"] == data.get("value")
                   for e in state["adventurers"][seat]["stelae"])

    # -- building the forms ---------------------------------------------------------------------
    def _draw_form(self, state: dict, seat: int | None, bound: bool):
        if pouch_mode(state) == "app":
            return AppDrawForm(prefix="draw", **({} if bound else {"formdata": None}))
        form = DrawForm(prefix="draw", **({} if bound else {"formdata": None}))
        comps = state["components"]
        form.kinds = [(label, render(names.stone_text(comps, label)))
                      for label, _n in stone_kinds(state)]
        mine = state["hands"][seat] if seat is not None else None
        if not bound and mine:
            for k, label in enumerate(mine):
                form[f"stone_{k}"].data = label
        return form

    def _stela_form(self, state: dict, seat: int | None, bound: bool) -> StelaValueForm:
        return StelaValueForm(prefix="stela_value", **({} if bound else {"formdata": None}))


WEB = MayanCurseWeb()
