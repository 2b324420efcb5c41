"""The pages' addresses (``urls.page_url_for``): Flask's, kept once worked out."""
from __future__ import annotations

import flask

from companion.web import urls


def test_an_address_is_flasks_and_is_worked_out_once(app, monkeypatch):
    made = []
    real = flask.url_for
    monkeypatch.setattr(urls, "url_for", lambda e, **v: made.append(e) or real(e, **v))
    with app.test_request_context("/"):
        assert urls.page_url_for("tables.host", code="AB12CD", at=3) == "/t/AB12CD?at=3"
        assert urls.page_url_for("tables.host", at=3, code="AB12CD") == "/t/AB12CD?at=3"
        assert urls.page_url_for("tables.host", code="AB12CD", at=None) == "/t/AB12CD"
    assert made == ["tables.host", "tables.host"]


def test_under_another_script_root_the_address_is_worked_out_again(app):
    with app.test_request_context("/", base_url="http://localhost/cafe/"):
        assert urls.page_url_for("seats.my_seat", code="AB12CD") == "/cafe/t/AB12CD/me"
    with app.test_request_context("/"):
        assert urls.page_url_for("seats.my_seat", code="AB12CD") == "/t/AB12CD/me"


def test_external_addresses_and_values_of_other_types_are_flasks_each_time(app, monkeypatch):
    made = []
    real = flask.url_for
    monkeypatch.setattr(urls, "url_for", lambda e, **v: made.append(e) or real(e, **v))
    with app.test_request_context("/", base_url="http://table.test"):
        for _ in range(2):
            assert urls.page_url_for("seats.my_seat", code="AB12CD", _external=True) \
                == "http://table.test/t/AB12CD/me"
            assert urls.page_url_for("tables.host", code="AB12CD", at=True) \
                == "/t/AB12CD?at=True"
    assert len(made) == 4
