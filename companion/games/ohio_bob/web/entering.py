"""A card new to the set, entered on the seat's page at the moment it is revealed (real cards,
a set still being completed), with the same tap editor as the set's pages (card_entry.py).

The seat's page offers "Enter a card new to the set" while a card is being revealed and the
deck still holds cards not entered (rules/entering.can_enter, given by the seat's view); the
link opens the entry on the same page (``?new_card=1``).  Saving it posts the move
``enter_card`` (forms.py, rules: rules/entering.py); a tap without JS posts it with ``tap``
and the page comes back with the tap applied, nothing stored (companion/web/moves.py).  Once
the move is recorded the card joins the saved set the table was set up with, when the device
that set it up saved the set (``rules/entering.pieces_met``, companion.web.saved_sets
``take_pieces_met``), so that the next game knows it: a card entered on a player's phone too.
"""
from __future__ import annotations

from typing import Any

from flask import request

from companion.message import decode

from ..rules.names import SETS
from . import card_entry


def entry_of(form) -> dict[str, Any]:
    """The card a posted entry form gives (without its id): the request's own fields, read
    for the state's room size (``form.room_size``, set by forms.OhioBobWeb._form)."""
    size = getattr(form, "room_size", None) or {"rows": 1, "cols": 1}
    model = card_entry.model_from_form(request.form, size["rows"], size["cols"])
    return card_entry.card_from_model(model)


def entering(view: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """The entry form the seat's page shows now, or None: after "Enter a card new to the set"
    (a GET with ``new_card``), or when an entry was just sent back (a tap without JS, or a
    refusal: the page shows what was sent).  Opened as the editor opens a card (editor.py): the
    gem of the card before (``previous_card``), the kind the known rooms show most as what a tap
    puts, the options of the known cards as design chips (``known_cards``, the most recent
    first).  ``{"v": card_entry.view(...), "card_id": "G04"
    (the place it takes, for the form only: the page never says it, issue 38), "set": the
    set's name}``.  ``view`` is the seat's (``GAME.view``: its
    ``now`` says whether a card may be entered and the place it takes)."""
    now = view.get("now") or {}
    if not now.get("can_enter") or not now.get("place"):
        return None
    posted = request.method == "POST" and (request.view_args or {}).get(
        "move_type") == "enter_card"
    if not posted and not (request.method == "GET" and request.args.get("new_card")):
        return None
    cid, set_name, n = now["place"]
    size = view["room_size"]
    known = known_cards(view)
    designs, seen = card_entry.designs_of(known), card_entry.options_of(known)
    if posted:
        model = card_entry.model_from_form(request.form, size["rows"], size["cols"])
        card_entry.apply_tap(model, request.form.get("tap"), designs=designs, seen=seen)
    else:
        model = card_entry.blank_model(size["rows"], size["cols"])
        previous = previous_card(view, set_name, cid)
        if previous is not None:      # as the editor: mostly the same gem as the card before
            model["gem"] = previous.get("gem") or ""
        model["brush"] = card_entry.usual_kind(known, model["brush"])
    return {"v": card_entry.view(model, view["gem_colours"], designs=designs, seen=seen),
            "card_id": cid, "set": SETS[set_name]}


def known_cards(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The temple cards the table knows (``view["cards"]``) in the order they were entered:
    the saved set's by their places (the green set, then the blue one), then those entered at
    this table (``view["entered"]``), the last entered last."""
    cards = view.get("cards") or {}
    entered = [c for c in view.get("entered") or [] if c in cards]
    saved = sorted((c for c in cards if c not in entered and cards[c].get("set") in SETS),
                   key=lambda c: (list(SETS).index(cards[c]["set"]), c))
    return [cards[c] for c in saved + entered]


def previous_card(view: dict[str, Any], set_name: str, cid: str) -> dict[str, Any] | None:
    """The card whose gem a card entered in play opens with, as in the editor: the card
    entered last at this table, else the known card of its set at the place before ``cid``
    (the saved set, sorted by gem colour as it was entered), else None."""
    cards = view.get("cards") or {}
    entered = [c for c in view.get("entered") or [] if c in cards]
    if entered:
        return cards[entered[-1]]
    before = sorted(c for c in cards if cards[c].get("set") == set_name and c < cid)
    return cards[before[-1]] if before else None


def just_entered(p: dict[str, Any]) -> str | None:
    """The card the player's last move entered ("G04"), or None."""
    for event in p.get("last") or []:
        msg = decode(event)
        if getattr(msg, "code", "") == "ohio_bob.event.entered":
            return msg.params.get("card")
    return None
