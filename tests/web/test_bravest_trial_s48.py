"""Table trial s48 (issue 38): a fresh table played Bravest to its end twice with three phones.

1. A tile lying on an island is named by its roads as they lie there, its turn applied (the
   undo, a take-back, the log line of its placement), not as it was entered.
2. Two host undos in a row: the notice lists the moves in the order the table undoes them
   (the latest first) and marks the step the earlier undo's notice already asked for.
5. A tile without a picture is 「絵なし」 wherever a player reads it.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 1-2 (a tile taken from a place
facing a selector, turned and placed on the island; the place refilled from the deck)."""
from __future__ import annotations

import re

from companion.games.bravest.rules import names
from companion.games.bravest.rules.components import SPECIAL_EFFECTS
from companion.games.bravest.web.forms import BravestWeb
from companion.i18n import render
from tests.driver import csrf_of, new_component_set, state_and_version, stored_set
from tests.web.test_bravest_editor import enter_side, enter_tile, hidden
from tests.web.test_bravest_deals_by_phone import NUMBERED_SET, after_first_turn, deals_post
from tests.web.test_bravest_undo_hint import GHOST_EN, GHOST_JA, WIZARD_EN, WIZARD_JA, _confirm, _notice
from tests.web.test_bravest_web import new_bravest, place, save_set

#: S36 of the sample (the app deals, seed 7: place 2): a special tile, +1 per wizard, on a road
#: printed joining north and east.  Turned 90° clockwise, north goes east and east goes south.
SPECIAL_JA = "特殊タイル：魔法使い1人につき+1"
ENTERED_JA, LIES_JA = f"{SPECIAL_JA}・北と東をつなぐ道", f"{SPECIAL_JA}・東と南をつなぐ道"
LIES_EN = "special tile: +1 per wizard, a road joining east and south"


def _turned_special(app, client):
    """Ben (seat 1, the start player of seed 7) takes S36 from place 2 and puts it on row 1,
    column 4 of his island turned 90° clockwise.  Returns (code, version after it)."""
    code = new_bravest(client)
    state, version = state_and_version(app, code)
    assert state["market"][1] == "S36" and state["current"] == 1
    assert place(client, code, f"/t/{code}/seat/1", version, 1, "0,3", rotation=1,
                 seat=1).status_code == 302
    state, after = state_and_version(app, code)
    assert state["islands"][1]["0,3"] == {"tile": "S36", "rotation": 1, "face_down": False}
    return code, after


def test_a_turned_tile_is_named_by_its_roads_as_they_lie(app, client):
    """Item 1: the undo said 「…1行目・4列目からタイル（…北と東をつなぐ道）を取り」 for a tile
    turned 90°, whose road on the island joins east and south.  The log line, the undo's
    question and its notice name the tile on the island as it lies (east and south); the
    place of the distribution board it goes back to keeps the tile's name as entered (its
    turn there is not known)."""
    code, version = _turned_special(app, client)
    client.set_cookie("lang", "ja")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    line_ja = f"Benがタイルを時計回りに90度回して1行目・4列目に置きました（置いた向きでは{LIES_JA}）"
    assert line_ja in host
    question = _confirm(host, f"/t/{code}/undo")
    assert f"Benの島の1行目・4列目からタイル（{LIES_JA}）を取って、その場所に戻してください。" in question
    assert f"2番目の場所に戻したタイル（{ENTERED_JA}）の前に戻してください。" in question
    assert "北と東をつなぐ道）を取" not in question
    client.set_cookie("lang", "en")
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert ("Ben places a tile on row 1, column 4, turned 90° clockwise (as it lies: "
            f"{LIES_EN}).") in host
    assert f"take the tile ({LIES_EN}) off row 1, column 4 of Ben's island" in _confirm(
        host, f"/t/{code}/undo")
    assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                "seen": str(version)}).status_code == 302
    client.set_cookie("lang", "ja")
    notice = _notice(client.get(f"/t/{code}").get_data(as_text=True))
    assert f"Benの島の1行目・4列目からタイル（{LIES_JA}）を取って" in notice


def test_two_undos_in_a_row_list_the_latest_move_first_and_mark_the_step_already_said(
        app, client):
    """Item 2: Ana took the wizard from place 1 and put it face down on row 1, column 1
    (``after_first_turn``), then the host entered the ghost dealt onto place 1.  Two host
    undos: the first takes back the ghost (its notice says to put it back in the deck), the
    second Ana's placement.  On the table the ghost goes back in the deck before the wizard
    can go back on place 1, so the combined notice lists the deal first, marked as said by
    the earlier undo, then the placement, the new step (host screen and phones)."""
    code, ana, _ben, _cai, version = after_first_turn(app, client)
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert deals_post(client, code, host, version, {1: "2"}).status_code == 302
    for seen in (version + 1, version + 2):
        host = client.get(f"/t/{code}").get_data(as_text=True)
        assert client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host),
                                                    "seen": str(seen)}).status_code == 302
    deck_ja = (f"開始位置から時計回りに1番目の場所のタイル（{GHOST_JA}）を裏向き（十字路の面）にして"
               "デッキに戻して混ぜてください。")
    lift_ja = f"Anaの島の1行目・1列目から裏向きのタイル（表は{WIZARD_JA}）を取り"
    client.set_cookie("lang", "ja")
    ana.set_cookie("lang", "ja")
    for html in (client.get(f"/t/{code}").get_data(as_text=True),
                 ana.get(f"/t/{code}/me").get_data(as_text=True)):
        notice = _notice(html)
        assert "最後の2手を取り消しました：" in notice
        assert "テーブルでは上から順に、新しい手から戻してください。" in notice
        deal_at, said_at, lift_at = (notice.index(deck_ja),
                                     notice.index("（前の取り消しのときに案内済み）"),
                                     notice.index(lift_ja))
        assert said_at < deal_at < lift_at  # the deal, marked said, then the placement
        assert notice.count("案内済み") == 1
    client.set_cookie("lang", "en")
    notice = _notice(client.get(f"/t/{code}").get_data(as_text=True))
    assert "On the table, take them back from the top: the latest move first." in notice
    assert notice.index("(already said at the earlier undo)") < notice.index(
        f"Put the tile ({GHOST_EN}) on place 1 back in the deck") < notice.index(
        f"Take the tile lying face down (its face: {WIZARD_EN}) off row 1, column 1")


def test_a_tile_without_a_picture_is_e_nashi_wherever_a_player_reads_it(app, client):
    """Item 5: the choice cards and the tile picker said 「なし」, the log and the undo
    「絵なし」.  The sample, seed 7, deals S28 (a road joining north and south, nothing on it)
    onto place 4; Ben takes the tile at place 2 and its selector turns past place 3 (a
    selector there) to place 4: Ana's choice card there says 「絵なし」, as the log does; so
    does a tile entry's choice of what stands on it."""
    client.set_cookie("lang", "ja")
    code, _version = _turned_special(app, client)
    state, _version = state_and_version(app, code)
    assert state["market"][3] == "S28" and 3 in state["selectors"] and state["current"] == 0
    seat = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    cards = dict(re.findall(r'<span class="small">([^<]*)<br>([^<]*)</span>', seat))
    assert cards["4番の場所"] == "絵なし"
    assert render(names.content_msg(None), "ja") == "絵なし"
    assert render(names.content_msg(None), "en") == "no figure"
    set_id = new_component_set(client, "bravest", "Kitchen box")
    editor = client.get(f"/components/bravest/{set_id}/tile/1").get_data(as_text=True)
    assert "> 絵なし</label>" in editor and "> なし</label>" not in editor


def test_the_dark_side_starts_as_the_light_side_and_saves_on_to_the_tiles(app, client):
    """Item 4: the dark side's page offered only 「保存」, back to the set's page, and started
    empty (6 taps more for a board of the same shape).  Once the light side is entered (2 rows
    of 3 cells: camps where the rules put them, the Agile's at row 2, column 1 from the west,
    the Invincible's at row 1, column 3 from the east), the dark side's page starts from its
    cells, says so, and offers 「保存して次へ」, which opens the tiles (the pile page, tile 1:
    none entered yet)."""
    client.set_cookie("lang", "ja")
    set_id = new_component_set(client, "bravest", "Kitchen box")
    light = enter_side(client, set_id, 1, rows=2, cols=3)
    assert light.status_code == 302
    url = f"/components/bravest/{set_id}/side/2"
    page = client.get(url).get_data(as_text=True)
    cells = hidden(page, "cells")
    assert cells == "###....." * 2 + "." * 48
    assert "この面は光の面の写しから始まります。違うマスだけタップしてください。" in page
    assert '<button type="submit" name="next" value="1">保存して次へ</button>' in page
    saved = client.post(url, data={"csrf_token": csrf_of(page), "cells": cells,
                                   "agile": hidden(page, "agile"),
                                   "invincible": hidden(page, "invincible"), "tool": "cell",
                                   "next": "1"})
    assert saved.status_code == 302
    assert saved.headers["Location"].endswith(f"/components/bravest/{set_id}/tile/1")
    sides = stored_set(app, set_id)["island"]["sides"]
    assert sides["dark"] == sides["light"] == {
        "rows": 2, "cols": 3, "cells": ["###", "###"],
        "camps": {"agile": {"cell": [1, 0], "edge": "W"},
                  "invincible": {"cell": [0, 2], "edge": "E"}}}
    # a side entered already opens as it is, without the note
    again = client.get(url).get_data(as_text=True)
    assert "写しから始まります" not in again


def _chosen_set(html: str) -> str:
    """The value of the option the new-table form's set choice starts on."""
    select = re.search(r'<select[^>]*name="components".*?</select>', html, re.S).group(0)
    marked = re.findall(r'<option selected value="([^"]*)"', select)
    return marked[0] if marked else re.search(r'<option value="([^"]*)"', select).group(1)


def test_the_new_table_form_starts_on_the_set_this_device_used_last(app, client):
    """Item 3: the form always started on the sample, even right after this device made and
    used a set of its own.  A device that set a table up with its saved set (the numbered
    copy, both sides entered) finds the form on that set next time; a table set up with the
    sample since brings the sample back.  Another device (which sees none of those sets)
    still starts on the sample."""
    assert save_set(client, NUMBERED_SET, "Numbered copy").status_code == 302
    # not complete (20 of the 65 tiles, no special tile) and never used: not preselected
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "sample"
    new_bravest(client, mode="table_deals", components="1")
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "1"
    new_bravest(client)  # the sample (BRAVEST_OPTIONS)
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "sample"
    other = app.test_client()
    assert _chosen_set(other.get("/new/bravest").get_data(as_text=True)) == "sample"


def test_a_set_that_cannot_make_a_table_is_never_preselected(app, client):
    """A set with no side of the island boards entered sets up no table (セットアップ 1-2:
    each island is a side of the boards): this device's only set, a tile entered and no side,
    leaves the form on the sample."""
    set_id = new_component_set(client, "bravest", "Kitchen box")
    assert enter_tile(client, set_id, 1, {"N": "1", "S": "1"}, "wizard", "3").status_code == 302
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "sample"


def _complete_set(label: str) -> dict:
    """A whole box as the editor counts it (TEST DATA): 65 ordinary tiles (one kind), the 10
    special tiles (one of each effect, 特殊タイル) and both sides of the island boards."""
    specials = [{"id": f"★{i}", "count": 1, "paths": [["N", "S"]],
                 "content": {"kind": "special", "effect": e}}
                for i, e in enumerate(SPECIAL_EFFECTS, 1)]
    return {**NUMBERED_SET, "label": label, "tiles": {
        **NUMBERED_SET["tiles"], "tiles": [{"id": "1", "count": 65, "paths": [["N", "S"]],
                                            "content": {"kind": "wizard"}}] + specials}}


def test_without_a_table_yet_the_form_starts_on_the_newest_complete_set(app, client):
    """A device that has set up no table of the game yet starts on its newest complete set
    (65/65 tiles, 10/10 special tiles, 2/2 sides), not on an incomplete one saved after it."""
    assert save_set(client, _complete_set("Whole box"), "Whole box").status_code == 302
    assert save_set(client, NUMBERED_SET, "Numbered copy").status_code == 302
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "1"


def test_a_set_whose_sides_were_taken_away_is_not_preselected(app, client):
    """The set of this device's last table, its two island sides removed since: it sets up
    no table now (セットアップ 1-2), so the form starts on the sample."""
    assert save_set(client, NUMBERED_SET, "Numbered copy").status_code == 302
    new_bravest(client, mode="table_deals", components="1")
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "1"
    for n in (1, 2):
        url = f"/components/bravest/1/side/{n}"
        page = client.get(url).get_data(as_text=True)
        assert client.post(url, data={"csrf_token": csrf_of(page), "remove": "1",
                                      "cells": hidden(page, "cells")}).status_code == 302
    assert stored_set(app, 1)["island"]["sides"] == {}
    assert _chosen_set(client.get("/new/bravest").get_data(as_text=True)) == "sample"
    web = BravestWeb()
    assert not web.can_make_table({}) and not web.can_make_table({"tiles": 20, "cells": {}})
    assert web.can_make_table({"tiles": 0, "cells": {"dark": 6}})
