"""A complete 4-player game written out move by move and replayed to hand-checked final scores
(seed 003, every round from the first placement to the last calendar turn: 「手番は置くか取り上げるか」,
「パレンケとヤシュチラン」, 「ティカルとウシュマル」, 「神殿とチチェン・イツァ」, 「スタート枠と暦の回転」,
「4回の食料日と神殿の報酬」, 「終了と後半の手番例」).

The plan: nobody takes the start space, so Ana starts every round and the calendar turns one
day a round (27 rounds).  In odd rounds each places one worker; in even rounds each picks it up:
* Ana: Palenque 0 -> picks up on 1: fishing, 3 corn.
* Ben: Yaxchilan 0 -> on 1: 1 wood.
* Cho: Yaxchilan 1 (Ben holds 0; 1 corn) -> on 2: 1 stone and 1 corn.
* Dev: Uxmal 0 -> on 1: pays 3 corn, Chaac +1 (top step 6 after 5 times, later steps lost).
Starting corn 0 / 6 / 30 / 60, nothing else; 3 workers each.

Hand count (pick-ups per food-day period 4, 3, 3, 3; placements 4, 3, 4, 3):
* Ana corn 12 -6 =6; +9 -6 =9; +9 -6 =12; +9 -6 =15.  VP: day 2 and 4 give step 1 = 0, and
  Quetzalcoatl and Kukulcan are tied by all four: half bonus 1 + 2 (Age I), 3 + 2 (Age II) = 8.
* Ben corn 6 -6 =0, then three food days with no corn: 3 × −9 = −27; VP −27 + 8 = −19; 13 wood.
* Cho corn 30 (±0) -6 =24; 24 -6 =18; 18 -4 +3 -6 =11; 11 -6 =5.  VP 8; 13 stone.
* Dev corn 60 -12 -6 =42; -9 -6 =27; -9 -6 =12; -9 =3, feeds 1 worker: 1 corn, −6 VP.
  Chaac 5 on food day 1 (2 stone), 6 from round 10: day 2 8 VP + Age I bonus 6 + 1 + 2 = 17;
  day 3 2 stone; day 4 8 + Age II bonus 2 + 3 + 2 − 6 = 9.  VP 26, 4 stone.
Final (VP + corn equivalents / 4): Ana 8 + 15/4 = 11.75; Ben −19 + 26/4 = −12.5;
Cho 8 + (5 + 39)/4 = 19; Dev 26 + (1 + 12)/4 = 29.25.  Everyone keeps 1 worker on a gear.
"""
from fractions import Fraction

from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.play_state import current_seat, end_state_document, is_over

from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.rules.scoring import score_end_state
from tests.games.tzolkin.kit import check_invariants, play_state

PLACE = [{"type": "place", "gears": ["palenque"]}, {"type": "place", "gears": ["yaxchilan"]},
         {"type": "place", "gears": ["yaxchilan"]}, {"type": "place", "gears": ["uxmal"]}]
PICK = [
    {"type": "pickup", "workers": [{"gear": "palenque", "spot": 1, "action": 1}]},
    {"type": "pickup", "workers": [{"gear": "yaxchilan", "spot": 1, "action": 1}]},
    {"type": "pickup", "workers": [{"gear": "yaxchilan", "spot": 2, "action": 2}]},
    {"type": "pickup", "workers": [{"gear": "uxmal", "spot": 1, "action": 1,
                                    "choices": {"temple": "chaac"}}]},
]
#: The move file: 27 rounds of 4 moves.
MOVES = [m for rnd in range(1, 28) for m in (PLACE if rnd % 2 else PICK)]


def test_full_four_player_game_replays_to_hand_checked_scores():
    s = play_state(4, corn=[0, 6, 30, 60])
    seen = {}
    for i, move in enumerate(MOVES):
        assert move_options(s, current_seat(s))
        s = apply_move(s, move)
        check_invariants(s)
        if s["food_days_done"] not in seen:
            seen[s["food_days_done"]] = [(p["corn"], p["vp"]) for p in s["seats"]]
    assert len(MOVES) == 108 and is_over(s) and s["day"] == 27
    # after food day 1 (round 8): corn 6 / 0 / 24 / 42
    assert [c for c, _ in seen[1]] == [6, 0, 24, 42]
    assert seen[2] == [(9, 3), (0, -9 + 3), (18, 3), (27, 17)]
    dev = s["seats"][3]
    assert dev["temples"]["chaac"] == 6 and dev["stone"] == 4
    assert [(p["corn"], p["vp"]) for p in s["seats"]] == [(15, 8), (0, -19), (5, 8), (1, 26)]
    assert (s["seats"][1]["wood"], s["seats"][2]["stone"]) == (13, 13)
    doc = end_state_document(s)
    assert s["end_state"] == doc  # what game.py's score() reads
    assert [p["workers_on_gears"] for p in doc["players"]] == [1, 1, 1, 1]
    sheet = score_end_state(doc)
    assert sheet.totals == {0: Fraction(47, 4), 1: Fraction(-25, 2), 2: Fraction(19),
                            3: Fraction(117, 4)}
    assert sheet.ranking == [[3], [2], [0], [1]]
