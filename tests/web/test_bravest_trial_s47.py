"""Bravest, a fresh table tester (Japanese phones and the host screen, issue 38, table trial
s47), worked by hand from the rules (../shared/seeds/004_56bb1fd7cb2b43a4.txt):

3. A past view counts the set's tiles left as they stood then: a tile that joined the saved set
   later is not counted.
"""
from __future__ import annotations

from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_deals_by_phone import after_first_turn
from tests.web.test_bravest_editor import new_tile


def test_a_past_view_counts_the_set_tiles_left_as_they_stood_then(app, client):
    """The numbered set holds 20 tiles (8 + 8 + 4); the 12 of the setup leave 8, and Ana's
    placement (record 2) leaves the box as it was: the live page said 「入力済みのタイルの残り8枚」.
    Then the host enters the tile drawn for place 1 as new to the set (a blob on a bend): it
    joins the saved set.  The view ?at=2 still says 8, not 9 (that blob was no tile of the set
    then), on the host screen and on Ana's phone; the live page now says 8 (the blob dealt,
    the box's 8 left)."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    client.set_cookie("lang", "ja")
    assert "入力済みのタイルの残り8枚" in text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert new_tile(client, code, version, 0, {"N": "1", "E": "1"}, "blob").status_code == 302
    ana.set_cookie("lang", "ja")
    for at in (1, 2):
        for past in (client.get(f"/t/{code}?at={at}"), ana.get(f"/t/{code}/me?at={at}")):
            past = text_of(past.get_data(as_text=True))
            assert "入力済みのタイルの残り8枚" in past, at
            assert "入力済みのタイルの残り9枚" not in past
    assert "入力済みのタイルの残り8枚" in text_of(client.get(f"/t/{code}").get_data(as_text=True))
