"""Tzolk'in's calendar: the end of a round, the food days and the turning of the calendar.

Seed 003 「スタート枠と暦の回転」 (corn on the teeth, the start space, turning 1 or 2 days),
「4回の食料日と神殿の報酬」 (feeding, Age II, the temples' rewards and majority bonuses) and
「終了と後半の手番例」 (the end).  Readings: docs/rulings/tzolkin-engine.md E1-E6, E20-E23.
Part of the rules engine (turn.py calls ``end_of_round`` after a round's last turn and
``calendar_choice`` for the start space holder's choice); it never builds a sentence: what it
did is told in the state's ``report`` (notices, ``Msg`` JSON) and ``food_day_report`` (the last
food day, kept until the next one).
"""
from __future__ import annotations

from companion.engine import InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.components import GEARS, GEAR_TEETH, TEMPLES, load_components
from companion.games.tzolkin.rules.play_state import (
    FOOD_DAY_TEETH, end_state_document, is_int, player_name, round_order, top_spot,
)
from companion.games.tzolkin.rules.vp_sources import add_vp
from companion.message import Msg


def double_advance_allowed(state: dict) -> bool:
    """Whether the start space holder may turn the calendar 2 days (seed 「スタート枠と暦の回転」):
    their board shows its light side and no player's worker stands on 6 of a normal gear or 9
    of Chichen Itza (it would fall although one day would keep it)."""
    holder = state["start_space"]
    if holder is None or not state["seats"][holder]["light_side"]:
        return False
    for g in GEARS:
        edge = top_spot(g) - 1
        if any(w["owner"] != "neutral" and w["spot"] == edge for w in state["gears"][g]):
            return False
    return True


def end_of_round(s: dict) -> None:
    """All players have moved: the food day if due, then the calendar (seed 「スタート枠と暦の回転」,
    「4回の食料日と神殿の報酬」)."""
    done = s["food_days_done"]
    if done < 4 and s["day"] >= FOOD_DAY_TEETH[done]:
        food_day(s, done + 1)
    if s["food_days_done"] < 4 and double_advance_allowed(s):
        s["pending"] = {"type": "calendar", "seat": s["start_space"]}
        return
    _advance(s, 1)


def calendar_choice(s: dict, seat: int, move: dict) -> None:
    days = move.get("days")
    if not is_int(days) or days not in (1, 2):
        raise InvalidMove(Msg("tzolkin.calendar.days"))
    if days == 2:
        s["seats"][seat]["light_side"] = False
    s["pending"] = None
    _advance(s, days)


def _advance(s: dict, days: int) -> None:
    """Turn the calendar ``days`` days: corn on the tooth if the start space is empty, every
    worker one spot further per day (players' workers past the last spot fall back to hand;
    neutral ones keep turning), the start space worker returns, the start player passes, the
    next round begins; after the 4th food day this last turn ends the game (``phase`` "over",
    ``end_state`` = ``end_state_document``, what scoring.py scores)."""
    if s["start_space"] is None and s["food_days_done"] < 4:
        s["corn_on_teeth"] += 1
    for _ in range(days):
        for g in GEARS:
            kept = []
            for w in s["gears"][g]:
                w["spot"] += 1
                if w["owner"] == "neutral":
                    w["spot"] %= GEAR_TEETH[g]
                    kept.append(w)
                elif w["spot"] > top_spot(g):
                    s["seats"][w["owner"]]["workers_hand"] += 1
                    s["report"].append(Msg("tzolkin.notice.falls", name=player_name(s, w["owner"]),
                                           gear=N.gear(g)).to_json())
                else:
                    kept.append(w)
            s["gears"][g] = kept
    s["day"] += days
    holder = s["start_space"]
    if holder is not None:
        s["seats"][holder]["workers_hand"] += 1
        s["start_space"] = None
        n = len(s["seats"])
        s["start_player"] = (holder + 1) % n if holder == s["start_player"] else holder
    if s["food_days_done"] >= 4:
        s["phase"] = "over"
        s["end_state"] = end_state_document(s)
        s["report"].append(Msg("tzolkin.notice.over").to_json())
        return
    s["round"] += 1
    s["turn"] = {"order": round_order(s), "index": 0, "begged": False}


def food_need(seat: dict) -> tuple[int, int]:
    """(workers to feed, corn per worker) after the farms (seed 「建物の絵と食料軽減」): free_workers
    farms feed that many for nothing, each all_minus farm lowers every worker's need by 1."""
    workers = 6 - seat["workers_unhired"]
    free = sum(f.get("free_workers", 0) for f in seat["farms"])
    minus = sum(f.get("all_minus", 0) for f in seat["farms"])
    return max(0, workers - free), max(0, 2 - minus)


def food_day(s: dict, number: int) -> None:
    """Food day ``number`` (1-4) (seed 「4回の食料日と神殿の報酬」): each player feeds all hired
    workers (hand, gears, start space) as far as the corn goes, no half-feeding, −3 VP per
    unfed worker; after the 2nd, Age II buildings replace the row; then the temples pay:
    days 1 and 3 the resources and skulls of the step and all below (skulls only if the bank
    has one for everyone due one), days 2 and 4 the step's VP plus the majority bonus (Age I on
    day 2, Age II on day 4; tied leaders each get half).  Mutates ``s``.

    What it did is told, player by player, in ``report`` (the notices of the move that ended
    the round) and kept in ``food_day_report`` ({"number", "round", "lines": [Msg JSON]})
    until the next food day: the corn paid, the workers unfed, the goods, VP and bonuses."""
    comps = load_components()
    lines: list[Msg] = [Msg("tzolkin.notice.food_day_held", number=number, round=s["round"])]
    for i, p in enumerate(s["seats"]):
        need, each = food_need(p)
        free = (6 - p["workers_unhired"]) - need
        if each == 0 or need == 0:
            lines.append(Msg("tzolkin.notice.fed_by_farms", name=player_name(s, i)))
            continue
        fed = min(need, p["corn"] // each)
        p["corn"] -= fed * each
        if fed and free:
            lines.append(Msg("tzolkin.notice.fed_farms", name=player_name(s, i), fed=fed,
                             corn=fed * each, free=free))
        elif fed:
            lines.append(Msg("tzolkin.notice.fed", name=player_name(s, i), fed=fed, corn=fed * each))
        unfed = need - fed
        if unfed:
            add_vp(p, "food_days", -3 * unfed)
            lines.append(Msg("tzolkin.notice.unfed", name=player_name(s, i), unfed=unfed,
                             vp=3 * unfed))
    if number == 2:
        s["age"] = 2
        deck = s["building_decks"]["2"]
        s["buildings_row"] = deck[:6]
        s["building_decks"]["2"] = deck[6:]
        lines.append(Msg("tzolkin.notice.age_2"))
    if number in (1, 3):
        lines += _resource_day(s, comps)
    else:
        lines += _vp_day(s, comps, 0 if number == 2 else 1)
    s["food_days_done"] = number
    s["report"] += [m.to_json() for m in lines]
    s["food_day_report"] = {"number": number, "round": s["round"],
                            "lines": [m.to_json() for m in lines]}


def _resource_day(s: dict, comps) -> list[Msg]:
    """Food days 1 and 3: each temple's goods of the player's step and below; a temple's
    skulls only if the bank has one for everyone due one."""
    gained: list[dict[str, int]] = [{} for _ in s["seats"]]
    lines: list[Msg] = []
    for t in TEMPLES:
        temple = comps.temples[t]
        due_skulls = 0
        for i, p in enumerate(s["seats"]):
            for step, res in temple.resources.items():
                if step <= p["temples"][t]:
                    if res == "skull":
                        due_skulls += 1
                    else:
                        p[res] += 1
                        gained[i][res] = gained[i].get(res, 0) + 1
        if due_skulls:
            if s["skulls_in_bank"] >= due_skulls:
                s["skulls_in_bank"] -= due_skulls
                for i, p in enumerate(s["seats"]):
                    n = sum(1 for step, res in temple.resources.items()
                            if res == "skull" and step <= p["temples"][t])
                    p["skull"] += n
                    if n:
                        gained[i]["skull"] = gained[i].get("skull", 0) + n
            else:
                lines.append(Msg("tzolkin.notice.no_skulls", temple=N.temple(t)))
    for i, goods in enumerate(gained):
        if goods:
            lines.append(Msg("tzolkin.notice.temple_goods", name=player_name(s, i),
                             goods=N.goods_list(goods)))
        else:
            lines.append(Msg("tzolkin.notice.temple_goods_none", name=player_name(s, i)))
    return lines


def _vp_day(s: dict, comps, age: int) -> list[Msg]:
    """Food days 2 and 4: each temple's VP of the player's step (negative on the bottom step),
    then the majority bonus of ``age`` (0: Age I, 1: Age II) to the highest, halved when tied."""
    lines: list[Msg] = []
    for i, p in enumerate(s["seats"]):
        parts = []
        total = 0
        for t in TEMPLES:
            vp = comps.temples[t].vp[p["temples"][t]]
            add_vp(p, "temples", vp)
            total += vp
            parts.append(Msg("tzolkin.notice.temple_step_vp", temple=N.temple(t), vp=vp))
        lines.append(Msg("tzolkin.notice.temple_vp", name=player_name(s, i), vp=total, parts=parts))
    for t in TEMPLES:
        temple = comps.temples[t]
        high = max(p["temples"][t] for p in s["seats"])
        leaders = [i for i, p in enumerate(s["seats"]) if p["temples"][t] == high]
        bonus = temple.bonus[age]
        share = bonus if len(leaders) == 1 else bonus // 2
        for i in leaders:
            add_vp(s["seats"][i], "temples", share)
        who = [player_name(s, i) for i in leaders]
        if len(leaders) == 1:
            lines.append(Msg("tzolkin.notice.bonus", names=who, temple=N.temple(t), vp=share))
        else:
            lines.append(Msg("tzolkin.notice.bonus_shared", names=who, temple=N.temple(t),
                             vp=share, full=bonus))
    return lines
