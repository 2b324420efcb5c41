"""Mayan Curse's turn builder offers what the engine accepts and says what a step leads to
(issue 38): every slide of the slab the adventurer stands on, both ways, even where the search
of the turn's moves is cut short (seed 000 「a. 床ボードのスライド」: 「合計3スペースまで、どちらの
方向にも」); a slide or a line after which only the machete can end the turn says so before it
is taken (「バックパックを使う」: the backpack is used once a game)."""
from __future__ import annotations

import random

from companion.games.mayan_curse.rules import slide_search
from tests.games.mayan_curse.kit import _try, random_position
from tests.web.test_mayan_curse_web import choices, edit_setup, follow, new_mc_table

MACHETE_NOTE = "after it, only the machete (once a game) can end this turn"


def _table_at(app, client, seed: int) -> tuple[str, dict]:
    """A two-player table (the sample set) at the random position of ``seed`` (kit.py), seat
    0 to play: (code, the position)."""
    position = random_position(random.Random(seed), players=2, tiny=False)
    code = new_mc_table(client, players=("Ana", "Ben"))
    edit_setup(app, code, lambda setup: setup.update(
        {k: v for k, v in position.items() if k != "players"}))
    return code, position


def _slide_labels(client, code: str, row: int) -> list[tuple[str, str]]:
    page = client.get(f"/t/{code}/seat/0").get_data(as_text=True)
    page = follow(client, page, "Slide a floor board or turn a temple tier")
    page = follow(client, page, href=f"pick=slide.r.{row}")
    return [(label, href) for href, label, _pos in choices(page)]


def test_every_slide_of_the_slab_stood_on_is_offered_both_ways(app, client, monkeypatch):
    """Position 126 of the kit: Ana stands on a slab whose offset lets it slide 3 spaces either
    way; ``apply`` accepts each of the six slides as a whole turn (standing on it).  With the
    search of the turn's moves cut short (as on a crowded table), the page still offers all
    six: before, 2 and 3 spaces to the right were missing."""
    monkeypatch.setattr(slide_search, "SEARCH_LIMIT", 3000)
    code, position = _table_at(app, client, 126)
    row = position["adventurers"][0]["row"]
    assert position["rows"][row]["kind"] == "slab"
    empty = {"type": "turn", "seat": 0, "backpack": None, "slides": [], "moves": []}
    accepted = [by for by in (-3, -2, -1, 1, 2, 3)
                if _try(position, {**empty, "slides": [{"row": row, "by": by}]}) is None]
    assert accepted == [-3, -2, -1, 1, 2, 3]
    labels = [label for label, _href in _slide_labels(client, code, row)]
    assert sorted(labels) == sorted(["← 1 space", "← 2 spaces", "← 3 spaces",
                                     "→ 1 space", "→ 2 spaces", "→ 3 spaces"])


def test_a_slide_only_the_machete_can_finish_says_so_before_it_is_taken(app, client):
    """Position 3 of the kit: Ana on the entrance board (row 1) holds monkey, eagle, monkey,
    her backpack unused.  Slid one space either way, river 1's 7th slab (row 8) must be stood
    on this turn, which her stones reach only with one of them made a wild by the machete:
    both slides say so (a slide she can finish without it says nothing: the next test)."""
    code, position = _table_at(app, client, 3)
    assert position["hands"][0] == ["monkey", "eagle", "monkey"]
    assert position["adventurers"][0]["backpack"] is None
    labels = [label for label, _href in _slide_labels(client, code, 8)]
    assert sorted(labels) == ["← 1 space " + MACHETE_NOTE, "→ 1 space " + MACHETE_NOTE]


def test_a_line_only_the_machete_can_finish_says_so_before_it_is_taken(app, client):
    """Position 12 of the kit: Ana on the middle relay board (row 9) holds monkey, monkey,
    dog, her backpack unused.  Once river 1's 4th slab (row 5) is slid 2 spaces left she must
    stand on it this turn; another slide still lets her stones reach it (the slide says
    nothing), but the dog's line one space down, after which no slide may follow, leaves only
    the machete to end the turn: that line says so."""
    code, position = _table_at(app, client, 12)
    assert position["hands"][0] == ["monkey", "monkey", "dog"]
    assert position["adventurers"][0]["backpack"] is None
    offered = dict(_slide_labels(client, code, 5))
    page = client.get(offered["← 2 spaces"]).get_data(as_text=True)
    page = follow(client, page, "Stone 3: dog")
    downs = [label for _href, label, _pos in choices(page) if label.startswith("↓ 1 space")]
    assert len(downs) == 1 and downs[0].endswith(MACHETE_NOTE), downs
