"""Findings of table trial s45 of Bravest (a whole box entered on a phone in Japanese, then two
3-player games): a reopened tile shows its roads with the numbers they were entered with
(the set's file: tests/web/test_set_file_names.py).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt (コンポーネント; スコアリング: a tile's roads);
docs/rulings/bravest.md 1 (separate roads stay separate: the number only tells them apart)."""
from __future__ import annotations

import itertools

from companion.games.bravest.rules.components import EDGES
from companion.games.bravest.web import tile_editor
from tests.driver import new_component_set, stored_set
from tests.web.test_bravest_editor import EDITOR, enter_tile


def test_a_reopened_tile_shows_its_roads_numbered_as_entered(app, client):
    """Item 3: saved with north on road 2 and south on road 1 (two dead ends, a wizard), it
    came back as north 1, south 2 (the tester's "fix" then changed nothing).  Stored as the
    roads of the numbers 1 then 2 ([["S"], ["N"]]), it opens as entered."""
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, {"N": "2", "S": "1"}, "wizard").status_code == 302
    assert stored_set(app, set_id)["tiles"]["tiles"][0]["paths"] == [["S"], ["N"]]
    page = client.get(f"{EDITOR}/{set_id}/tile/1").get_data(as_text=True)
    assert 'name="road_N" value="2" checked' in page
    assert 'name="road_S" value="1" checked' in page


def test_every_numbering_of_roads_1_to_k_comes_back_as_tapped():
    """Each side given a road 1..k or none, every number up to k used: the inputs of the tile
    as saved are the inputs tapped (east 1, west 1, north 2 stays so; north 3, east 1,
    south 2 too)."""
    for numbers in itertools.product(("", "1", "2", "3", "4"), repeat=4):
        used = {n for n in numbers if n}
        if used != {str(k) for k in range(1, len(used) + 1)}:
            continue
        values = tile_editor.blank_values()
        values["roads"] = dict(zip(EDGES, numbers))
        tile = {"id": "1", "count": 1, "paths": tile_editor.paths_of(values), "content": None}
        assert tile_editor.values_of(tile)["roads"] == values["roads"], numbers

