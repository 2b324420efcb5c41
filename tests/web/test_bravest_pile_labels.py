"""The pile page's steppers are named to a screen reader by what their tile shows and its
roads, as the log and the tile's picture name it, never by the app's number for it (issue 38:
they said 「タイル1」): a box entered by tapping numbers its tiles "1", "2", ... but no tile
prints a number."""
from __future__ import annotations

import re
from html import unescape

from tests.web.test_bravest_pile_trial import pile_of_two


def _labels(html: str) -> list[str]:
    stepper = re.findall(r'<span class="bv-stepper">(.*?)</span>', html, re.S)
    return [unescape(label) for part in stepper for label in re.findall(r'aria-label="([^"]*)"', part)]


def test_the_steppers_name_each_tile_by_what_it_shows(client):
    """Tile 1: no figure, a road joining north and south; tile 2: a ghost on a dead end from
    the west.  Each has − count + named so, in Japanese and in English."""
    _set_id, url, _token = pile_of_two(client)
    client.set_cookie("lang", "ja")
    labels = _labels(client.get(url).get_data(as_text=True))
    assert labels == [
        "「絵なし・北と南をつなぐ道」のタイルを1枚減らす", "「絵なし・北と南をつなぐ道」のタイルの枚数",
        "「絵なし・北と南をつなぐ道」のタイルを1枚増やす",
        "「幽霊・西から入る行き止まり」のタイルを1枚減らす",
        "「幽霊・西から入る行き止まり」のタイルの枚数",
        "「幽霊・西から入る行き止まり」のタイルを1枚増やす"]
    assert not any(re.search(r"タイル\s*\d", label) for label in labels)
    client.set_cookie("lang", "en")
    labels = _labels(client.get(url).get_data(as_text=True))
    assert labels[:3] == [
        "One copy fewer of the tile “no figure, a road joining north and south”",
        "Copies of the tile “no figure, a road joining north and south”",
        "One copy more of the tile “no figure, a road joining north and south”"]
    assert labels[4] == "Copies of the tile “ghost, a dead end from the west”"
