"""Issue 37's leftovers, item 2: the market's sale fields say what the player holds at that
point of the pick-up (``data-held``: after the workers picked up before, as the page shows
their choices), for static/js/tzolkin.js to stop the sale there; the form itself still takes
any count, as without the script, and the engine refuses selling more than is held.

Hand-worked from seed 003: Ana holds 4 corn and no resource, every technology at 0, with workers
on Yaxchilan 1 (「ヤシュチラン1で木材1個を得て」) and Uxmal 2 (the market: 「木材1個と2コーン」).
Picked up in that order, the market sees 0 + 1 = 1 wood, 0 stone, 0 gold; first the market,
then Yaxchilan: 0 wood."""
from __future__ import annotations

import re

import pytest

from companion.engine import IllegalMove
from companion.games.tzolkin.rules.turn import apply_move
from companion.games.tzolkin.web.forms import WEB
from tests.games.tzolkin.kit import play_state, put
from tests.web.test_tzolkin_pickup_order import render, step_two_defaults

BOTH = "pick_yaxchilan_1=1&pick_uxmal_2=2"


def _ana() -> dict:
    s = play_state(4, corn=[4, 0, 0, 0], wood=[0, 0, 0, 0], stone=[0, 0, 0, 0],
                   gold=[0, 0, 0, 0])
    s["seats"][0]["technologies"] = {t: 0 for t in s["seats"][0]["technologies"]}
    put(s, 0, "yaxchilan", 1)
    put(s, 0, "uxmal", 2)
    return s


def _held(html: str) -> dict[str, str]:
    """{sale field: the count held there} as the page says it."""
    return {key: n for n, key in re.findall(r'data-held="(\d+)" data-key="(w\d_sell_\w+)"', html)}


def _payload(app, state: dict, data: dict) -> dict:
    """The move the posted pick-up form ``data`` sends (the form's own checks pass)."""
    app.config["WTF_CSRF_ENABLED"] = False
    try:
        with app.test_request_context("/t/X/move/pickup", method="POST", data=data):
            form = WEB.bind("pickup", state, 0)
            assert form.validate(), form.errors
            return WEB.to_data("pickup", form)
    finally:
        app.config["WTF_CSRF_ENABLED"] = True


def test_the_sale_says_what_the_workers_before_left(app):
    _forms, html = render(app, _ana(), BOTH)
    assert _held(html) == {"w1_sell_wood": "1", "w1_sell_stone": "0", "w1_sell_gold": "0"}
    assert "At this point of the pick-up you hold 1 wood: no more to sell." in html
    # the market first: nothing gained before it
    _forms, html = render(app, _ana(), "order=uxmal.2+yaxchilan.1&" + BOTH)
    assert _held(html) == {"w0_sell_wood": "0", "w0_sell_stone": "0", "w0_sell_gold": "0"}
    # the field still takes any count (up to 99): without the script, the engine says no
    sale = re.search(r'name="pickup-w0_sell_wood"[^>]*>', html).group(0)
    assert 'data-max="99"' in sale


def test_a_sale_above_what_is_held_is_sent_and_refused_by_the_engine(app):
    state = _ana()
    _forms, html = render(app, state, BOTH)
    data = step_two_defaults(html)
    data["pickup-w1_sell_wood"] = "3"
    payload = _payload(app, state, data)
    assert payload["workers"][1]["choices"] == {"trades": [{"resource": "wood", "n": -3}]}
    with pytest.raises(IllegalMove):
        apply_move(state, {**payload, "seat": 0})
    # one wood sold: 4 + 2 = 6 corn, no wood left
    data["pickup-w1_sell_wood"] = "1"
    after = apply_move(state, {**_payload(app, state, data), "seat": 0})
    assert (after["seats"][0]["corn"], after["seats"][0]["wood"]) == (6, 0)
