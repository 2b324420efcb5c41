"""Coordinates for drawing the five gears with the workers on them (an SVG in the templates).

Pure geometry: no rules.  Spots are numbered as printed: 0 at the entrance, growing clockwise.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

GEAR_ORDER = ("palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza")
GEAR_NAMES = {"palenque": "Palenque", "yaxchilan": "Yaxchilan", "tikal": "Tikal",
              "uxmal": "Uxmal", "chichen_itza": "Chichen Itza"}
VISIBLE_SPOTS = {"palenque": 8, "yaxchilan": 8, "tikal": 8, "uxmal": 8, "chichen_itza": 11}
TEETH = {"palenque": 10, "yaxchilan": 10, "tikal": 10, "uxmal": 10, "chichen_itza": 13}
RADIUS = 62
CELL = 160


#: The fill of a worker of each colour on the gears (a seat's colour, neutral grey).
WORKER_FILL = {"neutral": "#9a9a9a", "red": "#c8322c", "blue": "#2c5fc8", "green": "#3d9a3d",
               "yellow": "#e8c22a", "purple": "#7d3cb0", "orange": "#e07b1f"}
#: The colours light enough to carry a dark spot number (the others carry a white one).
LIGHT_COLOURS = ("yellow", "green", "neutral", "orange")


def gears_layout(workers: list[dict[str, Any]],
                 seat_of: Callable[[str], int | None] = lambda colour: None) -> dict[str, Any]:
    """The drawing of the gears: ``{"width", "height", "gears": [{"key", "name", "cx", "cy",
    "r", "workers": [colour | None for each spot], "spots": [{"spot", "x", "y", "visible",
    "worker": colour | None}]}]}``; a spot with a worker also has ``"seat"`` (the seat whose
    shape it is drawn in, None for a neutral one), ``"fill"`` and ``"ink"`` (its colour and
    its number's, ``WORKER_FILL``/``LIGHT_COLOURS``).

    ``workers``: [{"gear", "spot", "colour"}] (neutral or players'); a spot holds at most one.
    ``seat_of``: the seat of a player's colour (None when no seat has it)."""
    at = {(w["gear"], w["spot"]): w.get("colour", "neutral") for w in workers}
    gears = []
    for gear in _GEOMETRY:
        key = gear["key"]
        spots = []
        for spot in gear["spots"]:
            colour = at.get((key, spot["spot"]))
            if colour:
                spots.append(dict(spot, worker=colour, fill=WORKER_FILL.get(colour, "#9a9a9a"),
                                  ink="#111" if colour in LIGHT_COLOURS else "#fff",
                                  seat=None if colour == "neutral" else seat_of(colour)))
            else:
                spots.append(spot)  # an empty spot: the geometry's own (worker None)
        gears.append(dict(gear, spots=spots, workers=[s["worker"] for s in spots]))
    return {"width": 3 * CELL, "height": 2 * (CELL + 10), "gears": gears}


def _geometry() -> tuple[dict[str, Any], ...]:
    """Where each gear and spot is drawn (the same on every page; worked out once; every
    spot empty, the layouts' empty spots themselves: nothing may change them)."""
    gears = []
    for i, key in enumerate(GEAR_ORDER):
        cx = CELL / 2 + (i % 3) * CELL
        cy = CELL / 2 + (i // 3) * (CELL + 10)
        spots = []
        for spot in range(TEETH[key]):
            angle = -math.pi / 2 + 2 * math.pi * spot / TEETH[key]
            spots.append({
                "spot": spot,
                "x": round(cx + RADIUS * math.cos(angle), 1),
                "y": round(cy + RADIUS * math.sin(angle), 1),
                "visible": spot < VISIBLE_SPOTS[key],
                "worker": None,
            })
        gears.append({"key": key, "name": GEAR_NAMES[key], "cx": cx, "cy": cy, "r": RADIUS,
                      "spots": spots})
    return tuple(gears)


_GEOMETRY = _geometry()
