"""Tzolk'in's pick-up form: every own worker and the choices of those picked up, on one page.

The page's one POST form (``#tz-pickup``) lists one row per own worker, **in the order they
are picked up** (the player may move a row up: seed 「手番は置くか取り上げるか」「取り上げる順番と人数は
自由で」), each with "leave it", "pick up, no action" and every action it may take after the
rows above it did what was chosen for them (``rules/pickup.offered``), and under a picked
worker the fields its action asks for (``pickup_sections.Plan``), with defaults that make the
whole pick-up legal.  Row values: ``pick_<gear>_<spot>`` = "" leave it, "none" no action,
"<a>" action a, "5:<gear>:<a>" Uxmal 5 copying that action; ``order`` = "gear.spot
gear.spot ..." (the rows' order); ``up`` = the 1-based row to move up one place.

A change of a row is shown by the page asked again with the form's values (GET: the page's
“Next” button without script; tzolkin.js asks for the pick-up part alone, in place, at each
choice).  Such a request also carries the fields' values, ``pickup-selection`` (the workers
the fields were drawn for: "gear.spot.action[.gear.action]" per worker, in order, spaces
between) and ``touched`` (the keys of the fields the player changed, sent by tzolkin.js):
those choices are kept and the workers after them act on them (``carried``).  The POST sends
``{"type": "pickup", "workers": [{"gear", "spot", "action", "choices"}]}`` (shapes:
rules/turn.py's docstring) for ``pickup-selection``; rows changed since the fields were drawn
(without script, “Next” not pressed) are refused with a message, nothing stored.

The web layer holds no rules: what is offered comes from the engine, a posted form is only
checked for its shape, and the engine refuses an illegal pick-up with its own reason.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flask import g, has_request_context, request
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from wtforms import StringField, ValidationError
from wtforms.validators import NumberRange, Optional, Regexp

from companion.games.tzolkin.rules import pickup as P
from companion.games.tzolkin.rules.components import GEARS
from companion.games.tzolkin.rules.options import move_options
from companion.games.tzolkin.web import presenter
from companion.games.tzolkin.web.fields import WholeNumberField
from companion.games.tzolkin.web.pickup_fields import Pick, corn_note, entry_of_section
from companion.games.tzolkin.web.pickup_sections import Plan
from companion.message import Msg
from companion.web.forms import VersionedForm

PICK_PREFIX = "pick_"


def legal_by_type(state: dict, seat: int | None) -> dict[str, dict]:
    """``move_options`` keyed by move type ({} when it is not ``seat``'s turn); worked
    out once per request for the same state object and seat (a page's forms and its turn
    section each ask), to be read, never changed."""
    if seat is None or state.get("phase") != "playing":
        return {}
    memo = g.setdefault("tzolkin_legal", {}) if has_request_context() else {}
    kept = memo.get((id(state), seat))
    if kept is not None and kept[0] is state:
        return kept[1]
    legal = {m["type"]: m for m in move_options(state, seat)}
    memo[(id(state), seat)] = (state, legal)  # the state kept with it: its id stays its own
    return legal


# ============================================================================ the rows

@dataclass
class PickRow:
    """One own worker's row in the pick-up form: its choice's ``name``, the ``options``
    [(value, label)], the ``value`` chosen (from the query string), its place in the order
    (``position``, 1-based), ``note``: why its own spot's action is not open (a ``Msg``), and
    ``dropped``: why the action asked for was not kept (a ``Msg``)."""

    gear: str
    spot: int
    name: str
    options: list[tuple[str, str]]
    value: str = ""
    simple: set[str] = field(default_factory=set)  # values that ask no second step
    position: int = 1
    note: Msg | None = None
    dropped: Msg | None = None

    @property
    def label(self) -> str:
        """"Tikal 3" / 「ティカル3」 in the page language."""
        return presenter.place_name(self.gear, self.spot)

    @property
    def key(self) -> str:
        """"tikal.3": the row in the ``order`` parameter."""
        return f"{self.gear}.{self.spot}"


def _order(keys: list[str], raw: Any, up: Any) -> list[str]:
    """The rows' order: ``raw`` ("gear.spot ..."; unknown keys left out, missing ones added in
    gear order), then row ``up`` (1-based) moved up one place."""
    asked = [k for k in (raw if isinstance(raw, str) else "").split() if k in keys]
    order = list(dict.fromkeys(asked)) + [k for k in keys if k not in asked]
    n = int(up) if isinstance(up, str) and up.isascii() and up.isdigit() and len(up) < 3 else 0
    if 2 <= n <= len(order):
        order[n - 2], order[n - 1] = order[n - 1], order[n - 2]
    return order


def pick_of(gear: str, spot: int, value: str) -> dict:
    """A row's choice as a pick (rules/pickup.py's shape)."""
    if value == "none":
        return {"gear": gear, "spot": spot, "action": None}
    if value.startswith("5:"):
        _five, g, a = value.split(":")
        return {"gear": gear, "spot": spot, "action": 5, "copy": (g, int(a))}
    return {"gear": gear, "spot": spot, "action": int(value)}


def _own_action(gear: str, spot: int) -> int | None:
    """The action a worker's own spot does (None on spot 0 and the free-choice spots)."""
    top = 9 if gear == "chichen_itza" else 5
    return spot if 1 <= spot <= top else None


def pick_rows(legal: dict, args, state: dict, seat: int) -> list[PickRow]:
    """The rows in the order picked (``args``: the query string): for each own worker,
    leave it / pick it up with no action / each action it may take after the rows above it
    (with any of their choices), Uxmal 5 once per action it may copy."""
    workers = {f"{w['gear']}.{w['spot']}": w for w in legal["workers"]}
    order = _order(list(workers), args.get("order"), args.get("up"))
    rows = []
    earlier: list[dict] = []
    for position, key in enumerate(order, start=1):
        w = workers[key]
        gear, spot = w["gear"], w["spot"]
        options = [("", _("leave it on the gear")), ("none", _("pick up, no action"))]
        simple = {"none"}
        actions = P.offered(state, seat, earlier, gear, spot) if earlier else list(w["actions"])
        for a in actions:
            label = presenter.action_label(gear, a["action"]) + corn_note(a["corn"])
            if gear == "uxmal" and a["action"] == 5:
                for c in a["needs"].get("copy", []):
                    options.append((f"5:{c['gear']}:{c['action']}",
                                    label + " → " + presenter.action_label(c["gear"], c["action"])))
            else:
                options.append((str(a["action"]), label))
                if not a["needs"]:
                    simple.add(str(a["action"]))
        name = f"{PICK_PREFIX}{gear}_{spot}"
        raw = args.get(name, "")
        value = raw if isinstance(raw, str) and raw in dict(options) else ""
        dropped = None
        if isinstance(raw, str) and raw and not value and raw not in ("none",):
            try:
                asked = pick_of(gear, spot, raw)
            except ValueError:
                asked = None
            if asked and asked["action"] is not None:
                dropped = P.refusal(state, seat, earlier, gear, spot, asked["action"])
        note = None
        own = _own_action(gear, spot)
        offered_actions = {a["action"] for a in actions}
        if own is not None and own not in offered_actions:
            note = P.refusal(state, seat, earlier, gear, spot, own)
        elif own is None and spot > 0 and not offered_actions:  # a free-choice spot
            note = P.refusal(state, seat, earlier, gear, spot, 9 if gear == "chichen_itza" else 5)
        rows.append(PickRow(gear, spot, name, options, value, simple, position, note, dropped))
        if value:
            earlier.append(pick_of(gear, spot, value))
    return rows


def selection_from_rows(rows: list[PickRow]) -> str:
    """The ``selection`` text from the rows' choices, in the rows' order ("" when
    nothing is picked)."""
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


def order_text(rows: list[PickRow]) -> str:
    """The ``order`` parameter of the rows as shown."""
    return " ".join(r.key for r in rows)


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


# ============================================================================ the choices

def args_of_selection(selection: str) -> dict[str, str]:
    """The rows' values (``order`` and ``pick_*``) that give ``selection`` (a posted form's
    rows as its fields were drawn for)."""
    picks = parse_selection(selection) or []
    args = {"order": " ".join(f"{p.gear}.{p.spot}" for p in picks)}
    for p in picks:
        value = "none" if p.action is None else (
            f"5:{p.copy[0]}:{p.copy[1]}" if p.copy else str(p.action))
        args[f"{PICK_PREFIX}{p.gear}_{p.spot}"] = value
    return args


def carried(state: dict, seat: int, args, selection: str) -> tuple[dict, dict]:
    """What the player already chose, for the page drawn again with ``selection``: (fixed,
    keep).  ``fixed`` {worker index: its choices as far as made}, ``keep`` {field key:
    value}: the ``touched`` fields of ``args`` read with the fields drawn for
    ``pickup-selection``, carried to the same worker (same action) in ``selection``."""
    touched = set(str(args.get("touched", "")).split()[:200])
    old = args.get("pickup-selection", "")
    if not touched or not isinstance(old, str) or not parse_selection(old):
        return {}, {}
    drawn = pickup_form(state, seat, old, bound=True, formdata=args, suggest=False)
    fields = {x.key: x for x in drawn.plan.fields} if drawn.plan else {}

    def value(key):
        f = fields.get(key)
        if f is None or f.kind == "corn" or not drawn.plan.active(lambda k: drawn[k].data, f):
            return None
        v = drawn[key].data
        return None if v in ("", None) else v

    def chosen(key):
        return value(key) if key in touched else None

    now = {(p.gear, p.spot, p.action, p.copy): i
           for i, p in enumerate(parse_selection(selection) or [])}
    fixed, keep = {}, {}
    for i, section in enumerate(drawn.sections):
        p = section.pick
        j = now.get((p.gear, p.spot, p.action, p.copy))
        if j is None or p.action is None or section.collect is None:
            continue
        fixed[j] = entry_of_section(section, chosen).get("choices") or {}
        for f in section.fields:
            if f.key in touched and f.kind != "corn" and drawn[f.key].data is not None:
                keep[f"w{j}_" + f.key.split("_", 1)[1]] = drawn[f.key].data
    return fixed, keep


def _same_rows(form, field):
    """A posted form whose rows were changed after its fields were drawn is not sent."""
    rows = pick_rows_posted(form)
    if rows is not None and selection_from_rows(rows) != (field.data or ""):
        raise ValidationError(_("The workers' actions were changed after the choices below "
                                "were shown: press “Next: the choices”, check them, then "
                                "“Pick up”."))


def pick_rows_posted(form) -> list[PickRow] | None:
    """The rows as posted with ``form`` (None when the post carries none: an older page)."""
    data = getattr(form, "posted_rows", None)
    if not data or not form.legal:
        return None
    return pick_rows(form.legal, data, form.state, form.seat)


def pickup_form(state: dict, seat: int | None, selection: str, bound: bool,
                fixed: dict | None = None, keep: dict | None = None, formdata=None,
                suggest: bool = True):
    """The pick-up form's choices for ``selection`` (its fields from the plan, their defaults
    the suggested choices, ``fixed`` and ``keep``: see ``carried``; ``formdata``: values to
    read instead of the posted ones); carries ``plan``, ``sections``, ``picks`` and
    ``problem`` (why the workers cannot all act so, a ``Msg``, or None).  A form drawn for
    a page (not bound) has each section's ``refused`` set: why the rules refuse its choices
    as shown."""
    picks = parse_selection(selection) or []
    legal = legal_by_type(state, seat).get("pickup")
    plan = Plan(state, seat) if seat is not None and state.get("phase") == "playing" else None
    sections = plan.sections_for(picks, legal, fixed, suggest) if plan else []
    keep = keep or {}
    attrs: dict[str, Any] = {"selection": StringField(validators=[Regexp(
        SELECTION_RE, message=_l("Choose the workers to pick up first."))] + (
            [_same_rows] if bound and formdata is None else []))}
    for f in (plan.fields if plan else []):
        if f.key in keep and f.kind == "number":
            f.default = keep[f.key]
        elif f.key in keep and f.kind == "select" and str(keep[f.key]) in dict(f.options):
            f.default = str(keep[f.key])
        # a posted form reads what was sent: a field left out is 0, or the first option of a
        # choice that must be made; the suggested choices are only what a new page shows
        if f.kind == "number":
            attrs[f.key] = WholeNumberField(f.label, default=0 if bound else f.default or 0,
                                            validators=[Optional(),
                                                        NumberRange(min=f.low, max=f.high)])
        elif f.kind == "select":
            values = [v for v, _t in f.options]
            neutral = values[0] if values and "" not in values else ""
            # only the shape is checked here: a value that is no longer offered (a stale
            # page) must reach the table service (409) or the engine (422, with its reason)
            attrs[f.key] = StringField(f.label, default=neutral if bound else f.default or "",
                                       validators=[Optional(), Regexp(
                                           r"^[a-z0-9_.]{0,40}$",
                                           message=_l("Choose one of the options offered."))])
    cls = type("PickupForm", (VersionedForm,), attrs)
    if formdata is not None:
        form = cls(prefix="pickup", formdata=formdata, meta={"csrf": False})
    else:
        form = cls(prefix="pickup", **({} if bound else {"formdata": None}))
    if not bound:
        form.selection.data = selection
    form.plan, form.sections, form.picks = plan, sections, picks
    form.problem = plan.problem if plan else None
    form.legal, form.state, form.seat = legal, state, seat
    form.kept = sorted(keep)
    form.suggested = suggested_keys(plan, keep) if plan is not None and not bound else set()
    form.posted_rows = None
    if bound and formdata is None and has_request_context() and any(
            k.startswith(PICK_PREFIX) for k in request.form):
        form.posted_rows = request.form
    if plan is not None and not bound and picks:
        fields = {x.key: x for x in plan.fields}

        def shown(key):
            f = fields.get(key)
            if f is None or f.kind == "corn" or not plan.active(
                    lambda k: fields[k].default if k in fields else None, f):
                return None
            return None if f.default in ("", None) else f.default
        plan.check(sections, shown)
    return form


def suggested_keys(plan, keep: dict) -> set[str]:
    """The keys of the fields a new page shows filled in by the suggestion (``plan``'s
    defaults: rules/pickup.plan), not by the player (``keep``): a choice among two options or
    more (“—”, none, counts for one) with one chosen, a count that is not 0.  The page marks them as suggested, so that
    no choice the player has not looked at passes for theirs; a choice with one option only
    is no suggestion."""
    out = set()
    for f in plan.fields:
        if f.key in keep:
            continue
        if f.kind == "select" and f.default not in ("", None) and len(f.options) > 1:
            out.add(f.key)
        elif f.kind == "number" and f.default:
            out.add(f.key)
    return out


def pickup_data(form) -> dict[str, Any]:
    """The pick-up payload from a validated form: every picked worker, in order."""
    fields = {x.key: x for x in form.plan.fields} if form.plan else {}

    def get(key):
        f = fields.get(key)
        if f is None or f.kind == "corn" or not form.plan.active(lambda k: form[k].data, f):
            return None
        value = form[key].data
        return value if value not in ("",) else None

    workers = [entry_of_section(section, get) for section in form.sections]
    if not workers:  # a selection the plan could not read: let the engine say so
        for pick in form.picks:
            workers.append({"gear": pick.gear, "spot": pick.spot, "action": pick.action})
    return {"type": "pickup", "workers": workers}
