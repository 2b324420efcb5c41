"""Mayan Curse's turn builder on a phone: server-rendered steps, like the Tzolk'in pick-up.

Each page of the builder is the seat page with two query values: ``turn``, the steps chosen so
far (the partial turn, in turn_form.py's address form), and ``pick``, the choice being made
now (which board to slide, how far a stone goes ...), with ``v``, the table's version they
were chosen at (steps chosen before the table moved on are dropped, and the page says so:
``moves.render_seat``).  Every choice is a link to the next page: ``turn`` grows by one step,
so "next" carries the partial turn and nothing is kept on the server.  What a page offers is
the engine's (``GAME.turn_options``: rules/turn_steps.py): only steps the rules allow now.
The last page shows the table after the turn and posts it (``TurnForm``) or shows it on the
host screen first (``ShowTurnForm``).  A space a choice goes to is a link on the drawing too
(``Builder.taps``: the same address as the choice's button).  Everything works without script;
with it, static/js/poll.js follows the builder's links in place (``data-in-place``: the next
page asked for in parts and put in, no page load; the phone's back button takes a step back),
and static/js/mayan_curse.js only outlines on the drawing the space a choice goes to and
scrolls the drawing sideways to the spaces to tap.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.engine import IllegalMove
from companion.games.mayan_curse.messages import join_words
from companion.games.mayan_curse.rules import GAME, names, play
from companion.games.mayan_curse.web import options_memo, turn_notes
from companion.games.mayan_curse.rules.boulders import symbol_at, work_copy
from companion.games.mayan_curse.rules.movement import pos_dict, pos_of
from companion.games.mayan_curse.web.presenter import slide_words, space_label
from companion.games.mayan_curse.web.turn_form import (
    decode, encode, partial_of, steps_of_move,
)
from companion.inputs import number
from companion.i18n import render
from companion.message import Msg

ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}


# ---------------------------------------------------------------- one page of the builder
@dataclass
class Choice:
    """A link of the builder: ``label`` (in the page language), the ``query`` it opens,
    ``pos`` (the space it goes to, "row,col" for the drawing), ``note`` (what it does besides),
    ``secondary`` (drawn as a lesser button)."""

    label: str
    query: str
    pos: str = ""
    note: str = ""
    secondary: bool = False


@dataclass
class Group:
    """Choices under a heading."""

    heading: str
    choices: list[Choice] = field(default_factory=list)


class Builder:
    """One page of the turn builder for ``seat`` (its state, the query's ``turn`` and
    ``pick``): the steps so far in words, the choices of this page, and the table after them.
    ``problem``: why the address's (or a refused turn's) steps could not all be used: a turn
    that cannot be read starts afresh; a step the rules refuse now is dropped with the steps
    after it, the steps before it kept; the last page asked for when the turn cannot end yet
    gives the steps' menu and the reason."""

    def __init__(self, state: dict[str, Any], seat: int, turn: str, pick: str,
                 seen: int | None = None):
        self.state = state
        self.seat = seat
        self.seen = seen  # the table's version: a page with steps carries it as ``v``
        self.comps = state["components"]
        self.problem: str | None = None
        shown = state.get("shown_turn") or {}
        restored = None
        if not turn and shown.get("seat") == seat and shown.get("move"):
            restored = steps_of_move(shown["move"])   # back from the host screen
            pick = "end"
        try:
            self.steps = restored if restored is not None else decode(turn, self.comps)
            self.partial = partial_of(self.steps, seat)
        except ValueError:
            self.problem = _("This turn could not be read: build it again.")
            self.steps, pick = [], ""
            self.partial = partial_of([], seat)
        try:
            self.opts = options_memo.options(state, seat, self.partial)
        except IllegalMove as exc:
            # a step the rules refuse now (a turn refused when played, a stale or typed
            # address): keep the steps before it, say why, and go on from there
            self.problem = render(exc.message)
            self.steps, self.partial, self.opts = self._kept(state, seat)
            pick = ""
        if pick == "end" and not self.opts.can_end and self.opts.end_problem is not None \
                and self.problem is None:
            self.problem = render(self.opts.end_problem.message)   # why it cannot end yet
        self.pick = pick if isinstance(pick, str) and len(pick) <= 40 else ""
        self.encoded = encode(self.steps, self.comps)
        self.groups: list[Group] = []
        self.title = ""
        self.after: dict[str, Any] | None = None
        self.page = "menu"
        self.slid_board: tuple[dict[str, int], list[int]] | None = None   # (board, offered)
        self._pages()

    def _kept(self, state: dict[str, Any], seat: int):
        """The longest start of the steps the rules still accept: (steps, partial, options);
        at worst no step (raises IllegalMove only when it is not this seat's turn)."""
        for n in range(len(self.steps) - 1, -1, -1):
            steps = self.steps[:n]
            partial = partial_of(steps, seat)
            try:
                return steps, partial, options_memo.options(state, seat, partial)
            except IllegalMove:
                if n == 0:
                    raise
        raise AssertionError("unreachable")

    # -- addresses
    def query(self, steps: list[dict] | None = None, pick: str = "") -> str:
        """The query of a builder page (``steps`` default: the steps so far)."""
        text = encode(self.steps if steps is None else steps, self.comps)
        values = {}
        if text:
            values["turn"] = text
        if pick:
            values["pick"] = pick
        if values and self.seen is not None:
            # first, the version the steps were chosen at: a page asked for once the table
            # has moved on says so and starts afresh (moves.render_seat)
            values = {"v": self.seen, **values}
        return urlencode(values)

    def with_step(self, step: dict[str, Any], pick: str = "") -> str:
        """The query once ``step`` is added."""
        return self.query(self.steps + [step], pick)

    @property
    def back(self) -> str | None:
        """The query of the page before (the choice being made or the last step taken back)."""
        if self.pick:
            return self.query()
        if self.steps:
            return self.query(self.steps[:-1])
        return None

    # -- words
    def place(self, pos: dict[str, int], state: dict[str, Any] | None = None) -> str:
        """A space in words as the drawing numbers it (presenter.space_label)."""
        return space_label(state or self.state, pos)

    def stone(self, i: int) -> str:
        """"stone 2 (dog)"."""
        hand = self.state["hands"][self.seat] or []
        label = render(names.stone_text(self.comps, hand[i])) if i < len(hand) else "?"
        return _("stone %(n)d (%(stone)s)", n=i + 1, stone=label)

    def symbol(self, symbol: str) -> str:
        """A symbol's name in the table's set."""
        return render(names.symbol_text(self.comps, symbol))

    def slide_words(self, sl: dict[str, int]) -> str:
        """A slide in words (``slide_words``)."""
        return slide_words(self.state, sl)

    def stones_words(self, step: dict[str, Any]) -> str:
        """How a line is made: one stone, two as a wild, one with the machete."""
        if len(step["stones"]) == 2:
            a, b = step["stones"]
            return _("stones %(a)d + %(b)d as a wild (%(symbol)s)", a=a + 1, b=b + 1,
                     symbol=self.symbol(step["symbol"]))
        if step["machete"]:
            return _("%(stone)s with the machete (%(symbol)s)", stone=self.stone(step["stones"][0]),
                     symbol=self.symbol(step["symbol"]))
        return self.stone(step["stones"][0])

    def line_words(self, step: dict[str, Any]) -> str:
        """"↑ 3 spaces" for a line."""
        return ngettext("%(arrow)s %(num)d space", "%(arrow)s %(num)d spaces", step["distance"],
                        arrow=ARROWS[step["direction"]])

    def done(self) -> list[str]:
        """The steps so far, each in words with where it leads."""
        out = []
        for k, step in enumerate(self.steps):
            after = self._run(self.steps[:k + 1])
            kind = step["kind"]
            if kind == "item":
                out.append(_("Machete out: one stone may be a wild.") if step["item"] == "machete"
                           else _("Elixir: a 4th slide this turn."))
            elif kind == "jump":
                where = self.place(step["to"], after[0] if after else None)
                out.append(_("Map: to %(place)s.", place=where) if step["item"] == "map"
                           else _("Compass: to %(place)s.", place=where))
            elif kind == "slide":
                out.append(_("Slide: %(slide)s.", slide=self.slide_words(step)))
            elif after is not None and after[1].adv["escaped"]:  # out: no place to go "to"
                out.append(_("Free step: out of the temple by the entrance.") if kind == "free"
                           else _("%(stones)s: %(line)s, out of the temple by the entrance.",
                                  stones=self.stones_words(step), line=self.line_words(step)))
            else:
                end = self._end_words(after)
                if kind == "free":
                    out.append(_("Free step: to %(place)s.", place=end))
                else:
                    out.append(_("%(stones)s: %(line)s, to %(place)s.",
                                 stones=self.stones_words(step), line=self.line_words(step),
                                 place=end))
        return out

    def _run(self, steps: list[dict]) -> tuple[dict, play.TurnRun] | None:
        try:
            s = work_copy(self.state)
            run = play.run_turn(s, self.seat, partial_of(steps, self.seat))
            return s, run
        except Exception:  # noqa: BLE001 - shown steps were checked: no reason to fail
            return None

    def _end_words(self, after) -> str:
        if after is None:
            return "?"
        s, run = after
        if run.adv["escaped"]:  # a choice still to make: where it leads, not "escaped"
            return _("out of the temple by the entrance")
        return self.place(pos_dict(pos_of(run.adv)), s)

    def _machete_note(self, step: dict[str, Any]) -> str:
        """What a line or free step (a segment, a destination) leads to when only the machete
        can end the turn after it (``Options.machete_only``): said before it is taken, as the
        backpack is used once a game (seed 000 「バックパックを使う」)."""
        if step in self.opts.machete_only:
            return _("after it, only the machete (once a game) can end this turn")
        return ""

    def _notes(self, steps: list[dict]) -> str:
        """What a step does besides moving: stelae taken, the camera, leaving, boulders."""
        before = self._run(self.steps)
        after = self._run(steps)
        if after is None or before is None:
            return ""
        s, run = after
        notes = []
        new = run.taken[len(before[1].taken):]
        for sid in new:
            notes.append(_("takes a %(colour)s stela",
                           colour=render(names.colour(sid.split("-")[0]))))
        if run.camera and not before[1].camera:
            notes.append(_("the camera"))
        jumped = [p for p in run.path[len(before[1].path):]
                  if p[0] == "p" and any(b["row"] == p[1] and b["col"] == p[2]
                                         for b in s["boulders"])]
        if jumped:
            notes.append(ngettext("jumps %(num)d boulder", "jumps %(num)d boulders",
                                  len(jumped)))
        if run.adv["escaped"] and not before[1].adv["escaped"]:
            notes.append(_("you leave the temple: the game ends") if self._ends_game()
                         else _("you leave the temple: no more turns for you"))
        return join_words(notes)

    # -- the pages
    def _pages(self) -> None:
        o = self.opts
        pick = self.pick
        parts = pick.split(".")
        if pick == "end" and o.can_end:
            self.page = "end"
            self._end_page()
            return
        if parts[0] == "jump" and len(parts) == 2 and parts[1] in o.jumps:
            self.page = "choose"
            self.title = (_("Map: jump to another space of your floor board") if parts[1] == "map"
                          else _("Compass: step to an adjacent space, diagonals too"))
            group = Group(_("Where to"))
            for to in o.jumps[parts[1]]:
                step = {"kind": "jump", "item": parts[1], "to": to}
                group.choices.append(Choice(self.place(to), self.with_step(step),
                                            f"{to['row']},{to['col']}",
                                            self._notes(self.steps + [step])))
            self.groups = [group]
            return
        if parts[0] == "slide" and o.slides:
            self._slide_page(parts)
            return
        if parts[0] in ("stone", "wild", "machete"):
            if self._line_page(parts):
                return
        if pick == "free" and o.free:
            self.page = "choose"
            self.title = _("Move freely over the blank spaces of this relay board")
            group = Group(_("Where to"))
            for to in o.free:
                step = {"kind": "free", "to": to}
                pos = f"{to['row']},{to['col']}" if "row" in to else ""
                group.choices.append(Choice(self.place(to), self.with_step(step), pos,
                                            self._machete_note(to)))
            self.groups = [group]
            return
        self.page = "menu"
        self._menu()

    def _menu(self) -> None:
        o = self.opts
        hand = self.state["hands"][self.seat] or []
        backpack = Group(_("Backpack (once per game)"))
        for item in ("map", "compass"):
            if item in o.jumps:
                backpack.choices.append(Choice(
                    _("Map: jump to another space of your floor board") if item == "map" else
                    _("Compass: step to an adjacent space, diagonals too"),
                    self.query(pick=f"jump.{item}")))
        if "elixir" in o.items and o.slides_left:
            backpack.choices.append(Choice(_("Elixir: a 4th slide this turn"),
                                           self.with_step({"kind": "item", "item": "elixir"})))
        machete = [s for s in o.segments if s["machete"]]
        if machete:
            backpack.choices.append(Choice(_("Machete: one stone as a wild"),
                                           self.query(pick="machete")))
        # the slides' budget is counted in spaces (a 3-space slide uses it all), so said
        # in spaces (「a. 床ボードのスライド」: 合計3スペースまで)
        slides = Group(ngettext("1. Slides (%(num)d space left)", "1. Slides (%(num)d spaces left)",
                                o.slides_left))
        if o.slides:
            slides.choices.append(Choice(_("Slide a floor board or turn a temple tier"),
                                         self.query(pick="slide")))
        moves = Group(_("2. Moves"))
        singles = {s["stones"][0] for s in o.segments if len(s["stones"]) == 1
                   and not s["machete"]}
        for i in sorted(singles):
            moves.choices.append(Choice(_("Stone %(n)d: %(stone)s", n=i + 1, stone=render(
                names.stone_text(self.comps, hand[i]))), self.query(pick=f"stone.{i}")))
        pairs = sorted({tuple(s["stones"]) for s in o.segments if len(s["stones"]) == 2})
        for a, b in pairs:
            moves.choices.append(Choice(_("Stones %(a)d + %(b)d together as a wild", a=a + 1,
                                          b=b + 1), self.query(pick=f"wild.{a}{b}")))
        if o.free:
            moves.choices.append(Choice(_("Move freely over this relay board (no stone)"),
                                        self.query(pick="free")))
        end = Group(_("3. End"))
        if o.can_end and self.steps:   # the pass, before any step: offered apart (pass_offer)
            end.choices.append(Choice(_("End the turn here: see the table after it"),
                                      self.query(pick="end")))
        self.groups = [g for g in (backpack, slides, moves, end) if g.choices]

    def _before_slide(self):
        """On the menu right after a slide, the options before it; else None."""
        if self.page != "menu" or self.pick or not self.steps \
                or self.steps[-1]["kind"] != "slide":
            return None
        try:
            return options_memo.options(self.state, self.seat,
                                        partial_of(self.steps[:-1], self.seat), slides=False)
        except IllegalMove:
            return None

    @property
    def ruled_out(self) -> list[str]:
        """On the menu right after a slide, what that slide ruled out and why
        (turn_notes.ruled_out); else []."""
        before = self._before_slide()
        if before is None:
            return []
        return turn_notes.ruled_out(self.state, self.seat, before, self.opts,
                                    self.board_name(self.steps[-1]))

    @property
    def left_out(self) -> list[str]:
        """Why the rules leave out of this page what ``ruled_out`` does not explain: stones
        on the menu (turn_notes.stones_left_out), distances on a board's slide page
        (turn_notes.distances_left_out)."""
        if self.page == "menu":
            return turn_notes.stones_left_out(self.state, self.seat, self.partial, self.opts,
                                              self._before_slide())
        if self.slid_board is None:
            return []
        used = sum(abs(sl["by"]) for sl in self.partial["slides"])
        return turn_notes.distances_left_out(self.opts.state, *self.slid_board, used,
                                             self.opts.slides_left)

    @property
    def pass_offer(self) -> dict[str, Any] | None:
        """The pass, on the first page of a turn (no step yet): turn_notes.pass_offer."""
        if self.steps or self.page != "menu" or self.pick:
            return None
        return turn_notes.pass_offer(self.state, self.seat, self.opts)

    def _slide_page(self, parts: list[str]) -> None:
        o = self.opts
        self.page = "choose"
        boards: dict[str, list[dict]] = {}
        for sl in o.slides:
            key = f"r.{sl['row']}" if "row" in sl else f"t.{sl['tier']}"
            boards.setdefault(key, []).append(sl)
        chosen = ".".join(parts[1:])
        if chosen in boards:
            first = boards[chosen][0]
            self.title = _("Slide %(board)s", board=self.board_name(first))
            left, right = Group(_("Left (anticlockwise)") if "tier" in first else _("Left")), \
                Group(_("Right (clockwise)") if "tier" in first else _("Right"))
            plain = self._slides_without_machete()
            for sl in sorted(boards[chosen], key=lambda x: abs(x["by"])):
                step = {"kind": "slide", **sl}
                label = ngettext("%(num)d space", "%(num)d spaces", abs(sl["by"]))
                note = ("" if plain is None or sl in plain else
                        _("after it, only the machete (once a game) can end this turn"))
                (right if sl["by"] > 0 else left).choices.append(
                    Choice(("← " if sl["by"] < 0 else "→ ") + label, self.with_step(step),
                           note=note))
            self.groups = [g for g in (left, right) if g.choices]
            self.slid_board = ({k: first[k] for k in ("row", "tier") if k in first},
                               [sl["by"] for sl in boards[chosen]])
            return
        self.title = _("Which floor board or temple tier slides?")
        here = pos_of(self.opts_run_adv())
        group = Group(ngettext("Slides (%(num)d space left)", "Slides (%(num)d spaces left)",
                               o.slides_left))
        for key, sls in boards.items():
            kind, number_ = key.split(".")
            if kind == "r":
                label = render(names.slab_place(self.state, int(number_)))
                mine = here[0] == "p" and here[1] == int(number_)
            else:
                label = render(Msg("mayan_curse.place.temple_tier", tier=int(number_)))
                mine = here[0] == "t" and here[1] == int(number_)
            if mine:
                label = _("%(board)s (you stand on it)", board=label)
            group.choices.append(Choice(label, self.query(pick=f"slide.{key}")))
        self.groups = [group]

    def _slides_without_machete(self) -> list[dict[str, int]] | None:
        """The slides offered were the machete, not declared yet, to stay in the backpack
        (None when it is no open choice): a slide outside them can be finished only with it."""
        if "machete" not in self.opts.items or self.state["solo"]:
            return None
        return options_memo.options(self.state, self.seat, self.partial, machete=False).slides

    def opts_run_adv(self) -> dict[str, Any]:
        """The adventurer after the steps so far."""
        return self.opts.state["adventurers"][self.seat]

    def _line_page(self, parts: list[str]) -> bool:
        o = self.opts
        head = parts[0]
        if head == "machete" and len(parts) == 1:
            stones = sorted({s["stones"][0] for s in o.segments if s["machete"]})
            if not stones:
                return False
            self.page = "choose"
            self.title = _("Machete: which stone becomes a wild?")
            group = Group(_("Sacred stone"))
            # what each button does, said on it (the trial found the second one puzzling)
            for i in stones:
                group.choices.append(Choice(self.stone(i), self.query(pick=f"machete.{i}"),
                                            note=_("this stone becomes a wild now: next, its "
                                                   "symbol and its line")))
            if "machete" in o.items:
                group.choices.append(Choice(
                    _("Only take the machete out (for a later line)"),
                    self.with_step({"kind": "item", "item": "machete"}),
                    note=(_("no stone chosen yet: slide first if you wish (slides that only "
                            "a wild stone can finish are then offered), and make a stone wild "
                            "when you move; your backpack counts as used") if o.slides else
                          _("no stone chosen yet: make a stone wild when you move; your "
                            "backpack counts as used")), secondary=True))
            self.groups = [group]
            return True
        try:
            stones = [int(ch) for ch in parts[1]]
        except (IndexError, ValueError):
            return False
        machete = head == "machete"
        want = len(stones) == (2 if head == "wild" else 1)
        segs = [s for s in o.segments if s["stones"] == stones and s["machete"] == machete
                and want]
        if not segs:
            return False
        symbols = sorted({s["symbol"] for s in segs}, key=self.comps["symbols"].index)
        chosen = None
        if len(parts) >= 3:
            k = number(parts[2], digits=2)
            if k is not None and k < len(self.comps["symbols"]) and \
                    self.comps["symbols"][k] in symbols:
                chosen = self.comps["symbols"][k]
        hand = self.state["hands"][self.seat] or []
        dual = head == "stone" and "/" in hand[stones[0]]
        if chosen is None and len(symbols) == 1 and head == "stone":
            # a stone whose one symbol (a dual stone: of its two, the only one) can move
            # now: nothing to ask; the step still names the symbol, checked again when posted
            chosen = symbols[0]
        self.page = "choose"
        if chosen is None:
            self.title = (_("%(stone)s: which of its symbols?", stone=self.stone(stones[0]))
                          if head == "stone" else _("Which symbol does the wild stand for?"))
            group = Group(_("Symbol"))
            for sym in symbols:
                group.choices.append(Choice(self.symbol(sym), self.query(
                    pick=f"{head}.{parts[1]}.{self.comps['symbols'].index(sym)}")))
            self.groups = [group]
            return True
        step0 = {"kind": "line", "stones": stones, "symbol": chosen, "machete": machete}
        if dual:   # which of its symbols it moves along, taken or picked
            self.title = _("%(stone)s as %(symbol)s: which way and how far?",
                           stone=self.stone(stones[0]), symbol=self.symbol(chosen))
        else:
            self.title = _("%(stones)s: which way and how far?", stones=self.stones_words(step0))
        for d in ("up", "down", "left", "right"):
            group = Group(render(names.direction(d)))
            for seg in sorted((s for s in segs if s["symbol"] == chosen and s["direction"] == d),
                              key=lambda s: s["distance"]):
                step = {"kind": "line", **seg}
                after = self._run(self.steps + [step])
                end = self._end_words(after)
                pos = ""
                if after is not None and not after[1].adv["escaped"] and \
                        after[1].adv["tier"] is None:
                    pos = f"{after[1].adv['row']},{after[1].adv['col']}"
                notes = join_words([n for n in (self._notes(self.steps + [step]),
                                                 self._machete_note(seg)) if n])
                group.choices.append(Choice(_("%(line)s: %(place)s", line=self.line_words(seg),
                                              place=end), self.with_step(step), pos, notes))
            if group.choices:
                self.groups.append(group)
        return True

    def _end_page(self) -> None:
        """The table after the turn, before it is played (stones discarded, the solo token)."""
        try:
            after, run = play.after_turn(self.state, self.partial)
        except IllegalMove as exc:   # checked by the options: should not happen
            self.problem = render(exc.message)
            self.page = "menu"
            self._menu()
            return
        adv = after["adventurers"][self.seat]
        self.title = _("The table after this turn")
        lines = turn_notes.after_lines(self.state, self.seat, after, run, self._ends_game(),
                                       passed=not self.steps)
        self.after = {"state": after, "lines": lines,
                      "path": {f"{p[1]},{p[2]}" for p in run.path if p[0] == "p"},
                      "escaped": adv["escaped"]}

    def _ends_game(self) -> bool:
        """Whether this seat leaving the temple ends the game: nobody else is still inside
        (「すべてのプレイヤーが入口に戻る…と、ゲームは終了します」; solo, at once)."""
        return not [seat for seat in play.active_seats(self.state) if seat != self.seat]

    # -- for the drawing
    def board_name(self, sl: dict[str, int]) -> str:
        """The board a slide names, in words."""
        return turn_notes.board_name(self.state, sl)

    def drawing_view(self) -> dict[str, Any]:
        """This seat's view of the table after the steps (after the whole turn on the last
        page): what the drawing shows."""
        state = self.after["state"] if self.page == "end" and self.after else self.opts.state
        return GAME.view(state, self.seat)

    def drawing_path(self) -> set[str]:
        """The spaces the turn goes over, outlined on the drawing."""
        if self.page == "end" and self.after:
            return self.after["path"]
        return self.path()

    def path(self) -> set[str]:
        """The spaces the steps so far went over ("row,col")."""
        got = self._run(self.steps)
        if got is None:
            return set()
        return {f"{p[1]},{p[2]}" for p in got[1].path if p[0] == "p"}

    def taps(self) -> dict[str, dict[str, str]]:
        """The spaces of the drawing a choice of this page goes to, each made a tap target
        for that choice: ``{"row,col": {"query": the choice's query, "label": its words}}``.
        A space two choices reach (a line and the same space by another symbol, say) is left
        out: its buttons say which is which.  The link is the choice's own, so the server
        checks the step again when it is opened (``turn_steps.options``)."""
        seen: dict[str, list[Choice]] = {}
        for group in self.groups:
            for choice in group.choices:
                if choice.pos:
                    seen.setdefault(choice.pos, []).append(choice)
        return {pos: {"query": hits[0].query, "label": hits[0].label}
                for pos, hits in seen.items() if len(hits) == 1}

    def symbol_here(self) -> str | None:
        """The symbol under the adventurer after the steps so far, if any."""
        pos = self.opts.position
        if not pos or "row" not in pos:
            return None
        return symbol_at(self.opts.state, pos["row"], pos["col"])
