"""Tzolk'in's legal moves (``GAME.legal_moves``, rules/legal.py): the moves a seat may make now,
each accepted by the engine, worked by hand from the seed for a few positions, and random games
that always take one of them played to the end (seed 「目的と時間の仕組み」: the game ends after
the 4th food day whatever the moves)."""
import random
from itertools import combinations

import pytest

from companion.games.tzolkin.rules import GAME
from companion.games.tzolkin.rules.components import GEARS, TEMPLES
from companion.games.tzolkin.rules.play_state import current_seat
from tests.games.tzolkin.kit import check_invariants, play_state, put

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
           {"name": "Cho", "colour": "yellow"}, {"name": "Dev", "colour": "green"}]


def kinds(moves):
    """The listed moves without their seat, for comparing with a hand-worked list."""
    return [{k: v for k, v in m.items() if k != "seat"} for m in moves]


def test_the_starting_wealth_choice_lists_every_pair_of_the_seats_own_four_tiles():
    """「個人の準備と少人数の中立コマ」: each chooses 2 of their 4 dealt tiles in secret: 6 pairs; a
    seat that has chosen has nothing left to do, and the table (seat None) no entry to list."""
    s = GAME.setup({"players": PLAYERS[:3]}, random.Random(4))
    own = s["wealth_dealt"]["1"]
    moves = GAME.legal_moves(s, 1)
    assert kinds(moves) == [{"type": "choose_wealth", "tiles": [a, b]}
                            for a, b in combinations(own, 2)]
    assert len(moves) == 6 and all(m["seat"] == 1 for m in moves)
    after = GAME.apply(s, GAME.parse_move(1, moves[0]))
    assert GAME.legal_moves(after, 1) == []
    assert len(GAME.legal_moves(after, 0)) == 6
    assert GAME.legal_moves(s, None) == []


def test_a_seat_with_one_corn_may_beg_place_cheaply_or_pick_up_its_worker():
    """Worked from the seed for seat 0 of 2 (no neutral workers), 1 corn, 2 workers at hand and
    one on Yaxchilan 1, every temple on its first step:

    * begging (「食料不足の救済と具体的な初手」: corn <= 2): one move per temple, 3;
    * placing (「手番は置くか取り上げるか」: spots + 0/1 corn for 1/2 workers): one worker on each
      gear's spot 0 (0 corn), 5; two on two different gears' spots 0 (1 corn), 10; two on one
      gear cost 0 + 1 + 1 (Yaxchilan 0 + 2 + 1) corn, more than 1: none; the start space alone
      (0 corn), 1, and with a worker on a gear's spot 0 (1 corn), 5;
    * picking up the worker on Yaxchilan 1 without an action or with its action (1 wood), 2.
    """
    s = play_state(2, corn=[1, 6])
    put(s, 0, "yaxchilan", 1)
    moves = GAME.legal_moves(s, 0)
    expected = ([{"type": "beg", "temple": t} for t in TEMPLES]
                + [{"type": "place", "gears": [g]} for g in GEARS]
                + [{"type": "place", "gears": [a, b]} for a, b in combinations(GEARS, 2)]
                + [{"type": "place", "gears": [], "start": True}]
                + [{"type": "place", "gears": [g], "start": True} for g in GEARS]
                + [{"type": "pickup", "workers": [{"gear": "yaxchilan", "spot": 1,
                                                   "action": None}]},
                   {"type": "pickup", "workers": [{"gear": "yaxchilan", "spot": 1, "action": 1,
                                                   "choices": {}}]}])
    assert kinds(moves) == expected
    assert GAME.legal_moves(s, 1) == []  # not Ben's turn


def test_every_listed_move_is_accepted_and_the_others_seat_has_none():
    """Every move listed for the seat to move is accepted by ``apply`` (parsed as a phone's
    payload is); other seats have none, in a 3-player game's first rounds."""
    s = GAME.setup({"players": PLAYERS[:3]}, random.Random(8))
    rng = random.Random(8)
    for _ in range(40):
        listed = {seat: GAME.legal_moves(s, seat) for seat in range(3)}
        movers = [seat for seat, moves in listed.items() if moves]
        if s["phase"] == "playing":
            assert movers == [current_seat(s)]
        for seat in movers:
            for move in listed[seat]:
                GAME.apply(s, GAME.parse_move(seat, move))
        seat = rng.choice(movers)
        s = GAME.apply(s, GAME.parse_move(seat, rng.choice(listed[seat])))


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3)])
def test_random_games_through_legal_moves_reach_the_end_and_score(n, seed):
    """A player that always takes a random listed move finishes the game: 4 food days, the
    calendar past its last tooth, everything conserved, a score sheet (seeded playouts)."""
    s = GAME.setup({"players": PLAYERS[:n]}, random.Random(seed))
    rng = random.Random(seed * 13)
    moves = 0
    while not GAME.is_over(s):
        movers = [seat for seat in range(n) if GAME.legal_moves(s, seat)]
        assert movers, "a game not over has a seat that may move"
        seat = rng.choice(movers)
        s = GAME.apply(s, GAME.parse_move(seat, rng.choice(GAME.legal_moves(s, seat))))
        if s["phase"] != "choose_wealth":
            check_invariants(s)
        moves += 1
        assert moves < 1000
    assert s["food_days_done"] == 4 and s["day"] >= 27
    assert all(GAME.legal_moves(s, seat) == [] for seat in range(n))
    sheet = GAME.score(s)
    assert len(sheet.players) == n and sheet.winners
