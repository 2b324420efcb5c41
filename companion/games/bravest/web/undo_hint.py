"""What to do on the real table when a Bravest move is taken back (the host's undo, a phone's
take-back): which real tile to lift, by its looks, from where, and where it goes (issue 38
item 1: a tile is never named by the app's number for it).

The hint is read from the move's stored log line (``rules/log.describe_move``): a tile dealt
onto a place goes back in the deck ("Put the tile (wizard, a road joining north and south) on
place 3 back in the deck."); a tile placed comes off the island square back onto the place it
was taken from, and when the app had dealt a tile there, that one goes back in the deck first;
then the selector that faced it turns back to it.
The places of the distribution board keep their numbers 1-12 (told at the setup and drawn).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 1-2 (a tile taken from a place,
placed, the place refilled from the deck) and セットアップ 5 (the 12 tiles dealt).
"""
from __future__ import annotations

from typing import Any

from companion.message import Msg

#: Log line codes of a tile dealt onto one place (by the table, or new to its set).
DEALT_ONE = ("bravest.log.deal", "bravest.log.new_tile", "bravest.log.new_copy")
#: Log line codes of a placement.
PLACED = ("bravest.log.place", "bravest.log.place_face_down")


def undo_hint(line: Any) -> Msg | None:
    """The hint for the move whose own log line is ``line`` (a ``Msg``, or None): e.g.
    Msg("bravest.undo.deal", what=<wizard, ...>, place=3) (several tiles entered at once:
    ``bravest.undo.deals``, each ``bravest.undo.dealt``); for a placement
    Msg("bravest.undo.place", name="Ana", tile=<the tile (wizard, ...) as it lies on the
    island, its roads turned>, cell=<row 1, column 1>, place=3), ``bravest.undo.place_refill`` with ``refill`` when the app had dealt
    a tile onto that place, ``bravest.undo.place_somewhere`` for a line stored before it
    named the place; either within Msg("bravest.undo.selector_back_tiles", hint=..., now=4,
    now_what=<ghost, ...>, place=3, what=<wizard, ...>) when the line says where the selector
    that faced the tile turned to (the selector turned back too, its places named by the tiles
    lying there, their numbers as an aid: ``bravest.undo.selector_back`` for a line stored
    before it named the tile the selector went to).  None for a line of no tile to move (the deck empty) or none at all."""
    if not isinstance(line, Msg):
        return None
    p = line.params
    if line.code in DEALT_ONE:
        return Msg("bravest.undo.deal", what=p["what"], place=p["place"])
    if line.code == "bravest.log.deals":
        dealt = [d.params for d in p.get("deals", [])
                 if isinstance(d, Msg) and d.code == "bravest.log.dealt"]
        if len(dealt) == 1:  # one place refilled: said as a tile dealt alone
            return Msg("bravest.undo.deal", what=dealt[0]["what"], place=dealt[0]["place"])
        return Msg("bravest.undo.deals", deals=[
            Msg("bravest.undo.dealt", what=d["what"], place=d["place"]) for d in dealt]) \
            if dealt else None
    if line.code not in PLACED:
        return None
    if line.code == "bravest.log.place":
        # named as it lies on the island, its roads turned (s48 item 1); a line stored before
        # that, as entered
        tile = Msg("bravest.undo.tile", what=p.get("lies", p["what"]))
    elif "what" in p:
        tile = Msg("bravest.undo.tile_face_down", what=p["what"])
    else:
        tile = Msg("bravest.undo.tile_face_down_plain")
    if "place" not in p:
        return Msg("bravest.undo.place_somewhere", name=p["name"], tile=tile, cell=p["cell"])
    if "refill" in p:
        hint = Msg("bravest.undo.place_refill", name=p["name"], tile=tile, cell=p["cell"],
                   place=p["place"], refill=p["refill"])
    else:
        hint = Msg("bravest.undo.place", name=p["name"], tile=tile, cell=p["cell"],
                   place=p["place"])
    if "selector" not in p:
        return hint
    if "selector_what" in p and "what" in p:  # the places named by the tiles lying there
        return Msg("bravest.undo.selector_back_tiles", hint=hint, now=p["selector"],
                   now_what=p["selector_what"], place=p["place"], what=p["what"])
    return Msg("bravest.undo.selector_back", hint=hint, now=p["selector"], place=p["place"])
