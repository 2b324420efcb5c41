"""Records: a table as one JSON document (export and import), results in the BG Stats play
format, and a consistent copy of a SQLite database.

* ``export_table(table) -> dict``: the table document (docs/formats/records.md): format and
  version, game key, options, seed, setup snapshot, the whole move log (numbers, kinds, seats,
  payloads, who entered them, timestamps), the seats (names and colours only: never a seat
  token nor the host token) and the score sheet once the game is over.
* ``import_table(document) -> Table``: checks every part of a table document and stores it as
  a new table (new join code, host token and seat tokens) in one transaction; the new table
  replays to the identical state.  A document recorded under an older reading of the game's
  rules (``rules_version``, 1 when absent) is read as the game declares
  (``Game.older_rules``: brought forward by its migration, or kept under its reading).  A
  bad document raises ``RecordError`` (a ``ValueError``) with a message saying what is
  wrong, and nothing is stored.
* ``bgstats_play(table) -> dict``: a finished table's result as a BG Stats play
  (``bgstats_document``: the same from a score sheet, for the play history).
* ``backup_sqlite(database, dest) -> Path``: a consistent copy of a live SQLite database.

Nothing here knows about Flask requests: the web views and the ``companion`` command call it.
"""
from __future__ import annotations

import copy
import json
import sqlite3
import unicodedata
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import select

from companion.bgstats import as_utc as _as_utc, bgstats_document
from companion.engine import KEEP, MIGRATE, IllegalMove, InvalidMove, InvalidOptions, reading_of
from companion.extensions import db
from companion.registry import get_game
from companion.inputs import BadInput, has_hidden, load_json, name_key, name_problem
from companion.message import Msg, Text, encode
from companion.models import MoveRecord, Seat, Table, utcnow
from companion.tables import give_tokens, new_code, replay, seeded_rng
from companion.transactions import private_file, write_transaction

FORMAT = "table-companion.table"
FORMAT_VERSION = 1
#: Limits that keep one document within what the database columns hold and a server can check.
MAX_MOVES = 2_000  # a long four-player game with its undos holds a few hundred
MAX_NAME = 40
MAX_COLOUR = 20
MAX_SEED = 64


class RecordError(ValueError):
    """A table document (or a results request) that cannot be used; ``message`` is a ``Msg``
    ("records.…") saying why in words the person importing it understands."""

    def __init__(self, message: Msg):
        super().__init__(message)
        self.message = message


# --- export ---------------------------------------------------------------------------------

def export_table(table: Table) -> dict[str, Any]:
    """The whole table as one JSON-compatible document (format ``FORMAT`` version
    ``FORMAT_VERSION``, described in docs/formats/records.md).

    Holds everything needed to rebuild the table elsewhere and nothing that grants access to
    it: the seat tokens, the host token and the join code are left out.  Hidden information
    (cards in hand, secret choices) is in the setup and the log, so the document is for the
    host only.  Raises ``TableError`` when the stored log no longer replays."""
    game = get_game(table.game_key)
    records = db.session.scalars(
        select(MoveRecord).where(MoveRecord.table_id == table.id).order_by(MoveRecord.number)
    ).all()
    rep = replay(table)
    over = bool(game.is_over(rep.state))
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": table.game_key,
        "game_title": game.title,
        "rules_version": table.rules_version,
        "options": table.options,
        "seed": table.seed,
        "setup": table.setup,
        "seats": [{"position": s.position, "name": s.name, "colour": s.colour}
                  for s in sorted(table.seats, key=lambda s: s.position)],
        "moves": [{"number": r.number, "kind": r.kind, "seat": r.seat, "by_host": r.by_host,
                   "created_at": _iso(r.created_at), "payload": r.payload} for r in records],
        "version": rep.version,
        "over": over,
        "score_sheet": _json(game.score(rep.state).to_json()) if over else None,
        "created_at": _iso(table.created_at),
        "exported_at": _iso(utcnow()),
    }


# --- import ---------------------------------------------------------------------------------

def parse_document(raw: bytes | str) -> dict[str, Any]:
    """The table document in an uploaded file's bytes; raises ``RecordError`` when it is not
    UTF-8 JSON holding an object."""
    try:
        document = load_json(raw)
    except BadInput as exc:
        if exc.reason == "encoding":
            raise RecordError(Msg("records.file.not_utf8")) from None
        if exc.reason == "syntax":
            raise RecordError(Msg("records.file.not_json_at", line=exc.line,
                                  column=exc.column)) from None
        raise RecordError(Msg("records.file.not_json")) from None
    if not isinstance(document, dict):
        raise RecordError(Msg("records.file.no_object"))
    return document


def import_table(document: Any) -> Table:
    """Check a table document (see ``export_table``) and store it as a new table.

    Checked: the format and its version; a known, playable game; seats (count allowed by the
    game, names and colours, the same as the options' players); the setup snapshot is exactly
    what this server sets up from the options and seed; the move log is numbered 1..n without
    gaps, every move applies through the game's engine and every undo takes back the last
    effective move; the score sheet (if given) is the one the replayed game gives.

    The table gets a new join code, host token and seat tokens (all seats free); the moves keep
    their numbers, seats, payloads and timestamps.  Everything is stored in one transaction.
    Returns the new table; raises ``RecordError`` (nothing stored) for a bad document."""
    checked = check_document(document)
    with write_transaction():
        for _attempt in range(20):
            code = new_code()
            if db.session.scalar(select(Table.id).where(Table.code == code)) is None:
                break
        table = Table(code=code, game_key=checked["game"], options=checked["options"],
                      seed=checked["seed"], setup=checked["setup"],
                      rules_version=checked["rules_version"],
                      created_at=checked["created_at"] or utcnow(), last_activity=utcnow())
        give_tokens(table, [Seat(position=seat["position"], name=seat["name"],
                                 colour=seat["colour"]) for seat in checked["seats"]])
        db.session.add(table)
        db.session.flush()
        for move in checked["moves"]:
            db.session.add(_move_record(table, move))
        db.session.flush()
    return table


def _move_record(table: Table, move: dict[str, Any]) -> MoveRecord:
    """The stored log record of one checked move entry, with the state after it and its log
    message worked out once at import (so no page ever replays an imported log)."""
    return MoveRecord(table_id=table.id, number=move["number"], kind=move["kind"],
                      seat=move["seat"], payload=move["payload"], by_host=move["by_host"],
                      created_at=move["created_at"], state=move["state"],
                      message=move["message"])


def check_document(document: Any) -> dict[str, Any]:
    """The checked, normalized parts of a table document (the work of ``import_table``
    without storing anything); raises ``RecordError``."""
    if not isinstance(document, dict):
        raise RecordError(Msg("records.file.no_object"))
    if document.get("format") != FORMAT:
        raise RecordError(Msg("records.not_ours"))
    version = document.get("format_version")
    if not _is_int(version) or version < 1:
        raise RecordError(Msg("records.no_version"))
    if version > FORMAT_VERSION:
        raise RecordError(Msg("records.newer_version", version=version, known=FORMAT_VERSION))
    key = document.get("game")
    game = get_game(key) if isinstance(key, str) else None
    if game is None:
        raise RecordError(Msg("records.unknown_game"))
    if not game.playable:
        raise RecordError(Msg("records.not_playable", game=_title(game)))

    seed = document.get("seed")
    if not isinstance(seed, str) or not seed.strip() or len(seed) > MAX_SEED:
        raise RecordError(Msg("records.bad_seed", most=MAX_SEED))
    if has_hidden(seed):
        raise RecordError(Msg("records.seed_hidden"))
    seats = _check_seats(document.get("seats"), game)
    options = document.get("options")
    if not isinstance(options, dict):
        raise RecordError(Msg("records.bad_options"))
    if options.get("players") != [{"name": s["name"], "colour": s["colour"]} for s in seats]:
        raise RecordError(Msg("records.players_differ"))
    try:
        expected = _json(game.setup(options, seeded_rng(key, seed)))
    except InvalidOptions as exc:
        raise RecordError(Msg("records.options_refused", reason=exc.message)) from None
    except Exception:  # a game that crashes on strange options must not crash the import
        raise RecordError(Msg("records.options_unreadable")) from None
    rules = _rules_version(document, game)
    reading = reading_of(game, rules)
    if reading == KEEP:  # checked against the setup as that version's code made it
        expected = _json(game.older_setup(expected, rules))
    setup, log = document.get("setup"), document.get("moves")
    if reading == MIGRATE:  # brought to the current reading, then checked as any
        setup, log = _upgraded(game, setup, log, rules)
    if setup != expected:
        raise RecordError(Msg("records.setup_differs"))

    moves, state = _check_moves(log, game, expected, len(seats))
    if "version" in document and document["version"] != len(moves):
        raise RecordError(Msg("records.version_differs", records=len(moves)))
    sheet = document.get("score_sheet")
    over = bool(game.is_over(state))
    if sheet is not None:
        if not over:
            raise RecordError(Msg("records.sheet_before_end"))
        if sheet != _json(game.score(state).to_json()):
            raise RecordError(Msg("records.sheet_differs"))
    return {"game": key, "seed": seed, "options": _json(options), "setup": expected,
            "rules_version": rules if reading == KEEP else game.rules_version,
            "seats": seats, "moves": moves, "state": state,
            "created_at": _parse_time(document.get("created_at"), Msg("records.time.table"),
                                      optional=True)}


def _rules_version(document: dict[str, Any], game) -> int:
    """The rules version a table document was recorded under: 1 for a document written
    before versions were recorded; raises ``RecordError`` for one this server does not know
    (not a whole number from 1, or newer than the game's)."""
    rules = document.get("rules_version", 1)
    if not _is_int(rules) or rules < 1:
        raise RecordError(Msg("records.bad_rules_version"))
    if rules > game.rules_version:
        raise RecordError(Msg("records.newer_rules", game=_title(game), version=rules,
                              known=game.rules_version))
    return rules


def _upgraded(game, setup: Any, moves: Any, rules: int) -> tuple[Any, Any]:
    """A document's setup and log (as given: checked afterwards) brought from rules ``rules``
    to the current reading by the game's ``upgrade_log`` (its move payloads; the undo entries
    kept); raises ``RecordError`` when the game refuses it.  A log that cannot be read is
    given back as it is, for the checks to say what is wrong."""
    if not isinstance(setup, dict) or not isinstance(moves, list) or not all(
            isinstance(m, dict) and isinstance(m.get("payload"), dict) for m in moves):
        return setup, moves
    payloads = [copy.deepcopy(m["payload"]) for m in moves if m.get("kind") == "move"]
    try:
        new_setup, new_payloads = game.upgrade_log(copy.deepcopy(setup), payloads, rules)
    except (IllegalMove, InvalidMove) as exc:
        raise RecordError(Msg("records.rules_refused", version=rules,
                              reason=exc.message)) from None
    except Exception:  # a migration that crashes must not crash the import
        raise RecordError(Msg("records.rules_unreadable", version=rules)) from None
    if not isinstance(new_payloads, list) or len(new_payloads) != len(payloads):
        raise RecordError(Msg("records.rules_unreadable", version=rules))
    it = iter(new_payloads)
    return new_setup, [dict(m, payload=next(it)) if m.get("kind") == "move" else m
                       for m in moves]


def _check_seats(seats: Any, game) -> list[dict[str, Any]]:
    if not isinstance(seats, list) or not seats:
        raise RecordError(Msg("records.no_seats"))
    if len(seats) not in game.player_counts:
        raise RecordError(Msg("records.seat_count", game=_title(game),
                              low=min(game.player_counts), high=max(game.player_counts),
                              seats=len(seats)))
    out = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise RecordError(Msg("records.seat_unreadable", seat=i + 1))
        if seat.get("position") != i:
            raise RecordError(Msg("records.seat_order", seat=i + 1))
        name, colour = seat.get("name"), seat.get("colour")
        if name_problem(name) is not None or name != unicodedata.normalize("NFC", name).strip():
            raise RecordError(Msg("records.seat_name", seat=i + 1, most=MAX_NAME))
        if name_key(name) in {name_key(s["name"]) for s in out}:
            raise RecordError(Msg("records.seat_name_twice", seat=i + 1))
        if not isinstance(colour, str) or not colour or len(colour) > MAX_COLOUR:
            raise RecordError(Msg("records.seat_colour", seat=i + 1))
        if any(k in seat for k in ("token", "host_token")):
            raise RecordError(Msg("records.has_token"))
        out.append({"position": i, "name": name, "colour": colour})
    return out


def _check_moves(moves: Any, game, state: dict, seat_count: int) -> tuple[list[dict], dict]:
    """The checked move entries and the state they replay to (replayed as
    ``companion.tables.replay`` does: an undo takes back the last effective move)."""
    if not isinstance(moves, list):
        raise RecordError(Msg("records.no_log"))
    if len(moves) > MAX_MOVES:
        raise RecordError(Msg("records.too_many", records=len(moves), most=MAX_MOVES))
    out: list[dict] = []
    stack: list[tuple[int, dict, int | None]] = []
    for index, entry in enumerate(moves):
        number = index + 1
        if not isinstance(entry, dict):
            raise RecordError(Msg("records.move_unreadable", number=number))
        if entry.get("number") != number:
            raise RecordError(Msg("records.numbering", number=number))
        kind, seat, payload = entry.get("kind"), entry.get("seat"), entry.get("payload")
        by_host = entry.get("by_host", False)
        if kind not in ("move", "undo"):
            raise RecordError(Msg("records.move_kind", number=number))
        if seat is not None and not (_is_int(seat) and 0 <= seat < seat_count):
            raise RecordError(Msg("records.move_seat", number=number))
        if not isinstance(by_host, bool) or not isinstance(payload, dict):
            raise RecordError(Msg("records.move_unreadable", number=number))
        created_at = _parse_time(entry.get("created_at"), Msg("records.time.move", number=number))
        if kind == "undo":
            if not stack:
                raise RecordError(Msg("records.undo_nothing", number=number))
            # the host's undo (no seat), or a seat taking back its own move (that move's seat)
            if payload != {"undoes": stack[-1][0]} or seat not in (None, stack[-1][2]):
                raise RecordError(Msg("records.undo_not_last", number=number,
                                      last=stack[-1][0]))
            state = stack.pop()[1]
            message = None
        else:
            if "seat" in payload and payload["seat"] != seat:
                raise RecordError(Msg("records.move_seat_differs", number=number))
            state_before = state
            state = _apply(game, state, payload, number)
            message = encode(game.describe_move(payload, state_before))
            stack.append((number, state_before, seat))
        out.append({"number": number, "kind": kind, "seat": seat, "payload": payload,
                    "by_host": by_host, "created_at": created_at, "state": state,
                    "message": message})
    return out, state


def _apply(game, state: dict, payload: dict, number: int) -> dict:
    try:
        return game.apply(state, payload)
    except (IllegalMove, InvalidMove) as exc:
        raise RecordError(Msg("records.move_refused", number=number, reason=exc.message)) \
            from None
    except Exception:  # an engine that crashes on an altered payload must not crash the import
        raise RecordError(Msg("records.move_unreadable", number=number)) from None


# --- results: the BG Stats play format --------------------------------------------------------

def bgstats_play(table: Table) -> dict[str, Any]:
    """A finished table's result as one BG Stats play (the JSON document of BG Stats' "push
    plays from other apps" link, docs/formats/records.md): ``bgstats_document`` of its score
    sheet, its last record's time as the end.  Raises ``RecordError`` when the game is not
    over."""
    game = get_game(table.game_key)
    rep = replay(table)
    if not game.is_over(rep.state):
        raise RecordError(Msg("records.results_before_end"))
    last = db.session.scalar(select(MoveRecord.created_at).where(MoveRecord.table_id == table.id)
                             .order_by(MoveRecord.number.desc()).limit(1))
    return bgstats_document(table, game, game.score(rep.state), last)


# --- backup -----------------------------------------------------------------------------------

def backup_sqlite(database: str | Path, dest: str | Path) -> Path:
    """Copy the live SQLite database file ``database`` to ``dest`` with SQLite's online backup
    API (a consistent snapshot even while the server writes).  ``dest`` may be a directory:
    the copy is then named ``companion-YYYYmmdd-HHMMSS.sqlite3`` inside it.  The copy is one
    self-contained file (rollback journal, not WAL) and passes ``PRAGMA integrity_check``.

    Returns the path written.  Raises ``RecordError`` when the source is missing or the
    destination exists already."""
    source = Path(database)
    if not source.is_file():
        raise RecordError(Msg("records.backup.no_database", path=str(source)))
    target = Path(dest)
    if target.is_dir():
        target = target / f"companion-{datetime.now(timezone.utc):%Y%m%d-%H%M%S}.sqlite3"
    if target.exists():
        raise RecordError(Msg("records.backup.exists", path=str(target)))
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    private_file(str(partial))  # a copy of the database is its owner's only, as the database
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    dst = sqlite3.connect(partial)
    try:
        src.execute("PRAGMA busy_timeout = 10000")
        src.backup(dst)
        dst.execute("PRAGMA journal_mode = DELETE")
        check = dst.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        dst.close()
        src.close()
    if check != "ok":
        partial.unlink(missing_ok=True)
        raise RecordError(Msg("records.backup.damaged", problem=str(check)))
    partial.replace(target)
    return target


# --- helpers ----------------------------------------------------------------------------------

def _json(value: Any) -> Any:
    """``value`` as it comes back from JSON (tuples become lists, keys become strings)."""
    return json.loads(json.dumps(value))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _iso(moment: datetime | None) -> str | None:
    return _as_utc(moment).isoformat() if moment is not None else None


def _parse_time(value: Any, what: Msg, optional: bool = False) -> datetime | None:
    """An ISO 8601 time of the document as aware UTC (a time without a zone is read as UTC);
    ``what`` names the time in the message of a ``RecordError``."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise RecordError(Msg("records.time.bad", what=what))
    try:
        return _as_utc(datetime.fromisoformat(value[:64]))
    except (ValueError, OverflowError):  # not a time, or out of range once in UTC
        raise RecordError(Msg("records.time.bad", what=what)) from None


def _title(game) -> Text:
    """A game's published title in both languages."""
    return Text(game.title, game.title_ja)
