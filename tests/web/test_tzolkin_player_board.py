"""A Tzolk'in player's board (web.player_board): drawn as player.html draws it, once per
process for what it shows, in the page's language."""
from __future__ import annotations

import copy

from companion.games.tzolkin.web import forms as tz_forms
from companion.games.tzolkin.rules.game import GAME
from companion.registry import get_web
from tests.driver import state_of
from tests.web.test_tzolkin_play import playing_table


def drawn_by_the_template(app, view, seat):
    template = app.jinja_env.get_template("games/tzolkin/player.html")
    return template.render(st=view["seats"][seat], i=seat, view=view, web=get_web("tzolkin"))


def test_the_board_is_the_templates_and_is_drawn_once_per_what_it_shows(app, client,
                                                                         monkeypatch):
    code, _phones = playing_table(app, client)
    view = GAME.view(state_of(app, code), None)
    web = get_web("tzolkin")
    tz_forms._BOARDS.clear()
    with app.test_request_context("/", headers={"Accept-Language": "en"}):
        expected = drawn_by_the_template(app, view, 1)
        assert "Corn" in expected and 'data-seat="1"' in expected
        assert web.player_board(view, 1) == expected
        # the same seat state again (an equal copy): kept, not drawn again
        monkeypatch.setattr(app.jinja_env, "get_template", None)
        assert web.player_board(copy.deepcopy(view), 1) == expected
    with app.test_request_context("/", headers={"Accept-Language": "ja"}):
        monkeypatch.undo()
        japanese = web.player_board(view, 1)
        assert japanese == drawn_by_the_template(app, view, 1) and "コーン" in japanese


def test_a_change_of_what_the_board_shows_draws_it_again(app, client):
    code, _phones = playing_table(app, client)
    view = GAME.view(state_of(app, code), None)
    web = get_web("tzolkin")
    with app.test_request_context("/", headers={"Accept-Language": "en"}):
        before = web.player_board(view, 0)
        richer = copy.deepcopy(view)
        richer["seats"][0]["corn"] += 5
        after = web.player_board(richer, 0)
        assert after != before and after == drawn_by_the_template(app, richer, 0)
        elsewhere = dict(view, start_space=0)
        assert web.player_board(elsewhere, 0) == drawn_by_the_template(app, elsewhere, 0)
        assert "one on the starting player space" in web.player_board(elsewhere, 0)
