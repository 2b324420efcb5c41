"""The host screen: create a table, show its setup, QR code and log, enter moves, undo."""
from __future__ import annotations

import json

from flask import (Blueprint, Response, abort, redirect, render_template,
                   request, url_for)
from flask_babel import gettext as _

from companion import tables
from companion.extensions import limiter
from companion.web.guessing import find_table, live_table
from companion.registry import get_game
from companion.inputs import number
from companion.web import moves as move_views
from companion.web import poll
from companion.registry import get_web
from companion.web.device import device_id, device_key
from companion.web.forms import (HostForm, ReleaseSeatForm, UndoForm, choices,
                                 new_table_form_class)
from companion.web.helpers import (actor_for, fields_need_fixing, game_title, join_url, keep_host,
                                   public_url, seats_signature)
from companion.web.join_proof import PARAM, join_proof
from companion.web.page_after import page_after
from companion.web.qr import qr_data_uri, qr_svg
from companion.web.saved_sets import remembered_set
from companion.web.quotas import (device_or_network, network_limit_key, tables_per_device,
                                  tables_per_network, too_many_tables)

bp = Blueprint("tables", __name__)


def _playable_game(game_key: str):
    game = get_game(game_key)
    if game is None:
        abort(404, _("There is no game called %(key)s.", key=game_key))
    if not game.playable:
        abort(404, _("%(title)s is coming soon: it cannot be played yet.", title=game_title(game)))
    return game


def _created(response) -> bool:
    """Only a table set up counts towards the limits of tables (not a form sent back)."""
    return response.status_code == 302


@bp.route("/new/<game_key>", methods=["GET", "POST"])
@limiter.limit(tables_per_network, key_func=network_limit_key, methods=["POST"],
               deduct_when=_created, error_message=too_many_tables)
@limiter.limit(tables_per_device, key_func=device_or_network, methods=["POST"],
               deduct_when=_created, error_message=too_many_tables)
def new_table(game_key: str):
    """Choose the players, their colours and an optional seed, and set up a new table (at
    most as many a device and a network as companion/web/quotas.py allows)."""
    game = _playable_game(game_key)
    web = get_web(game_key)
    form = new_table_form_class(game, web.colours, web.option_fields(),
                                web.default_players)()
    _preselect_set(form, game_key, web)
    by_set = _follow_set(form, web)
    refused = None
    if form.validate_on_submit():
        chosen = form["components"] if "components" in form else None
        try:
            table = tables.create_table(game_key, form.players(), form.seed.data,
                                        web.options_from_form(form),
                                        component_set=number(str(chosen.data)) if chosen
                                        else None, creator=device_id(create=True))
        except tables.Refused as exc:   # the game cannot set up with these options
            refused = exc.message
        else:
            keep_host(table)
            return redirect(url_for("tables.host", code=table.code))
    device_key(create=True)  # the form comes from a known device: the limit per device
    sent = request.method == "POST"  # and refused: the usual banner over the fields' messages
    error = refused or (fields_need_fixing() if sent else None)
    status = 422 if refused is not None else 400 if sent else 200
    return render_template("tables/new.html", game=game, form=form, error=error,
                           by_set=by_set, max_seats=max(game.player_counts),
                           habits=() if sent else web.remembered_options), status


def _preselect_set(form, game_key: str, web) -> None:
    """On a form opened (not sent), ``?components=<choice>`` chooses that set when the form
    offers it (a set just given from a phone, companion/web/set_give.py); without it, the set
    this device set its last table of the game up with, or its newest own complete set
    (``saved_sets.remembered_set``, a set ``web.can_make_table`` accepts: table trial s48
    item 3)."""
    if request.method != "GET" or "components" not in form:
        return
    wanted = request.args.get("components") or remembered_set(game_key, web.can_make_table)
    if wanted and any(choice.value == wanted for choice in form["components"].choices):
        form["components"].data = wanted


def _follow_set(form, web) -> dict[str, str]:
    """The fields whose choices follow the component set: each offers the chosen set's (the
    posted one, else the default), a form opened starting on its first choice when the
    field's default is not among them; returns, per field, every set's list as JSON
    (``{set choice: [[value, label]]}``, labels in the page language) for the page's script,
    static/js/new_table.js (``GameWeb.choices_by_set``)."""
    by_set = web.choices_by_set() if "components" in form else {}
    if not by_set:
        return {}
    chosen = str(form["components"].data)
    for name, lists in by_set.items():
        offered = lists.get(chosen, next(iter(lists.values())))
        form[name].choices = choices(offered)
        if request.method == "GET" and offered and \
                str(form[name].data) not in [str(value) for value, _label in offered]:
            form[name].data = offered[0][0]  # a default the set cannot use: its first choice
    return {name: json.dumps({key: [[str(v), str(label)] for v, label in pairs]
                              for key, pairs in lists.items()}, ensure_ascii=False)
            for name, lists in by_set.items()}


@bp.get("/t/<code>")
def host(code: str):
    """The host screen: QR code, seats, the board, the move forms of every seat, the log."""
    table = live_table(code)
    actor = actor_for(table)
    if not actor.host:
        if actor.seat is not None:  # a past view (?at=3) stays the same past view on the phone
            return redirect(url_for("seats.my_seat", code=table.code,
                                    at=request.args.get("at") or None))
        return redirect(url_for("seats.join_table", code=table.code))
    return move_views.render_host(table)


def _host_only(table) -> None:
    if not actor_for(table).host:
        abort(403, _("Only the host screen can do this."))


@bp.post("/t/<code>/host-link")
def make_host_link(code: str):
    """The host makes a one-time link (shown with its QR code) for another device."""
    table = find_table(code)
    _host_only(table)
    if not HostForm().validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    secret = tables.new_host_link(table)
    url = public_url(url_for("tables.handoff", code=table.code, secret=secret))
    return render_template("tables/host_link.html", table=table, game=get_game(table.game_key),
                           url=url, qr=qr_data_uri(url), minutes=tables.HOST_LINK_MINUTES), \
        200, {"Cache-Control": "no-store"}


@bp.route("/t/<code>/handoff/<secret>", methods=["GET", "POST"])
def handoff(code: str, secret: str):
    """A one-time host link opened on another device: a tap makes it the host screen (the
    join-code guessing limit never refuses a valid link: it was not guessed)."""
    table = find_table(code, host_link=secret)
    form = HostForm()
    if request.method == "POST":
        if not form.validate_on_submit():
            abort(400, _("The request was malformed. Nothing was stored."))
        if not tables.use_host_link(table, secret):
            abort(410, _("This link has been used or has expired. Ask the host screen for a "
                         "new one."))
        keep_host(table, secret)  # the link's secret is this device's host token from now on
        return redirect(url_for("tables.host", code=table.code))
    if not tables.host_link_usable(table, secret):
        abort(410, _("This link has been used or has expired. Ask the host screen for a new "
                     "one."))
    return render_template("tables/handoff.html", table=table, game=get_game(table.game_key),
                           form=form), 200, {"Cache-Control": "no-store"}


@bp.post("/t/<code>/host-rotate")
def rotate_host(code: str):
    """Sign every other host screen out: only this device stays the host."""
    table = find_table(code)
    _host_only(table)
    if not HostForm().validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    tables.rotate_host_token(table)
    keep_host(table)
    return redirect(url_for("tables.host", code=table.code))


@bp.get("/t/<code>/setup")
def setup(code: str):
    """What to lay out on the table, print-friendly (no secret information on it)."""
    table = find_table(code)
    game = get_game(table.game_key)
    return render_template(f"games/{game.key}/setup.html", table=table, game=game,
                           setup=table.setup, view=game.view(table.setup, None),
                           web=get_web(game.key))


@bp.get("/t/<code>/qr.svg")
def qr_code(code: str):
    """The join address as an SVG QR code."""
    table = find_table(code)
    return Response(qr_svg(join_url(table)), mimetype="image/svg+xml",
                    headers={"Cache-Control": "no-store"})


@bp.get("/t/<code>/score-qr.svg")
def score_qr(code: str):
    """The address of the table's score page (a finished play: its ranking and the links
    that save it, BG Stats' among them) as an SVG QR code, for a phone to scan off the host
    screen."""
    table = find_table(code)
    url = public_url(url_for("tables.score", code=table.code, **{PARAM: join_proof(table.code)}))
    return Response(qr_svg(url),
                    mimetype="image/svg+xml", headers={"Cache-Control": "no-store"})


@bp.get("/t/<code>/version")
def version(code: str):
    """The table's current version (last log number) and which seats hold a phone, for the
    pages' light poll; 304 when ``If-None-Match`` names them already.  (With the poll key
    the pages use, companion/web/poll.py answers before this view.)"""
    table = find_table(code)
    current, seats = tables.current_version(table), seats_signature(table)
    tag = poll.etag(current, seats)
    headers = {"ETag": tag, "Cache-Control": "no-store"}
    if request.headers.get("If-None-Match") == tag:
        return Response(status=304, headers=headers)
    return Response(poll.answer(current, seats), mimetype="application/json", headers=headers)


@bp.post("/t/<code>/move/<move_type>")
def post_move(code: str, move_type: str):
    """Enter one move, from the host screen (for any seat or the table) or a seat's phone."""
    table = live_table(code)
    return move_views.post_move(table, move_type)


@bp.post("/t/<code>/undo")
def undo(code: str):
    """The host takes back the last effective move (the log keeps it, marked undone)."""
    table = find_table(code)
    if not actor_for(table).host:
        abort(403, _("Only the host screen can undo."))
    form = UndoForm()
    if not form.validate_on_submit():
        return move_views.render_host(table, error=_("The undo request was malformed."),
                                      status=400)
    try:
        tables.undo_last(table, form.seen.data, form.undoes.data)
    except tables.TableError as exc:
        return move_views.render_host(table, error=exc.message, status=exc.status)
    return page_after(url_for("tables.host", code=table.code))


@bp.post("/t/<code>/seats/release")
def release_seat(code: str):
    """The host frees a seat so that a new phone can take it (the old phone loses it)."""
    table = find_table(code)
    if not actor_for(table).host:
        abort(403, _("Only the host screen can free a seat."))
    form = ReleaseSeatForm()
    position = number(str(form.position.data or ""), digits=2)
    if not form.validate_on_submit() or position is None:
        return move_views.render_host(table, error=_("The request was malformed."), status=400)
    tables.release_seat(table, position)
    return redirect(url_for("tables.host", code=table.code))


@bp.get("/t/<code>/score")
def score(code: str):
    """The end-of-game score sheet of a finished table."""
    table = find_table(code)
    game = get_game(table.game_key)
    rep = tables.current(table)
    if not game.is_over(rep.state):
        abort(409, _("The game is not over yet: the score sheet comes after the end."))
    sheet = game.score(rep.state)
    return render_template("tables/score.html", table=table, game=game, sheet=sheet)


