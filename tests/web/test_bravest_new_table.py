"""Bravest's new-table form (issue 38): the island sides and the dealings offered follow the
component set chosen; a dealing the set cannot use is not offered, and sent all the same it
is refused with the game's reason, the form kept.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt セットアップ 1) (each legendary character
takes an island: the app deals a table's islands from the tiles its set knows).  The sample
island: light side 4 × 4 = 16 cells, dark side 18 cells.
"""
from __future__ import annotations

import copy
import html as htmllib
import json
import re

from companion.extensions import db
from companion.models import ComponentSet
from companion.registry import get_game
from tests.web.test_new_table_choices import _options, _save_set, _selected
from tests.driver import csrf_of

APP, TABLE = "app_deals", "table_deals"


def _draft(copies: int, sides=("light", "dark")) -> dict:
    """The Bravest sample as a table's own copy still being entered: its first tiles up to
    ``copies`` copies in all (the last one's count cut to fit), the island ``sides`` only."""
    doc = copy.deepcopy(get_game("bravest").sample_components())
    doc.update(sample=False, label="Our copy")
    doc["tiles"].update(sample=False, label="Our tiles")
    doc["island"].update(sample=False, label="Our island")
    kept, left = [], copies
    for tile in doc["tiles"]["tiles"]:
        if left <= 0:
            break
        tile["count"] = min(tile.get("count", 1), left)
        left -= tile["count"]
        kept.append(tile)
    doc["tiles"]["tiles"] = kept
    doc["island"]["sides"] = {s: g for s, g in doc["island"]["sides"].items() if s in sides}
    return doc


def _by_set(html: str, name: str) -> dict:
    return json.loads(htmllib.unescape(re.search(
        rf'<select data-by-set="([^"]*)"[^>]*name="{name}"', html).group(1)))


def _form(page: str, **change) -> dict:
    data = {"csrf_token": csrf_of(page), "player_count": "2", "seed": "3", "name_0": "Ana",
            "colour_0": "red", "name_1": "Ben", "colour_1": "blue", "side": "light",
            "mode": APP, "components": "sample", "start_player": "1"}
    data.update(change)
    return data


def test_the_app_deals_only_from_a_set_with_the_tiles_of_two_islands(client):
    """25 copies entered, both sides: 2 players × 16 cells (the smaller side) need 32, so only
    the table deals.  The dark side alone (18 cells: 36 needed): 35 copies are too few, 36
    enough.  The sample (75) offers both dealings and both sides."""
    few = _save_set(client, "bravest", "Few", _draft(25))
    dark35 = _save_set(client, "bravest", "Dark35", _draft(35, sides=("dark",)))
    dark36 = _save_set(client, "bravest", "Dark36", _draft(36, sides=("dark",)))
    page = client.get("/new/bravest").get_data(as_text=True)
    assert [v for v, _l in _options(page, "mode")] == [APP, TABLE]
    modes, sides = _by_set(page, "mode"), _by_set(page, "side")
    assert [v for v, _l in modes["sample"]] == [APP, TABLE]
    assert [v for v, _l in modes[few]] == [TABLE]
    assert [v for v, _l in modes[dark35]] == [TABLE]
    assert [v for v, _l in modes[dark36]] == [APP, TABLE]
    assert [v for v, _l in sides["sample"]] == ["light", "dark"]
    assert [v for v, _l in sides[few]] == ["light", "dark"]
    assert [v for v, _l in sides[dark36]] == ["dark"]


def test_a_set_too_small_for_the_app_opens_on_the_table_dealing_in_japanese(client):
    """The form opened on the small set (``?components=``, as a set given from a phone) offers
    「テーブルで実物のタイルを配り、出たタイルを入力する」 alone, chosen, never
    「アプリがタイルを配る」; the table sets up with it."""
    client.set_cookie("lang", "ja")
    few = _save_set(client, "bravest", "Few", _draft(25))
    page = client.get(f"/new/bravest?components={few}").get_data(as_text=True)
    assert _options(page, "mode") == [(TABLE, "テーブルで実物のタイルを配り、出たタイルを入力する")]
    assert _selected(page, "mode") == TABLE
    assert "アプリがタイルを配る" not in page.split('name="mode"', 1)[1].split("</select>")[0]
    response = client.post("/new/bravest", data=_form(page, components=few, mode=TABLE))
    assert response.status_code == 302, response.get_data(as_text=True)[-1500:]


def test_the_app_dealing_sent_for_a_small_set_is_refused_with_the_form_kept(client):
    """Posted all the same (a tampered form, or the set changed without the page's script):
    422 with the game's reason in Japanese (16-cell islands × 2 need 32 tiles, the set has 25),
    the names, set and side kept, the dealing list now the set's."""
    client.set_cookie("lang", "ja")
    few = _save_set(client, "bravest", "Few", _draft(25))
    page = client.get("/new/bravest").get_data(as_text=True)
    response = client.post("/new/bravest", data=_form(page, components=few, mode=APP))
    assert response.status_code == 422
    again = response.get_data(as_text=True)
    assert ("16マスの島2つには32枚のタイルが必要ですが、このセットには25枚しかありません。"
            in again)
    assert 'value="Ana"' in again and 'value="Ben"' in again
    assert _selected(again, "components") == few and _selected(again, "side") == "light"
    assert [v for v, _l in _options(again, "mode")] == [TABLE]


def test_a_side_the_set_has_not_entered_is_refused_with_its_reason(client):
    """The light side sent with a set that has only the dark side: 422, the game says the
    island has no light side, the form kept."""
    dark = _save_set(client, "bravest", "Dark36", _draft(36, sides=("dark",)))
    page = client.get("/new/bravest").get_data(as_text=True)
    response = client.post("/new/bravest", data=_form(page, components=dark, side="light"))
    assert response.status_code == 422
    again = response.get_data(as_text=True)
    assert "The island “Dark36” has no light side." in htmllib.unescape(again)
    assert [v for v, _l in _options(again, "side")] == ["dark"]
    assert 'value="Ana"' in again


def test_a_set_saved_before_its_counts_were_kept_offers_only_its_sides(app, client):
    """A set saved before the form knew its sides and tiles (its summary without them: a copy
    entered at an earlier table trial) offered both sides and both dealings, and the refusal
    came only once sent (table trial s48).  Its document says them: the light side alone
    (16 cells) and 40 copies, enough for the app to deal for two (32): the form offers
    「光の面（初回プレイ）」 alone and both dealings, in the page's lists and in those the
    script swaps in.  The dark side sent all the same: 422, the game's reason, the form kept
    offering the light side alone."""
    client.set_cookie("lang", "ja")
    light = _save_set(client, "bravest", "Light", _draft(40, sides=("light",)))
    with app.app_context():
        row = db.session.get(ComponentSet, int(light))
        row.summary = {"progress": row.summary["progress"]}  # no "tiles", no "cells"
        db.session.commit()
    page = client.get(f"/new/bravest?components={light}").get_data(as_text=True)
    assert _options(page, "side") == [("light", "光の面（初回プレイ）")]
    assert [v for v, _l in _by_set(page, "side")[light]] == ["light"]
    assert [v for v, _l in _by_set(page, "mode")[light]] == [APP, TABLE]
    response = client.post("/new/bravest", data=_form(page, components=light, side="dark"))
    assert response.status_code == 422
    again = response.get_data(as_text=True)
    assert ("「Light」の島には闇の面がありません。その面を使うなら、セットのページで島のその面を"
            "入力してください。") in htmllib.unescape(again)
    assert [v for v, _l in _options(again, "side")] == ["light"]
    assert _selected(again, "components") == light
