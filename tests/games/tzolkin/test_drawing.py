"""The gears drawing (companion/games/tzolkin/drawing.py): where workers are drawn and how."""
from __future__ import annotations

from companion.games.tzolkin.web.drawing import gears_layout


def test_a_gears_workers_are_listed_spot_by_spot_with_their_colours_and_seat():
    seats = {"yellow": 0, "red": 1}
    layout = gears_layout([{"gear": "tikal", "spot": 2, "colour": "yellow"},
                           {"gear": "tikal", "spot": 0, "colour": "neutral"},
                           {"gear": "uxmal", "spot": 9, "colour": "red"}], seats.get)
    gears = {g["key"]: g for g in layout["gears"]}
    assert gears["tikal"]["workers"] == ["neutral", None, "yellow"] + [None] * 7
    assert gears["palenque"]["workers"] == [None] * 10
    assert gears["chichen_itza"]["workers"] == [None] * 13
    # Tikal is the third gear of the top row: centre (80 + 2 * 160, 80), spots 62 away, 36° apart
    assert gears["tikal"]["spots"][0] == {"spot": 0, "x": 400.0, "y": 18.0, "visible": True,
                                          "worker": "neutral", "fill": "#9a9a9a", "ink": "#111",
                                          "seat": None}
    assert gears["tikal"]["spots"][2] == {"spot": 2, "x": 459.0, "y": 60.8, "visible": True,
                                          "worker": "yellow", "fill": "#e8c22a", "ink": "#111",
                                          "seat": 0}
    red = gears["uxmal"]["spots"][9]
    assert (red["fill"], red["ink"], red["seat"], red["visible"]) == ("#c8322c", "#fff", 1, False)
    assert gears["tikal"]["spots"][1] == {"spot": 1, "x": 436.4, "y": 29.8, "visible": True,
                                          "worker": None}


def test_without_seats_a_players_worker_has_no_seat():
    layout = gears_layout([{"gear": "palenque", "spot": 1, "colour": "blue"}])
    spot = layout["gears"][0]["spots"][1]
    assert (spot["worker"], spot["fill"], spot["ink"], spot["seat"]) == ("blue", "#2c5fc8",
                                                                         "#fff", None)
