"""Tzolk'in: where the points came from (rules/vp_sources.py), worked by hand from seed 003:
the VP track booked by source as the rules move it, and the end-of-game summary that adds the
final scoring (「終了と後半の手番例」) and adds up to each player's total."""
import random
from fractions import Fraction

from companion.engine import ScoreRow, ScoreSheet
from companion.games.tzolkin.rules.calendar import food_day
from companion.games.tzolkin.rules.game import GAME
from companion.games.tzolkin.rules.play_state import current_seat, end_state_document
from companion.games.tzolkin.rules.random_player import random_move
from companion.games.tzolkin.rules.scoring import score_end_state, validate_end_state
from companion.games.tzolkin.rules.vp_sources import summary
from tests.games.tzolkin.kit import check_ledger, pick, play_state, put


def groups(sheet):
    return {row.group: row.points for row in sheet.summary}


def small_end():
    """Two players.  Ana (13 corn, 1 skull) picks her worker up from Chichen Itza 7 and takes
    action 6 (1 corn for the step back): 8 VP, Kukulcan +1, one gold (the seed's own example,
    「神殿とチチェン・イツァ」).  Then the 2nd food day (「4回の食料日と神殿の報酬」): Ana feeds 3
    workers with 6 corn; Ben has no corn: 3 workers unfed, −9 VP.  Temple VP of the current step:
    Ana Kukulcan step 2 = 1, every other step 1 = 0; Age I bonuses: Chaac (6) and Quetzalcoatl
    (2) tied on step 1: 3 and 1 each; Kukulcan (4) to Ana alone."""
    s = play_state(2, corn=[13, 0], skull=[1, 0])
    put(s, 0, "chichen_itza", 7)
    s = pick(s, "chichen_itza", 7, 6, resource="gold")
    food_day(s, 2)
    check_ledger(s)
    s["phase"] = "over"
    s["end_state"] = validate_end_state(end_state_document(s))
    return s


def test_the_track_is_booked_by_source_as_the_rules_move_it():
    s = small_end()
    ana, ben = s["seats"]
    assert ana["vp_from"] == {"temples": 1 + 3 + 1 + 4, "chichen_itza": 8, "buildings": 0,
                              "technology": 0, "wealth": 0, "food_days": 0}
    assert ana["vp"] == 17
    assert ben["vp_from"] == {"temples": 3 + 1, "chichen_itza": 0, "buildings": 0,
                              "technology": 0, "wealth": 0, "food_days": -9}
    assert ben["vp"] == -5


def test_the_summary_adds_the_final_scoring_and_adds_up_to_the_total():
    """「終了と後半の手番例」: Ana keeps 6 corn and 1 gold (4 corn): 10 corn = 2½ VP; no skull,
    no monument.  Ana 17 + 2½ = 19½; Ben −5."""
    sheet = GAME.score(small_end())
    g = groups(sheet)
    assert list(g) == ["temples", "chichen_itza", "food_days", "monuments", "goods", "skulls"]
    assert g["temples"] == {0: 9, 1: 4}
    assert g["chichen_itza"] == {0: 8, 1: 0}
    assert g["food_days"] == {0: 0, 1: -9}
    assert g["goods"] == {0: Fraction(5, 2), 1: 0}
    assert g["monuments"] == {0: 0, 1: 0} and g["skulls"] == {0: 0, 1: 0}
    assert sheet.totals == {0: Fraction(39, 2), 1: -5}
    for seat in (0, 1):
        assert sum(points[seat] for points in g.values()) == sheet.totals[seat]


def test_buildings_and_architecture_are_booked_apart():
    """「建物の絵と食料軽減」 / 「技術の費用と4種類の効き方」: b20 (1 wood, 2 gold) gives 8 VP, a
    building; Architecture 2 adds 2 VP for building it: technology."""
    s = play_state(wood=[1], gold=[2], technologies=[{"architecture": 2}])
    put(s, 0, "tikal", 2)
    s["buildings_row"] = ["b20", "b01"]
    s = pick(s, "tikal", 2, 2, buildings=[{"id": "b20"}])
    assert s["seats"][0]["vp"] == 10
    assert (s["seats"][0]["vp_from"]["buildings"], s["seats"][0]["vp_from"]["technology"]) == (8, 2)


def test_monuments_and_an_end_state_typed_otherwise():
    """The host's end state says Ana's track is 20 where the board booked 17: the 3 unexplained
    go to ``track_other``.  m03 (4 VP per corn harvest tile, 「記念碑13枚の採点の読み方」) with 2
    tiles: 8.  2 skulls left: 6."""
    s = small_end()
    doc = end_state_document(s)
    doc["players"][0].update(vp=20, monuments=["m03"], harvest_tiles={"corn": 2, "wood": 0},
                             skulls=2)
    s["end_state"] = validate_end_state(doc)
    sheet = GAME.score(s)
    g = groups(sheet)
    assert g["track_other"] == {0: 3, 1: 0}
    assert g["monuments"] == {0: 8, 1: 0}
    assert g["skulls"] == {0: 6, 1: 0}
    assert sheet.totals[0] == 20 + 8 + 6 + Fraction(5, 2)
    assert sum(points[0] for points in g.values()) == sheet.totals[0]


def test_a_table_started_before_the_ledger_shows_its_track_whole():
    """A seat without ``vp_from`` (its log replays as stored): the whole track is one group."""
    doc = {"players": [{"name": "Ana", "vp": 30, "corn": 4}, {"name": "Ben", "vp": -2}]}
    sheet = score_end_state(doc)
    rows = {r.group: r.points for r in summary(sheet, [None, None])}
    assert rows["track_other"] == {0: 30, 1: -2}
    assert rows["goods"] == {0: 1, 1: 0}
    assert "temples" not in rows


def test_the_summary_of_a_bare_sheet_groups_monument_rows():
    sheet = ScoreSheet(players=["A"], categories=["track", "m01 brown frames", "m13 skulls on "
                                                  "Chichen Itza", "goods", "skulls"],
                       rows=[ScoreRow(0, "track", Fraction(10)),
                             ScoreRow(0, "m01 brown frames", Fraction(8)),
                             ScoreRow(0, "m13 skulls on Chichen Itza", Fraction(9))])
    rows = {r.group: r.points for r in summary(sheet, [{"temples": 10}])}
    assert rows["temples"] == {0: 10} and rows["monuments"] == {0: 17}


def test_a_log_set_up_before_the_ledger_replays_as_stored():
    """A table set up before the ledger (no ``vp_from`` in its setup's seats) replays its log
    to the same states as before: the ledger never appears, the track moves the same, so no
    new reading of the rules (docs/adding-a-game.md "Rules versions")."""
    players = {"players": [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]}
    new = GAME.setup(players, random.Random(4))
    old = {**new, "seats": [{k: v for k, v in seat.items() if k != "vp_from"}
                            for seat in new["seats"]]}
    states = []
    for s in (new, old):
        for seat in range(2):
            s = GAME.apply(s, GAME.parse_move(seat, {"type": "choose_wealth",
                                                     "tiles": s["wealth_dealt"][str(seat)][:2]}))
        rng = random.Random(9)
        for _ in range(400):
            if GAME.is_over(s):
                break
            seat = current_seat(s)
            s = GAME.apply(s, GAME.parse_move(seat, random_move(s, seat, rng)))
        states.append(s)
    with_ledger, without = states
    assert all("vp_from" not in seat for seat in without["seats"])
    assert [seat["vp"] for seat in without["seats"]] == [seat["vp"] for seat in with_ledger["seats"]]
    check_ledger(with_ledger)
    assert {k: v for k, v in with_ledger.items() if k != "seats"} == {
        k: v for k, v in without.items() if k != "seats"}
