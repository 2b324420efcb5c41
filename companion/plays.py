"""Plays remembered: the play history of this server, its statistics and a group's regular
players.

* A **play** (``Play`` with one ``PlayScore`` per seat) is kept for every finished table: the
  date it ended, the game, the players by name, their scores (exact, as fractions; none for a
  game whose sheet has no total, Ohio Bob), places and winners, and the table's result as a
  BG Stats play document (``companion.bgstats.bgstats_document``).  It is written by the table
  service in the same transaction as the move that ends the game (``after_change``), updated
  when a later move changes the result and removed when an undo takes the end back: a table
  is one play however often it is ended, undone and ended again.
* Who sees a play: the devices that held its table (``PlayHolder``): the host screen (the
  device that created it, imported it or became its host, ``hold``) and the phones that held
  a seat when the game ended.  There are no accounts: a device is its device key
  (companion/web/device.py), stored as its SHA-256.
* A device's **regular players** (``RegularPlayer``) are names it keeps once, to tick when it
  sets up a table (the group's tablet or laptop): only that device lists, adds and removes
  them.
* ``statistics(plays)``: per game and per player (names as readers see them: case, width and
  spacing do not count, ``inputs.name_key``): plays, wins, average and best score, the last
  date played.
* ``bgstats_link(document)``: BG Stats' documented link that creates a play
  (docs/formats/records.md).

Nothing here knows about Flask requests: the views (companion/web/history.py) pass the device.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from fractions import Fraction
from typing import Any, Iterable
from urllib.parse import quote

from sqlalchemy import JSON, DateTime, ForeignKey, String, UniqueConstraint, delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column, relationship, selectinload

from companion.bgstats import bgstats_document
from companion.extensions import db
from companion.inputs import name_key
from companion.models import Seat, Table, utcnow
from companion.transactions import write_transaction

#: BG Stats' link that creates a play from a URL-encoded play document ("Push plays to BG
#: Stats from other apps or websites"; ``https://app.bgstatsapp.com/createPlay.html`` is the
#: same link as a web address).
BGSTATS_LINK = "bgstats://app.bgstatsapp.com/createPlay.html"
#: How many regular players one device keeps.
MAX_REGULARS = 30
#: How many plays the history page lists (the latest first) and the statistics read.
MAX_PLAYS = 2_000


class Play(db.Model):
    """One finished table's result: ``finished_at`` (UTC, when the ending move was stored),
    ``game_key``, ``code`` (the table's join code), ``points`` (False: the game keeps no
    score), ``document`` (the BG Stats play) and the ``scores`` by seat."""

    __tablename__ = "play"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id", ondelete="CASCADE"),
                                          unique=True)
    game_key: Mapped[str] = mapped_column(String(40), index=True)
    code: Mapped[str] = mapped_column(String(12))
    finished_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    points: Mapped[bool] = mapped_column(default=True)
    document: Mapped[dict[str, Any]] = mapped_column(JSON)

    scores: Mapped[list["PlayScore"]] = relationship(
        back_populates="play", order_by="PlayScore.position", cascade="all, delete-orphan")


class PlayScore(db.Model):
    """One player of a play: ``position`` (0-based seat), ``name``, ``score`` (an exact
    fraction as text, "119/2"; None when the game keeps no score), ``rank`` (1 = first, shared
    places share it; 0 = no place: a lost solo temple) and ``winner``."""

    __tablename__ = "play_score"
    __table_args__ = (UniqueConstraint("play_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    play_id: Mapped[int] = mapped_column(ForeignKey("play.id", ondelete="CASCADE"), index=True)
    position: Mapped[int]
    name: Mapped[str] = mapped_column(String(40))
    score: Mapped[str | None] = mapped_column(String(40))
    rank: Mapped[int] = mapped_column(default=0)
    winner: Mapped[bool] = mapped_column(default=False)

    play: Mapped[Play] = relationship(back_populates="scores")

    @property
    def points(self) -> Fraction | None:
        """The score as an exact fraction, or None."""
        return Fraction(self.score) if self.score is not None else None


class PlayHolder(db.Model):
    """A device that held a table (its host screen or a seat's phone), by the SHA-256 of its
    device key: it sees the table's play in its history."""

    __tablename__ = "play_holder"
    __table_args__ = (UniqueConstraint("table_id", "device"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id", ondelete="CASCADE"),
                                          index=True)
    device: Mapped[str] = mapped_column(String(64), index=True)


class RegularPlayer(db.Model):
    """A name a device keeps to pick when it sets up a table (``owner``: the SHA-256 of its
    device key)."""

    __tablename__ = "regular_player"
    __table_args__ = (UniqueConstraint("owner", "name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    owner: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(40))
    name_key: Mapped[str] = mapped_column(String(160))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


# --- recording plays (called by companion.tables inside its write transactions) ------------

def after_change(table: Table, game, before: dict | None, after: dict) -> None:
    """Keep the table's play in step with its new state ``after``, inside the caller's
    transaction: written (or updated) when the game is over, removed when it is not (an undo
    took the end back).  ``before``: the state before the change, or None when unknown (an
    undo): a table that neither is nor was over is left alone without a query."""
    over = bool(game.is_over(after))
    if not over:
        if before is None or game.is_over(before):
            db.session.execute(delete(Play).where(Play.table_id == table.id))
        return
    _write_play(table, game, after)


def _write_play(table: Table, game, state: dict) -> None:
    sheet = game.score(state)
    now = utcnow()
    document = bgstats_document(table, game, sheet, now)
    points = not document["game"]["noPoints"]
    play = db.session.scalar(select(Play).where(Play.table_id == table.id))
    if play is None:
        play = Play(table_id=table.id, game_key=table.game_key, code=table.code)
        db.session.add(play)
    play.finished_at = now
    play.points = points
    play.document = document
    totals = sheet.totals
    play.scores.clear()
    db.session.flush()
    for seat, entry in enumerate(document["players"]):
        play.scores.append(PlayScore(position=seat, name=entry["name"],
                                     score=str(Fraction(totals[seat])) if points else None,
                                     rank=entry["rank"], winner=entry["winner"]))
    devices = db.session.scalars(select(Seat.device).where(Seat.table_id == table.id,
                                                           Seat.device.is_not(None))).all()
    known = set(db.session.scalars(select(PlayHolder.device)
                                   .where(PlayHolder.table_id == table.id)).all())
    for device in sorted(set(devices) - known):
        db.session.add(PlayHolder(table_id=table.id, device=device))
    db.session.flush()


def hold(table: Table, device: str | None) -> None:
    """Record that ``device`` (a SHA-256 hex, or None: nothing to record) holds ``table`` (its
    host screen): it will see the table's play.  Its own short transaction; idempotent."""
    if not device:
        return
    if db.session.scalar(select(PlayHolder.id).where(PlayHolder.table_id == table.id,
                                                     PlayHolder.device == device)):
        return
    try:
        with write_transaction():
            db.session.add(PlayHolder(table_id=table.id, device=device))
    except IntegrityError:  # the same device, twice at once
        pass


# --- reading plays ----------------------------------------------------------------------------

def plays_for(device: str | None, game_key: str | None = None,
              limit: int = MAX_PLAYS) -> list[Play]:
    """The plays this device sees (its tables'), the latest first, with their scores; []
    for a device without a key."""
    if not device:
        return []
    query = (select(Play).where(Play.table_id.in_(
        select(PlayHolder.table_id).where(PlayHolder.device == device)))
        .options(selectinload(Play.scores))
        .order_by(Play.finished_at.desc(), Play.id.desc()).limit(limit))
    if game_key:
        query = query.where(Play.game_key == game_key)
    return list(db.session.scalars(query).all())


def plays_mark(device: str | None, game_key: str | None = None,
               limit: int = MAX_PLAYS) -> list[tuple[int, str]]:
    """What stands for the plays ``plays_for`` gives, cheaply: [(play id, when it ended as
    text)], the latest first, without their scores (a play taken back and ended again is
    kept anew: its id and date change); [] for a device without a key."""
    if not device:
        return []
    query = (select(Play.id, Play.finished_at).where(Play.table_id.in_(
        select(PlayHolder.table_id).where(PlayHolder.device == device)))
        .order_by(Play.finished_at.desc(), Play.id.desc()).limit(limit))
    if game_key:
        query = query.where(Play.game_key == game_key)
    return [(pid, str(moment)) for pid, moment in db.session.execute(query).all()]


def play_of(table: Table) -> Play | None:
    """The play kept for ``table``, or None (not over)."""
    return db.session.scalar(select(Play).where(Play.table_id == table.id))


def bgstats_link(document: dict[str, Any]) -> str:
    """BG Stats' link that creates ``document`` (a BG Stats play) as a play: the documented
    ``createPlay.html`` address with ``data`` = the document as URL-encoded JSON."""
    data = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    return f"{BGSTATS_LINK}?data={quote(data, safe='')}"


def finished_date(play: Play) -> datetime:
    """When the play ended, as aware UTC (SQLite gives it back without a zone)."""
    moment = play.finished_at
    return moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment


# --- statistics -----------------------------------------------------------------------------

@dataclass
class PlayerStats:
    """One player's figures over some plays: ``plays``, ``wins``, ``scores`` (the exact
    scores of the plays that keep one), ``last`` (when the latest ended, UTC)."""

    name: str
    plays: int = 0
    wins: int = 0
    scores: list[Fraction] = field(default_factory=list)
    last: datetime | None = None

    @property
    def average(self) -> Fraction | None:
        """The exact average score (None without a scored play)."""
        return sum(self.scores, Fraction(0)) / len(self.scores) if self.scores else None

    @property
    def best(self) -> Fraction | None:
        """The best score (None without a scored play)."""
        return max(self.scores) if self.scores else None


@dataclass
class GameStats:
    """One game's figures: ``plays``, ``last`` date, ``points`` (whether its plays keep
    scores), and its ``players`` (most plays first, then most wins, then name)."""

    game_key: str
    plays: int = 0
    last: datetime | None = None
    points: bool = False
    players: list[PlayerStats] = field(default_factory=list)


@dataclass
class Statistics:
    """``games`` (most played first) and ``players`` over every game (plays, wins, last
    date; scores of different games are not mixed: their average and best are per game)."""

    games: list[GameStats]
    players: list[PlayerStats]


def statistics(plays: Iterable[Play]) -> Statistics:
    """Per game and per player: plays, wins, average and best score, the last date played.
    A player is a name as a reader sees it (``name_key``); the name shown is the one of the
    player's latest play."""
    games: dict[str, GameStats] = {}
    per_game: dict[str, dict[str, PlayerStats]] = {}
    overall: dict[str, PlayerStats] = {}
    for play in sorted(plays, key=lambda p: (finished_date(p), p.id)):
        when = finished_date(play)
        g = games.setdefault(play.game_key, GameStats(play.game_key))
        g.plays += 1
        g.last = when
        g.points = g.points or play.points
        table = per_game.setdefault(play.game_key, {})
        for score in play.scores:
            key = name_key(score.name)
            for stats in (table.setdefault(key, PlayerStats(score.name)),
                          overall.setdefault(key, PlayerStats(score.name))):
                stats.name = score.name
                stats.plays += 1
                stats.wins += int(score.winner)
                stats.last = when
            if score.score is not None:
                table[key].scores.append(score.points)
    order = lambda s: (-s.plays, -s.wins, name_key(s.name))  # noqa: E731
    for key, g in games.items():
        g.players = sorted(per_game[key].values(), key=order)
    return Statistics(games=sorted(games.values(), key=lambda g: (-g.plays, g.game_key)),
                      players=sorted(overall.values(), key=order))


# --- regular players --------------------------------------------------------------------------

def regulars_of(device: str | None) -> list[RegularPlayer]:
    """A device's regular players in the order they were added ([] without a key)."""
    if not device:
        return []
    return list(db.session.scalars(select(RegularPlayer).where(RegularPlayer.owner == device)
                                   .order_by(RegularPlayer.created_at, RegularPlayer.id)).all())


class RegularError(ValueError):
    """A regular player that cannot be added: ``reason`` is "duplicate" or "full"."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def add_regular(device: str, name: str) -> RegularPlayer:
    """Add ``name`` (already checked by ``inputs.name_problem``, NFC and stripped) to the
    device's regular players.  Raises ``RegularError`` ("duplicate": the device has the name
    already, as readers see names; "full": it has ``MAX_REGULARS``)."""
    key = name_key(name)
    kept = regulars_of(device)
    if any(r.name_key == key for r in kept):
        raise RegularError("duplicate")
    if len(kept) >= MAX_REGULARS:
        raise RegularError("full")
    try:
        with write_transaction():
            regular = RegularPlayer(owner=device, name=name, name_key=key)
            db.session.add(regular)
    except IntegrityError:
        raise RegularError("duplicate") from None
    return regular


def remove_regular(device: str | None, regular_id: int) -> bool:
    """Remove one of the device's regular players; False when it has none with that id."""
    if not device:
        return False
    with write_transaction():
        removed = db.session.execute(delete(RegularPlayer).where(
            RegularPlayer.id == regular_id, RegularPlayer.owner == device)).rowcount
    return bool(removed)
