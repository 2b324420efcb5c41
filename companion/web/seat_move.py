"""A seat taken to another browser of the same phone (the app added to the home screen keeps
cookies of its own, so does another browser): the seat's page shows a move link, its QR code
and a short code; the other browser opens the link (or types the code on the table's join
page), a tap moves the seat there, and the browser that held it no longer opens it.

* ``GET /t/<code>/me/move``: the seat's own browser only: the link, QR code and code.
* ``GET|POST /j/<code>/move/<position>/<move code>``: the link: a page that asks, then moves.
* ``POST /j/<code>/move``: the code typed on the join page (``move_code``).

The move code is not stored: it is a keyed hash (SECRET_KEY) of the table, the seat and the
seat's current token hash, in a window of ``WINDOW_MINUTES`` (this window's or the last one's
is accepted: a code lasts 15 to 30 minutes). Moving gives the seat a new token, so a code
moves a seat once, and a seat freed or moved since makes its code worthless
(``tables.move_seat``). No second seat is ever made: the seat stays one row, and a browser
holding another seat of the table is refused. Typed codes count against the seat claims' limit
(per device and table), and every code is 8 characters from the join codes' alphabet
(32^8 ≈ 10^12 values)."""
from __future__ import annotations

import hashlib
import hmac
import time

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_wtf import FlaskForm
from wtforms import StringField
from wtforms.validators import Length

from companion import tables
from companion.extensions import limiter
from companion.inputs import number
from companion.registry import get_game
from companion.tables import JOIN_ALPHABET, SeatRef, TableRef
from companion.web.device import device_id, device_key
from companion.web.guessing import find_table
from companion.web.helpers import (actor_for, error_way_back, join_url, keep_seat, public_url,
                                   way_on)
from companion.web.join_proof import PARAM, join_proof
from companion.web.qr import qr_data_uri
from companion.web.quotas import device_or_network, seat_claims_limit

bp = Blueprint("seat_move", __name__)

#: How long a move code lasts: this window and the one before.
WINDOW_MINUTES = 15
CODE_LENGTH = 8


class MoveForm(FlaskForm):
    """Move the seat of a link here (no fields: the seat and code are in the address)."""


class MoveCodeForm(FlaskForm):
    """The move code typed on the join page."""

    move_code = StringField(validators=[Length(max=40)])


def _window(now: float | None = None) -> int:
    return int((time.time() if now is None else now) // (WINDOW_MINUTES * 60))


def move_code(table: TableRef, seat: SeatRef, window: int | None = None) -> str:
    """The seat's move code in ``window`` (this one by default): ``CODE_LENGTH`` characters of
    ``JOIN_ALPHABET``."""
    secret = str(current_app.config["SECRET_KEY"]).encode("utf-8")
    text = f"seat-move/{table.code}/{seat.position}/{seat.token_hash}/"
    digest = hmac.new(secret, (text + str(_window() if window is None else window)).encode(),
                      hashlib.sha256).digest()
    number = int.from_bytes(digest[:8], "big")
    out = []
    for _i in range(CODE_LENGTH):
        number, index = divmod(number, len(JOIN_ALPHABET))
        out.append(JOIN_ALPHABET[index])
    return "".join(out)


def seat_of_code(table: TableRef, typed: str) -> SeatRef | None:
    """The held seat of ``table`` whose move code (this window's or the last one's) is
    ``typed`` (as typed: any case, spaces, full-width), or None."""
    code = tables.normalize_code(typed or "")
    if len(code) != CODE_LENGTH:
        return None
    now = _window()
    found = None
    for seat in table.seats:
        if seat.claimed and any(hmac.compare_digest(code, move_code(table, seat, w))
                                for w in (now, now - 1)):
            found = seat
    return found


def split_move_code(typed: str) -> tuple[str, str] | None:
    """A code typed on the join page read as a seat's whole move code (the table's join code,
    then the seat's move code: ``JOIN_CODE_LENGTH`` + ``CODE_LENGTH`` characters, as the move
    page shows it), as (join code, move code); None for anything else (a join code)."""
    code = tables.normalize_code(typed or "")
    if len(code) != tables.JOIN_CODE_LENGTH + CODE_LENGTH:
        return None
    return code[:tables.JOIN_CODE_LENGTH], code[tables.JOIN_CODE_LENGTH:]


def ask_to_move(table: TableRef, typed: str):
    """The page that asks to move the seat whose move code is ``typed`` (its link), or
    ``tables.NotFound`` (404) when no seat of ``table`` has it now."""
    seat = seat_of_code(table, typed)
    if seat is None:
        raise tables.NotFound(_("No seat of this table has that code. Check it on the browser "
                                "that holds the seat (it changes every %(num)d minutes).",
                                num=WINDOW_MINUTES))
    return redirect(url_for("seat_move.move_by_link", code=table.code, position=seat.position,
                            move=tables.normalize_code(typed)))


def _move_key() -> str:
    """Move attempts are counted per device and table, as seat claims are."""
    return f"move/{request.view_args.get('code', '')[:12]}/{device_or_network()}"


@bp.get("/t/<code>/me/move")
def show_move(code: str):
    """The seat's own browser: the link, its QR code and the short code that move the seat."""
    table = find_table(code)
    actor = actor_for(table)
    seat = actor.seat
    if seat is None:
        way_on(table, actor)
        abort(403, _("Only the browser that holds a seat can move it."))
    secret = move_code(table, seat)
    url = public_url(url_for("seat_move.move_by_link", code=table.code, position=seat.position,
                             move=secret, **{PARAM: join_proof(table.code)}))
    return render_template("seats/move.html", table=table, game=get_game(table.game_key),
                           seat=seat, url=url, qr=qr_data_uri(url),
                           move_code=f"{table.code} {secret[:4]} {secret[4:]}",
                           minutes=WINDOW_MINUTES, join=join_url(table)), \
        200, {"Cache-Control": "no-store"}


def _move_here(table: TableRef, seat: SeatRef):
    """Move ``seat`` to this browser, or say why not (a 4xx page); then its seat page."""
    held = actor_for(table).seat
    if held is not None and held.position == seat.position:
        return redirect(url_for("seats.my_seat", code=table.code))
    if held is not None:
        error_way_back(url_for("seats.my_seat", code=table.code))
        abort(403, _("This browser already holds a seat at this table."))
    device_key(create=True)
    moved = tables.move_seat(table, seat.position, seat.token_hash, device_id())
    keep_seat(table, moved)
    return redirect(url_for("seats.my_seat", code=table.code))


@bp.route("/j/<code>/move/<digits:position>/<move>", methods=["GET", "POST"])
@limiter.limit(seat_claims_limit, key_func=_move_key, methods=["POST"])
def move_by_link(code: str, position: str, move: str):
    """The move link opened on the other browser: a tap moves the seat here (``position``:
    the seat's number as written in the address)."""
    table = find_table(code)
    seat = seat_of_code(table, move)
    if seat is None or seat.position != number(position, digits=2):
        abort(410, _("This code has been used or the seat has changed since. Open the seat on "
                     "the browser that holds it and make a new code."))
    form = MoveForm()
    if form.validate_on_submit():
        return _move_here(table, seat)
    return render_template("seats/move_here.html", table=table, game=get_game(table.game_key),
                           seat=seat, form=form), 200, {"Cache-Control": "no-store"}


@bp.post("/j/<code>/move")
@limiter.limit(seat_claims_limit, key_func=_move_key)
def move_typed(code: str):
    """The move code typed on the table's join page."""
    table = find_table(code)
    form = MoveCodeForm()
    if not form.validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    typed = form.move_code.data or ""
    whole = split_move_code(typed)
    seat = seat_of_code(table, whole[1] if whole and whole[0] == table.code else typed)
    if seat is None:
        abort(404, _("No seat of this table has that code. Check it on the browser that holds "
                     "the seat (it changes every %(num)d minutes).", num=WINDOW_MINUTES))
    return _move_here(table, seat)
