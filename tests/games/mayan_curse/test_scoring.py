"""Scoring.  Seed 000 「ゲーム終了」 (stelae + 15 per camera + 2 unused backpack, only those who
escaped, most stelae breaks ties, then shared; nobody back = the temple wins), 「ソロモード」
(difficulty targets) and 「ソロシナリオ」 (scenarios 1-12)."""
import pytest

from companion.engine import InvalidMove
from companion.games.mayan_curse.rules.game import GAME
from companion.games.mayan_curse.rules.scoring import solo_result
from companion.i18n import render
from companion.message import Msg

from .kit import blank_state, refused


def _stelae(*pairs, origin="passage"):
    out = []
    for k, (colour, value) in enumerate(pairs):
        out.append({"id": f"{colour}-{90 + k}", "colour": colour, "origin": origin,
                    "value": value})
    return out


def _over(players=3):
    s = blank_state(players=players)
    s["over"] = True
    return s


def test_only_escaped_count_camera_15_unused_backpack_2_most_stelae_breaks_tie():
    s = _over()
    a, b, c = s["adventurers"]
    a.update(escaped=True, camera=True, backpack="map",
             stelae=_stelae(("brown", 3), ("grey", 5)))                 # 8 + 15 = 23
    b.update(escaped=True, stelae=_stelae(("beige", 6), ("brown", 4), ("grey", 5),
                                          ("grey", 4), ("brown", 2)))    # 21 + 2 = 23
    c.update(escaped=False, camera=True, stelae=_stelae(("beige", 6)))   # trapped
    sheet = GAME.score(s)
    assert sheet.totals[0] == 23 and sheet.totals[1] == 23 and sheet.totals[2] == 0
    assert sheet.cell(0, "camera") == 15 and sheet.cell(0, "backpack") == 0
    assert sheet.cell(1, "backpack") == 2
    assert sheet.ranking == [[1], [0]] and sheet.winners == [1]
    assert sheet.tie_breaks == [
        Msg("mayan_curse.score.lost", name="Adventurer 3"),
        Msg("mayan_curse.score.tie", knowledge=23, shared=False, counts=[
            Msg("mayan_curse.score.tie_count", name="Adventurer 1", stelae=2),
            Msg("mayan_curse.score.tie_count", name="Adventurer 2", stelae=5)])]
    assert render(sheet.tie_breaks[1], "en") == (
        "Tied at 23 knowledge; most stelae decides (Adventurer 1 with 2 stelae and "
        "Adventurer 2 with 5 stelae).")
    assert render(sheet.tie_breaks[1], "ja") == (
        "知識23で同点のため、石碑を最も多く発見したプレイヤーの勝ちです（Adventurer 1：2個、"
        "Adventurer 2：5個）。")
    assert render(sheet.tie_breaks[0], "ja") == "Adventurer 3は脱出できなかったため、知識は数えません。"
    assert sheet.details(0, "camera") == [Msg("mayan_curse.score.camera")]
    assert render(sheet.details(1, "stelae")[0], "en") == (
        "beige 6, brown 4, grey 5, grey 4, and brown 2")
    assert render(sheet.details(1, "stelae")[0], "ja") == "ベージュ 6、茶色 4、灰色 5、灰色 4、茶色 2"


def test_same_knowledge_same_stelae_shared_win():
    s = _over(players=2)
    for adv in s["adventurers"]:
        adv.update(escaped=True, stelae=_stelae(("grey", 4)))
    sheet = GAME.score(s)
    assert sheet.ranking == [[0, 1]] and sheet.winners == [0, 1]
    # grey 4 + unused backpack 2 = 6 each, one stela each: still tied
    assert sheet.tie_breaks == [Msg("mayan_curse.score.tie", knowledge=6, shared=True, counts=[
        Msg("mayan_curse.score.tie_count", name="Adventurer 1", stelae=1),
        Msg("mayan_curse.score.tie_count", name="Adventurer 2", stelae=1)])]
    assert render(sheet.tie_breaks[0], "en").endswith(" Still tied: the win is shared.")


def test_nobody_back_the_temple_wins():
    s = _over(players=2)
    sheet = GAME.score(s)
    assert sheet.ranking == [] and sheet.winners == []
    assert Msg("mayan_curse.score.temple_wins") in sheet.tie_breaks
    assert render(Msg("mayan_curse.score.temple_wins"), "ja") == "誰も戻ってきませんでした。寺院の勝ちです。"


def test_score_before_the_end_refused_and_missing_value_counted_zero():
    s = blank_state(players=2)
    with refused("mayan_curse.score.not_over"):
        GAME.score(s)
    s["over"] = True
    s["adventurers"][0].update(escaped=True, stelae=_stelae(("grey", None), ("brown", 2)))
    sheet = GAME.score(s)
    assert sheet.totals[0] == 2 + 2
    [detail] = sheet.details(0, "stelae")
    assert detail == Msg("mayan_curse.score.stelae", missing=1, stelae=[
        Msg("mayan_curse.score.stela_missing", colour=Msg("mayan_curse.colour.grey")),
        Msg("mayan_curse.score.stela_term", colour=Msg("mayan_curse.colour.brown"), value=2)])
    assert render(detail, "en") == ("grey (not entered) and brown 2 (1 value not entered, "
                                     "counted 0)")
    assert render(detail, "ja") == "灰色（未入力）、茶色 2（未入力の知識値1個は0として計算）"


def _solo(difficulty="normal", scenario=None, **adv):
    s = _over(players=1)
    s["difficulty"] = difficulty
    s["scenario"] = scenario
    s["passage_stelae"] = ["brown-1", "brown-2", "grey-1", "beige-1"]
    s["adventurers"][0].update(escaped=True, **adv)
    return s


@pytest.mark.parametrize("difficulty, knowledge, camera, won", [
    ("easy", 20, False, True), ("easy", 19, False, False),
    ("normal", 25, False, True), ("normal", 24, False, False),
    ("adventurer", 28, False, True), ("adventurer", 27, False, False),
    ("thrill_seeker", 30, True, True), ("thrill_seeker", 33, False, False),
])
def test_solo_difficulty_targets(difficulty, knowledge, camera, won):
    """ソロモード 難易度: easy 20, normal 25, adventurer 28, thrill seeker 30 with camera."""
    base = 15 if camera else 0
    values = knowledge - base - 2           # backpack unused: +2
    s = _solo(difficulty, camera=camera, stelae=[] if values == 0 else
              [{"id": "x", "colour": "brown", "origin": "passage", "value": values}])
    assert solo_result(s)["won"] is won


def test_solo_not_escaped_loses():
    s = _solo()
    s["adventurers"][0]["escaped"] = False
    assert solo_result(s)["won"] is False
    s["scenario"] = 3
    assert solo_result(s)["scenario"]["met"] is False


# (scenario, adventurer fields that meet it, fields that miss it)
def _v(*pairs):
    return {"stelae": _stelae(*pairs)}


def _ids(*ids):
    return [{"id": i, "colour": i.split("-")[0], "origin": "passage", "value": 6 if
             i.startswith("beige") else (5 if i.startswith("grey") else 4)} for i in ids]


SCENARIOS = [
    # 1: 6+5+5+4 = 20, +2 unused backpack = 22 with a beige / 5*4+4+2 = 26, no beige
    (1, dict(_v(("beige", 6), ("grey", 5), ("grey", 5), ("brown", 4))),
        dict(_v(("grey", 5), ("grey", 5), ("grey", 5), ("grey", 5), ("brown", 4)))),
    # 2: 6+6+5+5+1 = 23 + 2 = 25 / 26 but the backpack used
    (2, dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5), ("brown", 1))),
        dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5), ("brown", 4)),
             backpack="map")),
    # 3: 6+6+3 + 15 = 30 (map used) / 6+6 + 15 = 27
    (3, dict(_v(("beige", 6), ("beige", 6), ("grey", 3)), camera=True, backpack="map"),
        dict(_v(("beige", 6), ("beige", 6)), camera=True, backpack="map")),
    # 4: 23 + 2 = 25 with one boulder at the entrance / the same with two
    (4, dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5), ("brown", 1)),
             boulders_at_entrance_when_escaped=1),
        dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5), ("brown", 1)),
             boulders_at_entrance_when_escaped=2)),
    # 5: the camera and no stela / one stela
    (5, dict(camera=True), dict(camera=True, **_v(("brown", 1)))),
    # 6: 6*3+5+5 = 28 + 2 = 30 / 28 with the backpack used
    (6, dict(_v(("beige", 6), ("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5))),
        dict(_v(("beige", 6), ("beige", 6), ("beige", 6), ("grey", 5), ("grey", 5)),
             backpack="elixir")),
    # 7: 6+6+5+1 = 18 + 2 = 20 with no boulder at the entrance / one there
    (7, dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("brown", 1))),
        dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("brown", 1)),
             boulders_at_entrance_when_escaped=1)),
    # 8: 6*3+5+3 = 26 + 2 = 28, no camera / 12 + 15 + 2 = 29 with the camera
    (8, dict(_v(("beige", 6), ("beige", 6), ("beige", 6), ("grey", 5), ("grey", 3))),
        dict(_v(("beige", 6), ("beige", 6)), camera=True)),
    # 9: both passage browns (4+4) + grey 5 + beige 6 + beige 6 + grey 3 = 28 (map used) /
    #    brown-2 missing
    (9, dict(stelae=_ids("brown-1", "brown-2", "grey-1", "beige-1")
             + _stelae(("beige", 6), ("grey", 3)), backpack="map"),
        dict(stelae=_ids("brown-1", "grey-1", "beige-1") + _stelae(("beige", 6), ("beige", 6),
                                                                   ("grey", 3)))),
    # 10: every passage grey and beige / the beige missing
    (10, dict(stelae=_ids("grey-1", "beige-1")), dict(stelae=_ids("grey-1", "brown-1"))),
    # 11: 6+6+5+1 = 18 + 15 + 2 = 35 / 33 with the backpack used
    (11, dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("brown", 1)), camera=True),
         dict(_v(("beige", 6), ("beige", 6), ("grey", 5), ("brown", 1)), camera=True,
              backpack="map")),
    # 12: every beige and the camera / no camera
    (12, dict(stelae=_ids("beige-1"), camera=True), dict(stelae=_ids("beige-1"))),
]


@pytest.mark.parametrize("number, meets, misses", SCENARIOS)
def test_solo_scenarios_met_and_missed(number, meets, misses):
    """ソロシナリオ 1-12, each met and missed (knowledge worked out by hand above)."""
    why = "goal" if number in (3, 11) else f"s{number}"
    ok = solo_result(_solo(scenario=number, **meets))["scenario"]
    assert ok["met"] is True, ok["reason"]
    assert ok["reason"].code == "mayan_curse.scenario.met" and ok["reason"].params["n"] == number
    assert ok["reason"].params["why"].code == f"mayan_curse.scenario.{why}.met"
    ko = solo_result(_solo(scenario=number, **misses))["scenario"]
    assert ko["met"] is False, ko["reason"]
    assert ko["reason"].code == "mayan_curse.scenario.not_met"
    assert ko["reason"].params["why"].code == f"mayan_curse.scenario.{why}.missed"
    for lang in ("en", "ja"):
        assert render(ok["reason"], lang) and render(ko["reason"], lang)
    assert render(ko["reason"], "en").startswith(f"Scenario {number}: not met: needs ")
    assert render(ko["reason"], "ja").startswith(f"シナリオ{number}：未達成（")


def test_a_scenario_verdict_in_words():
    """Scenario 4 missed: 25 knowledge, but two boulders were at the entrance."""
    ko = solo_result(_solo(scenario=4, **SCENARIOS[3][2]))["scenario"]["reason"]
    assert ko == Msg("mayan_curse.scenario.not_met", n=4, why=Msg(
        "mayan_curse.scenario.s4.missed", knowledge=25, boulders=2))
    assert render(ko, "en") == ("Scenario 4: not met: needs 25+ knowledge (25) before two "
                                "boulders reach the entrance (2 were there).")
    assert render(ko, "ja") == ("シナリオ4：未達成（岩が2つ入口に到達する前に知識25以上が必要"
                                "（知識25、入口の岩2個））。")


def test_calculator_document_gives_the_same_sheet():
    """ゲーム終了 via the standalone calculator: same values as a played table."""
    doc = {"players": [
        {"name": "Ana", "escaped": True, "camera": True, "backpack_used": True,
         "stelae": [{"colour": "brown", "value": 3}, {"colour": "grey", "value": 5}]},
        {"name": "Ben", "escaped": True, "stelae": [{"colour": c, "value": v} for c, v in (
            ("beige", 6), ("brown", 4), ("grey", 5), ("grey", 4), ("brown", 2))]},
        {"name": "Cy", "escaped": False, "camera": True}]}
    sheet = GAME.score_document(doc)
    assert sheet.totals[0] == 23 and sheet.totals[1] == 23 and sheet.totals[2] == 0
    assert sheet.ranking == [[1], [0]]
    doc["players"][0]["stelae"][0]["value"] = 5
    with refused("mayan_curse.calc.value", InvalidMove, name="Ana",
                 colour=Msg("mayan_curse.colour.brown"), low=1, high=4, value=5) as info:
        GAME.score_document(doc)
    assert render(info.value.message, "en") == "Ana: a brown stela is worth 1 to 4, not 5."
    assert render(info.value.message, "ja") == "Ana：茶色の石碑の知識値は1～4です（5は不可）。"
    with refused("mayan_curse.calc.players", InvalidMove):
        GAME.score_document({"players": []})
    solo = GAME.score_document({"players": [{"name": "Solo", "escaped": True, "camera": True,
                                             "stelae": [{"colour": "beige", "value": 6},
                                                        {"colour": "grey", "value": 5}]}],
                                "difficulty": "adventurer"})
    assert solo.totals[0] == 6 + 5 + 15 + 2 == 28
    won = Msg("mayan_curse.solo.won", difficulty=Msg("mayan_curse.difficulty.adventurer"),
              knowledge=28, target=28)
    assert won in solo.tie_breaks
    assert render(won, "en") == "Solo (adventurer): escaped with 28 knowledge (target 28): won."
    assert render(won, "ja") == "ソロ（冒険者）：知識28で脱出しました（目標28）。勝利です。"


def test_solo_sheet_has_a_winner_only_when_the_target_is_met():
    s = _solo("normal", stelae=_stelae(("beige", 6)))          # 6 + 2 = 8 < 25
    sheet = GAME.score(s)
    assert sheet.totals[0] == 8 and sheet.winners == []
    short = Msg("mayan_curse.solo.short", difficulty=Msg("mayan_curse.difficulty.normal"),
                knowledge=8, target=25)
    assert short in sheet.tie_breaks
    assert render(short, "en") == "Solo (normal): 8 knowledge is short of 25."
    assert render(short, "ja") == "ソロ（通常）：知識8は目標の25に届きません。"
    s = _solo("easy", camera=True, stelae=_stelae(("beige", 3)))  # 3 + 15 + 2 = 20
    assert GAME.score(s).winners == [0]


@pytest.mark.parametrize("difficulty", ["easy", "normal", "adventurer", "thrill_seeker"])
@pytest.mark.parametrize("number, meets, misses", SCENARIOS)
def test_solo_scenario_decides_the_win_at_every_difficulty(difficulty, number, meets, misses):
    """「ソロシナリオ」: a scenario played is its own goal, whatever difficulty was chosen
    (scenario 1 wins with 22 knowledge even at thrill seeker; 5, 10 and 12 ask no knowledge;
    5 is won with the camera and no stela), and the sheet names a winner exactly then."""
    for adv, met in ((meets, True), (misses, False)):
        s = _solo(difficulty=difficulty, scenario=number, **adv)
        res = solo_result(s)
        assert res["won"] is met and res["scenario"]["met"] is met, (difficulty, number, adv)
        assert res["decides"] == "scenario"
        assert res["reason"].code == ("mayan_curse.scenario.met" if met
                                      else "mayan_curse.scenario.not_met")
        sheet = GAME.score(s)
        assert (sheet.ranking != []) is met
        assert all(m.code != "mayan_curse.temple_wins" for m in sheet.tie_breaks) or not met


def test_the_sheet_as_text_uses_the_readers_punctuation():
    """``companion score mayan_curse``: in Japanese the labels end with 「：」, the details sit
    in （ ） and the players are listed with 「、」; in English ": ", " ( )" and ", "."""
    from companion.games.mayan_curse.rules.scoring import score_document
    from companion.games.mayan_curse.cli import sheet_text
    from companion.i18n import use_language
    from tests.language_check import text_problems

    sheet = score_document({"players": [
        {"name": "あや", "escaped": True, "stelae": [{"colour": "brown", "value": 3}],
         "camera": True, "backpack_used": False},
        {"name": "けん", "escaped": True, "stelae": [], "camera": False, "backpack_used": True}]})
    with use_language("ja"):
        ja = sheet_text(sheet)
    assert "石碑（公開した知識）：あや 3（茶色 3）、けん 0（石碑なし）" in ja.splitlines()
    assert "順位：1. あや、2. けん" in ja.splitlines()
    assert text_problems(ja, "ja") == []
    with use_language("en"):
        en = sheet_text(sheet)
    assert "Stelae (knowledge revealed): あや 3 (brown 3), けん 0 (no stelae)" in en.splitlines()


def test_a_result_without_a_winner_is_said_as_the_outcome():
    """The end pages show ``outcome`` where a winner would be: the solo verdict when the goal
    is missed (beige 6 + unused backpack 2 = 8 < 25 at normal), nobody back: the temple wins;
    a solo game won names its winner and has no outcome."""
    s = _solo("normal", stelae=_stelae(("beige", 6)))
    assert GAME.score(s).outcome == Msg("mayan_curse.solo.short",
                                        difficulty=Msg("mayan_curse.difficulty.normal"),
                                        knowledge=8, target=25)
    s["adventurers"][0]["escaped"] = False
    assert GAME.score(s).outcome == Msg("mayan_curse.solo.not_escaped")
    assert GAME.score(_over(players=2)).outcome == Msg("mayan_curse.score.temple_wins")
    s = _solo("easy", camera=True, stelae=_stelae(("beige", 3)))   # 3 + 15 + 2 = 20
    assert GAME.score(s).outcome is None


def test_stelae_not_valued_at_the_end_keep_the_result_pending():
    """「ゲーム終了」: the stelae are turned over and counted.  A stela taken on the last turn
    whose value is not entered yet leaves the result provisional: ``pending`` names the
    escaped adventurer and how many (a trapped one's stelae do not count: none for them);
    every value entered, nothing pending."""
    s = _over(players=3)
    a, b, c = s["adventurers"]
    a.update(escaped=True, stelae=_stelae(("grey", None), ("brown", 2), ("beige", None)))
    b.update(escaped=True, stelae=_stelae(("grey", 4)))
    c.update(escaped=False, stelae=_stelae(("brown", None)))
    sheet = GAME.score(s)
    assert sheet.pending == {0: Msg("mayan_curse.score.pending", name="Adventurer 1", count=2)}
    assert render(sheet.pending[0], "ja") == ("Adventurer 1の石碑2枚の値がまだ入力されていません："
                                              "裏返して、Adventurer 1のスマホで入力してください。")
    assert render(sheet.pending[0], "en") == ("Adventurer 1 has 2 stelae whose values are not "
                                              "entered yet: turn them over and enter them on "
                                              "their phone.")
    a["stelae"][0]["value"] = 3
    a["stelae"][2]["value"] = 5
    assert GAME.score(s).pending == {}
