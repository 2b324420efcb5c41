"""Mayan Curse's component-set checks (rules/components.py): code -> how it is said.  A message
names the part of the set as a person counts it ("the 3rd slab (S03), 4th space from the
left"), never a field path; the values found are quoted as text or said by kind.  Merged into
``companion.games.mayan_curse.messages.MESSAGES``."""
from __future__ import annotations

from companion.i18n import P_, T_, by_params, gettext, ngettext, ordinal


def _ordinals(p: dict) -> dict:
    return {k: ordinal(v) if k in ("n", "slab") and isinstance(v, int) else v
            for k, v in p.items()}


def _say(entry, p: dict) -> str:
    if hasattr(entry, "plural"):
        return ngettext(entry.singular, entry.plural, p[entry.count], **p)
    return gettext(entry.msgid, **p)


def _nth(entry):
    """A part of the set said with ordinals for its ``n`` / ``slab`` ("the 3rd slab")."""
    return by_params(lambda p: _say(entry, _ordinals(p)))


def _sentence(entry):
    """A whole sentence: ordinals as in ``_nth``, and a capital first letter (the part of
    the set it starts with is said in lower case)."""
    def say(p):
        text = _say(entry, _ordinals(p))
        return text[:1].upper() + text[1:]
    return by_params(say)


MESSAGES = {
    # -- the parts of a set ("where") ---------------------------------------------------------
    "mayan_curse.components.where.set": T_("the component set"),
    "mayan_curse.components.where.entry": T_("a part of the set"),
    "mayan_curse.components.where.name": T_("the set's name"),
    "mayan_curse.components.where.sample": T_("whether the set is a sample"),
    "mayan_curse.components.where.label": T_("the set's label"),
    "mayan_curse.components.where.symbols": T_("the list of symbols"),
    "mayan_curse.components.where.symbol_names": T_("the names of the symbols"),
    "mayan_curse.components.where.passage": T_("the passage"),
    "mayan_curse.components.where.width": T_("the width of the relay boards (spaces)"),
    "mayan_curse.components.where.slab_length": T_("the number of spaces on a slab"),
    "mayan_curse.components.where.max_slide": T_("how far a slab may slide"),
    "mayan_curse.components.where.entrance_relay": T_("the entrance relay board"),
    "mayan_curse.components.where.middle_relay": T_("the middle relay board"),
    "mayan_curse.components.where.temple_relay": T_("the temple relay board"),
    "mayan_curse.components.where.rows": T_("the number of rows of %(board)s"),
    "mayan_curse.components.where.rows_key": T_("its number of rows"),
    "mayan_curse.components.where.marked": T_("the marked spaces of the entrance relay board"),
    "mayan_curse.components.where.marked_space": _nth(T_("the %(n)s marked space of the entrance "
                                                      "relay board")),
    "mayan_curse.components.where.boulder_row": T_("the row of the boulders on the middle "
                                                   "relay board"),
    "mayan_curse.components.where.boulder_cols": T_("the boulders' spaces on the middle relay "
                                                    "board"),
    "mayan_curse.components.where.boulder_col": _nth(T_("the %(n)s boulder's space on the middle "
                                                     "relay board")),
    "mayan_curse.components.where.slabs": T_("the list of slabs"),
    "mayan_curse.components.where.slab": _nth(T_("the %(n)s slab")),
    "mayan_curse.components.where.slab_id": _nth(T_("the %(n)s slab (%(id)s)")),
    "mayan_curse.components.where.id_key": T_("its id"),
    "mayan_curse.components.where.dots": T_("the orientation dots of %(slab)s"),
    "mayan_curse.components.where.dots_key": T_("its orientation dots"),
    "mayan_curse.components.where.slab_spaces": T_("the spaces of %(slab)s"),
    "mayan_curse.components.where.spaces_key": T_("its spaces"),
    "mayan_curse.components.where.temple": T_("the temple"),
    "mayan_curse.components.where.lines": T_("the number of spaces around each temple tier"),
    "mayan_curse.components.where.entry_cols": T_("the temple relay board's spaces that meet "
                                                  "the temple"),
    "mayan_curse.components.where.entry_col": _nth(T_("the %(n)s temple relay board space that "
                                                   "meets the temple")),
    "mayan_curse.components.where.entry_lines": T_("the lines of tier 1 that meet the temple "
                                                   "relay board"),
    "mayan_curse.components.where.entry_line": _nth(T_("the %(n)s line of tier 1 that meets the "
                                                    "temple relay board")),
    "mayan_curse.components.where.tiers": T_("the temple tiers"),
    "mayan_curse.components.where.tier": T_("temple tier %(tier)d"),
    "mayan_curse.components.where.tier_spaces": T_("the spaces of temple tier %(tier)d"),
    "mayan_curse.components.where.stela_spaces": T_("the stela spaces of temple tier "
                                                    "%(tier)d"),
    "mayan_curse.components.where.stela_spaces_key": T_("its stela spaces"),
    "mayan_curse.components.where.stela_space": _nth(T_("the %(n)s stela space of temple tier "
                                                     "%(tier)d")),
    "mayan_curse.components.where.stones": T_("the sacred stones"),
    "mayan_curse.components.where.stone": _nth(T_("the %(n)s sacred stone")),
    "mayan_curse.components.where.faces": T_("the faces of the boulder cube"),
    "mayan_curse.components.where.stelae": T_("the stelae values"),
    "mayan_curse.components.where.stelae_colour": T_("the %(colour)s stelae values"),
    "mayan_curse.components.where.colour_brown": T_("the brown stelae values"),
    "mayan_curse.components.where.colour_grey": T_("the grey stelae values"),
    "mayan_curse.components.where.colour_beige": T_("the beige stelae values"),
    "mayan_curse.components.where.stela_value": _nth(T_("the %(n)s %(colour)s stela")),
    "mayan_curse.components.where.table": T_("the stelae table"),
    "mayan_curse.components.where.table_players": T_("the stelae table for %(players)d "
                                                     "players"),
    "mayan_curse.components.where.table_entry": _nth(T_("the stelae table for %(players)d "
                                                     "players, %(slab)s slab from the "
                                                     "entrance")),
    "mayan_curse.components.where.table_count": _nth(T_("the number of stelae in the stelae "
                                                     "table for %(players)d players, %(slab)s "
                                                     "slab from the entrance")),
    "mayan_curse.components.where.colour_key": T_("its colour"),
    "mayan_curse.components.where.count_key": T_("its number of stelae"),
    # -- values found, as a reader sees them --------------------------------------------------
    "mayan_curse.components.value.text": T_("“%(text)s”"),
    "mayan_curse.components.value.number": T_("the number %(number)s"),
    "mayan_curse.components.value.list": T_("a list"),
    "mayan_curse.components.value.object": T_("a group of named entries"),
    "mayan_curse.components.value.nothing": T_("an empty value"),
    "mayan_curse.components.value.yes_no": T_("a yes-or-no value"),
    # -- what is wrong ------------------------------------------------------------------------
    "mayan_curse.components.not_whole_number": _sentence(T_(
        "%(where)s: a whole number is needed, not %(value)s.")),
    "mayan_curse.components.too_small": _sentence(T_(
        "%(where)s: %(value)d is less than %(low)d.")),
    "mayan_curse.components.too_large": _sentence(T_(
        "%(where)s: %(value)d is more than %(high)d.")),
    "mayan_curse.components.not_list": _sentence(T_(
        "%(where)s: a list is needed, not %(value)s.")),
    "mayan_curse.components.count": _sentence(P_(
        "%(where)s: %(expected)d entry is needed, there are %(found)d.",
        "%(where)s: %(expected)d entries are needed, there are %(found)d.", "expected")),
    "mayan_curse.components.not_object": _sentence(T_(
        "%(where)s: named entries (a JSON object) are needed, not %(value)s.")),
    "mayan_curse.components.missing": _sentence(T_("%(where)s: %(what)s is missing.")),
    "mayan_curse.components.name_needed": T_("Give the set a name."),
    "mayan_curse.components.sample_yes_no": T_("Say with a yes-or-no value (true or false) "
                                               "whether the set is a sample."),
    "mayan_curse.components.label_text": T_("The set's label is a text, or a text in each "
                                            "language."),
    "mayan_curse.components.label_sample": T_("A sample set's label must say that it is a "
                                              "sample."),
    "mayan_curse.components.no_symbols": T_("The list of symbols needs at least one symbol."),
    "mayan_curse.components.bad_symbol": _nth(T_("The %(n)s symbol of the list, %(value)s, cannot "
                                              "be a symbol's name (a text other than the "
                                              "wild).")),
    "mayan_curse.components.symbol_twice": T_("The symbol “%(symbol)s” is listed twice."),
    "mayan_curse.components.name_for_unknown_symbol": T_("A name is given for “%(symbol)s”, "
                                                         "which is not in the list of "
                                                         "symbols."),
    "mayan_curse.components.bad_symbol_name": T_("The name of “%(symbol)s” must be a text, or "
                                                 "a text in English and one in Japanese."),
    "mayan_curse.components.marked_differ": T_("The three marked spaces of the entrance relay "
                                               "board must be different spaces."),
    "mayan_curse.components.boulder_cols_order": T_("The boulders' three spaces on the middle "
                                                    "relay board must differ and be given "
                                                    "from left to right."),
    "mayan_curse.components.slab_id": _nth(T_("The %(n)s slab needs an id (a text).")),
    "mayan_curse.components.slab_id_twice": _nth(T_("The %(n)s slab's id %(id)s is used twice.")),
    "mayan_curse.components.slab_symbol": _nth(T_("The %(slab)s slab (%(id)s), space %(space)d "
                                               "from the left: %(value)s is not one of the "
                                               "symbols.")),
    "mayan_curse.components.dots": P_("Exactly one slab must have %(dots)d orientation dot; "
                                      "%(found)d have.",
                                      "Exactly one slab must have %(dots)d orientation dots; "
                                      "%(found)d have.", "dots"),
    "mayan_curse.components.entry_differ": T_("The three places where the temple relay board "
                                              "meets the temple must be three different "
                                              "spaces and three different lines."),
    "mayan_curse.components.tier_symbol": T_("Temple tier %(tier)d, space %(space)d from the "
                                             "black dot: %(value)s is not one of the symbols "
                                             "(leave a blank space empty)."),
    "mayan_curse.components.tier_stelae": T_("Temple tier %(tier)d holds two stelae: give its "
                                             "two stela spaces."),
    "mayan_curse.components.top_blank": T_("The top of the temple (tier %(tier)d) is blank: "
                                           "leave its spaces empty."),
    "mayan_curse.components.stone": _nth(T_("The %(n)s sacred stone must show one symbol of the "
                                         "list, or two different ones.")),
    "mayan_curse.components.duals": P_("%(duals)d sacred stone shows two symbols: the game has "
                                       "%(game)d.",
                                       "%(duals)d sacred stones show two symbols: the game has "
                                       "%(game)d.", "duals"),
    "mayan_curse.components.face": _nth(T_("The %(n)s face of the boulder cube, %(value)s, is "
                                        "neither one of the symbols nor the wild.")),
    "mayan_curse.components.one_wild": T_("Exactly one face of the boulder cube is the wild "
                                          "symbol."),
    "mayan_curse.components.table_colour": _nth(T_("The stelae table for %(players)d players, "
                                                "%(slab)s slab from the entrance: %(value)s is "
                                                "not brown, grey or beige.")),
    "mayan_curse.components.table_short": T_("The stelae table for %(players)d players needs "
                                             "%(needed)d %(colour)s stelae (the temple's "
                                             "included); the set has %(has)d."),
    "mayan_curse.components.file_unreadable": T_("%(file)s cannot be read."),
    "mayan_curse.components.file_not_utf8": T_("%(file)s is not a UTF-8 text file."),
    "mayan_curse.components.file_not_json": T_("%(file)s is not valid JSON (line %(line)d)."),
    "mayan_curse.components.in_file": T_("%(file)s: %(reason)s"),
}
