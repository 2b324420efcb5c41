"""Bravest's pages read the seat's view, never the state: the host screen, a seat's page, the
setup sheet, a past state and the end of the game are drawn with the ``state`` (and the setup
page's ``setup``) the platform still passes made unreadable."""
from __future__ import annotations

import pytest

from companion.web import moves as move_pages
from companion.web import tables as table_pages
from tests.driver import join_seat, page, version_of
from tests.web.test_bravest_web import SMALL_SET, deal, new_bravest, place, save_set


class Sealed:
    """A value a template must not read: any use of it fails the page."""

    def _refuse(self, *args, **kwargs):
        raise AssertionError("a Bravest template read the state instead of the view")

    __getattr__ = __getitem__ = __iter__ = __len__ = __bool__ = __str__ = __contains__ = _refuse


@pytest.fixture
def sealed(monkeypatch):
    """Pages drawn with ``state`` and ``setup`` sealed (the view and everything else as
    usual)."""
    def sealing(render):
        def render_sealed(template, **context):
            for name in ("state", "setup"):
                if name in context:
                    context[name] = Sealed()
            return render(template, **context)
        return render_sealed

    monkeypatch.setattr(move_pages, "render_template", sealing(move_pages.render_template))
    monkeypatch.setattr(table_pages, "render_template", sealing(table_pages.render_template))


def test_every_bravest_page_is_drawn_from_the_view(app, client, sealed):
    assert save_set(client, SMALL_SET, "Small copy").status_code == 302
    code = new_bravest(client, seed="5", start_player="0", mode="table_deals", components="1")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    assert "Legendary characters" in page(client, f"/t/{code}/setup")
    host = page(client, f"/t/{code}")
    assert 'id="deal-form"' in host and 'id="new-tile-form"' in host
    assert "Waiting for the host" in page(ana, f"/t/{code}/me")
    for n, tile in enumerate(["G", "W", "F", "F", "F", "F"]):
        assert deal(client, code, n, n, tile).status_code == 302
    assert deal(client, code, 6, 6, "").status_code == 302
    version = version_of(app, code)
    assert 'id="place-form"' in page(ana, f"/t/{code}/me")
    plan = [(ana, 0, "0,0", 1, False), (ben, 3, "0,0", 0, True), (ana, 1, "0,2", 1, False),
            (ben, 4, "0,1", 0, True), (ana, 2, "0,1", 0, True), (ben, 5, "0,2", 0, True)]
    for phone, slot, cell, rot, down in plan:
        response = place(phone, code, f"/t/{code}/me", version, slot, cell, rot, down)
        assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
        version += 1
    assert "Agile 3, Invincible 3, island 6 points" in page(client, f"/t/{code}")
    assert "best courses" in page(ana, f"/t/{code}/me")
    assert page(client, f"/t/{code}?at=3") and page(ben, f"/t/{code}/me?at=8")
    assert 'data-seat="0">6<' in page(client, f"/t/{code}/score")
