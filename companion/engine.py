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
from types import MappingProxyType
from typing import Any, Callable, Mapping

from companion.message import Msg, encode

State = dict[str, Any]
Move = dict[str, Any]


#: How a table started under an older version of a game's rules goes on (``Game.older_rules``,
#: docs/adding-a-game.md, "Rules versions"):
#:
#: * ``SAME``: the current code replays its log the same (the platform checks it, replaying the
#:   whole log against the stored states, before it marks the table as read under the current
#:   version);
#: * ``MIGRATE``: its log is brought to the current reading by ``Game.upgrade_log``; the
#:   platform replays the result from its setup and stores it only when every record applies;
#: * ``KEEP``: it goes on under the reading it was started with: the game's code keeps that
#:   reading's path, selected by what the table's setup and states record (a mark the current
#:   setup writes and the older one lacks), and the table keeps its older version.
SAME = "same"
MIGRATE = "migrate"
KEEP = "keep"
READINGS = (SAME, MIGRATE, KEEP)


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


@dataclass(frozen=True)
class SummaryRow:
    """One line of the end-of-game summary: a group's code (said in the page language by the
    game's ``GameWeb.summary_label``) and its exact points by seat."""

    group: str
    points: dict[int, Fraction]


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
    * ``summary``: the points gathered by where they came from, for the end-of-game summary
      above the sheet (``SummaryRow`` per group, in display order; each seat's groups add up
      to its total); empty: the game gives none, the pages show the sheet alone.
    * ``outcome``: the result in one sentence when the ranking names no winner (a solo goal
      missed, nobody came back): the end pages show it where a winner would be; None: the
      ranking says it.
    * ``pending``: seat -> what that seat has still to enter before the result is final (a
      value turned over after the end), a message: the end pages say it first, that seat's
      phone with the way to enter it, and call the result provisional; empty: final.
    """

    players: list[str]
    categories: list[str]
    rows: list[ScoreRow] = field(default_factory=list)
    tie_breaks: list[Msg] = field(default_factory=list)
    ranking: list[list[int]] = field(default_factory=list)
    summary: list[SummaryRow] = field(default_factory=list)
    outcome: Msg | None = None
    pending: dict[int, Msg] = field(default_factory=dict)

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


class Game:
    """What a game's rules provide to the table service, the pages and the command line: the
    engine side of a game's plug-in (``companion.plugin.GamePlugin``; how to write one:
    docs/adding-a-game.md).  A game subclasses it, sets the declared attributes and overrides
    the methods; every method below that does not raise ``NotImplementedError`` is a default
    the platform relies on, so the platform never asks whether a game has something.

    Identity: ``key`` (registry and URL key, "tzolkin"), ``title`` and ``title_ja`` (the
    published titles), ``player_counts`` (allowed numbers of seats), ``playable`` (False while
    only announced: no table can be created).

    The game's nature, declared (defaults: a turn-based game with open information and no
    chance after setup):

    * ``hidden_information``: ``view`` hides something: from some seats (stelae values, a
      secret choice: ``secrets`` says where) or from everyone, the host screen included (the
      order of a deck, an undrawn pile, a seed: ``hidden`` says where); the conformance
      suite then checks every view against both.
    * ``chance_in_play``: chance outcomes during play (stones drawn, a cube rolled), drawn by
      the engine from a seed recorded in the setup snapshot or in the move and hidden by
      ``view`` (never by the web side).
    * ``seats_play_at_once``: seats play at the same time, each on their own (Ohio Bob's two
      players): ``unaffected`` decides whether a move from an out-of-date page still holds.
    * ``moves_at_once``: some moves are made by the seats at the same time, named by
      ``simultaneous`` (Tzolk'in's starting wealth, Mayan Curse's draws).
    * ``has_components``: a table may be set up with its own copy of the components
      (``validate_components``, ``sample_components``, ``component_summary``).
    * ``scores_documents``: ``score_document`` scores an end-state document (the standalone
      calculator and ``companion score``).
    * ``sheet_has_total``: False for a game that keeps no points (Ohio Bob's result sheet).

    Rules versions (docs/adding-a-game.md, "Rules versions"; docs/rulings/README.md):
    ``rules_version`` is the version of the game's reading of its rules (1 until a reading
    changes how a stored log reads); every table records the version it was created under.
    ``older_rules`` says, for each older version, how a table started under it goes on: one
    of ``SAME``, ``MIGRATE`` (``upgrade_log``) or ``KEEP`` (``older_setup`` for its imports).

    Required: ``setup(options, rng)`` the State0 snapshot (JSON-compatible dict), raises
    ``InvalidOptions``, all randomness from ``rng``; ``parse_move(seat, data)`` a normalized
    move from a payload (``seat`` 0-based, None for a table-wide entry), raises
    ``InvalidMove``; ``apply(state, move)`` the next state, raises ``IllegalMove``, never
    mutates ``state``; ``view(state, seat)`` what one seat may see (None: the shared host
    screen); ``is_over(state)``; ``score(state)`` the ScoreSheet (only when over);
    ``describe_move(move, state_before)`` the move log's line, a ``Msg`` (or a list of them);
    ``legal_moves(state, seat)`` the moves ``seat`` may make now (None: the table-wide entries),
    each one ``apply`` accepts.
    """

    key: str
    title: str
    title_ja: str
    player_counts: range
    playable: bool = True

    hidden_information: bool = False
    chance_in_play: bool = False
    seats_play_at_once: bool = False
    moves_at_once: bool = False
    has_components: bool = False
    scores_documents: bool = False
    sheet_has_total: bool = True
    #: The message code of what the game keeps hidden, in its own words (a phone's take-back
    #: refused because the move brought it to light names it: ``take_back_refused``).
    hidden_things: str = "table.hidden_things"

    #: The version of the game's reading of its rules that new tables are created under.
    rules_version: int = 1
    #: {older version: ``SAME`` | ``MIGRATE`` | ``KEEP``}: how a table started under each
    #: version below ``rules_version`` goes on (one entry per older version).
    older_rules: Mapping[int, str] = MappingProxyType({})

    # -- required --------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """State0 from the options and ``rng``; raises ``InvalidOptions``."""
        raise NotImplementedError

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move:
        """A normalized move from a payload; raises ``InvalidMove``."""
        raise NotImplementedError

    def apply(self, state: State, move: Move) -> State:
        """The state after ``move``; raises ``IllegalMove``; never mutates ``state``."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see of ``state`` (None: the host screen)."""
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        """Whether the game has ended."""
        raise NotImplementedError

    def score(self, state: State) -> ScoreSheet:
        """The score sheet of an ended game."""
        raise NotImplementedError

    def describe_move(self, move: Move, state_before: State) -> Msg | list[Msg]:
        """The move log's line for ``move`` made at ``state_before``."""
        raise NotImplementedError

    def legal_moves(self, state: State, seat: int | None) -> list[Move]:
        """The moves ``seat`` may make now, as payloads ``parse_move`` and ``apply`` accept
        (for a choice with many equivalent forms, a representative set that reaches the end)."""
        raise NotImplementedError

    # -- declared behaviour with defaults --------------------------------------------------
    def simultaneous(self, move: Move) -> bool:
        """True for moves that seats make at the same time (a secret choice each), decided by
        the move's ``type``: such a move made from an out-of-date page is checked again
        against the current state instead of being refused as stale (and a form of it that
        fails its checks, asked about as ``{"type": ...}``, is told what to fix while only
        the other seats' such moves came after its page).  A game that names any declares
        ``moves_at_once``.  Default: none."""
        return False

    def independent(self, move: Move) -> bool:
        """True for stored moves that change nothing any other move depends on (a seat noting
        hidden knowledge of its own): a move made from a page drawn before only such moves
        is checked against the current state instead of being refused as stale.
        Default: none."""
        return False

    def unaffected(self, move: Move, before: State, now: State) -> bool:
        """For a game whose ``seats_play_at_once``: True when ``move``, made by its seat from
        a page drawn at state ``before``, does for that seat in ``now`` (``before`` with only
        other seats' moves since) just what it did in ``before``; the move is then stored
        against ``now`` instead of being refused as stale.  Default: False."""
        return False

    def take_back_refused(self, seat: int, before: State, after: State,
                          seats: int) -> Msg | None:
        """Why ``seat`` may not take back its own last move from its phone (``before`` and
        ``after``: the states around that move; ``seats``: how many the table has), or None
        when it may; the host's undo is not asked.  Default (``revealed``): refused, with
        ``table.take_back.revealed`` (naming ``hidden_things``, the game's own words for what
        it hides), when the move brought to light what was hidden from
        every seat or secret to another seat (a card or a building dealt from a deck, stones
        drawn from a pouch, the other seats' secret choices shown once the last one was
        made): played again, the move would be chosen knowing it.  Override for a game with
        other moves that must stay (docs/take-back.md).  A move that ended the game is
        refused too (``table.take_back.over``): the scores are out and the play is in the
        history; the host's undo takes it back when the table agrees), and a move made after
        the end (``table.take_back.after_end``: a Mayan Curse stela value turned over then)."""
        if revealed(self, seat, before, after, seats):
            return Msg("table.take_back.revealed", things=Msg(self.hidden_things))
        if self.is_over(after):
            return Msg("table.take_back.after_end" if self.is_over(before)
                       else "table.take_back.over")
        return None

    def setup_json(self, state: State) -> dict[str, Any]:
        """The public setup as JSON (``companion setup --json``); default: the host's view."""
        return self.view(state, None)

    def validate_components(self, doc: Any) -> dict[str, Any]:
        """A component document checked and normalized (``has_components`` games); raises
        ``ComponentError`` naming the entry at fault.  Only asked of a game that declares
        ``has_components``."""
        raise NotImplementedError

    def sample_components(self) -> dict[str, Any]:
        """The sample set's document (``has_components`` games)."""
        raise NotImplementedError

    def component_summary(self, doc: dict[str, Any]) -> dict[str, Any]:
        """What the lists and forms need of a saved set without loading its document
        (e.g. the cube's faces); default: nothing."""
        return {}

    def pieces_met(self, state: State, move: Move | None) -> Callable[[dict], dict] | None:
        """Pieces of the table's own copy first met in play (a card entered as it turned up,
        a stela's value once the game is over), as the change that makes a saved component
        document hold them: ``change(document) -> document`` (it raises ``ValueError`` when
        it adds nothing), or None.  Asked after ``move`` (its payload) was recorded, and with
        ``move`` None for the table as it is (``state``).  Only asked of a game that declares
        ``has_components``; default nothing."""
        return None

    def score_document(self, doc: Any) -> ScoreSheet:
        """The score sheet of an end-state document (``scores_documents`` games); raises
        ``InvalidMove`` for a document that cannot be scored.  Only asked of a game that
        declares ``scores_documents``."""
        raise NotImplementedError

    def upgrade_log(self, setup: State, payloads: list[Move],
                    from_version: int) -> tuple[State, list[Move]]:
        """For an older version declared ``MIGRATE``: the setup and the move payloads of a
        table started under ``from_version`` as they read under the current rules, in the
        same order and as many (the undo records are kept as they are).  The platform replays
        them from the setup with ``apply`` and stores them only when every move applies; it
        never changes what it is given.  Raise ``IllegalMove`` or ``InvalidMove`` for a log
        that cannot be brought forward (it is then refused and reported)."""
        raise NotImplementedError

    def older_setup(self, setup: State, version: int) -> State:
        """For an older version declared ``KEEP``: the setup ``setup`` (made by the current
        code) as the code of rules ``version`` made it, e.g. without the mark of the current
        reading.  An imported table document of that version is checked against it.
        Default: the same setup."""
        return setup

    def secrets(self, state: State, seat: int) -> list[tuple[str | int, ...]]:
        """Where ``seat``'s secrets are held in ``state`` now, as paths of keys and indexes
        (``[("bids", 1)]``: ``state["bids"][1]``): what only that seat may see (a secret
        choice before it is revealed, a hand).  A path leads to one value (a card's id, a
        number), not to a list or dict holding several.  The conformance suite
        (tests/conformance/test_views.py) puts a marker of its own at each path and checks
        that the seat's own view shows it and no other seat's view, nor the host screen's,
        does.
        Default: none (a game declaring ``hidden_information`` should say where its secrets
        are, here or in ``hidden``)."""
        return []

    def hidden(self, state: State) -> list[tuple[str | int, ...]]:
        """Where ``state`` now holds what no seat and not the host screen may see (the order
        of a deck below its face-up card, an undrawn pile, the seed of the draws to come), as
        paths like ``secrets``'s.  The conformance suite puts a marker at each path and checks
        that no view shows it: a view may drop such a value or give only how many there are
        (a deck as its size).  Default: none."""
        return []


def revealed(game: Game, seat: int, before: State, after: State, seats: int) -> bool:
    """Whether going from ``before`` to ``after`` (a move of ``seat`` at a table of ``seats``
    seats) brought to light a value hidden from every seat (``game.hidden``) or secret to
    another seat (``game.secrets``): a path held in ``before`` that ``after`` no longer declares (a deck
    or a pouch one shorter, a secret choice revealed).  The seat's own secrets do not count:
    showing them gives it nothing.  Paths only: a value that stays hidden where it was is not
    looked at."""
    def kept_from(state: State) -> set:
        paths = set(game.hidden(state))
        for other in range(seats):
            if other != seat:
                paths.update(game.secrets(state, other))
        return paths

    return bool(kept_from(before) - kept_from(after))


def reading_of(game: Game, version: int) -> str | None:
    """How a table recorded under rules ``version`` goes on with ``game`` as it is now: None
    when ``version`` is the current one (or newer: nothing to do), else the declared
    ``SAME``, ``MIGRATE`` or ``KEEP`` (``SAME`` for a version the game did not declare: its
    log is then checked like any, and refused when it reads differently)."""
    if version >= game.rules_version:
        return None
    declared = game.older_rules.get(version, SAME)
    return declared if declared in READINGS else SAME
