"""Ohio Bob for two players: the mirror temple (seed 002, "2人プレイのセットアップ",
"勝利条件", "2人プレイの特別ルール").

Seat 0's first room lies in slot (0, 0) as printed (pawn on its stairs at [2, 0]); seat 1 sits
opposite, so its rooms lie turned 180° and its first room is the connecting room at slot
(0, -1), its stairs at [-3, 2].  Directions are the table's as seat 0 sees it.
"""
import random

from companion.games.ohio_bob.rules import GAME
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.queries import can_climb
from companion.i18n import render
from companion.message import Msg
from tests.games.ohio_bob.kit import card, go, new_game2, refused

REST = {"type": "rest"}


def _s(seat, m):
    return dict(m, seat=seat)


def _game(rows0=("...", "...", "S.."), walls0=(), **kw):
    return new_game2([card("A0", rows=rows0, walls=walls0), card("A1"), card("A2")],
                     [card("J0"), card("J1"), card("J2")], hand0=["A1"], hand1=["J1"], **kw)


def test_first_rooms_face_each_other_with_the_connecting_rooms_between():
    """2人プレイのセットアップ 5): both first rooms, the connecting rooms between the players."""
    s = _game()
    a, b = s["players"]
    assert a["rooms"] == [{"card": "A0", "x": 0, "y": 0, "rot": 0}] and a["pawn"] == [2, 0]
    assert b["rooms"] == [{"card": "J0", "x": 0, "y": -1, "rot": 180}] and b["pawn"] == [-3, 2]


def test_each_explores_from_their_own_deck_and_may_visit_the_partners_cards():
    """特別ルール: a player can always move onto the teammate's temple cards; each explores
    the rooms of the level from their own deck."""
    s = _game()
    s = apply_move(s, _s(0, {"type": "play", "card": "A1", "option": "B"}))
    s = apply_move(apply_move(s, _s(0, go("N"))), _s(0, go("N")))
    s = apply_move(apply_move(s, _s(0, {"type": "play", "card": "super_gear", "option": "A"})),
                   _s(0, go("N")))
    assert s["players"][0]["pawn"] == [-1, 0]                     # on seat 1's room
    s = apply_move(s, _s(1, {"type": "play", "card": "J1", "option": "A"}))
    s = apply_move(s, _s(1, go("N")))                             # off seat 1's far edge
    b = s["players"][1]
    assert b["rooms"][-1] == {"card": "J2", "x": 0, "y": -2, "rot": 180}
    assert len(s["players"][0]["rooms"]) == 1


def test_no_two_pawns_on_one_space():
    s = _game()
    s["players"][1]["pawn"] = [-1, 0]
    s["players"][0]["pawn"] = [0, 0]
    s = apply_move(s, _s(0, {"type": "play", "card": "super_gear", "option": "A"}))
    with refused("ohio_bob.move.partner_there"):
        apply_move(s, _s(0, go("N")))


def test_ration_goes_to_the_partner_unless_the_partner_has_left_the_level():
    """特別ルール: a ration's +1 energy goes to the partner; if the partner has already left
    the level, to oneself."""
    s = _game(rows0=("R..", "...", "S.."))
    s["players"][0]["energy"] = 4
    s["players"][1]["energy"] = 4
    moved = apply_move(s, _s(0, {"type": "play", "card": "A1", "option": "B"}))
    moved = apply_move(apply_move(moved, _s(0, go("N"))), _s(0, go("N")))
    assert [p["energy"] for p in moved["players"]] == [4, 5]
    s["players"][1]["left_level"] = True
    s["players"][1]["pawn"] = None
    moved = apply_move(s, _s(0, {"type": "play", "card": "A1", "option": "B"}))
    moved = apply_move(apply_move(moved, _s(0, go("N"))), _s(0, go("N")))
    assert [p["energy"] for p in moved["players"]] == [5, 4]


def test_a_rest_waits_for_the_partners_rest():
    """特別ルール: a player who rests waits until the teammate rests too."""
    s = apply_move(_game(), _s(0, REST))
    assert s["players"][0]["await"] == {"kind": "wait_rest"}
    assert legal_moves(s, 0) == []
    with refused("ohio_bob.expect.wait_rest"):
        apply_move(s, _s(0, {"type": "play", "card": "A1", "option": "A"}))
    s = apply_move(s, _s(1, {"type": "play", "card": "J1", "option": "A"}))
    s = apply_move(s, _s(1, go("W")))
    assert s["players"][0]["await"] == {"kind": "wait_rest"}
    s = apply_move(s, _s(1, REST))
    assert [p["await"] for p in s["players"]] == [{"kind": "turn"}, {"kind": "turn"}]
    assert [p["energy"] for p in s["players"]] == [5, 5]


def test_trade_once_per_level_when_adjacent_without_a_wall():
    """特別ルール: once per level, after a card, with the pawns on orthogonally adjacent spaces
    not separated by a wall or door, each gives one card (hand or stack) to the other's hand."""
    s = _game()
    s["players"][0]["pawn"], s["players"][1]["pawn"] = [0, 0], [-1, 0]
    trade = _s(0, {"type": "trade", "give": "A1", "take": "J1"})
    assert trade in legal_moves(s, 0)
    t = apply_move(s, trade)
    assert t["players"][0]["hand"] == ["super_gear", "J1"]
    assert t["players"][1]["hand"] == ["super_gear", "A1"]
    with refused("ohio_bob.trade.done"):
        apply_move(t, _s(1, {"type": "trade", "give": "A1", "take": "J1"}))
    far = _game()
    with refused("ohio_bob.trade.apart"):
        apply_move(far, trade)
    walled = _game(walls0=[(0, 0, "N")])
    walled["players"][0]["pawn"], walled["players"][1]["pawn"] = [0, 0], [-1, 0]
    with refused("ohio_bob.trade.apart"):
        apply_move(walled, trade)


SHORT = [{"rooms": 2, "rest": 1, "max_cards": 8, "energy": 6},
         {"rooms": 2, "rest": 2, "max_cards": 8, "energy": 6},
         {"rooms": 2, "rest": 2, "max_cards": 8, "energy": 5}]


def _on_last_stairs(s):
    """Both players' second (last) room placed, each pawn on its own top stairs."""
    a, b = s["players"]
    a["deck"].remove("A2")
    a["rooms"].append({"card": "A2", "x": 1, "y": 0, "rot": 180})
    a["pawn"] = [0, 5]
    b["deck"].remove("J2")
    b["rooms"].append({"card": "J2", "x": 0, "y": -2, "rot": 0})
    b["pawn"] = [-4, 0]
    assert can_climb(s, a) and can_climb(s, b)
    return s


def test_leaving_a_level_may_give_one_energy_and_waits_for_the_partner():
    """特別ルール: on leaving the level one may give 1 energy to the partner (not with only 1
    left); the next level starts when both have left."""
    s = _on_last_stairs(_game(levels=SHORT))
    s["players"][0]["energy"] = 1
    with refused("ohio_bob.two.gift_last"):
        apply_move(s, _s(0, {"type": "climb", "gift": True}))
    s["players"][0]["energy"] = 3
    s["players"][1]["energy"] = 4
    s = apply_move(s, _s(0, {"type": "climb", "gift": True}))
    a, b = s["players"]
    assert b["energy"] == 5 and a["energy"] == 6 and a["level"] == 2
    assert a["await"] == {"kind": "wait_level"} and a["pawn"] is None
    assert len(a["rooms"]) == 2                                    # still on the table
    s = apply_move(s, _s(1, {"type": "climb"}))
    a, b = s["players"]
    assert a["await"]["kind"] == b["await"]["kind"] == "first_room"
    assert a["rooms"] == b["rooms"] == [] and len(a["deck"]) == len(b["deck"]) == 16
    assert sorted(a["deck"][-2:]) == ["A0", "A2"] and sorted(b["deck"][-2:]) == ["J0", "J2"]


def _final(hand0, hand1):
    s = _on_last_stairs(_game(levels=SHORT))
    for p, hand in zip(s["players"], (hand0, hand1)):
        p["level"] = 3
        p["hand"] = ["super_gear", *hand]
    return s


YELLOW = [card("Y1", gem="yellow"), card("Y2", gem="yellow")]


def test_win_needs_both_amulets_and_three_partner_cards_each():
    """勝利条件: both reach level 3, both meet their amulet card, both end holding 3 cards from
    the partner's temple deck.  Challenge: 2 yellow + 2 of one colour."""
    def play_out(hand0, hand1):
        s = new_game2([card("A0"), card("A1"), card("A2"), *YELLOW, card("G1", gem="yellow"),
                       card("G2", gem="yellow")],
                      [card("J0"), card("J1"), card("J2"), card("K1", gem="yellow"),
                       card("K2", gem="yellow")], levels=SHORT)
        s = _on_last_stairs(s)
        for p, hand in zip(s["players"], (hand0, hand1)):
            p["level"] = 3
            p["hand"] = ["super_gear", *hand]
        s = apply_move(s, _s(0, {"type": "climb"}))
        assert s["status"] == "playing" and s["players"][0]["await"] == {"kind": "wait_level"}
        return apply_move(s, _s(1, {"type": "climb"}))
    # seat 0: Y1 Y2 (own yellow) + B01 B02 B03 (seat 1's red cards) → 2Y + 3R, 3 partner cards
    # seat 1: G1 G2 (seat 0's yellow) + F01 (seat 0's blue) + B04 B05 (own red)
    won = play_out(["Y1", "Y2", "B01", "B02", "B03"], ["G1", "G2", "F01", "B04", "B05"])
    assert won["status"] == "won" and won["end"]["reason"] == "amulet"
    lost = play_out(["Y1", "Y2", "B01", "B02", "B03"], ["K1", "K2", "F01", "B04", "B05"])
    assert lost["status"] == "lost" and lost["end"]["reason"] == "partner_cards"
    notice = Msg("ohio_bob.end.partner_cards", player=Msg("ohio_bob.player", n=2), n=1)
    assert lost["end"]["message"] == notice.to_json()
    assert render(notice, "en") == ("Player 2 holds 1 of the 3 cards needed from the partner's "
                                    "temple deck.")
    lost = play_out(["Y1", "B01", "B02", "B03"], ["G1", "G2", "F01", "B04", "B05"])
    assert lost["end"]["reason"] == "amulet_failed"
    assert lost["end"]["message"] == Msg("ohio_bob.end.amulet_failed_of",
                                         player=Msg("ohio_bob.player", n=1)).to_json()


def test_partners_first_room_slot_is_kept_until_placed():
    """2人プレイのセットアップ 5): the partner's connecting room goes between the players, so
    that place stays free while the partner has not placed it."""
    s = new_game2([card("A0"), card("A1")], [card("J0"), card("J1")], hand0=["A1"])
    s["players"][1]["await"] = {"kind": "first_room", "options": ["J0", "J1"], "to_hand": False}
    s["players"][1]["rooms"], s["players"][1]["pawn"] = [], None
    s["players"][0]["pawn"] = [0, 0]
    s = apply_move(s, _s(0, {"type": "play", "card": "A1", "option": "A"}))
    with refused("ohio_bob.explore.partner_first_room"):
        apply_move(s, _s(0, go("N")))


def test_a_move_chosen_before_the_partners_moves_is_unaffected_only_if_they_left_it_alone():
    """特別ルール: 「プレイヤーは同時に好きなだけ自分のターンを行うことができます」.  A move
    Ben chose before Ana's moves still does what it did (``GAME.unaffected``) after Ana played
    a card or stepped; not after Ana's ration gave him energy, nor with Ana's pawn on the space
    his step goes to; and never in a solo game."""
    import copy

    from companion.games.ohio_bob.rules import GAME

    before = _game(rows0=("R..", "...", "S.."))
    for p in before["players"]:
        p["energy"] = 4
    ben_play = _s(1, {"type": "play", "card": "J1", "option": "A"})
    now = apply_move(before, _s(0, {"type": "play", "card": "A1", "option": "B"}))
    assert GAME.unaffected(ben_play, before, now)
    stepped = apply_move(now, _s(0, go("N")))
    assert GAME.unaffected(ben_play, before, stepped)
    rationed = apply_move(stepped, _s(0, go("N")))                # Ana's ration: Ben 4 -> 5
    assert rationed["players"][1]["energy"] == 5
    assert not GAME.unaffected(ben_play, before, rationed)

    ready = apply_move(before, ben_play)                           # Ben's step S: [-3,2] -> [-2,2]
    assert GAME.unaffected(_s(1, go("S")), ready, ready)
    blocked = copy.deepcopy(ready)
    blocked["players"][0]["pawn"] = [-2, 2]
    assert not GAME.unaffected(_s(1, go("S")), ready, blocked)

    solo = copy.deepcopy(before)
    solo["players"] = solo["players"][:1]
    assert not GAME.unaffected(_s(0, {"type": "play", "card": "A1", "option": "A"}), solo, solo)


def test_one_difficulty_for_both_and_each_chooses_a_challenge_of_their_own_amulet_card():
    """2人プレイのセットアップ 3: 「両方のプレイヤーは同じ難易度を選択する必要があります(アミュレット
    カードを含む-これらは各プレイヤーによってわずかに異なることに注意してください)」 binds the
    difficulty (難易度: the easy or hard side of each starting card) — the amulet card's side too —
    not which of its two challenges each picks: each plays their own amulet card, and the cards
    differ.  So with the sample's cards on their hard side, Ohio Bob's amulet (challenges yellow,
    purple) for seat 0 and Idaho Joe's (blue, red) for seat 1, a random challenge is each player's
    own draw: seed 0 draws purple (the 2nd) for seat 0 and blue (the 1st) for seat 1; a chosen
    challenge given once (1) is the 2nd of each card: purple and red (ruling 31)."""
    options = {"players": 2, "mode": "app", "difficulty": "hard", "card_set": "green"}
    s = GAME.setup(dict(options, challenge="random"), random.Random(0))
    assert [p["sides"] for p in s["players"]] == [
        {"level": "hard", "energy": "hard", "amulet": "hard"}] * 2
    assert [p["challenge"]["id"] for p in s["players"]] == ["purple", "blue"]
    s = GAME.setup(dict(options, challenge=1), random.Random(0))
    assert [p["challenge"]["id"] for p in s["players"]] == ["purple", "red"]
