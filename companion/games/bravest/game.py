"""Bravest as a companion Game: setup, the move log (placements and, when the table deals real
tiles, the tiles dealt), the per-seat view and the end-of-game score sheet.

Rules: /work/shared/seeds/004_56bb1fd7cb2b43a4.txt (all of it); readings in
docs/rulings/bravest.md.
"""
from __future__ import annotations

import copy
import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove, Move, ScoreSheet, State
from companion.games.bravest import rules, scoring, setup as setup_mod, text
from companion.games.bravest.components import ComponentDataError


class BravestGame:
    """The Bravest engine (``companion.engine.Game``).  ``playable`` stays False until the web
    pages land."""

    key = "bravest"
    title = "Bravest"
    title_ja = "ブラヴェスト"
    player_counts = range(2, 5)
    playable = False

    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """State0 (see ``setup.setup``); raises InvalidOptions."""
        return setup_mod.setup(options, rng)

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move:
        """A normalized move (see ``rules.parse_move``); raises InvalidMove."""
        return rules.parse_move(seat, data)

    def apply(self, state: State, move: Move) -> State:
        """The next state (see ``rules.apply_move``); raises IllegalMove."""
        return rules.apply_move(state, move)

    def legal_moves(self, state: State, seat: int | None) -> list[Move]:
        """Every legal move of ``seat`` now (None: the table's deal moves)."""
        return rules.legal_moves(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What a seat or the host screen may see: everything but the order of the app's deck
        (only how many tiles are left; ``box`` says how many copies of each tile are not yet
        dealt, which the table can work out anyway), plus the cells where the seat to play may
        place and the selected places."""
        v = copy.deepcopy(state)
        v["deck"] = []
        v["deck_count"] = len(state["deck"]) if state["mode"] == "app_deals" \
            else sum(state["box"].values())
        v["selected"] = rules.selected_slots(state)
        v["legal_cells"] = [] if state["over"] or state["pending"] \
            else rules.legal_cells(state, state["current"])
        v["catalogue_sample"] = state["catalogue"]["sample"]
        v["catalogue_label"] = state["catalogue"]["label"]
        return v

    def is_over(self, state: State) -> bool:
        """Every island is full."""
        return rules.is_over(state)

    def results(self, state: State) -> list[dict[str, Any]]:
        """Each seat's ``scoring.score_island`` result (best courses with routes to draw)."""
        return [scoring.score_island(rules.island_of(state, seat))
                for seat in range(len(state["islands"]))]

    def score(self, state: State) -> ScoreSheet:
        """The end-of-game ScoreSheet: each seat's Agile and Invincible best courses."""
        if not state["over"]:
            raise IllegalMove("The game is not over: not every island is full yet.",
                              rules.RULE_END)
        return scoring.score_sheet(state["names"], self.results(state))

    def score_document(self, doc: dict[str, Any]) -> ScoreSheet:
        """Score an ISLAND.json document (docs/formats/bravest.md) as a one-island sheet
        (player "Island"); raises InvalidMove with a clear message for a bad document.
        ``scoring.score_island_document`` gives the full result with the routes."""
        try:
            result = scoring.score_island_document(doc)
        except ComponentDataError as e:
            raise InvalidMove(e.message) from None
        return scoring.score_sheet(["Island"], [result])

    def setup_text(self, state: State) -> str:
        """The setup as plain text for the table."""
        return text.setup_text(state)

    def describe_move(self, move: Move, state_before: State) -> str:
        """One line for the move log."""
        return text.describe_move(move, state_before)


GAME = BravestGame()
