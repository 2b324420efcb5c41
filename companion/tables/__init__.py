"""The table service: create a table, join a seat, record a move, undo, replay; and what pages
read of a table.

Everything that changes a table goes through here, in one database transaction each.  The
web views only decide *who* is acting (host or which seat) and render what comes back.  A
table is read as one type, ``TableRef`` (the table, its seats and its last record in one
statement, no ORM object): what ``find_table``, ``read_table``, ``create_table`` and
``companion.records.import_table`` give, and what every function here takes.

The package by job (each module says more):

* ``errors``: what the service refuses (``TableError`` and its kinds, with their HTTP status);
* ``codes``: join codes, setting a table up and finding it, seats, the host screen's links;
* ``reading``: the read model (``TableRef``, ``SeatRef``, ``read``);
* ``states``: the state after n records (stored, cached, or replayed), ``replay``;
* ``log``: the move log as pages read it, a page at a time, and the last move;
* ``recording``: recording a move, the host's undo, a seat taking back its move, whether a page's move is out of date;
* ``stale``: the rules for a move sent from a page drawn at an earlier record;
* ``rules``: a table recorded under an older reading of its game's rules, checked and brought
  forward as the game declares.

This ``__init__`` re-exports every public name of those modules, so that
``from companion import tables; tables.record_move(...)`` reads as before the split.
"""
from __future__ import annotations

from companion.registry import get_game
from companion.replay_cache import REPLAYS
from companion.tables.codes import (HOST_LINK_MINUTES, JOIN_ALPHABET, JOIN_CODE_LENGTH,
                                    check_join_open, claim_seat, create_table, find_table,
                                    give_tokens, host_link_usable, is_host, move_seat, new_code,
                                    new_host_link, normalize_code, read_table, release_seat,
                                    rotate_host_token, seat_for_token, secret_hash, seeded_rng,
                                    use_host_link)
from companion.tables.errors import (AlreadyRecorded, Forbidden, Gone, NotFound, Refused, Stale,
                                     TableError)
from companion.tables.log import (entered_by_host, last_effective, last_move_at,
                                  last_move_of, last_record_kind, log_lines, log_marks,
                                  log_messages, move_heads, move_message, moves_standing,
                                  own_last_move, version_now)
from companion.tables.reading import SeatRef, TableRef
from companion.tables.recording import (made_at_once, moved_on_since, record_move, take_back,
                                        take_back_offered, take_back_refusal, undo_last)
from companion.tables.rules import Difference, RulesRefused, bring_forward, check
from companion.tables.rules import notice as rules_notice
from companion.tables.stale import stale_message
from companion.tables.states import (LogEntry, Replay, cache_key, current, current_state,
                                     current_version, replay, state_after)

__all__ = [
    "REPLAYS", "get_game",  # the process's cache of states, and the game registry's lookup
    "HOST_LINK_MINUTES", "JOIN_ALPHABET", "JOIN_CODE_LENGTH", "check_join_open", "claim_seat",
    "create_table", "find_table", "give_tokens", "host_link_usable", "is_host", "new_code", "new_host_link",
    "move_seat", "normalize_code", "read_table", "release_seat", "rotate_host_token", "seat_for_token",
    "secret_hash", "seeded_rng", "use_host_link",
    "AlreadyRecorded", "Forbidden", "Gone", "NotFound", "Refused", "Stale", "TableError",
    "entered_by_host", "last_effective", "last_move_at", "last_move_of", "last_record_kind",
    "log_lines", "log_marks", "log_messages", "move_heads", "move_message", "moves_standing",
    "own_last_move", "version_now",
    "SeatRef", "TableRef",
    "made_at_once", "moved_on_since", "record_move", "take_back", "take_back_offered",
    "take_back_refusal", "undo_last", "stale_message",
    "Difference", "RulesRefused", "bring_forward", "check", "rules_notice",
    "LogEntry", "Replay", "cache_key", "current", "current_state", "current_version", "replay",
    "state_after",
]
