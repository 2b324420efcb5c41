"""TzolkinGame: starting wealth choice (seed 003 「個人の準備と少人数の中立コマ」), hidden
information, the end state, and the text renderings."""
import copy
import json
import random

import pytest

from companion.engine import Game, IllegalMove, InvalidMove
from companion.games.tzolkin.cli import setup_text, sheet_text
from companion.games.tzolkin.plugin import PLUGIN
from companion.games.tzolkin.rules.components import load_components
from companion.games.tzolkin.rules.game import GAME, TzolkinGame
from companion.games.tzolkin.rules.play_state import (
    current_seat, end_state_document, is_over, start_play,
)
from companion.games.tzolkin.rules.random_player import random_move
from companion.games.tzolkin.rules.setup import setup_json
from companion.games.tzolkin.rules.turn import apply_move
from companion.i18n import render, use_language
from companion.message import Msg, Text


def new_state(n=2, seed=1):
    cols = ["blue", "red", "yellow", "green"]
    names = ["Ana", "Ben", "Cho", "Dev"]
    return GAME.setup({"players": [{"name": names[i], "colour": cols[i]} for i in range(n)]},
                      random.Random(seed))


def fixed_state():
    """A 2-player state with known hands: Ana w01 w15 w02 w04, Ben w17 w14 w05 w06."""
    s = new_state()
    s["wealth_dealt"] = {"0": ["w01", "w15", "w02", "w04"], "1": ["w17", "w14", "w05", "w06"]}
    return s


def play(state, seat, data):
    return GAME.apply(state, GAME.parse_move(seat, data))


def test_game_object():
    assert isinstance(GAME, TzolkinGame) and isinstance(GAME, Game)
    assert GAME.key == "tzolkin" and GAME.title == "Tzolk'in: The Mayan Calendar"
    assert GAME.title_ja == "ツォルキン：マヤ神聖歴"
    assert GAME.player_counts == range(2, 5) and GAME.playable is True


def test_choose_wealth_then_reveal_and_rewards():
    """「個人の準備と少人数の中立コマ」: when all have chosen, reveal and take the top rewards;
    farm relief stays; phase -> playing."""
    s0 = fixed_state()
    s1 = play(s0, 0, {"type": "choose_wealth", "tiles": ["w01", "w15"]})
    assert s1["phase"] == "choose_wealth" and s1["wealth_chosen"] == {"0": ["w01", "w15"]}
    assert s1["seats"][0]["corn"] == 0  # nothing taken before the reveal
    s2 = play(s1, 1, {"type": "choose_wealth", "tiles": ["w17", "w14"]})
    assert s2["phase"] == "playing"
    ana, ben = s2["seats"]
    # w01: 3 corn, Quetzalcoatl +1, Agriculture +1; w15: one extra worker
    assert ana["corn"] == 3 and ana["temples"]["quetzalcoatl"] == 2
    assert ana["technologies"]["agriculture"] == 1
    assert (ana["workers_hand"], ana["workers_unhired"]) == (4, 2)
    # w17: 4 corn, 1 wood, 1 skull; w14: 3 corn, 1 wood, one worker needs no corn
    assert (ben["corn"], ben["wood"], ben["skull"]) == (7, 2, 1)
    assert ben["farms"] == [{"source": "w14", "free_workers": 1}]
    assert s2["skulls_in_bank"] == 12
    # apply never mutates its input
    assert s0 == fixed_state() and s1["phase"] == "choose_wealth"


W17 = Text("4 corn, 1 wood, 1 crystal skull", "コーン4、木材1、水晶髑髏1")


@pytest.mark.parametrize("seat,data,message", [
    (0, {"type": "choose_wealth", "tiles": ["w17", "w01"]},
     Msg("tzolkin.wealth.not_yours", name="Ana", tile=W17)),
    (None, {"type": "choose_wealth", "tiles": ["w01", "w15"]}, Msg("tzolkin.wealth.own_device")),
    (5, {"type": "choose_wealth", "tiles": ["w01", "w15"]}, Msg("tzolkin.wealth.own_device")),
])
def test_choose_wealth_illegal(seat, data, message):
    with pytest.raises(IllegalMove) as e:
        play(fixed_state(), seat, data)
    assert e.value.message == message


def test_a_foreign_tile_is_named_by_its_reward_in_either_language():
    """The refusal names the tile as the player sees it (its reward), not by an id."""
    with pytest.raises(IllegalMove) as e:
        play(fixed_state(), 0, {"type": "choose_wealth", "tiles": ["w17", "w01"]})
    assert render(e.value.message, "en") == ("This tile (4 corn, 1 wood, 1 crystal skull) is not "
                                             "one of the starting wealth tiles dealt to Ana.")
    assert render(e.value.message, "ja") == ("このタイル（コーン4、木材1、水晶髑髏1）はAnaに配られた"
                                             "初期財産タイルではありません。")


def test_choose_wealth_only_once_and_only_in_its_phase():
    s1 = play(fixed_state(), 0, {"type": "choose_wealth", "tiles": ["w01", "w15"]})
    with pytest.raises(IllegalMove) as e:
        play(s1, 0, {"type": "choose_wealth", "tiles": ["w02", "w04"]})
    assert e.value.message == Msg("tzolkin.wealth.already", name="Ana")
    s2 = play(s1, 1, {"type": "choose_wealth", "tiles": ["w17", "w14"]})
    with pytest.raises(IllegalMove) as e:
        play(s2, 1, {"type": "choose_wealth", "tiles": ["w05", "w06"]})
    assert e.value.message == Msg("tzolkin.wealth.revealed")


@pytest.mark.parametrize("data,code", [
    ({"type": "choose_wealth", "tiles": ["w01"]}, "tzolkin.wealth.two"),
    ({"type": "choose_wealth", "tiles": ["w01", "w01"]}, "tzolkin.wealth.different"),
    ({"type": "choose_wealth", "tiles": ["w01", "w99"]}, "tzolkin.wealth.unknown_tile"),
    ({"type": "choose_wealth"}, "tzolkin.wealth.two"),
    ({"type": "fly"}, "tzolkin.move.unknown"),
    ({"type": "end_state", "document": []}, "tzolkin.end.not_object"),
    ("x", "tzolkin.move.not_object"),
])
def test_parse_move_bad_shapes(data, code):
    with pytest.raises(InvalidMove) as e:
        GAME.parse_move(0, data)
    assert e.value.message == Msg(code)


def test_view_hides_wealth_until_all_have_chosen():
    s1 = play(fixed_state(), 0, {"type": "choose_wealth", "tiles": ["w01", "w15"]})
    host = GAME.view(s1, None)
    assert host["wealth_dealt"] == {} and host["wealth_chosen"] == {}
    assert host["chosen"] == [0]
    ana = GAME.view(s1, 0)
    assert ana["wealth_dealt"] == {"0": ["w01", "w15", "w02", "w04"]}
    assert ana["wealth_chosen"] == {"0": ["w01", "w15"]}
    ben = GAME.view(s1, 1)
    assert ben["wealth_dealt"] == {"1": ["w17", "w14", "w05", "w06"]}
    assert ben["wealth_chosen"] == {} and ben["chosen"] == [0]
    assert "w01" not in json.dumps(ben) and "w15" not in json.dumps(host)
    s2 = play(s1, 1, {"type": "choose_wealth", "tiles": ["w17", "w14"]})
    after = GAME.view(s2, None)
    assert after["wealth_chosen"] == {"0": ["w01", "w15"], "1": ["w17", "w14"]}
    assert after["chosen"] == [0, 1]
    # the two tiles each player handed back stay unseen by the others after the reveal
    assert after["wealth_dealt"] == {}
    assert GAME.view(s2, 1)["wealth_dealt"] == {"1": ["w17", "w14", "w05", "w06"]}
    assert GAME.view(s2, 0)["wealth_dealt"] == {"0": ["w01", "w15", "w02", "w04"]}


def test_view_hides_unrevealed_undealt_tiles_and_deck_order():
    s = new_state(4)
    v = GAME.view(s, None)
    assert v["wealth_undealt"] == []
    assert v["building_decks"] == {"1": 8, "2": 18}


def _choose_all(s):
    for seat in range(len(s["players"])):
        s = play(s, seat, {"type": "choose_wealth", "tiles": s["wealth_dealt"][str(seat)][:2]})
    return s


END_DOC = {"players": [{"vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1, "skulls": 2,
                        "monuments": ["m07"], "technologies": {"agriculture": 3}},
                       {"vp": 40}]}


def test_end_state_by_host_then_score():
    s = _choose_all(new_state())
    s["monuments"][0] = "m07"  # END_DOC's monument, revealed at this table
    with pytest.raises(IllegalMove) as e:
        play(s, 0, {"type": "end_state", "document": END_DOC})
    assert e.value.message == Msg("tzolkin.end.host_only")
    over = play(s, None, {"type": "end_state", "document": END_DOC})
    assert over["phase"] == "over" and GAME.is_over(over) and not GAME.is_over(s)
    sheet = GAME.score(over)
    assert sheet.players == ["Ana", "Ben"]
    assert float(sheet.totals[0]) == 68.5 and sheet.winners == [0]
    with pytest.raises(IllegalMove) as e:
        play(over, None, {"type": "end_state", "document": END_DOC})
    assert e.value.message == Msg("tzolkin.end.already")


def test_end_state_not_before_wealth_and_checks_names():
    s = new_state()
    with pytest.raises(IllegalMove) as e:
        play(s, None, {"type": "end_state", "document": END_DOC})
    assert e.value.message == Msg("tzolkin.end.too_early")
    s = _choose_all(s)
    bad = copy.deepcopy(END_DOC)
    bad["players"][1]["name"] = "Bob"
    with pytest.raises(IllegalMove) as e:
        play(s, None, {"type": "end_state", "document": bad})
    assert render(e.value.message, "en") == "Player 2 at this table is Ben, not “Bob”."
    with pytest.raises(IllegalMove) as e:
        play(s, None, {"type": "end_state", "document": {"players": [{"vp": 1}]}})
    assert render(e.value.message, "en") == ("The end state needs one entry per player "
                                             "(2 players).")
    bad = copy.deepcopy(END_DOC)
    bad["players"][0]["corn"] = -2
    with pytest.raises(IllegalMove) as e:
        play(s, None, {"type": "end_state", "document": bad})
    assert render(e.value.message, "en") == "Ana: corn cannot be negative (−2)."
    assert render(e.value.message, "ja") == "Ana：コーンを負の数にはできません（−2になっています）。"


def test_score_before_end_state_is_refused():
    with pytest.raises(IllegalMove) as e:
        GAME.score(new_state())
    assert e.value.message == Msg("tzolkin.end.not_over")


def test_describe_move_does_not_name_tiles():
    s = fixed_state()
    m = GAME.parse_move(0, {"type": "choose_wealth", "tiles": ["w01", "w15"]})
    assert GAME.describe_move(m, s) == Msg("tzolkin.log.wealth", name="Ana")
    assert render(GAME.describe_move(m, s), "en") == "Ana chose 2 starting wealth tiles."
    s1 = GAME.apply(s, m)
    m2 = GAME.parse_move(1, {"type": "choose_wealth", "tiles": ["w17", "w14"]})
    assert render(GAME.describe_move(m2, s1), "en") == ("Ben chose 2 starting wealth tiles; all "
                                                        "choices are revealed.")
    assert render(GAME.describe_move(m2, s1), "ja") == ("Benが初期財産タイルを2枚選びました。"
                                                        "全員の選択を公開します。")
    m3 = GAME.parse_move(None, {"type": "end_state", "document": END_DOC})
    assert render(GAME.describe_move(m3, s1), "en") == "The host entered the end state."


def test_setup_text_and_json_keep_the_secret():
    """The setup page lists how many tiles each seat got, never which."""
    s = new_state(3, seed=9)
    txt = PLUGIN.setup_text(s)
    assert txt == setup_text(s)
    for tiles in s["wealth_dealt"].values():
        for t in tiles:
            assert t not in txt
    assert "Ana 4 tiles" in txt and "Start player (proposed)" in txt
    with use_language("ja"):
        ja = PLUGIN.setup_text(s)
    assert "Anaに4枚" in ja and "スタートプレイヤー（案）" in ja and "Start player" not in ja
    comps = load_components()
    for b in s["buildings_row"]:  # named by what the tile shows (issue 10): no printed id
        assert render(comps.buildings[b].text, "en") in txt and b not in txt
    for m in s["monuments"]:
        assert m not in txt
    assert "Neutral workers" in txt
    j = setup_json(s)
    assert "wealth_dealt" not in j and j["wealth_dealt_counts"] == {"0": 4, "1": 4, "2": 4}
    dumped = json.dumps(j)
    for tiles in s["wealth_dealt"].values():
        for t in tiles:
            assert f'"{t}"' not in dumped


def test_sheet_text_and_score_document():
    sheet = GAME.score_document({"players": [dict(END_DOC["players"][0], name="Ana"),
                                             {"name": "Ben", "vp": 40}]})
    out = sheet_text(sheet)
    assert "68.5" in out and "1. Ana" in out and "Monument: technologies at level 3" in out


@pytest.mark.parametrize("move", [
    {"type": "choose_wealth", "seat": 0},
    {"type": "choose_wealth", "seat": 0, "tiles": "w01"},
    {"type": "teleport", "seat": 0},
    "nonsense",
])
def test_apply_refuses_a_broken_stored_move(move):
    with pytest.raises(IllegalMove):
        GAME.apply(fixed_state(), move)


def test_sheet_text_marks_categories_without_a_row():
    sheet = GAME.score_document({"players": [{"name": "Ana", "monuments": ["m09"], "workers": 4},
                                             {"name": "Ben"}]})
    line = [ln for ln in sheet_text(sheet).splitlines() if ln.startswith("Monument: workers")][0]
    assert line.split()[-2:] == ["6", "-"]
    with use_language("ja"):
        text = sheet_text(sheet)
    line = [ln for ln in text.splitlines() if ln.startswith("記念碑：労働者")][0]
    assert line.split()[-2:] == ["6", "-"]
    assert "1位 Ana" in text


def test_setup_snapshot_plays_through_the_turn_engine_and_scores():
    """Contract with the turn engine (rules/turn.py): the snapshot after the wealth reveal
    starts play, a random playout ends, and its end-state document passes validation and
    scores (2 short playouts)."""
    for seed in (0, 1):
        s = _choose_all(new_state(3, seed))
        p = start_play(s)
        rng = random.Random(seed)
        for _ in range(3000):
            if is_over(p):
                break
            p = apply_move(p, random_move(p, current_seat(p), rng))
        assert is_over(p)
        over = play(s, None, {"type": "end_state", "document": end_state_document(p)})
        sheet = GAME.score(over)
        assert sheet.players == ["Ana", "Ben", "Cho"] and len(sheet.winners) >= 1


def test_turn_moves_wait_for_the_starting_wealth_and_go_to_the_engine():
    """Seed 「手番は置くか取り上げるか」: after the reveal, turns are played through the turn
    engine (rules/turn.py)."""
    s = fixed_state()
    with pytest.raises(IllegalMove) as e:
        GAME.apply(s, GAME.parse_move(0, {"type": "place", "gears": ["palenque"]}))
    assert e.value.message == Msg("tzolkin.wealth.first")
    s = _choose_all(s)
    assert s["phase"] == "playing" and "gears" in s and s["day"] == 0
    first = s["start_player"]
    other = 1 - first
    with pytest.raises(IllegalMove):
        GAME.apply(s, GAME.parse_move(other, {"type": "place", "gears": ["palenque"]}))
    corn = s["seats"][first]["corn"]
    after = GAME.apply(s, GAME.parse_move(first, {"type": "place", "gears": ["palenque"]}))
    spot = min(w["spot"] for w in after["gears"]["palenque"] if w["owner"] == first)
    # one worker: no fee, the spot's number in corn (seed 「手番は置くか取り上げるか」)
    assert after["seats"][first]["corn"] == corn - spot
    line = GAME.describe_move({"type": "place", "gears": ["palenque"], "seat": first}, s)
    name = s["players"][first]["name"]
    assert line == Msg("tzolkin.log.place", name=name, count=1, corn=spot,
                       places=[Msg("tzolkin.place.spot", gear=Msg("tzolkin.gear.palenque"),
                                   spot=spot)])
    paid = f" and pays {spot} corn" if spot else ""   # nothing paid: not said
    assert render(line, "en") == f"{name} places a worker on Palenque {spot}{paid}."
    assert render(line, "ja") == (f"{name}：パレンケ{spot}に置き、コーン{spot}を払う。" if spot
                                  else f"{name}：パレンケ0に置く。")
    with pytest.raises(InvalidMove) as e:
        GAME.parse_move(None, {"type": "place", "gears": ["palenque"]})
    assert e.value.message == Msg("tzolkin.move.needs_seat")


def test_a_random_game_through_the_game_object_ends_in_a_score_sheet():
    """From setup to the last food day with moves from legal_moves: the engine ends the game
    and the score sheet comes from the board (seed 「終了と後半の手番例」)."""
    rng = random.Random(5)
    s = GAME.setup({"players": [{"name": "Ana", "colour": "blue"},
                                {"name": "Ben", "colour": "red"}]}, random.Random(1))
    s = _choose_all(s)
    for _ in range(2000):
        if GAME.is_over(s):
            break
        seat = current_seat(s)
        s = GAME.apply(s, GAME.parse_move(seat, random_move(s, seat, rng)))
    assert GAME.is_over(s)
    sheet = GAME.score(s)
    assert sheet.players == ["Ana", "Ben"] and len(sheet.ranking[0]) >= 1


def test_a_placement_that_costs_nothing_says_no_corn():
    """「手番は置くか取り上げるか」: one worker on spot 0 pays nothing; the log says where it
    went and no "pays 0 corn"; a paid placement says what it paid (both languages)."""
    free = Msg("tzolkin.log.place", name="Ana", count=1, corn=0, places=[
        Msg("tzolkin.place.spot", gear=Msg("tzolkin.gear.tikal"), spot=0)])
    paid = Msg("tzolkin.log.place", name="Ana", count=2, corn=3, places=[
        Msg("tzolkin.place.spot", gear=Msg("tzolkin.gear.tikal"), spot=0),
        Msg("tzolkin.place.spot", gear=Msg("tzolkin.gear.tikal"), spot=1)])
    assert render(free, "en") == "Ana places a worker on Tikal 0."
    assert "コーン" not in render(free, "ja") and "払" not in render(free, "ja")
    assert render(paid, "en") == "Ana places workers on Tikal 0 and Tikal 1 and pays 3 corn."
    assert "コーン3を払う" in render(paid, "ja")
