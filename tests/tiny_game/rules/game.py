"""Nim's rules as a ``companion.engine.Game``.

Rules (the whole rulebook of this test-only game):

1. Setup: the pile holds 9 to 15 counters, drawn at random (``rng``); two players.
2. Bid: each player secretly bids 1, 2 or 3 (both at once: the bids are ``simultaneous``).
   Once both have bid, the bids are shown; the higher bid plays first, the first seat on
   equal bids.
3. Take: in turn, a player takes 1, 2 or 3 counters, never more than the pile holds.
4. End: whoever takes the last counter wins: 1 point ("last counter"); every player also
   scores nothing else.  The ranking is by points; the loser is second.

State (JSON): ``{"names": [str, str], "pile": int, "start_pile": int, "bids": [int|None]*2,
"phase": "bid" | "take" | "over", "turn": seat|None, "taken": [int, int], "last": seat|None}``.
Moves: ``{"type": "bid", "seat": s, "bid": 1..3}``, ``{"type": "take", "seat": s,
"count": 1..3}``.
"""
from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

from companion.engine import (Game, IllegalMove, InvalidMove, InvalidOptions, Move, ScoreRow,
                              ScoreSheet, State, rank_by)
from companion.message import Msg

SEATS = 2
MOST = 3  # counters taken in one turn, and the highest bid
CATEGORY = "last_counter"


class Nim(Game):
    """Nim (rules in the module docstring): a secret bid each, then counters taken in turn."""

    key = "nim"
    title = "Nim"
    title_ja = "ニム"
    player_counts = range(2, 3)
    hidden_information = True  # a bid is secret until both have bid
    moves_at_once = True       # the bids (simultaneous)

    # -- setup ------------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """State0 for ``options["players"]`` (``[{"name", "colour"}]``, two of them): a pile
        of 9 to 15 counters drawn with ``rng`` (rule 1); raises ``InvalidOptions``."""
        players = options.get("players") if isinstance(options, dict) else None
        if not isinstance(players, list) or len(players) != SEATS or not all(
                isinstance(p, dict) and isinstance(p.get("name"), str) for p in players):
            raise InvalidOptions(Msg("nim.options.players", count=SEATS))
        pile = rng.randint(9, 15)
        return {"names": [p["name"] for p in players],
                "colours": [str(p.get("colour", "")) for p in players],
                "pile": pile, "start_pile": pile, "bids": [None] * SEATS, "phase": "bid",
                "turn": None, "taken": [0] * SEATS, "last": None}

    # -- moves ------------------------------------------------------------------------------
    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move:
        """``{"type", "seat", "bid"|"count"}`` from a payload; ``seat`` is the seat acting
        (None: the host, who then names it in ``data["seat"]``).  Raises ``InvalidMove``."""
        if not isinstance(data, dict):
            raise InvalidMove(Msg("nim.move.not_object"))
        kind = data.get("type")
        if kind not in ("bid", "take"):
            raise InvalidMove(Msg("nim.move.unknown_type"))
        if seat is None:
            seat = data.get("seat")
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise InvalidMove(Msg("nim.move.no_seat"))
        field = "bid" if kind == "bid" else "count"
        value = data.get(field)
        if type(value) is not int or not 1 <= value <= MOST:
            raise InvalidMove(Msg("nim.move.one_to_three"))
        if set(data) - {"type", "seat", field}:
            raise InvalidMove(Msg("nim.move.extra"))
        return {"type": kind, "seat": seat, field: value}

    def apply(self, state: State, move: Move) -> State:
        """The state after ``move`` (rules 2 to 4); raises ``IllegalMove``.  ``state`` is not
        changed.  A stored move is checked again (``parse_move``)."""
        move = self.parse_move(None, move)
        seat = move["seat"]
        if state["phase"] == "over":
            raise IllegalMove(Msg("nim.over"), rule="rule 4")
        new = copy.deepcopy(state)
        if move["type"] == "bid":
            if state["phase"] != "bid":
                raise IllegalMove(Msg("nim.bid.done"), rule="rule 2")
            if state["bids"][seat] is not None:
                raise IllegalMove(Msg("nim.bid.again", name=state["names"][seat]), rule="rule 2")
            new["bids"][seat] = move["bid"]
            if None not in new["bids"]:
                a, b = new["bids"]
                new["phase"], new["turn"] = "take", 1 if b > a else 0
            return new
        if state["phase"] != "take":
            raise IllegalMove(Msg("nim.take.bids_first"), rule="rule 2")
        if state["turn"] != seat:
            raise IllegalMove(Msg("nim.take.not_your_turn",
                                  name=state["names"][state["turn"]]), rule="rule 3")
        if move["count"] > state["pile"]:
            raise IllegalMove(Msg("nim.take.too_many", count=move["count"], pile=state["pile"]),
                              rule="rule 3")
        new["pile"] -= move["count"]
        new["taken"][seat] += move["count"]
        if new["pile"] == 0:
            new["phase"], new["turn"], new["last"] = "over", None, seat
        else:
            new["turn"] = 1 - seat
        return new

    def simultaneous(self, move: Move) -> bool:
        """The bids are made at the same time (rule 2)."""
        return move.get("type") == "bid"

    def legal_moves(self, state: State, seat: int | None) -> list[Move]:
        """Every move ``seat`` may make now (None: the table has none of its own)."""
        if seat is None or state["phase"] == "over":
            return []
        if state["phase"] == "bid":
            if state["bids"][seat] is not None:
                return []
            return [{"type": "bid", "seat": seat, "bid": b} for b in range(1, MOST + 1)]
        if state["turn"] != seat:
            return []
        return [{"type": "take", "seat": seat, "count": c}
                for c in range(1, min(MOST, state["pile"]) + 1)]

    # -- what a seat sees -------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The state with every other seat's bid hidden while bidding (``bids[s]`` is then
        only ``"made"`` or None); ``seat`` None, the host screen, sees no bid until both are
        made."""
        out = copy.deepcopy(state)
        if state["phase"] == "bid":
            out["bids"] = [b if s == seat else ("made" if b is not None else None)
                           for s, b in enumerate(state["bids"])]
        return out

    def secrets(self, state: State, seat: int) -> list[tuple]:
        """Where ``seat``'s secret is held: its bid, until both bids are made."""
        if state["phase"] == "bid" and state["bids"][seat] is not None:
            return [("bids", seat)]
        return []

    # -- the end ----------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        """Whether the last counter was taken (rule 4)."""
        return state["phase"] == "over"

    def score(self, state: State) -> ScoreSheet:
        """1 point to whoever took the last counter (rule 4), 0 to the other."""
        sheet = ScoreSheet(players=list(state["names"]), categories=[CATEGORY])
        for seat in range(SEATS):
            won = seat == state["last"]
            sheet.rows.append(ScoreRow(seat, CATEGORY, Fraction(1 if won else 0),
                                       Msg("nim.score.last") if won else
                                       Msg("nim.score.took", count=state["taken"][seat])))
        sheet.ranking = rank_by(sheet.totals)
        return sheet

    def describe_move(self, move: Move, state_before: State) -> Msg:
        """The log line: a bid says nothing of its value; a take says how many are left."""
        name = state_before["names"][move["seat"]]
        if move["type"] == "bid":
            return Msg("nim.log.bid", name=name)
        return Msg("nim.log.take", name=name, count=move["count"],
                   left=state_before["pile"] - move["count"])


GAME = Nim()
