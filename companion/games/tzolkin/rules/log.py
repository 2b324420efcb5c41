"""Tzolk'in's move log lines: what a turn's move did, as the table would say it.

``move_line(move, state_before)``: who begged, turned the calendar, placed where (spots as
printed, corn paid) or picked up whom, with which action and what was chosen (the technology,
the building named by its tile, the harvest, the temple, the trades...).  ``describe_move``
(turn.py, which applies the move) adds what the round's end then did (the food day: corn paid, workers unfed, the temples'
goods, VP and bonuses; workers falling off): the log keeps it with the move that ended the
round.  Messages only (``Msg``): the page says them in its reader's language.
"""
from __future__ import annotations

from typing import Any

from companion.engine import IllegalMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.components import GEARS, RESOURCES, TECHNOLOGIES, TEMPLES
from companion.games.tzolkin.rules.play_state import (
    current_seat, is_int, placement_cost, player_name,
)
from companion.message import Msg


def sentences(msgs: list[Msg]) -> Msg:
    """Several sentences as one message, one after another (nested two by two, so that a
    long food day stays shallow in the stored log)."""
    if len(msgs) == 1:
        return msgs[0]
    mid = len(msgs) // 2
    return Msg("tzolkin.log.then", first=sentences(msgs[:mid]), then=sentences(msgs[mid:]))


def move_line(move: dict, state_before: dict) -> Msg:
    """What the move itself did (see the module docstring)."""
    seat = current_seat(state_before)
    who = player_name(state_before, seat) if seat is not None else Msg("tzolkin.player.someone")
    kind = move.get("type") if isinstance(move, dict) else None
    if kind == "beg" and move.get("temple") in TEMPLES:
        return Msg("tzolkin.log.beg", name=who, temple=N.temple(move["temple"]))
    if kind == "calendar" and is_int(move.get("days")):
        return Msg("tzolkin.log.calendar", name=who, days=move["days"])
    if kind == "place":
        listed = move.get("gears")
        gears = [g for g in listed if g in GEARS] if isinstance(listed, list) else []
        try:
            cost, spots = placement_cost(state_before, seat, gears, bool(move.get("start")))
        except (IllegalMove, KeyError, TypeError):
            return Msg("tzolkin.log.place_gears", name=who, places=[N.gear(g) for g in gears])
        # the workers go on each gear's lowest free spots whatever the order listed: in gear order
        places = [N.place(g, spot) for g, spot in sorted(spots, key=lambda gs: (
            GEARS.index(gs[0]), gs[1]))]
        places += [N.start_space()] if move.get("start") else []
        paid = min(cost, state_before["seats"][seat]["corn"])
        return Msg("tzolkin.log.place", name=who, count=len(places), places=places, corn=paid)
    if kind == "pickup":
        parts = []
        listed = move.get("workers")
        for e in listed if isinstance(listed, list) else []:
            if not isinstance(e, dict) or e.get("gear") not in GEARS or not is_int(e.get("spot")):
                continue
            here, a = N.place(e["gear"], e["spot"]), e.get("action")
            if not is_int(a):
                parts.append(Msg("tzolkin.log.worker_no_action", place=here))
                continue
            action = N.action(e["gear"], a)
            chosen = chosen_parts(e["gear"], a, e.get("choices"))
            if chosen:
                action = Msg("tzolkin.log.action_chose", action=action, chosen=chosen)
            if a == e["spot"]:
                parts.append(Msg("tzolkin.log.worker_action", place=here, action=action))
            else:
                parts.append(Msg("tzolkin.log.worker_other_action", place=here,
                                 target=N.place(e["gear"], a), action=action))
        return Msg("tzolkin.log.pickup", name=who, workers=parts)
    return Msg("tzolkin.log.other", name=who)


def _step(spec: Any) -> Msg | None:
    if isinstance(spec, str):
        spec = {"track": spec}
    if not isinstance(spec, dict) or spec.get("track") not in TECHNOLOGIES:
        return None
    return N.step_up(N.tech(spec["track"]))


def _building(spec: Any) -> list[Msg | str]:
    bid = spec.get("id") if isinstance(spec, dict) else spec
    if not isinstance(bid, str):
        return []
    out: list[Msg | str] = [N.building(bid)]
    reward = spec.get("reward") if isinstance(spec, dict) else None
    if isinstance(reward, dict):
        out += _reward(reward)
    return out


def _reward(reward: dict) -> list[Msg | str]:
    out: list[Msg | str] = []
    for t in reward.get("temples") or [] if isinstance(reward.get("temples"), list) else []:
        if t in TEMPLES:
            out.append(N.step_up(N.temple(t)))
    for spec in reward.get("techs") or [] if isinstance(reward.get("techs"), list) else []:
        step = _step(spec)
        if step:
            out.append(step)
    if reward.get("build"):
        out += _building(reward["build"])
    out += _trades(reward.get("trades"))
    action = reward.get("action")
    if isinstance(action, dict) and action.get("gear") in GEARS and is_int(action.get("action")):
        out.append(N.action_with_place(action["gear"], action["action"]))
    return out


def _trades(trades: Any) -> list[Msg]:
    out = []
    for t in trades if isinstance(trades, list) else []:
        if isinstance(t, dict) and t.get("resource") in RESOURCES and is_int(t.get("n")):
            n = t["n"]
            out.append(Msg("tzolkin.log.bought" if n > 0 else "tzolkin.log.sold",
                           goods=N.goods(t["resource"], abs(n))))
    return out


def chosen_parts(gear: str, action: int, choices: Any) -> list[Msg | str]:
    """What a worker's choices were, as the table says them: [Agriculture +1, the building
    “…” (green frame), Chaac +1, sold 2 wood, …] (empty when the action asks nothing)."""
    if not isinstance(choices, dict):
        return []
    out: list[Msg | str] = []
    if gear == "palenque":
        if choices.get("burn") in TEMPLES:
            out.append(Msg("tzolkin.log.burned", temple=N.temple(choices["burn"])))
        elif choices.get("harvest") in ("corn", "wood") and action >= 3:
            out.append(Msg(f"tzolkin.harvest.{choices['harvest']}"))
    elif gear == "tikal" and action in (1, 3):
        steps = choices.get("techs")
        for spec in steps if isinstance(steps, list) else [steps]:
            step = _step(spec)
            if step:
                out.append(step)
    elif gear == "tikal" and action in (2, 4) or (gear, action) == ("uxmal", 4):
        if choices.get("monument") is not None:
            mid = choices["monument"]
            mid = mid.get("id") if isinstance(mid, dict) else mid
            if isinstance(mid, str):
                out.append(N.monument(mid))
        builds = choices.get("buildings")
        for b in builds if isinstance(builds, list) else []:
            out += _building(b)
        second = builds[1] if isinstance(builds, list) and len(builds) == 2 else None
        if isinstance(second, dict) and (choices.get("architecture") == second.get("id") or (
                second.get("discount") and choices.get("architecture") is None)):
            # Tikal 4: the Architecture effects on the second building (the first is usual)
            out.append(Msg("tzolkin.log.architecture_to", building=N.building(second.get("id"))))
        if choices.get("building"):
            out += _building(choices["building"])
    elif gear == "tikal":
        temples = choices.get("temples")
        for t in temples if isinstance(temples, list) else []:
            if t in TEMPLES:
                out.append(N.step_up(N.temple(t)))
    elif (gear, action) == ("uxmal", 1) and choices.get("temple") in TEMPLES:
        out.append(N.step_up(N.temple(choices["temple"])))
    elif (gear, action) == ("uxmal", 2):
        out += _trades(choices.get("trades"))
    elif (gear, action) == ("uxmal", 5):
        copy = choices.get("copy")
        if isinstance(copy, dict) and copy.get("gear") in GEARS and is_int(copy.get("action")):
            out.append(N.action_with_place(copy["gear"], copy["action"]))
            out += chosen_parts(copy["gear"], copy["action"], copy.get("choices"))
    elif gear == "chichen_itza":
        if choices.get("resource") in RESOURCES:
            out.append(N.goods(choices["resource"], 1))
        theo = choices.get("theology")
        if isinstance(theo, dict) and theo.get("temple") in TEMPLES:
            out.append(N.step_up(N.temple(theo["temple"])))
    return out
