"""Tzolk'in engine: the turn (seed 003 「手番は置くか取り上げるか」, 「食料不足の救済と具体的な初手」,
「スタート枠と暦の回転」 for the start space) and the play state (「盤と共通の準備」,
「個人の準備と少人数の中立コマ」)."""
import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.options import move_options, worker_actions
from companion.games.tzolkin.rules.play_state import (
    R_BEG, R_CALENDAR, R_TURN, WORKER_FEE, current_seat, lowest_free_spot, own_workers_on_gears,
    placement_cost, start_play,
)
from companion.games.tzolkin.rules.random_player import random_move
from companion.games.tzolkin.rules.turn import (
    after_pickups, apply_move, describe_move, forced_placement,
)
from companion.i18n import render
from companion.message import Msg
from tests.games.tzolkin.kit import pick, play_state, put, setup_snapshot, with_wealth


def place(state, *gears, start=False):
    return apply_move(state, {"type": "place", "gears": list(gears), "start": start})


# ------------------------------------------------------------------ the play state

def test_start_play_board_and_bank():
    """「盤と共通の準備」: 6 Age I buildings on offer, monuments 6/5/4 by player count, harvest tiles
    per field = players, 13 skulls less those held; everyone's workers at hand, day 0."""
    for n, mons in ((2, 4), (3, 5), (4, 6)):
        s = with_wealth(n, 3)
        assert len(s["buildings_row"]) == 6
        assert all(b <= "b14" for b in s["buildings_row"])
        assert len(s["monuments"]) == mons
        assert s["harvest_tiles"]["2"] == {"corn": n, "wood": 0}
        assert s["harvest_tiles"]["5"] == {"corn": n, "wood": n}
        held = sum(p["skull"] for p in s["seats"])
        assert s["skulls_in_bank"] == 13 - held
        assert (s["day"], s["corn_on_teeth"], s["food_days_done"], s["round"]) == (0, 0, 0, 1)
        assert s["phase"] == "playing" and s["pending"] is None
        assert current_seat(s) == s["start_player"]


def test_neutral_workers_on_the_gears():
    """「個人の準備と少人数の中立コマ」: 2 players 12 neutral workers, 3 players 6, 4 players none;
    they stand on the gears at the spots setup chose."""
    for n, count in ((2, 12), (3, 6), (4, 0)):
        snap = setup_snapshot(n, 5)
        s = start_play(snap)
        on = [(g, w["spot"]) for g in s["gears"] for w in s["gears"][g] if w["owner"] == "neutral"]
        assert sorted(on) == sorted((w["gear"], w["spot"]) for w in snap["neutral_workers"])
        assert len(on) == count - snap["neutral_shortfall"]


def test_start_play_refuses_a_snapshot_without_seats():
    """A snapshot whose players carry no ``seats`` (no setup.py ever wrote one) is refused."""
    with pytest.raises(InvalidMove):
        start_play({"players": [{"name": "A", "corn": 4}, {"name": "B"}]})


# ------------------------------------------------------------------ place or pick up

def test_seed_opening_example_four_players():
    """「食料不足の救済と具体的な初手」 example: 4 players, 6 corn: Palenque 0 + Yaxchilan 0 cost
    0 + fee 1 = 1 -> 5 corn, 1 worker at hand; after the round both are on 1; picking both up
    gives 3 corn (fishing) and 1 wood -> 8 corn, 1 wood, 3 workers at hand."""
    s = play_state(corn=[6, 6, 6, 6])
    s = place(s, "palenque", "yaxchilan")
    ana = s["seats"][0]
    assert (ana["corn"], ana["workers_hand"]) == (5, 1)
    for _ in range(3):
        s = place(s, "tikal")
    assert s["day"] == 1 and s["round"] == 2 and current_seat(s) == 0
    assert own_workers_on_gears(s, 0) == [("palenque", 1), ("yaxchilan", 1)]
    s = apply_move(s, {"type": "pickup", "workers": [
        {"gear": "palenque", "spot": 1, "action": 1}, {"gear": "yaxchilan", "spot": 1, "action": 1}]})
    ana = s["seats"][0]
    assert (ana["corn"], ana["wood"], ana["workers_hand"]) == (8, 1, 3)


def test_placement_cost_example_0_0_2():
    """「手番は置くか取り上げるか」 example: 3 workers on spots 0, 0 and 2 cost the spot 2 plus the
    fee for 3 workers (3) = 5 corn."""
    s = play_state(corn=[9, 0, 0, 0])
    put(s, 1, "tikal", 0)
    put(s, 1, "tikal", 1)
    s = place(s, "palenque", "yaxchilan", "tikal")
    assert s["seats"][0]["corn"] == 9 - 5
    assert ({"owner": 0, "spot": 2}) in s["gears"]["tikal"]


def test_fee_table_and_lowest_free_spot_same_gear():
    """「手番は置くか取り上げるか」: fee 0/1/3/6/10/15 for 1-6 workers; several workers on one gear
    fill 0, 1, 2, ... (the lowest free spot each time)."""
    assert WORKER_FEE[1:] == (0, 1, 3, 6, 10, 15)
    s = play_state(corn=[30, 0, 0, 0], workers_hand=[6, 3, 3, 3], workers_unhired=[0, 3, 3, 3])
    cost, spots = placement_cost(s, 0, ["uxmal"] * 6)
    assert spots == [("uxmal", i) for i in range(6)] and cost == 15 + 15
    s = place(s, *["uxmal"] * 6)
    assert s["seats"][0]["corn"] == 0 and s["seats"][0]["workers_hand"] == 0


def test_lowest_free_spot_skips_neutral_and_taken():
    """「手番は置くか取り上げるか」 / 「個人の準備と少人数の中立コマ」: neutral workers fill spots too;
    one cannot jump to a higher spot."""
    s = play_state(corn=[5, 0, 0, 0])
    s["gears"]["tikal"].append({"owner": "neutral", "spot": 0})
    s["neutral_workers"] = [{"gear": "tikal", "spot": 0}]
    put(s, 1, "tikal", 1)
    assert lowest_free_spot(s, "tikal") == 2
    s = place(s, "tikal")
    assert s["seats"][0]["corn"] == 3


def test_full_gear_and_unaffordable_placement_refused():
    """「手番は置くか取り上げるか」: a gear with no free spot cannot take a worker; a placement one
    cannot pay for is refused with the cost in the message."""
    s = play_state(corn=[1, 0, 0, 0])
    for spot in range(8):
        s["gears"]["uxmal"].append({"owner": "neutral", "spot": spot})
    with pytest.raises(IllegalMove) as e:
        place(s, "uxmal")
    assert e.value.rule == R_TURN
    assert e.value.message == Msg("tzolkin.place.gear_full", gear=Msg("tzolkin.gear.uxmal"))
    with pytest.raises(IllegalMove) as e:
        place(s, "palenque", "yaxchilan", "tikal")
    # three workers on the 0 spots: fee 3 + spots 0 = 3 corn, and Ana has 1
    assert e.value.message == Msg("tzolkin.place.cost", workers=3, fee=3, spots=0, total=3,
                                  corn=1)
    assert e.value.rule == R_TURN
    assert render(e.value.message, "en") == (
        "Placing 3 workers costs 3 corn for the number of workers plus the spot numbers (0), "
        "3 corn in all: you have 1.")
    assert render(e.value.message, "ja") == (
        "労働者3人を置くには、人数料金3と位置の数字の合計0で、合わせてコーン3が必要です。"
        "手持ちはコーン1です。")


def test_never_both_never_nothing_and_only_own_workers():
    """「手番は置くか取り上げるか」: a turn places or picks up at least one worker; only one's own."""
    s = play_state(corn=[5, 5, 5, 5])
    with pytest.raises(IllegalMove):
        place(s)
    with pytest.raises(IllegalMove):
        apply_move(s, {"type": "pickup", "workers": []})
    put(s, 1, "tikal", 3)
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 3)
    with pytest.raises(IllegalMove):
        place(s, "tikal", "tikal", "tikal", "tikal")  # 3 workers at hand
    with pytest.raises(IllegalMove):
        apply_move(s, {"type": "place", "gears": ["tikal"], "seat": 2})
    with pytest.raises(InvalidMove):
        apply_move(s, {"type": "place", "gears": ["atlantis"]})
    with pytest.raises(InvalidMove):
        apply_move(s, {"type": "dance"})


def test_pickup_keeps_others_and_order_is_free():
    """「手番は置くか取り上げるか」: pick up any number in any order; the rest stay on the gears;
    picking up without doing the action is allowed."""
    s = play_state(corn=[0, 0, 0, 0])
    put(s, 0, "palenque", 1)
    put(s, 0, "yaxchilan", 2)
    s2 = pick(s, "yaxchilan", 2)  # no action
    assert s2["seats"][0]["workers_hand"] == 2 and s2["seats"][0]["stone"] == 0
    assert own_workers_on_gears(s2, 0) == [("palenque", 1)]


def test_pickup_lower_action_costs_corn_and_spot_zero_has_none():
    """「手番は置くか取り上げるか」: a lower action costs 1 corn a step, paid first; 0 has no
    action; 6 and 7 choose any action for free; a higher action is refused."""
    s = play_state(corn=[2, 0, 0, 0])
    put(s, 0, "yaxchilan", 3)
    s2 = pick(s, "yaxchilan", 3, 1)
    assert (s2["seats"][0]["corn"], s2["seats"][0]["wood"]) == (0, 1)
    with pytest.raises(IllegalMove):
        pick(s, "yaxchilan", 3, 4)
    s["seats"][0]["corn"] = 1
    with pytest.raises(IllegalMove):
        pick(s, "yaxchilan", 3, 1)  # 2 steps back, 1 corn
    put(s, 0, "tikal", 0)
    with pytest.raises(IllegalMove):
        pick(s, "tikal", 0, 1)
    put(s, 0, "uxmal", 7)
    s3 = pick(s, "uxmal", 7, 3)
    assert s3["seats"][0]["corn"] == 1 and s3["seats"][0]["workers_unhired"] == 2


# ------------------------------------------------------------------ begging, forced placement

def test_begging():
    """「食料不足の救済と具体的な初手」: with 2 corn or less at the start of the turn, give back the
    corn for 3 and step one temple down; not from the bottom; then the turn goes on."""
    s = play_state(corn=[2, 3, 0, 0])
    s2 = apply_move(s, {"type": "beg", "temple": "kukulcan"})
    a = s2["seats"][0]
    assert a["corn"] == 3 and a["temples"]["kukulcan"] == 0 and current_seat(s2) == 0
    with pytest.raises(IllegalMove):
        apply_move(s2, {"type": "beg", "temple": "chaac"})  # once, at the start
    s3 = place(s2, "tikal")
    assert current_seat(s3) == 1
    with pytest.raises(IllegalMove) as e:
        apply_move(s3, {"type": "beg", "temple": "chaac"})  # Ben has 3 corn
    assert e.value.rule == R_BEG
    s["seats"][0]["temples"] = {"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0}
    with pytest.raises(IllegalMove):
        apply_move(s, {"type": "beg", "temple": "chaac"})
    assert not any(m["type"] == "beg" for m in move_options(s, 0))


def test_forced_single_placement():
    """「食料不足の救済と具体的な初手」: no worker on the gears, no affordable placement and no
    begging: pay all corn and place exactly one worker on the cheapest spot."""
    s = play_state(corn=[1, 0, 0, 0])
    s["seats"][0]["temples"] = {"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0}
    s["start_space"] = 1
    s["seats"][1]["workers_hand"] -= 1
    for g in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza"):
        for spot in range(3 if g == "uxmal" else 4):
            s["gears"][g].append({"owner": "neutral", "spot": spot})
    s["neutral_workers"] = [0] * 19
    forced = forced_placement(s, 0)
    assert forced == {"gears": ["uxmal"], "spot": 3, "pay": 1}
    [entry] = [m for m in move_options(s, 0) if m["type"] == "place"]
    assert entry["forced"] == forced and entry["max_workers"] == 1
    with pytest.raises(IllegalMove):
        place(s, "tikal")  # not the cheapest
    with pytest.raises(IllegalMove):
        place(s, "uxmal", "uxmal")
    s2 = place(s, "uxmal")
    assert s2["seats"][0]["corn"] == 0 and ({"owner": 0, "spot": 3}) in s2["gears"]["uxmal"]
    # with a temple to step down, begging comes first: no forced placement
    s["seats"][0]["temples"]["chaac"] = 1
    assert forced_placement(s, 0) is None


# ------------------------------------------------------------------ the start space

def test_start_space_costs_zero_but_counts_for_fee_and_takes_teeth_corn():
    """「スタート枠と暦の回転」: the start space is free but counts for the fee; its worker's owner
    takes all corn on the teeth right after the turn."""
    s = play_state(corn=[1, 0, 0, 0])
    s["corn_on_teeth"] = 4
    s2 = place(s, "palenque", start=True)
    assert s2["seats"][0]["corn"] == 1 - 1 + 4 and s2["start_space"] == 0 and s2["corn_on_teeth"] == 0
    with pytest.raises(IllegalMove) as e:
        place(s2, "tikal", start=True)
    assert e.value.rule == R_CALENDAR
    only = place(s, start=True)
    assert only["seats"][0]["corn"] == 5


def test_start_player_passes():
    """「スタート枠と暦の回転」: the start space worker returns at the end of the round and its
    owner starts the next round; the start player taking it passes the marker left."""
    s = play_state(corn=[5, 5, 5, 5])
    s = place(s, "tikal")                 # Ana (start player)
    s = place(s, start=True)              # Ben
    s = place(s, "tikal")
    s = place(s, "tikal")
    s = apply_move(s, {"type": "calendar", "days": 1}) if s["pending"] else s
    assert s["start_player"] == 1 and s["start_space"] is None
    assert s["seats"][1]["workers_hand"] == 3 and current_seat(s) == 1
    assert s["turn"]["order"] == [1, 2, 3, 0]
    s = place(s, start=True)              # Ben is start player: marker passes to Cho
    for _ in range(3):
        s = place(s, "uxmal")
    s = apply_move(s, {"type": "calendar", "days": 1}) if s["pending"] else s
    assert s["start_player"] == 2 and current_seat(s) == 2


def test_legal_moves_placement_entry():
    """「手番は置くか取り上げるか」: the placement form lists, per gear, the spots successive
    workers would take (neutral workers skipped), the fee table and the start space."""
    s = play_state(corn=[4, 0, 0, 0])
    s["gears"]["tikal"].append({"owner": "neutral", "spot": 1})
    s["neutral_workers"] = [{"gear": "tikal", "spot": 1}]
    entry = [m for m in move_options(s, 0) if m["type"] == "place"][0]
    assert entry["gears"]["tikal"] == [0, 2, 3] and entry["gears"]["palenque"] == [0, 1, 2]
    assert entry["gears"]["chichen_itza"] == [0, 1, 2]
    assert (entry["max_workers"], entry["corn"], entry["start_space"], entry["forced"]) == (3, 4, True, None)
    assert entry["fees"][:4] == [0, 0, 1, 3]
    assert [m["type"] for m in move_options(s, 0)] == ["place"]
    assert move_options(s, 1) == []


def test_random_move_is_legal_and_describe_move():
    """The random player's moves are accepted; describe_move gives one readable line."""
    import random as _random
    s = play_state(corn=[3, 3, 3, 3])
    rng = _random.Random(2)
    for _ in range(12):
        seat = current_seat(s)
        m = random_move(s, seat, rng)
        line = describe_move(m, s)
        assert line.params["name"] == s["players"][seat]["name"]
        assert render(line, "en").startswith(s["players"][seat]["name"] + " ")
        s = apply_move(s, m)
    seat = current_seat(s)
    spot = lowest_free_spot(s, "tikal")
    line = describe_move({"type": "place", "gears": ["tikal"], "start": True}, s)
    name = s["players"][seat]["name"]
    # two workers: the Tikal spot plus fee 1 (the start space is spot 0 but counts)
    paid = min(spot + 1, s["seats"][seat]["corn"])
    assert render(line, "en") == (f"{name} places workers on Tikal {spot} and the starting "
                                  f"player space and pays {paid} corn.")
    assert render(line, "ja") == f"{name}：ティカル{spot}、スタート枠に置き、コーン{paid}を払う。"


def test_move_of_the_wrong_seat_is_refused():
    """「手番は置くか取り上げるか」: turns go in order; a move naming another seat is refused."""
    s = play_state(corn=[3, 3, 3, 3], start_player=2)
    assert current_seat(s) == 2 and s["turn"]["order"] == [2, 3, 0, 1]
    with pytest.raises(IllegalMove) as e:
        apply_move(s, {"type": "place", "gears": ["tikal"], "seat": 0})
    assert e.value.message == Msg("tzolkin.turn.not_yours", current="Cho", other="Ana")
    assert render(e.value.message, "en") == "It is the turn of Cho, not of Ana."
    assert current_seat(apply_move(s, {"type": "place", "gears": ["tikal"], "seat": 2})) == 3


def test_start_play_from_the_game_objects_wealth_choice():
    """Integration with game.py: after every seat chose its starting wealth (phase "playing"),
    start_play keeps each seat's stock and the bank, and the first turn can be played."""
    import random as _random
    from companion.games.tzolkin.rules.game import GAME
    st = GAME.setup({"players": [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]},
                    _random.Random(4))
    for seat in (0, 1):
        tiles = st["wealth_dealt"][str(seat)][:2]
        st = GAME.apply(st, GAME.parse_move(seat, {"type": "choose_wealth", "tiles": tiles}))
    assert st["phase"] == "playing"
    s = start_play(st)
    for key in ("corn", "wood", "stone", "gold", "skull", "vp", "workers_hand"):
        assert [p[key] for p in s["seats"]] == [p[key] for p in st["seats"]]
    assert s["skulls_in_bank"] == st["skulls_in_bank"]
    assert s["options"]["players"] == st["options"]["players"]
    seat = current_seat(s)
    assert seat == st["start_player"]
    s2 = apply_move(s, {"type": "place", "gears": [], "start": True, "seat": seat})
    assert s2["start_space"] == seat


def test_a_later_worker_of_a_pick_up_acts_on_what_the_earlier_ones_brought():
    """Seed 「手番は置くか取り上げるか」: the workers picked up in one turn act one after the
    other, so the wood Yaxchilan 1 brings pays Tikal 1's first technology step (1 resource):
    after_pickups gives the state the later worker acts on."""
    from tests.games.tzolkin.kit import play_state, put

    s = play_state(2, corn=[5, 5])
    put(s, 0, "yaxchilan", 1)
    put(s, 0, "tikal", 1)
    before = {a["action"] for a in worker_actions(s, 0, "tikal", 1)}
    assert 1 not in before  # no resource to pay the step with yet
    after = after_pickups(s, 0, [{"gear": "yaxchilan", "spot": 1, "action": 1}])
    assert after["seats"][0]["wood"] == 1
    assert 1 in {a["action"] for a in worker_actions(after, 0, "tikal", 1)}
    s2 = apply_move(s, {"type": "pickup", "workers": [
        {"gear": "yaxchilan", "spot": 1, "action": 1},
        {"gear": "tikal", "spot": 1, "action": 1,
         "choices": {"techs": [{"track": "agriculture", "pay": {"wood": 1}}]}}]})
    assert s2["seats"][0]["technologies"]["agriculture"] == 1 and s2["seats"][0]["wood"] == 0
    assert after_pickups(s, 0, [{"gear": "palenque", "spot": 3, "action": 1}]) is None
