"""Phones: join by code or QR, take a free seat, keep it by cookie, see and act for it."""
from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, url_for
from flask_babel import gettext as _

from companion.i18n import render
from companion import tables
from companion.web.guessing import find_table, live_table
from companion.web import moves as move_views
from companion.web import seat_move
from companion.inputs import number
from companion.web.forms import ClaimSeatForm, JoinForm, TakeBackForm
from companion.extensions import limiter
from companion.web.device import device_id, device_key
from companion.web.helpers import (actor_for, error_way_back, keep_seat, poll_url,
                                   seat_was_freed, seats_signature, way_on)
from companion.web.page_after import page_after
from companion.web.parts import live_page
from companion.web.quotas import device_or_network, seat_claims_limit
from companion.web.poll import etag

bp = Blueprint("seats", __name__)


@bp.route("/join", methods=["GET", "POST"])
def join():
    """Type the join code shown on the host screen."""
    form = JoinForm()
    if form.validate_on_submit():
        moving = seat_move.split_move_code(form.code.data)
        if moving is not None:  # a seat's move code (its table's code first): move it here
            try:
                return seat_move.ask_to_move(find_table(moving[0]), moving[1])
            except tables.TableError as exc:
                form.code.errors.append(render(exc.message))
                return render_template("seats/join.html", form=form), exc.status
        try:
            table = find_table(form.code.data)
            tables.check_join_open(table)
        except tables.TableError as exc:
            form.code.errors.append(render(exc.message))
            return render_template("seats/join.html", form=form), exc.status
        return redirect(url_for("seats.join_table", code=table.code))
    status = 400 if form.errors else 200
    return render_template("seats/join.html", form=form), status


@bp.get("/j/<code>")
def join_table(code: str):
    """The page the QR code opens: pick a free seat (or go straight to the one you hold)."""
    table = find_table(code)
    actor = actor_for(table)
    if actor.seat is not None:
        return redirect(url_for("seats.my_seat", code=table.code))
    tables.check_join_open(table)
    device_key(create=True)  # the claim comes from a known device: one seat per device
    return _pick_page(table, is_host=actor.host, freed=seat_was_freed(table))


def _pick_page(table, error: str | None = None, status: int = 200, form=None,
               is_host: bool = False, freed: bool = False):
    """The page where a phone picks its seat (``error`` on top, with ``status``).  It keeps
    itself fresh like the table's other live pages: it polls the table's version and, when
    the seats held by a phone change, takes the seats' part again (a seat taken by another
    phone meanwhile shows as taken, one freed by the host is offered)."""
    seats = seats_signature(table)
    return render_template(
        "seats/pick.html", table=table, form=form or ClaimSeatForm(), error=error,
        is_host=is_host, freed=freed, seats_signature=seats,
        page_url=live_page("seats.join_table", code=table.code), poll_url=poll_url(table),
        poll_etag=etag(tables.current_version(table), seats)), status, move_views.NO_STORE


def _claim_key() -> str:
    """Claims are counted per device and table (per network for a device without a device
    key): one phone sending junk claims never stops the other phones at its address."""
    return f"claim/{request.view_args.get('code', '')[:12]}/{device_or_network()}"


@bp.post("/j/<code>")
@limiter.limit(seat_claims_limit, key_func=_claim_key)
def claim(code: str):
    """Take a free seat: its secret token goes into this phone's cookie."""
    table = find_table(code)
    if actor_for(table).seat is not None:  # one phone, one seat
        return redirect(url_for("seats.my_seat", code=table.code))
    form = ClaimSeatForm()
    if not form.validate_on_submit():
        return _pick_page(table, _("Pick one of the seats below."), 400, form)
    device = device_id()
    if device is None:
        return _pick_page(table, _("This phone did not keep the page's cookie: allow cookies "
                                   "for this site, reload, then pick your seat."), 400)
    try:
        seat = tables.claim_seat(table, form.position.data, device)
    except tables.TableError as exc:
        return _pick_page(table, exc.message, exc.status)
    keep_seat(table, seat)
    return redirect(url_for("seats.my_seat", code=table.code))


@bp.get("/t/<code>/me")
def my_seat(code: str):
    """A phone's own page: what its seat may see, and the moves it may enter."""
    table = live_table(code)
    actor = actor_for(table)
    if actor.seat is None:
        return redirect(url_for("seats.join_table", code=table.code))
    return move_views.render_seat(table, actor.seat.position, by_host=False)


@bp.get("/t/<code>/seat/<int:position>")
def act_for_seat(code: str, position: int):
    """The host screen acting for one seat (pass the device): that seat's private page; a
    browser that is not the host gets 403, its page leading on (``way_on``)."""
    table = live_table(code)
    actor = actor_for(table)
    if not actor.host:
        if actor.seat is not None and actor.seat.position == position:
            return redirect(url_for("seats.my_seat", code=table.code))
        way_on(table, actor)
        abort(403, _("Only the host screen can act for another seat."))
    if position >= len(table.seats):
        abort(404, _("That seat does not exist at this table."))
    return move_views.render_seat(table, position, by_host=True)


@bp.post("/t/<code>/take-back")
def take_back(code: str):
    """A seat takes back its own last move from its phone (one tap and its question), until
    the next record; the host screen acting for the seat may too.  The log keeps the move,
    marked undone, as for the host's undo.  Refused, its page again with the reason: 403 for
    an onlooker, another seat's phone or a move not the seat's (or one the game keeps:
    ``Game.take_back_refused``), 409 for a page out of date or a move recorded since, 400 for
    a malformed request."""
    table = live_table(code)
    actor = actor_for(table)
    if actor.onlooker:
        error_way_back(url_for("seats.join_table", code=table.code), _("Join this table"))
        abort(403, _("Join the table first: only its seats and its host can enter moves."))
    raw = request.form.get("seat", "").strip()
    if actor.host:
        position = number(raw, most=len(table.seats) - 1)
        if position is None:
            abort(404, _("That seat does not exist at this table."))
    elif raw not in ("", str(actor.seat.position)):
        error_way_back(url_for("seats.my_seat", code=table.code))
        abort(403, _("A phone can only take back its own move."))
    else:
        position = actor.seat.position
    form = TakeBackForm()
    if not form.validate_on_submit():
        if form.errors.get("csrf_token"):
            message, status = _("This form has expired or did not come from this site. "
                                "Nothing was stored: try again."), 400
        else:
            message, status = _("This page was out of date: nothing was stored. Here is the "
                                "table as it is now."), 409
        return move_views.render_seat(table, position, actor.host, message, status)
    try:
        tables.take_back(table, position, form.seen.data, by_host=actor.host)
    except tables.TableError as exc:
        # the table as it is now (another record may have come): read again
        return move_views.render_seat(tables.find_table(code), position, actor.host,
                                      exc.message, exc.status)
    if actor.host:
        return page_after(url_for("seats.act_for_seat", code=code, position=position))
    return page_after(url_for("seats.my_seat", code=code))
