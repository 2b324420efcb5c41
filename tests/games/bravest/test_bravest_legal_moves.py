"""Bravest's legal moves (``GAME.legal_moves``): every move offered is accepted, and always
taking a random one ends the game, whoever deals (seed 004: セットアップ 5), ゲームの仕組み 1 and 2,
ゲーム終了)."""
from __future__ import annotations

import copy
import random

import pytest

from companion.games.bravest.rules import GAME
from companion.games.bravest.rules.components import SPECIAL_EFFECTS
from companion.games.bravest.rules.setup import setup
from companion.games.bravest.rules.legal import new_tile_moves
from companion.games.bravest.rules.turn import deck_left

#: A set whose owners have entered one tile so far (an open box: the other 74 are met in play).
ONE_TILE = {"format": "bravest-tiles", "version": 1, "label": "Our copy", "tiles": [
    {"id": "A", "paths": [["N", "S"]], "content": {"kind": "ghost"}}]}

#: The sample island's cells by side (rules/data/sample_island.json).
CELLS = {"light": 16, "dark": 18}


def offered(state):
    """Every move offered now, to every seat and to the table (as a conformance run asks)."""
    out = []
    for seat in [None, *range(len(state["names"]))]:
        out += [(seat, move) for move in GAME.legal_moves(state, seat)]
    return out


def playout(state, rng, check_all=False):
    """Random moves through ``legal_moves`` until the game is over (at most 500 of them);
    returns the end state and the moves made.  ``check_all``: every move offered is applied
    too (each must be accepted)."""
    moves = []
    while not GAME.is_over(state):
        choices = offered(state)
        assert choices, f"no move offered at turn {state['turn']}"
        if check_all:
            for seat, move in choices:
                GAME.apply(state, GAME.parse_move(seat, move))
        seat, move = rng.choice(choices)
        before = copy.deepcopy(state)
        after = GAME.apply(state, GAME.parse_move(seat, move))
        assert state == before  # apply never changes the state it is given
        state = after
        moves.append(move)
        assert len(moves) <= 500
    return state, moves


@pytest.mark.parametrize("options, seed", [
    ({"players": 2}, 1),
    ({"players": 3, "side": "dark"}, 2),
    ({"players": 4}, 3),
    ({"players": 2, "mode": "table_deals"}, 4),
    ({"players": 3, "mode": "table_deals", "side": "dark"}, 5),
])
def test_random_moves_through_legal_moves_end_the_game(options, seed):
    state = setup({**options, "start_player": 0}, random.Random(seed))
    end, moves = playout(state, random.Random(seed))
    players, cells = options["players"], CELLS[options.get("side", "light")]
    assert all(len(island) == cells for island in end["islands"])
    assert end["turn"] == players * cells
    assert sum(m["type"] == "place" for m in moves) == players * cells
    assert GAME.legal_moves(end, None) == [] and GAME.legal_moves(end, 0) == []
    assert len(GAME.score(end).players) == players


def test_every_move_offered_is_accepted_on_the_way():
    state = setup({"players": 2, "start_player": 1, "mode": "table_deals"}, random.Random(6))
    end, _moves = playout(state, random.Random(6), check_all=True)
    assert GAME.is_over(end)


@pytest.mark.parametrize("players, seed", [(2, 7), (4, 8)])
def test_an_open_box_meets_its_other_tiles_in_play_and_the_game_ends(players, seed):
    """The set knows one tile: once its copy is dealt, the table enters tiles first met
    (new_tile) until every island is full."""
    state = setup({"players": players, "start_player": 0, "mode": "table_deals",
                   "catalogue": ONE_TILE}, random.Random(seed))
    assert state["open_box"] and deck_left(state) == 75
    end, moves = playout(state, random.Random(seed))
    assert all(len(island) == CELLS["light"] for island in end["islands"])
    assert any(m["type"] == "new_tile" for m in moves)
    tiles = end["catalogue"]["tiles"]
    assert sum(t["count"] for t in tiles) <= 75


def test_tiles_first_met_are_a_crossroads_and_each_special_tile_not_held():
    state = setup({"players": 2, "start_player": 0, "mode": "table_deals",
                   "catalogue": ONE_TILE}, random.Random(3))
    assert GAME.legal_moves(state, None) == [{"type": "deal", "slot": 0, "tile": "A"}]
    state = GAME.apply(state, {"type": "deal", "slot": 0, "tile": "A"})
    # every known copy dealt, 74 tiles still in the box, 1 tile on the board for 32 cells:
    # the deck is not said empty (the islands could not be filled)
    offers = GAME.legal_moves(state, None)
    assert offers == new_tile_moves(state, 1)
    assert len(offers) == 1 + 10
    assert offers[0] == {"type": "new_tile", "slot": 1, "paths": [["N", "E", "S", "W"]],
                         "content": None}
    assert [m["content"]["effect"] for m in offers[1:]] == list(SPECIAL_EFFECTS)
    for move in offers:
        GAME.apply(state, GAME.parse_move(None, move))
    state = GAME.apply(state, offers[3])  # the per_wizard special tile joins the set
    assert [m["content"] and m["content"]["effect"] for m in GAME.legal_moves(state, None)] \
        == [None] + [e for e in SPECIAL_EFFECTS if e != "per_wizard"]


def test_no_plain_tile_first_met_once_the_box_holds_its_65():
    """コンポーネント: 75 tiles, 10 of them special: with 65 plain tiles known, only the special
    tiles the set does not hold may still be met."""
    state = setup({"players": 2, "start_player": 0, "mode": "table_deals",
                   "catalogue": ONE_TILE}, random.Random(3))
    state["catalogue"]["tiles"][0]["count"] = 65
    assert [m["content"]["effect"] for m in new_tile_moves(state, 0)] == list(SPECIAL_EFFECTS)
