"""Tzolk'in engine: the calendar (seed 003 「スタート枠と暦の回転」), food days and temple rewards
(「4回の食料日と神殿の報酬」, farms in 「建物の絵と食料軽減」) and the end (「終了と後半の手番例」,
「目的と時間の仕組み」)."""
import pytest

from companion.engine import IllegalMove
from companion.games.tzolkin.rules.calendar import food_day
from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.play_state import (
    R_END, copy_state, current_seat, end_state_document, is_over, own_workers_on_gears,
)
from companion.games.tzolkin.rules.turn import apply_move
from companion.i18n import render
from companion.games.tzolkin.rules.scoring import score_end_state
from tests.games.tzolkin.kit import play_state, put


def end_round(s, gear="palenque"):
    """Every seat still to move this round places one worker on ``gear``."""
    while s["phase"] == "playing" and not s["pending"]:
        r = s["round"]
        s = apply_move(s, {"type": "place", "gears": [gear]})
        if s["round"] != r:
            break
    return s


def rich(n=4):
    return play_state(n, corn=[99] * n, workers_hand=[6] * n, workers_unhired=[0] * n)


# ------------------------------------------------------------------ turning the gears

def test_gears_turn_workers_fall_neutral_ones_never_act_or_fall():
    """「スタート枠と暦の回転」 / 「個人の準備と少人数の中立コマ」: each worker moves one spot a day;
    a player's worker past 7 (Chichen Itza 10) returns to hand without acting; neutral workers
    keep turning round the gear."""
    s = rich()
    put(s, 1, "tikal", 7)
    put(s, 1, "chichen_itza", 10)
    put(s, 1, "chichen_itza", 9)
    s["gears"]["uxmal"].append({"owner": "neutral", "spot": 9})
    s["gears"]["chichen_itza"].append({"owner": "neutral", "spot": 12})
    s["neutral_workers"] = [{}, {}]
    s = end_round(s, "yaxchilan")
    assert s["day"] == 1
    assert own_workers_on_gears(s, 1) == [("yaxchilan", 2), ("chichen_itza", 10)]
    assert s["seats"][1]["workers_hand"] == 6 - 3 - 1 + 2
    assert {"owner": "neutral", "spot": 0} in s["gears"]["uxmal"]
    assert {"owner": "neutral", "spot": 0} in s["gears"]["chichen_itza"]
    # the notices are stored messages: two workers of seat 1 fell (Tikal 7, Chichen Itza 10)
    falls = [render(line, "en") for line in s["report"]]
    name = s["players"][1]["name"]
    assert falls == [f"A worker of {name} falls off Tikal.",
                     f"A worker of {name} falls off Chichen Itza."]
    assert render(s["report"][0], "ja") == f"{name}の労働者がティカルから落ちて手元に戻ります。"


def test_corn_on_the_teeth_accumulates_while_start_space_empty():
    """「スタート枠と暦の回転」: with the start space empty, 1 corn goes on the current tooth each
    day; the next player to take the start space gets it all."""
    s = rich()
    s = end_round(s)
    s = end_round(s, "tikal")
    assert s["corn_on_teeth"] == 2
    s = apply_move(s, {"type": "place", "gears": [], "start": True})
    assert s["seats"][s["start_space"]]["corn"] == 99 + 2 and s["corn_on_teeth"] == 0
    s = end_round(s, "uxmal")
    if s["pending"]:
        s = apply_move(s, {"type": "calendar", "days": 1})
    assert s["corn_on_teeth"] == 0 and s["day"] == 3


def test_double_day_advance_light_side_and_its_limits():
    """「スタート枠と暦の回転」: the start space holder with the light side may turn 2 days,
    flipping the board dark; not if any player's worker is on 6 (Chichen Itza 9); 7/10 do not
    block; a dark board cannot."""
    s = rich()
    s = apply_move(s, {"type": "place", "gears": [], "start": True})
    put(s, 2, "tikal", 7)
    base = s
    s = end_round(base)
    assert s["pending"] == {"type": "calendar", "seat": 0}
    assert move_options(s, 0) == [{"type": "calendar", "days": [1, 2]}]
    with pytest.raises(IllegalMove):
        apply_move(s, {"type": "place", "gears": ["tikal"]})
    s2 = apply_move(s, {"type": "calendar", "days": 2})
    assert s2["day"] == 2 and s2["seats"][0]["light_side"] is False and s2["corn_on_teeth"] == 0
    assert own_workers_on_gears(s2, 1) == [("palenque", 0 + 2)]
    assert s2["start_player"] == 1 and s2["start_space"] is None
    # a worker on 6 (of anyone) forbids it: the calendar turns 1 day without asking
    blocked = copy_state(base)
    put(blocked, 3, "uxmal", 6)
    b = end_round(blocked)
    assert b["pending"] is None and b["day"] == 1
    blocked = copy_state(base)
    put(blocked, 3, "chichen_itza", 9)
    assert end_round(blocked)["pending"] is None
    dark = copy_state(base)
    dark["seats"][0]["light_side"] = False
    assert end_round(dark)["pending"] is None


def test_skipped_food_day_is_still_processed_next_round():
    """「スタート枠と暦の回転」: jumping over a food day, the next round is that food day."""
    s = rich()
    s["day"] = 6
    s = apply_move(s, {"type": "place", "gears": [], "start": True})
    s = end_round(s)
    s = apply_move(s, {"type": "calendar", "days": 2})
    assert s["day"] == 8 and s["food_days_done"] == 0
    s = end_round(s)
    assert s["food_days_done"] == 1 and s["day"] == 9


def test_food_days_fall_on_rounds_8_14_21_27():
    """「4回の食料日と神殿の報酬」 / reference calendar: food days after the rounds on teeth 7, 13,
    20 and 26 (rounds 8, 14, 21, 27); the round reaching the mark is played first."""
    s = rich()
    s["day"] = 7
    s = end_round(s)
    assert s["food_days_done"] == 1 and s["day"] == 8
    # (the state was set to tooth 7 by hand: its round counter still says 1)
    assert {"code": "tzolkin.notice.food_day_held", "params": {"number": 1, "round": 1}} in \
        s["report"]
    assert [render(line, "ja") for line in s["report"]][:1] == [
        "ラウンド1の終わりに1回目の食料供給日を行いました："]
    assert s["food_day_report"]["number"] == 1 and s["food_day_report"]["lines"][0] == \
        s["report"][0]
    s = end_round(s)
    assert s["food_days_done"] == 1


# ------------------------------------------------------------------ feeding

def test_feeding_seed_example_three_workers_five_corn():
    """「4回の食料日と神殿の報酬」 example: no farm, 3 workers, 5 corn: 4 corn feed 2, 1 corn is
    left and the unfed worker costs 3 VP (not lost)."""
    s = play_state(corn=[5, 6, 6, 6])
    food_day(s, 1)
    a = s["seats"][0]
    assert (a["corn"], a["vp"], a["workers_hand"]) == (1, -3, 3)
    assert (s["seats"][1]["corn"], s["seats"][1]["vp"]) == (0, 0)


def test_feeding_counts_gears_and_start_space_not_unhired():
    """「4回の食料日と神殿の報酬」: all own workers at hand and on the gears are fed, not the ones
    still in the bank; VP may go negative."""
    s = play_state(corn=[0, 0, 0, 0], workers_hand=[4], workers_unhired=[2])
    put(s, 0, "tikal", 2)
    s["start_space"] = 0
    s["seats"][0]["workers_hand"] -= 1
    food_day(s, 1)
    assert s["seats"][0]["vp"] == -12


def test_farms():
    """「建物の絵と食料軽減」: a farm frees 1 (or 3) workers; an all-workers farm lowers each need by
    1, two make it 0; never below 0; no half-feeding."""
    cases = [
        ([{"free_workers": 1}], 3, 4, (0, 0)),
        ([{"free_workers": 3}], 4, 1, (1, -3)),
        ([{"all_minus": 1}], 5, 4, (0, -3)),
        ([{"all_minus": 1}, {"all_minus": 1}], 6, 0, (0, 0)),
        ([{"all_minus": 1}, {"free_workers": 3}, {"free_workers": 3}], 6, 0, (0, 0)),
        ([{"all_minus": 1}, {"free_workers": 1}], 4, 2, (0, -3)),
        ([], 3, 3, (1, -6)),
    ]
    for farms, workers, corn, (left, vp) in cases:
        s = play_state(corn=[corn, 9, 9, 9], workers_hand=[workers], workers_unhired=[6 - workers],
                       farms=[farms])
        food_day(s, 1)
        assert (s["seats"][0]["corn"], s["seats"][0]["vp"]) == (left, vp), farms


def test_feeding_comes_before_temple_rewards():
    """「4回の食料日と神殿の報酬」: food is paid first, so resources from the temples cannot be sold
    for this food day (and the resources arrive after)."""
    s = play_state(corn=[0, 9, 9, 9], temples=[{"chaac": 4}])
    food_day(s, 1)
    assert (s["seats"][0]["vp"], s["seats"][0]["stone"]) == (-9, 2)


# ------------------------------------------------------------------ temple rewards

def test_resource_days_pay_this_step_and_below():
    """「4回の食料日と神殿の報酬」: food days 1 and 3 pay the resources and skulls of the current
    step and all below (Chaac 4: 2 stone; Quetzalcoatl 5: 2 gold; Kukulcan 5: 2 wood + 1 skull)."""
    s = play_state(corn=[99] * 4, temples=[{"chaac": 4, "quetzalcoatl": 5, "kukulcan": 5},
                                           {"chaac": 2, "quetzalcoatl": 2, "kukulcan": 0}])
    food_day(s, 3)
    a, b = s["seats"][0], s["seats"][1]
    assert (a["stone"], a["gold"], a["wood"], a["skull"]) == (2, 2, 2, 1)
    assert (b["stone"], b["gold"], b["wood"], b["skull"]) == (1, 0, 0, 0)
    assert s["skulls_in_bank"] == 12 and a["vp"] == 0


def test_resource_day_skull_shortage():
    """「4回の食料日と神殿の報酬」: if the bank cannot give every player due one their skull,
    nobody gets it."""
    s = play_state(corn=[99] * 4, temples=[{"kukulcan": 5}, {"kukulcan": 6}])
    s["skulls_in_bank"] = 1
    s["seats"][2]["skull"] = 12
    food_day(s, 1)
    assert (s["seats"][0]["skull"], s["seats"][1]["skull"], s["skulls_in_bank"]) == (0, 0, 1)
    assert s["seats"][1]["wood"] == 2


def test_vp_days_step_vp_and_majority_bonus_split_on_ties():
    """「4回の食料日と神殿の報酬」: food days 2 and 4 pay the current step's VP only (the bottom
    step loses VP), plus the leader's bonus (Age I on day 2, Age II on day 4); tied leaders each
    get half."""
    temples = [{"chaac": 3, "quetzalcoatl": 2, "kukulcan": 0},
               {"chaac": 3, "quetzalcoatl": 1, "kukulcan": 1},
               {"chaac": 1, "quetzalcoatl": 0, "kukulcan": 1},
               {"chaac": 2, "quetzalcoatl": 1, "kukulcan": 1}]
    s = play_state(corn=[99] * 4, temples=temples)
    food_day(s, 2)
    # Ana: Chaac 4 + half of 6; Quetzalcoatl 1 + 2 alone; Kukulcan −3
    assert s["seats"][0]["vp"] == 4 + 3 + 1 + 2 - 3
    # Ben: Chaac 4 + 3; Quetzalcoatl 0; Kukulcan 0 + half of 4 (three tied on step 1)
    assert s["seats"][1]["vp"] == 4 + 3 + 0 + 2
    assert s["seats"][2]["vp"] == 0 - 2 + 0 + 2
    assert s["seats"][3]["vp"] == 2 + 0 + 0 + 2
    assert s["age"] == 2
    s = play_state(corn=[99] * 4, temples=temples)
    food_day(s, 4)
    assert s["seats"][0]["vp"] == 4 + 1 + 1 + 6 - 3


def test_age_two_buildings_after_second_food_day():
    """「4回の食料日と神殿の報酬」: after the 2nd food day's feeding the Age I row is replaced by
    6 Age II buildings; later refills come from the Age II deck."""
    s = play_state(corn=[99] * 4)
    deck2 = list(s["building_decks"]["2"])
    food_day(s, 2)
    assert s["buildings_row"] == deck2[:6] and s["building_decks"]["2"] == deck2[6:]
    assert s["age"] == 2


# ------------------------------------------------------------------ the end

def test_game_ends_after_fourth_food_day_and_last_turn():
    """「終了と後半の手番例」: after the 4th food day the calendar turns once more (workers fall)
    and the game is over; the end-state document is what the score sheet reads."""
    s = rich()
    s["day"] = 26
    s["food_days_done"] = 3
    put(s, 1, "tikal", 7)
    s = end_round(s)
    assert s["phase"] == "over" and is_over(s) and s["food_days_done"] == 4
    assert current_seat(s) is None and move_options(s, 0) == []
    with pytest.raises(IllegalMove) as e:
        apply_move(s, {"type": "place", "gears": ["tikal"]})
    assert e.value.rule == R_END
    doc = end_state_document(s)
    ben = doc["players"][1]
    assert ben["workers_on_gears"] == 1 and ben["workers"] == 6 and ben["name"] == "Ben"
    assert doc["skulls_on_chichen_itza"] == 0
    sheet = score_end_state(doc)
    assert len(sheet.players) == 4


def test_end_state_document_fields():
    """「終了と後半の手番例」 / 「記念碑13枚の採点の読み方」: the document carries everything the
    monuments score (buildings by frame, harvest tiles, temples, technologies, workers)."""
    s = play_state(corn=[5], wood=[1], stone=[1], gold=[1], skull=[2], vp=[50])
    s["seats"][0]["buildings"] = ["b01", "b06", "b09", "b13"]
    s["seats"][0]["monuments"] = ["m07"]
    s["seats"][0]["technologies"]["agriculture"] = 3
    s["skulls_in_bank"] = 10
    s["chichen_itza"] = {"1": 1}
    put(s, 0, "tikal", 3)
    doc = end_state_document(s)
    a = doc["players"][0]
    assert a["buildings"] == {"brown": 1, "green": 1, "blue": 1, "farm": 1}
    assert (a["vp"], a["corn"], a["skulls"], a["monuments"], a["workers"], a["workers_on_gears"]) == (
        50, 5, 2, ["m07"], 3, 1)
    assert doc["skulls_on_chichen_itza"] == 1
    # the seed's score example: 50 + 14 corn-equivalents / 4 + 2 skulls × 3 + m07 (one track: 9)
    sheet = score_end_state(doc)
    assert sheet.totals[0] == 50 + 3.5 + 6 + 9
