"""The turn builder's step generator (turn_steps.py) against ``apply`` on random positions
(kit.py): complete (every turn ``apply`` accepts is built by offered steps, in its own
order) and sound (every sequence of offered steps ends in a turn ``apply`` accepts, with no
dead end on the way; "end" is offered exactly when ``apply`` accepts the turn so far).

Seed 000 paragraphs: 「a. 床ボードのスライド」 (only boards stood on or moved onto; solo any),
「b. 移動」 and 重要な注意事項:移動, 「中継地点」 (T5), 「バックパックを使う」 (machete, map, compass,
elixir), 「寺院での移動」, 「帰還を遂げる」.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.engine import IllegalMove, InvalidMove
from companion.games.mayan_curse.rules import slide_search, turn_steps
from companion.games.mayan_curse.rules.game import GAME

from .kit import (END_ONLY, LINE_ENDS, _blank_spaces, _try, apply_turns, builder_turns,
                        key, random_position)

SEEDS = st.integers(min_value=0, max_value=10 ** 9)
FEW = settings(max_examples=4, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow])


def _empty() -> dict:
    return {"type": "turn", "seat": 0, "backpack": None, "slides": [], "moves": []}


def _accepted(state, move) -> bool:
    return _try(state, move) is None


# ---------------------------------------------------------------- b. 移動 / 中継地点: the lines
@pytest.mark.slow
@FEW
@given(seed=SEEDS, old=st.booleans())
def test_b_moves_the_lines_offered_are_the_lines_apply_accepts(seed, old):
    """「b. 移動」 and 「中継地点」: on a random position (a small set, 2 or 3 symbols), the turns
    of up to three lines and free steps (never two free steps in a row) that the steps build are
    exactly those ``apply`` accepts, the machete's included (「バックパックを使う」 マチェーテ).
    ``old``: a table set up before T5, free steps from a symbol space onto the relay board."""
    rng = random.Random(seed)
    state = random_position(rng, players=rng.choice((1, 2)), old_relay=old)
    bases = [{"backpack": None, "slides": []}]
    if state["adventurers"][0]["backpack"] is None:
        bases.append({"backpack": {"item": "machete"}, "slides": []})
    by_apply = set().union(*(apply_turns(state, b) for b in bases))
    assert builder_turns(state, bases[0]) == by_apply


@pytest.mark.slow
@FEW
@given(seed=SEEDS)
def test_a_slides_after_the_slides_so_far_the_lines_are_still_exact(seed):
    """「a. 床ボードのスライド」 then 「b. 移動」: after a slide the steps offer (chosen at
    random), the turns of up to two lines and free steps match ``apply``'s (a slid board still
    to visit included).  With the backpack unused the machete is taken out first (「バックパック
    を使う」), so that its lines are compared too: a line with the machete declares it, so
    ``apply`` must be asked with it declared (the test above asks both ways)."""
    rng = random.Random(seed)
    state = random_position(rng, players=2)
    opts = turn_steps.options(state, 0, _empty())
    if not opts.slides:
        return
    first = rng.choice(opts.slides)
    unused = state["adventurers"][0]["backpack"] is None
    base = {"backpack": {"item": "machete"} if unused else None, "slides": [first]}
    assert builder_turns(state, base, segments=2) == apply_turns(state, base, segments=2)


# ---------------------------------------------------------------- every step leads somewhere
def _walk(state, rng, steps=12) -> dict:
    """A random walk through the offered steps; returns the turn it ends with."""
    partial = _empty()
    for _ in range(steps):
        opts = turn_steps.options(state, 0, partial)
        assert opts.can_end == _accepted(state, partial), (partial, opts.end_problem)
        offered = turn_steps.steps_offered(opts)
        assert offered or opts.can_end, ("a dead end", partial)
        if not offered or (opts.can_end and rng.random() < 0.2):
            return partial
        partial = turn_steps.add_step(partial, rng.choice(offered))
    while True:   # finish with the steps that end soonest: lines, then anything
        opts = turn_steps.options(state, 0, partial)
        if opts.can_end:
            return partial
        offered = turn_steps.steps_offered(opts)
        assert offered, ("a dead end", partial)
        partial = turn_steps.add_step(partial, offered[0])


@settings(max_examples=5, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, tiny=st.booleans(), players=st.sampled_from([1, 2, 3]))
def test_every_sequence_of_offered_steps_is_accepted(seed, tiny, players):
    """Soundness: random walks through the offered steps (slides, the backpack, lines, free
    steps) never meet a dead end, "end" is offered exactly when ``apply`` accepts the turn so
    far, and the turn they end with is accepted by ``apply``."""
    rng = random.Random(seed)
    state = random_position(rng, players=players, tiny=tiny)
    for _ in range(3):
        turn = _walk(state, rng)
        assert _accepted(state, turn), turn


# ---------------------------------------------------------------- every accepted turn is offered
def _random_turn(state, rng) -> dict | None:
    """A turn ``apply`` accepts, made without the step generator: a backpack item, slides of
    the boards near the adventurer (any board solo), then lines and free steps each picked among
    those ``apply`` does not refuse."""
    adv = state["adventurers"][0]
    turn = _empty()
    if adv["backpack"] is None and rng.random() < 0.4:
        item = rng.choice(["machete", "elixir", "map", "compass"])
        if item in ("map", "compass"):
            if adv["row"] is None:
                return None
            to = {"row": adv["row"] + rng.choice((-1, 0, 0, 1)),
                  "col": adv["col"] + rng.randint(-3, 3)}
            turn["backpack"] = {"item": item, "to": to}
        else:
            turn["backpack"] = {"item": item}
    budget = 4 if (turn["backpack"] or {}).get("item") == "elixir" else 3
    slab_rows = [y for y, r in enumerate(state["rows"]) if r["kind"] == "slab"]
    here = adv["row"] if adv["row"] is not None else len(state["rows"]) - 1
    near = [y for y in slab_rows if abs(y - here) <= 4] or slab_rows
    while budget and rng.random() < 0.6:
        by = rng.choice([b for b in (-3, -2, -1, 1, 2, 3) if abs(b) <= budget])
        if rng.random() < 0.25:
            sl = {"tier": rng.randint(1, 6), "by": by}
        else:
            sl = {"row": rng.choice(slab_rows if state["solo"] else near), "by": by}
        turn["slides"].append(sl)
        budget -= abs(by)
    if _try(state, turn) not in (None, *END_ONLY):
        return None
    hand, symbols = state["hands"][0], state["components"]["symbols"]
    used: set[int] = set()
    for _ in range(5):
        options = []
        for i in [i for i in range(3) if i not in used]:
            for sym in symbols:
                options.append(([i], sym, False))
                options.append(([i], sym, True))
        for a in range(3):
            for b in range(a + 1, 3):
                if a not in used and b not in used:
                    options += [([a, b], sym, False) for sym in symbols]
        nexts = []
        for stones, sym, machete in options:
            for d in ("up", "down", "left", "right"):
                for distance in range(1, 30):
                    seg = {"stones": stones, "symbol": sym, "direction": d,
                           "distance": distance, "machete": machete}
                    got = _try(state, {**turn, "moves": turn["moves"] + [seg]})
                    if got in LINE_ENDS:
                        break
                    if got is None or got in END_ONLY:
                        nexts.append(seg)
        for to in _blank_spaces(state):
            got = _try(state, {**turn, "moves": turn["moves"] + [{"to": to}]})
            if got is None or got in END_ONLY:
                nexts.append({"to": to})
        if not nexts or rng.random() < 0.25:
            break
        seg = rng.choice(nexts)
        turn["moves"].append(seg)
        used |= set(seg.get("stones", []))
    del hand
    return turn if _accepted(state, turn) else None


def _built_in_order(state, turn) -> None:
    """Each step of ``turn`` (its backpack item, its slides in order, its moves) is offered
    after the steps before it, and the whole turn may end."""
    move = GAME.parse_move(0, turn)
    steps = []
    if move["backpack"]:
        bp = move["backpack"]
        steps.append({"kind": "jump", "item": bp["item"], "to": bp["to"]} if "to" in bp
                     else {"kind": "item", "item": bp["item"]})
    steps += [{"kind": "slide", **sl} for sl in move["slides"]]
    steps += [{"kind": "free", "to": m["to"]} if "to" in m else {"kind": "line", **m}
              for m in move["moves"]]
    partial = _empty()
    for step in steps:
        offered = turn_steps.steps_offered(turn_steps.options(state, 0, partial))
        assert step in offered, (step, partial)
        partial = turn_steps.add_step(partial, step)
    assert turn_steps.options(state, 0, partial).can_end
    assert key(partial) == key(move)


@pytest.mark.slow
@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, players=st.sampled_from([1, 2, 2, 3]))
def test_every_turn_apply_accepts_is_built_by_offered_steps(seed, players):
    """Completeness: random turns ``apply`` accepts (slides of several boards, the backpack's
    four items, lines of one stone, two stones as a wild, the machete, free steps), made
    without the step generator, are each built step by step from the steps offered."""
    rng = random.Random(seed)
    state = random_position(rng, players=players, tiny=rng.random() < 0.7)
    made = 0
    for _ in range(12):
        turn = _random_turn(state, rng)
        if turn is not None:
            _built_in_order(state, turn)
            made += 1
        if made == 2:
            break


# ---------------------------------------------------------------- the slides themselves
@FEW
@given(seed=SEEDS)
def test_solo_any_board_slides_within_its_limit(seed):
    """ソロモード スライド: every slab within its limit and every tier, as ``apply`` accepts a
    turn of that slide alone."""
    rng = random.Random(seed)
    state = random_position(rng, players=1)
    offered = turn_steps.options(state, 0, _empty()).slides
    every = [{"row": y, "by": by} for y, r in enumerate(state["rows"]) if r["kind"] == "slab"
             for by in (-3, -2, -1, 1, 2, 3)] + [{"tier": t, "by": by} for t in range(1, 7)
                                                 for by in (-3, -2, -1, 1, 2, 3)]
    assert sorted(map(str, offered)) == sorted(
        str(sl) for sl in every if _accepted(state, {**_empty(), "slides": [sl]}))


@FEW
@given(seed=SEEDS)
def test_a_slides_each_slide_offered_has_a_turn_apply_accepts(seed):
    """「a. 床ボードのスライド」 (two players): each slide offered first is followed by steps to
    a turn ``apply`` accepts (the builder's own walk, checked by ``apply``); each slide of the
    board stood on is offered (standing still justifies it); a slide of a board out of reach
    (no line or step there, whatever slides) is not."""
    rng = random.Random(seed)
    state = random_position(rng, players=2)
    opts = turn_steps.options(state, 0, _empty())
    for sl in rng.sample(opts.slides, min(4, len(opts.slides))):
        partial = turn_steps.add_step(_empty(), {"kind": "slide", **sl})
        assert _accepted(state, _walk_from(state, partial)), sl
    adv = state["adventurers"][0]
    if adv["row"] is not None and state["rows"][adv["row"]]["kind"] == "slab":
        limit = state["components"]["passage"]["max_slide"]
        offset = state["rows"][adv["row"]]["offset"]
        mine = {by for by in (-3, -2, -1, 1, 2, 3) if abs(offset + by) <= limit}
        assert {sl["by"] for sl in opts.slides if sl.get("row") == adv["row"]} == mine
    far = [sl for sl in opts.slides if "row" in sl and adv["row"] is not None
           and abs(sl["row"] - adv["row"]) > 40]
    assert not far


@pytest.mark.parametrize("limit", [3000, pytest.param(slide_search.SEARCH_LIMIT,
                                                        marks=pytest.mark.slow)])
def test_a_slides_every_slide_the_engine_accepts_on_the_slab_stood_on_is_offered(
        limit, monkeypatch):
    """「a. 床ボードのスライド」 「合計3スペースまで、どちらの方向にも」 (issue 38): on the positions
    of the sample set (two players, seat 0 on a slab), the slides of the slab stood on that
    are offered are exactly those ``apply`` accepts as a turn of that slide alone, left and
    right; also when the search of the turn's moves is cut short (a crowded table: before,
    it never got to the slides of 2 and 3 spaces to the right)."""
    monkeypatch.setattr(slide_search, "SEARCH_LIMIT", limit)
    checked = 0
    for seed in range(80):
        state = random_position(random.Random(seed), players=2, tiny=False)
        row = state["adventurers"][0]["row"]
        if row is None or state["rows"][row]["kind"] != "slab":
            continue
        checked += 1
        offered = {sl["by"] for sl in turn_steps.options(state, 0, _empty()).slides
                   if sl.get("row") == row}
        accepted = {by for by in (-3, -2, -1, 1, 2, 3)
                    if _accepted(state, {**_empty(), "slides": [{"row": row, "by": by}]})}
        assert offered == accepted, (seed, sorted(offered), sorted(accepted))
    assert checked >= 20


def test_machete_only_names_the_steps_no_turn_ends_after_without_the_machete():
    """「バックパックを使う」 マチェーテ (issue 38): position 12 of the kit (sample set, the
    backpack unused, stones monkey, monkey, dog), once row 5 is slid 2 left: the dog's line one
    space down is offered (the machete can still end the turn) and named in ``machete_only``,
    and indeed ``apply`` accepts no turn of one to three lines after it without the machete,
    and accepts one with it."""
    state = random_position(random.Random(12), players=2, tiny=False)
    partial = turn_steps.add_step(_empty(), {"kind": "slide", "row": 5, "by": -2})
    opts = turn_steps.options(state, 0, partial)
    down = {"stones": [2], "symbol": "dog", "direction": "down", "distance": 1,
            "machete": False}
    assert down in opts.segments and down in opts.machete_only
    after = turn_steps.add_step(partial, {"kind": "line", **down})
    assert not turn_steps.options(state, 0, after, machete=False).can_end
    without = turn_steps.options(state, 0, after, machete=False)
    assert not without.segments and not without.free and not without.slides
    assert _accepted(state, _walk_from(state, after))


def _walk_from(state, partial) -> dict:
    while True:
        opts = turn_steps.options(state, 0, partial)
        if opts.can_end:
            return partial
        offered = turn_steps.steps_offered(opts)
        assert offered, ("a dead end", partial)
        lines = [s for s in offered if s["kind"] in ("line", "free")]
        partial = turn_steps.add_step(partial, (lines or offered)[0])


def test_a_slides_a_board_reached_only_once_it_is_slid_is_offered():
    """「a. 床ボードのスライド」 (only boards stood on or moved onto; 3 spaces a turn) and
    重要な注意事項:スライド 川 (3 spaces off at most): a slab the adventurer can step onto only
    once the slides bring its floor under him is offered with exactly the distances that do.

    River 1's first slab (row 2) is slid 3 right (columns 3-9, it cannot go further right) and
    the adventurer stands on its last space (column 9), a jaguar boulder beside him (column 8:
    no line along the slab, the slab shows no jaguar); the backpack is used.  The second slab
    (row 3) lies at columns 0-6: to step up he needs it k spaces right and his own slab j spaces
    left with 9 - j <= 6 + k, so j + k = 3 (the whole budget).  Offered: his slab -1, -2, -3
    and the second slab +1, +2, +3; never the second slab to the left, nor any slab further on
    (no slide left once the way up is lined up).  After +1 of the second slab: its +1 or +2
    and his own slab's -1 or -2."""
    from .kit import blank_state, boulder, ready, seg, turn

    s = blank_state(players=2)
    s["rows"][2]["offset"], s["rows"][3]["offset"] = 3, 0
    ready(s, 0, ["dog", "eagle", "eagle"], row=2, col=9)
    s["adventurers"][0]["backpack"] = "map"
    boulder(s, 0, 2, 8, "jaguar", tokens=1)
    slides = turn_steps.options(s, 0, _empty()).slides
    assert slides == [{"row": 2, "by": -3}, {"row": 2, "by": -2}, {"row": 2, "by": -1},
                      {"row": 3, "by": 1}, {"row": 3, "by": 2}, {"row": 3, "by": 3}]
    after = turn_steps.add_step(_empty(), {"kind": "slide", "row": 3, "by": 1})
    assert turn_steps.options(s, 0, after).slides == [
        {"row": 2, "by": -2}, {"row": 2, "by": -1}, {"row": 3, "by": 1}, {"row": 3, "by": 2}]
    wild_up = [seg([1, 2], "monkey", "up", 1)]
    assert _accepted(s, turn(0, wild_up, slides=[{"row": 3, "by": 3}]))
    assert _accepted(s, turn(0, wild_up, slides=[{"row": 2, "by": -1}, {"row": 3, "by": 2}]))
    assert _try(s, turn(0, wild_up, slides=[{"row": 3, "by": 2}])) == "mayan_curse.move.no_floor"
    assert _try(s, turn(0, wild_up, slides=[{"row": 3, "by": -1}])) == "mayan_curse.move.no_floor"


def test_a_slides_the_elixir_gives_the_fourth_and_the_map_comes_before_any_slide():
    """バックパックを使う エリクサー / マップ: after three slides the elixir is still offered
    and opens a fourth; the map and the compass are offered only before the first slide."""
    rng = random.Random(4)
    state = random_position(rng, players=1)
    state["adventurers"][0]["backpack"] = None
    opts = turn_steps.options(state, 0, _empty())
    assert "elixir" in opts.items and opts.slides_left == 3
    row = next(y for y, r in enumerate(state["rows"]) if r["kind"] == "slab")
    state["rows"][row]["offset"] = 0
    partial = _empty()
    for by in (1, -1, 1):
        partial = turn_steps.add_step(partial, {"kind": "slide", "row": row, "by": by})
    opts = turn_steps.options(state, 0, partial)
    assert opts.slides == [] and opts.slides_left == 0 and "elixir" in opts.items
    assert opts.jumps == {}
    partial = turn_steps.add_step(partial, {"kind": "item", "item": "elixir"})
    opts = turn_steps.options(state, 0, partial)
    assert opts.slides_left == 1 and opts.slides and "elixir" not in opts.items
    assert _accepted(state, turn_steps.add_step(partial, {"kind": "slide", **opts.slides[0]}))


def test_a_partial_turn_refused_says_why():
    """A partial turn ``apply`` refuses is refused by the step generator with the engine's
    message (the phone then starts the turn again)."""
    from .kit import blank_state, ready

    s = blank_state(players=2)
    ready(s, 0, ["dog", "eagle", "eagle"], row=2, col=3)
    bad = {**_empty(), "moves": [{"stones": [0], "symbol": "eagle", "direction": "up",
                                  "distance": 1, "machete": False}]}
    with pytest.raises(IllegalMove) as info:
        turn_steps.options(s, 0, GAME.parse_move(0, bad))
    assert info.value.message.code == "mayan_curse.stone.wrong_symbol"
    with pytest.raises(IllegalMove):
        turn_steps.options(s, 1, _empty())         # not seat 1's turn
    with pytest.raises(InvalidMove):
        GAME.parse_move(0, {**bad, "moves": [{"to": {"row": 1, "col": 0, "spot": 1}}]})


def test_a_second_backpack_item_is_no_turn():
    """「バックパックを使う」: one of the four items, once a game.  A turn holding two (only a
    typed address can make one) is refused as unreadable whichever comes first; a line with
    the machete after the machete was taken out is the same item, not a second one."""
    from companion.engine import InvalidMove

    base = _empty()
    for first, second in (({"kind": "item", "item": "elixir"},
                           {"kind": "jump", "item": "map", "to": {"row": 2, "col": 0}}),
                          ({"kind": "jump", "item": "compass", "to": {"row": 2, "col": 1}},
                           {"kind": "item", "item": "elixir"}),
                          ({"kind": "item", "item": "machete"},
                           {"kind": "item", "item": "machete"})):
        with pytest.raises(InvalidMove):
            turn_steps.add_step(turn_steps.add_step(base, first), second)
    out = turn_steps.add_step(turn_steps.add_step(base, {"kind": "item", "item": "machete"}),
                              {"kind": "line", "stones": [0], "symbol": "dog",
                               "direction": "up", "distance": 1, "machete": True})
    assert out["backpack"] == {"item": "machete"} and len(out["moves"]) == 1
