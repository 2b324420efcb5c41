"""Tzolk'in names: the messages that name gears, places, temples, technologies, goods, frames,
actions and score sheet categories.

Every function builds a ``Msg`` (no language: the engine puts them in its refusals, log lines
and notices; their texts are in messages/names.py); web/presenter.py says them in the reader's
language for the forms, the templates and the command line.
"""
from __future__ import annotations

from typing import Any

from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.gear_spots import ACTION, ANY, spot_kind
from companion.message import Msg

#: Goods in the order the game lists them (a cost, a reward).
GOODS_ORDER = ("corn", "wood", "stone", "gold", "skull", "vp", "worker")


# --- messages ------------------------------------------------------------------------------

def gear(key: str) -> Msg:
    """A gear's name: ``Msg("tzolkin.gear.tikal")``."""
    return Msg(f"tzolkin.gear.{key}")


def place(gear_key: str, spot: int) -> Msg:
    """A spot on a gear as printed: "Tikal 2" / 「ティカル2」."""
    return Msg("tzolkin.place.spot", gear=gear(gear_key), spot=spot)


def start_space() -> Msg:
    """The starting player space between Palenque and Chichen Itza."""
    return Msg("tzolkin.place.start_space")


def temple(key: str) -> Msg:
    """A temple's name (seed: 茶・黄・緑の神殿)."""
    return Msg(f"tzolkin.temple.{key}")


def tech(key: str) -> Msg:
    """A technology's name (農業, 資源採掘, 建築, 神学)."""
    return Msg(f"tzolkin.tech.{key}")


def step_up(what: Msg, n: int = 1) -> Msg:
    """"Chaac +1": a temple or technology stepped up ``n`` steps."""
    return Msg("tzolkin.step.up", what=what, n=n)


def step_down(what: Msg, n: int = 1) -> Msg:
    """"Chaac −1": a temple stepped down."""
    return Msg("tzolkin.step.down", what=what, n=n)


def resource(key: str) -> Msg:
    """Wood, stone or gold as a label ("Wood" / 「木材」)."""
    return Msg(f"tzolkin.resource.{key}")


def good(key: str) -> Msg:
    """A good's name inside a sentence: corn, wood, stone, gold, crystal skull."""
    return Msg(f"tzolkin.good.{key}")


def goods(key: str, n: int) -> Msg:
    """An amount of one good: "3 corn" / 「コーン3」 (``key`` one of ``GOODS_ORDER``)."""
    return Msg(f"tzolkin.goods.{key}", n=n)


def goods_list(amounts: dict[str, int]) -> list[Msg]:
    """Amounts of several goods, in the game's order: [3 corn, 1 wood] (zeros left out)."""
    return [goods(k, amounts[k]) for k in GOODS_ORDER if amounts.get(k)]


def frame(key: str) -> Msg:
    """A building's or monument's frame: brown, green, blue, farm (茶枠, 緑枠, 青枠, 農場)."""
    return Msg(f"tzolkin.frame.{key}")


def colour(key: str) -> Msg:
    """A worker colour: blue, red, yellow, green."""
    return Msg(f"tzolkin.colour.{key}")


def player(state: dict, seat: Any) -> str | Msg:
    """The name of ``seat`` (0-based) at the table, or "Player 3" when the state has none."""
    try:
        return state["players"][seat]["name"]
    except (IndexError, KeyError, TypeError):
        if isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0:
            return Msg("tzolkin.player.numbered", n=seat + 1)
        return Msg("tzolkin.player.someone")


def action(gear_key: str, number: int) -> Msg:
    """What action ``number`` of ``gear_key`` does ("Fishing: 3 corn"; Chichen Itza: "Skull:
    7 VP, Kukulcan +1" from the component data); an action the gear does not have (an
    altered request) is named by its place only."""
    if gear_key == "chichen_itza":
        spot = load_components().chichen_itza.get(number)
        if spot is None:
            return place(gear_key, number)
        return Msg("tzolkin.action.chichen_itza", vp=spot.vp, temple=temple(spot.temple),
                   resource=spot.resource)
    if gear_key not in ("palenque", "yaxchilan", "tikal", "uxmal") or number not in range(1, 6):
        return place(gear_key, number)
    return Msg(f"tzolkin.action.{gear_key}_{number}")


def spot_label(gear_key: str, spot: int) -> Msg | None:
    """The short name of what spot ``spot`` of ``gear_key`` does, as the gears drawing writes
    it beside the spot (a line break where it may break: 「コーン5\\nか木材2」); None for the
    entrance (0) and the teeth under the board (rules/gear_spots.py).  Chichen Itza's from its
    data: the points, the temple's colour and the resource cube (seed 「神殿とチチェン・イツァ」)."""
    kind, number = spot_kind(gear_key, spot)
    if kind == ANY:
        return Msg("tzolkin.spot_label.any")
    if kind != ACTION:
        return None
    if gear_key == "chichen_itza":
        found = load_components().chichen_itza[number]
        extra = "_resource" if found.resource else ""
        return Msg(f"tzolkin.spot_label.chichen_itza_{found.temple}{extra}", vp=found.vp)
    return Msg(f"tzolkin.spot_label.{gear_key}_{number}")


def action_with_place(gear_key: str, number: int) -> Msg:
    """"Tikal 2: Build 1 building" (an action the gear does not have: "Tikal 9")."""
    what = action(gear_key, number)
    if what.code == "tzolkin.place.spot":
        return what
    return Msg("tzolkin.action.label", place=place(gear_key, number), action=what)


def monument_category(monument_id: str, scoring: str) -> Msg:
    """A monument's score sheet row: "Monument: all monuments built" (the tiles have no
    printed id: a monument is named by what it scores)."""
    return Msg("tzolkin.category.monument_named", rule=Msg(f"tzolkin.monument_rule.{scoring}"))


def building(building_id: str) -> Msg | str:
    """A building as its tile shows it (the tiles have no printed id): its effect and frame,
    "“Agriculture +1” (green frame)" / 「「農業+1」（緑枠）」; an id that is no building (an
    altered request) stays as it is."""
    b = load_components().buildings.get(building_id) if isinstance(building_id, str) else None
    if b is None:
        return str(building_id)[:20]
    if b.frame == "farm":
        return Msg("tzolkin.building.name_farm", effect=b.text)
    return Msg("tzolkin.building.name", effect=b.text, frame=frame(b.frame))


def building_option(building_id: str) -> Msg:
    """A building in a list to choose from: effect · frame · cost."""
    b = load_components().buildings[building_id]
    if b.frame == "farm":
        return Msg("tzolkin.building.option_farm", effect=b.text, cost=goods_list(b.cost))
    return Msg("tzolkin.building.option", effect=b.text, frame=frame(b.frame),
               cost=goods_list(b.cost))


def monument(monument_id: str) -> Msg | str:
    """A monument as its tile shows it: what it scores and its frame (no printed id)."""
    m = load_components().monuments.get(monument_id) if isinstance(monument_id, str) else None
    if m is None:
        return str(monument_id)[:20]
    return Msg("tzolkin.monument.name", effect=m.text, frame=frame(m.frame))


def monument_option(monument_id: str) -> Msg:
    """A monument in a list to choose from: what it scores · frame · cost."""
    m = load_components().monuments[monument_id]
    return Msg("tzolkin.monument.option", effect=m.text, frame=frame(m.frame),
               cost=goods_list(m.cost))


def field(path: str) -> Msg:
    """An end-state entry named as the end-state form names it: "corn", "temples.chaac"
    (-> Chaac), "buildings.brown" (-> brown buildings), "harvest_tiles.corn"."""
    group, _dot, key = path.partition(".")
    if group == "temples" and key:
        return temple(key)
    if group == "technologies" and key:
        return tech(key)
    if key:
        return Msg(f"tzolkin.field.{group}_{key}")
    return Msg(f"tzolkin.field.{group}")


def category(category: str) -> Msg | str:
    """A score sheet category ("track", "goods", "skulls", "m05 all monuments built") as a
    message; a category that names no monument stays as it is."""
    if category in ("track", "goods", "skulls"):
        return Msg(f"tzolkin.category.{category}")
    monument_id = category.split(" ", 1)[0]
    found = load_components().monuments.get(monument_id)
    if found is None:
        return category
    return monument_category(monument_id, found.scoring)
