"""Every game at a table, through the app: what the table service stores and replays is what the
engine gives, and the platform's pages show the game in both languages.

For each game: a table made through its new-table form (the game's options as the form offers
them), every seat taken by a phone, a random game recorded move by move through the table
service; after each move the state stored with the record equals the engine's state after the
same moves, as does the log replayed through the engine; the host's undo (its form) gives back
the state before the last move; the host screen, each seat's page, past states (``?at=``), the
setup page and the score sheet answer 200 in English and Japanese; the table exported and
imported replays to the same state; the whole log replayed with the current code gives every
stored state (``companion check-tables``).

The tiny game is also played through its own forms (posted by the phones, a refusal with its
message in Japanese, undo, past states, the score sheet, export and import): test_tiny_game.py.
"""
from __future__ import annotations

import pytest

from companion import tables
from companion.snapshots import as_stored
from tests.driver import join_seat
from tests.conformance import driving
from tests.conformance.kit import NAMES, games, player_count, players, playout
from tests.language_check import LanguageTour

#: Records after which the whole log is replayed through the engine again (besides the last).
REPLAY_EVERY = 10


def pages_answer(client, urls: list[str], tour: LanguageTour) -> None:
    """Each page answers 200 in the tour's language (the page's language cookie), every line
    of it in that language (tests/language_check.py; the players' names allowed)."""
    client.set_cookie("lang", tour.lang)
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, f"{url} in {tour.lang}: {response.status_code}"
        tour.check(response, url)
    client.delete_cookie("lang")


@pytest.mark.parametrize("key", games("plays"))
def test_a_table_stores_and_replays_what_the_engine_gives(key, plugin, app, client):
    count = player_count(plugin)
    code = driving.offered_table(client, plugin, players(plugin, count), seed="1")
    phones = [join_seat(app, code, seat) for seat in range(count)]
    state0 = driving.setup_of(app, code)
    result = playout(plugin, seed=1, count=count, state0=state0)
    assert driving.stored_state(app, code, 0) == as_stored(state0)

    for number, step in enumerate(result.steps, start=1):
        assert driving.record(app, code, step.seat, step.payload) == number
        assert driving.stored_state(app, code, number) == as_stored(step.after), (
            f"record {number}: the stored state is not the engine's")
        if number % REPLAY_EVERY == 0 or number == len(result.steps):
            assert driving.replayed_state(app, code, number) == as_stored(step.after), (
                f"record {number}: the log replayed is not the engine's state")
    last = len(result.steps)
    final = as_stored(result.final)
    assert driving.replayed_state(app, code) == final

    # the host's undo takes the last move back; the same move recorded again ends the game
    driving.undo(client, code)
    before_last = as_stored(result.steps[-1].before)
    assert driving.stored_state(app, code, last + 1) == before_last
    assert driving.replayed_state(app, code, last + 1) == before_last
    assert driving.replayed_state(app, code) == before_last
    step = result.steps[-1]
    assert driving.record(app, code, step.seat, step.payload) == last + 2
    assert driving.replayed_state(app, code) == final
    assert driving.replayed_state(app, code, last + 2) == final

    # the pages: host screen (now, past states, setup, score sheet) and every seat's own
    middle = max(1, last // 2)
    host_pages = [f"/t/{code}", f"/t/{code}?at=0", f"/t/{code}?at={middle}",
                  f"/t/{code}?at={last + 1}", f"/t/{code}/setup", f"/t/{code}/score"]
    for language in ("en", "ja"):
        tour = LanguageTour(language, allow=NAMES)
        pages_answer(client, host_pages, tour)
        for phone in phones:
            pages_answer(phone, [f"/t/{code}/me", f"/t/{code}/me?at={middle}"], tour)
        tour.assert_clean()

    # export and import: the new table replays to the same state
    copied = driving.export_and_import(client, code)
    assert copied != code
    assert driving.replayed_state(app, copied) == final
    assert driving.stored_state(app, copied, last + 2) == final

    # what ``companion check-tables`` replays: every record as stored, the undo's too
    with app.app_context():
        assert tables.check(driving.table_of(code)) is None
