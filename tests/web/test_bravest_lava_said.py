"""Bravest's tap editor of a tile, a lava piece (issue 38 item 2): a tester picked 溶岩の円, missed
the question of the sides it goes on across, and saved 「1枚で完成する溶岩の円」 by mistake.  What
the piece will be is now said next to the save button, in both languages: a whole circle on this
tile while no side is ticked, going on to the next tile once one is (the line that fits is shown
by the page's CSS, no script needed; seed 004, 特殊タイル: 完成した溶岩の円 / 未完成の溶岩の円).
The line stands in the same form as the save button, after the editor, on the set's tile page,
the host's new-tile entry and the phone's.
"""
from __future__ import annotations

import re

from tests.driver import new_component_set
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_editor import EDITOR, enter_tile
from tests.web.test_bravest_incomplete_set_deals import twelve_after_first_turn

WHOLE = {"en": "Lava circle: a whole circle on this tile (no side ticked). If it goes on to the "
               "next tile, tick the sides it goes on across.",
         "ja": "溶岩の円：このタイル1枚で完成する円（印をつけた辺なし）。隣のタイルへ続いているなら、"
               "続いていく辺に印をつけてください。"}
OPEN = {"en": "Lava circle: it goes on to the next tile across the sides ticked.",
        "ja": "溶岩の円：印をつけた辺から隣のタイルへ続いていきます。"}


def _said_before_the_send(html: str, form_id: str | None = None) -> str:
    """The text of the lava line, checked to stand in the form after the tile editor and before
    the form's submit button."""
    if form_id:
        html = re.search(rf'<form[^>]*id="{form_id}".*?</form>', html, re.S).group(0)
    said = html.index('class="bv-lava-said"')
    assert html.index('class="bv-tile-editor"') < said
    assert re.search(r"<button[^>]*type=\"submit\"", html[said:])
    return text_of(re.search(r'<p class="bv-lava-said".*?</p>', html, re.S).group(0))


def test_the_set_page_says_what_a_lava_piece_will_be(app, client):
    set_id = new_component_set(client, "bravest", "Kitchen box")
    for lang in ("en", "ja"):
        client.set_cookie("lang", lang)
        said = _said_before_the_send(client.get(f"{EDITOR}/{set_id}/tile/1")
                                     .get_data(as_text=True))
        assert WHOLE[lang] in said and OPEN[lang] in said
    # a whole circle saved as such, then shown again with its line
    client.set_cookie("lang", "en")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "lava").status_code == 302
    page = client.get(f"{EDITOR}/{set_id}/tile/1").get_data(as_text=True)
    assert 'name="content" value="lava" checked' in page
    assert WHOLE["en"] in _said_before_the_send(page)


def test_the_host_and_the_phone_say_it_next_to_their_send(app, client):
    code, ana, _ben, _version = twelve_after_first_turn(app, client)
    for lang in ("en", "ja"):
        for device, url in ((client, f"/t/{code}"), (ana, f"/t/{code}/me")):
            device.set_cookie("lang", lang)
            said = _said_before_the_send(device.get(url).get_data(as_text=True), "new-tile-form")
            assert WHOLE[lang] in said and OPEN[lang] in said
