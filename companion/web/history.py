"""The play history of this device's tables, its statistics, and the device's regular players
(companion/plays.py).

* ``GET /history`` (``?game=<key>``: one game): the plays of the tables this device held, the
  latest first: date, game, players by name in the order of their places (1st, 2nd...), scores,
  winners, the score sheet and the result
  for BG Stats (its link that creates the play, and the file).
* ``GET /history/version`` (``?game=``): what an open history page polls, ``{"version":
  key}`` (static/js/poll.js, as a table page's poll): a table ending while the page is open
  shows its play.
* ``GET /history/stats``: per game and per player: plays, wins, average and best score, the
  last date played.
* ``GET/POST /players``: the regular players this device keeps (added by name, removed with a
  tap), ticked on the new-table form to fill the seats' names; at most ``plays.MAX_REGULARS``
  per device, and ``REGULARS_LIMIT`` additions per client address (60 per 10 minutes).
* ``POST /players/<id>/remove``: remove one (404 for an id this device does not keep).
"""
from __future__ import annotations

import unicodedata
from datetime import datetime
from fractions import Fraction

from flask import (Blueprint, abort, current_app, jsonify, redirect, render_template, request,
                   url_for)
from flask_babel import format_date
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import StringField
from wtforms.validators import Length

from companion import plays
from companion.extensions import limiter
from companion.i18n import MINUS
from companion.registry import GAMES, get_game
from companion.inputs import name_problem, number
from companion.web.device import device_id
from companion.web.local_time import local_play
from companion.web.parts import part_key

bp = Blueprint("history", __name__)


class RegularPlayerForm(FlaskForm):
    """Add one regular player by name."""

    name = StringField(_l("Name"), validators=[Length(max=40)])


class RemoveRegularForm(FlaskForm):
    """Remove a regular player (no fields: the id is in the address)."""


@bp.app_template_global()
def table_play(table):
    """The play kept for a finished table (its BG Stats link is ``bgstats_link(play)``), or
    None."""
    return plays.play_of(table)


@bp.app_template_global()
def regular_players():
    """This device's regular players, for the new-table form."""
    return plays.regulars_of(device_id())


@bp.app_template_global("bgstats_link")
def bgstats_link(play) -> str:
    """BG Stats' link that creates this play (companion.plays.bgstats_link), its date in the
    reader's time zone (BG Stats reads it as local time)."""
    return plays.bgstats_link(local_play(play.document))


@bp.app_template_filter("play_date")
def play_date(moment: datetime) -> str:
    """A date in the page language and the reader's time zone (companion/web/local_time.py):
    "Dec 1, 2026" / 「2026/12/01」."""
    return format_date(moment, format="medium")


@bp.app_template_filter("average")
def average(value: Fraction | None) -> str:
    """An average score for reading: at most two decimals (40.67, 44.75, 41); a negative one
    with the minus sign 「−」 (−29), as ``points`` writes the best score beside it."""
    if value is None:
        return "—"
    rounded = round(value, 2)
    shown = f"{float(abs(rounded)):.2f}".rstrip("0").rstrip(".")
    return (MINUS if rounded < 0 else "") + shown


@bp.app_template_filter("by_rank")
def by_rank(scores) -> list[dict]:
    """A play's players (its ``PlayScore`` rows) as the history lists them: by rank, the winner
    first, as the score sheet ranks them (``rank`` 1 = first; shared places share it and the
    next skips), seat order within a shared place, the ones with no place (rank 0) last.
    ``[{"score": PlayScore, "shared": bool}, ...]`` (``shared``: another player holds that
    place too)."""
    ranks = [s.rank for s in scores if s.rank]
    ordered = sorted(scores, key=lambda s: (s.rank == 0, s.rank, s.position))
    return [{"score": s, "shared": bool(s.rank) and ranks.count(s.rank) > 1} for s in ordered]


#: How often an open history page asks whether a play was added or taken back (seconds).
HISTORY_POLL_SECONDS = 5


def _history_game() -> str | None:
    """The game the history is shown for (``?game=``; 404 for a game this server lacks)."""
    game_key = request.args.get("game") or None
    if game_key is not None and get_game(game_key) is None:
        abort(404, _("This server has no such game."))
    return game_key


def _history_version(game_key: str | None) -> str:
    """The version of this device's history (of ``game_key``): a key that changes when a
    play is added or taken back."""
    return part_key(plays.plays_mark(device_id(), game_key, limit=200))


@bp.get("/history")
def index():
    """The plays of the tables this device held, the latest first; the page follows new plays
    as a table page follows moves (static/js/poll.js asks ``history.version``)."""
    game_key = _history_game()
    found = plays.plays_for(device_id(), game_key, limit=200)
    return render_template("history/index.html", plays=found,
                           game=get_game(game_key) if game_key else None, games=GAMES,
                           version=_history_version(game_key),
                           version_url=url_for("history.version", game=game_key),
                           page_url=url_for("history.index", game=game_key),
                           poll_seconds=HISTORY_POLL_SECONDS)


@bp.get("/history/version")
def version():
    """The version of this device's history (``?game=``), as a table's poll answers:
    ``{"version": key}`` with its ``ETag``, 304 when the page already holds it."""
    key = _history_version(_history_game())
    tag = f'"{key}"'
    headers = {"ETag": tag, "Cache-Control": "no-store"}
    if tag in request.headers.get("If-None-Match", ""):
        return "", 304, headers
    return jsonify({"version": key}), 200, headers


@bp.get("/history/stats")
def stats():
    """Per game and per player: plays, wins, average and best score, the last date played."""
    figures = plays.statistics(plays.plays_for(device_id()))
    return render_template("history/stats.html", stats=figures, games=GAMES)


def _add_limit() -> str:
    return current_app.config.get("REGULARS_LIMIT", "60 per 10 minutes")


@bp.route("/players", methods=["GET", "POST"])
@limiter.limit(_add_limit, methods=["POST"])
def regulars():
    """The regular players this device keeps: add one by name."""
    form = RegularPlayerForm()
    error = None
    if request.method == "POST":
        error = _add(form)
        if error is None:
            return redirect(url_for("history.regulars"))
    return render_template("history/players.html", form=form, error=error,
                           regulars=plays.regulars_of(device_id()),
                           remove_form=RemoveRegularForm(), games=GAMES), \
        400 if error else 200


def _add(form: RegularPlayerForm) -> str | None:
    """Add the posted name to this device's regular players: None, or why it was not added
    (in the page language)."""
    if not form.validate_on_submit():
        return (_("The name can be at most 40 characters.") if form.name.errors
                else _("The request was malformed. Nothing was stored."))
    raw = form.name.data or ""
    problem = name_problem(raw)
    if problem == "empty":
        return _("Type the player's name.")
    if problem == "long":
        return _("The name can be at most 40 characters.")
    if problem:
        return _("Names cannot contain invisible or control characters.")
    name = unicodedata.normalize("NFC", raw).strip()
    try:
        plays.add_regular(device_id(create=True), name)
    except plays.RegularError as exc:
        if exc.reason == "duplicate":
            return _("%(name)s is already one of the regular players.", name=name)
        return _("This device keeps at most %(n)d regular players: remove one first.",
                 n=plays.MAX_REGULARS)
    return None


@bp.post("/players/<regular_id>/remove")
def remove_regular(regular_id: str):
    """Remove one of this device's regular players."""
    if not RemoveRegularForm().validate_on_submit():
        abort(400, _("The request was malformed. Nothing was stored."))
    found = number(regular_id)
    if found is None or not plays.remove_regular(device_id(), found):
        abort(404, _("This device has no such regular player."))
    return redirect(url_for("history.regulars"))
