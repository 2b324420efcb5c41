"""The gears drawing (companion/games/tzolkin/web/drawing.py): which action is written at which
spot, the workers in their seat's mark, and where the next day takes each one; values worked
out from seed 003_33e329f624a6e484.txt (the gears' actions: 「パレンケとヤシュチラン」,
「ティカルとウシュマル」, 「神殿とチチェン・イツァ」; the calendar: 「スタート枠と暦の回転」)."""
from __future__ import annotations

import pytest

from companion.games.tzolkin.web.drawing import gears_layout

SEATS = {"red": 0, "green": 1}
NAMES = ["Ana", "Ben"]
WORKERS = [{"gear": "palenque", "spot": 3, "colour": "red"},
           {"gear": "uxmal", "spot": 7, "colour": "green"},
           {"gear": "tikal", "spot": 9, "colour": "neutral"},
           {"gear": "chichen_itza", "spot": 10, "colour": "neutral"}]


@pytest.fixture
def ja(app):
    with app.test_request_context("/", headers={"Accept-Language": "ja"}):
        yield


def _layout():
    layout = gears_layout(WORKERS, SEATS.get, NAMES.__getitem__)
    return {g["key"]: g for g in layout["gears"]}


def _label(gear, spot):
    label = gear["spots"][spot]["label"]
    return None if label is None else [line[0] for line in label["lines"]]


def test_each_spot_says_its_action_in_the_seeds_words(ja):
    gears = _layout()
    assert [g for g in gears] == ["palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza"]
    palenque = gears["palenque"]
    assert [_label(palenque, s) for s in range(10)] == [
        None, ["漁", "コーン3"], ["コーン4"], ["コーン5", "か木材2"], ["コーン7", "か木材3"],
        ["コーン9", "か木材4"], ["任意の", "仕事"], ["任意の", "仕事"], None, None]
    assert _label(gears["yaxchilan"], 4) == ["水晶髑髏1"]
    assert _label(gears["tikal"], 2) == ["建物", "1枚"]
    assert _label(gears["tikal"], 4) == ["建物2か", "記念碑"]
    assert _label(gears["uxmal"], 2) == ["市場"]
    assert _label(gears["uxmal"], 5) == ["4歯車の", "仕事"]
    chichen = gears["chichen_itza"]
    # the seed's example: 6 gives 8 points, the green temple and a resource
    assert _label(chichen, 6) == ["8点 緑 +資源"]
    assert _label(chichen, 1) == ["4点 茶"]
    assert _label(chichen, 10) == ["任意の", "仕事"]
    assert [_label(chichen, s) for s in (0, 11, 12)] == [None, None, None]


def test_a_players_worker_is_drawn_in_its_seats_mark_and_knows_its_next_day(ja):
    gears = _layout()
    ana = gears["palenque"]["spots"][3]["worker"]
    assert (ana["seat"], ana["fill"], ana["ink"], ana["who"]) == (0, "#c8322c", "#fff", "Ana")
    assert ana["action"] == 3
    assert ana["now"] == "パレンケ3（コーン5か木材2）"
    assert (ana["next_spot"], ana["next"]) == (4, "パレンケ4（コーン7か木材3）")
    # on 7 a player's worker falls off with the next day: back to its owner, no spot reached
    ben = gears["uxmal"]["spots"][7]["worker"]
    assert (ben["seat"], ben["ink"], ben["action"]) == (1, "#111", None)
    assert ben["now"] == "ウシュマル7：ウシュマルの任意の仕事"
    assert (ben["next_spot"], ben["next"]) == (None, "歯車から外れてBenの手元へ")
    assert gears["palenque"]["workers"] == [None, None, None, "red"] + [None] * 6


def test_a_neutral_worker_has_no_number_and_turns_on_under_the_board(ja):
    gears = _layout()
    tikal = gears["tikal"]["spots"][9]
    assert tikal["under"] is True
    worker = tikal["worker"]
    assert (worker["seat"], worker["who"], worker["action"]) == (None, "中立コマ", None)
    assert worker["now"] == "ティカル（盤の下）"
    assert (worker["next_spot"], worker["next"]) == (0, "ティカル0：仕事なし")
    chichen = gears["chichen_itza"]["spots"][10]["worker"]
    assert (chichen["next_spot"], chichen["next"]) == (11, "チチェン・イツァ（盤の下）")


def test_the_spot_numbers_stand_inside_the_ring_apart_from_the_workers(ja):
    palenque = _layout()["palenque"]
    # spot 0 at the top of the ring, its number 18 units further in; 36° a spot, clockwise
    top, right = palenque["spots"][0], palenque["spots"][1]
    assert (top["x"], top["y"]) == (95.0, 85 - 38)
    assert (top["nx"], top["ny"]) == (95.0, round(85 - 20 + 9 * 0.35, 1))
    assert (right["x"], right["y"]) == (round(95 + 38 * 0.5878, 1), round(85 - 38 * 0.8090, 1))
    # the label of spot 1 starts right of it, outside the gear's edge
    assert palenque["spots"][1]["label"]["anchor"] == "start"
    assert palenque["spots"][1]["label"]["lines"][0][1] > 95 + palenque["edge"] * 0.5878


def test_english_labels(app):
    with app.test_request_context("/", headers={"Accept-Language": "en"}):
        gears = _layout()
        assert _label(gears["palenque"], 1) == ["Fish", "3 corn"]
        assert _label(gears["chichen_itza"], 9) == ["13 VP yellow +resource"]
        ana = gears["palenque"]["spots"][3]["worker"]
        assert ana["next"] == "Palenque 4: 7 corn or 3 wood"
