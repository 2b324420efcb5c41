"""Mayan Curse's turn builder on a phone (issue 38 item 4): the spaces the choices of a builder
page go to are links on the passage drawing, each the address of the one choice that reaches
it (the server checks the step again when it is opened); no other space is a link, and a page
whose choices go to no space (the menu, the slides) draws no link."""
from __future__ import annotations

import html as htmllib
import re

from tests.web.test_mayan_curse_web import (choices, draw, edit_setup, follow, new_mc_table)


def taps(page: str) -> dict[str, str]:
    """The drawing's tappable spaces: {"row,col": the address its link opens}."""
    drawing = page[page.index('<table class="mc-passage'):]
    drawing = drawing[:drawing.index("</table>")]
    out = {}
    for cell in re.findall(r"<td [^>]*>.*?</td>", drawing, re.S):
        link = re.search(r'<a class="mc-go" href="([^"]+)"', cell)
        if link:
            pos = re.search(r'data-pos="([^"]+)"', cell).group(1)
            assert 'mc-tap' in re.match(r'<td class="([^"]*)"', cell).group(1), cell
            out[pos] = htmllib.unescape(link.group(1)).split("#")[0]
        else:
            assert "mc-tap" not in cell[:cell.index(">")], cell
    return out


def _map_table(app, client):
    """Seed 21 (the sample set): Ana on river 1's 1st slab (row 2), 1st space; stones dog,
    monkey, jaguar; her backpack unused."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="21")

    def start(setup):
        advs = [dict(a) for a in setup["adventurers"]]
        advs[0].update(row=2, col=0, entered=True)
        setup["adventurers"] = advs
        setup["first_player"] = 0
    edit_setup(app, code, start)
    for seat, stones in ((0, ["dog", "monkey", "jaguar"]), (1, ["eagle", "eagle", "serpent"])):
        page = client.get(f"/t/{code}/seat/{seat}").get_data(as_text=True)
        assert draw(client, code, page, seat, stones, seat=seat).status_code == 302
    return code


def test_each_space_a_choice_goes_to_is_a_link_to_that_choice(app, client):
    """「バックパックを使う」 the map: a jump to any other space of the floor board stood on
    (river 1's 1st slab, row 2, 7 spaces: columns 1 to 6 besides her own column 0).  Each of
    those six spaces on the drawing opens the same address as its choice's button, and no
    other space does; opening one gives the page its button gives."""
    code = _map_table(app, client)
    menu = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    assert taps(menu) == {}                      # the menu's choices go to no space
    page = follow(client, menu, "Map: jump to another space of your floor board")
    offered = {pos: href for href, _label, pos in choices(page) if pos}
    assert sorted(offered) == [f"2,{c}" for c in range(1, 7)]
    assert taps(page) == offered
    assert "mc-passage mc-taps" in page
    assert "tap one to choose it" in page
    # the link on the 4th space (serpent) builds the map step, as its button does
    by_cell = client.get(taps(page)["2,3"]).get_data(as_text=True)
    assert "Map: to river 1, 1st slab, 4th space from the left (serpent)." in by_cell
    assert by_cell == client.get(offered["2,3"]).get_data(as_text=True)
    # the page after a step, back on the menu: no link on the drawing
    assert taps(by_cell) == {}


def test_a_line_s_spaces_are_links_and_the_server_checks_the_step_again(app, client):
    """「b. 移動」 stone 3 (jaguar) from river 1's 1st slab, 1st space (row 2, column 0, eagle):
    to the right the slab's 2nd space is a jaguar (row 2, column 1), the only space a jaguar
    line ends on (above, river 1's 2nd slab starts with a monkey); one space down leaves the
    temple by the entrance, a button only (no space of the drawing).  So the drawing has one
    link, to that line.  An address made up for the space above (no step reaches it) is
    refused by the server with the rules' reason, never a 500."""
    code = _map_table(app, client)
    menu = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    page = follow(client, menu, "Stone 3: jaguar")
    assert [(label.split(":")[0], pos) for _href, label, pos in choices(page)] == [
        ("↓ 1 space", ""), ("→ 1 space", "2,1")]
    assert taps(page) == {"2,1": f"/t/{code}/seat/0?v=2&turn=m.2.1.r.1"}
    by_cell = client.get(taps(page)["2,1"]).get_data(as_text=True)
    assert "stone 3 (jaguar): → 1 space, to river 1, 1st slab, 2nd space from the left" \
        in htmllib.unescape(re.sub(r"\s+", " ", by_cell))
    bad = client.get(f"/t/{code}/seat/0?v=2&turn=m.2.1.u.1")
    assert bad.status_code == 200
    assert ("You cannot step onto river 1, 2nd slab, 1st space from the left with jaguar: "
            "it shows monkey.") in htmllib.unescape(bad.get_data(as_text=True))
