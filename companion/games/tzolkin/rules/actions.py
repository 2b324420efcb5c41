"""Tzolk'in's actions: what a worker picked up does on each gear (Palenque, Yaxchilan, Tikal,
Uxmal, Chichen Itza), with the technologies, temples, buildings and monuments they step or build.

Rules: seed 003_33e329f624a6e484.txt, 「パレンケとヤシュチラン」, 「ティカルとウシュマル」,
「神殿とチチェン・イツァ」, 「技術の費用と4種類の効き方」, 「建物の絵と食料軽減」.  The choices each action
reads are described in turn.py's docstring.
"""
from __future__ import annotations

from typing import Any

from companion.engine import InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.components import (
    RESOURCES, TECHNOLOGIES, TEMPLES, load_components,
)
from companion.games.tzolkin.rules.play_state import (
    MARKET_PRICE, NORMAL_GEARS, PALENQUE_CORN, PALENQUE_WOOD, R_BOARD, R_PALENQUE, R_TECH,
    R_TEMPLE, R_TIKAL, YAXCHILAN, illegal, is_int,
)
from companion.games.tzolkin.rules.vp_sources import add_vp
from companion.message import Msg

def do_action(s: dict, seat: int, gear: str, action: int, choices: dict) -> None:
    {"palenque": _palenque, "yaxchilan": _yaxchilan, "tikal": _tikal, "uxmal": _uxmal,
     "chichen_itza": _chichen_itza}[gear](s, seat, action, choices)


# ============================================================================== Palenque, Yaxchilan

def _gain(s: dict, seat: int, goods: dict) -> None:
    p = s["seats"][seat]
    for k, v in goods.items():
        if k == "skull":
            v = min(v, s["skulls_in_bank"])
            s["skulls_in_bank"] -= v
            p["skull"] += v
        elif k == "worker":
            v = min(v, p["workers_unhired"])
            p["workers_unhired"] -= v
            p["workers_hand"] += v
        elif k == "vp":  # only a building's effect gives VP here
            add_vp(p, "buildings", v)
        else:
            p[k] += v


def _fishing_level(s: dict) -> int:
    return s["options"].get("agriculture_fishing_level", 3)


def palenque_options(state: dict, seat: int, action: int) -> dict:
    """What a Palenque action allows now: ``{"harvest": [...], "burn": [temples]}``.
    Seed 「パレンケとヤシュチラン」, Agriculture 「技術の費用と4種類の効き方」."""
    if action == 1:
        return {}
    p = state["seats"][seat]
    field = state["harvest_tiles"][str(action)]
    visible_corn = field["corn"] - field["wood"]
    harvest = []
    if visible_corn > 0 or p["technologies"]["agriculture"] >= 2 or (
            field["wood"] > 0 and any(p["temples"][t] > 0 for t in TEMPLES)):
        harvest.append("corn")
    if action >= 3 and field["wood"] > 0:
        harvest.append("wood")
    out: dict[str, Any] = {"harvest": harvest}
    if visible_corn <= 0 and field["wood"] > 0:
        out["burn"] = [t for t in TEMPLES if p["temples"][t] > 0]
    return out


def _palenque(s: dict, seat: int, action: int, choices: dict) -> None:
    """Palenque (seed 「パレンケとヤシュチラン」): fishing, corn and wood harvests, slash-and-burn."""
    p = s["seats"][seat]
    agri = p["technologies"]["agriculture"]
    if action == 1:
        p["corn"] += 3 + (1 if agri >= _fishing_level(s) else 0)
        return
    field = s["harvest_tiles"][str(action)]
    kind = choices.get("harvest", "corn")
    burn = choices.get("burn")
    if kind not in ("corn", "wood") or (kind == "wood" and action == 2):
        raise InvalidMove(Msg("tzolkin.palenque.bad_harvest"))
    here = N.place("palenque", action)
    if kind == "wood":
        if burn:
            raise InvalidMove(Msg("tzolkin.palenque.burn_wood"))
        if field["wood"] <= 0:
            raise illegal(Msg("tzolkin.palenque.no_wood", place=here), R_PALENQUE)
        field["wood"] -= 1
        p["harvest_tiles"]["wood"] += 1
        p["wood"] += PALENQUE_WOOD[action] + (1 if p["technologies"]["resources"] >= 1 else 0)
        return
    visible = field["corn"] - field["wood"]
    if burn is not None:
        if burn not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.palenque.burn_temple"))
        if visible > 0:
            raise illegal(Msg("tzolkin.palenque.burn_visible", place=here), R_PALENQUE)
        if field["wood"] <= 0:
            raise illegal(Msg("tzolkin.palenque.no_wood_to_burn", place=here), R_PALENQUE)
        if p["temples"][burn] <= 0:
            raise illegal(Msg("tzolkin.palenque.burn_bottom", temple=N.temple(burn)), R_PALENQUE)
        p["temples"][burn] -= 1
        field["wood"] -= 1
        field["corn"] -= 1
        s["burned_wood_tiles"] = s.get("burned_wood_tiles", 0) + 1
        p["harvest_tiles"]["corn"] += 1
    elif visible > 0:
        field["corn"] -= 1
        p["harvest_tiles"]["corn"] += 1
    elif agri < 2:
        code = "tzolkin.palenque.corn_under_wood" if field["wood"] else "tzolkin.palenque.no_corn"
        raise illegal(Msg(code, place=here), R_PALENQUE)
    p["corn"] += PALENQUE_CORN[action] + (1 if agri >= 1 else 0) + (2 if agri >= 3 else 0)


def _yaxchilan(s: dict, seat: int, action: int, choices: dict) -> None:
    """Yaxchilan (seed 「パレンケとヤシュチラン」) with Resources 1-3 and Theology 3."""
    p = s["seats"][seat]
    goods = dict(YAXCHILAN[action])
    res = p["technologies"]["resources"]
    if action == 4:
        if s["skulls_in_bank"] <= 0:
            raise illegal(Msg("tzolkin.yaxchilan.no_skull"), R_PALENQUE)
        if p["technologies"]["theology"] >= 3:
            goods["skull"] = 2
    if "wood" in goods and res >= 1:
        goods["wood"] += 1
    if "stone" in goods and res >= 2:
        goods["stone"] += 1
    if "gold" in goods and res >= 3:
        goods["gold"] += 1
    _gain(s, seat, goods)


# ============================================================================== Tikal, Uxmal

def _bag(value: Any, what: Msg) -> dict[str, int]:
    """A resource payment as {"wood": n, ...} from a dict or a list of names; ``what`` names
    the payment in the refusal."""
    if value is None:
        return {}
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list):
        out: dict[str, int] = {}
        for r in value:
            if r not in RESOURCES:
                raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))
            out[r] = out.get(r, 0) + 1
        return out
    if isinstance(value, dict):
        for r, n in value.items():
            if r not in RESOURCES or not is_int(n) or n < 0:
                raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))
        return {r: n for r, n in value.items() if n}
    raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))


def _pay(s: dict, seat: int, bag: dict[str, int], rule: str, what: Msg) -> None:
    p = s["seats"][seat]
    for r, n in bag.items():
        if p[r] < n:
            raise illegal(Msg("tzolkin.pay.short", what=what, need=N.goods(r, n),
                               have=N.goods(r, p[r])), rule)
    for r, n in bag.items():
        p[r] -= n


def total_resources(p: dict) -> int:
    return p["wood"] + p["stone"] + p["gold"]


def tech_step(s: dict, seat: int, spec: Any, free: bool) -> None:
    """One technology step (seed 「技術の費用と4種類の効き方」): level L -> L+1 costs L+1
    resources of any kinds; past level 3 one resource buys the track's bonus (Agriculture: a
    temple +1, Resources: 2 resources, Architecture: 3 VP, Theology: 1 skull).  ``free`` steps
    pay nothing.  ``spec``: {"track", "pay", "temple", "gain"}.  Mutates ``s``."""
    if isinstance(spec, str):
        spec = {"track": spec}
    if not isinstance(spec, dict) or spec.get("track") not in TECHNOLOGIES:
        raise InvalidMove(Msg("tzolkin.tech.track_needed"))
    p = s["seats"][seat]
    track = spec["track"]
    level = p["technologies"][track]
    cost = 1 if level >= 3 else level + 1
    if not free:
        bag = _bag(spec.get("pay"), Msg("tzolkin.what.tech_payment"))
        if sum(bag.values()) != cost:
            paid = sum(bag.values())
            raise illegal(Msg("tzolkin.tech.bonus_cost", track=N.tech(track), paid=paid)
                           if level >= 3 else Msg("tzolkin.tech.level_cost", track=N.tech(track),
                                                  level=level + 1, cost=cost, paid=paid), R_TECH)
        _pay(s, seat, bag, R_TECH, Msg("tzolkin.what.tech_step"))
    if level < 3:
        p["technologies"][track] = level + 1
        return
    p["tech_bonuses"] = p.get("tech_bonuses", 0) + 1
    if track == "agriculture":
        temple = spec.get("temple")
        if temple not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.tech.agriculture_bonus"))
        temple_up(s, seat, temple)
    elif track == "resources":
        gain = spec.get("gain")
        bag = _bag(gain, Msg("tzolkin.what.resources_bonus"))
        if sum(bag.values()) != 2:
            raise InvalidMove(Msg("tzolkin.tech.resources_bonus"))
        _gain(s, seat, bag)
    elif track == "architecture":
        add_vp(p, "technology", 3)
    else:
        _gain(s, seat, {"skull": 1})


def temple_up(s: dict, seat: int, temple: str, steps: int = 1) -> int:
    """Step up a temple (seed 「神殿とチチェン・イツァ」): the top step holds one player only; a
    step that cannot be taken is lost; reaching the top turns the personal board to its light
    side.  Returns the steps taken.  Mutates ``s``."""
    top = load_components().temples[temple].top_step
    p = s["seats"][seat]
    done = 0
    for _ in range(steps):
        nxt = p["temples"][temple] + 1
        if nxt > top:
            break
        if nxt == top and any(q["temples"][temple] == top for i, q in enumerate(s["seats"]) if i != seat):
            break
        p["temples"][temple] = nxt
        done += 1
        if nxt == top:
            p["light_side"] = True
    return done


def building_cost(state: dict, seat: int, building_id: str, *, corn_only: bool = False,
                  discount: str | None = None, architecture: bool = True) -> dict[str, int]:
    """What building ``building_id`` costs the seat: resources, or {"corn": n} for the corn-only
    build (Uxmal 4: 2 corn per resource).  Architecture 3 (when ``architecture``): one resource
    less (``discount`` names it; default the dearest in the cost), 2 corn less at Uxmal 4.
    Seed 「ティカルとウシュマル」, 「技術の費用と4種類の効き方」."""
    b = load_components().buildings[building_id]
    cost = dict(b.cost)
    arch3 = architecture and state["seats"][seat]["technologies"]["architecture"] >= 3
    if corn_only:
        return {"corn": max(0, 2 * sum(cost.values()) - (2 if arch3 else 0))}
    if arch3:
        if discount is None:
            discount = next(r for r in ("gold", "stone", "wood") if cost.get(r))
        if not cost.get(discount):
            raise illegal(Msg("tzolkin.build.bad_discount", building=N.building(building_id),
                               resources=[N.good(r) for r in cost]), R_TECH)
        cost[discount] -= 1
    return {r: n for r, n in cost.items() if n}


def affords(p: dict, cost: dict[str, int]) -> bool:
    return all(p[r] >= n for r, n in cost.items())


def _build(s: dict, seat: int, spec: Any, *, corn_only: bool = False, architecture: bool = True) -> None:
    """Build one building from the row (seed 「ティカルとウシュマル」, 「建物の絵と食料軽減」): pay,
    take it, Architecture 1/2 (+1 corn, +2 VP) when ``architecture``, then its rewards."""
    if isinstance(spec, str):
        spec = {"id": spec}
    if not isinstance(spec, dict) or not isinstance(spec.get("id"), str):
        raise InvalidMove(Msg("tzolkin.build.id_needed"))
    bid = spec["id"]
    if bid not in s["buildings_row"]:
        raise illegal(Msg("tzolkin.build.not_on_offer", building=N.building(bid)), R_BOARD)
    discount = spec.get("discount")
    if discount is not None and discount not in RESOURCES:
        raise InvalidMove(Msg("tzolkin.build.discount_resource"))
    cost = building_cost(s, seat, bid, corn_only=corn_only, discount=discount,
                         architecture=architecture)
    p = s["seats"][seat]
    if not affords(p, cost):
        raise illegal(Msg("tzolkin.build.cost", building=N.building(bid), cost=N.goods_list(cost),
                           have=[N.goods(r, p[r]) for r in cost]), R_TIKAL)
    for r, n in cost.items():
        p[r] -= n
    s["buildings_row"].remove(bid)
    p["buildings"].append(bid)
    arch = p["technologies"]["architecture"]
    if architecture and arch >= 1:
        p["corn"] += 1
    if architecture and arch >= 2:
        add_vp(p, "technology", 2)
    reward = spec.get("reward") or {}
    if not isinstance(reward, dict):
        raise InvalidMove(Msg("tzolkin.build.bad_reward"))
    apply_effect(s, seat, load_components().buildings[bid].effect, reward)


def _build_monument(s: dict, seat: int, mid: Any) -> None:
    """Build a monument (seed 「ティカルとウシュマル」, Tikal 4): pay its cost (a skull goes back to
    the bank); scored at the end.  No Architecture effect."""
    if isinstance(mid, dict):
        mid = mid.get("id")
    if not isinstance(mid, str):
        raise InvalidMove(Msg("tzolkin.monument.id_needed"))
    if mid not in s["monuments"]:
        raise illegal(Msg("tzolkin.monument.not_on_offer", monument=N.monument(mid)), R_BOARD)
    m = load_components().monuments[mid]
    p = s["seats"][seat]
    if not affords(p, m.cost):
        raise illegal(Msg("tzolkin.monument.cost", monument=N.monument(mid), cost=N.goods_list(m.cost),
                           have=[N.goods(r, p[r]) for r in m.cost]), R_TIKAL)
    for r, n in m.cost.items():
        p[r] -= n
        if r == "skull":
            s["skulls_in_bank"] += n
    s["monuments"].remove(mid)
    p["monuments"].append(mid)


def apply_effect(s: dict, seat: int, effect: dict, reward: dict) -> None:
    """Apply a building's effect (vocabulary in components.py) with the player's ``reward``
    choices (module docstring).  Seed 「建物の絵と食料軽減」.  Mutates ``s``."""
    p = s["seats"][seat]
    _gain(s, seat, {k: effect[k] for k in ("corn", "wood", "stone", "gold", "skull", "vp", "worker")
                    if k in effect})
    for t, n in effect.get("temple", {}).items():
        temple_up(s, seat, t, n)
    for t in TEMPLES if effect.get("all_temples") else ():
        temple_up(s, seat, t, effect["all_temples"])
    if effect.get("any_temple"):
        temples = reward.get("temples")
        if isinstance(temples, str):
            temples = [temples]
        if not isinstance(temples, list) or len(temples) != effect["any_temple"] or any(
                t not in TEMPLES for t in temples):
            raise InvalidMove(Msg("tzolkin.effect.temples", n=effect["any_temple"]))
        for t in temples:
            temple_up(s, seat, t)
    bonus = reward.get("tech_bonus") or {}
    if not isinstance(bonus, dict):
        raise InvalidMove(Msg("tzolkin.effect.bad_tech_bonus"))
    for track, n in effect.get("tech", {}).items():
        for _ in range(n):
            tech_step(s, seat, {**bonus, "track": track}, free=True)
    if effect.get("any_tech"):
        steps = reward.get("techs")
        if not isinstance(steps, list) or len(steps) != effect["any_tech"]:
            raise InvalidMove(Msg("tzolkin.effect.techs", n=effect["any_tech"]))
        for spec in steps:
            tech_step(s, seat, spec, free=True)
    if "farm" in effect:
        p["farms"].append(dict(effect["farm"]))
    if effect.get("build") and reward.get("build"):
        _build(s, seat, reward["build"])
    if effect.get("trade"):
        _market(s, seat, reward.get("trades") or [])
    if effect.get("action") and reward.get("action"):
        _any_action(s, seat, reward["action"])


def _market(s: dict, seat: int, trades: Any) -> None:
    """The market (seed 「ティカルとウシュマル」, Uxmal 2): 1 wood = 2 corn, 1 stone = 3, 1 gold = 4,
    buying and selling as often as wished, in order; skulls are not traded."""
    if not isinstance(trades, list):
        raise InvalidMove(Msg("tzolkin.market.bad_trades"))
    p = s["seats"][seat]
    for t in trades:
        if not isinstance(t, dict) or not is_int(t.get("n")) or t.get("n") == 0:
            raise InvalidMove(Msg("tzolkin.market.bad_trades"))
        r, n = t.get("resource"), t["n"]
        if r not in MARKET_PRICE:
            raise illegal(Msg("tzolkin.market.only_resources"), R_TIKAL)
        price = MARKET_PRICE[r] * abs(n)
        if n > 0:
            if p["corn"] < price:
                raise illegal(Msg("tzolkin.market.buy_cost", goods=N.goods(r, n), price=price,
                                   corn=p["corn"]), R_TIKAL)
            p["corn"] -= price
            p[r] += n
        else:
            if p[r] < -n:
                raise illegal(Msg("tzolkin.market.sell_short", goods=N.goods(r, -n),
                                   have=N.goods(r, p[r])), R_TIKAL)
            p[r] += n
            p["corn"] += price


def _any_action(s: dict, seat: int, spec: Any) -> None:
    """Pay 1 corn, then any action of the four non-Chichen gears, paying its own costs (Uxmal 5
    and the building that copies it; seed 「ティカルとウシュマル」).  It cannot choose Uxmal 5."""
    if not isinstance(spec, dict) or spec.get("gear") not in NORMAL_GEARS or not is_int(
            spec.get("action")) or not 1 <= spec["action"] <= 5:
        raise InvalidMove(Msg("tzolkin.copy.bad"))
    if spec["gear"] == "uxmal" and spec["action"] == 5:
        raise illegal(Msg("tzolkin.copy.itself"), R_TIKAL)
    p = s["seats"][seat]
    if p["corn"] < 1:
        raise illegal(Msg("tzolkin.copy.no_corn"), R_TIKAL)
    p["corn"] -= 1
    choices = spec.get("choices") or {}
    if not isinstance(choices, dict):
        raise InvalidMove(Msg("tzolkin.pickup.bad_choices"))
    do_action(s, seat, spec["gear"], spec["action"], choices)


def _tech_steps(s: dict, seat: int, choices: dict, low: int, high: int) -> None:
    steps = choices.get("techs")
    if isinstance(steps, (dict, str)):
        steps = [steps]
    if not isinstance(steps, list) or not low <= len(steps) <= high:
        raise InvalidMove(Msg("tzolkin.tech.steps_exact", n=low) if low == high
                          else Msg("tzolkin.tech.steps_range", low=low, high=high))
    for spec in steps:
        tech_step(s, seat, spec, free=False)


def _architecture_to(builds: list, chosen: Any) -> int:
    """Which of Tikal 4's buildings gets the Architecture effects (seed 「技術の費用と4種類の効き方」:
    「ティカル4で建物2枚なら、これらの建築効果は片方にだけ適用します」; docs/rulings/tzolkin-engine.md
    E14): the one whose id is ``chosen``, else the one given the level-3 discount, else the
    first.  Its index in ``builds``; the discount may only be named on that one."""
    ids = [b.get("id") if isinstance(b, dict) else b for b in builds]
    discounted = [i for i, b in enumerate(builds) if isinstance(b, dict) and b.get("discount")]
    if len(discounted) > 1:
        raise illegal(Msg("tzolkin.tikal.architecture_once"), R_TECH)
    if chosen is None:
        return discounted[0] if discounted else 0
    if not isinstance(chosen, str) or chosen not in ids:
        raise InvalidMove(Msg("tzolkin.tikal.architecture_which"))
    index = ids.index(chosen)
    if discounted and discounted[0] != index:
        raise illegal(Msg("tzolkin.tikal.discount_elsewhere",
                          building=N.building(chosen),
                          other=N.building(ids[discounted[0]])), R_TECH)
    return index


def _tikal(s: dict, seat: int, action: int, choices: dict) -> None:
    """Tikal (seed 「ティカルとウシュマル」): research and building."""
    if action == 1:
        _tech_steps(s, seat, choices, 1, 1)
    elif action == 3:
        _tech_steps(s, seat, choices, 1, 2)
    elif action == 2:
        builds = choices.get("buildings")
        if builds is None and "building" in choices:
            builds = [choices["building"]]
        if not isinstance(builds, list) or len(builds) != 1:
            raise InvalidMove(Msg("tzolkin.tikal.build_one"))
        _build(s, seat, builds[0])
    elif action == 4:
        if choices.get("monument") is not None:
            if choices.get("buildings"):
                raise illegal(Msg("tzolkin.tikal.both"), R_TIKAL)
            if choices.get("architecture") is not None:  # never to a monument
                raise InvalidMove(Msg("tzolkin.tikal.architecture_which"))
            _build_monument(s, seat, choices["monument"])
            return
        builds = choices.get("buildings")
        if not isinstance(builds, list) or not 1 <= len(builds) <= 2:
            raise InvalidMove(Msg("tzolkin.tikal.build_what"))
        with_arch = _architecture_to(builds, choices.get("architecture"))
        for i, b in enumerate(builds):
            _build(s, seat, b, architecture=(i == with_arch))
    else:
        pay = _bag(choices.get("pay"), Msg("tzolkin.what.tikal_5"))
        temples = choices.get("temples")
        if sum(pay.values()) != 1:
            raise illegal(Msg("tzolkin.tikal.five_pay"), R_TIKAL)
        if not isinstance(temples, list) or len(temples) != 2 or len(set(temples)) != 2 or any(
                t not in TEMPLES for t in temples):
            raise illegal(Msg("tzolkin.tikal.five_temples"), R_TIKAL)
        _pay(s, seat, pay, R_TIKAL, Msg("tzolkin.what.tikal_5"))
        for t in temples:
            temple_up(s, seat, t)


def _uxmal(s: dict, seat: int, action: int, choices: dict) -> None:
    """Uxmal (seed 「ティカルとウシュマル」)."""
    p = s["seats"][seat]
    if action == 1:
        temple = choices.get("temple")
        if temple not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.uxmal.temple_needed"))
        if p["corn"] < 3:
            raise illegal(Msg("tzolkin.uxmal.one_cost", corn=p["corn"]), R_TIKAL)
        p["corn"] -= 3
        temple_up(s, seat, temple)
    elif action == 2:
        _market(s, seat, choices.get("trades") or [])
    elif action == 3:
        if p["workers_unhired"] <= 0:
            raise illegal(Msg("tzolkin.uxmal.all_hired"), R_TIKAL)
        _gain(s, seat, {"worker": 1})
    elif action == 4:
        spec = choices.get("building")
        if spec is None and isinstance(choices.get("buildings"), list) and len(choices["buildings"]) == 1:
            spec = choices["buildings"][0]
        if choices.get("monument") is not None:
            raise illegal(Msg("tzolkin.uxmal.no_monument"), R_TIKAL)
        if spec is None:
            raise InvalidMove(Msg("tzolkin.uxmal.building_needed"))
        _build(s, seat, spec, corn_only=True)
    else:
        _any_action(s, seat, choices.get("copy"))


# ============================================================================== Chichen Itza

def _chichen_itza(s: dict, seat: int, action: int, choices: dict) -> None:
    """Chichen Itza (seed 「神殿とチチェン・イツァ」): offer a skull on the action's empty slot,
    gain its VP, its temple step and maybe one resource; Theology 2 then lets the player pay
    one resource for any temple +1."""
    p = s["seats"][seat]
    spot = load_components().chichen_itza[action]
    if str(action) in s["chichen_itza"]:
        raise illegal(Msg("tzolkin.chichen.taken", place=N.place("chichen_itza", action)),
                       R_TEMPLE)
    if p["skull"] < 1:
        raise illegal(Msg("tzolkin.chichen.no_skull"), R_TEMPLE)
    res = choices.get("resource")
    if spot.resource and res not in RESOURCES:
        raise InvalidMove(Msg("tzolkin.chichen.resource_needed",
                              place=N.place("chichen_itza", action)))
    p["skull"] -= 1
    s["chichen_itza"][str(action)] = seat
    add_vp(p, "chichen_itza", spot.vp)
    temple_up(s, seat, spot.temple)
    if spot.resource:
        p[res] += 1
    theo = choices.get("theology")
    if theo:
        if p["technologies"]["theology"] < 2:
            raise illegal(Msg("tzolkin.chichen.theology_level"), R_TECH)
        if not isinstance(theo, dict) or theo.get("temple") not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.chichen.theology_choice"))
        pay = _bag(theo.get("pay"), Msg("tzolkin.what.theology_2"))
        if sum(pay.values()) != 1:
            raise InvalidMove(Msg("tzolkin.chichen.theology_pay"))
        _pay(s, seat, pay, R_TECH, Msg("tzolkin.what.theology_2"))
        temple_up(s, seat, theo["temple"])


# ============================================================================== the calendar

def refill_buildings(s: dict) -> None:
    """Refill the row to 6 from the current age's deck at the end of the builder's turn (seed
    「盤と共通の準備」); an empty deck leaves gaps."""
    deck = s["building_decks"][str(s["age"])]
    while len(s["buildings_row"]) < 6 and deck:
        s["buildings_row"].append(deck.pop(0))

