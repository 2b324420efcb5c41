"""Ohio Bob in words: the move log's lines (``describe_move``, a ``Msg``), and the texts of the
command line and the pages in the reader's language (companion.i18n: the page's language, or
the command line's --lang / LANG): effect, option and space labels, the setup and the map.

Rules source for the words: ../shared/seeds/002_3fc55720af9e78a8.txt (its Japanese terms are
the catalogue's: translations/ja).
"""
from __future__ import annotations

from typing import Any

from companion.engine import Move, State
from companion.i18n import language, render
from companion.message import Msg

from . import words
from .components import slot_side, space_at


def describe_move(move: Move, state_before: State) -> Msg:
    """The move log's line for ``move`` played on ``state_before``, as a message: what the
    engine knows of it in words (the card played and its option, the direction, the card the
    teleporter reaches seen from the pawn's card, the level climbed to, the energy a rest
    costs on this level, the card entered in real-cards mode), e.g.
    ``Msg("ohio_bob.log.play", card="G03", option="B")`` "Plays G03 (option B)" /
    「G03をオプションBでプレイ」.  The mover's name is added by game.describe_move."""
    t = move.get("type")
    seat = move.get("seat", 0) or 0
    p = state_before["players"][seat]
    aw = p["await"]
    line = _line(t, move, state_before, p, aw)
    if t == "enter_card":  # the card named in full is what the move did
        return line
    events = what_happened(move, state_before)
    first = events[0].code if events else ""
    if first in ROOM_EVENTS and t == "effect" and _awaited_effect(aw).get("type") == "move":
        line = Msg("ohio_bob.log.explore", dir=words.direction(move.get("dir")))  # no step
    if move.get("card") and t in ("effect", "teleport") and not any(
            e.params.get("card") == move["card"] for e in events):
        line = Msg("ohio_bob.log.with_card", action=line, card=str(move["card"]))
    for event in events:
        line = Msg("ohio_bob.log.then", action=line, event=event)
    return line


#: The notes that a room was placed (探索, 神殿マップ).
ROOM_EVENTS = ("ohio_bob.event.room", "ohio_bob.event.last_room")


def what_happened(move: Move, state_before: State) -> list[Msg]:
    """What ``move`` did beyond its own words, as the engine noted it (``player["last"]``, see
    rules): a room explored and which card, a chest opened, a pit's rest, a trap, a ration, a
    teleporter, the energy after a climb, the end of the game.  [] for a move the rules refuse
    (a stored log that no longer replays says so elsewhere)."""
    from companion.engine import IllegalMove, InvalidMove

    from .rules import apply_move

    try:
        after = apply_move(state_before, move)
    except (IllegalMove, InvalidMove, KeyError, TypeError, ValueError):
        return []
    seat = move.get("seat", 0) or 0
    return [words.nested(e) for e in after["players"][seat].get("last", [])]


def _line(t: Any, move: Move, state: State, p: dict, aw: dict) -> Msg:
    if t == "first_room":
        hand = move.get("hand")
        if hand is None and aw.get("to_hand") and aw.get("options"):
            hand = next((c for c in aw["options"] if c != move.get("room")), None)
        if hand:
            return Msg("ohio_bob.log.first_room_hand", room=str(move.get("room")),
                       level=p["level"], hand=words.card_gem(hand, _card_data(state, p, hand)))
        return Msg("ohio_bob.log.first_room", room=str(move.get("room")), level=p["level"])
    if t == "play":
        data = _card_data(state, p, move.get("card"))
        effects = (data.get("options") or {}).get(move.get("option"))
        if effects is None:
            return Msg("ohio_bob.log.play", card=words.card(move.get("card")),
                       option=str(move.get("option")))
        return Msg("ohio_bob.log.play_effects", card=words.card(move.get("card")),
                   option=str(move.get("option")), effects=words.option(effects))
    if t == "rest":
        return Msg("ohio_bob.log.rest", energy=p["levels"][p["level"] - 1]["rest"])
    if t == "climb":
        gift = bool(move.get("gift"))
        if p["level"] >= 3:
            return Msg("ohio_bob.log.amulet_gift" if gift else "ohio_bob.log.amulet")
        return Msg("ohio_bob.log.climb_gift" if gift else "ohio_bob.log.climb",
                   level=p["level"] + 1)
    if t == "trade":
        partner = state["players"][1 - p["seat"]] if len(state["players"]) > 1 else p
        return Msg("ohio_bob.log.trade",
                   give=words.card_gem(move.get("give"), _card_data(state, p, move.get("give"))),
                   take=words.card_gem(move.get("take"),
                                       _card_data(state, partner, move.get("take"))))
    if t == "skip":
        effect = _awaited_effect(aw)
        return (Msg("ohio_bob.log.skip", effect=words.effect(effect)) if effect
                else Msg("ohio_bob.log.skip_plain"))
    if t == "done":
        return Msg("ohio_bob.log.done")
    if t == "teleport":
        side = slot_side(state["room_size"], p["pawn"], move.get("to") or [0, 0])
        return (Msg("ohio_bob.log.teleport", side=words.direction(side)) if side
                else Msg("ohio_bob.log.teleport_plain"))
    if t == "discard":
        return Msg("ohio_bob.log.discard", cards=[words.card_gem(c, _card_data(state, p, c))
                                                  for c in move.get("cards", [])])
    if t == "effect":
        return _effect_line(move, _awaited_effect(aw))
    if t == "enter_card":
        from .entering import next_place

        place = next_place(state, p)
        entry = move.get("entry") if isinstance(move.get("entry"), dict) else {}
        return Msg("ohio_bob.log.enter_card",
                   card=words.described(place[0] if place else "?", entry))
    return Msg("ohio_bob.log.other")


def _card_data(state: State, p: dict, cid: Any) -> dict:
    """The catalogue's card ``cid`` (or the player's Super Gear); {} for an unknown id."""
    from .components import SUPER_GEAR

    if cid == SUPER_GEAR:
        return p.get("super_gear") or {}
    card = state["cards"].get(cid) if isinstance(cid, str) else None
    return card or {}


def _awaited_effect(aw: dict) -> dict:
    """The effect the player was asked to apply (the rope's second step is a rope); {} when
    the player was not asked for an effect."""
    if aw.get("kind") == "effect":
        return aw.get("effect") or {}
    if aw.get("kind") == "rope":
        return {"type": "rope", "dirs": aw.get("dirs", "")}
    return {}


def _effect_line(move: Move, eff: dict) -> Msg:
    kind = eff.get("type")
    d = words.direction(move.get("dir"))
    if kind == "rock":
        return Msg("ohio_bob.log.rock")
    if kind == "key":
        return Msg("ohio_bob.log.key")
    if kind == "torch":
        return Msg("ohio_bob.log.torch", option=str(move.get("option")))
    if kind == "map":
        return Msg("ohio_bob.log.map", dir=d)
    if kind == "sledgehammer":
        return Msg("ohio_bob.log.sledgehammer", dir=d)
    if kind == "rope":
        return Msg("ohio_bob.log.rope", dir=d)
    if move.get("dir"):
        return Msg("ohio_bob.log.move", dir=d)
    return Msg("ohio_bob.log.effect")


# --------------------------------------------------------------------------- labels

def card_name(cid: str | None) -> str:
    """"Super Gear" (スーパーギア) or the card id, in the reader's language."""
    return render(words.card(cid))


def effect_label(effect: dict) -> str:
    """An equipment effect with its arrows in the reader's language: "Move ⇔" / 「移動 ⇔」,
    "Super Gear move ✥", "Key", "Move ⇕ (no exploring)"."""
    return render(words.effect(effect))


def option_label(effects: list[dict]) -> str:
    """An option's effects left to right: "Key and Move ⇕" / 「鍵、移動 ⇕」; none: "nothing"."""
    return render(words.option(effects))


def space_label(space: str) -> str:
    """A printed space: "Chest (red)" for "chest:red" / 「宝箱(赤)」, "Trap" / 「罠」."""
    return render(words.space(space))


def gems_text(gems: dict[str, int]) -> str:
    """Gems by colour: "2 yellow and 2 of any one colour" / 「黄2個、任意の同じ色2個」."""
    return render(words.gems(gems))


# --------------------------------------------------------------------------- setup and map

def setup_lines(state: State) -> list[str]:
    """The setup as lines of text in the reader's language: the sample's label (a sample set
    says so), per player the temple cards, the starting cards' sides, the amulet challenge,
    level and energy, and the first two cards the app drew; then the map (map_lines)."""
    lines = [render(words.label(state["label"]))] if state.get("sample") else []
    for p in state["players"]:
        lines.append(render(Msg(
            "ohio_bob.setup.player", player=words.player(p), set=words.SETS[p["card_set"]],
            level_side=words.SIDES[p["sides"]["level"]],
            energy_side=words.SIDES[p["sides"]["energy"]],
            amulet_side=words.SIDES[p["sides"]["amulet"]],
            challenge=words.gems(p["challenge"]["gems"]), level=p["level"],
            energy=p["energy"])))
        options = p["await"].get("options") if p["await"]["kind"] == "first_room" else None
        if options:
            lines.append(render(Msg("ohio_bob.setup.first_cards", player=words.player(p),
                                    cards=list(options))))
    lines.extend(map_lines(state))
    return lines


#: The map's symbols: English letters, Japanese one full-width character each (the seed's
#: terms: 階段, 糧食, 宝箱, ピット, 罠, テレポーター).
MAP_SYMBOLS = {
    "en": {"empty": ".", "stairs": "S", "ration": "R", "chest": "C", "pit": "P", "trap": "T",
           "teleporter": "X", "void": " ", "pawns": "12"},
    "ja": {"empty": "・", "stairs": "段", "ration": "糧", "chest": "宝", "pit": "穴", "trap": "罠",
           "teleporter": "転", "void": "　", "pawns": "１２"},
}


def map_lines(state: State, lang: str | None = None) -> list[str]:
    """The table as text, one line per space row, in ``lang`` (default: the reader's).

    English: ``.`` empty, ``S`` stairs, ``R`` ration, ``C`` chest (lower-case initial of its
    colour for a coloured one), ``P`` pit, ``T`` trap, ``X`` teleporter, ``1``/``2`` the pawns,
    blank where no room lies.  Japanese: ・ 段 糧 宝 穴 罠 転 and １/２ (a coloured chest is
    宝 too).  Walls are not drawn."""
    symbols = MAP_SYMBOLS["ja" if (lang or language()) == "ja" else "en"]
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    cells: dict[tuple[int, int], str] = {}
    for p in state["players"]:
        for room in rooms_shown(state, p):
            card = state["cards"][room["card"]]
            for r in range(rows):
                for c in range(cols):
                    kind, _, colour = space_at(card, r, c, room["rot"]).partition(":")
                    coloured = colour[0] if colour and symbols is MAP_SYMBOLS["en"] else None
                    cells[(room["y"] * rows + r, room["x"] * cols + c)] = (
                        coloured or symbols[kind])
    for p in state["players"]:
        if p["pawn"] is not None:
            cells[tuple(p["pawn"])] = symbols["pawns"][p["seat"]]
    if not cells:
        return []
    ys = [y for y, _ in cells]
    xs = [x for _, x in cells]
    return ["".join(cells.get((y, x), symbols["void"])
                    for x in range(min(xs), max(xs) + 1)).rstrip()
            for y in range(min(ys), max(ys) + 1)]


def rooms_shown(state: State, p: dict) -> list[dict]:
    """The player's rooms on the table; once the game is over after leaving level 3 (the
    rooms went back under the deck), that level's rooms as they lay (``final_rooms``)."""
    if p["rooms"] or state.get("status") == "playing":
        return p["rooms"]
    return p.get("final_rooms") or []


def map_cells(state: State, margin: int = 0) -> dict:
    """The placed rooms as a grid of spaces for a screen (the table as seat 0 sees it, north up).

    Returns ``{"rows": [[CELL, ...], ...], "width": n}`` covering every placed card slot (plus
    ``margin`` empty card slots around); ``[]`` rows when no room is placed.  CELL is ``None``
    where no room lies, else ``{"kind": "chest", "colour": "red"|"", "card": id, "owner": seat,
    "walls": {"N": "wall"|"door"|"open", ...} (that card's own side of each edge),
    "edges": "NW"-style string of the sides on the card's border, "pawns": [seat, ...],
    "used": [seat, ...] (bonus spent by that player), "pos": [y, x], "last": bool (the level's
    last room, stairs on top)}``.
    """
    from .components import DIRECTIONS, barrier
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    slots: dict[tuple[int, int], tuple[dict, int]] = {}
    for p in state["players"]:
        for room in rooms_shown(state, p):
            slots[(room["x"], room["y"])] = (room, p["seat"])
    if not slots:
        return {"rows": [], "width": 0}
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
    return {"rows": out, "width": (x1 - x0 + 1) * cols}
