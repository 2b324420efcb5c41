"""A temple card (or the Super Gear's options) entered by tapping: what its entry form sends,
what a tap changes, and the card it makes.  Used by the set's editor (editor.py) and by the
seat page when a card new to the set is revealed in play (entering.py): the same form both ways.

The form (every field a plain name; the page keeps them as hidden fields, so that nothing
entered is lost between taps):

* ``cell-R-C`` (R, C from 1, top left): the space — ``empty``, ``stairs``, ``ration``,
  ``chest``, ``chest:<colour>``, ``pit``, ``trap`` or ``teleporter`` (components.py);
* ``e-hL-C``: the edge above row L+1 (L from 0: the card's top border, to ``rows``: its bottom
  border) of column C; ``e-vR-L``: the edge left of column L+1 (L from 0 to ``cols``) in row
  R — ``open``, ``wall`` or ``door`` (a locked door);
* ``gem``: a gem colour of the set or ``multi``;
* ``opt-A`` / ``opt-B``: the option's effects left to right, as tokens separated by spaces
  (``effect_token``: ``move:EW``, ``key``, ``move:NESW:pto``...);
* ``brush`` (the space a tap on a space puts there) and ``target`` (the option an effect
  button adds to);
* ``tap`` (a button without JS; the page's script does the same at once in the browser):
  ``cR-C`` puts the brush on space (R, C); ``hL-C`` / ``vR-L`` turns an edge from open to wall
  to locked door and back; ``aI`` adds palette effect I (from 1) to the target option (the
  first effect of an empty A, B still empty, moves the target on to B);
  ``dA3`` / ``dB1`` takes effect 3 of option A / 1 of option B away; ``sC`` puts the stairs on
  space C of the bottom row (and takes them from where they were: a room has one stairs);
  ``kI`` gives options A and B the effects of design I (from 1) of the set's designs (the
  option pairs entered already, ``designs``), ``k0`` empties both; ``oI`` puts option I (from
  1) of the options entered already (``seen``: each an effect list, A's or B's) in the target
  option instead of what it held, and a target A moves on to B (A, then B: a card whose A and
  B were each seen is 2 taps).  The values hold digits, no words (a button's value is part of
  what a page shows).
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.i18n import render
from companion.message import Msg

from ..rules import names
from ..rules.components import SPACE_KINDS
from ..rules.names import SPACE_SYMBOLS

EDGE_STATES = ("open", "wall", "door")
OPTIONS = ("A", "B")
#: The effect buttons of a temple card, in the order shown (the arrows as printed: ⇔ ⇕ ✥...).
PALETTE = (
    {"type": "move", "dirs": "EW"}, {"type": "move", "dirs": "NS"},
    {"type": "move", "dirs": "NESW"}, {"type": "move", "dirs": "N"},
    {"type": "move", "dirs": "E"}, {"type": "move", "dirs": "S"}, {"type": "move", "dirs": "W"},
    {"type": "rock"}, {"type": "key"}, {"type": "sledgehammer"},
    {"type": "rope", "dirs": "NESW"}, {"type": "rope", "dirs": "EW"},
    {"type": "rope", "dirs": "NS"}, {"type": "torch"}, {"type": "map"},
)
#: The Super Gear's own move (スーパーギア: pits and traps ignored, locked doors opened).
SUPER_MOVE = {"type": "move", "dirs": "NESW", "ignore": ["pit", "trap"], "opens_doors": True}
SUPER_PALETTE = (SUPER_MOVE,) + PALETTE
_FLAGS = (("n", "explore", False), ("p", "ignore", "pit"), ("t", "ignore", "trap"),
          ("o", "opens_doors", True))


# ------------------------------------------------------------------------------- effects

def effect_token(effect: Mapping[str, Any]) -> str:
    """An effect as a form token: ``type[:DIRS[:flags]]`` (flags: ``n`` no exploring, ``p`` /
    ``t`` pits / traps ignored, ``o`` opens locked doors), e.g. ``move:NESW:pto``."""
    flags = ""
    if effect.get("type") == "move":
        flags = ("n" if effect.get("explore") is False else "") + \
            ("p" if "pit" in effect.get("ignore", ()) else "") + \
            ("t" if "trap" in effect.get("ignore", ()) else "") + \
            ("o" if effect.get("opens_doors") else "")
    dirs = effect.get("dirs") or ""
    if effect.get("type") == "sledgehammer" and dirs == "NESW":
        dirs = ""
    return ":".join([str(effect.get("type")), dirs, flags]).rstrip(":")


def token_effect(token: str) -> dict[str, Any]:
    """A form token back as an effect (components.py checks it: an unknown type or flag makes
    an effect the check refuses, naming the option and the effect)."""
    kind, _, rest = token.partition(":")
    dirs, _, flags = rest.partition(":")
    effect: dict[str, Any] = {"type": kind}
    if dirs:
        effect["dirs"] = dirs
    if kind == "move":
        for letter, key, value in _FLAGS:
            if letter in flags:
                if key == "ignore":
                    effect.setdefault("ignore", []).append(value)
                else:
                    effect[key] = value
        flags = "".join(f for f in flags if f not in "npto")
    if flags:
        effect["flags"] = flags           # not an entry of an effect: refused by the check
    return effect


def option_tokens(raw: str | None) -> list[str]:
    """The tokens of an ``opt-A`` field (at most 12: no card shows more)."""
    return [t for t in str(raw or "").split() if t][:12]


# ------------------------------------------------------------------------------- the model

def blank_model(rows: int, cols: int) -> dict[str, Any]:
    """A card with nothing entered: every space empty, no wall, no gem, no effect."""
    return {"rows": rows, "cols": cols, "grid": [["empty"] * cols for _ in range(rows)],
            "edges": {}, "gem": "", "options": {"A": [], "B": []}, "brush": "stairs",
            "target": "A"}


def model_from_card(card: Mapping[str, Any] | None, rows: int, cols: int) -> dict[str, Any]:
    """The entry form's model of a (normalized) card, or a blank one for None."""
    model = blank_model(rows, cols)
    if not card:
        return model
    room = card.get("room")
    if room:
        model["grid"] = [list(row) for row in room["grid"]]
        for kind in ("walls", "doors"):
            for edge in room[kind]:
                model["edges"][edge_name(edge, rows, cols)] = "wall" if kind == "walls" else "door"
    model["gem"] = card.get("gem") or ""
    for name in OPTIONS:
        model["options"][name] = [effect_token(e) for e in card["options"].get(name, [])]
    return model


def model_from_form(form: Mapping[str, Any], rows: int, cols: int) -> dict[str, Any]:
    """The model of what an entry form sent (missing fields: empty); a tap is not applied."""
    model = blank_model(rows, cols)
    for r in range(rows):
        for c in range(cols):
            model["grid"][r][c] = str(form.get(f"cell-{r + 1}-{c + 1}") or "empty")[:40]
    for name in edge_names(rows, cols):
        state = form.get(f"e-{name}")
        if state in ("wall", "door"):
            model["edges"][name] = state
    model["gem"] = str(form.get("gem") or "")[:40]
    for name in OPTIONS:
        model["options"][name] = option_tokens(form.get(f"opt-{name}"))
    if form.get("brush"):
        model["brush"] = str(form.get("brush"))[:40]
    if form.get("target") in OPTIONS:
        model["target"] = form.get("target")
    return model


def apply_tap(model: dict[str, Any], tap: str | None, palette=PALETTE,
              designs: tuple | list = (), seen: tuple | list = ()) -> dict[str, Any]:
    """The model after one tap (see the module docstring); an unknown tap changes nothing.
    ``designs``: the set's option pairs ``[(A tokens, B tokens)]`` that ``kI`` taps give;
    ``seen``: the options ``[tokens]`` that ``oI`` taps give (``options_of``)."""
    tap = str(tap or "")
    head, body = tap[:1], tap[1:]
    if head == "c":
        r, c = _pair(body)
        if 1 <= r <= model["rows"] and 1 <= c <= model["cols"]:
            if model["brush"] == "stairs":
                _stairs_away(model)
            model["grid"][r - 1][c - 1] = model["brush"]
    elif head == "s" and body.isdigit() and 1 <= int(body) <= model["cols"] < 10:
        _stairs_away(model)
        model["grid"][model["rows"] - 1][int(body) - 1] = "stairs"
    elif head == "k" and body.isdigit() and int(body) <= len(designs) and len(body) < 3:
        pair = designs[int(body) - 1] if int(body) else ([], [])
        model["options"] = {"A": list(pair[0]), "B": list(pair[1])}
    elif head == "o" and body.isdigit() and 1 <= int(body) <= len(seen) and len(body) < 3:
        model["options"][model["target"]] = list(seen[int(body) - 1])
        model["target"] = "B"           # A, then B
    elif head in ("h", "v") and tap in edge_names(model["rows"], model["cols"]):
        now = model["edges"].get(tap, "open")
        after = EDGE_STATES[(EDGE_STATES.index(now) + 1) % len(EDGE_STATES)]
        if after == "open":
            model["edges"].pop(tap, None)
        else:
            model["edges"][tap] = after
    elif head == "a" and body.isdigit() and 1 <= int(body) <= len(palette):
        effects = model["options"][model["target"]]
        if len(effects) < 12:
            effects.append(effect_token(palette[int(body) - 1]))
        if model["target"] == "A" and len(effects) == 1 and not model["options"]["B"]:
            model["target"] = "B"       # the first effect of A: the next tap is for B
    elif head == "d" and body[:1] in OPTIONS and body[1:].isdigit():
        effects = model["options"][body[0]]
        if 1 <= int(body[1:]) <= len(effects):
            del effects[int(body[1:]) - 1]
    return model


def _stairs_away(model: dict[str, Any]) -> None:
    """Take the stairs off the room (a room has one: 1人プレイのセットアップ 6)."""
    for row in model["grid"]:
        for c, value in enumerate(row):
            if value == "stairs":
                row[c] = "empty"


def _used(cards: list, of_pairs: bool) -> list[tuple[Any, int]]:
    """The option pairs (``of_pairs``) or the single options (each an effect list) of entered
    temple cards (None for a place not entered), each with how many times it was entered, the
    most used first, then the most recently entered first; empty options left out."""
    counts: dict[Any, int] = {}
    last: dict[Any, int] = {}
    for at, card in enumerate(cards):
        if card is None:
            continue
        pair = tuple(tuple(effect_token(e) for e in card["options"].get(name, []))
                     for name in OPTIONS)
        for item in ([pair] if of_pairs else [p for p in pair if p]):
            counts[item] = counts.get(item, 0) + 1
            last[item] = at
    return [(item, counts[item])
            for item in sorted(counts, key=lambda item: (-counts[item], -last[item]))]


def designs_of(cards: list, most: int = 8, once: int = 2) -> list[tuple[list[str], list[str]]]:
    """The option pairs (A tokens, B tokens) of entered temple cards (``cards`` in the order
    they were entered; None for a place not entered) for the design chips of the entry page
    (a card whose equipment repeats one is 1 tap): the pairs entered twice or more, the most
    used first (then the most recent), then the ``once`` pairs entered once most recently;
    at most ``most`` in all.  A box whose pairs seldom repeat (a tester's: its options repeat
    one by one, ``options_of``) so gets few, and the effect buttons stay near."""
    used = _used(cards, True)
    chosen = [p for p, n in used if n > 1] + [p for p, n in used if n == 1][:once]
    return [(list(a), list(b)) for a, b in chosen[:most]]


def options_of(cards: list, most: int = 16) -> list[list[str]]:
    """The distinct options (each an effect token list, as A or B of a card) of entered temple
    cards (as ``designs_of``): at most ``most``, the most used first, then the most recent
    (the option chips of the entry page: an option seen already, A's or B's, is 1 tap)."""
    return [list(tokens) for tokens, _n in _used(cards, False)[:most]]


def usual_kind(cards: list, otherwise: str) -> str:
    """The special space the rooms of ``cards`` (entered temple cards; None for a place not
    entered) show most: a card not entered yet opens with it as the kind a tap puts (mostly
    the right one); ``otherwise`` for none."""
    counts: dict[str, int] = {}
    for card in cards:
        for row in (card or {}).get("room", {}).get("grid", []):
            for value in row:
                if value not in ("empty", "stairs"):
                    counts[value] = counts.get(value, 0) + 1
    return max(counts, key=lambda k: (counts[k], k)) if counts else otherwise


def _pair(text: str) -> tuple[int, int]:
    a, _, b = text.partition("-")
    return (int(a), int(b)) if a.isdigit() and b.isdigit() and len(a + b) < 4 else (0, 0)


def edge_names(rows: int, cols: int) -> list[str]:
    """Every edge of a room: ``hL-C`` (horizontal, L 0..rows) and ``vR-L`` (L 0..cols)."""
    return ([f"h{line}-{c}" for line in range(rows + 1) for c in range(1, cols + 1)]
            + [f"v{r}-{line}" for r in range(1, rows + 1) for line in range(cols + 1)])


def edge_name(edge: Mapping[str, Any], rows: int, cols: int) -> str:
    """A wall or door of the component file (0-based row, col, side) as its edge name."""
    r, c, side = edge["row"], edge["col"], edge["side"]
    return {"N": f"h{r}-{c + 1}", "S": f"h{r + 1}-{c + 1}",
            "W": f"v{r + 1}-{c}", "E": f"v{r + 1}-{c + 1}"}[side]


def name_edge(name: str, rows: int, cols: int) -> dict[str, Any]:
    """An edge name back as a wall or door of the component file (named from the space below
    or to the right of it, the border's from the space inside)."""
    a, _, b = name[1:].partition("-")
    first, second = int(a), int(b)
    if name[0] == "h":
        return ({"row": first, "col": second - 1, "side": "N"} if first < rows
                else {"row": first - 1, "col": second - 1, "side": "S"})
    return ({"row": first - 1, "col": second, "side": "W"} if second < cols
            else {"row": first - 1, "col": second - 1, "side": "E"})


def card_from_model(model: Mapping[str, Any], with_room: bool = True) -> dict[str, Any]:
    """The entry (a card without its id) that the model makes: ``{"gem", "options", "room"}``
    (the Super Gear: ``{"options"}``, B only when it has effects)."""
    options = {name: [token_effect(t) for t in model["options"][name]] for name in OPTIONS}
    if not with_room:
        return {"options": {k: v for k, v in options.items() if v or k == "A"}}
    rows, cols = model["rows"], model["cols"]
    walls = [name_edge(n, rows, cols) for n, s in sorted(model["edges"].items()) if s == "wall"]
    doors = [name_edge(n, rows, cols) for n, s in sorted(model["edges"].items()) if s == "door"]
    entry: dict[str, Any] = {"options": options,
                             "room": {"grid": [list(r) for r in model["grid"]],
                                      "walls": walls, "doors": doors}}
    if model["gem"]:
        entry["gem"] = model["gem"]
    return entry


# ------------------------------------------------------------------------------- the page

def brushes(colours: list[str]) -> list[dict[str, Any]]:
    """The space kinds a tap puts on a space, each with its symbol and name in the page
    language (a chest of each gem colour after the plain chest)."""
    out = []
    for kind in SPACE_KINDS:
        kinds = [kind] + ([f"chest:{c}" for c in colours] if kind == "chest" else [])
        for value in kinds:
            base, _, colour = value.partition(":")
            out.append({"value": value, "kind": base, "colour": colour,
                        "symbol": SPACE_SYMBOLS.get(base, "?"),
                        "label": render(names.space(value))})
    return out


def design_label(pair: tuple[list[str], list[str]]) -> str:
    """A design chip's text in the page language: "A ⇔ / B 鍵 ✥"."""
    return " / ".join(f"{name} " + " ".join(render(names.effect(token_effect(t)))
                                            for t in tokens)
                      for name, tokens in zip(OPTIONS, pair) if tokens)


def option_label(tokens: list[str]) -> str:
    """An option chip's text in the page language: its effects as the effect buttons name
    them, left to right ("移動 ⇔ · 鍵")."""
    return " · ".join(render(names.effect(token_effect(t))) for t in tokens)


def view(model: dict[str, Any], colours: list[str], palette=PALETTE,
         with_room: bool = True, designs: tuple | list = (),
         seen: tuple | list = ()) -> dict[str, Any]:
    """What the entry template draws: ``lattice`` (rows of corners, edges and spaces, in the
    order of the CSS grid), ``stairs`` (the bottom row's columns), ``designs`` (chips: their
    taps, labels and tokens), ``seen`` (the option chips: taps, labels, tokens), ``brushes``,
    ``gems``, ``options`` (each effect with its label and the tap that takes it away), ``palette`` (the effect buttons with their taps) and the
    hidden fields' values."""
    rows, cols = model["rows"], model["cols"]
    lattice = []
    for line in range(2 * rows + 1):
        items = []
        for col in range(2 * cols + 1):
            if line % 2 == 0 and col % 2 == 0:
                items.append({"t": "corner"})
            elif line % 2 == 0:
                name = f"h{line // 2}-{col // 2 + 1}"
                items.append({"t": "edge", "name": name, "dir": "h",
                              "state": model["edges"].get(name, "open"),
                              "row": line // 2, "col": col // 2 + 1})
            elif col % 2 == 0:
                name = f"v{line // 2 + 1}-{col // 2}"
                items.append({"t": "edge", "name": name, "dir": "v",
                              "state": model["edges"].get(name, "open"),
                              "row": line // 2 + 1, "col": col // 2})
            else:
                r, c = line // 2 + 1, col // 2 + 1
                value = model["grid"][r - 1][c - 1]
                base, _, colour = value.partition(":")
                items.append({"t": "cell", "name": f"cell-{r}-{c}", "tap": f"c{r}-{c}",
                              "value": value, "kind": base, "colour": colour, "row": r,
                              "col": c, "symbol": SPACE_SYMBOLS.get(base, "?"),
                              "label": render(names.space(value)),
                              "where": render(Msg("ohio_bob.editor.space_at", row=r, col=c))})
        lattice.append(items)
    options = []
    for name in OPTIONS:
        chips = [{"token": t, "label": render(names.effect(token_effect(t))),
                  "tap": f"d{name}{i}"} for i, t in enumerate(model["options"][name], 1)]
        options.append({"name": name, "chips": chips,
                        "value": " ".join(model["options"][name])})
    gems = [(c, render(names.colour(c))) for c in colours] + [
        ("multi", render(names.colour("multi")))]
    chips = [{"tap": f"k{i}", "label": design_label(pair), "a": " ".join(pair[0]),
              "b": " ".join(pair[1])} for i, pair in enumerate(designs, 1)]
    stairs_at = next((c for c, v in enumerate(model["grid"][-1], 1) if v == "stairs"), 0)
    return {"rows": rows, "cols": cols, "lattice": lattice, "with_room": with_room,
            "stairs": list(range(1, cols + 1)), "stairs_at": stairs_at, "designs": chips,
            "seen": [{"tap": f"o{i}", "label": option_label(tokens), "tokens": " ".join(tokens)}
                     for i, tokens in enumerate(seen, 1)],
            "brushes": brushes(colours), "brush": model["brush"], "gems": gems,
            "gem": model["gem"], "options": options, "target": model["target"],
            "palette": [{"tap": f"a{i}", "token": effect_token(e),
                         "label": render(names.effect(e))} for i, e in enumerate(palette, 1)]}
