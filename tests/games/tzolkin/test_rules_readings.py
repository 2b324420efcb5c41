"""Tzolk'in rules version 2 (issue 37, item 6): two readings of seed 003 「技術の費用と4種類の効き方」
found against an outside engine, worked out by hand from the seed.

* Architecture and Tikal 4 (docs/rulings/tzolkin-engine.md E14): 「ティカル4で建物2枚なら、これらの
  建築効果は片方にだけ適用します」: the player chooses which of the two buildings gets the effects
  (the pick-up's ``"architecture"``: the building's id).  A building is built with the
  Architecture level the player has when it is built, so the second one may get the level the
  first one's reward reached.
* Theology 1 on Chichen Itza 9 (E10): 「現在より1つ先の仕事を無料で選べます」, and one further
  than 9 is 10, 「その歯車の任意の仕事を追加の戻り料金なしで選べる場所」: any action, free.  Tables
  started under rules version 1 keep its reading (9 → a costs 9 − a corn): docs/rulings/
  tzolkin-engine.md, "Rules versions".

Buildings used (the shared reference): b01 1 wood, farm (1 worker needs no corn); b09 2 wood,
Agriculture +1; b13 1 gold, Architecture +1; b30 1 stone 1 gold, Architecture +1 and 3 VP.
Chichen Itza 4: 7 VP, Kukulcan +1; 7: 10 VP, Quetzalcoatl +1.  Temples start on step 1.
"""
import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.game import GAME
from companion.games.tzolkin.rules.options import worker_actions
from companion.games.tzolkin.rules.play_state import R_TECH, READING_KEY
from companion.games.tzolkin.rules.turn import apply_move
from tests.games.tzolkin.kit import pick, play_state, put, setup_snapshot


def seat0(s):
    return s["seats"][0]


def tikal_4(**stock):
    s = play_state(**stock)
    put(s, 0, "tikal", 4)
    s["buildings_row"] = ["b13", "b01", "b09", "b30"]
    return s


# ------------------------------------------------------------------ Architecture at Tikal 4

def test_architecture_on_the_second_building_after_the_first_raised_it():
    """Architecture 0, 1 gold and 1 wood, no corn.  Tikal 4 builds b13 (1 gold: Architecture
    0 → 1) then b01 (1 wood), the player giving the Architecture effects to b01: b01 is built
    at level 1: +1 corn.  Version 1 always gave them to the first (b13, built at level 0):
    nothing."""
    s = tikal_4(gold=[1], wood=[1], technologies=[{"architecture": 0}])
    s2 = pick(s, "tikal", 4, 4, buildings=[{"id": "b13"}, {"id": "b01"}], architecture="b01")
    p = seat0(s2)
    assert p["buildings"] == ["b13", "b01"] and p["technologies"]["architecture"] == 1
    assert (p["corn"], p["vp"], p["wood"], p["gold"]) == (1, 0, 0, 0)
    assert p["farms"] == [{"free_workers": 1}]
    # the effects on the first building: built at level 0, nothing; the second gets none
    first = seat0(pick(s, "tikal", 4, 4, buildings=[{"id": "b13"}, {"id": "b01"}],
                       architecture="b13"))
    assert (first["corn"], first["vp"]) == (0, 0)
    # without the choice (an older payload): the first, as before
    plain = seat0(pick(s, "tikal", 4, 4, buildings=[{"id": "b13"}, {"id": "b01"}]))
    assert (plain["corn"], plain["vp"]) == (0, 0)


def test_architecture_3_reached_by_the_first_building_discounts_the_second():
    """Architecture 2, 1 stone and 1 gold, no wood, no corn.  b30 (1 stone 1 gold: Architecture
    2 → 3, 3 VP) then b01 (1 wood) with the effects on b01: built at level 3, one resource
    less (its only wood: it costs nothing), +1 corn, +2 VP: corn 1, VP 3 + 2 = 5.  With the
    effects on b30 (built at level 2: +1 corn, +2 VP) b01 costs its 1 wood, which the player
    lacks: refused."""
    s = tikal_4(stone=[1], gold=[1], technologies=[{"architecture": 2}])
    s2 = pick(s, "tikal", 4, 4, buildings=[{"id": "b30"}, {"id": "b01"}], architecture="b01")
    p = seat0(s2)
    assert p["buildings"] == ["b30", "b01"] and p["technologies"]["architecture"] == 3
    assert (p["corn"], p["vp"], p["wood"], p["stone"], p["gold"]) == (1, 5, 0, 0, 0)
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 4, 4, buildings=[{"id": "b30"}, {"id": "b01"}], architecture="b30")
    # the discount named on the building that gets the effects
    s3 = pick(s, "tikal", 4, 4, buildings=[{"id": "b30"}, {"id": "b01", "discount": "wood"}],
              architecture="b01")
    assert seat0(s3) == p


def test_architecture_choice_is_checked():
    """The effects go to one of the buildings built, never to a monument; the level-3
    discount goes with the other effects (「これらの建築効果は片方にだけ適用します」)."""
    s = tikal_4(wood=[3], gold=[2], technologies=[{"architecture": 3}])
    with pytest.raises(InvalidMove) as e:
        pick(s, "tikal", 4, 4, buildings=[{"id": "b13"}, {"id": "b01"}], architecture="b09")
    assert e.value.message.code == "tzolkin.tikal.architecture_which"
    with pytest.raises(IllegalMove) as e:
        pick(s, "tikal", 4, 4, buildings=[{"id": "b09", "discount": "wood"}, {"id": "b01"}],
             architecture="b01")
    assert e.value.message.code == "tzolkin.tikal.discount_elsewhere"
    assert e.value.rule == R_TECH
    s["monuments"] = ["m13"]
    s["seats"][0]["skull"] = 1
    s["skulls_in_bank"] = 12
    with pytest.raises(InvalidMove) as e:
        pick(s, "tikal", 4, 4, monument="m13", architecture="b13")
    assert e.value.message.code == "tzolkin.tikal.architecture_which"
    # one building may name itself
    one = seat0(pick(s, "tikal", 4, 4, buildings=[{"id": "b09"}], architecture="b09"))
    assert (one["wood"], one["corn"], one["vp"]) == (3 - 1, 1, 2)


# ------------------------------------------------------------------ Theology 1 on Chichen Itza 9

def chichen_9(theology, corn=5):
    s = play_state(corn=[corn], skull=[1], technologies=[{"theology": theology}])
    s["skulls_in_bank"] = 12
    put(s, 0, "chichen_itza", 9)
    return s


def test_theology_1_on_chichen_itza_9_takes_any_action_free():
    """A worker on Chichen Itza 9, Theology 1, 5 corn, 1 skull: action 4 is free (one further
    is 10, where any action is free): corn 5, skull 0, 7 VP, Kukulcan 1 → 2.  Without
    Theology, going back 5 steps costs 5 corn: corn 0."""
    s2 = pick(chichen_9(1), "chichen_itza", 9, 4)
    p = seat0(s2)
    assert (p["corn"], p["skull"], p["vp"], p["temples"]["kukulcan"]) == (5, 0, 7, 2)
    assert s2["chichen_itza"] == {"4": 0}
    p = seat0(pick(chichen_9(0), "chichen_itza", 9, 4))
    assert (p["corn"], p["skull"], p["vp"], p["temples"]["kukulcan"]) == (0, 0, 7, 2)
    # on 8, one further is 9 (an action of its own): 9 free, lower actions cost as usual
    s = chichen_9(1)
    s["gears"]["chichen_itza"] = [{"owner": 0, "spot": 8}]
    assert seat0(pick(s, "chichen_itza", 8, 4))["corn"] == 1
    assert seat0(pick(s, "chichen_itza", 8, 9, resource="gold"))["corn"] == 5


def test_theology_1_on_chichen_itza_9_offers_every_action_with_no_corn():
    """With no corn, the phone offers every action 1..9 from Chichen Itza 9 at no corn."""
    s = chichen_9(1, corn=0)
    assert [(a["action"], a["corn"]) for a in worker_actions(s, 0, "chichen_itza", 9)] == [
        (a, 0) for a in range(1, 10)]
    assert [a["action"] for a in worker_actions(chichen_9(0, corn=0), 0, "chichen_itza", 9)] == [9]


def test_a_table_started_under_version_1_keeps_paying_from_9():
    """A state without the reading's mark (a table set up under rules version 1) goes on
    under version 1's reading: 9 → 4 costs 5 corn even with Theology 1."""
    s = chichen_9(1)
    assert s[READING_KEY] == 2
    del s[READING_KEY]
    p = seat0(pick(s, "chichen_itza", 9, 4))
    assert (p["corn"], p["skull"], p["vp"]) == (0, 0, 7)
    with pytest.raises(IllegalMove):
        pick(chichen_9(1, corn=4) | {READING_KEY: 1}, "chichen_itza", 9, 4)


def test_rules_version_2_keeps_version_1_and_marks_its_setup():
    """Tzolk'in is at rules version 2; tables started under 1 keep their reading; the setup
    of version 2 carries the mark, version 1's (``older_setup``) does not."""
    assert GAME.rules_version == 2 and dict(GAME.older_rules) == {1: "keep"}
    setup = setup_snapshot()
    assert setup[READING_KEY] == 2
    assert READING_KEY not in GAME.older_setup(setup, 1)
    assert GAME.older_setup(setup, 1) == {k: v for k, v in setup.items() if k != READING_KEY}


def test_the_mark_travels_with_every_state():
    """The mark is in State0 and in every state after it (apply keeps the setup's keys)."""
    s = chichen_9(1)
    after = apply_move(s, {"type": "place", "gears": ["palenque"]})
    assert after[READING_KEY] == 2
