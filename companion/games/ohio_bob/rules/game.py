"""The Ohio Bob Game object (companion.engine.Game): ``GAME = OhioBobGame()``.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt.  The moves live in moves.py (their
steps in steps.py, the moves allowed now in legal.py), setup in setup.py, the result sheet in
scoring.py, the move log in log.py; this module only wires them to the protocol and checks
move payload shapes.
"""
from __future__ import annotations

import copy
import random
from types import MappingProxyType
from typing import Any

from companion.engine import (KEEP, Game, IllegalMove, InvalidMove, InvalidOptions, Move,
                              ScoreSheet, State)
from companion.message import Msg

from . import entering, log, names
from . import scoring as _result
from .components import load_catalogue, load_sample
from .legal import legal_moves, seat_now
from .moves import apply_move
from .queries import can_climb
from .setup import ARROWS_KEY, READING_KEY, UNDER_KEY
from .setup import setup as _setup

MOVE_FIELDS = {
    "first_room": ({"room"}, {"hand", "top"}),
    "play": ({"card", "option"}, set()),
    "rest": (set(), set()),
    "climb": (set(), {"gift"}),
    "skip": (set(), set()),
    "done": (set(), set()),
    "effect": (set(), {"dir", "option", "card"}),
    "teleport": ({"to"}, {"card"}),
    "discard": ({"cards"}, set()),
    "trade": ({"give", "take"}, set()),
    "enter_card": ({"entry"}, set()),
}


#: A move's fields as a player would name them (for the refusal of a malformed move).
FIELDS = {"room": Msg("ohio_bob.field.room"), "hand": Msg("ohio_bob.field.hand"),
          "top": Msg("ohio_bob.field.top"),
          "card": Msg("ohio_bob.field.card"), "option": Msg("ohio_bob.field.option"),
          "dir": Msg("ohio_bob.field.dir"), "gift": Msg("ohio_bob.field.gift"),
          "to": Msg("ohio_bob.field.to"), "cards": Msg("ohio_bob.field.cards"),
          "give": Msg("ohio_bob.field.give"), "take": Msg("ohio_bob.field.take"),
          "entry": Msg("ohio_bob.field.entry")}


class OhioBobGame(Game):
    """Ohio Bob: solo, or two players in the mirror temple (moves carry their ``seat``)."""

    hidden_things = "ohio_bob.hidden_things"

    key = "ohio_bob"
    title = "Ohio Bob"
    title_ja = "オハイオ・ボブ"
    player_counts = range(1, 3)
    playable = True
    #: The result sheet's rows (won or lost, level, energy, gems) are facts that add up to
    #: nothing: no total on the page, no score in the BG Stats play (companion.records).
    sheet_has_total = False
    #: the order of each deck below its top card is hidden (seed 002, setup step 5)
    hidden_information = True
    #: the two players of the mirror temple play at the same time, each on their own
    seats_play_at_once = True
    has_components = True
    #: 2: with real cards the app keeps the card known on top of the deck (the card a torch
    #: copied, the card left on the deck when a level's first room is chosen: seed 002
    #: 「トーチ」, 「階段」) and asks only for cards it does not know.  Tables started under 1
    #: keep their reading: their state has no ``top_tracked`` mark (steps.tracks_top).
    #: 3: with real cards the cards a climb puts under the deck (seed 002 「階段」: "山札の下に
    #: 置きます") are not taken for the next level's first two cards nor any card drawn from the
    #: top while cards above them are left (rules/under.py).  Tables started under 1 or 2 keep
    #: their reading: their state has no ``under_tracked`` mark (under.tracks_under).
    #: Also 3: with two players, seat 1 (across the table) reads the arrows of its cards from
    #: its own seat (2人プレイのセットアップ 4-5, 「移動」, 「探索」: its ↑ is the table's south,
    #: queries.table_dirs).  Two-player tables started under 1 or 2 keep reading them as seat 0
    #: sees the table: their state has no ``arrows_from_seat`` mark.
    rules_version = 3
    older_rules = MappingProxyType({1: KEEP, 2: KEEP})

    def setup(self, options: dict[str, Any], rng: random.Random) -> State:
        """State0; see companion.games.ohio_bob.setup.setup.  Raises InvalidOptions.

        ``options["players"]`` may be the count (1 or 2) or, as the table service gives it, the
        seats ``[{"name", "colour"}]``: then each player state also carries its ``name`` and
        ``colour`` (for screens and the result sheet; a seat without a name is said "Player 2"
        by names.player).
        """
        options = dict(options or {})
        seats = options.get("players")
        if isinstance(seats, list):
            if not all(isinstance(s, dict) for s in seats):
                raise InvalidOptions(Msg("ohio_bob.options.players_list"))
            options["players"] = len(seats)
        state = _setup(options, rng)
        if isinstance(seats, list):
            for p, seat in zip(state["players"], seats):
                p["name"] = str(seat.get("name") or "")
                p["colour"] = str(seat.get("colour") or "")
        return state

    def older_setup(self, setup: dict, version: int) -> dict:
        """The setup as rules ``version`` made it: version 2's had no ``under_tracked`` nor
        ``arrows_from_seat`` mark, version 1's no ``top_tracked`` mark either."""
        if version >= self.rules_version:
            return setup
        marks = {UNDER_KEY, ARROWS_KEY} | ({READING_KEY} if version < 2 else set())
        return {k: v for k, v in setup.items() if k not in marks}

    def validate_components(self, doc: dict) -> dict:
        """A player's own card set, checked (components.load_catalogue); raises
        ComponentError (a ValueError) naming the bad entry."""
        return load_catalogue(doc)

    def sample_components(self) -> dict:
        """The shipped sample set (labelled as a sample in the data)."""
        return load_sample()

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> Move:
        """A normalized move dict (moves.py's docstring lists them) with ``seat``.

        Raises InvalidMove saying what is wrong (``Msg("ohio_bob.move_data.*")``, the fields
        named in words: ``Msg("ohio_bob.field.room")`` "the card for the first room").  A field
        the move does not take is refused (``move_data.extra``: "This move does not take the
        direction."), and so is one that no Ohio Bob move has (``move_data.unknown_fields``,
        counted: a name typed by hand is not a word of the game)."""
        if not isinstance(data, dict):
            raise InvalidMove(Msg("ohio_bob.move_data.not_object"))
        mtype = data.get("type")
        if not isinstance(mtype, str) or mtype not in MOVE_FIELDS:  # a list or dict: unhashable
            raise InvalidMove(Msg("ohio_bob.move_data.unknown"))
        required, optional = MOVE_FIELDS[mtype]
        missing = required - set(data)
        if missing:
            raise InvalidMove(Msg("ohio_bob.move_data.missing", fields=_fields(missing)))
        extra = set(data) - required - optional - {"type", "seat"}
        unknown = {k for k in extra if k not in FIELDS}
        if unknown:  # a name no Ohio Bob move has ("spot"): said by count, not as a key
            raise InvalidMove(Msg("ohio_bob.move_data.unknown_fields", count=len(unknown)))
        if extra:
            raise InvalidMove(Msg("ohio_bob.move_data.extra", fields=_fields(extra)))
        move: Move = {"type": mtype, "seat": seat or 0}
        for f in ("room", "hand", "top", "card", "give", "take"):
            if data.get(f) is not None:
                if not isinstance(data[f], str) or not data[f]:
                    raise InvalidMove(Msg("ohio_bob.move_data.card", field=FIELDS[f]))
                move[f] = data[f]
        if "option" in data and data["option"] is not None:
            if data["option"] not in ("A", "B"):
                raise InvalidMove(Msg("ohio_bob.move_data.option"))
            move["option"] = data["option"]
        if "dir" in data and data["dir"] is not None:
            if data["dir"] not in ("N", "E", "S", "W"):
                raise InvalidMove(Msg("ohio_bob.move_data.dir"))
            move["dir"] = data["dir"]
        if "gift" in data:
            if not isinstance(data["gift"], bool):
                raise InvalidMove(Msg("ohio_bob.move_data.gift"))
            if data["gift"]:
                move["gift"] = True
        if mtype == "teleport":
            to = data["to"]
            if (not isinstance(to, (list, tuple)) or len(to) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in to)):
                raise InvalidMove(Msg("ohio_bob.move_data.to"))
            move["to"] = list(to)
        if mtype == "enter_card":  # the card's sides are checked by the rules (entering.py)
            if not isinstance(data["entry"], dict):
                raise InvalidMove(Msg("ohio_bob.move_data.entry"))
            move["entry"] = copy.deepcopy(data["entry"])
        if mtype == "discard":
            cards = data["cards"]
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise InvalidMove(Msg("ohio_bob.move_data.cards"))
            move["cards"] = list(cards)
        return move

    def apply(self, state: State, move: Move) -> State:
        """The next state; raises IllegalMove, or InvalidMove for a payload of a bad shape
        (checked again here, as a stored or imported move reaches the engine without
        ``parse_move``); the cards a refusal names are named by what they show
        (``log.named``), never by the app's ids.  Never mutates ``state``."""
        move = self.parse_move(move.get("seat") if isinstance(move, dict) else None, move)
        try:
            return apply_move(state, move)
        except IllegalMove as exc:  # the cards it names, named by what they show (issue 38)
            raise IllegalMove(log.named(exc.message, state), exc.rule) from exc

    def unaffected(self, move: Move, before: State, now: State) -> bool:
        """Whether ``move``, chosen on a page drawn at ``before``, does for its player in
        ``now`` (``before`` with only the partner's moves since) just what it did then: the
        player's own things (hand, pawn, energy, what the game waits for) untouched, the move
        allowed in both and leaving the player's own things the same.  "2人プレイの特別ルール":
        「ゲーム中、プレイヤーは同時に好きなだけ自分のターンを行うことができます」: the
        partner's card played, or a step far away, leaves this player's page as it was; a
        ration given, a rest that ends this player's wait, a trade, the partner's pawn now in
        the way do not."""
        if not isinstance(move, dict) or len(before.get("players", [])) < 2:
            return False
        seat = move.get("seat", 0)
        if not isinstance(seat, int) or not 0 <= seat < len(now["players"]):
            return False
        if before["players"][seat] != now["players"][seat] or now["status"] != "playing":
            return False
        try:
            then, later = self.apply(before, move), self.apply(now, move)
        except (IllegalMove, InvalidMove):
            return False
        if _rest_awaited(move, now, seat):
            # both rested at once: the partner's rest came first and waits for this one,
            # which releases both (「一時停止してチームメイトも休憩するのを待ってから続行す
            # る」, 2人プレイの特別ルール): the same rest, only not waiting
            return (_own(then["players"][seat], "await") == _own(later["players"][seat], "await")
                    and later["players"][seat]["await"] == {"kind": "turn"}
                    and then["status"] == later["status"])
        return (_own(then["players"][seat]) == _own(later["players"][seat])
                and then["status"] == later["status"])

    def pieces_met(self, state: State, move: Move | None):
        """The cards entered at this table (entering.pieces_met)."""
        return entering.pieces_met(state, move)

    def legal_moves(self, state: State, seat: int | None) -> list[Move]:
        """Every move the rules allow ``seat`` now (legal.legal_moves), each a payload
        ``parse_move`` and ``apply`` accept; ``seat`` None, the table-wide entries, has none
        (every Ohio Bob move is a player's: ``Game.legal_moves``).  Taking any one of them at
        random ends the game (tests/games/ohio_bob/test_ohio_bob_game.py plays the sample so)."""
        if seat is None:
            return []
        return legal_moves(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What the table may see: everything but the order of the deck below its top card
        (the top card's equipment side is face up: "1人プレイのセットアップ" step 5).

        Each player's ``deck`` is ``{"count", "top"}``: ``top`` the card face up on the deck
        with the app as the deck (while the first two cards are drawn for the first room, the
        card under them), with real cards the card known on top (``p["top"]``) or None; ``can_climb`` and ``result`` (scoring.result)
        are added.  For a seat (not None) while the game is on, ``now`` says what that seat
        may do now (legal.seat_now): its page reads the view, never the state."""
        out = {k: v for k, v in state.items() if k not in ("players", "shuffle_seed")}
        out["players"] = []
        for p in state["players"]:
            q = dict(p)
            q["deck"] = {"count": len(p["deck"]), "top": _face_up(state, p)}
            q["can_climb"] = can_climb(state, p)
            out["players"].append(q)
        out["result"] = _result.result(state)
        if (isinstance(seat, int) and 0 <= seat < len(state["players"])
                and state["status"] == "playing"):
            out["now"] = seat_now(state, seat)
        return out

    def hidden(self, state: State) -> list[tuple[str | int, ...]]:
        """What nobody sees (``view``): the seed of the app's later shuffles and, with the app
        as the deck, each card of a player's deck but those face up (the top one, and while
        the first two are drawn for the first room, those two).  With real cards the deck
        holds the cards still in it in no order (the app does not know it, and the moves
        offered name them): nothing of it is secret."""
        paths: list[tuple[str | int, ...]] = [("shuffle_seed",)]
        if state["mode"] != "app":
            return paths
        for seat, p in enumerate(state["players"]):
            face_up = {_face_up(state, p), *_drawn(p)}
            paths += [("players", seat, "deck", i)
                      for i, card in enumerate(p["deck"]) if card not in face_up]
        return paths

    def take_back_refused(self, seat: int, before: State, after: State,
                          seats: int) -> Msg | None:
        """As every game (``Game.take_back_refused``: a card the app's deck turned up), and with
        real cards a move that drew a card from the real deck that nobody had seen (an
        exploration, a chest, a draw: the deck holds fewer cards, other than the card known on
        top), or looked at the top card (a torch naming it), though the app kept nothing of it
        hidden; taken back, the move would be chosen again knowing it (seed 002 「探索」,
        「トーチ」; docs/take-back.md).  Exploring with the card a torch showed on top draws
        nothing new: it may be taken back."""
        refused = super().take_back_refused(seat, before, after, seats)
        if refused is not None or before["mode"] == "app":
            return refused
        for b, a in zip(before["players"], after["players"]):
            unseen = set(b["deck"]) - set(a["deck"]) - {b.get("top")}
            if unseen or (b.get("top") is None and a.get("top") is not None
                          and a["top"] in b["deck"]):
                return Msg("table.take_back.revealed", things=Msg(self.hidden_things))
        return None

    def is_over(self, state: State) -> bool:
        """True once the game is won or lost."""
        return state["status"] != "playing"

    def score(self, state: State) -> ScoreSheet:
        """The result sheet as a ScoreSheet (see scoring.score_sheet), with the seats' names
        when the table gave them."""
        names = [p.get("name") or str(p["seat"] + 1) for p in state["players"]]
        return _result.score_sheet(state, names)

    def result(self, state: State) -> dict[str, Any]:
        """The structured result (see scoring.result)."""
        return _result.result(state)

    def describe_move(self, move: Move, state_before: State) -> Msg:
        """The move log's line as a message (log.describe_move); with two players it is
        said with the mover's name: ``Msg("ohio_bob.log.by", name="Ana", action=...)`` ("Ana:
        Rests (loses 1 energy)")."""
        line = log.describe_move(move, state_before)
        players = state_before.get("players", [])
        seat = move.get("seat", 0) if isinstance(move, dict) else 0
        if len(players) > 1 and isinstance(seat, int) and 0 <= seat < len(players):
            return Msg("ohio_bob.log.by", name=names.player(players[seat]), action=line)
        return line


def _face_up(state: State, p: dict[str, Any]) -> str | None:
    """The card face up on ``p``'s deck: with the app as the deck the top one, or while the
    first two cards are drawn for the first room, the card under them; with real cards the
    card the app knows on top (``p["top"]``), else None."""
    if state["mode"] != "app":
        return p.get("top")
    drawn = _drawn(p)
    rest = [c for c in p["deck"] if c not in drawn]
    return rest[0] if rest else None


def _drawn(p: dict[str, Any]) -> list[str]:
    """The cards drawn face up from ``p``'s deck for the first room (while it is chosen)."""
    aw = p["await"]
    return aw.get("options") or [] if aw["kind"] == "first_room" else []


def _own(p: dict[str, Any], *also: str) -> dict[str, Any]:
    """A player's own things, without what their last move said (``last``: it may name the
    partner's energy, e.g. a ration given) nor the keys ``also``."""
    return {k: v for k, v in p.items() if k != "last" and k not in also}


def _rest_awaited(move: Move, now: State, seat: int) -> bool:
    """Whether ``move`` is a rest that the partner, resting already, waits for in ``now``."""
    partner = now["players"][1 - seat]
    return move.get("type") == "rest" and partner["await"]["kind"] == "wait_rest"


def _fields(names: set[str]) -> list[Msg]:
    """Move fields named in words, in a stable order."""
    return [FIELDS.get(n, Msg("ohio_bob.field.card")) for n in sorted(names)]


GAME = OhioBobGame()
