"""Tzolk'in moves holding entries no move reads are refused with a message (issue 13, point 5),
never silently accepted: a placement carrying "spot" may mean something its sender expected
to count (seed 「手番は置くか取り上げるか」: a placement always fills the lowest free spot)."""
from __future__ import annotations

import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.rules.game import GAME
from companion.i18n import render
from companion.message import Msg
from tests.games.tzolkin.kit import play_state, put


def refusal(state, move) -> Msg:
    with pytest.raises((InvalidMove, IllegalMove)) as e:
        apply_move(state, move)
    return e.value.message


def test_a_placement_carrying_a_spot_is_refused_with_the_entry_named():
    s = play_state(4, corn=[6, 6, 6, 6])
    msg = refusal(s, {"type": "place", "gears": ["tikal"], "spot": 3})
    assert msg == Msg("tzolkin.move.unknown_keys", what=Msg("tzolkin.what.move_place"),
                      keys=["spot"])
    assert render(msg, "en") == ("The placement holds entries this game does not read: spot. "
                                 "Nothing was stored.")
    assert render(msg, "ja") == "配置に、このゲームが読まない項目があります：spot。何も記録していません。"
    # the same placement without it is legal: Tikal 0, 1 worker, 0 corn
    after = apply_move(s, {"type": "place", "gears": ["tikal"]})
    assert after["seats"][0]["corn"] == 6


def test_every_part_of_a_pick_up_is_checked():
    s = play_state(4, corn=[6, 6, 6, 6], wood=[2, 0, 0, 0])
    put(s, 0, "tikal", 1)
    put(s, 0, "uxmal", 2)
    step = {"track": "agriculture", "pay": {"wood": 1}}
    cases = [
        ({"type": "pickup", "workers": [{"gear": "tikal", "spot": 1, "action": 1, "choice": {}}]},
         Msg("tzolkin.what.worker", place=Msg("tzolkin.place.spot",
                                              gear=Msg("tzolkin.gear.tikal"), spot=1)), ["choice"]),
        ({"type": "pickup", "workers": [{"gear": "tikal", "spot": 1, "action": 1,
                                         "choices": {"techs": [step], "temple": "chaac"}}]},
         Msg("tzolkin.what.choices", action=Msg("tzolkin.place.spot",
                                                gear=Msg("tzolkin.gear.tikal"), spot=1)),
         ["temple"]),
        ({"type": "pickup", "workers": [{"gear": "tikal", "spot": 1, "action": 1,
                                         "choices": {"techs": [{**step, "paid": 1}]}}]},
         Msg("tzolkin.what.tech_step"), ["paid"]),
        ({"type": "pickup", "workers": [{"gear": "uxmal", "spot": 2, "action": 2, "choices": {
            "trades": [{"resource": "wood", "n": -1, "price": 9}]}}]},
         Msg("tzolkin.what.trade"), ["price"]),
        ({"type": "pickup", "workers": [], "fast": True}, Msg("tzolkin.what.move_pickup"),
         ["fast"]),
    ]
    for move, what, keys in cases:
        assert refusal(s, move) == Msg("tzolkin.move.unknown_keys", what=what, keys=keys), move


def test_begging_the_calendar_and_the_game_s_own_moves():
    s = play_state(4, corn=[0, 0, 0, 0])
    assert refusal(s, {"type": "beg", "temple": "chaac", "temples": ["kukulcan"]}).code == \
        "tzolkin.move.unknown_keys"
    for data in ({"type": "choose_wealth", "tiles": ["w01", "w02"], "tile": "w03"},
                 {"type": "end_state", "document": {}, "final": True},
                 {"type": "calendar", "days": 2, "light": False}):
        with pytest.raises(InvalidMove) as e:
            GAME.parse_move(0 if data["type"] != "end_state" else None, data)
        assert e.value.message.code == "tzolkin.move.unknown_keys", data
