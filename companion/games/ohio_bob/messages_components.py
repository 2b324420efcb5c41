"""How the component document checks of Ohio Bob are said (components.py raises them): the
place on a card as a person counts it (1-based: "the 3rd temple card of the green floor set
(G03), 1st row from the top, 2nd space from the left" / 「緑の床のセットの3枚目の神殿カード
(G03)、上から1行目・左から2列目」) and what is wrong there, never a field path.

Part of ``messages.MESSAGES`` (see docs/i18n.md for the entries).
"""
from __future__ import annotations

from typing import Any

from companion.i18n import T_, Entry, by_params, gettext, language


def nth(n: int) -> str:
    """An ordinal in the reader's language: English "1st", "2nd", "23rd"; Japanese the number
    (the sentence says 枚目, 行目, 番目 around it)."""
    if language() != "en":
        return str(n)
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _cap(entry: Entry) -> Entry:
    """The entry's sentence with its first letter in upper case (a sentence that begins with a
    place: "The 3rd temple card …")."""
    def say(params: dict[str, Any]) -> str:
        text = entry.say(params)
        return text[:1].upper() + text[1:]
    return by_params(say)


PLACES = {
    "ohio_bob.place.card": by_params(lambda p: gettext(
        "the %(nth)s temple card of the %(set)s set (%(id)s)", nth=nth(p["n"]), set=p["set"],
        id=p["id"])),
    "ohio_bob.place.card_no_id": by_params(lambda p: gettext(
        "the %(nth)s temple card of the %(set)s set", nth=nth(p["n"]), set=p["set"])),
    "ohio_bob.place.space": by_params(lambda p: gettext(
        "%(card)s, %(row)s row from the top, %(col)s space from the left", card=p["card"],
        row=nth(p["row"]), col=nth(p["col"]))),
    "ohio_bob.place.wall": by_params(lambda p: gettext(
        "%(card)s, its %(nth)s wall", card=p["card"], nth=nth(p["n"]))),
    "ohio_bob.place.door": by_params(lambda p: gettext(
        "%(card)s, its %(nth)s locked door", card=p["card"], nth=nth(p["n"]))),
    "ohio_bob.place.walls": T_("the walls of %(card)s"),
    "ohio_bob.place.doors": T_("the locked doors of %(card)s"),
    "ohio_bob.place.option": T_("%(card)s, option %(option)s"),
    "ohio_bob.place.effect": by_params(lambda p: gettext(
        "%(option)s, %(nth)s effect", option=p["option"], nth=nth(p["n"]))),
    "ohio_bob.place.starting": by_params(lambda p: gettext(
        "the %(nth)s set of starting cards", nth=nth(p["n"]))),
    "ohio_bob.place.start_card": T_("the %(card)s of %(start)s"),
    "ohio_bob.place.super_gear": T_("the Super Gear of %(start)s"),
    "ohio_bob.place.side": T_("%(card)s, %(side)s"),
    "ohio_bob.place.level": T_("%(side)s, level %(level)d"),
    "ohio_bob.place.challenge": by_params(lambda p: gettext(
        "%(side)s, %(nth)s challenge", side=p["side"], nth=nth(p["n"]))),
    "ohio_bob.field.room_rows": T_("the number of rows of a room"),
    "ohio_bob.field.room_cols": T_("the number of spaces in a row of a room"),
    "ohio_bob.field.rooms": T_("the number of rooms of %(place)s"),
    "ohio_bob.field.rest": T_("the rest cost of %(place)s"),
    "ohio_bob.field.max_cards": T_("the MAX cards of %(place)s"),
    "ohio_bob.field.energy": T_("the energy of %(place)s"),
    "ohio_bob.field.energy_max": T_("the maximum energy of %(place)s"),
    "ohio_bob.field.gem_count": T_("the number of gems (%(colour)s) of %(place)s"),
}

PROBLEMS = {
    "ohio_bob.components.not_json": T_("The component file is not valid JSON (line %(line)d, "
                                       "column %(col)d)."),
    "ohio_bob.components.not_object_file": T_("The component file must be a JSON object."),
    "ohio_bob.components.label": T_("The label of the set must be text."),
    "ohio_bob.components.sample_label": T_("A sample set must say in its label that it is a "
                                           "sample."),
    "ohio_bob.components.sample_flag": T_("Say whether the set is a sample: true or false."),
    "ohio_bob.components.gem_colours": T_("The set must list its gem colours (their names)."),
    "ohio_bob.components.gem_colours_distinct": T_("Each gem colour is listed once, and neither "
                                                   "multicolour nor any one colour is a colour "
                                                   "of its own."),
    "ohio_bob.components.room_size": T_("The set must give the size of a room (its rows and "
                                        "columns)."),
    "ohio_bob.components.whole_number": _cap(T_("%(what)s must be a whole number from %(lo)d "
                                                "to %(hi)d.")),
    "ohio_bob.components.sets": T_("The set must hold the two sets of temple cards, green floor "
                                   "and blue floor, and no others."),
    "ohio_bob.components.set_count": T_("The %(set)s set must have %(count)d temple cards (it "
                                        "has %(found)d)."),
    "ohio_bob.components.set_none": T_("The %(set)s set must list its %(count)d temple cards."),
    "ohio_bob.components.duplicate_id": _cap(T_("%(where)s: the id %(id)s is used twice.")),
    "ohio_bob.components.starting_sets": T_("The set must list at least one set of 4 starting "
                                            "cards."),
    "ohio_bob.components.not_object": _cap(T_("%(where)s must be written as a JSON object.")),
    "ohio_bob.components.not_list": _cap(T_("%(where)s must be written as a list.")),
    "ohio_bob.components.card_id": _cap(T_("%(where)s needs an id (text).")),
    "ohio_bob.components.gem": _cap(T_("%(where)s: its gem is neither one of the set's gem "
                                       "colours nor multicolour.")),
    "ohio_bob.components.option_a": _cap(T_("%(where)s must give option A.")),
    "ohio_bob.components.options_ab": _cap(T_("%(where)s must give option A and option B.")),
    "ohio_bob.components.options_extra": _cap(T_("%(where)s has options other than A and B.")),
    "ohio_bob.components.effect": _cap(T_("%(where)s is not an effect the app knows: a move, "
                                          "rock, key, sledgehammer, rope, torch or temple map, "
                                          "written as in the sample.")),
    "ohio_bob.components.dirs": _cap(T_("%(where)s: its directions are some of north, east, "
                                        "south and west, each once (N, E, S and W in the "
                                        "file).")),
    "ohio_bob.components.ignore": _cap(T_("%(where)s may ignore only pits and traps.")),
    "ohio_bob.components.explore_flag": _cap(T_("%(where)s: say whether the move may explore "
                                                "(true or false).")),
    "ohio_bob.components.doors_flag": _cap(T_("%(where)s: say whether the move opens locked "
                                              "doors (true or false).")),
    "ohio_bob.components.effect_fields": _cap(T_("%(where)s has entries the app does not "
                                                 "know.")),
    "ohio_bob.components.room": _cap(T_("%(where)s needs its room (the temple side).")),
    "ohio_bob.components.rows": _cap(T_("%(where)s: the room must have %(rows)d rows.")),
    "ohio_bob.components.row_spaces": by_params(lambda p: gettext(
        "%(card)s: the %(row)s row from the top must have %(cols)d spaces.",
        card=_upper(p["card"]), row=nth(p["row"]), cols=p["cols"])),
    "ohio_bob.components.space_text": _cap(T_("%(where)s: the space must be written as "
                                              "text.")),
    "ohio_bob.components.space_kind": _cap(T_("%(where)s is not a space the app knows: an "
                                              "empty space, stairs, ration, chest (or a chest of "
                                              "a gem colour), pit, trap or teleporter, written as "
                                              "in the sample.")),
    "ohio_bob.components.no_stairs": _cap(T_("%(where)s: the room needs its stairs, one space "
                                             "of its bottom row.")),
    "ohio_bob.components.stairs_not_bottom": _cap(T_("%(where)s: the stairs go in the bottom "
                                                     "row of the room (a room is entered with "
                                                     "its stairs at the bottom).")),
    "ohio_bob.components.stairs_twice": _cap(T_("%(where)s: the room already has its stairs "
                                                "(a room has one).")),
    "ohio_bob.components.option_empty": _cap(T_("%(where)s has no effect: give its effects as "
                                                "printed, from left to right.")),
    "ohio_bob.components.size_first": _cap(T_("%(where)s: give the room size of the set "
                                              "first.")),
    "ohio_bob.components.door_on_wall": _cap(T_("%(where)s is on an edge that is already a "
                                                "wall.")),
    "ohio_bob.components.edge_off": _cap(T_("%(where)s is not on the card (a room has %(rows)d "
                                            "rows of %(cols)d spaces).")),
    "ohio_bob.components.edge_side": _cap(T_("%(where)s: its side is north, east, south or west "
                                             "(N, E, S or W in the file).")),
    "ohio_bob.components.sides": _cap(T_("%(where)s needs an easy and a hard side.")),
    "ohio_bob.components.super_gear": _cap(T_("%(where)s needs its Super Gear card (it has no "
                                              "hard side).")),
    "ohio_bob.components.levels": _cap(T_("%(where)s must list the 3 levels in order.")),
    "ohio_bob.components.rations_off": _cap(T_("%(where)s: the levels whose rations give "
                                               "nothing are among levels 1, 2 and 3.")),
    "ohio_bob.components.challenges": _cap(T_("%(where)s must list the 2 challenges of the "
                                              "card.")),
    "ohio_bob.components.challenge_gems": _cap(T_("%(where)s needs its gems (a count for each "
                                                  "colour).")),
    "ohio_bob.components.challenge_colour": _cap(T_("%(where)s: a gem is neither one of the "
                                                    "set's gem colours nor of any one "
                                                    "colour.")),
}


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


COMPONENT_MESSAGES = {**PLACES, **PROBLEMS}
