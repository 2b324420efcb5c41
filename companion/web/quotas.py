"""Quotas that one person cannot fill for everyone: what a device and what a network (a client
address; an IPv6 client's /64) may save or create, instead of a server-wide cap.

* Component sets kept: ``COMPONENT_SETS_PER_DEVICE`` (50) per device and
  ``COMPONENT_SETS_PER_ADDRESS`` (500) per network; a full quota is answered 409 and stores
  nothing.  A group saves one set per game it owns a copy of, a few more with expansions or
  a second copy: ten sets a device is plenty; 500 a network leaves room for a convention hall
  of groups behind one address.
* Tables created: ``TABLES_PER_DEVICE_LIMIT`` ("30 per hour") per device and
  ``TABLES_PER_ADDRESS_LIMIT`` ("300 per hour") per network, counted by the request limiter
  in the store every server process shares (companion/limit_store.py); past them, 429 with
  how long to wait.  A table lasts an evening: a host who tries several setups makes a few
  a game; 300 an hour is ten new tables a minute from one network.

The network is never stored as such: ``network_key`` is a keyed hash of it (SECRET_KEY).
Each setting can be given in the environment (``settings``, docs/production.md).
"""
from __future__ import annotations

from typing import Mapping

from flask import abort, current_app
from flask_babel import gettext as _
from limits import parse as parse_limit
from sqlalchemy import func, select

from companion.client_network import network_key
from companion.extensions import db
from companion.models import ComponentSet
from companion.web.device import device_id


#: The quotas and limits (with ``JOIN_GUESS_LIMIT``, companion/web/guessing.py) and their
#: defaults: a number of sets, or a limit in the ``limits`` library's words.
DEFAULTS: dict[str, int | str] = {
    "COMPONENT_SETS_PER_DEVICE": 50,
    "COMPONENT_SETS_PER_ADDRESS": 500,
    "TABLES_PER_DEVICE_LIMIT": "30 per hour",
    "TABLES_PER_ADDRESS_LIMIT": "300 per hour",
    "JOIN_GUESS_LIMIT": "30 per 10 minutes",
}


def settings(environ: Mapping[str, str]) -> dict[str, int | str]:
    """The quotas and limits, each from the environment when given there, else its default;
    raises ``ValueError`` naming the setting for a value that is no count (a whole number
    from 1) or no limit ("30 per hour")."""
    out: dict[str, int | str] = {}
    for name, default in DEFAULTS.items():
        raw = environ.get(name, "").strip()
        if not raw:
            out[name] = default
        elif isinstance(default, int):
            if not raw.isascii() or not raw.isdigit() or int(raw) < 1:
                raise ValueError(f"{name} must be a whole number from 1, not {raw!r}.")
            out[name] = int(raw)
        else:
            try:
                parse_limit(raw)
            except ValueError:
                raise ValueError(f"{name} must be a limit such as \"{default}\", not "
                                 f"{raw!r}.") from None
            out[name] = raw
    return out


def device_or_network() -> str:
    """The request limiter's key per device: this device's id, or for a device without a
    device key its network (so that dropping the cookie gains nothing)."""
    return "device/" + (device_id() or "network/" + network_key())


def network_limit_key() -> str:
    """The request limiter's key per network."""
    return "network/" + network_key()


def tables_per_device() -> str:
    """The limit of tables one device creates (``TABLES_PER_DEVICE_LIMIT``)."""
    return current_app.config.get("TABLES_PER_DEVICE_LIMIT", DEFAULTS["TABLES_PER_DEVICE_LIMIT"])


def tables_per_network() -> str:
    """The limit of tables one network creates (``TABLES_PER_ADDRESS_LIMIT``)."""
    return current_app.config.get("TABLES_PER_ADDRESS_LIMIT",
                                  DEFAULTS["TABLES_PER_ADDRESS_LIMIT"])


def too_many_tables() -> str:
    """The refusal of a new table past its limits, in the page language."""
    return _("This device or network has set up many tables in a short time. Wait a while "
             "(at most an hour), then set up the table again; the tables already set up go "
             "on as usual.")


def check_set_room(owner: str | None = None) -> None:
    """Refuse (409) a new component set past the quotas of its device (``owner``, a device's
    SHA-256 hex; default this device) and of this network.

    The count is read before the set is stored, without a lock: saves sent at the same moment
    may each see room for one, so a burst can pass a quota by the number of requests served
    at once (8 threads a process under ``companion serve``), never more, and only once: the
    next save is refused. The quotas bound storage; they are not an exact count."""
    cap = current_app.config.get("COMPONENT_SETS_PER_DEVICE",
                                 DEFAULTS["COMPONENT_SETS_PER_DEVICE"])
    mine = owner or device_id(create=True)
    if db.session.scalar(select(func.count()).where(ComponentSet.owner == mine)) >= cap:
        abort(409, _("This device has saved %(n)d component sets, the most it may keep: delete "
                     "one it no longer needs, then save again.", n=cap))
    cap = current_app.config.get("COMPONENT_SETS_PER_ADDRESS",
                                 DEFAULTS["COMPONENT_SETS_PER_ADDRESS"])
    if db.session.scalar(select(func.count()).where(
            ComponentSet.network == network_key())) >= cap:
        abort(409, _("The devices on this network have saved %(n)d component sets, the most "
                     "one network may keep: delete sets no longer needed, then save again.",
                     n=cap))


def seat_claims_limit() -> str:
    """The limit of seat claims (and seat moves) one device makes at one table
    (``SEAT_CLAIM_LIMIT``, "12 per 10 minutes")."""
    return current_app.config.get("SEAT_CLAIM_LIMIT", "12 per 10 minutes")
