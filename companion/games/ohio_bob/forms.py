"""Ohio Bob's web side (``WEB``): the new-table options, one small form per move type, and the
display helpers the templates use (the room map, the hand, what the engine waits for).

The forms only shape the input (a card id, A or B, a direction...): what is legal is the
engine's (``rules.legal_moves`` decides what the page offers; ``rules.apply_move`` refuses the
rest with its message).  Move shapes: docs/formats/ohio_bob.md ("Moves").
"""
from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField, SelectMultipleField, StringField
from wtforms.validators import DataRequired, Length, Optional, Regexp
from wtforms.widgets import CheckboxInput, ListWidget

from companion.games.ohio_bob import explain, rules, text, web_entry, words
from companion.games.ohio_bob.entering import can_enter, unknown_in_deck
from companion.games.ohio_bob.words import SPACE_SYMBOLS
from companion.games.ohio_bob.game import GAME
from companion.games.ohio_bob.components import slot_side
from companion.games.ohio_bob.queries import card_of
from companion.i18n import render
from companion.web.forms import VersionedForm, choices
from companion.web.game_web import GameWeb
from companion.web.saved_sets import component_choices, component_document

MOVE_TYPES = ("first_room", "play", "rest", "climb", "effect", "skip", "done", "teleport",
              "discard", "trade", "enter_card")
CARD_ID = [Length(max=40), Regexp(r"^[\w:.\-]*$", message=_l("Not a card id."))]

CATEGORY_LABELS = {"outcome": _l("Result"), "level": _l("Level reached"),
                   "energy": _l("Energy left"), "gems": _l("Gems toward the challenge")}
WAITING = {
    "first_room": _l("Choose the first room of the level."),
    "turn": _l("Play a card (option A or B) or rest."),
    "effect": _l("Apply or skip the next effect of the card."),
    "rope": _l("The rope may take a second step."),
    "teleport": _l("Choose the card the teleporter takes you to."),
    "discard": _l("Discard down to the level's MAX."),
    "wait_rest": _l("Waiting until your partner rests too."),
    "wait_level": _l("Waiting until your partner leaves the level too."),
    "over": _l("The game is over."),
}
#: The prompt when the pawn stands on stairs that lead up.
WAITING_CLIMB = _l("Play a card (option A or B), rest, or climb.")
#: What the partner is doing, as a two-player page says it under the partner's name.
PARTNER_DOING = {
    "first_room": _l("choosing the first room of the level"),
    "turn": _l("about to play a card or rest"),
    "effect": _l("resolving a card"),
    "rope": _l("resolving a card"),
    "teleport": _l("choosing where the teleporter goes"),
    "discard": _l("discarding down to the level's MAX"),
    "wait_rest": _l("waiting for your rest"),
    "wait_level": _l("waiting until you leave the level too"),
    "over": _l("the game is over"),
}
SIDE_CHOICES = [("", _l("as the difficulty")), ("easy", _l("easy side")),
                ("hard", _l("hard side"))]


class MultiCheckboxField(SelectMultipleField):
    """A multiple choice shown as checkboxes (phone-friendly)."""

    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


# ------------------------------------------------------------------------------------ forms

class FirstRoomForm(VersionedForm):
    """Which drawn card becomes the level's first room (+ the card to the hand on level 1 in
    real-cards mode)."""

    room = StringField(validators=[DataRequired(), *CARD_ID])
    hand = StringField(validators=[Optional(), *CARD_ID])


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


FORM_CLASSES = {"first_room": FirstRoomForm, "play": PlayForm, "rest": PlainForm,
                "climb": ClimbForm, "effect": EffectForm, "skip": PlainForm, "done": PlainForm,
                "teleport": TeleportForm, "discard": DiscardForm, "trade": TradeForm,
                "enter_card": EnterCardForm}


def _legal(state: dict, seat: int) -> list[dict]:
    """rules.legal_moves, computed once per request for a state object (the page asks twice)."""
    return _listed(state, seat)[0]


def _revealing(state: dict, seat: int) -> list[dict]:
    """The candidate moves that reveal a card (rules.legal_moves' ``needing``)."""
    return _listed(state, seat)[1]


def _listed(state: dict, seat: int) -> tuple[list[dict], list[dict]]:
    from flask import g, has_request_context

    def compute():
        needing: list[dict] = []
        return rules.legal_moves(state, seat, needing), needing

    if not has_request_context():
        return compute()
    cache = g.setdefault("ohio_bob_legal", {})
    key = (id(state), seat)
    if key not in cache or cache[key][0] is not state:
        cache[key] = (state, compute())
    return cache[key][1]


def _component_choices():
    return choices(component_choices("ohio_bob"))


class OhioBobWeb(GameWeb):
    """The web side of Ohio Bob (see ``companion.web.game_web.GameWeb``)."""

    table_moves: tuple[str, ...] = ()
    #: The entry of a card new to the set takes taps without JS (companion/web/moves.py).
    taps = ("enter_card",)
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
            "mode": SelectField(_l("Deck"), choices=choices([
                ("app", _l("The app is the deck (it shuffles and draws)")),
                ("table", _l("Real cards: I shuffle and enter each card as it is revealed"))]),
                default="app"),
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
        kinds = {m["type"] for m in _legal(state, seat)}
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
            data["entry"] = web_entry.entry_of(form)
        return data

    def entering(self, state: dict, seat: int):
        """The entry form of a card new to the set, when the seat's page shows it now
        (web_entry.entering), else None."""
        return web_entry.entering(state, seat)

    def _form(self, move_type: str, state: dict, seat: int | None, bound: bool) -> FlaskForm:
        form = FORM_CLASSES[move_type](prefix=move_type, **({} if bound else {"formdata": None}))
        form.room_size = state.get("room_size")
        if move_type == "discard":
            players = state["players"]
            hand = players[seat or 0]["hand"] if (seat or 0) < len(players) else []
            form.cards.choices = choices((c, self.card_text(state, players[seat or 0], c))
                                         for c in dict.fromkeys(hand))
        return form

    # -- what templates look up -----------------------------------------------------------------
    def panel(self, state: dict, seat: int) -> dict[str, Any]:
        """What the seat's page offers now, grouped from ``rules.legal_moves``:

        ``{"kind", "prompt", "play": {card: ["A", "B"]}, "rest", "climb", "gift", "skip",
        "done", "dirs": [d] (no card drawn), "options": ["A"] (torch, no card), "apply"
        (rock/key), "draws": [("dir"|"option", value, [ids])] (real cards: a move revealing a
        card, with the cards that may be entered), "first_rooms": [(room, hand)] (app mode),
        "first_room_cards" (real cards), "teleports": [(x, y, [ids] or [] when no card is
        revealed, "N"|"E"|"S"|"W": the side of the card under the pawn)], "discard": n,
        "trades": {"give": [...], "take": [...]}}``.
        """
        p = state["players"][seat]
        legal = _legal(state, seat)
        out: dict[str, Any] = {
            "kind": p["await"]["kind"], "prompt": WAITING.get(p["await"]["kind"], ""),
            "play": {}, "rest": False, "climb": False, "gift": False, "skip": False,
            "done": False, "dirs": [], "options": [], "apply": False,
            "first_rooms": [], "first_room_cards": [], "discard": 0,
            "trades": {"give": [], "take": []},
            "table_mode": state["mode"] == "table",
        }
        draws: dict[tuple[str, str], list[str]] = {}
        teleports: dict[tuple[int, int], list[str]] = {}
        for m in legal:
            t = m["type"]
            if t == "play":
                out["play"].setdefault(m["card"], []).append(m["option"])
            elif t in ("rest", "skip", "done"):
                out[t] = True
            elif t == "climb":
                out["gift" if m.get("gift") else "climb"] = True
            elif t == "effect":
                if "card" in m:
                    field = "dir" if "dir" in m else "option"
                    draws.setdefault((field, m[field]), []).append(m["card"])
                elif "dir" in m or "option" in m:
                    key, value = ("dirs", m["dir"]) if "dir" in m else ("options", m["option"])
                    if value not in out[key]:
                        out[key].append(value)
                else:
                    out["apply"] = True
            elif t == "first_room":
                if state["mode"] == "app":
                    other = [c for c in p["await"]["options"] if c != m["room"]]
                    out["first_rooms"].append((m["room"], other[0] if other else None))
                elif m["room"] not in out["first_room_cards"]:
                    out["first_room_cards"].append(m["room"])
            elif t == "teleport":
                to = (m["to"][0], m["to"][1])
                if to not in teleports:
                    teleports[to] = []
                if "card" in m:
                    teleports[to].append(m["card"])
            elif t == "discard":
                out["discard"] = len(m["cards"])
            elif t == "trade":
                for side in ("give", "take"):
                    if m[side] not in out["trades"][side]:
                        out["trades"][side].append(m[side])
        out["can_enter"] = can_enter(state, p)
        out["reveals"] = [m for m in _revealing(state, seat) if m["type"] != "first_room"]
        out["unknown"] = len(unknown_in_deck(state, p))
        out["entered"] = web_entry.just_entered(p)
        out["to_hand"] = p["await"].get("to_hand", False)
        out["first_cards"] = [self.card(state, p, c) for c in (
            p["await"].get("options") or [] if out["kind"] == "first_room" else [])]
        out["refused"] = explain.refused_directions(state, seat)
        out["climb_why"] = explain.climb_hint(state, seat)
        if out["kind"] == "turn" and out["climb"]:
            out["prompt"] = WAITING_CLIMB
        out["draws"] = [(field, value, sorted(cards)) for (field, value), cards in draws.items()]
        out["teleports"] = [(x, y, sorted(cards), self._side_of(state, p, x, y))
                            for (x, y), cards in teleports.items()]
        if out["kind"] == "effect":
            out["effect"] = self.effect_label(p["await"]["effect"])
        if out["kind"] == "rope":
            out["effect"] = self.effect_label({"type": "rope", "dirs": p["await"]["dirs"]})
        return out

    def _side_of(self, state: dict, p: dict, x: int, y: int) -> str:
        """The direction (N/E/S/W) of card slot (x, y) from the card under the pawn, or ""."""
        return slot_side(state["room_size"], p["pawn"], [x, y])

    def map(self, state: dict) -> dict[str, Any]:
        """The placed rooms as rows of cells (text.map_cells; at the end of a game won or lost
        on leaving level 3, that level's rooms as they lay)."""
        return text.map_cells(state)

    def player(self, state: dict, seat: int) -> dict[str, Any]:
        """One player's board for the page: level line, energy, hand and stack as card views,
        the top card of the deck (app mode), the challenge and the gems in hand."""
        p = state["players"][seat]
        info = rules.level_info(p)
        gems = rules.gems_in_hand(state, p)
        climbing = (p["await"]["kind"] == "discard" and not p["await"].get("final")) or (
            p["left_level"] and not p["escaped"])
        prompt = WAITING.get(p["await"]["kind"], "")
        if p["await"]["kind"] == "turn" and rules.can_climb(state, p):
            prompt = WAITING_CLIMB
        return {
            "name": render(words.player(p)), "colour": p.get("colour", ""),
            "level": p["level"], "energy": p["energy"], "energy_max": p["energy_max"],
            "rooms": 0 if climbing else len(p["rooms"]), "rooms_total": info["rooms"],
            "rest": info["rest"],
            "max_cards": info["max_cards"], "deck": len(p["deck"]),
            "top": self._top(state, p),
            "hand": [self.card(state, p, c) for c in p["hand"]],
            "stack": [self.card(state, p, c) for c in p["stack"]],
            "resolve": p["resolve"], "remaining": [self.effect_label(e) for e in
                                                   (p["resolve"] or {}).get("effects", [])],
            "challenge": p["challenge"], "gems": gems,
            "challenge_met": rules.challenge_met(gems, p["challenge"], state["gem_colours"]),
            "card_set": p["card_set"], "sides": p["sides"], "levels": p["levels"],
            "kind": p["await"]["kind"], "prompt": prompt,
            "doing": PARTNER_DOING.get(p["await"]["kind"], ""),
            "last": list(p.get("last") or []),
            "partner_cards": rules.partner_cards(state, p) if len(state["players"]) > 1 else 0,
            "can_climb": rules.can_climb(state, p), "rests": p["rests"], "turns": p["turns"],
        }

    def _top(self, state: dict, p: dict) -> dict[str, Any] | None:
        """The deck's top card as the table sees it, equipment side up (the app's deck only):
        while the first two cards are drawn for the first room, the card under them."""
        if state["mode"] != "app":
            return None
        drawn = p["await"].get("options") or [] if p["await"]["kind"] == "first_room" else []
        rest = [c for c in p["deck"] if c not in drawn]
        return self.card(state, p, rest[0]) if rest else None

    def card(self, state: dict, p: dict, cid: str) -> dict[str, Any]:
        """A card as shown: ``{"id", "name", "gem", "options": [("A", label), ...], "text"}``
        (``text``: all of it on one line, for a choice in a list)."""
        card = card_of(state, p, cid)
        return {"id": cid, "name": self.card_name(cid), "gem": card.get("gem") or "",
                "options": [(o, self.option_label(card["options"][o]))
                            for o in sorted(card["options"])],
                "text": self.card_text(state, p, cid)}

    def card_text(self, state: dict, p: dict, cid: str) -> str:
        """A card on one line as its equipment side shows it, in the page language: "G03
        (yellow gem) — A: Move ⇔ · B: Key, Move ⇕" (words.described)."""
        return render(words.described(cid, card_of(state, p, cid)))

    def cards_text(self, state: dict, seat: int, cids: list[str]) -> dict[str, str]:
        """``card_text`` of each card id, by id (for the lists a player picks from)."""
        p = state["players"][seat]
        return {c: self.card_text(state, p, c) for c in cids}

    def card_name(self, cid: str) -> str:
        """"Super Gear" (in the page language) or the card id."""
        return text.card_name(cid)

    def effect_label(self, effect: dict) -> str:
        """An effect in the page language with its arrows: "Move ⇔", "Key"."""
        return text.effect_label(effect)

    def option_label(self, effects: list[dict]) -> str:
        """An option's effects left to right, in the page language."""
        return text.option_label(effects)

    def space_name(self, kind: str) -> str:
        """A space kind in the page language."""
        return render(words.space(kind))

    def space_label(self, kind: str, colour: str = "") -> str:
        """A printed space with its chest colour in the page language: "Chest (red)"."""
        return render(words.space(f"{kind}:{colour}" if colour else kind))

    def space_symbol(self, kind: str) -> str:
        """The map symbol of a space kind."""
        return SPACE_SYMBOLS.get(kind, "?")

    def dir_name(self, d: str) -> str:
        """A direction with its arrow: "↑ north" / 「↑ 北」."""
        return f"{words.DIR_ARROWS.get(d, '')} {render(words.direction(d))}"

    def colour_name(self, colour: str) -> str:
        """A gem colour in the page language (a table's own colour as given)."""
        return render(words.colour(colour))

    def gems_text(self, gems: dict[str, int]) -> str:
        """"2 yellow and 2 of any one colour" (none: "—")."""
        return text.gems_text(gems) if gems else "—"

    def reason(self, result: dict) -> str:
        """Why the game ended, in the page language ("Lost: no energy left.")."""
        return render(result.get("why"))

    def side_name(self, side: str) -> str:
        """"easy side" / "hard side"."""
        return str(dict(SIDE_CHOICES).get(side, side))

    def set_label(self, state: dict) -> str:
        """A table's own component set's label in the page language."""
        return render(words.label(state.get("label", "")))

    def category_label(self, category: str) -> str:
        """A result sheet row in the page language."""
        return str(CATEGORY_LABELS.get(category, category))

    def cell_text(self, sheet, seat: int, category: str) -> str | None:
        """What the score sheet shows in a cell instead of its number: the outcome row says
        won or lost in words (its 1 or 0 is for sorting only); None: the number."""
        if category != "outcome":
            return None
        return str(_l("Won") if sheet.cell(seat, category) else _l("Lost"))


WEB = OhioBobWeb()
