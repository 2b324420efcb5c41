"""Ohio Bob's words (issue 10): the log lines say what the engine knows of a move, refusals
name places as the table sees them, the end notices and the component checks count from 1 —
each said in English and in Japanese with the seed's terms (seed 002: テレポーター, 階段, 縄,
スレッジハンマー, 神殿マップ, 宝箱...)."""
from companion.games.ohio_bob.rules import GAME
from companion.games.ohio_bob.messages import nth
from companion.games.ohio_bob.rules.moves import apply_move
from companion.i18n import render, use_language
from companion.message import Msg
from tests.games.ohio_bob.kit import P, card, eff, go, mv, new_game, new_game2, place, play, refused


def said(msg):
    """A message in both languages: (English, Japanese)."""
    return render(msg, "en"), render(msg, "ja")


def test_the_first_room_line_names_the_card_that_goes_to_the_hand():
    """1人プレイのセットアップ 6): of the two cards drawn one is the room, the other goes to the
    hand — in app mode too, where the move names only the room."""
    s = new_game([card("R1"), card("H1")], first=False)
    line = GAME.describe_move({"type": "first_room", "room": "H1"}, s)
    # the room by its room, the card to the hand by its equipment side (issue 38); the kit's
    # cards read alike both ways (red gems, rooms of stairs alone, the same options): each
    # named with its place in the set too, its rank among the green set's ids (the fillers
    # F01-F15, then H1, R1)
    green = Msg("ohio_bob.set.green")
    red = Msg("ohio_bob.card.looks_nth", gem=Msg("ohio_bob.colour.red"),
              room=[Msg("ohio_bob.space.stairs")], set=green, n=16)
    equipment = Msg("ohio_bob.card.side_up_nth", gem=Msg("ohio_bob.colour.red"), sides=[
        Msg("ohio_bob.card.option", option="A", effects=Msg("ohio_bob.effect.move", arrows="✥")),
        Msg("ohio_bob.card.option", option="B", effects=Msg(
            "ohio_bob.option.then", first=Msg("ohio_bob.effect.move", arrows="✥"),
            rest=Msg("ohio_bob.effect.move", arrows="✥")))], set=green, n=17)
    assert line == Msg("ohio_bob.log.first_room_hand", room=red, level=1, hand=equipment)
    assert said(line) == ("Places the red-gem card (room: stairs; 16th of the green floor set) "
                          "as the first room of level 1 and takes the red-gem card (A: Move ✥ "
                          "and B: Move ✥, Move ✥; 17th of the green floor set) into the hand",
                          "赤の宝石のカード（部屋：階段／緑の床の16枚目）を階層1の最初の部屋に置き、"
                          "赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥／緑の床の17枚目）を手札に"
                          "加える")


def test_a_teleport_is_said_as_the_side_of_the_card_it_reaches():
    """テレポーター with two neighbouring cards (east and north of the pawn's card): the refusal
    names the sides that may be chosen, the log line the side chosen — never slot numbers."""
    s = new_game([card("R1", rows=("...", "X..", "S..")), card("H1"), card("N1"), card("D1")])
    s = place(place(s, "N1", 1, 0), "D1", 0, -1)
    s = play(s, "H1", "A", go("N"))
    assert P(s)["await"]["kind"] == "teleport"
    with refused("ohio_bob.teleport.choose", sides=Msg("ohio_bob.dirs", letters="NE")) as err:
        apply_move(s, {"type": "teleport", "to": [4, 4]})
    assert said(err.value.message) == (
        "Teleport to the card to the north or east of this one.",
        "このカードの北または東にあるカードへテレポートしてください。")
    line = GAME.describe_move({"type": "teleport", "to": [0, -1]}, s)
    assert said(line) == ("Teleports to the card to the north", "北のカードへテレポート")


def test_effect_lines_say_the_equipment_used():
    """スペシャルカード: the sledgehammer, the rope and the temple map each say what they did."""
    s = new_game([card("R1", walls=[(2, 0, "E")]),
                  card("K1", A=[eff("sledgehammer"), eff("rope", dirs="NS"), eff("map"),
                                eff("rock"), eff("key")])])
    s = play(s, "K1", "A")
    assert said(GAME.describe_move(go("E"), s)) == (
        "Goes through the wall to the east with the sledgehammer", "スレッジハンマーで東の壁を通り抜ける")
    s = apply_move(s, {"type": "skip"})
    assert said(GAME.describe_move(go("N"), s)) == ("Moves north with the rope", "縄で北へ移動")
    with refused("ohio_bob.rope.dirs", dirs=Msg("ohio_bob.dirs", letters="NS")) as err:
        apply_move(s, go("E"))
    assert said(err.value.message) == ("The rope moves only north or south.",
                                       "縄で進めるのは北または南だけです。")
    assert said(GAME.describe_move({"type": "skip"}, s)) == ("Skips an effect: Rope ⇕",
                                                            "効果を飛ばす：縄 ⇕")
    s = apply_move(s, {"type": "skip"})
    assert said(GAME.describe_move(go("W"), s)) == (
        "Temple map: places a room to the west; the blue-gem card (room: stairs; 1st of the green floor set) "
        "placed as room 2 of 5 on level 1",
        "神殿マップ：西に部屋を置く。青の宝石のカード（部屋：階段／緑の床の1枚目）を部屋として配置"
        "（階層1の5部屋中2部屋目）")
    s = apply_move(s, {"type": "skip"})
    assert said(GAME.describe_move({"type": "effect"}, s)) == ("Uses a rock", "岩を使う")
    assert said(GAME.describe_move({"type": "done"}, s)) == (
        "Ends the card (skips the rest of its effects)", "カードを終える（残りの効果を飛ばす）")


def test_a_move_that_goes_only_one_way_says_which_ways_it_may_go():
    s = new_game([card("R1"), card("K1", A=[mv("EW")])])
    s = play(s, "K1", "A")
    with refused("ohio_bob.move.dirs", dirs=Msg("ohio_bob.dirs", letters="EW")) as err:
        apply_move(s, go("N"))
    assert said(err.value.message) == ("This move goes only east or west.",
                                       "この移動で進めるのは東または西だけです。")


def test_climbing_says_the_level_reached_and_two_players_say_who():
    """階段: climbing from level 1 reaches level 2; from level 3, the amulet.  With two players
    each line says the mover's name."""
    s = new_game2([card("A0"), card("A1")], [card("J0"), card("J1")])
    s["players"][0]["name"], s["players"][1]["name"] = "はなこ", "Ben"
    line = GAME.describe_move({"type": "climb", "gift": True, "seat": 0}, s)
    assert line == Msg("ohio_bob.log.by", name="はなこ",
                       action=Msg("ohio_bob.log.climb_gift", level=2))
    assert render(line, "ja") == "はなこ：階段を上って階層2へ（パートナーにエネルギーを1渡す）。"
    s["players"][1]["level"] = 3
    assert render(GAME.describe_move({"type": "climb", "seat": 1}, s), "en") == \
        "Ben: Climbs to the amulet"


def test_the_end_of_a_game_is_a_stored_notice():
    """敗北: energy 0 ends the game; the state keeps the notice as a stored message, the result
    sheet says why in the reader's language."""
    s = new_game([card("R1"), card("H1")])
    P(s)["energy"] = 1
    s = apply_move(s, {"type": "rest"})
    assert s["end"] == {"reason": "energy", "message": {"code": "ohio_bob.end.energy",
                                                        "params": {}}}
    view = GAME.view(s, None)["result"]
    assert said(view["why"]) == ("Lost: no energy left.", "敗北：エネルギーが尽きました。")
    assert said(GAME.score(s).tie_breaks[0]) == ("Lost: no energy left.",
                                                 "敗北：エネルギーが尽きました。")


def test_places_on_a_card_count_from_one_in_both_languages():
    with use_language("en"):
        assert [nth(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th"]
    place_msg = Msg("ohio_bob.place.space", row=2, col=4, card=Msg(
        "ohio_bob.place.card", set=Msg("ohio_bob.set.blue"), n=12))
    assert said(place_msg) == (
        "the 12th temple card of the blue floor set, 2nd row from the top, 4th space "
        "from the left", "青の床のセットの12枚目の神殿カード、上から2行目・左から4列目")
    # an uploaded file's card: its place and the file's own key for it (issue 38)
    file_msg = Msg("ohio_bob.place.space", row=2, col=4, card=Msg(
        "ohio_bob.place.file_card", set=Msg("ohio_bob.set.blue"), n=12, id="B12"))
    assert said(file_msg) == (
        "the 12th temple card of the blue floor set (B12), 2nd row from the top, 4th space "
        "from the left", "青の床のセットの12枚目の神殿カード（B12）、上から2行目・左から4列目")


def test_counts_are_said_with_plurals_not_brackets():
    assert said(Msg("ohio_bob.discard.count", count=1)) == ("Discard exactly 1 card.",
                                                           "ちょうど1枚捨ててください。")
    assert render(Msg("ohio_bob.discard.count", count=2), "en") == "Discard exactly 2 cards."
    assert render(Msg("ohio_bob.explore.level_full", level=2, rooms=1), "en") == \
        "Level 2 has its only room: no more exploring on this level."
    assert said(Msg("ohio_bob.explore.level_full", level=1, rooms=5)) == (
        "Level 1 has all its 5 rooms: no more exploring on this level.",
        "階層1の部屋はすべて置かれています。この階層ではもう探索できません。")


def test_a_challenge_reads_in_one_order_whatever_order_the_state_keeps():
    """Trial 3: the amulet challenge read 「黄2個、任意の同じ色2個」 before the first room and
    「任意の同じ色2個、黄2個」 after it (the stored state keeps its colours in another order).
    The most gems first, then by colour, 「任意の同じ色」 last."""
    from companion.games.ohio_bob.rules.names import gems

    for counts in ({"yellow": 2, "white": 2}, {"white": 2, "yellow": 2}):
        assert said(gems(counts)) == ("2 yellow and 2 of any one colour", "黄2個、任意の同じ色2個")
    for counts in ({"red": 2, "blue": 1}, {"blue": 1, "red": 2}):
        assert said(gems(counts))[1] == "赤2個、青1個"


def test_a_refusal_names_the_cards_by_what_they_show_never_by_the_apps_ids():
    """Issue 38 (never the app's numbers): the refusals that name cards (a card not in the
    hand; the first room to be chosen from the two cards drawn, 1人プレイのセットアップ 6) name
    each as the table sees it, equipment side up (its gem and options); an id the set does
    not hold (a tampered move) is said as it was sent."""
    s = new_game([card("R1", gem="yellow", rows=("...", "P..", "S..")), card("H1")],
                 first=False)
    with refused("ohio_bob.first_room.choose") as err:
        GAME.apply(s, {"type": "first_room", "room": "F05"})
    # drawn without looking at the temple side (1人プレイのセットアップ 6): their equipment sides
    assert said(err.value.message) == (
        "Choose the first room from the cards drawn: the yellow-gem card (A: Move ✥ and B: "
        "Move ✥, Move ✥) and the red-gem card (A: Move ✥ and B: Move ✥, Move ✥).",
        "最初の部屋は、引いたカード（黄の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥）、"
        "赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥））から選んでください。")
    s = new_game([card("R1"), card("H1", gem="yellow")])
    with refused("ohio_bob.hand.not_in") as err:
        GAME.apply(s, {"type": "play", "card": "F01", "option": "A"})
    assert said(err.value.message) == (
        "Not in your hand: the blue-gem card (A: Move ✥ and B: Move ✥, Move ✥; 1st of the "
        "green floor set).",
        "青の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥／緑の床の1枚目）は手札にありません。")
    with refused("ohio_bob.hand.not_in", card="Z99"):
        GAME.apply(s, {"type": "play", "card": "Z99", "option": "A"})
