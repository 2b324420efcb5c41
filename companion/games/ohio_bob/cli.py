"""Ohio Bob on the command line (``companion setup``): the setup and the map as plain text in
the reader's language (companion.i18n: the command line's --lang or LANG).  Plugged in as
``PLUGIN.setup_text``; the result sheet is the platform's plain table (no ``sheet_text``).

Rules source for the words: ../shared/seeds/002_3fc55720af9e78a8.txt ("1人プレイのセットアップ").
"""
from __future__ import annotations

from companion.engine import State
from companion.i18n import language, render
from companion.message import Msg

from .rules import names
from .rules.components import space_at
from .rules.queries import rooms_shown


def setup_text(state: State) -> str:
    """The setup as plain text in the reader's language: see ``setup_lines``."""
    return "\n".join(setup_lines(state))


def setup_lines(state: State) -> list[str]:
    """The setup as lines of text in the reader's language: the sample's label (a sample set
    says so), per player the temple cards, the starting cards' sides, the amulet challenge,
    level and energy, and the first two cards the app drew; then the map (map_lines)."""
    lines = [render(names.label(state["label"]))] if state.get("sample") else []
    for p in state["players"]:
        lines.append(render(Msg(
            "ohio_bob.setup.player", player=names.player(p), set=names.SETS[p["card_set"]],
            level_side=names.SIDES[p["sides"]["level"]],
            energy_side=names.SIDES[p["sides"]["energy"]],
            amulet_side=names.SIDES[p["sides"]["amulet"]],
            challenge=names.gems(p["challenge"]["gems"]), level=p["level"],
            energy=p["energy"])))
        options = p["await"].get("options") if p["await"]["kind"] == "first_room" else None
        if options:
            lines.append(render(Msg("ohio_bob.setup.first_cards", player=names.player(p),
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
