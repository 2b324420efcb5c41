"""What Bravest hides from everyone (``GAME.hidden``), from the view's rule: with the app
dealing, each tile of its shuffled deck (the view gives how many are left); a table that deals
real tiles keeps no deck, so nothing is hidden there.  Nothing is a seat's own secret."""
import random

from companion.games.bravest.rules import GAME
from tests.conformance.views import check_views

PLAYERS = [{"name": name, "colour": ""} for name in ("Ana", "Ben", "Cai", "Dai")]


def test_the_apps_deck_is_hidden_tile_by_tile():
    s = GAME.setup({"players": PLAYERS[:4]}, random.Random(3))
    assert s["mode"] == "app_deals" and s["deck"]
    assert GAME.hidden(s) == [("deck", i) for i in range(len(s["deck"]))]
    assert all(GAME.secrets(s, seat) == [] for seat in range(4))
    assert GAME.view(s, None)["deck"] == [] and GAME.view(s, None)["deck_count"] == len(s["deck"])
    check_views(GAME, [s], 4)


def test_a_table_dealing_real_tiles_hides_nothing():
    s = GAME.setup({"players": PLAYERS[:2], "mode": "table_deals"}, random.Random(3))
    assert GAME.hidden(s) == []
