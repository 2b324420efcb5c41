"""Mayan Curse's turn as the phone's builder carries it: the steps in an address (``turn``)
and the forms that post the turn built (``TurnForm``) or show it on the host screen first
(``ShowTurnForm``).  The pages of the builder are builder.py's.

``turn`` is a list of steps joined by "_", each step's parts joined by "." (never shown; a
table's own symbol ids are given by their place in its set's list)::

    b.machete  b.elixir  b.map.ROW.COL  b.compass.ROW.COL     a backpack item
    s.r.ROW.BY  s.t.TIER.BY                                  a slide (BY: -4 .. 4)
    m.STONES.SYMBOL.DIR.DISTANCE                             a line: stones "0" or "01",
    w.STONE.SYMBOL.DIR.DISTANCE                                (w: with the machete), DIR u d l r
    f.p.ROW.COL  f.t.TIER.INDEX                              a free step

``decode`` raises ``ValueError`` for anything else (the page then starts the turn afresh and
says so).  Positions are the engine's (docs/formats/mayan_curse.md).
"""
from __future__ import annotations

import re
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import StringField
from wtforms.validators import Length, ValidationError

from companion.games.mayan_curse.rules import turn_steps
from companion.games.mayan_curse.rules.moves import parse_move
from companion.inputs import number, signed
from companion.web.forms import VersionedForm

MAX_STEPS = 24
MAX_LENGTH = 600
_DIR = {"up": "u", "down": "d", "left": "l", "right": "r"}
_DIR_BACK = {v: k for k, v in _DIR.items()}
_TOKEN = re.compile(r"^[a-z0-9.\-]{1,40}$")


# ---------------------------------------------------------------- the steps in an address
def encode_step(step: dict[str, Any], comps: dict[str, Any]) -> str:
    """One step (turn_steps.add_step's shape) as a token of ``turn``."""
    kind = step["kind"]
    if kind == "item":
        return f"b.{step['item']}"
    if kind == "jump":
        return f"b.{step['item']}.{step['to']['row']}.{step['to']['col']}"
    if kind == "slide":
        board = "r" if "row" in step else "t"
        return f"s.{board}.{step.get('row', step.get('tier'))}.{step['by']}"
    if kind == "free":
        to = step["to"]
        return f"f.t.{to['tier']}.{to['index']}" if "tier" in to else f"f.p.{to['row']}.{to['col']}"
    symbol = comps["symbols"].index(step["symbol"])
    stones = "".join(str(i) for i in step["stones"])
    head = "w" if step["machete"] else "m"
    return f"{head}.{stones}.{symbol}.{_DIR[step['direction']]}.{step['distance']}"


def encode(steps: list[dict[str, Any]], comps: dict[str, Any]) -> str:
    """Steps as the ``turn`` value."""
    return "_".join(encode_step(s, comps) for s in steps)


def _num(text: str, signed_ok: bool = False) -> int:
    value = signed(text, digits=3) if signed_ok else number(text, digits=3)
    if value is None:
        raise ValueError(text)
    return value


def decode_step(token: str, comps: dict[str, Any]) -> dict[str, Any]:
    """A ``turn`` token as a step; ``ValueError`` if it is none."""
    if not _TOKEN.match(token):
        raise ValueError(token)
    parts = token.split(".")
    head = parts[0]
    if head == "b" and len(parts) == 2 and parts[1] in ("machete", "elixir"):
        return {"kind": "item", "item": parts[1]}
    if head == "b" and len(parts) == 4 and parts[1] in ("map", "compass"):
        return {"kind": "jump", "item": parts[1],
                "to": {"row": _num(parts[2]), "col": _num(parts[3], True)}}
    if head == "s" and len(parts) == 4 and parts[1] in ("r", "t"):
        by = _num(parts[3], True)
        return {"kind": "slide", ("row" if parts[1] == "r" else "tier"): _num(parts[2]),
                "by": by}
    if head == "f" and len(parts) == 4 and parts[1] in ("p", "t"):
        if parts[1] == "p":
            return {"kind": "free", "to": {"row": _num(parts[2]), "col": _num(parts[3], True)}}
        return {"kind": "free", "to": {"tier": _num(parts[2]), "index": _num(parts[3])}}
    if head in ("m", "w") and len(parts) == 5 and parts[3] in _DIR_BACK:
        stones = [_num(ch) for ch in parts[1]]
        if not 1 <= len(stones) <= 2 or (head == "w" and len(stones) != 1):
            raise ValueError(token)
        symbol = _num(parts[2])
        if symbol >= len(comps["symbols"]):
            raise ValueError(token)
        return {"kind": "line", "stones": stones, "symbol": comps["symbols"][symbol],
                "direction": _DIR_BACK[parts[3]], "distance": _num(parts[4]),
                "machete": head == "w"}
    raise ValueError(token)


def decode(text: str, comps: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps of a ``turn`` value; ``ValueError`` for a value no page made."""
    text = (text or "").strip()
    if not text:
        return []
    if len(text) > MAX_LENGTH:
        raise ValueError("long")
    tokens = text.split("_")
    if len(tokens) > MAX_STEPS:
        raise ValueError("steps")
    return [decode_step(t, comps) for t in tokens]


def partial_of(steps: list[dict[str, Any]], seat: int | None) -> dict[str, Any]:
    """The turn move the steps make (normalized by the engine's parser: a bad shape raises
    InvalidMove)."""
    move: dict[str, Any] = {"type": "turn", "seat": seat, "backpack": None, "slides": [],
                            "moves": []}
    for step in steps:
        move = turn_steps.add_step(move, step)
    return parse_move(seat, {k: v for k, v in move.items() if k != "seat"})


def steps_of_move(move: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps that build a turn move (its backpack item first)."""
    steps: list[dict[str, Any]] = []
    bp = move.get("backpack")
    if bp:
        steps.append({"kind": "jump", "item": bp["item"], "to": dict(bp["to"])} if "to" in bp
                     else {"kind": "item", "item": bp["item"]})
    steps += [{"kind": "slide", **sl} for sl in move.get("slides", [])]
    for m in move.get("moves", []):
        steps.append({"kind": "free", "to": dict(m["to"])} if "to" in m
                     else {"kind": "line", **m})
    return steps


# ---------------------------------------------------------------- the forms that post a turn
def _check_steps(form, field) -> None:
    try:
        steps = decode(field.data or "", form.comps)
        partial_of(steps, 0)
    except ValueError:        # InvalidMove is one too
        raise ValidationError(_l("This turn could not be read: build it again.")) from None


class TurnForm(VersionedForm):
    """Play the turn built (hidden ``steps``: the ``turn`` value)."""

    steps = StringField(validators=[Length(max=MAX_LENGTH), _check_steps])


class ShowTurnForm(VersionedForm):
    """Show the turn built on the host screen before playing it."""

    steps = StringField(validators=[Length(max=MAX_LENGTH), _check_steps])


def turn_form(cls, state: dict[str, Any], prefix: str, bound: bool, steps: str = ""):
    """A ``TurnForm`` / ``ShowTurnForm`` for ``state`` (its set reads the symbols)."""
    form = cls(prefix=prefix, **({} if bound else {"formdata": None}))
    form.comps = state["components"]
    if not bound:
        form.steps.data = steps
    return form


def turn_data(form, kind: str = "turn") -> dict[str, Any]:
    """The move payload of a valid turn form."""
    move = partial_of(decode(form.steps.data or "", form.comps), 0)
    return {"type": kind, "backpack": move["backpack"], "slides": move["slides"],
            "moves": move["moves"]}
