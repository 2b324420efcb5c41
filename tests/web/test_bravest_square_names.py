"""Bravest: the sentences name an island's squares 「2行目・2列目」 (undo hints, refusals), so
the island drawings number their rows and columns the same way (issue 38, a table trial: the
drawings had no numbers).  The picture (host screen, phone) numbers rows in its left margin
and columns in its top margin, from 1, from the top and from the left; the phone's placement
grid numbers them above and beside its cells.

Worked by hand on the sample light side (4 × 4, cells 100 units, margin 34): row 2 is the
cells from y 134 to 234, its number stands at y 134 + 25 = 159; column 2 is x 134 to 234, its
number at x 159; both numbers 11 units from the picture's edge (the camps' dots stand 14 in).
"""
from __future__ import annotations

import re

from tests.driver import join_seat, state_and_version
from tests.web.test_bravest_at_the_table import text_of
from tests.web.test_bravest_web import new_bravest, place


def _axis(html: str, kind: str) -> list[tuple[str, str, str]]:
    """(x, y, number) of each row ("row") or column ("col") number of the pictures."""
    return re.findall(rf'<text class="bv-axis-{kind}" x="(\d+)" y="(\d+)"[^>]*>(\d+)</text>',
                      html)


def test_the_island_pictures_number_rows_and_columns_as_the_sentences_do(app, client):
    client.set_cookie("lang", "ja")
    code = new_bravest(client, start_player="0")
    ana = join_seat(app, code, 0, lang="ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    rows, cols = _axis(host, "row"), _axis(host, "col")
    # two islands on the host screen, each numbered 1..4 down and across
    assert rows == [("11", str(34 + 100 * r + 25), str(r + 1)) for r in range(4)] * 2
    assert cols == [(str(34 + 100 * c + 25), "11", str(c + 1)) for c in range(4)] * 2
    assert "行は上から、列は左から数えます。" in text_of(host)

    _state, version = state_and_version(app, code)
    # a square not next to a tile nor a start route: refused, named 「2行目・2列目」
    response = place(ana, code, f"/t/{code}/me", version, 0, "1,1")
    page = response.get_data(as_text=True)
    assert 400 <= response.status_code < 500
    assert "2行目・2列目" in text_of(page)
    # the placement grid: the column numbers first, then each row's number before its cells
    grid = re.search(r'<div class="bv-grid bv-labelled bv-cols-4">(.*?)</div>\s*(?:<span class="field-error"|</fieldset>)',
                     page, re.S).group(1)
    axis = re.findall(r'class="bv-grid-axis(?: bv-grid-(col|row))?"[^>]*>(\d*)</span>', grid)
    assert axis == [("", ""), ("col", "1"), ("col", "2"), ("col", "3"), ("col", "4"),
                    ("row", "1"), ("row", "2"), ("row", "3"), ("row", "4")]
    second_row = grid.split('bv-grid-row" aria-hidden="true">2</span>')[1].split("bv-grid-row")[0]
    assert second_row.count('class="bv-cell') == 4
    # once placed (her start square, 4行目・1列目), her page draws her island, numbered
    assert place(ana, code, f"/t/{code}/me", version, 0, "3,0").status_code == 302
    mine = ana.get(f"/t/{code}/me").get_data(as_text=True)
    assert ("11", "159", "2") in _axis(mine, "row") and ("159", "11", "2") in _axis(mine, "col")
    assert len(_axis(mine, "row")) == 4 and len(_axis(mine, "col")) == 4
