"""Bravest's standalone island calculator (web side): one entry per cell of the chosen set's
island side — a catalogue tile, a tile typed in (its roads and what is on it) or a face-down
crossroads, turned — scored by ``documents.score_island_document`` as one island (no ranking: a
lone island is no player).  ``CalculatorWeb`` is mixed into ``forms.BravestWeb``.

The set and the side are chosen in the same form as the cells (``set``, ``side``): switching
them keeps every cell that the new island also has.
"""
from __future__ import annotations

import copy
import re
import unicodedata
from typing import Any

from flask import request
from flask_babel import gettext as _
from flask_babel import ngettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import SelectField, StringField
from wtforms.validators import Length, Optional, ValidationError

from companion.games.bravest.cli import separator
from companion.games.bravest.rules import GAME
from companion.games.bravest.rules.components import (
    EDGES, SPECIAL_EFFECTS, island_cells, sample_catalogue, sample_island, tiles_by_id,
)
from companion.games.bravest.web.drawing import (
    catalogue_drawing, island_picture, tile_drawing, tile_label,
)
from companion.games.bravest.rules.documents import island_from_document, score_island_document
from companion.games.bravest.rules.names import content_msg, kind_msg, lava_msg, roads_msg
from companion.games.bravest.rules.island import placed_tile
from companion.i18n import render
from companion.web.saved_sets import SAMPLE, component_choices, component_document
from companion.web.forms import choices

#: What a cell may hold (the kinds the calculator offers for a tile typed in).
KINDS = ("wizard", "blob", "ghost", "great_sword", "ghost_tower", "lava", "special")
#: The lava pieces the calculator offers: the sides where the circle goes on.
LAVA_PIECES = ([], ["E"], ["W"], ["N"], ["S"], ["E", "W"], ["N", "S"], ["N", "E"], ["E", "S"],
               ["S", "W"], ["W", "N"])
#: Sides of a tile as a player may type them in the calculator: N E S W (either case, full
#: width too) or 北 東 南 西.
SIDE_LETTERS = {"北": "N", "東": "E", "南": "S", "西": "W"}
#: Between two roads typed for one tile ("NE SW", 「北東、南西」) ...
_BETWEEN = re.compile(r"[\s,;/|、，　]+")
#: ... and inside one ("N-S", 「北・南」, 「北ー南」).
_WITHIN = "-–—―−・ー"


def _calc_choice() -> tuple[str, str]:
    """The calculator's component set and side (defaults: sample, light): from the posted form
    when it carries them (the choice is part of the form, so switching keeps the cells typed),
    else from the address (``?set=...&side=...``)."""
    source = request.form if request.method == "POST" and "set" in request.form \
        else request.args
    choice = (source.get("set") or SAMPLE).strip() or SAMPLE
    side = source.get("side", "light")
    return choice, side if side in ("light", "dark") else "light"


def switching() -> bool:
    """Whether the calculator form was sent to use another set or side (the cells typed are
    kept where the new island has them; no sheet is shown for it)."""
    return request.method == "POST" and bool(request.form.get("calc_switch"))


def _calc_components(choice: str) -> tuple[dict, dict, bool]:
    """(catalogue, island geometry document, sample?) of a calculator set choice.  A set still
    being entered with no side of its island boards yet borrows the sample island's shape
    (``borrows_island`` says so, and the page too)."""
    doc = component_document("bravest", choice)
    if doc is None:
        return sample_catalogue(), sample_island(), True
    doc = GAME.validate_components(doc)
    island = doc["island"] if doc["island"]["sides"] else sample_island()
    return doc["tiles"], island, doc["sample"]


def borrows_island(choice: str) -> bool:
    """Whether the chosen set has no island side entered yet (the sample's shape is used)."""
    doc = component_document("bravest", choice)
    return doc is not None and not (doc.get("island") or {}).get("sides")


def calculator_form_class(catalogue: dict, geo: dict):
    """A calculator form with, for each cell of the island, ``c<r>_<c>_tile`` ("" empty,
    "X" face down, "custom", or a catalogue id), ``_rot`` (0..3), ``_paths`` (custom roads: the
    sides each road joins, e.g. "NS" or "NE SW", or 「北南」「北東 南西」) and ``_content``
    (custom content); every choice is said in the page language."""
    tile_choices = [("", _l("empty")), ("X", _l("face down (crossroads)")),
                    ("custom", _l("a tile typed in (roads + content)"))] + [
        (t["id"], f"{t['id']} — {tile_label(t)}") for t in catalogue["tiles"]]
    content_choices = [("", _l("no figure"))] + [(k, render(kind_msg(k))) for k in KINDS[:5]] + [
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
            validators=[Optional(), Length(max=20), SidesTyped(k + "_tile")])
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
    apart by spaces or commas), the sides it joins ("N-S", 「北・南」, 「北ー南」 are one road;
    letters other than N/E/S/W are kept so the engine names them)."""
    text = unicodedata.normalize("NFKC", text or "").strip().upper()  # ｎｓ as typed: NS
    text = "".join(SIDE_LETTERS.get(ch, ch) for ch in text)
    groups = [g for g in _BETWEEN.split(text) if g]
    return [[ch for ch in g if ch not in _WITHIN] for g in groups]


def not_a_side(text: str | None) -> str | None:
    """The first character typed for a tile's roads that is neither a side (N E S W in either
    case or full width, 北 東 南 西) nor a mark between or inside roads, as it was typed (「a」
    stays 「a」); None when every one is."""
    for ch in text or "":
        read = unicodedata.normalize("NFKC", ch).upper()
        if ch in SIDE_LETTERS or read in EDGES or _BETWEEN.fullmatch(read) or read in _WITHIN:
            continue
        return ch
    return None


class SidesTyped:
    """The roads typed for a tile typed in (the cell's ``tile`` field is "custom") name only
    sides: else the field says which character is not one, as typed, and how the sides are
    written in the page language."""

    def __init__(self, tile_field: str):
        self.tile_field = tile_field

    def __call__(self, form, field) -> None:
        if form[self.tile_field].data != "custom":
            return
        typed = not_a_side(field.data)
        if typed is not None:
            raise ValidationError(_("“%(typed)s” is not a side of a tile: type the sides each "
                                    "road joins as N, E, S and W (NS, NE SW).", typed=typed))


class CalculatorWeb:
    """The calculator's part of ``forms.BravestWeb`` (see ``companion.web.calculators``)."""

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
                "borrowed": borrows_island(choice),
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

    def roads_read(self, form, r: int, c: int) -> str | None:
        """How the roads typed for cell (r, c) were read, in the page language: "2 roads: a
        dead end from the north; a dead end from the south" for 「北、南」 (a comma parts two
        roads), "1 road: a road joining north and south" for 「北-南」.  None when the cell holds
        no tile typed in, nothing is typed, or a side is not N/E/S/W (the engine names it)."""
        k = f"c{r}_{c}"
        if form[k + "_tile"].data != "custom" or not (form[k + "_paths"].data or "").strip():
            return None
        paths = _paths_from(form[k + "_paths"].data)
        if any(e not in EDGES for net in paths for e in net):
            return None
        roads = separator().join(render(m) for m in roads_msg(paths))
        return ngettext("%(num)d road: %(roads)s", "%(num)d roads: %(roads)s", len(paths),
                        roads=roads)

    def switching(self) -> bool:
        """Whether this request only switches the island (see ``switching``)."""
        return switching()

    def island_sheet(self, sheet):
        """The calculator's one-island sheet as the page shows it: its one column is "the
        island" in the page language (the sheet is not ranked: no winner)."""
        shown = copy.copy(sheet)
        shown.players = [_("The island")]
        return shown

    def entry_label(self, value: str | None) -> str:
        """What a calculator cell holds, for its summary line: a tile's id, "face down",
        "typed in", or "empty" (a bare "·" read as a separator with nothing after it)."""
        if not value:
            return _("empty")
        if value == "X":
            return _("face down")
        if value == "custom":
            return _("typed in")
        return value
