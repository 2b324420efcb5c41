"""What Tzolk'in's pages say (the presenter): names said in the reader's language
(``companion.i18n.render``: the page's language), for the forms and the templates: the
messages of rules/names.py as strings.  The methods the templates call are TzolkinWeb's
(web/forms.py), which say their words here.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any

from flask_babel import lazy_gettext as _l

from companion.games.tzolkin.rules import names
from companion.i18n import render, say_param
from companion.message import Msg, Text


#: Each kind of move named briefly (the host screen's undo notice: GameWeb.move_kinds), with
#: the seed's verbs (「置く」「取り上げる」「物乞い」, seed 003 「手番は置くか取り上げるか」).
MOVE_KINDS = MappingProxyType({
    "place": _l("placing workers"), "pickup": _l("picking up workers"),
    "beg": _l("begging for corn"), "calendar": _l("turning the calendar"),
    "choose_wealth": _l("choosing starting wealth"), "end_state": _l("entering the end state"),
})


def own_line(message: Any) -> Any:
    """A move's own log line (``GameWeb.own_line``) without the notices of the round's end the
    log keeps with it: rules/log.py ``sentences`` nests them two by two as
    "tzolkin.log.then", the move's line first."""
    while isinstance(message, Msg) and message.code == "tzolkin.log.then":
        message = message.params.get("first")
    return message


def say(value: Any) -> str:
    """A message or data text in the current language (``companion.i18n.render``)."""
    return render(value)


def gear_name(key: str) -> str:
    """A gear's name in the reader's language."""
    return render(names.gear(key))


def place_name(gear_key: str, spot: int) -> str:
    """"Tikal 2" / 「ティカル2」."""
    return render(names.place(gear_key, spot))


def temple_name(key: str) -> str:
    """A temple's name in the reader's language."""
    return render(names.temple(key))


def tech_name(key: str) -> str:
    """A technology's name in the reader's language."""
    return render(names.tech(key))


def resource_name(key: str) -> str:
    """Wood, stone or gold in the reader's language."""
    return render(names.resource(key))


def harvest_name(key: str) -> str:
    """"Corn harvest" or "Wood harvest" in the reader's language."""
    return render(Msg(f"tzolkin.harvest.{key}"))


def frame_name(key: str) -> str:
    """A frame colour in the reader's language."""
    return render(names.frame(key))


def colour_name(key: str) -> str:
    """A worker colour in the reader's language."""
    return render(names.colour(key))


def cost_text(cost: dict[str, int]) -> str:
    """A cost in the reader's language: "2 wood and 1 stone" / 「木材2、石材1」."""
    return say_param(names.goods_list(cost))


def action_name(gear_key: str, number: int) -> str:
    """What an action does, in the reader's language."""
    return render(names.action(gear_key, number))


def action_label(gear_key: str, number: int) -> str:
    """"Tikal 2: Build 1 building" in the reader's language."""
    return render(names.action_with_place(gear_key, number))


def text(value: Any) -> str:
    """A component text (a ``Text`` or ``{"en", "ja"}``) in the reader's language."""
    return render(Text.of(value))


def building_short_text(building_id: str) -> str:
    """A building named by its tile (effect and frame) in the reader's language."""
    return render(names.building(building_id))


def building_option_text(building_id: str) -> str:
    """A building's option in a list (effect · frame · cost) in the reader's language."""
    return render(names.building_option(building_id))


def monument_short_text(monument_id: str) -> str:
    """A monument named by its tile in the reader's language."""
    return render(names.monument(monument_id))


def monument_option_text(monument_id: str) -> str:
    """A monument's option in a list (scoring · frame · cost) in the reader's language."""
    return render(names.monument_option(monument_id))


def category_label(category: str) -> str:
    """A score sheet category ("track", "goods", "skulls", "m05 all monuments built") in the
    reader's language."""
    return render(names.category(category))


#: The end-of-game summary's lines (rules/vp_sources.py ``GROUPS``), in the seed's words (003
#: 「終了と後半の手番例」, 「4回の食料日と神殿の報酬」, 「神殿とチチェン・イツァ」).
SUMMARY_LABELS = {
    "temples": _l("Temples (food days)"),
    "chichen_itza": _l("Chichen Itza (skulls offered)"),
    "buildings": _l("Buildings"),
    "technology": _l("Technology (Architecture)"),
    "wealth": _l("Starting wealth"),
    "food_days": _l("Workers unfed on food days"),
    "track_other": _l("VP track, not broken down"),
    "monuments": _l("Monuments"),
    "goods": _l("Goods left (¼ VP per corn)"),
    "skulls": _l("Crystal skulls left (3 VP each)"),
}


def summary_label(group: str) -> str:
    """A line of the end-of-game summary in the reader's language."""
    return str(SUMMARY_LABELS[group])
