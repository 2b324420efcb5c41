"""Tzolk'in pick-ups entered through the phone forms in any order (issue 13, point 1 and the
table trial's findings on defaults).

Seed 003 「手番は置くか取り上げるか」：「取り上げる順番と人数は自由で」; each worker acts when it is
picked up, on what the earlier ones left.  Step 1 lists the workers in the order they are
picked up (a row can be moved up) and offers each the actions open after the rows above it,
whatever choices those need; step 2's defaults are choices that make the whole pick-up legal,
so that confirming them sends a legal move.  Values are worked out by hand from the seed."""
from __future__ import annotations

import re
from itertools import permutations
from types import SimpleNamespace

from flask import render_template_string

from companion.games.tzolkin.rules.play_state import current_seat, own_workers_on_gears
from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.web.forms import WEB
from tests.games.tzolkin.test_rules_pickup import four_workers, three_workers

THREE = [("palenque", 1, "1"), ("tikal", 1, "1"), ("uxmal", 1, "1")]
FOUR = [("palenque", 3, "3"), ("yaxchilan", 1, "1"), ("tikal", 1, "1"), ("uxmal", 1, "1")]


def _query(order, values) -> str:
    parts = ["order=" + "+".join(f"{g}.{s}" for g, s, _a in order)]
    parts += [f"pick_{g}_{s}={v}" for (g, s), v in values.items()]
    return "&".join(parts)


def render(app, state, query: str):
    """The seat's turn section for ``query``: (forms, html)."""
    with app.test_request_context(f"/t/X/me?{query}"):
        forms = WEB.seat_forms(state, 0, 1)
        html = render_template_string(
            '{% include "games/tzolkin/turn.html" %}', view=state, state=state, forms=forms,
            seat=SimpleNamespace(position=0, name="Ana"), table=SimpleNamespace(code="ABCDEF"),
            web=WEB, by_host=False, over=False, request=SimpleNamespace(args={}))
    return forms, html


def step_two_defaults(html: str) -> dict[str, str]:
    """What the pick-up form sends when the player only presses “Pick up”: every field as the
    page shows it (the option checked, the number typed)."""
    form = re.search(r'<form[^>]*id="tz-pickup".*?</form>', html, re.S).group(0)
    data = {"pickup-seen": "1"}
    for tag in re.findall(r"<input[^>]*>", form):
        attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', tag))
        if attrs.get("type") in ("hidden", "text") and attrs.get("name"):
            data[attrs["name"]] = attrs.get("value", "")
    for tag in re.findall(r'<input type="radio"[^>]*>', form):  # a choice: the one checked
        attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', tag))
        if " checked" in tag:
            data[attrs["name"]] = attrs["value"]
    data.pop("", None)
    return {k: v for k, v in data.items() if k}


def submit_defaults(app, state, html: str) -> dict:
    """Post step 2 as shown; returns the move payload."""
    data = step_two_defaults(html)
    app.config["WTF_CSRF_ENABLED"] = False
    try:
        with app.test_request_context("/t/X/move/pickup", method="POST", data=data):
            form = WEB.bind("pickup", state, 0)
            assert form.validate(), form.errors
            return WEB.to_data("pickup", form)
    finally:
        app.config["WTF_CSRF_ENABLED"] = True


def offered(forms, gear: str, spot: int) -> list[str]:
    row = next(r for r in forms["pickup_select"] if (r.gear, r.spot) == (gear, spot))
    return [v for v, _t in row.options]


def three_feasible(order) -> bool:
    """By hand: Uxmal 1 (3 corn) needs fishing's 3 corn before it."""
    keys = [g for g, _s, _a in order]
    return "uxmal" not in keys or ("palenque" in keys
                                   and keys.index("palenque") < keys.index("uxmal"))


def test_every_order_of_the_three_workers_entered_on_the_phone_form(app):
    """0 corn, 1 wood; Palenque 1, Tikal 1, Uxmal 1 in each of the 6 orders: after choosing the
    rows above (“Next”), a row offers its action iff fishing comes before Uxmal 1; where all
    three act, step 2's defaults give a legal pick-up: corn 0 + 3 − 3 = 0, wood 0,
    Agriculture 1, Chaac 2."""
    s = three_workers()
    for order in permutations(THREE):
        values: dict = {}
        acting: list = []  # the rows above that act (one not offered is picked up idle)
        for i, (gear, spot, action) in enumerate(order):
            forms, _html = render(app, s, _query(order, values))
            rows = forms["pickup_select"]
            assert [(r.gear, r.spot) for r in rows] == [(g, sp) for g, sp, _a in order]
            ok = action in offered(forms, gear, spot)
            assert ok == three_feasible(acting + [order[i]]), (order, i)
            values[(gear, spot)] = action if ok else "none"
            acting += [order[i]] if ok else []
        forms, html = render(app, s, _query(order, values))
        if not three_feasible(order):
            continue
        assert forms["pickup"].problem is None
        payload = submit_defaults(app, s, html)
        assert [(w["gear"], w["action"]) for w in payload["workers"]] == [
            (g, int(a)) for g, _s, a in order]
        p = apply_move(s, {**payload, "seat": 0})["seats"][0]
        assert (p["corn"], p["wood"], p["technologies"]["agriculture"],
                p["temples"]["chaac"]) == (0, 0, 1, 2), order


def test_the_issue_selection_keeps_uxmal_after_tikal_s_choice(app):
    """Issue 13: choosing Palenque 1 and Tikal 1 (a technology, a choice) must keep Uxmal 1 on
    offer, in step 1 and in step 2, and a pick-up naming all three keeps all three."""
    s = three_workers()
    values = {("palenque", 1): "1", ("tikal", 1): "1"}
    forms, _html = render(app, s, _query(THREE, values))
    assert "1" in offered(forms, "uxmal", 1)
    values[("uxmal", 1)] = "1"
    forms, html = render(app, s, _query(THREE, values))
    assert forms["pickup"].selection.data == "palenque.1.1 tikal.1.1 uxmal.1.1"
    assert [bool(sec.fields) for sec in forms["pickup"].sections] == [False, True, True]
    assert all(sec.note is None for sec in forms["pickup"].sections)
    payload = submit_defaults(app, s, html)
    assert [w["gear"] for w in payload["workers"]] == ["palenque", "tikal", "uxmal"]
    assert payload["workers"][2]["choices"] == {"temple": "chaac"}


def test_an_order_that_cannot_work_says_why(app):
    """Uxmal 1 moved above Palenque 1: it is no longer offered, and an asked-for Uxmal 1 is
    not silently dropped: the row says why (3 corn needed, 0 held)."""
    s = three_workers()
    order = [THREE[2], THREE[0], THREE[1]]
    forms, html = render(app, s, _query(order, {("uxmal", 1): "1"}))
    row = forms["pickup_select"][0]
    assert (row.gear, row.value) == ("uxmal", "")
    assert row.dropped is not None and row.dropped.code == "tzolkin.uxmal.one_cost"
    assert "Uxmal 1 costs 3 corn" in html or "3 corn" in html
    assert "Not kept:" in html


def test_moving_a_row_up_changes_the_order(app):
    """The ↑ button of row 3 (Uxmal 1) puts it second; the order travels with the form."""
    s = three_workers()
    forms, html = render(app, s, _query(THREE, {}) + "&up=3")
    assert [r.gear for r in forms["pickup_select"]] == ["palenque", "uxmal", "tikal"]
    assert 'name="order" value="palenque.1 uxmal.1 tikal.1"' in html
    assert 'name="up" value="2"' in html and 'name="up" value="3"' in html


def four_feasible(order) -> bool:
    """By hand (see tests/games/tzolkin/test_rules_pickup.py): the harvest before Uxmal 1 (its
    corn) and Yaxchilan 1 before Tikal 1 (its wood), or the harvest's wood before Tikal 1
    when there is no Uxmal."""
    keys = [g for g, _s, _a in order]

    def before(a, b):
        return a in keys and keys.index(a) < keys.index(b)

    for harvest in ("corn", "wood"):
        tech = "tikal" not in keys or before("yaxchilan", "tikal") or (
            harvest == "wood" and before("palenque", "tikal"))
        temple = "uxmal" not in keys or (harvest == "corn" and before("palenque", "uxmal"))
        if tech and temple:
            return True
    return False


def test_every_order_of_four_workers_with_the_harvest_choice_in_between(app):
    """Palenque 3 (5 corn or 2 wood), Yaxchilan 1, Tikal 1, Uxmal 1, nothing held: in each of
    the 24 orders a row offers its action iff some choices above it allow it; in the 6 orders
    where all act, the defaults harvest corn and pay Tikal with Yaxchilan's wood: corn
    5 (+1 when Agriculture 1 comes first) − 3, wood 0."""
    s = four_workers()
    complete = 0
    for order in permutations(FOUR):
        values: dict = {}
        acting: list = []
        for i, (gear, spot, action) in enumerate(order):
            forms, _html = render(app, s, _query(order, values))
            ok = action in offered(forms, gear, spot)
            assert ok == four_feasible(acting + [order[i]]), (order, i)
            values[(gear, spot)] = action if ok else "none"
            acting += [order[i]] if ok else []
        if not four_feasible(order):
            continue
        complete += 1
        forms, html = render(app, s, _query(order, values))
        payload = submit_defaults(app, s, html)
        harvest = next(w for w in payload["workers"] if w["gear"] == "palenque")
        assert harvest["choices"] == {"harvest": "corn"}
        p = apply_move(s, {**payload, "seat": 0})["seats"][0]
        keys = [g for g, _s, _a in order]
        corn = 5 + (1 if keys.index("tikal") < keys.index("palenque") else 0) - 3
        assert (p["corn"], p["wood"], p["temples"]["chaac"]) == (corn, 0, 2), order
    assert complete == 6


def test_defaults_pay_the_technology_with_what_the_building_does_not_need(app):
    """The table trial: Tikal 1's payment pre-filled wood=1 although the farm built by Tikal 2
    in the same pick-up needs that wood.  1 wood and 1 stone: the step is paid with stone."""
    from tests.games.tzolkin.kit import play_state, put

    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0], stone=[1, 0, 0, 0])
    s["buildings_row"] = ["b02", "b04", "b05", "b06", "b07", "b08"]
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 2)
    forms, html = render(app, s, "pick_tikal_1=1&pick_tikal_2=2")
    data = step_two_defaults(html)
    assert (data["pickup-w0_t0_pay_wood"], data["pickup-w0_t0_pay_stone"]) == ("0", "1")
    assert data["pickup-w1_b1"] == "b02"
    payload = submit_defaults(app, s, html)
    p = apply_move(s, {**payload, "seat": 0})["seats"][0]
    assert (p["wood"], p["stone"], p["buildings"]) == (0, 0, ["b02"])


def test_palenque_defaults_to_the_wood_over_hidden_corn(app):
    """The table trial: Palenque 3 defaulted to the corn harvest while every corn tile lay
    under wood (「まず木材を収穫する必要があります」): the default is the wood harvest (2 wood)."""
    from tests.games.tzolkin.kit import play_state, put

    s = play_state(4, corn=[0, 0, 0, 0])
    put(s, 0, "palenque", 3)
    forms, html = render(app, s, "pick_palenque_3=3")
    assert step_two_defaults(html)["pickup-w0_harvest"] == "wood"
    payload = submit_defaults(app, s, html)
    assert apply_move(s, {**payload, "seat": 0})["seats"][0]["wood"] == 2


def test_a_skull_less_chichen_itza_worker_says_why(app):
    """The table trial: a worker on Chichen Itza with no crystal skull offered only “pick up,
    no action”, with no reason (seed 「神殿とチチェン・イツァ」: a skull is placed to act)."""
    from tests.games.tzolkin.kit import play_state, put

    s = play_state(4, corn=[0, 0, 0, 0], skull=[0, 0, 0, 0])
    put(s, 0, "chichen_itza", 4)
    forms, html = render(app, s, "")
    row = forms["pickup_select"][0]
    assert [v for v, _t in row.options] == ["", "none"]
    assert row.note.code == "tzolkin.chichen.no_skull"
    assert "Chichen Itza 4: " in html


def test_the_suggested_choices_are_legal_through_whole_games(app):
    """Random games (2, 3 and 4 players): at states where the seat to move has workers on the
    gears, a random order and random actions are chosen row by row as step 1 offers them, and
    step 2 is sent exactly as shown.  Whenever step 2 reports no problem, the engine accepts
    the pick-up: the suggested choices (a witness found by rules_pickup.plan) are legal."""
    from tests.games.tzolkin.test_rules_playout import play_random_game

    rng = __import__("random").Random(4)
    tried = accepted = 0

    def on_state(s):
        nonlocal tried, accepted
        if s["phase"] != "playing" or s["pending"] or rng.random() < 0.7:
            return
        seat = current_seat(s)
        workers = own_workers_on_gears(s, seat)
        if len(workers) < 2:
            return
        order = [(g, sp, None) for g, sp in workers]
        rng.shuffle(order)
        values: dict = {}
        for gear, spot, _a in order:
            forms, _html = render_for(app, s, seat, _query(order, values))
            row = next(r for r in forms["pickup_select"] if (r.gear, r.spot) == (gear, spot))
            acting = [v for v, _t in row.options if v not in ("", "none")]
            values[(gear, spot)] = rng.choice(acting) if acting and rng.random() < 0.8 else "none"
        forms, html = render_for(app, s, seat, _query(order, values))
        form = forms.get("pickup")
        if form is None or form.problem is not None:
            return
        tried += 1
        payload = submit_defaults_for(app, s, seat, html)
        apply_move(s, {**payload, "seat": seat})  # raises if the suggestion is illegal
        accepted += 1

    for n, seed in GAMES:
        play_random_game(n, seed, on_state=on_state)
    assert tried == accepted and tried > 30, (tried, accepted)


GAMES = ((2, 3), (3, 8), (4, 6))


def render_for(app, state, seat, query):
    with app.test_request_context(f"/t/X/me?{query}"):
        forms = WEB.seat_forms(state, seat, 1)
        html = render_template_string(
            '{% include "games/tzolkin/turn.html" %}', view=state, state=state, forms=forms,
            seat=SimpleNamespace(position=seat, name="x"), table=SimpleNamespace(code="ABCDEF"),
            web=WEB, by_host=False, over=False, request=SimpleNamespace(args={}))
    return forms, html


def submit_defaults_for(app, state, seat, html):
    data = step_two_defaults(html)
    app.config["WTF_CSRF_ENABLED"] = False
    try:
        with app.test_request_context("/t/X/move/pickup", method="POST", data=data):
            form = WEB.bind("pickup", state, seat)
            assert form.validate(), form.errors
            return WEB.to_data("pickup", form)
    finally:
        app.config["WTF_CSRF_ENABLED"] = True
