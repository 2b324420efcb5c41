"""The conformance suite's fixtures: ``plugin``, the game under test (the tests' tiny game
registered while its test runs, before the app is created), and the app and client of
tests/conftest.py for it."""
from __future__ import annotations

import pytest

from companion.registry import PLUGINS
from tests.conformance.kit import TINY, tiny_registered


@pytest.fixture
def plugin(key):
    """The plug-in of game ``key`` (a test's parameter); the tiny game is registered for the
    test's length."""
    if key != TINY:
        yield PLUGINS[key]
        return
    with tiny_registered() as found:
        yield found


@pytest.fixture
def app(plugin, app):
    """tests/conftest.py's app, created once the game under test is registered (its
    catalogue is then among the app's translation folders)."""
    return app
