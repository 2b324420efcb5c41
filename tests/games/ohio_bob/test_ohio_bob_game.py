"""Ohio Bob: the Game object, move payloads, the view, the result sheet, random playouts."""
import copy
import json
import random
from fractions import Fraction

import pytest

from companion.engine import Game, InvalidMove
from companion.i18n import render
from companion.message import Msg
from companion.games.ohio_bob.rules import GAME
from companion.games.ohio_bob.rules.scoring import gems_toward, result, score_sheet
from companion.games.ohio_bob.rules.legal import legal_moves
from companion.games.ohio_bob.rules.moves import apply_move
from companion.games.ohio_bob.rules.queries import challenge_met
from tests.games.ohio_bob.kit import P, card, go, new_game, play

COLOURS = ["yellow", "red", "blue"]


def test_game_object():
    assert isinstance(GAME, Game)
    assert (GAME.key, GAME.title, GAME.title_ja) == ("ohio_bob", "Ohio Bob", "オハイオ・ボブ")
    assert GAME.player_counts == range(1, 3) and GAME.playable is True


def test_parse_move_normalizes_and_refuses_bad_shapes():
    assert GAME.parse_move(None, {"type": "play", "card": "G01", "option": "A"}) == \
        {"type": "play", "seat": 0, "card": "G01", "option": "A"}
    assert GAME.parse_move(0, {"type": "teleport", "to": (1, 0)})["to"] == [1, 0]
    for bad, msg in (("x", Msg("ohio_bob.move_data.not_object")),
                     ({"type": "fly"}, Msg("ohio_bob.move_data.unknown")),
                     ({"type": "play", "card": "G01"},
                      Msg("ohio_bob.move_data.missing", fields=[Msg("ohio_bob.field.option")])),
                     ({"type": "play", "card": "G01", "option": "C"},
                      Msg("ohio_bob.move_data.option")),
                     ({"type": "effect", "dir": "up"}, Msg("ohio_bob.move_data.dir")),
                     ({"type": "rest", "card": "G01"},
                      Msg("ohio_bob.move_data.extra", fields=[Msg("ohio_bob.field.card")])),
                     ({"type": "discard", "cards": "G01"}, Msg("ohio_bob.move_data.cards")),
                     ({"type": "teleport", "to": [1]}, Msg("ohio_bob.move_data.to"))):
        with pytest.raises(InvalidMove) as err:
            GAME.parse_move(0, bad)
        assert err.value.message == msg, bad
    with pytest.raises(InvalidMove) as err:
        GAME.parse_move(0, {"type": "play", "card": "G01"})
    assert render(err.value.message, "en") == "This move needs the option."
    assert render(err.value.message, "ja") == "この手にはオプションが必要です。"



@pytest.mark.parametrize("payload, code", [
    ({"type": []}, "ohio_bob.move_data.unknown"),
    ({"type": {"": None}}, "ohio_bob.move_data.unknown"),
    ("rest", "ohio_bob.move_data.not_object"),
    (1.5, "ohio_bob.move_data.not_object"),
    (["N"], "ohio_bob.move_data.not_object"),
])
def test_a_payload_of_no_shape_is_refused_by_parse_move_and_by_apply(payload, code):
    """Payloads that raised TypeError or AttributeError instead of InvalidMove (found by
    tests/test_fuzz_moves.py): a "type" that is a list or an object (unhashable, so not looked
    up among the move types), and a stored or imported move that is not an object at all
    reaching ``apply``.  Both are refused as a bad shape, and the state is left as it was."""
    s = new_game([card("R1"), card("H1")])
    before = copy.deepcopy(s)
    for refuse in (lambda m: GAME.parse_move(None, m), lambda m: GAME.apply(s, m)):
        with pytest.raises(InvalidMove) as err:
            refuse(payload)
        assert err.value.message == Msg(code)
    assert s == before

def test_a_move_with_entries_no_ohio_bob_move_has_is_refused():
    """Issue 13, item 5: a payload carrying an unknown key ("spot") is refused with a message
    — by parse_move and by apply (a stored or imported move), never quietly accepted; a known
    field on the wrong move is named in words."""
    s = new_game([card("R1"), card("H1")])
    for bad, n in (({"type": "rest", "spot": 3}, 1),
                   ({"type": "play", "card": "H1", "option": "A", "spot": 1, "where": 2}, 2)):
        for refuse in (lambda m: GAME.parse_move(0, m), lambda m: GAME.apply(s, m)):
            with pytest.raises(InvalidMove) as err:
                refuse(bad)
            assert err.value.message == Msg("ohio_bob.move_data.unknown_fields", count=n)
    assert render(err.value.message, "en") == ("This move carries 2 entries that no Ohio Bob "
                                               "move has: nothing was stored.")
    assert render(err.value.message, "ja") == ("この手には、オハイオ・ボブの手にない項目が2つ"
                                               "含まれています。何も記録されませんでした。")
    with pytest.raises(InvalidMove) as err:
        GAME.apply(s, {"type": "rest", "dir": "N"})
    assert render(err.value.message, "en") == "This move does not take the direction."
    moved = GAME.apply(s, {"type": "play", "seat": 0, "card": "H1", "option": "A"})
    assert P(moved)["stack"] == ["H1"]                 # a stored (normalized) move replays


def test_unknown_seat_has_no_moves_and_is_refused():
    s = new_game([card("R1"), card("H1")])
    assert legal_moves(s, 3) == []
    with pytest.raises(InvalidMove) as err:
        apply_move(s, {"type": "rest", "seat": 1})
    assert err.value.message == Msg("ohio_bob.no_player")


def test_view_hides_the_deck_order_but_shows_the_top_card():
    s = new_game([card("R1"), card("H1"), card("D1")])
    v = GAME.view(s, None)
    assert v["players"][0]["deck"] == {"count": 15, "top": "D1"}
    assert "shuffle_seed" not in v and v["result"]["status"] == "playing"
    assert v["cards"]["R1"]["room"]["grid"][2][0] == "stairs"



def test_a_seats_view_says_what_it_may_do_and_hides_the_order_below_the_top_card():
    """Templates read the view (issue 35): a seat's view carries what that seat may do now
    (``now``: its legal moves, the refused directions, why it cannot climb, whether a card may
    be entered), worked out without showing the deck's order: the same position with the
    cards below the top one in another order gives the same views.  The host's view has no
    ``now``; nor has a game over."""
    s = new_game([card("R1"), card("H1"), card("D1")])
    seat_view, host_view = GAME.view(s, 0), GAME.view(s, None)
    assert "now" not in host_view
    assert seat_view["now"]["moves"] == GAME.legal_moves(s, 0)
    assert seat_view["now"]["can_enter"] is False and seat_view["now"]["place"] is None
    # the pawn on the first room's stairs, 1 of level 1's 5 rooms placed ("階段", "部屋&階層")
    assert seat_view["now"]["climb_why"] == Msg("ohio_bob.climb.rooms_left", level=1, n=1,
                                                rooms=5).to_json()
    shuffled = copy.deepcopy(s)
    below = P(shuffled)["deck"][1:]
    P(shuffled)["deck"][1:] = below[::-1]
    assert below != below[::-1]
    assert GAME.view(shuffled, 0) == seat_view and GAME.view(shuffled, None) == host_view


def test_while_the_first_two_cards_are_drawn_the_view_shows_the_card_under_them():
    """"1人プレイのセットアップ" step 5-6: the top two cards are drawn for the first room, so the
    card face up on the deck is the third (the page showed it so before it read the view)."""
    s = GAME.setup({"players": 1}, random.Random(1))
    p = P(s)
    assert p["await"]["options"] == p["deck"][:2]
    assert GAME.view(s, 0)["players"][0]["deck"] == {"count": len(p["deck"]),
                                                     "top": p["deck"][2]}

def test_describe_moves():
    """The log names the card played with the effects of the option chosen (issue 10: what a
    player sees on the card), and what a rest leaves (休憩する: 階層1 costs 1, 6 → 5)."""
    s = new_game([card("R1"), card("H1")])
    line = GAME.describe_move({"type": "play", "card": "H1", "option": "B"}, s)
    # the card named by what its equipment side shows, as the hand shows it (its gem and
    # options), never by the app's id (issue 38); H1 and R1 (and the kit's fillers) read alike:
    # H1 named with its place too, its rank among the green set's ids (F01-F15, then H1, R1)
    move_all = Msg("ohio_bob.effect.move", arrows="✥")
    two_moves = Msg("ohio_bob.option.then", first=move_all, rest=move_all)
    assert line == Msg("ohio_bob.log.play_effects", card=Msg(
        "ohio_bob.card.side_up_nth", gem=Msg("ohio_bob.colour.red"),
        sides=[Msg("ohio_bob.card.option", option="A", effects=move_all),
               Msg("ohio_bob.card.option", option="B", effects=two_moves)],
        set=Msg("ohio_bob.set.green"), n=16),
        option="B", effects=Msg(
        "ohio_bob.option.then", first=Msg("ohio_bob.effect.move", arrows="✥"),
        rest=Msg("ohio_bob.effect.move", arrows="✥")))
    assert render(line, "en") == ("Plays the red-gem card (A: Move ✥ and B: Move ✥, Move ✥; "
                                  "16th of the green floor set), option B: Move ✥, Move ✥")
    assert render(line, "ja") == ("赤の宝石のカード（A：移動 ✥、B：移動 ✥、移動 ✥／緑の床の16枚目）を"
                                  "オプションB（移動 ✥、移動 ✥）でプレイ")
    line = GAME.describe_move({"type": "play", "card": "super_gear", "option": "A"}, s)
    assert render(line, "en") == "Plays Super Gear, option A: Super Gear move ✥"
    assert render(line, "ja") == "スーパーギアをオプションA（スーパーギアの移動 ✥）でプレイ"
    line = GAME.describe_move({"type": "rest"}, s)
    assert line == Msg("ohio_bob.log.then", action=Msg("ohio_bob.log.rest", energy=1),
                       event=Msg("ohio_bob.event.energy_left", energy=5))
    assert render(line, "en") == "Rests (loses 1 energy); 5 energy left"
    assert render(line, "ja") == "休憩（エネルギーを1失う）。残りエネルギー5"
    s2 = apply_move(s, {"type": "play", "card": "H1", "option": "A"})
    line = GAME.describe_move({"type": "effect", "dir": "E"}, s2)
    assert line == Msg("ohio_bob.log.move", dir=Msg("ohio_bob.dir.e"))
    assert (render(line, "en"), render(line, "ja")) == ("Moves east", "東へ移動")
    line = GAME.describe_move({"type": "skip"}, s2)
    assert render(line, "en") == "Skips an effect: Move ✥"
    assert render(line, "ja") == "効果を飛ばす：移動 ✥"


def test_challenge_met_white_icons_are_one_colour():
    """アミュレット 注: white icons may be any colour, all the same colour."""
    ch = {"id": "x", "gems": {"yellow": 3, "white": 3}}
    assert challenge_met({"yellow": 3, "red": 3}, ch, COLOURS)
    assert not challenge_met({"yellow": 3, "red": 2, "blue": 1}, ch, COLOURS)
    assert challenge_met({"yellow": 6}, ch, COLOURS)
    assert challenge_met({"yellow": 2, "red": 2, "multi": 2}, ch, COLOURS)
    assert not challenge_met({"yellow": 2, "red": 2, "multi": 1}, ch, COLOURS)
    assert gems_toward({"yellow": 2, "red": 2, "multi": 1}, ch, COLOURS) == 5


def test_result_sheet_for_a_loss():
    s = new_game([card("R1"), card("G1", gem="yellow")])
    P(s)["energy"] = 1
    s = apply_move(s, {"type": "rest"})
    r = result(s)
    assert r["status"] == "lost" and r["reason"] == "energy"
    pr = r["players"][0]
    assert pr["level"] == 1 and pr["energy"] == 0 and pr["gems"] == {"yellow": 1}
    assert pr["gems_toward"] == 1 and pr["gems_needed"] == 4 and not pr["challenge_met"]
    sheet = score_sheet(s, ["Ann"])
    assert sheet.winners == [] and sheet.cell(0, "outcome") == 0
    assert sheet.cell(0, "gems") == Fraction(1)
    # the defeat is said once, on the result line the end shows first (score/end.html):
    # 「敗北：エネルギーが尽きました。」; the outcome row says 敗北 with no second sentence
    assert sheet.details(0, "outcome") == []
    # the challenge of the kit's catalogue: 2 yellow and 2 of any one colour; 1 yellow in hand
    assert render(sheet.details(0, "gems")[0], "en") == (
        "1 of 4 gems for the challenge (2 yellow and 2 of any one colour); in hand: 1 yellow")
    assert render(sheet.details(0, "gems")[0], "ja") == (
        "チャレンジ（黄2個、任意の同じ色2個）の宝石4個中1個。手札の宝石：黄1個")
    assert sheet.tie_breaks == [Msg("ohio_bob.result.defeat", why=Msg("ohio_bob.end.energy"))]
    assert render(sheet.tie_breaks, "en") == "Lost: no energy left."
    assert render(sheet.tie_breaks, "ja") == "敗北：エネルギーが尽きました。"
    assert render(sheet.details(0, "level"), "en") == "Level 1 reached"
    assert render(sheet.details(0, "energy"), "ja") == "残りエネルギー0"
    assert GAME.is_over(s) and GAME.score(s).to_json()["winners"] == []


def test_result_sheet_for_a_win():
    s = new_game([card("R1"), card("H1")])
    s["status"], s["end"] = "won", {"reason": "amulet",
                                    "message": Msg("ohio_bob.end.won").to_json()}
    P(s)["level"], P(s)["escaped"] = 3, True
    sheet = score_sheet(s)
    assert sheet.winners == [0] and sheet.cell(0, "outcome") == 1 and sheet.cell(0, "level") == 3


def _playout(seed, mode, limit=400):
    rng = random.Random(seed)
    s = GAME.setup({"mode": mode}, rng)
    log = []
    while not GAME.is_over(s) and len(log) < limit:
        moves = legal_moves(s)
        assert moves, P(s)["await"]
        useful = [m for m in moves if m["type"] not in ("rest", "skip", "done")]
        m = rng.choice(useful if useful and rng.random() < 0.85 else moves)
        m = GAME.parse_move(0, m)
        s = GAME.apply(s, m)
        log.append(m)
    return s, log


@pytest.mark.slow
def test_random_playouts_from_legal_moves_end_without_error_and_replay():
    """Random complete games from legal moves (app and table mode): no error, the end is
    reached (or the move cap), and replaying the log from the same seed gives the same state."""
    for seed in range(6):
        for mode in ("app", "table"):
            s, log = _playout(seed, mode)
            again = GAME.setup({"mode": mode}, random.Random(seed))
            for m in log:
                again = GAME.apply(again, m)
            assert again == s
            assert json.loads(json.dumps(s)) == s                   # plain JSON all through
            assert json.loads(json.dumps(log)) == log
            if GAME.is_over(s):
                assert GAME.score(s).to_json()["categories"] == ["outcome", "level", "energy", "gems"]


def test_play_a_scripted_level_by_legal_moves_only():
    """Every move of a scripted turn is among legal_moves."""
    s = new_game([card("R1"), card("H1")])
    for m in ({"type": "play", "card": "H1", "option": "B"}, go("N"), go("E")):
        assert m in legal_moves(s)
        s = apply_move(s, m)
    assert P(s)["pawn"] == [1, 1]
    assert {"type": "play", "card": "super_gear", "option": "A"} in legal_moves(s)
    assert {"type": "rest"} in legal_moves(s) and {"type": "climb"} not in legal_moves(s)
    s = play(s, "super_gear", "A")
    assert sorted(m["dir"] for m in legal_moves(s) if m["type"] == "effect") == list("ENSW")


@pytest.mark.slow
def test_two_player_random_playouts_without_error():
    """Two players moving in any order (simultaneous turns) by legal moves only."""
    for seed, mode in ((0, "app"), (1, "app"), (2, "table")):
        rng = random.Random(seed)
        s = GAME.setup({"players": 2, "mode": mode}, rng)
        n = 0
        while not GAME.is_over(s) and n < 300:
            seat = rng.choice([0, 1])
            moves = legal_moves(s, seat) or legal_moves(s, 1 - seat)
            assert moves, [p["await"] for p in s["players"]]
            useful = [m for m in moves if m["type"] not in ("rest", "skip", "done")]
            m = rng.choice(useful if useful and rng.random() < 0.85 else moves)
            s = GAME.apply(s, GAME.parse_move(m.get("seat", 0), m))
            n += 1
        line = GAME.describe_move({"type": "trade", "give": "G01", "take": "B02"}, s)
        # the sample set's G01: yellow gem, A move ⇔, B move ⇕; B02: yellow gem, A rope ✥,
        # B move ⇔ (issue 38: cards in the hand are named by what their equipment side
        # shows, never by the app's ids)
        assert render(line, "en") == (
            "Player 1: Trades the yellow-gem card (A: Move ⇔ and B: Move ⇕) with the partner "
            "for the yellow-gem card (A: Rope ✥ and B: Move ⇔)")
        assert render(line, "ja") == ("プレイヤー1：黄の宝石のカード（A：移動 ⇔、B：移動 ⇕）と"
                                      "パートナーの黄の宝石のカード（A：縄 ✥、B：移動 ⇔）を交換。")



@pytest.mark.parametrize("players, mode", [(1, "app"), (1, "table"), (2, "app"), (2, "table")])
def test_always_taking_a_random_legal_move_ends_the_game(players, mode):
    """``GAME.legal_moves`` is what a conformance suite plays by: taking any one of the moves
    of any seat, uniformly at random, reaches the end of the game (the sample set: won or lost,
    within 200 moves), and each listed move is a payload ``parse_move`` and ``apply`` accept."""
    for seed in range(3):
        rng = random.Random(seed)
        s = GAME.setup({"players": players, "mode": mode}, random.Random(seed))
        n = 0
        while not GAME.is_over(s):
            moves = [m for seat in range(players) for m in GAME.legal_moves(s, seat)]
            assert moves, [p["await"] for p in s["players"]]
            m = rng.choice(moves)
            s = GAME.apply(s, GAME.parse_move(m.get("seat"), m))
            n += 1
            assert n < 200
        assert s["status"] in ("won", "lost")


def test_the_table_has_no_moves_of_its_own():
    """``legal_moves(state, None)`` is the table-wide entries (``Game.legal_moves``): Ohio Bob
    has none, while seat 0 has its first room to choose (solo and with two players)."""
    for players in (1, 2):
        s = GAME.setup({"players": players}, random.Random(1))
        assert GAME.legal_moves(s, None) == []
        assert {m["type"] for m in GAME.legal_moves(s, 0)} == {"first_room"}


def test_golden_playthrough_of_the_sample_through_three_levels():
    """A saved game (golden_sample_seed1.json: sample cards with energy 20 and rest 1 on every
    level, seed 1) replayed move by move: every move still legal, the same state after each
    move (level, energy, pawn, deck, hand, rooms, awaited step), the climbs and their shuffles
    under the deck, and the amulet won at the end."""
    from pathlib import Path

    from companion.games.ohio_bob.rules.components import load_sample
    golden = json.loads((Path(__file__).parent / "golden_sample_seed1.json").read_text("utf-8"))
    cat = load_sample()
    for st in cat["starting_sets"]:
        for side in ("easy", "hard"):
            st["energy"][side]["max"] = golden["energy"]
            for lv in st["level"][side]["levels"]:
                lv["energy"], lv["rest"] = golden["energy"], golden["rest"]

    def snap(s):
        p = P(s)
        return [p["level"], p["energy"], p["pawn"], len(p["deck"]), len(p["hand"]),
                len(p["rooms"]), p["await"]["kind"]]

    s = GAME.setup({**golden["options"], "components": cat}, random.Random(golden["seed"]))
    assert snap(s) == golden["trace"][0]
    for i, m in enumerate(golden["moves"], start=1):
        assert m in legal_moves(s), (i, m)
        s = GAME.apply(s, m)
        assert snap(s) == golden["trace"][i], (i, m)
    assert s["end"] == golden["end"] and s["status"] == "won"
    assert max(t[0] for t in golden["trace"]) == 3


def test_labels_and_text_map():
    from companion.games.ohio_bob.cli import map_lines
    from companion.games.ohio_bob.web.presenter import effect_label, option_label, space_label
    from companion.i18n import use_language
    with use_language("en"):
        assert option_label([{"type": "key"}, {"type": "move", "dirs": "NS"}]) == "Key, Move ⇕"
        assert option_label([{"type": "rock"}, {"type": "move", "dirs": "EW"},
                             {"type": "move", "dirs": "EW", "explore": False}]) == \
            "Rock, Move ⇔, Move ⇔ (no exploring)"
        assert effect_label({"type": "sledgehammer", "dirs": "NESW"}) == "Sledgehammer"
        assert effect_label({"type": "move", "dirs": "NESW", "ignore": ["pit"]}) == \
            "Super Gear move ✥"
        assert space_label("chest:red") == "Chest (red)"
    with use_language("ja"):
        assert option_label([{"type": "key"}, {"type": "move", "dirs": "NS"}]) == "鍵、移動 ⇕"
        assert effect_label({"type": "rope", "dirs": "NESW"}) == "縄 ✥"
        assert space_label("chest:red") == "赤の宝箱"
    s = new_game([card("R1", rows=("T..", "..X", "S.P")), card("H1"), card("N1")])
    s = play(s, "H1", "A", go("W"))                               # explores west
    assert map_lines(s, "en") == ["...T..", ".....X", "S..1.P"]
    assert map_lines(s, "ja") == ["・・・罠・・", "・・・・・転", "段・・１・穴"]
