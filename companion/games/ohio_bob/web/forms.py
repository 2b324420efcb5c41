"""Ohio Bob's web side (``WEB``): the new-table options and one small form per move type; the
methods its templates call come from ``presenter.OhioBobPresenter``.

The forms only shape the input (a card id, A or B, a direction...): what is legal is the
engine's (``legal.legal_moves`` decides what the page offers; ``moves.apply_move`` refuses the
rest with its message).  Move shapes: docs/formats/ohio_bob.md ("Moves").
"""
from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField, SelectMultipleField, StringField
from wtforms.validators import AnyOf, DataRequired, Length, Optional, Regexp
from wtforms.widgets import CheckboxInput, ListWidget

from companion.games.ohio_bob.web.editor import EDITOR
from companion.message import Msg
from companion.web.forms import VersionedForm, choices
from companion.web.game_web import GameWeb
from companion.web.saved_sets import (SAMPLE, component_choices, component_document,
                                      progress_counts, summaries_by_choice)

from . import entering
from ..rules.components import SET_NAMES
from ..rules.entering import can_enter
from ..rules.legal import legal_moves
from .presenter import SIDE_CHOICES, OhioBobPresenter

MOVE_TYPES = ("first_room", "play", "rest", "climb", "effect", "skip", "done", "teleport",
              "discard", "trade", "enter_card")
CARD_ID = [Length(max=40), Regexp(r"^[\w:.\-]*$", message=_l("Not a card id."))]


class MultiCheckboxField(SelectMultipleField):
    """A multiple choice shown as checkboxes (phone-friendly)."""

    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


# ------------------------------------------------------------------------------------ forms

class FirstRoomForm(VersionedForm):
    """Which drawn card becomes the level's first room (+ in real-cards mode the card to the
    hand on level 1, the card left on top of the deck on the next levels)."""

    room = StringField(validators=[DataRequired(), *CARD_ID])
    hand = StringField(validators=[Optional(), *CARD_ID])
    top = StringField(validators=[Optional(), *CARD_ID])


class PlayForm(VersionedForm):
    """Play a card from the hand to the resolution stack with option A or B."""

    card = StringField(validators=[DataRequired(), *CARD_ID])
    option = SelectField(choices=choices([("A", "A"), ("B", "B")]))


class PlainForm(VersionedForm):
    """A move without fields: rest, skip an effect, end the card."""


class ClimbForm(VersionedForm):
    """Climb the stairs (two players: optionally giving 1 energy to the partner)."""

    gift = BooleanField()


class EffectForm(VersionedForm):
    """Apply the awaited effect: a direction, a torch option, and in real-cards mode the card
    revealed (new room, chest, torch's top card)."""

    dir = SelectField(choices=choices([("", "")] + [(d, d) for d in "NESW"]),
                      validators=[Optional()], default="")
    option = SelectField(choices=choices([("", ""), ("A", "A"), ("B", "B")]),
                         validators=[Optional()], default="")
    card = StringField(validators=[Optional(), *CARD_ID])


class TeleportForm(VersionedForm):
    """The card a teleporter takes the pawn to, as "x,y" card slots."""

    to = StringField(validators=[DataRequired(), Regexp(r"^-?\d{1,3},-?\d{1,3}$",
                                                        message=_l("Not a card position."))])
    card = StringField(validators=[Optional(), *CARD_ID])


class DiscardForm(VersionedForm):
    """The cards discarded down to the level's MAX."""

    cards = MultiCheckboxField(choices=[])


class TradeForm(VersionedForm):
    """Two players: one card of mine for one of my partner's (once per level)."""

    give = StringField(validators=[DataRequired(), *CARD_ID])
    take = StringField(validators=[DataRequired(), *CARD_ID])


class EnterCardForm(VersionedForm):
    """Real cards: a card new to the set, entered when it is revealed (its fields are the tap
    editor's, read by web_entry.entry_of: card_entry.py)."""


#: The move forms' fields named by a refusal (messages.py ``ohio_bob.field.*``, as the engine's
#: refusals of a move's shape name them).
FIELD_NAMES = ("dir", "option", "card", "room", "hand", "top", "to", "cards", "give", "take",
               "gift")
#: Why a field's value is refused, where the form's own check would say less.
FIELD_REASONS = {"dir": "ohio_bob.refused.not_dir", "option": "ohio_bob.refused.not_option"}

FORM_CLASSES = {"first_room": FirstRoomForm, "play": PlayForm, "rest": PlainForm,
                "climb": ClimbForm, "effect": EffectForm, "skip": PlainForm, "done": PlainForm,
                "teleport": TeleportForm, "discard": DiscardForm, "trade": TradeForm,
                "enter_card": EnterCardForm}


def _component_choices():
    return choices(component_choices("ohio_bob", EDITOR))


#: The new-table form's decks: the app (a set with a colour's 17 cards entered) or real cards.
MODES = [("app", _l("The app is the deck (it shuffles and draws)")),
         ("table", _l("Real cards: I shuffle and enter each card as it is revealed"))]


def _modes(summary: dict[str, Any]) -> list[tuple[str, str]]:
    """The decks a set can be played with, from its summary's ``progress`` (editor.py): the
    app only when one colour has all its temple cards entered (setup.py: a random draw then
    takes that colour); a set saved before summaries is offered both."""
    counts = progress_counts(summary)
    if counts and not any(counts.get(name, (0, 1))[0] == counts.get(name, (0, 1))[1]
                          for name in SET_NAMES):
        return [(value, str(label)) for value, label in MODES if value == "table"]
    return [(value, str(label)) for value, label in MODES]


class OhioBobWeb(OhioBobPresenter, GameWeb):
    """The web side of Ohio Bob (see ``companion.web.game_web.GameWeb``); the presenter
    methods its templates call are ``OhioBobPresenter``'s."""

    table_moves: tuple[str, ...] = ()
    #: The entry of a card new to the set takes taps without JS (companion/web/moves.py).
    taps = ("enter_card",)
    #: a table keeps its deck and its sides (not the drawn challenge or card set)
    remembered_options = ("mode", "difficulty", "side_level", "side_energy", "side_amulet")
    #: Ohio Bob is mostly played solo.
    default_players = 1
    colours = [("red", _l("red")), ("blue", _l("blue")), ("yellow", _l("yellow")),
               ("green", _l("green"))]
    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """The new-table options: component set, mode, difficulty and sides, challenge, card
        set (docs/formats/ohio_bob.md "Setup options")."""
        return {
            "components": SelectField(_l("Cards"), choices=_component_choices(),
                                      default="sample"),
            # a deck the set cannot be played with is not offered; sent all the same (the
            # set changed without the page's script), the game says why (setup.py)
            "mode": SelectField(_l("Deck"), choices=choices(MODES), default="app",
                                validate_choice=False,
                                validators=[AnyOf([value for value, _label in MODES])]),
            "difficulty": SelectField(_l("Difficulty (side of the starting cards)"),
                                      choices=choices([("easy", _l("easy")),
                                                       ("hard", _l("hard"))]), default="easy"),
            "side_level": SelectField(_l("Level card side"), choices=choices(SIDE_CHOICES),
                                      default=""),
            "side_energy": SelectField(_l("Energy card side"), choices=choices(SIDE_CHOICES),
                                       default=""),
            "side_amulet": SelectField(_l("Amulet card side"), choices=choices(SIDE_CHOICES),
                                       default=""),
            "challenge": SelectField(_l("Amulet challenge"), choices=choices([
                ("random", _l("drawn at random")), ("0", _l("the first challenge")),
                ("1", _l("the second challenge"))]), default="random"),
            "card_set": SelectField(_l("Temple cards (two players: the partner takes the "
                                       "other set)"),
                                    choices=choices([("random", _l("drawn at random")),
                                                     ("green", _l("green floor")),
                                                     ("blue", _l("blue floor"))]),
                                    default="random"),
        }

    def choices_by_set(self) -> dict[str, dict[str, list[tuple[str, str]]]]:
        """The deck follows the set: the app only for a set with a colour complete."""
        modes = {SAMPLE: _modes({})}
        modes.update((choice, _modes(summary))
                     for choice, summary in summaries_by_choice("ohio_bob"))
        return {"mode": modes}

    def can_make_table(self, summary: dict[str, Any]) -> bool:
        """A saved set sets up a table once its basics (room size, gem colours) and its
        starting cards are entered (setup.py: with the real cards a temple card is entered
        when it is revealed; ``_modes`` always offers that deck); a summary without the
        editor's progress (a set saved before summaries) is not known to: never preselected."""
        counts = progress_counts(summary)
        return all(kind in counts and counts[kind][1] is not None
                   and counts[kind][0] >= counts[kind][1] for kind in ("basics", "start"))

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form (the chosen component document included;
        None = the game's own sample)."""
        sides = {card: form[f"side_{card}"].data for card in ("level", "energy", "amulet")
                 if form[f"side_{card}"].data in ("easy", "hard")}
        challenge = form.challenge.data
        options: dict[str, Any] = {
            "mode": form.mode.data, "difficulty": form.difficulty.data, "sides": sides,
            "challenge": int(challenge) if challenge in ("0", "1") else "random",
            "card_set": form.card_set.data,
        }
        document = component_document("ohio_bob", form.components.data)
        if document is not None:
            options["components"] = document
        return options

    # -- forms offered now ----------------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """The forms of the move types the engine allows this seat now (legal_moves)."""
        kinds = {m["type"] for m in legal_moves(state, seat)}
        if can_enter(state, state["players"][seat]):
            kinds.add("enter_card")
        forms: dict[str, FlaskForm] = {}
        for kind in MOVE_TYPES:
            if kind in kinds:
                forms[kind] = self._form(kind, state, seat, bound=False)
                forms[kind].seen.data = seen
        return forms

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """No table-wide entries: every move belongs to a player."""
        return {}

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type`` (None for an unknown type)."""
        if move_type not in FORM_CLASSES:
            return None
        return self._form(move_type, state, seat, bound=True)

    def to_data(self, move_type: str, form, table: Any = None) -> dict[str, Any]:
        """The move payload of a validated form."""
        data: dict[str, Any] = {"type": move_type}
        if move_type == "first_room":
            data["room"] = form.room.data
            if form.hand.data:
                data["hand"] = form.hand.data
            if form.top.data:
                data["top"] = form.top.data
        elif move_type == "play":
            data.update(card=form.card.data, option=form.option.data)
        elif move_type == "climb":
            if form.gift.data:
                data["gift"] = True
        elif move_type == "effect":
            for name in ("dir", "option", "card"):
                if form[name].data:
                    data[name] = form[name].data
        elif move_type == "teleport":
            x, y = form.to.data.split(",")
            data["to"] = [int(x), int(y)]
            if form.card.data:
                data["card"] = form.card.data
        elif move_type == "discard":
            data["cards"] = list(form.cards.data or [])
        elif move_type == "trade":
            data.update(give=form.give.data, take=form.take.data)
        elif move_type == "enter_card":
            data["entry"] = entering.entry_of(form)
        return data

    def refused_fields(self, move_type: str, form: FlaskForm) -> Msg | None:
        """Each field of a move's form that did not validate, said with the value sent and why
        (its forms' fields are buttons' values and hidden fields, with no message under them:
        a direction button's value changed to "NE" -> 「この手は記録されていません。方向「NE」：
        北・東・南・西のどれでもありません。」); None when no field of its own is at fault."""
        said = None
        for field in form:
            name = field.short_name
            if name in ("csrf_token", "seen") or not field.errors:
                continue
            why = (Msg(FIELD_REASONS[name]) if name in FIELD_REASONS
                   else str(field.errors[0]))
            one = Msg("ohio_bob.refused.field",
                      field=Msg(f"ohio_bob.field.{name}") if name in FIELD_NAMES else name,
                      value=", ".join(str(v) for v in field.raw_data or []), why=why)
            said = one if said is None else Msg("ohio_bob.refused.and", first=said, then=one)
        return Msg("ohio_bob.refused.fields", problems=said) if said is not None else None

    def _form(self, move_type: str, state: dict, seat: int | None, bound: bool) -> FlaskForm:
        form = FORM_CLASSES[move_type](prefix=move_type, **({} if bound else {"formdata": None}))
        form.room_size = state.get("room_size")
        if move_type == "discard":
            players = state["players"]
            hand = players[seat or 0]["hand"] if (seat or 0) < len(players) else []
            form.cards.choices = choices((c, self.card_text(state, players[seat or 0], c))
                                         for c in dict.fromkeys(hand))
        return form


WEB = OhioBobWeb()
