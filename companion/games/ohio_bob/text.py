"""Readable one-line descriptions of Ohio Bob moves for the move log."""
from __future__ import annotations

from companion.engine import Move, State

from .components import SUPER_GEAR

DIR_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def card_name(cid: str | None) -> str:
    """"Super Gear" or the card id."""
    return "Super Gear" if cid == SUPER_GEAR else str(cid)


def describe_move(move: Move, state_before: State) -> str:
    """One line for the log, e.g. "Plays G03 (option B)", "Moves east"."""
    t = move.get("type")
    seat = move.get("seat", 0) or 0
    p = state_before["players"][seat]
    drawn = f" (card {move['card']})" if move.get("card") else ""
    if t == "first_room":
        extra = f", {move['hand']} to hand" if move.get("hand") else ""
        return f"Places {move.get('room')} as the first room of level {p['level']}{extra}"
    if t == "play":
        return f"Plays {card_name(move.get('card'))} (option {move.get('option')})"
    if t == "rest":
        return f"Rests (loses {p['levels'][p['level'] - 1]['rest']} energy)"
    if t == "climb":
        gift = " and gives 1 energy to the partner" if move.get("gift") else ""
        return ("Climbs the stairs" if p["level"] < 3 else "Climbs to the amulet") + gift
    if t == "trade":
        return f"Trades {move.get('give')} for the partner's {move.get('take')}"
    if t == "skip":
        return "Skips an effect"
    if t == "done":
        return "Ends the card"
    if t == "teleport":
        return f"Teleports to the card at {move.get('to')}{drawn}"
    if t == "discard":
        return "Discards " + ", ".join(card_name(c) for c in move.get("cards", []))
    if t == "effect":
        eff = p["await"].get("effect", {}) if p["await"]["kind"] == "effect" else {"type": "rope"}
        kind = eff.get("type", "effect")
        if kind in ("rock", "key"):
            return f"Uses a {kind}"
        if kind == "torch":
            return f"Torch copies option {move.get('option')} of the top card{drawn}"
        if kind == "map":
            return f"Temple map: places a room to the {DIR_NAMES.get(move.get('dir'), '?')}{drawn}"
        verb = {"move": "Moves", "sledgehammer": "Sledgehammers", "rope": "Ropes"}.get(kind, "Moves")
        return f"{verb} {DIR_NAMES.get(move.get('dir'), '?')}{drawn}"
    return str(t)


# English names with the rules' Japanese terms (seed 002 headings), for labels on screens.
EFFECT_NAMES = {
    "move": ("Move", "移動"), "rock": ("Rock", "岩"), "key": ("Key", "鍵"),
    "sledgehammer": ("Sledgehammer", "スレッジハンマー"), "rope": ("Rope", "縄"),
    "torch": ("Torch", "トーチ"), "map": ("Temple map", "神殿マップ"),
}
SPACE_NAMES = {
    "empty": ("Empty", "空き"), "stairs": ("Stairs", "階段"), "ration": ("Ration", "糧食"),
    "chest": ("Chest", "宝箱"), "pit": ("Pit", "ピット"), "trap": ("Trap", "罠"),
    "teleporter": ("Teleporter", "テレポーター"),
}
ARROWS = {"NS": "⇕", "EW": "⇔", "NESW": "✥", "N": "↑", "E": "→", "S": "↓", "W": "←"}
MAP_SYMBOLS = {"empty": ".", "stairs": "S", "ration": "R", "chest": "C", "pit": "P",
               "trap": "T", "teleporter": "X"}


def effect_label(effect: dict) -> str:
    """A short English label for an equipment effect, e.g. "Move ⇔", "Rope ✥", "Key"."""
    name = EFFECT_NAMES.get(effect.get("type"), (str(effect.get("type")), ""))[0]
    if effect.get("type") == "move" and effect.get("ignore"):
        name = "Super move"
    dirs = effect.get("dirs")
    if dirs and not (effect.get("type") == "sledgehammer" and dirs == "NESW"):
        name += " " + ARROWS.get(dirs, dirs)
    if effect.get("type") == "move" and not effect.get("explore", True):
        name += " (no exploring)"
    return name


def option_label(effects: list[dict]) -> str:
    """An option's effects left to right: "Key, Move ⇕"."""
    return ", ".join(effect_label(e) for e in effects) or "nothing"


def space_label(space: str) -> str:
    """"Chest (red)" for "chest:red", "Trap" for "trap"."""
    kind, _, colour = space.partition(":")
    name = SPACE_NAMES.get(kind, (kind, ""))[0]
    return f"{name} ({colour})" if colour else name


def map_lines(state: State) -> list[str]:
    """The table as text, one line per space row (for logs and tests): ``.`` empty, ``S``
    stairs, ``R`` ration, ``C`` chest (lower-case initial for a coloured one), ``P`` pit,
    ``T`` trap, ``X`` teleporter, ``1``/``2`` the pawns, blank where no room lies.  Walls are
    not drawn."""
    from .components import space_at
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    cells: dict[tuple[int, int], str] = {}
    for p in state["players"]:
        for room in p["rooms"]:
            card = state["cards"][room["card"]]
            for r in range(rows):
                for c in range(cols):
                    kind, _, colour = space_at(card, r, c, room["rot"]).partition(":")
                    cells[(room["y"] * rows + r, room["x"] * cols + c)] = (
                        colour[0] if colour else MAP_SYMBOLS[kind])
    for p in state["players"]:
        if p["pawn"] is not None:
            cells[tuple(p["pawn"])] = str(p["seat"] + 1)
    if not cells:
        return []
    ys = [y for y, _ in cells]
    xs = [x for _, x in cells]
    return ["".join(cells.get((y, x), " ") for x in range(min(xs), max(xs) + 1)).rstrip()
            for y in range(min(ys), max(ys) + 1)]


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
    from .components import DIRECTIONS, barrier, space_at
    rows, cols = state["room_size"]["rows"], state["room_size"]["cols"]
    slots: dict[tuple[int, int], tuple[dict, int]] = {}
    for p in state["players"]:
        for room in p["rooms"]:
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
