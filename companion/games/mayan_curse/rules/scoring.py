"""Mayan Curse scoring: the end-of-game knowledge, the ranking, the solo targets and the 12
solo scenarios.

Rules: seed 000_00ff7833d23f07f1.txt, sections 「ゲーム終了」 (stelae revealed, +15 per camera,
+2 for an unused backpack, only those who escaped count; most stelae breaks a tie, then the
win is shared; nobody back = the temple wins), 「ソロモード」 (難易度 targets) and
「ソロシナリオ」 (scenarios 1-12).  Readings: docs/rulings/mayan_curse.md.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from companion.engine import InvalidMove, ScoreSheet, ScoreRow, rank_by
from companion.games.mayan_curse.rules import names
from companion.games.mayan_curse.rules.components import STELA_RANGES
from companion.games.mayan_curse.rules.setup import DIFFICULTIES, DIFFICULTY_NEEDS_CAMERA
from companion.message import Msg

CATEGORIES = ["stelae", "camera", "backpack"]
CAMERA_KNOWLEDGE = 15
UNUSED_BACKPACK = 2


def knowledge(adv: dict[str, Any]) -> int:
    """An adventurer's knowledge: stelae values entered + 15 with a camera + 2 with the
    backpack unused (whether or not escaped)."""
    total = sum(e["value"] or 0 for e in adv["stelae"])
    return total + (CAMERA_KNOWLEDGE if adv["camera"] else 0) + (
        UNUSED_BACKPACK if adv["backpack"] is None else 0)


def _stelae_detail(adv: dict[str, Any]) -> Msg:
    """How the stelae cell was counted: each stela's colour and value (or "not entered")."""
    terms = [Msg("mayan_curse.score.stela_term", colour=names.colour(e["colour"]),
                 value=e["value"]) if e["value"] is not None else
             Msg("mayan_curse.score.stela_missing", colour=names.colour(e["colour"]))
             for e in adv["stelae"]]
    missing = sum(e["value"] is None for e in adv["stelae"])
    return Msg("mayan_curse.score.stelae", stelae=terms, missing=missing)


def score_sheet(state: dict[str, Any]) -> ScoreSheet:
    """The score sheet: rows only for adventurers who escaped (the others' knowledge does not
    count); ranking of the escaped by knowledge, ties by most stelae, then shared.  When
    nobody escaped (or, solo, the goal was missed: ``solo_result``) the ranking is empty (no
    winner) and ``tie_breaks`` (messages) says why.  Details and tie-breaks are ``Msg`` values:
    ``mayan_curse.score.stelae`` (stela terms, values missing), ``.camera``, ``.backpack``,
    ``.lost`` (name), ``.temple_wins``, ``.tie`` (knowledge, counts, shared), and the solo
    verdict and scenario of ``solo_result``.  ``outcome``: the verdict when no one wins (the
    solo goal missed, nobody escaped); ``pending``: ``mayan_curse.score.pending`` (name,
    count) for each escaped adventurer with stelae whose value is not entered yet."""
    names_ = [p["name"] for p in state["players"]]
    sheet = ScoreSheet(players=names_, categories=list(CATEGORIES))
    escaped = [s for s, a in enumerate(state["adventurers"]) if a["escaped"]]
    if state["solo"] and not escaped:
        sheet.outcome = Msg("mayan_curse.solo.not_escaped")
        sheet.tie_breaks.append(sheet.outcome)
        return sheet
    # 「ゲーム終了」: the stelae are turned over and counted; one taken on the last turn may
    # not have its value entered yet: the result waits for it (counted 0 meanwhile)
    for s in escaped:
        missing = sum(e["value"] is None for e in state["adventurers"][s]["stelae"])
        if missing:
            sheet.pending[s] = Msg("mayan_curse.score.pending", name=names_[s], count=missing)
    for s in escaped:
        a = state["adventurers"][s]
        vals = [e["value"] for e in a["stelae"]]
        sheet.rows.append(ScoreRow(s, "stelae", Fraction(sum(v or 0 for v in vals)),
                                   _stelae_detail(a)))
        if a["camera"]:
            sheet.rows.append(ScoreRow(s, "camera", Fraction(CAMERA_KNOWLEDGE),
                                       Msg("mayan_curse.score.camera")))
        if a["backpack"] is None:
            sheet.rows.append(ScoreRow(s, "backpack", Fraction(UNUSED_BACKPACK),
                                       Msg("mayan_curse.score.backpack")))
    for s in range(len(names_)):
        if s not in escaped:
            sheet.tie_breaks.append(Msg("mayan_curse.score.lost", name=names_[s]))
    if not escaped:
        sheet.outcome = Msg("mayan_curse.score.temple_wins")
        sheet.tie_breaks.append(sheet.outcome)
        return sheet
    totals = {s: sheet.totals[s] for s in escaped}
    stelae = {s: len(state["adventurers"][s]["stelae"]) for s in escaped}
    sheet.ranking = rank_by(totals, stelae)
    by_total: dict[Fraction, list[int]] = {}
    for s in escaped:
        by_total.setdefault(totals[s], []).append(s)
    for total, seats in sorted(by_total.items(), reverse=True):
        if len(seats) > 1:
            counts = [Msg("mayan_curse.score.tie_count", name=names_[s], stelae=stelae[s])
                      for s in seats]
            shared = len({stelae[s] for s in seats}) < len(seats)
            sheet.tie_breaks.append(Msg("mayan_curse.score.tie", knowledge=int(total),
                                        counts=counts, shared=shared))
    if state["solo"]:
        res = solo_result(state)
        sheet.tie_breaks.append(res["reason"])
        if not res["won"]:
            sheet.ranking = []          # solo: goal missed, the temple wins
            sheet.outcome = res["reason"]
    return sheet


def _scenario(state: dict[str, Any], n: int, adv: dict[str, Any], total: int
              ) -> tuple[bool, Msg]:
    """One solo scenario (「ソロシナリオ」), checked on an adventurer who escaped: (met, why)
    where ``why`` is ``Msg("mayan_curse.scenario.s<n>.met")`` or ``....missed`` with the
    numbers that fell short."""
    colours = [e["colour"] for e in adv["stelae"]]
    mine = {e["id"] for e in adv["stelae"]}
    passage = set(state.get("passage_stelae", []))
    at_entrance = adv.get("boulders_at_entrance_when_escaped", 0)
    used = adv["backpack"] is not None

    def need(cond: bool, code: str, **why: Any) -> tuple[bool, Msg]:
        if cond:
            return True, Msg(f"mayan_curse.scenario.{code}.met", **(
                {"goal": why["goal"]} if "goal" in why else {}))
        return False, Msg(f"mayan_curse.scenario.{code}.missed", **why)

    if n == 1:
        return need(total >= 22 and "beige" in colours, "s1", knowledge=total,
                    beige=colours.count("beige"))
    if n == 2:
        return need(total >= 25 and not used, "s2", knowledge=total, used=used)
    if n in (3, 11):
        return need(total >= (30 if n == 3 else 35), "goal", goal=30 if n == 3 else 35,
                    knowledge=total)
    if n == 4:
        return need(total >= 25 and at_entrance < 2, "s4", knowledge=total,
                    boulders=at_entrance)
    if n == 5:
        return need(adv["camera"] and not adv["stelae"], "s5", camera=bool(adv["camera"]),
                    stelae=len(colours))
    if n == 6:
        return need(total >= 30 and not used, "s6", knowledge=total)
    if n == 7:
        return need(total >= 20 and at_entrance == 0, "s7", knowledge=total,
                    boulders=at_entrance)
    if n == 8:
        return need(total >= 28 and not adv["camera"], "s8", knowledge=total)
    if n == 9:
        browns = {i for i in passage if i.startswith("brown-")}
        missing = len(browns - mine)
        return need(total >= 28 and not missing, "s9", missing=missing, knowledge=total)
    if n == 10:
        wanted = {i for i in passage if not i.startswith("brown-")}
        missing = len(wanted - mine)
        return need(not missing, "s10", missing=missing)
    if n == 12:
        beige = {i for i in passage if i.startswith("beige-")}
        missing = len(beige - mine)
        return need(not missing and adv["camera"], "s12", missing=missing)
    raise ValueError(f"no solo scenario {n}")


#: 「ソロシナリオ」: the knowledge each scenario asks for (None: it asks for none).
SCENARIO_TARGETS = {1: 22, 2: 25, 3: 30, 4: 25, 5: None, 6: 30, 7: 20, 8: 28, 9: 28, 10: None,
                    11: 35, 12: None}


def solo_result(state: dict[str, Any]) -> dict[str, Any]:
    """The solo verdict: ``{"won": bool, "escaped": bool, "knowledge": int, "target": int |
    None, "decides": "difficulty" | "scenario", "reason": Msg, "scenario": None | {"number",
    "met": bool, "reason": Msg}}``.

    With no scenario the difficulty decides (「ソロモード」 難易度: escape with at least its
    knowledge; thrill seeker also with the camera): ``reason`` is ``mayan_curse.solo.short``
    / ``.no_camera`` / ``.won`` (difficulty, knowledge, target).  A scenario played decides
    alone (「ソロシナリオ」: each is its own goal; the difficulty is not used): won when it is
    met, ``target`` is the scenario's knowledge goal (None for 5, 10 and 12), ``reason`` the
    scenario's ``mayan_curse.scenario.met`` / ``.not_met`` (n, why).  Not escaped:
    ``mayan_curse.solo.not_escaped`` (the knowledge does not count)."""
    adv = state["adventurers"][0]
    diff = state["difficulty"] or "normal"
    total = knowledge(adv)
    n = state.get("scenario")
    out: dict[str, Any] = {"knowledge": total, "escaped": bool(adv["escaped"]),
                           "scenario": None, "decides": "scenario" if n else "difficulty",
                           "target": SCENARIO_TARGETS.get(n) if n else DIFFICULTIES[diff]}
    if n:
        if not adv["escaped"]:
            met, why = False, Msg("mayan_curse.scenario.not_escaped")
        else:
            met, why = _scenario(state, n, adv, total)
        reason = Msg("mayan_curse.scenario.met" if met else "mayan_curse.scenario.not_met",
                     n=n, why=why)
        out["scenario"] = {"number": n, "met": met, "reason": reason}
        out.update(won=met, reason=reason if adv["escaped"] else Msg(
            "mayan_curse.solo.not_escaped"))
        return out
    said = names.difficulty(diff)
    target = DIFFICULTIES[diff]
    if not adv["escaped"]:
        out.update(won=False, reason=Msg("mayan_curse.solo.not_escaped"))
    elif total < target:
        out.update(won=False, reason=Msg("mayan_curse.solo.short", difficulty=said,
                                         knowledge=total, target=target))
    elif diff in DIFFICULTY_NEEDS_CAMERA and not adv["camera"]:
        out.update(won=False, reason=Msg("mayan_curse.solo.no_camera", difficulty=said,
                                         knowledge=total))
    else:
        out.update(won=True, reason=Msg("mayan_curse.solo.won", difficulty=said,
                                        knowledge=total, target=target))
    return out


def score_document(doc: Any) -> ScoreSheet:
    """The score sheet of an end-of-game document (the standalone calculator)::

        {"players": [{"name": str, "escaped": bool, "stelae": [{"colour": c, "value": v}, ...],
                      "camera": bool, "backpack_used": bool}, ...],   # 1 to 6
         "difficulty": "normal"}                                      # solo only, optional

    Same sheet as a played table (``score_sheet``).  Raises ``InvalidMove`` naming the bad
    entry (a ``Msg``: ``mayan_curse.calc.*``).  Seed 「ゲーム終了」."""
    if not isinstance(doc, dict) or not isinstance(doc.get("players"), list) or not (
            1 <= len(doc["players"]) <= 6):
        raise InvalidMove(Msg("mayan_curse.calc.players"))
    players, advs = [], []
    for i, p in enumerate(doc["players"]):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"]:
            raise InvalidMove(Msg("mayan_curse.calc.name", n=i + 1))
        stelae = []
        for j, st in enumerate(p.get("stelae") or []):
            if not isinstance(st, dict) or st.get("colour") not in STELA_RANGES:
                raise InvalidMove(Msg("mayan_curse.calc.colour", name=p["name"], stela=j + 1))
            lo, hi = STELA_RANGES[st["colour"]]
            v = st.get("value")
            if not isinstance(v, int) or isinstance(v, bool):
                raise InvalidMove(Msg("mayan_curse.calc.colour_value", name=p["name"],
                                      colour=names.colour(st["colour"]), low=lo, high=hi))
            if not lo <= v <= hi:
                raise InvalidMove(Msg("mayan_curse.calc.value", name=p["name"],
                                      colour=names.colour(st["colour"]), low=lo, high=hi,
                                      value=v))
            stelae.append({"id": f"{st['colour']}-{j + 1}", "colour": st["colour"],
                           "origin": "passage", "value": v})
        for key in ("escaped", "camera", "backpack_used"):
            if not isinstance(p.get(key, False), bool):
                raise InvalidMove(Msg("mayan_curse.calc.flags", n=i + 1))
        players.append({"name": p["name"]})
        advs.append({"escaped": p.get("escaped", False), "stelae": stelae,
                     "camera": p.get("camera", False),
                     "backpack": "used" if p.get("backpack_used", False) else None})
    difficulty = doc.get("difficulty")
    if len(players) == 1:
        difficulty = difficulty or "normal"
        if difficulty not in DIFFICULTIES:
            raise InvalidMove(Msg("mayan_curse.calc.difficulty"))
    state = {"players": players, "adventurers": advs, "solo": len(players) == 1,
             "difficulty": difficulty, "scenario": None, "passage_stelae": []}
    return score_sheet(state)
