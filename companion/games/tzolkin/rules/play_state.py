"""Tzolk'in's play state: its shape, its start after the starting wealth (``start_play``), whose
turn it is, the gears' free spots, what a placement costs, and the end-state document it gives
at the end; with the rule headings and the numbers printed in the rules that the other rule
modules share.

Rules: seed 003_33e329f624a6e484.txt (every section; each ``IllegalMove.rule`` is the heading of
the section that forbids the move).  Components come from ``components.load_components()``.
Readings of what the seed leaves open are in docs/rulings/tzolkin-engine.md.

The rules read like the rulebook, one module each: the play state (here), the turn (turn.py:
place or pick up, begging, the forced placement), the gears' actions with technologies,
temples, buildings and monuments (actions.py), the calendar (calendar.py: end of round, food
days, the end), what the seat to move may do (options.py, legal.py), the move log's lines
(log.py), the pick-up planning (pickup.py) and the random player (random_player.py).

Play state (JSON-compatible; the setup snapshot's keys are kept, see setup.py)::

    {"phase": "playing" | "over",
     "players": [{"name", "colour"}, ...], "options": {"agriculture_fishing_level": 3 | 2},
     "seats": [{"corn", "wood", "stone", "gold", "skull", "vp",        # what a player holds
                "workers_hand", "workers_unhired", "temples": {temple: step},
                "technologies": {track: level}, "light_side": bool, "farms": [effect],
                "buildings": [id], "monuments": [id], "harvest_tiles": {"corn", "wood"},
                "tech_bonuses": int,
                "vp_from": {source: VP}}, ...],  # the track's sources (vp_sources.py; a
                                                  # table started before it has none)
     "gears": {gear: [{"owner": seat | "neutral", "spot": int}, ...]},   # every worker
     "start_space": seat | None, "start_player": seat,
     "day": int (teeth the calendar has turned, 0..), "corn_on_teeth": int,
     "food_days_done": 0..4, "age": 1 | 2, "round": int (1..),
     "turn": {"order": [seat, ...], "index": int, "begged": bool},
     "pending": None | {"type": "calendar", "seat": seat},
     "harvest_tiles": {"2": {"corn": n}, "3".."5": {"corn": n, "wood": n}},
          # per field: tiles left; "corn" counts all corn tiles, the top "wood" ones cover one each
     "buildings_row": [id], "building_decks": {"1": [id], "2": [id]},
     "harvest_tiles_start": (the same at the start), "burned_wood_tiles": int,
     "monuments": [id] (on offer), "skulls_in_bank": int,
     "chichen_itza": {"1".."9": seat} (skulls placed), "report": [stored Msg] (what the last
     move's automatic processing did: food day, falling workers; ``Msg.to_json()`` forms said
     by the host screen in its language),
     "food_day_report": {"number", "round", "lines": [stored Msg]} (the last food day, kept
          until the next one), "last_move": {"seat", "line": stored Msg} (the last turn's move),
     "end_state": None | the end-state document once the game is over}
"""
from __future__ import annotations

import json
import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.components import (
    GEARS, GEAR_TOP_SPOT, TECHNOLOGIES, TEMPLES, TOTAL_SKULLS, load_components,
)
from companion.message import Msg

# ------------------------------------------------------------------------------ rule headings
R_AIM = "目的と時間の仕組み"
R_BOARD = "盤と共通の準備"
R_TURN = "手番は置くか取り上げるか"
R_BEG = "食料不足の救済と具体的な初手"
R_PALENQUE = "パレンケとヤシュチラン"
R_TIKAL = "ティカルとウシュマル"
R_TEMPLE = "神殿とチチェン・イツァ"
R_TECH = "技術の費用と4種類の効き方"
R_BUILDING = "建物の絵と食料軽減"
R_CALENDAR = "スタート枠と暦の回転"
R_FOOD = "4回の食料日と神殿の報酬"
R_END = "終了と後半の手番例"

# ------------------------------------------------------------------------------ constants
NORMAL_GEARS = ("palenque", "yaxchilan", "tikal", "uxmal")
#: Corn fee by number of workers placed in one turn (seed 「手番は置くか取り上げるか」).
WORKER_FEE = (0, 0, 1, 3, 6, 10, 15)
MAX_WORKERS = 6
#: Calendar teeth (``day``) whose round is a food day: rounds 8, 14, 21 and 27 (the reference's
#: "after days 8, 14, 21 and 27"; the start tooth 0 is the 4th, processed after a full turn).
FOOD_DAY_TEETH = (7, 13, 20, 26)
#: Market prices in corn (seed 「ティカルとウシュマル」, Uxmal 2).
MARKET_PRICE = {"wood": 2, "stone": 3, "gold": 4}
#: Palenque harvests: action -> (corn, wood) before technologies; action 1 is fishing.
PALENQUE_CORN = {1: 3, 2: 4, 3: 5, 4: 7, 5: 9}
PALENQUE_WOOD = {3: 2, 4: 3, 5: 4}
#: Yaxchilan: action -> goods.
YAXCHILAN = {1: {"wood": 1}, 2: {"stone": 1, "corn": 1}, 3: {"gold": 1, "corn": 2},
             4: {"skull": 1}, 5: {"gold": 1, "stone": 1, "corn": 2}}
#: The mark of the reading of the rules in the setup and every state (``Game.rules_version``;
#: docs/rulings/tzolkin-engine.md, "Rules versions"): the setup writes ``READING``; a state
#: without it was set up under rules version 1 and is read as version 1 read it.
READING_KEY = "rules_reading"
READING = 2


# ------------------------------------------------------------------------------ errors, copies

def illegal(message: Msg, rule: str) -> IllegalMove:
    return IllegalMove(message, rule)


def copy_state(value: Any) -> Any:
    """A deep copy of a JSON-compatible value (apply never mutates its input)."""
    return json.loads(json.dumps(value))


def reading(state: dict) -> int:
    """The rules version whose reading ``state``'s table goes on under (``READING_KEY``; 1
    for a table set up before the mark was written)."""
    mark = state.get(READING_KEY, 1)
    return mark if is_int(mark) else 1


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def player_name(state: dict, seat: int) -> str | Msg:
    return N.player(state, seat)


# ============================================================================== the play state

def _seat_defaults() -> dict:
    return {
        "corn": 0, "wood": 0, "stone": 0, "gold": 0, "skull": 0, "vp": 0,
        "workers_hand": 3, "workers_unhired": 3,
        "temples": {t: 1 for t in TEMPLES}, "technologies": {t: 0 for t in TECHNOLOGIES},
        "light_side": True, "farms": [], "buildings": [], "monuments": [],
        "harvest_tiles": {"corn": 0, "wood": 0}, "tech_bonuses": 0,
    }


def _adapt_seat(raw: dict) -> dict:
    """One seat of the setup snapshot (setup.py ``new_seat``) in the engine's shape: what it
    lacks is filled with the starting values."""
    seat = _seat_defaults()
    if not isinstance(raw, dict):
        raise InvalidMove(Msg("tzolkin.snapshot.bad_seat"))
    for key, value in raw.items():
        if key in seat or key in ("source", "wealth", "vp_from"):
            seat[key] = copy_state(value)
    seat["temples"] = {t: int(seat["temples"].get(t, 1)) for t in TEMPLES}
    seat["technologies"] = {t: int(seat["technologies"].get(t, 0)) for t in TECHNOLOGIES}
    seat["harvest_tiles"] = {"corn": int(seat["harvest_tiles"].get("corn", 0)),
                             "wood": int(seat["harvest_tiles"].get("wood", 0))}
    return seat


def start_play(setup_state: dict, rng: random.Random | None = None) -> dict:
    """The full play state from the setup snapshot once every starting wealth is applied.

    ``setup_state``: the snapshot of setup.py (``seats`` with each player's stock after the
    wealth rewards, ``neutral_workers`` [{"gear", "spot"}], ``buildings_row``,
    ``building_decks``, ``monuments``, ``harvest_tiles``, ``start_player``).  Missing decks or
    monuments are dealt with ``rng`` (default: seeded from the snapshot's ``seed`` or 0).
    Returns the play state (module docstring): every worker at hand, the neutral workers on
    their gears, calendar day 0 with no corn on the teeth, 13 skulls less those held in the
    bank, the start player's round begun.  Seed 「盤と共通の準備」, 「個人の準備と少人数の中立コマ」.
    Raises InvalidMove on a snapshot it cannot read.
    """
    if not isinstance(setup_state, dict):
        raise InvalidMove(Msg("tzolkin.snapshot.not_object"))
    state = copy_state(setup_state)
    comps = load_components()
    raw_seats = state.get("seats")
    if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= 4:
        raise InvalidMove(Msg("tzolkin.snapshot.seats"))
    n = len(raw_seats)
    state["seats"] = [_adapt_seat(s) for s in raw_seats]
    players = state.get("players")
    if not isinstance(players, list) or len(players) != n:
        players = [{"name": f"Player {i + 1}"} for i in range(n)]
    state["players"] = [{"name": (p.get("name") if isinstance(p, dict) else None) or f"Player {i + 1}",
                         **({"colour": p["colour"]} if isinstance(p, dict) and "colour" in p else {})}
                        for i, p in enumerate(players)]
    options = state.get("options") if isinstance(state.get("options"), dict) else {}
    state["options"] = {**options,
                        "agriculture_fishing_level": options.get("agriculture_fishing_level", 3)}
    if rng is None:
        rng = random.Random(state.get("seed", 0))
    # buildings and monuments (setup.py deals them; an older snapshot may not)
    if "building_decks" not in state or "buildings_row" not in state:
        decks = {}
        for age in (1, 2):
            ids = sorted(b.id for b in comps.buildings.values() if b.age == age)
            rng.shuffle(ids)
            decks[str(age)] = ids
        state["buildings_row"], decks["1"] = decks["1"][:6], decks["1"][6:]
        state["building_decks"] = decks
    if not isinstance(state.get("monuments"), list):
        ids = sorted(comps.monuments)
        rng.shuffle(ids)
        state["monuments"] = ids[:{2: 4, 3: 5, 4: 6}[n]]
    if not isinstance(state.get("harvest_tiles"), dict):
        per = {2: 2, 3: 3, 4: 4}[n]
        state["harvest_tiles"] = {"2": {"corn": per}, **{a: {"corn": per, "wood": per}
                                                         for a in ("3", "4", "5")}}
    for field in state["harvest_tiles"].values():
        field.setdefault("wood", 0)
    state["harvest_tiles_start"] = copy_state(state["harvest_tiles"])
    state["burned_wood_tiles"] = 0
    gears: dict[str, list] = {g: [] for g in GEARS}
    for w in state.get("neutral_workers") or []:
        gears[w["gear"]].append({"owner": "neutral", "spot": int(w["spot"])})
    state["gears"] = gears
    state["chichen_itza"] = {}
    held = sum(s["skull"] for s in state["seats"])
    state["skulls_in_bank"] = TOTAL_SKULLS - held
    state["start_space"] = None
    start = state.get("start_player", 0)
    state["start_player"] = start if is_int(start) and 0 <= start < n else 0
    state["day"] = 0
    state["corn_on_teeth"] = 0
    state["food_days_done"] = 0
    state["age"] = 1
    state["round"] = 1
    state["pending"] = None
    state["report"] = []
    state["phase"] = "playing"
    state["turn"] = {"order": round_order(state), "index": 0, "begged": False}
    return state


def round_order(state: dict) -> list[int]:
    n = len(state["seats"])
    return [(state["start_player"] + i) % n for i in range(n)]


def current_seat(state: dict) -> int | None:
    """The seat that must move now: the turn's player, or the start space holder deciding the
    calendar; None when the game is over."""
    if state.get("phase") != "playing":
        return None
    if state.get("pending"):
        return state["pending"]["seat"]
    return state["turn"]["order"][state["turn"]["index"]]


def is_over(state: dict) -> bool:
    """True once the last calendar turn after the 4th food day is done (seed 「終了と後半の手番例」)."""
    return state.get("phase") == "over"


def no_next_day(state: dict) -> bool:
    """True when no worker will act after the calendar's next turn: in the last round (the
    calendar has reached the 4th food day, ``FOOD_DAY_TEETH[3]``, and the round ends with it
    and the last turn of the calendar, seed 「終了と後半の手番例」: 4回目の食料日を終え、最後の暦の移動
    …で終了) and once the game is over."""
    if state.get("phase") == "over":
        return True
    return (state.get("phase") == "playing" and state.get("food_days_done", 0) >= 3
            and state.get("day", 0) >= FOOD_DAY_TEETH[3])


# ============================================================================== gears

def top_spot(gear: str) -> int:
    return GEAR_TOP_SPOT[gear]


def lowest_free_spot(state: dict, gear: str, also_taken: tuple[int, ...] = ()) -> int | None:
    """The lowest visible spot of ``gear`` with no worker (neutral ones count), or None if the
    gear is full.  Seed 「手番は置くか取り上げるか」: placing always fills the lowest free spot."""
    taken = {w["spot"] for w in state["gears"][gear]} | set(also_taken)
    for spot in range(top_spot(gear) + 1):
        if spot not in taken:
            return spot
    return None


def own_workers_on_gears(state: dict, seat: int) -> list[tuple[str, int]]:
    """(gear, spot) of each of ``seat``'s workers on the gears, in gear order."""
    return [(g, w["spot"]) for g in GEARS for w in sorted(state["gears"][g], key=lambda w: w["spot"])
            if w["owner"] == seat]


def placement_cost(state: dict, seat: int, gears: list[str],
                   start: bool = False) -> tuple[int, list[tuple[str, int]]]:
    """(corn cost, [(gear, spot), ...]) of placing workers on ``gears`` in order (+ the start
    space).  Cost = spot numbers + the fee for the number of workers (start space: spot 0, but
    it counts for the fee).  Seed 「手番は置くか取り上げるか」, 「スタート枠と暦の回転」.
    Raises IllegalMove if a gear is full."""
    placed: dict[str, list[int]] = {}
    spots: list[tuple[str, int]] = []
    for g in gears:
        spot = lowest_free_spot(state, g, tuple(placed.get(g, ())))
        if spot is None:
            raise illegal(Msg("tzolkin.place.gear_full", gear=N.gear(g)), R_TURN)
        placed.setdefault(g, []).append(spot)
        spots.append((g, spot))
    count = len(gears) + (1 if start else 0)
    fee = WORKER_FEE[min(count, MAX_WORKERS)]
    return sum(s for _, s in spots) + fee, spots


# ============================================================================== the end

def end_state_document(state: dict) -> dict:
    """The end-state document scored by scoring.py (docs/formats/tzolkin.md): per player name,
    vp, corn, wood, stone, gold, skulls, monuments, buildings by frame, temples, technologies,
    harvest_tiles, workers (hired), workers_on_gears; plus skulls_on_chichen_itza.
    Seed 「終了と後半の手番例」."""
    comps = load_components()
    players = []
    for i, p in enumerate(state["seats"]):
        frames = {"brown": 0, "green": 0, "blue": 0, "farm": 0}
        for bid in p["buildings"]:
            frames[comps.buildings[bid].frame] += 1
        players.append({
            "name": player_name(state, i), "vp": int(p["vp"]),
            "corn": p["corn"], "wood": p["wood"], "stone": p["stone"], "gold": p["gold"],
            "skulls": p["skull"], "monuments": list(p["monuments"]), "buildings": frames,
            "temples": dict(p["temples"]), "technologies": dict(p["technologies"]),
            "harvest_tiles": dict(p["harvest_tiles"]), "workers": 6 - p["workers_unhired"],
            "workers_on_gears": len(own_workers_on_gears(state, i)),
        })
    return {"players": players, "skulls_on_chichen_itza": len(state["chichen_itza"])}

