"""The whole of a Tzolk'in pick-up's choices: one section of fields per picked worker, in the
order picked, each built (pickup_plan.ActionPlan) on the state the workers before it left.

The choices the player already made on the page (``fixed``, per worker, possibly partial) are
what the workers after it act on: the plan keeps them and suggests the rest (``rules/pickup.plan``:
choices that make the whole pick-up legal, seed 「手番は置くか取り上げるか」: each worker acts on what
the earlier ones left), and ``check`` says, before anything is sent, why the rules would refuse
the choices as shown.  No rules live here: the engine checks what is sent.
"""
from __future__ import annotations

from typing import Any, Callable

from flask_babel import gettext as _

from companion.engine import IllegalMove, InvalidMove
from companion.games.tzolkin.rules import names
from companion.games.tzolkin.rules import pickup as P
from companion.games.tzolkin.rules.components import RESOURCES
from companion.games.tzolkin.rules.turn import action_corn_cost
from companion.games.tzolkin.web import presenter
from companion.games.tzolkin.web.pickup_fields import Pick, Section, corn_note, entry_of_section
from companion.games.tzolkin.web.pickup_plan import ActionPlan
from companion.message import Msg


class Plan(ActionPlan):
    """The fields of a whole pick-up, one ``Section`` per picked worker (``sections_for``),
    and the check of the choices as shown (``check``)."""

    def __init__(self, state: dict, seat: int):
        super().__init__(state, seat)
        #: why the picks cannot all act in their order (a ``Msg``), once ``sections_for`` ran
        self.problem: Msg | None = None

    def sections_for(self, picks: list[Pick], legal: dict | None,
                     fixed: dict[int, dict] | None = None, suggest: bool = True
                     ) -> list[Section]:
        """One section per picked worker, in the order picked, with the fields its action
        needs after the workers before it (none, and a ``note`` saying why, for an action that
        cannot be taken then: the engine will refuse it).  ``fixed``: {worker index: the
        choices the player made for it} (possibly partial), kept and acted on by the workers
        after it.  The defaults are the choices of ``rules/pickup.plan`` when it finds some
        (else each worker's plainest); ``suggest`` False skips that search (only the fields'
        shapes are wanted)."""
        first = {(w["gear"], w["spot"]): {a["action"]: a for a in w["actions"]}
                 for w in (legal or {}).get("workers", [])}
        as_dicts = [p.as_dict() for p in picks]
        fixed = {i: c for i, c in (fixed or {}).items() if c}
        planned = P.plan(self.state, self.seat, as_dicts, fixed) if picks and suggest else None
        if picks and suggest and planned is None and fixed:
            # the player's choices block the rest: suggest as if they were not made (``check``
            # then says why the rules refuse them)
            planned = P.plan(self.state, self.seat, as_dicts)
            fixed = {}
        if picks and suggest and planned is None:
            self.problem = self._first_problem(as_dicts)
        sections = []
        base_state, base_p = self.state, self.p
        before = self._states_before(as_dicts, planned)
        for i, pick in enumerate(picks):
            self.state, self.p = before[i], before[i]["seats"][self.seat]
            self.spare = {r: max(0, before[i + 1]["seats"][self.seat][r]
                                 - before[-1]["seats"][self.seat][r])
                          for r in RESOURCES} if i + 1 < len(before) else {}
            if i == 0:
                actions = first.get((pick.gear, pick.spot), {})
            else:
                earlier_fixed = {k: v for k, v in fixed.items() if k < i}
                actions = {a["action"]: a for a in P.offered(base_state, self.seat, as_dicts[:i],
                                                              pick.gear, pick.spot,
                                                              earlier_fixed)}
            section = Section(self._title(pick), pick=pick)
            self._section = section
            entry = actions.get(pick.action) if pick.action else None
            if entry is not None:
                try:
                    back = action_corn_cost(self.state, self.seat, pick.gear, pick.spot,
                                                  pick.action)
                except (IllegalMove, InvalidMove):
                    back = entry["corn"]
                section.title += corn_note(back)
                given = planned[i].get("choices") if planned else None
                section.collect = self.action(f"w{i}", pick.gear, pick.action, entry["needs"],
                                              copy=pick.copy, corn_after=self.p["corn"] - back,
                                              given=given)
            else:
                if pick.action:
                    section.note = P.refusal(base_state, self.seat, as_dicts[:i], pick.gear,
                                             pick.spot, pick.action)
                section.collect = lambda get: {}
            self._section = None
            sections.append(section)
        self.state, self.p, self.spare = base_state, base_p, {}
        return sections

    def check(self, sections: list[Section], get: Callable[[str], Any]) -> None:
        """Mark the first section whose choices as shown (``get``: a field's value by key)
        the rules refuse after the ones before it (``Section.refused``: the engine's own
        reason), before anything is sent."""
        s = self.state
        for section in sections:
            pick = section.pick
            if pick is None or section.note is not None:
                return
            entry = entry_of_section(section, get)
            after = P.apply_entry(s, self.seat, entry)
            if after is None:
                section.refused = P.entry_refusal(s, self.seat, entry)
                return
            s = after

    def _states_before(self, picks: list[dict], planned: list[dict] | None) -> list[dict]:
        """The state each pick acts on and, last, the state after them all: after the planned
        choices of the ones before it (or, with no plan, the plainest choices that are legal,
        as far as they go)."""
        out = [self.state]
        s = self.state
        for i, pick in enumerate(picks):
            after = None
            if planned:
                after = P.apply_entry(s, self.seat, planned[i])
            if after is None:
                for entry in P.pick_candidates(s, self.seat, pick):
                    after = P.apply_entry(s, self.seat, entry)
                    if after is not None:
                        break
            if after is None:
                after = P.apply_entry(s, self.seat, P.entry_of({**pick, "action": None})) or s
            out.append(after)
            s = after
        return out

    def _first_problem(self, picks: list[dict]) -> Msg | None:
        """Why the picks cannot all act in this order: the first worker whose action no
        choices of the ones before it open (the engine's reason)."""
        for i, pick in enumerate(picks):
            if pick["action"] is None:
                continue
            if not P.frontier(self.state, self.seat, picks[: i + 1]):
                why = P.refusal(self.state, self.seat, picks[:i], pick["gear"], pick["spot"],
                                pick["action"])
                place = names.place(pick["gear"], pick["spot"])
                return Msg("tzolkin.pickup.cannot_all", place=place, reason=why) if why else \
                    Msg("tzolkin.pickup.cannot_all_plain", place=place)
        return None

    def _title(self, pick: Pick) -> str:
        if pick.action is None:
            return _("%(worker)s: back to hand, no action",
                     worker=presenter.place_name(pick.gear, pick.spot))
        if pick.action == pick.spot:
            title = presenter.action_label(pick.gear, pick.action)
        else:
            title = (presenter.place_name(pick.gear, pick.spot) + " → "
                     + presenter.action_label(pick.gear, pick.action))
        if pick.copy:
            title += " → " + presenter.action_label(*pick.copy)
        return title

