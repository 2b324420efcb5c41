"""A set entered on a phone, given to the host screen: the way across that needs no typing
(docs/component-sets.md, "Giving a set to the host screen").

A set belongs to the device that saved it (companion/web/device.py), and a laptop cannot scan
the QR code of a share link.  So the laptop (the host screen) shows a QR code of a give link,
``/components/<game>/give/<token>``, valid ``GIVE_LINK_MAX_AGE`` seconds (15 minutes): the
token, signed with the app's ``SECRET_KEY`` by itsdangerous under a salt of its own, holds the
laptop's device id (the SHA-256 hex of its device key) and the game.  The phone that opens it
lists its own sets of that game and taps one: a copy of it is saved owned by the laptop's
device (``components.save_copy``, the share link's "save a copy": the laptop's quota per
device, this network's, the same request limit).  The laptop's page polls ``arrived`` and goes
back to the new-table form with the set chosen (``?components=<id>``).
"""
from __future__ import annotations

import secrets
from datetime import datetime

from flask import (Blueprint, abort, current_app, jsonify, redirect, render_template, request,
                   url_for)
from flask_babel import gettext as _
from flask_wtf import FlaskForm
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from sqlalchemy import func, select
from wtforms import HiddenField

from companion.bgstats import as_utc
from companion.extensions import db, limiter
from companion.inputs import row_id
from companion.models import ComponentSet, utcnow
from companion.transactions import write_transaction
from companion.registry import get_game, plugin
from companion.web.components import _save_limit, save_copy
from companion.web.device import device_id
from companion.web.helpers import join_url_is_reachable, public_url
from companion.web.qr import qr_data_uri

bp = Blueprint("set_give", __name__, url_prefix="/components")

SALT = "component-set-give"
#: How long a give link works, in seconds (``GIVE_LINK_MAX_AGE``).
MAX_AGE = 15 * 60
#: How long after its link stopped working the laptop's page still learns of a set that came.
POLL_GRACE = 60
#: How often the laptop's page asks whether a set came (static/js/set_give.js), in ms.
POLL_MS = 2000


class GiveForm(FlaskForm):
    """The phone's choice of one of its sets (``set_id``)."""

    set_id = HiddenField()


def _serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.secret_key, salt=SALT)


def _max_age() -> int:
    return int(current_app.config.get("GIVE_LINK_MAX_AGE", MAX_AGE))


def make_token(owner: str, game_key: str) -> str:
    """A give link's token: ``[owner, game_key]`` signed and dated."""
    return _serializer().dumps([owner, game_key])


def read_token(token: str, game_key: str, grace: int = 0) -> tuple[str, datetime]:
    """(the laptop's device id, when the link was made) of a give link of ``game_key``; aborts
    410 for an expired one (past ``GIVE_LINK_MAX_AGE`` + ``grace`` seconds) and 404 for a
    tampered one, one of another game or text that is no token."""
    try:
        payload, made = _serializer().loads(token, max_age=_max_age() + grace,
                                            return_timestamp=True)
    except SignatureExpired:
        abort(410, _("This link has expired (it works for 15 minutes). Show a new QR code on "
                     "the host screen and scan it again."))
    except (BadSignature, UnicodeError, ValueError, TypeError):
        payload, made = None, None
    if (not isinstance(payload, list) or len(payload) != 2 or payload[1] != game_key
            or not isinstance(payload[0], str) or len(payload[0]) != 64):
        abort(404, _("This link is not valid. Show a new QR code on the host screen and scan "
                     "it again."))
    return payload[0], as_utc(made)


def _giving_game(game_key: str):
    game = get_game(game_key)
    if game is None or not game.has_components:
        abort(404, _("This game has no components to enter."))
    return game


def _new_table_url(game_key: str, set_id: int | None = None) -> str:
    return url_for("tables.new_table", game_key=game_key, components=set_id)


def _copy_held(owner: str, found: ComponentSet) -> ComponentSet | None:
    """A set ``owner`` holds already that is the same as ``found`` (its game, name and
    document: given before through a link), else None."""
    held = db.session.scalars(select(ComponentSet).where(
        ComponentSet.game_key == found.game_key, ComponentSet.owner == owner,
        ComponentSet.name == found.name)).all()
    return next((s for s in held if s.data == found.data), None)


def _arrived(owner: str, game_key: str, since: datetime) -> int | None:
    """The id of the set of ``game_key`` owned by ``owner`` saved or given again last, when
    that was at ``since`` or later (one given through the link), else None."""
    when = func.coalesce(ComponentSet.updated_at, ComponentSet.created_at)
    row = db.session.execute(
        select(ComponentSet.id, when.label("at"))
        .where(ComponentSet.game_key == game_key, ComponentSet.owner == owner)
        .order_by(when.desc(), ComponentSet.id.desc()).limit(1)).first()
    if row is None or as_utc(row.at) < since:
        return None
    return row.id


@bp.get("/<game_key>/give")
def show(game_key: str):
    """The laptop's page: a give link of this device for ``game_key`` as a QR code and as a
    link, polled until a set comes (then back to the new-table form with it chosen)."""
    game = _giving_game(game_key)
    token = make_token(device_id(create=True), game_key)
    url = public_url(url_for("set_give.give", game_key=game_key, token=token))
    return render_template(
        "components/give.html", game=game, url=url, qr=qr_data_uri(url),
        reachable=join_url_is_reachable(url), poll_ms=POLL_MS,
        minutes=_max_age() // 60,
        arrived=url_for("set_give.arrived", game_key=game_key, token=token)), 200, {"Cache-Control": "no-store"}


@bp.get("/<game_key>/give/<token>/arrived")
def arrived(game_key: str, token: str):
    """Whether a set came through the give link ``token`` (only for the device that made
    it, else 403): for the page's script (``Accept: application/json``) ``{"next": the
    new-table form with it chosen, or null}``; otherwise a redirect to the new-table form
    (with the set chosen when one came)."""
    _giving_game(game_key)
    owner, made = read_token(token, game_key, grace=POLL_GRACE)
    mine = device_id()
    if not mine or not secrets.compare_digest(mine, owner):
        abort(403, _("Only the host screen that showed this QR code can use it."))
    found = _arrived(owner, game_key, made)
    target = _new_table_url(game_key, found)
    if request.accept_mimetypes.best == "application/json":
        return jsonify({"next": target if found is not None else None}), 200, \
            {"Cache-Control": "no-store"}
    return redirect(target)


@bp.route("/<game_key>/give/<token>", methods=["GET", "POST"])
@limiter.limit(_save_limit, methods=["POST"])
def give(game_key: str, token: str):
    """The phone's page: its own sets of ``game_key`` (names and progress); a tap sends a copy
    of one to the device that made the link (then "sent" on the page)."""
    game = _giving_game(game_key)
    owner, _made = read_token(token, game_key)
    mine = device_id()
    same = bool(mine) and secrets.compare_digest(mine, owner)
    form = GiveForm()
    if request.method == "POST":
        if not form.validate_on_submit():
            abort(400, _("The request was malformed. Nothing was stored."))
        if same:
            abort(409, _("This is the device that showed the QR code: its sets are already "
                         "offered there. Scan the QR code with the phone the set was entered "
                         "on."))
        wanted = row_id(form.set_id.data or "")
        found = db.session.get(ComponentSet, wanted) if wanted is not None else None
        if found is None or found.game_key != game_key:
            abort(404, _("There is no such component set."))
        if not mine or not secrets.compare_digest(found.owner, mine):
            abort(403, _("Only a set saved on this device can be sent from it."))
        kept = _copy_held(owner, found)
        if kept is None:
            save_copy(found, owner)
        else:  # sent again (a second tap, the link opened twice): no second copy
            with write_transaction():
                kept.updated_at = utcnow()
        return redirect(url_for("set_give.give", game_key=game_key, token=token,
                                sent=found.id))
    sets = [] if same or not mine else db.session.scalars(
        select(ComponentSet).where(ComponentSet.game_key == game_key,
                                   ComponentSet.owner == mine).order_by(ComponentSet.id)).all()
    sent = row_id(request.args.get("sent", ""))
    return render_template("components/give_phone.html", game=game, sets=sets, form=form,
                           same=same, editor=plugin(game_key).editor,
                           sent=next((s for s in sets if s.id == sent), None))
