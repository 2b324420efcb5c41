"""The entries a Tzolk'in move may hold: anything else is refused, never silently ignored.

A move is data from outside (a form, a hand-made request, an imported table): a placement that
carries ``"spot"``, say, may mean something its sender expected to count, so it is refused with
the entry named (issue 13, point 5) rather than placed as if the entry were not there.  The
shapes are those of turn.py's docstring (``check_move``); game.py's own moves (the starting
wealth, the end state) are checked there too.
"""
from __future__ import annotations

from typing import Any

from companion.engine import InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.message import Msg

#: Top-level entries by move type ("seat" is added by the table service).
MOVE_KEYS = {
    "beg": {"type", "seat", "temple"},
    "place": {"type", "seat", "gears", "start"},
    "pickup": {"type", "seat", "workers"},
    "calendar": {"type", "seat", "days"},
    "choose_wealth": {"type", "seat", "tiles"},
    "end_state": {"type", "seat", "document"},
}
WORKER_KEYS = {"gear", "spot", "action", "choices"}
#: The choices each action reads (turn.py's docstring).
CHOICE_KEYS = {
    "palenque": {n: {"harvest", "burn"} for n in range(1, 6)},
    "yaxchilan": {n: set() for n in range(1, 6)},
    "tikal": {1: {"techs"}, 2: {"buildings", "building"}, 3: {"techs"},
              4: {"buildings", "monument", "architecture"}, 5: {"pay", "temples"}},
    "uxmal": {1: {"temple"}, 2: {"trades"}, 3: set(), 4: {"building", "buildings", "monument"},
              5: {"copy"}},
    "chichen_itza": {n: {"resource", "theology"} for n in range(1, 10)},
}
STEP_KEYS = {"track", "pay", "temple", "gain"}
BUILD_KEYS = {"id", "discount", "reward"}
REWARD_KEYS = {"temples", "techs", "tech_bonus", "build", "trades", "action"}
BONUS_KEYS = {"temple", "gain"}
TRADE_KEYS = {"resource", "n"}
ACTION_KEYS = {"gear", "action", "choices"}
THEOLOGY_KEYS = {"pay", "temple"}


def _refuse(what: Msg, extra: set) -> None:
    keys = sorted(str(k)[:20] for k in extra)[:5]
    raise InvalidMove(Msg("tzolkin.move.unknown_keys", what=what, keys=keys))


def _only(value: Any, allowed: set, what: Msg) -> None:
    """Refuse a dict ``value`` holding an entry outside ``allowed`` (other shapes are the
    engine's to refuse)."""
    if isinstance(value, dict):
        extra = set(value) - allowed
        if extra:
            _refuse(what, extra)


def _steps(steps: Any, what: Msg) -> None:
    for step in steps if isinstance(steps, list) else [steps]:
        _only(step, STEP_KEYS, what)


def _trades(trades: Any) -> None:
    for t in trades if isinstance(trades, list) else []:
        _only(t, TRADE_KEYS, Msg("tzolkin.what.trade"))


def _reward(reward: Any, depth: int) -> None:
    _only(reward, REWARD_KEYS, Msg("tzolkin.what.reward"))
    if not isinstance(reward, dict):
        return
    _steps(reward.get("techs") or [], Msg("tzolkin.what.tech_step"))
    _only(reward.get("tech_bonus"), BONUS_KEYS, Msg("tzolkin.what.reward"))
    _build(reward.get("build"), depth + 1)
    _trades(reward.get("trades"))
    _action(reward.get("action"), depth + 1)


def _build(spec: Any, depth: int) -> None:
    _only(spec, BUILD_KEYS, Msg("tzolkin.what.building"))
    if isinstance(spec, dict) and depth < 4:
        _reward(spec.get("reward"), depth)


def _action(spec: Any, depth: int) -> None:
    """A copied action (Uxmal 5, a building's paid action): gear, action and its choices."""
    _only(spec, ACTION_KEYS, Msg("tzolkin.what.copied_action"))
    if isinstance(spec, dict) and depth < 4:
        _choices(spec.get("gear"), spec.get("action"), spec.get("choices"), depth + 1,
                 Msg("tzolkin.what.copied_action"))


def _choices(gear: Any, action: Any, choices: Any, depth: int, what: Msg) -> None:
    allowed = CHOICE_KEYS.get(gear, {}).get(action) if isinstance(action, int) else None
    if allowed is None or not isinstance(choices, dict):
        return
    _only(choices, allowed, what)
    _steps(choices.get("techs") or [], Msg("tzolkin.what.tech_step"))
    builds = choices.get("buildings")
    for b in builds if isinstance(builds, list) else []:
        _build(b, depth)
    _build(choices.get("building"), depth)
    _only(choices.get("monument"), {"id"}, Msg("tzolkin.what.monument"))
    _trades(choices.get("trades"))
    _action(choices.get("copy"), depth)
    _only(choices.get("theology"), THEOLOGY_KEYS, Msg("tzolkin.what.theology_2"))


def check_move(move: Any) -> None:
    """Refuse (InvalidMove) a move holding an entry its type does not read, naming the part
    ("the worker on Tikal 2") and the entries.  A move of an unknown type or a wrong shape is
    left to the engine, which refuses it with its own message."""
    if not isinstance(move, dict):
        return
    kind = move.get("type")
    allowed = MOVE_KEYS.get(kind) if isinstance(kind, str) else None
    if allowed is None:
        return
    _only(move, allowed, Msg(f"tzolkin.what.move_{kind}"))
    if kind != "pickup" or not isinstance(move.get("workers"), list):
        return
    for w in move["workers"]:
        if not isinstance(w, dict):
            continue
        gear, spot = w.get("gear"), w.get("spot")
        here = N.place(gear, spot) if isinstance(gear, str) and isinstance(spot, int) and gear in \
            CHOICE_KEYS else None
        _only(w, WORKER_KEYS, Msg("tzolkin.what.worker", place=here) if here else
              Msg("tzolkin.what.move_pickup"))
        action = w.get("action")
        if here is not None and isinstance(action, int):
            _choices(gear, action, w.get("choices"), 0,
                     Msg("tzolkin.what.choices", action=N.place(gear, action)))
