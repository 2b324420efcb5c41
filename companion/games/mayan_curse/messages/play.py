"""Mayan Curse's messages of play: the names, places, move log, boulder rolls, score details
and solo verdicts, code -> how it is said (companion.i18n).  Merged into
``companion.games.mayan_curse.messages.MESSAGES``."""
from __future__ import annotations

from babel.lists import format_list

from companion.i18n import (P_, T_, by_params, gettext, join_sentences, language, ngettext,  # noqa: F401
                            ordinal, translations)


def pgettext(context: str, msgid: str) -> str:
    """``msgid`` in the current language, told apart by ``context`` from the same word in
    another game's catalogue (all catalogues share one namespace: "brown" is a player colour
    in Tzolk'in, a stela colour here)."""
    return translations(language()).pgettext(context, msgid)


def join_words(items: list[str]) -> str:
    """Words listed in the reader's language ("A, B and C" / 「A、B、C」)."""
    return format_list([str(i) for i in items], locale=language()) if items else ""


def _slab_space(p):
    return gettext("river %(river)d, %(slab)s slab, %(space)s space from the left",
                   river=p["river"], slab=ordinal(p["slab"]), space=ordinal(p["space"]))


def _slab(p):
    return gettext("the %(slab)s slab of river %(river)d", river=p["river"],
                   slab=ordinal(p["slab"]))


def _slab_line(p):
    """A slab to lay out, named by its place (no id: the boards print none) and, for a board
    with dot icons, how many it shows."""
    place = _slab(p)
    if p["dots"]:
        place = ngettext("%(place)s: the board with %(num)d dot icon on its right end",
                         "%(place)s: the board with %(num)d dot icons on its right end",
                         p["dots"], place=place)
    return place[:1].upper() + place[1:]


def _beside_slab(p):
    return gettext("the river beside the %(slab)s slab of river %(river)d",
                   river=p["river"], slab=ordinal(p["slab"]))


def _stela_slab_end(p):
    slab = _slab(p)
    if p["side"] == "left":
        return gettext("the %(colour)s stela at the left end of %(slab)s", colour=p["colour"],
                       slab=slab)
    return gettext("the %(colour)s stela at the right end of %(slab)s", colour=p["colour"],
                   slab=slab)


def _relay_space(p):
    return gettext("%(board)s, %(row)s row from the entrance side, %(space)s space from the "
                   "left", board=p["board"], row=ordinal(p["row"]), space=ordinal(p["space"]))


def _relay_row(p):
    return gettext("%(board)s, %(row)s row from the entrance side", board=p["board"],
                   row=ordinal(p["row"]))


def _entrance_marked(p):
    return gettext("the marked entrance space %(space)s from the left",
                   space=ordinal(p["space"]))


def _turn_log(p):
    parts = []
    if p.get("item"):
        parts.append(gettext("used the %(item)s", item=p["item"]))
    if p.get("slides"):
        parts.append(ngettext("slid %(num)d space", "slid %(num)d spaces", p["slides"]))
    if p.get("moves") and p.get("escaped"):
        parts.append(ngettext("moved %(num)d time and got out by the entrance",
                              "moved %(num)d times and got out by the entrance", p["moves"]))
    elif p.get("moves") and p.get("to"):
        parts.append(ngettext("moved %(num)d time, to %(place)s",
                              "moved %(num)d times, to %(place)s", p["moves"], place=p["to"]))
    elif p.get("moves"):
        parts.append(ngettext("moved %(num)d time", "moved %(num)d times", p["moves"]))
    if not parts:
        line = gettext("%(name)s passed.", name=p["name"])
    else:
        line = gettext("%(name)s %(actions)s.", name=p["name"], actions=join_words(parts))
    if p.get("stelae"):   # each said by colour and where it lay (rules/names.stela_where)
        line = join_sentences([line, gettext("%(name)s took %(stelae)s.", name=p["name"],
                                             stelae=p["stelae"])])
    return line


def _stelae_detail(p):
    if not p["stelae"]:
        text = gettext("no stelae")
    else:
        text = p["stelae"]
    if p.get("missing"):
        text += ngettext(" (%(num)d value not entered, counted 0)",
                         " (%(num)d values not entered, counted 0)", p["missing"])
    return text


def _tie(p):
    text = gettext("Tied at %(knowledge)d knowledge; most stelae decides (%(counts)s).",
                   knowledge=p["knowledge"], counts=p["counts"])
    if p.get("shared"):
        text = join_sentences([text, gettext("Still tied: the win is shared.")])
    return text


def _yes_no(value) -> str:
    return gettext("yes") if value else gettext("no")


MESSAGES = {
    #: what the game hides, as a take-back refused from a phone names it (engine.py)
    "mayan_curse.hidden_things": T_("sacred stones drawn from the pouch, the stones of the "
                                    "others, the value of a stela"),
    # -- names ------------------------------------------------------------------------------
    "mayan_curse.symbol.wild": T_("wild"),
    "mayan_curse.symbol.wild_mark": T_("✱"),
    "mayan_curse.colour.brown": by_params(lambda p: pgettext("stela colour", "brown")),
    "mayan_curse.colour.grey": by_params(lambda p: pgettext("stela colour", "grey")),
    "mayan_curse.colour.beige": by_params(lambda p: pgettext("stela colour", "beige")),
    "mayan_curse.colour.unknown": T_("unknown colour"),
    "mayan_curse.item.machete": T_("machete"),
    "mayan_curse.item.map": T_("map"),
    "mayan_curse.item.compass": T_("compass"),
    "mayan_curse.item.elixir": T_("elixir"),
    "mayan_curse.item.unknown": T_("backpack item"),
    "mayan_curse.direction.up": T_("up (toward the temple)"),
    "mayan_curse.direction.down": T_("down (toward the entrance)"),
    "mayan_curse.direction.left": T_("left"),
    "mayan_curse.direction.right": T_("right"),
    "mayan_curse.direction.unknown": T_("that way"),
    "mayan_curse.difficulty.easy": by_params(lambda p: pgettext("solo difficulty", "easy")),
    "mayan_curse.difficulty.normal": by_params(lambda p: pgettext("solo difficulty", "normal")),
    "mayan_curse.difficulty.adventurer": by_params(
        lambda p: pgettext("solo difficulty", "adventurer")),
    "mayan_curse.difficulty.thrill_seeker": by_params(
        lambda p: pgettext("solo difficulty", "thrill seeker")),
    "mayan_curse.board.entrance": T_("the entrance relay board"),
    "mayan_curse.board.middle": T_("the middle relay board"),
    "mayan_curse.board.temple_relay": T_("the temple relay board"),
    "mayan_curse.board.river": T_("river %(river)d"),
    "mayan_curse.board.unknown": T_("a relay board"),
    # a stela said as the table sees it: never by the app's own numbers (rules/names.py)
    "mayan_curse.stela.plain": T_("%(colour)s stela"),
    "mayan_curse.stela.named": T_("%(colour)s stela"),   # older messages (an id's number)
    "mayan_curse.stela.valued": T_("%(colour)s stela (%(value)d knowledge)"),
    "mayan_curse.stela.slab_end": by_params(_stela_slab_end),
    "mayan_curse.stela.temple": T_("the %(colour)s stela on temple tier %(tier)d"),
    "mayan_curse.stela.on": T_("the %(colour)s stela on %(place)s"),
    "mayan_curse.stela.unknown": T_("that stela"),
    "mayan_curse.category.stelae": T_("Stelae (knowledge revealed)"),
    "mayan_curse.category.camera": T_("Camera (+15)"),
    "mayan_curse.category.backpack": T_("Backpack not used (+2)"),
    # -- places -----------------------------------------------------------------------------
    "mayan_curse.place.slab_space": by_params(_slab_space),
    # one place: the table's count on the slab, and where the drawing shows it (a slid slab)
    "mayan_curse.place.with_column": T_("%(place)s (column %(col)d on the drawing)"),
    "mayan_curse.place.slab": by_params(_slab),
    "mayan_curse.place.beside_slab": by_params(_beside_slab),
    "mayan_curse.place.relay_space": by_params(_relay_space),
    "mayan_curse.place.relay_row": by_params(_relay_row),
    "mayan_curse.place.entrance_marked": by_params(_entrance_marked),
    "mayan_curse.place.temple_space": T_("temple tier %(tier)d, space %(space)d from the "
                                         "black dot"),
    "mayan_curse.place.temple_tier": T_("temple tier %(tier)d"),
    "mayan_curse.place.unknown": T_("a space off the passage"),
    "mayan_curse.place.escaped": T_("escaped by the entrance"),
    "mayan_curse.setup.slab_line": by_params(_slab_line),
    # -- the move log -----------------------------------------------------------------------
    "mayan_curse.log.draw": T_("%(name)s drew three sacred stones."),
    "mayan_curse.log.stela_value": T_("%(name)s noted a stela's knowledge."),
    "mayan_curse.log.redraw": T_("%(name)s entered their stones again."),
    "mayan_curse.log.clear_draws": T_("Every stone went back into the pouch: everyone draws "
                                      "again."),
    "mayan_curse.log.show_turn": T_("%(name)s showed their turn on the host screen."),
    "mayan_curse.log.turn": by_params(_turn_log),
    "mayan_curse.log.unknown": T_("%(name)s: a move this app does not know."),
    "mayan_curse.log.someone": T_("Someone"),
    # -- boulders ---------------------------------------------------------------------------
    "mayan_curse.boulder.stays": T_("Boulder %(n)d (%(face)s) on %(place)s is blocked and "
                                    "stays."),
    "mayan_curse.boulder.rolls": P_("Boulder %(n)d (%(face)s) rolls %(spaces)d space from "
                                    "%(start)s to %(end)s.",
                                    "Boulder %(n)d (%(face)s) rolls %(spaces)d spaces from "
                                    "%(start)s to %(end)s.", "spaces"),
    "mayan_curse.boulder.swapped": P_("%(names)s swaps places with it and stands on "
                                      "%(place)s.",
                                      "%(names)s swap places with it and stand on %(place)s.",
                                      "count"),
    "mayan_curse.boulder.crushed": T_("The %(colour)s stela on %(place)s is crushed, its "
                                      "value never seen."),
    "mayan_curse.boulder.blocked": T_("Then it is blocked sideways and stops."),
    "mayan_curse.boulder.reset": T_("The 7 slabs of river 1 go back in line with the "
                                    "entrance board."),
    "mayan_curse.boulder.sealed": T_("All three entrance spaces are blocked: the game ends."),
    #: the head of a held boulder's preview, the page's colon after it
    "mayan_curse.boulder.held": P_("Boulder %(n)d (%(face)s) holds %(tokens)d trigger "
                                   "token. If it were released now",
                                   "Boulder %(n)d (%(face)s) holds %(tokens)d trigger "
                                   "tokens. If it were released now", "tokens"),
    # -- score sheet ------------------------------------------------------------------------
    "mayan_curse.score.stelae": by_params(_stelae_detail),
    "mayan_curse.score.stela_term": T_("%(colour)s %(value)d"),
    "mayan_curse.score.stela_missing": T_("%(colour)s (not entered)"),
    "mayan_curse.score.camera": T_("photo of the secret city"),
    "mayan_curse.score.backpack": T_("backpack never used"),
    "mayan_curse.score.lost": T_("%(name)s did not escape: their knowledge is lost."),
    "mayan_curse.score.temple_wins": T_("Nobody came back: the temple wins."),
    "mayan_curse.score.pending": P_("%(name)s has %(count)d stela whose value is not entered "
                                    "yet: turn it over and enter it on their phone.",
                                    "%(name)s has %(count)d stelae whose values are not "
                                    "entered yet: turn them over and enter them on their "
                                    "phone.", "count"),
    "mayan_curse.score.tie": by_params(_tie),
    "mayan_curse.score.tie_count": P_("%(name)s with %(stelae)d stela",
                                      "%(name)s with %(stelae)d stelae", "stelae"),
    # -- solo verdicts and scenarios (「ソロモード」, 「ソロシナリオ」) ----------------------
    "mayan_curse.solo.not_escaped": T_("Solo: you did not escape; the temple wins."),
    "mayan_curse.solo.short": T_("Solo (%(difficulty)s): %(knowledge)d knowledge is short of "
                                 "%(target)d."),
    "mayan_curse.solo.no_camera": T_("Solo (%(difficulty)s): %(knowledge)d knowledge but no "
                                     "camera."),
    "mayan_curse.solo.won": T_("Solo (%(difficulty)s): escaped with %(knowledge)d knowledge "
                               "(target %(target)d): won."),
    "mayan_curse.scenario.met": T_("Scenario %(n)d: met: %(why)s."),
    "mayan_curse.scenario.not_met": T_("Scenario %(n)d: not met: %(why)s."),
    "mayan_curse.scenario.not_escaped": T_("you did not escape"),
    "mayan_curse.scenario.s1.met": T_("22+ knowledge and a beige stela"),
    "mayan_curse.scenario.s1.missed": T_("needs 22+ knowledge (%(knowledge)d) and a beige "
                                         "stela (beige stelae taken: %(beige)d)"),
    "mayan_curse.scenario.s2.met": T_("25+ without the backpack"),
    "mayan_curse.scenario.s2.missed": by_params(lambda p: gettext(
        "needs 25+ knowledge (%(knowledge)d) without using the backpack", **p)
        + (gettext(" (it was used)") if p["used"] else "")),
    "mayan_curse.scenario.goal.met": T_("%(goal)d+ knowledge"),
    "mayan_curse.scenario.goal.missed": T_("needs %(goal)d+ knowledge (%(knowledge)d)"),
    "mayan_curse.scenario.s4.met": T_("25+ before two boulders reached the entrance"),
    "mayan_curse.scenario.s4.missed": P_(
        "needs 25+ knowledge (%(knowledge)d) before two boulders reach the entrance "
        "(%(boulders)d was there)",
        "needs 25+ knowledge (%(knowledge)d) before two boulders reach the entrance "
        "(%(boulders)d were there)", "boulders"),
    "mayan_curse.scenario.s5.met": T_("the camera and no stela"),
    "mayan_curse.scenario.s5.missed": by_params(lambda p: gettext(
        "needs the camera and no stela (camera: %(camera)s, stelae: %(stelae)d)",
        camera=_yes_no(p["camera"]), stelae=p["stelae"])),
    "mayan_curse.scenario.s6.met": T_("30+ without the backpack"),
    "mayan_curse.scenario.s6.missed": T_("needs 30+ knowledge (%(knowledge)d) without using "
                                         "the backpack"),
    "mayan_curse.scenario.s7.met": T_("20+ before any boulder reached the entrance"),
    "mayan_curse.scenario.s7.missed": P_(
        "needs 20+ knowledge (%(knowledge)d) before any boulder reaches the entrance "
        "(%(boulders)d was there)",
        "needs 20+ knowledge (%(knowledge)d) before any boulder reaches the entrance "
        "(%(boulders)d were there)", "boulders"),
    "mayan_curse.scenario.s8.met": T_("28+ without the camera"),
    "mayan_curse.scenario.s8.missed": T_("needs 28+ knowledge (%(knowledge)d) without the "
                                         "camera"),
    "mayan_curse.scenario.s9.met": T_("all passage brown stelae and 28+"),
    "mayan_curse.scenario.s9.missed": T_("needs every brown stela of the passage "
                                         "(%(missing)d missing) and 28+ knowledge "
                                         "(%(knowledge)d)"),
    "mayan_curse.scenario.s10.met": T_("all passage grey and beige stelae"),
    "mayan_curse.scenario.s10.missed": T_("needs every grey and beige stela of the passage "
                                          "(%(missing)d missing)"),
    "mayan_curse.scenario.s12.met": T_("all beige stelae and the camera"),
    "mayan_curse.scenario.s12.missed": T_("needs every beige stela (%(missing)d missing) and "
                                          "the camera"),
}
