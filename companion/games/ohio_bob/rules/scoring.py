"""Ohio Bob result sheet: won or lost and why, level reached, energy left, gems vs challenge.

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt, "ゲーム終了" ("勝利", "アミュレット",
"敗北").  Ohio Bob has no points: the ScoreSheet carries the facts as rows (1/0 for the
outcome, the level, the energy, the gems that count toward the challenge) so the common score
page can show them; ``ranking`` is ``[[0]]`` (two players: ``[[0, 1]]``, they win or lose
together) when the temple is beaten and ``[]`` when lost.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from companion.engine import ScoreRow, ScoreSheet, State
from companion.message import Msg

from .components import MULTI, WHITE
from .names import gems as gems_msg
from .names import nested
from .queries import challenge_met, gems_in_hand

CATEGORIES = ["outcome", "level", "energy", "gems"]
#: Why a game ended, as the result says it ("Lost: no energy left.").
REASONS = {
    "amulet": Msg("ohio_bob.reason.amulet"),
    "energy": Msg("ohio_bob.reason.energy"),
    "amulet_failed": Msg("ohio_bob.reason.amulet_failed"),
    "deck_out": Msg("ohio_bob.reason.deck_out"),
    "partner_cards": Msg("ohio_bob.reason.partner_cards"),
    None: Msg("ohio_bob.reason.playing"),
}


def result(state: State) -> dict[str, Any]:
    """The structured result of a game (also usable mid-game).

    Returns ``{"status": "won"|"lost"|"playing", "reason": str|None, "why": the reason as
    the result says it ("Lost: no energy left."), "message": the end's own notice ("no energy
    left.", else the reason), "players": [{"seat", "level", "escaped", "energy",
    "gems": {colour: n}, "challenge": {"id", "gems"}, "challenge_met": bool,
    "gems_toward": int, "gems_needed": int}]}``.  ``why`` and ``message`` are messages in
    their stored form (``Msg.to_json()``: the result stays JSON, pages say it with ``say``).
    """
    end = state.get("end") or {}
    players = []
    for p in state["players"]:
        gems = gems_in_hand(state, p)
        needed = sum(p["challenge"]["gems"].values())
        players.append({
            "seat": p["seat"], "level": p["level"], "escaped": p["escaped"],
            "energy": p["energy"], "gems": gems, "challenge": p["challenge"],
            "challenge_met": challenge_met(gems, p["challenge"], state["gem_colours"]),
            "gems_toward": gems_toward(gems, p["challenge"], state["gem_colours"]),
            "gems_needed": needed,
        })
    why = REASONS.get(end.get("reason"), REASONS[None]).to_json()
    return {"status": state["status"], "reason": end.get("reason"), "why": why,
            "message": end.get("message") or why, "players": players}


def gems_toward(gems: dict[str, int], challenge: dict[str, Any], colours: list[str]) -> int:
    """How many of the challenge's gem icons the hand covers at best (white icons taking the
    best single colour, multicolour gems filling any gap)."""
    need = {c: n for c, n in challenge["gems"].items() if c != WHITE}
    white = challenge["gems"].get(WHITE, 0)
    best = 0
    for w in (colours if white else [None]):
        req = dict(need)
        if w is not None:
            req[w] = req.get(w, 0) + white
        covered = sum(min(n, gems.get(c, 0)) for c, n in req.items())
        short = sum(req.values()) - covered
        best = max(best, covered + min(short, gems.get(MULTI, 0)))
    return best


def score_sheet(state: State, names: list[str] | None = None) -> ScoreSheet:
    """A ScoreSheet with one row per category for each player (see module docstring); each
    row's detail a Msg ("ohio_bob.reason.*", "ohio_bob.result.level", ".energy", ".gems");
    a lost game's tie-break says why it was lost (seed 002 「敗北」: ``Msg("ohio_bob.result.defeat",
    why=the end's notice)`` 「敗北：エネルギーが尽きました。」), the line the end of a table shows
    first; the defeat is said there only, so a lost game's outcome row has no detail (the cell
    says 敗北)."""
    res = result(state)
    names = names or [str(i + 1) for i in range(len(state["players"]))]
    sheet = ScoreSheet(players=names, categories=list(CATEGORIES))
    won, lost = res["status"] == "won", res["status"] == "lost"
    for pr in res["players"]:
        seat = pr["seat"]
        sheet.rows.append(ScoreRow(seat, "outcome", Fraction(1 if won else 0),
                                   None if lost else nested(res["why"])))
        sheet.rows.append(ScoreRow(seat, "level", Fraction(pr["level"]), Msg(
            "ohio_bob.result.level_left" if pr["escaped"] else "ohio_bob.result.level",
            level=pr["level"])))
        sheet.rows.append(ScoreRow(seat, "energy", Fraction(pr["energy"]),
                                   Msg("ohio_bob.result.energy", energy=pr["energy"])))
        sheet.rows.append(ScoreRow(seat, "gems", Fraction(pr["gems_toward"]), Msg(
            "ohio_bob.result.gems", n=pr["gems_toward"], total=pr["gems_needed"],
            challenge=gems_msg(pr["challenge"]["gems"]), hand=gems_msg(pr["gems"]))))
    sheet.ranking = [[pr["seat"] for pr in res["players"]]] if won else []
    if res["status"] == "lost":
        sheet.tie_breaks.append(Msg("ohio_bob.result.defeat", why=nested(res["message"])))
    return sheet
