"""Tzolk'in as a companion Game: setup, the starting wealth choice, the end state and scoring.

Moves handled here (the turn engine of the worker placement lives in turn.py):

* ``{"type": "choose_wealth", "tiles": [id, id]}`` by a seat (phase "choose_wealth"): two
  distinct tiles of its own four, once.  When the last seat has chosen, all choices are
  revealed and the rewards are taken; phase -> "playing".  Seed 「個人の準備と少人数の中立コマ」.
* ``{"type": "end_state", "document": {...}}`` by the table (seat None) once all wealth is
  chosen: stores the end-state document (docs/formats/tzolkin.md); phase -> "over".  (For a
  table that plays on without entering turns.)
* the turn engine's moves ``place``, ``pickup``, ``beg``, ``calendar`` (turn.py) once all
  wealth is chosen, by the seat whose turn it is; the engine ends the game itself after the
  last food day and fills ``end_state`` from the board.

Hidden information: a seat's dealt and chosen wealth tiles are seen only by that seat until
every seat has chosen (``view``).
"""
from __future__ import annotations

import copy
import random
from types import MappingProxyType
from typing import Any

from companion.engine import KEEP, Game, IllegalMove, InvalidMove, ScoreSheet
from companion.games.tzolkin.rules import move_shape, names, scoring, vp_sources
from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.legal import legal_moves
from companion.games.tzolkin.rules.play_state import READING_KEY, start_play
from companion.games.tzolkin.rules.setup import WEALTH_KEPT, apply_reward, setup_json
from companion.games.tzolkin.rules.setup import setup as _setup
from companion.games.tzolkin.rules.turn import apply_move, describe_move
from companion.message import Msg

RULE_WEALTH = "seed 003, 「個人の準備と少人数の中立コマ」"
#: Moves of the turn engine (companion.games.tzolkin.rules.turn).
PLAY_MOVES = ("place", "pickup", "beg", "calendar")
RULE_END = "seed 003, 「終了と後半の手番例」"
SECRET_KEYS = ("wealth_dealt", "wealth_chosen", "wealth_undealt")


class TzolkinGame(Game):
    """Tzolk'in: The Mayan Calendar (2-4 players); see the module docstring for the moves."""

    moves_at_once = True      # simultaneous() names them
    hidden_things = "tzolkin.hidden_things"

    key = "tzolkin"
    title = "Tzolk'in: The Mayan Calendar"
    title_ja = "ツォルキン：マヤ神聖歴"
    player_counts = range(2, 5)
    playable = True
    #: each seat's starting wealth is chosen in secret (seed 003, setup)
    hidden_information = True
    scores_documents = True
    #: 2: Theology 1 on Chichen Itza 9 takes any action free (docs/rulings/tzolkin-engine.md
    #: E10; E14, the Architecture choice at Tikal 4, reads no stored log differently).  Tables
    #: started under 1 keep its reading: their setup has no ``rules_reading`` mark.
    rules_version = 2
    older_rules = MappingProxyType({1: KEEP})

    # ------------------------------------------------------------------ setup
    def setup(self, options: dict[str, Any], rng: random.Random) -> dict:
        """State0 (see companion.games.tzolkin.setup.setup); raises InvalidOptions."""
        return _setup(options, rng)

    def older_setup(self, setup: dict, version: int) -> dict:
        """The setup as rules ``version`` made it: version 1's had no ``rules_reading`` mark
        (docs/rulings/tzolkin-engine.md, "Rules versions")."""
        if version >= self.rules_version:
            return setup
        return {k: v for k, v in setup.items() if k != READING_KEY}

    def setup_json(self, state: dict) -> dict:
        """The public setup as JSON (``companion setup --json``: setup.setup_json)."""
        return setup_json(state)

    # ------------------------------------------------------------------ moves
    def simultaneous(self, move: dict) -> bool:
        """Moves made at the same time by different seats: the starting-wealth choices
        (seed 「個人の準備と少人数の中立コマ」: everyone chooses, then all are revealed)."""
        return move.get("type") == "choose_wealth"

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> dict:
        """A normalized move from a payload; raises InvalidMove for a bad shape.

        choose_wealth: {"type", "tiles": [two tile ids "w01".."w21"]};
        end_state: {"type", "document": {...}} (validated fully when applied)."""
        if not isinstance(data, dict):
            raise InvalidMove(Msg("tzolkin.move.not_object"))
        move_shape.check_move(data)  # an entry no move reads is refused, never ignored
        kind = data.get("type")
        if kind == "choose_wealth":
            tiles = data.get("tiles")
            if not isinstance(tiles, list) or len(tiles) != WEALTH_KEPT:
                raise InvalidMove(Msg("tzolkin.wealth.two"))
            known = load_components().wealth_tiles
            for t in tiles:
                if not isinstance(t, str) or t not in known:
                    raise InvalidMove(Msg("tzolkin.wealth.unknown_tile"))
            if tiles[0] == tiles[1]:
                raise InvalidMove(Msg("tzolkin.wealth.different"))
            return {"type": "choose_wealth", "seat": seat, "tiles": list(tiles)}
        if kind == "end_state":
            document = data.get("document")
            if not isinstance(document, dict):
                raise InvalidMove(Msg("tzolkin.end.not_object"))
            return {"type": "end_state", "seat": seat, "document": copy.deepcopy(document)}
        if kind in PLAY_MOVES:
            if seat is None:
                raise InvalidMove(Msg("tzolkin.move.needs_seat"))
            move = copy.deepcopy(data)
            move["seat"] = seat
            return move
        raise InvalidMove(Msg("tzolkin.move.unknown"))

    def apply(self, state: dict, move: dict) -> dict:
        """The next state (``state`` is not changed); raises IllegalMove.

        ``move`` is a parsed move (``parse_move``); its shape is checked again so that a stored
        move that was altered is refused with a message, never a crash."""
        if not isinstance(move, dict):
            raise IllegalMove(Msg("tzolkin.move.not_object"))
        try:
            move = self.parse_move(move.get("seat"), move)
        except InvalidMove as exc:
            raise IllegalMove(exc.message) from None
        kind = move.get("type")
        if kind == "choose_wealth":
            return self._choose_wealth(state, move)
        if kind == "end_state":
            return self._end_state(state, move)
        if kind in PLAY_MOVES:
            if state.get("phase") == "choose_wealth":
                raise IllegalMove(Msg("tzolkin.wealth.first"), RULE_WEALTH)
            if state.get("phase") == "over":
                raise IllegalMove(Msg("tzolkin.move.game_over"), RULE_END)
            return apply_move(state, move)
        raise IllegalMove(Msg("tzolkin.move.unknown"))

    def _choose_wealth(self, state: dict, move: dict) -> dict:
        seat = move.get("seat")
        n = len(state["players"])
        if state["phase"] != "choose_wealth":
            raise IllegalMove(Msg("tzolkin.wealth.revealed"), RULE_WEALTH)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise IllegalMove(Msg("tzolkin.wealth.own_device"), RULE_WEALTH)
        name = state["players"][seat]["name"]
        if str(seat) in state["wealth_chosen"]:
            raise IllegalMove(Msg("tzolkin.wealth.already", name=name), RULE_WEALTH)
        own = state["wealth_dealt"][str(seat)]
        for t in move["tiles"]:
            if t not in own:
                raise IllegalMove(Msg("tzolkin.wealth.not_yours", name=name,
                                      tile=load_components().wealth_tiles[t].text), RULE_WEALTH)
        if len(set(move["tiles"])) != WEALTH_KEPT:
            raise IllegalMove(Msg("tzolkin.wealth.different"), RULE_WEALTH)
        new = copy.deepcopy(state)
        new["wealth_chosen"][str(seat)] = list(move["tiles"])
        if len(new["wealth_chosen"]) == n:
            tiles = load_components().wealth_tiles
            for s in range(n):
                for t in new["wealth_chosen"][str(s)]:
                    apply_reward(new["seats"][s], tiles[t])
                    new["skulls_in_bank"] -= tiles[t].reward.get("skull", 0)
            new["phase"] = "playing"
            new = start_play(new)
        return new

    def _end_state(self, state: dict, move: dict) -> dict:
        if move.get("seat") is not None:
            raise IllegalMove(Msg("tzolkin.end.host_only"), RULE_END)
        if state["phase"] == "choose_wealth":
            raise IllegalMove(Msg("tzolkin.end.too_early"), RULE_END)
        if state["phase"] == "over":
            raise IllegalMove(Msg("tzolkin.end.already"), RULE_END)
        doc = copy.deepcopy(move["document"])
        players = doc.get("players")
        seat_names = [p["name"] for p in state["players"]]
        if not isinstance(players, list) or len(players) != len(seat_names):
            raise IllegalMove(Msg("tzolkin.end.per_player", n=len(seat_names)), RULE_END)
        for i, p in enumerate(players):
            if not isinstance(p, dict):
                raise IllegalMove(Msg("tzolkin.end.entry_not_object", n=i + 1), RULE_END)
            given = p.get("name")
            if given not in (None, "", seat_names[i]):
                raise IllegalMove(Msg("tzolkin.end.wrong_name", n=i + 1, name=seat_names[i],
                                      given=str(given)[:40]), RULE_END)
            p["name"] = seat_names[i]
        try:
            normalized = scoring.validate_end_state(doc)
        except InvalidMove as exc:
            raise IllegalMove(exc.message, RULE_END) from None
        revealed = set(revealed_monuments(state))
        for p in normalized["players"]:
            for m in p["monuments"]:
                if m not in revealed:  # seed 「盤と共通の準備」: only the revealed ones are built
                    raise IllegalMove(Msg("tzolkin.end.monument_not_revealed", player=p["name"],
                                          monument=names.monument(m)), RULE_END)
        new = copy.deepcopy(state)
        new["end_state"] = normalized
        new["phase"] = "over"
        return new

    # ------------------------------------------------------------------ views
    def view(self, state: dict, seat: int | None) -> dict:
        """What ``seat`` may see (None = the shared host screen).

        A seat sees only its own dealt tiles (the two handed back are never shown to others);
        until every seat has chosen, it sees only its own choice, others none; the undealt tiles that were not revealed for neutral workers stay hidden from all.
        Everyone gets ``"chosen"``: the seats that have chosen, and ``"wealth_dealt_counts"``:
        how many tiles each seat was dealt (the setup sheet says it, never which).

        The view is a new top-level dict sharing every value it does not replace with
        ``state`` (a page's state is shared by the requests of a process: readers of a view
        change nothing in it)."""
        out = dict(state)
        n = len(state["players"])
        revealed = len(state["wealth_chosen"]) == n
        out["chosen"] = sorted(int(s) for s in state["wealth_chosen"])
        mine = str(seat) if isinstance(seat, int) and 0 <= seat < n else None
        # the two tiles a player hands back are never shown to the others
        out["wealth_dealt"] = {mine: state["wealth_dealt"][mine]} if mine else {}
        out["wealth_dealt_counts"] = {s: len(t) for s, t in state["wealth_dealt"].items()}
        if not revealed:
            out["wealth_chosen"] = ({mine: state["wealth_chosen"][mine]}
                                    if mine and mine in state["wealth_chosen"] else {})
        shown = {e["tile"] for e in state["neutral_reveal"]}
        out["wealth_undealt"] = [t for t in state["wealth_undealt"] if t in shown]
        out["building_decks"] = {age: len(ids) for age, ids in state["building_decks"].items()}
        out.pop("monuments_out", None)
        return out

    def secrets(self, state: dict, seat: int) -> list[tuple[str | int, ...]]:
        """Where ``seat``'s secrets are (``view``): each of the wealth tiles it was dealt
        (the two it hands back are never shown, and which four it held is its own) and, until
        every seat has chosen, each tile of its choice."""
        mine = str(seat)
        paths: list[tuple[str | int, ...]] = [
            ("wealth_dealt", mine, i) for i in range(len(state["wealth_dealt"].get(mine, [])))]
        if len(state["wealth_chosen"]) < len(state["players"]):
            paths += [("wealth_chosen", mine, i)
                      for i in range(len(state["wealth_chosen"].get(mine, [])))]
        return paths

    def hidden(self, state: dict) -> list[tuple[str | int, ...]]:
        """What nobody sees (``view``): the undealt wealth tiles not revealed for the neutral
        workers, the buildings of each age's deck (the view gives how many) and the monuments
        left out of this game."""
        shown = {e["tile"] for e in state["neutral_reveal"]}
        paths: list[tuple[str | int, ...]] = [
            ("wealth_undealt", i) for i, t in enumerate(state["wealth_undealt"]) if t not in shown]
        paths += [("building_decks", age, i)
                  for age, ids in state["building_decks"].items() for i in range(len(ids))]
        paths += [("monuments_out", i) for i in range(len(state.get("monuments_out") or []))]
        return paths

    def is_over(self, state: dict) -> bool:
        """True once the end state is entered."""
        return state.get("phase") == "over"

    def score(self, state: dict) -> ScoreSheet:
        """The score sheet of the entered end state, with its summary by where the points came
        from (vp_sources.py); IllegalMove before it is entered."""
        if state.get("end_state") is None:
            raise IllegalMove(Msg("tzolkin.end.not_over"), RULE_END)
        sheet = scoring.score_end_state(state["end_state"])
        ledgers = [seat.get("vp_from") if isinstance(seat, dict) else None
                   for seat in state.get("seats") or []]
        sheet.summary = vp_sources.summary(sheet, ledgers)
        return sheet

    def score_document(self, doc: dict) -> ScoreSheet:
        """Validate and score an end-state document (the calculator); raises InvalidMove."""
        return scoring.score_end_state(doc)

    def legal_moves(self, state: dict, seat: int | None) -> list[dict]:
        """The moves ``seat`` may make now, each accepted by ``apply`` (legal.py: every
        starting wealth pair; during play a representative set of placements and pick-ups,
        begging and the calendar choice); [] for the table (seat None) and out of turn."""
        return legal_moves(state, seat)

    def describe_move(self, move: dict, state_before: dict) -> Msg:
        """The move log's line for the move: a ``Msg`` (messages/log.py) said in the reader's
        language, stored with the move."""
        kind = move.get("type")
        seat = move.get("seat")
        players = state_before.get("players", [])
        name = (names.player(state_before, seat) if isinstance(seat, int) and 0 <= seat < len(players)
                else Msg("tzolkin.player.host"))
        if kind == "choose_wealth":
            last = len(state_before.get("wealth_chosen", {})) == len(players) - 1
            return Msg("tzolkin.log.wealth_revealed" if last else "tzolkin.log.wealth", name=name)
        if kind == "end_state":
            return Msg("tzolkin.log.end_state")
        if kind in PLAY_MOVES:
            return describe_move(move, state_before)
        return Msg("tzolkin.log.other", name=name)


def revealed_monuments(state: dict) -> list[str]:
    """The monuments revealed at this table (seed 「盤と共通の準備」: 6/5/4, never refilled): those
    still on offer and those built, in the order revealed where known."""
    owned = [m for seat in state.get("seats") or [] if isinstance(seat, dict)
             for m in seat.get("monuments") or []]
    return list(dict.fromkeys(list(state.get("monuments") or []) + owned))


def turns_entered(state: dict) -> bool:
    """Whether any turn of play has been entered (the app follows the game: it ends by itself
    after the 4th food day)."""
    if state.get("phase") != "playing" or "turn" not in state:
        return False
    turn = state["turn"]
    return bool(state.get("round", 1) > 1 or turn.get("index", 0) > 0 or turn.get("begged")
                or state.get("pending"))


GAME = TzolkinGame()
