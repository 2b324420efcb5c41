"""Tzolk'in final scoring from an end-state document (the same for a played table and the calculator).

Rules: seed 003_33e329f624a6e484.txt, sections 「記念碑13枚の採点の読み方」 (monuments) and
「終了と後半の手番例」 (goods at 1/4 VP per corn equivalent with fractions kept, 3 VP per skull,
tie broken by own workers left on the gears, then a shared win).  The document's format is in
docs/formats/tzolkin.md; readings in docs/rulings/tzolkin.md.

End-state document::

    {"players": [{"name": "Ana", "vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1,
                  "skulls": 2, "monuments": ["m07"],
                  "buildings": {"brown": 0, "green": 1, "blue": 0, "farm": 0},
                  "temples": {"chaac": 1, "quetzalcoatl": 1, "kukulcan": 1},
                  "technologies": {"agriculture": 3, "resources": 0, "architecture": 0,
                                   "theology": 0},
                  "harvest_tiles": {"corn": 0, "wood": 0},
                  "workers": 3, "workers_on_gears": 0}, ...],
     "skulls_on_chichen_itza": 0}
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from companion.engine import InvalidMove, ScoreRow, ScoreSheet, rank_by
from companion.games.tzolkin.rules import names as N
from companion.games.tzolkin.rules.components import (
    FRAMES, MAX_TECH_LEVEL, TECHNOLOGIES, TEMPLES, TOTAL_SKULLS, load_components,
)
from companion.games.tzolkin.rules.setup import MONUMENTS_REVEALED, TILES_PER_FIELD
from companion.inputs import signed
from companion.message import Msg

CORN_PER = {"wood": 2, "stone": 3, "gold": 4}
SKULL_VP = 3
#: Monument m05: VP per monument built by all players, by player count.
ALL_MONUMENTS_VP = {2: 6, 3: 5, 4: 4}
#: Monument m07: VP by number of technologies at level 3.
TECHS_AT_TOP_VP = {0: 0, 1: 9, 2: 20, 3: 33, 4: 33}
#: Monument m09: VP by hired workers.
WORKERS_VP = {3: 0, 4: 6, 5: 12, 6: 18}
#: Short labels of the scoring rules: the keys of the score sheet's categories ("m05 all
#: monuments built"), said on pages and the command line by names.category_label.
RULE_LABELS = {
    "brown_frames": "brown frames", "buildings_and_monuments": "buildings and monuments",
    "corn_tiles": "corn harvest tiles", "wood_tiles": "wood harvest tiles",
    "all_monuments": "all monuments built", "green_frames": "green frames",
    "techs_at_top": "technologies at level 3", "tech_levels": "technology levels",
    "workers": "workers", "blue_frames": "blue frames", "temple_vp_again": "temple VP again",
    "best_temple": "one temple", "chichen_skulls": "skulls on Chichen Itza",
}

_COUNT_FIELDS = ("corn", "wood", "stone", "gold", "skulls", "workers_on_gears")
_PLAYER_FIELDS = {"name", "vp", "workers", "monuments", "buildings", "temples", "technologies",
                  "harvest_tiles", *_COUNT_FIELDS}


def monument_category(monument_id: str) -> str:
    """Score sheet category key of a monument: "m05 all monuments built" (said in the
    reader's language by ``names.category_label``)."""
    m = load_components().monuments[monument_id]
    return f"{m.id} {RULE_LABELS[m.scoring]}"


def _int(value: Any, who: str | Msg, field: str, *, low: int | None = 0,
         high: int | None = None) -> int:
    """A whole number of the document, or InvalidMove naming ``who`` (a player's name) and
    the entry (``names.field``: "corn", "temples.chaac")."""
    if isinstance(value, str) and signed(value) is not None:
        value = signed(value)
    what = N.field(field)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidMove(Msg("tzolkin.end.whole_number", player=who, field=what))
    if low is not None and value < low:
        if low == 0:
            raise InvalidMove(Msg("tzolkin.end.negative", player=who, field=what, value=value))
        raise InvalidMove(Msg("tzolkin.end.at_least", player=who, field=what, low=low,
                              value=value))
    if high is not None and value > high:
        raise InvalidMove(Msg("tzolkin.end.at_most", player=who, field=what, high=high,
                              value=value))
    return value


def _counts(value: Any, who: str, field: str, keys: tuple[str, ...], default: int,
            high: int | None = None) -> dict[str, int]:
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise InvalidMove(Msg("tzolkin.end.counts_shape", player=who, field=N.field(field)))
    unknown = set(value) - set(keys)
    if unknown:
        raise InvalidMove(Msg("tzolkin.end.counts_unknown", player=who, field=N.field(field),
                              names=sorted(str(k)[:40] for k in unknown),
                              known=[N.field(f"{field}.{k}") for k in keys]))
    return {k: _int(value.get(k, default), who, f"{field}.{k}", high=high) for k in keys}


def validate_end_state(doc: Any) -> dict:
    """The normalized end-state document, or InvalidMove naming the player and the field.

    Missing numbers default to the start (0; temples 1; workers 3).  Checked: 2-4 players with
    distinct names; no negative counts (track ``vp`` may be negative); temple steps 0..top and
    at most one player on a temple's top step; technology levels 0..3 (research past level 3
    takes a bonus, never a level); monuments real ids, each owned once, no more in all than the
    game reveals (6/5/4 for 4/3/2 players, seed 「盤と共通の準備」); skulls held plus skulls on Chichen Itza at most 13 (Chichen Itza at most 9);
    workers 3..6 and workers_on_gears 0..workers; harvest tiles and buildings no more than the
    box holds for this player count.  The refusal's ``Msg`` (messages/score.py) names the
    player and the entry as the end-state form does, never a field path.
    """
    comps = load_components()
    if not isinstance(doc, dict):
        raise InvalidMove(Msg("tzolkin.end.doc_not_object"))
    unknown = set(doc) - {"players", "skulls_on_chichen_itza"}
    if unknown:
        raise InvalidMove(Msg("tzolkin.end.unknown_fields",
                              names=sorted(str(k)[:40] for k in unknown)))
    players = doc.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise InvalidMove(Msg("tzolkin.end.player_count"))
    n = len(players)
    out_players = []
    names: set[str] = set()
    owner: dict[str, str] = {}
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise InvalidMove(Msg("tzolkin.end.entry_not_object", n=i + 1))
        name = p.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InvalidMove(Msg("tzolkin.end.name_missing", n=i + 1))
        who = name = name.strip()
        if name.casefold() in names:
            raise InvalidMove(Msg("tzolkin.end.same_name", player=who))
        names.add(name.casefold())
        extra = set(p) - _PLAYER_FIELDS
        if extra:
            raise InvalidMove(Msg("tzolkin.end.player_unknown_fields", player=who,
                                  names=sorted(str(k)[:40] for k in extra)))
        q: dict[str, Any] = {"name": name, "vp": _int(p.get("vp", 0), who, "vp", low=None)}
        for f in _COUNT_FIELDS:
            q[f] = _int(p.get(f, 0), who, f)
        q["workers"] = _int(p.get("workers", 3), who, "workers", low=3, high=6)
        if q["workers_on_gears"] > q["workers"]:
            raise InvalidMove(Msg("tzolkin.end.on_gears_over", player=who,
                                  on_gears=q["workers_on_gears"], workers=q["workers"]))
        mons = p.get("monuments", [])
        if not isinstance(mons, list):
            raise InvalidMove(Msg("tzolkin.end.monuments_list", player=who))
        for m in mons:
            if not isinstance(m, str) or m not in comps.monuments:
                raise InvalidMove(Msg("tzolkin.end.monument_unknown", player=who,
                                      monument=str(m)[:20]))
            if m in owner:
                raise InvalidMove(Msg("tzolkin.end.monument_owned", player=who, monument=N.monument(m),
                                      owner=owner[m]))
            owner[m] = who
        q["monuments"] = sorted(mons)
        q["buildings"] = _counts(p.get("buildings"), who, "buildings", FRAMES, 0)
        temples = _counts(p.get("temples"), who, "temples", TEMPLES, 1)
        for t, step in temples.items():
            top = comps.temples[t].top_step
            if step > top:
                raise InvalidMove(Msg("tzolkin.end.temple_above_top", player=who, step=step,
                                      temple=N.temple(t), top=top))
        q["temples"] = temples
        q["technologies"] = _counts(p.get("technologies"), who, "technologies", TECHNOLOGIES, 0)
        for t, level in q["technologies"].items():
            if level > MAX_TECH_LEVEL:  # seed 「記念碑13枚の採点の読み方」: bonuses add no level
                raise InvalidMove(Msg("tzolkin.end.tech_above_top", player=who, tech=N.tech(t),
                                      level=level, top=MAX_TECH_LEVEL))
        q["harvest_tiles"] = _counts(p.get("harvest_tiles"), who, "harvest_tiles", ("corn", "wood"), 0)
        out_players.append(q)
    on_ci = _int(doc.get("skulls_on_chichen_itza", 0), N.gear("chichen_itza"),
                 "skulls_on_chichen_itza", high=9)
    for t in TEMPLES:
        top = comps.temples[t].top_step
        at_top = [q["name"] for q in out_players if q["temples"][t] == top]
        if len(at_top) > 1:
            raise InvalidMove(Msg("tzolkin.end.temple_top_shared", player=at_top[1],
                                  temple=N.temple(t), other=at_top[0]))
    built = sum(len(q["monuments"]) for q in out_players)
    if built > MONUMENTS_REVEALED[n]:  # seed 「盤と共通の準備」: 6/5/4 revealed, never refilled
        raise InvalidMove(Msg("tzolkin.end.monuments_total", total=built, players=n,
                              limit=MONUMENTS_REVEALED[n]))
    held = sum(q["skulls"] for q in out_players)
    if held + on_ci > TOTAL_SKULLS:
        raise InvalidMove(Msg("tzolkin.end.skulls_total", held=held, placed=on_ci,
                              total=held + on_ci, limit=TOTAL_SKULLS))
    per_field = TILES_PER_FIELD[n]
    for kind, fields in (("corn", 4), ("wood", 3)):
        total = sum(q["harvest_tiles"][kind] for q in out_players)
        if total > per_field * fields:
            raise InvalidMove(Msg("tzolkin.end.harvest_total", total=total, players=n,
                                  kind=N.field(f"harvest_tiles.{kind}"),
                                  limit=per_field * fields))
    for frame in FRAMES:
        box = sum(1 for b in comps.buildings.values() if b.frame == frame)
        total = sum(q["buildings"][frame] for q in out_players)
        if total > box:
            raise InvalidMove(Msg("tzolkin.end.buildings_total", total=total, limit=box,
                                  kind=N.field(f"buildings.{frame}")))
    return {"players": out_players, "skulls_on_chichen_itza": on_ci}


def _frame_count(p: dict, frame: str) -> int:
    comps = load_components()
    return p["buildings"][frame] + sum(1 for m in p["monuments"] if comps.monuments[m].frame == frame)


def monument_points(monument_id: str, p: dict, doc: dict) -> tuple[Fraction, Msg]:
    """(points, how it was counted: a ``Msg``) of one monument for player ``p`` of the
    normalized ``doc``.

    Seed 「記念碑13枚の採点の読み方」; m12 is scored at the player's best temple."""
    comps = load_components()
    rule = comps.monuments[monument_id].scoring
    n = len(doc["players"])
    if rule in ("brown_frames", "green_frames", "blue_frames"):
        frame = rule.split("_")[0]
        c = _frame_count(p, frame)
        return Fraction(4 * c), Msg("tzolkin.score.frames", count=c, frame=N.frame(frame))
    if rule == "buildings_and_monuments":
        b = sum(p["buildings"].values())
        m = len(p["monuments"])
        return Fraction(2 * b + 2 * m), Msg("tzolkin.score.buildings_and_monuments",
                                            buildings=b, monuments=m)
    if rule == "corn_tiles":
        c = p["harvest_tiles"]["corn"]
        return Fraction(4 * c), Msg("tzolkin.score.corn_tiles", count=c)
    if rule == "wood_tiles":
        c = p["harvest_tiles"]["wood"]
        return Fraction(4 * c), Msg("tzolkin.score.wood_tiles", count=c)
    if rule == "all_monuments":
        total = sum(len(q["monuments"]) for q in doc["players"])
        each = ALL_MONUMENTS_VP[n]
        return Fraction(each * total), Msg("tzolkin.score.all_monuments", total=total,
                                           each=each, players=n)
    if rule == "techs_at_top":
        c = sum(1 for v in p["technologies"].values() if v >= MAX_TECH_LEVEL)
        return Fraction(TECHS_AT_TOP_VP[c]), Msg("tzolkin.score.techs_at_top", count=c)
    if rule == "tech_levels":
        c = sum(p["technologies"].values())
        return Fraction(3 * c), Msg("tzolkin.score.tech_levels", count=c)
    if rule == "workers":
        return (Fraction(WORKERS_VP[p["workers"]]),
                Msg("tzolkin.score.workers", count=p["workers"]))
    if rule == "temple_vp_again":
        parts = {t: comps.temples[t].vp[p["temples"][t]] for t in TEMPLES}
        return Fraction(sum(parts.values())), Msg("tzolkin.score.temple_vp_again", **parts)
    if rule == "best_temple":
        best = max(TEMPLES, key=lambda t: (p["temples"][t], -TEMPLES.index(t)))
        steps = max(0, p["temples"][best] - 1)
        return Fraction(3 * steps), Msg("tzolkin.score.best_temple", temple=N.temple(best),
                                        steps=steps)
    if rule == "chichen_skulls":
        c = doc["skulls_on_chichen_itza"]
        return Fraction(SKULL_VP * c), Msg("tzolkin.score.chichen_skulls", count=c)
    raise ValueError(f"unknown scoring rule {rule!r}")  # pragma: no cover - data is validated


def score_end_state(doc: dict) -> ScoreSheet:
    """The ScoreSheet of an end-state document (validated first; raises InvalidMove).

    Categories: "track", one per monument owned by someone ("m05 all monuments built", in id
    order), "goods" (corn + wood×2 + stone×3 + gold×4, ¼ VP per corn, exact), "skulls" (3 each).
    Ranking by total, ties broken by more own workers on the gears, then shared
    (seed 「終了と後半の手番例」)."""
    doc = validate_end_state(doc)
    players = doc["players"]
    owned = sorted({m for p in players for m in p["monuments"]})
    categories = ["track"] + [monument_category(m) for m in owned] + ["goods", "skulls"]
    sheet = ScoreSheet(players=[p["name"] for p in players], categories=categories)
    for seat, p in enumerate(players):
        sheet.rows.append(ScoreRow(seat, "track", Fraction(p["vp"]), Msg("tzolkin.score.track")))
        for m in p["monuments"]:
            pts, how = monument_points(m, p, doc)
            sheet.rows.append(ScoreRow(seat, monument_category(m), pts, how))
        eq = p["corn"] + sum(p[r] * k for r, k in CORN_PER.items())
        how = Msg("tzolkin.score.goods", corn=p["corn"], wood=p["wood"], stone=p["stone"],
                  gold=p["gold"], total=eq)
        sheet.rows.append(ScoreRow(seat, "goods", Fraction(eq, 4), how))
        sheet.rows.append(ScoreRow(seat, "skulls", Fraction(SKULL_VP * p["skulls"]),
                                   Msg("tzolkin.score.skulls", count=p["skulls"])))
    totals = sheet.totals
    on_gears = {s: p["workers_on_gears"] for s, p in enumerate(players)}
    sheet.ranking = rank_by(totals, on_gears)
    sheet.tie_breaks = _tie_break_sentences(sheet, totals, on_gears)
    return sheet


def _names(players: list[str], seats: list[int]) -> list[str]:
    return [players[s] for s in seats]


def _tie_break_sentences(sheet: ScoreSheet, totals: dict, on_gears: dict) -> list[Msg]:
    """One message per group of equal totals: what the workers on the gears decided."""
    out = []
    by_total: dict = {}
    for s, t in totals.items():
        by_total.setdefault(t, []).append(s)
    for total in sorted(by_total, reverse=True):
        seats = sorted(by_total[total])
        if len(seats) < 2:
            continue
        names = _names(sheet.players, seats)
        places = [pl for pl in sheet.ranking if set(pl) & set(seats)]
        if len(places) == 1:
            out.append(Msg("tzolkin.tie.shared", names=names, points=Fraction(total),
                           workers=on_gears[seats[0]]))
            continue
        groups = [Msg("tzolkin.tie.several" if len(pl) > 1 else "tzolkin.tie.one",
                      names=_names(sheet.players, sorted(pl)), workers=on_gears[pl[0]])
                  for pl in places]
        order = groups[-1]
        for group in reversed(groups[:-1]):  # "A, then B, then C"
            order = Msg("tzolkin.tie.then", before=group, after=order)
        out.append(Msg("tzolkin.tie.decided", names=names, points=Fraction(total), order=order))
    return out
