"""The pile page of Bravest's tap editor: the box entered in one pass through its pile of
tiles, without sorting them first.  The page (the set's "new tile" entry) shows every kind of
tile entered so far as its picture with a stepper (− n +): a tile from the pile that matches a
known kind is one tap on its +; a new kind is tapped in the tile editor below and saved with
one copy, back on the same page (``editor.py``).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, コンポーネント ("75枚のタイル(うち10枚は特殊
タイル)": 65 tiles that are not special, in kinds the table finds as it goes).

The inputs (the shared entry form's, beside the tile editor's):

* ``count-<id>``: the copies of the known tile ``<id>`` ("1" to "65");
* ``redraw``: "+<id>" or "-<id>", a stepper's tap without a script (the page is drawn again
  with that count one more or one less, nothing stored); with a script the stepper changes
  the count on the page at once (static/js/bravest.js).

* ``counts_only``: sent by the script shortly after the last stepper tap and when the page
  is left (static/js/bravest.js, with ``background``: answered 204 by
  ``companion.web.editor``): only the counts are saved, a new kind half tapped in below is
  left for its own save.

Without a script nothing is stored until the form is saved; the server checks every count
again on every save.
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.engine import ComponentError
from companion.games.bravest.rules.components import OTHER_TILES, tile_where
from companion.games.bravest.rules.names import content_msg, looks_msg
from companion.games.bravest.web.drawing import catalogue_drawing
from companion.inputs import number
from companion.message import Msg

COUNT = "count-"
COUNTS_ONLY = "counts_only"


def counts_only(form: Mapping[str, Any]) -> bool:
    """Whether a save of the pile page carries only its counts (the script's background
    save): the tile editor's inputs are then not saved."""
    return bool(form.get(COUNTS_ONLY))


def _step(sent: Mapping[str, Any] | None) -> tuple[str, int]:
    """The tile id and the step (+1 / -1) of a stepper's tap sent without a script, or
    ("", 0)."""
    tap = str((sent or {}).get("redraw") or "")
    if len(tap) > 1 and tap[0] in "+-":
        return tap[1:], 1 if tap[0] == "+" else -1
    return "", 0


def shown_counts(tiles: list[dict[str, Any]],
                 sent: Mapping[str, Any] | None) -> dict[str, str]:
    """The count each known tile shows (``tiles``: the set's tiles that are not special):
    as sent (with a stepper's tap applied, kept within 1..65), else as stored.  {id: text}."""
    tapped, step = _step(sent)
    out = {}
    for t in tiles:
        raw = str((sent or {}).get(COUNT + t["id"]) or t["count"]).strip()[:6]
        if t["id"] == tapped:
            value = number(raw, most=OTHER_TILES, digits=2)
            raw = str(min(OTHER_TILES, max(1, (value or 1) + step)))
        out[t["id"]] = raw
    return out


def pile_view(tiles: list[dict[str, Any]], sent: Mapping[str, Any] | None) -> dict[str, Any]:
    """What the pile page shows: ``tiles`` [{id, count (text), label Msg, looks Msg, drawing}]
    in the order entered (``looks``: what stands on it and its roads, how its stepper is
    named to a screen reader, never by the app's id), ``total`` the copies counted (the
    counts that are numbers), ``most`` 65."""
    counts = shown_counts(tiles, sent)
    total = sum(number(c, most=OTHER_TILES, digits=2) or 0 for c in counts.values())
    return {"tiles": [{"id": t["id"], "count": counts[t["id"]], "label": content_msg(t["content"]),
                       "looks": looks_msg(t), "drawing": catalogue_drawing(t)} for t in tiles],
            "total": total, "most": OTHER_TILES}


def apply_counts(tiles: list[dict[str, Any]], form: Mapping[str, Any]) -> None:
    """Set the copies of each known tile the form counts (``count-<id>``; a tile the form
    does not name keeps its count).  ``tiles`` are changed in place; raises ComponentError
    naming the tile whose count is no number from 1 to 65 (the box's total is the set's
    check)."""
    for t in tiles:
        if COUNT + t["id"] not in form:
            continue
        count = number(str(form.get(COUNT + t["id"]) or "").strip(), most=OTHER_TILES, digits=2)
        if not count:
            raise ComponentError(Msg("bravest.component.tile_count", where=tile_where(t["id"])))
        t["count"] = count
