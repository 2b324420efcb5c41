"""Ohio Bob's tap editor (``EDITOR``, the protocol of companion/web/editor.py): a table enters its
own copy a card at a time, without writing JSON.

Kinds and entries (n from 1, as a person counts them):

* ``basics`` (1 entry): the room size (rows, spaces in a row) and the gem colours of the copy —
  needed before any temple card;
* ``green`` / ``blue`` (17 entries each): a temple card, its room side as its grid (a tap on a
  space puts the chosen kind there, a tap on an edge adds a wall, then a locked door) and its
  equipment side (the gem colour, options A and B as effect buttons in order): card_entry.py;
* ``start`` (4 entries per set of starting cards, two sets): the level card (both sides: each
  level's rooms, rest cost, MAX cards and energy, and the levels whose rations give nothing),
  the energy card (its maximum on each side), the amulet card (the two challenges of each side,
  gems by colour) and the Super Gear (its options; it has no hard side).

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt ("1人プレイのセットアップ", "難易度",
"装備カード", "スーパーギア").  What the rules give is offered already filled in and said to come
from the rules (the Super Gear's move; on the level card's easy side, 5 rooms on level 1, energy
6 at level 1 and a rest cost of 2 on level 2); everything else is the table's to enter: nothing
is made up.  A refusal names the card and the place on it (components.py); nothing is stored.
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from flask import request

from companion.engine import ComponentError
from companion.inputs import number
from companion.message import Msg
from companion.web.editor_hooks import EditorHooks

from ..rules import components
from ..rules import names
from ..rules.components import SET_NAMES, START_CARDS, START_ENTRIES, slot_id
from . import card_entry
from .pictures import mini_room

LEVEL_FIELDS = (("rooms", 1, 17), ("rest", 0, 20), ("max_cards", 1, 20), ("energy", 1, 20))
SIDES = ("easy", "hard")
#: The level card's values the rules give (部屋&階層, 1人プレイのセットアップ 2, 休憩する):
#: (level, field) -> value, offered on the easy side of a level card not entered yet.
RULES_LEVEL = {(1, "rooms"): 5, (1, "energy"): 6, (2, "rest"): 2}
ROOM_SIZES = range(2, 10)
#: The value of "next" on a second set's level card that saves it, its energy card and its
#: Super Gear as the first set's (2人プレイのセットアップ 3: only the amulet cards differ); digits,
#: no word (a button's value is part of what a page shows).
SAME = "2"
SAME_AS_FIRST = ("level", "energy", "super_gear")


class OhioBobEditor(EditorHooks):
    """The tap editor of an Ohio Bob component set (see the module docstring)."""

    kinds = ["basics", "green", "blue", "start"]

    def kind_label(self, kind: str, done: int, expected: int | None) -> Msg:
        """"green floor temple cards 3/17" / 「緑の床の神殿カード 3/17」."""
        return Msg("components.progress", kind=Msg(f"ohio_bob.editor.kind.{kind}"), done=done,
                   expected=expected)

    def progress(self, doc: dict) -> list[tuple[str, int, int | None]]:
        """How complete the set is, per kind (components.progress)."""
        counts = components.progress(doc)
        return [(kind, *counts[kind]) for kind in self.kinds]

    def entries(self, doc: dict, kind: str) -> list[tuple[int, Msg, bool]]:
        """The entries of a kind: (n, label, done); a temple card's label says both its sides
        (「黄の宝石 — A：移動 ↑、移動 ⇔ · B：トーチ／部屋：罠、階段／壁5・ロックされたドア1」)."""
        if kind == "basics":
            size = doc.get("room_size")
            if size and doc.get("gem_colours"):
                return [(1, Msg("ohio_bob.editor.basics_done", rows=size["rows"],
                                cols=size["cols"],
                                colours=[names.colour(c) for c in doc["gem_colours"]]), True)]
            return [(1, Msg("ohio_bob.editor.basics"), False)]
        if kind in SET_NAMES:
            out = []
            for n, card in enumerate(doc["sets"][kind], 1):
                # both sides, compact: two cards alike on one side differ on the other
                room = (card or {}).get("room") or {}
                label = (Msg("ohio_bob.card.with_room_edges",
                             card=names.described(card["id"], card), room=names.room(card),
                             walls=len(room.get("walls", [])), doors=len(room.get("doors", [])))
                         if card is not None
                         else Msg("ohio_bob.editor.card_n", n=n))
                out.append((n, label, card is not None))
            return out
        if kind == "start":
            out = []
            for i, start in enumerate(doc["starting_sets"]):
                for j, entry in enumerate(START_ENTRIES):
                    done, printed = components.start_sides(start, entry)
                    label = _start_label(i, entry)
                    if 0 < done < printed:      # one side of two: say which
                        side = "easy" if start[entry]["easy"] is not None else "hard"
                        label = Msg("ohio_bob.editor.one_side", entry=label,
                                    side=names.SIDES[side])
                    out.append((i * len(START_ENTRIES) + j + 1, label, done > 0))
            return out
        return []

    pictures_template = "games/ohio_bob/_set_pictures.html"

    def pictures(self, doc: dict, kind: str) -> dict[int, Any]:
        """The set's page draws each temple card entered as a small room (walls, locked doors,
        stairs, special spaces: ``pictures.mini_room``), by its place n in its set; the
        other kinds and the cards not entered yet have none."""
        if kind not in SET_NAMES:
            return {}
        return {n: mini_room(card) for n, card in enumerate(doc["sets"][kind], 1)
                if card is not None and card.get("room")}

    def blank(self) -> dict:
        """A new set with nothing entered (components.blank)."""
        return components.blank()

    def named(self, doc: dict, name: str) -> dict:
        """A copy of a set that is not a sample labelled with the set's name (a new set's
        label is empty until then, ``components.blank``)."""
        if doc.get("sample") or not name:
            return doc
        return {**copy.deepcopy(doc), "label": name}

    def template(self, kind: str) -> str:
        """The entry page of a kind."""
        return {"basics": "games/ohio_bob/editor_basics.html",
                "start": "games/ohio_bob/editor_start.html"}.get(
            kind, "games/ohio_bob/editor_card.html")

    def context(self, doc: dict, kind: str, n: int, sent: Any | None) -> dict:
        """What an entry page shows: the stored entry, or what was just sent (after a refusal,
        or a tap without JS: ``sent["tap"]`` is applied)."""
        if kind == "basics":
            out = _basics_context(doc, sent)
        elif kind in SET_NAMES:
            out = _card_context(doc, kind, n, sent)
        else:
            return _start_context(doc, n, sent)
        out["offer_next"] = True        # the last one: then the first of the next kind
        return out

    def following(self, doc: dict, kind: str, n: int, form: Any) -> int:
        """The entry "Save, then the next one" opens after entry n (companion/web/editor.py):
        the next one; among the starting cards the next one not entered yet
        (after a second set's level card saved with its energy card and Super Gear as the first
        set's, ``next=2``, ``SAME``: its amulet card; after that amulet card, the Super Gear
        being saved already: past the last, the set's page), past the last when none is left."""
        if kind != "start":
            return n + 1
        last = len(doc["starting_sets"]) * len(START_ENTRIES)
        for later in range(n + 1, last + 1):
            index, entry = _start_place(later)
            if _blank_start(doc["starting_sets"][index][entry]):
                return later
        return last + 1

    def next_args(self, form: Any) -> dict[str, str]:
        """The next temple card's gem colour and stairs column tapped with the save (a
        "next" value "gem:column", the gem by its place among the set's colours then
        multicolour, templates/games/ohio_bob/editor_card.html) as the next page's query
        ``{"gem": ..., "stairs": ...}``; nothing for a plain "next".  That page checks both
        again (``_tapped_before``)."""
        gem, sep, col = str(form.get("next", "")).partition(":")
        return {"gem": gem, "stairs": col} if sep else {}

    def update(self, doc: dict, kind: str, n: int, form: Any) -> dict:
        """The set with entry n of ``kind`` as the form says (a "clear" button empties it
        again); raises ComponentError naming the card and the place on it."""
        out = copy.deepcopy(doc)
        if kind == "basics":
            return _basics_update(out, form)
        if kind in SET_NAMES:
            if "clear" in form:
                out["sets"][kind][n - 1] = None
                return out
            return _card_update(out, kind, n, form)
        return _start_update(out, n, form)


# ------------------------------------------------------------------------------- basics

def colour_choices(doc: Mapping[str, Any]) -> list[str]:
    """The gem colours a set may pick: the colours the app names, then the set's own others."""
    known = [c for c in names.COLOURS if c not in (names.MULTI, names.WHITE)]
    return known + [c for c in doc.get("gem_colours", []) if c not in known]


def _getlist(form: Any, name: str) -> list[str]:
    getter = getattr(form, "getlist", None)
    if getter is not None:
        return list(getter(name))
    value = form.get(name)
    return list(value) if isinstance(value, (list, tuple)) else ([value] if value else [])


def _basics_context(doc: dict, sent: Any | None) -> dict:
    size = doc.get("room_size") or {}
    rows, cols = size.get("rows"), size.get("cols")
    chosen = list(doc.get("gem_colours", []))
    if sent is not None:
        rows, cols = number(sent.get("rows", ""), most=9), number(sent.get("cols", ""), most=9)
        chosen = _getlist(sent, "colour")
    entered = sum(c is not None for name in SET_NAMES for c in doc["sets"][name])
    return {"rows": rows, "cols": cols, "sizes": list(ROOM_SIZES), "chosen": chosen,
            "colours": [(c, names.colour(c)) for c in colour_choices(doc)],
            "locked": entered > 0, "entered": entered}


def _basics_update(doc: dict, form: Any) -> dict:
    rows, cols = number(form.get("rows", ""), most=9), number(form.get("cols", ""), most=9)
    if rows not in ROOM_SIZES or cols not in ROOM_SIZES:
        raise ComponentError(Msg("ohio_bob.editor.size_needed"))
    picked = set(_getlist(form, "colour"))
    colours = [c for c in colour_choices(doc) if c in picked]
    if not colours:
        raise ComponentError(Msg("ohio_bob.editor.colours_needed"))
    size = {"rows": rows, "cols": cols}
    entered = sum(c is not None for name in SET_NAMES for c in doc["sets"][name])
    if entered and doc.get("room_size") != size:
        old = doc["room_size"]
        raise ComponentError(Msg("ohio_bob.editor.size_locked", num=entered, rows=old["rows"],
                                 cols=old["cols"]))
    doc["room_size"] = size
    doc["gem_colours"] = colours
    return doc


# ------------------------------------------------------------------------------- temple cards

def _previous_card(doc: dict, set_name: str, n: int) -> dict | None:
    """The card a card not entered yet at place ``n`` of ``set_name`` is opened as a copy of:
    the card entered last before it in its set; for a set's first card, the first card of the
    other set (a box sorted by gem colour sorts both sets the same way: the second set starts
    with the colour the first did, not with the first set's last, multicolour card)."""
    for card in reversed(doc["sets"][set_name][:n - 1]):
        if card is not None:
            return card
    for name in SET_NAMES:
        if name != set_name:
            first = next((c for c in doc["sets"][name] if c is not None), None)
            if first is not None:
                return first
    return None


def _card_context(doc: dict, set_name: str, n: int, sent: Any | None) -> dict:
    """A temple card's page: the stored card, its heading naming it by its place in the set and
    (once entered) by what it shows, never by the app's id for it (issue 38); a card not
    entered yet opened with the gem colour of the card entered before it (``copied`` names
    that card by what it shows; its options are one tap among ``designs``, the option pairs
    entered already, or each one tap among ``seen``, the options entered already); what was
    sent after a refusal or a tap without JS."""
    cid = slot_id(doc, set_name, n)
    where = Msg("ohio_bob.place.card", set=names.SETS[set_name], n=n)
    size = doc.get("room_size")
    if size is None:
        return {"title": Msg("ohio_bob.editor.entry", where=where), "v": None, "card_id": cid,
                "entered": False, "copied": None}
    card = doc["sets"][set_name][n - 1]
    if card is not None:    # named by what it shows too, as the move log names it
        where = Msg("ohio_bob.place.card_looks", place=where, card=names.looks(card))
    cards = [c for name in SET_NAMES for c in doc["sets"][name]]
    designs, seen = card_entry.designs_of(cards), card_entry.options_of(cards)
    copied, tapped = None, False
    if sent is None:
        model = card_entry.model_from_card(card, size["rows"], size["cols"])
        previous = _previous_card(doc, set_name, n) if card is None else None
        if previous is not None:        # a box sorted by gem colour: mostly the same gem
            model["gem"] = previous.get("gem") or ""
            copied = names.looks(previous)
        if card is None:
            model["brush"] = card_entry.usual_kind(cards, model["brush"])
            if _tapped_before(model, doc, request.args):
                copied = None           # its gem and stairs tapped with the save before
                tapped = True
    else:
        model = card_entry.model_from_form(sent, size["rows"], size["cols"])
        card_entry.apply_tap(model, sent.get("tap"), designs=designs, seen=seen)
    v = card_entry.view(model, doc["gem_colours"], designs=designs, seen=seen)
    return {"title": Msg("ohio_bob.editor.entry", where=where), "v": v, "card_id": cid,
            "entered": card is not None, "copied": copied, "tapped": tapped,
            "next_card": _next_card_open(doc, set_name, n)}


def _tapped_before(model: dict, doc: dict, args: Mapping[str, str]) -> bool:
    """Puts in ``model`` (a card not entered yet) the gem colour and the stairs column tapped
    with the save of the card before (``args``: "gem", its place from 1 among the set's
    colours then multicolour, and "stairs", as ``next_args`` gives them); True when both are
    ones the set offers, else ``model`` is left as it was."""
    gems = doc["gem_colours"] + [names.MULTI]
    at, col = number(args.get("gem", ""), most=len(gems)), number(args.get("stairs", ""), most=9)
    if not at or not col or col > model["cols"]:
        return False
    model["gem"] = gems[at - 1]
    card_entry.apply_tap(model, f"s{col}")
    return True


def _next_card_open(doc: dict, set_name: str, n: int) -> bool:
    """Whether "Save, then the next one" after card ``n`` of ``set_name`` opens a temple card
    not entered yet (the next of the set; after the green set's last, the blue set's first
    not entered): its gem and stairs may then be tapped with the save."""
    cards = doc["sets"][set_name]
    if n < len(cards):
        return cards[n] is None
    later = SET_NAMES[SET_NAMES.index(set_name) + 1:]
    return bool(later) and None in doc["sets"][later[0]]


def _card_update(doc: dict, set_name: str, n: int, form: Any) -> dict:
    size = doc.get("room_size")
    where = Msg("ohio_bob.place.card", set=names.SETS[set_name], n=n)
    if size is None:
        raise ComponentError(Msg("ohio_bob.components.size_first", where=where))
    model = card_entry.model_from_form(form, size["rows"], size["cols"])
    card = components.check_card(card_entry.card_from_model(model), doc, set_name, n)
    for i, other in enumerate(doc["sets"][set_name], 1):
        if i != n and other is not None and components.same_card(other, card):
            raise ComponentError(Msg("ohio_bob.editor.same_card", where=where,
                                     other=Msg("ohio_bob.editor.card_n", n=i)))
    doc["sets"][set_name][n - 1] = card
    return doc


# ------------------------------------------------------------------------------- starting cards

def _start_label(index: int, entry: str) -> Msg:
    start = Msg("ohio_bob.place.starting", n=index + 1)
    if entry == "super_gear":
        return Msg("ohio_bob.editor.entry", where=Msg("ohio_bob.place.super_gear", start=start))
    return Msg("ohio_bob.editor.entry", where=Msg("ohio_bob.place.start_card", start=start,
                                                  card=START_CARDS[entry]))


def _start_place(n: int) -> tuple[int, str]:
    return (n - 1) // len(START_ENTRIES), START_ENTRIES[(n - 1) % len(START_ENTRIES)]


def _start_context(doc: dict, n: int, sent: Any | None) -> dict:
    index, entry = _start_place(n)
    stored = doc["starting_sets"][index][entry]
    out: dict[str, Any] = {"entry": entry, "title": _start_label(index, entry),
                           "from_rules": False, "copied": None}
    first = doc["starting_sets"][0][entry]
    blank = stored is None or stored == {"easy": None, "hard": None}
    if index > 0 and entry == "amulet":
        # 2人プレイのセットアップ 3: the amulet cards differ slightly from player to player: the
        # one card never opened as a copy of the first set's (a trial tapped + on top of its
        # counts), and the page says so; the copy is the player's choice, one button (a
        # redraw "2"), and the page then says it is a copy
        if sent is not None and sent.get("redraw") == "2" and not _blank_start(first):
            stored, sent = copy.deepcopy(first), None
            out["copied"] = Msg("ohio_bob.place.starting", n=1)
        else:
            out["differs"] = Msg("ohio_bob.place.starting", n=1)
            out["copy_first"] = not _blank_start(first)
    elif sent is None and index > 0 and blank and not _blank_start(first):
        # 2人プレイのセットアップ 2-3: the partner's set, at the same difficulty: opened as a
        # copy of the first set's card
        stored = copy.deepcopy(first)
        out["copied"] = Msg("ohio_bob.place.starting", n=1)
        out["same_offer"] = entry == "level" and _same_offer(doc, index)
    if entry == "super_gear":
        if sent is not None:
            model = card_entry.model_from_form(sent, 1, 1)
            card_entry.apply_tap(model, sent.get("tap"), card_entry.SUPER_PALETTE)
        else:
            model = card_entry.model_from_card(
                stored or {"options": {"A": [card_entry.SUPER_MOVE]}}, 1, 1)
            out["from_rules"] = stored is None
        out["v"] = card_entry.view(model, doc["gem_colours"], card_entry.SUPER_PALETTE,
                                   with_room=False)
        return out
    sides = {}
    for side in SIDES:
        value = stored[side]
        if sent is not None:
            value = _side_from_form(entry, side, sent, doc) or {}
        elif value is None and entry == "level" and side == "easy":
            value = {"levels": [{f: RULES_LEVEL.get((lv, f)) for f, _lo, _hi in LEVEL_FIELDS}
                                for lv in (1, 2, 3)], "rations_off_levels": []}
            out["from_rules"] = True
        sides[side] = value or {}
    if sent is not None and sent.get("redraw") == "1":   # "copy the easy side here" (no JS)
        sides["hard"] = copy.deepcopy(sides["easy"])
    out["sides"] = sides
    out["level_fields"] = [(f, list(range(lo, hi + 1))) for f, lo, hi in LEVEL_FIELDS]
    out["energy_range"] = list(range(1, 21))
    out["gem_range"] = list(range(0, 18))
    out["gem_colours"] = [(c, names.colour(c)) for c in doc["gem_colours"] + [names.WHITE]]
    return out


def _blank_start(value: Any) -> bool:
    return value in (None, {"easy": None, "hard": None})


def _same_offer(doc: dict, index: int) -> bool:
    """Whether set ``index`` (not the first) may take its level card, energy card and Super
    Gear from the first set in one tap: none of them entered yet, all of the first set's."""
    first, start = doc["starting_sets"][0], doc["starting_sets"][index]
    return all(_blank_start(start[e]) and not _blank_start(first[e]) for e in SAME_AS_FIRST)


def _side_from_form(entry: str, side: str, form: Any, doc: dict) -> dict | None:
    """One side of a starting card as the form gives it; None when nothing of it is given (a
    side not entered yet).  A value left empty stays None: the check names it."""
    if entry == "level":
        levels = [{f: number(form.get(f"{side}-{lv}-{f}", ""), most=99)
                   for f, _lo, _hi in LEVEL_FIELDS} for lv in (1, 2, 3)]
        off = sorted({int(x) for x in _getlist(form, f"{side}-rations") if x in ("1", "2", "3")})
        if off or any(v is not None for lv in levels for v in lv.values()):
            return {"levels": levels, "rations_off_levels": off}
        return None
    if entry == "energy":
        most = number(form.get(f"{side}-max", ""), most=99)
        return {"max": most} if most is not None else None
    challenges = []
    for j in (1, 2):
        gems = {}
        for c in doc["gem_colours"] + [names.WHITE]:
            count = number(form.get(f"{side}-{j}-{c}", ""), most=99)
            if count:
                gems[c] = count
        challenges.append(gems)
    if not any(challenges):
        return None
    return {"challenges": [{"id": f"challenge{j}", "gems": gems}
                           for j, gems in enumerate(challenges, 1)]}


def _start_update(doc: dict, n: int, form: Any) -> dict:
    index, entry = _start_place(n)
    start = doc["starting_sets"][index]
    if index > 0 and entry == "level" and form.get("next") == SAME:
        # 2人プレイのセットアップ 3: the partner's starting cards are the same but the amulet
        for name in SAME_AS_FIRST:
            if not _blank_start(doc["starting_sets"][0][name]):
                start[name] = copy.deepcopy(doc["starting_sets"][0][name])
        if not _blank_start(start["level"]):
            return doc
    if entry == "super_gear":
        model = card_entry.model_from_form(form, 1, 1)
        start["super_gear"] = card_entry.card_from_model(model, with_room=False)
        return doc
    for side in SIDES:
        value = _side_from_form(entry, side, form, doc)
        if entry == "amulet" and value is not None and start["amulet"][side]:
            for new, old in zip(value["challenges"], start["amulet"][side]["challenges"]):
                new["id"] = old["id"]           # the challenges keep their ids
        start[entry][side] = value
    return doc


EDITOR = OhioBobEditor()
