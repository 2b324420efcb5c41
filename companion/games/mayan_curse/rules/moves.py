"""Mayan Curse's moves as they are entered: ``parse_move(seat, data)`` normalizes a payload or
raises ``InvalidMove`` (a bad shape, never a rule: the rules are play.py's).  Move shapes:
docs/formats/mayan_curse.md.

Moves (``seat`` 0-based; every move dict carries ``"seat"``; a key a move never has is
refused):

* ``{"type": "draw", "seat", "stones": [label, label, label]}`` in phase "draw" at a table
  that draws real stones (``pouch_mode`` "table"): the three stones this seat drew (labels as
  the set names its stones: "dog", "dog/jaguar"), checked against the box only, never
  against what the others entered; a seat may enter them again while the draw lasts.  When
  every adventurer still in the passage has entered three and the kinds add up to the set,
  phase -> "turns"; if they do not, the draw stays open with ``draw_conflict`` (the host
  screen settles it without saying who holds what).
* ``{"type": "draw", "seat"}`` at a table whose app is the pouch (``pouch_mode`` "app"): the
  engine draws the seat's three stones from the pouch with the chance outcomes of the table's
  draw seed, the round and the seat (draw.py).  A draw recorded before the engine drew them
  holds its three outcomes, ``"draws": [n, n, n]`` (whole numbers below ``DRAW_LIMIT``), and
  keeps its stones when replayed.
* ``{"type": "clear_draws", "seat": None}`` (the host): every stone back into the pouch, the
  draw starts again.
* ``{"type": "turn", "seat", "backpack": None | {"item": "machete"|"map"|"compass"|"elixir",
  "to": pos (map/compass)}, "slides": [{"row": r, "by": n} | {"tier": t, "by": n}, ...],
  "moves": [segment, ...]}`` by the seat whose turn it is, in phase "turns".  A segment is
  ``{"stones": [i] | [i, j], "symbol": s, "direction": d, "distance": n, "machete": bool}``
  (i, j = indices in the seat's hand; d = "up" (toward the temple) | "down" | "left" |
  "right") or ``{"to": {"row", "col"}}`` (free movement on the relay board one stands on).
  ``by`` > 0 slides right (seen from the entrance) / turns a tier clockwise (seen from above).
  After the last turn of a round the boulders roll (boulders.py) and the next round starts.
* ``{"type": "show_turn", ...the turn's keys}``: the seat whose turn it is shows the turn it
  built on the host screen before playing it (``state["shown_turn"]``: where it ends, what it
  takes, which boulders it releases and where they roll; never its stones).
* ``{"type": "stela_value", "seat", "stela": id, "value": v}``: the owner enters the knowledge
  printed under a stela taken (hidden from the other seats until the end); after the end
  only a value not yet entered (the stelae are then revealed).

Positions: ``{"row", "col"}`` on the passage, ``{"tier": 1..6, "index": i}`` in the temple
(index = space on that tier board; it turns with the tier).
"""
from __future__ import annotations

from typing import Any

from companion.engine import InvalidMove
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.movement import DIRECTIONS, pos_dict
from companion.games.mayan_curse.rules.setup import BACKPACK_ITEMS
from companion.message import Msg

#: Stones in a hand (「ステップ1:ドロー」: three).
HAND = 3
#: The keys each kind of move has (「a key a move never has is refused」).
_KEYS = {"draw": {"type", "seat", "stones", "draws"}, "stela_value": {"type", "seat", "stela",
                                                                     "value"},
         "turn": {"type", "seat", "backpack", "slides", "moves"},
         "show_turn": {"type", "seat", "backpack", "slides", "moves"},
         "clear_draws": {"type", "seat"}}
_SEGMENT_KEYS = {"stones", "symbol", "direction", "distance", "machete"}
#: The chance outcomes of a draw are whole numbers below this.
DRAW_LIMIT = 2 ** 31


def is_int(x: Any) -> bool:
    """Whether ``x`` is a whole number (``True`` and ``False`` are not)."""
    return isinstance(x, int) and not isinstance(x, bool)


# ---------------------------------------------------------------- parse
def _unknown(part: Msg, extra: list) -> InvalidMove:
    """The refusal of entries no Mayan Curse move reads (issue 13 item 5), naming the part of
    the move and the entries (each cut to 20 characters, at most 5 named)."""
    keys = sorted(str(k)[:20] for k in extra)
    return InvalidMove(Msg("mayan_curse.move.unknown_keys", count=len(keys), what=part,
                           keys=", ".join(keys[:5]) + (" …" if len(keys) > 5 else "")))


def _no_other_keys(data: dict, allowed: set[str], part: Msg | None = None) -> None:
    """``InvalidMove`` when ``data`` holds a key outside ``allowed``: never ignored."""
    extra = [k for k in data if k not in allowed]
    if extra:
        raise _unknown(part or Msg("mayan_curse.part.move"), extra)


def _parse_pos(data: Any, where: Msg) -> tuple:
    """A position tuple from its JSON form; ``InvalidMove(where)`` when it is none."""
    if isinstance(data, dict) and "tier" in data:
        t, i = data.get("tier"), data.get("index")
        if is_int(t) and is_int(i) and set(data) == {"tier", "index"}:
            return ("t", t, i)
    if isinstance(data, dict) and is_int(data.get("row")) and is_int(
            data.get("col")) and set(data) == {"row", "col"}:
        return ("p", data["row"], data["col"])
    raise InvalidMove(where)


def parse_move(seat: int | None, data: Any) -> dict[str, Any]:
    """A normalized move (shapes in the module docstring) or ``InvalidMove``."""
    if not isinstance(data, dict):
        raise InvalidMove(Msg("mayan_curse.move.unreadable"))
    kind = data.get("type")
    if not isinstance(kind, str):  # a list or an object is no move type (nor a dict key)
        raise InvalidMove(Msg("mayan_curse.move.unknown_type"))
    if kind == "clear_draws":
        _no_other_keys(data, _KEYS[kind])
        return {"type": "clear_draws", "seat": None}
    if seat is None:
        raise InvalidMove(Msg("mayan_curse.move.no_seat"))
    if kind not in _KEYS:
        raise InvalidMove(Msg("mayan_curse.move.unknown_type"))
    _no_other_keys(data, _KEYS[kind])
    if kind == "draw":
        if "draws" in data:
            draws = data["draws"]
            if "stones" in data or not isinstance(draws, list) or len(draws) != HAND or not all(
                    is_int(x) and 0 <= x < DRAW_LIMIT for x in draws):
                raise InvalidMove(Msg("mayan_curse.draw.three_stones"))
            return {"type": "draw", "seat": seat, "draws": list(draws)}
        if "stones" not in data:                 # the app's pouch: the engine draws
            return {"type": "draw", "seat": seat}
        stones = data.get("stones")
        if not isinstance(stones, list) or len(stones) != HAND or not all(
                isinstance(x, str) for x in stones):
            raise InvalidMove(Msg("mayan_curse.draw.three_stones"))
        return {"type": "draw", "seat": seat, "stones": list(stones)}
    if kind == "stela_value":
        if not isinstance(data.get("stela"), str) or not is_int(data.get("value")):
            raise InvalidMove(Msg("mayan_curse.stela.value_needed"))
        return {"type": "stela_value", "seat": seat, "stela": data["stela"],
                "value": data["value"]}
    return {"type": kind, "seat": seat, **parse_turn(data)}


def parse_turn(data: dict[str, Any]) -> dict[str, Any]:
    """The ``backpack``, ``slides`` and ``moves`` of a turn, normalized; ``InvalidMove``."""
    bp = data.get("backpack")
    if bp is not None:
        if not isinstance(bp, dict) or bp.get("item") not in BACKPACK_ITEMS:
            raise InvalidMove(Msg("mayan_curse.backpack.unknown_item"))
        _no_other_keys(bp, {"item", "to"}, Msg("mayan_curse.part.backpack"))
        item = bp["item"]
        if item in ("map", "compass"):
            bp = {"item": item, "to": pos_dict(_parse_pos(bp.get("to"), Msg(
                "mayan_curse.backpack.bad_space", item=names.item(item))))}
        elif "to" in bp:
            raise _unknown(Msg("mayan_curse.part.backpack"), ["to"])
        else:
            bp = {"item": item}
    slides = data.get("slides") or []
    if not isinstance(slides, list):
        raise InvalidMove(Msg("mayan_curse.slide.unreadable"))
    out_slides = []
    for k, sl in enumerate(slides):
        if not isinstance(sl, dict) or not is_int(sl.get("by")) or sl["by"] == 0:
            raise InvalidMove(Msg("mayan_curse.slide.bad_by", n=k + 1))
        if is_int(sl.get("row")) and set(sl) == {"row", "by"}:
            out_slides.append({"row": sl["row"], "by": sl["by"]})
        elif is_int(sl.get("tier")) and set(sl) == {"tier", "by"}:
            out_slides.append({"tier": sl["tier"], "by": sl["by"]})
        elif set(sl) - {"row", "tier", "by"}:
            raise _unknown(Msg("mayan_curse.part.slide", n=k + 1),
                           list(set(sl) - {"row", "tier", "by"}))
        else:
            raise InvalidMove(Msg("mayan_curse.slide.bad_what", n=k + 1))
    moves = data.get("moves") or []
    if not isinstance(moves, list):
        raise InvalidMove(Msg("mayan_curse.segment.unreadable"))
    return {"backpack": bp, "slides": out_slides,
            "moves": [_parse_segment(k, m) for k, m in enumerate(moves)]}


def _parse_segment(k: int, m: Any) -> dict[str, Any]:
    if not isinstance(m, dict):
        raise InvalidMove(Msg("mayan_curse.segment.not_readable", n=k + 1))
    if "to" in m:
        _no_other_keys(m, {"to"}, Msg("mayan_curse.part.segment", n=k + 1))
        return {"to": pos_dict(_parse_pos(m["to"], Msg("mayan_curse.segment.bad_space",
                                                       n=k + 1)))}
    _no_other_keys(m, _SEGMENT_KEYS, Msg("mayan_curse.part.segment", n=k + 1))
    stones = m.get("stones")
    if not isinstance(stones, list) or len(stones) not in (1, 2) or not all(
            is_int(i) for i in stones) or len(set(stones)) != len(stones):
        raise InvalidMove(Msg("mayan_curse.segment.stones", n=k + 1))
    if m.get("direction") not in DIRECTIONS:
        raise InvalidMove(Msg("mayan_curse.segment.direction", n=k + 1))
    if not is_int(m.get("distance")) or m["distance"] < 1:
        raise InvalidMove(Msg("mayan_curse.segment.distance", n=k + 1))
    if not isinstance(m.get("symbol"), str):
        raise InvalidMove(Msg("mayan_curse.segment.symbol", n=k + 1))
    if not isinstance(m.get("machete", False), bool):
        raise InvalidMove(Msg("mayan_curse.segment.machete", n=k + 1))
    return {"stones": sorted(stones), "symbol": m["symbol"], "direction": m["direction"],
            "distance": m["distance"], "machete": m.get("machete", False)}

