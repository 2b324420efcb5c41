"""State snapshots as stored with each log record: JSON compressed with a preset dictionary.

Every log record keeps the table's state after it (so that no request replays the log), which
made the state 85–90 % of a record.  A state is stored as one version byte followed by its
compact JSON (sorted keys) compressed with zlib against a preset dictionary: a sample of the
games' own states, so that the key names and the usual structure cost almost nothing.  A
4-player Tzolk'in state of about 3.5 KB of JSON is stored in 250–400 bytes (plain zlib: about
950), and reading one back costs about 0.05 ms: the cost stays flat, whatever the log length.

Formats (the first byte):

* ``2``: zlib (RFC 1950) with the preset dictionary ``snapshot_dictionary_2.txt`` (the
  states as they are since the Tzolk'in log lines, food-day reports and last moves: what new
  records are packed with);
* ``0``: zlib without a dictionary (what ``pack(..., dictionary=0)`` writes).

A dictionary, once used, never changes: a better one is shipped as a new version (its file
``snapshot_dictionary_<n>.txt``, made by ``tools/snapshot_dictionary.py``), and records keep saying which
one they were packed with.  Format 1 (an earlier dictionary) is read no more: the migration
c8e1f5a3b706 packed every state stored with it again with format 2, and keeps its dictionary.
``PackedJSON`` is the column type (companion/models.py).
"""
from __future__ import annotations

import json
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import LargeBinary
from sqlalchemy.types import TypeDecorator

HERE = Path(__file__).resolve().parent
#: The dictionary that new snapshots are packed with.
CURRENT = 2
_LEVEL = 6  # level 9 saves under 1 % more, at twice the time


class SnapshotError(ValueError):
    """Stored bytes that are no snapshot this code can read (an unknown format byte, or bytes
    that do not decompress to JSON)."""


@lru_cache(maxsize=None)
def dictionary(version: int) -> bytes:
    """The preset dictionary of format ``version`` (b"" for format 0); raises
    ``SnapshotError`` for a version this code does not know."""
    if version == 0:
        return b""
    path = HERE / f"snapshot_dictionary_{version}.txt"
    if not path.is_file():
        raise SnapshotError(f"unknown snapshot format {version}")
    return path.read_bytes()


def dumps(value: Any) -> bytes:
    """The compact, key-sorted UTF-8 JSON of ``value`` (what is compressed)."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True,
                      ensure_ascii=False).encode("utf-8")


def as_stored(value: Any) -> Any:
    """``value`` (JSON-compatible) exactly as it reads back once stored: every dict's keys in
    sorted order (``dumps``), tuples as lists.  A state a process keeps after a move is this
    one, so that a page shows the same thing whether its state came from the process's cache
    or from the database (e.g. a player's temples listed in the same order)."""
    return json.loads(dumps(value))


def pack(value: Any, dictionary_version: int = CURRENT) -> bytes:
    """``value`` (JSON-compatible) as stored: a format byte and its compressed JSON."""
    return _compress(dumps(value), dictionary_version)


def stored_and_packed(value: Any) -> tuple[Any, bytes]:
    """``value`` (JSON-compatible) as it reads back once stored (``as_stored``) and as it is
    stored (``pack``), from one encoding of it."""
    raw = dumps(value)
    return json.loads(raw), _compress(raw, CURRENT)


def _compress(raw: bytes, dictionary_version: int) -> bytes:
    preset = dictionary(dictionary_version)
    packer = (zlib.compressobj(_LEVEL, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, preset)
              if preset else zlib.compressobj(_LEVEL))
    return bytes([dictionary_version]) + packer.compress(raw) + packer.flush()


def unpack(data: bytes) -> Any:
    """The value stored as ``data`` (see ``pack``); raises ``SnapshotError``."""
    if not data:
        raise SnapshotError("empty snapshot")
    data = bytes(data)
    preset = dictionary(data[0])
    try:
        unpacker = zlib.decompressobj(zdict=preset) if preset else zlib.decompressobj()
        raw = unpacker.decompress(data[1:]) + unpacker.flush()
        return json.loads(raw)
    except (zlib.error, ValueError) as exc:
        raise SnapshotError(f"unreadable snapshot: {exc}") from None


class PackedJSON(TypeDecorator):
    """A column holding a JSON-compatible value packed by ``pack`` (a BLOB on SQLite, bytea on
    PostgreSQL): the model reads and writes plain dicts."""

    impl = LargeBinary
    cache_ok = True

    def process_bind_param(self, value: Any, dialect) -> bytes | None:
        return None if value is None else pack(value)

    def process_result_value(self, value: bytes | None, dialect) -> Any:
        return None if value is None else unpack(value)
