"""Tzolk'in rules engine: the play state after the starting wealth, every move, the calendar.

Rules: seed 003_33e329f624a6e484.txt (every section; each ``IllegalMove.rule`` is the heading of
the section that forbids the move).  Components come from ``components.load_components()``.
Readings of what the seed leaves open are in docs/rulings/tzolkin-engine.md.

The module reads like the rulebook: the play state (``start_play``), the turn (place or pick
up, begging, the forced placement), the gears' actions (Palenque, Yaxchilan, Tikal, Uxmal,
Chichen Itza), technologies, temples, buildings and monuments, the calendar (end of round, food
days, the end), then ``legal_moves``, ``random_move`` (the random player, rules_random.py) and
``end_state_document``.

Play state (JSON-compatible; the setup snapshot's keys are kept, see setup.py)::

    {"phase": "playing" | "over",
     "players": [{"name", "colour"}, ...], "options": {"agriculture_fishing_level": 3 | 2},
     "seats": [{"corn", "wood", "stone", "gold", "skull", "vp",        # what a player holds
                "workers_hand", "workers_unhired", "temples": {temple: step},
                "technologies": {track: level}, "light_side": bool, "farms": [effect],
                "buildings": [id], "monuments": [id], "harvest_tiles": {"corn", "wood"},
                "tech_bonuses": int}, ...],
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

Moves (JSON)::

    {"type": "beg", "temple": t}           # before the turn's move, corn <= 2: corn -> 3, t -1
    {"type": "place", "gears": [g, ...], "start": bool}   # lowest free spot of each gear in order
    {"type": "pickup", "workers": [{"gear": g, "spot": s, "action": a | None,
                                    "choices": {...}}, ...]}      # in the order given
    {"type": "calendar", "days": 1 | 2}    # the start space holder, light side: turn 1 or 2 days

Any move may carry ``"seat"``: it must then be the seat to move (``current_seat``).

Pick-up ``action``: the action spot performed (None = no action).  From spot s of a normal gear:
1..s (s-a corn), any 1..5 from 6/7 (free).  Chichen Itza: 1..s, s+1 free with Theology 1, any
from 10.  ``choices`` by action (all keys optional unless marked):

* palenque 2-5: ``{"harvest": "corn"|"wood" (3-5, default corn), "burn": temple}`` (burn: the
  wood tile on top is discarded to take the corn beneath, stepping ``temple`` down).
* tikal 1 / 3: ``{"techs": [step, ...]}`` (1 step; 1 or 2 steps); a step is
  ``{"track": t, "pay": {"wood": 1, ...} or ["wood", ...], "temple": t (Agriculture bonus),
  "gain": [r, r] (Resources bonus)}``.
* tikal 2: ``{"buildings": [build]}``; tikal 4: ``{"buildings": [build, build?]}`` or
  ``{"monument": id}``; a build is ``{"id": b, "discount": r (Architecture 3), "reward": {...}}``.
* tikal 5: ``{"pay": r, "temples": [t1, t2]}``;  uxmal 1: ``{"temple": t}``;
  uxmal 2: ``{"trades": [{"resource": r, "n": +k buy / -k sell}, ...]}``;
  uxmal 4: ``{"building": build}`` (all corn); uxmal 5: ``{"copy": {"gear", "action", "choices"}}``.
* chichen itza: ``{"resource": r (spots with a cube), "theology": {"pay": r, "temple": t}}``.

A building's ``reward`` choices: ``{"temples": [t, ...] (any temple), "techs": [step, ...] (any
technology, free), "tech_bonus": {"temple", "gain"} (a fixed free step past level 3),
"build": build | None, "trades": [...], "action": {"gear", "action", "choices"} | None}``.
"""
from __future__ import annotations

import json
import random
from typing import Any

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin import names as N
from companion.games.tzolkin.components import (
    GEAR_TOP_SPOT, GEARS, RESOURCES, TECHNOLOGIES, TEMPLES, TOTAL_SKULLS,
    load_components,
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


# ------------------------------------------------------------------------------ errors, copies

def _illegal(message: Msg, rule: str) -> IllegalMove:
    return IllegalMove(message, rule)


def _copy(value: Any) -> Any:
    """A deep copy of a JSON-compatible value (apply never mutates its input)."""
    return json.loads(json.dumps(value))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _name(state: dict, seat: int) -> str | Msg:
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
        if key in seat or key in ("source", "wealth"):
            seat[key] = _copy(value)
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
    state = _copy(setup_state)
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
    state["harvest_tiles_start"] = _copy(state["harvest_tiles"])
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
    state["start_player"] = start if _is_int(start) and 0 <= start < n else 0
    state["day"] = 0
    state["corn_on_teeth"] = 0
    state["food_days_done"] = 0
    state["age"] = 1
    state["round"] = 1
    state["pending"] = None
    state["report"] = []
    state["phase"] = "playing"
    state["turn"] = {"order": _round_order(state), "index": 0, "begged": False}
    return state


def _round_order(state: dict) -> list[int]:
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


# ============================================================================== gears

def _top(gear: str) -> int:
    return GEAR_TOP_SPOT[gear]


def lowest_free_spot(state: dict, gear: str, also_taken: tuple[int, ...] = ()) -> int | None:
    """The lowest visible spot of ``gear`` with no worker (neutral ones count), or None if the
    gear is full.  Seed 「手番は置くか取り上げるか」: placing always fills the lowest free spot."""
    taken = {w["spot"] for w in state["gears"][gear]} | set(also_taken)
    for spot in range(_top(gear) + 1):
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
            raise _illegal(Msg("tzolkin.place.gear_full", gear=N.gear(g)), R_TURN)
        placed.setdefault(g, []).append(spot)
        spots.append((g, spot))
    count = len(gears) + (1 if start else 0)
    fee = WORKER_FEE[min(count, MAX_WORKERS)]
    return sum(s for _, s in spots) + fee, spots


# ============================================================================== the turn

def apply_move(state: dict, move: dict) -> dict:
    """The state after ``move`` (shapes in the module docstring); never mutates ``state``.

    The move is made by ``current_seat(state)`` (a ``"seat"`` key, if given, must match).
    When the last player of a round has moved, the end of the round runs automatically: the
    food day if one is due (feeding, Age II buildings, temple rewards), then the calendar turns
    (unless the start space holder may choose 1 or 2 days: then ``pending`` asks for a
    ``calendar`` move).  Raises InvalidMove for a bad shape and IllegalMove (``rule`` = the seed
    section heading) for a move the rules forbid.
    """
    if not isinstance(move, dict):
        raise InvalidMove(Msg("tzolkin.move.not_object"))
    from companion.games.tzolkin.move_shape import check_move

    check_move(move)
    if state.get("phase") != "playing":
        raise _illegal(Msg("tzolkin.move.game_over"), R_END)
    seat = current_seat(state)
    if "seat" in move and move["seat"] != seat:
        other = move["seat"]
        if _is_int(other) and 0 <= other < len(state["seats"]):
            raise _illegal(Msg("tzolkin.turn.not_yours", current=_name(state, seat),
                               other=_name(state, other)), R_TURN)
        raise _illegal(Msg("tzolkin.turn.not_a_seat", current=_name(state, seat)), R_TURN)
    kind = move.get("type")
    s = _copy(state)
    s["report"] = []
    # what this move did, for the phone that sent it and the board: "last_move"
    last = {"seat": seat, "line": None}
    s["last_move"] = last
    if s["pending"]:
        if kind != "calendar":
            raise _illegal(Msg("tzolkin.calendar.choose_first", name=_name(s, seat)), R_CALENDAR)
        _calendar_choice(s, seat, move)
        last["line"] = move_line(move, state).to_json()
        return s
    if kind == "beg":
        _beg(s, seat, move)
        last["line"] = move_line(move, state).to_json()
        return s
    if kind == "place":
        _place(s, seat, move)
    elif kind == "pickup":
        _pickup(s, seat, move)
    elif kind == "calendar":
        raise _illegal(Msg("tzolkin.calendar.not_now"), R_CALENDAR)
    else:
        raise InvalidMove(Msg("tzolkin.move.unknown_turn"))
    last["line"] = move_line(move, state).to_json()
    _end_turn(s, seat)
    return s


def _end_turn(s: dict, seat: int) -> None:
    """After a place/pick-up: the start space corn, the building row refill, the next player."""
    if s["start_space"] == seat and s.get("_start_placed_now"):
        s["seats"][seat]["corn"] += s["corn_on_teeth"]
        s["corn_on_teeth"] = 0
    s.pop("_start_placed_now", None)
    _refill_buildings(s)
    s["turn"]["index"] += 1
    s["turn"]["begged"] = False
    if s["turn"]["index"] >= len(s["turn"]["order"]):
        _end_of_round(s)


def can_beg(state: dict, seat: int) -> bool:
    """Begging (seed 「食料不足の救済と具体的な初手」): at the start of one's turn with at most 2
    corn, and some temple above the bottom step."""
    p = state["seats"][seat]
    return (not state["turn"]["begged"] and p["corn"] <= 2
            and any(p["temples"][t] > 0 for t in TEMPLES))


def _beg(s: dict, seat: int, move: dict) -> None:
    p = s["seats"][seat]
    temple = move.get("temple")
    if temple not in TEMPLES:
        raise InvalidMove(Msg("tzolkin.beg.temple_needed"))
    if s["turn"]["begged"]:
        raise _illegal(Msg("tzolkin.beg.again"), R_BEG)
    if p["corn"] > 2:
        raise _illegal(Msg("tzolkin.beg.too_much_corn", corn=p["corn"]), R_BEG)
    if p["temples"][temple] <= 0:
        raise _illegal(Msg("tzolkin.beg.bottom", temple=N.temple(temple)), R_BEG)
    p["temples"][temple] -= 1
    p["corn"] = 3
    s["turn"]["begged"] = True


def forced_placement(state: dict, seat: int) -> dict | None:
    """The forced single placement, if it applies (seed 「食料不足の救済と具体的な初手」): no own
    worker on the gears, no placement affordable, begging impossible.  Returns
    ``{"gears": [cheapest gears], "spot": s, "pay": all corn}`` or None."""
    p = state["seats"][seat]
    if p["workers_hand"] < 1 or own_workers_on_gears(state, seat) or can_beg(state, seat):
        return None
    if state["start_space"] is None:
        return None  # the start space costs 0: always affordable
    best: dict[str, int] = {}
    for g in GEARS:
        spot = lowest_free_spot(state, g)
        if spot is not None:
            best[g] = spot
    if not best:
        return None
    low = min(best.values())
    if low <= p["corn"]:
        return None
    return {"gears": [g for g in GEARS if best.get(g) == low], "spot": low, "pay": p["corn"]}


def _place(s: dict, seat: int, move: dict) -> None:
    """Placement (seed 「手番は置くか取り上げるか」, 「スタート枠と暦の回転」)."""
    p = s["seats"][seat]
    gears = move.get("gears", [])
    start = move.get("start", False)
    if not isinstance(gears, list) or any(g not in GEARS for g in gears):
        raise InvalidMove(Msg("tzolkin.place.bad_gears"))
    if not isinstance(start, bool):
        raise InvalidMove(Msg("tzolkin.place.bad_start"))
    count = len(gears) + (1 if start else 0)
    if count == 0:
        raise _illegal(Msg("tzolkin.place.none"), R_TURN)
    if count > p["workers_hand"]:
        raise _illegal(Msg("tzolkin.place.too_many", hand=p["workers_hand"], count=count), R_TURN)
    if start and s["start_space"] is not None:
        raise _illegal(Msg("tzolkin.place.start_taken"), R_CALENDAR)
    cost, spots = placement_cost(s, seat, gears, start)
    if cost > p["corn"]:
        forced = forced_placement(s, seat)
        if forced and count == 1 and not start and gears[0] in forced["gears"]:
            cost = p["corn"]
        else:
            fee = WORKER_FEE[min(count, MAX_WORKERS)]
            raise _illegal(Msg("tzolkin.place.cost", workers=count, fee=fee, spots=cost - fee,
                               total=cost, corn=p["corn"]), R_TURN)
    p["corn"] -= cost
    p["workers_hand"] -= count
    for g, spot in spots:
        s["gears"][g].append({"owner": seat, "spot": spot})
    if start:
        s["start_space"] = seat
        s["_start_placed_now"] = True


def _pickup(s: dict, seat: int, move: dict) -> None:
    """Pick-up (seed 「手番は置くか取り上げるか」): each worker returns to hand and may do its
    spot's action, a lower one for 1 corn a step (paid first), or any from the free-choice
    spots; in the order given."""
    entries = move.get("workers")
    if not isinstance(entries, list) or not entries:
        raise _illegal(Msg("tzolkin.pickup.none"), R_TURN)
    seen = set()
    for e in entries:
        if not isinstance(e, dict) or e.get("gear") not in GEARS or not _is_int(e.get("spot")):
            raise InvalidMove(Msg("tzolkin.pickup.bad_worker"))
        key = (e["gear"], e["spot"])
        if key in seen:
            raise InvalidMove(Msg("tzolkin.pickup.twice", place=N.place(*key)))
        seen.add(key)
    for e in entries:
        gear, spot = e["gear"], e["spot"]
        workers = s["gears"][gear]
        mine = [w for w in workers if w["owner"] == seat and w["spot"] == spot]
        if not mine:
            raise _illegal(Msg("tzolkin.pickup.no_worker", place=N.place(gear, spot)), R_TURN)
        workers.remove(mine[0])
        s["seats"][seat]["workers_hand"] += 1
        action = e.get("action")
        if action is None:
            continue
        choices = e.get("choices") or {}
        if not isinstance(choices, dict):
            raise InvalidMove(Msg("tzolkin.pickup.bad_choices"))
        corn = action_corn_cost(s, seat, gear, spot, action)
        p = s["seats"][seat]
        if corn > p["corn"]:
            raise _illegal(Msg("tzolkin.pickup.back_cost", place=N.place(gear, spot),
                               action=N.place(gear, action), cost=corn, corn=p["corn"]), R_TURN)
        p["corn"] -= corn
        _do_action(s, seat, gear, action, choices)


def after_pickups(state: dict, seat: int, workers: list[dict]) -> dict | None:
    """The state after ``seat`` picked up ``workers`` ([{"gear", "spot", "action", "choices"}],
    the first part of a pick-up, in order), before its turn ends: a later worker of the same
    pick-up acts on this state (seed 「手番は置くか取り上げるか」: each worker picked up does its
    action in turn, so the wood one brings can pay the next one's technology).  None when those
    workers cannot act so."""
    s = _copy(state)
    try:
        _pickup(s, seat, {"workers": workers})
    except (IllegalMove, InvalidMove):
        return None
    return s


def action_corn_cost(state: dict, seat: int, gear: str, spot: int, action: Any) -> int:
    """Corn paid to take ``action`` from a worker on ``spot`` (seed 「手番は置くか取り上げるか」;
    Theology 1 「技術の費用と4種類の効き方」).  Raises IllegalMove if it cannot be taken."""
    if not _is_int(action):
        raise InvalidMove(Msg("tzolkin.pickup.bad_action"))
    top_action = 9 if gear == "chichen_itza" else 5
    if not 1 <= action <= top_action:
        raise _illegal(Msg("tzolkin.pickup.action_range", gear=N.gear(gear), top=top_action), R_TURN)
    free_from = 10 if gear == "chichen_itza" else 6
    if spot >= free_from:
        return 0
    if action <= spot:
        return spot - action
    if (gear == "chichen_itza" and action == spot + 1
            and state["seats"][seat]["technologies"]["theology"] >= 1):
        return 0
    if spot == 0:
        raise _illegal(Msg("tzolkin.pickup.spot_zero", place=N.place(gear, spot)), R_TURN)
    raise _illegal(Msg("tzolkin.pickup.action_too_high", place=N.place(gear, spot),
                       action=N.place(gear, action)), R_TURN)


def _do_action(s: dict, seat: int, gear: str, action: int, choices: dict) -> None:
    {"palenque": _palenque, "yaxchilan": _yaxchilan, "tikal": _tikal, "uxmal": _uxmal,
     "chichen_itza": _chichen_itza}[gear](s, seat, action, choices)


# ============================================================================== Palenque, Yaxchilan

def _gain(s: dict, seat: int, goods: dict) -> None:
    p = s["seats"][seat]
    for k, v in goods.items():
        if k == "skull":
            v = min(v, s["skulls_in_bank"])
            s["skulls_in_bank"] -= v
            p["skull"] += v
        elif k == "worker":
            v = min(v, p["workers_unhired"])
            p["workers_unhired"] -= v
            p["workers_hand"] += v
        else:
            p[k] += v


def _fishing_level(s: dict) -> int:
    return s["options"].get("agriculture_fishing_level", 3)


def palenque_options(state: dict, seat: int, action: int) -> dict:
    """What a Palenque action allows now: ``{"harvest": [...], "burn": [temples]}``.
    Seed 「パレンケとヤシュチラン」, Agriculture 「技術の費用と4種類の効き方」."""
    if action == 1:
        return {}
    p = state["seats"][seat]
    field = state["harvest_tiles"][str(action)]
    visible_corn = field["corn"] - field["wood"]
    harvest = []
    if visible_corn > 0 or p["technologies"]["agriculture"] >= 2 or (
            field["wood"] > 0 and any(p["temples"][t] > 0 for t in TEMPLES)):
        harvest.append("corn")
    if action >= 3 and field["wood"] > 0:
        harvest.append("wood")
    out: dict[str, Any] = {"harvest": harvest}
    if visible_corn <= 0 and field["wood"] > 0:
        out["burn"] = [t for t in TEMPLES if p["temples"][t] > 0]
    return out


def _palenque(s: dict, seat: int, action: int, choices: dict) -> None:
    """Palenque (seed 「パレンケとヤシュチラン」): fishing, corn and wood harvests, slash-and-burn."""
    p = s["seats"][seat]
    agri = p["technologies"]["agriculture"]
    if action == 1:
        p["corn"] += 3 + (1 if agri >= _fishing_level(s) else 0)
        return
    field = s["harvest_tiles"][str(action)]
    kind = choices.get("harvest", "corn")
    burn = choices.get("burn")
    if kind not in ("corn", "wood") or (kind == "wood" and action == 2):
        raise InvalidMove(Msg("tzolkin.palenque.bad_harvest"))
    here = N.place("palenque", action)
    if kind == "wood":
        if burn:
            raise InvalidMove(Msg("tzolkin.palenque.burn_wood"))
        if field["wood"] <= 0:
            raise _illegal(Msg("tzolkin.palenque.no_wood", place=here), R_PALENQUE)
        field["wood"] -= 1
        p["harvest_tiles"]["wood"] += 1
        p["wood"] += PALENQUE_WOOD[action] + (1 if p["technologies"]["resources"] >= 1 else 0)
        return
    visible = field["corn"] - field["wood"]
    if burn is not None:
        if burn not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.palenque.burn_temple"))
        if visible > 0:
            raise _illegal(Msg("tzolkin.palenque.burn_visible", place=here), R_PALENQUE)
        if field["wood"] <= 0:
            raise _illegal(Msg("tzolkin.palenque.no_wood_to_burn", place=here), R_PALENQUE)
        if p["temples"][burn] <= 0:
            raise _illegal(Msg("tzolkin.palenque.burn_bottom", temple=N.temple(burn)), R_PALENQUE)
        p["temples"][burn] -= 1
        field["wood"] -= 1
        field["corn"] -= 1
        s["burned_wood_tiles"] = s.get("burned_wood_tiles", 0) + 1
        p["harvest_tiles"]["corn"] += 1
    elif visible > 0:
        field["corn"] -= 1
        p["harvest_tiles"]["corn"] += 1
    elif agri < 2:
        code = "tzolkin.palenque.corn_under_wood" if field["wood"] else "tzolkin.palenque.no_corn"
        raise _illegal(Msg(code, place=here), R_PALENQUE)
    p["corn"] += PALENQUE_CORN[action] + (1 if agri >= 1 else 0) + (2 if agri >= 3 else 0)


def _yaxchilan(s: dict, seat: int, action: int, choices: dict) -> None:
    """Yaxchilan (seed 「パレンケとヤシュチラン」) with Resources 1-3 and Theology 3."""
    p = s["seats"][seat]
    goods = dict(YAXCHILAN[action])
    res = p["technologies"]["resources"]
    if action == 4:
        if s["skulls_in_bank"] <= 0:
            raise _illegal(Msg("tzolkin.yaxchilan.no_skull"), R_PALENQUE)
        if p["technologies"]["theology"] >= 3:
            goods["skull"] = 2
    if "wood" in goods and res >= 1:
        goods["wood"] += 1
    if "stone" in goods and res >= 2:
        goods["stone"] += 1
    if "gold" in goods and res >= 3:
        goods["gold"] += 1
    _gain(s, seat, goods)


# ============================================================================== Tikal, Uxmal

def _bag(value: Any, what: Msg) -> dict[str, int]:
    """A resource payment as {"wood": n, ...} from a dict or a list of names; ``what`` names
    the payment in the refusal."""
    if value is None:
        return {}
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list):
        out: dict[str, int] = {}
        for r in value:
            if r not in RESOURCES:
                raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))
            out[r] = out.get(r, 0) + 1
        return out
    if isinstance(value, dict):
        for r, n in value.items():
            if r not in RESOURCES or not _is_int(n) or n < 0:
                raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))
        return {r: n for r, n in value.items() if n}
    raise InvalidMove(Msg("tzolkin.pay.not_resource", what=what))


def _pay(s: dict, seat: int, bag: dict[str, int], rule: str, what: Msg) -> None:
    p = s["seats"][seat]
    for r, n in bag.items():
        if p[r] < n:
            raise _illegal(Msg("tzolkin.pay.short", what=what, need=N.goods(r, n),
                               have=N.goods(r, p[r])), rule)
    for r, n in bag.items():
        p[r] -= n


def _total_resources(p: dict) -> int:
    return p["wood"] + p["stone"] + p["gold"]


def tech_step(s: dict, seat: int, spec: Any, free: bool) -> None:
    """One technology step (seed 「技術の費用と4種類の効き方」): level L -> L+1 costs L+1
    resources of any kinds; past level 3 one resource buys the track's bonus (Agriculture: a
    temple +1, Resources: 2 resources, Architecture: 3 VP, Theology: 1 skull).  ``free`` steps
    pay nothing.  ``spec``: {"track", "pay", "temple", "gain"}.  Mutates ``s``."""
    if isinstance(spec, str):
        spec = {"track": spec}
    if not isinstance(spec, dict) or spec.get("track") not in TECHNOLOGIES:
        raise InvalidMove(Msg("tzolkin.tech.track_needed"))
    p = s["seats"][seat]
    track = spec["track"]
    level = p["technologies"][track]
    cost = 1 if level >= 3 else level + 1
    if not free:
        bag = _bag(spec.get("pay"), Msg("tzolkin.what.tech_payment"))
        if sum(bag.values()) != cost:
            paid = sum(bag.values())
            raise _illegal(Msg("tzolkin.tech.bonus_cost", track=N.tech(track), paid=paid)
                           if level >= 3 else Msg("tzolkin.tech.level_cost", track=N.tech(track),
                                                  level=level + 1, cost=cost, paid=paid), R_TECH)
        _pay(s, seat, bag, R_TECH, Msg("tzolkin.what.tech_step"))
    if level < 3:
        p["technologies"][track] = level + 1
        return
    p["tech_bonuses"] = p.get("tech_bonuses", 0) + 1
    if track == "agriculture":
        temple = spec.get("temple")
        if temple not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.tech.agriculture_bonus"))
        temple_up(s, seat, temple)
    elif track == "resources":
        gain = spec.get("gain")
        bag = _bag(gain, Msg("tzolkin.what.resources_bonus"))
        if sum(bag.values()) != 2:
            raise InvalidMove(Msg("tzolkin.tech.resources_bonus"))
        _gain(s, seat, bag)
    elif track == "architecture":
        p["vp"] += 3
    else:
        _gain(s, seat, {"skull": 1})


def temple_up(s: dict, seat: int, temple: str, steps: int = 1) -> int:
    """Step up a temple (seed 「神殿とチチェン・イツァ」): the top step holds one player only; a
    step that cannot be taken is lost; reaching the top turns the personal board to its light
    side.  Returns the steps taken.  Mutates ``s``."""
    top = load_components().temples[temple].top_step
    p = s["seats"][seat]
    done = 0
    for _ in range(steps):
        nxt = p["temples"][temple] + 1
        if nxt > top:
            break
        if nxt == top and any(q["temples"][temple] == top for i, q in enumerate(s["seats"]) if i != seat):
            break
        p["temples"][temple] = nxt
        done += 1
        if nxt == top:
            p["light_side"] = True
    return done


def building_cost(state: dict, seat: int, building_id: str, *, corn_only: bool = False,
                  discount: str | None = None, architecture: bool = True) -> dict[str, int]:
    """What building ``building_id`` costs the seat: resources, or {"corn": n} for the corn-only
    build (Uxmal 4: 2 corn per resource).  Architecture 3 (when ``architecture``): one resource
    less (``discount`` names it; default the dearest in the cost), 2 corn less at Uxmal 4.
    Seed 「ティカルとウシュマル」, 「技術の費用と4種類の効き方」."""
    b = load_components().buildings[building_id]
    cost = dict(b.cost)
    arch3 = architecture and state["seats"][seat]["technologies"]["architecture"] >= 3
    if corn_only:
        return {"corn": max(0, 2 * sum(cost.values()) - (2 if arch3 else 0))}
    if arch3:
        if discount is None:
            discount = next(r for r in ("gold", "stone", "wood") if cost.get(r))
        if not cost.get(discount):
            raise _illegal(Msg("tzolkin.build.bad_discount", building=N.building(building_id),
                               resources=[N.good(r) for r in cost]), R_TECH)
        cost[discount] -= 1
    return {r: n for r, n in cost.items() if n}


def _affords(p: dict, cost: dict[str, int]) -> bool:
    return all(p[r] >= n for r, n in cost.items())


def _build(s: dict, seat: int, spec: Any, *, corn_only: bool = False, architecture: bool = True) -> None:
    """Build one building from the row (seed 「ティカルとウシュマル」, 「建物の絵と食料軽減」): pay,
    take it, Architecture 1/2 (+1 corn, +2 VP) when ``architecture``, then its rewards."""
    if isinstance(spec, str):
        spec = {"id": spec}
    if not isinstance(spec, dict) or not isinstance(spec.get("id"), str):
        raise InvalidMove(Msg("tzolkin.build.id_needed"))
    bid = spec["id"]
    if bid not in s["buildings_row"]:
        raise _illegal(Msg("tzolkin.build.not_on_offer", building=N.building(bid)), R_BOARD)
    discount = spec.get("discount")
    if discount is not None and discount not in RESOURCES:
        raise InvalidMove(Msg("tzolkin.build.discount_resource"))
    cost = building_cost(s, seat, bid, corn_only=corn_only, discount=discount,
                         architecture=architecture)
    p = s["seats"][seat]
    if not _affords(p, cost):
        raise _illegal(Msg("tzolkin.build.cost", building=N.building(bid), cost=N.goods_list(cost),
                           have=[N.goods(r, p[r]) for r in cost]), R_TIKAL)
    for r, n in cost.items():
        p[r] -= n
    s["buildings_row"].remove(bid)
    p["buildings"].append(bid)
    arch = p["technologies"]["architecture"]
    if architecture and arch >= 1:
        p["corn"] += 1
    if architecture and arch >= 2:
        p["vp"] += 2
    reward = spec.get("reward") or {}
    if not isinstance(reward, dict):
        raise InvalidMove(Msg("tzolkin.build.bad_reward"))
    apply_effect(s, seat, load_components().buildings[bid].effect, reward)


def _build_monument(s: dict, seat: int, mid: Any) -> None:
    """Build a monument (seed 「ティカルとウシュマル」, Tikal 4): pay its cost (a skull goes back to
    the bank); scored at the end.  No Architecture effect."""
    if isinstance(mid, dict):
        mid = mid.get("id")
    if not isinstance(mid, str):
        raise InvalidMove(Msg("tzolkin.monument.id_needed"))
    if mid not in s["monuments"]:
        raise _illegal(Msg("tzolkin.monument.not_on_offer", monument=N.monument(mid)), R_BOARD)
    m = load_components().monuments[mid]
    p = s["seats"][seat]
    if not _affords(p, m.cost):
        raise _illegal(Msg("tzolkin.monument.cost", monument=N.monument(mid), cost=N.goods_list(m.cost),
                           have=[N.goods(r, p[r]) for r in m.cost]), R_TIKAL)
    for r, n in m.cost.items():
        p[r] -= n
        if r == "skull":
            s["skulls_in_bank"] += n
    s["monuments"].remove(mid)
    p["monuments"].append(mid)


def apply_effect(s: dict, seat: int, effect: dict, reward: dict) -> None:
    """Apply a building's effect (vocabulary in components.py) with the player's ``reward``
    choices (module docstring).  Seed 「建物の絵と食料軽減」.  Mutates ``s``."""
    p = s["seats"][seat]
    _gain(s, seat, {k: effect[k] for k in ("corn", "wood", "stone", "gold", "skull", "vp", "worker")
                    if k in effect})
    for t, n in effect.get("temple", {}).items():
        temple_up(s, seat, t, n)
    for t in TEMPLES if effect.get("all_temples") else ():
        temple_up(s, seat, t, effect["all_temples"])
    if effect.get("any_temple"):
        temples = reward.get("temples")
        if isinstance(temples, str):
            temples = [temples]
        if not isinstance(temples, list) or len(temples) != effect["any_temple"] or any(
                t not in TEMPLES for t in temples):
            raise InvalidMove(Msg("tzolkin.effect.temples", n=effect["any_temple"]))
        for t in temples:
            temple_up(s, seat, t)
    bonus = reward.get("tech_bonus") or {}
    if not isinstance(bonus, dict):
        raise InvalidMove(Msg("tzolkin.effect.bad_tech_bonus"))
    for track, n in effect.get("tech", {}).items():
        for _ in range(n):
            tech_step(s, seat, {**bonus, "track": track}, free=True)
    if effect.get("any_tech"):
        steps = reward.get("techs")
        if not isinstance(steps, list) or len(steps) != effect["any_tech"]:
            raise InvalidMove(Msg("tzolkin.effect.techs", n=effect["any_tech"]))
        for spec in steps:
            tech_step(s, seat, spec, free=True)
    if "farm" in effect:
        p["farms"].append(dict(effect["farm"]))
    if effect.get("build") and reward.get("build"):
        _build(s, seat, reward["build"])
    if effect.get("trade"):
        _market(s, seat, reward.get("trades") or [])
    if effect.get("action") and reward.get("action"):
        _any_action(s, seat, reward["action"])


def _market(s: dict, seat: int, trades: Any) -> None:
    """The market (seed 「ティカルとウシュマル」, Uxmal 2): 1 wood = 2 corn, 1 stone = 3, 1 gold = 4,
    buying and selling as often as wished, in order; skulls are not traded."""
    if not isinstance(trades, list):
        raise InvalidMove(Msg("tzolkin.market.bad_trades"))
    p = s["seats"][seat]
    for t in trades:
        if not isinstance(t, dict) or not _is_int(t.get("n")) or t.get("n") == 0:
            raise InvalidMove(Msg("tzolkin.market.bad_trades"))
        r, n = t.get("resource"), t["n"]
        if r not in MARKET_PRICE:
            raise _illegal(Msg("tzolkin.market.only_resources"), R_TIKAL)
        price = MARKET_PRICE[r] * abs(n)
        if n > 0:
            if p["corn"] < price:
                raise _illegal(Msg("tzolkin.market.buy_cost", goods=N.goods(r, n), price=price,
                                   corn=p["corn"]), R_TIKAL)
            p["corn"] -= price
            p[r] += n
        else:
            if p[r] < -n:
                raise _illegal(Msg("tzolkin.market.sell_short", goods=N.goods(r, -n),
                                   have=N.goods(r, p[r])), R_TIKAL)
            p[r] += n
            p["corn"] += price


def _any_action(s: dict, seat: int, spec: Any) -> None:
    """Pay 1 corn, then any action of the four non-Chichen gears, paying its own costs (Uxmal 5
    and the building that copies it; seed 「ティカルとウシュマル」).  It cannot choose Uxmal 5."""
    if not isinstance(spec, dict) or spec.get("gear") not in NORMAL_GEARS or not _is_int(
            spec.get("action")) or not 1 <= spec["action"] <= 5:
        raise InvalidMove(Msg("tzolkin.copy.bad"))
    if spec["gear"] == "uxmal" and spec["action"] == 5:
        raise _illegal(Msg("tzolkin.copy.itself"), R_TIKAL)
    p = s["seats"][seat]
    if p["corn"] < 1:
        raise _illegal(Msg("tzolkin.copy.no_corn"), R_TIKAL)
    p["corn"] -= 1
    choices = spec.get("choices") or {}
    if not isinstance(choices, dict):
        raise InvalidMove(Msg("tzolkin.pickup.bad_choices"))
    _do_action(s, seat, spec["gear"], spec["action"], choices)


def _tech_steps(s: dict, seat: int, choices: dict, low: int, high: int) -> None:
    steps = choices.get("techs")
    if isinstance(steps, (dict, str)):
        steps = [steps]
    if not isinstance(steps, list) or not low <= len(steps) <= high:
        raise InvalidMove(Msg("tzolkin.tech.steps_exact", n=low) if low == high
                          else Msg("tzolkin.tech.steps_range", low=low, high=high))
    for spec in steps:
        tech_step(s, seat, spec, free=False)


def _tikal(s: dict, seat: int, action: int, choices: dict) -> None:
    """Tikal (seed 「ティカルとウシュマル」): research and building."""
    if action == 1:
        _tech_steps(s, seat, choices, 1, 1)
    elif action == 3:
        _tech_steps(s, seat, choices, 1, 2)
    elif action == 2:
        builds = choices.get("buildings")
        if builds is None and "building" in choices:
            builds = [choices["building"]]
        if not isinstance(builds, list) or len(builds) != 1:
            raise InvalidMove(Msg("tzolkin.tikal.build_one"))
        _build(s, seat, builds[0])
    elif action == 4:
        if choices.get("monument") is not None:
            if choices.get("buildings"):
                raise _illegal(Msg("tzolkin.tikal.both"), R_TIKAL)
            _build_monument(s, seat, choices["monument"])
            return
        builds = choices.get("buildings")
        if not isinstance(builds, list) or not 1 <= len(builds) <= 2:
            raise InvalidMove(Msg("tzolkin.tikal.build_what"))
        discounted = [b for b in builds if isinstance(b, dict) and b.get("discount")]
        if len(discounted) > 1:
            raise _illegal(Msg("tzolkin.tikal.architecture_once"), R_TECH)
        # the Architecture effects go to the building named for the discount, else the first
        with_arch = builds.index(discounted[0]) if discounted else 0
        for i, b in enumerate(builds):
            _build(s, seat, b, architecture=(i == with_arch))
    else:
        pay = _bag(choices.get("pay"), Msg("tzolkin.what.tikal_5"))
        temples = choices.get("temples")
        if sum(pay.values()) != 1:
            raise _illegal(Msg("tzolkin.tikal.five_pay"), R_TIKAL)
        if not isinstance(temples, list) or len(temples) != 2 or len(set(temples)) != 2 or any(
                t not in TEMPLES for t in temples):
            raise _illegal(Msg("tzolkin.tikal.five_temples"), R_TIKAL)
        _pay(s, seat, pay, R_TIKAL, Msg("tzolkin.what.tikal_5"))
        for t in temples:
            temple_up(s, seat, t)


def _uxmal(s: dict, seat: int, action: int, choices: dict) -> None:
    """Uxmal (seed 「ティカルとウシュマル」)."""
    p = s["seats"][seat]
    if action == 1:
        temple = choices.get("temple")
        if temple not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.uxmal.temple_needed"))
        if p["corn"] < 3:
            raise _illegal(Msg("tzolkin.uxmal.one_cost", corn=p["corn"]), R_TIKAL)
        p["corn"] -= 3
        temple_up(s, seat, temple)
    elif action == 2:
        _market(s, seat, choices.get("trades") or [])
    elif action == 3:
        if p["workers_unhired"] <= 0:
            raise _illegal(Msg("tzolkin.uxmal.all_hired"), R_TIKAL)
        _gain(s, seat, {"worker": 1})
    elif action == 4:
        spec = choices.get("building")
        if spec is None and isinstance(choices.get("buildings"), list) and len(choices["buildings"]) == 1:
            spec = choices["buildings"][0]
        if choices.get("monument") is not None:
            raise _illegal(Msg("tzolkin.uxmal.no_monument"), R_TIKAL)
        if spec is None:
            raise InvalidMove(Msg("tzolkin.uxmal.building_needed"))
        _build(s, seat, spec, corn_only=True)
    else:
        _any_action(s, seat, choices.get("copy"))


# ============================================================================== Chichen Itza

def _chichen_itza(s: dict, seat: int, action: int, choices: dict) -> None:
    """Chichen Itza (seed 「神殿とチチェン・イツァ」): offer a skull on the action's empty slot,
    gain its VP, its temple step and maybe one resource; Theology 2 then lets the player pay
    one resource for any temple +1."""
    p = s["seats"][seat]
    spot = load_components().chichen_itza[action]
    if str(action) in s["chichen_itza"]:
        raise _illegal(Msg("tzolkin.chichen.taken", place=N.place("chichen_itza", action)),
                       R_TEMPLE)
    if p["skull"] < 1:
        raise _illegal(Msg("tzolkin.chichen.no_skull"), R_TEMPLE)
    res = choices.get("resource")
    if spot.resource and res not in RESOURCES:
        raise InvalidMove(Msg("tzolkin.chichen.resource_needed",
                              place=N.place("chichen_itza", action)))
    p["skull"] -= 1
    s["chichen_itza"][str(action)] = seat
    p["vp"] += spot.vp
    temple_up(s, seat, spot.temple)
    if spot.resource:
        p[res] += 1
    theo = choices.get("theology")
    if theo:
        if p["technologies"]["theology"] < 2:
            raise _illegal(Msg("tzolkin.chichen.theology_level"), R_TECH)
        if not isinstance(theo, dict) or theo.get("temple") not in TEMPLES:
            raise InvalidMove(Msg("tzolkin.chichen.theology_choice"))
        pay = _bag(theo.get("pay"), Msg("tzolkin.what.theology_2"))
        if sum(pay.values()) != 1:
            raise InvalidMove(Msg("tzolkin.chichen.theology_pay"))
        _pay(s, seat, pay, R_TECH, Msg("tzolkin.what.theology_2"))
        temple_up(s, seat, theo["temple"])


# ============================================================================== the calendar

def _refill_buildings(s: dict) -> None:
    """Refill the row to 6 from the current age's deck at the end of the builder's turn (seed
    「盤と共通の準備」); an empty deck leaves gaps."""
    deck = s["building_decks"][str(s["age"])]
    while len(s["buildings_row"]) < 6 and deck:
        s["buildings_row"].append(deck.pop(0))


# ============================================================================== legal moves

def _can_step(p: dict, track: str, free: bool = False) -> bool:
    level = p["technologies"][track]
    return free or _total_resources(p) >= (1 if level >= 3 else level + 1)


def _buildable(state: dict, seat: int, *, corn_only: bool = False, corn: int | None = None) -> list[str]:
    """Buildings in the row the seat can pay for now (any Architecture discount choice)."""
    p = dict(state["seats"][seat])
    if corn is not None:
        p["corn"] = corn
    out = []
    for bid in state["buildings_row"]:
        if corn_only:
            if building_cost(state, seat, bid, corn_only=True)["corn"] <= p["corn"]:
                out.append(bid)
            continue
        b = load_components().buildings[bid]
        options = [None]
        if p["technologies"]["architecture"] >= 3:
            options = [r for r in RESOURCES if b.cost.get(r)]
        if any(_affords(p, building_cost(state, seat, bid, discount=d)) for d in options):
            out.append(bid)
    return out


def _monuments_affordable(state: dict, seat: int) -> list[str]:
    p = state["seats"][seat]
    comps = load_components()
    return [m for m in state["monuments"] if _affords(p, comps.monuments[m].cost)]


def reward_needs(building_id: str) -> dict:
    """The reward choices a building asks for (keys of the ``reward`` object): "temples": n,
    "techs": n, "tech_bonus": tracks whose free step may reach the bonus, "build", "trades",
    "action": True.  Seed 「建物の絵と食料軽減」."""
    e = load_components().buildings[building_id].effect
    out: dict[str, Any] = {}
    if e.get("any_temple"):
        out["temples"] = e["any_temple"]
    if e.get("any_tech"):
        out["techs"] = e["any_tech"]
    if e.get("tech"):
        out["tech_bonus"] = sorted(e["tech"])
    for key, name in (("build", "build"), ("trade", "trades"), ("action", "action")):
        if e.get(key):
            out[name] = True
    return out


def action_options(state: dict, seat: int, gear: str, action: int, corn: int | None = None) -> dict | None:
    """What action ``action`` of ``gear`` asks for, or None if the seat cannot do it now
    (with ``corn`` corn left after paying to go back).  The dict names each choice and its
    legal values (module docstring for the choice shapes)."""
    p = state["seats"][seat]
    corn = p["corn"] if corn is None else corn
    total = _total_resources(p)
    if gear == "palenque":
        opts = palenque_options(state, seat, action)
        return opts if action == 1 or opts["harvest"] else None
    if gear == "yaxchilan":
        return None if action == 4 and state["skulls_in_bank"] <= 0 else {}
    if gear == "tikal":
        if action in (1, 3):
            tracks = [t for t in TECHNOLOGIES if _can_step(p, t)]
            return {"techs": {"min": 1, "max": 1 if action == 1 else 2, "tracks": tracks}} if tracks else None
        if action == 2:
            ids = _buildable(state, seat)
            return {"buildings": {"min": 1, "max": 1, "ids": ids}} if ids else None
        if action == 4:
            ids, mons = _buildable(state, seat), _monuments_affordable(state, seat)
            return {"buildings": {"min": 1, "max": 2, "ids": ids}, "monument": mons} if ids or mons else None
        return {"pay": [r for r in RESOURCES if p[r]], "temples": list(TEMPLES)} if total else None
    if gear == "uxmal":
        if action == 1:
            return {"temple": list(TEMPLES)} if corn >= 3 else None
        if action == 2:
            return {"trades": dict(MARKET_PRICE)}
        if action == 3:
            return {} if p["workers_unhired"] > 0 else None
        if action == 4:
            ids = _buildable(state, seat, corn_only=True, corn=corn)
            return {"building": ids} if ids else None
        if corn < 1:
            return None
        copies = []
        for g in NORMAL_GEARS:
            for a in range(1, 6):
                if (g, a) != ("uxmal", 5) and action_options(state, seat, g, a, corn - 1) is not None:
                    copies.append({"gear": g, "action": a})
        return {"copy": copies}
    # Chichen Itza
    if p["skull"] < 1 or str(action) in state["chichen_itza"]:
        return None
    out: dict[str, Any] = {}
    if load_components().chichen_itza[action].resource:
        out["resource"] = list(RESOURCES)
    if p["technologies"]["theology"] >= 2:
        out["theology"] = {"temples": list(TEMPLES)}
    return out


def worker_actions(state: dict, seat: int, gear: str, spot: int) -> list[dict]:
    """The actions a worker of ``seat`` on (gear, spot) may take if picked up now:
    [{"action": a, "corn": corn to go back, "name": Msg, "needs": {...}}]; no action (None) is
    always allowed too.  Seed 「手番は置くか取り上げるか」."""
    corn = state["seats"][seat]["corn"]
    out = []
    top_action = 9 if gear == "chichen_itza" else 5
    for a in range(1, top_action + 1):
        try:
            cost = action_corn_cost(state, seat, gear, spot, a)
        except IllegalMove:
            continue
        if cost > corn:
            continue
        needs = action_options(state, seat, gear, a, corn - cost)
        if needs is None:
            continue
        out.append({"action": a, "corn": cost, "name": N.action(gear, a), "needs": needs})
    return out


def legal_moves(state: dict, seat: int) -> list[dict]:
    """What ``seat`` may do now, one entry per kind of move (a phone form is built from each):

    * ``{"type": "calendar", "days": [1, 2]}``: the start space holder turns the calendar.
    * ``{"type": "beg", "temples": [...]}``: begging, before the turn's move.
    * ``{"type": "place", "max_workers": n, "corn": c, "fees": [...], "gears": {gear:
      [spots the 1st, 2nd, ... worker placed there would take]}, "start_space": bool,
      "forced": None | {"gears", "spot", "pay"}}``: any sequence of gears (and the start space)
      whose spots plus the fee for the number of workers cost at most ``corn`` is legal; when
      ``forced`` is given only that single placement is (paying all corn).
    * ``{"type": "pickup", "workers": [{"gear", "spot", "actions": [worker_actions ...]}]}``:
      pick up one or more of these workers in any order; each may take one of its actions
      (checked against the state left by the earlier ones of the same move) or none.  The
      actions listed are those a worker may take first; what it may take after others of the
      same pick-up, with any of their choices, is ``rules_pickup.offered``.

    An action's ``needs`` (``action_options``) names the choices its form asks, with their
    legal values: palenque ``{"harvest": ["corn", "wood"], "burn": [temples]}`` (burn listed when
    the corn is hidden under wood); tikal 1/3 ``{"techs": {"min", "max", "tracks"}}`` (each step
    also asks its payment: level+1 resources, 1 past level 3); tikal 2/4 ``{"buildings": {"min",
    "max", "ids"}, "monument": [ids]}`` (each building's reward choices: ``reward_needs``); tikal 5
    ``{"pay": [resources held], "temples": [...]}``; uxmal 1 ``{"temple": [...]}``; uxmal 2
    ``{"trades": prices}``; uxmal 4 ``{"building": [ids]}``; uxmal 5 ``{"copy": [{"gear",
    "action"}]}``; chichen itza ``{"resource": [...]}`` on spots with a cube and ``{"theology":
    {"temples"}}`` with Theology 2 (optional).  ``{}``: nothing to choose.

    Empty when it is not ``seat``'s turn or the game is over.
    """
    if current_seat(state) != seat:
        return []
    if state["pending"]:
        return [{"type": "calendar", "days": [1, 2]}]
    p = state["seats"][seat]
    out: list[dict] = []
    if can_beg(state, seat):
        out.append({"type": "beg", "temples": [t for t in TEMPLES if p["temples"][t] > 0]})
    hand = p["workers_hand"]
    if hand:
        spots = {}
        for g in GEARS:
            seq: list[int] = []
            while len(seq) < hand:
                spot = lowest_free_spot(state, g, tuple(seq))
                if spot is None:
                    break
                seq.append(spot)
            if seq:
                spots[g] = seq
        start_free = state["start_space"] is None
        cheapest = min((seq[0] for seq in spots.values()), default=None)
        entry = {"type": "place", "max_workers": hand, "corn": p["corn"], "fees": list(WORKER_FEE),
                 "gears": spots, "start_space": start_free, "forced": None}
        if start_free or (cheapest is not None and cheapest <= p["corn"]):
            out.append(entry)
        else:
            forced = forced_placement(state, seat)
            if forced:
                entry.update(max_workers=1, gears={g: [forced["spot"]] for g in forced["gears"]},
                             forced=forced)
                out.append(entry)
    workers = [{"gear": g, "spot": s, "actions": worker_actions(state, seat, g, s)}
               for g, s in own_workers_on_gears(state, seat)]
    if workers:
        out.append({"type": "pickup", "workers": workers})
    return out


# ============================================================================== random player

def random_move(state: dict, seat: int, rng: random.Random) -> dict:
    """A random legal move for ``seat`` (the random player; rules_random.py): a candidate built
    from ``legal_moves`` and checked with ``apply_move``.  Raises IllegalMove if ``seat`` has no
    move now."""
    from companion.games.tzolkin.rules_random import random_move as _random_move
    return _random_move(state, seat, rng)


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
            "name": _name(state, i), "vp": int(p["vp"]),
            "corn": p["corn"], "wood": p["wood"], "stone": p["stone"], "gold": p["gold"],
            "skulls": p["skull"], "monuments": list(p["monuments"]), "buildings": frames,
            "temples": dict(p["temples"]), "technologies": dict(p["technologies"]),
            "harvest_tiles": dict(p["harvest_tiles"]), "workers": 6 - p["workers_unhired"],
            "workers_on_gears": len(own_workers_on_gears(state, i)),
        })
    return {"players": players, "skulls_on_chichen_itza": len(state["chichen_itza"])}


# ============================================================================== the calendar, the log
# (the end of a round, food days and the calendar in rules_calendar.py; the move log's lines
# in rules_log.py: imported last, they read this module's helpers)
from companion.games.tzolkin.rules_calendar import (  # noqa: E402,F401 (food_day... read as rules.*)
    _advance, _calendar_choice, _end_of_round, double_advance_allowed, food_day, food_need,
)
from companion.games.tzolkin.rules_log import describe_move, move_line  # noqa: E402,F401
