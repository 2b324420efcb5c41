"""Ohio Bob for two players: each reads the arrows of the cards in their hand from their own seat
(issue 38; docs/rulings/ohio_bob.md 30; rules version 3).

Seed 002, 2人プレイのセットアップ 4: "可能であれば、プレイヤーは互いに向かい合って座るべきです";
5: the connecting rooms lie between the players; 「移動」: "あなたのコマを矢印で示されたいずれかの方向に
隣接するスペースに移動します"; 「探索」: each player lays their rooms "階段を一番下の行にします", stairs
toward themselves.  Seat 1 sits across from seat 0, its rooms turned 180°: its card's ↑ points
away from it, toward seat 0, the table's south (↓ north, ← east, → west; ⇔ ⇕ ✥ the same).

The table (kit.new_game2, 3 × 3 rooms): seat 0's first room A0 in slot (0, 0), its pawn on the
stairs at [2, 0]; seat 1's J0 in slot (0, -1) turned 180°, its pawn on the stairs at [-3, 2]
(printed row 2, column 0: the table's north row of the slot, its east column).  Positions are
[y, x], y down (south).
"""
import random

from companion.games.ohio_bob.rules.game import OhioBobGame
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.queries import table_dirs
from companion.games.ohio_bob.rules.setup import ARROWS_KEY, UNDER_KEY, setup
from companion.message import Msg
from tests.games.ohio_bob.kit import card, catalogue, eff, go, mv, new_game2, refused

GAME = OhioBobGame()


def _game(a1, j1, walls1=(), reading=3):
    """Seat 0 holds A1 (options ``a1``: A, B), seat 1 holds J1 (``j1``); J0, seat 1's first
    room, has the printed walls ``walls1``.  ``reading`` 2: the state as rules version 2 set it
    up (no ``arrows_from_seat`` mark)."""
    s = new_game2([card("A0"), card("A1", A=a1[0], B=a1[1]), card("A2")],
                  [card("J0", walls=walls1), card("J1", A=j1[0], B=j1[1]), card("J2")],
                  hand0=["A1"], hand1=["J1"])
    if reading < 3:
        del s[ARROWS_KEY]
    return s


def _ways(s, seat):
    """The directions offered for the awaited effect, in the order legal_moves lists them."""
    return [m["dir"] for m in legal_moves(s, seat) if m["type"] == "effect" and "dir" in m]


def test_seat_1_reads_the_arrows_turned_half_a_turn():
    s = _game([[mv()], [mv()]], [[mv()], [mv()]])
    one, zero = s["players"][1], s["players"][0]
    assert [table_dirs(s, one, d) for d in ("N", "E", "S", "W")] == ["S", "W", "N", "E"]
    assert [table_dirs(s, one, d) for d in ("NS", "EW", "NESW")] == ["NS", "EW", "NESW"]
    assert table_dirs(s, one, "NE") == "SW"
    assert [table_dirs(s, zero, d) for d in ("N", "E", "NESW")] == ["N", "E", "NESW"]


def test_a_card_s_up_arrow_takes_seat_1_south_and_seat_0_north():
    """Both play a card "移動 ↑": seat 1 is offered only the table's south and steps from
    [-3, 2] to [-2, 2] (toward seat 0); seat 0 only north, [2, 0] to [1, 0]."""
    s = _game([[mv("N")], [mv()]], [[mv("N")], [mv()]])
    s = apply_move(s, {"type": "play", "card": "J1", "option": "A", "seat": 1})
    assert _ways(s, 1) == ["S"]
    with refused("ohio_bob.move.dirs", dirs=Msg("ohio_bob.dirs", letters="S")):
        apply_move(s, {**go("N"), "seat": 1})
    s = apply_move(s, {**go("S"), "seat": 1})
    assert s["players"][1]["pawn"] == [-2, 2]
    s = apply_move(s, {"type": "play", "card": "A1", "option": "A", "seat": 0})
    assert _ways(s, 0) == ["N"]
    s = apply_move(s, {**go("N"), "seat": 0})
    assert s["players"][0]["pawn"] == [1, 0]


def test_a_card_s_right_arrow_takes_seat_1_west():
    """Seat 1's "移動 →": only the table's west, [-3, 2] to [-3, 1]; "移動 ⇔": both ways."""
    s = _game([[mv()], [mv()]], [[mv("E")], [mv("EW")]])
    moved = apply_move(s, {"type": "play", "card": "J1", "option": "A", "seat": 1})
    assert _ways(moved, 1) == ["W"]
    assert apply_move(moved, {**go("W"), "seat": 1})["players"][1]["pawn"] == [-3, 1]
    both = apply_move(s, {"type": "play", "card": "J1", "option": "B", "seat": 1})
    assert _ways(both, 1) == ["E", "W"]     # east of [-3, 2]: off the room's side, exploring


def test_the_sledgehammer_and_the_rope_read_their_arrows_from_the_seat():
    """「スレッジハンマー」 ↑ for seat 1 breaks through a wall on the table's south of its pawn
    (printed on J0 at row 2, column 0, north side: turned, the pawn's south side) to [-2, 2];
    「縄」 ↑ takes it south twice ([-2, 2] empty: the second step, again south, to [-1, 2])."""
    s = _game([[mv()], [mv()]], [[eff("sledgehammer", dirs="N")], [eff("rope", dirs="N")]],
              walls1=[(2, 0, "N")])
    hammer = apply_move(s, {"type": "play", "card": "J1", "option": "A", "seat": 1})
    assert _ways(hammer, 1) == ["S"]
    assert apply_move(hammer, {**go("S"), "seat": 1})["players"][1]["pawn"] == [-2, 2]
    rope = apply_move(_game([[mv()], [mv()]], [[mv()], [eff("rope", dirs="N")]]),
                      {"type": "play", "card": "J1", "option": "B", "seat": 1})
    rope = apply_move(rope, {**go("S"), "seat": 1})
    assert rope["players"][1]["pawn"] == [-2, 2]
    assert rope["players"][1]["await"] == {"kind": "rope", "dirs": "N"}    # as printed
    assert _ways(rope, 1) == ["S"]
    with refused("ohio_bob.rope.dirs", dirs=Msg("ohio_bob.dirs", letters="S")):
        apply_move(rope, {**go("N"), "seat": 1})
    assert apply_move(rope, {**go("S"), "seat": 1})["players"][1]["pawn"] == [-1, 2]


def test_tables_of_rules_version_2_keep_the_old_reading():
    """A two-player table started under version 2 (no ``arrows_from_seat`` mark) replays as
    before: seat 1's ↑ is the table's north, off J0's north edge, so it explores (J2 placed in
    slot (0, -2), turned, the pawn stays)."""
    assert GAME.rules_version == 3 and dict(GAME.older_rules) == {1: "keep", 2: "keep"}
    s = _game([[mv()], [mv()]], [[mv("N")], [mv()]], reading=2)
    s = apply_move(s, {"type": "play", "card": "J1", "option": "A", "seat": 1})
    assert _ways(s, 1) == ["N"]
    s = apply_move(s, {**go("N"), "seat": 1})
    one = s["players"][1]
    assert one["pawn"] == [-3, 2] and one["rooms"][-1] == {"card": "J2", "x": 0, "y": -2,
                                                            "rot": 180}
    two = setup({"components": catalogue(two=True), "card_set": "green", "challenge": 0,
                 "players": 2}, random.Random(0))
    solo = setup({"components": catalogue(), "card_set": "green", "challenge": 0},
                 random.Random(0))
    assert two[ARROWS_KEY] is True and ARROWS_KEY not in solo
    assert ARROWS_KEY not in GAME.older_setup(two, 2) and ARROWS_KEY not in GAME.older_setup(two, 1)
    assert GAME.older_setup(two, 3) == two
    assert UNDER_KEY not in two                 # app mode: only the arrows mark
