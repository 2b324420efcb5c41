"""Tzolk'in turns entered through the web app: placement, begging, the calendar, pick-ups with
and without choices, refusals (422), stale pages (409), seats out of turn and the host screen.

Expected values are worked out from the rules (seed 003 「手番は置くか取り上げるか」：a placement
costs the spot numbers plus 0/1/3/6/10/15 corn for 1..6 workers) and the table's own state."""
from __future__ import annotations

import re

import pytest

from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.rules.play_state import current_seat

from companion.games.tzolkin.rules.turn import apply_move
from tests.driver import csrf_of, join_seat, new_table, page, post_move, state_of, version_of
from tests.web.test_flow import choose


def playing_table(app, client, players=("Ana", "Ben", "Cai", "Dan")):
    """A table whose players have all chosen starting wealth, the start player drawn by the
    app from the seed (as the tests below were worked out); returns (code, phones)."""
    code = new_table(client, players=players, start_player="random")
    phones = []
    for i in range(len(players)):
        phone = join_seat(app, code, i)
        page = phone.get(f"/t/{code}/me").get_data(as_text=True)
        assert choose(phone, code, page, seen=i).status_code == 302
        phones.append(phone)
    assert state_of(app, code)["phase"] == "playing"
    return code, phones


def place(client, code: str, html: str, gears: dict[str, int], start: bool = False,
          seen: int | None = None, seat: int | None = None):
    fields = {f"n_{g}": n for g, n in gears.items()}
    if start:
        fields["start"] = "y"
    return post_move(client, code, "place", html, fields, seen=seen, seat=seat)


def pick_up(client, code: str, url: str, picks: dict[str, str], choices: dict | None = None,
            seat: int | None = None):
    """Step 1 (GET with the workers and actions), then step 2 (POST with ``choices``)."""
    query = "&".join(f"pick_{k}={v}" for k, v in picks.items())
    html = page(client, f"{url}?{query}")
    selection = re.search(r'id="tz-pickup".*?name="pickup-selection"[^>]*value="([^"]*)"', html,
                          re.S)
    assert selection, "no second step on the page"
    fields = {"selection": selection.group(1), **(choices or {})}
    return post_move(client, code, "pickup", html, fields, seat=seat), html


def test_placement_pays_the_spots_plus_the_fee(app, client):
    """Seed 「手番は置くか取り上げるか」, the opening example: with 6 corn, Palenque 0 and
    Yaxchilan 0 (2 workers, fee 1) cost 1 corn: 5 corn are left.  4 players: no neutral
    workers, so every gear's lowest free spot is 0."""
    code, phones = playing_table(app, client)
    state = state_of(app, code)
    cai = current_seat(state)
    assert state["seats"][cai]["corn"] == 6 and state["players"][cai]["name"] == "Cai"
    html = page(phones[cai], f"/t/{code}/me")
    assert 'id="tz-place"' in html and "Your turn" in html
    # the form offers per gear the spots the 1st, 2nd, 3rd worker would take
    assert 'data-spots="0,1,2"' in html and 'data-fees="0,0,1,3,6,10,15"' in html
    response = place(phones[cai], code, html, {"palenque": 1, "yaxchilan": 1})
    assert response.status_code == 302
    state = state_of(app, code)
    assert state["seats"][cai]["corn"] == 5
    assert state["seats"][cai]["workers_hand"] == 1
    assert {"owner": cai, "spot": 0} in state["gears"]["palenque"]
    assert {"owner": cai, "spot": 0} in state["gears"]["yaxchilan"]
    after = page(phones[cai], f"/t/{code}/me")
    assert "Waiting for Dan" in after and 'id="tz-place"' not in after
    assert "Corn <b>5</b>" in after
    # the phone can unfold the whole board (drawn when opened), with no link to act for
    # another seat
    assert 'class="tz-whole-board"' in after and '<div class="gears"' not in after
    board = page(phones[cai], f"/t/{code}/me?open=board")
    assert '<div class="gears"' in board and 'id="tz-act"' not in board


def test_placement_at_two_players_counts_the_neutral_workers(app, client):
    """2 players: neutral workers hold spots, so the lowest free spot comes from the gears."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    seat = current_seat(state)
    corn = state["seats"][seat]["corn"]

    def lowest(gear):
        taken = {w["spot"] for w in state["gears"][gear]}
        return min(s for s in range(8) if s not in taken)

    expected = lowest("palenque") + lowest("uxmal") + 1  # two workers: fee 1
    html = page(phones[seat], f"/t/{code}/me")
    assert place(phones[seat], code, html, {"palenque": 1, "uxmal": 1}).status_code == 302
    assert state_of(app, code)["seats"][seat]["corn"] == corn - expected


def test_a_round_and_a_half_on_four_phones_and_the_host(app, client):
    """4 players (Cai 6 corn starts, then Dan 12, Ana 8, Ben 6): placements, an unaffordable one
    refused with the engine's message (422, nothing stored), a stale page (409), a phone out of
    turn (no forms, 4xx), the host acting for Ben, the start space holder's calendar choice
    (seed 「スタート枠と暦の回転」), then pick-ups with and without choices."""
    code, phones = playing_table(app, client)
    cai, dan, ana, ben = 2, 3, 0, 1
    state = state_of(app, code)
    assert state["turn"]["order"] == [cai, dan, ana, ben]
    assert [state["seats"][s]["corn"] for s in (cai, dan, ana, ben)] == [6, 12, 8, 6]

    # Cai: Palenque 0 + Yaxchilan 0 = 0 + fee 1 -> 5 corn
    html = page(phones[cai], f"/t/{code}/me")
    assert place(phones[cai], code, html, {"palenque": 1, "yaxchilan": 1}).status_code == 302
    # Dan: Palenque 1, 2 and the start space: 3 workers, 1 + 2 + fee 3 = 6 -> 6 corn
    html = page(phones[dan], f"/t/{code}/me")
    assert place(phones[dan], code, html, {"palenque": 2}, start=True).status_code == 302
    state = state_of(app, code)
    assert state["seats"][dan]["corn"] == 6 and state["start_space"] == dan

    # Ana: 3 on Palenque take spots 3, 4, 5 = 12, fee 3: 15 corn, she has 8 -> refused
    v = version_of(app, code)
    html = page(phones[ana], f"/t/{code}/me")
    response = place(phones[ana], code, html, {"palenque": 3})
    assert response.status_code == 422
    body = response.get_data(as_text=True)
    assert ("Placing 3 workers costs 3 corn for the number of workers plus the spot numbers "
            "(12), 15 corn in all: you have 8." in body)
    assert 'id="tz-place"' in body  # the form is shown again to fix
    assert version_of(app, code) == v
    # Ben's phone, out of turn: no forms; a post with Ana's page is refused, nothing stored
    html_ben = page(phones[ben], f"/t/{code}/me")
    assert 'id="tz-place"' not in html_ben and "Waiting for Ana" in html_ben
    response = place(phones[ben], code, html, {"yaxchilan": 1})
    assert 400 <= response.status_code < 500
    assert version_of(app, code) == v
    # Ana: Palenque 3 alone costs 3 -> 5 corn
    assert place(phones[ana], code, html, {"palenque": 1}).status_code == 302
    # a second post from the same (now old) page: the table moved on -> 409, nothing stored
    response = place(phones[ana], code, html, {"yaxchilan": 1})
    assert response.status_code == 409
    assert "The table changed while this page was open" in response.get_data(as_text=True)
    assert version_of(app, code) == v + 1

    # the host screen acts for Ben (no phone needed): Tikal 0 costs 0
    host_page = page(client, f"/t/{code}")
    assert f"/t/{code}/seat/{ben}" in host_page
    html = page(client, f"/t/{code}/seat/{ben}")
    assert 'id="tz-place"' in html
    response = place(client, code, html, {"tikal": 1}, seat=ben)
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/t/{code}/seat/{ben}")
    # back on Ben's page, the host is offered to act for the seat to move next (Dan)
    html = page(client, f"/t/{code}/seat/{ben}")
    assert f'id="tz-act-next" href="/t/{code}/seat/{dan}"' in html
    state = state_of(app, code)
    assert state["seats"][ben]["corn"] == 6 and {"owner": ben, "spot": 0} in state["gears"]["tikal"]

    # end of the round: Dan holds the start space, light side up, nobody on 6: he chooses
    assert state["pending"] == {"type": "calendar", "seat": dan}
    html = page(phones[dan], f"/t/{code}/me")
    assert 'id="tz-calendar"' in html and 'id="tz-place"' not in html
    assert 'id="tz-calendar"' not in page(phones[cai], f"/t/{code}/me")
    assert post_move(phones[dan], code, "calendar", html, {"days": 1}).status_code == 302
    state = state_of(app, code)
    assert state["day"] == 1 and state["pending"] is None
    # every worker one spot further; the start space worker is back; Dan starts round 2
    assert sorted(w["spot"] for w in state["gears"]["palenque"]) == [1, 2, 3, 4]
    assert state["seats"][dan]["workers_hand"] == 1
    assert state["turn"]["order"] == [dan, ana, ben, cai]

    # Dan picks up Palenque 3 and takes action 3 (5 corn or 2 wood): the choice is asked
    wood = state["seats"][dan]["wood"]
    response, step2 = pick_up(phones[dan], code, f"/t/{code}/me", {"palenque_3": "3"},
                              {"w0_harvest": "wood"})
    assert 'name="pickup-w0_harvest"' in step2
    assert response.status_code == 302, response.get_data(as_text=True)[-3000:]
    state = state_of(app, code)
    assert state["seats"][dan]["wood"] == wood + 2  # Resources level 0: 2 wood
    assert state["seats"][dan]["harvest_tiles"]["wood"] == 1
    assert state["harvest_tiles"]["3"]["wood"] == 3

    # Ana picks up Palenque 4 and steps down to action 2 (pay 2 corn): corn harvest, 4 corn;
    # Palenque 2 has only corn: nothing to choose
    corn = state["seats"][ana]["corn"]
    response, step2 = pick_up(phones[ana], code, f"/t/{code}/me", {"palenque_4": "2"})
    assert "Nothing to choose." in step2 and "pay 2 corn" in step2
    assert response.status_code == 302
    state = state_of(app, code)
    assert state["seats"][ana]["corn"] == corn - 2 + 4
    assert state["seats"][ana]["harvest_tiles"]["corn"] == 1

    # the host, for Ben: pick up Tikal 1 with no action
    response, _ = pick_up(client, code, f"/t/{code}/seat/{ben}", {"tikal_1": "none"}, seat=ben)
    assert response.status_code == 302
    state = state_of(app, code)
    assert state["seats"][ben]["workers_hand"] == 3 and not state["gears"]["tikal"]

    # Cai picks up both: Palenque 1 (fishing, 3 corn) and Yaxchilan 1 (1 wood); neither asks
    # anything, so the pick-up is sent as soon as they are chosen (tzolkin.js fills the
    # form's selection with the choices' part of the page)
    corn, wood = state["seats"][cai]["corn"], state["seats"][cai]["wood"]
    html = page(phones[cai], f"/t/{code}/me")
    assert 'id="tz-pickup"' in html
    assert re.search(r'<input type="radio" name="pick_palenque_1" value="1" '
                     r'data-gear="palenque" data-spot="1" data-simple="1"', html)
    response = post_move(phones[cai], code, "pickup", html,
                         {"selection": "palenque.1.1 yaxchilan.1.1"})
    assert response.status_code == 302
    state = state_of(app, code)
    assert state["seats"][cai]["corn"] == corn + 3 and state["seats"][cai]["wood"] == wood + 1
    assert state["day"] == 2  # nobody on the start space: the calendar turned by itself
    assert state["corn_on_teeth"] == 1


def test_begging_before_the_turn(app, client):
    """Seed 「食料不足の救済と具体的な初手」: with 2 corn or less a player may beg at the start
    of the turn: corn up to 3, one temple step down; then the turn goes on."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    first = current_seat(state)
    second = 1 - first
    # the first player spends down to 2 corn or less with three workers
    html = page(phones[first], f"/t/{code}/me")
    corn = state["seats"][first]["corn"]
    gears = {"palenque": 1, "yaxchilan": 1, "tikal": 1}
    response = place(phones[first], code, html, gears)
    assert response.status_code == 302, response.get_data(as_text=True)[-2000:]
    spent = corn - state_of(app, code)["seats"][first]["corn"]
    assert spent >= 3  # fee 3 for 3 workers
    html = page(phones[second], f"/t/{code}/me")
    assert place(phones[second], code, html, {"uxmal": 1}).status_code == 302
    state = state_of(app, code)
    assert current_seat(state) == first and state["seats"][first]["corn"] <= 2
    html = page(phones[first], f"/t/{code}/me")
    assert 'id="tz-beg"' in html
    chaac = state["seats"][first]["temples"]["chaac"]
    assert post_move(phones[first], code, "beg", html, {"temple": "chaac"}).status_code == 302
    state = state_of(app, code)
    assert state["seats"][first]["corn"] == 3
    assert state["seats"][first]["temples"]["chaac"] == chaac - 1
    html = page(phones[first], f"/t/{code}/me")
    assert 'id="tz-beg"' not in html and "Your turn" in html and 'id="tz-pickup"' in html


def test_the_host_board_shows_every_worker_and_the_past(app, client):
    """The host screen during play: the gears with every worker (a player's in their colour,
    neutral ones grey), the calendar, buildings and monuments on offer, each player's board,
    whose turn it is with a link to act; ?at=N shows the board after move N."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    first = current_seat(state)
    name = state["players"][first]["name"]
    host = page(client, f"/t/{code}")
    assert f"{name}&#39;s turn" in host or f"{name}'s turn" in host
    assert f'href="/t/{code}/seat/{first}"' in host and 'id="tz-act"' in host
    neutral = sum(len(ws) for ws in state["gears"].values())
    assert host.count('fill="#9a9a9a"') == neutral  # grey: every neutral worker
    from companion.games.tzolkin.rules.components import load_components
    from markupsafe import escape

    comps = load_components()
    for b in state["buildings_row"]:  # named by what the tile shows (issue 10): no printed id
        assert f"<strong>{escape(comps.buildings[b].text.en)}</strong>" in host
        assert f">{b}<" not in host
    for m in state["monuments"]:
        assert f"<strong>{escape(comps.monuments[m].text.en)}</strong>" in host
    assert 'id="tz-calendar-panel"' in host and "turned 0 days" in host
    assert "End of the game: enter the end state" in host  # no turn entered yet: the fallback
    colour = state["players"][first]["colour"]
    fill = {"blue": "#2c5fc8", "red": "#c8322c"}[colour]
    assert fill not in host.split('id="tz-board"')[1].split("</svg>")[0]
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"palenque": 1}).status_code == 302
    v = version_of(app, code)
    host = page(client, f"/t/{code}")
    board = host.split('id="tz-board"')[1].split("</svg>")[0]
    assert board.count(f'fill="{fill}"') == 1
    assert host.count('fill="#9a9a9a"') == neutral
    # the table as it was before the placement (after the last wealth choice)
    past = page(client, f"/t/{code}?at={v - 1}")
    assert "You are looking at the table as it was after move" in past
    board = past.split('id="tz-board"')[1].split("</svg>")[0]
    assert f'fill="{fill}"' not in board
    assert 'id="tz-act"' not in past


# ---------------------------------------------------------------- the second pick-up step
# The forms turn choices into the engine's payloads (rules/turn.py's docstring): each case puts one
# worker on a spot of a real play state, fills the second step as a player would, and checks
# the payload and what the engine makes of it.

from companion.games.tzolkin.web.forms import WEB  # noqa: E402


def one_worker(app, client, gear: str, spot: int, **stock) -> tuple[dict, int]:
    """A 2-player play state where the seat to move has exactly one worker, on (gear, spot),
    and the given stock."""
    code, _phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    seat = current_seat(state)
    for g in state["gears"]:
        state["gears"][g] = [w for w in state["gears"][g] if w["owner"] == "neutral"
                             and not (g == gear and w["spot"] == spot)]
    state["gears"][gear].append({"owner": seat, "spot": spot})
    state["seats"][seat]["workers_hand"] = 2
    state["seats"][seat].update(stock)
    return state, seat


def second_step(app, state: dict, seat: int, picks: dict[str, str], choices: dict[str, str]):
    """The step-2 form for ``picks`` (field keys), and the payload of it filled with
    ``choices``."""
    app.config["WTF_CSRF_ENABLED"] = False
    query = "&".join(f"pick_{k}={v}" for k, v in picks.items())
    with app.test_request_context(f"/t/X/me?{query}"):
        form = WEB.seat_forms(state, seat, 7)["pickup"]
        keys = [f.key for f in form.plan.fields]
        selection = form.selection.data
    data = {"pickup-seen": "7", "pickup-selection": selection}
    data.update({f"pickup-{k}": v for k, v in choices.items()})
    with app.test_request_context("/t/X/move/pickup", method="POST", data=data):
        form = WEB.bind("pickup", state, seat)
        assert form.validate(), form.errors
        payload = WEB.to_data("pickup", form)
    app.config["WTF_CSRF_ENABLED"] = True
    return keys, payload


def test_step_one_offers_only_what_legal_moves_offers(app, client):
    """Tikal 1 with no resources: no technology step can be paid, so only 'no action'."""
    state, seat = one_worker(app, client, "tikal", 1, wood=0, stone=0, gold=0)
    with app.test_request_context("/t/X/me"):
        rows = WEB.seat_forms(state, seat, 0)["pickup_select"]
    assert [(r.gear, r.spot) for r in rows] == [("tikal", 1)]
    assert [v for v, _t in rows[0].options] == ["", "none"]


def test_tikal_1_a_technology_step_with_its_payment(app, client):
    """Seed 「技術の費用と4種類の効き方」: level 0 -> 1 costs 1 resource of any kind."""
    state, seat = one_worker(app, client, "tikal", 1, wood=2, stone=1, gold=0)
    state["seats"][seat]["technologies"]["agriculture"] = 0
    keys, payload = second_step(app, state, seat, {"tikal_1": "1"},
                                {"w0_t0": "agriculture", "w0_t0_pay_stone": "1"})
    assert "w0_t0" in keys and "w0_t0_pay_wood" in keys
    assert payload == {"type": "pickup", "workers": [{
        "gear": "tikal", "spot": 1, "action": 1,
        "choices": {"techs": [{"track": "agriculture", "pay": {"stone": 1}}]}}]}
    after = apply_move(state, {**payload, "seat": seat})
    assert after["seats"][seat]["technologies"]["agriculture"] == 1
    assert after["seats"][seat]["stone"] == 0 and after["seats"][seat]["wood"] == 2


def test_tikal_2_a_building_with_its_reward_choices(app, client):
    """b08 (1 wood 1 gold): any temple +1 and one more building (here b13, 1 gold:
    Architecture +1).  Seed 「建物の絵と食料軽減」."""
    state, seat = one_worker(app, client, "tikal", 2, wood=1, stone=0, gold=2)
    state["buildings_row"] = ["b08", "b13", "b01", "b02", "b03", "b06"]
    arch = state["seats"][seat]["technologies"]["architecture"]
    keys, payload = second_step(app, state, seat, {"tikal_2": "2"}, {
        "w0_b1": "b08", "w0_rb08_temple0": "kukulcan", "w0_rb08_build": "b13"})
    assert {"w0_b1", "w0_rb08_temple0", "w0_rb08_build"} <= set(keys)
    build = payload["workers"][0]["choices"]["buildings"][0]
    assert build == {"id": "b08", "reward": {"temples": ["kukulcan"], "build": {"id": "b13"}}}
    kukulcan = state["seats"][seat]["temples"]["kukulcan"]
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert set(p["buildings"]) >= {"b08", "b13"} and p["gold"] == 0 and p["wood"] == 0
    assert p["temples"]["kukulcan"] == kukulcan + 1
    assert p["technologies"]["architecture"] == arch + 1


def test_a_building_chosen_elsewhere_ignores_the_other_rewards(app, client):
    """Reward fields of a building that was not chosen are not sent."""
    state, seat = one_worker(app, client, "tikal", 2, wood=1, stone=0, gold=2)
    state["buildings_row"] = ["b08", "b13", "b01", "b02", "b03", "b06"]
    _keys, payload = second_step(app, state, seat, {"tikal_2": "2"}, {
        "w0_b1": "b01", "w0_rb08_temple0": "kukulcan", "w0_rb08_build": "b13"})
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b01"}]}


def test_uxmal_2_market_sells_before_buying(app, client):
    """Seed 「ティカルとウシュマル」: 1 wood = 2 corn, 1 gold = 4 corn; selling 2 wood pays for
    buying 1 gold."""
    state, seat = one_worker(app, client, "uxmal", 2, corn=0, wood=2, gold=0)
    keys, payload = second_step(app, state, seat, {"uxmal_2": "2"},
                                {"w0_buy_gold": "1", "w0_sell_wood": "2"})
    assert payload["workers"][0]["choices"] == {"trades": [
        {"resource": "wood", "n": -2}, {"resource": "gold", "n": 1}]}
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert (p["corn"], p["wood"], p["gold"]) == (0, 0, 1)


def test_uxmal_5_copies_an_action_with_its_own_choice(app, client):
    """Uxmal 5: pay 1 corn, then Palenque 3 taking wood (2 wood)."""
    state, seat = one_worker(app, client, "uxmal", 5, corn=4, wood=0)
    state["seats"][seat]["technologies"]["resources"] = 0
    state["harvest_tiles"]["3"] = {"corn": 2, "wood": 2}
    keys, payload = second_step(app, state, seat, {"uxmal_5": "5:palenque:3"},
                                {"w0_c_harvest": "wood"})
    assert payload["workers"][0] == {"gear": "uxmal", "spot": 5, "action": 5, "choices": {
        "copy": {"gear": "palenque", "action": 3, "choices": {"harvest": "wood"}}}}
    after = apply_move(state, {**payload, "seat": seat})
    assert after["seats"][seat]["corn"] == 3 and after["seats"][seat]["wood"] == 2


def test_palenque_slash_and_burn(app, client):
    """Seed 「パレンケとヤシュチラン」: the corn is under wood: burn the wood tile, step a temple
    down, take the corn (5 corn at action 3, Agriculture 0)."""
    state, seat = one_worker(app, client, "palenque", 3, corn=0)
    state["seats"][seat]["technologies"]["agriculture"] = 0
    state["seats"][seat]["temples"]["chaac"] = 1
    state["harvest_tiles"]["3"] = {"corn": 2, "wood": 2}
    keys, payload = second_step(app, state, seat, {"palenque_3": "3"},
                                {"w0_harvest": "corn", "w0_burn": "chaac"})
    assert payload["workers"][0]["choices"] == {"harvest": "corn", "burn": "chaac"}
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert p["corn"] == 5 and p["temples"]["chaac"] == 0 and after["burned_wood_tiles"] == 1


def test_chichen_itza_resource_and_tikal_5_temples(app, client):
    """Chichen Itza 8 (11 VP, Quetzalcoatl +1, a resource) and Tikal 5 (pay 1: two
    different temples +1), in one pick-up."""
    state, seat = one_worker(app, client, "chichen_itza", 8, skull=1, wood=1, gold=0, vp=0)
    state["gears"]["tikal"] = [w for w in state["gears"]["tikal"] if w["spot"] != 5]
    state["gears"]["tikal"].append({"owner": seat, "spot": 5})
    state["skulls_in_bank"] -= 1
    before = dict(state["seats"][seat]["temples"])
    _keys, payload = second_step(app, state, seat, {"tikal_5": "5", "chichen_itza_8": "8"}, {
        "w0_pay": "wood", "w0_temple1": "chaac", "w0_temple2": "kukulcan",
        "w1_resource": "gold"})
    assert payload["workers"] == [
        {"gear": "tikal", "spot": 5, "action": 5,
         "choices": {"pay": "wood", "temples": ["chaac", "kukulcan"]}},
        {"gear": "chichen_itza", "spot": 8, "action": 8, "choices": {"resource": "gold"}}]
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert p["vp"] == 11 and p["gold"] == 1 and p["wood"] == 0 and p["skull"] == 0
    assert p["temples"]["chaac"] == before["chaac"] + 1
    assert p["temples"]["kukulcan"] == before["kukulcan"] + 1
    assert p["temples"]["quetzalcoatl"] == before["quetzalcoatl"] + 1


def test_tikal_4_two_buildings_or_a_monument(app, client):
    """Tikal 4 (seed 「ティカルとウシュマル」): 1-2 buildings, or one monument instead."""
    state, seat = one_worker(app, client, "tikal", 4, wood=2, stone=0, gold=0)
    state["buildings_row"] = ["b01", "b02", "b03", "b13", "b06", "b07"]
    _keys, payload = second_step(app, state, seat, {"tikal_4": "4"},
                                 {"w0_b1": "b01", "w0_b2": "b02"})
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b01"}, {"id": "b02"}],
                                                "architecture": "b01"}
    after = apply_move(state, {**payload, "seat": seat})
    assert {"b01", "b02"} <= set(after["seats"][seat]["buildings"])
    assert after["seats"][seat]["wood"] == 0

    state, seat = one_worker(app, client, "tikal", 4, wood=3, stone=3, gold=3)
    monument = state["monuments"][0]
    keys, payload = second_step(app, state, seat, {"tikal_4": "4"},
                                {"w0_b1": "b01", "w0_monument": monument})
    assert "w0_monument" in keys
    assert payload["workers"][0]["choices"] == {"monument": monument}
    after = apply_move(state, {**payload, "seat": seat})
    assert after["seats"][seat]["monuments"] == [monument]


def test_tikal_4_the_player_chooses_the_building_for_the_architecture_effects(app, client):
    """Seed 「技術の費用と4種類の効き方」: 「ティカル4で建物2枚なら、これらの建築効果は片方にだけ適用
    します」 (ruling E14).  Architecture 0, 1 gold, 1 wood, no corn: b13 (1 gold, Architecture
    +1) then b01 (1 wood) with the effects on the second building: b01 is built at level 1,
    +1 corn.  The choice is offered once two buildings are chosen (never for one building or
    a monument); without Architecture and no building on offer that raises it, it is not
    asked."""
    state, seat = one_worker(app, client, "tikal", 4, corn=0, wood=1, stone=0, gold=1)
    state["buildings_row"] = ["b13", "b01", "b02", "b03", "b06", "b07"]
    state["seats"][seat]["technologies"]["architecture"] = 0
    keys, payload = second_step(app, state, seat, {"tikal_4": "4"},
                                {"w0_b1": "b13", "w0_b2": "b01", "w0_architecture": "2"})
    assert "w0_architecture" in keys
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b13"}, {"id": "b01"}],
                                                "architecture": "b01"}
    p = apply_move(state, {**payload, "seat": seat})["seats"][seat]
    assert (p["corn"], p["wood"], p["gold"], p["technologies"]["architecture"]) == (1, 0, 0, 1)
    with app.test_request_context("/t/X/me?pick_tikal_4=4"):
        [field] = [f for f in WEB.seat_forms(state, seat, 7)["pickup"].plan.fields
                   if f.key == "w0_architecture"]
    assert [v for v, _t in field.options] == ["1", "2"] and field.default == "1"
    assert {k for k, _v in field.when} == {"w0_b2"}  # shown once a second building is chosen
    _keys, payload = second_step(app, state, seat, {"tikal_4": "4"}, {"w0_b1": "b13"})
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b13"}]}

    state["buildings_row"] = ["b01", "b02", "b03", "b06", "b07", "b09"]
    state["seats"][seat]["wood"] = 2
    keys, payload = second_step(app, state, seat, {"tikal_4": "4"},
                                {"w0_b1": "b01", "w0_b2": "b02"})
    assert "w0_architecture" not in keys
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b01"}, {"id": "b02"}]}


def test_uxmal_4_builds_with_corn_only(app, client):
    """Uxmal 4: 2 corn per resource of the cost; b13 costs 1 gold -> 2 corn."""
    state, seat = one_worker(app, client, "uxmal", 4, corn=5, gold=0)
    state["buildings_row"] = ["b13", "b01", "b02", "b03", "b06", "b07"]
    state["seats"][seat]["technologies"]["architecture"] = 0
    _keys, payload = second_step(app, state, seat, {"uxmal_4": "4"}, {"w0_b1": "b13"})
    assert payload["workers"][0]["choices"] == {"building": {"id": "b13"}}
    after = apply_move(state, {**payload, "seat": seat})
    assert after["seats"][seat]["corn"] == 3 and "b13" in after["seats"][seat]["buildings"]


def test_a_building_that_pays_for_any_action(app, client):
    """b21 (Age II): +2 VP and, for 1 corn, any action of the four gears: here Yaxchilan 1."""
    state, seat = one_worker(app, client, "tikal", 2, corn=3, wood=2, stone=1, gold=1, vp=0)
    state["buildings_row"] = ["b21", "b15", "b16", "b17", "b18", "b19"]
    state["seats"][seat]["technologies"]["architecture"] = 0
    state["seats"][seat]["technologies"]["resources"] = 0
    keys, payload = second_step(app, state, seat, {"tikal_2": "2"},
                                {"w0_b1": "b21", "w0_rb21_action": "yaxchilan.1"})
    assert payload["workers"][0]["choices"] == {"buildings": [{"id": "b21", "reward": {
        "action": {"gear": "yaxchilan", "action": 1, "choices": {}}}}]}
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert (p["corn"], p["wood"], p["vp"]) == (2, 1, 2)


def test_chichen_itza_with_theology_2(app, client):
    """Theology 2 (seed 「技術の費用と4種類の効き方」): after the skull, pay 1 resource for any
    temple +1; optional."""
    state, seat = one_worker(app, client, "chichen_itza", 4, skull=1, wood=1)
    state["seats"][seat]["technologies"]["theology"] = 2
    state["skulls_in_bank"] -= 1
    chaac = state["seats"][seat]["temples"]["chaac"]
    _keys, payload = second_step(app, state, seat, {"chichen_itza_4": "4"},
                                 {"w0_theo_pay": "wood", "w0_theo_temple": "chaac"})
    assert payload["workers"][0]["choices"] == {"theology": {"pay": "wood", "temple": "chaac"}}
    after = apply_move(state, {**payload, "seat": seat})
    assert after["seats"][seat]["temples"]["chaac"] == chaac + 1
    _keys, payload = second_step(app, state, seat, {"chichen_itza_4": "4"}, {})
    assert payload["workers"][0]["choices"] == {}


def test_the_forced_single_placement(app, client):
    """Seed 「食料不足の救済と具体的な初手」: no worker on the gears, no corn for any spot, no
    begging (every temple at the bottom), the start space taken: one worker goes on the
    cheapest spot for all the corn.  Only that placement is offered."""
    from types import SimpleNamespace

    from flask import render_template_string

    code, _phones = playing_table(app, client, players=("Ana", "Ben"))
    state = state_of(app, code)
    seat = current_seat(state)
    other = 1 - seat
    for g in state["gears"]:
        state["gears"][g] = [w for w in state["gears"][g] if w["spot"] > 1]
        state["gears"][g].append({"owner": "neutral", "spot": 0})
    state["gears"]["uxmal"] = [w for w in state["gears"]["uxmal"] if w["spot"] != 1]
    state["start_space"] = other
    state["seats"][seat].update(corn=0, temples={"chaac": 0, "quetzalcoatl": 0, "kukulcan": 0})
    forced = move_options(state, seat)[0]["forced"]
    assert forced["spot"] == 1 and forced["pay"] == 0
    with app.test_request_context("/t/X/me"):
        forms = WEB.seat_forms(state, seat, 5)
        assert set(forms) == {"place"}
        html = render_template_string(
            '{% include "games/tzolkin/turn.html" %}', view=state, state=state, forms=forms,
            seat=SimpleNamespace(position=seat, name="x"), table=SimpleNamespace(code=code),
            web=WEB, by_host=False, over=False)
    assert "paying all your corn (0)" in html
    assert html.count('name="place-gear"') == len(forced["gears"])
    app.config["WTF_CSRF_ENABLED"] = False
    with app.test_request_context("/t/X/move/place", method="POST",
                                  data={"place-seen": "5", "place-gear": forced["gears"][0]}):
        form = WEB.bind("place", state, seat)
        assert form.validate(), form.errors
        payload = WEB.to_data("place", form)
    assert payload == {"type": "place", "gears": [forced["gears"][0]], "start": False}
    after = apply_move(state, {**payload, "seat": seat})
    assert {"owner": seat, "spot": 1} in after["gears"][forced["gears"][0]]


def test_tikal_3_two_steps_the_second_optional(app, client):
    """Tikal 3: 1 or 2 technology steps, each paid (level 0 -> 1: 1 resource; 1 -> 2: 2)."""
    state, seat = one_worker(app, client, "tikal", 3, wood=3, stone=0, gold=0)
    state["seats"][seat]["technologies"].update(agriculture=0, theology=1)
    _keys, payload = second_step(app, state, seat, {"tikal_3": "3"}, {
        "w0_t0": "agriculture", "w0_t0_pay_wood": "1",
        "w0_t1": "theology", "w0_t1_pay_wood": "2"})
    assert payload["workers"][0]["choices"] == {"techs": [
        {"track": "agriculture", "pay": {"wood": 1}}, {"track": "theology", "pay": {"wood": 2}}]}
    after = apply_move(state, {**payload, "seat": seat})
    p = after["seats"][seat]
    assert p["technologies"]["agriculture"] == 1 and p["technologies"]["theology"] == 2
    assert p["wood"] == 0
    _keys, payload = second_step(app, state, seat, {"tikal_3": "3"}, {
        "w0_t0": "agriculture", "w0_t0_pay_wood": "1", "w0_t1": ""})
    assert payload["workers"][0]["choices"] == {"techs": [
        {"track": "agriculture", "pay": {"wood": 1}}]}


def test_pick_up_refused_or_stale_stores_nothing(app, client):
    """A pick-up the engine refuses (no worker there) answers 422 with its message and shows
    the form again; a second step posted after the table moved on answers 409."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    second = 1 - first
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"tikal": 1}).status_code == 302
    html = page(phones[second], f"/t/{code}/me")
    assert place(phones[second], code, html, {"tikal": 1}).status_code == 302
    state = state_of(app, code)
    assert current_seat(state) == first
    spot = next(w["spot"] for w in state["gears"]["tikal"] if w["owner"] == first)
    v = version_of(app, code)
    step2 = page(phones[first], f"/t/{code}/me?pick_tikal_{spot}=none")
    response = post_move(phones[first], code, "pickup", step2,
                         {"selection": f"tikal.{spot + 1}.none"})
    assert response.status_code == 422
    body = response.get_data(as_text=True)
    assert f"You have no worker on Tikal {spot + 1}." in body and 'id="tz-pickup"' in body
    assert version_of(app, code) == v
    # the host takes the last move back: the page the phone holds is now stale
    host = page(client, f"/t/{code}")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(v)}).status_code == 302
    response = post_move(phones[first], code, "pickup", step2,
                         {"selection": f"tikal.{spot}.none"})
    assert response.status_code == 409
    assert version_of(app, code) == v + 1


def _render_turn(app, state, seat, query=""):
    from types import SimpleNamespace

    from flask import render_template_string

    with app.test_request_context(f"/t/X/me?{query}"):
        forms = WEB.seat_forms(state, seat, 1)
        html = render_template_string(
            '{% include "games/tzolkin/turn.html" %}{% include "games/tzolkin/board.html" %}',
            view=state, state=state, forms=forms, seat=SimpleNamespace(position=seat, name="x"),
            table=SimpleNamespace(code="ABCDEF"), web=WEB, by_host=False, over=False,
            show_act=True)
    return forms, html


GAMES_FOR_FORMS = [(2, 21), (3, 11), (4, 5)]


@pytest.mark.long
def test_every_offered_action_gets_a_second_step_through_whole_games(app):
    """Random games to their end (random_move, 2, 3 and 4 players): at every 2nd state,
    each action step 1 offers for each worker of the seat to move builds and renders its
    second step, and the board renders; at the end no form is offered."""
    from tests.games.tzolkin.test_rules_playout import play_random_game

    checked = set()

    def on_state(s):
        on_state.n += 1
        if on_state.n % 2 or s["phase"] != "playing":
            return
        seat = current_seat(s)
        forms, html = _render_turn(app, s, seat)
        assert 'id="tz-board"' in html
        for row in forms.get("pickup_select", []):
            for value, _label in row.options[1:]:
                forms2, html2 = _render_turn(app, s, seat, f"{row.name}={value}")
                assert forms2["pickup"].sections, (row.name, value)
                assert 'id="tz-pickup"' in html2
                checked.add((row.gear, value.split(":")[0]))
    for n, seed in GAMES_FOR_FORMS:
        on_state.n = 0
        _state0, _moves, final = play_random_game(n, seed, on_state=on_state)
        assert final["phase"] == "over"
        forms, html = _render_turn(app, final, 0)
        assert forms == {} and 'id="tz-act"' not in html
        assert 'id="tz-board"' in html and "<h2>The game is over.</h2>" in html
    assert {("palenque", "3"), ("tikal", "4"), ("uxmal", "5")} <= checked


def test_altered_pick_up_posts_are_refused_never_a_crash(app, client):
    """Hand-made or altered second steps get 4xx with a message, never a server error, and
    store nothing."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"uxmal": 1, "tikal": 1}).status_code == 302
    html = page(phones[1 - first], f"/t/{code}/me")
    assert place(phones[1 - first], code, html, {"uxmal": 1}).status_code == 302
    v = version_of(app, code)
    html = page(phones[first], f"/t/{code}/me")
    bad = [
        {"selection": "uxmal.0.5.palenque.9"},
        {"selection": "uxmal.1.5.chichen_itza.3"},
        {"selection": "tikal.99.1"},
        {"selection": "nowhere.1.1"},
        {"selection": "tikal.1.1 tikal.1.1"},
        {"selection": "tikal.1.1", "w0_t0": "<script>"},
        {"selection": "tikal.1.2", "w0_b1": "b99"},
        {"selection": ""},
        {"selection": "uxmal.1.2", "w0_buy_gold": "7"},
    ]
    for fields in bad:
        response = post_move(phones[first], code, "pickup", html, fields)
        assert 400 <= response.status_code < 500, (fields, response.status_code)
    assert version_of(app, code) == v


# ---------------------------------------------------------------- every pick-up, through the forms

def _fill_steps(prefix: str, steps: list, out: dict, free: bool) -> None:
    for k, st in enumerate(steps):
        key = f"{prefix}_t{k}"
        out[key] = st["track"]
        if not free:
            pay = st.get("pay") or {}
            if isinstance(pay, list):
                pay = {r: pay.count(r) for r in set(pay)}
            for r, n in pay.items():
                out[f"{key}_pay_{r}"] = n
        if st.get("temple"):
            out[f"{key}_bonus_temple"] = st["temple"]
        for j, r in enumerate(st.get("gain") or []):
            out[f"{key}_bonus_gain{j}"] = r


def _fill_trades(prefix: str, trades: list, out: dict) -> None:
    for t in trades:
        key = f"{prefix}_{'buy' if t['n'] > 0 else 'sell'}_{t['resource']}"
        out[key] = out.get(key, 0) + abs(t["n"])


def _fill_reward(prefix: str, reward: dict, out: dict) -> None:
    for i, t in enumerate(reward.get("temples") or []):
        out[f"{prefix}_temple{i}"] = t
    _fill_steps(prefix, reward.get("techs") or [], out, free=True)
    bonus = reward.get("tech_bonus") or {}
    if bonus.get("temple"):
        out[f"{prefix}_tb_temple"] = bonus["temple"]
    for j, r in enumerate(bonus.get("gain") or []):
        out[f"{prefix}_tb_gain{j}"] = r
    if reward.get("build"):
        b = reward["build"]
        out[f"{prefix}_build"] = b["id"]
        _fill_reward(f"{prefix}_b{b['id']}", b.get("reward") or {}, out)
    _fill_trades(f"{prefix}_m", reward.get("trades") or [], out)
    if reward.get("action"):
        a = reward["action"]
        out[f"{prefix}_action"] = f"{a['gear']}.{a['action']}"
        _fill_action(f"{prefix}_a{a['gear']}{a['action']}", a["gear"], a["action"],
                     a.get("choices") or {}, out)


def _fill_action(prefix: str, gear: str, action: int, choices: dict, out: dict) -> None:
    """The step-2 field values a player would enter for ``choices`` (the inverse of the plan)."""
    if gear == "palenque":
        for k in ("harvest", "burn"):
            if choices.get(k):
                out[f"{prefix}_{k}"] = choices[k]
    elif gear == "tikal" and action in (1, 3):
        _fill_steps(prefix, choices.get("techs") or [], out, free=False)
    elif gear == "tikal" and action in (2, 4):
        if choices.get("monument"):
            out[f"{prefix}_monument"] = choices["monument"]
        for k, b in enumerate(choices.get("buildings") or []):
            out[f"{prefix}_b{k + 1}"] = b["id"]
            if b.get("discount"):
                out[f"{prefix}_discount"] = b["discount"]
            if k == 1 and (choices.get("architecture") == b["id"] or b.get("discount")):
                out[f"{prefix}_architecture"] = "2"  # the Architecture effects on the second
            _fill_reward(f"{prefix}_r{b['id']}", b.get("reward") or {}, out)
    elif gear == "tikal":
        out[f"{prefix}_pay"] = choices["pay"] if isinstance(choices["pay"], str) else next(
            iter(choices["pay"]))
        out[f"{prefix}_temple1"], out[f"{prefix}_temple2"] = choices["temples"]
    elif gear == "uxmal" and action == 1:
        out[f"{prefix}_temple"] = choices["temple"]
    elif gear == "uxmal" and action == 2:
        _fill_trades(prefix, choices.get("trades") or [], out)
    elif gear == "uxmal" and action == 4:
        b = choices["building"]
        out[f"{prefix}_b1"] = b["id"]
        _fill_reward(f"{prefix}_r{b['id']}", b.get("reward") or {}, out)
    elif gear == "uxmal" and action == 5:
        c = choices["copy"]
        _fill_action(f"{prefix}_c", c["gear"], c["action"], c.get("choices") or {}, out)
    elif gear == "chichen_itza":
        if choices.get("resource"):
            out[f"{prefix}_resource"] = choices["resource"]
        if choices.get("theology"):
            out[f"{prefix}_theo_pay"] = choices["theology"]["pay"]
            out[f"{prefix}_theo_temple"] = choices["theology"]["temple"]


def test_every_random_move_can_be_entered_through_the_forms(app):
    """Each move the random player makes in complete games (its choices drawn from
    legal_moves) is entered as a player would: a pick-up's step 1 offers each worker's action
    and step 2's fields filled with its choices give a move that leaves the table exactly as
    the original; so do placements (workers per gear, the start space, the forced one),
    begging and the calendar choice."""
    from tests.games.tzolkin.test_rules_playout import play_random_game

    app.config["WTF_CSRF_ENABLED"] = False
    entered, others = [], 0
    for n, seed in GAMES_FOR_FORMS:
        state0, moves, _final = play_random_game(n, seed)
        s = state0
        for move in moves:
            seat = current_seat(s)
            if move["type"] == "pickup":
                with app.test_request_context("/t/X/me"):
                    rows = {(r.gear, r.spot): r for r in WEB.seat_forms(s, seat, 1)["pickup_select"]}
                parts, data = [], {"pickup-seen": "1"}
                for i, w in enumerate(move["workers"]):
                    row = rows[(w["gear"], w["spot"])]
                    a = w["action"]
                    if a is None:
                        value, part = "none", f"{w['gear']}.{w['spot']}.none"
                    elif (w["gear"], a) == ("uxmal", 5):
                        c = w["choices"]["copy"]
                        value = f"5:{c['gear']}:{c['action']}"
                        part = f"uxmal.{w['spot']}.5.{c['gear']}.{c['action']}"
                    else:
                        value, part = str(a), f"{w['gear']}.{w['spot']}.{a}"
                    assert value in dict(row.options), (row.name, value)  # step 1 offers it
                    parts.append(part)
                    fields: dict = {}
                    if a is not None:
                        _fill_action(f"w{i}", w["gear"], a, w.get("choices") or {}, fields)
                    data.update({f"pickup-{k}": str(v) for k, v in fields.items()})
                data["pickup-selection"] = " ".join(parts)
                with app.test_request_context("/t/X/move/pickup", method="POST", data=data):
                    form = WEB.bind("pickup", s, seat)
                    assert form.validate(), form.errors
                    payload = WEB.to_data("pickup", form)
                mine = apply_move(s, {**payload, "seat": seat})
                theirs = apply_move(s, move)
                assert mine == theirs, (move, payload)
                entered.append(move)
            elif move["type"] in ("place", "beg", "calendar"):
                data = {f"{move['type']}-seen": "1"}
                legal = {m["type"]: m for m in move_options(s, seat)}
                if move["type"] == "place" and legal["place"]["forced"]:
                    data["place-gear"] = move["gears"][0]
                elif move["type"] == "place":
                    for g in set(move["gears"]):
                        data[f"place-n_{g}"] = str(move["gears"].count(g))
                    if move.get("start"):
                        data["place-start"] = "y"
                elif move["type"] == "beg":
                    data["beg-temple"] = move["temple"]
                else:
                    data["calendar-days"] = str(move["days"])
                with app.test_request_context(f"/t/X/move/{move['type']}", method="POST",
                                              data=data):
                    form = WEB.bind(move["type"], s, seat)
                    assert form.validate(), form.errors
                    payload = WEB.to_data(move["type"], form)
                assert apply_move(s, {**payload, "seat": seat}) == apply_move(s, move)
                others += 1
            s = apply_move(s, move)
    kinds = {(w["gear"], w["action"]) for m in entered for w in m["workers"] if w.get("choices")}
    assert len(entered) > 50 and others > 100
    assert {("palenque", 3), ("tikal", 1), ("tikal", 2), ("uxmal", 2), ("uxmal", 5)} <= kinds


def test_step_one_offers_what_an_earlier_worker_pays_for(app):
    """Seed 「手番は置くか取り上げるか」: workers of one pick-up act in turn.  With no resource,
    Tikal 1 (a technology step costs 1 resource) is offered only once Yaxchilan 1, above it,
    is set to bring its wood; step 2 then asks for the step and how to pay it."""
    from companion.games.tzolkin.web import pickup_forms as play_forms
    from tests.games.tzolkin.kit import play_state, put

    s = play_state(2, corn=[5, 5])
    put(s, 0, "yaxchilan", 1)
    put(s, 0, "tikal", 1)
    with app.test_request_context("/"):
        legal = play_forms.legal_by_type(s, 0)["pickup"]
        rows = play_forms.pick_rows(legal, {}, s, 0)
        tikal = next(r for r in rows if r.gear == "tikal")
        assert "1" not in dict(tikal.options)
        rows = play_forms.pick_rows(legal, {"pick_yaxchilan_1": "1"}, s, 0)
        tikal = next(r for r in rows if r.gear == "tikal")
        assert "1" in dict(tikal.options)
        form = play_forms.pickup_form(s, 0, "yaxchilan.1.1 tikal.1.1", bound=False)
        assert [bool(sec.fields) for sec in form.sections] == [False, True]


def test_a_placement_sent_twice_is_said_to_be_recorded_and_stored_once(app, client):
    """A second tap (the same page sent again) is not stored again and is told so, without
    the form filled in again; a different move from the same old page is out of date."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    v = version_of(app, code)
    html = page(phones[first], f"/t/{code}/me")
    assert place(phones[first], code, html, {"tikal": 1}).status_code == 302
    response = place(phones[first], code, html, {"tikal": 1})
    assert response.status_code == 409
    body = response.get_data(as_text=True)
    assert f"This move is already recorded (move {v + 1})" in body
    assert "The table changed while" not in body
    assert version_of(app, code) == v + 1
    # the host screen sending another move for that seat from a page drawn before it: stale
    host = page(client, f"/t/{code}")
    response = place(client, code, html.replace(csrf_of(html), csrf_of(host)),
                     {"palenque": 1}, seat=first)
    assert response.status_code == 409
    assert "The table changed while" in response.get_data(as_text=True)
    assert version_of(app, code) == v + 1


def test_the_placement_cost_breakdown_is_worded_in_the_page_language(app, client):
    """The placement form's live cost line explains the cost (the spots' numbers plus the
    workers' fee, seed 「手番は置くか取り上げるか」) in words the page gives its script, in
    the page language: no bare "(1 + 1)"."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    phones[first].set_cookie("lang", "ja")
    html = page(phones[first], f"/t/{code}/me")
    assert 'data-breakdown="（位置%(spots)s＋人数料金%(fee)s）"' in html
    phones[first].set_cookie("lang", "en")
    html = page(phones[first], f"/t/{code}/me")
    assert re.search(r"data-breakdown=\" \(spots %\(spots\)s \+ workers(&#39;|&#x27;|') fee %\(fee\)s\)\"", html)


@pytest.mark.parametrize("lang, said", [
    ("en", "No worker is picked up yet: for each worker to pick up, choose its action"),
    ("ja", "まだ労働者を取り上げていません。"),
])
def test_next_with_every_worker_left_on_its_gear_says_so_at_the_form(app, client, lang, said):
    """Step 1 of a pick-up sent with each worker left on its gear (「歯車に残す」): the page
    comes back at the pick-up (#tz-picking) with a line saying nothing was picked up; a
    first visit, a worker moved up the order, or a worker chosen say nothing of it."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    second = 1 - first
    phone = phones[first]
    phone.set_cookie("lang", lang, domain="localhost")
    html = page(phone, f"/t/{code}/me")
    assert place(phone, code, html, {"tikal": 1}).status_code == 302
    html = page(phones[second], f"/t/{code}/me")
    assert place(phones[second], code, html, {"tikal": 1}).status_code == 302
    spot = next(w["spot"] for w in state_of(app, code)["gears"]["tikal"] if w["owner"] == first)
    fresh = page(phone, f"/t/{code}/me")
    assert f'action="/t/{code}/me#tz-picking"' in fresh and 'id="tz-pick-none"' not in fresh
    assert '<section id="tz-picking">' in fresh
    empty = page(phone, f"/t/{code}/me?order=tikal.{spot}&pick_tikal_{spot}=")
    # (the choices of a worker picked up are drawn under its row: class "tz-section")
    assert 'id="tz-pick-none"' in empty and said in empty and 'class="tz-section"' not in empty
    chosen = page(phone, f"/t/{code}/me?order=tikal.{spot}&pick_tikal_{spot}=none")
    assert 'id="tz-pick-none"' not in chosen and 'class="tz-section"' in chosen
