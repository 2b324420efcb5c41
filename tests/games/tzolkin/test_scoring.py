"""Final scoring: seed 003 「記念碑13枚の採点の読み方」 and 「終了と後半の手番例」, worked by hand."""
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from companion.engine import InvalidMove
from companion.games.tzolkin.rules.scoring import score_end_state, validate_end_state
from companion.i18n import render
from companion.message import Msg


def player(name="Ana", **kw):
    p = {"name": name, "vp": 0, "corn": 0, "wood": 0, "stone": 0, "gold": 0, "skulls": 0,
         "monuments": [], "buildings": {"brown": 0, "green": 0, "blue": 0, "farm": 0},
         "temples": {"chaac": 1, "quetzalcoatl": 1, "kukulcan": 1},
         "technologies": {"agriculture": 0, "resources": 0, "architecture": 0, "theology": 0},
         "harvest_tiles": {"corn": 0, "wood": 0}, "workers": 3, "workers_on_gears": 0}
    for k, v in kw.items():
        if isinstance(v, dict) and k in p:
            p[k] = {**p[k], **v}
        else:
            p[k] = v
    return p


def doc(*players, skulls_on_chichen_itza=0):
    names = ["Ana", "Ben", "Cho", "Dev"]
    ps = [dict(p, name=names[i]) for i, p in enumerate(players)]
    return {"players": ps, "skulls_on_chichen_itza": skulls_on_chichen_itza}


def mon(sheet, seat, mid):
    cats = [c for c in sheet.categories if c.startswith(mid + " ")]
    assert len(cats) == 1
    return sheet.cell(seat, cats[0])


# ---------------------------------------------------------------- the seed's worked example

def test_seed_worked_example_68_and_a_half():
    """「終了と後半の手番例」: 50 VP, 5 corn + 1 wood + 1 stone + 1 gold = 14 corn = 3.5 VP,
    2 skulls = 6 VP, 9 VP of monuments (m07 with one technology at level 3) -> 68.5 exactly."""
    ana = player(vp=50, corn=5, wood=1, stone=1, gold=1, skulls=2, monuments=["m07"],
                 technologies={"agriculture": 3})
    sheet = score_end_state(doc(ana, player()))
    assert sheet.cell(0, "track") == 50
    assert sheet.cell(0, "goods") == Fraction(7, 2)
    assert sheet.cell(0, "skulls") == 6
    assert mon(sheet, 0, "m07") == 9
    assert sheet.totals[0] == Fraction(137, 2)
    assert sheet.to_json()["totals"]["0"] == 68.5
    assert sheet.categories == ["track", "m07 technologies at level 3", "goods", "skulls"]
    goods = sheet.details(0, "goods")[0]
    assert goods == Msg("tzolkin.score.goods", corn=5, wood=1, stone=1, gold=1, total=14)
    assert render(goods, "en") == "5 corn + 1 wood × 2 + 1 stone × 3 + 1 gold × 4 = 14 corn ÷ 4"
    assert render(goods, "ja") == "コーン5＋木材1×2＋石材1×3＋金1×4＝14コーン÷4"
    # the example: one technology at level 3, said without "(s)"
    m07 = sheet.details(0, "m07 technologies at level 3")[0]
    assert render(m07, "en") == "1 technology at level 3"
    assert render(m07, "ja") == "第3段階の技術1本"


def test_goods_keep_quarter_points():
    """「終了と後半の手番例」: 4未満を切り捨てません: 3 corn = 3/4 VP, not 0."""
    sheet = score_end_state(doc(player(corn=3), player(corn=1, gold=1)))
    assert sheet.cell(0, "goods") == Fraction(3, 4)
    assert sheet.cell(1, "goods") == Fraction(5, 4)


# ---------------------------------------------------------------- the 13 monuments

def test_m01_brown_frames():
    """m01: 4 per brown building or brown monument, itself included: 2 buildings + m01 + m02 = 16."""
    sheet = score_end_state(doc(player(monuments=["m01", "m02"], buildings={"brown": 2}), player()))
    assert mon(sheet, 0, "m01") == 16


def test_m02_buildings_and_monuments():
    """m02: 2 per building (farms too) + 2 per monument: 6 buildings, 2 monuments = 16."""
    p = player(monuments=["m02", "m10"], buildings={"brown": 1, "green": 2, "farm": 3})
    assert mon(score_end_state(doc(p, player())), 0, "m02") == 16


def test_m03_corn_tiles():
    assert mon(score_end_state(doc(player(monuments=["m03"], harvest_tiles={"corn": 3}),
                                   player())), 0, "m03") == 12


def test_m04_wood_tiles():
    assert mon(score_end_state(doc(player(monuments=["m04"], harvest_tiles={"wood": 2, "corn": 5}),
                                   player())), 0, "m04") == 8


@pytest.mark.parametrize("n,each", [(2, 6), (3, 5), (4, 4)])
def test_m05_all_monuments_by_player_count(n, each):
    """m05: every monument built by anyone (itself included) x 6 (2p) / 5 (3p) / 4 (4p):
    Ana m05 + m01, Ben m03 -> 3 monuments."""
    ps = [player(monuments=["m05", "m01"]), player(monuments=["m03"])] + [player()] * (n - 2)
    sheet = score_end_state(doc(*ps))
    assert mon(sheet, 0, "m05") == 3 * each
    assert mon(sheet, 1, "m05") == 0  # Ben does not own it


def test_m06_green_frames():
    """m06: 3 green buildings + m06, m07, m08 (green) = 6 -> 24."""
    p = player(monuments=["m06", "m07", "m08"], buildings={"green": 3, "blue": 2})
    assert mon(score_end_state(doc(p, player())), 0, "m06") == 24


@pytest.mark.parametrize("tops,vp", [(0, 0), (1, 9), (2, 20), (3, 33), (4, 33)])
def test_m07_technologies_at_level_3(tops, vp):
    tracks = ["agriculture", "resources", "architecture", "theology"]
    tech = {t: (3 if i < tops else 2) for i, t in enumerate(tracks)}
    assert mon(score_end_state(doc(player(monuments=["m07"], technologies=tech), player())),
               0, "m07") == vp


def test_m08_technology_levels():
    """m08: 3 + 2 + 1 + 0 = 6 levels x 3 = 18; all at 3 = 36 (the most)."""
    p = player(monuments=["m08"], technologies={"agriculture": 3, "resources": 2, "architecture": 1})
    assert mon(score_end_state(doc(p, player())), 0, "m08") == 18
    full = player(monuments=["m08"], technologies={t: 3 for t in
                                                   ("agriculture", "resources", "architecture", "theology")})
    assert mon(score_end_state(doc(full, player())), 0, "m08") == 36


@pytest.mark.parametrize("workers,vp", [(3, 0), (4, 6), (5, 12), (6, 18)])
def test_m09_workers(workers, vp):
    assert mon(score_end_state(doc(player(monuments=["m09"], workers=workers), player())),
               0, "m09") == vp


def test_m10_blue_frames():
    """m10: 2 blue buildings + m10, m11, m12 (blue) = 5 -> 20."""
    p = player(monuments=["m10", "m11", "m12"], buildings={"blue": 2, "brown": 4})
    assert mon(score_end_state(doc(p, player())), 0, "m10") == 20


def test_m11_temple_vp_again_can_be_negative():
    """m11: each temple's current-step VP again: all on step 0 = -1 - 2 - 3 = -6."""
    p = player(monuments=["m11"], temples={"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0})
    sheet = score_end_state(doc(p, player()))
    assert mon(sheet, 0, "m11") == -6


def test_m11_temple_vp_again_positive():
    """Chaac 3 (4 VP) + Quetzalcoatl 5 (6 VP) + Kukulcan 2 (1 VP) = 11, no majority bonus."""
    p = player(monuments=["m11"], temples={"chaac": 3, "quetzalcoatl": 5, "kukulcan": 2})
    assert mon(score_end_state(doc(p, player())), 0, "m11") == 11


def test_m12_best_temple_chosen():
    """m12: 3 x steps above the start in the best temple: Quetzalcoatl 5 -> 4 steps -> 12."""
    p = player(monuments=["m12"], temples={"chaac": 3, "quetzalcoatl": 5, "kukulcan": 2})
    sheet = score_end_state(doc(p, player()))
    assert mon(sheet, 0, "m12") == 12
    detail = sheet.details(0, "m12 one temple")[0]
    assert detail == Msg("tzolkin.score.best_temple", temple=Msg("tzolkin.temple.quetzalcoatl"),
                         steps=4)
    assert render(detail, "en") == "Quetzalcoatl: 4 steps above the start × 3"
    assert render(detail, "ja") == "黄の神殿：開始段から4段×3"


def test_m12_below_start_scores_zero():
    """Ruling: a temple below the start counts 0 steps above it (never negative)."""
    p = player(monuments=["m12"], temples={"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0})
    assert mon(score_end_state(doc(p, player())), 0, "m12") == 0


def test_m13_skulls_on_chichen_itza_by_anyone():
    sheet = score_end_state(doc(player(monuments=["m13"]), player(), skulls_on_chichen_itza=7))
    assert mon(sheet, 0, "m13") == 21


def test_skulls_three_each():
    assert score_end_state(doc(player(skulls=4), player())).cell(0, "skulls") == 12


# ---------------------------------------------------------------- ranking

def test_tie_broken_by_workers_on_gears():
    """「終了と後半の手番例」: equal points -> more own workers left on the gears wins."""
    sheet = score_end_state(doc(player(vp=30, workers_on_gears=1), player(vp=30, workers_on_gears=3),
                                player(vp=10)))
    assert sheet.ranking == [[1], [0], [2]]
    assert sheet.winners == [1]
    assert len(sheet.tie_breaks) == 1
    assert render(sheet.tie_breaks[0], "en") == (
        "Ana and Ben tie on 30 points; more own workers on the gears decides, in this order: "
        "Ben (3 workers), then Ana (1 worker).")
    assert render(sheet.tie_breaks[0], "ja") == (
        "Ana、Benは30点で同点です。歯車上に残った自分の労働者が多い順に決まります："
        "Ben（3人）、次にAna（1人）。")


def test_shared_win():
    """「終了と後半の手番例」: still equal -> 同率勝利 (shared first place)."""
    sheet = score_end_state(doc(player(vp=30, workers_on_gears=2), player(vp=30, workers_on_gears=2)))
    assert sheet.ranking == [[0, 1]]
    assert sheet.winners == [0, 1]
    assert render(sheet.tie_breaks[0], "en") == (
        "Ana and Ben tie on 30 points and have the same number of own workers on the gears (2): "
        "they share the place.")


def test_no_tie_no_sentence():
    sheet = score_end_state(doc(player(vp=31), player(vp=30, workers=5, workers_on_gears=5)))
    assert sheet.ranking == [[0], [1]] and sheet.tie_breaks == []


# ---------------------------------------------------------------- validation

def test_defaults_fill_missing_fields():
    d = validate_end_state({"players": [{"name": "Ana"}, {"name": "Ben", "vp": -3}]})
    assert d["players"][0]["temples"] == {"chaac": 1, "quetzalcoatl": 1, "kukulcan": 1}
    assert d["players"][0]["workers"] == 3
    assert d["players"][1]["vp"] == -3
    assert d["skulls_on_chichen_itza"] == 0


@pytest.mark.parametrize("d,message", [
    (doc(player(corn=-1), player()), "Ana: corn cannot be negative (−1)."),
    (doc(player(), player(wood="x")), "Ben: wood must be a whole number."),
    (doc(player(temples={"chaac": 7}), player()),
     "Ana: step 7 of Chaac is above its top step (6)."),
    (doc(player(temples={"kukulcan": 7}), player(temples={"kukulcan": 7})),
     "Ben: Kukulcan is on the top step, where Ana already stands (only one player fits "
     "there)."),
    (doc(player(temples={"chaac": -1}), player()), "Ana: Chaac cannot be negative (−1)."),
    (doc(player(monuments=["m01"]), player(monuments=["m01"])),
     "Ben: monument “4 VP per own brown building or brown monument (itself included)” "
     "(brown frame) is already owned by Ana."),
    (doc(player(monuments=["m14"]), player()),
     "Ana: m14 is not a Tzolk'in monument (m01 to m13)."),
    (doc(player(skulls=10), player(skulls=2), skulls_on_chichen_itza=2),
     "Crystal skulls: 12 held and 2 on Chichen Itza make 14; the game has only 13."),
    (doc(player(), player(), skulls_on_chichen_itza=10),
     "Chichen Itza: crystal skulls placed on Chichen Itza can be at most 9 (10)."),
    (doc(player(workers=2), player()), "Ana: workers hired must be at least 3 (2)."),
    (doc(player(workers=7), player()), "Ana: workers hired can be at most 6 (7)."),
    (doc(player(workers=4, workers_on_gears=5), player()),
     "Ana: 5 own workers left on the gears is more than the 4 workers hired."),
    # seed 「記念碑13枚の採点の読み方」: 「繰り返し研究ボーナスの回数は段階に加えません」
    (doc(player(technologies={"theology": 4}), player()),
     "Ana: Theology at level 4 is above its top level 3. Research past level 3 takes the "
     "track's bonus and adds no level: enter 3."),
    (doc(player(technologies={"magic": 1}), player()),
     "Ana: the technologies hold something this game does not know (magic); they are "
     "Agriculture, Resources, Architecture, and Theology."),
    (doc(player(harvest_tiles={"corn": 9}), player()),
     "corn harvest tiles: 9 collected in all, but a game of 2 players has only 8."),
    (doc(player(buildings={"farm": 9}), player()),
     "farms: 9 in all, but the game has only 8."),
    (doc(player(colour="red"), player()),
     "Ana: the entry holds things this game does not know: colour."),
    ({"players": [player()]}, "The end state needs 2 to 4 players."),
    ({"players": [player(), player()]}, "Ana: two players have this name."),
    ({"players": [player(), player("Ben")], "extra": 1},
     "The end state holds entries this game does not know: extra."),
    ("nope", "The end state cannot be read: it needs the players."),
])
def test_validation_errors(d, message):
    """Each refusal names the player and the entry as the end-state form does (never a field
    path such as temples.chaac or workers_on_gears)."""
    with pytest.raises(InvalidMove) as exc:
        validate_end_state(d)
    assert render(exc.value.message, "en") == message


@pytest.mark.parametrize("d,message", [
    (doc(player(temples={"chaac": 7}), player()), "Ana：茶の神殿の段7は最上段（6）より上です。"),
    (doc(player(workers=4, workers_on_gears=5), player()),
     "Ana：歯車上に残った自分の労働者5人が、雇った労働者4人より多くなっています。"),
    (doc(player(harvest_tiles={"corn": 9}), player()),
     "コーン収穫タイル：全員で9枚獲得となっていますが、2人戦には8枚しかありません。"),
])
def test_validation_errors_in_japanese(d, message):
    with pytest.raises(InvalidMove) as exc:
        validate_end_state(d)
    assert render(exc.value.message, "ja") == message


def test_the_documented_example_scores_as_documented():
    """docs/formats/tzolkin.md: the full end-state example gives Ana 68.5 and Ben 95.5."""
    import json
    import re
    from pathlib import Path

    text = (Path(__file__).parents[3] / "docs" / "formats" / "tzolkin.md").read_text()
    block = re.search(r"```json\n(\{\n  \"players\".*?)```", text, re.S).group(1)
    sheet = score_end_state(json.loads(block))
    assert sheet.totals == {0: Fraction(137, 2), 1: Fraction(191, 2)}
    assert sheet.categories == ["track", "m05 all monuments built", "m07 technologies at level 3",
                                "m12 one temple", "goods", "skulls"]
    assert mon(sheet, 1, "m12") == 15
    assert render(sheet.details(1, "m12 one temple")[0], "en") == ("Chaac: 5 steps above the "
                                                                   "start × 3")
    assert sheet.ranking == [[1], [0]] and sheet.tie_breaks == []


def test_three_way_tie_sentence():
    """「終了と後半の手番例」: the tie-break splits B from A and C; A and C still share."""
    sheet = score_end_state(doc(player(vp=30, workers_on_gears=1), player(vp=30, workers_on_gears=3),
                                player(vp=30, workers_on_gears=1), player(vp=40)))
    assert sheet.ranking == [[3], [1], [0, 2]]
    assert [render(t, "en") for t in sheet.tie_breaks] == [
        "Ana, Ben, and Cho tie on 30 points; more own workers on the gears decides, in this "
        "order: Ben (3 workers), then Ana and Cho (1 worker each, sharing the place)."]
    assert [render(t, "ja") for t in sheet.tie_breaks] == [
        "Ana、Ben、Choは30点で同点です。歯車上に残った自分の労働者が多い順に決まります："
        "Ben（3人）、次にAna、Cho（各1人、同順位）。"]


@st.composite
def end_docs(draw):
    n = draw(st.integers(2, 4))
    # the monuments revealed (seed 「盤と共通の準備」: 6/5/4 for 4/3/2 players), shared out
    revealed = {2: 4, 3: 5, 4: 6}[n]
    mons = draw(st.permutations([f"m{i:02d}" for i in range(1, 14)]))[:revealed]
    cuts = sorted(draw(st.lists(st.integers(0, revealed), min_size=n - 1, max_size=n - 1)))
    bounds = [0] + cuts + [revealed]
    players = []
    for i in range(n):
        workers = draw(st.integers(3, 6))
        players.append(player(
            vp=draw(st.integers(-20, 150)), corn=draw(st.integers(0, 40)),
            wood=draw(st.integers(0, 9)), stone=draw(st.integers(0, 9)), gold=draw(st.integers(0, 9)),
            skulls=draw(st.integers(0, 3)), monuments=list(mons[bounds[i]:bounds[i + 1]]),
            temples={"chaac": draw(st.integers(0, 5)), "quetzalcoatl": draw(st.integers(0, 7)),
                     "kukulcan": draw(st.integers(0, 6))},
            technologies={t: draw(st.integers(0, 3)) for t in
                          ("agriculture", "resources", "architecture", "theology")},
            workers=workers, workers_on_gears=draw(st.integers(0, workers))))
    return doc(*players, skulls_on_chichen_itza=draw(st.integers(0, 1)))


@settings(max_examples=60, deadline=None)
@given(end_docs())
def test_any_valid_document_scores_consistently(d):
    """Every valid end state scores: totals are the sum of the cells, in quarters, all ranked."""
    sheet = score_end_state(d)
    n = len(d["players"])
    assert sorted(s for place in sheet.ranking for s in place) == list(range(n))
    for s in range(n):
        assert sheet.totals[s] == sum(sheet.cell(s, c) for c in sheet.categories)
        assert (sheet.totals[s] * 4).denominator == 1
        assert sheet.cell(s, "track") == d["players"][s]["vp"]
