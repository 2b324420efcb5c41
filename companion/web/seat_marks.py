"""Seat marks for colour-blind players: each seat has a shape as well as its colour.

Seat 1 (index 0) is a circle, seat 2 a square, then a triangle, a diamond, a star and a
cross (Mayan Curse seats up to six players, the other games fewer).  Every place a seat is
drawn shows its shape and its number (1-based, as on the table) beside or inside its colour,
so that two seats whose colours look alike still differ.  The marks are drawn by the macros
of templates/_seat_mark.html (HTML) and by :func:`shape_points` (SVG drawings such as the
Tzolk'in gears); static/css/seat_marks.css holds their CSS shapes.
"""
from __future__ import annotations

import math

from flask import Flask

#: The shape of each seat, by seat index (0-based).
SHAPES = ("circle", "square", "triangle", "diamond", "star", "cross")


def _star() -> tuple[tuple[float, float], ...]:
    points = []
    for k in range(10):
        radius = 1.3 if k % 2 == 0 else 0.78
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return tuple(points)


#: Each shape as a polygon around (0, 0) of about radius 1 (y down); the circle has none.
_UNIT = {
    "square": ((-0.88, -0.88), (0.88, -0.88), (0.88, 0.88), (-0.88, 0.88)),
    "triangle": ((0.0, -1.35), (1.3, 0.9), (-1.3, 0.9)),
    "diamond": ((0.0, -1.25), (1.25, 0.0), (0.0, 1.25), (-1.25, 0.0)),
    "star": _star(),
    "cross": ((-0.5, -1.15), (0.5, -1.15), (0.5, -0.5), (1.15, -0.5), (1.15, 0.5), (0.5, 0.5),
              (0.5, 1.15), (-0.5, 1.15), (-0.5, 0.5), (-1.15, 0.5), (-1.15, -0.5),
              (-0.5, -0.5)),
}


def seat_shape(seat: int) -> str:
    """The shape name of seat ``seat`` (0-based index), one of :data:`SHAPES`; seats past the
    sixth take the shapes again in turn."""
    return SHAPES[int(seat) % len(SHAPES)]


def shape_points(seat: int, x: float, y: float, r: float) -> str | None:
    """The SVG ``points`` of seat ``seat``'s shape centred on (``x``, ``y``) with about
    radius ``r`` (user units); None for the circle (drawn as a ``<circle>``)."""
    unit = _UNIT.get(seat_shape(seat))
    if unit is None:
        return None
    return " ".join(f"{x + ux * r:.1f},{y + uy * r:.1f}" for ux, uy in unit)


def seat_of_colour(players, colour: str) -> int | None:
    """The index of the first player (objects or dicts with a ``colour``) of ``colour``;
    None when no player has it (a neutral worker)."""
    for i, p in enumerate(players or ()):
        c = p.get("colour") if isinstance(p, dict) else getattr(p, "colour", None)
        if c == colour:
            return i
    return None


def register(app: Flask) -> None:
    """Make the seat-mark helpers template globals."""
    app.add_template_global(seat_shape, "seat_shape")
    app.add_template_global(shape_points, "seat_shape_points")
    app.add_template_global(seat_of_colour, "seat_of_colour")
