"""Bravest when the table deals a box its set does not know whole (issue 11 item 4): a tile
first met is entered as it lies (a ``new_tile`` move) and joins the table's catalogue; the same
tile turned is one more copy; the box's limits hold (seed 004, コンポーネント：75 tiles, 10 of
them special, one of each special effect); the table may say its deck is empty once every copy
the set knows is dealt (docs/rulings/bravest.md 26b)."""
from __future__ import annotations

import random

import pytest

from companion.engine import IllegalMove, InvalidMove
from companion.games.bravest.rules import GAME
from companion.games.bravest.rules.legal import legal_moves
from companion.games.bravest.rules.turn import apply_move, deck_left
from companion.games.bravest.rules.setup import setup
from companion.message import Msg

ONE_TILE = {"format": "bravest-tiles", "version": 1, "label": "Our copy", "tiles": [
    {"id": "A", "paths": [["N", "S"]], "content": {"kind": "ghost"}}]}


def table(catalogue=ONE_TILE):
    """Two players dealing real tiles on the sample island's light side (16 cells each)."""
    return setup({"players": 2, "start_player": 0, "mode": "table_deals",
                  "catalogue": catalogue}, random.Random(3))


def new_tile(state, slot, paths, content):
    return apply_move(state, GAME.parse_move(None, {"type": "new_tile", "slot": slot,
                                                    "paths": paths, "content": content}))


def test_an_open_box_waits_for_twelve_tiles_and_counts_the_box_of_75():
    state = table()
    assert state["open_box"] and state["pending"] == list(range(12))
    assert deck_left(state) == 75


def test_a_tile_first_met_joins_the_catalogue_and_the_same_tile_turned_is_a_copy():
    state = table()
    # a blob on a bend north–east: new, named "1" (no id is printed on a tile)
    state = new_tile(state, 0, [["N", "E"]], {"kind": "blob"})
    assert state["market"][0] == "1"
    assert state["catalogue"]["tiles"][-1] == {"id": "1", "count": 1, "paths": [["N", "E"]],
                                               "content": {"kind": "blob"}}
    # tile A (a ghost north–south) entered turned east–west while its copy is in the box: A
    state = new_tile(state, 1, [["E", "W"]], {"kind": "ghost"})
    assert state["market"][1] == "A" and state["catalogue"]["tiles"][0]["count"] == 1
    # again: no copy of A is left, so the box holds a second copy of it
    state = new_tile(state, 2, [["W", "E"]], {"kind": "ghost"})
    assert state["market"][2] == "A" and state["catalogue"]["tiles"][0]["count"] == 2
    assert len(state["catalogue"]["tiles"]) == 2 and deck_left(state) == 72


def test_each_special_tile_is_in_the_box_once():
    state = table()
    state = new_tile(state, 0, [["N", "S"]], {"kind": "special", "effect": "per_wizard"})
    assert state["market"][0] == "★3"
    with pytest.raises(IllegalMove) as err:
        new_tile(state, 1, [["E"]], {"kind": "special", "effect": "per_wizard"})
    assert err.value.message == Msg("bravest.component.special_copies",
                                    where=Msg("bravest.where.dealt", place=2),
                                    effect=Msg("bravest.effect.per_wizard"))


def test_a_bad_tile_is_refused_naming_the_place_it_was_dealt_onto():
    with pytest.raises(IllegalMove) as err:
        new_tile(table(), 4, [["N", "Q"]], None)
    assert err.value.message.params["where"] == Msg("bravest.where.dealt", place=5)


def test_the_deck_is_said_empty_only_once_the_known_copies_are_dealt():
    state = table()
    with pytest.raises(IllegalMove) as err:
        apply_move(state, {"type": "deal", "slot": 0, "tile": None})
    assert err.value.message == Msg("bravest.deal.deck_not_empty", left=1)
    assert legal_moves(state, None) == [{"type": "deal", "slot": 0, "tile": "A"}]
    state = apply_move(state, {"type": "deal", "slot": 0, "tile": "A"})
    state = apply_move(state, {"type": "deal", "slot": 1, "tile": None})
    assert state["pending"] == [] and not state["open_box"] and deck_left(state) == 0


def test_no_new_tile_when_the_set_is_a_whole_box_or_the_app_deals():
    app = setup({"players": 2, "start_player": 0}, random.Random(3))
    with pytest.raises(IllegalMove) as err:
        apply_move(app, {"type": "new_tile", "slot": 0, "paths": [], "content": None})
    assert err.value.message == Msg("bravest.deal.app_deals")


def test_a_deals_entry_may_give_its_tile_by_its_looks():
    """A ``deals`` move may give a tile by its roads and what stands on it (a tile of the
    table's saved set that its catalogue lacks, e.g. a new tile whose entry was undone: issue
    38), each such entry applied as a new tile would be, in order: the 12 places of the setup
    here, worked by hand.  Place 1: tile A by its id; place 2: a blob on a bend north–east by
    its looks, new, named "1"; place 3: the same blob turned (east–south), by its looks: no copy
    of "1" left, so a second copy; place 4: A by its looks (turned), no copy left: a second
    copy of A.  The log names each place and tile; the saved set's change holds "1" twice and
    A twice."""
    state = table()
    move = GAME.parse_move(None, {"type": "deals", "deals": [
        {"slot": 0, "tile": "A"},
        {"slot": 1, "paths": [["N", "E"]], "content": {"kind": "blob"}},
        {"slot": 2, "paths": [["E", "S"]], "content": {"kind": "blob"}},
        {"slot": 3, "paths": [["E", "W"]], "content": {"kind": "ghost"}}]})
    line = GAME.describe_move(move, state)
    after = apply_move(state, move)
    assert after["market"][:4] == ["A", "1", "1", "A"]
    assert [(t["id"], t["count"]) for t in after["catalogue"]["tiles"]] == [("A", 2), ("1", 2)]
    assert after["pending"] == list(range(4, 12)) and deck_left(after) == 71
    assert [(m.params["place"], m.params["tile"]) for m in line.params["deals"]] == [
        (1, "A"), (2, "1"), (3, "1"), (4, "A")]
    doc = {"tiles": {"tiles": [{"id": "A", "count": 1, "paths": [["N", "S"]],
                                "content": {"kind": "ghost"}}]}}
    joined = GAME.pieces_met(after, move)(doc)
    assert [(t["id"], t["count"]) for t in joined["tiles"]["tiles"]] == [("A", 2), ("1", 2)]


def test_a_deals_entry_by_looks_is_checked_as_a_new_tile():
    """An entry by looks carries only its place, roads and content; bad roads are refused
    naming the place it was dealt onto, as a new tile is."""
    state = table()
    with pytest.raises(InvalidMove):
        GAME.parse_move(None, {"type": "deals", "deals": [
            {"slot": 0, "paths": [["N"]], "content": None, "tile": "A"}]})
    with pytest.raises(IllegalMove) as refused:
        apply_move(state, GAME.parse_move(None, {"type": "deals", "deals": [
            {"slot": 4, "paths": [["N", "Q"]], "content": None}]}))
    assert refused.value.message.params["where"] == Msg("bravest.where.dealt", place=5)
