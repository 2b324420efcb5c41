"""The pieces of a Tzolk'in pick-up's second step (pickup_plan.py and pickup_sections.py
build them): a picked worker (``Pick``), a field its action asks for (``PlanField``), one
worker's section of fields (``Section``), the rules' entry of a section's choices, and the
note of the corn paid to go back to a lower action."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from flask_babel import gettext as _

from companion.message import Msg


@dataclass
class Pick:
    """One worker of a selection: gear, spot, action (None = no action), copy (gear, action)."""

    gear: str
    spot: int
    action: int | None
    copy: tuple[str, int] | None = None

    def as_dict(self) -> dict:
        """The pick as rules/pickup.py reads it."""
        return {"gear": self.gear, "spot": self.spot, "action": self.action, "copy": self.copy}


@dataclass
class PlanField:
    """One field of the second step: ``kind`` "select" (``options`` [(value, label)]),
    "number" (``low``..``high``) or "corn" (no input: the corn after the market's trades,
    counted live from ``corn``); shown only ``when`` one of [(field key, value)] holds;
    ``default`` is what it holds before the player changes it; ``held``: a sale's resource
    held at this point of the pick-up (tzolkin.js stops the sale there and says why in
    ``held_text``; the field still takes up to ``high``: the engine refuses an overdraft)."""

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
    pays: dict[str, str] = field(default_factory=dict)
    default: Any = None
    price: int = 0
    corn: int | None = None
    held: int | None = None
    held_text: str = ""


@dataclass
class Section:
    """The choices of one picked-up worker (``title``) and how to read them back; ``note``:
    why its action cannot be taken after the workers before it (a ``Msg``), if so;
    ``refused``: why the rules refuse the choices shown for it (a ``Msg``), if so."""

    title: str
    fields: list[PlanField] = field(default_factory=list)
    collect: Callable[[Callable[[str], Any]], dict] | None = None
    pick: Pick | None = None
    note: Msg | None = None
    refused: Msg | None = None


def entry_of_section(section: Section, get: Callable[[str], Any]) -> dict[str, Any]:
    """The rules' pick-up entry of one section with its fields read by ``get`` (None: a field
    not counted): {"gear", "spot", "action", "choices"} (rules/turn.py's shape)."""
    pick = section.pick
    entry: dict[str, Any] = {"gear": pick.gear, "spot": pick.spot, "action": pick.action}
    if pick.action is not None:
        entry["choices"] = section.collect(get) if section.collect else {}
        if (pick.gear, pick.action) == ("uxmal", 5) and pick.copy and (
                "copy" not in entry["choices"]):
            entry["choices"] = {"copy": {"gear": pick.copy[0], "action": pick.copy[1],
                                         "choices": {}}}
    return entry


def corn_note(corn: int) -> str:
    """" (pay 2 corn)" after an action that costs corn to go back to (nothing when free)."""
    return _(" (pay %(n)d corn)", n=corn) if corn else ""
