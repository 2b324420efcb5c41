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

from companion.engine import ScoreSheet, ScoreRow, rank_by
from companion.games.mayan_curse.setup import DIFFICULTIES, DIFFICULTY_NEEDS_CAMERA

CATEGORIES = ["stelae", "camera", "backpack"]
CAMERA_KNOWLEDGE = 15
UNUSED_BACKPACK = 2


def knowledge(adv: dict[str, Any]) -> int:
    """An adventurer's knowledge: stelae values entered + 15 with a camera + 2 with the
    backpack unused (whether or not escaped)."""
    total = sum(e["value"] or 0 for e in adv["stelae"])
    return total + (CAMERA_KNOWLEDGE if adv["camera"] else 0) + (
        UNUSED_BACKPACK if adv["backpack"] is None else 0)


def score_sheet(state: dict[str, Any]) -> ScoreSheet:
    """The score sheet: rows only for adventurers who escaped (the others' knowledge does not
    count); ranking of the escaped by knowledge, ties by most stelae, then shared.  When
    nobody escaped (or, solo, the target was missed) the ranking is empty (no winner) and
    ``tie_breaks`` says why."""
    names = [p["name"] for p in state["players"]]
    sheet = ScoreSheet(players=names, categories=list(CATEGORIES))
    escaped = [s for s, a in enumerate(state["adventurers"]) if a["escaped"]]
    for s in escaped:
        a = state["adventurers"][s]
        vals = [e["value"] for e in a["stelae"]]
        missing = sum(v is None for v in vals)
        detail = " + ".join(f"{e['colour']} {e['value'] if e['value'] is not None else '?'}"
                            for e in a["stelae"]) or "no stelae"
        if missing:
            detail += f" ({missing} value(s) not entered, counted 0)"
        sheet.rows.append(ScoreRow(s, "stelae", Fraction(sum(v or 0 for v in vals)), detail))
        if a["camera"]:
            sheet.rows.append(ScoreRow(s, "camera", Fraction(CAMERA_KNOWLEDGE),
                                       "photo of the secret city"))
        if a["backpack"] is None:
            sheet.rows.append(ScoreRow(s, "backpack", Fraction(UNUSED_BACKPACK),
                                       "backpack never used"))
    for s in range(len(names)):
        if s not in escaped:
            sheet.tie_breaks.append(f"{names[s]} did not escape: their knowledge is lost.")
    if not escaped:
        sheet.tie_breaks.append("Nobody came back: the temple wins.")
        return sheet
    totals = {s: sheet.totals[s] for s in escaped}
    stelae = {s: len(state["adventurers"][s]["stelae"]) for s in escaped}
    sheet.ranking = rank_by(totals, stelae)
    by_total: dict[Fraction, list[int]] = {}
    for s in escaped:
        by_total.setdefault(totals[s], []).append(s)
    for total, seats in sorted(by_total.items(), reverse=True):
        if len(seats) > 1:
            who = ", ".join(f"{names[s]} {stelae[s]}" for s in seats)
            shared = len({stelae[s] for s in seats}) < len(seats)
            sheet.tie_breaks.append(
                f"Tied at {total} knowledge; most stelae decides ({who})"
                + ("; still tied: shared." if shared else "."))
    if state["solo"]:
        res = solo_result(state)
        sheet.tie_breaks.append(res["reason"])
        if res.get("scenario"):
            sheet.tie_breaks.append(res["scenario"]["reason"])
        if not res["won"]:
            sheet.ranking = []          # solo: short of the target, the temple wins
    return sheet


def _scenario(state: dict[str, Any], n: int, adv: dict[str, Any], total: int
              ) -> tuple[bool, str]:
    """One solo scenario (「ソロシナリオ」), checked on an adventurer who escaped."""
    colours = [e["colour"] for e in adv["stelae"]]
    mine = {e["id"] for e in adv["stelae"]}
    passage = set(state.get("passage_stelae", []))
    at_entrance = adv.get("boulders_at_entrance_when_escaped", 0)
    used = adv["backpack"] is not None

    def need(cond: bool, ok: str, why: str) -> tuple[bool, str]:
        return (True, ok) if cond else (False, why)

    if n == 1:
        return need(total >= 22 and "beige" in colours, "22+ knowledge and a beige stela",
                    f"needs 22+ knowledge ({total}) and a beige stela "
                    f"({colours.count('beige')})")
    if n == 2:
        return need(total >= 25 and not used, "25+ without the backpack",
                    f"needs 25+ knowledge ({total}) without using the backpack"
                    + (" (used)" if used else ""))
    if n in (3, 11):
        goal = 30 if n == 3 else 35
        return need(total >= goal, f"{goal}+ knowledge", f"needs {goal}+ knowledge ({total})")
    if n == 4:
        return need(total >= 25 and at_entrance < 2, "25+ before two boulders reached the entrance",
                    f"needs 25+ knowledge ({total}) before two boulders reach the entrance "
                    f"({at_entrance} were there)")
    if n == 5:
        return need(adv["camera"] and not adv["stelae"], "the camera and no stela",
                    "needs the camera and no stela "
                    f"(camera: {'yes' if adv['camera'] else 'no'}, stelae: {len(colours)})")
    if n == 6:
        return need(total >= 30 and not used, "30+ without the backpack",
                    f"needs 30+ knowledge ({total}) without using the backpack")
    if n == 7:
        return need(total >= 20 and at_entrance == 0, "20+ before any boulder reached the entrance",
                    f"needs 20+ knowledge ({total}) before any boulder reaches the entrance "
                    f"({at_entrance} were there)")
    if n == 8:
        return need(total >= 28 and not adv["camera"], "28+ without the camera",
                    f"needs 28+ knowledge ({total}) without the camera")
    if n == 9:
        browns = {i for i in passage if i.startswith("brown-")}
        missing = len(browns - mine)
        return need(total >= 28 and not missing, "all passage brown stelae and 28+",
                    f"needs every brown stela of the passage ({missing} missing) and 28+ "
                    f"knowledge ({total})")
    if n == 10:
        wanted = {i for i in passage if not i.startswith("brown-")}
        missing = len(wanted - mine)
        return need(not missing, "all passage grey and beige stelae",
                    f"needs every grey and beige stela of the passage ({missing} missing)")
    if n == 12:
        beige = {i for i in passage if i.startswith("beige-")}
        missing = len(beige - mine)
        return need(not missing and adv["camera"], "all beige stelae and the camera",
                    f"needs every beige stela ({missing} missing) and the camera")
    raise ValueError(f"no solo scenario {n}")


def solo_result(state: dict[str, Any]) -> dict[str, Any]:
    """The solo verdict: ``{"won": bool, "target": int, "knowledge": int, "reason": str,
    "scenario": None | {"number", "met": bool, "reason": str}}``.  「ソロモード」 難易度: escape
    with at least the difficulty's knowledge (thrill seeker: with the camera)."""
    adv = state["adventurers"][0]
    diff = state["difficulty"] or "normal"
    target = DIFFICULTIES[diff]
    total = knowledge(adv)
    out: dict[str, Any] = {"target": target, "knowledge": total, "scenario": None}
    if not adv["escaped"]:
        out.update(won=False, reason="Solo: you did not escape; the temple wins.")
    elif total < target:
        out.update(won=False, reason=f"Solo ({diff}): {total} knowledge is short of {target}.")
    elif diff in DIFFICULTY_NEEDS_CAMERA and not adv["camera"]:
        out.update(won=False, reason=f"Solo ({diff}): {total} knowledge but no camera.")
    else:
        out.update(won=True, reason=f"Solo ({diff}): escaped with {total} knowledge "
                                    f"(target {target}): won.")
    n = state.get("scenario")
    if n:
        if not adv["escaped"]:
            met, why = False, "you did not escape"
        else:
            met, why = _scenario(state, n, adv, total)
        out["scenario"] = {"number": n, "met": met,
                           "reason": f"Scenario {n}: {'met' if met else 'not met'}: {why}."}
    return out


def score_document(doc: Any) -> ScoreSheet:
    """The score sheet of an end-of-game document (the standalone calculator)::

        {"players": [{"name": str, "escaped": bool, "stelae": [{"colour": c, "value": v}, ...],
                      "camera": bool, "backpack_used": bool}, ...],   # 1 to 6
         "difficulty": "normal"}                                      # solo only, optional

    Same sheet as a played table (``score_sheet``).  Raises ``InvalidMove`` naming the bad
    entry.  Seed 「ゲーム終了」."""
    from companion.engine import InvalidMove
    from companion.games.mayan_curse.components import STELA_RANGES

    if not isinstance(doc, dict) or not isinstance(doc.get("players"), list) or not (
            1 <= len(doc["players"]) <= 6):
        raise InvalidMove("The document needs \"players\": 1 to 6 entries.")
    players, advs = [], []
    for i, p in enumerate(doc["players"]):
        where = f"Player {i + 1}"
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"]:
            raise InvalidMove(f"{where}: give a name.")
        stelae = []
        for j, st in enumerate(p.get("stelae") or []):
            if not isinstance(st, dict) or st.get("colour") not in STELA_RANGES:
                raise InvalidMove(f"{where}, stela {j + 1}: colour is brown, grey or beige.")
            lo, hi = STELA_RANGES[st["colour"]]
            v = st.get("value")
            if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
                raise InvalidMove(f"{where}, stela {j + 1}: a {st['colour']} stela is worth "
                                  f"{lo} to {hi}.")
            stelae.append({"id": f"{st['colour']}-{j + 1}", "colour": st["colour"],
                           "origin": "passage", "value": v})
        for key in ("escaped", "camera", "backpack_used"):
            if not isinstance(p.get(key, False), bool):
                raise InvalidMove(f"{where}: {key} is true or false.")
        players.append({"name": p["name"]})
        advs.append({"escaped": p.get("escaped", False), "stelae": stelae,
                     "camera": p.get("camera", False),
                     "backpack": "used" if p.get("backpack_used", False) else None})
    difficulty = doc.get("difficulty")
    if len(players) == 1:
        difficulty = difficulty or "normal"
        if difficulty not in DIFFICULTIES:
            raise InvalidMove("Difficulty is easy, normal, adventurer or thrill_seeker.")
    state = {"players": players, "adventurers": advs, "solo": len(players) == 1,
             "difficulty": difficulty, "scenario": None, "passage_stelae": []}
    return score_sheet(state)
