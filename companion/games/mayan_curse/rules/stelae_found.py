"""Stela values met in play join the table's saved set (issue 11, "entered as they turn up").

Of Mayan Curse's components only the stelae values turn up during a game: the floor boards,
the temple tiers, the boulder cube and the sacred stones are all laid out or put in the pouch
at setup (seed 「セットアップ」), so a set must hold them before a table is set up with it
(components.check_playable), while a stela's value is seen when its owner takes it and notes
it (the ``stela_value`` move, 「石碑の発見」).  The values noted at a table tell the set how
many stelae of each colour show each value *at least*; a set that knows fewer of a value takes
the others, so that its completeness ("stelae 23/60") grows over several plays and the stelae
page of the editor already holds them.

A value is secret until the end of the game (「石碑の発見」: hidden from the other players;
「ゲーム終了」: revealed), so the set takes the values once the game is over (the set's page
would otherwise tell who took what): docs/rulings/mayan_curse.md, "Stela values joining the saved
set".  The platform adds them to the saved set after the move that ends the game, when the
device that set the table up saved the set (companion.web.saved_sets.take_pieces_met): values
noted on a phone join it too.
"""
from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from companion.games.mayan_curse.rules.components import COLOURS, STELA_RANGES

#: The stelae a box holds in all (reference: 60 stelae in three colours).
STELAE_TOTAL = 60


def values_noted(state: dict[str, Any]) -> dict[str, Counter]:
    """The stela values noted at a table, ``{colour: Counter({value: how many})}`` (every
    adventurer's stelae with a value entered; values outside the colour's range are left
    out)."""
    found = {c: Counter() for c in COLOURS}
    for adv in state.get("adventurers", []):
        for entry in adv.get("stelae", []):
            colour, value = entry.get("colour"), entry.get("value")
            if colour in found and isinstance(value, int):
                lo, hi = STELA_RANGES[colour]
                if lo <= value <= hi:
                    found[colour][value] += 1
    return found


def adding(found: dict[str, Counter]):
    """The change of a saved set's document that makes each colour hold at least the values
    ``found`` (values_noted); raises ValueError (the set left as it is) when it adds none, or
    when the set would hold more stelae than the box (the set or the table is then wrong: the
    editor's stelae page is where to look)."""
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        doc = copy.deepcopy(doc)
        added = 0
        for colour in COLOURS:
            held = Counter(doc["stelae"][colour])
            for value, count in found[colour].items():
                if count > held[value]:
                    added += count - held[value]
                    held[value] = count
            doc["stelae"][colour] = sorted(held.elements())
        if not added:
            raise ValueError("nothing to add")
        if sum(len(doc["stelae"][c]) for c in COLOURS) > STELAE_TOTAL:
            raise ValueError("more stelae than the box holds")
        return doc
    return change


def pieces_met(state: dict[str, Any]) -> Any:
    """Once the game is over, the change that makes a saved set hold the stela values noted at
    the table (``adding(values_noted(state))``), or None (the game goes on, or nothing was
    noted): ``Game.pieces_met``."""
    if not state.get("over"):
        return None
    found = values_noted(state)
    if not any(found.values()):
        return None
    return adding(found)


__all__ = ["values_noted", "adding", "pieces_met", "STELAE_TOTAL"]
