"""Join codes and who sits where: a table set up and stored, found by its join code, its seats
claimed and freed, its host screen (its token, one-time links to another device).

No secret is stored as it is: the host token, the seat tokens and the host links are kept as
their SHA-256 (hex, ``secret_hash``) and looked up by it, so that a copy of the database gives
no one a seat or the host screen.  A token is given once, to the device that gets it: the host
token to the device creating (or importing) the table and to the one signing the others out
(``rotate_host_token``), a seat's token to the phone claiming it (``claim_seat`` issues a new
one), a host link's secret to the device the link is opened on (it is that device's host token
from then on, until the host screens are signed out).

A table is found as pages read it (``find_table``: a ``TableRef``, companion/tables/reading.py);
what changes it here is written by id, one write transaction each, and the ``TableRef`` in
hand is moved on to what was written.
"""
from __future__ import annotations

import hashlib
import random
import secrets
import unicodedata
from datetime import datetime, timedelta, timezone
from typing import Any

from flask import current_app
from flask_babel import gettext as _
from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from companion import inputs
from companion.engine import InvalidOptions
from companion.extensions import db
from companion.models import HostLink, Seat, Table, utcnow
from companion.registry import get_game
from companion.tables import reading
from companion.tables.errors import Forbidden, Gone, NotFound, Refused
from companion.tables.reading import SeatRef, TableRef
from companion.transactions import write_transaction

JOIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to type from a screen

JOIN_CODE_LENGTH = 6


def new_code(length: int = JOIN_CODE_LENGTH) -> str:
    """A random join code of ``length`` characters from ``JOIN_ALPHABET``, holding at least
    one digit and one letter: read on a page in any language, it is a code, never a word."""
    while True:
        code = "".join(secrets.choice(JOIN_ALPHABET) for _ in range(length))
        if any(ch.isdigit() for ch in code) and any(ch.isalpha() for ch in code):
            return code


def normalize_code(code: str) -> str:
    """A typed join code as stored: full-width characters made plain (NFKC), upper case,
    spaces and dashes removed; a pasted join address gives its last part ("…/j/ABC234")."""
    text = unicodedata.normalize("NFKC", code or "").strip().rstrip("/")
    if "/" in text:
        text = text.rsplit("/", 1)[-1]
    return "".join(ch for ch in text.upper() if ch.isascii() and ch.isalnum())


def create_table(game_key: str, players: list[dict[str, str]], seed: str | None = None,
                 options: dict[str, Any] | None = None,
                 component_set: int | None = None, creator: str | None = None) -> Table:
    """Set up a new table and store it with its setup snapshot; returns the stored row (the
    model: the function that made it may read it as a ``TableRef`` is read, see ``Table``).

    ``players``: [{"name", "colour"}] in seat order.  ``seed``: any string; a random one is
    drawn when empty (and stored, so the setup can be reproduced).  Raises ``NotFound`` for an
    unknown game, ``Refused`` for options the game cannot set up with.  ``component_set``: the
    id of the saved component set chosen (its document is already in ``options``).
    ``creator``: the device creating it (SHA-256 hex of its device key, None for none): when
    it saved that set, pieces met in play join the set (``saved_sets.takes_pieces_met``)."""
    game = get_game(game_key)
    if game is None or not game.playable:
        raise NotFound(_("There is no playable game called %(key)s.", key=game_key))
    seed = (seed or "").strip() or str(secrets.randbelow(10**9))
    all_options = dict(options or {})
    all_options["players"] = [{"name": p["name"], "colour": p["colour"]} for p in players]
    try:
        state0 = game.setup(all_options, seeded_rng(game_key, seed))
    except InvalidOptions as exc:
        raise Refused(exc.message) from exc
    with write_transaction():
        for _attempt in range(20):
            code = new_code()
            if db.session.scalar(select(Table.id).where(Table.code == code)) is None:
                break
        table = Table(code=code, game_key=game_key, options=all_options, seed=seed,
                      setup=state0, component_set_id=component_set, creator_device=creator,
                      rules_version=game.rules_version)
        give_tokens(table, [Seat(position=position, name=player["name"],
                                 colour=player["colour"])
                            for position, player in enumerate(players)])
        db.session.add(table)
    return table


def secret_hash(secret: str) -> str:
    """What is stored of a secret token: its SHA-256, in hex (64 characters)."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def give_tokens(table: Table, seats: list[Seat]) -> None:
    """A new table's host token and its ``seats`` (added to it), each with a token of its own:
    only their hashes are stored; the host token, given once, is ``table.host_token`` (for the
    device creating the table, ``keep_host``), each seat's ``seat.token`` (given to nobody: a
    phone claiming the seat gets a new one)."""
    table.host_token = secrets.token_urlsafe(24)
    table.host_hash = secret_hash(table.host_token)
    for seat in seats:
        seat.token = secrets.token_urlsafe(24)
        seat.token_hash = secret_hash(seat.token)
        table.seats.append(seat)
    # held here, the seat objects (and the tokens on them) are the ones the ORM gives back
    # when it reads ``table.seats`` again after the commit
    table.given_seats = seats


def seeded_rng(game_key: str, seed: str) -> random.Random:
    """The random source for a setup: the same game key and seed always give the same rng."""
    return random.Random(f"{game_key}:{seed}")


def find_table(code: str) -> TableRef:
    """The table with this join code (case and spacing forgiven) as pages read it: its seats
    and its last record read with it in one statement (``read_table``); raises ``NotFound``."""
    table = read_table(code)
    if table is None:
        raise NotFound(_("No table has that join code. Check the code on the host screen."))
    return table


def read_table(code: str) -> TableRef | None:
    """The table with this join code (case and spacing forgiven) as a page reads it
    (``TableRef``: the table, its seats and its last record in one statement on a pooled
    connection, no ORM object; companion/tables/reading.py), or None."""
    return reading.read(normalize_code(code)[:12])


def check_join_open(table: TableRef) -> None:
    """Raise ``Gone`` when the table's join code has expired (no activity for
    ``JOIN_CODE_TTL_HOURS``)."""
    ttl = timedelta(hours=current_app.config["JOIN_CODE_TTL_HOURS"])
    last = table.last_activity
    if last.tzinfo is None:
        last = last.replace(tzinfo=timezone.utc)
    if utcnow() - last > ttl:
        raise Gone(_("This join code has expired: the table has been idle too long. "
                     "Ask the host to start a new table."))


def _seat_at(table: TableRef, position: int) -> SeatRef:
    """The seat of ``table`` at ``position``; raises ``NotFound`` when it has none."""
    seat = next((s for s in table.seats if s.position == position), None)
    if seat is None:
        raise NotFound(_("That seat does not exist at this table."))
    return seat


def claim_seat(table: TableRef, position: int, device: str | None = None) -> SeatRef:
    """Give the free seat at ``position`` to the requester's ``device`` (the SHA-256 of its
    device key, companion/web/device.py); returns it with a new token, ``seat.token`` (only
    its hash is stored; the token goes in the requester's session).  One device holds at
    most one seat of a table, even when it sends several claims
    at once (UNIQUE (table, device)).  Raises ``NotFound`` (no such seat), ``Forbidden``
    (already taken, or this device holds another seat)."""
    check_join_open(table)
    seat = _seat_at(table, position)
    token = secrets.token_urlsafe(24)
    try:
        with write_transaction(changes=table.id):
            taken = db.session.execute(
                update(Seat).where(Seat.id == seat.id, Seat.claimed.is_(False))
                .values(claimed=True, device=device, token_hash=secret_hash(token))).rowcount
    except IntegrityError:  # this device got another seat of this table first
        raise Forbidden(_("This phone already holds a seat at this table.")) from None
    if not taken:
        raise Forbidden(_("%(name)s's seat is already taken by another phone. "
                          "If that was you, ask the host to free the seat.", name=seat.name))
    seat.claimed, seat.device = True, device
    seat.token, seat.token_hash = token, secret_hash(token)
    return seat


def move_seat(table: TableRef, position: int, token_hash: str,
              device: str | None) -> SeatRef:
    """Move the seat at ``position`` to another browser (the requester, ``device``: the
    SHA-256 of its device key): the seat gets a new token, returned as ``seat.token`` (only
    its hash is stored), so the browser that held it no longer opens it. ``token_hash``: the
    seat's token hash that the move code was made from; the move happens only while the seat
    still has it, so a code moves a seat once (and never after the seat was freed or moved).
    Raises ``NotFound`` (no such seat), ``Gone`` (the seat moved or was freed since the code
    was made), ``Forbidden`` (this browser already holds another seat of the table)."""
    seat = _seat_at(table, position)
    token = secrets.token_urlsafe(24)
    try:
        with write_transaction(changes=table.id):
            moved = db.session.execute(
                update(Seat).where(Seat.id == seat.id, Seat.claimed.is_(True),
                                   Seat.token_hash == token_hash)
                .values(device=device, token_hash=secret_hash(token))).rowcount
    except IntegrityError:  # this browser holds another seat of this table
        raise Forbidden(_("This browser already holds a seat at this table.")) from None
    if not moved:
        raise Gone(_("This code has been used or the seat has changed since. Open the seat "
                     "on the browser that holds it and make a new code."))
    seat.device, seat.token, seat.token_hash = device, token, secret_hash(token)
    return seat


def release_seat(table: TableRef, position: int) -> None:
    """Free a seat so that another phone can take it (the host's remedy for a lost phone).
    The seat gets a new token (given to nobody), so the old phone can no longer act for
    it."""
    seat = _seat_at(table, position)
    token, now = secret_hash(secrets.token_urlsafe(24)), utcnow()
    with write_transaction(changes=table.id):
        db.session.execute(update(Seat).where(Seat.id == seat.id)
                           .values(claimed=False, device=None, token_hash=token))
        # a freed seat can be taken, however long the pause
        db.session.execute(update(Table).where(Table.id == table.id).values(last_activity=now))
    seat.claimed, seat.device, seat.token, seat.token_hash = False, None, None, token
    table.last_activity = now


# --- the host screen: one-time links to another device, and signing the others out ------------

HOST_LINK_MINUTES = 15


def new_host_link(table: TableRef, minutes: int = HOST_LINK_MINUTES) -> str:
    """A secret for a one-time link that makes another device this table's host screen
    (valid ``minutes``, once); only its hash is stored."""
    secret = secrets.token_urlsafe(24)
    with write_transaction():
        db.session.add(HostLink(table_id=table.id, secret_hash=secret_hash(secret),
                                expires_at=utcnow() + timedelta(minutes=minutes)))
    return secret


def host_link_usable(table: TableRef, secret: str | None) -> bool:
    """Whether ``secret`` is a one-time host link of ``table`` not used nor expired yet."""
    secret = inputs.token(secret)
    if not secret:
        return False
    link = db.session.scalar(select(HostLink).where(HostLink.table_id == table.id,
                                                    HostLink.secret_hash == secret_hash(secret)))
    return link is not None and link.used_at is None and _aware(link.expires_at) > utcnow()


def use_host_link(table: TableRef, secret: str | None) -> bool:
    """Spend a one-time host link: True once (then the device becomes the host, its secret
    being its host token: ``is_host``), False for a link that is unknown, used or expired."""
    secret = inputs.token(secret)
    if not secret:
        return False
    with write_transaction():
        used = db.session.execute(update(HostLink).where(
            HostLink.table_id == table.id, HostLink.secret_hash == secret_hash(secret),
            HostLink.used_at.is_(None), HostLink.expires_at > utcnow()
        ).values(used_at=utcnow())).rowcount
    return bool(used)


def rotate_host_token(table: TableRef) -> str:
    """A new host token: every other device that was the host screen no longer is, and the
    table's host links are gone (unused ones no longer open, used ones no longer make a host).
    Returns the new token (for the device asking; only its hash is stored)."""
    token = secrets.token_urlsafe(24)
    with write_transaction():
        db.session.execute(update(Table).where(Table.id == table.id)
                           .values(host_hash=secret_hash(token)))
        db.session.execute(delete(HostLink).where(HostLink.table_id == table.id))
    table.host_hash = secret_hash(token)
    table.host_token = token
    return token


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def seat_for_token(table: TableRef, token: str | None) -> SeatRef | None:
    """The seat of this table whose secret token is ``token`` (constant-time compare), or None
    (also for a cookie that is no token at all)."""
    token = inputs.token(token)
    if not token:
        return None
    hashed = secret_hash(token)
    for seat in table.seats:
        if seat.token_hash and secrets.compare_digest(seat.token_hash, hashed):
            return seat
    return None


def is_host(table: TableRef, token: str | None) -> bool:
    """Whether ``token`` makes a host screen of this table: its host token, or the secret of a
    host link of it that was used (on that device) since the host screens were last signed
    out (compared by their hashes)."""
    token = inputs.token(token)
    if not token:
        return False
    hashed = secret_hash(token)
    if secrets.compare_digest(table.host_hash, hashed):
        return True
    return db.session.scalar(select(HostLink.id).where(
        HostLink.table_id == table.id, HostLink.secret_hash == hashed,
        HostLink.used_at.is_not(None))) is not None
