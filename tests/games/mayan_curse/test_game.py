"""The Game object: protocol, titles, replay determinism and random games played from legal
moves without an error (seed 000, the whole flow of 「ラウンド&ターン」)."""
import json
import random

from companion.engine import Game
from companion.games.mayan_curse.cli import setup_text
from companion.games.mayan_curse.rules import GAME, names
from companion.i18n import render, use_language
from companion.message import Msg
from tests.games.mayan_curse.kit import blank_state, ready, seg, turn


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


def test_a_turn_s_log_line_names_the_stelae_taken_by_colour_and_where_they_lay():
    """Issue 38's table trial: the recorded turn did not say which stela was taken.  The line
    adds each stela by its colour (seen by all; its value stays secret, 「石碑の発見」) and the
    slab end it lay on (stelae lie on the slabs' end spaces, 「セットアップ」 4), never by the
    app's own number.  Ana stands on river 1's 1st slab (row 2), left column; brown stelae lie
    at the left ends of the 2nd and 4th slabs (rows 3 and 5), a grey one at the right end of
    the 3rd (row 4, column 6): monkey up 3 ends on the 4th slab's 1st space and takes the two
    brown ones (a brown stela takes no trigger token)."""
    s = blank_state(players=2)
    s["players"][0]["name"] = "Ana"
    s["stelae"] = [{"id": "brown-1", "colour": "brown", "row": 3, "col": 0},
                   {"id": "grey-1", "colour": "grey", "row": 4, "col": 6},
                   {"id": "brown-2", "colour": "brown", "row": 5, "col": 0}]
    ready(s, 0, ["monkey", "eagle", "eagle"], row=2, col=0)
    move = turn(0, [seg([0], "monkey", "up", 3)])
    line = GAME.describe_move(move, s)
    brown = Msg("mayan_curse.colour.brown")
    assert line == Msg("mayan_curse.log.turn", name="Ana", item=None, slides=0, moves=1,
                       to=Msg("mayan_curse.place.slab_space", river=1, slab=4, space=1),
                       stelae=[Msg("mayan_curse.stela.slab_end", colour=brown, river=1, slab=2,
                                   side="left"),
                               Msg("mayan_curse.stela.slab_end", colour=brown, river=1, slab=4,
                                   side="left")])
    assert render(line, "en") == (
        "Ana moved 1 time, to river 1, 4th slab, 1st space from the left. Ana took the brown "
        "stela at the left end of the 2nd slab of river 1 and the brown stela at the left end "
        "of the 4th slab of river 1.")
    assert render(line, "ja") == (
        "Ana：1回移動して川1の4枚目の床ボード、左から1マス目へ。Anaは川1の2枚目の床ボードの左端の"
        "茶色の石碑、川1の4枚目の床ボードの左端の茶色の石碑を取りました。")
    # the 3rd slab slid one space left first (-1: its right end now in column 5): Ana at
    # column 5 goes up one onto it and takes the grey stela, still at that slab's right end
    s["adventurers"][0]["col"] = 5
    s["rows"][3]["offset"] = 0
    slid = turn(0, [seg([0], "monkey", "up", 2)], slides=[{"row": 4, "by": -1}])
    s["stelae"] = [st for st in s["stelae"] if st["id"] == "grey-1"]
    line = GAME.describe_move(slid, s)
    assert line.params["stelae"] == [Msg("mayan_curse.stela.slab_end",
                                         colour=Msg("mayan_curse.colour.grey"), river=1,
                                         slab=3, side="right")]
    assert render(line, "ja").endswith("Anaは川1の3枚目の床ボードの右端の灰色の石碑を取りました。")
    # a turn without movement or stela says no stela
    assert "stelae" not in GAME.describe_move(turn(0), s).params


def test_a_stela_is_named_by_what_its_holder_sees_never_by_a_number():
    """Issue 38: 「茶色の石碑2」 named a stela by the app's number.  A stela held is its colour
    and, once entered, its value; one on the board, its colour and where it lies (a slab's
    end, a temple tier)."""
    held = names.stela_name({"id": "brown-2", "colour": "brown", "value": None})
    assert render(held, "ja") == "茶色の石碑" and render(held, "en") == "brown stela"
    valued = names.stela_name({"id": "grey-3", "colour": "grey", "value": 4})
    assert render(valued, "ja") == "灰色の石碑（知識4）"
    assert render(valued, "en") == "grey stela (4 knowledge)"
    assert render(names.stela_name("beige-12"), "ja") == "ベージュの石碑"
    s = blank_state(players=2)
    temple = names.stela_where(s, {"id": "grey-4", "colour": "grey", "tier": 3, "index": 2})
    assert render(temple, "ja") == "寺院の3層目の灰色の石碑"
    right = names.stela_where(s, {"id": "beige-1", "colour": "beige", "row": 14, "col": 6})
    assert render(right, "ja") == "川2の3枚目の床ボードの右端のベージュの石碑"
    assert render(right, "en") == "the beige stela at the right end of the 3rd slab of river 2"
    for lang in ("en", "ja"):   # the ids' numbers (2, 12) are said nowhere
        for msg in (held, names.stela_name("beige-12")):
            assert not any(ch.isdigit() for ch in render(msg, lang)), render(msg, lang)
