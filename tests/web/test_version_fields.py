"""``version_fields``: a versioned form's hidden token and version, drawn as WTForms draws them."""
from __future__ import annotations

import pytest
from wtforms import IntegerField
from wtforms.validators import Optional

from companion.games.ohio_bob.forms import ClimbForm
from companion.games.tzolkin.play_forms import BegForm, CalendarForm, place_form_class
from companion.web.forms import UndoForm, VersionedForm, version_fields


class OwnSeenForm(VersionedForm):
    """A form whose ``seen`` is its own (drawn by WTForms)."""

    seen = IntegerField(validators=[Optional()])


def wtforms_draws(form) -> str:
    return f'{form.csrf_token}{form.seen(type="hidden")}'


@pytest.mark.parametrize("make", [
    lambda: UndoForm(seen=7),
    lambda: BegForm(prefix="beg", formdata=None, seen=12),
    lambda: CalendarForm(prefix="calendar", formdata=None),
    lambda: place_form_class(3)(prefix="place", formdata=None, seen=0),
    lambda: ClimbForm(prefix="climb", formdata=None, seen=4),
    lambda: OwnSeenForm(prefix="own", formdata=None, seen=2),
])
def test_the_fields_are_drawn_as_wtforms_draws_them(app, make):
    with app.test_request_context("/"):
        form = make()
        assert str(version_fields(form)) == wtforms_draws(form)


def test_a_version_sent_back_is_drawn_as_it_was_typed_and_the_token_as_made(app):
    with app.test_request_context("/", method="POST", data={"beg-seen": "3x"}):
        form = BegForm(prefix="beg")
        drawn = str(version_fields(form))
        token = form.csrf_token.current_token
    assert drawn == (f'<input id="beg-csrf_token" name="beg-csrf_token" type="hidden" '
                     f'value="{token}"><input id="beg-seen" min="0" name="beg-seen" required '
                     'type="hidden" value="3x">')


def test_without_csrf_only_the_version_is_drawn(app):
    app.config["WTF_CSRF_ENABLED"] = False
    with app.test_request_context("/"):
        assert str(version_fields(UndoForm(seen=5))) == (
            '<input id="seen" min="0" name="seen" required type="hidden" value="5">')
