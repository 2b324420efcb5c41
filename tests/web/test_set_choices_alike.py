"""Two sets of one name on a new-table form (the set given to the host screen again after
more was entered is a second copy of that name, companion/web/set_give.py): each is told
apart by how complete it is; a set whose name is its own alone keeps its name alone."""
from __future__ import annotations

import re

from tests.driver import new_component_set, page
from tests.web.test_bravest_editor import enter_tile


def options(html: str, name: str) -> list[str]:
    select = re.search(rf'<select[^>]*name="{name}".*?</select>', html, re.S).group(0)
    return [o.strip() for o in re.findall(r"<option[^>]*>([^<]*)</option>", select)]


def test_sets_of_one_name_are_told_apart_by_what_they_hold(app, client):
    """Set A "Kitchen box" holds one tile kind of 3 copies (tiles 3/65), set B "Kitchen box"
    none yet (tiles 0/65), set C "Spare" none: A and B name their counts, C its name alone."""
    first = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, first, 1, {"N": "1", "S": "1"}, "wizard", "3").status_code == 302
    new_component_set(client, "bravest", "Kitchen box")
    new_component_set(client, "bravest", "Spare")
    listed = options(page(client, "/new/bravest"), "components")
    assert listed[1:] == [
        "Kitchen box (island sides 0/2 · tiles 3/65 · special tiles 0/10)",
        "Kitchen box (island sides 0/2 · tiles 0/65 · special tiles 0/10)",
        "Spare"]


def test_in_japanese_the_counts_follow_in_full_width_brackets(app, client):
    """The same two sets on a Japanese page: 「台所の箱（島ボードの面 0/2 · タイル 3/65 · 特殊タイル
    0/10）」 (the set page's own words for each kind)."""
    client.set_cookie("lang", "ja")
    first = new_component_set(client, "bravest", "台所の箱")
    assert enter_tile(client, first, 1, {"N": "1", "S": "1"}, "wizard", "3").status_code == 302
    new_component_set(client, "bravest", "台所の箱")
    listed = options(page(client, "/new/bravest"), "components")
    kinds = re.search(r'<span class="set-progress">(.*?)</span>',
                      page(client, "/components/bravest")).group(1)
    assert listed[1] == f"台所の箱（{kinds}）" and "タイル 3/65" in listed[1]
    assert "タイル 0/65" in listed[2]
