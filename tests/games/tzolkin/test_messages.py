"""Tzolk'in's words (issue 10): every message the engine builds has a text in both languages,
the component texts are given in both, refusals say their reason with the values of the
rules (worked out by hand), and the Japanese uses the rules text's terms (seed 003)."""
from __future__ import annotations

import pytest

from companion.engine import IllegalMove
from companion.games.tzolkin import messages
from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules.calendar import food_day
from companion.games.tzolkin.rules.turn import apply_move, describe_move
from companion.games.tzolkin.rules.components import (GEARS, RESOURCES, SCORING_RULES, TECHNOLOGIES,
                                                TEMPLES, load_components)
from companion.games.tzolkin.rules.setup import COLOURS
from companion.games.tzolkin.rules.setup import reveal_message, unconfirmed_message
from companion.i18n import render
from companion.message import Msg
from tests.games.tzolkin.kit import pick, play_state, put
from tests.language_check import english_words, text_problems


def both(msg) -> tuple[str, str]:
    return render(msg, "en"), render(msg, "ja")


# ------------------------------------------------------------------ every code has a text

def _built_messages() -> list[Msg]:
    """Every message whose code names.py builds from data (no literal code in the source)."""
    out = [names.gear(g) for g in GEARS] + [names.temple(t) for t in TEMPLES]
    out += [names.tech(t) for t in TECHNOLOGIES] + [names.resource(r) for r in RESOURCES]
    out += [names.good(g) for g in ("corn", *RESOURCES, "skull")]
    out += [names.goods(g, 2) for g in names.GOODS_ORDER]
    out += [names.frame(f) for f in ("brown", "green", "blue", "farm")]
    out += [names.colour(c) for c in COLOURS]
    out += [names.action_with_place(g, a) for g in GEARS[:4] for a in range(1, 6)]
    out += [names.action_with_place("chichen_itza", a) for a in range(1, 10)]
    out += [names.monument_category("m01", rule) for rule in SCORING_RULES]
    out += [names.field(f) for f in ("vp", "corn", "wood", "stone", "gold", "skulls", "workers",
                                     "workers_on_gears", "skulls_on_chichen_itza", "buildings",
                                     "temples", "technologies", "harvest_tiles",
                                     "buildings.brown", "buildings.green", "buildings.blue",
                                     "buildings.farm", "harvest_tiles.corn",
                                     "harvest_tiles.wood", "temples.chaac",
                                     "technologies.theology")]
    out += [reveal_message({"gear": "tikal", "spot": 3, "result": result})
            for result in ("placed", "placed_with_opposite", "placed_first_on_chichen_itza",
                           "placed_opposite_taken", "placed_last_worker", "skipped_spot_taken")]
    out += [Msg(f"tzolkin.category.{c}") for c in ("track", "goods", "skulls")]
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_message_built_from_data_is_said(lang):
    """i18n.STRICT is on in tests: a code without a text or a missing parameter raises."""
    for msg in _built_messages():
        text = render(msg, lang)
        assert text and not text_problems(text, lang), (msg, text)


def test_every_code_is_in_the_game_area():
    assert all(code.startswith("tzolkin.") for code in messages.MESSAGES)
    assert len(messages.MESSAGES) > 250


def test_places_and_names_as_the_table_says_them():
    """「ティカル2」: gear and spot as printed; the temples by the rules text's colours."""
    assert both(names.place("tikal", 2)) == ("Tikal 2", "ティカル2")
    assert both(names.place("chichen_itza", 10)) == ("Chichen Itza 10", "チチェン・イツァ10")
    assert [render(names.temple(t), "ja") for t in TEMPLES] == ["茶の神殿", "黄の神殿", "緑の神殿"]
    assert [render(names.tech(t), "ja") for t in TECHNOLOGIES] == ["農業", "資源採掘", "建築",
                                                                   "神学"]
    assert [render(names.good(g), "ja") for g in ("corn", "wood", "stone", "gold", "skull")] == [
        "コーン", "木材", "石材", "金", "水晶髑髏"]
    assert both(names.goods("skull", 1)) == ("1 crystal skull", "水晶髑髏1")
    assert both(names.goods("skull", 2)) == ("2 crystal skulls", "水晶髑髏2")
    assert both(names.action_with_place("chichen_itza", 6)) == (
        "Chichen Itza 6: Skull: 8 VP, Kukulcan +1, 1 resource",
        "チチェン・イツァ6（水晶髑髏：勝利点8、緑の神殿+1、資源1）")
    assert both(names.action_with_place("tikal", 9)) == ("Tikal 9", "ティカル9")


# ------------------------------------------------------------------ component texts

def _rows():
    comps = load_components()
    return [*comps.buildings.values(), *comps.monuments.values(), *comps.wealth_tiles.values()]


def test_every_component_text_is_given_in_both_languages():
    """32 buildings, 13 monuments, 21 starting wealth tiles: readable in Japanese (no English
    word) and in English (no Japanese character)."""
    rows = _rows()
    assert len(rows) == 32 + 13 + 21
    for row in rows:
        assert row.text.en and row.text.ja, row.id
        assert english_words(row.text.ja) == [], (row.id, row.text.ja)
        assert text_problems(row.text.en, "en") == [], (row.id, row.text.en)


def test_a_component_in_doubt_says_so_to_players_without_the_internal_note():
    """Only rows with an internal note carry a players' sentence, and that sentence names no
    source; the setup sheet says 「未確認です。」 / "Unconfirmed." before it."""
    for row in _rows():
        if row.unconfirmed is not None:
            assert row.uncertain, row.id
            for text in (row.unconfirmed.en, row.unconfirmed.ja):
                assert "source" not in text and "資料" not in text
    m07 = load_components().monuments["m07"]
    en, ja = both(unconfirmed_message(m07))
    assert en.startswith("Unconfirmed. Its frame may be brown instead of green")
    assert ja.startswith("未確認です。枠の色が緑ではなく茶かもしれません。")


def test_building_texts_use_the_rules_terms():
    b = load_components().buildings
    assert b["b08"].text.ja == "好きな神殿+1、さらに建物をもう1枚建設（ティカル2と同じく、その費用を払う）"
    assert b["b21"].text.ja.startswith("1コーンを払い、チチェン・イツァ以外の4歯車の任意の仕事")
    assert load_components().monuments["m13"].text.ja == (
        "チチェン・イツァに奉納済みの水晶髑髏1個につき3点（誰が置いたかは問わない）")


# ------------------------------------------------------------------ refusals, worked by hand

def test_begging_with_more_than_two_corn():
    """「食料不足の救済と具体的な初手」: begging is for 2 corn or less."""
    s = play_state(corn=[5, 0, 0, 0])
    with pytest.raises(IllegalMove) as e:
        apply_move(s, {"type": "beg", "temple": "chaac"})
    assert e.value.message == Msg("tzolkin.beg.too_much_corn", corn=5)
    assert both(e.value.message) == (
        "Begging is only for a player with 2 corn or less: you have 5.",
        "物乞いができるのはコーンが2以下のときだけです。手持ちはコーン5です。")


def test_going_back_costs_a_corn_a_step():
    """「手番は置くか取り上げるか」: from Tikal 3 to action 1 is 2 steps = 2 corn; Ana has 1."""
    s = play_state(corn=[1, 0, 0, 0], wood=[2, 0, 0, 0])
    put(s, 0, "tikal", 3)
    with pytest.raises(IllegalMove) as e:
        pick(s, "tikal", 3, 1, techs=[{"track": "agriculture", "pay": ["wood"]}])
    assert both(e.value.message) == (
        "Going back from Tikal 3 to the action of Tikal 1 costs 2 corn: you have 1.",
        "ティカル3からティカル1の仕事へ戻るにはコーン2が必要です。手持ちはコーン1です。")


def test_a_building_one_cannot_pay_names_its_cost_and_the_stock():
    """「ティカルとウシュマル」: the building's cost in resources against what the player has."""
    s = play_state(corn=[0, 0, 0, 0], wood=[1, 0, 0, 0])
    s["buildings_row"][0] = "b06"  # 2 wood, 1 stone
    put(s, 0, "tikal", 2)
    with pytest.raises(IllegalMove) as e:
        pick(s, "tikal", 2, 2, buildings=[{"id": "b06"}])
    assert e.value.message == Msg("tzolkin.build.cost", building=names.building("b06"),
                                  cost=[names.goods("wood", 2), names.goods("stone", 1)],
                                  have=[names.goods("wood", 1), names.goods("stone", 0)])
    # issue 10: the tile is named by what it shows (it has no printed id)
    assert both(e.value.message) == (
        "Building “Chaac +1, Quetzalcoatl +1” (brown frame) costs 2 wood and 1 stone: you have "
        "1 wood and 0 stone.",
        "建物「茶の神殿+1、黄の神殿+1」（茶枠）の費用は木材2、石材1です。手持ちは木材1、石材0です。")


def test_a_chichen_itza_action_already_offered_to():
    """「神殿とチチェン・イツァ」: a slot holding a skull is not used again."""
    s = play_state(corn=[0, 0, 0, 0], skull=[1, 0, 0, 0])
    s["chichen_itza"]["4"] = 1
    put(s, 0, "chichen_itza", 4)
    with pytest.raises(IllegalMove) as e:
        pick(s, "chichen_itza", 4, 4)
    assert both(e.value.message) == (
        "Chichen Itza 4 already holds a crystal skull: it cannot be used again.",
        "チチェン・イツァ4にはもう水晶髑髏が奉納されているので、再使用できません。")


def test_market_buying_more_than_the_corn_pays():
    """Uxmal 2: 1 gold is 4 corn; 2 gold cost 8 and Ana has 5."""
    s = play_state(corn=[5, 0, 0, 0])
    put(s, 0, "uxmal", 2)
    with pytest.raises(IllegalMove) as e:
        pick(s, "uxmal", 2, 2, trades=[{"resource": "gold", "n": 2}])
    assert both(e.value.message) == ("Buying 2 gold costs 8 corn: you have 5.",
                                     "金2を買うにはコーン8が必要です。手持ちはコーン5です。")


# ------------------------------------------------------------------ log lines and notices

def test_a_pick_up_is_logged_with_the_actions_done():
    s = play_state(corn=[3, 0, 0, 0])
    put(s, 0, "yaxchilan", 1)
    put(s, 0, "uxmal", 6)
    move = {"type": "pickup", "workers": [
        {"gear": "yaxchilan", "spot": 1, "action": 1},
        {"gear": "uxmal", "spot": 6, "action": 3},
        {"gear": "palenque", "spot": 0, "action": None}]}
    assert both(describe_move(move, s)) == (
        "Ana picks up Yaxchilan 1 (1 wood), Uxmal 6 → Uxmal 3 (Hire 1 worker), and Palenque 0 "
        "(no action).",
        "Ana：ヤシュチラン1（木材1）、ウシュマル6→ウシュマル3（労働者を1人雇う）、パレンケ0（仕事なし）"
        "を取り上げる。")


def test_food_day_notices_count_without_plural_brackets():
    """「4回の食料日と神殿の報酬」: 3 workers, 5 corn, no farm: 2 fed, 1 unfed, −3 VP."""
    s = play_state(corn=[5, 6, 6, 6])
    food_day(s, 1)
    said = [both(line) for line in s["report"]]
    assert said[:3] == [
        ("Food day 1, at the end of round 1:", "ラウンド1の終わりに1回目の食料供給日を行いました："),
        ("Ana feeds 2 workers: 4 corn.", "Anaは労働者2人を養い、コーン4を払いました。"),
        ("Ana: 1 worker unfed, −3 VP.", "Ana：労働者1人を養えず、3点を失います。")]
    # the others feed their 3 workers: 6 corn each; then the temples (every temple on its
    # start step 1: Chaac's stone is on step 2, Kukulcan's wood on step 2: nothing yet)
    assert said[3] == ("Ben feeds 3 workers: 6 corn.", "Benは労働者3人を養い、コーン6を払いました。")
    assert said[6] == ("Ana takes nothing from the temples.", "Anaは神殿の報酬で何も得ませんでした。")
    assert len(said) == 10 and all("(s)" not in en for en, _ja in said)
