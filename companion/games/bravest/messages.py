"""How Bravest's messages are said: message code -> catalogue entry (companion.i18n).

The engine (rules, setup, scoring, component checks, the move log) returns ``Msg`` values with
codes ``bravest.<area>.<what>``; this module says each one in the reader's language through the
game's catalogue (``translations/``).  Japanese uses the terms of the rules
(../shared/seeds/004_56bb1fd7cb2b43a4.txt): タイル, 島, タイル配布ボード, タイルセレクター,
勇者, アジャイル, インビンシブル, 開始地点, 十字路, 裏向き, 魔法使い, ブロブ, 幽霊, 大剣,
幽霊塔, 溶岩の円, 特殊タイル, 光の面, 闇の面, 伝説のキャラクター.

Areas: names (heroes, sides, edges, contents, places on the table), ``move``/``place``/``deal``
(refusals), ``log`` (move log lines), ``options`` (new-table refusals), ``why``/``course``
(each step of a hero's course), ``score``; then the component documents' (below).

Places are said as a player sees them: a cell of the island is "row 2, column 3" (rows counted
from the top, columns from the left, both from 1), a place of the distribution board is
"place 4" (1 to 12 clockwise), a side of a tile is north/east/south/west (北/東/南/西).

Component documents: a table enters its own copy's tiles and island boards as JSON
(docs/formats/bravest.md), and the calculator and ``companion score bravest`` read an island
file.  What is wrong with one is said naming the tile, the side of the island boards or the
cell as a player counts them ("the 3rd tile of the catalogue", "tile B17", "the light side of
the island boards", "row 2, column 3"), never as a field path or a program value.  The JSON itself writes the
sides of a tile as the letters N, E, S and W, so the messages about roads say those letters
too (in Japanese next to 北・東・南・西).

Codes: ``bravest.where.*`` (the place a problem is in), ``bravest.doc.*`` (the kinds of file),
``bravest.component.*`` (tile catalogue, island boards, component set), ``bravest.layout.*``
(an island file: the calculator's or the command line's).
"""
from __future__ import annotations

from typing import Any

from companion.i18n import P_, T_, by_params, gettext, language, ngettext, ordinal

nth = ordinal  # 1st, 2nd / 1, 2 (the sentence says 枚目, 人目)


#: The four sides of a tile, as the data names them (top, right, bottom, left as printed).
EDGE_LETTERS = "NESW"


def edge_word(letter: str) -> str:
    """One side of a tile ("N") in the reader's language: north / 北."""
    return {"N": gettext("north"), "E": gettext("east"), "S": gettext("south"),
            "W": gettext("west")}[letter]


def sides_text(letters: str) -> str:
    """Sides given as letters ("NES") in words: "north, east and south" / 「北・東・南」
    (two: 「北と南」)."""
    words = [edge_word(x) for x in letters]
    if language() == "ja":
        return "と".join(words) if len(words) == 2 else "・".join(words)
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _road(p: dict[str, Any]) -> str:
    sides = p["sides"]
    if len(sides) == 1:
        return gettext("a dead end from the %(side)s", side=sides_text(sides))
    if len(sides) == 2:
        return gettext("a road joining %(sides)s", sides=sides_text(sides))
    if len(sides) == 3:
        return gettext("a fork joining %(sides)s", sides=sides_text(sides))
    return gettext("a crossroads")


def _lava_piece(p: dict[str, Any]) -> str:
    if not p["sides"]:
        return gettext("a whole lava circle")
    return gettext("a piece of a lava circle, going on to the %(sides)s",
                   sides=sides_text(p["sides"]))


def _place_tile(p: dict[str, Any]) -> str:
    # the tile named by what it shows (a log stored before issue 38 says only what stands on
    # it, and names the tile by the app's id, no longer said; a tile with nothing on it was
    # named without "(nothing)")
    if "lies" in p:  # the tile as it lies on the island, its roads turned (s48 item 1)
        if p["degrees"]:
            return gettext("%(name)s places a tile on %(cell)s, turned %(degrees)d° clockwise "
                           "(as it lies: %(lies)s).", **p)
        return gettext("%(name)s places a tile (%(lies)s) on %(cell)s.", **p)
    if p["what"] == gettext("no figure"):
        if p["degrees"]:
            return gettext("%(name)s places a tile on %(cell)s, turned %(degrees)d° clockwise.",
                           **p)
        return gettext("%(name)s places a tile on %(cell)s.", **p)
    if p["degrees"]:
        return gettext("%(name)s places a tile (%(what)s) on %(cell)s, turned %(degrees)d° "
                       "clockwise.", **p)
    return gettext("%(name)s places a tile (%(what)s) on %(cell)s.", **p)


def _looks(p: dict[str, Any]) -> str:
    if p["what"] == gettext("no figure"):
        return gettext("no figure, %(roads)s", roads=p["roads"])
    return gettext("%(what)s, %(roads)s", what=p["what"], roads=p["roads"])


def _not_waiting(p: dict[str, Any]) -> str:
    # the tile lying there named by its looks (issue 38 item 1); a refusal stored before
    # that, or a place left empty, by the place alone
    if "what" in p:
        return gettext("Place %(place)d of the distribution board is not waiting for a tile: "
                       "the tile (%(what)s) lies there.", **p)
    return gettext("Place %(place)d of the distribution board is not waiting for a tile.", **p)


def _no_copy_left(p: dict[str, Any]) -> str:
    # the tile by its looks, never by the app's name for it (issue 38 item 1); a refusal
    # stored before that by the name
    if "what" in p:
        return gettext("Every copy of the tile (%(what)s) has already been dealt.", **p)
    return gettext("Every copy of tile %(tile)s has already been dealt.", **p)


def _not_selected(p: dict[str, Any]) -> str:
    if "what" in p:
        return gettext("No tile selector faces the tile (%(what)s) on place %(place)d of the "
                       "distribution board: take one of the three tiles the selectors face.",
                       **p)
    return gettext("No tile selector faces place %(place)d of the distribution board: take "
                   "one of the three tiles the selectors face.", **p)


def _selector_skip(p: dict[str, Any]) -> str:
    # the selector passes the tiles another selector faces (ゲームの仕組み 2: さらに次のタイル)
    if p["n"] == 1:
        return gettext("Move the tile selector that faced the tile taken (%(what)s) clockwise: "
                       "a tile selector already faces the next tile, so put it before the tile "
                       "after that: the tile (%(to)s) on place %(place)d.", **p)
    return gettext("Move the tile selector that faced the tile taken (%(what)s) clockwise: "
                   "tile selectors already face the next %(n)d tiles, so put it before the "
                   "tile after them: the tile (%(to)s) on place %(place)d.", **p)


def _wizard(p: dict[str, Any]) -> str:
    return ngettext("wizard: the %(nth)s one of this course scores %(num)d point",
                    "wizard: the %(nth)s one of this course scores %(num)d points",
                    p["number"], nth=nth(p["number"]))


def _step(p: dict[str, Any]) -> str:
    points = ngettext("%(num)d point", "%(num)d points", p["points"])
    cell = p["cell"][:1].upper() + p["cell"][1:]
    # the tile is the one on that cell (the app's id for it is never said: issue 38)
    return gettext("%(n)d. %(cell)s: %(points)s — %(why)s.", n=p["n"], cell=cell,
                   why=p["why"], points=points)


MESSAGES = {
    #: what the game hides, as a take-back refused from a phone names it (engine.py)
    "bravest.hidden_things": T_("a tile dealt from the pile"),
    #: a play's score where the platform says it (the play history): seed 004 counts ポイント
    "bravest.points": P_("%(num)d point", "%(num)d points", "num"),
    # -- names ------------------------------------------------------------------------------
    "bravest.hero.agile": T_("Agile"),
    "bravest.hero.invincible": T_("Invincible"),
    "bravest.side.light": T_("light side"),
    "bravest.side.dark": T_("dark side"),
    "bravest.edge.n": T_("north"),
    "bravest.edge.e": T_("east"),
    "bravest.edge.s": T_("south"),
    "bravest.edge.w": T_("west"),
    "bravest.kind.wizard": T_("wizard"),
    "bravest.kind.blob": T_("blob"),
    "bravest.kind.ghost": T_("ghost"),
    "bravest.kind.great_sword": T_("great sword"),
    "bravest.kind.ghost_tower": T_("ghost tower"),
    "bravest.kind.lava": T_("lava circle"),
    "bravest.kind.special": T_("special tile"),
    "bravest.effect.ghost_tower_pairs": T_("+2 per ghost/ghost tower pair"),
    "bravest.effect.per_great_sword": T_("+1 per great sword"),
    "bravest.effect.per_wizard": T_("+1 per wizard"),
    "bravest.effect.per_complete_lava": T_("+2 per complete lava circle"),
    "bravest.effect.per_incomplete_lava": T_("+1 per incomplete lava circle"),
    "bravest.effect.flat_two": T_("+2"),
    "bravest.effect.invincible_favoured": T_("Invincible +5, Agile −5"),
    "bravest.effect.agile_favoured": T_("Agile +5, Invincible −5"),
    "bravest.effect.invincible_link": T_("Invincible +5 if it reaches the Agile's camp"),
    "bravest.effect.agile_link": T_("Agile +5 if it reaches the Invincible's camp"),
    # a special tile's effect in a few signs, drawn on the tile (its label says it in full)
    "bravest.effect_short.ghost_tower_pairs": T_("2/pair"),
    "bravest.effect_short.per_great_sword": T_("1/sword"),
    "bravest.effect_short.per_wizard": T_("1/wizard"),
    "bravest.effect_short.per_complete_lava": T_("2/full lava"),
    "bravest.effect_short.per_incomplete_lava": T_("1/open lava"),
    "bravest.effect_short.flat_two": T_("+2"),
    "bravest.effect_short.invincible_favoured": T_("I +5 / A −5"),
    "bravest.effect_short.agile_favoured": T_("A +5 / I −5"),
    "bravest.effect_short.invincible_link": T_("I +5 if linked"),
    "bravest.effect_short.agile_link": T_("A +5 if linked"),
    "bravest.content.nothing": T_("no figure"),  # 絵なし everywhere (s48 item 5)
    "bravest.content.face_down": T_("face down (a crossroads)"),
    "bravest.content.special": T_("special tile: %(effect)s"),
    "bravest.content.lava_piece": by_params(_lava_piece),
    "bravest.road.sides": by_params(_road),
    "bravest.road.none": T_("no road"),
    "bravest.tile.looks": by_params(_looks),
    "bravest.place.cell": T_("row %(row)d, column %(col)d"),
    "bravest.place.board": T_("place %(place)d of the distribution board"),
    "bravest.camp.mark": T_("%(hero)s from the %(edge)s"),

    # -- a move's shape (a payload the forms did not build) -----------------------------------
    "bravest.move.unreadable": T_("This move cannot be read: nothing was stored."),
    "bravest.move.bad_type": T_("A Bravest move either places a tile or enters a tile dealt "
                                "onto the distribution board."),
    "bravest.move.bad_slot": T_("Say which place of the distribution board the tile is taken "
                                "from: 1 to 12."),
    "bravest.move.bad_rotation": T_("A tile is turned 0°, 90°, 180° or 270° clockwise."),
    "bravest.move.bad_face_down": T_("Say whether the tile goes face down: yes or no."),
    "bravest.move.bad_cell": T_("Tap a cell of your island."),
    "bravest.move.no_seat": T_("A tile is placed by one of the players."),
    "bravest.move.bad_tile": T_("Name the tile that was dealt (or none when the deck is "
                                "empty)."),
    "bravest.move.extra_fields": P_("This move carries %(num)d entry it does not take: nothing "
                                    "was stored.",
                                    "This move carries %(num)d entries it does not take: "
                                    "nothing was stored.", "count"),
    "bravest.move.deal_seat": T_("The tiles dealt are entered for the table, not by a player."),
    "bravest.move.bad_deals": T_("Say which tile was dealt onto each place waiting for one."),
    "bravest.move.deals_twice": T_("Each place of the distribution board gets one tile."),
    "bravest.move.bad_new_tile": T_("Enter the tile dealt by its roads and what stands on it."),

    # -- refusals: dealing (seed 004, セットアップ 5, ゲームの仕組み 2) ------------------------
    "bravest.deal.app_deals": T_("The app deals the tiles at this table: there is nothing to "
                                 "enter."),
    "bravest.deal.not_waiting": by_params(_not_waiting),
    "bravest.deal.deck_not_empty": P_("%(num)d tile is still in the deck: enter the tile you "
                                      "drew.",
                                      "%(num)d tiles are still in the deck: enter the tile you "
                                      "drew.", "left"),
    "bravest.deal.unknown_tile": T_("Tile %(tile)s is not one of the tiles of “%(catalogue)s”."),
    "bravest.deal.no_copy_left": by_params(_no_copy_left),
    "bravest.deal.no_new_tiles": T_("Every tile this table can deal is already known "
                                    "(“%(catalogue)s”): choose the tile dealt among them."),
    "bravest.deal.box_dealt": T_("All %(box)d tiles of the box have been dealt: the deck is "
                                 "empty."),

    # -- refusals: placing (seed 004, ゲームの仕組み 1 and 2, ゲーム終了) -----------------------
    "bravest.place.no_such_seat": T_("There is no player %(seat)d at this table."),
    "bravest.place.deal_first": T_("First enter the tiles dealt onto the distribution board."),
    "bravest.place.not_your_turn": T_("It is %(name)s's turn: wait for yours."),
    "bravest.place.not_selected": by_params(_not_selected),
    "bravest.place.off_island": T_("Your island has no cell at %(cell)s."),
    "bravest.place.cell_taken": T_("There is already a tile on %(cell)s of your island."),
    "bravest.place.not_connected": T_("A tile on %(cell)s would join neither a start route nor "
                                      "a tile already on your island: place it next to one "
                                      "(above, below, left or right) or where a start route "
                                      "comes in."),
    "bravest.rule.game_over": T_("The game is over: every island is full."),
    "bravest.score.not_over": T_("The game is not over yet: not every island is full."),

    # -- the move log -----------------------------------------------------------------------
    "bravest.log.turn": T_("turn %(n)d"),
    "bravest.log.place": by_params(_place_tile),
    "bravest.log.place_face_down": T_("%(name)s places a tile face down (a crossroads) on "
                                      "%(cell)s."),
    "bravest.log.deal": T_("A tile (%(what)s) dealt onto place %(place)d."),
    "bravest.log.deal_none": T_("The deck is empty: place %(place)d stays empty."),
    "bravest.log.deals": T_("Tiles dealt: %(deals)s."),
    "bravest.log.dealt": T_("a tile (%(what)s) on place %(place)d"),
    "bravest.log.dealt_none": T_("nothing on place %(place)d (the deck is empty)"),
    "bravest.log.new_tile": T_("A tile new to this set (%(what)s) entered and dealt onto place "
                               "%(place)d."),
    "bravest.log.new_copy": T_("One more copy of a tile (%(what)s), %(count)d in all, dealt "
                               "onto place %(place)d."),

    # -- what the table does after a placement (web/after_hint.py) -------------------------
    "bravest.after.selector": T_("Move the tile selector that faced the tile taken (%(what)s) "
                                 "clockwise to the next tile: the tile (%(to)s) on place "
                                 "%(place)d."),
    "bravest.after.selector_skip": by_params(_selector_skip),

    # -- what to put back on the real table when a move is taken back (web/undo_hint.py) ------
    # the deck is a shuffled face-down pile (セットアップ 4: 裏向き(十字路の面)にしてシャッフル)
    "bravest.undo.deal": T_("Put the tile (%(what)s) on place %(place)d back in the deck face "
                            "down (crossroads side up) and shuffle the deck."),
    "bravest.undo.deals": T_("Put the tiles dealt back in the deck face down (crossroads side "
                             "up) and shuffle the deck: %(deals)s."),
    "bravest.undo.dealt": T_("the tile (%(what)s) on place %(place)d"),
    "bravest.undo.tile": T_("the tile (%(what)s)"),
    "bravest.undo.tile_face_down": T_("the tile lying face down (its face: %(what)s)"),
    "bravest.undo.tile_face_down_plain": T_("the tile lying face down"),
    "bravest.undo.place": T_("Take %(tile)s off %(cell)s of %(name)s's island and put it back "
                             "on place %(place)d of the distribution board."),
    "bravest.undo.place_refill": T_("Put the tile (%(refill)s) on place %(place)d of the "
                                    "distribution board back in the deck face down (crossroads "
                                    "side up) and shuffle the deck, then take %(tile)s "
                                    "off %(cell)s of %(name)s's island and put it back on "
                                    "place %(place)d."),
    "bravest.undo.selector_back": T_("%(hint)s Then turn the tile selector now at place "
                                     "%(now)d back to place %(place)d."),
    "bravest.undo.selector_back_tiles": T_("%(hint)s Then turn the tile selector now facing "
                                           "the tile (%(now_what)s) on place %(now)d back to "
                                           "the tile (%(what)s) put back on place %(place)d."),
    "bravest.undo.place_somewhere": T_("Take %(tile)s off %(cell)s of %(name)s's island and "
                                       "put it back on the distribution board where it was "
                                       "taken from."),

    # -- new-table refusals (seed 004, セットアップ) ------------------------------------------
    "bravest.options.unreadable": T_("These table options cannot be read."),
    "bravest.options.bad_players": T_("Give each player a name and a colour."),
    "bravest.options.player_count": T_("Bravest is for 2 to 4 legendary characters "
                                       "(players)."),
    "bravest.options.bad_names": T_("Give each player a name."),
    "bravest.options.names_count": T_("%(names)d names were given for %(players)d players."),
    "bravest.options.bad_side": T_("Choose the light side or the dark side of the island "
                                   "boards."),
    "bravest.options.bad_mode": T_("Choose who deals the tiles: the app, or the table (which "
                                   "then enters each tile dealt)."),
    "bravest.options.no_such_side": T_("The island “%(island)s” has no %(side)s."),
    "bravest.options.too_few_tiles": T_("These tiles are too few: %(players)d islands of "
                                        "%(cells)d cells need %(needed)d tiles, and the set has "
                                        "%(total)d."),
    "bravest.options.too_few_to_deal": T_("The app can deal only the tiles the set knows: "
                                          "%(players)d islands of %(cells)d cells need "
                                          "%(needed)d tiles, and the set has %(total)d. Choose "
                                          "“the table deals real tiles” to enter the others as "
                                          "they come up."),
    "bravest.options.bad_start_player": T_("The start player must be one of the %(players)d "
                                           "players."),

    # -- each step of a course: why a pass scores what it scores -----------------------------
    # (seed 004, 試練 – 光の面, 試練 ― 闇の面, 特殊タイル; docs/rulings/bravest.md)
    "bravest.why.face_down": T_("face down: a crossroads, nothing to score"),
    "bravest.why.nothing": T_("nothing on this tile"),
    "bravest.why.great_sword": T_("great sword: 3 points"),
    "bravest.why.ghost_tower_ghosts": P_("ghost tower: 1 point per ghost on the island "
                                         "(%(num)d ghost)",
                                         "ghost tower: 1 point per ghost on the island "
                                         "(%(num)d ghosts)", "ghosts"),
    "bravest.why.lava_complete": T_("complete lava circle: %(points)d points"),
    "bravest.why.lava_incomplete": T_("incomplete lava circle: %(points)d points"),
    "bravest.why.lava_incomplete_nothing": T_("incomplete lava circle: nothing on this side"),
    "bravest.why.wizard": T_("wizard: 3 points"),
    "bravest.why.blob_group": P_("blob: 1 point per blob of its group (%(num)d blob)",
                                 "blob: 1 point per blob of its group (%(num)d blobs)",
                                 "blobs"),
    "bravest.why.ghost_towers": P_("ghost: 1 point per ghost tower on the island "
                                   "(%(num)d ghost tower)",
                                   "ghost: 1 point per ghost tower on the island "
                                   "(%(num)d ghost towers)", "towers"),
    "bravest.why.blob_loses": T_("blob: the Agile loses 1 point"),
    "bravest.why.wizard_escalating": by_params(_wizard),
    "bravest.why.great_sword_specials": P_("great sword: 1 point per special tile on the "
                                           "island (%(num)d special tile)",
                                           "great sword: 1 point per special tile on the "
                                           "island (%(num)d special tiles)", "specials"),
    "bravest.why.ghost_tower_by_sword": T_("ghost tower next to a great sword: 1 + 2 points"),
    "bravest.why.ghost_tower_one": T_("ghost tower: 1 point"),
    "bravest.why.blobs_on_island": P_("blob: 1 point per blob on the island (%(num)d blob)",
                                      "blob: 1 point per blob on the island (%(num)d blobs)",
                                      "blobs"),
    "bravest.why.ghost_by_tower": T_("ghost next to a ghost tower: 1 + 2 points"),
    "bravest.why.ghost_one": T_("ghost: 1 point"),
    "bravest.why.nothing_for_hero": T_("%(kind)s: nothing for the %(hero)s on this side"),
    "bravest.why.special_pairs": P_("special tile: 2 points per ghost and ghost tower pair "
                                    "(%(num)d pair)",
                                    "special tile: 2 points per ghost and ghost tower pair "
                                    "(%(num)d pairs)", "pairs"),
    "bravest.why.special_swords": P_("special tile: 1 point per great sword on the island "
                                     "(%(num)d great sword)",
                                     "special tile: 1 point per great sword on the island "
                                     "(%(num)d great swords)", "swords"),
    "bravest.why.special_wizards": P_("special tile: 1 point per wizard on the island "
                                      "(%(num)d wizard)",
                                      "special tile: 1 point per wizard on the island "
                                      "(%(num)d wizards)", "wizards"),
    "bravest.why.special_complete_lava": P_("special tile: 2 points per complete lava circle "
                                            "on the island (%(num)d circle)",
                                            "special tile: 2 points per complete lava circle "
                                            "on the island (%(num)d circles)", "circles"),
    "bravest.why.special_incomplete_lava": P_("special tile: 1 point per incomplete lava "
                                              "circle on the island (%(num)d circle)",
                                              "special tile: 1 point per incomplete lava "
                                              "circle on the island (%(num)d circles)",
                                              "circles"),
    "bravest.why.special_two": T_("special tile: 2 points for each hero passing"),
    "bravest.why.special_plus": T_("special tile: +5 for the %(hero)s"),
    "bravest.why.special_minus": T_("special tile: −5 for the %(hero)s"),
    "bravest.why.special_link": T_("special tile: +5 if the course reaches the %(other)s's "
                                   "camp"),
    "bravest.why.special_link_reached": T_("special tile: +5, the course reaches the "
                                           "%(other)s's camp"),
    "bravest.why.special_link_missed": T_("special tile: nothing, the course does not reach "
                                          "the %(other)s's camp"),
    "bravest.why.special_nothing": T_("special tile: nothing for the %(hero)s"),

    # -- a course, step by step -------------------------------------------------------------
    "bravest.course.step": by_params(_step),
    "bravest.course.end.left_island": T_("Then the hero leaves the island."),
    "bravest.course.end.blocked": T_("Then the hero is blocked: the road runs into a tile "
                                     "without a road there."),
    "bravest.course.end.dead_end": T_("Then the hero stops at a dead end."),
    "bravest.course.end.other_camp": T_("Then the hero reaches the other camp."),
    "bravest.course.end.no_start": T_("No road at the camp: the hero does not move."),
    "bravest.score.shared_win": T_("Equal first: the win is shared (the rules have no "
                                   "tie-break)."),
}


# --------------------------------------------------------------------------- component documents

def _tile_number(p: dict[str, Any]) -> str:
    return gettext("The %(nth)s tile of the catalogue", nth=nth(p["n"]), n=p["n"])


def _tile_entry(p: dict[str, Any]) -> str:
    return ngettext("%(looks)s (%(num)d copy)", "%(looks)s (%(num)d copies)", p["count"],
                    looks=p["looks"])


def _layout_number(p: dict[str, Any]) -> str:
    return gettext("The %(nth)s tile of the island file", nth=nth(p["n"]), n=p["n"])


MESSAGES.update({
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
    "bravest.layout.too_many_copies": P_("The tile (%(what)s) is placed on %(n)d cells, but "
                                         "the set has %(num)d copy of it.",
                                         "The tile (%(what)s) is placed on %(n)d cells, but "
                                         "the set has %(num)d copies of it.", "count"),

    # -- the tap editor (companion/games/bravest/web/editor.py) ----------------------------------
    "bravest.editor.kind.side": T_("island sides"),
    "bravest.editor.kind.tile": T_("tiles"),
    "bravest.editor.kind.special": T_("special tiles"),
    "bravest.editor.tile_entry": by_params(_tile_entry),
    "bravest.editor.new_tile": T_("The pile: more copies, new kinds"),
    "bravest.editor.new_tile_heading": T_("Tiles from the pile"),
    "bravest.editor.special_elsewhere": T_("%(where)s: a special tile is entered among the "
                                           "special tiles, each on its own page."),
    "bravest.editor.same_tile": T_("This tile is the same as the “%(looks)s” tile already in "
                                   "the set (perhaps turned): give that one one more copy "
                                   "instead."),
    # the pile page's "save, then the next one" with no new kind tapped (a tile with no road
    # and nothing on it is one once "no figure" is picked: docs/rulings/bravest.md 8a)
    "bravest.editor.nothing_tapped": T_("No new kind of tile was tapped in below, so there is "
                                        "nothing to save as one. Tap its roads and what stands "
                                        "on it (a tile with no road and nothing on it: pick "
                                        "“no figure”). To keep only the counts, tap “Save”."),
    "bravest.editor.pile_full": T_("The box's %(most)d tiles other than the special ones are all "
                                   "counted already: if this tile is a new kind, a count above "
                                   "is too high; lower it with − first."),
    # a camp tapped where it cannot go: where a camp goes (docs/rulings/bravest.md 3: a start
    # route reaches the island at one edge of one cell) and where the rules put it (seed 004,
    # セットアップ 3), then why not here
    "bravest.editor.camp_on_cell": T_("The %(hero)s's camp goes on a cell at the edge of the "
                                      "island (one with a side facing outside). This square is "
                                      "not a cell of the island. By the rules, the Agile's camp "
                                      "is at the bottom left of the island, the Invincible's at "
                                      "the top right."),
    "bravest.editor.camp_enclosed": T_("The %(hero)s's camp goes on a cell at the edge of the "
                                       "island (one with a side facing outside). Every side of "
                                       "this cell touches another cell, so no start route can "
                                       "come in from outside. By the rules, the Agile's camp is "
                                       "at the bottom left of the island, the Invincible's at "
                                       "the top right."),
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
})
