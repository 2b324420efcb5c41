"""Tzolk'in's log lines and food-day notices say what happened (the Japanese table trial): what
a worker chose, who paid how much corn on a food day, who lost points for unfed workers, which
temple rewards and bonuses were given.  Values worked out by hand from seed 003
「4回の食料日と神殿の報酬」 and the reference's temple tracks (Chaac VP by step −1, 0, 2, 4, …;
Age I majority bonus 6, Quetzalcoatl 2, Kukulcan 4)."""
from __future__ import annotations

from companion.games.tzolkin.rules.calendar import food_day
from companion.games.tzolkin.rules.turn import apply_move, describe_move
from companion.i18n import render
from tests.games.tzolkin.kit import play_state, put


def both(msg) -> tuple[str, str]:
    return render(msg, "en"), render(msg, "ja")


def test_a_pick_up_line_says_what_each_worker_chose():
    """Tikal 1 paid with stone for Agriculture, then Tikal 2 building the farm b02 (its tile:
    one worker needs no corn)."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0], stone=[1, 0, 0, 0])
    s["buildings_row"][0] = "b02"
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 2)
    move = {"type": "pickup", "workers": [
        {"gear": "tikal", "spot": 1, "action": 1,
         "choices": {"techs": [{"track": "agriculture", "pay": {"stone": 1}}]}},
        {"gear": "tikal", "spot": 2, "action": 2, "choices": {"buildings": [{"id": "b02"}]}}]}
    assert both(describe_move(move, s)) == (
        "Ana picks up Tikal 1 (1 technology step: Agriculture +1) and Tikal 2 (Build 1 building: "
        "“Farm: one worker needs no corn on food days”).",
        "Ana：ティカル1（技術を1段：農業+1）、ティカル2（建物を1枚建設：「農場：食料供給日に労働者1人の食料が0になる」）"
        "を取り上げる。")
    after = apply_move(s, move)
    assert after["last_move"]["seat"] == 0
    assert render(after["last_move"]["line"], "en").startswith("Ana picks up Tikal 1")


def test_market_trades_and_a_burn_are_said():
    s = play_state(4, corn=[0, 0, 0, 0], wood=[2, 0, 0, 0])
    put(s, 0, "uxmal", 2)
    put(s, 0, "palenque", 3)
    move = {"type": "pickup", "workers": [
        {"gear": "uxmal", "spot": 2, "action": 2, "choices": {"trades": [
            {"resource": "wood", "n": -2}, {"resource": "stone", "n": 1}]}},
        {"gear": "palenque", "spot": 3, "action": 3,
         "choices": {"harvest": "corn", "burn": "chaac"}}]}
    en, ja = both(describe_move(move, s))
    assert "sold 2 wood and bought 1 stone" in en and "木材2を売却、石材1を購入" in ja
    assert "corn, the wood above it burned (Chaac −1)" in en


def test_a_food_day_says_who_paid_what_and_the_temples_bonuses():
    """Food day 2 (a VP day) at the end of round 14, 2 players: Ana (3 workers, 5 corn, Chaac 3)
    feeds 2 (4 corn) and loses 3 VP for the third; Ben (3 workers, 9 corn, Chaac 3) feeds all
    (6 corn).  Temple VP: Chaac step 3 = 4, Quetzalcoatl and Kukulcan step 1 = 0 -> 4 each.
    Majority (Age I bonus): both on Chaac 3 share 6 -> 3 each; Quetzalcoatl 2 and Kukulcan 4
    shared by both on step 1 -> 1 and 2 each."""
    s = play_state(2, corn=[5, 9])
    for seat in s["seats"]:
        seat["temples"]["chaac"] = 3
    s["round"] = 14
    food_day(s, 2)
    said = [render(line, "en") for line in s["report"]]
    assert said == [
        "Food day 2, at the end of round 14:",
        "Ana feeds 2 workers: 4 corn.",
        "Ana: 1 worker unfed, −3 VP.",
        "Ben feeds 3 workers: 6 corn.",
        "Age II buildings replace the row.",
        "Ana: 4 VP from the temples (Chaac 4, Quetzalcoatl 0, and Kukulcan 0).",
        "Ben: 4 VP from the temples (Chaac 4, Quetzalcoatl 0, and Kukulcan 0).",
        "Ana and Ben share the Chaac majority bonus: 3 VP each (half of 6).",
        "Ana and Ben share the Quetzalcoatl majority bonus: 1 VP each (half of 2).",
        "Ana and Ben share the Kukulcan majority bonus: 2 VP each (half of 4).",
    ]
    assert [s["seats"][i]["vp"] for i in (0, 1)] == [-3 + 4 + 3 + 1 + 2, 4 + 3 + 1 + 2]
    assert [s["seats"][i]["corn"] for i in (0, 1)] == [1, 3]
    assert s["food_day_report"] == {"number": 2, "round": 14, "lines": s["report"]}
    ja = [render(line, "ja") for line in s["report"]]
    assert ja[1] == "Anaは労働者2人を養い、コーン4を払いました。"
    assert ja[7] == ("Ana、Benは茶の神殿の首位で同点のため、ボーナスの半分の3点ずつを得ました"
                     "（ボーナスは6点）。")


def test_a_resource_day_says_the_goods_taken():
    """Food day 1: Chaac step 2 gives 1 stone (reference: stone at steps 2 and 4)."""
    s = play_state(2, corn=[9, 9])
    s["seats"][0]["temples"]["chaac"] = 2
    food_day(s, 1)
    said = [render(line, "en") for line in s["report"]]
    assert "Ana takes 1 stone from the temples." in said
    assert "Ben takes nothing from the temples." in said


def test_the_log_keeps_the_food_day_with_the_move_that_ended_the_round():
    """The last placement of round 8 (tooth 7) ends the round: its log line goes on with the
    food day."""
    s = play_state(2, corn=[9, 9])
    s["day"] = 7
    s = apply_move(s, {"type": "place", "gears": ["palenque"]})
    en = render(describe_move({"type": "place", "gears": ["palenque"]}, s), "en")
    assert en.startswith("Ben places a worker on Palenque 1 and pays 1 corn. Food day 1, at "
                         "the end of round 1:")
    assert "Ana feeds 3 workers: 6 corn." in en
