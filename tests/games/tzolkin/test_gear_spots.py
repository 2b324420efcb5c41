"""What each spot of the gears holds and where the calendar takes a worker
(companion/games/tzolkin/rules/gear_spots.py), worked out from seed 003_33e329f624a6e484.txt."""
from __future__ import annotations

import pytest

from companion.games.tzolkin.rules.gear_spots import (
    ACTION, ANY, ENTRANCE, UNDER, spot_after, spot_kind,
)

NORMAL = ("palenque", "yaxchilan", "tikal", "uxmal")


@pytest.mark.parametrize("gear", NORMAL)
def test_a_normal_gear_is_the_entrance_five_actions_two_free_choices_and_two_teeth_below(gear):
    # 「手番は置くか取り上げるか」: 0 has no action; 6 and 7 choose any action of the gear;
    # 「パレンケとヤシュチラン」「ティカルとウシュマル」: actions 1 to 5; 10 teeth, 8 and 9 under the board
    assert [spot_kind(gear, s) for s in range(10)] == [
        (ENTRANCE, None), (ACTION, 1), (ACTION, 2), (ACTION, 3), (ACTION, 4), (ACTION, 5),
        (ANY, None), (ANY, None), (UNDER, None), (UNDER, None)]


def test_chichen_itza_has_nine_actions_and_the_free_choice_on_10():
    # 「神殿とチチェン・イツァ」 (the example's 6 and 7), 「手番は置くか取り上げるか」 (10: any action)
    kinds = [spot_kind("chichen_itza", s) for s in range(13)]
    assert kinds[0] == (ENTRANCE, None)
    assert kinds[1:10] == [(ACTION, n) for n in range(1, 10)]
    assert kinds[10] == (ANY, None)
    assert kinds[11:] == [(UNDER, None), (UNDER, None)]


@pytest.mark.parametrize("gear, spot", [("tikal", 10), ("tikal", -1), ("chichen_itza", 13),
                                        ("palenque", "3"), ("palenque", True)])
def test_a_spot_the_gear_has_not_is_refused(gear, spot):
    with pytest.raises(ValueError):
        spot_kind(gear, spot)


def test_after_a_day_a_worker_stands_one_spot_on():
    # 「食料不足の救済と具体的な初手」: Palenque 0 and Yaxchilan 0 reach 1 after the calendar's day
    assert spot_after("palenque", 0, neutral=False) == 1
    assert spot_after("yaxchilan", 0, neutral=False) == 1
    assert spot_after("tikal", 6, neutral=False) == 7
    assert spot_after("chichen_itza", 9, neutral=False) == 10


def test_a_players_worker_on_the_last_spot_falls_off():
    # 「スタート枠と暦の回転」: 7 (Chichen Itza 10) falls even with one day; with two days the
    # worker on 6 (Chichen Itza 9) would fall too
    assert spot_after("uxmal", 7, neutral=False) is None
    assert spot_after("chichen_itza", 10, neutral=False) is None
    assert spot_after("palenque", 6, neutral=False, days=2) is None
    assert spot_after("chichen_itza", 9, neutral=False, days=2) is None
    assert spot_after("palenque", 5, neutral=False, days=2) == 7


def test_a_neutral_worker_turns_with_the_gear_and_never_falls():
    # 「個人の準備と少人数の中立コマ」: neutral workers stay all game and never fall off the edge
    assert spot_after("uxmal", 7, neutral=True) == 8
    assert spot_after("uxmal", 9, neutral=True) == 0
    assert spot_after("chichen_itza", 10, neutral=True) == 11
    assert spot_after("chichen_itza", 12, neutral=True) == 0
    assert spot_after("tikal", 9, neutral=True, days=2) == 1
