"""The tests' tiny game (tests/tiny_game, Nim) played at a table through the app's own pages
and forms: the proof that a game plugged in by docs/adding-a-game.md alone is played like the
four real ones.  Create, join, secret bids and takes posted by the phones, a refusal (422, its
message in Japanese on a Japanese page), undo, past states (``?at=``), the score sheet,
export and import.  (test_web.py and the rest of the suite run it with the same checks as the
real games.)

Seed "1": a pile of 11 counters (rule 1, ``random.Random("nim:1").randint(9, 15)``).
"""
from __future__ import annotations

import pytest

from companion.snapshots import as_stored
from tests.driver import join_seat, page, version_of
from tests.conformance import driving
from tests.conformance.kit import TINY, players


def post(phone, code: str, kind: str, value, by_host: bool = False, seat: int = 0):
    """Send the ``kind`` form ("bid" or "take") of the phone's page (or, ``by_host``, of the
    host screen acting for ``seat``) with ``value``; the answer."""
    page_url = f"/t/{code}/seat/{seat}" if by_host else f"/t/{code}/me"
    html = phone.get(page_url).get_data(as_text=True)
    fields = driving.form_values(html, f"/t/{code}/move/{kind}")
    fields[f"{kind}-value"] = str(value)
    return phone.post(f"/t/{code}/move/{kind}", data=fields)


@pytest.mark.parametrize("key", [TINY])
def test_nim_is_played_through_its_pages(key, plugin, app, client):
    code = driving.offered_table(client, plugin, players(plugin, 2), seed="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    state = driving.setup_of(app, code)
    assert (state["pile"], state["phase"]) == (11, "bid")
    assert "Put 11 counters in one pile." in page(client, f"/t/{code}/setup")

    # secret bids, made at once: Ben's 3 beats Ana's 2, so Ben takes first (rule 2)
    assert post(ana, code, "bid", 2).status_code == 302
    host_then = page(client, f"/t/{code}")
    assert "bid secret" in host_then and "bid 2" not in host_then  # the host sees no bid
    assert post(ben, code, "bid", 3).status_code == 302
    state = driving.replayed_state(app, code)
    assert (state["bids"], state["phase"], state["turn"]) == ([2, 3], "take", 1)

    # a refusal: the host screen, on a Japanese page, sends a take for Ana out of turn and
    # is told whose turn it is (422); Ana's own page offers her no take form
    html = page(client, f"/t/{code}/seat/1")
    fields = driving.form_values(html, f"/t/{code}/move/take")
    ana_page = page(ana, f"/t/{code}/me")
    assert 'id="nim-take"' not in ana_page  # not Ana's turn: no form offered
    fields.update({"seat": "0", "take-value": "1"})
    client.set_cookie("lang", "ja")
    refused = client.post(f"/t/{code}/move/take", data=fields)
    client.delete_cookie("lang")
    assert refused.status_code == 422
    assert "Benがコマを取る番です。" in refused.get_data(as_text=True)
    assert version_of(app, code) == 2  # nothing stored

    # takes in turn through the phones' forms: 1 each until 2 are left (11 - 9)
    takers = [ben, ana]
    for n in range(9):
        assert post(takers[n % 2], code, "take", 1).status_code == 302
    state = driving.replayed_state(app, code)
    assert (state["pile"], state["turn"], state["taken"]) == (2, 0, [4, 5])

    # Ana's phone, on a Japanese page, asks for 3 of the 2 left: refused by rule 3
    ana.set_cookie("lang", "ja")
    refused = post(ana, code, "take", 3)
    assert refused.status_code == 422
    said = "山にはコマが2個しかありません。3個は取れません。"
    assert said in refused.get_data(as_text=True)
    ana.delete_cookie("lang")

    # Ana takes 1, the host takes it back, Ana takes the last 2 and wins (rule 4)
    assert post(ana, code, "take", 1).status_code == 302
    driving.undo(client, code)
    assert driving.replayed_state(app, code)["pile"] == 2
    assert driving.stored_state(app, code, 13) == driving.stored_state(app, code, 11)
    assert post(ana, code, "take", 2).status_code == 302
    final = driving.replayed_state(app, code)
    assert (final["phase"], final["last"], final["taken"]) == ("over", 0, [6, 5])
    assert driving.replayed_state(app, code, 14) == final

    # past states: after record 1 only Ana had bid, secretly; the log names the undo
    past = page(client, f"/t/{code}?at=1")
    assert "bid secret" in past and "bid 2" not in past
    assert "11 counters in the pile" in past
    assert "9 counters in the pile" in page(ana, f"/t/{code}/me?at=4")
    host = page(client, f"/t/{code}")
    assert "Ana takes 1 counter: 1 left." in host and "(undone)" in host

    # the score sheet: Ana took the last counter
    sheet = page(client, f"/t/{code}/score")
    assert "took the last counter" in sheet and "took 5 counters" in sheet
    ben.set_cookie("lang", "ja")
    assert "最後のコマ" in page(ben, f"/t/{code}/me")

    # export and import: the copy replays to the same end
    copied = driving.export_and_import(client, code)
    assert driving.replayed_state(app, copied) == final == as_stored(final)
