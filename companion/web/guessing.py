"""The join-code guessing limit: wrong join codes per client network (its address, an IPv6
client's /64), counted in the store of every request limit (``RATELIMIT_STORAGE_URI``: the
app's database by default, companion/limit_store.py, shared by every server process; or
``redis://`` and the like) with the ``limits`` library's fixed window.

Only wrong codes count, and each is counted before it is answered: the count of a wrong code
(an atomic increment) includes every other one sent at the same time, so a burst of any size
gets at most ``JOIN_GUESS_LIMIT`` "no such table" answers a window; past it, every lookup from
that network is answered 429 with how long to wait, whether the code is right or wrong (a
refusal tells nothing of the code).

What the limit never refuses (people behind one address do not lock each other out): a device
that holds a seat or the host token of the table it asks for, a device whose signed session
keeps any token of that table (a seat the host freed, a host screen signed out: the server
gave it that table's code), a device opening a valid one-time host link of that table, and a
device opening the join link of the host screen's QR code, which carries a proof that only the
server makes (companion/web/join_proof.py), or that opened it before. Only a code typed by
hand behind an address that guessed too much waits: the refusal says to scan the QR code.
Each of them proves it learnt the code from the table, not by guessing.
"""
from __future__ import annotations

import math
import time

from flask import current_app, request
from flask_babel import ngettext
from limits import RateLimitItem
from limits import parse as parse_limit
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from companion import tables
from companion.web.helpers import actor_for, keeps_tokens_of
from companion.web.join_proof import PARAM, known_codes, note_known, proves
from companion.client_network import network_key


class TooManyGuesses(tables.TableError):
    """Too many wrong join codes from this network: wait, then try again."""

    status = 429


def _rule() -> RateLimitItem:
    return parse_limit(current_app.config["JOIN_GUESS_LIMIT"])


def _strategy() -> FixedWindowRateLimiter:
    """The fixed-window counter over this app's limit store (made once per app and store)."""
    uri = current_app.config["RATELIMIT_STORAGE_URI"]
    made = current_app.extensions.get("join_guess_counter")
    if made is None or made[0] != uri:
        made = (uri, FixedWindowRateLimiter(storage_from_string(uri)))
        current_app.extensions["join_guess_counter"] = made
    return made[1]


def _key() -> str:
    """The count's key: the client's network, as a keyed hash (never stored as such)."""
    return "join-guess/" + network_key()


def _refusal(strategy: FixedWindowRateLimiter, rule: RateLimitItem) -> TooManyGuesses:
    left = strategy.get_window_stats(rule, _key()).reset_time - time.time()
    minutes = max(1, math.ceil(left / 60))
    return TooManyGuesses(ngettext(
        "Too many wrong join codes from this network. Scan the QR code on the host screen, or "
        "wait %(num)d minute and check the code. Phones that already hold a seat keep playing.",
        "Too many wrong join codes from this network. Scan the QR code on the host screen, or "
        "wait %(num)d minutes and check the code. Phones that already hold a seat keep "
        "playing.", minutes))


def _knows(table: tables.TableRef, host_link: str | None) -> bool:
    """Whether this device learnt ``table``'s code from the table itself (see the module): a
    device that opens the table's proven join link (the QR code) is remembered as knowing it."""
    if (not actor_for(table).onlooker or keeps_tokens_of(table)
            or table.code in known_codes()
            or (host_link is not None and tables.host_link_usable(table, host_link))):
        return True
    if proves(table.code, request.args.get(PARAM)):
        note_known(table.code)
        return True
    return False


def find_table(code: str, host_link: str | None = None) -> tables.TableRef:
    """The table with this join code, for a request: raises ``tables.NotFound`` (a wrong code,
    counted) or ``TooManyGuesses`` (429) past the limit, unless this device knows the table
    (holds one of its tokens, now or before, or opens ``host_link``, a valid one-time host
    link of it)."""
    strategy, rule = _strategy(), _rule()
    try:
        table = tables.find_table(code)
    except tables.NotFound:
        if not strategy.hit(rule, _key()):  # counted first: a burst is counted in full
            raise _refusal(strategy, rule) from None
        raise
    # the count is read only when it can matter: not for a device that knows the table
    if not _knows(table, host_link) and not strategy.test(rule, _key()):
        raise _refusal(strategy, rule)
    return table


def live_table(code: str):
    """The table of a live page (the host screen, a seat's page) as pages read it
    (``tables.read_table``: one query, no ORM object) when this device is its host screen or
    holds one of its seats; anything else (no such table, an onlooker) goes through
    ``guessing.find_table``, which counts wrong join codes and applies their limit."""
    table = tables.read_table(code)
    if table is None or actor_for(table).onlooker:
        return find_table(code)
    return table
