"""bench/run_all.py's interval of the updates of a move against the move itself."""
from bench.run_all import interval


def test_the_same_ratio_in_every_move_gives_no_spread():
    games = [([3.0, 6.0, 9.0], [1.0, 2.0, 3.0]), ([12.0, 3.0], [4.0, 1.0])]
    assert interval(games) == (3.0, 3.0)


def test_the_interval_holds_the_ratio_of_the_sums_and_stays_within_the_moves():
    # a game whose moves alternate between 2x and 4x: the sums give 3x
    games = [([2.0, 4.0] * 15, [1.0] * 30)]
    low, high = interval(games)
    assert 2.0 < low < 3.0 < high < 4.0
    assert interval(games) == (low, high)  # drawn with a fixed seed: the same every run


def test_each_game_keeps_its_moves():
    # resampled within each game: a game's ratio never leaks into the other's moves, so a
    # game whose every move is 2x and another whose every move is 4x always sum to 3x
    games = [([2.0], [1.0]), ([4.0], [1.0])]
    assert interval(games, draws=200) == (3.0, 3.0)
