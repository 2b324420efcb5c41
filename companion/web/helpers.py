"""Small pieces the views share: who is acting, cookies, the join address, template filters."""
from __future__ import annotations

import copy
import re
import socket
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from urllib.parse import urlsplit

from flask import Flask, Response, current_app, g, has_request_context, request, session, url_for
from flask.sessions import SecureCookieSessionInterface
from flask_babel import gettext
from itsdangerous import BadSignature

from companion.i18n import entry, language, points_text, render, say_list
from companion.message import Msg
from companion.models import Seat, Table
from companion.plays import hold
from companion.registry import get_web, plugin
from companion.tables import entered_by_host, is_host, seat_for_token
from companion.web import seat_marks, turn_timer
from companion.web.device import device_id
from companion.web.forms import undo_fields
from companion.web.join_proof import PARAM, join_proof
from companion.web.game_web import GameWeb
from companion.web.parts import in_parts, register_parts
from companion.web.poll import poll_key
from companion.web.saved_sets import saved_document_of, saved_set_of
from companion.web.urls import page_url_for

COOKIE_DAYS = 30
#: The session key holding this device's tokens: [[join code, host token, seat token], ...]
#: ("" when it holds none), the most recently used table last.
KEYS = "tables"
#: How many tables a device keeps tokens for (the oldest is forgotten first): the one
#: session cookie stays well under a browser's 4 KB.
MAX_TABLES = 20


ROLES = ("h", "s")


def _keys() -> dict[str, dict[str, str]]:
    """This device's tokens by join code, in the order kept (the most recent last)."""
    out: dict[str, dict[str, str]] = {}
    kept = session.get(KEYS)
    for item in kept if isinstance(kept, list) else []:
        if (isinstance(item, list) and len(item) == 3
                and all(isinstance(x, str) for x in item)):
            out[item[0]] = {role: token for role, token in zip(ROLES, item[1:]) if token}
    return out


def remember(table: Table, role: str, token: str | None) -> None:
    """Keep (``token``) or forget (None) this device's ``role`` token ("h" host, "s" seat) for
    ``table`` in the session cookie, bounded to ``MAX_TABLES`` tables (the least recently
    kept is forgotten first)."""
    keys = _keys()
    entry = keys.pop(table.code, {})
    if token:
        entry[role] = token
    else:
        entry.pop(role, None)
    if entry:
        keys[table.code] = entry
    kept = [[code, e.get("h", ""), e.get("s", "")] for code, e in keys.items()]
    session[KEYS] = kept[-MAX_TABLES:]
    session.permanent = True
    g.pop("actors", None)  # the roles change with the tokens


def _token(table: Table, role: str) -> str | None:
    """This device's ``role`` token for ``table``, from the session (None when it keeps
    none)."""
    return _keys().get(table.code, {}).get(role)


def keeps_tokens_of(table: Table) -> bool:
    """Whether this device's session keeps any token of ``table``, valid or not (a seat the
    host freed, a host screen signed out): the session is signed, so only this server gave
    it, when the device was at that table."""
    return table.code in _keys()


@dataclass
class Actor:
    """Who sent the request: the host screen, a seat's phone, or an onlooker (neither)."""

    host: bool
    seat: Seat | None

    @property
    def onlooker(self) -> bool:
        return not self.host and self.seat is None


def actor_for(table: Table) -> Actor:
    """The requester's role at ``table``, from the tokens this device keeps (worked out once
    per request and table)."""
    known = g.get("actors", {})
    if table.id in known:
        return known[table.id]
    actor = _actor(table)
    g.setdefault("actors", {})[table.id] = actor
    return actor


def _actor(table: Table) -> Actor:
    return Actor(host=is_host(table, _token(table, "h")),
                 seat=seat_for_token(table, _token(table, "s")))


def error_way_back(url: str | None = None, label: str | None = None) -> str | None:
    """The page of the table this request was asked of, which its error page links back to
    ("Back to the table", or ``label``): set it (``url``) before refusing a request on that
    page, read it (no ``url``) when drawing the error page; None when none was set."""
    if url is not None:
        g.error_way_back = url
        g.error_way_back_label = label
    return g.get("error_way_back") if has_request_context() else None


def fields_need_fixing() -> str:
    """The banner over a form sent back with its fields' messages (or with what the game
    refused under it), in the page language: one wording on every page."""
    return gettext("Some fields need fixing: see the messages below.")


def error_heading(text: str | None = None) -> str | None:
    """The error page's heading when the usual one for its status does not fit (a past move
    that cannot be shown is no operation refused): set it (``text``) before refusing the
    request, read it (no ``text``) when drawing the error page; None: the usual heading."""
    if text is not None:
        g.error_heading = text
    return g.get("error_heading") if has_request_context() else None


def error_way_back_label() -> str | None:
    """The words of the error page's link back (``error_way_back``), None for the usual
    "Back to the table"."""
    return g.get("error_way_back_label") if has_request_context() else None


def way_on(table, actor) -> None:
    """Where the error page of a request refused to this device leads on (``error_way_back``):
    a phone with a seat back to it; a browser without one (a seat cookie or address not its
    own, a seat the host freed) to the table's join page, "Join this table" / "Take your seat
    again", never to a page that refuses it again."""
    if actor.seat is not None:
        error_way_back(url_for("seats.my_seat", code=table.code))
    elif seat_was_freed(table):
        error_way_back(url_for("seats.join_table", code=table.code),
                       gettext("Take your seat again"))
    else:
        error_way_back(url_for("seats.join_table", code=table.code), gettext("Join this table"))


def seat_was_freed(table: Table) -> bool:
    """Whether this device keeps a seat token for ``table`` that no seat holds any more (the
    host freed its seat): its pages say so rather than only asking for a seat."""
    token = _token(table, "s")
    return bool(token) and seat_for_token(table, token) is None


def keep_host(table: Table, token: str | None = None) -> None:
    """This device becomes (or stays) the host screen of ``table`` (and sees its play in the
    play history, companion/plays.py): it keeps ``token``, or the host token this request gave
    (``table.host_token``: the table was just created or imported, or its host token
    renewed); only their hashes are stored."""
    remember(table, "h", token or table.host_token)
    hold(table, device_id(create=True))


def keep_seat(table: Table, seat: Seat) -> None:
    """This device holds ``seat`` of ``table``: it keeps the token the claim gave
    (``seat.token``)."""
    remember(table, "s", seat.token)


_SESSIONS_LOCK = threading.Lock()


class SessionInterface(SecureCookieSessionInterface):
    """The signed session cookie, marked Secure whenever the request came over HTTPS.  Its
    expiry is renewed by every page and move, but not by a live page asking for its changed
    parts (every few seconds: the cookie would be signed and sent again each time).

    A device sends the same cookie with every request: each process keeps the last few
    hundred cookies it has verified (the cookie's exact text, its content and when it was
    signed), so that a cookie is checked once, not on every request; its age is still checked
    every time."""

    CACHE = 512

    def open_session(self, app: Flask, request):
        raw = request.cookies.get(self.get_cookie_name(app))
        if not raw:
            return self.session_class()
        max_age = app.permanent_session_lifetime.total_seconds()
        cache = app.extensions.get("verified_sessions")
        if cache is None:
            cache = app.extensions.setdefault("verified_sessions", OrderedDict())
        known = cache.get(raw)
        if known is not None and time.time() - known[1] <= max_age:
            return self.session_class(copy.deepcopy(known[0]))
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return None
        try:
            data, signed = serializer.loads(raw, max_age=int(max_age), return_timestamp=True)
        except BadSignature:
            return self.session_class()
        with _SESSIONS_LOCK:
            cache[raw] = (copy.deepcopy(data), signed.timestamp())
            while len(cache) > self.CACHE:
                cache.popitem(last=False)
        return self.session_class(data)

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config.get("SESSION_COOKIE_SECURE")) or (
            has_request_context() and request.is_secure)

    def should_set_cookie(self, app: Flask, session) -> bool:
        if session.modified:
            return True
        return session.permanent and app.config["SESSION_REFRESH_EACH_REQUEST"] and not (
            has_request_context() and in_parts())


def join_url(table: Table) -> str:
    """The address a phone on the same network opens to join: ``PUBLIC_URL`` when configured,
    else this machine's LAN address with the port the request came in on; never loopback. It
    carries the link's proof (companion/web/join_proof.py), so the guessing limit never stops
    a phone that scans it."""
    return public_url(url_for("seats.join_table", code=table.code,
                              **{PARAM: join_proof(table.code)}))


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


#: Where ``lan_address`` asks the routing table for the way out: an address of the
#: documentation range (RFC 5737), never reached (a UDP socket "connected" sends nothing).
_ROUTE_PROBE = ("203.0.113.1", 9)


@lru_cache(maxsize=1)
def lan_address() -> str | None:
    """This machine's IPv4 address on its network, as phones on the same Wi-Fi reach it, or
    None: the address its traffic would leave from (the routing table's answer for a UDP
    socket "connected" to a documentation address: nothing is sent), else the first
    non-loopback address its host name resolves to (a machine whose host name resolves to
    127.0.x.x, as Debian's /etc/hosts makes it, finds it the first way)."""
    found = _routed_address()
    if found:
        return found
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return None
    for info in infos:
        address = info[4][0]
        if not _is_loopback(address):
            return address
    return None


def _routed_address() -> str | None:
    """The local address of the route out of this machine (see ``lan_address``), or None
    (no route: a network without a gateway, or none at all)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)
            address = probe.getsockname()[0]
    except OSError:
        return None
    return None if _is_loopback(address) or address.startswith(("0.", "169.254.")) else address


def poll_url(table: Table) -> str:
    """The address a live page polls for the table's version, with the poll key that lets it
    be answered without the session (companion/web/poll.py)."""
    return page_url_for("tables.version", code=table.code,
                        k=poll_key(current_app.config["SECRET_KEY"], table.code))


def seats_signature(table: Table) -> str:
    """Which seats have a phone ("1010"): a page polls it to refresh when a phone joins."""
    return "".join("1" if s.claimed else "0" for s in table.seats)


def points(value: Fraction | int) -> str:
    """A score for display: 68.5, 12.25, 7 (exact quarters stay exact), −9 (a negative one
    with the minus sign 「−」, as the pages write every negative count)."""
    return points_text(value)


def game_points(game_key: str, value: Fraction | int) -> str:
    """A play's score in its game's own word for points where the game has one (a
    ``<game>.points`` message: Bravest's seed 004 says 「ポイント」 where the other seeds say
    「点」), else "" (the page then says it with the platform's "%(points)s points")."""
    code = f"{game_key}.points"
    if entry(code) is None or value != int(value):
        return ""
    return render(Msg(code, num=int(value)))


def game_title(game) -> str:
    """A game's published title in the page language."""
    return game.title_ja if language() == "ja" else game.title


def web_for(game_key: str) -> GameWeb:
    """A game's web side (its forms and the presenter its templates call), for templates."""
    return get_web(game_key)


def has_calculator(game_key: str) -> bool:
    """Whether a game offers a standalone score calculator page."""
    found = plugin(game_key)
    return found is not None and found.web.has_calculator




def register_template_helpers(app: Flask) -> None:
    """Filters and globals the templates use."""
    app.add_template_global(page_url_for, "url_for")
    app.add_template_filter(points, "points")
    app.add_template_filter(render, "say")
    app.add_template_global(render, "say")
    app.add_template_global(say_list, "say_list")
    app.add_template_global(lambda sheet, seats: [sheet.players[s] for s in seats], "seat_names")
    app.add_template_global(game_title, "game_title")
    app.add_template_global(game_points, "game_points")
    app.add_template_global(web_for, "web_for")
    app.add_template_global(saved_set_of, "saved_set_of")
    app.add_template_global(saved_document_of, "saved_document_of")
    app.add_template_global(public_url, "public_url")
    app.add_template_global(has_calculator, "has_calculator")
    app.add_template_global(language, "current_locale")
    app.add_template_global(colon, "colon")
    app.add_template_global(gap, "gap")
    app.add_template_global(entered_by_host, "entered_by_host")
    app.add_template_global(undo_fields, "undo_fields")

    seat_marks.register(app)
    turn_timer.register(app)
    register_parts(app)


def gap() -> str:
    """The space between a word and what follows it in brackets, in the page language: " " on
    English pages, none on Japanese ones, whose 「（」 carries its own space
    (``{{ p.name }}{{ gap() }}<span>{{ _("(start player)") }}</span>``: "Ana (start player)",
    「はなこ（スタートプレイヤー）」)."""
    return "" if language() == "ja" else " "


#: The half-width space (or line break) a template leaves after a Japanese sentence's 「。」
#: before more text: the sentence's closing tags stay, the space goes.
_JA_SENTENCE_GAP = re.compile(r"(。(?:</(?:a|b|em|span|strong)>)*)[ \t\r\n]+(?=[<\u3040-\u30ff"
                              r"\u3400-\u9fff\uff01-\uff5e「（])")
#: The elements whose text is kept exactly as typed or is not text at all.
_VERBATIM = ("textarea", "pre", "script", "style")


def _inside_verbatim(html: str, at: int) -> bool:
    """Whether position ``at`` of ``html`` lies inside one of the ``_VERBATIM`` elements."""
    for tag in _VERBATIM:
        opened = html.rfind("<" + tag, 0, at)
        if opened >= 0 and html.rfind("</" + tag, opened, at) < 0:
            return True
    return False


def close_japanese_sentences(response: Response) -> Response:
    """On a Japanese page, no space between one sentence and the next: Japanese sentences
    follow one another after 「。」 (「入力します。待っています：…」), so the space or line
    break a template puts between two sentences, or between a sentence and the link after it,
    is taken out (English pages keep theirs). Typed text (textarea, pre) and scripts stay.
    Only the gaps found are looked at (a page has a few dozen): the page is not parsed."""
    if language() != "ja" or response.direct_passthrough or response.mimetype != "text/html":
        return response
    html = response.get_data(as_text=True)
    if "。" not in html:
        return response
    changed = False

    def close(match: re.Match) -> str:
        nonlocal changed
        if _inside_verbatim(html, match.start()):
            return match.group(0)
        changed = True
        return match.group(1)

    closed = _JA_SENTENCE_GAP.sub(close, html)
    if changed:
        response.set_data(closed)
    return response


def colon() -> str:
    """The colon between a label and what it labels, in the page language: the full-width
    "：" on Japanese pages, ": " on English ones (``{{ _("Winner") }}{{ colon() }}{{ name }}``)."""
    return "：" if language() == "ja" else ": "


def kept_codes() -> list[str]:
    """The join codes of the tables this device keeps a host or seat token for, the most
    recently used first (what the session holds; a code may name a table gone since)."""
    return list(reversed(_keys()))
