"""What every game provides: the Game protocol, the move errors and the score sheet.

A game is ``setup(options, rng) -> State0`` followed by an append-only log of moves, each applied
by a pure ``apply(state, move) -> state``.  Nothing here knows about Flask or the database.

State and moves are plain JSON-compatible values (dicts, lists, str, int, bool, None) so that
the setup snapshot and every move can be stored as JSON and replayed on any server.  A game's
``apply`` must never mutate the state it is given.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable

from companion.message import Msg, encode

State = dict[str, Any]
Move = dict[str, Any]


class InvalidMove(ValueError):
    """A move payload with a bad shape (missing field, wrong type, unknown choice).

    ``message`` is a ``Msg`` (companion.message) that the page says in its language."""

    def __init__(self, message: Msg | str):
        super().__init__(message)
        self.message = message


class IllegalMove(Exception):
    """A well-formed move that the rules forbid now.

    ``message`` is a ``Msg`` saying why in words a player understands once the page renders it
    (``Msg("tzolkin.place.cost", workers=3, fee=3, spots=12, corn=6)``: "Placing 3 workers
    costs …: you have 6"); ``rule`` names the rule it comes from (seed file and section)."""

    def __init__(self, message: Msg | str, rule: str = ""):
        super().__init__(message)
        self.message = message
        self.rule = rule


class InvalidOptions(ValueError):
    """Table options a game cannot set up with (player count out of range, unknown option);
    ``message`` is a ``Msg``."""

    def __init__(self, message: Msg | str):
        super().__init__(message)
        self.message = message


class ComponentError(ValueError):
    """A component document (a table's own copy of tiles, cards or boards) that cannot be used.

    ``message`` is a ``Msg`` that names the component and the place on it as the table sees
    them ("the 3rd floor board, 2nd space from the left"), never a field path."""

    def __init__(self, message: Msg | str):
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class ScoreRow:
    """One cell of a score sheet: ``points`` (exact, a Fraction) for ``seat`` in ``category``.

    ``detail`` says how it was counted: a ``Msg`` ("3 corn harvest tiles × 4"), or None.
    """

    seat: int
    category: str
    points: Fraction
    detail: Msg | None = None


@dataclass
class ScoreSheet:
    """An end-of-game score sheet: rows of (seat, category, points, how), totals and ranking.

    * ``players``: names by seat (0-based seat order).
    * ``categories``: category keys in display order (every row's category is one of them).
    * ``totals``: seat -> exact total (Fraction).
    * ``ranking``: list of places; each place is a list of seats (more than one = shared).
    * ``tie_breaks``: messages (``Msg``) saying which tie-break decided what (empty if none
      was needed).
    * ``winners``: seats sharing first place.
    """

    players: list[str]
    categories: list[str]
    rows: list[ScoreRow] = field(default_factory=list)
    tie_breaks: list[Msg] = field(default_factory=list)
    ranking: list[list[int]] = field(default_factory=list)

    @property
    def totals(self) -> dict[int, Fraction]:
        """Exact total points per seat."""
        out = {seat: Fraction(0) for seat in range(len(self.players))}
        for row in self.rows:
            out[row.seat] += row.points
        return out

    @property
    def winners(self) -> list[int]:
        """Seats sharing first place ([] before a ranking is set)."""
        return list(self.ranking[0]) if self.ranking else []

    def cell(self, seat: int, category: str) -> Fraction:
        """Points of one seat in one category (0 if no row)."""
        return sum((r.points for r in self.rows if r.seat == seat and r.category == category),
                   Fraction(0))

    def details(self, seat: int, category: str) -> list[Msg]:
        """The 'how it was counted' messages of one cell."""
        return [r.detail for r in self.rows if r.seat == seat and r.category == category and r.detail]

    def to_json(self) -> dict[str, Any]:
        """JSON form: points as decimal strings are lossy, so each is given as a number when
        exact in binary floating point (quarters are) and as ``"n/d"`` alongside.  Details and
        tie-breaks are messages in their stored form (``companion.message.encode``)."""
        return {
            "players": self.players,
            "categories": self.categories,
            "rows": [{"seat": r.seat, "category": r.category, "points": format_points(r.points),
                      "detail": encode(r.detail)} for r in self.rows],
            "totals": {str(s): format_points(t) for s, t in self.totals.items()},
            "ranking": self.ranking,
            "winners": self.winners,
            "tie_breaks": [encode(t) for t in self.tie_breaks],
        }


def format_points(points: Fraction | int) -> int | float | str:
    """A score as JSON: an int when whole, a float when a finite binary fraction (68.5,
    12.25), else the string ``"n/d"``."""
    points = Fraction(points)
    if points.denominator == 1:
        return int(points)
    d = points.denominator
    while d % 2 == 0:
        d //= 2
    if d == 1:
        return float(points)
    return f"{points.numerator}/{points.denominator}"


def rank_by(totals: dict[int, Fraction], tie_key: dict[int, Any] | None = None) -> list[list[int]]:
    """Places from totals (highest first); equal totals are split by ``tie_key`` (highest
    first) and seats still equal share a place.  Returns e.g. ``[[2], [0, 1], [3]]``."""
    tie_key = tie_key or {}
    key = {s: (totals[s], tie_key.get(s, 0)) for s in totals}
    places: list[list[int]] = []
    for seat in sorted(totals, key=lambda s: (key[s][0], key[s][1]), reverse=True):
        if places and key[places[-1][0]] == key[seat]:
            places[-1].append(seat)
        else:
            places.append([seat])
    return places


@runtime_checkable
class Game(Protocol):
    """What a game provides to the table service and the web app.

    * ``key``: registry and URL key ("tzolkin"); ``title``: English title;
      ``player_counts``: allowed numbers of seats; ``playable``: False while only announced.
    * ``setup(options, rng)``: the State0 snapshot (JSON-compatible dict).  Raises
      ``InvalidOptions``.  All randomness comes from ``rng``.
    * ``parse_move(seat, data)``: a normalized move dict from a form/JSON payload; raises
      ``InvalidMove`` for a bad shape.  ``seat`` is the acting seat (0-based) or None for the
      table (host entries that belong to no seat).
    * ``apply(state, move)``: the next state; raises ``IllegalMove``.  Never mutates ``state``.
    * ``view(state, seat)``: what one seat may see (``seat`` None = the shared host screen).
    * ``is_over(state)``; ``score(state)`` -> ScoreSheet (only when over).
    * ``describe_move(move, state_before)``: the move log's line for the move: a ``Msg`` (or
      a list of them, said one after another); stored with the record.
    * optional ``simultaneous(move) -> bool``: True for moves that seats make at the same
      time (a secret choice each), decided by the move's ``type``: such a move made from an
      out-of-date page is checked again against the current state instead of being refused
      as stale (and a form of it that fails its checks, asked about as ``{"type": ...}``, is
      told what to fix while only the other seats' such moves came after its page).
    * optional ``independent(move) -> bool``: True for stored moves that change nothing any
      other move depends on (a seat noting hidden knowledge of its own): a move made from a
      page drawn before only such moves is checked against the current state instead of
      being refused as stale.
    * optional ``unaffected(move, before, now) -> bool``: for a game whose seats play at the
      same time, each on their own (Ohio Bob's two players): True when ``move``, made by its
      seat from a page drawn at state ``before``, does for that seat in ``now`` (``before``
      with only other seats' moves since) just what it did in ``before``.  The other seats'
      moves then changed nothing of what the page offered: the move is stored against ``now``
      instead of being refused as stale.  A move of the sender's own seat since, or an undo,
      keeps the page out of date.
    """

    key: str
    title: str
    player_counts: range
    playable: bool

    def setup(self, options: dict[str, Any], rng: random.Random) -> State: ...

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move: ...

    def apply(self, state: State, move: Move) -> State: ...

    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...

    def is_over(self, state: State) -> bool: ...

    def score(self, state: State) -> ScoreSheet: ...

    def describe_move(self, move: Move, state_before: State) -> Msg | list[Msg]: ...
