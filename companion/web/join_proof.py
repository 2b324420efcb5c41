"""The proof a join link carries that it was read from the table itself (the QR code and the
join address on the host screen), so that the join-code guessing limit never stops a phone that
scans the QR code, even behind an address from which someone guessed codes.

``join_proof(code)`` is a keyed hash of the join code (SECRET_KEY): nobody who does not see the
host screen can make it, and a guessed code comes without it. A phone that opened its table's
join link with the proof keeps that code in its signed session (``KNOWN``, at most
``MAX_KNOWN`` codes), so that its next requests (the seat page, the claim, the polls) pass too.
"""
from __future__ import annotations

import hashlib
import hmac

from flask import current_app, session

#: The query parameter of a join link that carries the proof.
PARAM = "k"
#: The session key of the join codes this device opened with a proof (most recent last).
KNOWN = "known"
MAX_KNOWN = 20
#: Hex characters of the proof: 80 bits, beyond any guessing at a few requests a second.
LENGTH = 20


def join_proof(code: str) -> str:
    """The proof (``LENGTH`` hex characters) for the join link of the table ``code``."""
    secret = str(current_app.config["SECRET_KEY"]).encode("utf-8")
    digest = hmac.new(secret, b"join-link/" + code.encode("utf-8"), hashlib.sha256)
    return digest.hexdigest()[:LENGTH]


def proves(code: str, proof: object) -> bool:
    """Whether ``proof`` (a query value, anything) is the proof of ``code``'s join link."""
    return (isinstance(proof, str) and len(proof) == LENGTH
            and hmac.compare_digest(proof, join_proof(code)))


def note_known(code: str) -> None:
    """Keep ``code`` among the tables this device opened by a proven join link."""
    kept = [c for c in known_codes() if c != code] + [code]
    session[KNOWN] = kept[-MAX_KNOWN:]


def known_codes() -> list[str]:
    """The join codes this device opened by a proven join link (never anything but strings)."""
    kept = session.get(KNOWN)
    return [c for c in kept if isinstance(c, str)] if isinstance(kept, list) else []
