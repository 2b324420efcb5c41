"""Mayan Curse's presenter: what its templates (templates/games/mayan_curse/) call to say and
draw the table in the page language (names, the passage and temple drawings, the boulder
preview, the turn shown on the host screen, the solo verdict), and the sentences the host
screen and the turn builder share (a space, a slide, the trigger tokens a turn takes).
``MayanCursePresenter`` is inherited by the web side (forms.py ``WEB``), which the templates
receive as ``web``.  Nothing here decides a rule: the engine's (``rules/``) answers.
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext

from companion.games.mayan_curse.cli import boulder_text, legend_pairs, row_label, short_names
from companion.games.mayan_curse.messages import join_words
from companion.games.mayan_curse.rules import GAME, names, scoring
from companion.games.mayan_curse.rules.boulders import (
    adventurers_at, boulder_at, is_floor, roll_boulder, stela_at, symbol_at, work_copy,
)
from companion.games.mayan_curse.rules.components import STELA_RANGES, WILD
from companion.i18n import render
from companion.message import Msg

LABELS = {
    "machete": _l("Machete: one stone as a wild"),
    "map": _l("Map: jump to a space of your slab (before sliding)"),
    "compass": _l("Compass: step to an adjacent space, diagonals too (before sliding)"),
    "elixir": _l("Elixir: a 4th slide this turn"),
    "up": _l("up (toward the temple)"), "down": _l("down (toward the entrance)"),
    "left": _l("left"), "right": _l("right"),
    "easy": _l("Easy: 20 knowledge"), "normal": _l("Normal: 25 knowledge"),
    "adventurer": _l("Adventurer: 28 knowledge"),
    "thrill_seeker": _l("Thrill seeker: 30 knowledge and the camera"),
}
SCENARIOS = {
    1: _l("Escape with 22+ knowledge and at least one beige stela"),
    2: _l("Escape with 25+ knowledge without using the backpack"),
    3: _l("Escape with 30+ knowledge"),
    4: _l("Escape with 25+ knowledge before two boulders reach the entrance"),
    5: _l("Escape with the camera and without taking a single stela"),
    6: _l("Escape with 30+ knowledge without using the backpack"),
    7: _l("Escape with 20+ knowledge before any boulder reaches the entrance"),
    8: _l("Escape with 28+ knowledge without the camera"),
    9: _l("Collect every brown stela of the passage and escape with 28+ knowledge"),
    10: _l("Collect every grey and beige stela of the passage and escape"),
    11: _l("Escape with 35+ knowledge"),
    12: _l("Escape with every beige stela and the camera"),
}


# ---------------------------------------------------------------- sentences shared with the builder
def boulder_lines(state: dict, records: list[dict]) -> list[str]:
    """One paragraph per roll record in the page language (``cli.boulder_text``), for the
    host screen and the phones."""
    return boulder_text(state, records)


def space_label(state: dict, pos: dict[str, int]) -> str:
    """A space in words, as on the table: "river 1, 3rd slab, 2nd space from the left
    (dog)" / "temple tier 6, space 4 from the black dot".  On a slab slid off its place the
    slab's own count and the drawing's column numbers (the relay boards' spaces) differ, so
    the space is said once, by the drawing's column and its symbol ("the 1st slab of river 1,
    column 2 on the drawing (dog)")."""
    msg = names.space_on_board(state, pos)
    if "tier" in pos:
        return render(msg)
    sym = symbol_at(state, pos["row"], pos["col"])
    if sym is None:
        return render(msg)
    symbol = render(names.symbol_text(state["components"], sym))
    if msg.code == "mayan_curse.place.with_column":
        return _("%(slab)s, column %(col)d on the drawing (%(symbol)s)",
                 slab=render(names.slab_place(state, pos["row"])), symbol=symbol,
                 col=msg.params["col"])
    return _("%(place)s (%(symbol)s)", place=render(msg), symbol=symbol)


def slide_words(state: dict[str, Any], sl: dict[str, int]) -> str:
    """"river 1, 3rd slab: 2 spaces right" / "temple tier 3: 1 space clockwise"."""
    n = abs(sl["by"])
    if "row" in sl:
        board = render(names.slab_place(state, sl["row"]))
        if sl["by"] > 0:
            return ngettext("%(board)s: %(num)d space right", "%(board)s: %(num)d spaces right",
                            n, board=board)
        return ngettext("%(board)s: %(num)d space left", "%(board)s: %(num)d spaces left", n,
                        board=board)
    tier = render(Msg("mayan_curse.place.temple_tier", tier=sl["tier"]))
    if sl["by"] > 0:
        return ngettext("%(board)s: %(num)d space clockwise",
                        "%(board)s: %(num)d spaces clockwise", n, board=tier)
    return ngettext("%(board)s: %(num)d space anticlockwise",
                    "%(board)s: %(num)d spaces anticlockwise", n, board=tier)


def token_lines(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """The trigger tokens a turn takes, boulder by boulder, and the boulders it releases."""
    lines = []
    for b, was in zip(after["boulders"], [x["tokens"] for x in before["boulders"]]):
        face = render(names.symbol_text(before["components"], b["face"]))
        if was and not b["tokens"] and not b["at_entrance"]:
            lines.append(_("Boulder %(n)d (%(face)s) loses its last trigger token: it rolls at "
                           "the end of the round.", n=b["id"] + 1, face=face))
        elif was > b["tokens"]:
            lines.append(ngettext("Boulder %(n)d (%(face)s) keeps %(num)d trigger token.",
                                  "Boulder %(n)d (%(face)s) keeps %(num)d trigger tokens.",
                                  b["tokens"], n=b["id"] + 1, face=face))
    return lines


# ---------------------------------------------------------------- the drawing's data
def passage_grid(state: dict[str, Any], seat: int | None = None) -> list[dict[str, Any]]:
    """The passage as data for a drawing, temple end first (as ``passage_text``)::

        [{"row": r, "board": str, "kind": "relay"|"slab", "position": int|None,
          "slab": id|None, "offset": int,
          "cells": [{"col": c, "floor": bool, "symbol": str|None, "stela": colour|None,
                     "boulder": {"id", "face", "tokens"}|None, "adventurers": [seat, ...],
                     "marked": bool (an entrance or boulder start space)}, ...]}, ...]

    Columns run from ``-max_slide`` to ``max(width, slab_length) + max_slide - 1``.  Nothing
    hidden is in it (``seat`` is accepted for symmetry with ``view``)."""
    comps = state["components"]
    p = comps["passage"]
    lo = -p["max_slide"]
    hi = max(p["width"], p["slab_length"]) + p["max_slide"]
    middle = [y for y, r in enumerate(state["rows"]) if r["board"] == "middle"]
    marked = {(0, c) for c in p["entrance_relay"]["marked"]}
    if middle:
        marked |= {(middle[0] + p["middle_relay"]["boulder_row"], c)
                   for c in p["middle_relay"]["boulder_cols"]}
    out = []
    for y in range(len(state["rows"]) - 1, -1, -1):
        info = state["rows"][y]
        cells = []
        for c in range(lo, hi):
            floor = is_floor(state, y, c)
            b = boulder_at(state, y, c) if floor else None
            st = stela_at(state, y, c) if floor else None
            cells.append({"col": c, "floor": floor,
                          "symbol": symbol_at(state, y, c) if floor else None,
                          "stela": st["colour"] if st else None,
                          "boulder": ({"id": b["id"], "face": b["face"], "tokens": b["tokens"]}
                                      if b else None),
                          "adventurers": adventurers_at(state, y, c) if floor else [],
                          "marked": (y, c) in marked})
        out.append({"row": y, "board": info["board"], "kind": info["kind"],
                    "position": info.get("position"), "slab": info.get("slab"),
                    "offset": info.get("offset", 0), "cells": cells})
    return out


# ---------------------------------------------------------------- what templates look up
class MayanCursePresenter:
    """The methods Mayan Curse's templates call on ``web`` (names, drawings, the boulder
    preview, the shown turn, the solo verdict), in the page language."""

    def say(self, value: Any) -> str:
        """A message, data text or name in the page language (companion.i18n.render)."""
        return render(value)

    def category_label(self, category: str) -> str:
        """A score sheet category in the page language."""
        return render(Msg(f"mayan_curse.category.{category}"))

    def colour_name(self, colour: str) -> str:
        """A stela colour in the page language."""
        return render(names.colour(colour))

    def item_name(self, item: str) -> str:
        """A backpack item in the page language."""
        return render(names.item(item))

    def board_name(self, board: str) -> str:
        """A relay board's or a river's name ("the middle relay board", "river 1")."""
        return render(names.board(board))

    def symbol_name(self, state: dict, symbol: str) -> str:
        """A symbol's (or the wild face's) name as the table's set gives it."""
        return render(names.symbol_text(state["components"], symbol))

    def stone_name(self, state: dict, label: str) -> str:
        """A sacred stone by its pouch label ("dog/jaguar"), in the table's names."""
        return render(names.stone_text(state["components"], label))

    def names_list(self, items: list[str]) -> str:
        """Names listed in the page language ("Ana, Ben and Cai" / 「アナ、ベン、カイ」)."""
        return join_words(items)

    def difficulty_label(self, difficulty: str | None) -> str:
        """A solo difficulty with its target."""
        return str(LABELS.get(difficulty or "normal", difficulty))

    def scenario_label(self, number: int | None) -> str:
        """A solo scenario's goal."""
        return str(SCENARIOS.get(number, "")) if number else ""

    def stela_name(self, entry: dict) -> str:
        """A stela one holds by its colour alone ("grey stela"), without its value: what a
        value button's label names (the value it enters follows)."""
        return render(names.stela_name({"colour": entry.get("colour")}))

    def stela_label(self, entry: dict) -> str:
        """A stela one holds as its holder sees it: "grey stela" or, with its value entered,
        "grey stela (4 knowledge)" (names.stela_name: never the app's own numbers)."""
        return render(names.stela_name(entry))

    def stela_groups(self, stelae: list[dict]) -> list[dict]:
        """A seat's stelae (``adventurers[seat]["stelae"]``) gathered as its holder tells them
        apart, by colour and value entered (alike ones once, with how many): ``[{"entry": the
        first of them, "count", "label": stela_label}]``, in the order first taken."""
        groups: dict[tuple, dict] = {}
        for e in stelae:
            key = (e.get("colour"), e.get("value"))
            if key in groups:
                groups[key]["count"] += 1
            else:
                groups[key] = {"entry": e, "count": 1, "label": self.stela_label(e)}
        return list(groups.values())

    def is_sample(self, state: dict) -> bool:
        """Whether the table plays with the sample component set."""
        return bool(state["components"].get("sample"))

    def component_label(self, state: dict) -> str:
        """The component set's own label in the page language (the sample says it is one)."""
        return render(names.set_label(state["components"]))

    def grid(self, state: dict) -> list[dict]:
        """The passage as data (``passage_grid``), temple end first."""
        return passage_grid(state)

    def abbreviations(self, state: dict) -> dict[str, str]:
        """Each symbol's short name for the drawing in the page language (the set's own
        short form, else its name), the wild face as ✱."""
        return short_names(state["components"])

    def legend(self, state: dict) -> list[tuple[str, str]]:
        """(short name, full name) of each symbol and the wild, for the drawing's legend."""
        return legend_pairs(state["components"])

    def legend_text(self, state: dict) -> str:
        """The drawing's legend of symbols: "Symbols: dog, jaguar, ✱ = wild." (a short name
        is explained by its full name)."""
        pairs = [short if short == full else _("%(short)s = %(full)s", short=short, full=full)
                 for short, full in self.legend(state)]
        return _("Symbols: %(list)s.", list=self.names_list(pairs))

    def columns(self, state: dict) -> list[int]:
        """The passage drawing's column numbers."""
        p = state["components"]["passage"]
        return list(range(-p["max_slide"], max(p["width"], p["slab_length"]) + p["max_slide"]))

    def column_label(self, state: dict, col: int) -> str:
        """A drawing column's heading: the relay boards' space number from the left (1 ...),
        nothing beside them."""
        return str(col + 1) if 0 <= col < state["components"]["passage"]["width"] else ""

    def slab_line(self, state: dict, row: dict) -> Msg:
        """A slab to lay out, named by its place as the forms name it: "The 1st slab of river
        1: the board with 1 dot icon on its right end" (no id: the boards print none;
        ``row``: a ``state["rows"]`` entry)."""
        river, slab = names.river_slab(row)
        return Msg("mayan_curse.setup.slab_line", river=river, slab=slab,
                   dots=self.slab_dots(state, row["slab"]))

    def stela_place(self, state: dict, stela: dict) -> str:
        """Where a stela lies face down: "left end of the 3rd slab of river 1" or a temple
        space."""
        if "tier" in stela:
            return render(names.temple_place(stela["tier"], stela["index"]))
        info = state["rows"][stela["row"]]
        slab = render(names.slab_place(state, stela["row"]))
        if stela["col"] == info["offset"]:
            return _("left end of %(slab)s", slab=slab)
        return _("right end of %(slab)s", slab=slab)

    def temple_space(self, tier: int, index: int) -> Msg:
        """A temple space as the tier board counts it (from its black dot)."""
        return names.temple_place(tier, index)

    def slab_dots(self, state: dict, slab_id: str | None) -> int:
        """The orientation dots printed on a slab (on its right end, seen from the entrance)."""
        for slab in state["components"]["slabs"]:
            if slab["id"] == slab_id:
                return slab["dots"]
        return 0

    def row_label(self, state: dict, row: dict) -> str:
        """A drawing row's name: "river 1, slab 3" or "middle relay, row 2"."""
        return row_label(state, row["row"])

    def temple(self, state: dict) -> dict[str, Any]:
        """The temple unrolled: ``lines`` (fixed directions 0..lines-1), ``entry`` {line:
        relay column}, ``tiers`` top first, each ``{"tier", "rotation", "cells": [{"line",
        "index", "symbol", "stela", "adventurers"} per line]}``, ``top_camera``, ``beside``."""
        comps = state["components"]["temple"]
        lines = comps["lines"]
        on_tier: dict[tuple[int, int], list[int]] = {}
        for seat, adv in enumerate(state["adventurers"]):
            if adv.get("tier") is not None and not adv["escaped"]:
                on_tier.setdefault((adv["tier"], adv["index"]), []).append(seat)
        stelae = {(st["tier"], st["index"]): st["colour"] for st in state["stelae"]
                  if "tier" in st}
        tiers = []
        for t in range(len(comps["tiers"]), 0, -1):
            rot = state["temple"]["rotation"][t - 1]
            cells = []
            for line in range(lines):
                index = (line - rot) % lines
                cells.append({"line": line, "index": index,
                              "symbol": comps["tiers"][t - 1]["spaces"][index],
                              "stela": stelae.get((t, index)),
                              "adventurers": on_tier.get((t, index), [])})
            tiers.append({"tier": t, "rotation": rot, "cells": cells})
        return {"lines": list(range(lines)),
                "entry": dict(zip(comps["entry_lines"], comps["entry_cols"])),
                "tiers": tiers, "top_camera": state["cameras"]["top"],
                "beside": state["cameras"]["beside"]}

    def position_text(self, state: dict, seat: int) -> str:
        """Where an adventurer stands, in words."""
        adv = state["adventurers"][seat]
        if adv["escaped"]:
            return render(Msg("mayan_curse.place.escaped"))
        if adv["tier"] is not None:
            return space_label(state, {"tier": adv["tier"], "index": adv["index"]})
        return space_label(state, {"row": adv["row"], "col": adv["col"]})

    def boulder_place(self, state: dict, b: dict) -> str:
        """Where a boulder is, in words."""
        return render(names.boulder_place(state, b))

    def preview(self, state: dict) -> dict[str, Any]:
        """Where the boulders will roll: ``released`` (the boulder step as it would happen
        now, in order, with sentences and path cells) and ``held`` (each boulder still holding
        trigger tokens that does not roll this round: where it would roll if released alone
        now)."""
        out: dict[str, Any] = {"released": [], "held": [], "path": set(), "targets": set()}
        if state["over"]:
            return out
        records = GAME.preview_boulders(state)
        for rec, sentence in zip(records, boulder_lines(state, records)):
            out["released"].append({"record": rec, "text": sentence})
            out["path"] |= {f"{s['row']},{s['col']}" for s in rec["steps"]}
            if rec["target"]["kind"] == "space":
                out["targets"].add(f"{rec['target']['row']},{rec['target']['col']}")
        rolling = {rec["boulder"] for rec in records}
        for b in state["boulders"]:
            # a boulder that rolls this round is said once, with the others that roll
            if b["tokens"] and not b["at_entrance"] and b["id"] not in rolling:
                work = work_copy(state)
                for other in work["boulders"]:
                    if other["id"] == b["id"]:
                        other["tokens"] = 0
                rec = roll_boulder(work, b["id"])
                head = render(Msg("mayan_curse.boulder.held", n=b["id"] + 1, tokens=b["tokens"],
                                  face=names.symbol_text(state["components"], b["face"])))
                out["held"].append({"boulder": b, "head": head,
                                    "text": boulder_lines(state, [rec])[0]})
        return out

    def shown_turn(self, view: dict) -> dict[str, Any] | None:
        """The turn a phone showed before playing it, for the host screen (``view``: the host
        screen's view, whose shown turn holds the table after it, ``"after"``; the words never
        name a stone): ``{"seat", "lines", "rolls", "path", "after_view", "last_of_round",
        "ends_game"}``, or None when no turn is shown now."""
        shown = view.get("shown_turn")
        if not shown or not shown.get("after"):
            return None
        seat, after = shown["seat"], shown["after"]
        name = view["players"][seat]["name"]
        lines = [_("Slide: %(slide)s.", slide=slide_words(view, sl)) for sl in shown["slides"]]
        if shown["item"]:
            lines.append(_("Backpack: the %(item)s.", item=self.item_name(shown["item"])))
        adv = after["adventurers"][seat]
        if adv["escaped"]:
            lines.append(_("%(name)s leaves the passage by the entrance.", name=name))
        else:
            pos = {"tier": adv["tier"], "index": adv["index"]} if adv["tier"] is not None \
                else {"row": adv["row"], "col": adv["col"]}
            lines.append(_("%(name)s ends on %(place)s.", name=name,
                           place=space_label(after, pos)))
        for stela in shown["stelae"]:
            lines.append(_("%(name)s takes a %(colour)s stela.", name=name,
                           colour=self.colour_name(stela["id"].split("-")[0])))
        if shown["camera"]:
            lines.append(_("%(name)s takes a camera.", name=name))
        lines += token_lines(view, after)
        return {"seat": seat, "lines": lines, "rolls": boulder_lines(after, shown["rolls"]),
                "path": {f"{p['row']},{p['col']}" for p in shown["path"] if "row" in p},
                "after_view": after, "last_of_round": shown["last_of_round"],
                "ends_game": shown["ends_game"]}

    def last_rolls(self, state: dict) -> list[str]:
        """The step-by-step sentences of the last boulder step."""
        return boulder_lines(state, state.get("last_boulders") or [])

    def last_path(self, state: dict) -> set[str]:
        """The cells the last boulder step rolled over ("row,col")."""
        return {f"{s['row']},{s['col']}" for r in state.get("last_boulders") or []
                for s in r["steps"]}

    def solo(self, state: dict) -> dict[str, Any] | None:
        """The solo verdict (scoring.solo_result) once a solo game is over."""
        if not state.get("solo") or not state.get("over"):
            return None
        return scoring.solo_result(state)

    def knowledge(self, adv: dict) -> int:
        """An adventurer's knowledge so far (values entered, camera, unused backpack)."""
        return scoring.knowledge(adv)

    def value_range(self, colour: str) -> str:
        """A stela colour's knowledge range ("2-5")."""
        lo, hi = STELA_RANGES[colour]
        return f"{lo}–{hi}"

    def missing_values(self, state: dict, seat: int) -> int:
        """How many of a seat's stelae have no value entered yet."""
        return sum(e["value"] is None for e in state["adventurers"][seat]["stelae"])

    def wild(self) -> str:
        """The wild boulder face's name in the data."""
        return WILD
