"""Bravest's web forms and drawings: new-table options, the placement form (tile, rotation or
face down, then a tap on a cell of the drawn island), the host's "tile dealt" entry when the
table deals real tiles, the island pictures (roads, contents and each hero's best route as
inline SVG data) and the standalone island calculator.

The forms only shape the input: legality is the engine's (``rules.py``), scoring is
``scoring.py``'s.  Drawings use an SVG unit system where a cell is ``CELL`` units wide and the
island has a ``MARGIN`` around it for the camps' start routes.
"""
from __future__ import annotations

import copy
import re
import unicodedata
from typing import Any

from flask import request
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, HiddenField, IntegerField, RadioField, SelectField, StringField
from wtforms.validators import InputRequired, Length, NumberRange, Optional, Regexp

from companion.games.bravest import rules
from companion.games.bravest.components import (
    EDGES, SPECIAL_EFFECTS, STEP, island_cells, sample_catalogue, sample_island, tiles_by_id,
)
from companion.games.bravest.names import (
    cell_msg, content_msg, edge_msg, hero_msg, kind_msg, label_text, lava_msg, side_msg,
)
from companion.games.bravest.scoring import (
    END_CODES, Island, course_polyline, island_from_document, placed_tile, score_island_document,
)
from companion.games.bravest.setup import MARKET_SLOTS
from companion.i18n import render
from companion.message import Msg
from companion.web.components import SAMPLE, component_choices, component_document
from companion.web.forms import VersionedForm, choices

CELL = 100
MARGIN = 34
#: Where each edge midpoint lies in a cell drawing (0..CELL).
EDGE_XY = {"N": (50, 0), "E": (100, 50), "S": (50, 100), "W": (0, 50)}
#: The 12 distribution-board places, clockwise, as (row, col) of a 4 × 4 ring (1-based).
RING = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (4, 1), (3, 1),
        (2, 1)]
HERO_OFFSET = {"agile": -5, "invincible": 5}
CELL_RE = r"^\d{1,2},\d{1,2}$"

#: What a cell may hold (the kinds the calculator offers for a tile typed in).
KINDS = ("wizard", "blob", "ghost", "great_sword", "ghost_tower", "lava", "special")
MODE_LABELS = {"app_deals": _l("the app deals"),
               "table_deals": _l("the table deals real tiles and enters what came up")}
#: The lava pieces the calculator offers: the sides where the circle goes on.
LAVA_PIECES = ([], ["E"], ["W"], ["N"], ["S"], ["E", "W"], ["N", "S"], ["N", "E"], ["E", "S"],
               ["S", "W"], ["W", "N"])
#: Sides of a tile as a player may type them in the calculator: N E S W or 北 東 南 西.
SIDE_LETTERS = {"北": "N", "東": "E", "南": "S", "西": "W"}


# --------------------------------------------------------------------------- forms

class PlaceForm(VersionedForm):
    """Take the tile at a selected place of the distribution board and put it on a cell of
    your island, turned (quarter turns clockwise) or face down.  The cell comes from the
    tapped cell button (``place-cell`` = "row,col")."""

    slot = IntegerField(_l("Tile"), validators=[InputRequired(), NumberRange(0, MARKET_SLOTS - 1)])
    rotation = RadioField(_l("Turn the tile"), coerce=int, default=0, choices=choices(
        [(0, "0°"), (1, "90°"), (2, "180°"), (3, "270°")]))
    face_down = BooleanField(_l("Face down (a crossroads)"))
    cell = StringField(_l("Cell"), validators=[InputRequired(), Regexp(
        CELL_RE, message=_l("Tap a cell of your island."))])


class DealForm(VersionedForm):
    """The host enters the tile the table dealt onto an empty place of the board."""

    slot = HiddenField(validators=[InputRequired(), Regexp(r"^\d{1,2}$")])
    tile = SelectField(_l("Tile that came up"), choices=[])


def _deal_form(state: dict, bound: bool) -> DealForm:
    form = DealForm(prefix="deal", **({} if bound else {"formdata": None}))
    box = state["box"]
    opts = [(t["id"], f"{t['id']} — {tile_label(t)} · " + _("%(n)d left", n=box.get(t["id"], 0)))
            for t in state["catalogue"]["tiles"]]
    if not any(box.values()):
        opts.insert(0, ("", _("none: the deck is empty")))
    form.tile.choices = choices(opts)
    if not bound and state["pending"]:
        form.slot.data = str(state["pending"][0])
    return form


def _parse_cell(text: str) -> list[int]:
    r, c = text.split(",")
    return [int(r), int(c)]


# --------------------------------------------------------------------------- drawings

def tile_label(tile: dict[str, Any] | None) -> str:
    """A tile's content in words, in the page language ("ghost", "special tile: +2")."""
    return render(content_msg((tile or {}).get("content")))


def tile_drawing(placed: dict[str, Any] | None) -> dict[str, Any] | None:
    """What to draw in one cell (0..CELL units): ``lines`` [(x1, y1, x2, y2)] from each road's
    edge midpoint to its junction, ``ends`` [(x, y)] dead ends, ``lava`` [(x, y)] a lava
    piece's open edges, ``kind``, ``short`` (a one-word label), ``label``, ``tile``,
    ``face_down``.  None for an empty cell."""
    if placed is None:
        return None
    lines, ends, bridges = [], [], []
    through_centre = 0
    for net in placed["paths"]:
        x, y = _junction(net, alone=len(placed["paths"]) == 1)
        drawn = [(*EDGE_XY[e], x, y) for e in net]
        if (x, y) == (50, 50):
            through_centre += 1
        # a second road through the middle passes over the first: a bridge, not a crossing
        (bridges if (x, y) == (50, 50) and through_centre > 1 else lines).extend(drawn)
        if len(net) == 1:
            ends.append((x, y))
    content = placed.get("content")
    kind = content["kind"] if content else None
    short = ""
    if kind == "special":
        short = "★"
    elif kind:
        short = render(kind_msg(kind))
    lava = [EDGE_XY[e] for e in (content or {}).get("open", [])] if kind == "lava" else []
    return {"lines": lines, "bridges": bridges, "ends": ends, "lava": lava,
            "kind": kind or "none", "short": short,
            "long": len(short) > 6,
            "label": tile_label(placed), "tile": placed.get("tile"),
            "face_down": placed.get("face_down", False)}


def _junction(net: list[str], alone: bool) -> tuple[int, int]:
    """Where one road's edges meet in the cell.  A tile's only road meets in the middle; of
    several roads on one tile (seed 004: roads that do not join are separate), each meets at
    the middle of its own edges — a bend near its corner, a dead end near its edge, a straight
    road across the middle — so that separate roads never look joined."""
    if alone or (len(net) == 2 and set(net) in ({"N", "S"}, {"E", "W"})):
        return 50, 50
    if len(net) == 1:
        ex, ey = EDGE_XY[net[0]]
        return (ex + 50) // 2, (ey + 50) // 2
    return (sum(EDGE_XY[e][0] for e in net) // len(net),
            sum(EDGE_XY[e][1] for e in net) // len(net))


def catalogue_drawing(tile: dict[str, Any], rotation: int = 0) -> dict[str, Any]:
    """A catalogue tile drawn as it would lie turned ``rotation`` quarter turns."""
    return tile_drawing(placed_tile(tile, rotation, False))  # type: ignore[return-value]


def island_picture(island: Island, result: dict[str, Any] | None = None) -> dict[str, Any]:
    """An island as SVG data: ``width``, ``height``, ``cells`` [{r, c, x, y, tile: drawing}],
    ``camps`` [{hero, x1, y1, x2, y2, tx, ty}] (the start route, outside the island),
    ``routes`` [{hero, points: "x,y x,y ..."}] when a ``score_island`` result is given."""
    geo = island.geometry
    cells = [{"r": r, "c": c, "x": MARGIN + c * CELL, "y": MARGIN + r * CELL,
              "tile": tile_drawing(island.tiles.get((r, c)))} for r, c in island_cells(geo)]
    camps = []
    for hero in ("agile", "invincible"):
        camp = geo["camps"][hero]
        (r, c), e = camp["cell"], camp["edge"]
        ex, ey = EDGE_XY[e]
        x2, y2 = MARGIN + c * CELL + ex, MARGIN + r * CELL + ey
        dr, dc = STEP[e]
        x1, y1 = x2 + dc * (MARGIN - 4), y2 + dr * (MARGIN - 4)
        camps.append({"hero": hero, "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                      "label": render(hero_msg(hero))})
    routes = []
    if result is not None:
        for hero in ("agile", "invincible"):
            course = result[hero]
            pts = course_polyline(course)
            if not pts:
                continue
            off = HERO_OFFSET[hero]
            xy = [(MARGIN + x * CELL + off, MARGIN + y * CELL + off) for x, y in pts]
            camp = next(k for k in camps if k["hero"] == hero)
            xy.insert(0, (camp["x1"] + off, camp["y1"] + off))
            routes.append({"hero": hero,
                           "points": " ".join(f"{x:g},{y:g}" for x, y in xy),
                           "end": xy[-1]})
    return {"width": geo["cols"] * CELL + 2 * MARGIN, "height": geo["rows"] * CELL + 2 * MARGIN,
            "cells": cells, "camps": camps, "routes": routes}


# --------------------------------------------------------------------------- calculator

def _calc_choice() -> tuple[str, str]:
    """The calculator's component set and side, from the request (defaults: sample, light)."""
    choice = request.values.get("set", SAMPLE).strip() or SAMPLE
    side = request.values.get("side", "light")
    return choice, side if side in ("light", "dark") else "light"


def _calc_components(choice: str) -> tuple[dict, dict, bool]:
    """(catalogue, island geometry document, sample?) of a calculator set choice."""
    from companion.games.bravest.game import GAME

    doc = component_document("bravest", choice)
    if doc is None:
        return sample_catalogue(), sample_island(), True
    doc = GAME.validate_components(doc)
    return doc["tiles"], doc["island"], doc["sample"]


def calculator_form_class(catalogue: dict, geo: dict):
    """A calculator form with, for each cell of the island, ``c<r>_<c>_tile`` ("" empty,
    "X" face down, "custom", or a catalogue id), ``_rot`` (0..3), ``_paths`` (custom roads: the
    sides each road joins, e.g. "NS" or "NE SW", or 「北南」「北東 南西」) and ``_content``
    (custom content); every choice is said in the page language."""
    tile_choices = [("", _l("empty")), ("X", _l("face down (crossroads)")),
                    ("custom", _l("a tile typed in (roads + content)"))] + [
        (t["id"], f"{t['id']} — {tile_label(t)}") for t in catalogue["tiles"]]
    content_choices = [("", _l("nothing"))] + [(k, render(kind_msg(k))) for k in KINDS[:5]] + [
        ("lava:" + "".join(o), render(lava_msg(o))) for o in LAVA_PIECES] + [
        ("special:" + e, render(content_msg({"kind": "special", "effect": e})))
        for e in SPECIAL_EFFECTS]
    attrs: dict[str, Any] = {}
    for r, c in island_cells(geo):
        k = f"c{r}_{c}"
        attrs[k + "_tile"] = SelectField(_l("Tile"), choices=choices(tile_choices), default="")
        attrs[k + "_rot"] = SelectField(_l("Turned"), coerce=int, default=0, choices=choices(
            [(0, "0°"), (1, "90°"), (2, "180°"), (3, "270°")]))
        attrs[k + "_paths"] = StringField(
            _l("Roads: the sides each road joins (NS: north to south; NES: a fork; NE SW: two "
               "roads that do not meet)"),
            validators=[Optional(), Length(max=20)])
        attrs[k + "_content"] = SelectField(_l("On it"), choices=choices(content_choices),
                                            default="")
    return type("BravestCalculatorForm", (FlaskForm,), attrs)


def _content_from(value: str) -> dict[str, Any] | None:
    if not value:
        return None
    if value.startswith("lava:"):
        return {"kind": "lava", "open": list(value[5:])}
    if value.startswith("special:"):
        return {"kind": "special", "effect": value[8:]}
    return {"kind": value}


def _paths_from(text: str) -> list[list[str]]:
    """ "NE SW" (or 「北東 南西」) -> [["N", "E"], ["S", "W"]]: one road per group (groups
    apart by spaces or commas), the sides it joins ("N-S", 「北・南」 are one road; letters other
    than N/E/S/W are kept so the engine names them)."""
    text = unicodedata.normalize("NFKC", text or "").strip().upper()  # ｎｓ as typed: NS
    text = "".join(SIDE_LETTERS.get(ch, ch) for ch in text)
    groups = [g for g in re.split(r"[\s,;/|、，　]+", text) if g]
    return [list(re.sub(r"[-–・]", "", g)) for g in groups]


class BravestWeb:
    """The web side of Bravest (see ``companion.web.adapters.GameWeb``)."""

    #: Moves only the host screen enters (the tiles the table dealt).
    table_moves = ("deal",)

    colours = [("red", _l("red")), ("blue", _l("blue")), ("yellow", _l("yellow")),
               ("green", _l("green"))]

    # -- new table ------------------------------------------------------------------------------
    def option_fields(self) -> dict[str, Any]:
        """Island side, dealing mode, component set and start player."""
        return {
            "side": SelectField(_l("Island side (the same for everyone)"), default="light",
                                choices=choices([("light", _l("light side (first game)")),
                                                 ("dark", _l("dark side"))])),
            "mode": SelectField(_l("Dealing the tiles"), default="app_deals",
                                choices=choices(list(MODE_LABELS.items()))),
            "components": SelectField(_l("Tiles and island"), default=SAMPLE,
                                      choices=choices(component_choices("bravest"))),
            "start_player": SelectField(
                _l("Start player (who most recently visited an island)"), default="",
                choices=choices([("", _l("draw one"))] + [
                    (str(i), _l("player %(n)d", n=i + 1)) for i in range(4)])),
        }

    def options_from_form(self, form) -> dict[str, Any]:
        """Game options from a valid new-table form (the chosen component set's document is
        passed as ``components``; the sample is the engine's default)."""
        options: dict[str, Any] = {"side": form.side.data, "mode": form.mode.data}
        doc = component_document("bravest", form.components.data)
        if doc is not None:
            options["components"] = doc
        if form.start_player.data:
            options["start_player"] = int(form.start_player.data)
        return options

    # -- forms offered now ----------------------------------------------------------------------
    def seat_forms(self, state: dict, seat: int, seen: int) -> dict[str, FlaskForm]:
        """The placement form when it is this seat's turn (and no tile waits to be entered)."""
        if state["over"] or state["pending"] or state["current"] != seat:
            return {}
        form = PlaceForm(prefix="place", formdata=None)
        selected = rules.selected_slots(state)
        form.slot.data = selected[0] if selected else None
        form.rotation.data = 0
        form.seen.data = seen
        return {"place": form}

    def table_forms(self, state: dict, seen: int) -> dict[str, FlaskForm]:
        """The "tile dealt" entry while a place of the board waits for one (table deals)."""
        if state["over"] or not state["pending"]:
            return {}
        form = _deal_form(state, bound=False)
        form.seen.data = seen
        return {"deal": form}

    def bind(self, move_type: str, state: dict, seat: int | None) -> FlaskForm | None:
        """The posted form of ``move_type``, bound to the request."""
        if move_type == "place":
            return PlaceForm(prefix="place")
        if move_type == "deal":
            return _deal_form(state, bound=True)
        return None

    def to_data(self, move_type: str, form) -> dict[str, Any]:
        """The move payload of a validated form."""
        if move_type == "deal":
            return {"type": "deal", "slot": int(form.slot.data), "tile": form.tile.data or None}
        return {"type": "place", "slot": form.slot.data, "cell": _parse_cell(form.cell.data),
                "rotation": form.rotation.data, "face_down": bool(form.face_down.data)}

    # -- calculator -----------------------------------------------------------------------------
    def calculator_form(self, players: int):
        """The island editor: one entry per cell of the chosen set's island side (query
        ``set`` and ``side``; ``players`` is not used: one island is scored)."""
        choice, side = _calc_choice()
        catalogue, island, _sample = _calc_components(choice)
        geo = island["sides"].get(side) or next(iter(island["sides"].values()))
        cls = calculator_form_class(catalogue, geo)
        return cls(prefix="calc", **({} if request.method == "POST" else {"formdata": None}))

    def calculator_document(self, form) -> dict[str, Any]:
        """The ISLAND.json document (docs/formats/bravest.md) typed into the calculator."""
        choice, side = _calc_choice()
        catalogue, island, sample = _calc_components(choice)
        if side not in island["sides"]:
            side = next(iter(island["sides"]))
        geo = island["sides"][side]
        placements = []
        for r, c in island_cells(geo):
            k = f"c{r}_{c}"
            tile = form[k + "_tile"].data
            rot = form[k + "_rot"].data or 0
            if not tile:
                continue
            if tile == "X":
                placements.append({"cell": [r, c], "face_down": True})
            elif tile == "custom":
                placements.append({"cell": [r, c], "rotation": rot,
                                   "paths": _paths_from(form[k + "_paths"].data),
                                   "content": _content_from(form[k + "_content"].data)})
            else:
                placements.append({"cell": [r, c], "tile": tile, "rotation": rot})
        doc: dict[str, Any] = {"format": "bravest-layout", "version": 1, "side": side,
                               "placements": placements}
        if choice != SAMPLE:
            doc["geometry"] = geo
            doc["catalogue"] = catalogue
        return doc

    def calculator_extra(self, document: dict[str, Any]) -> dict[str, Any]:
        """Both heroes' best courses (``result``) and the island with their routes
        (``picture``)."""
        result = score_island_document(document)
        return {"result": result,
                "picture": island_picture(island_from_document(document), result)}

    def calculator_setup(self) -> dict[str, Any]:
        """For the calculator page: the set choices, the chosen set and side, whether it is the
        sample, its labels, its catalogue, and the island's cells in rows (None = not a cell)."""
        choice, side = _calc_choice()
        catalogue, island, sample = _calc_components(choice)
        if side not in island["sides"]:
            side = next(iter(island["sides"]))
        geo = island["sides"][side]
        cells = set(island_cells(geo))
        rows = [[(r, c) if (r, c) in cells else None for c in range(geo["cols"])]
                for r in range(geo["rows"])]
        return {"choices": component_choices("bravest"), "choice": choice, "side": side,
                "sides": list(island["sides"]), "sample": sample, "label": catalogue["label"],
                "island_label": island["label"], "rows": rows, "catalogue": catalogue,
                "cols": geo["cols"], "camps": geo["camps"]}

    def cell_preview(self, form, catalogue: dict, r: int, c: int) -> dict[str, Any] | None:
        """The drawing of what the calculator form holds for cell (r, c) (None when empty or
        not valid yet: the engine names the problem when the island is scored)."""
        k = f"c{r}_{c}"
        tile = form[k + "_tile"].data
        rot = form[k + "_rot"].data if form[k + "_rot"].data in (0, 1, 2, 3) else 0
        try:
            if not tile:
                return None
            if tile == "X":
                return tile_drawing(placed_tile(None, 0, True))
            if tile == "custom":
                paths = _paths_from(form[k + "_paths"].data)
                if any(e not in EDGES for net in paths for e in net):
                    return None
                content = _content_from(form[k + "_content"].data)
                if content and content["kind"] == "special" \
                        and content["effect"] not in SPECIAL_EFFECTS:
                    return None
                if content and content["kind"] not in KINDS:
                    return None
                return tile_drawing(placed_tile({"id": None, "paths": paths,
                                                 "content": content}, rot))
            found = tiles_by_id(catalogue).get(tile)
            return catalogue_drawing(found, rot) if found else None
        except (KeyError, TypeError, ValueError):
            return None

    def island_sheet(self, sheet):
        """The calculator's one-island sheet as the page shows it: its one column is "the
        island" in the page language (the sheet is not ranked: no winner)."""
        shown = copy.copy(sheet)
        shown.players = [_("The island")]
        return shown

    # -- what templates look up -----------------------------------------------------------------
    def category_label(self, category: str) -> str:
        """A score sheet category ("Agile", "Invincible") in the page language."""
        if category.lower() in ("agile", "invincible"):
            return render(hero_msg(category.lower()))
        return category

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

    def entry_label(self, value: str | None) -> str:
        """What a calculator cell holds, for its summary line: a tile's id, "face down",
        "typed in", or "·" for nothing."""
        if not value:
            return "·"
        if value == "X":
            return _("face down")
        if value == "custom":
            return _("typed in")
        return value

    def label(self, value) -> str:
        """A component label (one text, or the sample's ``{"en", "ja"}``) in the page
        language."""
        return render(label_text(value))

    def board(self, state: dict) -> list[dict[str, Any]]:
        """The distribution board's 12 places clockwise: ``place`` (1..12), ``row``, ``col``
        (of the 4 × 4 ring), ``tile`` (id or None), ``drawing``, ``label``, ``selector``
        (1..3 or None), ``pending`` (waiting for the table to enter a tile)."""
        tiles = tiles_by_id(state["catalogue"])
        out = []
        for slot, tid in enumerate(state["market"]):
            tile = tiles.get(tid) if tid else None
            sel = state["selectors"].index(slot) + 1 if slot in state["selectors"] else None
            out.append({"slot": slot, "place": slot + 1, "row": RING[slot][0],
                        "col": RING[slot][1], "tile": tid,
                        "drawing": catalogue_drawing(tile) if tile else None,
                        "label": tile_label(tile) if tile else "", "selector": sel,
                        "pending": slot in state["pending"]})
        return out

    def catalogue(self, catalogue: dict) -> list[dict[str, Any]]:
        """Every tile of a catalogue: ``id``, ``count``, ``label``, ``drawing``."""
        return [{"id": t["id"], "count": t["count"], "label": tile_label(t),
                 "drawing": catalogue_drawing(t)} for t in catalogue["tiles"]]

    def choices_for(self, state: dict) -> list[dict[str, Any]]:
        """The selected tiles a player may take now: ``slot``, ``place``, ``tile``, ``label``,
        ``drawings`` (one per rotation 0..3)."""
        tiles = tiles_by_id(state["catalogue"])
        out = []
        for slot in rules.selected_slots(state):
            tile = tiles[state["market"][slot]]
            out.append({"slot": slot, "place": slot + 1, "tile": tile["id"],
                        "label": tile_label(tile),
                        "drawings": [catalogue_drawing(tile, r) for r in range(4)]})
        return out

    def grid(self, state: dict, seat: int, legal: list | None = None) -> dict[str, Any]:
        """One seat's island as grid rows for the phone: ``cols`` and ``rows``, each a list of
        None (not a cell) or {r, c, key "r,c", tile: drawing or None, legal: bool, camp:
        hero or None, camp_edge}."""
        island = rules.island_of(state, seat)
        geo = state["geometry"]
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

    def picture(self, state: dict, seat: int, result: dict | None = None) -> dict[str, Any]:
        """One seat's island as SVG data (with the best routes when ``result`` is given)."""
        return island_picture(rules.island_of(state, seat), result)

    def results(self, state: dict) -> list[dict[str, Any]]:
        """Each seat's ``scoring.score_island`` result (best courses with their steps)."""
        from companion.games.bravest.game import GAME

        return GAME.results(state)

    def colour(self, state: dict, seat: int) -> str:
        """A seat's colour (as chosen at the new table)."""
        colours = state.get("colours") or []
        return colours[seat] if seat < len(colours) else "neutral"

    def edges(self) -> tuple[str, ...]:
        """The tile edges N, E, S, W."""
        return EDGES


WEB = BravestWeb()
