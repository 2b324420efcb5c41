"""A finished table's result as a BG Stats play document (BG Stats' "push plays from other
apps" link, docs/formats/records.md): written with the play history in the transaction of the
move that ends the game (companion/plays.py) and served as the table's results
(companion/records.py ``bgstats_play``)."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from companion.engine import ScoreSheet, format_points
from companion.models import Table

#: BoardGameGeek ids of the playable games, for BG Stats to match the game.
BGG_IDS = {"tzolkin": 126163}
SOURCE_NAME = "Table Companion"


def bgstats_document(table: Table, game, sheet: ScoreSheet,
                     last: datetime | None) -> dict[str, Any]:
    """The BG Stats play of ``table`` whose game ended with ``sheet``; ``last``: when its last
    record was stored (None: no record).

    ``players``: name, score (the total; a number; none when the game's sheet has no total,
    ``game.sheet_has_total = False``: then ``noPoints`` is true), winner, rank (1 = first; shared
    places share a rank and the next rank skips; 0 = no place), startPlayer (the setup's start
    player when the game names one).  ``playDate``: when the table was created, UTC,
    "YYYY-MM-DD HH:MM:SS"; ``durationMin``: minutes from then to ``last``."""
    totals = sheet.totals
    rank: dict[int, int] = {}
    place = 1
    for seats in sheet.ranking:
        for seat in seats:
            rank[seat] = place
        place += len(seats)
    start = table.setup.get("start_player", table.setup.get("first_player"))
    started = as_utc(table.created_at)
    minutes = max(1, round((as_utc(last) - started).total_seconds() / 60)) if last else 0
    points = game.sheet_has_total  # a game may keep no points (Ohio Bob)
    game_part: dict[str, Any] = {"name": game.title, "highestWins": True,
                                 "noPoints": not points, "sourceGameId": game.key}
    if game.key in BGG_IDS:
        game_part["bggId"] = BGG_IDS[game.key]
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": table.code,
        "playDate": started.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": minutes,
        "board": "",
        "game": game_part,
        "players": [{"name": sheet.players[seat],
                     **({"score": _score_number(totals[seat])} if points else {}),
                     "winner": seat in sheet.winners, "rank": rank.get(seat, 0),
                     "startPlayer": seat == start, "role": "",
                     "sourcePlayerId": f"{table.code}-{seat}"}
                    for seat in range(len(sheet.players))],
    }


def _score_number(points) -> int | float:
    """A total as a JSON number (BG Stats has no fractions): exact when whole or a binary
    fraction (quarters), else rounded to 2 decimals."""
    shown = format_points(points)
    if isinstance(shown, str):
        return round(float(points), 2)
    return shown


def as_utc(moment: datetime) -> datetime:
    """A stored time as aware UTC (SQLite gives it back without a zone)."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)
