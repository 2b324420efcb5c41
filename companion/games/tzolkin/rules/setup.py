"""Tzolk'in setup: the State0 snapshot from table options and a seeded rng.

Rules: seed 003_33e329f624a6e484.txt, sections 「盤と共通の準備」 (bank, harvest tiles per player
count, buildings and monuments) and 「個人の準備と少人数の中立コマ」 (personal boards, temples and
technologies, start player, starting wealth and the neutral workers of the 2 and 3 player game).
Readings of what the seed leaves open are in docs/rulings/tzolkin.md; the snapshot's shape is in
docs/formats/tzolkin.md.  Then the setup's public part as JSON (``setup_json``) and told as
messages (the reveal of the neutral workers, the harvest tiles, who starts), for the setup
sheet, the host screen and the command line.
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import InvalidOptions
from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules.components import (
    GEARS, TECHNOLOGIES, TEMPLES, TOTAL_SKULLS, WealthTile, load_components,
)
from companion.games.tzolkin.rules.play_state import READING, READING_KEY
from companion.games.tzolkin.rules.vp_sources import add_vp, new_ledger
from companion.message import Msg

#: Worker colours of the box (6 workers each); neutral workers use the colours not in play.
COLOURS = ("blue", "red", "yellow", "green")
WORKERS_PER_COLOUR = 6
#: Harvest tiles per field by player count (seed 「盤と共通の準備」: 4 players 4, 3 players 3, 2 players 2).
TILES_PER_FIELD = {2: 2, 3: 3, 4: 4}
#: Monuments revealed by player count (seed 「盤と共通の準備」).
MONUMENTS_REVEALED = {2: 4, 3: 5, 4: 6}
#: Neutral workers by player count (seed 「個人の準備と少人数の中立コマ」).
NEUTRAL_WORKERS = {2: 12, 3: 6, 4: 0}
BUILDINGS_IN_ROW = 6
WEALTH_DEALT = 4
WEALTH_KEPT = 2
START_WORKERS = 3
FISHING_LEVELS = (3, 2)

# Results of one revealed wealth tile in the neutral worker procedure (``neutral_reveal``).
PLACED = "placed"                        # one worker on the tile's spot (gear already had one)
PLACED_WITH_OPPOSITE = "placed_with_opposite"  # first on this gear: also the opposite spot
PLACED_ON_CHICHEN_ITZA = "placed_first_on_chichen_itza"  # first on Chichen Itza: no opposite
OPPOSITE_TAKEN = "placed_opposite_taken"  # first on this gear but the opposite spot was taken
LAST_WORKER = "placed_last_worker"       # first on this gear but only one worker was left
SKIPPED_TAKEN = "skipped_spot_taken"     # the tile's spot was taken: nothing placed


def opposite_spot(spot: int) -> int:
    """The spot across a normal gear: (spot + 5) mod 10 (seed 「個人の準備と少人数の中立コマ」)."""
    return (spot + 5) % 10


def place_neutral_workers(reveal_order: list[tuple[str, str, int]], count: int,
                          colours: list[str]) -> tuple[list[dict], list[dict], int]:
    """Place ``count`` neutral workers from tiles revealed in ``reveal_order``.

    ``reveal_order``: [(tile id, gear, spot), ...] in the order the tiles are turned over.
    ``colours``: the neutral colours; worker k (0-based) gets ``colours[k // 6]``.
    Seed 「個人の準備と少人数の中立コマ」: reveal one tile at a time and put a neutral worker on its
    gear and spot; if it is the first neutral worker on that gear, put another on the opposite
    spot ((spot + 5) mod 10), except on Chichen Itza; if the spot is taken, turn the next tile.
    Rulings (docs/rulings/tzolkin.md): an opposite spot that is taken gets no worker and the
    tile's own worker stays; when only one worker is left it goes on the tile's spot and no
    opposite worker is placed; when the tiles run out, setup stops short.

    Returns (workers [{"gear","spot","colour"}], reveal log [{"tile","gear","spot","result"}]
    with one entry per tile turned over, shortfall = workers that found no place).
    """
    workers: list[dict] = []
    log: list[dict] = []
    taken: set[tuple[str, int]] = set()
    gears_used: set[str] = set()

    def put(gear: str, spot: int) -> None:
        workers.append({"gear": gear, "spot": spot,
                        "colour": colours[min(len(workers) // WORKERS_PER_COLOUR, len(colours) - 1)]})
        taken.add((gear, spot))

    for tile, gear, spot in reveal_order:
        if len(workers) >= count:
            break
        entry = {"tile": tile, "gear": gear, "spot": spot}
        log.append(entry)
        if (gear, spot) in taken:
            entry["result"] = SKIPPED_TAKEN
            continue
        first = gear not in gears_used
        gears_used.add(gear)
        put(gear, spot)
        if not first:
            entry["result"] = PLACED
        elif gear == "chichen_itza":
            entry["result"] = PLACED_ON_CHICHEN_ITZA
        elif len(workers) >= count:
            entry["result"] = LAST_WORKER
        elif (gear, opposite_spot(spot)) in taken:
            entry["result"] = OPPOSITE_TAKEN
        else:
            put(gear, opposite_spot(spot))
            entry["result"] = PLACED_WITH_OPPOSITE
            entry["opposite_spot"] = opposite_spot(spot)
    return workers, log, max(0, count - len(workers))


def validate_options(options: Any) -> dict:
    """Normalized options or InvalidOptions.

    ``{"players": [{"name": str, "colour": one of COLOURS}, ...] (2-4, names and colours
    distinct), "agriculture_fishing_level": 3 (seed, default) or 2 (published reading),
    "start_player": seat (0-based: the table chose) or "random" (drawn by the app; the default
    when absent)}``.
    The refusal's ``Msg`` names the player and what is wrong (messages/setup.py)."""
    if not isinstance(options, dict):
        raise InvalidOptions(Msg("tzolkin.options.not_object"))
    unknown = set(options) - {"players", "agriculture_fishing_level", "start_player"}
    if unknown:
        raise InvalidOptions(Msg("tzolkin.options.unknown",
                                 names=sorted(str(k)[:40] for k in unknown)))
    players = options.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise InvalidOptions(Msg("tzolkin.options.player_count"))
    out_players = []
    seen: set[str] = set()
    colours: set[str] = set()
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise InvalidOptions(Msg("tzolkin.options.player_shape", n=i + 1))
        name, colour = p.get("name"), p.get("colour")
        if not isinstance(name, str) or not name.strip():
            raise InvalidOptions(Msg("tzolkin.options.name_missing", n=i + 1))
        name = name.strip()
        if name.casefold() in seen:
            raise InvalidOptions(Msg("tzolkin.options.same_name", name=name))
        if colour not in COLOURS:
            raise InvalidOptions(Msg("tzolkin.options.bad_colour", name=name,
                                     colours=[names.colour(c) for c in COLOURS]))
        if colour in colours:
            raise InvalidOptions(Msg("tzolkin.options.colour_taken", name=name,
                                     colour=names.colour(colour)))
        seen.add(name.casefold())
        colours.add(colour)
        out_players.append({"name": name, "colour": colour})
    level = options.get("agriculture_fishing_level", 3)
    if level not in FISHING_LEVELS or isinstance(level, bool):
        raise InvalidOptions(Msg("tzolkin.options.fishing_level"))
    out = {"players": out_players, "agriculture_fishing_level": level}
    if "start_player" in options:  # the seat chosen by the table, or "random" (drawn)
        start = options["start_player"]
        if start != "random" and not (isinstance(start, int) and not isinstance(start, bool)
                                      and 0 <= start < len(out_players)):
            raise InvalidOptions(Msg("tzolkin.options.start_player", n=len(out_players)))
        out["start_player"] = start
    return out


def new_seat() -> dict:
    """One player's starting pieces (seed 「個人の準備と少人数の中立コマ」): 3 workers at hand, 3
    unhired, every temple on step 1, every technology at 0, 0 VP, personal board light side."""
    return {
        "corn": 0, "wood": 0, "stone": 0, "gold": 0, "skull": 0, "vp": 0,
        "workers_hand": START_WORKERS, "workers_unhired": WORKERS_PER_COLOUR - START_WORKERS,
        "temples": {t: 1 for t in TEMPLES},
        "technologies": {t: 0 for t in TECHNOLOGIES},
        "light_side": True,
        "farms": [],
        "buildings": [], "monuments": [],
        "harvest_tiles": {"corn": 0, "wood": 0},
        "vp_from": new_ledger(),
    }


def setup(options: dict, rng: random.Random) -> dict:
    """The State0 snapshot (JSON-compatible) for ``options`` (see ``validate_options``).

    Same options and same rng seed give an identical snapshot.  Raises InvalidOptions.
    Seed sections 「盤と共通の準備」 and 「個人の準備と少人数の中立コマ」; shape in
    docs/formats/tzolkin.md.  ``rules_reading`` marks the reading of the rules the table goes
    on under (play_state.READING_KEY; absent: rules version 1).
    """
    options = validate_options(options)
    comps = load_components()
    n = len(options["players"])

    per_field = TILES_PER_FIELD[n]
    harvest = {"2": {"corn": per_field}}
    for action in ("3", "4", "5"):
        harvest[action] = {"corn": per_field, "wood": per_field}

    decks = {}
    for age in (1, 2):
        ids = sorted(b.id for b in comps.buildings.values() if b.age == age)
        rng.shuffle(ids)
        decks[str(age)] = ids
    row, decks["1"] = decks["1"][:BUILDINGS_IN_ROW], decks["1"][BUILDINGS_IN_ROW:]

    monuments = sorted(comps.monuments)
    rng.shuffle(monuments)
    revealed = monuments[:MONUMENTS_REVEALED[n]]

    tiles = sorted(comps.wealth_tiles)
    rng.shuffle(tiles)
    dealt = {str(s): tiles[s * WEALTH_DEALT:(s + 1) * WEALTH_DEALT] for s in range(n)}
    undealt = tiles[n * WEALTH_DEALT:]

    used = {p["colour"] for p in options["players"]}
    neutral_colours = [c for c in COLOURS if c not in used][:2]
    order = [(t, comps.wealth_tiles[t].gear, comps.wealth_tiles[t].spot) for t in undealt]
    workers, log, short = place_neutral_workers(order, NEUTRAL_WORKERS[n], neutral_colours)

    # seed 「個人の準備と少人数の中立コマ」: the table chooses (docs/rulings R6); drawn otherwise.
    # The draw is made either way, so that a seed gives the same setup whoever starts.
    drawn = rng.randrange(n)
    chosen = options.get("start_player")
    start_player = chosen if isinstance(chosen, int) and not isinstance(chosen, bool) else drawn
    return {
        "game": "tzolkin",
        "options": options,
        "players": [dict(p) for p in options["players"]],
        "start_player": start_player,
        "phase": "choose_wealth",
        "day": 0,
        "age": 1,
        "buildings_row": row,
        "building_decks": decks,
        "monuments": revealed,
        "monuments_out": monuments[MONUMENTS_REVEALED[n]:],
        "harvest_tiles": harvest,
        "skulls_in_bank": TOTAL_SKULLS,
        "neutral_workers": workers,
        "neutral_reveal": log,
        "neutral_shortfall": short,
        "wealth_dealt": dealt,
        "wealth_undealt": undealt,
        "wealth_chosen": {},
        "seats": [new_seat() for _ in range(n)],
        "end_state": None,
        READING_KEY: READING,  # the reading of the rules this table goes on under
    }


def apply_reward(seat: dict, tile: WealthTile) -> None:
    """Add one starting wealth tile's reward (its top half) to ``seat`` in place.

    Seed 「個人の準備と少人数の中立コマ」 (last paragraph): corn, resources, skulls, VP, extra
    workers, free technology and temple steps; a farm relief stays for the rest of the game.
    Free steps stop at the top (technology level 3, a temple's top step)."""
    comps = load_components()
    r = tile.reward
    for key in ("corn", "wood", "stone", "gold", "skull"):
        seat[key] += r.get(key, 0)
    add_vp(seat, "wealth", r.get("vp", 0))
    hire = min(r.get("worker", 0), seat["workers_unhired"])
    seat["workers_hand"] += hire
    seat["workers_unhired"] -= hire
    for temple, steps in r.get("temple", {}).items():
        seat["temples"][temple] = min(seat["temples"][temple] + steps, comps.temples[temple].top_step)
    for temple in TEMPLES:
        if r.get("all_temples"):
            seat["temples"][temple] = min(seat["temples"][temple] + r["all_temples"],
                                          comps.temples[temple].top_step)
    for track, steps in r.get("tech", {}).items():
        seat["technologies"][track] = min(seat["technologies"][track] + steps, 3)
    if "farm" in r:
        seat["farms"].append({"source": tile.id, **r["farm"]})


__all__ = ["setup", "validate_options", "place_neutral_workers", "opposite_spot", "apply_reward",
           "new_seat", "COLOURS", "GEARS", "setup_json", "reveal_message", "unconfirmed_message",
           "harvest_message", "wealth_dealt_message", "player_message", "start_player_message"]


# --- the setup told as messages (the setup sheet, the host screen, companion setup) -------

PUBLIC_KEYS = ("game", "options", "players", "start_player", "phase", "buildings_row",
               "monuments", "harvest_tiles", "neutral_workers", "neutral_reveal",
               "neutral_shortfall")


def setup_json(state: dict) -> dict:
    """The public part of a setup snapshot (``companion setup tzolkin --json``): no dealt,
    chosen or unrevealed tiles, only how many tiles each seat was dealt, and deck sizes."""
    out = {k: state[k] for k in PUBLIC_KEYS if k in state}
    out["wealth_dealt_counts"] = {s: len(t) for s, t in state["wealth_dealt"].items()}
    out["building_decks"] = {age: len(ids) for age, ids in state["building_decks"].items()}
    return out


def reveal_message(entry: dict) -> Msg:
    """What happened to one undealt starting wealth tile turned over for the neutral workers
    (``entry``: a ``neutral_reveal`` item), as a message: "a neutral worker on Tikal 3, …"."""
    gear, spot = entry["gear"], entry["spot"]
    opposite = entry.get("opposite_spot", (spot + 5) % 10)
    return Msg(f"tzolkin.reveal.{entry['result']}", place=names.place(gear, spot),
               gear=names.gear(gear), opposite=names.place(gear, opposite))


def unconfirmed_message(component) -> Msg:
    """"Unconfirmed. <what is not confirmed>" for a component whose printed value is in doubt
    (its ``unconfirmed`` text: a sentence for players, never the internal data note)."""
    return Msg("tzolkin.unconfirmed", reason=component.unconfirmed)


def harvest_message(action: str, tiles: dict) -> Msg:
    """The harvest tiles of one Palenque field at setup: "Palenque 3: 4 corn tiles, each under
    a wood tile"."""
    code = "tzolkin.sheet.harvest_corn_wood" if tiles.get("wood") else "tzolkin.sheet.harvest_corn"
    return Msg(code, place=names.place("palenque", int(action)), n=tiles["corn"])


def wealth_dealt_message(state: dict) -> list[Msg]:
    """How many starting wealth tiles each player was dealt: [Ana 4 tiles, …], from a state
    or a view (which gives the counts as ``wealth_dealt_counts``, never the tiles)."""
    counts = state.get("wealth_dealt_counts")
    if counts is None:
        counts = {s: len(t) for s, t in state["wealth_dealt"].items()}
    return [Msg("tzolkin.sheet.wealth_dealt", name=state["players"][int(s)]["name"], n=n)
            for s, n in counts.items()]


def player_message(player: dict) -> Msg:
    """A player with their colour: "Ana (blue)" / 「たろう（青）」."""
    return Msg("tzolkin.sheet.player", name=player["name"], colour=names.colour(player["colour"]))


def start_player_message(state: dict) -> Msg:
    """Who starts and why: chosen by the table when it was set up, or drawn by the app (seed
    「個人の準備と少人数の中立コマ」: the one who most recently sacrificed something, else agreed)."""
    name = state["players"][state["start_player"]]["name"]
    chosen = (state.get("options") or {}).get("start_player")
    if chosen == "random":
        return Msg("tzolkin.sheet.start_player_drawn", name=name)
    if isinstance(chosen, int) and not isinstance(chosen, bool):
        return Msg("tzolkin.sheet.start_player_chosen", name=name)
    return Msg("tzolkin.sheet.start_player", name=name)
