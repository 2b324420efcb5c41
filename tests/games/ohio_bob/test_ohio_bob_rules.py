"""Ohio Bob solo engine, paragraph by paragraph of seed 002 (headings in each docstring).

Rooms are 3x3 (ohio_bob_kit); the first room sits in card slot (0, 0), so the pawn starts on
its stairs at [2, 0] ([y, x] over the table; slot (1, 0) is east, (0, -1) north).
"""
import pytest

from companion.engine import IllegalMove
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.queries import can_climb
from tests.games.ohio_bob.kit import P, card, eff, give, go, mv, new_game, place, play, refused

SKIP = {"type": "skip"}
DONE = {"type": "done"}
REST = {"type": "rest"}
CLIMB = {"type": "climb"}


# ------------------------------------------------------------------ setup step 6 / 7

def test_setup_step6_one_card_to_hand_other_is_first_room_pawn_on_stairs():
    """1人プレイのセットアップ 6)-7): choose one of two cards for the hand, the other is the room."""
    s = new_game([card("R1"), card("H1")], first=False)
    assert P(s)["await"] == {"kind": "first_room", "options": ["R1", "H1"], "to_hand": True}
    s = apply_move(s, {"type": "first_room", "room": "H1"})
    p = P(s)
    assert p["rooms"] == [{"card": "H1", "x": 0, "y": 0, "rot": 0}]
    assert p["hand"] == ["super_gear", "R1"]                       # 4) Super Gear in hand
    assert p["pawn"] == [2, 0]
    assert len(p["deck"]) == 15
    with pytest.raises(IllegalMove):
        apply_move(new_game([card("R1"), card("H1")], first=False),
                   {"type": "first_room", "room": "F01"})


# ------------------------------------------------------------------ ゲームの原則

def test_principle_card_goes_to_stack_effects_left_to_right_and_optional():
    """ゲームの原則: one card per turn to the stack, option A or B, effects left to right,
    each optional."""
    s = new_game([card("R1"), card("H1", A=[mv("E"), mv("N")])])
    s = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    assert P(s)["stack"] == ["H1"] and P(s)["hand"] == ["super_gear"]
    with pytest.raises(IllegalMove):                                # first effect is E only
        apply_move(s, go("N"))
    s2 = apply_move(s, go("E"))
    assert P(s2)["pawn"] == [2, 1]
    s2 = apply_move(s2, go("N"))
    assert P(s2)["pawn"] == [1, 1] and P(s2)["await"] == {"kind": "turn"}
    s3 = apply_move(apply_move(s, SKIP), go("N"))                  # skip the first, do the 2nd
    assert P(s3)["pawn"] == [1, 0]
    s4 = apply_move(s, DONE)                                       # or stop the card
    assert P(s4)["pawn"] == [2, 0] and P(s4)["await"] == {"kind": "turn"}


def test_principle_card_not_in_hand_or_no_such_option():
    s = new_game([card("R1"), card("H1")])
    with refused("ohio_bob.hand.not_in", card="F01"):
        apply_move(s, {"type": "play", "card": "F01", "option": "A"})
    with refused("ohio_bob.play.no_option", option="B"):
        apply_move(s, {"type": "play", "card": "super_gear", "option": "B"})


# ------------------------------------------------------------------ 移動 / 鍵

def test_move_walls_block():
    """移動: the pawn cannot pass through walls."""
    s = new_game([card("R1", walls=[(2, 0, "E")]), card("H1")])
    s = play(s, "H1", "A")
    with refused("ohio_bob.move.wall"):
        apply_move(s, go("E"))
    assert P(apply_move(s, go("N")))["pawn"] == [1, 0]


def test_key_opens_a_locked_door_which_closes_behind():
    """鍵: a key opens a locked door; it closes behind, going back needs another key."""
    s = new_game([card("R1", doors=[(2, 0, "E")]), card("K1", A=[eff("key"), mv("EW"), mv("EW")])])
    give(s, "F01")
    s = apply_move(s, {"type": "play", "card": "F01", "option": "A"})
    with refused("ohio_bob.move.door_key_in_hand"):
        apply_move(s, go("E"))
    s = play(new_game([card("R1", doors=[(2, 0, "E")]),
                       card("K1", A=[eff("key"), mv("EW"), mv("EW")])]),
             "K1", "A", {"type": "effect"}, go("E"))
    assert P(s)["pawn"] == [2, 1]
    with refused("ohio_bob.move.door_key_in_hand"):
        apply_move(s, go("W"))


# ------------------------------------------------------------------ 探索 / 部屋&階層

def _explorer(n=8):
    return card("Z1", A=[mv()] * n, B=[mv()] * n)


def test_explore_places_the_top_card_and_the_pawn_stays():
    """探索: moving off the card reveals the top card next to it instead of moving."""
    s = new_game([card("R1"), _explorer(), card("N1")])
    s = play(s, "Z1", "A", go("W"))
    p = P(s)
    assert p["pawn"] == [2, 0]
    assert p["rooms"][-1] == {"card": "N1", "x": -1, "y": 0, "rot": 0}
    assert p["deck"][0] == "F01"
    s = apply_move(s, go("W"))                                     # now a normal move into it
    assert P(s)["pawn"] == [2, -1]


def test_explore_fifth_room_has_stairs_on_top_and_no_sixth_room():
    """部屋&階層 / 探索 worked example: on level 1 (5 rooms), the 5th room is placed with its
    stairs in the top row; then no more exploring on the level; its stairs lead up."""
    s = new_game([card("R1"), _explorer(14), card("N1"), card("N2"), card("N3"), card("N4")])
    s = play(s, "Z1", "A", go("W"), go("S"), go("N"), go("N"), go("N"), go("E"), go("E"))
    p = P(s)
    assert [r["card"] for r in p["rooms"]] == ["R1", "N1", "N2", "N3"]   # the 4th room
    assert p["pawn"] == [0, 2]
    s = apply_move(s, go("E"))                                     # 5th room explored east
    p = P(s)
    assert p["rooms"][-1] == {"card": "N4", "x": 1, "y": 0, "rot": 180}
    assert [r["rot"] for r in p["rooms"][:4]] == [0, 0, 0, 0]
    with refused("ohio_bob.explore.level_full", level=1, rooms=5):
        apply_move(apply_move(s, go("E")), go("N"))                # off N4's top: no 6th room
    s = apply_move(apply_move(apply_move(s, go("E")), go("E")), go("E"))
    assert P(s)["pawn"] == [0, 5] and can_climb(s, P(s))          # stairs on top, at [0, 5]


def test_explore_only_with_a_move_that_explores():
    """装備カード / 探索: the compass only reminds that a move may explore (ruling 12a: every
    move explores at the card's edge); a move the card marks as not exploring (like the
    rope's grey arrows) may not."""
    s = new_game([card("R1"), card("K1", A=[mv("W", explore=False)])])
    with refused("ohio_bob.move.no_explore"):
        play(s, "K1", "A", go("W"))


def test_explore_not_through_a_card_edge_wall():
    s = new_game([card("R1", walls=[(2, 0, "W")]), _explorer()])
    s = play(s, "Z1", "A")
    with refused("ohio_bob.move.wall"):
        apply_move(s, go("W"))


def test_bottom_row_stairs_do_nothing():
    """階段: stairs in the bottom row do nothing (no climbing from the first room)."""
    s = new_game([card("R1"), _explorer()])
    assert not can_climb(s, P(s))
    with refused("ohio_bob.climb.rooms_left", level=1, n=1, rooms=5):
        apply_move(s, CLIMB)


# ------------------------------------------------------------------ 休憩する

def test_rest_returns_the_stack_and_costs_the_level_rest():
    """休憩する: all cards of the stack back to hand, lose the rest number of the level card."""
    s = new_game([card("R1"), card("H1")])
    s = play(s, "H1", "A", go("N"))
    s = apply_move(s, REST)
    p = P(s)
    assert p["energy"] == 5 and p["stack"] == [] and sorted(p["hand"]) == ["H1", "super_gear"]


def test_rest_on_level_2_costs_2_worked_example():
    """休憩する worked example: on level 2 a rest costs 2, the level card shifts 6 → 4."""
    s = new_game([card("R1"), card("H1")])
    P(s)["level"] = 2
    s = apply_move(s, REST)
    assert P(s)["energy"] == 4


# ------------------------------------------------------------------ 岩 / 罠 / スーパーギア

TRAP_ROOM = ("...", ".T.", ".S.")


def test_trap_costs_one_energy():
    """特別なスペース 罠: lose 1 energy at once."""
    s = play(new_game([card("R1", rows=TRAP_ROOM), card("H1")]), "H1", "A", go("N"))
    assert P(s)["pawn"] == [1, 1] and P(s)["energy"] == 5


def test_rock_disarms_a_trap():
    """岩: with a rock the trap costs nothing."""
    s = new_game([card("R1", rows=TRAP_ROOM), card("K1", A=[eff("rock"), mv()])])
    s = play(s, "K1", "A", {"type": "effect"}, go("N"))
    assert P(s)["energy"] == 6


def test_super_gear_ignores_traps_and_pits_opens_doors_not_walls():
    """スーパーギア: move to an adjacent space ignoring pits and traps; opens locked doors;
    cannot pass walls; can explore."""
    s = new_game([card("R1", rows=TRAP_ROOM), card("H1")])
    s = play(s, "super_gear", "A", go("N"))
    assert P(s)["energy"] == 6 and P(s)["stack"] == ["super_gear"]
    s = new_game([card("R1", rows=("...", ".P.", ".S."), doors=[(2, 1, "E")],
                       walls=[(2, 1, "W")]), card("H1")])
    assert P(play(s, "super_gear", "A", go("N")))["rests"] == 0
    assert P(play(s, "super_gear", "A", go("E")))["pawn"] == [2, 2]
    with refused("ohio_bob.move.wall"):
        play(s, "super_gear", "A", go("W"))
    s = play(s, "super_gear", "A", go("S"))                        # off the card: explores
    assert P(s)["rooms"][-1]["y"] == 1


# ------------------------------------------------------------------ スペシャルカード

def test_sledgehammer_goes_through_a_wall_or_door_and_can_explore():
    """スレッジハンマー: move through an adjacent wall (or locked door); can explore through
    the card's edge wall; no wall that way: no effect."""
    hammer = card("K1", A=[eff("sledgehammer")])
    s = new_game([card("R1", rows=("...", "...", ".S."), walls=[(2, 1, "E"), (2, 1, "S")],
                       doors=[(2, 1, "N")]), hammer])
    s = play(s, "K1", "A")
    assert P(apply_move(s, go("E")))["pawn"] == [2, 2]
    assert P(apply_move(s, go("N")))["pawn"] == [1, 1]
    with refused("ohio_bob.sledgehammer.no_wall"):
        apply_move(s, go("W"))
    s2 = apply_move(s, go("S"))
    assert P(s2)["pawn"] == [2, 1] and P(s2)["rooms"][-1]["y"] == 1


def test_rope_crosses_a_pit_in_two_steps_without_resting():
    """縄: if the space reached is empty or a pit, move again; pits are crossed or stopped on
    without resting; the rope cannot explore."""
    rope = card("K1", A=[eff("rope", dirs="NS")])
    s = new_game([card("R1", rows=("...", ".P.", ".S.")), rope])
    s = play(s, "K1", "A", go("N"))
    assert P(s)["pawn"] == [1, 1] and P(s)["await"] == {"kind": "rope", "dirs": "NS"}
    s2 = apply_move(s, go("N"))
    assert P(s2)["pawn"] == [0, 1] and P(s2)["rests"] == 0 and P(s2)["energy"] == 6
    s3 = apply_move(s, SKIP)                                      # stop on the pit
    assert P(s3)["pawn"] == [1, 1] and P(s3)["rests"] == 0
    with refused("ohio_bob.move.no_explore"):
        play(new_game([card("R1", rows=("...", ".P.", ".S.")), rope]), "K1", "A", go("S"))


def test_rope_stops_on_a_special_space():
    rope = card("K1", A=[eff("rope", dirs="NS")])
    s = new_game([card("R1", rows=("...", ".T.", ".S.")), rope])
    s = play(s, "K1", "A", go("N"))
    assert P(s)["energy"] == 5 and P(s)["await"] == {"kind": "turn"}


def test_torch_copies_the_top_card_and_does_nothing_on_an_empty_deck():
    """トーチ: copy the effect of the deck's top card (its option A or B); empty deck: none."""
    torch = card("K1", A=[eff("torch")])
    top = card("D1", A=[mv("E")], B=[mv("N"), mv("N")])
    s = new_game([card("R1"), torch, top])
    s = play(s, "K1", "A", {"type": "effect", "option": "B"}, go("N"), go("N"))
    assert P(s)["pawn"] == [0, 0] and P(s)["deck"][0] == "D1"
    s = new_game([card("R1"), torch, top])
    P(s)["deck"] = []
    P(s)["rooms"] += [{"card": f"X{i}", "x": 5 + i, "y": 5, "rot": 0} for i in range(4)]
    s = play(s, "K1", "A", {"type": "effect", "option": "A"})
    assert P(s)["await"] == {"kind": "turn"} and P(s)["pawn"] == [2, 0]


def test_temple_map_needs_a_clear_line_to_the_edge():
    """神殿マップ: place the top card beside the current card if no wall stands between the
    pawn and that edge; no need to stand at the edge."""
    tmap = card("K1", A=[eff("map")])
    s = new_game([card("R1", rows=("...", "...", ".S."), walls=[(0, 1, "E")]), tmap, card("N1")])
    s = play(s, "K1", "A")
    s2 = apply_move(s, go("E"))                                   # [2,1] → [2,2] → edge
    assert P(s2)["rooms"][-1] == {"card": "N1", "x": 1, "y": 0, "rot": 0}
    assert P(s2)["pawn"] == [2, 1]
    s3 = apply_move(s, go("N"))
    assert P(s3)["rooms"][-1]["y"] == -1
    s = new_game([card("R1", rows=("...", "...", ".S."), walls=[(1, 1, "N")]), tmap, card("N1")])
    with refused("ohio_bob.map.wall"):
        play(s, "K1", "A", go("N"))


# ------------------------------------------------------------------ 特別なスペース

def test_ration_gives_one_energy_up_to_the_maximum_and_reloads_on_leaving():
    """糧食 + 警告: +1 energy (not above the maximum); the bonus reloads only when the room
    is left and entered again."""
    s = new_game([card("R1", rows=("R..", "...", "S..")), _explorer(), card("N1")])
    P(s)["energy"] = 4
    s = play(s, "Z1", "A", go("N"), go("N"))
    assert P(s)["energy"] == 5
    s = apply_move(apply_move(s, go("E")), go("W"))               # same room: spent
    assert P(s)["energy"] == 5
    s = apply_move(s, go("W"))                                    # explore west (room N1)
    s = apply_move(apply_move(s, go("W")), go("E"))               # leave and come back
    assert P(s)["pawn"] == [0, 0] and P(s)["energy"] == 6
    s = new_game([card("R1", rows=("R..", "...", "S..")), _explorer()])
    P(s)["energy"] = 7
    assert P(play(s, "Z1", "A", go("N"), go("N")))["energy"] == 7   # at maximum: lost


def test_hard_mode_rations_on_level_1_are_empty():
    """糧食 警告: in hard mode the rations of level 1 count as empty spaces."""
    s = new_game([card("R1", rows=("R..", "...", "S..")), _explorer()],
                 options={"difficulty": "hard"})
    P(s)["energy"] = 4
    assert P(play(s, "Z1", "A", go("N"), go("N")))["energy"] == 4


def test_chest_takes_the_top_card_to_hand_usable_at_once():
    """宝箱: take the deck's top card into the hand; it can be played at once."""
    s = new_game([card("R1", rows=("C..", "...", "S..")), _explorer(), card("D1")])
    s = play(s, "Z1", "A", go("N"), go("N"), DONE)
    assert P(s)["hand"] == ["super_gear", "D1"] and P(s)["deck"][0] == "F01"
    s = play(s, "D1", "A", go("E"))
    assert P(s)["pawn"] == [0, 1]


def test_coloured_chest_takes_the_first_card_of_its_colour_order_kept():
    """色付きの宝箱: the first card of the chest's colour from the top (multicolour counts as
    every colour), the order unchanged; none of the colour: the top card."""
    room = card("R1", rows=("y..", "...", "S.."))
    cards = [room, _explorer(), card("D1", gem="red"), card("D2", gem="yellow"),
             card("D3", gem="yellow")]
    s = play(new_game(cards), "Z1", "A", go("N"), go("N"))
    assert P(s)["hand"][-1] == "D2" and P(s)["deck"][:2] == ["D1", "D3"]
    cards = [room, _explorer(), card("D1", gem="red"), card("M1", gem="multi"),
             card("D2", gem="yellow")]
    assert P(play(new_game(cards), "Z1", "A", go("N"), go("N")))["hand"][-1] == "M1"
    s = new_game([room, _explorer(), card("D1", gem="red")])      # fillers are blue
    assert P(play(s, "Z1", "A", go("N"), go("N")))["hand"][-1] == "D1"


def test_pit_forces_a_rest_and_ends_the_card():
    """ピット: rest at once; the rest of the card is lost."""
    s = new_game([card("R1", rows=("...", ".P.", ".S.")), card("H1")])
    s = play(s, "H1", "B", go("N"))
    p = P(s)
    assert p["energy"] == 5 and p["stack"] == [] and "H1" in p["hand"]
    assert p["await"] == {"kind": "turn"} and p["pawn"] == [1, 1]


def _teleport_game(second_rows=("...", "C..", "S..")):
    s = new_game([card("R1", rows=("...", "X..", "S..")), card("H1"), card("N1", rows=second_rows),
                  card("D1")])
    return place(s, "N1", 1, 0)


def test_teleporter_to_the_matching_space_of_the_adjacent_card():
    """テレポーター: to the matching space of an orthogonally adjacent card; the arrival space
    applies as usual (here a chest)."""
    s = play(_teleport_game(), "H1", "A", go("N"))
    assert P(s)["pawn"] == [1, 3] and P(s)["hand"][-1] == "D1"


def test_teleporter_arriving_on_a_teleporter_does_nothing():
    s = play(_teleport_game(("...", "X..", "S..")), "H1", "A", go("N"))
    assert P(s)["pawn"] == [1, 3] and P(s)["await"] == {"kind": "turn"}


def test_teleporter_with_two_neighbours_lets_the_player_choose():
    s = place(_teleport_game(), "D1", 0, -1)
    s = play(s, "H1", "A", go("N"))
    assert P(s)["await"]["kind"] == "teleport"
    assert sorted(P(s)["await"]["options"]) == [[0, -1], [1, 0]]
    s2 = apply_move(s, {"type": "teleport", "to": [0, -1]})
    assert P(s2)["pawn"] == [-2, 0] and P(s2)["await"] == {"kind": "turn"}


# ------------------------------------------------------------------ 階段

def _at_top_stairs(levels=None, hand=()):
    """Level 1 with its 5 rooms placed and the pawn on the last room's top stairs."""
    kw = {"levels": levels} if levels else {}
    cards = [card("R1"), card("H1"), card("N1"), card("N2"), card("N3"), card("N4"),
             card("G1", gem="yellow"), card("G2", gem="yellow"), card("G3", gem="red"),
             card("G4", gem="red"), card("M1", gem="multi")]
    s = new_game(cards, hand=list(hand), **kw)
    for i, c in enumerate(["N1", "N2", "N3", "N4"]):
        place(s, c, 1 + i, 0, 180 if i == 3 else 0)
    P(s)["pawn"] = [0, 14]                                        # N4 at slot 4: stairs [0, 14]
    return s


def test_climb_shifts_level_resets_energy_returns_stack_and_discards_to_max():
    """階段: level shift, energy reset, stack to hand, discard above MAX (level 2 MAX 3), then
    rooms and discards shuffled under the deck; the next level's first room from the top two."""
    s = _at_top_stairs(hand=("H1", "G1", "G2"))
    s = play(s, "H1", "A", DONE)                                   # H1 on the stack
    P(s)["energy"] = 2
    deck_before = list(P(s)["deck"])
    s = apply_move(s, CLIMB)
    p = P(s)
    assert p["level"] == 2 and p["energy"] == 6
    assert sorted(p["hand"]) == ["G1", "G2", "H1", "super_gear"] and p["stack"] == []
    assert p["await"] == {"kind": "discard", "count": 1, "final": False}
    with pytest.raises(IllegalMove):
        apply_move(s, {"type": "discard", "cards": ["G1", "G2"]})
    s = apply_move(s, {"type": "discard", "cards": ["H1"]})
    p = P(s)
    assert p["rooms"] == [] and p["pawn"] is None
    assert p["deck"][:len(deck_before)] == deck_before
    assert sorted(p["deck"][len(deck_before):]) == ["H1", "N1", "N2", "N3", "N4", "R1"]
    top2 = p["deck"][:2]
    assert p["await"] == {"kind": "first_room", "options": top2, "to_hand": False}
    s = apply_move(s, {"type": "first_room", "room": top2[1]})
    p = P(s)
    assert p["deck"][0] == top2[0]                                 # the other stays on top
    assert p["rooms"] == [{"card": top2[1], "x": 0, "y": 0, "rot": 0}]
    assert p["pawn"] == [2, 0] and sorted(p["hand"]) == ["G1", "G2", "super_gear"]


def test_climb_is_possible_in_the_middle_of_a_card():
    s = _at_top_stairs(hand=("H1",))
    s = play(s, "H1", "B")
    s = apply_move(s, CLIMB)
    assert P(s)["level"] == 2 and P(s)["await"]["kind"] == "first_room"


# ------------------------------------------------------------------ ゲーム終了

LV3 = [{"rooms": 5, "rest": 1, "max_cards": 4, "energy": 6},
       {"rooms": 2, "rest": 2, "max_cards": 3, "energy": 6},
       {"rooms": 5, "rest": 2, "max_cards": 5, "energy": 5}]


def test_amulet_won_with_the_gems_of_the_challenge():
    """勝利 / アミュレット: at the last stairs of level 3, the gems in hand disarm the trap
    (challenge: 2 yellow + 2 white = 2 more of one colour)."""
    s = _at_top_stairs(levels=LV3, hand=("G1", "G2", "G3", "G4"))
    P(s)["level"] = 3
    s = apply_move(s, CLIMB)
    assert sorted(P(s)["hand"]) == ["G1", "G2", "G3", "G4", "super_gear"]
    assert s["status"] == "won" and s["end"]["reason"] == "amulet"
    assert P(s)["escaped"] and legal_moves(s) == []


def test_amulet_multicolour_gem_counts_as_the_missing_colour():
    """多色の宝石: counts as a gem of the chosen colour (challenge 2 yellow + 2 white)."""
    for hand, status in ((("G1", "M1", "G3", "G4"), "won"),     # Y + M = 2Y; R R as white
                         (("G1", "G2", "M1", "G3"), "won"),     # 2Y; R + M as 2 red
                         (("G1", "G3", "G4", "F01"), "lost")):  # 1 yellow only
        s = _at_top_stairs(levels=LV3, hand=hand)
        P(s)["level"] = 3
        assert apply_move(s, CLIMB)["status"] == status, hand


def test_amulet_discard_to_max_comes_before_the_check():
    """階段 + アミュレット: stack to hand and discard to MAX, then the gems are checked."""
    s = _at_top_stairs(levels=LV3, hand=("G1", "G2", "G3", "G4", "F01"))
    P(s)["level"] = 3
    s = apply_move(s, CLIMB)
    assert P(s)["await"] == {"kind": "discard", "count": 1, "final": True}
    assert apply_move(s, {"type": "discard", "cards": ["G1"]})["status"] == "lost"
    assert apply_move(s, {"type": "discard", "cards": ["super_gear"]})["status"] == "won"


def test_amulet_failed_loses():
    """敗北: failing to disarm the amulet's trap."""
    s = _at_top_stairs(levels=LV3, hand=("G1", "G3"))
    P(s)["level"] = 3
    s = apply_move(s, CLIMB)
    assert s["status"] == "lost" and s["end"]["reason"] == "amulet_failed"


def test_energy_zero_loses_by_rest_and_by_trap():
    """敗北: energy reaches 0."""
    s = new_game([card("R1", rows=TRAP_ROOM), card("H1")])
    P(s)["energy"] = 1
    s1 = apply_move(s, REST)
    assert s1["status"] == "lost" and s1["end"]["reason"] == "energy" and P(s1)["energy"] == 0
    s2 = play(s, "H1", "A", go("N"))
    assert s2["status"] == "lost" and s2["end"]["reason"] == "energy"
    with refused("ohio_bob.over"):
        apply_move(s2, REST)


def test_deck_out_before_level_3_is_explored_loses():
    """敗北: the deck is empty and the level still has rooms to explore."""
    s = new_game([card("R1"), _explorer(), card("N1")])
    P(s)["deck"] = ["N1"]
    s = play(s, "Z1", "A", go("W"))
    assert s["status"] == "lost" and s["end"]["reason"] == "deck_out"


def test_empty_deck_with_all_rooms_placed_is_not_lost():
    s = _at_top_stairs(hand=("H1",))
    P(s)["deck"] = []
    s = play(s, "H1", "A", go("W"))
    assert s["status"] == "playing"


def test_apply_never_mutates_its_input():
    s = new_game([card("R1"), card("H1")])
    import copy
    before = copy.deepcopy(s)
    play(s, "H1", "B", go("N"), go("N"))
    assert s == before


SHORT = [{"rooms": 2, "rest": 1, "max_cards": 6, "energy": 6},
         {"rooms": 2, "rest": 2, "max_cards": 6, "energy": 5},
         {"rooms": 2, "rest": 2, "max_cards": 6, "energy": 4}]


def test_complete_game_won_through_three_levels_by_legal_moves():
    """勝利: three levels explored (2 rooms each here), each climbed from the last room's top
    stairs, then the amulet disarmed; every move is a legal move."""
    cards = [card("R1"), _explorer(14), card("G1", gem="yellow"), card("G2", gem="yellow"),
             card("G3", gem="red"), card("G4", gem="red")]
    s = new_game(cards, hand=["Z1", "G1", "G2", "G3", "G4"], levels=SHORT)
    for level, energy in ((1, 6), (2, 5), (3, 4)):
        p = P(s)
        assert p["level"] == level and p["energy"] == energy and p["pawn"] == [2, 0]
        for m in ({"type": "play", "card": "Z1", "option": "A"}, go("W"), go("W"), go("N"),
                  go("N"), CLIMB):
            assert m in legal_moves(s), (level, m)
            s = apply_move(s, m)
        if level < 3:
            assert P(s)["await"]["kind"] == "first_room"
            assert len(P(s)["deck"]) == 12 and P(s)["await"]["to_hand"] is False
            s = apply_move(s, {"type": "first_room", "room": P(s)["await"]["options"][0]})
    assert s["status"] == "won" and s["end"]["reason"] == "amulet"
