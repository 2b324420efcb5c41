"""The secret of a component set's share link (another device saves a copy of the set through
it, companion/web/components.py), and finding a set by it.

The secret is not stored: only its SHA-256 (hex, ``ComponentSet.share_hash``), by which a link
is looked up.  The set's own pages show the link again whenever they are opened, so the secret
is worked out from the server's secret key, the set's id and the moment it was saved (an HMAC:
``share_secret``; an id SQLite gives again after a deletion makes another secret), and its
hash is stored when the set is saved (``give_share_hash``).  The sets whose links were made
before (random secrets, stored in clear then, hashed by the migration) keep their old link
working by its hash, and their pages show the worked-out one, which is checked against the
server's secret key when followed.  A new secret key (``SECRET_KEY``) makes new links.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from datetime import datetime, timedelta, timezone

from flask import current_app
from sqlalchemy import select

from companion import inputs
from companion.bgstats import as_utc
from companion.extensions import db
from companion.models import ComponentSet
from companion.tables import secret_hash

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

#: Characters of the keyed hash that start every worked-out secret (the set's id follows).
MAC_LENGTH = 32


def share_secret(found: ComponentSet) -> str:
    """The secret of the share link of the set ``found``: 32 URL-safe characters of an HMAC,
    under the server's secret key, of its id and the moment it was saved (in microseconds),
    then the id."""
    key = current_app.secret_key
    key = key.encode("utf-8") if isinstance(key, str) else bytes(key)
    micros = (as_utc(found.created_at) - EPOCH) // timedelta(microseconds=1)
    mac = hmac.new(key, f"component-set-share:{found.id}:{micros}".encode("ascii"),
                   hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()).decode("ascii")[:MAC_LENGTH] + str(found.id)


def give_share_hash(found: ComponentSet) -> None:
    """Store the hash of the share link's secret of ``found`` (whose id is known: flushed)."""
    found.share_hash = secret_hash(share_secret(found))


def find_shared(game_key: str, raw: str) -> ComponentSet | None:
    """The set of ``game_key`` whose share link's secret is ``raw``, or None (also for text
    that is no secret at all: a NUL, a lone surrogate, 200 characters)."""
    token = inputs.token(raw)
    if token is None:
        return None
    found = db.session.scalar(select(ComponentSet).where(
        ComponentSet.game_key == game_key, ComponentSet.share_hash == secret_hash(token)))
    if found is not None:
        return found
    # a set saved before the secrets were worked out: its page shows the worked-out link
    set_id = inputs.row_id(token[MAC_LENGTH:])
    if set_id is None:
        return None
    found = db.session.get(ComponentSet, set_id)
    if found is None or found.game_key != game_key:
        return None
    return found if secrets.compare_digest(share_secret(found), token) else None
