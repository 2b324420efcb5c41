"""The client's network, as every request limit and quota counts it: its address, or an IPv6
client's /64, never stored as such (``network_key``: a keyed hash of it with SECRET_KEY).

Needs a request context; imports nothing of the app, so the extensions (the request limiter's
default key) and the web layer can both use it."""
from __future__ import annotations

import hashlib
import hmac
import ipaddress

from flask import current_app, request


def network() -> str:
    """The client's network: its address, or for IPv6 its /64 (one household or phone gets a
    whole /64, so that each address of it would otherwise count apart)."""
    raw = (request.remote_addr or "unknown")[:100]
    try:
        address = ipaddress.ip_address(raw)
    except ValueError:
        return raw
    if address.version == 6:
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def network_key() -> str:
    """A keyed hash (hex) of the client's network: what is stored and counted for it."""
    secret = str(current_app.config["SECRET_KEY"]).encode("utf-8")
    return hmac.new(secret, network().encode("utf-8"), hashlib.sha256).hexdigest()
