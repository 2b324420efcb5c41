"""Phones taking a seat (companion/web/seats.py): the page where a phone picks its seat keeps
itself fresh like the table's other live pages, following the seats that hold a phone."""
from __future__ import annotations

from tests.driver import csrf_of, join_seat, new_table
from tests.web.test_flow import choose
from tests.web.test_live_pages import drawn, etag_of, held, poll_url


def pick_page(phone, code: str, lang: str = "ja") -> str:
    response = phone.get(f"/j/{code}", headers={"Accept-Language": lang})
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    return response.get_data(as_text=True)


def test_the_join_page_polls_the_tables_seats_with_the_pages_poll_key(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    html = pick_page(app.test_client(), code)
    url = poll_url(html)
    assert url.startswith(f"/t/{code}/version?k=") and url == poll_url(client.get(
        f"/t/{code}").get_data(as_text=True))
    assert etag_of(html) == '"0-00"' and 'data-seats="00"' in html
    assert 'data-version="' not in html  # a move changes nothing on it: it follows the seats
    assert f'data-page-url="/j/{code}"' in html
    assert {"alert", "pick"} <= drawn(html)


def test_a_seat_taken_by_another_phone_shows_as_taken_when_the_join_page_updates(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    waiting = app.test_client()
    before = pick_page(waiting, code)
    assert before.count('class="seat-button"') == 2 and "Anaです" in before
    join_seat(app, code, 0)  # another phone takes Ana's seat meanwhile
    answer = waiting.get(poll_url(before), headers={"If-None-Match": etag_of(before)})
    assert answer.status_code == 200 and answer.get_json()["seats"] == "10"
    after = waiting.get(f"/j/{code}", headers={**held(before), "Accept-Language": "ja"})
    text = after.get_data(as_text=True)
    assert after.status_code == 200 and drawn(text) == {"pick"}
    assert "<header" not in text and 'data-seats="10"' in text
    assert 'value="0"' not in text and "Anaです" not in text and "使用中" in text
    assert text.count('class="seat-button"') == 1 and "Benです" in text
    # ...and the seat it still offers can be taken from the page as it now is
    taken = waiting.post(f"/j/{code}", data={"csrf_token": csrf_of(text), "position": "1"})
    assert taken.status_code == 302 and taken.headers["Location"].endswith(f"/t/{code}/me")


def test_a_seat_freed_by_the_host_is_offered_again_on_an_open_join_page(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    join_seat(app, code, 0)
    join_seat(app, code, 1)
    waiting = app.test_client()
    before = pick_page(waiting, code, lang="en")
    assert 'id="seats-all-held"' in before and 'class="seat-button"' not in before
    host = client.get(f"/t/{code}").get_data(as_text=True)
    released = client.post(f"/t/{code}/seats/release", data={
        "csrf_token": csrf_of(host), "position": "1"})
    assert released.status_code == 302
    text = waiting.get(f"/j/{code}", headers={**held(before), "Accept-Language": "en"}) \
        .get_data(as_text=True)
    assert drawn(text) == {"pick"} and 'data-seats="10"' in text
    assert 'id="seats-all-held"' not in text and "I am Ben" in text


def test_a_move_redraws_nothing_on_the_join_page(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    before = pick_page(app.test_client(), code)
    html = client.get(f"/t/{code}/seat/1").get_data(as_text=True)
    assert choose(client, code, html, seen=0, seat=1).status_code == 302
    again = app.test_client().get(f"/j/{code}", headers=held(before)).get_data(as_text=True)
    assert drawn(again) == set() and etag_of(again) == '"1-00"'


def test_a_refused_claim_is_shown_on_a_live_join_page_whose_next_update_clears_it(app, client):
    code = new_table(client, players=("Ana", "Ben"))
    late = app.test_client()
    stale = pick_page(late, code)
    join_seat(app, code, 0)
    refused = late.post(f"/j/{code}", data={"csrf_token": csrf_of(stale), "position": "0"},
                        headers={"Accept-Language": "ja"})
    text = refused.get_data(as_text=True)
    assert refused.status_code == 403 and 'role="alert"' in text
    assert "Anaの席はすでに別のスマホが使用中です" in text
    assert poll_url(text).startswith(f"/t/{code}/version?k=") and 'data-seats="10"' in text
    assert f'data-page-url="/j/{code}"' in text and "Anaです" not in text
    again = late.get(f"/j/{code}", headers={**held(text), "Accept-Language": "ja"}) \
        .get_data(as_text=True)
    assert drawn(again) == {"alert"} and 'role="alert"' not in again


def test_a_phone_refused_another_seats_page_or_move_is_led_back_to_its_own_seat(app, client):
    """A phone opening another seat's page (/t/CODE/seat/N) or sending a move for another seat
    gets a 403 whose page links back to its own seat's page, not only to the list of games
    (table trial of issue 35: the 「許可されていません」 page had no way back to the table)."""
    code = new_table(client)
    ana = join_seat(app, code, 0)
    refused = ana.get(f"/t/{code}/seat/1", headers={"Accept-Language": "ja"})
    assert refused.status_code == 403
    assert f'href="/t/{code}/me"' in refused.get_data(as_text=True)
    html = ana.get(f"/t/{code}/me").get_data(as_text=True)
    moved = ana.post(f"/t/{code}/move/choose_wealth",
                     data={"csrf_token": csrf_of(html), "seen": "0", "seat": "1"})
    assert moved.status_code == 403
    assert f'href="/t/{code}/me"' in moved.get_data(as_text=True)
