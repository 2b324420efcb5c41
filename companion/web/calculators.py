"""Standalone score calculators: a group that played without the app types the end state.

Changing the player count must not lose what was typed: a game whose calculator form holds a
row for every seat (``calculator_all_rows``) renders them all and shows the first ``players``
(templates/score/players_count.html: with script the rows are shown or hidden at once; without
it the count button posts the form as ``recount`` and the page comes back with the same
values).  Other calculators keep their count links."""
from __future__ import annotations

from flask import Blueprint, abort, render_template, request
from flask_babel import gettext as _

from companion.engine import InvalidMove
from companion.registry import get_game
from companion.inputs import number
from companion.registry import get_web
from companion.web.helpers import fields_need_fixing

bp = Blueprint("calculators", __name__, url_prefix="/calc")


@bp.route("/<game_key>", methods=["GET", "POST"])
def calculator(game_key: str):
    """Type each player's end state and get the same score sheet a played table gives."""
    game = get_game(game_key)
    if game is None:
        abort(404, _("There is no calculator for this game yet."))
    web = get_web(game_key)
    if not web.has_calculator:
        abort(404, _("There is no calculator for this game yet."))
    # the count: a count button of the form ("recount": show that many rows, score nothing),
    # the form's own count, or the address's; a form holding every seat's row
    # (``web.calculator_all_rows``) keeps what was typed in the rows it hides
    recount = request.form.get("recount", "").strip() if request.method == "POST" else ""
    raw = (recount or request.form.get("players", "") or request.args.get("players", "")).strip()
    players = number(raw, digits=2) if raw else min(3, max(game.player_counts))
    if players not in game.player_counts:
        abort(400, _("This game is for %(low)d to %(high)d players.",
                     low=min(game.player_counts), high=max(game.player_counts)))
    form = web.calculator_form(players)
    sheet, error, problem, status, extra = None, None, None, 200, {}
    if recount:
        pass  # the page again with the new count and everything typed
    elif request.method == "POST":
        if form.validate_on_submit():
            try:
                document = web.calculator_document(form)
                sheet = game.score_document(document)
                extra = web.calculator_extra(document)  # e.g. the routes to draw
            except InvalidMove as exc:  # the usual banner, then what the game refused
                error, problem, status = fields_need_fixing(), exc.message, 422
        else:
            error, status = fields_need_fixing(), 400
    return render_template(f"games/{game_key}/calculator.html", game=game, form=form, web=web,
                           players=players, sheet=sheet, error=error, problem=problem,
                           extra=extra), status
