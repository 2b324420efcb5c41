"""Tzolk'in engine as a whole: random complete games from legal_moves for 2, 3 and 4 players with
the conservation checks after every move, replay determinism, legal_moves agreeing with
apply_move, and bad payloads refused cleanly (seed 003, every section; 「目的と時間の仕組み」 for
the game's flow to its end)."""
import json
import random

import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.play_state import (
    current_seat, end_state_document, is_over, own_workers_on_gears, placement_cost,
)
from companion.games.tzolkin.rules.random_player import random_move
from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.rules import random_player as RR
from companion.games.tzolkin.rules.components import GEARS, RESOURCES, TECHNOLOGIES, TEMPLES
from companion.games.tzolkin.rules.scoring import score_end_state
from tests.games.tzolkin.kit import check_invariants, check_ledger, with_wealth

#: Complete random games per player count in the test run (bench/bench_tzolkin_engine.py
#: plays the issue's 500).
PLAYOUT_GAMES = 15


def play_random_game(n, seed, *, on_state=None):
    """A complete random game: (state0, moves, final state)."""
    state0 = with_wealth(n, seed)
    rng = random.Random(seed * 7 + n)
    s, moves = state0, []
    while not is_over(s):
        seat = current_seat(s)
        move = random_move(s, seat, rng)
        before = json.dumps(s, sort_keys=True)
        nxt = apply_move(s, move)
        assert json.dumps(s, sort_keys=True) == before, "apply_move mutated its input"
        s = nxt
        moves.append(move)
        check_invariants(s)
        check_ledger(s)
        if on_state:
            on_state(s)
        assert len(moves) < 3000
    return state0, moves, s


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_play_to_the_end_conserving_everything(n):
    """Random players finish complete games; workers (6 each), skulls (13) and harvest tiles are
    conserved and nothing goes negative after every move; the end-state document scores."""
    for game in range(PLAYOUT_GAMES):
        _, moves, s = play_random_game(n, 1000 + game)
        assert s["food_days_done"] == 4 and s["day"] >= 27
        sheet = score_end_state(end_state_document(s))
        assert len(sheet.ranking[0]) >= 1
        json.dumps(s)  # JSON-compatible


def test_replaying_a_log_twice_gives_identical_states():
    """The same state0 and moves give the same states (the log replays)."""
    state0, moves, final = play_random_game(4, 77)
    for _ in range(2):
        s = state0
        for m in moves:
            s = apply_move(s, json.loads(json.dumps(m)))
        assert s == final


# ------------------------------------------------------------------ legal_moves <-> apply_move

def _generic_choices(s, seat):
    """Plausible choices for any action, used to check that unlisted actions are refused."""
    p = s["seats"][seat]
    pool = [r for r in RESOURCES for _ in range(p[r])]
    out = [{}, {"harvest": "corn"}, {"harvest": "wood"}, {"harvest": "corn", "burn": "chaac"},
           {"temple": "chaac"}, {"trades": []}, {"resource": "wood"},
           {"pay": "wood", "temples": ["chaac", "kukulcan"]},
           {"copy": {"gear": "palenque", "action": 1}}]
    for t in TECHNOLOGIES:
        out.append({"techs": [{"track": t, "pay": pool[:p["technologies"][t] + 1],
                               "temple": "chaac", "gain": ["wood", "wood"]}]})
    for b in s["buildings_row"]:
        out.append({"buildings": [{"id": b, "reward": {"temples": ["chaac"], "techs": [
            {"track": "theology"}]}}]})
        out.append({"building": {"id": b, "reward": {"temples": ["chaac"], "techs": [
            {"track": "theology"}]}}})
    for m in s["monuments"]:
        out.append({"monument": m})
    return out


def check_legal_moves_agree(s, rng):
    seat = current_seat(s)
    moves = move_options(s, seat)
    kinds = {m["type"]: m for m in moves}
    for other in range(len(s["seats"])):
        if other != seat:
            assert move_options(s, other) == []
    if s["pending"]:
        assert list(kinds) == ["calendar"]
        for days in (1, 2):
            apply_move(s, {"type": "calendar", "days": days})
        return
    # begging: listed iff accepted
    for t in TEMPLES:
        try:
            apply_move(s, {"type": "beg", "temple": t})
            ok = True
        except IllegalMove:
            ok = False
        assert ok == ("beg" in kinds and t in kinds["beg"]["temples"])
    # placement: a sequence is accepted iff its cost is covered (or it is the forced one)
    p = s["seats"][seat]
    for _ in range(6):
        k = rng.randint(1, 3)
        gears = [rng.choice(GEARS) for _ in range(k)]
        start = rng.random() < 0.3
        try:
            cost, _ = placement_cost(s, seat, gears, start)
        except IllegalMove:
            cost = None
        entry = kinds.get("place")
        legal = (entry is not None and cost is not None and k + start <= entry["max_workers"]
                 and all(g in entry["gears"] for g in gears) and (not start or entry["start_space"])
                 and (cost <= p["corn"] if not entry["forced"] else
                      (k == 1 and not start and gears[0] in entry["forced"]["gears"])))
        try:
            apply_move(s, {"type": "place", "gears": gears, "start": start})
            accepted = True
        except IllegalMove:
            accepted = False
        assert accepted == legal, (gears, start, entry)
    # pick-up: each listed action has a choice set apply accepts; unlisted ones are refused
    if "pickup" not in kinds:
        assert not own_workers_on_gears(s, seat)
        return
    for w in kinds["pickup"]["workers"]:
        listed = {a["action"]: a for a in w["actions"]}
        top = 9 if w["gear"] == "chichen_itza" else 5
        for action in range(1, top + 1):
            if action in listed:
                for _ in range(40):
                    choices = RR._random_choices(s, seat, w["gear"], action, listed[action]["needs"], rng)
                    try:
                        apply_move(s, {"type": "pickup", "workers": [
                            {"gear": w["gear"], "spot": w["spot"], "action": action, "choices": choices}]})
                        break
                    except (IllegalMove, InvalidMove):
                        continue
                else:
                    pytest.fail(f"no accepted choices for listed {w['gear']} {action}: {listed[action]}")
            else:
                for choices in _generic_choices(s, seat):
                    with pytest.raises((IllegalMove, InvalidMove)):
                        apply_move(s, {"type": "pickup", "workers": [
                            {"gear": w["gear"], "spot": w["spot"], "action": action,
                             "choices": choices}]})


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_legal_moves_agree_with_apply(n):
    """「手番は置くか取り上げるか」: every placement/pick-up/beg legal_moves allows is accepted
    by apply_move and what it does not list is refused (checked on the states of a random game)."""
    rng = random.Random(n)
    counter = {"i": 0}

    def on_state(s):
        counter["i"] += 1
        if not is_over(s) and counter["i"] % 3 == 0:
            check_legal_moves_agree(s, rng)

    play_random_game(n, 4242 + n, on_state=on_state)


def test_bad_payloads_raise_move_errors_only():
    """Bad input gives InvalidMove/IllegalMove with a message, never a raw crash."""
    rng = random.Random(5)
    junk = [None, 3, -1, "x", [], {}, ["wood"], {"id": 5}, [{"track": None}], True, 99]
    state0, moves, _ = play_random_game(3, 9)
    s = state0
    for i, m in enumerate(moves[:120]):
        for _ in range(4):
            bad = json.loads(json.dumps(m))
            target = bad
            if bad.get("workers") and rng.random() < 0.7:
                target = rng.choice(bad["workers"])
                if target.get("choices") and rng.random() < 0.6:
                    target = target["choices"]
            if target:
                key = rng.choice(sorted(target))
                target[key] = rng.choice(junk)
            else:
                target["zz"] = 1
            try:
                apply_move(s, bad)
            except (IllegalMove, InvalidMove) as e:
                assert str(e)
        s = apply_move(s, m)
    for bad in (None, [], "place", {"type": None}, {"type": "pickup", "workers": [{"gear": "x"}]}):
        with pytest.raises((IllegalMove, InvalidMove)):
            apply_move(state0, bad)
