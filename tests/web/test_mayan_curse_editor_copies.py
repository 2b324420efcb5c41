"""Mayan Curse's tap editor opens a board not entered yet as a copy of the one before (issue 38
item 2: only what differs is tapped): a floor board from the previous floor board, a temple
tier from the tier below (its stela spaces too when both tiers hold stelae), a player count's
stelae table from the count before; said so on the page, stored only when saved."""
from __future__ import annotations

import re

from tests.driver import new_component_set, stored_set
from tests.web.test_mayan_curse_editor import KEY, SIZES, SYMBOLS, post, slab_spaces, tier_spaces


def picked(html: str, name: str) -> str:
    """The value selected in the dropdown ``name`` of a page ("" when none is)."""
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    found = re.search(r'<option value="([^"]*)"[^>]*\sselected', select)
    return found.group(1) if found else ""


def ticked(html: str) -> list[str]:
    """The stela spaces ticked on a tier's page."""
    return re.findall(r'name="stela" value="(\d+)" checked', html)


def page(client, set_id, kind, n) -> str:
    return client.get(f"/components/{KEY}/{set_id}/{kind}/{n}").get_data(as_text=True)


def test_a_board_not_entered_opens_as_a_copy_of_the_one_before(app, client):
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {f"name_{k}": s for k, s in enumerate(SYMBOLS, 1)})
    post(client, set_id, "boards", 1, SIZES)
    first = page(client, set_id, "slab", 1)
    assert 'id="copied"' not in first and picked(first, "space_1") == ""
    post(client, set_id, "slab", 1, {f"space_{j}": s for j, s in enumerate(slab_spaces(1), 1)})

    # board 2 shows board 1's symbols, space j (from 0) (1 + j) mod 5 + 1
    second = page(client, set_id, "slab", 2)
    assert [picked(second, f"space_{j}") for j in range(1, 8)] == [
        "sym2", "sym3", "sym4", "sym5", "sym1", "sym2", "sym3"]
    assert "前の床ボードの写しです。違うマスだけ直してください。" in second
    assert stored_set(app, set_id)["slabs"][1]["spaces"] is None   # nothing stored by a view
    # board 3 follows nothing entered: empty
    assert picked(page(client, set_id, "slab", 3), "space_1") == ""
    post(client, set_id, "slab", 2, {f"space_{j}": s for j, s in enumerate(slab_spaces(2), 1)})
    saved = page(client, set_id, "slab", 2)
    assert 'id="copied"' not in saved and picked(saved, "space_1") == "sym3"   # (2 + 0) % 5 + 1
    # a refused save shows what was sent, not the copy
    refused = post(client, set_id, "slab", 3, {"space_1": "sym5"}, status=422)
    html = refused.get_data(as_text=True)
    assert picked(html, "space_1") == "sym5" and picked(html, "space_2") == ""
    assert 'id="copied"' not in html


def test_a_tier_opens_as_a_copy_of_the_tier_below_with_its_stela_spaces_when_both_hold_them(
        app, client):
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, KEY, "うちのセット")
    post(client, set_id, "symbols", 1, {f"name_{k}": s for k, s in enumerate(SYMBOLS, 1)})
    post(client, set_id, "boards", 1, SIZES)
    assert 'id="copied"' not in page(client, set_id, "tier", 1)
    # tier 4: space j (from 0) (12 + j) mod 5 + 1, the 8th blank; stelae on spaces 3 and 7
    data = {f"space_{j}": s for j, s in enumerate(tier_spaces(4), 1)}
    post(client, set_id, "tier", 4, {**data, "stela": ["3", "7"]})
    fifth = page(client, set_id, "tier", 5)
    assert [picked(fifth, f"space_{j}") for j in range(1, 9)] == [
        "sym3", "sym4", "sym5", "sym1", "sym2", "sym3", "sym4", "blank"]
    assert "1つ下の層の写しです。違うスペースだけ直してください。" in fifth
    assert ticked(fifth) == []            # tier 5 holds no stelae: no boxes to tick
    post(client, set_id, "tier", 2, {**data, "stela": ["4", "8"]})
    third = page(client, set_id, "tier", 3)   # brown tier 2 to grey tier 3: both hold stelae
    assert ticked(third) == ["4", "8"] and picked(third, "space_1") == "sym3"
    assert 'id="copied"' not in page(client, set_id, "tier", 6)      # the top: all blank
    assert stored_set(app, set_id)["temple"]["tiers"][2]["spaces"] is None


def test_a_player_count_opens_as_a_copy_of_the_count_before(app, client):
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, KEY, "うちのセット")
    row = {"slab_3": "brown-1", "slab_9": "grey-2", "slab_16": "beige-1"}
    post(client, set_id, "table", 2, row)
    three = page(client, set_id, "table", 3)
    assert [picked(three, f"slab_{k}") for k in (1, 3, 9, 16)] == [
        "", "brown-1", "grey-2", "beige-1"]
    assert "2人用の表の写しです。違う床ボードだけ直してください。" in three
    assert 'id="copied"' not in page(client, set_id, "table", 1)   # nothing before it
    assert stored_set(app, set_id)["stelae_table"]["3"] is None
