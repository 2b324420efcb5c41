"""Tzolk'in names in the page language: gears, temples, technologies, goods, rewards and the
score sheet's categories (the published English names, the Japanese rules text's names)."""
from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

GEARS = {"palenque": _l("Palenque"), "yaxchilan": _l("Yaxchilan"), "tikal": _l("Tikal"),
         "uxmal": _l("Uxmal"), "chichen_itza": _l("Chichen Itza")}
TEMPLES = {"chaac": _l("Chaac"), "quetzalcoatl": _l("Quetzalcoatl"), "kukulcan": _l("Kukulcan")}
TECHNOLOGIES = {"agriculture": _l("Agriculture"), "resources": _l("Resources"),
                "architecture": _l("Architecture"), "theology": _l("Theology")}
FRAMES = {"brown": _l("brown"), "green": _l("green"), "blue": _l("blue"), "farm": _l("farm")}
MONUMENT_RULES = {
    "brown_frames": _l("brown frames"), "buildings_and_monuments": _l("buildings and monuments"),
    "corn_tiles": _l("corn harvest tiles"), "wood_tiles": _l("wood harvest tiles"),
    "all_monuments": _l("all monuments built"), "green_frames": _l("green frames"),
    "techs_at_top": _l("technologies at level 3"), "tech_levels": _l("technology levels"),
    "workers": _l("workers"), "blue_frames": _l("blue frames"),
    "temple_vp_again": _l("temple VP again"), "best_temple": _l("one temple"),
    "chichen_skulls": _l("skulls on Chichen Itza"),
}


def gear_name(key: str) -> str:
    """A gear's name in the page language."""
    return str(GEARS.get(key, key))


def goods(key: str, n: int) -> str:
    """"3 corn" / "コーン3" for a good and a count."""
    words = {"corn": _("%(n)d corn", n=n), "wood": _("%(n)d wood", n=n),
             "stone": _("%(n)d stone", n=n), "gold": _("%(n)d gold", n=n),
             "skull": _("%(n)d crystal skull(s)", n=n), "vp": _("%(n)d VP", n=n),
             "worker": _("%(n)d extra worker(s)", n=n)}
    return words[key]


def reward_text(reward: dict) -> str:
    """A starting wealth tile's or a building's reward in the page language."""
    parts = [goods(k, reward[k]) for k in ("corn", "wood", "stone", "gold", "skull", "vp",
                                            "worker") if reward.get(k)]
    for temple, n in reward.get("temple", {}).items():
        parts.append(f"{TEMPLES[temple]} +{n}")
    for track, n in reward.get("tech", {}).items():
        parts.append(f"{TECHNOLOGIES[track]} +{n}")
    farm = reward.get("farm")
    if farm and farm.get("free_workers"):
        parts.append(_("for the rest of the game %(n)d worker(s) need no corn on food days",
                       n=farm["free_workers"]))
    elif farm and farm.get("all_minus"):
        parts.append(_("every worker needs 1 corn less on food days"))
    return ", ".join(parts)


def category_label(category: str) -> str:
    """A score sheet category in the page language ("m05 all monuments built")."""
    fixed = {"track": _("Points on the track"), "goods": _("Goods (¼ VP per corn)"),
             "skulls": _("Crystal skulls (3 VP each)")}
    if category in fixed:
        return fixed[category]
    from companion.games.tzolkin.components import load_components

    monument_id = category.split(" ", 1)[0]
    monument = load_components().monuments.get(monument_id)
    if monument is None:
        return category
    return f"{monument_id} {MONUMENT_RULES.get(monument.scoring, monument.scoring)}"


# --- the play screens: actions, resources, the calendar ---------------------------------------

RESOURCES = {"wood": _l("Wood"), "stone": _l("Stone"), "gold": _l("Gold")}
HARVESTS = {"corn": _l("Corn harvest"), "wood": _l("Wood harvest")}
#: The gears' actions (rules.ACTION_NAMES) in the page language.
ACTIONS = {
    ("palenque", 1): _l("Fishing: 3 corn"), ("palenque", 2): _l("Corn harvest: 4 corn"),
    ("palenque", 3): _l("5 corn or 2 wood"), ("palenque", 4): _l("7 corn or 3 wood"),
    ("palenque", 5): _l("9 corn or 4 wood"),
    ("yaxchilan", 1): _l("1 wood"), ("yaxchilan", 2): _l("1 stone, 1 corn"),
    ("yaxchilan", 3): _l("1 gold, 2 corn"), ("yaxchilan", 4): _l("1 crystal skull"),
    ("yaxchilan", 5): _l("1 gold, 1 stone, 2 corn"),
    ("tikal", 1): _l("1 technology step"), ("tikal", 2): _l("Build 1 building"),
    ("tikal", 3): _l("1-2 technology steps"), ("tikal", 4): _l("Build 1-2 buildings or 1 monument"),
    ("tikal", 5): _l("Pay 1 resource: 2 different temples +1"),
    ("uxmal", 1): _l("Pay 3 corn: 1 temple +1"), ("uxmal", 2): _l("Market"),
    ("uxmal", 3): _l("Hire 1 worker"), ("uxmal", 4): _l("Build 1 building with corn only"),
    ("uxmal", 5): _l("Pay 1 corn: any action of the four gears"),
}


def temple_name(key: str) -> str:
    """A temple's name in the page language."""
    return str(TEMPLES.get(key, key))


def tech_name(key: str) -> str:
    """A technology's name in the page language."""
    return str(TECHNOLOGIES.get(key, key))


def resource_name(key: str) -> str:
    """Wood, stone or gold in the page language."""
    return str(RESOURCES.get(key, key))


def action_name(gear: str, action: int) -> str:
    """What action ``action`` of ``gear`` does, in the page language ("Chichen Itza 4: skull,
    7 VP, Kukulcan +1")."""
    if gear == "chichen_itza":
        from companion.games.tzolkin.components import load_components

        spot = load_components().chichen_itza.get(action)
        if spot is None:
            return str(action)
        text = _("Skull: %(vp)d VP, %(temple)s +1", vp=spot.vp, temple=temple_name(spot.temple))
        if spot.resource:
            text += _(", 1 resource")
        return text
    return str(ACTIONS.get((gear, action), action))


def action_label(gear: str, action: int) -> str:
    """"Tikal 2: Build 1 building" in the page language."""
    return f"{gear_name(gear)} {action}: {action_name(gear, action)}"
