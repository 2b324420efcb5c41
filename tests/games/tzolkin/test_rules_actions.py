"""Tzolk'in engine: the gears' actions (seed 003 「パレンケとヤシュチラン」, 「ティカルとウシュマル」,
「神殿とチチェン・イツァ」), technologies (「技術の費用と4種類の効き方」) and buildings
(「建物の絵と食料軽減」)."""
import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.actions import palenque_options
from companion.games.tzolkin.rules.options import move_options, reward_needs
from companion.games.tzolkin.rules.play_state import R_PALENQUE, R_TECH, R_TEMPLE
from tests.games.tzolkin.kit import pick, play_state, put


def seat0(s):
    return s["seats"][0]


# ------------------------------------------------------------------ Palenque

def test_palenque_fishing_never_runs_out_and_corn_tiles():
    """「パレンケとヤシュチラン」: 1 fishing 3 corn (no tile); 2 takes a corn tile for 4 corn."""
    s = play_state(corn=[0, 0, 0, 0])
    put(s, 0, "palenque", 1)
    put(s, 0, "palenque", 2)
    s["harvest_tiles"]["2"]["corn"] = 0
    assert seat0(pick(s, "palenque", 1, 1))["corn"] == 3
    with pytest.raises(IllegalMove) as e:
        pick(s, "palenque", 2, 2)
    assert e.value.rule == R_PALENQUE
    s["harvest_tiles"]["2"]["corn"] = 4
    s2 = pick(s, "palenque", 2, 2)
    assert seat0(s2)["corn"] == 4 and seat0(s2)["harvest_tiles"]["corn"] == 1
    assert s2["harvest_tiles"]["2"]["corn"] == 3


def test_palenque_wood_first_then_corn_and_slash_and_burn():
    """「パレンケとヤシュチラン」: on 3-5 the wood lies on the corn: take the wood (2/3/4 wood) first;
    or burn the wood (a temple down, the wood tile is not collected) to take the corn."""
    s = play_state()
    s["harvest_tiles"]["4"] = {"corn": 1, "wood": 1}
    put(s, 0, "palenque", 4)
    with pytest.raises(IllegalMove):
        pick(s, "palenque", 4, 4, harvest="corn")
    wood = pick(s, "palenque", 4, 4, harvest="wood")
    assert seat0(wood)["wood"] == 3 and seat0(wood)["harvest_tiles"] == {"corn": 0, "wood": 1}
    assert wood["harvest_tiles"]["4"] == {"corn": 1, "wood": 0}
    burn = pick(s, "palenque", 4, 4, harvest="corn", burn="chaac")
    a = seat0(burn)
    assert a["corn"] == 7 and a["temples"]["chaac"] == 0 and a["harvest_tiles"] == {"corn": 1, "wood": 0}
    assert burn["harvest_tiles"]["4"] == {"corn": 0, "wood": 0} and burn["burned_wood_tiles"] == 1
    s["seats"][0]["temples"] = {"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0}
    with pytest.raises(IllegalMove):
        pick(s, "palenque", 4, 4, harvest="corn", burn="chaac")
    assert palenque_options(s, 0, 4) == {"harvest": ["wood"], "burn": []}


def test_palenque_harvest_amounts():
    """「パレンケとヤシュチラン」: corn 5/7/9 from 3/4/5 (visible corn), wood 2/3/4."""
    for action, corn, wood in ((3, 5, 2), (4, 7, 3), (5, 9, 4)):
        s = play_state()
        s["harvest_tiles"][str(action)] = {"corn": 2, "wood": 1}
        put(s, 0, "palenque", action)
        assert seat0(pick(s, "palenque", action, action, harvest="corn"))["corn"] == corn
        assert seat0(pick(s, "palenque", action, action, harvest="wood"))["wood"] == wood


def test_agriculture_levels():
    """「技術の費用と4種類の効き方」: Agriculture 1 +1 corn on corn harvests 2-5; 2 harvest corn
    without a visible tile (even under wood); 3 +2 more and +1 on fishing (seed: level 3)."""
    s = play_state(technologies=[{"agriculture": 1}])
    put(s, 0, "palenque", 2)
    put(s, 0, "palenque", 1)
    assert seat0(pick(s, "palenque", 2, 2))["corn"] == 5
    assert seat0(pick(s, "palenque", 1, 1))["corn"] == 3
    s["seats"][0]["technologies"]["agriculture"] = 2
    s["harvest_tiles"]["3"] = {"corn": 1, "wood": 1}
    put(s, 0, "palenque", 3)
    s2 = pick(s, "palenque", 3, 3, harvest="corn")
    assert seat0(s2)["corn"] == 6 and seat0(s2)["harvest_tiles"]["corn"] == 0
    assert s2["harvest_tiles"]["3"] == {"corn": 1, "wood": 1}
    assert seat0(pick(s, "palenque", 1, 1))["corn"] == 3  # seed: fishing bonus only at level 3
    s["seats"][0]["technologies"]["agriculture"] = 3
    assert seat0(pick(s, "palenque", 2, 2))["corn"] == 4 + 3
    assert seat0(pick(s, "palenque", 1, 1))["corn"] == 4


def test_agriculture_fishing_level_option():
    """Table option "agriculture_fishing_level": 2 (the published reading): +1 fishing at 2."""
    s = play_state(technologies=[{"agriculture": 2}])
    s["options"]["agriculture_fishing_level"] = 2
    put(s, 0, "palenque", 1)
    assert seat0(pick(s, "palenque", 1, 1))["corn"] == 4


# ------------------------------------------------------------------ Yaxchilan, Resources tech

def test_yaxchilan_and_resources_levels():
    """「パレンケとヤシュチラン」: 1 wood; 2 stone+corn; 3 gold+2 corn; 4 skull; 5 gold, stone, 2
    corn.  「技術の費用と4種類の効き方」：Resources 1/2/3 add a wood/stone/gold where the action
    gives one (also Palenque wood)."""
    expect = {1: (0, 1, 0, 0, 0), 2: (1, 0, 1, 0, 0), 3: (2, 0, 0, 1, 0), 4: (0, 0, 0, 0, 1),
              5: (2, 0, 1, 1, 0)}
    for a, want in expect.items():
        s = play_state()
        put(s, 0, "yaxchilan", a)
        p = seat0(pick(s, "yaxchilan", a, a))
        assert (p["corn"], p["wood"], p["stone"], p["gold"], p["skull"]) == want
    s = play_state(technologies=[{"resources": 3}])
    put(s, 0, "yaxchilan", 5)
    put(s, 0, "yaxchilan", 1)
    p = seat0(pick(s, "yaxchilan", 5, 5))
    assert (p["corn"], p["stone"], p["gold"], p["wood"]) == (2, 2, 2, 0)
    assert seat0(pick(s, "yaxchilan", 1, 1))["wood"] == 2
    s["harvest_tiles"]["3"] = {"corn": 1, "wood": 1}
    put(s, 0, "palenque", 3)
    assert seat0(pick(s, "palenque", 3, 3, harvest="wood"))["wood"] == 3


def test_yaxchilan_skull_bank_and_theology_3():
    """「パレンケとヤシュチラン」: no skull in the bank, no action 4; Theology 3: one more skull."""
    s = play_state(technologies=[{"theology": 3}])
    put(s, 0, "yaxchilan", 4)
    s2 = pick(s, "yaxchilan", 4, 4)
    assert seat0(s2)["skull"] == 2 and s2["skulls_in_bank"] == 11
    s["skulls_in_bank"] = 0
    s["seats"][1]["skull"] = 13
    with pytest.raises(IllegalMove):
        pick(s, "yaxchilan", 4, 4)


# ------------------------------------------------------------------ technologies (Tikal 1, 3)

def test_technology_costs_and_tikal_research():
    """「技術の費用と4種類の効き方」 / 「ティカルとウシュマル」: level 1 costs 1 resource, 2 costs 2,
    3 costs 3, any kinds mixed; Tikal 1 one step, Tikal 3 one or two (same or two tracks)."""
    s = play_state(wood=[3], stone=[2], gold=[1])
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 3)
    s2 = pick(s, "tikal", 1, 1, techs=[{"track": "theology", "pay": ["wood"]}])
    assert seat0(s2)["technologies"]["theology"] == 1 and seat0(s2)["wood"] == 2
    s3 = pick(s, "tikal", 3, 3, techs=[{"track": "resources", "pay": {"gold": 1}},
                                      {"track": "resources", "pay": ["wood", "stone"]}])
    p = seat0(s3)
    assert p["technologies"]["resources"] == 2 and (p["wood"], p["stone"], p["gold"]) == (2, 1, 0)
    with pytest.raises(IllegalMove) as e:
        pick(s, "tikal", 1, 1, techs=[{"track": "theology", "pay": ["wood", "wood"]}])
    assert e.value.rule == R_TECH
    with pytest.raises(InvalidMove):
        pick(s, "tikal", 1, 1, techs=[{"track": "theology"}, {"track": "agriculture"}])
    s["seats"][0]["technologies"]["architecture"] = 2
    s4 = pick(s, "tikal", 1, 1, techs=[{"track": "architecture", "pay": ["wood", "wood", "stone"]}])
    assert seat0(s4)["technologies"]["architecture"] == 3
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 1, 1, techs=[{"track": "architecture", "pay": ["gold"] * 3}])


def test_technology_bonus_past_level_3():
    """「技術の費用と4種類の効き方」: past level 3, 1 resource buys the bonus: Agriculture a temple,
    Resources 2 resources, Architecture 3 VP, Theology 1 skull; the marker stays on 3."""
    tops = {t: 3 for t in ("agriculture", "resources", "architecture", "theology")}
    s = play_state(technologies=[tops], wood=[4])
    put(s, 0, "tikal", 3)
    s2 = pick(s, "tikal", 3, 3, techs=[{"track": "agriculture", "pay": ["wood"], "temple": "chaac"},
                                      {"track": "resources", "pay": ["wood"], "gain": ["gold", "gold"]}])
    p = seat0(s2)
    assert p["temples"]["chaac"] == 2 and p["gold"] == 2 and p["wood"] == 2
    assert p["technologies"]["agriculture"] == 3 and p["tech_bonuses"] == 2
    s3 = pick(s, "tikal", 3, 3, techs=[{"track": "architecture", "pay": ["wood"]},
                                      {"track": "theology", "pay": ["wood"]}])
    assert (seat0(s3)["vp"], seat0(s3)["skull"], s3["skulls_in_bank"]) == (3, 1, 12)


# ------------------------------------------------------------------ buildings (Tikal 2, 4)

def row(s, *ids):
    s["buildings_row"] = list(ids)


def test_tikal_2_build_pay_take_reward_refill_at_end_of_turn():
    """「ティカルとウシュマル」 / 「建物の絵と食料軽減」: pay the cost, take the tile, get its reward
    (b06: Chaac +1, Quetzalcoatl +1); the row refills to 6 at the end of the turn."""
    s = play_state(wood=[2], stone=[1])
    put(s, 0, "tikal", 2)
    row(s, "b06", "b01", "b02", "b03", "b04", "b05")
    s["building_decks"]["1"] = ["b09", "b10"]
    s2 = pick(s, "tikal", 2, 2, buildings=[{"id": "b06"}])
    p = seat0(s2)
    assert p["buildings"] == ["b06"] and (p["wood"], p["stone"]) == (0, 0)
    assert (p["temples"]["chaac"], p["temples"]["quetzalcoatl"]) == (2, 2)
    assert s2["buildings_row"] == ["b01", "b02", "b03", "b04", "b05", "b09"]
    assert s2["building_decks"]["1"] == ["b10"]
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 2, 2, buildings=[{"id": "b07"}])  # not on offer
    s["seats"][0]["wood"] = 1
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 2, 2, buildings=[{"id": "b06"}])


def test_tikal_4_two_buildings_no_refill_between_and_architecture_once():
    """「ティカルとウシュマル」: Tikal 4 builds 1-2 buildings (the first's reward before the
    second; no refill between) or one monument.  「技術の費用と4種類の効き方」：Architecture 1
    +1 corn, 2 +2 VP per building; 3 one resource less; with two buildings these apply to one
    only (ruling: the one given the discount, else the first); never to monuments."""
    s = play_state(wood=[3], gold=[1], technologies=[{"architecture": 3}])
    put(s, 0, "tikal", 4)
    row(s, "b01", "b13", "b09")
    s2 = pick(s, "tikal", 4, 4, buildings=[{"id": "b01"}, {"id": "b09", "discount": "wood"}])
    p = seat0(s2)
    assert p["buildings"] == ["b01", "b09"] and p["wood"] == 3 - 1 - 1
    assert p["corn"] == 1 and p["vp"] == 2 and p["technologies"]["agriculture"] == 1
    assert p["farms"] == [{"free_workers": 1}]
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 4, 4, buildings=[{"id": "b01", "discount": "wood"},
                                          {"id": "b09", "discount": "wood"}])
    s["monuments"] = ["m13"]
    s["seats"][0].update(gold=4, skull=1)
    s["skulls_in_bank"] = 12
    s3 = pick(s, "tikal", 4, 4, monument="m13")
    p = seat0(s3)
    assert p["monuments"] == ["m13"] and (p["gold"], p["skull"], p["corn"], p["vp"]) == (0, 0, 0, 0)
    assert s3["skulls_in_bank"] == 13 and s3["monuments"] == []
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 4, 4, monument="m13", buildings=[{"id": "b01"}])


def test_building_rewards_choices():
    """「建物の絵と食料軽減」: any temple, build one more (paying it), free technology steps
    (a free step at level 3 gives the bonus free), worker, VP, all temples."""
    s = play_state(wood=[2], gold=[1])
    put(s, 0, "tikal", 2)
    row(s, "b08", "b01")
    s2 = pick(s, "tikal", 2, 2, buildings=[{"id": "b08", "reward": {"temples": ["kukulcan"],
                                                                    "build": {"id": "b01"}}}])
    p = seat0(s2)
    assert p["buildings"] == ["b08", "b01"] and p["temples"]["kukulcan"] == 2 and p["wood"] == 0
    with pytest.raises(InvalidMove):
        pick(s, "tikal", 2, 2, buildings=[{"id": "b08"}])  # the temple must be chosen
    s = play_state(stone=[1], gold=[2], technologies=[{"theology": 3}])
    put(s, 0, "tikal", 2)
    row(s, "b32", "b19", "b22")
    s2 = pick(s, "tikal", 2, 2, buildings=[{"id": "b32", "reward": {"techs": [
        {"track": "theology"}, {"track": "agriculture"}]}}])
    p = seat0(s2)
    assert p["skull"] == 1 and p["technologies"]["agriculture"] == 1 and p["stone"] == 0
    s["seats"][0].update(wood=2, stone=2, gold=2)
    s3 = pick(s, "tikal", 2, 2, buildings=[{"id": "b19"}])
    assert (seat0(s3)["workers_hand"], seat0(s3)["workers_unhired"], seat0(s3)["vp"]) == (2 + 1 + 1, 2, 6)
    s4 = pick(s, "tikal", 2, 2, buildings=[{"id": "b22"}])
    assert seat0(s4)["temples"] == {"chaac": 2, "quetzalcoatl": 2, "kukulcan": 2} and seat0(s4)["vp"] == 3


def test_building_trade_and_action_rewards():
    """「建物の絵と食料軽減」: the exchange picture is a market session; corn + action pays 1 corn
    for any action of the four gears (its own costs too)."""
    s = play_state(stone=[3], wood=[2], gold=[1], corn=[1])
    put(s, 0, "tikal", 2)
    row(s, "b18", "b21")
    s2 = pick(s, "tikal", 2, 2, buildings=[{"id": "b18", "reward": {"trades": [
        {"resource": "wood", "n": -2}]}}])
    assert (seat0(s2)["corn"], seat0(s2)["vp"], seat0(s2)["wood"]) == (5, 6, 0)
    s["seats"][0].update(stone=1)
    s3 = pick(s, "tikal", 2, 2, buildings=[{"id": "b21", "reward": {"action": {
        "gear": "yaxchilan", "action": 5}}}])
    p = seat0(s3)
    assert (p["corn"], p["gold"], p["stone"], p["vp"]) == (0 + 2, 1, 1, 2)


# ------------------------------------------------------------------ Tikal 5, Uxmal

def test_tikal_5_two_different_temples_for_one_resource():
    """「ティカルとウシュマル」: Tikal 5 pays one resource for two different temples +1."""
    s = play_state(gold=[2])
    put(s, 0, "tikal", 5)
    s2 = pick(s, "tikal", 5, 5, pay="gold", temples=["chaac", "kukulcan"])
    p = seat0(s2)
    assert p["gold"] == 1 and p["temples"] == {"chaac": 2, "quetzalcoatl": 1, "kukulcan": 2}
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 5, 5, pay="gold", temples=["chaac", "chaac"])
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 5, 5, pay=["gold", "gold"], temples=["chaac", "kukulcan"])


def test_uxmal_1_2_3():
    """「ティカルとウシュマル」: 1 pays 3 corn for a temple; 2 the market at 2/3/4 corn, both ways,
    never skulls; 3 hires a worker, at most 6."""
    s = play_state(corn=[10], stone=[1], skull=[1])
    s["skulls_in_bank"] = 12
    for a in (1, 2, 3):
        put(s, 0, "uxmal", a)
    s1 = pick(s, "uxmal", 1, 1, temple="quetzalcoatl")
    assert seat0(s1)["corn"] == 7 and seat0(s1)["temples"]["quetzalcoatl"] == 2
    s2 = pick(s, "uxmal", 2, 2, trades=[{"resource": "stone", "n": -1}, {"resource": "gold", "n": 3}])
    assert (seat0(s2)["corn"], seat0(s2)["stone"], seat0(s2)["gold"]) == (10 + 3 - 12, 0, 3)
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 2, 2, trades=[{"resource": "skull", "n": -1}])
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 2, 2, trades=[{"resource": "wood", "n": 6}])
    s3 = pick(s, "uxmal", 3, 3)
    assert (seat0(s3)["workers_hand"], seat0(s3)["workers_unhired"]) == (0 + 1 + 1, 2)
    s["seats"][0]["workers_unhired"] = 0
    s["seats"][0]["workers_hand"] = 3
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 3, 3)


def test_uxmal_4_corn_only_build():
    """「ティカルとウシュマル」: Uxmal 4 builds with corn only, 2 corn per resource; no monument;
    Architecture 3 takes 2 corn off."""
    s = play_state(corn=[6], wood=[5])
    put(s, 0, "uxmal", 4)
    row(s, "b06")
    s2 = pick(s, "uxmal", 4, 4, building={"id": "b06"})
    assert seat0(s2)["corn"] == 0 and seat0(s2)["wood"] == 5 and seat0(s2)["buildings"] == ["b06"]
    s["monuments"] = ["m01"]
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 4, 4, monument="m01")
    s["seats"][0]["technologies"]["architecture"] = 3
    assert seat0(pick(s, "uxmal", 4, 4, building="b06"))["corn"] == 6 - 4 + 1  # +1 Architecture 1


def test_uxmal_5_any_action_for_one_corn():
    """「ティカルとウシュマル」: Uxmal 5 pays 1 corn first, then any action of the four gears with
    its own cost (market example); not Chichen Itza, not itself."""
    s = play_state(corn=[1], gold=[1])
    put(s, 0, "uxmal", 5)
    s2 = pick(s, "uxmal", 5, 5, copy={"gear": "uxmal", "action": 2, "choices": {
        "trades": [{"resource": "gold", "n": -1}]}})
    assert (seat0(s2)["corn"], seat0(s2)["gold"]) == (4, 0)
    with pytest.raises(InvalidMove):
        pick(s, "uxmal", 5, 5, copy={"gear": "chichen_itza", "action": 1})
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 5, 5, copy={"gear": "uxmal", "action": 5})
    s["seats"][0]["corn"] = 0
    with pytest.raises(IllegalMove):
        pick(s, "uxmal", 5, 5, copy={"gear": "palenque", "action": 1})


# ------------------------------------------------------------------ temples, Chichen Itza

def test_temple_top_step_one_player_and_light_side():
    """「神殿とチチェン・イツァ」: only one player on the top step (the step is lost); reaching it
    turns the personal board back to its light side."""
    s = play_state(corn=[6], temples=[{"chaac": 5}, {"chaac": 6}])
    s["seats"][0]["light_side"] = False
    put(s, 0, "uxmal", 1)
    s2 = pick(s, "uxmal", 1, 1, temple="chaac")
    assert seat0(s2)["temples"]["chaac"] == 5 and seat0(s2)["corn"] == 3  # paid, step lost
    s["seats"][1]["temples"]["chaac"] = 3
    s3 = pick(s, "uxmal", 1, 1, temple="chaac")
    assert seat0(s3)["temples"]["chaac"] == 6 and seat0(s3)["light_side"] is True


def test_chichen_itza_seed_example_7_to_6_with_theology_2():
    """「終了と後半の手番例」 / 「神殿とチチェン・イツァ」: a worker on Chichen Itza 7, 1 skull,
    1 corn, 6 empty: pay 1 corn, offer the skull on 6: 8 VP, Kukulcan +1, one resource; with
    Theology 2, pay that resource for another temple step."""
    s = play_state(corn=[1], skull=[1])
    s["skulls_in_bank"] = 12
    put(s, 0, "chichen_itza", 7)
    s2 = pick(s, "chichen_itza", 7, 6, resource="gold")
    p = seat0(s2)
    assert (p["corn"], p["skull"], p["vp"], p["gold"], p["temples"]["kukulcan"]) == (0, 0, 8, 1, 2)
    assert s2["chichen_itza"] == {"6": 0}
    with pytest.raises(IllegalMove):
        pick(s, "chichen_itza", 7, 6, resource="gold", theology={"pay": "gold", "temple": "chaac"})
    s["seats"][0]["technologies"]["theology"] = 2
    s3 = pick(s, "chichen_itza", 7, 6, resource="gold", theology={"pay": "gold", "temple": "chaac"})
    p = seat0(s3)
    assert (p["gold"], p["temples"]["chaac"], p["temples"]["kukulcan"], p["vp"]) == (0, 2, 2, 8)


def test_chichen_itza_used_once_needs_skull_and_theology_1():
    """「神殿とチチェン・イツァ」: a slot with a skull cannot be used again; no skull, no action.
    「技術の費用と4種類の効き方」: Theology 1 takes the next action up for free."""
    s = play_state(skull=[1])
    s["skulls_in_bank"] = 12
    put(s, 0, "chichen_itza", 3)
    s["chichen_itza"] = {"3": 1}
    s["skulls_in_bank"] = 11
    with pytest.raises(IllegalMove) as e:
        pick(s, "chichen_itza", 3, 3)
    assert e.value.rule == R_TEMPLE
    with pytest.raises(IllegalMove):
        pick(s, "chichen_itza", 3, 4)
    s["seats"][0]["technologies"]["theology"] = 1
    s2 = pick(s, "chichen_itza", 3, 4)
    assert seat0(s2)["vp"] == 7 and seat0(s2)["temples"]["kukulcan"] == 2 and seat0(s2)["corn"] == 0
    s["seats"][0]["skull"] = 0
    s["skulls_in_bank"] = 12
    with pytest.raises(IllegalMove):
        pick(s, "chichen_itza", 3, 2)
    assert pick(s, "chichen_itza", 3)["seats"][0]["workers_hand"] == 3  # back without acting
    put(s, 0, "chichen_itza", 10)
    s["seats"][0]["skull"] = 1
    s["skulls_in_bank"] = 11
    assert seat0(pick(s, "chichen_itza", 10, 9, resource="wood"))["vp"] == 13


def test_legal_moves_pickup_lists_doable_actions():
    """「手番は置くか取り上げるか」: legal_moves lists each own worker with the actions it can take
    now (corn to go back included) and what they need."""
    s = play_state(corn=[1])
    put(s, 0, "yaxchilan", 3)
    [entry] = [m for m in move_options(s, 0) if m["type"] == "pickup"]
    [w] = entry["workers"]
    assert [(a["action"], a["corn"]) for a in w["actions"]] == [(2, 1), (3, 0)]
    put(s, 0, "tikal", 2)
    [entry] = [m for m in move_options(s, 0) if m["type"] == "pickup"]
    tikal = [w for w in entry["workers"] if w["gear"] == "tikal"][0]
    assert tikal["actions"] == []  # no resources: no research, no building
    assert move_options(s, 1) == []


def test_free_fixed_technology_step_at_level_3_gives_the_bonus():
    """「技術の費用と4種類の効き方」 / 「建物の絵と食料軽減」: a building's free Agriculture step with
    Agriculture at 3 gives the bonus (a temple of the player's choice) without paying."""
    s = play_state(wood=[2], technologies=[{"agriculture": 3}])
    put(s, 0, "tikal", 2)
    row(s, "b09")
    with pytest.raises(InvalidMove):
        pick(s, "tikal", 2, 2, buildings=[{"id": "b09"}])
    s2 = pick(s, "tikal", 2, 2, buildings=[{"id": "b09", "reward": {"tech_bonus": {"temple": "kukulcan"}}}])
    p = seat0(s2)
    assert p["temples"]["kukulcan"] == 2 and p["technologies"]["agriculture"] == 3 and p["wood"] == 0
    assert reward_needs("b09") == {"tech_bonus": ["agriculture"]}
    assert reward_needs("b08") == {"temples": 1, "build": True}


def test_theology_bonus_with_an_empty_bank_gives_nothing():
    """Ruling E13: past Theology 3 the step is allowed but no skull is left to give."""
    s = play_state(wood=[1], technologies=[{"theology": 3}])
    s["skulls_in_bank"] = 0
    s["seats"][1]["skull"] = 13
    put(s, 0, "tikal", 1)
    s2 = pick(s, "tikal", 1, 1, techs=[{"track": "theology", "pay": ["wood"]}])
    assert (seat0(s2)["skull"], seat0(s2)["wood"], s2["skulls_in_bank"]) == (0, 0, 0)


def test_theology_2_needs_a_resource_to_pay():
    """「技術の費用と4種類の効き方」: Theology 2's extra temple step costs one resource."""
    s = play_state(skull=[1], technologies=[{"theology": 2}])
    s["skulls_in_bank"] = 12
    put(s, 0, "chichen_itza", 2)
    with pytest.raises(IllegalMove) as e:
        pick(s, "chichen_itza", 2, 2, theology={"pay": "gold", "temple": "chaac"})
    assert e.value.rule == R_TECH
    s2 = pick(s, "chichen_itza", 2, 2)
    assert seat0(s2)["vp"] == 5 and seat0(s2)["temples"]["chaac"] == 2
