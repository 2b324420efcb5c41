"""Where each player's points came from: the VP track's sources, kept as the game is played,
and the end-of-game summary that adds the final scoring to them.

The seed (003_33e329f624a6e484.txt, 「ゲームの概要」 and 「終了と後半の手番例」): 「神殿や建物などで
得た点に、残った物資と記念碑の点を加え」 — the points scored during play (the VP track), then the
goods left (¼ VP per corn equivalent), the skulls left (3 each) and the monuments.  The track
moves during play for:

* ``wealth``: a starting wealth tile's VP (「個人の準備と少人数の中立コマ」);
* ``temples``: the 2nd and 4th food days, each temple's current step and the majority bonus
  (「食料供給日」);
* ``chichen_itza``: a skull offered at Chichen Itza, the spot's VP at once (「神殿とチチェン・イツァ」);
* ``buildings``: a building's VP (「建物の絵と食料軽減」);
* ``technology``: Architecture, 2 VP for a building from level 2 and the 3 VP research bonus
  (「技術の費用と4種類の効き方」);
* ``food_days``: 3 VP lost for each worker unfed (「食料供給日」).

A table started since the ledger exists carries ``"vp_from": {source: VP}`` in each seat of its
setup (``setup.new_seat``), and every change of the track goes through ``add_vp``, which also
books it there; a seat without it (a table started before, whose log replays as stored) keeps
the track alone, and the summary shows it undivided.
"""
from __future__ import annotations

from fractions import Fraction

from companion.engine import ScoreSheet, SummaryRow

#: The track's sources, in the summary's order.
TRACK_SOURCES = ("temples", "chichen_itza", "buildings", "technology", "wealth", "food_days")
#: The summary's groups in display order: the track's sources, ``track_other`` (track points no
#: source explains: a table without the ledger, or an end state typed by the host that differs
#: from the board), then the final scoring's ``monuments``, ``goods`` and ``skulls``.
GROUPS = (*TRACK_SOURCES, "track_other", "monuments", "goods", "skulls")


def new_ledger() -> dict[str, int]:
    """An empty ledger for a new seat: every source at 0."""
    return {source: 0 for source in TRACK_SOURCES}


def add_vp(seat: dict, source: str, vp: int) -> None:
    """Move ``seat``'s VP track by ``vp`` (negative: lost) and book it under ``source`` (one of
    ``TRACK_SOURCES``) when the seat keeps a ledger.  Mutates ``seat``."""
    seat["vp"] += vp
    ledger = seat.get("vp_from")
    if isinstance(ledger, dict):
        ledger[source] = ledger.get(source, 0) + vp


def summary(sheet: ScoreSheet, ledgers: list[dict | None]) -> list[SummaryRow]:
    """The summary of ``sheet`` (scoring.score_end_state's) by where the points came from.

    ``ledgers``: per seat, the ``vp_from`` the played state kept (None: none kept).  Each
    seat's track (the sheet's "track" row) is split by its ledger; what the ledger does not
    explain goes to ``track_other``.  Monument rows add up to ``monuments``; ``goods`` and
    ``skulls`` are the sheet's.  A group nobody scored in is left out, so the rows add up to
    each seat's total exactly."""
    seats = range(len(sheet.players))
    points: dict[str, dict[int, Fraction]] = {g: {s: Fraction(0) for s in seats} for g in GROUPS}
    for s in seats:
        ledger = ledgers[s] if s < len(ledgers) and isinstance(ledgers[s], dict) else {}
        booked = Fraction(0)
        for source in TRACK_SOURCES:
            vp = Fraction(ledger.get(source, 0))
            points[source][s] = vp
            booked += vp
        points["track_other"][s] = sheet.cell(s, "track") - booked
        points["goods"][s] = sheet.cell(s, "goods")
        points["skulls"][s] = sheet.cell(s, "skulls")
        points["monuments"][s] = sum((sheet.cell(s, c) for c in sheet.categories
                                      if c not in ("track", "goods", "skulls")), Fraction(0))
    return [SummaryRow(g, points[g]) for g in GROUPS
            if any(points[g].values()) or g in ("monuments", "goods", "skulls")]
