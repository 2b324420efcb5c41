"""Mayan Curse setup: the State0 snapshot from table options and a seeded rng.

Rules: seed 000_00ff7833d23f07f1.txt, section 「セットアップ」 (steps 1-9) and 「ソロモード」
(difficulty, the solo trigger tokens 2/1/1).  Readings of what the seed leaves open are in
docs/rulings/mayan_curse.md; the snapshot's shape is in docs/formats/mayan_curse.md.

The passage is a grid of rows numbered from the entrance (row 0 = the entrance board's outer
edge, where its three marked spaces are) toward the temple::

    entrance relay (E rows) | river 1: 7 slabs | middle relay (M rows) | river 2: 9 slabs |
    temple relay (T rows) | temple (6 round tiers, positions {"tier": 1..6, "index": i})

Columns are absolute: column 0 is the relay boards' left column seen from the entrance; a slab
with offset o has its space i in column i + o (offset 0 = aligned with the relay boards).
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import InvalidOptions
from companion.message import Msg
from companion.games.mayan_curse.rules.components import (
    BOULDERS, COLOURS, ComponentError, PLAYER_COUNTS, RIVER1_SLABS, TEMPLE_STELAE, WILD,
    check_playable, sample_components, stone_label, validate_components,
)
from companion.games.mayan_curse.rules.names import symbol_text

#: 「ソロモード」 難易度: knowledge needed to win solo; the last needs the camera.
DIFFICULTIES = {"easy": 20, "normal": 25, "adventurer": 28, "thrill_seeker": 30}
DIFFICULTY_NEEDS_CAMERA = {"thrill_seeker"}
#: 「セットアップ」 7: trigger tokens on the boulders left to right (solo: 2/1/1).
TRIGGER_TOKENS = (1, 2, 3)
SOLO_TRIGGER_TOKENS = (2, 1, 1)
BACKPACK_ITEMS = ("machete", "map", "compass", "elixir")

#: Who draws the sacred stones: the app (it is the pouch) or the table (each phone enters the
#: real stones it drew).  「ステップ1:ドロー」.
POUCH_MODES = ("table", "app")

_OPTION_KEYS = {"players", "components", "boulders", "first_player", "difficulty", "scenario",
                "stela_first_side", "pouch", "draw_seed"}
#: Draw seeds are whole numbers below this (63 random bits).
DRAW_SEED_LIMIT = 2 ** 63


def validate_options(options: Any) -> dict[str, Any]:
    """Normalized options or ``InvalidOptions``.

    ``{"players": [{"name": str}, ...] or [str, ...] or int (1-6),
    "components": a component set (default: the shipped sample),
    "boulders": [face, face, face] as rolled at the table (default: rolled with the rng),
    "first_player": seat (default: drawn with the rng),
    "difficulty": "easy"|"normal"|"adventurer"|"thrill_seeker" (solo only, default "normal"),
    "scenario": 1-12 or None (solo only),
    "stela_first_side": "left"|"right" (default: drawn with the rng),
    "pouch": "table" (each phone enters the stones it drew, the default) | "app" (the app
    draws them),
    "draw_seed": a whole number in [0, 2**63), the seed of the app's pouch (default: drawn
    with the rng; the new-table form draws one nobody can work out from the table's seed)}``
    """
    if not isinstance(options, dict):
        raise InvalidOptions(Msg("mayan_curse.options.unreadable"))
    unknown = set(options) - _OPTION_KEYS
    if unknown:
        raise InvalidOptions(Msg("mayan_curse.options.unknown", count=len(unknown)))
    players = options.get("players")
    if isinstance(players, int) and not isinstance(players, bool):
        players = [{"name": f"Adventurer {i + 1}"} for i in range(players)]
    if not isinstance(players, list) or len(players) not in PLAYER_COUNTS:
        raise InvalidOptions(Msg("mayan_curse.options.players"))
    out_players = []
    for i, p in enumerate(players):
        name = p.get("name") if isinstance(p, dict) else p
        if not isinstance(name, str) or not name.strip():
            raise InvalidOptions(Msg("mayan_curse.options.player_name", n=i + 1))
        out_players.append({"name": name.strip()})
    if len({p["name"] for p in out_players}) != len(out_players):
        raise InvalidOptions(Msg("mayan_curse.options.same_name"))
    n = len(out_players)
    comps = options.get("components")
    try:
        comps = (sample_components() if comps is None
                 else check_playable(validate_components(comps)))
    except ComponentError as exc:
        raise InvalidOptions(Msg("mayan_curse.options.components", reason=exc.message)) from None
    boulders = options.get("boulders")
    if boulders is not None:
        faces = set(comps["boulder_faces"])
        if not isinstance(boulders, list) or len(boulders) != BOULDERS or any(
                not isinstance(b, str) or b not in faces for b in boulders):
            raise InvalidOptions(Msg("mayan_curse.options.boulders", faces=[
                symbol_text(comps, f) for f in comps["boulder_faces"]]))
    first = options.get("first_player")
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < n):
        raise InvalidOptions(Msg("mayan_curse.options.first_player", n=n))
    difficulty = options.get("difficulty")
    scenario = options.get("scenario")
    if n > 1 and (difficulty is not None or scenario is not None):
        raise InvalidOptions(Msg("mayan_curse.options.solo_only"))
    if n == 1:
        difficulty = difficulty or "normal"
        if difficulty not in DIFFICULTIES:
            raise InvalidOptions(Msg("mayan_curse.options.difficulty"))
        if scenario is not None and (not isinstance(scenario, int) or isinstance(scenario, bool)
                                     or not 1 <= scenario <= 12):
            raise InvalidOptions(Msg("mayan_curse.options.scenario"))
    side = options.get("stela_first_side")
    if side not in (None, "left", "right"):
        raise InvalidOptions(Msg("mayan_curse.options.stela_side"))
    pouch = options.get("pouch", "table")
    if pouch not in POUCH_MODES:
        raise InvalidOptions(Msg("mayan_curse.options.pouch"))
    draw_seed = options.get("draw_seed")
    if draw_seed is not None and (not isinstance(draw_seed, int) or isinstance(draw_seed, bool)
                                  or not 0 <= draw_seed < DRAW_SEED_LIMIT):
        raise InvalidOptions(Msg("mayan_curse.options.unreadable"))
    return {"players": out_players, "components": comps, "boulders": boulders,
            "first_player": first, "difficulty": difficulty, "scenario": scenario,
            "stela_first_side": side, "pouch": pouch, "draw_seed": draw_seed}


def passage_rows(comps: dict[str, Any], slab_order: list[str]) -> list[dict[str, Any]]:
    """The rows of the passage from the entrance, as in State0's ``"rows"``.

    Relay rows: ``{"board": "entrance"|"middle"|"temple_relay", "kind": "relay"}``; slab rows:
    ``{"board": "river1"|"river2", "kind": "slab", "slab": id, "position": 1..16 (from the
    entrance), "spaces": [symbols], "offset": 0}``.  ``slab_order``: 16 slab ids, entrance
    first.  Seed 「セットアップ」 1 and 3.
    """
    p = comps["passage"]
    by_id = {s["id"]: s for s in comps["slabs"]}
    rows: list[dict[str, Any]] = []
    rows += [{"board": "entrance", "kind": "relay"} for _ in range(p["entrance_relay"]["rows"])]
    for i, sid in enumerate(slab_order):
        if i == RIVER1_SLABS:
            rows += [{"board": "middle", "kind": "relay"}
                     for _ in range(p["middle_relay"]["rows"])]
        rows.append({"board": "river1" if i < RIVER1_SLABS else "river2", "kind": "slab",
                     "slab": sid, "position": i + 1, "spaces": list(by_id[sid]["spaces"]),
                     "offset": 0})
    rows += [{"board": "temple_relay", "kind": "relay"}
             for _ in range(p["temple_relay"]["rows"])]
    return rows


def setup(options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """State0 (JSON-compatible; shape in docs/formats/mayan_curse.md) for ``options``.

    Same options and same rng seed give an identical snapshot.  Raises ``InvalidOptions``.
    Seed 「セットアップ」:
    3. the 1-dot slab next to the entrance, the 2-dot slab second, the other 14 shuffled, 5 on
       river 1 and 9 on river 2, all aligned;
    4. stelae face down by colour on the slabs per the player-count table: one per slab
       alternating left/right end (first side from the rng unless given), or both ends;
    5. temple stelae: brown on tiers 1-2, grey on tiers 3-4, two per tier on facing spaces;
    6. one camera per adventurer, one on the top tier, the others beside the temple;
    7. three boulder rolls on the middle relay's marked spaces left to right, trigger tokens
       1/2/3 (solo 2/1/1);
    8. the 20 stones in the pouch (drawn by the app or by the table: ``pouch_mode``); where
       the app is the pouch, the draw seed its draws come from (``draw_seed``, hidden by the
       view: draw.py), the last thing drawn with the rng;
    9. adventurers on the entrance board, backpacks unused,
    the first player.
    Stelae values are not in the snapshot: the table does not know them (each owner enters the
    value of a stela taken, see play.py).
    """
    o = validate_options(options)
    comps = o["components"]
    n = len(o["players"])
    p = comps["passage"]
    slabs = comps["slabs"]
    one = next(s["id"] for s in slabs if s["dots"] == 1)
    two = next(s["id"] for s in slabs if s["dots"] == 2)
    rest = [s["id"] for s in slabs if s["id"] not in (one, two)]
    rng.shuffle(rest)
    rows = passage_rows(comps, [one, two] + rest)

    # 4. passage stelae
    table = comps["stelae_table"][str(n)]
    side = o["stela_first_side"] or rng.choice(("left", "right"))
    slab_rows = [y for y, r in enumerate(rows) if r["kind"] == "slab"]
    stelae: list[dict[str, Any]] = []
    counter = {c: 0 for c in COLOURS}

    def new_stela(colour: str, **where: int) -> None:
        counter[colour] += 1
        stelae.append({"id": f"{colour}-{counter[colour]}", "colour": colour, **where})

    last = p["slab_length"] - 1
    for i, entry in enumerate(table):
        if entry is None:
            continue
        y = slab_rows[i]
        if entry["count"] == 2:
            new_stela(entry["colour"], row=y, col=0)
            new_stela(entry["colour"], row=y, col=last)
        else:
            new_stela(entry["colour"], row=y, col=0 if side == "left" else last)
            side = "right" if side == "left" else "left"
    # 5. temple stelae (tier-local space index; they turn with their tier)
    for tier, colour in TEMPLE_STELAE.items():
        for index in comps["temple"]["tiers"][tier - 1]["stela_spaces"]:
            new_stela(colour, tier=tier, index=index)

    # 7. boulders
    faces = o["boulders"] or [rng.choice(comps["boulder_faces"]) for _ in range(BOULDERS)]
    tokens = SOLO_TRIGGER_TOKENS if n == 1 else TRIGGER_TOKENS
    mr = p["middle_relay"]
    middle_first = next(y for y, r in enumerate(rows) if r["board"] == "middle")
    boulders = [{"id": k, "face": faces[k], "tokens": tokens[k],
                 "row": middle_first + mr["boulder_row"], "col": mr["boulder_cols"][k],
                 "at_entrance": False} for k in range(BOULDERS)]

    # 9. adventurers on the entrance board, away from its marked spaces
    starts = [(y, c) for y in range(p["entrance_relay"]["rows"] - 1, -1, -1)
              for c in range(p["width"]) if not (y == 0 and c in p["entrance_relay"]["marked"])]
    adventurers = [{"row": starts[s][0], "col": starts[s][1], "tier": None, "index": None,
                    "entered": False, "escaped": False, "stelae": [], "camera": False,
                    "backpack": None} for s in range(n)]
    first = o["first_player"] if o["first_player"] is not None else rng.randrange(n)

    state = {
        "game": "mayan_curse",
        "components": comps,
        "players": o["players"],
        "solo": n == 1,
        "difficulty": o["difficulty"],
        "scenario": o["scenario"],
        "rows": rows,
        "stelae": stelae,
        "passage_stelae": [st["id"] for st in stelae if "row" in st],
        "crushed": [],
        "temple": {"rotation": [0] * len(comps["temple"]["tiers"])},
        "cameras": {"top": 1, "beside": n - 1},
        "boulders": boulders,
        "temple_relay_reached": False,
        "adventurers": adventurers,
        "pouch": [stone_label(s) for s in comps["stones"]],
        "pouch_mode": o["pouch"],
        "relay_entry": "stone",
        "hands": [None] * n,
        "draw_conflict": False,
        "shown_turn": None,
        "round": 1,
        "first_player": first,
        "phase": "draw",
        "turn": None,
        "turn_state": None,
        "turns_taken": 0,
        "last_boulders": [],
        "over": False,
        "end_reason": None,
    }
    if o["pouch"] == "app":
        state["draw_seed"] = (o["draw_seed"] if o["draw_seed"] is not None
                              else rng.randrange(DRAW_SEED_LIMIT))
    return state


__all__ = ["setup", "validate_options", "passage_rows", "DIFFICULTIES", "BACKPACK_ITEMS", "POUCH_MODES",
           "TRIGGER_TOKENS", "SOLO_TRIGGER_TOKENS", "WILD"]
