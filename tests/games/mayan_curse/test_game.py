"""The Game object: protocol, titles, replay determinism and random games played from legal
moves without an error (seed 000, the whole flow of 「ラウンド&ターン」)."""
import json
import random

from companion.engine import Game
from companion.games.mayan_curse.cli import setup_text
from companion.games.mayan_curse.rules import GAME
from companion.i18n import render, use_language
from companion.message import Msg


def test_game_protocol_and_titles():
    assert isinstance(GAME, Game)
    with use_language("en"):
        text = setup_text(GAME.setup({"players": 2}, random.Random(1)))
    assert text.startswith("*** SAMPLE set") and "Tier 6:" in text
    assert (GAME.key, GAME.title, GAME.title_ja) == ("mayan_curse", "Mayan Curse", "マヤン カース")
    assert GAME.player_counts == range(1, 7) and GAME.playable is True


def _play(players, seed, max_rounds=30):
    """A random game: each seat draws three stones from the pouch, each turn is one random
    legal segment (or a pass).  Returns (setup state, moves, final state)."""
    rng = random.Random(seed)
    state0 = GAME.setup({"players": players}, random.Random(seed))
    state, moves = state0, []
    while not GAME.is_over(state) and state["round"] <= max_rounds:
        if state["phase"] == "draw":
            # the next seat without stones draws three of those no other seat holds (a
            # seat may draw again while the round's draw is open: not needed here)
            seat = next(s for s in range(players) if state["hands"][s] is None
                        and any(m["type"] == "draw" for m in GAME.legal_moves(state, s)))
            left = list(state["pouch"])
            for hand in state["hands"]:
                for stone in hand or ():
                    left.remove(stone)
            move = GAME.parse_move(seat, {"type": "draw", "stones": rng.sample(sorted(left), 3)})
        else:
            seat = state["turn"]
            options = [m for m in GAME.legal_moves(state, seat) if m["type"] == "turn"]
            move = GAME.parse_move(seat, rng.choice(options[1:] or options))
        assert json.loads(json.dumps(state)) == state                # JSON-compatible
        before = json.dumps(state, sort_keys=True)
        new = GAME.apply(state, move)
        assert json.dumps(state, sort_keys=True) == before      # apply never mutates
        GAME.describe_move(move, state)
        moves.append(move)
        state = new
        for adv_seat, adv in enumerate(state["adventurers"]):
            for e in adv["stelae"]:
                if e["value"] is None:
                    state = GAME.apply(state, {"type": "stela_value", "seat": adv_seat,
                                               "stela": e["id"], "value": 3 if
                                               e["colour"] != "beige" else 4})
    return state0, moves, state


def test_random_solo_games_end_and_score():
    for seed in range(3):
        _, _, state = _play(1, seed)
        json.dumps(state)
        assert GAME.is_over(state), "solo boulders lose a token every turn: the game ends"
        sheet = GAME.score(state)
        assert sheet.players == ["Adventurer 1"]


def test_random_multiplayer_games_run_and_replay_identically():
    for players, seed in ((2, 11), (4, 12)):
        state0, moves, state = _play(players, seed, max_rounds=8)
        replay = state0
        for m in moves:
            replay = GAME.apply(replay, m)
        # the stela values were entered between moves in _play: compare without them
        strip = lambda s: json.dumps({k: v for k, v in s.items() if k != "adventurers"},
                                     sort_keys=True)
        assert strip(replay) == strip(state)
        for seat in range(players):
            GAME.view(state, seat)


def test_describe_move_never_shows_hidden_things():
    s = GAME.setup({"players": ["Ana", "Ben"]}, random.Random(2))
    draw = GAME.describe_move({"type": "draw", "seat": 0, "stones": ["dog", "dog", "eagle"]}, s)
    assert draw == Msg("mayan_curse.log.draw", name="Ana")
    assert render(draw, "en") == "Ana drew three sacred stones."
    assert render(draw, "ja") == "Anaが神聖な石を3つ引きました。"
    noted = GAME.describe_move({"type": "stela_value", "seat": 1, "stela": "grey-1",
                                "value": 5}, s)
    assert noted == Msg("mayan_curse.log.stela_value", name="Ben")
    turn = GAME.describe_move({"type": "turn", "seat": 1, "backpack": {"item": "elixir"},
                               "slides": [{"row": 2, "by": -2}, {"tier": 1, "by": 1}],
                               "moves": [{}]}, s)
    assert turn == Msg("mayan_curse.log.turn", name="Ben", item=Msg("mayan_curse.item.elixir"),
                       slides=3, moves=1)
    assert render(turn, "en") == "Ben used the elixir, slid 3 spaces, and moved 1 time."
    assert render(turn, "ja") == "Ben：エリクサーを使用、3スペーススライド、1回移動。"
    passed = GAME.describe_move({"type": "turn", "seat": 0, "slides": "x"}, s)
    assert passed == Msg("mayan_curse.log.turn", name="Ana", item=None, slides=0, moves=0)
    assert render(passed, "en") == "Ana passed."
    assert render(passed, "ja") == "Anaはパスしました。"


def test_view_keeps_the_drawn_stones_secret():
    """「ステップ1:ドロー」: one's stones are secret until played.  A seat's view holds its own
    hand, the others' hand sizes, and the pouch only as a count: no view lets the stones of the
    set minus the pouch minus one's own hand give another seat's hand."""
    import random

    from companion.games.mayan_curse.rules.setup import setup

    s = setup({"players": 3, "first_player": 0, "pouch": "app"}, random.Random(5))
    for seat in range(3):
        s = GAME.apply(s, {"type": "draw", "seat": seat, "draws": [seat, 7, 11]})
    assert s["phase"] == "turns" and len(s["pouch"]) == 20 - 9
    for seat in (None, 0, 1, 2):
        v = GAME.view(s, seat)
        assert v["pouch"] is None and v["pouch_size"] == 11
        assert v["hand_sizes"] == [3, 3, 3]
        assert [h is not None for h in v["hands"]] == [x == seat for x in range(3)]
        if seat is not None:
            assert v["hands"][seat] == s["hands"][seat]
    # the draw a phone makes never depends on what it can see: the same view, other hands
    other = GAME.view(s, 0)
    s2 = dict(s, hands=[s["hands"][0], s["hands"][2], s["hands"][1]])
    assert GAME.view(s2, 0) == other


def test_a_turn_s_log_line_says_where_the_movement_ended():
    """The table trial: 「けんじ：1回移動。」 did not say where to.  The line names the space
    as the table counts it (after the turn's slides, before the boulders), or the escape."""
    s = GAME.setup({"players": ["Ana", "Ben"], "pouch": "app"}, random.Random(2))
    for seat in range(2):
        s = GAME.apply(s, {"type": "draw", "seat": seat, "draws": [seat, 7, 11]})
    assert s["turn"] == 1
    assert (s["adventurers"][1]["row"], s["adventurers"][1]["col"]) == (1, 1)
    # Ben stands on the entrance board's second row (rows 0-1), column 1; one space up is
    # row 2, river 1's first slab, which lies unslid (offset 0): its 2nd space from the left
    up = {"type": "turn", "seat": 1, "backpack": None, "slides": [],
          "moves": [{"stones": [2], "symbol": "jaguar", "direction": "up", "distance": 1,
                     "machete": False}]}
    line = GAME.describe_move(up, s)
    assert line == Msg("mayan_curse.log.turn", name="Ben", item=None, slides=0, moves=1,
                       to=Msg("mayan_curse.place.slab_space", river=1, slab=1, space=2))
    assert render(line, "en") == "Ben moved 1 time, to river 1, 1st slab, 2nd space from the left."
    assert render(line, "ja") == "Ben：1回移動して川1の1枚目の床ボード、左から2マス目へ。"
    # the same step after sliding that slab one space right (offset 1): its 1st space, eagle,
    # now lies in the drawing's column 2 (the 2nd): the line says the one place as the table
    # counts it, and where the drawing shows it, as the phone does
    slid = {"type": "turn", "seat": 1, "backpack": None, "slides": [{"row": 2, "by": 1}],
            "moves": [{"stones": [1], "symbol": "eagle", "direction": "up", "distance": 1,
                       "machete": False}]}
    line = GAME.describe_move(slid, s)
    assert render(line, "en") == ("Ben slid 1 space and moved 1 time, to river 1, 1st slab, "
                                  "1st space from the left (column 2 on the drawing).")
    assert render(line, "ja") == ("Ben：1スペーススライド、1回移動して川1の1枚目の床ボード、"
                                  "左から1マス目（図では2列目）へ。")
    # Ana, once inside (row 2), steps back down onto the entrance board: out (「帰還を遂げる」)
    s = GAME.apply(s, up)
    s["adventurers"][0].update(row=2, col=1, entered=True)
    down = {"type": "turn", "seat": 0, "backpack": None, "slides": [],
            "moves": [{"stones": [0], "symbol": "dog", "direction": "down", "distance": 1,
                       "machete": False}]}
    line = GAME.describe_move(down, s)
    assert line == Msg("mayan_curse.log.turn", name="Ana", item=None, slides=0, moves=1,
                       escaped=True)
    assert render(line, "en") == "Ana moved 1 time and got out by the entrance."
    assert render(line, "ja") == "Ana：1回移動して入口から脱出。"
