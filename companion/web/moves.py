"""Rendering a table for the host or a seat, and entering a move: shared by every game."""
from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from flask import abort, current_app, g, render_template, request, url_for
from markupsafe import escape
from werkzeug.exceptions import HTTPException
from flask_babel import gettext as _

from companion import tables
from companion.inputs import number
from companion.message import Msg
from companion.models import Table
from companion.replay_cache import LruCache
from companion.registry import get_game, get_web
from companion.web.device import device_id
from companion.web.forms import HostForm, ReleaseSeatForm
from companion.web.helpers import (actor_for, error_heading, error_way_back, fields_need_fixing,
                                   join_url, join_url_is_reachable, poll_url, seat_was_freed,
                                   seats_signature)
from companion.web.page_after import page_after
from companion.web.parts import held_parts, live_page, open_parts, part_key
from companion.web.poll import etag


#: Host and seat pages show hidden information (a hand, a secret choice): never cached.
NO_STORE = {"Cache-Control": "no-store"}


def render_host(table: Table, error: str | None = None, status: int = 200,
                forms_override: dict | None = None):
    """The host screen of ``table``; ``error`` is shown on top (with ``status``), and
    ``forms_override`` replaces freshly built forms by the ones the user just filled in.
    Showing it writes nothing (pieces met in play joined the table's saved set when their move
    was recorded: ``tables.record_move``).

    Nothing here grows with the log: the state is the one stored with the last record and
    the log is read one page at a time.  A table recorded under an older reading of its
    game's rules that the current code cannot draw gets ``render_older`` instead."""
    return _drawn(table, True, lambda: _render_host(table, error, status, forms_override))


def _drawn(table: Table, host: bool, draw: Callable[[], Any]):
    """``draw()``, a table's page; for a table recorded under an older reading of its game's
    rules (``tables.rules_notice``) whose stored states the current code fails to draw,
    ``render_older`` instead: such a table is never a 500."""
    try:
        return draw()
    except (HTTPException, tables.TableError):
        raise
    except Exception:  # any: the current code may not read the states of an older reading
        notice = tables.rules_notice(table)
        if notice is None:
            raise
        current_app.logger.exception("%s: a table of an older reading of the rules of %s "
                                     "could not be drawn", table.code, table.game_key)
        return render_older(table, notice, host)


def render_older(table: Table, notice: Msg, host: bool):
    """The page of a table recorded under an older reading of its game's rules that the
    current code cannot draw: ``notice`` (what happens to it) and, for the host screen, its
    log a page at a time (the stored lines) and its export."""
    log = log_page(table, table.version, request.args.get("log")) if host else None
    return render_template("tables/older_rules.html", table=table,
                           game=get_game(table.game_key), notice=notice, log=log,
                           host=host), 200, NO_STORE


def _render_host(table: Table, error: str | None, status: int, forms_override: dict | None):
    game = get_game(table.game_key)
    web = get_web(table.game_key)
    rep = tables.current(table)
    at = _past_move_number(rep.version, lambda: url_for("tables.host", code=table.code))
    past = tables.state_after(table, at) if at is not None and at < rep.version else None
    since = _opened_at(rep.version) if past is not None else None
    shown = rep.state if past is None else past
    over = game.is_over(rep.state)
    last = tables.last_effective(table) if past is None and rep.version > 0 else None
    log = log_page(table, rep.version, request.args.get("log"), undo_target=last)
    # an earlier page of the log being read stays open when the page updates itself
    page_url = live_page("tables.host", code=table.code, at=at if past is not None else None,
                         since=since, log=log.page if log.page > 1 else None)
    open_parts(*(forms_override or {}))
    table_forms = {} if over or past else LazyForms(
        lambda: web.table_forms(rep.state, rep.version), forms_override)
    seats = seats_signature(table)
    can_undo = last is not None
    # the last move ended the game (a move made after the end, as Mayan Curse's stela values
    # noted for the score, leaves it over when undone): its undo takes the result back
    undo_reopens = over and can_undo and not game.is_over(tables.state_after(table, last - 1))
    # what only some parts show is worked out when they are drawn (Later)
    url = Later(lambda: join_url(table))
    response = render_template(
        "tables/host.html", table=table, game=game, web=web, rep=rep, past=past, at=at,
        moved_on=since is not None and since < rep.version,
        past_line=tables.move_message(table, at) if past is not None and at else None,
        past_last=tables.last_move_at(table, at) if past is not None and at else None,
        past_count=tables.moves_standing(table, at) if past is not None else None,
        # the count of moves that stand now, what a page numbers (read only when drawn)
        standing=Later(lambda: tables.moves_standing(table, rep.version)),
        log=log, can_undo=can_undo, undo_reopens=undo_reopens,
        rules_notice=tables.rules_notice(table),
        undone=undone_moves(table, rep.version) if past is None else (),
        view=game.view(shown, None), table_forms=table_forms,
        last_move_by=_last_move_by(table, rep.version, past),
        release_form=Later(ReleaseSeatForm), host_form=Later(HostForm),
        sheet=game.score(rep.state) if over else None, over=over, error=error,
        join_url=url, join_reachable=Later(lambda: join_url_is_reachable(str(url))),
        seats_signature=seats, page_url=page_url,
        poll_url=poll_url(table), poll_etag=etag(rep.version, seats),
        live_key=part_key(rep.version, page_url, request.method, error is not None))
    return response, status, NO_STORE


class Later:
    """A value worked out when a template first uses it (an attribute, its text or its
    truth): a part of the page that is not drawn never pays for it."""

    def __init__(self, make):
        self._make = make

    @cached_property
    def value(self):
        return self._make()

    def __getattr__(self, name):
        return getattr(self.value, name)

    def __str__(self) -> str:
        return str(self.value)

    def __html__(self) -> str:
        value = self.value
        return value.__html__() if hasattr(value, "__html__") else escape(str(value))

    def __bool__(self) -> bool:
        return bool(self.value)


class LazyForms(Mapping):
    """A game's table-wide forms, built when a template first asks for one (a host page
    redrawn in parts whose game part did not change builds none); ``overrides`` (the forms
    the user just filled in) replace the fresh ones of the same move types."""

    def __init__(self, build, overrides: dict | None = None):
        self._build = build
        self._overrides = overrides or {}
        self._forms: dict | None = None

    def _all(self) -> dict:
        if self._forms is None:
            forms = self._build()
            forms.update({k: v for k, v in self._overrides.items() if k in forms})
            self._forms = forms
        return self._forms

    def __getitem__(self, key):
        return self._all()[key]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


@dataclass(frozen=True)
class UndoneMove:
    """A move the last undos took back, as the notices name it: its ``number``, ``seat``
    the seat that took it back from its phone (None: the host screen's undo), ``message``
    its whole log line (a ``Msg`` or a list of them), ``line`` the move's own line (its
    game's ``GameWeb.own_line``: without the reports that followed it, a food day, the end),
    ``mover`` whose move it was (None: a table-wide entry), ``kind`` its move type and
    ``shown`` the number the notices say (``LogEntry.shown``: its place among the moves that
    stood, never the record number), ``turn`` the turn it belonged to as the game's header
    names it (``GameWeb.undone_turn``: a ``Msg``) or None (the notices say ``shown``),
    ``ended`` whether it had ended the game (its result, the winner and the score sheet, is
    taken back with it: the notices say so)."""

    number: int
    seat: int | None
    message: Any
    line: Any
    mover: int | None
    kind: str | None
    shown: int = 0
    turn: Any = None
    ended: bool = False


#: (database, table id, version) -> the moves the undos ending at record ``version`` took
#: back: a record never changes, so neither does the answer.
UNDONE = LruCache(512)
#: How far back the phones' notice looks for undos in a row.
UNDOS_IN_A_ROW = 20


def undone_moves(table: Table, version: int) -> tuple[UndoneMove, ...]:
    """When the table's last records, up to record ``version``, are undos, the moves they
    took back (``UndoneMove``), in the order they were played; () when the last record is a
    move, or there is none.  The phones and the host
    screen say so until the next move.  At most ``UNDOS_IN_A_ROW`` undos are looked at; two
    reads of a few rows the first time a process asks, none after, and none at all when the
    table was read with its last record and that is a move (companion/tables/reading.py)."""
    if version == 0 or tables.last_record_kind(table, version) == "move":
        return ()  # the last record is known to be a move: no undo notice
    key = tables.cache_key(table, version)
    cached = UNDONE.get(key)
    if cached is not None:
        return cached
    taken_back = []
    if version > 0:
        for entry in reversed(tables.log_marks(table, max(1, version - UNDOS_IN_A_ROW + 1),
                                               version)):
            if entry.kind != "undo":
                break
            if entry.undoes:
                taken_back.append((entry.undoes, None if entry.by_host else entry.seat,
                                   entry.shown))
    found = ()
    if taken_back:
        numbers = sorted(n for n, _by, _shown in taken_back)
        messages = tables.log_messages(table, numbers)
        heads = tables.move_heads(table, numbers)
        web, game = get_web(table.game_key), get_game(table.game_key)

        def undone(n: int, by: int | None, shown: int) -> UndoneMove:
            before = tables.state_after(table, n - 1)  # the table as the move found it
            # it ended the game when the game was over after it and not before it: a move
            # made after the end (Mayan Curse's stela values noted for the score) did not
            ended = game.is_over(tables.state_after(table, n)) and not game.is_over(before)
            return UndoneMove(n, by, messages.get(n), web.own_line(messages.get(n)),
                              *heads.get(n, (None, None)), shown=shown,
                              turn=web.undone_turn(before), ended=ended)
        found = tuple(undone(n, by, shown) for n, by, shown in sorted(taken_back))
    UNDONE.put(key, found)
    return found


def _last_move_by(table: Table, version: int, past: Any):
    """For a page's game part: ``last_move_by(seat)``, the table's last move in effect when
    it was entered for ``seat`` (a ``LogEntry`` with its message: ``tables.last_move_of``),
    else None — and None on a past view or for no seat.  Read only when the page asks."""
    def last_move_by(seat: int | None):
        if past is not None or seat is None:
            return None
        return tables.last_move_of(table, version, seat)
    return last_move_by


def render_seat(table: Table, position: int, by_host: bool, error: str | None = None,
                status: int = 200, forms_override: dict | None = None):
    """A seat's page: what this seat may see and the moves it may make now.  ``by_host``: the
    host screen acting for the seat (a table with one device).  A table recorded under an
    older reading of its game's rules that the current code cannot draw gets
    ``render_older`` instead."""
    return _drawn(table, by_host, lambda: _render_seat(table, position, by_host, error, status,
                                                       forms_override))


def _render_seat(table: Table, position: int, by_host: bool, error: str | None, status: int,
                 forms_override: dict | None):
    game = get_game(table.game_key)
    web = get_web(table.game_key)
    rep = tables.current(table)  # a seat's page shows no log: none is read
    seat = next(s for s in table.seats if s.position == position)
    over = game.is_over(rep.state)
    # ``?at=N``: the table as this seat saw it after move N (no forms), with that move's line
    at = _past_move_number(rep.version, lambda: (
        url_for("seats.act_for_seat", code=table.code, position=position) if by_host
        else url_for("seats.my_seat", code=table.code)))
    past = tables.state_after(table, at) if at is not None and at < rep.version else None
    since = _opened_at(rep.version) if past is not None else None
    shown = rep.state if past is None else past
    g.steps_lost = steps_lost = past is None and _steps_lost(table, rep.version)
    forms = {} if over or past is not None else web.seat_forms(rep.state, position, rep.version)
    # the move this seat just made, confirmed on its page (a game that says it in its own
    # part, web.says_own_move, does so itself); after a refused move only its take-back stays
    own_move = (tables.own_last_move(table, rep.version, position)
                if past is None and not web.says_own_move
                else None)
    # the seat may take back its own last move until the next record (not on a past view)
    own_last, take_back_refused = (tables.take_back_refusal(table, rep.version, position)
                                   if past is None else (False, None))
    take_back = own_last and take_back_refused is None
    forms.update({k: v for k, v in (forms_override or {}).items() if k in forms})
    open_parts(*(forms_override or {}))
    back = at if past is not None else None
    page_url = (live_page("seats.act_for_seat", code=table.code, position=position, at=back,
                          since=since)
                if by_host else live_page("seats.my_seat", code=table.code, at=back, since=since))
    seats = seats_signature(table)
    response = render_template(
        "seats/seat.html", table=table, game=game, web=web, rep=rep, seat=seat, by_host=by_host,
        view=game.view(shown, position), forms=forms, past=past, at=at,
        moved_on=since is not None and since < rep.version,
        # a move refused at the version the seat saw (not 409, the table moving on) is answered
        # with its refusal: the notice of an undo the seat had seen no longer applies
        undone=undone_moves(table, rep.version)
        if past is None and (error is None or status == 409) else (),
        past_line=tables.move_message(table, at) if past is not None and at else None,
        past_last=tables.last_move_at(table, at) if past is not None and at else None,
        past_count=tables.moves_standing(table, at) if past is not None else None,
        # the count of moves that stand now, what a page numbers (read only when drawn)
        standing=Later(lambda: tables.moves_standing(table, rep.version)),
        sheet=game.score(rep.state) if over and past is None else None, over=over, error=error,
        steps_lost=steps_lost, own_move=own_move, take_back=take_back,
        last_move_by=_last_move_by(table, rep.version, past),
        take_back_refused=take_back_refused, page_url=page_url,
        poll_url=poll_url(table),
        poll_etag=etag(rep.version, seats), seats_signature=seats,
        live_key=part_key(rep.version, page_url, request.full_path, request.method,
                          error is not None))
    return response, status, NO_STORE


def post_move(table: Table, move_type: str):
    """Check who is acting, validate the move's form, and record it through the table service.

    Answers: on success the page after the move (``page_after``: a redirect to it, or the page
    itself in parts for a form sent naming its parts); the page again with the message and 400 (bad
    form), 403 (not your seat), 409 (the table moved on), 422 (the rules refuse it).  A game's
    web side may name move types whose forms take taps without JS (``web.taps``: a POST
    carrying ``tap`` shows the page again, 200, nothing stored); after a move is recorded,
    the pieces it met join the table's saved set (``tables.record_move``)."""
    actor = actor_for(table)
    if actor.onlooker:
        # the way on is the table's join page (a phone whose seat the host freed takes it again)
        join = url_for("seats.join_table", code=table.code)
        if seat_was_freed(table):
            error_way_back(join, _("Take your seat again"))
            abort(403, _("The host screen freed this phone's seat, so this move was not stored. "
                         "If you are still playing, take your seat again."))
        error_way_back(join, _("Join this table"))
        abort(403, _("Join the table first: only its seats and its host can enter moves."))
    code = table.code  # read now: the write's commit expires the table (no reload to redirect)
    seat = _acting_seat(table, actor)
    back_to_host = actor.host and seat is None
    web = get_web(table.game_key)
    rep = tables.current(table)  # as read with the table (companion/tables/reading.py)
    version = rep.version
    refusal = (web.phone_refusal(move_type, rep.state, seat)
               if not actor.host and move_type in web.table_moves else None)
    form = web.bind(move_type, rep.state, seat)
    if form is None:
        abort(404, _("There is no move called %(name)s in this game.", name=move_type))
    if refusal is not None:
        if form.seen.data != version:
            # sent from a page of an earlier state, when this phone may have been the one to
            # send it (another device entered it first): the table moved on
            _show_version(form, version)
            return render_seat(table, seat, False, tables.stale_message(), 409)
        abort(403, refusal)

    def again(message: str, status: int, keep_form: bool = True):
        override = {move_type: form} if keep_form else None
        if back_to_host:
            return render_host(table, message, status, override)
        return render_seat(table, seat, actor.host, message, status, override)

    if "tap" in request.form and move_type in web.taps:
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
        # table changed (as a valid stale form is told), not which field is wrong; unless
        # only the other seats' choices made at the same time came meanwhile
        moved_on = not tables.made_at_once(table, move_type, seat, form.seen.data, version)
        _show_version(form, version)
        if moved_on:
            return again(tables.stale_message(), 409)
    if not valid:
        return again(web.refused_fields(move_type, form) or fields_need_fixing(), 400)
    data = web.to_data(move_type, form, table)
    try:
        if not web.unchanged(data, rep.state, seat):   # a press that changes nothing: no line
            tables.record_move(table, seat, data, form.seen.data, by_host=actor.host,
                               device=device_id())
    except tables.AlreadyRecorded as exc:  # stored once already: nothing to send again
        return again(exc.message, exc.status, keep_form=False)
    except tables.Stale as exc:
        # keep what was typed, now against the current version: sending it again is a choice
        # (read without the session: the page drawn next reads on a connection of its own)
        _show_version(form, tables.version_now(table))
        return again(exc.message, exc.status)
    except tables.Refused as exc:
        return again(exc.message, exc.status)
    if back_to_host:
        return page_after(url_for("tables.host", code=code))
    if actor.host:
        return page_after(url_for("seats.act_for_seat", code=code, position=seat))
    return page_after(url_for("seats.my_seat", code=code))


#: Lines per page of the host's log: the latest ones on the page, the rest a page at a time.
LOG_PAGE = 10


class LogPage:
    """One page of the move log, the latest moves first: ``entries`` (read when first asked
    for), ``page`` (1 = the latest) of ``pages``; ``total`` records in the whole log.

    Each line is a part of the page (``rows``: (entry, part key, whether the asking page
    holds it already)): a page redrawn in parts reads the messages of the lines it does not
    hold yet, and none when its log did not change.  ``undo_line``: the line of move
    ``undo_target`` (what an undo would take back, for its confirmation), read with them."""

    def __init__(self, table: Table, page: int, pages: int, total: int, first: int, last: int,
                 undo_target: int | None = None):
        self.table, self.page, self.pages, self.total = table, page, pages, total
        self._range = (first, last)
        self.undo_target = undo_target
        self._messages: dict = {}

    @cached_property
    def rows(self) -> list[tuple]:
        held = held_parts()
        rows = []
        for e in tables.log_marks(self.table, *self._range)[::-1]:
            key = f"{e.number}{'u' if e.undone else ''}"  # a record changes only its mark
            rows.append((e, key, held.get(f"log-{e.number}") == key))
        drawn = [e for e, _k, same in rows if not same]
        # an undo's line names the move it took back: "Undo of move 7: Ana places ..."
        wanted = {e.number for e in drawn if e.kind == "move"}
        wanted |= {e.undoes for e in drawn if e.kind == "undo" and e.undoes}
        if self.undo_target:
            wanted.add(self.undo_target)
        self._messages = messages = tables.log_messages(self.table, sorted(wanted))
        for e in drawn:
            if e.kind == "move" and e.number in messages:
                e.message = messages[e.number]
            elif e.kind == "undo" and messages.get(e.undoes) is not None:
                e.message = Msg("table.log.undo_of", move=e.shown, line=messages[e.undoes])
        return rows

    @property
    def entries(self) -> list:
        return [e for e, _key, _same in self.rows]

    @property
    def undo_line(self):
        """The log line of the move an undo would take back (None: none, or none stored)."""
        if not self.undo_target:
            return None
        self.rows  # reading the page's lines reads this one with them
        return self._messages.get(self.undo_target)


def log_page(table: Table, version: int, raw: str | None, size: int = LOG_PAGE,
             undo_target: int | None = None) -> LogPage:
    """Page ``raw`` (the ``?log=`` of the host page; the first when absent or not a page) of
    the log of ``table`` (``version`` records, numbered 1..version), latest first: only that
    page's records are read (and the line of move ``undo_target``, see ``LogPage``)."""
    pages = max(1, -(-version // size))
    page = number(raw or "1", most=pages) or 1
    last = version - (page - 1) * size
    return LogPage(table, page, pages, version, max(1, last - size + 1), last, undo_target)


def _past_move_number(version: int, now: Callable[[], str]) -> int | None:
    """The ``?at=N`` of a host or seat page: the table as it was after move N (0 = the setup),
    full-width digits read as the forms read them (「３」); None (the table now) when there is
    none or it is empty.  Aborts with 400 for a value that is not a move of this table, a
    number or not ("abc", "-1", "1.5", "99999"), under the heading "That move can't be shown",
    its page saying the range and linking back to ``now()`` (the same page without ``?at=``,
    worked out only then)."""
    raw = unicodedata.normalize("NFKC", request.args.get("at") or "").strip()
    if not raw:
        return None
    at = number(raw, most=version, digits=80) if raw.isascii() and raw.isdigit() else None
    if at is None:
        error_way_back(now())
        error_heading(_("That move can't be shown"))
        abort(400, _("Give a move number from 0 to %(n)d (this table's log goes from the setup "
                     "to move %(n)d).", n=version))
    return at


def _steps_lost(table: Table, version: int) -> bool:
    """Whether this seat page's address carries the steps of a turn being built that the table
    has moved past: ``?v=N``, the version they were chosen at (a Mayan Curse builder's link
    carries it with its steps), behind the table by more than moves independent of them
    (``tables.moved_on_since``: another seat's stela value keeps them; a turn entered for
    the seat elsewhere, or an undo, does not).  Those steps are not used (``forms.turn_args``):
    the page says the table moved on and that nothing of them was stored."""
    raw = request.args.get("v")
    if raw is None:
        return False
    seen = number(raw)
    if seen is None:
        # no version at all ("abc"): no address the builder made, and nothing says the table
        # moved on; its steps are not used (``forms.turn_args``), and nothing is said
        g.steps_dropped = True
        return False
    return tables.moved_on_since(table, seen, version)


def _opened_at(version: int) -> int:
    """The table's version when a past view (``?at=N``) was opened: the ``?since=`` its own
    address carries from then on (the address the page asks for again when the table changes,
    ``live_page``), or ``version`` for a view being opened now.  A past view of a table that
    has gone on since says so."""
    since = number(request.args.get("since"), most=version)
    return version if since is None else since


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
            error_way_back(url_for("seats.my_seat", code=table.code))
            abort(403, _("A phone can only enter moves for its own seat."))
        return actor.seat.position
    if raw in ("", "table"):
        return None
    position = number(raw, most=len(table.seats) - 1)
    if position is None:
        abort(404, _("That seat does not exist at this table."))
    return position
