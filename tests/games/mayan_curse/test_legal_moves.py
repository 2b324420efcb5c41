"""The moves the engine lists (``GAME.legal_moves``) and the engine's own draw where the app is
the pouch (rules/draw.py, docs/rulings/mayan_curse.md T11).  Seed 000, 「ラウンド&ターン」,
「ステップ1:ドロー」."""
import json
import random

import pytest

from companion.engine import IllegalMove, InvalidOptions
from companion.games.mayan_curse.rules import GAME

#: The sample set's pouch in the set's order (data/sample_components.json).
SAMPLE_POUCH = ["dog"] * 4 + ["jaguar"] * 3 + ["serpent"] * 3 + ["eagle"] * 3 + ["monkey"] * 3 + [
    "dog/jaguar", "serpent/eagle", "monkey/dog", "jaguar/serpent"]


def playout(players: int, seed: int, pouch: str, every: bool = False, limit: int = 3000):
    """A game played by always taking one of the listed moves of every seat and of the host
    screen at random; ``every``: each listed move is also applied (it must be accepted).
    Returns the number of moves and the last state."""
    rng = random.Random(seed)
    state = GAME.setup({"players": players, "pouch": pouch}, random.Random(seed))
    count = 0
    while not GAME.is_over(state):
        moves = [m for seat in [None, *range(players)] for m in GAME.legal_moves(state, seat)]
        assert moves, "a game not over always has a move"
        if every:
            for move in moves:
                GAME.apply(state, GAME.parse_move(move["seat"], move))
        before = json.dumps(state, sort_keys=True)
        move = rng.choice(moves)
        state = GAME.apply(state, move)
        assert json.dumps(state, sort_keys=True) != before or move["type"] == "stela_value"
        count += 1
        assert count < limit, "a random game ends"
    return count, state


@pytest.mark.parametrize("players, seed, pouch", [
    (1, 1, "table"), (1, 2, "app"), (2, 3, "table"), (2, 4, "app"), (4, 5, "table"),
    (4, 6, "app"), (6, 7, "app")])
def test_random_games_from_the_listed_moves_end(players, seed, pouch):
    _count, state = playout(players, seed, pouch)
    assert state["over"] and state["end_reason"] in ("all_escaped", "sealed")
    GAME.score(state)


@pytest.mark.parametrize("players, seed, pouch", [(2, 11, "table"), (3, 12, "app")])
def test_every_listed_move_is_accepted(players, seed, pouch):
    count, state = playout(players, seed, pouch, every=True)
    assert state["over"] and count > 0


def test_the_host_screen_lists_the_new_draw_when_the_stones_entered_do_not_add_up():
    """「ステップ1:ドロー」: the box holds 4 dogs; two seats entering 3 dogs each do not add up,
    and the host screen's only move is to put every stone back (clear_draws)."""
    s = GAME.setup({"players": 2, "first_player": 0}, random.Random(1))
    assert GAME.legal_moves(s, None) == []
    for seat in range(2):
        s = GAME.apply(s, {"type": "draw", "seat": seat, "stones": ["dog", "dog", "dog"]})
    assert s["draw_conflict"] and s["phase"] == "draw"
    assert GAME.legal_moves(s, None) == [{"type": "clear_draws", "seat": None}]
    assert not any(m["type"] == "draw" for m in GAME.legal_moves(s, 0))   # entered already


def test_a_seat_is_listed_the_stones_left_in_the_pouch():
    """The other seat entered three dogs and the box holds four: no draw listed for this seat
    holds two dogs, and each is three stones still in the pouch."""
    s = GAME.setup({"players": 2, "first_player": 0}, random.Random(1))
    s = GAME.apply(s, {"type": "draw", "seat": 0, "stones": ["dog", "dog", "dog"]})
    draws = [m["stones"] for m in GAME.legal_moves(s, 1) if m["type"] == "draw"]
    assert draws and all(len(d) == 3 for d in draws)
    assert max(d.count("dog") for d in draws) == 1
    assert ["monkey", "monkey", "monkey"] in draws and ["dog", "dog", "jaguar"] not in draws


def test_the_draw_seed_is_in_the_setup_snapshot_and_seen_by_nobody():
    s = GAME.setup({"players": 2, "pouch": "app", "draw_seed": 12345}, random.Random(1))
    assert s["draw_seed"] == 12345
    for seat in (None, 0, 1):
        assert "draw_seed" not in GAME.view(s, seat)
    assert "draw_seed" not in GAME.setup({"players": 2}, random.Random(1))    # the table's pouch
    # without one in the options, the rng draws it after everything else: the same layout
    a = GAME.setup({"players": 2, "pouch": "app"}, random.Random(1))
    b = GAME.setup({"players": 2, "pouch": "table"}, random.Random(1))
    assert 0 <= a.pop("draw_seed") < 2 ** 63
    assert {k: v for k, v in a.items() if k != "pouch_mode"} == {
        k: v for k, v in b.items() if k != "pouch_mode"}
    for bad in (-1, 2 ** 63, "7", True, 1.5):
        with pytest.raises(InvalidOptions):
            GAME.setup({"players": 2, "pouch": "app", "draw_seed": bad}, random.Random(1))


def test_the_engine_draws_the_same_stones_for_the_same_table_round_and_seat():
    """T11: a draw taken back and drawn again is the same three stones; another table's seed
    draws others."""
    s = GAME.setup({"players": 2, "pouch": "app", "draw_seed": 7, "first_player": 0},
                   random.Random(1))
    assert s["pouch"] == SAMPLE_POUCH
    move = GAME.parse_move(0, {"type": "draw"})
    assert move == {"type": "draw", "seat": 0}
    first = GAME.apply(s, move)["hands"][0]
    assert GAME.apply(s, move)["hands"][0] == first and len(first) == 3
    others = {tuple(GAME.apply(dict(s, draw_seed=seed), move)["hands"][0])
              for seed in range(8, 16)}
    assert len(others) > 1


def test_a_draw_recorded_with_its_outcomes_keeps_its_stones():
    """A draw stored before the engine drew (``"draws"``: three outcomes) replays as it was:
    outcomes 0, 7, 11 on the full pouch in the set's order take the 1st stone (a dog), then
    the 8th of the 19 left (dog ×3, jaguar ×3, serpent ×3 ...: a serpent), then the 12th of
    the 18 left (dog ×3, jaguar ×3, serpent ×2, eagle ×3, monkey: a monkey)."""
    s = GAME.setup({"players": 2, "pouch": "app", "first_player": 0}, random.Random(1))
    s = GAME.apply(s, {"type": "draw", "seat": 0, "draws": [0, 7, 11]})
    assert s["hands"][0] == ["dog", "serpent", "monkey"] and len(s["pouch"]) == 17


def test_each_pouch_takes_only_its_own_draw():
    app = GAME.setup({"players": 2, "pouch": "app"}, random.Random(1))
    with pytest.raises(IllegalMove) as e:
        GAME.apply(app, {"type": "draw", "seat": 0, "stones": ["dog", "dog", "eagle"]})
    assert e.value.message.code == "mayan_curse.draw.app_draws"
    table = GAME.setup({"players": 2}, random.Random(1))
    with pytest.raises(IllegalMove) as e:
        GAME.apply(table, {"type": "draw", "seat": 0})
    assert e.value.message.code == "mayan_curse.draw.enter_yours"
