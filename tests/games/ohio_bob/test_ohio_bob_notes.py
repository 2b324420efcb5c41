"""What a move did, and why a choice is not there (issue 13, item 6; seed 002).

The log and the phone say what happened beyond the move's own words — a room explored and which
card ("探索"), a chest opened, a pit's forced rest, a trap, a ration ("特別なスペース"), a
teleporter, a door opened ("鍵"), the energy after a climb ("階段") — and, on stairs that do not
lead up, why not ("階段", "部屋&階層").

Rooms are 3x3 (ohio_bob_kit); the first room R1 sits in card slot (0, 0), the pawn starts on
its stairs at [2, 0] ([y, x] over the table); the level card of the kit: level 1 has 5 rooms,
a rest costs 1, MAX 4, energy 6 (maximum 7); level 2: MAX 3, energy 6.
"""
from companion.games.ohio_bob.rules.explain import climb_hint, refused_directions
from companion.games.ohio_bob.rules import GAME
from companion.games.ohio_bob.rules.log import named
from companion.games.ohio_bob.rules.queries import climb_blocker
from companion.games.ohio_bob.rules.moves import apply_move
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import (P, card, eff, give, go, mv, new_game, new_game2, place, play,
                                     refused)

CLIMB = {"type": "climb"}


def notes(s, seat=0):
    """The notes of the player's last move, as messages."""
    from companion.message import decode
    return [decode(e) for e in s["players"][seat]["last"]]


def said(msg):
    """A message in both languages: (English, Japanese)."""
    return render(msg, "en"), render(msg, "ja")


def logged(move, s):
    """The log line of ``move`` played on ``s`` in both languages."""
    return said(GAME.describe_move(move, s))


# ------------------------------------------------------------------ 探索

def test_a_plain_sideways_move_explores_and_the_log_says_which_room():
    """探索 (its worked example: "⇔(左右)の移動" to the right reveals a new card instead of
    moving): a move without the compass mark still explores off the card's edge; the pawn stays,
    and the log says "explores" and names the card placed — not "moves west"."""
    s = new_game([card("R1"), card("K1", A=[mv("EW")]), card("N1")])
    s = play(s, "K1", "A")
    assert logged(go("W"), s) == (
        "Explores to the west (the pawn stays); the red-gem card (room: stairs; 16th of the green floor set) "
        "placed as room 2 of 5 on level 1",
        "西へ探索（コマは動かない）。赤の宝石のカード（部屋：階段／緑の床の16枚目）を部屋として配置"
        "（階層1の5部屋中2部屋目）")
    s = apply_move(s, go("W"))
    assert P(s)["pawn"] == [2, 0] and P(s)["rooms"][-1]["card"] == "N1"
    assert notes(s) == [Msg("ohio_bob.event.room", card="N1", n=2, rooms=5, level=1)]


def test_the_fifth_room_is_said_as_the_last_with_its_stairs_on_top():
    """部屋&階層: level 1 has 5 rooms; the 5th, N4, is the last: it lies with its stairs in the
    top row, and the log says so."""
    explorer = card("Z1", A=[mv()] * 14, B=[mv()] * 14)
    s = new_game([card("R1"), explorer, card("N1"), card("N2"), card("N3"), card("N4")])
    s = play(s, "Z1", "A", go("W"), go("S"), go("N"), go("N"), go("N"), go("E"), go("E"))
    assert len(P(s)["rooms"]) == 4 and P(s)["pawn"] == [0, 2]
    s = apply_move(s, go("E"))
    assert notes(s) == [Msg("ohio_bob.event.last_room", card="N4", n=5, rooms=5, level=1)]
    assert said(named(notes(s)[0], s)) == (
        "the red-gem card (room: stairs; 15th of the green floor set) placed as the last of the 5 rooms of "
        "level 1: its stairs lie in the top row and lead up",
        "階層1の最後の部屋（5部屋目）として赤の宝石のカード（部屋：階段／緑の床の15枚目）を、"
        "階段が一番上の行になるように配置：この階段から上の階層へ")


# ------------------------------------------------------------------ 特別なスペース

def test_a_chest_names_the_card_it_gives():
    """宝箱: the top card of the deck (D1) goes to the hand; the log names it."""
    s = new_game([card("R1", rows=("C..", "...", "S..")), card("H1"), card("D1")])
    s = play(s, "H1", "B", go("N"))
    # named as it goes into the hand, by its equipment side (issue 38), with its place in the
    # set: the kit's fillers show the same gem and options (D1: the first of the set's ids)
    assert logged(go("N"), s) == ("Moves north; chest: the red-gem card (A: Move ✥ and B: "
                                  "Move ✥, Move ✥; 1st of the green floor set) goes into the "
                                  "hand",
                                  "北へ移動。宝箱：赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥"
                                  "／緑の床の1枚目）を手札に加える")
    assert P(apply_move(s, go("N")))["hand"][-1] == "D1"


def test_a_pit_says_the_forced_rest_and_the_energy_left():
    """ピット: an immediate rest — level 1 costs 1, so 6 → 5 — the stack back to the hand, the
    rest of the card lost; the log and the phone's notes say it."""
    s = new_game([card("R1", rows=("...", ".P.", "S..")), card("H1")])
    s = play(s, "H1", "B", go("E"))                               # [2, 1], then north: the pit
    assert logged(go("N"), s) == (
        "Moves north; pit: an immediate rest (−1 energy, 5 left), the stack goes back to the "
        "hand and the rest of the card is lost",
        "北へ移動。ピット：ただちに休憩（エネルギー−1、残り5）、解決スタックは手札に戻り、"
        "カードの残りの効果は失われる")
    s = apply_move(s, go("N"))
    assert P(s)["energy"] == 5 and P(s)["await"] == {"kind": "turn"}
    assert notes(s) == [Msg("ohio_bob.event.pit", cost=1, energy=5)]


def test_a_trap_costs_one_energy_unless_a_rock_disarms_it():
    """罠: 6 → 5 energy; 岩: a readied rock disarms it (no energy lost)."""
    trap = ("...", ".T.", ".S.")
    s = play(new_game([card("R1", rows=trap), card("H1")]), "H1", "A", go("N"))
    assert P(s)["energy"] == 5 and notes(s) == [Msg("ohio_bob.event.trap", energy=5)]
    s = new_game([card("R1", rows=trap), card("K1", A=[eff("rock"), mv()])])
    s = play(s, "K1", "A", {"type": "effect"})
    assert logged(go("N"), s) == ("Moves north; the rock disarms the trap: no energy lost",
                                  "北へ移動。岩で罠を無効化：エネルギーは失わない")


def test_a_ration_gives_one_energy_up_to_the_maximum_then_is_used_up():
    """糧食: +1 energy (6 → 7, the energy card's maximum in the kit); at the maximum the bonus
    is lost; 警告：back on the same ration before leaving the room, nothing (it reloads only
    when the room is left)."""
    room = card("R1", rows=("R..", "...", "S.."))
    s = play(new_game([room, card("Z1", A=[mv()] * 4)]), "Z1", "A", go("N"), go("N"))
    assert P(s)["energy"] == 7 and notes(s) == [Msg("ohio_bob.event.ration", energy=7)]
    s = apply_move(s, go("S"))
    assert logged(go("N"), s) == (
        "Moves north; this ration is used up until you leave the room",
        "北へ移動。この糧食は部屋を出るまで使用済み")
    s = new_game([room, card("Z1", A=[mv()] * 2)])
    P(s)["energy"] = 7
    s = play(s, "Z1", "A", go("N"), go("N"))
    assert notes(s) == [Msg("ohio_bob.event.ration_full", energy=7)]


def test_a_teleporter_says_where_it_took_the_pawn():
    """テレポーター: the only card next to R1 is N1, to the east: the pawn goes to the same
    space of N1 ([1, 0] → [1, 3])."""
    s = new_game([card("R1", rows=("...", "X..", "S..")), card("H1"), card("N1")])
    s = place(s, "N1", 1, 0)
    s = play(s, "H1", "A")
    assert logged(go("N"), s) == ("Moves north; the teleporter takes the pawn to the card to "
                                  "the east", "北へ移動。テレポーターで東のカードへ移動")
    assert P(apply_move(s, go("N")))["pawn"] == [1, 3]


def test_a_key_opening_a_door_is_said():
    """鍵: the readied key opens the locked door east of the stairs; it closes behind."""
    s = new_game([card("R1", doors=[(2, 0, "E")]), card("K1", A=[eff("key"), mv("EW")])])
    s = play(s, "K1", "A", {"type": "effect"})
    assert logged(go("E"), s) == ("Moves east; the locked door opens (it closes behind)",
                                  "東へ移動。ロックされたドアを開けて通る（後ろでドアが閉まる）")


# ------------------------------------------------------------------ 階段

def _at_top_stairs(hand=()):
    """Level 1 with its 5 rooms placed (N4, the last, turned in slot (4, 0)) and the pawn on
    N4's top-row stairs at [0, 14]."""
    cards = [card("R1"), card("H1"), card("N1"), card("N2"), card("N3"), card("N4"),
             card("G1", gem="yellow"), card("G2", gem="yellow")]
    s = new_game(cards, hand=list(hand))
    for i, c in enumerate(["N1", "N2", "N3", "N4"]):
        place(s, c, 1 + i, 0, 180 if i == 3 else 0)
    P(s)["pawn"] = [0, 14]
    return s


def test_a_climb_says_the_energy_reset_and_the_discard_to_come():
    """階段: level 2's energy is 6 and its MAX 3; the hand holds the Super Gear, G1, G2 and H1
    (back from the stack): 4 cards, so 1 to discard."""
    s = play(_at_top_stairs(hand=("H1", "G1", "G2")), "H1", "A", {"type": "done"})
    P(s)["energy"] = 2
    assert logged(CLIMB, s) == (
        "Climbs the stairs to level 2; energy back to 6; discard 1 card down to the MAX of 3",
        "階段を上って階層2へ。エネルギーを6にリセット。最大枚数3枚まで1枚捨てる")


def test_the_end_of_the_game_is_said_in_the_log():
    """敗北: energy 0 — a rest with 1 energy left ends the game."""
    s = new_game([card("R1"), card("H1")])
    P(s)["energy"] = 1
    assert logged({"type": "rest"}, s) == (
        "Rests (loses 1 energy); 0 energy left; the game is lost: no energy left.",
        "休憩（エネルギーを1失う）。残りエネルギー0。ゲームに敗北：エネルギーが尽きました。")


def test_why_bottom_row_stairs_do_not_lead_up_before_the_level_is_explored():
    """階段: stairs in a room's bottom row do nothing; 部屋&階層: the level's stairs up are the
    top-row stairs of its last room, placed once the other rooms are explored.  On R1's stairs
    with 1 of 5 rooms placed, the page says so (the issue's own words in Japanese)."""
    s = new_game([card("R1"), card("H1")])
    why = climb_blocker(s, P(s))
    assert why == Msg("ohio_bob.climb.rooms_left", level=1, n=1, rooms=5)
    assert said(why) == ("Level 1: 1 of 5 rooms explored so far: you climb from the top-row "
                         "stairs of the level's last room.",
                         "この階層（階層1）は5部屋中1部屋まで探索済み：最後の部屋の上段の階段から"
                         "上れます。")
    assert climb_hint(s, 0) == why                                 # on stairs: shown
    s = play(s, "H1", "A", go("N"))
    assert climb_hint(s, 0) is None                                # off the stairs: not
    with refused("ohio_bob.climb.rooms_left", n=1, rooms=5):
        apply_move(s, CLIMB)


def test_why_not_once_every_room_is_placed():
    """部屋&階層 / 階段: all 5 rooms placed — on R1's bottom-row stairs ([2, 0]) the page names
    the last room, N4, whose top-row stairs lead up; elsewhere it says where to go."""
    s = _at_top_stairs()
    assert climb_blocker(s, P(s)) is None                          # on N4's top stairs
    P(s)["pawn"] = [2, 0]
    why = climb_blocker(s, P(s))
    assert why == Msg("ohio_bob.climb.bottom_row", card="R1", last="N4")
    assert said(why) == (
        "These stairs lie in the bottom row of room R1: nothing happens here. The level's last "
        "room, N4, has its stairs in the top row: climb from there.",
        "この階段は部屋「R1」の一番下の行にあり、何も起こりません。この階層の最後の部屋「N4」は"
        "階段が一番上の行にあり、そこから上れます。")
    P(s)["pawn"] = [1, 0]
    assert climb_hint(s, 0) == Msg("ohio_bob.climb.go_to_last", last="N4")
    # the page names both rooms by what they show (R1 and N4: red gems, a room of stairs
    # alone), never by the ids the box does not print; alike, with the place in the set too
    assert said(named(climb_hint(s, 0), s))[1] == (
        "この階層の部屋はすべて探索済み：最後の部屋「赤の宝石のカード（部屋：階段／緑の床の16枚目）」の"
        "上段の階段から上れます。")
    P(s)["pawn"] = [2, 0]
    assert "R1" not in said(named(climb_blocker(s, P(s)), s))[1]
    assert "N4" not in said(named(climb_blocker(s, P(s)), s))[1]


def test_why_not_on_the_partners_stairs():
    """2人プレイの特別ルール: each leaves the level from their own deck's rooms; seat 0 on seat
    1's last stairs is told to climb from its own last room, A2."""
    from tests.games.ohio_bob.test_ohio_bob_two_players import SHORT, _game, _on_last_stairs
    s = _on_last_stairs(_game(levels=SHORT))
    s["players"][1]["pawn"] = [-5, 0]
    s["players"][0]["pawn"] = [-4, 0]
    assert climb_blocker(s, s["players"][0]) == Msg("ohio_bob.climb.partners_stairs",
                                                    last="A2")


def test_why_not_on_the_stairs_of_a_partners_room_names_their_side_by_the_compass():
    """階段 (a bottom-row stairs does nothing) with 2人プレイのセットアップ 4-5: the partner sits
    across, so the stairs of the partner's room lie toward the partner, at the top of this
    player's screen: 「一番下の行」 would be the far side there.  Seat 0 on seat 1's first room
    J0 (turned, its stairs on the table's north side): the reason names the side by the
    compass, 北側; seat 1 on seat 0's A0 (stairs south): 南側."""
    from tests.games.ohio_bob.test_ohio_bob_two_players import SHORT, _game, _on_last_stairs
    s = _on_last_stairs(_game(levels=SHORT))
    a, b = s["players"]
    a["pawn"] = [-3, 2]                                   # J0's stairs (slot (0, -1), turned)
    why = climb_blocker(s, a)
    assert why == Msg("ohio_bob.climb.partner_room", card="J0", side=Msg("ohio_bob.dir.n"),
                      last="A2")
    # the test cards all read alike (red gem, stairs only): told apart by their place in the set
    assert said(named(why, s))[1] == (
        "この階段はパートナーの部屋「赤の宝石のカード（部屋：階段／青の床の15枚目）」の北側（パートナーの側）"
        "の行にあり、何も起こりません。自分の最後の部屋「赤の宝石のカード（部屋：階段／緑の床の3枚目）」の"
        "上段の階段から上れます。")
    a["pawn"], b["pawn"] = [0, 5], [2, 0]                 # seat 1 on A0's stairs (south)
    assert climb_blocker(s, b) == Msg("ohio_bob.climb.partner_room", card="A0",
                                      side=Msg("ohio_bob.dir.s"), last="J2")


# ------------------------------------------------------------------ 移動 / 鍵

def test_directions_not_offered_say_why():
    """移動: a wall east of the stairs, a locked door north (鍵: it needs a key); south and
    west lead off the card (探索) and are offered."""
    s = new_game([card("R1", walls=[(2, 0, "E")], doors=[(2, 0, "N")]), card("H1")])
    s = play(s, "H1", "A")
    assert refused_directions(s, 0) == [
        ("N", Msg("ohio_bob.move.door_key_in_hand", card=Msg("ohio_bob.card.super_gear"))),
        ("E", Msg("ohio_bob.move.wall"))]
    s = apply_move(s, {"type": "done"})
    s = apply_move(s, {"type": "play", "card": "super_gear", "option": "A"})
    s = apply_move(s, {"type": "done"})          # the Super Gear (its key) on the stack
    s = play(give(s, "F01"), "F01", "A")         # a plain move, no key left in hand
    assert refused_directions(s, 0)[0] == ("N", Msg("ohio_bob.move.door_no_key"))
    assert said(Msg("ohio_bob.move.door_no_key"))[1] == (
        "ロックされたドアがあって進めません。開けるには鍵（鍵のあるカードまたはスーパーギア）が必要ですが、"
        "手札に鍵のあるカードがありません。")
    s = play(new_game([card("R1", walls=[(2, 0, "E")], doors=[(2, 0, "N")]), card("H1")]),
             "H1", "A")
    assert said(refused_directions(s, 0)[0][1]) == (
        "A locked door blocks the way: Super Gear in your hand opens it with its key.",
        "ロックされたドアがあって進めません。手札のスーパーギアの鍵で開けられます。")
    s = new_game([card("R1"), card("K1", A=[mv("EW")])])
    assert refused_directions(play(s, "K1", "A"), 0) == []          # only what the card prints


def test_two_player_notes_are_the_movers():
    """2人プレイの特別ルール: the ration's energy goes to the partner; the mover's notes say so
    and the partner's stay as they were."""
    s = new_game2([card("A0", rows=("R..", "...", "S..")), card("A1")], [card("J0"), card("J1")],
                  hand0=["A1"])
    s["players"][1]["energy"] = 4
    s = apply_move(s, {"type": "play", "card": "A1", "option": "B", "seat": 0})
    s = apply_move(apply_move(s, dict(go("N"), seat=0)), dict(go("N"), seat=0))
    assert s["players"][1]["energy"] == 5
    assert notes(s, 0) == [Msg("ohio_bob.event.ration_partner", player=Msg("ohio_bob.player",
                                                                            n=2), energy=5)]
    assert notes(s, 1) == []
