"""Bravest as a companion Game: setup, the move log (placements and, when the table deals real
tiles, the tiles dealt), the per-seat view and the end-of-game score sheet.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (all of it); readings in
docs/rulings/bravest.md.
"""
from __future__ import annotations

import copy
import random
from typing import Any

from companion.engine import (Game, IllegalMove, InvalidMove, InvalidOptions, Move, ScoreSheet,
                              State)
from companion.games.bravest.rules import documents, legal, log, scoring, setup as setup_mod, turn
from companion.games.bravest.rules.components import (
    ComponentDataError, check_label, find_same, joining_tile, load_catalogue, load_island,
    sample_catalogue, sample_island, says_sample,
)
from companion.message import Msg

#: The ``format`` of a component set document (tile catalogue + island geometry).
COMPONENTS_FORMAT = "bravest-components"


class BravestGame(Game):
    """The Bravest engine (``companion.engine.Game``); its web side is ``web/forms.py``."""

    hidden_things = "bravest.hidden_things"

    key = "bravest"
    title = "Bravest"
    title_ja = "ブラヴェスト"
    player_counts = range(2, 5)
    playable = True
    #: the order of the app's deck is hidden
    hidden_information = True
    has_components = True
    scores_documents = True

    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """State0 (see ``setup.setup``); raises InvalidOptions.

        The table service passes ``players`` as ``[{"name", "colour"}, ...]`` (seat order):
        that becomes ``names`` (and the state keeps ``"colours"``, one per seat, for drawing).
        A ``components`` document (see ``validate_components``) gives ``catalogue`` and
        ``island`` at once."""
        if not isinstance(options, dict):
            raise InvalidOptions(Msg("bravest.options.unreadable"))
        opts = dict(options)
        colours = None
        players = opts.get("players")
        if isinstance(players, list):
            if not all(isinstance(p, dict) and isinstance(p.get("name"), str) for p in players):
                raise InvalidOptions(Msg("bravest.options.bad_players"))
            opts["names"] = [p["name"] for p in players]
            colours = [str(p.get("colour", "")) for p in players]
            opts["players"] = len(players)
        if "components" in opts:
            doc = opts.pop("components")
            if doc is not None:
                try:
                    doc = self.validate_components(doc)
                except ComponentDataError as e:
                    raise InvalidOptions(e.message) from None
                opts["catalogue"], opts["island"] = doc["tiles"], doc["island"]
        state = setup_mod.setup(opts, rng)
        if colours is not None:
            state["colours"] = colours
        return state

    def validate_components(self, doc: Any) -> dict[str, Any]:
        """A table's own components, checked: ``{"format": "bravest-components", "version": 1,
        "label": str (optional), "sample": bool, "tiles": tile catalogue, "island": island
        geometry}`` (docs/formats/bravest.md; each part validated by
        ``components.load_catalogue`` / ``load_island``; a label is one text or ``{"en", "ja"}``).
        A set being completed over several plays (the tap editor's draft: no tile or no side
        of the island boards entered yet) is valid; a table is set up only with what it needs.
        Returns the normalized document; raises ComponentDataError (a ValueError) whose
        ``message`` (a ``Msg``) names the bad entry as a player sees it."""
        what = Msg("bravest.doc.set")
        if not isinstance(doc, dict):
            raise ComponentDataError(Msg("bravest.component.not_object", what=what))
        if doc.get("format") != COMPONENTS_FORMAT:
            raise ComponentDataError(Msg("bravest.component.wrong_format", what=what))
        if "tiles" not in doc or "island" not in doc:
            raise ComponentDataError(Msg("bravest.component.set_parts"))
        tiles = load_catalogue(doc["tiles"], draft=True)
        island = load_island(doc["island"], draft=True)
        sample = tiles["sample"] or island["sample"]
        label = check_label(doc.get("label", tiles["label"]), what)
        if sample and not says_sample(label):
            raise ComponentDataError(Msg("bravest.component.sample_label", what=what))
        return {"format": COMPONENTS_FORMAT, "version": 1, "label": label, "sample": sample,
                "tiles": tiles, "island": island}

    def component_summary(self, doc: dict[str, Any]) -> dict[str, Any]:
        """What the new-table form needs of a checked set without loading it: its tiles and
        island cells, ``setup.set_summary``."""
        return setup_mod.set_summary(doc["tiles"], doc["island"])

    def sample_components(self) -> dict[str, Any]:
        """The shipped sample tiles and island as one component set (labelled as a sample:
        not the real game's tiles or boards)."""
        return {"format": COMPONENTS_FORMAT, "version": 1,
                "label": {"en": "Sample set (made up for trying the app, not the real game's "
                                "tiles or island)",
                          "ja": "サンプルのセット（アプリを試すための架空のもので、実際のゲームの"
                                "タイルや島ではありません）"},
                "sample": True, "tiles": sample_catalogue(), "island": sample_island()}

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move:
        """A normalized move (see ``turn.parse_move``); raises InvalidMove."""
        return turn.parse_move(seat, data)

    def apply(self, state: State, move: Move) -> State:
        """The next state (see ``turn.apply_move``); raises IllegalMove."""
        return turn.apply_move(state, move)

    def pieces_met(self, state: State, move: Move | None):
        """After a ``new_tile`` move (or a ``deals`` move with entries giving their tile by its
        looks): each such tile (or its one more copy) as the change that makes a saved set
        hold it (components.joining_tile); its copies there are at least as many as at this
        table."""
        if move is None:
            return None
        if move.get("type") == "new_tile":
            met = [move]
        elif move.get("type") == "deals":  # entries giving their tile by its looks
            met = [d for d in move.get("deals", []) if "paths" in d]
        else:
            return None
        changes = [joining_tile(tile) for d in met if (tile := find_same(
            state["catalogue"]["tiles"], d.get("paths"), d.get("content"))) is not None]
        if not changes:
            return None

        def change(doc: dict[str, Any]) -> dict[str, Any]:
            for one in changes:
                doc = one(doc)
            return doc
        return change

    def legal_moves(self, state: State, seat: int | None) -> list[Move]:
        """Every legal move of ``seat`` now (None: the table's deal moves)."""
        return legal.legal_moves(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What a seat or the host screen may see: everything but the order of the app's deck
        (only how many tiles are left; ``box`` says how many copies of each tile are not yet
        dealt, which the table can work out anyway), plus the cells where the seat to play may
        place, the selected places and ``dealer``, the seat that draws the tile for the place
        waiting (``turn.dealing_seat``)."""
        v = copy.deepcopy(state)
        v["deck"] = []
        v["deck_count"] = len(state["deck"]) if state["mode"] == "app_deals" \
            else sum(state["box"].values())
        v["selected"] = turn.selected_slots(state)
        v["dealer"] = turn.dealing_seat(state)
        v["legal_cells"] = [] if state["over"] or state["pending"] \
            else turn.legal_cells(state, state["current"])
        v["catalogue_sample"] = state["catalogue"]["sample"]
        v["catalogue_label"] = state["catalogue"]["label"]
        return v

    def hidden(self, state: State) -> list[tuple[str | int, ...]]:
        """What nobody sees (``view``): each tile of the app's deck (the view gives how many;
        a table that deals real tiles keeps no deck)."""
        return [("deck", i) for i in range(len(state["deck"]))]

    def is_over(self, state: State) -> bool:
        """Every island is full."""
        return turn.is_over(state)

    def results(self, state: State) -> list[dict[str, Any]]:
        """Each seat's ``scoring.score_island`` result (best courses with routes to draw)."""
        return [scoring.score_island(turn.island_of(state, seat))
                for seat in range(len(state["islands"]))]

    def score(self, state: State) -> ScoreSheet:
        """The end-of-game ScoreSheet: each seat's Agile and Invincible best courses."""
        if not state["over"]:
            raise IllegalMove(Msg("bravest.score.not_over"), turn.RULE_END)
        return scoring.score_sheet(state["names"], self.results(state))

    def score_document(self, doc: dict[str, Any]) -> ScoreSheet:
        """Score an ISLAND.json document (docs/formats/bravest.md) as a one-island sheet
        (``scoring.island_sheet``: both heroes' courses step by step, not ranked: a lone island
        wins nothing); raises InvalidMove whose message names what is wrong with the
        document.  ``documents.score_island_document`` gives the full result with the routes."""
        try:
            result = documents.score_island_document(doc)
        except ComponentDataError as e:
            raise InvalidMove(e.message) from None
        return scoring.island_sheet(result)

    def setup_json(self, state: dict) -> dict:
        """The public setup as JSON (``companion setup --json``: ``setup.setup_json``)."""
        return setup_mod.setup_json(state)

    def describe_move(self, move: Move, state_before: State) -> Msg:
        """The move log's line for ``move`` (a ``Msg``, see ``log.describe_move``)."""
        return log.describe_move(move, state_before)


GAME = BravestGame()
