"""Tzolk'in's turn forms: placement, begging, the calendar choice and the two-step pick-up.

The web layer holds no rules.  What a form *offers* comes from ``rules.legal_moves`` (and, for a
copied action, ``rules.action_options``); what a posted form *accepts* is only checked for its
shape (a temple is one of the three temples, a count is a small whole number) so that a stale
or illegal entry reaches the engine, which refuses it with its own message (or the table
service answers 409 for a stale page).

Forms (prefix = move type, each a ``VersionedForm`` with the hidden ``seen``):

* ``place``: ``n_<gear>`` workers per gear (0..the spots offered) and ``start`` (the starting
  player space) -> ``{"type": "place", "gears": [g, g, ...], "start": bool}``; the forced single
  placement asks only ``gear``.
* ``beg``: ``temple`` -> ``{"type": "beg", "temple": t}``.
* ``calendar``: ``days`` 1 | 2 -> ``{"type": "calendar", "days": d}``.
* ``pickup``: step 1 is a GET form on the seat page (``pick_<gear>_<spot>`` = "" leave it,
  "none" no action, "<a>" action a, "5:<gear>:<a>" Uxmal 5 copying that action); step 2 is the
  POST form: the hidden ``selection`` ("gear.spot.action[.gear.action]" per worker, spaces
  between) and only the choices those actions need (a ``Plan``) -> ``{"type": "pickup",
  "workers": [{"gear", "spot", "action", "choices"}]}`` (shapes: rules.py's docstring).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from flask import request
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_babel import ngettext
from wtforms import BooleanField, IntegerField, StringField
from wtforms.validators import AnyOf, NumberRange, Optional, Regexp

from companion.games.tzolkin import names, rules
from companion.games.tzolkin.components import (GEARS, RESOURCES, TECHNOLOGIES, TEMPLES,
                                                load_components)
from companion.web.forms import VersionedForm

MAX_PLACED = rules.MAX_WORKERS
PICK_PREFIX = "pick_"


def legal_by_type(state: dict, seat: int | None) -> dict[str, dict]:
    """``rules.legal_moves`` keyed by move type ({} when it is not ``seat``'s turn)."""
    if seat is None or state.get("phase") != "playing":
        return {}
    return {m["type"]: m for m in rules.legal_moves(state, seat)}


def _choice(values, label=None, required: bool = False) -> StringField:
    """A choice among ``values`` sent as text ("" = none unless ``required``); the page offers
    the legal ones, the engine decides."""
    allowed = [str(v) for v in values] + ([] if required else [""])
    return StringField(label, default="", validators=[AnyOf(allowed, message=_l(
        "Choose one of the options offered."))])


def _number(label=None, low: int = 0, high: int = 99) -> IntegerField:
    """An optional whole number from ``low`` to ``high`` (empty = 0)."""
    return IntegerField(label, default=0, validators=[Optional(), NumberRange(min=low, max=high)])


# ============================================================================ placement

class PlaceForm(VersionedForm):
    """Workers per gear and the starting player space (fields ``n_<gear>``, ``start``)."""

    start = BooleanField(_l("Starting player space"))


for _g in GEARS:
    setattr(PlaceForm, f"n_{_g}", _number(None, 0, MAX_PLACED))


class ForcedPlaceForm(VersionedForm):
    """The forced single placement: only the gear (one of the cheapest)."""

    gear = _choice(GEARS, _l("Gear"), required=True)


def place_form(legal: dict | None, bound: bool):
    """The placement form for ``legal`` (the legal_moves "place" entry) to show, or (``bound``)
    the posted one: its shape says which (the forced placement posts only ``place-gear``),
    whatever the state is now, so that a stale page gets 409 and an illegal one the engine's
    reason."""
    if bound:
        forced = "place-gear" in request.form
        return (ForcedPlaceForm if forced else PlaceForm)(prefix="place")
    kwargs = {"formdata": None}
    if legal and legal.get("forced"):
        form = ForcedPlaceForm(prefix="place", **kwargs)
        if not bound:
            form.gear.data = legal["forced"]["gears"][0]
        return form
    return PlaceForm(prefix="place", **kwargs)


def place_data(form) -> dict[str, Any]:
    """The placement payload: each gear repeated for its number of workers, in gear order."""
    if isinstance(form, ForcedPlaceForm):
        return {"type": "place", "gears": [form.gear.data], "start": False}
    gears: list[str] = []
    for g in GEARS:
        gears += [g] * (form[f"n_{g}"].data or 0)
    return {"type": "place", "gears": gears, "start": bool(form.start.data)}


def place_rows(legal: dict, form) -> list[dict]:
    """What the placement form shows per gear: ``{"gear", "name", "field", "spots", "max"}``."""
    rows = []
    for g in GEARS:
        spots = legal["gears"].get(g)
        if spots:
            rows.append({"gear": g, "name": names.gear_name(g), "field": form[f"n_{g}"],
                         "spots": spots, "max": len(spots)})
    return rows


# ============================================================================ begging, calendar

class BegForm(VersionedForm):
    """Begging for corn: the temple to step down."""

    temple = _choice(TEMPLES, _l("Temple to step down"), required=True)


class CalendarForm(VersionedForm):
    """The start space holder: turn the calendar 1 or 2 days."""

    days = IntegerField(_l("Days"), validators=[NumberRange(min=1, max=2)])


# ============================================================================ pick-up, step 1

@dataclass
class PickRow:
    """One own worker in the step-1 form: its select's ``name``, the ``options``
    [(value, label)] and the ``value`` chosen (from the query string)."""

    gear: str
    spot: int
    name: str
    options: list[tuple[str, str]]
    value: str = ""
    simple: set[str] = field(default_factory=set)  # values that ask no second step

    @property
    def label(self) -> str:
        """"Tikal 3" / 「ティカル3」 in the page language."""
        return names.place_name(self.gear, self.spot)


def _corn_note(corn: int) -> str:
    return _(" (pay %(n)d corn)", n=corn) if corn else ""


def pick_rows(legal: dict, args, state: dict | None = None,
              seat: int | None = None) -> list[PickRow]:
    """The step-1 rows: for each own worker, leave it / pick it up with no action / each action
    legal_moves offers (Uxmal 5 once per action it may copy).  With ``state``, a worker's
    actions are also those it may take after the workers above it did what was chosen for them
    (the wood the first brings may pay the next one's technology)."""
    rows = []
    earlier: list[dict] = []
    for w in legal["workers"]:
        options = [("", _("leave it on the gear")), ("none", _("pick up, no action"))]
        simple = {"none"}
        actions = list(w["actions"])
        if state is not None and seat is not None and earlier:
            after = rules.after_pickups(state, seat, earlier)
            if after is not None:
                known = {a["action"] for a in actions}
                actions += [a for a in rules.worker_actions(after, seat, w["gear"], w["spot"])
                            if a["action"] not in known]
                actions.sort(key=lambda a: a["action"])
        for a in actions:
            label = names.action_label(w["gear"], a["action"]) + _corn_note(a["corn"])
            if w["gear"] == "uxmal" and a["action"] == 5:
                for c in a["needs"].get("copy", []):
                    options.append((f"5:{c['gear']}:{c['action']}",
                                    label + " → " + names.action_label(c["gear"], c["action"])))
            else:
                options.append((str(a["action"]), label))
                if not a["needs"]:
                    simple.add(str(a["action"]))
        name = f"{PICK_PREFIX}{w['gear']}_{w['spot']}"
        value = args.get(name, "")
        value = value if value in dict(options) else ""
        rows.append(PickRow(w["gear"], w["spot"], name, options, value, simple))
        if value:
            earlier.append(_entry_of(w["gear"], w["spot"], value))
    return rows


def _entry_of(gear: str, spot: int, value: str) -> dict:
    """A step-1 choice as a pick-up entry with no choices yet (for the workers after it)."""
    if value == "none":
        return {"gear": gear, "spot": spot, "action": None}
    if value.startswith("5:"):
        _five, g, a = value.split(":")
        return {"gear": gear, "spot": spot, "action": 5,
                "choices": {"copy": {"gear": g, "action": int(a), "choices": {}}}}
    return {"gear": gear, "spot": spot, "action": int(value), "choices": {}}


def selection_from_rows(rows: list[PickRow]) -> str:
    """The step-2 ``selection`` text from the step-1 choices ("" when nothing is picked)."""
    parts = []
    for r in rows:
        if not r.value:
            continue
        if r.value == "none":
            parts.append(f"{r.gear}.{r.spot}.none")
        elif r.value.startswith("5:"):
            _five, g, a = r.value.split(":")
            parts.append(f"{r.gear}.{r.spot}.5.{g}.{a}")
        else:
            parts.append(f"{r.gear}.{r.spot}.{r.value}")
    return " ".join(parts)


@dataclass
class Pick:
    """One worker of a selection: gear, spot, action (None = no action), copy (gear, action)."""

    gear: str
    spot: int
    action: int | None
    copy: tuple[str, int] | None = None


def parse_selection(text: str) -> list[Pick] | None:
    """The workers of a ``selection`` text, or None if it is not one."""
    picks = []
    for part in (text or "").split():
        bits = part.split(".")
        try:
            gear, spot = bits[0], int(bits[1])
            action = None if bits[2] == "none" else int(bits[2])
            copy = (bits[3], int(bits[4])) if len(bits) == 5 else None
        except (IndexError, ValueError):
            return None
        if gear not in GEARS or len(bits) not in (3, 5) or (copy and copy[0] not in GEARS):
            return None
        picks.append(Pick(gear, spot, action, copy))
    return picks or None


_PICK_RE = r"[a-z_]+\.\d+\.(none|\d+)(\.[a-z_]+\.\d+)?"
SELECTION_RE = rf"^{_PICK_RE}( {_PICK_RE})*$"


# ============================================================================ pick-up, step 2

@dataclass
class PlanField:
    """One field of the second step: ``kind`` "select" (``options`` [(value, label)]) or
    "number" (``low``..``high``); shown only ``when`` one of [(field key, value)] holds."""

    key: str
    label: str
    kind: str
    options: list[tuple[str, str]] = field(default_factory=list)
    low: int = 0
    high: int = 99
    when: list[tuple[str, str]] = field(default_factory=list)
    hint: str = ""
    role: str = ""
    costs: dict[str, int] = field(default_factory=dict)


@dataclass
class Section:
    """The choices of one picked-up worker (``title``) and how to read them back."""

    title: str
    fields: list[PlanField] = field(default_factory=list)
    collect: Callable[[Callable[[str], Any]], dict] | None = None
    pick: Pick | None = None


class Plan:
    """The fields the second step asks for, built from the actions' ``needs`` (legal_moves /
    action_options), and the functions that turn the posted values into the move's
    ``choices``.  Field keys are unique; ``when`` conditions make a field count only when the
    choice it depends on was made (the page hides it with tzolkin.js; without script every
    field shows, and an unused one is ignored)."""

    MAX_DEPTH = 2

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.seat = seat
        self.p = state["seats"][seat]
        self.comps = load_components()
        self.fields: list[PlanField] = []
        self._section: Section | None = None

    # -- adding fields --------------------------------------------------------------------
    def add(self, f: PlanField) -> str:
        """Add a field (to the current section too); returns its key."""
        self.fields.append(f)
        if self._section is not None:
            self._section.fields.append(f)
        return f.key

    def select(self, key, label, options, when=(), required=False, hint="", role="") -> str:
        """A choice among ``options`` [(value, label)], with "—" (none) unless ``required``."""
        opts = ([] if required else [("", "—")]) + [(str(v), str(t)) for v, t in options]
        return self.add(PlanField(key, str(label), "select", opts, when=list(when), hint=hint,
                                  role=role))

    def number(self, key, label, low=0, high=99, when=(), hint="", role="") -> str:
        """A whole number from ``low`` to ``high``."""
        return self.add(PlanField(key, str(label), "number", low=low, high=high,
                                  when=list(when), hint=hint, role=role))

    # -- reading back -----------------------------------------------------------------------
    def active(self, get, f: PlanField) -> bool:
        """Whether ``f`` counts: no condition, or one of its conditions holds (recursively)."""
        if not f.when:
            return True
        by_key = {x.key: x for x in self.fields}
        for key, value in f.when:
            ctrl = by_key.get(key)
            if ctrl is not None and str(get(key) or "") == value and self.active(get, ctrl):
                return True
        return False

    # -- the vocabulary -----------------------------------------------------------------------
    def temples(self, values=TEMPLES):
        """[(temple, name in the page language)]."""
        return [(t, names.temple_name(t)) for t in values]

    def resources(self, values=RESOURCES):
        """[(resource, name in the page language)]."""
        return [(r, names.resource_name(r)) for r in values]

    def building_label(self, bid: str) -> str:
        """"b08 · 1 wood and 1 gold · Any temple +1, ..." for a building's option."""
        b = self.comps.buildings[bid]
        return f"{bid} · {names.cost_text(b.cost)} · {names.text(b.text)}"

    def monument_label(self, mid: str) -> str:
        """"m03 · 1 wood, 1 stone and 4 gold · ..." for a monument's option."""
        m = self.comps.monuments[mid]
        return f"{mid} · {names.cost_text(m.cost)} · {names.text(m.text)}"

    # -- one action -----------------------------------------------------------------------------
    def action(self, key: str, gear: str, action: int, needs: dict, when=(), depth: int = 0,
               copy: tuple[str, int] | None = None, corn_after: int | None = None):
        """Fields for ``action`` of ``gear`` with its ``needs``; returns the collector of its
        ``choices``."""
        w = list(when)
        if gear == "palenque":
            return self._palenque(key, needs, w)
        if gear == "tikal":
            if action in (1, 3):
                return self._techs(key, needs.get("techs") or {"min": 1, "max": 1, "tracks": []}, w,
                                   free=False)
            if action in (2, 4):
                return self._builds(key, action, needs, w, depth)
            return self._tikal5(key, needs, w)
        if gear == "uxmal":
            if action == 1:
                k = self.select(f"{key}_temple", _("Temple +1"),
                                self.temples(needs.get("temple", TEMPLES)), w, required=True)
                return lambda get: {"temple": get(k)}
            if action == 2:
                trades = self._trades(key, w)
                return lambda get: {"trades": trades(get)}
            if action == 4:
                return self._corn_build(key, needs, w, depth)
            if action == 5:
                return self._copy(key, needs, w, depth, copy, corn_after)
            return lambda get: {}
        if gear == "chichen_itza":
            return self._chichen(key, needs, w)
        return lambda get: {}  # Yaxchilan: nothing to choose

    def _palenque(self, key, needs, w):
        harvest = needs.get("harvest") or []
        hk = None
        if "wood" in harvest:
            hk = self.select(f"{key}_harvest", _("Harvest"),
                             [(h, names.harvest_name(h)) for h in harvest], w, required=True)
        bk = None
        if needs.get("burn"):
            cond = [(hk, "corn")] if hk else w
            bk = self.select(f"{key}_burn", _("Slash-and-burn: the corn is under wood; burn the "
                                              "wood tile and step down"),
                             self.temples(needs["burn"]), cond)

        def collect(get):
            out = {}
            if hk and get(hk):
                out["harvest"] = get(hk)
            if bk and get(bk) and out.get("harvest", "corn") == "corn":
                out["burn"] = get(bk)
            return out
        return collect

    def _tech_steps(self, key, count, tracks, w, free: bool, optional_from: int):
        """``count`` technology steps (track, payment unless ``free``, the bonus choices past
        level 3); returns the collector of the list of steps."""
        levels = self.p["technologies"]
        keys = []
        for i in range(count):
            k = f"{key}_t{i}"
            options = []
            for t in tracks:
                level = levels[t]
                if level >= 3:
                    text = _("%(track)s: bonus (level 3 reached), 1 resource",
                             track=names.tech_name(t))
                else:
                    text = ngettext("%(track)s: level %(a)d → %(b)d, %(num)d resource",
                                    "%(track)s: level %(a)d → %(b)d, %(num)d resources",
                                    level + 1, track=names.tech_name(t), a=level, b=level + 1)
                if free:
                    text = names.tech_name(t) + (_(": bonus") if level >= 3
                                                 else f" {level} → {level + 1}")
                options.append((t, text))
            label = _("Technology step %(n)d", n=i + 1) if count > 1 else _("Technology")
            track = self.select(k, label, options, w, required=i < optional_from, role="track")
            if not free:  # what each track's step costs (tzolkin.js fills the payment in)
                self.fields[-1].costs = {t: 1 if levels[t] >= 3 else levels[t] + 1 for t in tracks}
            cond = [(track, t) for t in tracks]
            pay = {}
            if not free:
                for r in RESOURCES:
                    pay[r] = self.number(f"{k}_pay_{r}",
                                         _("pay %(resource)s", resource=names.say(names.good(r))),
                                         0, 9, cond, role=f"pay-{r}")
            near_top = 2 if count > 1 else 3
            bonus_temple = bonus_gain = None
            if "agriculture" in tracks and levels["agriculture"] >= near_top:
                bonus_temple = self.select(f"{k}_bonus_temple", _("Agriculture bonus: temple +1"),
                                           self.temples(), [(track, "agriculture")])
            if "resources" in tracks and levels["resources"] >= near_top:
                bonus_gain = (self.select(f"{k}_bonus_gain0", _("Resources bonus: 1st resource"),
                                          self.resources(), [(track, "resources")]),
                              self.select(f"{k}_bonus_gain1", _("Resources bonus: 2nd resource"),
                                          self.resources(), [(track, "resources")]))
            keys.append((track, pay, bonus_temple, bonus_gain))

        def collect(get):
            steps = []
            for track, pay, bt, bg in keys:
                t = get(track)
                if not t:
                    continue
                step: dict[str, Any] = {"track": t}
                if not free:
                    step["pay"] = {r: get(k) or 0 for r, k in pay.items() if get(k)}
                if bt and t == "agriculture" and get(bt):
                    step["temple"] = get(bt)
                if bg and t == "resources" and (get(bg[0]) or get(bg[1])):
                    step["gain"] = [get(k) for k in bg if get(k)]
                steps.append(step)
            return steps
        return collect

    def _techs(self, key, spec, w, free: bool):
        steps = self._tech_steps(key, spec.get("max", 1), spec.get("tracks", []), w, free,
                                 spec.get("min", 1))
        return lambda get: {"techs": steps(get)}

    def _tikal5(self, key, needs, w):
        pay = self.select(f"{key}_pay", _("Pay 1 resource"), self.resources(needs.get("pay", [])),
                          w, required=True)
        t1 = self.select(f"{key}_temple1", _("First temple +1"), self.temples(), w, required=True)
        t2 = self.select(f"{key}_temple2", _("Second temple +1 (a different one)"),
                         self.temples(), w, required=True)
        return lambda get: {"pay": get(pay), "temples": [get(t1), get(t2)]}

    def _trades(self, key, w):
        keys = {r: self.number(f"{key}_trade_{r}",
                               _("%(resource)s: + buy, − sell (%(price)d corn each)",
                                 resource=names.resource_name(r), price=rules.MARKET_PRICE[r]),
                               -99, 99, w, role="trade")
                for r in RESOURCES}

        def collect(get):
            sells = [{"resource": r, "n": get(k)} for r, k in keys.items() if (get(k) or 0) < 0]
            buys = [{"resource": r, "n": get(k)} for r, k in keys.items() if (get(k) or 0) > 0]
            return sells + buys  # sell first: the corn pays for the buying
        return collect

    def _reward(self, key: str, bid: str, when, depth: int, exclude: set[str]):
        """A building's reward choices (``rules.reward_needs``); returns the collector of its
        ``reward`` object."""
        needs = rules.reward_needs(bid)
        collectors: dict[str, Callable] = {}
        if needs.get("temples"):
            ks = [self.select(f"{key}_temple{i}", _("%(building)s: temple +1", building=bid),
                              self.temples(), when, required=True) for i in range(needs["temples"])]
            collectors["temples"] = lambda get, ks=ks: [get(k) for k in ks]
        if needs.get("techs"):
            steps = self._tech_steps(key, needs["techs"], list(TECHNOLOGIES), when, True,
                                     needs["techs"])
            collectors["techs"] = steps
        bonus_tracks = [t for t in needs.get("tech_bonus", [])
                        if self.p["technologies"][t] >= 3 and t in ("agriculture", "resources")]
        if bonus_tracks:
            bk = {}
            if "agriculture" in bonus_tracks:
                bk["temple"] = self.select(f"{key}_tb_temple", _("%(building)s: Agriculture bonus, "
                                                                 "temple +1", building=bid),
                                           self.temples(), when)
            if "resources" in bonus_tracks:
                bk["gain0"] = self.select(f"{key}_tb_gain0", _("%(building)s: Resources bonus, 1st "
                                                               "resource", building=bid),
                                          self.resources(), when)
                bk["gain1"] = self.select(f"{key}_tb_gain1", _("%(building)s: Resources bonus, 2nd "
                                                               "resource", building=bid),
                                          self.resources(), when)

            def tech_bonus(get, bk=bk):
                out = {}
                if get(bk.get("temple", "")):
                    out["temple"] = get(bk["temple"])
                gain = [get(bk[k]) for k in ("gain0", "gain1") if k in bk and get(bk[k])]
                if gain:
                    out["gain"] = gain
                return out
            collectors["tech_bonus"] = tech_bonus
        if needs.get("build") and depth < self.MAX_DEPTH:
            ids = [b for b in self.state["buildings_row"] if b not in exclude and b != bid]
            nk = self.select(f"{key}_build",
                             _("%(building)s: build one more building", building=bid),
                             [(b, self.building_label(b)) for b in ids], when)
            nested = {b: self._reward(f"{key}_b{b}", b, [(nk, b)], depth + 1, exclude | {bid})
                      for b in ids if rules.reward_needs(b)}

            def build(get, nk=nk, nested=nested):
                b = get(nk)
                if not b:
                    return None
                spec: dict[str, Any] = {"id": b}
                reward = nested[b](get) if b in nested else None
                if reward:
                    spec["reward"] = reward
                return spec
            collectors["build"] = build
        if needs.get("trades"):
            collectors["trades"] = self._trades(f"{key}_m", when)
        if needs.get("action") and depth < self.MAX_DEPTH:
            corn = self.p["corn"] - 1
            targets = [(g, a) for g in rules.NORMAL_GEARS for a in range(1, 6)
                       if (g, a) != ("uxmal", 5)
                       and rules.action_options(self.state, self.seat, g, a, corn) is not None]
            ak = self.select(f"{key}_action",
                             _("%(building)s: pay 1 corn for any action", building=bid),
                             [(f"{g}.{a}", names.action_label(g, a)) for g, a in targets], when)
            nested_actions = {}
            for g, a in targets:
                opts = rules.action_options(self.state, self.seat, g, a, corn)
                if opts:
                    nested_actions[f"{g}.{a}"] = self.action(f"{key}_a{g}{a}", g, a, opts,
                                                             [(ak, f"{g}.{a}")], depth + 1)

            def act(get, ak=ak, nested_actions=nested_actions):
                v = get(ak)
                if not v:
                    return None
                g, a = v.split(".")
                choices = nested_actions[v](get) if v in nested_actions else {}
                return {"gear": g, "action": int(a), "choices": choices}
            collectors["action"] = act
        def collect(get):
            out = {k: c(get) for k, c in collectors.items()}
            return {k: v for k, v in out.items() if v not in (None, {}, [])}
        return collect

    def _build_spec(self, get, bk, discount, rewards):
        b = get(bk)
        if not b:
            return None
        spec: dict[str, Any] = {"id": b}
        if discount and get(discount):
            spec["discount"] = get(discount)
        reward = rewards[b](get) if b in rewards else None
        if reward:
            spec["reward"] = reward
        return spec

    def _builds(self, key, action, needs, w, depth):
        spec = needs.get("buildings") or {"min": 1, "max": 1, "ids": []}
        ids = spec.get("ids", [])
        options = [(b, self.building_label(b)) for b in ids]
        b1 = self.select(f"{key}_b1", _("Building"), options, w, required=action == 2,
                         role="building")
        b2 = None
        if spec.get("max", 1) > 1 and ids:
            b2 = self.select(f"{key}_b2", _("Second building (optional)"), options, w,
                             role="building")
        mon = None
        if action == 4 and needs.get("monument"):
            mon = self.select(f"{key}_monument", _("…or a monument instead"),
                              [(m, self.monument_label(m)) for m in needs["monument"]], w)
        discount = None
        if self.p["technologies"]["architecture"] >= 3 and ids:
            discount = self.select(f"{key}_discount", _("Architecture: one resource less"),
                                   self.resources(), [(b1, b) for b in ids])
        rewards = {b: self._reward(f"{key}_r{b}", b, [(b1, b)] + ([(b2, b)] if b2 else []),
                                   depth, set())
                   for b in ids if rules.reward_needs(b)}

        def collect(get):
            if mon and get(mon):
                return {"monument": get(mon)}
            builds = [self._build_spec(get, b1, discount, rewards)]
            if b2:
                builds.append(self._build_spec(get, b2, None, rewards))
            return {"buildings": [b for b in builds if b]}
        return collect

    def _corn_build(self, key, needs, w, depth):
        ids = needs.get("building", [])
        bk = self.select(f"{key}_b1", _("Building (paid with corn: 2 per resource)"),
                         [(b, self.building_label(b)) for b in ids], w, required=True,
                         role="building")
        rewards = {b: self._reward(f"{key}_r{b}", b, [(bk, b)], depth, set())
                   for b in ids if rules.reward_needs(b)}
        return lambda get: {"building": self._build_spec(get, bk, None, rewards)}

    def _copy(self, key, needs, w, depth, copy, corn_after):
        if copy is None:
            return lambda get: {}
        g, a = copy
        if {"gear": g, "action": a} not in needs.get("copy", []):
            # not offered now (a stale or altered page): the engine will say why
            return lambda get: {"copy": {"gear": g, "action": a, "choices": {}}}
        corn = (self.p["corn"] if corn_after is None else corn_after) - 1
        opts = rules.action_options(self.state, self.seat, g, a, corn) or {}
        inner = self.action(f"{key}_c", g, a, opts, w, depth + 1)
        return lambda get: {"copy": {"gear": g, "action": a, "choices": inner(get)}}

    def _chichen(self, key, needs, w):
        rk = tk = pk = None
        if needs.get("resource"):
            rk = self.select(f"{key}_resource", _("Resource to take"),
                             self.resources(needs["resource"]), w, required=True)
        if needs.get("theology"):
            pk = self.select(f"{key}_theo_pay", _("Theology 2: pay 1 resource…"),
                             self.resources([r for r in RESOURCES if self.p[r]]), w)
            tk = self.select(f"{key}_theo_temple", _("…for this temple +1"),
                             self.temples(needs["theology"].get("temples", TEMPLES)), w)

        def collect(get):
            out = {}
            if rk:
                out["resource"] = get(rk)
            if pk and get(pk) and get(tk):
                out["theology"] = {"pay": get(pk), "temple": get(tk)}
            return out
        return collect

    # -- the whole selection -----------------------------------------------------------------
    def sections_for(self, picks: list[Pick], legal: dict) -> list[Section]:
        """One section per picked worker, with the fields its action needs (none for an action
        legal_moves does not offer now: the engine will say why)."""
        offered = {(w["gear"], w["spot"]): {a["action"]: a for a in w["actions"]}
                   for w in (legal or {}).get("workers", [])}
        sections = []
        base_state, base_p = self.state, self.p
        earlier: list[dict] = []
        for i, pick in enumerate(picks):
            # a worker acts on the state the workers before it leave (their choices aside)
            after = rules.after_pickups(base_state, self.seat, earlier) if earlier else None
            if after is not None:
                self.state, self.p = after, after["seats"][self.seat]
                offered[(pick.gear, pick.spot)] = {
                    **offered.get((pick.gear, pick.spot), {}),
                    **{a["action"]: a for a in rules.worker_actions(after, self.seat, pick.gear,
                                                                    pick.spot)}}
            earlier.append(_entry_of(pick.gear, pick.spot, "none" if pick.action is None else (
                f"5:{pick.copy[0]}:{pick.copy[1]}" if pick.copy else str(pick.action))))
            if pick.action is None:
                title = _("%(worker)s: back to hand, no action",
                          worker=names.place_name(pick.gear, pick.spot))
            elif pick.action == pick.spot:
                title = names.action_label(pick.gear, pick.action)
            else:
                title = (names.place_name(pick.gear, pick.spot) + " → "
                         + names.action_label(pick.gear, pick.action))
                if pick.copy:
                    title += " → " + names.action_label(*pick.copy)
            section = Section(title, pick=pick)
            self._section = section
            actions = offered.get((pick.gear, pick.spot), {})
            entry = actions.get(pick.action) if pick.action else None
            if entry is not None:
                corn_note = _corn_note(entry["corn"])
                section.title += corn_note
                section.collect = self.action(f"w{i}", pick.gear, pick.action, entry["needs"],
                                              copy=pick.copy,
                                              corn_after=self.p["corn"] - entry["corn"])
            else:
                section.collect = lambda get: {}
            self._section = None
            self.state, self.p = base_state, base_p
            sections.append(section)
        return sections


def pickup_form(state: dict, seat: int | None, selection: str, bound: bool):
    """The step-2 form for ``selection`` (its fields from the plan); carries ``plan``,
    ``sections`` and ``picks``."""
    picks = parse_selection(selection) or []
    legal = legal_by_type(state, seat).get("pickup")
    plan = Plan(state, seat) if seat is not None and state.get("phase") == "playing" else None
    sections = plan.sections_for(picks, legal) if plan else []
    attrs: dict[str, Any] = {"selection": StringField(validators=[Regexp(
        SELECTION_RE, message=_l("Choose the workers to pick up first."))])}
    for f in (plan.fields if plan else []):
        if f.kind == "number":
            attrs[f.key] = _number(f.label, f.low, f.high)
        else:
            # only the shape is checked here: a value that is no longer offered (a stale
            # page) must reach the table service (409) or the engine (422, with its reason)
            values = [v for v, _t in f.options]
            default = values[0] if values and "" not in values else ""
            attrs[f.key] = StringField(f.label, default=default, validators=[
                Optional(), Regexp(r"^[a-z0-9_.]{0,40}$",
                                   message=_l("Choose one of the options offered."))])
    cls = type("PickupForm", (VersionedForm,), attrs)
    form = cls(prefix="pickup", **({} if bound else {"formdata": None}))
    if not bound:
        form.selection.data = selection
    form.plan, form.sections, form.picks = plan, sections, picks
    return form


def pickup_data(form) -> dict[str, Any]:
    """The pick-up payload from a validated step-2 form."""
    def get(key):
        f = form.plan and next((x for x in form.plan.fields if x.key == key), None)
        if f is None or not form.plan.active(lambda k: form[k].data, f):
            return None
        value = form[key].data
        return value if value not in ("",) else None

    workers = []
    for section in form.sections:
        pick = section.pick
        entry: dict[str, Any] = {"gear": pick.gear, "spot": pick.spot, "action": pick.action}
        if pick.action is not None:
            entry["choices"] = section.collect(get) if section.collect else {}
            if (pick.gear, pick.action) == ("uxmal", 5) and pick.copy and (
                    "copy" not in entry["choices"]):
                entry["choices"] = {"copy": {"gear": pick.copy[0], "action": pick.copy[1],
                                             "choices": {}}}
        workers.append(entry)
    if not workers:  # a selection the plan could not read: let the engine say so
        for pick in form.picks:
            workers.append({"gear": pick.gear, "spot": pick.spot, "action": pick.action})
    return {"type": "pickup", "workers": workers}
