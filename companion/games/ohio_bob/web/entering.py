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
    refusal: the page shows what was sent).  ``{"v": card_entry.view(...), "card_id": "G04"
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
    if posted:
        model = card_entry.model_from_form(request.form, size["rows"], size["cols"])
        card_entry.apply_tap(model, request.form.get("tap"))
    else:
        model = card_entry.blank_model(size["rows"], size["cols"])
    return {"v": card_entry.view(model, view["gem_colours"]), "card_id": cid,
            "set": SETS[set_name]}


def just_entered(p: dict[str, Any]) -> str | None:
    """The card the player's last move entered ("G04"), or None."""
    for event in p.get("last") or []:
        msg = decode(event)
        if getattr(msg, "code", "") == "ohio_bob.event.entered":
            return msg.params.get("card")
    return None
