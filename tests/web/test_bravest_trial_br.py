"""Findings of a fresh table trial of Bravest's editor (table trial br, items 1 to 3; item 4,
the first deal's picks kept over a new tile, is a script's: tests/browser/test_bravest_trial_br.py):

1. a tile with no road and nothing on it is a tile (seed 004, ゲームの仕組み 1: "一部のタイルには
   道が描かれていません"; docs/rulings/bravest.md 8a): the pile page saves it once 「絵なし」 is
   picked; its new kind starts with no choice made, and 「保存して次へ」 with nothing tapped
   says so (422) instead of going on to the special tiles;
2. picks refused as the same tile as a known kind are cleared when that kind's + is tapped (a
   page without a script: the + posts the whole form), so that the next new kind saved is
   exactly what the page shows;
3. − stops at 1 and is disabled there, the page saying where a kind is removed.
"""
from __future__ import annotations

from tests.driver import csrf_of, new_component_set, state_and_version, stored_set
from tests.web.test_bravest_editor import EDITOR, enter_side, enter_tile, new_tile
from tests.web.test_bravest_web import new_bravest


def one_kind(client, content="", roads=None, copies="1", **extra):
    """A set holding one kind (north–south, no figure, by default; ``extra``: more inputs,
    e.g. a lava tick); returns (set id, the pile page's url, its CSRF token)."""
    set_id = new_component_set(client, "bravest", "うちの箱")
    assert enter_tile(client, set_id, 1, roads or {"N": "1", "S": "1"}, content,
                      copies, **extra).status_code == 302
    url = f"{EDITOR}/{set_id}/tile/2"
    return set_id, url, csrf_of(client.get(url).get_data(as_text=True))


def tiles(app, set_id):
    return stored_set(app, set_id)["tiles"]["tiles"]


def no_roads():
    return {f"road_{e}": "" for e in "NESW"}


def test_a_tile_with_no_road_and_no_figure_is_saved_from_the_pile_page(app, client):
    """Every side at ×, 「絵なし」 picked, 「保存して次へ」: saved as tile 2 with one copy, no road,
    nothing on it, and the pile page opens again (tile/3), listing 1 + 1 = 2 counted."""
    client.set_cookie("lang", "ja")
    set_id, url, token = one_kind(client)
    page = client.get(url).get_data(as_text=True)
    # the new kind starts with no choice made of what stands on it
    assert 'name="content" value="" checked' not in page
    response = client.post(url, data={"csrf_token": token, "count-1": "1", **no_roads(),
                                      "content": "", "next": "1"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"{EDITOR}/{set_id}/tile/3")
    saved = tiles(app, set_id)
    assert [(t["count"], t["paths"], t["content"]) for t in saved] == \
        [(1, [["N", "S"]], None), (1, [], None)]
    again = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'data-pile-total>2</span>/65' in again


def test_the_table_and_the_editor_agree_on_a_tile_with_no_road_and_no_figure(app, client):
    """The same tile dealt at a table (the unknown-tile form, 「絵なし」, no road) onto place 1
    joins the set as tile 2 (no road, nothing on it); entered again on the pile page it is
    refused as that tile (422), naming it, and nothing is stored."""
    client.set_cookie("lang", "ja")
    set_id, _url, _token = one_kind(client)
    assert enter_side(client, set_id, 1).status_code == 302
    code = new_bravest(client, mode="table_deals", components=str(set_id), start_player="0")
    _state, version = state_and_version(app, code)
    assert new_tile(client, code, version, 0, {}, "").status_code == 302
    assert (2, [], None) in [(int(t["id"]), t["paths"], t["content"])
                             for t in tiles(app, set_id)]
    before = stored_set(app, set_id)
    url = f"{EDITOR}/{set_id}/tile/3"
    token = csrf_of(client.get(url).get_data(as_text=True))
    response = client.post(url, data={"csrf_token": token, **no_roads(), "content": "",
                                      "next": "1"})
    assert response.status_code == 422
    assert "このタイルは、もうある「絵なし・道なし」のタイルと同じです" in \
        response.get_data(as_text=True)
    assert stored_set(app, set_id) == before


def test_save_then_next_with_nothing_tapped_says_so_and_keeps_the_counts(app, client):
    """Nothing picked below, a count tapped to 3, 「保存して次へ」: 422 in Japanese, nothing stored,
    the count 3 still shown; 「保存」 then keeps only the counts (302 to the set page)."""
    client.set_cookie("lang", "ja")
    set_id, url, token = one_kind(client)
    before = stored_set(app, set_id)
    response = client.post(url, data={"csrf_token": token, "count-1": "3", **no_roads(),
                                      "next": "1"})
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "下で新しい種類のタイルが何もタップされていないので、保存するものがありません。" in html
    assert "道も絵もないタイルなら「絵なし」を選びます" in html
    assert 'name="count-1" value="3"' in html
    assert stored_set(app, set_id) == before
    kept = client.post(url, data={"csrf_token": token, "count-1": "3", **no_roads()})
    assert kept.status_code == 302 and kept.headers["Location"].endswith(f"{EDITOR}/{set_id}")
    assert [(t["count"], t["paths"]) for t in tiles(app, set_id)] == [(3, [["N", "S"]])]


def test_nothing_tapped_goes_on_to_the_special_tiles_once_the_pile_is_full(app, client):
    """At 65/65 the pile is done: 「保存して次へ」 with nothing tapped opens the first special
    tile (★1), as before."""
    set_id, url, token = one_kind(client, copies="65")
    response = client.post(url, data={"csrf_token": token, "count-1": "65", **no_roads(),
                                      "next": "1"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"{EDITOR}/{set_id}/special/1")


def test_refused_picks_are_cleared_by_the_plus_of_the_kind_they_are(app, client):
    """Lava going on east on a north–east bend (kind 1) entered again turned as lava going on
    south on an east–south bend: refused as the same (422), the picks kept; the + of kind 1
    without a script (redraw "+1") shows 2 copies and a new kind with nothing picked; then west
    1, east 1 saved: a plain straight tile west–east with nothing on it, 2 copies of kind 1."""
    client.set_cookie("lang", "ja")
    set_id, url, token = one_kind(client, "lava", {"N": "1", "E": "1"}, lava_E="1")
    assert tiles(app, set_id)[0]["content"] == {"kind": "lava", "open": ["E"]}
    turned = {"road_E": "1", "road_S": "1", "road_N": "", "road_W": "", "content": "lava",
              "lava_S": "1"}
    refused = client.post(url, data={"csrf_token": token, "count-1": "1", **turned,
                                     "next": "1"})
    html = refused.get_data(as_text=True)
    assert refused.status_code == 422 and "と同じです" in html
    assert 'name="lava_S" value="1" checked' in html and 'data-pile-same="1"' in html
    plus = client.post(url, data={"csrf_token": token, "count-1": "1", **turned,
                                  "redraw": "+1"})
    html = plus.get_data(as_text=True)
    assert plus.status_code == 200
    assert 'name="count-1" value="2"' in html
    assert 'value="1" checked' not in html and 'name="content" value="lava" checked' not in html
    assert "data-pile-same" not in html
    saved = client.post(url, data={"csrf_token": token, "count-1": "2", **no_roads(),
                                   "road_W": "1", "road_E": "1", "next": "1"})
    assert saved.status_code == 302
    assert [(t["count"], t["paths"], t["content"]) for t in tiles(app, set_id)] == \
        [(2, [["N", "E"]], {"kind": "lava", "open": ["E"]}), (1, [["E", "W"]], None)]


def test_the_plus_of_another_kind_keeps_the_picks(app, client):
    """Picks that are no kind of the set stay when a + is tapped (a tile half tapped in, then
    a known tile from the pile): a blob on a dead end from the west is still picked."""
    _set_id, url, token = one_kind(client)
    html = client.post(url, data={"csrf_token": token, "count-1": "1", **no_roads(),
                                  "road_W": "1", "content": "blob",
                                  "redraw": "+1"}).get_data(as_text=True)
    assert 'name="count-1" value="2"' in html
    assert 'name="road_W" value="1" checked' in html
    assert 'name="content" value="blob" checked' in html


def test_minus_is_disabled_at_one_with_a_hint_where_removing_is(client):
    """A kind with 1 copy: its − is disabled; with 2 copies it is not; the page says a kind is
    removed from its own page with 「このタイルをセットから消す」."""
    client.set_cookie("lang", "ja")
    set_id, url, _token = one_kind(client)
    assert enter_tile(client, set_id, 2, {"W": "1"}, "ghost", "2").status_code == 302
    html = client.get(f"{EDITOR}/{set_id}/tile/3").get_data(as_text=True)
    assert 'value="-1" class="secondary bv-step" data-step="-1" disabled' in html
    assert 'value="-2" class="secondary bv-step" data-step="-1" aria-label' in html
    assert ("まちがえて入れた種類は、セットのページからそのタイルを開き、「このタイルをセットから消す」を"
            "タップしてください（−は1で止まります）。") in html
