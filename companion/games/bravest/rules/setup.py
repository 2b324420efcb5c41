"""Bravest setup: islands, the tile deck, the 12 tiles around the distribution board, the three
tile selectors and the start player.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "セットアップ" 1)–6).  Readings are in
docs/rulings/bravest.md.
"""
from __future__ import annotations

import random
from typing import Any

from companion.inputs import signed
from companion.engine import InvalidOptions, State
from companion.games.bravest.rules.components import (
    BOX_TILES, SIDES, ComponentDataError, catalogue_total, island_cells, load_catalogue,
    load_island, sample_catalogue, sample_island,
)
from companion.games.bravest.rules.names import label_text, side_msg
from companion.message import Msg

MODES = ("app_deals", "table_deals")
MARKET_SLOTS = 12
SELECTORS = 3
#: The three selectors start facing the first three places clockwise from their start position.
SELECTOR_START = [0, 1, 2]
RULE_SETUP = "seed 004, セットアップ"


def setup(options: dict[str, Any], rng: random.Random) -> State:
    """The State0 of a Bravest table.

    ``options`` (all optional but ``players``):

    * ``players``: 2–4 (the legendary characters); ``names``: one name per player;
    * ``side``: "light" (default, the first-game side) or "dark": the same for every island
      (セットアップ 2: "すべての伝説のキャラクターは同じ面の島を使わなければなりません");
    * ``mode``: "app_deals" (default: the app shuffles the deck and names each tile to put out)
      or "table_deals" (the table shuffles real tiles and enters each tile that comes up with a
      ``deal`` move — or, a tile the catalogue does not know yet, a ``new_tile`` move);
    * ``catalogue``: a tile catalogue document, ``island``: an island geometry document
      (default: the shipped samples, labelled as samples).  Either may be a copy still being
      entered (a draft: fewer than the box's 75 tiles, one side of the island boards): the
      app deals only from a catalogue that holds the tiles the islands need; when the table
      deals, its box holds 75 tiles whatever the catalogue knows yet (an *open box*);
    * ``start_player``: the seat that starts (the one who most recently visited an island,
      セットアップ); default drawn with ``rng``.

    State shape (JSON): ``{"game": "bravest", "mode", "side", "names": [str],
    "catalogue": loaded catalogue, "island_label": str, "island_sample": bool,
    "geometry": side geometry, "deck": [tile id, ...] (app_deals: the shuffled rest of the
    deck, next tile first; table_deals: []), "box": {tile id: copies not yet dealt},
    "market": [tile id or None] * 12 (places clockwise), "selectors": [place, place, place],
    "pending": [places waiting for the table to enter the tile it dealt], "open_box": bool
    (table_deals with a catalogue of fewer than 75 tiles: the box holds tiles it does not know
    yet, entered with ``new_tile``), "islands": [{"r,c": {"tile", "rotation", "face_down"}}
    per seat], "start_player", "current", "turn": int, "over": bool}``.

    Raises InvalidOptions (its message a ``Msg``) for a bad option or component document.
    """
    if not isinstance(options, dict):
        raise InvalidOptions(Msg("bravest.options.unreadable"))
    players = options.get("players", 2)
    names = options.get("names")
    if names is not None:
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
            raise InvalidOptions(Msg("bravest.options.bad_names"))
        players = options.get("players", len(names))
    if isinstance(players, str) and signed(players) is not None:
        players = signed(players)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise InvalidOptions(Msg("bravest.options.player_count"))
    if names is None:
        names = [f"Player {i + 1}" for i in range(players)]
    if len(names) != players:
        raise InvalidOptions(Msg("bravest.options.names_count", names=len(names),
                                 players=players))
    side = options.get("side", "light")
    if side not in SIDES:
        raise InvalidOptions(Msg("bravest.options.bad_side"))
    mode = options.get("mode", "app_deals")
    if mode not in MODES:
        raise InvalidOptions(Msg("bravest.options.bad_mode"))
    try:
        catalogue = load_catalogue(options["catalogue"], draft=True) if "catalogue" in options \
            else sample_catalogue()
        island = load_island(options["island"], draft=True) if "island" in options \
            else sample_island()
    except ComponentDataError as e:
        raise InvalidOptions(e.message) from None
    if side not in island["sides"]:
        raise InvalidOptions(Msg("bravest.options.no_such_side",
                                 island=label_text(island["label"]), side=side_msg(side)))
    geometry = island["sides"][side]
    n_cells = len(island_cells(geometry))
    box = {t["id"]: t["count"] for t in catalogue["tiles"]}
    total = catalogue_total(catalogue)
    open_box = mode == "table_deals" and total < BOX_TILES
    needed = players * n_cells
    if mode == "app_deals" and total < needed:
        raise InvalidOptions(Msg("bravest.options.too_few_to_deal", total=total,
                                 players=players, cells=n_cells, needed=needed))
    if needed > (BOX_TILES if open_box else total):
        raise InvalidOptions(Msg("bravest.options.too_few_tiles", total=BOX_TILES if open_box
                                 else total, players=players, cells=n_cells, needed=needed))
    start = options.get("start_player")
    if isinstance(start, str):
        start = signed(start) if signed(start) is not None else None if not start.strip() else start
    if start is None:
        start = rng.randrange(players)
    if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < players:
        raise InvalidOptions(Msg("bravest.options.bad_start_player", players=players))

    market: list[str | None] = [None] * MARKET_SLOTS
    deck: list[str] = []
    pending: list[int] = []
    if mode == "app_deals":
        deck = [t["id"] for t in catalogue["tiles"] for _ in range(t["count"])]
        rng.shuffle(deck)
        for slot in range(MARKET_SLOTS):
            if deck:
                market[slot] = deck.pop(0)
                box[market[slot]] -= 1  # type: ignore[index]
    else:
        pending = list(range(min(MARKET_SLOTS, BOX_TILES if open_box else total)))
    return {
        "game": "bravest",
        "mode": mode,
        "side": side,
        "names": list(names),
        "catalogue": catalogue,
        "island_label": island["label"],
        "island_sample": island["sample"],
        "geometry": geometry,
        "deck": deck,
        "box": box,
        "market": market,
        "selectors": list(SELECTOR_START),
        "pending": pending,
        "open_box": open_box,
        "islands": [{} for _ in range(players)],
        "start_player": start,
        "current": start,
        "turn": 0,
        "over": False,
    }


def set_summary(catalogue: dict[str, Any], island: dict[str, Any]) -> dict[str, Any]:
    """What a new-table form needs of a saved set without loading it: the copies of tiles
    entered and the cells of each island side entered, ``{"tiles": int, "cells": {side: int}}``
    (``catalogue`` and ``island``: checked documents, ``load_catalogue`` / ``load_island``)."""
    return {"tiles": sum(int(t.get("count", 1)) for t in catalogue.get("tiles") or []),
            "cells": {side: len(island_cells(geo))
                      for side, geo in (island.get("sides") or {}).items() if side in SIDES}}


def modes_for(summary: dict[str, Any]) -> list[str]:
    """The dealing modes (``MODES``) a set can be set up with, from its ``set_summary``: the
    app deals only from a set holding at least the tiles of the smallest table's islands
    (2 players × the cells of its smaller side entered, セットアップ 1: each legendary
    character takes an island; ``setup`` checks the table's own count again); the table deals
    from any set (a box it does not know whole is an open box).  A summary without the counts
    (a set saved before they were kept) gives every mode: ``setup`` says why one fails."""
    tiles, cells = summary.get("tiles"), summary.get("cells")
    if not isinstance(tiles, int) or not isinstance(cells, dict):
        return list(MODES)
    smallest = min(cells.values(), default=0)
    return [mode for mode in MODES
            if mode != "app_deals" or (smallest and tiles >= 2 * smallest)]


def setup_json(state: dict[str, Any]) -> dict[str, Any]:
    """The public part of a setup snapshot (``companion setup bravest --json``): everything
    but the order of the app's deck (only its size) and the catalogue (only its label)."""
    out = {k: state[k] for k in ("mode", "side", "names", "island_label", "island_sample",
                                 "geometry", "market", "selectors", "pending", "start_player",
                                 "current")}
    out["catalogue_label"] = state["catalogue"]["label"]
    out["catalogue_sample"] = state["catalogue"]["sample"]
    out["deck_count"] = len(state["deck"]) if state["mode"] == "app_deals" \
        else sum(state["box"].values())
    return out

