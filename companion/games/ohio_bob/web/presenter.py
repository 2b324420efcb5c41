"""What Ohio Bob's templates call (``OhioBobPresenter``, which ``forms.WEB`` is): what a seat
may do now grouped for its page (``panel``), a player's board, the map of the placed rooms, a
card as shown, and the names of things in the page language.

The rules decide (the view's ``now``: legal.seat_now): nothing here judges a move.  Sentences
of the pages live in the templates (templates/games/ohio_bob/); names of things are the
engine's messages (rules/names.py) said by ``render`` (messages.py).
"""
from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l

from companion.engine import State
from companion.i18n import render
from companion.message import Msg, decode

from . import entering, pictures
from ..rules import names
from ..rules.components import DIRECTIONS, OPPOSITE, barrier, slot_side, space_at
from ..rules.log import named
from ..rules.names import SPACE_SYMBOLS
from ..rules.queries import (card_of, challenge_met, gems_in_hand, level_info, partner_cards,
                             rooms_shown)

CATEGORY_LABELS = {"outcome": _l("Result"), "level": _l("Level reached"),
                   "energy": _l("Energy left"), "gems": _l("Gems toward the challenge")}
WAITING = {
    "first_room": _l("Choose the first room of the level."),
    "turn": _l("Play a card (option A or B) or rest."),
    "effect": _l("Apply or skip the next effect of the card."),
    "rope": _l("The rope may take a second step."),
    "teleport": _l("Choose the card the teleporter takes you to."),
    "discard": _l("Discard down to the level's MAX."),
    "wait_rest": _l("Waiting until your partner rests too."),
    "wait_level": _l("Waiting until your partner leaves the level too."),
    "over": _l("The game is over."),
}
#: The prompt when the pawn stands on stairs that lead up.
WAITING_CLIMB = _l("Play a card (option A or B), rest, or climb.")
#: The main prompt of a player whose partner rested and waits (seed 002, 2人プレイの特別ルール:
#: "いずれかのプレイヤーが休憩して手札のカードを回収しようとしているときは、一時停止してチームメイトも
#: 休憩するのを待ってから続行する必要があります"); what the player may do is said under it.
PARTNER_RESTED = _l("Your partner has rested and is paused, waiting for you to rest too: "
                    "when you rest, you both go on.")
#: What the partner is doing, as a two-player page says it under the partner's name.
PARTNER_DOING = {
    "first_room": _l("choosing the first room of the level"),
    "turn": _l("about to play a card or rest"),
    "effect": _l("resolving a card"),
    "rope": _l("resolving a card"),
    "teleport": _l("choosing where the teleporter goes"),
    "discard": _l("discarding down to the level's MAX"),
    "wait_rest": _l("waiting for your rest"),
    "wait_level": _l("waiting until you leave the level too"),
    "over": _l("the game is over"),
}
SIDE_CHOICES = [("", _l("as the difficulty")), ("easy", _l("easy side")),
                ("hard", _l("hard side"))]


# ------------------------------------------------------------------------------ labels

def card_name(cid: str | None) -> str:
    """"Super Gear" (スーパーギア) in the reader's language; "" for a temple card, which is
    shown by its gem and options (or its room), never by the id the app gave it (issue 38)."""
    return render(names.card(cid)) if cid == names.SUPER_GEAR else ""


def effect_label(effect: dict) -> str:
    """An equipment effect with its arrows in the reader's language: "Move ⇔" / 「移動 ⇔」,
    "Super Gear move ✥", "Key", "Move ⇕ (no exploring)"."""
    return render(names.effect(effect))


def option_label(effects: list[dict]) -> str:
    """An option's effects left to right: "Key and Move ⇕" / 「鍵、移動 ⇕」; none: "nothing"."""
    return render(names.option(effects))


def space_label(space: str) -> str:
    """A printed space: "Chest (red)" for "chest:red" / 「宝箱(赤)」, "Trap" / 「罠」."""
    return render(names.space(space))


def gems_text(gems: dict[str, int]) -> str:
    """Gems by colour: "2 yellow and 2 of any one colour" / 「黄2個、任意の同じ色2個」."""
    return render(names.gems(gems))


# ------------------------------------------------------------------------------ the map

def map_cells(state: State, margin: int = 0, turned: bool = False) -> dict:
    """The placed rooms as a grid of spaces for a screen: the table as seat 0 sees it, north
    up, or with ``turned`` as the seat across the table sees it (2人プレイのセットアップ 4:
    "プレイヤーは互いに向かい合って座るべきです"; docs/rulings/ohio_bob.md 30), south up: the rows
    and each row's spaces in reverse order, each side named by the table's compass.

    Returns ``{"rows": [[CELL, ...], ...], "width": n, "turned": bool}`` covering every placed
    card slot (plus ``margin`` empty card slots around); ``[]`` rows when no room is placed.
    CELL is ``None`` where no room lies, else ``{"kind": "chest", "colour": "red"|"", "card": id, "owner": seat,
    "walls": {"N": "wall"|"door"|"open", ...} (that card's own side of each edge),
    "edges": "NW"-style string of the sides on the card's border, "pawns": [seat, ...],
    "used": [seat, ...] (bonus spent by that player), "pos": [y, x], "last": bool (the level's
    last room, stairs on top)}``.
    """
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    slots: dict[tuple[int, int], tuple[dict, int]] = {}
    for p in state["players"]:
        for room in rooms_shown(state, p):
            slots[(room["x"], room["y"])] = (room, p["seat"])
    if not slots:
        return {"rows": [], "width": 0, "turned": turned}
    xs = [x for x, _ in slots]
    ys = [y for _, y in slots]
    x0, x1 = min(xs) - margin, max(xs) + margin
    y0, y1 = min(ys) - margin, max(ys) + margin
    pawns: dict[tuple[int, int], list[int]] = {}
    used: dict[tuple[int, int], list[int]] = {}
    for p in state["players"]:
        if p["pawn"] is not None:
            pawns.setdefault(tuple(p["pawn"]), []).append(p["seat"])
        for pos in p["used"]:
            used.setdefault(tuple(pos), []).append(p["seat"])
    out = []
    for y in range(y0 * rows, (y1 + 1) * rows):
        line = []
        for x in range(x0 * cols, (x1 + 1) * cols):
            found = slots.get((x // cols, y // rows))
            if found is None:
                line.append(None)
                continue
            room, owner = found
            card = state["cards"][room["card"]]
            r, c = y % rows, x % cols
            kind, _, colour = space_at(card, r, c, room["rot"]).partition(":")
            edges = "".join(d for d, on in (("N", r == 0), ("E", c == cols - 1),
                                            ("S", r == rows - 1), ("W", c == 0)) if on)
            line.append({
                "kind": kind, "colour": colour, "card": room["card"], "owner": owner,
                "walls": {d: barrier(card, r, c, d, room["rot"]) for d in DIRECTIONS},
                "edges": edges, "pawns": pawns.get((y, x), []), "used": used.get((y, x), []),
                "pos": [y, x], "last": room["rot"] != (180 if owner == 1 else 0),
            })
        out.append(line)
    if turned:
        out = [[_turned(c) for c in reversed(line)] for line in reversed(out)]
    return {"rows": out, "width": (x1 - x0 + 1) * cols, "turned": turned}


def _turned(cell: dict | None) -> dict | None:
    """A map cell as the far side of the table sees it: its sides' walls and card borders
    drawn on the opposite sides (a wall on the space's north side shows below it)."""
    if cell is None:
        return None
    return dict(cell, walls={OPPOSITE[d]: wb for d, wb in cell["walls"].items()},
                edges="".join(d for d in "NESW" if OPPOSITE[d] in cell["edges"]))


#: The directions in the order a screen shows them (up, right, down, left), north up or turned.
SCREEN_ORDER = {False: "NESW", True: "SWNE"}


#: What a view without ``now`` (the game over, a past state) offers: nothing.
NOTHING_NOW = {"moves": [], "revealing": [], "refused": [], "climb_why": None,
               "can_enter": False, "unknown": 0, "place": None}


def _listed_key(data: dict) -> tuple:
    """What a card's line in a list says (``card_text``): its equipment side and its room."""
    return names.equipment_key(data) + names.looks_key(data)[1:]


class OhioBobPresenter:
    """The methods Ohio Bob's templates call as ``web.<name>(...)`` (see the module docstring).

    They read what ``GAME.view(state, seat)`` gives (``view``: the seat's view on a seat's
    page, the host's on the host screen and the setup page), never the whole state."""

    def entering(self, view: dict, seat: int):
        """The entry form of a card new to the set, when the seat's page shows it now
        (entering.entering), else None."""
        return entering.entering(view, seat)

    def panel(self, view: dict, seat: int) -> dict[str, Any]:
        """What the seat's page offers now, grouped from what its view says it may do
        (``view["now"]``: legal.seat_now):

        ``{"kind", "prompt" (a partner who rested and waits first: "then" the usual one),
        "play": {card: ["A", "B"]}, "rest", "climb", "gift", "skip",
        "done", "dirs": [d] (no card drawn), "options": ["A"] (torch, no card), "apply"
        (rock/key), "draws": [("dir"|"option", value, [ids])] (real cards: a move revealing a
        card, with the cards that may be entered), "first_rooms": [(room, hand)] (app mode),
        "first_room_cards" (real cards), "to_top" (real cards, a new level: the other card
        drawn is named too), "known_top" (real cards: the card the app knows on top of the
        deck, or None), "teleports": [(x, y, [ids] or [] when no card is
        revealed, "N"|"E"|"S"|"W": the side of the card under the pawn)], "discard": n,
        "trades": {"give": [...], "take": [...]}}``.
        """
        p = view["players"][seat]
        now = view.get("now") or NOTHING_NOW
        legal = now["moves"]
        out: dict[str, Any] = {
            "kind": p["await"]["kind"], "prompt": WAITING.get(p["await"]["kind"], ""),
            "play": {}, "rest": False, "climb": False, "gift": False, "skip": False,
            "done": False, "dirs": [], "options": [], "apply": False,
            "first_rooms": [], "first_room_cards": [], "discard": 0,
            "trades": {"give": [], "take": []},
            "table_mode": view["mode"] == "table",
        }
        draws: dict[tuple[str, str], list[str]] = {}
        teleports: dict[tuple[int, int], list[str]] = {}
        for m in legal:
            t = m["type"]
            if t == "play":
                out["play"].setdefault(m["card"], []).append(m["option"])
            elif t in ("rest", "skip", "done"):
                out[t] = True
            elif t == "climb":
                out["gift" if m.get("gift") else "climb"] = True
            elif t == "effect":
                if "card" in m:
                    field = "dir" if "dir" in m else "option"
                    draws.setdefault((field, m[field]), []).append(m["card"])
                elif "dir" in m or "option" in m:
                    key, value = ("dirs", m["dir"]) if "dir" in m else ("options", m["option"])
                    if value not in out[key]:
                        out[key].append(value)
                else:
                    out["apply"] = True
            elif t == "first_room":
                if view["mode"] == "app":
                    other = [c for c in p["await"]["options"] if c != m["room"]]
                    out["first_rooms"].append((m["room"], other[0] if other else None))
                elif m["room"] not in out["first_room_cards"]:
                    out["first_room_cards"].append(m["room"])
            elif t == "teleport":
                to = (m["to"][0], m["to"][1])
                if to not in teleports:
                    teleports[to] = []
                if "card" in m:
                    teleports[to].append(m["card"])
            elif t == "discard":
                out["discard"] = len(m["cards"])
            elif t == "trade":
                for side in ("give", "take"):
                    if m[side] not in out["trades"][side]:
                        out["trades"][side].append(m[side])
        out["can_enter"] = now["can_enter"]
        out["reveals"] = [m for m in now["revealing"] if m["type"] != "first_room"]
        out["unknown"] = now["unknown"]
        out["entered"] = entering.just_entered(p)
        out["to_hand"] = p["await"].get("to_hand", False)
        # real cards on a new level: the other card drawn, left on top of the deck, is named
        # too (the app then knows it: the torch and the next room need not ask for it)
        out["to_top"] = any(m["type"] == "first_room" and "top" in m for m in legal)
        out["known_top"] = (p.get("deck") or {}).get("top") if out["table_mode"] else None
        out["first_cards"] = [self.card(view, p, c) for c in (
            p["await"].get("options") or [] if out["kind"] == "first_room" else [])]
        out["refused"] = [(d, named(decode(why), view)) for d, why in now["refused"]]
        out["climb_why"] = named(decode(now["climb_why"]), view) if now["climb_why"] else None
        if out["kind"] == "turn" and out["climb"]:
            out["prompt"] = WAITING_CLIMB
        out["then"] = ""
        partner_p = view["players"][1 - seat] if len(view["players"]) > 1 else None
        if (partner_p and partner_p["await"]["kind"] == "wait_rest"
                and out["kind"] not in ("wait_rest", "wait_level", "over")):
            out["prompt"], out["then"] = PARTNER_RESTED, out["prompt"]
        out["draws"] = [(field, value, sorted(cards)) for (field, value), cards in draws.items()]
        out["teleports"] = [(x, y, sorted(cards), self._side_of(view, p, x, y))
                            for (x, y), cards in teleports.items()]
        if out["kind"] == "effect":
            out["effect"] = self.effect_label(p["await"]["effect"])
        if out["kind"] == "rope":
            out["effect"] = self.effect_label({"type": "rope", "dirs": p["await"]["dirs"]})
        return out

    def _side_of(self, view: dict, p: dict, x: int, y: int) -> str:
        """The direction (N/E/S/W) of card slot (x, y) from the card under the pawn, or ""."""
        return slot_side(view["room_size"], p["pawn"], [x, y])

    def partner_trade(self, partner_move: Any) -> Msg | None:
        """What the partner's trade just made from their phone changed for this seat (2人プレイ:
        "両方のプレイヤーは自分のカードの1枚を交換できます", one phone entering what both chose):
        Msg("ohio_bob.trade.by_partner", gave=<the card this seat gave>, took=<the card it
        took>), from the partner's last move (a ``LogEntry`` from the page's ``last_move_by``,
        or None); None when that move is no trade."""
        message = partner_move.message if partner_move is not None else None
        if isinstance(message, Msg) and message.code == "ohio_bob.log.by":   # "Ben: ..."
            message = message.params.get("action")
        if not isinstance(message, Msg) or message.code != "ohio_bob.log.trade":
            return None
        return Msg("ohio_bob.trade.by_partner", gave=message.params["take"],
                   took=message.params["give"])

    def map(self, view: dict, seat: int | None = None) -> dict[str, Any]:
        """The placed rooms as rows of cells (map_cells; at the end of a game won or lost
        on leaving level 3, that level's rooms as they lay), from ``seat``'s side of the table
        (``turned``; the host screen: None, seat 0's side)."""
        return map_cells(view, turned=self.turned(view, seat))

    def turned(self, view: dict, seat: int | None) -> bool:
        """Whether ``seat``'s page draws the table from the far side: the second player of
        two, who sits across from the first (2人プレイのセットアップ 4, 5: the connecting rooms
        lie between the players; ruling 30)."""
        return seat == 1 and len(view["players"]) > 1

    def dirs_seen(self, dirs: list[str], turned: bool = False) -> list[str]:
        """``dirs`` in the order the screen shows them: up, right, down, left."""
        return [d for d in SCREEN_ORDER[turned] if d in dirs]

    def player(self, view: dict, seat: int) -> dict[str, Any]:
        """One player's board for the page: level line, energy, hand and stack as card views,
        the top card of the deck (app mode), the challenge and the gems in hand."""
        p = view["players"][seat]
        info = level_info(p)
        gems = gems_in_hand(view, p)
        climbing = (p["await"]["kind"] == "discard" and not p["await"].get("final")) or (
            p["left_level"] and not p["escaped"])
        prompt = WAITING.get(p["await"]["kind"], "")
        if p["await"]["kind"] == "turn" and p["can_climb"]:
            prompt = WAITING_CLIMB
        return {
            "name": render(names.player(p)), "colour": p.get("colour", ""),
            "level": p["level"], "energy": p["energy"], "energy_max": p["energy_max"],
            "rooms": 0 if climbing else len(p["rooms"]), "rooms_total": info["rooms"],
            "rest": info["rest"],
            "max_cards": info["max_cards"], "deck": p["deck"]["count"],
            "top": self.card(view, p, p["deck"]["top"]) if p["deck"]["top"] else None,
            "hand": [self.card(view, p, c) for c in p["hand"]],
            "stack": [self.card(view, p, c) for c in p["stack"]],
            "resolve": p["resolve"], "remaining": [self.effect_label(e) for e in
                                                   (p["resolve"] or {}).get("effects", [])],
            "challenge": p["challenge"], "gems": gems,
            "challenge_met": challenge_met(gems, p["challenge"], view["gem_colours"]),
            "card_set": p["card_set"], "sides": p["sides"], "levels": p["levels"],
            "kind": p["await"]["kind"], "prompt": prompt,
            "doing": PARTNER_DOING.get(p["await"]["kind"], ""),
            "last": [named(e, view) for e in p.get("last") or []],
            "partner_cards": partner_cards(view, p) if len(view["players"]) > 1 else 0,
            "can_climb": p["can_climb"], "rests": p["rests"], "turns": p["turns"],
        }

    def card(self, view: dict, p: dict, cid: str) -> dict[str, Any]:
        """A card as shown: ``{"id", "name", "gem", "options": [("A", label), ...], "text"}``
        (``text``: all of it on one line, for a choice in a list)."""
        card = card_of(view, p, cid)
        return {"id": cid, "name": self.card_name(cid), "gem": card.get("gem") or "",
                "options": [(o, self.option_label(card["options"][o]))
                            for o in sorted(card["options"])],
                "text": self.card_text(view, p, cid)}

    def pictures(self, view: dict, seat: int, cids: list[str]) -> dict[str, Any]:
        """The cards ``cids`` drawn for picking a card revealed from the real deck by its
        picture, with the gem colours to filter them by (pictures.pictures)."""
        return pictures.pictures(view, view["players"][seat], cids)

    def card_text(self, view: dict, p: dict, cid: str) -> str:
        """A card on one line as it shows, in the page language: its equipment side, then its
        room ("yellow gem — A: Move ⇔ · B: Key, Move ⇕; room: stairs"; names.described,
        names.room): what tells it from the others in a list, without the app's id."""
        data = card_of(view, p, cid)
        if cid == names.SUPER_GEAR or not data.get("room"):
            return render(names.described(cid, data))
        return render(names.apart(cid, Msg("ohio_bob.card.with_room",
                                           card=names.described(cid, data),
                                           room=names.room(data)),
                                  view.get("cards") or {}, view.get("unknown"), _listed_key))

    def side_up_name(self, view: dict, seat: int, cid: str) -> str:
        """A card named as it lies equipment side up, in the page language: "the purple-gem
        card (A: Sledgehammer · B: Move ↑)" (the Super Gear by its name): how the choice of the
        first room names the two cards drawn (issue 38: never the app's id)."""
        data = card_of(view, view["players"][seat], cid)
        return render(names.apart(cid, names.equipment(cid, data), view.get("cards") or {},
                                  view.get("unknown"), names.equipment_key))

    def cards_text(self, view: dict, seat: int, cids: list[str]) -> dict[str, str]:
        """``card_text`` of each card id, by id (for the lists a player picks from)."""
        p = view["players"][seat]
        return {c: self.card_text(view, p, c) for c in cids}

    def card_name(self, cid: str) -> str:
        """"Super Gear" (in the page language); "" for a temple card (``card_name``)."""
        return card_name(cid)

    def effect_label(self, effect: dict) -> str:
        """An effect in the page language with its arrows: "Move ⇔", "Key"."""
        return effect_label(effect)

    def option_label(self, effects: list[dict]) -> str:
        """An option's effects left to right, in the page language."""
        return option_label(effects)

    def space_name(self, kind: str) -> str:
        """A space kind in the page language."""
        return render(names.space(kind))

    def space_label(self, kind: str, colour: str = "") -> str:
        """A printed space with its chest colour in the page language: "Chest (red)"."""
        return render(names.space(f"{kind}:{colour}" if colour else kind))

    def space_symbol(self, kind: str) -> str:
        """The map symbol of a space kind."""
        return SPACE_SYMBOLS.get(kind, "?")

    def dir_name(self, d: str, turned: bool = False) -> str:
        """A direction with its arrow as the screen shows it: "↑ north" / 「↑ 北」; on a map
        drawn from the far side (``turned``) south is up: "↑ south" / 「↑ 南」 (the table's
        compass names it, the arrow points where the page shows it)."""
        arrow = names.DIR_ARROWS.get(OPPOSITE.get(d, d) if turned else d, "")
        return f"{arrow} {render(names.direction(d))}"

    def colour_name(self, colour: str) -> str:
        """A gem colour in the page language (a table's own colour as given)."""
        return render(names.colour(colour))

    def gems_text(self, gems: dict[str, int]) -> str:
        """"2 yellow and 2 of any one colour" (none: "—")."""
        return gems_text(gems) if gems else "—"

    def reason(self, result: dict) -> str:
        """Why the game ended, in the page language ("Lost: no energy left.")."""
        return render(result.get("why"))

    def side_name(self, side: str) -> str:
        """"easy side" / "hard side"."""
        return str(dict(SIDE_CHOICES).get(side, side))

    def set_label(self, view: dict) -> str:
        """A table's own component set's label in the page language."""
        return render(names.label(view.get("label", "")))

    def category_label(self, category: str) -> str:
        """A result sheet row in the page language."""
        return str(CATEGORY_LABELS.get(category, category))

    def cell_text(self, sheet, seat: int, category: str) -> str | None:
        """What the score sheet shows in a cell instead of its number: the outcome row says
        won or lost in words (its 1 or 0 is for sorting only); None: the number."""
        if category != "outcome":
            return None
        return str(_l("Won") if sheet.cell(seat, category) else _l("Lost"))
