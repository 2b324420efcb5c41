"""What Bravest's templates call (``web`` in templates/games/bravest/): names in the page
language, the distribution board, the islands as grids and pictures, the best courses.  Every
method reads what a seat may see: the ``view`` the engine gives (``GAME.view(state, seat)``),
never the whole state (the order of the app's deck is not in it, and nothing here needs it).

``BravestPresenter`` is mixed into ``forms.BravestWeb`` (``WEB``).
"""
from __future__ import annotations

from typing import Any

from flask_babel import ngettext
from flask_babel import lazy_gettext as _l

from companion.games.bravest.rules import GAME
from companion.games.bravest.rules.components import EDGES, tiles_by_id
from companion.games.bravest.rules.names import (cell_msg, edge_msg, hero_msg, label_text, looks_msg,
                                                 side_msg)
from companion.games.bravest.rules.scoring import END_CODES
from companion.games.bravest.rules.turn import island_of, selected_slots
from companion.games.bravest.web import after_hint, deal_picker, tile_editor, undo_hint
from companion.games.bravest.web.drawing import (
    catalogue_drawing, island_picture, tile_drawing, tile_label, tile_words,
)
from companion.i18n import render
from companion.message import Msg

#: The 12 distribution-board places, clockwise, as (row, col) of a 4 × 4 ring (1-based).
RING = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (4, 1), (3, 1),
        (2, 1)]
#: The dealing modes, as the new-table form and the host screen name them.
MODE_LABELS = {"app_deals": _l("the app deals"),
               "table_deals": _l("the table deals real tiles and enters what came up")}
#: The island sides as the new-table form offers them (the first game's first).
SIDE_LABELS = {"light": _l("light side (first game)"), "dark": _l("dark side")}


class BravestPresenter:
    """The methods Bravest's templates call; each ``view`` is ``GAME.view(state, seat)``."""

    def saved_set_note(self, saved: dict[str, Any] | None) -> Msg:
        """Where a tile entered at this table goes: into the saved set (the device that set the
        table up saved it: ``saved_sets.takes_pieces_met``), or only into this table's copy (the
        set is another device's, or none was chosen).
        ``saved``: the table's saved set as ``saved_sets.saved_set_of`` gives it."""
        if saved is None:
            return Msg("bravest.editor.table_only")
        if not saved["joins"]:
            return Msg("bravest.editor.table_only_other", name=saved["name"])
        return Msg("bravest.editor.joins_set", name=saved["name"])

    def tile_editor_preview(self, values: dict[str, Any]) -> dict[str, Any]:
        """The drawing of a tile as entered in the tap editor (``tile_editor.preview``)."""
        return tile_editor.preview(values)

    def content_names(self) -> list[tuple[str, str]]:
        """What may stand on a tile that is not special, named in the page language."""
        return tile_editor.content_names()

    def set_tiles_left(self, view: dict[str, Any], saved: dict[str, Any] | None = None) -> int:
        """The copies of the table's set not yet dealt (``view["box"]``), with the saved set's
        copies the table's catalogue lacks (``saved``, its document: ``deal_picker.set_extras``,
        e.g. a new tile whose entry was undone): what a phone's picker can offer.  With a set
        not complete (``view["open_box"]``) the real deck may hold more (issue 38), so this is
        never called the deck's count there."""
        extras = deal_picker.set_extras(view, saved)
        return sum(n for n in view["box"].values() if n > 0) + sum(n for _t, n in extras.values())

    # -- the score sheet and the names ---------------------------------------------------------
    def category_label(self, category: str) -> str:
        """A score sheet category ("Agile", "Invincible") in the page language."""
        if category.lower() in ("agile", "invincible"):
            return render(hero_msg(category.lower()))
        return category

    def detail_summary(self, sheet, seat: int, category: str) -> str | None:
        """The score sheet folds a course's steps under one line ("5 passes"), so that three or four islands side by side stay readable on a phone; the
        course tables under each island give them in full.  None for a course of one pass or
        none (its line or two are shown as they are)."""
        passes = len(sheet.details(seat, category)) - 1        # the last says how it ended
        if passes < 2:
            return None
        return ngettext("%(num)d pass", "%(num)d passes", passes)

    def hero_label(self, hero: str) -> str:
        """A hero's name in the page language."""
        return render(hero_msg(hero))

    def side_label(self, side: str) -> str:
        """An island side in the page language."""
        return render(side_msg(side))

    def mode_label(self, mode: str) -> str:
        """A dealing mode in the page language."""
        return str(MODE_LABELS[mode])

    def end_label(self, kind: str) -> str:
        """How a course ended, in the page language."""
        return render(Msg(END_CODES[kind]))

    def cell_label(self, cell) -> str:
        """A cell (row, col from 0) as a player counts it: "row 1, column 3" / 「1行目・3列目」."""
        return render(cell_msg(cell))

    def camp_label(self, hero: str, edge: str) -> str:
        """A camp's mark: "Agile from the west" / 「アジャイル（西から）」."""
        return render(Msg("bravest.camp.mark", hero=hero_msg(hero), edge=edge_msg(edge)))

    def label(self, value) -> str:
        """A component label (one text, or the sample's ``{"en", "ja"}``) in the page
        language."""
        return render(label_text(value))

    def turn_number(self, view: dict) -> int:
        """The turn (手番) the table is at, counted as the end counts the turns played
        (``view["turn"]``: the placements; the setup's deal and the refills are no turns): the
        next placement's number, or, while the place a placement emptied waits for its tile,
        that placement's (the refill is a step of its turn: ゲームの仕組み 2).  E.g. 2 when
        one player has placed and the next is to play; 1 at the setup's deal (issue 38)."""
        turn = int(view["turn"])
        return turn if view["pending"] and turn > 0 else turn + 1

    def board(self, view: dict) -> list[dict[str, Any]]:
        """The distribution board's 12 places clockwise: ``place`` (1..12), ``row``, ``col``
        (of the 4 × 4 ring), ``tile`` (id or None), ``drawing``, ``label`` (what stands on it),
        ``words`` (the tile as it looks: what stands on it and its roads), ``selector``
        (1..3 or None), ``pending`` (waiting for the table to enter a tile)."""
        tiles = tiles_by_id(view["catalogue"])
        out = []
        for slot, tid in enumerate(view["market"]):
            tile = tiles.get(tid) if tid else None
            sel = view["selectors"].index(slot) + 1 if slot in view["selectors"] else None
            out.append({"slot": slot, "place": slot + 1, "row": RING[slot][0],
                        "col": RING[slot][1], "tile": tid,
                        "drawing": catalogue_drawing(tile) if tile else None,
                        "label": tile_label(tile) if tile else "",
                        "words": tile_words(tile) if tile else "", "selector": sel,
                        "pending": slot in view["pending"]})
        return out

    def catalogue(self, catalogue: dict) -> list[dict[str, Any]]:
        """Every tile of a catalogue: ``id``, ``count``, ``label`` (as it looks: what stands on
        it and its roads), ``drawing``."""
        return [{"id": t["id"], "count": t["count"], "label": tile_words(t),
                 "drawing": catalogue_drawing(t)} for t in catalogue["tiles"]]

    def deal_picker(self, view: dict, saved: dict[str, Any] | None = None) -> dict[str, Any]:
        """The tiles still in the box as pictures with their filters (``deal_picker.picker``):
        how the tiles dealt are entered with a script.  ``saved``: the document of the table's
        saved set (``saved_sets.saved_document_of``), whose tiles the table's catalogue lacks
        are offered too."""
        return deal_picker.picker(view, saved)

    def tile_taken(self, view: dict, own_move: Any) -> Msg | None:
        """What the tile this seat just took shows ("wizard, a road joining north and south"),
        from its move's log line (``own_move``: the seat's last move in effect, a ``LogEntry``
        from the page's ``last_move_by``, or None): the place it emptied is named by it, never by a number the board does not
        print (table trial s45 item 6).  None when that move is no placement."""
        message = own_move.message if own_move is not None else None
        if not isinstance(message, Msg) or message.code not in ("bravest.log.place",
                                                                 "bravest.log.place_face_down"):
            return None
        tile = tiles_by_id(view["catalogue"]).get(message.params.get("tile"))
        return looks_msg(tile) if tile else None

    def undo_hint(self, line: Any) -> Msg | None:
        """Which real tile to put back where when the move of log line ``line`` is taken back
        (``undo_hint.undo_hint``: the tile named by its looks, issue 38 item 1)."""
        return undo_hint.undo_hint(line)

    def undone_turn(self, state: dict) -> Msg:
        """The turn a move taken back belonged to, as the header counts turns
        (``turn_number`` of the table just before the move: a placement is its turn, a tile
        dealt onto the place it emptied a step of that turn, ゲームの仕組み 2): the undo
        notices say 「3番目の手番」 as the header does, not the move's place in the log."""
        return Msg("bravest.log.turn", n=self.turn_number(state))

    def after_hint(self, line: Any) -> Msg | None:
        """What the table does right after the placement of log line ``line``: which tile
        selector moves clockwise to which tile (``after_hint.after_hint``, issue 38)."""
        return after_hint.after_hint(line)

    def choices_for(self, view: dict) -> list[dict[str, Any]]:
        """The selected tiles a player may take now: ``slot``, ``place``, ``tile``, ``label``,
        ``drawings`` (one per rotation 0..3)."""
        tiles = tiles_by_id(view["catalogue"])
        out = []
        for slot in selected_slots(view):
            tile = tiles[view["market"][slot]]
            out.append({"slot": slot, "place": slot + 1, "tile": tile["id"],
                        "label": tile_label(tile),
                        "drawings": [catalogue_drawing(tile, r) for r in range(4)]})
        return out

    def grid(self, view: dict, seat: int, legal: list | None = None) -> dict[str, Any]:
        """One seat's island as grid rows for the phone: ``cols`` and ``rows``, each a list of
        None (not a cell) or {r, c, key "r,c", tile: drawing or None, legal: bool, camp:
        hero or None, camp_edge}."""
        island = island_of(view, seat)
        geo = view["geometry"]
        legal_set = {tuple(x) for x in (legal or [])}
        camp_of = {tuple(v["cell"]): (h, v["edge"]) for h, v in geo["camps"].items()}
        rows = []
        for r in range(geo["rows"]):
            row = []
            for c in range(geo["cols"]):
                if geo["cells"][r][c] != "#":
                    row.append(None)
                    continue
                camp = camp_of.get((r, c))
                row.append({"r": r, "c": c, "key": f"{r},{c}",
                            "tile": tile_drawing(island.tiles.get((r, c))),
                            "legal": (r, c) in legal_set,
                            "camp": camp[0] if camp else None,
                            "camp_edge": camp[1] if camp else None})
            rows.append(row)
        return {"cols": geo["cols"], "rows": rows}

    def picture(self, view: dict, seat: int, result: dict | None = None) -> dict[str, Any]:
        """One seat's island as SVG data (with the best routes when ``result`` is given)."""
        return island_picture(island_of(view, seat), result)

    def results(self, view: dict) -> list[dict[str, Any]]:
        """Each seat's ``scoring.score_island`` result (best courses with their steps)."""
        return GAME.results(view)

    def colour(self, view: dict, seat: int) -> str:
        """A seat's colour (as chosen at the new table)."""
        colours = view.get("colours") or []
        return colours[seat] if seat < len(colours) else "neutral"

    def edges(self) -> tuple[str, ...]:
        """The tile edges N, E, S, W."""
        return EDGES
