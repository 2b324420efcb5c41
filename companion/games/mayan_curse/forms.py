"""Mayan Curse's web forms: new-table options (component set, solo difficulty and scenario,
boulder rolls), the moves a phone enters (its three stones, its turn, a stela's value), the
standalone score calculator, and the display helpers the templates use (the passage and
temple drawings, the boulder preview).

The forms only shape the input into the engine's move shapes (docs/formats/mayan_curse.md):
legality is the engine's (``rules.py``), which answers a refused move with its message.
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from flask_wtf import FlaskForm
from wtforms import BooleanField, FieldList, Form, FormField, IntegerField, SelectField, StringField
from wtforms.validators import Length, NumberRange, Optional, ValidationError

from companion.inputs import number, signed
from companion.games.mayan_curse import boulders as boulder_rules
from companion.games.mayan_curse import names, rules, scoring, text
from companion.games.mayan_curse.components import STELA_RANGES, WILD, sample_components
from companion.games.mayan_curse.setup import BACKPACK_ITEMS, DIFFICULTIES
from companion.i18n import render
from companion.message import Msg
from companion.web.forms import VersionedForm, choices

GAME_KEY = "mayan_curse"
#: Stone segments and free steps a turn form offers (three stones: at most three segments,
#: with free steps over relay boards between them).
MOVE_ROWS = 5
#: Slide rows a turn form offers (3 slides, 4 with the elixir).
SLIDE_ROWS = 4
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
    (dog)" / "temple tier 6, space 4 from the black dot"."""
    where = render(names.position(state, pos))
    if "tier" in pos:
        return where
    sym = boulder_rules.symbol_at(state, pos["row"], pos["col"])
    if sym is None:
        return where
    return _("%(place)s (%(symbol)s)", place=where,
             symbol=render(names.symbol_text(state["components"], sym)))


# ---------------------------------------------------------------- new table
def _component_doc(choice: str) -> dict[str, Any]:
    """The chosen component set (the sample for "sample")."""
    from companion.web.components import component_document

    return component_document(GAME_KEY, choice) or sample_components()


def _face_choices() -> list[tuple[str, str]]:
    """Boulder faces of the sample and of every set this device sees (checked against the
    chosen set), read from the sets' summaries: no set's document is loaded."""
    from companion.games.mayan_curse.game import GAME
    from companion.web.components import component_summaries

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
class DrawForm(VersionedForm):
    """The three stones a seat drew from the pouch (choices: the labels left in it)."""

    stone_0 = SelectField(_l("Stone 1"), choices=[])
    stone_1 = SelectField(_l("Stone 2"), choices=[])
    stone_2 = SelectField(_l("Stone 3"), choices=[])


class StelaValueForm(VersionedForm):
    """The knowledge printed under a stela the seat took."""

    stela = SelectField(_l("Stela"), choices=[])
    value = SelectField(_l("Knowledge printed under it"), coerce=int,
                        choices=choices((v, str(v)) for v in range(1, 7)))


def _slide_by_choices() -> list[tuple[int, str]]:
    """How far a slide goes, in the page language (built with each form: the page's)."""
    out = [(0, "—")]
    for n in (4, 3, 2, 1):
        out.append((-n, ngettext("%(num)d space ← left / anticlockwise",
                                 "%(num)d spaces ← left / anticlockwise", n)))
    for n in (1, 2, 3, 4):
        out.append((n, ngettext("%(num)d space → right / clockwise",
                                "%(num)d spaces → right / clockwise", n)))
    return out


def _turn_form_class():
    attrs: dict[str, Any] = {
        "backpack": SelectField(_l("Backpack"), choices=[]),
        "backpack_to": SelectField(_l("Map / compass: to"), choices=[]),
    }
    for k in range(SLIDE_ROWS):
        attrs[f"slide_{k}_what"] = SelectField(_l("Slide"), choices=[])
        attrs[f"slide_{k}_by"] = SelectField(_l("By"), coerce=int, default=0, choices=[])
    for k in range(MOVE_ROWS):
        attrs[f"move_{k}_stones"] = SelectField(_l("Move %(n)d", n=k + 1), choices=[])
        attrs[f"move_{k}_symbol"] = SelectField(_l("as"), choices=[])
        attrs[f"move_{k}_direction"] = SelectField(
            _l("Direction"), choices=choices((d, LABELS[d]) for d in DIRECTIONS))
        attrs[f"move_{k}_distance"] = IntegerField(
            _l("Spaces"), validators=[Optional(), NumberRange(min=1, max=40)])
        attrs[f"move_{k}_machete"] = BooleanField(_l("machete"))
        attrs[f"move_{k}_to"] = SelectField(_l("to"), choices=[])
    attrs["validate"] = _validate_turn
    return type("TurnForm", (VersionedForm,), attrs)


def _validate_turn(form, extra_validators=None) -> bool:
    ok = VersionedForm.validate(form, extra_validators)
    if form.backpack.data in ("map", "compass") and not form.backpack_to.data:
        form.backpack_to.errors.append(_l("Choose where the map or compass takes you."))
        ok = False
    for k in range(MOVE_ROWS):
        kind = form[f"move_{k}_stones"].data or ""
        if kind == "free":
            if not form[f"move_{k}_to"].data:
                form[f"move_{k}_to"].errors.append(_l("Choose the blank space to move to."))
                ok = False
        elif kind:
            if not form[f"move_{k}_distance"].data:
                form[f"move_{k}_distance"].errors.append(_l("How many spaces?"))
                ok = False
            if not form[f"move_{k}_symbol"].data and _needs_symbol(form, kind):
                form[f"move_{k}_symbol"].errors.append(
                    _l("Say which symbol: a wild or a stone with two symbols needs one."))
                ok = False
    return ok


def _needs_symbol(form, kind: str) -> bool:
    """True when the symbol cannot be read off a single one-symbol stone."""
    hand = getattr(form, "hand", [])
    idx = [int(i) for i in kind.split("+")]
    return len(idx) != 1 or idx[0] >= len(hand) or "/" in hand[idx[0]]


TurnForm = _turn_form_class()


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
        _check_values(field)

    def validate_grey(self, field):
        _check_values(field)

    def validate_beige(self, field):
        _check_values(field)


def _check_values(field) -> None:
    words = (field.data or "").replace(",", " ").split()
    if not all(number(w, digits=2) is not None for w in words):
        raise ValidationError(_l("Type the values as numbers separated by spaces."))
    if len(words) > 30:
        raise ValidationError(_l("That is more stelae than the game has."))


def _values(text_value: str) -> list[int]:
    return [int(w) for w in (text_value or "").replace(",", " ").split()]


# ---------------------------------------------------------------- the adapter
class MayanCurseWeb:
    """The web side of Mayan Curse (see ``companion.web.adapters.GameWeb``)."""

    #: No move belongs to the host alone: every move is an adventurer's.
    table_moves: tuple[str, ...] = ()

    colours = [("red", _l("red")), ("blue", _l("blue")), ("green", _l("green")),
               ("yellow", _l("yellow")), ("purple", _l("purple")), ("orange", _l("orange"))]

    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Component set, solo difficulty and scenario, the boulder rolls."""
        from companion.web.components import component_choices

        faces = choices(_face_choices())
        fields = {
            "components": SelectField(_l("Component set"),
                                      choices=choices(component_choices(GAME_KEY)),
                                      default="sample"),
            "difficulty": SelectField(_l("Solo only: difficulty"), default="normal",
                                      choices=choices((d, LABELS[d]) for d in DIFFICULTIES)),
            "scenario": SelectField(_l("Solo only: scenario"), coerce=int, default=0,
                                    choices=choices([(0, _l("none"))] + [
                                        (n, f"{n}. {t}") for n, t in SCENARIOS.items()])),
        }
        for k in range(3):
            fields[f"boulder_{k}"] = SelectField(
                _l("Boulder %(n)d roll (left to right)", n=k + 1), choices=faces, default="",
                validators=[_check_boulders])
        return fields

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form (docs/formats/mayan_curse.md)."""
        from companion.web.components import component_document

        options: dict[str, Any] = {}
        doc = component_document(GAME_KEY, form.components.data)
        if doc is not None:
            options["components"] = doc
        rolls = [form[f"boulder_{k}"].data for k in range(3)]
        if all(rolls):
            options["boulders"] = rolls
        if form.player_count.data == 1:
            options["difficulty"] = form.difficulty.data
            if form.scenario.data:
                options["scenario"] = form.scenario.data
        return options

    # -- forms offered now ----------------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """A seat's forms now: ``draw`` (its three stones, in the draw phase), ``turn`` (on its
        turn), ``stela_value`` (once it has a stela)."""
        forms: dict[str, FlaskForm] = {}
        if state["over"]:
            return forms
        if (state["phase"] == "draw" and seat in rules.active_seats(state)
                and state["hands"][seat] is None):
            forms["draw"] = self._draw_form(state, bound=False)
        if state["phase"] == "turns" and state["turn"] == seat:
            forms["turn"] = self._turn_form(state, seat, bound=False)
        if state["adventurers"][seat]["stelae"]:
            forms["stela_value"] = self._stela_form(state, seat, bound=False)
        for form in forms.values():
            form.seen.data = seen
        return forms

    def late_stela_form(self, state: dict, seat: int, seen: int) -> FlaskForm | None:
        """The stela-value form after the end (values may still be entered then)."""
        if not state["adventurers"][seat]["stelae"]:
            return None
        form = self._stela_form(state, seat, bound=False)
        form.seen.data = seen
        return form

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """No table-wide entries: the boulders roll by themselves."""
        return {}

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, bound to the request."""
        if move_type == "draw":
            return self._draw_form(state, bound=True)
        if move_type == "turn":
            return self._turn_form(state, seat, bound=True)
        if move_type == "stela_value":
            return self._stela_form(state, seat, bound=True)
        return None

    def to_data(self, move_type: str, form) -> dict[str, Any]:
        """The move payload of a validated form (docs/formats/mayan_curse.md)."""
        if move_type == "draw":
            return {"type": "draw", "stones": [form[f"stone_{k}"].data for k in range(3)]}
        if move_type == "stela_value":
            return {"type": "stela_value", "stela": form.stela.data, "value": form.value.data}
        return self._turn_data(form)

    # -- building the forms ---------------------------------------------------------------------
    def _draw_form(self, state: dict, bound: bool) -> DrawForm:
        form = DrawForm(prefix="draw", **({} if bound else {"formdata": None}))
        labels = sorted(set(state["pouch"]))
        comps = state["components"]
        for k in range(3):
            form[f"stone_{k}"].choices = choices(
                (x, render(names.stone_text(comps, x))) for x in labels)
        return form

    def _stela_form(self, state: dict, seat: int | None, bound: bool) -> StelaValueForm:
        form = StelaValueForm(prefix="stela_value", **({} if bound else {"formdata": None}))
        own = state["adventurers"][seat]["stelae"] if seat is not None else []
        form.stela.choices = choices(
            (e["id"], self.stela_label(e)) for e in own)
        missing = [e["id"] for e in own if e["value"] is None]
        if not bound and missing:
            form.stela.data = missing[0]
        return form

    def _turn_form(self, state: dict, seat: int | None, bound: bool):
        form = TurnForm(prefix="turn", **({} if bound else {"formdata": None}))
        hand = (state["hands"][seat] or []) if seat is not None else []
        form.hand = hand
        adv = state["adventurers"][seat] if seat is not None else None
        items = [("", _l("not used this turn"))]
        if adv is not None and adv["backpack"] is None:
            items += [(i, LABELS[i]) for i in BACKPACK_ITEMS]
        form.backpack.choices = choices(items)
        form.backpack_to.choices = choices([("", "—")] + self._jump_choices(state, adv))
        slide = [("", "—")]
        for y, info in enumerate(state["rows"]):
            if info["kind"] == "slab":
                slide.append((f"row:{y}", render(names.slab_place(state, y))))
        for t in range(1, len(state["temple"]["rotation"]) + 1):
            slide.append((f"tier:{t}", render(Msg("mayan_curse.place.temple_tier", tier=t))))
        by = choices(_slide_by_choices())
        for k in range(SLIDE_ROWS):
            form[f"slide_{k}_what"].choices = choices(slide)
            form[f"slide_{k}_by"].choices = by
        comps = state["components"]
        stones = [("", "—"), ("free", _l("free step over blank spaces"))]
        stones += [(str(i), _("stone %(n)d (%(label)s)", n=i + 1,
                              label=render(names.stone_text(comps, label))))
                   for i, label in enumerate(hand)]
        for i in range(len(hand)):
            for j in range(i + 1, len(hand)):
                stones.append((f"{i}+{j}", _("stones %(a)d + %(b)d as a wild", a=i + 1,
                                             b=j + 1)))
        symbols = [("", _l("the stone's symbol"))] + [
            (s, render(names.symbol_text(comps, s))) for s in comps["symbols"]]
        blanks = [("", "—")] + self._blank_choices(state)
        for k in range(MOVE_ROWS):
            form[f"move_{k}_stones"].choices = choices(stones)
            form[f"move_{k}_symbol"].choices = choices(symbols)
            form[f"move_{k}_to"].choices = choices(blanks)
        return form

    def _jump_choices(self, state: dict, adv: dict | None) -> list[tuple[str, str]]:
        """Spaces the map (own slab) or the compass (adjacent) could reach."""
        if adv is None or adv["row"] is None:
            return []
        out = []
        y, x = adv["row"], adv["col"]
        for row in range(y - 1, y + 2):
            for col in range(-10, 20):
                near = abs(row - y) <= 1 and abs(col - x) <= 1
                same_slab = row == y and state["rows"][y]["kind"] == "slab"
                if (row, col) != (y, x) and (near or same_slab) and boulder_rules.is_floor(
                        state, row, col):
                    pos = {"row": row, "col": col}
                    out.append((pos_value(pos), space_label(state, pos)))
        return out

    def _blank_choices(self, state: dict) -> list[tuple[str, str]]:
        """Blank spaces a free step can go to: relay board spaces and the temple top."""
        out = []
        width = state["components"]["passage"]["width"]
        for y, info in enumerate(state["rows"]):
            if info["kind"] == "relay":
                for c in range(width):
                    pos = {"row": y, "col": c}
                    out.append((pos_value(pos), space_label(state, pos)))
        tiers = state["components"]["temple"]["tiers"]
        for t, tier in enumerate(tiers, start=1):
            for i, sym in enumerate(tier["spaces"]):
                if sym is None:
                    pos = {"tier": t, "index": i}
                    out.append((pos_value(pos), space_label(state, pos)))
        return out

    def _turn_data(self, form) -> dict[str, Any]:
        item = form.backpack.data or None
        backpack = None
        if item:
            backpack = {"item": item}
            if item in ("map", "compass"):
                backpack["to"] = parse_pos_value(form.backpack_to.data)
        slides = []
        for k in range(SLIDE_ROWS):
            what, by = form[f"slide_{k}_what"].data or "", form[f"slide_{k}_by"].data or 0
            if what and by:
                kind, _sep, number = what.partition(":")
                slides.append({kind: int(number), "by": by})
        moves = []
        for k in range(MOVE_ROWS):
            kind = form[f"move_{k}_stones"].data or ""
            if kind == "free":
                moves.append({"to": parse_pos_value(form[f"move_{k}_to"].data)})
            elif kind:
                idx = [int(i) for i in kind.split("+")]
                symbol = form[f"move_{k}_symbol"].data or form.hand[idx[0]]
                moves.append({"stones": idx, "symbol": symbol,
                              "direction": form[f"move_{k}_direction"].data,
                              "distance": form[f"move_{k}_distance"].data,
                              "machete": bool(form[f"move_{k}_machete"].data)})
        return {"type": "turn", "backpack": backpack, "slides": slides, "moves": moves}

    # -- calculator -----------------------------------------------------------------------------
    def calculator_form(self, players: int):
        """The calculator: each adventurer's end (escaped, camera, backpack, stelae values),
        and the difficulty for one player."""
        from flask import request

        attrs = {
            "players": FieldList(FormField(_PlayerEndForm), min_entries=players,
                                 max_entries=players),
            "difficulty": SelectField(_l("Solo only: difficulty"), default="normal",
                                      choices=choices((d, LABELS[d]) for d in DIFFICULTIES)),
        }
        cls = type("MayanCurseCalculatorForm", (FlaskForm,), attrs)
        return cls(prefix="calc", **({} if request.method == "POST" else {"formdata": None}))

    def calculator_document(self, form) -> dict[str, Any]:
        """The end document (scoring.score_document) typed into the calculator."""
        players = []
        for i, entry in enumerate(form.players):
            sub = entry.form
            stelae = [{"colour": c, "value": v} for c in ("brown", "grey", "beige")
                      for v in _values(sub[c].data)]
            players.append({"name": (sub.name.data or "").strip() or _("Player %(n)d", n=i + 1),
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
        """A slab to lay out: "S01 on the 1st slab of river 1: 1 orientation dot on its right
        end" (``row``: a ``state["rows"]`` entry)."""
        y = state["rows"].index(row)
        return Msg("mayan_curse.setup.slab_line", id=row["slab"],
                   slab=names.slab_place(state, y), dots=self.slab_dots(state, row["slab"]))

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
        trigger tokens: where it would roll if released alone now)."""
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
        for b in state["boulders"]:
            if b["tokens"] and not b["at_entrance"]:
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
