"""The ``{% part %}`` tag of live pages (companion/web/parts.py), rendered on its own."""
from __future__ import annotations

import pytest


def render(app, source: str, held: str = "", **values) -> str:
    """``source`` rendered by the app's templates for a request whose ``X-Parts`` header is
    ``held`` (none when empty)."""
    headers = {"X-Parts": held} if held else {}
    with app.test_request_context("/", headers=headers):
        return app.jinja_env.from_string(source).render(**values)


def test_a_part_not_held_is_drawn_with_its_attributes_in_order(app):
    html = render(app, '{% part "tz-gear-tikal", "a1", tag="g", class="gear", id="g3", '
                       'attrs={"data-gear": "tikal", "data-x": 2} %}<circle/>{% endpart %}')
    assert html == ('<g data-part="tz-gear-tikal" data-key="a1" class="gear" id="g3" '
                    'data-gear="tikal" data-x="2"><circle/></g>')


def test_a_part_held_with_its_key_is_left_empty_and_its_content_not_drawn(app):
    drawn = []
    html = render(app, '{% part "log", "k7" %}{{ draw("log") }}{% endpart %}', held="log=k7",
                  draw=drawn.append)
    assert html == '<div data-part="log" data-key="k7" data-same></div>'
    assert drawn == []


def test_a_part_held_with_another_key_is_drawn_again(app):
    assert render(app, '{% part "log", "k8" %}new{% endpart %}', held="log=k7") \
        == '<div data-part="log" data-key="k8">new</div>'


def test_parts_nest_and_each_is_left_empty_on_its_own(app):
    source = ('{% part "game", "v2" %}A{% part "tz-offer", "o1", tag="section" %}B{% endpart %}'
              'C{% endpart %}')
    assert render(app, source, held="game=v1 tz-offer=o1") == (
        '<div data-part="game" data-key="v2">A'
        '<section data-part="tz-offer" data-key="o1" data-same></section>C</div>')


def test_empty_class_and_id_are_left_out_and_values_are_escaped(app):
    html = render(app, '{% part "p", "k", class="", id=none, attrs={"title": t} %}x{% endpart %}',
                  t='a "b" <c>')
    assert html == '<div data-part="p" data-key="k" title="a &#34;b&#34; &lt;c&gt;">x</div>'


def test_a_safe_value_is_kept_as_it_is_and_numbers_are_written_out(app):
    from markupsafe import Markup

    html = render(app, '{% part "p", 7, attrs={"title": t, "data-n": 3} %}x{% endpart %}',
                  t=Markup("a &amp; b"))
    assert html == '<div data-part="p" data-key="7" title="a &amp; b" data-n="3">x</div>'


def test_what_a_parts_content_sets_stays_inside_it(app):
    html = render(app, '{% set n = 1 %}{% part "p", "k" %}{% set n = 2 %}{{ n }}{% endpart %}'
                       '{{ n }}')
    assert html == '<div data-part="p" data-key="k">2</div>1'


def test_a_part_without_its_key_or_with_an_unknown_attribute_is_refused(app):
    from jinja2 import TemplateSyntaxError

    with pytest.raises(TemplateSyntaxError, match="a name and a key"):
        render(app, '{% part "p" %}x{% endpart %}')
    with pytest.raises(TypeError, match="unknown attributes"):
        render(app, '{% part "p", "k", style="x" %}x{% endpart %}')


def test_the_key_of_shared_values_is_part_keys_worked_out_once_per_set_of_values(monkeypatch):
    from companion.web import parts

    report = [{"code": "tzolkin.notice.over", "params": {}}]
    players = [{"name": "Ana", "colour": "blue"}]
    expected = parts.part_key(report, players, 3)
    made = []
    real = parts.part_key
    monkeypatch.setattr(parts, "part_key", lambda *v: made.append(v) or real(*v))
    assert parts.state_key(report, players, 3) == expected
    assert parts.state_key(report, players, 3) == expected
    assert len(made) == 1
    # equal values that are other objects: worked out again, to the same key
    assert parts.state_key(list(report), players, 3) == expected
    assert len(made) == 2
    assert parts.state_key(report, players, 4) == real(report, players, 4)


def test_keys_of_plain_values_are_kept_and_told_apart_by_type():
    from companion.web import parts

    # the JSON of (1,) is [1], of (True,) [true]: different keys, though 1 == True
    assert parts.part_key(1) == parts._hashed((1,)) != parts.part_key(True) == parts._hashed((True,))
    assert parts.part_key(3, "/t/AB12CD/me", None) == parts._hashed((3, "/t/AB12CD/me", None))
    assert parts.part_key([3]) == parts._hashed(([3],)) == parts.part_key((3,))
