"""Real cards: what the app knows of the deck's order once a level is left (rules version 3).

Rules source: ../shared/seeds/002_3fc55720af9e78a8.txt 「階段」: "探索した階層の神殿カードと捨て
られたカードを取り、すべてをシャッフルします。シャッフルされたカードは、装備面を上にして山札の下に
置きます。" then "山札から最初の2枚のカードのうち1枚を選び".  The cards a climb returns lie under
every card the deck held before it: the next level's first two cards, and every card drawn from
the top after them, come from the cards above while any is left (docs/rulings/ohio_bob.md 24b).

With real cards the app keeps the deck as the cards in it, in no order (``p["deck"]``, sorted);
under version 3 it also keeps ``p["under"]``: the climbs' returned cards, one list per climb,
the first list the highest (``[["G02", "G07"], ["G11"]]``).  The deck then lies in *parts*, top
first: the cards in no list (those above), then each list's cards still in the deck.  A state
without the ``under_tracked`` mark (setup.UNDER_KEY) was set up before: one part, any order.
"""
from __future__ import annotations

from typing import Any

from companion.engine import IllegalMove, State
from companion.message import Msg

from .components import MULTI
from .names import equipment
from .setup import UNDER_KEY

R_UNDER = "002 Ohio Bob: 階段"


def tracks_under(s: State) -> bool:
    """Whether the app keeps the cards a climb put under each real deck (``p["under"]``)."""
    return s.get("mode") == "table" and bool(s.get(UNDER_KEY))


def put_under(s: State, p: dict[str, Any], back: list[str]) -> None:
    """A climb puts ``back`` under ``p``'s deck (already in ``p["deck"]``): it becomes the
    lowest list of ``p["under"]``; lists emptied by draws are dropped."""
    if not tracks_under(s):
        return
    deck = set(p["deck"])
    layers = [[c for c in layer if c in deck] for layer in p.get("under", [])]
    p["under"] = [layer for layer in layers if layer] + ([sorted(back)] if back else [])


def parts(s: State, p: dict[str, Any]) -> list[list[str]]:
    """``p``'s deck in its known parts, top first, each sorted, none empty (one part when the
    app keeps no order: ``tracks_under``)."""
    deck = sorted(p["deck"])
    if not tracks_under(s):
        return [deck] if deck else []
    layers = p.get("under", [])
    below = {c for layer in layers for c in layer}
    in_deck = set(deck)
    out = [[c for c in deck if c not in below]]
    out += [[c for c in layer if c in in_deck] for layer in layers]
    return [part for part in out if part]


def lying_under(s: State, p: dict[str, Any], drawn: list[str]) -> str | None:
    """Of the cards ``drawn`` together from the top of ``p``'s deck (each in it, distinct), the
    first one that cannot be among the deck's first ``len(drawn)`` cards (it lies under cards
    not drawn), or None when they can all be."""
    left = set(drawn)
    for part in parts(s, p):
        if not left:
            return None
        if len(part) <= len(left):          # the whole part is drawn
            if not set(part) <= left:
                return min(left - set(part))
            left -= set(part)
        else:                               # the drawn cards left all lie in this part
            return min(left - set(part)) if left - set(part) else None
    return None


def refuse_under(s: State, p: dict[str, Any], drawn: list[str],
                 colour: str | None = None) -> None:
    """Raise IllegalMove (``ohio_bob.deck.under`` naming the card) when a card of ``drawn``
    (drawn together from the top; with ``colour``, the one card a coloured chest takes) lies
    under cards it cannot be drawn before."""
    if colour is not None and s["cards"][drawn[0]]["gem"] in (colour, MULTI):
        cid = drawn[0] if first_of_colour_under(s, p, drawn[0], colour) else None
    else:
        cid = lying_under(s, p, drawn)
    if cid is not None:
        raise IllegalMove(Msg("ohio_bob.deck.under", card=equipment(cid, s["cards"][cid])),
                          R_UNDER)


def first_of_colour_under(s: State, p: dict[str, Any], cid: str, colour: str) -> bool:
    """「色付きの宝箱」 ("山札の一番上から最初に見つかった、宝箱と同じ色のカード"): whether the card
    ``cid`` (of ``colour`` or multicolour, in the deck) lies in a lower part than a card of the
    colour the set knows, so it cannot be the first of the colour from the top."""
    for part in parts(s, p):
        if cid in part:
            return False
        if any(s["cards"].get(c, {}).get("gem") in (colour, MULTI) for c in part):
            return True
    return False


def place_order(s: State, p: dict[str, Any], places: list[str]) -> list[str]:
    """The places of ``p``'s deck not entered yet (``places``), the highest part first (a card
    revealed from the top takes a place that may lie there: entering.next_place)."""
    rank = {c: i for i, part in enumerate(parts(s, p)) for c in part}
    return sorted(places, key=lambda c: (rank.get(c, 0), c))
