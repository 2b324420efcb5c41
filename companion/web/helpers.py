"""Small pieces the views share: who is acting, cookies, the join address, template filters."""
from __future__ import annotations

import socket
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from urllib.parse import urlsplit

from flask import Flask, Response, current_app, request, url_for
from flask_babel import get_locale

from companion.engine import format_points
from companion.models import Seat, Table
from companion.tables import is_host, seat_for_token

COOKIE_DAYS = 30


def host_cookie(table: Table) -> str:
    """Cookie name holding the host token of a table."""
    return f"tc_host_{table.code}"


def seat_cookie(table: Table) -> str:
    """Cookie name holding a phone's seat token for a table."""
    return f"tc_seat_{table.code}"


@dataclass
class Actor:
    """Who sent the request: the host screen, a seat's phone, or an onlooker (neither)."""

    host: bool
    seat: Seat | None

    @property
    def onlooker(self) -> bool:
        return not self.host and self.seat is None


def actor_for(table: Table) -> Actor:
    """The requester's role at ``table``, from the host and seat cookies."""
    return Actor(host=is_host(table, request.cookies.get(host_cookie(table))),
                 seat=seat_for_token(table, request.cookies.get(seat_cookie(table))))


def set_token_cookie(response: Response, name: str, token: str) -> None:
    """Store a secret token in an HttpOnly, SameSite=Lax cookie (Secure over HTTPS)."""
    response.set_cookie(name, token, max_age=COOKIE_DAYS * 24 * 3600, httponly=True,
                        samesite="Lax", secure=request.is_secure)


def join_url(table: Table) -> str:
    """The address a phone on the same network opens to join: ``PUBLIC_URL`` when configured,
    else this machine's LAN address with the port the request came in on; never loopback."""
    return public_url(url_for("seats.join_table", code=table.code))


def public_url(path: str) -> str:
    """``path`` on this server as another device on the network reaches it (see join_url)."""
    public = (current_app.config.get("PUBLIC_URL") or "").rstrip("/")
    if public:
        return public + path
    parts = urlsplit(request.host_url)
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    if _is_loopback(host):
        lan = lan_address()
        if lan:
            host = lan
    return f"{parts.scheme}://{host}{port}{path}"


def join_url_is_reachable(url: str) -> bool:
    """False when the join address still points at this machine's loopback (no LAN found)."""
    return not _is_loopback(urlsplit(url).hostname or "")


def _is_loopback(host: str) -> bool:
    return host in ("localhost", "::1", "") or host.startswith("127.")


@lru_cache(maxsize=1)
def lan_address() -> str | None:
    """This machine's first non-loopback IPv4 address from its own host name (no traffic sent),
    or None."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return None
    for info in infos:
        address = info[4][0]
        if not address.startswith("127."):
            return address
    return None


def seats_signature(table: Table) -> str:
    """Which seats have a phone ("1010"): a page polls it to refresh when a phone joins."""
    return "".join("1" if s.claimed else "0" for s in table.seats)


def points(value: Fraction | int) -> str:
    """A score for display: 68.5, 12.25, 7 (exact quarters stay exact)."""
    shown = format_points(Fraction(value))
    if isinstance(shown, float):
        return f"{shown:g}"
    return str(shown)


def game_title(game) -> str:
    """A game's published title in the page language."""
    locale = str(get_locale() or "en")
    if locale.startswith("ja"):
        return getattr(game, "title_ja", game.title)
    return game.title


def web_for(game_key: str):
    """A game's web adapter (its forms and display helpers), for templates."""
    from companion.web.adapters import get_web

    return get_web(game_key)


def has_calculator(game_key: str) -> bool:
    """Whether a game offers a standalone score calculator page."""
    try:
        return hasattr(web_for(game_key), "calculator_form")
    except ImportError:
        return False


def register_template_helpers(app: Flask) -> None:
    """Filters and globals the templates use."""
    from companion.i18n import render

    app.add_template_filter(points, "points")
    app.add_template_filter(render, "say")
    app.add_template_global(render, "say")
    app.add_template_global(game_title, "game_title")
    app.add_template_global(web_for, "web_for")
    app.add_template_global(public_url, "public_url")
    app.add_template_global(has_calculator, "has_calculator")
    app.add_template_global(lambda: str(get_locale() or "en"), "current_locale")
