"""The pages' Jinja environment (companion/web/templating.py): a dict's item read before its
missing attribute gives what Jinja's own lookup gives."""
from __future__ import annotations

from collections import OrderedDict

from jinja2 import Undefined


def test_a_dicts_item_method_and_missing_name_read_as_jinja_reads_them(app):
    env = app.jinja_env
    view = {"players": ["Ana", "Ben"], "items": "a key named items", "round": 0}
    assert env.getattr(view, "players") == ["Ana", "Ben"]
    assert env.getattr(view, "round") == 0  # a falsy item is still the item
    assert env.getattr(view, "items") == view.items  # the method, as in Jinja, not the key
    assert isinstance(env.getattr(view, "missing"), Undefined)
    ordered = OrderedDict(players=["Cai"])  # not a plain dict: Jinja's lookup as it is
    assert env.getattr(ordered, "players") == ["Cai"]
    rendered = env.from_string(
        "{{ v.players|join(',') }}|{{ v.round }}|{{ v['items'] }}|{{ v.missing is defined }}|"
        "{{ v.items()|list|length }}").render(v=view)
    assert rendered == "Ana,Ben|0|a key named items|False|3"
