"""The choices of a Tzolk'in pick-up: the fields each picked worker's action asks for
(pickup_sections.py puts them together for the whole pick-up).

The fields come from the actions' ``needs`` (``move_options`` for the first worker,
``rules/pickup.offered`` for a later one: every value open after some choices of the earlier
workers), and their **defaults** from ``rules/pickup.plan``: choices that make the whole
pick-up legal, so that a player who only confirms sends a legal move (seed
「手番は置くか取り上げるか」: each worker acts on what the earlier ones left).  No rules live here:
the engine checks what is sent and says why it refuses.

An ``ActionPlan`` builds ``PlanField`` s (unique keys; ``when`` conditions make a field count only
when the choice it depends on was made: tzolkin.js hides the others, without script every
field shows and an unused one is ignored) and, per action, the function that reads the posted
values back into the move's ``choices``.
"""
from __future__ import annotations

from typing import Any, Callable

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules.components import (
    RESOURCES, TECHNOLOGIES, TEMPLES, load_components,
)
from companion.games.tzolkin.rules.options import action_options, reward_needs
from companion.games.tzolkin.rules.play_state import MARKET_PRICE, NORMAL_GEARS
from companion.games.tzolkin.web import presenter
from companion.games.tzolkin.web.pickup_fields import PlanField, Section


def _given(choices: Any, key: str, default: Any = None) -> Any:
    return choices.get(key, default) if isinstance(choices, dict) else default


def _bag_of(pay: Any) -> dict[str, int]:
    if isinstance(pay, str):
        return {pay: 1}
    if isinstance(pay, list):
        return {r: pay.count(r) for r in set(pay)}
    return dict(pay) if isinstance(pay, dict) else {}


class ActionPlan:
    """The fields the picked workers' actions ask for and the functions that turn the posted
    values into the move's ``choices`` (module docstring); ``pickup_sections.Plan`` puts them
    together, one section per worker."""

    MAX_DEPTH = 2

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.seat = seat
        self.p = state["seats"][seat]
        self.comps = load_components()
        self.fields: list[PlanField] = []
        self._section: Section | None = None
        #: what the later workers' suggested choices spend, {resource: n} (while a worker's
        #: fields are built): a suggested payment takes it last
        self.spare: dict[str, int] = {}

    # -- adding fields --------------------------------------------------------------------
    def add(self, f: PlanField) -> str:
        """Add a field (to the current section too); returns its key."""
        self.fields.append(f)
        if self._section is not None:
            self._section.fields.append(f)
        return f.key

    def select(self, key, label, options, when=(), required=False, hint="", role="",
               default=None) -> str:
        """A choice among ``options`` [(value, label)], with "—" (none) unless ``required``;
        ``default`` (when offered) is chosen first, else the first option."""
        opts = ([] if required else [("", "—")]) + [(str(v), str(t)) for v, t in options]
        values = [v for v, _t in opts]
        chosen = str(default) if default is not None and str(default) in values else (
            values[0] if values else "")
        return self.add(PlanField(key, str(label), "select", opts, when=list(when), hint=hint,
                                  role=role, default=chosen))

    def number(self, key, label, low=0, high=99, when=(), hint="", role="", default=0,
               price=0, held=None, held_text="") -> str:
        """A whole number from ``low`` to ``high`` (``held``, ``held_text``: PlanField's)."""
        return self.add(PlanField(key, str(label), "number", low=low, high=high,
                                  when=list(when), hint=hint, role=role, default=default or 0,
                                  price=price, held=held, held_text=held_text))

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
        return [(t, presenter.temple_name(t)) for t in values]

    def resources(self, values=RESOURCES):
        """[(resource, name in the page language)]."""
        return [(r, presenter.resource_name(r)) for r in values]

    def building_label(self, bid: str) -> str:
        """What the tile shows: "Any temple +1, build one more · brown frame · 1 wood and 1
        gold" (no id: the tiles have none printed)."""
        return presenter.building_option_text(bid)

    def monument_label(self, mid: str) -> str:
        """What the tile shows: its scoring · frame · cost."""
        return presenter.monument_option_text(mid)

    # -- one action -----------------------------------------------------------------------------
    def action(self, key: str, gear: str, action: int, needs: dict, when=(), depth: int = 0,
               copy: tuple[str, int] | None = None, corn_after: int | None = None,
               given: dict | None = None):
        """Fields for ``action`` of ``gear`` with its ``needs`` (defaults from ``given``, the
        choices suggested for it); returns the collector of its ``choices``."""
        w = list(when)
        if gear == "palenque":
            return self._palenque(key, needs, w, given)
        if gear == "tikal":
            if action in (1, 3):
                return self._techs(key, needs.get("techs") or {"min": 1, "max": 1, "tracks": []}, w,
                                   free=False, given=_given(given, "techs"))
            if action in (2, 4):
                return self._builds(key, action, needs, w, depth, given)
            return self._tikal5(key, needs, w, given)
        if gear == "uxmal":
            if action == 1:
                k = self.select(f"{key}_temple", _("Temple +1"),
                                self.temples(needs.get("temple", TEMPLES)), w, required=True,
                                default=_given(given, "temple"))
                return lambda get: {"temple": get(k)}
            if action == 2:
                trades = self._trades(key, w, _given(given, "trades"), corn_after)
                return lambda get: {"trades": trades(get)}
            if action == 4:
                return self._corn_build(key, needs, w, depth, given)
            if action == 5:
                return self._copy(key, needs, w, depth, copy, corn_after, given)
            return lambda get: {}
        if gear == "chichen_itza":
            return self._chichen(key, needs, w, given)
        return lambda get: {}  # Yaxchilan: nothing to choose

    def _palenque(self, key, needs, w, given):
        harvest = needs.get("harvest") or []
        hk = None
        if "wood" in harvest:
            hk = self.select(f"{key}_harvest", _("Harvest"),
                             [(h, presenter.harvest_name(h)) for h in harvest], w, required=True,
                             default=_given(given, "harvest"))
        bk = None
        if needs.get("burn"):
            cond = [(hk, "corn")] if hk else w
            bk = self.select(f"{key}_burn", _("Slash-and-burn: the corn is under wood; burn the "
                                              "wood tile and step down"),
                             self.temples(needs["burn"]), cond, default=_given(given, "burn"))

        def collect(get):
            out = {}
            if hk and get(hk):
                out["harvest"] = get(hk)
            if bk and get(bk) and out.get("harvest", "corn") == "corn":
                out["burn"] = get(bk)
            return out
        return collect

    def _suggested_pay(self, track: str, cost: int, spare: dict | None = None
                       ) -> dict[str, int]:
        """A payment of ``cost`` resources from what is held at this point, wood first, what
        the later workers' suggested choices spend (``spare``) last."""
        out: dict[str, int] = {}
        spare = spare or {}
        order = sorted(RESOURCES, key=lambda r: self.p[r] - spare.get(r, 0) <= 0)
        for r in order:
            n = min(cost, self.p[r])
            if n:
                out[r] = n
            cost -= n
        return out

    def _tech_steps(self, key, count, tracks, w, free: bool, optional_from: int, given=None):
        """``count`` technology steps (track, payment unless ``free``, the bonus choices past
        level 3); returns the collector of the list of steps."""
        levels = dict(self.p["technologies"])
        given = [s if isinstance(s, dict) else {"track": s} for s in (given or [])]
        keys = []
        for i in range(count):
            k = f"{key}_t{i}"
            step = given[i] if i < len(given) else {}
            before = given[i - 1].get("track") if 0 < i <= len(given) else None
            if before in levels and levels[before] < 3:
                # the step before climbed its track (seed 「技術の費用と4種類の効き方」)
                levels[before] += 1
            options = []
            for t in tracks:
                level = levels[t]
                if level >= 3:
                    text = _("%(track)s: bonus (level 3 reached), 1 resource",
                             track=presenter.tech_name(t))
                else:
                    text = ngettext("%(track)s: level %(a)d → %(b)d, %(num)d resource",
                                    "%(track)s: level %(a)d → %(b)d, %(num)d resources",
                                    level + 1, track=presenter.tech_name(t), a=level, b=level + 1)
                if free:
                    text = presenter.tech_name(t) + (_(": bonus") if level >= 3
                                                 else f" {level} → {level + 1}")
                options.append((t, text))
            label = _("Technology step %(n)d", n=i + 1) if count > 1 else _("Technology")
            required = i < optional_from
            track = self.select(k, label, options, w, required=required, role="track",
                                default=step.get("track", None if required else ""))
            chosen_pay = _bag_of(step.get("pay"))
            if not free:  # what each track's step costs, and a payment tzolkin.js fills in
                f = self.fields[-1]
                f.costs = {t: 1 if levels[t] >= 3 else levels[t] + 1 for t in tracks}
                for t in tracks:
                    bag = chosen_pay if t == step.get("track") else self._suggested_pay(
                        t, f.costs[t], self.spare)
                    f.pays[t] = ",".join(f"{r}:{bag.get(r, 0)}" for r in RESOURCES)
            cond = [(track, t) for t in tracks]
            pay = {}
            if not free:
                for r in RESOURCES:
                    pay[r] = self.number(f"{k}_pay_{r}",
                                         _("pay %(resource)s", resource=presenter.say(names.good(r))),
                                         0, 9, cond, role=f"pay-{r}", default=chosen_pay.get(r, 0))
            near_top = 2 if count > 1 else 3
            bonus_temple = bonus_gain = None
            gain = list(step.get("gain") or [])
            if "agriculture" in tracks and levels["agriculture"] >= near_top:
                bonus_temple = self.select(f"{k}_bonus_temple", _("Agriculture bonus: temple +1"),
                                           self.temples(), [(track, "agriculture")],
                                           default=step.get("temple"))
            if "resources" in tracks and levels["resources"] >= near_top:
                bonus_gain = (self.select(f"{k}_bonus_gain0", _("Resources bonus: 1st resource"),
                                          self.resources(), [(track, "resources")],
                                          default=gain[0] if gain else None),
                              self.select(f"{k}_bonus_gain1", _("Resources bonus: 2nd resource"),
                                          self.resources(), [(track, "resources")],
                                          default=gain[1] if len(gain) > 1 else None))
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

    def _techs(self, key, spec, w, free: bool, given=None):
        steps = self._tech_steps(key, spec.get("max", 1), spec.get("tracks", []), w, free,
                                 spec.get("min", 1), given)
        return lambda get: {"techs": steps(get)}

    def _tikal5(self, key, needs, w, given):
        temples = list(_given(given, "temples", []) or [])
        pay = self.select(f"{key}_pay", _("Pay 1 resource"), self.resources(needs.get("pay", [])),
                          w, required=True, default=_given(given, "pay"))
        t1 = self.select(f"{key}_temple1", _("First temple +1"), self.temples(), w, required=True,
                         default=temples[0] if temples else None)
        t2 = self.select(f"{key}_temple2", _("Second temple +1 (a different one)"),
                         self.temples(), w, required=True,
                         default=temples[1] if len(temples) > 1 else TEMPLES[1])
        return lambda get: {"pay": get(pay), "temples": [get(t1), get(t2)]}

    def _trades(self, key, w, given=None, corn: int | None = None):
        """The market (seed 「ティカルとウシュマル」, Uxmal 2): how many of each resource to sell
        and to buy (steppers on the page, no minus sign to type), and the corn after them.  A
        sale says what is held at this point of the pick-up (``self.p``: after the workers
        before this one, as shown): with the script the page sells no more (a page without
        it sends any count, and the engine refuses one above what is held)."""
        given = given or []
        sold = {r: -sum(t["n"] for t in given if t.get("resource") == r and t.get("n", 0) < 0)
                for r in RESOURCES}
        bought = {r: sum(t["n"] for t in given if t.get("resource") == r and t.get("n", 0) > 0)
                  for r in RESOURCES}
        sells, buys = {}, {}
        for r in RESOURCES:
            price = MARKET_PRICE[r]
            sells[r] = self.number(f"{key}_sell_{r}", _("Sell %(resource)s (+%(price)d corn each)",
                                                      resource=presenter.say(names.good(r)),
                                                      price=price),
                                   0, 99, w, role="sell", default=sold[r], price=price,
                                   held=self.p[r], held_text=_(
                                       "At this point of the pick-up you hold %(n)d "
                                       "%(resource)s: no more to sell.", n=self.p[r],
                                       resource=presenter.say(names.good(r))))
        for r in RESOURCES:
            price = MARKET_PRICE[r]
            buys[r] = self.number(f"{key}_buy_{r}", _("Buy %(resource)s (−%(price)d corn each)",
                                                     resource=presenter.say(names.good(r)),
                                                     price=price),
                                  0, 99, w, role="buy", default=bought[r], price=price)
        self.add(PlanField(f"{key}_corn_after", _("Corn after the trades"), "corn", when=list(w),
                           corn=corn))

        def collect(get):
            out = [{"resource": r, "n": -get(k)} for r, k in sells.items() if (get(k) or 0) > 0]
            out += [{"resource": r, "n": get(k)} for r, k in buys.items() if (get(k) or 0) > 0]
            return out  # selling first: the corn pays for the buying
        return collect

    def _reward(self, key: str, bid: str, when, depth: int, exclude: set[str], given=None):
        """A building's reward choices (``reward_needs``); returns the collector of its
        ``reward`` object."""
        needs = reward_needs(bid)
        name = presenter.building_short_text(bid)
        collectors: dict[str, Callable] = {}
        given = given if isinstance(given, dict) else {}
        if needs.get("temples"):
            chosen = list(given.get("temples") or [])
            ks = [self.select(f"{key}_temple{i}", _("%(building)s: temple +1", building=name),
                              self.temples(), when, required=True,
                              default=chosen[i] if i < len(chosen) else None)
                  for i in range(needs["temples"])]
            collectors["temples"] = lambda get, ks=ks: [get(k) for k in ks]
        if needs.get("techs"):
            steps = self._tech_steps(key, needs["techs"], list(TECHNOLOGIES), when, True,
                                     needs["techs"], given.get("techs"))
            collectors["techs"] = steps
        bonus_tracks = [t for t in needs.get("tech_bonus", [])
                        if self.p["technologies"][t] >= 3 and t in ("agriculture", "resources")]
        if bonus_tracks:
            bk = {}
            chosen = given.get("tech_bonus") or {}
            gain = list(chosen.get("gain") or [])
            if "agriculture" in bonus_tracks:
                bk["temple"] = self.select(f"{key}_tb_temple", _("%(building)s: Agriculture bonus, "
                                                                 "temple +1", building=name),
                                           self.temples(), when, default=chosen.get("temple"))
            if "resources" in bonus_tracks:
                bk["gain0"] = self.select(f"{key}_tb_gain0", _("%(building)s: Resources bonus, 1st "
                                                               "resource", building=name),
                                          self.resources(), when,
                                          default=gain[0] if gain else None)
                bk["gain1"] = self.select(f"{key}_tb_gain1", _("%(building)s: Resources bonus, 2nd "
                                                               "resource", building=name),
                                          self.resources(), when,
                                          default=gain[1] if len(gain) > 1 else None)

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
            chosen = given.get("build") or {}
            nk = self.select(f"{key}_build",
                             _("%(building)s: build one more building", building=name),
                             [(b, self.building_label(b)) for b in ids], when,
                             default=chosen.get("id"))
            nested = {b: self._reward(f"{key}_b{b}", b, [(nk, b)], depth + 1, exclude | {bid},
                                      chosen.get("reward") if chosen.get("id") == b else None)
                      for b in ids if reward_needs(b)}

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
            collectors["trades"] = self._trades(f"{key}_m", when, given.get("trades"))
        if needs.get("action") and depth < self.MAX_DEPTH:
            corn = self.p["corn"] - 1
            chosen = given.get("action") or {}
            targets = [(g, a) for g in NORMAL_GEARS for a in range(1, 6)
                       if (g, a) != ("uxmal", 5)
                       and action_options(self.state, self.seat, g, a, corn) is not None]
            ak = self.select(f"{key}_action",
                             _("%(building)s: pay 1 corn for any action", building=name),
                             [(f"{g}.{a}", presenter.action_label(g, a)) for g, a in targets], when,
                             default=f"{chosen['gear']}.{chosen['action']}" if chosen else None)
            nested_actions = {}
            for g, a in targets:
                opts = action_options(self.state, self.seat, g, a, corn)
                if opts:
                    mine = chosen.get("choices") if (chosen.get("gear"), chosen.get(
                        "action")) == (g, a) else None
                    nested_actions[f"{g}.{a}"] = self.action(f"{key}_a{g}{a}", g, a, opts,
                                                             [(ak, f"{g}.{a}")], depth + 1,
                                                             given=mine)

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

    def _rewards_of(self, key, ids, conditions, depth, chosen: list[dict]):
        """Each building's reward fields, their defaults from the building ``chosen`` for it."""
        by_id = {c.get("id"): c for c in chosen if isinstance(c, dict)}
        return {b: self._reward(f"{key}_r{b}", b, conditions(b), depth, set(),
                                (by_id.get(b) or {}).get("reward"))
                for b in ids if reward_needs(b)}

    def _builds(self, key, action, needs, w, depth, given):
        spec = needs.get("buildings") or {"min": 1, "max": 1, "ids": []}
        ids = spec.get("ids", [])
        chosen = [b if isinstance(b, dict) else {"id": b}
                  for b in (_given(given, "buildings") or [])]
        options = [(b, self.building_label(b)) for b in ids]
        b1 = self.select(f"{key}_b1", _("Building"), options, w, required=action == 2,
                         role="building",
                         default=chosen[0]["id"] if chosen else ("" if _given(given, "monument")
                                                                 else None))
        b2 = None
        if spec.get("max", 1) > 1 and ids:
            b2 = self.select(f"{key}_b2", _("Second building (optional)"), options, w,
                             role="building", default=chosen[1]["id"] if len(chosen) > 1 else "")
        mon = None
        if action == 4 and needs.get("monument"):
            mon = self.select(f"{key}_monument", _("…or a monument instead"),
                              [(m, self.monument_label(m)) for m in needs["monument"]], w,
                              default=_given(given, "monument"))
        discount = None
        if self.p["technologies"]["architecture"] >= 3 and ids:
            discount = self.select(f"{key}_discount", _("Architecture: one resource less"),
                                   self.resources(), [(b1, b) for b in ids],
                                   default=next((c["discount"] for c in chosen
                                                 if c.get("discount")), None))
        rewards = self._rewards_of(key, ids, lambda b: [(b1, b)] + ([(b2, b)] if b2 else []),
                                   depth, chosen)
        arch = None  # Tikal 4, two buildings: which one the Architecture effects go to (E14)
        if b2 and (self.p["technologies"]["architecture"] >= 1 or any(
                "architecture" in e.get("tech", {}) or e.get("any_tech")
                for e in (self.comps.buildings[b].effect for b in ids))):
            arch = self.select(f"{key}_architecture", _("Architecture effects (one building only)"),
                               [("1", _("on the first building")),
                                ("2", _("on the second building"))], [(b2, b) for b in ids],
                               required=True, role="architecture",
                               default="2" if len(chosen) > 1 and _given(given, "architecture")
                               == chosen[1]["id"] else "1")

        def collect(get):
            if mon and get(mon):
                return {"monument": get(mon)}
            two = bool(get(b1) and b2 and get(b2))
            second = two and arch is not None and get(arch) == "2"
            builds = [self._build_spec(get, b1, None if second else discount, rewards)]
            if b2:
                builds.append(self._build_spec(get, b2, discount if second else None, rewards))
            out: dict[str, Any] = {"buildings": [b for b in builds if b]}
            if two and arch is not None:
                out["architecture"] = get(b2) if second else get(b1)
            return out
        return collect

    def _corn_build(self, key, needs, w, depth, given):
        ids = needs.get("building", [])
        chosen = _given(given, "building")
        chosen = chosen if isinstance(chosen, dict) else ({"id": chosen} if chosen else {})
        bk = self.select(f"{key}_b1", _("Building (paid with corn: 2 per resource)"),
                         [(b, self.building_label(b)) for b in ids], w, required=True,
                         role="building", default=chosen.get("id"))
        rewards = self._rewards_of(key, ids, lambda b: [(bk, b)], depth, [chosen])
        return lambda get: {"building": self._build_spec(get, bk, None, rewards)}

    def _copy(self, key, needs, w, depth, copy, corn_after, given):
        if copy is None:
            return lambda get: {}
        g, a = copy
        if {"gear": g, "action": a} not in needs.get("copy", []):
            # not offered now (a stale or altered page): the engine will say why
            return lambda get: {"copy": {"gear": g, "action": a, "choices": {}}}
        corn = (self.p["corn"] if corn_after is None else corn_after) - 1
        opts = action_options(self.state, self.seat, g, a, corn) or {}
        inner = self.action(f"{key}_c", g, a, opts, w, depth + 1, corn_after=corn,
                            given=_given(_given(given, "copy"), "choices"))
        return lambda get: {"copy": {"gear": g, "action": a, "choices": inner(get)}}

    def _chichen(self, key, needs, w, given):
        rk = tk = pk = None
        theology = _given(given, "theology") or {}
        if needs.get("resource"):
            rk = self.select(f"{key}_resource", _("Resource to take"),
                             self.resources(needs["resource"]), w, required=True,
                             default=_given(given, "resource"))
        if needs.get("theology"):
            pk = self.select(f"{key}_theo_pay", _("Theology 2: pay 1 resource…"),
                             self.resources([r for r in RESOURCES if self.p[r]]), w,
                             default=theology.get("pay", ""))
            tk = self.select(f"{key}_theo_temple", _("…for this temple +1"),
                             self.temples(needs["theology"].get("temples", TEMPLES)), w,
                             default=theology.get("temple"))

        def collect(get):
            out = {}
            if rk:
                out["resource"] = get(rk)
            if pk and get(pk) and get(tk):
                out["theology"] = {"pay": get(pk), "temple": get(tk)}
            return out
        return collect
