"""Issue 36, item 10: a rules fix that reads a stored log differently never breaks a table in
progress.  The tests' Nim is played under its first reading (on equal bids the first seat
plays first: Ana bids 2, Ben bids 2, Ana takes 1), then the server is upgraded to a second
reading (on equal bids the second seat plays first) that declares, as a game does in
``older_rules``, that tables started under the first reading keep it.  The table still opens
on the host screen and the phones, as it was stored, and goes on: Ben takes.

Before d85a40b nothing recorded which rules a table was played under and a game could declare
nothing: the upgraded rules read the whole log their own way wherever it is replayed (an
import of the table's export, a log stored without its states or lines), Ana's take became out
of turn and the table refused its own log.  (tests/test_rules_versions.py tests the mechanism
itself, which does not exist on such a tree: there this test upgrades to the same second
reading, undeclared.)"""
from __future__ import annotations

import dataclasses

import pytest

from companion import registry, tables
from companion.records import import_table
from tests.conformance import driving
from tests.conformance.kit import TINY, players, tiny_registered
from tests.conformance.test_tiny_game import post
from tests.driver import join_seat
from tests.tiny_game.rules.game import Nim

try:
    from companion.engine import KEEP
    from tests.tiny_game.rules.second_reading import NimSecondReading
except ImportError:  # a platform without rules versions: the new reading declares nothing
    class NimSecondReading(Nim):
        def __init__(self, older=None):
            pass

        def apply(self, state, move):
            new = super().apply(state, move)
            if (state["phase"] == "bid" and new["phase"] == "take"
                    and new["bids"][0] == new["bids"][1]):
                new["turn"] = 1
            return new

    KEEP = None


@pytest.fixture
def app(app):
    with tiny_registered():
        yield app


def test_a_table_in_play_opens_and_goes_on_after_a_rules_upgrade(app, client):
    plugin = registry.PLUGINS[TINY]
    make = getattr(driving, "offered_table", None) or driving.new_table
    code = make(client, plugin, players(plugin, 2), seed="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert post(ana, code, "bid", 2).status_code == 302
    assert post(ben, code, "bid", 2).status_code == 302
    assert post(ana, code, "take", 1).status_code == 302
    stored = driving.stored_state(app, code, 3)
    assert (stored["pile"], stored["turn"]) == (10, 1)

    upgraded = NimSecondReading(KEEP)
    registry.PLUGINS[TINY] = dataclasses.replace(plugin, rules=upgraded)
    registry.GAMES[TINY] = upgraded
    tables.REPLAYS.clear()
    try:
        assert client.get(f"/t/{code}").status_code == 200
        assert ben.get(f"/t/{code}/me").status_code == 200
        assert ana.get(f"/t/{code}/me").status_code == 200
        replayed = driving.replayed_state(app, code)
        assert (replayed["pile"], replayed["turn"]) == (10, 1)
        assert post(ben, code, "take", 2).status_code == 302
        assert driving.stored_state(app, code, 4)["pile"] == 8
        # the host's export replays the whole log: as it was played
        export = client.get(f"/t/{code}/export.json")
        assert export.status_code == 200, export.get_data(as_text=True)[-600:]
        assert len(export.get_json()["moves"]) == 4
        # ... and imports again (an import checks the log by replaying it through the rules)
        with app.app_context():
            again = import_table(export.get_json())
            assert tables.current(tables.find_table(again.code)).state["pile"] == 8
    finally:
        registry.PLUGINS[TINY], registry.GAMES[TINY] = plugin, plugin.rules
        tables.REPLAYS.clear()
