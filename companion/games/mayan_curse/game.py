"""Mayan Curse as a companion Game: setup, the moves of rules.py, hidden stones and stelae
values, scoring.

Moves (details in rules.py and docs/formats/mayan_curse.md): ``draw``, ``turn``,
``stela_value``; all by a seat.  After the last turn of a round the boulders roll by
themselves; ``state["last_boulders"]`` holds their step-by-step paths and
``preview_boulders(state)`` what they would do now.

Hidden information (``view``): a seat's hand of stones and the knowledge values of its stelae
are seen only by that seat until the game is over; the host screen (seat None) sees neither.
"""
from __future__ import annotations

import copy
import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove, ScoreSheet
from companion.games.mayan_curse import rules, scoring, text
from companion.games.mayan_curse.boulders import preview_boulders
from companion.games.mayan_curse.setup import setup as _setup

RULE_END = "seed 000, 「ゲーム終了」"


class MayanCurseGame:
    """Mayan Curse (1-6 adventurers); see the module docstring for the moves."""

    key = "mayan_curse"
    title = "Mayan Curse"
    title_ja = "マヤン カース"
    player_counts = range(1, 7)
    playable = True

    def setup(self, options: dict[str, Any], rng: random.Random) -> dict:
        """State0 (companion.games.mayan_curse.setup.setup); raises InvalidOptions."""
        return _setup(options, rng)

    def validate_components(self, doc: dict) -> dict:
        """A table's own component set, checked (components.validate_components); raises
        ComponentError (a ValueError) naming the bad entry."""
        from companion.games.mayan_curse.components import validate_components

        return validate_components(doc)

    def sample_components(self) -> dict:
        """The shipped sample set (labelled as a sample in the data)."""
        from companion.games.mayan_curse.components import sample_components

        return sample_components()

    def setup_text(self, state: dict) -> str:
        """The passage and the temple as plain text to copy onto the table (no hidden
        values)."""
        return text.passage_text(state) + "\n\n" + text.temple_text(state)

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> dict:
        """A normalized move; raises InvalidMove for a bad shape (rules.parse_move)."""
        return rules.parse_move(seat, data)

    def apply(self, state: dict, move: dict) -> dict:
        """The next state (``state`` is not changed); raises IllegalMove.  A stored move is
        parsed again, so an altered one is refused with a message, never a crash."""
        if not isinstance(move, dict):
            raise IllegalMove("A move must be an object with a \"type\".")
        try:
            move = rules.parse_move(move.get("seat"), move)
        except InvalidMove as exc:
            raise IllegalMove(exc.message) from None
        return rules.apply_move(state, move)

    def simultaneous(self, move: dict) -> bool:
        """True for the moves seats make at the same time, independent of each other: the
        stones each phone draws (「ステップ1:ドロー」) and a stela's value noted by its owner.
        Such a move from an out-of-date page is checked again against the current state."""
        return isinstance(move, dict) and move.get("type") in ("draw", "stela_value")

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Moves the seat may enter now (rules.legal_moves)."""
        return rules.legal_moves(state, seat)

    def preview_boulders(self, state: dict) -> list[dict]:
        """Where the released boulders would roll now (boulders.preview_boulders)."""
        return preview_boulders(state)

    def view(self, state: dict, seat: int | None) -> dict:
        """What ``seat`` may see (None = the host screen): other seats' hands become their
        size (``"hand_sizes"``) and other seats' stelae values None, until the game is over."""
        out = copy.deepcopy(state)
        if state["over"]:
            return out
        out["hand_sizes"] = [None if h is None else len(h) for h in state["hands"]]
        out["hands"] = [h if s == seat else None for s, h in enumerate(state["hands"])]
        for s, adv in enumerate(out["adventurers"]):
            if s != seat:
                for e in adv["stelae"]:
                    e["value"] = None
        return out

    def is_over(self, state: dict) -> bool:
        """True when every adventurer is back or the entrance is sealed."""
        return bool(state.get("over"))

    def score(self, state: dict) -> ScoreSheet:
        """The score sheet (scoring.score_sheet); IllegalMove before the end."""
        if not state.get("over"):
            raise IllegalMove("The game is not over yet.", RULE_END)
        return scoring.score_sheet(state)

    def score_document(self, doc: dict) -> ScoreSheet:
        """Validate and score an end-of-game document (the calculator); raises InvalidMove.
        Shape in scoring.score_document."""
        return scoring.score_document(doc)

    def describe_move(self, move: dict, state_before: dict) -> str:
        """One readable line for the move log (never a hidden stone or value)."""
        seat = move.get("seat")
        players = state_before.get("players", [])
        name = (players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players)
                else "The host")
        kind = move.get("type")
        if kind == "draw":
            return f"{name} drew three sacred stones"
        if kind == "stela_value":
            return f"{name} noted a stela's knowledge"
        if kind == "turn":
            parts = []
            bp = move.get("backpack")
            if isinstance(bp, dict):
                parts.append(f"used the {bp.get('item')}")
            slides = move.get("slides")
            if isinstance(slides, list) and slides:
                spaces = sum(abs(x["by"]) for x in slides
                             if isinstance(x, dict) and isinstance(x.get("by"), int))
                parts.append(f"slid {spaces} space(s)")
            moves = move.get("moves")
            if isinstance(moves, list) and moves:
                parts.append(f"moved {len(moves)} time(s)")
            return f"{name} " + (", ".join(parts) if parts else "passed")
        return f"{name}: {kind}"


GAME = MayanCurseGame()
