"""The hidden fields of the table actions' forms (companion/web/forms.py ``quick_input``)
are drawn exactly as WTForms draws them."""
import pytest
from flask_wtf import FlaskForm
from wtforms import HiddenField, IntegerField, StringField
from wtforms.meta import DefaultMeta
from wtforms.validators import InputRequired, NumberRange, Optional
from wtforms.widgets import NumberInput

from companion.web.forms import UndoForm, VersionedForm, quick_input


class Sample(VersionedForm):
    note = HiddenField()
    bounded = IntegerField(validators=[InputRequired(), NumberRange(min=1, max=9)])
    loose = IntegerField(validators=[Optional()])
    stepped = IntegerField(widget=NumberInput(step=2))
    given = HiddenField(render_kw={"data-x": "1"})
    text = StringField()


def wtforms_drawing(field, **kw):
    """What WTForms itself draws for ``field`` (its default meta's rendering)."""
    return DefaultMeta().render_field(field, kw)


def test_the_undo_forms_hidden_fields_read_as_wtforms_draws_them(app):
    with app.test_request_context("/"):
        form = UndoForm(seen=41)
        assert str(form.seen(type="hidden")) == (
            '<input id="seen" min="0" name="seen" required type="hidden" value="41">')
        assert str(form.seen(type="hidden")) == wtforms_drawing(form.seen, type="hidden")
        token = form.csrf_token.current_token
        assert str(form.csrf_token) == (
            f'<input id="csrf_token" name="csrf_token" type="hidden" value="{token}">')
        assert str(form.csrf_token) == wtforms_drawing(form.csrf_token)


@pytest.mark.parametrize("name, kw", [
    ("note", {}), ("bounded", {}), ("bounded", {"type": "hidden"}), ("loose", {}),
    ("loose", {"type": "hidden"}), ("seen", {}), ("csrf_token", {})])
def test_quick_drawing_is_wtforms_drawing(app, name, kw):
    with app.test_request_context("/"):
        form = Sample(prefix="act", seen=3, note='a "b" <c> & d', bounded=5, loose=None)
        field = form[name]
        assert quick_input(field, kw) is not None
        assert str(field(**kw)) == wtforms_drawing(field, **kw)


def test_an_escaped_value_stays_escaped(app):
    with app.test_request_context("/"):
        form = Sample(note='"><script>')
        assert str(form.note()) == ('<input id="note" name="note" type="hidden" '
                                    'value="&#34;&gt;&lt;script&gt;">')


@pytest.mark.parametrize("name, kw", [
    ("stepped", {}),            # a widget with its own attributes
    ("given", {}),              # a field with attributes of its own
    ("text", {}),               # another widget
    ("note", {"class_": "x"}),  # an attribute other than type
])
def test_other_fields_are_drawn_by_wtforms(app, name, kw):
    with app.test_request_context("/"):
        form = Sample()
        field = form[name]
        assert quick_input(field, kw) is None
        assert str(field(**kw)) == wtforms_drawing(field, **kw)


def test_forms_of_other_kinds_keep_wtforms_drawing(app):
    class Plain(FlaskForm):
        seen = IntegerField(validators=[InputRequired()])

    with app.test_request_context("/"):
        form = Plain(seen=2)
        assert str(form.seen(type="hidden")) == (
            '<input id="seen" name="seen" required type="hidden" value="2">')


def test_the_host_screens_undo_fields_are_the_undo_forms_own(app):
    from companion.web.forms import undo_fields

    with app.test_request_context("/"):
        form = UndoForm(seen=41)
        assert undo_fields(41) == f"{form.csrf_token}{form.seen(type='hidden')}"
        assert undo_fields(0).endswith('<input id="seen" min="0" name="seen" required '
                                       'type="hidden" value="0">')
