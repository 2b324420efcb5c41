"""Tzolk'in's web side (``TzolkinWeb``): new-table options, the starting-wealth choice, the
move forms, the end-state entry (its form: end_state_form.py) and the standalone score
calculator.  The forms only shape the input: legality is the engine's (rules/game.py) and the
end-state document's checks are ``scoring.validate_end_state``.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask import current_app, request
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from markupsafe import Markup
from wtforms import SelectField
from wtforms.validators import ValidationError

from companion.games.tzolkin.rules import names, play_state
from companion.games.tzolkin.rules import setup as tz_setup
from companion.games.tzolkin.rules.components import TECHNOLOGIES, TEMPLES, load_components
from companion.games.tzolkin.rules.game import revealed_monuments, turns_entered
from companion.games.tzolkin.rules.play_state import (
    FOOD_DAY_TEETH, current_seat, own_workers_on_gears,
)
from companion.games.tzolkin.web import pickup_forms, play_forms, presenter
from companion.games.tzolkin.web.drawing import gears_layout
from companion.games.tzolkin.web.end_state_form import (MultiCheckboxField, end_state_document,
                                                        end_state_form, prefill_end_state)
from companion.i18n import language, render
from companion.message import Msg
from companion.replay_cache import LruCache
from companion.web.forms import VersionedForm, choices
from companion.web.game_web import GameWeb
from companion.web.parts import is_open, part_key, state_key
from companion.web.seat_marks import seat_of_colour


def _in_order(values: dict[str, int], keys: tuple[str, ...]) -> list[tuple[str, int]]:
    """The items of ``values`` in the order of ``keys`` (the board's), whatever their own."""
    return [(k, values[k]) for k in keys if k in values]


class TzolkinWeb(GameWeb):
    """The web side of Tzolk'in (see ``companion.web.game_web.GameWeb``)."""

    has_calculator = True

    #: Moves only the host screen enters (for the whole table).
    table_moves = ("end_state",)
    #: Its seat page confirms the seat's last move itself (templates/games/tzolkin/seat.html).
    says_own_move = True
    move_kinds = presenter.MOVE_KINDS
    own_line = staticmethod(presenter.own_line)

    #: a table keeps its reading of Agriculture's fishing bonus (not the start player)
    remembered_options = ("agriculture_fishing_level",)
    colours = [("blue", _l("blue")), ("red", _l("red")), ("yellow", _l("yellow")),
               ("green", _l("green"))]

    def option_fields(self) -> dict[str, Any]:
        """The table options: who starts (seed 「個人の準備と少人数の中立コマ」: the table
        chooses; the app may draw) and where the Agriculture fishing bonus comes
        (docs/rulings)."""
        return {
            "start_player": SelectField(
                _l("Start player (the rules: whoever most recently sacrificed something, or "
                   "agree on one)"),
                choices=choices([("0", _l("the first player in the list")),
                                 ("1", _l("the second player in the list")),
                                 ("2", _l("the third player in the list")),
                                 ("3", _l("the fourth player in the list")),
                                 ("random", _l("drawn by the app"))]), default="0"),
            "agriculture_fishing_level": SelectField(
                _l("Agriculture: +1 corn on fishing from"),
                choices=choices([(3, _l("level 3 (as the rules text says)")),
                                 (2, _l("level 2 (the published reading)"))]), coerce=int,
                default=3)}

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form."""
        start = form.start_player.data
        return {"agriculture_fishing_level": form.agriculture_fishing_level.data,
                "start_player": "random" if start == "random" else int(start)}

    # -- forms offered now -----------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """A seat's forms: the starting-wealth choice until it has chosen; during play the
        forms of what ``move_options`` offers this seat now (none when it is not its
        turn): ``place``, ``beg``, ``calendar``, ``pickup_select`` (the rows of a pick-up's
        workers, pickup_forms.PickRow, not a FlaskForm) and ``pickup`` (the pick-up form
        holding them and the choices of the workers picked up)."""
        forms: dict[str, Any] = {}
        if state["phase"] == "choose_wealth" and str(seat) not in state["wealth_chosen"]:
            forms["choose_wealth"] = self._wealth_form(state, seat, bound=False)
            forms["choose_wealth"].seen.data = seen
        legal = play_forms.legal_by_type(state, seat)
        if "place" in legal:
            forms["place"] = play_forms.place_form(legal["place"], bound=False)
        if "beg" in legal:
            forms["beg"] = play_forms.BegForm(prefix="beg", formdata=None)
            forms["beg"].temple.data = legal["beg"]["temples"][0]
        if "calendar" in legal:
            forms["calendar"] = play_forms.CalendarForm(prefix="calendar", formdata=None)
            forms["calendar"].days.data = 1
        if "pickup" in legal:
            # a page asked again with the rows' values (GET), or a posted form shown again:
            # its rows as its fields were drawn
            args = request.args if request.method == "GET" else pickup_forms.args_of_selection(
                request.form.get("pickup-selection", ""))
            rows = pickup_forms.pick_rows(legal["pickup"], args, state, seat)
            forms["pickup_select"] = rows
            selection = pickup_forms.selection_from_rows(rows)
            fixed, keep = pickup_forms.carried(state, seat, args, selection) if (
                request.method == "GET") else ({}, {})
            forms["pickup"] = pickup_forms.pickup_form(state, seat, selection, bound=False,
                                                       fixed=fixed, keep=keep)
        for form in forms.values():
            if isinstance(form, FlaskForm):
                form.seen.data = seen
        return forms

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """The host's table-wide forms: the end-state entry once wealth is revealed, for a
        table that does not enter its turns here.  Once turns are entered the game ends by
        itself and the entry is shown only when asked for (``?open=end_state``: the table stopped
        entering them) or posted; it is pre-filled from the state the app follows."""
        if state["phase"] != "playing":
            return {}
        asked = is_open("end_state") or (
            request.method == "POST" and request.path.endswith("/move/end_state"))
        if turns_entered(state) and not asked:
            return {}
        form = self._end_form(state, bound=False)
        prefill_end_state(form, play_state.end_state_document(state))
        form.seen.data = seen
        return {"end_state": form}

    def turns_entered(self, state: dict) -> bool:
        """Whether turns of play have been entered at this table (the game ends by itself)."""
        return turns_entered(state)

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, bound to the request."""
        if move_type == "choose_wealth":
            return self._wealth_form(state, seat, bound=True)
        if move_type == "end_state":
            return self._end_form(state, bound=True)
        if move_type == "place":
            return play_forms.place_form(play_forms.legal_by_type(state, seat).get("place"),
                                         bound=True)
        if move_type == "beg":
            return play_forms.BegForm(prefix="beg")
        if move_type == "calendar":
            return play_forms.CalendarForm(prefix="calendar")
        if move_type == "pickup":
            return pickup_forms.pickup_form(state, seat,
                                            request.form.get("pickup-selection", ""), bound=True)
        return None

    def to_data(self, move_type: str, form, table: Any = None) -> dict[str, Any]:
        """The move payload of a validated form."""
        if move_type == "choose_wealth":
            return {"type": "choose_wealth", "tiles": list(form.tiles.data)}
        if move_type == "place":
            return play_forms.place_data(form)
        if move_type == "beg":
            return {"type": "beg", "temple": form.temple.data}
        if move_type == "calendar":
            return {"type": "calendar", "days": form.days.data}
        if move_type == "pickup":
            return pickup_forms.pickup_data(form)
        document = end_state_document(form)
        for player in document["players"]:
            player.pop("name")  # the table's seat names are used
        return {"type": "end_state", "document": document}

    # -- calculator ---------------------------------------------------------------------------
    #: The calculator's form holds every seat's row; the player count shows and counts the
    #: first ones (companion/web/calculators.py: changing it keeps what was typed).
    calculator_all_rows = True

    def calculator_form(self, players: int):
        """The calculator's end-state form: a row for each of the 4 seats (``players`` of them
        counted), all 13 monuments offered, names typed."""
        return end_state_form(players, sorted(load_components().monuments), versioned=False,
                              prefix="calc", bound=request.method == "POST", rows=4)

    def calculator_document(self, form) -> dict[str, Any]:
        """The end-state document typed into the calculator."""
        return end_state_document(form)

    # -- what templates look up ---------------------------------------------------------------
    def components(self):
        """The component catalogue (buildings, monuments, wealth tiles, temples)."""
        return load_components()

    def gears(self, state: dict) -> dict[str, Any]:
        """The gears drawing (``drawing.gears_layout``, each gear with its ``part_key``: the
        key of its part of a live page, standing for the workers on its spots): during play
        every worker of ``state["gears"]`` (a player's in their colour and seat's shape,
        neutral ones grey); before it the neutral workers of the setup.  The key stands for
        the page language too (the labels' words)."""
        players = state.get("players")
        if isinstance(state.get("gears"), dict):
            colours = [p.get("colour", "neutral") for p in state["players"]]
            workers = [{"gear": g, "spot": w["spot"],
                        "colour": "neutral" if w["owner"] == "neutral" else colours[w["owner"]]}
                       for g, ws in state["gears"].items() for w in ws]
        else:
            workers = state.get("neutral_workers", []) + state.get("gear_workers", [])
        layout = gears_layout(workers, lambda colour: seat_of_colour(players, colour),
                              lambda seat: players[seat]["name"], play_state.no_next_day(state))
        for gear in layout["gears"]:
            gear["part_key"] = _gear_key((language(), layout["last_round"], *gear["workers"]))
        return layout

    # -- the play screens -----------------------------------------------------------------------
    def legal(self, state: dict, seat: int | None) -> dict[str, dict]:
        """``move_options`` of ``seat`` keyed by move type."""
        return play_forms.legal_by_type(state, seat)

    def current_seat(self, state: dict) -> int | None:
        """The seat to move now (None before play and once it is over)."""
        if state.get("phase") != "playing" or "turn" not in state:
            return None
        return current_seat(state)

    def sections_by_worker(self, form) -> dict[str, Any]:
        """The pick-up form's sections by worker ("gear.spot"), to draw under its row."""
        return {f"{sec.pick.gear}.{sec.pick.spot}": sec for sec in form.sections if sec.pick}

    def touched_keys(self, form) -> str:
        """The keys of the pick-up fields the player chose, kept on the page drawn again
        (pickup_forms.carried), as the ``touched`` value: "key key ..."."""
        return " ".join(getattr(form, "kept", ()))

    def pick_order(self, rows) -> str:
        """The pick-up rows' order as the form sends it back ("gear.spot ...")."""
        return pickup_forms.order_text(rows)

    def place_rows(self, legal: dict, form) -> list[dict]:
        """The placement form's rows (one per gear with a free spot)."""
        return play_forms.place_rows(legal, form)

    def calendar(self, state: dict) -> dict[str, Any]:
        """The calendar panel: ``day``, ``corn_on_teeth``, ``food_days_done``, ``next_food``
        (the tooth of the next food day or None), ``days_to_food`` (0: at the end of this
        round), ``food_round`` (the round it ends, if each turns one day), ``age``, ``round``,
        ``start_space`` (seat or None), ``start_player``."""
        done = state.get("food_days_done", 0)
        nxt = FOOD_DAY_TEETH[done] if done < len(FOOD_DAY_TEETH) else None
        to_food = None if nxt is None else max(0, nxt - state.get("day", 0))
        return {"day": state.get("day", 0), "corn_on_teeth": state.get("corn_on_teeth", 0),
                "food_days_done": done, "next_food": nxt, "days_to_food": to_food,
                # the round whose end holds it, a day a round (0: this round)
                "food_round": None if to_food is None else state.get("round", 1) + to_food,
                "age": state.get("age", 1), "round": state.get("round", 1),
                "start_space": state.get("start_space"), "start_player": state.get("start_player")}

    def workers_on_gears(self, state: dict, seat: int) -> int:
        """How many of ``seat``'s workers stand on the gears."""
        return len(own_workers_on_gears(state, seat))

    def player_board(self, view: dict, seat: int) -> Markup:
        """Seat ``seat``'s board during play as templates/games/tzolkin/player.html draws it
        from ``view`` (a view of a shared state) in the page language: drawn once per process
        for what it shows (the seat's state, the starting player space, its workers on the
        gears, its starting wealth as ``view`` shows it), as the host screen and the seat's
        own page both show it after the seat's move.  The catalogue it names is the game's
        own, the same for every table."""
        chosen = view.get("wealth_chosen", {}).get(str(seat))
        key = (language(), seat, state_key(view["seats"][seat], view.get("start_space") == seat,
                                           self.workers_on_gears(view, seat), chosen))
        drawn = _BOARDS.get(key)
        if drawn is None:
            template = current_app.jinja_env.get_template("games/tzolkin/player.html")
            drawn = Markup(template.render(st=view["seats"][seat], i=seat, view=view, web=self))
            _BOARDS.put(key, drawn)
        return drawn

    def temple_name(self, key: str) -> str:
        """A temple's name in the page language."""
        return presenter.temple_name(key)

    def tech_name(self, key: str) -> str:
        """A technology's name in the page language."""
        return presenter.tech_name(key)

    def temples(self, seat_state: dict) -> list[tuple[str, int]]:
        """A player's temple steps [(temple, step)] in the board's order (components.TEMPLES),
        whatever the order of the keys of the state it was read from."""
        return _in_order(seat_state.get("temples") or {}, TEMPLES)

    def technologies(self, seat_state: dict) -> list[tuple[str, int]]:
        """A player's technology levels [(technology, level)] in the board's order
        (components.TECHNOLOGIES)."""
        return _in_order(seat_state.get("technologies") or {}, TECHNOLOGIES)

    def temple_top(self, key: str) -> int:
        """A temple's top step."""
        return load_components().temples[key].top_step

    def reveal_text(self, entry: dict) -> str:
        """What happened to one starting wealth tile turned over for the neutral workers."""
        return render(tz_setup.reveal_message(entry))

    def reveal_line(self, entry: dict) -> str:
        """One tile of the reveal list as the tile shows it (no printed id): "9 corn, 1 stone:
        a neutral worker on Palenque 7"."""
        tile = load_components().wealth_tiles[entry["tile"]]
        return render(Msg("tzolkin.reveal.item_named", reward=tile.text,
                          what=tz_setup.reveal_message(entry)))

    def unconfirmed(self, component) -> str:
        """"Unconfirmed. <what>" for a building or monument whose printed value is in doubt."""
        return render(tz_setup.unconfirmed_message(component))

    def harvest_field(self, action: str, tiles: dict) -> str:
        """One Palenque field at setup: "Palenque 3: 3 corn tiles, each under a wood tile"."""
        return render(tz_setup.harvest_message(action, tiles))

    def start_player_text(self, view: dict) -> str:
        """Who starts and why ("Start player: Ana, as chosen when the table was set up")."""
        return render(tz_setup.start_player_message(view))

    def wealth_dealt(self, view: dict) -> str:
        """How many starting wealth tiles each player got ("Ana 4 tiles, Ben 4 tiles"), from
        a view (its ``wealth_dealt_counts``)."""
        return render(Msg("tzolkin.sheet.wealth_list",
                          dealt=tz_setup.wealth_dealt_message(view)))

    def player_with_colour(self, player: dict) -> str:
        """"Ana (blue)" / 「たろう（青）」."""
        return render(tz_setup.player_message(player))

    def place_name(self, gear: str, spot: int) -> str:
        """A spot on a gear as printed: "Tikal 2" / 「ティカル2」."""
        return presenter.place_name(gear, spot)

    def colour_name(self, colour: str) -> str:
        """A worker colour in the page language."""
        return presenter.colour_name(colour)

    def frame_name(self, frame: str) -> str:
        """A building or monument frame colour in the page language."""
        return presenter.frame_name(frame)

    def cost_text(self, cost: dict) -> str:
        """A cost ("2 wood and 1 stone" / 「木材2、石材1」) in the page language."""
        return presenter.cost_text(cost)

    def notices(self, view: dict) -> list[str]:
        """The notices of the last move's automatic processing (food day, workers falling
        off, the end), said in the page language."""
        return [render(line) for line in view.get("report") or []]

    def category_label(self, category: str) -> str:
        """A score sheet category in the page language."""
        return presenter.category_label(category)

    def summary_label(self, group: str) -> str:
        """A line of the end-of-game summary (rules/vp_sources.py ``GROUPS``) in the page
        language, in the seed's words."""
        return presenter.summary_label(group)

    def gear_name(self, key: str) -> str:
        """A gear's display name."""
        return gear_name(key)

    def gear_label_lines(self, key: str, room: float) -> list[tuple[str, float | None]]:
        """A gear's name as the lines drawn inside its spots, each with the width to squeeze
        it into (None: it fits): one line, or, when it would overflow ``room`` and breaks
        after 「・」 or a space (「チチェン・」「イツァ」, "Chichen" "Itza"), two, so that the
        name keeps clear of the spots beside it (trial 3: 「チチェン・イツァ」 squeezed into
        one line ran into spots 10 and 3)."""
        name = gear_name(key)
        if _label_width(name) > room:
            for mark in ("・", " "):
                if mark in name.strip(mark):
                    first, rest = name.split(mark, 1)
                    head = first + (mark if mark != " " else "")
                    return [(line, room if _label_width(line) > room else None)
                            for line in (head, rest)]
        return [(name, room if _label_width(name) > room else None)]

    # -- helpers ------------------------------------------------------------------------------
    def _wealth_form(self, state: dict, seat: int | None, bound: bool):
        own = state["wealth_dealt"].get(str(seat), []) if seat is not None else []
        tiles = load_components().wealth_tiles

        class ChooseWealthForm(VersionedForm):
            tiles = MultiCheckboxField(_l("Keep two of your four tiles"), choices=choices(
                (t, render(Msg("tzolkin.wealth.choice", reward=tiles[t].text,
                               place=names.place(tiles[t].gear, tiles[t].spot))))
                for t in own))

            def validate_tiles(self, field):
                if len(field.data or []) != 2:
                    raise ValidationError(_l("Choose exactly two tiles."))

        return ChooseWealthForm(prefix="choose_wealth", **({} if bound else {"formdata": None}))

    def _end_form(self, state: dict, bound: bool):
        names = [p["name"] for p in state["players"]]
        confirm = None
        if state.get("phase") == "playing":  # the game as the app follows it is not over
            confirm = (Msg("tzolkin.end.confirm", round=state.get("round", 1),
                           done=state.get("food_days_done", 0)) if turns_entered(state)
                       else Msg("tzolkin.end.confirm_no_turns"))
        return end_state_form(len(names), revealed_monuments(state), versioned=True,
                              names=names, bound=bound, confirm=confirm)


def _label_width(text: str) -> int:
    """A gear label's width on the drawing: about 16 units a full-width character, 9 another."""
    return sum(16 if ord(c) > 0x2000 else 9 for c in text)


def gear_name(key: str) -> str:
    """A gear's display name in the page language."""
    return presenter.gear_name(key)


WEB = TzolkinWeb()


#: Players' boards as drawn, by (language, seat, state_key of what they show): player_board.
_BOARDS = LruCache(256)


@lru_cache(maxsize=1024)
def _gear_key(workers: tuple[str | None, ...]) -> str:
    """The part key of a gear with ``workers`` on its spots (a colour or None per spot, in
    spot order): ``part_key`` of that list, worked out once per process."""
    return part_key(workers)
