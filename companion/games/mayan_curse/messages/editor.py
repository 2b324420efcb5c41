"""Mayan Curse's tap editor (web/editor.py) and the draft checks of rules/components.py: code
-> how it is said.  A refusal names the board and the space as on the table ("the 3rd floor board, space
2 from the left"), never a field.  Merged into ``companion.games.mayan_curse.messages.MESSAGES``.
"""
from __future__ import annotations

from companion.games.mayan_curse.messages.components import _nth, _sentence
from companion.i18n import P_, T_

MESSAGES = {
    # -- kinds and entries (the set page, progress lines) -------------------------------------
    "mayan_curse.editor.kind.symbols": T_("symbols"),
    "mayan_curse.editor.kind.boards": T_("board sizes"),
    "mayan_curse.editor.kind.slab": T_("floor boards"),
    "mayan_curse.editor.kind.tier": T_("temple tiers"),
    "mayan_curse.editor.kind.stones": T_("sacred stones"),
    "mayan_curse.editor.kind.faces": T_("boulder cube faces"),
    "mayan_curse.editor.kind.stelae": T_("stelae"),
    "mayan_curse.editor.kind.table": T_("stelae tables"),
    "mayan_curse.editor.entry.symbols": T_("The symbols and their names"),
    "mayan_curse.editor.entry.boards": T_("The sizes of the boards"),
    "mayan_curse.editor.entry.slab": T_("Floor board %(n)d"),
    "mayan_curse.editor.entry.slab_dots": P_("Floor board %(n)d (%(dots)d dot icon)",
                                             "Floor board %(n)d (%(dots)d dot icons)", "dots"),
    "mayan_curse.editor.entry.tier": T_("Temple tier %(n)d"),
    "mayan_curse.editor.entry.stones": T_("The 20 sacred stones"),
    "mayan_curse.editor.entry.faces": T_("The boulder cube"),
    "mayan_curse.editor.entry.stelae": T_("The %(colour)s stelae"),
    "mayan_curse.editor.entry.table": P_("The stelae table for %(players)d player",
                                         "The stelae table for %(players)d players", "players"),
    "mayan_curse.editor.stone": _nth(T_("the %(n)s sacred stone")),
    "mayan_curse.editor.table_cell": P_("%(count)d %(colour)s stela",
                                        "%(count)d %(colour)s stelae", "count"),
    # -- the sizes of the boards --------------------------------------------------------------
    "mayan_curse.editor.size.slab_length": T_("the spaces on a passage floor board"),
    "mayan_curse.editor.size.width": T_("the spaces across a relay board"),
    "mayan_curse.editor.size.entrance_rows": T_("the rows of the entrance relay board"),
    "mayan_curse.editor.size.middle_rows": T_("the rows of the middle relay board"),
    "mayan_curse.editor.size.boulder_row": T_("the row of the boulders on the middle relay "
                                              "board"),
    "mayan_curse.editor.size.temple_relay_rows": T_("the rows of the temple relay board"),
    "mayan_curse.editor.size.lines": T_("the spaces around each temple tier"),
    "mayan_curse.editor.size.marked": T_("the marked spaces of the entrance relay board"),
    "mayan_curse.editor.size.boulder_col": T_("the boulders' spaces on the middle relay board"),
    "mayan_curse.editor.size.entry_col": T_("the temple relay board's spaces that meet the "
                                            "temple"),
    "mayan_curse.editor.size.entry_line": T_("the spaces of tier 1 that meet the temple relay "
                                             "board"),
    # -- the picks of an entry page, as a refusal names them ------------------------------------
    "mayan_curse.editor.at.slab_space": _nth(T_("the %(n)s floor board, space %(space)d from "
                                                "the left")),
    "mayan_curse.editor.at.tier_space": T_("temple tier %(tier)d, space %(space)d from the "
                                           "black dot"),
    "mayan_curse.editor.at.tier_stela": T_("the stela spaces of temple tier %(tier)d"),
    "mayan_curse.editor.at.stone_a": T_("stone %(n)d, its first symbol"),
    "mayan_curse.editor.at.stone_b": T_("stone %(n)d, the symbol of its other side"),
    "mayan_curse.editor.at.face": T_("face %(n)d of the boulder cube"),
    "mayan_curse.editor.at.stelae_value": T_("the %(colour)s stelae worth %(value)d "
                                                "knowledge"),
    "mayan_curse.editor.at.table_cell": _nth(P_(
        "the stelae table for %(players)d player, the %(slab)s floor board from the entrance",
        "the stelae table for %(players)d players, the %(slab)s floor board from the entrance",
        "players")),
    "mayan_curse.editor.at.place": T_("%(what)s, number %(n)d"),
    # -- refusals -----------------------------------------------------------------------------
    "mayan_curse.editor.not_offered": _sentence(T_(
        "%(where)s: that choice is not on this page; pick again. Nothing was saved.")),
    "mayan_curse.editor.sizes_first": T_("Enter the sizes of the boards first."),
    "mayan_curse.editor.slab_space_missing": _sentence(T_(
        "the %(n)s floor board, space %(space)d from the left: pick its symbol.")),
    "mayan_curse.editor.tier_space_missing": T_(
        "Temple tier %(tier)d, space %(space)d from the black dot: pick its symbol or blank."),
    "mayan_curse.editor.tier_stelae": P_(
        "Temple tier %(tier)d holds two stelae: tick its two stela spaces (%(found)d is "
        "ticked).",
        "Temple tier %(tier)d holds two stelae: tick its two stela spaces (%(found)d are "
        "ticked).", "found"),
    "mayan_curse.editor.tier_no_stelae": T_("Temple tier %(tier)d holds no stela: leave its "
                                            "spaces unticked."),
    "mayan_curse.editor.stone_first": T_("Stone %(n)d: pick its first symbol before the "
                                         "other side's."),
    "mayan_curse.editor.stone_same": T_("Stone %(n)d: the two sides of a dual stone show two "
                                        "different symbols."),
    "mayan_curse.editor.duals": T_("%(duals)d stones have two symbols: the game has 4."),
    "mayan_curse.editor.face_missing": T_("Face %(n)d of the boulder cube: pick its symbol."),
    "mayan_curse.editor.one_wild": T_("Exactly one face of the boulder cube is the wild "
                                      "symbol."),
    "mayan_curse.editor.name_too_long": T_("Symbol %(n)d: a name of at most %(most)d "
                                           "characters, please."),
    "mayan_curse.editor.name_twice": T_("Symbol %(n)d has the same name as symbol "
                                        "%(first)d."),
    "mayan_curse.editor.symbol_in_use": T_("Symbol %(n)d is on %(where)s: change that first, "
                                           "then remove the symbol."),
    "mayan_curse.editor.size_missing": _sentence(T_("%(what)s: pick a number.")),
    "mayan_curse.editor.place_missing": _sentence(T_("%(what)s, number %(n)d: pick its "
                                                     "space.")),
    "mayan_curse.editor.place_beyond_width": _sentence(P_(
        "%(where)s: space %(space)d from the left is outside the board, which is %(size)d "
        "space wide. Pick again; nothing was saved.",
        "%(where)s: space %(space)d from the left is outside the board, which is %(size)d "
        "spaces wide. Pick again; nothing was saved.", "size")),
    "mayan_curse.editor.place_beyond_lines": _sentence(P_(
        "%(where)s: space %(space)d from the black dot is past the %(size)d space around "
        "each tier. Pick again; nothing was saved.",
        "%(where)s: space %(space)d from the black dot is past the %(size)d spaces around "
        "each tier. Pick again; nothing was saved.", "size")),
    "mayan_curse.editor.boulder_row_outside": P_(
        "The middle relay board has %(rows)d row: the boulders' row is one of its rows.",
        "The middle relay board has %(rows)d rows: the boulders' row is one of its rows.",
        "rows"),
    "mayan_curse.editor.length_fixed": P_(
        "%(boards)d floor board is already entered with %(length)d spaces: keep that size.",
        "%(boards)d floor boards are already entered with %(length)d spaces: keep that size.",
        "boards"),
    "mayan_curse.editor.lines_fixed": P_(
        "%(tiers)d temple tier is already entered with %(lines)d spaces: keep that size.",
        "%(tiers)d temple tiers are already entered with %(lines)d spaces: keep that size.",
        "tiers"),
    # -- drafts (components.py) -----------------------------------------------------------------
    "mayan_curse.components.draft_yes_no": T_("Say with a yes-or-no value (true or false) "
                                              "whether the set is still being entered."),
    "mayan_curse.components.sizes_first": T_("The sizes of the boards are needed before a "
                                             "floor board or a temple tier."),
    "mayan_curse.components.not_entered": _sentence(T_(
        "%(what)s is not entered yet: complete the set in its editor before setting up a "
        "table with it.")),
}
