"""The picture picker of the tiles dealt (table deals real tiles): every tile still in the box
drawn as the phones draw it (its roads and what stands on it), with the filters that narrow the
grid (what stands on a tile, the shapes of its roads), for templates/games/bravest/deals.html
and static/js/bravest_deals.js.

A tile is told apart by its picture, never by the name the app gave it (no number is printed on
a real tile): the drawings here carry no id, the id is only the value sent.  Road shapes do not
change when a tile is turned, so a filter finds a tile however it lies on the table.  Rules:
seed 004, コンポーネント (tiles: creatures, places, roads), セットアップ 5 and ゲームの仕組み 2
(tiles dealt onto the distribution board).
"""
from __future__ import annotations

import json
from typing import Any

from flask_babel import lazy_gettext as _l

from companion.games.bravest.rules.components import CONTENT_KINDS, find_same
from companion.games.bravest.rules.turn import deck_left
from companion.games.bravest.rules.names import content_msg, kind_msg
from companion.games.bravest.web.drawing import catalogue_drawing, roads_text, tile_label
from companion.i18n import render

#: The road shapes a filter offers, in this order (the seed's words: 十字路, 分かれ道, 行き止まり).
SHAPES = {"straight": _l("straight road"), "bend": _l("bend"), "fork": _l("fork"),
          "cross": _l("crossroads"), "end": _l("dead end"), "several": _l("two roads or more"),
          "none": _l("no road")}
#: What stands on no tile of a figure filter: the tiles with nothing on them.
NOTHING = "nothing"


def shapes_of(paths: list[list[str]]) -> list[str]:
    """The shapes of a tile's roads (``SHAPES`` keys), whatever its rotation: each road as a
    straight road (two opposite sides), a bend (two sides next to each other), a fork (three),
    a crossroads (four) or a dead end (one); "several" for a tile with more than one road,
    "none" for a tile without roads."""
    if not paths:
        return ["none"]
    out = []
    for net in paths:
        if len(net) == 1:
            out.append("end")
        elif len(net) == 2:
            out.append("straight" if set(net) in ({"N", "S"}, {"E", "W"}) else "bend")
        else:
            out.append("fork" if len(net) == 3 else "cross")
    if len(paths) > 1:
        out.append("several")
    return sorted(set(out), key=list(SHAPES).index)


def figure_of(tile: dict[str, Any]) -> str:
    """What stands on a tile as a filter key: a content kind (``CONTENT_KINDS``) or
    ``NOTHING``."""
    content = tile.get("content")
    return content["kind"] if content else NOTHING


#: How a choice names a tile by its looks (``looks_value``) rather than by the table's id.
LOOKS = "looks:"


def looks_value(tile: dict[str, Any]) -> str:
    """The choice value of a tile given by its looks: ``LOOKS`` + its roads and content as
    JSON (sent as a ``deals`` entry ``{"slot", "paths", "content"}``; the engine checks it)."""
    return LOOKS + json.dumps({"paths": tile["paths"], "content": tile["content"]},
                              separators=(",", ":"), ensure_ascii=False, sort_keys=True)


def from_looks_value(value: str) -> dict[str, Any] | None:
    """``{"paths", "content"}`` of a ``looks_value`` (unchecked: the engine checks it), or None
    when ``value`` is not one (or not readable)."""
    if not value.startswith(LOOKS):
        return None
    try:
        looks = json.loads(value[len(LOOKS):])
    except ValueError:
        return None
    if not isinstance(looks, dict):
        return None
    return {"paths": looks.get("paths", []), "content": looks.get("content")}


def set_extras(view: dict[str, Any],
               saved: dict[str, Any] | None) -> dict[str, tuple[dict[str, Any], int]]:
    """The copies of tiles that the table's saved set (``saved``: its document as it is now)
    holds beyond the table's catalogue, {looks_value: (the set's tile, copies)}, matched by
    looks (ids differ).
    They are real tiles of this box still in the real pile: above all a tile entered here as
    new and then undone, which stays in the set while the table's catalogue loses it (issue 38,
    a table trial).  Only while the table may still meet tiles (an open box, not the sample,
    tiles left in it): they are then dealt as the engine deals a tile by its looks."""
    if not saved or not view.get("open_box") or view["catalogue"].get("sample") \
            or deck_left(view) <= 0:
        return {}
    table_tiles = view["catalogue"]["tiles"]
    out = {}
    for tile in (saved.get("tiles") or {}).get("tiles", []):
        same = find_same(table_tiles, tile["paths"], tile["content"])
        extra = tile.get("count", 0) - (same["count"] if same else 0)
        if extra > 0:
            out[looks_value(tile)] = (tile, extra)
    return out


def picker(view: dict[str, Any], saved: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picker of the tiles still in the box (``view["box"]``), for the host's view or a
    seat's: ``tiles`` [{id (the choice's value), left, drawing (no id drawn), label (what
    stands on it), roads (in words), figure, shapes}] in the catalogue's order, then the tiles
    of the saved set the table's catalogue lacks (``set_extras``: ``saved`` is the set's
    document; such a tile's id is its ``looks_value``); ``figures`` and ``shapes``, the filters
    that narrow them, [(key, name in the page language)], only those some tile has; ``none``:
    "no tile" may be entered (as ``forms.tiles_left_choices`` offers it: every copy the set
    knows is dealt, or the set does not know the whole box); ``extras``: [(value, text)], the
    choices to add to the form's for the tiles by their looks."""
    box = view["box"]
    extras = set_extras(view, saved)
    tiles = []
    for tile in view["catalogue"]["tiles"]:
        left = box.get(tile["id"], 0)
        value = looks_value(tile)
        if value in extras:  # more copies in the set: dealt by its looks
            left += extras.pop(value)[1]
        else:
            value = tile["id"]
        if left > 0:
            tiles.append(_entry(tile, value, left))
    for value, (tile, left) in extras.items():
        tiles.append(_entry(tile, value, left))
    figures_met = {t["figure"] for t in tiles}
    figures = [(k, render(kind_msg(k))) for k in CONTENT_KINDS if k in figures_met]
    if NOTHING in figures_met:
        figures.append((NOTHING, render(content_msg(None))))
    shapes_met = {s for t in tiles for s in t["shapes"]}
    shapes = [(k, str(name)) for k, name in SHAPES.items() if k in shapes_met]
    return {"tiles": tiles, "figures": figures, "shapes": shapes,
            "none": not tiles or bool(view.get("open_box")),
            "extras": [(t["id"], f'{t["label"]} · {t["roads"]}') for t in tiles
                       if t["id"].startswith(LOOKS)]}


def _entry(tile: dict[str, Any], value: str, left: int) -> dict[str, Any]:
    """One tile of the picker (see ``picker``)."""
    return {"id": value, "left": left, "drawing": dict(catalogue_drawing(tile), tile=""),
            "label": tile_label(tile), "roads": roads_text(tile["paths"]),
            "figure": figure_of(tile), "shapes": shapes_of(tile["paths"])}
