"""Tzolk'in pick-up planning (rules_pickup.py): a later worker of one pick-up acts on what the
earlier ones bring and spend, whatever choices those need.

Seed 003 「手番は置くか取り上げるか」：「取り上げる順番と人数は自由で」, and each worker picked up
does its action when it returns (「取り上げた人は手元へ戻り、その位置の仕事を1回行います」).  Issue 13,
point 1: with 0 corn and workers on Palenque 1, Tikal 1 and Uxmal 1, fishing's 3 corn must pay
Uxmal 1 even when the technology of Tikal 1 (a choice) comes between them.  Every order of the
three and of four workers (a choice in the middle) is checked against hand-worked results.
"""
from itertools import permutations

from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.rules import pickup as P
from companion.message import Msg
from tests.games.tzolkin.kit import check_invariants, play_state, put

FISH = {"gear": "palenque", "spot": 1, "action": 1}      # 3 corn (Agriculture below 3)
TECH = {"gear": "tikal", "spot": 1, "action": 1}         # 1 technology step: 1 resource
TEMPLE = {"gear": "uxmal", "spot": 1, "action": 1}       # pay 3 corn: a temple +1
WOOD = {"gear": "yaxchilan", "spot": 1, "action": 1}     # 1 wood
HARVEST = {"gear": "palenque", "spot": 3, "action": 3}   # 5 corn or 2 wood: a choice


def three_workers():
    """Ana: 0 corn, 1 wood; workers on Palenque 1, Tikal 1 and Uxmal 1 (the issue's table)."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0])
    for w in (FISH, TECH, TEMPLE):
        put(s, 0, w["gear"], w["spot"])
    return s


def four_workers():
    """Ana: nothing at all; workers on Palenque 3 (2 corn tiles visible, 2 under wood),
    Yaxchilan 1, Tikal 1 and Uxmal 1."""
    s = play_state(4, corn=[0, 0, 0, 0])
    s["harvest_tiles"]["3"] = {"corn": 4, "wood": 2}
    s["harvest_tiles_start"]["3"] = {"corn": 4, "wood": 2}
    s["seats"][0]["workers_hand"] = 6
    s["seats"][0]["workers_unhired"] = 0
    for w in (HARVEST, WOOD, TECH, TEMPLE):
        put(s, 0, w["gear"], w["spot"])
    return s


def three_feasible(seq) -> bool:
    """By hand: Uxmal 1 needs the 3 corn of fishing before it; Tikal 1 always has its wood."""
    return TEMPLE not in seq or (FISH in seq and seq.index(FISH) < seq.index(TEMPLE))


def four_feasible(seq) -> bool:
    """By hand: Tikal 1 needs a resource before it (Yaxchilan's wood, or the harvest taking
    wood), Uxmal 1 needs 3 corn before it (the harvest taking corn); the harvest is one or the
    other."""
    def before(a, b):
        return a in seq and seq.index(a) < seq.index(b)

    for harvest in ("corn", "wood"):
        tech_ok = TECH not in seq or before(WOOD, TECH) or (harvest == "wood"
                                                            and before(HARVEST, TECH))
        temple_ok = TEMPLE not in seq or (harvest == "corn" and before(HARVEST, TEMPLE))
        if tech_ok and temple_ok:
            return True
    return False


def offers(state, earlier, worker) -> bool:
    """Whether ``worker``'s action is offered after ``earlier`` (in order)."""
    return any(a["action"] == worker["action"] for a in
               P.offered(state, 0, earlier, worker["gear"], worker["spot"]))


def test_every_order_of_three_workers_fishing_pays_uxmal_1_whatever_tikal_chooses():
    """Fishing (+3 corn) must come before Uxmal 1 (−3 corn); Tikal 1 pays its wood wherever it
    stands.  Hand-worked end: corn 0 + 3 − 3 = 0, wood 1 − 1 = 0, Agriculture 0 → 1 (the
    plainest step), Chaac 1 → 2 (the plainest temple)."""
    s = three_workers()
    for order in permutations([FISH, TECH, TEMPLE]):
        feasible = three_feasible(order)
        # each worker is offered its action after the ones before it iff some choices of
        # those let them all act (the corn of fishing is there for Uxmal 1)
        for i, worker in enumerate(order):
            expected = three_feasible(order[:i + 1])
            assert offers(s, list(order[:i]), worker) == expected, (order, i)
        plan = P.plan(s, 0, list(order))
        assert (plan is not None) == feasible, order
        if not feasible:
            assert P.refusal(s, 0, list(order[:order.index(TEMPLE)]), "uxmal", 1, 1) == Msg(
                "tzolkin.uxmal.one_cost", corn=0)
            continue
        after = apply_move(s, {"type": "pickup", "workers": plan})
        p = after["seats"][0]
        assert (p["corn"], p["wood"], p["workers_hand"]) == (0, 0, 3), order
        assert p["technologies"]["agriculture"] == 1 and p["temples"]["chaac"] == 2
        check_invariants(after)


def test_the_issue_pick_up_named_in_full_is_legal_with_tikal_choosing_in_the_middle():
    """The three workers in the issue's order, Tikal's technology paid with the wood."""
    s = three_workers()
    after = apply_move(s, {"type": "pickup", "workers": [
        {**FISH, "choices": {}},
        {**TECH, "choices": {"techs": [{"track": "theology", "pay": {"wood": 1}}]}},
        {**TEMPLE, "choices": {"temple": "kukulcan"}}]})
    p = after["seats"][0]
    assert (p["corn"], p["wood"], p["technologies"]["theology"], p["temples"]["kukulcan"]) == (
        0, 0, 1, 2)


def test_every_order_of_four_workers_with_the_harvest_choice_in_between():
    """Palenque 3 gives 5 corn or 2 wood (a choice); Tikal 1 needs a resource, Uxmal 1 needs 3
    corn and Yaxchilan 1 brings 1 wood.  Both paid only when the harvest takes corn before
    Uxmal and Yaxchilan's wood comes before Tikal: 6 of the 24 orders.  Hand-worked end: corn
    5 (+1 with Agriculture 1 when Tikal's step comes before the harvest) − 3, wood 1 − 1,
    Agriculture 1, Chaac 2, one corn tile taken (Palenque 3 keeps 3 corn tiles, 2 under wood)."""
    s = four_workers()
    feasible_orders = 0
    for order in permutations([HARVEST, WOOD, TECH, TEMPLE]):
        o = list(order)
        feasible = four_feasible(o)
        assert feasible == (o.index(HARVEST) < o.index(TEMPLE) and o.index(WOOD) < o.index(TECH))
        for i, worker in enumerate(o):
            assert offers(s, o[:i], worker) == four_feasible(o[:i + 1]), (o, i)
        plan = P.plan(s, 0, o)
        assert (plan is not None) == feasible, o
        if not feasible:
            continue
        feasible_orders += 1
        harvest = next(e for e in plan if e["gear"] == "palenque")
        assert harvest["choices"] == {"harvest": "corn"}
        after = apply_move(s, {"type": "pickup", "workers": plan})
        p = after["seats"][0]
        corn = 5 + (1 if o.index(TECH) < o.index(HARVEST) else 0) - 3
        assert (p["corn"], p["wood"], p["stone"], p["gold"]) == (corn, 0, 0, 0), o
        assert p["technologies"]["agriculture"] == 1 and p["temples"]["chaac"] == 2
        assert after["harvest_tiles"]["3"] == {"corn": 3, "wood": 2}
        assert p["harvest_tiles"] == {"corn": 1, "wood": 0}
        check_invariants(after)
    assert feasible_orders == 6


def test_a_choice_in_the_middle_decides_what_follows():
    """Palenque 3 then Tikal 1 then Uxmal 1 (no Yaxchilan): Tikal needs the harvest's wood,
    Uxmal its corn, so each is offered after the harvest, but not both together."""
    s = four_workers()
    assert offers(s, [HARVEST], TECH) and offers(s, [HARVEST], TEMPLE)
    assert not offers(s, [HARVEST, TECH], TEMPLE)     # the harvest took the wood for Tikal
    assert P.plan(s, 0, [HARVEST, TECH, TEMPLE]) is None
    assert P.plan(s, 0, [HARVEST, TECH]) == [
        {**HARVEST, "choices": {"harvest": "wood"}},
        {**TECH, "choices": {"techs": [{"track": "agriculture", "pay": {"wood": 1}}]}}]


def test_plainest_choices_keep_what_a_later_building_needs():
    """Issue 13 findings: Tikal 1's payment must leave the wood a building of the same pick-up
    needs.  1 wood and 1 stone; Tikal 1 (1 resource) then Tikal 2 (a farm: 1 wood): the step
    is paid with stone.  Seed 「技術の費用と4種類の効き方」 (any resource), 「ティカルとウシュマル」."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0], stone=[1, 0, 0, 0])
    s["buildings_row"] = ["b02", "b04", "b05", "b06", "b07", "b08"]  # only b02 costs 1 wood
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 2)
    build = {"gear": "tikal", "spot": 2, "action": 2}
    plan = P.plan(s, 0, [TECH, build])
    assert plan[0]["choices"] == {"techs": [{"track": "agriculture", "pay": {"stone": 1}}]}
    assert plan[1]["choices"] == {"buildings": [{"id": "b02"}]}
    p = apply_move(s, {"type": "pickup", "workers": plan})["seats"][0]
    assert (p["wood"], p["stone"], p["buildings"]) == (0, 0, ["b02"])


def test_palenque_with_the_corn_under_wood_takes_the_wood_first():
    """Seed 「パレンケとヤシュチラン」: 「木材の下にコーンが隠れている場合は、まず木材を収穫する必要があります」
    (burning is the other way).  Every corn tile under wood: the plainest choice is the wood."""
    s = play_state(4, corn=[0, 0, 0, 0])
    put(s, 0, "palenque", 3)
    assert P.plan(s, 0, [HARVEST]) == [{**HARVEST, "choices": {"harvest": "wood"}}]
    assert P.candidates(s, 0, "palenque", 3)[1:] == [
        {"harvest": "corn", "burn": t} for t in ("chaac", "quetzalcoatl", "kukulcan")]


def test_why_a_worker_cannot_act():
    """The reasons shown beside a worker that cannot take its spot's action."""
    s = play_state(4, corn=[0, 0, 0, 0], skull=[0, 0, 0, 0])
    put(s, 0, "chichen_itza", 4)
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 2)
    assert P.refusal(s, 0, [], "chichen_itza", 4, 4) == Msg("tzolkin.chichen.no_skull")
    assert P.refusal(s, 0, [], "tikal", 1, 1) == Msg("tzolkin.pickup.no_resources")
    why = P.refusal(s, 0, [], "tikal", 2, 2)
    assert why.code == "tzolkin.pickup.nothing_to_build"
