"""Tzolk'in component catalogue: buildings, monuments, starting wealth tiles, temples, Chichen Itza.

The printed components are data (``data/*.json``), each file naming its ``"source"`` and marking
a row whose printed value the public sources disagree on with ``"uncertain": "<why>"`` (an
internal note for whoever keeps the data: never shown to players).  Where the doubt matters to
players, the row also carries ``"unconfirmed": {"en": ..., "ja": ...}``: one sentence saying
what is not confirmed, shown after "Unconfirmed." / 「未確認です。」.  A row's ``"text"`` (its
effect or reward as players read it) is ``{"en": ..., "ja": ...}`` (Japanese in the rules
text's terms) or one string (a table's own copy: the same in both languages); it is loaded as
a ``companion.message.Text``.  The files are loaded and validated once (``load_components()``,
cached); a bad file raises ``ComponentDataError`` with a message naming the file, the row and
the field (for whoever edits the data files: no page shows it).

Rules: seed 003_33e329f624a6e484.txt, sections 「盤と共通の準備」, 「建物の絵と食料軽減」,
「記念碑13枚の採点の読み方」, 「神殿とチチェン・イツァ」; component facts: the shared Tzolk'in
reference (counts: 32 buildings, Age I 14 and Age II 18; 13 monuments; 21 starting wealth tiles).

Effect / reward vocabulary (a dict, every key optional, all effects of a tile apply):
``"corn"/"wood"/"stone"/"gold"/"skull"/"vp"``: int gained; ``"worker"``: int (take own unhired
workers); ``"temple"``: {temple: steps}; ``"any_temple"``: int; ``"all_temples"``: int;
``"tech"``: {track: free steps}; ``"any_tech"``: int; ``"build"``: int; ``"trade"``: true;
``"action"``: true; ``"farm"``: {"free_workers": n} or {"all_minus": 1}.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.message import Text

DATA_DIR = Path(__file__).parent / "data"

GEARS = ("palenque", "yaxchilan", "tikal", "uxmal", "chichen_itza")
GEAR_TEETH = {"palenque": 10, "yaxchilan": 10, "tikal": 10, "uxmal": 10, "chichen_itza": 13}
GEAR_TOP_SPOT = {"palenque": 7, "yaxchilan": 7, "tikal": 7, "uxmal": 7, "chichen_itza": 10}
TEMPLES = ("chaac", "quetzalcoatl", "kukulcan")
TECHNOLOGIES = ("agriculture", "resources", "architecture", "theology")
RESOURCES = ("wood", "stone", "gold")
FRAMES = ("farm", "brown", "green", "blue")
MONUMENT_FRAMES = ("brown", "green", "blue")
SCORING_RULES = (
    "brown_frames", "buildings_and_monuments", "corn_tiles", "wood_tiles", "all_monuments",
    "green_frames", "techs_at_top", "tech_levels", "workers", "blue_frames", "temple_vp_again",
    "best_temple", "chichen_skulls",
)
COUNTS = {"buildings_age_1": 14, "buildings_age_2": 18, "monuments": 13, "wealth_tiles": 21,
          "temples": 3, "chichen_itza": 9}
TOTAL_SKULLS = 13
MAX_TECH_LEVEL = 3

_INT_EFFECTS = ("corn", "wood", "stone", "gold", "skull", "vp", "worker", "any_temple",
                "all_temples", "any_tech", "build")
_BOOL_EFFECTS = ("trade", "action")
# A starting wealth reward is taken when all tiles are revealed; it carries no choice, so the
# effects that need one (any temple, any tech, build, trade, action) cannot appear on it.
_WEALTH_FORBIDDEN = ("any_temple", "any_tech", "build", "trade", "action")


class ComponentDataError(ValueError):
    """A component data file is missing, malformed or disagrees with the known counts.

    The message names the file, the row id and the field, e.g.
    ``"buildings.json, b07: unknown temple 'chac' in effect.temple"``.
    """


@dataclass(frozen=True)
class Building:
    """One building tile: ``id`` "b01".."b32", ``age`` 1|2, ``frame`` farm|brown|green|blue,
    ``cost`` {resource: n}, ``effect`` (vocabulary in the module docstring), ``text`` (a
    ``Text``: the effect in both languages), ``uncertain`` (internal: why the printed value is
    in doubt, or None), ``unconfirmed`` (a ``Text`` for players, or None)."""

    id: str
    age: int
    frame: str
    cost: dict[str, int]
    effect: dict[str, Any]
    text: Text
    uncertain: str | None = None
    unconfirmed: Text | None = None


@dataclass(frozen=True)
class Monument:
    """One monument: ``id`` "m01".."m13", ``frame`` brown|green|blue, ``cost`` (may include
    "skull"), ``scoring`` (a key of ``SCORING_RULES``), ``text`` (a ``Text``), ``uncertain``
    (internal note), ``unconfirmed`` (a ``Text`` for players, or None)."""

    id: str
    frame: str
    cost: dict[str, int]
    scoring: str
    text: Text
    uncertain: str | None = None
    unconfirmed: Text | None = None


@dataclass(frozen=True)
class WealthTile:
    """One starting wealth tile: ``id`` "w01".."w21"; ``gear`` and ``spot`` = the neutral
    worker position printed at the bottom; ``reward`` (vocabulary above, no choices);
    ``text`` (a ``Text``: the reward in both languages)."""

    id: str
    gear: str
    spot: int
    reward: dict[str, Any]
    text: Text
    uncertain: str | None = None
    unconfirmed: Text | None = None


@dataclass(frozen=True)
class Temple:
    """A temple: ``vp`` by step (index 0 = bottom step, start = step 1, top = len-1),
    ``resources`` {step: "wood"|"stone"|"gold"|"skull"}, ``bonus`` (Age I, Age II majority)."""

    key: str
    vp: tuple[int, ...]
    resources: dict[int, str]
    bonus: tuple[int, int]

    @property
    def top_step(self) -> int:
        """The highest step (only one player may stand there)."""
        return len(self.vp) - 1


@dataclass(frozen=True)
class ChichenItzaSpot:
    """A Chichen Itza action (spot 1..9): ``vp`` gained, ``temple`` +1, ``resource`` = also
    one resource of the player's choice."""

    spot: int
    vp: int
    temple: str
    resource: bool


@dataclass(frozen=True)
class Components:
    """The whole catalogue, keyed by id (temples by key, Chichen Itza by spot)."""

    buildings: dict[str, Building]
    monuments: dict[str, Monument]
    wealth_tiles: dict[str, WealthTile]
    temples: dict[str, Temple]
    chichen_itza: dict[int, ChichenItzaSpot]


# --------------------------------------------------------------------------------- checks

def _fail(where: str, message: str) -> None:
    raise ComponentDataError(f"{where}: {message}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _rows(data: Any, fname: str, key: str) -> list[dict]:
    if not isinstance(data, dict):
        _fail(fname, "the file must hold a JSON object")
    source = data.get("source")
    if not isinstance(source, str) or not source.strip():
        _fail(fname, 'the file must name its "source"')
    rows = data.get(key)
    if not isinstance(rows, list):
        _fail(fname, f'"{key}" must be a list')
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            _fail(fname, f"row {i + 1} is not an object")
    return rows


def _require(row: dict, where: str, fields: dict[str, type | tuple],
             optional: tuple[str, ...] = ("uncertain", "unconfirmed")) -> None:
    extra = set(row) - set(fields) - set(optional)
    if extra:
        _fail(where, f"unknown field(s) {', '.join(sorted(map(str, extra)))}")
    for name, kind in fields.items():
        if name not in row:
            _fail(where, f'missing field "{name}"')
        value = row[name]
        if kind is int:
            if not _is_int(value):
                _fail(where, f'"{name}" must be a whole number, not {value!r}')
        elif not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            _fail(where, f'"{name}" has the wrong type ({value!r})')


def _uncertain(row: dict, where: str) -> str | None:
    value = row.get("uncertain")
    if value is not None and (not isinstance(value, str) or not value.strip()):
        _fail(where, '"uncertain" must be null or a reason (text)')
    return value


def _text(value: Any, where: str, field: str = "text") -> Text:
    """A players' text: one non-empty string, or {"en": ..., "ja": ...} with both given."""
    if isinstance(value, str) and value.strip():
        return Text.of(value)
    if (isinstance(value, dict) and set(value) == {"en", "ja"}
            and all(isinstance(v, str) and v.strip() for v in value.values())):
        return Text.of(value)
    _fail(where, f'"{field}" must be a text, or {{"en": ..., "ja": ...}} with both given')
    raise AssertionError  # pragma: no cover - _fail raises


def _unconfirmed(row: dict, where: str) -> Text | None:
    value = row.get("unconfirmed")
    return None if value is None else _text(value, where, "unconfirmed")


def _check_cost(cost: Any, where: str, allowed: tuple[str, ...]) -> dict[str, int]:
    if not isinstance(cost, dict) or not cost:
        _fail(where, "cost must be a non-empty object like {\"wood\": 2}")
    for k, v in cost.items():
        if k not in allowed:
            _fail(where, f"unknown cost item {k!r} (known: {', '.join(allowed)})")
        if not _is_int(v) or v < 1:
            _fail(where, f"cost of {k} must be a whole number of at least 1, not {v!r}")
    return dict(cost)


def _check_steps(value: Any, where: str, field: str, known: tuple[str, ...]) -> None:
    if not isinstance(value, dict) or not value:
        _fail(where, f"{field} must be a non-empty object")
    for k, v in value.items():
        if k not in known:
            _fail(where, f"unknown {field.split('.')[-1]} {k!r} in {field} (known: {', '.join(known)})")
        if not _is_int(v) or v < 1:
            _fail(where, f"{field}.{k} must be a whole number of at least 1, not {v!r}")


def check_effect(effect: Any, where: str, forbidden: tuple[str, ...] = ()) -> dict[str, Any]:
    """Validate one effect/reward dict against the vocabulary; returns it (a copy).

    Raises ComponentDataError naming ``where`` and the field."""
    if not isinstance(effect, dict) or not effect:
        _fail(where, "effect must be a non-empty object")
    for key, value in effect.items():
        if key in forbidden:
            _fail(where, f"{key!r} needs a choice and cannot appear here")
        if key in _INT_EFFECTS:
            if not _is_int(value) or value < 1:
                _fail(where, f"effect.{key} must be a whole number of at least 1, not {value!r}")
        elif key in _BOOL_EFFECTS:
            if value is not True:
                _fail(where, f"effect.{key} must be true")
        elif key == "temple":
            _check_steps(value, where, "effect.temple", TEMPLES)
        elif key == "tech":
            _check_steps(value, where, "effect.tech", TECHNOLOGIES)
        elif key == "farm":
            ok = isinstance(value, dict) and len(value) == 1 and (
                (_is_int(value.get("free_workers")) and value["free_workers"] >= 1)
                or value.get("all_minus") == 1)
            if not ok:
                _fail(where, 'effect.farm must be {"free_workers": n} or {"all_minus": 1}')
        else:
            _fail(where, f"unknown effect {key!r}")
    return json.loads(json.dumps(effect))


def _check_ids(ids: list[str], fname: str, prefix: str, count: int) -> None:
    seen: set[str] = set()
    for rid in ids:
        if rid in seen:
            _fail(fname, f"id {rid} appears twice")
        seen.add(rid)
    expected = {f"{prefix}{n:02d}" for n in range(1, count + 1)}
    if seen != expected:
        odd = sorted(seen - expected) or sorted(expected - seen)
        _fail(fname, f"ids must be {prefix}01..{prefix}{count:02d}; check {', '.join(odd)}")


# --------------------------------------------------------------------------------- parsers

def parse_buildings(data: Any, fname: str = "buildings.json") -> dict[str, Building]:
    """Buildings from the parsed JSON of buildings.json (14 Age I + 18 Age II)."""
    out: dict[str, Building] = {}
    ids = []
    for i, row in enumerate(_rows(data, fname, "buildings")):
        where = f"{fname}, {row.get('id', f'row {i + 1}')}"
        _require(row, where, {"id": str, "age": int, "frame": str, "cost": dict, "effect": dict,
                              "text": (str, dict)})
        if row["age"] not in (1, 2):
            _fail(where, f"age must be 1 or 2, not {row['age']}")
        if row["frame"] not in FRAMES:
            _fail(where, f"unknown frame {row['frame']!r} (known: {', '.join(FRAMES)})")
        b = Building(row["id"], row["age"], row["frame"], _check_cost(row["cost"], where, RESOURCES),
                     check_effect(row["effect"], where), _text(row["text"], where),
                     _uncertain(row, where), _unconfirmed(row, where))
        if (b.frame == "farm") != ("farm" in b.effect):
            _fail(where, "a farm (and only a farm) has a farm effect")
        ids.append(b.id)
        out[b.id] = b
    _check_ids(ids, fname, "b", COUNTS["buildings_age_1"] + COUNTS["buildings_age_2"])
    for age in (1, 2):
        n = sum(1 for b in out.values() if b.age == age)
        want = COUNTS[f"buildings_age_{age}"]
        if n != want:
            _fail(fname, f"Age {'I' * age} must have {want} buildings, found {n}")
    return out


def parse_monuments(data: Any, fname: str = "monuments.json") -> dict[str, Monument]:
    """Monuments from the parsed JSON of monuments.json (13, one per scoring rule)."""
    out: dict[str, Monument] = {}
    ids = []
    for i, row in enumerate(_rows(data, fname, "monuments")):
        where = f"{fname}, {row.get('id', f'row {i + 1}')}"
        _require(row, where, {"id": str, "frame": str, "cost": dict, "scoring": str,
                              "text": (str, dict)})
        if row["frame"] not in MONUMENT_FRAMES:
            _fail(where, f"unknown frame {row['frame']!r} (known: {', '.join(MONUMENT_FRAMES)})")
        if row["scoring"] not in SCORING_RULES:
            _fail(where, f"unknown scoring rule {row['scoring']!r}")
        m = Monument(row["id"], row["frame"], _check_cost(row["cost"], where, RESOURCES + ("skull",)),
                     row["scoring"], _text(row["text"], where), _uncertain(row, where),
                     _unconfirmed(row, where))
        ids.append(m.id)
        out[m.id] = m
    _check_ids(ids, fname, "m", COUNTS["monuments"])
    rules = [m.scoring for m in out.values()]
    if len(set(rules)) != len(rules):
        _fail(fname, "two monuments share one scoring rule")
    return out


def parse_wealth_tiles(data: Any, fname: str = "wealth_tiles.json") -> dict[str, WealthTile]:
    """Starting wealth tiles from the parsed JSON of wealth_tiles.json (21, distinct spots)."""
    out: dict[str, WealthTile] = {}
    ids = []
    spots: dict[tuple[str, int], str] = {}
    for i, row in enumerate(_rows(data, fname, "wealth_tiles")):
        where = f"{fname}, {row.get('id', f'row {i + 1}')}"
        _require(row, where, {"id": str, "gear": str, "spot": int, "reward": dict,
                              "text": (str, dict)})
        if row["gear"] not in GEARS:
            _fail(where, f"unknown gear {row['gear']!r} (known: {', '.join(GEARS)})")
        if not 0 <= row["spot"] <= GEAR_TOP_SPOT[row["gear"]]:
            _fail(where, f"spot {row['spot']} is not on {row['gear']} "
                         f"(0..{GEAR_TOP_SPOT[row['gear']]})")
        pos = (row["gear"], row["spot"])
        if pos in spots:
            _fail(where, f"same neutral spot as {spots[pos]} ({pos[0]} {pos[1]})")
        spots[pos] = row["id"]
        w = WealthTile(row["id"], row["gear"], row["spot"],
                       check_effect(row["reward"], where, _WEALTH_FORBIDDEN),
                       _text(row["text"], where), _uncertain(row, where), _unconfirmed(row, where))
        ids.append(w.id)
        out[w.id] = w
    _check_ids(ids, fname, "w", COUNTS["wealth_tiles"])
    return out


def parse_temples(data: Any, fname: str = "temples.json") -> dict[str, Temple]:
    """The three temples from the parsed JSON of temples.json."""
    out: dict[str, Temple] = {}
    for i, row in enumerate(_rows(data, fname, "temples")):
        where = f"{fname}, {row.get('key', f'row {i + 1}')}"
        _require(row, where, {"key": str, "vp": list, "resources": dict, "bonus": list},
                 ("uncertain", "colour"))
        if row["key"] not in TEMPLES:
            _fail(where, f"unknown temple {row['key']!r} (known: {', '.join(TEMPLES)})")
        if row["key"] in out:
            _fail(where, "temple appears twice")
        vp = row["vp"]
        if len(vp) < 3 or not all(_is_int(v) for v in vp):
            _fail(where, "vp must list at least 3 whole numbers, bottom step first")
        if vp[1] != 0:
            _fail(where, "the start step (step 1) must be worth 0 VP")
        resources: dict[int, str] = {}
        for step, res in row["resources"].items():
            if not str(step).isdigit() or not 0 < int(step) < len(vp):
                _fail(where, f"resource step {step!r} is not a step of this temple")
            if res not in RESOURCES + ("skull",):
                _fail(where, f"unknown temple resource {res!r}")
            resources[int(step)] = res
        bonus = row["bonus"]
        if len(bonus) != 2 or not all(_is_int(b) and b >= 0 for b in bonus):
            _fail(where, "bonus must be [Age I, Age II] whole numbers")
        out[row["key"]] = Temple(row["key"], tuple(vp), resources, (bonus[0], bonus[1]))
    if set(out) != set(TEMPLES):
        _fail(fname, f"the temples must be exactly {', '.join(TEMPLES)}")
    return out


def parse_chichen_itza(data: Any, fname: str = "chichen_itza.json") -> dict[int, ChichenItzaSpot]:
    """Chichen Itza actions 1..9 from the parsed JSON of chichen_itza.json."""
    out: dict[int, ChichenItzaSpot] = {}
    for i, row in enumerate(_rows(data, fname, "spots")):
        where = f"{fname}, spot {row.get('spot', f'row {i + 1}')}"
        _require(row, where, {"spot": int, "vp": int, "temple": str, "resource": bool})
        if not 1 <= row["spot"] <= 9:
            _fail(where, "spot must be 1..9")
        if row["spot"] in out:
            _fail(where, "spot appears twice")
        if row["temple"] not in TEMPLES:
            _fail(where, f"unknown temple {row['temple']!r}")
        if row["vp"] < 0:
            _fail(where, "vp must not be negative")
        _uncertain(row, where)
        out[row["spot"]] = ChichenItzaSpot(row["spot"], row["vp"], row["temple"], row["resource"])
    if set(out) != set(range(1, 10)):
        _fail(fname, "spots must be exactly 1..9")
    return dict(sorted(out.items()))


_FILES = {
    "buildings": ("buildings.json", parse_buildings),
    "monuments": ("monuments.json", parse_monuments),
    "wealth_tiles": ("wealth_tiles.json", parse_wealth_tiles),
    "temples": ("temples.json", parse_temples),
    "chichen_itza": ("chichen_itza.json", parse_chichen_itza),
}


def load_components_from(directory: Path | str) -> Components:
    """Load and validate the five data files of ``directory`` (not cached; for tests and for a
    table's corrected copy).  Raises ComponentDataError naming the file and row."""
    directory = Path(directory)
    parts: dict[str, Any] = {}
    for name, (fname, parser) in _FILES.items():
        path = directory / fname
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ComponentDataError(f"{fname}: cannot read the file ({exc.strerror})") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ComponentDataError(f"{fname}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
        parts[name] = parser(data, fname)
    return Components(**parts)


@functools.cache
def load_components() -> Components:
    """The shipped catalogue (``data/``), loaded and validated once.  Raises ComponentDataError."""
    return load_components_from(DATA_DIR)
