"""One Bravest tile entered by tapping: what the tap editor's inputs hold, how they become a
tile's roads and content, and the drawing that shows them as entered.

The same editor serves the component set's pages (``editor.py``: a tile, a special tile) and
the host screen when the table deals a tile its set does not know yet (``forms.py``: a
``new_tile`` move).  Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, コンポーネント and 特殊タイル
(what stands on a tile), スコアリング (roads; docs/rulings/bravest.md 1: a tile's roads are
networks joined at one junction each, separate roads stay separate).

The inputs (names after an optional prefix, e.g. ``new-`` on the host screen):

* ``road_N``, ``road_E``, ``road_S``, ``road_W``: the number of the road that leaves the tile
  by that side ("1" to "4"), "" for no road.  Sides with the same number meet at that road's
  junction inside the tile; a number on one side only is a road that ends in the tile.
* ``content``: "" (nothing: 「絵なし」 picked), a creature or place (``CONTENT_CHOICES``), or
  "special"; not sent (None in the values) when no choice was made: the pile page's new kind
  starts so, and a tile with no road and nothing on it is saved there only once 「絵なし」 is
  picked (docs/rulings/bravest.md 8a);
* ``lava_N`` ... ``lava_W``: ticked where a lava piece's circle goes on to the next tile;
* ``effect``: which special tile (one of ``SPECIAL_EFFECTS``);
* ``copies``: how many copies of this tile the box holds (the set's pages only).

Nothing here refuses: a value that is no road number is still a road of its own, an unknown
content is passed on, and the catalogue checks (``components``) name what is wrong, with the
tile and its side.
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.games.bravest.rules.components import EDGES, SPECIAL_EFFECTS
from companion.games.bravest.web.drawing import EDGE_XY, junction
from companion.games.bravest.rules.names import kind_msg
from companion.i18n import render
from companion.message import Msg

#: The road numbers a side may take (4 at most: four roads that each end in the tile).
ROAD_NUMBERS = ("1", "2", "3", "4")
#: What may stand on a tile that is not special, in the order the rules name them.
CONTENT_CHOICES = ("wizard", "blob", "ghost", "great_sword", "ghost_tower", "lava")
TICKED = ("1", "y", "on", "true", "yes")


def blank_values(content: str | None = "") -> dict[str, Any]:
    """The inputs of a tile not entered yet: no road, one copy, and ``content`` ("": 「絵なし」
    picked; None: no choice made yet, the pile page's new kind)."""
    return {"roads": {e: "" for e in EDGES}, "content": content,
            "lava": {e: False for e in EDGES}, "effect": "", "copies": "1"}


def values_of(tile: dict[str, Any] | None) -> dict[str, Any]:
    """The inputs that show a (checked) catalogue tile: its roads numbered 1, 2... in the
    order of its networks (a tile entered here keeps them in the order of the numbers
    tapped, ``paths_of``)."""
    values = blank_values()
    if not tile:
        return values
    for n, net in enumerate(tile["paths"], 1):
        for e in net:
            values["roads"][e] = str(n)
    content = tile.get("content")
    if content:
        values["content"] = content["kind"]
        values["effect"] = content.get("effect", "")
        for e in content.get("open", []):
            values["lava"][e] = True
    values["copies"] = str(tile.get("count", 1))
    return values


def values_from(form: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """The inputs as a form sent them (``form``: anything with ``get``, e.g. request.form);
    ``content`` None when the form sent no choice of what stands on the tile."""
    def text(name: str, most: int = 20) -> str:
        return str(form.get(prefix + name) or "").strip()[:most]

    return {"roads": {e: text(f"road_{e}", 4) for e in EDGES},
            "content": text("content", 30) if prefix + "content" in form else None,
            "lava": {e: text(f"lava_{e}", 8).lower() in TICKED for e in EDGES},
            "effect": text("effect", 30), "copies": text("copies", 6) or "1"}


def is_blank(values: dict[str, Any]) -> bool:
    """Whether nothing was tapped: no road and no choice of what stands on the tile (the pile
    page saves only its counts then).  A tile with no road and 「絵なし」 picked is a tile
    (seed, ゲームの仕組み: "一部のタイルには道が描かれていません"; docs/rulings/bravest.md 8a)."""
    return values["content"] is None and not any(values["roads"].values())


def paths_of(values: dict[str, Any]) -> list[list[str]]:
    """The road networks the numbers say: [["N", "S"], ["E"]] for north and south on road 1,
    east on road 2; networks in the order of their numbers (a value that is no road number
    after them), so that ``values_of`` shows a saved tile with the numbers it was entered
    with: north on road 2 and south on road 1 gives [["S"], ["N"]], shown again as south 1,
    north 2 (table trial s45 item 3)."""
    nets: dict[str, list[str]] = {}
    for e in EDGES:
        number = values["roads"].get(e, "")
        if number:
            nets.setdefault(number, []).append(e)
    order = sorted(nets, key=lambda n: (n not in ROAD_NUMBERS, n))
    return [nets[n] for n in order]


def content_of(values: dict[str, Any]) -> dict[str, Any] | None:
    """What stands on the tile, as the catalogue writes it (``components.check_content``)."""
    kind = values["content"]
    if not kind:
        return None
    if kind == "lava":
        return {"kind": "lava", "open": [e for e in EDGES if values["lava"].get(e)]}
    if kind == "special":
        return {"kind": "special", "effect": values["effect"] or None}
    return {"kind": kind}


def preview(values: dict[str, Any]) -> dict[str, Any]:
    """The tile as entered, for the editor's drawing (0..100 units, as ``drawing``): ``nets``
    [{n (the road's number), lines [(x1, y1, x2, y2)], end (x, y) of a road that ends in the
    tile or None, bridge (drawn over a road it crosses)}], ``lava`` [(x, y)] the open sides
    of a lava piece.  Separate roads meet at their own junctions, as the tile drawings do."""
    nets = paths_of(values)
    numbers = [values["roads"][net[0]] for net in nets]
    out, through_centre = [], 0
    for n, net in zip(numbers, nets):
        x, y = junction(net, alone=len(nets) == 1)
        centre = (x, y) == (50, 50)
        through_centre += centre
        out.append({"n": n if n in ROAD_NUMBERS else "x",
                    "lines": [(*EDGE_XY[e], x, y) for e in net],
                    "end": (x, y) if len(net) == 1 else None,
                    "bridge": centre and through_centre > 1})
    lava = [EDGE_XY[e] for e in EDGES if values["lava"].get(e)] \
        if values["content"] == "lava" else []
    return {"nets": out, "lava": lava}


def content_names() -> list[tuple[str, str]]:
    """The contents a tile that is not special may have, with their names in the page
    language: [("wizard", "wizard"), ...] / [("wizard", "魔法使い"), ...]."""
    return [(k, render(kind_msg(k))) for k in CONTENT_CHOICES]


def effect_choices(taken: set[str] | None = None) -> list[tuple[str, str]]:
    """The special tiles that may still be entered (each is in the box once), with their
    effects in the page language."""
    return [(e, render(Msg(f"bravest.effect.{e}"))) for e in SPECIAL_EFFECTS
            if e not in (taken or set())]
