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

from .components import MULTI, WHITE
from .rules import challenge_met, gems_in_hand

CATEGORIES = ["outcome", "level", "energy", "gems"]
REASONS = {
    "amulet": "won: the amulet's trap is disarmed",
    "energy": "lost: no energy left",
    "amulet_failed": "lost: the gems in hand do not meet the amulet challenge",
    "deck_out": "lost: the deck ran out before level 3 was explored",
    "partner_cards": "lost: a player lacks 3 cards from the partner's temple deck",
    None: "still playing",
}


def result(state: State) -> dict[str, Any]:
    """The structured result of a game (also usable mid-game).

    Returns ``{"status": "won"|"lost"|"playing", "reason": str|None, "message": str,
    "players": [{"seat", "level", "escaped", "energy", "gems": {colour: n},
    "challenge": {"id", "gems"}, "challenge_met": bool, "gems_toward": int,
    "gems_needed": int}]}``.
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
    return {"status": state["status"], "reason": end.get("reason"),
            "message": end.get("message", REASONS.get(end.get("reason"), "")),
            "players": players}


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
    """A ScoreSheet with one row per category for each player (see module docstring)."""
    res = result(state)
    names = names or [f"Player {i + 1}" for i in range(len(state["players"]))]
    sheet = ScoreSheet(players=names, categories=list(CATEGORIES))
    won = res["status"] == "won"
    for pr in res["players"]:
        seat = pr["seat"]
        sheet.rows.append(ScoreRow(seat, "outcome", Fraction(1 if won else 0),
                                   REASONS.get(res["reason"], res["message"])))
        sheet.rows.append(ScoreRow(seat, "level", Fraction(pr["level"]),
                                   f"level {pr['level']} reached"
                                   + (" and left (amulet phase)" if pr["escaped"] else "")))
        sheet.rows.append(ScoreRow(seat, "energy", Fraction(pr["energy"]),
                                   f"{pr['energy']} energy left"))
        sheet.rows.append(ScoreRow(seat, "gems", Fraction(pr["gems_toward"]),
                                   f"{pr['gems_toward']} of {pr['gems_needed']} gems for "
                                   f"challenge {pr['challenge']['id']} ({_gems_text(pr['challenge']['gems'])}); "
                                   f"in hand: {_gems_text(pr['gems']) or 'none'}"))
    sheet.ranking = [[pr["seat"] for pr in res["players"]]] if won else []
    if res["status"] == "lost":
        sheet.tie_breaks.append(f"The temple wins: {res['message']}")
    return sheet


def _gems_text(gems: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in gems.items())
