"""Rendering a table for the host or a seat, and entering a move: shared by every game."""
from __future__ import annotations

from dataclasses import dataclass

from flask import abort, redirect, render_template, request, url_for
from flask_babel import gettext as _

from companion import tables
from companion.games import get_game
from companion.inputs import number
from companion.models import Table
from companion.web.adapters import get_web
from companion.web.forms import HostForm, ReleaseSeatForm, UndoForm
from companion.web.helpers import actor_for, join_url, join_url_is_reachable, seats_signature


#: Host and seat pages show hidden information (a hand, a secret choice): never cached.
NO_STORE = {"Cache-Control": "no-store"}


def render_host(table: Table, error: str | None = None, status: int = 200,
                forms_override: dict | None = None):
    """The host screen of ``table``; ``error`` is shown on top (with ``status``), and
    ``forms_override`` replaces freshly built forms by the ones the user just filled in.  A
    game's web side may act when its host screen is shown (``web.host_shown(table, state)``,
    e.g. a card entered on a phone joins the saved set of the device showing it)."""
    game = get_game(table.game_key)
    web = get_web(table.game_key)
    rep = tables.replay(table)
    at = _past_move_number(rep.version)
    past = tables.state_after(table, at) if at is not None and at < rep.version else None
    shown = rep.state if past is None else past
    shown_hook = getattr(web, "host_shown", None)
    if shown_hook is not None:  # e.g. cards entered on a phone join this device's saved set
        shown_hook(table, rep.state)
    over = game.is_over(rep.state)
    table_forms = {} if over or past else web.table_forms(rep.state, rep.version)
    table_forms.update({k: v for k, v in (forms_override or {}).items() if k in table_forms})
    url = join_url(table)
    response = render_template(
        "tables/host.html", table=table, game=game, web=web, rep=rep, past=past, at=at,
        log=log_page(rep.entries, request.args.get("log")),
        view=game.view(shown, None), state=shown, table_forms=table_forms,
        undo_form=UndoForm(seen=rep.version), release_form=ReleaseSeatForm(),
        host_form=HostForm(),
        sheet=game.score(rep.state) if over else None, over=over, error=error,
        join_url=url, join_reachable=join_url_is_reachable(url),
        seats_signature=seats_signature(table))
    return response, status, NO_STORE


def render_seat(table: Table, position: int, by_host: bool, error: str | None = None,
                status: int = 200, forms_override: dict | None = None):
    """A seat's page: what this seat may see and the moves it may make now.  ``by_host``: the
    host screen acting for the seat (a table with one device)."""
    game = get_game(table.game_key)
    web = get_web(table.game_key)
    rep = tables.current(table)  # a seat's page shows no log: none is read
    seat = next(s for s in table.seats if s.position == position)
    over = game.is_over(rep.state)
    # ``?at=N``: the table as this seat saw it after move N (no forms), with that move's line
    at = _past_move_number(rep.version)
    past = tables.state_after(table, at) if at is not None and at < rep.version else None
    shown = rep.state if past is None else past
    forms = {} if over or past is not None else web.seat_forms(rep.state, position, rep.version)
    forms.update({k: v for k, v in (forms_override or {}).items() if k in forms})
    response = render_template(
        "seats/seat.html", table=table, game=game, web=web, rep=rep, seat=seat, by_host=by_host,
        view=game.view(shown, position), state=shown, forms=forms, past=past, at=at,
        past_line=tables.move_message(table, at) if past is not None and at else None,
        sheet=game.score(rep.state) if over and past is None else None, over=over, error=error)
    return response, status, NO_STORE


def post_move(table: Table, move_type: str):
    """Check who is acting, validate the move's form, and record it through the table service.

    Answers: a redirect to the page on success; the page again with the message and 400 (bad
    form), 403 (not your seat), 409 (the table moved on), 422 (the rules refuse it).  A game's
    web side may name move types whose forms take taps without JS (``web.taps``: a POST
    carrying ``tap`` shows the page again, 200, nothing stored) and do something after a move
    is recorded (``web.after_move(table, record)``)."""
    actor = actor_for(table)
    if actor.onlooker:
        abort(403, _("Join the table first: only its seats and its host can enter moves."))
    seat = _acting_seat(table, actor)
    back_to_host = actor.host and seat is None
    web = get_web(table.game_key)
    if not actor.host and move_type in getattr(web, "table_moves", ()):
        abort(403, _("Only the host screen can enter this."))
    version = tables.current_version(table)
    form = web.bind(move_type, tables.current_state(table, version), seat)
    if form is None:
        abort(404, _("There is no move called %(name)s in this game.", name=move_type))

    def again(message: str, status: int, keep_form: bool = True):
        override = {move_type: form} if keep_form else None
        if back_to_host:
            return render_host(table, message, status, override)
        return render_seat(table, seat, actor.host, message, status, override)

    if "tap" in request.form and move_type in getattr(web, "taps", ()):
        # a tap on a form of several steps (an editor's space) without JS: the page is shown
        # again with the tap applied by the game's template; nothing is stored
        return again(None, 200)
    valid = form.validate_on_submit()
    if form.errors.get("csrf_token"):
        return again(_("This form has expired or did not come from this site. "
                       "Nothing was stored: try again."), 400, keep_form=False)
    if form.seen.errors:  # a tampered or missing version: treat the page as out of date
        _show_version(form, version)
        return again(_("This page was out of date: nothing was stored. Here is the table as it "
                       "is now."), 409)
    if not valid and form.seen.data != version:
        # a form drawn for an earlier state: its choices may no longer exist, so say that the
        # table moved on (as a valid stale form is told), not which field is wrong
        seen = form.seen.data
        _show_version(form, version)
        return again(tables.stale_message(seen, version), 409)
    if not valid:
        return again(_("Some fields need fixing: see the messages below."), 400)
    data = web.to_data(move_type, form)
    try:
        tables.record_move(table, seat, data, form.seen.data, by_host=actor.host)
    except tables.Stale as exc:
        # keep what was typed, now against the current version: sending it again is a choice
        _show_version(form, tables.current_version(table))
        return again(exc.message, exc.status)
    except tables.Refused as exc:
        return again(exc.message, exc.status)
    after = getattr(web, "after_move", None)
    if after is not None:  # e.g. a card first met in play joins the table's saved set
        after(table, data)
    if back_to_host:
        return redirect(url_for("tables.host", code=table.code))
    if actor.host:
        return redirect(url_for("seats.act_for_seat", code=table.code, position=seat))
    return redirect(url_for("seats.my_seat", code=table.code))


LOG_PAGE = 50


@dataclass
class LogPage:
    """One page of the move log, the latest moves first: ``entries``, ``page`` (1 = the
    latest) of ``pages``."""

    entries: list
    page: int
    pages: int


def log_page(entries: list, raw: str | None, size: int = LOG_PAGE) -> LogPage:
    """Page ``raw`` (the ``?log=`` of the host page; the first when absent or not a page) of
    ``entries``, latest first."""
    pages = max(1, -(-len(entries) // size))
    page = number(raw or "1", most=pages) or 1
    newest_first = entries[::-1]
    return LogPage(newest_first[(page - 1) * size: page * size], page, pages)


def _past_move_number(version: int) -> int | None:
    """The ``?at=N`` of the host page: the table as it was after move N (0 = the setup).
    Aborts with 404 for a number that is not a move of this table."""
    raw = request.args.get("at")
    if raw is None:
        return None
    at = number(raw, most=version)
    if at is None:
        abort(404, _("This table has no such move: the log ends at move %(n)d.", n=version))
    return at


def _show_version(form, version: int) -> None:
    """Make a re-shown form carry the table's current version."""
    form.seen.data = version
    form.seen.raw_data = [str(version)]
    form.seen.errors = []


def _acting_seat(table: Table, actor) -> int | None:
    """The seat a move is entered for: a phone acts only for its own seat; the host for any
    seat (form field ``seat``) or for the table (no seat)."""
    raw = request.form.get("seat", "").strip()
    if not actor.host:
        if raw not in ("", str(actor.seat.position)):
            abort(403, _("A phone can only enter moves for its own seat."))
        return actor.seat.position
    if raw in ("", "table"):
        return None
    position = number(raw, most=len(table.seats) - 1)
    if position is None:
        abort(404, _("That seat does not exist at this table."))
    return position
