"""How Bravest's component-document messages are said (merged into ``messages.MESSAGES``).

A table enters its own copy's tiles and island boards as JSON (docs/formats/bravest.md), and
the calculator and ``companion score bravest`` read an island file.  What is wrong with one is
said naming the tile, the side of the island boards or the cell as a player counts them
("the 3rd tile of the catalogue", "tile B17", "the light side of the island boards",
"row 2, column 3"), never as a field path or a program value.  The JSON itself writes the
sides of a tile as the letters N, E, S and W, so the messages about roads say those letters
too (in Japanese next to 北・東・南・西).

Codes: ``bravest.where.*`` (the place a problem is in), ``bravest.doc.*`` (the kinds of file),
``bravest.component.*`` (tile catalogue, island boards, component set), ``bravest.layout.*``
(an island file: the calculator's or the command line's).
"""
from __future__ import annotations

from typing import Any

from companion.i18n import P_, T_, by_params, gettext, ngettext, ordinal


nth = ordinal  # 1st, 2nd / 1, 2 (the sentence says 枚目, 人目)


def _tile_number(p: dict[str, Any]) -> str:
    return gettext("The %(nth)s tile of the catalogue", nth=nth(p["n"]), n=p["n"])


def _tile_entry(p: dict[str, Any]) -> str:
    if p["count"] > 1:
        return ngettext("Tile %(tile)s: %(what)s, %(num)d copy",
                        "Tile %(tile)s: %(what)s, %(num)d copies", p["count"], tile=p["tile"],
                        what=p["what"])
    return gettext("Tile %(tile)s: %(what)s", tile=p["tile"], what=p["what"])


def _layout_number(p: dict[str, Any]) -> str:
    return gettext("The %(nth)s tile of the island file", nth=nth(p["n"]), n=p["n"])


MESSAGES = {
    # -- where a problem is (said at the start of a sentence) ---------------------------------
    "bravest.where.tile": T_("Tile %(tile)s"),
    "bravest.where.tile_number": by_params(_tile_number),
    "bravest.where.side": T_("The %(side)s of the island boards"),
    "bravest.where.layout_cell": T_("The tile on %(cell)s"),
    "bravest.where.dealt": T_("The tile dealt onto place %(place)d"),
    "bravest.where.layout_number": by_params(_layout_number),
    "bravest.where.layout_geometry": T_("The island's shape in the island file"),
    "bravest.doc.tiles": T_("tile catalogue"),
    "bravest.doc.island": T_("island boards file"),
    "bravest.doc.set": T_("component set"),
    "bravest.doc.layout": T_("island file"),

    # -- the file as a whole ---------------------------------------------------------------
    "bravest.component.not_json": T_("The file is not valid JSON (line %(line)d, column "
                                     "%(col)d)."),
    "bravest.component.unknown_doc_kind": T_("This kind of component file is not known."),
    "bravest.component.not_object": T_("This is not a %(what)s: write it as a JSON object, like "
                                       "the sample."),
    "bravest.component.wrong_format": T_("This is not a %(what)s: start from the sample, whose "
                                         "first line says what kind of file it is."),
    "bravest.component.version": T_("This %(what)s is of a version the app does not know: "
                                    "only version 1."),
    "bravest.component.no_label": T_("This %(what)s needs a label: its name, shown to the "
                                     "table."),
    "bravest.component.sample_flag": T_("This %(what)s must say whether it is a sample: yes or "
                                        "no."),
    "bravest.component.sample_label": T_("This %(what)s holds sample data: its label must say "
                                         "that it is a sample."),
    "bravest.component.set_parts": T_("A Bravest component set needs both its tiles and its "
                                      "island boards: start from the sample."),

    # -- tiles ------------------------------------------------------------------------------
    "bravest.component.no_tiles": T_("The tile catalogue lists no tiles."),
    "bravest.component.too_many_tiles": T_("The tiles add up to %(total)d, but a box of "
                                           "Bravest holds %(box)d tiles."),
    "bravest.component.too_many_others": T_("The tiles other than the special ones add up to "
                                            "%(total)d, but a box holds %(most)d of them (75 "
                                            "tiles, 10 of them special)."),
    "bravest.component.special_copies": T_("%(where)s: a box holds one special tile “%(effect)s”, "
                                           "not more."),
    "bravest.component.special_twice": T_("Tiles %(tile)s and %(other)s are both the special tile "
                                          "“%(effect)s”: a box holds one of each."),
    "bravest.component.duplicate_id": T_("Two tiles are called %(tile)s: give each tile a name "
                                         "of its own."),
    "bravest.component.tile_not_object": T_("%(where)s is not written as a tile: see the "
                                            "sample."),
    "bravest.component.tile_no_id": T_("%(where)s has no name: give each tile a short name of "
                                       "its own."),
    "bravest.component.tile_count": T_("%(where)s: the number of copies must be a whole number "
                                       "from 1 to 75."),
    "bravest.component.unknown_fields": T_("%(where)s: the app does not know these entries: "
                                           "%(fields)s."),
    "bravest.component.paths_not_list": T_("%(where)s: write its roads as a list, each road as "
                                           "the list of the sides it joins (N, E, S or W)."),
    "bravest.component.road_empty": T_("%(where)s: road %(road)d joins no side of the tile."),
    "bravest.component.road_bad_edge": T_("%(where)s: road %(road)d has “%(edge)s”, which is "
                                          "not a side of a tile: write north, east, south and "
                                          "west as N, E, S and W."),
    "bravest.component.edge_twice": T_("%(where)s: more than one road reaches its %(edge)s side "
                                       "(each side has at most one road)."),
    "bravest.component.content_not_object": T_("%(where)s: write what is on the tile as in the "
                                               "sample (leave it out when there is nothing)."),
    "bravest.component.unknown_kind": T_("%(where)s: what is on the tile is none of the game's "
                                         "(a wizard, blob, ghost, great sword, ghost tower, "
                                         "lava circle or special tile): write it as in the "
                                         "sample."),
    "bravest.component.lava_open": T_("%(where)s: a piece of a lava circle lists each side "
                                      "where its circle goes on, each side once (N, E, S or "
                                      "W)."),
    "bravest.component.unknown_effect": T_("%(where)s: this special tile's effect is none of "
                                           "the ten of the rules: write it as in the sample."),

    # -- island boards ----------------------------------------------------------------------
    "bravest.component.sides_missing": T_("The island boards file must give the light side, "
                                          "the dark side or both."),
    "bravest.component.geometry_not_object": T_("%(where)s: write its rows, columns, cells and "
                                                "camps as in the sample."),
    "bravest.component.bad_rows": T_("%(where)s: the number of rows must be a whole number from "
                                     "1 to %(max)d."),
    "bravest.component.bad_cols": T_("%(where)s: the number of columns must be a whole number "
                                     "from 1 to %(max)d."),
    "bravest.component.cells_shape": T_("%(where)s: write the cells as %(rows)d lines (one per "
                                        "row) of %(cols)d marks (one per column): # for a cell "
                                        "of the island, . for none."),
    "bravest.component.no_cells": T_("%(where)s: the island has no cells."),
    "bravest.component.too_many_cells": T_("%(where)s: the island has %(n)d cells, more than the "
                                           "%(max)d an island may have."),
    "bravest.component.cell_apart": T_("%(where)s: %(cell)s is apart from the other cells: the "
                                       "cells must form one island, each joined to another "
                                       "above, below, left or right."),
    "bravest.component.camps_missing": T_("%(where)s: give both the Agile's and the "
                                          "Invincible's camps."),
    "bravest.component.camp_shape": T_("%(where)s: the %(hero)s's camp must give a cell (row "
                                       "and column) and the side its start route comes in "
                                       "by."),
    "bravest.component.camp_off_island": T_("%(where)s: the %(hero)s's camp, %(cell)s, is not a "
                                            "cell of the island."),
    "bravest.component.camp_inside": T_("%(where)s: the %(hero)s's start route would come in by "
                                        "the %(edge)s side of %(cell)s, which is inside the "
                                        "island: a start route comes from outside."),
    "bravest.component.camps_same": T_("%(where)s: the two camps must be at different places."),

    # -- an island file (the calculator, companion score bravest) ------------------------------
    "bravest.layout.bad_side": T_("The island file must say which side is scored: the light "
                                  "side or the dark side."),
    "bravest.layout.placements": T_("The island file must list the tiles placed on the "
                                    "island."),
    "bravest.layout.placement_shape": T_("%(where)s must give its cell (row and column)."),
    "bravest.layout.off_island": T_("The island has no cell at %(cell)s."),
    "bravest.layout.cell_twice": T_("Two tiles are placed on %(cell)s."),
    "bravest.layout.bad_rotation": T_("%(where)s: a tile is turned 0°, 90°, 180° or 270° "
                                      "clockwise."),
    "bravest.layout.bad_face_down": T_("%(where)s: say whether it lies face down: yes or no."),
    "bravest.layout.unknown_tile": T_("%(where)s: tile %(tile)s is not one of the tiles of "
                                      "“%(catalogue)s”."),
    "bravest.layout.too_many_copies": P_("Tile %(tile)s is placed on %(n)d cells, but the set "
                                         "has %(num)d copy of it.",
                                         "Tile %(tile)s is placed on %(n)d cells, but the set "
                                         "has %(num)d copies of it.", "count"),

    # -- the tap editor (companion/games/bravest/editor.py) ----------------------------------
    "bravest.editor.kind.side": T_("island sides"),
    "bravest.editor.kind.tile": T_("tiles"),
    "bravest.editor.kind.special": T_("special tiles"),
    "bravest.editor.tile_entry": by_params(_tile_entry),
    "bravest.editor.new_tile": T_("A new tile"),
    "bravest.editor.new_tile_heading": T_("A new tile"),
    "bravest.editor.special_elsewhere": T_("%(where)s: a special tile is entered among the "
                                           "special tiles, each on its own page."),
    "bravest.editor.same_tile": T_("%(where)s is the same tile as tile %(other)s (perhaps "
                                   "turned): give tile %(other)s one more copy instead."),
    "bravest.editor.camp_on_cell": T_("A camp goes on a cell of the island: tap one of its "
                                      "cells."),
    "bravest.editor.camp_enclosed": T_("Every side of this cell touches another cell: a start "
                                       "route comes in from outside the island."),
    "bravest.editor.camp_at": T_("%(hero)s's camp: %(cell)s, coming in from the "
                                 "%(edge)s"),
    "bravest.editor.square_in": T_("%(cell)s: a cell of the island"),
    "bravest.editor.square_out": T_("%(cell)s: not a cell of the island"),
    "bravest.editor.joins_set": T_("A tile entered here also joins your set “%(name)s” on "
                                   "this device: the next game needs no entry for it."),
    "bravest.editor.table_only_other": T_("A tile entered here stays at this table: the set "
                                          "“%(name)s” was saved on another device."),
    "bravest.editor.table_only": T_("A tile entered here stays at this table: it was not set "
                                    "up with a set saved on this device."),
}
