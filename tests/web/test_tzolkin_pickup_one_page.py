"""Issue 37, item 1: the pick-up's choices follow each other on one page (no browser: the
page asked again with the form's values, as tzolkin.js asks for the pick-up part).

Seed 003 「手番は置くか取り上げるか」: each worker acts in turn on what the earlier ones left; seed
「技術の費用と4種類の効き方」: a step from level n costs n + 1 resources.  The choices the player
made (``touched``) are kept and the workers after them act on them; the suggested ones never
spend what a later choice needs; choices the rules refuse are said before sending.  Values
worked out by hand."""
from __future__ import annotations

from urllib.parse import urlencode

from companion.games.tzolkin.rules.play_state import current_seat
from companion.games.tzolkin.rules.turn import apply_move
from tests.driver import page, post_move, state_of, version_of
from tests.games.tzolkin.kit import play_state, put
from tests.web.test_tzolkin_play import place, playing_table
from tests.web.test_tzolkin_pickup_order import render, step_two_defaults, submit_defaults


def ask(app, state, rows: dict[str, str], selection: str, fields: dict[str, str],
        touched: list[str]):
    """The page asked again as tzolkin.js asks for it after a choice: (forms, html)."""
    query = {f"pick_{k}": v for k, v in rows.items()}
    query.update({"pickup-selection": selection, "touched": " ".join(touched)})
    query.update({f"pickup-{k}": v for k, v in fields.items()})
    return render(app, state, urlencode(query))


def test_two_steps_on_one_track_read_from_the_step_before(app):
    """Tikal 3 (one or two steps), 3 wood: step 1 on Agriculture (0 → 1, 1 resource), then
    step 2 offers Agriculture 1 → 2 for 2 resources, with 2 wood suggested; sent, the
    engine accepts it: Agriculture 2, wood 3 − 1 − 2 = 0."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[3, 0, 0, 0])
    s["seats"][0]["technologies"] = {t: 0 for t in s["seats"][0]["technologies"]}
    put(s, 0, "tikal", 3)
    forms, html = ask(app, s, {"tikal_3": "3"}, "tikal.3.3",
                      {"w0_t0": "agriculture", "w0_t0_pay_wood": "1"}, ["w0_t0"])
    step2 = next(f for f in forms["pickup"].plan.fields if f.key == "w0_t1")
    label = dict(step2.options)["agriculture"]
    assert "1 → 2" in label and "2 resources" in label, label
    assert (step2.costs["agriculture"], step2.pays["agriculture"]) == (2, "wood:2,stone:0,gold:0")
    forms, html = ask(app, s, {"tikal_3": "3"}, "tikal.3.3",
                      {"w0_t0": "agriculture", "w0_t0_pay_wood": "1", "w0_t1": "agriculture",
                       "w0_t1_pay_wood": "2"}, ["w0_t0", "w0_t1"])
    assert all(sec.refused is None for sec in forms["pickup"].sections)
    payload = submit_defaults(app, s, html)
    p = apply_move(s, {**payload, "seat": 0})["seats"][0]
    assert (p["technologies"]["agriculture"], p["wood"]) == (2, 0)


def test_the_payment_follows_the_building_chosen_after_it(app):
    """1 wood, 1 stone, 1 gold; Tikal 1 (a step: 1 resource) then Tikal 2 (a building).  The
    suggestion pays the step with the wood and builds b14 (1 stone and 1 gold); once the
    player chooses the farm b02 (1 wood) instead, the suggested payment leaves the wood to
    it and takes the stone.  Sent: 1 gold left, b02 built."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[1, 0, 0, 0], stone=[1, 0, 0, 0],
                   gold=[1, 0, 0, 0])
    s["buildings_row"] = ["b02", "b14", "b18", "b27", "b28", "b29"]
    put(s, 0, "tikal", 1)
    put(s, 0, "tikal", 2)
    rows = {"tikal_1": "1", "tikal_2": "2"}
    forms, html = render(app, s, urlencode({f"pick_{k}": v for k, v in rows.items()}))
    shown = step_two_defaults(html)
    assert shown["pickup-w1_b1"] == "b14" and shown["pickup-w0_t0_pay_wood"] == "1"
    forms, html = ask(app, s, rows, "tikal.1.1 tikal.2.2",
                      {**{k[7:]: v for k, v in shown.items() if k.startswith("pickup-w")},
                       "w1_b1": "b02"}, ["w1_b1"])
    shown = step_two_defaults(html)
    assert shown["pickup-w1_b1"] == "b02"  # the player's choice kept
    assert (shown["pickup-w0_t0_pay_wood"], shown["pickup-w0_t0_pay_stone"],
            shown["pickup-w0_t0_pay_gold"]) == ("0", "1", "0")
    assert 'name="touched" value="w1_b1"' in html
    payload = submit_defaults(app, s, html)
    p = apply_move(s, {**payload, "seat": 0})["seats"][0]
    assert (p["wood"], p["stone"], p["gold"], p["buildings"]) == (0, 0, 1, ["b02"])


def test_a_choice_that_leaves_a_later_worker_unable_is_said_before_sending(app):
    """Palenque 5 then Tikal 4, nothing held, 2 visible corn at Palenque 5: choosing the corn
    harvest leaves nothing to build with; the choice is kept as chosen and Tikal 4 says the
    engine's reason on the page, before anything is sent."""
    s = play_state(4, corn=[5, 0, 0, 0])
    s["seats"][0]["technologies"] = {t: 0 for t in s["seats"][0]["technologies"]}
    s["harvest_tiles"]["5"] = {"corn": 4, "wood": 2}
    s["buildings_row"] = ["b13", "b18", "b27", "b04", "b28", "b29"]
    put(s, 0, "palenque", 5)
    put(s, 0, "tikal", 4)
    rows = {"palenque_5": "5", "tikal_4": "4"}
    forms, html = render(app, s, urlencode({f"pick_{k}": v for k, v in rows.items()}))
    shown = step_two_defaults(html)
    assert (shown["pickup-w0_harvest"], shown["pickup-w1_b1"]) == ("wood", "b04")
    assert "tz-refused" not in html
    forms, html = ask(app, s, rows, "palenque.5.5 tikal.4.4",
                      {"w0_harvest": "corn", "w1_b1": "b04"}, ["w0_harvest"])
    shown = step_two_defaults(html)
    assert shown["pickup-w0_harvest"] == "corn"
    sections = forms["pickup"].sections
    assert sections[0].refused is None and sections[1].refused is not None
    assert "As chosen, this is refused:" in html


def test_a_post_whose_rows_changed_after_its_choices_is_not_sent(app, client):
    """Without script, rows changed but “Next” not pressed: the post names Tikal 1 in its rows
    but was drawn for no worker; it is refused with a message (400), nothing stored."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    second = 1 - first
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"tikal": 1}).status_code == 302
    html = page(phones[second], f"/t/{code}/me")
    assert place(phones[second], code, html, {"tikal": 1}).status_code == 302
    spot = next(w["spot"] for w in state_of(app, code)["gears"]["tikal"] if w["owner"] == first)
    html = page(phones[first], f"/t/{code}/me")
    version = version_of(app, code)
    response = post_move(phones[first], code, "pickup", html,
                         {"selection": f"tikal.{spot}.none"},
                         raw={f"pick_tikal_{spot}": "", "order": f"tikal.{spot}"})
    assert response.status_code == 400
    assert "press “Next: the choices”" in response.get_data(as_text=True)
    assert version_of(app, code) == version


def test_a_page_asked_again_with_odd_values_is_drawn(app):
    """Hand-made values in the page's address (a number that is none, negative or huge, a
    choice not offered, a selection naming no worker of the seat, odd ``touched`` keys) draw
    the page, never a server error; a choice not offered is not kept."""
    s = play_state(4, corn=[0, 0, 0, 0], wood=[3, 0, 0, 0])
    put(s, 0, "tikal", 3)
    rows = {"tikal_3": "3"}
    odd = [({"w0_t0": "zzz", "w0_t0_pay_wood": "abc"}, ["w0_t0", "w0_t0_pay_wood"]),
           ({"w0_t0": "agriculture", "w0_t0_pay_wood": "-5"}, ["w0_t0_pay_wood", "x", "w9"]),
           ({"w0_t0_pay_wood": "99999999999999999999"}, ["w0_t0_pay_wood"]),
           ({"w0_t1": "agriculture"}, ["w0_t1", "w0_t1_pay_gold"])]
    for fields, touched in odd:
        for selection in ("tikal.3.3", "uxmal.1.1", "tikal.3", "x"):
            forms, html = ask(app, s, rows, selection, fields, touched)
            assert 'id="tz-pickup"' in html
            assert 'value="zzz"' not in html
