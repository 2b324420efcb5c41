"""Mayan Curse as a companion Game: setup, the moves (moves.py) and their rules (play.py),
hidden stones and stelae values, scoring.

Moves (details in moves.py and docs/formats/mayan_curse.md): ``draw``, ``turn``,
``show_turn``, ``stela_value`` by a seat; ``clear_draws`` by the host screen.  After the last turn of a round the boulders roll by
themselves; ``state["last_boulders"]`` holds their step-by-step paths and
``preview_boulders(state)`` what they would do now.

Hidden information (``view``): a seat's hand of stones and the knowledge values of its stelae
are seen only by that seat until the game is over; the host screen (seat None) sees neither;
nobody sees what is in the pouch, only how many stones it holds, nor the table's draw seed
(the app's pouch draws from it: draw.py).
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import Game, IllegalMove, InvalidMove, ScoreSheet
from companion.games.mayan_curse.rules import legal, names, play, scoring, stelae_found, turn_steps
from companion.games.mayan_curse.rules.boulders import preview_boulders
from companion.games.mayan_curse.rules.components import sample_components, validate_components
from companion.games.mayan_curse.rules.copying import plain_copy
from companion.games.mayan_curse.rules.moves import parse_move
from companion.games.mayan_curse.rules.movement import pos_dict, pos_of
from companion.games.mayan_curse.rules.setup import setup as _setup
from companion.message import Msg, encode

RULE_END = "seed 000, 「ゲーム終了」"


class MayanCurseGame(Game):
    """Mayan Curse (1-6 adventurers); see the module docstring for the moves."""

    moves_at_once = True      # simultaneous() names them
    hidden_things = "mayan_curse.hidden_things"

    key = "mayan_curse"
    title = "Mayan Curse"
    title_ja = "マヤン カース"
    player_counts = range(1, 7)
    playable = True
    #: the stelae values stay secret to their owners until the end (seed 000, 「石碑の発見」)
    hidden_information = True
    #: the stones are drawn from the pouch during play: where the app is the pouch, by the
    #: engine from the draw seed in the setup snapshot (draw.py)
    chance_in_play = True
    has_components = True
    scores_documents = True

    def setup(self, options: dict[str, Any], rng: random.Random) -> dict:
        """State0 (companion.games.mayan_curse.setup.setup); raises InvalidOptions."""
        return _setup(options, rng)

    def validate_components(self, doc: dict) -> dict:
        """A table's own component set, checked (components.validate_components); raises
        ComponentError (a ValueError) naming the bad entry."""
        return validate_components(doc)

    def component_summary(self, doc: dict) -> dict:
        """What the new-table form needs of a checked set without loading it: its boulder
        faces with their names, ``{"boulder_faces": [{"id", "name": Text JSON}]}``."""
        return {"boulder_faces": [{"id": f, "name": encode(names.symbol_text(doc, f))}
                                  for f in doc.get("boulder_faces") or [] if isinstance(f, str)]}

    def sample_components(self) -> dict:
        """The shipped sample set (labelled as a sample in the data)."""
        return sample_components()

    def parse_move(self, seat: int | None, data: dict[str, Any]) -> dict:
        """A normalized move; raises InvalidMove for a bad shape (moves.parse_move)."""
        return parse_move(seat, data)

    def apply(self, state: dict, move: dict) -> dict:
        """The next state (``state`` is not changed); raises IllegalMove.  A stored move is
        parsed again, so an altered one is refused with a message, never a crash."""
        if not isinstance(move, dict):
            raise IllegalMove(Msg("mayan_curse.move.unreadable"))
        try:
            move = parse_move(move.get("seat"), move)
        except InvalidMove as exc:
            raise IllegalMove(exc.message) from None
        return play.apply_move(state, move)

    def simultaneous(self, move: dict) -> bool:
        """True for the moves seats make at the same time, independent of each other: the
        stones each phone draws or enters (「ステップ1:ドロー」: the engine's draw picks from the
        pouch as it is when the move is stored) and a stela's value noted by its owner.  Such a
        move from an out-of-date page is checked again against the current state."""
        return isinstance(move, dict) and move.get("type") in ("draw", "stela_value")

    def independent(self, move: dict) -> bool:
        """True for a stela's value noted by its owner (「石碑」: its knowledge stays secret
        until the end): it changes nothing another adventurer's turn depends on, so a turn
        built while another seat noted one is still played (docs/rulings/
        mayan_curse_components.md)."""
        return isinstance(move, dict) and move.get("type") == "stela_value"

    def pieces_met(self, state: dict, move: dict | None):
        """The stela values noted, once the game is over (stelae_found.pieces_met)."""
        return stelae_found.pieces_met(state)

    def legal_moves(self, state: dict, seat: int | None) -> list[dict]:
        """Moves the seat (None: the host screen) may enter now, each accepted by ``apply``
        (legal.legal_moves); the steps of a whole turn are ``turn_options``'."""
        return legal.legal_moves(state, seat)

    def turn_options(self, state: dict, seat: int, partial: dict) -> "turn_steps.Options":
        """What may follow a turn being built (turn_steps.options): every step the rules allow
        now and whether the turn may end; raises IllegalMove for a partial turn refused."""
        return turn_steps.options(state, seat, partial)

    def preview_boulders(self, state: dict) -> list[dict]:
        """Where the released boulders would roll now (boulders.preview_boulders)."""
        return preview_boulders(state)

    def view(self, state: dict, seat: int | None) -> dict:
        """What ``seat`` may see (None = the host screen): the pouch becomes its size
        (``"pouch"`` None, ``"pouch_size"``: the stones not in a hand); until the game is over,
        other seats' hands become their size (``"hand_sizes"``) and other seats' stelae
        values None; a turn shown on the host screen keeps its stones for its own seat only.
        On the host screen a turn shown keeps, as ``"after"``, the host's view of the table
        once it is played (``_shown_after``).  A draw that does not add up says which kinds
        were entered too often
        (``"draw_clash"``: stone label, how many were entered, how many the set has, by how
        many seats) and, to a seat only, which of those it entered itself
        (``"draw_clash_mine"``): whose stones clash stays on their phones.  The draw seed
        (``"draw_seed"``) is seen by nobody."""
        out = plain_copy(state)
        out.pop("draw_seed", None)
        if state.get("draw_conflict"):
            clash = play.draw_clash(state)
            out["draw_clash"] = clash
            hand = state["hands"][seat] if seat is not None else None
            out["draw_clash_mine"] = [c["stone"] for c in clash if hand and c["stone"] in hand]
        out["pouch"] = None
        out["pouch_size"] = len(state["components"]["stones"]) - sum(
            len(h) for h in state["hands"] if h)
        shown = out.get("shown_turn")
        if shown and seat is None:
            shown["after"] = self._shown_after(state)
        if shown and shown.get("seat") != seat:
            shown.pop("move", None)       # the stones it uses stay on the owner's phone
        if state["over"]:
            return out
        out["hand_sizes"] = [None if h is None else len(h) for h in state["hands"]]
        out["hands"] = [h if s == seat else None for s, h in enumerate(state["hands"])]
        for s, adv in enumerate(out["adventurers"]):
            if s != seat:
                for e in adv["stelae"]:
                    e["value"] = None
        return out

    def secrets(self, state: dict, seat: int) -> list[tuple[str | int, ...]]:
        """Where ``seat``'s secrets are until the game is over (``view``): each stone of its
        hand, the knowledge value of each stela it took (entered or still to enter), and the
        stones of the turn it shows on the host screen."""
        if state["over"]:
            return []
        hand = state["hands"][seat] or []
        paths: list[tuple[str | int, ...]] = [("hands", seat, i) for i in range(len(hand))]
        paths += [("adventurers", seat, "stelae", i, "value")
                  for i in range(len(state["adventurers"][seat]["stelae"]))]
        shown = state.get("shown_turn")
        if shown and shown.get("seat") == seat and "move" in shown:
            paths += [("shown_turn", "move", "moves", k, "stones", j)
                      for k, segment in enumerate(shown["move"]["moves"])
                      for j in range(len(segment.get("stones") or []))]
        return paths

    def hidden(self, state: dict) -> list[tuple[str | int, ...]]:
        """What nobody sees (``view``), during the game and after it: each stone in the pouch
        (the view gives how many) and the draw seed of a table whose app is the pouch."""
        paths: list[tuple[str | int, ...]] = [("pouch", i) for i in range(len(state["pouch"]))]
        if "draw_seed" in state:
            paths.append(("draw_seed",))
        return paths

    def _shown_after(self, state: dict) -> dict | None:
        """The host's view of the table once the turn shown on the host screen is played
        (before the round's boulders roll), or None when no turn is shown now (not this
        round, another seat's turn) or the turn shown no longer plays."""
        shown = state.get("shown_turn")
        if (not shown or state["over"] or state["phase"] != "turns" or "move" not in shown
                or state["turn"] != shown["seat"] or shown["round"] != state["round"]):
            return None
        try:
            move = parse_move(shown["seat"], {"type": "turn", **shown["move"]})
            after, _run = play.after_turn(state, move)
        except (IllegalMove, InvalidMove):
            return None
        return self.view(after, None)

    def is_over(self, state: dict) -> bool:
        """True when every adventurer is back or the entrance is sealed."""
        return bool(state.get("over"))

    def score(self, state: dict) -> ScoreSheet:
        """The score sheet (scoring.score_sheet); IllegalMove before the end."""
        if not state.get("over"):
            raise IllegalMove(Msg("mayan_curse.score.not_over"), RULE_END)
        return scoring.score_sheet(state)

    def score_document(self, doc: dict) -> ScoreSheet:
        """Validate and score an end-of-game document (the calculator); raises InvalidMove.
        Shape in scoring.score_document."""
        return scoring.score_document(doc)

    def describe_move(self, move: dict, state_before: dict) -> Msg:
        """The move log's line for the move, a ``Msg`` (never a hidden stone or value):
        ``mayan_curse.log.draw`` / ``.redraw`` (stones entered again) / ``.stela_value`` /
        ``.show_turn`` (name), ``.clear_draws``, or ``.turn`` (name, the backpack item used or
        None, spaces slid, moves made and, after a move, ``to`` where it ended or ``escaped``,
        and ``stelae`` taken if any; a turn with none of them is a pass)."""
        seat = move.get("seat")
        players = state_before.get("players", [])
        name: str | Msg = (players[seat]["name"] if isinstance(seat, int)
                           and 0 <= seat < len(players) else Msg("mayan_curse.log.someone"))
        kind = move.get("type")
        if kind == "draw":
            hands = state_before.get("hands") or []
            again = isinstance(seat, int) and 0 <= seat < len(hands) and hands[seat] is not None
            return Msg("mayan_curse.log.redraw" if again else "mayan_curse.log.draw", name=name)
        if kind == "stela_value":
            return Msg("mayan_curse.log.stela_value", name=name)
        if kind == "clear_draws":
            return Msg("mayan_curse.log.clear_draws")
        if kind == "show_turn":
            return Msg("mayan_curse.log.show_turn", name=name)
        if kind == "turn":
            bp = move.get("backpack")
            item = names.item(bp.get("item")) if isinstance(bp, dict) else None
            slides = move.get("slides")
            spaces = 0
            if isinstance(slides, list):
                spaces = sum(abs(x["by"]) for x in slides
                             if isinstance(x, dict) and isinstance(x.get("by"), int))
            moves = move.get("moves")
            count = len(moves) if isinstance(moves, list) else 0
            return Msg("mayan_curse.log.turn", name=name, item=item, slides=spaces, moves=count,
                       **_turn_end(state_before, seat, move, count))
        return Msg("mayan_curse.log.unknown", name=name)


def _turn_end(state_before: dict, seat: Any, move: dict, moves: int) -> dict[str, Any]:
    """What a turn's movement led to, as parameters of its log line: after a move (``moves``
    > 0), ``{"to": place}`` (a ``Msg``, the space as the table counts it after the turn's
    slides, before the round's boulders roll) or ``{"escaped": True}`` for an adventurer who
    got out by the entrance (「帰還を遂げる」); and ``"stelae"``, the stelae it took, each
    by its colour and where it lay (``names.stela_where``: 「石碑の発見」, the colour is seen by
    all, the value stays secret), when it took any.  {} for a move that cannot be played."""
    try:
        after, run = play.after_turn(state_before, parse_move(seat, move))
        adv = after["adventurers"][seat]
    except (IllegalMove, InvalidMove, KeyError, IndexError, TypeError, ValueError):
        return {}
    out: dict[str, Any] = {}
    if moves:
        out = ({"escaped": True} if adv["escaped"]
               else {"to": names.space_on_board(after, pos_dict(pos_of(adv)))})
    lying = {st["id"]: st for st in state_before["stelae"]}
    if run.taken:
        out["stelae"] = [names.stela_where(state_before, lying[sid]) if sid in lying
                         else names.stela_name(sid) for sid in run.taken]
    return out


GAME = MayanCurseGame()
