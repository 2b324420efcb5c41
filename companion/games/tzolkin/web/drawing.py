"""The drawing of the five gears (templates/games/tzolkin/gears.html): each gear its own SVG,
its spots in a ring with what each does written beside it, the workers on them in their seat's
mark (shape, colour and number; neutral ones grey), and for each worker what it does now and
where the next turn of the calendar takes it (shown when the worker is tapped).

Geometry and words only: what a spot holds and where a worker goes come from the rules
(rules/gear_spots.py, rules/names.py).  Spots are numbered as printed: 0 at the entrance,
growing clockwise from the top; the teeth past the last spot are under the board (drawn faded,
only a neutral worker stands there).  A spot's number is written small inside the ring: the
number on a worker is its seat's.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules.components import GEAR_TEETH, GEARS
from companion.games.tzolkin.rules.gear_spots import ANY, ENTRANCE, UNDER, spot_after, spot_kind
from companion.i18n import render
from companion.message import Msg

#: One gear's drawing in user units (Chichen Itza's is twice as wide: the same scale, room for
#: its longer one-line labels); ``CY`` the gears' centre height.
WIDTH, WIDE, HEIGHT, CY = 200, 400, 170, 85
#: A normal gear's centre stands left of the middle: its right-hand labels are the longer.
CX = 95
#: Radii: the workers' ring, the spot numbers, the gear's edge, where the labels start.
RING = {"palenque": 38, "yaxchilan": 38, "tikal": 38, "uxmal": 38, "chichen_itza": 48}
WORKER_R = 10
FONT, LINE = 13, 15.5
NUMBER_FONT = 9

#: The fill of a worker of each colour (a seat's colour, neutral grey).
WORKER_FILL = {"neutral": "#9a9a9a", "red": "#c8322c", "blue": "#2c5fc8", "green": "#3d9a3d",
               "yellow": "#e8c22a", "purple": "#7d3cb0", "orange": "#e07b1f"}
#: The colours light enough to carry a dark seat number (the others carry a white one).
LIGHT_COLOURS = ("yellow", "green", "neutral", "orange")


def gears_layout(workers: list[dict[str, Any]],
                 seat_of: Callable[[str], int | None] = lambda colour: None,
                 owner_name: Callable[[int], str] = str,
                 last_round: bool = False) -> dict[str, Any]:
    """The drawing: ``{"gears": [gear]}`` in board order, each gear ``{"key", "name",
    "wide", "width", "height", "cx", "cy", "edge", "spots": [spot], "workers": [colour |
    None for each spot]}``; each spot ``{"spot", "x", "y"`` (where its worker stands),
    ``"nx", "ny"`` (its small number), ``"kind"`` (rules/gear_spots.py), ``"under"``,
    ``"label"``: None or ``{"lines": [(text, x, y, size)], "anchor"}`` (``size``: the
    smaller font size that line needs to fit, or None), ``"worker"``: None or ``{"colour", "seat", "fill",
    "ink", "who", "action", "now", "next", "next_spot"}``}.

    ``workers``: [{"gear", "spot", "colour"}] (neutral or players'), one per spot at most.
    ``seat_of``: the seat of a player's colour (None: no seat has it, drawn as neutral).
    ``owner_name``: a seat's name (for "back to Ana").  ``last_round``: no worker acts after
    the next turn of the calendar (``play_state.no_next_day``): each worker's ``next`` and
    ``next_spot`` are None, and ``"last_round"`` says so.  Words in the page language."""
    at = {(w["gear"], w["spot"]): w.get("colour", "neutral") for w in workers}
    gears = []
    for key in GEARS:
        geometry = _GEOMETRY[key]
        spots = []
        for spot in geometry["spots"]:
            colour = at.get((key, spot["spot"]))
            seat = None if colour in (None, "neutral") else seat_of(colour)
            spots.append(dict(spot, label=_label(key, spot),
                              worker=None if colour is None else
                              _worker(key, spot["spot"], colour, seat, owner_name,
                                      last_round)))
        gears.append(dict(geometry, name=render(names.gear(key)), spots=spots,
                          workers=[at.get((key, s["spot"])) for s in spots]))
    return {"gears": gears, "last_round": last_round}


def _worker(gear: str, spot: int, colour: str, seat: int | None,
            owner_name: Callable[[int], str], last_round: bool = False) -> dict[str, Any]:
    """A worker as drawn: its fill and number ink, the action its own spot does (for the
    pick-up form: None on 0, the free choice and under the board), what it does now and where
    the next day takes it (None in the last round: no next day), in the page language."""
    neutral = seat is None
    kind, action = spot_kind(gear, spot)
    after = None if last_round else spot_after(gear, spot, neutral)
    if last_round:
        later = None
    elif after is None:
        later = render(Msg("tzolkin.gears.falls", name=owner_name(seat)))
    else:
        later = _spot_text(gear, after)
    fill = WORKER_FILL.get(colour, WORKER_FILL["neutral"])
    who = render(Msg("tzolkin.gears.neutral")) if neutral else owner_name(seat)
    return {"colour": colour, "seat": seat, "fill": fill, "who": who,
            "ink": "#111" if colour in LIGHT_COLOURS or colour not in WORKER_FILL else "#fff",
            "action": action, "now": _spot_text(gear, spot), "next": later, "next_spot": after}


def _spot_text(gear: str, spot: int) -> str:
    """What spot ``spot`` of ``gear`` does, with its place: "Tikal 2: Build 1 building"."""
    kind, action = spot_kind(gear, spot)
    place = names.place(gear, spot)
    if kind == ENTRANCE:
        return render(Msg("tzolkin.gears.spot_entrance", place=place))
    if kind == ANY:
        return render(Msg("tzolkin.gears.spot_any", place=place, gear=names.gear(gear)))
    if kind == UNDER:
        return render(Msg("tzolkin.gears.spot_under", gear=names.gear(gear)))
    return render(names.action_with_place(gear, action))


def _label(gear: str, spot: dict[str, Any]) -> dict[str, Any] | None:
    """The spot's short label placed beside it, outside the gear: lines centred on the spot's
    direction, pushed out so that the block clears the gear's edge (its centre moves by half
    its height towards the top or bottom)."""
    message = names.spot_label(gear, spot["spot"])
    if message is None:
        return None
    lines = render(message).split("\n")
    sin, cos = spot["sin"], spot["cos"]
    reach = spot["reach"]
    x = spot["cx"] + reach * sin
    y = spot["cy"] - reach * cos
    anchor = "middle" if abs(sin) < 0.1 else ("start" if sin > 0 else "end")
    if anchor == "start":
        x += 2
        room = spot["width"] - x - 2
    elif anchor == "end":
        x -= 2
        room = x - 2
    else:
        room = 64  # clear of the labels beside it, which start 33 units off the centre
    height = LINE * len(lines)
    top = y - cos * height / 2 - height / 2
    return {"lines": [(line, round(x, 1), round(top + LINE * i + FONT * 0.95, 1),
                       _fitted_size(line, room)) for i, line in enumerate(lines)],
            "anchor": anchor}


def _fitted_size(text: str, room: float) -> float | None:
    """The font size that fits ``text`` into ``room`` user units, None when ``FONT`` does
    (a smaller font, never squeezed glyphs nor stretched ones: the width is only guessed)."""
    width = sum(FONT * _EM.get(c, 1.0 if ord(c) > 0x2000 else 0.62) for c in text)
    return None if width <= room else round(FONT * room / width, 1)


#: Widths in em of the narrow and wide Latin characters (a sans-serif, rounded up).
_EM = {**dict.fromkeys("ijlt.,:;!'| ", 0.34), **dict.fromkeys("frI()[]", 0.42),
       **dict.fromkeys("mwMW", 0.95), **dict.fromkeys("ABCDEGHKNOQRUVXY+", 0.76),
       **dict.fromkeys("0123456789", 0.64)}


def _geometry() -> dict[str, dict[str, Any]]:
    """Where each gear, spot and number is drawn (the same on every page; worked out once:
    nothing may change it)."""
    out = {}
    for key in GEARS:
        wide = key == "chichen_itza"
        width = WIDE if wide else WIDTH
        cx, ring, teeth = (width / 2 if wide else CX), RING[key], GEAR_TEETH[key]
        spots = []
        for spot in range(teeth):
            angle = 2 * math.pi * spot / teeth
            sin, cos = math.sin(angle), math.cos(angle)
            kind, _action = spot_kind(key, spot)
            spots.append({"spot": spot, "kind": kind, "under": kind == UNDER,
                          "x": round(cx + ring * sin, 1), "y": round(CY - ring * cos, 1),
                          "nx": round(cx + (ring - 18) * sin, 1),
                          "ny": round(CY - (ring - 18) * cos + NUMBER_FONT * 0.35, 1),
                          # for the label (not drawn as such)
                          "sin": sin, "cos": cos, "cx": cx, "cy": CY, "reach": ring + 15,
                          "width": width})
        out[key] = {"key": key, "wide": wide, "width": width, "height": HEIGHT, "cx": cx,
                    "cy": CY, "edge": ring + WORKER_R + 1, "spots": tuple(spots)}
    return out


_GEOMETRY = _geometry()
