"""Bravest setup and turns (seed 004: セットアップ, ゲームの仕組み 1 and 2, ゲーム終了)."""
from __future__ import annotations

import copy
import json
import random

import pytest

from companion.engine import Game, IllegalMove, InvalidMove, InvalidOptions
from companion.i18n import render, use_language
from companion.message import Msg, Text
from companion.games.bravest import cli
from companion.games.bravest.rules import GAME
from companion.games.bravest.rules.names import looks_msg
from companion.games.bravest.rules.legal import legal_moves
from companion.games.bravest.rules.turn import (
    apply_move, legal_cells, next_selector_slot, parse_move,
)
from companion.games.bravest.rules.setup import setup


def new(players=2, **opts):
    return setup({"players": players, "start_player": 0, **opts}, random.Random(7))


def place(state, seat, slot, cell, rotation=0, face_down=False):
    return apply_move(state, {"type": "place", "seat": seat, "slot": slot, "cell": cell,
                              "rotation": rotation, "face_down": face_down})


def refusal(kind, function, *args):
    """The message of the ``kind`` exception ``function(*args)`` raises."""
    with pytest.raises(kind) as err:
        function(*args)
    return err.value.message


def cell(row, col):
    """A cell as a player counts it (row and column from 1)."""
    return Msg("bravest.place.cell", row=row, col=col)


# ----------------------------------------------------------------------- セットアップ

def test_game_object():
    assert isinstance(GAME, Game)
    assert (GAME.key, GAME.title, GAME.title_ja) == ("bravest", "Bravest", "ブラヴェスト")
    assert GAME.playable is True and list(GAME.player_counts) == [2, 3, 4]


def test_setup_is_deterministic_for_a_seed():
    """All randomness comes from the rng: the same seed gives the same deck and board."""
    a = setup({"players": 3}, random.Random(11))
    b = setup({"players": 3}, random.Random(11))
    c = setup({"players": 3}, random.Random(12))
    assert a == b
    assert a["deck"] != c["deck"]
    json.dumps(a)  # JSON-compatible


def test_setup_app_deals_twelve_tiles_and_selectors_on_their_start():
    """セットアップ 4)–6): the deck shuffled, 12 tiles face up around the board, the three
    selectors on their start (facing places 1–3), one island per player, the chosen side for
    all."""
    s = new(4, side="dark")
    assert len(s["market"]) == 12 and None not in s["market"]
    assert len(s["deck"]) == 75 - 12
    assert s["selectors"] == [0, 1, 2]
    assert s["islands"] == [{}, {}, {}, {}]
    assert s["side"] == "dark" and s["geometry"]["rows"] == 4 and s["geometry"]["cols"] == 5
    assert s["current"] == 0 and s["turn"] == 0 and not s["over"]
    # every tile of the catalogue is either on the board or in the deck
    assert sorted(s["market"] + s["deck"]) == sorted(
        t["id"] for t in s["catalogue"]["tiles"] for _ in range(t["count"]))


def test_setup_start_player_drawn_when_not_given():
    """セットアップ: the one who most recently visited an island starts; if the table does not
    say, the app draws one."""
    seats = {setup({"players": 4}, random.Random(k))["start_player"] for k in range(30)}
    assert seats == {0, 1, 2, 3}


def test_setup_table_deals_waits_for_the_twelve_tiles():
    s = new(mode="table_deals")
    assert s["market"] == [None] * 12 and s["deck"] == []
    assert s["pending"] == list(range(12))


@pytest.mark.parametrize("opts, expected", [
    ({"players": 1}, Msg("bravest.options.player_count")),
    ({"players": 5}, Msg("bravest.options.player_count")),
    ({"players": 2, "side": "grey"}, Msg("bravest.options.bad_side")),
    ({"players": 2, "mode": "auto"}, Msg("bravest.options.bad_mode")),
    ({"players": 2, "start_player": 2}, Msg("bravest.options.bad_start_player", players=2)),
    ({"players": 2, "names": ["A"]}, Msg("bravest.options.names_count", names=1, players=2)),
    ({"players": 2, "catalogue": {"format": "bravest-tiles"}},
     Msg("bravest.component.no_label", what=Msg("bravest.doc.tiles"))),
    ({"players": 2, "catalogue": {"format": "bravest-tiles", "label": "x", "tiles": [
        {"id": "A", "count": 20, "paths": [], "content": None}]}},
     Msg("bravest.options.too_few_to_deal", total=20, players=2, cells=16, needed=32)),
    # the table deals a box of 75 tiles, whatever the catalogue knows yet: 4 islands of 20
    # cells would need 80
    ({"players": 4, "mode": "table_deals", "island": {
        "format": "bravest-island", "label": "x", "sides": {"light": {
            "rows": 4, "cols": 5, "camps": {"agile": {"cell": [3, 0], "edge": "W"},
                                            "invincible": {"cell": [0, 4], "edge": "E"}}}}}},
     Msg("bravest.options.too_few_tiles", total=75, players=4, cells=20, needed=80)),
])
def test_bad_options_are_refused(opts, expected):
    assert refusal(InvalidOptions, setup, opts, random.Random(1)) == expected


def test_too_few_tiles_is_said_in_either_language():
    msg = Msg("bravest.options.too_few_tiles", total=20, players=2, cells=16, needed=32)
    assert render(msg, "en") == ("These tiles are too few: 2 islands of 16 cells need 32 "
                                 "tiles, and the set has 20.")
    assert render(msg, "ja") == ("タイルが足りません：16マスの島2つには32枚のタイルが必要ですが、"
                                 "このセットには20枚しかありません。")


# ----------------------------------------------------------------------- 1. placing a tile

def test_first_tile_must_join_a_start_route():
    """ゲームの仕組み 1: a tile joins one of the two start routes or is orthogonally next to a
    placed tile.  On an empty island only the two camp cells are open."""
    s = new()
    assert legal_cells(s, 0) == [[0, 3], [3, 0]]
    with pytest.raises(IllegalMove) as err:
        place(s, 0, 0, [1, 1])
    assert err.value.message == Msg("bravest.place.not_connected", cell=cell(2, 2))
    assert "ゲームの仕組み" in err.value.rule
    assert render(err.value.message, "en") == (
        "A tile on row 2, column 2 would join neither a start route nor a tile already on your "
        "island: place it next to one (above, below, left or right) or where a start route "
        "comes in.")
    assert render(err.value.message, "ja") == (
        "2行目・2列目に置いたタイルは、開始ルートにも島に置かれたタイルにもつながりません。"
        "すでに置いたタイルの上下左右か、開始ルートが入ってくるマスに置いてください。")


def test_later_tiles_go_next_to_a_placed_tile_paths_need_not_match():
    """ゲームの仕組み 1: orthogonally next to a placed tile; roads need not match; a tile may go
    face down as a crossroads."""
    s = new()
    s = place(s, 0, 0, [3, 0], rotation=1)
    s = place(s, 1, 1, [0, 3], face_down=True)
    assert s["islands"][1]["0,3"]["face_down"] is True
    assert legal_cells(s, 0) == [[0, 3], [2, 0], [3, 1]]
    slot = s["selectors"][0]
    assert refusal(IllegalMove, place, s, 0, slot, [1, 1]) == \
        Msg("bravest.place.not_connected", cell=cell(2, 2))
    assert refusal(IllegalMove, place, s, 0, slot, [3, 0]) == \
        Msg("bravest.place.cell_taken", cell=cell(4, 1))
    assert refusal(IllegalMove, place, s, 0, slot, [4, 0]) == \
        Msg("bravest.place.off_island", cell=cell(5, 1))
    s2 = place(s, 0, s["selectors"][0], [3, 1], rotation=2)
    assert s2["islands"][0]["3,1"]["rotation"] == 2


def test_irregular_island_grid():
    """ゲームの仕組み 1: "タイルは島のグリッドに従わなければなりません" — cells that are not part
    of the (sample dark) island refuse tiles."""
    s = new(side="dark")
    s = place(s, 0, 0, [0, 3])
    s = place(s, 1, 1, [0, 3])
    assert refusal(IllegalMove, place, s, 0, s["selectors"][0], [0, 4]) == \
        Msg("bravest.place.off_island", cell=cell(1, 5))


def test_only_a_selected_tile_and_only_on_your_turn():
    s = new(names=["はなこ", "たろう"])
    # place 6 holds a ghost on a fork joining north, east and west: named by its looks
    msg = refusal(IllegalMove, place, s, 0, 5, [3, 0])
    assert msg == Msg("bravest.place.not_selected", place=6, what=looks_msg(
        {"paths": [["N", "E", "W"]], "content": {"kind": "ghost"}}))
    assert render(msg, "ja") == ("開始位置から時計回りに6番目の場所のタイル（幽霊・北・東・西をつなぐ分かれ道）"
                                 "にはタイルセレクターが向いていません。セレクターが向いている3枚の"
                                 "タイルから1枚を選んでください。")
    assert render(msg, "en") == ("No tile selector faces the tile (ghost, a fork joining north, "
                                 "east and west) on place 6 of the distribution board: take one "
                                 "of the three tiles the selectors face.")
    msg = refusal(IllegalMove, place, s, 1, 0, [3, 0])
    assert msg == Msg("bravest.place.not_your_turn", name="はなこ")
    assert render(msg, "ja") == "はなこの手番です。自分の手番を待ってください。"
    assert render(msg, "en") == "It is はなこ's turn: wait for yours."


def test_apply_does_not_change_its_input():
    s = new()
    before = copy.deepcopy(s)
    place(s, 0, 0, [3, 0])
    assert s == before


# ----------------------------------------------------------------------- 2. selectors, refill

def test_selector_skips_places_that_already_have_a_selector():
    """ゲームの仕組み 2: the used selector moves clockwise to the next tile; if a selector
    already faces it, on to the next one."""
    s = new()
    s = place(s, 0, 0, [3, 0])          # selector on place 1 (index 0) skips 1 and 2
    assert s["selectors"] == [3, 1, 2]
    s = place(s, 1, 2, [3, 0])          # selector on index 2 skips 3
    assert s["selectors"] == [3, 1, 4]
    s = place(s, 0, 1, [2, 0])          # index 1 -> 2 (free now)
    assert s["selectors"] == [3, 2, 4]


def test_selector_wraps_around_the_board():
    market = [f"t{i}" for i in range(12)]
    assert next_selector_slot(market, [11, 0, 5], 0) == 1
    assert next_selector_slot(market, [10, 11, 0], 0) == 1
    market[1] = None  # an empty place (deck used up) is skipped too
    assert next_selector_slot(market, [11, 0, 5], 0) == 2


def test_app_refills_the_empty_place_from_its_deck():
    """ゲームの仕組み 2: "新しいタイル1枚を引いて、配布ボードの空いたスロットに表向きに置きます"."""
    s = new()
    taken, top = s["market"][0], s["deck"][0]
    s2 = place(s, 0, 0, [3, 0])
    assert s2["islands"][0]["3,0"]["tile"] == taken
    assert s2["market"][0] == top
    assert len(s2["deck"]) == len(s["deck"]) - 1
    assert s2["current"] == 1 and s2["turn"] == 1


def test_table_deals_enters_each_tile_as_a_move():
    """table_deals: the table deals real tiles and enters what came up; each copy once."""
    s = new(mode="table_deals")
    assert refusal(IllegalMove, place, s, 0, 0, [3, 0]) == Msg("bravest.place.deal_first")
    ids = [t["id"] for t in s["catalogue"]["tiles"]]
    for slot in range(12):
        s = apply_move(s, {"type": "deal", "slot": slot, "tile": ids[slot]})
    assert s["pending"] == [] and s["market"][:3] == ids[:3]
    msg = refusal(IllegalMove, apply_move, s, {"type": "deal", "slot": 0, "tile": ids[0]})
    assert msg == Msg("bravest.deal.not_waiting", place=1, what=looks_msg(
        {"paths": [["N", "S"]], "content": {"kind": "wizard"}}))
    assert render(msg, "ja") == ("開始位置から時計回りに1番目の場所は、タイルを待っていません。そこにはタイル"
                                 "（魔法使い・北と南をつなぐ道）があります。")
    s = place(s, 0, 0, [3, 0])
    assert s["pending"] == [0] and s["market"][0] is None
    assert legal_moves(s, 0) == []
    msg = refusal(IllegalMove, apply_move, s, {"type": "deal", "slot": 0, "tile": "ZZ"})
    assert msg == Msg("bravest.deal.unknown_tile", tile="ZZ",
                      catalogue=Text.of(s["catalogue"]["label"]))
    assert render(msg, "ja") == ("タイルZZは「サンプルのタイル（アプリを試すための架空のセットで、"
                                 "実際のゲームの75枚のタイルではありません）」のタイルにありません。")
    msg = refusal(IllegalMove, apply_move, s, {"type": "deal", "slot": 0, "tile": None})
    assert msg == Msg("bravest.deal.deck_not_empty", left=63)
    assert render(msg, "en") == "63 tiles are still in the deck: enter the tile you drew."
    assert render(Msg("bravest.deal.deck_not_empty", left=1), "en") == \
        "1 tile is still in the deck: enter the tile you drew."
    assert render(msg, "ja") == "デッキにはまだタイルが63枚あります。引いたタイルを入力してください。"
    single = ids[3]  # one copy only (sample tile S04), dealt onto place 4 above
    assert s["catalogue"]["tiles"][3]["count"] == 1
    msg = refusal(IllegalMove, apply_move, s, {"type": "deal", "slot": 0, "tile": single})
    assert msg == Msg("bravest.deal.no_copy_left", tile="S04", what=looks_msg(
        {"paths": [["N", "E", "S", "W"]], "content": {"kind": "wizard"}}))
    assert render(msg, "ja") == "タイル（魔法使い・十字路）はすべて配り終えています。"
    assert render(msg, "en") == ("Every copy of the tile (wizard, a crossroads) has already been "
                                 "dealt.")
    s = apply_move(s, {"type": "deal", "slot": 0, "tile": ids[20]})
    assert s["market"][0] == ids[20] and s["current"] == 1


def test_deal_moves_are_refused_when_the_app_deals():
    assert refusal(IllegalMove, apply_move, new(), {"type": "deal", "slot": 0, "tile": "S01"}) \
        == Msg("bravest.deal.app_deals")


# ----------------------------------------------------------------------- ゲーム終了, playouts

def playout(state, rng):
    while not GAME.is_over(state):
        seat = None if state["pending"] else state["current"]
        move = rng.choice(GAME.legal_moves(state, seat))
        line = GAME.describe_move(move, state)
        assert isinstance(line, Msg) and render(line, "en") and render(line, "ja")
        state = GAME.apply(state, GAME.parse_move(seat, move))
    return state


@pytest.mark.parametrize("mode, players, side", [("app_deals", 4, "light"),
                                                  ("table_deals", 3, "dark"),
                                                  ("app_deals", 2, "dark")])
def test_random_playout_ends_when_every_island_is_full(mode, players, side):
    """ゲーム終了: "すべての島が完成するとゲーム終了"; then each island is scored."""
    rng = random.Random(5)
    s = setup({"players": players, "mode": mode, "side": side}, random.Random(3))
    end = playout(s, rng)
    n_cells = sum(row.count("#") for row in s["geometry"]["cells"])
    assert all(len(isl) == n_cells for isl in end["islands"])
    assert end["turn"] == players * n_cells
    assert refusal(IllegalMove, GAME.apply, end, {"type": "place", "seat": 0, "slot": 0,
                                                  "cell": [0, 0], "rotation": 0,
                                                  "face_down": False}) == \
        Msg("bravest.rule.game_over")
    sheet = GAME.score(end)
    assert sheet.categories == ["Agile", "Invincible"] and len(sheet.players) == players
    assert sum(len(p) for p in sheet.ranking) == players
    results = GAME.results(end)
    assert [r["points"] for r in results] == [int(sheet.totals[i]) for i in range(players)]


def test_replaying_the_log_gives_the_same_state():
    """The state is setup + moves: replaying the same moves gives the same state (JSON)."""
    rng = random.Random(9)
    s0 = setup({"players": 2}, random.Random(4))
    s, log = s0, []
    for _ in range(10):
        move = rng.choice(legal_moves(s, s["current"]))
        log.append(json.loads(json.dumps(move)))
        s = apply_move(s, move)
    r = s0
    for move in log:
        r = apply_move(r, move)
    assert r == s


def test_score_before_the_end_is_refused():
    assert refusal(IllegalMove, GAME.score, new()) == Msg("bravest.score.not_over")


def test_view_hides_the_order_of_the_deck():
    s = new()
    v = GAME.view(s, 1)
    assert v["deck"] == [] and v["deck_count"] == 63
    assert sum(v["box"].values()) == 63
    assert v["selected"] == [0, 1, 2]
    assert v["legal_cells"] == [[0, 3], [3, 0]]
    assert v["catalogue_sample"] is True


@pytest.mark.parametrize("data, code", [
    ({"type": "fly"}, "bravest.move.bad_type"),
    ({"type": "place", "slot": 0, "cell": [3, 0]}, "bravest.move.no_seat"),
    ({"type": "place", "seat": 0, "slot": 12, "cell": [3, 0]}, "bravest.move.bad_slot"),
    ({"type": "place", "seat": 0, "slot": 0, "cell": "a,b"}, "bravest.move.bad_cell"),
    ({"type": "place", "seat": 0, "slot": 0, "cell": [3]}, "bravest.move.bad_cell"),
    ({"type": "place", "seat": 0, "slot": 0, "cell": [3, 0], "rotation": 4},
     "bravest.move.bad_rotation"),
    ({"type": "place", "seat": 0, "slot": 0, "cell": [3, 0], "face_down": "maybe"},
     "bravest.move.bad_face_down"),
    ({"type": "deal", "slot": 0, "tile": 5}, "bravest.move.bad_tile"),
    ("place", "bravest.move.unreadable"),
])
def test_bad_move_payloads_raise_invalid_move(data, code):
    assert refusal(InvalidMove, parse_move, None, data) == Msg(code)


def test_a_move_with_entries_it_does_not_take_is_refused():
    """Issue 13, item 5: a placement carrying "spot" (or a deal naming a seat) is refused with
    a message — by parse_move and by apply, which reads a stored or imported move again."""
    placing = {"type": "place", "seat": 0, "slot": 0, "cell": [3, 0], "spot": 2}
    assert refusal(InvalidMove, parse_move, None, placing) == \
        Msg("bravest.move.extra_fields", count=1)
    assert refusal(IllegalMove, apply_move, new(), placing) == \
        Msg("bravest.move.extra_fields", count=1)
    both = dict(placing, tile="S01")
    msg = refusal(InvalidMove, parse_move, None, both)
    assert msg == Msg("bravest.move.extra_fields", count=2)
    assert render(msg, "en") == "This move carries 2 entries it does not take: nothing was stored."
    assert render(msg, "ja") == "この手には、受け付けない項目が2つ含まれています。何も記録されませんでした。"
    assert refusal(InvalidMove, parse_move, None, {"type": "deal", "slot": 0, "tile": "S01",
                                                   "seat": 1}) == Msg("bravest.move.deal_seat")
    assert refusal(InvalidMove, parse_move, None, {
        "type": "deals", "deals": [{"slot": 0, "tile": "S01", "spot": 1}]}) == \
        Msg("bravest.move.extra_fields", count=1)
    assert parse_move(None, {"type": "deal", "slot": 0, "tile": "S01", "seat": None}) == \
        {"type": "deal", "slot": 0, "tile": "S01"}


def test_the_table_enters_several_tiles_dealt_in_one_move():
    """セットアップ 5) with the table dealing: the 12 tiles of the setup entered at once, in
    place order; each copy still once (S04 has one copy: twice in one entry is refused, and
    nothing of that entry is kept)."""
    s = new(mode="table_deals")
    ids = [t["id"] for t in s["catalogue"]["tiles"]]
    deals = [{"slot": n, "tile": ids[n]} for n in range(12)]
    s2 = apply_move(s, {"type": "deals", "deals": deals})
    assert s2["pending"] == [] and s2["market"] == ids[:12]
    assert s2["box"][ids[0]] == s["box"][ids[0]] - 1
    assert GAME.describe_move({"type": "deals", "deals": deals[:2]}, s) == Msg(
        "bravest.log.deals", deals=[
            Msg("bravest.log.dealt", tile="S01", place=1, what=looks_msg(
                {"paths": [["N", "S"]], "content": {"kind": "wizard"}})),
            Msg("bravest.log.dealt", tile="S02", place=2, what=looks_msg(
                {"paths": [["N", "E", "W"]], "content": {"kind": "wizard"}}))])
    assert render(GAME.describe_move({"type": "deals", "deals": deals[:2]}, s), "en") == (
        "Tiles dealt: a tile (wizard, a road joining north and south) on place 1 and a tile "
        "(wizard, a fork joining north, east and west) on place 2.")
    twice = [{"slot": 0, "tile": "S04"}, {"slot": 1, "tile": "S04"}]
    assert refusal(IllegalMove, apply_move, s, {"type": "deals", "deals": twice}) == \
        Msg("bravest.deal.no_copy_left", tile="S04", what=looks_msg(
            {"paths": [["N", "E", "S", "W"]], "content": {"kind": "wizard"}}))
    assert refusal(InvalidMove, parse_move, None, {
        "type": "deals", "deals": [{"slot": 0, "tile": "S01"}, {"slot": 0, "tile": "S02"}]}) \
        == Msg("bravest.move.deals_twice")
    assert refusal(InvalidMove, parse_move, None, {"type": "deals", "deals": []}) == \
        Msg("bravest.move.bad_deals")


def test_parse_move_accepts_form_values():
    m = parse_move(1, {"type": "place", "slot": "2", "cell": "3,0", "rotation": "1",
                       "face_down": "on"})
    assert m == {"type": "place", "seat": 1, "slot": 2, "cell": [3, 0], "rotation": 1,
                 "face_down": True}


# ----------------------------------------------------------------------- text for the table

def test_setup_text_names_the_tiles_to_put_out_and_says_sample():
    s = new(3)
    with use_language("en"):
        out = cli.setup_text(s)
    assert "Sample tiles" in out and "Sample island" in out
    assert f"1. {s['market'][0]}:" in out and out.count("← a tile selector") == 3
    assert "Start player: Player 1" in out
    with use_language("ja"):
        out = cli.setup_text(s)
    assert "サンプルのタイル" in out and "サンプルの島" in out
    assert out.count("← タイルセレクター") == 3 and "タイルセレクター1" not in out
    assert "スタートプレイヤー：Player 1" in out
    pub = GAME.setup_json(s)
    assert "deck" not in pub and pub["deck_count"] == 63 and pub["catalogue_sample"] is True


def test_score_document_for_the_command_line():
    """``companion score bravest ISLAND.json`` uses score_document + cli.sheet_text; a bad
    document is an InvalidMove with a clear message."""
    doc = {"format": "bravest-layout", "side": "light",
           "placements": [{"cell": [3, 0], "tile": "S15", "rotation": 1}]}
    sheet = GAME.score_document(doc)
    assert sheet.totals[0] == 3  # S15: a great sword, W-E
    assert sheet.ranking == [] and sheet.winners == []  # one island is no player: no winner
    with use_language("en"):
        out = cli.sheet_text(sheet)
    assert out.splitlines()[:3] == [
        "The island: 3 points", "  Agile: 3 points",
        "    1. Row 4, column 1: 3 points — great sword: 3 points."]
    assert "Ranking" not in out and "island:" not in out.lower().replace("the island:", "")
    with use_language("ja"):
        out = cli.sheet_text(sheet)
    assert out.splitlines()[:3] == [
        "島：3ポイント", "  アジャイル：3ポイント",
        "    1. 4行目・1列目：3ポイント — 大剣：3ポイント"]
    assert refusal(InvalidMove, GAME.score_document,
                   {"format": "bravest-layout", "side": "grey", "placements": []}) == \
        Msg("bravest.layout.bad_side")


def test_apply_refuses_a_malformed_move_without_crashing():
    assert refusal(IllegalMove, apply_move, new(), {"type": "place", "seat": 0,
                                                    "cell": [3, 0]}) == Msg("bravest.move.bad_slot")
    with pytest.raises(IllegalMove):
        apply_move(new(), {"type": "jump"})


def test_setup_accepts_form_values():
    s = setup({"players": "3", "start_player": "2", "side": "dark"}, random.Random(1))
    assert len(s["islands"]) == 3 and s["start_player"] == 2
    s = setup({"players": "2", "start_player": ""}, random.Random(1))
    assert s["start_player"] in (0, 1)
