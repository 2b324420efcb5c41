"""Bravest's messages (issue 10): every name the engine builds has a text in both languages,
places are counted as a player counts them, the move log is stored as messages, and the
calculator reads roads typed in either language.

Terms: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (アジャイル, インビンシブル, 光の面, 闇の面,
魔法使い, ブロブ, 幽霊, 大剣, 幽霊塔, 溶岩の円, 特殊タイル, タイル配布ボード).
"""
from __future__ import annotations

import json
import random

import pytest

from companion.games.bravest.rules import log, names
from companion.games.bravest.rules.components import CONTENT_KINDS, EDGES, HEROES, SIDES, SPECIAL_EFFECTS
from companion.games.bravest.messages import MESSAGES
from companion.games.bravest.rules.turn import apply_move
from companion.games.bravest.rules.scoring import END_CODES
from companion.games.bravest.rules.setup import setup
from companion.i18n import render
from companion.message import Msg, decode, encode


def test_every_name_the_engine_builds_has_a_text():
    built = [names.hero_msg(h) for h in HEROES] + [names.side_msg(s) for s in SIDES] + [
        names.edge_msg(e) for e in EDGES] + [names.kind_msg(k) for k in CONTENT_KINDS] + [
        names.content_msg({"kind": "special", "effect": e}) for e in SPECIAL_EFFECTS] + [
        Msg(code) for code in END_CODES.values()]
    for msg in built:
        assert msg.code in MESSAGES
        assert render(msg, "en") and render(msg, "ja")
    assert render(names.hero_msg("agile"), "ja") == "アジャイル"
    assert render(names.hero_msg("invincible"), "ja") == "インビンシブル"
    assert render(names.side_msg("dark"), "ja") == "闇の面"
    assert [render(names.edge_msg(e), "ja") for e in EDGES] == ["北", "東", "南", "西"]
    assert [render(names.edge_msg(e), "en") for e in EDGES] == ["north", "east", "south", "west"]
    assert render(names.kind_msg("ghost_tower"), "ja") == "幽霊塔"


def test_a_cell_is_counted_from_one_as_a_player_counts_it():
    """Row 0 at the top of the data is the 1st row; no zero-based index reaches a player."""
    assert names.cell_msg((0, 3)) == Msg("bravest.place.cell", row=1, col=4)
    assert render(names.cell_msg([3, 0]), "en") == "row 4, column 1"
    assert render(names.cell_msg([3, 0]), "ja") == "4行目・1列目"


def test_roads_and_lava_are_said_in_words():
    assert [render(m, "en") for m in names.roads_msg([["N", "S"], ["E"]])] == [
        "a road joining north and south", "a dead end from the east"]
    assert [render(m, "ja") for m in names.roads_msg([["N", "E", "W"], ["S", "W", "N", "E"]])] \
        == ["北・東・西をつなぐ分かれ道", "十字路"]
    assert render(names.roads_msg([])[0], "ja") == "道なし"
    assert render(names.lava_msg(["E", "W"]), "ja") == "溶岩の円の一部（東と西へ続く）"
    assert render(names.lava_msg([]), "en") == "a whole lava circle"


def test_the_move_log_is_stored_as_messages_and_said_in_either_language():
    """ゲームの仕組み 1: a placement names the player, the tile, what is on it, the cell and the
    turn; stored as JSON, it reads back the same."""
    state = setup({"players": 2, "names": ["はなこ", "Ben"], "start_player": 0},
                  random.Random(7))
    tile = state["market"][0]
    move = {"type": "place", "seat": 0, "slot": 0, "cell": [3, 0], "rotation": 1,
            "face_down": False}
    line = log.describe_move(move, state)
    assert line.code == "bravest.log.place" and line.params["degrees"] == 90
    assert line.params["cell"] == Msg("bravest.place.cell", row=4, col=1)
    stored = decode(json.loads(json.dumps(encode(line))))
    # seed 7 deals S28 first: a road tile with nothing on it, named by what it shows (its road
    # as printed), never by the app's name for it (issue 38)
    assert tile == "S28" and render(line.params["what"], "ja") == "絵なし・北と南をつなぐ道"
    # on the island it lies turned 90° clockwise: its road joins east and west (s48 item 1)
    assert render(line.params["lies"], "ja") == "絵なし・東と西をつなぐ道"
    assert render(stored, "ja") == ("はなこがタイルを時計回りに90度回して4行目・1列目に置きました"
                                    "（置いた向きでは絵なし・東と西をつなぐ道）。")
    assert render(stored, "en") == ("はなこ places a tile on row 4, column 1, turned 90° clockwise "
                                    "(as it lies: no figure, a road joining east and west).")
    assert "S28" not in render(stored, "ja") + render(stored, "en")
    after = apply_move(state, move)
    down = {"type": "place", "seat": 1, "slot": after["selectors"][0], "cell": [0, 3],
            "rotation": 0, "face_down": True}
    assert render(log.describe_move(down, after), "en") == (
        "Ben places a tile face down (a crossroads) on row 1, column 4.")
    deal = log.describe_move({"type": "deal", "slot": 4, "tile": None}, state)
    assert render(deal, "ja") == "デッキが空です：5番の場所は空いたままです。"


@pytest.mark.parametrize("typed, roads", [
    ("NS", [["N", "S"]]), ("ne sw", [["N", "E"], ["S", "W"]]), ("北南", [["N", "S"]]),
    ("北東 南西", [["N", "E"], ["S", "W"]]), ("北・東・南", [["N", "E", "S"]]),
    ("西東、北", [["W", "E"], ["N"]]), ("N-S", [["N", "S"]]), ("", []),
])
def test_the_calculator_reads_roads_typed_in_either_language(typed, roads):
    from companion.games.bravest.web.calculator import _paths_from
    assert _paths_from(typed) == roads


def test_the_command_line_follows_lang(monkeypatch):
    """``companion setup bravest`` with LANG=ja_JP.UTF-8 and no --lang prints Japanese."""
    from click.testing import CliRunner

    from companion.cli import main
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    result = CliRunner().invoke(main, ["setup", "bravest", "-p", "2", "--seed", "3",
                                       "--name", "はなこ", "--name", "たろう"])
    assert result.exit_code == 0, result.output
    assert "ブラヴェスト、伝説のキャラクター2人：はなこ、たろう" in result.output
    assert "全員が島ボードの光の面を使います。" in result.output


def test_separate_roads_on_one_tile_are_never_drawn_joined():
    """Seed 004: roads that do not join on a tile are separate roads; the drawing must show it
    (two bends in opposite corners, or one road bridging the other), unlike a junction."""
    from companion.games.bravest.web.drawing import tile_drawing

    junction = tile_drawing({"paths": [["N", "E", "S", "W"]], "content": None})
    assert sorted(junction["lines"]) == sorted([(50, 0, 50, 50), (100, 50, 50, 50),
                                                (50, 100, 50, 50), (0, 50, 50, 50)])
    assert junction["bridges"] == []
    bends = tile_drawing({"paths": [["N", "E"], ["S", "W"]], "content": None})
    assert bends["lines"] == [(50, 0, 75, 25), (100, 50, 75, 25), (50, 100, 25, 75),
                              (0, 50, 25, 75)]
    crossing = tile_drawing({"paths": [["N", "S"], ["E", "W"]], "content": None})
    assert crossing["lines"] == [(50, 0, 50, 50), (50, 100, 50, 50)]
    assert crossing["bridges"] == [(100, 50, 50, 50), (0, 50, 50, 50)]
    dead_end = tile_drawing({"paths": [["N", "E", "S"], ["W"]], "content": None})
    assert dead_end["ends"] == [(25, 50)] and (0, 50, 25, 50) in dead_end["lines"]


def test_roads_typed_in_full_width_letters_are_read():
    from companion.games.bravest.web.calculator import _paths_from

    assert _paths_from("ｎｓ　ｅｗ") == [["N", "S"], ["E", "W"]] == _paths_from("北南、東西")


def test_a_tile_with_nothing_on_it_is_placed_without_saying_nothing():
    """A line stored before issue 38 (what stands on the tile only, and the app's id, no longer
    said): a road tile reads 「…がタイルを1行目・3列目に置きました。」, not 「タイル（なし）」."""
    plain = Msg("bravest.log.place", name="太郎", tile="S33",
                what=Msg("bravest.content.nothing"), cell=Msg("bravest.place.cell", row=1, col=3),
                degrees=0)
    assert render(plain, "ja") == "太郎がタイルを1行目・3列目に置きました。"
    assert render(plain, "en") == "太郎 places a tile on row 1, column 3."
    turned = Msg("bravest.log.place", name="Ben", tile="S33",
                 what=Msg("bravest.content.nothing"), cell=Msg("bravest.place.cell", row=2, col=4),
                 degrees=270)
    assert render(turned, "ja") == "Benがタイルを時計回りに270度回して2行目・4列目に置きました。"
    assert render(turned, "en") == "Ben places a tile on row 2, column 4, turned 270° clockwise."
    ghost = Msg("bravest.log.place", name="Ben", tile="S07", what=Msg("bravest.kind.ghost"),
                cell=Msg("bravest.place.cell", row=3, col=2), degrees=0)
    assert render(ghost, "en") == "Ben places a tile (ghost) on row 3, column 2."
