"""Bravest's tap editor (``companion.web.editor``'s ``EDITOR``): a table enters its own copy —
the two sides of the island boards, the tiles and the ten special tiles — a tile or a side at
a time, by tapping, and completes it over several evenings.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, コンポーネント ("75枚のタイル(うち10枚は特殊タイル)",
island boards with a light and a dark side), セットアップ 3) (the camps), 特殊タイル (the ten
special tiles, one of each).  What a box holds is counted from those facts; nothing of the
printed tiles is assumed.

Kinds, each entered on its own page (``templates/games/bravest/editor_*.html``):

* ``side``: 1 the light side, 2 the dark side of the island boards (``side_editor``);
* ``tile``: the tiles that are not special, one entry per kind of tile with its copies, and
  one more entry (done once the box's 65 are counted, still open to correct a count and to
  answer a save sent from it; a new kind past the 65 is refused on it): the pile page (``pile``), where the box
  is entered in one pass through its pile — a tile of a kind already entered is one tap on
  that kind's +, a new kind is tapped in and saved with one copy, back on the same page;
* ``special``: the ten special tiles in the rules' order, each entered by its roads.

How complete a set is: "island sides 1/2 · tiles 12/65 · special tiles 3/10".  The document is
the game's component set (``BravestGame.validate_components``, which takes these drafts).
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from companion.engine import ComponentError
from companion.games.bravest.web import pile, side_editor, tile_editor
from companion.games.bravest.rules.components import (
    HEROES, OTHER_TILES, SIDES, SPECIAL_EFFECTS, SPECIAL_TILES, check_geometry, check_tile, find_same,
    is_special, new_tile_id, tile_where,
)
from companion.games.bravest.web.drawing import catalogue_drawing
from companion.games.bravest.rules.names import (
    cell_msg, content_msg, edge_msg, hero_msg, looks_msg, side_msg,
)
from companion.i18n import render
from companion.inputs import number
from companion.message import Msg
from companion.web.editor_hooks import EditorHooks

KINDS = ["side", "tile", "special"]


def blank_set() -> dict[str, Any]:
    """A new set with nothing entered yet (a draft the game accepts)."""
    label = {"en": "Our copy", "ja": "うちのセット"}
    return {"format": "bravest-components", "version": 1, "label": label, "sample": False,
            "tiles": {"format": "bravest-tiles", "version": 1, "label": label, "tiles": []},
            "island": {"format": "bravest-island", "version": 1, "label": label, "sides": {}}}


def named(doc: dict[str, Any], name: str) -> dict[str, Any]:
    """A copy of the set ``doc`` whose three labels (the set's, its tiles' and its island
    boards') are ``name``; a sample (labelled as one) is returned as it is."""
    if doc.get("sample") or not name:
        return doc
    doc = copy.deepcopy(doc)
    for part in (doc, doc.get("tiles"), doc.get("island")):
        if isinstance(part, dict):
            part["label"] = name
    return doc


def _tiles(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return doc["tiles"]["tiles"]


def others(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The set's tiles that are not special, in the order entered."""
    return [t for t in _tiles(doc) if not is_special(t)]


def special_of(doc: dict[str, Any], effect: str) -> dict[str, Any] | None:
    """The set's special tile with this effect, if entered."""
    return next((t for t in _tiles(doc) if is_special(t) and t["content"]["effect"] == effect),
                None)


def tile_entry_label(tile: dict[str, Any]) -> Msg:
    """How a tile is listed: by what it shows and its roads, as the game pages name it (no
    tile prints a number, issue 38): "ghost, a road joining north and south (2 copies)" /
    「幽霊・北と南をつなぐ道（2枚）」."""
    return Msg("bravest.editor.tile_entry", looks=looks_msg(tile),
               count=tile.get("count", 1))


def _square_labels(canvas: dict[str, Any]) -> dict[str, str]:
    """What each square of the canvas is, said for a screen reader ("row 1, column 2: a cell of
    the island")."""
    return {sq["key"]: render(Msg("bravest.editor.square_in" if sq["cell"]
                                  else "bravest.editor.square_out",
                                  cell=cell_msg((sq["r"], sq["c"]))))
            for row in canvas["squares"] for sq in row}


def _same_kind(known: list[dict[str, Any]], values: dict[str, Any]) -> str | None:
    """The id of the kind in ``known`` that the pile page's new-kind picks are (turned or
    not), or None (nothing tapped, or a new kind)."""
    if tile_editor.is_blank(values):
        return None
    same = find_same(known, tile_editor.paths_of(values), tile_editor.content_of(values))
    return same["id"] if same else None


class BravestEditor(EditorHooks):
    """The ``ComponentEditor`` of Bravest (see ``companion.web.editor``)."""

    kinds = KINDS

    def kind_label(self, kind: str, done: int, expected: int | None) -> Msg:
        """"island sides 1/2", "tiles 12/65", "special tiles 3/10"."""
        return Msg("components.progress", kind=Msg(f"bravest.editor.kind.{kind}"), done=done,
                   expected=expected)

    def progress(self, doc: dict[str, Any]) -> list[tuple[str, int, int | None]]:
        """Sides of the island boards entered of 2, copies of the other tiles of 65, special
        tiles of 10."""
        return [("side", len(doc["island"]["sides"]), len(SIDES)),
                ("tile", sum(t["count"] for t in others(doc)), OTHER_TILES),
                ("special", sum(1 for t in _tiles(doc) if is_special(t)), SPECIAL_TILES)]

    def entries(self, doc: dict[str, Any], kind: str) -> list[tuple[int, Msg, bool]]:
        """The sides, the tiles entered and the pile page (done at 65/65), the ten special
        tiles."""
        if kind == "side":
            return [(n, Msg("bravest.where.side", side=side_msg(side)),
                     side in doc["island"]["sides"]) for n, side in enumerate(SIDES, 1)]
        if kind == "special":
            return [(n, Msg("bravest.content.special", effect=Msg(f"bravest.effect.{e}")),
                     special_of(doc, e) is not None) for n, e in enumerate(SPECIAL_EFFECTS, 1)]
        tiles = others(doc)
        out = [(n, tile_entry_label(t), True) for n, t in enumerate(tiles, 1)]
        # the pile page stays at 65/65 too (done then): a page opened before the box was full
        # answers its save, and a count is corrected there
        out.append((len(tiles) + 1, Msg("bravest.editor.new_tile"),
                    sum(t["count"] for t in tiles) >= OTHER_TILES))
        return out

    def blank(self) -> dict[str, Any]:
        """A set with nothing entered."""
        return blank_set()

    def named(self, doc: dict[str, Any], name: str) -> dict[str, Any]:
        """A copy of the set labelled with its name: the set, its tiles and its island
        boards (a new set is labelled "Our copy" until then, ``blank_set``)."""
        return named(doc, name)

    def template(self, kind: str) -> str:
        """The entry page of a kind."""
        return "games/bravest/editor_side.html" if kind == "side" \
            else "games/bravest/editor_tile.html"

    def context(self, doc: dict[str, Any], kind: str, n: int,
                sent: Mapping[str, Any] | None) -> dict[str, Any]:
        """What an entry page shows: the values entered (as sent, with a tap applied, or as
        stored), the drawing, the choices, whether it can be removed; on the pile page
        ``same``, the id of the known kind the new-kind picks are (its + then clears them)."""
        if kind == "side":
            side = SIDES[n - 1]
            geo = doc["island"]["sides"].get(side)
            # a side not entered yet starts as a copy of the first side entered (its boards
            # are the same shape on both sides more often than not: table trial s48 item 4)
            source = None if geo is not None else next(
                (other for other in SIDES if doc["island"]["sides"].get(other)), None)
            values = side_editor.values_from(sent) if sent is not None \
                else side_editor.values_of(geo or doc["island"]["sides"].get(source or ""))
            canvas = side_editor.canvas(values)
            # "save, then the next one" on the last side too: on to the tiles
            return {"heading": Msg("bravest.where.side", side=side_msg(side)),
                    "canvas": canvas, "removable": geo is not None, "offer_next": True,
                    "copied_from": side_msg(source) if source and sent is None else None,
                    "square_labels": _square_labels(canvas),
                    "camp_lines": [{"hero": h, "text": Msg(
                        "bravest.editor.camp_at", hero=hero_msg(h),
                        cell=cell_msg(canvas["where"][h][:2]),
                        edge=edge_msg(canvas["where"][h][2]))}
                        for h in HEROES if canvas["where"][h]]}
        if kind == "special":
            effect = SPECIAL_EFFECTS[n - 1]
            tile = special_of(doc, effect)
            heading = Msg("bravest.content.special", effect=Msg(f"bravest.effect.{effect}"))
            contents, copies = [], False
        else:
            tiles = others(doc)
            tile = tiles[n - 1] if n <= len(tiles) else None
            # named by what it shows, as the pile page lists it (no tile prints a number)
            heading = looks_msg(tile) if tile else Msg("bravest.editor.new_tile_heading")
            contents, copies = tile_editor.content_names(), True
        on_pile = kind == "tile" and tile is None
        values = tile_editor.values_from(sent) if sent is not None \
            else tile_editor.blank_values(None) if on_pile else tile_editor.values_of(tile)
        known = [t for t in others(doc) if tile is None or t["id"] != tile["id"]]
        same = _same_kind(known, values) if on_pile else None
        if same and str((sent or {}).get("redraw") or "") == "+" + same:
            # the picks were that kind (a save refused as its duplicate), counted now with its
            # +: the new kind starts again from nothing (table trial br item 2)
            values, same = tile_editor.blank_values(None), None
        return {"heading": heading, "values": values, "preview": tile_editor.preview(values),
                "contents": contents, "copies": copies and not on_pile,
                "removable": tile is not None, "most_copies": OTHER_TILES, "offer_next": True,
                "pile": pile.pile_view(known, sent) if on_pile else None, "same": same,
                "known": [] if on_pile else [
                    {"id": t["id"], "count": t["count"], "label": content_msg(t["content"]),
                     "drawing": catalogue_drawing(t)} for t in known]}

    def update(self, doc: dict[str, Any], kind: str, n: int,
               form: Mapping[str, Any]) -> dict[str, Any]:
        """The set with this entry as the form says (or removed, ``remove`` sent); raises
        ComponentError naming the tile or the side and the place on it."""
        doc = copy.deepcopy(doc)
        if kind == "side":
            side = SIDES[n - 1]
            if form.get("remove"):
                doc["island"]["sides"].pop(side, None)
                return doc
            where = Msg("bravest.where.side", side=side_msg(side))
            values = side_editor.values_from({k: v for k, v in form.items() if k != "redraw"})
            # checked where it was tapped (so a problem names the square seen), kept cut to
            # the rows and columns that hold cells
            check_geometry(side_editor.geometry_of(values, cut=False), where)
            doc["island"]["sides"][side] = check_geometry(side_editor.geometry_of(values),
                                                          where)
            return doc
        tiles = _tiles(doc)
        if kind == "special":
            effect = SPECIAL_EFFECTS[n - 1]
            old = special_of(doc, effect)
            if form.get("remove"):
                if old:
                    tiles.remove(old)
                return doc
            values = tile_editor.values_from(form)
            content = {"kind": "special", "effect": effect}
            tile = old or {"id": new_tile_id(tiles, content), "count": 1}
            tile.update(paths=tile_editor.paths_of(values), content=content)
            if old is None:
                tiles.append(tile)
            check_tile(tile, n)
            return doc
        existing = others(doc)
        old = existing[n - 1] if n <= len(existing) else None
        if form.get("remove"):
            if old:
                tiles.remove(old)
            return doc
        values = tile_editor.values_from(form)
        if old is None:  # the pile page: the counts tapped, then a new kind if one was tapped
            pile.apply_counts(existing, form)
            if pile.counts_only(form):
                return doc
            if tile_editor.is_blank(values):
                if "next" in form and sum(t["count"] for t in existing) < OTHER_TILES:
                    # "save, then the next one" with no new kind tapped: said, never a silent
                    # jump to the special tiles (table trial br item 1)
                    raise ComponentError(Msg("bravest.editor.nothing_tapped"))
                return doc
        content = tile_editor.content_of(values)
        name = old["id"] if old else new_tile_id(tiles, content)
        where = tile_where(name)
        if content and content.get("kind") == "special":
            raise ComponentError(Msg("bravest.editor.special_elsewhere", where=where))
        count = number(values["copies"], most=OTHER_TILES, digits=2)
        if not count:
            raise ComponentError(Msg("bravest.component.tile_count", where=where))
        tile = check_tile({"id": name, "count": count, "paths": tile_editor.paths_of(values),
                           "content": content}, n)
        same = find_same(tiles, tile["paths"], tile["content"], but=name)
        if same is not None:
            raise ComponentError(Msg("bravest.editor.same_tile", looks=looks_msg(same)))
        if old is None and sum(t["count"] for t in existing) >= OTHER_TILES:
            raise ComponentError(Msg("bravest.editor.pile_full", most=OTHER_TILES))
        if old:
            old.update(tile)
        else:
            tiles.append(tile)
        return doc


EDITOR = BravestEditor()
